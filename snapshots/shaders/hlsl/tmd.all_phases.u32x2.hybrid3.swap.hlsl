struct info_st {
    uint static_meta[12];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
RWByteAddressBuffer buffer_5_global : register(u5);
ByteAddressBuffer info : register(t6);

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void all_phases(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_135_ = (uint)0;
    uint l_mut_141_ = (uint)0;
    uint l_mut_1511_ = (uint)0;
    uint l_mut_1847_ = (uint)0;
    uint l_mut_1852_ = (uint)0;
    uint l_mut_203_ = (uint)0;
    uint l_mut_209_ = (uint)0;
    uint l_mut_259_ = (uint)0;
    uint l_mut_265_ = (uint)0;
    uint l_mut_30_ = (uint)0;
    bool l_mut_357_ = (bool)0;
    bool l_mut_364_ = (bool)0;
    uint l_mut_389_ = (uint)0;
    uint l_mut_395_ = (uint)0;
    uint l_mut_401_ = (uint)0;
    uint l_mut_428_ = (uint)0;
    uint l_mut_435_ = (uint)0;
    uint l_mut_446_ = (uint)0;
    uint l_mut_447_ = (uint)0;
    uint l_mut_448_ = (uint)0;
    uint l_mut_451_ = (uint)0;
    uint l_mut_452_ = (uint)0;
    uint l_mut_457_ = (uint)0;
    bool l_mut_635_ = (bool)0;
    bool l_mut_659_ = (bool)0;
    uint l_mut_65_ = (uint)0;
    uint l_mut_795_ = (uint)0;
    uint l_mut_800_ = (uint)0;
    uint l_mut_80_ = (uint)0;
    uint l_mut_86_ = (uint)0;
    uint l_mut_92_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    uint l_mut_449_ = 0u;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    uint l_mut_560_ = 0u;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    uint l_mut_696_ = (uint)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    uint l_mut_793_ = (uint)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    uint l_mut_878_ = 0u;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_1505_ = (uint)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    uint l_mut_1614_ = (uint)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    bool local_100 = (bool)0;
    bool local_101 = (bool)0;
    bool local_102 = (bool)0;
    bool local_103 = (bool)0;
    bool local_104 = (bool)0;
    bool local_105 = (bool)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    bool local_108 = (bool)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    uint l_mut_1748_ = (uint)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    bool local_116 = (bool)0;
    bool local_117 = (bool)0;
    bool local_118 = (bool)0;
    bool local_119 = (bool)0;
    bool local_120 = (bool)0;
    bool local_121 = (bool)0;
    bool local_122 = (bool)0;
    uint l_mut_1845_ = (uint)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    uint l_mut_1931_ = (uint)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    uint l_mut_2165_ = 0u;
    uint l_mut_2172_ = (uint)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2460_ = asuint(info.Load(20+0));
        uint l_2461_ = (l_2460_ * 1u);
        uint l_2462_ = (l_2461_ - 1u);
        uint l_2463_ = min(3u, l_2462_);
        uint _e71; buffer_5_global.InterlockedAdd(l_2463_*4, 1u, _e71);
    }
    uint l_2404_ = asuint(info.Load(12+0));
    uint l_2405_ = (l_2404_ * 1u);
    bool l_2406_ = (0u < l_2405_);
    uint l_2407_ = (l_2405_ - 1u);
    uint l_2408_ = min(0u, l_2407_);
    uint l_2409_ = asuint(buffer_3_global.Load(l_2408_*4));
    uint l_4_ = (l_2406_ ? l_2409_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2411_ = asuint(info.Load(12+0));
    uint l_2412_ = (l_2411_ * 1u);
    bool l_2413_ = (l_6_ < l_2412_);
    uint l_2414_ = (l_2412_ - 1u);
    uint l_2415_ = min(l_6_, l_2414_);
    uint l_2416_ = asuint(buffer_3_global.Load(l_2415_*4));
    uint l_7_ = (l_2413_ ? l_2416_ : 0u);
    uint l_2418_ = asuint(info.Load(12+0));
    uint l_2419_ = (l_2418_ * 1u);
    bool l_2420_ = (2u < l_2419_);
    uint l_2421_ = (l_2419_ - 1u);
    uint l_2422_ = min(2u, l_2421_);
    uint l_2423_ = asuint(buffer_3_global.Load(l_2422_*4));
    uint l_9_ = (l_2420_ ? l_2423_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2425_ = asuint(info.Load(12+0));
    uint l_2426_ = (l_2425_ * 1u);
    bool l_2427_ = (l_11_ < l_2426_);
    uint l_2428_ = (l_2426_ - 1u);
    uint l_2429_ = min(l_11_, l_2428_);
    uint l_2430_ = asuint(buffer_3_global.Load(l_2429_*4));
    uint l_12_ = (l_2427_ ? l_2430_ : 0u);
    uint l_2432_ = asuint(info.Load(12+0));
    uint l_2433_ = (l_2432_ * 1u);
    bool l_2434_ = (4u < l_2433_);
    uint l_2435_ = (l_2433_ - 1u);
    uint l_2436_ = min(4u, l_2435_);
    uint l_2437_ = asuint(buffer_3_global.Load(l_2436_*4));
    uint l_14_ = (l_2434_ ? l_2437_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2439_ = asuint(info.Load(12+0));
    uint l_2440_ = (l_2439_ * 1u);
    bool l_2441_ = (l_16_ < l_2440_);
    uint l_2442_ = (l_2440_ - 1u);
    uint l_2443_ = min(l_16_, l_2442_);
    uint l_2444_ = asuint(buffer_3_global.Load(l_2443_*4));
    uint l_17_ = (l_2441_ ? l_2444_ : 0u);
    uint l_2446_ = asuint(info.Load(12+0));
    uint l_2447_ = (l_2446_ * 1u);
    bool l_2448_ = (6u < l_2447_);
    uint l_2449_ = (l_2447_ - 1u);
    uint l_2450_ = min(6u, l_2449_);
    uint l_2451_ = asuint(buffer_3_global.Load(l_2450_*4));
    uint l_19_ = (l_2448_ ? l_2451_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2453_ = asuint(info.Load(12+0));
    uint l_2454_ = (l_2453_ * 1u);
    bool l_2455_ = (l_21_ < l_2454_);
    uint l_2456_ = (l_2454_ - 1u);
    uint l_2457_ = min(l_21_, l_2456_);
    uint l_2458_ = asuint(buffer_3_global.Load(l_2457_*4));
    uint l_22_ = (l_2455_ ? l_2458_ : 0u);
    uint l_23_ = (2u * id);
    uint l_24_ = asuint(info.Load(24+0));
    bool l_25_ = (l_23_ < l_24_);
    uint l_26_ = (id * l_4_);
    uint64_t l_2465_ = uint64_t(id);
    uint64_t l_2466_ = uint64_t(l_4_);
    uint64_t l_2467_ = (l_2465_ * l_2466_);
    uint64_t l_2468_ = (l_2467_ >> uint(32uL));
    uint l_27_ = uint(l_2468_);
    uint l_28_ = (0u * l_4_);
    uint l_29_ = (l_27_ + l_28_);
    l_mut_30_ = 0u;
    bool l_31_ = (l_29_ < l_22_);
    bool l_32_ = (l_29_ == l_22_);
    bool l_33_ = (l_26_ < l_19_);
    if (l_32_) {
        local = l_33_;
    } else {
        local = false;
    }
    bool l_34_ = local;
    if (!(l_31_)) {
        local_1 = l_34_;
    } else {
        local_1 = true;
    }
    bool l_35_ = local_1;
    if (l_35_) {
        uint l_36_ = (l_19_ - l_26_);
        uint l_37_ = (l_22_ - l_29_);
        bool l_38_ = (l_19_ < l_26_);
        uint l_39_ = uint(l_38_);
        uint l_40_ = (l_37_ - l_39_);
        l_mut_30_ = l_4_;
        bool l_41_ = (l_40_ < 0u);
        bool l_42_ = (l_40_ == 0u);
        bool l_43_ = (l_36_ < l_4_);
        if (l_42_) {
            local_2 = l_43_;
        } else {
            local_2 = false;
        }
        bool l_44_ = local_2;
        if (!(l_41_)) {
            local_3 = l_44_;
        } else {
            local_3 = true;
        }
        bool l_45_ = local_3;
        if (l_45_) {
            l_mut_30_ = l_36_;
        }
    }
    uint _e261 = l_mut_30_;
    uint l_46_ = (l_25_ ? _e261 : 0u);
    bool l_47_ = (l_46_ > 0u);
    if (l_47_) {
        uint l_48_ = (2u * id);
        uint l_2470_ = asuint(info.Load(0+0));
        uint l_2471_ = (l_2470_ * 1u);
        bool l_2472_ = (l_48_ < l_2471_);
        uint l_2473_ = (l_2471_ - 1u);
        uint l_2474_ = min(l_48_, l_2473_);
        uint l_2475_ = asuint(buffer_0_global.Load(l_2474_*4));
        uint l_49_ = (l_2472_ ? l_2475_ : 0u);
        uint l_50_ = (2u * id);
        uint l_51_ = (l_50_ + 1u);
        uint l_2477_ = asuint(info.Load(0+0));
        uint l_2478_ = (l_2477_ * 1u);
        bool l_2479_ = (l_51_ < l_2478_);
        uint l_2480_ = (l_2478_ - 1u);
        uint l_2481_ = min(l_51_, l_2480_);
        uint l_2482_ = asuint(buffer_0_global.Load(l_2481_*4));
        uint l_52_ = (l_2479_ ? l_2482_ : 0u);
        uint l_53_ = (2u * id);
        uint l_2484_ = asuint(info.Load(4+0));
        uint l_2485_ = (l_2484_ * 1u);
        bool l_2486_ = (l_53_ < l_2485_);
        uint l_2487_ = (l_2485_ - 1u);
        uint l_2488_ = min(l_53_, l_2487_);
        uint l_2489_ = asuint(buffer_1_global.Load(l_2488_*4));
        uint l_54_ = (l_2486_ ? l_2489_ : 0u);
        uint l_55_ = (2u * id);
        uint l_56_ = (l_55_ + 1u);
        uint l_2491_ = asuint(info.Load(4+0));
        uint l_2492_ = (l_2491_ * 1u);
        bool l_2493_ = (l_56_ < l_2492_);
        uint l_2494_ = (l_2492_ - 1u);
        uint l_2495_ = min(l_56_, l_2494_);
        uint l_2496_ = asuint(buffer_1_global.Load(l_2495_*4));
        uint l_57_ = (l_2493_ ? l_2496_ : 0u);
        uint l_58_ = (2u * id);
        uint l_2498_ = asuint(info.Load(8+0));
        uint l_2499_ = (l_2498_ * 1u);
        bool l_2500_ = (l_58_ < l_2499_);
        uint l_2501_ = (l_2499_ - 1u);
        uint l_2502_ = min(l_58_, l_2501_);
        uint l_2503_ = asuint(buffer_2_global.Load(l_2502_*4));
        uint l_59_ = (l_2500_ ? l_2503_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2505_ = asuint(info.Load(8+0));
        uint l_2506_ = (l_2505_ * 1u);
        bool l_2507_ = (l_61_ < l_2506_);
        uint l_2508_ = (l_2506_ - 1u);
        uint l_2509_ = min(l_61_, l_2508_);
        uint l_2510_ = asuint(buffer_2_global.Load(l_2509_*4));
        uint l_62_ = (l_2507_ ? l_2510_ : 0u);
        uint l_63_ = (l_62_ >> 31u);
        bool l_64_ = (l_63_ == 1u);
        l_mut_30_ = l_59_;
        l_mut_65_ = l_62_;
        if (l_64_) {
            uint l_66_ = (0u - l_59_);
            uint l_67_ = (0u - l_62_);
            bool l_68_ = (0u < l_59_);
            uint l_69_ = uint(l_68_);
            uint l_70_ = (l_67_ - l_69_);
            l_mut_30_ = l_66_;
            l_mut_65_ = l_70_;
        }
        uint _e385 = l_mut_30_;
        uint l_71_ = (_e385 * l_4_);
        uint _e387 = l_mut_65_;
        uint l_72_ = (_e387 * l_4_);
        uint _e389 = l_mut_30_;
        uint64_t l_2512_ = uint64_t(_e389);
        uint64_t l_2513_ = uint64_t(l_4_);
        uint64_t l_2514_ = (l_2512_ * l_2513_);
        uint64_t l_2515_ = (l_2514_ >> uint(32uL));
        uint l_73_ = uint(l_2515_);
        uint l_74_ = (l_73_ + l_72_);
        uint _e400 = l_mut_65_;
        uint64_t l_2517_ = uint64_t(_e400);
        uint64_t l_2518_ = uint64_t(l_4_);
        uint64_t l_2519_ = (l_2517_ * l_2518_);
        uint64_t l_2520_ = (l_2519_ >> uint(32uL));
        uint l_75_ = uint(l_2520_);
        bool l_76_ = (l_74_ < l_72_);
        uint l_77_ = uint(l_76_);
        uint l_78_ = (l_75_ + l_77_);
        uint l_79_ = naga_mod(l_9_, 32u);
        l_mut_80_ = l_71_;
        bool l_81_ = (l_79_ > 0u);
        if (l_81_) {
            uint l_82_ = (l_71_ >> l_79_);
            uint l_83_ = (32u - l_79_);
            uint l_84_ = (l_74_ << l_83_);
            uint l_85_ = (l_82_ | l_84_);
            l_mut_80_ = l_85_;
        }
        l_mut_86_ = l_74_;
        bool l_87_ = (l_79_ > 0u);
        if (l_87_) {
            uint l_88_ = (l_74_ >> l_79_);
            uint l_89_ = (32u - l_79_);
            uint l_90_ = (l_78_ << l_89_);
            uint l_91_ = (l_88_ | l_90_);
            l_mut_86_ = l_91_;
        }
        uint _e429 = l_mut_80_;
        l_mut_92_ = _e429;
        uint _e430 = l_mut_86_;
        l_mut_80_ = _e430;
        bool l_93_ = (l_9_ >= 64u);
        if (l_93_) {
            l_mut_92_ = l_78_;
            l_mut_80_ = 0u;
        } else {
            bool l_94_ = (l_9_ >= 32u);
            if (l_94_) {
                l_mut_86_ = l_74_;
                bool l_95_ = (l_79_ > 0u);
                if (l_95_) {
                    uint l_96_ = (l_74_ >> l_79_);
                    uint l_97_ = (32u - l_79_);
                    uint l_98_ = (l_78_ << l_97_);
                    uint l_99_ = (l_96_ | l_98_);
                    l_mut_86_ = l_99_;
                }
                uint l_100_ = (l_78_ >> l_79_);
                uint _e444 = l_mut_86_;
                l_mut_92_ = _e444;
                l_mut_80_ = l_100_;
            }
        }
        uint _e445 = l_mut_92_;
        l_mut_86_ = _e445;
        uint _e446 = l_mut_80_;
        l_mut_92_ = _e446;
        if (l_64_) {
            uint _e448 = l_mut_86_;
            uint l_101_ = (0u - _e448);
            uint _e451 = l_mut_92_;
            uint l_102_ = (0u - _e451);
            uint _e454 = l_mut_86_;
            bool l_103_ = (0u < _e454);
            uint l_104_ = uint(l_103_);
            uint l_105_ = (l_102_ - l_104_);
            l_mut_86_ = l_101_;
            l_mut_92_ = l_105_;
        }
        uint _e458 = l_mut_86_;
        uint l_106_ = (l_49_ + _e458);
        uint _e460 = l_mut_92_;
        uint l_107_ = (l_52_ + _e460);
        bool l_108_ = (l_106_ < l_49_);
        uint l_109_ = uint(l_108_);
        uint l_110_ = (l_107_ + l_109_);
        uint l_111_ = (l_9_ + 3u);
        l_mut_92_ = 0u;
        l_mut_86_ = 0u;
        bool l_112_ = (l_4_ < 65536u);
        if (l_112_) {
            uint l_113_ = (l_4_ * l_4_);
            uint l_114_ = (l_62_ >> 31u);
            bool l_115_ = (l_114_ == 1u);
            l_mut_80_ = l_59_;
            l_mut_65_ = l_62_;
            if (l_115_) {
                uint l_116_ = (0u - l_59_);
                uint l_117_ = (0u - l_62_);
                bool l_118_ = (0u < l_59_);
                uint l_119_ = uint(l_118_);
                uint l_120_ = (l_117_ - l_119_);
                l_mut_80_ = l_116_;
                l_mut_65_ = l_120_;
            }
            uint _e484 = l_mut_80_;
            uint l_121_ = (_e484 * l_113_);
            uint _e486 = l_mut_65_;
            uint l_122_ = (_e486 * l_113_);
            uint _e488 = l_mut_80_;
            uint64_t l_2522_ = uint64_t(_e488);
            uint64_t l_2523_ = uint64_t(l_113_);
            uint64_t l_2524_ = (l_2522_ * l_2523_);
            uint64_t l_2525_ = (l_2524_ >> uint(32uL));
            uint l_123_ = uint(l_2525_);
            uint l_124_ = (l_123_ + l_122_);
            uint _e499 = l_mut_65_;
            uint64_t l_2527_ = uint64_t(_e499);
            uint64_t l_2528_ = uint64_t(l_113_);
            uint64_t l_2529_ = (l_2527_ * l_2528_);
            uint64_t l_2530_ = (l_2529_ >> uint(32uL));
            uint l_125_ = uint(l_2530_);
            bool l_126_ = (l_124_ < l_122_);
            uint l_127_ = uint(l_126_);
            uint l_128_ = (l_125_ + l_127_);
            uint l_129_ = naga_mod(l_111_, 32u);
            l_mut_30_ = l_121_;
            bool l_130_ = (l_129_ > 0u);
            if (l_130_) {
                uint l_131_ = (l_121_ >> l_129_);
                uint l_132_ = (32u - l_129_);
                uint l_133_ = (l_124_ << l_132_);
                uint l_134_ = (l_131_ | l_133_);
                l_mut_30_ = l_134_;
            }
            l_mut_135_ = l_124_;
            bool l_136_ = (l_129_ > 0u);
            if (l_136_) {
                uint l_137_ = (l_124_ >> l_129_);
                uint l_138_ = (32u - l_129_);
                uint l_139_ = (l_128_ << l_138_);
                uint l_140_ = (l_137_ | l_139_);
                l_mut_135_ = l_140_;
            }
            uint _e528 = l_mut_30_;
            l_mut_141_ = _e528;
            uint _e529 = l_mut_135_;
            l_mut_30_ = _e529;
            bool l_142_ = (l_111_ >= 64u);
            if (l_142_) {
                l_mut_141_ = l_128_;
                l_mut_30_ = 0u;
            } else {
                bool l_143_ = (l_111_ >= 32u);
                if (l_143_) {
                    l_mut_135_ = l_124_;
                    bool l_144_ = (l_129_ > 0u);
                    if (l_144_) {
                        uint l_145_ = (l_124_ >> l_129_);
                        uint l_146_ = (32u - l_129_);
                        uint l_147_ = (l_128_ << l_146_);
                        uint l_148_ = (l_145_ | l_147_);
                        l_mut_135_ = l_148_;
                    }
                    uint l_149_ = (l_128_ >> l_129_);
                    uint _e543 = l_mut_135_;
                    l_mut_141_ = _e543;
                    l_mut_30_ = l_149_;
                }
            }
            uint _e544 = l_mut_141_;
            l_mut_135_ = _e544;
            uint _e545 = l_mut_30_;
            l_mut_141_ = _e545;
            if (l_115_) {
                uint _e547 = l_mut_135_;
                uint l_150_ = (0u - _e547);
                uint _e550 = l_mut_141_;
                uint l_151_ = (0u - _e550);
                uint _e553 = l_mut_135_;
                bool l_152_ = (0u < _e553);
                uint l_153_ = uint(l_152_);
                uint l_154_ = (l_151_ - l_153_);
                l_mut_135_ = l_150_;
                l_mut_141_ = l_154_;
            }
            uint _e557 = l_mut_135_;
            l_mut_92_ = _e557;
            uint _e558 = l_mut_141_;
            l_mut_86_ = _e558;
        } else {
            uint l_155_ = (l_62_ >> 31u);
            bool l_156_ = (l_155_ == 1u);
            l_mut_141_ = l_59_;
            l_mut_135_ = l_62_;
            if (l_156_) {
                uint l_157_ = (0u - l_59_);
                uint l_158_ = (0u - l_62_);
                bool l_159_ = (0u < l_59_);
                uint l_160_ = uint(l_159_);
                uint l_161_ = (l_158_ - l_160_);
                l_mut_141_ = l_157_;
                l_mut_135_ = l_161_;
            }
            uint _e571 = l_mut_141_;
            uint l_162_ = (_e571 * l_4_);
            uint _e573 = l_mut_135_;
            uint l_163_ = (_e573 * l_4_);
            uint _e575 = l_mut_141_;
            uint64_t l_2532_ = uint64_t(_e575);
            uint64_t l_2533_ = uint64_t(l_4_);
            uint64_t l_2534_ = (l_2532_ * l_2533_);
            uint64_t l_2535_ = (l_2534_ >> uint(32uL));
            uint l_164_ = uint(l_2535_);
            uint l_165_ = (l_164_ + l_163_);
            uint _e586 = l_mut_135_;
            uint64_t l_2537_ = uint64_t(_e586);
            uint64_t l_2538_ = uint64_t(l_4_);
            uint64_t l_2539_ = (l_2537_ * l_2538_);
            uint64_t l_2540_ = (l_2539_ >> uint(32uL));
            uint l_166_ = uint(l_2540_);
            bool l_167_ = (l_165_ < l_163_);
            uint l_168_ = uint(l_167_);
            uint l_169_ = (l_166_ + l_168_);
            l_mut_80_ = l_162_;
            bool l_171_ = (0u > 0u);
            if (l_171_) {
                uint l_172_ = (l_162_ >> 0u);
                uint l_173_ = (32u - 0u);
                uint l_174_ = (l_165_ << l_173_);
                uint l_175_ = (l_172_ | l_174_);
                l_mut_80_ = l_175_;
            }
            l_mut_65_ = l_165_;
            bool l_176_ = (0u > 0u);
            if (l_176_) {
                uint l_177_ = (l_165_ >> 0u);
                uint l_178_ = (32u - 0u);
                uint l_179_ = (l_169_ << l_178_);
                uint l_180_ = (l_177_ | l_179_);
                l_mut_65_ = l_180_;
            }
            uint _e614 = l_mut_80_;
            l_mut_30_ = _e614;
            uint _e615 = l_mut_65_;
            l_mut_80_ = _e615;
            if (false) {
                l_mut_30_ = l_169_;
                l_mut_80_ = 0u;
            } else {
                if (false) {
                    l_mut_65_ = l_165_;
                    bool l_183_ = (0u > 0u);
                    if (l_183_) {
                        uint l_184_ = (l_165_ >> 0u);
                        uint l_185_ = (32u - 0u);
                        uint l_186_ = (l_169_ << l_185_);
                        uint l_187_ = (l_184_ | l_186_);
                        l_mut_65_ = l_187_;
                    }
                    uint l_188_ = (l_169_ >> 0u);
                    uint _e627 = l_mut_65_;
                    l_mut_30_ = _e627;
                    l_mut_80_ = l_188_;
                }
            }
            uint _e628 = l_mut_141_;
            uint l_189_ = (_e628 * l_4_);
            uint _e630 = l_mut_135_;
            uint l_190_ = (_e630 * l_4_);
            uint _e632 = l_mut_141_;
            uint64_t l_2542_ = uint64_t(_e632);
            uint64_t l_2543_ = uint64_t(l_4_);
            uint64_t l_2544_ = (l_2542_ * l_2543_);
            uint64_t l_2545_ = (l_2544_ >> uint(32uL));
            uint l_191_ = uint(l_2545_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e643 = l_mut_135_;
            uint64_t l_2547_ = uint64_t(_e643);
            uint64_t l_2548_ = uint64_t(l_4_);
            uint64_t l_2549_ = (l_2547_ * l_2548_);
            uint64_t l_2550_ = (l_2549_ >> uint(32uL));
            uint l_193_ = uint(l_2550_);
            bool l_194_ = (l_192_ < l_190_);
            uint l_195_ = uint(l_194_);
            uint l_196_ = (l_193_ + l_195_);
            l_mut_65_ = l_189_;
            bool l_198_ = (0u > 0u);
            if (l_198_) {
                uint l_199_ = (l_189_ >> 0u);
                uint l_200_ = (32u - 0u);
                uint l_201_ = (l_192_ << l_200_);
                uint l_202_ = (l_199_ | l_201_);
                l_mut_65_ = l_202_;
            }
            l_mut_203_ = l_192_;
            bool l_204_ = (0u > 0u);
            if (l_204_) {
                uint l_205_ = (l_192_ >> 0u);
                uint l_206_ = (32u - 0u);
                uint l_207_ = (l_196_ << l_206_);
                uint l_208_ = (l_205_ | l_207_);
                l_mut_203_ = l_208_;
            }
            uint _e671 = l_mut_65_;
            l_mut_209_ = _e671;
            uint _e672 = l_mut_203_;
            l_mut_65_ = _e672;
            if (true) {
                l_mut_209_ = l_196_;
                l_mut_65_ = 0u;
            } else {
                if (true) {
                    l_mut_203_ = l_192_;
                    bool l_212_ = (0u > 0u);
                    if (l_212_) {
                        uint l_213_ = (l_192_ >> 0u);
                        uint l_214_ = (32u - 0u);
                        uint l_215_ = (l_196_ << l_214_);
                        uint l_216_ = (l_213_ | l_215_);
                        l_mut_203_ = l_216_;
                    }
                    uint l_217_ = (l_196_ >> 0u);
                    uint _e684 = l_mut_203_;
                    l_mut_209_ = _e684;
                    l_mut_65_ = l_217_;
                }
            }
            uint _e685 = l_mut_30_;
            uint l_218_ = (_e685 * l_4_);
            uint _e687 = l_mut_80_;
            uint l_219_ = (_e687 * l_4_);
            uint _e689 = l_mut_30_;
            uint64_t l_2552_ = uint64_t(_e689);
            uint64_t l_2553_ = uint64_t(l_4_);
            uint64_t l_2554_ = (l_2552_ * l_2553_);
            uint64_t l_2555_ = (l_2554_ >> uint(32uL));
            uint l_220_ = uint(l_2555_);
            uint l_221_ = (l_220_ + l_219_);
            uint _e700 = l_mut_80_;
            uint64_t l_2557_ = uint64_t(_e700);
            uint64_t l_2558_ = uint64_t(l_4_);
            uint64_t l_2559_ = (l_2557_ * l_2558_);
            uint64_t l_2560_ = (l_2559_ >> uint(32uL));
            uint l_222_ = uint(l_2560_);
            bool l_223_ = (l_221_ < l_219_);
            uint l_224_ = uint(l_223_);
            uint l_225_ = (l_222_ + l_224_);
            l_mut_203_ = l_218_;
            bool l_227_ = (0u > 0u);
            if (l_227_) {
                uint l_228_ = (l_218_ >> 0u);
                uint l_229_ = (32u - 0u);
                uint l_230_ = (l_221_ << l_229_);
                uint l_231_ = (l_228_ | l_230_);
                l_mut_203_ = l_231_;
            }
            l_mut_141_ = l_221_;
            bool l_232_ = (0u > 0u);
            if (l_232_) {
                uint l_233_ = (l_221_ >> 0u);
                uint l_234_ = (32u - 0u);
                uint l_235_ = (l_225_ << l_234_);
                uint l_236_ = (l_233_ | l_235_);
                l_mut_141_ = l_236_;
            }
            uint _e728 = l_mut_203_;
            l_mut_135_ = _e728;
            uint _e729 = l_mut_141_;
            l_mut_203_ = _e729;
            if (false) {
                l_mut_135_ = l_225_;
                l_mut_203_ = 0u;
            } else {
                if (false) {
                    l_mut_141_ = l_221_;
                    bool l_239_ = (0u > 0u);
                    if (l_239_) {
                        uint l_240_ = (l_221_ >> 0u);
                        uint l_241_ = (32u - 0u);
                        uint l_242_ = (l_225_ << l_241_);
                        uint l_243_ = (l_240_ | l_242_);
                        l_mut_141_ = l_243_;
                    }
                    uint l_244_ = (l_225_ >> 0u);
                    uint _e741 = l_mut_141_;
                    l_mut_135_ = _e741;
                    l_mut_203_ = l_244_;
                }
            }
            uint _e742 = l_mut_30_;
            uint l_245_ = (_e742 * l_4_);
            uint _e744 = l_mut_80_;
            uint l_246_ = (_e744 * l_4_);
            uint _e746 = l_mut_30_;
            uint64_t l_2562_ = uint64_t(_e746);
            uint64_t l_2563_ = uint64_t(l_4_);
            uint64_t l_2564_ = (l_2562_ * l_2563_);
            uint64_t l_2565_ = (l_2564_ >> uint(32uL));
            uint l_247_ = uint(l_2565_);
            uint l_248_ = (l_247_ + l_246_);
            uint _e757 = l_mut_80_;
            uint64_t l_2567_ = uint64_t(_e757);
            uint64_t l_2568_ = uint64_t(l_4_);
            uint64_t l_2569_ = (l_2567_ * l_2568_);
            uint64_t l_2570_ = (l_2569_ >> uint(32uL));
            uint l_249_ = uint(l_2570_);
            bool l_250_ = (l_248_ < l_246_);
            uint l_251_ = uint(l_250_);
            uint l_252_ = (l_249_ + l_251_);
            l_mut_141_ = l_245_;
            bool l_254_ = (0u > 0u);
            if (l_254_) {
                uint l_255_ = (l_245_ >> 0u);
                uint l_256_ = (32u - 0u);
                uint l_257_ = (l_248_ << l_256_);
                uint l_258_ = (l_255_ | l_257_);
                l_mut_141_ = l_258_;
            }
            l_mut_259_ = l_248_;
            bool l_260_ = (0u > 0u);
            if (l_260_) {
                uint l_261_ = (l_248_ >> 0u);
                uint l_262_ = (32u - 0u);
                uint l_263_ = (l_252_ << l_262_);
                uint l_264_ = (l_261_ | l_263_);
                l_mut_259_ = l_264_;
            }
            uint _e785 = l_mut_141_;
            l_mut_265_ = _e785;
            uint _e786 = l_mut_259_;
            l_mut_141_ = _e786;
            if (true) {
                l_mut_265_ = l_252_;
                l_mut_141_ = 0u;
            } else {
                if (true) {
                    l_mut_259_ = l_248_;
                    bool l_268_ = (0u > 0u);
                    if (l_268_) {
                        uint l_269_ = (l_248_ >> 0u);
                        uint l_270_ = (32u - 0u);
                        uint l_271_ = (l_252_ << l_270_);
                        uint l_272_ = (l_269_ | l_271_);
                        l_mut_259_ = l_272_;
                    }
                    uint l_273_ = (l_252_ >> 0u);
                    uint _e798 = l_mut_259_;
                    l_mut_265_ = _e798;
                    l_mut_141_ = l_273_;
                }
            }
            uint _e799 = l_mut_209_;
            uint l_274_ = (_e799 * l_4_);
            uint _e801 = l_mut_209_;
            uint64_t l_2572_ = uint64_t(_e801);
            uint64_t l_2573_ = uint64_t(l_4_);
            uint64_t l_2574_ = (l_2572_ * l_2573_);
            uint64_t l_2575_ = (l_2574_ >> uint(32uL));
            uint l_275_ = uint(l_2575_);
            uint _e811 = l_mut_65_;
            uint l_276_ = (_e811 * l_4_);
            uint l_277_ = (l_275_ + l_276_);
            uint _e814 = l_mut_265_;
            uint l_278_ = (_e814 + l_274_);
            uint _e816 = l_mut_141_;
            uint l_279_ = (_e816 + l_277_);
            uint _e818 = l_mut_265_;
            bool l_280_ = (l_278_ < _e818);
            uint l_281_ = uint(l_280_);
            uint l_282_ = (l_279_ + l_281_);
            uint _e822 = l_mut_135_;
            l_mut_92_ = _e822;
            uint _e823 = l_mut_203_;
            l_mut_86_ = _e823;
            bool l_283_ = (l_111_ == 64u);
            if (l_283_) {
                l_mut_92_ = l_278_;
                l_mut_86_ = l_282_;
            } else {
                bool l_284_ = (l_111_ > 0u);
                if (l_284_) {
                    uint l_285_ = (64u - l_111_);
                    l_mut_265_ = l_278_;
                    l_mut_259_ = l_282_;
                    bool l_286_ = (l_285_ >= 32u);
                    if (l_286_) {
                        uint l_287_ = (l_285_ & 31u);
                        uint l_288_ = (l_278_ << l_287_);
                        l_mut_265_ = 0u;
                        l_mut_259_ = l_288_;
                    } else {
                        bool l_289_ = (l_285_ > 0u);
                        if (l_289_) {
                            uint l_290_ = (l_278_ << l_285_);
                            uint l_291_ = (l_282_ << l_285_);
                            uint l_292_ = (32u - l_285_);
                            uint l_293_ = (l_278_ >> l_292_);
                            uint l_294_ = (l_291_ | l_293_);
                            l_mut_265_ = l_290_;
                            l_mut_259_ = l_294_;
                        }
                    }
                    uint _e844 = l_mut_135_;
                    l_mut_209_ = _e844;
                    uint _e845 = l_mut_203_;
                    l_mut_141_ = _e845;
                    bool l_295_ = (l_111_ >= 32u);
                    if (l_295_) {
                        uint l_296_ = (l_111_ & 31u);
                        uint _e850 = l_mut_203_;
                        uint l_297_ = (_e850 >> l_296_);
                        l_mut_209_ = l_297_;
                        l_mut_141_ = 0u;
                    } else {
                        bool l_298_ = (l_111_ > 0u);
                        if (l_298_) {
                            uint _e855 = l_mut_135_;
                            l_mut_80_ = _e855;
                            bool l_299_ = (l_111_ > 0u);
                            if (l_299_) {
                                uint _e858 = l_mut_135_;
                                uint l_300_ = (_e858 >> l_111_);
                                uint l_301_ = (32u - l_111_);
                                uint _e862 = l_mut_203_;
                                uint l_302_ = (_e862 << l_301_);
                                uint l_303_ = (l_300_ | l_302_);
                                l_mut_80_ = l_303_;
                            }
                            uint _e865 = l_mut_203_;
                            uint l_304_ = (_e865 >> l_111_);
                            uint _e867 = l_mut_80_;
                            l_mut_209_ = _e867;
                            l_mut_141_ = l_304_;
                        }
                    }
                    uint _e868 = l_mut_265_;
                    uint _e869 = l_mut_209_;
                    uint l_305_ = (_e868 + _e869);
                    uint _e871 = l_mut_259_;
                    uint _e872 = l_mut_141_;
                    uint l_306_ = (_e871 + _e872);
                    uint _e874 = l_mut_265_;
                    bool l_307_ = (l_305_ < _e874);
                    uint l_308_ = uint(l_307_);
                    uint l_309_ = (l_306_ + l_308_);
                    l_mut_92_ = l_305_;
                    l_mut_86_ = l_309_;
                }
            }
            if (l_156_) {
                uint _e879 = l_mut_92_;
                uint l_310_ = (0u - _e879);
                uint _e882 = l_mut_86_;
                uint l_311_ = (0u - _e882);
                uint _e885 = l_mut_92_;
                bool l_312_ = (0u < _e885);
                uint l_313_ = uint(l_312_);
                uint l_314_ = (l_311_ - l_313_);
                l_mut_92_ = l_310_;
                l_mut_86_ = l_314_;
            }
        }
        uint _e889 = l_mut_92_;
        l_mut_265_ = _e889;
        uint _e890 = l_mut_86_;
        l_mut_259_ = _e890;
        uint _e891 = l_mut_86_;
        uint l_315_ = (_e891 >> 31u);
        bool l_316_ = (l_315_ == 1u);
        if (l_316_) {
            uint _e897 = l_mut_92_;
            uint l_317_ = (0u - _e897);
            uint _e900 = l_mut_86_;
            uint l_318_ = (0u - _e900);
            uint _e903 = l_mut_92_;
            bool l_319_ = (0u < _e903);
            uint l_320_ = uint(l_319_);
            uint l_321_ = (l_318_ - l_320_);
            l_mut_265_ = l_317_;
            l_mut_259_ = l_321_;
        }
        uint _e907 = l_mut_265_;
        uint l_322_ = (l_14_ + _e907);
        uint _e909 = l_mut_259_;
        uint l_323_ = (l_17_ + _e909);
        bool l_324_ = (l_322_ < l_14_);
        uint l_325_ = uint(l_324_);
        uint l_326_ = (l_323_ + l_325_);
        uint l_327_ = (l_322_ + 1u);
        uint l_328_ = (l_326_ + 0u);
        bool l_329_ = (l_327_ < l_322_);
        uint l_330_ = uint(l_329_);
        uint l_331_ = (l_328_ + l_330_);
        uint _e921 = l_mut_92_;
        uint l_332_ = (l_54_ - _e921);
        uint _e923 = l_mut_86_;
        uint l_333_ = (l_57_ - _e923);
        uint _e925 = l_mut_92_;
        bool l_334_ = (l_54_ < _e925);
        uint l_335_ = uint(l_334_);
        uint l_336_ = (l_333_ - l_335_);
        uint l_337_ = (l_332_ + l_327_);
        uint l_338_ = (l_336_ + l_331_);
        bool l_339_ = (l_337_ < l_332_);
        uint l_340_ = uint(l_339_);
        uint l_341_ = (l_338_ + l_340_);
        uint l_342_ = (0u - l_106_);
        uint l_343_ = (0u - l_110_);
        bool l_344_ = (0u < l_106_);
        uint l_345_ = uint(l_344_);
        uint l_346_ = (l_343_ - l_345_);
        uint l_347_ = (l_327_ + l_327_);
        uint l_348_ = (l_331_ + l_331_);
        bool l_349_ = (l_347_ < l_327_);
        uint l_350_ = uint(l_349_);
        uint l_351_ = (l_348_ + l_350_);
        l_mut_265_ = l_342_;
        l_mut_259_ = l_346_;
        uint l_352_ = (0u - l_342_);
        uint l_353_ = (0u - l_346_);
        bool l_354_ = (0u < l_342_);
        uint l_355_ = uint(l_354_);
        uint l_356_ = (l_353_ - l_355_);
        l_mut_209_ = l_352_;
        l_mut_203_ = l_356_;
        l_mut_141_ = l_337_;
        l_mut_135_ = l_341_;
        l_mut_92_ = 1u;
        l_mut_86_ = 1u;
        l_mut_357_ = false;
        uint _e958 = l_mut_135_;
        bool l_358_ = (_e958 < l_351_);
        uint _e960 = l_mut_135_;
        bool l_359_ = (_e960 == l_351_);
        uint _e962 = l_mut_141_;
        bool l_360_ = (_e962 < l_347_);
        if (l_359_) {
            local_4 = l_360_;
        } else {
            local_4 = false;
        }
        bool l_361_ = local_4;
        if (!(l_358_)) {
            local_5 = l_361_;
        } else {
            local_5 = true;
        }
        bool l_362_ = local_5;
        bool l_363_ = !(l_362_);
        l_mut_364_ = l_363_;
        uint l_365_ = (l_342_ | l_346_);
        bool l_366_ = (l_365_ == 0u);
        if (l_366_) {
            bool _e977 = l_mut_364_;
            l_mut_357_ = _e977;
            l_mut_364_ = false;
        }
        bool _e979 = l_mut_364_;
        if (_e979) {
            uint l_367_ = (l_346_ >> 31u);
            bool l_368_ = (l_367_ == 1u);
            l_mut_80_ = l_342_;
            l_mut_65_ = l_346_;
            if (l_368_) {
                uint l_369_ = (0u - l_342_);
                uint l_370_ = (0u - l_346_);
                bool l_371_ = (0u < l_342_);
                uint l_372_ = uint(l_371_);
                uint l_373_ = (l_370_ - l_372_);
                l_mut_80_ = l_369_;
                l_mut_65_ = l_373_;
            }
            uint l_374_ = (l_4_ - 1u);
            uint _e994 = l_mut_80_;
            uint l_375_ = (_e994 * l_374_);
            uint _e996 = l_mut_80_;
            uint64_t l_2577_ = uint64_t(_e996);
            uint64_t l_2578_ = uint64_t(l_374_);
            uint64_t l_2579_ = (l_2577_ * l_2578_);
            uint64_t l_2580_ = (l_2579_ >> uint(32uL));
            uint l_376_ = uint(l_2580_);
            uint _e1006 = l_mut_65_;
            uint l_377_ = (_e1006 * l_374_);
            uint l_378_ = (l_376_ + l_377_);
            l_mut_30_ = 0u;
            uint l_379_ = (l_4_ - 1u);
            uint _e1012 = l_mut_80_;
            uint l_380_ = (_e1012 * l_379_);
            uint _e1014 = l_mut_65_;
            uint l_381_ = (_e1014 * l_379_);
            uint _e1016 = l_mut_80_;
            uint64_t l_2582_ = uint64_t(_e1016);
            uint64_t l_2583_ = uint64_t(l_379_);
            uint64_t l_2584_ = (l_2582_ * l_2583_);
            uint64_t l_2585_ = (l_2584_ >> uint(32uL));
            uint l_382_ = uint(l_2585_);
            uint l_383_ = (l_382_ + l_381_);
            uint _e1027 = l_mut_65_;
            uint64_t l_2587_ = uint64_t(_e1027);
            uint64_t l_2588_ = uint64_t(l_379_);
            uint64_t l_2589_ = (l_2587_ * l_2588_);
            uint64_t l_2590_ = (l_2589_ >> uint(32uL));
            uint l_384_ = uint(l_2590_);
            bool l_385_ = (l_383_ < l_381_);
            uint l_386_ = uint(l_385_);
            uint l_387_ = (l_384_ + l_386_);
            l_mut_389_ = l_380_;
            bool l_390_ = (0u > 0u);
            if (l_390_) {
                uint l_391_ = (l_380_ >> 0u);
                uint l_392_ = (32u - 0u);
                uint l_393_ = (l_383_ << l_392_);
                uint l_394_ = (l_391_ | l_393_);
                l_mut_389_ = l_394_;
            }
            l_mut_395_ = l_383_;
            bool l_396_ = (0u > 0u);
            if (l_396_) {
                uint l_397_ = (l_383_ >> 0u);
                uint l_398_ = (32u - 0u);
                uint l_399_ = (l_387_ << l_398_);
                uint l_400_ = (l_397_ | l_399_);
                l_mut_395_ = l_400_;
            }
            uint _e1055 = l_mut_389_;
            l_mut_401_ = _e1055;
            uint _e1056 = l_mut_395_;
            l_mut_389_ = _e1056;
            if (true) {
                l_mut_401_ = l_387_;
                l_mut_389_ = 0u;
            } else {
                if (true) {
                    l_mut_395_ = l_383_;
                    bool l_404_ = (0u > 0u);
                    if (l_404_) {
                        uint l_405_ = (l_383_ >> 0u);
                        uint l_406_ = (32u - 0u);
                        uint l_407_ = (l_387_ << l_406_);
                        uint l_408_ = (l_405_ | l_407_);
                        l_mut_395_ = l_408_;
                    }
                    uint l_409_ = (l_387_ >> 0u);
                    uint _e1068 = l_mut_395_;
                    l_mut_401_ = _e1068;
                    l_mut_389_ = l_409_;
                }
            }
            uint _e1069 = l_mut_401_;
            uint _e1070 = l_mut_389_;
            uint l_410_ = (_e1069 | _e1070);
            bool l_411_ = (l_410_ == 0u);
            if (l_411_) {
                l_mut_401_ = l_337_;
                l_mut_395_ = l_341_;
                if (l_368_) {
                    uint l_412_ = (0u - l_337_);
                    uint l_413_ = (0u - l_341_);
                    bool l_414_ = (0u < l_337_);
                    uint l_415_ = uint(l_414_);
                    uint l_416_ = (l_413_ - l_415_);
                    uint l_417_ = (l_337_ | l_341_);
                    bool l_418_ = (l_417_ == 0u);
                    bool l_419_ = !(l_418_);
                    bool l_420_ = (l_378_ < l_416_);
                    bool l_421_ = (l_378_ == l_416_);
                    bool l_422_ = (l_375_ < l_412_);
                    if (l_421_) {
                        local_6 = l_422_;
                    } else {
                        local_6 = false;
                    }
                    bool l_423_ = local_6;
                    if (!(l_420_)) {
                        local_7 = l_423_;
                    } else {
                        local_7 = true;
                    }
                    bool l_424_ = local_7;
                    bool l_425_ = !(l_424_);
                    if (l_419_) {
                        local_8 = l_425_;
                    } else {
                        local_8 = false;
                    }
                    bool l_426_ = local_8;
                    if (l_426_) {
                        uint l_427_ = (l_4_ - 1u);
                        l_mut_389_ = l_412_;
                        l_mut_428_ = l_416_;
                        uint _e1105 = l_mut_65_;
                        bool l_429_ = (l_416_ < _e1105);
                        uint _e1107 = l_mut_65_;
                        bool l_430_ = (l_416_ == _e1107);
                        uint _e1109 = l_mut_80_;
                        bool l_431_ = (l_412_ < _e1109);
                        if (l_430_) {
                            local_9 = l_431_;
                        } else {
                            local_9 = false;
                        }
                        bool l_432_ = local_9;
                        if (!(l_429_)) {
                            local_10 = l_432_;
                        } else {
                            local_10 = true;
                        }
                        bool l_433_ = local_10;
                        bool l_434_ = !(l_433_);
                        if (l_434_) {
                            l_mut_435_ = 0u;
                            uint _e1122 = l_mut_65_;
                            bool l_436_ = (_e1122 < l_416_);
                            uint _e1124 = l_mut_65_;
                            bool l_437_ = (_e1124 == l_416_);
                            uint _e1126 = l_mut_80_;
                            bool l_438_ = (_e1126 < l_412_);
                            if (l_437_) {
                                local_11 = l_438_;
                            } else {
                                local_11 = false;
                            }
                            bool l_439_ = local_11;
                            if (!(l_436_)) {
                                local_12 = l_439_;
                            } else {
                                local_12 = true;
                            }
                            bool l_440_ = local_12;
                            if (l_440_) {
                                uint l_441_ = (l_412_ - 1u);
                                uint l_442_ = (l_416_ - 0u);
                                bool l_443_ = (l_412_ < 1u);
                                uint l_444_ = uint(l_443_);
                                uint l_445_ = (l_442_ - l_444_);
                                l_mut_446_ = l_441_;
                                l_mut_447_ = l_445_;
                                l_mut_448_ = 0u;
                                uint2 loop_bound = uint2(4294967295u, 4294967295u);
                                bool loop_init = true;
                                while(true) {
                                    if (all(loop_bound == uint2(0u, 0u))) { break; }
                                    loop_bound -= uint2(loop_bound.y == 0u, 1u);
                                    if (!loop_init) {
                                        uint _e1233 = l_mut_449_;
                                        l_mut_449_ = (_e1233 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1148 = l_mut_449_;
                                    if ((_e1148 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1152 = l_mut_449_;
                                        uint l_450_ = (19u - _e1152);
                                        uint _e1154 = l_mut_446_;
                                        l_mut_451_ = _e1154;
                                        uint _e1155 = l_mut_447_;
                                        l_mut_452_ = _e1155;
                                        bool l_453_ = (l_450_ >= 32u);
                                        if (l_453_) {
                                            uint l_454_ = (l_450_ & 31u);
                                            uint _e1160 = l_mut_447_;
                                            uint l_455_ = (_e1160 >> l_454_);
                                            l_mut_451_ = l_455_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            bool l_456_ = (l_450_ > 0u);
                                            if (l_456_) {
                                                uint _e1165 = l_mut_446_;
                                                l_mut_457_ = _e1165;
                                                bool l_458_ = (l_450_ > 0u);
                                                if (l_458_) {
                                                    uint _e1168 = l_mut_446_;
                                                    uint l_459_ = (_e1168 >> l_450_);
                                                    uint l_460_ = (32u - l_450_);
                                                    uint _e1172 = l_mut_447_;
                                                    uint l_461_ = (_e1172 << l_460_);
                                                    uint l_462_ = (l_459_ | l_461_);
                                                    l_mut_457_ = l_462_;
                                                }
                                                uint _e1175 = l_mut_447_;
                                                uint l_463_ = (_e1175 >> l_450_);
                                                uint _e1177 = l_mut_457_;
                                                l_mut_451_ = _e1177;
                                                l_mut_452_ = l_463_;
                                            }
                                        }
                                        uint _e1178 = l_mut_452_;
                                        uint _e1179 = l_mut_65_;
                                        bool l_464_ = (_e1178 < _e1179);
                                        uint _e1181 = l_mut_452_;
                                        uint _e1182 = l_mut_65_;
                                        bool l_465_ = (_e1181 == _e1182);
                                        uint _e1184 = l_mut_451_;
                                        uint _e1185 = l_mut_80_;
                                        bool l_466_ = (_e1184 < _e1185);
                                        if (l_465_) {
                                            local_13 = l_466_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_467_ = local_13;
                                        if (!(l_464_)) {
                                            local_14 = l_467_;
                                        } else {
                                            local_14 = true;
                                        }
                                        bool l_468_ = local_14;
                                        bool l_469_ = !(l_468_);
                                        if (l_469_) {
                                            uint _e1197 = l_mut_80_;
                                            l_mut_457_ = _e1197;
                                            uint _e1198 = l_mut_65_;
                                            l_mut_452_ = _e1198;
                                            bool l_470_ = (l_450_ >= 32u);
                                            if (l_470_) {
                                                uint l_471_ = (l_450_ & 31u);
                                                uint _e1203 = l_mut_80_;
                                                uint l_472_ = (_e1203 << l_471_);
                                                l_mut_457_ = 0u;
                                                l_mut_452_ = l_472_;
                                            } else {
                                                bool l_473_ = (l_450_ > 0u);
                                                if (l_473_) {
                                                    uint _e1208 = l_mut_80_;
                                                    uint l_474_ = (_e1208 << l_450_);
                                                    uint _e1210 = l_mut_65_;
                                                    uint l_475_ = (_e1210 << l_450_);
                                                    uint l_476_ = (32u - l_450_);
                                                    uint _e1214 = l_mut_80_;
                                                    uint l_477_ = (_e1214 >> l_476_);
                                                    uint l_478_ = (l_475_ | l_477_);
                                                    l_mut_457_ = l_474_;
                                                    l_mut_452_ = l_478_;
                                                }
                                            }
                                            uint _e1217 = l_mut_446_;
                                            uint _e1218 = l_mut_457_;
                                            uint l_479_ = (_e1217 - _e1218);
                                            uint _e1220 = l_mut_447_;
                                            uint _e1221 = l_mut_452_;
                                            uint l_480_ = (_e1220 - _e1221);
                                            uint _e1223 = l_mut_446_;
                                            uint _e1224 = l_mut_457_;
                                            bool l_481_ = (_e1223 < _e1224);
                                            uint l_482_ = uint(l_481_);
                                            uint l_483_ = (l_480_ - l_482_);
                                            l_mut_446_ = l_479_;
                                            l_mut_447_ = l_483_;
                                            uint l_484_ = (1u << l_450_);
                                            uint _e1230 = l_mut_448_;
                                            l_mut_448_ = (_e1230 | l_484_);
                                        }
                                    }
                                }
                                uint _e1235 = l_mut_448_;
                                uint l_485_ = min(_e1235, l_427_);
                                l_mut_457_ = l_485_;
                                uint _e1237 = l_mut_447_;
                                uint _e1238 = l_mut_65_;
                                bool l_486_ = (_e1237 < _e1238);
                                uint _e1240 = l_mut_447_;
                                uint _e1241 = l_mut_65_;
                                bool l_487_ = (_e1240 == _e1241);
                                uint _e1243 = l_mut_446_;
                                uint _e1244 = l_mut_80_;
                                bool l_488_ = (_e1243 < _e1244);
                                if (l_487_) {
                                    local_15 = l_488_;
                                } else {
                                    local_15 = false;
                                }
                                bool l_489_ = local_15;
                                if (!(l_486_)) {
                                    local_16 = l_489_;
                                } else {
                                    local_16 = true;
                                }
                                bool l_490_ = local_16;
                                bool l_491_ = !(l_490_);
                                if (l_491_) {
                                    l_mut_457_ = l_427_;
                                }
                                uint _e1256 = l_mut_457_;
                                l_mut_435_ = _e1256;
                            }
                            uint _e1257 = l_mut_80_;
                            uint _e1258 = l_mut_435_;
                            uint l_492_ = (_e1257 * _e1258);
                            uint _e1260 = l_mut_80_;
                            uint64_t l_2592_ = uint64_t(_e1260);
                            uint _e1262 = l_mut_435_;
                            uint64_t l_2593_ = uint64_t(_e1262);
                            uint64_t l_2594_ = (l_2592_ * l_2593_);
                            uint64_t l_2595_ = (l_2594_ >> uint(32uL));
                            uint l_493_ = uint(l_2595_);
                            uint _e1271 = l_mut_65_;
                            uint _e1272 = l_mut_435_;
                            uint l_494_ = (_e1271 * _e1272);
                            uint l_495_ = (l_493_ + l_494_);
                            uint l_496_ = (l_412_ - l_492_);
                            uint l_497_ = (l_416_ - l_495_);
                            bool l_498_ = (l_412_ < l_492_);
                            uint l_499_ = uint(l_498_);
                            uint l_500_ = (l_497_ - l_499_);
                            l_mut_389_ = l_496_;
                            l_mut_428_ = l_500_;
                            uint _e1280 = l_mut_428_;
                            uint _e1281 = l_mut_65_;
                            bool l_501_ = (_e1280 < _e1281);
                            uint _e1283 = l_mut_428_;
                            uint _e1284 = l_mut_65_;
                            bool l_502_ = (_e1283 == _e1284);
                            uint _e1286 = l_mut_389_;
                            uint _e1287 = l_mut_80_;
                            bool l_503_ = (_e1286 < _e1287);
                            if (l_502_) {
                                local_17 = l_503_;
                            } else {
                                local_17 = false;
                            }
                            bool l_504_ = local_17;
                            if (!(l_501_)) {
                                local_18 = l_504_;
                            } else {
                                local_18 = true;
                            }
                            bool l_505_ = local_18;
                            bool l_506_ = !(l_505_);
                            if (l_506_) {
                                uint _e1299 = l_mut_389_;
                                uint _e1300 = l_mut_80_;
                                uint l_507_ = (_e1299 - _e1300);
                                uint _e1302 = l_mut_428_;
                                uint _e1303 = l_mut_65_;
                                uint l_508_ = (_e1302 - _e1303);
                                uint _e1305 = l_mut_389_;
                                uint _e1306 = l_mut_80_;
                                bool l_509_ = (_e1305 < _e1306);
                                uint l_510_ = uint(l_509_);
                                uint l_511_ = (l_508_ - l_510_);
                                l_mut_389_ = l_507_;
                                l_mut_428_ = l_511_;
                            }
                        }
                        uint _e1310 = l_mut_80_;
                        uint _e1311 = l_mut_389_;
                        uint l_512_ = (_e1310 - _e1311);
                        uint _e1313 = l_mut_65_;
                        uint _e1314 = l_mut_428_;
                        uint l_513_ = (_e1313 - _e1314);
                        uint _e1316 = l_mut_80_;
                        uint _e1317 = l_mut_389_;
                        bool l_514_ = (_e1316 < _e1317);
                        uint l_515_ = uint(l_514_);
                        uint l_516_ = (l_513_ - l_515_);
                        l_mut_457_ = l_512_;
                        l_mut_452_ = l_516_;
                        uint _e1321 = l_mut_65_;
                        bool l_517_ = (l_516_ < _e1321);
                        uint _e1323 = l_mut_65_;
                        bool l_518_ = (l_516_ == _e1323);
                        uint _e1325 = l_mut_80_;
                        bool l_519_ = (l_512_ < _e1325);
                        if (l_518_) {
                            local_19 = l_519_;
                        } else {
                            local_19 = false;
                        }
                        bool l_520_ = local_19;
                        if (!(l_517_)) {
                            local_20 = l_520_;
                        } else {
                            local_20 = true;
                        }
                        bool l_521_ = local_20;
                        bool l_522_ = !(l_521_);
                        if (l_522_) {
                            uint _e1337 = l_mut_80_;
                            uint l_523_ = (l_512_ - _e1337);
                            uint _e1339 = l_mut_65_;
                            uint l_524_ = (l_516_ - _e1339);
                            uint _e1341 = l_mut_80_;
                            bool l_525_ = (l_512_ < _e1341);
                            uint l_526_ = uint(l_525_);
                            uint l_527_ = (l_524_ - l_526_);
                            l_mut_457_ = l_523_;
                            l_mut_452_ = l_527_;
                        }
                        uint _e1345 = l_mut_452_;
                        uint _e1346 = l_mut_395_;
                        bool l_528_ = (_e1345 < _e1346);
                        uint _e1348 = l_mut_452_;
                        uint _e1349 = l_mut_395_;
                        bool l_529_ = (_e1348 == _e1349);
                        uint _e1351 = l_mut_457_;
                        uint _e1352 = l_mut_401_;
                        bool l_530_ = (_e1351 < _e1352);
                        if (l_529_) {
                            local_21 = l_530_;
                        } else {
                            local_21 = false;
                        }
                        bool l_531_ = local_21;
                        if (!(l_528_)) {
                            local_22 = l_531_;
                        } else {
                            local_22 = true;
                        }
                        bool l_532_ = local_22;
                        if (l_532_) {
                            uint _e1363 = l_mut_457_;
                            l_mut_401_ = _e1363;
                            uint _e1364 = l_mut_452_;
                            l_mut_395_ = _e1364;
                        }
                    }
                } else {
                    uint l_533_ = (l_337_ - l_375_);
                    uint l_534_ = (l_341_ - l_378_);
                    bool l_535_ = (l_337_ < l_375_);
                    uint l_536_ = uint(l_535_);
                    uint l_537_ = (l_534_ - l_536_);
                    l_mut_401_ = l_533_;
                    l_mut_395_ = l_537_;
                    bool l_538_ = (l_341_ < l_378_);
                    bool l_539_ = (l_341_ == l_378_);
                    bool l_540_ = (l_337_ < l_375_);
                    if (l_539_) {
                        local_23 = l_540_;
                    } else {
                        local_23 = false;
                    }
                    bool l_541_ = local_23;
                    if (!(l_538_)) {
                        local_24 = l_541_;
                    } else {
                        local_24 = true;
                    }
                    bool l_542_ = local_24;
                    if (l_542_) {
                        uint l_543_ = (l_4_ - 1u);
                        l_mut_457_ = l_337_;
                        l_mut_452_ = l_341_;
                        uint _e1384 = l_mut_65_;
                        bool l_544_ = (l_341_ < _e1384);
                        uint _e1386 = l_mut_65_;
                        bool l_545_ = (l_341_ == _e1386);
                        uint _e1388 = l_mut_80_;
                        bool l_546_ = (l_337_ < _e1388);
                        if (l_545_) {
                            local_25 = l_546_;
                        } else {
                            local_25 = false;
                        }
                        bool l_547_ = local_25;
                        if (!(l_544_)) {
                            local_26 = l_547_;
                        } else {
                            local_26 = true;
                        }
                        bool l_548_ = local_26;
                        bool l_549_ = !(l_548_);
                        if (l_549_) {
                            l_mut_451_ = 0u;
                            uint _e1401 = l_mut_65_;
                            bool l_550_ = (_e1401 < l_341_);
                            uint _e1403 = l_mut_65_;
                            bool l_551_ = (_e1403 == l_341_);
                            uint _e1405 = l_mut_80_;
                            bool l_552_ = (_e1405 < l_337_);
                            if (l_551_) {
                                local_27 = l_552_;
                            } else {
                                local_27 = false;
                            }
                            bool l_553_ = local_27;
                            if (!(l_550_)) {
                                local_28 = l_553_;
                            } else {
                                local_28 = true;
                            }
                            bool l_554_ = local_28;
                            if (l_554_) {
                                uint l_555_ = (l_337_ - 1u);
                                uint l_556_ = (l_341_ - 0u);
                                bool l_557_ = (l_337_ < 1u);
                                uint l_558_ = uint(l_557_);
                                uint l_559_ = (l_556_ - l_558_);
                                l_mut_448_ = l_555_;
                                l_mut_447_ = l_559_;
                                l_mut_446_ = 0u;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1512 = l_mut_560_;
                                        l_mut_560_ = (_e1512 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1427 = l_mut_560_;
                                    if ((_e1427 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1431 = l_mut_560_;
                                        uint l_561_ = (19u - _e1431);
                                        uint _e1433 = l_mut_448_;
                                        l_mut_435_ = _e1433;
                                        uint _e1434 = l_mut_447_;
                                        l_mut_428_ = _e1434;
                                        bool l_562_ = (l_561_ >= 32u);
                                        if (l_562_) {
                                            uint l_563_ = (l_561_ & 31u);
                                            uint _e1439 = l_mut_447_;
                                            uint l_564_ = (_e1439 >> l_563_);
                                            l_mut_435_ = l_564_;
                                            l_mut_428_ = 0u;
                                        } else {
                                            bool l_565_ = (l_561_ > 0u);
                                            if (l_565_) {
                                                uint _e1444 = l_mut_448_;
                                                l_mut_389_ = _e1444;
                                                bool l_566_ = (l_561_ > 0u);
                                                if (l_566_) {
                                                    uint _e1447 = l_mut_448_;
                                                    uint l_567_ = (_e1447 >> l_561_);
                                                    uint l_568_ = (32u - l_561_);
                                                    uint _e1451 = l_mut_447_;
                                                    uint l_569_ = (_e1451 << l_568_);
                                                    uint l_570_ = (l_567_ | l_569_);
                                                    l_mut_389_ = l_570_;
                                                }
                                                uint _e1454 = l_mut_447_;
                                                uint l_571_ = (_e1454 >> l_561_);
                                                uint _e1456 = l_mut_389_;
                                                l_mut_435_ = _e1456;
                                                l_mut_428_ = l_571_;
                                            }
                                        }
                                        uint _e1457 = l_mut_428_;
                                        uint _e1458 = l_mut_65_;
                                        bool l_572_ = (_e1457 < _e1458);
                                        uint _e1460 = l_mut_428_;
                                        uint _e1461 = l_mut_65_;
                                        bool l_573_ = (_e1460 == _e1461);
                                        uint _e1463 = l_mut_435_;
                                        uint _e1464 = l_mut_80_;
                                        bool l_574_ = (_e1463 < _e1464);
                                        if (l_573_) {
                                            local_29 = l_574_;
                                        } else {
                                            local_29 = false;
                                        }
                                        bool l_575_ = local_29;
                                        if (!(l_572_)) {
                                            local_30 = l_575_;
                                        } else {
                                            local_30 = true;
                                        }
                                        bool l_576_ = local_30;
                                        bool l_577_ = !(l_576_);
                                        if (l_577_) {
                                            uint _e1476 = l_mut_80_;
                                            l_mut_435_ = _e1476;
                                            uint _e1477 = l_mut_65_;
                                            l_mut_428_ = _e1477;
                                            bool l_578_ = (l_561_ >= 32u);
                                            if (l_578_) {
                                                uint l_579_ = (l_561_ & 31u);
                                                uint _e1482 = l_mut_80_;
                                                uint l_580_ = (_e1482 << l_579_);
                                                l_mut_435_ = 0u;
                                                l_mut_428_ = l_580_;
                                            } else {
                                                bool l_581_ = (l_561_ > 0u);
                                                if (l_581_) {
                                                    uint _e1487 = l_mut_80_;
                                                    uint l_582_ = (_e1487 << l_561_);
                                                    uint _e1489 = l_mut_65_;
                                                    uint l_583_ = (_e1489 << l_561_);
                                                    uint l_584_ = (32u - l_561_);
                                                    uint _e1493 = l_mut_80_;
                                                    uint l_585_ = (_e1493 >> l_584_);
                                                    uint l_586_ = (l_583_ | l_585_);
                                                    l_mut_435_ = l_582_;
                                                    l_mut_428_ = l_586_;
                                                }
                                            }
                                            uint _e1496 = l_mut_448_;
                                            uint _e1497 = l_mut_435_;
                                            uint l_587_ = (_e1496 - _e1497);
                                            uint _e1499 = l_mut_447_;
                                            uint _e1500 = l_mut_428_;
                                            uint l_588_ = (_e1499 - _e1500);
                                            uint _e1502 = l_mut_448_;
                                            uint _e1503 = l_mut_435_;
                                            bool l_589_ = (_e1502 < _e1503);
                                            uint l_590_ = uint(l_589_);
                                            uint l_591_ = (l_588_ - l_590_);
                                            l_mut_448_ = l_587_;
                                            l_mut_447_ = l_591_;
                                            uint l_592_ = (1u << l_561_);
                                            uint _e1509 = l_mut_446_;
                                            l_mut_446_ = (_e1509 | l_592_);
                                        }
                                    }
                                }
                                uint _e1514 = l_mut_446_;
                                uint l_593_ = min(_e1514, l_543_);
                                l_mut_446_ = l_593_;
                                uint _e1516 = l_mut_447_;
                                uint _e1517 = l_mut_65_;
                                bool l_594_ = (_e1516 < _e1517);
                                uint _e1519 = l_mut_447_;
                                uint _e1520 = l_mut_65_;
                                bool l_595_ = (_e1519 == _e1520);
                                uint _e1522 = l_mut_448_;
                                uint _e1523 = l_mut_80_;
                                bool l_596_ = (_e1522 < _e1523);
                                if (l_595_) {
                                    local_31 = l_596_;
                                } else {
                                    local_31 = false;
                                }
                                bool l_597_ = local_31;
                                if (!(l_594_)) {
                                    local_32 = l_597_;
                                } else {
                                    local_32 = true;
                                }
                                bool l_598_ = local_32;
                                bool l_599_ = !(l_598_);
                                if (l_599_) {
                                    l_mut_446_ = l_543_;
                                }
                                uint _e1535 = l_mut_446_;
                                l_mut_451_ = _e1535;
                            }
                            uint _e1536 = l_mut_80_;
                            uint _e1537 = l_mut_451_;
                            uint l_600_ = (_e1536 * _e1537);
                            uint _e1539 = l_mut_80_;
                            uint64_t l_2597_ = uint64_t(_e1539);
                            uint _e1541 = l_mut_451_;
                            uint64_t l_2598_ = uint64_t(_e1541);
                            uint64_t l_2599_ = (l_2597_ * l_2598_);
                            uint64_t l_2600_ = (l_2599_ >> uint(32uL));
                            uint l_601_ = uint(l_2600_);
                            uint _e1550 = l_mut_65_;
                            uint _e1551 = l_mut_451_;
                            uint l_602_ = (_e1550 * _e1551);
                            uint l_603_ = (l_601_ + l_602_);
                            uint l_604_ = (l_337_ - l_600_);
                            uint l_605_ = (l_341_ - l_603_);
                            bool l_606_ = (l_337_ < l_600_);
                            uint l_607_ = uint(l_606_);
                            uint l_608_ = (l_605_ - l_607_);
                            l_mut_457_ = l_604_;
                            l_mut_452_ = l_608_;
                            uint _e1559 = l_mut_452_;
                            uint _e1560 = l_mut_65_;
                            bool l_609_ = (_e1559 < _e1560);
                            uint _e1562 = l_mut_452_;
                            uint _e1563 = l_mut_65_;
                            bool l_610_ = (_e1562 == _e1563);
                            uint _e1565 = l_mut_457_;
                            uint _e1566 = l_mut_80_;
                            bool l_611_ = (_e1565 < _e1566);
                            if (l_610_) {
                                local_33 = l_611_;
                            } else {
                                local_33 = false;
                            }
                            bool l_612_ = local_33;
                            if (!(l_609_)) {
                                local_34 = l_612_;
                            } else {
                                local_34 = true;
                            }
                            bool l_613_ = local_34;
                            bool l_614_ = !(l_613_);
                            if (l_614_) {
                                uint _e1578 = l_mut_457_;
                                uint _e1579 = l_mut_80_;
                                uint l_615_ = (_e1578 - _e1579);
                                uint _e1581 = l_mut_452_;
                                uint _e1582 = l_mut_65_;
                                uint l_616_ = (_e1581 - _e1582);
                                uint _e1584 = l_mut_457_;
                                uint _e1585 = l_mut_80_;
                                bool l_617_ = (_e1584 < _e1585);
                                uint l_618_ = uint(l_617_);
                                uint l_619_ = (l_616_ - l_618_);
                                l_mut_457_ = l_615_;
                                l_mut_452_ = l_619_;
                            }
                        }
                        uint _e1589 = l_mut_452_;
                        uint _e1590 = l_mut_395_;
                        bool l_620_ = (_e1589 < _e1590);
                        uint _e1592 = l_mut_452_;
                        uint _e1593 = l_mut_395_;
                        bool l_621_ = (_e1592 == _e1593);
                        uint _e1595 = l_mut_457_;
                        uint _e1596 = l_mut_401_;
                        bool l_622_ = (_e1595 < _e1596);
                        if (l_621_) {
                            local_35 = l_622_;
                        } else {
                            local_35 = false;
                        }
                        bool l_623_ = local_35;
                        if (!(l_620_)) {
                            local_36 = l_623_;
                        } else {
                            local_36 = true;
                        }
                        bool l_624_ = local_36;
                        if (l_624_) {
                            uint _e1607 = l_mut_457_;
                            l_mut_401_ = _e1607;
                            uint _e1608 = l_mut_452_;
                            l_mut_395_ = _e1608;
                        }
                    }
                }
                uint _e1609 = l_mut_395_;
                bool l_625_ = (_e1609 < l_351_);
                uint _e1611 = l_mut_395_;
                bool l_626_ = (_e1611 == l_351_);
                uint _e1613 = l_mut_401_;
                bool l_627_ = (_e1613 < l_347_);
                if (l_626_) {
                    local_37 = l_627_;
                } else {
                    local_37 = false;
                }
                bool l_628_ = local_37;
                if (!(l_625_)) {
                    local_38 = l_628_;
                } else {
                    local_38 = true;
                }
                bool l_629_ = local_38;
                bool l_630_ = !(l_629_);
                uint l_631_ = uint(l_630_);
                uint l_632_ = (2u - l_631_);
                l_mut_30_ = l_632_;
            }
            uint _e1628 = l_mut_30_;
            bool l_633_ = (_e1628 > 0u);
            if (l_633_) {
                uint _e1631 = l_mut_30_;
                bool l_634_ = (_e1631 == 1u);
                l_mut_357_ = l_634_;
                l_mut_364_ = false;
            }
        }
        l_mut_635_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1636 = l_mut_364_;
            bool l_636_ = !(_e1636);
            if (l_636_) {
                break;
            }
            uint _e1638 = l_mut_265_;
            l_mut_457_ = _e1638;
            uint _e1639 = l_mut_259_;
            l_mut_452_ = _e1639;
            bool _e1640 = l_mut_635_;
            if (_e1640) {
                uint _e1641 = l_mut_209_;
                l_mut_457_ = _e1641;
                uint _e1642 = l_mut_203_;
                l_mut_452_ = _e1642;
            }
            uint _e1643 = l_mut_135_;
            uint _e1644 = l_mut_452_;
            bool l_637_ = (_e1643 < _e1644);
            uint _e1646 = l_mut_135_;
            uint _e1647 = l_mut_452_;
            bool l_638_ = (_e1646 == _e1647);
            uint _e1649 = l_mut_141_;
            uint _e1650 = l_mut_457_;
            bool l_639_ = (_e1649 < _e1650);
            if (l_638_) {
                local_39 = l_639_;
            } else {
                local_39 = false;
            }
            bool l_640_ = local_39;
            if (!(l_637_)) {
                local_40 = l_640_;
            } else {
                local_40 = true;
            }
            bool l_641_ = local_40;
            bool l_642_ = !(l_641_);
            bool _e1662 = l_mut_635_;
            bool l_643_ = (l_642_ != _e1662);
            if (l_643_) {
                uint _e1664 = l_mut_265_;
                l_mut_457_ = _e1664;
                uint _e1665 = l_mut_259_;
                l_mut_452_ = _e1665;
                uint _e1666 = l_mut_209_;
                l_mut_265_ = _e1666;
                uint _e1667 = l_mut_203_;
                l_mut_259_ = _e1667;
                uint _e1668 = l_mut_457_;
                l_mut_209_ = _e1668;
                uint _e1669 = l_mut_452_;
                l_mut_203_ = _e1669;
                uint _e1670 = l_mut_92_;
                l_mut_457_ = _e1670;
                uint _e1671 = l_mut_86_;
                l_mut_92_ = _e1671;
                uint _e1672 = l_mut_457_;
                l_mut_86_ = _e1672;
                l_mut_635_ = l_642_;
            }
            uint _e1673 = l_mut_265_;
            uint _e1674 = l_mut_141_;
            uint l_644_ = (_e1673 - _e1674);
            uint _e1676 = l_mut_259_;
            uint _e1677 = l_mut_135_;
            uint l_645_ = (_e1676 - _e1677);
            uint _e1679 = l_mut_265_;
            uint _e1680 = l_mut_141_;
            bool l_646_ = (_e1679 < _e1680);
            uint l_647_ = uint(l_646_);
            uint l_648_ = (l_645_ - l_647_);
            l_mut_457_ = l_644_;
            l_mut_452_ = l_648_;
            bool _e1684 = l_mut_635_;
            if (_e1684) {
                uint _e1685 = l_mut_141_;
                uint l_649_ = (_e1685 - l_347_);
                uint _e1687 = l_mut_135_;
                uint l_650_ = (_e1687 - l_351_);
                uint _e1689 = l_mut_141_;
                bool l_651_ = (_e1689 < l_347_);
                uint l_652_ = uint(l_651_);
                uint l_653_ = (l_650_ - l_652_);
                l_mut_457_ = l_649_;
                l_mut_452_ = l_653_;
            }
            uint _e1693 = l_mut_265_;
            l_mut_451_ = _e1693;
            uint _e1694 = l_mut_259_;
            l_mut_448_ = _e1694;
            uint _e1695 = l_mut_452_;
            uint _e1696 = l_mut_259_;
            bool l_654_ = (_e1695 < _e1696);
            uint _e1698 = l_mut_452_;
            uint _e1699 = l_mut_259_;
            bool l_655_ = (_e1698 == _e1699);
            uint _e1701 = l_mut_457_;
            uint _e1702 = l_mut_265_;
            bool l_656_ = (_e1701 < _e1702);
            if (l_655_) {
                local_41 = l_656_;
            } else {
                local_41 = false;
            }
            bool l_657_ = local_41;
            if (!(l_654_)) {
                local_42 = l_657_;
            } else {
                local_42 = true;
            }
            bool l_658_ = local_42;
            if (l_658_) {
                uint _e1713 = l_mut_457_;
                l_mut_451_ = _e1713;
                uint _e1714 = l_mut_452_;
                l_mut_448_ = _e1714;
            }
            l_mut_659_ = false;
            uint _e1716 = l_mut_451_;
            l_mut_457_ = _e1716;
            uint _e1717 = l_mut_448_;
            l_mut_452_ = _e1717;
            if (false) {
                uint _e1720 = l_mut_448_;
                uint l_662_ = (_e1720 >> 3u);
                l_mut_457_ = l_662_;
                l_mut_452_ = 0u;
            } else {
                if (true) {
                    uint _e1724 = l_mut_451_;
                    l_mut_447_ = _e1724;
                    if (true) {
                        uint _e1726 = l_mut_451_;
                        uint l_665_ = (_e1726 >> 3u);
                        uint _e1729 = l_mut_448_;
                        uint l_666_ = (_e1729 << 29u);
                        uint l_667_ = (l_665_ | l_666_);
                        l_mut_447_ = l_667_;
                    }
                    uint _e1733 = l_mut_448_;
                    uint l_668_ = (_e1733 >> 3u);
                    uint _e1736 = l_mut_447_;
                    l_mut_457_ = _e1736;
                    l_mut_452_ = l_668_;
                }
            }
            uint _e1737 = l_mut_452_;
            uint _e1738 = l_mut_203_;
            bool l_669_ = (_e1737 < _e1738);
            uint _e1740 = l_mut_452_;
            uint _e1741 = l_mut_203_;
            bool l_670_ = (_e1740 == _e1741);
            uint _e1743 = l_mut_457_;
            uint _e1744 = l_mut_209_;
            bool l_671_ = (_e1743 < _e1744);
            if (l_670_) {
                local_43 = l_671_;
            } else {
                local_43 = false;
            }
            bool l_672_ = local_43;
            if (!(l_669_)) {
                local_44 = l_672_;
            } else {
                local_44 = true;
            }
            bool l_673_ = local_44;
            bool l_674_ = !(l_673_);
            l_mut_659_ = l_674_;
            l_mut_457_ = 0u;
            uint _e1757 = l_mut_209_;
            uint _e1758 = l_mut_203_;
            uint l_675_ = (_e1757 | _e1758);
            bool l_676_ = (l_675_ == 0u);
            bool l_677_ = !(l_676_);
            bool _e1763 = l_mut_659_;
            if (_e1763) {
                local_45 = l_677_;
            } else {
                local_45 = false;
            }
            bool l_678_ = local_45;
            uint _e1768 = l_mut_203_;
            uint _e1769 = l_mut_448_;
            bool l_679_ = (_e1768 < _e1769);
            uint _e1771 = l_mut_203_;
            uint _e1772 = l_mut_448_;
            bool l_680_ = (_e1771 == _e1772);
            uint _e1774 = l_mut_209_;
            uint _e1775 = l_mut_451_;
            bool l_681_ = (_e1774 < _e1775);
            if (l_680_) {
                local_46 = l_681_;
            } else {
                local_46 = false;
            }
            bool l_682_ = local_46;
            if (!(l_679_)) {
                local_47 = l_682_;
            } else {
                local_47 = true;
            }
            bool l_683_ = local_47;
            if (l_678_) {
                local_48 = l_683_;
            } else {
                local_48 = false;
            }
            bool l_684_ = local_48;
            uint _e1790 = l_mut_92_;
            uint _e1791 = l_mut_86_;
            uint l_685_ = (_e1790 + _e1791);
            bool l_686_ = (l_685_ < l_4_);
            if (l_684_) {
                local_49 = l_686_;
            } else {
                local_49 = false;
            }
            bool l_687_ = local_49;
            if (l_687_) {
                uint _e1798 = l_mut_92_;
                uint l_688_ = (l_4_ - _e1798);
                uint _e1800 = l_mut_86_;
                uint l_689_ = (l_688_ - _e1800);
                uint _e1802 = l_mut_92_;
                uint l_690_ = naga_div(l_689_, _e1802);
                uint _e1804 = l_mut_451_;
                uint l_691_ = (_e1804 - 1u);
                uint _e1807 = l_mut_448_;
                uint l_692_ = (_e1807 - 0u);
                uint _e1810 = l_mut_451_;
                bool l_693_ = (_e1810 < 1u);
                uint l_694_ = uint(l_693_);
                uint l_695_ = (l_692_ - l_694_);
                l_mut_452_ = l_691_;
                l_mut_451_ = l_695_;
                l_mut_448_ = 0u;
                l_mut_696_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1903 = l_mut_696_;
                        l_mut_696_ = (_e1903 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e1818 = l_mut_696_;
                    if ((_e1818 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e1822 = l_mut_696_;
                        uint l_697_ = (19u - _e1822);
                        uint _e1824 = l_mut_452_;
                        l_mut_447_ = _e1824;
                        uint _e1825 = l_mut_451_;
                        l_mut_446_ = _e1825;
                        bool l_698_ = (l_697_ >= 32u);
                        if (l_698_) {
                            uint l_699_ = (l_697_ & 31u);
                            uint _e1830 = l_mut_451_;
                            uint l_700_ = (_e1830 >> l_699_);
                            l_mut_447_ = l_700_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_701_ = (l_697_ > 0u);
                            if (l_701_) {
                                uint _e1835 = l_mut_452_;
                                l_mut_435_ = _e1835;
                                bool l_702_ = (l_697_ > 0u);
                                if (l_702_) {
                                    uint _e1838 = l_mut_452_;
                                    uint l_703_ = (_e1838 >> l_697_);
                                    uint l_704_ = (32u - l_697_);
                                    uint _e1842 = l_mut_451_;
                                    uint l_705_ = (_e1842 << l_704_);
                                    uint l_706_ = (l_703_ | l_705_);
                                    l_mut_435_ = l_706_;
                                }
                                uint _e1845 = l_mut_451_;
                                uint l_707_ = (_e1845 >> l_697_);
                                uint _e1847 = l_mut_435_;
                                l_mut_447_ = _e1847;
                                l_mut_446_ = l_707_;
                            }
                        }
                        uint _e1848 = l_mut_446_;
                        uint _e1849 = l_mut_203_;
                        bool l_708_ = (_e1848 < _e1849);
                        uint _e1851 = l_mut_446_;
                        uint _e1852 = l_mut_203_;
                        bool l_709_ = (_e1851 == _e1852);
                        uint _e1854 = l_mut_447_;
                        uint _e1855 = l_mut_209_;
                        bool l_710_ = (_e1854 < _e1855);
                        if (l_709_) {
                            local_50 = l_710_;
                        } else {
                            local_50 = false;
                        }
                        bool l_711_ = local_50;
                        if (!(l_708_)) {
                            local_51 = l_711_;
                        } else {
                            local_51 = true;
                        }
                        bool l_712_ = local_51;
                        bool l_713_ = !(l_712_);
                        if (l_713_) {
                            uint _e1867 = l_mut_209_;
                            l_mut_447_ = _e1867;
                            uint _e1868 = l_mut_203_;
                            l_mut_446_ = _e1868;
                            bool l_714_ = (l_697_ >= 32u);
                            if (l_714_) {
                                uint l_715_ = (l_697_ & 31u);
                                uint _e1873 = l_mut_209_;
                                uint l_716_ = (_e1873 << l_715_);
                                l_mut_447_ = 0u;
                                l_mut_446_ = l_716_;
                            } else {
                                bool l_717_ = (l_697_ > 0u);
                                if (l_717_) {
                                    uint _e1878 = l_mut_209_;
                                    uint l_718_ = (_e1878 << l_697_);
                                    uint _e1880 = l_mut_203_;
                                    uint l_719_ = (_e1880 << l_697_);
                                    uint l_720_ = (32u - l_697_);
                                    uint _e1884 = l_mut_209_;
                                    uint l_721_ = (_e1884 >> l_720_);
                                    uint l_722_ = (l_719_ | l_721_);
                                    l_mut_447_ = l_718_;
                                    l_mut_446_ = l_722_;
                                }
                            }
                            uint _e1887 = l_mut_452_;
                            uint _e1888 = l_mut_447_;
                            uint l_723_ = (_e1887 - _e1888);
                            uint _e1890 = l_mut_451_;
                            uint _e1891 = l_mut_446_;
                            uint l_724_ = (_e1890 - _e1891);
                            uint _e1893 = l_mut_452_;
                            uint _e1894 = l_mut_447_;
                            bool l_725_ = (_e1893 < _e1894);
                            uint l_726_ = uint(l_725_);
                            uint l_727_ = (l_724_ - l_726_);
                            l_mut_452_ = l_723_;
                            l_mut_451_ = l_727_;
                            uint l_728_ = (1u << l_697_);
                            uint _e1900 = l_mut_448_;
                            l_mut_448_ = (_e1900 | l_728_);
                        }
                    }
                }
                uint _e1905 = l_mut_448_;
                uint l_729_ = min(_e1905, l_690_);
                l_mut_448_ = l_729_;
                uint _e1907 = l_mut_451_;
                uint _e1908 = l_mut_203_;
                bool l_730_ = (_e1907 < _e1908);
                uint _e1910 = l_mut_451_;
                uint _e1911 = l_mut_203_;
                bool l_731_ = (_e1910 == _e1911);
                uint _e1913 = l_mut_452_;
                uint _e1914 = l_mut_209_;
                bool l_732_ = (_e1913 < _e1914);
                if (l_731_) {
                    local_52 = l_732_;
                } else {
                    local_52 = false;
                }
                bool l_733_ = local_52;
                if (!(l_730_)) {
                    local_53 = l_733_;
                } else {
                    local_53 = true;
                }
                bool l_734_ = local_53;
                bool l_735_ = !(l_734_);
                if (l_735_) {
                    l_mut_448_ = l_690_;
                }
                uint _e1926 = l_mut_448_;
                l_mut_457_ = _e1926;
            }
            uint _e1927 = l_mut_265_;
            l_mut_452_ = _e1927;
            uint _e1928 = l_mut_259_;
            l_mut_451_ = _e1928;
            uint _e1929 = l_mut_209_;
            l_mut_448_ = _e1929;
            uint _e1930 = l_mut_203_;
            l_mut_447_ = _e1930;
            uint _e1931 = l_mut_92_;
            l_mut_446_ = _e1931;
            uint _e1932 = l_mut_86_;
            l_mut_435_ = _e1932;
            uint _e1933 = l_mut_141_;
            l_mut_428_ = _e1933;
            uint _e1934 = l_mut_135_;
            l_mut_401_ = _e1934;
            l_mut_395_ = 0u;
            uint _e1936 = l_mut_457_;
            bool l_736_ = (_e1936 > 0u);
            if (l_736_) {
                uint _e1939 = l_mut_209_;
                uint _e1940 = l_mut_457_;
                uint l_737_ = (_e1939 * _e1940);
                uint _e1942 = l_mut_209_;
                uint64_t l_2602_ = uint64_t(_e1942);
                uint _e1944 = l_mut_457_;
                uint64_t l_2603_ = uint64_t(_e1944);
                uint64_t l_2604_ = (l_2602_ * l_2603_);
                uint64_t l_2605_ = (l_2604_ >> uint(32uL));
                uint l_738_ = uint(l_2605_);
                uint _e1953 = l_mut_203_;
                uint _e1954 = l_mut_457_;
                uint l_739_ = (_e1953 * _e1954);
                uint l_740_ = (l_738_ + l_739_);
                bool _e1957 = l_mut_635_;
                if (_e1957) {
                    uint _e1958 = l_mut_141_;
                    uint l_741_ = (_e1958 - l_737_);
                    uint _e1960 = l_mut_135_;
                    uint l_742_ = (_e1960 - l_740_);
                    uint _e1962 = l_mut_141_;
                    bool l_743_ = (_e1962 < l_737_);
                    uint l_744_ = uint(l_743_);
                    uint l_745_ = (l_742_ - l_744_);
                    l_mut_428_ = l_741_;
                    l_mut_401_ = l_745_;
                }
                uint _e1966 = l_mut_265_;
                uint l_746_ = (_e1966 - l_737_);
                uint _e1968 = l_mut_259_;
                uint l_747_ = (_e1968 - l_740_);
                uint _e1970 = l_mut_265_;
                bool l_748_ = (_e1970 < l_737_);
                uint l_749_ = uint(l_748_);
                uint l_750_ = (l_747_ - l_749_);
                l_mut_452_ = l_746_;
                l_mut_451_ = l_750_;
                uint _e1974 = l_mut_457_;
                uint _e1975 = l_mut_92_;
                uint l_751_ = (_e1974 * _e1975);
                uint _e1977 = l_mut_86_;
                uint l_752_ = (_e1977 + l_751_);
                l_mut_435_ = l_752_;
            } else {
                bool _e1979 = l_mut_635_;
                if (_e1979) {
                    uint _e1980 = l_mut_141_;
                    uint _e1981 = l_mut_209_;
                    uint l_753_ = (_e1980 - _e1981);
                    uint _e1983 = l_mut_135_;
                    uint _e1984 = l_mut_203_;
                    uint l_754_ = (_e1983 - _e1984);
                    uint _e1986 = l_mut_141_;
                    uint _e1987 = l_mut_209_;
                    bool l_755_ = (_e1986 < _e1987);
                    uint l_756_ = uint(l_755_);
                    uint l_757_ = (l_754_ - l_756_);
                    l_mut_428_ = l_753_;
                    l_mut_401_ = l_757_;
                    uint _e1991 = l_mut_401_;
                    bool l_758_ = (_e1991 < l_351_);
                    uint _e1993 = l_mut_401_;
                    bool l_759_ = (_e1993 == l_351_);
                    uint _e1995 = l_mut_428_;
                    bool l_760_ = (_e1995 < l_347_);
                    if (l_759_) {
                        local_54 = l_760_;
                    } else {
                        local_54 = false;
                    }
                    bool l_761_ = local_54;
                    if (!(l_758_)) {
                        local_55 = l_761_;
                    } else {
                        local_55 = true;
                    }
                    bool l_762_ = local_55;
                    if (l_762_) {
                        l_mut_395_ = 2u;
                    }
                }
                uint _e2007 = l_mut_395_;
                bool l_763_ = (_e2007 == 0u);
                if (l_763_) {
                    uint _e2010 = l_mut_92_;
                    uint l_764_ = (l_4_ - _e2010);
                    uint _e2012 = l_mut_86_;
                    uint l_765_ = naga_div(l_764_, _e2012);
                    l_mut_457_ = 0u;
                    l_mut_659_ = false;
                    uint _e2016 = l_mut_209_;
                    l_mut_389_ = _e2016;
                    uint _e2017 = l_mut_203_;
                    l_mut_80_ = _e2017;
                    if (false) {
                        uint _e2020 = l_mut_203_;
                        uint l_768_ = (_e2020 >> 3u);
                        l_mut_389_ = l_768_;
                        l_mut_80_ = 0u;
                    } else {
                        if (true) {
                            uint _e2024 = l_mut_209_;
                            l_mut_65_ = _e2024;
                            if (true) {
                                uint _e2026 = l_mut_209_;
                                uint l_771_ = (_e2026 >> 3u);
                                uint _e2029 = l_mut_203_;
                                uint l_772_ = (_e2029 << 29u);
                                uint l_773_ = (l_771_ | l_772_);
                                l_mut_65_ = l_773_;
                            }
                            uint _e2033 = l_mut_203_;
                            uint l_774_ = (_e2033 >> 3u);
                            uint _e2036 = l_mut_65_;
                            l_mut_389_ = _e2036;
                            l_mut_80_ = l_774_;
                        }
                    }
                    uint _e2037 = l_mut_80_;
                    uint _e2038 = l_mut_259_;
                    bool l_775_ = (_e2037 < _e2038);
                    uint _e2040 = l_mut_80_;
                    uint _e2041 = l_mut_259_;
                    bool l_776_ = (_e2040 == _e2041);
                    uint _e2043 = l_mut_389_;
                    uint _e2044 = l_mut_265_;
                    bool l_777_ = (_e2043 < _e2044);
                    if (l_776_) {
                        local_56 = l_777_;
                    } else {
                        local_56 = false;
                    }
                    bool l_778_ = local_56;
                    if (!(l_775_)) {
                        local_57 = l_778_;
                    } else {
                        local_57 = true;
                    }
                    bool l_779_ = local_57;
                    bool l_780_ = !(l_779_);
                    l_mut_659_ = l_780_;
                    uint _e2056 = l_mut_265_;
                    uint _e2057 = l_mut_259_;
                    uint l_781_ = (_e2056 | _e2057);
                    bool l_782_ = (l_781_ == 0u);
                    if (l_782_) {
                        l_mut_457_ = l_765_;
                    } else {
                        bool _e2061 = l_mut_659_;
                        if (_e2061) {
                            uint _e2062 = l_mut_259_;
                            uint _e2063 = l_mut_203_;
                            bool l_783_ = (_e2062 < _e2063);
                            uint _e2065 = l_mut_259_;
                            uint _e2066 = l_mut_203_;
                            bool l_784_ = (_e2065 == _e2066);
                            uint _e2068 = l_mut_265_;
                            uint _e2069 = l_mut_209_;
                            bool l_785_ = (_e2068 < _e2069);
                            if (l_784_) {
                                local_58 = l_785_;
                            } else {
                                local_58 = false;
                            }
                            bool l_786_ = local_58;
                            if (!(l_783_)) {
                                local_59 = l_786_;
                            } else {
                                local_59 = true;
                            }
                            bool l_787_ = local_59;
                            if (l_787_) {
                                uint _e2080 = l_mut_209_;
                                uint l_788_ = (_e2080 - 1u);
                                uint _e2083 = l_mut_203_;
                                uint l_789_ = (_e2083 - 0u);
                                uint _e2086 = l_mut_209_;
                                bool l_790_ = (_e2086 < 1u);
                                uint l_791_ = uint(l_790_);
                                uint l_792_ = (l_789_ - l_791_);
                                l_mut_389_ = l_788_;
                                l_mut_80_ = l_792_;
                                l_mut_65_ = 0u;
                                l_mut_793_ = 0u;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2179 = l_mut_793_;
                                        l_mut_793_ = (_e2179 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2094 = l_mut_793_;
                                    if ((_e2094 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2098 = l_mut_793_;
                                        uint l_794_ = (19u - _e2098);
                                        uint _e2100 = l_mut_389_;
                                        l_mut_30_ = _e2100;
                                        uint _e2101 = l_mut_80_;
                                        l_mut_795_ = _e2101;
                                        bool l_796_ = (l_794_ >= 32u);
                                        if (l_796_) {
                                            uint l_797_ = (l_794_ & 31u);
                                            uint _e2106 = l_mut_80_;
                                            uint l_798_ = (_e2106 >> l_797_);
                                            l_mut_30_ = l_798_;
                                            l_mut_795_ = 0u;
                                        } else {
                                            bool l_799_ = (l_794_ > 0u);
                                            if (l_799_) {
                                                uint _e2111 = l_mut_389_;
                                                l_mut_800_ = _e2111;
                                                bool l_801_ = (l_794_ > 0u);
                                                if (l_801_) {
                                                    uint _e2114 = l_mut_389_;
                                                    uint l_802_ = (_e2114 >> l_794_);
                                                    uint l_803_ = (32u - l_794_);
                                                    uint _e2118 = l_mut_80_;
                                                    uint l_804_ = (_e2118 << l_803_);
                                                    uint l_805_ = (l_802_ | l_804_);
                                                    l_mut_800_ = l_805_;
                                                }
                                                uint _e2121 = l_mut_80_;
                                                uint l_806_ = (_e2121 >> l_794_);
                                                uint _e2123 = l_mut_800_;
                                                l_mut_30_ = _e2123;
                                                l_mut_795_ = l_806_;
                                            }
                                        }
                                        uint _e2124 = l_mut_795_;
                                        uint _e2125 = l_mut_259_;
                                        bool l_807_ = (_e2124 < _e2125);
                                        uint _e2127 = l_mut_795_;
                                        uint _e2128 = l_mut_259_;
                                        bool l_808_ = (_e2127 == _e2128);
                                        uint _e2130 = l_mut_30_;
                                        uint _e2131 = l_mut_265_;
                                        bool l_809_ = (_e2130 < _e2131);
                                        if (l_808_) {
                                            local_60 = l_809_;
                                        } else {
                                            local_60 = false;
                                        }
                                        bool l_810_ = local_60;
                                        if (!(l_807_)) {
                                            local_61 = l_810_;
                                        } else {
                                            local_61 = true;
                                        }
                                        bool l_811_ = local_61;
                                        bool l_812_ = !(l_811_);
                                        if (l_812_) {
                                            uint _e2143 = l_mut_265_;
                                            l_mut_800_ = _e2143;
                                            uint _e2144 = l_mut_259_;
                                            l_mut_795_ = _e2144;
                                            bool l_813_ = (l_794_ >= 32u);
                                            if (l_813_) {
                                                uint l_814_ = (l_794_ & 31u);
                                                uint _e2149 = l_mut_265_;
                                                uint l_815_ = (_e2149 << l_814_);
                                                l_mut_800_ = 0u;
                                                l_mut_795_ = l_815_;
                                            } else {
                                                bool l_816_ = (l_794_ > 0u);
                                                if (l_816_) {
                                                    uint _e2154 = l_mut_265_;
                                                    uint l_817_ = (_e2154 << l_794_);
                                                    uint _e2156 = l_mut_259_;
                                                    uint l_818_ = (_e2156 << l_794_);
                                                    uint l_819_ = (32u - l_794_);
                                                    uint _e2160 = l_mut_265_;
                                                    uint l_820_ = (_e2160 >> l_819_);
                                                    uint l_821_ = (l_818_ | l_820_);
                                                    l_mut_800_ = l_817_;
                                                    l_mut_795_ = l_821_;
                                                }
                                            }
                                            uint _e2163 = l_mut_389_;
                                            uint _e2164 = l_mut_800_;
                                            uint l_822_ = (_e2163 - _e2164);
                                            uint _e2166 = l_mut_80_;
                                            uint _e2167 = l_mut_795_;
                                            uint l_823_ = (_e2166 - _e2167);
                                            uint _e2169 = l_mut_389_;
                                            uint _e2170 = l_mut_800_;
                                            bool l_824_ = (_e2169 < _e2170);
                                            uint l_825_ = uint(l_824_);
                                            uint l_826_ = (l_823_ - l_825_);
                                            l_mut_389_ = l_822_;
                                            l_mut_80_ = l_826_;
                                            uint l_827_ = (1u << l_794_);
                                            uint _e2176 = l_mut_65_;
                                            l_mut_65_ = (_e2176 | l_827_);
                                        }
                                    }
                                }
                                uint _e2181 = l_mut_65_;
                                uint l_828_ = min(_e2181, l_765_);
                                l_mut_800_ = l_828_;
                                uint _e2183 = l_mut_80_;
                                uint _e2184 = l_mut_259_;
                                bool l_829_ = (_e2183 < _e2184);
                                uint _e2186 = l_mut_80_;
                                uint _e2187 = l_mut_259_;
                                bool l_830_ = (_e2186 == _e2187);
                                uint _e2189 = l_mut_389_;
                                uint _e2190 = l_mut_265_;
                                bool l_831_ = (_e2189 < _e2190);
                                if (l_830_) {
                                    local_62 = l_831_;
                                } else {
                                    local_62 = false;
                                }
                                bool l_832_ = local_62;
                                if (!(l_829_)) {
                                    local_63 = l_832_;
                                } else {
                                    local_63 = true;
                                }
                                bool l_833_ = local_63;
                                bool l_834_ = !(l_833_);
                                if (l_834_) {
                                    l_mut_800_ = l_765_;
                                }
                                uint _e2202 = l_mut_800_;
                                l_mut_457_ = _e2202;
                            }
                        } else {
                            uint _e2203 = l_mut_209_;
                            l_mut_800_ = _e2203;
                            uint _e2204 = l_mut_203_;
                            l_mut_795_ = _e2204;
                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                uint _e2205 = l_mut_259_;
                                uint _e2206 = l_mut_795_;
                                bool l_835_ = (_e2205 < _e2206);
                                uint _e2208 = l_mut_259_;
                                uint _e2209 = l_mut_795_;
                                bool l_836_ = (_e2208 == _e2209);
                                uint _e2211 = l_mut_265_;
                                uint _e2212 = l_mut_800_;
                                bool l_837_ = (_e2211 < _e2212);
                                if (l_836_) {
                                    local_64 = l_837_;
                                } else {
                                    local_64 = false;
                                }
                                bool l_838_ = local_64;
                                if (!(l_835_)) {
                                    local_65 = l_838_;
                                } else {
                                    local_65 = true;
                                }
                                bool l_839_ = local_65;
                                uint _e2223 = l_mut_457_;
                                uint _e2224 = l_mut_86_;
                                uint l_840_ = (_e2223 * _e2224);
                                uint _e2226 = l_mut_92_;
                                uint l_841_ = (_e2226 + l_840_);
                                uint _e2228 = l_mut_86_;
                                uint l_842_ = (l_841_ + _e2228);
                                bool l_843_ = (l_842_ < l_4_);
                                if (l_839_) {
                                    local_66 = l_843_;
                                } else {
                                    local_66 = false;
                                }
                                bool l_844_ = local_66;
                                bool l_845_ = !(l_844_);
                                if (l_845_) {
                                    break;
                                }
                                uint _e2236 = l_mut_800_;
                                uint _e2237 = l_mut_265_;
                                uint l_846_ = (_e2236 - _e2237);
                                uint _e2239 = l_mut_795_;
                                uint _e2240 = l_mut_259_;
                                uint l_847_ = (_e2239 - _e2240);
                                uint _e2242 = l_mut_800_;
                                uint _e2243 = l_mut_265_;
                                bool l_848_ = (_e2242 < _e2243);
                                uint l_849_ = uint(l_848_);
                                uint l_850_ = (l_847_ - l_849_);
                                l_mut_800_ = l_846_;
                                l_mut_795_ = l_850_;
                                uint _e2247 = l_mut_457_;
                                l_mut_457_ = (_e2247 + 1u);
                            }
                        }
                    }
                    uint _e2250 = l_mut_457_;
                    uint _e2251 = l_mut_86_;
                    uint l_851_ = (_e2250 * _e2251);
                    uint _e2253 = l_mut_92_;
                    uint l_852_ = (_e2253 + l_851_);
                    uint _e2255 = l_mut_86_;
                    uint l_853_ = (l_852_ + _e2255);
                    bool l_854_ = (l_853_ >= l_4_);
                    if (l_854_) {
                        l_mut_395_ = 1u;
                    } else {
                        uint _e2259 = l_mut_265_;
                        uint _e2260 = l_mut_457_;
                        uint l_855_ = (_e2259 * _e2260);
                        uint _e2262 = l_mut_265_;
                        uint64_t l_2607_ = uint64_t(_e2262);
                        uint _e2264 = l_mut_457_;
                        uint64_t l_2608_ = uint64_t(_e2264);
                        uint64_t l_2609_ = (l_2607_ * l_2608_);
                        uint64_t l_2610_ = (l_2609_ >> uint(32uL));
                        uint l_856_ = uint(l_2610_);
                        uint _e2273 = l_mut_259_;
                        uint _e2274 = l_mut_457_;
                        uint l_857_ = (_e2273 * _e2274);
                        uint l_858_ = (l_856_ + l_857_);
                        uint _e2277 = l_mut_209_;
                        uint l_859_ = (_e2277 - l_855_);
                        uint _e2279 = l_mut_203_;
                        uint l_860_ = (_e2279 - l_858_);
                        uint _e2281 = l_mut_209_;
                        bool l_861_ = (_e2281 < l_855_);
                        uint l_862_ = uint(l_861_);
                        uint l_863_ = (l_860_ - l_862_);
                        l_mut_448_ = l_859_;
                        l_mut_447_ = l_863_;
                        uint _e2285 = l_mut_457_;
                        uint _e2286 = l_mut_86_;
                        uint l_864_ = (_e2285 * _e2286);
                        uint _e2288 = l_mut_92_;
                        uint l_865_ = (_e2288 + l_864_);
                        l_mut_446_ = l_865_;
                        uint _e2290 = l_mut_265_;
                        uint _e2291 = l_mut_448_;
                        uint l_866_ = (_e2290 - _e2291);
                        uint _e2293 = l_mut_259_;
                        uint _e2294 = l_mut_447_;
                        uint l_867_ = (_e2293 - _e2294);
                        uint _e2296 = l_mut_265_;
                        uint _e2297 = l_mut_448_;
                        bool l_868_ = (_e2296 < _e2297);
                        uint l_869_ = uint(l_868_);
                        uint l_870_ = (l_867_ - l_869_);
                        l_mut_452_ = l_866_;
                        l_mut_451_ = l_870_;
                        uint _e2301 = l_mut_86_;
                        uint _e2302 = l_mut_446_;
                        uint l_871_ = (_e2301 + _e2302);
                        l_mut_435_ = l_871_;
                    }
                }
            }
            uint _e2304 = l_mut_452_;
            l_mut_265_ = _e2304;
            uint _e2305 = l_mut_451_;
            l_mut_259_ = _e2305;
            uint _e2306 = l_mut_448_;
            l_mut_209_ = _e2306;
            uint _e2307 = l_mut_447_;
            l_mut_203_ = _e2307;
            uint _e2308 = l_mut_446_;
            l_mut_92_ = _e2308;
            uint _e2309 = l_mut_435_;
            l_mut_86_ = _e2309;
            uint _e2310 = l_mut_428_;
            l_mut_141_ = _e2310;
            uint _e2311 = l_mut_401_;
            l_mut_135_ = _e2311;
            uint _e2312 = l_mut_395_;
            bool l_872_ = (_e2312 == 1u);
            l_mut_357_ = l_872_;
            uint _e2315 = l_mut_395_;
            bool l_873_ = (_e2315 == 0u);
            l_mut_364_ = l_873_;
        }
        bool _e2318 = l_mut_357_;
        bool l_874_ = !(_e2318);
        if (l_874_) {
            uint l_2612_ = asuint(info.Load(20+0));
            uint l_2613_ = (l_2612_ * 1u);
            uint l_2614_ = (l_2613_ - 1u);
            uint l_2615_ = min(0u, l_2614_);
            uint _e2333; buffer_5_global.InterlockedAdd(l_2615_*4, 1u, _e2333);
            uint l_877_ = naga_div(l_4_, 8u);
            l_mut_800_ = 0u;
            l_mut_795_ = 0u;
            l_mut_457_ = 0u;
            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
            bool loop_init_4 = true;
            while(true) {
                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                if (!loop_init_4) {
                    uint _e5374 = l_mut_878_;
                    l_mut_878_ = (_e5374 + 1u);
                }
                loop_init_4 = false;
                uint _e2341 = l_mut_878_;
                if ((_e2341 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2344 = l_mut_878_;
                    uint l_879_ = (_e2344 * l_877_);
                    bool l_880_ = (l_879_ < l_46_);
                    uint l_881_ = naga_div(l_4_, 8u);
                    uint _e2349 = l_mut_878_;
                    uint l_882_ = (_e2349 * l_881_);
                    uint l_883_ = (l_882_ + l_882_);
                    uint l_884_ = (l_62_ >> 31u);
                    bool l_885_ = (l_884_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_885_) {
                        uint l_886_ = (0u - l_59_);
                        uint l_887_ = (0u - l_62_);
                        bool l_888_ = (0u < l_59_);
                        uint l_889_ = uint(l_888_);
                        uint l_890_ = (l_887_ - l_889_);
                        l_mut_452_ = l_886_;
                        l_mut_451_ = l_890_;
                    }
                    uint _e2364 = l_mut_452_;
                    uint l_891_ = (_e2364 * l_883_);
                    uint _e2366 = l_mut_451_;
                    uint l_892_ = (_e2366 * l_883_);
                    uint _e2368 = l_mut_452_;
                    uint64_t l_2617_ = uint64_t(_e2368);
                    uint64_t l_2618_ = uint64_t(l_883_);
                    uint64_t l_2619_ = (l_2617_ * l_2618_);
                    uint64_t l_2620_ = (l_2619_ >> uint(32uL));
                    uint l_893_ = uint(l_2620_);
                    uint l_894_ = (l_893_ + l_892_);
                    uint _e2379 = l_mut_451_;
                    uint64_t l_2622_ = uint64_t(_e2379);
                    uint64_t l_2623_ = uint64_t(l_883_);
                    uint64_t l_2624_ = (l_2622_ * l_2623_);
                    uint64_t l_2625_ = (l_2624_ >> uint(32uL));
                    uint l_895_ = uint(l_2625_);
                    bool l_896_ = (l_894_ < l_892_);
                    uint l_897_ = uint(l_896_);
                    uint l_898_ = (l_895_ + l_897_);
                    uint l_899_ = naga_mod(l_9_, 32u);
                    l_mut_448_ = l_891_;
                    bool l_900_ = (l_899_ > 0u);
                    if (l_900_) {
                        uint l_901_ = (l_891_ >> l_899_);
                        uint l_902_ = (32u - l_899_);
                        uint l_903_ = (l_894_ << l_902_);
                        uint l_904_ = (l_901_ | l_903_);
                        l_mut_448_ = l_904_;
                    }
                    l_mut_447_ = l_894_;
                    bool l_905_ = (l_899_ > 0u);
                    if (l_905_) {
                        uint l_906_ = (l_894_ >> l_899_);
                        uint l_907_ = (32u - l_899_);
                        uint l_908_ = (l_898_ << l_907_);
                        uint l_909_ = (l_906_ | l_908_);
                        l_mut_447_ = l_909_;
                    }
                    uint _e2408 = l_mut_448_;
                    l_mut_446_ = _e2408;
                    uint _e2409 = l_mut_447_;
                    l_mut_448_ = _e2409;
                    bool l_910_ = (l_9_ >= 64u);
                    if (l_910_) {
                        l_mut_446_ = l_898_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_911_ = (l_9_ >= 32u);
                        if (l_911_) {
                            l_mut_447_ = l_894_;
                            bool l_912_ = (l_899_ > 0u);
                            if (l_912_) {
                                uint l_913_ = (l_894_ >> l_899_);
                                uint l_914_ = (32u - l_899_);
                                uint l_915_ = (l_898_ << l_914_);
                                uint l_916_ = (l_913_ | l_915_);
                                l_mut_447_ = l_916_;
                            }
                            uint l_917_ = (l_898_ >> l_899_);
                            uint _e2423 = l_mut_447_;
                            l_mut_446_ = _e2423;
                            l_mut_448_ = l_917_;
                        }
                    }
                    uint _e2424 = l_mut_446_;
                    l_mut_452_ = _e2424;
                    uint _e2425 = l_mut_448_;
                    l_mut_451_ = _e2425;
                    if (l_885_) {
                        uint _e2427 = l_mut_452_;
                        uint l_918_ = (0u - _e2427);
                        uint _e2430 = l_mut_451_;
                        uint l_919_ = (0u - _e2430);
                        uint _e2433 = l_mut_452_;
                        bool l_920_ = (0u < _e2433);
                        uint l_921_ = uint(l_920_);
                        uint l_922_ = (l_919_ - l_921_);
                        l_mut_452_ = l_918_;
                        l_mut_451_ = l_922_;
                    }
                    uint _e2437 = l_mut_452_;
                    uint l_923_ = (l_49_ + _e2437);
                    uint _e2439 = l_mut_451_;
                    uint l_924_ = (l_52_ + _e2439);
                    bool l_925_ = (l_923_ < l_49_);
                    uint l_926_ = uint(l_925_);
                    uint l_927_ = (l_924_ + l_926_);
                    uint l_928_ = (l_49_ * l_882_);
                    uint64_t l_2627_ = uint64_t(l_49_);
                    uint64_t l_2628_ = uint64_t(l_882_);
                    uint64_t l_2629_ = (l_2627_ * l_2628_);
                    uint64_t l_2630_ = (l_2629_ >> uint(32uL));
                    uint l_929_ = uint(l_2630_);
                    uint l_930_ = (l_52_ * l_882_);
                    uint l_931_ = (l_929_ + l_930_);
                    uint l_932_ = (l_54_ + l_928_);
                    uint l_933_ = (l_57_ + l_931_);
                    bool l_934_ = (l_932_ < l_54_);
                    uint l_935_ = uint(l_934_);
                    uint l_936_ = (l_933_ + l_935_);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_937_ = (l_882_ < 65536u);
                    if (l_937_) {
                        uint l_938_ = (l_882_ * l_882_);
                        uint l_939_ = (l_62_ >> 31u);
                        bool l_940_ = (l_939_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_940_) {
                            uint l_941_ = (0u - l_59_);
                            uint l_942_ = (0u - l_62_);
                            bool l_943_ = (0u < l_59_);
                            uint l_944_ = uint(l_943_);
                            uint l_945_ = (l_942_ - l_944_);
                            l_mut_448_ = l_941_;
                            l_mut_447_ = l_945_;
                        }
                        uint _e2478 = l_mut_448_;
                        uint l_946_ = (_e2478 * l_938_);
                        uint _e2480 = l_mut_447_;
                        uint l_947_ = (_e2480 * l_938_);
                        uint _e2482 = l_mut_448_;
                        uint64_t l_2632_ = uint64_t(_e2482);
                        uint64_t l_2633_ = uint64_t(l_938_);
                        uint64_t l_2634_ = (l_2632_ * l_2633_);
                        uint64_t l_2635_ = (l_2634_ >> uint(32uL));
                        uint l_948_ = uint(l_2635_);
                        uint l_949_ = (l_948_ + l_947_);
                        uint _e2493 = l_mut_447_;
                        uint64_t l_2637_ = uint64_t(_e2493);
                        uint64_t l_2638_ = uint64_t(l_938_);
                        uint64_t l_2639_ = (l_2637_ * l_2638_);
                        uint64_t l_2640_ = (l_2639_ >> uint(32uL));
                        uint l_950_ = uint(l_2640_);
                        bool l_951_ = (l_949_ < l_947_);
                        uint l_952_ = uint(l_951_);
                        uint l_953_ = (l_950_ + l_952_);
                        uint l_954_ = naga_mod(l_9_, 32u);
                        l_mut_446_ = l_946_;
                        bool l_955_ = (l_954_ > 0u);
                        if (l_955_) {
                            uint l_956_ = (l_946_ >> l_954_);
                            uint l_957_ = (32u - l_954_);
                            uint l_958_ = (l_949_ << l_957_);
                            uint l_959_ = (l_956_ | l_958_);
                            l_mut_446_ = l_959_;
                        }
                        l_mut_435_ = l_949_;
                        bool l_960_ = (l_954_ > 0u);
                        if (l_960_) {
                            uint l_961_ = (l_949_ >> l_954_);
                            uint l_962_ = (32u - l_954_);
                            uint l_963_ = (l_953_ << l_962_);
                            uint l_964_ = (l_961_ | l_963_);
                            l_mut_435_ = l_964_;
                        }
                        uint _e2522 = l_mut_446_;
                        l_mut_428_ = _e2522;
                        uint _e2523 = l_mut_435_;
                        l_mut_446_ = _e2523;
                        bool l_965_ = (l_9_ >= 64u);
                        if (l_965_) {
                            l_mut_428_ = l_953_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_966_ = (l_9_ >= 32u);
                            if (l_966_) {
                                l_mut_435_ = l_949_;
                                bool l_967_ = (l_954_ > 0u);
                                if (l_967_) {
                                    uint l_968_ = (l_949_ >> l_954_);
                                    uint l_969_ = (32u - l_954_);
                                    uint l_970_ = (l_953_ << l_969_);
                                    uint l_971_ = (l_968_ | l_970_);
                                    l_mut_435_ = l_971_;
                                }
                                uint l_972_ = (l_953_ >> l_954_);
                                uint _e2537 = l_mut_435_;
                                l_mut_428_ = _e2537;
                                l_mut_446_ = l_972_;
                            }
                        }
                        uint _e2538 = l_mut_428_;
                        l_mut_448_ = _e2538;
                        uint _e2539 = l_mut_446_;
                        l_mut_447_ = _e2539;
                        if (l_940_) {
                            uint _e2541 = l_mut_448_;
                            uint l_973_ = (0u - _e2541);
                            uint _e2544 = l_mut_447_;
                            uint l_974_ = (0u - _e2544);
                            uint _e2547 = l_mut_448_;
                            bool l_975_ = (0u < _e2547);
                            uint l_976_ = uint(l_975_);
                            uint l_977_ = (l_974_ - l_976_);
                            l_mut_448_ = l_973_;
                            l_mut_447_ = l_977_;
                        }
                        uint _e2551 = l_mut_448_;
                        l_mut_452_ = _e2551;
                        uint _e2552 = l_mut_447_;
                        l_mut_451_ = _e2552;
                    } else {
                        uint l_978_ = (l_62_ >> 31u);
                        bool l_979_ = (l_978_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_979_) {
                            uint l_980_ = (0u - l_59_);
                            uint l_981_ = (0u - l_62_);
                            bool l_982_ = (0u < l_59_);
                            uint l_983_ = uint(l_982_);
                            uint l_984_ = (l_981_ - l_983_);
                            l_mut_448_ = l_980_;
                            l_mut_447_ = l_984_;
                        }
                        uint _e2565 = l_mut_448_;
                        uint l_985_ = (_e2565 * l_882_);
                        uint _e2567 = l_mut_447_;
                        uint l_986_ = (_e2567 * l_882_);
                        uint _e2569 = l_mut_448_;
                        uint64_t l_2642_ = uint64_t(_e2569);
                        uint64_t l_2643_ = uint64_t(l_882_);
                        uint64_t l_2644_ = (l_2642_ * l_2643_);
                        uint64_t l_2645_ = (l_2644_ >> uint(32uL));
                        uint l_987_ = uint(l_2645_);
                        uint l_988_ = (l_987_ + l_986_);
                        uint _e2580 = l_mut_447_;
                        uint64_t l_2647_ = uint64_t(_e2580);
                        uint64_t l_2648_ = uint64_t(l_882_);
                        uint64_t l_2649_ = (l_2647_ * l_2648_);
                        uint64_t l_2650_ = (l_2649_ >> uint(32uL));
                        uint l_989_ = uint(l_2650_);
                        bool l_990_ = (l_988_ < l_986_);
                        uint l_991_ = uint(l_990_);
                        uint l_992_ = (l_989_ + l_991_);
                        l_mut_446_ = l_985_;
                        bool l_994_ = (0u > 0u);
                        if (l_994_) {
                            uint l_995_ = (l_985_ >> 0u);
                            uint l_996_ = (32u - 0u);
                            uint l_997_ = (l_988_ << l_996_);
                            uint l_998_ = (l_995_ | l_997_);
                            l_mut_446_ = l_998_;
                        }
                        l_mut_435_ = l_988_;
                        bool l_999_ = (0u > 0u);
                        if (l_999_) {
                            uint l_1000_ = (l_988_ >> 0u);
                            uint l_1001_ = (32u - 0u);
                            uint l_1002_ = (l_992_ << l_1001_);
                            uint l_1003_ = (l_1000_ | l_1002_);
                            l_mut_435_ = l_1003_;
                        }
                        uint _e2608 = l_mut_446_;
                        l_mut_428_ = _e2608;
                        uint _e2609 = l_mut_435_;
                        l_mut_446_ = _e2609;
                        if (false) {
                            l_mut_428_ = l_992_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_988_;
                                bool l_1006_ = (0u > 0u);
                                if (l_1006_) {
                                    uint l_1007_ = (l_988_ >> 0u);
                                    uint l_1008_ = (32u - 0u);
                                    uint l_1009_ = (l_992_ << l_1008_);
                                    uint l_1010_ = (l_1007_ | l_1009_);
                                    l_mut_435_ = l_1010_;
                                }
                                uint l_1011_ = (l_992_ >> 0u);
                                uint _e2621 = l_mut_435_;
                                l_mut_428_ = _e2621;
                                l_mut_446_ = l_1011_;
                            }
                        }
                        uint _e2622 = l_mut_448_;
                        uint l_1012_ = (_e2622 * l_882_);
                        uint _e2624 = l_mut_447_;
                        uint l_1013_ = (_e2624 * l_882_);
                        uint _e2626 = l_mut_448_;
                        uint64_t l_2652_ = uint64_t(_e2626);
                        uint64_t l_2653_ = uint64_t(l_882_);
                        uint64_t l_2654_ = (l_2652_ * l_2653_);
                        uint64_t l_2655_ = (l_2654_ >> uint(32uL));
                        uint l_1014_ = uint(l_2655_);
                        uint l_1015_ = (l_1014_ + l_1013_);
                        uint _e2637 = l_mut_447_;
                        uint64_t l_2657_ = uint64_t(_e2637);
                        uint64_t l_2658_ = uint64_t(l_882_);
                        uint64_t l_2659_ = (l_2657_ * l_2658_);
                        uint64_t l_2660_ = (l_2659_ >> uint(32uL));
                        uint l_1016_ = uint(l_2660_);
                        bool l_1017_ = (l_1015_ < l_1013_);
                        uint l_1018_ = uint(l_1017_);
                        uint l_1019_ = (l_1016_ + l_1018_);
                        l_mut_435_ = l_1012_;
                        bool l_1021_ = (0u > 0u);
                        if (l_1021_) {
                            uint l_1022_ = (l_1012_ >> 0u);
                            uint l_1023_ = (32u - 0u);
                            uint l_1024_ = (l_1015_ << l_1023_);
                            uint l_1025_ = (l_1022_ | l_1024_);
                            l_mut_435_ = l_1025_;
                        }
                        l_mut_401_ = l_1015_;
                        bool l_1026_ = (0u > 0u);
                        if (l_1026_) {
                            uint l_1027_ = (l_1015_ >> 0u);
                            uint l_1028_ = (32u - 0u);
                            uint l_1029_ = (l_1019_ << l_1028_);
                            uint l_1030_ = (l_1027_ | l_1029_);
                            l_mut_401_ = l_1030_;
                        }
                        uint _e2665 = l_mut_435_;
                        l_mut_395_ = _e2665;
                        uint _e2666 = l_mut_401_;
                        l_mut_435_ = _e2666;
                        if (true) {
                            l_mut_395_ = l_1019_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1015_;
                                bool l_1033_ = (0u > 0u);
                                if (l_1033_) {
                                    uint l_1034_ = (l_1015_ >> 0u);
                                    uint l_1035_ = (32u - 0u);
                                    uint l_1036_ = (l_1019_ << l_1035_);
                                    uint l_1037_ = (l_1034_ | l_1036_);
                                    l_mut_401_ = l_1037_;
                                }
                                uint l_1038_ = (l_1019_ >> 0u);
                                uint _e2678 = l_mut_401_;
                                l_mut_395_ = _e2678;
                                l_mut_435_ = l_1038_;
                            }
                        }
                        uint _e2679 = l_mut_428_;
                        uint l_1039_ = (_e2679 * l_882_);
                        uint _e2681 = l_mut_446_;
                        uint l_1040_ = (_e2681 * l_882_);
                        uint _e2683 = l_mut_428_;
                        uint64_t l_2662_ = uint64_t(_e2683);
                        uint64_t l_2663_ = uint64_t(l_882_);
                        uint64_t l_2664_ = (l_2662_ * l_2663_);
                        uint64_t l_2665_ = (l_2664_ >> uint(32uL));
                        uint l_1041_ = uint(l_2665_);
                        uint l_1042_ = (l_1041_ + l_1040_);
                        uint _e2694 = l_mut_446_;
                        uint64_t l_2667_ = uint64_t(_e2694);
                        uint64_t l_2668_ = uint64_t(l_882_);
                        uint64_t l_2669_ = (l_2667_ * l_2668_);
                        uint64_t l_2670_ = (l_2669_ >> uint(32uL));
                        uint l_1043_ = uint(l_2670_);
                        bool l_1044_ = (l_1042_ < l_1040_);
                        uint l_1045_ = uint(l_1044_);
                        uint l_1046_ = (l_1043_ + l_1045_);
                        l_mut_448_ = l_1039_;
                        bool l_1048_ = (0u > 0u);
                        if (l_1048_) {
                            uint l_1049_ = (l_1039_ >> 0u);
                            uint l_1050_ = (32u - 0u);
                            uint l_1051_ = (l_1042_ << l_1050_);
                            uint l_1052_ = (l_1049_ | l_1051_);
                            l_mut_448_ = l_1052_;
                        }
                        l_mut_447_ = l_1042_;
                        bool l_1053_ = (0u > 0u);
                        if (l_1053_) {
                            uint l_1054_ = (l_1042_ >> 0u);
                            uint l_1055_ = (32u - 0u);
                            uint l_1056_ = (l_1046_ << l_1055_);
                            uint l_1057_ = (l_1054_ | l_1056_);
                            l_mut_447_ = l_1057_;
                        }
                        uint _e2722 = l_mut_448_;
                        l_mut_401_ = _e2722;
                        uint _e2723 = l_mut_447_;
                        l_mut_448_ = _e2723;
                        if (false) {
                            l_mut_401_ = l_1046_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1042_;
                                bool l_1060_ = (0u > 0u);
                                if (l_1060_) {
                                    uint l_1061_ = (l_1042_ >> 0u);
                                    uint l_1062_ = (32u - 0u);
                                    uint l_1063_ = (l_1046_ << l_1062_);
                                    uint l_1064_ = (l_1061_ | l_1063_);
                                    l_mut_447_ = l_1064_;
                                }
                                uint l_1065_ = (l_1046_ >> 0u);
                                uint _e2735 = l_mut_447_;
                                l_mut_401_ = _e2735;
                                l_mut_448_ = l_1065_;
                            }
                        }
                        uint _e2736 = l_mut_428_;
                        uint l_1066_ = (_e2736 * l_882_);
                        uint _e2738 = l_mut_446_;
                        uint l_1067_ = (_e2738 * l_882_);
                        uint _e2740 = l_mut_428_;
                        uint64_t l_2672_ = uint64_t(_e2740);
                        uint64_t l_2673_ = uint64_t(l_882_);
                        uint64_t l_2674_ = (l_2672_ * l_2673_);
                        uint64_t l_2675_ = (l_2674_ >> uint(32uL));
                        uint l_1068_ = uint(l_2675_);
                        uint l_1069_ = (l_1068_ + l_1067_);
                        uint _e2751 = l_mut_446_;
                        uint64_t l_2677_ = uint64_t(_e2751);
                        uint64_t l_2678_ = uint64_t(l_882_);
                        uint64_t l_2679_ = (l_2677_ * l_2678_);
                        uint64_t l_2680_ = (l_2679_ >> uint(32uL));
                        uint l_1070_ = uint(l_2680_);
                        bool l_1071_ = (l_1069_ < l_1067_);
                        uint l_1072_ = uint(l_1071_);
                        uint l_1073_ = (l_1070_ + l_1072_);
                        l_mut_447_ = l_1066_;
                        bool l_1075_ = (0u > 0u);
                        if (l_1075_) {
                            uint l_1076_ = (l_1066_ >> 0u);
                            uint l_1077_ = (32u - 0u);
                            uint l_1078_ = (l_1069_ << l_1077_);
                            uint l_1079_ = (l_1076_ | l_1078_);
                            l_mut_447_ = l_1079_;
                        }
                        l_mut_389_ = l_1069_;
                        bool l_1080_ = (0u > 0u);
                        if (l_1080_) {
                            uint l_1081_ = (l_1069_ >> 0u);
                            uint l_1082_ = (32u - 0u);
                            uint l_1083_ = (l_1073_ << l_1082_);
                            uint l_1084_ = (l_1081_ | l_1083_);
                            l_mut_389_ = l_1084_;
                        }
                        uint _e2779 = l_mut_447_;
                        l_mut_265_ = _e2779;
                        uint _e2780 = l_mut_389_;
                        l_mut_447_ = _e2780;
                        if (true) {
                            l_mut_265_ = l_1073_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1069_;
                                bool l_1087_ = (0u > 0u);
                                if (l_1087_) {
                                    uint l_1088_ = (l_1069_ >> 0u);
                                    uint l_1089_ = (32u - 0u);
                                    uint l_1090_ = (l_1073_ << l_1089_);
                                    uint l_1091_ = (l_1088_ | l_1090_);
                                    l_mut_389_ = l_1091_;
                                }
                                uint l_1092_ = (l_1073_ >> 0u);
                                uint _e2792 = l_mut_389_;
                                l_mut_265_ = _e2792;
                                l_mut_447_ = l_1092_;
                            }
                        }
                        uint _e2793 = l_mut_395_;
                        uint l_1093_ = (_e2793 * l_882_);
                        uint _e2795 = l_mut_395_;
                        uint64_t l_2682_ = uint64_t(_e2795);
                        uint64_t l_2683_ = uint64_t(l_882_);
                        uint64_t l_2684_ = (l_2682_ * l_2683_);
                        uint64_t l_2685_ = (l_2684_ >> uint(32uL));
                        uint l_1094_ = uint(l_2685_);
                        uint _e2805 = l_mut_435_;
                        uint l_1095_ = (_e2805 * l_882_);
                        uint l_1096_ = (l_1094_ + l_1095_);
                        uint _e2808 = l_mut_265_;
                        uint l_1097_ = (_e2808 + l_1093_);
                        uint _e2810 = l_mut_447_;
                        uint l_1098_ = (_e2810 + l_1096_);
                        uint _e2812 = l_mut_265_;
                        bool l_1099_ = (l_1097_ < _e2812);
                        uint l_1100_ = uint(l_1099_);
                        uint l_1101_ = (l_1098_ + l_1100_);
                        uint _e2816 = l_mut_401_;
                        l_mut_452_ = _e2816;
                        uint _e2817 = l_mut_448_;
                        l_mut_451_ = _e2817;
                        bool l_1102_ = (l_9_ == 64u);
                        if (l_1102_) {
                            l_mut_452_ = l_1097_;
                            l_mut_451_ = l_1101_;
                        } else {
                            bool l_1103_ = (l_9_ > 0u);
                            if (l_1103_) {
                                uint l_1104_ = (64u - l_9_);
                                l_mut_447_ = l_1097_;
                                l_mut_446_ = l_1101_;
                                bool l_1105_ = (l_1104_ >= 32u);
                                if (l_1105_) {
                                    uint l_1106_ = (l_1104_ & 31u);
                                    uint l_1107_ = (l_1097_ << l_1106_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1107_;
                                } else {
                                    bool l_1108_ = (l_1104_ > 0u);
                                    if (l_1108_) {
                                        uint l_1109_ = (l_1097_ << l_1104_);
                                        uint l_1110_ = (l_1101_ << l_1104_);
                                        uint l_1111_ = (32u - l_1104_);
                                        uint l_1112_ = (l_1097_ >> l_1111_);
                                        uint l_1113_ = (l_1110_ | l_1112_);
                                        l_mut_447_ = l_1109_;
                                        l_mut_446_ = l_1113_;
                                    }
                                }
                                uint _e2838 = l_mut_401_;
                                l_mut_435_ = _e2838;
                                uint _e2839 = l_mut_448_;
                                l_mut_428_ = _e2839;
                                bool l_1114_ = (l_9_ >= 32u);
                                if (l_1114_) {
                                    uint l_1115_ = (l_9_ & 31u);
                                    uint _e2844 = l_mut_448_;
                                    uint l_1116_ = (_e2844 >> l_1115_);
                                    l_mut_435_ = l_1116_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1117_ = (l_9_ > 0u);
                                    if (l_1117_) {
                                        uint _e2849 = l_mut_401_;
                                        l_mut_395_ = _e2849;
                                        bool l_1118_ = (l_9_ > 0u);
                                        if (l_1118_) {
                                            uint _e2852 = l_mut_401_;
                                            uint l_1119_ = (_e2852 >> l_9_);
                                            uint l_1120_ = (32u - l_9_);
                                            uint _e2856 = l_mut_448_;
                                            uint l_1121_ = (_e2856 << l_1120_);
                                            uint l_1122_ = (l_1119_ | l_1121_);
                                            l_mut_395_ = l_1122_;
                                        }
                                        uint _e2859 = l_mut_448_;
                                        uint l_1123_ = (_e2859 >> l_9_);
                                        uint _e2861 = l_mut_395_;
                                        l_mut_435_ = _e2861;
                                        l_mut_428_ = l_1123_;
                                    }
                                }
                                uint _e2862 = l_mut_447_;
                                uint _e2863 = l_mut_435_;
                                uint l_1124_ = (_e2862 + _e2863);
                                uint _e2865 = l_mut_446_;
                                uint _e2866 = l_mut_428_;
                                uint l_1125_ = (_e2865 + _e2866);
                                uint _e2868 = l_mut_447_;
                                bool l_1126_ = (l_1124_ < _e2868);
                                uint l_1127_ = uint(l_1126_);
                                uint l_1128_ = (l_1125_ + l_1127_);
                                l_mut_452_ = l_1124_;
                                l_mut_451_ = l_1128_;
                            }
                        }
                        if (l_979_) {
                            uint _e2873 = l_mut_452_;
                            uint l_1129_ = (0u - _e2873);
                            uint _e2876 = l_mut_451_;
                            uint l_1130_ = (0u - _e2876);
                            uint _e2879 = l_mut_452_;
                            bool l_1131_ = (0u < _e2879);
                            uint l_1132_ = uint(l_1131_);
                            uint l_1133_ = (l_1130_ - l_1132_);
                            l_mut_452_ = l_1129_;
                            l_mut_451_ = l_1133_;
                        }
                    }
                    uint _e2883 = l_mut_452_;
                    uint l_1134_ = (l_932_ + _e2883);
                    uint _e2885 = l_mut_451_;
                    uint l_1135_ = (l_936_ + _e2885);
                    bool l_1136_ = (l_1134_ < l_932_);
                    uint l_1137_ = uint(l_1136_);
                    uint l_1138_ = (l_1135_ + l_1137_);
                    uint l_1139_ = (l_62_ >> 31u);
                    bool l_1140_ = (l_1139_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_1140_) {
                        uint l_1141_ = (0u - l_59_);
                        uint l_1142_ = (0u - l_62_);
                        bool l_1143_ = (0u < l_59_);
                        uint l_1144_ = uint(l_1143_);
                        uint l_1145_ = (l_1142_ - l_1144_);
                        l_mut_452_ = l_1141_;
                        l_mut_451_ = l_1145_;
                    }
                    uint _e2902 = l_mut_452_;
                    uint l_1146_ = (_e2902 * l_881_);
                    uint _e2904 = l_mut_451_;
                    uint l_1147_ = (_e2904 * l_881_);
                    uint _e2906 = l_mut_452_;
                    uint64_t l_2687_ = uint64_t(_e2906);
                    uint64_t l_2688_ = uint64_t(l_881_);
                    uint64_t l_2689_ = (l_2687_ * l_2688_);
                    uint64_t l_2690_ = (l_2689_ >> uint(32uL));
                    uint l_1148_ = uint(l_2690_);
                    uint l_1149_ = (l_1148_ + l_1147_);
                    uint _e2917 = l_mut_451_;
                    uint64_t l_2692_ = uint64_t(_e2917);
                    uint64_t l_2693_ = uint64_t(l_881_);
                    uint64_t l_2694_ = (l_2692_ * l_2693_);
                    uint64_t l_2695_ = (l_2694_ >> uint(32uL));
                    uint l_1150_ = uint(l_2695_);
                    bool l_1151_ = (l_1149_ < l_1147_);
                    uint l_1152_ = uint(l_1151_);
                    uint l_1153_ = (l_1150_ + l_1152_);
                    uint l_1154_ = naga_mod(l_9_, 32u);
                    l_mut_448_ = l_1146_;
                    bool l_1155_ = (l_1154_ > 0u);
                    if (l_1155_) {
                        uint l_1156_ = (l_1146_ >> l_1154_);
                        uint l_1157_ = (32u - l_1154_);
                        uint l_1158_ = (l_1149_ << l_1157_);
                        uint l_1159_ = (l_1156_ | l_1158_);
                        l_mut_448_ = l_1159_;
                    }
                    l_mut_447_ = l_1149_;
                    bool l_1160_ = (l_1154_ > 0u);
                    if (l_1160_) {
                        uint l_1161_ = (l_1149_ >> l_1154_);
                        uint l_1162_ = (32u - l_1154_);
                        uint l_1163_ = (l_1153_ << l_1162_);
                        uint l_1164_ = (l_1161_ | l_1163_);
                        l_mut_447_ = l_1164_;
                    }
                    uint _e2946 = l_mut_448_;
                    l_mut_446_ = _e2946;
                    uint _e2947 = l_mut_447_;
                    l_mut_448_ = _e2947;
                    bool l_1165_ = (l_9_ >= 64u);
                    if (l_1165_) {
                        l_mut_446_ = l_1153_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_1166_ = (l_9_ >= 32u);
                        if (l_1166_) {
                            l_mut_447_ = l_1149_;
                            bool l_1167_ = (l_1154_ > 0u);
                            if (l_1167_) {
                                uint l_1168_ = (l_1149_ >> l_1154_);
                                uint l_1169_ = (32u - l_1154_);
                                uint l_1170_ = (l_1153_ << l_1169_);
                                uint l_1171_ = (l_1168_ | l_1170_);
                                l_mut_447_ = l_1171_;
                            }
                            uint l_1172_ = (l_1153_ >> l_1154_);
                            uint _e2961 = l_mut_447_;
                            l_mut_446_ = _e2961;
                            l_mut_448_ = l_1172_;
                        }
                    }
                    uint _e2962 = l_mut_446_;
                    l_mut_452_ = _e2962;
                    uint _e2963 = l_mut_448_;
                    l_mut_451_ = _e2963;
                    if (l_1140_) {
                        uint _e2965 = l_mut_452_;
                        uint l_1173_ = (0u - _e2965);
                        uint _e2968 = l_mut_451_;
                        uint l_1174_ = (0u - _e2968);
                        uint _e2971 = l_mut_452_;
                        bool l_1175_ = (0u < _e2971);
                        uint l_1176_ = uint(l_1175_);
                        uint l_1177_ = (l_1174_ - l_1176_);
                        l_mut_452_ = l_1173_;
                        l_mut_451_ = l_1177_;
                    }
                    uint _e2975 = l_mut_452_;
                    uint l_1178_ = (l_923_ + _e2975);
                    uint _e2977 = l_mut_451_;
                    uint l_1179_ = (l_927_ + _e2977);
                    bool l_1180_ = (l_1178_ < l_923_);
                    uint l_1181_ = uint(l_1180_);
                    uint l_1182_ = (l_1179_ + l_1181_);
                    uint l_1183_ = (l_9_ + 3u);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_1184_ = (l_881_ < 65536u);
                    if (l_1184_) {
                        uint l_1185_ = (l_881_ * l_881_);
                        uint l_1186_ = (l_62_ >> 31u);
                        bool l_1187_ = (l_1186_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1187_) {
                            uint l_1188_ = (0u - l_59_);
                            uint l_1189_ = (0u - l_62_);
                            bool l_1190_ = (0u < l_59_);
                            uint l_1191_ = uint(l_1190_);
                            uint l_1192_ = (l_1189_ - l_1191_);
                            l_mut_448_ = l_1188_;
                            l_mut_447_ = l_1192_;
                        }
                        uint _e3001 = l_mut_448_;
                        uint l_1193_ = (_e3001 * l_1185_);
                        uint _e3003 = l_mut_447_;
                        uint l_1194_ = (_e3003 * l_1185_);
                        uint _e3005 = l_mut_448_;
                        uint64_t l_2697_ = uint64_t(_e3005);
                        uint64_t l_2698_ = uint64_t(l_1185_);
                        uint64_t l_2699_ = (l_2697_ * l_2698_);
                        uint64_t l_2700_ = (l_2699_ >> uint(32uL));
                        uint l_1195_ = uint(l_2700_);
                        uint l_1196_ = (l_1195_ + l_1194_);
                        uint _e3016 = l_mut_447_;
                        uint64_t l_2702_ = uint64_t(_e3016);
                        uint64_t l_2703_ = uint64_t(l_1185_);
                        uint64_t l_2704_ = (l_2702_ * l_2703_);
                        uint64_t l_2705_ = (l_2704_ >> uint(32uL));
                        uint l_1197_ = uint(l_2705_);
                        bool l_1198_ = (l_1196_ < l_1194_);
                        uint l_1199_ = uint(l_1198_);
                        uint l_1200_ = (l_1197_ + l_1199_);
                        uint l_1201_ = naga_mod(l_1183_, 32u);
                        l_mut_446_ = l_1193_;
                        bool l_1202_ = (l_1201_ > 0u);
                        if (l_1202_) {
                            uint l_1203_ = (l_1193_ >> l_1201_);
                            uint l_1204_ = (32u - l_1201_);
                            uint l_1205_ = (l_1196_ << l_1204_);
                            uint l_1206_ = (l_1203_ | l_1205_);
                            l_mut_446_ = l_1206_;
                        }
                        l_mut_435_ = l_1196_;
                        bool l_1207_ = (l_1201_ > 0u);
                        if (l_1207_) {
                            uint l_1208_ = (l_1196_ >> l_1201_);
                            uint l_1209_ = (32u - l_1201_);
                            uint l_1210_ = (l_1200_ << l_1209_);
                            uint l_1211_ = (l_1208_ | l_1210_);
                            l_mut_435_ = l_1211_;
                        }
                        uint _e3045 = l_mut_446_;
                        l_mut_428_ = _e3045;
                        uint _e3046 = l_mut_435_;
                        l_mut_446_ = _e3046;
                        bool l_1212_ = (l_1183_ >= 64u);
                        if (l_1212_) {
                            l_mut_428_ = l_1200_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_1213_ = (l_1183_ >= 32u);
                            if (l_1213_) {
                                l_mut_435_ = l_1196_;
                                bool l_1214_ = (l_1201_ > 0u);
                                if (l_1214_) {
                                    uint l_1215_ = (l_1196_ >> l_1201_);
                                    uint l_1216_ = (32u - l_1201_);
                                    uint l_1217_ = (l_1200_ << l_1216_);
                                    uint l_1218_ = (l_1215_ | l_1217_);
                                    l_mut_435_ = l_1218_;
                                }
                                uint l_1219_ = (l_1200_ >> l_1201_);
                                uint _e3060 = l_mut_435_;
                                l_mut_428_ = _e3060;
                                l_mut_446_ = l_1219_;
                            }
                        }
                        uint _e3061 = l_mut_428_;
                        l_mut_448_ = _e3061;
                        uint _e3062 = l_mut_446_;
                        l_mut_447_ = _e3062;
                        if (l_1187_) {
                            uint _e3064 = l_mut_448_;
                            uint l_1220_ = (0u - _e3064);
                            uint _e3067 = l_mut_447_;
                            uint l_1221_ = (0u - _e3067);
                            uint _e3070 = l_mut_448_;
                            bool l_1222_ = (0u < _e3070);
                            uint l_1223_ = uint(l_1222_);
                            uint l_1224_ = (l_1221_ - l_1223_);
                            l_mut_448_ = l_1220_;
                            l_mut_447_ = l_1224_;
                        }
                        uint _e3074 = l_mut_448_;
                        l_mut_452_ = _e3074;
                        uint _e3075 = l_mut_447_;
                        l_mut_451_ = _e3075;
                    } else {
                        uint l_1225_ = (l_62_ >> 31u);
                        bool l_1226_ = (l_1225_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1226_) {
                            uint l_1227_ = (0u - l_59_);
                            uint l_1228_ = (0u - l_62_);
                            bool l_1229_ = (0u < l_59_);
                            uint l_1230_ = uint(l_1229_);
                            uint l_1231_ = (l_1228_ - l_1230_);
                            l_mut_448_ = l_1227_;
                            l_mut_447_ = l_1231_;
                        }
                        uint _e3088 = l_mut_448_;
                        uint l_1232_ = (_e3088 * l_881_);
                        uint _e3090 = l_mut_447_;
                        uint l_1233_ = (_e3090 * l_881_);
                        uint _e3092 = l_mut_448_;
                        uint64_t l_2707_ = uint64_t(_e3092);
                        uint64_t l_2708_ = uint64_t(l_881_);
                        uint64_t l_2709_ = (l_2707_ * l_2708_);
                        uint64_t l_2710_ = (l_2709_ >> uint(32uL));
                        uint l_1234_ = uint(l_2710_);
                        uint l_1235_ = (l_1234_ + l_1233_);
                        uint _e3103 = l_mut_447_;
                        uint64_t l_2712_ = uint64_t(_e3103);
                        uint64_t l_2713_ = uint64_t(l_881_);
                        uint64_t l_2714_ = (l_2712_ * l_2713_);
                        uint64_t l_2715_ = (l_2714_ >> uint(32uL));
                        uint l_1236_ = uint(l_2715_);
                        bool l_1237_ = (l_1235_ < l_1233_);
                        uint l_1238_ = uint(l_1237_);
                        uint l_1239_ = (l_1236_ + l_1238_);
                        l_mut_446_ = l_1232_;
                        bool l_1241_ = (0u > 0u);
                        if (l_1241_) {
                            uint l_1242_ = (l_1232_ >> 0u);
                            uint l_1243_ = (32u - 0u);
                            uint l_1244_ = (l_1235_ << l_1243_);
                            uint l_1245_ = (l_1242_ | l_1244_);
                            l_mut_446_ = l_1245_;
                        }
                        l_mut_435_ = l_1235_;
                        bool l_1246_ = (0u > 0u);
                        if (l_1246_) {
                            uint l_1247_ = (l_1235_ >> 0u);
                            uint l_1248_ = (32u - 0u);
                            uint l_1249_ = (l_1239_ << l_1248_);
                            uint l_1250_ = (l_1247_ | l_1249_);
                            l_mut_435_ = l_1250_;
                        }
                        uint _e3131 = l_mut_446_;
                        l_mut_428_ = _e3131;
                        uint _e3132 = l_mut_435_;
                        l_mut_446_ = _e3132;
                        if (false) {
                            l_mut_428_ = l_1239_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_1235_;
                                bool l_1253_ = (0u > 0u);
                                if (l_1253_) {
                                    uint l_1254_ = (l_1235_ >> 0u);
                                    uint l_1255_ = (32u - 0u);
                                    uint l_1256_ = (l_1239_ << l_1255_);
                                    uint l_1257_ = (l_1254_ | l_1256_);
                                    l_mut_435_ = l_1257_;
                                }
                                uint l_1258_ = (l_1239_ >> 0u);
                                uint _e3144 = l_mut_435_;
                                l_mut_428_ = _e3144;
                                l_mut_446_ = l_1258_;
                            }
                        }
                        uint _e3145 = l_mut_448_;
                        uint l_1259_ = (_e3145 * l_881_);
                        uint _e3147 = l_mut_447_;
                        uint l_1260_ = (_e3147 * l_881_);
                        uint _e3149 = l_mut_448_;
                        uint64_t l_2717_ = uint64_t(_e3149);
                        uint64_t l_2718_ = uint64_t(l_881_);
                        uint64_t l_2719_ = (l_2717_ * l_2718_);
                        uint64_t l_2720_ = (l_2719_ >> uint(32uL));
                        uint l_1261_ = uint(l_2720_);
                        uint l_1262_ = (l_1261_ + l_1260_);
                        uint _e3160 = l_mut_447_;
                        uint64_t l_2722_ = uint64_t(_e3160);
                        uint64_t l_2723_ = uint64_t(l_881_);
                        uint64_t l_2724_ = (l_2722_ * l_2723_);
                        uint64_t l_2725_ = (l_2724_ >> uint(32uL));
                        uint l_1263_ = uint(l_2725_);
                        bool l_1264_ = (l_1262_ < l_1260_);
                        uint l_1265_ = uint(l_1264_);
                        uint l_1266_ = (l_1263_ + l_1265_);
                        l_mut_435_ = l_1259_;
                        bool l_1268_ = (0u > 0u);
                        if (l_1268_) {
                            uint l_1269_ = (l_1259_ >> 0u);
                            uint l_1270_ = (32u - 0u);
                            uint l_1271_ = (l_1262_ << l_1270_);
                            uint l_1272_ = (l_1269_ | l_1271_);
                            l_mut_435_ = l_1272_;
                        }
                        l_mut_401_ = l_1262_;
                        bool l_1273_ = (0u > 0u);
                        if (l_1273_) {
                            uint l_1274_ = (l_1262_ >> 0u);
                            uint l_1275_ = (32u - 0u);
                            uint l_1276_ = (l_1266_ << l_1275_);
                            uint l_1277_ = (l_1274_ | l_1276_);
                            l_mut_401_ = l_1277_;
                        }
                        uint _e3188 = l_mut_435_;
                        l_mut_395_ = _e3188;
                        uint _e3189 = l_mut_401_;
                        l_mut_435_ = _e3189;
                        if (true) {
                            l_mut_395_ = l_1266_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1262_;
                                bool l_1280_ = (0u > 0u);
                                if (l_1280_) {
                                    uint l_1281_ = (l_1262_ >> 0u);
                                    uint l_1282_ = (32u - 0u);
                                    uint l_1283_ = (l_1266_ << l_1282_);
                                    uint l_1284_ = (l_1281_ | l_1283_);
                                    l_mut_401_ = l_1284_;
                                }
                                uint l_1285_ = (l_1266_ >> 0u);
                                uint _e3201 = l_mut_401_;
                                l_mut_395_ = _e3201;
                                l_mut_435_ = l_1285_;
                            }
                        }
                        uint _e3202 = l_mut_428_;
                        uint l_1286_ = (_e3202 * l_881_);
                        uint _e3204 = l_mut_446_;
                        uint l_1287_ = (_e3204 * l_881_);
                        uint _e3206 = l_mut_428_;
                        uint64_t l_2727_ = uint64_t(_e3206);
                        uint64_t l_2728_ = uint64_t(l_881_);
                        uint64_t l_2729_ = (l_2727_ * l_2728_);
                        uint64_t l_2730_ = (l_2729_ >> uint(32uL));
                        uint l_1288_ = uint(l_2730_);
                        uint l_1289_ = (l_1288_ + l_1287_);
                        uint _e3217 = l_mut_446_;
                        uint64_t l_2732_ = uint64_t(_e3217);
                        uint64_t l_2733_ = uint64_t(l_881_);
                        uint64_t l_2734_ = (l_2732_ * l_2733_);
                        uint64_t l_2735_ = (l_2734_ >> uint(32uL));
                        uint l_1290_ = uint(l_2735_);
                        bool l_1291_ = (l_1289_ < l_1287_);
                        uint l_1292_ = uint(l_1291_);
                        uint l_1293_ = (l_1290_ + l_1292_);
                        l_mut_448_ = l_1286_;
                        bool l_1295_ = (0u > 0u);
                        if (l_1295_) {
                            uint l_1296_ = (l_1286_ >> 0u);
                            uint l_1297_ = (32u - 0u);
                            uint l_1298_ = (l_1289_ << l_1297_);
                            uint l_1299_ = (l_1296_ | l_1298_);
                            l_mut_448_ = l_1299_;
                        }
                        l_mut_447_ = l_1289_;
                        bool l_1300_ = (0u > 0u);
                        if (l_1300_) {
                            uint l_1301_ = (l_1289_ >> 0u);
                            uint l_1302_ = (32u - 0u);
                            uint l_1303_ = (l_1293_ << l_1302_);
                            uint l_1304_ = (l_1301_ | l_1303_);
                            l_mut_447_ = l_1304_;
                        }
                        uint _e3245 = l_mut_448_;
                        l_mut_401_ = _e3245;
                        uint _e3246 = l_mut_447_;
                        l_mut_448_ = _e3246;
                        if (false) {
                            l_mut_401_ = l_1293_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1289_;
                                bool l_1307_ = (0u > 0u);
                                if (l_1307_) {
                                    uint l_1308_ = (l_1289_ >> 0u);
                                    uint l_1309_ = (32u - 0u);
                                    uint l_1310_ = (l_1293_ << l_1309_);
                                    uint l_1311_ = (l_1308_ | l_1310_);
                                    l_mut_447_ = l_1311_;
                                }
                                uint l_1312_ = (l_1293_ >> 0u);
                                uint _e3258 = l_mut_447_;
                                l_mut_401_ = _e3258;
                                l_mut_448_ = l_1312_;
                            }
                        }
                        uint _e3259 = l_mut_428_;
                        uint l_1313_ = (_e3259 * l_881_);
                        uint _e3261 = l_mut_446_;
                        uint l_1314_ = (_e3261 * l_881_);
                        uint _e3263 = l_mut_428_;
                        uint64_t l_2737_ = uint64_t(_e3263);
                        uint64_t l_2738_ = uint64_t(l_881_);
                        uint64_t l_2739_ = (l_2737_ * l_2738_);
                        uint64_t l_2740_ = (l_2739_ >> uint(32uL));
                        uint l_1315_ = uint(l_2740_);
                        uint l_1316_ = (l_1315_ + l_1314_);
                        uint _e3274 = l_mut_446_;
                        uint64_t l_2742_ = uint64_t(_e3274);
                        uint64_t l_2743_ = uint64_t(l_881_);
                        uint64_t l_2744_ = (l_2742_ * l_2743_);
                        uint64_t l_2745_ = (l_2744_ >> uint(32uL));
                        uint l_1317_ = uint(l_2745_);
                        bool l_1318_ = (l_1316_ < l_1314_);
                        uint l_1319_ = uint(l_1318_);
                        uint l_1320_ = (l_1317_ + l_1319_);
                        l_mut_447_ = l_1313_;
                        bool l_1322_ = (0u > 0u);
                        if (l_1322_) {
                            uint l_1323_ = (l_1313_ >> 0u);
                            uint l_1324_ = (32u - 0u);
                            uint l_1325_ = (l_1316_ << l_1324_);
                            uint l_1326_ = (l_1323_ | l_1325_);
                            l_mut_447_ = l_1326_;
                        }
                        l_mut_389_ = l_1316_;
                        bool l_1327_ = (0u > 0u);
                        if (l_1327_) {
                            uint l_1328_ = (l_1316_ >> 0u);
                            uint l_1329_ = (32u - 0u);
                            uint l_1330_ = (l_1320_ << l_1329_);
                            uint l_1331_ = (l_1328_ | l_1330_);
                            l_mut_389_ = l_1331_;
                        }
                        uint _e3302 = l_mut_447_;
                        l_mut_265_ = _e3302;
                        uint _e3303 = l_mut_389_;
                        l_mut_447_ = _e3303;
                        if (true) {
                            l_mut_265_ = l_1320_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1316_;
                                bool l_1334_ = (0u > 0u);
                                if (l_1334_) {
                                    uint l_1335_ = (l_1316_ >> 0u);
                                    uint l_1336_ = (32u - 0u);
                                    uint l_1337_ = (l_1320_ << l_1336_);
                                    uint l_1338_ = (l_1335_ | l_1337_);
                                    l_mut_389_ = l_1338_;
                                }
                                uint l_1339_ = (l_1320_ >> 0u);
                                uint _e3315 = l_mut_389_;
                                l_mut_265_ = _e3315;
                                l_mut_447_ = l_1339_;
                            }
                        }
                        uint _e3316 = l_mut_395_;
                        uint l_1340_ = (_e3316 * l_881_);
                        uint _e3318 = l_mut_395_;
                        uint64_t l_2747_ = uint64_t(_e3318);
                        uint64_t l_2748_ = uint64_t(l_881_);
                        uint64_t l_2749_ = (l_2747_ * l_2748_);
                        uint64_t l_2750_ = (l_2749_ >> uint(32uL));
                        uint l_1341_ = uint(l_2750_);
                        uint _e3328 = l_mut_435_;
                        uint l_1342_ = (_e3328 * l_881_);
                        uint l_1343_ = (l_1341_ + l_1342_);
                        uint _e3331 = l_mut_265_;
                        uint l_1344_ = (_e3331 + l_1340_);
                        uint _e3333 = l_mut_447_;
                        uint l_1345_ = (_e3333 + l_1343_);
                        uint _e3335 = l_mut_265_;
                        bool l_1346_ = (l_1344_ < _e3335);
                        uint l_1347_ = uint(l_1346_);
                        uint l_1348_ = (l_1345_ + l_1347_);
                        uint _e3339 = l_mut_401_;
                        l_mut_452_ = _e3339;
                        uint _e3340 = l_mut_448_;
                        l_mut_451_ = _e3340;
                        bool l_1349_ = (l_1183_ == 64u);
                        if (l_1349_) {
                            l_mut_452_ = l_1344_;
                            l_mut_451_ = l_1348_;
                        } else {
                            bool l_1350_ = (l_1183_ > 0u);
                            if (l_1350_) {
                                uint l_1351_ = (64u - l_1183_);
                                l_mut_447_ = l_1344_;
                                l_mut_446_ = l_1348_;
                                bool l_1352_ = (l_1351_ >= 32u);
                                if (l_1352_) {
                                    uint l_1353_ = (l_1351_ & 31u);
                                    uint l_1354_ = (l_1344_ << l_1353_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1354_;
                                } else {
                                    bool l_1355_ = (l_1351_ > 0u);
                                    if (l_1355_) {
                                        uint l_1356_ = (l_1344_ << l_1351_);
                                        uint l_1357_ = (l_1348_ << l_1351_);
                                        uint l_1358_ = (32u - l_1351_);
                                        uint l_1359_ = (l_1344_ >> l_1358_);
                                        uint l_1360_ = (l_1357_ | l_1359_);
                                        l_mut_447_ = l_1356_;
                                        l_mut_446_ = l_1360_;
                                    }
                                }
                                uint _e3361 = l_mut_401_;
                                l_mut_435_ = _e3361;
                                uint _e3362 = l_mut_448_;
                                l_mut_428_ = _e3362;
                                bool l_1361_ = (l_1183_ >= 32u);
                                if (l_1361_) {
                                    uint l_1362_ = (l_1183_ & 31u);
                                    uint _e3367 = l_mut_448_;
                                    uint l_1363_ = (_e3367 >> l_1362_);
                                    l_mut_435_ = l_1363_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1364_ = (l_1183_ > 0u);
                                    if (l_1364_) {
                                        uint _e3372 = l_mut_401_;
                                        l_mut_395_ = _e3372;
                                        bool l_1365_ = (l_1183_ > 0u);
                                        if (l_1365_) {
                                            uint _e3375 = l_mut_401_;
                                            uint l_1366_ = (_e3375 >> l_1183_);
                                            uint l_1367_ = (32u - l_1183_);
                                            uint _e3379 = l_mut_448_;
                                            uint l_1368_ = (_e3379 << l_1367_);
                                            uint l_1369_ = (l_1366_ | l_1368_);
                                            l_mut_395_ = l_1369_;
                                        }
                                        uint _e3382 = l_mut_448_;
                                        uint l_1370_ = (_e3382 >> l_1183_);
                                        uint _e3384 = l_mut_395_;
                                        l_mut_435_ = _e3384;
                                        l_mut_428_ = l_1370_;
                                    }
                                }
                                uint _e3385 = l_mut_447_;
                                uint _e3386 = l_mut_435_;
                                uint l_1371_ = (_e3385 + _e3386);
                                uint _e3388 = l_mut_446_;
                                uint _e3389 = l_mut_428_;
                                uint l_1372_ = (_e3388 + _e3389);
                                uint _e3391 = l_mut_447_;
                                bool l_1373_ = (l_1371_ < _e3391);
                                uint l_1374_ = uint(l_1373_);
                                uint l_1375_ = (l_1372_ + l_1374_);
                                l_mut_452_ = l_1371_;
                                l_mut_451_ = l_1375_;
                            }
                        }
                        if (l_1226_) {
                            uint _e3396 = l_mut_452_;
                            uint l_1376_ = (0u - _e3396);
                            uint _e3399 = l_mut_451_;
                            uint l_1377_ = (0u - _e3399);
                            uint _e3402 = l_mut_452_;
                            bool l_1378_ = (0u < _e3402);
                            uint l_1379_ = uint(l_1378_);
                            uint l_1380_ = (l_1377_ - l_1379_);
                            l_mut_452_ = l_1376_;
                            l_mut_451_ = l_1380_;
                        }
                    }
                    uint _e3406 = l_mut_452_;
                    l_mut_448_ = _e3406;
                    uint _e3407 = l_mut_451_;
                    l_mut_447_ = _e3407;
                    uint _e3408 = l_mut_451_;
                    uint l_1381_ = (_e3408 >> 31u);
                    bool l_1382_ = (l_1381_ == 1u);
                    if (l_1382_) {
                        uint _e3414 = l_mut_452_;
                        uint l_1383_ = (0u - _e3414);
                        uint _e3417 = l_mut_451_;
                        uint l_1384_ = (0u - _e3417);
                        uint _e3420 = l_mut_452_;
                        bool l_1385_ = (0u < _e3420);
                        uint l_1386_ = uint(l_1385_);
                        uint l_1387_ = (l_1384_ - l_1386_);
                        l_mut_448_ = l_1383_;
                        l_mut_447_ = l_1387_;
                    }
                    uint _e3424 = l_mut_448_;
                    uint l_1388_ = (l_14_ + _e3424);
                    uint _e3426 = l_mut_447_;
                    uint l_1389_ = (l_17_ + _e3426);
                    bool l_1390_ = (l_1388_ < l_14_);
                    uint l_1391_ = uint(l_1390_);
                    uint l_1392_ = (l_1389_ + l_1391_);
                    uint l_1393_ = (l_1388_ + 1u);
                    uint l_1394_ = (l_1392_ + 0u);
                    bool l_1395_ = (l_1393_ < l_1388_);
                    uint l_1396_ = uint(l_1395_);
                    uint l_1397_ = (l_1394_ + l_1396_);
                    uint _e3438 = l_mut_452_;
                    uint l_1398_ = (l_1134_ - _e3438);
                    uint _e3440 = l_mut_451_;
                    uint l_1399_ = (l_1138_ - _e3440);
                    uint _e3442 = l_mut_452_;
                    bool l_1400_ = (l_1134_ < _e3442);
                    uint l_1401_ = uint(l_1400_);
                    uint l_1402_ = (l_1399_ - l_1401_);
                    uint l_1403_ = (l_1398_ + l_1393_);
                    uint l_1404_ = (l_1402_ + l_1397_);
                    bool l_1405_ = (l_1403_ < l_1398_);
                    uint l_1406_ = uint(l_1405_);
                    uint l_1407_ = (l_1404_ + l_1406_);
                    uint l_1408_ = (0u - l_1178_);
                    uint l_1409_ = (0u - l_1182_);
                    bool l_1410_ = (0u < l_1178_);
                    uint l_1411_ = uint(l_1410_);
                    uint l_1412_ = (l_1409_ - l_1411_);
                    uint l_1413_ = (l_1393_ + l_1393_);
                    uint l_1414_ = (l_1397_ + l_1397_);
                    bool l_1415_ = (l_1413_ < l_1393_);
                    uint l_1416_ = uint(l_1415_);
                    uint l_1417_ = (l_1414_ + l_1416_);
                    l_mut_452_ = l_1408_;
                    l_mut_451_ = l_1412_;
                    uint l_1418_ = (0u - l_1408_);
                    uint l_1419_ = (0u - l_1412_);
                    bool l_1420_ = (0u < l_1408_);
                    uint l_1421_ = uint(l_1420_);
                    uint l_1422_ = (l_1419_ - l_1421_);
                    l_mut_448_ = l_1418_;
                    l_mut_447_ = l_1422_;
                    l_mut_446_ = l_1403_;
                    l_mut_435_ = l_1407_;
                    l_mut_428_ = 1u;
                    l_mut_401_ = 1u;
                    l_mut_659_ = false;
                    uint _e3475 = l_mut_435_;
                    bool l_1423_ = (_e3475 < l_1417_);
                    uint _e3477 = l_mut_435_;
                    bool l_1424_ = (_e3477 == l_1417_);
                    uint _e3479 = l_mut_446_;
                    bool l_1425_ = (_e3479 < l_1413_);
                    if (l_1424_) {
                        local_67 = l_1425_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1426_ = local_67;
                    if (!(l_1423_)) {
                        local_68 = l_1426_;
                    } else {
                        local_68 = true;
                    }
                    bool l_1427_ = local_68;
                    bool l_1428_ = !(l_1427_);
                    l_mut_635_ = l_1428_;
                    uint l_1429_ = (l_1408_ | l_1412_);
                    bool l_1430_ = (l_1429_ == 0u);
                    if (l_1430_) {
                        bool _e3494 = l_mut_635_;
                        l_mut_659_ = _e3494;
                        l_mut_635_ = false;
                    }
                    bool _e3496 = l_mut_635_;
                    if (_e3496) {
                        uint l_1431_ = (l_1412_ >> 31u);
                        bool l_1432_ = (l_1431_ == 1u);
                        l_mut_395_ = l_1408_;
                        l_mut_389_ = l_1412_;
                        if (l_1432_) {
                            uint l_1433_ = (0u - l_1408_);
                            uint l_1434_ = (0u - l_1412_);
                            bool l_1435_ = (0u < l_1408_);
                            uint l_1436_ = uint(l_1435_);
                            uint l_1437_ = (l_1434_ - l_1436_);
                            l_mut_395_ = l_1433_;
                            l_mut_389_ = l_1437_;
                        }
                        uint l_1438_ = (l_881_ - 1u);
                        uint _e3511 = l_mut_395_;
                        uint l_1439_ = (_e3511 * l_1438_);
                        uint _e3513 = l_mut_395_;
                        uint64_t l_2752_ = uint64_t(_e3513);
                        uint64_t l_2753_ = uint64_t(l_1438_);
                        uint64_t l_2754_ = (l_2752_ * l_2753_);
                        uint64_t l_2755_ = (l_2754_ >> uint(32uL));
                        uint l_1440_ = uint(l_2755_);
                        uint _e3523 = l_mut_389_;
                        uint l_1441_ = (_e3523 * l_1438_);
                        uint l_1442_ = (l_1440_ + l_1441_);
                        l_mut_265_ = 0u;
                        uint l_1443_ = (l_881_ - 1u);
                        uint _e3529 = l_mut_395_;
                        uint l_1444_ = (_e3529 * l_1443_);
                        uint _e3531 = l_mut_389_;
                        uint l_1445_ = (_e3531 * l_1443_);
                        uint _e3533 = l_mut_395_;
                        uint64_t l_2757_ = uint64_t(_e3533);
                        uint64_t l_2758_ = uint64_t(l_1443_);
                        uint64_t l_2759_ = (l_2757_ * l_2758_);
                        uint64_t l_2760_ = (l_2759_ >> uint(32uL));
                        uint l_1446_ = uint(l_2760_);
                        uint l_1447_ = (l_1446_ + l_1445_);
                        uint _e3544 = l_mut_389_;
                        uint64_t l_2762_ = uint64_t(_e3544);
                        uint64_t l_2763_ = uint64_t(l_1443_);
                        uint64_t l_2764_ = (l_2762_ * l_2763_);
                        uint64_t l_2765_ = (l_2764_ >> uint(32uL));
                        uint l_1448_ = uint(l_2765_);
                        bool l_1449_ = (l_1447_ < l_1445_);
                        uint l_1450_ = uint(l_1449_);
                        uint l_1451_ = (l_1448_ + l_1450_);
                        l_mut_259_ = l_1444_;
                        bool l_1453_ = (0u > 0u);
                        if (l_1453_) {
                            uint l_1454_ = (l_1444_ >> 0u);
                            uint l_1455_ = (32u - 0u);
                            uint l_1456_ = (l_1447_ << l_1455_);
                            uint l_1457_ = (l_1454_ | l_1456_);
                            l_mut_259_ = l_1457_;
                        }
                        l_mut_209_ = l_1447_;
                        bool l_1458_ = (0u > 0u);
                        if (l_1458_) {
                            uint l_1459_ = (l_1447_ >> 0u);
                            uint l_1460_ = (32u - 0u);
                            uint l_1461_ = (l_1451_ << l_1460_);
                            uint l_1462_ = (l_1459_ | l_1461_);
                            l_mut_209_ = l_1462_;
                        }
                        uint _e3572 = l_mut_259_;
                        l_mut_203_ = _e3572;
                        uint _e3573 = l_mut_209_;
                        l_mut_259_ = _e3573;
                        if (true) {
                            l_mut_203_ = l_1451_;
                            l_mut_259_ = 0u;
                        } else {
                            if (true) {
                                l_mut_209_ = l_1447_;
                                bool l_1465_ = (0u > 0u);
                                if (l_1465_) {
                                    uint l_1466_ = (l_1447_ >> 0u);
                                    uint l_1467_ = (32u - 0u);
                                    uint l_1468_ = (l_1451_ << l_1467_);
                                    uint l_1469_ = (l_1466_ | l_1468_);
                                    l_mut_209_ = l_1469_;
                                }
                                uint l_1470_ = (l_1451_ >> 0u);
                                uint _e3585 = l_mut_209_;
                                l_mut_203_ = _e3585;
                                l_mut_259_ = l_1470_;
                            }
                        }
                        uint _e3586 = l_mut_203_;
                        uint _e3587 = l_mut_259_;
                        uint l_1471_ = (_e3586 | _e3587);
                        bool l_1472_ = (l_1471_ == 0u);
                        if (l_1472_) {
                            l_mut_259_ = l_1403_;
                            l_mut_209_ = l_1407_;
                            if (l_1432_) {
                                uint l_1473_ = (0u - l_1403_);
                                uint l_1474_ = (0u - l_1407_);
                                bool l_1475_ = (0u < l_1403_);
                                uint l_1476_ = uint(l_1475_);
                                uint l_1477_ = (l_1474_ - l_1476_);
                                uint l_1478_ = (l_1403_ | l_1407_);
                                bool l_1479_ = (l_1478_ == 0u);
                                bool l_1480_ = !(l_1479_);
                                bool l_1481_ = (l_1442_ < l_1477_);
                                bool l_1482_ = (l_1442_ == l_1477_);
                                bool l_1483_ = (l_1439_ < l_1473_);
                                if (l_1482_) {
                                    local_69 = l_1483_;
                                } else {
                                    local_69 = false;
                                }
                                bool l_1484_ = local_69;
                                if (!(l_1481_)) {
                                    local_70 = l_1484_;
                                } else {
                                    local_70 = true;
                                }
                                bool l_1485_ = local_70;
                                bool l_1486_ = !(l_1485_);
                                if (l_1480_) {
                                    local_71 = l_1486_;
                                } else {
                                    local_71 = false;
                                }
                                bool l_1487_ = local_71;
                                if (l_1487_) {
                                    uint l_1488_ = (l_881_ - 1u);
                                    l_mut_203_ = l_1473_;
                                    l_mut_141_ = l_1477_;
                                    uint _e3622 = l_mut_389_;
                                    bool l_1489_ = (l_1477_ < _e3622);
                                    uint _e3624 = l_mut_389_;
                                    bool l_1490_ = (l_1477_ == _e3624);
                                    uint _e3626 = l_mut_395_;
                                    bool l_1491_ = (l_1473_ < _e3626);
                                    if (l_1490_) {
                                        local_72 = l_1491_;
                                    } else {
                                        local_72 = false;
                                    }
                                    bool l_1492_ = local_72;
                                    if (!(l_1489_)) {
                                        local_73 = l_1492_;
                                    } else {
                                        local_73 = true;
                                    }
                                    bool l_1493_ = local_73;
                                    bool l_1494_ = !(l_1493_);
                                    if (l_1494_) {
                                        l_mut_135_ = 0u;
                                        uint _e3639 = l_mut_389_;
                                        bool l_1495_ = (_e3639 < l_1477_);
                                        uint _e3641 = l_mut_389_;
                                        bool l_1496_ = (_e3641 == l_1477_);
                                        uint _e3643 = l_mut_395_;
                                        bool l_1497_ = (_e3643 < l_1473_);
                                        if (l_1496_) {
                                            local_74 = l_1497_;
                                        } else {
                                            local_74 = false;
                                        }
                                        bool l_1498_ = local_74;
                                        if (!(l_1495_)) {
                                            local_75 = l_1498_;
                                        } else {
                                            local_75 = true;
                                        }
                                        bool l_1499_ = local_75;
                                        if (l_1499_) {
                                            uint l_1500_ = (l_1473_ - 1u);
                                            uint l_1501_ = (l_1477_ - 0u);
                                            bool l_1502_ = (l_1473_ < 1u);
                                            uint l_1503_ = uint(l_1502_);
                                            uint l_1504_ = (l_1501_ - l_1503_);
                                            l_mut_92_ = l_1500_;
                                            l_mut_86_ = l_1504_;
                                            l_mut_80_ = 0u;
                                            l_mut_1505_ = 0u;
                                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                                if (!loop_init_5) {
                                                    uint _e3750 = l_mut_1505_;
                                                    l_mut_1505_ = (_e3750 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e3665 = l_mut_1505_;
                                                if ((_e3665 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3669 = l_mut_1505_;
                                                    uint l_1506_ = (19u - _e3669);
                                                    uint _e3671 = l_mut_92_;
                                                    l_mut_65_ = _e3671;
                                                    uint _e3672 = l_mut_86_;
                                                    l_mut_30_ = _e3672;
                                                    bool l_1507_ = (l_1506_ >= 32u);
                                                    if (l_1507_) {
                                                        uint l_1508_ = (l_1506_ & 31u);
                                                        uint _e3677 = l_mut_86_;
                                                        uint l_1509_ = (_e3677 >> l_1508_);
                                                        l_mut_65_ = l_1509_;
                                                        l_mut_30_ = 0u;
                                                    } else {
                                                        bool l_1510_ = (l_1506_ > 0u);
                                                        if (l_1510_) {
                                                            uint _e3682 = l_mut_92_;
                                                            l_mut_1511_ = _e3682;
                                                            bool l_1512_ = (l_1506_ > 0u);
                                                            if (l_1512_) {
                                                                uint _e3685 = l_mut_92_;
                                                                uint l_1513_ = (_e3685 >> l_1506_);
                                                                uint l_1514_ = (32u - l_1506_);
                                                                uint _e3689 = l_mut_86_;
                                                                uint l_1515_ = (_e3689 << l_1514_);
                                                                uint l_1516_ = (l_1513_ | l_1515_);
                                                                l_mut_1511_ = l_1516_;
                                                            }
                                                            uint _e3692 = l_mut_86_;
                                                            uint l_1517_ = (_e3692 >> l_1506_);
                                                            uint _e3694 = l_mut_1511_;
                                                            l_mut_65_ = _e3694;
                                                            l_mut_30_ = l_1517_;
                                                        }
                                                    }
                                                    uint _e3695 = l_mut_30_;
                                                    uint _e3696 = l_mut_389_;
                                                    bool l_1518_ = (_e3695 < _e3696);
                                                    uint _e3698 = l_mut_30_;
                                                    uint _e3699 = l_mut_389_;
                                                    bool l_1519_ = (_e3698 == _e3699);
                                                    uint _e3701 = l_mut_65_;
                                                    uint _e3702 = l_mut_395_;
                                                    bool l_1520_ = (_e3701 < _e3702);
                                                    if (l_1519_) {
                                                        local_76 = l_1520_;
                                                    } else {
                                                        local_76 = false;
                                                    }
                                                    bool l_1521_ = local_76;
                                                    if (!(l_1518_)) {
                                                        local_77 = l_1521_;
                                                    } else {
                                                        local_77 = true;
                                                    }
                                                    bool l_1522_ = local_77;
                                                    bool l_1523_ = !(l_1522_);
                                                    if (l_1523_) {
                                                        uint _e3714 = l_mut_395_;
                                                        l_mut_1511_ = _e3714;
                                                        uint _e3715 = l_mut_389_;
                                                        l_mut_65_ = _e3715;
                                                        bool l_1524_ = (l_1506_ >= 32u);
                                                        if (l_1524_) {
                                                            uint l_1525_ = (l_1506_ & 31u);
                                                            uint _e3720 = l_mut_395_;
                                                            uint l_1526_ = (_e3720 << l_1525_);
                                                            l_mut_1511_ = 0u;
                                                            l_mut_65_ = l_1526_;
                                                        } else {
                                                            bool l_1527_ = (l_1506_ > 0u);
                                                            if (l_1527_) {
                                                                uint _e3725 = l_mut_395_;
                                                                uint l_1528_ = (_e3725 << l_1506_);
                                                                uint _e3727 = l_mut_389_;
                                                                uint l_1529_ = (_e3727 << l_1506_);
                                                                uint l_1530_ = (32u - l_1506_);
                                                                uint _e3731 = l_mut_395_;
                                                                uint l_1531_ = (_e3731 >> l_1530_);
                                                                uint l_1532_ = (l_1529_ | l_1531_);
                                                                l_mut_1511_ = l_1528_;
                                                                l_mut_65_ = l_1532_;
                                                            }
                                                        }
                                                        uint _e3734 = l_mut_92_;
                                                        uint _e3735 = l_mut_1511_;
                                                        uint l_1533_ = (_e3734 - _e3735);
                                                        uint _e3737 = l_mut_86_;
                                                        uint _e3738 = l_mut_65_;
                                                        uint l_1534_ = (_e3737 - _e3738);
                                                        uint _e3740 = l_mut_92_;
                                                        uint _e3741 = l_mut_1511_;
                                                        bool l_1535_ = (_e3740 < _e3741);
                                                        uint l_1536_ = uint(l_1535_);
                                                        uint l_1537_ = (l_1534_ - l_1536_);
                                                        l_mut_92_ = l_1533_;
                                                        l_mut_86_ = l_1537_;
                                                        uint l_1538_ = (1u << l_1506_);
                                                        uint _e3747 = l_mut_80_;
                                                        l_mut_80_ = (_e3747 | l_1538_);
                                                    }
                                                }
                                            }
                                            uint _e3752 = l_mut_80_;
                                            uint l_1539_ = min(_e3752, l_1488_);
                                            l_mut_1511_ = l_1539_;
                                            uint _e3754 = l_mut_86_;
                                            uint _e3755 = l_mut_389_;
                                            bool l_1540_ = (_e3754 < _e3755);
                                            uint _e3757 = l_mut_86_;
                                            uint _e3758 = l_mut_389_;
                                            bool l_1541_ = (_e3757 == _e3758);
                                            uint _e3760 = l_mut_92_;
                                            uint _e3761 = l_mut_395_;
                                            bool l_1542_ = (_e3760 < _e3761);
                                            if (l_1541_) {
                                                local_78 = l_1542_;
                                            } else {
                                                local_78 = false;
                                            }
                                            bool l_1543_ = local_78;
                                            if (!(l_1540_)) {
                                                local_79 = l_1543_;
                                            } else {
                                                local_79 = true;
                                            }
                                            bool l_1544_ = local_79;
                                            bool l_1545_ = !(l_1544_);
                                            if (l_1545_) {
                                                l_mut_1511_ = l_1488_;
                                            }
                                            uint _e3773 = l_mut_1511_;
                                            l_mut_135_ = _e3773;
                                        }
                                        uint _e3774 = l_mut_395_;
                                        uint _e3775 = l_mut_135_;
                                        uint l_1546_ = (_e3774 * _e3775);
                                        uint _e3777 = l_mut_395_;
                                        uint64_t l_2767_ = uint64_t(_e3777);
                                        uint _e3779 = l_mut_135_;
                                        uint64_t l_2768_ = uint64_t(_e3779);
                                        uint64_t l_2769_ = (l_2767_ * l_2768_);
                                        uint64_t l_2770_ = (l_2769_ >> uint(32uL));
                                        uint l_1547_ = uint(l_2770_);
                                        uint _e3788 = l_mut_389_;
                                        uint _e3789 = l_mut_135_;
                                        uint l_1548_ = (_e3788 * _e3789);
                                        uint l_1549_ = (l_1547_ + l_1548_);
                                        uint l_1550_ = (l_1473_ - l_1546_);
                                        uint l_1551_ = (l_1477_ - l_1549_);
                                        bool l_1552_ = (l_1473_ < l_1546_);
                                        uint l_1553_ = uint(l_1552_);
                                        uint l_1554_ = (l_1551_ - l_1553_);
                                        l_mut_203_ = l_1550_;
                                        l_mut_141_ = l_1554_;
                                        uint _e3797 = l_mut_141_;
                                        uint _e3798 = l_mut_389_;
                                        bool l_1555_ = (_e3797 < _e3798);
                                        uint _e3800 = l_mut_141_;
                                        uint _e3801 = l_mut_389_;
                                        bool l_1556_ = (_e3800 == _e3801);
                                        uint _e3803 = l_mut_203_;
                                        uint _e3804 = l_mut_395_;
                                        bool l_1557_ = (_e3803 < _e3804);
                                        if (l_1556_) {
                                            local_80 = l_1557_;
                                        } else {
                                            local_80 = false;
                                        }
                                        bool l_1558_ = local_80;
                                        if (!(l_1555_)) {
                                            local_81 = l_1558_;
                                        } else {
                                            local_81 = true;
                                        }
                                        bool l_1559_ = local_81;
                                        bool l_1560_ = !(l_1559_);
                                        if (l_1560_) {
                                            uint _e3816 = l_mut_203_;
                                            uint _e3817 = l_mut_395_;
                                            uint l_1561_ = (_e3816 - _e3817);
                                            uint _e3819 = l_mut_141_;
                                            uint _e3820 = l_mut_389_;
                                            uint l_1562_ = (_e3819 - _e3820);
                                            uint _e3822 = l_mut_203_;
                                            uint _e3823 = l_mut_395_;
                                            bool l_1563_ = (_e3822 < _e3823);
                                            uint l_1564_ = uint(l_1563_);
                                            uint l_1565_ = (l_1562_ - l_1564_);
                                            l_mut_203_ = l_1561_;
                                            l_mut_141_ = l_1565_;
                                        }
                                    }
                                    uint _e3827 = l_mut_395_;
                                    uint _e3828 = l_mut_203_;
                                    uint l_1566_ = (_e3827 - _e3828);
                                    uint _e3830 = l_mut_389_;
                                    uint _e3831 = l_mut_141_;
                                    uint l_1567_ = (_e3830 - _e3831);
                                    uint _e3833 = l_mut_395_;
                                    uint _e3834 = l_mut_203_;
                                    bool l_1568_ = (_e3833 < _e3834);
                                    uint l_1569_ = uint(l_1568_);
                                    uint l_1570_ = (l_1567_ - l_1569_);
                                    l_mut_1511_ = l_1566_;
                                    l_mut_203_ = l_1570_;
                                    uint _e3838 = l_mut_389_;
                                    bool l_1571_ = (l_1570_ < _e3838);
                                    uint _e3840 = l_mut_389_;
                                    bool l_1572_ = (l_1570_ == _e3840);
                                    uint _e3842 = l_mut_395_;
                                    bool l_1573_ = (l_1566_ < _e3842);
                                    if (l_1572_) {
                                        local_82 = l_1573_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_1574_ = local_82;
                                    if (!(l_1571_)) {
                                        local_83 = l_1574_;
                                    } else {
                                        local_83 = true;
                                    }
                                    bool l_1575_ = local_83;
                                    bool l_1576_ = !(l_1575_);
                                    if (l_1576_) {
                                        uint _e3854 = l_mut_395_;
                                        uint l_1577_ = (l_1566_ - _e3854);
                                        uint _e3856 = l_mut_389_;
                                        uint l_1578_ = (l_1570_ - _e3856);
                                        uint _e3858 = l_mut_395_;
                                        bool l_1579_ = (l_1566_ < _e3858);
                                        uint l_1580_ = uint(l_1579_);
                                        uint l_1581_ = (l_1578_ - l_1580_);
                                        l_mut_1511_ = l_1577_;
                                        l_mut_203_ = l_1581_;
                                    }
                                    uint _e3862 = l_mut_203_;
                                    uint _e3863 = l_mut_209_;
                                    bool l_1582_ = (_e3862 < _e3863);
                                    uint _e3865 = l_mut_203_;
                                    uint _e3866 = l_mut_209_;
                                    bool l_1583_ = (_e3865 == _e3866);
                                    uint _e3868 = l_mut_1511_;
                                    uint _e3869 = l_mut_259_;
                                    bool l_1584_ = (_e3868 < _e3869);
                                    if (l_1583_) {
                                        local_84 = l_1584_;
                                    } else {
                                        local_84 = false;
                                    }
                                    bool l_1585_ = local_84;
                                    if (!(l_1582_)) {
                                        local_85 = l_1585_;
                                    } else {
                                        local_85 = true;
                                    }
                                    bool l_1586_ = local_85;
                                    if (l_1586_) {
                                        uint _e3880 = l_mut_1511_;
                                        l_mut_259_ = _e3880;
                                        uint _e3881 = l_mut_203_;
                                        l_mut_209_ = _e3881;
                                    }
                                }
                            } else {
                                uint l_1587_ = (l_1403_ - l_1439_);
                                uint l_1588_ = (l_1407_ - l_1442_);
                                bool l_1589_ = (l_1403_ < l_1439_);
                                uint l_1590_ = uint(l_1589_);
                                uint l_1591_ = (l_1588_ - l_1590_);
                                l_mut_259_ = l_1587_;
                                l_mut_209_ = l_1591_;
                                bool l_1592_ = (l_1407_ < l_1442_);
                                bool l_1593_ = (l_1407_ == l_1442_);
                                bool l_1594_ = (l_1403_ < l_1439_);
                                if (l_1593_) {
                                    local_86 = l_1594_;
                                } else {
                                    local_86 = false;
                                }
                                bool l_1595_ = local_86;
                                if (!(l_1592_)) {
                                    local_87 = l_1595_;
                                } else {
                                    local_87 = true;
                                }
                                bool l_1596_ = local_87;
                                if (l_1596_) {
                                    uint l_1597_ = (l_881_ - 1u);
                                    l_mut_1511_ = l_1403_;
                                    l_mut_203_ = l_1407_;
                                    uint _e3901 = l_mut_389_;
                                    bool l_1598_ = (l_1407_ < _e3901);
                                    uint _e3903 = l_mut_389_;
                                    bool l_1599_ = (l_1407_ == _e3903);
                                    uint _e3905 = l_mut_395_;
                                    bool l_1600_ = (l_1403_ < _e3905);
                                    if (l_1599_) {
                                        local_88 = l_1600_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1601_ = local_88;
                                    if (!(l_1598_)) {
                                        local_89 = l_1601_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1602_ = local_89;
                                    bool l_1603_ = !(l_1602_);
                                    if (l_1603_) {
                                        l_mut_141_ = 0u;
                                        uint _e3918 = l_mut_389_;
                                        bool l_1604_ = (_e3918 < l_1407_);
                                        uint _e3920 = l_mut_389_;
                                        bool l_1605_ = (_e3920 == l_1407_);
                                        uint _e3922 = l_mut_395_;
                                        bool l_1606_ = (_e3922 < l_1403_);
                                        if (l_1605_) {
                                            local_90 = l_1606_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1607_ = local_90;
                                        if (!(l_1604_)) {
                                            local_91 = l_1607_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1608_ = local_91;
                                        if (l_1608_) {
                                            uint l_1609_ = (l_1403_ - 1u);
                                            uint l_1610_ = (l_1407_ - 0u);
                                            bool l_1611_ = (l_1403_ < 1u);
                                            uint l_1612_ = uint(l_1611_);
                                            uint l_1613_ = (l_1610_ - l_1612_);
                                            l_mut_135_ = l_1609_;
                                            l_mut_92_ = l_1613_;
                                            l_mut_86_ = 0u;
                                            l_mut_1614_ = 0u;
                                            uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                                loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                                if (!loop_init_6) {
                                                    uint _e4029 = l_mut_1614_;
                                                    l_mut_1614_ = (_e4029 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e3944 = l_mut_1614_;
                                                if ((_e3944 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3948 = l_mut_1614_;
                                                    uint l_1615_ = (19u - _e3948);
                                                    uint _e3950 = l_mut_135_;
                                                    l_mut_80_ = _e3950;
                                                    uint _e3951 = l_mut_92_;
                                                    l_mut_65_ = _e3951;
                                                    bool l_1616_ = (l_1615_ >= 32u);
                                                    if (l_1616_) {
                                                        uint l_1617_ = (l_1615_ & 31u);
                                                        uint _e3956 = l_mut_92_;
                                                        uint l_1618_ = (_e3956 >> l_1617_);
                                                        l_mut_80_ = l_1618_;
                                                        l_mut_65_ = 0u;
                                                    } else {
                                                        bool l_1619_ = (l_1615_ > 0u);
                                                        if (l_1619_) {
                                                            uint _e3961 = l_mut_135_;
                                                            l_mut_30_ = _e3961;
                                                            bool l_1620_ = (l_1615_ > 0u);
                                                            if (l_1620_) {
                                                                uint _e3964 = l_mut_135_;
                                                                uint l_1621_ = (_e3964 >> l_1615_);
                                                                uint l_1622_ = (32u - l_1615_);
                                                                uint _e3968 = l_mut_92_;
                                                                uint l_1623_ = (_e3968 << l_1622_);
                                                                uint l_1624_ = (l_1621_ | l_1623_);
                                                                l_mut_30_ = l_1624_;
                                                            }
                                                            uint _e3971 = l_mut_92_;
                                                            uint l_1625_ = (_e3971 >> l_1615_);
                                                            uint _e3973 = l_mut_30_;
                                                            l_mut_80_ = _e3973;
                                                            l_mut_65_ = l_1625_;
                                                        }
                                                    }
                                                    uint _e3974 = l_mut_65_;
                                                    uint _e3975 = l_mut_389_;
                                                    bool l_1626_ = (_e3974 < _e3975);
                                                    uint _e3977 = l_mut_65_;
                                                    uint _e3978 = l_mut_389_;
                                                    bool l_1627_ = (_e3977 == _e3978);
                                                    uint _e3980 = l_mut_80_;
                                                    uint _e3981 = l_mut_395_;
                                                    bool l_1628_ = (_e3980 < _e3981);
                                                    if (l_1627_) {
                                                        local_92 = l_1628_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1629_ = local_92;
                                                    if (!(l_1626_)) {
                                                        local_93 = l_1629_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1630_ = local_93;
                                                    bool l_1631_ = !(l_1630_);
                                                    if (l_1631_) {
                                                        uint _e3993 = l_mut_395_;
                                                        l_mut_80_ = _e3993;
                                                        uint _e3994 = l_mut_389_;
                                                        l_mut_65_ = _e3994;
                                                        bool l_1632_ = (l_1615_ >= 32u);
                                                        if (l_1632_) {
                                                            uint l_1633_ = (l_1615_ & 31u);
                                                            uint _e3999 = l_mut_395_;
                                                            uint l_1634_ = (_e3999 << l_1633_);
                                                            l_mut_80_ = 0u;
                                                            l_mut_65_ = l_1634_;
                                                        } else {
                                                            bool l_1635_ = (l_1615_ > 0u);
                                                            if (l_1635_) {
                                                                uint _e4004 = l_mut_395_;
                                                                uint l_1636_ = (_e4004 << l_1615_);
                                                                uint _e4006 = l_mut_389_;
                                                                uint l_1637_ = (_e4006 << l_1615_);
                                                                uint l_1638_ = (32u - l_1615_);
                                                                uint _e4010 = l_mut_395_;
                                                                uint l_1639_ = (_e4010 >> l_1638_);
                                                                uint l_1640_ = (l_1637_ | l_1639_);
                                                                l_mut_80_ = l_1636_;
                                                                l_mut_65_ = l_1640_;
                                                            }
                                                        }
                                                        uint _e4013 = l_mut_135_;
                                                        uint _e4014 = l_mut_80_;
                                                        uint l_1641_ = (_e4013 - _e4014);
                                                        uint _e4016 = l_mut_92_;
                                                        uint _e4017 = l_mut_65_;
                                                        uint l_1642_ = (_e4016 - _e4017);
                                                        uint _e4019 = l_mut_135_;
                                                        uint _e4020 = l_mut_80_;
                                                        bool l_1643_ = (_e4019 < _e4020);
                                                        uint l_1644_ = uint(l_1643_);
                                                        uint l_1645_ = (l_1642_ - l_1644_);
                                                        l_mut_135_ = l_1641_;
                                                        l_mut_92_ = l_1645_;
                                                        uint l_1646_ = (1u << l_1615_);
                                                        uint _e4026 = l_mut_86_;
                                                        l_mut_86_ = (_e4026 | l_1646_);
                                                    }
                                                }
                                            }
                                            uint _e4031 = l_mut_86_;
                                            uint l_1647_ = min(_e4031, l_1597_);
                                            l_mut_86_ = l_1647_;
                                            uint _e4033 = l_mut_92_;
                                            uint _e4034 = l_mut_389_;
                                            bool l_1648_ = (_e4033 < _e4034);
                                            uint _e4036 = l_mut_92_;
                                            uint _e4037 = l_mut_389_;
                                            bool l_1649_ = (_e4036 == _e4037);
                                            uint _e4039 = l_mut_135_;
                                            uint _e4040 = l_mut_395_;
                                            bool l_1650_ = (_e4039 < _e4040);
                                            if (l_1649_) {
                                                local_94 = l_1650_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1651_ = local_94;
                                            if (!(l_1648_)) {
                                                local_95 = l_1651_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1652_ = local_95;
                                            bool l_1653_ = !(l_1652_);
                                            if (l_1653_) {
                                                l_mut_86_ = l_1597_;
                                            }
                                            uint _e4052 = l_mut_86_;
                                            l_mut_141_ = _e4052;
                                        }
                                        uint _e4053 = l_mut_395_;
                                        uint _e4054 = l_mut_141_;
                                        uint l_1654_ = (_e4053 * _e4054);
                                        uint _e4056 = l_mut_395_;
                                        uint64_t l_2772_ = uint64_t(_e4056);
                                        uint _e4058 = l_mut_141_;
                                        uint64_t l_2773_ = uint64_t(_e4058);
                                        uint64_t l_2774_ = (l_2772_ * l_2773_);
                                        uint64_t l_2775_ = (l_2774_ >> uint(32uL));
                                        uint l_1655_ = uint(l_2775_);
                                        uint _e4067 = l_mut_389_;
                                        uint _e4068 = l_mut_141_;
                                        uint l_1656_ = (_e4067 * _e4068);
                                        uint l_1657_ = (l_1655_ + l_1656_);
                                        uint l_1658_ = (l_1403_ - l_1654_);
                                        uint l_1659_ = (l_1407_ - l_1657_);
                                        bool l_1660_ = (l_1403_ < l_1654_);
                                        uint l_1661_ = uint(l_1660_);
                                        uint l_1662_ = (l_1659_ - l_1661_);
                                        l_mut_1511_ = l_1658_;
                                        l_mut_203_ = l_1662_;
                                        uint _e4076 = l_mut_203_;
                                        uint _e4077 = l_mut_389_;
                                        bool l_1663_ = (_e4076 < _e4077);
                                        uint _e4079 = l_mut_203_;
                                        uint _e4080 = l_mut_389_;
                                        bool l_1664_ = (_e4079 == _e4080);
                                        uint _e4082 = l_mut_1511_;
                                        uint _e4083 = l_mut_395_;
                                        bool l_1665_ = (_e4082 < _e4083);
                                        if (l_1664_) {
                                            local_96 = l_1665_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1666_ = local_96;
                                        if (!(l_1663_)) {
                                            local_97 = l_1666_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1667_ = local_97;
                                        bool l_1668_ = !(l_1667_);
                                        if (l_1668_) {
                                            uint _e4095 = l_mut_1511_;
                                            uint _e4096 = l_mut_395_;
                                            uint l_1669_ = (_e4095 - _e4096);
                                            uint _e4098 = l_mut_203_;
                                            uint _e4099 = l_mut_389_;
                                            uint l_1670_ = (_e4098 - _e4099);
                                            uint _e4101 = l_mut_1511_;
                                            uint _e4102 = l_mut_395_;
                                            bool l_1671_ = (_e4101 < _e4102);
                                            uint l_1672_ = uint(l_1671_);
                                            uint l_1673_ = (l_1670_ - l_1672_);
                                            l_mut_1511_ = l_1669_;
                                            l_mut_203_ = l_1673_;
                                        }
                                    }
                                    uint _e4106 = l_mut_203_;
                                    uint _e4107 = l_mut_209_;
                                    bool l_1674_ = (_e4106 < _e4107);
                                    uint _e4109 = l_mut_203_;
                                    uint _e4110 = l_mut_209_;
                                    bool l_1675_ = (_e4109 == _e4110);
                                    uint _e4112 = l_mut_1511_;
                                    uint _e4113 = l_mut_259_;
                                    bool l_1676_ = (_e4112 < _e4113);
                                    if (l_1675_) {
                                        local_98 = l_1676_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1677_ = local_98;
                                    if (!(l_1674_)) {
                                        local_99 = l_1677_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1678_ = local_99;
                                    if (l_1678_) {
                                        uint _e4124 = l_mut_1511_;
                                        l_mut_259_ = _e4124;
                                        uint _e4125 = l_mut_203_;
                                        l_mut_209_ = _e4125;
                                    }
                                }
                            }
                            uint _e4126 = l_mut_209_;
                            bool l_1679_ = (_e4126 < l_1417_);
                            uint _e4128 = l_mut_209_;
                            bool l_1680_ = (_e4128 == l_1417_);
                            uint _e4130 = l_mut_259_;
                            bool l_1681_ = (_e4130 < l_1413_);
                            if (l_1680_) {
                                local_100 = l_1681_;
                            } else {
                                local_100 = false;
                            }
                            bool l_1682_ = local_100;
                            if (!(l_1679_)) {
                                local_101 = l_1682_;
                            } else {
                                local_101 = true;
                            }
                            bool l_1683_ = local_101;
                            bool l_1684_ = !(l_1683_);
                            uint l_1685_ = uint(l_1684_);
                            uint l_1686_ = (2u - l_1685_);
                            l_mut_265_ = l_1686_;
                        }
                        uint _e4145 = l_mut_265_;
                        bool l_1687_ = (_e4145 > 0u);
                        if (l_1687_) {
                            uint _e4148 = l_mut_265_;
                            bool l_1688_ = (_e4148 == 1u);
                            l_mut_659_ = l_1688_;
                            l_mut_635_ = false;
                        }
                    }
                    l_mut_364_ = false;
                    uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                        loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                        bool _e4153 = l_mut_635_;
                        bool l_1689_ = !(_e4153);
                        if (l_1689_) {
                            break;
                        }
                        uint _e4155 = l_mut_452_;
                        l_mut_1511_ = _e4155;
                        uint _e4156 = l_mut_451_;
                        l_mut_395_ = _e4156;
                        bool _e4157 = l_mut_364_;
                        if (_e4157) {
                            uint _e4158 = l_mut_448_;
                            l_mut_1511_ = _e4158;
                            uint _e4159 = l_mut_447_;
                            l_mut_395_ = _e4159;
                        }
                        uint _e4160 = l_mut_435_;
                        uint _e4161 = l_mut_395_;
                        bool l_1690_ = (_e4160 < _e4161);
                        uint _e4163 = l_mut_435_;
                        uint _e4164 = l_mut_395_;
                        bool l_1691_ = (_e4163 == _e4164);
                        uint _e4166 = l_mut_446_;
                        uint _e4167 = l_mut_1511_;
                        bool l_1692_ = (_e4166 < _e4167);
                        if (l_1691_) {
                            local_102 = l_1692_;
                        } else {
                            local_102 = false;
                        }
                        bool l_1693_ = local_102;
                        if (!(l_1690_)) {
                            local_103 = l_1693_;
                        } else {
                            local_103 = true;
                        }
                        bool l_1694_ = local_103;
                        bool l_1695_ = !(l_1694_);
                        bool _e4179 = l_mut_364_;
                        bool l_1696_ = (l_1695_ != _e4179);
                        if (l_1696_) {
                            uint _e4181 = l_mut_452_;
                            l_mut_1511_ = _e4181;
                            uint _e4182 = l_mut_451_;
                            l_mut_395_ = _e4182;
                            uint _e4183 = l_mut_448_;
                            l_mut_452_ = _e4183;
                            uint _e4184 = l_mut_447_;
                            l_mut_451_ = _e4184;
                            uint _e4185 = l_mut_1511_;
                            l_mut_448_ = _e4185;
                            uint _e4186 = l_mut_395_;
                            l_mut_447_ = _e4186;
                            uint _e4187 = l_mut_428_;
                            l_mut_1511_ = _e4187;
                            uint _e4188 = l_mut_401_;
                            l_mut_428_ = _e4188;
                            uint _e4189 = l_mut_1511_;
                            l_mut_401_ = _e4189;
                            l_mut_364_ = l_1695_;
                        }
                        uint _e4190 = l_mut_452_;
                        uint _e4191 = l_mut_446_;
                        uint l_1697_ = (_e4190 - _e4191);
                        uint _e4193 = l_mut_451_;
                        uint _e4194 = l_mut_435_;
                        uint l_1698_ = (_e4193 - _e4194);
                        uint _e4196 = l_mut_452_;
                        uint _e4197 = l_mut_446_;
                        bool l_1699_ = (_e4196 < _e4197);
                        uint l_1700_ = uint(l_1699_);
                        uint l_1701_ = (l_1698_ - l_1700_);
                        l_mut_1511_ = l_1697_;
                        l_mut_395_ = l_1701_;
                        bool _e4201 = l_mut_364_;
                        if (_e4201) {
                            uint _e4202 = l_mut_446_;
                            uint l_1702_ = (_e4202 - l_1413_);
                            uint _e4204 = l_mut_435_;
                            uint l_1703_ = (_e4204 - l_1417_);
                            uint _e4206 = l_mut_446_;
                            bool l_1704_ = (_e4206 < l_1413_);
                            uint l_1705_ = uint(l_1704_);
                            uint l_1706_ = (l_1703_ - l_1705_);
                            l_mut_1511_ = l_1702_;
                            l_mut_395_ = l_1706_;
                        }
                        uint _e4210 = l_mut_452_;
                        l_mut_389_ = _e4210;
                        uint _e4211 = l_mut_451_;
                        l_mut_265_ = _e4211;
                        uint _e4212 = l_mut_395_;
                        uint _e4213 = l_mut_451_;
                        bool l_1707_ = (_e4212 < _e4213);
                        uint _e4215 = l_mut_395_;
                        uint _e4216 = l_mut_451_;
                        bool l_1708_ = (_e4215 == _e4216);
                        uint _e4218 = l_mut_1511_;
                        uint _e4219 = l_mut_452_;
                        bool l_1709_ = (_e4218 < _e4219);
                        if (l_1708_) {
                            local_104 = l_1709_;
                        } else {
                            local_104 = false;
                        }
                        bool l_1710_ = local_104;
                        if (!(l_1707_)) {
                            local_105 = l_1710_;
                        } else {
                            local_105 = true;
                        }
                        bool l_1711_ = local_105;
                        if (l_1711_) {
                            uint _e4230 = l_mut_1511_;
                            l_mut_389_ = _e4230;
                            uint _e4231 = l_mut_395_;
                            l_mut_265_ = _e4231;
                        }
                        l_mut_357_ = false;
                        uint _e4233 = l_mut_389_;
                        l_mut_1511_ = _e4233;
                        uint _e4234 = l_mut_265_;
                        l_mut_395_ = _e4234;
                        if (false) {
                            uint _e4237 = l_mut_265_;
                            uint l_1714_ = (_e4237 >> 3u);
                            l_mut_1511_ = l_1714_;
                            l_mut_395_ = 0u;
                        } else {
                            if (true) {
                                uint _e4241 = l_mut_389_;
                                l_mut_259_ = _e4241;
                                if (true) {
                                    uint _e4243 = l_mut_389_;
                                    uint l_1717_ = (_e4243 >> 3u);
                                    uint _e4246 = l_mut_265_;
                                    uint l_1718_ = (_e4246 << 29u);
                                    uint l_1719_ = (l_1717_ | l_1718_);
                                    l_mut_259_ = l_1719_;
                                }
                                uint _e4250 = l_mut_265_;
                                uint l_1720_ = (_e4250 >> 3u);
                                uint _e4253 = l_mut_259_;
                                l_mut_1511_ = _e4253;
                                l_mut_395_ = l_1720_;
                            }
                        }
                        uint _e4254 = l_mut_395_;
                        uint _e4255 = l_mut_447_;
                        bool l_1721_ = (_e4254 < _e4255);
                        uint _e4257 = l_mut_395_;
                        uint _e4258 = l_mut_447_;
                        bool l_1722_ = (_e4257 == _e4258);
                        uint _e4260 = l_mut_1511_;
                        uint _e4261 = l_mut_448_;
                        bool l_1723_ = (_e4260 < _e4261);
                        if (l_1722_) {
                            local_106 = l_1723_;
                        } else {
                            local_106 = false;
                        }
                        bool l_1724_ = local_106;
                        if (!(l_1721_)) {
                            local_107 = l_1724_;
                        } else {
                            local_107 = true;
                        }
                        bool l_1725_ = local_107;
                        bool l_1726_ = !(l_1725_);
                        l_mut_357_ = l_1726_;
                        l_mut_1511_ = 0u;
                        uint _e4274 = l_mut_448_;
                        uint _e4275 = l_mut_447_;
                        uint l_1727_ = (_e4274 | _e4275);
                        bool l_1728_ = (l_1727_ == 0u);
                        bool l_1729_ = !(l_1728_);
                        bool _e4280 = l_mut_357_;
                        if (_e4280) {
                            local_108 = l_1729_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1730_ = local_108;
                        uint _e4285 = l_mut_447_;
                        uint _e4286 = l_mut_265_;
                        bool l_1731_ = (_e4285 < _e4286);
                        uint _e4288 = l_mut_447_;
                        uint _e4289 = l_mut_265_;
                        bool l_1732_ = (_e4288 == _e4289);
                        uint _e4291 = l_mut_448_;
                        uint _e4292 = l_mut_389_;
                        bool l_1733_ = (_e4291 < _e4292);
                        if (l_1732_) {
                            local_109 = l_1733_;
                        } else {
                            local_109 = false;
                        }
                        bool l_1734_ = local_109;
                        if (!(l_1731_)) {
                            local_110 = l_1734_;
                        } else {
                            local_110 = true;
                        }
                        bool l_1735_ = local_110;
                        if (l_1730_) {
                            local_111 = l_1735_;
                        } else {
                            local_111 = false;
                        }
                        bool l_1736_ = local_111;
                        uint _e4307 = l_mut_428_;
                        uint _e4308 = l_mut_401_;
                        uint l_1737_ = (_e4307 + _e4308);
                        bool l_1738_ = (l_1737_ < l_881_);
                        if (l_1736_) {
                            local_112 = l_1738_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1739_ = local_112;
                        if (l_1739_) {
                            uint _e4315 = l_mut_428_;
                            uint l_1740_ = (l_881_ - _e4315);
                            uint _e4317 = l_mut_401_;
                            uint l_1741_ = (l_1740_ - _e4317);
                            uint _e4319 = l_mut_428_;
                            uint l_1742_ = naga_div(l_1741_, _e4319);
                            uint _e4321 = l_mut_389_;
                            uint l_1743_ = (_e4321 - 1u);
                            uint _e4324 = l_mut_265_;
                            uint l_1744_ = (_e4324 - 0u);
                            uint _e4327 = l_mut_389_;
                            bool l_1745_ = (_e4327 < 1u);
                            uint l_1746_ = uint(l_1745_);
                            uint l_1747_ = (l_1744_ - l_1746_);
                            l_mut_395_ = l_1743_;
                            l_mut_389_ = l_1747_;
                            l_mut_265_ = 0u;
                            l_mut_1748_ = 0u;
                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                            bool loop_init_7 = true;
                            while(true) {
                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                if (!loop_init_7) {
                                    uint _e4420 = l_mut_1748_;
                                    l_mut_1748_ = (_e4420 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e4335 = l_mut_1748_;
                                if ((_e4335 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e4339 = l_mut_1748_;
                                    uint l_1749_ = (19u - _e4339);
                                    uint _e4341 = l_mut_395_;
                                    l_mut_259_ = _e4341;
                                    uint _e4342 = l_mut_389_;
                                    l_mut_209_ = _e4342;
                                    bool l_1750_ = (l_1749_ >= 32u);
                                    if (l_1750_) {
                                        uint l_1751_ = (l_1749_ & 31u);
                                        uint _e4347 = l_mut_389_;
                                        uint l_1752_ = (_e4347 >> l_1751_);
                                        l_mut_259_ = l_1752_;
                                        l_mut_209_ = 0u;
                                    } else {
                                        bool l_1753_ = (l_1749_ > 0u);
                                        if (l_1753_) {
                                            uint _e4352 = l_mut_395_;
                                            l_mut_203_ = _e4352;
                                            bool l_1754_ = (l_1749_ > 0u);
                                            if (l_1754_) {
                                                uint _e4355 = l_mut_395_;
                                                uint l_1755_ = (_e4355 >> l_1749_);
                                                uint l_1756_ = (32u - l_1749_);
                                                uint _e4359 = l_mut_389_;
                                                uint l_1757_ = (_e4359 << l_1756_);
                                                uint l_1758_ = (l_1755_ | l_1757_);
                                                l_mut_203_ = l_1758_;
                                            }
                                            uint _e4362 = l_mut_389_;
                                            uint l_1759_ = (_e4362 >> l_1749_);
                                            uint _e4364 = l_mut_203_;
                                            l_mut_259_ = _e4364;
                                            l_mut_209_ = l_1759_;
                                        }
                                    }
                                    uint _e4365 = l_mut_209_;
                                    uint _e4366 = l_mut_447_;
                                    bool l_1760_ = (_e4365 < _e4366);
                                    uint _e4368 = l_mut_209_;
                                    uint _e4369 = l_mut_447_;
                                    bool l_1761_ = (_e4368 == _e4369);
                                    uint _e4371 = l_mut_259_;
                                    uint _e4372 = l_mut_448_;
                                    bool l_1762_ = (_e4371 < _e4372);
                                    if (l_1761_) {
                                        local_113 = l_1762_;
                                    } else {
                                        local_113 = false;
                                    }
                                    bool l_1763_ = local_113;
                                    if (!(l_1760_)) {
                                        local_114 = l_1763_;
                                    } else {
                                        local_114 = true;
                                    }
                                    bool l_1764_ = local_114;
                                    bool l_1765_ = !(l_1764_);
                                    if (l_1765_) {
                                        uint _e4384 = l_mut_448_;
                                        l_mut_259_ = _e4384;
                                        uint _e4385 = l_mut_447_;
                                        l_mut_209_ = _e4385;
                                        bool l_1766_ = (l_1749_ >= 32u);
                                        if (l_1766_) {
                                            uint l_1767_ = (l_1749_ & 31u);
                                            uint _e4390 = l_mut_448_;
                                            uint l_1768_ = (_e4390 << l_1767_);
                                            l_mut_259_ = 0u;
                                            l_mut_209_ = l_1768_;
                                        } else {
                                            bool l_1769_ = (l_1749_ > 0u);
                                            if (l_1769_) {
                                                uint _e4395 = l_mut_448_;
                                                uint l_1770_ = (_e4395 << l_1749_);
                                                uint _e4397 = l_mut_447_;
                                                uint l_1771_ = (_e4397 << l_1749_);
                                                uint l_1772_ = (32u - l_1749_);
                                                uint _e4401 = l_mut_448_;
                                                uint l_1773_ = (_e4401 >> l_1772_);
                                                uint l_1774_ = (l_1771_ | l_1773_);
                                                l_mut_259_ = l_1770_;
                                                l_mut_209_ = l_1774_;
                                            }
                                        }
                                        uint _e4404 = l_mut_395_;
                                        uint _e4405 = l_mut_259_;
                                        uint l_1775_ = (_e4404 - _e4405);
                                        uint _e4407 = l_mut_389_;
                                        uint _e4408 = l_mut_209_;
                                        uint l_1776_ = (_e4407 - _e4408);
                                        uint _e4410 = l_mut_395_;
                                        uint _e4411 = l_mut_259_;
                                        bool l_1777_ = (_e4410 < _e4411);
                                        uint l_1778_ = uint(l_1777_);
                                        uint l_1779_ = (l_1776_ - l_1778_);
                                        l_mut_395_ = l_1775_;
                                        l_mut_389_ = l_1779_;
                                        uint l_1780_ = (1u << l_1749_);
                                        uint _e4417 = l_mut_265_;
                                        l_mut_265_ = (_e4417 | l_1780_);
                                    }
                                }
                            }
                            uint _e4422 = l_mut_265_;
                            uint l_1781_ = min(_e4422, l_1742_);
                            l_mut_265_ = l_1781_;
                            uint _e4424 = l_mut_389_;
                            uint _e4425 = l_mut_447_;
                            bool l_1782_ = (_e4424 < _e4425);
                            uint _e4427 = l_mut_389_;
                            uint _e4428 = l_mut_447_;
                            bool l_1783_ = (_e4427 == _e4428);
                            uint _e4430 = l_mut_395_;
                            uint _e4431 = l_mut_448_;
                            bool l_1784_ = (_e4430 < _e4431);
                            if (l_1783_) {
                                local_115 = l_1784_;
                            } else {
                                local_115 = false;
                            }
                            bool l_1785_ = local_115;
                            if (!(l_1782_)) {
                                local_116 = l_1785_;
                            } else {
                                local_116 = true;
                            }
                            bool l_1786_ = local_116;
                            bool l_1787_ = !(l_1786_);
                            if (l_1787_) {
                                l_mut_265_ = l_1742_;
                            }
                            uint _e4443 = l_mut_265_;
                            l_mut_1511_ = _e4443;
                        }
                        uint _e4444 = l_mut_452_;
                        l_mut_395_ = _e4444;
                        uint _e4445 = l_mut_451_;
                        l_mut_389_ = _e4445;
                        uint _e4446 = l_mut_448_;
                        l_mut_265_ = _e4446;
                        uint _e4447 = l_mut_447_;
                        l_mut_259_ = _e4447;
                        uint _e4448 = l_mut_428_;
                        l_mut_209_ = _e4448;
                        uint _e4449 = l_mut_401_;
                        l_mut_203_ = _e4449;
                        uint _e4450 = l_mut_446_;
                        l_mut_141_ = _e4450;
                        uint _e4451 = l_mut_435_;
                        l_mut_135_ = _e4451;
                        l_mut_92_ = 0u;
                        uint _e4453 = l_mut_1511_;
                        bool l_1788_ = (_e4453 > 0u);
                        if (l_1788_) {
                            uint _e4456 = l_mut_448_;
                            uint _e4457 = l_mut_1511_;
                            uint l_1789_ = (_e4456 * _e4457);
                            uint _e4459 = l_mut_448_;
                            uint64_t l_2777_ = uint64_t(_e4459);
                            uint _e4461 = l_mut_1511_;
                            uint64_t l_2778_ = uint64_t(_e4461);
                            uint64_t l_2779_ = (l_2777_ * l_2778_);
                            uint64_t l_2780_ = (l_2779_ >> uint(32uL));
                            uint l_1790_ = uint(l_2780_);
                            uint _e4470 = l_mut_447_;
                            uint _e4471 = l_mut_1511_;
                            uint l_1791_ = (_e4470 * _e4471);
                            uint l_1792_ = (l_1790_ + l_1791_);
                            bool _e4474 = l_mut_364_;
                            if (_e4474) {
                                uint _e4475 = l_mut_446_;
                                uint l_1793_ = (_e4475 - l_1789_);
                                uint _e4477 = l_mut_435_;
                                uint l_1794_ = (_e4477 - l_1792_);
                                uint _e4479 = l_mut_446_;
                                bool l_1795_ = (_e4479 < l_1789_);
                                uint l_1796_ = uint(l_1795_);
                                uint l_1797_ = (l_1794_ - l_1796_);
                                l_mut_141_ = l_1793_;
                                l_mut_135_ = l_1797_;
                            }
                            uint _e4483 = l_mut_452_;
                            uint l_1798_ = (_e4483 - l_1789_);
                            uint _e4485 = l_mut_451_;
                            uint l_1799_ = (_e4485 - l_1792_);
                            uint _e4487 = l_mut_452_;
                            bool l_1800_ = (_e4487 < l_1789_);
                            uint l_1801_ = uint(l_1800_);
                            uint l_1802_ = (l_1799_ - l_1801_);
                            l_mut_395_ = l_1798_;
                            l_mut_389_ = l_1802_;
                            uint _e4491 = l_mut_1511_;
                            uint _e4492 = l_mut_428_;
                            uint l_1803_ = (_e4491 * _e4492);
                            uint _e4494 = l_mut_401_;
                            uint l_1804_ = (_e4494 + l_1803_);
                            l_mut_203_ = l_1804_;
                        } else {
                            bool _e4496 = l_mut_364_;
                            if (_e4496) {
                                uint _e4497 = l_mut_446_;
                                uint _e4498 = l_mut_448_;
                                uint l_1805_ = (_e4497 - _e4498);
                                uint _e4500 = l_mut_435_;
                                uint _e4501 = l_mut_447_;
                                uint l_1806_ = (_e4500 - _e4501);
                                uint _e4503 = l_mut_446_;
                                uint _e4504 = l_mut_448_;
                                bool l_1807_ = (_e4503 < _e4504);
                                uint l_1808_ = uint(l_1807_);
                                uint l_1809_ = (l_1806_ - l_1808_);
                                l_mut_141_ = l_1805_;
                                l_mut_135_ = l_1809_;
                                uint _e4508 = l_mut_135_;
                                bool l_1810_ = (_e4508 < l_1417_);
                                uint _e4510 = l_mut_135_;
                                bool l_1811_ = (_e4510 == l_1417_);
                                uint _e4512 = l_mut_141_;
                                bool l_1812_ = (_e4512 < l_1413_);
                                if (l_1811_) {
                                    local_117 = l_1812_;
                                } else {
                                    local_117 = false;
                                }
                                bool l_1813_ = local_117;
                                if (!(l_1810_)) {
                                    local_118 = l_1813_;
                                } else {
                                    local_118 = true;
                                }
                                bool l_1814_ = local_118;
                                if (l_1814_) {
                                    l_mut_92_ = 2u;
                                }
                            }
                            uint _e4524 = l_mut_92_;
                            bool l_1815_ = (_e4524 == 0u);
                            if (l_1815_) {
                                uint _e4527 = l_mut_428_;
                                uint l_1816_ = (l_881_ - _e4527);
                                uint _e4529 = l_mut_401_;
                                uint l_1817_ = naga_div(l_1816_, _e4529);
                                l_mut_1511_ = 0u;
                                l_mut_357_ = false;
                                uint _e4533 = l_mut_448_;
                                l_mut_86_ = _e4533;
                                uint _e4534 = l_mut_447_;
                                l_mut_80_ = _e4534;
                                if (false) {
                                    uint _e4537 = l_mut_447_;
                                    uint l_1820_ = (_e4537 >> 3u);
                                    l_mut_86_ = l_1820_;
                                    l_mut_80_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e4541 = l_mut_448_;
                                        l_mut_65_ = _e4541;
                                        if (true) {
                                            uint _e4543 = l_mut_448_;
                                            uint l_1823_ = (_e4543 >> 3u);
                                            uint _e4546 = l_mut_447_;
                                            uint l_1824_ = (_e4546 << 29u);
                                            uint l_1825_ = (l_1823_ | l_1824_);
                                            l_mut_65_ = l_1825_;
                                        }
                                        uint _e4550 = l_mut_447_;
                                        uint l_1826_ = (_e4550 >> 3u);
                                        uint _e4553 = l_mut_65_;
                                        l_mut_86_ = _e4553;
                                        l_mut_80_ = l_1826_;
                                    }
                                }
                                uint _e4554 = l_mut_80_;
                                uint _e4555 = l_mut_451_;
                                bool l_1827_ = (_e4554 < _e4555);
                                uint _e4557 = l_mut_80_;
                                uint _e4558 = l_mut_451_;
                                bool l_1828_ = (_e4557 == _e4558);
                                uint _e4560 = l_mut_86_;
                                uint _e4561 = l_mut_452_;
                                bool l_1829_ = (_e4560 < _e4561);
                                if (l_1828_) {
                                    local_119 = l_1829_;
                                } else {
                                    local_119 = false;
                                }
                                bool l_1830_ = local_119;
                                if (!(l_1827_)) {
                                    local_120 = l_1830_;
                                } else {
                                    local_120 = true;
                                }
                                bool l_1831_ = local_120;
                                bool l_1832_ = !(l_1831_);
                                l_mut_357_ = l_1832_;
                                uint _e4573 = l_mut_452_;
                                uint _e4574 = l_mut_451_;
                                uint l_1833_ = (_e4573 | _e4574);
                                bool l_1834_ = (l_1833_ == 0u);
                                if (l_1834_) {
                                    l_mut_1511_ = l_1817_;
                                } else {
                                    bool _e4578 = l_mut_357_;
                                    if (_e4578) {
                                        uint _e4579 = l_mut_451_;
                                        uint _e4580 = l_mut_447_;
                                        bool l_1835_ = (_e4579 < _e4580);
                                        uint _e4582 = l_mut_451_;
                                        uint _e4583 = l_mut_447_;
                                        bool l_1836_ = (_e4582 == _e4583);
                                        uint _e4585 = l_mut_452_;
                                        uint _e4586 = l_mut_448_;
                                        bool l_1837_ = (_e4585 < _e4586);
                                        if (l_1836_) {
                                            local_121 = l_1837_;
                                        } else {
                                            local_121 = false;
                                        }
                                        bool l_1838_ = local_121;
                                        if (!(l_1835_)) {
                                            local_122 = l_1838_;
                                        } else {
                                            local_122 = true;
                                        }
                                        bool l_1839_ = local_122;
                                        if (l_1839_) {
                                            uint _e4597 = l_mut_448_;
                                            uint l_1840_ = (_e4597 - 1u);
                                            uint _e4600 = l_mut_447_;
                                            uint l_1841_ = (_e4600 - 0u);
                                            uint _e4603 = l_mut_448_;
                                            bool l_1842_ = (_e4603 < 1u);
                                            uint l_1843_ = uint(l_1842_);
                                            uint l_1844_ = (l_1841_ - l_1843_);
                                            l_mut_86_ = l_1840_;
                                            l_mut_80_ = l_1844_;
                                            l_mut_65_ = 0u;
                                            l_mut_1845_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4696 = l_mut_1845_;
                                                    l_mut_1845_ = (_e4696 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4611 = l_mut_1845_;
                                                if ((_e4611 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4615 = l_mut_1845_;
                                                    uint l_1846_ = (19u - _e4615);
                                                    uint _e4617 = l_mut_86_;
                                                    l_mut_30_ = _e4617;
                                                    uint _e4618 = l_mut_80_;
                                                    l_mut_1847_ = _e4618;
                                                    bool l_1848_ = (l_1846_ >= 32u);
                                                    if (l_1848_) {
                                                        uint l_1849_ = (l_1846_ & 31u);
                                                        uint _e4623 = l_mut_80_;
                                                        uint l_1850_ = (_e4623 >> l_1849_);
                                                        l_mut_30_ = l_1850_;
                                                        l_mut_1847_ = 0u;
                                                    } else {
                                                        bool l_1851_ = (l_1846_ > 0u);
                                                        if (l_1851_) {
                                                            uint _e4628 = l_mut_86_;
                                                            l_mut_1852_ = _e4628;
                                                            bool l_1853_ = (l_1846_ > 0u);
                                                            if (l_1853_) {
                                                                uint _e4631 = l_mut_86_;
                                                                uint l_1854_ = (_e4631 >> l_1846_);
                                                                uint l_1855_ = (32u - l_1846_);
                                                                uint _e4635 = l_mut_80_;
                                                                uint l_1856_ = (_e4635 << l_1855_);
                                                                uint l_1857_ = (l_1854_ | l_1856_);
                                                                l_mut_1852_ = l_1857_;
                                                            }
                                                            uint _e4638 = l_mut_80_;
                                                            uint l_1858_ = (_e4638 >> l_1846_);
                                                            uint _e4640 = l_mut_1852_;
                                                            l_mut_30_ = _e4640;
                                                            l_mut_1847_ = l_1858_;
                                                        }
                                                    }
                                                    uint _e4641 = l_mut_1847_;
                                                    uint _e4642 = l_mut_451_;
                                                    bool l_1859_ = (_e4641 < _e4642);
                                                    uint _e4644 = l_mut_1847_;
                                                    uint _e4645 = l_mut_451_;
                                                    bool l_1860_ = (_e4644 == _e4645);
                                                    uint _e4647 = l_mut_30_;
                                                    uint _e4648 = l_mut_452_;
                                                    bool l_1861_ = (_e4647 < _e4648);
                                                    if (l_1860_) {
                                                        local_123 = l_1861_;
                                                    } else {
                                                        local_123 = false;
                                                    }
                                                    bool l_1862_ = local_123;
                                                    if (!(l_1859_)) {
                                                        local_124 = l_1862_;
                                                    } else {
                                                        local_124 = true;
                                                    }
                                                    bool l_1863_ = local_124;
                                                    bool l_1864_ = !(l_1863_);
                                                    if (l_1864_) {
                                                        uint _e4660 = l_mut_452_;
                                                        l_mut_1852_ = _e4660;
                                                        uint _e4661 = l_mut_451_;
                                                        l_mut_1847_ = _e4661;
                                                        bool l_1865_ = (l_1846_ >= 32u);
                                                        if (l_1865_) {
                                                            uint l_1866_ = (l_1846_ & 31u);
                                                            uint _e4666 = l_mut_452_;
                                                            uint l_1867_ = (_e4666 << l_1866_);
                                                            l_mut_1852_ = 0u;
                                                            l_mut_1847_ = l_1867_;
                                                        } else {
                                                            bool l_1868_ = (l_1846_ > 0u);
                                                            if (l_1868_) {
                                                                uint _e4671 = l_mut_452_;
                                                                uint l_1869_ = (_e4671 << l_1846_);
                                                                uint _e4673 = l_mut_451_;
                                                                uint l_1870_ = (_e4673 << l_1846_);
                                                                uint l_1871_ = (32u - l_1846_);
                                                                uint _e4677 = l_mut_452_;
                                                                uint l_1872_ = (_e4677 >> l_1871_);
                                                                uint l_1873_ = (l_1870_ | l_1872_);
                                                                l_mut_1852_ = l_1869_;
                                                                l_mut_1847_ = l_1873_;
                                                            }
                                                        }
                                                        uint _e4680 = l_mut_86_;
                                                        uint _e4681 = l_mut_1852_;
                                                        uint l_1874_ = (_e4680 - _e4681);
                                                        uint _e4683 = l_mut_80_;
                                                        uint _e4684 = l_mut_1847_;
                                                        uint l_1875_ = (_e4683 - _e4684);
                                                        uint _e4686 = l_mut_86_;
                                                        uint _e4687 = l_mut_1852_;
                                                        bool l_1876_ = (_e4686 < _e4687);
                                                        uint l_1877_ = uint(l_1876_);
                                                        uint l_1878_ = (l_1875_ - l_1877_);
                                                        l_mut_86_ = l_1874_;
                                                        l_mut_80_ = l_1878_;
                                                        uint l_1879_ = (1u << l_1846_);
                                                        uint _e4693 = l_mut_65_;
                                                        l_mut_65_ = (_e4693 | l_1879_);
                                                    }
                                                }
                                            }
                                            uint _e4698 = l_mut_65_;
                                            uint l_1880_ = min(_e4698, l_1817_);
                                            l_mut_1852_ = l_1880_;
                                            uint _e4700 = l_mut_80_;
                                            uint _e4701 = l_mut_451_;
                                            bool l_1881_ = (_e4700 < _e4701);
                                            uint _e4703 = l_mut_80_;
                                            uint _e4704 = l_mut_451_;
                                            bool l_1882_ = (_e4703 == _e4704);
                                            uint _e4706 = l_mut_86_;
                                            uint _e4707 = l_mut_452_;
                                            bool l_1883_ = (_e4706 < _e4707);
                                            if (l_1882_) {
                                                local_125 = l_1883_;
                                            } else {
                                                local_125 = false;
                                            }
                                            bool l_1884_ = local_125;
                                            if (!(l_1881_)) {
                                                local_126 = l_1884_;
                                            } else {
                                                local_126 = true;
                                            }
                                            bool l_1885_ = local_126;
                                            bool l_1886_ = !(l_1885_);
                                            if (l_1886_) {
                                                l_mut_1852_ = l_1817_;
                                            }
                                            uint _e4719 = l_mut_1852_;
                                            l_mut_1511_ = _e4719;
                                        }
                                    } else {
                                        uint _e4720 = l_mut_448_;
                                        l_mut_1852_ = _e4720;
                                        uint _e4721 = l_mut_447_;
                                        l_mut_1847_ = _e4721;
                                        uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                                            loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                                            uint _e4722 = l_mut_451_;
                                            uint _e4723 = l_mut_1847_;
                                            bool l_1887_ = (_e4722 < _e4723);
                                            uint _e4725 = l_mut_451_;
                                            uint _e4726 = l_mut_1847_;
                                            bool l_1888_ = (_e4725 == _e4726);
                                            uint _e4728 = l_mut_452_;
                                            uint _e4729 = l_mut_1852_;
                                            bool l_1889_ = (_e4728 < _e4729);
                                            if (l_1888_) {
                                                local_127 = l_1889_;
                                            } else {
                                                local_127 = false;
                                            }
                                            bool l_1890_ = local_127;
                                            if (!(l_1887_)) {
                                                local_128 = l_1890_;
                                            } else {
                                                local_128 = true;
                                            }
                                            bool l_1891_ = local_128;
                                            uint _e4740 = l_mut_1511_;
                                            uint _e4741 = l_mut_401_;
                                            uint l_1892_ = (_e4740 * _e4741);
                                            uint _e4743 = l_mut_428_;
                                            uint l_1893_ = (_e4743 + l_1892_);
                                            uint _e4745 = l_mut_401_;
                                            uint l_1894_ = (l_1893_ + _e4745);
                                            bool l_1895_ = (l_1894_ < l_881_);
                                            if (l_1891_) {
                                                local_129 = l_1895_;
                                            } else {
                                                local_129 = false;
                                            }
                                            bool l_1896_ = local_129;
                                            bool l_1897_ = !(l_1896_);
                                            if (l_1897_) {
                                                break;
                                            }
                                            uint _e4753 = l_mut_1852_;
                                            uint _e4754 = l_mut_452_;
                                            uint l_1898_ = (_e4753 - _e4754);
                                            uint _e4756 = l_mut_1847_;
                                            uint _e4757 = l_mut_451_;
                                            uint l_1899_ = (_e4756 - _e4757);
                                            uint _e4759 = l_mut_1852_;
                                            uint _e4760 = l_mut_452_;
                                            bool l_1900_ = (_e4759 < _e4760);
                                            uint l_1901_ = uint(l_1900_);
                                            uint l_1902_ = (l_1899_ - l_1901_);
                                            l_mut_1852_ = l_1898_;
                                            l_mut_1847_ = l_1902_;
                                            uint _e4764 = l_mut_1511_;
                                            l_mut_1511_ = (_e4764 + 1u);
                                        }
                                    }
                                }
                                uint _e4767 = l_mut_1511_;
                                uint _e4768 = l_mut_401_;
                                uint l_1903_ = (_e4767 * _e4768);
                                uint _e4770 = l_mut_428_;
                                uint l_1904_ = (_e4770 + l_1903_);
                                uint _e4772 = l_mut_401_;
                                uint l_1905_ = (l_1904_ + _e4772);
                                bool l_1906_ = (l_1905_ >= l_881_);
                                if (l_1906_) {
                                    l_mut_92_ = 1u;
                                } else {
                                    uint _e4776 = l_mut_452_;
                                    uint _e4777 = l_mut_1511_;
                                    uint l_1907_ = (_e4776 * _e4777);
                                    uint _e4779 = l_mut_452_;
                                    uint64_t l_2782_ = uint64_t(_e4779);
                                    uint _e4781 = l_mut_1511_;
                                    uint64_t l_2783_ = uint64_t(_e4781);
                                    uint64_t l_2784_ = (l_2782_ * l_2783_);
                                    uint64_t l_2785_ = (l_2784_ >> uint(32uL));
                                    uint l_1908_ = uint(l_2785_);
                                    uint _e4790 = l_mut_451_;
                                    uint _e4791 = l_mut_1511_;
                                    uint l_1909_ = (_e4790 * _e4791);
                                    uint l_1910_ = (l_1908_ + l_1909_);
                                    uint _e4794 = l_mut_448_;
                                    uint l_1911_ = (_e4794 - l_1907_);
                                    uint _e4796 = l_mut_447_;
                                    uint l_1912_ = (_e4796 - l_1910_);
                                    uint _e4798 = l_mut_448_;
                                    bool l_1913_ = (_e4798 < l_1907_);
                                    uint l_1914_ = uint(l_1913_);
                                    uint l_1915_ = (l_1912_ - l_1914_);
                                    l_mut_265_ = l_1911_;
                                    l_mut_259_ = l_1915_;
                                    uint _e4802 = l_mut_1511_;
                                    uint _e4803 = l_mut_401_;
                                    uint l_1916_ = (_e4802 * _e4803);
                                    uint _e4805 = l_mut_428_;
                                    uint l_1917_ = (_e4805 + l_1916_);
                                    l_mut_209_ = l_1917_;
                                    uint _e4807 = l_mut_452_;
                                    uint _e4808 = l_mut_265_;
                                    uint l_1918_ = (_e4807 - _e4808);
                                    uint _e4810 = l_mut_451_;
                                    uint _e4811 = l_mut_259_;
                                    uint l_1919_ = (_e4810 - _e4811);
                                    uint _e4813 = l_mut_452_;
                                    uint _e4814 = l_mut_265_;
                                    bool l_1920_ = (_e4813 < _e4814);
                                    uint l_1921_ = uint(l_1920_);
                                    uint l_1922_ = (l_1919_ - l_1921_);
                                    l_mut_395_ = l_1918_;
                                    l_mut_389_ = l_1922_;
                                    uint _e4818 = l_mut_401_;
                                    uint _e4819 = l_mut_209_;
                                    uint l_1923_ = (_e4818 + _e4819);
                                    l_mut_203_ = l_1923_;
                                }
                            }
                        }
                        uint _e4821 = l_mut_395_;
                        l_mut_452_ = _e4821;
                        uint _e4822 = l_mut_389_;
                        l_mut_451_ = _e4822;
                        uint _e4823 = l_mut_265_;
                        l_mut_448_ = _e4823;
                        uint _e4824 = l_mut_259_;
                        l_mut_447_ = _e4824;
                        uint _e4825 = l_mut_209_;
                        l_mut_428_ = _e4825;
                        uint _e4826 = l_mut_203_;
                        l_mut_401_ = _e4826;
                        uint _e4827 = l_mut_141_;
                        l_mut_446_ = _e4827;
                        uint _e4828 = l_mut_135_;
                        l_mut_435_ = _e4828;
                        uint _e4829 = l_mut_92_;
                        bool l_1924_ = (_e4829 == 1u);
                        l_mut_659_ = l_1924_;
                        uint _e4832 = l_mut_92_;
                        bool l_1925_ = (_e4832 == 0u);
                        l_mut_635_ = l_1925_;
                    }
                    bool _e4835 = l_mut_659_;
                    bool l_1926_ = !(_e4835);
                    if (l_880_) {
                        local_130 = l_1926_;
                    } else {
                        local_130 = false;
                    }
                    bool l_1927_ = local_130;
                    if (l_1927_) {
                        uint _e4842 = l_mut_878_;
                        uint l_1928_ = (1u << _e4842);
                        uint _e4844 = l_mut_800_;
                        l_mut_800_ = (_e4844 | l_1928_);
                        uint _e4846 = l_mut_795_;
                        l_mut_795_ = (_e4846 + 1u);
                        uint l_1929_ = (l_879_ + l_877_);
                        uint l_1930_ = min(l_1929_, l_46_);
                        l_mut_1852_ = 0u;
                        l_mut_1931_ = l_879_;
                        uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                        bool loop_init_9 = true;
                        while(true) {
                            if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                            loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                            if (!loop_init_9) {
                                uint _e5368 = l_mut_1931_;
                                l_mut_1931_ = (_e5368 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e4853 = l_mut_1931_;
                            if ((_e4853 < l_1930_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4855 = l_mut_1931_;
                                uint l_1932_ = (l_49_ * _e4855);
                                uint64_t l_2787_ = uint64_t(l_49_);
                                uint _e4858 = l_mut_1931_;
                                uint64_t l_2788_ = uint64_t(_e4858);
                                uint64_t l_2789_ = (l_2787_ * l_2788_);
                                uint64_t l_2790_ = (l_2789_ >> uint(32uL));
                                uint l_1933_ = uint(l_2790_);
                                uint _e4867 = l_mut_1931_;
                                uint l_1934_ = (l_52_ * _e4867);
                                uint l_1935_ = (l_1933_ + l_1934_);
                                uint l_1936_ = (l_54_ + l_1932_);
                                uint l_1937_ = (l_57_ + l_1935_);
                                bool l_1938_ = (l_1936_ < l_54_);
                                uint l_1939_ = uint(l_1938_);
                                uint l_1940_ = (l_1937_ + l_1939_);
                                l_mut_1847_ = 0u;
                                l_mut_1511_ = 0u;
                                uint _e4877 = l_mut_1931_;
                                bool l_1941_ = (_e4877 < 65536u);
                                if (l_1941_) {
                                    uint _e4880 = l_mut_1931_;
                                    uint _e4881 = l_mut_1931_;
                                    uint l_1942_ = (_e4880 * _e4881);
                                    uint l_1943_ = (l_62_ >> 31u);
                                    bool l_1944_ = (l_1943_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_1944_) {
                                        uint l_1945_ = (0u - l_59_);
                                        uint l_1946_ = (0u - l_62_);
                                        bool l_1947_ = (0u < l_59_);
                                        uint l_1948_ = uint(l_1947_);
                                        uint l_1949_ = (l_1946_ - l_1948_);
                                        l_mut_452_ = l_1945_;
                                        l_mut_451_ = l_1949_;
                                    }
                                    uint _e4895 = l_mut_452_;
                                    uint l_1950_ = (_e4895 * l_1942_);
                                    uint _e4897 = l_mut_451_;
                                    uint l_1951_ = (_e4897 * l_1942_);
                                    uint _e4899 = l_mut_452_;
                                    uint64_t l_2792_ = uint64_t(_e4899);
                                    uint64_t l_2793_ = uint64_t(l_1942_);
                                    uint64_t l_2794_ = (l_2792_ * l_2793_);
                                    uint64_t l_2795_ = (l_2794_ >> uint(32uL));
                                    uint l_1952_ = uint(l_2795_);
                                    uint l_1953_ = (l_1952_ + l_1951_);
                                    uint _e4910 = l_mut_451_;
                                    uint64_t l_2797_ = uint64_t(_e4910);
                                    uint64_t l_2798_ = uint64_t(l_1942_);
                                    uint64_t l_2799_ = (l_2797_ * l_2798_);
                                    uint64_t l_2800_ = (l_2799_ >> uint(32uL));
                                    uint l_1954_ = uint(l_2800_);
                                    bool l_1955_ = (l_1953_ < l_1951_);
                                    uint l_1956_ = uint(l_1955_);
                                    uint l_1957_ = (l_1954_ + l_1956_);
                                    uint l_1958_ = naga_mod(l_9_, 32u);
                                    l_mut_448_ = l_1950_;
                                    bool l_1959_ = (l_1958_ > 0u);
                                    if (l_1959_) {
                                        uint l_1960_ = (l_1950_ >> l_1958_);
                                        uint l_1961_ = (32u - l_1958_);
                                        uint l_1962_ = (l_1953_ << l_1961_);
                                        uint l_1963_ = (l_1960_ | l_1962_);
                                        l_mut_448_ = l_1963_;
                                    }
                                    l_mut_447_ = l_1953_;
                                    bool l_1964_ = (l_1958_ > 0u);
                                    if (l_1964_) {
                                        uint l_1965_ = (l_1953_ >> l_1958_);
                                        uint l_1966_ = (32u - l_1958_);
                                        uint l_1967_ = (l_1957_ << l_1966_);
                                        uint l_1968_ = (l_1965_ | l_1967_);
                                        l_mut_447_ = l_1968_;
                                    }
                                    uint _e4939 = l_mut_448_;
                                    l_mut_446_ = _e4939;
                                    uint _e4940 = l_mut_447_;
                                    l_mut_448_ = _e4940;
                                    bool l_1969_ = (l_9_ >= 64u);
                                    if (l_1969_) {
                                        l_mut_446_ = l_1957_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        bool l_1970_ = (l_9_ >= 32u);
                                        if (l_1970_) {
                                            l_mut_447_ = l_1953_;
                                            bool l_1971_ = (l_1958_ > 0u);
                                            if (l_1971_) {
                                                uint l_1972_ = (l_1953_ >> l_1958_);
                                                uint l_1973_ = (32u - l_1958_);
                                                uint l_1974_ = (l_1957_ << l_1973_);
                                                uint l_1975_ = (l_1972_ | l_1974_);
                                                l_mut_447_ = l_1975_;
                                            }
                                            uint l_1976_ = (l_1957_ >> l_1958_);
                                            uint _e4954 = l_mut_447_;
                                            l_mut_446_ = _e4954;
                                            l_mut_448_ = l_1976_;
                                        }
                                    }
                                    uint _e4955 = l_mut_446_;
                                    l_mut_452_ = _e4955;
                                    uint _e4956 = l_mut_448_;
                                    l_mut_451_ = _e4956;
                                    if (l_1944_) {
                                        uint _e4958 = l_mut_452_;
                                        uint l_1977_ = (0u - _e4958);
                                        uint _e4961 = l_mut_451_;
                                        uint l_1978_ = (0u - _e4961);
                                        uint _e4964 = l_mut_452_;
                                        bool l_1979_ = (0u < _e4964);
                                        uint l_1980_ = uint(l_1979_);
                                        uint l_1981_ = (l_1978_ - l_1980_);
                                        l_mut_452_ = l_1977_;
                                        l_mut_451_ = l_1981_;
                                    }
                                    uint _e4968 = l_mut_452_;
                                    l_mut_1847_ = _e4968;
                                    uint _e4969 = l_mut_451_;
                                    l_mut_1511_ = _e4969;
                                } else {
                                    uint l_1982_ = (l_62_ >> 31u);
                                    bool l_1983_ = (l_1982_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_1983_) {
                                        uint l_1984_ = (0u - l_59_);
                                        uint l_1985_ = (0u - l_62_);
                                        bool l_1986_ = (0u < l_59_);
                                        uint l_1987_ = uint(l_1986_);
                                        uint l_1988_ = (l_1985_ - l_1987_);
                                        l_mut_452_ = l_1984_;
                                        l_mut_451_ = l_1988_;
                                    }
                                    uint _e4982 = l_mut_452_;
                                    uint _e4983 = l_mut_1931_;
                                    uint l_1989_ = (_e4982 * _e4983);
                                    uint _e4985 = l_mut_451_;
                                    uint _e4986 = l_mut_1931_;
                                    uint l_1990_ = (_e4985 * _e4986);
                                    uint _e4988 = l_mut_452_;
                                    uint64_t l_2802_ = uint64_t(_e4988);
                                    uint _e4990 = l_mut_1931_;
                                    uint64_t l_2803_ = uint64_t(_e4990);
                                    uint64_t l_2804_ = (l_2802_ * l_2803_);
                                    uint64_t l_2805_ = (l_2804_ >> uint(32uL));
                                    uint l_1991_ = uint(l_2805_);
                                    uint l_1992_ = (l_1991_ + l_1990_);
                                    uint _e5000 = l_mut_451_;
                                    uint64_t l_2807_ = uint64_t(_e5000);
                                    uint _e5002 = l_mut_1931_;
                                    uint64_t l_2808_ = uint64_t(_e5002);
                                    uint64_t l_2809_ = (l_2807_ * l_2808_);
                                    uint64_t l_2810_ = (l_2809_ >> uint(32uL));
                                    uint l_1993_ = uint(l_2810_);
                                    bool l_1994_ = (l_1992_ < l_1990_);
                                    uint l_1995_ = uint(l_1994_);
                                    uint l_1996_ = (l_1993_ + l_1995_);
                                    l_mut_448_ = l_1989_;
                                    bool l_1998_ = (0u > 0u);
                                    if (l_1998_) {
                                        uint l_1999_ = (l_1989_ >> 0u);
                                        uint l_2000_ = (32u - 0u);
                                        uint l_2001_ = (l_1992_ << l_2000_);
                                        uint l_2002_ = (l_1999_ | l_2001_);
                                        l_mut_448_ = l_2002_;
                                    }
                                    l_mut_447_ = l_1992_;
                                    bool l_2003_ = (0u > 0u);
                                    if (l_2003_) {
                                        uint l_2004_ = (l_1992_ >> 0u);
                                        uint l_2005_ = (32u - 0u);
                                        uint l_2006_ = (l_1996_ << l_2005_);
                                        uint l_2007_ = (l_2004_ | l_2006_);
                                        l_mut_447_ = l_2007_;
                                    }
                                    uint _e5029 = l_mut_448_;
                                    l_mut_446_ = _e5029;
                                    uint _e5030 = l_mut_447_;
                                    l_mut_448_ = _e5030;
                                    if (false) {
                                        l_mut_446_ = l_1996_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_447_ = l_1992_;
                                            bool l_2010_ = (0u > 0u);
                                            if (l_2010_) {
                                                uint l_2011_ = (l_1992_ >> 0u);
                                                uint l_2012_ = (32u - 0u);
                                                uint l_2013_ = (l_1996_ << l_2012_);
                                                uint l_2014_ = (l_2011_ | l_2013_);
                                                l_mut_447_ = l_2014_;
                                            }
                                            uint l_2015_ = (l_1996_ >> 0u);
                                            uint _e5042 = l_mut_447_;
                                            l_mut_446_ = _e5042;
                                            l_mut_448_ = l_2015_;
                                        }
                                    }
                                    uint _e5043 = l_mut_452_;
                                    uint _e5044 = l_mut_1931_;
                                    uint l_2016_ = (_e5043 * _e5044);
                                    uint _e5046 = l_mut_451_;
                                    uint _e5047 = l_mut_1931_;
                                    uint l_2017_ = (_e5046 * _e5047);
                                    uint _e5049 = l_mut_452_;
                                    uint64_t l_2812_ = uint64_t(_e5049);
                                    uint _e5051 = l_mut_1931_;
                                    uint64_t l_2813_ = uint64_t(_e5051);
                                    uint64_t l_2814_ = (l_2812_ * l_2813_);
                                    uint64_t l_2815_ = (l_2814_ >> uint(32uL));
                                    uint l_2018_ = uint(l_2815_);
                                    uint l_2019_ = (l_2018_ + l_2017_);
                                    uint _e5061 = l_mut_451_;
                                    uint64_t l_2817_ = uint64_t(_e5061);
                                    uint _e5063 = l_mut_1931_;
                                    uint64_t l_2818_ = uint64_t(_e5063);
                                    uint64_t l_2819_ = (l_2817_ * l_2818_);
                                    uint64_t l_2820_ = (l_2819_ >> uint(32uL));
                                    uint l_2020_ = uint(l_2820_);
                                    bool l_2021_ = (l_2019_ < l_2017_);
                                    uint l_2022_ = uint(l_2021_);
                                    uint l_2023_ = (l_2020_ + l_2022_);
                                    l_mut_447_ = l_2016_;
                                    bool l_2025_ = (0u > 0u);
                                    if (l_2025_) {
                                        uint l_2026_ = (l_2016_ >> 0u);
                                        uint l_2027_ = (32u - 0u);
                                        uint l_2028_ = (l_2019_ << l_2027_);
                                        uint l_2029_ = (l_2026_ | l_2028_);
                                        l_mut_447_ = l_2029_;
                                    }
                                    l_mut_435_ = l_2019_;
                                    bool l_2030_ = (0u > 0u);
                                    if (l_2030_) {
                                        uint l_2031_ = (l_2019_ >> 0u);
                                        uint l_2032_ = (32u - 0u);
                                        uint l_2033_ = (l_2023_ << l_2032_);
                                        uint l_2034_ = (l_2031_ | l_2033_);
                                        l_mut_435_ = l_2034_;
                                    }
                                    uint _e5090 = l_mut_447_;
                                    l_mut_428_ = _e5090;
                                    uint _e5091 = l_mut_435_;
                                    l_mut_447_ = _e5091;
                                    if (true) {
                                        l_mut_428_ = l_2023_;
                                        l_mut_447_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_435_ = l_2019_;
                                            bool l_2037_ = (0u > 0u);
                                            if (l_2037_) {
                                                uint l_2038_ = (l_2019_ >> 0u);
                                                uint l_2039_ = (32u - 0u);
                                                uint l_2040_ = (l_2023_ << l_2039_);
                                                uint l_2041_ = (l_2038_ | l_2040_);
                                                l_mut_435_ = l_2041_;
                                            }
                                            uint l_2042_ = (l_2023_ >> 0u);
                                            uint _e5103 = l_mut_435_;
                                            l_mut_428_ = _e5103;
                                            l_mut_447_ = l_2042_;
                                        }
                                    }
                                    uint _e5104 = l_mut_446_;
                                    uint _e5105 = l_mut_1931_;
                                    uint l_2043_ = (_e5104 * _e5105);
                                    uint _e5107 = l_mut_448_;
                                    uint _e5108 = l_mut_1931_;
                                    uint l_2044_ = (_e5107 * _e5108);
                                    uint _e5110 = l_mut_446_;
                                    uint64_t l_2822_ = uint64_t(_e5110);
                                    uint _e5112 = l_mut_1931_;
                                    uint64_t l_2823_ = uint64_t(_e5112);
                                    uint64_t l_2824_ = (l_2822_ * l_2823_);
                                    uint64_t l_2825_ = (l_2824_ >> uint(32uL));
                                    uint l_2045_ = uint(l_2825_);
                                    uint l_2046_ = (l_2045_ + l_2044_);
                                    uint _e5122 = l_mut_448_;
                                    uint64_t l_2827_ = uint64_t(_e5122);
                                    uint _e5124 = l_mut_1931_;
                                    uint64_t l_2828_ = uint64_t(_e5124);
                                    uint64_t l_2829_ = (l_2827_ * l_2828_);
                                    uint64_t l_2830_ = (l_2829_ >> uint(32uL));
                                    uint l_2047_ = uint(l_2830_);
                                    bool l_2048_ = (l_2046_ < l_2044_);
                                    uint l_2049_ = uint(l_2048_);
                                    uint l_2050_ = (l_2047_ + l_2049_);
                                    l_mut_452_ = l_2043_;
                                    bool l_2052_ = (0u > 0u);
                                    if (l_2052_) {
                                        uint l_2053_ = (l_2043_ >> 0u);
                                        uint l_2054_ = (32u - 0u);
                                        uint l_2055_ = (l_2046_ << l_2054_);
                                        uint l_2056_ = (l_2053_ | l_2055_);
                                        l_mut_452_ = l_2056_;
                                    }
                                    l_mut_451_ = l_2046_;
                                    bool l_2057_ = (0u > 0u);
                                    if (l_2057_) {
                                        uint l_2058_ = (l_2046_ >> 0u);
                                        uint l_2059_ = (32u - 0u);
                                        uint l_2060_ = (l_2050_ << l_2059_);
                                        uint l_2061_ = (l_2058_ | l_2060_);
                                        l_mut_451_ = l_2061_;
                                    }
                                    uint _e5151 = l_mut_452_;
                                    l_mut_435_ = _e5151;
                                    uint _e5152 = l_mut_451_;
                                    l_mut_452_ = _e5152;
                                    if (false) {
                                        l_mut_435_ = l_2050_;
                                        l_mut_452_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_451_ = l_2046_;
                                            bool l_2064_ = (0u > 0u);
                                            if (l_2064_) {
                                                uint l_2065_ = (l_2046_ >> 0u);
                                                uint l_2066_ = (32u - 0u);
                                                uint l_2067_ = (l_2050_ << l_2066_);
                                                uint l_2068_ = (l_2065_ | l_2067_);
                                                l_mut_451_ = l_2068_;
                                            }
                                            uint l_2069_ = (l_2050_ >> 0u);
                                            uint _e5164 = l_mut_451_;
                                            l_mut_435_ = _e5164;
                                            l_mut_452_ = l_2069_;
                                        }
                                    }
                                    uint _e5165 = l_mut_446_;
                                    uint _e5166 = l_mut_1931_;
                                    uint l_2070_ = (_e5165 * _e5166);
                                    uint _e5168 = l_mut_448_;
                                    uint _e5169 = l_mut_1931_;
                                    uint l_2071_ = (_e5168 * _e5169);
                                    uint _e5171 = l_mut_446_;
                                    uint64_t l_2832_ = uint64_t(_e5171);
                                    uint _e5173 = l_mut_1931_;
                                    uint64_t l_2833_ = uint64_t(_e5173);
                                    uint64_t l_2834_ = (l_2832_ * l_2833_);
                                    uint64_t l_2835_ = (l_2834_ >> uint(32uL));
                                    uint l_2072_ = uint(l_2835_);
                                    uint l_2073_ = (l_2072_ + l_2071_);
                                    uint _e5183 = l_mut_448_;
                                    uint64_t l_2837_ = uint64_t(_e5183);
                                    uint _e5185 = l_mut_1931_;
                                    uint64_t l_2838_ = uint64_t(_e5185);
                                    uint64_t l_2839_ = (l_2837_ * l_2838_);
                                    uint64_t l_2840_ = (l_2839_ >> uint(32uL));
                                    uint l_2074_ = uint(l_2840_);
                                    bool l_2075_ = (l_2073_ < l_2071_);
                                    uint l_2076_ = uint(l_2075_);
                                    uint l_2077_ = (l_2074_ + l_2076_);
                                    l_mut_451_ = l_2070_;
                                    bool l_2079_ = (0u > 0u);
                                    if (l_2079_) {
                                        uint l_2080_ = (l_2070_ >> 0u);
                                        uint l_2081_ = (32u - 0u);
                                        uint l_2082_ = (l_2073_ << l_2081_);
                                        uint l_2083_ = (l_2080_ | l_2082_);
                                        l_mut_451_ = l_2083_;
                                    }
                                    l_mut_401_ = l_2073_;
                                    bool l_2084_ = (0u > 0u);
                                    if (l_2084_) {
                                        uint l_2085_ = (l_2073_ >> 0u);
                                        uint l_2086_ = (32u - 0u);
                                        uint l_2087_ = (l_2077_ << l_2086_);
                                        uint l_2088_ = (l_2085_ | l_2087_);
                                        l_mut_401_ = l_2088_;
                                    }
                                    uint _e5212 = l_mut_451_;
                                    l_mut_395_ = _e5212;
                                    uint _e5213 = l_mut_401_;
                                    l_mut_451_ = _e5213;
                                    if (true) {
                                        l_mut_395_ = l_2077_;
                                        l_mut_451_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_401_ = l_2073_;
                                            bool l_2091_ = (0u > 0u);
                                            if (l_2091_) {
                                                uint l_2092_ = (l_2073_ >> 0u);
                                                uint l_2093_ = (32u - 0u);
                                                uint l_2094_ = (l_2077_ << l_2093_);
                                                uint l_2095_ = (l_2092_ | l_2094_);
                                                l_mut_401_ = l_2095_;
                                            }
                                            uint l_2096_ = (l_2077_ >> 0u);
                                            uint _e5225 = l_mut_401_;
                                            l_mut_395_ = _e5225;
                                            l_mut_451_ = l_2096_;
                                        }
                                    }
                                    uint _e5226 = l_mut_428_;
                                    uint _e5227 = l_mut_1931_;
                                    uint l_2097_ = (_e5226 * _e5227);
                                    uint _e5229 = l_mut_428_;
                                    uint64_t l_2842_ = uint64_t(_e5229);
                                    uint _e5231 = l_mut_1931_;
                                    uint64_t l_2843_ = uint64_t(_e5231);
                                    uint64_t l_2844_ = (l_2842_ * l_2843_);
                                    uint64_t l_2845_ = (l_2844_ >> uint(32uL));
                                    uint l_2098_ = uint(l_2845_);
                                    uint _e5240 = l_mut_447_;
                                    uint _e5241 = l_mut_1931_;
                                    uint l_2099_ = (_e5240 * _e5241);
                                    uint l_2100_ = (l_2098_ + l_2099_);
                                    uint _e5244 = l_mut_395_;
                                    uint l_2101_ = (_e5244 + l_2097_);
                                    uint _e5246 = l_mut_451_;
                                    uint l_2102_ = (_e5246 + l_2100_);
                                    uint _e5248 = l_mut_395_;
                                    bool l_2103_ = (l_2101_ < _e5248);
                                    uint l_2104_ = uint(l_2103_);
                                    uint l_2105_ = (l_2102_ + l_2104_);
                                    uint _e5252 = l_mut_435_;
                                    l_mut_1847_ = _e5252;
                                    uint _e5253 = l_mut_452_;
                                    l_mut_1511_ = _e5253;
                                    bool l_2106_ = (l_9_ == 64u);
                                    if (l_2106_) {
                                        l_mut_1847_ = l_2101_;
                                        l_mut_1511_ = l_2105_;
                                    } else {
                                        bool l_2107_ = (l_9_ > 0u);
                                        if (l_2107_) {
                                            uint l_2108_ = (64u - l_9_);
                                            l_mut_451_ = l_2101_;
                                            l_mut_448_ = l_2105_;
                                            bool l_2109_ = (l_2108_ >= 32u);
                                            if (l_2109_) {
                                                uint l_2110_ = (l_2108_ & 31u);
                                                uint l_2111_ = (l_2101_ << l_2110_);
                                                l_mut_451_ = 0u;
                                                l_mut_448_ = l_2111_;
                                            } else {
                                                bool l_2112_ = (l_2108_ > 0u);
                                                if (l_2112_) {
                                                    uint l_2113_ = (l_2101_ << l_2108_);
                                                    uint l_2114_ = (l_2105_ << l_2108_);
                                                    uint l_2115_ = (32u - l_2108_);
                                                    uint l_2116_ = (l_2101_ >> l_2115_);
                                                    uint l_2117_ = (l_2114_ | l_2116_);
                                                    l_mut_451_ = l_2113_;
                                                    l_mut_448_ = l_2117_;
                                                }
                                            }
                                            uint _e5274 = l_mut_435_;
                                            l_mut_447_ = _e5274;
                                            uint _e5275 = l_mut_452_;
                                            l_mut_446_ = _e5275;
                                            bool l_2118_ = (l_9_ >= 32u);
                                            if (l_2118_) {
                                                uint l_2119_ = (l_9_ & 31u);
                                                uint _e5280 = l_mut_452_;
                                                uint l_2120_ = (_e5280 >> l_2119_);
                                                l_mut_447_ = l_2120_;
                                                l_mut_446_ = 0u;
                                            } else {
                                                bool l_2121_ = (l_9_ > 0u);
                                                if (l_2121_) {
                                                    uint _e5285 = l_mut_435_;
                                                    l_mut_428_ = _e5285;
                                                    bool l_2122_ = (l_9_ > 0u);
                                                    if (l_2122_) {
                                                        uint _e5288 = l_mut_435_;
                                                        uint l_2123_ = (_e5288 >> l_9_);
                                                        uint l_2124_ = (32u - l_9_);
                                                        uint _e5292 = l_mut_452_;
                                                        uint l_2125_ = (_e5292 << l_2124_);
                                                        uint l_2126_ = (l_2123_ | l_2125_);
                                                        l_mut_428_ = l_2126_;
                                                    }
                                                    uint _e5295 = l_mut_452_;
                                                    uint l_2127_ = (_e5295 >> l_9_);
                                                    uint _e5297 = l_mut_428_;
                                                    l_mut_447_ = _e5297;
                                                    l_mut_446_ = l_2127_;
                                                }
                                            }
                                            uint _e5298 = l_mut_451_;
                                            uint _e5299 = l_mut_447_;
                                            uint l_2128_ = (_e5298 + _e5299);
                                            uint _e5301 = l_mut_448_;
                                            uint _e5302 = l_mut_446_;
                                            uint l_2129_ = (_e5301 + _e5302);
                                            uint _e5304 = l_mut_451_;
                                            bool l_2130_ = (l_2128_ < _e5304);
                                            uint l_2131_ = uint(l_2130_);
                                            uint l_2132_ = (l_2129_ + l_2131_);
                                            l_mut_1847_ = l_2128_;
                                            l_mut_1511_ = l_2132_;
                                        }
                                    }
                                    if (l_1983_) {
                                        uint _e5309 = l_mut_1847_;
                                        uint l_2133_ = (0u - _e5309);
                                        uint _e5312 = l_mut_1511_;
                                        uint l_2134_ = (0u - _e5312);
                                        uint _e5315 = l_mut_1847_;
                                        bool l_2135_ = (0u < _e5315);
                                        uint l_2136_ = uint(l_2135_);
                                        uint l_2137_ = (l_2134_ - l_2136_);
                                        l_mut_1847_ = l_2133_;
                                        l_mut_1511_ = l_2137_;
                                    }
                                }
                                uint _e5319 = l_mut_1847_;
                                uint l_2138_ = (l_1936_ + _e5319);
                                uint _e5321 = l_mut_1511_;
                                uint l_2139_ = (l_1940_ + _e5321);
                                bool l_2140_ = (l_2138_ < l_1936_);
                                uint l_2141_ = uint(l_2140_);
                                uint l_2142_ = (l_2139_ + l_2141_);
                                uint l_2143_ = (0u - l_2138_);
                                uint l_2144_ = (0u - l_2142_);
                                bool l_2145_ = (0u < l_2138_);
                                uint l_2146_ = uint(l_2145_);
                                uint l_2147_ = (l_2144_ - l_2146_);
                                l_mut_1847_ = l_2143_;
                                l_mut_1511_ = l_2147_;
                                uint _e5334 = l_mut_1511_;
                                bool l_2148_ = (l_2142_ < _e5334);
                                uint _e5336 = l_mut_1511_;
                                bool l_2149_ = (l_2142_ == _e5336);
                                uint _e5338 = l_mut_1847_;
                                bool l_2150_ = (l_2138_ < _e5338);
                                if (l_2149_) {
                                    local_131 = l_2150_;
                                } else {
                                    local_131 = false;
                                }
                                bool l_2151_ = local_131;
                                if (!(l_2148_)) {
                                    local_132 = l_2151_;
                                } else {
                                    local_132 = true;
                                }
                                bool l_2152_ = local_132;
                                if (l_2152_) {
                                    l_mut_1847_ = l_2138_;
                                    l_mut_1511_ = l_2142_;
                                }
                                uint _e5349 = l_mut_1511_;
                                bool l_2153_ = (_e5349 < l_17_);
                                uint _e5351 = l_mut_1511_;
                                bool l_2154_ = (_e5351 == l_17_);
                                uint _e5353 = l_mut_1847_;
                                bool l_2155_ = (_e5353 < l_14_);
                                if (l_2154_) {
                                    local_133 = l_2155_;
                                } else {
                                    local_133 = false;
                                }
                                bool l_2156_ = local_133;
                                if (!(l_2153_)) {
                                    local_134 = l_2156_;
                                } else {
                                    local_134 = true;
                                }
                                bool l_2157_ = local_134;
                                uint l_2158_ = uint(l_2157_);
                                uint _e5365 = l_mut_1852_;
                                l_mut_1852_ = (_e5365 + l_2158_);
                            }
                        }
                        uint _e5370 = l_mut_457_;
                        uint _e5371 = l_mut_1852_;
                        l_mut_457_ = (_e5370 + _e5371);
                    }
                }
            }
            uint _e5376 = l_mut_795_;
            bool l_2159_ = (_e5376 > 0u);
            if (l_2159_) {
                uint l_2847_ = asuint(info.Load(20+0));
                uint l_2848_ = (l_2847_ * 1u);
                uint l_2849_ = (l_2848_ - 1u);
                uint l_2850_ = min(1u, l_2849_);
                uint _e5391 = l_mut_795_;
                uint _e5392; buffer_5_global.InterlockedAdd(l_2850_*4, _e5391, _e5392);
            }
            uint _e5393 = l_mut_457_;
            bool l_2162_ = (_e5393 > 0u);
            if (l_2162_) {
                uint l_2852_ = asuint(info.Load(20+0));
                uint l_2853_ = (l_2852_ * 1u);
                uint l_2854_ = (l_2853_ - 1u);
                uint l_2855_ = min(2u, l_2854_);
                uint _e5408 = l_mut_457_;
                uint _e5409; buffer_5_global.InterlockedAdd(l_2855_*4, _e5408, _e5409);
                l_mut_1852_ = _e5409;
                uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                bool loop_init_10 = true;
                while(true) {
                    if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                    loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                    if (!loop_init_10) {
                        uint _e5978 = l_mut_2165_;
                        l_mut_2165_ = (_e5978 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e5412 = l_mut_2165_;
                    if ((_e5412 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e5415 = l_mut_800_;
                        uint _e5416 = l_mut_2165_;
                        uint l_2166_ = (_e5415 >> _e5416);
                        uint l_2167_ = (l_2166_ & 1u);
                        bool l_2168_ = (l_2167_ == 1u);
                        if (l_2168_) {
                            uint _e5422 = l_mut_2165_;
                            uint l_2169_ = (_e5422 * l_877_);
                            uint l_2170_ = (l_2169_ + l_877_);
                            uint l_2171_ = min(l_2170_, l_46_);
                            uint _e5426 = l_mut_1852_;
                            l_mut_1847_ = _e5426;
                            l_mut_2172_ = l_2169_;
                            uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                            bool loop_init_11 = true;
                            while(true) {
                                if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                if (!loop_init_11) {
                                    uint _e5974 = l_mut_2172_;
                                    l_mut_2172_ = (_e5974 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e5428 = l_mut_2172_;
                                if ((_e5428 < l_2171_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e5430 = l_mut_2172_;
                                    uint l_2173_ = (l_49_ * _e5430);
                                    uint64_t l_2857_ = uint64_t(l_49_);
                                    uint _e5433 = l_mut_2172_;
                                    uint64_t l_2858_ = uint64_t(_e5433);
                                    uint64_t l_2859_ = (l_2857_ * l_2858_);
                                    uint64_t l_2860_ = (l_2859_ >> uint(32uL));
                                    uint l_2174_ = uint(l_2860_);
                                    uint _e5442 = l_mut_2172_;
                                    uint l_2175_ = (l_52_ * _e5442);
                                    uint l_2176_ = (l_2174_ + l_2175_);
                                    uint l_2177_ = (l_54_ + l_2173_);
                                    uint l_2178_ = (l_57_ + l_2176_);
                                    bool l_2179_ = (l_2177_ < l_54_);
                                    uint l_2180_ = uint(l_2179_);
                                    uint l_2181_ = (l_2178_ + l_2180_);
                                    l_mut_1511_ = 0u;
                                    l_mut_795_ = 0u;
                                    uint _e5452 = l_mut_2172_;
                                    bool l_2182_ = (_e5452 < 65536u);
                                    if (l_2182_) {
                                        uint _e5455 = l_mut_2172_;
                                        uint _e5456 = l_mut_2172_;
                                        uint l_2183_ = (_e5455 * _e5456);
                                        uint l_2184_ = (l_62_ >> 31u);
                                        bool l_2185_ = (l_2184_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2185_) {
                                            uint l_2186_ = (0u - l_59_);
                                            uint l_2187_ = (0u - l_62_);
                                            bool l_2188_ = (0u < l_59_);
                                            uint l_2189_ = uint(l_2188_);
                                            uint l_2190_ = (l_2187_ - l_2189_);
                                            l_mut_457_ = l_2186_;
                                            l_mut_452_ = l_2190_;
                                        }
                                        uint _e5470 = l_mut_457_;
                                        uint l_2191_ = (_e5470 * l_2183_);
                                        uint _e5472 = l_mut_452_;
                                        uint l_2192_ = (_e5472 * l_2183_);
                                        uint _e5474 = l_mut_457_;
                                        uint64_t l_2862_ = uint64_t(_e5474);
                                        uint64_t l_2863_ = uint64_t(l_2183_);
                                        uint64_t l_2864_ = (l_2862_ * l_2863_);
                                        uint64_t l_2865_ = (l_2864_ >> uint(32uL));
                                        uint l_2193_ = uint(l_2865_);
                                        uint l_2194_ = (l_2193_ + l_2192_);
                                        uint _e5485 = l_mut_452_;
                                        uint64_t l_2867_ = uint64_t(_e5485);
                                        uint64_t l_2868_ = uint64_t(l_2183_);
                                        uint64_t l_2869_ = (l_2867_ * l_2868_);
                                        uint64_t l_2870_ = (l_2869_ >> uint(32uL));
                                        uint l_2195_ = uint(l_2870_);
                                        bool l_2196_ = (l_2194_ < l_2192_);
                                        uint l_2197_ = uint(l_2196_);
                                        uint l_2198_ = (l_2195_ + l_2197_);
                                        uint l_2199_ = naga_mod(l_9_, 32u);
                                        l_mut_451_ = l_2191_;
                                        bool l_2200_ = (l_2199_ > 0u);
                                        if (l_2200_) {
                                            uint l_2201_ = (l_2191_ >> l_2199_);
                                            uint l_2202_ = (32u - l_2199_);
                                            uint l_2203_ = (l_2194_ << l_2202_);
                                            uint l_2204_ = (l_2201_ | l_2203_);
                                            l_mut_451_ = l_2204_;
                                        }
                                        l_mut_448_ = l_2194_;
                                        bool l_2205_ = (l_2199_ > 0u);
                                        if (l_2205_) {
                                            uint l_2206_ = (l_2194_ >> l_2199_);
                                            uint l_2207_ = (32u - l_2199_);
                                            uint l_2208_ = (l_2198_ << l_2207_);
                                            uint l_2209_ = (l_2206_ | l_2208_);
                                            l_mut_448_ = l_2209_;
                                        }
                                        uint _e5514 = l_mut_451_;
                                        l_mut_447_ = _e5514;
                                        uint _e5515 = l_mut_448_;
                                        l_mut_451_ = _e5515;
                                        bool l_2210_ = (l_9_ >= 64u);
                                        if (l_2210_) {
                                            l_mut_447_ = l_2198_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            bool l_2211_ = (l_9_ >= 32u);
                                            if (l_2211_) {
                                                l_mut_448_ = l_2194_;
                                                bool l_2212_ = (l_2199_ > 0u);
                                                if (l_2212_) {
                                                    uint l_2213_ = (l_2194_ >> l_2199_);
                                                    uint l_2214_ = (32u - l_2199_);
                                                    uint l_2215_ = (l_2198_ << l_2214_);
                                                    uint l_2216_ = (l_2213_ | l_2215_);
                                                    l_mut_448_ = l_2216_;
                                                }
                                                uint l_2217_ = (l_2198_ >> l_2199_);
                                                uint _e5529 = l_mut_448_;
                                                l_mut_447_ = _e5529;
                                                l_mut_451_ = l_2217_;
                                            }
                                        }
                                        uint _e5530 = l_mut_447_;
                                        l_mut_457_ = _e5530;
                                        uint _e5531 = l_mut_451_;
                                        l_mut_452_ = _e5531;
                                        if (l_2185_) {
                                            uint _e5533 = l_mut_457_;
                                            uint l_2218_ = (0u - _e5533);
                                            uint _e5536 = l_mut_452_;
                                            uint l_2219_ = (0u - _e5536);
                                            uint _e5539 = l_mut_457_;
                                            bool l_2220_ = (0u < _e5539);
                                            uint l_2221_ = uint(l_2220_);
                                            uint l_2222_ = (l_2219_ - l_2221_);
                                            l_mut_457_ = l_2218_;
                                            l_mut_452_ = l_2222_;
                                        }
                                        uint _e5543 = l_mut_457_;
                                        l_mut_1511_ = _e5543;
                                        uint _e5544 = l_mut_452_;
                                        l_mut_795_ = _e5544;
                                    } else {
                                        uint l_2223_ = (l_62_ >> 31u);
                                        bool l_2224_ = (l_2223_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2224_) {
                                            uint l_2225_ = (0u - l_59_);
                                            uint l_2226_ = (0u - l_62_);
                                            bool l_2227_ = (0u < l_59_);
                                            uint l_2228_ = uint(l_2227_);
                                            uint l_2229_ = (l_2226_ - l_2228_);
                                            l_mut_457_ = l_2225_;
                                            l_mut_452_ = l_2229_;
                                        }
                                        uint _e5557 = l_mut_457_;
                                        uint _e5558 = l_mut_2172_;
                                        uint l_2230_ = (_e5557 * _e5558);
                                        uint _e5560 = l_mut_452_;
                                        uint _e5561 = l_mut_2172_;
                                        uint l_2231_ = (_e5560 * _e5561);
                                        uint _e5563 = l_mut_457_;
                                        uint64_t l_2872_ = uint64_t(_e5563);
                                        uint _e5565 = l_mut_2172_;
                                        uint64_t l_2873_ = uint64_t(_e5565);
                                        uint64_t l_2874_ = (l_2872_ * l_2873_);
                                        uint64_t l_2875_ = (l_2874_ >> uint(32uL));
                                        uint l_2232_ = uint(l_2875_);
                                        uint l_2233_ = (l_2232_ + l_2231_);
                                        uint _e5575 = l_mut_452_;
                                        uint64_t l_2877_ = uint64_t(_e5575);
                                        uint _e5577 = l_mut_2172_;
                                        uint64_t l_2878_ = uint64_t(_e5577);
                                        uint64_t l_2879_ = (l_2877_ * l_2878_);
                                        uint64_t l_2880_ = (l_2879_ >> uint(32uL));
                                        uint l_2234_ = uint(l_2880_);
                                        bool l_2235_ = (l_2233_ < l_2231_);
                                        uint l_2236_ = uint(l_2235_);
                                        uint l_2237_ = (l_2234_ + l_2236_);
                                        l_mut_451_ = l_2230_;
                                        bool l_2239_ = (0u > 0u);
                                        if (l_2239_) {
                                            uint l_2240_ = (l_2230_ >> 0u);
                                            uint l_2241_ = (32u - 0u);
                                            uint l_2242_ = (l_2233_ << l_2241_);
                                            uint l_2243_ = (l_2240_ | l_2242_);
                                            l_mut_451_ = l_2243_;
                                        }
                                        l_mut_448_ = l_2233_;
                                        bool l_2244_ = (0u > 0u);
                                        if (l_2244_) {
                                            uint l_2245_ = (l_2233_ >> 0u);
                                            uint l_2246_ = (32u - 0u);
                                            uint l_2247_ = (l_2237_ << l_2246_);
                                            uint l_2248_ = (l_2245_ | l_2247_);
                                            l_mut_448_ = l_2248_;
                                        }
                                        uint _e5604 = l_mut_451_;
                                        l_mut_447_ = _e5604;
                                        uint _e5605 = l_mut_448_;
                                        l_mut_451_ = _e5605;
                                        if (false) {
                                            l_mut_447_ = l_2237_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_448_ = l_2233_;
                                                bool l_2251_ = (0u > 0u);
                                                if (l_2251_) {
                                                    uint l_2252_ = (l_2233_ >> 0u);
                                                    uint l_2253_ = (32u - 0u);
                                                    uint l_2254_ = (l_2237_ << l_2253_);
                                                    uint l_2255_ = (l_2252_ | l_2254_);
                                                    l_mut_448_ = l_2255_;
                                                }
                                                uint l_2256_ = (l_2237_ >> 0u);
                                                uint _e5617 = l_mut_448_;
                                                l_mut_447_ = _e5617;
                                                l_mut_451_ = l_2256_;
                                            }
                                        }
                                        uint _e5618 = l_mut_457_;
                                        uint _e5619 = l_mut_2172_;
                                        uint l_2257_ = (_e5618 * _e5619);
                                        uint _e5621 = l_mut_452_;
                                        uint _e5622 = l_mut_2172_;
                                        uint l_2258_ = (_e5621 * _e5622);
                                        uint _e5624 = l_mut_457_;
                                        uint64_t l_2882_ = uint64_t(_e5624);
                                        uint _e5626 = l_mut_2172_;
                                        uint64_t l_2883_ = uint64_t(_e5626);
                                        uint64_t l_2884_ = (l_2882_ * l_2883_);
                                        uint64_t l_2885_ = (l_2884_ >> uint(32uL));
                                        uint l_2259_ = uint(l_2885_);
                                        uint l_2260_ = (l_2259_ + l_2258_);
                                        uint _e5636 = l_mut_452_;
                                        uint64_t l_2887_ = uint64_t(_e5636);
                                        uint _e5638 = l_mut_2172_;
                                        uint64_t l_2888_ = uint64_t(_e5638);
                                        uint64_t l_2889_ = (l_2887_ * l_2888_);
                                        uint64_t l_2890_ = (l_2889_ >> uint(32uL));
                                        uint l_2261_ = uint(l_2890_);
                                        bool l_2262_ = (l_2260_ < l_2258_);
                                        uint l_2263_ = uint(l_2262_);
                                        uint l_2264_ = (l_2261_ + l_2263_);
                                        l_mut_448_ = l_2257_;
                                        bool l_2266_ = (0u > 0u);
                                        if (l_2266_) {
                                            uint l_2267_ = (l_2257_ >> 0u);
                                            uint l_2268_ = (32u - 0u);
                                            uint l_2269_ = (l_2260_ << l_2268_);
                                            uint l_2270_ = (l_2267_ | l_2269_);
                                            l_mut_448_ = l_2270_;
                                        }
                                        l_mut_446_ = l_2260_;
                                        bool l_2271_ = (0u > 0u);
                                        if (l_2271_) {
                                            uint l_2272_ = (l_2260_ >> 0u);
                                            uint l_2273_ = (32u - 0u);
                                            uint l_2274_ = (l_2264_ << l_2273_);
                                            uint l_2275_ = (l_2272_ | l_2274_);
                                            l_mut_446_ = l_2275_;
                                        }
                                        uint _e5665 = l_mut_448_;
                                        l_mut_435_ = _e5665;
                                        uint _e5666 = l_mut_446_;
                                        l_mut_448_ = _e5666;
                                        if (true) {
                                            l_mut_435_ = l_2264_;
                                            l_mut_448_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_446_ = l_2260_;
                                                bool l_2278_ = (0u > 0u);
                                                if (l_2278_) {
                                                    uint l_2279_ = (l_2260_ >> 0u);
                                                    uint l_2280_ = (32u - 0u);
                                                    uint l_2281_ = (l_2264_ << l_2280_);
                                                    uint l_2282_ = (l_2279_ | l_2281_);
                                                    l_mut_446_ = l_2282_;
                                                }
                                                uint l_2283_ = (l_2264_ >> 0u);
                                                uint _e5678 = l_mut_446_;
                                                l_mut_435_ = _e5678;
                                                l_mut_448_ = l_2283_;
                                            }
                                        }
                                        uint _e5679 = l_mut_447_;
                                        uint _e5680 = l_mut_2172_;
                                        uint l_2284_ = (_e5679 * _e5680);
                                        uint _e5682 = l_mut_451_;
                                        uint _e5683 = l_mut_2172_;
                                        uint l_2285_ = (_e5682 * _e5683);
                                        uint _e5685 = l_mut_447_;
                                        uint64_t l_2892_ = uint64_t(_e5685);
                                        uint _e5687 = l_mut_2172_;
                                        uint64_t l_2893_ = uint64_t(_e5687);
                                        uint64_t l_2894_ = (l_2892_ * l_2893_);
                                        uint64_t l_2895_ = (l_2894_ >> uint(32uL));
                                        uint l_2286_ = uint(l_2895_);
                                        uint l_2287_ = (l_2286_ + l_2285_);
                                        uint _e5697 = l_mut_451_;
                                        uint64_t l_2897_ = uint64_t(_e5697);
                                        uint _e5699 = l_mut_2172_;
                                        uint64_t l_2898_ = uint64_t(_e5699);
                                        uint64_t l_2899_ = (l_2897_ * l_2898_);
                                        uint64_t l_2900_ = (l_2899_ >> uint(32uL));
                                        uint l_2288_ = uint(l_2900_);
                                        bool l_2289_ = (l_2287_ < l_2285_);
                                        uint l_2290_ = uint(l_2289_);
                                        uint l_2291_ = (l_2288_ + l_2290_);
                                        l_mut_457_ = l_2284_;
                                        bool l_2293_ = (0u > 0u);
                                        if (l_2293_) {
                                            uint l_2294_ = (l_2284_ >> 0u);
                                            uint l_2295_ = (32u - 0u);
                                            uint l_2296_ = (l_2287_ << l_2295_);
                                            uint l_2297_ = (l_2294_ | l_2296_);
                                            l_mut_457_ = l_2297_;
                                        }
                                        l_mut_452_ = l_2287_;
                                        bool l_2298_ = (0u > 0u);
                                        if (l_2298_) {
                                            uint l_2299_ = (l_2287_ >> 0u);
                                            uint l_2300_ = (32u - 0u);
                                            uint l_2301_ = (l_2291_ << l_2300_);
                                            uint l_2302_ = (l_2299_ | l_2301_);
                                            l_mut_452_ = l_2302_;
                                        }
                                        uint _e5726 = l_mut_457_;
                                        l_mut_446_ = _e5726;
                                        uint _e5727 = l_mut_452_;
                                        l_mut_457_ = _e5727;
                                        if (false) {
                                            l_mut_446_ = l_2291_;
                                            l_mut_457_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_452_ = l_2287_;
                                                bool l_2305_ = (0u > 0u);
                                                if (l_2305_) {
                                                    uint l_2306_ = (l_2287_ >> 0u);
                                                    uint l_2307_ = (32u - 0u);
                                                    uint l_2308_ = (l_2291_ << l_2307_);
                                                    uint l_2309_ = (l_2306_ | l_2308_);
                                                    l_mut_452_ = l_2309_;
                                                }
                                                uint l_2310_ = (l_2291_ >> 0u);
                                                uint _e5739 = l_mut_452_;
                                                l_mut_446_ = _e5739;
                                                l_mut_457_ = l_2310_;
                                            }
                                        }
                                        uint _e5740 = l_mut_447_;
                                        uint _e5741 = l_mut_2172_;
                                        uint l_2311_ = (_e5740 * _e5741);
                                        uint _e5743 = l_mut_451_;
                                        uint _e5744 = l_mut_2172_;
                                        uint l_2312_ = (_e5743 * _e5744);
                                        uint _e5746 = l_mut_447_;
                                        uint64_t l_2902_ = uint64_t(_e5746);
                                        uint _e5748 = l_mut_2172_;
                                        uint64_t l_2903_ = uint64_t(_e5748);
                                        uint64_t l_2904_ = (l_2902_ * l_2903_);
                                        uint64_t l_2905_ = (l_2904_ >> uint(32uL));
                                        uint l_2313_ = uint(l_2905_);
                                        uint l_2314_ = (l_2313_ + l_2312_);
                                        uint _e5758 = l_mut_451_;
                                        uint64_t l_2907_ = uint64_t(_e5758);
                                        uint _e5760 = l_mut_2172_;
                                        uint64_t l_2908_ = uint64_t(_e5760);
                                        uint64_t l_2909_ = (l_2907_ * l_2908_);
                                        uint64_t l_2910_ = (l_2909_ >> uint(32uL));
                                        uint l_2315_ = uint(l_2910_);
                                        bool l_2316_ = (l_2314_ < l_2312_);
                                        uint l_2317_ = uint(l_2316_);
                                        uint l_2318_ = (l_2315_ + l_2317_);
                                        l_mut_452_ = l_2311_;
                                        bool l_2320_ = (0u > 0u);
                                        if (l_2320_) {
                                            uint l_2321_ = (l_2311_ >> 0u);
                                            uint l_2322_ = (32u - 0u);
                                            uint l_2323_ = (l_2314_ << l_2322_);
                                            uint l_2324_ = (l_2321_ | l_2323_);
                                            l_mut_452_ = l_2324_;
                                        }
                                        l_mut_428_ = l_2314_;
                                        bool l_2325_ = (0u > 0u);
                                        if (l_2325_) {
                                            uint l_2326_ = (l_2314_ >> 0u);
                                            uint l_2327_ = (32u - 0u);
                                            uint l_2328_ = (l_2318_ << l_2327_);
                                            uint l_2329_ = (l_2326_ | l_2328_);
                                            l_mut_428_ = l_2329_;
                                        }
                                        uint _e5787 = l_mut_452_;
                                        l_mut_401_ = _e5787;
                                        uint _e5788 = l_mut_428_;
                                        l_mut_452_ = _e5788;
                                        if (true) {
                                            l_mut_401_ = l_2318_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_428_ = l_2314_;
                                                bool l_2332_ = (0u > 0u);
                                                if (l_2332_) {
                                                    uint l_2333_ = (l_2314_ >> 0u);
                                                    uint l_2334_ = (32u - 0u);
                                                    uint l_2335_ = (l_2318_ << l_2334_);
                                                    uint l_2336_ = (l_2333_ | l_2335_);
                                                    l_mut_428_ = l_2336_;
                                                }
                                                uint l_2337_ = (l_2318_ >> 0u);
                                                uint _e5800 = l_mut_428_;
                                                l_mut_401_ = _e5800;
                                                l_mut_452_ = l_2337_;
                                            }
                                        }
                                        uint _e5801 = l_mut_435_;
                                        uint _e5802 = l_mut_2172_;
                                        uint l_2338_ = (_e5801 * _e5802);
                                        uint _e5804 = l_mut_435_;
                                        uint64_t l_2912_ = uint64_t(_e5804);
                                        uint _e5806 = l_mut_2172_;
                                        uint64_t l_2913_ = uint64_t(_e5806);
                                        uint64_t l_2914_ = (l_2912_ * l_2913_);
                                        uint64_t l_2915_ = (l_2914_ >> uint(32uL));
                                        uint l_2339_ = uint(l_2915_);
                                        uint _e5815 = l_mut_448_;
                                        uint _e5816 = l_mut_2172_;
                                        uint l_2340_ = (_e5815 * _e5816);
                                        uint l_2341_ = (l_2339_ + l_2340_);
                                        uint _e5819 = l_mut_401_;
                                        uint l_2342_ = (_e5819 + l_2338_);
                                        uint _e5821 = l_mut_452_;
                                        uint l_2343_ = (_e5821 + l_2341_);
                                        uint _e5823 = l_mut_401_;
                                        bool l_2344_ = (l_2342_ < _e5823);
                                        uint l_2345_ = uint(l_2344_);
                                        uint l_2346_ = (l_2343_ + l_2345_);
                                        uint _e5827 = l_mut_446_;
                                        l_mut_1511_ = _e5827;
                                        uint _e5828 = l_mut_457_;
                                        l_mut_795_ = _e5828;
                                        bool l_2347_ = (l_9_ == 64u);
                                        if (l_2347_) {
                                            l_mut_1511_ = l_2342_;
                                            l_mut_795_ = l_2346_;
                                        } else {
                                            bool l_2348_ = (l_9_ > 0u);
                                            if (l_2348_) {
                                                uint l_2349_ = (64u - l_9_);
                                                l_mut_452_ = l_2342_;
                                                l_mut_451_ = l_2346_;
                                                bool l_2350_ = (l_2349_ >= 32u);
                                                if (l_2350_) {
                                                    uint l_2351_ = (l_2349_ & 31u);
                                                    uint l_2352_ = (l_2342_ << l_2351_);
                                                    l_mut_452_ = 0u;
                                                    l_mut_451_ = l_2352_;
                                                } else {
                                                    bool l_2353_ = (l_2349_ > 0u);
                                                    if (l_2353_) {
                                                        uint l_2354_ = (l_2342_ << l_2349_);
                                                        uint l_2355_ = (l_2346_ << l_2349_);
                                                        uint l_2356_ = (32u - l_2349_);
                                                        uint l_2357_ = (l_2342_ >> l_2356_);
                                                        uint l_2358_ = (l_2355_ | l_2357_);
                                                        l_mut_452_ = l_2354_;
                                                        l_mut_451_ = l_2358_;
                                                    }
                                                }
                                                uint _e5849 = l_mut_446_;
                                                l_mut_448_ = _e5849;
                                                uint _e5850 = l_mut_457_;
                                                l_mut_447_ = _e5850;
                                                bool l_2359_ = (l_9_ >= 32u);
                                                if (l_2359_) {
                                                    uint l_2360_ = (l_9_ & 31u);
                                                    uint _e5855 = l_mut_457_;
                                                    uint l_2361_ = (_e5855 >> l_2360_);
                                                    l_mut_448_ = l_2361_;
                                                    l_mut_447_ = 0u;
                                                } else {
                                                    bool l_2362_ = (l_9_ > 0u);
                                                    if (l_2362_) {
                                                        uint _e5860 = l_mut_446_;
                                                        l_mut_435_ = _e5860;
                                                        bool l_2363_ = (l_9_ > 0u);
                                                        if (l_2363_) {
                                                            uint _e5863 = l_mut_446_;
                                                            uint l_2364_ = (_e5863 >> l_9_);
                                                            uint l_2365_ = (32u - l_9_);
                                                            uint _e5867 = l_mut_457_;
                                                            uint l_2366_ = (_e5867 << l_2365_);
                                                            uint l_2367_ = (l_2364_ | l_2366_);
                                                            l_mut_435_ = l_2367_;
                                                        }
                                                        uint _e5870 = l_mut_457_;
                                                        uint l_2368_ = (_e5870 >> l_9_);
                                                        uint _e5872 = l_mut_435_;
                                                        l_mut_448_ = _e5872;
                                                        l_mut_447_ = l_2368_;
                                                    }
                                                }
                                                uint _e5873 = l_mut_452_;
                                                uint _e5874 = l_mut_448_;
                                                uint l_2369_ = (_e5873 + _e5874);
                                                uint _e5876 = l_mut_451_;
                                                uint _e5877 = l_mut_447_;
                                                uint l_2370_ = (_e5876 + _e5877);
                                                uint _e5879 = l_mut_452_;
                                                bool l_2371_ = (l_2369_ < _e5879);
                                                uint l_2372_ = uint(l_2371_);
                                                uint l_2373_ = (l_2370_ + l_2372_);
                                                l_mut_1511_ = l_2369_;
                                                l_mut_795_ = l_2373_;
                                            }
                                        }
                                        if (l_2224_) {
                                            uint _e5884 = l_mut_1511_;
                                            uint l_2374_ = (0u - _e5884);
                                            uint _e5887 = l_mut_795_;
                                            uint l_2375_ = (0u - _e5887);
                                            uint _e5890 = l_mut_1511_;
                                            bool l_2376_ = (0u < _e5890);
                                            uint l_2377_ = uint(l_2376_);
                                            uint l_2378_ = (l_2375_ - l_2377_);
                                            l_mut_1511_ = l_2374_;
                                            l_mut_795_ = l_2378_;
                                        }
                                    }
                                    uint _e5894 = l_mut_1511_;
                                    uint l_2379_ = (l_2177_ + _e5894);
                                    uint _e5896 = l_mut_795_;
                                    uint l_2380_ = (l_2181_ + _e5896);
                                    bool l_2381_ = (l_2379_ < l_2177_);
                                    uint l_2382_ = uint(l_2381_);
                                    uint l_2383_ = (l_2380_ + l_2382_);
                                    uint l_2384_ = (0u - l_2379_);
                                    uint l_2385_ = (0u - l_2383_);
                                    bool l_2386_ = (0u < l_2379_);
                                    uint l_2387_ = uint(l_2386_);
                                    uint l_2388_ = (l_2385_ - l_2387_);
                                    l_mut_1511_ = l_2384_;
                                    l_mut_795_ = l_2388_;
                                    uint _e5909 = l_mut_795_;
                                    bool l_2389_ = (l_2383_ < _e5909);
                                    uint _e5911 = l_mut_795_;
                                    bool l_2390_ = (l_2383_ == _e5911);
                                    uint _e5913 = l_mut_1511_;
                                    bool l_2391_ = (l_2379_ < _e5913);
                                    if (l_2390_) {
                                        local_135 = l_2391_;
                                    } else {
                                        local_135 = false;
                                    }
                                    bool l_2392_ = local_135;
                                    if (!(l_2389_)) {
                                        local_136 = l_2392_;
                                    } else {
                                        local_136 = true;
                                    }
                                    bool l_2393_ = local_136;
                                    if (l_2393_) {
                                        l_mut_1511_ = l_2379_;
                                        l_mut_795_ = l_2383_;
                                    }
                                    uint _e5924 = l_mut_795_;
                                    bool l_2394_ = (_e5924 < l_17_);
                                    uint _e5926 = l_mut_795_;
                                    bool l_2395_ = (_e5926 == l_17_);
                                    uint _e5928 = l_mut_1511_;
                                    bool l_2396_ = (_e5928 < l_14_);
                                    if (l_2395_) {
                                        local_137 = l_2396_;
                                    } else {
                                        local_137 = false;
                                    }
                                    bool l_2397_ = local_137;
                                    if (!(l_2394_)) {
                                        local_138 = l_2397_;
                                    } else {
                                        local_138 = true;
                                    }
                                    bool l_2398_ = local_138;
                                    if (l_2398_) {
                                        uint _e5939 = l_mut_1847_;
                                        uint l_2399_ = (_e5939 * 2u);
                                        uint l_2400_ = (l_2399_ + 1u);
                                        uint l_2401_ = asuint(info.Load(40+0));
                                        bool l_2402_ = (l_2400_ < l_2401_);
                                        if (l_2402_) {
                                            uint l_2917_ = asuint(info.Load(16+0));
                                            uint l_2918_ = (l_2917_ * 1u);
                                            bool l_2919_ = (l_2399_ < l_2918_);
                                            if (l_2919_) {
                                                buffer_4_global.Store(l_2399_*4, asuint(id));
                                            }
                                            uint l_2403_ = (l_2399_ + 1u);
                                            uint l_2920_ = asuint(info.Load(16+0));
                                            uint l_2921_ = (l_2920_ * 1u);
                                            bool l_2922_ = (l_2403_ < l_2921_);
                                            if (l_2922_) {
                                                uint _e5969 = l_mut_2172_;
                                                buffer_4_global.Store(l_2403_*4, asuint(_e5969));
                                            }
                                        }
                                        uint _e5970 = l_mut_1847_;
                                        l_mut_1847_ = (_e5970 + 1u);
                                    }
                                }
                            }
                            uint _e5976 = l_mut_1847_;
                            l_mut_1852_ = _e5976;
                        }
                    }
                }
                return;
            } else {
                return;
            }
        } else {
            return;
        }
    } else {
        return;
    }
}
