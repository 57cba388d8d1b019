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
    uint l_mut_1487_ = (uint)0;
    uint l_mut_151_ = (uint)0;
    uint l_mut_1823_ = (uint)0;
    uint l_mut_1828_ = (uint)0;
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
    uint l_mut_75_ = (uint)0;
    uint l_mut_788_ = (uint)0;
    uint l_mut_793_ = (uint)0;
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
    uint l_mut_871_ = 0u;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_1481_ = (uint)0;
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
    uint l_mut_1590_ = (uint)0;
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
    uint l_mut_1724_ = (uint)0;
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
    uint l_mut_1821_ = (uint)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    uint l_mut_1907_ = (uint)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    uint l_mut_2141_ = 0u;
    uint l_mut_2148_ = (uint)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2464_ = asuint(info.Load(20+0));
        uint l_2465_ = (l_2464_ * 1u);
        uint l_2466_ = (l_2465_ - 1u);
        uint l_2467_ = min(3u, l_2466_);
        uint _e71; buffer_5_global.InterlockedAdd(l_2467_*4, 1u, _e71);
    }
    uint l_2380_ = asuint(info.Load(12+0));
    uint l_2381_ = (l_2380_ * 1u);
    bool l_2382_ = (0u < l_2381_);
    uint l_2383_ = (l_2381_ - 1u);
    uint l_2384_ = min(0u, l_2383_);
    uint l_2385_ = asuint(buffer_3_global.Load(l_2384_*4));
    uint l_4_ = (l_2382_ ? l_2385_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2387_ = asuint(info.Load(12+0));
    uint l_2388_ = (l_2387_ * 1u);
    bool l_2389_ = (l_6_ < l_2388_);
    uint l_2390_ = (l_2388_ - 1u);
    uint l_2391_ = min(l_6_, l_2390_);
    uint l_2392_ = asuint(buffer_3_global.Load(l_2391_*4));
    uint l_7_ = (l_2389_ ? l_2392_ : 0u);
    uint l_2394_ = asuint(info.Load(12+0));
    uint l_2395_ = (l_2394_ * 1u);
    bool l_2396_ = (2u < l_2395_);
    uint l_2397_ = (l_2395_ - 1u);
    uint l_2398_ = min(2u, l_2397_);
    uint l_2399_ = asuint(buffer_3_global.Load(l_2398_*4));
    uint l_9_ = (l_2396_ ? l_2399_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2401_ = asuint(info.Load(12+0));
    uint l_2402_ = (l_2401_ * 1u);
    bool l_2403_ = (l_11_ < l_2402_);
    uint l_2404_ = (l_2402_ - 1u);
    uint l_2405_ = min(l_11_, l_2404_);
    uint l_2406_ = asuint(buffer_3_global.Load(l_2405_*4));
    uint l_12_ = (l_2403_ ? l_2406_ : 0u);
    uint l_2408_ = asuint(info.Load(12+0));
    uint l_2409_ = (l_2408_ * 1u);
    bool l_2410_ = (4u < l_2409_);
    uint l_2411_ = (l_2409_ - 1u);
    uint l_2412_ = min(4u, l_2411_);
    uint l_2413_ = asuint(buffer_3_global.Load(l_2412_*4));
    uint l_14_ = (l_2410_ ? l_2413_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2415_ = asuint(info.Load(12+0));
    uint l_2416_ = (l_2415_ * 1u);
    bool l_2417_ = (l_16_ < l_2416_);
    uint l_2418_ = (l_2416_ - 1u);
    uint l_2419_ = min(l_16_, l_2418_);
    uint l_2420_ = asuint(buffer_3_global.Load(l_2419_*4));
    uint l_17_ = (l_2417_ ? l_2420_ : 0u);
    uint l_2422_ = asuint(info.Load(12+0));
    uint l_2423_ = (l_2422_ * 1u);
    bool l_2424_ = (6u < l_2423_);
    uint l_2425_ = (l_2423_ - 1u);
    uint l_2426_ = min(6u, l_2425_);
    uint l_2427_ = asuint(buffer_3_global.Load(l_2426_*4));
    uint l_19_ = (l_2424_ ? l_2427_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2429_ = asuint(info.Load(12+0));
    uint l_2430_ = (l_2429_ * 1u);
    bool l_2431_ = (l_21_ < l_2430_);
    uint l_2432_ = (l_2430_ - 1u);
    uint l_2433_ = min(l_21_, l_2432_);
    uint l_2434_ = asuint(buffer_3_global.Load(l_2433_*4));
    uint l_22_ = (l_2431_ ? l_2434_ : 0u);
    uint l_2436_ = asuint(info.Load(12+0));
    uint l_2437_ = (l_2436_ * 1u);
    bool l_2438_ = (8u < l_2437_);
    uint l_2439_ = (l_2437_ - 1u);
    uint l_2440_ = min(8u, l_2439_);
    uint l_2441_ = asuint(buffer_3_global.Load(l_2440_*4));
    uint l_24_ = (l_2438_ ? l_2441_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2443_ = asuint(info.Load(12+0));
    uint l_2444_ = (l_2443_ * 1u);
    bool l_2445_ = (l_26_ < l_2444_);
    uint l_2446_ = (l_2444_ - 1u);
    uint l_2447_ = min(l_26_, l_2446_);
    uint l_2448_ = asuint(buffer_3_global.Load(l_2447_*4));
    uint l_27_ = (l_2445_ ? l_2448_ : 0u);
    uint l_2450_ = asuint(info.Load(12+0));
    uint l_2451_ = (l_2450_ * 1u);
    bool l_2452_ = (10u < l_2451_);
    uint l_2453_ = (l_2451_ - 1u);
    uint l_2454_ = min(10u, l_2453_);
    uint l_2455_ = asuint(buffer_3_global.Load(l_2454_*4));
    uint l_29_ = (l_2452_ ? l_2455_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2457_ = asuint(info.Load(12+0));
    uint l_2458_ = (l_2457_ * 1u);
    bool l_2459_ = (l_31_ < l_2458_);
    uint l_2460_ = (l_2458_ - 1u);
    uint l_2461_ = min(l_31_, l_2460_);
    uint l_2462_ = asuint(buffer_3_global.Load(l_2461_*4));
    uint l_32_ = (l_2459_ ? l_2462_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2469_ = uint64_t(id);
    uint64_t l_2470_ = uint64_t(l_4_);
    uint64_t l_2471_ = (l_2469_ * l_2470_);
    uint64_t l_2472_ = (l_2471_ >> uint(32uL));
    uint l_37_ = uint(l_2472_);
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
    uint _e329 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e329 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2474_ = asuint(info.Load(0+0));
        uint l_2475_ = (l_2474_ * 1u);
        bool l_2476_ = (l_58_ < l_2475_);
        uint l_2477_ = (l_2475_ - 1u);
        uint l_2478_ = min(l_58_, l_2477_);
        uint l_2479_ = asuint(buffer_0_global.Load(l_2478_*4));
        uint l_59_ = (l_2476_ ? l_2479_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2481_ = asuint(info.Load(0+0));
        uint l_2482_ = (l_2481_ * 1u);
        bool l_2483_ = (l_61_ < l_2482_);
        uint l_2484_ = (l_2482_ - 1u);
        uint l_2485_ = min(l_61_, l_2484_);
        uint l_2486_ = asuint(buffer_0_global.Load(l_2485_*4));
        uint l_62_ = (l_2483_ ? l_2486_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2488_ = asuint(info.Load(4+0));
        uint l_2489_ = (l_2488_ * 1u);
        bool l_2490_ = (l_63_ < l_2489_);
        uint l_2491_ = (l_2489_ - 1u);
        uint l_2492_ = min(l_63_, l_2491_);
        uint l_2493_ = asuint(buffer_1_global.Load(l_2492_*4));
        uint l_64_ = (l_2490_ ? l_2493_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2495_ = asuint(info.Load(4+0));
        uint l_2496_ = (l_2495_ * 1u);
        bool l_2497_ = (l_66_ < l_2496_);
        uint l_2498_ = (l_2496_ - 1u);
        uint l_2499_ = min(l_66_, l_2498_);
        uint l_2500_ = asuint(buffer_1_global.Load(l_2499_*4));
        uint l_67_ = (l_2497_ ? l_2500_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2502_ = asuint(info.Load(8+0));
        uint l_2503_ = (l_2502_ * 1u);
        bool l_2504_ = (l_68_ < l_2503_);
        uint l_2505_ = (l_2503_ - 1u);
        uint l_2506_ = min(l_68_, l_2505_);
        uint l_2507_ = asuint(buffer_2_global.Load(l_2506_*4));
        uint l_69_ = (l_2504_ ? l_2507_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2509_ = asuint(info.Load(8+0));
        uint l_2510_ = (l_2509_ * 1u);
        bool l_2511_ = (l_71_ < l_2510_);
        uint l_2512_ = (l_2510_ - 1u);
        uint l_2513_ = min(l_71_, l_2512_);
        uint l_2514_ = asuint(buffer_2_global.Load(l_2513_*4));
        uint l_72_ = (l_2511_ ? l_2514_ : 0u);
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
        uint _e453 = l_mut_40_;
        uint l_81_ = (_e453 * l_4_);
        uint _e455 = l_mut_75_;
        uint l_82_ = (_e455 * l_4_);
        uint _e457 = l_mut_40_;
        uint64_t l_2516_ = uint64_t(_e457);
        uint64_t l_2517_ = uint64_t(l_4_);
        uint64_t l_2518_ = (l_2516_ * l_2517_);
        uint64_t l_2519_ = (l_2518_ >> uint(32uL));
        uint l_83_ = uint(l_2519_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e468 = l_mut_75_;
        uint64_t l_2521_ = uint64_t(_e468);
        uint64_t l_2522_ = uint64_t(l_4_);
        uint64_t l_2523_ = (l_2521_ * l_2522_);
        uint64_t l_2524_ = (l_2523_ >> uint(32uL));
        uint l_85_ = uint(l_2524_);
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
        uint _e497 = l_mut_90_;
        l_mut_102_ = _e497;
        uint _e498 = l_mut_96_;
        l_mut_90_ = _e498;
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
                uint _e512 = l_mut_96_;
                l_mut_102_ = _e512;
                l_mut_90_ = l_110_;
            }
        }
        uint _e513 = l_mut_102_;
        l_mut_96_ = _e513;
        uint _e514 = l_mut_90_;
        l_mut_102_ = _e514;
        if (l_74_) {
            uint _e516 = l_mut_96_;
            uint l_111_ = (0u - _e516);
            uint _e519 = l_mut_102_;
            uint l_112_ = (0u - _e519);
            uint _e522 = l_mut_96_;
            bool l_113_ = (0u < _e522);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e526 = l_mut_96_;
        uint l_116_ = (l_59_ + _e526);
        uint _e528 = l_mut_102_;
        uint l_117_ = (l_62_ + _e528);
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
            uint _e552 = l_mut_90_;
            uint l_131_ = (_e552 * l_123_);
            uint _e554 = l_mut_75_;
            uint l_132_ = (_e554 * l_123_);
            uint _e556 = l_mut_90_;
            uint64_t l_2526_ = uint64_t(_e556);
            uint64_t l_2527_ = uint64_t(l_123_);
            uint64_t l_2528_ = (l_2526_ * l_2527_);
            uint64_t l_2529_ = (l_2528_ >> uint(32uL));
            uint l_133_ = uint(l_2529_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e567 = l_mut_75_;
            uint64_t l_2531_ = uint64_t(_e567);
            uint64_t l_2532_ = uint64_t(l_123_);
            uint64_t l_2533_ = (l_2531_ * l_2532_);
            uint64_t l_2534_ = (l_2533_ >> uint(32uL));
            uint l_135_ = uint(l_2534_);
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
            uint _e596 = l_mut_40_;
            l_mut_151_ = _e596;
            uint _e597 = l_mut_145_;
            l_mut_40_ = _e597;
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
                    uint _e611 = l_mut_145_;
                    l_mut_151_ = _e611;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e612 = l_mut_151_;
            l_mut_145_ = _e612;
            uint _e613 = l_mut_40_;
            l_mut_151_ = _e613;
            if (l_125_) {
                uint _e615 = l_mut_145_;
                uint l_160_ = (0u - _e615);
                uint _e618 = l_mut_151_;
                uint l_161_ = (0u - _e618);
                uint _e621 = l_mut_145_;
                bool l_162_ = (0u < _e621);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e625 = l_mut_145_;
            l_mut_102_ = _e625;
            uint _e626 = l_mut_151_;
            l_mut_96_ = _e626;
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
            uint _e639 = l_mut_151_;
            uint l_172_ = (_e639 * l_4_);
            uint _e641 = l_mut_145_;
            uint l_173_ = (_e641 * l_4_);
            uint _e643 = l_mut_151_;
            uint64_t l_2536_ = uint64_t(_e643);
            uint64_t l_2537_ = uint64_t(l_4_);
            uint64_t l_2538_ = (l_2536_ * l_2537_);
            uint64_t l_2539_ = (l_2538_ >> uint(32uL));
            uint l_174_ = uint(l_2539_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e654 = l_mut_145_;
            uint64_t l_2541_ = uint64_t(_e654);
            uint64_t l_2542_ = uint64_t(l_4_);
            uint64_t l_2543_ = (l_2541_ * l_2542_);
            uint64_t l_2544_ = (l_2543_ >> uint(32uL));
            uint l_176_ = uint(l_2544_);
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
            uint _e682 = l_mut_90_;
            l_mut_40_ = _e682;
            uint _e683 = l_mut_75_;
            l_mut_90_ = _e683;
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
                    uint _e695 = l_mut_75_;
                    l_mut_40_ = _e695;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e696 = l_mut_151_;
            uint l_199_ = (_e696 * l_4_);
            uint _e698 = l_mut_145_;
            uint l_200_ = (_e698 * l_4_);
            uint _e700 = l_mut_151_;
            uint64_t l_2546_ = uint64_t(_e700);
            uint64_t l_2547_ = uint64_t(l_4_);
            uint64_t l_2548_ = (l_2546_ * l_2547_);
            uint64_t l_2549_ = (l_2548_ >> uint(32uL));
            uint l_201_ = uint(l_2549_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e711 = l_mut_145_;
            uint64_t l_2551_ = uint64_t(_e711);
            uint64_t l_2552_ = uint64_t(l_4_);
            uint64_t l_2553_ = (l_2551_ * l_2552_);
            uint64_t l_2554_ = (l_2553_ >> uint(32uL));
            uint l_203_ = uint(l_2554_);
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
            uint _e739 = l_mut_75_;
            l_mut_219_ = _e739;
            uint _e740 = l_mut_213_;
            l_mut_75_ = _e740;
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
                    uint _e752 = l_mut_213_;
                    l_mut_219_ = _e752;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e753 = l_mut_40_;
            uint l_228_ = (_e753 * l_4_);
            uint _e755 = l_mut_90_;
            uint l_229_ = (_e755 * l_4_);
            uint _e757 = l_mut_40_;
            uint64_t l_2556_ = uint64_t(_e757);
            uint64_t l_2557_ = uint64_t(l_4_);
            uint64_t l_2558_ = (l_2556_ * l_2557_);
            uint64_t l_2559_ = (l_2558_ >> uint(32uL));
            uint l_230_ = uint(l_2559_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e768 = l_mut_90_;
            uint64_t l_2561_ = uint64_t(_e768);
            uint64_t l_2562_ = uint64_t(l_4_);
            uint64_t l_2563_ = (l_2561_ * l_2562_);
            uint64_t l_2564_ = (l_2563_ >> uint(32uL));
            uint l_232_ = uint(l_2564_);
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
            uint _e796 = l_mut_213_;
            l_mut_145_ = _e796;
            uint _e797 = l_mut_151_;
            l_mut_213_ = _e797;
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
                    uint _e809 = l_mut_151_;
                    l_mut_145_ = _e809;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e810 = l_mut_40_;
            uint l_255_ = (_e810 * l_4_);
            uint _e812 = l_mut_90_;
            uint l_256_ = (_e812 * l_4_);
            uint _e814 = l_mut_40_;
            uint64_t l_2566_ = uint64_t(_e814);
            uint64_t l_2567_ = uint64_t(l_4_);
            uint64_t l_2568_ = (l_2566_ * l_2567_);
            uint64_t l_2569_ = (l_2568_ >> uint(32uL));
            uint l_257_ = uint(l_2569_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e825 = l_mut_90_;
            uint64_t l_2571_ = uint64_t(_e825);
            uint64_t l_2572_ = uint64_t(l_4_);
            uint64_t l_2573_ = (l_2571_ * l_2572_);
            uint64_t l_2574_ = (l_2573_ >> uint(32uL));
            uint l_259_ = uint(l_2574_);
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
            uint _e853 = l_mut_151_;
            l_mut_275_ = _e853;
            uint _e854 = l_mut_269_;
            l_mut_151_ = _e854;
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
                    uint _e866 = l_mut_269_;
                    l_mut_275_ = _e866;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e867 = l_mut_219_;
            uint l_284_ = (_e867 * l_4_);
            uint _e869 = l_mut_219_;
            uint64_t l_2576_ = uint64_t(_e869);
            uint64_t l_2577_ = uint64_t(l_4_);
            uint64_t l_2578_ = (l_2576_ * l_2577_);
            uint64_t l_2579_ = (l_2578_ >> uint(32uL));
            uint l_285_ = uint(l_2579_);
            uint _e879 = l_mut_75_;
            uint l_286_ = (_e879 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e882 = l_mut_275_;
            uint l_288_ = (_e882 + l_284_);
            uint _e884 = l_mut_151_;
            uint l_289_ = (_e884 + l_287_);
            uint _e886 = l_mut_275_;
            bool l_290_ = (l_288_ < _e886);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e890 = l_mut_145_;
            l_mut_102_ = _e890;
            uint _e891 = l_mut_213_;
            l_mut_96_ = _e891;
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
                    uint _e912 = l_mut_145_;
                    l_mut_219_ = _e912;
                    uint _e913 = l_mut_213_;
                    l_mut_151_ = _e913;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e918 = l_mut_213_;
                        uint l_307_ = (_e918 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e923 = l_mut_145_;
                            l_mut_90_ = _e923;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e926 = l_mut_145_;
                                uint l_310_ = (_e926 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e930 = l_mut_213_;
                                uint l_312_ = (_e930 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e933 = l_mut_213_;
                            uint l_314_ = (_e933 >> l_121_);
                            uint _e935 = l_mut_90_;
                            l_mut_219_ = _e935;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e936 = l_mut_275_;
                    uint _e937 = l_mut_219_;
                    uint l_315_ = (_e936 + _e937);
                    uint _e939 = l_mut_269_;
                    uint _e940 = l_mut_151_;
                    uint l_316_ = (_e939 + _e940);
                    uint _e942 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e942);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e947 = l_mut_102_;
                uint l_320_ = (0u - _e947);
                uint _e950 = l_mut_96_;
                uint l_321_ = (0u - _e950);
                uint _e953 = l_mut_102_;
                bool l_322_ = (0u < _e953);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e957 = l_mut_102_;
        uint l_325_ = (l_64_ - _e957);
        uint _e959 = l_mut_96_;
        uint l_326_ = (l_67_ - _e959);
        uint _e961 = l_mut_102_;
        bool l_327_ = (l_64_ < _e961);
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
        uint _e994 = l_mut_145_;
        bool l_351_ = (_e994 < l_344_);
        uint _e996 = l_mut_145_;
        bool l_352_ = (_e996 == l_344_);
        uint _e998 = l_mut_151_;
        bool l_353_ = (_e998 < l_340_);
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
            bool _e1013 = l_mut_357_;
            l_mut_350_ = _e1013;
            l_mut_357_ = false;
        }
        bool _e1015 = l_mut_357_;
        if (_e1015) {
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
            uint _e1030 = l_mut_90_;
            uint l_368_ = (_e1030 * l_367_);
            uint _e1032 = l_mut_90_;
            uint64_t l_2581_ = uint64_t(_e1032);
            uint64_t l_2582_ = uint64_t(l_367_);
            uint64_t l_2583_ = (l_2581_ * l_2582_);
            uint64_t l_2584_ = (l_2583_ >> uint(32uL));
            uint l_369_ = uint(l_2584_);
            uint _e1042 = l_mut_75_;
            uint l_370_ = (_e1042 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1048 = l_mut_90_;
            uint l_373_ = (_e1048 * l_372_);
            uint _e1050 = l_mut_75_;
            uint l_374_ = (_e1050 * l_372_);
            uint _e1052 = l_mut_90_;
            uint64_t l_2586_ = uint64_t(_e1052);
            uint64_t l_2587_ = uint64_t(l_372_);
            uint64_t l_2588_ = (l_2586_ * l_2587_);
            uint64_t l_2589_ = (l_2588_ >> uint(32uL));
            uint l_375_ = uint(l_2589_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1063 = l_mut_75_;
            uint64_t l_2591_ = uint64_t(_e1063);
            uint64_t l_2592_ = uint64_t(l_372_);
            uint64_t l_2593_ = (l_2591_ * l_2592_);
            uint64_t l_2594_ = (l_2593_ >> uint(32uL));
            uint l_377_ = uint(l_2594_);
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
            uint _e1091 = l_mut_382_;
            l_mut_394_ = _e1091;
            uint _e1092 = l_mut_388_;
            l_mut_382_ = _e1092;
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
                    uint _e1104 = l_mut_388_;
                    l_mut_394_ = _e1104;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1105 = l_mut_394_;
            uint _e1106 = l_mut_382_;
            uint l_403_ = (_e1105 | _e1106);
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
                        uint _e1141 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1141);
                        uint _e1143 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1143);
                        uint _e1145 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1145);
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
                            uint _e1158 = l_mut_75_;
                            bool l_429_ = (_e1158 < l_409_);
                            uint _e1160 = l_mut_75_;
                            bool l_430_ = (_e1160 == l_409_);
                            uint _e1162 = l_mut_90_;
                            bool l_431_ = (_e1162 < l_405_);
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
                                        uint _e1269 = l_mut_442_;
                                        l_mut_442_ = (_e1269 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1184 = l_mut_442_;
                                    if ((_e1184 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1188 = l_mut_442_;
                                        uint l_443_ = (19u - _e1188);
                                        uint _e1190 = l_mut_439_;
                                        l_mut_444_ = _e1190;
                                        uint _e1191 = l_mut_440_;
                                        l_mut_445_ = _e1191;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1196 = l_mut_440_;
                                            uint l_448_ = (_e1196 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1201 = l_mut_439_;
                                                l_mut_450_ = _e1201;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1204 = l_mut_439_;
                                                    uint l_452_ = (_e1204 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1208 = l_mut_440_;
                                                    uint l_454_ = (_e1208 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1211 = l_mut_440_;
                                                uint l_456_ = (_e1211 >> l_443_);
                                                uint _e1213 = l_mut_450_;
                                                l_mut_444_ = _e1213;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1214 = l_mut_445_;
                                        uint _e1215 = l_mut_75_;
                                        bool l_457_ = (_e1214 < _e1215);
                                        uint _e1217 = l_mut_445_;
                                        uint _e1218 = l_mut_75_;
                                        bool l_458_ = (_e1217 == _e1218);
                                        uint _e1220 = l_mut_444_;
                                        uint _e1221 = l_mut_90_;
                                        bool l_459_ = (_e1220 < _e1221);
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
                                            uint _e1233 = l_mut_90_;
                                            l_mut_450_ = _e1233;
                                            uint _e1234 = l_mut_75_;
                                            l_mut_445_ = _e1234;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1239 = l_mut_90_;
                                                uint l_465_ = (_e1239 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1244 = l_mut_90_;
                                                    uint l_467_ = (_e1244 << l_443_);
                                                    uint _e1246 = l_mut_75_;
                                                    uint l_468_ = (_e1246 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1250 = l_mut_90_;
                                                    uint l_470_ = (_e1250 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1253 = l_mut_439_;
                                            uint _e1254 = l_mut_450_;
                                            uint l_472_ = (_e1253 - _e1254);
                                            uint _e1256 = l_mut_440_;
                                            uint _e1257 = l_mut_445_;
                                            uint l_473_ = (_e1256 - _e1257);
                                            uint _e1259 = l_mut_439_;
                                            uint _e1260 = l_mut_450_;
                                            bool l_474_ = (_e1259 < _e1260);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1266 = l_mut_441_;
                                            l_mut_441_ = (_e1266 | l_477_);
                                        }
                                    }
                                }
                                uint _e1271 = l_mut_441_;
                                uint l_478_ = min(_e1271, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1273 = l_mut_440_;
                                uint _e1274 = l_mut_75_;
                                bool l_479_ = (_e1273 < _e1274);
                                uint _e1276 = l_mut_440_;
                                uint _e1277 = l_mut_75_;
                                bool l_480_ = (_e1276 == _e1277);
                                uint _e1279 = l_mut_439_;
                                uint _e1280 = l_mut_90_;
                                bool l_481_ = (_e1279 < _e1280);
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
                                uint _e1292 = l_mut_450_;
                                l_mut_428_ = _e1292;
                            }
                            uint _e1293 = l_mut_90_;
                            uint _e1294 = l_mut_428_;
                            uint l_485_ = (_e1293 * _e1294);
                            uint _e1296 = l_mut_90_;
                            uint64_t l_2596_ = uint64_t(_e1296);
                            uint _e1298 = l_mut_428_;
                            uint64_t l_2597_ = uint64_t(_e1298);
                            uint64_t l_2598_ = (l_2596_ * l_2597_);
                            uint64_t l_2599_ = (l_2598_ >> uint(32uL));
                            uint l_486_ = uint(l_2599_);
                            uint _e1307 = l_mut_75_;
                            uint _e1308 = l_mut_428_;
                            uint l_487_ = (_e1307 * _e1308);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1316 = l_mut_421_;
                            uint _e1317 = l_mut_75_;
                            bool l_494_ = (_e1316 < _e1317);
                            uint _e1319 = l_mut_421_;
                            uint _e1320 = l_mut_75_;
                            bool l_495_ = (_e1319 == _e1320);
                            uint _e1322 = l_mut_382_;
                            uint _e1323 = l_mut_90_;
                            bool l_496_ = (_e1322 < _e1323);
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
                                uint _e1335 = l_mut_382_;
                                uint _e1336 = l_mut_90_;
                                uint l_500_ = (_e1335 - _e1336);
                                uint _e1338 = l_mut_421_;
                                uint _e1339 = l_mut_75_;
                                uint l_501_ = (_e1338 - _e1339);
                                uint _e1341 = l_mut_382_;
                                uint _e1342 = l_mut_90_;
                                bool l_502_ = (_e1341 < _e1342);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1346 = l_mut_90_;
                        uint _e1347 = l_mut_382_;
                        uint l_505_ = (_e1346 - _e1347);
                        uint _e1349 = l_mut_75_;
                        uint _e1350 = l_mut_421_;
                        uint l_506_ = (_e1349 - _e1350);
                        uint _e1352 = l_mut_90_;
                        uint _e1353 = l_mut_382_;
                        bool l_507_ = (_e1352 < _e1353);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1357 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1357);
                        uint _e1359 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1359);
                        uint _e1361 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1361);
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
                            uint _e1373 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1373);
                            uint _e1375 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1375);
                            uint _e1377 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1377);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1381 = l_mut_445_;
                        uint _e1382 = l_mut_388_;
                        bool l_521_ = (_e1381 < _e1382);
                        uint _e1384 = l_mut_445_;
                        uint _e1385 = l_mut_388_;
                        bool l_522_ = (_e1384 == _e1385);
                        uint _e1387 = l_mut_450_;
                        uint _e1388 = l_mut_394_;
                        bool l_523_ = (_e1387 < _e1388);
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
                            uint _e1399 = l_mut_450_;
                            l_mut_394_ = _e1399;
                            uint _e1400 = l_mut_445_;
                            l_mut_388_ = _e1400;
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
                        uint _e1420 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1420);
                        uint _e1422 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1422);
                        uint _e1424 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1424);
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
                            uint _e1437 = l_mut_75_;
                            bool l_543_ = (_e1437 < l_334_);
                            uint _e1439 = l_mut_75_;
                            bool l_544_ = (_e1439 == l_334_);
                            uint _e1441 = l_mut_90_;
                            bool l_545_ = (_e1441 < l_330_);
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
                                        uint _e1548 = l_mut_553_;
                                        l_mut_553_ = (_e1548 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1463 = l_mut_553_;
                                    if ((_e1463 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1467 = l_mut_553_;
                                        uint l_554_ = (19u - _e1467);
                                        uint _e1469 = l_mut_441_;
                                        l_mut_428_ = _e1469;
                                        uint _e1470 = l_mut_440_;
                                        l_mut_421_ = _e1470;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1475 = l_mut_440_;
                                            uint l_557_ = (_e1475 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1480 = l_mut_441_;
                                                l_mut_382_ = _e1480;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1483 = l_mut_441_;
                                                    uint l_560_ = (_e1483 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1487 = l_mut_440_;
                                                    uint l_562_ = (_e1487 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1490 = l_mut_440_;
                                                uint l_564_ = (_e1490 >> l_554_);
                                                uint _e1492 = l_mut_382_;
                                                l_mut_428_ = _e1492;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1493 = l_mut_421_;
                                        uint _e1494 = l_mut_75_;
                                        bool l_565_ = (_e1493 < _e1494);
                                        uint _e1496 = l_mut_421_;
                                        uint _e1497 = l_mut_75_;
                                        bool l_566_ = (_e1496 == _e1497);
                                        uint _e1499 = l_mut_428_;
                                        uint _e1500 = l_mut_90_;
                                        bool l_567_ = (_e1499 < _e1500);
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
                                            uint _e1512 = l_mut_90_;
                                            l_mut_428_ = _e1512;
                                            uint _e1513 = l_mut_75_;
                                            l_mut_421_ = _e1513;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1518 = l_mut_90_;
                                                uint l_573_ = (_e1518 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1523 = l_mut_90_;
                                                    uint l_575_ = (_e1523 << l_554_);
                                                    uint _e1525 = l_mut_75_;
                                                    uint l_576_ = (_e1525 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1529 = l_mut_90_;
                                                    uint l_578_ = (_e1529 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1532 = l_mut_441_;
                                            uint _e1533 = l_mut_428_;
                                            uint l_580_ = (_e1532 - _e1533);
                                            uint _e1535 = l_mut_440_;
                                            uint _e1536 = l_mut_421_;
                                            uint l_581_ = (_e1535 - _e1536);
                                            uint _e1538 = l_mut_441_;
                                            uint _e1539 = l_mut_428_;
                                            bool l_582_ = (_e1538 < _e1539);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1545 = l_mut_439_;
                                            l_mut_439_ = (_e1545 | l_585_);
                                        }
                                    }
                                }
                                uint _e1550 = l_mut_439_;
                                uint l_586_ = min(_e1550, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1552 = l_mut_440_;
                                uint _e1553 = l_mut_75_;
                                bool l_587_ = (_e1552 < _e1553);
                                uint _e1555 = l_mut_440_;
                                uint _e1556 = l_mut_75_;
                                bool l_588_ = (_e1555 == _e1556);
                                uint _e1558 = l_mut_441_;
                                uint _e1559 = l_mut_90_;
                                bool l_589_ = (_e1558 < _e1559);
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
                                uint _e1571 = l_mut_439_;
                                l_mut_444_ = _e1571;
                            }
                            uint _e1572 = l_mut_90_;
                            uint _e1573 = l_mut_444_;
                            uint l_593_ = (_e1572 * _e1573);
                            uint _e1575 = l_mut_90_;
                            uint64_t l_2601_ = uint64_t(_e1575);
                            uint _e1577 = l_mut_444_;
                            uint64_t l_2602_ = uint64_t(_e1577);
                            uint64_t l_2603_ = (l_2601_ * l_2602_);
                            uint64_t l_2604_ = (l_2603_ >> uint(32uL));
                            uint l_594_ = uint(l_2604_);
                            uint _e1586 = l_mut_75_;
                            uint _e1587 = l_mut_444_;
                            uint l_595_ = (_e1586 * _e1587);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1595 = l_mut_445_;
                            uint _e1596 = l_mut_75_;
                            bool l_602_ = (_e1595 < _e1596);
                            uint _e1598 = l_mut_445_;
                            uint _e1599 = l_mut_75_;
                            bool l_603_ = (_e1598 == _e1599);
                            uint _e1601 = l_mut_450_;
                            uint _e1602 = l_mut_90_;
                            bool l_604_ = (_e1601 < _e1602);
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
                                uint _e1614 = l_mut_450_;
                                uint _e1615 = l_mut_90_;
                                uint l_608_ = (_e1614 - _e1615);
                                uint _e1617 = l_mut_445_;
                                uint _e1618 = l_mut_75_;
                                uint l_609_ = (_e1617 - _e1618);
                                uint _e1620 = l_mut_450_;
                                uint _e1621 = l_mut_90_;
                                bool l_610_ = (_e1620 < _e1621);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1625 = l_mut_445_;
                        uint _e1626 = l_mut_388_;
                        bool l_613_ = (_e1625 < _e1626);
                        uint _e1628 = l_mut_445_;
                        uint _e1629 = l_mut_388_;
                        bool l_614_ = (_e1628 == _e1629);
                        uint _e1631 = l_mut_450_;
                        uint _e1632 = l_mut_394_;
                        bool l_615_ = (_e1631 < _e1632);
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
                            uint _e1643 = l_mut_450_;
                            l_mut_394_ = _e1643;
                            uint _e1644 = l_mut_445_;
                            l_mut_388_ = _e1644;
                        }
                    }
                }
                uint _e1645 = l_mut_388_;
                bool l_618_ = (_e1645 < l_344_);
                uint _e1647 = l_mut_388_;
                bool l_619_ = (_e1647 == l_344_);
                uint _e1649 = l_mut_394_;
                bool l_620_ = (_e1649 < l_340_);
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
            uint _e1664 = l_mut_40_;
            bool l_626_ = (_e1664 > 0u);
            if (l_626_) {
                uint _e1667 = l_mut_40_;
                bool l_627_ = (_e1667 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1672 = l_mut_357_;
            bool l_629_ = !(_e1672);
            if (l_629_) {
                break;
            }
            uint _e1674 = l_mut_275_;
            l_mut_450_ = _e1674;
            uint _e1675 = l_mut_269_;
            l_mut_445_ = _e1675;
            bool _e1676 = l_mut_628_;
            if (_e1676) {
                uint _e1677 = l_mut_219_;
                l_mut_450_ = _e1677;
                uint _e1678 = l_mut_213_;
                l_mut_445_ = _e1678;
            }
            uint _e1679 = l_mut_145_;
            uint _e1680 = l_mut_445_;
            bool l_630_ = (_e1679 < _e1680);
            uint _e1682 = l_mut_145_;
            uint _e1683 = l_mut_445_;
            bool l_631_ = (_e1682 == _e1683);
            uint _e1685 = l_mut_151_;
            uint _e1686 = l_mut_450_;
            bool l_632_ = (_e1685 < _e1686);
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
            bool _e1698 = l_mut_628_;
            bool l_636_ = (l_635_ != _e1698);
            if (l_636_) {
                uint _e1700 = l_mut_275_;
                l_mut_450_ = _e1700;
                uint _e1701 = l_mut_269_;
                l_mut_445_ = _e1701;
                uint _e1702 = l_mut_219_;
                l_mut_275_ = _e1702;
                uint _e1703 = l_mut_213_;
                l_mut_269_ = _e1703;
                uint _e1704 = l_mut_450_;
                l_mut_219_ = _e1704;
                uint _e1705 = l_mut_445_;
                l_mut_213_ = _e1705;
                uint _e1706 = l_mut_102_;
                l_mut_450_ = _e1706;
                uint _e1707 = l_mut_96_;
                l_mut_102_ = _e1707;
                uint _e1708 = l_mut_450_;
                l_mut_96_ = _e1708;
                l_mut_628_ = l_635_;
            }
            uint _e1709 = l_mut_275_;
            uint _e1710 = l_mut_151_;
            uint l_637_ = (_e1709 - _e1710);
            uint _e1712 = l_mut_269_;
            uint _e1713 = l_mut_145_;
            uint l_638_ = (_e1712 - _e1713);
            uint _e1715 = l_mut_275_;
            uint _e1716 = l_mut_151_;
            bool l_639_ = (_e1715 < _e1716);
            uint l_640_ = uint(l_639_);
            uint l_641_ = (l_638_ - l_640_);
            l_mut_450_ = l_637_;
            l_mut_445_ = l_641_;
            bool _e1720 = l_mut_628_;
            if (_e1720) {
                uint _e1721 = l_mut_151_;
                uint l_642_ = (_e1721 - l_340_);
                uint _e1723 = l_mut_145_;
                uint l_643_ = (_e1723 - l_344_);
                uint _e1725 = l_mut_151_;
                bool l_644_ = (_e1725 < l_340_);
                uint l_645_ = uint(l_644_);
                uint l_646_ = (l_643_ - l_645_);
                l_mut_450_ = l_642_;
                l_mut_445_ = l_646_;
            }
            uint _e1729 = l_mut_275_;
            l_mut_444_ = _e1729;
            uint _e1730 = l_mut_269_;
            l_mut_441_ = _e1730;
            uint _e1731 = l_mut_445_;
            uint _e1732 = l_mut_269_;
            bool l_647_ = (_e1731 < _e1732);
            uint _e1734 = l_mut_445_;
            uint _e1735 = l_mut_269_;
            bool l_648_ = (_e1734 == _e1735);
            uint _e1737 = l_mut_450_;
            uint _e1738 = l_mut_275_;
            bool l_649_ = (_e1737 < _e1738);
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
                uint _e1749 = l_mut_450_;
                l_mut_444_ = _e1749;
                uint _e1750 = l_mut_445_;
                l_mut_441_ = _e1750;
            }
            l_mut_652_ = false;
            uint _e1752 = l_mut_444_;
            l_mut_450_ = _e1752;
            uint _e1753 = l_mut_441_;
            l_mut_445_ = _e1753;
            if (false) {
                uint _e1756 = l_mut_441_;
                uint l_655_ = (_e1756 >> 3u);
                l_mut_450_ = l_655_;
                l_mut_445_ = 0u;
            } else {
                if (true) {
                    uint _e1760 = l_mut_444_;
                    l_mut_440_ = _e1760;
                    if (true) {
                        uint _e1762 = l_mut_444_;
                        uint l_658_ = (_e1762 >> 3u);
                        uint _e1765 = l_mut_441_;
                        uint l_659_ = (_e1765 << 29u);
                        uint l_660_ = (l_658_ | l_659_);
                        l_mut_440_ = l_660_;
                    }
                    uint _e1769 = l_mut_441_;
                    uint l_661_ = (_e1769 >> 3u);
                    uint _e1772 = l_mut_440_;
                    l_mut_450_ = _e1772;
                    l_mut_445_ = l_661_;
                }
            }
            uint _e1773 = l_mut_445_;
            uint _e1774 = l_mut_213_;
            bool l_662_ = (_e1773 < _e1774);
            uint _e1776 = l_mut_445_;
            uint _e1777 = l_mut_213_;
            bool l_663_ = (_e1776 == _e1777);
            uint _e1779 = l_mut_450_;
            uint _e1780 = l_mut_219_;
            bool l_664_ = (_e1779 < _e1780);
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
            uint _e1793 = l_mut_219_;
            uint _e1794 = l_mut_213_;
            uint l_668_ = (_e1793 | _e1794);
            bool l_669_ = (l_668_ == 0u);
            bool l_670_ = !(l_669_);
            bool _e1799 = l_mut_652_;
            if (_e1799) {
                local_45 = l_670_;
            } else {
                local_45 = false;
            }
            bool l_671_ = local_45;
            uint _e1804 = l_mut_213_;
            uint _e1805 = l_mut_441_;
            bool l_672_ = (_e1804 < _e1805);
            uint _e1807 = l_mut_213_;
            uint _e1808 = l_mut_441_;
            bool l_673_ = (_e1807 == _e1808);
            uint _e1810 = l_mut_219_;
            uint _e1811 = l_mut_444_;
            bool l_674_ = (_e1810 < _e1811);
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
            uint _e1826 = l_mut_102_;
            uint _e1827 = l_mut_96_;
            uint l_678_ = (_e1826 + _e1827);
            bool l_679_ = (l_678_ < l_4_);
            if (l_677_) {
                local_49 = l_679_;
            } else {
                local_49 = false;
            }
            bool l_680_ = local_49;
            if (l_680_) {
                uint _e1834 = l_mut_102_;
                uint l_681_ = (l_4_ - _e1834);
                uint _e1836 = l_mut_96_;
                uint l_682_ = (l_681_ - _e1836);
                uint _e1838 = l_mut_102_;
                uint l_683_ = naga_div(l_682_, _e1838);
                uint _e1840 = l_mut_444_;
                uint l_684_ = (_e1840 - 1u);
                uint _e1843 = l_mut_441_;
                uint l_685_ = (_e1843 - 0u);
                uint _e1846 = l_mut_444_;
                bool l_686_ = (_e1846 < 1u);
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
                        uint _e1939 = l_mut_689_;
                        l_mut_689_ = (_e1939 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e1854 = l_mut_689_;
                    if ((_e1854 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e1858 = l_mut_689_;
                        uint l_690_ = (19u - _e1858);
                        uint _e1860 = l_mut_445_;
                        l_mut_440_ = _e1860;
                        uint _e1861 = l_mut_444_;
                        l_mut_439_ = _e1861;
                        bool l_691_ = (l_690_ >= 32u);
                        if (l_691_) {
                            uint l_692_ = (l_690_ & 31u);
                            uint _e1866 = l_mut_444_;
                            uint l_693_ = (_e1866 >> l_692_);
                            l_mut_440_ = l_693_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_694_ = (l_690_ > 0u);
                            if (l_694_) {
                                uint _e1871 = l_mut_445_;
                                l_mut_428_ = _e1871;
                                bool l_695_ = (l_690_ > 0u);
                                if (l_695_) {
                                    uint _e1874 = l_mut_445_;
                                    uint l_696_ = (_e1874 >> l_690_);
                                    uint l_697_ = (32u - l_690_);
                                    uint _e1878 = l_mut_444_;
                                    uint l_698_ = (_e1878 << l_697_);
                                    uint l_699_ = (l_696_ | l_698_);
                                    l_mut_428_ = l_699_;
                                }
                                uint _e1881 = l_mut_444_;
                                uint l_700_ = (_e1881 >> l_690_);
                                uint _e1883 = l_mut_428_;
                                l_mut_440_ = _e1883;
                                l_mut_439_ = l_700_;
                            }
                        }
                        uint _e1884 = l_mut_439_;
                        uint _e1885 = l_mut_213_;
                        bool l_701_ = (_e1884 < _e1885);
                        uint _e1887 = l_mut_439_;
                        uint _e1888 = l_mut_213_;
                        bool l_702_ = (_e1887 == _e1888);
                        uint _e1890 = l_mut_440_;
                        uint _e1891 = l_mut_219_;
                        bool l_703_ = (_e1890 < _e1891);
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
                            uint _e1903 = l_mut_219_;
                            l_mut_440_ = _e1903;
                            uint _e1904 = l_mut_213_;
                            l_mut_439_ = _e1904;
                            bool l_707_ = (l_690_ >= 32u);
                            if (l_707_) {
                                uint l_708_ = (l_690_ & 31u);
                                uint _e1909 = l_mut_219_;
                                uint l_709_ = (_e1909 << l_708_);
                                l_mut_440_ = 0u;
                                l_mut_439_ = l_709_;
                            } else {
                                bool l_710_ = (l_690_ > 0u);
                                if (l_710_) {
                                    uint _e1914 = l_mut_219_;
                                    uint l_711_ = (_e1914 << l_690_);
                                    uint _e1916 = l_mut_213_;
                                    uint l_712_ = (_e1916 << l_690_);
                                    uint l_713_ = (32u - l_690_);
                                    uint _e1920 = l_mut_219_;
                                    uint l_714_ = (_e1920 >> l_713_);
                                    uint l_715_ = (l_712_ | l_714_);
                                    l_mut_440_ = l_711_;
                                    l_mut_439_ = l_715_;
                                }
                            }
                            uint _e1923 = l_mut_445_;
                            uint _e1924 = l_mut_440_;
                            uint l_716_ = (_e1923 - _e1924);
                            uint _e1926 = l_mut_444_;
                            uint _e1927 = l_mut_439_;
                            uint l_717_ = (_e1926 - _e1927);
                            uint _e1929 = l_mut_445_;
                            uint _e1930 = l_mut_440_;
                            bool l_718_ = (_e1929 < _e1930);
                            uint l_719_ = uint(l_718_);
                            uint l_720_ = (l_717_ - l_719_);
                            l_mut_445_ = l_716_;
                            l_mut_444_ = l_720_;
                            uint l_721_ = (1u << l_690_);
                            uint _e1936 = l_mut_441_;
                            l_mut_441_ = (_e1936 | l_721_);
                        }
                    }
                }
                uint _e1941 = l_mut_441_;
                uint l_722_ = min(_e1941, l_683_);
                l_mut_441_ = l_722_;
                uint _e1943 = l_mut_444_;
                uint _e1944 = l_mut_213_;
                bool l_723_ = (_e1943 < _e1944);
                uint _e1946 = l_mut_444_;
                uint _e1947 = l_mut_213_;
                bool l_724_ = (_e1946 == _e1947);
                uint _e1949 = l_mut_445_;
                uint _e1950 = l_mut_219_;
                bool l_725_ = (_e1949 < _e1950);
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
                uint _e1962 = l_mut_441_;
                l_mut_450_ = _e1962;
            }
            uint _e1963 = l_mut_275_;
            l_mut_445_ = _e1963;
            uint _e1964 = l_mut_269_;
            l_mut_444_ = _e1964;
            uint _e1965 = l_mut_219_;
            l_mut_441_ = _e1965;
            uint _e1966 = l_mut_213_;
            l_mut_440_ = _e1966;
            uint _e1967 = l_mut_102_;
            l_mut_439_ = _e1967;
            uint _e1968 = l_mut_96_;
            l_mut_428_ = _e1968;
            uint _e1969 = l_mut_151_;
            l_mut_421_ = _e1969;
            uint _e1970 = l_mut_145_;
            l_mut_394_ = _e1970;
            l_mut_388_ = 0u;
            uint _e1972 = l_mut_450_;
            bool l_729_ = (_e1972 > 0u);
            if (l_729_) {
                uint _e1975 = l_mut_219_;
                uint _e1976 = l_mut_450_;
                uint l_730_ = (_e1975 * _e1976);
                uint _e1978 = l_mut_219_;
                uint64_t l_2606_ = uint64_t(_e1978);
                uint _e1980 = l_mut_450_;
                uint64_t l_2607_ = uint64_t(_e1980);
                uint64_t l_2608_ = (l_2606_ * l_2607_);
                uint64_t l_2609_ = (l_2608_ >> uint(32uL));
                uint l_731_ = uint(l_2609_);
                uint _e1989 = l_mut_213_;
                uint _e1990 = l_mut_450_;
                uint l_732_ = (_e1989 * _e1990);
                uint l_733_ = (l_731_ + l_732_);
                bool _e1993 = l_mut_628_;
                if (_e1993) {
                    uint _e1994 = l_mut_151_;
                    uint l_734_ = (_e1994 - l_730_);
                    uint _e1996 = l_mut_145_;
                    uint l_735_ = (_e1996 - l_733_);
                    uint _e1998 = l_mut_151_;
                    bool l_736_ = (_e1998 < l_730_);
                    uint l_737_ = uint(l_736_);
                    uint l_738_ = (l_735_ - l_737_);
                    l_mut_421_ = l_734_;
                    l_mut_394_ = l_738_;
                }
                uint _e2002 = l_mut_275_;
                uint l_739_ = (_e2002 - l_730_);
                uint _e2004 = l_mut_269_;
                uint l_740_ = (_e2004 - l_733_);
                uint _e2006 = l_mut_275_;
                bool l_741_ = (_e2006 < l_730_);
                uint l_742_ = uint(l_741_);
                uint l_743_ = (l_740_ - l_742_);
                l_mut_445_ = l_739_;
                l_mut_444_ = l_743_;
                uint _e2010 = l_mut_450_;
                uint _e2011 = l_mut_102_;
                uint l_744_ = (_e2010 * _e2011);
                uint _e2013 = l_mut_96_;
                uint l_745_ = (_e2013 + l_744_);
                l_mut_428_ = l_745_;
            } else {
                bool _e2015 = l_mut_628_;
                if (_e2015) {
                    uint _e2016 = l_mut_151_;
                    uint _e2017 = l_mut_219_;
                    uint l_746_ = (_e2016 - _e2017);
                    uint _e2019 = l_mut_145_;
                    uint _e2020 = l_mut_213_;
                    uint l_747_ = (_e2019 - _e2020);
                    uint _e2022 = l_mut_151_;
                    uint _e2023 = l_mut_219_;
                    bool l_748_ = (_e2022 < _e2023);
                    uint l_749_ = uint(l_748_);
                    uint l_750_ = (l_747_ - l_749_);
                    l_mut_421_ = l_746_;
                    l_mut_394_ = l_750_;
                    uint _e2027 = l_mut_394_;
                    bool l_751_ = (_e2027 < l_344_);
                    uint _e2029 = l_mut_394_;
                    bool l_752_ = (_e2029 == l_344_);
                    uint _e2031 = l_mut_421_;
                    bool l_753_ = (_e2031 < l_340_);
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
                        l_mut_388_ = 2u;
                    }
                }
                uint _e2043 = l_mut_388_;
                bool l_756_ = (_e2043 == 0u);
                if (l_756_) {
                    uint _e2046 = l_mut_102_;
                    uint l_757_ = (l_4_ - _e2046);
                    uint _e2048 = l_mut_96_;
                    uint l_758_ = naga_div(l_757_, _e2048);
                    l_mut_450_ = 0u;
                    l_mut_652_ = false;
                    uint _e2052 = l_mut_219_;
                    l_mut_382_ = _e2052;
                    uint _e2053 = l_mut_213_;
                    l_mut_90_ = _e2053;
                    if (false) {
                        uint _e2056 = l_mut_213_;
                        uint l_761_ = (_e2056 >> 3u);
                        l_mut_382_ = l_761_;
                        l_mut_90_ = 0u;
                    } else {
                        if (true) {
                            uint _e2060 = l_mut_219_;
                            l_mut_75_ = _e2060;
                            if (true) {
                                uint _e2062 = l_mut_219_;
                                uint l_764_ = (_e2062 >> 3u);
                                uint _e2065 = l_mut_213_;
                                uint l_765_ = (_e2065 << 29u);
                                uint l_766_ = (l_764_ | l_765_);
                                l_mut_75_ = l_766_;
                            }
                            uint _e2069 = l_mut_213_;
                            uint l_767_ = (_e2069 >> 3u);
                            uint _e2072 = l_mut_75_;
                            l_mut_382_ = _e2072;
                            l_mut_90_ = l_767_;
                        }
                    }
                    uint _e2073 = l_mut_90_;
                    uint _e2074 = l_mut_269_;
                    bool l_768_ = (_e2073 < _e2074);
                    uint _e2076 = l_mut_90_;
                    uint _e2077 = l_mut_269_;
                    bool l_769_ = (_e2076 == _e2077);
                    uint _e2079 = l_mut_382_;
                    uint _e2080 = l_mut_275_;
                    bool l_770_ = (_e2079 < _e2080);
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
                    l_mut_652_ = l_773_;
                    uint _e2092 = l_mut_275_;
                    uint _e2093 = l_mut_269_;
                    uint l_774_ = (_e2092 | _e2093);
                    bool l_775_ = (l_774_ == 0u);
                    if (l_775_) {
                        l_mut_450_ = l_758_;
                    } else {
                        bool _e2097 = l_mut_652_;
                        if (_e2097) {
                            uint _e2098 = l_mut_269_;
                            uint _e2099 = l_mut_213_;
                            bool l_776_ = (_e2098 < _e2099);
                            uint _e2101 = l_mut_269_;
                            uint _e2102 = l_mut_213_;
                            bool l_777_ = (_e2101 == _e2102);
                            uint _e2104 = l_mut_275_;
                            uint _e2105 = l_mut_219_;
                            bool l_778_ = (_e2104 < _e2105);
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
                                uint _e2116 = l_mut_219_;
                                uint l_781_ = (_e2116 - 1u);
                                uint _e2119 = l_mut_213_;
                                uint l_782_ = (_e2119 - 0u);
                                uint _e2122 = l_mut_219_;
                                bool l_783_ = (_e2122 < 1u);
                                uint l_784_ = uint(l_783_);
                                uint l_785_ = (l_782_ - l_784_);
                                l_mut_382_ = l_781_;
                                l_mut_90_ = l_785_;
                                l_mut_75_ = 0u;
                                l_mut_786_ = 0u;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2215 = l_mut_786_;
                                        l_mut_786_ = (_e2215 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2130 = l_mut_786_;
                                    if ((_e2130 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2134 = l_mut_786_;
                                        uint l_787_ = (19u - _e2134);
                                        uint _e2136 = l_mut_382_;
                                        l_mut_40_ = _e2136;
                                        uint _e2137 = l_mut_90_;
                                        l_mut_788_ = _e2137;
                                        bool l_789_ = (l_787_ >= 32u);
                                        if (l_789_) {
                                            uint l_790_ = (l_787_ & 31u);
                                            uint _e2142 = l_mut_90_;
                                            uint l_791_ = (_e2142 >> l_790_);
                                            l_mut_40_ = l_791_;
                                            l_mut_788_ = 0u;
                                        } else {
                                            bool l_792_ = (l_787_ > 0u);
                                            if (l_792_) {
                                                uint _e2147 = l_mut_382_;
                                                l_mut_793_ = _e2147;
                                                bool l_794_ = (l_787_ > 0u);
                                                if (l_794_) {
                                                    uint _e2150 = l_mut_382_;
                                                    uint l_795_ = (_e2150 >> l_787_);
                                                    uint l_796_ = (32u - l_787_);
                                                    uint _e2154 = l_mut_90_;
                                                    uint l_797_ = (_e2154 << l_796_);
                                                    uint l_798_ = (l_795_ | l_797_);
                                                    l_mut_793_ = l_798_;
                                                }
                                                uint _e2157 = l_mut_90_;
                                                uint l_799_ = (_e2157 >> l_787_);
                                                uint _e2159 = l_mut_793_;
                                                l_mut_40_ = _e2159;
                                                l_mut_788_ = l_799_;
                                            }
                                        }
                                        uint _e2160 = l_mut_788_;
                                        uint _e2161 = l_mut_269_;
                                        bool l_800_ = (_e2160 < _e2161);
                                        uint _e2163 = l_mut_788_;
                                        uint _e2164 = l_mut_269_;
                                        bool l_801_ = (_e2163 == _e2164);
                                        uint _e2166 = l_mut_40_;
                                        uint _e2167 = l_mut_275_;
                                        bool l_802_ = (_e2166 < _e2167);
                                        if (l_801_) {
                                            local_60 = l_802_;
                                        } else {
                                            local_60 = false;
                                        }
                                        bool l_803_ = local_60;
                                        if (!(l_800_)) {
                                            local_61 = l_803_;
                                        } else {
                                            local_61 = true;
                                        }
                                        bool l_804_ = local_61;
                                        bool l_805_ = !(l_804_);
                                        if (l_805_) {
                                            uint _e2179 = l_mut_275_;
                                            l_mut_793_ = _e2179;
                                            uint _e2180 = l_mut_269_;
                                            l_mut_788_ = _e2180;
                                            bool l_806_ = (l_787_ >= 32u);
                                            if (l_806_) {
                                                uint l_807_ = (l_787_ & 31u);
                                                uint _e2185 = l_mut_275_;
                                                uint l_808_ = (_e2185 << l_807_);
                                                l_mut_793_ = 0u;
                                                l_mut_788_ = l_808_;
                                            } else {
                                                bool l_809_ = (l_787_ > 0u);
                                                if (l_809_) {
                                                    uint _e2190 = l_mut_275_;
                                                    uint l_810_ = (_e2190 << l_787_);
                                                    uint _e2192 = l_mut_269_;
                                                    uint l_811_ = (_e2192 << l_787_);
                                                    uint l_812_ = (32u - l_787_);
                                                    uint _e2196 = l_mut_275_;
                                                    uint l_813_ = (_e2196 >> l_812_);
                                                    uint l_814_ = (l_811_ | l_813_);
                                                    l_mut_793_ = l_810_;
                                                    l_mut_788_ = l_814_;
                                                }
                                            }
                                            uint _e2199 = l_mut_382_;
                                            uint _e2200 = l_mut_793_;
                                            uint l_815_ = (_e2199 - _e2200);
                                            uint _e2202 = l_mut_90_;
                                            uint _e2203 = l_mut_788_;
                                            uint l_816_ = (_e2202 - _e2203);
                                            uint _e2205 = l_mut_382_;
                                            uint _e2206 = l_mut_793_;
                                            bool l_817_ = (_e2205 < _e2206);
                                            uint l_818_ = uint(l_817_);
                                            uint l_819_ = (l_816_ - l_818_);
                                            l_mut_382_ = l_815_;
                                            l_mut_90_ = l_819_;
                                            uint l_820_ = (1u << l_787_);
                                            uint _e2212 = l_mut_75_;
                                            l_mut_75_ = (_e2212 | l_820_);
                                        }
                                    }
                                }
                                uint _e2217 = l_mut_75_;
                                uint l_821_ = min(_e2217, l_758_);
                                l_mut_793_ = l_821_;
                                uint _e2219 = l_mut_90_;
                                uint _e2220 = l_mut_269_;
                                bool l_822_ = (_e2219 < _e2220);
                                uint _e2222 = l_mut_90_;
                                uint _e2223 = l_mut_269_;
                                bool l_823_ = (_e2222 == _e2223);
                                uint _e2225 = l_mut_382_;
                                uint _e2226 = l_mut_275_;
                                bool l_824_ = (_e2225 < _e2226);
                                if (l_823_) {
                                    local_62 = l_824_;
                                } else {
                                    local_62 = false;
                                }
                                bool l_825_ = local_62;
                                if (!(l_822_)) {
                                    local_63 = l_825_;
                                } else {
                                    local_63 = true;
                                }
                                bool l_826_ = local_63;
                                bool l_827_ = !(l_826_);
                                if (l_827_) {
                                    l_mut_793_ = l_758_;
                                }
                                uint _e2238 = l_mut_793_;
                                l_mut_450_ = _e2238;
                            }
                        } else {
                            uint _e2239 = l_mut_219_;
                            l_mut_793_ = _e2239;
                            uint _e2240 = l_mut_213_;
                            l_mut_788_ = _e2240;
                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                uint _e2241 = l_mut_269_;
                                uint _e2242 = l_mut_788_;
                                bool l_828_ = (_e2241 < _e2242);
                                uint _e2244 = l_mut_269_;
                                uint _e2245 = l_mut_788_;
                                bool l_829_ = (_e2244 == _e2245);
                                uint _e2247 = l_mut_275_;
                                uint _e2248 = l_mut_793_;
                                bool l_830_ = (_e2247 < _e2248);
                                if (l_829_) {
                                    local_64 = l_830_;
                                } else {
                                    local_64 = false;
                                }
                                bool l_831_ = local_64;
                                if (!(l_828_)) {
                                    local_65 = l_831_;
                                } else {
                                    local_65 = true;
                                }
                                bool l_832_ = local_65;
                                uint _e2259 = l_mut_450_;
                                uint _e2260 = l_mut_96_;
                                uint l_833_ = (_e2259 * _e2260);
                                uint _e2262 = l_mut_102_;
                                uint l_834_ = (_e2262 + l_833_);
                                uint _e2264 = l_mut_96_;
                                uint l_835_ = (l_834_ + _e2264);
                                bool l_836_ = (l_835_ < l_4_);
                                if (l_832_) {
                                    local_66 = l_836_;
                                } else {
                                    local_66 = false;
                                }
                                bool l_837_ = local_66;
                                bool l_838_ = !(l_837_);
                                if (l_838_) {
                                    break;
                                }
                                uint _e2272 = l_mut_793_;
                                uint _e2273 = l_mut_275_;
                                uint l_839_ = (_e2272 - _e2273);
                                uint _e2275 = l_mut_788_;
                                uint _e2276 = l_mut_269_;
                                uint l_840_ = (_e2275 - _e2276);
                                uint _e2278 = l_mut_793_;
                                uint _e2279 = l_mut_275_;
                                bool l_841_ = (_e2278 < _e2279);
                                uint l_842_ = uint(l_841_);
                                uint l_843_ = (l_840_ - l_842_);
                                l_mut_793_ = l_839_;
                                l_mut_788_ = l_843_;
                                uint _e2283 = l_mut_450_;
                                l_mut_450_ = (_e2283 + 1u);
                            }
                        }
                    }
                    uint _e2286 = l_mut_450_;
                    uint _e2287 = l_mut_96_;
                    uint l_844_ = (_e2286 * _e2287);
                    uint _e2289 = l_mut_102_;
                    uint l_845_ = (_e2289 + l_844_);
                    uint _e2291 = l_mut_96_;
                    uint l_846_ = (l_845_ + _e2291);
                    bool l_847_ = (l_846_ >= l_4_);
                    if (l_847_) {
                        l_mut_388_ = 1u;
                    } else {
                        uint _e2295 = l_mut_275_;
                        uint _e2296 = l_mut_450_;
                        uint l_848_ = (_e2295 * _e2296);
                        uint _e2298 = l_mut_275_;
                        uint64_t l_2611_ = uint64_t(_e2298);
                        uint _e2300 = l_mut_450_;
                        uint64_t l_2612_ = uint64_t(_e2300);
                        uint64_t l_2613_ = (l_2611_ * l_2612_);
                        uint64_t l_2614_ = (l_2613_ >> uint(32uL));
                        uint l_849_ = uint(l_2614_);
                        uint _e2309 = l_mut_269_;
                        uint _e2310 = l_mut_450_;
                        uint l_850_ = (_e2309 * _e2310);
                        uint l_851_ = (l_849_ + l_850_);
                        uint _e2313 = l_mut_219_;
                        uint l_852_ = (_e2313 - l_848_);
                        uint _e2315 = l_mut_213_;
                        uint l_853_ = (_e2315 - l_851_);
                        uint _e2317 = l_mut_219_;
                        bool l_854_ = (_e2317 < l_848_);
                        uint l_855_ = uint(l_854_);
                        uint l_856_ = (l_853_ - l_855_);
                        l_mut_441_ = l_852_;
                        l_mut_440_ = l_856_;
                        uint _e2321 = l_mut_450_;
                        uint _e2322 = l_mut_96_;
                        uint l_857_ = (_e2321 * _e2322);
                        uint _e2324 = l_mut_102_;
                        uint l_858_ = (_e2324 + l_857_);
                        l_mut_439_ = l_858_;
                        uint _e2326 = l_mut_275_;
                        uint _e2327 = l_mut_441_;
                        uint l_859_ = (_e2326 - _e2327);
                        uint _e2329 = l_mut_269_;
                        uint _e2330 = l_mut_440_;
                        uint l_860_ = (_e2329 - _e2330);
                        uint _e2332 = l_mut_275_;
                        uint _e2333 = l_mut_441_;
                        bool l_861_ = (_e2332 < _e2333);
                        uint l_862_ = uint(l_861_);
                        uint l_863_ = (l_860_ - l_862_);
                        l_mut_445_ = l_859_;
                        l_mut_444_ = l_863_;
                        uint _e2337 = l_mut_96_;
                        uint _e2338 = l_mut_439_;
                        uint l_864_ = (_e2337 + _e2338);
                        l_mut_428_ = l_864_;
                    }
                }
            }
            uint _e2340 = l_mut_445_;
            l_mut_275_ = _e2340;
            uint _e2341 = l_mut_444_;
            l_mut_269_ = _e2341;
            uint _e2342 = l_mut_441_;
            l_mut_219_ = _e2342;
            uint _e2343 = l_mut_440_;
            l_mut_213_ = _e2343;
            uint _e2344 = l_mut_439_;
            l_mut_102_ = _e2344;
            uint _e2345 = l_mut_428_;
            l_mut_96_ = _e2345;
            uint _e2346 = l_mut_421_;
            l_mut_151_ = _e2346;
            uint _e2347 = l_mut_394_;
            l_mut_145_ = _e2347;
            uint _e2348 = l_mut_388_;
            bool l_865_ = (_e2348 == 1u);
            l_mut_350_ = l_865_;
            uint _e2351 = l_mut_388_;
            bool l_866_ = (_e2351 == 0u);
            l_mut_357_ = l_866_;
        }
        bool _e2354 = l_mut_350_;
        bool l_867_ = !(_e2354);
        if (l_867_) {
            uint l_2616_ = asuint(info.Load(20+0));
            uint l_2617_ = (l_2616_ * 1u);
            uint l_2618_ = (l_2617_ - 1u);
            uint l_2619_ = min(0u, l_2618_);
            uint _e2369; buffer_5_global.InterlockedAdd(l_2619_*4, 1u, _e2369);
            uint l_870_ = naga_div(l_4_, 8u);
            l_mut_793_ = 0u;
            l_mut_788_ = 0u;
            l_mut_450_ = 0u;
            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
            bool loop_init_4 = true;
            while(true) {
                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                if (!loop_init_4) {
                    uint _e5378 = l_mut_871_;
                    l_mut_871_ = (_e5378 + 1u);
                }
                loop_init_4 = false;
                uint _e2377 = l_mut_871_;
                if ((_e2377 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2380 = l_mut_871_;
                    uint l_872_ = (_e2380 * l_870_);
                    bool l_873_ = (l_872_ < l_56_);
                    uint l_874_ = naga_div(l_4_, 8u);
                    uint _e2385 = l_mut_871_;
                    uint l_875_ = (_e2385 * l_874_);
                    uint l_876_ = (l_875_ + l_875_);
                    uint l_877_ = (l_72_ >> 31u);
                    bool l_878_ = (l_877_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_878_) {
                        uint l_879_ = (0u - l_69_);
                        uint l_880_ = (0u - l_72_);
                        bool l_881_ = (0u < l_69_);
                        uint l_882_ = uint(l_881_);
                        uint l_883_ = (l_880_ - l_882_);
                        l_mut_445_ = l_879_;
                        l_mut_444_ = l_883_;
                    }
                    uint _e2400 = l_mut_445_;
                    uint l_884_ = (_e2400 * l_876_);
                    uint _e2402 = l_mut_444_;
                    uint l_885_ = (_e2402 * l_876_);
                    uint _e2404 = l_mut_445_;
                    uint64_t l_2621_ = uint64_t(_e2404);
                    uint64_t l_2622_ = uint64_t(l_876_);
                    uint64_t l_2623_ = (l_2621_ * l_2622_);
                    uint64_t l_2624_ = (l_2623_ >> uint(32uL));
                    uint l_886_ = uint(l_2624_);
                    uint l_887_ = (l_886_ + l_885_);
                    uint _e2415 = l_mut_444_;
                    uint64_t l_2626_ = uint64_t(_e2415);
                    uint64_t l_2627_ = uint64_t(l_876_);
                    uint64_t l_2628_ = (l_2626_ * l_2627_);
                    uint64_t l_2629_ = (l_2628_ >> uint(32uL));
                    uint l_888_ = uint(l_2629_);
                    bool l_889_ = (l_887_ < l_885_);
                    uint l_890_ = uint(l_889_);
                    uint l_891_ = (l_888_ + l_890_);
                    uint l_892_ = naga_mod(l_9_, 32u);
                    l_mut_441_ = l_884_;
                    bool l_893_ = (l_892_ > 0u);
                    if (l_893_) {
                        uint l_894_ = (l_884_ >> l_892_);
                        uint l_895_ = (32u - l_892_);
                        uint l_896_ = (l_887_ << l_895_);
                        uint l_897_ = (l_894_ | l_896_);
                        l_mut_441_ = l_897_;
                    }
                    l_mut_440_ = l_887_;
                    bool l_898_ = (l_892_ > 0u);
                    if (l_898_) {
                        uint l_899_ = (l_887_ >> l_892_);
                        uint l_900_ = (32u - l_892_);
                        uint l_901_ = (l_891_ << l_900_);
                        uint l_902_ = (l_899_ | l_901_);
                        l_mut_440_ = l_902_;
                    }
                    uint _e2444 = l_mut_441_;
                    l_mut_439_ = _e2444;
                    uint _e2445 = l_mut_440_;
                    l_mut_441_ = _e2445;
                    bool l_903_ = (l_9_ >= 64u);
                    if (l_903_) {
                        l_mut_439_ = l_891_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_904_ = (l_9_ >= 32u);
                        if (l_904_) {
                            l_mut_440_ = l_887_;
                            bool l_905_ = (l_892_ > 0u);
                            if (l_905_) {
                                uint l_906_ = (l_887_ >> l_892_);
                                uint l_907_ = (32u - l_892_);
                                uint l_908_ = (l_891_ << l_907_);
                                uint l_909_ = (l_906_ | l_908_);
                                l_mut_440_ = l_909_;
                            }
                            uint l_910_ = (l_891_ >> l_892_);
                            uint _e2459 = l_mut_440_;
                            l_mut_439_ = _e2459;
                            l_mut_441_ = l_910_;
                        }
                    }
                    uint _e2460 = l_mut_439_;
                    l_mut_445_ = _e2460;
                    uint _e2461 = l_mut_441_;
                    l_mut_444_ = _e2461;
                    if (l_878_) {
                        uint _e2463 = l_mut_445_;
                        uint l_911_ = (0u - _e2463);
                        uint _e2466 = l_mut_444_;
                        uint l_912_ = (0u - _e2466);
                        uint _e2469 = l_mut_445_;
                        bool l_913_ = (0u < _e2469);
                        uint l_914_ = uint(l_913_);
                        uint l_915_ = (l_912_ - l_914_);
                        l_mut_445_ = l_911_;
                        l_mut_444_ = l_915_;
                    }
                    uint _e2473 = l_mut_445_;
                    uint l_916_ = (l_59_ + _e2473);
                    uint _e2475 = l_mut_444_;
                    uint l_917_ = (l_62_ + _e2475);
                    bool l_918_ = (l_916_ < l_59_);
                    uint l_919_ = uint(l_918_);
                    uint l_920_ = (l_917_ + l_919_);
                    uint l_921_ = (l_59_ * l_875_);
                    uint64_t l_2631_ = uint64_t(l_59_);
                    uint64_t l_2632_ = uint64_t(l_875_);
                    uint64_t l_2633_ = (l_2631_ * l_2632_);
                    uint64_t l_2634_ = (l_2633_ >> uint(32uL));
                    uint l_922_ = uint(l_2634_);
                    uint l_923_ = (l_62_ * l_875_);
                    uint l_924_ = (l_922_ + l_923_);
                    uint l_925_ = (l_64_ + l_921_);
                    uint l_926_ = (l_67_ + l_924_);
                    bool l_927_ = (l_925_ < l_64_);
                    uint l_928_ = uint(l_927_);
                    uint l_929_ = (l_926_ + l_928_);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_930_ = (l_875_ < 65536u);
                    if (l_930_) {
                        uint l_931_ = (l_875_ * l_875_);
                        uint l_932_ = (l_72_ >> 31u);
                        bool l_933_ = (l_932_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_933_) {
                            uint l_934_ = (0u - l_69_);
                            uint l_935_ = (0u - l_72_);
                            bool l_936_ = (0u < l_69_);
                            uint l_937_ = uint(l_936_);
                            uint l_938_ = (l_935_ - l_937_);
                            l_mut_441_ = l_934_;
                            l_mut_440_ = l_938_;
                        }
                        uint _e2514 = l_mut_441_;
                        uint l_939_ = (_e2514 * l_931_);
                        uint _e2516 = l_mut_440_;
                        uint l_940_ = (_e2516 * l_931_);
                        uint _e2518 = l_mut_441_;
                        uint64_t l_2636_ = uint64_t(_e2518);
                        uint64_t l_2637_ = uint64_t(l_931_);
                        uint64_t l_2638_ = (l_2636_ * l_2637_);
                        uint64_t l_2639_ = (l_2638_ >> uint(32uL));
                        uint l_941_ = uint(l_2639_);
                        uint l_942_ = (l_941_ + l_940_);
                        uint _e2529 = l_mut_440_;
                        uint64_t l_2641_ = uint64_t(_e2529);
                        uint64_t l_2642_ = uint64_t(l_931_);
                        uint64_t l_2643_ = (l_2641_ * l_2642_);
                        uint64_t l_2644_ = (l_2643_ >> uint(32uL));
                        uint l_943_ = uint(l_2644_);
                        bool l_944_ = (l_942_ < l_940_);
                        uint l_945_ = uint(l_944_);
                        uint l_946_ = (l_943_ + l_945_);
                        uint l_947_ = naga_mod(l_9_, 32u);
                        l_mut_439_ = l_939_;
                        bool l_948_ = (l_947_ > 0u);
                        if (l_948_) {
                            uint l_949_ = (l_939_ >> l_947_);
                            uint l_950_ = (32u - l_947_);
                            uint l_951_ = (l_942_ << l_950_);
                            uint l_952_ = (l_949_ | l_951_);
                            l_mut_439_ = l_952_;
                        }
                        l_mut_428_ = l_942_;
                        bool l_953_ = (l_947_ > 0u);
                        if (l_953_) {
                            uint l_954_ = (l_942_ >> l_947_);
                            uint l_955_ = (32u - l_947_);
                            uint l_956_ = (l_946_ << l_955_);
                            uint l_957_ = (l_954_ | l_956_);
                            l_mut_428_ = l_957_;
                        }
                        uint _e2558 = l_mut_439_;
                        l_mut_421_ = _e2558;
                        uint _e2559 = l_mut_428_;
                        l_mut_439_ = _e2559;
                        bool l_958_ = (l_9_ >= 64u);
                        if (l_958_) {
                            l_mut_421_ = l_946_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_959_ = (l_9_ >= 32u);
                            if (l_959_) {
                                l_mut_428_ = l_942_;
                                bool l_960_ = (l_947_ > 0u);
                                if (l_960_) {
                                    uint l_961_ = (l_942_ >> l_947_);
                                    uint l_962_ = (32u - l_947_);
                                    uint l_963_ = (l_946_ << l_962_);
                                    uint l_964_ = (l_961_ | l_963_);
                                    l_mut_428_ = l_964_;
                                }
                                uint l_965_ = (l_946_ >> l_947_);
                                uint _e2573 = l_mut_428_;
                                l_mut_421_ = _e2573;
                                l_mut_439_ = l_965_;
                            }
                        }
                        uint _e2574 = l_mut_421_;
                        l_mut_441_ = _e2574;
                        uint _e2575 = l_mut_439_;
                        l_mut_440_ = _e2575;
                        if (l_933_) {
                            uint _e2577 = l_mut_441_;
                            uint l_966_ = (0u - _e2577);
                            uint _e2580 = l_mut_440_;
                            uint l_967_ = (0u - _e2580);
                            uint _e2583 = l_mut_441_;
                            bool l_968_ = (0u < _e2583);
                            uint l_969_ = uint(l_968_);
                            uint l_970_ = (l_967_ - l_969_);
                            l_mut_441_ = l_966_;
                            l_mut_440_ = l_970_;
                        }
                        uint _e2587 = l_mut_441_;
                        l_mut_445_ = _e2587;
                        uint _e2588 = l_mut_440_;
                        l_mut_444_ = _e2588;
                    } else {
                        uint l_971_ = (l_72_ >> 31u);
                        bool l_972_ = (l_971_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_972_) {
                            uint l_973_ = (0u - l_69_);
                            uint l_974_ = (0u - l_72_);
                            bool l_975_ = (0u < l_69_);
                            uint l_976_ = uint(l_975_);
                            uint l_977_ = (l_974_ - l_976_);
                            l_mut_441_ = l_973_;
                            l_mut_440_ = l_977_;
                        }
                        uint _e2601 = l_mut_441_;
                        uint l_978_ = (_e2601 * l_875_);
                        uint _e2603 = l_mut_440_;
                        uint l_979_ = (_e2603 * l_875_);
                        uint _e2605 = l_mut_441_;
                        uint64_t l_2646_ = uint64_t(_e2605);
                        uint64_t l_2647_ = uint64_t(l_875_);
                        uint64_t l_2648_ = (l_2646_ * l_2647_);
                        uint64_t l_2649_ = (l_2648_ >> uint(32uL));
                        uint l_980_ = uint(l_2649_);
                        uint l_981_ = (l_980_ + l_979_);
                        uint _e2616 = l_mut_440_;
                        uint64_t l_2651_ = uint64_t(_e2616);
                        uint64_t l_2652_ = uint64_t(l_875_);
                        uint64_t l_2653_ = (l_2651_ * l_2652_);
                        uint64_t l_2654_ = (l_2653_ >> uint(32uL));
                        uint l_982_ = uint(l_2654_);
                        bool l_983_ = (l_981_ < l_979_);
                        uint l_984_ = uint(l_983_);
                        uint l_985_ = (l_982_ + l_984_);
                        l_mut_439_ = l_978_;
                        bool l_987_ = (0u > 0u);
                        if (l_987_) {
                            uint l_988_ = (l_978_ >> 0u);
                            uint l_989_ = (32u - 0u);
                            uint l_990_ = (l_981_ << l_989_);
                            uint l_991_ = (l_988_ | l_990_);
                            l_mut_439_ = l_991_;
                        }
                        l_mut_428_ = l_981_;
                        bool l_992_ = (0u > 0u);
                        if (l_992_) {
                            uint l_993_ = (l_981_ >> 0u);
                            uint l_994_ = (32u - 0u);
                            uint l_995_ = (l_985_ << l_994_);
                            uint l_996_ = (l_993_ | l_995_);
                            l_mut_428_ = l_996_;
                        }
                        uint _e2644 = l_mut_439_;
                        l_mut_421_ = _e2644;
                        uint _e2645 = l_mut_428_;
                        l_mut_439_ = _e2645;
                        if (false) {
                            l_mut_421_ = l_985_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_981_;
                                bool l_999_ = (0u > 0u);
                                if (l_999_) {
                                    uint l_1000_ = (l_981_ >> 0u);
                                    uint l_1001_ = (32u - 0u);
                                    uint l_1002_ = (l_985_ << l_1001_);
                                    uint l_1003_ = (l_1000_ | l_1002_);
                                    l_mut_428_ = l_1003_;
                                }
                                uint l_1004_ = (l_985_ >> 0u);
                                uint _e2657 = l_mut_428_;
                                l_mut_421_ = _e2657;
                                l_mut_439_ = l_1004_;
                            }
                        }
                        uint _e2658 = l_mut_441_;
                        uint l_1005_ = (_e2658 * l_875_);
                        uint _e2660 = l_mut_440_;
                        uint l_1006_ = (_e2660 * l_875_);
                        uint _e2662 = l_mut_441_;
                        uint64_t l_2656_ = uint64_t(_e2662);
                        uint64_t l_2657_ = uint64_t(l_875_);
                        uint64_t l_2658_ = (l_2656_ * l_2657_);
                        uint64_t l_2659_ = (l_2658_ >> uint(32uL));
                        uint l_1007_ = uint(l_2659_);
                        uint l_1008_ = (l_1007_ + l_1006_);
                        uint _e2673 = l_mut_440_;
                        uint64_t l_2661_ = uint64_t(_e2673);
                        uint64_t l_2662_ = uint64_t(l_875_);
                        uint64_t l_2663_ = (l_2661_ * l_2662_);
                        uint64_t l_2664_ = (l_2663_ >> uint(32uL));
                        uint l_1009_ = uint(l_2664_);
                        bool l_1010_ = (l_1008_ < l_1006_);
                        uint l_1011_ = uint(l_1010_);
                        uint l_1012_ = (l_1009_ + l_1011_);
                        l_mut_428_ = l_1005_;
                        bool l_1014_ = (0u > 0u);
                        if (l_1014_) {
                            uint l_1015_ = (l_1005_ >> 0u);
                            uint l_1016_ = (32u - 0u);
                            uint l_1017_ = (l_1008_ << l_1016_);
                            uint l_1018_ = (l_1015_ | l_1017_);
                            l_mut_428_ = l_1018_;
                        }
                        l_mut_394_ = l_1008_;
                        bool l_1019_ = (0u > 0u);
                        if (l_1019_) {
                            uint l_1020_ = (l_1008_ >> 0u);
                            uint l_1021_ = (32u - 0u);
                            uint l_1022_ = (l_1012_ << l_1021_);
                            uint l_1023_ = (l_1020_ | l_1022_);
                            l_mut_394_ = l_1023_;
                        }
                        uint _e2701 = l_mut_428_;
                        l_mut_388_ = _e2701;
                        uint _e2702 = l_mut_394_;
                        l_mut_428_ = _e2702;
                        if (true) {
                            l_mut_388_ = l_1012_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1008_;
                                bool l_1026_ = (0u > 0u);
                                if (l_1026_) {
                                    uint l_1027_ = (l_1008_ >> 0u);
                                    uint l_1028_ = (32u - 0u);
                                    uint l_1029_ = (l_1012_ << l_1028_);
                                    uint l_1030_ = (l_1027_ | l_1029_);
                                    l_mut_394_ = l_1030_;
                                }
                                uint l_1031_ = (l_1012_ >> 0u);
                                uint _e2714 = l_mut_394_;
                                l_mut_388_ = _e2714;
                                l_mut_428_ = l_1031_;
                            }
                        }
                        uint _e2715 = l_mut_421_;
                        uint l_1032_ = (_e2715 * l_875_);
                        uint _e2717 = l_mut_439_;
                        uint l_1033_ = (_e2717 * l_875_);
                        uint _e2719 = l_mut_421_;
                        uint64_t l_2666_ = uint64_t(_e2719);
                        uint64_t l_2667_ = uint64_t(l_875_);
                        uint64_t l_2668_ = (l_2666_ * l_2667_);
                        uint64_t l_2669_ = (l_2668_ >> uint(32uL));
                        uint l_1034_ = uint(l_2669_);
                        uint l_1035_ = (l_1034_ + l_1033_);
                        uint _e2730 = l_mut_439_;
                        uint64_t l_2671_ = uint64_t(_e2730);
                        uint64_t l_2672_ = uint64_t(l_875_);
                        uint64_t l_2673_ = (l_2671_ * l_2672_);
                        uint64_t l_2674_ = (l_2673_ >> uint(32uL));
                        uint l_1036_ = uint(l_2674_);
                        bool l_1037_ = (l_1035_ < l_1033_);
                        uint l_1038_ = uint(l_1037_);
                        uint l_1039_ = (l_1036_ + l_1038_);
                        l_mut_441_ = l_1032_;
                        bool l_1041_ = (0u > 0u);
                        if (l_1041_) {
                            uint l_1042_ = (l_1032_ >> 0u);
                            uint l_1043_ = (32u - 0u);
                            uint l_1044_ = (l_1035_ << l_1043_);
                            uint l_1045_ = (l_1042_ | l_1044_);
                            l_mut_441_ = l_1045_;
                        }
                        l_mut_440_ = l_1035_;
                        bool l_1046_ = (0u > 0u);
                        if (l_1046_) {
                            uint l_1047_ = (l_1035_ >> 0u);
                            uint l_1048_ = (32u - 0u);
                            uint l_1049_ = (l_1039_ << l_1048_);
                            uint l_1050_ = (l_1047_ | l_1049_);
                            l_mut_440_ = l_1050_;
                        }
                        uint _e2758 = l_mut_441_;
                        l_mut_394_ = _e2758;
                        uint _e2759 = l_mut_440_;
                        l_mut_441_ = _e2759;
                        if (false) {
                            l_mut_394_ = l_1039_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1035_;
                                bool l_1053_ = (0u > 0u);
                                if (l_1053_) {
                                    uint l_1054_ = (l_1035_ >> 0u);
                                    uint l_1055_ = (32u - 0u);
                                    uint l_1056_ = (l_1039_ << l_1055_);
                                    uint l_1057_ = (l_1054_ | l_1056_);
                                    l_mut_440_ = l_1057_;
                                }
                                uint l_1058_ = (l_1039_ >> 0u);
                                uint _e2771 = l_mut_440_;
                                l_mut_394_ = _e2771;
                                l_mut_441_ = l_1058_;
                            }
                        }
                        uint _e2772 = l_mut_421_;
                        uint l_1059_ = (_e2772 * l_875_);
                        uint _e2774 = l_mut_439_;
                        uint l_1060_ = (_e2774 * l_875_);
                        uint _e2776 = l_mut_421_;
                        uint64_t l_2676_ = uint64_t(_e2776);
                        uint64_t l_2677_ = uint64_t(l_875_);
                        uint64_t l_2678_ = (l_2676_ * l_2677_);
                        uint64_t l_2679_ = (l_2678_ >> uint(32uL));
                        uint l_1061_ = uint(l_2679_);
                        uint l_1062_ = (l_1061_ + l_1060_);
                        uint _e2787 = l_mut_439_;
                        uint64_t l_2681_ = uint64_t(_e2787);
                        uint64_t l_2682_ = uint64_t(l_875_);
                        uint64_t l_2683_ = (l_2681_ * l_2682_);
                        uint64_t l_2684_ = (l_2683_ >> uint(32uL));
                        uint l_1063_ = uint(l_2684_);
                        bool l_1064_ = (l_1062_ < l_1060_);
                        uint l_1065_ = uint(l_1064_);
                        uint l_1066_ = (l_1063_ + l_1065_);
                        l_mut_440_ = l_1059_;
                        bool l_1068_ = (0u > 0u);
                        if (l_1068_) {
                            uint l_1069_ = (l_1059_ >> 0u);
                            uint l_1070_ = (32u - 0u);
                            uint l_1071_ = (l_1062_ << l_1070_);
                            uint l_1072_ = (l_1069_ | l_1071_);
                            l_mut_440_ = l_1072_;
                        }
                        l_mut_382_ = l_1062_;
                        bool l_1073_ = (0u > 0u);
                        if (l_1073_) {
                            uint l_1074_ = (l_1062_ >> 0u);
                            uint l_1075_ = (32u - 0u);
                            uint l_1076_ = (l_1066_ << l_1075_);
                            uint l_1077_ = (l_1074_ | l_1076_);
                            l_mut_382_ = l_1077_;
                        }
                        uint _e2815 = l_mut_440_;
                        l_mut_275_ = _e2815;
                        uint _e2816 = l_mut_382_;
                        l_mut_440_ = _e2816;
                        if (true) {
                            l_mut_275_ = l_1066_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1062_;
                                bool l_1080_ = (0u > 0u);
                                if (l_1080_) {
                                    uint l_1081_ = (l_1062_ >> 0u);
                                    uint l_1082_ = (32u - 0u);
                                    uint l_1083_ = (l_1066_ << l_1082_);
                                    uint l_1084_ = (l_1081_ | l_1083_);
                                    l_mut_382_ = l_1084_;
                                }
                                uint l_1085_ = (l_1066_ >> 0u);
                                uint _e2828 = l_mut_382_;
                                l_mut_275_ = _e2828;
                                l_mut_440_ = l_1085_;
                            }
                        }
                        uint _e2829 = l_mut_388_;
                        uint l_1086_ = (_e2829 * l_875_);
                        uint _e2831 = l_mut_388_;
                        uint64_t l_2686_ = uint64_t(_e2831);
                        uint64_t l_2687_ = uint64_t(l_875_);
                        uint64_t l_2688_ = (l_2686_ * l_2687_);
                        uint64_t l_2689_ = (l_2688_ >> uint(32uL));
                        uint l_1087_ = uint(l_2689_);
                        uint _e2841 = l_mut_428_;
                        uint l_1088_ = (_e2841 * l_875_);
                        uint l_1089_ = (l_1087_ + l_1088_);
                        uint _e2844 = l_mut_275_;
                        uint l_1090_ = (_e2844 + l_1086_);
                        uint _e2846 = l_mut_440_;
                        uint l_1091_ = (_e2846 + l_1089_);
                        uint _e2848 = l_mut_275_;
                        bool l_1092_ = (l_1090_ < _e2848);
                        uint l_1093_ = uint(l_1092_);
                        uint l_1094_ = (l_1091_ + l_1093_);
                        uint _e2852 = l_mut_394_;
                        l_mut_445_ = _e2852;
                        uint _e2853 = l_mut_441_;
                        l_mut_444_ = _e2853;
                        bool l_1095_ = (l_9_ == 64u);
                        if (l_1095_) {
                            l_mut_445_ = l_1090_;
                            l_mut_444_ = l_1094_;
                        } else {
                            bool l_1096_ = (l_9_ > 0u);
                            if (l_1096_) {
                                uint l_1097_ = (64u - l_9_);
                                l_mut_440_ = l_1090_;
                                l_mut_439_ = l_1094_;
                                bool l_1098_ = (l_1097_ >= 32u);
                                if (l_1098_) {
                                    uint l_1099_ = (l_1097_ & 31u);
                                    uint l_1100_ = (l_1090_ << l_1099_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1100_;
                                } else {
                                    bool l_1101_ = (l_1097_ > 0u);
                                    if (l_1101_) {
                                        uint l_1102_ = (l_1090_ << l_1097_);
                                        uint l_1103_ = (l_1094_ << l_1097_);
                                        uint l_1104_ = (32u - l_1097_);
                                        uint l_1105_ = (l_1090_ >> l_1104_);
                                        uint l_1106_ = (l_1103_ | l_1105_);
                                        l_mut_440_ = l_1102_;
                                        l_mut_439_ = l_1106_;
                                    }
                                }
                                uint _e2874 = l_mut_394_;
                                l_mut_428_ = _e2874;
                                uint _e2875 = l_mut_441_;
                                l_mut_421_ = _e2875;
                                bool l_1107_ = (l_9_ >= 32u);
                                if (l_1107_) {
                                    uint l_1108_ = (l_9_ & 31u);
                                    uint _e2880 = l_mut_441_;
                                    uint l_1109_ = (_e2880 >> l_1108_);
                                    l_mut_428_ = l_1109_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1110_ = (l_9_ > 0u);
                                    if (l_1110_) {
                                        uint _e2885 = l_mut_394_;
                                        l_mut_388_ = _e2885;
                                        bool l_1111_ = (l_9_ > 0u);
                                        if (l_1111_) {
                                            uint _e2888 = l_mut_394_;
                                            uint l_1112_ = (_e2888 >> l_9_);
                                            uint l_1113_ = (32u - l_9_);
                                            uint _e2892 = l_mut_441_;
                                            uint l_1114_ = (_e2892 << l_1113_);
                                            uint l_1115_ = (l_1112_ | l_1114_);
                                            l_mut_388_ = l_1115_;
                                        }
                                        uint _e2895 = l_mut_441_;
                                        uint l_1116_ = (_e2895 >> l_9_);
                                        uint _e2897 = l_mut_388_;
                                        l_mut_428_ = _e2897;
                                        l_mut_421_ = l_1116_;
                                    }
                                }
                                uint _e2898 = l_mut_440_;
                                uint _e2899 = l_mut_428_;
                                uint l_1117_ = (_e2898 + _e2899);
                                uint _e2901 = l_mut_439_;
                                uint _e2902 = l_mut_421_;
                                uint l_1118_ = (_e2901 + _e2902);
                                uint _e2904 = l_mut_440_;
                                bool l_1119_ = (l_1117_ < _e2904);
                                uint l_1120_ = uint(l_1119_);
                                uint l_1121_ = (l_1118_ + l_1120_);
                                l_mut_445_ = l_1117_;
                                l_mut_444_ = l_1121_;
                            }
                        }
                        if (l_972_) {
                            uint _e2909 = l_mut_445_;
                            uint l_1122_ = (0u - _e2909);
                            uint _e2912 = l_mut_444_;
                            uint l_1123_ = (0u - _e2912);
                            uint _e2915 = l_mut_445_;
                            bool l_1124_ = (0u < _e2915);
                            uint l_1125_ = uint(l_1124_);
                            uint l_1126_ = (l_1123_ - l_1125_);
                            l_mut_445_ = l_1122_;
                            l_mut_444_ = l_1126_;
                        }
                    }
                    uint _e2919 = l_mut_445_;
                    uint l_1127_ = (l_925_ + _e2919);
                    uint _e2921 = l_mut_444_;
                    uint l_1128_ = (l_929_ + _e2921);
                    bool l_1129_ = (l_1127_ < l_925_);
                    uint l_1130_ = uint(l_1129_);
                    uint l_1131_ = (l_1128_ + l_1130_);
                    uint l_1132_ = (l_72_ >> 31u);
                    bool l_1133_ = (l_1132_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_1133_) {
                        uint l_1134_ = (0u - l_69_);
                        uint l_1135_ = (0u - l_72_);
                        bool l_1136_ = (0u < l_69_);
                        uint l_1137_ = uint(l_1136_);
                        uint l_1138_ = (l_1135_ - l_1137_);
                        l_mut_445_ = l_1134_;
                        l_mut_444_ = l_1138_;
                    }
                    uint _e2938 = l_mut_445_;
                    uint l_1139_ = (_e2938 * l_874_);
                    uint _e2940 = l_mut_444_;
                    uint l_1140_ = (_e2940 * l_874_);
                    uint _e2942 = l_mut_445_;
                    uint64_t l_2691_ = uint64_t(_e2942);
                    uint64_t l_2692_ = uint64_t(l_874_);
                    uint64_t l_2693_ = (l_2691_ * l_2692_);
                    uint64_t l_2694_ = (l_2693_ >> uint(32uL));
                    uint l_1141_ = uint(l_2694_);
                    uint l_1142_ = (l_1141_ + l_1140_);
                    uint _e2953 = l_mut_444_;
                    uint64_t l_2696_ = uint64_t(_e2953);
                    uint64_t l_2697_ = uint64_t(l_874_);
                    uint64_t l_2698_ = (l_2696_ * l_2697_);
                    uint64_t l_2699_ = (l_2698_ >> uint(32uL));
                    uint l_1143_ = uint(l_2699_);
                    bool l_1144_ = (l_1142_ < l_1140_);
                    uint l_1145_ = uint(l_1144_);
                    uint l_1146_ = (l_1143_ + l_1145_);
                    uint l_1147_ = naga_mod(l_9_, 32u);
                    l_mut_441_ = l_1139_;
                    bool l_1148_ = (l_1147_ > 0u);
                    if (l_1148_) {
                        uint l_1149_ = (l_1139_ >> l_1147_);
                        uint l_1150_ = (32u - l_1147_);
                        uint l_1151_ = (l_1142_ << l_1150_);
                        uint l_1152_ = (l_1149_ | l_1151_);
                        l_mut_441_ = l_1152_;
                    }
                    l_mut_440_ = l_1142_;
                    bool l_1153_ = (l_1147_ > 0u);
                    if (l_1153_) {
                        uint l_1154_ = (l_1142_ >> l_1147_);
                        uint l_1155_ = (32u - l_1147_);
                        uint l_1156_ = (l_1146_ << l_1155_);
                        uint l_1157_ = (l_1154_ | l_1156_);
                        l_mut_440_ = l_1157_;
                    }
                    uint _e2982 = l_mut_441_;
                    l_mut_439_ = _e2982;
                    uint _e2983 = l_mut_440_;
                    l_mut_441_ = _e2983;
                    bool l_1158_ = (l_9_ >= 64u);
                    if (l_1158_) {
                        l_mut_439_ = l_1146_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_1159_ = (l_9_ >= 32u);
                        if (l_1159_) {
                            l_mut_440_ = l_1142_;
                            bool l_1160_ = (l_1147_ > 0u);
                            if (l_1160_) {
                                uint l_1161_ = (l_1142_ >> l_1147_);
                                uint l_1162_ = (32u - l_1147_);
                                uint l_1163_ = (l_1146_ << l_1162_);
                                uint l_1164_ = (l_1161_ | l_1163_);
                                l_mut_440_ = l_1164_;
                            }
                            uint l_1165_ = (l_1146_ >> l_1147_);
                            uint _e2997 = l_mut_440_;
                            l_mut_439_ = _e2997;
                            l_mut_441_ = l_1165_;
                        }
                    }
                    uint _e2998 = l_mut_439_;
                    l_mut_445_ = _e2998;
                    uint _e2999 = l_mut_441_;
                    l_mut_444_ = _e2999;
                    if (l_1133_) {
                        uint _e3001 = l_mut_445_;
                        uint l_1166_ = (0u - _e3001);
                        uint _e3004 = l_mut_444_;
                        uint l_1167_ = (0u - _e3004);
                        uint _e3007 = l_mut_445_;
                        bool l_1168_ = (0u < _e3007);
                        uint l_1169_ = uint(l_1168_);
                        uint l_1170_ = (l_1167_ - l_1169_);
                        l_mut_445_ = l_1166_;
                        l_mut_444_ = l_1170_;
                    }
                    uint _e3011 = l_mut_445_;
                    uint l_1171_ = (l_916_ + _e3011);
                    uint _e3013 = l_mut_444_;
                    uint l_1172_ = (l_920_ + _e3013);
                    bool l_1173_ = (l_1171_ < l_916_);
                    uint l_1174_ = uint(l_1173_);
                    uint l_1175_ = (l_1172_ + l_1174_);
                    uint l_1176_ = (l_9_ + 3u);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_1177_ = (l_874_ < 65536u);
                    if (l_1177_) {
                        uint l_1178_ = (l_874_ * l_874_);
                        uint l_1179_ = (l_72_ >> 31u);
                        bool l_1180_ = (l_1179_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1180_) {
                            uint l_1181_ = (0u - l_69_);
                            uint l_1182_ = (0u - l_72_);
                            bool l_1183_ = (0u < l_69_);
                            uint l_1184_ = uint(l_1183_);
                            uint l_1185_ = (l_1182_ - l_1184_);
                            l_mut_441_ = l_1181_;
                            l_mut_440_ = l_1185_;
                        }
                        uint _e3037 = l_mut_441_;
                        uint l_1186_ = (_e3037 * l_1178_);
                        uint _e3039 = l_mut_440_;
                        uint l_1187_ = (_e3039 * l_1178_);
                        uint _e3041 = l_mut_441_;
                        uint64_t l_2701_ = uint64_t(_e3041);
                        uint64_t l_2702_ = uint64_t(l_1178_);
                        uint64_t l_2703_ = (l_2701_ * l_2702_);
                        uint64_t l_2704_ = (l_2703_ >> uint(32uL));
                        uint l_1188_ = uint(l_2704_);
                        uint l_1189_ = (l_1188_ + l_1187_);
                        uint _e3052 = l_mut_440_;
                        uint64_t l_2706_ = uint64_t(_e3052);
                        uint64_t l_2707_ = uint64_t(l_1178_);
                        uint64_t l_2708_ = (l_2706_ * l_2707_);
                        uint64_t l_2709_ = (l_2708_ >> uint(32uL));
                        uint l_1190_ = uint(l_2709_);
                        bool l_1191_ = (l_1189_ < l_1187_);
                        uint l_1192_ = uint(l_1191_);
                        uint l_1193_ = (l_1190_ + l_1192_);
                        uint l_1194_ = naga_mod(l_1176_, 32u);
                        l_mut_439_ = l_1186_;
                        bool l_1195_ = (l_1194_ > 0u);
                        if (l_1195_) {
                            uint l_1196_ = (l_1186_ >> l_1194_);
                            uint l_1197_ = (32u - l_1194_);
                            uint l_1198_ = (l_1189_ << l_1197_);
                            uint l_1199_ = (l_1196_ | l_1198_);
                            l_mut_439_ = l_1199_;
                        }
                        l_mut_428_ = l_1189_;
                        bool l_1200_ = (l_1194_ > 0u);
                        if (l_1200_) {
                            uint l_1201_ = (l_1189_ >> l_1194_);
                            uint l_1202_ = (32u - l_1194_);
                            uint l_1203_ = (l_1193_ << l_1202_);
                            uint l_1204_ = (l_1201_ | l_1203_);
                            l_mut_428_ = l_1204_;
                        }
                        uint _e3081 = l_mut_439_;
                        l_mut_421_ = _e3081;
                        uint _e3082 = l_mut_428_;
                        l_mut_439_ = _e3082;
                        bool l_1205_ = (l_1176_ >= 64u);
                        if (l_1205_) {
                            l_mut_421_ = l_1193_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_1206_ = (l_1176_ >= 32u);
                            if (l_1206_) {
                                l_mut_428_ = l_1189_;
                                bool l_1207_ = (l_1194_ > 0u);
                                if (l_1207_) {
                                    uint l_1208_ = (l_1189_ >> l_1194_);
                                    uint l_1209_ = (32u - l_1194_);
                                    uint l_1210_ = (l_1193_ << l_1209_);
                                    uint l_1211_ = (l_1208_ | l_1210_);
                                    l_mut_428_ = l_1211_;
                                }
                                uint l_1212_ = (l_1193_ >> l_1194_);
                                uint _e3096 = l_mut_428_;
                                l_mut_421_ = _e3096;
                                l_mut_439_ = l_1212_;
                            }
                        }
                        uint _e3097 = l_mut_421_;
                        l_mut_441_ = _e3097;
                        uint _e3098 = l_mut_439_;
                        l_mut_440_ = _e3098;
                        if (l_1180_) {
                            uint _e3100 = l_mut_441_;
                            uint l_1213_ = (0u - _e3100);
                            uint _e3103 = l_mut_440_;
                            uint l_1214_ = (0u - _e3103);
                            uint _e3106 = l_mut_441_;
                            bool l_1215_ = (0u < _e3106);
                            uint l_1216_ = uint(l_1215_);
                            uint l_1217_ = (l_1214_ - l_1216_);
                            l_mut_441_ = l_1213_;
                            l_mut_440_ = l_1217_;
                        }
                        uint _e3110 = l_mut_441_;
                        l_mut_445_ = _e3110;
                        uint _e3111 = l_mut_440_;
                        l_mut_444_ = _e3111;
                    } else {
                        uint l_1218_ = (l_72_ >> 31u);
                        bool l_1219_ = (l_1218_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1219_) {
                            uint l_1220_ = (0u - l_69_);
                            uint l_1221_ = (0u - l_72_);
                            bool l_1222_ = (0u < l_69_);
                            uint l_1223_ = uint(l_1222_);
                            uint l_1224_ = (l_1221_ - l_1223_);
                            l_mut_441_ = l_1220_;
                            l_mut_440_ = l_1224_;
                        }
                        uint _e3124 = l_mut_441_;
                        uint l_1225_ = (_e3124 * l_874_);
                        uint _e3126 = l_mut_440_;
                        uint l_1226_ = (_e3126 * l_874_);
                        uint _e3128 = l_mut_441_;
                        uint64_t l_2711_ = uint64_t(_e3128);
                        uint64_t l_2712_ = uint64_t(l_874_);
                        uint64_t l_2713_ = (l_2711_ * l_2712_);
                        uint64_t l_2714_ = (l_2713_ >> uint(32uL));
                        uint l_1227_ = uint(l_2714_);
                        uint l_1228_ = (l_1227_ + l_1226_);
                        uint _e3139 = l_mut_440_;
                        uint64_t l_2716_ = uint64_t(_e3139);
                        uint64_t l_2717_ = uint64_t(l_874_);
                        uint64_t l_2718_ = (l_2716_ * l_2717_);
                        uint64_t l_2719_ = (l_2718_ >> uint(32uL));
                        uint l_1229_ = uint(l_2719_);
                        bool l_1230_ = (l_1228_ < l_1226_);
                        uint l_1231_ = uint(l_1230_);
                        uint l_1232_ = (l_1229_ + l_1231_);
                        l_mut_439_ = l_1225_;
                        bool l_1234_ = (0u > 0u);
                        if (l_1234_) {
                            uint l_1235_ = (l_1225_ >> 0u);
                            uint l_1236_ = (32u - 0u);
                            uint l_1237_ = (l_1228_ << l_1236_);
                            uint l_1238_ = (l_1235_ | l_1237_);
                            l_mut_439_ = l_1238_;
                        }
                        l_mut_428_ = l_1228_;
                        bool l_1239_ = (0u > 0u);
                        if (l_1239_) {
                            uint l_1240_ = (l_1228_ >> 0u);
                            uint l_1241_ = (32u - 0u);
                            uint l_1242_ = (l_1232_ << l_1241_);
                            uint l_1243_ = (l_1240_ | l_1242_);
                            l_mut_428_ = l_1243_;
                        }
                        uint _e3167 = l_mut_439_;
                        l_mut_421_ = _e3167;
                        uint _e3168 = l_mut_428_;
                        l_mut_439_ = _e3168;
                        if (false) {
                            l_mut_421_ = l_1232_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1228_;
                                bool l_1246_ = (0u > 0u);
                                if (l_1246_) {
                                    uint l_1247_ = (l_1228_ >> 0u);
                                    uint l_1248_ = (32u - 0u);
                                    uint l_1249_ = (l_1232_ << l_1248_);
                                    uint l_1250_ = (l_1247_ | l_1249_);
                                    l_mut_428_ = l_1250_;
                                }
                                uint l_1251_ = (l_1232_ >> 0u);
                                uint _e3180 = l_mut_428_;
                                l_mut_421_ = _e3180;
                                l_mut_439_ = l_1251_;
                            }
                        }
                        uint _e3181 = l_mut_441_;
                        uint l_1252_ = (_e3181 * l_874_);
                        uint _e3183 = l_mut_440_;
                        uint l_1253_ = (_e3183 * l_874_);
                        uint _e3185 = l_mut_441_;
                        uint64_t l_2721_ = uint64_t(_e3185);
                        uint64_t l_2722_ = uint64_t(l_874_);
                        uint64_t l_2723_ = (l_2721_ * l_2722_);
                        uint64_t l_2724_ = (l_2723_ >> uint(32uL));
                        uint l_1254_ = uint(l_2724_);
                        uint l_1255_ = (l_1254_ + l_1253_);
                        uint _e3196 = l_mut_440_;
                        uint64_t l_2726_ = uint64_t(_e3196);
                        uint64_t l_2727_ = uint64_t(l_874_);
                        uint64_t l_2728_ = (l_2726_ * l_2727_);
                        uint64_t l_2729_ = (l_2728_ >> uint(32uL));
                        uint l_1256_ = uint(l_2729_);
                        bool l_1257_ = (l_1255_ < l_1253_);
                        uint l_1258_ = uint(l_1257_);
                        uint l_1259_ = (l_1256_ + l_1258_);
                        l_mut_428_ = l_1252_;
                        bool l_1261_ = (0u > 0u);
                        if (l_1261_) {
                            uint l_1262_ = (l_1252_ >> 0u);
                            uint l_1263_ = (32u - 0u);
                            uint l_1264_ = (l_1255_ << l_1263_);
                            uint l_1265_ = (l_1262_ | l_1264_);
                            l_mut_428_ = l_1265_;
                        }
                        l_mut_394_ = l_1255_;
                        bool l_1266_ = (0u > 0u);
                        if (l_1266_) {
                            uint l_1267_ = (l_1255_ >> 0u);
                            uint l_1268_ = (32u - 0u);
                            uint l_1269_ = (l_1259_ << l_1268_);
                            uint l_1270_ = (l_1267_ | l_1269_);
                            l_mut_394_ = l_1270_;
                        }
                        uint _e3224 = l_mut_428_;
                        l_mut_388_ = _e3224;
                        uint _e3225 = l_mut_394_;
                        l_mut_428_ = _e3225;
                        if (true) {
                            l_mut_388_ = l_1259_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1255_;
                                bool l_1273_ = (0u > 0u);
                                if (l_1273_) {
                                    uint l_1274_ = (l_1255_ >> 0u);
                                    uint l_1275_ = (32u - 0u);
                                    uint l_1276_ = (l_1259_ << l_1275_);
                                    uint l_1277_ = (l_1274_ | l_1276_);
                                    l_mut_394_ = l_1277_;
                                }
                                uint l_1278_ = (l_1259_ >> 0u);
                                uint _e3237 = l_mut_394_;
                                l_mut_388_ = _e3237;
                                l_mut_428_ = l_1278_;
                            }
                        }
                        uint _e3238 = l_mut_421_;
                        uint l_1279_ = (_e3238 * l_874_);
                        uint _e3240 = l_mut_439_;
                        uint l_1280_ = (_e3240 * l_874_);
                        uint _e3242 = l_mut_421_;
                        uint64_t l_2731_ = uint64_t(_e3242);
                        uint64_t l_2732_ = uint64_t(l_874_);
                        uint64_t l_2733_ = (l_2731_ * l_2732_);
                        uint64_t l_2734_ = (l_2733_ >> uint(32uL));
                        uint l_1281_ = uint(l_2734_);
                        uint l_1282_ = (l_1281_ + l_1280_);
                        uint _e3253 = l_mut_439_;
                        uint64_t l_2736_ = uint64_t(_e3253);
                        uint64_t l_2737_ = uint64_t(l_874_);
                        uint64_t l_2738_ = (l_2736_ * l_2737_);
                        uint64_t l_2739_ = (l_2738_ >> uint(32uL));
                        uint l_1283_ = uint(l_2739_);
                        bool l_1284_ = (l_1282_ < l_1280_);
                        uint l_1285_ = uint(l_1284_);
                        uint l_1286_ = (l_1283_ + l_1285_);
                        l_mut_441_ = l_1279_;
                        bool l_1288_ = (0u > 0u);
                        if (l_1288_) {
                            uint l_1289_ = (l_1279_ >> 0u);
                            uint l_1290_ = (32u - 0u);
                            uint l_1291_ = (l_1282_ << l_1290_);
                            uint l_1292_ = (l_1289_ | l_1291_);
                            l_mut_441_ = l_1292_;
                        }
                        l_mut_440_ = l_1282_;
                        bool l_1293_ = (0u > 0u);
                        if (l_1293_) {
                            uint l_1294_ = (l_1282_ >> 0u);
                            uint l_1295_ = (32u - 0u);
                            uint l_1296_ = (l_1286_ << l_1295_);
                            uint l_1297_ = (l_1294_ | l_1296_);
                            l_mut_440_ = l_1297_;
                        }
                        uint _e3281 = l_mut_441_;
                        l_mut_394_ = _e3281;
                        uint _e3282 = l_mut_440_;
                        l_mut_441_ = _e3282;
                        if (false) {
                            l_mut_394_ = l_1286_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1282_;
                                bool l_1300_ = (0u > 0u);
                                if (l_1300_) {
                                    uint l_1301_ = (l_1282_ >> 0u);
                                    uint l_1302_ = (32u - 0u);
                                    uint l_1303_ = (l_1286_ << l_1302_);
                                    uint l_1304_ = (l_1301_ | l_1303_);
                                    l_mut_440_ = l_1304_;
                                }
                                uint l_1305_ = (l_1286_ >> 0u);
                                uint _e3294 = l_mut_440_;
                                l_mut_394_ = _e3294;
                                l_mut_441_ = l_1305_;
                            }
                        }
                        uint _e3295 = l_mut_421_;
                        uint l_1306_ = (_e3295 * l_874_);
                        uint _e3297 = l_mut_439_;
                        uint l_1307_ = (_e3297 * l_874_);
                        uint _e3299 = l_mut_421_;
                        uint64_t l_2741_ = uint64_t(_e3299);
                        uint64_t l_2742_ = uint64_t(l_874_);
                        uint64_t l_2743_ = (l_2741_ * l_2742_);
                        uint64_t l_2744_ = (l_2743_ >> uint(32uL));
                        uint l_1308_ = uint(l_2744_);
                        uint l_1309_ = (l_1308_ + l_1307_);
                        uint _e3310 = l_mut_439_;
                        uint64_t l_2746_ = uint64_t(_e3310);
                        uint64_t l_2747_ = uint64_t(l_874_);
                        uint64_t l_2748_ = (l_2746_ * l_2747_);
                        uint64_t l_2749_ = (l_2748_ >> uint(32uL));
                        uint l_1310_ = uint(l_2749_);
                        bool l_1311_ = (l_1309_ < l_1307_);
                        uint l_1312_ = uint(l_1311_);
                        uint l_1313_ = (l_1310_ + l_1312_);
                        l_mut_440_ = l_1306_;
                        bool l_1315_ = (0u > 0u);
                        if (l_1315_) {
                            uint l_1316_ = (l_1306_ >> 0u);
                            uint l_1317_ = (32u - 0u);
                            uint l_1318_ = (l_1309_ << l_1317_);
                            uint l_1319_ = (l_1316_ | l_1318_);
                            l_mut_440_ = l_1319_;
                        }
                        l_mut_382_ = l_1309_;
                        bool l_1320_ = (0u > 0u);
                        if (l_1320_) {
                            uint l_1321_ = (l_1309_ >> 0u);
                            uint l_1322_ = (32u - 0u);
                            uint l_1323_ = (l_1313_ << l_1322_);
                            uint l_1324_ = (l_1321_ | l_1323_);
                            l_mut_382_ = l_1324_;
                        }
                        uint _e3338 = l_mut_440_;
                        l_mut_275_ = _e3338;
                        uint _e3339 = l_mut_382_;
                        l_mut_440_ = _e3339;
                        if (true) {
                            l_mut_275_ = l_1313_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1309_;
                                bool l_1327_ = (0u > 0u);
                                if (l_1327_) {
                                    uint l_1328_ = (l_1309_ >> 0u);
                                    uint l_1329_ = (32u - 0u);
                                    uint l_1330_ = (l_1313_ << l_1329_);
                                    uint l_1331_ = (l_1328_ | l_1330_);
                                    l_mut_382_ = l_1331_;
                                }
                                uint l_1332_ = (l_1313_ >> 0u);
                                uint _e3351 = l_mut_382_;
                                l_mut_275_ = _e3351;
                                l_mut_440_ = l_1332_;
                            }
                        }
                        uint _e3352 = l_mut_388_;
                        uint l_1333_ = (_e3352 * l_874_);
                        uint _e3354 = l_mut_388_;
                        uint64_t l_2751_ = uint64_t(_e3354);
                        uint64_t l_2752_ = uint64_t(l_874_);
                        uint64_t l_2753_ = (l_2751_ * l_2752_);
                        uint64_t l_2754_ = (l_2753_ >> uint(32uL));
                        uint l_1334_ = uint(l_2754_);
                        uint _e3364 = l_mut_428_;
                        uint l_1335_ = (_e3364 * l_874_);
                        uint l_1336_ = (l_1334_ + l_1335_);
                        uint _e3367 = l_mut_275_;
                        uint l_1337_ = (_e3367 + l_1333_);
                        uint _e3369 = l_mut_440_;
                        uint l_1338_ = (_e3369 + l_1336_);
                        uint _e3371 = l_mut_275_;
                        bool l_1339_ = (l_1337_ < _e3371);
                        uint l_1340_ = uint(l_1339_);
                        uint l_1341_ = (l_1338_ + l_1340_);
                        uint _e3375 = l_mut_394_;
                        l_mut_445_ = _e3375;
                        uint _e3376 = l_mut_441_;
                        l_mut_444_ = _e3376;
                        bool l_1342_ = (l_1176_ == 64u);
                        if (l_1342_) {
                            l_mut_445_ = l_1337_;
                            l_mut_444_ = l_1341_;
                        } else {
                            bool l_1343_ = (l_1176_ > 0u);
                            if (l_1343_) {
                                uint l_1344_ = (64u - l_1176_);
                                l_mut_440_ = l_1337_;
                                l_mut_439_ = l_1341_;
                                bool l_1345_ = (l_1344_ >= 32u);
                                if (l_1345_) {
                                    uint l_1346_ = (l_1344_ & 31u);
                                    uint l_1347_ = (l_1337_ << l_1346_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1347_;
                                } else {
                                    bool l_1348_ = (l_1344_ > 0u);
                                    if (l_1348_) {
                                        uint l_1349_ = (l_1337_ << l_1344_);
                                        uint l_1350_ = (l_1341_ << l_1344_);
                                        uint l_1351_ = (32u - l_1344_);
                                        uint l_1352_ = (l_1337_ >> l_1351_);
                                        uint l_1353_ = (l_1350_ | l_1352_);
                                        l_mut_440_ = l_1349_;
                                        l_mut_439_ = l_1353_;
                                    }
                                }
                                uint _e3397 = l_mut_394_;
                                l_mut_428_ = _e3397;
                                uint _e3398 = l_mut_441_;
                                l_mut_421_ = _e3398;
                                bool l_1354_ = (l_1176_ >= 32u);
                                if (l_1354_) {
                                    uint l_1355_ = (l_1176_ & 31u);
                                    uint _e3403 = l_mut_441_;
                                    uint l_1356_ = (_e3403 >> l_1355_);
                                    l_mut_428_ = l_1356_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1357_ = (l_1176_ > 0u);
                                    if (l_1357_) {
                                        uint _e3408 = l_mut_394_;
                                        l_mut_388_ = _e3408;
                                        bool l_1358_ = (l_1176_ > 0u);
                                        if (l_1358_) {
                                            uint _e3411 = l_mut_394_;
                                            uint l_1359_ = (_e3411 >> l_1176_);
                                            uint l_1360_ = (32u - l_1176_);
                                            uint _e3415 = l_mut_441_;
                                            uint l_1361_ = (_e3415 << l_1360_);
                                            uint l_1362_ = (l_1359_ | l_1361_);
                                            l_mut_388_ = l_1362_;
                                        }
                                        uint _e3418 = l_mut_441_;
                                        uint l_1363_ = (_e3418 >> l_1176_);
                                        uint _e3420 = l_mut_388_;
                                        l_mut_428_ = _e3420;
                                        l_mut_421_ = l_1363_;
                                    }
                                }
                                uint _e3421 = l_mut_440_;
                                uint _e3422 = l_mut_428_;
                                uint l_1364_ = (_e3421 + _e3422);
                                uint _e3424 = l_mut_439_;
                                uint _e3425 = l_mut_421_;
                                uint l_1365_ = (_e3424 + _e3425);
                                uint _e3427 = l_mut_440_;
                                bool l_1366_ = (l_1364_ < _e3427);
                                uint l_1367_ = uint(l_1366_);
                                uint l_1368_ = (l_1365_ + l_1367_);
                                l_mut_445_ = l_1364_;
                                l_mut_444_ = l_1368_;
                            }
                        }
                        if (l_1219_) {
                            uint _e3432 = l_mut_445_;
                            uint l_1369_ = (0u - _e3432);
                            uint _e3435 = l_mut_444_;
                            uint l_1370_ = (0u - _e3435);
                            uint _e3438 = l_mut_445_;
                            bool l_1371_ = (0u < _e3438);
                            uint l_1372_ = uint(l_1371_);
                            uint l_1373_ = (l_1370_ - l_1372_);
                            l_mut_445_ = l_1369_;
                            l_mut_444_ = l_1373_;
                        }
                    }
                    uint _e3442 = l_mut_445_;
                    uint l_1374_ = (l_1127_ - _e3442);
                    uint _e3444 = l_mut_444_;
                    uint l_1375_ = (l_1131_ - _e3444);
                    uint _e3446 = l_mut_445_;
                    bool l_1376_ = (l_1127_ < _e3446);
                    uint l_1377_ = uint(l_1376_);
                    uint l_1378_ = (l_1375_ - l_1377_);
                    uint l_1379_ = (l_1374_ + l_19_);
                    uint l_1380_ = (l_1378_ + l_22_);
                    bool l_1381_ = (l_1379_ < l_1374_);
                    uint l_1382_ = uint(l_1381_);
                    uint l_1383_ = (l_1380_ + l_1382_);
                    uint l_1384_ = (0u - l_1171_);
                    uint l_1385_ = (0u - l_1175_);
                    bool l_1386_ = (0u < l_1171_);
                    uint l_1387_ = uint(l_1386_);
                    uint l_1388_ = (l_1385_ - l_1387_);
                    uint l_1389_ = (l_19_ + l_19_);
                    uint l_1390_ = (l_22_ + l_22_);
                    bool l_1391_ = (l_1389_ < l_19_);
                    uint l_1392_ = uint(l_1391_);
                    uint l_1393_ = (l_1390_ + l_1392_);
                    l_mut_445_ = l_1384_;
                    l_mut_444_ = l_1388_;
                    uint l_1394_ = (0u - l_1384_);
                    uint l_1395_ = (0u - l_1388_);
                    bool l_1396_ = (0u < l_1384_);
                    uint l_1397_ = uint(l_1396_);
                    uint l_1398_ = (l_1395_ - l_1397_);
                    l_mut_441_ = l_1394_;
                    l_mut_440_ = l_1398_;
                    l_mut_439_ = l_1379_;
                    l_mut_428_ = l_1383_;
                    l_mut_421_ = 1u;
                    l_mut_394_ = 1u;
                    l_mut_652_ = false;
                    uint _e3479 = l_mut_428_;
                    bool l_1399_ = (_e3479 < l_1393_);
                    uint _e3481 = l_mut_428_;
                    bool l_1400_ = (_e3481 == l_1393_);
                    uint _e3483 = l_mut_439_;
                    bool l_1401_ = (_e3483 < l_1389_);
                    if (l_1400_) {
                        local_67 = l_1401_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1402_ = local_67;
                    if (!(l_1399_)) {
                        local_68 = l_1402_;
                    } else {
                        local_68 = true;
                    }
                    bool l_1403_ = local_68;
                    bool l_1404_ = !(l_1403_);
                    l_mut_628_ = l_1404_;
                    uint l_1405_ = (l_1384_ | l_1388_);
                    bool l_1406_ = (l_1405_ == 0u);
                    if (l_1406_) {
                        bool _e3498 = l_mut_628_;
                        l_mut_652_ = _e3498;
                        l_mut_628_ = false;
                    }
                    bool _e3500 = l_mut_628_;
                    if (_e3500) {
                        uint l_1407_ = (l_1388_ >> 31u);
                        bool l_1408_ = (l_1407_ == 1u);
                        l_mut_388_ = l_1384_;
                        l_mut_382_ = l_1388_;
                        if (l_1408_) {
                            uint l_1409_ = (0u - l_1384_);
                            uint l_1410_ = (0u - l_1388_);
                            bool l_1411_ = (0u < l_1384_);
                            uint l_1412_ = uint(l_1411_);
                            uint l_1413_ = (l_1410_ - l_1412_);
                            l_mut_388_ = l_1409_;
                            l_mut_382_ = l_1413_;
                        }
                        uint l_1414_ = (l_874_ - 1u);
                        uint _e3515 = l_mut_388_;
                        uint l_1415_ = (_e3515 * l_1414_);
                        uint _e3517 = l_mut_388_;
                        uint64_t l_2756_ = uint64_t(_e3517);
                        uint64_t l_2757_ = uint64_t(l_1414_);
                        uint64_t l_2758_ = (l_2756_ * l_2757_);
                        uint64_t l_2759_ = (l_2758_ >> uint(32uL));
                        uint l_1416_ = uint(l_2759_);
                        uint _e3527 = l_mut_382_;
                        uint l_1417_ = (_e3527 * l_1414_);
                        uint l_1418_ = (l_1416_ + l_1417_);
                        l_mut_275_ = 0u;
                        uint l_1419_ = (l_874_ - 1u);
                        uint _e3533 = l_mut_388_;
                        uint l_1420_ = (_e3533 * l_1419_);
                        uint _e3535 = l_mut_382_;
                        uint l_1421_ = (_e3535 * l_1419_);
                        uint _e3537 = l_mut_388_;
                        uint64_t l_2761_ = uint64_t(_e3537);
                        uint64_t l_2762_ = uint64_t(l_1419_);
                        uint64_t l_2763_ = (l_2761_ * l_2762_);
                        uint64_t l_2764_ = (l_2763_ >> uint(32uL));
                        uint l_1422_ = uint(l_2764_);
                        uint l_1423_ = (l_1422_ + l_1421_);
                        uint _e3548 = l_mut_382_;
                        uint64_t l_2766_ = uint64_t(_e3548);
                        uint64_t l_2767_ = uint64_t(l_1419_);
                        uint64_t l_2768_ = (l_2766_ * l_2767_);
                        uint64_t l_2769_ = (l_2768_ >> uint(32uL));
                        uint l_1424_ = uint(l_2769_);
                        bool l_1425_ = (l_1423_ < l_1421_);
                        uint l_1426_ = uint(l_1425_);
                        uint l_1427_ = (l_1424_ + l_1426_);
                        l_mut_269_ = l_1420_;
                        bool l_1429_ = (0u > 0u);
                        if (l_1429_) {
                            uint l_1430_ = (l_1420_ >> 0u);
                            uint l_1431_ = (32u - 0u);
                            uint l_1432_ = (l_1423_ << l_1431_);
                            uint l_1433_ = (l_1430_ | l_1432_);
                            l_mut_269_ = l_1433_;
                        }
                        l_mut_219_ = l_1423_;
                        bool l_1434_ = (0u > 0u);
                        if (l_1434_) {
                            uint l_1435_ = (l_1423_ >> 0u);
                            uint l_1436_ = (32u - 0u);
                            uint l_1437_ = (l_1427_ << l_1436_);
                            uint l_1438_ = (l_1435_ | l_1437_);
                            l_mut_219_ = l_1438_;
                        }
                        uint _e3576 = l_mut_269_;
                        l_mut_213_ = _e3576;
                        uint _e3577 = l_mut_219_;
                        l_mut_269_ = _e3577;
                        if (true) {
                            l_mut_213_ = l_1427_;
                            l_mut_269_ = 0u;
                        } else {
                            if (true) {
                                l_mut_219_ = l_1423_;
                                bool l_1441_ = (0u > 0u);
                                if (l_1441_) {
                                    uint l_1442_ = (l_1423_ >> 0u);
                                    uint l_1443_ = (32u - 0u);
                                    uint l_1444_ = (l_1427_ << l_1443_);
                                    uint l_1445_ = (l_1442_ | l_1444_);
                                    l_mut_219_ = l_1445_;
                                }
                                uint l_1446_ = (l_1427_ >> 0u);
                                uint _e3589 = l_mut_219_;
                                l_mut_213_ = _e3589;
                                l_mut_269_ = l_1446_;
                            }
                        }
                        uint _e3590 = l_mut_213_;
                        uint _e3591 = l_mut_269_;
                        uint l_1447_ = (_e3590 | _e3591);
                        bool l_1448_ = (l_1447_ == 0u);
                        if (l_1448_) {
                            l_mut_269_ = l_1379_;
                            l_mut_219_ = l_1383_;
                            if (l_1408_) {
                                uint l_1449_ = (0u - l_1379_);
                                uint l_1450_ = (0u - l_1383_);
                                bool l_1451_ = (0u < l_1379_);
                                uint l_1452_ = uint(l_1451_);
                                uint l_1453_ = (l_1450_ - l_1452_);
                                uint l_1454_ = (l_1379_ | l_1383_);
                                bool l_1455_ = (l_1454_ == 0u);
                                bool l_1456_ = !(l_1455_);
                                bool l_1457_ = (l_1418_ < l_1453_);
                                bool l_1458_ = (l_1418_ == l_1453_);
                                bool l_1459_ = (l_1415_ < l_1449_);
                                if (l_1458_) {
                                    local_69 = l_1459_;
                                } else {
                                    local_69 = false;
                                }
                                bool l_1460_ = local_69;
                                if (!(l_1457_)) {
                                    local_70 = l_1460_;
                                } else {
                                    local_70 = true;
                                }
                                bool l_1461_ = local_70;
                                bool l_1462_ = !(l_1461_);
                                if (l_1456_) {
                                    local_71 = l_1462_;
                                } else {
                                    local_71 = false;
                                }
                                bool l_1463_ = local_71;
                                if (l_1463_) {
                                    uint l_1464_ = (l_874_ - 1u);
                                    l_mut_213_ = l_1449_;
                                    l_mut_151_ = l_1453_;
                                    uint _e3626 = l_mut_382_;
                                    bool l_1465_ = (l_1453_ < _e3626);
                                    uint _e3628 = l_mut_382_;
                                    bool l_1466_ = (l_1453_ == _e3628);
                                    uint _e3630 = l_mut_388_;
                                    bool l_1467_ = (l_1449_ < _e3630);
                                    if (l_1466_) {
                                        local_72 = l_1467_;
                                    } else {
                                        local_72 = false;
                                    }
                                    bool l_1468_ = local_72;
                                    if (!(l_1465_)) {
                                        local_73 = l_1468_;
                                    } else {
                                        local_73 = true;
                                    }
                                    bool l_1469_ = local_73;
                                    bool l_1470_ = !(l_1469_);
                                    if (l_1470_) {
                                        l_mut_145_ = 0u;
                                        uint _e3643 = l_mut_382_;
                                        bool l_1471_ = (_e3643 < l_1453_);
                                        uint _e3645 = l_mut_382_;
                                        bool l_1472_ = (_e3645 == l_1453_);
                                        uint _e3647 = l_mut_388_;
                                        bool l_1473_ = (_e3647 < l_1449_);
                                        if (l_1472_) {
                                            local_74 = l_1473_;
                                        } else {
                                            local_74 = false;
                                        }
                                        bool l_1474_ = local_74;
                                        if (!(l_1471_)) {
                                            local_75 = l_1474_;
                                        } else {
                                            local_75 = true;
                                        }
                                        bool l_1475_ = local_75;
                                        if (l_1475_) {
                                            uint l_1476_ = (l_1449_ - 1u);
                                            uint l_1477_ = (l_1453_ - 0u);
                                            bool l_1478_ = (l_1449_ < 1u);
                                            uint l_1479_ = uint(l_1478_);
                                            uint l_1480_ = (l_1477_ - l_1479_);
                                            l_mut_102_ = l_1476_;
                                            l_mut_96_ = l_1480_;
                                            l_mut_90_ = 0u;
                                            l_mut_1481_ = 0u;
                                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                                if (!loop_init_5) {
                                                    uint _e3754 = l_mut_1481_;
                                                    l_mut_1481_ = (_e3754 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e3669 = l_mut_1481_;
                                                if ((_e3669 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3673 = l_mut_1481_;
                                                    uint l_1482_ = (19u - _e3673);
                                                    uint _e3675 = l_mut_102_;
                                                    l_mut_75_ = _e3675;
                                                    uint _e3676 = l_mut_96_;
                                                    l_mut_40_ = _e3676;
                                                    bool l_1483_ = (l_1482_ >= 32u);
                                                    if (l_1483_) {
                                                        uint l_1484_ = (l_1482_ & 31u);
                                                        uint _e3681 = l_mut_96_;
                                                        uint l_1485_ = (_e3681 >> l_1484_);
                                                        l_mut_75_ = l_1485_;
                                                        l_mut_40_ = 0u;
                                                    } else {
                                                        bool l_1486_ = (l_1482_ > 0u);
                                                        if (l_1486_) {
                                                            uint _e3686 = l_mut_102_;
                                                            l_mut_1487_ = _e3686;
                                                            bool l_1488_ = (l_1482_ > 0u);
                                                            if (l_1488_) {
                                                                uint _e3689 = l_mut_102_;
                                                                uint l_1489_ = (_e3689 >> l_1482_);
                                                                uint l_1490_ = (32u - l_1482_);
                                                                uint _e3693 = l_mut_96_;
                                                                uint l_1491_ = (_e3693 << l_1490_);
                                                                uint l_1492_ = (l_1489_ | l_1491_);
                                                                l_mut_1487_ = l_1492_;
                                                            }
                                                            uint _e3696 = l_mut_96_;
                                                            uint l_1493_ = (_e3696 >> l_1482_);
                                                            uint _e3698 = l_mut_1487_;
                                                            l_mut_75_ = _e3698;
                                                            l_mut_40_ = l_1493_;
                                                        }
                                                    }
                                                    uint _e3699 = l_mut_40_;
                                                    uint _e3700 = l_mut_382_;
                                                    bool l_1494_ = (_e3699 < _e3700);
                                                    uint _e3702 = l_mut_40_;
                                                    uint _e3703 = l_mut_382_;
                                                    bool l_1495_ = (_e3702 == _e3703);
                                                    uint _e3705 = l_mut_75_;
                                                    uint _e3706 = l_mut_388_;
                                                    bool l_1496_ = (_e3705 < _e3706);
                                                    if (l_1495_) {
                                                        local_76 = l_1496_;
                                                    } else {
                                                        local_76 = false;
                                                    }
                                                    bool l_1497_ = local_76;
                                                    if (!(l_1494_)) {
                                                        local_77 = l_1497_;
                                                    } else {
                                                        local_77 = true;
                                                    }
                                                    bool l_1498_ = local_77;
                                                    bool l_1499_ = !(l_1498_);
                                                    if (l_1499_) {
                                                        uint _e3718 = l_mut_388_;
                                                        l_mut_1487_ = _e3718;
                                                        uint _e3719 = l_mut_382_;
                                                        l_mut_75_ = _e3719;
                                                        bool l_1500_ = (l_1482_ >= 32u);
                                                        if (l_1500_) {
                                                            uint l_1501_ = (l_1482_ & 31u);
                                                            uint _e3724 = l_mut_388_;
                                                            uint l_1502_ = (_e3724 << l_1501_);
                                                            l_mut_1487_ = 0u;
                                                            l_mut_75_ = l_1502_;
                                                        } else {
                                                            bool l_1503_ = (l_1482_ > 0u);
                                                            if (l_1503_) {
                                                                uint _e3729 = l_mut_388_;
                                                                uint l_1504_ = (_e3729 << l_1482_);
                                                                uint _e3731 = l_mut_382_;
                                                                uint l_1505_ = (_e3731 << l_1482_);
                                                                uint l_1506_ = (32u - l_1482_);
                                                                uint _e3735 = l_mut_388_;
                                                                uint l_1507_ = (_e3735 >> l_1506_);
                                                                uint l_1508_ = (l_1505_ | l_1507_);
                                                                l_mut_1487_ = l_1504_;
                                                                l_mut_75_ = l_1508_;
                                                            }
                                                        }
                                                        uint _e3738 = l_mut_102_;
                                                        uint _e3739 = l_mut_1487_;
                                                        uint l_1509_ = (_e3738 - _e3739);
                                                        uint _e3741 = l_mut_96_;
                                                        uint _e3742 = l_mut_75_;
                                                        uint l_1510_ = (_e3741 - _e3742);
                                                        uint _e3744 = l_mut_102_;
                                                        uint _e3745 = l_mut_1487_;
                                                        bool l_1511_ = (_e3744 < _e3745);
                                                        uint l_1512_ = uint(l_1511_);
                                                        uint l_1513_ = (l_1510_ - l_1512_);
                                                        l_mut_102_ = l_1509_;
                                                        l_mut_96_ = l_1513_;
                                                        uint l_1514_ = (1u << l_1482_);
                                                        uint _e3751 = l_mut_90_;
                                                        l_mut_90_ = (_e3751 | l_1514_);
                                                    }
                                                }
                                            }
                                            uint _e3756 = l_mut_90_;
                                            uint l_1515_ = min(_e3756, l_1464_);
                                            l_mut_1487_ = l_1515_;
                                            uint _e3758 = l_mut_96_;
                                            uint _e3759 = l_mut_382_;
                                            bool l_1516_ = (_e3758 < _e3759);
                                            uint _e3761 = l_mut_96_;
                                            uint _e3762 = l_mut_382_;
                                            bool l_1517_ = (_e3761 == _e3762);
                                            uint _e3764 = l_mut_102_;
                                            uint _e3765 = l_mut_388_;
                                            bool l_1518_ = (_e3764 < _e3765);
                                            if (l_1517_) {
                                                local_78 = l_1518_;
                                            } else {
                                                local_78 = false;
                                            }
                                            bool l_1519_ = local_78;
                                            if (!(l_1516_)) {
                                                local_79 = l_1519_;
                                            } else {
                                                local_79 = true;
                                            }
                                            bool l_1520_ = local_79;
                                            bool l_1521_ = !(l_1520_);
                                            if (l_1521_) {
                                                l_mut_1487_ = l_1464_;
                                            }
                                            uint _e3777 = l_mut_1487_;
                                            l_mut_145_ = _e3777;
                                        }
                                        uint _e3778 = l_mut_388_;
                                        uint _e3779 = l_mut_145_;
                                        uint l_1522_ = (_e3778 * _e3779);
                                        uint _e3781 = l_mut_388_;
                                        uint64_t l_2771_ = uint64_t(_e3781);
                                        uint _e3783 = l_mut_145_;
                                        uint64_t l_2772_ = uint64_t(_e3783);
                                        uint64_t l_2773_ = (l_2771_ * l_2772_);
                                        uint64_t l_2774_ = (l_2773_ >> uint(32uL));
                                        uint l_1523_ = uint(l_2774_);
                                        uint _e3792 = l_mut_382_;
                                        uint _e3793 = l_mut_145_;
                                        uint l_1524_ = (_e3792 * _e3793);
                                        uint l_1525_ = (l_1523_ + l_1524_);
                                        uint l_1526_ = (l_1449_ - l_1522_);
                                        uint l_1527_ = (l_1453_ - l_1525_);
                                        bool l_1528_ = (l_1449_ < l_1522_);
                                        uint l_1529_ = uint(l_1528_);
                                        uint l_1530_ = (l_1527_ - l_1529_);
                                        l_mut_213_ = l_1526_;
                                        l_mut_151_ = l_1530_;
                                        uint _e3801 = l_mut_151_;
                                        uint _e3802 = l_mut_382_;
                                        bool l_1531_ = (_e3801 < _e3802);
                                        uint _e3804 = l_mut_151_;
                                        uint _e3805 = l_mut_382_;
                                        bool l_1532_ = (_e3804 == _e3805);
                                        uint _e3807 = l_mut_213_;
                                        uint _e3808 = l_mut_388_;
                                        bool l_1533_ = (_e3807 < _e3808);
                                        if (l_1532_) {
                                            local_80 = l_1533_;
                                        } else {
                                            local_80 = false;
                                        }
                                        bool l_1534_ = local_80;
                                        if (!(l_1531_)) {
                                            local_81 = l_1534_;
                                        } else {
                                            local_81 = true;
                                        }
                                        bool l_1535_ = local_81;
                                        bool l_1536_ = !(l_1535_);
                                        if (l_1536_) {
                                            uint _e3820 = l_mut_213_;
                                            uint _e3821 = l_mut_388_;
                                            uint l_1537_ = (_e3820 - _e3821);
                                            uint _e3823 = l_mut_151_;
                                            uint _e3824 = l_mut_382_;
                                            uint l_1538_ = (_e3823 - _e3824);
                                            uint _e3826 = l_mut_213_;
                                            uint _e3827 = l_mut_388_;
                                            bool l_1539_ = (_e3826 < _e3827);
                                            uint l_1540_ = uint(l_1539_);
                                            uint l_1541_ = (l_1538_ - l_1540_);
                                            l_mut_213_ = l_1537_;
                                            l_mut_151_ = l_1541_;
                                        }
                                    }
                                    uint _e3831 = l_mut_388_;
                                    uint _e3832 = l_mut_213_;
                                    uint l_1542_ = (_e3831 - _e3832);
                                    uint _e3834 = l_mut_382_;
                                    uint _e3835 = l_mut_151_;
                                    uint l_1543_ = (_e3834 - _e3835);
                                    uint _e3837 = l_mut_388_;
                                    uint _e3838 = l_mut_213_;
                                    bool l_1544_ = (_e3837 < _e3838);
                                    uint l_1545_ = uint(l_1544_);
                                    uint l_1546_ = (l_1543_ - l_1545_);
                                    l_mut_1487_ = l_1542_;
                                    l_mut_213_ = l_1546_;
                                    uint _e3842 = l_mut_382_;
                                    bool l_1547_ = (l_1546_ < _e3842);
                                    uint _e3844 = l_mut_382_;
                                    bool l_1548_ = (l_1546_ == _e3844);
                                    uint _e3846 = l_mut_388_;
                                    bool l_1549_ = (l_1542_ < _e3846);
                                    if (l_1548_) {
                                        local_82 = l_1549_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_1550_ = local_82;
                                    if (!(l_1547_)) {
                                        local_83 = l_1550_;
                                    } else {
                                        local_83 = true;
                                    }
                                    bool l_1551_ = local_83;
                                    bool l_1552_ = !(l_1551_);
                                    if (l_1552_) {
                                        uint _e3858 = l_mut_388_;
                                        uint l_1553_ = (l_1542_ - _e3858);
                                        uint _e3860 = l_mut_382_;
                                        uint l_1554_ = (l_1546_ - _e3860);
                                        uint _e3862 = l_mut_388_;
                                        bool l_1555_ = (l_1542_ < _e3862);
                                        uint l_1556_ = uint(l_1555_);
                                        uint l_1557_ = (l_1554_ - l_1556_);
                                        l_mut_1487_ = l_1553_;
                                        l_mut_213_ = l_1557_;
                                    }
                                    uint _e3866 = l_mut_213_;
                                    uint _e3867 = l_mut_219_;
                                    bool l_1558_ = (_e3866 < _e3867);
                                    uint _e3869 = l_mut_213_;
                                    uint _e3870 = l_mut_219_;
                                    bool l_1559_ = (_e3869 == _e3870);
                                    uint _e3872 = l_mut_1487_;
                                    uint _e3873 = l_mut_269_;
                                    bool l_1560_ = (_e3872 < _e3873);
                                    if (l_1559_) {
                                        local_84 = l_1560_;
                                    } else {
                                        local_84 = false;
                                    }
                                    bool l_1561_ = local_84;
                                    if (!(l_1558_)) {
                                        local_85 = l_1561_;
                                    } else {
                                        local_85 = true;
                                    }
                                    bool l_1562_ = local_85;
                                    if (l_1562_) {
                                        uint _e3884 = l_mut_1487_;
                                        l_mut_269_ = _e3884;
                                        uint _e3885 = l_mut_213_;
                                        l_mut_219_ = _e3885;
                                    }
                                }
                            } else {
                                uint l_1563_ = (l_1379_ - l_1415_);
                                uint l_1564_ = (l_1383_ - l_1418_);
                                bool l_1565_ = (l_1379_ < l_1415_);
                                uint l_1566_ = uint(l_1565_);
                                uint l_1567_ = (l_1564_ - l_1566_);
                                l_mut_269_ = l_1563_;
                                l_mut_219_ = l_1567_;
                                bool l_1568_ = (l_1383_ < l_1418_);
                                bool l_1569_ = (l_1383_ == l_1418_);
                                bool l_1570_ = (l_1379_ < l_1415_);
                                if (l_1569_) {
                                    local_86 = l_1570_;
                                } else {
                                    local_86 = false;
                                }
                                bool l_1571_ = local_86;
                                if (!(l_1568_)) {
                                    local_87 = l_1571_;
                                } else {
                                    local_87 = true;
                                }
                                bool l_1572_ = local_87;
                                if (l_1572_) {
                                    uint l_1573_ = (l_874_ - 1u);
                                    l_mut_1487_ = l_1379_;
                                    l_mut_213_ = l_1383_;
                                    uint _e3905 = l_mut_382_;
                                    bool l_1574_ = (l_1383_ < _e3905);
                                    uint _e3907 = l_mut_382_;
                                    bool l_1575_ = (l_1383_ == _e3907);
                                    uint _e3909 = l_mut_388_;
                                    bool l_1576_ = (l_1379_ < _e3909);
                                    if (l_1575_) {
                                        local_88 = l_1576_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1577_ = local_88;
                                    if (!(l_1574_)) {
                                        local_89 = l_1577_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1578_ = local_89;
                                    bool l_1579_ = !(l_1578_);
                                    if (l_1579_) {
                                        l_mut_151_ = 0u;
                                        uint _e3922 = l_mut_382_;
                                        bool l_1580_ = (_e3922 < l_1383_);
                                        uint _e3924 = l_mut_382_;
                                        bool l_1581_ = (_e3924 == l_1383_);
                                        uint _e3926 = l_mut_388_;
                                        bool l_1582_ = (_e3926 < l_1379_);
                                        if (l_1581_) {
                                            local_90 = l_1582_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1583_ = local_90;
                                        if (!(l_1580_)) {
                                            local_91 = l_1583_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1584_ = local_91;
                                        if (l_1584_) {
                                            uint l_1585_ = (l_1379_ - 1u);
                                            uint l_1586_ = (l_1383_ - 0u);
                                            bool l_1587_ = (l_1379_ < 1u);
                                            uint l_1588_ = uint(l_1587_);
                                            uint l_1589_ = (l_1586_ - l_1588_);
                                            l_mut_145_ = l_1585_;
                                            l_mut_102_ = l_1589_;
                                            l_mut_96_ = 0u;
                                            l_mut_1590_ = 0u;
                                            uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                                loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                                if (!loop_init_6) {
                                                    uint _e4033 = l_mut_1590_;
                                                    l_mut_1590_ = (_e4033 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e3948 = l_mut_1590_;
                                                if ((_e3948 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3952 = l_mut_1590_;
                                                    uint l_1591_ = (19u - _e3952);
                                                    uint _e3954 = l_mut_145_;
                                                    l_mut_90_ = _e3954;
                                                    uint _e3955 = l_mut_102_;
                                                    l_mut_75_ = _e3955;
                                                    bool l_1592_ = (l_1591_ >= 32u);
                                                    if (l_1592_) {
                                                        uint l_1593_ = (l_1591_ & 31u);
                                                        uint _e3960 = l_mut_102_;
                                                        uint l_1594_ = (_e3960 >> l_1593_);
                                                        l_mut_90_ = l_1594_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1595_ = (l_1591_ > 0u);
                                                        if (l_1595_) {
                                                            uint _e3965 = l_mut_145_;
                                                            l_mut_40_ = _e3965;
                                                            bool l_1596_ = (l_1591_ > 0u);
                                                            if (l_1596_) {
                                                                uint _e3968 = l_mut_145_;
                                                                uint l_1597_ = (_e3968 >> l_1591_);
                                                                uint l_1598_ = (32u - l_1591_);
                                                                uint _e3972 = l_mut_102_;
                                                                uint l_1599_ = (_e3972 << l_1598_);
                                                                uint l_1600_ = (l_1597_ | l_1599_);
                                                                l_mut_40_ = l_1600_;
                                                            }
                                                            uint _e3975 = l_mut_102_;
                                                            uint l_1601_ = (_e3975 >> l_1591_);
                                                            uint _e3977 = l_mut_40_;
                                                            l_mut_90_ = _e3977;
                                                            l_mut_75_ = l_1601_;
                                                        }
                                                    }
                                                    uint _e3978 = l_mut_75_;
                                                    uint _e3979 = l_mut_382_;
                                                    bool l_1602_ = (_e3978 < _e3979);
                                                    uint _e3981 = l_mut_75_;
                                                    uint _e3982 = l_mut_382_;
                                                    bool l_1603_ = (_e3981 == _e3982);
                                                    uint _e3984 = l_mut_90_;
                                                    uint _e3985 = l_mut_388_;
                                                    bool l_1604_ = (_e3984 < _e3985);
                                                    if (l_1603_) {
                                                        local_92 = l_1604_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1605_ = local_92;
                                                    if (!(l_1602_)) {
                                                        local_93 = l_1605_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1606_ = local_93;
                                                    bool l_1607_ = !(l_1606_);
                                                    if (l_1607_) {
                                                        uint _e3997 = l_mut_388_;
                                                        l_mut_90_ = _e3997;
                                                        uint _e3998 = l_mut_382_;
                                                        l_mut_75_ = _e3998;
                                                        bool l_1608_ = (l_1591_ >= 32u);
                                                        if (l_1608_) {
                                                            uint l_1609_ = (l_1591_ & 31u);
                                                            uint _e4003 = l_mut_388_;
                                                            uint l_1610_ = (_e4003 << l_1609_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1610_;
                                                        } else {
                                                            bool l_1611_ = (l_1591_ > 0u);
                                                            if (l_1611_) {
                                                                uint _e4008 = l_mut_388_;
                                                                uint l_1612_ = (_e4008 << l_1591_);
                                                                uint _e4010 = l_mut_382_;
                                                                uint l_1613_ = (_e4010 << l_1591_);
                                                                uint l_1614_ = (32u - l_1591_);
                                                                uint _e4014 = l_mut_388_;
                                                                uint l_1615_ = (_e4014 >> l_1614_);
                                                                uint l_1616_ = (l_1613_ | l_1615_);
                                                                l_mut_90_ = l_1612_;
                                                                l_mut_75_ = l_1616_;
                                                            }
                                                        }
                                                        uint _e4017 = l_mut_145_;
                                                        uint _e4018 = l_mut_90_;
                                                        uint l_1617_ = (_e4017 - _e4018);
                                                        uint _e4020 = l_mut_102_;
                                                        uint _e4021 = l_mut_75_;
                                                        uint l_1618_ = (_e4020 - _e4021);
                                                        uint _e4023 = l_mut_145_;
                                                        uint _e4024 = l_mut_90_;
                                                        bool l_1619_ = (_e4023 < _e4024);
                                                        uint l_1620_ = uint(l_1619_);
                                                        uint l_1621_ = (l_1618_ - l_1620_);
                                                        l_mut_145_ = l_1617_;
                                                        l_mut_102_ = l_1621_;
                                                        uint l_1622_ = (1u << l_1591_);
                                                        uint _e4030 = l_mut_96_;
                                                        l_mut_96_ = (_e4030 | l_1622_);
                                                    }
                                                }
                                            }
                                            uint _e4035 = l_mut_96_;
                                            uint l_1623_ = min(_e4035, l_1573_);
                                            l_mut_96_ = l_1623_;
                                            uint _e4037 = l_mut_102_;
                                            uint _e4038 = l_mut_382_;
                                            bool l_1624_ = (_e4037 < _e4038);
                                            uint _e4040 = l_mut_102_;
                                            uint _e4041 = l_mut_382_;
                                            bool l_1625_ = (_e4040 == _e4041);
                                            uint _e4043 = l_mut_145_;
                                            uint _e4044 = l_mut_388_;
                                            bool l_1626_ = (_e4043 < _e4044);
                                            if (l_1625_) {
                                                local_94 = l_1626_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1627_ = local_94;
                                            if (!(l_1624_)) {
                                                local_95 = l_1627_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1628_ = local_95;
                                            bool l_1629_ = !(l_1628_);
                                            if (l_1629_) {
                                                l_mut_96_ = l_1573_;
                                            }
                                            uint _e4056 = l_mut_96_;
                                            l_mut_151_ = _e4056;
                                        }
                                        uint _e4057 = l_mut_388_;
                                        uint _e4058 = l_mut_151_;
                                        uint l_1630_ = (_e4057 * _e4058);
                                        uint _e4060 = l_mut_388_;
                                        uint64_t l_2776_ = uint64_t(_e4060);
                                        uint _e4062 = l_mut_151_;
                                        uint64_t l_2777_ = uint64_t(_e4062);
                                        uint64_t l_2778_ = (l_2776_ * l_2777_);
                                        uint64_t l_2779_ = (l_2778_ >> uint(32uL));
                                        uint l_1631_ = uint(l_2779_);
                                        uint _e4071 = l_mut_382_;
                                        uint _e4072 = l_mut_151_;
                                        uint l_1632_ = (_e4071 * _e4072);
                                        uint l_1633_ = (l_1631_ + l_1632_);
                                        uint l_1634_ = (l_1379_ - l_1630_);
                                        uint l_1635_ = (l_1383_ - l_1633_);
                                        bool l_1636_ = (l_1379_ < l_1630_);
                                        uint l_1637_ = uint(l_1636_);
                                        uint l_1638_ = (l_1635_ - l_1637_);
                                        l_mut_1487_ = l_1634_;
                                        l_mut_213_ = l_1638_;
                                        uint _e4080 = l_mut_213_;
                                        uint _e4081 = l_mut_382_;
                                        bool l_1639_ = (_e4080 < _e4081);
                                        uint _e4083 = l_mut_213_;
                                        uint _e4084 = l_mut_382_;
                                        bool l_1640_ = (_e4083 == _e4084);
                                        uint _e4086 = l_mut_1487_;
                                        uint _e4087 = l_mut_388_;
                                        bool l_1641_ = (_e4086 < _e4087);
                                        if (l_1640_) {
                                            local_96 = l_1641_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1642_ = local_96;
                                        if (!(l_1639_)) {
                                            local_97 = l_1642_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1643_ = local_97;
                                        bool l_1644_ = !(l_1643_);
                                        if (l_1644_) {
                                            uint _e4099 = l_mut_1487_;
                                            uint _e4100 = l_mut_388_;
                                            uint l_1645_ = (_e4099 - _e4100);
                                            uint _e4102 = l_mut_213_;
                                            uint _e4103 = l_mut_382_;
                                            uint l_1646_ = (_e4102 - _e4103);
                                            uint _e4105 = l_mut_1487_;
                                            uint _e4106 = l_mut_388_;
                                            bool l_1647_ = (_e4105 < _e4106);
                                            uint l_1648_ = uint(l_1647_);
                                            uint l_1649_ = (l_1646_ - l_1648_);
                                            l_mut_1487_ = l_1645_;
                                            l_mut_213_ = l_1649_;
                                        }
                                    }
                                    uint _e4110 = l_mut_213_;
                                    uint _e4111 = l_mut_219_;
                                    bool l_1650_ = (_e4110 < _e4111);
                                    uint _e4113 = l_mut_213_;
                                    uint _e4114 = l_mut_219_;
                                    bool l_1651_ = (_e4113 == _e4114);
                                    uint _e4116 = l_mut_1487_;
                                    uint _e4117 = l_mut_269_;
                                    bool l_1652_ = (_e4116 < _e4117);
                                    if (l_1651_) {
                                        local_98 = l_1652_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1653_ = local_98;
                                    if (!(l_1650_)) {
                                        local_99 = l_1653_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1654_ = local_99;
                                    if (l_1654_) {
                                        uint _e4128 = l_mut_1487_;
                                        l_mut_269_ = _e4128;
                                        uint _e4129 = l_mut_213_;
                                        l_mut_219_ = _e4129;
                                    }
                                }
                            }
                            uint _e4130 = l_mut_219_;
                            bool l_1655_ = (_e4130 < l_1393_);
                            uint _e4132 = l_mut_219_;
                            bool l_1656_ = (_e4132 == l_1393_);
                            uint _e4134 = l_mut_269_;
                            bool l_1657_ = (_e4134 < l_1389_);
                            if (l_1656_) {
                                local_100 = l_1657_;
                            } else {
                                local_100 = false;
                            }
                            bool l_1658_ = local_100;
                            if (!(l_1655_)) {
                                local_101 = l_1658_;
                            } else {
                                local_101 = true;
                            }
                            bool l_1659_ = local_101;
                            bool l_1660_ = !(l_1659_);
                            uint l_1661_ = uint(l_1660_);
                            uint l_1662_ = (2u - l_1661_);
                            l_mut_275_ = l_1662_;
                        }
                        uint _e4149 = l_mut_275_;
                        bool l_1663_ = (_e4149 > 0u);
                        if (l_1663_) {
                            uint _e4152 = l_mut_275_;
                            bool l_1664_ = (_e4152 == 1u);
                            l_mut_652_ = l_1664_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                        loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                        bool _e4157 = l_mut_628_;
                        bool l_1665_ = !(_e4157);
                        if (l_1665_) {
                            break;
                        }
                        uint _e4159 = l_mut_445_;
                        l_mut_1487_ = _e4159;
                        uint _e4160 = l_mut_444_;
                        l_mut_388_ = _e4160;
                        bool _e4161 = l_mut_357_;
                        if (_e4161) {
                            uint _e4162 = l_mut_441_;
                            l_mut_1487_ = _e4162;
                            uint _e4163 = l_mut_440_;
                            l_mut_388_ = _e4163;
                        }
                        uint _e4164 = l_mut_428_;
                        uint _e4165 = l_mut_388_;
                        bool l_1666_ = (_e4164 < _e4165);
                        uint _e4167 = l_mut_428_;
                        uint _e4168 = l_mut_388_;
                        bool l_1667_ = (_e4167 == _e4168);
                        uint _e4170 = l_mut_439_;
                        uint _e4171 = l_mut_1487_;
                        bool l_1668_ = (_e4170 < _e4171);
                        if (l_1667_) {
                            local_102 = l_1668_;
                        } else {
                            local_102 = false;
                        }
                        bool l_1669_ = local_102;
                        if (!(l_1666_)) {
                            local_103 = l_1669_;
                        } else {
                            local_103 = true;
                        }
                        bool l_1670_ = local_103;
                        bool l_1671_ = !(l_1670_);
                        bool _e4183 = l_mut_357_;
                        bool l_1672_ = (l_1671_ != _e4183);
                        if (l_1672_) {
                            uint _e4185 = l_mut_445_;
                            l_mut_1487_ = _e4185;
                            uint _e4186 = l_mut_444_;
                            l_mut_388_ = _e4186;
                            uint _e4187 = l_mut_441_;
                            l_mut_445_ = _e4187;
                            uint _e4188 = l_mut_440_;
                            l_mut_444_ = _e4188;
                            uint _e4189 = l_mut_1487_;
                            l_mut_441_ = _e4189;
                            uint _e4190 = l_mut_388_;
                            l_mut_440_ = _e4190;
                            uint _e4191 = l_mut_421_;
                            l_mut_1487_ = _e4191;
                            uint _e4192 = l_mut_394_;
                            l_mut_421_ = _e4192;
                            uint _e4193 = l_mut_1487_;
                            l_mut_394_ = _e4193;
                            l_mut_357_ = l_1671_;
                        }
                        uint _e4194 = l_mut_445_;
                        uint _e4195 = l_mut_439_;
                        uint l_1673_ = (_e4194 - _e4195);
                        uint _e4197 = l_mut_444_;
                        uint _e4198 = l_mut_428_;
                        uint l_1674_ = (_e4197 - _e4198);
                        uint _e4200 = l_mut_445_;
                        uint _e4201 = l_mut_439_;
                        bool l_1675_ = (_e4200 < _e4201);
                        uint l_1676_ = uint(l_1675_);
                        uint l_1677_ = (l_1674_ - l_1676_);
                        l_mut_1487_ = l_1673_;
                        l_mut_388_ = l_1677_;
                        bool _e4205 = l_mut_357_;
                        if (_e4205) {
                            uint _e4206 = l_mut_439_;
                            uint l_1678_ = (_e4206 - l_1389_);
                            uint _e4208 = l_mut_428_;
                            uint l_1679_ = (_e4208 - l_1393_);
                            uint _e4210 = l_mut_439_;
                            bool l_1680_ = (_e4210 < l_1389_);
                            uint l_1681_ = uint(l_1680_);
                            uint l_1682_ = (l_1679_ - l_1681_);
                            l_mut_1487_ = l_1678_;
                            l_mut_388_ = l_1682_;
                        }
                        uint _e4214 = l_mut_445_;
                        l_mut_382_ = _e4214;
                        uint _e4215 = l_mut_444_;
                        l_mut_275_ = _e4215;
                        uint _e4216 = l_mut_388_;
                        uint _e4217 = l_mut_444_;
                        bool l_1683_ = (_e4216 < _e4217);
                        uint _e4219 = l_mut_388_;
                        uint _e4220 = l_mut_444_;
                        bool l_1684_ = (_e4219 == _e4220);
                        uint _e4222 = l_mut_1487_;
                        uint _e4223 = l_mut_445_;
                        bool l_1685_ = (_e4222 < _e4223);
                        if (l_1684_) {
                            local_104 = l_1685_;
                        } else {
                            local_104 = false;
                        }
                        bool l_1686_ = local_104;
                        if (!(l_1683_)) {
                            local_105 = l_1686_;
                        } else {
                            local_105 = true;
                        }
                        bool l_1687_ = local_105;
                        if (l_1687_) {
                            uint _e4234 = l_mut_1487_;
                            l_mut_382_ = _e4234;
                            uint _e4235 = l_mut_388_;
                            l_mut_275_ = _e4235;
                        }
                        l_mut_350_ = false;
                        uint _e4237 = l_mut_382_;
                        l_mut_1487_ = _e4237;
                        uint _e4238 = l_mut_275_;
                        l_mut_388_ = _e4238;
                        if (false) {
                            uint _e4241 = l_mut_275_;
                            uint l_1690_ = (_e4241 >> 3u);
                            l_mut_1487_ = l_1690_;
                            l_mut_388_ = 0u;
                        } else {
                            if (true) {
                                uint _e4245 = l_mut_382_;
                                l_mut_269_ = _e4245;
                                if (true) {
                                    uint _e4247 = l_mut_382_;
                                    uint l_1693_ = (_e4247 >> 3u);
                                    uint _e4250 = l_mut_275_;
                                    uint l_1694_ = (_e4250 << 29u);
                                    uint l_1695_ = (l_1693_ | l_1694_);
                                    l_mut_269_ = l_1695_;
                                }
                                uint _e4254 = l_mut_275_;
                                uint l_1696_ = (_e4254 >> 3u);
                                uint _e4257 = l_mut_269_;
                                l_mut_1487_ = _e4257;
                                l_mut_388_ = l_1696_;
                            }
                        }
                        uint _e4258 = l_mut_388_;
                        uint _e4259 = l_mut_440_;
                        bool l_1697_ = (_e4258 < _e4259);
                        uint _e4261 = l_mut_388_;
                        uint _e4262 = l_mut_440_;
                        bool l_1698_ = (_e4261 == _e4262);
                        uint _e4264 = l_mut_1487_;
                        uint _e4265 = l_mut_441_;
                        bool l_1699_ = (_e4264 < _e4265);
                        if (l_1698_) {
                            local_106 = l_1699_;
                        } else {
                            local_106 = false;
                        }
                        bool l_1700_ = local_106;
                        if (!(l_1697_)) {
                            local_107 = l_1700_;
                        } else {
                            local_107 = true;
                        }
                        bool l_1701_ = local_107;
                        bool l_1702_ = !(l_1701_);
                        l_mut_350_ = l_1702_;
                        l_mut_1487_ = 0u;
                        uint _e4278 = l_mut_441_;
                        uint _e4279 = l_mut_440_;
                        uint l_1703_ = (_e4278 | _e4279);
                        bool l_1704_ = (l_1703_ == 0u);
                        bool l_1705_ = !(l_1704_);
                        bool _e4284 = l_mut_350_;
                        if (_e4284) {
                            local_108 = l_1705_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1706_ = local_108;
                        uint _e4289 = l_mut_440_;
                        uint _e4290 = l_mut_275_;
                        bool l_1707_ = (_e4289 < _e4290);
                        uint _e4292 = l_mut_440_;
                        uint _e4293 = l_mut_275_;
                        bool l_1708_ = (_e4292 == _e4293);
                        uint _e4295 = l_mut_441_;
                        uint _e4296 = l_mut_382_;
                        bool l_1709_ = (_e4295 < _e4296);
                        if (l_1708_) {
                            local_109 = l_1709_;
                        } else {
                            local_109 = false;
                        }
                        bool l_1710_ = local_109;
                        if (!(l_1707_)) {
                            local_110 = l_1710_;
                        } else {
                            local_110 = true;
                        }
                        bool l_1711_ = local_110;
                        if (l_1706_) {
                            local_111 = l_1711_;
                        } else {
                            local_111 = false;
                        }
                        bool l_1712_ = local_111;
                        uint _e4311 = l_mut_421_;
                        uint _e4312 = l_mut_394_;
                        uint l_1713_ = (_e4311 + _e4312);
                        bool l_1714_ = (l_1713_ < l_874_);
                        if (l_1712_) {
                            local_112 = l_1714_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1715_ = local_112;
                        if (l_1715_) {
                            uint _e4319 = l_mut_421_;
                            uint l_1716_ = (l_874_ - _e4319);
                            uint _e4321 = l_mut_394_;
                            uint l_1717_ = (l_1716_ - _e4321);
                            uint _e4323 = l_mut_421_;
                            uint l_1718_ = naga_div(l_1717_, _e4323);
                            uint _e4325 = l_mut_382_;
                            uint l_1719_ = (_e4325 - 1u);
                            uint _e4328 = l_mut_275_;
                            uint l_1720_ = (_e4328 - 0u);
                            uint _e4331 = l_mut_382_;
                            bool l_1721_ = (_e4331 < 1u);
                            uint l_1722_ = uint(l_1721_);
                            uint l_1723_ = (l_1720_ - l_1722_);
                            l_mut_388_ = l_1719_;
                            l_mut_382_ = l_1723_;
                            l_mut_275_ = 0u;
                            l_mut_1724_ = 0u;
                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                            bool loop_init_7 = true;
                            while(true) {
                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                if (!loop_init_7) {
                                    uint _e4424 = l_mut_1724_;
                                    l_mut_1724_ = (_e4424 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e4339 = l_mut_1724_;
                                if ((_e4339 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e4343 = l_mut_1724_;
                                    uint l_1725_ = (19u - _e4343);
                                    uint _e4345 = l_mut_388_;
                                    l_mut_269_ = _e4345;
                                    uint _e4346 = l_mut_382_;
                                    l_mut_219_ = _e4346;
                                    bool l_1726_ = (l_1725_ >= 32u);
                                    if (l_1726_) {
                                        uint l_1727_ = (l_1725_ & 31u);
                                        uint _e4351 = l_mut_382_;
                                        uint l_1728_ = (_e4351 >> l_1727_);
                                        l_mut_269_ = l_1728_;
                                        l_mut_219_ = 0u;
                                    } else {
                                        bool l_1729_ = (l_1725_ > 0u);
                                        if (l_1729_) {
                                            uint _e4356 = l_mut_388_;
                                            l_mut_213_ = _e4356;
                                            bool l_1730_ = (l_1725_ > 0u);
                                            if (l_1730_) {
                                                uint _e4359 = l_mut_388_;
                                                uint l_1731_ = (_e4359 >> l_1725_);
                                                uint l_1732_ = (32u - l_1725_);
                                                uint _e4363 = l_mut_382_;
                                                uint l_1733_ = (_e4363 << l_1732_);
                                                uint l_1734_ = (l_1731_ | l_1733_);
                                                l_mut_213_ = l_1734_;
                                            }
                                            uint _e4366 = l_mut_382_;
                                            uint l_1735_ = (_e4366 >> l_1725_);
                                            uint _e4368 = l_mut_213_;
                                            l_mut_269_ = _e4368;
                                            l_mut_219_ = l_1735_;
                                        }
                                    }
                                    uint _e4369 = l_mut_219_;
                                    uint _e4370 = l_mut_440_;
                                    bool l_1736_ = (_e4369 < _e4370);
                                    uint _e4372 = l_mut_219_;
                                    uint _e4373 = l_mut_440_;
                                    bool l_1737_ = (_e4372 == _e4373);
                                    uint _e4375 = l_mut_269_;
                                    uint _e4376 = l_mut_441_;
                                    bool l_1738_ = (_e4375 < _e4376);
                                    if (l_1737_) {
                                        local_113 = l_1738_;
                                    } else {
                                        local_113 = false;
                                    }
                                    bool l_1739_ = local_113;
                                    if (!(l_1736_)) {
                                        local_114 = l_1739_;
                                    } else {
                                        local_114 = true;
                                    }
                                    bool l_1740_ = local_114;
                                    bool l_1741_ = !(l_1740_);
                                    if (l_1741_) {
                                        uint _e4388 = l_mut_441_;
                                        l_mut_269_ = _e4388;
                                        uint _e4389 = l_mut_440_;
                                        l_mut_219_ = _e4389;
                                        bool l_1742_ = (l_1725_ >= 32u);
                                        if (l_1742_) {
                                            uint l_1743_ = (l_1725_ & 31u);
                                            uint _e4394 = l_mut_441_;
                                            uint l_1744_ = (_e4394 << l_1743_);
                                            l_mut_269_ = 0u;
                                            l_mut_219_ = l_1744_;
                                        } else {
                                            bool l_1745_ = (l_1725_ > 0u);
                                            if (l_1745_) {
                                                uint _e4399 = l_mut_441_;
                                                uint l_1746_ = (_e4399 << l_1725_);
                                                uint _e4401 = l_mut_440_;
                                                uint l_1747_ = (_e4401 << l_1725_);
                                                uint l_1748_ = (32u - l_1725_);
                                                uint _e4405 = l_mut_441_;
                                                uint l_1749_ = (_e4405 >> l_1748_);
                                                uint l_1750_ = (l_1747_ | l_1749_);
                                                l_mut_269_ = l_1746_;
                                                l_mut_219_ = l_1750_;
                                            }
                                        }
                                        uint _e4408 = l_mut_388_;
                                        uint _e4409 = l_mut_269_;
                                        uint l_1751_ = (_e4408 - _e4409);
                                        uint _e4411 = l_mut_382_;
                                        uint _e4412 = l_mut_219_;
                                        uint l_1752_ = (_e4411 - _e4412);
                                        uint _e4414 = l_mut_388_;
                                        uint _e4415 = l_mut_269_;
                                        bool l_1753_ = (_e4414 < _e4415);
                                        uint l_1754_ = uint(l_1753_);
                                        uint l_1755_ = (l_1752_ - l_1754_);
                                        l_mut_388_ = l_1751_;
                                        l_mut_382_ = l_1755_;
                                        uint l_1756_ = (1u << l_1725_);
                                        uint _e4421 = l_mut_275_;
                                        l_mut_275_ = (_e4421 | l_1756_);
                                    }
                                }
                            }
                            uint _e4426 = l_mut_275_;
                            uint l_1757_ = min(_e4426, l_1718_);
                            l_mut_275_ = l_1757_;
                            uint _e4428 = l_mut_382_;
                            uint _e4429 = l_mut_440_;
                            bool l_1758_ = (_e4428 < _e4429);
                            uint _e4431 = l_mut_382_;
                            uint _e4432 = l_mut_440_;
                            bool l_1759_ = (_e4431 == _e4432);
                            uint _e4434 = l_mut_388_;
                            uint _e4435 = l_mut_441_;
                            bool l_1760_ = (_e4434 < _e4435);
                            if (l_1759_) {
                                local_115 = l_1760_;
                            } else {
                                local_115 = false;
                            }
                            bool l_1761_ = local_115;
                            if (!(l_1758_)) {
                                local_116 = l_1761_;
                            } else {
                                local_116 = true;
                            }
                            bool l_1762_ = local_116;
                            bool l_1763_ = !(l_1762_);
                            if (l_1763_) {
                                l_mut_275_ = l_1718_;
                            }
                            uint _e4447 = l_mut_275_;
                            l_mut_1487_ = _e4447;
                        }
                        uint _e4448 = l_mut_445_;
                        l_mut_388_ = _e4448;
                        uint _e4449 = l_mut_444_;
                        l_mut_382_ = _e4449;
                        uint _e4450 = l_mut_441_;
                        l_mut_275_ = _e4450;
                        uint _e4451 = l_mut_440_;
                        l_mut_269_ = _e4451;
                        uint _e4452 = l_mut_421_;
                        l_mut_219_ = _e4452;
                        uint _e4453 = l_mut_394_;
                        l_mut_213_ = _e4453;
                        uint _e4454 = l_mut_439_;
                        l_mut_151_ = _e4454;
                        uint _e4455 = l_mut_428_;
                        l_mut_145_ = _e4455;
                        l_mut_102_ = 0u;
                        uint _e4457 = l_mut_1487_;
                        bool l_1764_ = (_e4457 > 0u);
                        if (l_1764_) {
                            uint _e4460 = l_mut_441_;
                            uint _e4461 = l_mut_1487_;
                            uint l_1765_ = (_e4460 * _e4461);
                            uint _e4463 = l_mut_441_;
                            uint64_t l_2781_ = uint64_t(_e4463);
                            uint _e4465 = l_mut_1487_;
                            uint64_t l_2782_ = uint64_t(_e4465);
                            uint64_t l_2783_ = (l_2781_ * l_2782_);
                            uint64_t l_2784_ = (l_2783_ >> uint(32uL));
                            uint l_1766_ = uint(l_2784_);
                            uint _e4474 = l_mut_440_;
                            uint _e4475 = l_mut_1487_;
                            uint l_1767_ = (_e4474 * _e4475);
                            uint l_1768_ = (l_1766_ + l_1767_);
                            bool _e4478 = l_mut_357_;
                            if (_e4478) {
                                uint _e4479 = l_mut_439_;
                                uint l_1769_ = (_e4479 - l_1765_);
                                uint _e4481 = l_mut_428_;
                                uint l_1770_ = (_e4481 - l_1768_);
                                uint _e4483 = l_mut_439_;
                                bool l_1771_ = (_e4483 < l_1765_);
                                uint l_1772_ = uint(l_1771_);
                                uint l_1773_ = (l_1770_ - l_1772_);
                                l_mut_151_ = l_1769_;
                                l_mut_145_ = l_1773_;
                            }
                            uint _e4487 = l_mut_445_;
                            uint l_1774_ = (_e4487 - l_1765_);
                            uint _e4489 = l_mut_444_;
                            uint l_1775_ = (_e4489 - l_1768_);
                            uint _e4491 = l_mut_445_;
                            bool l_1776_ = (_e4491 < l_1765_);
                            uint l_1777_ = uint(l_1776_);
                            uint l_1778_ = (l_1775_ - l_1777_);
                            l_mut_388_ = l_1774_;
                            l_mut_382_ = l_1778_;
                            uint _e4495 = l_mut_1487_;
                            uint _e4496 = l_mut_421_;
                            uint l_1779_ = (_e4495 * _e4496);
                            uint _e4498 = l_mut_394_;
                            uint l_1780_ = (_e4498 + l_1779_);
                            l_mut_213_ = l_1780_;
                        } else {
                            bool _e4500 = l_mut_357_;
                            if (_e4500) {
                                uint _e4501 = l_mut_439_;
                                uint _e4502 = l_mut_441_;
                                uint l_1781_ = (_e4501 - _e4502);
                                uint _e4504 = l_mut_428_;
                                uint _e4505 = l_mut_440_;
                                uint l_1782_ = (_e4504 - _e4505);
                                uint _e4507 = l_mut_439_;
                                uint _e4508 = l_mut_441_;
                                bool l_1783_ = (_e4507 < _e4508);
                                uint l_1784_ = uint(l_1783_);
                                uint l_1785_ = (l_1782_ - l_1784_);
                                l_mut_151_ = l_1781_;
                                l_mut_145_ = l_1785_;
                                uint _e4512 = l_mut_145_;
                                bool l_1786_ = (_e4512 < l_1393_);
                                uint _e4514 = l_mut_145_;
                                bool l_1787_ = (_e4514 == l_1393_);
                                uint _e4516 = l_mut_151_;
                                bool l_1788_ = (_e4516 < l_1389_);
                                if (l_1787_) {
                                    local_117 = l_1788_;
                                } else {
                                    local_117 = false;
                                }
                                bool l_1789_ = local_117;
                                if (!(l_1786_)) {
                                    local_118 = l_1789_;
                                } else {
                                    local_118 = true;
                                }
                                bool l_1790_ = local_118;
                                if (l_1790_) {
                                    l_mut_102_ = 2u;
                                }
                            }
                            uint _e4528 = l_mut_102_;
                            bool l_1791_ = (_e4528 == 0u);
                            if (l_1791_) {
                                uint _e4531 = l_mut_421_;
                                uint l_1792_ = (l_874_ - _e4531);
                                uint _e4533 = l_mut_394_;
                                uint l_1793_ = naga_div(l_1792_, _e4533);
                                l_mut_1487_ = 0u;
                                l_mut_350_ = false;
                                uint _e4537 = l_mut_441_;
                                l_mut_96_ = _e4537;
                                uint _e4538 = l_mut_440_;
                                l_mut_90_ = _e4538;
                                if (false) {
                                    uint _e4541 = l_mut_440_;
                                    uint l_1796_ = (_e4541 >> 3u);
                                    l_mut_96_ = l_1796_;
                                    l_mut_90_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e4545 = l_mut_441_;
                                        l_mut_75_ = _e4545;
                                        if (true) {
                                            uint _e4547 = l_mut_441_;
                                            uint l_1799_ = (_e4547 >> 3u);
                                            uint _e4550 = l_mut_440_;
                                            uint l_1800_ = (_e4550 << 29u);
                                            uint l_1801_ = (l_1799_ | l_1800_);
                                            l_mut_75_ = l_1801_;
                                        }
                                        uint _e4554 = l_mut_440_;
                                        uint l_1802_ = (_e4554 >> 3u);
                                        uint _e4557 = l_mut_75_;
                                        l_mut_96_ = _e4557;
                                        l_mut_90_ = l_1802_;
                                    }
                                }
                                uint _e4558 = l_mut_90_;
                                uint _e4559 = l_mut_444_;
                                bool l_1803_ = (_e4558 < _e4559);
                                uint _e4561 = l_mut_90_;
                                uint _e4562 = l_mut_444_;
                                bool l_1804_ = (_e4561 == _e4562);
                                uint _e4564 = l_mut_96_;
                                uint _e4565 = l_mut_445_;
                                bool l_1805_ = (_e4564 < _e4565);
                                if (l_1804_) {
                                    local_119 = l_1805_;
                                } else {
                                    local_119 = false;
                                }
                                bool l_1806_ = local_119;
                                if (!(l_1803_)) {
                                    local_120 = l_1806_;
                                } else {
                                    local_120 = true;
                                }
                                bool l_1807_ = local_120;
                                bool l_1808_ = !(l_1807_);
                                l_mut_350_ = l_1808_;
                                uint _e4577 = l_mut_445_;
                                uint _e4578 = l_mut_444_;
                                uint l_1809_ = (_e4577 | _e4578);
                                bool l_1810_ = (l_1809_ == 0u);
                                if (l_1810_) {
                                    l_mut_1487_ = l_1793_;
                                } else {
                                    bool _e4582 = l_mut_350_;
                                    if (_e4582) {
                                        uint _e4583 = l_mut_444_;
                                        uint _e4584 = l_mut_440_;
                                        bool l_1811_ = (_e4583 < _e4584);
                                        uint _e4586 = l_mut_444_;
                                        uint _e4587 = l_mut_440_;
                                        bool l_1812_ = (_e4586 == _e4587);
                                        uint _e4589 = l_mut_445_;
                                        uint _e4590 = l_mut_441_;
                                        bool l_1813_ = (_e4589 < _e4590);
                                        if (l_1812_) {
                                            local_121 = l_1813_;
                                        } else {
                                            local_121 = false;
                                        }
                                        bool l_1814_ = local_121;
                                        if (!(l_1811_)) {
                                            local_122 = l_1814_;
                                        } else {
                                            local_122 = true;
                                        }
                                        bool l_1815_ = local_122;
                                        if (l_1815_) {
                                            uint _e4601 = l_mut_441_;
                                            uint l_1816_ = (_e4601 - 1u);
                                            uint _e4604 = l_mut_440_;
                                            uint l_1817_ = (_e4604 - 0u);
                                            uint _e4607 = l_mut_441_;
                                            bool l_1818_ = (_e4607 < 1u);
                                            uint l_1819_ = uint(l_1818_);
                                            uint l_1820_ = (l_1817_ - l_1819_);
                                            l_mut_96_ = l_1816_;
                                            l_mut_90_ = l_1820_;
                                            l_mut_75_ = 0u;
                                            l_mut_1821_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4700 = l_mut_1821_;
                                                    l_mut_1821_ = (_e4700 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4615 = l_mut_1821_;
                                                if ((_e4615 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4619 = l_mut_1821_;
                                                    uint l_1822_ = (19u - _e4619);
                                                    uint _e4621 = l_mut_96_;
                                                    l_mut_40_ = _e4621;
                                                    uint _e4622 = l_mut_90_;
                                                    l_mut_1823_ = _e4622;
                                                    bool l_1824_ = (l_1822_ >= 32u);
                                                    if (l_1824_) {
                                                        uint l_1825_ = (l_1822_ & 31u);
                                                        uint _e4627 = l_mut_90_;
                                                        uint l_1826_ = (_e4627 >> l_1825_);
                                                        l_mut_40_ = l_1826_;
                                                        l_mut_1823_ = 0u;
                                                    } else {
                                                        bool l_1827_ = (l_1822_ > 0u);
                                                        if (l_1827_) {
                                                            uint _e4632 = l_mut_96_;
                                                            l_mut_1828_ = _e4632;
                                                            bool l_1829_ = (l_1822_ > 0u);
                                                            if (l_1829_) {
                                                                uint _e4635 = l_mut_96_;
                                                                uint l_1830_ = (_e4635 >> l_1822_);
                                                                uint l_1831_ = (32u - l_1822_);
                                                                uint _e4639 = l_mut_90_;
                                                                uint l_1832_ = (_e4639 << l_1831_);
                                                                uint l_1833_ = (l_1830_ | l_1832_);
                                                                l_mut_1828_ = l_1833_;
                                                            }
                                                            uint _e4642 = l_mut_90_;
                                                            uint l_1834_ = (_e4642 >> l_1822_);
                                                            uint _e4644 = l_mut_1828_;
                                                            l_mut_40_ = _e4644;
                                                            l_mut_1823_ = l_1834_;
                                                        }
                                                    }
                                                    uint _e4645 = l_mut_1823_;
                                                    uint _e4646 = l_mut_444_;
                                                    bool l_1835_ = (_e4645 < _e4646);
                                                    uint _e4648 = l_mut_1823_;
                                                    uint _e4649 = l_mut_444_;
                                                    bool l_1836_ = (_e4648 == _e4649);
                                                    uint _e4651 = l_mut_40_;
                                                    uint _e4652 = l_mut_445_;
                                                    bool l_1837_ = (_e4651 < _e4652);
                                                    if (l_1836_) {
                                                        local_123 = l_1837_;
                                                    } else {
                                                        local_123 = false;
                                                    }
                                                    bool l_1838_ = local_123;
                                                    if (!(l_1835_)) {
                                                        local_124 = l_1838_;
                                                    } else {
                                                        local_124 = true;
                                                    }
                                                    bool l_1839_ = local_124;
                                                    bool l_1840_ = !(l_1839_);
                                                    if (l_1840_) {
                                                        uint _e4664 = l_mut_445_;
                                                        l_mut_1828_ = _e4664;
                                                        uint _e4665 = l_mut_444_;
                                                        l_mut_1823_ = _e4665;
                                                        bool l_1841_ = (l_1822_ >= 32u);
                                                        if (l_1841_) {
                                                            uint l_1842_ = (l_1822_ & 31u);
                                                            uint _e4670 = l_mut_445_;
                                                            uint l_1843_ = (_e4670 << l_1842_);
                                                            l_mut_1828_ = 0u;
                                                            l_mut_1823_ = l_1843_;
                                                        } else {
                                                            bool l_1844_ = (l_1822_ > 0u);
                                                            if (l_1844_) {
                                                                uint _e4675 = l_mut_445_;
                                                                uint l_1845_ = (_e4675 << l_1822_);
                                                                uint _e4677 = l_mut_444_;
                                                                uint l_1846_ = (_e4677 << l_1822_);
                                                                uint l_1847_ = (32u - l_1822_);
                                                                uint _e4681 = l_mut_445_;
                                                                uint l_1848_ = (_e4681 >> l_1847_);
                                                                uint l_1849_ = (l_1846_ | l_1848_);
                                                                l_mut_1828_ = l_1845_;
                                                                l_mut_1823_ = l_1849_;
                                                            }
                                                        }
                                                        uint _e4684 = l_mut_96_;
                                                        uint _e4685 = l_mut_1828_;
                                                        uint l_1850_ = (_e4684 - _e4685);
                                                        uint _e4687 = l_mut_90_;
                                                        uint _e4688 = l_mut_1823_;
                                                        uint l_1851_ = (_e4687 - _e4688);
                                                        uint _e4690 = l_mut_96_;
                                                        uint _e4691 = l_mut_1828_;
                                                        bool l_1852_ = (_e4690 < _e4691);
                                                        uint l_1853_ = uint(l_1852_);
                                                        uint l_1854_ = (l_1851_ - l_1853_);
                                                        l_mut_96_ = l_1850_;
                                                        l_mut_90_ = l_1854_;
                                                        uint l_1855_ = (1u << l_1822_);
                                                        uint _e4697 = l_mut_75_;
                                                        l_mut_75_ = (_e4697 | l_1855_);
                                                    }
                                                }
                                            }
                                            uint _e4702 = l_mut_75_;
                                            uint l_1856_ = min(_e4702, l_1793_);
                                            l_mut_1828_ = l_1856_;
                                            uint _e4704 = l_mut_90_;
                                            uint _e4705 = l_mut_444_;
                                            bool l_1857_ = (_e4704 < _e4705);
                                            uint _e4707 = l_mut_90_;
                                            uint _e4708 = l_mut_444_;
                                            bool l_1858_ = (_e4707 == _e4708);
                                            uint _e4710 = l_mut_96_;
                                            uint _e4711 = l_mut_445_;
                                            bool l_1859_ = (_e4710 < _e4711);
                                            if (l_1858_) {
                                                local_125 = l_1859_;
                                            } else {
                                                local_125 = false;
                                            }
                                            bool l_1860_ = local_125;
                                            if (!(l_1857_)) {
                                                local_126 = l_1860_;
                                            } else {
                                                local_126 = true;
                                            }
                                            bool l_1861_ = local_126;
                                            bool l_1862_ = !(l_1861_);
                                            if (l_1862_) {
                                                l_mut_1828_ = l_1793_;
                                            }
                                            uint _e4723 = l_mut_1828_;
                                            l_mut_1487_ = _e4723;
                                        }
                                    } else {
                                        uint _e4724 = l_mut_441_;
                                        l_mut_1828_ = _e4724;
                                        uint _e4725 = l_mut_440_;
                                        l_mut_1823_ = _e4725;
                                        uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                                            loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                                            uint _e4726 = l_mut_444_;
                                            uint _e4727 = l_mut_1823_;
                                            bool l_1863_ = (_e4726 < _e4727);
                                            uint _e4729 = l_mut_444_;
                                            uint _e4730 = l_mut_1823_;
                                            bool l_1864_ = (_e4729 == _e4730);
                                            uint _e4732 = l_mut_445_;
                                            uint _e4733 = l_mut_1828_;
                                            bool l_1865_ = (_e4732 < _e4733);
                                            if (l_1864_) {
                                                local_127 = l_1865_;
                                            } else {
                                                local_127 = false;
                                            }
                                            bool l_1866_ = local_127;
                                            if (!(l_1863_)) {
                                                local_128 = l_1866_;
                                            } else {
                                                local_128 = true;
                                            }
                                            bool l_1867_ = local_128;
                                            uint _e4744 = l_mut_1487_;
                                            uint _e4745 = l_mut_394_;
                                            uint l_1868_ = (_e4744 * _e4745);
                                            uint _e4747 = l_mut_421_;
                                            uint l_1869_ = (_e4747 + l_1868_);
                                            uint _e4749 = l_mut_394_;
                                            uint l_1870_ = (l_1869_ + _e4749);
                                            bool l_1871_ = (l_1870_ < l_874_);
                                            if (l_1867_) {
                                                local_129 = l_1871_;
                                            } else {
                                                local_129 = false;
                                            }
                                            bool l_1872_ = local_129;
                                            bool l_1873_ = !(l_1872_);
                                            if (l_1873_) {
                                                break;
                                            }
                                            uint _e4757 = l_mut_1828_;
                                            uint _e4758 = l_mut_445_;
                                            uint l_1874_ = (_e4757 - _e4758);
                                            uint _e4760 = l_mut_1823_;
                                            uint _e4761 = l_mut_444_;
                                            uint l_1875_ = (_e4760 - _e4761);
                                            uint _e4763 = l_mut_1828_;
                                            uint _e4764 = l_mut_445_;
                                            bool l_1876_ = (_e4763 < _e4764);
                                            uint l_1877_ = uint(l_1876_);
                                            uint l_1878_ = (l_1875_ - l_1877_);
                                            l_mut_1828_ = l_1874_;
                                            l_mut_1823_ = l_1878_;
                                            uint _e4768 = l_mut_1487_;
                                            l_mut_1487_ = (_e4768 + 1u);
                                        }
                                    }
                                }
                                uint _e4771 = l_mut_1487_;
                                uint _e4772 = l_mut_394_;
                                uint l_1879_ = (_e4771 * _e4772);
                                uint _e4774 = l_mut_421_;
                                uint l_1880_ = (_e4774 + l_1879_);
                                uint _e4776 = l_mut_394_;
                                uint l_1881_ = (l_1880_ + _e4776);
                                bool l_1882_ = (l_1881_ >= l_874_);
                                if (l_1882_) {
                                    l_mut_102_ = 1u;
                                } else {
                                    uint _e4780 = l_mut_445_;
                                    uint _e4781 = l_mut_1487_;
                                    uint l_1883_ = (_e4780 * _e4781);
                                    uint _e4783 = l_mut_445_;
                                    uint64_t l_2786_ = uint64_t(_e4783);
                                    uint _e4785 = l_mut_1487_;
                                    uint64_t l_2787_ = uint64_t(_e4785);
                                    uint64_t l_2788_ = (l_2786_ * l_2787_);
                                    uint64_t l_2789_ = (l_2788_ >> uint(32uL));
                                    uint l_1884_ = uint(l_2789_);
                                    uint _e4794 = l_mut_444_;
                                    uint _e4795 = l_mut_1487_;
                                    uint l_1885_ = (_e4794 * _e4795);
                                    uint l_1886_ = (l_1884_ + l_1885_);
                                    uint _e4798 = l_mut_441_;
                                    uint l_1887_ = (_e4798 - l_1883_);
                                    uint _e4800 = l_mut_440_;
                                    uint l_1888_ = (_e4800 - l_1886_);
                                    uint _e4802 = l_mut_441_;
                                    bool l_1889_ = (_e4802 < l_1883_);
                                    uint l_1890_ = uint(l_1889_);
                                    uint l_1891_ = (l_1888_ - l_1890_);
                                    l_mut_275_ = l_1887_;
                                    l_mut_269_ = l_1891_;
                                    uint _e4806 = l_mut_1487_;
                                    uint _e4807 = l_mut_394_;
                                    uint l_1892_ = (_e4806 * _e4807);
                                    uint _e4809 = l_mut_421_;
                                    uint l_1893_ = (_e4809 + l_1892_);
                                    l_mut_219_ = l_1893_;
                                    uint _e4811 = l_mut_445_;
                                    uint _e4812 = l_mut_275_;
                                    uint l_1894_ = (_e4811 - _e4812);
                                    uint _e4814 = l_mut_444_;
                                    uint _e4815 = l_mut_269_;
                                    uint l_1895_ = (_e4814 - _e4815);
                                    uint _e4817 = l_mut_445_;
                                    uint _e4818 = l_mut_275_;
                                    bool l_1896_ = (_e4817 < _e4818);
                                    uint l_1897_ = uint(l_1896_);
                                    uint l_1898_ = (l_1895_ - l_1897_);
                                    l_mut_388_ = l_1894_;
                                    l_mut_382_ = l_1898_;
                                    uint _e4822 = l_mut_394_;
                                    uint _e4823 = l_mut_219_;
                                    uint l_1899_ = (_e4822 + _e4823);
                                    l_mut_213_ = l_1899_;
                                }
                            }
                        }
                        uint _e4825 = l_mut_388_;
                        l_mut_445_ = _e4825;
                        uint _e4826 = l_mut_382_;
                        l_mut_444_ = _e4826;
                        uint _e4827 = l_mut_275_;
                        l_mut_441_ = _e4827;
                        uint _e4828 = l_mut_269_;
                        l_mut_440_ = _e4828;
                        uint _e4829 = l_mut_219_;
                        l_mut_421_ = _e4829;
                        uint _e4830 = l_mut_213_;
                        l_mut_394_ = _e4830;
                        uint _e4831 = l_mut_151_;
                        l_mut_439_ = _e4831;
                        uint _e4832 = l_mut_145_;
                        l_mut_428_ = _e4832;
                        uint _e4833 = l_mut_102_;
                        bool l_1900_ = (_e4833 == 1u);
                        l_mut_652_ = l_1900_;
                        uint _e4836 = l_mut_102_;
                        bool l_1901_ = (_e4836 == 0u);
                        l_mut_628_ = l_1901_;
                    }
                    bool _e4839 = l_mut_652_;
                    bool l_1902_ = !(_e4839);
                    if (l_873_) {
                        local_130 = l_1902_;
                    } else {
                        local_130 = false;
                    }
                    bool l_1903_ = local_130;
                    if (l_1903_) {
                        uint _e4846 = l_mut_871_;
                        uint l_1904_ = (1u << _e4846);
                        uint _e4848 = l_mut_793_;
                        l_mut_793_ = (_e4848 | l_1904_);
                        uint _e4850 = l_mut_788_;
                        l_mut_788_ = (_e4850 + 1u);
                        uint l_1905_ = (l_872_ + l_870_);
                        uint l_1906_ = min(l_1905_, l_56_);
                        l_mut_1828_ = 0u;
                        l_mut_1907_ = l_872_;
                        uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                        bool loop_init_9 = true;
                        while(true) {
                            if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                            loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                            if (!loop_init_9) {
                                uint _e5372 = l_mut_1907_;
                                l_mut_1907_ = (_e5372 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e4857 = l_mut_1907_;
                            if ((_e4857 < l_1906_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4859 = l_mut_1907_;
                                uint l_1908_ = (l_59_ * _e4859);
                                uint64_t l_2791_ = uint64_t(l_59_);
                                uint _e4862 = l_mut_1907_;
                                uint64_t l_2792_ = uint64_t(_e4862);
                                uint64_t l_2793_ = (l_2791_ * l_2792_);
                                uint64_t l_2794_ = (l_2793_ >> uint(32uL));
                                uint l_1909_ = uint(l_2794_);
                                uint _e4871 = l_mut_1907_;
                                uint l_1910_ = (l_62_ * _e4871);
                                uint l_1911_ = (l_1909_ + l_1910_);
                                uint l_1912_ = (l_64_ + l_1908_);
                                uint l_1913_ = (l_67_ + l_1911_);
                                bool l_1914_ = (l_1912_ < l_64_);
                                uint l_1915_ = uint(l_1914_);
                                uint l_1916_ = (l_1913_ + l_1915_);
                                l_mut_1823_ = 0u;
                                l_mut_1487_ = 0u;
                                uint _e4881 = l_mut_1907_;
                                bool l_1917_ = (_e4881 < 65536u);
                                if (l_1917_) {
                                    uint _e4884 = l_mut_1907_;
                                    uint _e4885 = l_mut_1907_;
                                    uint l_1918_ = (_e4884 * _e4885);
                                    uint l_1919_ = (l_72_ >> 31u);
                                    bool l_1920_ = (l_1919_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_1920_) {
                                        uint l_1921_ = (0u - l_69_);
                                        uint l_1922_ = (0u - l_72_);
                                        bool l_1923_ = (0u < l_69_);
                                        uint l_1924_ = uint(l_1923_);
                                        uint l_1925_ = (l_1922_ - l_1924_);
                                        l_mut_445_ = l_1921_;
                                        l_mut_444_ = l_1925_;
                                    }
                                    uint _e4899 = l_mut_445_;
                                    uint l_1926_ = (_e4899 * l_1918_);
                                    uint _e4901 = l_mut_444_;
                                    uint l_1927_ = (_e4901 * l_1918_);
                                    uint _e4903 = l_mut_445_;
                                    uint64_t l_2796_ = uint64_t(_e4903);
                                    uint64_t l_2797_ = uint64_t(l_1918_);
                                    uint64_t l_2798_ = (l_2796_ * l_2797_);
                                    uint64_t l_2799_ = (l_2798_ >> uint(32uL));
                                    uint l_1928_ = uint(l_2799_);
                                    uint l_1929_ = (l_1928_ + l_1927_);
                                    uint _e4914 = l_mut_444_;
                                    uint64_t l_2801_ = uint64_t(_e4914);
                                    uint64_t l_2802_ = uint64_t(l_1918_);
                                    uint64_t l_2803_ = (l_2801_ * l_2802_);
                                    uint64_t l_2804_ = (l_2803_ >> uint(32uL));
                                    uint l_1930_ = uint(l_2804_);
                                    bool l_1931_ = (l_1929_ < l_1927_);
                                    uint l_1932_ = uint(l_1931_);
                                    uint l_1933_ = (l_1930_ + l_1932_);
                                    uint l_1934_ = naga_mod(l_9_, 32u);
                                    l_mut_441_ = l_1926_;
                                    bool l_1935_ = (l_1934_ > 0u);
                                    if (l_1935_) {
                                        uint l_1936_ = (l_1926_ >> l_1934_);
                                        uint l_1937_ = (32u - l_1934_);
                                        uint l_1938_ = (l_1929_ << l_1937_);
                                        uint l_1939_ = (l_1936_ | l_1938_);
                                        l_mut_441_ = l_1939_;
                                    }
                                    l_mut_440_ = l_1929_;
                                    bool l_1940_ = (l_1934_ > 0u);
                                    if (l_1940_) {
                                        uint l_1941_ = (l_1929_ >> l_1934_);
                                        uint l_1942_ = (32u - l_1934_);
                                        uint l_1943_ = (l_1933_ << l_1942_);
                                        uint l_1944_ = (l_1941_ | l_1943_);
                                        l_mut_440_ = l_1944_;
                                    }
                                    uint _e4943 = l_mut_441_;
                                    l_mut_439_ = _e4943;
                                    uint _e4944 = l_mut_440_;
                                    l_mut_441_ = _e4944;
                                    bool l_1945_ = (l_9_ >= 64u);
                                    if (l_1945_) {
                                        l_mut_439_ = l_1933_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        bool l_1946_ = (l_9_ >= 32u);
                                        if (l_1946_) {
                                            l_mut_440_ = l_1929_;
                                            bool l_1947_ = (l_1934_ > 0u);
                                            if (l_1947_) {
                                                uint l_1948_ = (l_1929_ >> l_1934_);
                                                uint l_1949_ = (32u - l_1934_);
                                                uint l_1950_ = (l_1933_ << l_1949_);
                                                uint l_1951_ = (l_1948_ | l_1950_);
                                                l_mut_440_ = l_1951_;
                                            }
                                            uint l_1952_ = (l_1933_ >> l_1934_);
                                            uint _e4958 = l_mut_440_;
                                            l_mut_439_ = _e4958;
                                            l_mut_441_ = l_1952_;
                                        }
                                    }
                                    uint _e4959 = l_mut_439_;
                                    l_mut_445_ = _e4959;
                                    uint _e4960 = l_mut_441_;
                                    l_mut_444_ = _e4960;
                                    if (l_1920_) {
                                        uint _e4962 = l_mut_445_;
                                        uint l_1953_ = (0u - _e4962);
                                        uint _e4965 = l_mut_444_;
                                        uint l_1954_ = (0u - _e4965);
                                        uint _e4968 = l_mut_445_;
                                        bool l_1955_ = (0u < _e4968);
                                        uint l_1956_ = uint(l_1955_);
                                        uint l_1957_ = (l_1954_ - l_1956_);
                                        l_mut_445_ = l_1953_;
                                        l_mut_444_ = l_1957_;
                                    }
                                    uint _e4972 = l_mut_445_;
                                    l_mut_1823_ = _e4972;
                                    uint _e4973 = l_mut_444_;
                                    l_mut_1487_ = _e4973;
                                } else {
                                    uint l_1958_ = (l_72_ >> 31u);
                                    bool l_1959_ = (l_1958_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_1959_) {
                                        uint l_1960_ = (0u - l_69_);
                                        uint l_1961_ = (0u - l_72_);
                                        bool l_1962_ = (0u < l_69_);
                                        uint l_1963_ = uint(l_1962_);
                                        uint l_1964_ = (l_1961_ - l_1963_);
                                        l_mut_445_ = l_1960_;
                                        l_mut_444_ = l_1964_;
                                    }
                                    uint _e4986 = l_mut_445_;
                                    uint _e4987 = l_mut_1907_;
                                    uint l_1965_ = (_e4986 * _e4987);
                                    uint _e4989 = l_mut_444_;
                                    uint _e4990 = l_mut_1907_;
                                    uint l_1966_ = (_e4989 * _e4990);
                                    uint _e4992 = l_mut_445_;
                                    uint64_t l_2806_ = uint64_t(_e4992);
                                    uint _e4994 = l_mut_1907_;
                                    uint64_t l_2807_ = uint64_t(_e4994);
                                    uint64_t l_2808_ = (l_2806_ * l_2807_);
                                    uint64_t l_2809_ = (l_2808_ >> uint(32uL));
                                    uint l_1967_ = uint(l_2809_);
                                    uint l_1968_ = (l_1967_ + l_1966_);
                                    uint _e5004 = l_mut_444_;
                                    uint64_t l_2811_ = uint64_t(_e5004);
                                    uint _e5006 = l_mut_1907_;
                                    uint64_t l_2812_ = uint64_t(_e5006);
                                    uint64_t l_2813_ = (l_2811_ * l_2812_);
                                    uint64_t l_2814_ = (l_2813_ >> uint(32uL));
                                    uint l_1969_ = uint(l_2814_);
                                    bool l_1970_ = (l_1968_ < l_1966_);
                                    uint l_1971_ = uint(l_1970_);
                                    uint l_1972_ = (l_1969_ + l_1971_);
                                    l_mut_441_ = l_1965_;
                                    bool l_1974_ = (0u > 0u);
                                    if (l_1974_) {
                                        uint l_1975_ = (l_1965_ >> 0u);
                                        uint l_1976_ = (32u - 0u);
                                        uint l_1977_ = (l_1968_ << l_1976_);
                                        uint l_1978_ = (l_1975_ | l_1977_);
                                        l_mut_441_ = l_1978_;
                                    }
                                    l_mut_440_ = l_1968_;
                                    bool l_1979_ = (0u > 0u);
                                    if (l_1979_) {
                                        uint l_1980_ = (l_1968_ >> 0u);
                                        uint l_1981_ = (32u - 0u);
                                        uint l_1982_ = (l_1972_ << l_1981_);
                                        uint l_1983_ = (l_1980_ | l_1982_);
                                        l_mut_440_ = l_1983_;
                                    }
                                    uint _e5033 = l_mut_441_;
                                    l_mut_439_ = _e5033;
                                    uint _e5034 = l_mut_440_;
                                    l_mut_441_ = _e5034;
                                    if (false) {
                                        l_mut_439_ = l_1972_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_1968_;
                                            bool l_1986_ = (0u > 0u);
                                            if (l_1986_) {
                                                uint l_1987_ = (l_1968_ >> 0u);
                                                uint l_1988_ = (32u - 0u);
                                                uint l_1989_ = (l_1972_ << l_1988_);
                                                uint l_1990_ = (l_1987_ | l_1989_);
                                                l_mut_440_ = l_1990_;
                                            }
                                            uint l_1991_ = (l_1972_ >> 0u);
                                            uint _e5046 = l_mut_440_;
                                            l_mut_439_ = _e5046;
                                            l_mut_441_ = l_1991_;
                                        }
                                    }
                                    uint _e5047 = l_mut_445_;
                                    uint _e5048 = l_mut_1907_;
                                    uint l_1992_ = (_e5047 * _e5048);
                                    uint _e5050 = l_mut_444_;
                                    uint _e5051 = l_mut_1907_;
                                    uint l_1993_ = (_e5050 * _e5051);
                                    uint _e5053 = l_mut_445_;
                                    uint64_t l_2816_ = uint64_t(_e5053);
                                    uint _e5055 = l_mut_1907_;
                                    uint64_t l_2817_ = uint64_t(_e5055);
                                    uint64_t l_2818_ = (l_2816_ * l_2817_);
                                    uint64_t l_2819_ = (l_2818_ >> uint(32uL));
                                    uint l_1994_ = uint(l_2819_);
                                    uint l_1995_ = (l_1994_ + l_1993_);
                                    uint _e5065 = l_mut_444_;
                                    uint64_t l_2821_ = uint64_t(_e5065);
                                    uint _e5067 = l_mut_1907_;
                                    uint64_t l_2822_ = uint64_t(_e5067);
                                    uint64_t l_2823_ = (l_2821_ * l_2822_);
                                    uint64_t l_2824_ = (l_2823_ >> uint(32uL));
                                    uint l_1996_ = uint(l_2824_);
                                    bool l_1997_ = (l_1995_ < l_1993_);
                                    uint l_1998_ = uint(l_1997_);
                                    uint l_1999_ = (l_1996_ + l_1998_);
                                    l_mut_440_ = l_1992_;
                                    bool l_2001_ = (0u > 0u);
                                    if (l_2001_) {
                                        uint l_2002_ = (l_1992_ >> 0u);
                                        uint l_2003_ = (32u - 0u);
                                        uint l_2004_ = (l_1995_ << l_2003_);
                                        uint l_2005_ = (l_2002_ | l_2004_);
                                        l_mut_440_ = l_2005_;
                                    }
                                    l_mut_428_ = l_1995_;
                                    bool l_2006_ = (0u > 0u);
                                    if (l_2006_) {
                                        uint l_2007_ = (l_1995_ >> 0u);
                                        uint l_2008_ = (32u - 0u);
                                        uint l_2009_ = (l_1999_ << l_2008_);
                                        uint l_2010_ = (l_2007_ | l_2009_);
                                        l_mut_428_ = l_2010_;
                                    }
                                    uint _e5094 = l_mut_440_;
                                    l_mut_421_ = _e5094;
                                    uint _e5095 = l_mut_428_;
                                    l_mut_440_ = _e5095;
                                    if (true) {
                                        l_mut_421_ = l_1999_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_428_ = l_1995_;
                                            bool l_2013_ = (0u > 0u);
                                            if (l_2013_) {
                                                uint l_2014_ = (l_1995_ >> 0u);
                                                uint l_2015_ = (32u - 0u);
                                                uint l_2016_ = (l_1999_ << l_2015_);
                                                uint l_2017_ = (l_2014_ | l_2016_);
                                                l_mut_428_ = l_2017_;
                                            }
                                            uint l_2018_ = (l_1999_ >> 0u);
                                            uint _e5107 = l_mut_428_;
                                            l_mut_421_ = _e5107;
                                            l_mut_440_ = l_2018_;
                                        }
                                    }
                                    uint _e5108 = l_mut_439_;
                                    uint _e5109 = l_mut_1907_;
                                    uint l_2019_ = (_e5108 * _e5109);
                                    uint _e5111 = l_mut_441_;
                                    uint _e5112 = l_mut_1907_;
                                    uint l_2020_ = (_e5111 * _e5112);
                                    uint _e5114 = l_mut_439_;
                                    uint64_t l_2826_ = uint64_t(_e5114);
                                    uint _e5116 = l_mut_1907_;
                                    uint64_t l_2827_ = uint64_t(_e5116);
                                    uint64_t l_2828_ = (l_2826_ * l_2827_);
                                    uint64_t l_2829_ = (l_2828_ >> uint(32uL));
                                    uint l_2021_ = uint(l_2829_);
                                    uint l_2022_ = (l_2021_ + l_2020_);
                                    uint _e5126 = l_mut_441_;
                                    uint64_t l_2831_ = uint64_t(_e5126);
                                    uint _e5128 = l_mut_1907_;
                                    uint64_t l_2832_ = uint64_t(_e5128);
                                    uint64_t l_2833_ = (l_2831_ * l_2832_);
                                    uint64_t l_2834_ = (l_2833_ >> uint(32uL));
                                    uint l_2023_ = uint(l_2834_);
                                    bool l_2024_ = (l_2022_ < l_2020_);
                                    uint l_2025_ = uint(l_2024_);
                                    uint l_2026_ = (l_2023_ + l_2025_);
                                    l_mut_445_ = l_2019_;
                                    bool l_2028_ = (0u > 0u);
                                    if (l_2028_) {
                                        uint l_2029_ = (l_2019_ >> 0u);
                                        uint l_2030_ = (32u - 0u);
                                        uint l_2031_ = (l_2022_ << l_2030_);
                                        uint l_2032_ = (l_2029_ | l_2031_);
                                        l_mut_445_ = l_2032_;
                                    }
                                    l_mut_444_ = l_2022_;
                                    bool l_2033_ = (0u > 0u);
                                    if (l_2033_) {
                                        uint l_2034_ = (l_2022_ >> 0u);
                                        uint l_2035_ = (32u - 0u);
                                        uint l_2036_ = (l_2026_ << l_2035_);
                                        uint l_2037_ = (l_2034_ | l_2036_);
                                        l_mut_444_ = l_2037_;
                                    }
                                    uint _e5155 = l_mut_445_;
                                    l_mut_428_ = _e5155;
                                    uint _e5156 = l_mut_444_;
                                    l_mut_445_ = _e5156;
                                    if (false) {
                                        l_mut_428_ = l_2026_;
                                        l_mut_445_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_444_ = l_2022_;
                                            bool l_2040_ = (0u > 0u);
                                            if (l_2040_) {
                                                uint l_2041_ = (l_2022_ >> 0u);
                                                uint l_2042_ = (32u - 0u);
                                                uint l_2043_ = (l_2026_ << l_2042_);
                                                uint l_2044_ = (l_2041_ | l_2043_);
                                                l_mut_444_ = l_2044_;
                                            }
                                            uint l_2045_ = (l_2026_ >> 0u);
                                            uint _e5168 = l_mut_444_;
                                            l_mut_428_ = _e5168;
                                            l_mut_445_ = l_2045_;
                                        }
                                    }
                                    uint _e5169 = l_mut_439_;
                                    uint _e5170 = l_mut_1907_;
                                    uint l_2046_ = (_e5169 * _e5170);
                                    uint _e5172 = l_mut_441_;
                                    uint _e5173 = l_mut_1907_;
                                    uint l_2047_ = (_e5172 * _e5173);
                                    uint _e5175 = l_mut_439_;
                                    uint64_t l_2836_ = uint64_t(_e5175);
                                    uint _e5177 = l_mut_1907_;
                                    uint64_t l_2837_ = uint64_t(_e5177);
                                    uint64_t l_2838_ = (l_2836_ * l_2837_);
                                    uint64_t l_2839_ = (l_2838_ >> uint(32uL));
                                    uint l_2048_ = uint(l_2839_);
                                    uint l_2049_ = (l_2048_ + l_2047_);
                                    uint _e5187 = l_mut_441_;
                                    uint64_t l_2841_ = uint64_t(_e5187);
                                    uint _e5189 = l_mut_1907_;
                                    uint64_t l_2842_ = uint64_t(_e5189);
                                    uint64_t l_2843_ = (l_2841_ * l_2842_);
                                    uint64_t l_2844_ = (l_2843_ >> uint(32uL));
                                    uint l_2050_ = uint(l_2844_);
                                    bool l_2051_ = (l_2049_ < l_2047_);
                                    uint l_2052_ = uint(l_2051_);
                                    uint l_2053_ = (l_2050_ + l_2052_);
                                    l_mut_444_ = l_2046_;
                                    bool l_2055_ = (0u > 0u);
                                    if (l_2055_) {
                                        uint l_2056_ = (l_2046_ >> 0u);
                                        uint l_2057_ = (32u - 0u);
                                        uint l_2058_ = (l_2049_ << l_2057_);
                                        uint l_2059_ = (l_2056_ | l_2058_);
                                        l_mut_444_ = l_2059_;
                                    }
                                    l_mut_394_ = l_2049_;
                                    bool l_2060_ = (0u > 0u);
                                    if (l_2060_) {
                                        uint l_2061_ = (l_2049_ >> 0u);
                                        uint l_2062_ = (32u - 0u);
                                        uint l_2063_ = (l_2053_ << l_2062_);
                                        uint l_2064_ = (l_2061_ | l_2063_);
                                        l_mut_394_ = l_2064_;
                                    }
                                    uint _e5216 = l_mut_444_;
                                    l_mut_388_ = _e5216;
                                    uint _e5217 = l_mut_394_;
                                    l_mut_444_ = _e5217;
                                    if (true) {
                                        l_mut_388_ = l_2053_;
                                        l_mut_444_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2049_;
                                            bool l_2067_ = (0u > 0u);
                                            if (l_2067_) {
                                                uint l_2068_ = (l_2049_ >> 0u);
                                                uint l_2069_ = (32u - 0u);
                                                uint l_2070_ = (l_2053_ << l_2069_);
                                                uint l_2071_ = (l_2068_ | l_2070_);
                                                l_mut_394_ = l_2071_;
                                            }
                                            uint l_2072_ = (l_2053_ >> 0u);
                                            uint _e5229 = l_mut_394_;
                                            l_mut_388_ = _e5229;
                                            l_mut_444_ = l_2072_;
                                        }
                                    }
                                    uint _e5230 = l_mut_421_;
                                    uint _e5231 = l_mut_1907_;
                                    uint l_2073_ = (_e5230 * _e5231);
                                    uint _e5233 = l_mut_421_;
                                    uint64_t l_2846_ = uint64_t(_e5233);
                                    uint _e5235 = l_mut_1907_;
                                    uint64_t l_2847_ = uint64_t(_e5235);
                                    uint64_t l_2848_ = (l_2846_ * l_2847_);
                                    uint64_t l_2849_ = (l_2848_ >> uint(32uL));
                                    uint l_2074_ = uint(l_2849_);
                                    uint _e5244 = l_mut_440_;
                                    uint _e5245 = l_mut_1907_;
                                    uint l_2075_ = (_e5244 * _e5245);
                                    uint l_2076_ = (l_2074_ + l_2075_);
                                    uint _e5248 = l_mut_388_;
                                    uint l_2077_ = (_e5248 + l_2073_);
                                    uint _e5250 = l_mut_444_;
                                    uint l_2078_ = (_e5250 + l_2076_);
                                    uint _e5252 = l_mut_388_;
                                    bool l_2079_ = (l_2077_ < _e5252);
                                    uint l_2080_ = uint(l_2079_);
                                    uint l_2081_ = (l_2078_ + l_2080_);
                                    uint _e5256 = l_mut_428_;
                                    l_mut_1823_ = _e5256;
                                    uint _e5257 = l_mut_445_;
                                    l_mut_1487_ = _e5257;
                                    bool l_2082_ = (l_9_ == 64u);
                                    if (l_2082_) {
                                        l_mut_1823_ = l_2077_;
                                        l_mut_1487_ = l_2081_;
                                    } else {
                                        bool l_2083_ = (l_9_ > 0u);
                                        if (l_2083_) {
                                            uint l_2084_ = (64u - l_9_);
                                            l_mut_444_ = l_2077_;
                                            l_mut_441_ = l_2081_;
                                            bool l_2085_ = (l_2084_ >= 32u);
                                            if (l_2085_) {
                                                uint l_2086_ = (l_2084_ & 31u);
                                                uint l_2087_ = (l_2077_ << l_2086_);
                                                l_mut_444_ = 0u;
                                                l_mut_441_ = l_2087_;
                                            } else {
                                                bool l_2088_ = (l_2084_ > 0u);
                                                if (l_2088_) {
                                                    uint l_2089_ = (l_2077_ << l_2084_);
                                                    uint l_2090_ = (l_2081_ << l_2084_);
                                                    uint l_2091_ = (32u - l_2084_);
                                                    uint l_2092_ = (l_2077_ >> l_2091_);
                                                    uint l_2093_ = (l_2090_ | l_2092_);
                                                    l_mut_444_ = l_2089_;
                                                    l_mut_441_ = l_2093_;
                                                }
                                            }
                                            uint _e5278 = l_mut_428_;
                                            l_mut_440_ = _e5278;
                                            uint _e5279 = l_mut_445_;
                                            l_mut_439_ = _e5279;
                                            bool l_2094_ = (l_9_ >= 32u);
                                            if (l_2094_) {
                                                uint l_2095_ = (l_9_ & 31u);
                                                uint _e5284 = l_mut_445_;
                                                uint l_2096_ = (_e5284 >> l_2095_);
                                                l_mut_440_ = l_2096_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_2097_ = (l_9_ > 0u);
                                                if (l_2097_) {
                                                    uint _e5289 = l_mut_428_;
                                                    l_mut_421_ = _e5289;
                                                    bool l_2098_ = (l_9_ > 0u);
                                                    if (l_2098_) {
                                                        uint _e5292 = l_mut_428_;
                                                        uint l_2099_ = (_e5292 >> l_9_);
                                                        uint l_2100_ = (32u - l_9_);
                                                        uint _e5296 = l_mut_445_;
                                                        uint l_2101_ = (_e5296 << l_2100_);
                                                        uint l_2102_ = (l_2099_ | l_2101_);
                                                        l_mut_421_ = l_2102_;
                                                    }
                                                    uint _e5299 = l_mut_445_;
                                                    uint l_2103_ = (_e5299 >> l_9_);
                                                    uint _e5301 = l_mut_421_;
                                                    l_mut_440_ = _e5301;
                                                    l_mut_439_ = l_2103_;
                                                }
                                            }
                                            uint _e5302 = l_mut_444_;
                                            uint _e5303 = l_mut_440_;
                                            uint l_2104_ = (_e5302 + _e5303);
                                            uint _e5305 = l_mut_441_;
                                            uint _e5306 = l_mut_439_;
                                            uint l_2105_ = (_e5305 + _e5306);
                                            uint _e5308 = l_mut_444_;
                                            bool l_2106_ = (l_2104_ < _e5308);
                                            uint l_2107_ = uint(l_2106_);
                                            uint l_2108_ = (l_2105_ + l_2107_);
                                            l_mut_1823_ = l_2104_;
                                            l_mut_1487_ = l_2108_;
                                        }
                                    }
                                    if (l_1959_) {
                                        uint _e5313 = l_mut_1823_;
                                        uint l_2109_ = (0u - _e5313);
                                        uint _e5316 = l_mut_1487_;
                                        uint l_2110_ = (0u - _e5316);
                                        uint _e5319 = l_mut_1823_;
                                        bool l_2111_ = (0u < _e5319);
                                        uint l_2112_ = uint(l_2111_);
                                        uint l_2113_ = (l_2110_ - l_2112_);
                                        l_mut_1823_ = l_2109_;
                                        l_mut_1487_ = l_2113_;
                                    }
                                }
                                uint _e5323 = l_mut_1823_;
                                uint l_2114_ = (l_1912_ + _e5323);
                                uint _e5325 = l_mut_1487_;
                                uint l_2115_ = (l_1916_ + _e5325);
                                bool l_2116_ = (l_2114_ < l_1912_);
                                uint l_2117_ = uint(l_2116_);
                                uint l_2118_ = (l_2115_ + l_2117_);
                                uint l_2119_ = (0u - l_2114_);
                                uint l_2120_ = (0u - l_2118_);
                                bool l_2121_ = (0u < l_2114_);
                                uint l_2122_ = uint(l_2121_);
                                uint l_2123_ = (l_2120_ - l_2122_);
                                l_mut_1823_ = l_2119_;
                                l_mut_1487_ = l_2123_;
                                uint _e5338 = l_mut_1487_;
                                bool l_2124_ = (l_2118_ < _e5338);
                                uint _e5340 = l_mut_1487_;
                                bool l_2125_ = (l_2118_ == _e5340);
                                uint _e5342 = l_mut_1823_;
                                bool l_2126_ = (l_2114_ < _e5342);
                                if (l_2125_) {
                                    local_131 = l_2126_;
                                } else {
                                    local_131 = false;
                                }
                                bool l_2127_ = local_131;
                                if (!(l_2124_)) {
                                    local_132 = l_2127_;
                                } else {
                                    local_132 = true;
                                }
                                bool l_2128_ = local_132;
                                if (l_2128_) {
                                    l_mut_1823_ = l_2114_;
                                    l_mut_1487_ = l_2118_;
                                }
                                uint _e5353 = l_mut_1487_;
                                bool l_2129_ = (_e5353 < l_27_);
                                uint _e5355 = l_mut_1487_;
                                bool l_2130_ = (_e5355 == l_27_);
                                uint _e5357 = l_mut_1823_;
                                bool l_2131_ = (_e5357 < l_24_);
                                if (l_2130_) {
                                    local_133 = l_2131_;
                                } else {
                                    local_133 = false;
                                }
                                bool l_2132_ = local_133;
                                if (!(l_2129_)) {
                                    local_134 = l_2132_;
                                } else {
                                    local_134 = true;
                                }
                                bool l_2133_ = local_134;
                                uint l_2134_ = uint(l_2133_);
                                uint _e5369 = l_mut_1828_;
                                l_mut_1828_ = (_e5369 + l_2134_);
                            }
                        }
                        uint _e5374 = l_mut_450_;
                        uint _e5375 = l_mut_1828_;
                        l_mut_450_ = (_e5374 + _e5375);
                    }
                }
            }
            uint _e5380 = l_mut_788_;
            bool l_2135_ = (_e5380 > 0u);
            if (l_2135_) {
                uint l_2851_ = asuint(info.Load(20+0));
                uint l_2852_ = (l_2851_ * 1u);
                uint l_2853_ = (l_2852_ - 1u);
                uint l_2854_ = min(1u, l_2853_);
                uint _e5395 = l_mut_788_;
                uint _e5396; buffer_5_global.InterlockedAdd(l_2854_*4, _e5395, _e5396);
            }
            uint _e5397 = l_mut_450_;
            bool l_2138_ = (_e5397 > 0u);
            if (l_2138_) {
                uint l_2856_ = asuint(info.Load(20+0));
                uint l_2857_ = (l_2856_ * 1u);
                uint l_2858_ = (l_2857_ - 1u);
                uint l_2859_ = min(2u, l_2858_);
                uint _e5412 = l_mut_450_;
                uint _e5413; buffer_5_global.InterlockedAdd(l_2859_*4, _e5412, _e5413);
                l_mut_1828_ = _e5413;
                uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                bool loop_init_10 = true;
                while(true) {
                    if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                    loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                    if (!loop_init_10) {
                        uint _e5982 = l_mut_2141_;
                        l_mut_2141_ = (_e5982 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e5416 = l_mut_2141_;
                    if ((_e5416 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e5419 = l_mut_793_;
                        uint _e5420 = l_mut_2141_;
                        uint l_2142_ = (_e5419 >> _e5420);
                        uint l_2143_ = (l_2142_ & 1u);
                        bool l_2144_ = (l_2143_ == 1u);
                        if (l_2144_) {
                            uint _e5426 = l_mut_2141_;
                            uint l_2145_ = (_e5426 * l_870_);
                            uint l_2146_ = (l_2145_ + l_870_);
                            uint l_2147_ = min(l_2146_, l_56_);
                            uint _e5430 = l_mut_1828_;
                            l_mut_1823_ = _e5430;
                            l_mut_2148_ = l_2145_;
                            uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                            bool loop_init_11 = true;
                            while(true) {
                                if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                if (!loop_init_11) {
                                    uint _e5978 = l_mut_2148_;
                                    l_mut_2148_ = (_e5978 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e5432 = l_mut_2148_;
                                if ((_e5432 < l_2147_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e5434 = l_mut_2148_;
                                    uint l_2149_ = (l_59_ * _e5434);
                                    uint64_t l_2861_ = uint64_t(l_59_);
                                    uint _e5437 = l_mut_2148_;
                                    uint64_t l_2862_ = uint64_t(_e5437);
                                    uint64_t l_2863_ = (l_2861_ * l_2862_);
                                    uint64_t l_2864_ = (l_2863_ >> uint(32uL));
                                    uint l_2150_ = uint(l_2864_);
                                    uint _e5446 = l_mut_2148_;
                                    uint l_2151_ = (l_62_ * _e5446);
                                    uint l_2152_ = (l_2150_ + l_2151_);
                                    uint l_2153_ = (l_64_ + l_2149_);
                                    uint l_2154_ = (l_67_ + l_2152_);
                                    bool l_2155_ = (l_2153_ < l_64_);
                                    uint l_2156_ = uint(l_2155_);
                                    uint l_2157_ = (l_2154_ + l_2156_);
                                    l_mut_1487_ = 0u;
                                    l_mut_788_ = 0u;
                                    uint _e5456 = l_mut_2148_;
                                    bool l_2158_ = (_e5456 < 65536u);
                                    if (l_2158_) {
                                        uint _e5459 = l_mut_2148_;
                                        uint _e5460 = l_mut_2148_;
                                        uint l_2159_ = (_e5459 * _e5460);
                                        uint l_2160_ = (l_72_ >> 31u);
                                        bool l_2161_ = (l_2160_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2161_) {
                                            uint l_2162_ = (0u - l_69_);
                                            uint l_2163_ = (0u - l_72_);
                                            bool l_2164_ = (0u < l_69_);
                                            uint l_2165_ = uint(l_2164_);
                                            uint l_2166_ = (l_2163_ - l_2165_);
                                            l_mut_450_ = l_2162_;
                                            l_mut_445_ = l_2166_;
                                        }
                                        uint _e5474 = l_mut_450_;
                                        uint l_2167_ = (_e5474 * l_2159_);
                                        uint _e5476 = l_mut_445_;
                                        uint l_2168_ = (_e5476 * l_2159_);
                                        uint _e5478 = l_mut_450_;
                                        uint64_t l_2866_ = uint64_t(_e5478);
                                        uint64_t l_2867_ = uint64_t(l_2159_);
                                        uint64_t l_2868_ = (l_2866_ * l_2867_);
                                        uint64_t l_2869_ = (l_2868_ >> uint(32uL));
                                        uint l_2169_ = uint(l_2869_);
                                        uint l_2170_ = (l_2169_ + l_2168_);
                                        uint _e5489 = l_mut_445_;
                                        uint64_t l_2871_ = uint64_t(_e5489);
                                        uint64_t l_2872_ = uint64_t(l_2159_);
                                        uint64_t l_2873_ = (l_2871_ * l_2872_);
                                        uint64_t l_2874_ = (l_2873_ >> uint(32uL));
                                        uint l_2171_ = uint(l_2874_);
                                        bool l_2172_ = (l_2170_ < l_2168_);
                                        uint l_2173_ = uint(l_2172_);
                                        uint l_2174_ = (l_2171_ + l_2173_);
                                        uint l_2175_ = naga_mod(l_9_, 32u);
                                        l_mut_444_ = l_2167_;
                                        bool l_2176_ = (l_2175_ > 0u);
                                        if (l_2176_) {
                                            uint l_2177_ = (l_2167_ >> l_2175_);
                                            uint l_2178_ = (32u - l_2175_);
                                            uint l_2179_ = (l_2170_ << l_2178_);
                                            uint l_2180_ = (l_2177_ | l_2179_);
                                            l_mut_444_ = l_2180_;
                                        }
                                        l_mut_441_ = l_2170_;
                                        bool l_2181_ = (l_2175_ > 0u);
                                        if (l_2181_) {
                                            uint l_2182_ = (l_2170_ >> l_2175_);
                                            uint l_2183_ = (32u - l_2175_);
                                            uint l_2184_ = (l_2174_ << l_2183_);
                                            uint l_2185_ = (l_2182_ | l_2184_);
                                            l_mut_441_ = l_2185_;
                                        }
                                        uint _e5518 = l_mut_444_;
                                        l_mut_440_ = _e5518;
                                        uint _e5519 = l_mut_441_;
                                        l_mut_444_ = _e5519;
                                        bool l_2186_ = (l_9_ >= 64u);
                                        if (l_2186_) {
                                            l_mut_440_ = l_2174_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            bool l_2187_ = (l_9_ >= 32u);
                                            if (l_2187_) {
                                                l_mut_441_ = l_2170_;
                                                bool l_2188_ = (l_2175_ > 0u);
                                                if (l_2188_) {
                                                    uint l_2189_ = (l_2170_ >> l_2175_);
                                                    uint l_2190_ = (32u - l_2175_);
                                                    uint l_2191_ = (l_2174_ << l_2190_);
                                                    uint l_2192_ = (l_2189_ | l_2191_);
                                                    l_mut_441_ = l_2192_;
                                                }
                                                uint l_2193_ = (l_2174_ >> l_2175_);
                                                uint _e5533 = l_mut_441_;
                                                l_mut_440_ = _e5533;
                                                l_mut_444_ = l_2193_;
                                            }
                                        }
                                        uint _e5534 = l_mut_440_;
                                        l_mut_450_ = _e5534;
                                        uint _e5535 = l_mut_444_;
                                        l_mut_445_ = _e5535;
                                        if (l_2161_) {
                                            uint _e5537 = l_mut_450_;
                                            uint l_2194_ = (0u - _e5537);
                                            uint _e5540 = l_mut_445_;
                                            uint l_2195_ = (0u - _e5540);
                                            uint _e5543 = l_mut_450_;
                                            bool l_2196_ = (0u < _e5543);
                                            uint l_2197_ = uint(l_2196_);
                                            uint l_2198_ = (l_2195_ - l_2197_);
                                            l_mut_450_ = l_2194_;
                                            l_mut_445_ = l_2198_;
                                        }
                                        uint _e5547 = l_mut_450_;
                                        l_mut_1487_ = _e5547;
                                        uint _e5548 = l_mut_445_;
                                        l_mut_788_ = _e5548;
                                    } else {
                                        uint l_2199_ = (l_72_ >> 31u);
                                        bool l_2200_ = (l_2199_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2200_) {
                                            uint l_2201_ = (0u - l_69_);
                                            uint l_2202_ = (0u - l_72_);
                                            bool l_2203_ = (0u < l_69_);
                                            uint l_2204_ = uint(l_2203_);
                                            uint l_2205_ = (l_2202_ - l_2204_);
                                            l_mut_450_ = l_2201_;
                                            l_mut_445_ = l_2205_;
                                        }
                                        uint _e5561 = l_mut_450_;
                                        uint _e5562 = l_mut_2148_;
                                        uint l_2206_ = (_e5561 * _e5562);
                                        uint _e5564 = l_mut_445_;
                                        uint _e5565 = l_mut_2148_;
                                        uint l_2207_ = (_e5564 * _e5565);
                                        uint _e5567 = l_mut_450_;
                                        uint64_t l_2876_ = uint64_t(_e5567);
                                        uint _e5569 = l_mut_2148_;
                                        uint64_t l_2877_ = uint64_t(_e5569);
                                        uint64_t l_2878_ = (l_2876_ * l_2877_);
                                        uint64_t l_2879_ = (l_2878_ >> uint(32uL));
                                        uint l_2208_ = uint(l_2879_);
                                        uint l_2209_ = (l_2208_ + l_2207_);
                                        uint _e5579 = l_mut_445_;
                                        uint64_t l_2881_ = uint64_t(_e5579);
                                        uint _e5581 = l_mut_2148_;
                                        uint64_t l_2882_ = uint64_t(_e5581);
                                        uint64_t l_2883_ = (l_2881_ * l_2882_);
                                        uint64_t l_2884_ = (l_2883_ >> uint(32uL));
                                        uint l_2210_ = uint(l_2884_);
                                        bool l_2211_ = (l_2209_ < l_2207_);
                                        uint l_2212_ = uint(l_2211_);
                                        uint l_2213_ = (l_2210_ + l_2212_);
                                        l_mut_444_ = l_2206_;
                                        bool l_2215_ = (0u > 0u);
                                        if (l_2215_) {
                                            uint l_2216_ = (l_2206_ >> 0u);
                                            uint l_2217_ = (32u - 0u);
                                            uint l_2218_ = (l_2209_ << l_2217_);
                                            uint l_2219_ = (l_2216_ | l_2218_);
                                            l_mut_444_ = l_2219_;
                                        }
                                        l_mut_441_ = l_2209_;
                                        bool l_2220_ = (0u > 0u);
                                        if (l_2220_) {
                                            uint l_2221_ = (l_2209_ >> 0u);
                                            uint l_2222_ = (32u - 0u);
                                            uint l_2223_ = (l_2213_ << l_2222_);
                                            uint l_2224_ = (l_2221_ | l_2223_);
                                            l_mut_441_ = l_2224_;
                                        }
                                        uint _e5608 = l_mut_444_;
                                        l_mut_440_ = _e5608;
                                        uint _e5609 = l_mut_441_;
                                        l_mut_444_ = _e5609;
                                        if (false) {
                                            l_mut_440_ = l_2213_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2209_;
                                                bool l_2227_ = (0u > 0u);
                                                if (l_2227_) {
                                                    uint l_2228_ = (l_2209_ >> 0u);
                                                    uint l_2229_ = (32u - 0u);
                                                    uint l_2230_ = (l_2213_ << l_2229_);
                                                    uint l_2231_ = (l_2228_ | l_2230_);
                                                    l_mut_441_ = l_2231_;
                                                }
                                                uint l_2232_ = (l_2213_ >> 0u);
                                                uint _e5621 = l_mut_441_;
                                                l_mut_440_ = _e5621;
                                                l_mut_444_ = l_2232_;
                                            }
                                        }
                                        uint _e5622 = l_mut_450_;
                                        uint _e5623 = l_mut_2148_;
                                        uint l_2233_ = (_e5622 * _e5623);
                                        uint _e5625 = l_mut_445_;
                                        uint _e5626 = l_mut_2148_;
                                        uint l_2234_ = (_e5625 * _e5626);
                                        uint _e5628 = l_mut_450_;
                                        uint64_t l_2886_ = uint64_t(_e5628);
                                        uint _e5630 = l_mut_2148_;
                                        uint64_t l_2887_ = uint64_t(_e5630);
                                        uint64_t l_2888_ = (l_2886_ * l_2887_);
                                        uint64_t l_2889_ = (l_2888_ >> uint(32uL));
                                        uint l_2235_ = uint(l_2889_);
                                        uint l_2236_ = (l_2235_ + l_2234_);
                                        uint _e5640 = l_mut_445_;
                                        uint64_t l_2891_ = uint64_t(_e5640);
                                        uint _e5642 = l_mut_2148_;
                                        uint64_t l_2892_ = uint64_t(_e5642);
                                        uint64_t l_2893_ = (l_2891_ * l_2892_);
                                        uint64_t l_2894_ = (l_2893_ >> uint(32uL));
                                        uint l_2237_ = uint(l_2894_);
                                        bool l_2238_ = (l_2236_ < l_2234_);
                                        uint l_2239_ = uint(l_2238_);
                                        uint l_2240_ = (l_2237_ + l_2239_);
                                        l_mut_441_ = l_2233_;
                                        bool l_2242_ = (0u > 0u);
                                        if (l_2242_) {
                                            uint l_2243_ = (l_2233_ >> 0u);
                                            uint l_2244_ = (32u - 0u);
                                            uint l_2245_ = (l_2236_ << l_2244_);
                                            uint l_2246_ = (l_2243_ | l_2245_);
                                            l_mut_441_ = l_2246_;
                                        }
                                        l_mut_439_ = l_2236_;
                                        bool l_2247_ = (0u > 0u);
                                        if (l_2247_) {
                                            uint l_2248_ = (l_2236_ >> 0u);
                                            uint l_2249_ = (32u - 0u);
                                            uint l_2250_ = (l_2240_ << l_2249_);
                                            uint l_2251_ = (l_2248_ | l_2250_);
                                            l_mut_439_ = l_2251_;
                                        }
                                        uint _e5669 = l_mut_441_;
                                        l_mut_428_ = _e5669;
                                        uint _e5670 = l_mut_439_;
                                        l_mut_441_ = _e5670;
                                        if (true) {
                                            l_mut_428_ = l_2240_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_439_ = l_2236_;
                                                bool l_2254_ = (0u > 0u);
                                                if (l_2254_) {
                                                    uint l_2255_ = (l_2236_ >> 0u);
                                                    uint l_2256_ = (32u - 0u);
                                                    uint l_2257_ = (l_2240_ << l_2256_);
                                                    uint l_2258_ = (l_2255_ | l_2257_);
                                                    l_mut_439_ = l_2258_;
                                                }
                                                uint l_2259_ = (l_2240_ >> 0u);
                                                uint _e5682 = l_mut_439_;
                                                l_mut_428_ = _e5682;
                                                l_mut_441_ = l_2259_;
                                            }
                                        }
                                        uint _e5683 = l_mut_440_;
                                        uint _e5684 = l_mut_2148_;
                                        uint l_2260_ = (_e5683 * _e5684);
                                        uint _e5686 = l_mut_444_;
                                        uint _e5687 = l_mut_2148_;
                                        uint l_2261_ = (_e5686 * _e5687);
                                        uint _e5689 = l_mut_440_;
                                        uint64_t l_2896_ = uint64_t(_e5689);
                                        uint _e5691 = l_mut_2148_;
                                        uint64_t l_2897_ = uint64_t(_e5691);
                                        uint64_t l_2898_ = (l_2896_ * l_2897_);
                                        uint64_t l_2899_ = (l_2898_ >> uint(32uL));
                                        uint l_2262_ = uint(l_2899_);
                                        uint l_2263_ = (l_2262_ + l_2261_);
                                        uint _e5701 = l_mut_444_;
                                        uint64_t l_2901_ = uint64_t(_e5701);
                                        uint _e5703 = l_mut_2148_;
                                        uint64_t l_2902_ = uint64_t(_e5703);
                                        uint64_t l_2903_ = (l_2901_ * l_2902_);
                                        uint64_t l_2904_ = (l_2903_ >> uint(32uL));
                                        uint l_2264_ = uint(l_2904_);
                                        bool l_2265_ = (l_2263_ < l_2261_);
                                        uint l_2266_ = uint(l_2265_);
                                        uint l_2267_ = (l_2264_ + l_2266_);
                                        l_mut_450_ = l_2260_;
                                        bool l_2269_ = (0u > 0u);
                                        if (l_2269_) {
                                            uint l_2270_ = (l_2260_ >> 0u);
                                            uint l_2271_ = (32u - 0u);
                                            uint l_2272_ = (l_2263_ << l_2271_);
                                            uint l_2273_ = (l_2270_ | l_2272_);
                                            l_mut_450_ = l_2273_;
                                        }
                                        l_mut_445_ = l_2263_;
                                        bool l_2274_ = (0u > 0u);
                                        if (l_2274_) {
                                            uint l_2275_ = (l_2263_ >> 0u);
                                            uint l_2276_ = (32u - 0u);
                                            uint l_2277_ = (l_2267_ << l_2276_);
                                            uint l_2278_ = (l_2275_ | l_2277_);
                                            l_mut_445_ = l_2278_;
                                        }
                                        uint _e5730 = l_mut_450_;
                                        l_mut_439_ = _e5730;
                                        uint _e5731 = l_mut_445_;
                                        l_mut_450_ = _e5731;
                                        if (false) {
                                            l_mut_439_ = l_2267_;
                                            l_mut_450_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_445_ = l_2263_;
                                                bool l_2281_ = (0u > 0u);
                                                if (l_2281_) {
                                                    uint l_2282_ = (l_2263_ >> 0u);
                                                    uint l_2283_ = (32u - 0u);
                                                    uint l_2284_ = (l_2267_ << l_2283_);
                                                    uint l_2285_ = (l_2282_ | l_2284_);
                                                    l_mut_445_ = l_2285_;
                                                }
                                                uint l_2286_ = (l_2267_ >> 0u);
                                                uint _e5743 = l_mut_445_;
                                                l_mut_439_ = _e5743;
                                                l_mut_450_ = l_2286_;
                                            }
                                        }
                                        uint _e5744 = l_mut_440_;
                                        uint _e5745 = l_mut_2148_;
                                        uint l_2287_ = (_e5744 * _e5745);
                                        uint _e5747 = l_mut_444_;
                                        uint _e5748 = l_mut_2148_;
                                        uint l_2288_ = (_e5747 * _e5748);
                                        uint _e5750 = l_mut_440_;
                                        uint64_t l_2906_ = uint64_t(_e5750);
                                        uint _e5752 = l_mut_2148_;
                                        uint64_t l_2907_ = uint64_t(_e5752);
                                        uint64_t l_2908_ = (l_2906_ * l_2907_);
                                        uint64_t l_2909_ = (l_2908_ >> uint(32uL));
                                        uint l_2289_ = uint(l_2909_);
                                        uint l_2290_ = (l_2289_ + l_2288_);
                                        uint _e5762 = l_mut_444_;
                                        uint64_t l_2911_ = uint64_t(_e5762);
                                        uint _e5764 = l_mut_2148_;
                                        uint64_t l_2912_ = uint64_t(_e5764);
                                        uint64_t l_2913_ = (l_2911_ * l_2912_);
                                        uint64_t l_2914_ = (l_2913_ >> uint(32uL));
                                        uint l_2291_ = uint(l_2914_);
                                        bool l_2292_ = (l_2290_ < l_2288_);
                                        uint l_2293_ = uint(l_2292_);
                                        uint l_2294_ = (l_2291_ + l_2293_);
                                        l_mut_445_ = l_2287_;
                                        bool l_2296_ = (0u > 0u);
                                        if (l_2296_) {
                                            uint l_2297_ = (l_2287_ >> 0u);
                                            uint l_2298_ = (32u - 0u);
                                            uint l_2299_ = (l_2290_ << l_2298_);
                                            uint l_2300_ = (l_2297_ | l_2299_);
                                            l_mut_445_ = l_2300_;
                                        }
                                        l_mut_421_ = l_2290_;
                                        bool l_2301_ = (0u > 0u);
                                        if (l_2301_) {
                                            uint l_2302_ = (l_2290_ >> 0u);
                                            uint l_2303_ = (32u - 0u);
                                            uint l_2304_ = (l_2294_ << l_2303_);
                                            uint l_2305_ = (l_2302_ | l_2304_);
                                            l_mut_421_ = l_2305_;
                                        }
                                        uint _e5791 = l_mut_445_;
                                        l_mut_394_ = _e5791;
                                        uint _e5792 = l_mut_421_;
                                        l_mut_445_ = _e5792;
                                        if (true) {
                                            l_mut_394_ = l_2294_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2290_;
                                                bool l_2308_ = (0u > 0u);
                                                if (l_2308_) {
                                                    uint l_2309_ = (l_2290_ >> 0u);
                                                    uint l_2310_ = (32u - 0u);
                                                    uint l_2311_ = (l_2294_ << l_2310_);
                                                    uint l_2312_ = (l_2309_ | l_2311_);
                                                    l_mut_421_ = l_2312_;
                                                }
                                                uint l_2313_ = (l_2294_ >> 0u);
                                                uint _e5804 = l_mut_421_;
                                                l_mut_394_ = _e5804;
                                                l_mut_445_ = l_2313_;
                                            }
                                        }
                                        uint _e5805 = l_mut_428_;
                                        uint _e5806 = l_mut_2148_;
                                        uint l_2314_ = (_e5805 * _e5806);
                                        uint _e5808 = l_mut_428_;
                                        uint64_t l_2916_ = uint64_t(_e5808);
                                        uint _e5810 = l_mut_2148_;
                                        uint64_t l_2917_ = uint64_t(_e5810);
                                        uint64_t l_2918_ = (l_2916_ * l_2917_);
                                        uint64_t l_2919_ = (l_2918_ >> uint(32uL));
                                        uint l_2315_ = uint(l_2919_);
                                        uint _e5819 = l_mut_441_;
                                        uint _e5820 = l_mut_2148_;
                                        uint l_2316_ = (_e5819 * _e5820);
                                        uint l_2317_ = (l_2315_ + l_2316_);
                                        uint _e5823 = l_mut_394_;
                                        uint l_2318_ = (_e5823 + l_2314_);
                                        uint _e5825 = l_mut_445_;
                                        uint l_2319_ = (_e5825 + l_2317_);
                                        uint _e5827 = l_mut_394_;
                                        bool l_2320_ = (l_2318_ < _e5827);
                                        uint l_2321_ = uint(l_2320_);
                                        uint l_2322_ = (l_2319_ + l_2321_);
                                        uint _e5831 = l_mut_439_;
                                        l_mut_1487_ = _e5831;
                                        uint _e5832 = l_mut_450_;
                                        l_mut_788_ = _e5832;
                                        bool l_2323_ = (l_9_ == 64u);
                                        if (l_2323_) {
                                            l_mut_1487_ = l_2318_;
                                            l_mut_788_ = l_2322_;
                                        } else {
                                            bool l_2324_ = (l_9_ > 0u);
                                            if (l_2324_) {
                                                uint l_2325_ = (64u - l_9_);
                                                l_mut_445_ = l_2318_;
                                                l_mut_444_ = l_2322_;
                                                bool l_2326_ = (l_2325_ >= 32u);
                                                if (l_2326_) {
                                                    uint l_2327_ = (l_2325_ & 31u);
                                                    uint l_2328_ = (l_2318_ << l_2327_);
                                                    l_mut_445_ = 0u;
                                                    l_mut_444_ = l_2328_;
                                                } else {
                                                    bool l_2329_ = (l_2325_ > 0u);
                                                    if (l_2329_) {
                                                        uint l_2330_ = (l_2318_ << l_2325_);
                                                        uint l_2331_ = (l_2322_ << l_2325_);
                                                        uint l_2332_ = (32u - l_2325_);
                                                        uint l_2333_ = (l_2318_ >> l_2332_);
                                                        uint l_2334_ = (l_2331_ | l_2333_);
                                                        l_mut_445_ = l_2330_;
                                                        l_mut_444_ = l_2334_;
                                                    }
                                                }
                                                uint _e5853 = l_mut_439_;
                                                l_mut_441_ = _e5853;
                                                uint _e5854 = l_mut_450_;
                                                l_mut_440_ = _e5854;
                                                bool l_2335_ = (l_9_ >= 32u);
                                                if (l_2335_) {
                                                    uint l_2336_ = (l_9_ & 31u);
                                                    uint _e5859 = l_mut_450_;
                                                    uint l_2337_ = (_e5859 >> l_2336_);
                                                    l_mut_441_ = l_2337_;
                                                    l_mut_440_ = 0u;
                                                } else {
                                                    bool l_2338_ = (l_9_ > 0u);
                                                    if (l_2338_) {
                                                        uint _e5864 = l_mut_439_;
                                                        l_mut_428_ = _e5864;
                                                        bool l_2339_ = (l_9_ > 0u);
                                                        if (l_2339_) {
                                                            uint _e5867 = l_mut_439_;
                                                            uint l_2340_ = (_e5867 >> l_9_);
                                                            uint l_2341_ = (32u - l_9_);
                                                            uint _e5871 = l_mut_450_;
                                                            uint l_2342_ = (_e5871 << l_2341_);
                                                            uint l_2343_ = (l_2340_ | l_2342_);
                                                            l_mut_428_ = l_2343_;
                                                        }
                                                        uint _e5874 = l_mut_450_;
                                                        uint l_2344_ = (_e5874 >> l_9_);
                                                        uint _e5876 = l_mut_428_;
                                                        l_mut_441_ = _e5876;
                                                        l_mut_440_ = l_2344_;
                                                    }
                                                }
                                                uint _e5877 = l_mut_445_;
                                                uint _e5878 = l_mut_441_;
                                                uint l_2345_ = (_e5877 + _e5878);
                                                uint _e5880 = l_mut_444_;
                                                uint _e5881 = l_mut_440_;
                                                uint l_2346_ = (_e5880 + _e5881);
                                                uint _e5883 = l_mut_445_;
                                                bool l_2347_ = (l_2345_ < _e5883);
                                                uint l_2348_ = uint(l_2347_);
                                                uint l_2349_ = (l_2346_ + l_2348_);
                                                l_mut_1487_ = l_2345_;
                                                l_mut_788_ = l_2349_;
                                            }
                                        }
                                        if (l_2200_) {
                                            uint _e5888 = l_mut_1487_;
                                            uint l_2350_ = (0u - _e5888);
                                            uint _e5891 = l_mut_788_;
                                            uint l_2351_ = (0u - _e5891);
                                            uint _e5894 = l_mut_1487_;
                                            bool l_2352_ = (0u < _e5894);
                                            uint l_2353_ = uint(l_2352_);
                                            uint l_2354_ = (l_2351_ - l_2353_);
                                            l_mut_1487_ = l_2350_;
                                            l_mut_788_ = l_2354_;
                                        }
                                    }
                                    uint _e5898 = l_mut_1487_;
                                    uint l_2355_ = (l_2153_ + _e5898);
                                    uint _e5900 = l_mut_788_;
                                    uint l_2356_ = (l_2157_ + _e5900);
                                    bool l_2357_ = (l_2355_ < l_2153_);
                                    uint l_2358_ = uint(l_2357_);
                                    uint l_2359_ = (l_2356_ + l_2358_);
                                    uint l_2360_ = (0u - l_2355_);
                                    uint l_2361_ = (0u - l_2359_);
                                    bool l_2362_ = (0u < l_2355_);
                                    uint l_2363_ = uint(l_2362_);
                                    uint l_2364_ = (l_2361_ - l_2363_);
                                    l_mut_1487_ = l_2360_;
                                    l_mut_788_ = l_2364_;
                                    uint _e5913 = l_mut_788_;
                                    bool l_2365_ = (l_2359_ < _e5913);
                                    uint _e5915 = l_mut_788_;
                                    bool l_2366_ = (l_2359_ == _e5915);
                                    uint _e5917 = l_mut_1487_;
                                    bool l_2367_ = (l_2355_ < _e5917);
                                    if (l_2366_) {
                                        local_135 = l_2367_;
                                    } else {
                                        local_135 = false;
                                    }
                                    bool l_2368_ = local_135;
                                    if (!(l_2365_)) {
                                        local_136 = l_2368_;
                                    } else {
                                        local_136 = true;
                                    }
                                    bool l_2369_ = local_136;
                                    if (l_2369_) {
                                        l_mut_1487_ = l_2355_;
                                        l_mut_788_ = l_2359_;
                                    }
                                    uint _e5928 = l_mut_788_;
                                    bool l_2370_ = (_e5928 < l_27_);
                                    uint _e5930 = l_mut_788_;
                                    bool l_2371_ = (_e5930 == l_27_);
                                    uint _e5932 = l_mut_1487_;
                                    bool l_2372_ = (_e5932 < l_24_);
                                    if (l_2371_) {
                                        local_137 = l_2372_;
                                    } else {
                                        local_137 = false;
                                    }
                                    bool l_2373_ = local_137;
                                    if (!(l_2370_)) {
                                        local_138 = l_2373_;
                                    } else {
                                        local_138 = true;
                                    }
                                    bool l_2374_ = local_138;
                                    if (l_2374_) {
                                        uint _e5943 = l_mut_1823_;
                                        uint l_2375_ = (_e5943 * 2u);
                                        uint l_2376_ = (l_2375_ + 1u);
                                        uint l_2377_ = asuint(info.Load(40+0));
                                        bool l_2378_ = (l_2376_ < l_2377_);
                                        if (l_2378_) {
                                            uint l_2921_ = asuint(info.Load(16+0));
                                            uint l_2922_ = (l_2921_ * 1u);
                                            bool l_2923_ = (l_2375_ < l_2922_);
                                            if (l_2923_) {
                                                buffer_4_global.Store(l_2375_*4, asuint(id));
                                            }
                                            uint l_2379_ = (l_2375_ + 1u);
                                            uint l_2924_ = asuint(info.Load(16+0));
                                            uint l_2925_ = (l_2924_ * 1u);
                                            bool l_2926_ = (l_2379_ < l_2925_);
                                            if (l_2926_) {
                                                uint _e5973 = l_mut_2148_;
                                                buffer_4_global.Store(l_2379_*4, asuint(_e5973));
                                            }
                                        }
                                        uint _e5974 = l_mut_1823_;
                                        l_mut_1823_ = (_e5974 + 1u);
                                    }
                                }
                            }
                            uint _e5980 = l_mut_1823_;
                            l_mut_1828_ = _e5980;
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
