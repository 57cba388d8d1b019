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
    uint l_mut_102_ = (uint)0;
    uint l_mut_145_ = (uint)0;
    uint l_mut_1477_ = (uint)0;
    uint l_mut_1478_ = (uint)0;
    uint l_mut_1483_ = (uint)0;
    uint l_mut_151_ = (uint)0;
    uint l_mut_213_ = (uint)0;
    uint l_mut_219_ = (uint)0;
    uint l_mut_269_ = (uint)0;
    uint l_mut_275_ = (uint)0;
    bool l_mut_350_ = (bool)0;
    bool l_mut_357_ = (bool)0;
    uint l_mut_382_ = (uint)0;
    uint l_mut_388_ = (uint)0;
    uint l_mut_394_ = (uint)0;
    uint l_mut_40_ = (uint)0;
    uint l_mut_421_ = (uint)0;
    uint l_mut_428_ = (uint)0;
    uint l_mut_439_ = (uint)0;
    uint l_mut_440_ = (uint)0;
    uint l_mut_441_ = (uint)0;
    uint l_mut_444_ = (uint)0;
    uint l_mut_445_ = (uint)0;
    uint l_mut_450_ = (uint)0;
    bool l_mut_628_ = (bool)0;
    bool l_mut_652_ = (bool)0;
    bool l_mut_758_ = (bool)0;
    uint l_mut_75_ = (uint)0;
    uint l_mut_90_ = (uint)0;
    uint l_mut_96_ = (uint)0;
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
    uint l_mut_442_ = 0u;
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
    uint l_mut_553_ = 0u;
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
    uint l_mut_689_ = (uint)0;
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
    uint l_mut_786_ = (uint)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    uint l_mut_865_ = 0u;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_1475_ = (uint)0;
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
    uint l_mut_1586_ = (uint)0;
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
    uint l_mut_1720_ = (uint)0;
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
    uint l_mut_1816_ = (uint)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    uint l_mut_1896_ = (uint)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    uint l_mut_2130_ = 0u;
    uint l_mut_2137_ = (uint)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2453_ = asuint(info.Load(20+0));
        uint l_2454_ = (l_2453_ * 1u);
        uint l_2455_ = (l_2454_ - 1u);
        uint l_2456_ = min(3u, l_2455_);
        uint _e70; buffer_5_global.InterlockedAdd(l_2456_*4, 1u, _e70);
    }
    uint l_2369_ = asuint(info.Load(12+0));
    uint l_2370_ = (l_2369_ * 1u);
    bool l_2371_ = (0u < l_2370_);
    uint l_2372_ = (l_2370_ - 1u);
    uint l_2373_ = min(0u, l_2372_);
    uint l_2374_ = asuint(buffer_3_global.Load(l_2373_*4));
    uint l_4_ = (l_2371_ ? l_2374_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2376_ = asuint(info.Load(12+0));
    uint l_2377_ = (l_2376_ * 1u);
    bool l_2378_ = (l_6_ < l_2377_);
    uint l_2379_ = (l_2377_ - 1u);
    uint l_2380_ = min(l_6_, l_2379_);
    uint l_2381_ = asuint(buffer_3_global.Load(l_2380_*4));
    uint l_7_ = (l_2378_ ? l_2381_ : 0u);
    uint l_2383_ = asuint(info.Load(12+0));
    uint l_2384_ = (l_2383_ * 1u);
    bool l_2385_ = (2u < l_2384_);
    uint l_2386_ = (l_2384_ - 1u);
    uint l_2387_ = min(2u, l_2386_);
    uint l_2388_ = asuint(buffer_3_global.Load(l_2387_*4));
    uint l_9_ = (l_2385_ ? l_2388_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2390_ = asuint(info.Load(12+0));
    uint l_2391_ = (l_2390_ * 1u);
    bool l_2392_ = (l_11_ < l_2391_);
    uint l_2393_ = (l_2391_ - 1u);
    uint l_2394_ = min(l_11_, l_2393_);
    uint l_2395_ = asuint(buffer_3_global.Load(l_2394_*4));
    uint l_12_ = (l_2392_ ? l_2395_ : 0u);
    uint l_2397_ = asuint(info.Load(12+0));
    uint l_2398_ = (l_2397_ * 1u);
    bool l_2399_ = (4u < l_2398_);
    uint l_2400_ = (l_2398_ - 1u);
    uint l_2401_ = min(4u, l_2400_);
    uint l_2402_ = asuint(buffer_3_global.Load(l_2401_*4));
    uint l_14_ = (l_2399_ ? l_2402_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2404_ = asuint(info.Load(12+0));
    uint l_2405_ = (l_2404_ * 1u);
    bool l_2406_ = (l_16_ < l_2405_);
    uint l_2407_ = (l_2405_ - 1u);
    uint l_2408_ = min(l_16_, l_2407_);
    uint l_2409_ = asuint(buffer_3_global.Load(l_2408_*4));
    uint l_17_ = (l_2406_ ? l_2409_ : 0u);
    uint l_2411_ = asuint(info.Load(12+0));
    uint l_2412_ = (l_2411_ * 1u);
    bool l_2413_ = (6u < l_2412_);
    uint l_2414_ = (l_2412_ - 1u);
    uint l_2415_ = min(6u, l_2414_);
    uint l_2416_ = asuint(buffer_3_global.Load(l_2415_*4));
    uint l_19_ = (l_2413_ ? l_2416_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2418_ = asuint(info.Load(12+0));
    uint l_2419_ = (l_2418_ * 1u);
    bool l_2420_ = (l_21_ < l_2419_);
    uint l_2421_ = (l_2419_ - 1u);
    uint l_2422_ = min(l_21_, l_2421_);
    uint l_2423_ = asuint(buffer_3_global.Load(l_2422_*4));
    uint l_22_ = (l_2420_ ? l_2423_ : 0u);
    uint l_2425_ = asuint(info.Load(12+0));
    uint l_2426_ = (l_2425_ * 1u);
    bool l_2427_ = (8u < l_2426_);
    uint l_2428_ = (l_2426_ - 1u);
    uint l_2429_ = min(8u, l_2428_);
    uint l_2430_ = asuint(buffer_3_global.Load(l_2429_*4));
    uint l_24_ = (l_2427_ ? l_2430_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2432_ = asuint(info.Load(12+0));
    uint l_2433_ = (l_2432_ * 1u);
    bool l_2434_ = (l_26_ < l_2433_);
    uint l_2435_ = (l_2433_ - 1u);
    uint l_2436_ = min(l_26_, l_2435_);
    uint l_2437_ = asuint(buffer_3_global.Load(l_2436_*4));
    uint l_27_ = (l_2434_ ? l_2437_ : 0u);
    uint l_2439_ = asuint(info.Load(12+0));
    uint l_2440_ = (l_2439_ * 1u);
    bool l_2441_ = (10u < l_2440_);
    uint l_2442_ = (l_2440_ - 1u);
    uint l_2443_ = min(10u, l_2442_);
    uint l_2444_ = asuint(buffer_3_global.Load(l_2443_*4));
    uint l_29_ = (l_2441_ ? l_2444_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2446_ = asuint(info.Load(12+0));
    uint l_2447_ = (l_2446_ * 1u);
    bool l_2448_ = (l_31_ < l_2447_);
    uint l_2449_ = (l_2447_ - 1u);
    uint l_2450_ = min(l_31_, l_2449_);
    uint l_2451_ = asuint(buffer_3_global.Load(l_2450_*4));
    uint l_32_ = (l_2448_ ? l_2451_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2458_ = uint64_t(id);
    uint64_t l_2459_ = uint64_t(l_4_);
    uint64_t l_2460_ = (l_2458_ * l_2459_);
    uint64_t l_2461_ = (l_2460_ >> uint(32uL));
    uint l_37_ = uint(l_2461_);
    uint l_38_ = (0u * l_4_);
    uint l_39_ = (l_37_ + l_38_);
    l_mut_40_ = 0u;
    bool l_41_ = (l_39_ < l_32_);
    bool l_42_ = (l_39_ == l_32_);
    bool l_43_ = (l_36_ < l_29_);
    if (l_42_) {
        local = l_43_;
    } else {
        local = false;
    }
    bool l_44_ = local;
    if (!(l_41_)) {
        local_1 = l_44_;
    } else {
        local_1 = true;
    }
    bool l_45_ = local_1;
    if (l_45_) {
        uint l_46_ = (l_29_ - l_36_);
        uint l_47_ = (l_32_ - l_39_);
        bool l_48_ = (l_29_ < l_36_);
        uint l_49_ = uint(l_48_);
        uint l_50_ = (l_47_ - l_49_);
        l_mut_40_ = l_4_;
        bool l_51_ = (l_50_ < 0u);
        bool l_52_ = (l_50_ == 0u);
        bool l_53_ = (l_46_ < l_4_);
        if (l_52_) {
            local_2 = l_53_;
        } else {
            local_2 = false;
        }
        bool l_54_ = local_2;
        if (!(l_51_)) {
            local_3 = l_54_;
        } else {
            local_3 = true;
        }
        bool l_55_ = local_3;
        if (l_55_) {
            l_mut_40_ = l_46_;
        }
    }
    uint _e328 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e328 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2463_ = asuint(info.Load(0+0));
        uint l_2464_ = (l_2463_ * 1u);
        bool l_2465_ = (l_58_ < l_2464_);
        uint l_2466_ = (l_2464_ - 1u);
        uint l_2467_ = min(l_58_, l_2466_);
        uint l_2468_ = asuint(buffer_0_global.Load(l_2467_*4));
        uint l_59_ = (l_2465_ ? l_2468_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2470_ = asuint(info.Load(0+0));
        uint l_2471_ = (l_2470_ * 1u);
        bool l_2472_ = (l_61_ < l_2471_);
        uint l_2473_ = (l_2471_ - 1u);
        uint l_2474_ = min(l_61_, l_2473_);
        uint l_2475_ = asuint(buffer_0_global.Load(l_2474_*4));
        uint l_62_ = (l_2472_ ? l_2475_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2477_ = asuint(info.Load(4+0));
        uint l_2478_ = (l_2477_ * 1u);
        bool l_2479_ = (l_63_ < l_2478_);
        uint l_2480_ = (l_2478_ - 1u);
        uint l_2481_ = min(l_63_, l_2480_);
        uint l_2482_ = asuint(buffer_1_global.Load(l_2481_*4));
        uint l_64_ = (l_2479_ ? l_2482_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2484_ = asuint(info.Load(4+0));
        uint l_2485_ = (l_2484_ * 1u);
        bool l_2486_ = (l_66_ < l_2485_);
        uint l_2487_ = (l_2485_ - 1u);
        uint l_2488_ = min(l_66_, l_2487_);
        uint l_2489_ = asuint(buffer_1_global.Load(l_2488_*4));
        uint l_67_ = (l_2486_ ? l_2489_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2491_ = asuint(info.Load(8+0));
        uint l_2492_ = (l_2491_ * 1u);
        bool l_2493_ = (l_68_ < l_2492_);
        uint l_2494_ = (l_2492_ - 1u);
        uint l_2495_ = min(l_68_, l_2494_);
        uint l_2496_ = asuint(buffer_2_global.Load(l_2495_*4));
        uint l_69_ = (l_2493_ ? l_2496_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2498_ = asuint(info.Load(8+0));
        uint l_2499_ = (l_2498_ * 1u);
        bool l_2500_ = (l_71_ < l_2499_);
        uint l_2501_ = (l_2499_ - 1u);
        uint l_2502_ = min(l_71_, l_2501_);
        uint l_2503_ = asuint(buffer_2_global.Load(l_2502_*4));
        uint l_72_ = (l_2500_ ? l_2503_ : 0u);
        uint l_73_ = (l_72_ >> 31u);
        bool l_74_ = (l_73_ == 1u);
        l_mut_40_ = l_69_;
        l_mut_75_ = l_72_;
        if (l_74_) {
            uint l_76_ = (0u - l_69_);
            uint l_77_ = (0u - l_72_);
            bool l_78_ = (0u < l_69_);
            uint l_79_ = uint(l_78_);
            uint l_80_ = (l_77_ - l_79_);
            l_mut_40_ = l_76_;
            l_mut_75_ = l_80_;
        }
        uint _e452 = l_mut_40_;
        uint l_81_ = (_e452 * l_4_);
        uint _e454 = l_mut_75_;
        uint l_82_ = (_e454 * l_4_);
        uint _e456 = l_mut_40_;
        uint64_t l_2505_ = uint64_t(_e456);
        uint64_t l_2506_ = uint64_t(l_4_);
        uint64_t l_2507_ = (l_2505_ * l_2506_);
        uint64_t l_2508_ = (l_2507_ >> uint(32uL));
        uint l_83_ = uint(l_2508_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e467 = l_mut_75_;
        uint64_t l_2510_ = uint64_t(_e467);
        uint64_t l_2511_ = uint64_t(l_4_);
        uint64_t l_2512_ = (l_2510_ * l_2511_);
        uint64_t l_2513_ = (l_2512_ >> uint(32uL));
        uint l_85_ = uint(l_2513_);
        bool l_86_ = (l_84_ < l_82_);
        uint l_87_ = uint(l_86_);
        uint l_88_ = (l_85_ + l_87_);
        uint l_89_ = naga_mod(l_9_, 32u);
        l_mut_90_ = l_81_;
        bool l_91_ = (l_89_ > 0u);
        if (l_91_) {
            uint l_92_ = (l_81_ >> l_89_);
            uint l_93_ = (32u - l_89_);
            uint l_94_ = (l_84_ << l_93_);
            uint l_95_ = (l_92_ | l_94_);
            l_mut_90_ = l_95_;
        }
        l_mut_96_ = l_84_;
        bool l_97_ = (l_89_ > 0u);
        if (l_97_) {
            uint l_98_ = (l_84_ >> l_89_);
            uint l_99_ = (32u - l_89_);
            uint l_100_ = (l_88_ << l_99_);
            uint l_101_ = (l_98_ | l_100_);
            l_mut_96_ = l_101_;
        }
        uint _e496 = l_mut_90_;
        l_mut_102_ = _e496;
        uint _e497 = l_mut_96_;
        l_mut_90_ = _e497;
        bool l_103_ = (l_9_ >= 64u);
        if (l_103_) {
            l_mut_102_ = l_88_;
            l_mut_90_ = 0u;
        } else {
            bool l_104_ = (l_9_ >= 32u);
            if (l_104_) {
                l_mut_96_ = l_84_;
                bool l_105_ = (l_89_ > 0u);
                if (l_105_) {
                    uint l_106_ = (l_84_ >> l_89_);
                    uint l_107_ = (32u - l_89_);
                    uint l_108_ = (l_88_ << l_107_);
                    uint l_109_ = (l_106_ | l_108_);
                    l_mut_96_ = l_109_;
                }
                uint l_110_ = (l_88_ >> l_89_);
                uint _e511 = l_mut_96_;
                l_mut_102_ = _e511;
                l_mut_90_ = l_110_;
            }
        }
        uint _e512 = l_mut_102_;
        l_mut_96_ = _e512;
        uint _e513 = l_mut_90_;
        l_mut_102_ = _e513;
        if (l_74_) {
            uint _e515 = l_mut_96_;
            uint l_111_ = (0u - _e515);
            uint _e518 = l_mut_102_;
            uint l_112_ = (0u - _e518);
            uint _e521 = l_mut_96_;
            bool l_113_ = (0u < _e521);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e525 = l_mut_96_;
        uint l_116_ = (l_59_ + _e525);
        uint _e527 = l_mut_102_;
        uint l_117_ = (l_62_ + _e527);
        bool l_118_ = (l_116_ < l_59_);
        uint l_119_ = uint(l_118_);
        uint l_120_ = (l_117_ + l_119_);
        uint l_121_ = (l_9_ + 3u);
        l_mut_102_ = 0u;
        l_mut_96_ = 0u;
        bool l_122_ = (l_4_ < 65536u);
        if (l_122_) {
            uint l_123_ = (l_4_ * l_4_);
            uint l_124_ = (l_72_ >> 31u);
            bool l_125_ = (l_124_ == 1u);
            l_mut_90_ = l_69_;
            l_mut_75_ = l_72_;
            if (l_125_) {
                uint l_126_ = (0u - l_69_);
                uint l_127_ = (0u - l_72_);
                bool l_128_ = (0u < l_69_);
                uint l_129_ = uint(l_128_);
                uint l_130_ = (l_127_ - l_129_);
                l_mut_90_ = l_126_;
                l_mut_75_ = l_130_;
            }
            uint _e551 = l_mut_90_;
            uint l_131_ = (_e551 * l_123_);
            uint _e553 = l_mut_75_;
            uint l_132_ = (_e553 * l_123_);
            uint _e555 = l_mut_90_;
            uint64_t l_2515_ = uint64_t(_e555);
            uint64_t l_2516_ = uint64_t(l_123_);
            uint64_t l_2517_ = (l_2515_ * l_2516_);
            uint64_t l_2518_ = (l_2517_ >> uint(32uL));
            uint l_133_ = uint(l_2518_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e566 = l_mut_75_;
            uint64_t l_2520_ = uint64_t(_e566);
            uint64_t l_2521_ = uint64_t(l_123_);
            uint64_t l_2522_ = (l_2520_ * l_2521_);
            uint64_t l_2523_ = (l_2522_ >> uint(32uL));
            uint l_135_ = uint(l_2523_);
            bool l_136_ = (l_134_ < l_132_);
            uint l_137_ = uint(l_136_);
            uint l_138_ = (l_135_ + l_137_);
            uint l_139_ = naga_mod(l_121_, 32u);
            l_mut_40_ = l_131_;
            bool l_140_ = (l_139_ > 0u);
            if (l_140_) {
                uint l_141_ = (l_131_ >> l_139_);
                uint l_142_ = (32u - l_139_);
                uint l_143_ = (l_134_ << l_142_);
                uint l_144_ = (l_141_ | l_143_);
                l_mut_40_ = l_144_;
            }
            l_mut_145_ = l_134_;
            bool l_146_ = (l_139_ > 0u);
            if (l_146_) {
                uint l_147_ = (l_134_ >> l_139_);
                uint l_148_ = (32u - l_139_);
                uint l_149_ = (l_138_ << l_148_);
                uint l_150_ = (l_147_ | l_149_);
                l_mut_145_ = l_150_;
            }
            uint _e595 = l_mut_40_;
            l_mut_151_ = _e595;
            uint _e596 = l_mut_145_;
            l_mut_40_ = _e596;
            bool l_152_ = (l_121_ >= 64u);
            if (l_152_) {
                l_mut_151_ = l_138_;
                l_mut_40_ = 0u;
            } else {
                bool l_153_ = (l_121_ >= 32u);
                if (l_153_) {
                    l_mut_145_ = l_134_;
                    bool l_154_ = (l_139_ > 0u);
                    if (l_154_) {
                        uint l_155_ = (l_134_ >> l_139_);
                        uint l_156_ = (32u - l_139_);
                        uint l_157_ = (l_138_ << l_156_);
                        uint l_158_ = (l_155_ | l_157_);
                        l_mut_145_ = l_158_;
                    }
                    uint l_159_ = (l_138_ >> l_139_);
                    uint _e610 = l_mut_145_;
                    l_mut_151_ = _e610;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e611 = l_mut_151_;
            l_mut_145_ = _e611;
            uint _e612 = l_mut_40_;
            l_mut_151_ = _e612;
            if (l_125_) {
                uint _e614 = l_mut_145_;
                uint l_160_ = (0u - _e614);
                uint _e617 = l_mut_151_;
                uint l_161_ = (0u - _e617);
                uint _e620 = l_mut_145_;
                bool l_162_ = (0u < _e620);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e624 = l_mut_145_;
            l_mut_102_ = _e624;
            uint _e625 = l_mut_151_;
            l_mut_96_ = _e625;
        } else {
            uint l_165_ = (l_72_ >> 31u);
            bool l_166_ = (l_165_ == 1u);
            l_mut_151_ = l_69_;
            l_mut_145_ = l_72_;
            if (l_166_) {
                uint l_167_ = (0u - l_69_);
                uint l_168_ = (0u - l_72_);
                bool l_169_ = (0u < l_69_);
                uint l_170_ = uint(l_169_);
                uint l_171_ = (l_168_ - l_170_);
                l_mut_151_ = l_167_;
                l_mut_145_ = l_171_;
            }
            uint _e638 = l_mut_151_;
            uint l_172_ = (_e638 * l_4_);
            uint _e640 = l_mut_145_;
            uint l_173_ = (_e640 * l_4_);
            uint _e642 = l_mut_151_;
            uint64_t l_2525_ = uint64_t(_e642);
            uint64_t l_2526_ = uint64_t(l_4_);
            uint64_t l_2527_ = (l_2525_ * l_2526_);
            uint64_t l_2528_ = (l_2527_ >> uint(32uL));
            uint l_174_ = uint(l_2528_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e653 = l_mut_145_;
            uint64_t l_2530_ = uint64_t(_e653);
            uint64_t l_2531_ = uint64_t(l_4_);
            uint64_t l_2532_ = (l_2530_ * l_2531_);
            uint64_t l_2533_ = (l_2532_ >> uint(32uL));
            uint l_176_ = uint(l_2533_);
            bool l_177_ = (l_175_ < l_173_);
            uint l_178_ = uint(l_177_);
            uint l_179_ = (l_176_ + l_178_);
            l_mut_90_ = l_172_;
            bool l_181_ = (0u > 0u);
            if (l_181_) {
                uint l_182_ = (l_172_ >> 0u);
                uint l_183_ = (32u - 0u);
                uint l_184_ = (l_175_ << l_183_);
                uint l_185_ = (l_182_ | l_184_);
                l_mut_90_ = l_185_;
            }
            l_mut_75_ = l_175_;
            bool l_186_ = (0u > 0u);
            if (l_186_) {
                uint l_187_ = (l_175_ >> 0u);
                uint l_188_ = (32u - 0u);
                uint l_189_ = (l_179_ << l_188_);
                uint l_190_ = (l_187_ | l_189_);
                l_mut_75_ = l_190_;
            }
            uint _e681 = l_mut_90_;
            l_mut_40_ = _e681;
            uint _e682 = l_mut_75_;
            l_mut_90_ = _e682;
            if (false) {
                l_mut_40_ = l_179_;
                l_mut_90_ = 0u;
            } else {
                if (false) {
                    l_mut_75_ = l_175_;
                    bool l_193_ = (0u > 0u);
                    if (l_193_) {
                        uint l_194_ = (l_175_ >> 0u);
                        uint l_195_ = (32u - 0u);
                        uint l_196_ = (l_179_ << l_195_);
                        uint l_197_ = (l_194_ | l_196_);
                        l_mut_75_ = l_197_;
                    }
                    uint l_198_ = (l_179_ >> 0u);
                    uint _e694 = l_mut_75_;
                    l_mut_40_ = _e694;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e695 = l_mut_151_;
            uint l_199_ = (_e695 * l_4_);
            uint _e697 = l_mut_145_;
            uint l_200_ = (_e697 * l_4_);
            uint _e699 = l_mut_151_;
            uint64_t l_2535_ = uint64_t(_e699);
            uint64_t l_2536_ = uint64_t(l_4_);
            uint64_t l_2537_ = (l_2535_ * l_2536_);
            uint64_t l_2538_ = (l_2537_ >> uint(32uL));
            uint l_201_ = uint(l_2538_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e710 = l_mut_145_;
            uint64_t l_2540_ = uint64_t(_e710);
            uint64_t l_2541_ = uint64_t(l_4_);
            uint64_t l_2542_ = (l_2540_ * l_2541_);
            uint64_t l_2543_ = (l_2542_ >> uint(32uL));
            uint l_203_ = uint(l_2543_);
            bool l_204_ = (l_202_ < l_200_);
            uint l_205_ = uint(l_204_);
            uint l_206_ = (l_203_ + l_205_);
            l_mut_75_ = l_199_;
            bool l_208_ = (0u > 0u);
            if (l_208_) {
                uint l_209_ = (l_199_ >> 0u);
                uint l_210_ = (32u - 0u);
                uint l_211_ = (l_202_ << l_210_);
                uint l_212_ = (l_209_ | l_211_);
                l_mut_75_ = l_212_;
            }
            l_mut_213_ = l_202_;
            bool l_214_ = (0u > 0u);
            if (l_214_) {
                uint l_215_ = (l_202_ >> 0u);
                uint l_216_ = (32u - 0u);
                uint l_217_ = (l_206_ << l_216_);
                uint l_218_ = (l_215_ | l_217_);
                l_mut_213_ = l_218_;
            }
            uint _e738 = l_mut_75_;
            l_mut_219_ = _e738;
            uint _e739 = l_mut_213_;
            l_mut_75_ = _e739;
            if (true) {
                l_mut_219_ = l_206_;
                l_mut_75_ = 0u;
            } else {
                if (true) {
                    l_mut_213_ = l_202_;
                    bool l_222_ = (0u > 0u);
                    if (l_222_) {
                        uint l_223_ = (l_202_ >> 0u);
                        uint l_224_ = (32u - 0u);
                        uint l_225_ = (l_206_ << l_224_);
                        uint l_226_ = (l_223_ | l_225_);
                        l_mut_213_ = l_226_;
                    }
                    uint l_227_ = (l_206_ >> 0u);
                    uint _e751 = l_mut_213_;
                    l_mut_219_ = _e751;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e752 = l_mut_40_;
            uint l_228_ = (_e752 * l_4_);
            uint _e754 = l_mut_90_;
            uint l_229_ = (_e754 * l_4_);
            uint _e756 = l_mut_40_;
            uint64_t l_2545_ = uint64_t(_e756);
            uint64_t l_2546_ = uint64_t(l_4_);
            uint64_t l_2547_ = (l_2545_ * l_2546_);
            uint64_t l_2548_ = (l_2547_ >> uint(32uL));
            uint l_230_ = uint(l_2548_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e767 = l_mut_90_;
            uint64_t l_2550_ = uint64_t(_e767);
            uint64_t l_2551_ = uint64_t(l_4_);
            uint64_t l_2552_ = (l_2550_ * l_2551_);
            uint64_t l_2553_ = (l_2552_ >> uint(32uL));
            uint l_232_ = uint(l_2553_);
            bool l_233_ = (l_231_ < l_229_);
            uint l_234_ = uint(l_233_);
            uint l_235_ = (l_232_ + l_234_);
            l_mut_213_ = l_228_;
            bool l_237_ = (0u > 0u);
            if (l_237_) {
                uint l_238_ = (l_228_ >> 0u);
                uint l_239_ = (32u - 0u);
                uint l_240_ = (l_231_ << l_239_);
                uint l_241_ = (l_238_ | l_240_);
                l_mut_213_ = l_241_;
            }
            l_mut_151_ = l_231_;
            bool l_242_ = (0u > 0u);
            if (l_242_) {
                uint l_243_ = (l_231_ >> 0u);
                uint l_244_ = (32u - 0u);
                uint l_245_ = (l_235_ << l_244_);
                uint l_246_ = (l_243_ | l_245_);
                l_mut_151_ = l_246_;
            }
            uint _e795 = l_mut_213_;
            l_mut_145_ = _e795;
            uint _e796 = l_mut_151_;
            l_mut_213_ = _e796;
            if (false) {
                l_mut_145_ = l_235_;
                l_mut_213_ = 0u;
            } else {
                if (false) {
                    l_mut_151_ = l_231_;
                    bool l_249_ = (0u > 0u);
                    if (l_249_) {
                        uint l_250_ = (l_231_ >> 0u);
                        uint l_251_ = (32u - 0u);
                        uint l_252_ = (l_235_ << l_251_);
                        uint l_253_ = (l_250_ | l_252_);
                        l_mut_151_ = l_253_;
                    }
                    uint l_254_ = (l_235_ >> 0u);
                    uint _e808 = l_mut_151_;
                    l_mut_145_ = _e808;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e809 = l_mut_40_;
            uint l_255_ = (_e809 * l_4_);
            uint _e811 = l_mut_90_;
            uint l_256_ = (_e811 * l_4_);
            uint _e813 = l_mut_40_;
            uint64_t l_2555_ = uint64_t(_e813);
            uint64_t l_2556_ = uint64_t(l_4_);
            uint64_t l_2557_ = (l_2555_ * l_2556_);
            uint64_t l_2558_ = (l_2557_ >> uint(32uL));
            uint l_257_ = uint(l_2558_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e824 = l_mut_90_;
            uint64_t l_2560_ = uint64_t(_e824);
            uint64_t l_2561_ = uint64_t(l_4_);
            uint64_t l_2562_ = (l_2560_ * l_2561_);
            uint64_t l_2563_ = (l_2562_ >> uint(32uL));
            uint l_259_ = uint(l_2563_);
            bool l_260_ = (l_258_ < l_256_);
            uint l_261_ = uint(l_260_);
            uint l_262_ = (l_259_ + l_261_);
            l_mut_151_ = l_255_;
            bool l_264_ = (0u > 0u);
            if (l_264_) {
                uint l_265_ = (l_255_ >> 0u);
                uint l_266_ = (32u - 0u);
                uint l_267_ = (l_258_ << l_266_);
                uint l_268_ = (l_265_ | l_267_);
                l_mut_151_ = l_268_;
            }
            l_mut_269_ = l_258_;
            bool l_270_ = (0u > 0u);
            if (l_270_) {
                uint l_271_ = (l_258_ >> 0u);
                uint l_272_ = (32u - 0u);
                uint l_273_ = (l_262_ << l_272_);
                uint l_274_ = (l_271_ | l_273_);
                l_mut_269_ = l_274_;
            }
            uint _e852 = l_mut_151_;
            l_mut_275_ = _e852;
            uint _e853 = l_mut_269_;
            l_mut_151_ = _e853;
            if (true) {
                l_mut_275_ = l_262_;
                l_mut_151_ = 0u;
            } else {
                if (true) {
                    l_mut_269_ = l_258_;
                    bool l_278_ = (0u > 0u);
                    if (l_278_) {
                        uint l_279_ = (l_258_ >> 0u);
                        uint l_280_ = (32u - 0u);
                        uint l_281_ = (l_262_ << l_280_);
                        uint l_282_ = (l_279_ | l_281_);
                        l_mut_269_ = l_282_;
                    }
                    uint l_283_ = (l_262_ >> 0u);
                    uint _e865 = l_mut_269_;
                    l_mut_275_ = _e865;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e866 = l_mut_219_;
            uint l_284_ = (_e866 * l_4_);
            uint _e868 = l_mut_219_;
            uint64_t l_2565_ = uint64_t(_e868);
            uint64_t l_2566_ = uint64_t(l_4_);
            uint64_t l_2567_ = (l_2565_ * l_2566_);
            uint64_t l_2568_ = (l_2567_ >> uint(32uL));
            uint l_285_ = uint(l_2568_);
            uint _e878 = l_mut_75_;
            uint l_286_ = (_e878 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e881 = l_mut_275_;
            uint l_288_ = (_e881 + l_284_);
            uint _e883 = l_mut_151_;
            uint l_289_ = (_e883 + l_287_);
            uint _e885 = l_mut_275_;
            bool l_290_ = (l_288_ < _e885);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e889 = l_mut_145_;
            l_mut_102_ = _e889;
            uint _e890 = l_mut_213_;
            l_mut_96_ = _e890;
            bool l_293_ = (l_121_ == 64u);
            if (l_293_) {
                l_mut_102_ = l_288_;
                l_mut_96_ = l_292_;
            } else {
                bool l_294_ = (l_121_ > 0u);
                if (l_294_) {
                    uint l_295_ = (64u - l_121_);
                    l_mut_275_ = l_288_;
                    l_mut_269_ = l_292_;
                    bool l_296_ = (l_295_ >= 32u);
                    if (l_296_) {
                        uint l_297_ = (l_295_ & 31u);
                        uint l_298_ = (l_288_ << l_297_);
                        l_mut_275_ = 0u;
                        l_mut_269_ = l_298_;
                    } else {
                        bool l_299_ = (l_295_ > 0u);
                        if (l_299_) {
                            uint l_300_ = (l_288_ << l_295_);
                            uint l_301_ = (l_292_ << l_295_);
                            uint l_302_ = (32u - l_295_);
                            uint l_303_ = (l_288_ >> l_302_);
                            uint l_304_ = (l_301_ | l_303_);
                            l_mut_275_ = l_300_;
                            l_mut_269_ = l_304_;
                        }
                    }
                    uint _e911 = l_mut_145_;
                    l_mut_219_ = _e911;
                    uint _e912 = l_mut_213_;
                    l_mut_151_ = _e912;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e917 = l_mut_213_;
                        uint l_307_ = (_e917 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e922 = l_mut_145_;
                            l_mut_90_ = _e922;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e925 = l_mut_145_;
                                uint l_310_ = (_e925 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e929 = l_mut_213_;
                                uint l_312_ = (_e929 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e932 = l_mut_213_;
                            uint l_314_ = (_e932 >> l_121_);
                            uint _e934 = l_mut_90_;
                            l_mut_219_ = _e934;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e935 = l_mut_275_;
                    uint _e936 = l_mut_219_;
                    uint l_315_ = (_e935 + _e936);
                    uint _e938 = l_mut_269_;
                    uint _e939 = l_mut_151_;
                    uint l_316_ = (_e938 + _e939);
                    uint _e941 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e941);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e946 = l_mut_102_;
                uint l_320_ = (0u - _e946);
                uint _e949 = l_mut_96_;
                uint l_321_ = (0u - _e949);
                uint _e952 = l_mut_102_;
                bool l_322_ = (0u < _e952);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e956 = l_mut_102_;
        uint l_325_ = (l_64_ - _e956);
        uint _e958 = l_mut_96_;
        uint l_326_ = (l_67_ - _e958);
        uint _e960 = l_mut_102_;
        bool l_327_ = (l_64_ < _e960);
        uint l_328_ = uint(l_327_);
        uint l_329_ = (l_326_ - l_328_);
        uint l_330_ = (l_325_ + l_14_);
        uint l_331_ = (l_329_ + l_17_);
        bool l_332_ = (l_330_ < l_325_);
        uint l_333_ = uint(l_332_);
        uint l_334_ = (l_331_ + l_333_);
        uint l_335_ = (0u - l_116_);
        uint l_336_ = (0u - l_120_);
        bool l_337_ = (0u < l_116_);
        uint l_338_ = uint(l_337_);
        uint l_339_ = (l_336_ - l_338_);
        uint l_340_ = (l_14_ + l_14_);
        uint l_341_ = (l_17_ + l_17_);
        bool l_342_ = (l_340_ < l_14_);
        uint l_343_ = uint(l_342_);
        uint l_344_ = (l_341_ + l_343_);
        l_mut_275_ = l_335_;
        l_mut_269_ = l_339_;
        uint l_345_ = (0u - l_335_);
        uint l_346_ = (0u - l_339_);
        bool l_347_ = (0u < l_335_);
        uint l_348_ = uint(l_347_);
        uint l_349_ = (l_346_ - l_348_);
        l_mut_219_ = l_345_;
        l_mut_213_ = l_349_;
        l_mut_151_ = l_330_;
        l_mut_145_ = l_334_;
        l_mut_102_ = 1u;
        l_mut_96_ = 1u;
        l_mut_350_ = false;
        uint _e993 = l_mut_145_;
        bool l_351_ = (_e993 < l_344_);
        uint _e995 = l_mut_145_;
        bool l_352_ = (_e995 == l_344_);
        uint _e997 = l_mut_151_;
        bool l_353_ = (_e997 < l_340_);
        if (l_352_) {
            local_4 = l_353_;
        } else {
            local_4 = false;
        }
        bool l_354_ = local_4;
        if (!(l_351_)) {
            local_5 = l_354_;
        } else {
            local_5 = true;
        }
        bool l_355_ = local_5;
        bool l_356_ = !(l_355_);
        l_mut_357_ = l_356_;
        uint l_358_ = (l_335_ | l_339_);
        bool l_359_ = (l_358_ == 0u);
        if (l_359_) {
            bool _e1012 = l_mut_357_;
            l_mut_350_ = _e1012;
            l_mut_357_ = false;
        }
        bool _e1014 = l_mut_357_;
        if (_e1014) {
            uint l_360_ = (l_339_ >> 31u);
            bool l_361_ = (l_360_ == 1u);
            l_mut_90_ = l_335_;
            l_mut_75_ = l_339_;
            if (l_361_) {
                uint l_362_ = (0u - l_335_);
                uint l_363_ = (0u - l_339_);
                bool l_364_ = (0u < l_335_);
                uint l_365_ = uint(l_364_);
                uint l_366_ = (l_363_ - l_365_);
                l_mut_90_ = l_362_;
                l_mut_75_ = l_366_;
            }
            uint l_367_ = (l_4_ - 1u);
            uint _e1029 = l_mut_90_;
            uint l_368_ = (_e1029 * l_367_);
            uint _e1031 = l_mut_90_;
            uint64_t l_2570_ = uint64_t(_e1031);
            uint64_t l_2571_ = uint64_t(l_367_);
            uint64_t l_2572_ = (l_2570_ * l_2571_);
            uint64_t l_2573_ = (l_2572_ >> uint(32uL));
            uint l_369_ = uint(l_2573_);
            uint _e1041 = l_mut_75_;
            uint l_370_ = (_e1041 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1047 = l_mut_90_;
            uint l_373_ = (_e1047 * l_372_);
            uint _e1049 = l_mut_75_;
            uint l_374_ = (_e1049 * l_372_);
            uint _e1051 = l_mut_90_;
            uint64_t l_2575_ = uint64_t(_e1051);
            uint64_t l_2576_ = uint64_t(l_372_);
            uint64_t l_2577_ = (l_2575_ * l_2576_);
            uint64_t l_2578_ = (l_2577_ >> uint(32uL));
            uint l_375_ = uint(l_2578_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1062 = l_mut_75_;
            uint64_t l_2580_ = uint64_t(_e1062);
            uint64_t l_2581_ = uint64_t(l_372_);
            uint64_t l_2582_ = (l_2580_ * l_2581_);
            uint64_t l_2583_ = (l_2582_ >> uint(32uL));
            uint l_377_ = uint(l_2583_);
            bool l_378_ = (l_376_ < l_374_);
            uint l_379_ = uint(l_378_);
            uint l_380_ = (l_377_ + l_379_);
            l_mut_382_ = l_373_;
            bool l_383_ = (0u > 0u);
            if (l_383_) {
                uint l_384_ = (l_373_ >> 0u);
                uint l_385_ = (32u - 0u);
                uint l_386_ = (l_376_ << l_385_);
                uint l_387_ = (l_384_ | l_386_);
                l_mut_382_ = l_387_;
            }
            l_mut_388_ = l_376_;
            bool l_389_ = (0u > 0u);
            if (l_389_) {
                uint l_390_ = (l_376_ >> 0u);
                uint l_391_ = (32u - 0u);
                uint l_392_ = (l_380_ << l_391_);
                uint l_393_ = (l_390_ | l_392_);
                l_mut_388_ = l_393_;
            }
            uint _e1090 = l_mut_382_;
            l_mut_394_ = _e1090;
            uint _e1091 = l_mut_388_;
            l_mut_382_ = _e1091;
            if (true) {
                l_mut_394_ = l_380_;
                l_mut_382_ = 0u;
            } else {
                if (true) {
                    l_mut_388_ = l_376_;
                    bool l_397_ = (0u > 0u);
                    if (l_397_) {
                        uint l_398_ = (l_376_ >> 0u);
                        uint l_399_ = (32u - 0u);
                        uint l_400_ = (l_380_ << l_399_);
                        uint l_401_ = (l_398_ | l_400_);
                        l_mut_388_ = l_401_;
                    }
                    uint l_402_ = (l_380_ >> 0u);
                    uint _e1103 = l_mut_388_;
                    l_mut_394_ = _e1103;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1104 = l_mut_394_;
            uint _e1105 = l_mut_382_;
            uint l_403_ = (_e1104 | _e1105);
            bool l_404_ = (l_403_ == 0u);
            if (l_404_) {
                l_mut_394_ = l_330_;
                l_mut_388_ = l_334_;
                if (l_361_) {
                    uint l_405_ = (0u - l_330_);
                    uint l_406_ = (0u - l_334_);
                    bool l_407_ = (0u < l_330_);
                    uint l_408_ = uint(l_407_);
                    uint l_409_ = (l_406_ - l_408_);
                    uint l_410_ = (l_330_ | l_334_);
                    bool l_411_ = (l_410_ == 0u);
                    bool l_412_ = !(l_411_);
                    bool l_413_ = (l_371_ < l_409_);
                    bool l_414_ = (l_371_ == l_409_);
                    bool l_415_ = (l_368_ < l_405_);
                    if (l_414_) {
                        local_6 = l_415_;
                    } else {
                        local_6 = false;
                    }
                    bool l_416_ = local_6;
                    if (!(l_413_)) {
                        local_7 = l_416_;
                    } else {
                        local_7 = true;
                    }
                    bool l_417_ = local_7;
                    bool l_418_ = !(l_417_);
                    if (l_412_) {
                        local_8 = l_418_;
                    } else {
                        local_8 = false;
                    }
                    bool l_419_ = local_8;
                    if (l_419_) {
                        uint l_420_ = (l_4_ - 1u);
                        l_mut_382_ = l_405_;
                        l_mut_421_ = l_409_;
                        uint _e1140 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1140);
                        uint _e1142 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1142);
                        uint _e1144 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1144);
                        if (l_423_) {
                            local_9 = l_424_;
                        } else {
                            local_9 = false;
                        }
                        bool l_425_ = local_9;
                        if (!(l_422_)) {
                            local_10 = l_425_;
                        } else {
                            local_10 = true;
                        }
                        bool l_426_ = local_10;
                        bool l_427_ = !(l_426_);
                        if (l_427_) {
                            l_mut_428_ = 0u;
                            uint _e1157 = l_mut_75_;
                            bool l_429_ = (_e1157 < l_409_);
                            uint _e1159 = l_mut_75_;
                            bool l_430_ = (_e1159 == l_409_);
                            uint _e1161 = l_mut_90_;
                            bool l_431_ = (_e1161 < l_405_);
                            if (l_430_) {
                                local_11 = l_431_;
                            } else {
                                local_11 = false;
                            }
                            bool l_432_ = local_11;
                            if (!(l_429_)) {
                                local_12 = l_432_;
                            } else {
                                local_12 = true;
                            }
                            bool l_433_ = local_12;
                            if (l_433_) {
                                uint l_434_ = (l_405_ - 1u);
                                uint l_435_ = (l_409_ - 0u);
                                bool l_436_ = (l_405_ < 1u);
                                uint l_437_ = uint(l_436_);
                                uint l_438_ = (l_435_ - l_437_);
                                l_mut_439_ = l_434_;
                                l_mut_440_ = l_438_;
                                l_mut_441_ = 0u;
                                uint2 loop_bound = uint2(4294967295u, 4294967295u);
                                bool loop_init = true;
                                while(true) {
                                    if (all(loop_bound == uint2(0u, 0u))) { break; }
                                    loop_bound -= uint2(loop_bound.y == 0u, 1u);
                                    if (!loop_init) {
                                        uint _e1268 = l_mut_442_;
                                        l_mut_442_ = (_e1268 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1183 = l_mut_442_;
                                    if ((_e1183 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1187 = l_mut_442_;
                                        uint l_443_ = (19u - _e1187);
                                        uint _e1189 = l_mut_439_;
                                        l_mut_444_ = _e1189;
                                        uint _e1190 = l_mut_440_;
                                        l_mut_445_ = _e1190;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1195 = l_mut_440_;
                                            uint l_448_ = (_e1195 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1200 = l_mut_439_;
                                                l_mut_450_ = _e1200;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1203 = l_mut_439_;
                                                    uint l_452_ = (_e1203 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1207 = l_mut_440_;
                                                    uint l_454_ = (_e1207 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1210 = l_mut_440_;
                                                uint l_456_ = (_e1210 >> l_443_);
                                                uint _e1212 = l_mut_450_;
                                                l_mut_444_ = _e1212;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1213 = l_mut_445_;
                                        uint _e1214 = l_mut_75_;
                                        bool l_457_ = (_e1213 < _e1214);
                                        uint _e1216 = l_mut_445_;
                                        uint _e1217 = l_mut_75_;
                                        bool l_458_ = (_e1216 == _e1217);
                                        uint _e1219 = l_mut_444_;
                                        uint _e1220 = l_mut_90_;
                                        bool l_459_ = (_e1219 < _e1220);
                                        if (l_458_) {
                                            local_13 = l_459_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_460_ = local_13;
                                        if (!(l_457_)) {
                                            local_14 = l_460_;
                                        } else {
                                            local_14 = true;
                                        }
                                        bool l_461_ = local_14;
                                        bool l_462_ = !(l_461_);
                                        if (l_462_) {
                                            uint _e1232 = l_mut_90_;
                                            l_mut_450_ = _e1232;
                                            uint _e1233 = l_mut_75_;
                                            l_mut_445_ = _e1233;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1238 = l_mut_90_;
                                                uint l_465_ = (_e1238 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1243 = l_mut_90_;
                                                    uint l_467_ = (_e1243 << l_443_);
                                                    uint _e1245 = l_mut_75_;
                                                    uint l_468_ = (_e1245 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1249 = l_mut_90_;
                                                    uint l_470_ = (_e1249 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1252 = l_mut_439_;
                                            uint _e1253 = l_mut_450_;
                                            uint l_472_ = (_e1252 - _e1253);
                                            uint _e1255 = l_mut_440_;
                                            uint _e1256 = l_mut_445_;
                                            uint l_473_ = (_e1255 - _e1256);
                                            uint _e1258 = l_mut_439_;
                                            uint _e1259 = l_mut_450_;
                                            bool l_474_ = (_e1258 < _e1259);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1265 = l_mut_441_;
                                            l_mut_441_ = (_e1265 | l_477_);
                                        }
                                    }
                                }
                                uint _e1270 = l_mut_441_;
                                uint l_478_ = min(_e1270, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1272 = l_mut_440_;
                                uint _e1273 = l_mut_75_;
                                bool l_479_ = (_e1272 < _e1273);
                                uint _e1275 = l_mut_440_;
                                uint _e1276 = l_mut_75_;
                                bool l_480_ = (_e1275 == _e1276);
                                uint _e1278 = l_mut_439_;
                                uint _e1279 = l_mut_90_;
                                bool l_481_ = (_e1278 < _e1279);
                                if (l_480_) {
                                    local_15 = l_481_;
                                } else {
                                    local_15 = false;
                                }
                                bool l_482_ = local_15;
                                if (!(l_479_)) {
                                    local_16 = l_482_;
                                } else {
                                    local_16 = true;
                                }
                                bool l_483_ = local_16;
                                bool l_484_ = !(l_483_);
                                if (l_484_) {
                                    l_mut_450_ = l_420_;
                                }
                                uint _e1291 = l_mut_450_;
                                l_mut_428_ = _e1291;
                            }
                            uint _e1292 = l_mut_90_;
                            uint _e1293 = l_mut_428_;
                            uint l_485_ = (_e1292 * _e1293);
                            uint _e1295 = l_mut_90_;
                            uint64_t l_2585_ = uint64_t(_e1295);
                            uint _e1297 = l_mut_428_;
                            uint64_t l_2586_ = uint64_t(_e1297);
                            uint64_t l_2587_ = (l_2585_ * l_2586_);
                            uint64_t l_2588_ = (l_2587_ >> uint(32uL));
                            uint l_486_ = uint(l_2588_);
                            uint _e1306 = l_mut_75_;
                            uint _e1307 = l_mut_428_;
                            uint l_487_ = (_e1306 * _e1307);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1315 = l_mut_421_;
                            uint _e1316 = l_mut_75_;
                            bool l_494_ = (_e1315 < _e1316);
                            uint _e1318 = l_mut_421_;
                            uint _e1319 = l_mut_75_;
                            bool l_495_ = (_e1318 == _e1319);
                            uint _e1321 = l_mut_382_;
                            uint _e1322 = l_mut_90_;
                            bool l_496_ = (_e1321 < _e1322);
                            if (l_495_) {
                                local_17 = l_496_;
                            } else {
                                local_17 = false;
                            }
                            bool l_497_ = local_17;
                            if (!(l_494_)) {
                                local_18 = l_497_;
                            } else {
                                local_18 = true;
                            }
                            bool l_498_ = local_18;
                            bool l_499_ = !(l_498_);
                            if (l_499_) {
                                uint _e1334 = l_mut_382_;
                                uint _e1335 = l_mut_90_;
                                uint l_500_ = (_e1334 - _e1335);
                                uint _e1337 = l_mut_421_;
                                uint _e1338 = l_mut_75_;
                                uint l_501_ = (_e1337 - _e1338);
                                uint _e1340 = l_mut_382_;
                                uint _e1341 = l_mut_90_;
                                bool l_502_ = (_e1340 < _e1341);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1345 = l_mut_90_;
                        uint _e1346 = l_mut_382_;
                        uint l_505_ = (_e1345 - _e1346);
                        uint _e1348 = l_mut_75_;
                        uint _e1349 = l_mut_421_;
                        uint l_506_ = (_e1348 - _e1349);
                        uint _e1351 = l_mut_90_;
                        uint _e1352 = l_mut_382_;
                        bool l_507_ = (_e1351 < _e1352);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1356 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1356);
                        uint _e1358 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1358);
                        uint _e1360 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1360);
                        if (l_511_) {
                            local_19 = l_512_;
                        } else {
                            local_19 = false;
                        }
                        bool l_513_ = local_19;
                        if (!(l_510_)) {
                            local_20 = l_513_;
                        } else {
                            local_20 = true;
                        }
                        bool l_514_ = local_20;
                        bool l_515_ = !(l_514_);
                        if (l_515_) {
                            uint _e1372 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1372);
                            uint _e1374 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1374);
                            uint _e1376 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1376);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1380 = l_mut_445_;
                        uint _e1381 = l_mut_388_;
                        bool l_521_ = (_e1380 < _e1381);
                        uint _e1383 = l_mut_445_;
                        uint _e1384 = l_mut_388_;
                        bool l_522_ = (_e1383 == _e1384);
                        uint _e1386 = l_mut_450_;
                        uint _e1387 = l_mut_394_;
                        bool l_523_ = (_e1386 < _e1387);
                        if (l_522_) {
                            local_21 = l_523_;
                        } else {
                            local_21 = false;
                        }
                        bool l_524_ = local_21;
                        if (!(l_521_)) {
                            local_22 = l_524_;
                        } else {
                            local_22 = true;
                        }
                        bool l_525_ = local_22;
                        if (l_525_) {
                            uint _e1398 = l_mut_450_;
                            l_mut_394_ = _e1398;
                            uint _e1399 = l_mut_445_;
                            l_mut_388_ = _e1399;
                        }
                    }
                } else {
                    uint l_526_ = (l_330_ - l_368_);
                    uint l_527_ = (l_334_ - l_371_);
                    bool l_528_ = (l_330_ < l_368_);
                    uint l_529_ = uint(l_528_);
                    uint l_530_ = (l_527_ - l_529_);
                    l_mut_394_ = l_526_;
                    l_mut_388_ = l_530_;
                    bool l_531_ = (l_334_ < l_371_);
                    bool l_532_ = (l_334_ == l_371_);
                    bool l_533_ = (l_330_ < l_368_);
                    if (l_532_) {
                        local_23 = l_533_;
                    } else {
                        local_23 = false;
                    }
                    bool l_534_ = local_23;
                    if (!(l_531_)) {
                        local_24 = l_534_;
                    } else {
                        local_24 = true;
                    }
                    bool l_535_ = local_24;
                    if (l_535_) {
                        uint l_536_ = (l_4_ - 1u);
                        l_mut_450_ = l_330_;
                        l_mut_445_ = l_334_;
                        uint _e1419 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1419);
                        uint _e1421 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1421);
                        uint _e1423 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1423);
                        if (l_538_) {
                            local_25 = l_539_;
                        } else {
                            local_25 = false;
                        }
                        bool l_540_ = local_25;
                        if (!(l_537_)) {
                            local_26 = l_540_;
                        } else {
                            local_26 = true;
                        }
                        bool l_541_ = local_26;
                        bool l_542_ = !(l_541_);
                        if (l_542_) {
                            l_mut_444_ = 0u;
                            uint _e1436 = l_mut_75_;
                            bool l_543_ = (_e1436 < l_334_);
                            uint _e1438 = l_mut_75_;
                            bool l_544_ = (_e1438 == l_334_);
                            uint _e1440 = l_mut_90_;
                            bool l_545_ = (_e1440 < l_330_);
                            if (l_544_) {
                                local_27 = l_545_;
                            } else {
                                local_27 = false;
                            }
                            bool l_546_ = local_27;
                            if (!(l_543_)) {
                                local_28 = l_546_;
                            } else {
                                local_28 = true;
                            }
                            bool l_547_ = local_28;
                            if (l_547_) {
                                uint l_548_ = (l_330_ - 1u);
                                uint l_549_ = (l_334_ - 0u);
                                bool l_550_ = (l_330_ < 1u);
                                uint l_551_ = uint(l_550_);
                                uint l_552_ = (l_549_ - l_551_);
                                l_mut_441_ = l_548_;
                                l_mut_440_ = l_552_;
                                l_mut_439_ = 0u;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1547 = l_mut_553_;
                                        l_mut_553_ = (_e1547 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1462 = l_mut_553_;
                                    if ((_e1462 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1466 = l_mut_553_;
                                        uint l_554_ = (19u - _e1466);
                                        uint _e1468 = l_mut_441_;
                                        l_mut_428_ = _e1468;
                                        uint _e1469 = l_mut_440_;
                                        l_mut_421_ = _e1469;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1474 = l_mut_440_;
                                            uint l_557_ = (_e1474 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1479 = l_mut_441_;
                                                l_mut_382_ = _e1479;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1482 = l_mut_441_;
                                                    uint l_560_ = (_e1482 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1486 = l_mut_440_;
                                                    uint l_562_ = (_e1486 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1489 = l_mut_440_;
                                                uint l_564_ = (_e1489 >> l_554_);
                                                uint _e1491 = l_mut_382_;
                                                l_mut_428_ = _e1491;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1492 = l_mut_421_;
                                        uint _e1493 = l_mut_75_;
                                        bool l_565_ = (_e1492 < _e1493);
                                        uint _e1495 = l_mut_421_;
                                        uint _e1496 = l_mut_75_;
                                        bool l_566_ = (_e1495 == _e1496);
                                        uint _e1498 = l_mut_428_;
                                        uint _e1499 = l_mut_90_;
                                        bool l_567_ = (_e1498 < _e1499);
                                        if (l_566_) {
                                            local_29 = l_567_;
                                        } else {
                                            local_29 = false;
                                        }
                                        bool l_568_ = local_29;
                                        if (!(l_565_)) {
                                            local_30 = l_568_;
                                        } else {
                                            local_30 = true;
                                        }
                                        bool l_569_ = local_30;
                                        bool l_570_ = !(l_569_);
                                        if (l_570_) {
                                            uint _e1511 = l_mut_90_;
                                            l_mut_428_ = _e1511;
                                            uint _e1512 = l_mut_75_;
                                            l_mut_421_ = _e1512;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1517 = l_mut_90_;
                                                uint l_573_ = (_e1517 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1522 = l_mut_90_;
                                                    uint l_575_ = (_e1522 << l_554_);
                                                    uint _e1524 = l_mut_75_;
                                                    uint l_576_ = (_e1524 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1528 = l_mut_90_;
                                                    uint l_578_ = (_e1528 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1531 = l_mut_441_;
                                            uint _e1532 = l_mut_428_;
                                            uint l_580_ = (_e1531 - _e1532);
                                            uint _e1534 = l_mut_440_;
                                            uint _e1535 = l_mut_421_;
                                            uint l_581_ = (_e1534 - _e1535);
                                            uint _e1537 = l_mut_441_;
                                            uint _e1538 = l_mut_428_;
                                            bool l_582_ = (_e1537 < _e1538);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1544 = l_mut_439_;
                                            l_mut_439_ = (_e1544 | l_585_);
                                        }
                                    }
                                }
                                uint _e1549 = l_mut_439_;
                                uint l_586_ = min(_e1549, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1551 = l_mut_440_;
                                uint _e1552 = l_mut_75_;
                                bool l_587_ = (_e1551 < _e1552);
                                uint _e1554 = l_mut_440_;
                                uint _e1555 = l_mut_75_;
                                bool l_588_ = (_e1554 == _e1555);
                                uint _e1557 = l_mut_441_;
                                uint _e1558 = l_mut_90_;
                                bool l_589_ = (_e1557 < _e1558);
                                if (l_588_) {
                                    local_31 = l_589_;
                                } else {
                                    local_31 = false;
                                }
                                bool l_590_ = local_31;
                                if (!(l_587_)) {
                                    local_32 = l_590_;
                                } else {
                                    local_32 = true;
                                }
                                bool l_591_ = local_32;
                                bool l_592_ = !(l_591_);
                                if (l_592_) {
                                    l_mut_439_ = l_536_;
                                }
                                uint _e1570 = l_mut_439_;
                                l_mut_444_ = _e1570;
                            }
                            uint _e1571 = l_mut_90_;
                            uint _e1572 = l_mut_444_;
                            uint l_593_ = (_e1571 * _e1572);
                            uint _e1574 = l_mut_90_;
                            uint64_t l_2590_ = uint64_t(_e1574);
                            uint _e1576 = l_mut_444_;
                            uint64_t l_2591_ = uint64_t(_e1576);
                            uint64_t l_2592_ = (l_2590_ * l_2591_);
                            uint64_t l_2593_ = (l_2592_ >> uint(32uL));
                            uint l_594_ = uint(l_2593_);
                            uint _e1585 = l_mut_75_;
                            uint _e1586 = l_mut_444_;
                            uint l_595_ = (_e1585 * _e1586);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1594 = l_mut_445_;
                            uint _e1595 = l_mut_75_;
                            bool l_602_ = (_e1594 < _e1595);
                            uint _e1597 = l_mut_445_;
                            uint _e1598 = l_mut_75_;
                            bool l_603_ = (_e1597 == _e1598);
                            uint _e1600 = l_mut_450_;
                            uint _e1601 = l_mut_90_;
                            bool l_604_ = (_e1600 < _e1601);
                            if (l_603_) {
                                local_33 = l_604_;
                            } else {
                                local_33 = false;
                            }
                            bool l_605_ = local_33;
                            if (!(l_602_)) {
                                local_34 = l_605_;
                            } else {
                                local_34 = true;
                            }
                            bool l_606_ = local_34;
                            bool l_607_ = !(l_606_);
                            if (l_607_) {
                                uint _e1613 = l_mut_450_;
                                uint _e1614 = l_mut_90_;
                                uint l_608_ = (_e1613 - _e1614);
                                uint _e1616 = l_mut_445_;
                                uint _e1617 = l_mut_75_;
                                uint l_609_ = (_e1616 - _e1617);
                                uint _e1619 = l_mut_450_;
                                uint _e1620 = l_mut_90_;
                                bool l_610_ = (_e1619 < _e1620);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1624 = l_mut_445_;
                        uint _e1625 = l_mut_388_;
                        bool l_613_ = (_e1624 < _e1625);
                        uint _e1627 = l_mut_445_;
                        uint _e1628 = l_mut_388_;
                        bool l_614_ = (_e1627 == _e1628);
                        uint _e1630 = l_mut_450_;
                        uint _e1631 = l_mut_394_;
                        bool l_615_ = (_e1630 < _e1631);
                        if (l_614_) {
                            local_35 = l_615_;
                        } else {
                            local_35 = false;
                        }
                        bool l_616_ = local_35;
                        if (!(l_613_)) {
                            local_36 = l_616_;
                        } else {
                            local_36 = true;
                        }
                        bool l_617_ = local_36;
                        if (l_617_) {
                            uint _e1642 = l_mut_450_;
                            l_mut_394_ = _e1642;
                            uint _e1643 = l_mut_445_;
                            l_mut_388_ = _e1643;
                        }
                    }
                }
                uint _e1644 = l_mut_388_;
                bool l_618_ = (_e1644 < l_344_);
                uint _e1646 = l_mut_388_;
                bool l_619_ = (_e1646 == l_344_);
                uint _e1648 = l_mut_394_;
                bool l_620_ = (_e1648 < l_340_);
                if (l_619_) {
                    local_37 = l_620_;
                } else {
                    local_37 = false;
                }
                bool l_621_ = local_37;
                if (!(l_618_)) {
                    local_38 = l_621_;
                } else {
                    local_38 = true;
                }
                bool l_622_ = local_38;
                bool l_623_ = !(l_622_);
                uint l_624_ = uint(l_623_);
                uint l_625_ = (2u - l_624_);
                l_mut_40_ = l_625_;
            }
            uint _e1663 = l_mut_40_;
            bool l_626_ = (_e1663 > 0u);
            if (l_626_) {
                uint _e1666 = l_mut_40_;
                bool l_627_ = (_e1666 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1671 = l_mut_357_;
            bool l_629_ = !(_e1671);
            if (l_629_) {
                break;
            }
            uint _e1673 = l_mut_275_;
            l_mut_450_ = _e1673;
            uint _e1674 = l_mut_269_;
            l_mut_445_ = _e1674;
            bool _e1675 = l_mut_628_;
            if (_e1675) {
                uint _e1676 = l_mut_219_;
                l_mut_450_ = _e1676;
                uint _e1677 = l_mut_213_;
                l_mut_445_ = _e1677;
            }
            uint _e1678 = l_mut_145_;
            uint _e1679 = l_mut_445_;
            bool l_630_ = (_e1678 < _e1679);
            uint _e1681 = l_mut_145_;
            uint _e1682 = l_mut_445_;
            bool l_631_ = (_e1681 == _e1682);
            uint _e1684 = l_mut_151_;
            uint _e1685 = l_mut_450_;
            bool l_632_ = (_e1684 < _e1685);
            if (l_631_) {
                local_39 = l_632_;
            } else {
                local_39 = false;
            }
            bool l_633_ = local_39;
            if (!(l_630_)) {
                local_40 = l_633_;
            } else {
                local_40 = true;
            }
            bool l_634_ = local_40;
            bool l_635_ = !(l_634_);
            bool _e1697 = l_mut_628_;
            bool l_636_ = (l_635_ != _e1697);
            if (l_636_) {
                uint _e1699 = l_mut_275_;
                l_mut_450_ = _e1699;
                uint _e1700 = l_mut_269_;
                l_mut_445_ = _e1700;
                uint _e1701 = l_mut_219_;
                l_mut_275_ = _e1701;
                uint _e1702 = l_mut_213_;
                l_mut_269_ = _e1702;
                uint _e1703 = l_mut_450_;
                l_mut_219_ = _e1703;
                uint _e1704 = l_mut_445_;
                l_mut_213_ = _e1704;
                uint _e1705 = l_mut_102_;
                l_mut_450_ = _e1705;
                uint _e1706 = l_mut_96_;
                l_mut_102_ = _e1706;
                uint _e1707 = l_mut_450_;
                l_mut_96_ = _e1707;
                l_mut_628_ = l_635_;
            }
            uint _e1708 = l_mut_275_;
            uint _e1709 = l_mut_151_;
            uint l_637_ = (_e1708 - _e1709);
            uint _e1711 = l_mut_269_;
            uint _e1712 = l_mut_145_;
            uint l_638_ = (_e1711 - _e1712);
            uint _e1714 = l_mut_275_;
            uint _e1715 = l_mut_151_;
            bool l_639_ = (_e1714 < _e1715);
            uint l_640_ = uint(l_639_);
            uint l_641_ = (l_638_ - l_640_);
            l_mut_450_ = l_637_;
            l_mut_445_ = l_641_;
            bool _e1719 = l_mut_628_;
            if (_e1719) {
                uint _e1720 = l_mut_151_;
                uint l_642_ = (_e1720 - l_340_);
                uint _e1722 = l_mut_145_;
                uint l_643_ = (_e1722 - l_344_);
                uint _e1724 = l_mut_151_;
                bool l_644_ = (_e1724 < l_340_);
                uint l_645_ = uint(l_644_);
                uint l_646_ = (l_643_ - l_645_);
                l_mut_450_ = l_642_;
                l_mut_445_ = l_646_;
            }
            uint _e1728 = l_mut_275_;
            l_mut_444_ = _e1728;
            uint _e1729 = l_mut_269_;
            l_mut_441_ = _e1729;
            uint _e1730 = l_mut_445_;
            uint _e1731 = l_mut_269_;
            bool l_647_ = (_e1730 < _e1731);
            uint _e1733 = l_mut_445_;
            uint _e1734 = l_mut_269_;
            bool l_648_ = (_e1733 == _e1734);
            uint _e1736 = l_mut_450_;
            uint _e1737 = l_mut_275_;
            bool l_649_ = (_e1736 < _e1737);
            if (l_648_) {
                local_41 = l_649_;
            } else {
                local_41 = false;
            }
            bool l_650_ = local_41;
            if (!(l_647_)) {
                local_42 = l_650_;
            } else {
                local_42 = true;
            }
            bool l_651_ = local_42;
            if (l_651_) {
                uint _e1748 = l_mut_450_;
                l_mut_444_ = _e1748;
                uint _e1749 = l_mut_445_;
                l_mut_441_ = _e1749;
            }
            l_mut_652_ = false;
            uint _e1751 = l_mut_444_;
            l_mut_450_ = _e1751;
            uint _e1752 = l_mut_441_;
            l_mut_445_ = _e1752;
            if (false) {
                uint _e1755 = l_mut_441_;
                uint l_655_ = (_e1755 >> 3u);
                l_mut_450_ = l_655_;
                l_mut_445_ = 0u;
            } else {
                if (true) {
                    uint _e1759 = l_mut_444_;
                    l_mut_440_ = _e1759;
                    if (true) {
                        uint _e1761 = l_mut_444_;
                        uint l_658_ = (_e1761 >> 3u);
                        uint _e1764 = l_mut_441_;
                        uint l_659_ = (_e1764 << 29u);
                        uint l_660_ = (l_658_ | l_659_);
                        l_mut_440_ = l_660_;
                    }
                    uint _e1768 = l_mut_441_;
                    uint l_661_ = (_e1768 >> 3u);
                    uint _e1771 = l_mut_440_;
                    l_mut_450_ = _e1771;
                    l_mut_445_ = l_661_;
                }
            }
            uint _e1772 = l_mut_445_;
            uint _e1773 = l_mut_213_;
            bool l_662_ = (_e1772 < _e1773);
            uint _e1775 = l_mut_445_;
            uint _e1776 = l_mut_213_;
            bool l_663_ = (_e1775 == _e1776);
            uint _e1778 = l_mut_450_;
            uint _e1779 = l_mut_219_;
            bool l_664_ = (_e1778 < _e1779);
            if (l_663_) {
                local_43 = l_664_;
            } else {
                local_43 = false;
            }
            bool l_665_ = local_43;
            if (!(l_662_)) {
                local_44 = l_665_;
            } else {
                local_44 = true;
            }
            bool l_666_ = local_44;
            bool l_667_ = !(l_666_);
            l_mut_652_ = l_667_;
            l_mut_450_ = 0u;
            uint _e1792 = l_mut_219_;
            uint _e1793 = l_mut_213_;
            uint l_668_ = (_e1792 | _e1793);
            bool l_669_ = (l_668_ == 0u);
            bool l_670_ = !(l_669_);
            bool _e1798 = l_mut_652_;
            if (_e1798) {
                local_45 = l_670_;
            } else {
                local_45 = false;
            }
            bool l_671_ = local_45;
            uint _e1803 = l_mut_213_;
            uint _e1804 = l_mut_441_;
            bool l_672_ = (_e1803 < _e1804);
            uint _e1806 = l_mut_213_;
            uint _e1807 = l_mut_441_;
            bool l_673_ = (_e1806 == _e1807);
            uint _e1809 = l_mut_219_;
            uint _e1810 = l_mut_444_;
            bool l_674_ = (_e1809 < _e1810);
            if (l_673_) {
                local_46 = l_674_;
            } else {
                local_46 = false;
            }
            bool l_675_ = local_46;
            if (!(l_672_)) {
                local_47 = l_675_;
            } else {
                local_47 = true;
            }
            bool l_676_ = local_47;
            if (l_671_) {
                local_48 = l_676_;
            } else {
                local_48 = false;
            }
            bool l_677_ = local_48;
            uint _e1825 = l_mut_102_;
            uint _e1826 = l_mut_96_;
            uint l_678_ = (_e1825 + _e1826);
            bool l_679_ = (l_678_ < l_4_);
            if (l_677_) {
                local_49 = l_679_;
            } else {
                local_49 = false;
            }
            bool l_680_ = local_49;
            if (l_680_) {
                uint _e1833 = l_mut_102_;
                uint l_681_ = (l_4_ - _e1833);
                uint _e1835 = l_mut_96_;
                uint l_682_ = (l_681_ - _e1835);
                uint _e1837 = l_mut_102_;
                uint l_683_ = naga_div(l_682_, _e1837);
                uint _e1839 = l_mut_444_;
                uint l_684_ = (_e1839 - 1u);
                uint _e1842 = l_mut_441_;
                uint l_685_ = (_e1842 - 0u);
                uint _e1845 = l_mut_444_;
                bool l_686_ = (_e1845 < 1u);
                uint l_687_ = uint(l_686_);
                uint l_688_ = (l_685_ - l_687_);
                l_mut_445_ = l_684_;
                l_mut_444_ = l_688_;
                l_mut_441_ = 0u;
                l_mut_689_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1938 = l_mut_689_;
                        l_mut_689_ = (_e1938 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e1853 = l_mut_689_;
                    if ((_e1853 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e1857 = l_mut_689_;
                        uint l_690_ = (19u - _e1857);
                        uint _e1859 = l_mut_445_;
                        l_mut_440_ = _e1859;
                        uint _e1860 = l_mut_444_;
                        l_mut_439_ = _e1860;
                        bool l_691_ = (l_690_ >= 32u);
                        if (l_691_) {
                            uint l_692_ = (l_690_ & 31u);
                            uint _e1865 = l_mut_444_;
                            uint l_693_ = (_e1865 >> l_692_);
                            l_mut_440_ = l_693_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_694_ = (l_690_ > 0u);
                            if (l_694_) {
                                uint _e1870 = l_mut_445_;
                                l_mut_428_ = _e1870;
                                bool l_695_ = (l_690_ > 0u);
                                if (l_695_) {
                                    uint _e1873 = l_mut_445_;
                                    uint l_696_ = (_e1873 >> l_690_);
                                    uint l_697_ = (32u - l_690_);
                                    uint _e1877 = l_mut_444_;
                                    uint l_698_ = (_e1877 << l_697_);
                                    uint l_699_ = (l_696_ | l_698_);
                                    l_mut_428_ = l_699_;
                                }
                                uint _e1880 = l_mut_444_;
                                uint l_700_ = (_e1880 >> l_690_);
                                uint _e1882 = l_mut_428_;
                                l_mut_440_ = _e1882;
                                l_mut_439_ = l_700_;
                            }
                        }
                        uint _e1883 = l_mut_439_;
                        uint _e1884 = l_mut_213_;
                        bool l_701_ = (_e1883 < _e1884);
                        uint _e1886 = l_mut_439_;
                        uint _e1887 = l_mut_213_;
                        bool l_702_ = (_e1886 == _e1887);
                        uint _e1889 = l_mut_440_;
                        uint _e1890 = l_mut_219_;
                        bool l_703_ = (_e1889 < _e1890);
                        if (l_702_) {
                            local_50 = l_703_;
                        } else {
                            local_50 = false;
                        }
                        bool l_704_ = local_50;
                        if (!(l_701_)) {
                            local_51 = l_704_;
                        } else {
                            local_51 = true;
                        }
                        bool l_705_ = local_51;
                        bool l_706_ = !(l_705_);
                        if (l_706_) {
                            uint _e1902 = l_mut_219_;
                            l_mut_440_ = _e1902;
                            uint _e1903 = l_mut_213_;
                            l_mut_439_ = _e1903;
                            bool l_707_ = (l_690_ >= 32u);
                            if (l_707_) {
                                uint l_708_ = (l_690_ & 31u);
                                uint _e1908 = l_mut_219_;
                                uint l_709_ = (_e1908 << l_708_);
                                l_mut_440_ = 0u;
                                l_mut_439_ = l_709_;
                            } else {
                                bool l_710_ = (l_690_ > 0u);
                                if (l_710_) {
                                    uint _e1913 = l_mut_219_;
                                    uint l_711_ = (_e1913 << l_690_);
                                    uint _e1915 = l_mut_213_;
                                    uint l_712_ = (_e1915 << l_690_);
                                    uint l_713_ = (32u - l_690_);
                                    uint _e1919 = l_mut_219_;
                                    uint l_714_ = (_e1919 >> l_713_);
                                    uint l_715_ = (l_712_ | l_714_);
                                    l_mut_440_ = l_711_;
                                    l_mut_439_ = l_715_;
                                }
                            }
                            uint _e1922 = l_mut_445_;
                            uint _e1923 = l_mut_440_;
                            uint l_716_ = (_e1922 - _e1923);
                            uint _e1925 = l_mut_444_;
                            uint _e1926 = l_mut_439_;
                            uint l_717_ = (_e1925 - _e1926);
                            uint _e1928 = l_mut_445_;
                            uint _e1929 = l_mut_440_;
                            bool l_718_ = (_e1928 < _e1929);
                            uint l_719_ = uint(l_718_);
                            uint l_720_ = (l_717_ - l_719_);
                            l_mut_445_ = l_716_;
                            l_mut_444_ = l_720_;
                            uint l_721_ = (1u << l_690_);
                            uint _e1935 = l_mut_441_;
                            l_mut_441_ = (_e1935 | l_721_);
                        }
                    }
                }
                uint _e1940 = l_mut_441_;
                uint l_722_ = min(_e1940, l_683_);
                l_mut_441_ = l_722_;
                uint _e1942 = l_mut_444_;
                uint _e1943 = l_mut_213_;
                bool l_723_ = (_e1942 < _e1943);
                uint _e1945 = l_mut_444_;
                uint _e1946 = l_mut_213_;
                bool l_724_ = (_e1945 == _e1946);
                uint _e1948 = l_mut_445_;
                uint _e1949 = l_mut_219_;
                bool l_725_ = (_e1948 < _e1949);
                if (l_724_) {
                    local_52 = l_725_;
                } else {
                    local_52 = false;
                }
                bool l_726_ = local_52;
                if (!(l_723_)) {
                    local_53 = l_726_;
                } else {
                    local_53 = true;
                }
                bool l_727_ = local_53;
                bool l_728_ = !(l_727_);
                if (l_728_) {
                    l_mut_441_ = l_683_;
                }
                uint _e1961 = l_mut_441_;
                l_mut_450_ = _e1961;
            }
            uint _e1962 = l_mut_450_;
            bool l_729_ = (_e1962 == 0u);
            l_mut_652_ = l_729_;
            uint _e1965 = l_mut_450_;
            bool l_730_ = (_e1965 > 0u);
            if (l_730_) {
                uint _e1968 = l_mut_219_;
                uint _e1969 = l_mut_450_;
                uint l_731_ = (_e1968 * _e1969);
                uint _e1971 = l_mut_219_;
                uint64_t l_2595_ = uint64_t(_e1971);
                uint _e1973 = l_mut_450_;
                uint64_t l_2596_ = uint64_t(_e1973);
                uint64_t l_2597_ = (l_2595_ * l_2596_);
                uint64_t l_2598_ = (l_2597_ >> uint(32uL));
                uint l_732_ = uint(l_2598_);
                uint _e1982 = l_mut_213_;
                uint _e1983 = l_mut_450_;
                uint l_733_ = (_e1982 * _e1983);
                uint l_734_ = (l_732_ + l_733_);
                bool _e1986 = l_mut_628_;
                if (_e1986) {
                    uint _e1987 = l_mut_151_;
                    uint l_735_ = (_e1987 - l_731_);
                    uint _e1989 = l_mut_145_;
                    uint l_736_ = (_e1989 - l_734_);
                    uint _e1991 = l_mut_151_;
                    bool l_737_ = (_e1991 < l_731_);
                    uint l_738_ = uint(l_737_);
                    uint l_739_ = (l_736_ - l_738_);
                    l_mut_151_ = l_735_;
                    l_mut_145_ = l_739_;
                }
                uint _e1995 = l_mut_275_;
                uint l_740_ = (_e1995 - l_731_);
                uint _e1997 = l_mut_269_;
                uint l_741_ = (_e1997 - l_734_);
                uint _e1999 = l_mut_275_;
                bool l_742_ = (_e1999 < l_731_);
                uint l_743_ = uint(l_742_);
                uint l_744_ = (l_741_ - l_743_);
                l_mut_275_ = l_740_;
                l_mut_269_ = l_744_;
                uint _e2003 = l_mut_450_;
                uint _e2004 = l_mut_102_;
                uint l_745_ = (_e2003 * _e2004);
                uint _e2006 = l_mut_96_;
                l_mut_96_ = (_e2006 + l_745_);
            } else {
                bool _e2008 = l_mut_628_;
                if (_e2008) {
                    uint _e2009 = l_mut_151_;
                    uint _e2010 = l_mut_219_;
                    uint l_746_ = (_e2009 - _e2010);
                    uint _e2012 = l_mut_145_;
                    uint _e2013 = l_mut_213_;
                    uint l_747_ = (_e2012 - _e2013);
                    uint _e2015 = l_mut_151_;
                    uint _e2016 = l_mut_219_;
                    bool l_748_ = (_e2015 < _e2016);
                    uint l_749_ = uint(l_748_);
                    uint l_750_ = (l_747_ - l_749_);
                    l_mut_151_ = l_746_;
                    l_mut_145_ = l_750_;
                    uint _e2020 = l_mut_145_;
                    bool l_751_ = (_e2020 < l_344_);
                    uint _e2022 = l_mut_145_;
                    bool l_752_ = (_e2022 == l_344_);
                    uint _e2024 = l_mut_151_;
                    bool l_753_ = (_e2024 < l_340_);
                    if (l_752_) {
                        local_54 = l_753_;
                    } else {
                        local_54 = false;
                    }
                    bool l_754_ = local_54;
                    if (!(l_751_)) {
                        local_55 = l_754_;
                    } else {
                        local_55 = true;
                    }
                    bool l_755_ = local_55;
                    if (l_755_) {
                        l_mut_357_ = false;
                        l_mut_652_ = false;
                    }
                }
            }
            bool _e2037 = l_mut_652_;
            if (_e2037) {
                uint _e2038 = l_mut_102_;
                uint l_756_ = (l_4_ - _e2038);
                uint _e2040 = l_mut_96_;
                uint l_757_ = naga_div(l_756_, _e2040);
                l_mut_450_ = 0u;
                l_mut_758_ = false;
                uint _e2044 = l_mut_219_;
                l_mut_445_ = _e2044;
                uint _e2045 = l_mut_213_;
                l_mut_444_ = _e2045;
                if (false) {
                    uint _e2048 = l_mut_213_;
                    uint l_761_ = (_e2048 >> 3u);
                    l_mut_445_ = l_761_;
                    l_mut_444_ = 0u;
                } else {
                    if (true) {
                        uint _e2052 = l_mut_219_;
                        l_mut_441_ = _e2052;
                        if (true) {
                            uint _e2054 = l_mut_219_;
                            uint l_764_ = (_e2054 >> 3u);
                            uint _e2057 = l_mut_213_;
                            uint l_765_ = (_e2057 << 29u);
                            uint l_766_ = (l_764_ | l_765_);
                            l_mut_441_ = l_766_;
                        }
                        uint _e2061 = l_mut_213_;
                        uint l_767_ = (_e2061 >> 3u);
                        uint _e2064 = l_mut_441_;
                        l_mut_445_ = _e2064;
                        l_mut_444_ = l_767_;
                    }
                }
                uint _e2065 = l_mut_444_;
                uint _e2066 = l_mut_269_;
                bool l_768_ = (_e2065 < _e2066);
                uint _e2068 = l_mut_444_;
                uint _e2069 = l_mut_269_;
                bool l_769_ = (_e2068 == _e2069);
                uint _e2071 = l_mut_445_;
                uint _e2072 = l_mut_275_;
                bool l_770_ = (_e2071 < _e2072);
                if (l_769_) {
                    local_56 = l_770_;
                } else {
                    local_56 = false;
                }
                bool l_771_ = local_56;
                if (!(l_768_)) {
                    local_57 = l_771_;
                } else {
                    local_57 = true;
                }
                bool l_772_ = local_57;
                bool l_773_ = !(l_772_);
                l_mut_758_ = l_773_;
                uint _e2084 = l_mut_275_;
                uint _e2085 = l_mut_269_;
                uint l_774_ = (_e2084 | _e2085);
                bool l_775_ = (l_774_ == 0u);
                if (l_775_) {
                    l_mut_450_ = l_757_;
                } else {
                    bool _e2089 = l_mut_758_;
                    if (_e2089) {
                        uint _e2090 = l_mut_269_;
                        uint _e2091 = l_mut_213_;
                        bool l_776_ = (_e2090 < _e2091);
                        uint _e2093 = l_mut_269_;
                        uint _e2094 = l_mut_213_;
                        bool l_777_ = (_e2093 == _e2094);
                        uint _e2096 = l_mut_275_;
                        uint _e2097 = l_mut_219_;
                        bool l_778_ = (_e2096 < _e2097);
                        if (l_777_) {
                            local_58 = l_778_;
                        } else {
                            local_58 = false;
                        }
                        bool l_779_ = local_58;
                        if (!(l_776_)) {
                            local_59 = l_779_;
                        } else {
                            local_59 = true;
                        }
                        bool l_780_ = local_59;
                        if (l_780_) {
                            uint _e2108 = l_mut_219_;
                            uint l_781_ = (_e2108 - 1u);
                            uint _e2111 = l_mut_213_;
                            uint l_782_ = (_e2111 - 0u);
                            uint _e2114 = l_mut_219_;
                            bool l_783_ = (_e2114 < 1u);
                            uint l_784_ = uint(l_783_);
                            uint l_785_ = (l_782_ - l_784_);
                            l_mut_445_ = l_781_;
                            l_mut_444_ = l_785_;
                            l_mut_441_ = 0u;
                            l_mut_786_ = 0u;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2207 = l_mut_786_;
                                    l_mut_786_ = (_e2207 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2122 = l_mut_786_;
                                if ((_e2122 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2126 = l_mut_786_;
                                    uint l_787_ = (19u - _e2126);
                                    uint _e2128 = l_mut_445_;
                                    l_mut_440_ = _e2128;
                                    uint _e2129 = l_mut_444_;
                                    l_mut_439_ = _e2129;
                                    bool l_788_ = (l_787_ >= 32u);
                                    if (l_788_) {
                                        uint l_789_ = (l_787_ & 31u);
                                        uint _e2134 = l_mut_444_;
                                        uint l_790_ = (_e2134 >> l_789_);
                                        l_mut_440_ = l_790_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_791_ = (l_787_ > 0u);
                                        if (l_791_) {
                                            uint _e2139 = l_mut_445_;
                                            l_mut_428_ = _e2139;
                                            bool l_792_ = (l_787_ > 0u);
                                            if (l_792_) {
                                                uint _e2142 = l_mut_445_;
                                                uint l_793_ = (_e2142 >> l_787_);
                                                uint l_794_ = (32u - l_787_);
                                                uint _e2146 = l_mut_444_;
                                                uint l_795_ = (_e2146 << l_794_);
                                                uint l_796_ = (l_793_ | l_795_);
                                                l_mut_428_ = l_796_;
                                            }
                                            uint _e2149 = l_mut_444_;
                                            uint l_797_ = (_e2149 >> l_787_);
                                            uint _e2151 = l_mut_428_;
                                            l_mut_440_ = _e2151;
                                            l_mut_439_ = l_797_;
                                        }
                                    }
                                    uint _e2152 = l_mut_439_;
                                    uint _e2153 = l_mut_269_;
                                    bool l_798_ = (_e2152 < _e2153);
                                    uint _e2155 = l_mut_439_;
                                    uint _e2156 = l_mut_269_;
                                    bool l_799_ = (_e2155 == _e2156);
                                    uint _e2158 = l_mut_440_;
                                    uint _e2159 = l_mut_275_;
                                    bool l_800_ = (_e2158 < _e2159);
                                    if (l_799_) {
                                        local_60 = l_800_;
                                    } else {
                                        local_60 = false;
                                    }
                                    bool l_801_ = local_60;
                                    if (!(l_798_)) {
                                        local_61 = l_801_;
                                    } else {
                                        local_61 = true;
                                    }
                                    bool l_802_ = local_61;
                                    bool l_803_ = !(l_802_);
                                    if (l_803_) {
                                        uint _e2171 = l_mut_275_;
                                        l_mut_440_ = _e2171;
                                        uint _e2172 = l_mut_269_;
                                        l_mut_439_ = _e2172;
                                        bool l_804_ = (l_787_ >= 32u);
                                        if (l_804_) {
                                            uint l_805_ = (l_787_ & 31u);
                                            uint _e2177 = l_mut_275_;
                                            uint l_806_ = (_e2177 << l_805_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_806_;
                                        } else {
                                            bool l_807_ = (l_787_ > 0u);
                                            if (l_807_) {
                                                uint _e2182 = l_mut_275_;
                                                uint l_808_ = (_e2182 << l_787_);
                                                uint _e2184 = l_mut_269_;
                                                uint l_809_ = (_e2184 << l_787_);
                                                uint l_810_ = (32u - l_787_);
                                                uint _e2188 = l_mut_275_;
                                                uint l_811_ = (_e2188 >> l_810_);
                                                uint l_812_ = (l_809_ | l_811_);
                                                l_mut_440_ = l_808_;
                                                l_mut_439_ = l_812_;
                                            }
                                        }
                                        uint _e2191 = l_mut_445_;
                                        uint _e2192 = l_mut_440_;
                                        uint l_813_ = (_e2191 - _e2192);
                                        uint _e2194 = l_mut_444_;
                                        uint _e2195 = l_mut_439_;
                                        uint l_814_ = (_e2194 - _e2195);
                                        uint _e2197 = l_mut_445_;
                                        uint _e2198 = l_mut_440_;
                                        bool l_815_ = (_e2197 < _e2198);
                                        uint l_816_ = uint(l_815_);
                                        uint l_817_ = (l_814_ - l_816_);
                                        l_mut_445_ = l_813_;
                                        l_mut_444_ = l_817_;
                                        uint l_818_ = (1u << l_787_);
                                        uint _e2204 = l_mut_441_;
                                        l_mut_441_ = (_e2204 | l_818_);
                                    }
                                }
                            }
                            uint _e2209 = l_mut_441_;
                            uint l_819_ = min(_e2209, l_757_);
                            l_mut_441_ = l_819_;
                            uint _e2211 = l_mut_444_;
                            uint _e2212 = l_mut_269_;
                            bool l_820_ = (_e2211 < _e2212);
                            uint _e2214 = l_mut_444_;
                            uint _e2215 = l_mut_269_;
                            bool l_821_ = (_e2214 == _e2215);
                            uint _e2217 = l_mut_445_;
                            uint _e2218 = l_mut_275_;
                            bool l_822_ = (_e2217 < _e2218);
                            if (l_821_) {
                                local_62 = l_822_;
                            } else {
                                local_62 = false;
                            }
                            bool l_823_ = local_62;
                            if (!(l_820_)) {
                                local_63 = l_823_;
                            } else {
                                local_63 = true;
                            }
                            bool l_824_ = local_63;
                            bool l_825_ = !(l_824_);
                            if (l_825_) {
                                l_mut_441_ = l_757_;
                            }
                            uint _e2230 = l_mut_441_;
                            l_mut_450_ = _e2230;
                        }
                    } else {
                        uint _e2231 = l_mut_219_;
                        l_mut_445_ = _e2231;
                        uint _e2232 = l_mut_213_;
                        l_mut_444_ = _e2232;
                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                            uint _e2233 = l_mut_269_;
                            uint _e2234 = l_mut_444_;
                            bool l_826_ = (_e2233 < _e2234);
                            uint _e2236 = l_mut_269_;
                            uint _e2237 = l_mut_444_;
                            bool l_827_ = (_e2236 == _e2237);
                            uint _e2239 = l_mut_275_;
                            uint _e2240 = l_mut_445_;
                            bool l_828_ = (_e2239 < _e2240);
                            if (l_827_) {
                                local_64 = l_828_;
                            } else {
                                local_64 = false;
                            }
                            bool l_829_ = local_64;
                            if (!(l_826_)) {
                                local_65 = l_829_;
                            } else {
                                local_65 = true;
                            }
                            bool l_830_ = local_65;
                            uint _e2251 = l_mut_450_;
                            uint _e2252 = l_mut_96_;
                            uint l_831_ = (_e2251 * _e2252);
                            uint _e2254 = l_mut_102_;
                            uint l_832_ = (_e2254 + l_831_);
                            uint _e2256 = l_mut_96_;
                            uint l_833_ = (l_832_ + _e2256);
                            bool l_834_ = (l_833_ < l_4_);
                            if (l_830_) {
                                local_66 = l_834_;
                            } else {
                                local_66 = false;
                            }
                            bool l_835_ = local_66;
                            bool l_836_ = !(l_835_);
                            if (l_836_) {
                                break;
                            }
                            uint _e2264 = l_mut_445_;
                            uint _e2265 = l_mut_275_;
                            uint l_837_ = (_e2264 - _e2265);
                            uint _e2267 = l_mut_444_;
                            uint _e2268 = l_mut_269_;
                            uint l_838_ = (_e2267 - _e2268);
                            uint _e2270 = l_mut_445_;
                            uint _e2271 = l_mut_275_;
                            bool l_839_ = (_e2270 < _e2271);
                            uint l_840_ = uint(l_839_);
                            uint l_841_ = (l_838_ - l_840_);
                            l_mut_445_ = l_837_;
                            l_mut_444_ = l_841_;
                            uint _e2275 = l_mut_450_;
                            l_mut_450_ = (_e2275 + 1u);
                        }
                    }
                }
                uint _e2278 = l_mut_450_;
                uint _e2279 = l_mut_96_;
                uint l_842_ = (_e2278 * _e2279);
                uint _e2281 = l_mut_102_;
                uint l_843_ = (_e2281 + l_842_);
                uint _e2283 = l_mut_96_;
                uint l_844_ = (l_843_ + _e2283);
                bool l_845_ = (l_844_ >= l_4_);
                if (l_845_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e2288 = l_mut_275_;
                    uint _e2289 = l_mut_450_;
                    uint l_846_ = (_e2288 * _e2289);
                    uint _e2291 = l_mut_275_;
                    uint64_t l_2600_ = uint64_t(_e2291);
                    uint _e2293 = l_mut_450_;
                    uint64_t l_2601_ = uint64_t(_e2293);
                    uint64_t l_2602_ = (l_2600_ * l_2601_);
                    uint64_t l_2603_ = (l_2602_ >> uint(32uL));
                    uint l_847_ = uint(l_2603_);
                    uint _e2302 = l_mut_269_;
                    uint _e2303 = l_mut_450_;
                    uint l_848_ = (_e2302 * _e2303);
                    uint l_849_ = (l_847_ + l_848_);
                    uint _e2306 = l_mut_219_;
                    uint l_850_ = (_e2306 - l_846_);
                    uint _e2308 = l_mut_213_;
                    uint l_851_ = (_e2308 - l_849_);
                    uint _e2310 = l_mut_219_;
                    bool l_852_ = (_e2310 < l_846_);
                    uint l_853_ = uint(l_852_);
                    uint l_854_ = (l_851_ - l_853_);
                    l_mut_219_ = l_850_;
                    l_mut_213_ = l_854_;
                    uint _e2314 = l_mut_450_;
                    uint _e2315 = l_mut_96_;
                    uint l_855_ = (_e2314 * _e2315);
                    uint _e2317 = l_mut_102_;
                    l_mut_102_ = (_e2317 + l_855_);
                    uint _e2319 = l_mut_275_;
                    uint _e2320 = l_mut_219_;
                    uint l_856_ = (_e2319 - _e2320);
                    uint _e2322 = l_mut_269_;
                    uint _e2323 = l_mut_213_;
                    uint l_857_ = (_e2322 - _e2323);
                    uint _e2325 = l_mut_275_;
                    uint _e2326 = l_mut_219_;
                    bool l_858_ = (_e2325 < _e2326);
                    uint l_859_ = uint(l_858_);
                    uint l_860_ = (l_857_ - l_859_);
                    l_mut_275_ = l_856_;
                    l_mut_269_ = l_860_;
                    uint _e2330 = l_mut_96_;
                    uint _e2331 = l_mut_102_;
                    l_mut_96_ = (_e2330 + _e2331);
                }
            }
        }
        bool _e2333 = l_mut_350_;
        bool l_861_ = !(_e2333);
        if (l_861_) {
            uint l_2605_ = asuint(info.Load(20+0));
            uint l_2606_ = (l_2605_ * 1u);
            uint l_2607_ = (l_2606_ - 1u);
            uint l_2608_ = min(0u, l_2607_);
            uint _e2348; buffer_5_global.InterlockedAdd(l_2608_*4, 1u, _e2348);
            uint l_864_ = naga_div(l_4_, 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
            bool loop_init_4 = true;
            while(true) {
                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                if (!loop_init_4) {
                    uint _e5337 = l_mut_865_;
                    l_mut_865_ = (_e5337 + 1u);
                }
                loop_init_4 = false;
                uint _e2356 = l_mut_865_;
                if ((_e2356 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2359 = l_mut_865_;
                    uint l_866_ = (_e2359 * l_864_);
                    bool l_867_ = (l_866_ < l_56_);
                    uint l_868_ = naga_div(l_4_, 8u);
                    uint _e2364 = l_mut_865_;
                    uint l_869_ = (_e2364 * l_868_);
                    uint l_870_ = (l_869_ + l_869_);
                    uint l_871_ = (l_72_ >> 31u);
                    bool l_872_ = (l_871_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_872_) {
                        uint l_873_ = (0u - l_69_);
                        uint l_874_ = (0u - l_72_);
                        bool l_875_ = (0u < l_69_);
                        uint l_876_ = uint(l_875_);
                        uint l_877_ = (l_874_ - l_876_);
                        l_mut_441_ = l_873_;
                        l_mut_440_ = l_877_;
                    }
                    uint _e2379 = l_mut_441_;
                    uint l_878_ = (_e2379 * l_870_);
                    uint _e2381 = l_mut_440_;
                    uint l_879_ = (_e2381 * l_870_);
                    uint _e2383 = l_mut_441_;
                    uint64_t l_2610_ = uint64_t(_e2383);
                    uint64_t l_2611_ = uint64_t(l_870_);
                    uint64_t l_2612_ = (l_2610_ * l_2611_);
                    uint64_t l_2613_ = (l_2612_ >> uint(32uL));
                    uint l_880_ = uint(l_2613_);
                    uint l_881_ = (l_880_ + l_879_);
                    uint _e2394 = l_mut_440_;
                    uint64_t l_2615_ = uint64_t(_e2394);
                    uint64_t l_2616_ = uint64_t(l_870_);
                    uint64_t l_2617_ = (l_2615_ * l_2616_);
                    uint64_t l_2618_ = (l_2617_ >> uint(32uL));
                    uint l_882_ = uint(l_2618_);
                    bool l_883_ = (l_881_ < l_879_);
                    uint l_884_ = uint(l_883_);
                    uint l_885_ = (l_882_ + l_884_);
                    uint l_886_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_878_;
                    bool l_887_ = (l_886_ > 0u);
                    if (l_887_) {
                        uint l_888_ = (l_878_ >> l_886_);
                        uint l_889_ = (32u - l_886_);
                        uint l_890_ = (l_881_ << l_889_);
                        uint l_891_ = (l_888_ | l_890_);
                        l_mut_439_ = l_891_;
                    }
                    l_mut_428_ = l_881_;
                    bool l_892_ = (l_886_ > 0u);
                    if (l_892_) {
                        uint l_893_ = (l_881_ >> l_886_);
                        uint l_894_ = (32u - l_886_);
                        uint l_895_ = (l_885_ << l_894_);
                        uint l_896_ = (l_893_ | l_895_);
                        l_mut_428_ = l_896_;
                    }
                    uint _e2423 = l_mut_439_;
                    l_mut_421_ = _e2423;
                    uint _e2424 = l_mut_428_;
                    l_mut_439_ = _e2424;
                    bool l_897_ = (l_9_ >= 64u);
                    if (l_897_) {
                        l_mut_421_ = l_885_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_898_ = (l_9_ >= 32u);
                        if (l_898_) {
                            l_mut_428_ = l_881_;
                            bool l_899_ = (l_886_ > 0u);
                            if (l_899_) {
                                uint l_900_ = (l_881_ >> l_886_);
                                uint l_901_ = (32u - l_886_);
                                uint l_902_ = (l_885_ << l_901_);
                                uint l_903_ = (l_900_ | l_902_);
                                l_mut_428_ = l_903_;
                            }
                            uint l_904_ = (l_885_ >> l_886_);
                            uint _e2438 = l_mut_428_;
                            l_mut_421_ = _e2438;
                            l_mut_439_ = l_904_;
                        }
                    }
                    uint _e2439 = l_mut_421_;
                    l_mut_441_ = _e2439;
                    uint _e2440 = l_mut_439_;
                    l_mut_440_ = _e2440;
                    if (l_872_) {
                        uint _e2442 = l_mut_441_;
                        uint l_905_ = (0u - _e2442);
                        uint _e2445 = l_mut_440_;
                        uint l_906_ = (0u - _e2445);
                        uint _e2448 = l_mut_441_;
                        bool l_907_ = (0u < _e2448);
                        uint l_908_ = uint(l_907_);
                        uint l_909_ = (l_906_ - l_908_);
                        l_mut_441_ = l_905_;
                        l_mut_440_ = l_909_;
                    }
                    uint _e2452 = l_mut_441_;
                    uint l_910_ = (l_59_ + _e2452);
                    uint _e2454 = l_mut_440_;
                    uint l_911_ = (l_62_ + _e2454);
                    bool l_912_ = (l_910_ < l_59_);
                    uint l_913_ = uint(l_912_);
                    uint l_914_ = (l_911_ + l_913_);
                    uint l_915_ = (l_59_ * l_869_);
                    uint64_t l_2620_ = uint64_t(l_59_);
                    uint64_t l_2621_ = uint64_t(l_869_);
                    uint64_t l_2622_ = (l_2620_ * l_2621_);
                    uint64_t l_2623_ = (l_2622_ >> uint(32uL));
                    uint l_916_ = uint(l_2623_);
                    uint l_917_ = (l_62_ * l_869_);
                    uint l_918_ = (l_916_ + l_917_);
                    uint l_919_ = (l_64_ + l_915_);
                    uint l_920_ = (l_67_ + l_918_);
                    bool l_921_ = (l_919_ < l_64_);
                    uint l_922_ = uint(l_921_);
                    uint l_923_ = (l_920_ + l_922_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_924_ = (l_869_ < 65536u);
                    if (l_924_) {
                        uint l_925_ = (l_869_ * l_869_);
                        uint l_926_ = (l_72_ >> 31u);
                        bool l_927_ = (l_926_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_927_) {
                            uint l_928_ = (0u - l_69_);
                            uint l_929_ = (0u - l_72_);
                            bool l_930_ = (0u < l_69_);
                            uint l_931_ = uint(l_930_);
                            uint l_932_ = (l_929_ - l_931_);
                            l_mut_439_ = l_928_;
                            l_mut_428_ = l_932_;
                        }
                        uint _e2493 = l_mut_439_;
                        uint l_933_ = (_e2493 * l_925_);
                        uint _e2495 = l_mut_428_;
                        uint l_934_ = (_e2495 * l_925_);
                        uint _e2497 = l_mut_439_;
                        uint64_t l_2625_ = uint64_t(_e2497);
                        uint64_t l_2626_ = uint64_t(l_925_);
                        uint64_t l_2627_ = (l_2625_ * l_2626_);
                        uint64_t l_2628_ = (l_2627_ >> uint(32uL));
                        uint l_935_ = uint(l_2628_);
                        uint l_936_ = (l_935_ + l_934_);
                        uint _e2508 = l_mut_428_;
                        uint64_t l_2630_ = uint64_t(_e2508);
                        uint64_t l_2631_ = uint64_t(l_925_);
                        uint64_t l_2632_ = (l_2630_ * l_2631_);
                        uint64_t l_2633_ = (l_2632_ >> uint(32uL));
                        uint l_937_ = uint(l_2633_);
                        bool l_938_ = (l_936_ < l_934_);
                        uint l_939_ = uint(l_938_);
                        uint l_940_ = (l_937_ + l_939_);
                        uint l_941_ = naga_mod(l_9_, 32u);
                        l_mut_421_ = l_933_;
                        bool l_942_ = (l_941_ > 0u);
                        if (l_942_) {
                            uint l_943_ = (l_933_ >> l_941_);
                            uint l_944_ = (32u - l_941_);
                            uint l_945_ = (l_936_ << l_944_);
                            uint l_946_ = (l_943_ | l_945_);
                            l_mut_421_ = l_946_;
                        }
                        l_mut_394_ = l_936_;
                        bool l_947_ = (l_941_ > 0u);
                        if (l_947_) {
                            uint l_948_ = (l_936_ >> l_941_);
                            uint l_949_ = (32u - l_941_);
                            uint l_950_ = (l_940_ << l_949_);
                            uint l_951_ = (l_948_ | l_950_);
                            l_mut_394_ = l_951_;
                        }
                        uint _e2537 = l_mut_421_;
                        l_mut_388_ = _e2537;
                        uint _e2538 = l_mut_394_;
                        l_mut_421_ = _e2538;
                        bool l_952_ = (l_9_ >= 64u);
                        if (l_952_) {
                            l_mut_388_ = l_940_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_953_ = (l_9_ >= 32u);
                            if (l_953_) {
                                l_mut_394_ = l_936_;
                                bool l_954_ = (l_941_ > 0u);
                                if (l_954_) {
                                    uint l_955_ = (l_936_ >> l_941_);
                                    uint l_956_ = (32u - l_941_);
                                    uint l_957_ = (l_940_ << l_956_);
                                    uint l_958_ = (l_955_ | l_957_);
                                    l_mut_394_ = l_958_;
                                }
                                uint l_959_ = (l_940_ >> l_941_);
                                uint _e2552 = l_mut_394_;
                                l_mut_388_ = _e2552;
                                l_mut_421_ = l_959_;
                            }
                        }
                        uint _e2553 = l_mut_388_;
                        l_mut_439_ = _e2553;
                        uint _e2554 = l_mut_421_;
                        l_mut_428_ = _e2554;
                        if (l_927_) {
                            uint _e2556 = l_mut_439_;
                            uint l_960_ = (0u - _e2556);
                            uint _e2559 = l_mut_428_;
                            uint l_961_ = (0u - _e2559);
                            uint _e2562 = l_mut_439_;
                            bool l_962_ = (0u < _e2562);
                            uint l_963_ = uint(l_962_);
                            uint l_964_ = (l_961_ - l_963_);
                            l_mut_439_ = l_960_;
                            l_mut_428_ = l_964_;
                        }
                        uint _e2566 = l_mut_439_;
                        l_mut_441_ = _e2566;
                        uint _e2567 = l_mut_428_;
                        l_mut_440_ = _e2567;
                    } else {
                        uint l_965_ = (l_72_ >> 31u);
                        bool l_966_ = (l_965_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_966_) {
                            uint l_967_ = (0u - l_69_);
                            uint l_968_ = (0u - l_72_);
                            bool l_969_ = (0u < l_69_);
                            uint l_970_ = uint(l_969_);
                            uint l_971_ = (l_968_ - l_970_);
                            l_mut_439_ = l_967_;
                            l_mut_428_ = l_971_;
                        }
                        uint _e2580 = l_mut_439_;
                        uint l_972_ = (_e2580 * l_869_);
                        uint _e2582 = l_mut_428_;
                        uint l_973_ = (_e2582 * l_869_);
                        uint _e2584 = l_mut_439_;
                        uint64_t l_2635_ = uint64_t(_e2584);
                        uint64_t l_2636_ = uint64_t(l_869_);
                        uint64_t l_2637_ = (l_2635_ * l_2636_);
                        uint64_t l_2638_ = (l_2637_ >> uint(32uL));
                        uint l_974_ = uint(l_2638_);
                        uint l_975_ = (l_974_ + l_973_);
                        uint _e2595 = l_mut_428_;
                        uint64_t l_2640_ = uint64_t(_e2595);
                        uint64_t l_2641_ = uint64_t(l_869_);
                        uint64_t l_2642_ = (l_2640_ * l_2641_);
                        uint64_t l_2643_ = (l_2642_ >> uint(32uL));
                        uint l_976_ = uint(l_2643_);
                        bool l_977_ = (l_975_ < l_973_);
                        uint l_978_ = uint(l_977_);
                        uint l_979_ = (l_976_ + l_978_);
                        l_mut_421_ = l_972_;
                        bool l_981_ = (0u > 0u);
                        if (l_981_) {
                            uint l_982_ = (l_972_ >> 0u);
                            uint l_983_ = (32u - 0u);
                            uint l_984_ = (l_975_ << l_983_);
                            uint l_985_ = (l_982_ | l_984_);
                            l_mut_421_ = l_985_;
                        }
                        l_mut_394_ = l_975_;
                        bool l_986_ = (0u > 0u);
                        if (l_986_) {
                            uint l_987_ = (l_975_ >> 0u);
                            uint l_988_ = (32u - 0u);
                            uint l_989_ = (l_979_ << l_988_);
                            uint l_990_ = (l_987_ | l_989_);
                            l_mut_394_ = l_990_;
                        }
                        uint _e2623 = l_mut_421_;
                        l_mut_388_ = _e2623;
                        uint _e2624 = l_mut_394_;
                        l_mut_421_ = _e2624;
                        if (false) {
                            l_mut_388_ = l_979_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_975_;
                                bool l_993_ = (0u > 0u);
                                if (l_993_) {
                                    uint l_994_ = (l_975_ >> 0u);
                                    uint l_995_ = (32u - 0u);
                                    uint l_996_ = (l_979_ << l_995_);
                                    uint l_997_ = (l_994_ | l_996_);
                                    l_mut_394_ = l_997_;
                                }
                                uint l_998_ = (l_979_ >> 0u);
                                uint _e2636 = l_mut_394_;
                                l_mut_388_ = _e2636;
                                l_mut_421_ = l_998_;
                            }
                        }
                        uint _e2637 = l_mut_439_;
                        uint l_999_ = (_e2637 * l_869_);
                        uint _e2639 = l_mut_428_;
                        uint l_1000_ = (_e2639 * l_869_);
                        uint _e2641 = l_mut_439_;
                        uint64_t l_2645_ = uint64_t(_e2641);
                        uint64_t l_2646_ = uint64_t(l_869_);
                        uint64_t l_2647_ = (l_2645_ * l_2646_);
                        uint64_t l_2648_ = (l_2647_ >> uint(32uL));
                        uint l_1001_ = uint(l_2648_);
                        uint l_1002_ = (l_1001_ + l_1000_);
                        uint _e2652 = l_mut_428_;
                        uint64_t l_2650_ = uint64_t(_e2652);
                        uint64_t l_2651_ = uint64_t(l_869_);
                        uint64_t l_2652_ = (l_2650_ * l_2651_);
                        uint64_t l_2653_ = (l_2652_ >> uint(32uL));
                        uint l_1003_ = uint(l_2653_);
                        bool l_1004_ = (l_1002_ < l_1000_);
                        uint l_1005_ = uint(l_1004_);
                        uint l_1006_ = (l_1003_ + l_1005_);
                        l_mut_394_ = l_999_;
                        bool l_1008_ = (0u > 0u);
                        if (l_1008_) {
                            uint l_1009_ = (l_999_ >> 0u);
                            uint l_1010_ = (32u - 0u);
                            uint l_1011_ = (l_1002_ << l_1010_);
                            uint l_1012_ = (l_1009_ | l_1011_);
                            l_mut_394_ = l_1012_;
                        }
                        l_mut_382_ = l_1002_;
                        bool l_1013_ = (0u > 0u);
                        if (l_1013_) {
                            uint l_1014_ = (l_1002_ >> 0u);
                            uint l_1015_ = (32u - 0u);
                            uint l_1016_ = (l_1006_ << l_1015_);
                            uint l_1017_ = (l_1014_ | l_1016_);
                            l_mut_382_ = l_1017_;
                        }
                        uint _e2680 = l_mut_394_;
                        l_mut_275_ = _e2680;
                        uint _e2681 = l_mut_382_;
                        l_mut_394_ = _e2681;
                        if (true) {
                            l_mut_275_ = l_1006_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1002_;
                                bool l_1020_ = (0u > 0u);
                                if (l_1020_) {
                                    uint l_1021_ = (l_1002_ >> 0u);
                                    uint l_1022_ = (32u - 0u);
                                    uint l_1023_ = (l_1006_ << l_1022_);
                                    uint l_1024_ = (l_1021_ | l_1023_);
                                    l_mut_382_ = l_1024_;
                                }
                                uint l_1025_ = (l_1006_ >> 0u);
                                uint _e2693 = l_mut_382_;
                                l_mut_275_ = _e2693;
                                l_mut_394_ = l_1025_;
                            }
                        }
                        uint _e2694 = l_mut_388_;
                        uint l_1026_ = (_e2694 * l_869_);
                        uint _e2696 = l_mut_421_;
                        uint l_1027_ = (_e2696 * l_869_);
                        uint _e2698 = l_mut_388_;
                        uint64_t l_2655_ = uint64_t(_e2698);
                        uint64_t l_2656_ = uint64_t(l_869_);
                        uint64_t l_2657_ = (l_2655_ * l_2656_);
                        uint64_t l_2658_ = (l_2657_ >> uint(32uL));
                        uint l_1028_ = uint(l_2658_);
                        uint l_1029_ = (l_1028_ + l_1027_);
                        uint _e2709 = l_mut_421_;
                        uint64_t l_2660_ = uint64_t(_e2709);
                        uint64_t l_2661_ = uint64_t(l_869_);
                        uint64_t l_2662_ = (l_2660_ * l_2661_);
                        uint64_t l_2663_ = (l_2662_ >> uint(32uL));
                        uint l_1030_ = uint(l_2663_);
                        bool l_1031_ = (l_1029_ < l_1027_);
                        uint l_1032_ = uint(l_1031_);
                        uint l_1033_ = (l_1030_ + l_1032_);
                        l_mut_439_ = l_1026_;
                        bool l_1035_ = (0u > 0u);
                        if (l_1035_) {
                            uint l_1036_ = (l_1026_ >> 0u);
                            uint l_1037_ = (32u - 0u);
                            uint l_1038_ = (l_1029_ << l_1037_);
                            uint l_1039_ = (l_1036_ | l_1038_);
                            l_mut_439_ = l_1039_;
                        }
                        l_mut_428_ = l_1029_;
                        bool l_1040_ = (0u > 0u);
                        if (l_1040_) {
                            uint l_1041_ = (l_1029_ >> 0u);
                            uint l_1042_ = (32u - 0u);
                            uint l_1043_ = (l_1033_ << l_1042_);
                            uint l_1044_ = (l_1041_ | l_1043_);
                            l_mut_428_ = l_1044_;
                        }
                        uint _e2737 = l_mut_439_;
                        l_mut_382_ = _e2737;
                        uint _e2738 = l_mut_428_;
                        l_mut_439_ = _e2738;
                        if (false) {
                            l_mut_382_ = l_1033_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1029_;
                                bool l_1047_ = (0u > 0u);
                                if (l_1047_) {
                                    uint l_1048_ = (l_1029_ >> 0u);
                                    uint l_1049_ = (32u - 0u);
                                    uint l_1050_ = (l_1033_ << l_1049_);
                                    uint l_1051_ = (l_1048_ | l_1050_);
                                    l_mut_428_ = l_1051_;
                                }
                                uint l_1052_ = (l_1033_ >> 0u);
                                uint _e2750 = l_mut_428_;
                                l_mut_382_ = _e2750;
                                l_mut_439_ = l_1052_;
                            }
                        }
                        uint _e2751 = l_mut_388_;
                        uint l_1053_ = (_e2751 * l_869_);
                        uint _e2753 = l_mut_421_;
                        uint l_1054_ = (_e2753 * l_869_);
                        uint _e2755 = l_mut_388_;
                        uint64_t l_2665_ = uint64_t(_e2755);
                        uint64_t l_2666_ = uint64_t(l_869_);
                        uint64_t l_2667_ = (l_2665_ * l_2666_);
                        uint64_t l_2668_ = (l_2667_ >> uint(32uL));
                        uint l_1055_ = uint(l_2668_);
                        uint l_1056_ = (l_1055_ + l_1054_);
                        uint _e2766 = l_mut_421_;
                        uint64_t l_2670_ = uint64_t(_e2766);
                        uint64_t l_2671_ = uint64_t(l_869_);
                        uint64_t l_2672_ = (l_2670_ * l_2671_);
                        uint64_t l_2673_ = (l_2672_ >> uint(32uL));
                        uint l_1057_ = uint(l_2673_);
                        bool l_1058_ = (l_1056_ < l_1054_);
                        uint l_1059_ = uint(l_1058_);
                        uint l_1060_ = (l_1057_ + l_1059_);
                        l_mut_428_ = l_1053_;
                        bool l_1062_ = (0u > 0u);
                        if (l_1062_) {
                            uint l_1063_ = (l_1053_ >> 0u);
                            uint l_1064_ = (32u - 0u);
                            uint l_1065_ = (l_1056_ << l_1064_);
                            uint l_1066_ = (l_1063_ | l_1065_);
                            l_mut_428_ = l_1066_;
                        }
                        l_mut_269_ = l_1056_;
                        bool l_1067_ = (0u > 0u);
                        if (l_1067_) {
                            uint l_1068_ = (l_1056_ >> 0u);
                            uint l_1069_ = (32u - 0u);
                            uint l_1070_ = (l_1060_ << l_1069_);
                            uint l_1071_ = (l_1068_ | l_1070_);
                            l_mut_269_ = l_1071_;
                        }
                        uint _e2794 = l_mut_428_;
                        l_mut_219_ = _e2794;
                        uint _e2795 = l_mut_269_;
                        l_mut_428_ = _e2795;
                        if (true) {
                            l_mut_219_ = l_1060_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1056_;
                                bool l_1074_ = (0u > 0u);
                                if (l_1074_) {
                                    uint l_1075_ = (l_1056_ >> 0u);
                                    uint l_1076_ = (32u - 0u);
                                    uint l_1077_ = (l_1060_ << l_1076_);
                                    uint l_1078_ = (l_1075_ | l_1077_);
                                    l_mut_269_ = l_1078_;
                                }
                                uint l_1079_ = (l_1060_ >> 0u);
                                uint _e2807 = l_mut_269_;
                                l_mut_219_ = _e2807;
                                l_mut_428_ = l_1079_;
                            }
                        }
                        uint _e2808 = l_mut_275_;
                        uint l_1080_ = (_e2808 * l_869_);
                        uint _e2810 = l_mut_275_;
                        uint64_t l_2675_ = uint64_t(_e2810);
                        uint64_t l_2676_ = uint64_t(l_869_);
                        uint64_t l_2677_ = (l_2675_ * l_2676_);
                        uint64_t l_2678_ = (l_2677_ >> uint(32uL));
                        uint l_1081_ = uint(l_2678_);
                        uint _e2820 = l_mut_394_;
                        uint l_1082_ = (_e2820 * l_869_);
                        uint l_1083_ = (l_1081_ + l_1082_);
                        uint _e2823 = l_mut_219_;
                        uint l_1084_ = (_e2823 + l_1080_);
                        uint _e2825 = l_mut_428_;
                        uint l_1085_ = (_e2825 + l_1083_);
                        uint _e2827 = l_mut_219_;
                        bool l_1086_ = (l_1084_ < _e2827);
                        uint l_1087_ = uint(l_1086_);
                        uint l_1088_ = (l_1085_ + l_1087_);
                        uint _e2831 = l_mut_382_;
                        l_mut_441_ = _e2831;
                        uint _e2832 = l_mut_439_;
                        l_mut_440_ = _e2832;
                        bool l_1089_ = (l_9_ == 64u);
                        if (l_1089_) {
                            l_mut_441_ = l_1084_;
                            l_mut_440_ = l_1088_;
                        } else {
                            bool l_1090_ = (l_9_ > 0u);
                            if (l_1090_) {
                                uint l_1091_ = (64u - l_9_);
                                l_mut_428_ = l_1084_;
                                l_mut_421_ = l_1088_;
                                bool l_1092_ = (l_1091_ >= 32u);
                                if (l_1092_) {
                                    uint l_1093_ = (l_1091_ & 31u);
                                    uint l_1094_ = (l_1084_ << l_1093_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1094_;
                                } else {
                                    bool l_1095_ = (l_1091_ > 0u);
                                    if (l_1095_) {
                                        uint l_1096_ = (l_1084_ << l_1091_);
                                        uint l_1097_ = (l_1088_ << l_1091_);
                                        uint l_1098_ = (32u - l_1091_);
                                        uint l_1099_ = (l_1084_ >> l_1098_);
                                        uint l_1100_ = (l_1097_ | l_1099_);
                                        l_mut_428_ = l_1096_;
                                        l_mut_421_ = l_1100_;
                                    }
                                }
                                uint _e2853 = l_mut_382_;
                                l_mut_394_ = _e2853;
                                uint _e2854 = l_mut_439_;
                                l_mut_388_ = _e2854;
                                bool l_1101_ = (l_9_ >= 32u);
                                if (l_1101_) {
                                    uint l_1102_ = (l_9_ & 31u);
                                    uint _e2859 = l_mut_439_;
                                    uint l_1103_ = (_e2859 >> l_1102_);
                                    l_mut_394_ = l_1103_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1104_ = (l_9_ > 0u);
                                    if (l_1104_) {
                                        uint _e2864 = l_mut_382_;
                                        l_mut_275_ = _e2864;
                                        bool l_1105_ = (l_9_ > 0u);
                                        if (l_1105_) {
                                            uint _e2867 = l_mut_382_;
                                            uint l_1106_ = (_e2867 >> l_9_);
                                            uint l_1107_ = (32u - l_9_);
                                            uint _e2871 = l_mut_439_;
                                            uint l_1108_ = (_e2871 << l_1107_);
                                            uint l_1109_ = (l_1106_ | l_1108_);
                                            l_mut_275_ = l_1109_;
                                        }
                                        uint _e2874 = l_mut_439_;
                                        uint l_1110_ = (_e2874 >> l_9_);
                                        uint _e2876 = l_mut_275_;
                                        l_mut_394_ = _e2876;
                                        l_mut_388_ = l_1110_;
                                    }
                                }
                                uint _e2877 = l_mut_428_;
                                uint _e2878 = l_mut_394_;
                                uint l_1111_ = (_e2877 + _e2878);
                                uint _e2880 = l_mut_421_;
                                uint _e2881 = l_mut_388_;
                                uint l_1112_ = (_e2880 + _e2881);
                                uint _e2883 = l_mut_428_;
                                bool l_1113_ = (l_1111_ < _e2883);
                                uint l_1114_ = uint(l_1113_);
                                uint l_1115_ = (l_1112_ + l_1114_);
                                l_mut_441_ = l_1111_;
                                l_mut_440_ = l_1115_;
                            }
                        }
                        if (l_966_) {
                            uint _e2888 = l_mut_441_;
                            uint l_1116_ = (0u - _e2888);
                            uint _e2891 = l_mut_440_;
                            uint l_1117_ = (0u - _e2891);
                            uint _e2894 = l_mut_441_;
                            bool l_1118_ = (0u < _e2894);
                            uint l_1119_ = uint(l_1118_);
                            uint l_1120_ = (l_1117_ - l_1119_);
                            l_mut_441_ = l_1116_;
                            l_mut_440_ = l_1120_;
                        }
                    }
                    uint _e2898 = l_mut_441_;
                    uint l_1121_ = (l_919_ + _e2898);
                    uint _e2900 = l_mut_440_;
                    uint l_1122_ = (l_923_ + _e2900);
                    bool l_1123_ = (l_1121_ < l_919_);
                    uint l_1124_ = uint(l_1123_);
                    uint l_1125_ = (l_1122_ + l_1124_);
                    uint l_1126_ = (l_72_ >> 31u);
                    bool l_1127_ = (l_1126_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1127_) {
                        uint l_1128_ = (0u - l_69_);
                        uint l_1129_ = (0u - l_72_);
                        bool l_1130_ = (0u < l_69_);
                        uint l_1131_ = uint(l_1130_);
                        uint l_1132_ = (l_1129_ - l_1131_);
                        l_mut_441_ = l_1128_;
                        l_mut_440_ = l_1132_;
                    }
                    uint _e2917 = l_mut_441_;
                    uint l_1133_ = (_e2917 * l_868_);
                    uint _e2919 = l_mut_440_;
                    uint l_1134_ = (_e2919 * l_868_);
                    uint _e2921 = l_mut_441_;
                    uint64_t l_2680_ = uint64_t(_e2921);
                    uint64_t l_2681_ = uint64_t(l_868_);
                    uint64_t l_2682_ = (l_2680_ * l_2681_);
                    uint64_t l_2683_ = (l_2682_ >> uint(32uL));
                    uint l_1135_ = uint(l_2683_);
                    uint l_1136_ = (l_1135_ + l_1134_);
                    uint _e2932 = l_mut_440_;
                    uint64_t l_2685_ = uint64_t(_e2932);
                    uint64_t l_2686_ = uint64_t(l_868_);
                    uint64_t l_2687_ = (l_2685_ * l_2686_);
                    uint64_t l_2688_ = (l_2687_ >> uint(32uL));
                    uint l_1137_ = uint(l_2688_);
                    bool l_1138_ = (l_1136_ < l_1134_);
                    uint l_1139_ = uint(l_1138_);
                    uint l_1140_ = (l_1137_ + l_1139_);
                    uint l_1141_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1133_;
                    bool l_1142_ = (l_1141_ > 0u);
                    if (l_1142_) {
                        uint l_1143_ = (l_1133_ >> l_1141_);
                        uint l_1144_ = (32u - l_1141_);
                        uint l_1145_ = (l_1136_ << l_1144_);
                        uint l_1146_ = (l_1143_ | l_1145_);
                        l_mut_439_ = l_1146_;
                    }
                    l_mut_428_ = l_1136_;
                    bool l_1147_ = (l_1141_ > 0u);
                    if (l_1147_) {
                        uint l_1148_ = (l_1136_ >> l_1141_);
                        uint l_1149_ = (32u - l_1141_);
                        uint l_1150_ = (l_1140_ << l_1149_);
                        uint l_1151_ = (l_1148_ | l_1150_);
                        l_mut_428_ = l_1151_;
                    }
                    uint _e2961 = l_mut_439_;
                    l_mut_421_ = _e2961;
                    uint _e2962 = l_mut_428_;
                    l_mut_439_ = _e2962;
                    bool l_1152_ = (l_9_ >= 64u);
                    if (l_1152_) {
                        l_mut_421_ = l_1140_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1153_ = (l_9_ >= 32u);
                        if (l_1153_) {
                            l_mut_428_ = l_1136_;
                            bool l_1154_ = (l_1141_ > 0u);
                            if (l_1154_) {
                                uint l_1155_ = (l_1136_ >> l_1141_);
                                uint l_1156_ = (32u - l_1141_);
                                uint l_1157_ = (l_1140_ << l_1156_);
                                uint l_1158_ = (l_1155_ | l_1157_);
                                l_mut_428_ = l_1158_;
                            }
                            uint l_1159_ = (l_1140_ >> l_1141_);
                            uint _e2976 = l_mut_428_;
                            l_mut_421_ = _e2976;
                            l_mut_439_ = l_1159_;
                        }
                    }
                    uint _e2977 = l_mut_421_;
                    l_mut_441_ = _e2977;
                    uint _e2978 = l_mut_439_;
                    l_mut_440_ = _e2978;
                    if (l_1127_) {
                        uint _e2980 = l_mut_441_;
                        uint l_1160_ = (0u - _e2980);
                        uint _e2983 = l_mut_440_;
                        uint l_1161_ = (0u - _e2983);
                        uint _e2986 = l_mut_441_;
                        bool l_1162_ = (0u < _e2986);
                        uint l_1163_ = uint(l_1162_);
                        uint l_1164_ = (l_1161_ - l_1163_);
                        l_mut_441_ = l_1160_;
                        l_mut_440_ = l_1164_;
                    }
                    uint _e2990 = l_mut_441_;
                    uint l_1165_ = (l_910_ + _e2990);
                    uint _e2992 = l_mut_440_;
                    uint l_1166_ = (l_914_ + _e2992);
                    bool l_1167_ = (l_1165_ < l_910_);
                    uint l_1168_ = uint(l_1167_);
                    uint l_1169_ = (l_1166_ + l_1168_);
                    uint l_1170_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1171_ = (l_868_ < 65536u);
                    if (l_1171_) {
                        uint l_1172_ = (l_868_ * l_868_);
                        uint l_1173_ = (l_72_ >> 31u);
                        bool l_1174_ = (l_1173_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1174_) {
                            uint l_1175_ = (0u - l_69_);
                            uint l_1176_ = (0u - l_72_);
                            bool l_1177_ = (0u < l_69_);
                            uint l_1178_ = uint(l_1177_);
                            uint l_1179_ = (l_1176_ - l_1178_);
                            l_mut_439_ = l_1175_;
                            l_mut_428_ = l_1179_;
                        }
                        uint _e3016 = l_mut_439_;
                        uint l_1180_ = (_e3016 * l_1172_);
                        uint _e3018 = l_mut_428_;
                        uint l_1181_ = (_e3018 * l_1172_);
                        uint _e3020 = l_mut_439_;
                        uint64_t l_2690_ = uint64_t(_e3020);
                        uint64_t l_2691_ = uint64_t(l_1172_);
                        uint64_t l_2692_ = (l_2690_ * l_2691_);
                        uint64_t l_2693_ = (l_2692_ >> uint(32uL));
                        uint l_1182_ = uint(l_2693_);
                        uint l_1183_ = (l_1182_ + l_1181_);
                        uint _e3031 = l_mut_428_;
                        uint64_t l_2695_ = uint64_t(_e3031);
                        uint64_t l_2696_ = uint64_t(l_1172_);
                        uint64_t l_2697_ = (l_2695_ * l_2696_);
                        uint64_t l_2698_ = (l_2697_ >> uint(32uL));
                        uint l_1184_ = uint(l_2698_);
                        bool l_1185_ = (l_1183_ < l_1181_);
                        uint l_1186_ = uint(l_1185_);
                        uint l_1187_ = (l_1184_ + l_1186_);
                        uint l_1188_ = naga_mod(l_1170_, 32u);
                        l_mut_421_ = l_1180_;
                        bool l_1189_ = (l_1188_ > 0u);
                        if (l_1189_) {
                            uint l_1190_ = (l_1180_ >> l_1188_);
                            uint l_1191_ = (32u - l_1188_);
                            uint l_1192_ = (l_1183_ << l_1191_);
                            uint l_1193_ = (l_1190_ | l_1192_);
                            l_mut_421_ = l_1193_;
                        }
                        l_mut_394_ = l_1183_;
                        bool l_1194_ = (l_1188_ > 0u);
                        if (l_1194_) {
                            uint l_1195_ = (l_1183_ >> l_1188_);
                            uint l_1196_ = (32u - l_1188_);
                            uint l_1197_ = (l_1187_ << l_1196_);
                            uint l_1198_ = (l_1195_ | l_1197_);
                            l_mut_394_ = l_1198_;
                        }
                        uint _e3060 = l_mut_421_;
                        l_mut_388_ = _e3060;
                        uint _e3061 = l_mut_394_;
                        l_mut_421_ = _e3061;
                        bool l_1199_ = (l_1170_ >= 64u);
                        if (l_1199_) {
                            l_mut_388_ = l_1187_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1200_ = (l_1170_ >= 32u);
                            if (l_1200_) {
                                l_mut_394_ = l_1183_;
                                bool l_1201_ = (l_1188_ > 0u);
                                if (l_1201_) {
                                    uint l_1202_ = (l_1183_ >> l_1188_);
                                    uint l_1203_ = (32u - l_1188_);
                                    uint l_1204_ = (l_1187_ << l_1203_);
                                    uint l_1205_ = (l_1202_ | l_1204_);
                                    l_mut_394_ = l_1205_;
                                }
                                uint l_1206_ = (l_1187_ >> l_1188_);
                                uint _e3075 = l_mut_394_;
                                l_mut_388_ = _e3075;
                                l_mut_421_ = l_1206_;
                            }
                        }
                        uint _e3076 = l_mut_388_;
                        l_mut_439_ = _e3076;
                        uint _e3077 = l_mut_421_;
                        l_mut_428_ = _e3077;
                        if (l_1174_) {
                            uint _e3079 = l_mut_439_;
                            uint l_1207_ = (0u - _e3079);
                            uint _e3082 = l_mut_428_;
                            uint l_1208_ = (0u - _e3082);
                            uint _e3085 = l_mut_439_;
                            bool l_1209_ = (0u < _e3085);
                            uint l_1210_ = uint(l_1209_);
                            uint l_1211_ = (l_1208_ - l_1210_);
                            l_mut_439_ = l_1207_;
                            l_mut_428_ = l_1211_;
                        }
                        uint _e3089 = l_mut_439_;
                        l_mut_441_ = _e3089;
                        uint _e3090 = l_mut_428_;
                        l_mut_440_ = _e3090;
                    } else {
                        uint l_1212_ = (l_72_ >> 31u);
                        bool l_1213_ = (l_1212_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1213_) {
                            uint l_1214_ = (0u - l_69_);
                            uint l_1215_ = (0u - l_72_);
                            bool l_1216_ = (0u < l_69_);
                            uint l_1217_ = uint(l_1216_);
                            uint l_1218_ = (l_1215_ - l_1217_);
                            l_mut_439_ = l_1214_;
                            l_mut_428_ = l_1218_;
                        }
                        uint _e3103 = l_mut_439_;
                        uint l_1219_ = (_e3103 * l_868_);
                        uint _e3105 = l_mut_428_;
                        uint l_1220_ = (_e3105 * l_868_);
                        uint _e3107 = l_mut_439_;
                        uint64_t l_2700_ = uint64_t(_e3107);
                        uint64_t l_2701_ = uint64_t(l_868_);
                        uint64_t l_2702_ = (l_2700_ * l_2701_);
                        uint64_t l_2703_ = (l_2702_ >> uint(32uL));
                        uint l_1221_ = uint(l_2703_);
                        uint l_1222_ = (l_1221_ + l_1220_);
                        uint _e3118 = l_mut_428_;
                        uint64_t l_2705_ = uint64_t(_e3118);
                        uint64_t l_2706_ = uint64_t(l_868_);
                        uint64_t l_2707_ = (l_2705_ * l_2706_);
                        uint64_t l_2708_ = (l_2707_ >> uint(32uL));
                        uint l_1223_ = uint(l_2708_);
                        bool l_1224_ = (l_1222_ < l_1220_);
                        uint l_1225_ = uint(l_1224_);
                        uint l_1226_ = (l_1223_ + l_1225_);
                        l_mut_421_ = l_1219_;
                        bool l_1228_ = (0u > 0u);
                        if (l_1228_) {
                            uint l_1229_ = (l_1219_ >> 0u);
                            uint l_1230_ = (32u - 0u);
                            uint l_1231_ = (l_1222_ << l_1230_);
                            uint l_1232_ = (l_1229_ | l_1231_);
                            l_mut_421_ = l_1232_;
                        }
                        l_mut_394_ = l_1222_;
                        bool l_1233_ = (0u > 0u);
                        if (l_1233_) {
                            uint l_1234_ = (l_1222_ >> 0u);
                            uint l_1235_ = (32u - 0u);
                            uint l_1236_ = (l_1226_ << l_1235_);
                            uint l_1237_ = (l_1234_ | l_1236_);
                            l_mut_394_ = l_1237_;
                        }
                        uint _e3146 = l_mut_421_;
                        l_mut_388_ = _e3146;
                        uint _e3147 = l_mut_394_;
                        l_mut_421_ = _e3147;
                        if (false) {
                            l_mut_388_ = l_1226_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1222_;
                                bool l_1240_ = (0u > 0u);
                                if (l_1240_) {
                                    uint l_1241_ = (l_1222_ >> 0u);
                                    uint l_1242_ = (32u - 0u);
                                    uint l_1243_ = (l_1226_ << l_1242_);
                                    uint l_1244_ = (l_1241_ | l_1243_);
                                    l_mut_394_ = l_1244_;
                                }
                                uint l_1245_ = (l_1226_ >> 0u);
                                uint _e3159 = l_mut_394_;
                                l_mut_388_ = _e3159;
                                l_mut_421_ = l_1245_;
                            }
                        }
                        uint _e3160 = l_mut_439_;
                        uint l_1246_ = (_e3160 * l_868_);
                        uint _e3162 = l_mut_428_;
                        uint l_1247_ = (_e3162 * l_868_);
                        uint _e3164 = l_mut_439_;
                        uint64_t l_2710_ = uint64_t(_e3164);
                        uint64_t l_2711_ = uint64_t(l_868_);
                        uint64_t l_2712_ = (l_2710_ * l_2711_);
                        uint64_t l_2713_ = (l_2712_ >> uint(32uL));
                        uint l_1248_ = uint(l_2713_);
                        uint l_1249_ = (l_1248_ + l_1247_);
                        uint _e3175 = l_mut_428_;
                        uint64_t l_2715_ = uint64_t(_e3175);
                        uint64_t l_2716_ = uint64_t(l_868_);
                        uint64_t l_2717_ = (l_2715_ * l_2716_);
                        uint64_t l_2718_ = (l_2717_ >> uint(32uL));
                        uint l_1250_ = uint(l_2718_);
                        bool l_1251_ = (l_1249_ < l_1247_);
                        uint l_1252_ = uint(l_1251_);
                        uint l_1253_ = (l_1250_ + l_1252_);
                        l_mut_394_ = l_1246_;
                        bool l_1255_ = (0u > 0u);
                        if (l_1255_) {
                            uint l_1256_ = (l_1246_ >> 0u);
                            uint l_1257_ = (32u - 0u);
                            uint l_1258_ = (l_1249_ << l_1257_);
                            uint l_1259_ = (l_1256_ | l_1258_);
                            l_mut_394_ = l_1259_;
                        }
                        l_mut_382_ = l_1249_;
                        bool l_1260_ = (0u > 0u);
                        if (l_1260_) {
                            uint l_1261_ = (l_1249_ >> 0u);
                            uint l_1262_ = (32u - 0u);
                            uint l_1263_ = (l_1253_ << l_1262_);
                            uint l_1264_ = (l_1261_ | l_1263_);
                            l_mut_382_ = l_1264_;
                        }
                        uint _e3203 = l_mut_394_;
                        l_mut_275_ = _e3203;
                        uint _e3204 = l_mut_382_;
                        l_mut_394_ = _e3204;
                        if (true) {
                            l_mut_275_ = l_1253_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1249_;
                                bool l_1267_ = (0u > 0u);
                                if (l_1267_) {
                                    uint l_1268_ = (l_1249_ >> 0u);
                                    uint l_1269_ = (32u - 0u);
                                    uint l_1270_ = (l_1253_ << l_1269_);
                                    uint l_1271_ = (l_1268_ | l_1270_);
                                    l_mut_382_ = l_1271_;
                                }
                                uint l_1272_ = (l_1253_ >> 0u);
                                uint _e3216 = l_mut_382_;
                                l_mut_275_ = _e3216;
                                l_mut_394_ = l_1272_;
                            }
                        }
                        uint _e3217 = l_mut_388_;
                        uint l_1273_ = (_e3217 * l_868_);
                        uint _e3219 = l_mut_421_;
                        uint l_1274_ = (_e3219 * l_868_);
                        uint _e3221 = l_mut_388_;
                        uint64_t l_2720_ = uint64_t(_e3221);
                        uint64_t l_2721_ = uint64_t(l_868_);
                        uint64_t l_2722_ = (l_2720_ * l_2721_);
                        uint64_t l_2723_ = (l_2722_ >> uint(32uL));
                        uint l_1275_ = uint(l_2723_);
                        uint l_1276_ = (l_1275_ + l_1274_);
                        uint _e3232 = l_mut_421_;
                        uint64_t l_2725_ = uint64_t(_e3232);
                        uint64_t l_2726_ = uint64_t(l_868_);
                        uint64_t l_2727_ = (l_2725_ * l_2726_);
                        uint64_t l_2728_ = (l_2727_ >> uint(32uL));
                        uint l_1277_ = uint(l_2728_);
                        bool l_1278_ = (l_1276_ < l_1274_);
                        uint l_1279_ = uint(l_1278_);
                        uint l_1280_ = (l_1277_ + l_1279_);
                        l_mut_439_ = l_1273_;
                        bool l_1282_ = (0u > 0u);
                        if (l_1282_) {
                            uint l_1283_ = (l_1273_ >> 0u);
                            uint l_1284_ = (32u - 0u);
                            uint l_1285_ = (l_1276_ << l_1284_);
                            uint l_1286_ = (l_1283_ | l_1285_);
                            l_mut_439_ = l_1286_;
                        }
                        l_mut_428_ = l_1276_;
                        bool l_1287_ = (0u > 0u);
                        if (l_1287_) {
                            uint l_1288_ = (l_1276_ >> 0u);
                            uint l_1289_ = (32u - 0u);
                            uint l_1290_ = (l_1280_ << l_1289_);
                            uint l_1291_ = (l_1288_ | l_1290_);
                            l_mut_428_ = l_1291_;
                        }
                        uint _e3260 = l_mut_439_;
                        l_mut_382_ = _e3260;
                        uint _e3261 = l_mut_428_;
                        l_mut_439_ = _e3261;
                        if (false) {
                            l_mut_382_ = l_1280_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1276_;
                                bool l_1294_ = (0u > 0u);
                                if (l_1294_) {
                                    uint l_1295_ = (l_1276_ >> 0u);
                                    uint l_1296_ = (32u - 0u);
                                    uint l_1297_ = (l_1280_ << l_1296_);
                                    uint l_1298_ = (l_1295_ | l_1297_);
                                    l_mut_428_ = l_1298_;
                                }
                                uint l_1299_ = (l_1280_ >> 0u);
                                uint _e3273 = l_mut_428_;
                                l_mut_382_ = _e3273;
                                l_mut_439_ = l_1299_;
                            }
                        }
                        uint _e3274 = l_mut_388_;
                        uint l_1300_ = (_e3274 * l_868_);
                        uint _e3276 = l_mut_421_;
                        uint l_1301_ = (_e3276 * l_868_);
                        uint _e3278 = l_mut_388_;
                        uint64_t l_2730_ = uint64_t(_e3278);
                        uint64_t l_2731_ = uint64_t(l_868_);
                        uint64_t l_2732_ = (l_2730_ * l_2731_);
                        uint64_t l_2733_ = (l_2732_ >> uint(32uL));
                        uint l_1302_ = uint(l_2733_);
                        uint l_1303_ = (l_1302_ + l_1301_);
                        uint _e3289 = l_mut_421_;
                        uint64_t l_2735_ = uint64_t(_e3289);
                        uint64_t l_2736_ = uint64_t(l_868_);
                        uint64_t l_2737_ = (l_2735_ * l_2736_);
                        uint64_t l_2738_ = (l_2737_ >> uint(32uL));
                        uint l_1304_ = uint(l_2738_);
                        bool l_1305_ = (l_1303_ < l_1301_);
                        uint l_1306_ = uint(l_1305_);
                        uint l_1307_ = (l_1304_ + l_1306_);
                        l_mut_428_ = l_1300_;
                        bool l_1309_ = (0u > 0u);
                        if (l_1309_) {
                            uint l_1310_ = (l_1300_ >> 0u);
                            uint l_1311_ = (32u - 0u);
                            uint l_1312_ = (l_1303_ << l_1311_);
                            uint l_1313_ = (l_1310_ | l_1312_);
                            l_mut_428_ = l_1313_;
                        }
                        l_mut_269_ = l_1303_;
                        bool l_1314_ = (0u > 0u);
                        if (l_1314_) {
                            uint l_1315_ = (l_1303_ >> 0u);
                            uint l_1316_ = (32u - 0u);
                            uint l_1317_ = (l_1307_ << l_1316_);
                            uint l_1318_ = (l_1315_ | l_1317_);
                            l_mut_269_ = l_1318_;
                        }
                        uint _e3317 = l_mut_428_;
                        l_mut_219_ = _e3317;
                        uint _e3318 = l_mut_269_;
                        l_mut_428_ = _e3318;
                        if (true) {
                            l_mut_219_ = l_1307_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1303_;
                                bool l_1321_ = (0u > 0u);
                                if (l_1321_) {
                                    uint l_1322_ = (l_1303_ >> 0u);
                                    uint l_1323_ = (32u - 0u);
                                    uint l_1324_ = (l_1307_ << l_1323_);
                                    uint l_1325_ = (l_1322_ | l_1324_);
                                    l_mut_269_ = l_1325_;
                                }
                                uint l_1326_ = (l_1307_ >> 0u);
                                uint _e3330 = l_mut_269_;
                                l_mut_219_ = _e3330;
                                l_mut_428_ = l_1326_;
                            }
                        }
                        uint _e3331 = l_mut_275_;
                        uint l_1327_ = (_e3331 * l_868_);
                        uint _e3333 = l_mut_275_;
                        uint64_t l_2740_ = uint64_t(_e3333);
                        uint64_t l_2741_ = uint64_t(l_868_);
                        uint64_t l_2742_ = (l_2740_ * l_2741_);
                        uint64_t l_2743_ = (l_2742_ >> uint(32uL));
                        uint l_1328_ = uint(l_2743_);
                        uint _e3343 = l_mut_394_;
                        uint l_1329_ = (_e3343 * l_868_);
                        uint l_1330_ = (l_1328_ + l_1329_);
                        uint _e3346 = l_mut_219_;
                        uint l_1331_ = (_e3346 + l_1327_);
                        uint _e3348 = l_mut_428_;
                        uint l_1332_ = (_e3348 + l_1330_);
                        uint _e3350 = l_mut_219_;
                        bool l_1333_ = (l_1331_ < _e3350);
                        uint l_1334_ = uint(l_1333_);
                        uint l_1335_ = (l_1332_ + l_1334_);
                        uint _e3354 = l_mut_382_;
                        l_mut_441_ = _e3354;
                        uint _e3355 = l_mut_439_;
                        l_mut_440_ = _e3355;
                        bool l_1336_ = (l_1170_ == 64u);
                        if (l_1336_) {
                            l_mut_441_ = l_1331_;
                            l_mut_440_ = l_1335_;
                        } else {
                            bool l_1337_ = (l_1170_ > 0u);
                            if (l_1337_) {
                                uint l_1338_ = (64u - l_1170_);
                                l_mut_428_ = l_1331_;
                                l_mut_421_ = l_1335_;
                                bool l_1339_ = (l_1338_ >= 32u);
                                if (l_1339_) {
                                    uint l_1340_ = (l_1338_ & 31u);
                                    uint l_1341_ = (l_1331_ << l_1340_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1341_;
                                } else {
                                    bool l_1342_ = (l_1338_ > 0u);
                                    if (l_1342_) {
                                        uint l_1343_ = (l_1331_ << l_1338_);
                                        uint l_1344_ = (l_1335_ << l_1338_);
                                        uint l_1345_ = (32u - l_1338_);
                                        uint l_1346_ = (l_1331_ >> l_1345_);
                                        uint l_1347_ = (l_1344_ | l_1346_);
                                        l_mut_428_ = l_1343_;
                                        l_mut_421_ = l_1347_;
                                    }
                                }
                                uint _e3376 = l_mut_382_;
                                l_mut_394_ = _e3376;
                                uint _e3377 = l_mut_439_;
                                l_mut_388_ = _e3377;
                                bool l_1348_ = (l_1170_ >= 32u);
                                if (l_1348_) {
                                    uint l_1349_ = (l_1170_ & 31u);
                                    uint _e3382 = l_mut_439_;
                                    uint l_1350_ = (_e3382 >> l_1349_);
                                    l_mut_394_ = l_1350_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1351_ = (l_1170_ > 0u);
                                    if (l_1351_) {
                                        uint _e3387 = l_mut_382_;
                                        l_mut_275_ = _e3387;
                                        bool l_1352_ = (l_1170_ > 0u);
                                        if (l_1352_) {
                                            uint _e3390 = l_mut_382_;
                                            uint l_1353_ = (_e3390 >> l_1170_);
                                            uint l_1354_ = (32u - l_1170_);
                                            uint _e3394 = l_mut_439_;
                                            uint l_1355_ = (_e3394 << l_1354_);
                                            uint l_1356_ = (l_1353_ | l_1355_);
                                            l_mut_275_ = l_1356_;
                                        }
                                        uint _e3397 = l_mut_439_;
                                        uint l_1357_ = (_e3397 >> l_1170_);
                                        uint _e3399 = l_mut_275_;
                                        l_mut_394_ = _e3399;
                                        l_mut_388_ = l_1357_;
                                    }
                                }
                                uint _e3400 = l_mut_428_;
                                uint _e3401 = l_mut_394_;
                                uint l_1358_ = (_e3400 + _e3401);
                                uint _e3403 = l_mut_421_;
                                uint _e3404 = l_mut_388_;
                                uint l_1359_ = (_e3403 + _e3404);
                                uint _e3406 = l_mut_428_;
                                bool l_1360_ = (l_1358_ < _e3406);
                                uint l_1361_ = uint(l_1360_);
                                uint l_1362_ = (l_1359_ + l_1361_);
                                l_mut_441_ = l_1358_;
                                l_mut_440_ = l_1362_;
                            }
                        }
                        if (l_1213_) {
                            uint _e3411 = l_mut_441_;
                            uint l_1363_ = (0u - _e3411);
                            uint _e3414 = l_mut_440_;
                            uint l_1364_ = (0u - _e3414);
                            uint _e3417 = l_mut_441_;
                            bool l_1365_ = (0u < _e3417);
                            uint l_1366_ = uint(l_1365_);
                            uint l_1367_ = (l_1364_ - l_1366_);
                            l_mut_441_ = l_1363_;
                            l_mut_440_ = l_1367_;
                        }
                    }
                    uint _e3421 = l_mut_441_;
                    uint l_1368_ = (l_1121_ - _e3421);
                    uint _e3423 = l_mut_440_;
                    uint l_1369_ = (l_1125_ - _e3423);
                    uint _e3425 = l_mut_441_;
                    bool l_1370_ = (l_1121_ < _e3425);
                    uint l_1371_ = uint(l_1370_);
                    uint l_1372_ = (l_1369_ - l_1371_);
                    uint l_1373_ = (l_1368_ + l_19_);
                    uint l_1374_ = (l_1372_ + l_22_);
                    bool l_1375_ = (l_1373_ < l_1368_);
                    uint l_1376_ = uint(l_1375_);
                    uint l_1377_ = (l_1374_ + l_1376_);
                    uint l_1378_ = (0u - l_1165_);
                    uint l_1379_ = (0u - l_1169_);
                    bool l_1380_ = (0u < l_1165_);
                    uint l_1381_ = uint(l_1380_);
                    uint l_1382_ = (l_1379_ - l_1381_);
                    uint l_1383_ = (l_19_ + l_19_);
                    uint l_1384_ = (l_22_ + l_22_);
                    bool l_1385_ = (l_1383_ < l_19_);
                    uint l_1386_ = uint(l_1385_);
                    uint l_1387_ = (l_1384_ + l_1386_);
                    l_mut_441_ = l_1378_;
                    l_mut_440_ = l_1382_;
                    uint l_1388_ = (0u - l_1378_);
                    uint l_1389_ = (0u - l_1382_);
                    bool l_1390_ = (0u < l_1378_);
                    uint l_1391_ = uint(l_1390_);
                    uint l_1392_ = (l_1389_ - l_1391_);
                    l_mut_439_ = l_1388_;
                    l_mut_428_ = l_1392_;
                    l_mut_421_ = l_1373_;
                    l_mut_394_ = l_1377_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_758_ = false;
                    uint _e3458 = l_mut_394_;
                    bool l_1393_ = (_e3458 < l_1387_);
                    uint _e3460 = l_mut_394_;
                    bool l_1394_ = (_e3460 == l_1387_);
                    uint _e3462 = l_mut_421_;
                    bool l_1395_ = (_e3462 < l_1383_);
                    if (l_1394_) {
                        local_67 = l_1395_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1396_ = local_67;
                    if (!(l_1393_)) {
                        local_68 = l_1396_;
                    } else {
                        local_68 = true;
                    }
                    bool l_1397_ = local_68;
                    bool l_1398_ = !(l_1397_);
                    l_mut_652_ = l_1398_;
                    uint l_1399_ = (l_1378_ | l_1382_);
                    bool l_1400_ = (l_1399_ == 0u);
                    if (l_1400_) {
                        bool _e3477 = l_mut_652_;
                        l_mut_758_ = _e3477;
                        l_mut_652_ = false;
                    }
                    bool _e3479 = l_mut_652_;
                    if (_e3479) {
                        uint l_1401_ = (l_1382_ >> 31u);
                        bool l_1402_ = (l_1401_ == 1u);
                        l_mut_275_ = l_1378_;
                        l_mut_269_ = l_1382_;
                        if (l_1402_) {
                            uint l_1403_ = (0u - l_1378_);
                            uint l_1404_ = (0u - l_1382_);
                            bool l_1405_ = (0u < l_1378_);
                            uint l_1406_ = uint(l_1405_);
                            uint l_1407_ = (l_1404_ - l_1406_);
                            l_mut_275_ = l_1403_;
                            l_mut_269_ = l_1407_;
                        }
                        uint l_1408_ = (l_868_ - 1u);
                        uint _e3494 = l_mut_275_;
                        uint l_1409_ = (_e3494 * l_1408_);
                        uint _e3496 = l_mut_275_;
                        uint64_t l_2745_ = uint64_t(_e3496);
                        uint64_t l_2746_ = uint64_t(l_1408_);
                        uint64_t l_2747_ = (l_2745_ * l_2746_);
                        uint64_t l_2748_ = (l_2747_ >> uint(32uL));
                        uint l_1410_ = uint(l_2748_);
                        uint _e3506 = l_mut_269_;
                        uint l_1411_ = (_e3506 * l_1408_);
                        uint l_1412_ = (l_1410_ + l_1411_);
                        l_mut_219_ = 0u;
                        uint l_1413_ = (l_868_ - 1u);
                        uint _e3512 = l_mut_275_;
                        uint l_1414_ = (_e3512 * l_1413_);
                        uint _e3514 = l_mut_269_;
                        uint l_1415_ = (_e3514 * l_1413_);
                        uint _e3516 = l_mut_275_;
                        uint64_t l_2750_ = uint64_t(_e3516);
                        uint64_t l_2751_ = uint64_t(l_1413_);
                        uint64_t l_2752_ = (l_2750_ * l_2751_);
                        uint64_t l_2753_ = (l_2752_ >> uint(32uL));
                        uint l_1416_ = uint(l_2753_);
                        uint l_1417_ = (l_1416_ + l_1415_);
                        uint _e3527 = l_mut_269_;
                        uint64_t l_2755_ = uint64_t(_e3527);
                        uint64_t l_2756_ = uint64_t(l_1413_);
                        uint64_t l_2757_ = (l_2755_ * l_2756_);
                        uint64_t l_2758_ = (l_2757_ >> uint(32uL));
                        uint l_1418_ = uint(l_2758_);
                        bool l_1419_ = (l_1417_ < l_1415_);
                        uint l_1420_ = uint(l_1419_);
                        uint l_1421_ = (l_1418_ + l_1420_);
                        l_mut_213_ = l_1414_;
                        bool l_1423_ = (0u > 0u);
                        if (l_1423_) {
                            uint l_1424_ = (l_1414_ >> 0u);
                            uint l_1425_ = (32u - 0u);
                            uint l_1426_ = (l_1417_ << l_1425_);
                            uint l_1427_ = (l_1424_ | l_1426_);
                            l_mut_213_ = l_1427_;
                        }
                        l_mut_151_ = l_1417_;
                        bool l_1428_ = (0u > 0u);
                        if (l_1428_) {
                            uint l_1429_ = (l_1417_ >> 0u);
                            uint l_1430_ = (32u - 0u);
                            uint l_1431_ = (l_1421_ << l_1430_);
                            uint l_1432_ = (l_1429_ | l_1431_);
                            l_mut_151_ = l_1432_;
                        }
                        uint _e3555 = l_mut_213_;
                        l_mut_145_ = _e3555;
                        uint _e3556 = l_mut_151_;
                        l_mut_213_ = _e3556;
                        if (true) {
                            l_mut_145_ = l_1421_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1417_;
                                bool l_1435_ = (0u > 0u);
                                if (l_1435_) {
                                    uint l_1436_ = (l_1417_ >> 0u);
                                    uint l_1437_ = (32u - 0u);
                                    uint l_1438_ = (l_1421_ << l_1437_);
                                    uint l_1439_ = (l_1436_ | l_1438_);
                                    l_mut_151_ = l_1439_;
                                }
                                uint l_1440_ = (l_1421_ >> 0u);
                                uint _e3568 = l_mut_151_;
                                l_mut_145_ = _e3568;
                                l_mut_213_ = l_1440_;
                            }
                        }
                        uint _e3569 = l_mut_145_;
                        uint _e3570 = l_mut_213_;
                        uint l_1441_ = (_e3569 | _e3570);
                        bool l_1442_ = (l_1441_ == 0u);
                        if (l_1442_) {
                            l_mut_213_ = l_1373_;
                            l_mut_151_ = l_1377_;
                            if (l_1402_) {
                                uint l_1443_ = (0u - l_1373_);
                                uint l_1444_ = (0u - l_1377_);
                                bool l_1445_ = (0u < l_1373_);
                                uint l_1446_ = uint(l_1445_);
                                uint l_1447_ = (l_1444_ - l_1446_);
                                uint l_1448_ = (l_1373_ | l_1377_);
                                bool l_1449_ = (l_1448_ == 0u);
                                bool l_1450_ = !(l_1449_);
                                bool l_1451_ = (l_1412_ < l_1447_);
                                bool l_1452_ = (l_1412_ == l_1447_);
                                bool l_1453_ = (l_1409_ < l_1443_);
                                if (l_1452_) {
                                    local_69 = l_1453_;
                                } else {
                                    local_69 = false;
                                }
                                bool l_1454_ = local_69;
                                if (!(l_1451_)) {
                                    local_70 = l_1454_;
                                } else {
                                    local_70 = true;
                                }
                                bool l_1455_ = local_70;
                                bool l_1456_ = !(l_1455_);
                                if (l_1450_) {
                                    local_71 = l_1456_;
                                } else {
                                    local_71 = false;
                                }
                                bool l_1457_ = local_71;
                                if (l_1457_) {
                                    uint l_1458_ = (l_868_ - 1u);
                                    l_mut_145_ = l_1443_;
                                    l_mut_102_ = l_1447_;
                                    uint _e3605 = l_mut_269_;
                                    bool l_1459_ = (l_1447_ < _e3605);
                                    uint _e3607 = l_mut_269_;
                                    bool l_1460_ = (l_1447_ == _e3607);
                                    uint _e3609 = l_mut_275_;
                                    bool l_1461_ = (l_1443_ < _e3609);
                                    if (l_1460_) {
                                        local_72 = l_1461_;
                                    } else {
                                        local_72 = false;
                                    }
                                    bool l_1462_ = local_72;
                                    if (!(l_1459_)) {
                                        local_73 = l_1462_;
                                    } else {
                                        local_73 = true;
                                    }
                                    bool l_1463_ = local_73;
                                    bool l_1464_ = !(l_1463_);
                                    if (l_1464_) {
                                        l_mut_96_ = 0u;
                                        uint _e3622 = l_mut_269_;
                                        bool l_1465_ = (_e3622 < l_1447_);
                                        uint _e3624 = l_mut_269_;
                                        bool l_1466_ = (_e3624 == l_1447_);
                                        uint _e3626 = l_mut_275_;
                                        bool l_1467_ = (_e3626 < l_1443_);
                                        if (l_1466_) {
                                            local_74 = l_1467_;
                                        } else {
                                            local_74 = false;
                                        }
                                        bool l_1468_ = local_74;
                                        if (!(l_1465_)) {
                                            local_75 = l_1468_;
                                        } else {
                                            local_75 = true;
                                        }
                                        bool l_1469_ = local_75;
                                        if (l_1469_) {
                                            uint l_1470_ = (l_1443_ - 1u);
                                            uint l_1471_ = (l_1447_ - 0u);
                                            bool l_1472_ = (l_1443_ < 1u);
                                            uint l_1473_ = uint(l_1472_);
                                            uint l_1474_ = (l_1471_ - l_1473_);
                                            l_mut_90_ = l_1470_;
                                            l_mut_75_ = l_1474_;
                                            l_mut_40_ = 0u;
                                            l_mut_1475_ = 0u;
                                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                                if (!loop_init_5) {
                                                    uint _e3733 = l_mut_1475_;
                                                    l_mut_1475_ = (_e3733 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e3648 = l_mut_1475_;
                                                if ((_e3648 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3652 = l_mut_1475_;
                                                    uint l_1476_ = (19u - _e3652);
                                                    uint _e3654 = l_mut_90_;
                                                    l_mut_1477_ = _e3654;
                                                    uint _e3655 = l_mut_75_;
                                                    l_mut_1478_ = _e3655;
                                                    bool l_1479_ = (l_1476_ >= 32u);
                                                    if (l_1479_) {
                                                        uint l_1480_ = (l_1476_ & 31u);
                                                        uint _e3660 = l_mut_75_;
                                                        uint l_1481_ = (_e3660 >> l_1480_);
                                                        l_mut_1477_ = l_1481_;
                                                        l_mut_1478_ = 0u;
                                                    } else {
                                                        bool l_1482_ = (l_1476_ > 0u);
                                                        if (l_1482_) {
                                                            uint _e3665 = l_mut_90_;
                                                            l_mut_1483_ = _e3665;
                                                            bool l_1484_ = (l_1476_ > 0u);
                                                            if (l_1484_) {
                                                                uint _e3668 = l_mut_90_;
                                                                uint l_1485_ = (_e3668 >> l_1476_);
                                                                uint l_1486_ = (32u - l_1476_);
                                                                uint _e3672 = l_mut_75_;
                                                                uint l_1487_ = (_e3672 << l_1486_);
                                                                uint l_1488_ = (l_1485_ | l_1487_);
                                                                l_mut_1483_ = l_1488_;
                                                            }
                                                            uint _e3675 = l_mut_75_;
                                                            uint l_1489_ = (_e3675 >> l_1476_);
                                                            uint _e3677 = l_mut_1483_;
                                                            l_mut_1477_ = _e3677;
                                                            l_mut_1478_ = l_1489_;
                                                        }
                                                    }
                                                    uint _e3678 = l_mut_1478_;
                                                    uint _e3679 = l_mut_269_;
                                                    bool l_1490_ = (_e3678 < _e3679);
                                                    uint _e3681 = l_mut_1478_;
                                                    uint _e3682 = l_mut_269_;
                                                    bool l_1491_ = (_e3681 == _e3682);
                                                    uint _e3684 = l_mut_1477_;
                                                    uint _e3685 = l_mut_275_;
                                                    bool l_1492_ = (_e3684 < _e3685);
                                                    if (l_1491_) {
                                                        local_76 = l_1492_;
                                                    } else {
                                                        local_76 = false;
                                                    }
                                                    bool l_1493_ = local_76;
                                                    if (!(l_1490_)) {
                                                        local_77 = l_1493_;
                                                    } else {
                                                        local_77 = true;
                                                    }
                                                    bool l_1494_ = local_77;
                                                    bool l_1495_ = !(l_1494_);
                                                    if (l_1495_) {
                                                        uint _e3697 = l_mut_275_;
                                                        l_mut_1483_ = _e3697;
                                                        uint _e3698 = l_mut_269_;
                                                        l_mut_1478_ = _e3698;
                                                        bool l_1496_ = (l_1476_ >= 32u);
                                                        if (l_1496_) {
                                                            uint l_1497_ = (l_1476_ & 31u);
                                                            uint _e3703 = l_mut_275_;
                                                            uint l_1498_ = (_e3703 << l_1497_);
                                                            l_mut_1483_ = 0u;
                                                            l_mut_1478_ = l_1498_;
                                                        } else {
                                                            bool l_1499_ = (l_1476_ > 0u);
                                                            if (l_1499_) {
                                                                uint _e3708 = l_mut_275_;
                                                                uint l_1500_ = (_e3708 << l_1476_);
                                                                uint _e3710 = l_mut_269_;
                                                                uint l_1501_ = (_e3710 << l_1476_);
                                                                uint l_1502_ = (32u - l_1476_);
                                                                uint _e3714 = l_mut_275_;
                                                                uint l_1503_ = (_e3714 >> l_1502_);
                                                                uint l_1504_ = (l_1501_ | l_1503_);
                                                                l_mut_1483_ = l_1500_;
                                                                l_mut_1478_ = l_1504_;
                                                            }
                                                        }
                                                        uint _e3717 = l_mut_90_;
                                                        uint _e3718 = l_mut_1483_;
                                                        uint l_1505_ = (_e3717 - _e3718);
                                                        uint _e3720 = l_mut_75_;
                                                        uint _e3721 = l_mut_1478_;
                                                        uint l_1506_ = (_e3720 - _e3721);
                                                        uint _e3723 = l_mut_90_;
                                                        uint _e3724 = l_mut_1483_;
                                                        bool l_1507_ = (_e3723 < _e3724);
                                                        uint l_1508_ = uint(l_1507_);
                                                        uint l_1509_ = (l_1506_ - l_1508_);
                                                        l_mut_90_ = l_1505_;
                                                        l_mut_75_ = l_1509_;
                                                        uint l_1510_ = (1u << l_1476_);
                                                        uint _e3730 = l_mut_40_;
                                                        l_mut_40_ = (_e3730 | l_1510_);
                                                    }
                                                }
                                            }
                                            uint _e3735 = l_mut_40_;
                                            uint l_1511_ = min(_e3735, l_1458_);
                                            l_mut_1483_ = l_1511_;
                                            uint _e3737 = l_mut_75_;
                                            uint _e3738 = l_mut_269_;
                                            bool l_1512_ = (_e3737 < _e3738);
                                            uint _e3740 = l_mut_75_;
                                            uint _e3741 = l_mut_269_;
                                            bool l_1513_ = (_e3740 == _e3741);
                                            uint _e3743 = l_mut_90_;
                                            uint _e3744 = l_mut_275_;
                                            bool l_1514_ = (_e3743 < _e3744);
                                            if (l_1513_) {
                                                local_78 = l_1514_;
                                            } else {
                                                local_78 = false;
                                            }
                                            bool l_1515_ = local_78;
                                            if (!(l_1512_)) {
                                                local_79 = l_1515_;
                                            } else {
                                                local_79 = true;
                                            }
                                            bool l_1516_ = local_79;
                                            bool l_1517_ = !(l_1516_);
                                            if (l_1517_) {
                                                l_mut_1483_ = l_1458_;
                                            }
                                            uint _e3756 = l_mut_1483_;
                                            l_mut_96_ = _e3756;
                                        }
                                        uint _e3757 = l_mut_275_;
                                        uint _e3758 = l_mut_96_;
                                        uint l_1518_ = (_e3757 * _e3758);
                                        uint _e3760 = l_mut_275_;
                                        uint64_t l_2760_ = uint64_t(_e3760);
                                        uint _e3762 = l_mut_96_;
                                        uint64_t l_2761_ = uint64_t(_e3762);
                                        uint64_t l_2762_ = (l_2760_ * l_2761_);
                                        uint64_t l_2763_ = (l_2762_ >> uint(32uL));
                                        uint l_1519_ = uint(l_2763_);
                                        uint _e3771 = l_mut_269_;
                                        uint _e3772 = l_mut_96_;
                                        uint l_1520_ = (_e3771 * _e3772);
                                        uint l_1521_ = (l_1519_ + l_1520_);
                                        uint l_1522_ = (l_1443_ - l_1518_);
                                        uint l_1523_ = (l_1447_ - l_1521_);
                                        bool l_1524_ = (l_1443_ < l_1518_);
                                        uint l_1525_ = uint(l_1524_);
                                        uint l_1526_ = (l_1523_ - l_1525_);
                                        l_mut_145_ = l_1522_;
                                        l_mut_102_ = l_1526_;
                                        uint _e3780 = l_mut_102_;
                                        uint _e3781 = l_mut_269_;
                                        bool l_1527_ = (_e3780 < _e3781);
                                        uint _e3783 = l_mut_102_;
                                        uint _e3784 = l_mut_269_;
                                        bool l_1528_ = (_e3783 == _e3784);
                                        uint _e3786 = l_mut_145_;
                                        uint _e3787 = l_mut_275_;
                                        bool l_1529_ = (_e3786 < _e3787);
                                        if (l_1528_) {
                                            local_80 = l_1529_;
                                        } else {
                                            local_80 = false;
                                        }
                                        bool l_1530_ = local_80;
                                        if (!(l_1527_)) {
                                            local_81 = l_1530_;
                                        } else {
                                            local_81 = true;
                                        }
                                        bool l_1531_ = local_81;
                                        bool l_1532_ = !(l_1531_);
                                        if (l_1532_) {
                                            uint _e3799 = l_mut_145_;
                                            uint _e3800 = l_mut_275_;
                                            uint l_1533_ = (_e3799 - _e3800);
                                            uint _e3802 = l_mut_102_;
                                            uint _e3803 = l_mut_269_;
                                            uint l_1534_ = (_e3802 - _e3803);
                                            uint _e3805 = l_mut_145_;
                                            uint _e3806 = l_mut_275_;
                                            bool l_1535_ = (_e3805 < _e3806);
                                            uint l_1536_ = uint(l_1535_);
                                            uint l_1537_ = (l_1534_ - l_1536_);
                                            l_mut_145_ = l_1533_;
                                            l_mut_102_ = l_1537_;
                                        }
                                    }
                                    uint _e3810 = l_mut_275_;
                                    uint _e3811 = l_mut_145_;
                                    uint l_1538_ = (_e3810 - _e3811);
                                    uint _e3813 = l_mut_269_;
                                    uint _e3814 = l_mut_102_;
                                    uint l_1539_ = (_e3813 - _e3814);
                                    uint _e3816 = l_mut_275_;
                                    uint _e3817 = l_mut_145_;
                                    bool l_1540_ = (_e3816 < _e3817);
                                    uint l_1541_ = uint(l_1540_);
                                    uint l_1542_ = (l_1539_ - l_1541_);
                                    l_mut_1483_ = l_1538_;
                                    l_mut_1478_ = l_1542_;
                                    uint _e3821 = l_mut_269_;
                                    bool l_1543_ = (l_1542_ < _e3821);
                                    uint _e3823 = l_mut_269_;
                                    bool l_1544_ = (l_1542_ == _e3823);
                                    uint _e3825 = l_mut_275_;
                                    bool l_1545_ = (l_1538_ < _e3825);
                                    if (l_1544_) {
                                        local_82 = l_1545_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_1546_ = local_82;
                                    if (!(l_1543_)) {
                                        local_83 = l_1546_;
                                    } else {
                                        local_83 = true;
                                    }
                                    bool l_1547_ = local_83;
                                    bool l_1548_ = !(l_1547_);
                                    if (l_1548_) {
                                        uint _e3837 = l_mut_275_;
                                        uint l_1549_ = (l_1538_ - _e3837);
                                        uint _e3839 = l_mut_269_;
                                        uint l_1550_ = (l_1542_ - _e3839);
                                        uint _e3841 = l_mut_275_;
                                        bool l_1551_ = (l_1538_ < _e3841);
                                        uint l_1552_ = uint(l_1551_);
                                        uint l_1553_ = (l_1550_ - l_1552_);
                                        l_mut_1483_ = l_1549_;
                                        l_mut_1478_ = l_1553_;
                                    }
                                    uint _e3845 = l_mut_1478_;
                                    uint _e3846 = l_mut_151_;
                                    bool l_1554_ = (_e3845 < _e3846);
                                    uint _e3848 = l_mut_1478_;
                                    uint _e3849 = l_mut_151_;
                                    bool l_1555_ = (_e3848 == _e3849);
                                    uint _e3851 = l_mut_1483_;
                                    uint _e3852 = l_mut_213_;
                                    bool l_1556_ = (_e3851 < _e3852);
                                    if (l_1555_) {
                                        local_84 = l_1556_;
                                    } else {
                                        local_84 = false;
                                    }
                                    bool l_1557_ = local_84;
                                    if (!(l_1554_)) {
                                        local_85 = l_1557_;
                                    } else {
                                        local_85 = true;
                                    }
                                    bool l_1558_ = local_85;
                                    if (l_1558_) {
                                        uint _e3863 = l_mut_1483_;
                                        l_mut_213_ = _e3863;
                                        uint _e3864 = l_mut_1478_;
                                        l_mut_151_ = _e3864;
                                    }
                                }
                            } else {
                                uint l_1559_ = (l_1373_ - l_1409_);
                                uint l_1560_ = (l_1377_ - l_1412_);
                                bool l_1561_ = (l_1373_ < l_1409_);
                                uint l_1562_ = uint(l_1561_);
                                uint l_1563_ = (l_1560_ - l_1562_);
                                l_mut_213_ = l_1559_;
                                l_mut_151_ = l_1563_;
                                bool l_1564_ = (l_1377_ < l_1412_);
                                bool l_1565_ = (l_1377_ == l_1412_);
                                bool l_1566_ = (l_1373_ < l_1409_);
                                if (l_1565_) {
                                    local_86 = l_1566_;
                                } else {
                                    local_86 = false;
                                }
                                bool l_1567_ = local_86;
                                if (!(l_1564_)) {
                                    local_87 = l_1567_;
                                } else {
                                    local_87 = true;
                                }
                                bool l_1568_ = local_87;
                                if (l_1568_) {
                                    uint l_1569_ = (l_868_ - 1u);
                                    l_mut_1483_ = l_1373_;
                                    l_mut_1478_ = l_1377_;
                                    uint _e3884 = l_mut_269_;
                                    bool l_1570_ = (l_1377_ < _e3884);
                                    uint _e3886 = l_mut_269_;
                                    bool l_1571_ = (l_1377_ == _e3886);
                                    uint _e3888 = l_mut_275_;
                                    bool l_1572_ = (l_1373_ < _e3888);
                                    if (l_1571_) {
                                        local_88 = l_1572_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1573_ = local_88;
                                    if (!(l_1570_)) {
                                        local_89 = l_1573_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1574_ = local_89;
                                    bool l_1575_ = !(l_1574_);
                                    if (l_1575_) {
                                        l_mut_1477_ = 0u;
                                        uint _e3901 = l_mut_269_;
                                        bool l_1576_ = (_e3901 < l_1377_);
                                        uint _e3903 = l_mut_269_;
                                        bool l_1577_ = (_e3903 == l_1377_);
                                        uint _e3905 = l_mut_275_;
                                        bool l_1578_ = (_e3905 < l_1373_);
                                        if (l_1577_) {
                                            local_90 = l_1578_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1579_ = local_90;
                                        if (!(l_1576_)) {
                                            local_91 = l_1579_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1580_ = local_91;
                                        if (l_1580_) {
                                            uint l_1581_ = (l_1373_ - 1u);
                                            uint l_1582_ = (l_1377_ - 0u);
                                            bool l_1583_ = (l_1373_ < 1u);
                                            uint l_1584_ = uint(l_1583_);
                                            uint l_1585_ = (l_1582_ - l_1584_);
                                            l_mut_145_ = l_1581_;
                                            l_mut_102_ = l_1585_;
                                            l_mut_96_ = 0u;
                                            l_mut_1586_ = 0u;
                                            uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                                loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                                if (!loop_init_6) {
                                                    uint _e4012 = l_mut_1586_;
                                                    l_mut_1586_ = (_e4012 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e3927 = l_mut_1586_;
                                                if ((_e3927 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3931 = l_mut_1586_;
                                                    uint l_1587_ = (19u - _e3931);
                                                    uint _e3933 = l_mut_145_;
                                                    l_mut_90_ = _e3933;
                                                    uint _e3934 = l_mut_102_;
                                                    l_mut_75_ = _e3934;
                                                    bool l_1588_ = (l_1587_ >= 32u);
                                                    if (l_1588_) {
                                                        uint l_1589_ = (l_1587_ & 31u);
                                                        uint _e3939 = l_mut_102_;
                                                        uint l_1590_ = (_e3939 >> l_1589_);
                                                        l_mut_90_ = l_1590_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1591_ = (l_1587_ > 0u);
                                                        if (l_1591_) {
                                                            uint _e3944 = l_mut_145_;
                                                            l_mut_40_ = _e3944;
                                                            bool l_1592_ = (l_1587_ > 0u);
                                                            if (l_1592_) {
                                                                uint _e3947 = l_mut_145_;
                                                                uint l_1593_ = (_e3947 >> l_1587_);
                                                                uint l_1594_ = (32u - l_1587_);
                                                                uint _e3951 = l_mut_102_;
                                                                uint l_1595_ = (_e3951 << l_1594_);
                                                                uint l_1596_ = (l_1593_ | l_1595_);
                                                                l_mut_40_ = l_1596_;
                                                            }
                                                            uint _e3954 = l_mut_102_;
                                                            uint l_1597_ = (_e3954 >> l_1587_);
                                                            uint _e3956 = l_mut_40_;
                                                            l_mut_90_ = _e3956;
                                                            l_mut_75_ = l_1597_;
                                                        }
                                                    }
                                                    uint _e3957 = l_mut_75_;
                                                    uint _e3958 = l_mut_269_;
                                                    bool l_1598_ = (_e3957 < _e3958);
                                                    uint _e3960 = l_mut_75_;
                                                    uint _e3961 = l_mut_269_;
                                                    bool l_1599_ = (_e3960 == _e3961);
                                                    uint _e3963 = l_mut_90_;
                                                    uint _e3964 = l_mut_275_;
                                                    bool l_1600_ = (_e3963 < _e3964);
                                                    if (l_1599_) {
                                                        local_92 = l_1600_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1601_ = local_92;
                                                    if (!(l_1598_)) {
                                                        local_93 = l_1601_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1602_ = local_93;
                                                    bool l_1603_ = !(l_1602_);
                                                    if (l_1603_) {
                                                        uint _e3976 = l_mut_275_;
                                                        l_mut_90_ = _e3976;
                                                        uint _e3977 = l_mut_269_;
                                                        l_mut_75_ = _e3977;
                                                        bool l_1604_ = (l_1587_ >= 32u);
                                                        if (l_1604_) {
                                                            uint l_1605_ = (l_1587_ & 31u);
                                                            uint _e3982 = l_mut_275_;
                                                            uint l_1606_ = (_e3982 << l_1605_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1606_;
                                                        } else {
                                                            bool l_1607_ = (l_1587_ > 0u);
                                                            if (l_1607_) {
                                                                uint _e3987 = l_mut_275_;
                                                                uint l_1608_ = (_e3987 << l_1587_);
                                                                uint _e3989 = l_mut_269_;
                                                                uint l_1609_ = (_e3989 << l_1587_);
                                                                uint l_1610_ = (32u - l_1587_);
                                                                uint _e3993 = l_mut_275_;
                                                                uint l_1611_ = (_e3993 >> l_1610_);
                                                                uint l_1612_ = (l_1609_ | l_1611_);
                                                                l_mut_90_ = l_1608_;
                                                                l_mut_75_ = l_1612_;
                                                            }
                                                        }
                                                        uint _e3996 = l_mut_145_;
                                                        uint _e3997 = l_mut_90_;
                                                        uint l_1613_ = (_e3996 - _e3997);
                                                        uint _e3999 = l_mut_102_;
                                                        uint _e4000 = l_mut_75_;
                                                        uint l_1614_ = (_e3999 - _e4000);
                                                        uint _e4002 = l_mut_145_;
                                                        uint _e4003 = l_mut_90_;
                                                        bool l_1615_ = (_e4002 < _e4003);
                                                        uint l_1616_ = uint(l_1615_);
                                                        uint l_1617_ = (l_1614_ - l_1616_);
                                                        l_mut_145_ = l_1613_;
                                                        l_mut_102_ = l_1617_;
                                                        uint l_1618_ = (1u << l_1587_);
                                                        uint _e4009 = l_mut_96_;
                                                        l_mut_96_ = (_e4009 | l_1618_);
                                                    }
                                                }
                                            }
                                            uint _e4014 = l_mut_96_;
                                            uint l_1619_ = min(_e4014, l_1569_);
                                            l_mut_96_ = l_1619_;
                                            uint _e4016 = l_mut_102_;
                                            uint _e4017 = l_mut_269_;
                                            bool l_1620_ = (_e4016 < _e4017);
                                            uint _e4019 = l_mut_102_;
                                            uint _e4020 = l_mut_269_;
                                            bool l_1621_ = (_e4019 == _e4020);
                                            uint _e4022 = l_mut_145_;
                                            uint _e4023 = l_mut_275_;
                                            bool l_1622_ = (_e4022 < _e4023);
                                            if (l_1621_) {
                                                local_94 = l_1622_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1623_ = local_94;
                                            if (!(l_1620_)) {
                                                local_95 = l_1623_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1624_ = local_95;
                                            bool l_1625_ = !(l_1624_);
                                            if (l_1625_) {
                                                l_mut_96_ = l_1569_;
                                            }
                                            uint _e4035 = l_mut_96_;
                                            l_mut_1477_ = _e4035;
                                        }
                                        uint _e4036 = l_mut_275_;
                                        uint _e4037 = l_mut_1477_;
                                        uint l_1626_ = (_e4036 * _e4037);
                                        uint _e4039 = l_mut_275_;
                                        uint64_t l_2765_ = uint64_t(_e4039);
                                        uint _e4041 = l_mut_1477_;
                                        uint64_t l_2766_ = uint64_t(_e4041);
                                        uint64_t l_2767_ = (l_2765_ * l_2766_);
                                        uint64_t l_2768_ = (l_2767_ >> uint(32uL));
                                        uint l_1627_ = uint(l_2768_);
                                        uint _e4050 = l_mut_269_;
                                        uint _e4051 = l_mut_1477_;
                                        uint l_1628_ = (_e4050 * _e4051);
                                        uint l_1629_ = (l_1627_ + l_1628_);
                                        uint l_1630_ = (l_1373_ - l_1626_);
                                        uint l_1631_ = (l_1377_ - l_1629_);
                                        bool l_1632_ = (l_1373_ < l_1626_);
                                        uint l_1633_ = uint(l_1632_);
                                        uint l_1634_ = (l_1631_ - l_1633_);
                                        l_mut_1483_ = l_1630_;
                                        l_mut_1478_ = l_1634_;
                                        uint _e4059 = l_mut_1478_;
                                        uint _e4060 = l_mut_269_;
                                        bool l_1635_ = (_e4059 < _e4060);
                                        uint _e4062 = l_mut_1478_;
                                        uint _e4063 = l_mut_269_;
                                        bool l_1636_ = (_e4062 == _e4063);
                                        uint _e4065 = l_mut_1483_;
                                        uint _e4066 = l_mut_275_;
                                        bool l_1637_ = (_e4065 < _e4066);
                                        if (l_1636_) {
                                            local_96 = l_1637_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1638_ = local_96;
                                        if (!(l_1635_)) {
                                            local_97 = l_1638_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1639_ = local_97;
                                        bool l_1640_ = !(l_1639_);
                                        if (l_1640_) {
                                            uint _e4078 = l_mut_1483_;
                                            uint _e4079 = l_mut_275_;
                                            uint l_1641_ = (_e4078 - _e4079);
                                            uint _e4081 = l_mut_1478_;
                                            uint _e4082 = l_mut_269_;
                                            uint l_1642_ = (_e4081 - _e4082);
                                            uint _e4084 = l_mut_1483_;
                                            uint _e4085 = l_mut_275_;
                                            bool l_1643_ = (_e4084 < _e4085);
                                            uint l_1644_ = uint(l_1643_);
                                            uint l_1645_ = (l_1642_ - l_1644_);
                                            l_mut_1483_ = l_1641_;
                                            l_mut_1478_ = l_1645_;
                                        }
                                    }
                                    uint _e4089 = l_mut_1478_;
                                    uint _e4090 = l_mut_151_;
                                    bool l_1646_ = (_e4089 < _e4090);
                                    uint _e4092 = l_mut_1478_;
                                    uint _e4093 = l_mut_151_;
                                    bool l_1647_ = (_e4092 == _e4093);
                                    uint _e4095 = l_mut_1483_;
                                    uint _e4096 = l_mut_213_;
                                    bool l_1648_ = (_e4095 < _e4096);
                                    if (l_1647_) {
                                        local_98 = l_1648_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1649_ = local_98;
                                    if (!(l_1646_)) {
                                        local_99 = l_1649_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1650_ = local_99;
                                    if (l_1650_) {
                                        uint _e4107 = l_mut_1483_;
                                        l_mut_213_ = _e4107;
                                        uint _e4108 = l_mut_1478_;
                                        l_mut_151_ = _e4108;
                                    }
                                }
                            }
                            uint _e4109 = l_mut_151_;
                            bool l_1651_ = (_e4109 < l_1387_);
                            uint _e4111 = l_mut_151_;
                            bool l_1652_ = (_e4111 == l_1387_);
                            uint _e4113 = l_mut_213_;
                            bool l_1653_ = (_e4113 < l_1383_);
                            if (l_1652_) {
                                local_100 = l_1653_;
                            } else {
                                local_100 = false;
                            }
                            bool l_1654_ = local_100;
                            if (!(l_1651_)) {
                                local_101 = l_1654_;
                            } else {
                                local_101 = true;
                            }
                            bool l_1655_ = local_101;
                            bool l_1656_ = !(l_1655_);
                            uint l_1657_ = uint(l_1656_);
                            uint l_1658_ = (2u - l_1657_);
                            l_mut_219_ = l_1658_;
                        }
                        uint _e4128 = l_mut_219_;
                        bool l_1659_ = (_e4128 > 0u);
                        if (l_1659_) {
                            uint _e4131 = l_mut_219_;
                            bool l_1660_ = (_e4131 == 1u);
                            l_mut_758_ = l_1660_;
                            l_mut_652_ = false;
                        }
                    }
                    l_mut_628_ = false;
                    uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                        loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                        bool _e4136 = l_mut_652_;
                        bool l_1661_ = !(_e4136);
                        if (l_1661_) {
                            break;
                        }
                        uint _e4138 = l_mut_441_;
                        l_mut_1483_ = _e4138;
                        uint _e4139 = l_mut_440_;
                        l_mut_1478_ = _e4139;
                        bool _e4140 = l_mut_628_;
                        if (_e4140) {
                            uint _e4141 = l_mut_439_;
                            l_mut_1483_ = _e4141;
                            uint _e4142 = l_mut_428_;
                            l_mut_1478_ = _e4142;
                        }
                        uint _e4143 = l_mut_394_;
                        uint _e4144 = l_mut_1478_;
                        bool l_1662_ = (_e4143 < _e4144);
                        uint _e4146 = l_mut_394_;
                        uint _e4147 = l_mut_1478_;
                        bool l_1663_ = (_e4146 == _e4147);
                        uint _e4149 = l_mut_421_;
                        uint _e4150 = l_mut_1483_;
                        bool l_1664_ = (_e4149 < _e4150);
                        if (l_1663_) {
                            local_102 = l_1664_;
                        } else {
                            local_102 = false;
                        }
                        bool l_1665_ = local_102;
                        if (!(l_1662_)) {
                            local_103 = l_1665_;
                        } else {
                            local_103 = true;
                        }
                        bool l_1666_ = local_103;
                        bool l_1667_ = !(l_1666_);
                        bool _e4162 = l_mut_628_;
                        bool l_1668_ = (l_1667_ != _e4162);
                        if (l_1668_) {
                            uint _e4164 = l_mut_441_;
                            l_mut_1483_ = _e4164;
                            uint _e4165 = l_mut_440_;
                            l_mut_1478_ = _e4165;
                            uint _e4166 = l_mut_439_;
                            l_mut_441_ = _e4166;
                            uint _e4167 = l_mut_428_;
                            l_mut_440_ = _e4167;
                            uint _e4168 = l_mut_1483_;
                            l_mut_439_ = _e4168;
                            uint _e4169 = l_mut_1478_;
                            l_mut_428_ = _e4169;
                            uint _e4170 = l_mut_388_;
                            l_mut_1483_ = _e4170;
                            uint _e4171 = l_mut_382_;
                            l_mut_388_ = _e4171;
                            uint _e4172 = l_mut_1483_;
                            l_mut_382_ = _e4172;
                            l_mut_628_ = l_1667_;
                        }
                        uint _e4173 = l_mut_441_;
                        uint _e4174 = l_mut_421_;
                        uint l_1669_ = (_e4173 - _e4174);
                        uint _e4176 = l_mut_440_;
                        uint _e4177 = l_mut_394_;
                        uint l_1670_ = (_e4176 - _e4177);
                        uint _e4179 = l_mut_441_;
                        uint _e4180 = l_mut_421_;
                        bool l_1671_ = (_e4179 < _e4180);
                        uint l_1672_ = uint(l_1671_);
                        uint l_1673_ = (l_1670_ - l_1672_);
                        l_mut_1483_ = l_1669_;
                        l_mut_1478_ = l_1673_;
                        bool _e4184 = l_mut_628_;
                        if (_e4184) {
                            uint _e4185 = l_mut_421_;
                            uint l_1674_ = (_e4185 - l_1383_);
                            uint _e4187 = l_mut_394_;
                            uint l_1675_ = (_e4187 - l_1387_);
                            uint _e4189 = l_mut_421_;
                            bool l_1676_ = (_e4189 < l_1383_);
                            uint l_1677_ = uint(l_1676_);
                            uint l_1678_ = (l_1675_ - l_1677_);
                            l_mut_1483_ = l_1674_;
                            l_mut_1478_ = l_1678_;
                        }
                        uint _e4193 = l_mut_441_;
                        l_mut_1477_ = _e4193;
                        uint _e4194 = l_mut_440_;
                        l_mut_275_ = _e4194;
                        uint _e4195 = l_mut_1478_;
                        uint _e4196 = l_mut_440_;
                        bool l_1679_ = (_e4195 < _e4196);
                        uint _e4198 = l_mut_1478_;
                        uint _e4199 = l_mut_440_;
                        bool l_1680_ = (_e4198 == _e4199);
                        uint _e4201 = l_mut_1483_;
                        uint _e4202 = l_mut_441_;
                        bool l_1681_ = (_e4201 < _e4202);
                        if (l_1680_) {
                            local_104 = l_1681_;
                        } else {
                            local_104 = false;
                        }
                        bool l_1682_ = local_104;
                        if (!(l_1679_)) {
                            local_105 = l_1682_;
                        } else {
                            local_105 = true;
                        }
                        bool l_1683_ = local_105;
                        if (l_1683_) {
                            uint _e4213 = l_mut_1483_;
                            l_mut_1477_ = _e4213;
                            uint _e4214 = l_mut_1478_;
                            l_mut_275_ = _e4214;
                        }
                        l_mut_357_ = false;
                        uint _e4216 = l_mut_1477_;
                        l_mut_1483_ = _e4216;
                        uint _e4217 = l_mut_275_;
                        l_mut_1478_ = _e4217;
                        if (false) {
                            uint _e4220 = l_mut_275_;
                            uint l_1686_ = (_e4220 >> 3u);
                            l_mut_1483_ = l_1686_;
                            l_mut_1478_ = 0u;
                        } else {
                            if (true) {
                                uint _e4224 = l_mut_1477_;
                                l_mut_269_ = _e4224;
                                if (true) {
                                    uint _e4226 = l_mut_1477_;
                                    uint l_1689_ = (_e4226 >> 3u);
                                    uint _e4229 = l_mut_275_;
                                    uint l_1690_ = (_e4229 << 29u);
                                    uint l_1691_ = (l_1689_ | l_1690_);
                                    l_mut_269_ = l_1691_;
                                }
                                uint _e4233 = l_mut_275_;
                                uint l_1692_ = (_e4233 >> 3u);
                                uint _e4236 = l_mut_269_;
                                l_mut_1483_ = _e4236;
                                l_mut_1478_ = l_1692_;
                            }
                        }
                        uint _e4237 = l_mut_1478_;
                        uint _e4238 = l_mut_428_;
                        bool l_1693_ = (_e4237 < _e4238);
                        uint _e4240 = l_mut_1478_;
                        uint _e4241 = l_mut_428_;
                        bool l_1694_ = (_e4240 == _e4241);
                        uint _e4243 = l_mut_1483_;
                        uint _e4244 = l_mut_439_;
                        bool l_1695_ = (_e4243 < _e4244);
                        if (l_1694_) {
                            local_106 = l_1695_;
                        } else {
                            local_106 = false;
                        }
                        bool l_1696_ = local_106;
                        if (!(l_1693_)) {
                            local_107 = l_1696_;
                        } else {
                            local_107 = true;
                        }
                        bool l_1697_ = local_107;
                        bool l_1698_ = !(l_1697_);
                        l_mut_357_ = l_1698_;
                        l_mut_1483_ = 0u;
                        uint _e4257 = l_mut_439_;
                        uint _e4258 = l_mut_428_;
                        uint l_1699_ = (_e4257 | _e4258);
                        bool l_1700_ = (l_1699_ == 0u);
                        bool l_1701_ = !(l_1700_);
                        bool _e4263 = l_mut_357_;
                        if (_e4263) {
                            local_108 = l_1701_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1702_ = local_108;
                        uint _e4268 = l_mut_428_;
                        uint _e4269 = l_mut_275_;
                        bool l_1703_ = (_e4268 < _e4269);
                        uint _e4271 = l_mut_428_;
                        uint _e4272 = l_mut_275_;
                        bool l_1704_ = (_e4271 == _e4272);
                        uint _e4274 = l_mut_439_;
                        uint _e4275 = l_mut_1477_;
                        bool l_1705_ = (_e4274 < _e4275);
                        if (l_1704_) {
                            local_109 = l_1705_;
                        } else {
                            local_109 = false;
                        }
                        bool l_1706_ = local_109;
                        if (!(l_1703_)) {
                            local_110 = l_1706_;
                        } else {
                            local_110 = true;
                        }
                        bool l_1707_ = local_110;
                        if (l_1702_) {
                            local_111 = l_1707_;
                        } else {
                            local_111 = false;
                        }
                        bool l_1708_ = local_111;
                        uint _e4290 = l_mut_388_;
                        uint _e4291 = l_mut_382_;
                        uint l_1709_ = (_e4290 + _e4291);
                        bool l_1710_ = (l_1709_ < l_868_);
                        if (l_1708_) {
                            local_112 = l_1710_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1711_ = local_112;
                        if (l_1711_) {
                            uint _e4298 = l_mut_388_;
                            uint l_1712_ = (l_868_ - _e4298);
                            uint _e4300 = l_mut_382_;
                            uint l_1713_ = (l_1712_ - _e4300);
                            uint _e4302 = l_mut_388_;
                            uint l_1714_ = naga_div(l_1713_, _e4302);
                            uint _e4304 = l_mut_1477_;
                            uint l_1715_ = (_e4304 - 1u);
                            uint _e4307 = l_mut_275_;
                            uint l_1716_ = (_e4307 - 0u);
                            uint _e4310 = l_mut_1477_;
                            bool l_1717_ = (_e4310 < 1u);
                            uint l_1718_ = uint(l_1717_);
                            uint l_1719_ = (l_1716_ - l_1718_);
                            l_mut_1478_ = l_1715_;
                            l_mut_1477_ = l_1719_;
                            l_mut_275_ = 0u;
                            l_mut_1720_ = 0u;
                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                            bool loop_init_7 = true;
                            while(true) {
                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                if (!loop_init_7) {
                                    uint _e4403 = l_mut_1720_;
                                    l_mut_1720_ = (_e4403 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e4318 = l_mut_1720_;
                                if ((_e4318 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e4322 = l_mut_1720_;
                                    uint l_1721_ = (19u - _e4322);
                                    uint _e4324 = l_mut_1478_;
                                    l_mut_269_ = _e4324;
                                    uint _e4325 = l_mut_1477_;
                                    l_mut_219_ = _e4325;
                                    bool l_1722_ = (l_1721_ >= 32u);
                                    if (l_1722_) {
                                        uint l_1723_ = (l_1721_ & 31u);
                                        uint _e4330 = l_mut_1477_;
                                        uint l_1724_ = (_e4330 >> l_1723_);
                                        l_mut_269_ = l_1724_;
                                        l_mut_219_ = 0u;
                                    } else {
                                        bool l_1725_ = (l_1721_ > 0u);
                                        if (l_1725_) {
                                            uint _e4335 = l_mut_1478_;
                                            l_mut_213_ = _e4335;
                                            bool l_1726_ = (l_1721_ > 0u);
                                            if (l_1726_) {
                                                uint _e4338 = l_mut_1478_;
                                                uint l_1727_ = (_e4338 >> l_1721_);
                                                uint l_1728_ = (32u - l_1721_);
                                                uint _e4342 = l_mut_1477_;
                                                uint l_1729_ = (_e4342 << l_1728_);
                                                uint l_1730_ = (l_1727_ | l_1729_);
                                                l_mut_213_ = l_1730_;
                                            }
                                            uint _e4345 = l_mut_1477_;
                                            uint l_1731_ = (_e4345 >> l_1721_);
                                            uint _e4347 = l_mut_213_;
                                            l_mut_269_ = _e4347;
                                            l_mut_219_ = l_1731_;
                                        }
                                    }
                                    uint _e4348 = l_mut_219_;
                                    uint _e4349 = l_mut_428_;
                                    bool l_1732_ = (_e4348 < _e4349);
                                    uint _e4351 = l_mut_219_;
                                    uint _e4352 = l_mut_428_;
                                    bool l_1733_ = (_e4351 == _e4352);
                                    uint _e4354 = l_mut_269_;
                                    uint _e4355 = l_mut_439_;
                                    bool l_1734_ = (_e4354 < _e4355);
                                    if (l_1733_) {
                                        local_113 = l_1734_;
                                    } else {
                                        local_113 = false;
                                    }
                                    bool l_1735_ = local_113;
                                    if (!(l_1732_)) {
                                        local_114 = l_1735_;
                                    } else {
                                        local_114 = true;
                                    }
                                    bool l_1736_ = local_114;
                                    bool l_1737_ = !(l_1736_);
                                    if (l_1737_) {
                                        uint _e4367 = l_mut_439_;
                                        l_mut_269_ = _e4367;
                                        uint _e4368 = l_mut_428_;
                                        l_mut_219_ = _e4368;
                                        bool l_1738_ = (l_1721_ >= 32u);
                                        if (l_1738_) {
                                            uint l_1739_ = (l_1721_ & 31u);
                                            uint _e4373 = l_mut_439_;
                                            uint l_1740_ = (_e4373 << l_1739_);
                                            l_mut_269_ = 0u;
                                            l_mut_219_ = l_1740_;
                                        } else {
                                            bool l_1741_ = (l_1721_ > 0u);
                                            if (l_1741_) {
                                                uint _e4378 = l_mut_439_;
                                                uint l_1742_ = (_e4378 << l_1721_);
                                                uint _e4380 = l_mut_428_;
                                                uint l_1743_ = (_e4380 << l_1721_);
                                                uint l_1744_ = (32u - l_1721_);
                                                uint _e4384 = l_mut_439_;
                                                uint l_1745_ = (_e4384 >> l_1744_);
                                                uint l_1746_ = (l_1743_ | l_1745_);
                                                l_mut_269_ = l_1742_;
                                                l_mut_219_ = l_1746_;
                                            }
                                        }
                                        uint _e4387 = l_mut_1478_;
                                        uint _e4388 = l_mut_269_;
                                        uint l_1747_ = (_e4387 - _e4388);
                                        uint _e4390 = l_mut_1477_;
                                        uint _e4391 = l_mut_219_;
                                        uint l_1748_ = (_e4390 - _e4391);
                                        uint _e4393 = l_mut_1478_;
                                        uint _e4394 = l_mut_269_;
                                        bool l_1749_ = (_e4393 < _e4394);
                                        uint l_1750_ = uint(l_1749_);
                                        uint l_1751_ = (l_1748_ - l_1750_);
                                        l_mut_1478_ = l_1747_;
                                        l_mut_1477_ = l_1751_;
                                        uint l_1752_ = (1u << l_1721_);
                                        uint _e4400 = l_mut_275_;
                                        l_mut_275_ = (_e4400 | l_1752_);
                                    }
                                }
                            }
                            uint _e4405 = l_mut_275_;
                            uint l_1753_ = min(_e4405, l_1714_);
                            l_mut_275_ = l_1753_;
                            uint _e4407 = l_mut_1477_;
                            uint _e4408 = l_mut_428_;
                            bool l_1754_ = (_e4407 < _e4408);
                            uint _e4410 = l_mut_1477_;
                            uint _e4411 = l_mut_428_;
                            bool l_1755_ = (_e4410 == _e4411);
                            uint _e4413 = l_mut_1478_;
                            uint _e4414 = l_mut_439_;
                            bool l_1756_ = (_e4413 < _e4414);
                            if (l_1755_) {
                                local_115 = l_1756_;
                            } else {
                                local_115 = false;
                            }
                            bool l_1757_ = local_115;
                            if (!(l_1754_)) {
                                local_116 = l_1757_;
                            } else {
                                local_116 = true;
                            }
                            bool l_1758_ = local_116;
                            bool l_1759_ = !(l_1758_);
                            if (l_1759_) {
                                l_mut_275_ = l_1714_;
                            }
                            uint _e4426 = l_mut_275_;
                            l_mut_1483_ = _e4426;
                        }
                        uint _e4427 = l_mut_1483_;
                        bool l_1760_ = (_e4427 == 0u);
                        l_mut_357_ = l_1760_;
                        uint _e4430 = l_mut_1483_;
                        bool l_1761_ = (_e4430 > 0u);
                        if (l_1761_) {
                            uint _e4433 = l_mut_439_;
                            uint _e4434 = l_mut_1483_;
                            uint l_1762_ = (_e4433 * _e4434);
                            uint _e4436 = l_mut_439_;
                            uint64_t l_2770_ = uint64_t(_e4436);
                            uint _e4438 = l_mut_1483_;
                            uint64_t l_2771_ = uint64_t(_e4438);
                            uint64_t l_2772_ = (l_2770_ * l_2771_);
                            uint64_t l_2773_ = (l_2772_ >> uint(32uL));
                            uint l_1763_ = uint(l_2773_);
                            uint _e4447 = l_mut_428_;
                            uint _e4448 = l_mut_1483_;
                            uint l_1764_ = (_e4447 * _e4448);
                            uint l_1765_ = (l_1763_ + l_1764_);
                            bool _e4451 = l_mut_628_;
                            if (_e4451) {
                                uint _e4452 = l_mut_421_;
                                uint l_1766_ = (_e4452 - l_1762_);
                                uint _e4454 = l_mut_394_;
                                uint l_1767_ = (_e4454 - l_1765_);
                                uint _e4456 = l_mut_421_;
                                bool l_1768_ = (_e4456 < l_1762_);
                                uint l_1769_ = uint(l_1768_);
                                uint l_1770_ = (l_1767_ - l_1769_);
                                l_mut_421_ = l_1766_;
                                l_mut_394_ = l_1770_;
                            }
                            uint _e4460 = l_mut_441_;
                            uint l_1771_ = (_e4460 - l_1762_);
                            uint _e4462 = l_mut_440_;
                            uint l_1772_ = (_e4462 - l_1765_);
                            uint _e4464 = l_mut_441_;
                            bool l_1773_ = (_e4464 < l_1762_);
                            uint l_1774_ = uint(l_1773_);
                            uint l_1775_ = (l_1772_ - l_1774_);
                            l_mut_441_ = l_1771_;
                            l_mut_440_ = l_1775_;
                            uint _e4468 = l_mut_1483_;
                            uint _e4469 = l_mut_388_;
                            uint l_1776_ = (_e4468 * _e4469);
                            uint _e4471 = l_mut_382_;
                            l_mut_382_ = (_e4471 + l_1776_);
                        } else {
                            bool _e4473 = l_mut_628_;
                            if (_e4473) {
                                uint _e4474 = l_mut_421_;
                                uint _e4475 = l_mut_439_;
                                uint l_1777_ = (_e4474 - _e4475);
                                uint _e4477 = l_mut_394_;
                                uint _e4478 = l_mut_428_;
                                uint l_1778_ = (_e4477 - _e4478);
                                uint _e4480 = l_mut_421_;
                                uint _e4481 = l_mut_439_;
                                bool l_1779_ = (_e4480 < _e4481);
                                uint l_1780_ = uint(l_1779_);
                                uint l_1781_ = (l_1778_ - l_1780_);
                                l_mut_421_ = l_1777_;
                                l_mut_394_ = l_1781_;
                                uint _e4485 = l_mut_394_;
                                bool l_1782_ = (_e4485 < l_1387_);
                                uint _e4487 = l_mut_394_;
                                bool l_1783_ = (_e4487 == l_1387_);
                                uint _e4489 = l_mut_421_;
                                bool l_1784_ = (_e4489 < l_1383_);
                                if (l_1783_) {
                                    local_117 = l_1784_;
                                } else {
                                    local_117 = false;
                                }
                                bool l_1785_ = local_117;
                                if (!(l_1782_)) {
                                    local_118 = l_1785_;
                                } else {
                                    local_118 = true;
                                }
                                bool l_1786_ = local_118;
                                if (l_1786_) {
                                    l_mut_652_ = false;
                                    l_mut_357_ = false;
                                }
                            }
                        }
                        bool _e4502 = l_mut_357_;
                        if (_e4502) {
                            uint _e4503 = l_mut_388_;
                            uint l_1787_ = (l_868_ - _e4503);
                            uint _e4505 = l_mut_382_;
                            uint l_1788_ = naga_div(l_1787_, _e4505);
                            l_mut_1483_ = 0u;
                            l_mut_350_ = false;
                            uint _e4509 = l_mut_439_;
                            l_mut_1478_ = _e4509;
                            uint _e4510 = l_mut_428_;
                            l_mut_1477_ = _e4510;
                            if (false) {
                                uint _e4513 = l_mut_428_;
                                uint l_1791_ = (_e4513 >> 3u);
                                l_mut_1478_ = l_1791_;
                                l_mut_1477_ = 0u;
                            } else {
                                if (true) {
                                    uint _e4517 = l_mut_439_;
                                    l_mut_275_ = _e4517;
                                    if (true) {
                                        uint _e4519 = l_mut_439_;
                                        uint l_1794_ = (_e4519 >> 3u);
                                        uint _e4522 = l_mut_428_;
                                        uint l_1795_ = (_e4522 << 29u);
                                        uint l_1796_ = (l_1794_ | l_1795_);
                                        l_mut_275_ = l_1796_;
                                    }
                                    uint _e4526 = l_mut_428_;
                                    uint l_1797_ = (_e4526 >> 3u);
                                    uint _e4529 = l_mut_275_;
                                    l_mut_1478_ = _e4529;
                                    l_mut_1477_ = l_1797_;
                                }
                            }
                            uint _e4530 = l_mut_1477_;
                            uint _e4531 = l_mut_440_;
                            bool l_1798_ = (_e4530 < _e4531);
                            uint _e4533 = l_mut_1477_;
                            uint _e4534 = l_mut_440_;
                            bool l_1799_ = (_e4533 == _e4534);
                            uint _e4536 = l_mut_1478_;
                            uint _e4537 = l_mut_441_;
                            bool l_1800_ = (_e4536 < _e4537);
                            if (l_1799_) {
                                local_119 = l_1800_;
                            } else {
                                local_119 = false;
                            }
                            bool l_1801_ = local_119;
                            if (!(l_1798_)) {
                                local_120 = l_1801_;
                            } else {
                                local_120 = true;
                            }
                            bool l_1802_ = local_120;
                            bool l_1803_ = !(l_1802_);
                            l_mut_350_ = l_1803_;
                            uint _e4549 = l_mut_441_;
                            uint _e4550 = l_mut_440_;
                            uint l_1804_ = (_e4549 | _e4550);
                            bool l_1805_ = (l_1804_ == 0u);
                            if (l_1805_) {
                                l_mut_1483_ = l_1788_;
                            } else {
                                bool _e4554 = l_mut_350_;
                                if (_e4554) {
                                    uint _e4555 = l_mut_440_;
                                    uint _e4556 = l_mut_428_;
                                    bool l_1806_ = (_e4555 < _e4556);
                                    uint _e4558 = l_mut_440_;
                                    uint _e4559 = l_mut_428_;
                                    bool l_1807_ = (_e4558 == _e4559);
                                    uint _e4561 = l_mut_441_;
                                    uint _e4562 = l_mut_439_;
                                    bool l_1808_ = (_e4561 < _e4562);
                                    if (l_1807_) {
                                        local_121 = l_1808_;
                                    } else {
                                        local_121 = false;
                                    }
                                    bool l_1809_ = local_121;
                                    if (!(l_1806_)) {
                                        local_122 = l_1809_;
                                    } else {
                                        local_122 = true;
                                    }
                                    bool l_1810_ = local_122;
                                    if (l_1810_) {
                                        uint _e4573 = l_mut_439_;
                                        uint l_1811_ = (_e4573 - 1u);
                                        uint _e4576 = l_mut_428_;
                                        uint l_1812_ = (_e4576 - 0u);
                                        uint _e4579 = l_mut_439_;
                                        bool l_1813_ = (_e4579 < 1u);
                                        uint l_1814_ = uint(l_1813_);
                                        uint l_1815_ = (l_1812_ - l_1814_);
                                        l_mut_1478_ = l_1811_;
                                        l_mut_1477_ = l_1815_;
                                        l_mut_275_ = 0u;
                                        l_mut_1816_ = 0u;
                                        uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_8 = true;
                                        while(true) {
                                            if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                            loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                            if (!loop_init_8) {
                                                uint _e4672 = l_mut_1816_;
                                                l_mut_1816_ = (_e4672 + 1u);
                                            }
                                            loop_init_8 = false;
                                            uint _e4587 = l_mut_1816_;
                                            if ((_e4587 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e4591 = l_mut_1816_;
                                                uint l_1817_ = (19u - _e4591);
                                                uint _e4593 = l_mut_1478_;
                                                l_mut_269_ = _e4593;
                                                uint _e4594 = l_mut_1477_;
                                                l_mut_219_ = _e4594;
                                                bool l_1818_ = (l_1817_ >= 32u);
                                                if (l_1818_) {
                                                    uint l_1819_ = (l_1817_ & 31u);
                                                    uint _e4599 = l_mut_1477_;
                                                    uint l_1820_ = (_e4599 >> l_1819_);
                                                    l_mut_269_ = l_1820_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1821_ = (l_1817_ > 0u);
                                                    if (l_1821_) {
                                                        uint _e4604 = l_mut_1478_;
                                                        l_mut_213_ = _e4604;
                                                        bool l_1822_ = (l_1817_ > 0u);
                                                        if (l_1822_) {
                                                            uint _e4607 = l_mut_1478_;
                                                            uint l_1823_ = (_e4607 >> l_1817_);
                                                            uint l_1824_ = (32u - l_1817_);
                                                            uint _e4611 = l_mut_1477_;
                                                            uint l_1825_ = (_e4611 << l_1824_);
                                                            uint l_1826_ = (l_1823_ | l_1825_);
                                                            l_mut_213_ = l_1826_;
                                                        }
                                                        uint _e4614 = l_mut_1477_;
                                                        uint l_1827_ = (_e4614 >> l_1817_);
                                                        uint _e4616 = l_mut_213_;
                                                        l_mut_269_ = _e4616;
                                                        l_mut_219_ = l_1827_;
                                                    }
                                                }
                                                uint _e4617 = l_mut_219_;
                                                uint _e4618 = l_mut_440_;
                                                bool l_1828_ = (_e4617 < _e4618);
                                                uint _e4620 = l_mut_219_;
                                                uint _e4621 = l_mut_440_;
                                                bool l_1829_ = (_e4620 == _e4621);
                                                uint _e4623 = l_mut_269_;
                                                uint _e4624 = l_mut_441_;
                                                bool l_1830_ = (_e4623 < _e4624);
                                                if (l_1829_) {
                                                    local_123 = l_1830_;
                                                } else {
                                                    local_123 = false;
                                                }
                                                bool l_1831_ = local_123;
                                                if (!(l_1828_)) {
                                                    local_124 = l_1831_;
                                                } else {
                                                    local_124 = true;
                                                }
                                                bool l_1832_ = local_124;
                                                bool l_1833_ = !(l_1832_);
                                                if (l_1833_) {
                                                    uint _e4636 = l_mut_441_;
                                                    l_mut_269_ = _e4636;
                                                    uint _e4637 = l_mut_440_;
                                                    l_mut_219_ = _e4637;
                                                    bool l_1834_ = (l_1817_ >= 32u);
                                                    if (l_1834_) {
                                                        uint l_1835_ = (l_1817_ & 31u);
                                                        uint _e4642 = l_mut_441_;
                                                        uint l_1836_ = (_e4642 << l_1835_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1836_;
                                                    } else {
                                                        bool l_1837_ = (l_1817_ > 0u);
                                                        if (l_1837_) {
                                                            uint _e4647 = l_mut_441_;
                                                            uint l_1838_ = (_e4647 << l_1817_);
                                                            uint _e4649 = l_mut_440_;
                                                            uint l_1839_ = (_e4649 << l_1817_);
                                                            uint l_1840_ = (32u - l_1817_);
                                                            uint _e4653 = l_mut_441_;
                                                            uint l_1841_ = (_e4653 >> l_1840_);
                                                            uint l_1842_ = (l_1839_ | l_1841_);
                                                            l_mut_269_ = l_1838_;
                                                            l_mut_219_ = l_1842_;
                                                        }
                                                    }
                                                    uint _e4656 = l_mut_1478_;
                                                    uint _e4657 = l_mut_269_;
                                                    uint l_1843_ = (_e4656 - _e4657);
                                                    uint _e4659 = l_mut_1477_;
                                                    uint _e4660 = l_mut_219_;
                                                    uint l_1844_ = (_e4659 - _e4660);
                                                    uint _e4662 = l_mut_1478_;
                                                    uint _e4663 = l_mut_269_;
                                                    bool l_1845_ = (_e4662 < _e4663);
                                                    uint l_1846_ = uint(l_1845_);
                                                    uint l_1847_ = (l_1844_ - l_1846_);
                                                    l_mut_1478_ = l_1843_;
                                                    l_mut_1477_ = l_1847_;
                                                    uint l_1848_ = (1u << l_1817_);
                                                    uint _e4669 = l_mut_275_;
                                                    l_mut_275_ = (_e4669 | l_1848_);
                                                }
                                            }
                                        }
                                        uint _e4674 = l_mut_275_;
                                        uint l_1849_ = min(_e4674, l_1788_);
                                        l_mut_275_ = l_1849_;
                                        uint _e4676 = l_mut_1477_;
                                        uint _e4677 = l_mut_440_;
                                        bool l_1850_ = (_e4676 < _e4677);
                                        uint _e4679 = l_mut_1477_;
                                        uint _e4680 = l_mut_440_;
                                        bool l_1851_ = (_e4679 == _e4680);
                                        uint _e4682 = l_mut_1478_;
                                        uint _e4683 = l_mut_441_;
                                        bool l_1852_ = (_e4682 < _e4683);
                                        if (l_1851_) {
                                            local_125 = l_1852_;
                                        } else {
                                            local_125 = false;
                                        }
                                        bool l_1853_ = local_125;
                                        if (!(l_1850_)) {
                                            local_126 = l_1853_;
                                        } else {
                                            local_126 = true;
                                        }
                                        bool l_1854_ = local_126;
                                        bool l_1855_ = !(l_1854_);
                                        if (l_1855_) {
                                            l_mut_275_ = l_1788_;
                                        }
                                        uint _e4695 = l_mut_275_;
                                        l_mut_1483_ = _e4695;
                                    }
                                } else {
                                    uint _e4696 = l_mut_439_;
                                    l_mut_1478_ = _e4696;
                                    uint _e4697 = l_mut_428_;
                                    l_mut_1477_ = _e4697;
                                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                                        uint _e4698 = l_mut_440_;
                                        uint _e4699 = l_mut_1477_;
                                        bool l_1856_ = (_e4698 < _e4699);
                                        uint _e4701 = l_mut_440_;
                                        uint _e4702 = l_mut_1477_;
                                        bool l_1857_ = (_e4701 == _e4702);
                                        uint _e4704 = l_mut_441_;
                                        uint _e4705 = l_mut_1478_;
                                        bool l_1858_ = (_e4704 < _e4705);
                                        if (l_1857_) {
                                            local_127 = l_1858_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1859_ = local_127;
                                        if (!(l_1856_)) {
                                            local_128 = l_1859_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1860_ = local_128;
                                        uint _e4716 = l_mut_1483_;
                                        uint _e4717 = l_mut_382_;
                                        uint l_1861_ = (_e4716 * _e4717);
                                        uint _e4719 = l_mut_388_;
                                        uint l_1862_ = (_e4719 + l_1861_);
                                        uint _e4721 = l_mut_382_;
                                        uint l_1863_ = (l_1862_ + _e4721);
                                        bool l_1864_ = (l_1863_ < l_868_);
                                        if (l_1860_) {
                                            local_129 = l_1864_;
                                        } else {
                                            local_129 = false;
                                        }
                                        bool l_1865_ = local_129;
                                        bool l_1866_ = !(l_1865_);
                                        if (l_1866_) {
                                            break;
                                        }
                                        uint _e4729 = l_mut_1478_;
                                        uint _e4730 = l_mut_441_;
                                        uint l_1867_ = (_e4729 - _e4730);
                                        uint _e4732 = l_mut_1477_;
                                        uint _e4733 = l_mut_440_;
                                        uint l_1868_ = (_e4732 - _e4733);
                                        uint _e4735 = l_mut_1478_;
                                        uint _e4736 = l_mut_441_;
                                        bool l_1869_ = (_e4735 < _e4736);
                                        uint l_1870_ = uint(l_1869_);
                                        uint l_1871_ = (l_1868_ - l_1870_);
                                        l_mut_1478_ = l_1867_;
                                        l_mut_1477_ = l_1871_;
                                        uint _e4740 = l_mut_1483_;
                                        l_mut_1483_ = (_e4740 + 1u);
                                    }
                                }
                            }
                            uint _e4743 = l_mut_1483_;
                            uint _e4744 = l_mut_382_;
                            uint l_1872_ = (_e4743 * _e4744);
                            uint _e4746 = l_mut_388_;
                            uint l_1873_ = (_e4746 + l_1872_);
                            uint _e4748 = l_mut_382_;
                            uint l_1874_ = (l_1873_ + _e4748);
                            bool l_1875_ = (l_1874_ >= l_868_);
                            if (l_1875_) {
                                l_mut_758_ = true;
                                l_mut_652_ = false;
                            } else {
                                uint _e4753 = l_mut_441_;
                                uint _e4754 = l_mut_1483_;
                                uint l_1876_ = (_e4753 * _e4754);
                                uint _e4756 = l_mut_441_;
                                uint64_t l_2775_ = uint64_t(_e4756);
                                uint _e4758 = l_mut_1483_;
                                uint64_t l_2776_ = uint64_t(_e4758);
                                uint64_t l_2777_ = (l_2775_ * l_2776_);
                                uint64_t l_2778_ = (l_2777_ >> uint(32uL));
                                uint l_1877_ = uint(l_2778_);
                                uint _e4767 = l_mut_440_;
                                uint _e4768 = l_mut_1483_;
                                uint l_1878_ = (_e4767 * _e4768);
                                uint l_1879_ = (l_1877_ + l_1878_);
                                uint _e4771 = l_mut_439_;
                                uint l_1880_ = (_e4771 - l_1876_);
                                uint _e4773 = l_mut_428_;
                                uint l_1881_ = (_e4773 - l_1879_);
                                uint _e4775 = l_mut_439_;
                                bool l_1882_ = (_e4775 < l_1876_);
                                uint l_1883_ = uint(l_1882_);
                                uint l_1884_ = (l_1881_ - l_1883_);
                                l_mut_439_ = l_1880_;
                                l_mut_428_ = l_1884_;
                                uint _e4779 = l_mut_1483_;
                                uint _e4780 = l_mut_382_;
                                uint l_1885_ = (_e4779 * _e4780);
                                uint _e4782 = l_mut_388_;
                                l_mut_388_ = (_e4782 + l_1885_);
                                uint _e4784 = l_mut_441_;
                                uint _e4785 = l_mut_439_;
                                uint l_1886_ = (_e4784 - _e4785);
                                uint _e4787 = l_mut_440_;
                                uint _e4788 = l_mut_428_;
                                uint l_1887_ = (_e4787 - _e4788);
                                uint _e4790 = l_mut_441_;
                                uint _e4791 = l_mut_439_;
                                bool l_1888_ = (_e4790 < _e4791);
                                uint l_1889_ = uint(l_1888_);
                                uint l_1890_ = (l_1887_ - l_1889_);
                                l_mut_441_ = l_1886_;
                                l_mut_440_ = l_1890_;
                                uint _e4795 = l_mut_382_;
                                uint _e4796 = l_mut_388_;
                                l_mut_382_ = (_e4795 + _e4796);
                            }
                        }
                    }
                    bool _e4798 = l_mut_758_;
                    bool l_1891_ = !(_e4798);
                    if (l_867_) {
                        local_130 = l_1891_;
                    } else {
                        local_130 = false;
                    }
                    bool l_1892_ = local_130;
                    if (l_1892_) {
                        uint _e4805 = l_mut_865_;
                        uint l_1893_ = (1u << _e4805);
                        uint _e4807 = l_mut_450_;
                        l_mut_450_ = (_e4807 | l_1893_);
                        uint _e4809 = l_mut_445_;
                        l_mut_445_ = (_e4809 + 1u);
                        uint l_1894_ = (l_866_ + l_864_);
                        uint l_1895_ = min(l_1894_, l_56_);
                        l_mut_1483_ = 0u;
                        l_mut_1896_ = l_866_;
                        uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                        bool loop_init_9 = true;
                        while(true) {
                            if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                            loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                            if (!loop_init_9) {
                                uint _e5331 = l_mut_1896_;
                                l_mut_1896_ = (_e5331 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e4816 = l_mut_1896_;
                            if ((_e4816 < l_1895_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4818 = l_mut_1896_;
                                uint l_1897_ = (l_59_ * _e4818);
                                uint64_t l_2780_ = uint64_t(l_59_);
                                uint _e4821 = l_mut_1896_;
                                uint64_t l_2781_ = uint64_t(_e4821);
                                uint64_t l_2782_ = (l_2780_ * l_2781_);
                                uint64_t l_2783_ = (l_2782_ >> uint(32uL));
                                uint l_1898_ = uint(l_2783_);
                                uint _e4830 = l_mut_1896_;
                                uint l_1899_ = (l_62_ * _e4830);
                                uint l_1900_ = (l_1898_ + l_1899_);
                                uint l_1901_ = (l_64_ + l_1897_);
                                uint l_1902_ = (l_67_ + l_1900_);
                                bool l_1903_ = (l_1901_ < l_64_);
                                uint l_1904_ = uint(l_1903_);
                                uint l_1905_ = (l_1902_ + l_1904_);
                                l_mut_1478_ = 0u;
                                l_mut_1477_ = 0u;
                                uint _e4840 = l_mut_1896_;
                                bool l_1906_ = (_e4840 < 65536u);
                                if (l_1906_) {
                                    uint _e4843 = l_mut_1896_;
                                    uint _e4844 = l_mut_1896_;
                                    uint l_1907_ = (_e4843 * _e4844);
                                    uint l_1908_ = (l_72_ >> 31u);
                                    bool l_1909_ = (l_1908_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1909_) {
                                        uint l_1910_ = (0u - l_69_);
                                        uint l_1911_ = (0u - l_72_);
                                        bool l_1912_ = (0u < l_69_);
                                        uint l_1913_ = uint(l_1912_);
                                        uint l_1914_ = (l_1911_ - l_1913_);
                                        l_mut_441_ = l_1910_;
                                        l_mut_440_ = l_1914_;
                                    }
                                    uint _e4858 = l_mut_441_;
                                    uint l_1915_ = (_e4858 * l_1907_);
                                    uint _e4860 = l_mut_440_;
                                    uint l_1916_ = (_e4860 * l_1907_);
                                    uint _e4862 = l_mut_441_;
                                    uint64_t l_2785_ = uint64_t(_e4862);
                                    uint64_t l_2786_ = uint64_t(l_1907_);
                                    uint64_t l_2787_ = (l_2785_ * l_2786_);
                                    uint64_t l_2788_ = (l_2787_ >> uint(32uL));
                                    uint l_1917_ = uint(l_2788_);
                                    uint l_1918_ = (l_1917_ + l_1916_);
                                    uint _e4873 = l_mut_440_;
                                    uint64_t l_2790_ = uint64_t(_e4873);
                                    uint64_t l_2791_ = uint64_t(l_1907_);
                                    uint64_t l_2792_ = (l_2790_ * l_2791_);
                                    uint64_t l_2793_ = (l_2792_ >> uint(32uL));
                                    uint l_1919_ = uint(l_2793_);
                                    bool l_1920_ = (l_1918_ < l_1916_);
                                    uint l_1921_ = uint(l_1920_);
                                    uint l_1922_ = (l_1919_ + l_1921_);
                                    uint l_1923_ = naga_mod(l_9_, 32u);
                                    l_mut_439_ = l_1915_;
                                    bool l_1924_ = (l_1923_ > 0u);
                                    if (l_1924_) {
                                        uint l_1925_ = (l_1915_ >> l_1923_);
                                        uint l_1926_ = (32u - l_1923_);
                                        uint l_1927_ = (l_1918_ << l_1926_);
                                        uint l_1928_ = (l_1925_ | l_1927_);
                                        l_mut_439_ = l_1928_;
                                    }
                                    l_mut_428_ = l_1918_;
                                    bool l_1929_ = (l_1923_ > 0u);
                                    if (l_1929_) {
                                        uint l_1930_ = (l_1918_ >> l_1923_);
                                        uint l_1931_ = (32u - l_1923_);
                                        uint l_1932_ = (l_1922_ << l_1931_);
                                        uint l_1933_ = (l_1930_ | l_1932_);
                                        l_mut_428_ = l_1933_;
                                    }
                                    uint _e4902 = l_mut_439_;
                                    l_mut_421_ = _e4902;
                                    uint _e4903 = l_mut_428_;
                                    l_mut_439_ = _e4903;
                                    bool l_1934_ = (l_9_ >= 64u);
                                    if (l_1934_) {
                                        l_mut_421_ = l_1922_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_1935_ = (l_9_ >= 32u);
                                        if (l_1935_) {
                                            l_mut_428_ = l_1918_;
                                            bool l_1936_ = (l_1923_ > 0u);
                                            if (l_1936_) {
                                                uint l_1937_ = (l_1918_ >> l_1923_);
                                                uint l_1938_ = (32u - l_1923_);
                                                uint l_1939_ = (l_1922_ << l_1938_);
                                                uint l_1940_ = (l_1937_ | l_1939_);
                                                l_mut_428_ = l_1940_;
                                            }
                                            uint l_1941_ = (l_1922_ >> l_1923_);
                                            uint _e4917 = l_mut_428_;
                                            l_mut_421_ = _e4917;
                                            l_mut_439_ = l_1941_;
                                        }
                                    }
                                    uint _e4918 = l_mut_421_;
                                    l_mut_441_ = _e4918;
                                    uint _e4919 = l_mut_439_;
                                    l_mut_440_ = _e4919;
                                    if (l_1909_) {
                                        uint _e4921 = l_mut_441_;
                                        uint l_1942_ = (0u - _e4921);
                                        uint _e4924 = l_mut_440_;
                                        uint l_1943_ = (0u - _e4924);
                                        uint _e4927 = l_mut_441_;
                                        bool l_1944_ = (0u < _e4927);
                                        uint l_1945_ = uint(l_1944_);
                                        uint l_1946_ = (l_1943_ - l_1945_);
                                        l_mut_441_ = l_1942_;
                                        l_mut_440_ = l_1946_;
                                    }
                                    uint _e4931 = l_mut_441_;
                                    l_mut_1478_ = _e4931;
                                    uint _e4932 = l_mut_440_;
                                    l_mut_1477_ = _e4932;
                                } else {
                                    uint l_1947_ = (l_72_ >> 31u);
                                    bool l_1948_ = (l_1947_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1948_) {
                                        uint l_1949_ = (0u - l_69_);
                                        uint l_1950_ = (0u - l_72_);
                                        bool l_1951_ = (0u < l_69_);
                                        uint l_1952_ = uint(l_1951_);
                                        uint l_1953_ = (l_1950_ - l_1952_);
                                        l_mut_441_ = l_1949_;
                                        l_mut_440_ = l_1953_;
                                    }
                                    uint _e4945 = l_mut_441_;
                                    uint _e4946 = l_mut_1896_;
                                    uint l_1954_ = (_e4945 * _e4946);
                                    uint _e4948 = l_mut_440_;
                                    uint _e4949 = l_mut_1896_;
                                    uint l_1955_ = (_e4948 * _e4949);
                                    uint _e4951 = l_mut_441_;
                                    uint64_t l_2795_ = uint64_t(_e4951);
                                    uint _e4953 = l_mut_1896_;
                                    uint64_t l_2796_ = uint64_t(_e4953);
                                    uint64_t l_2797_ = (l_2795_ * l_2796_);
                                    uint64_t l_2798_ = (l_2797_ >> uint(32uL));
                                    uint l_1956_ = uint(l_2798_);
                                    uint l_1957_ = (l_1956_ + l_1955_);
                                    uint _e4963 = l_mut_440_;
                                    uint64_t l_2800_ = uint64_t(_e4963);
                                    uint _e4965 = l_mut_1896_;
                                    uint64_t l_2801_ = uint64_t(_e4965);
                                    uint64_t l_2802_ = (l_2800_ * l_2801_);
                                    uint64_t l_2803_ = (l_2802_ >> uint(32uL));
                                    uint l_1958_ = uint(l_2803_);
                                    bool l_1959_ = (l_1957_ < l_1955_);
                                    uint l_1960_ = uint(l_1959_);
                                    uint l_1961_ = (l_1958_ + l_1960_);
                                    l_mut_439_ = l_1954_;
                                    bool l_1963_ = (0u > 0u);
                                    if (l_1963_) {
                                        uint l_1964_ = (l_1954_ >> 0u);
                                        uint l_1965_ = (32u - 0u);
                                        uint l_1966_ = (l_1957_ << l_1965_);
                                        uint l_1967_ = (l_1964_ | l_1966_);
                                        l_mut_439_ = l_1967_;
                                    }
                                    l_mut_428_ = l_1957_;
                                    bool l_1968_ = (0u > 0u);
                                    if (l_1968_) {
                                        uint l_1969_ = (l_1957_ >> 0u);
                                        uint l_1970_ = (32u - 0u);
                                        uint l_1971_ = (l_1961_ << l_1970_);
                                        uint l_1972_ = (l_1969_ | l_1971_);
                                        l_mut_428_ = l_1972_;
                                    }
                                    uint _e4992 = l_mut_439_;
                                    l_mut_421_ = _e4992;
                                    uint _e4993 = l_mut_428_;
                                    l_mut_439_ = _e4993;
                                    if (false) {
                                        l_mut_421_ = l_1961_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_1957_;
                                            bool l_1975_ = (0u > 0u);
                                            if (l_1975_) {
                                                uint l_1976_ = (l_1957_ >> 0u);
                                                uint l_1977_ = (32u - 0u);
                                                uint l_1978_ = (l_1961_ << l_1977_);
                                                uint l_1979_ = (l_1976_ | l_1978_);
                                                l_mut_428_ = l_1979_;
                                            }
                                            uint l_1980_ = (l_1961_ >> 0u);
                                            uint _e5005 = l_mut_428_;
                                            l_mut_421_ = _e5005;
                                            l_mut_439_ = l_1980_;
                                        }
                                    }
                                    uint _e5006 = l_mut_441_;
                                    uint _e5007 = l_mut_1896_;
                                    uint l_1981_ = (_e5006 * _e5007);
                                    uint _e5009 = l_mut_440_;
                                    uint _e5010 = l_mut_1896_;
                                    uint l_1982_ = (_e5009 * _e5010);
                                    uint _e5012 = l_mut_441_;
                                    uint64_t l_2805_ = uint64_t(_e5012);
                                    uint _e5014 = l_mut_1896_;
                                    uint64_t l_2806_ = uint64_t(_e5014);
                                    uint64_t l_2807_ = (l_2805_ * l_2806_);
                                    uint64_t l_2808_ = (l_2807_ >> uint(32uL));
                                    uint l_1983_ = uint(l_2808_);
                                    uint l_1984_ = (l_1983_ + l_1982_);
                                    uint _e5024 = l_mut_440_;
                                    uint64_t l_2810_ = uint64_t(_e5024);
                                    uint _e5026 = l_mut_1896_;
                                    uint64_t l_2811_ = uint64_t(_e5026);
                                    uint64_t l_2812_ = (l_2810_ * l_2811_);
                                    uint64_t l_2813_ = (l_2812_ >> uint(32uL));
                                    uint l_1985_ = uint(l_2813_);
                                    bool l_1986_ = (l_1984_ < l_1982_);
                                    uint l_1987_ = uint(l_1986_);
                                    uint l_1988_ = (l_1985_ + l_1987_);
                                    l_mut_428_ = l_1981_;
                                    bool l_1990_ = (0u > 0u);
                                    if (l_1990_) {
                                        uint l_1991_ = (l_1981_ >> 0u);
                                        uint l_1992_ = (32u - 0u);
                                        uint l_1993_ = (l_1984_ << l_1992_);
                                        uint l_1994_ = (l_1991_ | l_1993_);
                                        l_mut_428_ = l_1994_;
                                    }
                                    l_mut_394_ = l_1984_;
                                    bool l_1995_ = (0u > 0u);
                                    if (l_1995_) {
                                        uint l_1996_ = (l_1984_ >> 0u);
                                        uint l_1997_ = (32u - 0u);
                                        uint l_1998_ = (l_1988_ << l_1997_);
                                        uint l_1999_ = (l_1996_ | l_1998_);
                                        l_mut_394_ = l_1999_;
                                    }
                                    uint _e5053 = l_mut_428_;
                                    l_mut_388_ = _e5053;
                                    uint _e5054 = l_mut_394_;
                                    l_mut_428_ = _e5054;
                                    if (true) {
                                        l_mut_388_ = l_1988_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_1984_;
                                            bool l_2002_ = (0u > 0u);
                                            if (l_2002_) {
                                                uint l_2003_ = (l_1984_ >> 0u);
                                                uint l_2004_ = (32u - 0u);
                                                uint l_2005_ = (l_1988_ << l_2004_);
                                                uint l_2006_ = (l_2003_ | l_2005_);
                                                l_mut_394_ = l_2006_;
                                            }
                                            uint l_2007_ = (l_1988_ >> 0u);
                                            uint _e5066 = l_mut_394_;
                                            l_mut_388_ = _e5066;
                                            l_mut_428_ = l_2007_;
                                        }
                                    }
                                    uint _e5067 = l_mut_421_;
                                    uint _e5068 = l_mut_1896_;
                                    uint l_2008_ = (_e5067 * _e5068);
                                    uint _e5070 = l_mut_439_;
                                    uint _e5071 = l_mut_1896_;
                                    uint l_2009_ = (_e5070 * _e5071);
                                    uint _e5073 = l_mut_421_;
                                    uint64_t l_2815_ = uint64_t(_e5073);
                                    uint _e5075 = l_mut_1896_;
                                    uint64_t l_2816_ = uint64_t(_e5075);
                                    uint64_t l_2817_ = (l_2815_ * l_2816_);
                                    uint64_t l_2818_ = (l_2817_ >> uint(32uL));
                                    uint l_2010_ = uint(l_2818_);
                                    uint l_2011_ = (l_2010_ + l_2009_);
                                    uint _e5085 = l_mut_439_;
                                    uint64_t l_2820_ = uint64_t(_e5085);
                                    uint _e5087 = l_mut_1896_;
                                    uint64_t l_2821_ = uint64_t(_e5087);
                                    uint64_t l_2822_ = (l_2820_ * l_2821_);
                                    uint64_t l_2823_ = (l_2822_ >> uint(32uL));
                                    uint l_2012_ = uint(l_2823_);
                                    bool l_2013_ = (l_2011_ < l_2009_);
                                    uint l_2014_ = uint(l_2013_);
                                    uint l_2015_ = (l_2012_ + l_2014_);
                                    l_mut_441_ = l_2008_;
                                    bool l_2017_ = (0u > 0u);
                                    if (l_2017_) {
                                        uint l_2018_ = (l_2008_ >> 0u);
                                        uint l_2019_ = (32u - 0u);
                                        uint l_2020_ = (l_2011_ << l_2019_);
                                        uint l_2021_ = (l_2018_ | l_2020_);
                                        l_mut_441_ = l_2021_;
                                    }
                                    l_mut_440_ = l_2011_;
                                    bool l_2022_ = (0u > 0u);
                                    if (l_2022_) {
                                        uint l_2023_ = (l_2011_ >> 0u);
                                        uint l_2024_ = (32u - 0u);
                                        uint l_2025_ = (l_2015_ << l_2024_);
                                        uint l_2026_ = (l_2023_ | l_2025_);
                                        l_mut_440_ = l_2026_;
                                    }
                                    uint _e5114 = l_mut_441_;
                                    l_mut_394_ = _e5114;
                                    uint _e5115 = l_mut_440_;
                                    l_mut_441_ = _e5115;
                                    if (false) {
                                        l_mut_394_ = l_2015_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2011_;
                                            bool l_2029_ = (0u > 0u);
                                            if (l_2029_) {
                                                uint l_2030_ = (l_2011_ >> 0u);
                                                uint l_2031_ = (32u - 0u);
                                                uint l_2032_ = (l_2015_ << l_2031_);
                                                uint l_2033_ = (l_2030_ | l_2032_);
                                                l_mut_440_ = l_2033_;
                                            }
                                            uint l_2034_ = (l_2015_ >> 0u);
                                            uint _e5127 = l_mut_440_;
                                            l_mut_394_ = _e5127;
                                            l_mut_441_ = l_2034_;
                                        }
                                    }
                                    uint _e5128 = l_mut_421_;
                                    uint _e5129 = l_mut_1896_;
                                    uint l_2035_ = (_e5128 * _e5129);
                                    uint _e5131 = l_mut_439_;
                                    uint _e5132 = l_mut_1896_;
                                    uint l_2036_ = (_e5131 * _e5132);
                                    uint _e5134 = l_mut_421_;
                                    uint64_t l_2825_ = uint64_t(_e5134);
                                    uint _e5136 = l_mut_1896_;
                                    uint64_t l_2826_ = uint64_t(_e5136);
                                    uint64_t l_2827_ = (l_2825_ * l_2826_);
                                    uint64_t l_2828_ = (l_2827_ >> uint(32uL));
                                    uint l_2037_ = uint(l_2828_);
                                    uint l_2038_ = (l_2037_ + l_2036_);
                                    uint _e5146 = l_mut_439_;
                                    uint64_t l_2830_ = uint64_t(_e5146);
                                    uint _e5148 = l_mut_1896_;
                                    uint64_t l_2831_ = uint64_t(_e5148);
                                    uint64_t l_2832_ = (l_2830_ * l_2831_);
                                    uint64_t l_2833_ = (l_2832_ >> uint(32uL));
                                    uint l_2039_ = uint(l_2833_);
                                    bool l_2040_ = (l_2038_ < l_2036_);
                                    uint l_2041_ = uint(l_2040_);
                                    uint l_2042_ = (l_2039_ + l_2041_);
                                    l_mut_440_ = l_2035_;
                                    bool l_2044_ = (0u > 0u);
                                    if (l_2044_) {
                                        uint l_2045_ = (l_2035_ >> 0u);
                                        uint l_2046_ = (32u - 0u);
                                        uint l_2047_ = (l_2038_ << l_2046_);
                                        uint l_2048_ = (l_2045_ | l_2047_);
                                        l_mut_440_ = l_2048_;
                                    }
                                    l_mut_382_ = l_2038_;
                                    bool l_2049_ = (0u > 0u);
                                    if (l_2049_) {
                                        uint l_2050_ = (l_2038_ >> 0u);
                                        uint l_2051_ = (32u - 0u);
                                        uint l_2052_ = (l_2042_ << l_2051_);
                                        uint l_2053_ = (l_2050_ | l_2052_);
                                        l_mut_382_ = l_2053_;
                                    }
                                    uint _e5175 = l_mut_440_;
                                    l_mut_275_ = _e5175;
                                    uint _e5176 = l_mut_382_;
                                    l_mut_440_ = _e5176;
                                    if (true) {
                                        l_mut_275_ = l_2042_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2038_;
                                            bool l_2056_ = (0u > 0u);
                                            if (l_2056_) {
                                                uint l_2057_ = (l_2038_ >> 0u);
                                                uint l_2058_ = (32u - 0u);
                                                uint l_2059_ = (l_2042_ << l_2058_);
                                                uint l_2060_ = (l_2057_ | l_2059_);
                                                l_mut_382_ = l_2060_;
                                            }
                                            uint l_2061_ = (l_2042_ >> 0u);
                                            uint _e5188 = l_mut_382_;
                                            l_mut_275_ = _e5188;
                                            l_mut_440_ = l_2061_;
                                        }
                                    }
                                    uint _e5189 = l_mut_388_;
                                    uint _e5190 = l_mut_1896_;
                                    uint l_2062_ = (_e5189 * _e5190);
                                    uint _e5192 = l_mut_388_;
                                    uint64_t l_2835_ = uint64_t(_e5192);
                                    uint _e5194 = l_mut_1896_;
                                    uint64_t l_2836_ = uint64_t(_e5194);
                                    uint64_t l_2837_ = (l_2835_ * l_2836_);
                                    uint64_t l_2838_ = (l_2837_ >> uint(32uL));
                                    uint l_2063_ = uint(l_2838_);
                                    uint _e5203 = l_mut_428_;
                                    uint _e5204 = l_mut_1896_;
                                    uint l_2064_ = (_e5203 * _e5204);
                                    uint l_2065_ = (l_2063_ + l_2064_);
                                    uint _e5207 = l_mut_275_;
                                    uint l_2066_ = (_e5207 + l_2062_);
                                    uint _e5209 = l_mut_440_;
                                    uint l_2067_ = (_e5209 + l_2065_);
                                    uint _e5211 = l_mut_275_;
                                    bool l_2068_ = (l_2066_ < _e5211);
                                    uint l_2069_ = uint(l_2068_);
                                    uint l_2070_ = (l_2067_ + l_2069_);
                                    uint _e5215 = l_mut_394_;
                                    l_mut_1478_ = _e5215;
                                    uint _e5216 = l_mut_441_;
                                    l_mut_1477_ = _e5216;
                                    bool l_2071_ = (l_9_ == 64u);
                                    if (l_2071_) {
                                        l_mut_1478_ = l_2066_;
                                        l_mut_1477_ = l_2070_;
                                    } else {
                                        bool l_2072_ = (l_9_ > 0u);
                                        if (l_2072_) {
                                            uint l_2073_ = (64u - l_9_);
                                            l_mut_440_ = l_2066_;
                                            l_mut_439_ = l_2070_;
                                            bool l_2074_ = (l_2073_ >= 32u);
                                            if (l_2074_) {
                                                uint l_2075_ = (l_2073_ & 31u);
                                                uint l_2076_ = (l_2066_ << l_2075_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2076_;
                                            } else {
                                                bool l_2077_ = (l_2073_ > 0u);
                                                if (l_2077_) {
                                                    uint l_2078_ = (l_2066_ << l_2073_);
                                                    uint l_2079_ = (l_2070_ << l_2073_);
                                                    uint l_2080_ = (32u - l_2073_);
                                                    uint l_2081_ = (l_2066_ >> l_2080_);
                                                    uint l_2082_ = (l_2079_ | l_2081_);
                                                    l_mut_440_ = l_2078_;
                                                    l_mut_439_ = l_2082_;
                                                }
                                            }
                                            uint _e5237 = l_mut_394_;
                                            l_mut_428_ = _e5237;
                                            uint _e5238 = l_mut_441_;
                                            l_mut_421_ = _e5238;
                                            bool l_2083_ = (l_9_ >= 32u);
                                            if (l_2083_) {
                                                uint l_2084_ = (l_9_ & 31u);
                                                uint _e5243 = l_mut_441_;
                                                uint l_2085_ = (_e5243 >> l_2084_);
                                                l_mut_428_ = l_2085_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2086_ = (l_9_ > 0u);
                                                if (l_2086_) {
                                                    uint _e5248 = l_mut_394_;
                                                    l_mut_388_ = _e5248;
                                                    bool l_2087_ = (l_9_ > 0u);
                                                    if (l_2087_) {
                                                        uint _e5251 = l_mut_394_;
                                                        uint l_2088_ = (_e5251 >> l_9_);
                                                        uint l_2089_ = (32u - l_9_);
                                                        uint _e5255 = l_mut_441_;
                                                        uint l_2090_ = (_e5255 << l_2089_);
                                                        uint l_2091_ = (l_2088_ | l_2090_);
                                                        l_mut_388_ = l_2091_;
                                                    }
                                                    uint _e5258 = l_mut_441_;
                                                    uint l_2092_ = (_e5258 >> l_9_);
                                                    uint _e5260 = l_mut_388_;
                                                    l_mut_428_ = _e5260;
                                                    l_mut_421_ = l_2092_;
                                                }
                                            }
                                            uint _e5261 = l_mut_440_;
                                            uint _e5262 = l_mut_428_;
                                            uint l_2093_ = (_e5261 + _e5262);
                                            uint _e5264 = l_mut_439_;
                                            uint _e5265 = l_mut_421_;
                                            uint l_2094_ = (_e5264 + _e5265);
                                            uint _e5267 = l_mut_440_;
                                            bool l_2095_ = (l_2093_ < _e5267);
                                            uint l_2096_ = uint(l_2095_);
                                            uint l_2097_ = (l_2094_ + l_2096_);
                                            l_mut_1478_ = l_2093_;
                                            l_mut_1477_ = l_2097_;
                                        }
                                    }
                                    if (l_1948_) {
                                        uint _e5272 = l_mut_1478_;
                                        uint l_2098_ = (0u - _e5272);
                                        uint _e5275 = l_mut_1477_;
                                        uint l_2099_ = (0u - _e5275);
                                        uint _e5278 = l_mut_1478_;
                                        bool l_2100_ = (0u < _e5278);
                                        uint l_2101_ = uint(l_2100_);
                                        uint l_2102_ = (l_2099_ - l_2101_);
                                        l_mut_1478_ = l_2098_;
                                        l_mut_1477_ = l_2102_;
                                    }
                                }
                                uint _e5282 = l_mut_1478_;
                                uint l_2103_ = (l_1901_ + _e5282);
                                uint _e5284 = l_mut_1477_;
                                uint l_2104_ = (l_1905_ + _e5284);
                                bool l_2105_ = (l_2103_ < l_1901_);
                                uint l_2106_ = uint(l_2105_);
                                uint l_2107_ = (l_2104_ + l_2106_);
                                uint l_2108_ = (0u - l_2103_);
                                uint l_2109_ = (0u - l_2107_);
                                bool l_2110_ = (0u < l_2103_);
                                uint l_2111_ = uint(l_2110_);
                                uint l_2112_ = (l_2109_ - l_2111_);
                                l_mut_1478_ = l_2108_;
                                l_mut_1477_ = l_2112_;
                                uint _e5297 = l_mut_1477_;
                                bool l_2113_ = (l_2107_ < _e5297);
                                uint _e5299 = l_mut_1477_;
                                bool l_2114_ = (l_2107_ == _e5299);
                                uint _e5301 = l_mut_1478_;
                                bool l_2115_ = (l_2103_ < _e5301);
                                if (l_2114_) {
                                    local_131 = l_2115_;
                                } else {
                                    local_131 = false;
                                }
                                bool l_2116_ = local_131;
                                if (!(l_2113_)) {
                                    local_132 = l_2116_;
                                } else {
                                    local_132 = true;
                                }
                                bool l_2117_ = local_132;
                                if (l_2117_) {
                                    l_mut_1478_ = l_2103_;
                                    l_mut_1477_ = l_2107_;
                                }
                                uint _e5312 = l_mut_1477_;
                                bool l_2118_ = (_e5312 < l_27_);
                                uint _e5314 = l_mut_1477_;
                                bool l_2119_ = (_e5314 == l_27_);
                                uint _e5316 = l_mut_1478_;
                                bool l_2120_ = (_e5316 < l_24_);
                                if (l_2119_) {
                                    local_133 = l_2120_;
                                } else {
                                    local_133 = false;
                                }
                                bool l_2121_ = local_133;
                                if (!(l_2118_)) {
                                    local_134 = l_2121_;
                                } else {
                                    local_134 = true;
                                }
                                bool l_2122_ = local_134;
                                uint l_2123_ = uint(l_2122_);
                                uint _e5328 = l_mut_1483_;
                                l_mut_1483_ = (_e5328 + l_2123_);
                            }
                        }
                        uint _e5333 = l_mut_444_;
                        uint _e5334 = l_mut_1483_;
                        l_mut_444_ = (_e5333 + _e5334);
                    }
                }
            }
            uint _e5339 = l_mut_445_;
            bool l_2124_ = (_e5339 > 0u);
            if (l_2124_) {
                uint l_2840_ = asuint(info.Load(20+0));
                uint l_2841_ = (l_2840_ * 1u);
                uint l_2842_ = (l_2841_ - 1u);
                uint l_2843_ = min(1u, l_2842_);
                uint _e5354 = l_mut_445_;
                uint _e5355; buffer_5_global.InterlockedAdd(l_2843_*4, _e5354, _e5355);
            }
            uint _e5356 = l_mut_444_;
            bool l_2127_ = (_e5356 > 0u);
            if (l_2127_) {
                uint l_2845_ = asuint(info.Load(20+0));
                uint l_2846_ = (l_2845_ * 1u);
                uint l_2847_ = (l_2846_ - 1u);
                uint l_2848_ = min(2u, l_2847_);
                uint _e5371 = l_mut_444_;
                uint _e5372; buffer_5_global.InterlockedAdd(l_2848_*4, _e5371, _e5372);
                l_mut_1483_ = _e5372;
                uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                bool loop_init_10 = true;
                while(true) {
                    if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                    loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                    if (!loop_init_10) {
                        uint _e5941 = l_mut_2130_;
                        l_mut_2130_ = (_e5941 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e5375 = l_mut_2130_;
                    if ((_e5375 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e5378 = l_mut_450_;
                        uint _e5379 = l_mut_2130_;
                        uint l_2131_ = (_e5378 >> _e5379);
                        uint l_2132_ = (l_2131_ & 1u);
                        bool l_2133_ = (l_2132_ == 1u);
                        if (l_2133_) {
                            uint _e5385 = l_mut_2130_;
                            uint l_2134_ = (_e5385 * l_864_);
                            uint l_2135_ = (l_2134_ + l_864_);
                            uint l_2136_ = min(l_2135_, l_56_);
                            uint _e5389 = l_mut_1483_;
                            l_mut_1478_ = _e5389;
                            l_mut_2137_ = l_2134_;
                            uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                            bool loop_init_11 = true;
                            while(true) {
                                if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                if (!loop_init_11) {
                                    uint _e5937 = l_mut_2137_;
                                    l_mut_2137_ = (_e5937 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e5391 = l_mut_2137_;
                                if ((_e5391 < l_2136_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e5393 = l_mut_2137_;
                                    uint l_2138_ = (l_59_ * _e5393);
                                    uint64_t l_2850_ = uint64_t(l_59_);
                                    uint _e5396 = l_mut_2137_;
                                    uint64_t l_2851_ = uint64_t(_e5396);
                                    uint64_t l_2852_ = (l_2850_ * l_2851_);
                                    uint64_t l_2853_ = (l_2852_ >> uint(32uL));
                                    uint l_2139_ = uint(l_2853_);
                                    uint _e5405 = l_mut_2137_;
                                    uint l_2140_ = (l_62_ * _e5405);
                                    uint l_2141_ = (l_2139_ + l_2140_);
                                    uint l_2142_ = (l_64_ + l_2138_);
                                    uint l_2143_ = (l_67_ + l_2141_);
                                    bool l_2144_ = (l_2142_ < l_64_);
                                    uint l_2145_ = uint(l_2144_);
                                    uint l_2146_ = (l_2143_ + l_2145_);
                                    l_mut_1477_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e5415 = l_mut_2137_;
                                    bool l_2147_ = (_e5415 < 65536u);
                                    if (l_2147_) {
                                        uint _e5418 = l_mut_2137_;
                                        uint _e5419 = l_mut_2137_;
                                        uint l_2148_ = (_e5418 * _e5419);
                                        uint l_2149_ = (l_72_ >> 31u);
                                        bool l_2150_ = (l_2149_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2150_) {
                                            uint l_2151_ = (0u - l_69_);
                                            uint l_2152_ = (0u - l_72_);
                                            bool l_2153_ = (0u < l_69_);
                                            uint l_2154_ = uint(l_2153_);
                                            uint l_2155_ = (l_2152_ - l_2154_);
                                            l_mut_444_ = l_2151_;
                                            l_mut_441_ = l_2155_;
                                        }
                                        uint _e5433 = l_mut_444_;
                                        uint l_2156_ = (_e5433 * l_2148_);
                                        uint _e5435 = l_mut_441_;
                                        uint l_2157_ = (_e5435 * l_2148_);
                                        uint _e5437 = l_mut_444_;
                                        uint64_t l_2855_ = uint64_t(_e5437);
                                        uint64_t l_2856_ = uint64_t(l_2148_);
                                        uint64_t l_2857_ = (l_2855_ * l_2856_);
                                        uint64_t l_2858_ = (l_2857_ >> uint(32uL));
                                        uint l_2158_ = uint(l_2858_);
                                        uint l_2159_ = (l_2158_ + l_2157_);
                                        uint _e5448 = l_mut_441_;
                                        uint64_t l_2860_ = uint64_t(_e5448);
                                        uint64_t l_2861_ = uint64_t(l_2148_);
                                        uint64_t l_2862_ = (l_2860_ * l_2861_);
                                        uint64_t l_2863_ = (l_2862_ >> uint(32uL));
                                        uint l_2160_ = uint(l_2863_);
                                        bool l_2161_ = (l_2159_ < l_2157_);
                                        uint l_2162_ = uint(l_2161_);
                                        uint l_2163_ = (l_2160_ + l_2162_);
                                        uint l_2164_ = naga_mod(l_9_, 32u);
                                        l_mut_440_ = l_2156_;
                                        bool l_2165_ = (l_2164_ > 0u);
                                        if (l_2165_) {
                                            uint l_2166_ = (l_2156_ >> l_2164_);
                                            uint l_2167_ = (32u - l_2164_);
                                            uint l_2168_ = (l_2159_ << l_2167_);
                                            uint l_2169_ = (l_2166_ | l_2168_);
                                            l_mut_440_ = l_2169_;
                                        }
                                        l_mut_439_ = l_2159_;
                                        bool l_2170_ = (l_2164_ > 0u);
                                        if (l_2170_) {
                                            uint l_2171_ = (l_2159_ >> l_2164_);
                                            uint l_2172_ = (32u - l_2164_);
                                            uint l_2173_ = (l_2163_ << l_2172_);
                                            uint l_2174_ = (l_2171_ | l_2173_);
                                            l_mut_439_ = l_2174_;
                                        }
                                        uint _e5477 = l_mut_440_;
                                        l_mut_428_ = _e5477;
                                        uint _e5478 = l_mut_439_;
                                        l_mut_440_ = _e5478;
                                        bool l_2175_ = (l_9_ >= 64u);
                                        if (l_2175_) {
                                            l_mut_428_ = l_2163_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2176_ = (l_9_ >= 32u);
                                            if (l_2176_) {
                                                l_mut_439_ = l_2159_;
                                                bool l_2177_ = (l_2164_ > 0u);
                                                if (l_2177_) {
                                                    uint l_2178_ = (l_2159_ >> l_2164_);
                                                    uint l_2179_ = (32u - l_2164_);
                                                    uint l_2180_ = (l_2163_ << l_2179_);
                                                    uint l_2181_ = (l_2178_ | l_2180_);
                                                    l_mut_439_ = l_2181_;
                                                }
                                                uint l_2182_ = (l_2163_ >> l_2164_);
                                                uint _e5492 = l_mut_439_;
                                                l_mut_428_ = _e5492;
                                                l_mut_440_ = l_2182_;
                                            }
                                        }
                                        uint _e5493 = l_mut_428_;
                                        l_mut_444_ = _e5493;
                                        uint _e5494 = l_mut_440_;
                                        l_mut_441_ = _e5494;
                                        if (l_2150_) {
                                            uint _e5496 = l_mut_444_;
                                            uint l_2183_ = (0u - _e5496);
                                            uint _e5499 = l_mut_441_;
                                            uint l_2184_ = (0u - _e5499);
                                            uint _e5502 = l_mut_444_;
                                            bool l_2185_ = (0u < _e5502);
                                            uint l_2186_ = uint(l_2185_);
                                            uint l_2187_ = (l_2184_ - l_2186_);
                                            l_mut_444_ = l_2183_;
                                            l_mut_441_ = l_2187_;
                                        }
                                        uint _e5506 = l_mut_444_;
                                        l_mut_1477_ = _e5506;
                                        uint _e5507 = l_mut_441_;
                                        l_mut_445_ = _e5507;
                                    } else {
                                        uint l_2188_ = (l_72_ >> 31u);
                                        bool l_2189_ = (l_2188_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2189_) {
                                            uint l_2190_ = (0u - l_69_);
                                            uint l_2191_ = (0u - l_72_);
                                            bool l_2192_ = (0u < l_69_);
                                            uint l_2193_ = uint(l_2192_);
                                            uint l_2194_ = (l_2191_ - l_2193_);
                                            l_mut_444_ = l_2190_;
                                            l_mut_441_ = l_2194_;
                                        }
                                        uint _e5520 = l_mut_444_;
                                        uint _e5521 = l_mut_2137_;
                                        uint l_2195_ = (_e5520 * _e5521);
                                        uint _e5523 = l_mut_441_;
                                        uint _e5524 = l_mut_2137_;
                                        uint l_2196_ = (_e5523 * _e5524);
                                        uint _e5526 = l_mut_444_;
                                        uint64_t l_2865_ = uint64_t(_e5526);
                                        uint _e5528 = l_mut_2137_;
                                        uint64_t l_2866_ = uint64_t(_e5528);
                                        uint64_t l_2867_ = (l_2865_ * l_2866_);
                                        uint64_t l_2868_ = (l_2867_ >> uint(32uL));
                                        uint l_2197_ = uint(l_2868_);
                                        uint l_2198_ = (l_2197_ + l_2196_);
                                        uint _e5538 = l_mut_441_;
                                        uint64_t l_2870_ = uint64_t(_e5538);
                                        uint _e5540 = l_mut_2137_;
                                        uint64_t l_2871_ = uint64_t(_e5540);
                                        uint64_t l_2872_ = (l_2870_ * l_2871_);
                                        uint64_t l_2873_ = (l_2872_ >> uint(32uL));
                                        uint l_2199_ = uint(l_2873_);
                                        bool l_2200_ = (l_2198_ < l_2196_);
                                        uint l_2201_ = uint(l_2200_);
                                        uint l_2202_ = (l_2199_ + l_2201_);
                                        l_mut_440_ = l_2195_;
                                        bool l_2204_ = (0u > 0u);
                                        if (l_2204_) {
                                            uint l_2205_ = (l_2195_ >> 0u);
                                            uint l_2206_ = (32u - 0u);
                                            uint l_2207_ = (l_2198_ << l_2206_);
                                            uint l_2208_ = (l_2205_ | l_2207_);
                                            l_mut_440_ = l_2208_;
                                        }
                                        l_mut_439_ = l_2198_;
                                        bool l_2209_ = (0u > 0u);
                                        if (l_2209_) {
                                            uint l_2210_ = (l_2198_ >> 0u);
                                            uint l_2211_ = (32u - 0u);
                                            uint l_2212_ = (l_2202_ << l_2211_);
                                            uint l_2213_ = (l_2210_ | l_2212_);
                                            l_mut_439_ = l_2213_;
                                        }
                                        uint _e5567 = l_mut_440_;
                                        l_mut_428_ = _e5567;
                                        uint _e5568 = l_mut_439_;
                                        l_mut_440_ = _e5568;
                                        if (false) {
                                            l_mut_428_ = l_2202_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2198_;
                                                bool l_2216_ = (0u > 0u);
                                                if (l_2216_) {
                                                    uint l_2217_ = (l_2198_ >> 0u);
                                                    uint l_2218_ = (32u - 0u);
                                                    uint l_2219_ = (l_2202_ << l_2218_);
                                                    uint l_2220_ = (l_2217_ | l_2219_);
                                                    l_mut_439_ = l_2220_;
                                                }
                                                uint l_2221_ = (l_2202_ >> 0u);
                                                uint _e5580 = l_mut_439_;
                                                l_mut_428_ = _e5580;
                                                l_mut_440_ = l_2221_;
                                            }
                                        }
                                        uint _e5581 = l_mut_444_;
                                        uint _e5582 = l_mut_2137_;
                                        uint l_2222_ = (_e5581 * _e5582);
                                        uint _e5584 = l_mut_441_;
                                        uint _e5585 = l_mut_2137_;
                                        uint l_2223_ = (_e5584 * _e5585);
                                        uint _e5587 = l_mut_444_;
                                        uint64_t l_2875_ = uint64_t(_e5587);
                                        uint _e5589 = l_mut_2137_;
                                        uint64_t l_2876_ = uint64_t(_e5589);
                                        uint64_t l_2877_ = (l_2875_ * l_2876_);
                                        uint64_t l_2878_ = (l_2877_ >> uint(32uL));
                                        uint l_2224_ = uint(l_2878_);
                                        uint l_2225_ = (l_2224_ + l_2223_);
                                        uint _e5599 = l_mut_441_;
                                        uint64_t l_2880_ = uint64_t(_e5599);
                                        uint _e5601 = l_mut_2137_;
                                        uint64_t l_2881_ = uint64_t(_e5601);
                                        uint64_t l_2882_ = (l_2880_ * l_2881_);
                                        uint64_t l_2883_ = (l_2882_ >> uint(32uL));
                                        uint l_2226_ = uint(l_2883_);
                                        bool l_2227_ = (l_2225_ < l_2223_);
                                        uint l_2228_ = uint(l_2227_);
                                        uint l_2229_ = (l_2226_ + l_2228_);
                                        l_mut_439_ = l_2222_;
                                        bool l_2231_ = (0u > 0u);
                                        if (l_2231_) {
                                            uint l_2232_ = (l_2222_ >> 0u);
                                            uint l_2233_ = (32u - 0u);
                                            uint l_2234_ = (l_2225_ << l_2233_);
                                            uint l_2235_ = (l_2232_ | l_2234_);
                                            l_mut_439_ = l_2235_;
                                        }
                                        l_mut_421_ = l_2225_;
                                        bool l_2236_ = (0u > 0u);
                                        if (l_2236_) {
                                            uint l_2237_ = (l_2225_ >> 0u);
                                            uint l_2238_ = (32u - 0u);
                                            uint l_2239_ = (l_2229_ << l_2238_);
                                            uint l_2240_ = (l_2237_ | l_2239_);
                                            l_mut_421_ = l_2240_;
                                        }
                                        uint _e5628 = l_mut_439_;
                                        l_mut_394_ = _e5628;
                                        uint _e5629 = l_mut_421_;
                                        l_mut_439_ = _e5629;
                                        if (true) {
                                            l_mut_394_ = l_2229_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2225_;
                                                bool l_2243_ = (0u > 0u);
                                                if (l_2243_) {
                                                    uint l_2244_ = (l_2225_ >> 0u);
                                                    uint l_2245_ = (32u - 0u);
                                                    uint l_2246_ = (l_2229_ << l_2245_);
                                                    uint l_2247_ = (l_2244_ | l_2246_);
                                                    l_mut_421_ = l_2247_;
                                                }
                                                uint l_2248_ = (l_2229_ >> 0u);
                                                uint _e5641 = l_mut_421_;
                                                l_mut_394_ = _e5641;
                                                l_mut_439_ = l_2248_;
                                            }
                                        }
                                        uint _e5642 = l_mut_428_;
                                        uint _e5643 = l_mut_2137_;
                                        uint l_2249_ = (_e5642 * _e5643);
                                        uint _e5645 = l_mut_440_;
                                        uint _e5646 = l_mut_2137_;
                                        uint l_2250_ = (_e5645 * _e5646);
                                        uint _e5648 = l_mut_428_;
                                        uint64_t l_2885_ = uint64_t(_e5648);
                                        uint _e5650 = l_mut_2137_;
                                        uint64_t l_2886_ = uint64_t(_e5650);
                                        uint64_t l_2887_ = (l_2885_ * l_2886_);
                                        uint64_t l_2888_ = (l_2887_ >> uint(32uL));
                                        uint l_2251_ = uint(l_2888_);
                                        uint l_2252_ = (l_2251_ + l_2250_);
                                        uint _e5660 = l_mut_440_;
                                        uint64_t l_2890_ = uint64_t(_e5660);
                                        uint _e5662 = l_mut_2137_;
                                        uint64_t l_2891_ = uint64_t(_e5662);
                                        uint64_t l_2892_ = (l_2890_ * l_2891_);
                                        uint64_t l_2893_ = (l_2892_ >> uint(32uL));
                                        uint l_2253_ = uint(l_2893_);
                                        bool l_2254_ = (l_2252_ < l_2250_);
                                        uint l_2255_ = uint(l_2254_);
                                        uint l_2256_ = (l_2253_ + l_2255_);
                                        l_mut_444_ = l_2249_;
                                        bool l_2258_ = (0u > 0u);
                                        if (l_2258_) {
                                            uint l_2259_ = (l_2249_ >> 0u);
                                            uint l_2260_ = (32u - 0u);
                                            uint l_2261_ = (l_2252_ << l_2260_);
                                            uint l_2262_ = (l_2259_ | l_2261_);
                                            l_mut_444_ = l_2262_;
                                        }
                                        l_mut_441_ = l_2252_;
                                        bool l_2263_ = (0u > 0u);
                                        if (l_2263_) {
                                            uint l_2264_ = (l_2252_ >> 0u);
                                            uint l_2265_ = (32u - 0u);
                                            uint l_2266_ = (l_2256_ << l_2265_);
                                            uint l_2267_ = (l_2264_ | l_2266_);
                                            l_mut_441_ = l_2267_;
                                        }
                                        uint _e5689 = l_mut_444_;
                                        l_mut_421_ = _e5689;
                                        uint _e5690 = l_mut_441_;
                                        l_mut_444_ = _e5690;
                                        if (false) {
                                            l_mut_421_ = l_2256_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2252_;
                                                bool l_2270_ = (0u > 0u);
                                                if (l_2270_) {
                                                    uint l_2271_ = (l_2252_ >> 0u);
                                                    uint l_2272_ = (32u - 0u);
                                                    uint l_2273_ = (l_2256_ << l_2272_);
                                                    uint l_2274_ = (l_2271_ | l_2273_);
                                                    l_mut_441_ = l_2274_;
                                                }
                                                uint l_2275_ = (l_2256_ >> 0u);
                                                uint _e5702 = l_mut_441_;
                                                l_mut_421_ = _e5702;
                                                l_mut_444_ = l_2275_;
                                            }
                                        }
                                        uint _e5703 = l_mut_428_;
                                        uint _e5704 = l_mut_2137_;
                                        uint l_2276_ = (_e5703 * _e5704);
                                        uint _e5706 = l_mut_440_;
                                        uint _e5707 = l_mut_2137_;
                                        uint l_2277_ = (_e5706 * _e5707);
                                        uint _e5709 = l_mut_428_;
                                        uint64_t l_2895_ = uint64_t(_e5709);
                                        uint _e5711 = l_mut_2137_;
                                        uint64_t l_2896_ = uint64_t(_e5711);
                                        uint64_t l_2897_ = (l_2895_ * l_2896_);
                                        uint64_t l_2898_ = (l_2897_ >> uint(32uL));
                                        uint l_2278_ = uint(l_2898_);
                                        uint l_2279_ = (l_2278_ + l_2277_);
                                        uint _e5721 = l_mut_440_;
                                        uint64_t l_2900_ = uint64_t(_e5721);
                                        uint _e5723 = l_mut_2137_;
                                        uint64_t l_2901_ = uint64_t(_e5723);
                                        uint64_t l_2902_ = (l_2900_ * l_2901_);
                                        uint64_t l_2903_ = (l_2902_ >> uint(32uL));
                                        uint l_2280_ = uint(l_2903_);
                                        bool l_2281_ = (l_2279_ < l_2277_);
                                        uint l_2282_ = uint(l_2281_);
                                        uint l_2283_ = (l_2280_ + l_2282_);
                                        l_mut_441_ = l_2276_;
                                        bool l_2285_ = (0u > 0u);
                                        if (l_2285_) {
                                            uint l_2286_ = (l_2276_ >> 0u);
                                            uint l_2287_ = (32u - 0u);
                                            uint l_2288_ = (l_2279_ << l_2287_);
                                            uint l_2289_ = (l_2286_ | l_2288_);
                                            l_mut_441_ = l_2289_;
                                        }
                                        l_mut_388_ = l_2279_;
                                        bool l_2290_ = (0u > 0u);
                                        if (l_2290_) {
                                            uint l_2291_ = (l_2279_ >> 0u);
                                            uint l_2292_ = (32u - 0u);
                                            uint l_2293_ = (l_2283_ << l_2292_);
                                            uint l_2294_ = (l_2291_ | l_2293_);
                                            l_mut_388_ = l_2294_;
                                        }
                                        uint _e5750 = l_mut_441_;
                                        l_mut_382_ = _e5750;
                                        uint _e5751 = l_mut_388_;
                                        l_mut_441_ = _e5751;
                                        if (true) {
                                            l_mut_382_ = l_2283_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2279_;
                                                bool l_2297_ = (0u > 0u);
                                                if (l_2297_) {
                                                    uint l_2298_ = (l_2279_ >> 0u);
                                                    uint l_2299_ = (32u - 0u);
                                                    uint l_2300_ = (l_2283_ << l_2299_);
                                                    uint l_2301_ = (l_2298_ | l_2300_);
                                                    l_mut_388_ = l_2301_;
                                                }
                                                uint l_2302_ = (l_2283_ >> 0u);
                                                uint _e5763 = l_mut_388_;
                                                l_mut_382_ = _e5763;
                                                l_mut_441_ = l_2302_;
                                            }
                                        }
                                        uint _e5764 = l_mut_394_;
                                        uint _e5765 = l_mut_2137_;
                                        uint l_2303_ = (_e5764 * _e5765);
                                        uint _e5767 = l_mut_394_;
                                        uint64_t l_2905_ = uint64_t(_e5767);
                                        uint _e5769 = l_mut_2137_;
                                        uint64_t l_2906_ = uint64_t(_e5769);
                                        uint64_t l_2907_ = (l_2905_ * l_2906_);
                                        uint64_t l_2908_ = (l_2907_ >> uint(32uL));
                                        uint l_2304_ = uint(l_2908_);
                                        uint _e5778 = l_mut_439_;
                                        uint _e5779 = l_mut_2137_;
                                        uint l_2305_ = (_e5778 * _e5779);
                                        uint l_2306_ = (l_2304_ + l_2305_);
                                        uint _e5782 = l_mut_382_;
                                        uint l_2307_ = (_e5782 + l_2303_);
                                        uint _e5784 = l_mut_441_;
                                        uint l_2308_ = (_e5784 + l_2306_);
                                        uint _e5786 = l_mut_382_;
                                        bool l_2309_ = (l_2307_ < _e5786);
                                        uint l_2310_ = uint(l_2309_);
                                        uint l_2311_ = (l_2308_ + l_2310_);
                                        uint _e5790 = l_mut_421_;
                                        l_mut_1477_ = _e5790;
                                        uint _e5791 = l_mut_444_;
                                        l_mut_445_ = _e5791;
                                        bool l_2312_ = (l_9_ == 64u);
                                        if (l_2312_) {
                                            l_mut_1477_ = l_2307_;
                                            l_mut_445_ = l_2311_;
                                        } else {
                                            bool l_2313_ = (l_9_ > 0u);
                                            if (l_2313_) {
                                                uint l_2314_ = (64u - l_9_);
                                                l_mut_441_ = l_2307_;
                                                l_mut_440_ = l_2311_;
                                                bool l_2315_ = (l_2314_ >= 32u);
                                                if (l_2315_) {
                                                    uint l_2316_ = (l_2314_ & 31u);
                                                    uint l_2317_ = (l_2307_ << l_2316_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2317_;
                                                } else {
                                                    bool l_2318_ = (l_2314_ > 0u);
                                                    if (l_2318_) {
                                                        uint l_2319_ = (l_2307_ << l_2314_);
                                                        uint l_2320_ = (l_2311_ << l_2314_);
                                                        uint l_2321_ = (32u - l_2314_);
                                                        uint l_2322_ = (l_2307_ >> l_2321_);
                                                        uint l_2323_ = (l_2320_ | l_2322_);
                                                        l_mut_441_ = l_2319_;
                                                        l_mut_440_ = l_2323_;
                                                    }
                                                }
                                                uint _e5812 = l_mut_421_;
                                                l_mut_439_ = _e5812;
                                                uint _e5813 = l_mut_444_;
                                                l_mut_428_ = _e5813;
                                                bool l_2324_ = (l_9_ >= 32u);
                                                if (l_2324_) {
                                                    uint l_2325_ = (l_9_ & 31u);
                                                    uint _e5818 = l_mut_444_;
                                                    uint l_2326_ = (_e5818 >> l_2325_);
                                                    l_mut_439_ = l_2326_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2327_ = (l_9_ > 0u);
                                                    if (l_2327_) {
                                                        uint _e5823 = l_mut_421_;
                                                        l_mut_394_ = _e5823;
                                                        bool l_2328_ = (l_9_ > 0u);
                                                        if (l_2328_) {
                                                            uint _e5826 = l_mut_421_;
                                                            uint l_2329_ = (_e5826 >> l_9_);
                                                            uint l_2330_ = (32u - l_9_);
                                                            uint _e5830 = l_mut_444_;
                                                            uint l_2331_ = (_e5830 << l_2330_);
                                                            uint l_2332_ = (l_2329_ | l_2331_);
                                                            l_mut_394_ = l_2332_;
                                                        }
                                                        uint _e5833 = l_mut_444_;
                                                        uint l_2333_ = (_e5833 >> l_9_);
                                                        uint _e5835 = l_mut_394_;
                                                        l_mut_439_ = _e5835;
                                                        l_mut_428_ = l_2333_;
                                                    }
                                                }
                                                uint _e5836 = l_mut_441_;
                                                uint _e5837 = l_mut_439_;
                                                uint l_2334_ = (_e5836 + _e5837);
                                                uint _e5839 = l_mut_440_;
                                                uint _e5840 = l_mut_428_;
                                                uint l_2335_ = (_e5839 + _e5840);
                                                uint _e5842 = l_mut_441_;
                                                bool l_2336_ = (l_2334_ < _e5842);
                                                uint l_2337_ = uint(l_2336_);
                                                uint l_2338_ = (l_2335_ + l_2337_);
                                                l_mut_1477_ = l_2334_;
                                                l_mut_445_ = l_2338_;
                                            }
                                        }
                                        if (l_2189_) {
                                            uint _e5847 = l_mut_1477_;
                                            uint l_2339_ = (0u - _e5847);
                                            uint _e5850 = l_mut_445_;
                                            uint l_2340_ = (0u - _e5850);
                                            uint _e5853 = l_mut_1477_;
                                            bool l_2341_ = (0u < _e5853);
                                            uint l_2342_ = uint(l_2341_);
                                            uint l_2343_ = (l_2340_ - l_2342_);
                                            l_mut_1477_ = l_2339_;
                                            l_mut_445_ = l_2343_;
                                        }
                                    }
                                    uint _e5857 = l_mut_1477_;
                                    uint l_2344_ = (l_2142_ + _e5857);
                                    uint _e5859 = l_mut_445_;
                                    uint l_2345_ = (l_2146_ + _e5859);
                                    bool l_2346_ = (l_2344_ < l_2142_);
                                    uint l_2347_ = uint(l_2346_);
                                    uint l_2348_ = (l_2345_ + l_2347_);
                                    uint l_2349_ = (0u - l_2344_);
                                    uint l_2350_ = (0u - l_2348_);
                                    bool l_2351_ = (0u < l_2344_);
                                    uint l_2352_ = uint(l_2351_);
                                    uint l_2353_ = (l_2350_ - l_2352_);
                                    l_mut_1477_ = l_2349_;
                                    l_mut_445_ = l_2353_;
                                    uint _e5872 = l_mut_445_;
                                    bool l_2354_ = (l_2348_ < _e5872);
                                    uint _e5874 = l_mut_445_;
                                    bool l_2355_ = (l_2348_ == _e5874);
                                    uint _e5876 = l_mut_1477_;
                                    bool l_2356_ = (l_2344_ < _e5876);
                                    if (l_2355_) {
                                        local_135 = l_2356_;
                                    } else {
                                        local_135 = false;
                                    }
                                    bool l_2357_ = local_135;
                                    if (!(l_2354_)) {
                                        local_136 = l_2357_;
                                    } else {
                                        local_136 = true;
                                    }
                                    bool l_2358_ = local_136;
                                    if (l_2358_) {
                                        l_mut_1477_ = l_2344_;
                                        l_mut_445_ = l_2348_;
                                    }
                                    uint _e5887 = l_mut_445_;
                                    bool l_2359_ = (_e5887 < l_27_);
                                    uint _e5889 = l_mut_445_;
                                    bool l_2360_ = (_e5889 == l_27_);
                                    uint _e5891 = l_mut_1477_;
                                    bool l_2361_ = (_e5891 < l_24_);
                                    if (l_2360_) {
                                        local_137 = l_2361_;
                                    } else {
                                        local_137 = false;
                                    }
                                    bool l_2362_ = local_137;
                                    if (!(l_2359_)) {
                                        local_138 = l_2362_;
                                    } else {
                                        local_138 = true;
                                    }
                                    bool l_2363_ = local_138;
                                    if (l_2363_) {
                                        uint _e5902 = l_mut_1478_;
                                        uint l_2364_ = (_e5902 * 2u);
                                        uint l_2365_ = (l_2364_ + 1u);
                                        uint l_2366_ = asuint(info.Load(40+0));
                                        bool l_2367_ = (l_2365_ < l_2366_);
                                        if (l_2367_) {
                                            uint l_2910_ = asuint(info.Load(16+0));
                                            uint l_2911_ = (l_2910_ * 1u);
                                            bool l_2912_ = (l_2364_ < l_2911_);
                                            if (l_2912_) {
                                                buffer_4_global.Store(l_2364_*4, asuint(id));
                                            }
                                            uint l_2368_ = (l_2364_ + 1u);
                                            uint l_2913_ = asuint(info.Load(16+0));
                                            uint l_2914_ = (l_2913_ * 1u);
                                            bool l_2915_ = (l_2368_ < l_2914_);
                                            if (l_2915_) {
                                                uint _e5932 = l_mut_2137_;
                                                buffer_4_global.Store(l_2368_*4, asuint(_e5932));
                                            }
                                        }
                                        uint _e5933 = l_mut_1478_;
                                        l_mut_1478_ = (_e5933 + 1u);
                                    }
                                }
                            }
                            uint _e5939 = l_mut_1478_;
                            l_mut_1483_ = _e5939;
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
