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
    uint l_mut_1481_ = (uint)0;
    uint l_mut_1482_ = (uint)0;
    uint l_mut_1487_ = (uint)0;
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
    uint l_mut_869_ = 0u;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_1479_ = (uint)0;
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
    uint l_mut_1820_ = (uint)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    uint l_mut_1904_ = (uint)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    uint l_mut_2138_ = 0u;
    uint l_mut_2145_ = (uint)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2461_ = asuint(info.Load(20+0));
        uint l_2462_ = (l_2461_ * 1u);
        uint l_2463_ = (l_2462_ - 1u);
        uint l_2464_ = min(3u, l_2463_);
        uint _e70; buffer_5_global.InterlockedAdd(l_2464_*4, 1u, _e70);
    }
    uint l_2377_ = asuint(info.Load(12+0));
    uint l_2378_ = (l_2377_ * 1u);
    bool l_2379_ = (0u < l_2378_);
    uint l_2380_ = (l_2378_ - 1u);
    uint l_2381_ = min(0u, l_2380_);
    uint l_2382_ = asuint(buffer_3_global.Load(l_2381_*4));
    uint l_4_ = (l_2379_ ? l_2382_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2384_ = asuint(info.Load(12+0));
    uint l_2385_ = (l_2384_ * 1u);
    bool l_2386_ = (l_6_ < l_2385_);
    uint l_2387_ = (l_2385_ - 1u);
    uint l_2388_ = min(l_6_, l_2387_);
    uint l_2389_ = asuint(buffer_3_global.Load(l_2388_*4));
    uint l_7_ = (l_2386_ ? l_2389_ : 0u);
    uint l_2391_ = asuint(info.Load(12+0));
    uint l_2392_ = (l_2391_ * 1u);
    bool l_2393_ = (2u < l_2392_);
    uint l_2394_ = (l_2392_ - 1u);
    uint l_2395_ = min(2u, l_2394_);
    uint l_2396_ = asuint(buffer_3_global.Load(l_2395_*4));
    uint l_9_ = (l_2393_ ? l_2396_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2398_ = asuint(info.Load(12+0));
    uint l_2399_ = (l_2398_ * 1u);
    bool l_2400_ = (l_11_ < l_2399_);
    uint l_2401_ = (l_2399_ - 1u);
    uint l_2402_ = min(l_11_, l_2401_);
    uint l_2403_ = asuint(buffer_3_global.Load(l_2402_*4));
    uint l_12_ = (l_2400_ ? l_2403_ : 0u);
    uint l_2405_ = asuint(info.Load(12+0));
    uint l_2406_ = (l_2405_ * 1u);
    bool l_2407_ = (4u < l_2406_);
    uint l_2408_ = (l_2406_ - 1u);
    uint l_2409_ = min(4u, l_2408_);
    uint l_2410_ = asuint(buffer_3_global.Load(l_2409_*4));
    uint l_14_ = (l_2407_ ? l_2410_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2412_ = asuint(info.Load(12+0));
    uint l_2413_ = (l_2412_ * 1u);
    bool l_2414_ = (l_16_ < l_2413_);
    uint l_2415_ = (l_2413_ - 1u);
    uint l_2416_ = min(l_16_, l_2415_);
    uint l_2417_ = asuint(buffer_3_global.Load(l_2416_*4));
    uint l_17_ = (l_2414_ ? l_2417_ : 0u);
    uint l_2419_ = asuint(info.Load(12+0));
    uint l_2420_ = (l_2419_ * 1u);
    bool l_2421_ = (6u < l_2420_);
    uint l_2422_ = (l_2420_ - 1u);
    uint l_2423_ = min(6u, l_2422_);
    uint l_2424_ = asuint(buffer_3_global.Load(l_2423_*4));
    uint l_19_ = (l_2421_ ? l_2424_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2426_ = asuint(info.Load(12+0));
    uint l_2427_ = (l_2426_ * 1u);
    bool l_2428_ = (l_21_ < l_2427_);
    uint l_2429_ = (l_2427_ - 1u);
    uint l_2430_ = min(l_21_, l_2429_);
    uint l_2431_ = asuint(buffer_3_global.Load(l_2430_*4));
    uint l_22_ = (l_2428_ ? l_2431_ : 0u);
    uint l_2433_ = asuint(info.Load(12+0));
    uint l_2434_ = (l_2433_ * 1u);
    bool l_2435_ = (8u < l_2434_);
    uint l_2436_ = (l_2434_ - 1u);
    uint l_2437_ = min(8u, l_2436_);
    uint l_2438_ = asuint(buffer_3_global.Load(l_2437_*4));
    uint l_24_ = (l_2435_ ? l_2438_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2440_ = asuint(info.Load(12+0));
    uint l_2441_ = (l_2440_ * 1u);
    bool l_2442_ = (l_26_ < l_2441_);
    uint l_2443_ = (l_2441_ - 1u);
    uint l_2444_ = min(l_26_, l_2443_);
    uint l_2445_ = asuint(buffer_3_global.Load(l_2444_*4));
    uint l_27_ = (l_2442_ ? l_2445_ : 0u);
    uint l_2447_ = asuint(info.Load(12+0));
    uint l_2448_ = (l_2447_ * 1u);
    bool l_2449_ = (10u < l_2448_);
    uint l_2450_ = (l_2448_ - 1u);
    uint l_2451_ = min(10u, l_2450_);
    uint l_2452_ = asuint(buffer_3_global.Load(l_2451_*4));
    uint l_29_ = (l_2449_ ? l_2452_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2454_ = asuint(info.Load(12+0));
    uint l_2455_ = (l_2454_ * 1u);
    bool l_2456_ = (l_31_ < l_2455_);
    uint l_2457_ = (l_2455_ - 1u);
    uint l_2458_ = min(l_31_, l_2457_);
    uint l_2459_ = asuint(buffer_3_global.Load(l_2458_*4));
    uint l_32_ = (l_2456_ ? l_2459_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2466_ = uint64_t(id);
    uint64_t l_2467_ = uint64_t(l_4_);
    uint64_t l_2468_ = (l_2466_ * l_2467_);
    uint64_t l_2469_ = (l_2468_ >> uint(32uL));
    uint l_37_ = uint(l_2469_);
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
        uint l_2471_ = asuint(info.Load(0+0));
        uint l_2472_ = (l_2471_ * 1u);
        bool l_2473_ = (l_58_ < l_2472_);
        uint l_2474_ = (l_2472_ - 1u);
        uint l_2475_ = min(l_58_, l_2474_);
        uint l_2476_ = asuint(buffer_0_global.Load(l_2475_*4));
        uint l_59_ = (l_2473_ ? l_2476_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2478_ = asuint(info.Load(0+0));
        uint l_2479_ = (l_2478_ * 1u);
        bool l_2480_ = (l_61_ < l_2479_);
        uint l_2481_ = (l_2479_ - 1u);
        uint l_2482_ = min(l_61_, l_2481_);
        uint l_2483_ = asuint(buffer_0_global.Load(l_2482_*4));
        uint l_62_ = (l_2480_ ? l_2483_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2485_ = asuint(info.Load(4+0));
        uint l_2486_ = (l_2485_ * 1u);
        bool l_2487_ = (l_63_ < l_2486_);
        uint l_2488_ = (l_2486_ - 1u);
        uint l_2489_ = min(l_63_, l_2488_);
        uint l_2490_ = asuint(buffer_1_global.Load(l_2489_*4));
        uint l_64_ = (l_2487_ ? l_2490_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2492_ = asuint(info.Load(4+0));
        uint l_2493_ = (l_2492_ * 1u);
        bool l_2494_ = (l_66_ < l_2493_);
        uint l_2495_ = (l_2493_ - 1u);
        uint l_2496_ = min(l_66_, l_2495_);
        uint l_2497_ = asuint(buffer_1_global.Load(l_2496_*4));
        uint l_67_ = (l_2494_ ? l_2497_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2499_ = asuint(info.Load(8+0));
        uint l_2500_ = (l_2499_ * 1u);
        bool l_2501_ = (l_68_ < l_2500_);
        uint l_2502_ = (l_2500_ - 1u);
        uint l_2503_ = min(l_68_, l_2502_);
        uint l_2504_ = asuint(buffer_2_global.Load(l_2503_*4));
        uint l_69_ = (l_2501_ ? l_2504_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2506_ = asuint(info.Load(8+0));
        uint l_2507_ = (l_2506_ * 1u);
        bool l_2508_ = (l_71_ < l_2507_);
        uint l_2509_ = (l_2507_ - 1u);
        uint l_2510_ = min(l_71_, l_2509_);
        uint l_2511_ = asuint(buffer_2_global.Load(l_2510_*4));
        uint l_72_ = (l_2508_ ? l_2511_ : 0u);
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
        uint64_t l_2513_ = uint64_t(_e456);
        uint64_t l_2514_ = uint64_t(l_4_);
        uint64_t l_2515_ = (l_2513_ * l_2514_);
        uint64_t l_2516_ = (l_2515_ >> uint(32uL));
        uint l_83_ = uint(l_2516_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e467 = l_mut_75_;
        uint64_t l_2518_ = uint64_t(_e467);
        uint64_t l_2519_ = uint64_t(l_4_);
        uint64_t l_2520_ = (l_2518_ * l_2519_);
        uint64_t l_2521_ = (l_2520_ >> uint(32uL));
        uint l_85_ = uint(l_2521_);
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
            uint64_t l_2523_ = uint64_t(_e555);
            uint64_t l_2524_ = uint64_t(l_123_);
            uint64_t l_2525_ = (l_2523_ * l_2524_);
            uint64_t l_2526_ = (l_2525_ >> uint(32uL));
            uint l_133_ = uint(l_2526_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e566 = l_mut_75_;
            uint64_t l_2528_ = uint64_t(_e566);
            uint64_t l_2529_ = uint64_t(l_123_);
            uint64_t l_2530_ = (l_2528_ * l_2529_);
            uint64_t l_2531_ = (l_2530_ >> uint(32uL));
            uint l_135_ = uint(l_2531_);
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
            uint64_t l_2533_ = uint64_t(_e642);
            uint64_t l_2534_ = uint64_t(l_4_);
            uint64_t l_2535_ = (l_2533_ * l_2534_);
            uint64_t l_2536_ = (l_2535_ >> uint(32uL));
            uint l_174_ = uint(l_2536_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e653 = l_mut_145_;
            uint64_t l_2538_ = uint64_t(_e653);
            uint64_t l_2539_ = uint64_t(l_4_);
            uint64_t l_2540_ = (l_2538_ * l_2539_);
            uint64_t l_2541_ = (l_2540_ >> uint(32uL));
            uint l_176_ = uint(l_2541_);
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
            uint64_t l_2543_ = uint64_t(_e699);
            uint64_t l_2544_ = uint64_t(l_4_);
            uint64_t l_2545_ = (l_2543_ * l_2544_);
            uint64_t l_2546_ = (l_2545_ >> uint(32uL));
            uint l_201_ = uint(l_2546_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e710 = l_mut_145_;
            uint64_t l_2548_ = uint64_t(_e710);
            uint64_t l_2549_ = uint64_t(l_4_);
            uint64_t l_2550_ = (l_2548_ * l_2549_);
            uint64_t l_2551_ = (l_2550_ >> uint(32uL));
            uint l_203_ = uint(l_2551_);
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
            uint64_t l_2553_ = uint64_t(_e756);
            uint64_t l_2554_ = uint64_t(l_4_);
            uint64_t l_2555_ = (l_2553_ * l_2554_);
            uint64_t l_2556_ = (l_2555_ >> uint(32uL));
            uint l_230_ = uint(l_2556_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e767 = l_mut_90_;
            uint64_t l_2558_ = uint64_t(_e767);
            uint64_t l_2559_ = uint64_t(l_4_);
            uint64_t l_2560_ = (l_2558_ * l_2559_);
            uint64_t l_2561_ = (l_2560_ >> uint(32uL));
            uint l_232_ = uint(l_2561_);
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
            uint64_t l_2563_ = uint64_t(_e813);
            uint64_t l_2564_ = uint64_t(l_4_);
            uint64_t l_2565_ = (l_2563_ * l_2564_);
            uint64_t l_2566_ = (l_2565_ >> uint(32uL));
            uint l_257_ = uint(l_2566_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e824 = l_mut_90_;
            uint64_t l_2568_ = uint64_t(_e824);
            uint64_t l_2569_ = uint64_t(l_4_);
            uint64_t l_2570_ = (l_2568_ * l_2569_);
            uint64_t l_2571_ = (l_2570_ >> uint(32uL));
            uint l_259_ = uint(l_2571_);
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
            uint64_t l_2573_ = uint64_t(_e868);
            uint64_t l_2574_ = uint64_t(l_4_);
            uint64_t l_2575_ = (l_2573_ * l_2574_);
            uint64_t l_2576_ = (l_2575_ >> uint(32uL));
            uint l_285_ = uint(l_2576_);
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
            uint64_t l_2578_ = uint64_t(_e1031);
            uint64_t l_2579_ = uint64_t(l_367_);
            uint64_t l_2580_ = (l_2578_ * l_2579_);
            uint64_t l_2581_ = (l_2580_ >> uint(32uL));
            uint l_369_ = uint(l_2581_);
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
            uint64_t l_2583_ = uint64_t(_e1051);
            uint64_t l_2584_ = uint64_t(l_372_);
            uint64_t l_2585_ = (l_2583_ * l_2584_);
            uint64_t l_2586_ = (l_2585_ >> uint(32uL));
            uint l_375_ = uint(l_2586_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1062 = l_mut_75_;
            uint64_t l_2588_ = uint64_t(_e1062);
            uint64_t l_2589_ = uint64_t(l_372_);
            uint64_t l_2590_ = (l_2588_ * l_2589_);
            uint64_t l_2591_ = (l_2590_ >> uint(32uL));
            uint l_377_ = uint(l_2591_);
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
                            uint64_t l_2593_ = uint64_t(_e1295);
                            uint _e1297 = l_mut_428_;
                            uint64_t l_2594_ = uint64_t(_e1297);
                            uint64_t l_2595_ = (l_2593_ * l_2594_);
                            uint64_t l_2596_ = (l_2595_ >> uint(32uL));
                            uint l_486_ = uint(l_2596_);
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
                            uint64_t l_2598_ = uint64_t(_e1574);
                            uint _e1576 = l_mut_444_;
                            uint64_t l_2599_ = uint64_t(_e1576);
                            uint64_t l_2600_ = (l_2598_ * l_2599_);
                            uint64_t l_2601_ = (l_2600_ >> uint(32uL));
                            uint l_594_ = uint(l_2601_);
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
                uint64_t l_2603_ = uint64_t(_e1971);
                uint _e1973 = l_mut_450_;
                uint64_t l_2604_ = uint64_t(_e1973);
                uint64_t l_2605_ = (l_2603_ * l_2604_);
                uint64_t l_2606_ = (l_2605_ >> uint(32uL));
                uint l_732_ = uint(l_2606_);
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
                uint _e2286 = l_mut_275_;
                l_mut_445_ = _e2286;
                uint _e2287 = l_mut_269_;
                l_mut_444_ = _e2287;
                uint _e2288 = l_mut_219_;
                l_mut_441_ = _e2288;
                uint _e2289 = l_mut_213_;
                l_mut_440_ = _e2289;
                uint _e2290 = l_mut_102_;
                l_mut_439_ = _e2290;
                uint _e2291 = l_mut_96_;
                l_mut_428_ = _e2291;
                bool l_846_ = !(l_845_);
                if (l_846_) {
                    uint _e2293 = l_mut_275_;
                    uint _e2294 = l_mut_450_;
                    uint l_847_ = (_e2293 * _e2294);
                    uint _e2296 = l_mut_275_;
                    uint64_t l_2608_ = uint64_t(_e2296);
                    uint _e2298 = l_mut_450_;
                    uint64_t l_2609_ = uint64_t(_e2298);
                    uint64_t l_2610_ = (l_2608_ * l_2609_);
                    uint64_t l_2611_ = (l_2610_ >> uint(32uL));
                    uint l_848_ = uint(l_2611_);
                    uint _e2307 = l_mut_269_;
                    uint _e2308 = l_mut_450_;
                    uint l_849_ = (_e2307 * _e2308);
                    uint l_850_ = (l_848_ + l_849_);
                    uint _e2311 = l_mut_219_;
                    uint l_851_ = (_e2311 - l_847_);
                    uint _e2313 = l_mut_213_;
                    uint l_852_ = (_e2313 - l_850_);
                    uint _e2315 = l_mut_219_;
                    bool l_853_ = (_e2315 < l_847_);
                    uint l_854_ = uint(l_853_);
                    uint l_855_ = (l_852_ - l_854_);
                    l_mut_441_ = l_851_;
                    l_mut_440_ = l_855_;
                    uint _e2319 = l_mut_450_;
                    uint _e2320 = l_mut_96_;
                    uint l_856_ = (_e2319 * _e2320);
                    uint _e2322 = l_mut_102_;
                    uint l_857_ = (_e2322 + l_856_);
                    l_mut_439_ = l_857_;
                    uint _e2324 = l_mut_275_;
                    uint _e2325 = l_mut_441_;
                    uint l_858_ = (_e2324 - _e2325);
                    uint _e2327 = l_mut_269_;
                    uint _e2328 = l_mut_440_;
                    uint l_859_ = (_e2327 - _e2328);
                    uint _e2330 = l_mut_275_;
                    uint _e2331 = l_mut_441_;
                    bool l_860_ = (_e2330 < _e2331);
                    uint l_861_ = uint(l_860_);
                    uint l_862_ = (l_859_ - l_861_);
                    l_mut_445_ = l_858_;
                    l_mut_444_ = l_862_;
                    uint _e2335 = l_mut_96_;
                    uint _e2336 = l_mut_439_;
                    uint l_863_ = (_e2335 + _e2336);
                    l_mut_428_ = l_863_;
                }
                uint _e2338 = l_mut_445_;
                l_mut_275_ = _e2338;
                uint _e2339 = l_mut_444_;
                l_mut_269_ = _e2339;
                uint _e2340 = l_mut_441_;
                l_mut_219_ = _e2340;
                uint _e2341 = l_mut_440_;
                l_mut_213_ = _e2341;
                uint _e2342 = l_mut_439_;
                l_mut_102_ = _e2342;
                uint _e2343 = l_mut_428_;
                l_mut_96_ = _e2343;
                l_mut_350_ = l_845_;
                bool l_864_ = !(l_845_);
                l_mut_357_ = l_864_;
            }
        }
        bool _e2345 = l_mut_350_;
        bool l_865_ = !(_e2345);
        if (l_865_) {
            uint l_2613_ = asuint(info.Load(20+0));
            uint l_2614_ = (l_2613_ * 1u);
            uint l_2615_ = (l_2614_ - 1u);
            uint l_2616_ = min(0u, l_2615_);
            uint _e2360; buffer_5_global.InterlockedAdd(l_2616_*4, 1u, _e2360);
            uint l_868_ = naga_div(l_4_, 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
            bool loop_init_4 = true;
            while(true) {
                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                if (!loop_init_4) {
                    uint _e5361 = l_mut_869_;
                    l_mut_869_ = (_e5361 + 1u);
                }
                loop_init_4 = false;
                uint _e2368 = l_mut_869_;
                if ((_e2368 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2371 = l_mut_869_;
                    uint l_870_ = (_e2371 * l_868_);
                    bool l_871_ = (l_870_ < l_56_);
                    uint l_872_ = naga_div(l_4_, 8u);
                    uint _e2376 = l_mut_869_;
                    uint l_873_ = (_e2376 * l_872_);
                    uint l_874_ = (l_873_ + l_873_);
                    uint l_875_ = (l_72_ >> 31u);
                    bool l_876_ = (l_875_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_876_) {
                        uint l_877_ = (0u - l_69_);
                        uint l_878_ = (0u - l_72_);
                        bool l_879_ = (0u < l_69_);
                        uint l_880_ = uint(l_879_);
                        uint l_881_ = (l_878_ - l_880_);
                        l_mut_441_ = l_877_;
                        l_mut_440_ = l_881_;
                    }
                    uint _e2391 = l_mut_441_;
                    uint l_882_ = (_e2391 * l_874_);
                    uint _e2393 = l_mut_440_;
                    uint l_883_ = (_e2393 * l_874_);
                    uint _e2395 = l_mut_441_;
                    uint64_t l_2618_ = uint64_t(_e2395);
                    uint64_t l_2619_ = uint64_t(l_874_);
                    uint64_t l_2620_ = (l_2618_ * l_2619_);
                    uint64_t l_2621_ = (l_2620_ >> uint(32uL));
                    uint l_884_ = uint(l_2621_);
                    uint l_885_ = (l_884_ + l_883_);
                    uint _e2406 = l_mut_440_;
                    uint64_t l_2623_ = uint64_t(_e2406);
                    uint64_t l_2624_ = uint64_t(l_874_);
                    uint64_t l_2625_ = (l_2623_ * l_2624_);
                    uint64_t l_2626_ = (l_2625_ >> uint(32uL));
                    uint l_886_ = uint(l_2626_);
                    bool l_887_ = (l_885_ < l_883_);
                    uint l_888_ = uint(l_887_);
                    uint l_889_ = (l_886_ + l_888_);
                    uint l_890_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_882_;
                    bool l_891_ = (l_890_ > 0u);
                    if (l_891_) {
                        uint l_892_ = (l_882_ >> l_890_);
                        uint l_893_ = (32u - l_890_);
                        uint l_894_ = (l_885_ << l_893_);
                        uint l_895_ = (l_892_ | l_894_);
                        l_mut_439_ = l_895_;
                    }
                    l_mut_428_ = l_885_;
                    bool l_896_ = (l_890_ > 0u);
                    if (l_896_) {
                        uint l_897_ = (l_885_ >> l_890_);
                        uint l_898_ = (32u - l_890_);
                        uint l_899_ = (l_889_ << l_898_);
                        uint l_900_ = (l_897_ | l_899_);
                        l_mut_428_ = l_900_;
                    }
                    uint _e2435 = l_mut_439_;
                    l_mut_421_ = _e2435;
                    uint _e2436 = l_mut_428_;
                    l_mut_439_ = _e2436;
                    bool l_901_ = (l_9_ >= 64u);
                    if (l_901_) {
                        l_mut_421_ = l_889_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_902_ = (l_9_ >= 32u);
                        if (l_902_) {
                            l_mut_428_ = l_885_;
                            bool l_903_ = (l_890_ > 0u);
                            if (l_903_) {
                                uint l_904_ = (l_885_ >> l_890_);
                                uint l_905_ = (32u - l_890_);
                                uint l_906_ = (l_889_ << l_905_);
                                uint l_907_ = (l_904_ | l_906_);
                                l_mut_428_ = l_907_;
                            }
                            uint l_908_ = (l_889_ >> l_890_);
                            uint _e2450 = l_mut_428_;
                            l_mut_421_ = _e2450;
                            l_mut_439_ = l_908_;
                        }
                    }
                    uint _e2451 = l_mut_421_;
                    l_mut_441_ = _e2451;
                    uint _e2452 = l_mut_439_;
                    l_mut_440_ = _e2452;
                    if (l_876_) {
                        uint _e2454 = l_mut_441_;
                        uint l_909_ = (0u - _e2454);
                        uint _e2457 = l_mut_440_;
                        uint l_910_ = (0u - _e2457);
                        uint _e2460 = l_mut_441_;
                        bool l_911_ = (0u < _e2460);
                        uint l_912_ = uint(l_911_);
                        uint l_913_ = (l_910_ - l_912_);
                        l_mut_441_ = l_909_;
                        l_mut_440_ = l_913_;
                    }
                    uint _e2464 = l_mut_441_;
                    uint l_914_ = (l_59_ + _e2464);
                    uint _e2466 = l_mut_440_;
                    uint l_915_ = (l_62_ + _e2466);
                    bool l_916_ = (l_914_ < l_59_);
                    uint l_917_ = uint(l_916_);
                    uint l_918_ = (l_915_ + l_917_);
                    uint l_919_ = (l_59_ * l_873_);
                    uint64_t l_2628_ = uint64_t(l_59_);
                    uint64_t l_2629_ = uint64_t(l_873_);
                    uint64_t l_2630_ = (l_2628_ * l_2629_);
                    uint64_t l_2631_ = (l_2630_ >> uint(32uL));
                    uint l_920_ = uint(l_2631_);
                    uint l_921_ = (l_62_ * l_873_);
                    uint l_922_ = (l_920_ + l_921_);
                    uint l_923_ = (l_64_ + l_919_);
                    uint l_924_ = (l_67_ + l_922_);
                    bool l_925_ = (l_923_ < l_64_);
                    uint l_926_ = uint(l_925_);
                    uint l_927_ = (l_924_ + l_926_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_928_ = (l_873_ < 65536u);
                    if (l_928_) {
                        uint l_929_ = (l_873_ * l_873_);
                        uint l_930_ = (l_72_ >> 31u);
                        bool l_931_ = (l_930_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_931_) {
                            uint l_932_ = (0u - l_69_);
                            uint l_933_ = (0u - l_72_);
                            bool l_934_ = (0u < l_69_);
                            uint l_935_ = uint(l_934_);
                            uint l_936_ = (l_933_ - l_935_);
                            l_mut_439_ = l_932_;
                            l_mut_428_ = l_936_;
                        }
                        uint _e2505 = l_mut_439_;
                        uint l_937_ = (_e2505 * l_929_);
                        uint _e2507 = l_mut_428_;
                        uint l_938_ = (_e2507 * l_929_);
                        uint _e2509 = l_mut_439_;
                        uint64_t l_2633_ = uint64_t(_e2509);
                        uint64_t l_2634_ = uint64_t(l_929_);
                        uint64_t l_2635_ = (l_2633_ * l_2634_);
                        uint64_t l_2636_ = (l_2635_ >> uint(32uL));
                        uint l_939_ = uint(l_2636_);
                        uint l_940_ = (l_939_ + l_938_);
                        uint _e2520 = l_mut_428_;
                        uint64_t l_2638_ = uint64_t(_e2520);
                        uint64_t l_2639_ = uint64_t(l_929_);
                        uint64_t l_2640_ = (l_2638_ * l_2639_);
                        uint64_t l_2641_ = (l_2640_ >> uint(32uL));
                        uint l_941_ = uint(l_2641_);
                        bool l_942_ = (l_940_ < l_938_);
                        uint l_943_ = uint(l_942_);
                        uint l_944_ = (l_941_ + l_943_);
                        uint l_945_ = naga_mod(l_9_, 32u);
                        l_mut_421_ = l_937_;
                        bool l_946_ = (l_945_ > 0u);
                        if (l_946_) {
                            uint l_947_ = (l_937_ >> l_945_);
                            uint l_948_ = (32u - l_945_);
                            uint l_949_ = (l_940_ << l_948_);
                            uint l_950_ = (l_947_ | l_949_);
                            l_mut_421_ = l_950_;
                        }
                        l_mut_394_ = l_940_;
                        bool l_951_ = (l_945_ > 0u);
                        if (l_951_) {
                            uint l_952_ = (l_940_ >> l_945_);
                            uint l_953_ = (32u - l_945_);
                            uint l_954_ = (l_944_ << l_953_);
                            uint l_955_ = (l_952_ | l_954_);
                            l_mut_394_ = l_955_;
                        }
                        uint _e2549 = l_mut_421_;
                        l_mut_388_ = _e2549;
                        uint _e2550 = l_mut_394_;
                        l_mut_421_ = _e2550;
                        bool l_956_ = (l_9_ >= 64u);
                        if (l_956_) {
                            l_mut_388_ = l_944_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_957_ = (l_9_ >= 32u);
                            if (l_957_) {
                                l_mut_394_ = l_940_;
                                bool l_958_ = (l_945_ > 0u);
                                if (l_958_) {
                                    uint l_959_ = (l_940_ >> l_945_);
                                    uint l_960_ = (32u - l_945_);
                                    uint l_961_ = (l_944_ << l_960_);
                                    uint l_962_ = (l_959_ | l_961_);
                                    l_mut_394_ = l_962_;
                                }
                                uint l_963_ = (l_944_ >> l_945_);
                                uint _e2564 = l_mut_394_;
                                l_mut_388_ = _e2564;
                                l_mut_421_ = l_963_;
                            }
                        }
                        uint _e2565 = l_mut_388_;
                        l_mut_439_ = _e2565;
                        uint _e2566 = l_mut_421_;
                        l_mut_428_ = _e2566;
                        if (l_931_) {
                            uint _e2568 = l_mut_439_;
                            uint l_964_ = (0u - _e2568);
                            uint _e2571 = l_mut_428_;
                            uint l_965_ = (0u - _e2571);
                            uint _e2574 = l_mut_439_;
                            bool l_966_ = (0u < _e2574);
                            uint l_967_ = uint(l_966_);
                            uint l_968_ = (l_965_ - l_967_);
                            l_mut_439_ = l_964_;
                            l_mut_428_ = l_968_;
                        }
                        uint _e2578 = l_mut_439_;
                        l_mut_441_ = _e2578;
                        uint _e2579 = l_mut_428_;
                        l_mut_440_ = _e2579;
                    } else {
                        uint l_969_ = (l_72_ >> 31u);
                        bool l_970_ = (l_969_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_970_) {
                            uint l_971_ = (0u - l_69_);
                            uint l_972_ = (0u - l_72_);
                            bool l_973_ = (0u < l_69_);
                            uint l_974_ = uint(l_973_);
                            uint l_975_ = (l_972_ - l_974_);
                            l_mut_439_ = l_971_;
                            l_mut_428_ = l_975_;
                        }
                        uint _e2592 = l_mut_439_;
                        uint l_976_ = (_e2592 * l_873_);
                        uint _e2594 = l_mut_428_;
                        uint l_977_ = (_e2594 * l_873_);
                        uint _e2596 = l_mut_439_;
                        uint64_t l_2643_ = uint64_t(_e2596);
                        uint64_t l_2644_ = uint64_t(l_873_);
                        uint64_t l_2645_ = (l_2643_ * l_2644_);
                        uint64_t l_2646_ = (l_2645_ >> uint(32uL));
                        uint l_978_ = uint(l_2646_);
                        uint l_979_ = (l_978_ + l_977_);
                        uint _e2607 = l_mut_428_;
                        uint64_t l_2648_ = uint64_t(_e2607);
                        uint64_t l_2649_ = uint64_t(l_873_);
                        uint64_t l_2650_ = (l_2648_ * l_2649_);
                        uint64_t l_2651_ = (l_2650_ >> uint(32uL));
                        uint l_980_ = uint(l_2651_);
                        bool l_981_ = (l_979_ < l_977_);
                        uint l_982_ = uint(l_981_);
                        uint l_983_ = (l_980_ + l_982_);
                        l_mut_421_ = l_976_;
                        bool l_985_ = (0u > 0u);
                        if (l_985_) {
                            uint l_986_ = (l_976_ >> 0u);
                            uint l_987_ = (32u - 0u);
                            uint l_988_ = (l_979_ << l_987_);
                            uint l_989_ = (l_986_ | l_988_);
                            l_mut_421_ = l_989_;
                        }
                        l_mut_394_ = l_979_;
                        bool l_990_ = (0u > 0u);
                        if (l_990_) {
                            uint l_991_ = (l_979_ >> 0u);
                            uint l_992_ = (32u - 0u);
                            uint l_993_ = (l_983_ << l_992_);
                            uint l_994_ = (l_991_ | l_993_);
                            l_mut_394_ = l_994_;
                        }
                        uint _e2635 = l_mut_421_;
                        l_mut_388_ = _e2635;
                        uint _e2636 = l_mut_394_;
                        l_mut_421_ = _e2636;
                        if (false) {
                            l_mut_388_ = l_983_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_979_;
                                bool l_997_ = (0u > 0u);
                                if (l_997_) {
                                    uint l_998_ = (l_979_ >> 0u);
                                    uint l_999_ = (32u - 0u);
                                    uint l_1000_ = (l_983_ << l_999_);
                                    uint l_1001_ = (l_998_ | l_1000_);
                                    l_mut_394_ = l_1001_;
                                }
                                uint l_1002_ = (l_983_ >> 0u);
                                uint _e2648 = l_mut_394_;
                                l_mut_388_ = _e2648;
                                l_mut_421_ = l_1002_;
                            }
                        }
                        uint _e2649 = l_mut_439_;
                        uint l_1003_ = (_e2649 * l_873_);
                        uint _e2651 = l_mut_428_;
                        uint l_1004_ = (_e2651 * l_873_);
                        uint _e2653 = l_mut_439_;
                        uint64_t l_2653_ = uint64_t(_e2653);
                        uint64_t l_2654_ = uint64_t(l_873_);
                        uint64_t l_2655_ = (l_2653_ * l_2654_);
                        uint64_t l_2656_ = (l_2655_ >> uint(32uL));
                        uint l_1005_ = uint(l_2656_);
                        uint l_1006_ = (l_1005_ + l_1004_);
                        uint _e2664 = l_mut_428_;
                        uint64_t l_2658_ = uint64_t(_e2664);
                        uint64_t l_2659_ = uint64_t(l_873_);
                        uint64_t l_2660_ = (l_2658_ * l_2659_);
                        uint64_t l_2661_ = (l_2660_ >> uint(32uL));
                        uint l_1007_ = uint(l_2661_);
                        bool l_1008_ = (l_1006_ < l_1004_);
                        uint l_1009_ = uint(l_1008_);
                        uint l_1010_ = (l_1007_ + l_1009_);
                        l_mut_394_ = l_1003_;
                        bool l_1012_ = (0u > 0u);
                        if (l_1012_) {
                            uint l_1013_ = (l_1003_ >> 0u);
                            uint l_1014_ = (32u - 0u);
                            uint l_1015_ = (l_1006_ << l_1014_);
                            uint l_1016_ = (l_1013_ | l_1015_);
                            l_mut_394_ = l_1016_;
                        }
                        l_mut_382_ = l_1006_;
                        bool l_1017_ = (0u > 0u);
                        if (l_1017_) {
                            uint l_1018_ = (l_1006_ >> 0u);
                            uint l_1019_ = (32u - 0u);
                            uint l_1020_ = (l_1010_ << l_1019_);
                            uint l_1021_ = (l_1018_ | l_1020_);
                            l_mut_382_ = l_1021_;
                        }
                        uint _e2692 = l_mut_394_;
                        l_mut_275_ = _e2692;
                        uint _e2693 = l_mut_382_;
                        l_mut_394_ = _e2693;
                        if (true) {
                            l_mut_275_ = l_1010_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1006_;
                                bool l_1024_ = (0u > 0u);
                                if (l_1024_) {
                                    uint l_1025_ = (l_1006_ >> 0u);
                                    uint l_1026_ = (32u - 0u);
                                    uint l_1027_ = (l_1010_ << l_1026_);
                                    uint l_1028_ = (l_1025_ | l_1027_);
                                    l_mut_382_ = l_1028_;
                                }
                                uint l_1029_ = (l_1010_ >> 0u);
                                uint _e2705 = l_mut_382_;
                                l_mut_275_ = _e2705;
                                l_mut_394_ = l_1029_;
                            }
                        }
                        uint _e2706 = l_mut_388_;
                        uint l_1030_ = (_e2706 * l_873_);
                        uint _e2708 = l_mut_421_;
                        uint l_1031_ = (_e2708 * l_873_);
                        uint _e2710 = l_mut_388_;
                        uint64_t l_2663_ = uint64_t(_e2710);
                        uint64_t l_2664_ = uint64_t(l_873_);
                        uint64_t l_2665_ = (l_2663_ * l_2664_);
                        uint64_t l_2666_ = (l_2665_ >> uint(32uL));
                        uint l_1032_ = uint(l_2666_);
                        uint l_1033_ = (l_1032_ + l_1031_);
                        uint _e2721 = l_mut_421_;
                        uint64_t l_2668_ = uint64_t(_e2721);
                        uint64_t l_2669_ = uint64_t(l_873_);
                        uint64_t l_2670_ = (l_2668_ * l_2669_);
                        uint64_t l_2671_ = (l_2670_ >> uint(32uL));
                        uint l_1034_ = uint(l_2671_);
                        bool l_1035_ = (l_1033_ < l_1031_);
                        uint l_1036_ = uint(l_1035_);
                        uint l_1037_ = (l_1034_ + l_1036_);
                        l_mut_439_ = l_1030_;
                        bool l_1039_ = (0u > 0u);
                        if (l_1039_) {
                            uint l_1040_ = (l_1030_ >> 0u);
                            uint l_1041_ = (32u - 0u);
                            uint l_1042_ = (l_1033_ << l_1041_);
                            uint l_1043_ = (l_1040_ | l_1042_);
                            l_mut_439_ = l_1043_;
                        }
                        l_mut_428_ = l_1033_;
                        bool l_1044_ = (0u > 0u);
                        if (l_1044_) {
                            uint l_1045_ = (l_1033_ >> 0u);
                            uint l_1046_ = (32u - 0u);
                            uint l_1047_ = (l_1037_ << l_1046_);
                            uint l_1048_ = (l_1045_ | l_1047_);
                            l_mut_428_ = l_1048_;
                        }
                        uint _e2749 = l_mut_439_;
                        l_mut_382_ = _e2749;
                        uint _e2750 = l_mut_428_;
                        l_mut_439_ = _e2750;
                        if (false) {
                            l_mut_382_ = l_1037_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1033_;
                                bool l_1051_ = (0u > 0u);
                                if (l_1051_) {
                                    uint l_1052_ = (l_1033_ >> 0u);
                                    uint l_1053_ = (32u - 0u);
                                    uint l_1054_ = (l_1037_ << l_1053_);
                                    uint l_1055_ = (l_1052_ | l_1054_);
                                    l_mut_428_ = l_1055_;
                                }
                                uint l_1056_ = (l_1037_ >> 0u);
                                uint _e2762 = l_mut_428_;
                                l_mut_382_ = _e2762;
                                l_mut_439_ = l_1056_;
                            }
                        }
                        uint _e2763 = l_mut_388_;
                        uint l_1057_ = (_e2763 * l_873_);
                        uint _e2765 = l_mut_421_;
                        uint l_1058_ = (_e2765 * l_873_);
                        uint _e2767 = l_mut_388_;
                        uint64_t l_2673_ = uint64_t(_e2767);
                        uint64_t l_2674_ = uint64_t(l_873_);
                        uint64_t l_2675_ = (l_2673_ * l_2674_);
                        uint64_t l_2676_ = (l_2675_ >> uint(32uL));
                        uint l_1059_ = uint(l_2676_);
                        uint l_1060_ = (l_1059_ + l_1058_);
                        uint _e2778 = l_mut_421_;
                        uint64_t l_2678_ = uint64_t(_e2778);
                        uint64_t l_2679_ = uint64_t(l_873_);
                        uint64_t l_2680_ = (l_2678_ * l_2679_);
                        uint64_t l_2681_ = (l_2680_ >> uint(32uL));
                        uint l_1061_ = uint(l_2681_);
                        bool l_1062_ = (l_1060_ < l_1058_);
                        uint l_1063_ = uint(l_1062_);
                        uint l_1064_ = (l_1061_ + l_1063_);
                        l_mut_428_ = l_1057_;
                        bool l_1066_ = (0u > 0u);
                        if (l_1066_) {
                            uint l_1067_ = (l_1057_ >> 0u);
                            uint l_1068_ = (32u - 0u);
                            uint l_1069_ = (l_1060_ << l_1068_);
                            uint l_1070_ = (l_1067_ | l_1069_);
                            l_mut_428_ = l_1070_;
                        }
                        l_mut_269_ = l_1060_;
                        bool l_1071_ = (0u > 0u);
                        if (l_1071_) {
                            uint l_1072_ = (l_1060_ >> 0u);
                            uint l_1073_ = (32u - 0u);
                            uint l_1074_ = (l_1064_ << l_1073_);
                            uint l_1075_ = (l_1072_ | l_1074_);
                            l_mut_269_ = l_1075_;
                        }
                        uint _e2806 = l_mut_428_;
                        l_mut_219_ = _e2806;
                        uint _e2807 = l_mut_269_;
                        l_mut_428_ = _e2807;
                        if (true) {
                            l_mut_219_ = l_1064_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1060_;
                                bool l_1078_ = (0u > 0u);
                                if (l_1078_) {
                                    uint l_1079_ = (l_1060_ >> 0u);
                                    uint l_1080_ = (32u - 0u);
                                    uint l_1081_ = (l_1064_ << l_1080_);
                                    uint l_1082_ = (l_1079_ | l_1081_);
                                    l_mut_269_ = l_1082_;
                                }
                                uint l_1083_ = (l_1064_ >> 0u);
                                uint _e2819 = l_mut_269_;
                                l_mut_219_ = _e2819;
                                l_mut_428_ = l_1083_;
                            }
                        }
                        uint _e2820 = l_mut_275_;
                        uint l_1084_ = (_e2820 * l_873_);
                        uint _e2822 = l_mut_275_;
                        uint64_t l_2683_ = uint64_t(_e2822);
                        uint64_t l_2684_ = uint64_t(l_873_);
                        uint64_t l_2685_ = (l_2683_ * l_2684_);
                        uint64_t l_2686_ = (l_2685_ >> uint(32uL));
                        uint l_1085_ = uint(l_2686_);
                        uint _e2832 = l_mut_394_;
                        uint l_1086_ = (_e2832 * l_873_);
                        uint l_1087_ = (l_1085_ + l_1086_);
                        uint _e2835 = l_mut_219_;
                        uint l_1088_ = (_e2835 + l_1084_);
                        uint _e2837 = l_mut_428_;
                        uint l_1089_ = (_e2837 + l_1087_);
                        uint _e2839 = l_mut_219_;
                        bool l_1090_ = (l_1088_ < _e2839);
                        uint l_1091_ = uint(l_1090_);
                        uint l_1092_ = (l_1089_ + l_1091_);
                        uint _e2843 = l_mut_382_;
                        l_mut_441_ = _e2843;
                        uint _e2844 = l_mut_439_;
                        l_mut_440_ = _e2844;
                        bool l_1093_ = (l_9_ == 64u);
                        if (l_1093_) {
                            l_mut_441_ = l_1088_;
                            l_mut_440_ = l_1092_;
                        } else {
                            bool l_1094_ = (l_9_ > 0u);
                            if (l_1094_) {
                                uint l_1095_ = (64u - l_9_);
                                l_mut_428_ = l_1088_;
                                l_mut_421_ = l_1092_;
                                bool l_1096_ = (l_1095_ >= 32u);
                                if (l_1096_) {
                                    uint l_1097_ = (l_1095_ & 31u);
                                    uint l_1098_ = (l_1088_ << l_1097_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1098_;
                                } else {
                                    bool l_1099_ = (l_1095_ > 0u);
                                    if (l_1099_) {
                                        uint l_1100_ = (l_1088_ << l_1095_);
                                        uint l_1101_ = (l_1092_ << l_1095_);
                                        uint l_1102_ = (32u - l_1095_);
                                        uint l_1103_ = (l_1088_ >> l_1102_);
                                        uint l_1104_ = (l_1101_ | l_1103_);
                                        l_mut_428_ = l_1100_;
                                        l_mut_421_ = l_1104_;
                                    }
                                }
                                uint _e2865 = l_mut_382_;
                                l_mut_394_ = _e2865;
                                uint _e2866 = l_mut_439_;
                                l_mut_388_ = _e2866;
                                bool l_1105_ = (l_9_ >= 32u);
                                if (l_1105_) {
                                    uint l_1106_ = (l_9_ & 31u);
                                    uint _e2871 = l_mut_439_;
                                    uint l_1107_ = (_e2871 >> l_1106_);
                                    l_mut_394_ = l_1107_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1108_ = (l_9_ > 0u);
                                    if (l_1108_) {
                                        uint _e2876 = l_mut_382_;
                                        l_mut_275_ = _e2876;
                                        bool l_1109_ = (l_9_ > 0u);
                                        if (l_1109_) {
                                            uint _e2879 = l_mut_382_;
                                            uint l_1110_ = (_e2879 >> l_9_);
                                            uint l_1111_ = (32u - l_9_);
                                            uint _e2883 = l_mut_439_;
                                            uint l_1112_ = (_e2883 << l_1111_);
                                            uint l_1113_ = (l_1110_ | l_1112_);
                                            l_mut_275_ = l_1113_;
                                        }
                                        uint _e2886 = l_mut_439_;
                                        uint l_1114_ = (_e2886 >> l_9_);
                                        uint _e2888 = l_mut_275_;
                                        l_mut_394_ = _e2888;
                                        l_mut_388_ = l_1114_;
                                    }
                                }
                                uint _e2889 = l_mut_428_;
                                uint _e2890 = l_mut_394_;
                                uint l_1115_ = (_e2889 + _e2890);
                                uint _e2892 = l_mut_421_;
                                uint _e2893 = l_mut_388_;
                                uint l_1116_ = (_e2892 + _e2893);
                                uint _e2895 = l_mut_428_;
                                bool l_1117_ = (l_1115_ < _e2895);
                                uint l_1118_ = uint(l_1117_);
                                uint l_1119_ = (l_1116_ + l_1118_);
                                l_mut_441_ = l_1115_;
                                l_mut_440_ = l_1119_;
                            }
                        }
                        if (l_970_) {
                            uint _e2900 = l_mut_441_;
                            uint l_1120_ = (0u - _e2900);
                            uint _e2903 = l_mut_440_;
                            uint l_1121_ = (0u - _e2903);
                            uint _e2906 = l_mut_441_;
                            bool l_1122_ = (0u < _e2906);
                            uint l_1123_ = uint(l_1122_);
                            uint l_1124_ = (l_1121_ - l_1123_);
                            l_mut_441_ = l_1120_;
                            l_mut_440_ = l_1124_;
                        }
                    }
                    uint _e2910 = l_mut_441_;
                    uint l_1125_ = (l_923_ + _e2910);
                    uint _e2912 = l_mut_440_;
                    uint l_1126_ = (l_927_ + _e2912);
                    bool l_1127_ = (l_1125_ < l_923_);
                    uint l_1128_ = uint(l_1127_);
                    uint l_1129_ = (l_1126_ + l_1128_);
                    uint l_1130_ = (l_72_ >> 31u);
                    bool l_1131_ = (l_1130_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1131_) {
                        uint l_1132_ = (0u - l_69_);
                        uint l_1133_ = (0u - l_72_);
                        bool l_1134_ = (0u < l_69_);
                        uint l_1135_ = uint(l_1134_);
                        uint l_1136_ = (l_1133_ - l_1135_);
                        l_mut_441_ = l_1132_;
                        l_mut_440_ = l_1136_;
                    }
                    uint _e2929 = l_mut_441_;
                    uint l_1137_ = (_e2929 * l_872_);
                    uint _e2931 = l_mut_440_;
                    uint l_1138_ = (_e2931 * l_872_);
                    uint _e2933 = l_mut_441_;
                    uint64_t l_2688_ = uint64_t(_e2933);
                    uint64_t l_2689_ = uint64_t(l_872_);
                    uint64_t l_2690_ = (l_2688_ * l_2689_);
                    uint64_t l_2691_ = (l_2690_ >> uint(32uL));
                    uint l_1139_ = uint(l_2691_);
                    uint l_1140_ = (l_1139_ + l_1138_);
                    uint _e2944 = l_mut_440_;
                    uint64_t l_2693_ = uint64_t(_e2944);
                    uint64_t l_2694_ = uint64_t(l_872_);
                    uint64_t l_2695_ = (l_2693_ * l_2694_);
                    uint64_t l_2696_ = (l_2695_ >> uint(32uL));
                    uint l_1141_ = uint(l_2696_);
                    bool l_1142_ = (l_1140_ < l_1138_);
                    uint l_1143_ = uint(l_1142_);
                    uint l_1144_ = (l_1141_ + l_1143_);
                    uint l_1145_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1137_;
                    bool l_1146_ = (l_1145_ > 0u);
                    if (l_1146_) {
                        uint l_1147_ = (l_1137_ >> l_1145_);
                        uint l_1148_ = (32u - l_1145_);
                        uint l_1149_ = (l_1140_ << l_1148_);
                        uint l_1150_ = (l_1147_ | l_1149_);
                        l_mut_439_ = l_1150_;
                    }
                    l_mut_428_ = l_1140_;
                    bool l_1151_ = (l_1145_ > 0u);
                    if (l_1151_) {
                        uint l_1152_ = (l_1140_ >> l_1145_);
                        uint l_1153_ = (32u - l_1145_);
                        uint l_1154_ = (l_1144_ << l_1153_);
                        uint l_1155_ = (l_1152_ | l_1154_);
                        l_mut_428_ = l_1155_;
                    }
                    uint _e2973 = l_mut_439_;
                    l_mut_421_ = _e2973;
                    uint _e2974 = l_mut_428_;
                    l_mut_439_ = _e2974;
                    bool l_1156_ = (l_9_ >= 64u);
                    if (l_1156_) {
                        l_mut_421_ = l_1144_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1157_ = (l_9_ >= 32u);
                        if (l_1157_) {
                            l_mut_428_ = l_1140_;
                            bool l_1158_ = (l_1145_ > 0u);
                            if (l_1158_) {
                                uint l_1159_ = (l_1140_ >> l_1145_);
                                uint l_1160_ = (32u - l_1145_);
                                uint l_1161_ = (l_1144_ << l_1160_);
                                uint l_1162_ = (l_1159_ | l_1161_);
                                l_mut_428_ = l_1162_;
                            }
                            uint l_1163_ = (l_1144_ >> l_1145_);
                            uint _e2988 = l_mut_428_;
                            l_mut_421_ = _e2988;
                            l_mut_439_ = l_1163_;
                        }
                    }
                    uint _e2989 = l_mut_421_;
                    l_mut_441_ = _e2989;
                    uint _e2990 = l_mut_439_;
                    l_mut_440_ = _e2990;
                    if (l_1131_) {
                        uint _e2992 = l_mut_441_;
                        uint l_1164_ = (0u - _e2992);
                        uint _e2995 = l_mut_440_;
                        uint l_1165_ = (0u - _e2995);
                        uint _e2998 = l_mut_441_;
                        bool l_1166_ = (0u < _e2998);
                        uint l_1167_ = uint(l_1166_);
                        uint l_1168_ = (l_1165_ - l_1167_);
                        l_mut_441_ = l_1164_;
                        l_mut_440_ = l_1168_;
                    }
                    uint _e3002 = l_mut_441_;
                    uint l_1169_ = (l_914_ + _e3002);
                    uint _e3004 = l_mut_440_;
                    uint l_1170_ = (l_918_ + _e3004);
                    bool l_1171_ = (l_1169_ < l_914_);
                    uint l_1172_ = uint(l_1171_);
                    uint l_1173_ = (l_1170_ + l_1172_);
                    uint l_1174_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1175_ = (l_872_ < 65536u);
                    if (l_1175_) {
                        uint l_1176_ = (l_872_ * l_872_);
                        uint l_1177_ = (l_72_ >> 31u);
                        bool l_1178_ = (l_1177_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1178_) {
                            uint l_1179_ = (0u - l_69_);
                            uint l_1180_ = (0u - l_72_);
                            bool l_1181_ = (0u < l_69_);
                            uint l_1182_ = uint(l_1181_);
                            uint l_1183_ = (l_1180_ - l_1182_);
                            l_mut_439_ = l_1179_;
                            l_mut_428_ = l_1183_;
                        }
                        uint _e3028 = l_mut_439_;
                        uint l_1184_ = (_e3028 * l_1176_);
                        uint _e3030 = l_mut_428_;
                        uint l_1185_ = (_e3030 * l_1176_);
                        uint _e3032 = l_mut_439_;
                        uint64_t l_2698_ = uint64_t(_e3032);
                        uint64_t l_2699_ = uint64_t(l_1176_);
                        uint64_t l_2700_ = (l_2698_ * l_2699_);
                        uint64_t l_2701_ = (l_2700_ >> uint(32uL));
                        uint l_1186_ = uint(l_2701_);
                        uint l_1187_ = (l_1186_ + l_1185_);
                        uint _e3043 = l_mut_428_;
                        uint64_t l_2703_ = uint64_t(_e3043);
                        uint64_t l_2704_ = uint64_t(l_1176_);
                        uint64_t l_2705_ = (l_2703_ * l_2704_);
                        uint64_t l_2706_ = (l_2705_ >> uint(32uL));
                        uint l_1188_ = uint(l_2706_);
                        bool l_1189_ = (l_1187_ < l_1185_);
                        uint l_1190_ = uint(l_1189_);
                        uint l_1191_ = (l_1188_ + l_1190_);
                        uint l_1192_ = naga_mod(l_1174_, 32u);
                        l_mut_421_ = l_1184_;
                        bool l_1193_ = (l_1192_ > 0u);
                        if (l_1193_) {
                            uint l_1194_ = (l_1184_ >> l_1192_);
                            uint l_1195_ = (32u - l_1192_);
                            uint l_1196_ = (l_1187_ << l_1195_);
                            uint l_1197_ = (l_1194_ | l_1196_);
                            l_mut_421_ = l_1197_;
                        }
                        l_mut_394_ = l_1187_;
                        bool l_1198_ = (l_1192_ > 0u);
                        if (l_1198_) {
                            uint l_1199_ = (l_1187_ >> l_1192_);
                            uint l_1200_ = (32u - l_1192_);
                            uint l_1201_ = (l_1191_ << l_1200_);
                            uint l_1202_ = (l_1199_ | l_1201_);
                            l_mut_394_ = l_1202_;
                        }
                        uint _e3072 = l_mut_421_;
                        l_mut_388_ = _e3072;
                        uint _e3073 = l_mut_394_;
                        l_mut_421_ = _e3073;
                        bool l_1203_ = (l_1174_ >= 64u);
                        if (l_1203_) {
                            l_mut_388_ = l_1191_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1204_ = (l_1174_ >= 32u);
                            if (l_1204_) {
                                l_mut_394_ = l_1187_;
                                bool l_1205_ = (l_1192_ > 0u);
                                if (l_1205_) {
                                    uint l_1206_ = (l_1187_ >> l_1192_);
                                    uint l_1207_ = (32u - l_1192_);
                                    uint l_1208_ = (l_1191_ << l_1207_);
                                    uint l_1209_ = (l_1206_ | l_1208_);
                                    l_mut_394_ = l_1209_;
                                }
                                uint l_1210_ = (l_1191_ >> l_1192_);
                                uint _e3087 = l_mut_394_;
                                l_mut_388_ = _e3087;
                                l_mut_421_ = l_1210_;
                            }
                        }
                        uint _e3088 = l_mut_388_;
                        l_mut_439_ = _e3088;
                        uint _e3089 = l_mut_421_;
                        l_mut_428_ = _e3089;
                        if (l_1178_) {
                            uint _e3091 = l_mut_439_;
                            uint l_1211_ = (0u - _e3091);
                            uint _e3094 = l_mut_428_;
                            uint l_1212_ = (0u - _e3094);
                            uint _e3097 = l_mut_439_;
                            bool l_1213_ = (0u < _e3097);
                            uint l_1214_ = uint(l_1213_);
                            uint l_1215_ = (l_1212_ - l_1214_);
                            l_mut_439_ = l_1211_;
                            l_mut_428_ = l_1215_;
                        }
                        uint _e3101 = l_mut_439_;
                        l_mut_441_ = _e3101;
                        uint _e3102 = l_mut_428_;
                        l_mut_440_ = _e3102;
                    } else {
                        uint l_1216_ = (l_72_ >> 31u);
                        bool l_1217_ = (l_1216_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1217_) {
                            uint l_1218_ = (0u - l_69_);
                            uint l_1219_ = (0u - l_72_);
                            bool l_1220_ = (0u < l_69_);
                            uint l_1221_ = uint(l_1220_);
                            uint l_1222_ = (l_1219_ - l_1221_);
                            l_mut_439_ = l_1218_;
                            l_mut_428_ = l_1222_;
                        }
                        uint _e3115 = l_mut_439_;
                        uint l_1223_ = (_e3115 * l_872_);
                        uint _e3117 = l_mut_428_;
                        uint l_1224_ = (_e3117 * l_872_);
                        uint _e3119 = l_mut_439_;
                        uint64_t l_2708_ = uint64_t(_e3119);
                        uint64_t l_2709_ = uint64_t(l_872_);
                        uint64_t l_2710_ = (l_2708_ * l_2709_);
                        uint64_t l_2711_ = (l_2710_ >> uint(32uL));
                        uint l_1225_ = uint(l_2711_);
                        uint l_1226_ = (l_1225_ + l_1224_);
                        uint _e3130 = l_mut_428_;
                        uint64_t l_2713_ = uint64_t(_e3130);
                        uint64_t l_2714_ = uint64_t(l_872_);
                        uint64_t l_2715_ = (l_2713_ * l_2714_);
                        uint64_t l_2716_ = (l_2715_ >> uint(32uL));
                        uint l_1227_ = uint(l_2716_);
                        bool l_1228_ = (l_1226_ < l_1224_);
                        uint l_1229_ = uint(l_1228_);
                        uint l_1230_ = (l_1227_ + l_1229_);
                        l_mut_421_ = l_1223_;
                        bool l_1232_ = (0u > 0u);
                        if (l_1232_) {
                            uint l_1233_ = (l_1223_ >> 0u);
                            uint l_1234_ = (32u - 0u);
                            uint l_1235_ = (l_1226_ << l_1234_);
                            uint l_1236_ = (l_1233_ | l_1235_);
                            l_mut_421_ = l_1236_;
                        }
                        l_mut_394_ = l_1226_;
                        bool l_1237_ = (0u > 0u);
                        if (l_1237_) {
                            uint l_1238_ = (l_1226_ >> 0u);
                            uint l_1239_ = (32u - 0u);
                            uint l_1240_ = (l_1230_ << l_1239_);
                            uint l_1241_ = (l_1238_ | l_1240_);
                            l_mut_394_ = l_1241_;
                        }
                        uint _e3158 = l_mut_421_;
                        l_mut_388_ = _e3158;
                        uint _e3159 = l_mut_394_;
                        l_mut_421_ = _e3159;
                        if (false) {
                            l_mut_388_ = l_1230_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1226_;
                                bool l_1244_ = (0u > 0u);
                                if (l_1244_) {
                                    uint l_1245_ = (l_1226_ >> 0u);
                                    uint l_1246_ = (32u - 0u);
                                    uint l_1247_ = (l_1230_ << l_1246_);
                                    uint l_1248_ = (l_1245_ | l_1247_);
                                    l_mut_394_ = l_1248_;
                                }
                                uint l_1249_ = (l_1230_ >> 0u);
                                uint _e3171 = l_mut_394_;
                                l_mut_388_ = _e3171;
                                l_mut_421_ = l_1249_;
                            }
                        }
                        uint _e3172 = l_mut_439_;
                        uint l_1250_ = (_e3172 * l_872_);
                        uint _e3174 = l_mut_428_;
                        uint l_1251_ = (_e3174 * l_872_);
                        uint _e3176 = l_mut_439_;
                        uint64_t l_2718_ = uint64_t(_e3176);
                        uint64_t l_2719_ = uint64_t(l_872_);
                        uint64_t l_2720_ = (l_2718_ * l_2719_);
                        uint64_t l_2721_ = (l_2720_ >> uint(32uL));
                        uint l_1252_ = uint(l_2721_);
                        uint l_1253_ = (l_1252_ + l_1251_);
                        uint _e3187 = l_mut_428_;
                        uint64_t l_2723_ = uint64_t(_e3187);
                        uint64_t l_2724_ = uint64_t(l_872_);
                        uint64_t l_2725_ = (l_2723_ * l_2724_);
                        uint64_t l_2726_ = (l_2725_ >> uint(32uL));
                        uint l_1254_ = uint(l_2726_);
                        bool l_1255_ = (l_1253_ < l_1251_);
                        uint l_1256_ = uint(l_1255_);
                        uint l_1257_ = (l_1254_ + l_1256_);
                        l_mut_394_ = l_1250_;
                        bool l_1259_ = (0u > 0u);
                        if (l_1259_) {
                            uint l_1260_ = (l_1250_ >> 0u);
                            uint l_1261_ = (32u - 0u);
                            uint l_1262_ = (l_1253_ << l_1261_);
                            uint l_1263_ = (l_1260_ | l_1262_);
                            l_mut_394_ = l_1263_;
                        }
                        l_mut_382_ = l_1253_;
                        bool l_1264_ = (0u > 0u);
                        if (l_1264_) {
                            uint l_1265_ = (l_1253_ >> 0u);
                            uint l_1266_ = (32u - 0u);
                            uint l_1267_ = (l_1257_ << l_1266_);
                            uint l_1268_ = (l_1265_ | l_1267_);
                            l_mut_382_ = l_1268_;
                        }
                        uint _e3215 = l_mut_394_;
                        l_mut_275_ = _e3215;
                        uint _e3216 = l_mut_382_;
                        l_mut_394_ = _e3216;
                        if (true) {
                            l_mut_275_ = l_1257_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1253_;
                                bool l_1271_ = (0u > 0u);
                                if (l_1271_) {
                                    uint l_1272_ = (l_1253_ >> 0u);
                                    uint l_1273_ = (32u - 0u);
                                    uint l_1274_ = (l_1257_ << l_1273_);
                                    uint l_1275_ = (l_1272_ | l_1274_);
                                    l_mut_382_ = l_1275_;
                                }
                                uint l_1276_ = (l_1257_ >> 0u);
                                uint _e3228 = l_mut_382_;
                                l_mut_275_ = _e3228;
                                l_mut_394_ = l_1276_;
                            }
                        }
                        uint _e3229 = l_mut_388_;
                        uint l_1277_ = (_e3229 * l_872_);
                        uint _e3231 = l_mut_421_;
                        uint l_1278_ = (_e3231 * l_872_);
                        uint _e3233 = l_mut_388_;
                        uint64_t l_2728_ = uint64_t(_e3233);
                        uint64_t l_2729_ = uint64_t(l_872_);
                        uint64_t l_2730_ = (l_2728_ * l_2729_);
                        uint64_t l_2731_ = (l_2730_ >> uint(32uL));
                        uint l_1279_ = uint(l_2731_);
                        uint l_1280_ = (l_1279_ + l_1278_);
                        uint _e3244 = l_mut_421_;
                        uint64_t l_2733_ = uint64_t(_e3244);
                        uint64_t l_2734_ = uint64_t(l_872_);
                        uint64_t l_2735_ = (l_2733_ * l_2734_);
                        uint64_t l_2736_ = (l_2735_ >> uint(32uL));
                        uint l_1281_ = uint(l_2736_);
                        bool l_1282_ = (l_1280_ < l_1278_);
                        uint l_1283_ = uint(l_1282_);
                        uint l_1284_ = (l_1281_ + l_1283_);
                        l_mut_439_ = l_1277_;
                        bool l_1286_ = (0u > 0u);
                        if (l_1286_) {
                            uint l_1287_ = (l_1277_ >> 0u);
                            uint l_1288_ = (32u - 0u);
                            uint l_1289_ = (l_1280_ << l_1288_);
                            uint l_1290_ = (l_1287_ | l_1289_);
                            l_mut_439_ = l_1290_;
                        }
                        l_mut_428_ = l_1280_;
                        bool l_1291_ = (0u > 0u);
                        if (l_1291_) {
                            uint l_1292_ = (l_1280_ >> 0u);
                            uint l_1293_ = (32u - 0u);
                            uint l_1294_ = (l_1284_ << l_1293_);
                            uint l_1295_ = (l_1292_ | l_1294_);
                            l_mut_428_ = l_1295_;
                        }
                        uint _e3272 = l_mut_439_;
                        l_mut_382_ = _e3272;
                        uint _e3273 = l_mut_428_;
                        l_mut_439_ = _e3273;
                        if (false) {
                            l_mut_382_ = l_1284_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1280_;
                                bool l_1298_ = (0u > 0u);
                                if (l_1298_) {
                                    uint l_1299_ = (l_1280_ >> 0u);
                                    uint l_1300_ = (32u - 0u);
                                    uint l_1301_ = (l_1284_ << l_1300_);
                                    uint l_1302_ = (l_1299_ | l_1301_);
                                    l_mut_428_ = l_1302_;
                                }
                                uint l_1303_ = (l_1284_ >> 0u);
                                uint _e3285 = l_mut_428_;
                                l_mut_382_ = _e3285;
                                l_mut_439_ = l_1303_;
                            }
                        }
                        uint _e3286 = l_mut_388_;
                        uint l_1304_ = (_e3286 * l_872_);
                        uint _e3288 = l_mut_421_;
                        uint l_1305_ = (_e3288 * l_872_);
                        uint _e3290 = l_mut_388_;
                        uint64_t l_2738_ = uint64_t(_e3290);
                        uint64_t l_2739_ = uint64_t(l_872_);
                        uint64_t l_2740_ = (l_2738_ * l_2739_);
                        uint64_t l_2741_ = (l_2740_ >> uint(32uL));
                        uint l_1306_ = uint(l_2741_);
                        uint l_1307_ = (l_1306_ + l_1305_);
                        uint _e3301 = l_mut_421_;
                        uint64_t l_2743_ = uint64_t(_e3301);
                        uint64_t l_2744_ = uint64_t(l_872_);
                        uint64_t l_2745_ = (l_2743_ * l_2744_);
                        uint64_t l_2746_ = (l_2745_ >> uint(32uL));
                        uint l_1308_ = uint(l_2746_);
                        bool l_1309_ = (l_1307_ < l_1305_);
                        uint l_1310_ = uint(l_1309_);
                        uint l_1311_ = (l_1308_ + l_1310_);
                        l_mut_428_ = l_1304_;
                        bool l_1313_ = (0u > 0u);
                        if (l_1313_) {
                            uint l_1314_ = (l_1304_ >> 0u);
                            uint l_1315_ = (32u - 0u);
                            uint l_1316_ = (l_1307_ << l_1315_);
                            uint l_1317_ = (l_1314_ | l_1316_);
                            l_mut_428_ = l_1317_;
                        }
                        l_mut_269_ = l_1307_;
                        bool l_1318_ = (0u > 0u);
                        if (l_1318_) {
                            uint l_1319_ = (l_1307_ >> 0u);
                            uint l_1320_ = (32u - 0u);
                            uint l_1321_ = (l_1311_ << l_1320_);
                            uint l_1322_ = (l_1319_ | l_1321_);
                            l_mut_269_ = l_1322_;
                        }
                        uint _e3329 = l_mut_428_;
                        l_mut_219_ = _e3329;
                        uint _e3330 = l_mut_269_;
                        l_mut_428_ = _e3330;
                        if (true) {
                            l_mut_219_ = l_1311_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1307_;
                                bool l_1325_ = (0u > 0u);
                                if (l_1325_) {
                                    uint l_1326_ = (l_1307_ >> 0u);
                                    uint l_1327_ = (32u - 0u);
                                    uint l_1328_ = (l_1311_ << l_1327_);
                                    uint l_1329_ = (l_1326_ | l_1328_);
                                    l_mut_269_ = l_1329_;
                                }
                                uint l_1330_ = (l_1311_ >> 0u);
                                uint _e3342 = l_mut_269_;
                                l_mut_219_ = _e3342;
                                l_mut_428_ = l_1330_;
                            }
                        }
                        uint _e3343 = l_mut_275_;
                        uint l_1331_ = (_e3343 * l_872_);
                        uint _e3345 = l_mut_275_;
                        uint64_t l_2748_ = uint64_t(_e3345);
                        uint64_t l_2749_ = uint64_t(l_872_);
                        uint64_t l_2750_ = (l_2748_ * l_2749_);
                        uint64_t l_2751_ = (l_2750_ >> uint(32uL));
                        uint l_1332_ = uint(l_2751_);
                        uint _e3355 = l_mut_394_;
                        uint l_1333_ = (_e3355 * l_872_);
                        uint l_1334_ = (l_1332_ + l_1333_);
                        uint _e3358 = l_mut_219_;
                        uint l_1335_ = (_e3358 + l_1331_);
                        uint _e3360 = l_mut_428_;
                        uint l_1336_ = (_e3360 + l_1334_);
                        uint _e3362 = l_mut_219_;
                        bool l_1337_ = (l_1335_ < _e3362);
                        uint l_1338_ = uint(l_1337_);
                        uint l_1339_ = (l_1336_ + l_1338_);
                        uint _e3366 = l_mut_382_;
                        l_mut_441_ = _e3366;
                        uint _e3367 = l_mut_439_;
                        l_mut_440_ = _e3367;
                        bool l_1340_ = (l_1174_ == 64u);
                        if (l_1340_) {
                            l_mut_441_ = l_1335_;
                            l_mut_440_ = l_1339_;
                        } else {
                            bool l_1341_ = (l_1174_ > 0u);
                            if (l_1341_) {
                                uint l_1342_ = (64u - l_1174_);
                                l_mut_428_ = l_1335_;
                                l_mut_421_ = l_1339_;
                                bool l_1343_ = (l_1342_ >= 32u);
                                if (l_1343_) {
                                    uint l_1344_ = (l_1342_ & 31u);
                                    uint l_1345_ = (l_1335_ << l_1344_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1345_;
                                } else {
                                    bool l_1346_ = (l_1342_ > 0u);
                                    if (l_1346_) {
                                        uint l_1347_ = (l_1335_ << l_1342_);
                                        uint l_1348_ = (l_1339_ << l_1342_);
                                        uint l_1349_ = (32u - l_1342_);
                                        uint l_1350_ = (l_1335_ >> l_1349_);
                                        uint l_1351_ = (l_1348_ | l_1350_);
                                        l_mut_428_ = l_1347_;
                                        l_mut_421_ = l_1351_;
                                    }
                                }
                                uint _e3388 = l_mut_382_;
                                l_mut_394_ = _e3388;
                                uint _e3389 = l_mut_439_;
                                l_mut_388_ = _e3389;
                                bool l_1352_ = (l_1174_ >= 32u);
                                if (l_1352_) {
                                    uint l_1353_ = (l_1174_ & 31u);
                                    uint _e3394 = l_mut_439_;
                                    uint l_1354_ = (_e3394 >> l_1353_);
                                    l_mut_394_ = l_1354_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1355_ = (l_1174_ > 0u);
                                    if (l_1355_) {
                                        uint _e3399 = l_mut_382_;
                                        l_mut_275_ = _e3399;
                                        bool l_1356_ = (l_1174_ > 0u);
                                        if (l_1356_) {
                                            uint _e3402 = l_mut_382_;
                                            uint l_1357_ = (_e3402 >> l_1174_);
                                            uint l_1358_ = (32u - l_1174_);
                                            uint _e3406 = l_mut_439_;
                                            uint l_1359_ = (_e3406 << l_1358_);
                                            uint l_1360_ = (l_1357_ | l_1359_);
                                            l_mut_275_ = l_1360_;
                                        }
                                        uint _e3409 = l_mut_439_;
                                        uint l_1361_ = (_e3409 >> l_1174_);
                                        uint _e3411 = l_mut_275_;
                                        l_mut_394_ = _e3411;
                                        l_mut_388_ = l_1361_;
                                    }
                                }
                                uint _e3412 = l_mut_428_;
                                uint _e3413 = l_mut_394_;
                                uint l_1362_ = (_e3412 + _e3413);
                                uint _e3415 = l_mut_421_;
                                uint _e3416 = l_mut_388_;
                                uint l_1363_ = (_e3415 + _e3416);
                                uint _e3418 = l_mut_428_;
                                bool l_1364_ = (l_1362_ < _e3418);
                                uint l_1365_ = uint(l_1364_);
                                uint l_1366_ = (l_1363_ + l_1365_);
                                l_mut_441_ = l_1362_;
                                l_mut_440_ = l_1366_;
                            }
                        }
                        if (l_1217_) {
                            uint _e3423 = l_mut_441_;
                            uint l_1367_ = (0u - _e3423);
                            uint _e3426 = l_mut_440_;
                            uint l_1368_ = (0u - _e3426);
                            uint _e3429 = l_mut_441_;
                            bool l_1369_ = (0u < _e3429);
                            uint l_1370_ = uint(l_1369_);
                            uint l_1371_ = (l_1368_ - l_1370_);
                            l_mut_441_ = l_1367_;
                            l_mut_440_ = l_1371_;
                        }
                    }
                    uint _e3433 = l_mut_441_;
                    uint l_1372_ = (l_1125_ - _e3433);
                    uint _e3435 = l_mut_440_;
                    uint l_1373_ = (l_1129_ - _e3435);
                    uint _e3437 = l_mut_441_;
                    bool l_1374_ = (l_1125_ < _e3437);
                    uint l_1375_ = uint(l_1374_);
                    uint l_1376_ = (l_1373_ - l_1375_);
                    uint l_1377_ = (l_1372_ + l_19_);
                    uint l_1378_ = (l_1376_ + l_22_);
                    bool l_1379_ = (l_1377_ < l_1372_);
                    uint l_1380_ = uint(l_1379_);
                    uint l_1381_ = (l_1378_ + l_1380_);
                    uint l_1382_ = (0u - l_1169_);
                    uint l_1383_ = (0u - l_1173_);
                    bool l_1384_ = (0u < l_1169_);
                    uint l_1385_ = uint(l_1384_);
                    uint l_1386_ = (l_1383_ - l_1385_);
                    uint l_1387_ = (l_19_ + l_19_);
                    uint l_1388_ = (l_22_ + l_22_);
                    bool l_1389_ = (l_1387_ < l_19_);
                    uint l_1390_ = uint(l_1389_);
                    uint l_1391_ = (l_1388_ + l_1390_);
                    l_mut_441_ = l_1382_;
                    l_mut_440_ = l_1386_;
                    uint l_1392_ = (0u - l_1382_);
                    uint l_1393_ = (0u - l_1386_);
                    bool l_1394_ = (0u < l_1382_);
                    uint l_1395_ = uint(l_1394_);
                    uint l_1396_ = (l_1393_ - l_1395_);
                    l_mut_439_ = l_1392_;
                    l_mut_428_ = l_1396_;
                    l_mut_421_ = l_1377_;
                    l_mut_394_ = l_1381_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_758_ = false;
                    uint _e3470 = l_mut_394_;
                    bool l_1397_ = (_e3470 < l_1391_);
                    uint _e3472 = l_mut_394_;
                    bool l_1398_ = (_e3472 == l_1391_);
                    uint _e3474 = l_mut_421_;
                    bool l_1399_ = (_e3474 < l_1387_);
                    if (l_1398_) {
                        local_67 = l_1399_;
                    } else {
                        local_67 = false;
                    }
                    bool l_1400_ = local_67;
                    if (!(l_1397_)) {
                        local_68 = l_1400_;
                    } else {
                        local_68 = true;
                    }
                    bool l_1401_ = local_68;
                    bool l_1402_ = !(l_1401_);
                    l_mut_652_ = l_1402_;
                    uint l_1403_ = (l_1382_ | l_1386_);
                    bool l_1404_ = (l_1403_ == 0u);
                    if (l_1404_) {
                        bool _e3489 = l_mut_652_;
                        l_mut_758_ = _e3489;
                        l_mut_652_ = false;
                    }
                    bool _e3491 = l_mut_652_;
                    if (_e3491) {
                        uint l_1405_ = (l_1386_ >> 31u);
                        bool l_1406_ = (l_1405_ == 1u);
                        l_mut_275_ = l_1382_;
                        l_mut_269_ = l_1386_;
                        if (l_1406_) {
                            uint l_1407_ = (0u - l_1382_);
                            uint l_1408_ = (0u - l_1386_);
                            bool l_1409_ = (0u < l_1382_);
                            uint l_1410_ = uint(l_1409_);
                            uint l_1411_ = (l_1408_ - l_1410_);
                            l_mut_275_ = l_1407_;
                            l_mut_269_ = l_1411_;
                        }
                        uint l_1412_ = (l_872_ - 1u);
                        uint _e3506 = l_mut_275_;
                        uint l_1413_ = (_e3506 * l_1412_);
                        uint _e3508 = l_mut_275_;
                        uint64_t l_2753_ = uint64_t(_e3508);
                        uint64_t l_2754_ = uint64_t(l_1412_);
                        uint64_t l_2755_ = (l_2753_ * l_2754_);
                        uint64_t l_2756_ = (l_2755_ >> uint(32uL));
                        uint l_1414_ = uint(l_2756_);
                        uint _e3518 = l_mut_269_;
                        uint l_1415_ = (_e3518 * l_1412_);
                        uint l_1416_ = (l_1414_ + l_1415_);
                        l_mut_219_ = 0u;
                        uint l_1417_ = (l_872_ - 1u);
                        uint _e3524 = l_mut_275_;
                        uint l_1418_ = (_e3524 * l_1417_);
                        uint _e3526 = l_mut_269_;
                        uint l_1419_ = (_e3526 * l_1417_);
                        uint _e3528 = l_mut_275_;
                        uint64_t l_2758_ = uint64_t(_e3528);
                        uint64_t l_2759_ = uint64_t(l_1417_);
                        uint64_t l_2760_ = (l_2758_ * l_2759_);
                        uint64_t l_2761_ = (l_2760_ >> uint(32uL));
                        uint l_1420_ = uint(l_2761_);
                        uint l_1421_ = (l_1420_ + l_1419_);
                        uint _e3539 = l_mut_269_;
                        uint64_t l_2763_ = uint64_t(_e3539);
                        uint64_t l_2764_ = uint64_t(l_1417_);
                        uint64_t l_2765_ = (l_2763_ * l_2764_);
                        uint64_t l_2766_ = (l_2765_ >> uint(32uL));
                        uint l_1422_ = uint(l_2766_);
                        bool l_1423_ = (l_1421_ < l_1419_);
                        uint l_1424_ = uint(l_1423_);
                        uint l_1425_ = (l_1422_ + l_1424_);
                        l_mut_213_ = l_1418_;
                        bool l_1427_ = (0u > 0u);
                        if (l_1427_) {
                            uint l_1428_ = (l_1418_ >> 0u);
                            uint l_1429_ = (32u - 0u);
                            uint l_1430_ = (l_1421_ << l_1429_);
                            uint l_1431_ = (l_1428_ | l_1430_);
                            l_mut_213_ = l_1431_;
                        }
                        l_mut_151_ = l_1421_;
                        bool l_1432_ = (0u > 0u);
                        if (l_1432_) {
                            uint l_1433_ = (l_1421_ >> 0u);
                            uint l_1434_ = (32u - 0u);
                            uint l_1435_ = (l_1425_ << l_1434_);
                            uint l_1436_ = (l_1433_ | l_1435_);
                            l_mut_151_ = l_1436_;
                        }
                        uint _e3567 = l_mut_213_;
                        l_mut_145_ = _e3567;
                        uint _e3568 = l_mut_151_;
                        l_mut_213_ = _e3568;
                        if (true) {
                            l_mut_145_ = l_1425_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1421_;
                                bool l_1439_ = (0u > 0u);
                                if (l_1439_) {
                                    uint l_1440_ = (l_1421_ >> 0u);
                                    uint l_1441_ = (32u - 0u);
                                    uint l_1442_ = (l_1425_ << l_1441_);
                                    uint l_1443_ = (l_1440_ | l_1442_);
                                    l_mut_151_ = l_1443_;
                                }
                                uint l_1444_ = (l_1425_ >> 0u);
                                uint _e3580 = l_mut_151_;
                                l_mut_145_ = _e3580;
                                l_mut_213_ = l_1444_;
                            }
                        }
                        uint _e3581 = l_mut_145_;
                        uint _e3582 = l_mut_213_;
                        uint l_1445_ = (_e3581 | _e3582);
                        bool l_1446_ = (l_1445_ == 0u);
                        if (l_1446_) {
                            l_mut_213_ = l_1377_;
                            l_mut_151_ = l_1381_;
                            if (l_1406_) {
                                uint l_1447_ = (0u - l_1377_);
                                uint l_1448_ = (0u - l_1381_);
                                bool l_1449_ = (0u < l_1377_);
                                uint l_1450_ = uint(l_1449_);
                                uint l_1451_ = (l_1448_ - l_1450_);
                                uint l_1452_ = (l_1377_ | l_1381_);
                                bool l_1453_ = (l_1452_ == 0u);
                                bool l_1454_ = !(l_1453_);
                                bool l_1455_ = (l_1416_ < l_1451_);
                                bool l_1456_ = (l_1416_ == l_1451_);
                                bool l_1457_ = (l_1413_ < l_1447_);
                                if (l_1456_) {
                                    local_69 = l_1457_;
                                } else {
                                    local_69 = false;
                                }
                                bool l_1458_ = local_69;
                                if (!(l_1455_)) {
                                    local_70 = l_1458_;
                                } else {
                                    local_70 = true;
                                }
                                bool l_1459_ = local_70;
                                bool l_1460_ = !(l_1459_);
                                if (l_1454_) {
                                    local_71 = l_1460_;
                                } else {
                                    local_71 = false;
                                }
                                bool l_1461_ = local_71;
                                if (l_1461_) {
                                    uint l_1462_ = (l_872_ - 1u);
                                    l_mut_145_ = l_1447_;
                                    l_mut_102_ = l_1451_;
                                    uint _e3617 = l_mut_269_;
                                    bool l_1463_ = (l_1451_ < _e3617);
                                    uint _e3619 = l_mut_269_;
                                    bool l_1464_ = (l_1451_ == _e3619);
                                    uint _e3621 = l_mut_275_;
                                    bool l_1465_ = (l_1447_ < _e3621);
                                    if (l_1464_) {
                                        local_72 = l_1465_;
                                    } else {
                                        local_72 = false;
                                    }
                                    bool l_1466_ = local_72;
                                    if (!(l_1463_)) {
                                        local_73 = l_1466_;
                                    } else {
                                        local_73 = true;
                                    }
                                    bool l_1467_ = local_73;
                                    bool l_1468_ = !(l_1467_);
                                    if (l_1468_) {
                                        l_mut_96_ = 0u;
                                        uint _e3634 = l_mut_269_;
                                        bool l_1469_ = (_e3634 < l_1451_);
                                        uint _e3636 = l_mut_269_;
                                        bool l_1470_ = (_e3636 == l_1451_);
                                        uint _e3638 = l_mut_275_;
                                        bool l_1471_ = (_e3638 < l_1447_);
                                        if (l_1470_) {
                                            local_74 = l_1471_;
                                        } else {
                                            local_74 = false;
                                        }
                                        bool l_1472_ = local_74;
                                        if (!(l_1469_)) {
                                            local_75 = l_1472_;
                                        } else {
                                            local_75 = true;
                                        }
                                        bool l_1473_ = local_75;
                                        if (l_1473_) {
                                            uint l_1474_ = (l_1447_ - 1u);
                                            uint l_1475_ = (l_1451_ - 0u);
                                            bool l_1476_ = (l_1447_ < 1u);
                                            uint l_1477_ = uint(l_1476_);
                                            uint l_1478_ = (l_1475_ - l_1477_);
                                            l_mut_90_ = l_1474_;
                                            l_mut_75_ = l_1478_;
                                            l_mut_40_ = 0u;
                                            l_mut_1479_ = 0u;
                                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                                if (!loop_init_5) {
                                                    uint _e3745 = l_mut_1479_;
                                                    l_mut_1479_ = (_e3745 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e3660 = l_mut_1479_;
                                                if ((_e3660 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3664 = l_mut_1479_;
                                                    uint l_1480_ = (19u - _e3664);
                                                    uint _e3666 = l_mut_90_;
                                                    l_mut_1481_ = _e3666;
                                                    uint _e3667 = l_mut_75_;
                                                    l_mut_1482_ = _e3667;
                                                    bool l_1483_ = (l_1480_ >= 32u);
                                                    if (l_1483_) {
                                                        uint l_1484_ = (l_1480_ & 31u);
                                                        uint _e3672 = l_mut_75_;
                                                        uint l_1485_ = (_e3672 >> l_1484_);
                                                        l_mut_1481_ = l_1485_;
                                                        l_mut_1482_ = 0u;
                                                    } else {
                                                        bool l_1486_ = (l_1480_ > 0u);
                                                        if (l_1486_) {
                                                            uint _e3677 = l_mut_90_;
                                                            l_mut_1487_ = _e3677;
                                                            bool l_1488_ = (l_1480_ > 0u);
                                                            if (l_1488_) {
                                                                uint _e3680 = l_mut_90_;
                                                                uint l_1489_ = (_e3680 >> l_1480_);
                                                                uint l_1490_ = (32u - l_1480_);
                                                                uint _e3684 = l_mut_75_;
                                                                uint l_1491_ = (_e3684 << l_1490_);
                                                                uint l_1492_ = (l_1489_ | l_1491_);
                                                                l_mut_1487_ = l_1492_;
                                                            }
                                                            uint _e3687 = l_mut_75_;
                                                            uint l_1493_ = (_e3687 >> l_1480_);
                                                            uint _e3689 = l_mut_1487_;
                                                            l_mut_1481_ = _e3689;
                                                            l_mut_1482_ = l_1493_;
                                                        }
                                                    }
                                                    uint _e3690 = l_mut_1482_;
                                                    uint _e3691 = l_mut_269_;
                                                    bool l_1494_ = (_e3690 < _e3691);
                                                    uint _e3693 = l_mut_1482_;
                                                    uint _e3694 = l_mut_269_;
                                                    bool l_1495_ = (_e3693 == _e3694);
                                                    uint _e3696 = l_mut_1481_;
                                                    uint _e3697 = l_mut_275_;
                                                    bool l_1496_ = (_e3696 < _e3697);
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
                                                        uint _e3709 = l_mut_275_;
                                                        l_mut_1487_ = _e3709;
                                                        uint _e3710 = l_mut_269_;
                                                        l_mut_1482_ = _e3710;
                                                        bool l_1500_ = (l_1480_ >= 32u);
                                                        if (l_1500_) {
                                                            uint l_1501_ = (l_1480_ & 31u);
                                                            uint _e3715 = l_mut_275_;
                                                            uint l_1502_ = (_e3715 << l_1501_);
                                                            l_mut_1487_ = 0u;
                                                            l_mut_1482_ = l_1502_;
                                                        } else {
                                                            bool l_1503_ = (l_1480_ > 0u);
                                                            if (l_1503_) {
                                                                uint _e3720 = l_mut_275_;
                                                                uint l_1504_ = (_e3720 << l_1480_);
                                                                uint _e3722 = l_mut_269_;
                                                                uint l_1505_ = (_e3722 << l_1480_);
                                                                uint l_1506_ = (32u - l_1480_);
                                                                uint _e3726 = l_mut_275_;
                                                                uint l_1507_ = (_e3726 >> l_1506_);
                                                                uint l_1508_ = (l_1505_ | l_1507_);
                                                                l_mut_1487_ = l_1504_;
                                                                l_mut_1482_ = l_1508_;
                                                            }
                                                        }
                                                        uint _e3729 = l_mut_90_;
                                                        uint _e3730 = l_mut_1487_;
                                                        uint l_1509_ = (_e3729 - _e3730);
                                                        uint _e3732 = l_mut_75_;
                                                        uint _e3733 = l_mut_1482_;
                                                        uint l_1510_ = (_e3732 - _e3733);
                                                        uint _e3735 = l_mut_90_;
                                                        uint _e3736 = l_mut_1487_;
                                                        bool l_1511_ = (_e3735 < _e3736);
                                                        uint l_1512_ = uint(l_1511_);
                                                        uint l_1513_ = (l_1510_ - l_1512_);
                                                        l_mut_90_ = l_1509_;
                                                        l_mut_75_ = l_1513_;
                                                        uint l_1514_ = (1u << l_1480_);
                                                        uint _e3742 = l_mut_40_;
                                                        l_mut_40_ = (_e3742 | l_1514_);
                                                    }
                                                }
                                            }
                                            uint _e3747 = l_mut_40_;
                                            uint l_1515_ = min(_e3747, l_1462_);
                                            l_mut_1487_ = l_1515_;
                                            uint _e3749 = l_mut_75_;
                                            uint _e3750 = l_mut_269_;
                                            bool l_1516_ = (_e3749 < _e3750);
                                            uint _e3752 = l_mut_75_;
                                            uint _e3753 = l_mut_269_;
                                            bool l_1517_ = (_e3752 == _e3753);
                                            uint _e3755 = l_mut_90_;
                                            uint _e3756 = l_mut_275_;
                                            bool l_1518_ = (_e3755 < _e3756);
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
                                                l_mut_1487_ = l_1462_;
                                            }
                                            uint _e3768 = l_mut_1487_;
                                            l_mut_96_ = _e3768;
                                        }
                                        uint _e3769 = l_mut_275_;
                                        uint _e3770 = l_mut_96_;
                                        uint l_1522_ = (_e3769 * _e3770);
                                        uint _e3772 = l_mut_275_;
                                        uint64_t l_2768_ = uint64_t(_e3772);
                                        uint _e3774 = l_mut_96_;
                                        uint64_t l_2769_ = uint64_t(_e3774);
                                        uint64_t l_2770_ = (l_2768_ * l_2769_);
                                        uint64_t l_2771_ = (l_2770_ >> uint(32uL));
                                        uint l_1523_ = uint(l_2771_);
                                        uint _e3783 = l_mut_269_;
                                        uint _e3784 = l_mut_96_;
                                        uint l_1524_ = (_e3783 * _e3784);
                                        uint l_1525_ = (l_1523_ + l_1524_);
                                        uint l_1526_ = (l_1447_ - l_1522_);
                                        uint l_1527_ = (l_1451_ - l_1525_);
                                        bool l_1528_ = (l_1447_ < l_1522_);
                                        uint l_1529_ = uint(l_1528_);
                                        uint l_1530_ = (l_1527_ - l_1529_);
                                        l_mut_145_ = l_1526_;
                                        l_mut_102_ = l_1530_;
                                        uint _e3792 = l_mut_102_;
                                        uint _e3793 = l_mut_269_;
                                        bool l_1531_ = (_e3792 < _e3793);
                                        uint _e3795 = l_mut_102_;
                                        uint _e3796 = l_mut_269_;
                                        bool l_1532_ = (_e3795 == _e3796);
                                        uint _e3798 = l_mut_145_;
                                        uint _e3799 = l_mut_275_;
                                        bool l_1533_ = (_e3798 < _e3799);
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
                                            uint _e3811 = l_mut_145_;
                                            uint _e3812 = l_mut_275_;
                                            uint l_1537_ = (_e3811 - _e3812);
                                            uint _e3814 = l_mut_102_;
                                            uint _e3815 = l_mut_269_;
                                            uint l_1538_ = (_e3814 - _e3815);
                                            uint _e3817 = l_mut_145_;
                                            uint _e3818 = l_mut_275_;
                                            bool l_1539_ = (_e3817 < _e3818);
                                            uint l_1540_ = uint(l_1539_);
                                            uint l_1541_ = (l_1538_ - l_1540_);
                                            l_mut_145_ = l_1537_;
                                            l_mut_102_ = l_1541_;
                                        }
                                    }
                                    uint _e3822 = l_mut_275_;
                                    uint _e3823 = l_mut_145_;
                                    uint l_1542_ = (_e3822 - _e3823);
                                    uint _e3825 = l_mut_269_;
                                    uint _e3826 = l_mut_102_;
                                    uint l_1543_ = (_e3825 - _e3826);
                                    uint _e3828 = l_mut_275_;
                                    uint _e3829 = l_mut_145_;
                                    bool l_1544_ = (_e3828 < _e3829);
                                    uint l_1545_ = uint(l_1544_);
                                    uint l_1546_ = (l_1543_ - l_1545_);
                                    l_mut_1487_ = l_1542_;
                                    l_mut_1482_ = l_1546_;
                                    uint _e3833 = l_mut_269_;
                                    bool l_1547_ = (l_1546_ < _e3833);
                                    uint _e3835 = l_mut_269_;
                                    bool l_1548_ = (l_1546_ == _e3835);
                                    uint _e3837 = l_mut_275_;
                                    bool l_1549_ = (l_1542_ < _e3837);
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
                                        uint _e3849 = l_mut_275_;
                                        uint l_1553_ = (l_1542_ - _e3849);
                                        uint _e3851 = l_mut_269_;
                                        uint l_1554_ = (l_1546_ - _e3851);
                                        uint _e3853 = l_mut_275_;
                                        bool l_1555_ = (l_1542_ < _e3853);
                                        uint l_1556_ = uint(l_1555_);
                                        uint l_1557_ = (l_1554_ - l_1556_);
                                        l_mut_1487_ = l_1553_;
                                        l_mut_1482_ = l_1557_;
                                    }
                                    uint _e3857 = l_mut_1482_;
                                    uint _e3858 = l_mut_151_;
                                    bool l_1558_ = (_e3857 < _e3858);
                                    uint _e3860 = l_mut_1482_;
                                    uint _e3861 = l_mut_151_;
                                    bool l_1559_ = (_e3860 == _e3861);
                                    uint _e3863 = l_mut_1487_;
                                    uint _e3864 = l_mut_213_;
                                    bool l_1560_ = (_e3863 < _e3864);
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
                                        uint _e3875 = l_mut_1487_;
                                        l_mut_213_ = _e3875;
                                        uint _e3876 = l_mut_1482_;
                                        l_mut_151_ = _e3876;
                                    }
                                }
                            } else {
                                uint l_1563_ = (l_1377_ - l_1413_);
                                uint l_1564_ = (l_1381_ - l_1416_);
                                bool l_1565_ = (l_1377_ < l_1413_);
                                uint l_1566_ = uint(l_1565_);
                                uint l_1567_ = (l_1564_ - l_1566_);
                                l_mut_213_ = l_1563_;
                                l_mut_151_ = l_1567_;
                                bool l_1568_ = (l_1381_ < l_1416_);
                                bool l_1569_ = (l_1381_ == l_1416_);
                                bool l_1570_ = (l_1377_ < l_1413_);
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
                                    uint l_1573_ = (l_872_ - 1u);
                                    l_mut_1487_ = l_1377_;
                                    l_mut_1482_ = l_1381_;
                                    uint _e3896 = l_mut_269_;
                                    bool l_1574_ = (l_1381_ < _e3896);
                                    uint _e3898 = l_mut_269_;
                                    bool l_1575_ = (l_1381_ == _e3898);
                                    uint _e3900 = l_mut_275_;
                                    bool l_1576_ = (l_1377_ < _e3900);
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
                                        l_mut_1481_ = 0u;
                                        uint _e3913 = l_mut_269_;
                                        bool l_1580_ = (_e3913 < l_1381_);
                                        uint _e3915 = l_mut_269_;
                                        bool l_1581_ = (_e3915 == l_1381_);
                                        uint _e3917 = l_mut_275_;
                                        bool l_1582_ = (_e3917 < l_1377_);
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
                                            uint l_1585_ = (l_1377_ - 1u);
                                            uint l_1586_ = (l_1381_ - 0u);
                                            bool l_1587_ = (l_1377_ < 1u);
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
                                                    uint _e4024 = l_mut_1590_;
                                                    l_mut_1590_ = (_e4024 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e3939 = l_mut_1590_;
                                                if ((_e3939 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3943 = l_mut_1590_;
                                                    uint l_1591_ = (19u - _e3943);
                                                    uint _e3945 = l_mut_145_;
                                                    l_mut_90_ = _e3945;
                                                    uint _e3946 = l_mut_102_;
                                                    l_mut_75_ = _e3946;
                                                    bool l_1592_ = (l_1591_ >= 32u);
                                                    if (l_1592_) {
                                                        uint l_1593_ = (l_1591_ & 31u);
                                                        uint _e3951 = l_mut_102_;
                                                        uint l_1594_ = (_e3951 >> l_1593_);
                                                        l_mut_90_ = l_1594_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1595_ = (l_1591_ > 0u);
                                                        if (l_1595_) {
                                                            uint _e3956 = l_mut_145_;
                                                            l_mut_40_ = _e3956;
                                                            bool l_1596_ = (l_1591_ > 0u);
                                                            if (l_1596_) {
                                                                uint _e3959 = l_mut_145_;
                                                                uint l_1597_ = (_e3959 >> l_1591_);
                                                                uint l_1598_ = (32u - l_1591_);
                                                                uint _e3963 = l_mut_102_;
                                                                uint l_1599_ = (_e3963 << l_1598_);
                                                                uint l_1600_ = (l_1597_ | l_1599_);
                                                                l_mut_40_ = l_1600_;
                                                            }
                                                            uint _e3966 = l_mut_102_;
                                                            uint l_1601_ = (_e3966 >> l_1591_);
                                                            uint _e3968 = l_mut_40_;
                                                            l_mut_90_ = _e3968;
                                                            l_mut_75_ = l_1601_;
                                                        }
                                                    }
                                                    uint _e3969 = l_mut_75_;
                                                    uint _e3970 = l_mut_269_;
                                                    bool l_1602_ = (_e3969 < _e3970);
                                                    uint _e3972 = l_mut_75_;
                                                    uint _e3973 = l_mut_269_;
                                                    bool l_1603_ = (_e3972 == _e3973);
                                                    uint _e3975 = l_mut_90_;
                                                    uint _e3976 = l_mut_275_;
                                                    bool l_1604_ = (_e3975 < _e3976);
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
                                                        uint _e3988 = l_mut_275_;
                                                        l_mut_90_ = _e3988;
                                                        uint _e3989 = l_mut_269_;
                                                        l_mut_75_ = _e3989;
                                                        bool l_1608_ = (l_1591_ >= 32u);
                                                        if (l_1608_) {
                                                            uint l_1609_ = (l_1591_ & 31u);
                                                            uint _e3994 = l_mut_275_;
                                                            uint l_1610_ = (_e3994 << l_1609_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1610_;
                                                        } else {
                                                            bool l_1611_ = (l_1591_ > 0u);
                                                            if (l_1611_) {
                                                                uint _e3999 = l_mut_275_;
                                                                uint l_1612_ = (_e3999 << l_1591_);
                                                                uint _e4001 = l_mut_269_;
                                                                uint l_1613_ = (_e4001 << l_1591_);
                                                                uint l_1614_ = (32u - l_1591_);
                                                                uint _e4005 = l_mut_275_;
                                                                uint l_1615_ = (_e4005 >> l_1614_);
                                                                uint l_1616_ = (l_1613_ | l_1615_);
                                                                l_mut_90_ = l_1612_;
                                                                l_mut_75_ = l_1616_;
                                                            }
                                                        }
                                                        uint _e4008 = l_mut_145_;
                                                        uint _e4009 = l_mut_90_;
                                                        uint l_1617_ = (_e4008 - _e4009);
                                                        uint _e4011 = l_mut_102_;
                                                        uint _e4012 = l_mut_75_;
                                                        uint l_1618_ = (_e4011 - _e4012);
                                                        uint _e4014 = l_mut_145_;
                                                        uint _e4015 = l_mut_90_;
                                                        bool l_1619_ = (_e4014 < _e4015);
                                                        uint l_1620_ = uint(l_1619_);
                                                        uint l_1621_ = (l_1618_ - l_1620_);
                                                        l_mut_145_ = l_1617_;
                                                        l_mut_102_ = l_1621_;
                                                        uint l_1622_ = (1u << l_1591_);
                                                        uint _e4021 = l_mut_96_;
                                                        l_mut_96_ = (_e4021 | l_1622_);
                                                    }
                                                }
                                            }
                                            uint _e4026 = l_mut_96_;
                                            uint l_1623_ = min(_e4026, l_1573_);
                                            l_mut_96_ = l_1623_;
                                            uint _e4028 = l_mut_102_;
                                            uint _e4029 = l_mut_269_;
                                            bool l_1624_ = (_e4028 < _e4029);
                                            uint _e4031 = l_mut_102_;
                                            uint _e4032 = l_mut_269_;
                                            bool l_1625_ = (_e4031 == _e4032);
                                            uint _e4034 = l_mut_145_;
                                            uint _e4035 = l_mut_275_;
                                            bool l_1626_ = (_e4034 < _e4035);
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
                                            uint _e4047 = l_mut_96_;
                                            l_mut_1481_ = _e4047;
                                        }
                                        uint _e4048 = l_mut_275_;
                                        uint _e4049 = l_mut_1481_;
                                        uint l_1630_ = (_e4048 * _e4049);
                                        uint _e4051 = l_mut_275_;
                                        uint64_t l_2773_ = uint64_t(_e4051);
                                        uint _e4053 = l_mut_1481_;
                                        uint64_t l_2774_ = uint64_t(_e4053);
                                        uint64_t l_2775_ = (l_2773_ * l_2774_);
                                        uint64_t l_2776_ = (l_2775_ >> uint(32uL));
                                        uint l_1631_ = uint(l_2776_);
                                        uint _e4062 = l_mut_269_;
                                        uint _e4063 = l_mut_1481_;
                                        uint l_1632_ = (_e4062 * _e4063);
                                        uint l_1633_ = (l_1631_ + l_1632_);
                                        uint l_1634_ = (l_1377_ - l_1630_);
                                        uint l_1635_ = (l_1381_ - l_1633_);
                                        bool l_1636_ = (l_1377_ < l_1630_);
                                        uint l_1637_ = uint(l_1636_);
                                        uint l_1638_ = (l_1635_ - l_1637_);
                                        l_mut_1487_ = l_1634_;
                                        l_mut_1482_ = l_1638_;
                                        uint _e4071 = l_mut_1482_;
                                        uint _e4072 = l_mut_269_;
                                        bool l_1639_ = (_e4071 < _e4072);
                                        uint _e4074 = l_mut_1482_;
                                        uint _e4075 = l_mut_269_;
                                        bool l_1640_ = (_e4074 == _e4075);
                                        uint _e4077 = l_mut_1487_;
                                        uint _e4078 = l_mut_275_;
                                        bool l_1641_ = (_e4077 < _e4078);
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
                                            uint _e4090 = l_mut_1487_;
                                            uint _e4091 = l_mut_275_;
                                            uint l_1645_ = (_e4090 - _e4091);
                                            uint _e4093 = l_mut_1482_;
                                            uint _e4094 = l_mut_269_;
                                            uint l_1646_ = (_e4093 - _e4094);
                                            uint _e4096 = l_mut_1487_;
                                            uint _e4097 = l_mut_275_;
                                            bool l_1647_ = (_e4096 < _e4097);
                                            uint l_1648_ = uint(l_1647_);
                                            uint l_1649_ = (l_1646_ - l_1648_);
                                            l_mut_1487_ = l_1645_;
                                            l_mut_1482_ = l_1649_;
                                        }
                                    }
                                    uint _e4101 = l_mut_1482_;
                                    uint _e4102 = l_mut_151_;
                                    bool l_1650_ = (_e4101 < _e4102);
                                    uint _e4104 = l_mut_1482_;
                                    uint _e4105 = l_mut_151_;
                                    bool l_1651_ = (_e4104 == _e4105);
                                    uint _e4107 = l_mut_1487_;
                                    uint _e4108 = l_mut_213_;
                                    bool l_1652_ = (_e4107 < _e4108);
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
                                        uint _e4119 = l_mut_1487_;
                                        l_mut_213_ = _e4119;
                                        uint _e4120 = l_mut_1482_;
                                        l_mut_151_ = _e4120;
                                    }
                                }
                            }
                            uint _e4121 = l_mut_151_;
                            bool l_1655_ = (_e4121 < l_1391_);
                            uint _e4123 = l_mut_151_;
                            bool l_1656_ = (_e4123 == l_1391_);
                            uint _e4125 = l_mut_213_;
                            bool l_1657_ = (_e4125 < l_1387_);
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
                            l_mut_219_ = l_1662_;
                        }
                        uint _e4140 = l_mut_219_;
                        bool l_1663_ = (_e4140 > 0u);
                        if (l_1663_) {
                            uint _e4143 = l_mut_219_;
                            bool l_1664_ = (_e4143 == 1u);
                            l_mut_758_ = l_1664_;
                            l_mut_652_ = false;
                        }
                    }
                    l_mut_628_ = false;
                    uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                        loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                        bool _e4148 = l_mut_652_;
                        bool l_1665_ = !(_e4148);
                        if (l_1665_) {
                            break;
                        }
                        uint _e4150 = l_mut_441_;
                        l_mut_1487_ = _e4150;
                        uint _e4151 = l_mut_440_;
                        l_mut_1482_ = _e4151;
                        bool _e4152 = l_mut_628_;
                        if (_e4152) {
                            uint _e4153 = l_mut_439_;
                            l_mut_1487_ = _e4153;
                            uint _e4154 = l_mut_428_;
                            l_mut_1482_ = _e4154;
                        }
                        uint _e4155 = l_mut_394_;
                        uint _e4156 = l_mut_1482_;
                        bool l_1666_ = (_e4155 < _e4156);
                        uint _e4158 = l_mut_394_;
                        uint _e4159 = l_mut_1482_;
                        bool l_1667_ = (_e4158 == _e4159);
                        uint _e4161 = l_mut_421_;
                        uint _e4162 = l_mut_1487_;
                        bool l_1668_ = (_e4161 < _e4162);
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
                        bool _e4174 = l_mut_628_;
                        bool l_1672_ = (l_1671_ != _e4174);
                        if (l_1672_) {
                            uint _e4176 = l_mut_441_;
                            l_mut_1487_ = _e4176;
                            uint _e4177 = l_mut_440_;
                            l_mut_1482_ = _e4177;
                            uint _e4178 = l_mut_439_;
                            l_mut_441_ = _e4178;
                            uint _e4179 = l_mut_428_;
                            l_mut_440_ = _e4179;
                            uint _e4180 = l_mut_1487_;
                            l_mut_439_ = _e4180;
                            uint _e4181 = l_mut_1482_;
                            l_mut_428_ = _e4181;
                            uint _e4182 = l_mut_388_;
                            l_mut_1487_ = _e4182;
                            uint _e4183 = l_mut_382_;
                            l_mut_388_ = _e4183;
                            uint _e4184 = l_mut_1487_;
                            l_mut_382_ = _e4184;
                            l_mut_628_ = l_1671_;
                        }
                        uint _e4185 = l_mut_441_;
                        uint _e4186 = l_mut_421_;
                        uint l_1673_ = (_e4185 - _e4186);
                        uint _e4188 = l_mut_440_;
                        uint _e4189 = l_mut_394_;
                        uint l_1674_ = (_e4188 - _e4189);
                        uint _e4191 = l_mut_441_;
                        uint _e4192 = l_mut_421_;
                        bool l_1675_ = (_e4191 < _e4192);
                        uint l_1676_ = uint(l_1675_);
                        uint l_1677_ = (l_1674_ - l_1676_);
                        l_mut_1487_ = l_1673_;
                        l_mut_1482_ = l_1677_;
                        bool _e4196 = l_mut_628_;
                        if (_e4196) {
                            uint _e4197 = l_mut_421_;
                            uint l_1678_ = (_e4197 - l_1387_);
                            uint _e4199 = l_mut_394_;
                            uint l_1679_ = (_e4199 - l_1391_);
                            uint _e4201 = l_mut_421_;
                            bool l_1680_ = (_e4201 < l_1387_);
                            uint l_1681_ = uint(l_1680_);
                            uint l_1682_ = (l_1679_ - l_1681_);
                            l_mut_1487_ = l_1678_;
                            l_mut_1482_ = l_1682_;
                        }
                        uint _e4205 = l_mut_441_;
                        l_mut_1481_ = _e4205;
                        uint _e4206 = l_mut_440_;
                        l_mut_275_ = _e4206;
                        uint _e4207 = l_mut_1482_;
                        uint _e4208 = l_mut_440_;
                        bool l_1683_ = (_e4207 < _e4208);
                        uint _e4210 = l_mut_1482_;
                        uint _e4211 = l_mut_440_;
                        bool l_1684_ = (_e4210 == _e4211);
                        uint _e4213 = l_mut_1487_;
                        uint _e4214 = l_mut_441_;
                        bool l_1685_ = (_e4213 < _e4214);
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
                            uint _e4225 = l_mut_1487_;
                            l_mut_1481_ = _e4225;
                            uint _e4226 = l_mut_1482_;
                            l_mut_275_ = _e4226;
                        }
                        l_mut_357_ = false;
                        uint _e4228 = l_mut_1481_;
                        l_mut_1487_ = _e4228;
                        uint _e4229 = l_mut_275_;
                        l_mut_1482_ = _e4229;
                        if (false) {
                            uint _e4232 = l_mut_275_;
                            uint l_1690_ = (_e4232 >> 3u);
                            l_mut_1487_ = l_1690_;
                            l_mut_1482_ = 0u;
                        } else {
                            if (true) {
                                uint _e4236 = l_mut_1481_;
                                l_mut_269_ = _e4236;
                                if (true) {
                                    uint _e4238 = l_mut_1481_;
                                    uint l_1693_ = (_e4238 >> 3u);
                                    uint _e4241 = l_mut_275_;
                                    uint l_1694_ = (_e4241 << 29u);
                                    uint l_1695_ = (l_1693_ | l_1694_);
                                    l_mut_269_ = l_1695_;
                                }
                                uint _e4245 = l_mut_275_;
                                uint l_1696_ = (_e4245 >> 3u);
                                uint _e4248 = l_mut_269_;
                                l_mut_1487_ = _e4248;
                                l_mut_1482_ = l_1696_;
                            }
                        }
                        uint _e4249 = l_mut_1482_;
                        uint _e4250 = l_mut_428_;
                        bool l_1697_ = (_e4249 < _e4250);
                        uint _e4252 = l_mut_1482_;
                        uint _e4253 = l_mut_428_;
                        bool l_1698_ = (_e4252 == _e4253);
                        uint _e4255 = l_mut_1487_;
                        uint _e4256 = l_mut_439_;
                        bool l_1699_ = (_e4255 < _e4256);
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
                        l_mut_357_ = l_1702_;
                        l_mut_1487_ = 0u;
                        uint _e4269 = l_mut_439_;
                        uint _e4270 = l_mut_428_;
                        uint l_1703_ = (_e4269 | _e4270);
                        bool l_1704_ = (l_1703_ == 0u);
                        bool l_1705_ = !(l_1704_);
                        bool _e4275 = l_mut_357_;
                        if (_e4275) {
                            local_108 = l_1705_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1706_ = local_108;
                        uint _e4280 = l_mut_428_;
                        uint _e4281 = l_mut_275_;
                        bool l_1707_ = (_e4280 < _e4281);
                        uint _e4283 = l_mut_428_;
                        uint _e4284 = l_mut_275_;
                        bool l_1708_ = (_e4283 == _e4284);
                        uint _e4286 = l_mut_439_;
                        uint _e4287 = l_mut_1481_;
                        bool l_1709_ = (_e4286 < _e4287);
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
                        uint _e4302 = l_mut_388_;
                        uint _e4303 = l_mut_382_;
                        uint l_1713_ = (_e4302 + _e4303);
                        bool l_1714_ = (l_1713_ < l_872_);
                        if (l_1712_) {
                            local_112 = l_1714_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1715_ = local_112;
                        if (l_1715_) {
                            uint _e4310 = l_mut_388_;
                            uint l_1716_ = (l_872_ - _e4310);
                            uint _e4312 = l_mut_382_;
                            uint l_1717_ = (l_1716_ - _e4312);
                            uint _e4314 = l_mut_388_;
                            uint l_1718_ = naga_div(l_1717_, _e4314);
                            uint _e4316 = l_mut_1481_;
                            uint l_1719_ = (_e4316 - 1u);
                            uint _e4319 = l_mut_275_;
                            uint l_1720_ = (_e4319 - 0u);
                            uint _e4322 = l_mut_1481_;
                            bool l_1721_ = (_e4322 < 1u);
                            uint l_1722_ = uint(l_1721_);
                            uint l_1723_ = (l_1720_ - l_1722_);
                            l_mut_1482_ = l_1719_;
                            l_mut_1481_ = l_1723_;
                            l_mut_275_ = 0u;
                            l_mut_1724_ = 0u;
                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                            bool loop_init_7 = true;
                            while(true) {
                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                if (!loop_init_7) {
                                    uint _e4415 = l_mut_1724_;
                                    l_mut_1724_ = (_e4415 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e4330 = l_mut_1724_;
                                if ((_e4330 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e4334 = l_mut_1724_;
                                    uint l_1725_ = (19u - _e4334);
                                    uint _e4336 = l_mut_1482_;
                                    l_mut_269_ = _e4336;
                                    uint _e4337 = l_mut_1481_;
                                    l_mut_219_ = _e4337;
                                    bool l_1726_ = (l_1725_ >= 32u);
                                    if (l_1726_) {
                                        uint l_1727_ = (l_1725_ & 31u);
                                        uint _e4342 = l_mut_1481_;
                                        uint l_1728_ = (_e4342 >> l_1727_);
                                        l_mut_269_ = l_1728_;
                                        l_mut_219_ = 0u;
                                    } else {
                                        bool l_1729_ = (l_1725_ > 0u);
                                        if (l_1729_) {
                                            uint _e4347 = l_mut_1482_;
                                            l_mut_213_ = _e4347;
                                            bool l_1730_ = (l_1725_ > 0u);
                                            if (l_1730_) {
                                                uint _e4350 = l_mut_1482_;
                                                uint l_1731_ = (_e4350 >> l_1725_);
                                                uint l_1732_ = (32u - l_1725_);
                                                uint _e4354 = l_mut_1481_;
                                                uint l_1733_ = (_e4354 << l_1732_);
                                                uint l_1734_ = (l_1731_ | l_1733_);
                                                l_mut_213_ = l_1734_;
                                            }
                                            uint _e4357 = l_mut_1481_;
                                            uint l_1735_ = (_e4357 >> l_1725_);
                                            uint _e4359 = l_mut_213_;
                                            l_mut_269_ = _e4359;
                                            l_mut_219_ = l_1735_;
                                        }
                                    }
                                    uint _e4360 = l_mut_219_;
                                    uint _e4361 = l_mut_428_;
                                    bool l_1736_ = (_e4360 < _e4361);
                                    uint _e4363 = l_mut_219_;
                                    uint _e4364 = l_mut_428_;
                                    bool l_1737_ = (_e4363 == _e4364);
                                    uint _e4366 = l_mut_269_;
                                    uint _e4367 = l_mut_439_;
                                    bool l_1738_ = (_e4366 < _e4367);
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
                                        uint _e4379 = l_mut_439_;
                                        l_mut_269_ = _e4379;
                                        uint _e4380 = l_mut_428_;
                                        l_mut_219_ = _e4380;
                                        bool l_1742_ = (l_1725_ >= 32u);
                                        if (l_1742_) {
                                            uint l_1743_ = (l_1725_ & 31u);
                                            uint _e4385 = l_mut_439_;
                                            uint l_1744_ = (_e4385 << l_1743_);
                                            l_mut_269_ = 0u;
                                            l_mut_219_ = l_1744_;
                                        } else {
                                            bool l_1745_ = (l_1725_ > 0u);
                                            if (l_1745_) {
                                                uint _e4390 = l_mut_439_;
                                                uint l_1746_ = (_e4390 << l_1725_);
                                                uint _e4392 = l_mut_428_;
                                                uint l_1747_ = (_e4392 << l_1725_);
                                                uint l_1748_ = (32u - l_1725_);
                                                uint _e4396 = l_mut_439_;
                                                uint l_1749_ = (_e4396 >> l_1748_);
                                                uint l_1750_ = (l_1747_ | l_1749_);
                                                l_mut_269_ = l_1746_;
                                                l_mut_219_ = l_1750_;
                                            }
                                        }
                                        uint _e4399 = l_mut_1482_;
                                        uint _e4400 = l_mut_269_;
                                        uint l_1751_ = (_e4399 - _e4400);
                                        uint _e4402 = l_mut_1481_;
                                        uint _e4403 = l_mut_219_;
                                        uint l_1752_ = (_e4402 - _e4403);
                                        uint _e4405 = l_mut_1482_;
                                        uint _e4406 = l_mut_269_;
                                        bool l_1753_ = (_e4405 < _e4406);
                                        uint l_1754_ = uint(l_1753_);
                                        uint l_1755_ = (l_1752_ - l_1754_);
                                        l_mut_1482_ = l_1751_;
                                        l_mut_1481_ = l_1755_;
                                        uint l_1756_ = (1u << l_1725_);
                                        uint _e4412 = l_mut_275_;
                                        l_mut_275_ = (_e4412 | l_1756_);
                                    }
                                }
                            }
                            uint _e4417 = l_mut_275_;
                            uint l_1757_ = min(_e4417, l_1718_);
                            l_mut_275_ = l_1757_;
                            uint _e4419 = l_mut_1481_;
                            uint _e4420 = l_mut_428_;
                            bool l_1758_ = (_e4419 < _e4420);
                            uint _e4422 = l_mut_1481_;
                            uint _e4423 = l_mut_428_;
                            bool l_1759_ = (_e4422 == _e4423);
                            uint _e4425 = l_mut_1482_;
                            uint _e4426 = l_mut_439_;
                            bool l_1760_ = (_e4425 < _e4426);
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
                            uint _e4438 = l_mut_275_;
                            l_mut_1487_ = _e4438;
                        }
                        uint _e4439 = l_mut_1487_;
                        bool l_1764_ = (_e4439 == 0u);
                        l_mut_357_ = l_1764_;
                        uint _e4442 = l_mut_1487_;
                        bool l_1765_ = (_e4442 > 0u);
                        if (l_1765_) {
                            uint _e4445 = l_mut_439_;
                            uint _e4446 = l_mut_1487_;
                            uint l_1766_ = (_e4445 * _e4446);
                            uint _e4448 = l_mut_439_;
                            uint64_t l_2778_ = uint64_t(_e4448);
                            uint _e4450 = l_mut_1487_;
                            uint64_t l_2779_ = uint64_t(_e4450);
                            uint64_t l_2780_ = (l_2778_ * l_2779_);
                            uint64_t l_2781_ = (l_2780_ >> uint(32uL));
                            uint l_1767_ = uint(l_2781_);
                            uint _e4459 = l_mut_428_;
                            uint _e4460 = l_mut_1487_;
                            uint l_1768_ = (_e4459 * _e4460);
                            uint l_1769_ = (l_1767_ + l_1768_);
                            bool _e4463 = l_mut_628_;
                            if (_e4463) {
                                uint _e4464 = l_mut_421_;
                                uint l_1770_ = (_e4464 - l_1766_);
                                uint _e4466 = l_mut_394_;
                                uint l_1771_ = (_e4466 - l_1769_);
                                uint _e4468 = l_mut_421_;
                                bool l_1772_ = (_e4468 < l_1766_);
                                uint l_1773_ = uint(l_1772_);
                                uint l_1774_ = (l_1771_ - l_1773_);
                                l_mut_421_ = l_1770_;
                                l_mut_394_ = l_1774_;
                            }
                            uint _e4472 = l_mut_441_;
                            uint l_1775_ = (_e4472 - l_1766_);
                            uint _e4474 = l_mut_440_;
                            uint l_1776_ = (_e4474 - l_1769_);
                            uint _e4476 = l_mut_441_;
                            bool l_1777_ = (_e4476 < l_1766_);
                            uint l_1778_ = uint(l_1777_);
                            uint l_1779_ = (l_1776_ - l_1778_);
                            l_mut_441_ = l_1775_;
                            l_mut_440_ = l_1779_;
                            uint _e4480 = l_mut_1487_;
                            uint _e4481 = l_mut_388_;
                            uint l_1780_ = (_e4480 * _e4481);
                            uint _e4483 = l_mut_382_;
                            l_mut_382_ = (_e4483 + l_1780_);
                        } else {
                            bool _e4485 = l_mut_628_;
                            if (_e4485) {
                                uint _e4486 = l_mut_421_;
                                uint _e4487 = l_mut_439_;
                                uint l_1781_ = (_e4486 - _e4487);
                                uint _e4489 = l_mut_394_;
                                uint _e4490 = l_mut_428_;
                                uint l_1782_ = (_e4489 - _e4490);
                                uint _e4492 = l_mut_421_;
                                uint _e4493 = l_mut_439_;
                                bool l_1783_ = (_e4492 < _e4493);
                                uint l_1784_ = uint(l_1783_);
                                uint l_1785_ = (l_1782_ - l_1784_);
                                l_mut_421_ = l_1781_;
                                l_mut_394_ = l_1785_;
                                uint _e4497 = l_mut_394_;
                                bool l_1786_ = (_e4497 < l_1391_);
                                uint _e4499 = l_mut_394_;
                                bool l_1787_ = (_e4499 == l_1391_);
                                uint _e4501 = l_mut_421_;
                                bool l_1788_ = (_e4501 < l_1387_);
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
                                    l_mut_652_ = false;
                                    l_mut_357_ = false;
                                }
                            }
                        }
                        bool _e4514 = l_mut_357_;
                        if (_e4514) {
                            uint _e4515 = l_mut_388_;
                            uint l_1791_ = (l_872_ - _e4515);
                            uint _e4517 = l_mut_382_;
                            uint l_1792_ = naga_div(l_1791_, _e4517);
                            l_mut_1487_ = 0u;
                            l_mut_350_ = false;
                            uint _e4521 = l_mut_439_;
                            l_mut_1482_ = _e4521;
                            uint _e4522 = l_mut_428_;
                            l_mut_1481_ = _e4522;
                            if (false) {
                                uint _e4525 = l_mut_428_;
                                uint l_1795_ = (_e4525 >> 3u);
                                l_mut_1482_ = l_1795_;
                                l_mut_1481_ = 0u;
                            } else {
                                if (true) {
                                    uint _e4529 = l_mut_439_;
                                    l_mut_275_ = _e4529;
                                    if (true) {
                                        uint _e4531 = l_mut_439_;
                                        uint l_1798_ = (_e4531 >> 3u);
                                        uint _e4534 = l_mut_428_;
                                        uint l_1799_ = (_e4534 << 29u);
                                        uint l_1800_ = (l_1798_ | l_1799_);
                                        l_mut_275_ = l_1800_;
                                    }
                                    uint _e4538 = l_mut_428_;
                                    uint l_1801_ = (_e4538 >> 3u);
                                    uint _e4541 = l_mut_275_;
                                    l_mut_1482_ = _e4541;
                                    l_mut_1481_ = l_1801_;
                                }
                            }
                            uint _e4542 = l_mut_1481_;
                            uint _e4543 = l_mut_440_;
                            bool l_1802_ = (_e4542 < _e4543);
                            uint _e4545 = l_mut_1481_;
                            uint _e4546 = l_mut_440_;
                            bool l_1803_ = (_e4545 == _e4546);
                            uint _e4548 = l_mut_1482_;
                            uint _e4549 = l_mut_441_;
                            bool l_1804_ = (_e4548 < _e4549);
                            if (l_1803_) {
                                local_119 = l_1804_;
                            } else {
                                local_119 = false;
                            }
                            bool l_1805_ = local_119;
                            if (!(l_1802_)) {
                                local_120 = l_1805_;
                            } else {
                                local_120 = true;
                            }
                            bool l_1806_ = local_120;
                            bool l_1807_ = !(l_1806_);
                            l_mut_350_ = l_1807_;
                            uint _e4561 = l_mut_441_;
                            uint _e4562 = l_mut_440_;
                            uint l_1808_ = (_e4561 | _e4562);
                            bool l_1809_ = (l_1808_ == 0u);
                            if (l_1809_) {
                                l_mut_1487_ = l_1792_;
                            } else {
                                bool _e4566 = l_mut_350_;
                                if (_e4566) {
                                    uint _e4567 = l_mut_440_;
                                    uint _e4568 = l_mut_428_;
                                    bool l_1810_ = (_e4567 < _e4568);
                                    uint _e4570 = l_mut_440_;
                                    uint _e4571 = l_mut_428_;
                                    bool l_1811_ = (_e4570 == _e4571);
                                    uint _e4573 = l_mut_441_;
                                    uint _e4574 = l_mut_439_;
                                    bool l_1812_ = (_e4573 < _e4574);
                                    if (l_1811_) {
                                        local_121 = l_1812_;
                                    } else {
                                        local_121 = false;
                                    }
                                    bool l_1813_ = local_121;
                                    if (!(l_1810_)) {
                                        local_122 = l_1813_;
                                    } else {
                                        local_122 = true;
                                    }
                                    bool l_1814_ = local_122;
                                    if (l_1814_) {
                                        uint _e4585 = l_mut_439_;
                                        uint l_1815_ = (_e4585 - 1u);
                                        uint _e4588 = l_mut_428_;
                                        uint l_1816_ = (_e4588 - 0u);
                                        uint _e4591 = l_mut_439_;
                                        bool l_1817_ = (_e4591 < 1u);
                                        uint l_1818_ = uint(l_1817_);
                                        uint l_1819_ = (l_1816_ - l_1818_);
                                        l_mut_1482_ = l_1815_;
                                        l_mut_1481_ = l_1819_;
                                        l_mut_275_ = 0u;
                                        l_mut_1820_ = 0u;
                                        uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_8 = true;
                                        while(true) {
                                            if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                            loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                            if (!loop_init_8) {
                                                uint _e4684 = l_mut_1820_;
                                                l_mut_1820_ = (_e4684 + 1u);
                                            }
                                            loop_init_8 = false;
                                            uint _e4599 = l_mut_1820_;
                                            if ((_e4599 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e4603 = l_mut_1820_;
                                                uint l_1821_ = (19u - _e4603);
                                                uint _e4605 = l_mut_1482_;
                                                l_mut_269_ = _e4605;
                                                uint _e4606 = l_mut_1481_;
                                                l_mut_219_ = _e4606;
                                                bool l_1822_ = (l_1821_ >= 32u);
                                                if (l_1822_) {
                                                    uint l_1823_ = (l_1821_ & 31u);
                                                    uint _e4611 = l_mut_1481_;
                                                    uint l_1824_ = (_e4611 >> l_1823_);
                                                    l_mut_269_ = l_1824_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1825_ = (l_1821_ > 0u);
                                                    if (l_1825_) {
                                                        uint _e4616 = l_mut_1482_;
                                                        l_mut_213_ = _e4616;
                                                        bool l_1826_ = (l_1821_ > 0u);
                                                        if (l_1826_) {
                                                            uint _e4619 = l_mut_1482_;
                                                            uint l_1827_ = (_e4619 >> l_1821_);
                                                            uint l_1828_ = (32u - l_1821_);
                                                            uint _e4623 = l_mut_1481_;
                                                            uint l_1829_ = (_e4623 << l_1828_);
                                                            uint l_1830_ = (l_1827_ | l_1829_);
                                                            l_mut_213_ = l_1830_;
                                                        }
                                                        uint _e4626 = l_mut_1481_;
                                                        uint l_1831_ = (_e4626 >> l_1821_);
                                                        uint _e4628 = l_mut_213_;
                                                        l_mut_269_ = _e4628;
                                                        l_mut_219_ = l_1831_;
                                                    }
                                                }
                                                uint _e4629 = l_mut_219_;
                                                uint _e4630 = l_mut_440_;
                                                bool l_1832_ = (_e4629 < _e4630);
                                                uint _e4632 = l_mut_219_;
                                                uint _e4633 = l_mut_440_;
                                                bool l_1833_ = (_e4632 == _e4633);
                                                uint _e4635 = l_mut_269_;
                                                uint _e4636 = l_mut_441_;
                                                bool l_1834_ = (_e4635 < _e4636);
                                                if (l_1833_) {
                                                    local_123 = l_1834_;
                                                } else {
                                                    local_123 = false;
                                                }
                                                bool l_1835_ = local_123;
                                                if (!(l_1832_)) {
                                                    local_124 = l_1835_;
                                                } else {
                                                    local_124 = true;
                                                }
                                                bool l_1836_ = local_124;
                                                bool l_1837_ = !(l_1836_);
                                                if (l_1837_) {
                                                    uint _e4648 = l_mut_441_;
                                                    l_mut_269_ = _e4648;
                                                    uint _e4649 = l_mut_440_;
                                                    l_mut_219_ = _e4649;
                                                    bool l_1838_ = (l_1821_ >= 32u);
                                                    if (l_1838_) {
                                                        uint l_1839_ = (l_1821_ & 31u);
                                                        uint _e4654 = l_mut_441_;
                                                        uint l_1840_ = (_e4654 << l_1839_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1840_;
                                                    } else {
                                                        bool l_1841_ = (l_1821_ > 0u);
                                                        if (l_1841_) {
                                                            uint _e4659 = l_mut_441_;
                                                            uint l_1842_ = (_e4659 << l_1821_);
                                                            uint _e4661 = l_mut_440_;
                                                            uint l_1843_ = (_e4661 << l_1821_);
                                                            uint l_1844_ = (32u - l_1821_);
                                                            uint _e4665 = l_mut_441_;
                                                            uint l_1845_ = (_e4665 >> l_1844_);
                                                            uint l_1846_ = (l_1843_ | l_1845_);
                                                            l_mut_269_ = l_1842_;
                                                            l_mut_219_ = l_1846_;
                                                        }
                                                    }
                                                    uint _e4668 = l_mut_1482_;
                                                    uint _e4669 = l_mut_269_;
                                                    uint l_1847_ = (_e4668 - _e4669);
                                                    uint _e4671 = l_mut_1481_;
                                                    uint _e4672 = l_mut_219_;
                                                    uint l_1848_ = (_e4671 - _e4672);
                                                    uint _e4674 = l_mut_1482_;
                                                    uint _e4675 = l_mut_269_;
                                                    bool l_1849_ = (_e4674 < _e4675);
                                                    uint l_1850_ = uint(l_1849_);
                                                    uint l_1851_ = (l_1848_ - l_1850_);
                                                    l_mut_1482_ = l_1847_;
                                                    l_mut_1481_ = l_1851_;
                                                    uint l_1852_ = (1u << l_1821_);
                                                    uint _e4681 = l_mut_275_;
                                                    l_mut_275_ = (_e4681 | l_1852_);
                                                }
                                            }
                                        }
                                        uint _e4686 = l_mut_275_;
                                        uint l_1853_ = min(_e4686, l_1792_);
                                        l_mut_275_ = l_1853_;
                                        uint _e4688 = l_mut_1481_;
                                        uint _e4689 = l_mut_440_;
                                        bool l_1854_ = (_e4688 < _e4689);
                                        uint _e4691 = l_mut_1481_;
                                        uint _e4692 = l_mut_440_;
                                        bool l_1855_ = (_e4691 == _e4692);
                                        uint _e4694 = l_mut_1482_;
                                        uint _e4695 = l_mut_441_;
                                        bool l_1856_ = (_e4694 < _e4695);
                                        if (l_1855_) {
                                            local_125 = l_1856_;
                                        } else {
                                            local_125 = false;
                                        }
                                        bool l_1857_ = local_125;
                                        if (!(l_1854_)) {
                                            local_126 = l_1857_;
                                        } else {
                                            local_126 = true;
                                        }
                                        bool l_1858_ = local_126;
                                        bool l_1859_ = !(l_1858_);
                                        if (l_1859_) {
                                            l_mut_275_ = l_1792_;
                                        }
                                        uint _e4707 = l_mut_275_;
                                        l_mut_1487_ = _e4707;
                                    }
                                } else {
                                    uint _e4708 = l_mut_439_;
                                    l_mut_1482_ = _e4708;
                                    uint _e4709 = l_mut_428_;
                                    l_mut_1481_ = _e4709;
                                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                                        uint _e4710 = l_mut_440_;
                                        uint _e4711 = l_mut_1481_;
                                        bool l_1860_ = (_e4710 < _e4711);
                                        uint _e4713 = l_mut_440_;
                                        uint _e4714 = l_mut_1481_;
                                        bool l_1861_ = (_e4713 == _e4714);
                                        uint _e4716 = l_mut_441_;
                                        uint _e4717 = l_mut_1482_;
                                        bool l_1862_ = (_e4716 < _e4717);
                                        if (l_1861_) {
                                            local_127 = l_1862_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1863_ = local_127;
                                        if (!(l_1860_)) {
                                            local_128 = l_1863_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1864_ = local_128;
                                        uint _e4728 = l_mut_1487_;
                                        uint _e4729 = l_mut_382_;
                                        uint l_1865_ = (_e4728 * _e4729);
                                        uint _e4731 = l_mut_388_;
                                        uint l_1866_ = (_e4731 + l_1865_);
                                        uint _e4733 = l_mut_382_;
                                        uint l_1867_ = (l_1866_ + _e4733);
                                        bool l_1868_ = (l_1867_ < l_872_);
                                        if (l_1864_) {
                                            local_129 = l_1868_;
                                        } else {
                                            local_129 = false;
                                        }
                                        bool l_1869_ = local_129;
                                        bool l_1870_ = !(l_1869_);
                                        if (l_1870_) {
                                            break;
                                        }
                                        uint _e4741 = l_mut_1482_;
                                        uint _e4742 = l_mut_441_;
                                        uint l_1871_ = (_e4741 - _e4742);
                                        uint _e4744 = l_mut_1481_;
                                        uint _e4745 = l_mut_440_;
                                        uint l_1872_ = (_e4744 - _e4745);
                                        uint _e4747 = l_mut_1482_;
                                        uint _e4748 = l_mut_441_;
                                        bool l_1873_ = (_e4747 < _e4748);
                                        uint l_1874_ = uint(l_1873_);
                                        uint l_1875_ = (l_1872_ - l_1874_);
                                        l_mut_1482_ = l_1871_;
                                        l_mut_1481_ = l_1875_;
                                        uint _e4752 = l_mut_1487_;
                                        l_mut_1487_ = (_e4752 + 1u);
                                    }
                                }
                            }
                            uint _e4755 = l_mut_1487_;
                            uint _e4756 = l_mut_382_;
                            uint l_1876_ = (_e4755 * _e4756);
                            uint _e4758 = l_mut_388_;
                            uint l_1877_ = (_e4758 + l_1876_);
                            uint _e4760 = l_mut_382_;
                            uint l_1878_ = (l_1877_ + _e4760);
                            bool l_1879_ = (l_1878_ >= l_872_);
                            uint _e4763 = l_mut_441_;
                            l_mut_1482_ = _e4763;
                            uint _e4764 = l_mut_440_;
                            l_mut_1481_ = _e4764;
                            uint _e4765 = l_mut_439_;
                            l_mut_275_ = _e4765;
                            uint _e4766 = l_mut_428_;
                            l_mut_269_ = _e4766;
                            uint _e4767 = l_mut_388_;
                            l_mut_219_ = _e4767;
                            uint _e4768 = l_mut_382_;
                            l_mut_213_ = _e4768;
                            bool l_1880_ = !(l_1879_);
                            if (l_1880_) {
                                uint _e4770 = l_mut_441_;
                                uint _e4771 = l_mut_1487_;
                                uint l_1881_ = (_e4770 * _e4771);
                                uint _e4773 = l_mut_441_;
                                uint64_t l_2783_ = uint64_t(_e4773);
                                uint _e4775 = l_mut_1487_;
                                uint64_t l_2784_ = uint64_t(_e4775);
                                uint64_t l_2785_ = (l_2783_ * l_2784_);
                                uint64_t l_2786_ = (l_2785_ >> uint(32uL));
                                uint l_1882_ = uint(l_2786_);
                                uint _e4784 = l_mut_440_;
                                uint _e4785 = l_mut_1487_;
                                uint l_1883_ = (_e4784 * _e4785);
                                uint l_1884_ = (l_1882_ + l_1883_);
                                uint _e4788 = l_mut_439_;
                                uint l_1885_ = (_e4788 - l_1881_);
                                uint _e4790 = l_mut_428_;
                                uint l_1886_ = (_e4790 - l_1884_);
                                uint _e4792 = l_mut_439_;
                                bool l_1887_ = (_e4792 < l_1881_);
                                uint l_1888_ = uint(l_1887_);
                                uint l_1889_ = (l_1886_ - l_1888_);
                                l_mut_275_ = l_1885_;
                                l_mut_269_ = l_1889_;
                                uint _e4796 = l_mut_1487_;
                                uint _e4797 = l_mut_382_;
                                uint l_1890_ = (_e4796 * _e4797);
                                uint _e4799 = l_mut_388_;
                                uint l_1891_ = (_e4799 + l_1890_);
                                l_mut_219_ = l_1891_;
                                uint _e4801 = l_mut_441_;
                                uint _e4802 = l_mut_275_;
                                uint l_1892_ = (_e4801 - _e4802);
                                uint _e4804 = l_mut_440_;
                                uint _e4805 = l_mut_269_;
                                uint l_1893_ = (_e4804 - _e4805);
                                uint _e4807 = l_mut_441_;
                                uint _e4808 = l_mut_275_;
                                bool l_1894_ = (_e4807 < _e4808);
                                uint l_1895_ = uint(l_1894_);
                                uint l_1896_ = (l_1893_ - l_1895_);
                                l_mut_1482_ = l_1892_;
                                l_mut_1481_ = l_1896_;
                                uint _e4812 = l_mut_382_;
                                uint _e4813 = l_mut_219_;
                                uint l_1897_ = (_e4812 + _e4813);
                                l_mut_213_ = l_1897_;
                            }
                            uint _e4815 = l_mut_1482_;
                            l_mut_441_ = _e4815;
                            uint _e4816 = l_mut_1481_;
                            l_mut_440_ = _e4816;
                            uint _e4817 = l_mut_275_;
                            l_mut_439_ = _e4817;
                            uint _e4818 = l_mut_269_;
                            l_mut_428_ = _e4818;
                            uint _e4819 = l_mut_219_;
                            l_mut_388_ = _e4819;
                            uint _e4820 = l_mut_213_;
                            l_mut_382_ = _e4820;
                            l_mut_758_ = l_1879_;
                            bool l_1898_ = !(l_1879_);
                            l_mut_652_ = l_1898_;
                        }
                    }
                    bool _e4822 = l_mut_758_;
                    bool l_1899_ = !(_e4822);
                    if (l_871_) {
                        local_130 = l_1899_;
                    } else {
                        local_130 = false;
                    }
                    bool l_1900_ = local_130;
                    if (l_1900_) {
                        uint _e4829 = l_mut_869_;
                        uint l_1901_ = (1u << _e4829);
                        uint _e4831 = l_mut_450_;
                        l_mut_450_ = (_e4831 | l_1901_);
                        uint _e4833 = l_mut_445_;
                        l_mut_445_ = (_e4833 + 1u);
                        uint l_1902_ = (l_870_ + l_868_);
                        uint l_1903_ = min(l_1902_, l_56_);
                        l_mut_1487_ = 0u;
                        l_mut_1904_ = l_870_;
                        uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                        bool loop_init_9 = true;
                        while(true) {
                            if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                            loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                            if (!loop_init_9) {
                                uint _e5355 = l_mut_1904_;
                                l_mut_1904_ = (_e5355 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e4840 = l_mut_1904_;
                            if ((_e4840 < l_1903_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4842 = l_mut_1904_;
                                uint l_1905_ = (l_59_ * _e4842);
                                uint64_t l_2788_ = uint64_t(l_59_);
                                uint _e4845 = l_mut_1904_;
                                uint64_t l_2789_ = uint64_t(_e4845);
                                uint64_t l_2790_ = (l_2788_ * l_2789_);
                                uint64_t l_2791_ = (l_2790_ >> uint(32uL));
                                uint l_1906_ = uint(l_2791_);
                                uint _e4854 = l_mut_1904_;
                                uint l_1907_ = (l_62_ * _e4854);
                                uint l_1908_ = (l_1906_ + l_1907_);
                                uint l_1909_ = (l_64_ + l_1905_);
                                uint l_1910_ = (l_67_ + l_1908_);
                                bool l_1911_ = (l_1909_ < l_64_);
                                uint l_1912_ = uint(l_1911_);
                                uint l_1913_ = (l_1910_ + l_1912_);
                                l_mut_1482_ = 0u;
                                l_mut_1481_ = 0u;
                                uint _e4864 = l_mut_1904_;
                                bool l_1914_ = (_e4864 < 65536u);
                                if (l_1914_) {
                                    uint _e4867 = l_mut_1904_;
                                    uint _e4868 = l_mut_1904_;
                                    uint l_1915_ = (_e4867 * _e4868);
                                    uint l_1916_ = (l_72_ >> 31u);
                                    bool l_1917_ = (l_1916_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1917_) {
                                        uint l_1918_ = (0u - l_69_);
                                        uint l_1919_ = (0u - l_72_);
                                        bool l_1920_ = (0u < l_69_);
                                        uint l_1921_ = uint(l_1920_);
                                        uint l_1922_ = (l_1919_ - l_1921_);
                                        l_mut_441_ = l_1918_;
                                        l_mut_440_ = l_1922_;
                                    }
                                    uint _e4882 = l_mut_441_;
                                    uint l_1923_ = (_e4882 * l_1915_);
                                    uint _e4884 = l_mut_440_;
                                    uint l_1924_ = (_e4884 * l_1915_);
                                    uint _e4886 = l_mut_441_;
                                    uint64_t l_2793_ = uint64_t(_e4886);
                                    uint64_t l_2794_ = uint64_t(l_1915_);
                                    uint64_t l_2795_ = (l_2793_ * l_2794_);
                                    uint64_t l_2796_ = (l_2795_ >> uint(32uL));
                                    uint l_1925_ = uint(l_2796_);
                                    uint l_1926_ = (l_1925_ + l_1924_);
                                    uint _e4897 = l_mut_440_;
                                    uint64_t l_2798_ = uint64_t(_e4897);
                                    uint64_t l_2799_ = uint64_t(l_1915_);
                                    uint64_t l_2800_ = (l_2798_ * l_2799_);
                                    uint64_t l_2801_ = (l_2800_ >> uint(32uL));
                                    uint l_1927_ = uint(l_2801_);
                                    bool l_1928_ = (l_1926_ < l_1924_);
                                    uint l_1929_ = uint(l_1928_);
                                    uint l_1930_ = (l_1927_ + l_1929_);
                                    uint l_1931_ = naga_mod(l_9_, 32u);
                                    l_mut_439_ = l_1923_;
                                    bool l_1932_ = (l_1931_ > 0u);
                                    if (l_1932_) {
                                        uint l_1933_ = (l_1923_ >> l_1931_);
                                        uint l_1934_ = (32u - l_1931_);
                                        uint l_1935_ = (l_1926_ << l_1934_);
                                        uint l_1936_ = (l_1933_ | l_1935_);
                                        l_mut_439_ = l_1936_;
                                    }
                                    l_mut_428_ = l_1926_;
                                    bool l_1937_ = (l_1931_ > 0u);
                                    if (l_1937_) {
                                        uint l_1938_ = (l_1926_ >> l_1931_);
                                        uint l_1939_ = (32u - l_1931_);
                                        uint l_1940_ = (l_1930_ << l_1939_);
                                        uint l_1941_ = (l_1938_ | l_1940_);
                                        l_mut_428_ = l_1941_;
                                    }
                                    uint _e4926 = l_mut_439_;
                                    l_mut_421_ = _e4926;
                                    uint _e4927 = l_mut_428_;
                                    l_mut_439_ = _e4927;
                                    bool l_1942_ = (l_9_ >= 64u);
                                    if (l_1942_) {
                                        l_mut_421_ = l_1930_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_1943_ = (l_9_ >= 32u);
                                        if (l_1943_) {
                                            l_mut_428_ = l_1926_;
                                            bool l_1944_ = (l_1931_ > 0u);
                                            if (l_1944_) {
                                                uint l_1945_ = (l_1926_ >> l_1931_);
                                                uint l_1946_ = (32u - l_1931_);
                                                uint l_1947_ = (l_1930_ << l_1946_);
                                                uint l_1948_ = (l_1945_ | l_1947_);
                                                l_mut_428_ = l_1948_;
                                            }
                                            uint l_1949_ = (l_1930_ >> l_1931_);
                                            uint _e4941 = l_mut_428_;
                                            l_mut_421_ = _e4941;
                                            l_mut_439_ = l_1949_;
                                        }
                                    }
                                    uint _e4942 = l_mut_421_;
                                    l_mut_441_ = _e4942;
                                    uint _e4943 = l_mut_439_;
                                    l_mut_440_ = _e4943;
                                    if (l_1917_) {
                                        uint _e4945 = l_mut_441_;
                                        uint l_1950_ = (0u - _e4945);
                                        uint _e4948 = l_mut_440_;
                                        uint l_1951_ = (0u - _e4948);
                                        uint _e4951 = l_mut_441_;
                                        bool l_1952_ = (0u < _e4951);
                                        uint l_1953_ = uint(l_1952_);
                                        uint l_1954_ = (l_1951_ - l_1953_);
                                        l_mut_441_ = l_1950_;
                                        l_mut_440_ = l_1954_;
                                    }
                                    uint _e4955 = l_mut_441_;
                                    l_mut_1482_ = _e4955;
                                    uint _e4956 = l_mut_440_;
                                    l_mut_1481_ = _e4956;
                                } else {
                                    uint l_1955_ = (l_72_ >> 31u);
                                    bool l_1956_ = (l_1955_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1956_) {
                                        uint l_1957_ = (0u - l_69_);
                                        uint l_1958_ = (0u - l_72_);
                                        bool l_1959_ = (0u < l_69_);
                                        uint l_1960_ = uint(l_1959_);
                                        uint l_1961_ = (l_1958_ - l_1960_);
                                        l_mut_441_ = l_1957_;
                                        l_mut_440_ = l_1961_;
                                    }
                                    uint _e4969 = l_mut_441_;
                                    uint _e4970 = l_mut_1904_;
                                    uint l_1962_ = (_e4969 * _e4970);
                                    uint _e4972 = l_mut_440_;
                                    uint _e4973 = l_mut_1904_;
                                    uint l_1963_ = (_e4972 * _e4973);
                                    uint _e4975 = l_mut_441_;
                                    uint64_t l_2803_ = uint64_t(_e4975);
                                    uint _e4977 = l_mut_1904_;
                                    uint64_t l_2804_ = uint64_t(_e4977);
                                    uint64_t l_2805_ = (l_2803_ * l_2804_);
                                    uint64_t l_2806_ = (l_2805_ >> uint(32uL));
                                    uint l_1964_ = uint(l_2806_);
                                    uint l_1965_ = (l_1964_ + l_1963_);
                                    uint _e4987 = l_mut_440_;
                                    uint64_t l_2808_ = uint64_t(_e4987);
                                    uint _e4989 = l_mut_1904_;
                                    uint64_t l_2809_ = uint64_t(_e4989);
                                    uint64_t l_2810_ = (l_2808_ * l_2809_);
                                    uint64_t l_2811_ = (l_2810_ >> uint(32uL));
                                    uint l_1966_ = uint(l_2811_);
                                    bool l_1967_ = (l_1965_ < l_1963_);
                                    uint l_1968_ = uint(l_1967_);
                                    uint l_1969_ = (l_1966_ + l_1968_);
                                    l_mut_439_ = l_1962_;
                                    bool l_1971_ = (0u > 0u);
                                    if (l_1971_) {
                                        uint l_1972_ = (l_1962_ >> 0u);
                                        uint l_1973_ = (32u - 0u);
                                        uint l_1974_ = (l_1965_ << l_1973_);
                                        uint l_1975_ = (l_1972_ | l_1974_);
                                        l_mut_439_ = l_1975_;
                                    }
                                    l_mut_428_ = l_1965_;
                                    bool l_1976_ = (0u > 0u);
                                    if (l_1976_) {
                                        uint l_1977_ = (l_1965_ >> 0u);
                                        uint l_1978_ = (32u - 0u);
                                        uint l_1979_ = (l_1969_ << l_1978_);
                                        uint l_1980_ = (l_1977_ | l_1979_);
                                        l_mut_428_ = l_1980_;
                                    }
                                    uint _e5016 = l_mut_439_;
                                    l_mut_421_ = _e5016;
                                    uint _e5017 = l_mut_428_;
                                    l_mut_439_ = _e5017;
                                    if (false) {
                                        l_mut_421_ = l_1969_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_1965_;
                                            bool l_1983_ = (0u > 0u);
                                            if (l_1983_) {
                                                uint l_1984_ = (l_1965_ >> 0u);
                                                uint l_1985_ = (32u - 0u);
                                                uint l_1986_ = (l_1969_ << l_1985_);
                                                uint l_1987_ = (l_1984_ | l_1986_);
                                                l_mut_428_ = l_1987_;
                                            }
                                            uint l_1988_ = (l_1969_ >> 0u);
                                            uint _e5029 = l_mut_428_;
                                            l_mut_421_ = _e5029;
                                            l_mut_439_ = l_1988_;
                                        }
                                    }
                                    uint _e5030 = l_mut_441_;
                                    uint _e5031 = l_mut_1904_;
                                    uint l_1989_ = (_e5030 * _e5031);
                                    uint _e5033 = l_mut_440_;
                                    uint _e5034 = l_mut_1904_;
                                    uint l_1990_ = (_e5033 * _e5034);
                                    uint _e5036 = l_mut_441_;
                                    uint64_t l_2813_ = uint64_t(_e5036);
                                    uint _e5038 = l_mut_1904_;
                                    uint64_t l_2814_ = uint64_t(_e5038);
                                    uint64_t l_2815_ = (l_2813_ * l_2814_);
                                    uint64_t l_2816_ = (l_2815_ >> uint(32uL));
                                    uint l_1991_ = uint(l_2816_);
                                    uint l_1992_ = (l_1991_ + l_1990_);
                                    uint _e5048 = l_mut_440_;
                                    uint64_t l_2818_ = uint64_t(_e5048);
                                    uint _e5050 = l_mut_1904_;
                                    uint64_t l_2819_ = uint64_t(_e5050);
                                    uint64_t l_2820_ = (l_2818_ * l_2819_);
                                    uint64_t l_2821_ = (l_2820_ >> uint(32uL));
                                    uint l_1993_ = uint(l_2821_);
                                    bool l_1994_ = (l_1992_ < l_1990_);
                                    uint l_1995_ = uint(l_1994_);
                                    uint l_1996_ = (l_1993_ + l_1995_);
                                    l_mut_428_ = l_1989_;
                                    bool l_1998_ = (0u > 0u);
                                    if (l_1998_) {
                                        uint l_1999_ = (l_1989_ >> 0u);
                                        uint l_2000_ = (32u - 0u);
                                        uint l_2001_ = (l_1992_ << l_2000_);
                                        uint l_2002_ = (l_1999_ | l_2001_);
                                        l_mut_428_ = l_2002_;
                                    }
                                    l_mut_394_ = l_1992_;
                                    bool l_2003_ = (0u > 0u);
                                    if (l_2003_) {
                                        uint l_2004_ = (l_1992_ >> 0u);
                                        uint l_2005_ = (32u - 0u);
                                        uint l_2006_ = (l_1996_ << l_2005_);
                                        uint l_2007_ = (l_2004_ | l_2006_);
                                        l_mut_394_ = l_2007_;
                                    }
                                    uint _e5077 = l_mut_428_;
                                    l_mut_388_ = _e5077;
                                    uint _e5078 = l_mut_394_;
                                    l_mut_428_ = _e5078;
                                    if (true) {
                                        l_mut_388_ = l_1996_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_1992_;
                                            bool l_2010_ = (0u > 0u);
                                            if (l_2010_) {
                                                uint l_2011_ = (l_1992_ >> 0u);
                                                uint l_2012_ = (32u - 0u);
                                                uint l_2013_ = (l_1996_ << l_2012_);
                                                uint l_2014_ = (l_2011_ | l_2013_);
                                                l_mut_394_ = l_2014_;
                                            }
                                            uint l_2015_ = (l_1996_ >> 0u);
                                            uint _e5090 = l_mut_394_;
                                            l_mut_388_ = _e5090;
                                            l_mut_428_ = l_2015_;
                                        }
                                    }
                                    uint _e5091 = l_mut_421_;
                                    uint _e5092 = l_mut_1904_;
                                    uint l_2016_ = (_e5091 * _e5092);
                                    uint _e5094 = l_mut_439_;
                                    uint _e5095 = l_mut_1904_;
                                    uint l_2017_ = (_e5094 * _e5095);
                                    uint _e5097 = l_mut_421_;
                                    uint64_t l_2823_ = uint64_t(_e5097);
                                    uint _e5099 = l_mut_1904_;
                                    uint64_t l_2824_ = uint64_t(_e5099);
                                    uint64_t l_2825_ = (l_2823_ * l_2824_);
                                    uint64_t l_2826_ = (l_2825_ >> uint(32uL));
                                    uint l_2018_ = uint(l_2826_);
                                    uint l_2019_ = (l_2018_ + l_2017_);
                                    uint _e5109 = l_mut_439_;
                                    uint64_t l_2828_ = uint64_t(_e5109);
                                    uint _e5111 = l_mut_1904_;
                                    uint64_t l_2829_ = uint64_t(_e5111);
                                    uint64_t l_2830_ = (l_2828_ * l_2829_);
                                    uint64_t l_2831_ = (l_2830_ >> uint(32uL));
                                    uint l_2020_ = uint(l_2831_);
                                    bool l_2021_ = (l_2019_ < l_2017_);
                                    uint l_2022_ = uint(l_2021_);
                                    uint l_2023_ = (l_2020_ + l_2022_);
                                    l_mut_441_ = l_2016_;
                                    bool l_2025_ = (0u > 0u);
                                    if (l_2025_) {
                                        uint l_2026_ = (l_2016_ >> 0u);
                                        uint l_2027_ = (32u - 0u);
                                        uint l_2028_ = (l_2019_ << l_2027_);
                                        uint l_2029_ = (l_2026_ | l_2028_);
                                        l_mut_441_ = l_2029_;
                                    }
                                    l_mut_440_ = l_2019_;
                                    bool l_2030_ = (0u > 0u);
                                    if (l_2030_) {
                                        uint l_2031_ = (l_2019_ >> 0u);
                                        uint l_2032_ = (32u - 0u);
                                        uint l_2033_ = (l_2023_ << l_2032_);
                                        uint l_2034_ = (l_2031_ | l_2033_);
                                        l_mut_440_ = l_2034_;
                                    }
                                    uint _e5138 = l_mut_441_;
                                    l_mut_394_ = _e5138;
                                    uint _e5139 = l_mut_440_;
                                    l_mut_441_ = _e5139;
                                    if (false) {
                                        l_mut_394_ = l_2023_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2019_;
                                            bool l_2037_ = (0u > 0u);
                                            if (l_2037_) {
                                                uint l_2038_ = (l_2019_ >> 0u);
                                                uint l_2039_ = (32u - 0u);
                                                uint l_2040_ = (l_2023_ << l_2039_);
                                                uint l_2041_ = (l_2038_ | l_2040_);
                                                l_mut_440_ = l_2041_;
                                            }
                                            uint l_2042_ = (l_2023_ >> 0u);
                                            uint _e5151 = l_mut_440_;
                                            l_mut_394_ = _e5151;
                                            l_mut_441_ = l_2042_;
                                        }
                                    }
                                    uint _e5152 = l_mut_421_;
                                    uint _e5153 = l_mut_1904_;
                                    uint l_2043_ = (_e5152 * _e5153);
                                    uint _e5155 = l_mut_439_;
                                    uint _e5156 = l_mut_1904_;
                                    uint l_2044_ = (_e5155 * _e5156);
                                    uint _e5158 = l_mut_421_;
                                    uint64_t l_2833_ = uint64_t(_e5158);
                                    uint _e5160 = l_mut_1904_;
                                    uint64_t l_2834_ = uint64_t(_e5160);
                                    uint64_t l_2835_ = (l_2833_ * l_2834_);
                                    uint64_t l_2836_ = (l_2835_ >> uint(32uL));
                                    uint l_2045_ = uint(l_2836_);
                                    uint l_2046_ = (l_2045_ + l_2044_);
                                    uint _e5170 = l_mut_439_;
                                    uint64_t l_2838_ = uint64_t(_e5170);
                                    uint _e5172 = l_mut_1904_;
                                    uint64_t l_2839_ = uint64_t(_e5172);
                                    uint64_t l_2840_ = (l_2838_ * l_2839_);
                                    uint64_t l_2841_ = (l_2840_ >> uint(32uL));
                                    uint l_2047_ = uint(l_2841_);
                                    bool l_2048_ = (l_2046_ < l_2044_);
                                    uint l_2049_ = uint(l_2048_);
                                    uint l_2050_ = (l_2047_ + l_2049_);
                                    l_mut_440_ = l_2043_;
                                    bool l_2052_ = (0u > 0u);
                                    if (l_2052_) {
                                        uint l_2053_ = (l_2043_ >> 0u);
                                        uint l_2054_ = (32u - 0u);
                                        uint l_2055_ = (l_2046_ << l_2054_);
                                        uint l_2056_ = (l_2053_ | l_2055_);
                                        l_mut_440_ = l_2056_;
                                    }
                                    l_mut_382_ = l_2046_;
                                    bool l_2057_ = (0u > 0u);
                                    if (l_2057_) {
                                        uint l_2058_ = (l_2046_ >> 0u);
                                        uint l_2059_ = (32u - 0u);
                                        uint l_2060_ = (l_2050_ << l_2059_);
                                        uint l_2061_ = (l_2058_ | l_2060_);
                                        l_mut_382_ = l_2061_;
                                    }
                                    uint _e5199 = l_mut_440_;
                                    l_mut_275_ = _e5199;
                                    uint _e5200 = l_mut_382_;
                                    l_mut_440_ = _e5200;
                                    if (true) {
                                        l_mut_275_ = l_2050_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2046_;
                                            bool l_2064_ = (0u > 0u);
                                            if (l_2064_) {
                                                uint l_2065_ = (l_2046_ >> 0u);
                                                uint l_2066_ = (32u - 0u);
                                                uint l_2067_ = (l_2050_ << l_2066_);
                                                uint l_2068_ = (l_2065_ | l_2067_);
                                                l_mut_382_ = l_2068_;
                                            }
                                            uint l_2069_ = (l_2050_ >> 0u);
                                            uint _e5212 = l_mut_382_;
                                            l_mut_275_ = _e5212;
                                            l_mut_440_ = l_2069_;
                                        }
                                    }
                                    uint _e5213 = l_mut_388_;
                                    uint _e5214 = l_mut_1904_;
                                    uint l_2070_ = (_e5213 * _e5214);
                                    uint _e5216 = l_mut_388_;
                                    uint64_t l_2843_ = uint64_t(_e5216);
                                    uint _e5218 = l_mut_1904_;
                                    uint64_t l_2844_ = uint64_t(_e5218);
                                    uint64_t l_2845_ = (l_2843_ * l_2844_);
                                    uint64_t l_2846_ = (l_2845_ >> uint(32uL));
                                    uint l_2071_ = uint(l_2846_);
                                    uint _e5227 = l_mut_428_;
                                    uint _e5228 = l_mut_1904_;
                                    uint l_2072_ = (_e5227 * _e5228);
                                    uint l_2073_ = (l_2071_ + l_2072_);
                                    uint _e5231 = l_mut_275_;
                                    uint l_2074_ = (_e5231 + l_2070_);
                                    uint _e5233 = l_mut_440_;
                                    uint l_2075_ = (_e5233 + l_2073_);
                                    uint _e5235 = l_mut_275_;
                                    bool l_2076_ = (l_2074_ < _e5235);
                                    uint l_2077_ = uint(l_2076_);
                                    uint l_2078_ = (l_2075_ + l_2077_);
                                    uint _e5239 = l_mut_394_;
                                    l_mut_1482_ = _e5239;
                                    uint _e5240 = l_mut_441_;
                                    l_mut_1481_ = _e5240;
                                    bool l_2079_ = (l_9_ == 64u);
                                    if (l_2079_) {
                                        l_mut_1482_ = l_2074_;
                                        l_mut_1481_ = l_2078_;
                                    } else {
                                        bool l_2080_ = (l_9_ > 0u);
                                        if (l_2080_) {
                                            uint l_2081_ = (64u - l_9_);
                                            l_mut_440_ = l_2074_;
                                            l_mut_439_ = l_2078_;
                                            bool l_2082_ = (l_2081_ >= 32u);
                                            if (l_2082_) {
                                                uint l_2083_ = (l_2081_ & 31u);
                                                uint l_2084_ = (l_2074_ << l_2083_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2084_;
                                            } else {
                                                bool l_2085_ = (l_2081_ > 0u);
                                                if (l_2085_) {
                                                    uint l_2086_ = (l_2074_ << l_2081_);
                                                    uint l_2087_ = (l_2078_ << l_2081_);
                                                    uint l_2088_ = (32u - l_2081_);
                                                    uint l_2089_ = (l_2074_ >> l_2088_);
                                                    uint l_2090_ = (l_2087_ | l_2089_);
                                                    l_mut_440_ = l_2086_;
                                                    l_mut_439_ = l_2090_;
                                                }
                                            }
                                            uint _e5261 = l_mut_394_;
                                            l_mut_428_ = _e5261;
                                            uint _e5262 = l_mut_441_;
                                            l_mut_421_ = _e5262;
                                            bool l_2091_ = (l_9_ >= 32u);
                                            if (l_2091_) {
                                                uint l_2092_ = (l_9_ & 31u);
                                                uint _e5267 = l_mut_441_;
                                                uint l_2093_ = (_e5267 >> l_2092_);
                                                l_mut_428_ = l_2093_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2094_ = (l_9_ > 0u);
                                                if (l_2094_) {
                                                    uint _e5272 = l_mut_394_;
                                                    l_mut_388_ = _e5272;
                                                    bool l_2095_ = (l_9_ > 0u);
                                                    if (l_2095_) {
                                                        uint _e5275 = l_mut_394_;
                                                        uint l_2096_ = (_e5275 >> l_9_);
                                                        uint l_2097_ = (32u - l_9_);
                                                        uint _e5279 = l_mut_441_;
                                                        uint l_2098_ = (_e5279 << l_2097_);
                                                        uint l_2099_ = (l_2096_ | l_2098_);
                                                        l_mut_388_ = l_2099_;
                                                    }
                                                    uint _e5282 = l_mut_441_;
                                                    uint l_2100_ = (_e5282 >> l_9_);
                                                    uint _e5284 = l_mut_388_;
                                                    l_mut_428_ = _e5284;
                                                    l_mut_421_ = l_2100_;
                                                }
                                            }
                                            uint _e5285 = l_mut_440_;
                                            uint _e5286 = l_mut_428_;
                                            uint l_2101_ = (_e5285 + _e5286);
                                            uint _e5288 = l_mut_439_;
                                            uint _e5289 = l_mut_421_;
                                            uint l_2102_ = (_e5288 + _e5289);
                                            uint _e5291 = l_mut_440_;
                                            bool l_2103_ = (l_2101_ < _e5291);
                                            uint l_2104_ = uint(l_2103_);
                                            uint l_2105_ = (l_2102_ + l_2104_);
                                            l_mut_1482_ = l_2101_;
                                            l_mut_1481_ = l_2105_;
                                        }
                                    }
                                    if (l_1956_) {
                                        uint _e5296 = l_mut_1482_;
                                        uint l_2106_ = (0u - _e5296);
                                        uint _e5299 = l_mut_1481_;
                                        uint l_2107_ = (0u - _e5299);
                                        uint _e5302 = l_mut_1482_;
                                        bool l_2108_ = (0u < _e5302);
                                        uint l_2109_ = uint(l_2108_);
                                        uint l_2110_ = (l_2107_ - l_2109_);
                                        l_mut_1482_ = l_2106_;
                                        l_mut_1481_ = l_2110_;
                                    }
                                }
                                uint _e5306 = l_mut_1482_;
                                uint l_2111_ = (l_1909_ + _e5306);
                                uint _e5308 = l_mut_1481_;
                                uint l_2112_ = (l_1913_ + _e5308);
                                bool l_2113_ = (l_2111_ < l_1909_);
                                uint l_2114_ = uint(l_2113_);
                                uint l_2115_ = (l_2112_ + l_2114_);
                                uint l_2116_ = (0u - l_2111_);
                                uint l_2117_ = (0u - l_2115_);
                                bool l_2118_ = (0u < l_2111_);
                                uint l_2119_ = uint(l_2118_);
                                uint l_2120_ = (l_2117_ - l_2119_);
                                l_mut_1482_ = l_2116_;
                                l_mut_1481_ = l_2120_;
                                uint _e5321 = l_mut_1481_;
                                bool l_2121_ = (l_2115_ < _e5321);
                                uint _e5323 = l_mut_1481_;
                                bool l_2122_ = (l_2115_ == _e5323);
                                uint _e5325 = l_mut_1482_;
                                bool l_2123_ = (l_2111_ < _e5325);
                                if (l_2122_) {
                                    local_131 = l_2123_;
                                } else {
                                    local_131 = false;
                                }
                                bool l_2124_ = local_131;
                                if (!(l_2121_)) {
                                    local_132 = l_2124_;
                                } else {
                                    local_132 = true;
                                }
                                bool l_2125_ = local_132;
                                if (l_2125_) {
                                    l_mut_1482_ = l_2111_;
                                    l_mut_1481_ = l_2115_;
                                }
                                uint _e5336 = l_mut_1481_;
                                bool l_2126_ = (_e5336 < l_27_);
                                uint _e5338 = l_mut_1481_;
                                bool l_2127_ = (_e5338 == l_27_);
                                uint _e5340 = l_mut_1482_;
                                bool l_2128_ = (_e5340 < l_24_);
                                if (l_2127_) {
                                    local_133 = l_2128_;
                                } else {
                                    local_133 = false;
                                }
                                bool l_2129_ = local_133;
                                if (!(l_2126_)) {
                                    local_134 = l_2129_;
                                } else {
                                    local_134 = true;
                                }
                                bool l_2130_ = local_134;
                                uint l_2131_ = uint(l_2130_);
                                uint _e5352 = l_mut_1487_;
                                l_mut_1487_ = (_e5352 + l_2131_);
                            }
                        }
                        uint _e5357 = l_mut_444_;
                        uint _e5358 = l_mut_1487_;
                        l_mut_444_ = (_e5357 + _e5358);
                    }
                }
            }
            uint _e5363 = l_mut_445_;
            bool l_2132_ = (_e5363 > 0u);
            if (l_2132_) {
                uint l_2848_ = asuint(info.Load(20+0));
                uint l_2849_ = (l_2848_ * 1u);
                uint l_2850_ = (l_2849_ - 1u);
                uint l_2851_ = min(1u, l_2850_);
                uint _e5378 = l_mut_445_;
                uint _e5379; buffer_5_global.InterlockedAdd(l_2851_*4, _e5378, _e5379);
            }
            uint _e5380 = l_mut_444_;
            bool l_2135_ = (_e5380 > 0u);
            if (l_2135_) {
                uint l_2853_ = asuint(info.Load(20+0));
                uint l_2854_ = (l_2853_ * 1u);
                uint l_2855_ = (l_2854_ - 1u);
                uint l_2856_ = min(2u, l_2855_);
                uint _e5395 = l_mut_444_;
                uint _e5396; buffer_5_global.InterlockedAdd(l_2856_*4, _e5395, _e5396);
                l_mut_1487_ = _e5396;
                uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                bool loop_init_10 = true;
                while(true) {
                    if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                    loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                    if (!loop_init_10) {
                        uint _e5965 = l_mut_2138_;
                        l_mut_2138_ = (_e5965 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e5399 = l_mut_2138_;
                    if ((_e5399 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e5402 = l_mut_450_;
                        uint _e5403 = l_mut_2138_;
                        uint l_2139_ = (_e5402 >> _e5403);
                        uint l_2140_ = (l_2139_ & 1u);
                        bool l_2141_ = (l_2140_ == 1u);
                        if (l_2141_) {
                            uint _e5409 = l_mut_2138_;
                            uint l_2142_ = (_e5409 * l_868_);
                            uint l_2143_ = (l_2142_ + l_868_);
                            uint l_2144_ = min(l_2143_, l_56_);
                            uint _e5413 = l_mut_1487_;
                            l_mut_1482_ = _e5413;
                            l_mut_2145_ = l_2142_;
                            uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                            bool loop_init_11 = true;
                            while(true) {
                                if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                if (!loop_init_11) {
                                    uint _e5961 = l_mut_2145_;
                                    l_mut_2145_ = (_e5961 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e5415 = l_mut_2145_;
                                if ((_e5415 < l_2144_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e5417 = l_mut_2145_;
                                    uint l_2146_ = (l_59_ * _e5417);
                                    uint64_t l_2858_ = uint64_t(l_59_);
                                    uint _e5420 = l_mut_2145_;
                                    uint64_t l_2859_ = uint64_t(_e5420);
                                    uint64_t l_2860_ = (l_2858_ * l_2859_);
                                    uint64_t l_2861_ = (l_2860_ >> uint(32uL));
                                    uint l_2147_ = uint(l_2861_);
                                    uint _e5429 = l_mut_2145_;
                                    uint l_2148_ = (l_62_ * _e5429);
                                    uint l_2149_ = (l_2147_ + l_2148_);
                                    uint l_2150_ = (l_64_ + l_2146_);
                                    uint l_2151_ = (l_67_ + l_2149_);
                                    bool l_2152_ = (l_2150_ < l_64_);
                                    uint l_2153_ = uint(l_2152_);
                                    uint l_2154_ = (l_2151_ + l_2153_);
                                    l_mut_1481_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e5439 = l_mut_2145_;
                                    bool l_2155_ = (_e5439 < 65536u);
                                    if (l_2155_) {
                                        uint _e5442 = l_mut_2145_;
                                        uint _e5443 = l_mut_2145_;
                                        uint l_2156_ = (_e5442 * _e5443);
                                        uint l_2157_ = (l_72_ >> 31u);
                                        bool l_2158_ = (l_2157_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2158_) {
                                            uint l_2159_ = (0u - l_69_);
                                            uint l_2160_ = (0u - l_72_);
                                            bool l_2161_ = (0u < l_69_);
                                            uint l_2162_ = uint(l_2161_);
                                            uint l_2163_ = (l_2160_ - l_2162_);
                                            l_mut_444_ = l_2159_;
                                            l_mut_441_ = l_2163_;
                                        }
                                        uint _e5457 = l_mut_444_;
                                        uint l_2164_ = (_e5457 * l_2156_);
                                        uint _e5459 = l_mut_441_;
                                        uint l_2165_ = (_e5459 * l_2156_);
                                        uint _e5461 = l_mut_444_;
                                        uint64_t l_2863_ = uint64_t(_e5461);
                                        uint64_t l_2864_ = uint64_t(l_2156_);
                                        uint64_t l_2865_ = (l_2863_ * l_2864_);
                                        uint64_t l_2866_ = (l_2865_ >> uint(32uL));
                                        uint l_2166_ = uint(l_2866_);
                                        uint l_2167_ = (l_2166_ + l_2165_);
                                        uint _e5472 = l_mut_441_;
                                        uint64_t l_2868_ = uint64_t(_e5472);
                                        uint64_t l_2869_ = uint64_t(l_2156_);
                                        uint64_t l_2870_ = (l_2868_ * l_2869_);
                                        uint64_t l_2871_ = (l_2870_ >> uint(32uL));
                                        uint l_2168_ = uint(l_2871_);
                                        bool l_2169_ = (l_2167_ < l_2165_);
                                        uint l_2170_ = uint(l_2169_);
                                        uint l_2171_ = (l_2168_ + l_2170_);
                                        uint l_2172_ = naga_mod(l_9_, 32u);
                                        l_mut_440_ = l_2164_;
                                        bool l_2173_ = (l_2172_ > 0u);
                                        if (l_2173_) {
                                            uint l_2174_ = (l_2164_ >> l_2172_);
                                            uint l_2175_ = (32u - l_2172_);
                                            uint l_2176_ = (l_2167_ << l_2175_);
                                            uint l_2177_ = (l_2174_ | l_2176_);
                                            l_mut_440_ = l_2177_;
                                        }
                                        l_mut_439_ = l_2167_;
                                        bool l_2178_ = (l_2172_ > 0u);
                                        if (l_2178_) {
                                            uint l_2179_ = (l_2167_ >> l_2172_);
                                            uint l_2180_ = (32u - l_2172_);
                                            uint l_2181_ = (l_2171_ << l_2180_);
                                            uint l_2182_ = (l_2179_ | l_2181_);
                                            l_mut_439_ = l_2182_;
                                        }
                                        uint _e5501 = l_mut_440_;
                                        l_mut_428_ = _e5501;
                                        uint _e5502 = l_mut_439_;
                                        l_mut_440_ = _e5502;
                                        bool l_2183_ = (l_9_ >= 64u);
                                        if (l_2183_) {
                                            l_mut_428_ = l_2171_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2184_ = (l_9_ >= 32u);
                                            if (l_2184_) {
                                                l_mut_439_ = l_2167_;
                                                bool l_2185_ = (l_2172_ > 0u);
                                                if (l_2185_) {
                                                    uint l_2186_ = (l_2167_ >> l_2172_);
                                                    uint l_2187_ = (32u - l_2172_);
                                                    uint l_2188_ = (l_2171_ << l_2187_);
                                                    uint l_2189_ = (l_2186_ | l_2188_);
                                                    l_mut_439_ = l_2189_;
                                                }
                                                uint l_2190_ = (l_2171_ >> l_2172_);
                                                uint _e5516 = l_mut_439_;
                                                l_mut_428_ = _e5516;
                                                l_mut_440_ = l_2190_;
                                            }
                                        }
                                        uint _e5517 = l_mut_428_;
                                        l_mut_444_ = _e5517;
                                        uint _e5518 = l_mut_440_;
                                        l_mut_441_ = _e5518;
                                        if (l_2158_) {
                                            uint _e5520 = l_mut_444_;
                                            uint l_2191_ = (0u - _e5520);
                                            uint _e5523 = l_mut_441_;
                                            uint l_2192_ = (0u - _e5523);
                                            uint _e5526 = l_mut_444_;
                                            bool l_2193_ = (0u < _e5526);
                                            uint l_2194_ = uint(l_2193_);
                                            uint l_2195_ = (l_2192_ - l_2194_);
                                            l_mut_444_ = l_2191_;
                                            l_mut_441_ = l_2195_;
                                        }
                                        uint _e5530 = l_mut_444_;
                                        l_mut_1481_ = _e5530;
                                        uint _e5531 = l_mut_441_;
                                        l_mut_445_ = _e5531;
                                    } else {
                                        uint l_2196_ = (l_72_ >> 31u);
                                        bool l_2197_ = (l_2196_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2197_) {
                                            uint l_2198_ = (0u - l_69_);
                                            uint l_2199_ = (0u - l_72_);
                                            bool l_2200_ = (0u < l_69_);
                                            uint l_2201_ = uint(l_2200_);
                                            uint l_2202_ = (l_2199_ - l_2201_);
                                            l_mut_444_ = l_2198_;
                                            l_mut_441_ = l_2202_;
                                        }
                                        uint _e5544 = l_mut_444_;
                                        uint _e5545 = l_mut_2145_;
                                        uint l_2203_ = (_e5544 * _e5545);
                                        uint _e5547 = l_mut_441_;
                                        uint _e5548 = l_mut_2145_;
                                        uint l_2204_ = (_e5547 * _e5548);
                                        uint _e5550 = l_mut_444_;
                                        uint64_t l_2873_ = uint64_t(_e5550);
                                        uint _e5552 = l_mut_2145_;
                                        uint64_t l_2874_ = uint64_t(_e5552);
                                        uint64_t l_2875_ = (l_2873_ * l_2874_);
                                        uint64_t l_2876_ = (l_2875_ >> uint(32uL));
                                        uint l_2205_ = uint(l_2876_);
                                        uint l_2206_ = (l_2205_ + l_2204_);
                                        uint _e5562 = l_mut_441_;
                                        uint64_t l_2878_ = uint64_t(_e5562);
                                        uint _e5564 = l_mut_2145_;
                                        uint64_t l_2879_ = uint64_t(_e5564);
                                        uint64_t l_2880_ = (l_2878_ * l_2879_);
                                        uint64_t l_2881_ = (l_2880_ >> uint(32uL));
                                        uint l_2207_ = uint(l_2881_);
                                        bool l_2208_ = (l_2206_ < l_2204_);
                                        uint l_2209_ = uint(l_2208_);
                                        uint l_2210_ = (l_2207_ + l_2209_);
                                        l_mut_440_ = l_2203_;
                                        bool l_2212_ = (0u > 0u);
                                        if (l_2212_) {
                                            uint l_2213_ = (l_2203_ >> 0u);
                                            uint l_2214_ = (32u - 0u);
                                            uint l_2215_ = (l_2206_ << l_2214_);
                                            uint l_2216_ = (l_2213_ | l_2215_);
                                            l_mut_440_ = l_2216_;
                                        }
                                        l_mut_439_ = l_2206_;
                                        bool l_2217_ = (0u > 0u);
                                        if (l_2217_) {
                                            uint l_2218_ = (l_2206_ >> 0u);
                                            uint l_2219_ = (32u - 0u);
                                            uint l_2220_ = (l_2210_ << l_2219_);
                                            uint l_2221_ = (l_2218_ | l_2220_);
                                            l_mut_439_ = l_2221_;
                                        }
                                        uint _e5591 = l_mut_440_;
                                        l_mut_428_ = _e5591;
                                        uint _e5592 = l_mut_439_;
                                        l_mut_440_ = _e5592;
                                        if (false) {
                                            l_mut_428_ = l_2210_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2206_;
                                                bool l_2224_ = (0u > 0u);
                                                if (l_2224_) {
                                                    uint l_2225_ = (l_2206_ >> 0u);
                                                    uint l_2226_ = (32u - 0u);
                                                    uint l_2227_ = (l_2210_ << l_2226_);
                                                    uint l_2228_ = (l_2225_ | l_2227_);
                                                    l_mut_439_ = l_2228_;
                                                }
                                                uint l_2229_ = (l_2210_ >> 0u);
                                                uint _e5604 = l_mut_439_;
                                                l_mut_428_ = _e5604;
                                                l_mut_440_ = l_2229_;
                                            }
                                        }
                                        uint _e5605 = l_mut_444_;
                                        uint _e5606 = l_mut_2145_;
                                        uint l_2230_ = (_e5605 * _e5606);
                                        uint _e5608 = l_mut_441_;
                                        uint _e5609 = l_mut_2145_;
                                        uint l_2231_ = (_e5608 * _e5609);
                                        uint _e5611 = l_mut_444_;
                                        uint64_t l_2883_ = uint64_t(_e5611);
                                        uint _e5613 = l_mut_2145_;
                                        uint64_t l_2884_ = uint64_t(_e5613);
                                        uint64_t l_2885_ = (l_2883_ * l_2884_);
                                        uint64_t l_2886_ = (l_2885_ >> uint(32uL));
                                        uint l_2232_ = uint(l_2886_);
                                        uint l_2233_ = (l_2232_ + l_2231_);
                                        uint _e5623 = l_mut_441_;
                                        uint64_t l_2888_ = uint64_t(_e5623);
                                        uint _e5625 = l_mut_2145_;
                                        uint64_t l_2889_ = uint64_t(_e5625);
                                        uint64_t l_2890_ = (l_2888_ * l_2889_);
                                        uint64_t l_2891_ = (l_2890_ >> uint(32uL));
                                        uint l_2234_ = uint(l_2891_);
                                        bool l_2235_ = (l_2233_ < l_2231_);
                                        uint l_2236_ = uint(l_2235_);
                                        uint l_2237_ = (l_2234_ + l_2236_);
                                        l_mut_439_ = l_2230_;
                                        bool l_2239_ = (0u > 0u);
                                        if (l_2239_) {
                                            uint l_2240_ = (l_2230_ >> 0u);
                                            uint l_2241_ = (32u - 0u);
                                            uint l_2242_ = (l_2233_ << l_2241_);
                                            uint l_2243_ = (l_2240_ | l_2242_);
                                            l_mut_439_ = l_2243_;
                                        }
                                        l_mut_421_ = l_2233_;
                                        bool l_2244_ = (0u > 0u);
                                        if (l_2244_) {
                                            uint l_2245_ = (l_2233_ >> 0u);
                                            uint l_2246_ = (32u - 0u);
                                            uint l_2247_ = (l_2237_ << l_2246_);
                                            uint l_2248_ = (l_2245_ | l_2247_);
                                            l_mut_421_ = l_2248_;
                                        }
                                        uint _e5652 = l_mut_439_;
                                        l_mut_394_ = _e5652;
                                        uint _e5653 = l_mut_421_;
                                        l_mut_439_ = _e5653;
                                        if (true) {
                                            l_mut_394_ = l_2237_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2233_;
                                                bool l_2251_ = (0u > 0u);
                                                if (l_2251_) {
                                                    uint l_2252_ = (l_2233_ >> 0u);
                                                    uint l_2253_ = (32u - 0u);
                                                    uint l_2254_ = (l_2237_ << l_2253_);
                                                    uint l_2255_ = (l_2252_ | l_2254_);
                                                    l_mut_421_ = l_2255_;
                                                }
                                                uint l_2256_ = (l_2237_ >> 0u);
                                                uint _e5665 = l_mut_421_;
                                                l_mut_394_ = _e5665;
                                                l_mut_439_ = l_2256_;
                                            }
                                        }
                                        uint _e5666 = l_mut_428_;
                                        uint _e5667 = l_mut_2145_;
                                        uint l_2257_ = (_e5666 * _e5667);
                                        uint _e5669 = l_mut_440_;
                                        uint _e5670 = l_mut_2145_;
                                        uint l_2258_ = (_e5669 * _e5670);
                                        uint _e5672 = l_mut_428_;
                                        uint64_t l_2893_ = uint64_t(_e5672);
                                        uint _e5674 = l_mut_2145_;
                                        uint64_t l_2894_ = uint64_t(_e5674);
                                        uint64_t l_2895_ = (l_2893_ * l_2894_);
                                        uint64_t l_2896_ = (l_2895_ >> uint(32uL));
                                        uint l_2259_ = uint(l_2896_);
                                        uint l_2260_ = (l_2259_ + l_2258_);
                                        uint _e5684 = l_mut_440_;
                                        uint64_t l_2898_ = uint64_t(_e5684);
                                        uint _e5686 = l_mut_2145_;
                                        uint64_t l_2899_ = uint64_t(_e5686);
                                        uint64_t l_2900_ = (l_2898_ * l_2899_);
                                        uint64_t l_2901_ = (l_2900_ >> uint(32uL));
                                        uint l_2261_ = uint(l_2901_);
                                        bool l_2262_ = (l_2260_ < l_2258_);
                                        uint l_2263_ = uint(l_2262_);
                                        uint l_2264_ = (l_2261_ + l_2263_);
                                        l_mut_444_ = l_2257_;
                                        bool l_2266_ = (0u > 0u);
                                        if (l_2266_) {
                                            uint l_2267_ = (l_2257_ >> 0u);
                                            uint l_2268_ = (32u - 0u);
                                            uint l_2269_ = (l_2260_ << l_2268_);
                                            uint l_2270_ = (l_2267_ | l_2269_);
                                            l_mut_444_ = l_2270_;
                                        }
                                        l_mut_441_ = l_2260_;
                                        bool l_2271_ = (0u > 0u);
                                        if (l_2271_) {
                                            uint l_2272_ = (l_2260_ >> 0u);
                                            uint l_2273_ = (32u - 0u);
                                            uint l_2274_ = (l_2264_ << l_2273_);
                                            uint l_2275_ = (l_2272_ | l_2274_);
                                            l_mut_441_ = l_2275_;
                                        }
                                        uint _e5713 = l_mut_444_;
                                        l_mut_421_ = _e5713;
                                        uint _e5714 = l_mut_441_;
                                        l_mut_444_ = _e5714;
                                        if (false) {
                                            l_mut_421_ = l_2264_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2260_;
                                                bool l_2278_ = (0u > 0u);
                                                if (l_2278_) {
                                                    uint l_2279_ = (l_2260_ >> 0u);
                                                    uint l_2280_ = (32u - 0u);
                                                    uint l_2281_ = (l_2264_ << l_2280_);
                                                    uint l_2282_ = (l_2279_ | l_2281_);
                                                    l_mut_441_ = l_2282_;
                                                }
                                                uint l_2283_ = (l_2264_ >> 0u);
                                                uint _e5726 = l_mut_441_;
                                                l_mut_421_ = _e5726;
                                                l_mut_444_ = l_2283_;
                                            }
                                        }
                                        uint _e5727 = l_mut_428_;
                                        uint _e5728 = l_mut_2145_;
                                        uint l_2284_ = (_e5727 * _e5728);
                                        uint _e5730 = l_mut_440_;
                                        uint _e5731 = l_mut_2145_;
                                        uint l_2285_ = (_e5730 * _e5731);
                                        uint _e5733 = l_mut_428_;
                                        uint64_t l_2903_ = uint64_t(_e5733);
                                        uint _e5735 = l_mut_2145_;
                                        uint64_t l_2904_ = uint64_t(_e5735);
                                        uint64_t l_2905_ = (l_2903_ * l_2904_);
                                        uint64_t l_2906_ = (l_2905_ >> uint(32uL));
                                        uint l_2286_ = uint(l_2906_);
                                        uint l_2287_ = (l_2286_ + l_2285_);
                                        uint _e5745 = l_mut_440_;
                                        uint64_t l_2908_ = uint64_t(_e5745);
                                        uint _e5747 = l_mut_2145_;
                                        uint64_t l_2909_ = uint64_t(_e5747);
                                        uint64_t l_2910_ = (l_2908_ * l_2909_);
                                        uint64_t l_2911_ = (l_2910_ >> uint(32uL));
                                        uint l_2288_ = uint(l_2911_);
                                        bool l_2289_ = (l_2287_ < l_2285_);
                                        uint l_2290_ = uint(l_2289_);
                                        uint l_2291_ = (l_2288_ + l_2290_);
                                        l_mut_441_ = l_2284_;
                                        bool l_2293_ = (0u > 0u);
                                        if (l_2293_) {
                                            uint l_2294_ = (l_2284_ >> 0u);
                                            uint l_2295_ = (32u - 0u);
                                            uint l_2296_ = (l_2287_ << l_2295_);
                                            uint l_2297_ = (l_2294_ | l_2296_);
                                            l_mut_441_ = l_2297_;
                                        }
                                        l_mut_388_ = l_2287_;
                                        bool l_2298_ = (0u > 0u);
                                        if (l_2298_) {
                                            uint l_2299_ = (l_2287_ >> 0u);
                                            uint l_2300_ = (32u - 0u);
                                            uint l_2301_ = (l_2291_ << l_2300_);
                                            uint l_2302_ = (l_2299_ | l_2301_);
                                            l_mut_388_ = l_2302_;
                                        }
                                        uint _e5774 = l_mut_441_;
                                        l_mut_382_ = _e5774;
                                        uint _e5775 = l_mut_388_;
                                        l_mut_441_ = _e5775;
                                        if (true) {
                                            l_mut_382_ = l_2291_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2287_;
                                                bool l_2305_ = (0u > 0u);
                                                if (l_2305_) {
                                                    uint l_2306_ = (l_2287_ >> 0u);
                                                    uint l_2307_ = (32u - 0u);
                                                    uint l_2308_ = (l_2291_ << l_2307_);
                                                    uint l_2309_ = (l_2306_ | l_2308_);
                                                    l_mut_388_ = l_2309_;
                                                }
                                                uint l_2310_ = (l_2291_ >> 0u);
                                                uint _e5787 = l_mut_388_;
                                                l_mut_382_ = _e5787;
                                                l_mut_441_ = l_2310_;
                                            }
                                        }
                                        uint _e5788 = l_mut_394_;
                                        uint _e5789 = l_mut_2145_;
                                        uint l_2311_ = (_e5788 * _e5789);
                                        uint _e5791 = l_mut_394_;
                                        uint64_t l_2913_ = uint64_t(_e5791);
                                        uint _e5793 = l_mut_2145_;
                                        uint64_t l_2914_ = uint64_t(_e5793);
                                        uint64_t l_2915_ = (l_2913_ * l_2914_);
                                        uint64_t l_2916_ = (l_2915_ >> uint(32uL));
                                        uint l_2312_ = uint(l_2916_);
                                        uint _e5802 = l_mut_439_;
                                        uint _e5803 = l_mut_2145_;
                                        uint l_2313_ = (_e5802 * _e5803);
                                        uint l_2314_ = (l_2312_ + l_2313_);
                                        uint _e5806 = l_mut_382_;
                                        uint l_2315_ = (_e5806 + l_2311_);
                                        uint _e5808 = l_mut_441_;
                                        uint l_2316_ = (_e5808 + l_2314_);
                                        uint _e5810 = l_mut_382_;
                                        bool l_2317_ = (l_2315_ < _e5810);
                                        uint l_2318_ = uint(l_2317_);
                                        uint l_2319_ = (l_2316_ + l_2318_);
                                        uint _e5814 = l_mut_421_;
                                        l_mut_1481_ = _e5814;
                                        uint _e5815 = l_mut_444_;
                                        l_mut_445_ = _e5815;
                                        bool l_2320_ = (l_9_ == 64u);
                                        if (l_2320_) {
                                            l_mut_1481_ = l_2315_;
                                            l_mut_445_ = l_2319_;
                                        } else {
                                            bool l_2321_ = (l_9_ > 0u);
                                            if (l_2321_) {
                                                uint l_2322_ = (64u - l_9_);
                                                l_mut_441_ = l_2315_;
                                                l_mut_440_ = l_2319_;
                                                bool l_2323_ = (l_2322_ >= 32u);
                                                if (l_2323_) {
                                                    uint l_2324_ = (l_2322_ & 31u);
                                                    uint l_2325_ = (l_2315_ << l_2324_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2325_;
                                                } else {
                                                    bool l_2326_ = (l_2322_ > 0u);
                                                    if (l_2326_) {
                                                        uint l_2327_ = (l_2315_ << l_2322_);
                                                        uint l_2328_ = (l_2319_ << l_2322_);
                                                        uint l_2329_ = (32u - l_2322_);
                                                        uint l_2330_ = (l_2315_ >> l_2329_);
                                                        uint l_2331_ = (l_2328_ | l_2330_);
                                                        l_mut_441_ = l_2327_;
                                                        l_mut_440_ = l_2331_;
                                                    }
                                                }
                                                uint _e5836 = l_mut_421_;
                                                l_mut_439_ = _e5836;
                                                uint _e5837 = l_mut_444_;
                                                l_mut_428_ = _e5837;
                                                bool l_2332_ = (l_9_ >= 32u);
                                                if (l_2332_) {
                                                    uint l_2333_ = (l_9_ & 31u);
                                                    uint _e5842 = l_mut_444_;
                                                    uint l_2334_ = (_e5842 >> l_2333_);
                                                    l_mut_439_ = l_2334_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2335_ = (l_9_ > 0u);
                                                    if (l_2335_) {
                                                        uint _e5847 = l_mut_421_;
                                                        l_mut_394_ = _e5847;
                                                        bool l_2336_ = (l_9_ > 0u);
                                                        if (l_2336_) {
                                                            uint _e5850 = l_mut_421_;
                                                            uint l_2337_ = (_e5850 >> l_9_);
                                                            uint l_2338_ = (32u - l_9_);
                                                            uint _e5854 = l_mut_444_;
                                                            uint l_2339_ = (_e5854 << l_2338_);
                                                            uint l_2340_ = (l_2337_ | l_2339_);
                                                            l_mut_394_ = l_2340_;
                                                        }
                                                        uint _e5857 = l_mut_444_;
                                                        uint l_2341_ = (_e5857 >> l_9_);
                                                        uint _e5859 = l_mut_394_;
                                                        l_mut_439_ = _e5859;
                                                        l_mut_428_ = l_2341_;
                                                    }
                                                }
                                                uint _e5860 = l_mut_441_;
                                                uint _e5861 = l_mut_439_;
                                                uint l_2342_ = (_e5860 + _e5861);
                                                uint _e5863 = l_mut_440_;
                                                uint _e5864 = l_mut_428_;
                                                uint l_2343_ = (_e5863 + _e5864);
                                                uint _e5866 = l_mut_441_;
                                                bool l_2344_ = (l_2342_ < _e5866);
                                                uint l_2345_ = uint(l_2344_);
                                                uint l_2346_ = (l_2343_ + l_2345_);
                                                l_mut_1481_ = l_2342_;
                                                l_mut_445_ = l_2346_;
                                            }
                                        }
                                        if (l_2197_) {
                                            uint _e5871 = l_mut_1481_;
                                            uint l_2347_ = (0u - _e5871);
                                            uint _e5874 = l_mut_445_;
                                            uint l_2348_ = (0u - _e5874);
                                            uint _e5877 = l_mut_1481_;
                                            bool l_2349_ = (0u < _e5877);
                                            uint l_2350_ = uint(l_2349_);
                                            uint l_2351_ = (l_2348_ - l_2350_);
                                            l_mut_1481_ = l_2347_;
                                            l_mut_445_ = l_2351_;
                                        }
                                    }
                                    uint _e5881 = l_mut_1481_;
                                    uint l_2352_ = (l_2150_ + _e5881);
                                    uint _e5883 = l_mut_445_;
                                    uint l_2353_ = (l_2154_ + _e5883);
                                    bool l_2354_ = (l_2352_ < l_2150_);
                                    uint l_2355_ = uint(l_2354_);
                                    uint l_2356_ = (l_2353_ + l_2355_);
                                    uint l_2357_ = (0u - l_2352_);
                                    uint l_2358_ = (0u - l_2356_);
                                    bool l_2359_ = (0u < l_2352_);
                                    uint l_2360_ = uint(l_2359_);
                                    uint l_2361_ = (l_2358_ - l_2360_);
                                    l_mut_1481_ = l_2357_;
                                    l_mut_445_ = l_2361_;
                                    uint _e5896 = l_mut_445_;
                                    bool l_2362_ = (l_2356_ < _e5896);
                                    uint _e5898 = l_mut_445_;
                                    bool l_2363_ = (l_2356_ == _e5898);
                                    uint _e5900 = l_mut_1481_;
                                    bool l_2364_ = (l_2352_ < _e5900);
                                    if (l_2363_) {
                                        local_135 = l_2364_;
                                    } else {
                                        local_135 = false;
                                    }
                                    bool l_2365_ = local_135;
                                    if (!(l_2362_)) {
                                        local_136 = l_2365_;
                                    } else {
                                        local_136 = true;
                                    }
                                    bool l_2366_ = local_136;
                                    if (l_2366_) {
                                        l_mut_1481_ = l_2352_;
                                        l_mut_445_ = l_2356_;
                                    }
                                    uint _e5911 = l_mut_445_;
                                    bool l_2367_ = (_e5911 < l_27_);
                                    uint _e5913 = l_mut_445_;
                                    bool l_2368_ = (_e5913 == l_27_);
                                    uint _e5915 = l_mut_1481_;
                                    bool l_2369_ = (_e5915 < l_24_);
                                    if (l_2368_) {
                                        local_137 = l_2369_;
                                    } else {
                                        local_137 = false;
                                    }
                                    bool l_2370_ = local_137;
                                    if (!(l_2367_)) {
                                        local_138 = l_2370_;
                                    } else {
                                        local_138 = true;
                                    }
                                    bool l_2371_ = local_138;
                                    if (l_2371_) {
                                        uint _e5926 = l_mut_1482_;
                                        uint l_2372_ = (_e5926 * 2u);
                                        uint l_2373_ = (l_2372_ + 1u);
                                        uint l_2374_ = asuint(info.Load(40+0));
                                        bool l_2375_ = (l_2373_ < l_2374_);
                                        if (l_2375_) {
                                            uint l_2918_ = asuint(info.Load(16+0));
                                            uint l_2919_ = (l_2918_ * 1u);
                                            bool l_2920_ = (l_2372_ < l_2919_);
                                            if (l_2920_) {
                                                buffer_4_global.Store(l_2372_*4, asuint(id));
                                            }
                                            uint l_2376_ = (l_2372_ + 1u);
                                            uint l_2921_ = asuint(info.Load(16+0));
                                            uint l_2922_ = (l_2921_ * 1u);
                                            bool l_2923_ = (l_2376_ < l_2922_);
                                            if (l_2923_) {
                                                uint _e5956 = l_mut_2145_;
                                                buffer_4_global.Store(l_2376_*4, asuint(_e5956));
                                            }
                                        }
                                        uint _e5957 = l_mut_1482_;
                                        l_mut_1482_ = (_e5957 + 1u);
                                    }
                                }
                            }
                            uint _e5963 = l_mut_1482_;
                            l_mut_1487_ = _e5963;
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
