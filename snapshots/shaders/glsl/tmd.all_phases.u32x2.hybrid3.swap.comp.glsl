#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[12];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430) buffer type_3_block_5Compute { uint _group_0_binding_5_cs[]; };

layout(std430) readonly buffer info_st_block_6Compute { info_st _group_0_binding_6_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_102_ = 0u;
    uint l_mut_145_ = 0u;
    uint l_mut_1477_ = 0u;
    uint l_mut_1478_ = 0u;
    uint l_mut_1483_ = 0u;
    uint l_mut_151_ = 0u;
    uint l_mut_213_ = 0u;
    uint l_mut_219_ = 0u;
    uint l_mut_269_ = 0u;
    uint l_mut_275_ = 0u;
    bool l_mut_350_ = false;
    bool l_mut_357_ = false;
    uint l_mut_382_ = 0u;
    uint l_mut_388_ = 0u;
    uint l_mut_394_ = 0u;
    uint l_mut_40_ = 0u;
    uint l_mut_421_ = 0u;
    uint l_mut_428_ = 0u;
    uint l_mut_439_ = 0u;
    uint l_mut_440_ = 0u;
    uint l_mut_441_ = 0u;
    uint l_mut_444_ = 0u;
    uint l_mut_445_ = 0u;
    uint l_mut_450_ = 0u;
    bool l_mut_628_ = false;
    bool l_mut_652_ = false;
    bool l_mut_758_ = false;
    uint l_mut_75_ = 0u;
    uint l_mut_90_ = 0u;
    uint l_mut_96_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    bool local_12 = false;
    uint l_mut_442_ = 0u;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    uint l_mut_553_ = 0u;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    bool local_32 = false;
    bool local_33 = false;
    bool local_34 = false;
    bool local_35 = false;
    bool local_36 = false;
    bool local_37 = false;
    bool local_38 = false;
    bool local_39 = false;
    bool local_40 = false;
    bool local_41 = false;
    bool local_42 = false;
    bool local_43 = false;
    bool local_44 = false;
    bool local_45 = false;
    bool local_46 = false;
    bool local_47 = false;
    bool local_48 = false;
    bool local_49 = false;
    uint l_mut_689_ = 0u;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    uint l_mut_786_ = 0u;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    uint l_mut_865_ = 0u;
    bool local_67 = false;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_1475_ = 0u;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    bool local_83 = false;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
    uint l_mut_1586_ = 0u;
    bool local_92 = false;
    bool local_93 = false;
    bool local_94 = false;
    bool local_95 = false;
    bool local_96 = false;
    bool local_97 = false;
    bool local_98 = false;
    bool local_99 = false;
    bool local_100 = false;
    bool local_101 = false;
    bool local_102 = false;
    bool local_103 = false;
    bool local_104 = false;
    bool local_105 = false;
    bool local_106 = false;
    bool local_107 = false;
    bool local_108 = false;
    bool local_109 = false;
    bool local_110 = false;
    bool local_111 = false;
    bool local_112 = false;
    uint l_mut_1720_ = 0u;
    bool local_113 = false;
    bool local_114 = false;
    bool local_115 = false;
    bool local_116 = false;
    bool local_117 = false;
    bool local_118 = false;
    bool local_119 = false;
    bool local_120 = false;
    bool local_121 = false;
    bool local_122 = false;
    uint l_mut_1816_ = 0u;
    bool local_123 = false;
    bool local_124 = false;
    bool local_125 = false;
    bool local_126 = false;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    uint l_mut_1896_ = 0u;
    bool local_131 = false;
    bool local_132 = false;
    bool local_133 = false;
    bool local_134 = false;
    uint l_mut_2130_ = 0u;
    uint l_mut_2137_ = 0u;
    bool local_135 = false;
    bool local_136 = false;
    bool local_137 = false;
    bool local_138 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2453_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2454_ = (l_2453_ * 1u);
        uint l_2455_ = (l_2454_ - 1u);
        uint l_2456_ = min(3u, l_2455_);
        uint _e70 = atomicAdd(_group_0_binding_5_cs[l_2456_], 1u);
    }
    uint l_2369_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2370_ = (l_2369_ * 1u);
    bool l_2371_ = (0u < l_2370_);
    uint l_2372_ = (l_2370_ - 1u);
    uint l_2373_ = min(0u, l_2372_);
    uint l_2374_ = _group_0_binding_3_cs[l_2373_];
    uint l_4_ = (l_2371_ ? l_2374_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2376_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2377_ = (l_2376_ * 1u);
    bool l_2378_ = (l_6_ < l_2377_);
    uint l_2379_ = (l_2377_ - 1u);
    uint l_2380_ = min(l_6_, l_2379_);
    uint l_2381_ = _group_0_binding_3_cs[l_2380_];
    uint l_7_ = (l_2378_ ? l_2381_ : 0u);
    uint l_2383_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2384_ = (l_2383_ * 1u);
    bool l_2385_ = (2u < l_2384_);
    uint l_2386_ = (l_2384_ - 1u);
    uint l_2387_ = min(2u, l_2386_);
    uint l_2388_ = _group_0_binding_3_cs[l_2387_];
    uint l_9_ = (l_2385_ ? l_2388_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2390_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2391_ = (l_2390_ * 1u);
    bool l_2392_ = (l_11_ < l_2391_);
    uint l_2393_ = (l_2391_ - 1u);
    uint l_2394_ = min(l_11_, l_2393_);
    uint l_2395_ = _group_0_binding_3_cs[l_2394_];
    uint l_12_ = (l_2392_ ? l_2395_ : 0u);
    uint l_2397_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2398_ = (l_2397_ * 1u);
    bool l_2399_ = (4u < l_2398_);
    uint l_2400_ = (l_2398_ - 1u);
    uint l_2401_ = min(4u, l_2400_);
    uint l_2402_ = _group_0_binding_3_cs[l_2401_];
    uint l_14_ = (l_2399_ ? l_2402_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2404_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2405_ = (l_2404_ * 1u);
    bool l_2406_ = (l_16_ < l_2405_);
    uint l_2407_ = (l_2405_ - 1u);
    uint l_2408_ = min(l_16_, l_2407_);
    uint l_2409_ = _group_0_binding_3_cs[l_2408_];
    uint l_17_ = (l_2406_ ? l_2409_ : 0u);
    uint l_2411_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2412_ = (l_2411_ * 1u);
    bool l_2413_ = (6u < l_2412_);
    uint l_2414_ = (l_2412_ - 1u);
    uint l_2415_ = min(6u, l_2414_);
    uint l_2416_ = _group_0_binding_3_cs[l_2415_];
    uint l_19_ = (l_2413_ ? l_2416_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2418_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2419_ = (l_2418_ * 1u);
    bool l_2420_ = (l_21_ < l_2419_);
    uint l_2421_ = (l_2419_ - 1u);
    uint l_2422_ = min(l_21_, l_2421_);
    uint l_2423_ = _group_0_binding_3_cs[l_2422_];
    uint l_22_ = (l_2420_ ? l_2423_ : 0u);
    uint l_2425_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2426_ = (l_2425_ * 1u);
    bool l_2427_ = (8u < l_2426_);
    uint l_2428_ = (l_2426_ - 1u);
    uint l_2429_ = min(8u, l_2428_);
    uint l_2430_ = _group_0_binding_3_cs[l_2429_];
    uint l_24_ = (l_2427_ ? l_2430_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2432_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2433_ = (l_2432_ * 1u);
    bool l_2434_ = (l_26_ < l_2433_);
    uint l_2435_ = (l_2433_ - 1u);
    uint l_2436_ = min(l_26_, l_2435_);
    uint l_2437_ = _group_0_binding_3_cs[l_2436_];
    uint l_27_ = (l_2434_ ? l_2437_ : 0u);
    uint l_2439_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2440_ = (l_2439_ * 1u);
    bool l_2441_ = (10u < l_2440_);
    uint l_2442_ = (l_2440_ - 1u);
    uint l_2443_ = min(10u, l_2442_);
    uint l_2444_ = _group_0_binding_3_cs[l_2443_];
    uint l_29_ = (l_2441_ ? l_2444_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2446_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2447_ = (l_2446_ * 1u);
    bool l_2448_ = (l_31_ < l_2447_);
    uint l_2449_ = (l_2447_ - 1u);
    uint l_2450_ = min(l_31_, l_2449_);
    uint l_2451_ = _group_0_binding_3_cs[l_2450_];
    uint l_32_ = (l_2448_ ? l_2451_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2458_ = (id & 65535u);
    uint l_2459_ = (id >> 16u);
    uint l_2460_ = (l_2459_ & 65535u);
    uint l_2461_ = (l_4_ & 65535u);
    uint l_2462_ = (l_4_ >> 16u);
    uint l_2463_ = (l_2462_ & 65535u);
    uint l_2464_ = (l_2458_ * l_2461_);
    uint l_2465_ = (l_2460_ * l_2461_);
    uint l_2466_ = (l_2458_ * l_2463_);
    uint l_2467_ = (l_2460_ * l_2463_);
    uint l_2468_ = (l_2464_ >> 16u);
    uint l_2469_ = (l_2468_ & 65535u);
    uint l_2470_ = (l_2465_ & 65535u);
    uint l_2471_ = (l_2469_ + l_2470_);
    uint l_2472_ = (l_2466_ & 65535u);
    uint l_2473_ = (l_2471_ + l_2472_);
    uint l_2474_ = (l_2465_ >> 16u);
    uint l_2475_ = (l_2474_ & 65535u);
    uint l_2476_ = (l_2467_ + l_2475_);
    uint l_2477_ = (l_2466_ >> 16u);
    uint l_2478_ = (l_2477_ & 65535u);
    uint l_2479_ = (l_2476_ + l_2478_);
    uint l_2480_ = (l_2473_ >> 16u);
    uint l_2481_ = (l_2480_ & 65535u);
    uint l_37_ = (l_2479_ + l_2481_);
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
    uint _e360 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e360 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2483_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2484_ = (l_2483_ * 1u);
        bool l_2485_ = (l_58_ < l_2484_);
        uint l_2486_ = (l_2484_ - 1u);
        uint l_2487_ = min(l_58_, l_2486_);
        uint l_2488_ = _group_0_binding_0_cs[l_2487_];
        uint l_59_ = (l_2485_ ? l_2488_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2490_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2491_ = (l_2490_ * 1u);
        bool l_2492_ = (l_61_ < l_2491_);
        uint l_2493_ = (l_2491_ - 1u);
        uint l_2494_ = min(l_61_, l_2493_);
        uint l_2495_ = _group_0_binding_0_cs[l_2494_];
        uint l_62_ = (l_2492_ ? l_2495_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2497_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2498_ = (l_2497_ * 1u);
        bool l_2499_ = (l_63_ < l_2498_);
        uint l_2500_ = (l_2498_ - 1u);
        uint l_2501_ = min(l_63_, l_2500_);
        uint l_2502_ = _group_0_binding_1_cs[l_2501_];
        uint l_64_ = (l_2499_ ? l_2502_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2504_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2505_ = (l_2504_ * 1u);
        bool l_2506_ = (l_66_ < l_2505_);
        uint l_2507_ = (l_2505_ - 1u);
        uint l_2508_ = min(l_66_, l_2507_);
        uint l_2509_ = _group_0_binding_1_cs[l_2508_];
        uint l_67_ = (l_2506_ ? l_2509_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2511_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2512_ = (l_2511_ * 1u);
        bool l_2513_ = (l_68_ < l_2512_);
        uint l_2514_ = (l_2512_ - 1u);
        uint l_2515_ = min(l_68_, l_2514_);
        uint l_2516_ = _group_0_binding_2_cs[l_2515_];
        uint l_69_ = (l_2513_ ? l_2516_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2518_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2519_ = (l_2518_ * 1u);
        bool l_2520_ = (l_71_ < l_2519_);
        uint l_2521_ = (l_2519_ - 1u);
        uint l_2522_ = min(l_71_, l_2521_);
        uint l_2523_ = _group_0_binding_2_cs[l_2522_];
        uint l_72_ = (l_2520_ ? l_2523_ : 0u);
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
        uint _e484 = l_mut_40_;
        uint l_81_ = (_e484 * l_4_);
        uint _e486 = l_mut_75_;
        uint l_82_ = (_e486 * l_4_);
        uint _e488 = l_mut_40_;
        uint l_2525_ = (_e488 & 65535u);
        uint _e491 = l_mut_40_;
        uint l_2526_ = (_e491 >> 16u);
        uint l_2527_ = (l_2526_ & 65535u);
        uint l_2528_ = (l_4_ & 65535u);
        uint l_2529_ = (l_4_ >> 16u);
        uint l_2530_ = (l_2529_ & 65535u);
        uint l_2531_ = (l_2525_ * l_2528_);
        uint l_2532_ = (l_2527_ * l_2528_);
        uint l_2533_ = (l_2525_ * l_2530_);
        uint l_2534_ = (l_2527_ * l_2530_);
        uint l_2535_ = (l_2531_ >> 16u);
        uint l_2536_ = (l_2535_ & 65535u);
        uint l_2537_ = (l_2532_ & 65535u);
        uint l_2538_ = (l_2536_ + l_2537_);
        uint l_2539_ = (l_2533_ & 65535u);
        uint l_2540_ = (l_2538_ + l_2539_);
        uint l_2541_ = (l_2532_ >> 16u);
        uint l_2542_ = (l_2541_ & 65535u);
        uint l_2543_ = (l_2534_ + l_2542_);
        uint l_2544_ = (l_2533_ >> 16u);
        uint l_2545_ = (l_2544_ & 65535u);
        uint l_2546_ = (l_2543_ + l_2545_);
        uint l_2547_ = (l_2540_ >> 16u);
        uint l_2548_ = (l_2547_ & 65535u);
        uint l_83_ = (l_2546_ + l_2548_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e532 = l_mut_75_;
        uint l_2550_ = (_e532 & 65535u);
        uint _e535 = l_mut_75_;
        uint l_2551_ = (_e535 >> 16u);
        uint l_2552_ = (l_2551_ & 65535u);
        uint l_2553_ = (l_4_ & 65535u);
        uint l_2554_ = (l_4_ >> 16u);
        uint l_2555_ = (l_2554_ & 65535u);
        uint l_2556_ = (l_2550_ * l_2553_);
        uint l_2557_ = (l_2552_ * l_2553_);
        uint l_2558_ = (l_2550_ * l_2555_);
        uint l_2559_ = (l_2552_ * l_2555_);
        uint l_2560_ = (l_2556_ >> 16u);
        uint l_2561_ = (l_2560_ & 65535u);
        uint l_2562_ = (l_2557_ & 65535u);
        uint l_2563_ = (l_2561_ + l_2562_);
        uint l_2564_ = (l_2558_ & 65535u);
        uint l_2565_ = (l_2563_ + l_2564_);
        uint l_2566_ = (l_2557_ >> 16u);
        uint l_2567_ = (l_2566_ & 65535u);
        uint l_2568_ = (l_2559_ + l_2567_);
        uint l_2569_ = (l_2558_ >> 16u);
        uint l_2570_ = (l_2569_ & 65535u);
        uint l_2571_ = (l_2568_ + l_2570_);
        uint l_2572_ = (l_2565_ >> 16u);
        uint l_2573_ = (l_2572_ & 65535u);
        uint l_85_ = (l_2571_ + l_2573_);
        bool l_86_ = (l_84_ < l_82_);
        uint l_87_ = uint(l_86_);
        uint l_88_ = (l_85_ + l_87_);
        uint l_89_ = (l_9_ % 32u);
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
        uint _e594 = l_mut_90_;
        l_mut_102_ = _e594;
        uint _e595 = l_mut_96_;
        l_mut_90_ = _e595;
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
                uint _e609 = l_mut_96_;
                l_mut_102_ = _e609;
                l_mut_90_ = l_110_;
            }
        }
        uint _e610 = l_mut_102_;
        l_mut_96_ = _e610;
        uint _e611 = l_mut_90_;
        l_mut_102_ = _e611;
        if (l_74_) {
            uint _e613 = l_mut_96_;
            uint l_111_ = (0u - _e613);
            uint _e616 = l_mut_102_;
            uint l_112_ = (0u - _e616);
            uint _e619 = l_mut_96_;
            bool l_113_ = (0u < _e619);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e623 = l_mut_96_;
        uint l_116_ = (l_59_ + _e623);
        uint _e625 = l_mut_102_;
        uint l_117_ = (l_62_ + _e625);
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
            uint _e649 = l_mut_90_;
            uint l_131_ = (_e649 * l_123_);
            uint _e651 = l_mut_75_;
            uint l_132_ = (_e651 * l_123_);
            uint _e653 = l_mut_90_;
            uint l_2575_ = (_e653 & 65535u);
            uint _e656 = l_mut_90_;
            uint l_2576_ = (_e656 >> 16u);
            uint l_2577_ = (l_2576_ & 65535u);
            uint l_2578_ = (l_123_ & 65535u);
            uint l_2579_ = (l_123_ >> 16u);
            uint l_2580_ = (l_2579_ & 65535u);
            uint l_2581_ = (l_2575_ * l_2578_);
            uint l_2582_ = (l_2577_ * l_2578_);
            uint l_2583_ = (l_2575_ * l_2580_);
            uint l_2584_ = (l_2577_ * l_2580_);
            uint l_2585_ = (l_2581_ >> 16u);
            uint l_2586_ = (l_2585_ & 65535u);
            uint l_2587_ = (l_2582_ & 65535u);
            uint l_2588_ = (l_2586_ + l_2587_);
            uint l_2589_ = (l_2583_ & 65535u);
            uint l_2590_ = (l_2588_ + l_2589_);
            uint l_2591_ = (l_2582_ >> 16u);
            uint l_2592_ = (l_2591_ & 65535u);
            uint l_2593_ = (l_2584_ + l_2592_);
            uint l_2594_ = (l_2583_ >> 16u);
            uint l_2595_ = (l_2594_ & 65535u);
            uint l_2596_ = (l_2593_ + l_2595_);
            uint l_2597_ = (l_2590_ >> 16u);
            uint l_2598_ = (l_2597_ & 65535u);
            uint l_133_ = (l_2596_ + l_2598_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e697 = l_mut_75_;
            uint l_2600_ = (_e697 & 65535u);
            uint _e700 = l_mut_75_;
            uint l_2601_ = (_e700 >> 16u);
            uint l_2602_ = (l_2601_ & 65535u);
            uint l_2603_ = (l_123_ & 65535u);
            uint l_2604_ = (l_123_ >> 16u);
            uint l_2605_ = (l_2604_ & 65535u);
            uint l_2606_ = (l_2600_ * l_2603_);
            uint l_2607_ = (l_2602_ * l_2603_);
            uint l_2608_ = (l_2600_ * l_2605_);
            uint l_2609_ = (l_2602_ * l_2605_);
            uint l_2610_ = (l_2606_ >> 16u);
            uint l_2611_ = (l_2610_ & 65535u);
            uint l_2612_ = (l_2607_ & 65535u);
            uint l_2613_ = (l_2611_ + l_2612_);
            uint l_2614_ = (l_2608_ & 65535u);
            uint l_2615_ = (l_2613_ + l_2614_);
            uint l_2616_ = (l_2607_ >> 16u);
            uint l_2617_ = (l_2616_ & 65535u);
            uint l_2618_ = (l_2609_ + l_2617_);
            uint l_2619_ = (l_2608_ >> 16u);
            uint l_2620_ = (l_2619_ & 65535u);
            uint l_2621_ = (l_2618_ + l_2620_);
            uint l_2622_ = (l_2615_ >> 16u);
            uint l_2623_ = (l_2622_ & 65535u);
            uint l_135_ = (l_2621_ + l_2623_);
            bool l_136_ = (l_134_ < l_132_);
            uint l_137_ = uint(l_136_);
            uint l_138_ = (l_135_ + l_137_);
            uint l_139_ = (l_121_ % 32u);
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
            uint _e759 = l_mut_40_;
            l_mut_151_ = _e759;
            uint _e760 = l_mut_145_;
            l_mut_40_ = _e760;
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
                    uint _e774 = l_mut_145_;
                    l_mut_151_ = _e774;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e775 = l_mut_151_;
            l_mut_145_ = _e775;
            uint _e776 = l_mut_40_;
            l_mut_151_ = _e776;
            if (l_125_) {
                uint _e778 = l_mut_145_;
                uint l_160_ = (0u - _e778);
                uint _e781 = l_mut_151_;
                uint l_161_ = (0u - _e781);
                uint _e784 = l_mut_145_;
                bool l_162_ = (0u < _e784);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e788 = l_mut_145_;
            l_mut_102_ = _e788;
            uint _e789 = l_mut_151_;
            l_mut_96_ = _e789;
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
            uint _e802 = l_mut_151_;
            uint l_172_ = (_e802 * l_4_);
            uint _e804 = l_mut_145_;
            uint l_173_ = (_e804 * l_4_);
            uint _e806 = l_mut_151_;
            uint l_2625_ = (_e806 & 65535u);
            uint _e809 = l_mut_151_;
            uint l_2626_ = (_e809 >> 16u);
            uint l_2627_ = (l_2626_ & 65535u);
            uint l_2628_ = (l_4_ & 65535u);
            uint l_2629_ = (l_4_ >> 16u);
            uint l_2630_ = (l_2629_ & 65535u);
            uint l_2631_ = (l_2625_ * l_2628_);
            uint l_2632_ = (l_2627_ * l_2628_);
            uint l_2633_ = (l_2625_ * l_2630_);
            uint l_2634_ = (l_2627_ * l_2630_);
            uint l_2635_ = (l_2631_ >> 16u);
            uint l_2636_ = (l_2635_ & 65535u);
            uint l_2637_ = (l_2632_ & 65535u);
            uint l_2638_ = (l_2636_ + l_2637_);
            uint l_2639_ = (l_2633_ & 65535u);
            uint l_2640_ = (l_2638_ + l_2639_);
            uint l_2641_ = (l_2632_ >> 16u);
            uint l_2642_ = (l_2641_ & 65535u);
            uint l_2643_ = (l_2634_ + l_2642_);
            uint l_2644_ = (l_2633_ >> 16u);
            uint l_2645_ = (l_2644_ & 65535u);
            uint l_2646_ = (l_2643_ + l_2645_);
            uint l_2647_ = (l_2640_ >> 16u);
            uint l_2648_ = (l_2647_ & 65535u);
            uint l_174_ = (l_2646_ + l_2648_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e850 = l_mut_145_;
            uint l_2650_ = (_e850 & 65535u);
            uint _e853 = l_mut_145_;
            uint l_2651_ = (_e853 >> 16u);
            uint l_2652_ = (l_2651_ & 65535u);
            uint l_2653_ = (l_4_ & 65535u);
            uint l_2654_ = (l_4_ >> 16u);
            uint l_2655_ = (l_2654_ & 65535u);
            uint l_2656_ = (l_2650_ * l_2653_);
            uint l_2657_ = (l_2652_ * l_2653_);
            uint l_2658_ = (l_2650_ * l_2655_);
            uint l_2659_ = (l_2652_ * l_2655_);
            uint l_2660_ = (l_2656_ >> 16u);
            uint l_2661_ = (l_2660_ & 65535u);
            uint l_2662_ = (l_2657_ & 65535u);
            uint l_2663_ = (l_2661_ + l_2662_);
            uint l_2664_ = (l_2658_ & 65535u);
            uint l_2665_ = (l_2663_ + l_2664_);
            uint l_2666_ = (l_2657_ >> 16u);
            uint l_2667_ = (l_2666_ & 65535u);
            uint l_2668_ = (l_2659_ + l_2667_);
            uint l_2669_ = (l_2658_ >> 16u);
            uint l_2670_ = (l_2669_ & 65535u);
            uint l_2671_ = (l_2668_ + l_2670_);
            uint l_2672_ = (l_2665_ >> 16u);
            uint l_2673_ = (l_2672_ & 65535u);
            uint l_176_ = (l_2671_ + l_2673_);
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
            uint _e911 = l_mut_90_;
            l_mut_40_ = _e911;
            uint _e912 = l_mut_75_;
            l_mut_90_ = _e912;
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
                    uint _e924 = l_mut_75_;
                    l_mut_40_ = _e924;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e925 = l_mut_151_;
            uint l_199_ = (_e925 * l_4_);
            uint _e927 = l_mut_145_;
            uint l_200_ = (_e927 * l_4_);
            uint _e929 = l_mut_151_;
            uint l_2675_ = (_e929 & 65535u);
            uint _e932 = l_mut_151_;
            uint l_2676_ = (_e932 >> 16u);
            uint l_2677_ = (l_2676_ & 65535u);
            uint l_2678_ = (l_4_ & 65535u);
            uint l_2679_ = (l_4_ >> 16u);
            uint l_2680_ = (l_2679_ & 65535u);
            uint l_2681_ = (l_2675_ * l_2678_);
            uint l_2682_ = (l_2677_ * l_2678_);
            uint l_2683_ = (l_2675_ * l_2680_);
            uint l_2684_ = (l_2677_ * l_2680_);
            uint l_2685_ = (l_2681_ >> 16u);
            uint l_2686_ = (l_2685_ & 65535u);
            uint l_2687_ = (l_2682_ & 65535u);
            uint l_2688_ = (l_2686_ + l_2687_);
            uint l_2689_ = (l_2683_ & 65535u);
            uint l_2690_ = (l_2688_ + l_2689_);
            uint l_2691_ = (l_2682_ >> 16u);
            uint l_2692_ = (l_2691_ & 65535u);
            uint l_2693_ = (l_2684_ + l_2692_);
            uint l_2694_ = (l_2683_ >> 16u);
            uint l_2695_ = (l_2694_ & 65535u);
            uint l_2696_ = (l_2693_ + l_2695_);
            uint l_2697_ = (l_2690_ >> 16u);
            uint l_2698_ = (l_2697_ & 65535u);
            uint l_201_ = (l_2696_ + l_2698_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e973 = l_mut_145_;
            uint l_2700_ = (_e973 & 65535u);
            uint _e976 = l_mut_145_;
            uint l_2701_ = (_e976 >> 16u);
            uint l_2702_ = (l_2701_ & 65535u);
            uint l_2703_ = (l_4_ & 65535u);
            uint l_2704_ = (l_4_ >> 16u);
            uint l_2705_ = (l_2704_ & 65535u);
            uint l_2706_ = (l_2700_ * l_2703_);
            uint l_2707_ = (l_2702_ * l_2703_);
            uint l_2708_ = (l_2700_ * l_2705_);
            uint l_2709_ = (l_2702_ * l_2705_);
            uint l_2710_ = (l_2706_ >> 16u);
            uint l_2711_ = (l_2710_ & 65535u);
            uint l_2712_ = (l_2707_ & 65535u);
            uint l_2713_ = (l_2711_ + l_2712_);
            uint l_2714_ = (l_2708_ & 65535u);
            uint l_2715_ = (l_2713_ + l_2714_);
            uint l_2716_ = (l_2707_ >> 16u);
            uint l_2717_ = (l_2716_ & 65535u);
            uint l_2718_ = (l_2709_ + l_2717_);
            uint l_2719_ = (l_2708_ >> 16u);
            uint l_2720_ = (l_2719_ & 65535u);
            uint l_2721_ = (l_2718_ + l_2720_);
            uint l_2722_ = (l_2715_ >> 16u);
            uint l_2723_ = (l_2722_ & 65535u);
            uint l_203_ = (l_2721_ + l_2723_);
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
            uint _e1034 = l_mut_75_;
            l_mut_219_ = _e1034;
            uint _e1035 = l_mut_213_;
            l_mut_75_ = _e1035;
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
                    uint _e1047 = l_mut_213_;
                    l_mut_219_ = _e1047;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e1048 = l_mut_40_;
            uint l_228_ = (_e1048 * l_4_);
            uint _e1050 = l_mut_90_;
            uint l_229_ = (_e1050 * l_4_);
            uint _e1052 = l_mut_40_;
            uint l_2725_ = (_e1052 & 65535u);
            uint _e1055 = l_mut_40_;
            uint l_2726_ = (_e1055 >> 16u);
            uint l_2727_ = (l_2726_ & 65535u);
            uint l_2728_ = (l_4_ & 65535u);
            uint l_2729_ = (l_4_ >> 16u);
            uint l_2730_ = (l_2729_ & 65535u);
            uint l_2731_ = (l_2725_ * l_2728_);
            uint l_2732_ = (l_2727_ * l_2728_);
            uint l_2733_ = (l_2725_ * l_2730_);
            uint l_2734_ = (l_2727_ * l_2730_);
            uint l_2735_ = (l_2731_ >> 16u);
            uint l_2736_ = (l_2735_ & 65535u);
            uint l_2737_ = (l_2732_ & 65535u);
            uint l_2738_ = (l_2736_ + l_2737_);
            uint l_2739_ = (l_2733_ & 65535u);
            uint l_2740_ = (l_2738_ + l_2739_);
            uint l_2741_ = (l_2732_ >> 16u);
            uint l_2742_ = (l_2741_ & 65535u);
            uint l_2743_ = (l_2734_ + l_2742_);
            uint l_2744_ = (l_2733_ >> 16u);
            uint l_2745_ = (l_2744_ & 65535u);
            uint l_2746_ = (l_2743_ + l_2745_);
            uint l_2747_ = (l_2740_ >> 16u);
            uint l_2748_ = (l_2747_ & 65535u);
            uint l_230_ = (l_2746_ + l_2748_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1096 = l_mut_90_;
            uint l_2750_ = (_e1096 & 65535u);
            uint _e1099 = l_mut_90_;
            uint l_2751_ = (_e1099 >> 16u);
            uint l_2752_ = (l_2751_ & 65535u);
            uint l_2753_ = (l_4_ & 65535u);
            uint l_2754_ = (l_4_ >> 16u);
            uint l_2755_ = (l_2754_ & 65535u);
            uint l_2756_ = (l_2750_ * l_2753_);
            uint l_2757_ = (l_2752_ * l_2753_);
            uint l_2758_ = (l_2750_ * l_2755_);
            uint l_2759_ = (l_2752_ * l_2755_);
            uint l_2760_ = (l_2756_ >> 16u);
            uint l_2761_ = (l_2760_ & 65535u);
            uint l_2762_ = (l_2757_ & 65535u);
            uint l_2763_ = (l_2761_ + l_2762_);
            uint l_2764_ = (l_2758_ & 65535u);
            uint l_2765_ = (l_2763_ + l_2764_);
            uint l_2766_ = (l_2757_ >> 16u);
            uint l_2767_ = (l_2766_ & 65535u);
            uint l_2768_ = (l_2759_ + l_2767_);
            uint l_2769_ = (l_2758_ >> 16u);
            uint l_2770_ = (l_2769_ & 65535u);
            uint l_2771_ = (l_2768_ + l_2770_);
            uint l_2772_ = (l_2765_ >> 16u);
            uint l_2773_ = (l_2772_ & 65535u);
            uint l_232_ = (l_2771_ + l_2773_);
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
            uint _e1157 = l_mut_213_;
            l_mut_145_ = _e1157;
            uint _e1158 = l_mut_151_;
            l_mut_213_ = _e1158;
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
                    uint _e1170 = l_mut_151_;
                    l_mut_145_ = _e1170;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e1171 = l_mut_40_;
            uint l_255_ = (_e1171 * l_4_);
            uint _e1173 = l_mut_90_;
            uint l_256_ = (_e1173 * l_4_);
            uint _e1175 = l_mut_40_;
            uint l_2775_ = (_e1175 & 65535u);
            uint _e1178 = l_mut_40_;
            uint l_2776_ = (_e1178 >> 16u);
            uint l_2777_ = (l_2776_ & 65535u);
            uint l_2778_ = (l_4_ & 65535u);
            uint l_2779_ = (l_4_ >> 16u);
            uint l_2780_ = (l_2779_ & 65535u);
            uint l_2781_ = (l_2775_ * l_2778_);
            uint l_2782_ = (l_2777_ * l_2778_);
            uint l_2783_ = (l_2775_ * l_2780_);
            uint l_2784_ = (l_2777_ * l_2780_);
            uint l_2785_ = (l_2781_ >> 16u);
            uint l_2786_ = (l_2785_ & 65535u);
            uint l_2787_ = (l_2782_ & 65535u);
            uint l_2788_ = (l_2786_ + l_2787_);
            uint l_2789_ = (l_2783_ & 65535u);
            uint l_2790_ = (l_2788_ + l_2789_);
            uint l_2791_ = (l_2782_ >> 16u);
            uint l_2792_ = (l_2791_ & 65535u);
            uint l_2793_ = (l_2784_ + l_2792_);
            uint l_2794_ = (l_2783_ >> 16u);
            uint l_2795_ = (l_2794_ & 65535u);
            uint l_2796_ = (l_2793_ + l_2795_);
            uint l_2797_ = (l_2790_ >> 16u);
            uint l_2798_ = (l_2797_ & 65535u);
            uint l_257_ = (l_2796_ + l_2798_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1219 = l_mut_90_;
            uint l_2800_ = (_e1219 & 65535u);
            uint _e1222 = l_mut_90_;
            uint l_2801_ = (_e1222 >> 16u);
            uint l_2802_ = (l_2801_ & 65535u);
            uint l_2803_ = (l_4_ & 65535u);
            uint l_2804_ = (l_4_ >> 16u);
            uint l_2805_ = (l_2804_ & 65535u);
            uint l_2806_ = (l_2800_ * l_2803_);
            uint l_2807_ = (l_2802_ * l_2803_);
            uint l_2808_ = (l_2800_ * l_2805_);
            uint l_2809_ = (l_2802_ * l_2805_);
            uint l_2810_ = (l_2806_ >> 16u);
            uint l_2811_ = (l_2810_ & 65535u);
            uint l_2812_ = (l_2807_ & 65535u);
            uint l_2813_ = (l_2811_ + l_2812_);
            uint l_2814_ = (l_2808_ & 65535u);
            uint l_2815_ = (l_2813_ + l_2814_);
            uint l_2816_ = (l_2807_ >> 16u);
            uint l_2817_ = (l_2816_ & 65535u);
            uint l_2818_ = (l_2809_ + l_2817_);
            uint l_2819_ = (l_2808_ >> 16u);
            uint l_2820_ = (l_2819_ & 65535u);
            uint l_2821_ = (l_2818_ + l_2820_);
            uint l_2822_ = (l_2815_ >> 16u);
            uint l_2823_ = (l_2822_ & 65535u);
            uint l_259_ = (l_2821_ + l_2823_);
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
            uint _e1280 = l_mut_151_;
            l_mut_275_ = _e1280;
            uint _e1281 = l_mut_269_;
            l_mut_151_ = _e1281;
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
                    uint _e1293 = l_mut_269_;
                    l_mut_275_ = _e1293;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e1294 = l_mut_219_;
            uint l_284_ = (_e1294 * l_4_);
            uint _e1296 = l_mut_219_;
            uint l_2825_ = (_e1296 & 65535u);
            uint _e1299 = l_mut_219_;
            uint l_2826_ = (_e1299 >> 16u);
            uint l_2827_ = (l_2826_ & 65535u);
            uint l_2828_ = (l_4_ & 65535u);
            uint l_2829_ = (l_4_ >> 16u);
            uint l_2830_ = (l_2829_ & 65535u);
            uint l_2831_ = (l_2825_ * l_2828_);
            uint l_2832_ = (l_2827_ * l_2828_);
            uint l_2833_ = (l_2825_ * l_2830_);
            uint l_2834_ = (l_2827_ * l_2830_);
            uint l_2835_ = (l_2831_ >> 16u);
            uint l_2836_ = (l_2835_ & 65535u);
            uint l_2837_ = (l_2832_ & 65535u);
            uint l_2838_ = (l_2836_ + l_2837_);
            uint l_2839_ = (l_2833_ & 65535u);
            uint l_2840_ = (l_2838_ + l_2839_);
            uint l_2841_ = (l_2832_ >> 16u);
            uint l_2842_ = (l_2841_ & 65535u);
            uint l_2843_ = (l_2834_ + l_2842_);
            uint l_2844_ = (l_2833_ >> 16u);
            uint l_2845_ = (l_2844_ & 65535u);
            uint l_2846_ = (l_2843_ + l_2845_);
            uint l_2847_ = (l_2840_ >> 16u);
            uint l_2848_ = (l_2847_ & 65535u);
            uint l_285_ = (l_2846_ + l_2848_);
            uint _e1339 = l_mut_75_;
            uint l_286_ = (_e1339 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e1342 = l_mut_275_;
            uint l_288_ = (_e1342 + l_284_);
            uint _e1344 = l_mut_151_;
            uint l_289_ = (_e1344 + l_287_);
            uint _e1346 = l_mut_275_;
            bool l_290_ = (l_288_ < _e1346);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e1350 = l_mut_145_;
            l_mut_102_ = _e1350;
            uint _e1351 = l_mut_213_;
            l_mut_96_ = _e1351;
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
                    uint _e1372 = l_mut_145_;
                    l_mut_219_ = _e1372;
                    uint _e1373 = l_mut_213_;
                    l_mut_151_ = _e1373;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e1378 = l_mut_213_;
                        uint l_307_ = (_e1378 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e1383 = l_mut_145_;
                            l_mut_90_ = _e1383;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e1386 = l_mut_145_;
                                uint l_310_ = (_e1386 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e1390 = l_mut_213_;
                                uint l_312_ = (_e1390 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e1393 = l_mut_213_;
                            uint l_314_ = (_e1393 >> l_121_);
                            uint _e1395 = l_mut_90_;
                            l_mut_219_ = _e1395;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e1396 = l_mut_275_;
                    uint _e1397 = l_mut_219_;
                    uint l_315_ = (_e1396 + _e1397);
                    uint _e1399 = l_mut_269_;
                    uint _e1400 = l_mut_151_;
                    uint l_316_ = (_e1399 + _e1400);
                    uint _e1402 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e1402);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e1407 = l_mut_102_;
                uint l_320_ = (0u - _e1407);
                uint _e1410 = l_mut_96_;
                uint l_321_ = (0u - _e1410);
                uint _e1413 = l_mut_102_;
                bool l_322_ = (0u < _e1413);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e1417 = l_mut_102_;
        uint l_325_ = (l_64_ - _e1417);
        uint _e1419 = l_mut_96_;
        uint l_326_ = (l_67_ - _e1419);
        uint _e1421 = l_mut_102_;
        bool l_327_ = (l_64_ < _e1421);
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
        uint _e1454 = l_mut_145_;
        bool l_351_ = (_e1454 < l_344_);
        uint _e1456 = l_mut_145_;
        bool l_352_ = (_e1456 == l_344_);
        uint _e1458 = l_mut_151_;
        bool l_353_ = (_e1458 < l_340_);
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
            bool _e1473 = l_mut_357_;
            l_mut_350_ = _e1473;
            l_mut_357_ = false;
        }
        bool _e1475 = l_mut_357_;
        if (_e1475) {
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
            uint _e1490 = l_mut_90_;
            uint l_368_ = (_e1490 * l_367_);
            uint _e1492 = l_mut_90_;
            uint l_2850_ = (_e1492 & 65535u);
            uint _e1495 = l_mut_90_;
            uint l_2851_ = (_e1495 >> 16u);
            uint l_2852_ = (l_2851_ & 65535u);
            uint l_2853_ = (l_367_ & 65535u);
            uint l_2854_ = (l_367_ >> 16u);
            uint l_2855_ = (l_2854_ & 65535u);
            uint l_2856_ = (l_2850_ * l_2853_);
            uint l_2857_ = (l_2852_ * l_2853_);
            uint l_2858_ = (l_2850_ * l_2855_);
            uint l_2859_ = (l_2852_ * l_2855_);
            uint l_2860_ = (l_2856_ >> 16u);
            uint l_2861_ = (l_2860_ & 65535u);
            uint l_2862_ = (l_2857_ & 65535u);
            uint l_2863_ = (l_2861_ + l_2862_);
            uint l_2864_ = (l_2858_ & 65535u);
            uint l_2865_ = (l_2863_ + l_2864_);
            uint l_2866_ = (l_2857_ >> 16u);
            uint l_2867_ = (l_2866_ & 65535u);
            uint l_2868_ = (l_2859_ + l_2867_);
            uint l_2869_ = (l_2858_ >> 16u);
            uint l_2870_ = (l_2869_ & 65535u);
            uint l_2871_ = (l_2868_ + l_2870_);
            uint l_2872_ = (l_2865_ >> 16u);
            uint l_2873_ = (l_2872_ & 65535u);
            uint l_369_ = (l_2871_ + l_2873_);
            uint _e1535 = l_mut_75_;
            uint l_370_ = (_e1535 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1541 = l_mut_90_;
            uint l_373_ = (_e1541 * l_372_);
            uint _e1543 = l_mut_75_;
            uint l_374_ = (_e1543 * l_372_);
            uint _e1545 = l_mut_90_;
            uint l_2875_ = (_e1545 & 65535u);
            uint _e1548 = l_mut_90_;
            uint l_2876_ = (_e1548 >> 16u);
            uint l_2877_ = (l_2876_ & 65535u);
            uint l_2878_ = (l_372_ & 65535u);
            uint l_2879_ = (l_372_ >> 16u);
            uint l_2880_ = (l_2879_ & 65535u);
            uint l_2881_ = (l_2875_ * l_2878_);
            uint l_2882_ = (l_2877_ * l_2878_);
            uint l_2883_ = (l_2875_ * l_2880_);
            uint l_2884_ = (l_2877_ * l_2880_);
            uint l_2885_ = (l_2881_ >> 16u);
            uint l_2886_ = (l_2885_ & 65535u);
            uint l_2887_ = (l_2882_ & 65535u);
            uint l_2888_ = (l_2886_ + l_2887_);
            uint l_2889_ = (l_2883_ & 65535u);
            uint l_2890_ = (l_2888_ + l_2889_);
            uint l_2891_ = (l_2882_ >> 16u);
            uint l_2892_ = (l_2891_ & 65535u);
            uint l_2893_ = (l_2884_ + l_2892_);
            uint l_2894_ = (l_2883_ >> 16u);
            uint l_2895_ = (l_2894_ & 65535u);
            uint l_2896_ = (l_2893_ + l_2895_);
            uint l_2897_ = (l_2890_ >> 16u);
            uint l_2898_ = (l_2897_ & 65535u);
            uint l_375_ = (l_2896_ + l_2898_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1589 = l_mut_75_;
            uint l_2900_ = (_e1589 & 65535u);
            uint _e1592 = l_mut_75_;
            uint l_2901_ = (_e1592 >> 16u);
            uint l_2902_ = (l_2901_ & 65535u);
            uint l_2903_ = (l_372_ & 65535u);
            uint l_2904_ = (l_372_ >> 16u);
            uint l_2905_ = (l_2904_ & 65535u);
            uint l_2906_ = (l_2900_ * l_2903_);
            uint l_2907_ = (l_2902_ * l_2903_);
            uint l_2908_ = (l_2900_ * l_2905_);
            uint l_2909_ = (l_2902_ * l_2905_);
            uint l_2910_ = (l_2906_ >> 16u);
            uint l_2911_ = (l_2910_ & 65535u);
            uint l_2912_ = (l_2907_ & 65535u);
            uint l_2913_ = (l_2911_ + l_2912_);
            uint l_2914_ = (l_2908_ & 65535u);
            uint l_2915_ = (l_2913_ + l_2914_);
            uint l_2916_ = (l_2907_ >> 16u);
            uint l_2917_ = (l_2916_ & 65535u);
            uint l_2918_ = (l_2909_ + l_2917_);
            uint l_2919_ = (l_2908_ >> 16u);
            uint l_2920_ = (l_2919_ & 65535u);
            uint l_2921_ = (l_2918_ + l_2920_);
            uint l_2922_ = (l_2915_ >> 16u);
            uint l_2923_ = (l_2922_ & 65535u);
            uint l_377_ = (l_2921_ + l_2923_);
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
            uint _e1650 = l_mut_382_;
            l_mut_394_ = _e1650;
            uint _e1651 = l_mut_388_;
            l_mut_382_ = _e1651;
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
                    uint _e1663 = l_mut_388_;
                    l_mut_394_ = _e1663;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1664 = l_mut_394_;
            uint _e1665 = l_mut_382_;
            uint l_403_ = (_e1664 | _e1665);
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
                        uint _e1700 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1700);
                        uint _e1702 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1702);
                        uint _e1704 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1704);
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
                            uint _e1717 = l_mut_75_;
                            bool l_429_ = (_e1717 < l_409_);
                            uint _e1719 = l_mut_75_;
                            bool l_430_ = (_e1719 == l_409_);
                            uint _e1721 = l_mut_90_;
                            bool l_431_ = (_e1721 < l_405_);
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
                                bool loop_init = true;
                                while(true) {
                                    if (!loop_init) {
                                        uint _e1828 = l_mut_442_;
                                        l_mut_442_ = (_e1828 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1743 = l_mut_442_;
                                    if ((_e1743 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1747 = l_mut_442_;
                                        uint l_443_ = (19u - _e1747);
                                        uint _e1749 = l_mut_439_;
                                        l_mut_444_ = _e1749;
                                        uint _e1750 = l_mut_440_;
                                        l_mut_445_ = _e1750;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1755 = l_mut_440_;
                                            uint l_448_ = (_e1755 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1760 = l_mut_439_;
                                                l_mut_450_ = _e1760;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1763 = l_mut_439_;
                                                    uint l_452_ = (_e1763 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1767 = l_mut_440_;
                                                    uint l_454_ = (_e1767 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1770 = l_mut_440_;
                                                uint l_456_ = (_e1770 >> l_443_);
                                                uint _e1772 = l_mut_450_;
                                                l_mut_444_ = _e1772;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1773 = l_mut_445_;
                                        uint _e1774 = l_mut_75_;
                                        bool l_457_ = (_e1773 < _e1774);
                                        uint _e1776 = l_mut_445_;
                                        uint _e1777 = l_mut_75_;
                                        bool l_458_ = (_e1776 == _e1777);
                                        uint _e1779 = l_mut_444_;
                                        uint _e1780 = l_mut_90_;
                                        bool l_459_ = (_e1779 < _e1780);
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
                                            uint _e1792 = l_mut_90_;
                                            l_mut_450_ = _e1792;
                                            uint _e1793 = l_mut_75_;
                                            l_mut_445_ = _e1793;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1798 = l_mut_90_;
                                                uint l_465_ = (_e1798 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1803 = l_mut_90_;
                                                    uint l_467_ = (_e1803 << l_443_);
                                                    uint _e1805 = l_mut_75_;
                                                    uint l_468_ = (_e1805 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1809 = l_mut_90_;
                                                    uint l_470_ = (_e1809 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1812 = l_mut_439_;
                                            uint _e1813 = l_mut_450_;
                                            uint l_472_ = (_e1812 - _e1813);
                                            uint _e1815 = l_mut_440_;
                                            uint _e1816 = l_mut_445_;
                                            uint l_473_ = (_e1815 - _e1816);
                                            uint _e1818 = l_mut_439_;
                                            uint _e1819 = l_mut_450_;
                                            bool l_474_ = (_e1818 < _e1819);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1825 = l_mut_441_;
                                            l_mut_441_ = (_e1825 | l_477_);
                                        }
                                    }
                                }
                                uint _e1830 = l_mut_441_;
                                uint l_478_ = min(_e1830, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1832 = l_mut_440_;
                                uint _e1833 = l_mut_75_;
                                bool l_479_ = (_e1832 < _e1833);
                                uint _e1835 = l_mut_440_;
                                uint _e1836 = l_mut_75_;
                                bool l_480_ = (_e1835 == _e1836);
                                uint _e1838 = l_mut_439_;
                                uint _e1839 = l_mut_90_;
                                bool l_481_ = (_e1838 < _e1839);
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
                                uint _e1851 = l_mut_450_;
                                l_mut_428_ = _e1851;
                            }
                            uint _e1852 = l_mut_90_;
                            uint _e1853 = l_mut_428_;
                            uint l_485_ = (_e1852 * _e1853);
                            uint _e1855 = l_mut_90_;
                            uint l_2925_ = (_e1855 & 65535u);
                            uint _e1858 = l_mut_90_;
                            uint l_2926_ = (_e1858 >> 16u);
                            uint l_2927_ = (l_2926_ & 65535u);
                            uint _e1863 = l_mut_428_;
                            uint l_2928_ = (_e1863 & 65535u);
                            uint _e1866 = l_mut_428_;
                            uint l_2929_ = (_e1866 >> 16u);
                            uint l_2930_ = (l_2929_ & 65535u);
                            uint l_2931_ = (l_2925_ * l_2928_);
                            uint l_2932_ = (l_2927_ * l_2928_);
                            uint l_2933_ = (l_2925_ * l_2930_);
                            uint l_2934_ = (l_2927_ * l_2930_);
                            uint l_2935_ = (l_2931_ >> 16u);
                            uint l_2936_ = (l_2935_ & 65535u);
                            uint l_2937_ = (l_2932_ & 65535u);
                            uint l_2938_ = (l_2936_ + l_2937_);
                            uint l_2939_ = (l_2933_ & 65535u);
                            uint l_2940_ = (l_2938_ + l_2939_);
                            uint l_2941_ = (l_2932_ >> 16u);
                            uint l_2942_ = (l_2941_ & 65535u);
                            uint l_2943_ = (l_2934_ + l_2942_);
                            uint l_2944_ = (l_2933_ >> 16u);
                            uint l_2945_ = (l_2944_ & 65535u);
                            uint l_2946_ = (l_2943_ + l_2945_);
                            uint l_2947_ = (l_2940_ >> 16u);
                            uint l_2948_ = (l_2947_ & 65535u);
                            uint l_486_ = (l_2946_ + l_2948_);
                            uint _e1900 = l_mut_75_;
                            uint _e1901 = l_mut_428_;
                            uint l_487_ = (_e1900 * _e1901);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1909 = l_mut_421_;
                            uint _e1910 = l_mut_75_;
                            bool l_494_ = (_e1909 < _e1910);
                            uint _e1912 = l_mut_421_;
                            uint _e1913 = l_mut_75_;
                            bool l_495_ = (_e1912 == _e1913);
                            uint _e1915 = l_mut_382_;
                            uint _e1916 = l_mut_90_;
                            bool l_496_ = (_e1915 < _e1916);
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
                                uint _e1928 = l_mut_382_;
                                uint _e1929 = l_mut_90_;
                                uint l_500_ = (_e1928 - _e1929);
                                uint _e1931 = l_mut_421_;
                                uint _e1932 = l_mut_75_;
                                uint l_501_ = (_e1931 - _e1932);
                                uint _e1934 = l_mut_382_;
                                uint _e1935 = l_mut_90_;
                                bool l_502_ = (_e1934 < _e1935);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1939 = l_mut_90_;
                        uint _e1940 = l_mut_382_;
                        uint l_505_ = (_e1939 - _e1940);
                        uint _e1942 = l_mut_75_;
                        uint _e1943 = l_mut_421_;
                        uint l_506_ = (_e1942 - _e1943);
                        uint _e1945 = l_mut_90_;
                        uint _e1946 = l_mut_382_;
                        bool l_507_ = (_e1945 < _e1946);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1950 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1950);
                        uint _e1952 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1952);
                        uint _e1954 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1954);
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
                            uint _e1966 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1966);
                            uint _e1968 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1968);
                            uint _e1970 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1970);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1974 = l_mut_445_;
                        uint _e1975 = l_mut_388_;
                        bool l_521_ = (_e1974 < _e1975);
                        uint _e1977 = l_mut_445_;
                        uint _e1978 = l_mut_388_;
                        bool l_522_ = (_e1977 == _e1978);
                        uint _e1980 = l_mut_450_;
                        uint _e1981 = l_mut_394_;
                        bool l_523_ = (_e1980 < _e1981);
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
                            uint _e1992 = l_mut_450_;
                            l_mut_394_ = _e1992;
                            uint _e1993 = l_mut_445_;
                            l_mut_388_ = _e1993;
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
                        uint _e2013 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e2013);
                        uint _e2015 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e2015);
                        uint _e2017 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e2017);
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
                            uint _e2030 = l_mut_75_;
                            bool l_543_ = (_e2030 < l_334_);
                            uint _e2032 = l_mut_75_;
                            bool l_544_ = (_e2032 == l_334_);
                            uint _e2034 = l_mut_90_;
                            bool l_545_ = (_e2034 < l_330_);
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
                                bool loop_init_1 = true;
                                while(true) {
                                    if (!loop_init_1) {
                                        uint _e2141 = l_mut_553_;
                                        l_mut_553_ = (_e2141 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2056 = l_mut_553_;
                                    if ((_e2056 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2060 = l_mut_553_;
                                        uint l_554_ = (19u - _e2060);
                                        uint _e2062 = l_mut_441_;
                                        l_mut_428_ = _e2062;
                                        uint _e2063 = l_mut_440_;
                                        l_mut_421_ = _e2063;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e2068 = l_mut_440_;
                                            uint l_557_ = (_e2068 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e2073 = l_mut_441_;
                                                l_mut_382_ = _e2073;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e2076 = l_mut_441_;
                                                    uint l_560_ = (_e2076 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e2080 = l_mut_440_;
                                                    uint l_562_ = (_e2080 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e2083 = l_mut_440_;
                                                uint l_564_ = (_e2083 >> l_554_);
                                                uint _e2085 = l_mut_382_;
                                                l_mut_428_ = _e2085;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e2086 = l_mut_421_;
                                        uint _e2087 = l_mut_75_;
                                        bool l_565_ = (_e2086 < _e2087);
                                        uint _e2089 = l_mut_421_;
                                        uint _e2090 = l_mut_75_;
                                        bool l_566_ = (_e2089 == _e2090);
                                        uint _e2092 = l_mut_428_;
                                        uint _e2093 = l_mut_90_;
                                        bool l_567_ = (_e2092 < _e2093);
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
                                            uint _e2105 = l_mut_90_;
                                            l_mut_428_ = _e2105;
                                            uint _e2106 = l_mut_75_;
                                            l_mut_421_ = _e2106;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e2111 = l_mut_90_;
                                                uint l_573_ = (_e2111 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e2116 = l_mut_90_;
                                                    uint l_575_ = (_e2116 << l_554_);
                                                    uint _e2118 = l_mut_75_;
                                                    uint l_576_ = (_e2118 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e2122 = l_mut_90_;
                                                    uint l_578_ = (_e2122 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e2125 = l_mut_441_;
                                            uint _e2126 = l_mut_428_;
                                            uint l_580_ = (_e2125 - _e2126);
                                            uint _e2128 = l_mut_440_;
                                            uint _e2129 = l_mut_421_;
                                            uint l_581_ = (_e2128 - _e2129);
                                            uint _e2131 = l_mut_441_;
                                            uint _e2132 = l_mut_428_;
                                            bool l_582_ = (_e2131 < _e2132);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e2138 = l_mut_439_;
                                            l_mut_439_ = (_e2138 | l_585_);
                                        }
                                    }
                                }
                                uint _e2143 = l_mut_439_;
                                uint l_586_ = min(_e2143, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e2145 = l_mut_440_;
                                uint _e2146 = l_mut_75_;
                                bool l_587_ = (_e2145 < _e2146);
                                uint _e2148 = l_mut_440_;
                                uint _e2149 = l_mut_75_;
                                bool l_588_ = (_e2148 == _e2149);
                                uint _e2151 = l_mut_441_;
                                uint _e2152 = l_mut_90_;
                                bool l_589_ = (_e2151 < _e2152);
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
                                uint _e2164 = l_mut_439_;
                                l_mut_444_ = _e2164;
                            }
                            uint _e2165 = l_mut_90_;
                            uint _e2166 = l_mut_444_;
                            uint l_593_ = (_e2165 * _e2166);
                            uint _e2168 = l_mut_90_;
                            uint l_2950_ = (_e2168 & 65535u);
                            uint _e2171 = l_mut_90_;
                            uint l_2951_ = (_e2171 >> 16u);
                            uint l_2952_ = (l_2951_ & 65535u);
                            uint _e2176 = l_mut_444_;
                            uint l_2953_ = (_e2176 & 65535u);
                            uint _e2179 = l_mut_444_;
                            uint l_2954_ = (_e2179 >> 16u);
                            uint l_2955_ = (l_2954_ & 65535u);
                            uint l_2956_ = (l_2950_ * l_2953_);
                            uint l_2957_ = (l_2952_ * l_2953_);
                            uint l_2958_ = (l_2950_ * l_2955_);
                            uint l_2959_ = (l_2952_ * l_2955_);
                            uint l_2960_ = (l_2956_ >> 16u);
                            uint l_2961_ = (l_2960_ & 65535u);
                            uint l_2962_ = (l_2957_ & 65535u);
                            uint l_2963_ = (l_2961_ + l_2962_);
                            uint l_2964_ = (l_2958_ & 65535u);
                            uint l_2965_ = (l_2963_ + l_2964_);
                            uint l_2966_ = (l_2957_ >> 16u);
                            uint l_2967_ = (l_2966_ & 65535u);
                            uint l_2968_ = (l_2959_ + l_2967_);
                            uint l_2969_ = (l_2958_ >> 16u);
                            uint l_2970_ = (l_2969_ & 65535u);
                            uint l_2971_ = (l_2968_ + l_2970_);
                            uint l_2972_ = (l_2965_ >> 16u);
                            uint l_2973_ = (l_2972_ & 65535u);
                            uint l_594_ = (l_2971_ + l_2973_);
                            uint _e2213 = l_mut_75_;
                            uint _e2214 = l_mut_444_;
                            uint l_595_ = (_e2213 * _e2214);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e2222 = l_mut_445_;
                            uint _e2223 = l_mut_75_;
                            bool l_602_ = (_e2222 < _e2223);
                            uint _e2225 = l_mut_445_;
                            uint _e2226 = l_mut_75_;
                            bool l_603_ = (_e2225 == _e2226);
                            uint _e2228 = l_mut_450_;
                            uint _e2229 = l_mut_90_;
                            bool l_604_ = (_e2228 < _e2229);
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
                                uint _e2241 = l_mut_450_;
                                uint _e2242 = l_mut_90_;
                                uint l_608_ = (_e2241 - _e2242);
                                uint _e2244 = l_mut_445_;
                                uint _e2245 = l_mut_75_;
                                uint l_609_ = (_e2244 - _e2245);
                                uint _e2247 = l_mut_450_;
                                uint _e2248 = l_mut_90_;
                                bool l_610_ = (_e2247 < _e2248);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e2252 = l_mut_445_;
                        uint _e2253 = l_mut_388_;
                        bool l_613_ = (_e2252 < _e2253);
                        uint _e2255 = l_mut_445_;
                        uint _e2256 = l_mut_388_;
                        bool l_614_ = (_e2255 == _e2256);
                        uint _e2258 = l_mut_450_;
                        uint _e2259 = l_mut_394_;
                        bool l_615_ = (_e2258 < _e2259);
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
                            uint _e2270 = l_mut_450_;
                            l_mut_394_ = _e2270;
                            uint _e2271 = l_mut_445_;
                            l_mut_388_ = _e2271;
                        }
                    }
                }
                uint _e2272 = l_mut_388_;
                bool l_618_ = (_e2272 < l_344_);
                uint _e2274 = l_mut_388_;
                bool l_619_ = (_e2274 == l_344_);
                uint _e2276 = l_mut_394_;
                bool l_620_ = (_e2276 < l_340_);
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
            uint _e2291 = l_mut_40_;
            bool l_626_ = (_e2291 > 0u);
            if (l_626_) {
                uint _e2294 = l_mut_40_;
                bool l_627_ = (_e2294 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        while(true) {
            bool _e2299 = l_mut_357_;
            bool l_629_ = !(_e2299);
            if (l_629_) {
                break;
            }
            uint _e2301 = l_mut_275_;
            l_mut_450_ = _e2301;
            uint _e2302 = l_mut_269_;
            l_mut_445_ = _e2302;
            bool _e2303 = l_mut_628_;
            if (_e2303) {
                uint _e2304 = l_mut_219_;
                l_mut_450_ = _e2304;
                uint _e2305 = l_mut_213_;
                l_mut_445_ = _e2305;
            }
            uint _e2306 = l_mut_145_;
            uint _e2307 = l_mut_445_;
            bool l_630_ = (_e2306 < _e2307);
            uint _e2309 = l_mut_145_;
            uint _e2310 = l_mut_445_;
            bool l_631_ = (_e2309 == _e2310);
            uint _e2312 = l_mut_151_;
            uint _e2313 = l_mut_450_;
            bool l_632_ = (_e2312 < _e2313);
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
            bool _e2325 = l_mut_628_;
            bool l_636_ = (l_635_ != _e2325);
            if (l_636_) {
                uint _e2327 = l_mut_275_;
                l_mut_450_ = _e2327;
                uint _e2328 = l_mut_269_;
                l_mut_445_ = _e2328;
                uint _e2329 = l_mut_219_;
                l_mut_275_ = _e2329;
                uint _e2330 = l_mut_213_;
                l_mut_269_ = _e2330;
                uint _e2331 = l_mut_450_;
                l_mut_219_ = _e2331;
                uint _e2332 = l_mut_445_;
                l_mut_213_ = _e2332;
                uint _e2333 = l_mut_102_;
                l_mut_450_ = _e2333;
                uint _e2334 = l_mut_96_;
                l_mut_102_ = _e2334;
                uint _e2335 = l_mut_450_;
                l_mut_96_ = _e2335;
                l_mut_628_ = l_635_;
            }
            uint _e2336 = l_mut_275_;
            uint _e2337 = l_mut_151_;
            uint l_637_ = (_e2336 - _e2337);
            uint _e2339 = l_mut_269_;
            uint _e2340 = l_mut_145_;
            uint l_638_ = (_e2339 - _e2340);
            uint _e2342 = l_mut_275_;
            uint _e2343 = l_mut_151_;
            bool l_639_ = (_e2342 < _e2343);
            uint l_640_ = uint(l_639_);
            uint l_641_ = (l_638_ - l_640_);
            l_mut_450_ = l_637_;
            l_mut_445_ = l_641_;
            bool _e2347 = l_mut_628_;
            if (_e2347) {
                uint _e2348 = l_mut_151_;
                uint l_642_ = (_e2348 - l_340_);
                uint _e2350 = l_mut_145_;
                uint l_643_ = (_e2350 - l_344_);
                uint _e2352 = l_mut_151_;
                bool l_644_ = (_e2352 < l_340_);
                uint l_645_ = uint(l_644_);
                uint l_646_ = (l_643_ - l_645_);
                l_mut_450_ = l_642_;
                l_mut_445_ = l_646_;
            }
            uint _e2356 = l_mut_275_;
            l_mut_444_ = _e2356;
            uint _e2357 = l_mut_269_;
            l_mut_441_ = _e2357;
            uint _e2358 = l_mut_445_;
            uint _e2359 = l_mut_269_;
            bool l_647_ = (_e2358 < _e2359);
            uint _e2361 = l_mut_445_;
            uint _e2362 = l_mut_269_;
            bool l_648_ = (_e2361 == _e2362);
            uint _e2364 = l_mut_450_;
            uint _e2365 = l_mut_275_;
            bool l_649_ = (_e2364 < _e2365);
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
                uint _e2376 = l_mut_450_;
                l_mut_444_ = _e2376;
                uint _e2377 = l_mut_445_;
                l_mut_441_ = _e2377;
            }
            l_mut_652_ = false;
            uint _e2379 = l_mut_444_;
            l_mut_450_ = _e2379;
            uint _e2380 = l_mut_441_;
            l_mut_445_ = _e2380;
            if (false) {
                uint _e2383 = l_mut_441_;
                uint l_655_ = (_e2383 >> 3u);
                l_mut_450_ = l_655_;
                l_mut_445_ = 0u;
            } else {
                if (true) {
                    uint _e2387 = l_mut_444_;
                    l_mut_440_ = _e2387;
                    if (true) {
                        uint _e2389 = l_mut_444_;
                        uint l_658_ = (_e2389 >> 3u);
                        uint _e2392 = l_mut_441_;
                        uint l_659_ = (_e2392 << 29u);
                        uint l_660_ = (l_658_ | l_659_);
                        l_mut_440_ = l_660_;
                    }
                    uint _e2396 = l_mut_441_;
                    uint l_661_ = (_e2396 >> 3u);
                    uint _e2399 = l_mut_440_;
                    l_mut_450_ = _e2399;
                    l_mut_445_ = l_661_;
                }
            }
            uint _e2400 = l_mut_445_;
            uint _e2401 = l_mut_213_;
            bool l_662_ = (_e2400 < _e2401);
            uint _e2403 = l_mut_445_;
            uint _e2404 = l_mut_213_;
            bool l_663_ = (_e2403 == _e2404);
            uint _e2406 = l_mut_450_;
            uint _e2407 = l_mut_219_;
            bool l_664_ = (_e2406 < _e2407);
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
            uint _e2420 = l_mut_219_;
            uint _e2421 = l_mut_213_;
            uint l_668_ = (_e2420 | _e2421);
            bool l_669_ = (l_668_ == 0u);
            bool l_670_ = !(l_669_);
            bool _e2426 = l_mut_652_;
            if (_e2426) {
                local_45 = l_670_;
            } else {
                local_45 = false;
            }
            bool l_671_ = local_45;
            uint _e2431 = l_mut_213_;
            uint _e2432 = l_mut_441_;
            bool l_672_ = (_e2431 < _e2432);
            uint _e2434 = l_mut_213_;
            uint _e2435 = l_mut_441_;
            bool l_673_ = (_e2434 == _e2435);
            uint _e2437 = l_mut_219_;
            uint _e2438 = l_mut_444_;
            bool l_674_ = (_e2437 < _e2438);
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
            uint _e2453 = l_mut_102_;
            uint _e2454 = l_mut_96_;
            uint l_678_ = (_e2453 + _e2454);
            bool l_679_ = (l_678_ < l_4_);
            if (l_677_) {
                local_49 = l_679_;
            } else {
                local_49 = false;
            }
            bool l_680_ = local_49;
            if (l_680_) {
                uint _e2461 = l_mut_102_;
                uint l_681_ = (l_4_ - _e2461);
                uint _e2463 = l_mut_96_;
                uint l_682_ = (l_681_ - _e2463);
                uint _e2465 = l_mut_102_;
                uint l_683_ = (l_682_ / _e2465);
                uint _e2467 = l_mut_444_;
                uint l_684_ = (_e2467 - 1u);
                uint _e2470 = l_mut_441_;
                uint l_685_ = (_e2470 - 0u);
                uint _e2473 = l_mut_444_;
                bool l_686_ = (_e2473 < 1u);
                uint l_687_ = uint(l_686_);
                uint l_688_ = (l_685_ - l_687_);
                l_mut_445_ = l_684_;
                l_mut_444_ = l_688_;
                l_mut_441_ = 0u;
                l_mut_689_ = 0u;
                bool loop_init_2 = true;
                while(true) {
                    if (!loop_init_2) {
                        uint _e2566 = l_mut_689_;
                        l_mut_689_ = (_e2566 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2481 = l_mut_689_;
                    if ((_e2481 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2485 = l_mut_689_;
                        uint l_690_ = (19u - _e2485);
                        uint _e2487 = l_mut_445_;
                        l_mut_440_ = _e2487;
                        uint _e2488 = l_mut_444_;
                        l_mut_439_ = _e2488;
                        bool l_691_ = (l_690_ >= 32u);
                        if (l_691_) {
                            uint l_692_ = (l_690_ & 31u);
                            uint _e2493 = l_mut_444_;
                            uint l_693_ = (_e2493 >> l_692_);
                            l_mut_440_ = l_693_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_694_ = (l_690_ > 0u);
                            if (l_694_) {
                                uint _e2498 = l_mut_445_;
                                l_mut_428_ = _e2498;
                                bool l_695_ = (l_690_ > 0u);
                                if (l_695_) {
                                    uint _e2501 = l_mut_445_;
                                    uint l_696_ = (_e2501 >> l_690_);
                                    uint l_697_ = (32u - l_690_);
                                    uint _e2505 = l_mut_444_;
                                    uint l_698_ = (_e2505 << l_697_);
                                    uint l_699_ = (l_696_ | l_698_);
                                    l_mut_428_ = l_699_;
                                }
                                uint _e2508 = l_mut_444_;
                                uint l_700_ = (_e2508 >> l_690_);
                                uint _e2510 = l_mut_428_;
                                l_mut_440_ = _e2510;
                                l_mut_439_ = l_700_;
                            }
                        }
                        uint _e2511 = l_mut_439_;
                        uint _e2512 = l_mut_213_;
                        bool l_701_ = (_e2511 < _e2512);
                        uint _e2514 = l_mut_439_;
                        uint _e2515 = l_mut_213_;
                        bool l_702_ = (_e2514 == _e2515);
                        uint _e2517 = l_mut_440_;
                        uint _e2518 = l_mut_219_;
                        bool l_703_ = (_e2517 < _e2518);
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
                            uint _e2530 = l_mut_219_;
                            l_mut_440_ = _e2530;
                            uint _e2531 = l_mut_213_;
                            l_mut_439_ = _e2531;
                            bool l_707_ = (l_690_ >= 32u);
                            if (l_707_) {
                                uint l_708_ = (l_690_ & 31u);
                                uint _e2536 = l_mut_219_;
                                uint l_709_ = (_e2536 << l_708_);
                                l_mut_440_ = 0u;
                                l_mut_439_ = l_709_;
                            } else {
                                bool l_710_ = (l_690_ > 0u);
                                if (l_710_) {
                                    uint _e2541 = l_mut_219_;
                                    uint l_711_ = (_e2541 << l_690_);
                                    uint _e2543 = l_mut_213_;
                                    uint l_712_ = (_e2543 << l_690_);
                                    uint l_713_ = (32u - l_690_);
                                    uint _e2547 = l_mut_219_;
                                    uint l_714_ = (_e2547 >> l_713_);
                                    uint l_715_ = (l_712_ | l_714_);
                                    l_mut_440_ = l_711_;
                                    l_mut_439_ = l_715_;
                                }
                            }
                            uint _e2550 = l_mut_445_;
                            uint _e2551 = l_mut_440_;
                            uint l_716_ = (_e2550 - _e2551);
                            uint _e2553 = l_mut_444_;
                            uint _e2554 = l_mut_439_;
                            uint l_717_ = (_e2553 - _e2554);
                            uint _e2556 = l_mut_445_;
                            uint _e2557 = l_mut_440_;
                            bool l_718_ = (_e2556 < _e2557);
                            uint l_719_ = uint(l_718_);
                            uint l_720_ = (l_717_ - l_719_);
                            l_mut_445_ = l_716_;
                            l_mut_444_ = l_720_;
                            uint l_721_ = (1u << l_690_);
                            uint _e2563 = l_mut_441_;
                            l_mut_441_ = (_e2563 | l_721_);
                        }
                    }
                }
                uint _e2568 = l_mut_441_;
                uint l_722_ = min(_e2568, l_683_);
                l_mut_441_ = l_722_;
                uint _e2570 = l_mut_444_;
                uint _e2571 = l_mut_213_;
                bool l_723_ = (_e2570 < _e2571);
                uint _e2573 = l_mut_444_;
                uint _e2574 = l_mut_213_;
                bool l_724_ = (_e2573 == _e2574);
                uint _e2576 = l_mut_445_;
                uint _e2577 = l_mut_219_;
                bool l_725_ = (_e2576 < _e2577);
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
                uint _e2589 = l_mut_441_;
                l_mut_450_ = _e2589;
            }
            uint _e2590 = l_mut_450_;
            bool l_729_ = (_e2590 == 0u);
            l_mut_652_ = l_729_;
            uint _e2593 = l_mut_450_;
            bool l_730_ = (_e2593 > 0u);
            if (l_730_) {
                uint _e2596 = l_mut_219_;
                uint _e2597 = l_mut_450_;
                uint l_731_ = (_e2596 * _e2597);
                uint _e2599 = l_mut_219_;
                uint l_2975_ = (_e2599 & 65535u);
                uint _e2602 = l_mut_219_;
                uint l_2976_ = (_e2602 >> 16u);
                uint l_2977_ = (l_2976_ & 65535u);
                uint _e2607 = l_mut_450_;
                uint l_2978_ = (_e2607 & 65535u);
                uint _e2610 = l_mut_450_;
                uint l_2979_ = (_e2610 >> 16u);
                uint l_2980_ = (l_2979_ & 65535u);
                uint l_2981_ = (l_2975_ * l_2978_);
                uint l_2982_ = (l_2977_ * l_2978_);
                uint l_2983_ = (l_2975_ * l_2980_);
                uint l_2984_ = (l_2977_ * l_2980_);
                uint l_2985_ = (l_2981_ >> 16u);
                uint l_2986_ = (l_2985_ & 65535u);
                uint l_2987_ = (l_2982_ & 65535u);
                uint l_2988_ = (l_2986_ + l_2987_);
                uint l_2989_ = (l_2983_ & 65535u);
                uint l_2990_ = (l_2988_ + l_2989_);
                uint l_2991_ = (l_2982_ >> 16u);
                uint l_2992_ = (l_2991_ & 65535u);
                uint l_2993_ = (l_2984_ + l_2992_);
                uint l_2994_ = (l_2983_ >> 16u);
                uint l_2995_ = (l_2994_ & 65535u);
                uint l_2996_ = (l_2993_ + l_2995_);
                uint l_2997_ = (l_2990_ >> 16u);
                uint l_2998_ = (l_2997_ & 65535u);
                uint l_732_ = (l_2996_ + l_2998_);
                uint _e2644 = l_mut_213_;
                uint _e2645 = l_mut_450_;
                uint l_733_ = (_e2644 * _e2645);
                uint l_734_ = (l_732_ + l_733_);
                bool _e2648 = l_mut_628_;
                if (_e2648) {
                    uint _e2649 = l_mut_151_;
                    uint l_735_ = (_e2649 - l_731_);
                    uint _e2651 = l_mut_145_;
                    uint l_736_ = (_e2651 - l_734_);
                    uint _e2653 = l_mut_151_;
                    bool l_737_ = (_e2653 < l_731_);
                    uint l_738_ = uint(l_737_);
                    uint l_739_ = (l_736_ - l_738_);
                    l_mut_151_ = l_735_;
                    l_mut_145_ = l_739_;
                }
                uint _e2657 = l_mut_275_;
                uint l_740_ = (_e2657 - l_731_);
                uint _e2659 = l_mut_269_;
                uint l_741_ = (_e2659 - l_734_);
                uint _e2661 = l_mut_275_;
                bool l_742_ = (_e2661 < l_731_);
                uint l_743_ = uint(l_742_);
                uint l_744_ = (l_741_ - l_743_);
                l_mut_275_ = l_740_;
                l_mut_269_ = l_744_;
                uint _e2665 = l_mut_450_;
                uint _e2666 = l_mut_102_;
                uint l_745_ = (_e2665 * _e2666);
                uint _e2668 = l_mut_96_;
                l_mut_96_ = (_e2668 + l_745_);
            } else {
                bool _e2670 = l_mut_628_;
                if (_e2670) {
                    uint _e2671 = l_mut_151_;
                    uint _e2672 = l_mut_219_;
                    uint l_746_ = (_e2671 - _e2672);
                    uint _e2674 = l_mut_145_;
                    uint _e2675 = l_mut_213_;
                    uint l_747_ = (_e2674 - _e2675);
                    uint _e2677 = l_mut_151_;
                    uint _e2678 = l_mut_219_;
                    bool l_748_ = (_e2677 < _e2678);
                    uint l_749_ = uint(l_748_);
                    uint l_750_ = (l_747_ - l_749_);
                    l_mut_151_ = l_746_;
                    l_mut_145_ = l_750_;
                    uint _e2682 = l_mut_145_;
                    bool l_751_ = (_e2682 < l_344_);
                    uint _e2684 = l_mut_145_;
                    bool l_752_ = (_e2684 == l_344_);
                    uint _e2686 = l_mut_151_;
                    bool l_753_ = (_e2686 < l_340_);
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
            bool _e2699 = l_mut_652_;
            if (_e2699) {
                uint _e2700 = l_mut_102_;
                uint l_756_ = (l_4_ - _e2700);
                uint _e2702 = l_mut_96_;
                uint l_757_ = (l_756_ / _e2702);
                l_mut_450_ = 0u;
                l_mut_758_ = false;
                uint _e2706 = l_mut_219_;
                l_mut_445_ = _e2706;
                uint _e2707 = l_mut_213_;
                l_mut_444_ = _e2707;
                if (false) {
                    uint _e2710 = l_mut_213_;
                    uint l_761_ = (_e2710 >> 3u);
                    l_mut_445_ = l_761_;
                    l_mut_444_ = 0u;
                } else {
                    if (true) {
                        uint _e2714 = l_mut_219_;
                        l_mut_441_ = _e2714;
                        if (true) {
                            uint _e2716 = l_mut_219_;
                            uint l_764_ = (_e2716 >> 3u);
                            uint _e2719 = l_mut_213_;
                            uint l_765_ = (_e2719 << 29u);
                            uint l_766_ = (l_764_ | l_765_);
                            l_mut_441_ = l_766_;
                        }
                        uint _e2723 = l_mut_213_;
                        uint l_767_ = (_e2723 >> 3u);
                        uint _e2726 = l_mut_441_;
                        l_mut_445_ = _e2726;
                        l_mut_444_ = l_767_;
                    }
                }
                uint _e2727 = l_mut_444_;
                uint _e2728 = l_mut_269_;
                bool l_768_ = (_e2727 < _e2728);
                uint _e2730 = l_mut_444_;
                uint _e2731 = l_mut_269_;
                bool l_769_ = (_e2730 == _e2731);
                uint _e2733 = l_mut_445_;
                uint _e2734 = l_mut_275_;
                bool l_770_ = (_e2733 < _e2734);
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
                uint _e2746 = l_mut_275_;
                uint _e2747 = l_mut_269_;
                uint l_774_ = (_e2746 | _e2747);
                bool l_775_ = (l_774_ == 0u);
                if (l_775_) {
                    l_mut_450_ = l_757_;
                } else {
                    bool _e2751 = l_mut_758_;
                    if (_e2751) {
                        uint _e2752 = l_mut_269_;
                        uint _e2753 = l_mut_213_;
                        bool l_776_ = (_e2752 < _e2753);
                        uint _e2755 = l_mut_269_;
                        uint _e2756 = l_mut_213_;
                        bool l_777_ = (_e2755 == _e2756);
                        uint _e2758 = l_mut_275_;
                        uint _e2759 = l_mut_219_;
                        bool l_778_ = (_e2758 < _e2759);
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
                            uint _e2770 = l_mut_219_;
                            uint l_781_ = (_e2770 - 1u);
                            uint _e2773 = l_mut_213_;
                            uint l_782_ = (_e2773 - 0u);
                            uint _e2776 = l_mut_219_;
                            bool l_783_ = (_e2776 < 1u);
                            uint l_784_ = uint(l_783_);
                            uint l_785_ = (l_782_ - l_784_);
                            l_mut_445_ = l_781_;
                            l_mut_444_ = l_785_;
                            l_mut_441_ = 0u;
                            l_mut_786_ = 0u;
                            bool loop_init_3 = true;
                            while(true) {
                                if (!loop_init_3) {
                                    uint _e2869 = l_mut_786_;
                                    l_mut_786_ = (_e2869 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2784 = l_mut_786_;
                                if ((_e2784 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2788 = l_mut_786_;
                                    uint l_787_ = (19u - _e2788);
                                    uint _e2790 = l_mut_445_;
                                    l_mut_440_ = _e2790;
                                    uint _e2791 = l_mut_444_;
                                    l_mut_439_ = _e2791;
                                    bool l_788_ = (l_787_ >= 32u);
                                    if (l_788_) {
                                        uint l_789_ = (l_787_ & 31u);
                                        uint _e2796 = l_mut_444_;
                                        uint l_790_ = (_e2796 >> l_789_);
                                        l_mut_440_ = l_790_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_791_ = (l_787_ > 0u);
                                        if (l_791_) {
                                            uint _e2801 = l_mut_445_;
                                            l_mut_428_ = _e2801;
                                            bool l_792_ = (l_787_ > 0u);
                                            if (l_792_) {
                                                uint _e2804 = l_mut_445_;
                                                uint l_793_ = (_e2804 >> l_787_);
                                                uint l_794_ = (32u - l_787_);
                                                uint _e2808 = l_mut_444_;
                                                uint l_795_ = (_e2808 << l_794_);
                                                uint l_796_ = (l_793_ | l_795_);
                                                l_mut_428_ = l_796_;
                                            }
                                            uint _e2811 = l_mut_444_;
                                            uint l_797_ = (_e2811 >> l_787_);
                                            uint _e2813 = l_mut_428_;
                                            l_mut_440_ = _e2813;
                                            l_mut_439_ = l_797_;
                                        }
                                    }
                                    uint _e2814 = l_mut_439_;
                                    uint _e2815 = l_mut_269_;
                                    bool l_798_ = (_e2814 < _e2815);
                                    uint _e2817 = l_mut_439_;
                                    uint _e2818 = l_mut_269_;
                                    bool l_799_ = (_e2817 == _e2818);
                                    uint _e2820 = l_mut_440_;
                                    uint _e2821 = l_mut_275_;
                                    bool l_800_ = (_e2820 < _e2821);
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
                                        uint _e2833 = l_mut_275_;
                                        l_mut_440_ = _e2833;
                                        uint _e2834 = l_mut_269_;
                                        l_mut_439_ = _e2834;
                                        bool l_804_ = (l_787_ >= 32u);
                                        if (l_804_) {
                                            uint l_805_ = (l_787_ & 31u);
                                            uint _e2839 = l_mut_275_;
                                            uint l_806_ = (_e2839 << l_805_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_806_;
                                        } else {
                                            bool l_807_ = (l_787_ > 0u);
                                            if (l_807_) {
                                                uint _e2844 = l_mut_275_;
                                                uint l_808_ = (_e2844 << l_787_);
                                                uint _e2846 = l_mut_269_;
                                                uint l_809_ = (_e2846 << l_787_);
                                                uint l_810_ = (32u - l_787_);
                                                uint _e2850 = l_mut_275_;
                                                uint l_811_ = (_e2850 >> l_810_);
                                                uint l_812_ = (l_809_ | l_811_);
                                                l_mut_440_ = l_808_;
                                                l_mut_439_ = l_812_;
                                            }
                                        }
                                        uint _e2853 = l_mut_445_;
                                        uint _e2854 = l_mut_440_;
                                        uint l_813_ = (_e2853 - _e2854);
                                        uint _e2856 = l_mut_444_;
                                        uint _e2857 = l_mut_439_;
                                        uint l_814_ = (_e2856 - _e2857);
                                        uint _e2859 = l_mut_445_;
                                        uint _e2860 = l_mut_440_;
                                        bool l_815_ = (_e2859 < _e2860);
                                        uint l_816_ = uint(l_815_);
                                        uint l_817_ = (l_814_ - l_816_);
                                        l_mut_445_ = l_813_;
                                        l_mut_444_ = l_817_;
                                        uint l_818_ = (1u << l_787_);
                                        uint _e2866 = l_mut_441_;
                                        l_mut_441_ = (_e2866 | l_818_);
                                    }
                                }
                            }
                            uint _e2871 = l_mut_441_;
                            uint l_819_ = min(_e2871, l_757_);
                            l_mut_441_ = l_819_;
                            uint _e2873 = l_mut_444_;
                            uint _e2874 = l_mut_269_;
                            bool l_820_ = (_e2873 < _e2874);
                            uint _e2876 = l_mut_444_;
                            uint _e2877 = l_mut_269_;
                            bool l_821_ = (_e2876 == _e2877);
                            uint _e2879 = l_mut_445_;
                            uint _e2880 = l_mut_275_;
                            bool l_822_ = (_e2879 < _e2880);
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
                            uint _e2892 = l_mut_441_;
                            l_mut_450_ = _e2892;
                        }
                    } else {
                        uint _e2893 = l_mut_219_;
                        l_mut_445_ = _e2893;
                        uint _e2894 = l_mut_213_;
                        l_mut_444_ = _e2894;
                        while(true) {
                            uint _e2895 = l_mut_269_;
                            uint _e2896 = l_mut_444_;
                            bool l_826_ = (_e2895 < _e2896);
                            uint _e2898 = l_mut_269_;
                            uint _e2899 = l_mut_444_;
                            bool l_827_ = (_e2898 == _e2899);
                            uint _e2901 = l_mut_275_;
                            uint _e2902 = l_mut_445_;
                            bool l_828_ = (_e2901 < _e2902);
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
                            uint _e2913 = l_mut_450_;
                            uint _e2914 = l_mut_96_;
                            uint l_831_ = (_e2913 * _e2914);
                            uint _e2916 = l_mut_102_;
                            uint l_832_ = (_e2916 + l_831_);
                            uint _e2918 = l_mut_96_;
                            uint l_833_ = (l_832_ + _e2918);
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
                            uint _e2926 = l_mut_445_;
                            uint _e2927 = l_mut_275_;
                            uint l_837_ = (_e2926 - _e2927);
                            uint _e2929 = l_mut_444_;
                            uint _e2930 = l_mut_269_;
                            uint l_838_ = (_e2929 - _e2930);
                            uint _e2932 = l_mut_445_;
                            uint _e2933 = l_mut_275_;
                            bool l_839_ = (_e2932 < _e2933);
                            uint l_840_ = uint(l_839_);
                            uint l_841_ = (l_838_ - l_840_);
                            l_mut_445_ = l_837_;
                            l_mut_444_ = l_841_;
                            uint _e2937 = l_mut_450_;
                            l_mut_450_ = (_e2937 + 1u);
                        }
                    }
                }
                uint _e2940 = l_mut_450_;
                uint _e2941 = l_mut_96_;
                uint l_842_ = (_e2940 * _e2941);
                uint _e2943 = l_mut_102_;
                uint l_843_ = (_e2943 + l_842_);
                uint _e2945 = l_mut_96_;
                uint l_844_ = (l_843_ + _e2945);
                bool l_845_ = (l_844_ >= l_4_);
                if (l_845_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e2950 = l_mut_275_;
                    uint _e2951 = l_mut_450_;
                    uint l_846_ = (_e2950 * _e2951);
                    uint _e2953 = l_mut_275_;
                    uint l_3000_ = (_e2953 & 65535u);
                    uint _e2956 = l_mut_275_;
                    uint l_3001_ = (_e2956 >> 16u);
                    uint l_3002_ = (l_3001_ & 65535u);
                    uint _e2961 = l_mut_450_;
                    uint l_3003_ = (_e2961 & 65535u);
                    uint _e2964 = l_mut_450_;
                    uint l_3004_ = (_e2964 >> 16u);
                    uint l_3005_ = (l_3004_ & 65535u);
                    uint l_3006_ = (l_3000_ * l_3003_);
                    uint l_3007_ = (l_3002_ * l_3003_);
                    uint l_3008_ = (l_3000_ * l_3005_);
                    uint l_3009_ = (l_3002_ * l_3005_);
                    uint l_3010_ = (l_3006_ >> 16u);
                    uint l_3011_ = (l_3010_ & 65535u);
                    uint l_3012_ = (l_3007_ & 65535u);
                    uint l_3013_ = (l_3011_ + l_3012_);
                    uint l_3014_ = (l_3008_ & 65535u);
                    uint l_3015_ = (l_3013_ + l_3014_);
                    uint l_3016_ = (l_3007_ >> 16u);
                    uint l_3017_ = (l_3016_ & 65535u);
                    uint l_3018_ = (l_3009_ + l_3017_);
                    uint l_3019_ = (l_3008_ >> 16u);
                    uint l_3020_ = (l_3019_ & 65535u);
                    uint l_3021_ = (l_3018_ + l_3020_);
                    uint l_3022_ = (l_3015_ >> 16u);
                    uint l_3023_ = (l_3022_ & 65535u);
                    uint l_847_ = (l_3021_ + l_3023_);
                    uint _e2998 = l_mut_269_;
                    uint _e2999 = l_mut_450_;
                    uint l_848_ = (_e2998 * _e2999);
                    uint l_849_ = (l_847_ + l_848_);
                    uint _e3002 = l_mut_219_;
                    uint l_850_ = (_e3002 - l_846_);
                    uint _e3004 = l_mut_213_;
                    uint l_851_ = (_e3004 - l_849_);
                    uint _e3006 = l_mut_219_;
                    bool l_852_ = (_e3006 < l_846_);
                    uint l_853_ = uint(l_852_);
                    uint l_854_ = (l_851_ - l_853_);
                    l_mut_219_ = l_850_;
                    l_mut_213_ = l_854_;
                    uint _e3010 = l_mut_450_;
                    uint _e3011 = l_mut_96_;
                    uint l_855_ = (_e3010 * _e3011);
                    uint _e3013 = l_mut_102_;
                    l_mut_102_ = (_e3013 + l_855_);
                    uint _e3015 = l_mut_275_;
                    uint _e3016 = l_mut_219_;
                    uint l_856_ = (_e3015 - _e3016);
                    uint _e3018 = l_mut_269_;
                    uint _e3019 = l_mut_213_;
                    uint l_857_ = (_e3018 - _e3019);
                    uint _e3021 = l_mut_275_;
                    uint _e3022 = l_mut_219_;
                    bool l_858_ = (_e3021 < _e3022);
                    uint l_859_ = uint(l_858_);
                    uint l_860_ = (l_857_ - l_859_);
                    l_mut_275_ = l_856_;
                    l_mut_269_ = l_860_;
                    uint _e3026 = l_mut_96_;
                    uint _e3027 = l_mut_102_;
                    l_mut_96_ = (_e3026 + _e3027);
                }
            }
        }
        bool _e3029 = l_mut_350_;
        bool l_861_ = !(_e3029);
        if (l_861_) {
            uint l_3025_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3026_ = (l_3025_ * 1u);
            uint l_3027_ = (l_3026_ - 1u);
            uint l_3028_ = min(0u, l_3027_);
            uint _e3044 = atomicAdd(_group_0_binding_5_cs[l_3028_], 1u);
            uint l_864_ = (l_4_ / 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            bool loop_init_4 = true;
            while(true) {
                if (!loop_init_4) {
                    uint _e7563 = l_mut_865_;
                    l_mut_865_ = (_e7563 + 1u);
                }
                loop_init_4 = false;
                uint _e3052 = l_mut_865_;
                if ((_e3052 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3055 = l_mut_865_;
                    uint l_866_ = (_e3055 * l_864_);
                    bool l_867_ = (l_866_ < l_56_);
                    uint l_868_ = (l_4_ / 8u);
                    uint _e3060 = l_mut_865_;
                    uint l_869_ = (_e3060 * l_868_);
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
                    uint _e3075 = l_mut_441_;
                    uint l_878_ = (_e3075 * l_870_);
                    uint _e3077 = l_mut_440_;
                    uint l_879_ = (_e3077 * l_870_);
                    uint _e3079 = l_mut_441_;
                    uint l_3030_ = (_e3079 & 65535u);
                    uint _e3082 = l_mut_441_;
                    uint l_3031_ = (_e3082 >> 16u);
                    uint l_3032_ = (l_3031_ & 65535u);
                    uint l_3033_ = (l_870_ & 65535u);
                    uint l_3034_ = (l_870_ >> 16u);
                    uint l_3035_ = (l_3034_ & 65535u);
                    uint l_3036_ = (l_3030_ * l_3033_);
                    uint l_3037_ = (l_3032_ * l_3033_);
                    uint l_3038_ = (l_3030_ * l_3035_);
                    uint l_3039_ = (l_3032_ * l_3035_);
                    uint l_3040_ = (l_3036_ >> 16u);
                    uint l_3041_ = (l_3040_ & 65535u);
                    uint l_3042_ = (l_3037_ & 65535u);
                    uint l_3043_ = (l_3041_ + l_3042_);
                    uint l_3044_ = (l_3038_ & 65535u);
                    uint l_3045_ = (l_3043_ + l_3044_);
                    uint l_3046_ = (l_3037_ >> 16u);
                    uint l_3047_ = (l_3046_ & 65535u);
                    uint l_3048_ = (l_3039_ + l_3047_);
                    uint l_3049_ = (l_3038_ >> 16u);
                    uint l_3050_ = (l_3049_ & 65535u);
                    uint l_3051_ = (l_3048_ + l_3050_);
                    uint l_3052_ = (l_3045_ >> 16u);
                    uint l_3053_ = (l_3052_ & 65535u);
                    uint l_880_ = (l_3051_ + l_3053_);
                    uint l_881_ = (l_880_ + l_879_);
                    uint _e3123 = l_mut_440_;
                    uint l_3055_ = (_e3123 & 65535u);
                    uint _e3126 = l_mut_440_;
                    uint l_3056_ = (_e3126 >> 16u);
                    uint l_3057_ = (l_3056_ & 65535u);
                    uint l_3058_ = (l_870_ & 65535u);
                    uint l_3059_ = (l_870_ >> 16u);
                    uint l_3060_ = (l_3059_ & 65535u);
                    uint l_3061_ = (l_3055_ * l_3058_);
                    uint l_3062_ = (l_3057_ * l_3058_);
                    uint l_3063_ = (l_3055_ * l_3060_);
                    uint l_3064_ = (l_3057_ * l_3060_);
                    uint l_3065_ = (l_3061_ >> 16u);
                    uint l_3066_ = (l_3065_ & 65535u);
                    uint l_3067_ = (l_3062_ & 65535u);
                    uint l_3068_ = (l_3066_ + l_3067_);
                    uint l_3069_ = (l_3063_ & 65535u);
                    uint l_3070_ = (l_3068_ + l_3069_);
                    uint l_3071_ = (l_3062_ >> 16u);
                    uint l_3072_ = (l_3071_ & 65535u);
                    uint l_3073_ = (l_3064_ + l_3072_);
                    uint l_3074_ = (l_3063_ >> 16u);
                    uint l_3075_ = (l_3074_ & 65535u);
                    uint l_3076_ = (l_3073_ + l_3075_);
                    uint l_3077_ = (l_3070_ >> 16u);
                    uint l_3078_ = (l_3077_ & 65535u);
                    uint l_882_ = (l_3076_ + l_3078_);
                    bool l_883_ = (l_881_ < l_879_);
                    uint l_884_ = uint(l_883_);
                    uint l_885_ = (l_882_ + l_884_);
                    uint l_886_ = (l_9_ % 32u);
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
                    uint _e3185 = l_mut_439_;
                    l_mut_421_ = _e3185;
                    uint _e3186 = l_mut_428_;
                    l_mut_439_ = _e3186;
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
                            uint _e3200 = l_mut_428_;
                            l_mut_421_ = _e3200;
                            l_mut_439_ = l_904_;
                        }
                    }
                    uint _e3201 = l_mut_421_;
                    l_mut_441_ = _e3201;
                    uint _e3202 = l_mut_439_;
                    l_mut_440_ = _e3202;
                    if (l_872_) {
                        uint _e3204 = l_mut_441_;
                        uint l_905_ = (0u - _e3204);
                        uint _e3207 = l_mut_440_;
                        uint l_906_ = (0u - _e3207);
                        uint _e3210 = l_mut_441_;
                        bool l_907_ = (0u < _e3210);
                        uint l_908_ = uint(l_907_);
                        uint l_909_ = (l_906_ - l_908_);
                        l_mut_441_ = l_905_;
                        l_mut_440_ = l_909_;
                    }
                    uint _e3214 = l_mut_441_;
                    uint l_910_ = (l_59_ + _e3214);
                    uint _e3216 = l_mut_440_;
                    uint l_911_ = (l_62_ + _e3216);
                    bool l_912_ = (l_910_ < l_59_);
                    uint l_913_ = uint(l_912_);
                    uint l_914_ = (l_911_ + l_913_);
                    uint l_915_ = (l_59_ * l_869_);
                    uint l_3080_ = (l_59_ & 65535u);
                    uint l_3081_ = (l_59_ >> 16u);
                    uint l_3082_ = (l_3081_ & 65535u);
                    uint l_3083_ = (l_869_ & 65535u);
                    uint l_3084_ = (l_869_ >> 16u);
                    uint l_3085_ = (l_3084_ & 65535u);
                    uint l_3086_ = (l_3080_ * l_3083_);
                    uint l_3087_ = (l_3082_ * l_3083_);
                    uint l_3088_ = (l_3080_ * l_3085_);
                    uint l_3089_ = (l_3082_ * l_3085_);
                    uint l_3090_ = (l_3086_ >> 16u);
                    uint l_3091_ = (l_3090_ & 65535u);
                    uint l_3092_ = (l_3087_ & 65535u);
                    uint l_3093_ = (l_3091_ + l_3092_);
                    uint l_3094_ = (l_3088_ & 65535u);
                    uint l_3095_ = (l_3093_ + l_3094_);
                    uint l_3096_ = (l_3087_ >> 16u);
                    uint l_3097_ = (l_3096_ & 65535u);
                    uint l_3098_ = (l_3089_ + l_3097_);
                    uint l_3099_ = (l_3088_ >> 16u);
                    uint l_3100_ = (l_3099_ & 65535u);
                    uint l_3101_ = (l_3098_ + l_3100_);
                    uint l_3102_ = (l_3095_ >> 16u);
                    uint l_3103_ = (l_3102_ & 65535u);
                    uint l_916_ = (l_3101_ + l_3103_);
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
                        uint _e3287 = l_mut_439_;
                        uint l_933_ = (_e3287 * l_925_);
                        uint _e3289 = l_mut_428_;
                        uint l_934_ = (_e3289 * l_925_);
                        uint _e3291 = l_mut_439_;
                        uint l_3105_ = (_e3291 & 65535u);
                        uint _e3294 = l_mut_439_;
                        uint l_3106_ = (_e3294 >> 16u);
                        uint l_3107_ = (l_3106_ & 65535u);
                        uint l_3108_ = (l_925_ & 65535u);
                        uint l_3109_ = (l_925_ >> 16u);
                        uint l_3110_ = (l_3109_ & 65535u);
                        uint l_3111_ = (l_3105_ * l_3108_);
                        uint l_3112_ = (l_3107_ * l_3108_);
                        uint l_3113_ = (l_3105_ * l_3110_);
                        uint l_3114_ = (l_3107_ * l_3110_);
                        uint l_3115_ = (l_3111_ >> 16u);
                        uint l_3116_ = (l_3115_ & 65535u);
                        uint l_3117_ = (l_3112_ & 65535u);
                        uint l_3118_ = (l_3116_ + l_3117_);
                        uint l_3119_ = (l_3113_ & 65535u);
                        uint l_3120_ = (l_3118_ + l_3119_);
                        uint l_3121_ = (l_3112_ >> 16u);
                        uint l_3122_ = (l_3121_ & 65535u);
                        uint l_3123_ = (l_3114_ + l_3122_);
                        uint l_3124_ = (l_3113_ >> 16u);
                        uint l_3125_ = (l_3124_ & 65535u);
                        uint l_3126_ = (l_3123_ + l_3125_);
                        uint l_3127_ = (l_3120_ >> 16u);
                        uint l_3128_ = (l_3127_ & 65535u);
                        uint l_935_ = (l_3126_ + l_3128_);
                        uint l_936_ = (l_935_ + l_934_);
                        uint _e3335 = l_mut_428_;
                        uint l_3130_ = (_e3335 & 65535u);
                        uint _e3338 = l_mut_428_;
                        uint l_3131_ = (_e3338 >> 16u);
                        uint l_3132_ = (l_3131_ & 65535u);
                        uint l_3133_ = (l_925_ & 65535u);
                        uint l_3134_ = (l_925_ >> 16u);
                        uint l_3135_ = (l_3134_ & 65535u);
                        uint l_3136_ = (l_3130_ * l_3133_);
                        uint l_3137_ = (l_3132_ * l_3133_);
                        uint l_3138_ = (l_3130_ * l_3135_);
                        uint l_3139_ = (l_3132_ * l_3135_);
                        uint l_3140_ = (l_3136_ >> 16u);
                        uint l_3141_ = (l_3140_ & 65535u);
                        uint l_3142_ = (l_3137_ & 65535u);
                        uint l_3143_ = (l_3141_ + l_3142_);
                        uint l_3144_ = (l_3138_ & 65535u);
                        uint l_3145_ = (l_3143_ + l_3144_);
                        uint l_3146_ = (l_3137_ >> 16u);
                        uint l_3147_ = (l_3146_ & 65535u);
                        uint l_3148_ = (l_3139_ + l_3147_);
                        uint l_3149_ = (l_3138_ >> 16u);
                        uint l_3150_ = (l_3149_ & 65535u);
                        uint l_3151_ = (l_3148_ + l_3150_);
                        uint l_3152_ = (l_3145_ >> 16u);
                        uint l_3153_ = (l_3152_ & 65535u);
                        uint l_937_ = (l_3151_ + l_3153_);
                        bool l_938_ = (l_936_ < l_934_);
                        uint l_939_ = uint(l_938_);
                        uint l_940_ = (l_937_ + l_939_);
                        uint l_941_ = (l_9_ % 32u);
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
                        uint _e3397 = l_mut_421_;
                        l_mut_388_ = _e3397;
                        uint _e3398 = l_mut_394_;
                        l_mut_421_ = _e3398;
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
                                uint _e3412 = l_mut_394_;
                                l_mut_388_ = _e3412;
                                l_mut_421_ = l_959_;
                            }
                        }
                        uint _e3413 = l_mut_388_;
                        l_mut_439_ = _e3413;
                        uint _e3414 = l_mut_421_;
                        l_mut_428_ = _e3414;
                        if (l_927_) {
                            uint _e3416 = l_mut_439_;
                            uint l_960_ = (0u - _e3416);
                            uint _e3419 = l_mut_428_;
                            uint l_961_ = (0u - _e3419);
                            uint _e3422 = l_mut_439_;
                            bool l_962_ = (0u < _e3422);
                            uint l_963_ = uint(l_962_);
                            uint l_964_ = (l_961_ - l_963_);
                            l_mut_439_ = l_960_;
                            l_mut_428_ = l_964_;
                        }
                        uint _e3426 = l_mut_439_;
                        l_mut_441_ = _e3426;
                        uint _e3427 = l_mut_428_;
                        l_mut_440_ = _e3427;
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
                        uint _e3440 = l_mut_439_;
                        uint l_972_ = (_e3440 * l_869_);
                        uint _e3442 = l_mut_428_;
                        uint l_973_ = (_e3442 * l_869_);
                        uint _e3444 = l_mut_439_;
                        uint l_3155_ = (_e3444 & 65535u);
                        uint _e3447 = l_mut_439_;
                        uint l_3156_ = (_e3447 >> 16u);
                        uint l_3157_ = (l_3156_ & 65535u);
                        uint l_3158_ = (l_869_ & 65535u);
                        uint l_3159_ = (l_869_ >> 16u);
                        uint l_3160_ = (l_3159_ & 65535u);
                        uint l_3161_ = (l_3155_ * l_3158_);
                        uint l_3162_ = (l_3157_ * l_3158_);
                        uint l_3163_ = (l_3155_ * l_3160_);
                        uint l_3164_ = (l_3157_ * l_3160_);
                        uint l_3165_ = (l_3161_ >> 16u);
                        uint l_3166_ = (l_3165_ & 65535u);
                        uint l_3167_ = (l_3162_ & 65535u);
                        uint l_3168_ = (l_3166_ + l_3167_);
                        uint l_3169_ = (l_3163_ & 65535u);
                        uint l_3170_ = (l_3168_ + l_3169_);
                        uint l_3171_ = (l_3162_ >> 16u);
                        uint l_3172_ = (l_3171_ & 65535u);
                        uint l_3173_ = (l_3164_ + l_3172_);
                        uint l_3174_ = (l_3163_ >> 16u);
                        uint l_3175_ = (l_3174_ & 65535u);
                        uint l_3176_ = (l_3173_ + l_3175_);
                        uint l_3177_ = (l_3170_ >> 16u);
                        uint l_3178_ = (l_3177_ & 65535u);
                        uint l_974_ = (l_3176_ + l_3178_);
                        uint l_975_ = (l_974_ + l_973_);
                        uint _e3488 = l_mut_428_;
                        uint l_3180_ = (_e3488 & 65535u);
                        uint _e3491 = l_mut_428_;
                        uint l_3181_ = (_e3491 >> 16u);
                        uint l_3182_ = (l_3181_ & 65535u);
                        uint l_3183_ = (l_869_ & 65535u);
                        uint l_3184_ = (l_869_ >> 16u);
                        uint l_3185_ = (l_3184_ & 65535u);
                        uint l_3186_ = (l_3180_ * l_3183_);
                        uint l_3187_ = (l_3182_ * l_3183_);
                        uint l_3188_ = (l_3180_ * l_3185_);
                        uint l_3189_ = (l_3182_ * l_3185_);
                        uint l_3190_ = (l_3186_ >> 16u);
                        uint l_3191_ = (l_3190_ & 65535u);
                        uint l_3192_ = (l_3187_ & 65535u);
                        uint l_3193_ = (l_3191_ + l_3192_);
                        uint l_3194_ = (l_3188_ & 65535u);
                        uint l_3195_ = (l_3193_ + l_3194_);
                        uint l_3196_ = (l_3187_ >> 16u);
                        uint l_3197_ = (l_3196_ & 65535u);
                        uint l_3198_ = (l_3189_ + l_3197_);
                        uint l_3199_ = (l_3188_ >> 16u);
                        uint l_3200_ = (l_3199_ & 65535u);
                        uint l_3201_ = (l_3198_ + l_3200_);
                        uint l_3202_ = (l_3195_ >> 16u);
                        uint l_3203_ = (l_3202_ & 65535u);
                        uint l_976_ = (l_3201_ + l_3203_);
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
                        uint _e3549 = l_mut_421_;
                        l_mut_388_ = _e3549;
                        uint _e3550 = l_mut_394_;
                        l_mut_421_ = _e3550;
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
                                uint _e3562 = l_mut_394_;
                                l_mut_388_ = _e3562;
                                l_mut_421_ = l_998_;
                            }
                        }
                        uint _e3563 = l_mut_439_;
                        uint l_999_ = (_e3563 * l_869_);
                        uint _e3565 = l_mut_428_;
                        uint l_1000_ = (_e3565 * l_869_);
                        uint _e3567 = l_mut_439_;
                        uint l_3205_ = (_e3567 & 65535u);
                        uint _e3570 = l_mut_439_;
                        uint l_3206_ = (_e3570 >> 16u);
                        uint l_3207_ = (l_3206_ & 65535u);
                        uint l_3208_ = (l_869_ & 65535u);
                        uint l_3209_ = (l_869_ >> 16u);
                        uint l_3210_ = (l_3209_ & 65535u);
                        uint l_3211_ = (l_3205_ * l_3208_);
                        uint l_3212_ = (l_3207_ * l_3208_);
                        uint l_3213_ = (l_3205_ * l_3210_);
                        uint l_3214_ = (l_3207_ * l_3210_);
                        uint l_3215_ = (l_3211_ >> 16u);
                        uint l_3216_ = (l_3215_ & 65535u);
                        uint l_3217_ = (l_3212_ & 65535u);
                        uint l_3218_ = (l_3216_ + l_3217_);
                        uint l_3219_ = (l_3213_ & 65535u);
                        uint l_3220_ = (l_3218_ + l_3219_);
                        uint l_3221_ = (l_3212_ >> 16u);
                        uint l_3222_ = (l_3221_ & 65535u);
                        uint l_3223_ = (l_3214_ + l_3222_);
                        uint l_3224_ = (l_3213_ >> 16u);
                        uint l_3225_ = (l_3224_ & 65535u);
                        uint l_3226_ = (l_3223_ + l_3225_);
                        uint l_3227_ = (l_3220_ >> 16u);
                        uint l_3228_ = (l_3227_ & 65535u);
                        uint l_1001_ = (l_3226_ + l_3228_);
                        uint l_1002_ = (l_1001_ + l_1000_);
                        uint _e3611 = l_mut_428_;
                        uint l_3230_ = (_e3611 & 65535u);
                        uint _e3614 = l_mut_428_;
                        uint l_3231_ = (_e3614 >> 16u);
                        uint l_3232_ = (l_3231_ & 65535u);
                        uint l_3233_ = (l_869_ & 65535u);
                        uint l_3234_ = (l_869_ >> 16u);
                        uint l_3235_ = (l_3234_ & 65535u);
                        uint l_3236_ = (l_3230_ * l_3233_);
                        uint l_3237_ = (l_3232_ * l_3233_);
                        uint l_3238_ = (l_3230_ * l_3235_);
                        uint l_3239_ = (l_3232_ * l_3235_);
                        uint l_3240_ = (l_3236_ >> 16u);
                        uint l_3241_ = (l_3240_ & 65535u);
                        uint l_3242_ = (l_3237_ & 65535u);
                        uint l_3243_ = (l_3241_ + l_3242_);
                        uint l_3244_ = (l_3238_ & 65535u);
                        uint l_3245_ = (l_3243_ + l_3244_);
                        uint l_3246_ = (l_3237_ >> 16u);
                        uint l_3247_ = (l_3246_ & 65535u);
                        uint l_3248_ = (l_3239_ + l_3247_);
                        uint l_3249_ = (l_3238_ >> 16u);
                        uint l_3250_ = (l_3249_ & 65535u);
                        uint l_3251_ = (l_3248_ + l_3250_);
                        uint l_3252_ = (l_3245_ >> 16u);
                        uint l_3253_ = (l_3252_ & 65535u);
                        uint l_1003_ = (l_3251_ + l_3253_);
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
                        uint _e3672 = l_mut_394_;
                        l_mut_275_ = _e3672;
                        uint _e3673 = l_mut_382_;
                        l_mut_394_ = _e3673;
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
                                uint _e3685 = l_mut_382_;
                                l_mut_275_ = _e3685;
                                l_mut_394_ = l_1025_;
                            }
                        }
                        uint _e3686 = l_mut_388_;
                        uint l_1026_ = (_e3686 * l_869_);
                        uint _e3688 = l_mut_421_;
                        uint l_1027_ = (_e3688 * l_869_);
                        uint _e3690 = l_mut_388_;
                        uint l_3255_ = (_e3690 & 65535u);
                        uint _e3693 = l_mut_388_;
                        uint l_3256_ = (_e3693 >> 16u);
                        uint l_3257_ = (l_3256_ & 65535u);
                        uint l_3258_ = (l_869_ & 65535u);
                        uint l_3259_ = (l_869_ >> 16u);
                        uint l_3260_ = (l_3259_ & 65535u);
                        uint l_3261_ = (l_3255_ * l_3258_);
                        uint l_3262_ = (l_3257_ * l_3258_);
                        uint l_3263_ = (l_3255_ * l_3260_);
                        uint l_3264_ = (l_3257_ * l_3260_);
                        uint l_3265_ = (l_3261_ >> 16u);
                        uint l_3266_ = (l_3265_ & 65535u);
                        uint l_3267_ = (l_3262_ & 65535u);
                        uint l_3268_ = (l_3266_ + l_3267_);
                        uint l_3269_ = (l_3263_ & 65535u);
                        uint l_3270_ = (l_3268_ + l_3269_);
                        uint l_3271_ = (l_3262_ >> 16u);
                        uint l_3272_ = (l_3271_ & 65535u);
                        uint l_3273_ = (l_3264_ + l_3272_);
                        uint l_3274_ = (l_3263_ >> 16u);
                        uint l_3275_ = (l_3274_ & 65535u);
                        uint l_3276_ = (l_3273_ + l_3275_);
                        uint l_3277_ = (l_3270_ >> 16u);
                        uint l_3278_ = (l_3277_ & 65535u);
                        uint l_1028_ = (l_3276_ + l_3278_);
                        uint l_1029_ = (l_1028_ + l_1027_);
                        uint _e3734 = l_mut_421_;
                        uint l_3280_ = (_e3734 & 65535u);
                        uint _e3737 = l_mut_421_;
                        uint l_3281_ = (_e3737 >> 16u);
                        uint l_3282_ = (l_3281_ & 65535u);
                        uint l_3283_ = (l_869_ & 65535u);
                        uint l_3284_ = (l_869_ >> 16u);
                        uint l_3285_ = (l_3284_ & 65535u);
                        uint l_3286_ = (l_3280_ * l_3283_);
                        uint l_3287_ = (l_3282_ * l_3283_);
                        uint l_3288_ = (l_3280_ * l_3285_);
                        uint l_3289_ = (l_3282_ * l_3285_);
                        uint l_3290_ = (l_3286_ >> 16u);
                        uint l_3291_ = (l_3290_ & 65535u);
                        uint l_3292_ = (l_3287_ & 65535u);
                        uint l_3293_ = (l_3291_ + l_3292_);
                        uint l_3294_ = (l_3288_ & 65535u);
                        uint l_3295_ = (l_3293_ + l_3294_);
                        uint l_3296_ = (l_3287_ >> 16u);
                        uint l_3297_ = (l_3296_ & 65535u);
                        uint l_3298_ = (l_3289_ + l_3297_);
                        uint l_3299_ = (l_3288_ >> 16u);
                        uint l_3300_ = (l_3299_ & 65535u);
                        uint l_3301_ = (l_3298_ + l_3300_);
                        uint l_3302_ = (l_3295_ >> 16u);
                        uint l_3303_ = (l_3302_ & 65535u);
                        uint l_1030_ = (l_3301_ + l_3303_);
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
                        uint _e3795 = l_mut_439_;
                        l_mut_382_ = _e3795;
                        uint _e3796 = l_mut_428_;
                        l_mut_439_ = _e3796;
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
                                uint _e3808 = l_mut_428_;
                                l_mut_382_ = _e3808;
                                l_mut_439_ = l_1052_;
                            }
                        }
                        uint _e3809 = l_mut_388_;
                        uint l_1053_ = (_e3809 * l_869_);
                        uint _e3811 = l_mut_421_;
                        uint l_1054_ = (_e3811 * l_869_);
                        uint _e3813 = l_mut_388_;
                        uint l_3305_ = (_e3813 & 65535u);
                        uint _e3816 = l_mut_388_;
                        uint l_3306_ = (_e3816 >> 16u);
                        uint l_3307_ = (l_3306_ & 65535u);
                        uint l_3308_ = (l_869_ & 65535u);
                        uint l_3309_ = (l_869_ >> 16u);
                        uint l_3310_ = (l_3309_ & 65535u);
                        uint l_3311_ = (l_3305_ * l_3308_);
                        uint l_3312_ = (l_3307_ * l_3308_);
                        uint l_3313_ = (l_3305_ * l_3310_);
                        uint l_3314_ = (l_3307_ * l_3310_);
                        uint l_3315_ = (l_3311_ >> 16u);
                        uint l_3316_ = (l_3315_ & 65535u);
                        uint l_3317_ = (l_3312_ & 65535u);
                        uint l_3318_ = (l_3316_ + l_3317_);
                        uint l_3319_ = (l_3313_ & 65535u);
                        uint l_3320_ = (l_3318_ + l_3319_);
                        uint l_3321_ = (l_3312_ >> 16u);
                        uint l_3322_ = (l_3321_ & 65535u);
                        uint l_3323_ = (l_3314_ + l_3322_);
                        uint l_3324_ = (l_3313_ >> 16u);
                        uint l_3325_ = (l_3324_ & 65535u);
                        uint l_3326_ = (l_3323_ + l_3325_);
                        uint l_3327_ = (l_3320_ >> 16u);
                        uint l_3328_ = (l_3327_ & 65535u);
                        uint l_1055_ = (l_3326_ + l_3328_);
                        uint l_1056_ = (l_1055_ + l_1054_);
                        uint _e3857 = l_mut_421_;
                        uint l_3330_ = (_e3857 & 65535u);
                        uint _e3860 = l_mut_421_;
                        uint l_3331_ = (_e3860 >> 16u);
                        uint l_3332_ = (l_3331_ & 65535u);
                        uint l_3333_ = (l_869_ & 65535u);
                        uint l_3334_ = (l_869_ >> 16u);
                        uint l_3335_ = (l_3334_ & 65535u);
                        uint l_3336_ = (l_3330_ * l_3333_);
                        uint l_3337_ = (l_3332_ * l_3333_);
                        uint l_3338_ = (l_3330_ * l_3335_);
                        uint l_3339_ = (l_3332_ * l_3335_);
                        uint l_3340_ = (l_3336_ >> 16u);
                        uint l_3341_ = (l_3340_ & 65535u);
                        uint l_3342_ = (l_3337_ & 65535u);
                        uint l_3343_ = (l_3341_ + l_3342_);
                        uint l_3344_ = (l_3338_ & 65535u);
                        uint l_3345_ = (l_3343_ + l_3344_);
                        uint l_3346_ = (l_3337_ >> 16u);
                        uint l_3347_ = (l_3346_ & 65535u);
                        uint l_3348_ = (l_3339_ + l_3347_);
                        uint l_3349_ = (l_3338_ >> 16u);
                        uint l_3350_ = (l_3349_ & 65535u);
                        uint l_3351_ = (l_3348_ + l_3350_);
                        uint l_3352_ = (l_3345_ >> 16u);
                        uint l_3353_ = (l_3352_ & 65535u);
                        uint l_1057_ = (l_3351_ + l_3353_);
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
                        uint _e3918 = l_mut_428_;
                        l_mut_219_ = _e3918;
                        uint _e3919 = l_mut_269_;
                        l_mut_428_ = _e3919;
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
                                uint _e3931 = l_mut_269_;
                                l_mut_219_ = _e3931;
                                l_mut_428_ = l_1079_;
                            }
                        }
                        uint _e3932 = l_mut_275_;
                        uint l_1080_ = (_e3932 * l_869_);
                        uint _e3934 = l_mut_275_;
                        uint l_3355_ = (_e3934 & 65535u);
                        uint _e3937 = l_mut_275_;
                        uint l_3356_ = (_e3937 >> 16u);
                        uint l_3357_ = (l_3356_ & 65535u);
                        uint l_3358_ = (l_869_ & 65535u);
                        uint l_3359_ = (l_869_ >> 16u);
                        uint l_3360_ = (l_3359_ & 65535u);
                        uint l_3361_ = (l_3355_ * l_3358_);
                        uint l_3362_ = (l_3357_ * l_3358_);
                        uint l_3363_ = (l_3355_ * l_3360_);
                        uint l_3364_ = (l_3357_ * l_3360_);
                        uint l_3365_ = (l_3361_ >> 16u);
                        uint l_3366_ = (l_3365_ & 65535u);
                        uint l_3367_ = (l_3362_ & 65535u);
                        uint l_3368_ = (l_3366_ + l_3367_);
                        uint l_3369_ = (l_3363_ & 65535u);
                        uint l_3370_ = (l_3368_ + l_3369_);
                        uint l_3371_ = (l_3362_ >> 16u);
                        uint l_3372_ = (l_3371_ & 65535u);
                        uint l_3373_ = (l_3364_ + l_3372_);
                        uint l_3374_ = (l_3363_ >> 16u);
                        uint l_3375_ = (l_3374_ & 65535u);
                        uint l_3376_ = (l_3373_ + l_3375_);
                        uint l_3377_ = (l_3370_ >> 16u);
                        uint l_3378_ = (l_3377_ & 65535u);
                        uint l_1081_ = (l_3376_ + l_3378_);
                        uint _e3977 = l_mut_394_;
                        uint l_1082_ = (_e3977 * l_869_);
                        uint l_1083_ = (l_1081_ + l_1082_);
                        uint _e3980 = l_mut_219_;
                        uint l_1084_ = (_e3980 + l_1080_);
                        uint _e3982 = l_mut_428_;
                        uint l_1085_ = (_e3982 + l_1083_);
                        uint _e3984 = l_mut_219_;
                        bool l_1086_ = (l_1084_ < _e3984);
                        uint l_1087_ = uint(l_1086_);
                        uint l_1088_ = (l_1085_ + l_1087_);
                        uint _e3988 = l_mut_382_;
                        l_mut_441_ = _e3988;
                        uint _e3989 = l_mut_439_;
                        l_mut_440_ = _e3989;
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
                                uint _e4010 = l_mut_382_;
                                l_mut_394_ = _e4010;
                                uint _e4011 = l_mut_439_;
                                l_mut_388_ = _e4011;
                                bool l_1101_ = (l_9_ >= 32u);
                                if (l_1101_) {
                                    uint l_1102_ = (l_9_ & 31u);
                                    uint _e4016 = l_mut_439_;
                                    uint l_1103_ = (_e4016 >> l_1102_);
                                    l_mut_394_ = l_1103_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1104_ = (l_9_ > 0u);
                                    if (l_1104_) {
                                        uint _e4021 = l_mut_382_;
                                        l_mut_275_ = _e4021;
                                        bool l_1105_ = (l_9_ > 0u);
                                        if (l_1105_) {
                                            uint _e4024 = l_mut_382_;
                                            uint l_1106_ = (_e4024 >> l_9_);
                                            uint l_1107_ = (32u - l_9_);
                                            uint _e4028 = l_mut_439_;
                                            uint l_1108_ = (_e4028 << l_1107_);
                                            uint l_1109_ = (l_1106_ | l_1108_);
                                            l_mut_275_ = l_1109_;
                                        }
                                        uint _e4031 = l_mut_439_;
                                        uint l_1110_ = (_e4031 >> l_9_);
                                        uint _e4033 = l_mut_275_;
                                        l_mut_394_ = _e4033;
                                        l_mut_388_ = l_1110_;
                                    }
                                }
                                uint _e4034 = l_mut_428_;
                                uint _e4035 = l_mut_394_;
                                uint l_1111_ = (_e4034 + _e4035);
                                uint _e4037 = l_mut_421_;
                                uint _e4038 = l_mut_388_;
                                uint l_1112_ = (_e4037 + _e4038);
                                uint _e4040 = l_mut_428_;
                                bool l_1113_ = (l_1111_ < _e4040);
                                uint l_1114_ = uint(l_1113_);
                                uint l_1115_ = (l_1112_ + l_1114_);
                                l_mut_441_ = l_1111_;
                                l_mut_440_ = l_1115_;
                            }
                        }
                        if (l_966_) {
                            uint _e4045 = l_mut_441_;
                            uint l_1116_ = (0u - _e4045);
                            uint _e4048 = l_mut_440_;
                            uint l_1117_ = (0u - _e4048);
                            uint _e4051 = l_mut_441_;
                            bool l_1118_ = (0u < _e4051);
                            uint l_1119_ = uint(l_1118_);
                            uint l_1120_ = (l_1117_ - l_1119_);
                            l_mut_441_ = l_1116_;
                            l_mut_440_ = l_1120_;
                        }
                    }
                    uint _e4055 = l_mut_441_;
                    uint l_1121_ = (l_919_ + _e4055);
                    uint _e4057 = l_mut_440_;
                    uint l_1122_ = (l_923_ + _e4057);
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
                    uint _e4074 = l_mut_441_;
                    uint l_1133_ = (_e4074 * l_868_);
                    uint _e4076 = l_mut_440_;
                    uint l_1134_ = (_e4076 * l_868_);
                    uint _e4078 = l_mut_441_;
                    uint l_3380_ = (_e4078 & 65535u);
                    uint _e4081 = l_mut_441_;
                    uint l_3381_ = (_e4081 >> 16u);
                    uint l_3382_ = (l_3381_ & 65535u);
                    uint l_3383_ = (l_868_ & 65535u);
                    uint l_3384_ = (l_868_ >> 16u);
                    uint l_3385_ = (l_3384_ & 65535u);
                    uint l_3386_ = (l_3380_ * l_3383_);
                    uint l_3387_ = (l_3382_ * l_3383_);
                    uint l_3388_ = (l_3380_ * l_3385_);
                    uint l_3389_ = (l_3382_ * l_3385_);
                    uint l_3390_ = (l_3386_ >> 16u);
                    uint l_3391_ = (l_3390_ & 65535u);
                    uint l_3392_ = (l_3387_ & 65535u);
                    uint l_3393_ = (l_3391_ + l_3392_);
                    uint l_3394_ = (l_3388_ & 65535u);
                    uint l_3395_ = (l_3393_ + l_3394_);
                    uint l_3396_ = (l_3387_ >> 16u);
                    uint l_3397_ = (l_3396_ & 65535u);
                    uint l_3398_ = (l_3389_ + l_3397_);
                    uint l_3399_ = (l_3388_ >> 16u);
                    uint l_3400_ = (l_3399_ & 65535u);
                    uint l_3401_ = (l_3398_ + l_3400_);
                    uint l_3402_ = (l_3395_ >> 16u);
                    uint l_3403_ = (l_3402_ & 65535u);
                    uint l_1135_ = (l_3401_ + l_3403_);
                    uint l_1136_ = (l_1135_ + l_1134_);
                    uint _e4122 = l_mut_440_;
                    uint l_3405_ = (_e4122 & 65535u);
                    uint _e4125 = l_mut_440_;
                    uint l_3406_ = (_e4125 >> 16u);
                    uint l_3407_ = (l_3406_ & 65535u);
                    uint l_3408_ = (l_868_ & 65535u);
                    uint l_3409_ = (l_868_ >> 16u);
                    uint l_3410_ = (l_3409_ & 65535u);
                    uint l_3411_ = (l_3405_ * l_3408_);
                    uint l_3412_ = (l_3407_ * l_3408_);
                    uint l_3413_ = (l_3405_ * l_3410_);
                    uint l_3414_ = (l_3407_ * l_3410_);
                    uint l_3415_ = (l_3411_ >> 16u);
                    uint l_3416_ = (l_3415_ & 65535u);
                    uint l_3417_ = (l_3412_ & 65535u);
                    uint l_3418_ = (l_3416_ + l_3417_);
                    uint l_3419_ = (l_3413_ & 65535u);
                    uint l_3420_ = (l_3418_ + l_3419_);
                    uint l_3421_ = (l_3412_ >> 16u);
                    uint l_3422_ = (l_3421_ & 65535u);
                    uint l_3423_ = (l_3414_ + l_3422_);
                    uint l_3424_ = (l_3413_ >> 16u);
                    uint l_3425_ = (l_3424_ & 65535u);
                    uint l_3426_ = (l_3423_ + l_3425_);
                    uint l_3427_ = (l_3420_ >> 16u);
                    uint l_3428_ = (l_3427_ & 65535u);
                    uint l_1137_ = (l_3426_ + l_3428_);
                    bool l_1138_ = (l_1136_ < l_1134_);
                    uint l_1139_ = uint(l_1138_);
                    uint l_1140_ = (l_1137_ + l_1139_);
                    uint l_1141_ = (l_9_ % 32u);
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
                    uint _e4184 = l_mut_439_;
                    l_mut_421_ = _e4184;
                    uint _e4185 = l_mut_428_;
                    l_mut_439_ = _e4185;
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
                            uint _e4199 = l_mut_428_;
                            l_mut_421_ = _e4199;
                            l_mut_439_ = l_1159_;
                        }
                    }
                    uint _e4200 = l_mut_421_;
                    l_mut_441_ = _e4200;
                    uint _e4201 = l_mut_439_;
                    l_mut_440_ = _e4201;
                    if (l_1127_) {
                        uint _e4203 = l_mut_441_;
                        uint l_1160_ = (0u - _e4203);
                        uint _e4206 = l_mut_440_;
                        uint l_1161_ = (0u - _e4206);
                        uint _e4209 = l_mut_441_;
                        bool l_1162_ = (0u < _e4209);
                        uint l_1163_ = uint(l_1162_);
                        uint l_1164_ = (l_1161_ - l_1163_);
                        l_mut_441_ = l_1160_;
                        l_mut_440_ = l_1164_;
                    }
                    uint _e4213 = l_mut_441_;
                    uint l_1165_ = (l_910_ + _e4213);
                    uint _e4215 = l_mut_440_;
                    uint l_1166_ = (l_914_ + _e4215);
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
                        uint _e4239 = l_mut_439_;
                        uint l_1180_ = (_e4239 * l_1172_);
                        uint _e4241 = l_mut_428_;
                        uint l_1181_ = (_e4241 * l_1172_);
                        uint _e4243 = l_mut_439_;
                        uint l_3430_ = (_e4243 & 65535u);
                        uint _e4246 = l_mut_439_;
                        uint l_3431_ = (_e4246 >> 16u);
                        uint l_3432_ = (l_3431_ & 65535u);
                        uint l_3433_ = (l_1172_ & 65535u);
                        uint l_3434_ = (l_1172_ >> 16u);
                        uint l_3435_ = (l_3434_ & 65535u);
                        uint l_3436_ = (l_3430_ * l_3433_);
                        uint l_3437_ = (l_3432_ * l_3433_);
                        uint l_3438_ = (l_3430_ * l_3435_);
                        uint l_3439_ = (l_3432_ * l_3435_);
                        uint l_3440_ = (l_3436_ >> 16u);
                        uint l_3441_ = (l_3440_ & 65535u);
                        uint l_3442_ = (l_3437_ & 65535u);
                        uint l_3443_ = (l_3441_ + l_3442_);
                        uint l_3444_ = (l_3438_ & 65535u);
                        uint l_3445_ = (l_3443_ + l_3444_);
                        uint l_3446_ = (l_3437_ >> 16u);
                        uint l_3447_ = (l_3446_ & 65535u);
                        uint l_3448_ = (l_3439_ + l_3447_);
                        uint l_3449_ = (l_3438_ >> 16u);
                        uint l_3450_ = (l_3449_ & 65535u);
                        uint l_3451_ = (l_3448_ + l_3450_);
                        uint l_3452_ = (l_3445_ >> 16u);
                        uint l_3453_ = (l_3452_ & 65535u);
                        uint l_1182_ = (l_3451_ + l_3453_);
                        uint l_1183_ = (l_1182_ + l_1181_);
                        uint _e4287 = l_mut_428_;
                        uint l_3455_ = (_e4287 & 65535u);
                        uint _e4290 = l_mut_428_;
                        uint l_3456_ = (_e4290 >> 16u);
                        uint l_3457_ = (l_3456_ & 65535u);
                        uint l_3458_ = (l_1172_ & 65535u);
                        uint l_3459_ = (l_1172_ >> 16u);
                        uint l_3460_ = (l_3459_ & 65535u);
                        uint l_3461_ = (l_3455_ * l_3458_);
                        uint l_3462_ = (l_3457_ * l_3458_);
                        uint l_3463_ = (l_3455_ * l_3460_);
                        uint l_3464_ = (l_3457_ * l_3460_);
                        uint l_3465_ = (l_3461_ >> 16u);
                        uint l_3466_ = (l_3465_ & 65535u);
                        uint l_3467_ = (l_3462_ & 65535u);
                        uint l_3468_ = (l_3466_ + l_3467_);
                        uint l_3469_ = (l_3463_ & 65535u);
                        uint l_3470_ = (l_3468_ + l_3469_);
                        uint l_3471_ = (l_3462_ >> 16u);
                        uint l_3472_ = (l_3471_ & 65535u);
                        uint l_3473_ = (l_3464_ + l_3472_);
                        uint l_3474_ = (l_3463_ >> 16u);
                        uint l_3475_ = (l_3474_ & 65535u);
                        uint l_3476_ = (l_3473_ + l_3475_);
                        uint l_3477_ = (l_3470_ >> 16u);
                        uint l_3478_ = (l_3477_ & 65535u);
                        uint l_1184_ = (l_3476_ + l_3478_);
                        bool l_1185_ = (l_1183_ < l_1181_);
                        uint l_1186_ = uint(l_1185_);
                        uint l_1187_ = (l_1184_ + l_1186_);
                        uint l_1188_ = (l_1170_ % 32u);
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
                        uint _e4349 = l_mut_421_;
                        l_mut_388_ = _e4349;
                        uint _e4350 = l_mut_394_;
                        l_mut_421_ = _e4350;
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
                                uint _e4364 = l_mut_394_;
                                l_mut_388_ = _e4364;
                                l_mut_421_ = l_1206_;
                            }
                        }
                        uint _e4365 = l_mut_388_;
                        l_mut_439_ = _e4365;
                        uint _e4366 = l_mut_421_;
                        l_mut_428_ = _e4366;
                        if (l_1174_) {
                            uint _e4368 = l_mut_439_;
                            uint l_1207_ = (0u - _e4368);
                            uint _e4371 = l_mut_428_;
                            uint l_1208_ = (0u - _e4371);
                            uint _e4374 = l_mut_439_;
                            bool l_1209_ = (0u < _e4374);
                            uint l_1210_ = uint(l_1209_);
                            uint l_1211_ = (l_1208_ - l_1210_);
                            l_mut_439_ = l_1207_;
                            l_mut_428_ = l_1211_;
                        }
                        uint _e4378 = l_mut_439_;
                        l_mut_441_ = _e4378;
                        uint _e4379 = l_mut_428_;
                        l_mut_440_ = _e4379;
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
                        uint _e4392 = l_mut_439_;
                        uint l_1219_ = (_e4392 * l_868_);
                        uint _e4394 = l_mut_428_;
                        uint l_1220_ = (_e4394 * l_868_);
                        uint _e4396 = l_mut_439_;
                        uint l_3480_ = (_e4396 & 65535u);
                        uint _e4399 = l_mut_439_;
                        uint l_3481_ = (_e4399 >> 16u);
                        uint l_3482_ = (l_3481_ & 65535u);
                        uint l_3483_ = (l_868_ & 65535u);
                        uint l_3484_ = (l_868_ >> 16u);
                        uint l_3485_ = (l_3484_ & 65535u);
                        uint l_3486_ = (l_3480_ * l_3483_);
                        uint l_3487_ = (l_3482_ * l_3483_);
                        uint l_3488_ = (l_3480_ * l_3485_);
                        uint l_3489_ = (l_3482_ * l_3485_);
                        uint l_3490_ = (l_3486_ >> 16u);
                        uint l_3491_ = (l_3490_ & 65535u);
                        uint l_3492_ = (l_3487_ & 65535u);
                        uint l_3493_ = (l_3491_ + l_3492_);
                        uint l_3494_ = (l_3488_ & 65535u);
                        uint l_3495_ = (l_3493_ + l_3494_);
                        uint l_3496_ = (l_3487_ >> 16u);
                        uint l_3497_ = (l_3496_ & 65535u);
                        uint l_3498_ = (l_3489_ + l_3497_);
                        uint l_3499_ = (l_3488_ >> 16u);
                        uint l_3500_ = (l_3499_ & 65535u);
                        uint l_3501_ = (l_3498_ + l_3500_);
                        uint l_3502_ = (l_3495_ >> 16u);
                        uint l_3503_ = (l_3502_ & 65535u);
                        uint l_1221_ = (l_3501_ + l_3503_);
                        uint l_1222_ = (l_1221_ + l_1220_);
                        uint _e4440 = l_mut_428_;
                        uint l_3505_ = (_e4440 & 65535u);
                        uint _e4443 = l_mut_428_;
                        uint l_3506_ = (_e4443 >> 16u);
                        uint l_3507_ = (l_3506_ & 65535u);
                        uint l_3508_ = (l_868_ & 65535u);
                        uint l_3509_ = (l_868_ >> 16u);
                        uint l_3510_ = (l_3509_ & 65535u);
                        uint l_3511_ = (l_3505_ * l_3508_);
                        uint l_3512_ = (l_3507_ * l_3508_);
                        uint l_3513_ = (l_3505_ * l_3510_);
                        uint l_3514_ = (l_3507_ * l_3510_);
                        uint l_3515_ = (l_3511_ >> 16u);
                        uint l_3516_ = (l_3515_ & 65535u);
                        uint l_3517_ = (l_3512_ & 65535u);
                        uint l_3518_ = (l_3516_ + l_3517_);
                        uint l_3519_ = (l_3513_ & 65535u);
                        uint l_3520_ = (l_3518_ + l_3519_);
                        uint l_3521_ = (l_3512_ >> 16u);
                        uint l_3522_ = (l_3521_ & 65535u);
                        uint l_3523_ = (l_3514_ + l_3522_);
                        uint l_3524_ = (l_3513_ >> 16u);
                        uint l_3525_ = (l_3524_ & 65535u);
                        uint l_3526_ = (l_3523_ + l_3525_);
                        uint l_3527_ = (l_3520_ >> 16u);
                        uint l_3528_ = (l_3527_ & 65535u);
                        uint l_1223_ = (l_3526_ + l_3528_);
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
                        uint _e4501 = l_mut_421_;
                        l_mut_388_ = _e4501;
                        uint _e4502 = l_mut_394_;
                        l_mut_421_ = _e4502;
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
                                uint _e4514 = l_mut_394_;
                                l_mut_388_ = _e4514;
                                l_mut_421_ = l_1245_;
                            }
                        }
                        uint _e4515 = l_mut_439_;
                        uint l_1246_ = (_e4515 * l_868_);
                        uint _e4517 = l_mut_428_;
                        uint l_1247_ = (_e4517 * l_868_);
                        uint _e4519 = l_mut_439_;
                        uint l_3530_ = (_e4519 & 65535u);
                        uint _e4522 = l_mut_439_;
                        uint l_3531_ = (_e4522 >> 16u);
                        uint l_3532_ = (l_3531_ & 65535u);
                        uint l_3533_ = (l_868_ & 65535u);
                        uint l_3534_ = (l_868_ >> 16u);
                        uint l_3535_ = (l_3534_ & 65535u);
                        uint l_3536_ = (l_3530_ * l_3533_);
                        uint l_3537_ = (l_3532_ * l_3533_);
                        uint l_3538_ = (l_3530_ * l_3535_);
                        uint l_3539_ = (l_3532_ * l_3535_);
                        uint l_3540_ = (l_3536_ >> 16u);
                        uint l_3541_ = (l_3540_ & 65535u);
                        uint l_3542_ = (l_3537_ & 65535u);
                        uint l_3543_ = (l_3541_ + l_3542_);
                        uint l_3544_ = (l_3538_ & 65535u);
                        uint l_3545_ = (l_3543_ + l_3544_);
                        uint l_3546_ = (l_3537_ >> 16u);
                        uint l_3547_ = (l_3546_ & 65535u);
                        uint l_3548_ = (l_3539_ + l_3547_);
                        uint l_3549_ = (l_3538_ >> 16u);
                        uint l_3550_ = (l_3549_ & 65535u);
                        uint l_3551_ = (l_3548_ + l_3550_);
                        uint l_3552_ = (l_3545_ >> 16u);
                        uint l_3553_ = (l_3552_ & 65535u);
                        uint l_1248_ = (l_3551_ + l_3553_);
                        uint l_1249_ = (l_1248_ + l_1247_);
                        uint _e4563 = l_mut_428_;
                        uint l_3555_ = (_e4563 & 65535u);
                        uint _e4566 = l_mut_428_;
                        uint l_3556_ = (_e4566 >> 16u);
                        uint l_3557_ = (l_3556_ & 65535u);
                        uint l_3558_ = (l_868_ & 65535u);
                        uint l_3559_ = (l_868_ >> 16u);
                        uint l_3560_ = (l_3559_ & 65535u);
                        uint l_3561_ = (l_3555_ * l_3558_);
                        uint l_3562_ = (l_3557_ * l_3558_);
                        uint l_3563_ = (l_3555_ * l_3560_);
                        uint l_3564_ = (l_3557_ * l_3560_);
                        uint l_3565_ = (l_3561_ >> 16u);
                        uint l_3566_ = (l_3565_ & 65535u);
                        uint l_3567_ = (l_3562_ & 65535u);
                        uint l_3568_ = (l_3566_ + l_3567_);
                        uint l_3569_ = (l_3563_ & 65535u);
                        uint l_3570_ = (l_3568_ + l_3569_);
                        uint l_3571_ = (l_3562_ >> 16u);
                        uint l_3572_ = (l_3571_ & 65535u);
                        uint l_3573_ = (l_3564_ + l_3572_);
                        uint l_3574_ = (l_3563_ >> 16u);
                        uint l_3575_ = (l_3574_ & 65535u);
                        uint l_3576_ = (l_3573_ + l_3575_);
                        uint l_3577_ = (l_3570_ >> 16u);
                        uint l_3578_ = (l_3577_ & 65535u);
                        uint l_1250_ = (l_3576_ + l_3578_);
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
                        uint _e4624 = l_mut_394_;
                        l_mut_275_ = _e4624;
                        uint _e4625 = l_mut_382_;
                        l_mut_394_ = _e4625;
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
                                uint _e4637 = l_mut_382_;
                                l_mut_275_ = _e4637;
                                l_mut_394_ = l_1272_;
                            }
                        }
                        uint _e4638 = l_mut_388_;
                        uint l_1273_ = (_e4638 * l_868_);
                        uint _e4640 = l_mut_421_;
                        uint l_1274_ = (_e4640 * l_868_);
                        uint _e4642 = l_mut_388_;
                        uint l_3580_ = (_e4642 & 65535u);
                        uint _e4645 = l_mut_388_;
                        uint l_3581_ = (_e4645 >> 16u);
                        uint l_3582_ = (l_3581_ & 65535u);
                        uint l_3583_ = (l_868_ & 65535u);
                        uint l_3584_ = (l_868_ >> 16u);
                        uint l_3585_ = (l_3584_ & 65535u);
                        uint l_3586_ = (l_3580_ * l_3583_);
                        uint l_3587_ = (l_3582_ * l_3583_);
                        uint l_3588_ = (l_3580_ * l_3585_);
                        uint l_3589_ = (l_3582_ * l_3585_);
                        uint l_3590_ = (l_3586_ >> 16u);
                        uint l_3591_ = (l_3590_ & 65535u);
                        uint l_3592_ = (l_3587_ & 65535u);
                        uint l_3593_ = (l_3591_ + l_3592_);
                        uint l_3594_ = (l_3588_ & 65535u);
                        uint l_3595_ = (l_3593_ + l_3594_);
                        uint l_3596_ = (l_3587_ >> 16u);
                        uint l_3597_ = (l_3596_ & 65535u);
                        uint l_3598_ = (l_3589_ + l_3597_);
                        uint l_3599_ = (l_3588_ >> 16u);
                        uint l_3600_ = (l_3599_ & 65535u);
                        uint l_3601_ = (l_3598_ + l_3600_);
                        uint l_3602_ = (l_3595_ >> 16u);
                        uint l_3603_ = (l_3602_ & 65535u);
                        uint l_1275_ = (l_3601_ + l_3603_);
                        uint l_1276_ = (l_1275_ + l_1274_);
                        uint _e4686 = l_mut_421_;
                        uint l_3605_ = (_e4686 & 65535u);
                        uint _e4689 = l_mut_421_;
                        uint l_3606_ = (_e4689 >> 16u);
                        uint l_3607_ = (l_3606_ & 65535u);
                        uint l_3608_ = (l_868_ & 65535u);
                        uint l_3609_ = (l_868_ >> 16u);
                        uint l_3610_ = (l_3609_ & 65535u);
                        uint l_3611_ = (l_3605_ * l_3608_);
                        uint l_3612_ = (l_3607_ * l_3608_);
                        uint l_3613_ = (l_3605_ * l_3610_);
                        uint l_3614_ = (l_3607_ * l_3610_);
                        uint l_3615_ = (l_3611_ >> 16u);
                        uint l_3616_ = (l_3615_ & 65535u);
                        uint l_3617_ = (l_3612_ & 65535u);
                        uint l_3618_ = (l_3616_ + l_3617_);
                        uint l_3619_ = (l_3613_ & 65535u);
                        uint l_3620_ = (l_3618_ + l_3619_);
                        uint l_3621_ = (l_3612_ >> 16u);
                        uint l_3622_ = (l_3621_ & 65535u);
                        uint l_3623_ = (l_3614_ + l_3622_);
                        uint l_3624_ = (l_3613_ >> 16u);
                        uint l_3625_ = (l_3624_ & 65535u);
                        uint l_3626_ = (l_3623_ + l_3625_);
                        uint l_3627_ = (l_3620_ >> 16u);
                        uint l_3628_ = (l_3627_ & 65535u);
                        uint l_1277_ = (l_3626_ + l_3628_);
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
                        uint _e4747 = l_mut_439_;
                        l_mut_382_ = _e4747;
                        uint _e4748 = l_mut_428_;
                        l_mut_439_ = _e4748;
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
                                uint _e4760 = l_mut_428_;
                                l_mut_382_ = _e4760;
                                l_mut_439_ = l_1299_;
                            }
                        }
                        uint _e4761 = l_mut_388_;
                        uint l_1300_ = (_e4761 * l_868_);
                        uint _e4763 = l_mut_421_;
                        uint l_1301_ = (_e4763 * l_868_);
                        uint _e4765 = l_mut_388_;
                        uint l_3630_ = (_e4765 & 65535u);
                        uint _e4768 = l_mut_388_;
                        uint l_3631_ = (_e4768 >> 16u);
                        uint l_3632_ = (l_3631_ & 65535u);
                        uint l_3633_ = (l_868_ & 65535u);
                        uint l_3634_ = (l_868_ >> 16u);
                        uint l_3635_ = (l_3634_ & 65535u);
                        uint l_3636_ = (l_3630_ * l_3633_);
                        uint l_3637_ = (l_3632_ * l_3633_);
                        uint l_3638_ = (l_3630_ * l_3635_);
                        uint l_3639_ = (l_3632_ * l_3635_);
                        uint l_3640_ = (l_3636_ >> 16u);
                        uint l_3641_ = (l_3640_ & 65535u);
                        uint l_3642_ = (l_3637_ & 65535u);
                        uint l_3643_ = (l_3641_ + l_3642_);
                        uint l_3644_ = (l_3638_ & 65535u);
                        uint l_3645_ = (l_3643_ + l_3644_);
                        uint l_3646_ = (l_3637_ >> 16u);
                        uint l_3647_ = (l_3646_ & 65535u);
                        uint l_3648_ = (l_3639_ + l_3647_);
                        uint l_3649_ = (l_3638_ >> 16u);
                        uint l_3650_ = (l_3649_ & 65535u);
                        uint l_3651_ = (l_3648_ + l_3650_);
                        uint l_3652_ = (l_3645_ >> 16u);
                        uint l_3653_ = (l_3652_ & 65535u);
                        uint l_1302_ = (l_3651_ + l_3653_);
                        uint l_1303_ = (l_1302_ + l_1301_);
                        uint _e4809 = l_mut_421_;
                        uint l_3655_ = (_e4809 & 65535u);
                        uint _e4812 = l_mut_421_;
                        uint l_3656_ = (_e4812 >> 16u);
                        uint l_3657_ = (l_3656_ & 65535u);
                        uint l_3658_ = (l_868_ & 65535u);
                        uint l_3659_ = (l_868_ >> 16u);
                        uint l_3660_ = (l_3659_ & 65535u);
                        uint l_3661_ = (l_3655_ * l_3658_);
                        uint l_3662_ = (l_3657_ * l_3658_);
                        uint l_3663_ = (l_3655_ * l_3660_);
                        uint l_3664_ = (l_3657_ * l_3660_);
                        uint l_3665_ = (l_3661_ >> 16u);
                        uint l_3666_ = (l_3665_ & 65535u);
                        uint l_3667_ = (l_3662_ & 65535u);
                        uint l_3668_ = (l_3666_ + l_3667_);
                        uint l_3669_ = (l_3663_ & 65535u);
                        uint l_3670_ = (l_3668_ + l_3669_);
                        uint l_3671_ = (l_3662_ >> 16u);
                        uint l_3672_ = (l_3671_ & 65535u);
                        uint l_3673_ = (l_3664_ + l_3672_);
                        uint l_3674_ = (l_3663_ >> 16u);
                        uint l_3675_ = (l_3674_ & 65535u);
                        uint l_3676_ = (l_3673_ + l_3675_);
                        uint l_3677_ = (l_3670_ >> 16u);
                        uint l_3678_ = (l_3677_ & 65535u);
                        uint l_1304_ = (l_3676_ + l_3678_);
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
                        uint _e4870 = l_mut_428_;
                        l_mut_219_ = _e4870;
                        uint _e4871 = l_mut_269_;
                        l_mut_428_ = _e4871;
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
                                uint _e4883 = l_mut_269_;
                                l_mut_219_ = _e4883;
                                l_mut_428_ = l_1326_;
                            }
                        }
                        uint _e4884 = l_mut_275_;
                        uint l_1327_ = (_e4884 * l_868_);
                        uint _e4886 = l_mut_275_;
                        uint l_3680_ = (_e4886 & 65535u);
                        uint _e4889 = l_mut_275_;
                        uint l_3681_ = (_e4889 >> 16u);
                        uint l_3682_ = (l_3681_ & 65535u);
                        uint l_3683_ = (l_868_ & 65535u);
                        uint l_3684_ = (l_868_ >> 16u);
                        uint l_3685_ = (l_3684_ & 65535u);
                        uint l_3686_ = (l_3680_ * l_3683_);
                        uint l_3687_ = (l_3682_ * l_3683_);
                        uint l_3688_ = (l_3680_ * l_3685_);
                        uint l_3689_ = (l_3682_ * l_3685_);
                        uint l_3690_ = (l_3686_ >> 16u);
                        uint l_3691_ = (l_3690_ & 65535u);
                        uint l_3692_ = (l_3687_ & 65535u);
                        uint l_3693_ = (l_3691_ + l_3692_);
                        uint l_3694_ = (l_3688_ & 65535u);
                        uint l_3695_ = (l_3693_ + l_3694_);
                        uint l_3696_ = (l_3687_ >> 16u);
                        uint l_3697_ = (l_3696_ & 65535u);
                        uint l_3698_ = (l_3689_ + l_3697_);
                        uint l_3699_ = (l_3688_ >> 16u);
                        uint l_3700_ = (l_3699_ & 65535u);
                        uint l_3701_ = (l_3698_ + l_3700_);
                        uint l_3702_ = (l_3695_ >> 16u);
                        uint l_3703_ = (l_3702_ & 65535u);
                        uint l_1328_ = (l_3701_ + l_3703_);
                        uint _e4929 = l_mut_394_;
                        uint l_1329_ = (_e4929 * l_868_);
                        uint l_1330_ = (l_1328_ + l_1329_);
                        uint _e4932 = l_mut_219_;
                        uint l_1331_ = (_e4932 + l_1327_);
                        uint _e4934 = l_mut_428_;
                        uint l_1332_ = (_e4934 + l_1330_);
                        uint _e4936 = l_mut_219_;
                        bool l_1333_ = (l_1331_ < _e4936);
                        uint l_1334_ = uint(l_1333_);
                        uint l_1335_ = (l_1332_ + l_1334_);
                        uint _e4940 = l_mut_382_;
                        l_mut_441_ = _e4940;
                        uint _e4941 = l_mut_439_;
                        l_mut_440_ = _e4941;
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
                                uint _e4962 = l_mut_382_;
                                l_mut_394_ = _e4962;
                                uint _e4963 = l_mut_439_;
                                l_mut_388_ = _e4963;
                                bool l_1348_ = (l_1170_ >= 32u);
                                if (l_1348_) {
                                    uint l_1349_ = (l_1170_ & 31u);
                                    uint _e4968 = l_mut_439_;
                                    uint l_1350_ = (_e4968 >> l_1349_);
                                    l_mut_394_ = l_1350_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1351_ = (l_1170_ > 0u);
                                    if (l_1351_) {
                                        uint _e4973 = l_mut_382_;
                                        l_mut_275_ = _e4973;
                                        bool l_1352_ = (l_1170_ > 0u);
                                        if (l_1352_) {
                                            uint _e4976 = l_mut_382_;
                                            uint l_1353_ = (_e4976 >> l_1170_);
                                            uint l_1354_ = (32u - l_1170_);
                                            uint _e4980 = l_mut_439_;
                                            uint l_1355_ = (_e4980 << l_1354_);
                                            uint l_1356_ = (l_1353_ | l_1355_);
                                            l_mut_275_ = l_1356_;
                                        }
                                        uint _e4983 = l_mut_439_;
                                        uint l_1357_ = (_e4983 >> l_1170_);
                                        uint _e4985 = l_mut_275_;
                                        l_mut_394_ = _e4985;
                                        l_mut_388_ = l_1357_;
                                    }
                                }
                                uint _e4986 = l_mut_428_;
                                uint _e4987 = l_mut_394_;
                                uint l_1358_ = (_e4986 + _e4987);
                                uint _e4989 = l_mut_421_;
                                uint _e4990 = l_mut_388_;
                                uint l_1359_ = (_e4989 + _e4990);
                                uint _e4992 = l_mut_428_;
                                bool l_1360_ = (l_1358_ < _e4992);
                                uint l_1361_ = uint(l_1360_);
                                uint l_1362_ = (l_1359_ + l_1361_);
                                l_mut_441_ = l_1358_;
                                l_mut_440_ = l_1362_;
                            }
                        }
                        if (l_1213_) {
                            uint _e4997 = l_mut_441_;
                            uint l_1363_ = (0u - _e4997);
                            uint _e5000 = l_mut_440_;
                            uint l_1364_ = (0u - _e5000);
                            uint _e5003 = l_mut_441_;
                            bool l_1365_ = (0u < _e5003);
                            uint l_1366_ = uint(l_1365_);
                            uint l_1367_ = (l_1364_ - l_1366_);
                            l_mut_441_ = l_1363_;
                            l_mut_440_ = l_1367_;
                        }
                    }
                    uint _e5007 = l_mut_441_;
                    uint l_1368_ = (l_1121_ - _e5007);
                    uint _e5009 = l_mut_440_;
                    uint l_1369_ = (l_1125_ - _e5009);
                    uint _e5011 = l_mut_441_;
                    bool l_1370_ = (l_1121_ < _e5011);
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
                    uint _e5044 = l_mut_394_;
                    bool l_1393_ = (_e5044 < l_1387_);
                    uint _e5046 = l_mut_394_;
                    bool l_1394_ = (_e5046 == l_1387_);
                    uint _e5048 = l_mut_421_;
                    bool l_1395_ = (_e5048 < l_1383_);
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
                        bool _e5063 = l_mut_652_;
                        l_mut_758_ = _e5063;
                        l_mut_652_ = false;
                    }
                    bool _e5065 = l_mut_652_;
                    if (_e5065) {
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
                        uint _e5080 = l_mut_275_;
                        uint l_1409_ = (_e5080 * l_1408_);
                        uint _e5082 = l_mut_275_;
                        uint l_3705_ = (_e5082 & 65535u);
                        uint _e5085 = l_mut_275_;
                        uint l_3706_ = (_e5085 >> 16u);
                        uint l_3707_ = (l_3706_ & 65535u);
                        uint l_3708_ = (l_1408_ & 65535u);
                        uint l_3709_ = (l_1408_ >> 16u);
                        uint l_3710_ = (l_3709_ & 65535u);
                        uint l_3711_ = (l_3705_ * l_3708_);
                        uint l_3712_ = (l_3707_ * l_3708_);
                        uint l_3713_ = (l_3705_ * l_3710_);
                        uint l_3714_ = (l_3707_ * l_3710_);
                        uint l_3715_ = (l_3711_ >> 16u);
                        uint l_3716_ = (l_3715_ & 65535u);
                        uint l_3717_ = (l_3712_ & 65535u);
                        uint l_3718_ = (l_3716_ + l_3717_);
                        uint l_3719_ = (l_3713_ & 65535u);
                        uint l_3720_ = (l_3718_ + l_3719_);
                        uint l_3721_ = (l_3712_ >> 16u);
                        uint l_3722_ = (l_3721_ & 65535u);
                        uint l_3723_ = (l_3714_ + l_3722_);
                        uint l_3724_ = (l_3713_ >> 16u);
                        uint l_3725_ = (l_3724_ & 65535u);
                        uint l_3726_ = (l_3723_ + l_3725_);
                        uint l_3727_ = (l_3720_ >> 16u);
                        uint l_3728_ = (l_3727_ & 65535u);
                        uint l_1410_ = (l_3726_ + l_3728_);
                        uint _e5125 = l_mut_269_;
                        uint l_1411_ = (_e5125 * l_1408_);
                        uint l_1412_ = (l_1410_ + l_1411_);
                        l_mut_219_ = 0u;
                        uint l_1413_ = (l_868_ - 1u);
                        uint _e5131 = l_mut_275_;
                        uint l_1414_ = (_e5131 * l_1413_);
                        uint _e5133 = l_mut_269_;
                        uint l_1415_ = (_e5133 * l_1413_);
                        uint _e5135 = l_mut_275_;
                        uint l_3730_ = (_e5135 & 65535u);
                        uint _e5138 = l_mut_275_;
                        uint l_3731_ = (_e5138 >> 16u);
                        uint l_3732_ = (l_3731_ & 65535u);
                        uint l_3733_ = (l_1413_ & 65535u);
                        uint l_3734_ = (l_1413_ >> 16u);
                        uint l_3735_ = (l_3734_ & 65535u);
                        uint l_3736_ = (l_3730_ * l_3733_);
                        uint l_3737_ = (l_3732_ * l_3733_);
                        uint l_3738_ = (l_3730_ * l_3735_);
                        uint l_3739_ = (l_3732_ * l_3735_);
                        uint l_3740_ = (l_3736_ >> 16u);
                        uint l_3741_ = (l_3740_ & 65535u);
                        uint l_3742_ = (l_3737_ & 65535u);
                        uint l_3743_ = (l_3741_ + l_3742_);
                        uint l_3744_ = (l_3738_ & 65535u);
                        uint l_3745_ = (l_3743_ + l_3744_);
                        uint l_3746_ = (l_3737_ >> 16u);
                        uint l_3747_ = (l_3746_ & 65535u);
                        uint l_3748_ = (l_3739_ + l_3747_);
                        uint l_3749_ = (l_3738_ >> 16u);
                        uint l_3750_ = (l_3749_ & 65535u);
                        uint l_3751_ = (l_3748_ + l_3750_);
                        uint l_3752_ = (l_3745_ >> 16u);
                        uint l_3753_ = (l_3752_ & 65535u);
                        uint l_1416_ = (l_3751_ + l_3753_);
                        uint l_1417_ = (l_1416_ + l_1415_);
                        uint _e5179 = l_mut_269_;
                        uint l_3755_ = (_e5179 & 65535u);
                        uint _e5182 = l_mut_269_;
                        uint l_3756_ = (_e5182 >> 16u);
                        uint l_3757_ = (l_3756_ & 65535u);
                        uint l_3758_ = (l_1413_ & 65535u);
                        uint l_3759_ = (l_1413_ >> 16u);
                        uint l_3760_ = (l_3759_ & 65535u);
                        uint l_3761_ = (l_3755_ * l_3758_);
                        uint l_3762_ = (l_3757_ * l_3758_);
                        uint l_3763_ = (l_3755_ * l_3760_);
                        uint l_3764_ = (l_3757_ * l_3760_);
                        uint l_3765_ = (l_3761_ >> 16u);
                        uint l_3766_ = (l_3765_ & 65535u);
                        uint l_3767_ = (l_3762_ & 65535u);
                        uint l_3768_ = (l_3766_ + l_3767_);
                        uint l_3769_ = (l_3763_ & 65535u);
                        uint l_3770_ = (l_3768_ + l_3769_);
                        uint l_3771_ = (l_3762_ >> 16u);
                        uint l_3772_ = (l_3771_ & 65535u);
                        uint l_3773_ = (l_3764_ + l_3772_);
                        uint l_3774_ = (l_3763_ >> 16u);
                        uint l_3775_ = (l_3774_ & 65535u);
                        uint l_3776_ = (l_3773_ + l_3775_);
                        uint l_3777_ = (l_3770_ >> 16u);
                        uint l_3778_ = (l_3777_ & 65535u);
                        uint l_1418_ = (l_3776_ + l_3778_);
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
                        uint _e5240 = l_mut_213_;
                        l_mut_145_ = _e5240;
                        uint _e5241 = l_mut_151_;
                        l_mut_213_ = _e5241;
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
                                uint _e5253 = l_mut_151_;
                                l_mut_145_ = _e5253;
                                l_mut_213_ = l_1440_;
                            }
                        }
                        uint _e5254 = l_mut_145_;
                        uint _e5255 = l_mut_213_;
                        uint l_1441_ = (_e5254 | _e5255);
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
                                    uint _e5290 = l_mut_269_;
                                    bool l_1459_ = (l_1447_ < _e5290);
                                    uint _e5292 = l_mut_269_;
                                    bool l_1460_ = (l_1447_ == _e5292);
                                    uint _e5294 = l_mut_275_;
                                    bool l_1461_ = (l_1443_ < _e5294);
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
                                        uint _e5307 = l_mut_269_;
                                        bool l_1465_ = (_e5307 < l_1447_);
                                        uint _e5309 = l_mut_269_;
                                        bool l_1466_ = (_e5309 == l_1447_);
                                        uint _e5311 = l_mut_275_;
                                        bool l_1467_ = (_e5311 < l_1443_);
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
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (!loop_init_5) {
                                                    uint _e5418 = l_mut_1475_;
                                                    l_mut_1475_ = (_e5418 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e5333 = l_mut_1475_;
                                                if ((_e5333 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5337 = l_mut_1475_;
                                                    uint l_1476_ = (19u - _e5337);
                                                    uint _e5339 = l_mut_90_;
                                                    l_mut_1477_ = _e5339;
                                                    uint _e5340 = l_mut_75_;
                                                    l_mut_1478_ = _e5340;
                                                    bool l_1479_ = (l_1476_ >= 32u);
                                                    if (l_1479_) {
                                                        uint l_1480_ = (l_1476_ & 31u);
                                                        uint _e5345 = l_mut_75_;
                                                        uint l_1481_ = (_e5345 >> l_1480_);
                                                        l_mut_1477_ = l_1481_;
                                                        l_mut_1478_ = 0u;
                                                    } else {
                                                        bool l_1482_ = (l_1476_ > 0u);
                                                        if (l_1482_) {
                                                            uint _e5350 = l_mut_90_;
                                                            l_mut_1483_ = _e5350;
                                                            bool l_1484_ = (l_1476_ > 0u);
                                                            if (l_1484_) {
                                                                uint _e5353 = l_mut_90_;
                                                                uint l_1485_ = (_e5353 >> l_1476_);
                                                                uint l_1486_ = (32u - l_1476_);
                                                                uint _e5357 = l_mut_75_;
                                                                uint l_1487_ = (_e5357 << l_1486_);
                                                                uint l_1488_ = (l_1485_ | l_1487_);
                                                                l_mut_1483_ = l_1488_;
                                                            }
                                                            uint _e5360 = l_mut_75_;
                                                            uint l_1489_ = (_e5360 >> l_1476_);
                                                            uint _e5362 = l_mut_1483_;
                                                            l_mut_1477_ = _e5362;
                                                            l_mut_1478_ = l_1489_;
                                                        }
                                                    }
                                                    uint _e5363 = l_mut_1478_;
                                                    uint _e5364 = l_mut_269_;
                                                    bool l_1490_ = (_e5363 < _e5364);
                                                    uint _e5366 = l_mut_1478_;
                                                    uint _e5367 = l_mut_269_;
                                                    bool l_1491_ = (_e5366 == _e5367);
                                                    uint _e5369 = l_mut_1477_;
                                                    uint _e5370 = l_mut_275_;
                                                    bool l_1492_ = (_e5369 < _e5370);
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
                                                        uint _e5382 = l_mut_275_;
                                                        l_mut_1483_ = _e5382;
                                                        uint _e5383 = l_mut_269_;
                                                        l_mut_1478_ = _e5383;
                                                        bool l_1496_ = (l_1476_ >= 32u);
                                                        if (l_1496_) {
                                                            uint l_1497_ = (l_1476_ & 31u);
                                                            uint _e5388 = l_mut_275_;
                                                            uint l_1498_ = (_e5388 << l_1497_);
                                                            l_mut_1483_ = 0u;
                                                            l_mut_1478_ = l_1498_;
                                                        } else {
                                                            bool l_1499_ = (l_1476_ > 0u);
                                                            if (l_1499_) {
                                                                uint _e5393 = l_mut_275_;
                                                                uint l_1500_ = (_e5393 << l_1476_);
                                                                uint _e5395 = l_mut_269_;
                                                                uint l_1501_ = (_e5395 << l_1476_);
                                                                uint l_1502_ = (32u - l_1476_);
                                                                uint _e5399 = l_mut_275_;
                                                                uint l_1503_ = (_e5399 >> l_1502_);
                                                                uint l_1504_ = (l_1501_ | l_1503_);
                                                                l_mut_1483_ = l_1500_;
                                                                l_mut_1478_ = l_1504_;
                                                            }
                                                        }
                                                        uint _e5402 = l_mut_90_;
                                                        uint _e5403 = l_mut_1483_;
                                                        uint l_1505_ = (_e5402 - _e5403);
                                                        uint _e5405 = l_mut_75_;
                                                        uint _e5406 = l_mut_1478_;
                                                        uint l_1506_ = (_e5405 - _e5406);
                                                        uint _e5408 = l_mut_90_;
                                                        uint _e5409 = l_mut_1483_;
                                                        bool l_1507_ = (_e5408 < _e5409);
                                                        uint l_1508_ = uint(l_1507_);
                                                        uint l_1509_ = (l_1506_ - l_1508_);
                                                        l_mut_90_ = l_1505_;
                                                        l_mut_75_ = l_1509_;
                                                        uint l_1510_ = (1u << l_1476_);
                                                        uint _e5415 = l_mut_40_;
                                                        l_mut_40_ = (_e5415 | l_1510_);
                                                    }
                                                }
                                            }
                                            uint _e5420 = l_mut_40_;
                                            uint l_1511_ = min(_e5420, l_1458_);
                                            l_mut_1483_ = l_1511_;
                                            uint _e5422 = l_mut_75_;
                                            uint _e5423 = l_mut_269_;
                                            bool l_1512_ = (_e5422 < _e5423);
                                            uint _e5425 = l_mut_75_;
                                            uint _e5426 = l_mut_269_;
                                            bool l_1513_ = (_e5425 == _e5426);
                                            uint _e5428 = l_mut_90_;
                                            uint _e5429 = l_mut_275_;
                                            bool l_1514_ = (_e5428 < _e5429);
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
                                            uint _e5441 = l_mut_1483_;
                                            l_mut_96_ = _e5441;
                                        }
                                        uint _e5442 = l_mut_275_;
                                        uint _e5443 = l_mut_96_;
                                        uint l_1518_ = (_e5442 * _e5443);
                                        uint _e5445 = l_mut_275_;
                                        uint l_3780_ = (_e5445 & 65535u);
                                        uint _e5448 = l_mut_275_;
                                        uint l_3781_ = (_e5448 >> 16u);
                                        uint l_3782_ = (l_3781_ & 65535u);
                                        uint _e5453 = l_mut_96_;
                                        uint l_3783_ = (_e5453 & 65535u);
                                        uint _e5456 = l_mut_96_;
                                        uint l_3784_ = (_e5456 >> 16u);
                                        uint l_3785_ = (l_3784_ & 65535u);
                                        uint l_3786_ = (l_3780_ * l_3783_);
                                        uint l_3787_ = (l_3782_ * l_3783_);
                                        uint l_3788_ = (l_3780_ * l_3785_);
                                        uint l_3789_ = (l_3782_ * l_3785_);
                                        uint l_3790_ = (l_3786_ >> 16u);
                                        uint l_3791_ = (l_3790_ & 65535u);
                                        uint l_3792_ = (l_3787_ & 65535u);
                                        uint l_3793_ = (l_3791_ + l_3792_);
                                        uint l_3794_ = (l_3788_ & 65535u);
                                        uint l_3795_ = (l_3793_ + l_3794_);
                                        uint l_3796_ = (l_3787_ >> 16u);
                                        uint l_3797_ = (l_3796_ & 65535u);
                                        uint l_3798_ = (l_3789_ + l_3797_);
                                        uint l_3799_ = (l_3788_ >> 16u);
                                        uint l_3800_ = (l_3799_ & 65535u);
                                        uint l_3801_ = (l_3798_ + l_3800_);
                                        uint l_3802_ = (l_3795_ >> 16u);
                                        uint l_3803_ = (l_3802_ & 65535u);
                                        uint l_1519_ = (l_3801_ + l_3803_);
                                        uint _e5490 = l_mut_269_;
                                        uint _e5491 = l_mut_96_;
                                        uint l_1520_ = (_e5490 * _e5491);
                                        uint l_1521_ = (l_1519_ + l_1520_);
                                        uint l_1522_ = (l_1443_ - l_1518_);
                                        uint l_1523_ = (l_1447_ - l_1521_);
                                        bool l_1524_ = (l_1443_ < l_1518_);
                                        uint l_1525_ = uint(l_1524_);
                                        uint l_1526_ = (l_1523_ - l_1525_);
                                        l_mut_145_ = l_1522_;
                                        l_mut_102_ = l_1526_;
                                        uint _e5499 = l_mut_102_;
                                        uint _e5500 = l_mut_269_;
                                        bool l_1527_ = (_e5499 < _e5500);
                                        uint _e5502 = l_mut_102_;
                                        uint _e5503 = l_mut_269_;
                                        bool l_1528_ = (_e5502 == _e5503);
                                        uint _e5505 = l_mut_145_;
                                        uint _e5506 = l_mut_275_;
                                        bool l_1529_ = (_e5505 < _e5506);
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
                                            uint _e5518 = l_mut_145_;
                                            uint _e5519 = l_mut_275_;
                                            uint l_1533_ = (_e5518 - _e5519);
                                            uint _e5521 = l_mut_102_;
                                            uint _e5522 = l_mut_269_;
                                            uint l_1534_ = (_e5521 - _e5522);
                                            uint _e5524 = l_mut_145_;
                                            uint _e5525 = l_mut_275_;
                                            bool l_1535_ = (_e5524 < _e5525);
                                            uint l_1536_ = uint(l_1535_);
                                            uint l_1537_ = (l_1534_ - l_1536_);
                                            l_mut_145_ = l_1533_;
                                            l_mut_102_ = l_1537_;
                                        }
                                    }
                                    uint _e5529 = l_mut_275_;
                                    uint _e5530 = l_mut_145_;
                                    uint l_1538_ = (_e5529 - _e5530);
                                    uint _e5532 = l_mut_269_;
                                    uint _e5533 = l_mut_102_;
                                    uint l_1539_ = (_e5532 - _e5533);
                                    uint _e5535 = l_mut_275_;
                                    uint _e5536 = l_mut_145_;
                                    bool l_1540_ = (_e5535 < _e5536);
                                    uint l_1541_ = uint(l_1540_);
                                    uint l_1542_ = (l_1539_ - l_1541_);
                                    l_mut_1483_ = l_1538_;
                                    l_mut_1478_ = l_1542_;
                                    uint _e5540 = l_mut_269_;
                                    bool l_1543_ = (l_1542_ < _e5540);
                                    uint _e5542 = l_mut_269_;
                                    bool l_1544_ = (l_1542_ == _e5542);
                                    uint _e5544 = l_mut_275_;
                                    bool l_1545_ = (l_1538_ < _e5544);
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
                                        uint _e5556 = l_mut_275_;
                                        uint l_1549_ = (l_1538_ - _e5556);
                                        uint _e5558 = l_mut_269_;
                                        uint l_1550_ = (l_1542_ - _e5558);
                                        uint _e5560 = l_mut_275_;
                                        bool l_1551_ = (l_1538_ < _e5560);
                                        uint l_1552_ = uint(l_1551_);
                                        uint l_1553_ = (l_1550_ - l_1552_);
                                        l_mut_1483_ = l_1549_;
                                        l_mut_1478_ = l_1553_;
                                    }
                                    uint _e5564 = l_mut_1478_;
                                    uint _e5565 = l_mut_151_;
                                    bool l_1554_ = (_e5564 < _e5565);
                                    uint _e5567 = l_mut_1478_;
                                    uint _e5568 = l_mut_151_;
                                    bool l_1555_ = (_e5567 == _e5568);
                                    uint _e5570 = l_mut_1483_;
                                    uint _e5571 = l_mut_213_;
                                    bool l_1556_ = (_e5570 < _e5571);
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
                                        uint _e5582 = l_mut_1483_;
                                        l_mut_213_ = _e5582;
                                        uint _e5583 = l_mut_1478_;
                                        l_mut_151_ = _e5583;
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
                                    uint _e5603 = l_mut_269_;
                                    bool l_1570_ = (l_1377_ < _e5603);
                                    uint _e5605 = l_mut_269_;
                                    bool l_1571_ = (l_1377_ == _e5605);
                                    uint _e5607 = l_mut_275_;
                                    bool l_1572_ = (l_1373_ < _e5607);
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
                                        uint _e5620 = l_mut_269_;
                                        bool l_1576_ = (_e5620 < l_1377_);
                                        uint _e5622 = l_mut_269_;
                                        bool l_1577_ = (_e5622 == l_1377_);
                                        uint _e5624 = l_mut_275_;
                                        bool l_1578_ = (_e5624 < l_1373_);
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
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (!loop_init_6) {
                                                    uint _e5731 = l_mut_1586_;
                                                    l_mut_1586_ = (_e5731 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e5646 = l_mut_1586_;
                                                if ((_e5646 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5650 = l_mut_1586_;
                                                    uint l_1587_ = (19u - _e5650);
                                                    uint _e5652 = l_mut_145_;
                                                    l_mut_90_ = _e5652;
                                                    uint _e5653 = l_mut_102_;
                                                    l_mut_75_ = _e5653;
                                                    bool l_1588_ = (l_1587_ >= 32u);
                                                    if (l_1588_) {
                                                        uint l_1589_ = (l_1587_ & 31u);
                                                        uint _e5658 = l_mut_102_;
                                                        uint l_1590_ = (_e5658 >> l_1589_);
                                                        l_mut_90_ = l_1590_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1591_ = (l_1587_ > 0u);
                                                        if (l_1591_) {
                                                            uint _e5663 = l_mut_145_;
                                                            l_mut_40_ = _e5663;
                                                            bool l_1592_ = (l_1587_ > 0u);
                                                            if (l_1592_) {
                                                                uint _e5666 = l_mut_145_;
                                                                uint l_1593_ = (_e5666 >> l_1587_);
                                                                uint l_1594_ = (32u - l_1587_);
                                                                uint _e5670 = l_mut_102_;
                                                                uint l_1595_ = (_e5670 << l_1594_);
                                                                uint l_1596_ = (l_1593_ | l_1595_);
                                                                l_mut_40_ = l_1596_;
                                                            }
                                                            uint _e5673 = l_mut_102_;
                                                            uint l_1597_ = (_e5673 >> l_1587_);
                                                            uint _e5675 = l_mut_40_;
                                                            l_mut_90_ = _e5675;
                                                            l_mut_75_ = l_1597_;
                                                        }
                                                    }
                                                    uint _e5676 = l_mut_75_;
                                                    uint _e5677 = l_mut_269_;
                                                    bool l_1598_ = (_e5676 < _e5677);
                                                    uint _e5679 = l_mut_75_;
                                                    uint _e5680 = l_mut_269_;
                                                    bool l_1599_ = (_e5679 == _e5680);
                                                    uint _e5682 = l_mut_90_;
                                                    uint _e5683 = l_mut_275_;
                                                    bool l_1600_ = (_e5682 < _e5683);
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
                                                        uint _e5695 = l_mut_275_;
                                                        l_mut_90_ = _e5695;
                                                        uint _e5696 = l_mut_269_;
                                                        l_mut_75_ = _e5696;
                                                        bool l_1604_ = (l_1587_ >= 32u);
                                                        if (l_1604_) {
                                                            uint l_1605_ = (l_1587_ & 31u);
                                                            uint _e5701 = l_mut_275_;
                                                            uint l_1606_ = (_e5701 << l_1605_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1606_;
                                                        } else {
                                                            bool l_1607_ = (l_1587_ > 0u);
                                                            if (l_1607_) {
                                                                uint _e5706 = l_mut_275_;
                                                                uint l_1608_ = (_e5706 << l_1587_);
                                                                uint _e5708 = l_mut_269_;
                                                                uint l_1609_ = (_e5708 << l_1587_);
                                                                uint l_1610_ = (32u - l_1587_);
                                                                uint _e5712 = l_mut_275_;
                                                                uint l_1611_ = (_e5712 >> l_1610_);
                                                                uint l_1612_ = (l_1609_ | l_1611_);
                                                                l_mut_90_ = l_1608_;
                                                                l_mut_75_ = l_1612_;
                                                            }
                                                        }
                                                        uint _e5715 = l_mut_145_;
                                                        uint _e5716 = l_mut_90_;
                                                        uint l_1613_ = (_e5715 - _e5716);
                                                        uint _e5718 = l_mut_102_;
                                                        uint _e5719 = l_mut_75_;
                                                        uint l_1614_ = (_e5718 - _e5719);
                                                        uint _e5721 = l_mut_145_;
                                                        uint _e5722 = l_mut_90_;
                                                        bool l_1615_ = (_e5721 < _e5722);
                                                        uint l_1616_ = uint(l_1615_);
                                                        uint l_1617_ = (l_1614_ - l_1616_);
                                                        l_mut_145_ = l_1613_;
                                                        l_mut_102_ = l_1617_;
                                                        uint l_1618_ = (1u << l_1587_);
                                                        uint _e5728 = l_mut_96_;
                                                        l_mut_96_ = (_e5728 | l_1618_);
                                                    }
                                                }
                                            }
                                            uint _e5733 = l_mut_96_;
                                            uint l_1619_ = min(_e5733, l_1569_);
                                            l_mut_96_ = l_1619_;
                                            uint _e5735 = l_mut_102_;
                                            uint _e5736 = l_mut_269_;
                                            bool l_1620_ = (_e5735 < _e5736);
                                            uint _e5738 = l_mut_102_;
                                            uint _e5739 = l_mut_269_;
                                            bool l_1621_ = (_e5738 == _e5739);
                                            uint _e5741 = l_mut_145_;
                                            uint _e5742 = l_mut_275_;
                                            bool l_1622_ = (_e5741 < _e5742);
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
                                            uint _e5754 = l_mut_96_;
                                            l_mut_1477_ = _e5754;
                                        }
                                        uint _e5755 = l_mut_275_;
                                        uint _e5756 = l_mut_1477_;
                                        uint l_1626_ = (_e5755 * _e5756);
                                        uint _e5758 = l_mut_275_;
                                        uint l_3805_ = (_e5758 & 65535u);
                                        uint _e5761 = l_mut_275_;
                                        uint l_3806_ = (_e5761 >> 16u);
                                        uint l_3807_ = (l_3806_ & 65535u);
                                        uint _e5766 = l_mut_1477_;
                                        uint l_3808_ = (_e5766 & 65535u);
                                        uint _e5769 = l_mut_1477_;
                                        uint l_3809_ = (_e5769 >> 16u);
                                        uint l_3810_ = (l_3809_ & 65535u);
                                        uint l_3811_ = (l_3805_ * l_3808_);
                                        uint l_3812_ = (l_3807_ * l_3808_);
                                        uint l_3813_ = (l_3805_ * l_3810_);
                                        uint l_3814_ = (l_3807_ * l_3810_);
                                        uint l_3815_ = (l_3811_ >> 16u);
                                        uint l_3816_ = (l_3815_ & 65535u);
                                        uint l_3817_ = (l_3812_ & 65535u);
                                        uint l_3818_ = (l_3816_ + l_3817_);
                                        uint l_3819_ = (l_3813_ & 65535u);
                                        uint l_3820_ = (l_3818_ + l_3819_);
                                        uint l_3821_ = (l_3812_ >> 16u);
                                        uint l_3822_ = (l_3821_ & 65535u);
                                        uint l_3823_ = (l_3814_ + l_3822_);
                                        uint l_3824_ = (l_3813_ >> 16u);
                                        uint l_3825_ = (l_3824_ & 65535u);
                                        uint l_3826_ = (l_3823_ + l_3825_);
                                        uint l_3827_ = (l_3820_ >> 16u);
                                        uint l_3828_ = (l_3827_ & 65535u);
                                        uint l_1627_ = (l_3826_ + l_3828_);
                                        uint _e5803 = l_mut_269_;
                                        uint _e5804 = l_mut_1477_;
                                        uint l_1628_ = (_e5803 * _e5804);
                                        uint l_1629_ = (l_1627_ + l_1628_);
                                        uint l_1630_ = (l_1373_ - l_1626_);
                                        uint l_1631_ = (l_1377_ - l_1629_);
                                        bool l_1632_ = (l_1373_ < l_1626_);
                                        uint l_1633_ = uint(l_1632_);
                                        uint l_1634_ = (l_1631_ - l_1633_);
                                        l_mut_1483_ = l_1630_;
                                        l_mut_1478_ = l_1634_;
                                        uint _e5812 = l_mut_1478_;
                                        uint _e5813 = l_mut_269_;
                                        bool l_1635_ = (_e5812 < _e5813);
                                        uint _e5815 = l_mut_1478_;
                                        uint _e5816 = l_mut_269_;
                                        bool l_1636_ = (_e5815 == _e5816);
                                        uint _e5818 = l_mut_1483_;
                                        uint _e5819 = l_mut_275_;
                                        bool l_1637_ = (_e5818 < _e5819);
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
                                            uint _e5831 = l_mut_1483_;
                                            uint _e5832 = l_mut_275_;
                                            uint l_1641_ = (_e5831 - _e5832);
                                            uint _e5834 = l_mut_1478_;
                                            uint _e5835 = l_mut_269_;
                                            uint l_1642_ = (_e5834 - _e5835);
                                            uint _e5837 = l_mut_1483_;
                                            uint _e5838 = l_mut_275_;
                                            bool l_1643_ = (_e5837 < _e5838);
                                            uint l_1644_ = uint(l_1643_);
                                            uint l_1645_ = (l_1642_ - l_1644_);
                                            l_mut_1483_ = l_1641_;
                                            l_mut_1478_ = l_1645_;
                                        }
                                    }
                                    uint _e5842 = l_mut_1478_;
                                    uint _e5843 = l_mut_151_;
                                    bool l_1646_ = (_e5842 < _e5843);
                                    uint _e5845 = l_mut_1478_;
                                    uint _e5846 = l_mut_151_;
                                    bool l_1647_ = (_e5845 == _e5846);
                                    uint _e5848 = l_mut_1483_;
                                    uint _e5849 = l_mut_213_;
                                    bool l_1648_ = (_e5848 < _e5849);
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
                                        uint _e5860 = l_mut_1483_;
                                        l_mut_213_ = _e5860;
                                        uint _e5861 = l_mut_1478_;
                                        l_mut_151_ = _e5861;
                                    }
                                }
                            }
                            uint _e5862 = l_mut_151_;
                            bool l_1651_ = (_e5862 < l_1387_);
                            uint _e5864 = l_mut_151_;
                            bool l_1652_ = (_e5864 == l_1387_);
                            uint _e5866 = l_mut_213_;
                            bool l_1653_ = (_e5866 < l_1383_);
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
                        uint _e5881 = l_mut_219_;
                        bool l_1659_ = (_e5881 > 0u);
                        if (l_1659_) {
                            uint _e5884 = l_mut_219_;
                            bool l_1660_ = (_e5884 == 1u);
                            l_mut_758_ = l_1660_;
                            l_mut_652_ = false;
                        }
                    }
                    l_mut_628_ = false;
                    while(true) {
                        bool _e5889 = l_mut_652_;
                        bool l_1661_ = !(_e5889);
                        if (l_1661_) {
                            break;
                        }
                        uint _e5891 = l_mut_441_;
                        l_mut_1483_ = _e5891;
                        uint _e5892 = l_mut_440_;
                        l_mut_1478_ = _e5892;
                        bool _e5893 = l_mut_628_;
                        if (_e5893) {
                            uint _e5894 = l_mut_439_;
                            l_mut_1483_ = _e5894;
                            uint _e5895 = l_mut_428_;
                            l_mut_1478_ = _e5895;
                        }
                        uint _e5896 = l_mut_394_;
                        uint _e5897 = l_mut_1478_;
                        bool l_1662_ = (_e5896 < _e5897);
                        uint _e5899 = l_mut_394_;
                        uint _e5900 = l_mut_1478_;
                        bool l_1663_ = (_e5899 == _e5900);
                        uint _e5902 = l_mut_421_;
                        uint _e5903 = l_mut_1483_;
                        bool l_1664_ = (_e5902 < _e5903);
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
                        bool _e5915 = l_mut_628_;
                        bool l_1668_ = (l_1667_ != _e5915);
                        if (l_1668_) {
                            uint _e5917 = l_mut_441_;
                            l_mut_1483_ = _e5917;
                            uint _e5918 = l_mut_440_;
                            l_mut_1478_ = _e5918;
                            uint _e5919 = l_mut_439_;
                            l_mut_441_ = _e5919;
                            uint _e5920 = l_mut_428_;
                            l_mut_440_ = _e5920;
                            uint _e5921 = l_mut_1483_;
                            l_mut_439_ = _e5921;
                            uint _e5922 = l_mut_1478_;
                            l_mut_428_ = _e5922;
                            uint _e5923 = l_mut_388_;
                            l_mut_1483_ = _e5923;
                            uint _e5924 = l_mut_382_;
                            l_mut_388_ = _e5924;
                            uint _e5925 = l_mut_1483_;
                            l_mut_382_ = _e5925;
                            l_mut_628_ = l_1667_;
                        }
                        uint _e5926 = l_mut_441_;
                        uint _e5927 = l_mut_421_;
                        uint l_1669_ = (_e5926 - _e5927);
                        uint _e5929 = l_mut_440_;
                        uint _e5930 = l_mut_394_;
                        uint l_1670_ = (_e5929 - _e5930);
                        uint _e5932 = l_mut_441_;
                        uint _e5933 = l_mut_421_;
                        bool l_1671_ = (_e5932 < _e5933);
                        uint l_1672_ = uint(l_1671_);
                        uint l_1673_ = (l_1670_ - l_1672_);
                        l_mut_1483_ = l_1669_;
                        l_mut_1478_ = l_1673_;
                        bool _e5937 = l_mut_628_;
                        if (_e5937) {
                            uint _e5938 = l_mut_421_;
                            uint l_1674_ = (_e5938 - l_1383_);
                            uint _e5940 = l_mut_394_;
                            uint l_1675_ = (_e5940 - l_1387_);
                            uint _e5942 = l_mut_421_;
                            bool l_1676_ = (_e5942 < l_1383_);
                            uint l_1677_ = uint(l_1676_);
                            uint l_1678_ = (l_1675_ - l_1677_);
                            l_mut_1483_ = l_1674_;
                            l_mut_1478_ = l_1678_;
                        }
                        uint _e5946 = l_mut_441_;
                        l_mut_1477_ = _e5946;
                        uint _e5947 = l_mut_440_;
                        l_mut_275_ = _e5947;
                        uint _e5948 = l_mut_1478_;
                        uint _e5949 = l_mut_440_;
                        bool l_1679_ = (_e5948 < _e5949);
                        uint _e5951 = l_mut_1478_;
                        uint _e5952 = l_mut_440_;
                        bool l_1680_ = (_e5951 == _e5952);
                        uint _e5954 = l_mut_1483_;
                        uint _e5955 = l_mut_441_;
                        bool l_1681_ = (_e5954 < _e5955);
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
                            uint _e5966 = l_mut_1483_;
                            l_mut_1477_ = _e5966;
                            uint _e5967 = l_mut_1478_;
                            l_mut_275_ = _e5967;
                        }
                        l_mut_357_ = false;
                        uint _e5969 = l_mut_1477_;
                        l_mut_1483_ = _e5969;
                        uint _e5970 = l_mut_275_;
                        l_mut_1478_ = _e5970;
                        if (false) {
                            uint _e5973 = l_mut_275_;
                            uint l_1686_ = (_e5973 >> 3u);
                            l_mut_1483_ = l_1686_;
                            l_mut_1478_ = 0u;
                        } else {
                            if (true) {
                                uint _e5977 = l_mut_1477_;
                                l_mut_269_ = _e5977;
                                if (true) {
                                    uint _e5979 = l_mut_1477_;
                                    uint l_1689_ = (_e5979 >> 3u);
                                    uint _e5982 = l_mut_275_;
                                    uint l_1690_ = (_e5982 << 29u);
                                    uint l_1691_ = (l_1689_ | l_1690_);
                                    l_mut_269_ = l_1691_;
                                }
                                uint _e5986 = l_mut_275_;
                                uint l_1692_ = (_e5986 >> 3u);
                                uint _e5989 = l_mut_269_;
                                l_mut_1483_ = _e5989;
                                l_mut_1478_ = l_1692_;
                            }
                        }
                        uint _e5990 = l_mut_1478_;
                        uint _e5991 = l_mut_428_;
                        bool l_1693_ = (_e5990 < _e5991);
                        uint _e5993 = l_mut_1478_;
                        uint _e5994 = l_mut_428_;
                        bool l_1694_ = (_e5993 == _e5994);
                        uint _e5996 = l_mut_1483_;
                        uint _e5997 = l_mut_439_;
                        bool l_1695_ = (_e5996 < _e5997);
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
                        uint _e6010 = l_mut_439_;
                        uint _e6011 = l_mut_428_;
                        uint l_1699_ = (_e6010 | _e6011);
                        bool l_1700_ = (l_1699_ == 0u);
                        bool l_1701_ = !(l_1700_);
                        bool _e6016 = l_mut_357_;
                        if (_e6016) {
                            local_108 = l_1701_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1702_ = local_108;
                        uint _e6021 = l_mut_428_;
                        uint _e6022 = l_mut_275_;
                        bool l_1703_ = (_e6021 < _e6022);
                        uint _e6024 = l_mut_428_;
                        uint _e6025 = l_mut_275_;
                        bool l_1704_ = (_e6024 == _e6025);
                        uint _e6027 = l_mut_439_;
                        uint _e6028 = l_mut_1477_;
                        bool l_1705_ = (_e6027 < _e6028);
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
                        uint _e6043 = l_mut_388_;
                        uint _e6044 = l_mut_382_;
                        uint l_1709_ = (_e6043 + _e6044);
                        bool l_1710_ = (l_1709_ < l_868_);
                        if (l_1708_) {
                            local_112 = l_1710_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1711_ = local_112;
                        if (l_1711_) {
                            uint _e6051 = l_mut_388_;
                            uint l_1712_ = (l_868_ - _e6051);
                            uint _e6053 = l_mut_382_;
                            uint l_1713_ = (l_1712_ - _e6053);
                            uint _e6055 = l_mut_388_;
                            uint l_1714_ = (l_1713_ / _e6055);
                            uint _e6057 = l_mut_1477_;
                            uint l_1715_ = (_e6057 - 1u);
                            uint _e6060 = l_mut_275_;
                            uint l_1716_ = (_e6060 - 0u);
                            uint _e6063 = l_mut_1477_;
                            bool l_1717_ = (_e6063 < 1u);
                            uint l_1718_ = uint(l_1717_);
                            uint l_1719_ = (l_1716_ - l_1718_);
                            l_mut_1478_ = l_1715_;
                            l_mut_1477_ = l_1719_;
                            l_mut_275_ = 0u;
                            l_mut_1720_ = 0u;
                            bool loop_init_7 = true;
                            while(true) {
                                if (!loop_init_7) {
                                    uint _e6156 = l_mut_1720_;
                                    l_mut_1720_ = (_e6156 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e6071 = l_mut_1720_;
                                if ((_e6071 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6075 = l_mut_1720_;
                                    uint l_1721_ = (19u - _e6075);
                                    uint _e6077 = l_mut_1478_;
                                    l_mut_269_ = _e6077;
                                    uint _e6078 = l_mut_1477_;
                                    l_mut_219_ = _e6078;
                                    bool l_1722_ = (l_1721_ >= 32u);
                                    if (l_1722_) {
                                        uint l_1723_ = (l_1721_ & 31u);
                                        uint _e6083 = l_mut_1477_;
                                        uint l_1724_ = (_e6083 >> l_1723_);
                                        l_mut_269_ = l_1724_;
                                        l_mut_219_ = 0u;
                                    } else {
                                        bool l_1725_ = (l_1721_ > 0u);
                                        if (l_1725_) {
                                            uint _e6088 = l_mut_1478_;
                                            l_mut_213_ = _e6088;
                                            bool l_1726_ = (l_1721_ > 0u);
                                            if (l_1726_) {
                                                uint _e6091 = l_mut_1478_;
                                                uint l_1727_ = (_e6091 >> l_1721_);
                                                uint l_1728_ = (32u - l_1721_);
                                                uint _e6095 = l_mut_1477_;
                                                uint l_1729_ = (_e6095 << l_1728_);
                                                uint l_1730_ = (l_1727_ | l_1729_);
                                                l_mut_213_ = l_1730_;
                                            }
                                            uint _e6098 = l_mut_1477_;
                                            uint l_1731_ = (_e6098 >> l_1721_);
                                            uint _e6100 = l_mut_213_;
                                            l_mut_269_ = _e6100;
                                            l_mut_219_ = l_1731_;
                                        }
                                    }
                                    uint _e6101 = l_mut_219_;
                                    uint _e6102 = l_mut_428_;
                                    bool l_1732_ = (_e6101 < _e6102);
                                    uint _e6104 = l_mut_219_;
                                    uint _e6105 = l_mut_428_;
                                    bool l_1733_ = (_e6104 == _e6105);
                                    uint _e6107 = l_mut_269_;
                                    uint _e6108 = l_mut_439_;
                                    bool l_1734_ = (_e6107 < _e6108);
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
                                        uint _e6120 = l_mut_439_;
                                        l_mut_269_ = _e6120;
                                        uint _e6121 = l_mut_428_;
                                        l_mut_219_ = _e6121;
                                        bool l_1738_ = (l_1721_ >= 32u);
                                        if (l_1738_) {
                                            uint l_1739_ = (l_1721_ & 31u);
                                            uint _e6126 = l_mut_439_;
                                            uint l_1740_ = (_e6126 << l_1739_);
                                            l_mut_269_ = 0u;
                                            l_mut_219_ = l_1740_;
                                        } else {
                                            bool l_1741_ = (l_1721_ > 0u);
                                            if (l_1741_) {
                                                uint _e6131 = l_mut_439_;
                                                uint l_1742_ = (_e6131 << l_1721_);
                                                uint _e6133 = l_mut_428_;
                                                uint l_1743_ = (_e6133 << l_1721_);
                                                uint l_1744_ = (32u - l_1721_);
                                                uint _e6137 = l_mut_439_;
                                                uint l_1745_ = (_e6137 >> l_1744_);
                                                uint l_1746_ = (l_1743_ | l_1745_);
                                                l_mut_269_ = l_1742_;
                                                l_mut_219_ = l_1746_;
                                            }
                                        }
                                        uint _e6140 = l_mut_1478_;
                                        uint _e6141 = l_mut_269_;
                                        uint l_1747_ = (_e6140 - _e6141);
                                        uint _e6143 = l_mut_1477_;
                                        uint _e6144 = l_mut_219_;
                                        uint l_1748_ = (_e6143 - _e6144);
                                        uint _e6146 = l_mut_1478_;
                                        uint _e6147 = l_mut_269_;
                                        bool l_1749_ = (_e6146 < _e6147);
                                        uint l_1750_ = uint(l_1749_);
                                        uint l_1751_ = (l_1748_ - l_1750_);
                                        l_mut_1478_ = l_1747_;
                                        l_mut_1477_ = l_1751_;
                                        uint l_1752_ = (1u << l_1721_);
                                        uint _e6153 = l_mut_275_;
                                        l_mut_275_ = (_e6153 | l_1752_);
                                    }
                                }
                            }
                            uint _e6158 = l_mut_275_;
                            uint l_1753_ = min(_e6158, l_1714_);
                            l_mut_275_ = l_1753_;
                            uint _e6160 = l_mut_1477_;
                            uint _e6161 = l_mut_428_;
                            bool l_1754_ = (_e6160 < _e6161);
                            uint _e6163 = l_mut_1477_;
                            uint _e6164 = l_mut_428_;
                            bool l_1755_ = (_e6163 == _e6164);
                            uint _e6166 = l_mut_1478_;
                            uint _e6167 = l_mut_439_;
                            bool l_1756_ = (_e6166 < _e6167);
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
                            uint _e6179 = l_mut_275_;
                            l_mut_1483_ = _e6179;
                        }
                        uint _e6180 = l_mut_1483_;
                        bool l_1760_ = (_e6180 == 0u);
                        l_mut_357_ = l_1760_;
                        uint _e6183 = l_mut_1483_;
                        bool l_1761_ = (_e6183 > 0u);
                        if (l_1761_) {
                            uint _e6186 = l_mut_439_;
                            uint _e6187 = l_mut_1483_;
                            uint l_1762_ = (_e6186 * _e6187);
                            uint _e6189 = l_mut_439_;
                            uint l_3830_ = (_e6189 & 65535u);
                            uint _e6192 = l_mut_439_;
                            uint l_3831_ = (_e6192 >> 16u);
                            uint l_3832_ = (l_3831_ & 65535u);
                            uint _e6197 = l_mut_1483_;
                            uint l_3833_ = (_e6197 & 65535u);
                            uint _e6200 = l_mut_1483_;
                            uint l_3834_ = (_e6200 >> 16u);
                            uint l_3835_ = (l_3834_ & 65535u);
                            uint l_3836_ = (l_3830_ * l_3833_);
                            uint l_3837_ = (l_3832_ * l_3833_);
                            uint l_3838_ = (l_3830_ * l_3835_);
                            uint l_3839_ = (l_3832_ * l_3835_);
                            uint l_3840_ = (l_3836_ >> 16u);
                            uint l_3841_ = (l_3840_ & 65535u);
                            uint l_3842_ = (l_3837_ & 65535u);
                            uint l_3843_ = (l_3841_ + l_3842_);
                            uint l_3844_ = (l_3838_ & 65535u);
                            uint l_3845_ = (l_3843_ + l_3844_);
                            uint l_3846_ = (l_3837_ >> 16u);
                            uint l_3847_ = (l_3846_ & 65535u);
                            uint l_3848_ = (l_3839_ + l_3847_);
                            uint l_3849_ = (l_3838_ >> 16u);
                            uint l_3850_ = (l_3849_ & 65535u);
                            uint l_3851_ = (l_3848_ + l_3850_);
                            uint l_3852_ = (l_3845_ >> 16u);
                            uint l_3853_ = (l_3852_ & 65535u);
                            uint l_1763_ = (l_3851_ + l_3853_);
                            uint _e6234 = l_mut_428_;
                            uint _e6235 = l_mut_1483_;
                            uint l_1764_ = (_e6234 * _e6235);
                            uint l_1765_ = (l_1763_ + l_1764_);
                            bool _e6238 = l_mut_628_;
                            if (_e6238) {
                                uint _e6239 = l_mut_421_;
                                uint l_1766_ = (_e6239 - l_1762_);
                                uint _e6241 = l_mut_394_;
                                uint l_1767_ = (_e6241 - l_1765_);
                                uint _e6243 = l_mut_421_;
                                bool l_1768_ = (_e6243 < l_1762_);
                                uint l_1769_ = uint(l_1768_);
                                uint l_1770_ = (l_1767_ - l_1769_);
                                l_mut_421_ = l_1766_;
                                l_mut_394_ = l_1770_;
                            }
                            uint _e6247 = l_mut_441_;
                            uint l_1771_ = (_e6247 - l_1762_);
                            uint _e6249 = l_mut_440_;
                            uint l_1772_ = (_e6249 - l_1765_);
                            uint _e6251 = l_mut_441_;
                            bool l_1773_ = (_e6251 < l_1762_);
                            uint l_1774_ = uint(l_1773_);
                            uint l_1775_ = (l_1772_ - l_1774_);
                            l_mut_441_ = l_1771_;
                            l_mut_440_ = l_1775_;
                            uint _e6255 = l_mut_1483_;
                            uint _e6256 = l_mut_388_;
                            uint l_1776_ = (_e6255 * _e6256);
                            uint _e6258 = l_mut_382_;
                            l_mut_382_ = (_e6258 + l_1776_);
                        } else {
                            bool _e6260 = l_mut_628_;
                            if (_e6260) {
                                uint _e6261 = l_mut_421_;
                                uint _e6262 = l_mut_439_;
                                uint l_1777_ = (_e6261 - _e6262);
                                uint _e6264 = l_mut_394_;
                                uint _e6265 = l_mut_428_;
                                uint l_1778_ = (_e6264 - _e6265);
                                uint _e6267 = l_mut_421_;
                                uint _e6268 = l_mut_439_;
                                bool l_1779_ = (_e6267 < _e6268);
                                uint l_1780_ = uint(l_1779_);
                                uint l_1781_ = (l_1778_ - l_1780_);
                                l_mut_421_ = l_1777_;
                                l_mut_394_ = l_1781_;
                                uint _e6272 = l_mut_394_;
                                bool l_1782_ = (_e6272 < l_1387_);
                                uint _e6274 = l_mut_394_;
                                bool l_1783_ = (_e6274 == l_1387_);
                                uint _e6276 = l_mut_421_;
                                bool l_1784_ = (_e6276 < l_1383_);
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
                        bool _e6289 = l_mut_357_;
                        if (_e6289) {
                            uint _e6290 = l_mut_388_;
                            uint l_1787_ = (l_868_ - _e6290);
                            uint _e6292 = l_mut_382_;
                            uint l_1788_ = (l_1787_ / _e6292);
                            l_mut_1483_ = 0u;
                            l_mut_350_ = false;
                            uint _e6296 = l_mut_439_;
                            l_mut_1478_ = _e6296;
                            uint _e6297 = l_mut_428_;
                            l_mut_1477_ = _e6297;
                            if (false) {
                                uint _e6300 = l_mut_428_;
                                uint l_1791_ = (_e6300 >> 3u);
                                l_mut_1478_ = l_1791_;
                                l_mut_1477_ = 0u;
                            } else {
                                if (true) {
                                    uint _e6304 = l_mut_439_;
                                    l_mut_275_ = _e6304;
                                    if (true) {
                                        uint _e6306 = l_mut_439_;
                                        uint l_1794_ = (_e6306 >> 3u);
                                        uint _e6309 = l_mut_428_;
                                        uint l_1795_ = (_e6309 << 29u);
                                        uint l_1796_ = (l_1794_ | l_1795_);
                                        l_mut_275_ = l_1796_;
                                    }
                                    uint _e6313 = l_mut_428_;
                                    uint l_1797_ = (_e6313 >> 3u);
                                    uint _e6316 = l_mut_275_;
                                    l_mut_1478_ = _e6316;
                                    l_mut_1477_ = l_1797_;
                                }
                            }
                            uint _e6317 = l_mut_1477_;
                            uint _e6318 = l_mut_440_;
                            bool l_1798_ = (_e6317 < _e6318);
                            uint _e6320 = l_mut_1477_;
                            uint _e6321 = l_mut_440_;
                            bool l_1799_ = (_e6320 == _e6321);
                            uint _e6323 = l_mut_1478_;
                            uint _e6324 = l_mut_441_;
                            bool l_1800_ = (_e6323 < _e6324);
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
                            uint _e6336 = l_mut_441_;
                            uint _e6337 = l_mut_440_;
                            uint l_1804_ = (_e6336 | _e6337);
                            bool l_1805_ = (l_1804_ == 0u);
                            if (l_1805_) {
                                l_mut_1483_ = l_1788_;
                            } else {
                                bool _e6341 = l_mut_350_;
                                if (_e6341) {
                                    uint _e6342 = l_mut_440_;
                                    uint _e6343 = l_mut_428_;
                                    bool l_1806_ = (_e6342 < _e6343);
                                    uint _e6345 = l_mut_440_;
                                    uint _e6346 = l_mut_428_;
                                    bool l_1807_ = (_e6345 == _e6346);
                                    uint _e6348 = l_mut_441_;
                                    uint _e6349 = l_mut_439_;
                                    bool l_1808_ = (_e6348 < _e6349);
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
                                        uint _e6360 = l_mut_439_;
                                        uint l_1811_ = (_e6360 - 1u);
                                        uint _e6363 = l_mut_428_;
                                        uint l_1812_ = (_e6363 - 0u);
                                        uint _e6366 = l_mut_439_;
                                        bool l_1813_ = (_e6366 < 1u);
                                        uint l_1814_ = uint(l_1813_);
                                        uint l_1815_ = (l_1812_ - l_1814_);
                                        l_mut_1478_ = l_1811_;
                                        l_mut_1477_ = l_1815_;
                                        l_mut_275_ = 0u;
                                        l_mut_1816_ = 0u;
                                        bool loop_init_8 = true;
                                        while(true) {
                                            if (!loop_init_8) {
                                                uint _e6459 = l_mut_1816_;
                                                l_mut_1816_ = (_e6459 + 1u);
                                            }
                                            loop_init_8 = false;
                                            uint _e6374 = l_mut_1816_;
                                            if ((_e6374 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e6378 = l_mut_1816_;
                                                uint l_1817_ = (19u - _e6378);
                                                uint _e6380 = l_mut_1478_;
                                                l_mut_269_ = _e6380;
                                                uint _e6381 = l_mut_1477_;
                                                l_mut_219_ = _e6381;
                                                bool l_1818_ = (l_1817_ >= 32u);
                                                if (l_1818_) {
                                                    uint l_1819_ = (l_1817_ & 31u);
                                                    uint _e6386 = l_mut_1477_;
                                                    uint l_1820_ = (_e6386 >> l_1819_);
                                                    l_mut_269_ = l_1820_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1821_ = (l_1817_ > 0u);
                                                    if (l_1821_) {
                                                        uint _e6391 = l_mut_1478_;
                                                        l_mut_213_ = _e6391;
                                                        bool l_1822_ = (l_1817_ > 0u);
                                                        if (l_1822_) {
                                                            uint _e6394 = l_mut_1478_;
                                                            uint l_1823_ = (_e6394 >> l_1817_);
                                                            uint l_1824_ = (32u - l_1817_);
                                                            uint _e6398 = l_mut_1477_;
                                                            uint l_1825_ = (_e6398 << l_1824_);
                                                            uint l_1826_ = (l_1823_ | l_1825_);
                                                            l_mut_213_ = l_1826_;
                                                        }
                                                        uint _e6401 = l_mut_1477_;
                                                        uint l_1827_ = (_e6401 >> l_1817_);
                                                        uint _e6403 = l_mut_213_;
                                                        l_mut_269_ = _e6403;
                                                        l_mut_219_ = l_1827_;
                                                    }
                                                }
                                                uint _e6404 = l_mut_219_;
                                                uint _e6405 = l_mut_440_;
                                                bool l_1828_ = (_e6404 < _e6405);
                                                uint _e6407 = l_mut_219_;
                                                uint _e6408 = l_mut_440_;
                                                bool l_1829_ = (_e6407 == _e6408);
                                                uint _e6410 = l_mut_269_;
                                                uint _e6411 = l_mut_441_;
                                                bool l_1830_ = (_e6410 < _e6411);
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
                                                    uint _e6423 = l_mut_441_;
                                                    l_mut_269_ = _e6423;
                                                    uint _e6424 = l_mut_440_;
                                                    l_mut_219_ = _e6424;
                                                    bool l_1834_ = (l_1817_ >= 32u);
                                                    if (l_1834_) {
                                                        uint l_1835_ = (l_1817_ & 31u);
                                                        uint _e6429 = l_mut_441_;
                                                        uint l_1836_ = (_e6429 << l_1835_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1836_;
                                                    } else {
                                                        bool l_1837_ = (l_1817_ > 0u);
                                                        if (l_1837_) {
                                                            uint _e6434 = l_mut_441_;
                                                            uint l_1838_ = (_e6434 << l_1817_);
                                                            uint _e6436 = l_mut_440_;
                                                            uint l_1839_ = (_e6436 << l_1817_);
                                                            uint l_1840_ = (32u - l_1817_);
                                                            uint _e6440 = l_mut_441_;
                                                            uint l_1841_ = (_e6440 >> l_1840_);
                                                            uint l_1842_ = (l_1839_ | l_1841_);
                                                            l_mut_269_ = l_1838_;
                                                            l_mut_219_ = l_1842_;
                                                        }
                                                    }
                                                    uint _e6443 = l_mut_1478_;
                                                    uint _e6444 = l_mut_269_;
                                                    uint l_1843_ = (_e6443 - _e6444);
                                                    uint _e6446 = l_mut_1477_;
                                                    uint _e6447 = l_mut_219_;
                                                    uint l_1844_ = (_e6446 - _e6447);
                                                    uint _e6449 = l_mut_1478_;
                                                    uint _e6450 = l_mut_269_;
                                                    bool l_1845_ = (_e6449 < _e6450);
                                                    uint l_1846_ = uint(l_1845_);
                                                    uint l_1847_ = (l_1844_ - l_1846_);
                                                    l_mut_1478_ = l_1843_;
                                                    l_mut_1477_ = l_1847_;
                                                    uint l_1848_ = (1u << l_1817_);
                                                    uint _e6456 = l_mut_275_;
                                                    l_mut_275_ = (_e6456 | l_1848_);
                                                }
                                            }
                                        }
                                        uint _e6461 = l_mut_275_;
                                        uint l_1849_ = min(_e6461, l_1788_);
                                        l_mut_275_ = l_1849_;
                                        uint _e6463 = l_mut_1477_;
                                        uint _e6464 = l_mut_440_;
                                        bool l_1850_ = (_e6463 < _e6464);
                                        uint _e6466 = l_mut_1477_;
                                        uint _e6467 = l_mut_440_;
                                        bool l_1851_ = (_e6466 == _e6467);
                                        uint _e6469 = l_mut_1478_;
                                        uint _e6470 = l_mut_441_;
                                        bool l_1852_ = (_e6469 < _e6470);
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
                                        uint _e6482 = l_mut_275_;
                                        l_mut_1483_ = _e6482;
                                    }
                                } else {
                                    uint _e6483 = l_mut_439_;
                                    l_mut_1478_ = _e6483;
                                    uint _e6484 = l_mut_428_;
                                    l_mut_1477_ = _e6484;
                                    while(true) {
                                        uint _e6485 = l_mut_440_;
                                        uint _e6486 = l_mut_1477_;
                                        bool l_1856_ = (_e6485 < _e6486);
                                        uint _e6488 = l_mut_440_;
                                        uint _e6489 = l_mut_1477_;
                                        bool l_1857_ = (_e6488 == _e6489);
                                        uint _e6491 = l_mut_441_;
                                        uint _e6492 = l_mut_1478_;
                                        bool l_1858_ = (_e6491 < _e6492);
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
                                        uint _e6503 = l_mut_1483_;
                                        uint _e6504 = l_mut_382_;
                                        uint l_1861_ = (_e6503 * _e6504);
                                        uint _e6506 = l_mut_388_;
                                        uint l_1862_ = (_e6506 + l_1861_);
                                        uint _e6508 = l_mut_382_;
                                        uint l_1863_ = (l_1862_ + _e6508);
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
                                        uint _e6516 = l_mut_1478_;
                                        uint _e6517 = l_mut_441_;
                                        uint l_1867_ = (_e6516 - _e6517);
                                        uint _e6519 = l_mut_1477_;
                                        uint _e6520 = l_mut_440_;
                                        uint l_1868_ = (_e6519 - _e6520);
                                        uint _e6522 = l_mut_1478_;
                                        uint _e6523 = l_mut_441_;
                                        bool l_1869_ = (_e6522 < _e6523);
                                        uint l_1870_ = uint(l_1869_);
                                        uint l_1871_ = (l_1868_ - l_1870_);
                                        l_mut_1478_ = l_1867_;
                                        l_mut_1477_ = l_1871_;
                                        uint _e6527 = l_mut_1483_;
                                        l_mut_1483_ = (_e6527 + 1u);
                                    }
                                }
                            }
                            uint _e6530 = l_mut_1483_;
                            uint _e6531 = l_mut_382_;
                            uint l_1872_ = (_e6530 * _e6531);
                            uint _e6533 = l_mut_388_;
                            uint l_1873_ = (_e6533 + l_1872_);
                            uint _e6535 = l_mut_382_;
                            uint l_1874_ = (l_1873_ + _e6535);
                            bool l_1875_ = (l_1874_ >= l_868_);
                            if (l_1875_) {
                                l_mut_758_ = true;
                                l_mut_652_ = false;
                            } else {
                                uint _e6540 = l_mut_441_;
                                uint _e6541 = l_mut_1483_;
                                uint l_1876_ = (_e6540 * _e6541);
                                uint _e6543 = l_mut_441_;
                                uint l_3855_ = (_e6543 & 65535u);
                                uint _e6546 = l_mut_441_;
                                uint l_3856_ = (_e6546 >> 16u);
                                uint l_3857_ = (l_3856_ & 65535u);
                                uint _e6551 = l_mut_1483_;
                                uint l_3858_ = (_e6551 & 65535u);
                                uint _e6554 = l_mut_1483_;
                                uint l_3859_ = (_e6554 >> 16u);
                                uint l_3860_ = (l_3859_ & 65535u);
                                uint l_3861_ = (l_3855_ * l_3858_);
                                uint l_3862_ = (l_3857_ * l_3858_);
                                uint l_3863_ = (l_3855_ * l_3860_);
                                uint l_3864_ = (l_3857_ * l_3860_);
                                uint l_3865_ = (l_3861_ >> 16u);
                                uint l_3866_ = (l_3865_ & 65535u);
                                uint l_3867_ = (l_3862_ & 65535u);
                                uint l_3868_ = (l_3866_ + l_3867_);
                                uint l_3869_ = (l_3863_ & 65535u);
                                uint l_3870_ = (l_3868_ + l_3869_);
                                uint l_3871_ = (l_3862_ >> 16u);
                                uint l_3872_ = (l_3871_ & 65535u);
                                uint l_3873_ = (l_3864_ + l_3872_);
                                uint l_3874_ = (l_3863_ >> 16u);
                                uint l_3875_ = (l_3874_ & 65535u);
                                uint l_3876_ = (l_3873_ + l_3875_);
                                uint l_3877_ = (l_3870_ >> 16u);
                                uint l_3878_ = (l_3877_ & 65535u);
                                uint l_1877_ = (l_3876_ + l_3878_);
                                uint _e6588 = l_mut_440_;
                                uint _e6589 = l_mut_1483_;
                                uint l_1878_ = (_e6588 * _e6589);
                                uint l_1879_ = (l_1877_ + l_1878_);
                                uint _e6592 = l_mut_439_;
                                uint l_1880_ = (_e6592 - l_1876_);
                                uint _e6594 = l_mut_428_;
                                uint l_1881_ = (_e6594 - l_1879_);
                                uint _e6596 = l_mut_439_;
                                bool l_1882_ = (_e6596 < l_1876_);
                                uint l_1883_ = uint(l_1882_);
                                uint l_1884_ = (l_1881_ - l_1883_);
                                l_mut_439_ = l_1880_;
                                l_mut_428_ = l_1884_;
                                uint _e6600 = l_mut_1483_;
                                uint _e6601 = l_mut_382_;
                                uint l_1885_ = (_e6600 * _e6601);
                                uint _e6603 = l_mut_388_;
                                l_mut_388_ = (_e6603 + l_1885_);
                                uint _e6605 = l_mut_441_;
                                uint _e6606 = l_mut_439_;
                                uint l_1886_ = (_e6605 - _e6606);
                                uint _e6608 = l_mut_440_;
                                uint _e6609 = l_mut_428_;
                                uint l_1887_ = (_e6608 - _e6609);
                                uint _e6611 = l_mut_441_;
                                uint _e6612 = l_mut_439_;
                                bool l_1888_ = (_e6611 < _e6612);
                                uint l_1889_ = uint(l_1888_);
                                uint l_1890_ = (l_1887_ - l_1889_);
                                l_mut_441_ = l_1886_;
                                l_mut_440_ = l_1890_;
                                uint _e6616 = l_mut_382_;
                                uint _e6617 = l_mut_388_;
                                l_mut_382_ = (_e6616 + _e6617);
                            }
                        }
                    }
                    bool _e6619 = l_mut_758_;
                    bool l_1891_ = !(_e6619);
                    if (l_867_) {
                        local_130 = l_1891_;
                    } else {
                        local_130 = false;
                    }
                    bool l_1892_ = local_130;
                    if (l_1892_) {
                        uint _e6626 = l_mut_865_;
                        uint l_1893_ = (1u << _e6626);
                        uint _e6628 = l_mut_450_;
                        l_mut_450_ = (_e6628 | l_1893_);
                        uint _e6630 = l_mut_445_;
                        l_mut_445_ = (_e6630 + 1u);
                        uint l_1894_ = (l_866_ + l_864_);
                        uint l_1895_ = min(l_1894_, l_56_);
                        l_mut_1483_ = 0u;
                        l_mut_1896_ = l_866_;
                        bool loop_init_9 = true;
                        while(true) {
                            if (!loop_init_9) {
                                uint _e7557 = l_mut_1896_;
                                l_mut_1896_ = (_e7557 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e6637 = l_mut_1896_;
                            if ((_e6637 < l_1895_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e6639 = l_mut_1896_;
                                uint l_1897_ = (l_59_ * _e6639);
                                uint l_3880_ = (l_59_ & 65535u);
                                uint l_3881_ = (l_59_ >> 16u);
                                uint l_3882_ = (l_3881_ & 65535u);
                                uint _e6647 = l_mut_1896_;
                                uint l_3883_ = (_e6647 & 65535u);
                                uint _e6650 = l_mut_1896_;
                                uint l_3884_ = (_e6650 >> 16u);
                                uint l_3885_ = (l_3884_ & 65535u);
                                uint l_3886_ = (l_3880_ * l_3883_);
                                uint l_3887_ = (l_3882_ * l_3883_);
                                uint l_3888_ = (l_3880_ * l_3885_);
                                uint l_3889_ = (l_3882_ * l_3885_);
                                uint l_3890_ = (l_3886_ >> 16u);
                                uint l_3891_ = (l_3890_ & 65535u);
                                uint l_3892_ = (l_3887_ & 65535u);
                                uint l_3893_ = (l_3891_ + l_3892_);
                                uint l_3894_ = (l_3888_ & 65535u);
                                uint l_3895_ = (l_3893_ + l_3894_);
                                uint l_3896_ = (l_3887_ >> 16u);
                                uint l_3897_ = (l_3896_ & 65535u);
                                uint l_3898_ = (l_3889_ + l_3897_);
                                uint l_3899_ = (l_3888_ >> 16u);
                                uint l_3900_ = (l_3899_ & 65535u);
                                uint l_3901_ = (l_3898_ + l_3900_);
                                uint l_3902_ = (l_3895_ >> 16u);
                                uint l_3903_ = (l_3902_ & 65535u);
                                uint l_1898_ = (l_3901_ + l_3903_);
                                uint _e6684 = l_mut_1896_;
                                uint l_1899_ = (l_62_ * _e6684);
                                uint l_1900_ = (l_1898_ + l_1899_);
                                uint l_1901_ = (l_64_ + l_1897_);
                                uint l_1902_ = (l_67_ + l_1900_);
                                bool l_1903_ = (l_1901_ < l_64_);
                                uint l_1904_ = uint(l_1903_);
                                uint l_1905_ = (l_1902_ + l_1904_);
                                l_mut_1478_ = 0u;
                                l_mut_1477_ = 0u;
                                uint _e6694 = l_mut_1896_;
                                bool l_1906_ = (_e6694 < 65536u);
                                if (l_1906_) {
                                    uint _e6697 = l_mut_1896_;
                                    uint _e6698 = l_mut_1896_;
                                    uint l_1907_ = (_e6697 * _e6698);
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
                                    uint _e6712 = l_mut_441_;
                                    uint l_1915_ = (_e6712 * l_1907_);
                                    uint _e6714 = l_mut_440_;
                                    uint l_1916_ = (_e6714 * l_1907_);
                                    uint _e6716 = l_mut_441_;
                                    uint l_3905_ = (_e6716 & 65535u);
                                    uint _e6719 = l_mut_441_;
                                    uint l_3906_ = (_e6719 >> 16u);
                                    uint l_3907_ = (l_3906_ & 65535u);
                                    uint l_3908_ = (l_1907_ & 65535u);
                                    uint l_3909_ = (l_1907_ >> 16u);
                                    uint l_3910_ = (l_3909_ & 65535u);
                                    uint l_3911_ = (l_3905_ * l_3908_);
                                    uint l_3912_ = (l_3907_ * l_3908_);
                                    uint l_3913_ = (l_3905_ * l_3910_);
                                    uint l_3914_ = (l_3907_ * l_3910_);
                                    uint l_3915_ = (l_3911_ >> 16u);
                                    uint l_3916_ = (l_3915_ & 65535u);
                                    uint l_3917_ = (l_3912_ & 65535u);
                                    uint l_3918_ = (l_3916_ + l_3917_);
                                    uint l_3919_ = (l_3913_ & 65535u);
                                    uint l_3920_ = (l_3918_ + l_3919_);
                                    uint l_3921_ = (l_3912_ >> 16u);
                                    uint l_3922_ = (l_3921_ & 65535u);
                                    uint l_3923_ = (l_3914_ + l_3922_);
                                    uint l_3924_ = (l_3913_ >> 16u);
                                    uint l_3925_ = (l_3924_ & 65535u);
                                    uint l_3926_ = (l_3923_ + l_3925_);
                                    uint l_3927_ = (l_3920_ >> 16u);
                                    uint l_3928_ = (l_3927_ & 65535u);
                                    uint l_1917_ = (l_3926_ + l_3928_);
                                    uint l_1918_ = (l_1917_ + l_1916_);
                                    uint _e6760 = l_mut_440_;
                                    uint l_3930_ = (_e6760 & 65535u);
                                    uint _e6763 = l_mut_440_;
                                    uint l_3931_ = (_e6763 >> 16u);
                                    uint l_3932_ = (l_3931_ & 65535u);
                                    uint l_3933_ = (l_1907_ & 65535u);
                                    uint l_3934_ = (l_1907_ >> 16u);
                                    uint l_3935_ = (l_3934_ & 65535u);
                                    uint l_3936_ = (l_3930_ * l_3933_);
                                    uint l_3937_ = (l_3932_ * l_3933_);
                                    uint l_3938_ = (l_3930_ * l_3935_);
                                    uint l_3939_ = (l_3932_ * l_3935_);
                                    uint l_3940_ = (l_3936_ >> 16u);
                                    uint l_3941_ = (l_3940_ & 65535u);
                                    uint l_3942_ = (l_3937_ & 65535u);
                                    uint l_3943_ = (l_3941_ + l_3942_);
                                    uint l_3944_ = (l_3938_ & 65535u);
                                    uint l_3945_ = (l_3943_ + l_3944_);
                                    uint l_3946_ = (l_3937_ >> 16u);
                                    uint l_3947_ = (l_3946_ & 65535u);
                                    uint l_3948_ = (l_3939_ + l_3947_);
                                    uint l_3949_ = (l_3938_ >> 16u);
                                    uint l_3950_ = (l_3949_ & 65535u);
                                    uint l_3951_ = (l_3948_ + l_3950_);
                                    uint l_3952_ = (l_3945_ >> 16u);
                                    uint l_3953_ = (l_3952_ & 65535u);
                                    uint l_1919_ = (l_3951_ + l_3953_);
                                    bool l_1920_ = (l_1918_ < l_1916_);
                                    uint l_1921_ = uint(l_1920_);
                                    uint l_1922_ = (l_1919_ + l_1921_);
                                    uint l_1923_ = (l_9_ % 32u);
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
                                    uint _e6822 = l_mut_439_;
                                    l_mut_421_ = _e6822;
                                    uint _e6823 = l_mut_428_;
                                    l_mut_439_ = _e6823;
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
                                            uint _e6837 = l_mut_428_;
                                            l_mut_421_ = _e6837;
                                            l_mut_439_ = l_1941_;
                                        }
                                    }
                                    uint _e6838 = l_mut_421_;
                                    l_mut_441_ = _e6838;
                                    uint _e6839 = l_mut_439_;
                                    l_mut_440_ = _e6839;
                                    if (l_1909_) {
                                        uint _e6841 = l_mut_441_;
                                        uint l_1942_ = (0u - _e6841);
                                        uint _e6844 = l_mut_440_;
                                        uint l_1943_ = (0u - _e6844);
                                        uint _e6847 = l_mut_441_;
                                        bool l_1944_ = (0u < _e6847);
                                        uint l_1945_ = uint(l_1944_);
                                        uint l_1946_ = (l_1943_ - l_1945_);
                                        l_mut_441_ = l_1942_;
                                        l_mut_440_ = l_1946_;
                                    }
                                    uint _e6851 = l_mut_441_;
                                    l_mut_1478_ = _e6851;
                                    uint _e6852 = l_mut_440_;
                                    l_mut_1477_ = _e6852;
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
                                    uint _e6865 = l_mut_441_;
                                    uint _e6866 = l_mut_1896_;
                                    uint l_1954_ = (_e6865 * _e6866);
                                    uint _e6868 = l_mut_440_;
                                    uint _e6869 = l_mut_1896_;
                                    uint l_1955_ = (_e6868 * _e6869);
                                    uint _e6871 = l_mut_441_;
                                    uint l_3955_ = (_e6871 & 65535u);
                                    uint _e6874 = l_mut_441_;
                                    uint l_3956_ = (_e6874 >> 16u);
                                    uint l_3957_ = (l_3956_ & 65535u);
                                    uint _e6879 = l_mut_1896_;
                                    uint l_3958_ = (_e6879 & 65535u);
                                    uint _e6882 = l_mut_1896_;
                                    uint l_3959_ = (_e6882 >> 16u);
                                    uint l_3960_ = (l_3959_ & 65535u);
                                    uint l_3961_ = (l_3955_ * l_3958_);
                                    uint l_3962_ = (l_3957_ * l_3958_);
                                    uint l_3963_ = (l_3955_ * l_3960_);
                                    uint l_3964_ = (l_3957_ * l_3960_);
                                    uint l_3965_ = (l_3961_ >> 16u);
                                    uint l_3966_ = (l_3965_ & 65535u);
                                    uint l_3967_ = (l_3962_ & 65535u);
                                    uint l_3968_ = (l_3966_ + l_3967_);
                                    uint l_3969_ = (l_3963_ & 65535u);
                                    uint l_3970_ = (l_3968_ + l_3969_);
                                    uint l_3971_ = (l_3962_ >> 16u);
                                    uint l_3972_ = (l_3971_ & 65535u);
                                    uint l_3973_ = (l_3964_ + l_3972_);
                                    uint l_3974_ = (l_3963_ >> 16u);
                                    uint l_3975_ = (l_3974_ & 65535u);
                                    uint l_3976_ = (l_3973_ + l_3975_);
                                    uint l_3977_ = (l_3970_ >> 16u);
                                    uint l_3978_ = (l_3977_ & 65535u);
                                    uint l_1956_ = (l_3976_ + l_3978_);
                                    uint l_1957_ = (l_1956_ + l_1955_);
                                    uint _e6917 = l_mut_440_;
                                    uint l_3980_ = (_e6917 & 65535u);
                                    uint _e6920 = l_mut_440_;
                                    uint l_3981_ = (_e6920 >> 16u);
                                    uint l_3982_ = (l_3981_ & 65535u);
                                    uint _e6925 = l_mut_1896_;
                                    uint l_3983_ = (_e6925 & 65535u);
                                    uint _e6928 = l_mut_1896_;
                                    uint l_3984_ = (_e6928 >> 16u);
                                    uint l_3985_ = (l_3984_ & 65535u);
                                    uint l_3986_ = (l_3980_ * l_3983_);
                                    uint l_3987_ = (l_3982_ * l_3983_);
                                    uint l_3988_ = (l_3980_ * l_3985_);
                                    uint l_3989_ = (l_3982_ * l_3985_);
                                    uint l_3990_ = (l_3986_ >> 16u);
                                    uint l_3991_ = (l_3990_ & 65535u);
                                    uint l_3992_ = (l_3987_ & 65535u);
                                    uint l_3993_ = (l_3991_ + l_3992_);
                                    uint l_3994_ = (l_3988_ & 65535u);
                                    uint l_3995_ = (l_3993_ + l_3994_);
                                    uint l_3996_ = (l_3987_ >> 16u);
                                    uint l_3997_ = (l_3996_ & 65535u);
                                    uint l_3998_ = (l_3989_ + l_3997_);
                                    uint l_3999_ = (l_3988_ >> 16u);
                                    uint l_4000_ = (l_3999_ & 65535u);
                                    uint l_4001_ = (l_3998_ + l_4000_);
                                    uint l_4002_ = (l_3995_ >> 16u);
                                    uint l_4003_ = (l_4002_ & 65535u);
                                    uint l_1958_ = (l_4001_ + l_4003_);
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
                                    uint _e6980 = l_mut_439_;
                                    l_mut_421_ = _e6980;
                                    uint _e6981 = l_mut_428_;
                                    l_mut_439_ = _e6981;
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
                                            uint _e6993 = l_mut_428_;
                                            l_mut_421_ = _e6993;
                                            l_mut_439_ = l_1980_;
                                        }
                                    }
                                    uint _e6994 = l_mut_441_;
                                    uint _e6995 = l_mut_1896_;
                                    uint l_1981_ = (_e6994 * _e6995);
                                    uint _e6997 = l_mut_440_;
                                    uint _e6998 = l_mut_1896_;
                                    uint l_1982_ = (_e6997 * _e6998);
                                    uint _e7000 = l_mut_441_;
                                    uint l_4005_ = (_e7000 & 65535u);
                                    uint _e7003 = l_mut_441_;
                                    uint l_4006_ = (_e7003 >> 16u);
                                    uint l_4007_ = (l_4006_ & 65535u);
                                    uint _e7008 = l_mut_1896_;
                                    uint l_4008_ = (_e7008 & 65535u);
                                    uint _e7011 = l_mut_1896_;
                                    uint l_4009_ = (_e7011 >> 16u);
                                    uint l_4010_ = (l_4009_ & 65535u);
                                    uint l_4011_ = (l_4005_ * l_4008_);
                                    uint l_4012_ = (l_4007_ * l_4008_);
                                    uint l_4013_ = (l_4005_ * l_4010_);
                                    uint l_4014_ = (l_4007_ * l_4010_);
                                    uint l_4015_ = (l_4011_ >> 16u);
                                    uint l_4016_ = (l_4015_ & 65535u);
                                    uint l_4017_ = (l_4012_ & 65535u);
                                    uint l_4018_ = (l_4016_ + l_4017_);
                                    uint l_4019_ = (l_4013_ & 65535u);
                                    uint l_4020_ = (l_4018_ + l_4019_);
                                    uint l_4021_ = (l_4012_ >> 16u);
                                    uint l_4022_ = (l_4021_ & 65535u);
                                    uint l_4023_ = (l_4014_ + l_4022_);
                                    uint l_4024_ = (l_4013_ >> 16u);
                                    uint l_4025_ = (l_4024_ & 65535u);
                                    uint l_4026_ = (l_4023_ + l_4025_);
                                    uint l_4027_ = (l_4020_ >> 16u);
                                    uint l_4028_ = (l_4027_ & 65535u);
                                    uint l_1983_ = (l_4026_ + l_4028_);
                                    uint l_1984_ = (l_1983_ + l_1982_);
                                    uint _e7046 = l_mut_440_;
                                    uint l_4030_ = (_e7046 & 65535u);
                                    uint _e7049 = l_mut_440_;
                                    uint l_4031_ = (_e7049 >> 16u);
                                    uint l_4032_ = (l_4031_ & 65535u);
                                    uint _e7054 = l_mut_1896_;
                                    uint l_4033_ = (_e7054 & 65535u);
                                    uint _e7057 = l_mut_1896_;
                                    uint l_4034_ = (_e7057 >> 16u);
                                    uint l_4035_ = (l_4034_ & 65535u);
                                    uint l_4036_ = (l_4030_ * l_4033_);
                                    uint l_4037_ = (l_4032_ * l_4033_);
                                    uint l_4038_ = (l_4030_ * l_4035_);
                                    uint l_4039_ = (l_4032_ * l_4035_);
                                    uint l_4040_ = (l_4036_ >> 16u);
                                    uint l_4041_ = (l_4040_ & 65535u);
                                    uint l_4042_ = (l_4037_ & 65535u);
                                    uint l_4043_ = (l_4041_ + l_4042_);
                                    uint l_4044_ = (l_4038_ & 65535u);
                                    uint l_4045_ = (l_4043_ + l_4044_);
                                    uint l_4046_ = (l_4037_ >> 16u);
                                    uint l_4047_ = (l_4046_ & 65535u);
                                    uint l_4048_ = (l_4039_ + l_4047_);
                                    uint l_4049_ = (l_4038_ >> 16u);
                                    uint l_4050_ = (l_4049_ & 65535u);
                                    uint l_4051_ = (l_4048_ + l_4050_);
                                    uint l_4052_ = (l_4045_ >> 16u);
                                    uint l_4053_ = (l_4052_ & 65535u);
                                    uint l_1985_ = (l_4051_ + l_4053_);
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
                                    uint _e7109 = l_mut_428_;
                                    l_mut_388_ = _e7109;
                                    uint _e7110 = l_mut_394_;
                                    l_mut_428_ = _e7110;
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
                                            uint _e7122 = l_mut_394_;
                                            l_mut_388_ = _e7122;
                                            l_mut_428_ = l_2007_;
                                        }
                                    }
                                    uint _e7123 = l_mut_421_;
                                    uint _e7124 = l_mut_1896_;
                                    uint l_2008_ = (_e7123 * _e7124);
                                    uint _e7126 = l_mut_439_;
                                    uint _e7127 = l_mut_1896_;
                                    uint l_2009_ = (_e7126 * _e7127);
                                    uint _e7129 = l_mut_421_;
                                    uint l_4055_ = (_e7129 & 65535u);
                                    uint _e7132 = l_mut_421_;
                                    uint l_4056_ = (_e7132 >> 16u);
                                    uint l_4057_ = (l_4056_ & 65535u);
                                    uint _e7137 = l_mut_1896_;
                                    uint l_4058_ = (_e7137 & 65535u);
                                    uint _e7140 = l_mut_1896_;
                                    uint l_4059_ = (_e7140 >> 16u);
                                    uint l_4060_ = (l_4059_ & 65535u);
                                    uint l_4061_ = (l_4055_ * l_4058_);
                                    uint l_4062_ = (l_4057_ * l_4058_);
                                    uint l_4063_ = (l_4055_ * l_4060_);
                                    uint l_4064_ = (l_4057_ * l_4060_);
                                    uint l_4065_ = (l_4061_ >> 16u);
                                    uint l_4066_ = (l_4065_ & 65535u);
                                    uint l_4067_ = (l_4062_ & 65535u);
                                    uint l_4068_ = (l_4066_ + l_4067_);
                                    uint l_4069_ = (l_4063_ & 65535u);
                                    uint l_4070_ = (l_4068_ + l_4069_);
                                    uint l_4071_ = (l_4062_ >> 16u);
                                    uint l_4072_ = (l_4071_ & 65535u);
                                    uint l_4073_ = (l_4064_ + l_4072_);
                                    uint l_4074_ = (l_4063_ >> 16u);
                                    uint l_4075_ = (l_4074_ & 65535u);
                                    uint l_4076_ = (l_4073_ + l_4075_);
                                    uint l_4077_ = (l_4070_ >> 16u);
                                    uint l_4078_ = (l_4077_ & 65535u);
                                    uint l_2010_ = (l_4076_ + l_4078_);
                                    uint l_2011_ = (l_2010_ + l_2009_);
                                    uint _e7175 = l_mut_439_;
                                    uint l_4080_ = (_e7175 & 65535u);
                                    uint _e7178 = l_mut_439_;
                                    uint l_4081_ = (_e7178 >> 16u);
                                    uint l_4082_ = (l_4081_ & 65535u);
                                    uint _e7183 = l_mut_1896_;
                                    uint l_4083_ = (_e7183 & 65535u);
                                    uint _e7186 = l_mut_1896_;
                                    uint l_4084_ = (_e7186 >> 16u);
                                    uint l_4085_ = (l_4084_ & 65535u);
                                    uint l_4086_ = (l_4080_ * l_4083_);
                                    uint l_4087_ = (l_4082_ * l_4083_);
                                    uint l_4088_ = (l_4080_ * l_4085_);
                                    uint l_4089_ = (l_4082_ * l_4085_);
                                    uint l_4090_ = (l_4086_ >> 16u);
                                    uint l_4091_ = (l_4090_ & 65535u);
                                    uint l_4092_ = (l_4087_ & 65535u);
                                    uint l_4093_ = (l_4091_ + l_4092_);
                                    uint l_4094_ = (l_4088_ & 65535u);
                                    uint l_4095_ = (l_4093_ + l_4094_);
                                    uint l_4096_ = (l_4087_ >> 16u);
                                    uint l_4097_ = (l_4096_ & 65535u);
                                    uint l_4098_ = (l_4089_ + l_4097_);
                                    uint l_4099_ = (l_4088_ >> 16u);
                                    uint l_4100_ = (l_4099_ & 65535u);
                                    uint l_4101_ = (l_4098_ + l_4100_);
                                    uint l_4102_ = (l_4095_ >> 16u);
                                    uint l_4103_ = (l_4102_ & 65535u);
                                    uint l_2012_ = (l_4101_ + l_4103_);
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
                                    uint _e7238 = l_mut_441_;
                                    l_mut_394_ = _e7238;
                                    uint _e7239 = l_mut_440_;
                                    l_mut_441_ = _e7239;
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
                                            uint _e7251 = l_mut_440_;
                                            l_mut_394_ = _e7251;
                                            l_mut_441_ = l_2034_;
                                        }
                                    }
                                    uint _e7252 = l_mut_421_;
                                    uint _e7253 = l_mut_1896_;
                                    uint l_2035_ = (_e7252 * _e7253);
                                    uint _e7255 = l_mut_439_;
                                    uint _e7256 = l_mut_1896_;
                                    uint l_2036_ = (_e7255 * _e7256);
                                    uint _e7258 = l_mut_421_;
                                    uint l_4105_ = (_e7258 & 65535u);
                                    uint _e7261 = l_mut_421_;
                                    uint l_4106_ = (_e7261 >> 16u);
                                    uint l_4107_ = (l_4106_ & 65535u);
                                    uint _e7266 = l_mut_1896_;
                                    uint l_4108_ = (_e7266 & 65535u);
                                    uint _e7269 = l_mut_1896_;
                                    uint l_4109_ = (_e7269 >> 16u);
                                    uint l_4110_ = (l_4109_ & 65535u);
                                    uint l_4111_ = (l_4105_ * l_4108_);
                                    uint l_4112_ = (l_4107_ * l_4108_);
                                    uint l_4113_ = (l_4105_ * l_4110_);
                                    uint l_4114_ = (l_4107_ * l_4110_);
                                    uint l_4115_ = (l_4111_ >> 16u);
                                    uint l_4116_ = (l_4115_ & 65535u);
                                    uint l_4117_ = (l_4112_ & 65535u);
                                    uint l_4118_ = (l_4116_ + l_4117_);
                                    uint l_4119_ = (l_4113_ & 65535u);
                                    uint l_4120_ = (l_4118_ + l_4119_);
                                    uint l_4121_ = (l_4112_ >> 16u);
                                    uint l_4122_ = (l_4121_ & 65535u);
                                    uint l_4123_ = (l_4114_ + l_4122_);
                                    uint l_4124_ = (l_4113_ >> 16u);
                                    uint l_4125_ = (l_4124_ & 65535u);
                                    uint l_4126_ = (l_4123_ + l_4125_);
                                    uint l_4127_ = (l_4120_ >> 16u);
                                    uint l_4128_ = (l_4127_ & 65535u);
                                    uint l_2037_ = (l_4126_ + l_4128_);
                                    uint l_2038_ = (l_2037_ + l_2036_);
                                    uint _e7304 = l_mut_439_;
                                    uint l_4130_ = (_e7304 & 65535u);
                                    uint _e7307 = l_mut_439_;
                                    uint l_4131_ = (_e7307 >> 16u);
                                    uint l_4132_ = (l_4131_ & 65535u);
                                    uint _e7312 = l_mut_1896_;
                                    uint l_4133_ = (_e7312 & 65535u);
                                    uint _e7315 = l_mut_1896_;
                                    uint l_4134_ = (_e7315 >> 16u);
                                    uint l_4135_ = (l_4134_ & 65535u);
                                    uint l_4136_ = (l_4130_ * l_4133_);
                                    uint l_4137_ = (l_4132_ * l_4133_);
                                    uint l_4138_ = (l_4130_ * l_4135_);
                                    uint l_4139_ = (l_4132_ * l_4135_);
                                    uint l_4140_ = (l_4136_ >> 16u);
                                    uint l_4141_ = (l_4140_ & 65535u);
                                    uint l_4142_ = (l_4137_ & 65535u);
                                    uint l_4143_ = (l_4141_ + l_4142_);
                                    uint l_4144_ = (l_4138_ & 65535u);
                                    uint l_4145_ = (l_4143_ + l_4144_);
                                    uint l_4146_ = (l_4137_ >> 16u);
                                    uint l_4147_ = (l_4146_ & 65535u);
                                    uint l_4148_ = (l_4139_ + l_4147_);
                                    uint l_4149_ = (l_4138_ >> 16u);
                                    uint l_4150_ = (l_4149_ & 65535u);
                                    uint l_4151_ = (l_4148_ + l_4150_);
                                    uint l_4152_ = (l_4145_ >> 16u);
                                    uint l_4153_ = (l_4152_ & 65535u);
                                    uint l_2039_ = (l_4151_ + l_4153_);
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
                                    uint _e7367 = l_mut_440_;
                                    l_mut_275_ = _e7367;
                                    uint _e7368 = l_mut_382_;
                                    l_mut_440_ = _e7368;
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
                                            uint _e7380 = l_mut_382_;
                                            l_mut_275_ = _e7380;
                                            l_mut_440_ = l_2061_;
                                        }
                                    }
                                    uint _e7381 = l_mut_388_;
                                    uint _e7382 = l_mut_1896_;
                                    uint l_2062_ = (_e7381 * _e7382);
                                    uint _e7384 = l_mut_388_;
                                    uint l_4155_ = (_e7384 & 65535u);
                                    uint _e7387 = l_mut_388_;
                                    uint l_4156_ = (_e7387 >> 16u);
                                    uint l_4157_ = (l_4156_ & 65535u);
                                    uint _e7392 = l_mut_1896_;
                                    uint l_4158_ = (_e7392 & 65535u);
                                    uint _e7395 = l_mut_1896_;
                                    uint l_4159_ = (_e7395 >> 16u);
                                    uint l_4160_ = (l_4159_ & 65535u);
                                    uint l_4161_ = (l_4155_ * l_4158_);
                                    uint l_4162_ = (l_4157_ * l_4158_);
                                    uint l_4163_ = (l_4155_ * l_4160_);
                                    uint l_4164_ = (l_4157_ * l_4160_);
                                    uint l_4165_ = (l_4161_ >> 16u);
                                    uint l_4166_ = (l_4165_ & 65535u);
                                    uint l_4167_ = (l_4162_ & 65535u);
                                    uint l_4168_ = (l_4166_ + l_4167_);
                                    uint l_4169_ = (l_4163_ & 65535u);
                                    uint l_4170_ = (l_4168_ + l_4169_);
                                    uint l_4171_ = (l_4162_ >> 16u);
                                    uint l_4172_ = (l_4171_ & 65535u);
                                    uint l_4173_ = (l_4164_ + l_4172_);
                                    uint l_4174_ = (l_4163_ >> 16u);
                                    uint l_4175_ = (l_4174_ & 65535u);
                                    uint l_4176_ = (l_4173_ + l_4175_);
                                    uint l_4177_ = (l_4170_ >> 16u);
                                    uint l_4178_ = (l_4177_ & 65535u);
                                    uint l_2063_ = (l_4176_ + l_4178_);
                                    uint _e7429 = l_mut_428_;
                                    uint _e7430 = l_mut_1896_;
                                    uint l_2064_ = (_e7429 * _e7430);
                                    uint l_2065_ = (l_2063_ + l_2064_);
                                    uint _e7433 = l_mut_275_;
                                    uint l_2066_ = (_e7433 + l_2062_);
                                    uint _e7435 = l_mut_440_;
                                    uint l_2067_ = (_e7435 + l_2065_);
                                    uint _e7437 = l_mut_275_;
                                    bool l_2068_ = (l_2066_ < _e7437);
                                    uint l_2069_ = uint(l_2068_);
                                    uint l_2070_ = (l_2067_ + l_2069_);
                                    uint _e7441 = l_mut_394_;
                                    l_mut_1478_ = _e7441;
                                    uint _e7442 = l_mut_441_;
                                    l_mut_1477_ = _e7442;
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
                                            uint _e7463 = l_mut_394_;
                                            l_mut_428_ = _e7463;
                                            uint _e7464 = l_mut_441_;
                                            l_mut_421_ = _e7464;
                                            bool l_2083_ = (l_9_ >= 32u);
                                            if (l_2083_) {
                                                uint l_2084_ = (l_9_ & 31u);
                                                uint _e7469 = l_mut_441_;
                                                uint l_2085_ = (_e7469 >> l_2084_);
                                                l_mut_428_ = l_2085_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2086_ = (l_9_ > 0u);
                                                if (l_2086_) {
                                                    uint _e7474 = l_mut_394_;
                                                    l_mut_388_ = _e7474;
                                                    bool l_2087_ = (l_9_ > 0u);
                                                    if (l_2087_) {
                                                        uint _e7477 = l_mut_394_;
                                                        uint l_2088_ = (_e7477 >> l_9_);
                                                        uint l_2089_ = (32u - l_9_);
                                                        uint _e7481 = l_mut_441_;
                                                        uint l_2090_ = (_e7481 << l_2089_);
                                                        uint l_2091_ = (l_2088_ | l_2090_);
                                                        l_mut_388_ = l_2091_;
                                                    }
                                                    uint _e7484 = l_mut_441_;
                                                    uint l_2092_ = (_e7484 >> l_9_);
                                                    uint _e7486 = l_mut_388_;
                                                    l_mut_428_ = _e7486;
                                                    l_mut_421_ = l_2092_;
                                                }
                                            }
                                            uint _e7487 = l_mut_440_;
                                            uint _e7488 = l_mut_428_;
                                            uint l_2093_ = (_e7487 + _e7488);
                                            uint _e7490 = l_mut_439_;
                                            uint _e7491 = l_mut_421_;
                                            uint l_2094_ = (_e7490 + _e7491);
                                            uint _e7493 = l_mut_440_;
                                            bool l_2095_ = (l_2093_ < _e7493);
                                            uint l_2096_ = uint(l_2095_);
                                            uint l_2097_ = (l_2094_ + l_2096_);
                                            l_mut_1478_ = l_2093_;
                                            l_mut_1477_ = l_2097_;
                                        }
                                    }
                                    if (l_1948_) {
                                        uint _e7498 = l_mut_1478_;
                                        uint l_2098_ = (0u - _e7498);
                                        uint _e7501 = l_mut_1477_;
                                        uint l_2099_ = (0u - _e7501);
                                        uint _e7504 = l_mut_1478_;
                                        bool l_2100_ = (0u < _e7504);
                                        uint l_2101_ = uint(l_2100_);
                                        uint l_2102_ = (l_2099_ - l_2101_);
                                        l_mut_1478_ = l_2098_;
                                        l_mut_1477_ = l_2102_;
                                    }
                                }
                                uint _e7508 = l_mut_1478_;
                                uint l_2103_ = (l_1901_ + _e7508);
                                uint _e7510 = l_mut_1477_;
                                uint l_2104_ = (l_1905_ + _e7510);
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
                                uint _e7523 = l_mut_1477_;
                                bool l_2113_ = (l_2107_ < _e7523);
                                uint _e7525 = l_mut_1477_;
                                bool l_2114_ = (l_2107_ == _e7525);
                                uint _e7527 = l_mut_1478_;
                                bool l_2115_ = (l_2103_ < _e7527);
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
                                uint _e7538 = l_mut_1477_;
                                bool l_2118_ = (_e7538 < l_27_);
                                uint _e7540 = l_mut_1477_;
                                bool l_2119_ = (_e7540 == l_27_);
                                uint _e7542 = l_mut_1478_;
                                bool l_2120_ = (_e7542 < l_24_);
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
                                uint _e7554 = l_mut_1483_;
                                l_mut_1483_ = (_e7554 + l_2123_);
                            }
                        }
                        uint _e7559 = l_mut_444_;
                        uint _e7560 = l_mut_1483_;
                        l_mut_444_ = (_e7559 + _e7560);
                    }
                }
            }
            uint _e7565 = l_mut_445_;
            bool l_2124_ = (_e7565 > 0u);
            if (l_2124_) {
                uint l_4180_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4181_ = (l_4180_ * 1u);
                uint l_4182_ = (l_4181_ - 1u);
                uint l_4183_ = min(1u, l_4182_);
                uint _e7580 = l_mut_445_;
                uint _e7581 = atomicAdd(_group_0_binding_5_cs[l_4183_], _e7580);
            }
            uint _e7582 = l_mut_444_;
            bool l_2127_ = (_e7582 > 0u);
            if (l_2127_) {
                uint l_4185_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4186_ = (l_4185_ * 1u);
                uint l_4187_ = (l_4186_ - 1u);
                uint l_4188_ = min(2u, l_4187_);
                uint _e7597 = l_mut_444_;
                uint _e7598 = atomicAdd(_group_0_binding_5_cs[l_4188_], _e7597);
                l_mut_1483_ = _e7598;
                bool loop_init_10 = true;
                while(true) {
                    if (!loop_init_10) {
                        uint _e8572 = l_mut_2130_;
                        l_mut_2130_ = (_e8572 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e7601 = l_mut_2130_;
                    if ((_e7601 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e7604 = l_mut_450_;
                        uint _e7605 = l_mut_2130_;
                        uint l_2131_ = (_e7604 >> _e7605);
                        uint l_2132_ = (l_2131_ & 1u);
                        bool l_2133_ = (l_2132_ == 1u);
                        if (l_2133_) {
                            uint _e7611 = l_mut_2130_;
                            uint l_2134_ = (_e7611 * l_864_);
                            uint l_2135_ = (l_2134_ + l_864_);
                            uint l_2136_ = min(l_2135_, l_56_);
                            uint _e7615 = l_mut_1483_;
                            l_mut_1478_ = _e7615;
                            l_mut_2137_ = l_2134_;
                            bool loop_init_11 = true;
                            while(true) {
                                if (!loop_init_11) {
                                    uint _e8568 = l_mut_2137_;
                                    l_mut_2137_ = (_e8568 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e7617 = l_mut_2137_;
                                if ((_e7617 < l_2136_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e7619 = l_mut_2137_;
                                    uint l_2138_ = (l_59_ * _e7619);
                                    uint l_4190_ = (l_59_ & 65535u);
                                    uint l_4191_ = (l_59_ >> 16u);
                                    uint l_4192_ = (l_4191_ & 65535u);
                                    uint _e7627 = l_mut_2137_;
                                    uint l_4193_ = (_e7627 & 65535u);
                                    uint _e7630 = l_mut_2137_;
                                    uint l_4194_ = (_e7630 >> 16u);
                                    uint l_4195_ = (l_4194_ & 65535u);
                                    uint l_4196_ = (l_4190_ * l_4193_);
                                    uint l_4197_ = (l_4192_ * l_4193_);
                                    uint l_4198_ = (l_4190_ * l_4195_);
                                    uint l_4199_ = (l_4192_ * l_4195_);
                                    uint l_4200_ = (l_4196_ >> 16u);
                                    uint l_4201_ = (l_4200_ & 65535u);
                                    uint l_4202_ = (l_4197_ & 65535u);
                                    uint l_4203_ = (l_4201_ + l_4202_);
                                    uint l_4204_ = (l_4198_ & 65535u);
                                    uint l_4205_ = (l_4203_ + l_4204_);
                                    uint l_4206_ = (l_4197_ >> 16u);
                                    uint l_4207_ = (l_4206_ & 65535u);
                                    uint l_4208_ = (l_4199_ + l_4207_);
                                    uint l_4209_ = (l_4198_ >> 16u);
                                    uint l_4210_ = (l_4209_ & 65535u);
                                    uint l_4211_ = (l_4208_ + l_4210_);
                                    uint l_4212_ = (l_4205_ >> 16u);
                                    uint l_4213_ = (l_4212_ & 65535u);
                                    uint l_2139_ = (l_4211_ + l_4213_);
                                    uint _e7664 = l_mut_2137_;
                                    uint l_2140_ = (l_62_ * _e7664);
                                    uint l_2141_ = (l_2139_ + l_2140_);
                                    uint l_2142_ = (l_64_ + l_2138_);
                                    uint l_2143_ = (l_67_ + l_2141_);
                                    bool l_2144_ = (l_2142_ < l_64_);
                                    uint l_2145_ = uint(l_2144_);
                                    uint l_2146_ = (l_2143_ + l_2145_);
                                    l_mut_1477_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e7674 = l_mut_2137_;
                                    bool l_2147_ = (_e7674 < 65536u);
                                    if (l_2147_) {
                                        uint _e7677 = l_mut_2137_;
                                        uint _e7678 = l_mut_2137_;
                                        uint l_2148_ = (_e7677 * _e7678);
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
                                        uint _e7692 = l_mut_444_;
                                        uint l_2156_ = (_e7692 * l_2148_);
                                        uint _e7694 = l_mut_441_;
                                        uint l_2157_ = (_e7694 * l_2148_);
                                        uint _e7696 = l_mut_444_;
                                        uint l_4215_ = (_e7696 & 65535u);
                                        uint _e7699 = l_mut_444_;
                                        uint l_4216_ = (_e7699 >> 16u);
                                        uint l_4217_ = (l_4216_ & 65535u);
                                        uint l_4218_ = (l_2148_ & 65535u);
                                        uint l_4219_ = (l_2148_ >> 16u);
                                        uint l_4220_ = (l_4219_ & 65535u);
                                        uint l_4221_ = (l_4215_ * l_4218_);
                                        uint l_4222_ = (l_4217_ * l_4218_);
                                        uint l_4223_ = (l_4215_ * l_4220_);
                                        uint l_4224_ = (l_4217_ * l_4220_);
                                        uint l_4225_ = (l_4221_ >> 16u);
                                        uint l_4226_ = (l_4225_ & 65535u);
                                        uint l_4227_ = (l_4222_ & 65535u);
                                        uint l_4228_ = (l_4226_ + l_4227_);
                                        uint l_4229_ = (l_4223_ & 65535u);
                                        uint l_4230_ = (l_4228_ + l_4229_);
                                        uint l_4231_ = (l_4222_ >> 16u);
                                        uint l_4232_ = (l_4231_ & 65535u);
                                        uint l_4233_ = (l_4224_ + l_4232_);
                                        uint l_4234_ = (l_4223_ >> 16u);
                                        uint l_4235_ = (l_4234_ & 65535u);
                                        uint l_4236_ = (l_4233_ + l_4235_);
                                        uint l_4237_ = (l_4230_ >> 16u);
                                        uint l_4238_ = (l_4237_ & 65535u);
                                        uint l_2158_ = (l_4236_ + l_4238_);
                                        uint l_2159_ = (l_2158_ + l_2157_);
                                        uint _e7740 = l_mut_441_;
                                        uint l_4240_ = (_e7740 & 65535u);
                                        uint _e7743 = l_mut_441_;
                                        uint l_4241_ = (_e7743 >> 16u);
                                        uint l_4242_ = (l_4241_ & 65535u);
                                        uint l_4243_ = (l_2148_ & 65535u);
                                        uint l_4244_ = (l_2148_ >> 16u);
                                        uint l_4245_ = (l_4244_ & 65535u);
                                        uint l_4246_ = (l_4240_ * l_4243_);
                                        uint l_4247_ = (l_4242_ * l_4243_);
                                        uint l_4248_ = (l_4240_ * l_4245_);
                                        uint l_4249_ = (l_4242_ * l_4245_);
                                        uint l_4250_ = (l_4246_ >> 16u);
                                        uint l_4251_ = (l_4250_ & 65535u);
                                        uint l_4252_ = (l_4247_ & 65535u);
                                        uint l_4253_ = (l_4251_ + l_4252_);
                                        uint l_4254_ = (l_4248_ & 65535u);
                                        uint l_4255_ = (l_4253_ + l_4254_);
                                        uint l_4256_ = (l_4247_ >> 16u);
                                        uint l_4257_ = (l_4256_ & 65535u);
                                        uint l_4258_ = (l_4249_ + l_4257_);
                                        uint l_4259_ = (l_4248_ >> 16u);
                                        uint l_4260_ = (l_4259_ & 65535u);
                                        uint l_4261_ = (l_4258_ + l_4260_);
                                        uint l_4262_ = (l_4255_ >> 16u);
                                        uint l_4263_ = (l_4262_ & 65535u);
                                        uint l_2160_ = (l_4261_ + l_4263_);
                                        bool l_2161_ = (l_2159_ < l_2157_);
                                        uint l_2162_ = uint(l_2161_);
                                        uint l_2163_ = (l_2160_ + l_2162_);
                                        uint l_2164_ = (l_9_ % 32u);
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
                                        uint _e7802 = l_mut_440_;
                                        l_mut_428_ = _e7802;
                                        uint _e7803 = l_mut_439_;
                                        l_mut_440_ = _e7803;
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
                                                uint _e7817 = l_mut_439_;
                                                l_mut_428_ = _e7817;
                                                l_mut_440_ = l_2182_;
                                            }
                                        }
                                        uint _e7818 = l_mut_428_;
                                        l_mut_444_ = _e7818;
                                        uint _e7819 = l_mut_440_;
                                        l_mut_441_ = _e7819;
                                        if (l_2150_) {
                                            uint _e7821 = l_mut_444_;
                                            uint l_2183_ = (0u - _e7821);
                                            uint _e7824 = l_mut_441_;
                                            uint l_2184_ = (0u - _e7824);
                                            uint _e7827 = l_mut_444_;
                                            bool l_2185_ = (0u < _e7827);
                                            uint l_2186_ = uint(l_2185_);
                                            uint l_2187_ = (l_2184_ - l_2186_);
                                            l_mut_444_ = l_2183_;
                                            l_mut_441_ = l_2187_;
                                        }
                                        uint _e7831 = l_mut_444_;
                                        l_mut_1477_ = _e7831;
                                        uint _e7832 = l_mut_441_;
                                        l_mut_445_ = _e7832;
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
                                        uint _e7845 = l_mut_444_;
                                        uint _e7846 = l_mut_2137_;
                                        uint l_2195_ = (_e7845 * _e7846);
                                        uint _e7848 = l_mut_441_;
                                        uint _e7849 = l_mut_2137_;
                                        uint l_2196_ = (_e7848 * _e7849);
                                        uint _e7851 = l_mut_444_;
                                        uint l_4265_ = (_e7851 & 65535u);
                                        uint _e7854 = l_mut_444_;
                                        uint l_4266_ = (_e7854 >> 16u);
                                        uint l_4267_ = (l_4266_ & 65535u);
                                        uint _e7859 = l_mut_2137_;
                                        uint l_4268_ = (_e7859 & 65535u);
                                        uint _e7862 = l_mut_2137_;
                                        uint l_4269_ = (_e7862 >> 16u);
                                        uint l_4270_ = (l_4269_ & 65535u);
                                        uint l_4271_ = (l_4265_ * l_4268_);
                                        uint l_4272_ = (l_4267_ * l_4268_);
                                        uint l_4273_ = (l_4265_ * l_4270_);
                                        uint l_4274_ = (l_4267_ * l_4270_);
                                        uint l_4275_ = (l_4271_ >> 16u);
                                        uint l_4276_ = (l_4275_ & 65535u);
                                        uint l_4277_ = (l_4272_ & 65535u);
                                        uint l_4278_ = (l_4276_ + l_4277_);
                                        uint l_4279_ = (l_4273_ & 65535u);
                                        uint l_4280_ = (l_4278_ + l_4279_);
                                        uint l_4281_ = (l_4272_ >> 16u);
                                        uint l_4282_ = (l_4281_ & 65535u);
                                        uint l_4283_ = (l_4274_ + l_4282_);
                                        uint l_4284_ = (l_4273_ >> 16u);
                                        uint l_4285_ = (l_4284_ & 65535u);
                                        uint l_4286_ = (l_4283_ + l_4285_);
                                        uint l_4287_ = (l_4280_ >> 16u);
                                        uint l_4288_ = (l_4287_ & 65535u);
                                        uint l_2197_ = (l_4286_ + l_4288_);
                                        uint l_2198_ = (l_2197_ + l_2196_);
                                        uint _e7897 = l_mut_441_;
                                        uint l_4290_ = (_e7897 & 65535u);
                                        uint _e7900 = l_mut_441_;
                                        uint l_4291_ = (_e7900 >> 16u);
                                        uint l_4292_ = (l_4291_ & 65535u);
                                        uint _e7905 = l_mut_2137_;
                                        uint l_4293_ = (_e7905 & 65535u);
                                        uint _e7908 = l_mut_2137_;
                                        uint l_4294_ = (_e7908 >> 16u);
                                        uint l_4295_ = (l_4294_ & 65535u);
                                        uint l_4296_ = (l_4290_ * l_4293_);
                                        uint l_4297_ = (l_4292_ * l_4293_);
                                        uint l_4298_ = (l_4290_ * l_4295_);
                                        uint l_4299_ = (l_4292_ * l_4295_);
                                        uint l_4300_ = (l_4296_ >> 16u);
                                        uint l_4301_ = (l_4300_ & 65535u);
                                        uint l_4302_ = (l_4297_ & 65535u);
                                        uint l_4303_ = (l_4301_ + l_4302_);
                                        uint l_4304_ = (l_4298_ & 65535u);
                                        uint l_4305_ = (l_4303_ + l_4304_);
                                        uint l_4306_ = (l_4297_ >> 16u);
                                        uint l_4307_ = (l_4306_ & 65535u);
                                        uint l_4308_ = (l_4299_ + l_4307_);
                                        uint l_4309_ = (l_4298_ >> 16u);
                                        uint l_4310_ = (l_4309_ & 65535u);
                                        uint l_4311_ = (l_4308_ + l_4310_);
                                        uint l_4312_ = (l_4305_ >> 16u);
                                        uint l_4313_ = (l_4312_ & 65535u);
                                        uint l_2199_ = (l_4311_ + l_4313_);
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
                                        uint _e7960 = l_mut_440_;
                                        l_mut_428_ = _e7960;
                                        uint _e7961 = l_mut_439_;
                                        l_mut_440_ = _e7961;
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
                                                uint _e7973 = l_mut_439_;
                                                l_mut_428_ = _e7973;
                                                l_mut_440_ = l_2221_;
                                            }
                                        }
                                        uint _e7974 = l_mut_444_;
                                        uint _e7975 = l_mut_2137_;
                                        uint l_2222_ = (_e7974 * _e7975);
                                        uint _e7977 = l_mut_441_;
                                        uint _e7978 = l_mut_2137_;
                                        uint l_2223_ = (_e7977 * _e7978);
                                        uint _e7980 = l_mut_444_;
                                        uint l_4315_ = (_e7980 & 65535u);
                                        uint _e7983 = l_mut_444_;
                                        uint l_4316_ = (_e7983 >> 16u);
                                        uint l_4317_ = (l_4316_ & 65535u);
                                        uint _e7988 = l_mut_2137_;
                                        uint l_4318_ = (_e7988 & 65535u);
                                        uint _e7991 = l_mut_2137_;
                                        uint l_4319_ = (_e7991 >> 16u);
                                        uint l_4320_ = (l_4319_ & 65535u);
                                        uint l_4321_ = (l_4315_ * l_4318_);
                                        uint l_4322_ = (l_4317_ * l_4318_);
                                        uint l_4323_ = (l_4315_ * l_4320_);
                                        uint l_4324_ = (l_4317_ * l_4320_);
                                        uint l_4325_ = (l_4321_ >> 16u);
                                        uint l_4326_ = (l_4325_ & 65535u);
                                        uint l_4327_ = (l_4322_ & 65535u);
                                        uint l_4328_ = (l_4326_ + l_4327_);
                                        uint l_4329_ = (l_4323_ & 65535u);
                                        uint l_4330_ = (l_4328_ + l_4329_);
                                        uint l_4331_ = (l_4322_ >> 16u);
                                        uint l_4332_ = (l_4331_ & 65535u);
                                        uint l_4333_ = (l_4324_ + l_4332_);
                                        uint l_4334_ = (l_4323_ >> 16u);
                                        uint l_4335_ = (l_4334_ & 65535u);
                                        uint l_4336_ = (l_4333_ + l_4335_);
                                        uint l_4337_ = (l_4330_ >> 16u);
                                        uint l_4338_ = (l_4337_ & 65535u);
                                        uint l_2224_ = (l_4336_ + l_4338_);
                                        uint l_2225_ = (l_2224_ + l_2223_);
                                        uint _e8026 = l_mut_441_;
                                        uint l_4340_ = (_e8026 & 65535u);
                                        uint _e8029 = l_mut_441_;
                                        uint l_4341_ = (_e8029 >> 16u);
                                        uint l_4342_ = (l_4341_ & 65535u);
                                        uint _e8034 = l_mut_2137_;
                                        uint l_4343_ = (_e8034 & 65535u);
                                        uint _e8037 = l_mut_2137_;
                                        uint l_4344_ = (_e8037 >> 16u);
                                        uint l_4345_ = (l_4344_ & 65535u);
                                        uint l_4346_ = (l_4340_ * l_4343_);
                                        uint l_4347_ = (l_4342_ * l_4343_);
                                        uint l_4348_ = (l_4340_ * l_4345_);
                                        uint l_4349_ = (l_4342_ * l_4345_);
                                        uint l_4350_ = (l_4346_ >> 16u);
                                        uint l_4351_ = (l_4350_ & 65535u);
                                        uint l_4352_ = (l_4347_ & 65535u);
                                        uint l_4353_ = (l_4351_ + l_4352_);
                                        uint l_4354_ = (l_4348_ & 65535u);
                                        uint l_4355_ = (l_4353_ + l_4354_);
                                        uint l_4356_ = (l_4347_ >> 16u);
                                        uint l_4357_ = (l_4356_ & 65535u);
                                        uint l_4358_ = (l_4349_ + l_4357_);
                                        uint l_4359_ = (l_4348_ >> 16u);
                                        uint l_4360_ = (l_4359_ & 65535u);
                                        uint l_4361_ = (l_4358_ + l_4360_);
                                        uint l_4362_ = (l_4355_ >> 16u);
                                        uint l_4363_ = (l_4362_ & 65535u);
                                        uint l_2226_ = (l_4361_ + l_4363_);
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
                                        uint _e8089 = l_mut_439_;
                                        l_mut_394_ = _e8089;
                                        uint _e8090 = l_mut_421_;
                                        l_mut_439_ = _e8090;
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
                                                uint _e8102 = l_mut_421_;
                                                l_mut_394_ = _e8102;
                                                l_mut_439_ = l_2248_;
                                            }
                                        }
                                        uint _e8103 = l_mut_428_;
                                        uint _e8104 = l_mut_2137_;
                                        uint l_2249_ = (_e8103 * _e8104);
                                        uint _e8106 = l_mut_440_;
                                        uint _e8107 = l_mut_2137_;
                                        uint l_2250_ = (_e8106 * _e8107);
                                        uint _e8109 = l_mut_428_;
                                        uint l_4365_ = (_e8109 & 65535u);
                                        uint _e8112 = l_mut_428_;
                                        uint l_4366_ = (_e8112 >> 16u);
                                        uint l_4367_ = (l_4366_ & 65535u);
                                        uint _e8117 = l_mut_2137_;
                                        uint l_4368_ = (_e8117 & 65535u);
                                        uint _e8120 = l_mut_2137_;
                                        uint l_4369_ = (_e8120 >> 16u);
                                        uint l_4370_ = (l_4369_ & 65535u);
                                        uint l_4371_ = (l_4365_ * l_4368_);
                                        uint l_4372_ = (l_4367_ * l_4368_);
                                        uint l_4373_ = (l_4365_ * l_4370_);
                                        uint l_4374_ = (l_4367_ * l_4370_);
                                        uint l_4375_ = (l_4371_ >> 16u);
                                        uint l_4376_ = (l_4375_ & 65535u);
                                        uint l_4377_ = (l_4372_ & 65535u);
                                        uint l_4378_ = (l_4376_ + l_4377_);
                                        uint l_4379_ = (l_4373_ & 65535u);
                                        uint l_4380_ = (l_4378_ + l_4379_);
                                        uint l_4381_ = (l_4372_ >> 16u);
                                        uint l_4382_ = (l_4381_ & 65535u);
                                        uint l_4383_ = (l_4374_ + l_4382_);
                                        uint l_4384_ = (l_4373_ >> 16u);
                                        uint l_4385_ = (l_4384_ & 65535u);
                                        uint l_4386_ = (l_4383_ + l_4385_);
                                        uint l_4387_ = (l_4380_ >> 16u);
                                        uint l_4388_ = (l_4387_ & 65535u);
                                        uint l_2251_ = (l_4386_ + l_4388_);
                                        uint l_2252_ = (l_2251_ + l_2250_);
                                        uint _e8155 = l_mut_440_;
                                        uint l_4390_ = (_e8155 & 65535u);
                                        uint _e8158 = l_mut_440_;
                                        uint l_4391_ = (_e8158 >> 16u);
                                        uint l_4392_ = (l_4391_ & 65535u);
                                        uint _e8163 = l_mut_2137_;
                                        uint l_4393_ = (_e8163 & 65535u);
                                        uint _e8166 = l_mut_2137_;
                                        uint l_4394_ = (_e8166 >> 16u);
                                        uint l_4395_ = (l_4394_ & 65535u);
                                        uint l_4396_ = (l_4390_ * l_4393_);
                                        uint l_4397_ = (l_4392_ * l_4393_);
                                        uint l_4398_ = (l_4390_ * l_4395_);
                                        uint l_4399_ = (l_4392_ * l_4395_);
                                        uint l_4400_ = (l_4396_ >> 16u);
                                        uint l_4401_ = (l_4400_ & 65535u);
                                        uint l_4402_ = (l_4397_ & 65535u);
                                        uint l_4403_ = (l_4401_ + l_4402_);
                                        uint l_4404_ = (l_4398_ & 65535u);
                                        uint l_4405_ = (l_4403_ + l_4404_);
                                        uint l_4406_ = (l_4397_ >> 16u);
                                        uint l_4407_ = (l_4406_ & 65535u);
                                        uint l_4408_ = (l_4399_ + l_4407_);
                                        uint l_4409_ = (l_4398_ >> 16u);
                                        uint l_4410_ = (l_4409_ & 65535u);
                                        uint l_4411_ = (l_4408_ + l_4410_);
                                        uint l_4412_ = (l_4405_ >> 16u);
                                        uint l_4413_ = (l_4412_ & 65535u);
                                        uint l_2253_ = (l_4411_ + l_4413_);
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
                                        uint _e8218 = l_mut_444_;
                                        l_mut_421_ = _e8218;
                                        uint _e8219 = l_mut_441_;
                                        l_mut_444_ = _e8219;
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
                                                uint _e8231 = l_mut_441_;
                                                l_mut_421_ = _e8231;
                                                l_mut_444_ = l_2275_;
                                            }
                                        }
                                        uint _e8232 = l_mut_428_;
                                        uint _e8233 = l_mut_2137_;
                                        uint l_2276_ = (_e8232 * _e8233);
                                        uint _e8235 = l_mut_440_;
                                        uint _e8236 = l_mut_2137_;
                                        uint l_2277_ = (_e8235 * _e8236);
                                        uint _e8238 = l_mut_428_;
                                        uint l_4415_ = (_e8238 & 65535u);
                                        uint _e8241 = l_mut_428_;
                                        uint l_4416_ = (_e8241 >> 16u);
                                        uint l_4417_ = (l_4416_ & 65535u);
                                        uint _e8246 = l_mut_2137_;
                                        uint l_4418_ = (_e8246 & 65535u);
                                        uint _e8249 = l_mut_2137_;
                                        uint l_4419_ = (_e8249 >> 16u);
                                        uint l_4420_ = (l_4419_ & 65535u);
                                        uint l_4421_ = (l_4415_ * l_4418_);
                                        uint l_4422_ = (l_4417_ * l_4418_);
                                        uint l_4423_ = (l_4415_ * l_4420_);
                                        uint l_4424_ = (l_4417_ * l_4420_);
                                        uint l_4425_ = (l_4421_ >> 16u);
                                        uint l_4426_ = (l_4425_ & 65535u);
                                        uint l_4427_ = (l_4422_ & 65535u);
                                        uint l_4428_ = (l_4426_ + l_4427_);
                                        uint l_4429_ = (l_4423_ & 65535u);
                                        uint l_4430_ = (l_4428_ + l_4429_);
                                        uint l_4431_ = (l_4422_ >> 16u);
                                        uint l_4432_ = (l_4431_ & 65535u);
                                        uint l_4433_ = (l_4424_ + l_4432_);
                                        uint l_4434_ = (l_4423_ >> 16u);
                                        uint l_4435_ = (l_4434_ & 65535u);
                                        uint l_4436_ = (l_4433_ + l_4435_);
                                        uint l_4437_ = (l_4430_ >> 16u);
                                        uint l_4438_ = (l_4437_ & 65535u);
                                        uint l_2278_ = (l_4436_ + l_4438_);
                                        uint l_2279_ = (l_2278_ + l_2277_);
                                        uint _e8284 = l_mut_440_;
                                        uint l_4440_ = (_e8284 & 65535u);
                                        uint _e8287 = l_mut_440_;
                                        uint l_4441_ = (_e8287 >> 16u);
                                        uint l_4442_ = (l_4441_ & 65535u);
                                        uint _e8292 = l_mut_2137_;
                                        uint l_4443_ = (_e8292 & 65535u);
                                        uint _e8295 = l_mut_2137_;
                                        uint l_4444_ = (_e8295 >> 16u);
                                        uint l_4445_ = (l_4444_ & 65535u);
                                        uint l_4446_ = (l_4440_ * l_4443_);
                                        uint l_4447_ = (l_4442_ * l_4443_);
                                        uint l_4448_ = (l_4440_ * l_4445_);
                                        uint l_4449_ = (l_4442_ * l_4445_);
                                        uint l_4450_ = (l_4446_ >> 16u);
                                        uint l_4451_ = (l_4450_ & 65535u);
                                        uint l_4452_ = (l_4447_ & 65535u);
                                        uint l_4453_ = (l_4451_ + l_4452_);
                                        uint l_4454_ = (l_4448_ & 65535u);
                                        uint l_4455_ = (l_4453_ + l_4454_);
                                        uint l_4456_ = (l_4447_ >> 16u);
                                        uint l_4457_ = (l_4456_ & 65535u);
                                        uint l_4458_ = (l_4449_ + l_4457_);
                                        uint l_4459_ = (l_4448_ >> 16u);
                                        uint l_4460_ = (l_4459_ & 65535u);
                                        uint l_4461_ = (l_4458_ + l_4460_);
                                        uint l_4462_ = (l_4455_ >> 16u);
                                        uint l_4463_ = (l_4462_ & 65535u);
                                        uint l_2280_ = (l_4461_ + l_4463_);
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
                                        uint _e8347 = l_mut_441_;
                                        l_mut_382_ = _e8347;
                                        uint _e8348 = l_mut_388_;
                                        l_mut_441_ = _e8348;
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
                                                uint _e8360 = l_mut_388_;
                                                l_mut_382_ = _e8360;
                                                l_mut_441_ = l_2302_;
                                            }
                                        }
                                        uint _e8361 = l_mut_394_;
                                        uint _e8362 = l_mut_2137_;
                                        uint l_2303_ = (_e8361 * _e8362);
                                        uint _e8364 = l_mut_394_;
                                        uint l_4465_ = (_e8364 & 65535u);
                                        uint _e8367 = l_mut_394_;
                                        uint l_4466_ = (_e8367 >> 16u);
                                        uint l_4467_ = (l_4466_ & 65535u);
                                        uint _e8372 = l_mut_2137_;
                                        uint l_4468_ = (_e8372 & 65535u);
                                        uint _e8375 = l_mut_2137_;
                                        uint l_4469_ = (_e8375 >> 16u);
                                        uint l_4470_ = (l_4469_ & 65535u);
                                        uint l_4471_ = (l_4465_ * l_4468_);
                                        uint l_4472_ = (l_4467_ * l_4468_);
                                        uint l_4473_ = (l_4465_ * l_4470_);
                                        uint l_4474_ = (l_4467_ * l_4470_);
                                        uint l_4475_ = (l_4471_ >> 16u);
                                        uint l_4476_ = (l_4475_ & 65535u);
                                        uint l_4477_ = (l_4472_ & 65535u);
                                        uint l_4478_ = (l_4476_ + l_4477_);
                                        uint l_4479_ = (l_4473_ & 65535u);
                                        uint l_4480_ = (l_4478_ + l_4479_);
                                        uint l_4481_ = (l_4472_ >> 16u);
                                        uint l_4482_ = (l_4481_ & 65535u);
                                        uint l_4483_ = (l_4474_ + l_4482_);
                                        uint l_4484_ = (l_4473_ >> 16u);
                                        uint l_4485_ = (l_4484_ & 65535u);
                                        uint l_4486_ = (l_4483_ + l_4485_);
                                        uint l_4487_ = (l_4480_ >> 16u);
                                        uint l_4488_ = (l_4487_ & 65535u);
                                        uint l_2304_ = (l_4486_ + l_4488_);
                                        uint _e8409 = l_mut_439_;
                                        uint _e8410 = l_mut_2137_;
                                        uint l_2305_ = (_e8409 * _e8410);
                                        uint l_2306_ = (l_2304_ + l_2305_);
                                        uint _e8413 = l_mut_382_;
                                        uint l_2307_ = (_e8413 + l_2303_);
                                        uint _e8415 = l_mut_441_;
                                        uint l_2308_ = (_e8415 + l_2306_);
                                        uint _e8417 = l_mut_382_;
                                        bool l_2309_ = (l_2307_ < _e8417);
                                        uint l_2310_ = uint(l_2309_);
                                        uint l_2311_ = (l_2308_ + l_2310_);
                                        uint _e8421 = l_mut_421_;
                                        l_mut_1477_ = _e8421;
                                        uint _e8422 = l_mut_444_;
                                        l_mut_445_ = _e8422;
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
                                                uint _e8443 = l_mut_421_;
                                                l_mut_439_ = _e8443;
                                                uint _e8444 = l_mut_444_;
                                                l_mut_428_ = _e8444;
                                                bool l_2324_ = (l_9_ >= 32u);
                                                if (l_2324_) {
                                                    uint l_2325_ = (l_9_ & 31u);
                                                    uint _e8449 = l_mut_444_;
                                                    uint l_2326_ = (_e8449 >> l_2325_);
                                                    l_mut_439_ = l_2326_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2327_ = (l_9_ > 0u);
                                                    if (l_2327_) {
                                                        uint _e8454 = l_mut_421_;
                                                        l_mut_394_ = _e8454;
                                                        bool l_2328_ = (l_9_ > 0u);
                                                        if (l_2328_) {
                                                            uint _e8457 = l_mut_421_;
                                                            uint l_2329_ = (_e8457 >> l_9_);
                                                            uint l_2330_ = (32u - l_9_);
                                                            uint _e8461 = l_mut_444_;
                                                            uint l_2331_ = (_e8461 << l_2330_);
                                                            uint l_2332_ = (l_2329_ | l_2331_);
                                                            l_mut_394_ = l_2332_;
                                                        }
                                                        uint _e8464 = l_mut_444_;
                                                        uint l_2333_ = (_e8464 >> l_9_);
                                                        uint _e8466 = l_mut_394_;
                                                        l_mut_439_ = _e8466;
                                                        l_mut_428_ = l_2333_;
                                                    }
                                                }
                                                uint _e8467 = l_mut_441_;
                                                uint _e8468 = l_mut_439_;
                                                uint l_2334_ = (_e8467 + _e8468);
                                                uint _e8470 = l_mut_440_;
                                                uint _e8471 = l_mut_428_;
                                                uint l_2335_ = (_e8470 + _e8471);
                                                uint _e8473 = l_mut_441_;
                                                bool l_2336_ = (l_2334_ < _e8473);
                                                uint l_2337_ = uint(l_2336_);
                                                uint l_2338_ = (l_2335_ + l_2337_);
                                                l_mut_1477_ = l_2334_;
                                                l_mut_445_ = l_2338_;
                                            }
                                        }
                                        if (l_2189_) {
                                            uint _e8478 = l_mut_1477_;
                                            uint l_2339_ = (0u - _e8478);
                                            uint _e8481 = l_mut_445_;
                                            uint l_2340_ = (0u - _e8481);
                                            uint _e8484 = l_mut_1477_;
                                            bool l_2341_ = (0u < _e8484);
                                            uint l_2342_ = uint(l_2341_);
                                            uint l_2343_ = (l_2340_ - l_2342_);
                                            l_mut_1477_ = l_2339_;
                                            l_mut_445_ = l_2343_;
                                        }
                                    }
                                    uint _e8488 = l_mut_1477_;
                                    uint l_2344_ = (l_2142_ + _e8488);
                                    uint _e8490 = l_mut_445_;
                                    uint l_2345_ = (l_2146_ + _e8490);
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
                                    uint _e8503 = l_mut_445_;
                                    bool l_2354_ = (l_2348_ < _e8503);
                                    uint _e8505 = l_mut_445_;
                                    bool l_2355_ = (l_2348_ == _e8505);
                                    uint _e8507 = l_mut_1477_;
                                    bool l_2356_ = (l_2344_ < _e8507);
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
                                    uint _e8518 = l_mut_445_;
                                    bool l_2359_ = (_e8518 < l_27_);
                                    uint _e8520 = l_mut_445_;
                                    bool l_2360_ = (_e8520 == l_27_);
                                    uint _e8522 = l_mut_1477_;
                                    bool l_2361_ = (_e8522 < l_24_);
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
                                        uint _e8533 = l_mut_1478_;
                                        uint l_2364_ = (_e8533 * 2u);
                                        uint l_2365_ = (l_2364_ + 1u);
                                        uint l_2366_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2367_ = (l_2365_ < l_2366_);
                                        if (l_2367_) {
                                            uint l_4490_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4491_ = (l_4490_ * 1u);
                                            bool l_4492_ = (l_2364_ < l_4491_);
                                            if (l_4492_) {
                                                _group_0_binding_4_cs[l_2364_] = id;
                                            }
                                            uint l_2368_ = (l_2364_ + 1u);
                                            uint l_4493_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4494_ = (l_4493_ * 1u);
                                            bool l_4495_ = (l_2368_ < l_4494_);
                                            if (l_4495_) {
                                                uint _e8563 = l_mut_2137_;
                                                _group_0_binding_4_cs[l_2368_] = _e8563;
                                            }
                                        }
                                        uint _e8564 = l_mut_1478_;
                                        l_mut_1478_ = (_e8564 + 1u);
                                    }
                                }
                            }
                            uint _e8570 = l_mut_1478_;
                            l_mut_1483_ = _e8570;
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
