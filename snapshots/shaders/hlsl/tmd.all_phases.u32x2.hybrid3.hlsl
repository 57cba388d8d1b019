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
    uint l_mut_1470_ = (uint)0;
    uint l_mut_1471_ = (uint)0;
    uint l_mut_1476_ = (uint)0;
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
    bool l_mut_637_ = (bool)0;
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
    uint l_mut_665_ = (uint)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    uint l_mut_779_ = (uint)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    uint l_mut_858_ = 0u;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    uint l_mut_1468_ = (uint)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
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
    uint l_mut_1579_ = (uint)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
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
    uint l_mut_1689_ = (uint)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    bool local_108 = (bool)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    bool local_116 = (bool)0;
    bool local_117 = (bool)0;
    bool local_118 = (bool)0;
    uint l_mut_1803_ = (uint)0;
    bool local_119 = (bool)0;
    bool local_120 = (bool)0;
    bool local_121 = (bool)0;
    bool local_122 = (bool)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    uint l_mut_1883_ = (uint)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    uint l_mut_2117_ = 0u;
    uint l_mut_2124_ = (uint)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2440_ = asuint(info.Load(20+0));
        uint l_2441_ = (l_2440_ * 1u);
        uint l_2442_ = (l_2441_ - 1u);
        uint l_2443_ = min(3u, l_2442_);
        uint _e69; buffer_5_global.InterlockedAdd(l_2443_*4, 1u, _e69);
    }
    uint l_2356_ = asuint(info.Load(12+0));
    uint l_2357_ = (l_2356_ * 1u);
    bool l_2358_ = (0u < l_2357_);
    uint l_2359_ = (l_2357_ - 1u);
    uint l_2360_ = min(0u, l_2359_);
    uint l_2361_ = asuint(buffer_3_global.Load(l_2360_*4));
    uint l_4_ = (l_2358_ ? l_2361_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2363_ = asuint(info.Load(12+0));
    uint l_2364_ = (l_2363_ * 1u);
    bool l_2365_ = (l_6_ < l_2364_);
    uint l_2366_ = (l_2364_ - 1u);
    uint l_2367_ = min(l_6_, l_2366_);
    uint l_2368_ = asuint(buffer_3_global.Load(l_2367_*4));
    uint l_7_ = (l_2365_ ? l_2368_ : 0u);
    uint l_2370_ = asuint(info.Load(12+0));
    uint l_2371_ = (l_2370_ * 1u);
    bool l_2372_ = (2u < l_2371_);
    uint l_2373_ = (l_2371_ - 1u);
    uint l_2374_ = min(2u, l_2373_);
    uint l_2375_ = asuint(buffer_3_global.Load(l_2374_*4));
    uint l_9_ = (l_2372_ ? l_2375_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2377_ = asuint(info.Load(12+0));
    uint l_2378_ = (l_2377_ * 1u);
    bool l_2379_ = (l_11_ < l_2378_);
    uint l_2380_ = (l_2378_ - 1u);
    uint l_2381_ = min(l_11_, l_2380_);
    uint l_2382_ = asuint(buffer_3_global.Load(l_2381_*4));
    uint l_12_ = (l_2379_ ? l_2382_ : 0u);
    uint l_2384_ = asuint(info.Load(12+0));
    uint l_2385_ = (l_2384_ * 1u);
    bool l_2386_ = (4u < l_2385_);
    uint l_2387_ = (l_2385_ - 1u);
    uint l_2388_ = min(4u, l_2387_);
    uint l_2389_ = asuint(buffer_3_global.Load(l_2388_*4));
    uint l_14_ = (l_2386_ ? l_2389_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2391_ = asuint(info.Load(12+0));
    uint l_2392_ = (l_2391_ * 1u);
    bool l_2393_ = (l_16_ < l_2392_);
    uint l_2394_ = (l_2392_ - 1u);
    uint l_2395_ = min(l_16_, l_2394_);
    uint l_2396_ = asuint(buffer_3_global.Load(l_2395_*4));
    uint l_17_ = (l_2393_ ? l_2396_ : 0u);
    uint l_2398_ = asuint(info.Load(12+0));
    uint l_2399_ = (l_2398_ * 1u);
    bool l_2400_ = (6u < l_2399_);
    uint l_2401_ = (l_2399_ - 1u);
    uint l_2402_ = min(6u, l_2401_);
    uint l_2403_ = asuint(buffer_3_global.Load(l_2402_*4));
    uint l_19_ = (l_2400_ ? l_2403_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2405_ = asuint(info.Load(12+0));
    uint l_2406_ = (l_2405_ * 1u);
    bool l_2407_ = (l_21_ < l_2406_);
    uint l_2408_ = (l_2406_ - 1u);
    uint l_2409_ = min(l_21_, l_2408_);
    uint l_2410_ = asuint(buffer_3_global.Load(l_2409_*4));
    uint l_22_ = (l_2407_ ? l_2410_ : 0u);
    uint l_2412_ = asuint(info.Load(12+0));
    uint l_2413_ = (l_2412_ * 1u);
    bool l_2414_ = (8u < l_2413_);
    uint l_2415_ = (l_2413_ - 1u);
    uint l_2416_ = min(8u, l_2415_);
    uint l_2417_ = asuint(buffer_3_global.Load(l_2416_*4));
    uint l_24_ = (l_2414_ ? l_2417_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2419_ = asuint(info.Load(12+0));
    uint l_2420_ = (l_2419_ * 1u);
    bool l_2421_ = (l_26_ < l_2420_);
    uint l_2422_ = (l_2420_ - 1u);
    uint l_2423_ = min(l_26_, l_2422_);
    uint l_2424_ = asuint(buffer_3_global.Load(l_2423_*4));
    uint l_27_ = (l_2421_ ? l_2424_ : 0u);
    uint l_2426_ = asuint(info.Load(12+0));
    uint l_2427_ = (l_2426_ * 1u);
    bool l_2428_ = (10u < l_2427_);
    uint l_2429_ = (l_2427_ - 1u);
    uint l_2430_ = min(10u, l_2429_);
    uint l_2431_ = asuint(buffer_3_global.Load(l_2430_*4));
    uint l_29_ = (l_2428_ ? l_2431_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2433_ = asuint(info.Load(12+0));
    uint l_2434_ = (l_2433_ * 1u);
    bool l_2435_ = (l_31_ < l_2434_);
    uint l_2436_ = (l_2434_ - 1u);
    uint l_2437_ = min(l_31_, l_2436_);
    uint l_2438_ = asuint(buffer_3_global.Load(l_2437_*4));
    uint l_32_ = (l_2435_ ? l_2438_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2445_ = uint64_t(id);
    uint64_t l_2446_ = uint64_t(l_4_);
    uint64_t l_2447_ = (l_2445_ * l_2446_);
    uint64_t l_2448_ = (l_2447_ >> uint(32uL));
    uint l_37_ = uint(l_2448_);
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
    uint _e327 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e327 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2450_ = asuint(info.Load(0+0));
        uint l_2451_ = (l_2450_ * 1u);
        bool l_2452_ = (l_58_ < l_2451_);
        uint l_2453_ = (l_2451_ - 1u);
        uint l_2454_ = min(l_58_, l_2453_);
        uint l_2455_ = asuint(buffer_0_global.Load(l_2454_*4));
        uint l_59_ = (l_2452_ ? l_2455_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2457_ = asuint(info.Load(0+0));
        uint l_2458_ = (l_2457_ * 1u);
        bool l_2459_ = (l_61_ < l_2458_);
        uint l_2460_ = (l_2458_ - 1u);
        uint l_2461_ = min(l_61_, l_2460_);
        uint l_2462_ = asuint(buffer_0_global.Load(l_2461_*4));
        uint l_62_ = (l_2459_ ? l_2462_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2464_ = asuint(info.Load(4+0));
        uint l_2465_ = (l_2464_ * 1u);
        bool l_2466_ = (l_63_ < l_2465_);
        uint l_2467_ = (l_2465_ - 1u);
        uint l_2468_ = min(l_63_, l_2467_);
        uint l_2469_ = asuint(buffer_1_global.Load(l_2468_*4));
        uint l_64_ = (l_2466_ ? l_2469_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2471_ = asuint(info.Load(4+0));
        uint l_2472_ = (l_2471_ * 1u);
        bool l_2473_ = (l_66_ < l_2472_);
        uint l_2474_ = (l_2472_ - 1u);
        uint l_2475_ = min(l_66_, l_2474_);
        uint l_2476_ = asuint(buffer_1_global.Load(l_2475_*4));
        uint l_67_ = (l_2473_ ? l_2476_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2478_ = asuint(info.Load(8+0));
        uint l_2479_ = (l_2478_ * 1u);
        bool l_2480_ = (l_68_ < l_2479_);
        uint l_2481_ = (l_2479_ - 1u);
        uint l_2482_ = min(l_68_, l_2481_);
        uint l_2483_ = asuint(buffer_2_global.Load(l_2482_*4));
        uint l_69_ = (l_2480_ ? l_2483_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2485_ = asuint(info.Load(8+0));
        uint l_2486_ = (l_2485_ * 1u);
        bool l_2487_ = (l_71_ < l_2486_);
        uint l_2488_ = (l_2486_ - 1u);
        uint l_2489_ = min(l_71_, l_2488_);
        uint l_2490_ = asuint(buffer_2_global.Load(l_2489_*4));
        uint l_72_ = (l_2487_ ? l_2490_ : 0u);
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
        uint _e451 = l_mut_40_;
        uint l_81_ = (_e451 * l_4_);
        uint _e453 = l_mut_75_;
        uint l_82_ = (_e453 * l_4_);
        uint _e455 = l_mut_40_;
        uint64_t l_2492_ = uint64_t(_e455);
        uint64_t l_2493_ = uint64_t(l_4_);
        uint64_t l_2494_ = (l_2492_ * l_2493_);
        uint64_t l_2495_ = (l_2494_ >> uint(32uL));
        uint l_83_ = uint(l_2495_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e466 = l_mut_75_;
        uint64_t l_2497_ = uint64_t(_e466);
        uint64_t l_2498_ = uint64_t(l_4_);
        uint64_t l_2499_ = (l_2497_ * l_2498_);
        uint64_t l_2500_ = (l_2499_ >> uint(32uL));
        uint l_85_ = uint(l_2500_);
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
        uint _e495 = l_mut_90_;
        l_mut_102_ = _e495;
        uint _e496 = l_mut_96_;
        l_mut_90_ = _e496;
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
                uint _e510 = l_mut_96_;
                l_mut_102_ = _e510;
                l_mut_90_ = l_110_;
            }
        }
        uint _e511 = l_mut_102_;
        l_mut_96_ = _e511;
        uint _e512 = l_mut_90_;
        l_mut_102_ = _e512;
        if (l_74_) {
            uint _e514 = l_mut_96_;
            uint l_111_ = (0u - _e514);
            uint _e517 = l_mut_102_;
            uint l_112_ = (0u - _e517);
            uint _e520 = l_mut_96_;
            bool l_113_ = (0u < _e520);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e524 = l_mut_96_;
        uint l_116_ = (l_59_ + _e524);
        uint _e526 = l_mut_102_;
        uint l_117_ = (l_62_ + _e526);
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
            uint _e550 = l_mut_90_;
            uint l_131_ = (_e550 * l_123_);
            uint _e552 = l_mut_75_;
            uint l_132_ = (_e552 * l_123_);
            uint _e554 = l_mut_90_;
            uint64_t l_2502_ = uint64_t(_e554);
            uint64_t l_2503_ = uint64_t(l_123_);
            uint64_t l_2504_ = (l_2502_ * l_2503_);
            uint64_t l_2505_ = (l_2504_ >> uint(32uL));
            uint l_133_ = uint(l_2505_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e565 = l_mut_75_;
            uint64_t l_2507_ = uint64_t(_e565);
            uint64_t l_2508_ = uint64_t(l_123_);
            uint64_t l_2509_ = (l_2507_ * l_2508_);
            uint64_t l_2510_ = (l_2509_ >> uint(32uL));
            uint l_135_ = uint(l_2510_);
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
            uint _e594 = l_mut_40_;
            l_mut_151_ = _e594;
            uint _e595 = l_mut_145_;
            l_mut_40_ = _e595;
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
                    uint _e609 = l_mut_145_;
                    l_mut_151_ = _e609;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e610 = l_mut_151_;
            l_mut_145_ = _e610;
            uint _e611 = l_mut_40_;
            l_mut_151_ = _e611;
            if (l_125_) {
                uint _e613 = l_mut_145_;
                uint l_160_ = (0u - _e613);
                uint _e616 = l_mut_151_;
                uint l_161_ = (0u - _e616);
                uint _e619 = l_mut_145_;
                bool l_162_ = (0u < _e619);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e623 = l_mut_145_;
            l_mut_102_ = _e623;
            uint _e624 = l_mut_151_;
            l_mut_96_ = _e624;
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
            uint _e637 = l_mut_151_;
            uint l_172_ = (_e637 * l_4_);
            uint _e639 = l_mut_145_;
            uint l_173_ = (_e639 * l_4_);
            uint _e641 = l_mut_151_;
            uint64_t l_2512_ = uint64_t(_e641);
            uint64_t l_2513_ = uint64_t(l_4_);
            uint64_t l_2514_ = (l_2512_ * l_2513_);
            uint64_t l_2515_ = (l_2514_ >> uint(32uL));
            uint l_174_ = uint(l_2515_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e652 = l_mut_145_;
            uint64_t l_2517_ = uint64_t(_e652);
            uint64_t l_2518_ = uint64_t(l_4_);
            uint64_t l_2519_ = (l_2517_ * l_2518_);
            uint64_t l_2520_ = (l_2519_ >> uint(32uL));
            uint l_176_ = uint(l_2520_);
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
            uint _e680 = l_mut_90_;
            l_mut_40_ = _e680;
            uint _e681 = l_mut_75_;
            l_mut_90_ = _e681;
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
                    uint _e693 = l_mut_75_;
                    l_mut_40_ = _e693;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e694 = l_mut_151_;
            uint l_199_ = (_e694 * l_4_);
            uint _e696 = l_mut_145_;
            uint l_200_ = (_e696 * l_4_);
            uint _e698 = l_mut_151_;
            uint64_t l_2522_ = uint64_t(_e698);
            uint64_t l_2523_ = uint64_t(l_4_);
            uint64_t l_2524_ = (l_2522_ * l_2523_);
            uint64_t l_2525_ = (l_2524_ >> uint(32uL));
            uint l_201_ = uint(l_2525_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e709 = l_mut_145_;
            uint64_t l_2527_ = uint64_t(_e709);
            uint64_t l_2528_ = uint64_t(l_4_);
            uint64_t l_2529_ = (l_2527_ * l_2528_);
            uint64_t l_2530_ = (l_2529_ >> uint(32uL));
            uint l_203_ = uint(l_2530_);
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
            uint _e737 = l_mut_75_;
            l_mut_219_ = _e737;
            uint _e738 = l_mut_213_;
            l_mut_75_ = _e738;
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
                    uint _e750 = l_mut_213_;
                    l_mut_219_ = _e750;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e751 = l_mut_40_;
            uint l_228_ = (_e751 * l_4_);
            uint _e753 = l_mut_90_;
            uint l_229_ = (_e753 * l_4_);
            uint _e755 = l_mut_40_;
            uint64_t l_2532_ = uint64_t(_e755);
            uint64_t l_2533_ = uint64_t(l_4_);
            uint64_t l_2534_ = (l_2532_ * l_2533_);
            uint64_t l_2535_ = (l_2534_ >> uint(32uL));
            uint l_230_ = uint(l_2535_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e766 = l_mut_90_;
            uint64_t l_2537_ = uint64_t(_e766);
            uint64_t l_2538_ = uint64_t(l_4_);
            uint64_t l_2539_ = (l_2537_ * l_2538_);
            uint64_t l_2540_ = (l_2539_ >> uint(32uL));
            uint l_232_ = uint(l_2540_);
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
            uint _e794 = l_mut_213_;
            l_mut_145_ = _e794;
            uint _e795 = l_mut_151_;
            l_mut_213_ = _e795;
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
                    uint _e807 = l_mut_151_;
                    l_mut_145_ = _e807;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e808 = l_mut_40_;
            uint l_255_ = (_e808 * l_4_);
            uint _e810 = l_mut_90_;
            uint l_256_ = (_e810 * l_4_);
            uint _e812 = l_mut_40_;
            uint64_t l_2542_ = uint64_t(_e812);
            uint64_t l_2543_ = uint64_t(l_4_);
            uint64_t l_2544_ = (l_2542_ * l_2543_);
            uint64_t l_2545_ = (l_2544_ >> uint(32uL));
            uint l_257_ = uint(l_2545_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e823 = l_mut_90_;
            uint64_t l_2547_ = uint64_t(_e823);
            uint64_t l_2548_ = uint64_t(l_4_);
            uint64_t l_2549_ = (l_2547_ * l_2548_);
            uint64_t l_2550_ = (l_2549_ >> uint(32uL));
            uint l_259_ = uint(l_2550_);
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
            uint _e851 = l_mut_151_;
            l_mut_275_ = _e851;
            uint _e852 = l_mut_269_;
            l_mut_151_ = _e852;
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
                    uint _e864 = l_mut_269_;
                    l_mut_275_ = _e864;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e865 = l_mut_219_;
            uint l_284_ = (_e865 * l_4_);
            uint _e867 = l_mut_219_;
            uint64_t l_2552_ = uint64_t(_e867);
            uint64_t l_2553_ = uint64_t(l_4_);
            uint64_t l_2554_ = (l_2552_ * l_2553_);
            uint64_t l_2555_ = (l_2554_ >> uint(32uL));
            uint l_285_ = uint(l_2555_);
            uint _e877 = l_mut_75_;
            uint l_286_ = (_e877 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e880 = l_mut_275_;
            uint l_288_ = (_e880 + l_284_);
            uint _e882 = l_mut_151_;
            uint l_289_ = (_e882 + l_287_);
            uint _e884 = l_mut_275_;
            bool l_290_ = (l_288_ < _e884);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e888 = l_mut_145_;
            l_mut_102_ = _e888;
            uint _e889 = l_mut_213_;
            l_mut_96_ = _e889;
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
                    uint _e910 = l_mut_145_;
                    l_mut_219_ = _e910;
                    uint _e911 = l_mut_213_;
                    l_mut_151_ = _e911;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e916 = l_mut_213_;
                        uint l_307_ = (_e916 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e921 = l_mut_145_;
                            l_mut_90_ = _e921;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e924 = l_mut_145_;
                                uint l_310_ = (_e924 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e928 = l_mut_213_;
                                uint l_312_ = (_e928 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e931 = l_mut_213_;
                            uint l_314_ = (_e931 >> l_121_);
                            uint _e933 = l_mut_90_;
                            l_mut_219_ = _e933;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e934 = l_mut_275_;
                    uint _e935 = l_mut_219_;
                    uint l_315_ = (_e934 + _e935);
                    uint _e937 = l_mut_269_;
                    uint _e938 = l_mut_151_;
                    uint l_316_ = (_e937 + _e938);
                    uint _e940 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e940);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e945 = l_mut_102_;
                uint l_320_ = (0u - _e945);
                uint _e948 = l_mut_96_;
                uint l_321_ = (0u - _e948);
                uint _e951 = l_mut_102_;
                bool l_322_ = (0u < _e951);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e955 = l_mut_102_;
        uint l_325_ = (l_64_ - _e955);
        uint _e957 = l_mut_96_;
        uint l_326_ = (l_67_ - _e957);
        uint _e959 = l_mut_102_;
        bool l_327_ = (l_64_ < _e959);
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
        uint _e992 = l_mut_145_;
        bool l_351_ = (_e992 < l_344_);
        uint _e994 = l_mut_145_;
        bool l_352_ = (_e994 == l_344_);
        uint _e996 = l_mut_151_;
        bool l_353_ = (_e996 < l_340_);
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
            bool _e1011 = l_mut_357_;
            l_mut_350_ = _e1011;
            l_mut_357_ = false;
        }
        bool _e1013 = l_mut_357_;
        if (_e1013) {
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
            uint _e1028 = l_mut_90_;
            uint l_368_ = (_e1028 * l_367_);
            uint _e1030 = l_mut_90_;
            uint64_t l_2557_ = uint64_t(_e1030);
            uint64_t l_2558_ = uint64_t(l_367_);
            uint64_t l_2559_ = (l_2557_ * l_2558_);
            uint64_t l_2560_ = (l_2559_ >> uint(32uL));
            uint l_369_ = uint(l_2560_);
            uint _e1040 = l_mut_75_;
            uint l_370_ = (_e1040 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1046 = l_mut_90_;
            uint l_373_ = (_e1046 * l_372_);
            uint _e1048 = l_mut_75_;
            uint l_374_ = (_e1048 * l_372_);
            uint _e1050 = l_mut_90_;
            uint64_t l_2562_ = uint64_t(_e1050);
            uint64_t l_2563_ = uint64_t(l_372_);
            uint64_t l_2564_ = (l_2562_ * l_2563_);
            uint64_t l_2565_ = (l_2564_ >> uint(32uL));
            uint l_375_ = uint(l_2565_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1061 = l_mut_75_;
            uint64_t l_2567_ = uint64_t(_e1061);
            uint64_t l_2568_ = uint64_t(l_372_);
            uint64_t l_2569_ = (l_2567_ * l_2568_);
            uint64_t l_2570_ = (l_2569_ >> uint(32uL));
            uint l_377_ = uint(l_2570_);
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
            uint _e1089 = l_mut_382_;
            l_mut_394_ = _e1089;
            uint _e1090 = l_mut_388_;
            l_mut_382_ = _e1090;
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
                    uint _e1102 = l_mut_388_;
                    l_mut_394_ = _e1102;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1103 = l_mut_394_;
            uint _e1104 = l_mut_382_;
            uint l_403_ = (_e1103 | _e1104);
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
                        uint _e1139 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1139);
                        uint _e1141 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1141);
                        uint _e1143 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1143);
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
                            uint _e1156 = l_mut_75_;
                            bool l_429_ = (_e1156 < l_409_);
                            uint _e1158 = l_mut_75_;
                            bool l_430_ = (_e1158 == l_409_);
                            uint _e1160 = l_mut_90_;
                            bool l_431_ = (_e1160 < l_405_);
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
                                        uint _e1267 = l_mut_442_;
                                        l_mut_442_ = (_e1267 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1182 = l_mut_442_;
                                    if ((_e1182 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1186 = l_mut_442_;
                                        uint l_443_ = (19u - _e1186);
                                        uint _e1188 = l_mut_439_;
                                        l_mut_444_ = _e1188;
                                        uint _e1189 = l_mut_440_;
                                        l_mut_445_ = _e1189;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1194 = l_mut_440_;
                                            uint l_448_ = (_e1194 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1199 = l_mut_439_;
                                                l_mut_450_ = _e1199;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1202 = l_mut_439_;
                                                    uint l_452_ = (_e1202 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1206 = l_mut_440_;
                                                    uint l_454_ = (_e1206 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1209 = l_mut_440_;
                                                uint l_456_ = (_e1209 >> l_443_);
                                                uint _e1211 = l_mut_450_;
                                                l_mut_444_ = _e1211;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1212 = l_mut_445_;
                                        uint _e1213 = l_mut_75_;
                                        bool l_457_ = (_e1212 < _e1213);
                                        uint _e1215 = l_mut_445_;
                                        uint _e1216 = l_mut_75_;
                                        bool l_458_ = (_e1215 == _e1216);
                                        uint _e1218 = l_mut_444_;
                                        uint _e1219 = l_mut_90_;
                                        bool l_459_ = (_e1218 < _e1219);
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
                                            uint _e1231 = l_mut_90_;
                                            l_mut_450_ = _e1231;
                                            uint _e1232 = l_mut_75_;
                                            l_mut_445_ = _e1232;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1237 = l_mut_90_;
                                                uint l_465_ = (_e1237 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1242 = l_mut_90_;
                                                    uint l_467_ = (_e1242 << l_443_);
                                                    uint _e1244 = l_mut_75_;
                                                    uint l_468_ = (_e1244 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1248 = l_mut_90_;
                                                    uint l_470_ = (_e1248 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1251 = l_mut_439_;
                                            uint _e1252 = l_mut_450_;
                                            uint l_472_ = (_e1251 - _e1252);
                                            uint _e1254 = l_mut_440_;
                                            uint _e1255 = l_mut_445_;
                                            uint l_473_ = (_e1254 - _e1255);
                                            uint _e1257 = l_mut_439_;
                                            uint _e1258 = l_mut_450_;
                                            bool l_474_ = (_e1257 < _e1258);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1264 = l_mut_441_;
                                            l_mut_441_ = (_e1264 | l_477_);
                                        }
                                    }
                                }
                                uint _e1269 = l_mut_441_;
                                uint l_478_ = min(_e1269, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1271 = l_mut_440_;
                                uint _e1272 = l_mut_75_;
                                bool l_479_ = (_e1271 < _e1272);
                                uint _e1274 = l_mut_440_;
                                uint _e1275 = l_mut_75_;
                                bool l_480_ = (_e1274 == _e1275);
                                uint _e1277 = l_mut_439_;
                                uint _e1278 = l_mut_90_;
                                bool l_481_ = (_e1277 < _e1278);
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
                                uint _e1290 = l_mut_450_;
                                l_mut_428_ = _e1290;
                            }
                            uint _e1291 = l_mut_90_;
                            uint _e1292 = l_mut_428_;
                            uint l_485_ = (_e1291 * _e1292);
                            uint _e1294 = l_mut_90_;
                            uint64_t l_2572_ = uint64_t(_e1294);
                            uint _e1296 = l_mut_428_;
                            uint64_t l_2573_ = uint64_t(_e1296);
                            uint64_t l_2574_ = (l_2572_ * l_2573_);
                            uint64_t l_2575_ = (l_2574_ >> uint(32uL));
                            uint l_486_ = uint(l_2575_);
                            uint _e1305 = l_mut_75_;
                            uint _e1306 = l_mut_428_;
                            uint l_487_ = (_e1305 * _e1306);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1314 = l_mut_421_;
                            uint _e1315 = l_mut_75_;
                            bool l_494_ = (_e1314 < _e1315);
                            uint _e1317 = l_mut_421_;
                            uint _e1318 = l_mut_75_;
                            bool l_495_ = (_e1317 == _e1318);
                            uint _e1320 = l_mut_382_;
                            uint _e1321 = l_mut_90_;
                            bool l_496_ = (_e1320 < _e1321);
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
                                uint _e1333 = l_mut_382_;
                                uint _e1334 = l_mut_90_;
                                uint l_500_ = (_e1333 - _e1334);
                                uint _e1336 = l_mut_421_;
                                uint _e1337 = l_mut_75_;
                                uint l_501_ = (_e1336 - _e1337);
                                uint _e1339 = l_mut_382_;
                                uint _e1340 = l_mut_90_;
                                bool l_502_ = (_e1339 < _e1340);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1344 = l_mut_90_;
                        uint _e1345 = l_mut_382_;
                        uint l_505_ = (_e1344 - _e1345);
                        uint _e1347 = l_mut_75_;
                        uint _e1348 = l_mut_421_;
                        uint l_506_ = (_e1347 - _e1348);
                        uint _e1350 = l_mut_90_;
                        uint _e1351 = l_mut_382_;
                        bool l_507_ = (_e1350 < _e1351);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1355 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1355);
                        uint _e1357 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1357);
                        uint _e1359 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1359);
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
                            uint _e1371 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1371);
                            uint _e1373 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1373);
                            uint _e1375 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1375);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1379 = l_mut_445_;
                        uint _e1380 = l_mut_388_;
                        bool l_521_ = (_e1379 < _e1380);
                        uint _e1382 = l_mut_445_;
                        uint _e1383 = l_mut_388_;
                        bool l_522_ = (_e1382 == _e1383);
                        uint _e1385 = l_mut_450_;
                        uint _e1386 = l_mut_394_;
                        bool l_523_ = (_e1385 < _e1386);
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
                            uint _e1397 = l_mut_450_;
                            l_mut_394_ = _e1397;
                            uint _e1398 = l_mut_445_;
                            l_mut_388_ = _e1398;
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
                        uint _e1418 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1418);
                        uint _e1420 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1420);
                        uint _e1422 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1422);
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
                            uint _e1435 = l_mut_75_;
                            bool l_543_ = (_e1435 < l_334_);
                            uint _e1437 = l_mut_75_;
                            bool l_544_ = (_e1437 == l_334_);
                            uint _e1439 = l_mut_90_;
                            bool l_545_ = (_e1439 < l_330_);
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
                                        uint _e1546 = l_mut_553_;
                                        l_mut_553_ = (_e1546 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1461 = l_mut_553_;
                                    if ((_e1461 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1465 = l_mut_553_;
                                        uint l_554_ = (19u - _e1465);
                                        uint _e1467 = l_mut_441_;
                                        l_mut_428_ = _e1467;
                                        uint _e1468 = l_mut_440_;
                                        l_mut_421_ = _e1468;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1473 = l_mut_440_;
                                            uint l_557_ = (_e1473 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1478 = l_mut_441_;
                                                l_mut_382_ = _e1478;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1481 = l_mut_441_;
                                                    uint l_560_ = (_e1481 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1485 = l_mut_440_;
                                                    uint l_562_ = (_e1485 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1488 = l_mut_440_;
                                                uint l_564_ = (_e1488 >> l_554_);
                                                uint _e1490 = l_mut_382_;
                                                l_mut_428_ = _e1490;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1491 = l_mut_421_;
                                        uint _e1492 = l_mut_75_;
                                        bool l_565_ = (_e1491 < _e1492);
                                        uint _e1494 = l_mut_421_;
                                        uint _e1495 = l_mut_75_;
                                        bool l_566_ = (_e1494 == _e1495);
                                        uint _e1497 = l_mut_428_;
                                        uint _e1498 = l_mut_90_;
                                        bool l_567_ = (_e1497 < _e1498);
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
                                            uint _e1510 = l_mut_90_;
                                            l_mut_428_ = _e1510;
                                            uint _e1511 = l_mut_75_;
                                            l_mut_421_ = _e1511;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1516 = l_mut_90_;
                                                uint l_573_ = (_e1516 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1521 = l_mut_90_;
                                                    uint l_575_ = (_e1521 << l_554_);
                                                    uint _e1523 = l_mut_75_;
                                                    uint l_576_ = (_e1523 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1527 = l_mut_90_;
                                                    uint l_578_ = (_e1527 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1530 = l_mut_441_;
                                            uint _e1531 = l_mut_428_;
                                            uint l_580_ = (_e1530 - _e1531);
                                            uint _e1533 = l_mut_440_;
                                            uint _e1534 = l_mut_421_;
                                            uint l_581_ = (_e1533 - _e1534);
                                            uint _e1536 = l_mut_441_;
                                            uint _e1537 = l_mut_428_;
                                            bool l_582_ = (_e1536 < _e1537);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1543 = l_mut_439_;
                                            l_mut_439_ = (_e1543 | l_585_);
                                        }
                                    }
                                }
                                uint _e1548 = l_mut_439_;
                                uint l_586_ = min(_e1548, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1550 = l_mut_440_;
                                uint _e1551 = l_mut_75_;
                                bool l_587_ = (_e1550 < _e1551);
                                uint _e1553 = l_mut_440_;
                                uint _e1554 = l_mut_75_;
                                bool l_588_ = (_e1553 == _e1554);
                                uint _e1556 = l_mut_441_;
                                uint _e1557 = l_mut_90_;
                                bool l_589_ = (_e1556 < _e1557);
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
                                uint _e1569 = l_mut_439_;
                                l_mut_444_ = _e1569;
                            }
                            uint _e1570 = l_mut_90_;
                            uint _e1571 = l_mut_444_;
                            uint l_593_ = (_e1570 * _e1571);
                            uint _e1573 = l_mut_90_;
                            uint64_t l_2577_ = uint64_t(_e1573);
                            uint _e1575 = l_mut_444_;
                            uint64_t l_2578_ = uint64_t(_e1575);
                            uint64_t l_2579_ = (l_2577_ * l_2578_);
                            uint64_t l_2580_ = (l_2579_ >> uint(32uL));
                            uint l_594_ = uint(l_2580_);
                            uint _e1584 = l_mut_75_;
                            uint _e1585 = l_mut_444_;
                            uint l_595_ = (_e1584 * _e1585);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1593 = l_mut_445_;
                            uint _e1594 = l_mut_75_;
                            bool l_602_ = (_e1593 < _e1594);
                            uint _e1596 = l_mut_445_;
                            uint _e1597 = l_mut_75_;
                            bool l_603_ = (_e1596 == _e1597);
                            uint _e1599 = l_mut_450_;
                            uint _e1600 = l_mut_90_;
                            bool l_604_ = (_e1599 < _e1600);
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
                                uint _e1612 = l_mut_450_;
                                uint _e1613 = l_mut_90_;
                                uint l_608_ = (_e1612 - _e1613);
                                uint _e1615 = l_mut_445_;
                                uint _e1616 = l_mut_75_;
                                uint l_609_ = (_e1615 - _e1616);
                                uint _e1618 = l_mut_450_;
                                uint _e1619 = l_mut_90_;
                                bool l_610_ = (_e1618 < _e1619);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1623 = l_mut_445_;
                        uint _e1624 = l_mut_388_;
                        bool l_613_ = (_e1623 < _e1624);
                        uint _e1626 = l_mut_445_;
                        uint _e1627 = l_mut_388_;
                        bool l_614_ = (_e1626 == _e1627);
                        uint _e1629 = l_mut_450_;
                        uint _e1630 = l_mut_394_;
                        bool l_615_ = (_e1629 < _e1630);
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
                            uint _e1641 = l_mut_450_;
                            l_mut_394_ = _e1641;
                            uint _e1642 = l_mut_445_;
                            l_mut_388_ = _e1642;
                        }
                    }
                }
                uint _e1643 = l_mut_388_;
                bool l_618_ = (_e1643 < l_344_);
                uint _e1645 = l_mut_388_;
                bool l_619_ = (_e1645 == l_344_);
                uint _e1647 = l_mut_394_;
                bool l_620_ = (_e1647 < l_340_);
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
            uint _e1662 = l_mut_40_;
            bool l_626_ = (_e1662 > 0u);
            if (l_626_) {
                uint _e1665 = l_mut_40_;
                bool l_627_ = (_e1665 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1670 = l_mut_357_;
            bool l_629_ = !(_e1670);
            if (l_629_) {
                break;
            }
            uint _e1672 = l_mut_145_;
            uint _e1673 = l_mut_269_;
            bool l_630_ = (_e1672 < _e1673);
            uint _e1675 = l_mut_145_;
            uint _e1676 = l_mut_269_;
            bool l_631_ = (_e1675 == _e1676);
            uint _e1678 = l_mut_151_;
            uint _e1679 = l_mut_275_;
            bool l_632_ = (_e1678 < _e1679);
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
            if (l_634_) {
                uint _e1690 = l_mut_102_;
                uint l_635_ = (l_4_ - _e1690);
                uint _e1692 = l_mut_96_;
                uint l_636_ = naga_div(l_635_, _e1692);
                l_mut_450_ = 0u;
                l_mut_637_ = false;
                uint _e1696 = l_mut_219_;
                l_mut_445_ = _e1696;
                uint _e1697 = l_mut_213_;
                l_mut_444_ = _e1697;
                if (false) {
                    uint _e1700 = l_mut_213_;
                    uint l_640_ = (_e1700 >> 3u);
                    l_mut_445_ = l_640_;
                    l_mut_444_ = 0u;
                } else {
                    if (true) {
                        uint _e1704 = l_mut_219_;
                        l_mut_441_ = _e1704;
                        if (true) {
                            uint _e1706 = l_mut_219_;
                            uint l_643_ = (_e1706 >> 3u);
                            uint _e1709 = l_mut_213_;
                            uint l_644_ = (_e1709 << 29u);
                            uint l_645_ = (l_643_ | l_644_);
                            l_mut_441_ = l_645_;
                        }
                        uint _e1713 = l_mut_213_;
                        uint l_646_ = (_e1713 >> 3u);
                        uint _e1716 = l_mut_441_;
                        l_mut_445_ = _e1716;
                        l_mut_444_ = l_646_;
                    }
                }
                uint _e1717 = l_mut_444_;
                uint _e1718 = l_mut_269_;
                bool l_647_ = (_e1717 < _e1718);
                uint _e1720 = l_mut_444_;
                uint _e1721 = l_mut_269_;
                bool l_648_ = (_e1720 == _e1721);
                uint _e1723 = l_mut_445_;
                uint _e1724 = l_mut_275_;
                bool l_649_ = (_e1723 < _e1724);
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
                bool l_652_ = !(l_651_);
                l_mut_637_ = l_652_;
                uint _e1736 = l_mut_275_;
                uint _e1737 = l_mut_269_;
                uint l_653_ = (_e1736 | _e1737);
                bool l_654_ = (l_653_ == 0u);
                if (l_654_) {
                    l_mut_450_ = l_636_;
                } else {
                    bool _e1741 = l_mut_637_;
                    if (_e1741) {
                        uint _e1742 = l_mut_269_;
                        uint _e1743 = l_mut_213_;
                        bool l_655_ = (_e1742 < _e1743);
                        uint _e1745 = l_mut_269_;
                        uint _e1746 = l_mut_213_;
                        bool l_656_ = (_e1745 == _e1746);
                        uint _e1748 = l_mut_275_;
                        uint _e1749 = l_mut_219_;
                        bool l_657_ = (_e1748 < _e1749);
                        if (l_656_) {
                            local_43 = l_657_;
                        } else {
                            local_43 = false;
                        }
                        bool l_658_ = local_43;
                        if (!(l_655_)) {
                            local_44 = l_658_;
                        } else {
                            local_44 = true;
                        }
                        bool l_659_ = local_44;
                        if (l_659_) {
                            uint _e1760 = l_mut_219_;
                            uint l_660_ = (_e1760 - 1u);
                            uint _e1763 = l_mut_213_;
                            uint l_661_ = (_e1763 - 0u);
                            uint _e1766 = l_mut_219_;
                            bool l_662_ = (_e1766 < 1u);
                            uint l_663_ = uint(l_662_);
                            uint l_664_ = (l_661_ - l_663_);
                            l_mut_445_ = l_660_;
                            l_mut_444_ = l_664_;
                            l_mut_441_ = 0u;
                            l_mut_665_ = 0u;
                            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                            bool loop_init_2 = true;
                            while(true) {
                                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                if (!loop_init_2) {
                                    uint _e1859 = l_mut_665_;
                                    l_mut_665_ = (_e1859 + 1u);
                                }
                                loop_init_2 = false;
                                uint _e1774 = l_mut_665_;
                                if ((_e1774 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e1778 = l_mut_665_;
                                    uint l_666_ = (19u - _e1778);
                                    uint _e1780 = l_mut_445_;
                                    l_mut_440_ = _e1780;
                                    uint _e1781 = l_mut_444_;
                                    l_mut_439_ = _e1781;
                                    bool l_667_ = (l_666_ >= 32u);
                                    if (l_667_) {
                                        uint l_668_ = (l_666_ & 31u);
                                        uint _e1786 = l_mut_444_;
                                        uint l_669_ = (_e1786 >> l_668_);
                                        l_mut_440_ = l_669_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_670_ = (l_666_ > 0u);
                                        if (l_670_) {
                                            uint _e1791 = l_mut_445_;
                                            l_mut_428_ = _e1791;
                                            bool l_671_ = (l_666_ > 0u);
                                            if (l_671_) {
                                                uint _e1794 = l_mut_445_;
                                                uint l_672_ = (_e1794 >> l_666_);
                                                uint l_673_ = (32u - l_666_);
                                                uint _e1798 = l_mut_444_;
                                                uint l_674_ = (_e1798 << l_673_);
                                                uint l_675_ = (l_672_ | l_674_);
                                                l_mut_428_ = l_675_;
                                            }
                                            uint _e1801 = l_mut_444_;
                                            uint l_676_ = (_e1801 >> l_666_);
                                            uint _e1803 = l_mut_428_;
                                            l_mut_440_ = _e1803;
                                            l_mut_439_ = l_676_;
                                        }
                                    }
                                    uint _e1804 = l_mut_439_;
                                    uint _e1805 = l_mut_269_;
                                    bool l_677_ = (_e1804 < _e1805);
                                    uint _e1807 = l_mut_439_;
                                    uint _e1808 = l_mut_269_;
                                    bool l_678_ = (_e1807 == _e1808);
                                    uint _e1810 = l_mut_440_;
                                    uint _e1811 = l_mut_275_;
                                    bool l_679_ = (_e1810 < _e1811);
                                    if (l_678_) {
                                        local_45 = l_679_;
                                    } else {
                                        local_45 = false;
                                    }
                                    bool l_680_ = local_45;
                                    if (!(l_677_)) {
                                        local_46 = l_680_;
                                    } else {
                                        local_46 = true;
                                    }
                                    bool l_681_ = local_46;
                                    bool l_682_ = !(l_681_);
                                    if (l_682_) {
                                        uint _e1823 = l_mut_275_;
                                        l_mut_440_ = _e1823;
                                        uint _e1824 = l_mut_269_;
                                        l_mut_439_ = _e1824;
                                        bool l_683_ = (l_666_ >= 32u);
                                        if (l_683_) {
                                            uint l_684_ = (l_666_ & 31u);
                                            uint _e1829 = l_mut_275_;
                                            uint l_685_ = (_e1829 << l_684_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_685_;
                                        } else {
                                            bool l_686_ = (l_666_ > 0u);
                                            if (l_686_) {
                                                uint _e1834 = l_mut_275_;
                                                uint l_687_ = (_e1834 << l_666_);
                                                uint _e1836 = l_mut_269_;
                                                uint l_688_ = (_e1836 << l_666_);
                                                uint l_689_ = (32u - l_666_);
                                                uint _e1840 = l_mut_275_;
                                                uint l_690_ = (_e1840 >> l_689_);
                                                uint l_691_ = (l_688_ | l_690_);
                                                l_mut_440_ = l_687_;
                                                l_mut_439_ = l_691_;
                                            }
                                        }
                                        uint _e1843 = l_mut_445_;
                                        uint _e1844 = l_mut_440_;
                                        uint l_692_ = (_e1843 - _e1844);
                                        uint _e1846 = l_mut_444_;
                                        uint _e1847 = l_mut_439_;
                                        uint l_693_ = (_e1846 - _e1847);
                                        uint _e1849 = l_mut_445_;
                                        uint _e1850 = l_mut_440_;
                                        bool l_694_ = (_e1849 < _e1850);
                                        uint l_695_ = uint(l_694_);
                                        uint l_696_ = (l_693_ - l_695_);
                                        l_mut_445_ = l_692_;
                                        l_mut_444_ = l_696_;
                                        uint l_697_ = (1u << l_666_);
                                        uint _e1856 = l_mut_441_;
                                        l_mut_441_ = (_e1856 | l_697_);
                                    }
                                }
                            }
                            uint _e1861 = l_mut_441_;
                            uint l_698_ = min(_e1861, l_636_);
                            l_mut_441_ = l_698_;
                            uint _e1863 = l_mut_444_;
                            uint _e1864 = l_mut_269_;
                            bool l_699_ = (_e1863 < _e1864);
                            uint _e1866 = l_mut_444_;
                            uint _e1867 = l_mut_269_;
                            bool l_700_ = (_e1866 == _e1867);
                            uint _e1869 = l_mut_445_;
                            uint _e1870 = l_mut_275_;
                            bool l_701_ = (_e1869 < _e1870);
                            if (l_700_) {
                                local_47 = l_701_;
                            } else {
                                local_47 = false;
                            }
                            bool l_702_ = local_47;
                            if (!(l_699_)) {
                                local_48 = l_702_;
                            } else {
                                local_48 = true;
                            }
                            bool l_703_ = local_48;
                            bool l_704_ = !(l_703_);
                            if (l_704_) {
                                l_mut_441_ = l_636_;
                            }
                            uint _e1882 = l_mut_441_;
                            l_mut_450_ = _e1882;
                        }
                    } else {
                        uint _e1883 = l_mut_219_;
                        l_mut_445_ = _e1883;
                        uint _e1884 = l_mut_213_;
                        l_mut_444_ = _e1884;
                        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                            uint _e1885 = l_mut_269_;
                            uint _e1886 = l_mut_444_;
                            bool l_705_ = (_e1885 < _e1886);
                            uint _e1888 = l_mut_269_;
                            uint _e1889 = l_mut_444_;
                            bool l_706_ = (_e1888 == _e1889);
                            uint _e1891 = l_mut_275_;
                            uint _e1892 = l_mut_445_;
                            bool l_707_ = (_e1891 < _e1892);
                            if (l_706_) {
                                local_49 = l_707_;
                            } else {
                                local_49 = false;
                            }
                            bool l_708_ = local_49;
                            if (!(l_705_)) {
                                local_50 = l_708_;
                            } else {
                                local_50 = true;
                            }
                            bool l_709_ = local_50;
                            uint _e1903 = l_mut_450_;
                            uint _e1904 = l_mut_96_;
                            uint l_710_ = (_e1903 * _e1904);
                            uint _e1906 = l_mut_102_;
                            uint l_711_ = (_e1906 + l_710_);
                            uint _e1908 = l_mut_96_;
                            uint l_712_ = (l_711_ + _e1908);
                            bool l_713_ = (l_712_ < l_4_);
                            if (l_709_) {
                                local_51 = l_713_;
                            } else {
                                local_51 = false;
                            }
                            bool l_714_ = local_51;
                            bool l_715_ = !(l_714_);
                            if (l_715_) {
                                break;
                            }
                            uint _e1916 = l_mut_445_;
                            uint _e1917 = l_mut_275_;
                            uint l_716_ = (_e1916 - _e1917);
                            uint _e1919 = l_mut_444_;
                            uint _e1920 = l_mut_269_;
                            uint l_717_ = (_e1919 - _e1920);
                            uint _e1922 = l_mut_445_;
                            uint _e1923 = l_mut_275_;
                            bool l_718_ = (_e1922 < _e1923);
                            uint l_719_ = uint(l_718_);
                            uint l_720_ = (l_717_ - l_719_);
                            l_mut_445_ = l_716_;
                            l_mut_444_ = l_720_;
                            uint _e1927 = l_mut_450_;
                            l_mut_450_ = (_e1927 + 1u);
                        }
                    }
                }
                uint _e1930 = l_mut_450_;
                uint _e1931 = l_mut_96_;
                uint l_721_ = (_e1930 * _e1931);
                uint _e1933 = l_mut_102_;
                uint l_722_ = (_e1933 + l_721_);
                uint _e1935 = l_mut_96_;
                uint l_723_ = (l_722_ + _e1935);
                bool l_724_ = (l_723_ >= l_4_);
                if (l_724_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e1940 = l_mut_275_;
                    uint _e1941 = l_mut_450_;
                    uint l_725_ = (_e1940 * _e1941);
                    uint _e1943 = l_mut_275_;
                    uint64_t l_2582_ = uint64_t(_e1943);
                    uint _e1945 = l_mut_450_;
                    uint64_t l_2583_ = uint64_t(_e1945);
                    uint64_t l_2584_ = (l_2582_ * l_2583_);
                    uint64_t l_2585_ = (l_2584_ >> uint(32uL));
                    uint l_726_ = uint(l_2585_);
                    uint _e1954 = l_mut_269_;
                    uint _e1955 = l_mut_450_;
                    uint l_727_ = (_e1954 * _e1955);
                    uint l_728_ = (l_726_ + l_727_);
                    uint _e1958 = l_mut_219_;
                    uint l_729_ = (_e1958 - l_725_);
                    uint _e1960 = l_mut_213_;
                    uint l_730_ = (_e1960 - l_728_);
                    uint _e1962 = l_mut_219_;
                    bool l_731_ = (_e1962 < l_725_);
                    uint l_732_ = uint(l_731_);
                    uint l_733_ = (l_730_ - l_732_);
                    l_mut_219_ = l_729_;
                    l_mut_213_ = l_733_;
                    uint _e1966 = l_mut_450_;
                    uint _e1967 = l_mut_96_;
                    uint l_734_ = (_e1966 * _e1967);
                    uint _e1969 = l_mut_102_;
                    l_mut_102_ = (_e1969 + l_734_);
                    uint _e1971 = l_mut_275_;
                    uint _e1972 = l_mut_219_;
                    uint l_735_ = (_e1971 - _e1972);
                    uint _e1974 = l_mut_269_;
                    uint _e1975 = l_mut_213_;
                    uint l_736_ = (_e1974 - _e1975);
                    uint _e1977 = l_mut_275_;
                    uint _e1978 = l_mut_219_;
                    bool l_737_ = (_e1977 < _e1978);
                    uint l_738_ = uint(l_737_);
                    uint l_739_ = (l_736_ - l_738_);
                    l_mut_275_ = l_735_;
                    l_mut_269_ = l_739_;
                    uint _e1982 = l_mut_96_;
                    uint _e1983 = l_mut_102_;
                    l_mut_96_ = (_e1982 + _e1983);
                }
            } else {
                uint _e1985 = l_mut_151_;
                uint _e1986 = l_mut_275_;
                uint l_740_ = (_e1985 - _e1986);
                uint _e1988 = l_mut_145_;
                uint _e1989 = l_mut_269_;
                uint l_741_ = (_e1988 - _e1989);
                uint _e1991 = l_mut_151_;
                uint _e1992 = l_mut_275_;
                bool l_742_ = (_e1991 < _e1992);
                uint l_743_ = uint(l_742_);
                uint l_744_ = (l_741_ - l_743_);
                l_mut_151_ = l_740_;
                l_mut_145_ = l_744_;
                uint _e1996 = l_mut_145_;
                bool l_745_ = (_e1996 < l_344_);
                uint _e1998 = l_mut_145_;
                bool l_746_ = (_e1998 == l_344_);
                uint _e2000 = l_mut_151_;
                bool l_747_ = (_e2000 < l_340_);
                if (l_746_) {
                    local_52 = l_747_;
                } else {
                    local_52 = false;
                }
                bool l_748_ = local_52;
                if (!(l_745_)) {
                    local_53 = l_748_;
                } else {
                    local_53 = true;
                }
                bool l_749_ = local_53;
                if (l_749_) {
                    l_mut_357_ = false;
                } else {
                    uint _e2012 = l_mut_96_;
                    uint l_750_ = (l_4_ - _e2012);
                    uint _e2014 = l_mut_102_;
                    uint l_751_ = naga_div(l_750_, _e2014);
                    l_mut_450_ = 0u;
                    l_mut_637_ = false;
                    uint _e2018 = l_mut_275_;
                    l_mut_445_ = _e2018;
                    uint _e2019 = l_mut_269_;
                    l_mut_444_ = _e2019;
                    if (false) {
                        uint _e2022 = l_mut_269_;
                        uint l_754_ = (_e2022 >> 3u);
                        l_mut_445_ = l_754_;
                        l_mut_444_ = 0u;
                    } else {
                        if (true) {
                            uint _e2026 = l_mut_275_;
                            l_mut_441_ = _e2026;
                            if (true) {
                                uint _e2028 = l_mut_275_;
                                uint l_757_ = (_e2028 >> 3u);
                                uint _e2031 = l_mut_269_;
                                uint l_758_ = (_e2031 << 29u);
                                uint l_759_ = (l_757_ | l_758_);
                                l_mut_441_ = l_759_;
                            }
                            uint _e2035 = l_mut_269_;
                            uint l_760_ = (_e2035 >> 3u);
                            uint _e2038 = l_mut_441_;
                            l_mut_445_ = _e2038;
                            l_mut_444_ = l_760_;
                        }
                    }
                    uint _e2039 = l_mut_444_;
                    uint _e2040 = l_mut_213_;
                    bool l_761_ = (_e2039 < _e2040);
                    uint _e2042 = l_mut_444_;
                    uint _e2043 = l_mut_213_;
                    bool l_762_ = (_e2042 == _e2043);
                    uint _e2045 = l_mut_445_;
                    uint _e2046 = l_mut_219_;
                    bool l_763_ = (_e2045 < _e2046);
                    if (l_762_) {
                        local_54 = l_763_;
                    } else {
                        local_54 = false;
                    }
                    bool l_764_ = local_54;
                    if (!(l_761_)) {
                        local_55 = l_764_;
                    } else {
                        local_55 = true;
                    }
                    bool l_765_ = local_55;
                    bool l_766_ = !(l_765_);
                    l_mut_637_ = l_766_;
                    uint _e2058 = l_mut_219_;
                    uint _e2059 = l_mut_213_;
                    uint l_767_ = (_e2058 | _e2059);
                    bool l_768_ = (l_767_ == 0u);
                    if (l_768_) {
                        l_mut_450_ = l_751_;
                    } else {
                        bool _e2063 = l_mut_637_;
                        if (_e2063) {
                            uint _e2064 = l_mut_213_;
                            uint _e2065 = l_mut_269_;
                            bool l_769_ = (_e2064 < _e2065);
                            uint _e2067 = l_mut_213_;
                            uint _e2068 = l_mut_269_;
                            bool l_770_ = (_e2067 == _e2068);
                            uint _e2070 = l_mut_219_;
                            uint _e2071 = l_mut_275_;
                            bool l_771_ = (_e2070 < _e2071);
                            if (l_770_) {
                                local_56 = l_771_;
                            } else {
                                local_56 = false;
                            }
                            bool l_772_ = local_56;
                            if (!(l_769_)) {
                                local_57 = l_772_;
                            } else {
                                local_57 = true;
                            }
                            bool l_773_ = local_57;
                            if (l_773_) {
                                uint _e2082 = l_mut_275_;
                                uint l_774_ = (_e2082 - 1u);
                                uint _e2085 = l_mut_269_;
                                uint l_775_ = (_e2085 - 0u);
                                uint _e2088 = l_mut_275_;
                                bool l_776_ = (_e2088 < 1u);
                                uint l_777_ = uint(l_776_);
                                uint l_778_ = (l_775_ - l_777_);
                                l_mut_445_ = l_774_;
                                l_mut_444_ = l_778_;
                                l_mut_441_ = 0u;
                                l_mut_779_ = 0u;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2181 = l_mut_779_;
                                        l_mut_779_ = (_e2181 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2096 = l_mut_779_;
                                    if ((_e2096 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2100 = l_mut_779_;
                                        uint l_780_ = (19u - _e2100);
                                        uint _e2102 = l_mut_445_;
                                        l_mut_440_ = _e2102;
                                        uint _e2103 = l_mut_444_;
                                        l_mut_439_ = _e2103;
                                        bool l_781_ = (l_780_ >= 32u);
                                        if (l_781_) {
                                            uint l_782_ = (l_780_ & 31u);
                                            uint _e2108 = l_mut_444_;
                                            uint l_783_ = (_e2108 >> l_782_);
                                            l_mut_440_ = l_783_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_784_ = (l_780_ > 0u);
                                            if (l_784_) {
                                                uint _e2113 = l_mut_445_;
                                                l_mut_428_ = _e2113;
                                                bool l_785_ = (l_780_ > 0u);
                                                if (l_785_) {
                                                    uint _e2116 = l_mut_445_;
                                                    uint l_786_ = (_e2116 >> l_780_);
                                                    uint l_787_ = (32u - l_780_);
                                                    uint _e2120 = l_mut_444_;
                                                    uint l_788_ = (_e2120 << l_787_);
                                                    uint l_789_ = (l_786_ | l_788_);
                                                    l_mut_428_ = l_789_;
                                                }
                                                uint _e2123 = l_mut_444_;
                                                uint l_790_ = (_e2123 >> l_780_);
                                                uint _e2125 = l_mut_428_;
                                                l_mut_440_ = _e2125;
                                                l_mut_439_ = l_790_;
                                            }
                                        }
                                        uint _e2126 = l_mut_439_;
                                        uint _e2127 = l_mut_213_;
                                        bool l_791_ = (_e2126 < _e2127);
                                        uint _e2129 = l_mut_439_;
                                        uint _e2130 = l_mut_213_;
                                        bool l_792_ = (_e2129 == _e2130);
                                        uint _e2132 = l_mut_440_;
                                        uint _e2133 = l_mut_219_;
                                        bool l_793_ = (_e2132 < _e2133);
                                        if (l_792_) {
                                            local_58 = l_793_;
                                        } else {
                                            local_58 = false;
                                        }
                                        bool l_794_ = local_58;
                                        if (!(l_791_)) {
                                            local_59 = l_794_;
                                        } else {
                                            local_59 = true;
                                        }
                                        bool l_795_ = local_59;
                                        bool l_796_ = !(l_795_);
                                        if (l_796_) {
                                            uint _e2145 = l_mut_219_;
                                            l_mut_440_ = _e2145;
                                            uint _e2146 = l_mut_213_;
                                            l_mut_439_ = _e2146;
                                            bool l_797_ = (l_780_ >= 32u);
                                            if (l_797_) {
                                                uint l_798_ = (l_780_ & 31u);
                                                uint _e2151 = l_mut_219_;
                                                uint l_799_ = (_e2151 << l_798_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_799_;
                                            } else {
                                                bool l_800_ = (l_780_ > 0u);
                                                if (l_800_) {
                                                    uint _e2156 = l_mut_219_;
                                                    uint l_801_ = (_e2156 << l_780_);
                                                    uint _e2158 = l_mut_213_;
                                                    uint l_802_ = (_e2158 << l_780_);
                                                    uint l_803_ = (32u - l_780_);
                                                    uint _e2162 = l_mut_219_;
                                                    uint l_804_ = (_e2162 >> l_803_);
                                                    uint l_805_ = (l_802_ | l_804_);
                                                    l_mut_440_ = l_801_;
                                                    l_mut_439_ = l_805_;
                                                }
                                            }
                                            uint _e2165 = l_mut_445_;
                                            uint _e2166 = l_mut_440_;
                                            uint l_806_ = (_e2165 - _e2166);
                                            uint _e2168 = l_mut_444_;
                                            uint _e2169 = l_mut_439_;
                                            uint l_807_ = (_e2168 - _e2169);
                                            uint _e2171 = l_mut_445_;
                                            uint _e2172 = l_mut_440_;
                                            bool l_808_ = (_e2171 < _e2172);
                                            uint l_809_ = uint(l_808_);
                                            uint l_810_ = (l_807_ - l_809_);
                                            l_mut_445_ = l_806_;
                                            l_mut_444_ = l_810_;
                                            uint l_811_ = (1u << l_780_);
                                            uint _e2178 = l_mut_441_;
                                            l_mut_441_ = (_e2178 | l_811_);
                                        }
                                    }
                                }
                                uint _e2183 = l_mut_441_;
                                uint l_812_ = min(_e2183, l_751_);
                                l_mut_441_ = l_812_;
                                uint _e2185 = l_mut_444_;
                                uint _e2186 = l_mut_213_;
                                bool l_813_ = (_e2185 < _e2186);
                                uint _e2188 = l_mut_444_;
                                uint _e2189 = l_mut_213_;
                                bool l_814_ = (_e2188 == _e2189);
                                uint _e2191 = l_mut_445_;
                                uint _e2192 = l_mut_219_;
                                bool l_815_ = (_e2191 < _e2192);
                                if (l_814_) {
                                    local_60 = l_815_;
                                } else {
                                    local_60 = false;
                                }
                                bool l_816_ = local_60;
                                if (!(l_813_)) {
                                    local_61 = l_816_;
                                } else {
                                    local_61 = true;
                                }
                                bool l_817_ = local_61;
                                bool l_818_ = !(l_817_);
                                if (l_818_) {
                                    l_mut_441_ = l_751_;
                                }
                                uint _e2204 = l_mut_441_;
                                l_mut_450_ = _e2204;
                            }
                        } else {
                            uint _e2205 = l_mut_275_;
                            l_mut_445_ = _e2205;
                            uint _e2206 = l_mut_269_;
                            l_mut_444_ = _e2206;
                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                uint _e2207 = l_mut_213_;
                                uint _e2208 = l_mut_444_;
                                bool l_819_ = (_e2207 < _e2208);
                                uint _e2210 = l_mut_213_;
                                uint _e2211 = l_mut_444_;
                                bool l_820_ = (_e2210 == _e2211);
                                uint _e2213 = l_mut_219_;
                                uint _e2214 = l_mut_445_;
                                bool l_821_ = (_e2213 < _e2214);
                                if (l_820_) {
                                    local_62 = l_821_;
                                } else {
                                    local_62 = false;
                                }
                                bool l_822_ = local_62;
                                if (!(l_819_)) {
                                    local_63 = l_822_;
                                } else {
                                    local_63 = true;
                                }
                                bool l_823_ = local_63;
                                uint _e2225 = l_mut_450_;
                                uint _e2226 = l_mut_102_;
                                uint l_824_ = (_e2225 * _e2226);
                                uint _e2228 = l_mut_96_;
                                uint l_825_ = (_e2228 + l_824_);
                                uint _e2230 = l_mut_102_;
                                uint l_826_ = (l_825_ + _e2230);
                                bool l_827_ = (l_826_ < l_4_);
                                if (l_823_) {
                                    local_64 = l_827_;
                                } else {
                                    local_64 = false;
                                }
                                bool l_828_ = local_64;
                                bool l_829_ = !(l_828_);
                                if (l_829_) {
                                    break;
                                }
                                uint _e2238 = l_mut_445_;
                                uint _e2239 = l_mut_219_;
                                uint l_830_ = (_e2238 - _e2239);
                                uint _e2241 = l_mut_444_;
                                uint _e2242 = l_mut_213_;
                                uint l_831_ = (_e2241 - _e2242);
                                uint _e2244 = l_mut_445_;
                                uint _e2245 = l_mut_219_;
                                bool l_832_ = (_e2244 < _e2245);
                                uint l_833_ = uint(l_832_);
                                uint l_834_ = (l_831_ - l_833_);
                                l_mut_445_ = l_830_;
                                l_mut_444_ = l_834_;
                                uint _e2249 = l_mut_450_;
                                l_mut_450_ = (_e2249 + 1u);
                            }
                        }
                    }
                    uint _e2252 = l_mut_102_;
                    uint _e2253 = l_mut_96_;
                    uint l_835_ = (_e2252 + _e2253);
                    uint _e2255 = l_mut_450_;
                    uint _e2256 = l_mut_102_;
                    uint l_836_ = (_e2255 * _e2256);
                    uint l_837_ = (l_835_ + l_836_);
                    bool l_838_ = (l_837_ >= l_4_);
                    if (l_838_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2262 = l_mut_219_;
                        uint _e2263 = l_mut_450_;
                        uint l_839_ = (_e2262 * _e2263);
                        uint _e2265 = l_mut_219_;
                        uint64_t l_2587_ = uint64_t(_e2265);
                        uint _e2267 = l_mut_450_;
                        uint64_t l_2588_ = uint64_t(_e2267);
                        uint64_t l_2589_ = (l_2587_ * l_2588_);
                        uint64_t l_2590_ = (l_2589_ >> uint(32uL));
                        uint l_840_ = uint(l_2590_);
                        uint _e2276 = l_mut_213_;
                        uint _e2277 = l_mut_450_;
                        uint l_841_ = (_e2276 * _e2277);
                        uint l_842_ = (l_840_ + l_841_);
                        uint _e2280 = l_mut_275_;
                        uint l_843_ = (_e2280 - l_839_);
                        uint _e2282 = l_mut_269_;
                        uint l_844_ = (_e2282 - l_842_);
                        uint _e2284 = l_mut_275_;
                        bool l_845_ = (_e2284 < l_839_);
                        uint l_846_ = uint(l_845_);
                        uint l_847_ = (l_844_ - l_846_);
                        l_mut_275_ = l_843_;
                        l_mut_269_ = l_847_;
                        uint _e2288 = l_mut_450_;
                        uint _e2289 = l_mut_102_;
                        uint l_848_ = (_e2288 * _e2289);
                        uint _e2291 = l_mut_96_;
                        l_mut_96_ = (_e2291 + l_848_);
                        uint _e2293 = l_mut_219_;
                        uint _e2294 = l_mut_275_;
                        uint l_849_ = (_e2293 - _e2294);
                        uint _e2296 = l_mut_213_;
                        uint _e2297 = l_mut_269_;
                        uint l_850_ = (_e2296 - _e2297);
                        uint _e2299 = l_mut_219_;
                        uint _e2300 = l_mut_275_;
                        bool l_851_ = (_e2299 < _e2300);
                        uint l_852_ = uint(l_851_);
                        uint l_853_ = (l_850_ - l_852_);
                        l_mut_219_ = l_849_;
                        l_mut_213_ = l_853_;
                        uint _e2304 = l_mut_102_;
                        uint _e2305 = l_mut_96_;
                        l_mut_102_ = (_e2304 + _e2305);
                    }
                }
            }
        }
        bool _e2307 = l_mut_350_;
        bool l_854_ = !(_e2307);
        if (l_854_) {
            uint l_2592_ = asuint(info.Load(20+0));
            uint l_2593_ = (l_2592_ * 1u);
            uint l_2594_ = (l_2593_ - 1u);
            uint l_2595_ = min(0u, l_2594_);
            uint _e2322; buffer_5_global.InterlockedAdd(l_2595_*4, 1u, _e2322);
            uint l_857_ = naga_div(l_4_, 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
            bool loop_init_4 = true;
            while(true) {
                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                if (!loop_init_4) {
                    uint _e5286 = l_mut_858_;
                    l_mut_858_ = (_e5286 + 1u);
                }
                loop_init_4 = false;
                uint _e2330 = l_mut_858_;
                if ((_e2330 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2333 = l_mut_858_;
                    uint l_859_ = (_e2333 * l_857_);
                    bool l_860_ = (l_859_ < l_56_);
                    uint l_861_ = naga_div(l_4_, 8u);
                    uint _e2338 = l_mut_858_;
                    uint l_862_ = (_e2338 * l_861_);
                    uint l_863_ = (l_862_ + l_862_);
                    uint l_864_ = (l_72_ >> 31u);
                    bool l_865_ = (l_864_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_865_) {
                        uint l_866_ = (0u - l_69_);
                        uint l_867_ = (0u - l_72_);
                        bool l_868_ = (0u < l_69_);
                        uint l_869_ = uint(l_868_);
                        uint l_870_ = (l_867_ - l_869_);
                        l_mut_441_ = l_866_;
                        l_mut_440_ = l_870_;
                    }
                    uint _e2353 = l_mut_441_;
                    uint l_871_ = (_e2353 * l_863_);
                    uint _e2355 = l_mut_440_;
                    uint l_872_ = (_e2355 * l_863_);
                    uint _e2357 = l_mut_441_;
                    uint64_t l_2597_ = uint64_t(_e2357);
                    uint64_t l_2598_ = uint64_t(l_863_);
                    uint64_t l_2599_ = (l_2597_ * l_2598_);
                    uint64_t l_2600_ = (l_2599_ >> uint(32uL));
                    uint l_873_ = uint(l_2600_);
                    uint l_874_ = (l_873_ + l_872_);
                    uint _e2368 = l_mut_440_;
                    uint64_t l_2602_ = uint64_t(_e2368);
                    uint64_t l_2603_ = uint64_t(l_863_);
                    uint64_t l_2604_ = (l_2602_ * l_2603_);
                    uint64_t l_2605_ = (l_2604_ >> uint(32uL));
                    uint l_875_ = uint(l_2605_);
                    bool l_876_ = (l_874_ < l_872_);
                    uint l_877_ = uint(l_876_);
                    uint l_878_ = (l_875_ + l_877_);
                    uint l_879_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_871_;
                    bool l_880_ = (l_879_ > 0u);
                    if (l_880_) {
                        uint l_881_ = (l_871_ >> l_879_);
                        uint l_882_ = (32u - l_879_);
                        uint l_883_ = (l_874_ << l_882_);
                        uint l_884_ = (l_881_ | l_883_);
                        l_mut_439_ = l_884_;
                    }
                    l_mut_428_ = l_874_;
                    bool l_885_ = (l_879_ > 0u);
                    if (l_885_) {
                        uint l_886_ = (l_874_ >> l_879_);
                        uint l_887_ = (32u - l_879_);
                        uint l_888_ = (l_878_ << l_887_);
                        uint l_889_ = (l_886_ | l_888_);
                        l_mut_428_ = l_889_;
                    }
                    uint _e2397 = l_mut_439_;
                    l_mut_421_ = _e2397;
                    uint _e2398 = l_mut_428_;
                    l_mut_439_ = _e2398;
                    bool l_890_ = (l_9_ >= 64u);
                    if (l_890_) {
                        l_mut_421_ = l_878_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_891_ = (l_9_ >= 32u);
                        if (l_891_) {
                            l_mut_428_ = l_874_;
                            bool l_892_ = (l_879_ > 0u);
                            if (l_892_) {
                                uint l_893_ = (l_874_ >> l_879_);
                                uint l_894_ = (32u - l_879_);
                                uint l_895_ = (l_878_ << l_894_);
                                uint l_896_ = (l_893_ | l_895_);
                                l_mut_428_ = l_896_;
                            }
                            uint l_897_ = (l_878_ >> l_879_);
                            uint _e2412 = l_mut_428_;
                            l_mut_421_ = _e2412;
                            l_mut_439_ = l_897_;
                        }
                    }
                    uint _e2413 = l_mut_421_;
                    l_mut_441_ = _e2413;
                    uint _e2414 = l_mut_439_;
                    l_mut_440_ = _e2414;
                    if (l_865_) {
                        uint _e2416 = l_mut_441_;
                        uint l_898_ = (0u - _e2416);
                        uint _e2419 = l_mut_440_;
                        uint l_899_ = (0u - _e2419);
                        uint _e2422 = l_mut_441_;
                        bool l_900_ = (0u < _e2422);
                        uint l_901_ = uint(l_900_);
                        uint l_902_ = (l_899_ - l_901_);
                        l_mut_441_ = l_898_;
                        l_mut_440_ = l_902_;
                    }
                    uint _e2426 = l_mut_441_;
                    uint l_903_ = (l_59_ + _e2426);
                    uint _e2428 = l_mut_440_;
                    uint l_904_ = (l_62_ + _e2428);
                    bool l_905_ = (l_903_ < l_59_);
                    uint l_906_ = uint(l_905_);
                    uint l_907_ = (l_904_ + l_906_);
                    uint l_908_ = (l_59_ * l_862_);
                    uint64_t l_2607_ = uint64_t(l_59_);
                    uint64_t l_2608_ = uint64_t(l_862_);
                    uint64_t l_2609_ = (l_2607_ * l_2608_);
                    uint64_t l_2610_ = (l_2609_ >> uint(32uL));
                    uint l_909_ = uint(l_2610_);
                    uint l_910_ = (l_62_ * l_862_);
                    uint l_911_ = (l_909_ + l_910_);
                    uint l_912_ = (l_64_ + l_908_);
                    uint l_913_ = (l_67_ + l_911_);
                    bool l_914_ = (l_912_ < l_64_);
                    uint l_915_ = uint(l_914_);
                    uint l_916_ = (l_913_ + l_915_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_917_ = (l_862_ < 65536u);
                    if (l_917_) {
                        uint l_918_ = (l_862_ * l_862_);
                        uint l_919_ = (l_72_ >> 31u);
                        bool l_920_ = (l_919_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_920_) {
                            uint l_921_ = (0u - l_69_);
                            uint l_922_ = (0u - l_72_);
                            bool l_923_ = (0u < l_69_);
                            uint l_924_ = uint(l_923_);
                            uint l_925_ = (l_922_ - l_924_);
                            l_mut_439_ = l_921_;
                            l_mut_428_ = l_925_;
                        }
                        uint _e2467 = l_mut_439_;
                        uint l_926_ = (_e2467 * l_918_);
                        uint _e2469 = l_mut_428_;
                        uint l_927_ = (_e2469 * l_918_);
                        uint _e2471 = l_mut_439_;
                        uint64_t l_2612_ = uint64_t(_e2471);
                        uint64_t l_2613_ = uint64_t(l_918_);
                        uint64_t l_2614_ = (l_2612_ * l_2613_);
                        uint64_t l_2615_ = (l_2614_ >> uint(32uL));
                        uint l_928_ = uint(l_2615_);
                        uint l_929_ = (l_928_ + l_927_);
                        uint _e2482 = l_mut_428_;
                        uint64_t l_2617_ = uint64_t(_e2482);
                        uint64_t l_2618_ = uint64_t(l_918_);
                        uint64_t l_2619_ = (l_2617_ * l_2618_);
                        uint64_t l_2620_ = (l_2619_ >> uint(32uL));
                        uint l_930_ = uint(l_2620_);
                        bool l_931_ = (l_929_ < l_927_);
                        uint l_932_ = uint(l_931_);
                        uint l_933_ = (l_930_ + l_932_);
                        uint l_934_ = naga_mod(l_9_, 32u);
                        l_mut_421_ = l_926_;
                        bool l_935_ = (l_934_ > 0u);
                        if (l_935_) {
                            uint l_936_ = (l_926_ >> l_934_);
                            uint l_937_ = (32u - l_934_);
                            uint l_938_ = (l_929_ << l_937_);
                            uint l_939_ = (l_936_ | l_938_);
                            l_mut_421_ = l_939_;
                        }
                        l_mut_394_ = l_929_;
                        bool l_940_ = (l_934_ > 0u);
                        if (l_940_) {
                            uint l_941_ = (l_929_ >> l_934_);
                            uint l_942_ = (32u - l_934_);
                            uint l_943_ = (l_933_ << l_942_);
                            uint l_944_ = (l_941_ | l_943_);
                            l_mut_394_ = l_944_;
                        }
                        uint _e2511 = l_mut_421_;
                        l_mut_388_ = _e2511;
                        uint _e2512 = l_mut_394_;
                        l_mut_421_ = _e2512;
                        bool l_945_ = (l_9_ >= 64u);
                        if (l_945_) {
                            l_mut_388_ = l_933_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_946_ = (l_9_ >= 32u);
                            if (l_946_) {
                                l_mut_394_ = l_929_;
                                bool l_947_ = (l_934_ > 0u);
                                if (l_947_) {
                                    uint l_948_ = (l_929_ >> l_934_);
                                    uint l_949_ = (32u - l_934_);
                                    uint l_950_ = (l_933_ << l_949_);
                                    uint l_951_ = (l_948_ | l_950_);
                                    l_mut_394_ = l_951_;
                                }
                                uint l_952_ = (l_933_ >> l_934_);
                                uint _e2526 = l_mut_394_;
                                l_mut_388_ = _e2526;
                                l_mut_421_ = l_952_;
                            }
                        }
                        uint _e2527 = l_mut_388_;
                        l_mut_439_ = _e2527;
                        uint _e2528 = l_mut_421_;
                        l_mut_428_ = _e2528;
                        if (l_920_) {
                            uint _e2530 = l_mut_439_;
                            uint l_953_ = (0u - _e2530);
                            uint _e2533 = l_mut_428_;
                            uint l_954_ = (0u - _e2533);
                            uint _e2536 = l_mut_439_;
                            bool l_955_ = (0u < _e2536);
                            uint l_956_ = uint(l_955_);
                            uint l_957_ = (l_954_ - l_956_);
                            l_mut_439_ = l_953_;
                            l_mut_428_ = l_957_;
                        }
                        uint _e2540 = l_mut_439_;
                        l_mut_441_ = _e2540;
                        uint _e2541 = l_mut_428_;
                        l_mut_440_ = _e2541;
                    } else {
                        uint l_958_ = (l_72_ >> 31u);
                        bool l_959_ = (l_958_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_959_) {
                            uint l_960_ = (0u - l_69_);
                            uint l_961_ = (0u - l_72_);
                            bool l_962_ = (0u < l_69_);
                            uint l_963_ = uint(l_962_);
                            uint l_964_ = (l_961_ - l_963_);
                            l_mut_439_ = l_960_;
                            l_mut_428_ = l_964_;
                        }
                        uint _e2554 = l_mut_439_;
                        uint l_965_ = (_e2554 * l_862_);
                        uint _e2556 = l_mut_428_;
                        uint l_966_ = (_e2556 * l_862_);
                        uint _e2558 = l_mut_439_;
                        uint64_t l_2622_ = uint64_t(_e2558);
                        uint64_t l_2623_ = uint64_t(l_862_);
                        uint64_t l_2624_ = (l_2622_ * l_2623_);
                        uint64_t l_2625_ = (l_2624_ >> uint(32uL));
                        uint l_967_ = uint(l_2625_);
                        uint l_968_ = (l_967_ + l_966_);
                        uint _e2569 = l_mut_428_;
                        uint64_t l_2627_ = uint64_t(_e2569);
                        uint64_t l_2628_ = uint64_t(l_862_);
                        uint64_t l_2629_ = (l_2627_ * l_2628_);
                        uint64_t l_2630_ = (l_2629_ >> uint(32uL));
                        uint l_969_ = uint(l_2630_);
                        bool l_970_ = (l_968_ < l_966_);
                        uint l_971_ = uint(l_970_);
                        uint l_972_ = (l_969_ + l_971_);
                        l_mut_421_ = l_965_;
                        bool l_974_ = (0u > 0u);
                        if (l_974_) {
                            uint l_975_ = (l_965_ >> 0u);
                            uint l_976_ = (32u - 0u);
                            uint l_977_ = (l_968_ << l_976_);
                            uint l_978_ = (l_975_ | l_977_);
                            l_mut_421_ = l_978_;
                        }
                        l_mut_394_ = l_968_;
                        bool l_979_ = (0u > 0u);
                        if (l_979_) {
                            uint l_980_ = (l_968_ >> 0u);
                            uint l_981_ = (32u - 0u);
                            uint l_982_ = (l_972_ << l_981_);
                            uint l_983_ = (l_980_ | l_982_);
                            l_mut_394_ = l_983_;
                        }
                        uint _e2597 = l_mut_421_;
                        l_mut_388_ = _e2597;
                        uint _e2598 = l_mut_394_;
                        l_mut_421_ = _e2598;
                        if (false) {
                            l_mut_388_ = l_972_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_968_;
                                bool l_986_ = (0u > 0u);
                                if (l_986_) {
                                    uint l_987_ = (l_968_ >> 0u);
                                    uint l_988_ = (32u - 0u);
                                    uint l_989_ = (l_972_ << l_988_);
                                    uint l_990_ = (l_987_ | l_989_);
                                    l_mut_394_ = l_990_;
                                }
                                uint l_991_ = (l_972_ >> 0u);
                                uint _e2610 = l_mut_394_;
                                l_mut_388_ = _e2610;
                                l_mut_421_ = l_991_;
                            }
                        }
                        uint _e2611 = l_mut_439_;
                        uint l_992_ = (_e2611 * l_862_);
                        uint _e2613 = l_mut_428_;
                        uint l_993_ = (_e2613 * l_862_);
                        uint _e2615 = l_mut_439_;
                        uint64_t l_2632_ = uint64_t(_e2615);
                        uint64_t l_2633_ = uint64_t(l_862_);
                        uint64_t l_2634_ = (l_2632_ * l_2633_);
                        uint64_t l_2635_ = (l_2634_ >> uint(32uL));
                        uint l_994_ = uint(l_2635_);
                        uint l_995_ = (l_994_ + l_993_);
                        uint _e2626 = l_mut_428_;
                        uint64_t l_2637_ = uint64_t(_e2626);
                        uint64_t l_2638_ = uint64_t(l_862_);
                        uint64_t l_2639_ = (l_2637_ * l_2638_);
                        uint64_t l_2640_ = (l_2639_ >> uint(32uL));
                        uint l_996_ = uint(l_2640_);
                        bool l_997_ = (l_995_ < l_993_);
                        uint l_998_ = uint(l_997_);
                        uint l_999_ = (l_996_ + l_998_);
                        l_mut_394_ = l_992_;
                        bool l_1001_ = (0u > 0u);
                        if (l_1001_) {
                            uint l_1002_ = (l_992_ >> 0u);
                            uint l_1003_ = (32u - 0u);
                            uint l_1004_ = (l_995_ << l_1003_);
                            uint l_1005_ = (l_1002_ | l_1004_);
                            l_mut_394_ = l_1005_;
                        }
                        l_mut_382_ = l_995_;
                        bool l_1006_ = (0u > 0u);
                        if (l_1006_) {
                            uint l_1007_ = (l_995_ >> 0u);
                            uint l_1008_ = (32u - 0u);
                            uint l_1009_ = (l_999_ << l_1008_);
                            uint l_1010_ = (l_1007_ | l_1009_);
                            l_mut_382_ = l_1010_;
                        }
                        uint _e2654 = l_mut_394_;
                        l_mut_275_ = _e2654;
                        uint _e2655 = l_mut_382_;
                        l_mut_394_ = _e2655;
                        if (true) {
                            l_mut_275_ = l_999_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_995_;
                                bool l_1013_ = (0u > 0u);
                                if (l_1013_) {
                                    uint l_1014_ = (l_995_ >> 0u);
                                    uint l_1015_ = (32u - 0u);
                                    uint l_1016_ = (l_999_ << l_1015_);
                                    uint l_1017_ = (l_1014_ | l_1016_);
                                    l_mut_382_ = l_1017_;
                                }
                                uint l_1018_ = (l_999_ >> 0u);
                                uint _e2667 = l_mut_382_;
                                l_mut_275_ = _e2667;
                                l_mut_394_ = l_1018_;
                            }
                        }
                        uint _e2668 = l_mut_388_;
                        uint l_1019_ = (_e2668 * l_862_);
                        uint _e2670 = l_mut_421_;
                        uint l_1020_ = (_e2670 * l_862_);
                        uint _e2672 = l_mut_388_;
                        uint64_t l_2642_ = uint64_t(_e2672);
                        uint64_t l_2643_ = uint64_t(l_862_);
                        uint64_t l_2644_ = (l_2642_ * l_2643_);
                        uint64_t l_2645_ = (l_2644_ >> uint(32uL));
                        uint l_1021_ = uint(l_2645_);
                        uint l_1022_ = (l_1021_ + l_1020_);
                        uint _e2683 = l_mut_421_;
                        uint64_t l_2647_ = uint64_t(_e2683);
                        uint64_t l_2648_ = uint64_t(l_862_);
                        uint64_t l_2649_ = (l_2647_ * l_2648_);
                        uint64_t l_2650_ = (l_2649_ >> uint(32uL));
                        uint l_1023_ = uint(l_2650_);
                        bool l_1024_ = (l_1022_ < l_1020_);
                        uint l_1025_ = uint(l_1024_);
                        uint l_1026_ = (l_1023_ + l_1025_);
                        l_mut_439_ = l_1019_;
                        bool l_1028_ = (0u > 0u);
                        if (l_1028_) {
                            uint l_1029_ = (l_1019_ >> 0u);
                            uint l_1030_ = (32u - 0u);
                            uint l_1031_ = (l_1022_ << l_1030_);
                            uint l_1032_ = (l_1029_ | l_1031_);
                            l_mut_439_ = l_1032_;
                        }
                        l_mut_428_ = l_1022_;
                        bool l_1033_ = (0u > 0u);
                        if (l_1033_) {
                            uint l_1034_ = (l_1022_ >> 0u);
                            uint l_1035_ = (32u - 0u);
                            uint l_1036_ = (l_1026_ << l_1035_);
                            uint l_1037_ = (l_1034_ | l_1036_);
                            l_mut_428_ = l_1037_;
                        }
                        uint _e2711 = l_mut_439_;
                        l_mut_382_ = _e2711;
                        uint _e2712 = l_mut_428_;
                        l_mut_439_ = _e2712;
                        if (false) {
                            l_mut_382_ = l_1026_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1022_;
                                bool l_1040_ = (0u > 0u);
                                if (l_1040_) {
                                    uint l_1041_ = (l_1022_ >> 0u);
                                    uint l_1042_ = (32u - 0u);
                                    uint l_1043_ = (l_1026_ << l_1042_);
                                    uint l_1044_ = (l_1041_ | l_1043_);
                                    l_mut_428_ = l_1044_;
                                }
                                uint l_1045_ = (l_1026_ >> 0u);
                                uint _e2724 = l_mut_428_;
                                l_mut_382_ = _e2724;
                                l_mut_439_ = l_1045_;
                            }
                        }
                        uint _e2725 = l_mut_388_;
                        uint l_1046_ = (_e2725 * l_862_);
                        uint _e2727 = l_mut_421_;
                        uint l_1047_ = (_e2727 * l_862_);
                        uint _e2729 = l_mut_388_;
                        uint64_t l_2652_ = uint64_t(_e2729);
                        uint64_t l_2653_ = uint64_t(l_862_);
                        uint64_t l_2654_ = (l_2652_ * l_2653_);
                        uint64_t l_2655_ = (l_2654_ >> uint(32uL));
                        uint l_1048_ = uint(l_2655_);
                        uint l_1049_ = (l_1048_ + l_1047_);
                        uint _e2740 = l_mut_421_;
                        uint64_t l_2657_ = uint64_t(_e2740);
                        uint64_t l_2658_ = uint64_t(l_862_);
                        uint64_t l_2659_ = (l_2657_ * l_2658_);
                        uint64_t l_2660_ = (l_2659_ >> uint(32uL));
                        uint l_1050_ = uint(l_2660_);
                        bool l_1051_ = (l_1049_ < l_1047_);
                        uint l_1052_ = uint(l_1051_);
                        uint l_1053_ = (l_1050_ + l_1052_);
                        l_mut_428_ = l_1046_;
                        bool l_1055_ = (0u > 0u);
                        if (l_1055_) {
                            uint l_1056_ = (l_1046_ >> 0u);
                            uint l_1057_ = (32u - 0u);
                            uint l_1058_ = (l_1049_ << l_1057_);
                            uint l_1059_ = (l_1056_ | l_1058_);
                            l_mut_428_ = l_1059_;
                        }
                        l_mut_269_ = l_1049_;
                        bool l_1060_ = (0u > 0u);
                        if (l_1060_) {
                            uint l_1061_ = (l_1049_ >> 0u);
                            uint l_1062_ = (32u - 0u);
                            uint l_1063_ = (l_1053_ << l_1062_);
                            uint l_1064_ = (l_1061_ | l_1063_);
                            l_mut_269_ = l_1064_;
                        }
                        uint _e2768 = l_mut_428_;
                        l_mut_219_ = _e2768;
                        uint _e2769 = l_mut_269_;
                        l_mut_428_ = _e2769;
                        if (true) {
                            l_mut_219_ = l_1053_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1049_;
                                bool l_1067_ = (0u > 0u);
                                if (l_1067_) {
                                    uint l_1068_ = (l_1049_ >> 0u);
                                    uint l_1069_ = (32u - 0u);
                                    uint l_1070_ = (l_1053_ << l_1069_);
                                    uint l_1071_ = (l_1068_ | l_1070_);
                                    l_mut_269_ = l_1071_;
                                }
                                uint l_1072_ = (l_1053_ >> 0u);
                                uint _e2781 = l_mut_269_;
                                l_mut_219_ = _e2781;
                                l_mut_428_ = l_1072_;
                            }
                        }
                        uint _e2782 = l_mut_275_;
                        uint l_1073_ = (_e2782 * l_862_);
                        uint _e2784 = l_mut_275_;
                        uint64_t l_2662_ = uint64_t(_e2784);
                        uint64_t l_2663_ = uint64_t(l_862_);
                        uint64_t l_2664_ = (l_2662_ * l_2663_);
                        uint64_t l_2665_ = (l_2664_ >> uint(32uL));
                        uint l_1074_ = uint(l_2665_);
                        uint _e2794 = l_mut_394_;
                        uint l_1075_ = (_e2794 * l_862_);
                        uint l_1076_ = (l_1074_ + l_1075_);
                        uint _e2797 = l_mut_219_;
                        uint l_1077_ = (_e2797 + l_1073_);
                        uint _e2799 = l_mut_428_;
                        uint l_1078_ = (_e2799 + l_1076_);
                        uint _e2801 = l_mut_219_;
                        bool l_1079_ = (l_1077_ < _e2801);
                        uint l_1080_ = uint(l_1079_);
                        uint l_1081_ = (l_1078_ + l_1080_);
                        uint _e2805 = l_mut_382_;
                        l_mut_441_ = _e2805;
                        uint _e2806 = l_mut_439_;
                        l_mut_440_ = _e2806;
                        bool l_1082_ = (l_9_ == 64u);
                        if (l_1082_) {
                            l_mut_441_ = l_1077_;
                            l_mut_440_ = l_1081_;
                        } else {
                            bool l_1083_ = (l_9_ > 0u);
                            if (l_1083_) {
                                uint l_1084_ = (64u - l_9_);
                                l_mut_428_ = l_1077_;
                                l_mut_421_ = l_1081_;
                                bool l_1085_ = (l_1084_ >= 32u);
                                if (l_1085_) {
                                    uint l_1086_ = (l_1084_ & 31u);
                                    uint l_1087_ = (l_1077_ << l_1086_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1087_;
                                } else {
                                    bool l_1088_ = (l_1084_ > 0u);
                                    if (l_1088_) {
                                        uint l_1089_ = (l_1077_ << l_1084_);
                                        uint l_1090_ = (l_1081_ << l_1084_);
                                        uint l_1091_ = (32u - l_1084_);
                                        uint l_1092_ = (l_1077_ >> l_1091_);
                                        uint l_1093_ = (l_1090_ | l_1092_);
                                        l_mut_428_ = l_1089_;
                                        l_mut_421_ = l_1093_;
                                    }
                                }
                                uint _e2827 = l_mut_382_;
                                l_mut_394_ = _e2827;
                                uint _e2828 = l_mut_439_;
                                l_mut_388_ = _e2828;
                                bool l_1094_ = (l_9_ >= 32u);
                                if (l_1094_) {
                                    uint l_1095_ = (l_9_ & 31u);
                                    uint _e2833 = l_mut_439_;
                                    uint l_1096_ = (_e2833 >> l_1095_);
                                    l_mut_394_ = l_1096_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1097_ = (l_9_ > 0u);
                                    if (l_1097_) {
                                        uint _e2838 = l_mut_382_;
                                        l_mut_275_ = _e2838;
                                        bool l_1098_ = (l_9_ > 0u);
                                        if (l_1098_) {
                                            uint _e2841 = l_mut_382_;
                                            uint l_1099_ = (_e2841 >> l_9_);
                                            uint l_1100_ = (32u - l_9_);
                                            uint _e2845 = l_mut_439_;
                                            uint l_1101_ = (_e2845 << l_1100_);
                                            uint l_1102_ = (l_1099_ | l_1101_);
                                            l_mut_275_ = l_1102_;
                                        }
                                        uint _e2848 = l_mut_439_;
                                        uint l_1103_ = (_e2848 >> l_9_);
                                        uint _e2850 = l_mut_275_;
                                        l_mut_394_ = _e2850;
                                        l_mut_388_ = l_1103_;
                                    }
                                }
                                uint _e2851 = l_mut_428_;
                                uint _e2852 = l_mut_394_;
                                uint l_1104_ = (_e2851 + _e2852);
                                uint _e2854 = l_mut_421_;
                                uint _e2855 = l_mut_388_;
                                uint l_1105_ = (_e2854 + _e2855);
                                uint _e2857 = l_mut_428_;
                                bool l_1106_ = (l_1104_ < _e2857);
                                uint l_1107_ = uint(l_1106_);
                                uint l_1108_ = (l_1105_ + l_1107_);
                                l_mut_441_ = l_1104_;
                                l_mut_440_ = l_1108_;
                            }
                        }
                        if (l_959_) {
                            uint _e2862 = l_mut_441_;
                            uint l_1109_ = (0u - _e2862);
                            uint _e2865 = l_mut_440_;
                            uint l_1110_ = (0u - _e2865);
                            uint _e2868 = l_mut_441_;
                            bool l_1111_ = (0u < _e2868);
                            uint l_1112_ = uint(l_1111_);
                            uint l_1113_ = (l_1110_ - l_1112_);
                            l_mut_441_ = l_1109_;
                            l_mut_440_ = l_1113_;
                        }
                    }
                    uint _e2872 = l_mut_441_;
                    uint l_1114_ = (l_912_ + _e2872);
                    uint _e2874 = l_mut_440_;
                    uint l_1115_ = (l_916_ + _e2874);
                    bool l_1116_ = (l_1114_ < l_912_);
                    uint l_1117_ = uint(l_1116_);
                    uint l_1118_ = (l_1115_ + l_1117_);
                    uint l_1119_ = (l_72_ >> 31u);
                    bool l_1120_ = (l_1119_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1120_) {
                        uint l_1121_ = (0u - l_69_);
                        uint l_1122_ = (0u - l_72_);
                        bool l_1123_ = (0u < l_69_);
                        uint l_1124_ = uint(l_1123_);
                        uint l_1125_ = (l_1122_ - l_1124_);
                        l_mut_441_ = l_1121_;
                        l_mut_440_ = l_1125_;
                    }
                    uint _e2891 = l_mut_441_;
                    uint l_1126_ = (_e2891 * l_861_);
                    uint _e2893 = l_mut_440_;
                    uint l_1127_ = (_e2893 * l_861_);
                    uint _e2895 = l_mut_441_;
                    uint64_t l_2667_ = uint64_t(_e2895);
                    uint64_t l_2668_ = uint64_t(l_861_);
                    uint64_t l_2669_ = (l_2667_ * l_2668_);
                    uint64_t l_2670_ = (l_2669_ >> uint(32uL));
                    uint l_1128_ = uint(l_2670_);
                    uint l_1129_ = (l_1128_ + l_1127_);
                    uint _e2906 = l_mut_440_;
                    uint64_t l_2672_ = uint64_t(_e2906);
                    uint64_t l_2673_ = uint64_t(l_861_);
                    uint64_t l_2674_ = (l_2672_ * l_2673_);
                    uint64_t l_2675_ = (l_2674_ >> uint(32uL));
                    uint l_1130_ = uint(l_2675_);
                    bool l_1131_ = (l_1129_ < l_1127_);
                    uint l_1132_ = uint(l_1131_);
                    uint l_1133_ = (l_1130_ + l_1132_);
                    uint l_1134_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1126_;
                    bool l_1135_ = (l_1134_ > 0u);
                    if (l_1135_) {
                        uint l_1136_ = (l_1126_ >> l_1134_);
                        uint l_1137_ = (32u - l_1134_);
                        uint l_1138_ = (l_1129_ << l_1137_);
                        uint l_1139_ = (l_1136_ | l_1138_);
                        l_mut_439_ = l_1139_;
                    }
                    l_mut_428_ = l_1129_;
                    bool l_1140_ = (l_1134_ > 0u);
                    if (l_1140_) {
                        uint l_1141_ = (l_1129_ >> l_1134_);
                        uint l_1142_ = (32u - l_1134_);
                        uint l_1143_ = (l_1133_ << l_1142_);
                        uint l_1144_ = (l_1141_ | l_1143_);
                        l_mut_428_ = l_1144_;
                    }
                    uint _e2935 = l_mut_439_;
                    l_mut_421_ = _e2935;
                    uint _e2936 = l_mut_428_;
                    l_mut_439_ = _e2936;
                    bool l_1145_ = (l_9_ >= 64u);
                    if (l_1145_) {
                        l_mut_421_ = l_1133_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1146_ = (l_9_ >= 32u);
                        if (l_1146_) {
                            l_mut_428_ = l_1129_;
                            bool l_1147_ = (l_1134_ > 0u);
                            if (l_1147_) {
                                uint l_1148_ = (l_1129_ >> l_1134_);
                                uint l_1149_ = (32u - l_1134_);
                                uint l_1150_ = (l_1133_ << l_1149_);
                                uint l_1151_ = (l_1148_ | l_1150_);
                                l_mut_428_ = l_1151_;
                            }
                            uint l_1152_ = (l_1133_ >> l_1134_);
                            uint _e2950 = l_mut_428_;
                            l_mut_421_ = _e2950;
                            l_mut_439_ = l_1152_;
                        }
                    }
                    uint _e2951 = l_mut_421_;
                    l_mut_441_ = _e2951;
                    uint _e2952 = l_mut_439_;
                    l_mut_440_ = _e2952;
                    if (l_1120_) {
                        uint _e2954 = l_mut_441_;
                        uint l_1153_ = (0u - _e2954);
                        uint _e2957 = l_mut_440_;
                        uint l_1154_ = (0u - _e2957);
                        uint _e2960 = l_mut_441_;
                        bool l_1155_ = (0u < _e2960);
                        uint l_1156_ = uint(l_1155_);
                        uint l_1157_ = (l_1154_ - l_1156_);
                        l_mut_441_ = l_1153_;
                        l_mut_440_ = l_1157_;
                    }
                    uint _e2964 = l_mut_441_;
                    uint l_1158_ = (l_903_ + _e2964);
                    uint _e2966 = l_mut_440_;
                    uint l_1159_ = (l_907_ + _e2966);
                    bool l_1160_ = (l_1158_ < l_903_);
                    uint l_1161_ = uint(l_1160_);
                    uint l_1162_ = (l_1159_ + l_1161_);
                    uint l_1163_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1164_ = (l_861_ < 65536u);
                    if (l_1164_) {
                        uint l_1165_ = (l_861_ * l_861_);
                        uint l_1166_ = (l_72_ >> 31u);
                        bool l_1167_ = (l_1166_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1167_) {
                            uint l_1168_ = (0u - l_69_);
                            uint l_1169_ = (0u - l_72_);
                            bool l_1170_ = (0u < l_69_);
                            uint l_1171_ = uint(l_1170_);
                            uint l_1172_ = (l_1169_ - l_1171_);
                            l_mut_439_ = l_1168_;
                            l_mut_428_ = l_1172_;
                        }
                        uint _e2990 = l_mut_439_;
                        uint l_1173_ = (_e2990 * l_1165_);
                        uint _e2992 = l_mut_428_;
                        uint l_1174_ = (_e2992 * l_1165_);
                        uint _e2994 = l_mut_439_;
                        uint64_t l_2677_ = uint64_t(_e2994);
                        uint64_t l_2678_ = uint64_t(l_1165_);
                        uint64_t l_2679_ = (l_2677_ * l_2678_);
                        uint64_t l_2680_ = (l_2679_ >> uint(32uL));
                        uint l_1175_ = uint(l_2680_);
                        uint l_1176_ = (l_1175_ + l_1174_);
                        uint _e3005 = l_mut_428_;
                        uint64_t l_2682_ = uint64_t(_e3005);
                        uint64_t l_2683_ = uint64_t(l_1165_);
                        uint64_t l_2684_ = (l_2682_ * l_2683_);
                        uint64_t l_2685_ = (l_2684_ >> uint(32uL));
                        uint l_1177_ = uint(l_2685_);
                        bool l_1178_ = (l_1176_ < l_1174_);
                        uint l_1179_ = uint(l_1178_);
                        uint l_1180_ = (l_1177_ + l_1179_);
                        uint l_1181_ = naga_mod(l_1163_, 32u);
                        l_mut_421_ = l_1173_;
                        bool l_1182_ = (l_1181_ > 0u);
                        if (l_1182_) {
                            uint l_1183_ = (l_1173_ >> l_1181_);
                            uint l_1184_ = (32u - l_1181_);
                            uint l_1185_ = (l_1176_ << l_1184_);
                            uint l_1186_ = (l_1183_ | l_1185_);
                            l_mut_421_ = l_1186_;
                        }
                        l_mut_394_ = l_1176_;
                        bool l_1187_ = (l_1181_ > 0u);
                        if (l_1187_) {
                            uint l_1188_ = (l_1176_ >> l_1181_);
                            uint l_1189_ = (32u - l_1181_);
                            uint l_1190_ = (l_1180_ << l_1189_);
                            uint l_1191_ = (l_1188_ | l_1190_);
                            l_mut_394_ = l_1191_;
                        }
                        uint _e3034 = l_mut_421_;
                        l_mut_388_ = _e3034;
                        uint _e3035 = l_mut_394_;
                        l_mut_421_ = _e3035;
                        bool l_1192_ = (l_1163_ >= 64u);
                        if (l_1192_) {
                            l_mut_388_ = l_1180_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1193_ = (l_1163_ >= 32u);
                            if (l_1193_) {
                                l_mut_394_ = l_1176_;
                                bool l_1194_ = (l_1181_ > 0u);
                                if (l_1194_) {
                                    uint l_1195_ = (l_1176_ >> l_1181_);
                                    uint l_1196_ = (32u - l_1181_);
                                    uint l_1197_ = (l_1180_ << l_1196_);
                                    uint l_1198_ = (l_1195_ | l_1197_);
                                    l_mut_394_ = l_1198_;
                                }
                                uint l_1199_ = (l_1180_ >> l_1181_);
                                uint _e3049 = l_mut_394_;
                                l_mut_388_ = _e3049;
                                l_mut_421_ = l_1199_;
                            }
                        }
                        uint _e3050 = l_mut_388_;
                        l_mut_439_ = _e3050;
                        uint _e3051 = l_mut_421_;
                        l_mut_428_ = _e3051;
                        if (l_1167_) {
                            uint _e3053 = l_mut_439_;
                            uint l_1200_ = (0u - _e3053);
                            uint _e3056 = l_mut_428_;
                            uint l_1201_ = (0u - _e3056);
                            uint _e3059 = l_mut_439_;
                            bool l_1202_ = (0u < _e3059);
                            uint l_1203_ = uint(l_1202_);
                            uint l_1204_ = (l_1201_ - l_1203_);
                            l_mut_439_ = l_1200_;
                            l_mut_428_ = l_1204_;
                        }
                        uint _e3063 = l_mut_439_;
                        l_mut_441_ = _e3063;
                        uint _e3064 = l_mut_428_;
                        l_mut_440_ = _e3064;
                    } else {
                        uint l_1205_ = (l_72_ >> 31u);
                        bool l_1206_ = (l_1205_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1206_) {
                            uint l_1207_ = (0u - l_69_);
                            uint l_1208_ = (0u - l_72_);
                            bool l_1209_ = (0u < l_69_);
                            uint l_1210_ = uint(l_1209_);
                            uint l_1211_ = (l_1208_ - l_1210_);
                            l_mut_439_ = l_1207_;
                            l_mut_428_ = l_1211_;
                        }
                        uint _e3077 = l_mut_439_;
                        uint l_1212_ = (_e3077 * l_861_);
                        uint _e3079 = l_mut_428_;
                        uint l_1213_ = (_e3079 * l_861_);
                        uint _e3081 = l_mut_439_;
                        uint64_t l_2687_ = uint64_t(_e3081);
                        uint64_t l_2688_ = uint64_t(l_861_);
                        uint64_t l_2689_ = (l_2687_ * l_2688_);
                        uint64_t l_2690_ = (l_2689_ >> uint(32uL));
                        uint l_1214_ = uint(l_2690_);
                        uint l_1215_ = (l_1214_ + l_1213_);
                        uint _e3092 = l_mut_428_;
                        uint64_t l_2692_ = uint64_t(_e3092);
                        uint64_t l_2693_ = uint64_t(l_861_);
                        uint64_t l_2694_ = (l_2692_ * l_2693_);
                        uint64_t l_2695_ = (l_2694_ >> uint(32uL));
                        uint l_1216_ = uint(l_2695_);
                        bool l_1217_ = (l_1215_ < l_1213_);
                        uint l_1218_ = uint(l_1217_);
                        uint l_1219_ = (l_1216_ + l_1218_);
                        l_mut_421_ = l_1212_;
                        bool l_1221_ = (0u > 0u);
                        if (l_1221_) {
                            uint l_1222_ = (l_1212_ >> 0u);
                            uint l_1223_ = (32u - 0u);
                            uint l_1224_ = (l_1215_ << l_1223_);
                            uint l_1225_ = (l_1222_ | l_1224_);
                            l_mut_421_ = l_1225_;
                        }
                        l_mut_394_ = l_1215_;
                        bool l_1226_ = (0u > 0u);
                        if (l_1226_) {
                            uint l_1227_ = (l_1215_ >> 0u);
                            uint l_1228_ = (32u - 0u);
                            uint l_1229_ = (l_1219_ << l_1228_);
                            uint l_1230_ = (l_1227_ | l_1229_);
                            l_mut_394_ = l_1230_;
                        }
                        uint _e3120 = l_mut_421_;
                        l_mut_388_ = _e3120;
                        uint _e3121 = l_mut_394_;
                        l_mut_421_ = _e3121;
                        if (false) {
                            l_mut_388_ = l_1219_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1215_;
                                bool l_1233_ = (0u > 0u);
                                if (l_1233_) {
                                    uint l_1234_ = (l_1215_ >> 0u);
                                    uint l_1235_ = (32u - 0u);
                                    uint l_1236_ = (l_1219_ << l_1235_);
                                    uint l_1237_ = (l_1234_ | l_1236_);
                                    l_mut_394_ = l_1237_;
                                }
                                uint l_1238_ = (l_1219_ >> 0u);
                                uint _e3133 = l_mut_394_;
                                l_mut_388_ = _e3133;
                                l_mut_421_ = l_1238_;
                            }
                        }
                        uint _e3134 = l_mut_439_;
                        uint l_1239_ = (_e3134 * l_861_);
                        uint _e3136 = l_mut_428_;
                        uint l_1240_ = (_e3136 * l_861_);
                        uint _e3138 = l_mut_439_;
                        uint64_t l_2697_ = uint64_t(_e3138);
                        uint64_t l_2698_ = uint64_t(l_861_);
                        uint64_t l_2699_ = (l_2697_ * l_2698_);
                        uint64_t l_2700_ = (l_2699_ >> uint(32uL));
                        uint l_1241_ = uint(l_2700_);
                        uint l_1242_ = (l_1241_ + l_1240_);
                        uint _e3149 = l_mut_428_;
                        uint64_t l_2702_ = uint64_t(_e3149);
                        uint64_t l_2703_ = uint64_t(l_861_);
                        uint64_t l_2704_ = (l_2702_ * l_2703_);
                        uint64_t l_2705_ = (l_2704_ >> uint(32uL));
                        uint l_1243_ = uint(l_2705_);
                        bool l_1244_ = (l_1242_ < l_1240_);
                        uint l_1245_ = uint(l_1244_);
                        uint l_1246_ = (l_1243_ + l_1245_);
                        l_mut_394_ = l_1239_;
                        bool l_1248_ = (0u > 0u);
                        if (l_1248_) {
                            uint l_1249_ = (l_1239_ >> 0u);
                            uint l_1250_ = (32u - 0u);
                            uint l_1251_ = (l_1242_ << l_1250_);
                            uint l_1252_ = (l_1249_ | l_1251_);
                            l_mut_394_ = l_1252_;
                        }
                        l_mut_382_ = l_1242_;
                        bool l_1253_ = (0u > 0u);
                        if (l_1253_) {
                            uint l_1254_ = (l_1242_ >> 0u);
                            uint l_1255_ = (32u - 0u);
                            uint l_1256_ = (l_1246_ << l_1255_);
                            uint l_1257_ = (l_1254_ | l_1256_);
                            l_mut_382_ = l_1257_;
                        }
                        uint _e3177 = l_mut_394_;
                        l_mut_275_ = _e3177;
                        uint _e3178 = l_mut_382_;
                        l_mut_394_ = _e3178;
                        if (true) {
                            l_mut_275_ = l_1246_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1242_;
                                bool l_1260_ = (0u > 0u);
                                if (l_1260_) {
                                    uint l_1261_ = (l_1242_ >> 0u);
                                    uint l_1262_ = (32u - 0u);
                                    uint l_1263_ = (l_1246_ << l_1262_);
                                    uint l_1264_ = (l_1261_ | l_1263_);
                                    l_mut_382_ = l_1264_;
                                }
                                uint l_1265_ = (l_1246_ >> 0u);
                                uint _e3190 = l_mut_382_;
                                l_mut_275_ = _e3190;
                                l_mut_394_ = l_1265_;
                            }
                        }
                        uint _e3191 = l_mut_388_;
                        uint l_1266_ = (_e3191 * l_861_);
                        uint _e3193 = l_mut_421_;
                        uint l_1267_ = (_e3193 * l_861_);
                        uint _e3195 = l_mut_388_;
                        uint64_t l_2707_ = uint64_t(_e3195);
                        uint64_t l_2708_ = uint64_t(l_861_);
                        uint64_t l_2709_ = (l_2707_ * l_2708_);
                        uint64_t l_2710_ = (l_2709_ >> uint(32uL));
                        uint l_1268_ = uint(l_2710_);
                        uint l_1269_ = (l_1268_ + l_1267_);
                        uint _e3206 = l_mut_421_;
                        uint64_t l_2712_ = uint64_t(_e3206);
                        uint64_t l_2713_ = uint64_t(l_861_);
                        uint64_t l_2714_ = (l_2712_ * l_2713_);
                        uint64_t l_2715_ = (l_2714_ >> uint(32uL));
                        uint l_1270_ = uint(l_2715_);
                        bool l_1271_ = (l_1269_ < l_1267_);
                        uint l_1272_ = uint(l_1271_);
                        uint l_1273_ = (l_1270_ + l_1272_);
                        l_mut_439_ = l_1266_;
                        bool l_1275_ = (0u > 0u);
                        if (l_1275_) {
                            uint l_1276_ = (l_1266_ >> 0u);
                            uint l_1277_ = (32u - 0u);
                            uint l_1278_ = (l_1269_ << l_1277_);
                            uint l_1279_ = (l_1276_ | l_1278_);
                            l_mut_439_ = l_1279_;
                        }
                        l_mut_428_ = l_1269_;
                        bool l_1280_ = (0u > 0u);
                        if (l_1280_) {
                            uint l_1281_ = (l_1269_ >> 0u);
                            uint l_1282_ = (32u - 0u);
                            uint l_1283_ = (l_1273_ << l_1282_);
                            uint l_1284_ = (l_1281_ | l_1283_);
                            l_mut_428_ = l_1284_;
                        }
                        uint _e3234 = l_mut_439_;
                        l_mut_382_ = _e3234;
                        uint _e3235 = l_mut_428_;
                        l_mut_439_ = _e3235;
                        if (false) {
                            l_mut_382_ = l_1273_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1269_;
                                bool l_1287_ = (0u > 0u);
                                if (l_1287_) {
                                    uint l_1288_ = (l_1269_ >> 0u);
                                    uint l_1289_ = (32u - 0u);
                                    uint l_1290_ = (l_1273_ << l_1289_);
                                    uint l_1291_ = (l_1288_ | l_1290_);
                                    l_mut_428_ = l_1291_;
                                }
                                uint l_1292_ = (l_1273_ >> 0u);
                                uint _e3247 = l_mut_428_;
                                l_mut_382_ = _e3247;
                                l_mut_439_ = l_1292_;
                            }
                        }
                        uint _e3248 = l_mut_388_;
                        uint l_1293_ = (_e3248 * l_861_);
                        uint _e3250 = l_mut_421_;
                        uint l_1294_ = (_e3250 * l_861_);
                        uint _e3252 = l_mut_388_;
                        uint64_t l_2717_ = uint64_t(_e3252);
                        uint64_t l_2718_ = uint64_t(l_861_);
                        uint64_t l_2719_ = (l_2717_ * l_2718_);
                        uint64_t l_2720_ = (l_2719_ >> uint(32uL));
                        uint l_1295_ = uint(l_2720_);
                        uint l_1296_ = (l_1295_ + l_1294_);
                        uint _e3263 = l_mut_421_;
                        uint64_t l_2722_ = uint64_t(_e3263);
                        uint64_t l_2723_ = uint64_t(l_861_);
                        uint64_t l_2724_ = (l_2722_ * l_2723_);
                        uint64_t l_2725_ = (l_2724_ >> uint(32uL));
                        uint l_1297_ = uint(l_2725_);
                        bool l_1298_ = (l_1296_ < l_1294_);
                        uint l_1299_ = uint(l_1298_);
                        uint l_1300_ = (l_1297_ + l_1299_);
                        l_mut_428_ = l_1293_;
                        bool l_1302_ = (0u > 0u);
                        if (l_1302_) {
                            uint l_1303_ = (l_1293_ >> 0u);
                            uint l_1304_ = (32u - 0u);
                            uint l_1305_ = (l_1296_ << l_1304_);
                            uint l_1306_ = (l_1303_ | l_1305_);
                            l_mut_428_ = l_1306_;
                        }
                        l_mut_269_ = l_1296_;
                        bool l_1307_ = (0u > 0u);
                        if (l_1307_) {
                            uint l_1308_ = (l_1296_ >> 0u);
                            uint l_1309_ = (32u - 0u);
                            uint l_1310_ = (l_1300_ << l_1309_);
                            uint l_1311_ = (l_1308_ | l_1310_);
                            l_mut_269_ = l_1311_;
                        }
                        uint _e3291 = l_mut_428_;
                        l_mut_219_ = _e3291;
                        uint _e3292 = l_mut_269_;
                        l_mut_428_ = _e3292;
                        if (true) {
                            l_mut_219_ = l_1300_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1296_;
                                bool l_1314_ = (0u > 0u);
                                if (l_1314_) {
                                    uint l_1315_ = (l_1296_ >> 0u);
                                    uint l_1316_ = (32u - 0u);
                                    uint l_1317_ = (l_1300_ << l_1316_);
                                    uint l_1318_ = (l_1315_ | l_1317_);
                                    l_mut_269_ = l_1318_;
                                }
                                uint l_1319_ = (l_1300_ >> 0u);
                                uint _e3304 = l_mut_269_;
                                l_mut_219_ = _e3304;
                                l_mut_428_ = l_1319_;
                            }
                        }
                        uint _e3305 = l_mut_275_;
                        uint l_1320_ = (_e3305 * l_861_);
                        uint _e3307 = l_mut_275_;
                        uint64_t l_2727_ = uint64_t(_e3307);
                        uint64_t l_2728_ = uint64_t(l_861_);
                        uint64_t l_2729_ = (l_2727_ * l_2728_);
                        uint64_t l_2730_ = (l_2729_ >> uint(32uL));
                        uint l_1321_ = uint(l_2730_);
                        uint _e3317 = l_mut_394_;
                        uint l_1322_ = (_e3317 * l_861_);
                        uint l_1323_ = (l_1321_ + l_1322_);
                        uint _e3320 = l_mut_219_;
                        uint l_1324_ = (_e3320 + l_1320_);
                        uint _e3322 = l_mut_428_;
                        uint l_1325_ = (_e3322 + l_1323_);
                        uint _e3324 = l_mut_219_;
                        bool l_1326_ = (l_1324_ < _e3324);
                        uint l_1327_ = uint(l_1326_);
                        uint l_1328_ = (l_1325_ + l_1327_);
                        uint _e3328 = l_mut_382_;
                        l_mut_441_ = _e3328;
                        uint _e3329 = l_mut_439_;
                        l_mut_440_ = _e3329;
                        bool l_1329_ = (l_1163_ == 64u);
                        if (l_1329_) {
                            l_mut_441_ = l_1324_;
                            l_mut_440_ = l_1328_;
                        } else {
                            bool l_1330_ = (l_1163_ > 0u);
                            if (l_1330_) {
                                uint l_1331_ = (64u - l_1163_);
                                l_mut_428_ = l_1324_;
                                l_mut_421_ = l_1328_;
                                bool l_1332_ = (l_1331_ >= 32u);
                                if (l_1332_) {
                                    uint l_1333_ = (l_1331_ & 31u);
                                    uint l_1334_ = (l_1324_ << l_1333_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1334_;
                                } else {
                                    bool l_1335_ = (l_1331_ > 0u);
                                    if (l_1335_) {
                                        uint l_1336_ = (l_1324_ << l_1331_);
                                        uint l_1337_ = (l_1328_ << l_1331_);
                                        uint l_1338_ = (32u - l_1331_);
                                        uint l_1339_ = (l_1324_ >> l_1338_);
                                        uint l_1340_ = (l_1337_ | l_1339_);
                                        l_mut_428_ = l_1336_;
                                        l_mut_421_ = l_1340_;
                                    }
                                }
                                uint _e3350 = l_mut_382_;
                                l_mut_394_ = _e3350;
                                uint _e3351 = l_mut_439_;
                                l_mut_388_ = _e3351;
                                bool l_1341_ = (l_1163_ >= 32u);
                                if (l_1341_) {
                                    uint l_1342_ = (l_1163_ & 31u);
                                    uint _e3356 = l_mut_439_;
                                    uint l_1343_ = (_e3356 >> l_1342_);
                                    l_mut_394_ = l_1343_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1344_ = (l_1163_ > 0u);
                                    if (l_1344_) {
                                        uint _e3361 = l_mut_382_;
                                        l_mut_275_ = _e3361;
                                        bool l_1345_ = (l_1163_ > 0u);
                                        if (l_1345_) {
                                            uint _e3364 = l_mut_382_;
                                            uint l_1346_ = (_e3364 >> l_1163_);
                                            uint l_1347_ = (32u - l_1163_);
                                            uint _e3368 = l_mut_439_;
                                            uint l_1348_ = (_e3368 << l_1347_);
                                            uint l_1349_ = (l_1346_ | l_1348_);
                                            l_mut_275_ = l_1349_;
                                        }
                                        uint _e3371 = l_mut_439_;
                                        uint l_1350_ = (_e3371 >> l_1163_);
                                        uint _e3373 = l_mut_275_;
                                        l_mut_394_ = _e3373;
                                        l_mut_388_ = l_1350_;
                                    }
                                }
                                uint _e3374 = l_mut_428_;
                                uint _e3375 = l_mut_394_;
                                uint l_1351_ = (_e3374 + _e3375);
                                uint _e3377 = l_mut_421_;
                                uint _e3378 = l_mut_388_;
                                uint l_1352_ = (_e3377 + _e3378);
                                uint _e3380 = l_mut_428_;
                                bool l_1353_ = (l_1351_ < _e3380);
                                uint l_1354_ = uint(l_1353_);
                                uint l_1355_ = (l_1352_ + l_1354_);
                                l_mut_441_ = l_1351_;
                                l_mut_440_ = l_1355_;
                            }
                        }
                        if (l_1206_) {
                            uint _e3385 = l_mut_441_;
                            uint l_1356_ = (0u - _e3385);
                            uint _e3388 = l_mut_440_;
                            uint l_1357_ = (0u - _e3388);
                            uint _e3391 = l_mut_441_;
                            bool l_1358_ = (0u < _e3391);
                            uint l_1359_ = uint(l_1358_);
                            uint l_1360_ = (l_1357_ - l_1359_);
                            l_mut_441_ = l_1356_;
                            l_mut_440_ = l_1360_;
                        }
                    }
                    uint _e3395 = l_mut_441_;
                    uint l_1361_ = (l_1114_ - _e3395);
                    uint _e3397 = l_mut_440_;
                    uint l_1362_ = (l_1118_ - _e3397);
                    uint _e3399 = l_mut_441_;
                    bool l_1363_ = (l_1114_ < _e3399);
                    uint l_1364_ = uint(l_1363_);
                    uint l_1365_ = (l_1362_ - l_1364_);
                    uint l_1366_ = (l_1361_ + l_19_);
                    uint l_1367_ = (l_1365_ + l_22_);
                    bool l_1368_ = (l_1366_ < l_1361_);
                    uint l_1369_ = uint(l_1368_);
                    uint l_1370_ = (l_1367_ + l_1369_);
                    uint l_1371_ = (0u - l_1158_);
                    uint l_1372_ = (0u - l_1162_);
                    bool l_1373_ = (0u < l_1158_);
                    uint l_1374_ = uint(l_1373_);
                    uint l_1375_ = (l_1372_ - l_1374_);
                    uint l_1376_ = (l_19_ + l_19_);
                    uint l_1377_ = (l_22_ + l_22_);
                    bool l_1378_ = (l_1376_ < l_19_);
                    uint l_1379_ = uint(l_1378_);
                    uint l_1380_ = (l_1377_ + l_1379_);
                    l_mut_441_ = l_1371_;
                    l_mut_440_ = l_1375_;
                    uint l_1381_ = (0u - l_1371_);
                    uint l_1382_ = (0u - l_1375_);
                    bool l_1383_ = (0u < l_1371_);
                    uint l_1384_ = uint(l_1383_);
                    uint l_1385_ = (l_1382_ - l_1384_);
                    l_mut_439_ = l_1381_;
                    l_mut_428_ = l_1385_;
                    l_mut_421_ = l_1366_;
                    l_mut_394_ = l_1370_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_637_ = false;
                    uint _e3432 = l_mut_394_;
                    bool l_1386_ = (_e3432 < l_1380_);
                    uint _e3434 = l_mut_394_;
                    bool l_1387_ = (_e3434 == l_1380_);
                    uint _e3436 = l_mut_421_;
                    bool l_1388_ = (_e3436 < l_1376_);
                    if (l_1387_) {
                        local_65 = l_1388_;
                    } else {
                        local_65 = false;
                    }
                    bool l_1389_ = local_65;
                    if (!(l_1386_)) {
                        local_66 = l_1389_;
                    } else {
                        local_66 = true;
                    }
                    bool l_1390_ = local_66;
                    bool l_1391_ = !(l_1390_);
                    l_mut_628_ = l_1391_;
                    uint l_1392_ = (l_1371_ | l_1375_);
                    bool l_1393_ = (l_1392_ == 0u);
                    if (l_1393_) {
                        bool _e3451 = l_mut_628_;
                        l_mut_637_ = _e3451;
                        l_mut_628_ = false;
                    }
                    bool _e3453 = l_mut_628_;
                    if (_e3453) {
                        uint l_1394_ = (l_1375_ >> 31u);
                        bool l_1395_ = (l_1394_ == 1u);
                        l_mut_275_ = l_1371_;
                        l_mut_269_ = l_1375_;
                        if (l_1395_) {
                            uint l_1396_ = (0u - l_1371_);
                            uint l_1397_ = (0u - l_1375_);
                            bool l_1398_ = (0u < l_1371_);
                            uint l_1399_ = uint(l_1398_);
                            uint l_1400_ = (l_1397_ - l_1399_);
                            l_mut_275_ = l_1396_;
                            l_mut_269_ = l_1400_;
                        }
                        uint l_1401_ = (l_861_ - 1u);
                        uint _e3468 = l_mut_275_;
                        uint l_1402_ = (_e3468 * l_1401_);
                        uint _e3470 = l_mut_275_;
                        uint64_t l_2732_ = uint64_t(_e3470);
                        uint64_t l_2733_ = uint64_t(l_1401_);
                        uint64_t l_2734_ = (l_2732_ * l_2733_);
                        uint64_t l_2735_ = (l_2734_ >> uint(32uL));
                        uint l_1403_ = uint(l_2735_);
                        uint _e3480 = l_mut_269_;
                        uint l_1404_ = (_e3480 * l_1401_);
                        uint l_1405_ = (l_1403_ + l_1404_);
                        l_mut_219_ = 0u;
                        uint l_1406_ = (l_861_ - 1u);
                        uint _e3486 = l_mut_275_;
                        uint l_1407_ = (_e3486 * l_1406_);
                        uint _e3488 = l_mut_269_;
                        uint l_1408_ = (_e3488 * l_1406_);
                        uint _e3490 = l_mut_275_;
                        uint64_t l_2737_ = uint64_t(_e3490);
                        uint64_t l_2738_ = uint64_t(l_1406_);
                        uint64_t l_2739_ = (l_2737_ * l_2738_);
                        uint64_t l_2740_ = (l_2739_ >> uint(32uL));
                        uint l_1409_ = uint(l_2740_);
                        uint l_1410_ = (l_1409_ + l_1408_);
                        uint _e3501 = l_mut_269_;
                        uint64_t l_2742_ = uint64_t(_e3501);
                        uint64_t l_2743_ = uint64_t(l_1406_);
                        uint64_t l_2744_ = (l_2742_ * l_2743_);
                        uint64_t l_2745_ = (l_2744_ >> uint(32uL));
                        uint l_1411_ = uint(l_2745_);
                        bool l_1412_ = (l_1410_ < l_1408_);
                        uint l_1413_ = uint(l_1412_);
                        uint l_1414_ = (l_1411_ + l_1413_);
                        l_mut_213_ = l_1407_;
                        bool l_1416_ = (0u > 0u);
                        if (l_1416_) {
                            uint l_1417_ = (l_1407_ >> 0u);
                            uint l_1418_ = (32u - 0u);
                            uint l_1419_ = (l_1410_ << l_1418_);
                            uint l_1420_ = (l_1417_ | l_1419_);
                            l_mut_213_ = l_1420_;
                        }
                        l_mut_151_ = l_1410_;
                        bool l_1421_ = (0u > 0u);
                        if (l_1421_) {
                            uint l_1422_ = (l_1410_ >> 0u);
                            uint l_1423_ = (32u - 0u);
                            uint l_1424_ = (l_1414_ << l_1423_);
                            uint l_1425_ = (l_1422_ | l_1424_);
                            l_mut_151_ = l_1425_;
                        }
                        uint _e3529 = l_mut_213_;
                        l_mut_145_ = _e3529;
                        uint _e3530 = l_mut_151_;
                        l_mut_213_ = _e3530;
                        if (true) {
                            l_mut_145_ = l_1414_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1410_;
                                bool l_1428_ = (0u > 0u);
                                if (l_1428_) {
                                    uint l_1429_ = (l_1410_ >> 0u);
                                    uint l_1430_ = (32u - 0u);
                                    uint l_1431_ = (l_1414_ << l_1430_);
                                    uint l_1432_ = (l_1429_ | l_1431_);
                                    l_mut_151_ = l_1432_;
                                }
                                uint l_1433_ = (l_1414_ >> 0u);
                                uint _e3542 = l_mut_151_;
                                l_mut_145_ = _e3542;
                                l_mut_213_ = l_1433_;
                            }
                        }
                        uint _e3543 = l_mut_145_;
                        uint _e3544 = l_mut_213_;
                        uint l_1434_ = (_e3543 | _e3544);
                        bool l_1435_ = (l_1434_ == 0u);
                        if (l_1435_) {
                            l_mut_213_ = l_1366_;
                            l_mut_151_ = l_1370_;
                            if (l_1395_) {
                                uint l_1436_ = (0u - l_1366_);
                                uint l_1437_ = (0u - l_1370_);
                                bool l_1438_ = (0u < l_1366_);
                                uint l_1439_ = uint(l_1438_);
                                uint l_1440_ = (l_1437_ - l_1439_);
                                uint l_1441_ = (l_1366_ | l_1370_);
                                bool l_1442_ = (l_1441_ == 0u);
                                bool l_1443_ = !(l_1442_);
                                bool l_1444_ = (l_1405_ < l_1440_);
                                bool l_1445_ = (l_1405_ == l_1440_);
                                bool l_1446_ = (l_1402_ < l_1436_);
                                if (l_1445_) {
                                    local_67 = l_1446_;
                                } else {
                                    local_67 = false;
                                }
                                bool l_1447_ = local_67;
                                if (!(l_1444_)) {
                                    local_68 = l_1447_;
                                } else {
                                    local_68 = true;
                                }
                                bool l_1448_ = local_68;
                                bool l_1449_ = !(l_1448_);
                                if (l_1443_) {
                                    local_69 = l_1449_;
                                } else {
                                    local_69 = false;
                                }
                                bool l_1450_ = local_69;
                                if (l_1450_) {
                                    uint l_1451_ = (l_861_ - 1u);
                                    l_mut_145_ = l_1436_;
                                    l_mut_102_ = l_1440_;
                                    uint _e3579 = l_mut_269_;
                                    bool l_1452_ = (l_1440_ < _e3579);
                                    uint _e3581 = l_mut_269_;
                                    bool l_1453_ = (l_1440_ == _e3581);
                                    uint _e3583 = l_mut_275_;
                                    bool l_1454_ = (l_1436_ < _e3583);
                                    if (l_1453_) {
                                        local_70 = l_1454_;
                                    } else {
                                        local_70 = false;
                                    }
                                    bool l_1455_ = local_70;
                                    if (!(l_1452_)) {
                                        local_71 = l_1455_;
                                    } else {
                                        local_71 = true;
                                    }
                                    bool l_1456_ = local_71;
                                    bool l_1457_ = !(l_1456_);
                                    if (l_1457_) {
                                        l_mut_96_ = 0u;
                                        uint _e3596 = l_mut_269_;
                                        bool l_1458_ = (_e3596 < l_1440_);
                                        uint _e3598 = l_mut_269_;
                                        bool l_1459_ = (_e3598 == l_1440_);
                                        uint _e3600 = l_mut_275_;
                                        bool l_1460_ = (_e3600 < l_1436_);
                                        if (l_1459_) {
                                            local_72 = l_1460_;
                                        } else {
                                            local_72 = false;
                                        }
                                        bool l_1461_ = local_72;
                                        if (!(l_1458_)) {
                                            local_73 = l_1461_;
                                        } else {
                                            local_73 = true;
                                        }
                                        bool l_1462_ = local_73;
                                        if (l_1462_) {
                                            uint l_1463_ = (l_1436_ - 1u);
                                            uint l_1464_ = (l_1440_ - 0u);
                                            bool l_1465_ = (l_1436_ < 1u);
                                            uint l_1466_ = uint(l_1465_);
                                            uint l_1467_ = (l_1464_ - l_1466_);
                                            l_mut_90_ = l_1463_;
                                            l_mut_75_ = l_1467_;
                                            l_mut_40_ = 0u;
                                            l_mut_1468_ = 0u;
                                            uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                                loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                                if (!loop_init_5) {
                                                    uint _e3707 = l_mut_1468_;
                                                    l_mut_1468_ = (_e3707 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e3622 = l_mut_1468_;
                                                if ((_e3622 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3626 = l_mut_1468_;
                                                    uint l_1469_ = (19u - _e3626);
                                                    uint _e3628 = l_mut_90_;
                                                    l_mut_1470_ = _e3628;
                                                    uint _e3629 = l_mut_75_;
                                                    l_mut_1471_ = _e3629;
                                                    bool l_1472_ = (l_1469_ >= 32u);
                                                    if (l_1472_) {
                                                        uint l_1473_ = (l_1469_ & 31u);
                                                        uint _e3634 = l_mut_75_;
                                                        uint l_1474_ = (_e3634 >> l_1473_);
                                                        l_mut_1470_ = l_1474_;
                                                        l_mut_1471_ = 0u;
                                                    } else {
                                                        bool l_1475_ = (l_1469_ > 0u);
                                                        if (l_1475_) {
                                                            uint _e3639 = l_mut_90_;
                                                            l_mut_1476_ = _e3639;
                                                            bool l_1477_ = (l_1469_ > 0u);
                                                            if (l_1477_) {
                                                                uint _e3642 = l_mut_90_;
                                                                uint l_1478_ = (_e3642 >> l_1469_);
                                                                uint l_1479_ = (32u - l_1469_);
                                                                uint _e3646 = l_mut_75_;
                                                                uint l_1480_ = (_e3646 << l_1479_);
                                                                uint l_1481_ = (l_1478_ | l_1480_);
                                                                l_mut_1476_ = l_1481_;
                                                            }
                                                            uint _e3649 = l_mut_75_;
                                                            uint l_1482_ = (_e3649 >> l_1469_);
                                                            uint _e3651 = l_mut_1476_;
                                                            l_mut_1470_ = _e3651;
                                                            l_mut_1471_ = l_1482_;
                                                        }
                                                    }
                                                    uint _e3652 = l_mut_1471_;
                                                    uint _e3653 = l_mut_269_;
                                                    bool l_1483_ = (_e3652 < _e3653);
                                                    uint _e3655 = l_mut_1471_;
                                                    uint _e3656 = l_mut_269_;
                                                    bool l_1484_ = (_e3655 == _e3656);
                                                    uint _e3658 = l_mut_1470_;
                                                    uint _e3659 = l_mut_275_;
                                                    bool l_1485_ = (_e3658 < _e3659);
                                                    if (l_1484_) {
                                                        local_74 = l_1485_;
                                                    } else {
                                                        local_74 = false;
                                                    }
                                                    bool l_1486_ = local_74;
                                                    if (!(l_1483_)) {
                                                        local_75 = l_1486_;
                                                    } else {
                                                        local_75 = true;
                                                    }
                                                    bool l_1487_ = local_75;
                                                    bool l_1488_ = !(l_1487_);
                                                    if (l_1488_) {
                                                        uint _e3671 = l_mut_275_;
                                                        l_mut_1476_ = _e3671;
                                                        uint _e3672 = l_mut_269_;
                                                        l_mut_1471_ = _e3672;
                                                        bool l_1489_ = (l_1469_ >= 32u);
                                                        if (l_1489_) {
                                                            uint l_1490_ = (l_1469_ & 31u);
                                                            uint _e3677 = l_mut_275_;
                                                            uint l_1491_ = (_e3677 << l_1490_);
                                                            l_mut_1476_ = 0u;
                                                            l_mut_1471_ = l_1491_;
                                                        } else {
                                                            bool l_1492_ = (l_1469_ > 0u);
                                                            if (l_1492_) {
                                                                uint _e3682 = l_mut_275_;
                                                                uint l_1493_ = (_e3682 << l_1469_);
                                                                uint _e3684 = l_mut_269_;
                                                                uint l_1494_ = (_e3684 << l_1469_);
                                                                uint l_1495_ = (32u - l_1469_);
                                                                uint _e3688 = l_mut_275_;
                                                                uint l_1496_ = (_e3688 >> l_1495_);
                                                                uint l_1497_ = (l_1494_ | l_1496_);
                                                                l_mut_1476_ = l_1493_;
                                                                l_mut_1471_ = l_1497_;
                                                            }
                                                        }
                                                        uint _e3691 = l_mut_90_;
                                                        uint _e3692 = l_mut_1476_;
                                                        uint l_1498_ = (_e3691 - _e3692);
                                                        uint _e3694 = l_mut_75_;
                                                        uint _e3695 = l_mut_1471_;
                                                        uint l_1499_ = (_e3694 - _e3695);
                                                        uint _e3697 = l_mut_90_;
                                                        uint _e3698 = l_mut_1476_;
                                                        bool l_1500_ = (_e3697 < _e3698);
                                                        uint l_1501_ = uint(l_1500_);
                                                        uint l_1502_ = (l_1499_ - l_1501_);
                                                        l_mut_90_ = l_1498_;
                                                        l_mut_75_ = l_1502_;
                                                        uint l_1503_ = (1u << l_1469_);
                                                        uint _e3704 = l_mut_40_;
                                                        l_mut_40_ = (_e3704 | l_1503_);
                                                    }
                                                }
                                            }
                                            uint _e3709 = l_mut_40_;
                                            uint l_1504_ = min(_e3709, l_1451_);
                                            l_mut_1476_ = l_1504_;
                                            uint _e3711 = l_mut_75_;
                                            uint _e3712 = l_mut_269_;
                                            bool l_1505_ = (_e3711 < _e3712);
                                            uint _e3714 = l_mut_75_;
                                            uint _e3715 = l_mut_269_;
                                            bool l_1506_ = (_e3714 == _e3715);
                                            uint _e3717 = l_mut_90_;
                                            uint _e3718 = l_mut_275_;
                                            bool l_1507_ = (_e3717 < _e3718);
                                            if (l_1506_) {
                                                local_76 = l_1507_;
                                            } else {
                                                local_76 = false;
                                            }
                                            bool l_1508_ = local_76;
                                            if (!(l_1505_)) {
                                                local_77 = l_1508_;
                                            } else {
                                                local_77 = true;
                                            }
                                            bool l_1509_ = local_77;
                                            bool l_1510_ = !(l_1509_);
                                            if (l_1510_) {
                                                l_mut_1476_ = l_1451_;
                                            }
                                            uint _e3730 = l_mut_1476_;
                                            l_mut_96_ = _e3730;
                                        }
                                        uint _e3731 = l_mut_275_;
                                        uint _e3732 = l_mut_96_;
                                        uint l_1511_ = (_e3731 * _e3732);
                                        uint _e3734 = l_mut_275_;
                                        uint64_t l_2747_ = uint64_t(_e3734);
                                        uint _e3736 = l_mut_96_;
                                        uint64_t l_2748_ = uint64_t(_e3736);
                                        uint64_t l_2749_ = (l_2747_ * l_2748_);
                                        uint64_t l_2750_ = (l_2749_ >> uint(32uL));
                                        uint l_1512_ = uint(l_2750_);
                                        uint _e3745 = l_mut_269_;
                                        uint _e3746 = l_mut_96_;
                                        uint l_1513_ = (_e3745 * _e3746);
                                        uint l_1514_ = (l_1512_ + l_1513_);
                                        uint l_1515_ = (l_1436_ - l_1511_);
                                        uint l_1516_ = (l_1440_ - l_1514_);
                                        bool l_1517_ = (l_1436_ < l_1511_);
                                        uint l_1518_ = uint(l_1517_);
                                        uint l_1519_ = (l_1516_ - l_1518_);
                                        l_mut_145_ = l_1515_;
                                        l_mut_102_ = l_1519_;
                                        uint _e3754 = l_mut_102_;
                                        uint _e3755 = l_mut_269_;
                                        bool l_1520_ = (_e3754 < _e3755);
                                        uint _e3757 = l_mut_102_;
                                        uint _e3758 = l_mut_269_;
                                        bool l_1521_ = (_e3757 == _e3758);
                                        uint _e3760 = l_mut_145_;
                                        uint _e3761 = l_mut_275_;
                                        bool l_1522_ = (_e3760 < _e3761);
                                        if (l_1521_) {
                                            local_78 = l_1522_;
                                        } else {
                                            local_78 = false;
                                        }
                                        bool l_1523_ = local_78;
                                        if (!(l_1520_)) {
                                            local_79 = l_1523_;
                                        } else {
                                            local_79 = true;
                                        }
                                        bool l_1524_ = local_79;
                                        bool l_1525_ = !(l_1524_);
                                        if (l_1525_) {
                                            uint _e3773 = l_mut_145_;
                                            uint _e3774 = l_mut_275_;
                                            uint l_1526_ = (_e3773 - _e3774);
                                            uint _e3776 = l_mut_102_;
                                            uint _e3777 = l_mut_269_;
                                            uint l_1527_ = (_e3776 - _e3777);
                                            uint _e3779 = l_mut_145_;
                                            uint _e3780 = l_mut_275_;
                                            bool l_1528_ = (_e3779 < _e3780);
                                            uint l_1529_ = uint(l_1528_);
                                            uint l_1530_ = (l_1527_ - l_1529_);
                                            l_mut_145_ = l_1526_;
                                            l_mut_102_ = l_1530_;
                                        }
                                    }
                                    uint _e3784 = l_mut_275_;
                                    uint _e3785 = l_mut_145_;
                                    uint l_1531_ = (_e3784 - _e3785);
                                    uint _e3787 = l_mut_269_;
                                    uint _e3788 = l_mut_102_;
                                    uint l_1532_ = (_e3787 - _e3788);
                                    uint _e3790 = l_mut_275_;
                                    uint _e3791 = l_mut_145_;
                                    bool l_1533_ = (_e3790 < _e3791);
                                    uint l_1534_ = uint(l_1533_);
                                    uint l_1535_ = (l_1532_ - l_1534_);
                                    l_mut_1476_ = l_1531_;
                                    l_mut_1471_ = l_1535_;
                                    uint _e3795 = l_mut_269_;
                                    bool l_1536_ = (l_1535_ < _e3795);
                                    uint _e3797 = l_mut_269_;
                                    bool l_1537_ = (l_1535_ == _e3797);
                                    uint _e3799 = l_mut_275_;
                                    bool l_1538_ = (l_1531_ < _e3799);
                                    if (l_1537_) {
                                        local_80 = l_1538_;
                                    } else {
                                        local_80 = false;
                                    }
                                    bool l_1539_ = local_80;
                                    if (!(l_1536_)) {
                                        local_81 = l_1539_;
                                    } else {
                                        local_81 = true;
                                    }
                                    bool l_1540_ = local_81;
                                    bool l_1541_ = !(l_1540_);
                                    if (l_1541_) {
                                        uint _e3811 = l_mut_275_;
                                        uint l_1542_ = (l_1531_ - _e3811);
                                        uint _e3813 = l_mut_269_;
                                        uint l_1543_ = (l_1535_ - _e3813);
                                        uint _e3815 = l_mut_275_;
                                        bool l_1544_ = (l_1531_ < _e3815);
                                        uint l_1545_ = uint(l_1544_);
                                        uint l_1546_ = (l_1543_ - l_1545_);
                                        l_mut_1476_ = l_1542_;
                                        l_mut_1471_ = l_1546_;
                                    }
                                    uint _e3819 = l_mut_1471_;
                                    uint _e3820 = l_mut_151_;
                                    bool l_1547_ = (_e3819 < _e3820);
                                    uint _e3822 = l_mut_1471_;
                                    uint _e3823 = l_mut_151_;
                                    bool l_1548_ = (_e3822 == _e3823);
                                    uint _e3825 = l_mut_1476_;
                                    uint _e3826 = l_mut_213_;
                                    bool l_1549_ = (_e3825 < _e3826);
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
                                    if (l_1551_) {
                                        uint _e3837 = l_mut_1476_;
                                        l_mut_213_ = _e3837;
                                        uint _e3838 = l_mut_1471_;
                                        l_mut_151_ = _e3838;
                                    }
                                }
                            } else {
                                uint l_1552_ = (l_1366_ - l_1402_);
                                uint l_1553_ = (l_1370_ - l_1405_);
                                bool l_1554_ = (l_1366_ < l_1402_);
                                uint l_1555_ = uint(l_1554_);
                                uint l_1556_ = (l_1553_ - l_1555_);
                                l_mut_213_ = l_1552_;
                                l_mut_151_ = l_1556_;
                                bool l_1557_ = (l_1370_ < l_1405_);
                                bool l_1558_ = (l_1370_ == l_1405_);
                                bool l_1559_ = (l_1366_ < l_1402_);
                                if (l_1558_) {
                                    local_84 = l_1559_;
                                } else {
                                    local_84 = false;
                                }
                                bool l_1560_ = local_84;
                                if (!(l_1557_)) {
                                    local_85 = l_1560_;
                                } else {
                                    local_85 = true;
                                }
                                bool l_1561_ = local_85;
                                if (l_1561_) {
                                    uint l_1562_ = (l_861_ - 1u);
                                    l_mut_1476_ = l_1366_;
                                    l_mut_1471_ = l_1370_;
                                    uint _e3858 = l_mut_269_;
                                    bool l_1563_ = (l_1370_ < _e3858);
                                    uint _e3860 = l_mut_269_;
                                    bool l_1564_ = (l_1370_ == _e3860);
                                    uint _e3862 = l_mut_275_;
                                    bool l_1565_ = (l_1366_ < _e3862);
                                    if (l_1564_) {
                                        local_86 = l_1565_;
                                    } else {
                                        local_86 = false;
                                    }
                                    bool l_1566_ = local_86;
                                    if (!(l_1563_)) {
                                        local_87 = l_1566_;
                                    } else {
                                        local_87 = true;
                                    }
                                    bool l_1567_ = local_87;
                                    bool l_1568_ = !(l_1567_);
                                    if (l_1568_) {
                                        l_mut_1470_ = 0u;
                                        uint _e3875 = l_mut_269_;
                                        bool l_1569_ = (_e3875 < l_1370_);
                                        uint _e3877 = l_mut_269_;
                                        bool l_1570_ = (_e3877 == l_1370_);
                                        uint _e3879 = l_mut_275_;
                                        bool l_1571_ = (_e3879 < l_1366_);
                                        if (l_1570_) {
                                            local_88 = l_1571_;
                                        } else {
                                            local_88 = false;
                                        }
                                        bool l_1572_ = local_88;
                                        if (!(l_1569_)) {
                                            local_89 = l_1572_;
                                        } else {
                                            local_89 = true;
                                        }
                                        bool l_1573_ = local_89;
                                        if (l_1573_) {
                                            uint l_1574_ = (l_1366_ - 1u);
                                            uint l_1575_ = (l_1370_ - 0u);
                                            bool l_1576_ = (l_1366_ < 1u);
                                            uint l_1577_ = uint(l_1576_);
                                            uint l_1578_ = (l_1575_ - l_1577_);
                                            l_mut_145_ = l_1574_;
                                            l_mut_102_ = l_1578_;
                                            l_mut_96_ = 0u;
                                            l_mut_1579_ = 0u;
                                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                                if (!loop_init_6) {
                                                    uint _e3986 = l_mut_1579_;
                                                    l_mut_1579_ = (_e3986 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e3901 = l_mut_1579_;
                                                if ((_e3901 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3905 = l_mut_1579_;
                                                    uint l_1580_ = (19u - _e3905);
                                                    uint _e3907 = l_mut_145_;
                                                    l_mut_90_ = _e3907;
                                                    uint _e3908 = l_mut_102_;
                                                    l_mut_75_ = _e3908;
                                                    bool l_1581_ = (l_1580_ >= 32u);
                                                    if (l_1581_) {
                                                        uint l_1582_ = (l_1580_ & 31u);
                                                        uint _e3913 = l_mut_102_;
                                                        uint l_1583_ = (_e3913 >> l_1582_);
                                                        l_mut_90_ = l_1583_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1584_ = (l_1580_ > 0u);
                                                        if (l_1584_) {
                                                            uint _e3918 = l_mut_145_;
                                                            l_mut_40_ = _e3918;
                                                            bool l_1585_ = (l_1580_ > 0u);
                                                            if (l_1585_) {
                                                                uint _e3921 = l_mut_145_;
                                                                uint l_1586_ = (_e3921 >> l_1580_);
                                                                uint l_1587_ = (32u - l_1580_);
                                                                uint _e3925 = l_mut_102_;
                                                                uint l_1588_ = (_e3925 << l_1587_);
                                                                uint l_1589_ = (l_1586_ | l_1588_);
                                                                l_mut_40_ = l_1589_;
                                                            }
                                                            uint _e3928 = l_mut_102_;
                                                            uint l_1590_ = (_e3928 >> l_1580_);
                                                            uint _e3930 = l_mut_40_;
                                                            l_mut_90_ = _e3930;
                                                            l_mut_75_ = l_1590_;
                                                        }
                                                    }
                                                    uint _e3931 = l_mut_75_;
                                                    uint _e3932 = l_mut_269_;
                                                    bool l_1591_ = (_e3931 < _e3932);
                                                    uint _e3934 = l_mut_75_;
                                                    uint _e3935 = l_mut_269_;
                                                    bool l_1592_ = (_e3934 == _e3935);
                                                    uint _e3937 = l_mut_90_;
                                                    uint _e3938 = l_mut_275_;
                                                    bool l_1593_ = (_e3937 < _e3938);
                                                    if (l_1592_) {
                                                        local_90 = l_1593_;
                                                    } else {
                                                        local_90 = false;
                                                    }
                                                    bool l_1594_ = local_90;
                                                    if (!(l_1591_)) {
                                                        local_91 = l_1594_;
                                                    } else {
                                                        local_91 = true;
                                                    }
                                                    bool l_1595_ = local_91;
                                                    bool l_1596_ = !(l_1595_);
                                                    if (l_1596_) {
                                                        uint _e3950 = l_mut_275_;
                                                        l_mut_90_ = _e3950;
                                                        uint _e3951 = l_mut_269_;
                                                        l_mut_75_ = _e3951;
                                                        bool l_1597_ = (l_1580_ >= 32u);
                                                        if (l_1597_) {
                                                            uint l_1598_ = (l_1580_ & 31u);
                                                            uint _e3956 = l_mut_275_;
                                                            uint l_1599_ = (_e3956 << l_1598_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1599_;
                                                        } else {
                                                            bool l_1600_ = (l_1580_ > 0u);
                                                            if (l_1600_) {
                                                                uint _e3961 = l_mut_275_;
                                                                uint l_1601_ = (_e3961 << l_1580_);
                                                                uint _e3963 = l_mut_269_;
                                                                uint l_1602_ = (_e3963 << l_1580_);
                                                                uint l_1603_ = (32u - l_1580_);
                                                                uint _e3967 = l_mut_275_;
                                                                uint l_1604_ = (_e3967 >> l_1603_);
                                                                uint l_1605_ = (l_1602_ | l_1604_);
                                                                l_mut_90_ = l_1601_;
                                                                l_mut_75_ = l_1605_;
                                                            }
                                                        }
                                                        uint _e3970 = l_mut_145_;
                                                        uint _e3971 = l_mut_90_;
                                                        uint l_1606_ = (_e3970 - _e3971);
                                                        uint _e3973 = l_mut_102_;
                                                        uint _e3974 = l_mut_75_;
                                                        uint l_1607_ = (_e3973 - _e3974);
                                                        uint _e3976 = l_mut_145_;
                                                        uint _e3977 = l_mut_90_;
                                                        bool l_1608_ = (_e3976 < _e3977);
                                                        uint l_1609_ = uint(l_1608_);
                                                        uint l_1610_ = (l_1607_ - l_1609_);
                                                        l_mut_145_ = l_1606_;
                                                        l_mut_102_ = l_1610_;
                                                        uint l_1611_ = (1u << l_1580_);
                                                        uint _e3983 = l_mut_96_;
                                                        l_mut_96_ = (_e3983 | l_1611_);
                                                    }
                                                }
                                            }
                                            uint _e3988 = l_mut_96_;
                                            uint l_1612_ = min(_e3988, l_1562_);
                                            l_mut_96_ = l_1612_;
                                            uint _e3990 = l_mut_102_;
                                            uint _e3991 = l_mut_269_;
                                            bool l_1613_ = (_e3990 < _e3991);
                                            uint _e3993 = l_mut_102_;
                                            uint _e3994 = l_mut_269_;
                                            bool l_1614_ = (_e3993 == _e3994);
                                            uint _e3996 = l_mut_145_;
                                            uint _e3997 = l_mut_275_;
                                            bool l_1615_ = (_e3996 < _e3997);
                                            if (l_1614_) {
                                                local_92 = l_1615_;
                                            } else {
                                                local_92 = false;
                                            }
                                            bool l_1616_ = local_92;
                                            if (!(l_1613_)) {
                                                local_93 = l_1616_;
                                            } else {
                                                local_93 = true;
                                            }
                                            bool l_1617_ = local_93;
                                            bool l_1618_ = !(l_1617_);
                                            if (l_1618_) {
                                                l_mut_96_ = l_1562_;
                                            }
                                            uint _e4009 = l_mut_96_;
                                            l_mut_1470_ = _e4009;
                                        }
                                        uint _e4010 = l_mut_275_;
                                        uint _e4011 = l_mut_1470_;
                                        uint l_1619_ = (_e4010 * _e4011);
                                        uint _e4013 = l_mut_275_;
                                        uint64_t l_2752_ = uint64_t(_e4013);
                                        uint _e4015 = l_mut_1470_;
                                        uint64_t l_2753_ = uint64_t(_e4015);
                                        uint64_t l_2754_ = (l_2752_ * l_2753_);
                                        uint64_t l_2755_ = (l_2754_ >> uint(32uL));
                                        uint l_1620_ = uint(l_2755_);
                                        uint _e4024 = l_mut_269_;
                                        uint _e4025 = l_mut_1470_;
                                        uint l_1621_ = (_e4024 * _e4025);
                                        uint l_1622_ = (l_1620_ + l_1621_);
                                        uint l_1623_ = (l_1366_ - l_1619_);
                                        uint l_1624_ = (l_1370_ - l_1622_);
                                        bool l_1625_ = (l_1366_ < l_1619_);
                                        uint l_1626_ = uint(l_1625_);
                                        uint l_1627_ = (l_1624_ - l_1626_);
                                        l_mut_1476_ = l_1623_;
                                        l_mut_1471_ = l_1627_;
                                        uint _e4033 = l_mut_1471_;
                                        uint _e4034 = l_mut_269_;
                                        bool l_1628_ = (_e4033 < _e4034);
                                        uint _e4036 = l_mut_1471_;
                                        uint _e4037 = l_mut_269_;
                                        bool l_1629_ = (_e4036 == _e4037);
                                        uint _e4039 = l_mut_1476_;
                                        uint _e4040 = l_mut_275_;
                                        bool l_1630_ = (_e4039 < _e4040);
                                        if (l_1629_) {
                                            local_94 = l_1630_;
                                        } else {
                                            local_94 = false;
                                        }
                                        bool l_1631_ = local_94;
                                        if (!(l_1628_)) {
                                            local_95 = l_1631_;
                                        } else {
                                            local_95 = true;
                                        }
                                        bool l_1632_ = local_95;
                                        bool l_1633_ = !(l_1632_);
                                        if (l_1633_) {
                                            uint _e4052 = l_mut_1476_;
                                            uint _e4053 = l_mut_275_;
                                            uint l_1634_ = (_e4052 - _e4053);
                                            uint _e4055 = l_mut_1471_;
                                            uint _e4056 = l_mut_269_;
                                            uint l_1635_ = (_e4055 - _e4056);
                                            uint _e4058 = l_mut_1476_;
                                            uint _e4059 = l_mut_275_;
                                            bool l_1636_ = (_e4058 < _e4059);
                                            uint l_1637_ = uint(l_1636_);
                                            uint l_1638_ = (l_1635_ - l_1637_);
                                            l_mut_1476_ = l_1634_;
                                            l_mut_1471_ = l_1638_;
                                        }
                                    }
                                    uint _e4063 = l_mut_1471_;
                                    uint _e4064 = l_mut_151_;
                                    bool l_1639_ = (_e4063 < _e4064);
                                    uint _e4066 = l_mut_1471_;
                                    uint _e4067 = l_mut_151_;
                                    bool l_1640_ = (_e4066 == _e4067);
                                    uint _e4069 = l_mut_1476_;
                                    uint _e4070 = l_mut_213_;
                                    bool l_1641_ = (_e4069 < _e4070);
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
                                    if (l_1643_) {
                                        uint _e4081 = l_mut_1476_;
                                        l_mut_213_ = _e4081;
                                        uint _e4082 = l_mut_1471_;
                                        l_mut_151_ = _e4082;
                                    }
                                }
                            }
                            uint _e4083 = l_mut_151_;
                            bool l_1644_ = (_e4083 < l_1380_);
                            uint _e4085 = l_mut_151_;
                            bool l_1645_ = (_e4085 == l_1380_);
                            uint _e4087 = l_mut_213_;
                            bool l_1646_ = (_e4087 < l_1376_);
                            if (l_1645_) {
                                local_98 = l_1646_;
                            } else {
                                local_98 = false;
                            }
                            bool l_1647_ = local_98;
                            if (!(l_1644_)) {
                                local_99 = l_1647_;
                            } else {
                                local_99 = true;
                            }
                            bool l_1648_ = local_99;
                            bool l_1649_ = !(l_1648_);
                            uint l_1650_ = uint(l_1649_);
                            uint l_1651_ = (2u - l_1650_);
                            l_mut_219_ = l_1651_;
                        }
                        uint _e4102 = l_mut_219_;
                        bool l_1652_ = (_e4102 > 0u);
                        if (l_1652_) {
                            uint _e4105 = l_mut_219_;
                            bool l_1653_ = (_e4105 == 1u);
                            l_mut_637_ = l_1653_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                        loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                        bool _e4110 = l_mut_628_;
                        bool l_1654_ = !(_e4110);
                        if (l_1654_) {
                            break;
                        }
                        uint _e4112 = l_mut_394_;
                        uint _e4113 = l_mut_440_;
                        bool l_1655_ = (_e4112 < _e4113);
                        uint _e4115 = l_mut_394_;
                        uint _e4116 = l_mut_440_;
                        bool l_1656_ = (_e4115 == _e4116);
                        uint _e4118 = l_mut_421_;
                        uint _e4119 = l_mut_441_;
                        bool l_1657_ = (_e4118 < _e4119);
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
                        if (l_1659_) {
                            uint _e4130 = l_mut_388_;
                            uint l_1660_ = (l_861_ - _e4130);
                            uint _e4132 = l_mut_382_;
                            uint l_1661_ = naga_div(l_1660_, _e4132);
                            l_mut_1476_ = 0u;
                            l_mut_350_ = false;
                            uint _e4136 = l_mut_439_;
                            l_mut_1471_ = _e4136;
                            uint _e4137 = l_mut_428_;
                            l_mut_1470_ = _e4137;
                            if (false) {
                                uint _e4140 = l_mut_428_;
                                uint l_1664_ = (_e4140 >> 3u);
                                l_mut_1471_ = l_1664_;
                                l_mut_1470_ = 0u;
                            } else {
                                if (true) {
                                    uint _e4144 = l_mut_439_;
                                    l_mut_275_ = _e4144;
                                    if (true) {
                                        uint _e4146 = l_mut_439_;
                                        uint l_1667_ = (_e4146 >> 3u);
                                        uint _e4149 = l_mut_428_;
                                        uint l_1668_ = (_e4149 << 29u);
                                        uint l_1669_ = (l_1667_ | l_1668_);
                                        l_mut_275_ = l_1669_;
                                    }
                                    uint _e4153 = l_mut_428_;
                                    uint l_1670_ = (_e4153 >> 3u);
                                    uint _e4156 = l_mut_275_;
                                    l_mut_1471_ = _e4156;
                                    l_mut_1470_ = l_1670_;
                                }
                            }
                            uint _e4157 = l_mut_1470_;
                            uint _e4158 = l_mut_440_;
                            bool l_1671_ = (_e4157 < _e4158);
                            uint _e4160 = l_mut_1470_;
                            uint _e4161 = l_mut_440_;
                            bool l_1672_ = (_e4160 == _e4161);
                            uint _e4163 = l_mut_1471_;
                            uint _e4164 = l_mut_441_;
                            bool l_1673_ = (_e4163 < _e4164);
                            if (l_1672_) {
                                local_102 = l_1673_;
                            } else {
                                local_102 = false;
                            }
                            bool l_1674_ = local_102;
                            if (!(l_1671_)) {
                                local_103 = l_1674_;
                            } else {
                                local_103 = true;
                            }
                            bool l_1675_ = local_103;
                            bool l_1676_ = !(l_1675_);
                            l_mut_350_ = l_1676_;
                            uint _e4176 = l_mut_441_;
                            uint _e4177 = l_mut_440_;
                            uint l_1677_ = (_e4176 | _e4177);
                            bool l_1678_ = (l_1677_ == 0u);
                            if (l_1678_) {
                                l_mut_1476_ = l_1661_;
                            } else {
                                bool _e4181 = l_mut_350_;
                                if (_e4181) {
                                    uint _e4182 = l_mut_440_;
                                    uint _e4183 = l_mut_428_;
                                    bool l_1679_ = (_e4182 < _e4183);
                                    uint _e4185 = l_mut_440_;
                                    uint _e4186 = l_mut_428_;
                                    bool l_1680_ = (_e4185 == _e4186);
                                    uint _e4188 = l_mut_441_;
                                    uint _e4189 = l_mut_439_;
                                    bool l_1681_ = (_e4188 < _e4189);
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
                                        uint _e4200 = l_mut_439_;
                                        uint l_1684_ = (_e4200 - 1u);
                                        uint _e4203 = l_mut_428_;
                                        uint l_1685_ = (_e4203 - 0u);
                                        uint _e4206 = l_mut_439_;
                                        bool l_1686_ = (_e4206 < 1u);
                                        uint l_1687_ = uint(l_1686_);
                                        uint l_1688_ = (l_1685_ - l_1687_);
                                        l_mut_1471_ = l_1684_;
                                        l_mut_1470_ = l_1688_;
                                        l_mut_275_ = 0u;
                                        l_mut_1689_ = 0u;
                                        uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_7 = true;
                                        while(true) {
                                            if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                            loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                            if (!loop_init_7) {
                                                uint _e4299 = l_mut_1689_;
                                                l_mut_1689_ = (_e4299 + 1u);
                                            }
                                            loop_init_7 = false;
                                            uint _e4214 = l_mut_1689_;
                                            if ((_e4214 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e4218 = l_mut_1689_;
                                                uint l_1690_ = (19u - _e4218);
                                                uint _e4220 = l_mut_1471_;
                                                l_mut_269_ = _e4220;
                                                uint _e4221 = l_mut_1470_;
                                                l_mut_219_ = _e4221;
                                                bool l_1691_ = (l_1690_ >= 32u);
                                                if (l_1691_) {
                                                    uint l_1692_ = (l_1690_ & 31u);
                                                    uint _e4226 = l_mut_1470_;
                                                    uint l_1693_ = (_e4226 >> l_1692_);
                                                    l_mut_269_ = l_1693_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1694_ = (l_1690_ > 0u);
                                                    if (l_1694_) {
                                                        uint _e4231 = l_mut_1471_;
                                                        l_mut_213_ = _e4231;
                                                        bool l_1695_ = (l_1690_ > 0u);
                                                        if (l_1695_) {
                                                            uint _e4234 = l_mut_1471_;
                                                            uint l_1696_ = (_e4234 >> l_1690_);
                                                            uint l_1697_ = (32u - l_1690_);
                                                            uint _e4238 = l_mut_1470_;
                                                            uint l_1698_ = (_e4238 << l_1697_);
                                                            uint l_1699_ = (l_1696_ | l_1698_);
                                                            l_mut_213_ = l_1699_;
                                                        }
                                                        uint _e4241 = l_mut_1470_;
                                                        uint l_1700_ = (_e4241 >> l_1690_);
                                                        uint _e4243 = l_mut_213_;
                                                        l_mut_269_ = _e4243;
                                                        l_mut_219_ = l_1700_;
                                                    }
                                                }
                                                uint _e4244 = l_mut_219_;
                                                uint _e4245 = l_mut_440_;
                                                bool l_1701_ = (_e4244 < _e4245);
                                                uint _e4247 = l_mut_219_;
                                                uint _e4248 = l_mut_440_;
                                                bool l_1702_ = (_e4247 == _e4248);
                                                uint _e4250 = l_mut_269_;
                                                uint _e4251 = l_mut_441_;
                                                bool l_1703_ = (_e4250 < _e4251);
                                                if (l_1702_) {
                                                    local_106 = l_1703_;
                                                } else {
                                                    local_106 = false;
                                                }
                                                bool l_1704_ = local_106;
                                                if (!(l_1701_)) {
                                                    local_107 = l_1704_;
                                                } else {
                                                    local_107 = true;
                                                }
                                                bool l_1705_ = local_107;
                                                bool l_1706_ = !(l_1705_);
                                                if (l_1706_) {
                                                    uint _e4263 = l_mut_441_;
                                                    l_mut_269_ = _e4263;
                                                    uint _e4264 = l_mut_440_;
                                                    l_mut_219_ = _e4264;
                                                    bool l_1707_ = (l_1690_ >= 32u);
                                                    if (l_1707_) {
                                                        uint l_1708_ = (l_1690_ & 31u);
                                                        uint _e4269 = l_mut_441_;
                                                        uint l_1709_ = (_e4269 << l_1708_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1709_;
                                                    } else {
                                                        bool l_1710_ = (l_1690_ > 0u);
                                                        if (l_1710_) {
                                                            uint _e4274 = l_mut_441_;
                                                            uint l_1711_ = (_e4274 << l_1690_);
                                                            uint _e4276 = l_mut_440_;
                                                            uint l_1712_ = (_e4276 << l_1690_);
                                                            uint l_1713_ = (32u - l_1690_);
                                                            uint _e4280 = l_mut_441_;
                                                            uint l_1714_ = (_e4280 >> l_1713_);
                                                            uint l_1715_ = (l_1712_ | l_1714_);
                                                            l_mut_269_ = l_1711_;
                                                            l_mut_219_ = l_1715_;
                                                        }
                                                    }
                                                    uint _e4283 = l_mut_1471_;
                                                    uint _e4284 = l_mut_269_;
                                                    uint l_1716_ = (_e4283 - _e4284);
                                                    uint _e4286 = l_mut_1470_;
                                                    uint _e4287 = l_mut_219_;
                                                    uint l_1717_ = (_e4286 - _e4287);
                                                    uint _e4289 = l_mut_1471_;
                                                    uint _e4290 = l_mut_269_;
                                                    bool l_1718_ = (_e4289 < _e4290);
                                                    uint l_1719_ = uint(l_1718_);
                                                    uint l_1720_ = (l_1717_ - l_1719_);
                                                    l_mut_1471_ = l_1716_;
                                                    l_mut_1470_ = l_1720_;
                                                    uint l_1721_ = (1u << l_1690_);
                                                    uint _e4296 = l_mut_275_;
                                                    l_mut_275_ = (_e4296 | l_1721_);
                                                }
                                            }
                                        }
                                        uint _e4301 = l_mut_275_;
                                        uint l_1722_ = min(_e4301, l_1661_);
                                        l_mut_275_ = l_1722_;
                                        uint _e4303 = l_mut_1470_;
                                        uint _e4304 = l_mut_440_;
                                        bool l_1723_ = (_e4303 < _e4304);
                                        uint _e4306 = l_mut_1470_;
                                        uint _e4307 = l_mut_440_;
                                        bool l_1724_ = (_e4306 == _e4307);
                                        uint _e4309 = l_mut_1471_;
                                        uint _e4310 = l_mut_441_;
                                        bool l_1725_ = (_e4309 < _e4310);
                                        if (l_1724_) {
                                            local_108 = l_1725_;
                                        } else {
                                            local_108 = false;
                                        }
                                        bool l_1726_ = local_108;
                                        if (!(l_1723_)) {
                                            local_109 = l_1726_;
                                        } else {
                                            local_109 = true;
                                        }
                                        bool l_1727_ = local_109;
                                        bool l_1728_ = !(l_1727_);
                                        if (l_1728_) {
                                            l_mut_275_ = l_1661_;
                                        }
                                        uint _e4322 = l_mut_275_;
                                        l_mut_1476_ = _e4322;
                                    }
                                } else {
                                    uint _e4323 = l_mut_439_;
                                    l_mut_1471_ = _e4323;
                                    uint _e4324 = l_mut_428_;
                                    l_mut_1470_ = _e4324;
                                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                                        uint _e4325 = l_mut_440_;
                                        uint _e4326 = l_mut_1470_;
                                        bool l_1729_ = (_e4325 < _e4326);
                                        uint _e4328 = l_mut_440_;
                                        uint _e4329 = l_mut_1470_;
                                        bool l_1730_ = (_e4328 == _e4329);
                                        uint _e4331 = l_mut_441_;
                                        uint _e4332 = l_mut_1471_;
                                        bool l_1731_ = (_e4331 < _e4332);
                                        if (l_1730_) {
                                            local_110 = l_1731_;
                                        } else {
                                            local_110 = false;
                                        }
                                        bool l_1732_ = local_110;
                                        if (!(l_1729_)) {
                                            local_111 = l_1732_;
                                        } else {
                                            local_111 = true;
                                        }
                                        bool l_1733_ = local_111;
                                        uint _e4343 = l_mut_1476_;
                                        uint _e4344 = l_mut_382_;
                                        uint l_1734_ = (_e4343 * _e4344);
                                        uint _e4346 = l_mut_388_;
                                        uint l_1735_ = (_e4346 + l_1734_);
                                        uint _e4348 = l_mut_382_;
                                        uint l_1736_ = (l_1735_ + _e4348);
                                        bool l_1737_ = (l_1736_ < l_861_);
                                        if (l_1733_) {
                                            local_112 = l_1737_;
                                        } else {
                                            local_112 = false;
                                        }
                                        bool l_1738_ = local_112;
                                        bool l_1739_ = !(l_1738_);
                                        if (l_1739_) {
                                            break;
                                        }
                                        uint _e4356 = l_mut_1471_;
                                        uint _e4357 = l_mut_441_;
                                        uint l_1740_ = (_e4356 - _e4357);
                                        uint _e4359 = l_mut_1470_;
                                        uint _e4360 = l_mut_440_;
                                        uint l_1741_ = (_e4359 - _e4360);
                                        uint _e4362 = l_mut_1471_;
                                        uint _e4363 = l_mut_441_;
                                        bool l_1742_ = (_e4362 < _e4363);
                                        uint l_1743_ = uint(l_1742_);
                                        uint l_1744_ = (l_1741_ - l_1743_);
                                        l_mut_1471_ = l_1740_;
                                        l_mut_1470_ = l_1744_;
                                        uint _e4367 = l_mut_1476_;
                                        l_mut_1476_ = (_e4367 + 1u);
                                    }
                                }
                            }
                            uint _e4370 = l_mut_1476_;
                            uint _e4371 = l_mut_382_;
                            uint l_1745_ = (_e4370 * _e4371);
                            uint _e4373 = l_mut_388_;
                            uint l_1746_ = (_e4373 + l_1745_);
                            uint _e4375 = l_mut_382_;
                            uint l_1747_ = (l_1746_ + _e4375);
                            bool l_1748_ = (l_1747_ >= l_861_);
                            if (l_1748_) {
                                l_mut_637_ = true;
                                l_mut_628_ = false;
                            } else {
                                uint _e4380 = l_mut_441_;
                                uint _e4381 = l_mut_1476_;
                                uint l_1749_ = (_e4380 * _e4381);
                                uint _e4383 = l_mut_441_;
                                uint64_t l_2757_ = uint64_t(_e4383);
                                uint _e4385 = l_mut_1476_;
                                uint64_t l_2758_ = uint64_t(_e4385);
                                uint64_t l_2759_ = (l_2757_ * l_2758_);
                                uint64_t l_2760_ = (l_2759_ >> uint(32uL));
                                uint l_1750_ = uint(l_2760_);
                                uint _e4394 = l_mut_440_;
                                uint _e4395 = l_mut_1476_;
                                uint l_1751_ = (_e4394 * _e4395);
                                uint l_1752_ = (l_1750_ + l_1751_);
                                uint _e4398 = l_mut_439_;
                                uint l_1753_ = (_e4398 - l_1749_);
                                uint _e4400 = l_mut_428_;
                                uint l_1754_ = (_e4400 - l_1752_);
                                uint _e4402 = l_mut_439_;
                                bool l_1755_ = (_e4402 < l_1749_);
                                uint l_1756_ = uint(l_1755_);
                                uint l_1757_ = (l_1754_ - l_1756_);
                                l_mut_439_ = l_1753_;
                                l_mut_428_ = l_1757_;
                                uint _e4406 = l_mut_1476_;
                                uint _e4407 = l_mut_382_;
                                uint l_1758_ = (_e4406 * _e4407);
                                uint _e4409 = l_mut_388_;
                                l_mut_388_ = (_e4409 + l_1758_);
                                uint _e4411 = l_mut_441_;
                                uint _e4412 = l_mut_439_;
                                uint l_1759_ = (_e4411 - _e4412);
                                uint _e4414 = l_mut_440_;
                                uint _e4415 = l_mut_428_;
                                uint l_1760_ = (_e4414 - _e4415);
                                uint _e4417 = l_mut_441_;
                                uint _e4418 = l_mut_439_;
                                bool l_1761_ = (_e4417 < _e4418);
                                uint l_1762_ = uint(l_1761_);
                                uint l_1763_ = (l_1760_ - l_1762_);
                                l_mut_441_ = l_1759_;
                                l_mut_440_ = l_1763_;
                                uint _e4422 = l_mut_382_;
                                uint _e4423 = l_mut_388_;
                                l_mut_382_ = (_e4422 + _e4423);
                            }
                        } else {
                            uint _e4425 = l_mut_421_;
                            uint _e4426 = l_mut_441_;
                            uint l_1764_ = (_e4425 - _e4426);
                            uint _e4428 = l_mut_394_;
                            uint _e4429 = l_mut_440_;
                            uint l_1765_ = (_e4428 - _e4429);
                            uint _e4431 = l_mut_421_;
                            uint _e4432 = l_mut_441_;
                            bool l_1766_ = (_e4431 < _e4432);
                            uint l_1767_ = uint(l_1766_);
                            uint l_1768_ = (l_1765_ - l_1767_);
                            l_mut_421_ = l_1764_;
                            l_mut_394_ = l_1768_;
                            uint _e4436 = l_mut_394_;
                            bool l_1769_ = (_e4436 < l_1380_);
                            uint _e4438 = l_mut_394_;
                            bool l_1770_ = (_e4438 == l_1380_);
                            uint _e4440 = l_mut_421_;
                            bool l_1771_ = (_e4440 < l_1376_);
                            if (l_1770_) {
                                local_113 = l_1771_;
                            } else {
                                local_113 = false;
                            }
                            bool l_1772_ = local_113;
                            if (!(l_1769_)) {
                                local_114 = l_1772_;
                            } else {
                                local_114 = true;
                            }
                            bool l_1773_ = local_114;
                            if (l_1773_) {
                                l_mut_628_ = false;
                            } else {
                                uint _e4452 = l_mut_382_;
                                uint l_1774_ = (l_861_ - _e4452);
                                uint _e4454 = l_mut_388_;
                                uint l_1775_ = naga_div(l_1774_, _e4454);
                                l_mut_1476_ = 0u;
                                l_mut_350_ = false;
                                uint _e4458 = l_mut_441_;
                                l_mut_1471_ = _e4458;
                                uint _e4459 = l_mut_440_;
                                l_mut_1470_ = _e4459;
                                if (false) {
                                    uint _e4462 = l_mut_440_;
                                    uint l_1778_ = (_e4462 >> 3u);
                                    l_mut_1471_ = l_1778_;
                                    l_mut_1470_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e4466 = l_mut_441_;
                                        l_mut_275_ = _e4466;
                                        if (true) {
                                            uint _e4468 = l_mut_441_;
                                            uint l_1781_ = (_e4468 >> 3u);
                                            uint _e4471 = l_mut_440_;
                                            uint l_1782_ = (_e4471 << 29u);
                                            uint l_1783_ = (l_1781_ | l_1782_);
                                            l_mut_275_ = l_1783_;
                                        }
                                        uint _e4475 = l_mut_440_;
                                        uint l_1784_ = (_e4475 >> 3u);
                                        uint _e4478 = l_mut_275_;
                                        l_mut_1471_ = _e4478;
                                        l_mut_1470_ = l_1784_;
                                    }
                                }
                                uint _e4479 = l_mut_1470_;
                                uint _e4480 = l_mut_428_;
                                bool l_1785_ = (_e4479 < _e4480);
                                uint _e4482 = l_mut_1470_;
                                uint _e4483 = l_mut_428_;
                                bool l_1786_ = (_e4482 == _e4483);
                                uint _e4485 = l_mut_1471_;
                                uint _e4486 = l_mut_439_;
                                bool l_1787_ = (_e4485 < _e4486);
                                if (l_1786_) {
                                    local_115 = l_1787_;
                                } else {
                                    local_115 = false;
                                }
                                bool l_1788_ = local_115;
                                if (!(l_1785_)) {
                                    local_116 = l_1788_;
                                } else {
                                    local_116 = true;
                                }
                                bool l_1789_ = local_116;
                                bool l_1790_ = !(l_1789_);
                                l_mut_350_ = l_1790_;
                                uint _e4498 = l_mut_439_;
                                uint _e4499 = l_mut_428_;
                                uint l_1791_ = (_e4498 | _e4499);
                                bool l_1792_ = (l_1791_ == 0u);
                                if (l_1792_) {
                                    l_mut_1476_ = l_1775_;
                                } else {
                                    bool _e4503 = l_mut_350_;
                                    if (_e4503) {
                                        uint _e4504 = l_mut_428_;
                                        uint _e4505 = l_mut_440_;
                                        bool l_1793_ = (_e4504 < _e4505);
                                        uint _e4507 = l_mut_428_;
                                        uint _e4508 = l_mut_440_;
                                        bool l_1794_ = (_e4507 == _e4508);
                                        uint _e4510 = l_mut_439_;
                                        uint _e4511 = l_mut_441_;
                                        bool l_1795_ = (_e4510 < _e4511);
                                        if (l_1794_) {
                                            local_117 = l_1795_;
                                        } else {
                                            local_117 = false;
                                        }
                                        bool l_1796_ = local_117;
                                        if (!(l_1793_)) {
                                            local_118 = l_1796_;
                                        } else {
                                            local_118 = true;
                                        }
                                        bool l_1797_ = local_118;
                                        if (l_1797_) {
                                            uint _e4522 = l_mut_441_;
                                            uint l_1798_ = (_e4522 - 1u);
                                            uint _e4525 = l_mut_440_;
                                            uint l_1799_ = (_e4525 - 0u);
                                            uint _e4528 = l_mut_441_;
                                            bool l_1800_ = (_e4528 < 1u);
                                            uint l_1801_ = uint(l_1800_);
                                            uint l_1802_ = (l_1799_ - l_1801_);
                                            l_mut_1471_ = l_1798_;
                                            l_mut_1470_ = l_1802_;
                                            l_mut_275_ = 0u;
                                            l_mut_1803_ = 0u;
                                            uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                                loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4621 = l_mut_1803_;
                                                    l_mut_1803_ = (_e4621 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4536 = l_mut_1803_;
                                                if ((_e4536 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4540 = l_mut_1803_;
                                                    uint l_1804_ = (19u - _e4540);
                                                    uint _e4542 = l_mut_1471_;
                                                    l_mut_269_ = _e4542;
                                                    uint _e4543 = l_mut_1470_;
                                                    l_mut_219_ = _e4543;
                                                    bool l_1805_ = (l_1804_ >= 32u);
                                                    if (l_1805_) {
                                                        uint l_1806_ = (l_1804_ & 31u);
                                                        uint _e4548 = l_mut_1470_;
                                                        uint l_1807_ = (_e4548 >> l_1806_);
                                                        l_mut_269_ = l_1807_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1808_ = (l_1804_ > 0u);
                                                        if (l_1808_) {
                                                            uint _e4553 = l_mut_1471_;
                                                            l_mut_213_ = _e4553;
                                                            bool l_1809_ = (l_1804_ > 0u);
                                                            if (l_1809_) {
                                                                uint _e4556 = l_mut_1471_;
                                                                uint l_1810_ = (_e4556 >> l_1804_);
                                                                uint l_1811_ = (32u - l_1804_);
                                                                uint _e4560 = l_mut_1470_;
                                                                uint l_1812_ = (_e4560 << l_1811_);
                                                                uint l_1813_ = (l_1810_ | l_1812_);
                                                                l_mut_213_ = l_1813_;
                                                            }
                                                            uint _e4563 = l_mut_1470_;
                                                            uint l_1814_ = (_e4563 >> l_1804_);
                                                            uint _e4565 = l_mut_213_;
                                                            l_mut_269_ = _e4565;
                                                            l_mut_219_ = l_1814_;
                                                        }
                                                    }
                                                    uint _e4566 = l_mut_219_;
                                                    uint _e4567 = l_mut_428_;
                                                    bool l_1815_ = (_e4566 < _e4567);
                                                    uint _e4569 = l_mut_219_;
                                                    uint _e4570 = l_mut_428_;
                                                    bool l_1816_ = (_e4569 == _e4570);
                                                    uint _e4572 = l_mut_269_;
                                                    uint _e4573 = l_mut_439_;
                                                    bool l_1817_ = (_e4572 < _e4573);
                                                    if (l_1816_) {
                                                        local_119 = l_1817_;
                                                    } else {
                                                        local_119 = false;
                                                    }
                                                    bool l_1818_ = local_119;
                                                    if (!(l_1815_)) {
                                                        local_120 = l_1818_;
                                                    } else {
                                                        local_120 = true;
                                                    }
                                                    bool l_1819_ = local_120;
                                                    bool l_1820_ = !(l_1819_);
                                                    if (l_1820_) {
                                                        uint _e4585 = l_mut_439_;
                                                        l_mut_269_ = _e4585;
                                                        uint _e4586 = l_mut_428_;
                                                        l_mut_219_ = _e4586;
                                                        bool l_1821_ = (l_1804_ >= 32u);
                                                        if (l_1821_) {
                                                            uint l_1822_ = (l_1804_ & 31u);
                                                            uint _e4591 = l_mut_439_;
                                                            uint l_1823_ = (_e4591 << l_1822_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_1823_;
                                                        } else {
                                                            bool l_1824_ = (l_1804_ > 0u);
                                                            if (l_1824_) {
                                                                uint _e4596 = l_mut_439_;
                                                                uint l_1825_ = (_e4596 << l_1804_);
                                                                uint _e4598 = l_mut_428_;
                                                                uint l_1826_ = (_e4598 << l_1804_);
                                                                uint l_1827_ = (32u - l_1804_);
                                                                uint _e4602 = l_mut_439_;
                                                                uint l_1828_ = (_e4602 >> l_1827_);
                                                                uint l_1829_ = (l_1826_ | l_1828_);
                                                                l_mut_269_ = l_1825_;
                                                                l_mut_219_ = l_1829_;
                                                            }
                                                        }
                                                        uint _e4605 = l_mut_1471_;
                                                        uint _e4606 = l_mut_269_;
                                                        uint l_1830_ = (_e4605 - _e4606);
                                                        uint _e4608 = l_mut_1470_;
                                                        uint _e4609 = l_mut_219_;
                                                        uint l_1831_ = (_e4608 - _e4609);
                                                        uint _e4611 = l_mut_1471_;
                                                        uint _e4612 = l_mut_269_;
                                                        bool l_1832_ = (_e4611 < _e4612);
                                                        uint l_1833_ = uint(l_1832_);
                                                        uint l_1834_ = (l_1831_ - l_1833_);
                                                        l_mut_1471_ = l_1830_;
                                                        l_mut_1470_ = l_1834_;
                                                        uint l_1835_ = (1u << l_1804_);
                                                        uint _e4618 = l_mut_275_;
                                                        l_mut_275_ = (_e4618 | l_1835_);
                                                    }
                                                }
                                            }
                                            uint _e4623 = l_mut_275_;
                                            uint l_1836_ = min(_e4623, l_1775_);
                                            l_mut_275_ = l_1836_;
                                            uint _e4625 = l_mut_1470_;
                                            uint _e4626 = l_mut_428_;
                                            bool l_1837_ = (_e4625 < _e4626);
                                            uint _e4628 = l_mut_1470_;
                                            uint _e4629 = l_mut_428_;
                                            bool l_1838_ = (_e4628 == _e4629);
                                            uint _e4631 = l_mut_1471_;
                                            uint _e4632 = l_mut_439_;
                                            bool l_1839_ = (_e4631 < _e4632);
                                            if (l_1838_) {
                                                local_121 = l_1839_;
                                            } else {
                                                local_121 = false;
                                            }
                                            bool l_1840_ = local_121;
                                            if (!(l_1837_)) {
                                                local_122 = l_1840_;
                                            } else {
                                                local_122 = true;
                                            }
                                            bool l_1841_ = local_122;
                                            bool l_1842_ = !(l_1841_);
                                            if (l_1842_) {
                                                l_mut_275_ = l_1775_;
                                            }
                                            uint _e4644 = l_mut_275_;
                                            l_mut_1476_ = _e4644;
                                        }
                                    } else {
                                        uint _e4645 = l_mut_441_;
                                        l_mut_1471_ = _e4645;
                                        uint _e4646 = l_mut_440_;
                                        l_mut_1470_ = _e4646;
                                        uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                            loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                            uint _e4647 = l_mut_428_;
                                            uint _e4648 = l_mut_1470_;
                                            bool l_1843_ = (_e4647 < _e4648);
                                            uint _e4650 = l_mut_428_;
                                            uint _e4651 = l_mut_1470_;
                                            bool l_1844_ = (_e4650 == _e4651);
                                            uint _e4653 = l_mut_439_;
                                            uint _e4654 = l_mut_1471_;
                                            bool l_1845_ = (_e4653 < _e4654);
                                            if (l_1844_) {
                                                local_123 = l_1845_;
                                            } else {
                                                local_123 = false;
                                            }
                                            bool l_1846_ = local_123;
                                            if (!(l_1843_)) {
                                                local_124 = l_1846_;
                                            } else {
                                                local_124 = true;
                                            }
                                            bool l_1847_ = local_124;
                                            uint _e4665 = l_mut_1476_;
                                            uint _e4666 = l_mut_388_;
                                            uint l_1848_ = (_e4665 * _e4666);
                                            uint _e4668 = l_mut_382_;
                                            uint l_1849_ = (_e4668 + l_1848_);
                                            uint _e4670 = l_mut_388_;
                                            uint l_1850_ = (l_1849_ + _e4670);
                                            bool l_1851_ = (l_1850_ < l_861_);
                                            if (l_1847_) {
                                                local_125 = l_1851_;
                                            } else {
                                                local_125 = false;
                                            }
                                            bool l_1852_ = local_125;
                                            bool l_1853_ = !(l_1852_);
                                            if (l_1853_) {
                                                break;
                                            }
                                            uint _e4678 = l_mut_1471_;
                                            uint _e4679 = l_mut_439_;
                                            uint l_1854_ = (_e4678 - _e4679);
                                            uint _e4681 = l_mut_1470_;
                                            uint _e4682 = l_mut_428_;
                                            uint l_1855_ = (_e4681 - _e4682);
                                            uint _e4684 = l_mut_1471_;
                                            uint _e4685 = l_mut_439_;
                                            bool l_1856_ = (_e4684 < _e4685);
                                            uint l_1857_ = uint(l_1856_);
                                            uint l_1858_ = (l_1855_ - l_1857_);
                                            l_mut_1471_ = l_1854_;
                                            l_mut_1470_ = l_1858_;
                                            uint _e4689 = l_mut_1476_;
                                            l_mut_1476_ = (_e4689 + 1u);
                                        }
                                    }
                                }
                                uint _e4692 = l_mut_388_;
                                uint _e4693 = l_mut_382_;
                                uint l_1859_ = (_e4692 + _e4693);
                                uint _e4695 = l_mut_1476_;
                                uint _e4696 = l_mut_388_;
                                uint l_1860_ = (_e4695 * _e4696);
                                uint l_1861_ = (l_1859_ + l_1860_);
                                bool l_1862_ = (l_1861_ >= l_861_);
                                if (l_1862_) {
                                    l_mut_637_ = true;
                                    l_mut_628_ = false;
                                } else {
                                    uint _e4702 = l_mut_439_;
                                    uint _e4703 = l_mut_1476_;
                                    uint l_1863_ = (_e4702 * _e4703);
                                    uint _e4705 = l_mut_439_;
                                    uint64_t l_2762_ = uint64_t(_e4705);
                                    uint _e4707 = l_mut_1476_;
                                    uint64_t l_2763_ = uint64_t(_e4707);
                                    uint64_t l_2764_ = (l_2762_ * l_2763_);
                                    uint64_t l_2765_ = (l_2764_ >> uint(32uL));
                                    uint l_1864_ = uint(l_2765_);
                                    uint _e4716 = l_mut_428_;
                                    uint _e4717 = l_mut_1476_;
                                    uint l_1865_ = (_e4716 * _e4717);
                                    uint l_1866_ = (l_1864_ + l_1865_);
                                    uint _e4720 = l_mut_441_;
                                    uint l_1867_ = (_e4720 - l_1863_);
                                    uint _e4722 = l_mut_440_;
                                    uint l_1868_ = (_e4722 - l_1866_);
                                    uint _e4724 = l_mut_441_;
                                    bool l_1869_ = (_e4724 < l_1863_);
                                    uint l_1870_ = uint(l_1869_);
                                    uint l_1871_ = (l_1868_ - l_1870_);
                                    l_mut_441_ = l_1867_;
                                    l_mut_440_ = l_1871_;
                                    uint _e4728 = l_mut_1476_;
                                    uint _e4729 = l_mut_388_;
                                    uint l_1872_ = (_e4728 * _e4729);
                                    uint _e4731 = l_mut_382_;
                                    l_mut_382_ = (_e4731 + l_1872_);
                                    uint _e4733 = l_mut_439_;
                                    uint _e4734 = l_mut_441_;
                                    uint l_1873_ = (_e4733 - _e4734);
                                    uint _e4736 = l_mut_428_;
                                    uint _e4737 = l_mut_440_;
                                    uint l_1874_ = (_e4736 - _e4737);
                                    uint _e4739 = l_mut_439_;
                                    uint _e4740 = l_mut_441_;
                                    bool l_1875_ = (_e4739 < _e4740);
                                    uint l_1876_ = uint(l_1875_);
                                    uint l_1877_ = (l_1874_ - l_1876_);
                                    l_mut_439_ = l_1873_;
                                    l_mut_428_ = l_1877_;
                                    uint _e4744 = l_mut_388_;
                                    uint _e4745 = l_mut_382_;
                                    l_mut_388_ = (_e4744 + _e4745);
                                }
                            }
                        }
                    }
                    bool _e4747 = l_mut_637_;
                    bool l_1878_ = !(_e4747);
                    if (l_860_) {
                        local_126 = l_1878_;
                    } else {
                        local_126 = false;
                    }
                    bool l_1879_ = local_126;
                    if (l_1879_) {
                        uint _e4754 = l_mut_858_;
                        uint l_1880_ = (1u << _e4754);
                        uint _e4756 = l_mut_450_;
                        l_mut_450_ = (_e4756 | l_1880_);
                        uint _e4758 = l_mut_445_;
                        l_mut_445_ = (_e4758 + 1u);
                        uint l_1881_ = (l_859_ + l_857_);
                        uint l_1882_ = min(l_1881_, l_56_);
                        l_mut_1476_ = 0u;
                        l_mut_1883_ = l_859_;
                        uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                        bool loop_init_9 = true;
                        while(true) {
                            if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                            loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                            if (!loop_init_9) {
                                uint _e5280 = l_mut_1883_;
                                l_mut_1883_ = (_e5280 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e4765 = l_mut_1883_;
                            if ((_e4765 < l_1882_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4767 = l_mut_1883_;
                                uint l_1884_ = (l_59_ * _e4767);
                                uint64_t l_2767_ = uint64_t(l_59_);
                                uint _e4770 = l_mut_1883_;
                                uint64_t l_2768_ = uint64_t(_e4770);
                                uint64_t l_2769_ = (l_2767_ * l_2768_);
                                uint64_t l_2770_ = (l_2769_ >> uint(32uL));
                                uint l_1885_ = uint(l_2770_);
                                uint _e4779 = l_mut_1883_;
                                uint l_1886_ = (l_62_ * _e4779);
                                uint l_1887_ = (l_1885_ + l_1886_);
                                uint l_1888_ = (l_64_ + l_1884_);
                                uint l_1889_ = (l_67_ + l_1887_);
                                bool l_1890_ = (l_1888_ < l_64_);
                                uint l_1891_ = uint(l_1890_);
                                uint l_1892_ = (l_1889_ + l_1891_);
                                l_mut_1471_ = 0u;
                                l_mut_1470_ = 0u;
                                uint _e4789 = l_mut_1883_;
                                bool l_1893_ = (_e4789 < 65536u);
                                if (l_1893_) {
                                    uint _e4792 = l_mut_1883_;
                                    uint _e4793 = l_mut_1883_;
                                    uint l_1894_ = (_e4792 * _e4793);
                                    uint l_1895_ = (l_72_ >> 31u);
                                    bool l_1896_ = (l_1895_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1896_) {
                                        uint l_1897_ = (0u - l_69_);
                                        uint l_1898_ = (0u - l_72_);
                                        bool l_1899_ = (0u < l_69_);
                                        uint l_1900_ = uint(l_1899_);
                                        uint l_1901_ = (l_1898_ - l_1900_);
                                        l_mut_441_ = l_1897_;
                                        l_mut_440_ = l_1901_;
                                    }
                                    uint _e4807 = l_mut_441_;
                                    uint l_1902_ = (_e4807 * l_1894_);
                                    uint _e4809 = l_mut_440_;
                                    uint l_1903_ = (_e4809 * l_1894_);
                                    uint _e4811 = l_mut_441_;
                                    uint64_t l_2772_ = uint64_t(_e4811);
                                    uint64_t l_2773_ = uint64_t(l_1894_);
                                    uint64_t l_2774_ = (l_2772_ * l_2773_);
                                    uint64_t l_2775_ = (l_2774_ >> uint(32uL));
                                    uint l_1904_ = uint(l_2775_);
                                    uint l_1905_ = (l_1904_ + l_1903_);
                                    uint _e4822 = l_mut_440_;
                                    uint64_t l_2777_ = uint64_t(_e4822);
                                    uint64_t l_2778_ = uint64_t(l_1894_);
                                    uint64_t l_2779_ = (l_2777_ * l_2778_);
                                    uint64_t l_2780_ = (l_2779_ >> uint(32uL));
                                    uint l_1906_ = uint(l_2780_);
                                    bool l_1907_ = (l_1905_ < l_1903_);
                                    uint l_1908_ = uint(l_1907_);
                                    uint l_1909_ = (l_1906_ + l_1908_);
                                    uint l_1910_ = naga_mod(l_9_, 32u);
                                    l_mut_439_ = l_1902_;
                                    bool l_1911_ = (l_1910_ > 0u);
                                    if (l_1911_) {
                                        uint l_1912_ = (l_1902_ >> l_1910_);
                                        uint l_1913_ = (32u - l_1910_);
                                        uint l_1914_ = (l_1905_ << l_1913_);
                                        uint l_1915_ = (l_1912_ | l_1914_);
                                        l_mut_439_ = l_1915_;
                                    }
                                    l_mut_428_ = l_1905_;
                                    bool l_1916_ = (l_1910_ > 0u);
                                    if (l_1916_) {
                                        uint l_1917_ = (l_1905_ >> l_1910_);
                                        uint l_1918_ = (32u - l_1910_);
                                        uint l_1919_ = (l_1909_ << l_1918_);
                                        uint l_1920_ = (l_1917_ | l_1919_);
                                        l_mut_428_ = l_1920_;
                                    }
                                    uint _e4851 = l_mut_439_;
                                    l_mut_421_ = _e4851;
                                    uint _e4852 = l_mut_428_;
                                    l_mut_439_ = _e4852;
                                    bool l_1921_ = (l_9_ >= 64u);
                                    if (l_1921_) {
                                        l_mut_421_ = l_1909_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_1922_ = (l_9_ >= 32u);
                                        if (l_1922_) {
                                            l_mut_428_ = l_1905_;
                                            bool l_1923_ = (l_1910_ > 0u);
                                            if (l_1923_) {
                                                uint l_1924_ = (l_1905_ >> l_1910_);
                                                uint l_1925_ = (32u - l_1910_);
                                                uint l_1926_ = (l_1909_ << l_1925_);
                                                uint l_1927_ = (l_1924_ | l_1926_);
                                                l_mut_428_ = l_1927_;
                                            }
                                            uint l_1928_ = (l_1909_ >> l_1910_);
                                            uint _e4866 = l_mut_428_;
                                            l_mut_421_ = _e4866;
                                            l_mut_439_ = l_1928_;
                                        }
                                    }
                                    uint _e4867 = l_mut_421_;
                                    l_mut_441_ = _e4867;
                                    uint _e4868 = l_mut_439_;
                                    l_mut_440_ = _e4868;
                                    if (l_1896_) {
                                        uint _e4870 = l_mut_441_;
                                        uint l_1929_ = (0u - _e4870);
                                        uint _e4873 = l_mut_440_;
                                        uint l_1930_ = (0u - _e4873);
                                        uint _e4876 = l_mut_441_;
                                        bool l_1931_ = (0u < _e4876);
                                        uint l_1932_ = uint(l_1931_);
                                        uint l_1933_ = (l_1930_ - l_1932_);
                                        l_mut_441_ = l_1929_;
                                        l_mut_440_ = l_1933_;
                                    }
                                    uint _e4880 = l_mut_441_;
                                    l_mut_1471_ = _e4880;
                                    uint _e4881 = l_mut_440_;
                                    l_mut_1470_ = _e4881;
                                } else {
                                    uint l_1934_ = (l_72_ >> 31u);
                                    bool l_1935_ = (l_1934_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1935_) {
                                        uint l_1936_ = (0u - l_69_);
                                        uint l_1937_ = (0u - l_72_);
                                        bool l_1938_ = (0u < l_69_);
                                        uint l_1939_ = uint(l_1938_);
                                        uint l_1940_ = (l_1937_ - l_1939_);
                                        l_mut_441_ = l_1936_;
                                        l_mut_440_ = l_1940_;
                                    }
                                    uint _e4894 = l_mut_441_;
                                    uint _e4895 = l_mut_1883_;
                                    uint l_1941_ = (_e4894 * _e4895);
                                    uint _e4897 = l_mut_440_;
                                    uint _e4898 = l_mut_1883_;
                                    uint l_1942_ = (_e4897 * _e4898);
                                    uint _e4900 = l_mut_441_;
                                    uint64_t l_2782_ = uint64_t(_e4900);
                                    uint _e4902 = l_mut_1883_;
                                    uint64_t l_2783_ = uint64_t(_e4902);
                                    uint64_t l_2784_ = (l_2782_ * l_2783_);
                                    uint64_t l_2785_ = (l_2784_ >> uint(32uL));
                                    uint l_1943_ = uint(l_2785_);
                                    uint l_1944_ = (l_1943_ + l_1942_);
                                    uint _e4912 = l_mut_440_;
                                    uint64_t l_2787_ = uint64_t(_e4912);
                                    uint _e4914 = l_mut_1883_;
                                    uint64_t l_2788_ = uint64_t(_e4914);
                                    uint64_t l_2789_ = (l_2787_ * l_2788_);
                                    uint64_t l_2790_ = (l_2789_ >> uint(32uL));
                                    uint l_1945_ = uint(l_2790_);
                                    bool l_1946_ = (l_1944_ < l_1942_);
                                    uint l_1947_ = uint(l_1946_);
                                    uint l_1948_ = (l_1945_ + l_1947_);
                                    l_mut_439_ = l_1941_;
                                    bool l_1950_ = (0u > 0u);
                                    if (l_1950_) {
                                        uint l_1951_ = (l_1941_ >> 0u);
                                        uint l_1952_ = (32u - 0u);
                                        uint l_1953_ = (l_1944_ << l_1952_);
                                        uint l_1954_ = (l_1951_ | l_1953_);
                                        l_mut_439_ = l_1954_;
                                    }
                                    l_mut_428_ = l_1944_;
                                    bool l_1955_ = (0u > 0u);
                                    if (l_1955_) {
                                        uint l_1956_ = (l_1944_ >> 0u);
                                        uint l_1957_ = (32u - 0u);
                                        uint l_1958_ = (l_1948_ << l_1957_);
                                        uint l_1959_ = (l_1956_ | l_1958_);
                                        l_mut_428_ = l_1959_;
                                    }
                                    uint _e4941 = l_mut_439_;
                                    l_mut_421_ = _e4941;
                                    uint _e4942 = l_mut_428_;
                                    l_mut_439_ = _e4942;
                                    if (false) {
                                        l_mut_421_ = l_1948_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_1944_;
                                            bool l_1962_ = (0u > 0u);
                                            if (l_1962_) {
                                                uint l_1963_ = (l_1944_ >> 0u);
                                                uint l_1964_ = (32u - 0u);
                                                uint l_1965_ = (l_1948_ << l_1964_);
                                                uint l_1966_ = (l_1963_ | l_1965_);
                                                l_mut_428_ = l_1966_;
                                            }
                                            uint l_1967_ = (l_1948_ >> 0u);
                                            uint _e4954 = l_mut_428_;
                                            l_mut_421_ = _e4954;
                                            l_mut_439_ = l_1967_;
                                        }
                                    }
                                    uint _e4955 = l_mut_441_;
                                    uint _e4956 = l_mut_1883_;
                                    uint l_1968_ = (_e4955 * _e4956);
                                    uint _e4958 = l_mut_440_;
                                    uint _e4959 = l_mut_1883_;
                                    uint l_1969_ = (_e4958 * _e4959);
                                    uint _e4961 = l_mut_441_;
                                    uint64_t l_2792_ = uint64_t(_e4961);
                                    uint _e4963 = l_mut_1883_;
                                    uint64_t l_2793_ = uint64_t(_e4963);
                                    uint64_t l_2794_ = (l_2792_ * l_2793_);
                                    uint64_t l_2795_ = (l_2794_ >> uint(32uL));
                                    uint l_1970_ = uint(l_2795_);
                                    uint l_1971_ = (l_1970_ + l_1969_);
                                    uint _e4973 = l_mut_440_;
                                    uint64_t l_2797_ = uint64_t(_e4973);
                                    uint _e4975 = l_mut_1883_;
                                    uint64_t l_2798_ = uint64_t(_e4975);
                                    uint64_t l_2799_ = (l_2797_ * l_2798_);
                                    uint64_t l_2800_ = (l_2799_ >> uint(32uL));
                                    uint l_1972_ = uint(l_2800_);
                                    bool l_1973_ = (l_1971_ < l_1969_);
                                    uint l_1974_ = uint(l_1973_);
                                    uint l_1975_ = (l_1972_ + l_1974_);
                                    l_mut_428_ = l_1968_;
                                    bool l_1977_ = (0u > 0u);
                                    if (l_1977_) {
                                        uint l_1978_ = (l_1968_ >> 0u);
                                        uint l_1979_ = (32u - 0u);
                                        uint l_1980_ = (l_1971_ << l_1979_);
                                        uint l_1981_ = (l_1978_ | l_1980_);
                                        l_mut_428_ = l_1981_;
                                    }
                                    l_mut_394_ = l_1971_;
                                    bool l_1982_ = (0u > 0u);
                                    if (l_1982_) {
                                        uint l_1983_ = (l_1971_ >> 0u);
                                        uint l_1984_ = (32u - 0u);
                                        uint l_1985_ = (l_1975_ << l_1984_);
                                        uint l_1986_ = (l_1983_ | l_1985_);
                                        l_mut_394_ = l_1986_;
                                    }
                                    uint _e5002 = l_mut_428_;
                                    l_mut_388_ = _e5002;
                                    uint _e5003 = l_mut_394_;
                                    l_mut_428_ = _e5003;
                                    if (true) {
                                        l_mut_388_ = l_1975_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_1971_;
                                            bool l_1989_ = (0u > 0u);
                                            if (l_1989_) {
                                                uint l_1990_ = (l_1971_ >> 0u);
                                                uint l_1991_ = (32u - 0u);
                                                uint l_1992_ = (l_1975_ << l_1991_);
                                                uint l_1993_ = (l_1990_ | l_1992_);
                                                l_mut_394_ = l_1993_;
                                            }
                                            uint l_1994_ = (l_1975_ >> 0u);
                                            uint _e5015 = l_mut_394_;
                                            l_mut_388_ = _e5015;
                                            l_mut_428_ = l_1994_;
                                        }
                                    }
                                    uint _e5016 = l_mut_421_;
                                    uint _e5017 = l_mut_1883_;
                                    uint l_1995_ = (_e5016 * _e5017);
                                    uint _e5019 = l_mut_439_;
                                    uint _e5020 = l_mut_1883_;
                                    uint l_1996_ = (_e5019 * _e5020);
                                    uint _e5022 = l_mut_421_;
                                    uint64_t l_2802_ = uint64_t(_e5022);
                                    uint _e5024 = l_mut_1883_;
                                    uint64_t l_2803_ = uint64_t(_e5024);
                                    uint64_t l_2804_ = (l_2802_ * l_2803_);
                                    uint64_t l_2805_ = (l_2804_ >> uint(32uL));
                                    uint l_1997_ = uint(l_2805_);
                                    uint l_1998_ = (l_1997_ + l_1996_);
                                    uint _e5034 = l_mut_439_;
                                    uint64_t l_2807_ = uint64_t(_e5034);
                                    uint _e5036 = l_mut_1883_;
                                    uint64_t l_2808_ = uint64_t(_e5036);
                                    uint64_t l_2809_ = (l_2807_ * l_2808_);
                                    uint64_t l_2810_ = (l_2809_ >> uint(32uL));
                                    uint l_1999_ = uint(l_2810_);
                                    bool l_2000_ = (l_1998_ < l_1996_);
                                    uint l_2001_ = uint(l_2000_);
                                    uint l_2002_ = (l_1999_ + l_2001_);
                                    l_mut_441_ = l_1995_;
                                    bool l_2004_ = (0u > 0u);
                                    if (l_2004_) {
                                        uint l_2005_ = (l_1995_ >> 0u);
                                        uint l_2006_ = (32u - 0u);
                                        uint l_2007_ = (l_1998_ << l_2006_);
                                        uint l_2008_ = (l_2005_ | l_2007_);
                                        l_mut_441_ = l_2008_;
                                    }
                                    l_mut_440_ = l_1998_;
                                    bool l_2009_ = (0u > 0u);
                                    if (l_2009_) {
                                        uint l_2010_ = (l_1998_ >> 0u);
                                        uint l_2011_ = (32u - 0u);
                                        uint l_2012_ = (l_2002_ << l_2011_);
                                        uint l_2013_ = (l_2010_ | l_2012_);
                                        l_mut_440_ = l_2013_;
                                    }
                                    uint _e5063 = l_mut_441_;
                                    l_mut_394_ = _e5063;
                                    uint _e5064 = l_mut_440_;
                                    l_mut_441_ = _e5064;
                                    if (false) {
                                        l_mut_394_ = l_2002_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_1998_;
                                            bool l_2016_ = (0u > 0u);
                                            if (l_2016_) {
                                                uint l_2017_ = (l_1998_ >> 0u);
                                                uint l_2018_ = (32u - 0u);
                                                uint l_2019_ = (l_2002_ << l_2018_);
                                                uint l_2020_ = (l_2017_ | l_2019_);
                                                l_mut_440_ = l_2020_;
                                            }
                                            uint l_2021_ = (l_2002_ >> 0u);
                                            uint _e5076 = l_mut_440_;
                                            l_mut_394_ = _e5076;
                                            l_mut_441_ = l_2021_;
                                        }
                                    }
                                    uint _e5077 = l_mut_421_;
                                    uint _e5078 = l_mut_1883_;
                                    uint l_2022_ = (_e5077 * _e5078);
                                    uint _e5080 = l_mut_439_;
                                    uint _e5081 = l_mut_1883_;
                                    uint l_2023_ = (_e5080 * _e5081);
                                    uint _e5083 = l_mut_421_;
                                    uint64_t l_2812_ = uint64_t(_e5083);
                                    uint _e5085 = l_mut_1883_;
                                    uint64_t l_2813_ = uint64_t(_e5085);
                                    uint64_t l_2814_ = (l_2812_ * l_2813_);
                                    uint64_t l_2815_ = (l_2814_ >> uint(32uL));
                                    uint l_2024_ = uint(l_2815_);
                                    uint l_2025_ = (l_2024_ + l_2023_);
                                    uint _e5095 = l_mut_439_;
                                    uint64_t l_2817_ = uint64_t(_e5095);
                                    uint _e5097 = l_mut_1883_;
                                    uint64_t l_2818_ = uint64_t(_e5097);
                                    uint64_t l_2819_ = (l_2817_ * l_2818_);
                                    uint64_t l_2820_ = (l_2819_ >> uint(32uL));
                                    uint l_2026_ = uint(l_2820_);
                                    bool l_2027_ = (l_2025_ < l_2023_);
                                    uint l_2028_ = uint(l_2027_);
                                    uint l_2029_ = (l_2026_ + l_2028_);
                                    l_mut_440_ = l_2022_;
                                    bool l_2031_ = (0u > 0u);
                                    if (l_2031_) {
                                        uint l_2032_ = (l_2022_ >> 0u);
                                        uint l_2033_ = (32u - 0u);
                                        uint l_2034_ = (l_2025_ << l_2033_);
                                        uint l_2035_ = (l_2032_ | l_2034_);
                                        l_mut_440_ = l_2035_;
                                    }
                                    l_mut_382_ = l_2025_;
                                    bool l_2036_ = (0u > 0u);
                                    if (l_2036_) {
                                        uint l_2037_ = (l_2025_ >> 0u);
                                        uint l_2038_ = (32u - 0u);
                                        uint l_2039_ = (l_2029_ << l_2038_);
                                        uint l_2040_ = (l_2037_ | l_2039_);
                                        l_mut_382_ = l_2040_;
                                    }
                                    uint _e5124 = l_mut_440_;
                                    l_mut_275_ = _e5124;
                                    uint _e5125 = l_mut_382_;
                                    l_mut_440_ = _e5125;
                                    if (true) {
                                        l_mut_275_ = l_2029_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2025_;
                                            bool l_2043_ = (0u > 0u);
                                            if (l_2043_) {
                                                uint l_2044_ = (l_2025_ >> 0u);
                                                uint l_2045_ = (32u - 0u);
                                                uint l_2046_ = (l_2029_ << l_2045_);
                                                uint l_2047_ = (l_2044_ | l_2046_);
                                                l_mut_382_ = l_2047_;
                                            }
                                            uint l_2048_ = (l_2029_ >> 0u);
                                            uint _e5137 = l_mut_382_;
                                            l_mut_275_ = _e5137;
                                            l_mut_440_ = l_2048_;
                                        }
                                    }
                                    uint _e5138 = l_mut_388_;
                                    uint _e5139 = l_mut_1883_;
                                    uint l_2049_ = (_e5138 * _e5139);
                                    uint _e5141 = l_mut_388_;
                                    uint64_t l_2822_ = uint64_t(_e5141);
                                    uint _e5143 = l_mut_1883_;
                                    uint64_t l_2823_ = uint64_t(_e5143);
                                    uint64_t l_2824_ = (l_2822_ * l_2823_);
                                    uint64_t l_2825_ = (l_2824_ >> uint(32uL));
                                    uint l_2050_ = uint(l_2825_);
                                    uint _e5152 = l_mut_428_;
                                    uint _e5153 = l_mut_1883_;
                                    uint l_2051_ = (_e5152 * _e5153);
                                    uint l_2052_ = (l_2050_ + l_2051_);
                                    uint _e5156 = l_mut_275_;
                                    uint l_2053_ = (_e5156 + l_2049_);
                                    uint _e5158 = l_mut_440_;
                                    uint l_2054_ = (_e5158 + l_2052_);
                                    uint _e5160 = l_mut_275_;
                                    bool l_2055_ = (l_2053_ < _e5160);
                                    uint l_2056_ = uint(l_2055_);
                                    uint l_2057_ = (l_2054_ + l_2056_);
                                    uint _e5164 = l_mut_394_;
                                    l_mut_1471_ = _e5164;
                                    uint _e5165 = l_mut_441_;
                                    l_mut_1470_ = _e5165;
                                    bool l_2058_ = (l_9_ == 64u);
                                    if (l_2058_) {
                                        l_mut_1471_ = l_2053_;
                                        l_mut_1470_ = l_2057_;
                                    } else {
                                        bool l_2059_ = (l_9_ > 0u);
                                        if (l_2059_) {
                                            uint l_2060_ = (64u - l_9_);
                                            l_mut_440_ = l_2053_;
                                            l_mut_439_ = l_2057_;
                                            bool l_2061_ = (l_2060_ >= 32u);
                                            if (l_2061_) {
                                                uint l_2062_ = (l_2060_ & 31u);
                                                uint l_2063_ = (l_2053_ << l_2062_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2063_;
                                            } else {
                                                bool l_2064_ = (l_2060_ > 0u);
                                                if (l_2064_) {
                                                    uint l_2065_ = (l_2053_ << l_2060_);
                                                    uint l_2066_ = (l_2057_ << l_2060_);
                                                    uint l_2067_ = (32u - l_2060_);
                                                    uint l_2068_ = (l_2053_ >> l_2067_);
                                                    uint l_2069_ = (l_2066_ | l_2068_);
                                                    l_mut_440_ = l_2065_;
                                                    l_mut_439_ = l_2069_;
                                                }
                                            }
                                            uint _e5186 = l_mut_394_;
                                            l_mut_428_ = _e5186;
                                            uint _e5187 = l_mut_441_;
                                            l_mut_421_ = _e5187;
                                            bool l_2070_ = (l_9_ >= 32u);
                                            if (l_2070_) {
                                                uint l_2071_ = (l_9_ & 31u);
                                                uint _e5192 = l_mut_441_;
                                                uint l_2072_ = (_e5192 >> l_2071_);
                                                l_mut_428_ = l_2072_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2073_ = (l_9_ > 0u);
                                                if (l_2073_) {
                                                    uint _e5197 = l_mut_394_;
                                                    l_mut_388_ = _e5197;
                                                    bool l_2074_ = (l_9_ > 0u);
                                                    if (l_2074_) {
                                                        uint _e5200 = l_mut_394_;
                                                        uint l_2075_ = (_e5200 >> l_9_);
                                                        uint l_2076_ = (32u - l_9_);
                                                        uint _e5204 = l_mut_441_;
                                                        uint l_2077_ = (_e5204 << l_2076_);
                                                        uint l_2078_ = (l_2075_ | l_2077_);
                                                        l_mut_388_ = l_2078_;
                                                    }
                                                    uint _e5207 = l_mut_441_;
                                                    uint l_2079_ = (_e5207 >> l_9_);
                                                    uint _e5209 = l_mut_388_;
                                                    l_mut_428_ = _e5209;
                                                    l_mut_421_ = l_2079_;
                                                }
                                            }
                                            uint _e5210 = l_mut_440_;
                                            uint _e5211 = l_mut_428_;
                                            uint l_2080_ = (_e5210 + _e5211);
                                            uint _e5213 = l_mut_439_;
                                            uint _e5214 = l_mut_421_;
                                            uint l_2081_ = (_e5213 + _e5214);
                                            uint _e5216 = l_mut_440_;
                                            bool l_2082_ = (l_2080_ < _e5216);
                                            uint l_2083_ = uint(l_2082_);
                                            uint l_2084_ = (l_2081_ + l_2083_);
                                            l_mut_1471_ = l_2080_;
                                            l_mut_1470_ = l_2084_;
                                        }
                                    }
                                    if (l_1935_) {
                                        uint _e5221 = l_mut_1471_;
                                        uint l_2085_ = (0u - _e5221);
                                        uint _e5224 = l_mut_1470_;
                                        uint l_2086_ = (0u - _e5224);
                                        uint _e5227 = l_mut_1471_;
                                        bool l_2087_ = (0u < _e5227);
                                        uint l_2088_ = uint(l_2087_);
                                        uint l_2089_ = (l_2086_ - l_2088_);
                                        l_mut_1471_ = l_2085_;
                                        l_mut_1470_ = l_2089_;
                                    }
                                }
                                uint _e5231 = l_mut_1471_;
                                uint l_2090_ = (l_1888_ + _e5231);
                                uint _e5233 = l_mut_1470_;
                                uint l_2091_ = (l_1892_ + _e5233);
                                bool l_2092_ = (l_2090_ < l_1888_);
                                uint l_2093_ = uint(l_2092_);
                                uint l_2094_ = (l_2091_ + l_2093_);
                                uint l_2095_ = (0u - l_2090_);
                                uint l_2096_ = (0u - l_2094_);
                                bool l_2097_ = (0u < l_2090_);
                                uint l_2098_ = uint(l_2097_);
                                uint l_2099_ = (l_2096_ - l_2098_);
                                l_mut_1471_ = l_2095_;
                                l_mut_1470_ = l_2099_;
                                uint _e5246 = l_mut_1470_;
                                bool l_2100_ = (l_2094_ < _e5246);
                                uint _e5248 = l_mut_1470_;
                                bool l_2101_ = (l_2094_ == _e5248);
                                uint _e5250 = l_mut_1471_;
                                bool l_2102_ = (l_2090_ < _e5250);
                                if (l_2101_) {
                                    local_127 = l_2102_;
                                } else {
                                    local_127 = false;
                                }
                                bool l_2103_ = local_127;
                                if (!(l_2100_)) {
                                    local_128 = l_2103_;
                                } else {
                                    local_128 = true;
                                }
                                bool l_2104_ = local_128;
                                if (l_2104_) {
                                    l_mut_1471_ = l_2090_;
                                    l_mut_1470_ = l_2094_;
                                }
                                uint _e5261 = l_mut_1470_;
                                bool l_2105_ = (_e5261 < l_27_);
                                uint _e5263 = l_mut_1470_;
                                bool l_2106_ = (_e5263 == l_27_);
                                uint _e5265 = l_mut_1471_;
                                bool l_2107_ = (_e5265 < l_24_);
                                if (l_2106_) {
                                    local_129 = l_2107_;
                                } else {
                                    local_129 = false;
                                }
                                bool l_2108_ = local_129;
                                if (!(l_2105_)) {
                                    local_130 = l_2108_;
                                } else {
                                    local_130 = true;
                                }
                                bool l_2109_ = local_130;
                                uint l_2110_ = uint(l_2109_);
                                uint _e5277 = l_mut_1476_;
                                l_mut_1476_ = (_e5277 + l_2110_);
                            }
                        }
                        uint _e5282 = l_mut_444_;
                        uint _e5283 = l_mut_1476_;
                        l_mut_444_ = (_e5282 + _e5283);
                    }
                }
            }
            uint _e5288 = l_mut_445_;
            bool l_2111_ = (_e5288 > 0u);
            if (l_2111_) {
                uint l_2827_ = asuint(info.Load(20+0));
                uint l_2828_ = (l_2827_ * 1u);
                uint l_2829_ = (l_2828_ - 1u);
                uint l_2830_ = min(1u, l_2829_);
                uint _e5303 = l_mut_445_;
                uint _e5304; buffer_5_global.InterlockedAdd(l_2830_*4, _e5303, _e5304);
            }
            uint _e5305 = l_mut_444_;
            bool l_2114_ = (_e5305 > 0u);
            if (l_2114_) {
                uint l_2832_ = asuint(info.Load(20+0));
                uint l_2833_ = (l_2832_ * 1u);
                uint l_2834_ = (l_2833_ - 1u);
                uint l_2835_ = min(2u, l_2834_);
                uint _e5320 = l_mut_444_;
                uint _e5321; buffer_5_global.InterlockedAdd(l_2835_*4, _e5320, _e5321);
                l_mut_1476_ = _e5321;
                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                bool loop_init_10 = true;
                while(true) {
                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                    if (!loop_init_10) {
                        uint _e5890 = l_mut_2117_;
                        l_mut_2117_ = (_e5890 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e5324 = l_mut_2117_;
                    if ((_e5324 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e5327 = l_mut_450_;
                        uint _e5328 = l_mut_2117_;
                        uint l_2118_ = (_e5327 >> _e5328);
                        uint l_2119_ = (l_2118_ & 1u);
                        bool l_2120_ = (l_2119_ == 1u);
                        if (l_2120_) {
                            uint _e5334 = l_mut_2117_;
                            uint l_2121_ = (_e5334 * l_857_);
                            uint l_2122_ = (l_2121_ + l_857_);
                            uint l_2123_ = min(l_2122_, l_56_);
                            uint _e5338 = l_mut_1476_;
                            l_mut_1471_ = _e5338;
                            l_mut_2124_ = l_2121_;
                            uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                            bool loop_init_11 = true;
                            while(true) {
                                if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                if (!loop_init_11) {
                                    uint _e5886 = l_mut_2124_;
                                    l_mut_2124_ = (_e5886 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e5340 = l_mut_2124_;
                                if ((_e5340 < l_2123_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e5342 = l_mut_2124_;
                                    uint l_2125_ = (l_59_ * _e5342);
                                    uint64_t l_2837_ = uint64_t(l_59_);
                                    uint _e5345 = l_mut_2124_;
                                    uint64_t l_2838_ = uint64_t(_e5345);
                                    uint64_t l_2839_ = (l_2837_ * l_2838_);
                                    uint64_t l_2840_ = (l_2839_ >> uint(32uL));
                                    uint l_2126_ = uint(l_2840_);
                                    uint _e5354 = l_mut_2124_;
                                    uint l_2127_ = (l_62_ * _e5354);
                                    uint l_2128_ = (l_2126_ + l_2127_);
                                    uint l_2129_ = (l_64_ + l_2125_);
                                    uint l_2130_ = (l_67_ + l_2128_);
                                    bool l_2131_ = (l_2129_ < l_64_);
                                    uint l_2132_ = uint(l_2131_);
                                    uint l_2133_ = (l_2130_ + l_2132_);
                                    l_mut_1470_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e5364 = l_mut_2124_;
                                    bool l_2134_ = (_e5364 < 65536u);
                                    if (l_2134_) {
                                        uint _e5367 = l_mut_2124_;
                                        uint _e5368 = l_mut_2124_;
                                        uint l_2135_ = (_e5367 * _e5368);
                                        uint l_2136_ = (l_72_ >> 31u);
                                        bool l_2137_ = (l_2136_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2137_) {
                                            uint l_2138_ = (0u - l_69_);
                                            uint l_2139_ = (0u - l_72_);
                                            bool l_2140_ = (0u < l_69_);
                                            uint l_2141_ = uint(l_2140_);
                                            uint l_2142_ = (l_2139_ - l_2141_);
                                            l_mut_444_ = l_2138_;
                                            l_mut_441_ = l_2142_;
                                        }
                                        uint _e5382 = l_mut_444_;
                                        uint l_2143_ = (_e5382 * l_2135_);
                                        uint _e5384 = l_mut_441_;
                                        uint l_2144_ = (_e5384 * l_2135_);
                                        uint _e5386 = l_mut_444_;
                                        uint64_t l_2842_ = uint64_t(_e5386);
                                        uint64_t l_2843_ = uint64_t(l_2135_);
                                        uint64_t l_2844_ = (l_2842_ * l_2843_);
                                        uint64_t l_2845_ = (l_2844_ >> uint(32uL));
                                        uint l_2145_ = uint(l_2845_);
                                        uint l_2146_ = (l_2145_ + l_2144_);
                                        uint _e5397 = l_mut_441_;
                                        uint64_t l_2847_ = uint64_t(_e5397);
                                        uint64_t l_2848_ = uint64_t(l_2135_);
                                        uint64_t l_2849_ = (l_2847_ * l_2848_);
                                        uint64_t l_2850_ = (l_2849_ >> uint(32uL));
                                        uint l_2147_ = uint(l_2850_);
                                        bool l_2148_ = (l_2146_ < l_2144_);
                                        uint l_2149_ = uint(l_2148_);
                                        uint l_2150_ = (l_2147_ + l_2149_);
                                        uint l_2151_ = naga_mod(l_9_, 32u);
                                        l_mut_440_ = l_2143_;
                                        bool l_2152_ = (l_2151_ > 0u);
                                        if (l_2152_) {
                                            uint l_2153_ = (l_2143_ >> l_2151_);
                                            uint l_2154_ = (32u - l_2151_);
                                            uint l_2155_ = (l_2146_ << l_2154_);
                                            uint l_2156_ = (l_2153_ | l_2155_);
                                            l_mut_440_ = l_2156_;
                                        }
                                        l_mut_439_ = l_2146_;
                                        bool l_2157_ = (l_2151_ > 0u);
                                        if (l_2157_) {
                                            uint l_2158_ = (l_2146_ >> l_2151_);
                                            uint l_2159_ = (32u - l_2151_);
                                            uint l_2160_ = (l_2150_ << l_2159_);
                                            uint l_2161_ = (l_2158_ | l_2160_);
                                            l_mut_439_ = l_2161_;
                                        }
                                        uint _e5426 = l_mut_440_;
                                        l_mut_428_ = _e5426;
                                        uint _e5427 = l_mut_439_;
                                        l_mut_440_ = _e5427;
                                        bool l_2162_ = (l_9_ >= 64u);
                                        if (l_2162_) {
                                            l_mut_428_ = l_2150_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2163_ = (l_9_ >= 32u);
                                            if (l_2163_) {
                                                l_mut_439_ = l_2146_;
                                                bool l_2164_ = (l_2151_ > 0u);
                                                if (l_2164_) {
                                                    uint l_2165_ = (l_2146_ >> l_2151_);
                                                    uint l_2166_ = (32u - l_2151_);
                                                    uint l_2167_ = (l_2150_ << l_2166_);
                                                    uint l_2168_ = (l_2165_ | l_2167_);
                                                    l_mut_439_ = l_2168_;
                                                }
                                                uint l_2169_ = (l_2150_ >> l_2151_);
                                                uint _e5441 = l_mut_439_;
                                                l_mut_428_ = _e5441;
                                                l_mut_440_ = l_2169_;
                                            }
                                        }
                                        uint _e5442 = l_mut_428_;
                                        l_mut_444_ = _e5442;
                                        uint _e5443 = l_mut_440_;
                                        l_mut_441_ = _e5443;
                                        if (l_2137_) {
                                            uint _e5445 = l_mut_444_;
                                            uint l_2170_ = (0u - _e5445);
                                            uint _e5448 = l_mut_441_;
                                            uint l_2171_ = (0u - _e5448);
                                            uint _e5451 = l_mut_444_;
                                            bool l_2172_ = (0u < _e5451);
                                            uint l_2173_ = uint(l_2172_);
                                            uint l_2174_ = (l_2171_ - l_2173_);
                                            l_mut_444_ = l_2170_;
                                            l_mut_441_ = l_2174_;
                                        }
                                        uint _e5455 = l_mut_444_;
                                        l_mut_1470_ = _e5455;
                                        uint _e5456 = l_mut_441_;
                                        l_mut_445_ = _e5456;
                                    } else {
                                        uint l_2175_ = (l_72_ >> 31u);
                                        bool l_2176_ = (l_2175_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2176_) {
                                            uint l_2177_ = (0u - l_69_);
                                            uint l_2178_ = (0u - l_72_);
                                            bool l_2179_ = (0u < l_69_);
                                            uint l_2180_ = uint(l_2179_);
                                            uint l_2181_ = (l_2178_ - l_2180_);
                                            l_mut_444_ = l_2177_;
                                            l_mut_441_ = l_2181_;
                                        }
                                        uint _e5469 = l_mut_444_;
                                        uint _e5470 = l_mut_2124_;
                                        uint l_2182_ = (_e5469 * _e5470);
                                        uint _e5472 = l_mut_441_;
                                        uint _e5473 = l_mut_2124_;
                                        uint l_2183_ = (_e5472 * _e5473);
                                        uint _e5475 = l_mut_444_;
                                        uint64_t l_2852_ = uint64_t(_e5475);
                                        uint _e5477 = l_mut_2124_;
                                        uint64_t l_2853_ = uint64_t(_e5477);
                                        uint64_t l_2854_ = (l_2852_ * l_2853_);
                                        uint64_t l_2855_ = (l_2854_ >> uint(32uL));
                                        uint l_2184_ = uint(l_2855_);
                                        uint l_2185_ = (l_2184_ + l_2183_);
                                        uint _e5487 = l_mut_441_;
                                        uint64_t l_2857_ = uint64_t(_e5487);
                                        uint _e5489 = l_mut_2124_;
                                        uint64_t l_2858_ = uint64_t(_e5489);
                                        uint64_t l_2859_ = (l_2857_ * l_2858_);
                                        uint64_t l_2860_ = (l_2859_ >> uint(32uL));
                                        uint l_2186_ = uint(l_2860_);
                                        bool l_2187_ = (l_2185_ < l_2183_);
                                        uint l_2188_ = uint(l_2187_);
                                        uint l_2189_ = (l_2186_ + l_2188_);
                                        l_mut_440_ = l_2182_;
                                        bool l_2191_ = (0u > 0u);
                                        if (l_2191_) {
                                            uint l_2192_ = (l_2182_ >> 0u);
                                            uint l_2193_ = (32u - 0u);
                                            uint l_2194_ = (l_2185_ << l_2193_);
                                            uint l_2195_ = (l_2192_ | l_2194_);
                                            l_mut_440_ = l_2195_;
                                        }
                                        l_mut_439_ = l_2185_;
                                        bool l_2196_ = (0u > 0u);
                                        if (l_2196_) {
                                            uint l_2197_ = (l_2185_ >> 0u);
                                            uint l_2198_ = (32u - 0u);
                                            uint l_2199_ = (l_2189_ << l_2198_);
                                            uint l_2200_ = (l_2197_ | l_2199_);
                                            l_mut_439_ = l_2200_;
                                        }
                                        uint _e5516 = l_mut_440_;
                                        l_mut_428_ = _e5516;
                                        uint _e5517 = l_mut_439_;
                                        l_mut_440_ = _e5517;
                                        if (false) {
                                            l_mut_428_ = l_2189_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2185_;
                                                bool l_2203_ = (0u > 0u);
                                                if (l_2203_) {
                                                    uint l_2204_ = (l_2185_ >> 0u);
                                                    uint l_2205_ = (32u - 0u);
                                                    uint l_2206_ = (l_2189_ << l_2205_);
                                                    uint l_2207_ = (l_2204_ | l_2206_);
                                                    l_mut_439_ = l_2207_;
                                                }
                                                uint l_2208_ = (l_2189_ >> 0u);
                                                uint _e5529 = l_mut_439_;
                                                l_mut_428_ = _e5529;
                                                l_mut_440_ = l_2208_;
                                            }
                                        }
                                        uint _e5530 = l_mut_444_;
                                        uint _e5531 = l_mut_2124_;
                                        uint l_2209_ = (_e5530 * _e5531);
                                        uint _e5533 = l_mut_441_;
                                        uint _e5534 = l_mut_2124_;
                                        uint l_2210_ = (_e5533 * _e5534);
                                        uint _e5536 = l_mut_444_;
                                        uint64_t l_2862_ = uint64_t(_e5536);
                                        uint _e5538 = l_mut_2124_;
                                        uint64_t l_2863_ = uint64_t(_e5538);
                                        uint64_t l_2864_ = (l_2862_ * l_2863_);
                                        uint64_t l_2865_ = (l_2864_ >> uint(32uL));
                                        uint l_2211_ = uint(l_2865_);
                                        uint l_2212_ = (l_2211_ + l_2210_);
                                        uint _e5548 = l_mut_441_;
                                        uint64_t l_2867_ = uint64_t(_e5548);
                                        uint _e5550 = l_mut_2124_;
                                        uint64_t l_2868_ = uint64_t(_e5550);
                                        uint64_t l_2869_ = (l_2867_ * l_2868_);
                                        uint64_t l_2870_ = (l_2869_ >> uint(32uL));
                                        uint l_2213_ = uint(l_2870_);
                                        bool l_2214_ = (l_2212_ < l_2210_);
                                        uint l_2215_ = uint(l_2214_);
                                        uint l_2216_ = (l_2213_ + l_2215_);
                                        l_mut_439_ = l_2209_;
                                        bool l_2218_ = (0u > 0u);
                                        if (l_2218_) {
                                            uint l_2219_ = (l_2209_ >> 0u);
                                            uint l_2220_ = (32u - 0u);
                                            uint l_2221_ = (l_2212_ << l_2220_);
                                            uint l_2222_ = (l_2219_ | l_2221_);
                                            l_mut_439_ = l_2222_;
                                        }
                                        l_mut_421_ = l_2212_;
                                        bool l_2223_ = (0u > 0u);
                                        if (l_2223_) {
                                            uint l_2224_ = (l_2212_ >> 0u);
                                            uint l_2225_ = (32u - 0u);
                                            uint l_2226_ = (l_2216_ << l_2225_);
                                            uint l_2227_ = (l_2224_ | l_2226_);
                                            l_mut_421_ = l_2227_;
                                        }
                                        uint _e5577 = l_mut_439_;
                                        l_mut_394_ = _e5577;
                                        uint _e5578 = l_mut_421_;
                                        l_mut_439_ = _e5578;
                                        if (true) {
                                            l_mut_394_ = l_2216_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2212_;
                                                bool l_2230_ = (0u > 0u);
                                                if (l_2230_) {
                                                    uint l_2231_ = (l_2212_ >> 0u);
                                                    uint l_2232_ = (32u - 0u);
                                                    uint l_2233_ = (l_2216_ << l_2232_);
                                                    uint l_2234_ = (l_2231_ | l_2233_);
                                                    l_mut_421_ = l_2234_;
                                                }
                                                uint l_2235_ = (l_2216_ >> 0u);
                                                uint _e5590 = l_mut_421_;
                                                l_mut_394_ = _e5590;
                                                l_mut_439_ = l_2235_;
                                            }
                                        }
                                        uint _e5591 = l_mut_428_;
                                        uint _e5592 = l_mut_2124_;
                                        uint l_2236_ = (_e5591 * _e5592);
                                        uint _e5594 = l_mut_440_;
                                        uint _e5595 = l_mut_2124_;
                                        uint l_2237_ = (_e5594 * _e5595);
                                        uint _e5597 = l_mut_428_;
                                        uint64_t l_2872_ = uint64_t(_e5597);
                                        uint _e5599 = l_mut_2124_;
                                        uint64_t l_2873_ = uint64_t(_e5599);
                                        uint64_t l_2874_ = (l_2872_ * l_2873_);
                                        uint64_t l_2875_ = (l_2874_ >> uint(32uL));
                                        uint l_2238_ = uint(l_2875_);
                                        uint l_2239_ = (l_2238_ + l_2237_);
                                        uint _e5609 = l_mut_440_;
                                        uint64_t l_2877_ = uint64_t(_e5609);
                                        uint _e5611 = l_mut_2124_;
                                        uint64_t l_2878_ = uint64_t(_e5611);
                                        uint64_t l_2879_ = (l_2877_ * l_2878_);
                                        uint64_t l_2880_ = (l_2879_ >> uint(32uL));
                                        uint l_2240_ = uint(l_2880_);
                                        bool l_2241_ = (l_2239_ < l_2237_);
                                        uint l_2242_ = uint(l_2241_);
                                        uint l_2243_ = (l_2240_ + l_2242_);
                                        l_mut_444_ = l_2236_;
                                        bool l_2245_ = (0u > 0u);
                                        if (l_2245_) {
                                            uint l_2246_ = (l_2236_ >> 0u);
                                            uint l_2247_ = (32u - 0u);
                                            uint l_2248_ = (l_2239_ << l_2247_);
                                            uint l_2249_ = (l_2246_ | l_2248_);
                                            l_mut_444_ = l_2249_;
                                        }
                                        l_mut_441_ = l_2239_;
                                        bool l_2250_ = (0u > 0u);
                                        if (l_2250_) {
                                            uint l_2251_ = (l_2239_ >> 0u);
                                            uint l_2252_ = (32u - 0u);
                                            uint l_2253_ = (l_2243_ << l_2252_);
                                            uint l_2254_ = (l_2251_ | l_2253_);
                                            l_mut_441_ = l_2254_;
                                        }
                                        uint _e5638 = l_mut_444_;
                                        l_mut_421_ = _e5638;
                                        uint _e5639 = l_mut_441_;
                                        l_mut_444_ = _e5639;
                                        if (false) {
                                            l_mut_421_ = l_2243_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2239_;
                                                bool l_2257_ = (0u > 0u);
                                                if (l_2257_) {
                                                    uint l_2258_ = (l_2239_ >> 0u);
                                                    uint l_2259_ = (32u - 0u);
                                                    uint l_2260_ = (l_2243_ << l_2259_);
                                                    uint l_2261_ = (l_2258_ | l_2260_);
                                                    l_mut_441_ = l_2261_;
                                                }
                                                uint l_2262_ = (l_2243_ >> 0u);
                                                uint _e5651 = l_mut_441_;
                                                l_mut_421_ = _e5651;
                                                l_mut_444_ = l_2262_;
                                            }
                                        }
                                        uint _e5652 = l_mut_428_;
                                        uint _e5653 = l_mut_2124_;
                                        uint l_2263_ = (_e5652 * _e5653);
                                        uint _e5655 = l_mut_440_;
                                        uint _e5656 = l_mut_2124_;
                                        uint l_2264_ = (_e5655 * _e5656);
                                        uint _e5658 = l_mut_428_;
                                        uint64_t l_2882_ = uint64_t(_e5658);
                                        uint _e5660 = l_mut_2124_;
                                        uint64_t l_2883_ = uint64_t(_e5660);
                                        uint64_t l_2884_ = (l_2882_ * l_2883_);
                                        uint64_t l_2885_ = (l_2884_ >> uint(32uL));
                                        uint l_2265_ = uint(l_2885_);
                                        uint l_2266_ = (l_2265_ + l_2264_);
                                        uint _e5670 = l_mut_440_;
                                        uint64_t l_2887_ = uint64_t(_e5670);
                                        uint _e5672 = l_mut_2124_;
                                        uint64_t l_2888_ = uint64_t(_e5672);
                                        uint64_t l_2889_ = (l_2887_ * l_2888_);
                                        uint64_t l_2890_ = (l_2889_ >> uint(32uL));
                                        uint l_2267_ = uint(l_2890_);
                                        bool l_2268_ = (l_2266_ < l_2264_);
                                        uint l_2269_ = uint(l_2268_);
                                        uint l_2270_ = (l_2267_ + l_2269_);
                                        l_mut_441_ = l_2263_;
                                        bool l_2272_ = (0u > 0u);
                                        if (l_2272_) {
                                            uint l_2273_ = (l_2263_ >> 0u);
                                            uint l_2274_ = (32u - 0u);
                                            uint l_2275_ = (l_2266_ << l_2274_);
                                            uint l_2276_ = (l_2273_ | l_2275_);
                                            l_mut_441_ = l_2276_;
                                        }
                                        l_mut_388_ = l_2266_;
                                        bool l_2277_ = (0u > 0u);
                                        if (l_2277_) {
                                            uint l_2278_ = (l_2266_ >> 0u);
                                            uint l_2279_ = (32u - 0u);
                                            uint l_2280_ = (l_2270_ << l_2279_);
                                            uint l_2281_ = (l_2278_ | l_2280_);
                                            l_mut_388_ = l_2281_;
                                        }
                                        uint _e5699 = l_mut_441_;
                                        l_mut_382_ = _e5699;
                                        uint _e5700 = l_mut_388_;
                                        l_mut_441_ = _e5700;
                                        if (true) {
                                            l_mut_382_ = l_2270_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2266_;
                                                bool l_2284_ = (0u > 0u);
                                                if (l_2284_) {
                                                    uint l_2285_ = (l_2266_ >> 0u);
                                                    uint l_2286_ = (32u - 0u);
                                                    uint l_2287_ = (l_2270_ << l_2286_);
                                                    uint l_2288_ = (l_2285_ | l_2287_);
                                                    l_mut_388_ = l_2288_;
                                                }
                                                uint l_2289_ = (l_2270_ >> 0u);
                                                uint _e5712 = l_mut_388_;
                                                l_mut_382_ = _e5712;
                                                l_mut_441_ = l_2289_;
                                            }
                                        }
                                        uint _e5713 = l_mut_394_;
                                        uint _e5714 = l_mut_2124_;
                                        uint l_2290_ = (_e5713 * _e5714);
                                        uint _e5716 = l_mut_394_;
                                        uint64_t l_2892_ = uint64_t(_e5716);
                                        uint _e5718 = l_mut_2124_;
                                        uint64_t l_2893_ = uint64_t(_e5718);
                                        uint64_t l_2894_ = (l_2892_ * l_2893_);
                                        uint64_t l_2895_ = (l_2894_ >> uint(32uL));
                                        uint l_2291_ = uint(l_2895_);
                                        uint _e5727 = l_mut_439_;
                                        uint _e5728 = l_mut_2124_;
                                        uint l_2292_ = (_e5727 * _e5728);
                                        uint l_2293_ = (l_2291_ + l_2292_);
                                        uint _e5731 = l_mut_382_;
                                        uint l_2294_ = (_e5731 + l_2290_);
                                        uint _e5733 = l_mut_441_;
                                        uint l_2295_ = (_e5733 + l_2293_);
                                        uint _e5735 = l_mut_382_;
                                        bool l_2296_ = (l_2294_ < _e5735);
                                        uint l_2297_ = uint(l_2296_);
                                        uint l_2298_ = (l_2295_ + l_2297_);
                                        uint _e5739 = l_mut_421_;
                                        l_mut_1470_ = _e5739;
                                        uint _e5740 = l_mut_444_;
                                        l_mut_445_ = _e5740;
                                        bool l_2299_ = (l_9_ == 64u);
                                        if (l_2299_) {
                                            l_mut_1470_ = l_2294_;
                                            l_mut_445_ = l_2298_;
                                        } else {
                                            bool l_2300_ = (l_9_ > 0u);
                                            if (l_2300_) {
                                                uint l_2301_ = (64u - l_9_);
                                                l_mut_441_ = l_2294_;
                                                l_mut_440_ = l_2298_;
                                                bool l_2302_ = (l_2301_ >= 32u);
                                                if (l_2302_) {
                                                    uint l_2303_ = (l_2301_ & 31u);
                                                    uint l_2304_ = (l_2294_ << l_2303_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2304_;
                                                } else {
                                                    bool l_2305_ = (l_2301_ > 0u);
                                                    if (l_2305_) {
                                                        uint l_2306_ = (l_2294_ << l_2301_);
                                                        uint l_2307_ = (l_2298_ << l_2301_);
                                                        uint l_2308_ = (32u - l_2301_);
                                                        uint l_2309_ = (l_2294_ >> l_2308_);
                                                        uint l_2310_ = (l_2307_ | l_2309_);
                                                        l_mut_441_ = l_2306_;
                                                        l_mut_440_ = l_2310_;
                                                    }
                                                }
                                                uint _e5761 = l_mut_421_;
                                                l_mut_439_ = _e5761;
                                                uint _e5762 = l_mut_444_;
                                                l_mut_428_ = _e5762;
                                                bool l_2311_ = (l_9_ >= 32u);
                                                if (l_2311_) {
                                                    uint l_2312_ = (l_9_ & 31u);
                                                    uint _e5767 = l_mut_444_;
                                                    uint l_2313_ = (_e5767 >> l_2312_);
                                                    l_mut_439_ = l_2313_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2314_ = (l_9_ > 0u);
                                                    if (l_2314_) {
                                                        uint _e5772 = l_mut_421_;
                                                        l_mut_394_ = _e5772;
                                                        bool l_2315_ = (l_9_ > 0u);
                                                        if (l_2315_) {
                                                            uint _e5775 = l_mut_421_;
                                                            uint l_2316_ = (_e5775 >> l_9_);
                                                            uint l_2317_ = (32u - l_9_);
                                                            uint _e5779 = l_mut_444_;
                                                            uint l_2318_ = (_e5779 << l_2317_);
                                                            uint l_2319_ = (l_2316_ | l_2318_);
                                                            l_mut_394_ = l_2319_;
                                                        }
                                                        uint _e5782 = l_mut_444_;
                                                        uint l_2320_ = (_e5782 >> l_9_);
                                                        uint _e5784 = l_mut_394_;
                                                        l_mut_439_ = _e5784;
                                                        l_mut_428_ = l_2320_;
                                                    }
                                                }
                                                uint _e5785 = l_mut_441_;
                                                uint _e5786 = l_mut_439_;
                                                uint l_2321_ = (_e5785 + _e5786);
                                                uint _e5788 = l_mut_440_;
                                                uint _e5789 = l_mut_428_;
                                                uint l_2322_ = (_e5788 + _e5789);
                                                uint _e5791 = l_mut_441_;
                                                bool l_2323_ = (l_2321_ < _e5791);
                                                uint l_2324_ = uint(l_2323_);
                                                uint l_2325_ = (l_2322_ + l_2324_);
                                                l_mut_1470_ = l_2321_;
                                                l_mut_445_ = l_2325_;
                                            }
                                        }
                                        if (l_2176_) {
                                            uint _e5796 = l_mut_1470_;
                                            uint l_2326_ = (0u - _e5796);
                                            uint _e5799 = l_mut_445_;
                                            uint l_2327_ = (0u - _e5799);
                                            uint _e5802 = l_mut_1470_;
                                            bool l_2328_ = (0u < _e5802);
                                            uint l_2329_ = uint(l_2328_);
                                            uint l_2330_ = (l_2327_ - l_2329_);
                                            l_mut_1470_ = l_2326_;
                                            l_mut_445_ = l_2330_;
                                        }
                                    }
                                    uint _e5806 = l_mut_1470_;
                                    uint l_2331_ = (l_2129_ + _e5806);
                                    uint _e5808 = l_mut_445_;
                                    uint l_2332_ = (l_2133_ + _e5808);
                                    bool l_2333_ = (l_2331_ < l_2129_);
                                    uint l_2334_ = uint(l_2333_);
                                    uint l_2335_ = (l_2332_ + l_2334_);
                                    uint l_2336_ = (0u - l_2331_);
                                    uint l_2337_ = (0u - l_2335_);
                                    bool l_2338_ = (0u < l_2331_);
                                    uint l_2339_ = uint(l_2338_);
                                    uint l_2340_ = (l_2337_ - l_2339_);
                                    l_mut_1470_ = l_2336_;
                                    l_mut_445_ = l_2340_;
                                    uint _e5821 = l_mut_445_;
                                    bool l_2341_ = (l_2335_ < _e5821);
                                    uint _e5823 = l_mut_445_;
                                    bool l_2342_ = (l_2335_ == _e5823);
                                    uint _e5825 = l_mut_1470_;
                                    bool l_2343_ = (l_2331_ < _e5825);
                                    if (l_2342_) {
                                        local_131 = l_2343_;
                                    } else {
                                        local_131 = false;
                                    }
                                    bool l_2344_ = local_131;
                                    if (!(l_2341_)) {
                                        local_132 = l_2344_;
                                    } else {
                                        local_132 = true;
                                    }
                                    bool l_2345_ = local_132;
                                    if (l_2345_) {
                                        l_mut_1470_ = l_2331_;
                                        l_mut_445_ = l_2335_;
                                    }
                                    uint _e5836 = l_mut_445_;
                                    bool l_2346_ = (_e5836 < l_27_);
                                    uint _e5838 = l_mut_445_;
                                    bool l_2347_ = (_e5838 == l_27_);
                                    uint _e5840 = l_mut_1470_;
                                    bool l_2348_ = (_e5840 < l_24_);
                                    if (l_2347_) {
                                        local_133 = l_2348_;
                                    } else {
                                        local_133 = false;
                                    }
                                    bool l_2349_ = local_133;
                                    if (!(l_2346_)) {
                                        local_134 = l_2349_;
                                    } else {
                                        local_134 = true;
                                    }
                                    bool l_2350_ = local_134;
                                    if (l_2350_) {
                                        uint _e5851 = l_mut_1471_;
                                        uint l_2351_ = (_e5851 * 2u);
                                        uint l_2352_ = (l_2351_ + 1u);
                                        uint l_2353_ = asuint(info.Load(40+0));
                                        bool l_2354_ = (l_2352_ < l_2353_);
                                        if (l_2354_) {
                                            uint l_2897_ = asuint(info.Load(16+0));
                                            uint l_2898_ = (l_2897_ * 1u);
                                            bool l_2899_ = (l_2351_ < l_2898_);
                                            if (l_2899_) {
                                                buffer_4_global.Store(l_2351_*4, asuint(id));
                                            }
                                            uint l_2355_ = (l_2351_ + 1u);
                                            uint l_2900_ = asuint(info.Load(16+0));
                                            uint l_2901_ = (l_2900_ * 1u);
                                            bool l_2902_ = (l_2355_ < l_2901_);
                                            if (l_2902_) {
                                                uint _e5881 = l_mut_2124_;
                                                buffer_4_global.Store(l_2355_*4, asuint(_e5881));
                                            }
                                        }
                                        uint _e5882 = l_mut_1471_;
                                        l_mut_1471_ = (_e5882 + 1u);
                                    }
                                }
                            }
                            uint _e5888 = l_mut_1471_;
                            l_mut_1476_ = _e5888;
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
