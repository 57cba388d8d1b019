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
    uint l_mut_1470_ = 0u;
    uint l_mut_1471_ = 0u;
    uint l_mut_1476_ = 0u;
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
    bool l_mut_637_ = false;
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
    uint l_mut_665_ = 0u;
    bool local_45 = false;
    bool local_46 = false;
    bool local_47 = false;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    uint l_mut_779_ = 0u;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    uint l_mut_858_ = 0u;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    uint l_mut_1468_ = 0u;
    bool local_74 = false;
    bool local_75 = false;
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
    uint l_mut_1579_ = 0u;
    bool local_90 = false;
    bool local_91 = false;
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
    uint l_mut_1689_ = 0u;
    bool local_106 = false;
    bool local_107 = false;
    bool local_108 = false;
    bool local_109 = false;
    bool local_110 = false;
    bool local_111 = false;
    bool local_112 = false;
    bool local_113 = false;
    bool local_114 = false;
    bool local_115 = false;
    bool local_116 = false;
    bool local_117 = false;
    bool local_118 = false;
    uint l_mut_1803_ = 0u;
    bool local_119 = false;
    bool local_120 = false;
    bool local_121 = false;
    bool local_122 = false;
    bool local_123 = false;
    bool local_124 = false;
    bool local_125 = false;
    bool local_126 = false;
    uint l_mut_1883_ = 0u;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    uint l_mut_2117_ = 0u;
    uint l_mut_2124_ = 0u;
    bool local_131 = false;
    bool local_132 = false;
    bool local_133 = false;
    bool local_134 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2440_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2441_ = (l_2440_ * 1u);
        uint l_2442_ = (l_2441_ - 1u);
        uint l_2443_ = min(3u, l_2442_);
        uint _e69 = atomicAdd(_group_0_binding_5_cs[l_2443_], 1u);
    }
    uint l_2356_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2357_ = (l_2356_ * 1u);
    bool l_2358_ = (0u < l_2357_);
    uint l_2359_ = (l_2357_ - 1u);
    uint l_2360_ = min(0u, l_2359_);
    uint l_2361_ = _group_0_binding_3_cs[l_2360_];
    uint l_4_ = (l_2358_ ? l_2361_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2363_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2364_ = (l_2363_ * 1u);
    bool l_2365_ = (l_6_ < l_2364_);
    uint l_2366_ = (l_2364_ - 1u);
    uint l_2367_ = min(l_6_, l_2366_);
    uint l_2368_ = _group_0_binding_3_cs[l_2367_];
    uint l_7_ = (l_2365_ ? l_2368_ : 0u);
    uint l_2370_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2371_ = (l_2370_ * 1u);
    bool l_2372_ = (2u < l_2371_);
    uint l_2373_ = (l_2371_ - 1u);
    uint l_2374_ = min(2u, l_2373_);
    uint l_2375_ = _group_0_binding_3_cs[l_2374_];
    uint l_9_ = (l_2372_ ? l_2375_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2377_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2378_ = (l_2377_ * 1u);
    bool l_2379_ = (l_11_ < l_2378_);
    uint l_2380_ = (l_2378_ - 1u);
    uint l_2381_ = min(l_11_, l_2380_);
    uint l_2382_ = _group_0_binding_3_cs[l_2381_];
    uint l_12_ = (l_2379_ ? l_2382_ : 0u);
    uint l_2384_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2385_ = (l_2384_ * 1u);
    bool l_2386_ = (4u < l_2385_);
    uint l_2387_ = (l_2385_ - 1u);
    uint l_2388_ = min(4u, l_2387_);
    uint l_2389_ = _group_0_binding_3_cs[l_2388_];
    uint l_14_ = (l_2386_ ? l_2389_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2391_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2392_ = (l_2391_ * 1u);
    bool l_2393_ = (l_16_ < l_2392_);
    uint l_2394_ = (l_2392_ - 1u);
    uint l_2395_ = min(l_16_, l_2394_);
    uint l_2396_ = _group_0_binding_3_cs[l_2395_];
    uint l_17_ = (l_2393_ ? l_2396_ : 0u);
    uint l_2398_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2399_ = (l_2398_ * 1u);
    bool l_2400_ = (6u < l_2399_);
    uint l_2401_ = (l_2399_ - 1u);
    uint l_2402_ = min(6u, l_2401_);
    uint l_2403_ = _group_0_binding_3_cs[l_2402_];
    uint l_19_ = (l_2400_ ? l_2403_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2405_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2406_ = (l_2405_ * 1u);
    bool l_2407_ = (l_21_ < l_2406_);
    uint l_2408_ = (l_2406_ - 1u);
    uint l_2409_ = min(l_21_, l_2408_);
    uint l_2410_ = _group_0_binding_3_cs[l_2409_];
    uint l_22_ = (l_2407_ ? l_2410_ : 0u);
    uint l_2412_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2413_ = (l_2412_ * 1u);
    bool l_2414_ = (8u < l_2413_);
    uint l_2415_ = (l_2413_ - 1u);
    uint l_2416_ = min(8u, l_2415_);
    uint l_2417_ = _group_0_binding_3_cs[l_2416_];
    uint l_24_ = (l_2414_ ? l_2417_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2419_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2420_ = (l_2419_ * 1u);
    bool l_2421_ = (l_26_ < l_2420_);
    uint l_2422_ = (l_2420_ - 1u);
    uint l_2423_ = min(l_26_, l_2422_);
    uint l_2424_ = _group_0_binding_3_cs[l_2423_];
    uint l_27_ = (l_2421_ ? l_2424_ : 0u);
    uint l_2426_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2427_ = (l_2426_ * 1u);
    bool l_2428_ = (10u < l_2427_);
    uint l_2429_ = (l_2427_ - 1u);
    uint l_2430_ = min(10u, l_2429_);
    uint l_2431_ = _group_0_binding_3_cs[l_2430_];
    uint l_29_ = (l_2428_ ? l_2431_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2433_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2434_ = (l_2433_ * 1u);
    bool l_2435_ = (l_31_ < l_2434_);
    uint l_2436_ = (l_2434_ - 1u);
    uint l_2437_ = min(l_31_, l_2436_);
    uint l_2438_ = _group_0_binding_3_cs[l_2437_];
    uint l_32_ = (l_2435_ ? l_2438_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2445_ = (id & 65535u);
    uint l_2446_ = (id >> 16u);
    uint l_2447_ = (l_2446_ & 65535u);
    uint l_2448_ = (l_4_ & 65535u);
    uint l_2449_ = (l_4_ >> 16u);
    uint l_2450_ = (l_2449_ & 65535u);
    uint l_2451_ = (l_2445_ * l_2448_);
    uint l_2452_ = (l_2447_ * l_2448_);
    uint l_2453_ = (l_2445_ * l_2450_);
    uint l_2454_ = (l_2447_ * l_2450_);
    uint l_2455_ = (l_2451_ >> 16u);
    uint l_2456_ = (l_2455_ & 65535u);
    uint l_2457_ = (l_2452_ & 65535u);
    uint l_2458_ = (l_2456_ + l_2457_);
    uint l_2459_ = (l_2453_ & 65535u);
    uint l_2460_ = (l_2458_ + l_2459_);
    uint l_2461_ = (l_2452_ >> 16u);
    uint l_2462_ = (l_2461_ & 65535u);
    uint l_2463_ = (l_2454_ + l_2462_);
    uint l_2464_ = (l_2453_ >> 16u);
    uint l_2465_ = (l_2464_ & 65535u);
    uint l_2466_ = (l_2463_ + l_2465_);
    uint l_2467_ = (l_2460_ >> 16u);
    uint l_2468_ = (l_2467_ & 65535u);
    uint l_37_ = (l_2466_ + l_2468_);
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
    uint _e359 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e359 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2470_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2471_ = (l_2470_ * 1u);
        bool l_2472_ = (l_58_ < l_2471_);
        uint l_2473_ = (l_2471_ - 1u);
        uint l_2474_ = min(l_58_, l_2473_);
        uint l_2475_ = _group_0_binding_0_cs[l_2474_];
        uint l_59_ = (l_2472_ ? l_2475_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2477_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2478_ = (l_2477_ * 1u);
        bool l_2479_ = (l_61_ < l_2478_);
        uint l_2480_ = (l_2478_ - 1u);
        uint l_2481_ = min(l_61_, l_2480_);
        uint l_2482_ = _group_0_binding_0_cs[l_2481_];
        uint l_62_ = (l_2479_ ? l_2482_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2484_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2485_ = (l_2484_ * 1u);
        bool l_2486_ = (l_63_ < l_2485_);
        uint l_2487_ = (l_2485_ - 1u);
        uint l_2488_ = min(l_63_, l_2487_);
        uint l_2489_ = _group_0_binding_1_cs[l_2488_];
        uint l_64_ = (l_2486_ ? l_2489_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2491_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2492_ = (l_2491_ * 1u);
        bool l_2493_ = (l_66_ < l_2492_);
        uint l_2494_ = (l_2492_ - 1u);
        uint l_2495_ = min(l_66_, l_2494_);
        uint l_2496_ = _group_0_binding_1_cs[l_2495_];
        uint l_67_ = (l_2493_ ? l_2496_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2498_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2499_ = (l_2498_ * 1u);
        bool l_2500_ = (l_68_ < l_2499_);
        uint l_2501_ = (l_2499_ - 1u);
        uint l_2502_ = min(l_68_, l_2501_);
        uint l_2503_ = _group_0_binding_2_cs[l_2502_];
        uint l_69_ = (l_2500_ ? l_2503_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2505_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2506_ = (l_2505_ * 1u);
        bool l_2507_ = (l_71_ < l_2506_);
        uint l_2508_ = (l_2506_ - 1u);
        uint l_2509_ = min(l_71_, l_2508_);
        uint l_2510_ = _group_0_binding_2_cs[l_2509_];
        uint l_72_ = (l_2507_ ? l_2510_ : 0u);
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
        uint _e483 = l_mut_40_;
        uint l_81_ = (_e483 * l_4_);
        uint _e485 = l_mut_75_;
        uint l_82_ = (_e485 * l_4_);
        uint _e487 = l_mut_40_;
        uint l_2512_ = (_e487 & 65535u);
        uint _e490 = l_mut_40_;
        uint l_2513_ = (_e490 >> 16u);
        uint l_2514_ = (l_2513_ & 65535u);
        uint l_2515_ = (l_4_ & 65535u);
        uint l_2516_ = (l_4_ >> 16u);
        uint l_2517_ = (l_2516_ & 65535u);
        uint l_2518_ = (l_2512_ * l_2515_);
        uint l_2519_ = (l_2514_ * l_2515_);
        uint l_2520_ = (l_2512_ * l_2517_);
        uint l_2521_ = (l_2514_ * l_2517_);
        uint l_2522_ = (l_2518_ >> 16u);
        uint l_2523_ = (l_2522_ & 65535u);
        uint l_2524_ = (l_2519_ & 65535u);
        uint l_2525_ = (l_2523_ + l_2524_);
        uint l_2526_ = (l_2520_ & 65535u);
        uint l_2527_ = (l_2525_ + l_2526_);
        uint l_2528_ = (l_2519_ >> 16u);
        uint l_2529_ = (l_2528_ & 65535u);
        uint l_2530_ = (l_2521_ + l_2529_);
        uint l_2531_ = (l_2520_ >> 16u);
        uint l_2532_ = (l_2531_ & 65535u);
        uint l_2533_ = (l_2530_ + l_2532_);
        uint l_2534_ = (l_2527_ >> 16u);
        uint l_2535_ = (l_2534_ & 65535u);
        uint l_83_ = (l_2533_ + l_2535_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e531 = l_mut_75_;
        uint l_2537_ = (_e531 & 65535u);
        uint _e534 = l_mut_75_;
        uint l_2538_ = (_e534 >> 16u);
        uint l_2539_ = (l_2538_ & 65535u);
        uint l_2540_ = (l_4_ & 65535u);
        uint l_2541_ = (l_4_ >> 16u);
        uint l_2542_ = (l_2541_ & 65535u);
        uint l_2543_ = (l_2537_ * l_2540_);
        uint l_2544_ = (l_2539_ * l_2540_);
        uint l_2545_ = (l_2537_ * l_2542_);
        uint l_2546_ = (l_2539_ * l_2542_);
        uint l_2547_ = (l_2543_ >> 16u);
        uint l_2548_ = (l_2547_ & 65535u);
        uint l_2549_ = (l_2544_ & 65535u);
        uint l_2550_ = (l_2548_ + l_2549_);
        uint l_2551_ = (l_2545_ & 65535u);
        uint l_2552_ = (l_2550_ + l_2551_);
        uint l_2553_ = (l_2544_ >> 16u);
        uint l_2554_ = (l_2553_ & 65535u);
        uint l_2555_ = (l_2546_ + l_2554_);
        uint l_2556_ = (l_2545_ >> 16u);
        uint l_2557_ = (l_2556_ & 65535u);
        uint l_2558_ = (l_2555_ + l_2557_);
        uint l_2559_ = (l_2552_ >> 16u);
        uint l_2560_ = (l_2559_ & 65535u);
        uint l_85_ = (l_2558_ + l_2560_);
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
        uint _e593 = l_mut_90_;
        l_mut_102_ = _e593;
        uint _e594 = l_mut_96_;
        l_mut_90_ = _e594;
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
                uint _e608 = l_mut_96_;
                l_mut_102_ = _e608;
                l_mut_90_ = l_110_;
            }
        }
        uint _e609 = l_mut_102_;
        l_mut_96_ = _e609;
        uint _e610 = l_mut_90_;
        l_mut_102_ = _e610;
        if (l_74_) {
            uint _e612 = l_mut_96_;
            uint l_111_ = (0u - _e612);
            uint _e615 = l_mut_102_;
            uint l_112_ = (0u - _e615);
            uint _e618 = l_mut_96_;
            bool l_113_ = (0u < _e618);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e622 = l_mut_96_;
        uint l_116_ = (l_59_ + _e622);
        uint _e624 = l_mut_102_;
        uint l_117_ = (l_62_ + _e624);
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
            uint _e648 = l_mut_90_;
            uint l_131_ = (_e648 * l_123_);
            uint _e650 = l_mut_75_;
            uint l_132_ = (_e650 * l_123_);
            uint _e652 = l_mut_90_;
            uint l_2562_ = (_e652 & 65535u);
            uint _e655 = l_mut_90_;
            uint l_2563_ = (_e655 >> 16u);
            uint l_2564_ = (l_2563_ & 65535u);
            uint l_2565_ = (l_123_ & 65535u);
            uint l_2566_ = (l_123_ >> 16u);
            uint l_2567_ = (l_2566_ & 65535u);
            uint l_2568_ = (l_2562_ * l_2565_);
            uint l_2569_ = (l_2564_ * l_2565_);
            uint l_2570_ = (l_2562_ * l_2567_);
            uint l_2571_ = (l_2564_ * l_2567_);
            uint l_2572_ = (l_2568_ >> 16u);
            uint l_2573_ = (l_2572_ & 65535u);
            uint l_2574_ = (l_2569_ & 65535u);
            uint l_2575_ = (l_2573_ + l_2574_);
            uint l_2576_ = (l_2570_ & 65535u);
            uint l_2577_ = (l_2575_ + l_2576_);
            uint l_2578_ = (l_2569_ >> 16u);
            uint l_2579_ = (l_2578_ & 65535u);
            uint l_2580_ = (l_2571_ + l_2579_);
            uint l_2581_ = (l_2570_ >> 16u);
            uint l_2582_ = (l_2581_ & 65535u);
            uint l_2583_ = (l_2580_ + l_2582_);
            uint l_2584_ = (l_2577_ >> 16u);
            uint l_2585_ = (l_2584_ & 65535u);
            uint l_133_ = (l_2583_ + l_2585_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e696 = l_mut_75_;
            uint l_2587_ = (_e696 & 65535u);
            uint _e699 = l_mut_75_;
            uint l_2588_ = (_e699 >> 16u);
            uint l_2589_ = (l_2588_ & 65535u);
            uint l_2590_ = (l_123_ & 65535u);
            uint l_2591_ = (l_123_ >> 16u);
            uint l_2592_ = (l_2591_ & 65535u);
            uint l_2593_ = (l_2587_ * l_2590_);
            uint l_2594_ = (l_2589_ * l_2590_);
            uint l_2595_ = (l_2587_ * l_2592_);
            uint l_2596_ = (l_2589_ * l_2592_);
            uint l_2597_ = (l_2593_ >> 16u);
            uint l_2598_ = (l_2597_ & 65535u);
            uint l_2599_ = (l_2594_ & 65535u);
            uint l_2600_ = (l_2598_ + l_2599_);
            uint l_2601_ = (l_2595_ & 65535u);
            uint l_2602_ = (l_2600_ + l_2601_);
            uint l_2603_ = (l_2594_ >> 16u);
            uint l_2604_ = (l_2603_ & 65535u);
            uint l_2605_ = (l_2596_ + l_2604_);
            uint l_2606_ = (l_2595_ >> 16u);
            uint l_2607_ = (l_2606_ & 65535u);
            uint l_2608_ = (l_2605_ + l_2607_);
            uint l_2609_ = (l_2602_ >> 16u);
            uint l_2610_ = (l_2609_ & 65535u);
            uint l_135_ = (l_2608_ + l_2610_);
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
            uint _e758 = l_mut_40_;
            l_mut_151_ = _e758;
            uint _e759 = l_mut_145_;
            l_mut_40_ = _e759;
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
                    uint _e773 = l_mut_145_;
                    l_mut_151_ = _e773;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e774 = l_mut_151_;
            l_mut_145_ = _e774;
            uint _e775 = l_mut_40_;
            l_mut_151_ = _e775;
            if (l_125_) {
                uint _e777 = l_mut_145_;
                uint l_160_ = (0u - _e777);
                uint _e780 = l_mut_151_;
                uint l_161_ = (0u - _e780);
                uint _e783 = l_mut_145_;
                bool l_162_ = (0u < _e783);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e787 = l_mut_145_;
            l_mut_102_ = _e787;
            uint _e788 = l_mut_151_;
            l_mut_96_ = _e788;
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
            uint _e801 = l_mut_151_;
            uint l_172_ = (_e801 * l_4_);
            uint _e803 = l_mut_145_;
            uint l_173_ = (_e803 * l_4_);
            uint _e805 = l_mut_151_;
            uint l_2612_ = (_e805 & 65535u);
            uint _e808 = l_mut_151_;
            uint l_2613_ = (_e808 >> 16u);
            uint l_2614_ = (l_2613_ & 65535u);
            uint l_2615_ = (l_4_ & 65535u);
            uint l_2616_ = (l_4_ >> 16u);
            uint l_2617_ = (l_2616_ & 65535u);
            uint l_2618_ = (l_2612_ * l_2615_);
            uint l_2619_ = (l_2614_ * l_2615_);
            uint l_2620_ = (l_2612_ * l_2617_);
            uint l_2621_ = (l_2614_ * l_2617_);
            uint l_2622_ = (l_2618_ >> 16u);
            uint l_2623_ = (l_2622_ & 65535u);
            uint l_2624_ = (l_2619_ & 65535u);
            uint l_2625_ = (l_2623_ + l_2624_);
            uint l_2626_ = (l_2620_ & 65535u);
            uint l_2627_ = (l_2625_ + l_2626_);
            uint l_2628_ = (l_2619_ >> 16u);
            uint l_2629_ = (l_2628_ & 65535u);
            uint l_2630_ = (l_2621_ + l_2629_);
            uint l_2631_ = (l_2620_ >> 16u);
            uint l_2632_ = (l_2631_ & 65535u);
            uint l_2633_ = (l_2630_ + l_2632_);
            uint l_2634_ = (l_2627_ >> 16u);
            uint l_2635_ = (l_2634_ & 65535u);
            uint l_174_ = (l_2633_ + l_2635_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e849 = l_mut_145_;
            uint l_2637_ = (_e849 & 65535u);
            uint _e852 = l_mut_145_;
            uint l_2638_ = (_e852 >> 16u);
            uint l_2639_ = (l_2638_ & 65535u);
            uint l_2640_ = (l_4_ & 65535u);
            uint l_2641_ = (l_4_ >> 16u);
            uint l_2642_ = (l_2641_ & 65535u);
            uint l_2643_ = (l_2637_ * l_2640_);
            uint l_2644_ = (l_2639_ * l_2640_);
            uint l_2645_ = (l_2637_ * l_2642_);
            uint l_2646_ = (l_2639_ * l_2642_);
            uint l_2647_ = (l_2643_ >> 16u);
            uint l_2648_ = (l_2647_ & 65535u);
            uint l_2649_ = (l_2644_ & 65535u);
            uint l_2650_ = (l_2648_ + l_2649_);
            uint l_2651_ = (l_2645_ & 65535u);
            uint l_2652_ = (l_2650_ + l_2651_);
            uint l_2653_ = (l_2644_ >> 16u);
            uint l_2654_ = (l_2653_ & 65535u);
            uint l_2655_ = (l_2646_ + l_2654_);
            uint l_2656_ = (l_2645_ >> 16u);
            uint l_2657_ = (l_2656_ & 65535u);
            uint l_2658_ = (l_2655_ + l_2657_);
            uint l_2659_ = (l_2652_ >> 16u);
            uint l_2660_ = (l_2659_ & 65535u);
            uint l_176_ = (l_2658_ + l_2660_);
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
            uint _e910 = l_mut_90_;
            l_mut_40_ = _e910;
            uint _e911 = l_mut_75_;
            l_mut_90_ = _e911;
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
                    uint _e923 = l_mut_75_;
                    l_mut_40_ = _e923;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e924 = l_mut_151_;
            uint l_199_ = (_e924 * l_4_);
            uint _e926 = l_mut_145_;
            uint l_200_ = (_e926 * l_4_);
            uint _e928 = l_mut_151_;
            uint l_2662_ = (_e928 & 65535u);
            uint _e931 = l_mut_151_;
            uint l_2663_ = (_e931 >> 16u);
            uint l_2664_ = (l_2663_ & 65535u);
            uint l_2665_ = (l_4_ & 65535u);
            uint l_2666_ = (l_4_ >> 16u);
            uint l_2667_ = (l_2666_ & 65535u);
            uint l_2668_ = (l_2662_ * l_2665_);
            uint l_2669_ = (l_2664_ * l_2665_);
            uint l_2670_ = (l_2662_ * l_2667_);
            uint l_2671_ = (l_2664_ * l_2667_);
            uint l_2672_ = (l_2668_ >> 16u);
            uint l_2673_ = (l_2672_ & 65535u);
            uint l_2674_ = (l_2669_ & 65535u);
            uint l_2675_ = (l_2673_ + l_2674_);
            uint l_2676_ = (l_2670_ & 65535u);
            uint l_2677_ = (l_2675_ + l_2676_);
            uint l_2678_ = (l_2669_ >> 16u);
            uint l_2679_ = (l_2678_ & 65535u);
            uint l_2680_ = (l_2671_ + l_2679_);
            uint l_2681_ = (l_2670_ >> 16u);
            uint l_2682_ = (l_2681_ & 65535u);
            uint l_2683_ = (l_2680_ + l_2682_);
            uint l_2684_ = (l_2677_ >> 16u);
            uint l_2685_ = (l_2684_ & 65535u);
            uint l_201_ = (l_2683_ + l_2685_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e972 = l_mut_145_;
            uint l_2687_ = (_e972 & 65535u);
            uint _e975 = l_mut_145_;
            uint l_2688_ = (_e975 >> 16u);
            uint l_2689_ = (l_2688_ & 65535u);
            uint l_2690_ = (l_4_ & 65535u);
            uint l_2691_ = (l_4_ >> 16u);
            uint l_2692_ = (l_2691_ & 65535u);
            uint l_2693_ = (l_2687_ * l_2690_);
            uint l_2694_ = (l_2689_ * l_2690_);
            uint l_2695_ = (l_2687_ * l_2692_);
            uint l_2696_ = (l_2689_ * l_2692_);
            uint l_2697_ = (l_2693_ >> 16u);
            uint l_2698_ = (l_2697_ & 65535u);
            uint l_2699_ = (l_2694_ & 65535u);
            uint l_2700_ = (l_2698_ + l_2699_);
            uint l_2701_ = (l_2695_ & 65535u);
            uint l_2702_ = (l_2700_ + l_2701_);
            uint l_2703_ = (l_2694_ >> 16u);
            uint l_2704_ = (l_2703_ & 65535u);
            uint l_2705_ = (l_2696_ + l_2704_);
            uint l_2706_ = (l_2695_ >> 16u);
            uint l_2707_ = (l_2706_ & 65535u);
            uint l_2708_ = (l_2705_ + l_2707_);
            uint l_2709_ = (l_2702_ >> 16u);
            uint l_2710_ = (l_2709_ & 65535u);
            uint l_203_ = (l_2708_ + l_2710_);
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
            uint _e1033 = l_mut_75_;
            l_mut_219_ = _e1033;
            uint _e1034 = l_mut_213_;
            l_mut_75_ = _e1034;
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
                    uint _e1046 = l_mut_213_;
                    l_mut_219_ = _e1046;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e1047 = l_mut_40_;
            uint l_228_ = (_e1047 * l_4_);
            uint _e1049 = l_mut_90_;
            uint l_229_ = (_e1049 * l_4_);
            uint _e1051 = l_mut_40_;
            uint l_2712_ = (_e1051 & 65535u);
            uint _e1054 = l_mut_40_;
            uint l_2713_ = (_e1054 >> 16u);
            uint l_2714_ = (l_2713_ & 65535u);
            uint l_2715_ = (l_4_ & 65535u);
            uint l_2716_ = (l_4_ >> 16u);
            uint l_2717_ = (l_2716_ & 65535u);
            uint l_2718_ = (l_2712_ * l_2715_);
            uint l_2719_ = (l_2714_ * l_2715_);
            uint l_2720_ = (l_2712_ * l_2717_);
            uint l_2721_ = (l_2714_ * l_2717_);
            uint l_2722_ = (l_2718_ >> 16u);
            uint l_2723_ = (l_2722_ & 65535u);
            uint l_2724_ = (l_2719_ & 65535u);
            uint l_2725_ = (l_2723_ + l_2724_);
            uint l_2726_ = (l_2720_ & 65535u);
            uint l_2727_ = (l_2725_ + l_2726_);
            uint l_2728_ = (l_2719_ >> 16u);
            uint l_2729_ = (l_2728_ & 65535u);
            uint l_2730_ = (l_2721_ + l_2729_);
            uint l_2731_ = (l_2720_ >> 16u);
            uint l_2732_ = (l_2731_ & 65535u);
            uint l_2733_ = (l_2730_ + l_2732_);
            uint l_2734_ = (l_2727_ >> 16u);
            uint l_2735_ = (l_2734_ & 65535u);
            uint l_230_ = (l_2733_ + l_2735_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1095 = l_mut_90_;
            uint l_2737_ = (_e1095 & 65535u);
            uint _e1098 = l_mut_90_;
            uint l_2738_ = (_e1098 >> 16u);
            uint l_2739_ = (l_2738_ & 65535u);
            uint l_2740_ = (l_4_ & 65535u);
            uint l_2741_ = (l_4_ >> 16u);
            uint l_2742_ = (l_2741_ & 65535u);
            uint l_2743_ = (l_2737_ * l_2740_);
            uint l_2744_ = (l_2739_ * l_2740_);
            uint l_2745_ = (l_2737_ * l_2742_);
            uint l_2746_ = (l_2739_ * l_2742_);
            uint l_2747_ = (l_2743_ >> 16u);
            uint l_2748_ = (l_2747_ & 65535u);
            uint l_2749_ = (l_2744_ & 65535u);
            uint l_2750_ = (l_2748_ + l_2749_);
            uint l_2751_ = (l_2745_ & 65535u);
            uint l_2752_ = (l_2750_ + l_2751_);
            uint l_2753_ = (l_2744_ >> 16u);
            uint l_2754_ = (l_2753_ & 65535u);
            uint l_2755_ = (l_2746_ + l_2754_);
            uint l_2756_ = (l_2745_ >> 16u);
            uint l_2757_ = (l_2756_ & 65535u);
            uint l_2758_ = (l_2755_ + l_2757_);
            uint l_2759_ = (l_2752_ >> 16u);
            uint l_2760_ = (l_2759_ & 65535u);
            uint l_232_ = (l_2758_ + l_2760_);
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
            uint _e1156 = l_mut_213_;
            l_mut_145_ = _e1156;
            uint _e1157 = l_mut_151_;
            l_mut_213_ = _e1157;
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
                    uint _e1169 = l_mut_151_;
                    l_mut_145_ = _e1169;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e1170 = l_mut_40_;
            uint l_255_ = (_e1170 * l_4_);
            uint _e1172 = l_mut_90_;
            uint l_256_ = (_e1172 * l_4_);
            uint _e1174 = l_mut_40_;
            uint l_2762_ = (_e1174 & 65535u);
            uint _e1177 = l_mut_40_;
            uint l_2763_ = (_e1177 >> 16u);
            uint l_2764_ = (l_2763_ & 65535u);
            uint l_2765_ = (l_4_ & 65535u);
            uint l_2766_ = (l_4_ >> 16u);
            uint l_2767_ = (l_2766_ & 65535u);
            uint l_2768_ = (l_2762_ * l_2765_);
            uint l_2769_ = (l_2764_ * l_2765_);
            uint l_2770_ = (l_2762_ * l_2767_);
            uint l_2771_ = (l_2764_ * l_2767_);
            uint l_2772_ = (l_2768_ >> 16u);
            uint l_2773_ = (l_2772_ & 65535u);
            uint l_2774_ = (l_2769_ & 65535u);
            uint l_2775_ = (l_2773_ + l_2774_);
            uint l_2776_ = (l_2770_ & 65535u);
            uint l_2777_ = (l_2775_ + l_2776_);
            uint l_2778_ = (l_2769_ >> 16u);
            uint l_2779_ = (l_2778_ & 65535u);
            uint l_2780_ = (l_2771_ + l_2779_);
            uint l_2781_ = (l_2770_ >> 16u);
            uint l_2782_ = (l_2781_ & 65535u);
            uint l_2783_ = (l_2780_ + l_2782_);
            uint l_2784_ = (l_2777_ >> 16u);
            uint l_2785_ = (l_2784_ & 65535u);
            uint l_257_ = (l_2783_ + l_2785_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1218 = l_mut_90_;
            uint l_2787_ = (_e1218 & 65535u);
            uint _e1221 = l_mut_90_;
            uint l_2788_ = (_e1221 >> 16u);
            uint l_2789_ = (l_2788_ & 65535u);
            uint l_2790_ = (l_4_ & 65535u);
            uint l_2791_ = (l_4_ >> 16u);
            uint l_2792_ = (l_2791_ & 65535u);
            uint l_2793_ = (l_2787_ * l_2790_);
            uint l_2794_ = (l_2789_ * l_2790_);
            uint l_2795_ = (l_2787_ * l_2792_);
            uint l_2796_ = (l_2789_ * l_2792_);
            uint l_2797_ = (l_2793_ >> 16u);
            uint l_2798_ = (l_2797_ & 65535u);
            uint l_2799_ = (l_2794_ & 65535u);
            uint l_2800_ = (l_2798_ + l_2799_);
            uint l_2801_ = (l_2795_ & 65535u);
            uint l_2802_ = (l_2800_ + l_2801_);
            uint l_2803_ = (l_2794_ >> 16u);
            uint l_2804_ = (l_2803_ & 65535u);
            uint l_2805_ = (l_2796_ + l_2804_);
            uint l_2806_ = (l_2795_ >> 16u);
            uint l_2807_ = (l_2806_ & 65535u);
            uint l_2808_ = (l_2805_ + l_2807_);
            uint l_2809_ = (l_2802_ >> 16u);
            uint l_2810_ = (l_2809_ & 65535u);
            uint l_259_ = (l_2808_ + l_2810_);
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
            uint _e1279 = l_mut_151_;
            l_mut_275_ = _e1279;
            uint _e1280 = l_mut_269_;
            l_mut_151_ = _e1280;
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
                    uint _e1292 = l_mut_269_;
                    l_mut_275_ = _e1292;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e1293 = l_mut_219_;
            uint l_284_ = (_e1293 * l_4_);
            uint _e1295 = l_mut_219_;
            uint l_2812_ = (_e1295 & 65535u);
            uint _e1298 = l_mut_219_;
            uint l_2813_ = (_e1298 >> 16u);
            uint l_2814_ = (l_2813_ & 65535u);
            uint l_2815_ = (l_4_ & 65535u);
            uint l_2816_ = (l_4_ >> 16u);
            uint l_2817_ = (l_2816_ & 65535u);
            uint l_2818_ = (l_2812_ * l_2815_);
            uint l_2819_ = (l_2814_ * l_2815_);
            uint l_2820_ = (l_2812_ * l_2817_);
            uint l_2821_ = (l_2814_ * l_2817_);
            uint l_2822_ = (l_2818_ >> 16u);
            uint l_2823_ = (l_2822_ & 65535u);
            uint l_2824_ = (l_2819_ & 65535u);
            uint l_2825_ = (l_2823_ + l_2824_);
            uint l_2826_ = (l_2820_ & 65535u);
            uint l_2827_ = (l_2825_ + l_2826_);
            uint l_2828_ = (l_2819_ >> 16u);
            uint l_2829_ = (l_2828_ & 65535u);
            uint l_2830_ = (l_2821_ + l_2829_);
            uint l_2831_ = (l_2820_ >> 16u);
            uint l_2832_ = (l_2831_ & 65535u);
            uint l_2833_ = (l_2830_ + l_2832_);
            uint l_2834_ = (l_2827_ >> 16u);
            uint l_2835_ = (l_2834_ & 65535u);
            uint l_285_ = (l_2833_ + l_2835_);
            uint _e1338 = l_mut_75_;
            uint l_286_ = (_e1338 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e1341 = l_mut_275_;
            uint l_288_ = (_e1341 + l_284_);
            uint _e1343 = l_mut_151_;
            uint l_289_ = (_e1343 + l_287_);
            uint _e1345 = l_mut_275_;
            bool l_290_ = (l_288_ < _e1345);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e1349 = l_mut_145_;
            l_mut_102_ = _e1349;
            uint _e1350 = l_mut_213_;
            l_mut_96_ = _e1350;
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
                    uint _e1371 = l_mut_145_;
                    l_mut_219_ = _e1371;
                    uint _e1372 = l_mut_213_;
                    l_mut_151_ = _e1372;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e1377 = l_mut_213_;
                        uint l_307_ = (_e1377 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e1382 = l_mut_145_;
                            l_mut_90_ = _e1382;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e1385 = l_mut_145_;
                                uint l_310_ = (_e1385 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e1389 = l_mut_213_;
                                uint l_312_ = (_e1389 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e1392 = l_mut_213_;
                            uint l_314_ = (_e1392 >> l_121_);
                            uint _e1394 = l_mut_90_;
                            l_mut_219_ = _e1394;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e1395 = l_mut_275_;
                    uint _e1396 = l_mut_219_;
                    uint l_315_ = (_e1395 + _e1396);
                    uint _e1398 = l_mut_269_;
                    uint _e1399 = l_mut_151_;
                    uint l_316_ = (_e1398 + _e1399);
                    uint _e1401 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e1401);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e1406 = l_mut_102_;
                uint l_320_ = (0u - _e1406);
                uint _e1409 = l_mut_96_;
                uint l_321_ = (0u - _e1409);
                uint _e1412 = l_mut_102_;
                bool l_322_ = (0u < _e1412);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e1416 = l_mut_102_;
        uint l_325_ = (l_64_ - _e1416);
        uint _e1418 = l_mut_96_;
        uint l_326_ = (l_67_ - _e1418);
        uint _e1420 = l_mut_102_;
        bool l_327_ = (l_64_ < _e1420);
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
        uint _e1453 = l_mut_145_;
        bool l_351_ = (_e1453 < l_344_);
        uint _e1455 = l_mut_145_;
        bool l_352_ = (_e1455 == l_344_);
        uint _e1457 = l_mut_151_;
        bool l_353_ = (_e1457 < l_340_);
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
            bool _e1472 = l_mut_357_;
            l_mut_350_ = _e1472;
            l_mut_357_ = false;
        }
        bool _e1474 = l_mut_357_;
        if (_e1474) {
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
            uint _e1489 = l_mut_90_;
            uint l_368_ = (_e1489 * l_367_);
            uint _e1491 = l_mut_90_;
            uint l_2837_ = (_e1491 & 65535u);
            uint _e1494 = l_mut_90_;
            uint l_2838_ = (_e1494 >> 16u);
            uint l_2839_ = (l_2838_ & 65535u);
            uint l_2840_ = (l_367_ & 65535u);
            uint l_2841_ = (l_367_ >> 16u);
            uint l_2842_ = (l_2841_ & 65535u);
            uint l_2843_ = (l_2837_ * l_2840_);
            uint l_2844_ = (l_2839_ * l_2840_);
            uint l_2845_ = (l_2837_ * l_2842_);
            uint l_2846_ = (l_2839_ * l_2842_);
            uint l_2847_ = (l_2843_ >> 16u);
            uint l_2848_ = (l_2847_ & 65535u);
            uint l_2849_ = (l_2844_ & 65535u);
            uint l_2850_ = (l_2848_ + l_2849_);
            uint l_2851_ = (l_2845_ & 65535u);
            uint l_2852_ = (l_2850_ + l_2851_);
            uint l_2853_ = (l_2844_ >> 16u);
            uint l_2854_ = (l_2853_ & 65535u);
            uint l_2855_ = (l_2846_ + l_2854_);
            uint l_2856_ = (l_2845_ >> 16u);
            uint l_2857_ = (l_2856_ & 65535u);
            uint l_2858_ = (l_2855_ + l_2857_);
            uint l_2859_ = (l_2852_ >> 16u);
            uint l_2860_ = (l_2859_ & 65535u);
            uint l_369_ = (l_2858_ + l_2860_);
            uint _e1534 = l_mut_75_;
            uint l_370_ = (_e1534 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1540 = l_mut_90_;
            uint l_373_ = (_e1540 * l_372_);
            uint _e1542 = l_mut_75_;
            uint l_374_ = (_e1542 * l_372_);
            uint _e1544 = l_mut_90_;
            uint l_2862_ = (_e1544 & 65535u);
            uint _e1547 = l_mut_90_;
            uint l_2863_ = (_e1547 >> 16u);
            uint l_2864_ = (l_2863_ & 65535u);
            uint l_2865_ = (l_372_ & 65535u);
            uint l_2866_ = (l_372_ >> 16u);
            uint l_2867_ = (l_2866_ & 65535u);
            uint l_2868_ = (l_2862_ * l_2865_);
            uint l_2869_ = (l_2864_ * l_2865_);
            uint l_2870_ = (l_2862_ * l_2867_);
            uint l_2871_ = (l_2864_ * l_2867_);
            uint l_2872_ = (l_2868_ >> 16u);
            uint l_2873_ = (l_2872_ & 65535u);
            uint l_2874_ = (l_2869_ & 65535u);
            uint l_2875_ = (l_2873_ + l_2874_);
            uint l_2876_ = (l_2870_ & 65535u);
            uint l_2877_ = (l_2875_ + l_2876_);
            uint l_2878_ = (l_2869_ >> 16u);
            uint l_2879_ = (l_2878_ & 65535u);
            uint l_2880_ = (l_2871_ + l_2879_);
            uint l_2881_ = (l_2870_ >> 16u);
            uint l_2882_ = (l_2881_ & 65535u);
            uint l_2883_ = (l_2880_ + l_2882_);
            uint l_2884_ = (l_2877_ >> 16u);
            uint l_2885_ = (l_2884_ & 65535u);
            uint l_375_ = (l_2883_ + l_2885_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1588 = l_mut_75_;
            uint l_2887_ = (_e1588 & 65535u);
            uint _e1591 = l_mut_75_;
            uint l_2888_ = (_e1591 >> 16u);
            uint l_2889_ = (l_2888_ & 65535u);
            uint l_2890_ = (l_372_ & 65535u);
            uint l_2891_ = (l_372_ >> 16u);
            uint l_2892_ = (l_2891_ & 65535u);
            uint l_2893_ = (l_2887_ * l_2890_);
            uint l_2894_ = (l_2889_ * l_2890_);
            uint l_2895_ = (l_2887_ * l_2892_);
            uint l_2896_ = (l_2889_ * l_2892_);
            uint l_2897_ = (l_2893_ >> 16u);
            uint l_2898_ = (l_2897_ & 65535u);
            uint l_2899_ = (l_2894_ & 65535u);
            uint l_2900_ = (l_2898_ + l_2899_);
            uint l_2901_ = (l_2895_ & 65535u);
            uint l_2902_ = (l_2900_ + l_2901_);
            uint l_2903_ = (l_2894_ >> 16u);
            uint l_2904_ = (l_2903_ & 65535u);
            uint l_2905_ = (l_2896_ + l_2904_);
            uint l_2906_ = (l_2895_ >> 16u);
            uint l_2907_ = (l_2906_ & 65535u);
            uint l_2908_ = (l_2905_ + l_2907_);
            uint l_2909_ = (l_2902_ >> 16u);
            uint l_2910_ = (l_2909_ & 65535u);
            uint l_377_ = (l_2908_ + l_2910_);
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
            uint _e1649 = l_mut_382_;
            l_mut_394_ = _e1649;
            uint _e1650 = l_mut_388_;
            l_mut_382_ = _e1650;
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
                    uint _e1662 = l_mut_388_;
                    l_mut_394_ = _e1662;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1663 = l_mut_394_;
            uint _e1664 = l_mut_382_;
            uint l_403_ = (_e1663 | _e1664);
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
                        uint _e1699 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1699);
                        uint _e1701 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1701);
                        uint _e1703 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1703);
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
                            uint _e1716 = l_mut_75_;
                            bool l_429_ = (_e1716 < l_409_);
                            uint _e1718 = l_mut_75_;
                            bool l_430_ = (_e1718 == l_409_);
                            uint _e1720 = l_mut_90_;
                            bool l_431_ = (_e1720 < l_405_);
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
                                        uint _e1827 = l_mut_442_;
                                        l_mut_442_ = (_e1827 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1742 = l_mut_442_;
                                    if ((_e1742 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1746 = l_mut_442_;
                                        uint l_443_ = (19u - _e1746);
                                        uint _e1748 = l_mut_439_;
                                        l_mut_444_ = _e1748;
                                        uint _e1749 = l_mut_440_;
                                        l_mut_445_ = _e1749;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1754 = l_mut_440_;
                                            uint l_448_ = (_e1754 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1759 = l_mut_439_;
                                                l_mut_450_ = _e1759;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1762 = l_mut_439_;
                                                    uint l_452_ = (_e1762 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1766 = l_mut_440_;
                                                    uint l_454_ = (_e1766 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1769 = l_mut_440_;
                                                uint l_456_ = (_e1769 >> l_443_);
                                                uint _e1771 = l_mut_450_;
                                                l_mut_444_ = _e1771;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1772 = l_mut_445_;
                                        uint _e1773 = l_mut_75_;
                                        bool l_457_ = (_e1772 < _e1773);
                                        uint _e1775 = l_mut_445_;
                                        uint _e1776 = l_mut_75_;
                                        bool l_458_ = (_e1775 == _e1776);
                                        uint _e1778 = l_mut_444_;
                                        uint _e1779 = l_mut_90_;
                                        bool l_459_ = (_e1778 < _e1779);
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
                                            uint _e1791 = l_mut_90_;
                                            l_mut_450_ = _e1791;
                                            uint _e1792 = l_mut_75_;
                                            l_mut_445_ = _e1792;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1797 = l_mut_90_;
                                                uint l_465_ = (_e1797 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1802 = l_mut_90_;
                                                    uint l_467_ = (_e1802 << l_443_);
                                                    uint _e1804 = l_mut_75_;
                                                    uint l_468_ = (_e1804 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1808 = l_mut_90_;
                                                    uint l_470_ = (_e1808 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1811 = l_mut_439_;
                                            uint _e1812 = l_mut_450_;
                                            uint l_472_ = (_e1811 - _e1812);
                                            uint _e1814 = l_mut_440_;
                                            uint _e1815 = l_mut_445_;
                                            uint l_473_ = (_e1814 - _e1815);
                                            uint _e1817 = l_mut_439_;
                                            uint _e1818 = l_mut_450_;
                                            bool l_474_ = (_e1817 < _e1818);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1824 = l_mut_441_;
                                            l_mut_441_ = (_e1824 | l_477_);
                                        }
                                    }
                                }
                                uint _e1829 = l_mut_441_;
                                uint l_478_ = min(_e1829, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1831 = l_mut_440_;
                                uint _e1832 = l_mut_75_;
                                bool l_479_ = (_e1831 < _e1832);
                                uint _e1834 = l_mut_440_;
                                uint _e1835 = l_mut_75_;
                                bool l_480_ = (_e1834 == _e1835);
                                uint _e1837 = l_mut_439_;
                                uint _e1838 = l_mut_90_;
                                bool l_481_ = (_e1837 < _e1838);
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
                                uint _e1850 = l_mut_450_;
                                l_mut_428_ = _e1850;
                            }
                            uint _e1851 = l_mut_90_;
                            uint _e1852 = l_mut_428_;
                            uint l_485_ = (_e1851 * _e1852);
                            uint _e1854 = l_mut_90_;
                            uint l_2912_ = (_e1854 & 65535u);
                            uint _e1857 = l_mut_90_;
                            uint l_2913_ = (_e1857 >> 16u);
                            uint l_2914_ = (l_2913_ & 65535u);
                            uint _e1862 = l_mut_428_;
                            uint l_2915_ = (_e1862 & 65535u);
                            uint _e1865 = l_mut_428_;
                            uint l_2916_ = (_e1865 >> 16u);
                            uint l_2917_ = (l_2916_ & 65535u);
                            uint l_2918_ = (l_2912_ * l_2915_);
                            uint l_2919_ = (l_2914_ * l_2915_);
                            uint l_2920_ = (l_2912_ * l_2917_);
                            uint l_2921_ = (l_2914_ * l_2917_);
                            uint l_2922_ = (l_2918_ >> 16u);
                            uint l_2923_ = (l_2922_ & 65535u);
                            uint l_2924_ = (l_2919_ & 65535u);
                            uint l_2925_ = (l_2923_ + l_2924_);
                            uint l_2926_ = (l_2920_ & 65535u);
                            uint l_2927_ = (l_2925_ + l_2926_);
                            uint l_2928_ = (l_2919_ >> 16u);
                            uint l_2929_ = (l_2928_ & 65535u);
                            uint l_2930_ = (l_2921_ + l_2929_);
                            uint l_2931_ = (l_2920_ >> 16u);
                            uint l_2932_ = (l_2931_ & 65535u);
                            uint l_2933_ = (l_2930_ + l_2932_);
                            uint l_2934_ = (l_2927_ >> 16u);
                            uint l_2935_ = (l_2934_ & 65535u);
                            uint l_486_ = (l_2933_ + l_2935_);
                            uint _e1899 = l_mut_75_;
                            uint _e1900 = l_mut_428_;
                            uint l_487_ = (_e1899 * _e1900);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1908 = l_mut_421_;
                            uint _e1909 = l_mut_75_;
                            bool l_494_ = (_e1908 < _e1909);
                            uint _e1911 = l_mut_421_;
                            uint _e1912 = l_mut_75_;
                            bool l_495_ = (_e1911 == _e1912);
                            uint _e1914 = l_mut_382_;
                            uint _e1915 = l_mut_90_;
                            bool l_496_ = (_e1914 < _e1915);
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
                                uint _e1927 = l_mut_382_;
                                uint _e1928 = l_mut_90_;
                                uint l_500_ = (_e1927 - _e1928);
                                uint _e1930 = l_mut_421_;
                                uint _e1931 = l_mut_75_;
                                uint l_501_ = (_e1930 - _e1931);
                                uint _e1933 = l_mut_382_;
                                uint _e1934 = l_mut_90_;
                                bool l_502_ = (_e1933 < _e1934);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1938 = l_mut_90_;
                        uint _e1939 = l_mut_382_;
                        uint l_505_ = (_e1938 - _e1939);
                        uint _e1941 = l_mut_75_;
                        uint _e1942 = l_mut_421_;
                        uint l_506_ = (_e1941 - _e1942);
                        uint _e1944 = l_mut_90_;
                        uint _e1945 = l_mut_382_;
                        bool l_507_ = (_e1944 < _e1945);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1949 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1949);
                        uint _e1951 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1951);
                        uint _e1953 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1953);
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
                            uint _e1965 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1965);
                            uint _e1967 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1967);
                            uint _e1969 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1969);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1973 = l_mut_445_;
                        uint _e1974 = l_mut_388_;
                        bool l_521_ = (_e1973 < _e1974);
                        uint _e1976 = l_mut_445_;
                        uint _e1977 = l_mut_388_;
                        bool l_522_ = (_e1976 == _e1977);
                        uint _e1979 = l_mut_450_;
                        uint _e1980 = l_mut_394_;
                        bool l_523_ = (_e1979 < _e1980);
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
                            uint _e1991 = l_mut_450_;
                            l_mut_394_ = _e1991;
                            uint _e1992 = l_mut_445_;
                            l_mut_388_ = _e1992;
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
                        uint _e2012 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e2012);
                        uint _e2014 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e2014);
                        uint _e2016 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e2016);
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
                            uint _e2029 = l_mut_75_;
                            bool l_543_ = (_e2029 < l_334_);
                            uint _e2031 = l_mut_75_;
                            bool l_544_ = (_e2031 == l_334_);
                            uint _e2033 = l_mut_90_;
                            bool l_545_ = (_e2033 < l_330_);
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
                                        uint _e2140 = l_mut_553_;
                                        l_mut_553_ = (_e2140 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2055 = l_mut_553_;
                                    if ((_e2055 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2059 = l_mut_553_;
                                        uint l_554_ = (19u - _e2059);
                                        uint _e2061 = l_mut_441_;
                                        l_mut_428_ = _e2061;
                                        uint _e2062 = l_mut_440_;
                                        l_mut_421_ = _e2062;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e2067 = l_mut_440_;
                                            uint l_557_ = (_e2067 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e2072 = l_mut_441_;
                                                l_mut_382_ = _e2072;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e2075 = l_mut_441_;
                                                    uint l_560_ = (_e2075 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e2079 = l_mut_440_;
                                                    uint l_562_ = (_e2079 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e2082 = l_mut_440_;
                                                uint l_564_ = (_e2082 >> l_554_);
                                                uint _e2084 = l_mut_382_;
                                                l_mut_428_ = _e2084;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e2085 = l_mut_421_;
                                        uint _e2086 = l_mut_75_;
                                        bool l_565_ = (_e2085 < _e2086);
                                        uint _e2088 = l_mut_421_;
                                        uint _e2089 = l_mut_75_;
                                        bool l_566_ = (_e2088 == _e2089);
                                        uint _e2091 = l_mut_428_;
                                        uint _e2092 = l_mut_90_;
                                        bool l_567_ = (_e2091 < _e2092);
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
                                            uint _e2104 = l_mut_90_;
                                            l_mut_428_ = _e2104;
                                            uint _e2105 = l_mut_75_;
                                            l_mut_421_ = _e2105;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e2110 = l_mut_90_;
                                                uint l_573_ = (_e2110 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e2115 = l_mut_90_;
                                                    uint l_575_ = (_e2115 << l_554_);
                                                    uint _e2117 = l_mut_75_;
                                                    uint l_576_ = (_e2117 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e2121 = l_mut_90_;
                                                    uint l_578_ = (_e2121 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e2124 = l_mut_441_;
                                            uint _e2125 = l_mut_428_;
                                            uint l_580_ = (_e2124 - _e2125);
                                            uint _e2127 = l_mut_440_;
                                            uint _e2128 = l_mut_421_;
                                            uint l_581_ = (_e2127 - _e2128);
                                            uint _e2130 = l_mut_441_;
                                            uint _e2131 = l_mut_428_;
                                            bool l_582_ = (_e2130 < _e2131);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e2137 = l_mut_439_;
                                            l_mut_439_ = (_e2137 | l_585_);
                                        }
                                    }
                                }
                                uint _e2142 = l_mut_439_;
                                uint l_586_ = min(_e2142, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e2144 = l_mut_440_;
                                uint _e2145 = l_mut_75_;
                                bool l_587_ = (_e2144 < _e2145);
                                uint _e2147 = l_mut_440_;
                                uint _e2148 = l_mut_75_;
                                bool l_588_ = (_e2147 == _e2148);
                                uint _e2150 = l_mut_441_;
                                uint _e2151 = l_mut_90_;
                                bool l_589_ = (_e2150 < _e2151);
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
                                uint _e2163 = l_mut_439_;
                                l_mut_444_ = _e2163;
                            }
                            uint _e2164 = l_mut_90_;
                            uint _e2165 = l_mut_444_;
                            uint l_593_ = (_e2164 * _e2165);
                            uint _e2167 = l_mut_90_;
                            uint l_2937_ = (_e2167 & 65535u);
                            uint _e2170 = l_mut_90_;
                            uint l_2938_ = (_e2170 >> 16u);
                            uint l_2939_ = (l_2938_ & 65535u);
                            uint _e2175 = l_mut_444_;
                            uint l_2940_ = (_e2175 & 65535u);
                            uint _e2178 = l_mut_444_;
                            uint l_2941_ = (_e2178 >> 16u);
                            uint l_2942_ = (l_2941_ & 65535u);
                            uint l_2943_ = (l_2937_ * l_2940_);
                            uint l_2944_ = (l_2939_ * l_2940_);
                            uint l_2945_ = (l_2937_ * l_2942_);
                            uint l_2946_ = (l_2939_ * l_2942_);
                            uint l_2947_ = (l_2943_ >> 16u);
                            uint l_2948_ = (l_2947_ & 65535u);
                            uint l_2949_ = (l_2944_ & 65535u);
                            uint l_2950_ = (l_2948_ + l_2949_);
                            uint l_2951_ = (l_2945_ & 65535u);
                            uint l_2952_ = (l_2950_ + l_2951_);
                            uint l_2953_ = (l_2944_ >> 16u);
                            uint l_2954_ = (l_2953_ & 65535u);
                            uint l_2955_ = (l_2946_ + l_2954_);
                            uint l_2956_ = (l_2945_ >> 16u);
                            uint l_2957_ = (l_2956_ & 65535u);
                            uint l_2958_ = (l_2955_ + l_2957_);
                            uint l_2959_ = (l_2952_ >> 16u);
                            uint l_2960_ = (l_2959_ & 65535u);
                            uint l_594_ = (l_2958_ + l_2960_);
                            uint _e2212 = l_mut_75_;
                            uint _e2213 = l_mut_444_;
                            uint l_595_ = (_e2212 * _e2213);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e2221 = l_mut_445_;
                            uint _e2222 = l_mut_75_;
                            bool l_602_ = (_e2221 < _e2222);
                            uint _e2224 = l_mut_445_;
                            uint _e2225 = l_mut_75_;
                            bool l_603_ = (_e2224 == _e2225);
                            uint _e2227 = l_mut_450_;
                            uint _e2228 = l_mut_90_;
                            bool l_604_ = (_e2227 < _e2228);
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
                                uint _e2240 = l_mut_450_;
                                uint _e2241 = l_mut_90_;
                                uint l_608_ = (_e2240 - _e2241);
                                uint _e2243 = l_mut_445_;
                                uint _e2244 = l_mut_75_;
                                uint l_609_ = (_e2243 - _e2244);
                                uint _e2246 = l_mut_450_;
                                uint _e2247 = l_mut_90_;
                                bool l_610_ = (_e2246 < _e2247);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e2251 = l_mut_445_;
                        uint _e2252 = l_mut_388_;
                        bool l_613_ = (_e2251 < _e2252);
                        uint _e2254 = l_mut_445_;
                        uint _e2255 = l_mut_388_;
                        bool l_614_ = (_e2254 == _e2255);
                        uint _e2257 = l_mut_450_;
                        uint _e2258 = l_mut_394_;
                        bool l_615_ = (_e2257 < _e2258);
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
                            uint _e2269 = l_mut_450_;
                            l_mut_394_ = _e2269;
                            uint _e2270 = l_mut_445_;
                            l_mut_388_ = _e2270;
                        }
                    }
                }
                uint _e2271 = l_mut_388_;
                bool l_618_ = (_e2271 < l_344_);
                uint _e2273 = l_mut_388_;
                bool l_619_ = (_e2273 == l_344_);
                uint _e2275 = l_mut_394_;
                bool l_620_ = (_e2275 < l_340_);
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
            uint _e2290 = l_mut_40_;
            bool l_626_ = (_e2290 > 0u);
            if (l_626_) {
                uint _e2293 = l_mut_40_;
                bool l_627_ = (_e2293 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        while(true) {
            bool _e2298 = l_mut_357_;
            bool l_629_ = !(_e2298);
            if (l_629_) {
                break;
            }
            uint _e2300 = l_mut_145_;
            uint _e2301 = l_mut_269_;
            bool l_630_ = (_e2300 < _e2301);
            uint _e2303 = l_mut_145_;
            uint _e2304 = l_mut_269_;
            bool l_631_ = (_e2303 == _e2304);
            uint _e2306 = l_mut_151_;
            uint _e2307 = l_mut_275_;
            bool l_632_ = (_e2306 < _e2307);
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
                uint _e2318 = l_mut_102_;
                uint l_635_ = (l_4_ - _e2318);
                uint _e2320 = l_mut_96_;
                uint l_636_ = (l_635_ / _e2320);
                l_mut_450_ = 0u;
                l_mut_637_ = false;
                uint _e2324 = l_mut_219_;
                l_mut_445_ = _e2324;
                uint _e2325 = l_mut_213_;
                l_mut_444_ = _e2325;
                if (false) {
                    uint _e2328 = l_mut_213_;
                    uint l_640_ = (_e2328 >> 3u);
                    l_mut_445_ = l_640_;
                    l_mut_444_ = 0u;
                } else {
                    if (true) {
                        uint _e2332 = l_mut_219_;
                        l_mut_441_ = _e2332;
                        if (true) {
                            uint _e2334 = l_mut_219_;
                            uint l_643_ = (_e2334 >> 3u);
                            uint _e2337 = l_mut_213_;
                            uint l_644_ = (_e2337 << 29u);
                            uint l_645_ = (l_643_ | l_644_);
                            l_mut_441_ = l_645_;
                        }
                        uint _e2341 = l_mut_213_;
                        uint l_646_ = (_e2341 >> 3u);
                        uint _e2344 = l_mut_441_;
                        l_mut_445_ = _e2344;
                        l_mut_444_ = l_646_;
                    }
                }
                uint _e2345 = l_mut_444_;
                uint _e2346 = l_mut_269_;
                bool l_647_ = (_e2345 < _e2346);
                uint _e2348 = l_mut_444_;
                uint _e2349 = l_mut_269_;
                bool l_648_ = (_e2348 == _e2349);
                uint _e2351 = l_mut_445_;
                uint _e2352 = l_mut_275_;
                bool l_649_ = (_e2351 < _e2352);
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
                uint _e2364 = l_mut_275_;
                uint _e2365 = l_mut_269_;
                uint l_653_ = (_e2364 | _e2365);
                bool l_654_ = (l_653_ == 0u);
                if (l_654_) {
                    l_mut_450_ = l_636_;
                } else {
                    bool _e2369 = l_mut_637_;
                    if (_e2369) {
                        uint _e2370 = l_mut_269_;
                        uint _e2371 = l_mut_213_;
                        bool l_655_ = (_e2370 < _e2371);
                        uint _e2373 = l_mut_269_;
                        uint _e2374 = l_mut_213_;
                        bool l_656_ = (_e2373 == _e2374);
                        uint _e2376 = l_mut_275_;
                        uint _e2377 = l_mut_219_;
                        bool l_657_ = (_e2376 < _e2377);
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
                            uint _e2388 = l_mut_219_;
                            uint l_660_ = (_e2388 - 1u);
                            uint _e2391 = l_mut_213_;
                            uint l_661_ = (_e2391 - 0u);
                            uint _e2394 = l_mut_219_;
                            bool l_662_ = (_e2394 < 1u);
                            uint l_663_ = uint(l_662_);
                            uint l_664_ = (l_661_ - l_663_);
                            l_mut_445_ = l_660_;
                            l_mut_444_ = l_664_;
                            l_mut_441_ = 0u;
                            l_mut_665_ = 0u;
                            bool loop_init_2 = true;
                            while(true) {
                                if (!loop_init_2) {
                                    uint _e2487 = l_mut_665_;
                                    l_mut_665_ = (_e2487 + 1u);
                                }
                                loop_init_2 = false;
                                uint _e2402 = l_mut_665_;
                                if ((_e2402 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2406 = l_mut_665_;
                                    uint l_666_ = (19u - _e2406);
                                    uint _e2408 = l_mut_445_;
                                    l_mut_440_ = _e2408;
                                    uint _e2409 = l_mut_444_;
                                    l_mut_439_ = _e2409;
                                    bool l_667_ = (l_666_ >= 32u);
                                    if (l_667_) {
                                        uint l_668_ = (l_666_ & 31u);
                                        uint _e2414 = l_mut_444_;
                                        uint l_669_ = (_e2414 >> l_668_);
                                        l_mut_440_ = l_669_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_670_ = (l_666_ > 0u);
                                        if (l_670_) {
                                            uint _e2419 = l_mut_445_;
                                            l_mut_428_ = _e2419;
                                            bool l_671_ = (l_666_ > 0u);
                                            if (l_671_) {
                                                uint _e2422 = l_mut_445_;
                                                uint l_672_ = (_e2422 >> l_666_);
                                                uint l_673_ = (32u - l_666_);
                                                uint _e2426 = l_mut_444_;
                                                uint l_674_ = (_e2426 << l_673_);
                                                uint l_675_ = (l_672_ | l_674_);
                                                l_mut_428_ = l_675_;
                                            }
                                            uint _e2429 = l_mut_444_;
                                            uint l_676_ = (_e2429 >> l_666_);
                                            uint _e2431 = l_mut_428_;
                                            l_mut_440_ = _e2431;
                                            l_mut_439_ = l_676_;
                                        }
                                    }
                                    uint _e2432 = l_mut_439_;
                                    uint _e2433 = l_mut_269_;
                                    bool l_677_ = (_e2432 < _e2433);
                                    uint _e2435 = l_mut_439_;
                                    uint _e2436 = l_mut_269_;
                                    bool l_678_ = (_e2435 == _e2436);
                                    uint _e2438 = l_mut_440_;
                                    uint _e2439 = l_mut_275_;
                                    bool l_679_ = (_e2438 < _e2439);
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
                                        uint _e2451 = l_mut_275_;
                                        l_mut_440_ = _e2451;
                                        uint _e2452 = l_mut_269_;
                                        l_mut_439_ = _e2452;
                                        bool l_683_ = (l_666_ >= 32u);
                                        if (l_683_) {
                                            uint l_684_ = (l_666_ & 31u);
                                            uint _e2457 = l_mut_275_;
                                            uint l_685_ = (_e2457 << l_684_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_685_;
                                        } else {
                                            bool l_686_ = (l_666_ > 0u);
                                            if (l_686_) {
                                                uint _e2462 = l_mut_275_;
                                                uint l_687_ = (_e2462 << l_666_);
                                                uint _e2464 = l_mut_269_;
                                                uint l_688_ = (_e2464 << l_666_);
                                                uint l_689_ = (32u - l_666_);
                                                uint _e2468 = l_mut_275_;
                                                uint l_690_ = (_e2468 >> l_689_);
                                                uint l_691_ = (l_688_ | l_690_);
                                                l_mut_440_ = l_687_;
                                                l_mut_439_ = l_691_;
                                            }
                                        }
                                        uint _e2471 = l_mut_445_;
                                        uint _e2472 = l_mut_440_;
                                        uint l_692_ = (_e2471 - _e2472);
                                        uint _e2474 = l_mut_444_;
                                        uint _e2475 = l_mut_439_;
                                        uint l_693_ = (_e2474 - _e2475);
                                        uint _e2477 = l_mut_445_;
                                        uint _e2478 = l_mut_440_;
                                        bool l_694_ = (_e2477 < _e2478);
                                        uint l_695_ = uint(l_694_);
                                        uint l_696_ = (l_693_ - l_695_);
                                        l_mut_445_ = l_692_;
                                        l_mut_444_ = l_696_;
                                        uint l_697_ = (1u << l_666_);
                                        uint _e2484 = l_mut_441_;
                                        l_mut_441_ = (_e2484 | l_697_);
                                    }
                                }
                            }
                            uint _e2489 = l_mut_441_;
                            uint l_698_ = min(_e2489, l_636_);
                            l_mut_441_ = l_698_;
                            uint _e2491 = l_mut_444_;
                            uint _e2492 = l_mut_269_;
                            bool l_699_ = (_e2491 < _e2492);
                            uint _e2494 = l_mut_444_;
                            uint _e2495 = l_mut_269_;
                            bool l_700_ = (_e2494 == _e2495);
                            uint _e2497 = l_mut_445_;
                            uint _e2498 = l_mut_275_;
                            bool l_701_ = (_e2497 < _e2498);
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
                            uint _e2510 = l_mut_441_;
                            l_mut_450_ = _e2510;
                        }
                    } else {
                        uint _e2511 = l_mut_219_;
                        l_mut_445_ = _e2511;
                        uint _e2512 = l_mut_213_;
                        l_mut_444_ = _e2512;
                        while(true) {
                            uint _e2513 = l_mut_269_;
                            uint _e2514 = l_mut_444_;
                            bool l_705_ = (_e2513 < _e2514);
                            uint _e2516 = l_mut_269_;
                            uint _e2517 = l_mut_444_;
                            bool l_706_ = (_e2516 == _e2517);
                            uint _e2519 = l_mut_275_;
                            uint _e2520 = l_mut_445_;
                            bool l_707_ = (_e2519 < _e2520);
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
                            uint _e2531 = l_mut_450_;
                            uint _e2532 = l_mut_96_;
                            uint l_710_ = (_e2531 * _e2532);
                            uint _e2534 = l_mut_102_;
                            uint l_711_ = (_e2534 + l_710_);
                            uint _e2536 = l_mut_96_;
                            uint l_712_ = (l_711_ + _e2536);
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
                            uint _e2544 = l_mut_445_;
                            uint _e2545 = l_mut_275_;
                            uint l_716_ = (_e2544 - _e2545);
                            uint _e2547 = l_mut_444_;
                            uint _e2548 = l_mut_269_;
                            uint l_717_ = (_e2547 - _e2548);
                            uint _e2550 = l_mut_445_;
                            uint _e2551 = l_mut_275_;
                            bool l_718_ = (_e2550 < _e2551);
                            uint l_719_ = uint(l_718_);
                            uint l_720_ = (l_717_ - l_719_);
                            l_mut_445_ = l_716_;
                            l_mut_444_ = l_720_;
                            uint _e2555 = l_mut_450_;
                            l_mut_450_ = (_e2555 + 1u);
                        }
                    }
                }
                uint _e2558 = l_mut_450_;
                uint _e2559 = l_mut_96_;
                uint l_721_ = (_e2558 * _e2559);
                uint _e2561 = l_mut_102_;
                uint l_722_ = (_e2561 + l_721_);
                uint _e2563 = l_mut_96_;
                uint l_723_ = (l_722_ + _e2563);
                bool l_724_ = (l_723_ >= l_4_);
                if (l_724_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e2568 = l_mut_275_;
                    uint _e2569 = l_mut_450_;
                    uint l_725_ = (_e2568 * _e2569);
                    uint _e2571 = l_mut_275_;
                    uint l_2962_ = (_e2571 & 65535u);
                    uint _e2574 = l_mut_275_;
                    uint l_2963_ = (_e2574 >> 16u);
                    uint l_2964_ = (l_2963_ & 65535u);
                    uint _e2579 = l_mut_450_;
                    uint l_2965_ = (_e2579 & 65535u);
                    uint _e2582 = l_mut_450_;
                    uint l_2966_ = (_e2582 >> 16u);
                    uint l_2967_ = (l_2966_ & 65535u);
                    uint l_2968_ = (l_2962_ * l_2965_);
                    uint l_2969_ = (l_2964_ * l_2965_);
                    uint l_2970_ = (l_2962_ * l_2967_);
                    uint l_2971_ = (l_2964_ * l_2967_);
                    uint l_2972_ = (l_2968_ >> 16u);
                    uint l_2973_ = (l_2972_ & 65535u);
                    uint l_2974_ = (l_2969_ & 65535u);
                    uint l_2975_ = (l_2973_ + l_2974_);
                    uint l_2976_ = (l_2970_ & 65535u);
                    uint l_2977_ = (l_2975_ + l_2976_);
                    uint l_2978_ = (l_2969_ >> 16u);
                    uint l_2979_ = (l_2978_ & 65535u);
                    uint l_2980_ = (l_2971_ + l_2979_);
                    uint l_2981_ = (l_2970_ >> 16u);
                    uint l_2982_ = (l_2981_ & 65535u);
                    uint l_2983_ = (l_2980_ + l_2982_);
                    uint l_2984_ = (l_2977_ >> 16u);
                    uint l_2985_ = (l_2984_ & 65535u);
                    uint l_726_ = (l_2983_ + l_2985_);
                    uint _e2616 = l_mut_269_;
                    uint _e2617 = l_mut_450_;
                    uint l_727_ = (_e2616 * _e2617);
                    uint l_728_ = (l_726_ + l_727_);
                    uint _e2620 = l_mut_219_;
                    uint l_729_ = (_e2620 - l_725_);
                    uint _e2622 = l_mut_213_;
                    uint l_730_ = (_e2622 - l_728_);
                    uint _e2624 = l_mut_219_;
                    bool l_731_ = (_e2624 < l_725_);
                    uint l_732_ = uint(l_731_);
                    uint l_733_ = (l_730_ - l_732_);
                    l_mut_219_ = l_729_;
                    l_mut_213_ = l_733_;
                    uint _e2628 = l_mut_450_;
                    uint _e2629 = l_mut_96_;
                    uint l_734_ = (_e2628 * _e2629);
                    uint _e2631 = l_mut_102_;
                    l_mut_102_ = (_e2631 + l_734_);
                    uint _e2633 = l_mut_275_;
                    uint _e2634 = l_mut_219_;
                    uint l_735_ = (_e2633 - _e2634);
                    uint _e2636 = l_mut_269_;
                    uint _e2637 = l_mut_213_;
                    uint l_736_ = (_e2636 - _e2637);
                    uint _e2639 = l_mut_275_;
                    uint _e2640 = l_mut_219_;
                    bool l_737_ = (_e2639 < _e2640);
                    uint l_738_ = uint(l_737_);
                    uint l_739_ = (l_736_ - l_738_);
                    l_mut_275_ = l_735_;
                    l_mut_269_ = l_739_;
                    uint _e2644 = l_mut_96_;
                    uint _e2645 = l_mut_102_;
                    l_mut_96_ = (_e2644 + _e2645);
                }
            } else {
                uint _e2647 = l_mut_151_;
                uint _e2648 = l_mut_275_;
                uint l_740_ = (_e2647 - _e2648);
                uint _e2650 = l_mut_145_;
                uint _e2651 = l_mut_269_;
                uint l_741_ = (_e2650 - _e2651);
                uint _e2653 = l_mut_151_;
                uint _e2654 = l_mut_275_;
                bool l_742_ = (_e2653 < _e2654);
                uint l_743_ = uint(l_742_);
                uint l_744_ = (l_741_ - l_743_);
                l_mut_151_ = l_740_;
                l_mut_145_ = l_744_;
                uint _e2658 = l_mut_145_;
                bool l_745_ = (_e2658 < l_344_);
                uint _e2660 = l_mut_145_;
                bool l_746_ = (_e2660 == l_344_);
                uint _e2662 = l_mut_151_;
                bool l_747_ = (_e2662 < l_340_);
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
                    uint _e2674 = l_mut_96_;
                    uint l_750_ = (l_4_ - _e2674);
                    uint _e2676 = l_mut_102_;
                    uint l_751_ = (l_750_ / _e2676);
                    l_mut_450_ = 0u;
                    l_mut_637_ = false;
                    uint _e2680 = l_mut_275_;
                    l_mut_445_ = _e2680;
                    uint _e2681 = l_mut_269_;
                    l_mut_444_ = _e2681;
                    if (false) {
                        uint _e2684 = l_mut_269_;
                        uint l_754_ = (_e2684 >> 3u);
                        l_mut_445_ = l_754_;
                        l_mut_444_ = 0u;
                    } else {
                        if (true) {
                            uint _e2688 = l_mut_275_;
                            l_mut_441_ = _e2688;
                            if (true) {
                                uint _e2690 = l_mut_275_;
                                uint l_757_ = (_e2690 >> 3u);
                                uint _e2693 = l_mut_269_;
                                uint l_758_ = (_e2693 << 29u);
                                uint l_759_ = (l_757_ | l_758_);
                                l_mut_441_ = l_759_;
                            }
                            uint _e2697 = l_mut_269_;
                            uint l_760_ = (_e2697 >> 3u);
                            uint _e2700 = l_mut_441_;
                            l_mut_445_ = _e2700;
                            l_mut_444_ = l_760_;
                        }
                    }
                    uint _e2701 = l_mut_444_;
                    uint _e2702 = l_mut_213_;
                    bool l_761_ = (_e2701 < _e2702);
                    uint _e2704 = l_mut_444_;
                    uint _e2705 = l_mut_213_;
                    bool l_762_ = (_e2704 == _e2705);
                    uint _e2707 = l_mut_445_;
                    uint _e2708 = l_mut_219_;
                    bool l_763_ = (_e2707 < _e2708);
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
                    uint _e2720 = l_mut_219_;
                    uint _e2721 = l_mut_213_;
                    uint l_767_ = (_e2720 | _e2721);
                    bool l_768_ = (l_767_ == 0u);
                    if (l_768_) {
                        l_mut_450_ = l_751_;
                    } else {
                        bool _e2725 = l_mut_637_;
                        if (_e2725) {
                            uint _e2726 = l_mut_213_;
                            uint _e2727 = l_mut_269_;
                            bool l_769_ = (_e2726 < _e2727);
                            uint _e2729 = l_mut_213_;
                            uint _e2730 = l_mut_269_;
                            bool l_770_ = (_e2729 == _e2730);
                            uint _e2732 = l_mut_219_;
                            uint _e2733 = l_mut_275_;
                            bool l_771_ = (_e2732 < _e2733);
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
                                uint _e2744 = l_mut_275_;
                                uint l_774_ = (_e2744 - 1u);
                                uint _e2747 = l_mut_269_;
                                uint l_775_ = (_e2747 - 0u);
                                uint _e2750 = l_mut_275_;
                                bool l_776_ = (_e2750 < 1u);
                                uint l_777_ = uint(l_776_);
                                uint l_778_ = (l_775_ - l_777_);
                                l_mut_445_ = l_774_;
                                l_mut_444_ = l_778_;
                                l_mut_441_ = 0u;
                                l_mut_779_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2843 = l_mut_779_;
                                        l_mut_779_ = (_e2843 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2758 = l_mut_779_;
                                    if ((_e2758 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2762 = l_mut_779_;
                                        uint l_780_ = (19u - _e2762);
                                        uint _e2764 = l_mut_445_;
                                        l_mut_440_ = _e2764;
                                        uint _e2765 = l_mut_444_;
                                        l_mut_439_ = _e2765;
                                        bool l_781_ = (l_780_ >= 32u);
                                        if (l_781_) {
                                            uint l_782_ = (l_780_ & 31u);
                                            uint _e2770 = l_mut_444_;
                                            uint l_783_ = (_e2770 >> l_782_);
                                            l_mut_440_ = l_783_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_784_ = (l_780_ > 0u);
                                            if (l_784_) {
                                                uint _e2775 = l_mut_445_;
                                                l_mut_428_ = _e2775;
                                                bool l_785_ = (l_780_ > 0u);
                                                if (l_785_) {
                                                    uint _e2778 = l_mut_445_;
                                                    uint l_786_ = (_e2778 >> l_780_);
                                                    uint l_787_ = (32u - l_780_);
                                                    uint _e2782 = l_mut_444_;
                                                    uint l_788_ = (_e2782 << l_787_);
                                                    uint l_789_ = (l_786_ | l_788_);
                                                    l_mut_428_ = l_789_;
                                                }
                                                uint _e2785 = l_mut_444_;
                                                uint l_790_ = (_e2785 >> l_780_);
                                                uint _e2787 = l_mut_428_;
                                                l_mut_440_ = _e2787;
                                                l_mut_439_ = l_790_;
                                            }
                                        }
                                        uint _e2788 = l_mut_439_;
                                        uint _e2789 = l_mut_213_;
                                        bool l_791_ = (_e2788 < _e2789);
                                        uint _e2791 = l_mut_439_;
                                        uint _e2792 = l_mut_213_;
                                        bool l_792_ = (_e2791 == _e2792);
                                        uint _e2794 = l_mut_440_;
                                        uint _e2795 = l_mut_219_;
                                        bool l_793_ = (_e2794 < _e2795);
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
                                            uint _e2807 = l_mut_219_;
                                            l_mut_440_ = _e2807;
                                            uint _e2808 = l_mut_213_;
                                            l_mut_439_ = _e2808;
                                            bool l_797_ = (l_780_ >= 32u);
                                            if (l_797_) {
                                                uint l_798_ = (l_780_ & 31u);
                                                uint _e2813 = l_mut_219_;
                                                uint l_799_ = (_e2813 << l_798_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_799_;
                                            } else {
                                                bool l_800_ = (l_780_ > 0u);
                                                if (l_800_) {
                                                    uint _e2818 = l_mut_219_;
                                                    uint l_801_ = (_e2818 << l_780_);
                                                    uint _e2820 = l_mut_213_;
                                                    uint l_802_ = (_e2820 << l_780_);
                                                    uint l_803_ = (32u - l_780_);
                                                    uint _e2824 = l_mut_219_;
                                                    uint l_804_ = (_e2824 >> l_803_);
                                                    uint l_805_ = (l_802_ | l_804_);
                                                    l_mut_440_ = l_801_;
                                                    l_mut_439_ = l_805_;
                                                }
                                            }
                                            uint _e2827 = l_mut_445_;
                                            uint _e2828 = l_mut_440_;
                                            uint l_806_ = (_e2827 - _e2828);
                                            uint _e2830 = l_mut_444_;
                                            uint _e2831 = l_mut_439_;
                                            uint l_807_ = (_e2830 - _e2831);
                                            uint _e2833 = l_mut_445_;
                                            uint _e2834 = l_mut_440_;
                                            bool l_808_ = (_e2833 < _e2834);
                                            uint l_809_ = uint(l_808_);
                                            uint l_810_ = (l_807_ - l_809_);
                                            l_mut_445_ = l_806_;
                                            l_mut_444_ = l_810_;
                                            uint l_811_ = (1u << l_780_);
                                            uint _e2840 = l_mut_441_;
                                            l_mut_441_ = (_e2840 | l_811_);
                                        }
                                    }
                                }
                                uint _e2845 = l_mut_441_;
                                uint l_812_ = min(_e2845, l_751_);
                                l_mut_441_ = l_812_;
                                uint _e2847 = l_mut_444_;
                                uint _e2848 = l_mut_213_;
                                bool l_813_ = (_e2847 < _e2848);
                                uint _e2850 = l_mut_444_;
                                uint _e2851 = l_mut_213_;
                                bool l_814_ = (_e2850 == _e2851);
                                uint _e2853 = l_mut_445_;
                                uint _e2854 = l_mut_219_;
                                bool l_815_ = (_e2853 < _e2854);
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
                                uint _e2866 = l_mut_441_;
                                l_mut_450_ = _e2866;
                            }
                        } else {
                            uint _e2867 = l_mut_275_;
                            l_mut_445_ = _e2867;
                            uint _e2868 = l_mut_269_;
                            l_mut_444_ = _e2868;
                            while(true) {
                                uint _e2869 = l_mut_213_;
                                uint _e2870 = l_mut_444_;
                                bool l_819_ = (_e2869 < _e2870);
                                uint _e2872 = l_mut_213_;
                                uint _e2873 = l_mut_444_;
                                bool l_820_ = (_e2872 == _e2873);
                                uint _e2875 = l_mut_219_;
                                uint _e2876 = l_mut_445_;
                                bool l_821_ = (_e2875 < _e2876);
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
                                uint _e2887 = l_mut_450_;
                                uint _e2888 = l_mut_102_;
                                uint l_824_ = (_e2887 * _e2888);
                                uint _e2890 = l_mut_96_;
                                uint l_825_ = (_e2890 + l_824_);
                                uint _e2892 = l_mut_102_;
                                uint l_826_ = (l_825_ + _e2892);
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
                                uint _e2900 = l_mut_445_;
                                uint _e2901 = l_mut_219_;
                                uint l_830_ = (_e2900 - _e2901);
                                uint _e2903 = l_mut_444_;
                                uint _e2904 = l_mut_213_;
                                uint l_831_ = (_e2903 - _e2904);
                                uint _e2906 = l_mut_445_;
                                uint _e2907 = l_mut_219_;
                                bool l_832_ = (_e2906 < _e2907);
                                uint l_833_ = uint(l_832_);
                                uint l_834_ = (l_831_ - l_833_);
                                l_mut_445_ = l_830_;
                                l_mut_444_ = l_834_;
                                uint _e2911 = l_mut_450_;
                                l_mut_450_ = (_e2911 + 1u);
                            }
                        }
                    }
                    uint _e2914 = l_mut_102_;
                    uint _e2915 = l_mut_96_;
                    uint l_835_ = (_e2914 + _e2915);
                    uint _e2917 = l_mut_450_;
                    uint _e2918 = l_mut_102_;
                    uint l_836_ = (_e2917 * _e2918);
                    uint l_837_ = (l_835_ + l_836_);
                    bool l_838_ = (l_837_ >= l_4_);
                    if (l_838_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2924 = l_mut_219_;
                        uint _e2925 = l_mut_450_;
                        uint l_839_ = (_e2924 * _e2925);
                        uint _e2927 = l_mut_219_;
                        uint l_2987_ = (_e2927 & 65535u);
                        uint _e2930 = l_mut_219_;
                        uint l_2988_ = (_e2930 >> 16u);
                        uint l_2989_ = (l_2988_ & 65535u);
                        uint _e2935 = l_mut_450_;
                        uint l_2990_ = (_e2935 & 65535u);
                        uint _e2938 = l_mut_450_;
                        uint l_2991_ = (_e2938 >> 16u);
                        uint l_2992_ = (l_2991_ & 65535u);
                        uint l_2993_ = (l_2987_ * l_2990_);
                        uint l_2994_ = (l_2989_ * l_2990_);
                        uint l_2995_ = (l_2987_ * l_2992_);
                        uint l_2996_ = (l_2989_ * l_2992_);
                        uint l_2997_ = (l_2993_ >> 16u);
                        uint l_2998_ = (l_2997_ & 65535u);
                        uint l_2999_ = (l_2994_ & 65535u);
                        uint l_3000_ = (l_2998_ + l_2999_);
                        uint l_3001_ = (l_2995_ & 65535u);
                        uint l_3002_ = (l_3000_ + l_3001_);
                        uint l_3003_ = (l_2994_ >> 16u);
                        uint l_3004_ = (l_3003_ & 65535u);
                        uint l_3005_ = (l_2996_ + l_3004_);
                        uint l_3006_ = (l_2995_ >> 16u);
                        uint l_3007_ = (l_3006_ & 65535u);
                        uint l_3008_ = (l_3005_ + l_3007_);
                        uint l_3009_ = (l_3002_ >> 16u);
                        uint l_3010_ = (l_3009_ & 65535u);
                        uint l_840_ = (l_3008_ + l_3010_);
                        uint _e2972 = l_mut_213_;
                        uint _e2973 = l_mut_450_;
                        uint l_841_ = (_e2972 * _e2973);
                        uint l_842_ = (l_840_ + l_841_);
                        uint _e2976 = l_mut_275_;
                        uint l_843_ = (_e2976 - l_839_);
                        uint _e2978 = l_mut_269_;
                        uint l_844_ = (_e2978 - l_842_);
                        uint _e2980 = l_mut_275_;
                        bool l_845_ = (_e2980 < l_839_);
                        uint l_846_ = uint(l_845_);
                        uint l_847_ = (l_844_ - l_846_);
                        l_mut_275_ = l_843_;
                        l_mut_269_ = l_847_;
                        uint _e2984 = l_mut_450_;
                        uint _e2985 = l_mut_102_;
                        uint l_848_ = (_e2984 * _e2985);
                        uint _e2987 = l_mut_96_;
                        l_mut_96_ = (_e2987 + l_848_);
                        uint _e2989 = l_mut_219_;
                        uint _e2990 = l_mut_275_;
                        uint l_849_ = (_e2989 - _e2990);
                        uint _e2992 = l_mut_213_;
                        uint _e2993 = l_mut_269_;
                        uint l_850_ = (_e2992 - _e2993);
                        uint _e2995 = l_mut_219_;
                        uint _e2996 = l_mut_275_;
                        bool l_851_ = (_e2995 < _e2996);
                        uint l_852_ = uint(l_851_);
                        uint l_853_ = (l_850_ - l_852_);
                        l_mut_219_ = l_849_;
                        l_mut_213_ = l_853_;
                        uint _e3000 = l_mut_102_;
                        uint _e3001 = l_mut_96_;
                        l_mut_102_ = (_e3000 + _e3001);
                    }
                }
            }
        }
        bool _e3003 = l_mut_350_;
        bool l_854_ = !(_e3003);
        if (l_854_) {
            uint l_3012_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3013_ = (l_3012_ * 1u);
            uint l_3014_ = (l_3013_ - 1u);
            uint l_3015_ = min(0u, l_3014_);
            uint _e3018 = atomicAdd(_group_0_binding_5_cs[l_3015_], 1u);
            uint l_857_ = (l_4_ / 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            bool loop_init_4 = true;
            while(true) {
                if (!loop_init_4) {
                    uint _e7512 = l_mut_858_;
                    l_mut_858_ = (_e7512 + 1u);
                }
                loop_init_4 = false;
                uint _e3026 = l_mut_858_;
                if ((_e3026 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3029 = l_mut_858_;
                    uint l_859_ = (_e3029 * l_857_);
                    bool l_860_ = (l_859_ < l_56_);
                    uint l_861_ = (l_4_ / 8u);
                    uint _e3034 = l_mut_858_;
                    uint l_862_ = (_e3034 * l_861_);
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
                    uint _e3049 = l_mut_441_;
                    uint l_871_ = (_e3049 * l_863_);
                    uint _e3051 = l_mut_440_;
                    uint l_872_ = (_e3051 * l_863_);
                    uint _e3053 = l_mut_441_;
                    uint l_3017_ = (_e3053 & 65535u);
                    uint _e3056 = l_mut_441_;
                    uint l_3018_ = (_e3056 >> 16u);
                    uint l_3019_ = (l_3018_ & 65535u);
                    uint l_3020_ = (l_863_ & 65535u);
                    uint l_3021_ = (l_863_ >> 16u);
                    uint l_3022_ = (l_3021_ & 65535u);
                    uint l_3023_ = (l_3017_ * l_3020_);
                    uint l_3024_ = (l_3019_ * l_3020_);
                    uint l_3025_ = (l_3017_ * l_3022_);
                    uint l_3026_ = (l_3019_ * l_3022_);
                    uint l_3027_ = (l_3023_ >> 16u);
                    uint l_3028_ = (l_3027_ & 65535u);
                    uint l_3029_ = (l_3024_ & 65535u);
                    uint l_3030_ = (l_3028_ + l_3029_);
                    uint l_3031_ = (l_3025_ & 65535u);
                    uint l_3032_ = (l_3030_ + l_3031_);
                    uint l_3033_ = (l_3024_ >> 16u);
                    uint l_3034_ = (l_3033_ & 65535u);
                    uint l_3035_ = (l_3026_ + l_3034_);
                    uint l_3036_ = (l_3025_ >> 16u);
                    uint l_3037_ = (l_3036_ & 65535u);
                    uint l_3038_ = (l_3035_ + l_3037_);
                    uint l_3039_ = (l_3032_ >> 16u);
                    uint l_3040_ = (l_3039_ & 65535u);
                    uint l_873_ = (l_3038_ + l_3040_);
                    uint l_874_ = (l_873_ + l_872_);
                    uint _e3097 = l_mut_440_;
                    uint l_3042_ = (_e3097 & 65535u);
                    uint _e3100 = l_mut_440_;
                    uint l_3043_ = (_e3100 >> 16u);
                    uint l_3044_ = (l_3043_ & 65535u);
                    uint l_3045_ = (l_863_ & 65535u);
                    uint l_3046_ = (l_863_ >> 16u);
                    uint l_3047_ = (l_3046_ & 65535u);
                    uint l_3048_ = (l_3042_ * l_3045_);
                    uint l_3049_ = (l_3044_ * l_3045_);
                    uint l_3050_ = (l_3042_ * l_3047_);
                    uint l_3051_ = (l_3044_ * l_3047_);
                    uint l_3052_ = (l_3048_ >> 16u);
                    uint l_3053_ = (l_3052_ & 65535u);
                    uint l_3054_ = (l_3049_ & 65535u);
                    uint l_3055_ = (l_3053_ + l_3054_);
                    uint l_3056_ = (l_3050_ & 65535u);
                    uint l_3057_ = (l_3055_ + l_3056_);
                    uint l_3058_ = (l_3049_ >> 16u);
                    uint l_3059_ = (l_3058_ & 65535u);
                    uint l_3060_ = (l_3051_ + l_3059_);
                    uint l_3061_ = (l_3050_ >> 16u);
                    uint l_3062_ = (l_3061_ & 65535u);
                    uint l_3063_ = (l_3060_ + l_3062_);
                    uint l_3064_ = (l_3057_ >> 16u);
                    uint l_3065_ = (l_3064_ & 65535u);
                    uint l_875_ = (l_3063_ + l_3065_);
                    bool l_876_ = (l_874_ < l_872_);
                    uint l_877_ = uint(l_876_);
                    uint l_878_ = (l_875_ + l_877_);
                    uint l_879_ = (l_9_ % 32u);
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
                    uint _e3159 = l_mut_439_;
                    l_mut_421_ = _e3159;
                    uint _e3160 = l_mut_428_;
                    l_mut_439_ = _e3160;
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
                            uint _e3174 = l_mut_428_;
                            l_mut_421_ = _e3174;
                            l_mut_439_ = l_897_;
                        }
                    }
                    uint _e3175 = l_mut_421_;
                    l_mut_441_ = _e3175;
                    uint _e3176 = l_mut_439_;
                    l_mut_440_ = _e3176;
                    if (l_865_) {
                        uint _e3178 = l_mut_441_;
                        uint l_898_ = (0u - _e3178);
                        uint _e3181 = l_mut_440_;
                        uint l_899_ = (0u - _e3181);
                        uint _e3184 = l_mut_441_;
                        bool l_900_ = (0u < _e3184);
                        uint l_901_ = uint(l_900_);
                        uint l_902_ = (l_899_ - l_901_);
                        l_mut_441_ = l_898_;
                        l_mut_440_ = l_902_;
                    }
                    uint _e3188 = l_mut_441_;
                    uint l_903_ = (l_59_ + _e3188);
                    uint _e3190 = l_mut_440_;
                    uint l_904_ = (l_62_ + _e3190);
                    bool l_905_ = (l_903_ < l_59_);
                    uint l_906_ = uint(l_905_);
                    uint l_907_ = (l_904_ + l_906_);
                    uint l_908_ = (l_59_ * l_862_);
                    uint l_3067_ = (l_59_ & 65535u);
                    uint l_3068_ = (l_59_ >> 16u);
                    uint l_3069_ = (l_3068_ & 65535u);
                    uint l_3070_ = (l_862_ & 65535u);
                    uint l_3071_ = (l_862_ >> 16u);
                    uint l_3072_ = (l_3071_ & 65535u);
                    uint l_3073_ = (l_3067_ * l_3070_);
                    uint l_3074_ = (l_3069_ * l_3070_);
                    uint l_3075_ = (l_3067_ * l_3072_);
                    uint l_3076_ = (l_3069_ * l_3072_);
                    uint l_3077_ = (l_3073_ >> 16u);
                    uint l_3078_ = (l_3077_ & 65535u);
                    uint l_3079_ = (l_3074_ & 65535u);
                    uint l_3080_ = (l_3078_ + l_3079_);
                    uint l_3081_ = (l_3075_ & 65535u);
                    uint l_3082_ = (l_3080_ + l_3081_);
                    uint l_3083_ = (l_3074_ >> 16u);
                    uint l_3084_ = (l_3083_ & 65535u);
                    uint l_3085_ = (l_3076_ + l_3084_);
                    uint l_3086_ = (l_3075_ >> 16u);
                    uint l_3087_ = (l_3086_ & 65535u);
                    uint l_3088_ = (l_3085_ + l_3087_);
                    uint l_3089_ = (l_3082_ >> 16u);
                    uint l_3090_ = (l_3089_ & 65535u);
                    uint l_909_ = (l_3088_ + l_3090_);
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
                        uint _e3261 = l_mut_439_;
                        uint l_926_ = (_e3261 * l_918_);
                        uint _e3263 = l_mut_428_;
                        uint l_927_ = (_e3263 * l_918_);
                        uint _e3265 = l_mut_439_;
                        uint l_3092_ = (_e3265 & 65535u);
                        uint _e3268 = l_mut_439_;
                        uint l_3093_ = (_e3268 >> 16u);
                        uint l_3094_ = (l_3093_ & 65535u);
                        uint l_3095_ = (l_918_ & 65535u);
                        uint l_3096_ = (l_918_ >> 16u);
                        uint l_3097_ = (l_3096_ & 65535u);
                        uint l_3098_ = (l_3092_ * l_3095_);
                        uint l_3099_ = (l_3094_ * l_3095_);
                        uint l_3100_ = (l_3092_ * l_3097_);
                        uint l_3101_ = (l_3094_ * l_3097_);
                        uint l_3102_ = (l_3098_ >> 16u);
                        uint l_3103_ = (l_3102_ & 65535u);
                        uint l_3104_ = (l_3099_ & 65535u);
                        uint l_3105_ = (l_3103_ + l_3104_);
                        uint l_3106_ = (l_3100_ & 65535u);
                        uint l_3107_ = (l_3105_ + l_3106_);
                        uint l_3108_ = (l_3099_ >> 16u);
                        uint l_3109_ = (l_3108_ & 65535u);
                        uint l_3110_ = (l_3101_ + l_3109_);
                        uint l_3111_ = (l_3100_ >> 16u);
                        uint l_3112_ = (l_3111_ & 65535u);
                        uint l_3113_ = (l_3110_ + l_3112_);
                        uint l_3114_ = (l_3107_ >> 16u);
                        uint l_3115_ = (l_3114_ & 65535u);
                        uint l_928_ = (l_3113_ + l_3115_);
                        uint l_929_ = (l_928_ + l_927_);
                        uint _e3309 = l_mut_428_;
                        uint l_3117_ = (_e3309 & 65535u);
                        uint _e3312 = l_mut_428_;
                        uint l_3118_ = (_e3312 >> 16u);
                        uint l_3119_ = (l_3118_ & 65535u);
                        uint l_3120_ = (l_918_ & 65535u);
                        uint l_3121_ = (l_918_ >> 16u);
                        uint l_3122_ = (l_3121_ & 65535u);
                        uint l_3123_ = (l_3117_ * l_3120_);
                        uint l_3124_ = (l_3119_ * l_3120_);
                        uint l_3125_ = (l_3117_ * l_3122_);
                        uint l_3126_ = (l_3119_ * l_3122_);
                        uint l_3127_ = (l_3123_ >> 16u);
                        uint l_3128_ = (l_3127_ & 65535u);
                        uint l_3129_ = (l_3124_ & 65535u);
                        uint l_3130_ = (l_3128_ + l_3129_);
                        uint l_3131_ = (l_3125_ & 65535u);
                        uint l_3132_ = (l_3130_ + l_3131_);
                        uint l_3133_ = (l_3124_ >> 16u);
                        uint l_3134_ = (l_3133_ & 65535u);
                        uint l_3135_ = (l_3126_ + l_3134_);
                        uint l_3136_ = (l_3125_ >> 16u);
                        uint l_3137_ = (l_3136_ & 65535u);
                        uint l_3138_ = (l_3135_ + l_3137_);
                        uint l_3139_ = (l_3132_ >> 16u);
                        uint l_3140_ = (l_3139_ & 65535u);
                        uint l_930_ = (l_3138_ + l_3140_);
                        bool l_931_ = (l_929_ < l_927_);
                        uint l_932_ = uint(l_931_);
                        uint l_933_ = (l_930_ + l_932_);
                        uint l_934_ = (l_9_ % 32u);
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
                        uint _e3371 = l_mut_421_;
                        l_mut_388_ = _e3371;
                        uint _e3372 = l_mut_394_;
                        l_mut_421_ = _e3372;
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
                                uint _e3386 = l_mut_394_;
                                l_mut_388_ = _e3386;
                                l_mut_421_ = l_952_;
                            }
                        }
                        uint _e3387 = l_mut_388_;
                        l_mut_439_ = _e3387;
                        uint _e3388 = l_mut_421_;
                        l_mut_428_ = _e3388;
                        if (l_920_) {
                            uint _e3390 = l_mut_439_;
                            uint l_953_ = (0u - _e3390);
                            uint _e3393 = l_mut_428_;
                            uint l_954_ = (0u - _e3393);
                            uint _e3396 = l_mut_439_;
                            bool l_955_ = (0u < _e3396);
                            uint l_956_ = uint(l_955_);
                            uint l_957_ = (l_954_ - l_956_);
                            l_mut_439_ = l_953_;
                            l_mut_428_ = l_957_;
                        }
                        uint _e3400 = l_mut_439_;
                        l_mut_441_ = _e3400;
                        uint _e3401 = l_mut_428_;
                        l_mut_440_ = _e3401;
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
                        uint _e3414 = l_mut_439_;
                        uint l_965_ = (_e3414 * l_862_);
                        uint _e3416 = l_mut_428_;
                        uint l_966_ = (_e3416 * l_862_);
                        uint _e3418 = l_mut_439_;
                        uint l_3142_ = (_e3418 & 65535u);
                        uint _e3421 = l_mut_439_;
                        uint l_3143_ = (_e3421 >> 16u);
                        uint l_3144_ = (l_3143_ & 65535u);
                        uint l_3145_ = (l_862_ & 65535u);
                        uint l_3146_ = (l_862_ >> 16u);
                        uint l_3147_ = (l_3146_ & 65535u);
                        uint l_3148_ = (l_3142_ * l_3145_);
                        uint l_3149_ = (l_3144_ * l_3145_);
                        uint l_3150_ = (l_3142_ * l_3147_);
                        uint l_3151_ = (l_3144_ * l_3147_);
                        uint l_3152_ = (l_3148_ >> 16u);
                        uint l_3153_ = (l_3152_ & 65535u);
                        uint l_3154_ = (l_3149_ & 65535u);
                        uint l_3155_ = (l_3153_ + l_3154_);
                        uint l_3156_ = (l_3150_ & 65535u);
                        uint l_3157_ = (l_3155_ + l_3156_);
                        uint l_3158_ = (l_3149_ >> 16u);
                        uint l_3159_ = (l_3158_ & 65535u);
                        uint l_3160_ = (l_3151_ + l_3159_);
                        uint l_3161_ = (l_3150_ >> 16u);
                        uint l_3162_ = (l_3161_ & 65535u);
                        uint l_3163_ = (l_3160_ + l_3162_);
                        uint l_3164_ = (l_3157_ >> 16u);
                        uint l_3165_ = (l_3164_ & 65535u);
                        uint l_967_ = (l_3163_ + l_3165_);
                        uint l_968_ = (l_967_ + l_966_);
                        uint _e3462 = l_mut_428_;
                        uint l_3167_ = (_e3462 & 65535u);
                        uint _e3465 = l_mut_428_;
                        uint l_3168_ = (_e3465 >> 16u);
                        uint l_3169_ = (l_3168_ & 65535u);
                        uint l_3170_ = (l_862_ & 65535u);
                        uint l_3171_ = (l_862_ >> 16u);
                        uint l_3172_ = (l_3171_ & 65535u);
                        uint l_3173_ = (l_3167_ * l_3170_);
                        uint l_3174_ = (l_3169_ * l_3170_);
                        uint l_3175_ = (l_3167_ * l_3172_);
                        uint l_3176_ = (l_3169_ * l_3172_);
                        uint l_3177_ = (l_3173_ >> 16u);
                        uint l_3178_ = (l_3177_ & 65535u);
                        uint l_3179_ = (l_3174_ & 65535u);
                        uint l_3180_ = (l_3178_ + l_3179_);
                        uint l_3181_ = (l_3175_ & 65535u);
                        uint l_3182_ = (l_3180_ + l_3181_);
                        uint l_3183_ = (l_3174_ >> 16u);
                        uint l_3184_ = (l_3183_ & 65535u);
                        uint l_3185_ = (l_3176_ + l_3184_);
                        uint l_3186_ = (l_3175_ >> 16u);
                        uint l_3187_ = (l_3186_ & 65535u);
                        uint l_3188_ = (l_3185_ + l_3187_);
                        uint l_3189_ = (l_3182_ >> 16u);
                        uint l_3190_ = (l_3189_ & 65535u);
                        uint l_969_ = (l_3188_ + l_3190_);
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
                        uint _e3523 = l_mut_421_;
                        l_mut_388_ = _e3523;
                        uint _e3524 = l_mut_394_;
                        l_mut_421_ = _e3524;
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
                                uint _e3536 = l_mut_394_;
                                l_mut_388_ = _e3536;
                                l_mut_421_ = l_991_;
                            }
                        }
                        uint _e3537 = l_mut_439_;
                        uint l_992_ = (_e3537 * l_862_);
                        uint _e3539 = l_mut_428_;
                        uint l_993_ = (_e3539 * l_862_);
                        uint _e3541 = l_mut_439_;
                        uint l_3192_ = (_e3541 & 65535u);
                        uint _e3544 = l_mut_439_;
                        uint l_3193_ = (_e3544 >> 16u);
                        uint l_3194_ = (l_3193_ & 65535u);
                        uint l_3195_ = (l_862_ & 65535u);
                        uint l_3196_ = (l_862_ >> 16u);
                        uint l_3197_ = (l_3196_ & 65535u);
                        uint l_3198_ = (l_3192_ * l_3195_);
                        uint l_3199_ = (l_3194_ * l_3195_);
                        uint l_3200_ = (l_3192_ * l_3197_);
                        uint l_3201_ = (l_3194_ * l_3197_);
                        uint l_3202_ = (l_3198_ >> 16u);
                        uint l_3203_ = (l_3202_ & 65535u);
                        uint l_3204_ = (l_3199_ & 65535u);
                        uint l_3205_ = (l_3203_ + l_3204_);
                        uint l_3206_ = (l_3200_ & 65535u);
                        uint l_3207_ = (l_3205_ + l_3206_);
                        uint l_3208_ = (l_3199_ >> 16u);
                        uint l_3209_ = (l_3208_ & 65535u);
                        uint l_3210_ = (l_3201_ + l_3209_);
                        uint l_3211_ = (l_3200_ >> 16u);
                        uint l_3212_ = (l_3211_ & 65535u);
                        uint l_3213_ = (l_3210_ + l_3212_);
                        uint l_3214_ = (l_3207_ >> 16u);
                        uint l_3215_ = (l_3214_ & 65535u);
                        uint l_994_ = (l_3213_ + l_3215_);
                        uint l_995_ = (l_994_ + l_993_);
                        uint _e3585 = l_mut_428_;
                        uint l_3217_ = (_e3585 & 65535u);
                        uint _e3588 = l_mut_428_;
                        uint l_3218_ = (_e3588 >> 16u);
                        uint l_3219_ = (l_3218_ & 65535u);
                        uint l_3220_ = (l_862_ & 65535u);
                        uint l_3221_ = (l_862_ >> 16u);
                        uint l_3222_ = (l_3221_ & 65535u);
                        uint l_3223_ = (l_3217_ * l_3220_);
                        uint l_3224_ = (l_3219_ * l_3220_);
                        uint l_3225_ = (l_3217_ * l_3222_);
                        uint l_3226_ = (l_3219_ * l_3222_);
                        uint l_3227_ = (l_3223_ >> 16u);
                        uint l_3228_ = (l_3227_ & 65535u);
                        uint l_3229_ = (l_3224_ & 65535u);
                        uint l_3230_ = (l_3228_ + l_3229_);
                        uint l_3231_ = (l_3225_ & 65535u);
                        uint l_3232_ = (l_3230_ + l_3231_);
                        uint l_3233_ = (l_3224_ >> 16u);
                        uint l_3234_ = (l_3233_ & 65535u);
                        uint l_3235_ = (l_3226_ + l_3234_);
                        uint l_3236_ = (l_3225_ >> 16u);
                        uint l_3237_ = (l_3236_ & 65535u);
                        uint l_3238_ = (l_3235_ + l_3237_);
                        uint l_3239_ = (l_3232_ >> 16u);
                        uint l_3240_ = (l_3239_ & 65535u);
                        uint l_996_ = (l_3238_ + l_3240_);
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
                        uint _e3646 = l_mut_394_;
                        l_mut_275_ = _e3646;
                        uint _e3647 = l_mut_382_;
                        l_mut_394_ = _e3647;
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
                                uint _e3659 = l_mut_382_;
                                l_mut_275_ = _e3659;
                                l_mut_394_ = l_1018_;
                            }
                        }
                        uint _e3660 = l_mut_388_;
                        uint l_1019_ = (_e3660 * l_862_);
                        uint _e3662 = l_mut_421_;
                        uint l_1020_ = (_e3662 * l_862_);
                        uint _e3664 = l_mut_388_;
                        uint l_3242_ = (_e3664 & 65535u);
                        uint _e3667 = l_mut_388_;
                        uint l_3243_ = (_e3667 >> 16u);
                        uint l_3244_ = (l_3243_ & 65535u);
                        uint l_3245_ = (l_862_ & 65535u);
                        uint l_3246_ = (l_862_ >> 16u);
                        uint l_3247_ = (l_3246_ & 65535u);
                        uint l_3248_ = (l_3242_ * l_3245_);
                        uint l_3249_ = (l_3244_ * l_3245_);
                        uint l_3250_ = (l_3242_ * l_3247_);
                        uint l_3251_ = (l_3244_ * l_3247_);
                        uint l_3252_ = (l_3248_ >> 16u);
                        uint l_3253_ = (l_3252_ & 65535u);
                        uint l_3254_ = (l_3249_ & 65535u);
                        uint l_3255_ = (l_3253_ + l_3254_);
                        uint l_3256_ = (l_3250_ & 65535u);
                        uint l_3257_ = (l_3255_ + l_3256_);
                        uint l_3258_ = (l_3249_ >> 16u);
                        uint l_3259_ = (l_3258_ & 65535u);
                        uint l_3260_ = (l_3251_ + l_3259_);
                        uint l_3261_ = (l_3250_ >> 16u);
                        uint l_3262_ = (l_3261_ & 65535u);
                        uint l_3263_ = (l_3260_ + l_3262_);
                        uint l_3264_ = (l_3257_ >> 16u);
                        uint l_3265_ = (l_3264_ & 65535u);
                        uint l_1021_ = (l_3263_ + l_3265_);
                        uint l_1022_ = (l_1021_ + l_1020_);
                        uint _e3708 = l_mut_421_;
                        uint l_3267_ = (_e3708 & 65535u);
                        uint _e3711 = l_mut_421_;
                        uint l_3268_ = (_e3711 >> 16u);
                        uint l_3269_ = (l_3268_ & 65535u);
                        uint l_3270_ = (l_862_ & 65535u);
                        uint l_3271_ = (l_862_ >> 16u);
                        uint l_3272_ = (l_3271_ & 65535u);
                        uint l_3273_ = (l_3267_ * l_3270_);
                        uint l_3274_ = (l_3269_ * l_3270_);
                        uint l_3275_ = (l_3267_ * l_3272_);
                        uint l_3276_ = (l_3269_ * l_3272_);
                        uint l_3277_ = (l_3273_ >> 16u);
                        uint l_3278_ = (l_3277_ & 65535u);
                        uint l_3279_ = (l_3274_ & 65535u);
                        uint l_3280_ = (l_3278_ + l_3279_);
                        uint l_3281_ = (l_3275_ & 65535u);
                        uint l_3282_ = (l_3280_ + l_3281_);
                        uint l_3283_ = (l_3274_ >> 16u);
                        uint l_3284_ = (l_3283_ & 65535u);
                        uint l_3285_ = (l_3276_ + l_3284_);
                        uint l_3286_ = (l_3275_ >> 16u);
                        uint l_3287_ = (l_3286_ & 65535u);
                        uint l_3288_ = (l_3285_ + l_3287_);
                        uint l_3289_ = (l_3282_ >> 16u);
                        uint l_3290_ = (l_3289_ & 65535u);
                        uint l_1023_ = (l_3288_ + l_3290_);
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
                        uint _e3769 = l_mut_439_;
                        l_mut_382_ = _e3769;
                        uint _e3770 = l_mut_428_;
                        l_mut_439_ = _e3770;
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
                                uint _e3782 = l_mut_428_;
                                l_mut_382_ = _e3782;
                                l_mut_439_ = l_1045_;
                            }
                        }
                        uint _e3783 = l_mut_388_;
                        uint l_1046_ = (_e3783 * l_862_);
                        uint _e3785 = l_mut_421_;
                        uint l_1047_ = (_e3785 * l_862_);
                        uint _e3787 = l_mut_388_;
                        uint l_3292_ = (_e3787 & 65535u);
                        uint _e3790 = l_mut_388_;
                        uint l_3293_ = (_e3790 >> 16u);
                        uint l_3294_ = (l_3293_ & 65535u);
                        uint l_3295_ = (l_862_ & 65535u);
                        uint l_3296_ = (l_862_ >> 16u);
                        uint l_3297_ = (l_3296_ & 65535u);
                        uint l_3298_ = (l_3292_ * l_3295_);
                        uint l_3299_ = (l_3294_ * l_3295_);
                        uint l_3300_ = (l_3292_ * l_3297_);
                        uint l_3301_ = (l_3294_ * l_3297_);
                        uint l_3302_ = (l_3298_ >> 16u);
                        uint l_3303_ = (l_3302_ & 65535u);
                        uint l_3304_ = (l_3299_ & 65535u);
                        uint l_3305_ = (l_3303_ + l_3304_);
                        uint l_3306_ = (l_3300_ & 65535u);
                        uint l_3307_ = (l_3305_ + l_3306_);
                        uint l_3308_ = (l_3299_ >> 16u);
                        uint l_3309_ = (l_3308_ & 65535u);
                        uint l_3310_ = (l_3301_ + l_3309_);
                        uint l_3311_ = (l_3300_ >> 16u);
                        uint l_3312_ = (l_3311_ & 65535u);
                        uint l_3313_ = (l_3310_ + l_3312_);
                        uint l_3314_ = (l_3307_ >> 16u);
                        uint l_3315_ = (l_3314_ & 65535u);
                        uint l_1048_ = (l_3313_ + l_3315_);
                        uint l_1049_ = (l_1048_ + l_1047_);
                        uint _e3831 = l_mut_421_;
                        uint l_3317_ = (_e3831 & 65535u);
                        uint _e3834 = l_mut_421_;
                        uint l_3318_ = (_e3834 >> 16u);
                        uint l_3319_ = (l_3318_ & 65535u);
                        uint l_3320_ = (l_862_ & 65535u);
                        uint l_3321_ = (l_862_ >> 16u);
                        uint l_3322_ = (l_3321_ & 65535u);
                        uint l_3323_ = (l_3317_ * l_3320_);
                        uint l_3324_ = (l_3319_ * l_3320_);
                        uint l_3325_ = (l_3317_ * l_3322_);
                        uint l_3326_ = (l_3319_ * l_3322_);
                        uint l_3327_ = (l_3323_ >> 16u);
                        uint l_3328_ = (l_3327_ & 65535u);
                        uint l_3329_ = (l_3324_ & 65535u);
                        uint l_3330_ = (l_3328_ + l_3329_);
                        uint l_3331_ = (l_3325_ & 65535u);
                        uint l_3332_ = (l_3330_ + l_3331_);
                        uint l_3333_ = (l_3324_ >> 16u);
                        uint l_3334_ = (l_3333_ & 65535u);
                        uint l_3335_ = (l_3326_ + l_3334_);
                        uint l_3336_ = (l_3325_ >> 16u);
                        uint l_3337_ = (l_3336_ & 65535u);
                        uint l_3338_ = (l_3335_ + l_3337_);
                        uint l_3339_ = (l_3332_ >> 16u);
                        uint l_3340_ = (l_3339_ & 65535u);
                        uint l_1050_ = (l_3338_ + l_3340_);
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
                        uint _e3892 = l_mut_428_;
                        l_mut_219_ = _e3892;
                        uint _e3893 = l_mut_269_;
                        l_mut_428_ = _e3893;
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
                                uint _e3905 = l_mut_269_;
                                l_mut_219_ = _e3905;
                                l_mut_428_ = l_1072_;
                            }
                        }
                        uint _e3906 = l_mut_275_;
                        uint l_1073_ = (_e3906 * l_862_);
                        uint _e3908 = l_mut_275_;
                        uint l_3342_ = (_e3908 & 65535u);
                        uint _e3911 = l_mut_275_;
                        uint l_3343_ = (_e3911 >> 16u);
                        uint l_3344_ = (l_3343_ & 65535u);
                        uint l_3345_ = (l_862_ & 65535u);
                        uint l_3346_ = (l_862_ >> 16u);
                        uint l_3347_ = (l_3346_ & 65535u);
                        uint l_3348_ = (l_3342_ * l_3345_);
                        uint l_3349_ = (l_3344_ * l_3345_);
                        uint l_3350_ = (l_3342_ * l_3347_);
                        uint l_3351_ = (l_3344_ * l_3347_);
                        uint l_3352_ = (l_3348_ >> 16u);
                        uint l_3353_ = (l_3352_ & 65535u);
                        uint l_3354_ = (l_3349_ & 65535u);
                        uint l_3355_ = (l_3353_ + l_3354_);
                        uint l_3356_ = (l_3350_ & 65535u);
                        uint l_3357_ = (l_3355_ + l_3356_);
                        uint l_3358_ = (l_3349_ >> 16u);
                        uint l_3359_ = (l_3358_ & 65535u);
                        uint l_3360_ = (l_3351_ + l_3359_);
                        uint l_3361_ = (l_3350_ >> 16u);
                        uint l_3362_ = (l_3361_ & 65535u);
                        uint l_3363_ = (l_3360_ + l_3362_);
                        uint l_3364_ = (l_3357_ >> 16u);
                        uint l_3365_ = (l_3364_ & 65535u);
                        uint l_1074_ = (l_3363_ + l_3365_);
                        uint _e3951 = l_mut_394_;
                        uint l_1075_ = (_e3951 * l_862_);
                        uint l_1076_ = (l_1074_ + l_1075_);
                        uint _e3954 = l_mut_219_;
                        uint l_1077_ = (_e3954 + l_1073_);
                        uint _e3956 = l_mut_428_;
                        uint l_1078_ = (_e3956 + l_1076_);
                        uint _e3958 = l_mut_219_;
                        bool l_1079_ = (l_1077_ < _e3958);
                        uint l_1080_ = uint(l_1079_);
                        uint l_1081_ = (l_1078_ + l_1080_);
                        uint _e3962 = l_mut_382_;
                        l_mut_441_ = _e3962;
                        uint _e3963 = l_mut_439_;
                        l_mut_440_ = _e3963;
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
                                uint _e3984 = l_mut_382_;
                                l_mut_394_ = _e3984;
                                uint _e3985 = l_mut_439_;
                                l_mut_388_ = _e3985;
                                bool l_1094_ = (l_9_ >= 32u);
                                if (l_1094_) {
                                    uint l_1095_ = (l_9_ & 31u);
                                    uint _e3990 = l_mut_439_;
                                    uint l_1096_ = (_e3990 >> l_1095_);
                                    l_mut_394_ = l_1096_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1097_ = (l_9_ > 0u);
                                    if (l_1097_) {
                                        uint _e3995 = l_mut_382_;
                                        l_mut_275_ = _e3995;
                                        bool l_1098_ = (l_9_ > 0u);
                                        if (l_1098_) {
                                            uint _e3998 = l_mut_382_;
                                            uint l_1099_ = (_e3998 >> l_9_);
                                            uint l_1100_ = (32u - l_9_);
                                            uint _e4002 = l_mut_439_;
                                            uint l_1101_ = (_e4002 << l_1100_);
                                            uint l_1102_ = (l_1099_ | l_1101_);
                                            l_mut_275_ = l_1102_;
                                        }
                                        uint _e4005 = l_mut_439_;
                                        uint l_1103_ = (_e4005 >> l_9_);
                                        uint _e4007 = l_mut_275_;
                                        l_mut_394_ = _e4007;
                                        l_mut_388_ = l_1103_;
                                    }
                                }
                                uint _e4008 = l_mut_428_;
                                uint _e4009 = l_mut_394_;
                                uint l_1104_ = (_e4008 + _e4009);
                                uint _e4011 = l_mut_421_;
                                uint _e4012 = l_mut_388_;
                                uint l_1105_ = (_e4011 + _e4012);
                                uint _e4014 = l_mut_428_;
                                bool l_1106_ = (l_1104_ < _e4014);
                                uint l_1107_ = uint(l_1106_);
                                uint l_1108_ = (l_1105_ + l_1107_);
                                l_mut_441_ = l_1104_;
                                l_mut_440_ = l_1108_;
                            }
                        }
                        if (l_959_) {
                            uint _e4019 = l_mut_441_;
                            uint l_1109_ = (0u - _e4019);
                            uint _e4022 = l_mut_440_;
                            uint l_1110_ = (0u - _e4022);
                            uint _e4025 = l_mut_441_;
                            bool l_1111_ = (0u < _e4025);
                            uint l_1112_ = uint(l_1111_);
                            uint l_1113_ = (l_1110_ - l_1112_);
                            l_mut_441_ = l_1109_;
                            l_mut_440_ = l_1113_;
                        }
                    }
                    uint _e4029 = l_mut_441_;
                    uint l_1114_ = (l_912_ + _e4029);
                    uint _e4031 = l_mut_440_;
                    uint l_1115_ = (l_916_ + _e4031);
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
                    uint _e4048 = l_mut_441_;
                    uint l_1126_ = (_e4048 * l_861_);
                    uint _e4050 = l_mut_440_;
                    uint l_1127_ = (_e4050 * l_861_);
                    uint _e4052 = l_mut_441_;
                    uint l_3367_ = (_e4052 & 65535u);
                    uint _e4055 = l_mut_441_;
                    uint l_3368_ = (_e4055 >> 16u);
                    uint l_3369_ = (l_3368_ & 65535u);
                    uint l_3370_ = (l_861_ & 65535u);
                    uint l_3371_ = (l_861_ >> 16u);
                    uint l_3372_ = (l_3371_ & 65535u);
                    uint l_3373_ = (l_3367_ * l_3370_);
                    uint l_3374_ = (l_3369_ * l_3370_);
                    uint l_3375_ = (l_3367_ * l_3372_);
                    uint l_3376_ = (l_3369_ * l_3372_);
                    uint l_3377_ = (l_3373_ >> 16u);
                    uint l_3378_ = (l_3377_ & 65535u);
                    uint l_3379_ = (l_3374_ & 65535u);
                    uint l_3380_ = (l_3378_ + l_3379_);
                    uint l_3381_ = (l_3375_ & 65535u);
                    uint l_3382_ = (l_3380_ + l_3381_);
                    uint l_3383_ = (l_3374_ >> 16u);
                    uint l_3384_ = (l_3383_ & 65535u);
                    uint l_3385_ = (l_3376_ + l_3384_);
                    uint l_3386_ = (l_3375_ >> 16u);
                    uint l_3387_ = (l_3386_ & 65535u);
                    uint l_3388_ = (l_3385_ + l_3387_);
                    uint l_3389_ = (l_3382_ >> 16u);
                    uint l_3390_ = (l_3389_ & 65535u);
                    uint l_1128_ = (l_3388_ + l_3390_);
                    uint l_1129_ = (l_1128_ + l_1127_);
                    uint _e4096 = l_mut_440_;
                    uint l_3392_ = (_e4096 & 65535u);
                    uint _e4099 = l_mut_440_;
                    uint l_3393_ = (_e4099 >> 16u);
                    uint l_3394_ = (l_3393_ & 65535u);
                    uint l_3395_ = (l_861_ & 65535u);
                    uint l_3396_ = (l_861_ >> 16u);
                    uint l_3397_ = (l_3396_ & 65535u);
                    uint l_3398_ = (l_3392_ * l_3395_);
                    uint l_3399_ = (l_3394_ * l_3395_);
                    uint l_3400_ = (l_3392_ * l_3397_);
                    uint l_3401_ = (l_3394_ * l_3397_);
                    uint l_3402_ = (l_3398_ >> 16u);
                    uint l_3403_ = (l_3402_ & 65535u);
                    uint l_3404_ = (l_3399_ & 65535u);
                    uint l_3405_ = (l_3403_ + l_3404_);
                    uint l_3406_ = (l_3400_ & 65535u);
                    uint l_3407_ = (l_3405_ + l_3406_);
                    uint l_3408_ = (l_3399_ >> 16u);
                    uint l_3409_ = (l_3408_ & 65535u);
                    uint l_3410_ = (l_3401_ + l_3409_);
                    uint l_3411_ = (l_3400_ >> 16u);
                    uint l_3412_ = (l_3411_ & 65535u);
                    uint l_3413_ = (l_3410_ + l_3412_);
                    uint l_3414_ = (l_3407_ >> 16u);
                    uint l_3415_ = (l_3414_ & 65535u);
                    uint l_1130_ = (l_3413_ + l_3415_);
                    bool l_1131_ = (l_1129_ < l_1127_);
                    uint l_1132_ = uint(l_1131_);
                    uint l_1133_ = (l_1130_ + l_1132_);
                    uint l_1134_ = (l_9_ % 32u);
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
                    uint _e4158 = l_mut_439_;
                    l_mut_421_ = _e4158;
                    uint _e4159 = l_mut_428_;
                    l_mut_439_ = _e4159;
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
                            uint _e4173 = l_mut_428_;
                            l_mut_421_ = _e4173;
                            l_mut_439_ = l_1152_;
                        }
                    }
                    uint _e4174 = l_mut_421_;
                    l_mut_441_ = _e4174;
                    uint _e4175 = l_mut_439_;
                    l_mut_440_ = _e4175;
                    if (l_1120_) {
                        uint _e4177 = l_mut_441_;
                        uint l_1153_ = (0u - _e4177);
                        uint _e4180 = l_mut_440_;
                        uint l_1154_ = (0u - _e4180);
                        uint _e4183 = l_mut_441_;
                        bool l_1155_ = (0u < _e4183);
                        uint l_1156_ = uint(l_1155_);
                        uint l_1157_ = (l_1154_ - l_1156_);
                        l_mut_441_ = l_1153_;
                        l_mut_440_ = l_1157_;
                    }
                    uint _e4187 = l_mut_441_;
                    uint l_1158_ = (l_903_ + _e4187);
                    uint _e4189 = l_mut_440_;
                    uint l_1159_ = (l_907_ + _e4189);
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
                        uint _e4213 = l_mut_439_;
                        uint l_1173_ = (_e4213 * l_1165_);
                        uint _e4215 = l_mut_428_;
                        uint l_1174_ = (_e4215 * l_1165_);
                        uint _e4217 = l_mut_439_;
                        uint l_3417_ = (_e4217 & 65535u);
                        uint _e4220 = l_mut_439_;
                        uint l_3418_ = (_e4220 >> 16u);
                        uint l_3419_ = (l_3418_ & 65535u);
                        uint l_3420_ = (l_1165_ & 65535u);
                        uint l_3421_ = (l_1165_ >> 16u);
                        uint l_3422_ = (l_3421_ & 65535u);
                        uint l_3423_ = (l_3417_ * l_3420_);
                        uint l_3424_ = (l_3419_ * l_3420_);
                        uint l_3425_ = (l_3417_ * l_3422_);
                        uint l_3426_ = (l_3419_ * l_3422_);
                        uint l_3427_ = (l_3423_ >> 16u);
                        uint l_3428_ = (l_3427_ & 65535u);
                        uint l_3429_ = (l_3424_ & 65535u);
                        uint l_3430_ = (l_3428_ + l_3429_);
                        uint l_3431_ = (l_3425_ & 65535u);
                        uint l_3432_ = (l_3430_ + l_3431_);
                        uint l_3433_ = (l_3424_ >> 16u);
                        uint l_3434_ = (l_3433_ & 65535u);
                        uint l_3435_ = (l_3426_ + l_3434_);
                        uint l_3436_ = (l_3425_ >> 16u);
                        uint l_3437_ = (l_3436_ & 65535u);
                        uint l_3438_ = (l_3435_ + l_3437_);
                        uint l_3439_ = (l_3432_ >> 16u);
                        uint l_3440_ = (l_3439_ & 65535u);
                        uint l_1175_ = (l_3438_ + l_3440_);
                        uint l_1176_ = (l_1175_ + l_1174_);
                        uint _e4261 = l_mut_428_;
                        uint l_3442_ = (_e4261 & 65535u);
                        uint _e4264 = l_mut_428_;
                        uint l_3443_ = (_e4264 >> 16u);
                        uint l_3444_ = (l_3443_ & 65535u);
                        uint l_3445_ = (l_1165_ & 65535u);
                        uint l_3446_ = (l_1165_ >> 16u);
                        uint l_3447_ = (l_3446_ & 65535u);
                        uint l_3448_ = (l_3442_ * l_3445_);
                        uint l_3449_ = (l_3444_ * l_3445_);
                        uint l_3450_ = (l_3442_ * l_3447_);
                        uint l_3451_ = (l_3444_ * l_3447_);
                        uint l_3452_ = (l_3448_ >> 16u);
                        uint l_3453_ = (l_3452_ & 65535u);
                        uint l_3454_ = (l_3449_ & 65535u);
                        uint l_3455_ = (l_3453_ + l_3454_);
                        uint l_3456_ = (l_3450_ & 65535u);
                        uint l_3457_ = (l_3455_ + l_3456_);
                        uint l_3458_ = (l_3449_ >> 16u);
                        uint l_3459_ = (l_3458_ & 65535u);
                        uint l_3460_ = (l_3451_ + l_3459_);
                        uint l_3461_ = (l_3450_ >> 16u);
                        uint l_3462_ = (l_3461_ & 65535u);
                        uint l_3463_ = (l_3460_ + l_3462_);
                        uint l_3464_ = (l_3457_ >> 16u);
                        uint l_3465_ = (l_3464_ & 65535u);
                        uint l_1177_ = (l_3463_ + l_3465_);
                        bool l_1178_ = (l_1176_ < l_1174_);
                        uint l_1179_ = uint(l_1178_);
                        uint l_1180_ = (l_1177_ + l_1179_);
                        uint l_1181_ = (l_1163_ % 32u);
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
                        uint _e4323 = l_mut_421_;
                        l_mut_388_ = _e4323;
                        uint _e4324 = l_mut_394_;
                        l_mut_421_ = _e4324;
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
                                uint _e4338 = l_mut_394_;
                                l_mut_388_ = _e4338;
                                l_mut_421_ = l_1199_;
                            }
                        }
                        uint _e4339 = l_mut_388_;
                        l_mut_439_ = _e4339;
                        uint _e4340 = l_mut_421_;
                        l_mut_428_ = _e4340;
                        if (l_1167_) {
                            uint _e4342 = l_mut_439_;
                            uint l_1200_ = (0u - _e4342);
                            uint _e4345 = l_mut_428_;
                            uint l_1201_ = (0u - _e4345);
                            uint _e4348 = l_mut_439_;
                            bool l_1202_ = (0u < _e4348);
                            uint l_1203_ = uint(l_1202_);
                            uint l_1204_ = (l_1201_ - l_1203_);
                            l_mut_439_ = l_1200_;
                            l_mut_428_ = l_1204_;
                        }
                        uint _e4352 = l_mut_439_;
                        l_mut_441_ = _e4352;
                        uint _e4353 = l_mut_428_;
                        l_mut_440_ = _e4353;
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
                        uint _e4366 = l_mut_439_;
                        uint l_1212_ = (_e4366 * l_861_);
                        uint _e4368 = l_mut_428_;
                        uint l_1213_ = (_e4368 * l_861_);
                        uint _e4370 = l_mut_439_;
                        uint l_3467_ = (_e4370 & 65535u);
                        uint _e4373 = l_mut_439_;
                        uint l_3468_ = (_e4373 >> 16u);
                        uint l_3469_ = (l_3468_ & 65535u);
                        uint l_3470_ = (l_861_ & 65535u);
                        uint l_3471_ = (l_861_ >> 16u);
                        uint l_3472_ = (l_3471_ & 65535u);
                        uint l_3473_ = (l_3467_ * l_3470_);
                        uint l_3474_ = (l_3469_ * l_3470_);
                        uint l_3475_ = (l_3467_ * l_3472_);
                        uint l_3476_ = (l_3469_ * l_3472_);
                        uint l_3477_ = (l_3473_ >> 16u);
                        uint l_3478_ = (l_3477_ & 65535u);
                        uint l_3479_ = (l_3474_ & 65535u);
                        uint l_3480_ = (l_3478_ + l_3479_);
                        uint l_3481_ = (l_3475_ & 65535u);
                        uint l_3482_ = (l_3480_ + l_3481_);
                        uint l_3483_ = (l_3474_ >> 16u);
                        uint l_3484_ = (l_3483_ & 65535u);
                        uint l_3485_ = (l_3476_ + l_3484_);
                        uint l_3486_ = (l_3475_ >> 16u);
                        uint l_3487_ = (l_3486_ & 65535u);
                        uint l_3488_ = (l_3485_ + l_3487_);
                        uint l_3489_ = (l_3482_ >> 16u);
                        uint l_3490_ = (l_3489_ & 65535u);
                        uint l_1214_ = (l_3488_ + l_3490_);
                        uint l_1215_ = (l_1214_ + l_1213_);
                        uint _e4414 = l_mut_428_;
                        uint l_3492_ = (_e4414 & 65535u);
                        uint _e4417 = l_mut_428_;
                        uint l_3493_ = (_e4417 >> 16u);
                        uint l_3494_ = (l_3493_ & 65535u);
                        uint l_3495_ = (l_861_ & 65535u);
                        uint l_3496_ = (l_861_ >> 16u);
                        uint l_3497_ = (l_3496_ & 65535u);
                        uint l_3498_ = (l_3492_ * l_3495_);
                        uint l_3499_ = (l_3494_ * l_3495_);
                        uint l_3500_ = (l_3492_ * l_3497_);
                        uint l_3501_ = (l_3494_ * l_3497_);
                        uint l_3502_ = (l_3498_ >> 16u);
                        uint l_3503_ = (l_3502_ & 65535u);
                        uint l_3504_ = (l_3499_ & 65535u);
                        uint l_3505_ = (l_3503_ + l_3504_);
                        uint l_3506_ = (l_3500_ & 65535u);
                        uint l_3507_ = (l_3505_ + l_3506_);
                        uint l_3508_ = (l_3499_ >> 16u);
                        uint l_3509_ = (l_3508_ & 65535u);
                        uint l_3510_ = (l_3501_ + l_3509_);
                        uint l_3511_ = (l_3500_ >> 16u);
                        uint l_3512_ = (l_3511_ & 65535u);
                        uint l_3513_ = (l_3510_ + l_3512_);
                        uint l_3514_ = (l_3507_ >> 16u);
                        uint l_3515_ = (l_3514_ & 65535u);
                        uint l_1216_ = (l_3513_ + l_3515_);
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
                        uint _e4475 = l_mut_421_;
                        l_mut_388_ = _e4475;
                        uint _e4476 = l_mut_394_;
                        l_mut_421_ = _e4476;
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
                                uint _e4488 = l_mut_394_;
                                l_mut_388_ = _e4488;
                                l_mut_421_ = l_1238_;
                            }
                        }
                        uint _e4489 = l_mut_439_;
                        uint l_1239_ = (_e4489 * l_861_);
                        uint _e4491 = l_mut_428_;
                        uint l_1240_ = (_e4491 * l_861_);
                        uint _e4493 = l_mut_439_;
                        uint l_3517_ = (_e4493 & 65535u);
                        uint _e4496 = l_mut_439_;
                        uint l_3518_ = (_e4496 >> 16u);
                        uint l_3519_ = (l_3518_ & 65535u);
                        uint l_3520_ = (l_861_ & 65535u);
                        uint l_3521_ = (l_861_ >> 16u);
                        uint l_3522_ = (l_3521_ & 65535u);
                        uint l_3523_ = (l_3517_ * l_3520_);
                        uint l_3524_ = (l_3519_ * l_3520_);
                        uint l_3525_ = (l_3517_ * l_3522_);
                        uint l_3526_ = (l_3519_ * l_3522_);
                        uint l_3527_ = (l_3523_ >> 16u);
                        uint l_3528_ = (l_3527_ & 65535u);
                        uint l_3529_ = (l_3524_ & 65535u);
                        uint l_3530_ = (l_3528_ + l_3529_);
                        uint l_3531_ = (l_3525_ & 65535u);
                        uint l_3532_ = (l_3530_ + l_3531_);
                        uint l_3533_ = (l_3524_ >> 16u);
                        uint l_3534_ = (l_3533_ & 65535u);
                        uint l_3535_ = (l_3526_ + l_3534_);
                        uint l_3536_ = (l_3525_ >> 16u);
                        uint l_3537_ = (l_3536_ & 65535u);
                        uint l_3538_ = (l_3535_ + l_3537_);
                        uint l_3539_ = (l_3532_ >> 16u);
                        uint l_3540_ = (l_3539_ & 65535u);
                        uint l_1241_ = (l_3538_ + l_3540_);
                        uint l_1242_ = (l_1241_ + l_1240_);
                        uint _e4537 = l_mut_428_;
                        uint l_3542_ = (_e4537 & 65535u);
                        uint _e4540 = l_mut_428_;
                        uint l_3543_ = (_e4540 >> 16u);
                        uint l_3544_ = (l_3543_ & 65535u);
                        uint l_3545_ = (l_861_ & 65535u);
                        uint l_3546_ = (l_861_ >> 16u);
                        uint l_3547_ = (l_3546_ & 65535u);
                        uint l_3548_ = (l_3542_ * l_3545_);
                        uint l_3549_ = (l_3544_ * l_3545_);
                        uint l_3550_ = (l_3542_ * l_3547_);
                        uint l_3551_ = (l_3544_ * l_3547_);
                        uint l_3552_ = (l_3548_ >> 16u);
                        uint l_3553_ = (l_3552_ & 65535u);
                        uint l_3554_ = (l_3549_ & 65535u);
                        uint l_3555_ = (l_3553_ + l_3554_);
                        uint l_3556_ = (l_3550_ & 65535u);
                        uint l_3557_ = (l_3555_ + l_3556_);
                        uint l_3558_ = (l_3549_ >> 16u);
                        uint l_3559_ = (l_3558_ & 65535u);
                        uint l_3560_ = (l_3551_ + l_3559_);
                        uint l_3561_ = (l_3550_ >> 16u);
                        uint l_3562_ = (l_3561_ & 65535u);
                        uint l_3563_ = (l_3560_ + l_3562_);
                        uint l_3564_ = (l_3557_ >> 16u);
                        uint l_3565_ = (l_3564_ & 65535u);
                        uint l_1243_ = (l_3563_ + l_3565_);
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
                        uint _e4598 = l_mut_394_;
                        l_mut_275_ = _e4598;
                        uint _e4599 = l_mut_382_;
                        l_mut_394_ = _e4599;
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
                                uint _e4611 = l_mut_382_;
                                l_mut_275_ = _e4611;
                                l_mut_394_ = l_1265_;
                            }
                        }
                        uint _e4612 = l_mut_388_;
                        uint l_1266_ = (_e4612 * l_861_);
                        uint _e4614 = l_mut_421_;
                        uint l_1267_ = (_e4614 * l_861_);
                        uint _e4616 = l_mut_388_;
                        uint l_3567_ = (_e4616 & 65535u);
                        uint _e4619 = l_mut_388_;
                        uint l_3568_ = (_e4619 >> 16u);
                        uint l_3569_ = (l_3568_ & 65535u);
                        uint l_3570_ = (l_861_ & 65535u);
                        uint l_3571_ = (l_861_ >> 16u);
                        uint l_3572_ = (l_3571_ & 65535u);
                        uint l_3573_ = (l_3567_ * l_3570_);
                        uint l_3574_ = (l_3569_ * l_3570_);
                        uint l_3575_ = (l_3567_ * l_3572_);
                        uint l_3576_ = (l_3569_ * l_3572_);
                        uint l_3577_ = (l_3573_ >> 16u);
                        uint l_3578_ = (l_3577_ & 65535u);
                        uint l_3579_ = (l_3574_ & 65535u);
                        uint l_3580_ = (l_3578_ + l_3579_);
                        uint l_3581_ = (l_3575_ & 65535u);
                        uint l_3582_ = (l_3580_ + l_3581_);
                        uint l_3583_ = (l_3574_ >> 16u);
                        uint l_3584_ = (l_3583_ & 65535u);
                        uint l_3585_ = (l_3576_ + l_3584_);
                        uint l_3586_ = (l_3575_ >> 16u);
                        uint l_3587_ = (l_3586_ & 65535u);
                        uint l_3588_ = (l_3585_ + l_3587_);
                        uint l_3589_ = (l_3582_ >> 16u);
                        uint l_3590_ = (l_3589_ & 65535u);
                        uint l_1268_ = (l_3588_ + l_3590_);
                        uint l_1269_ = (l_1268_ + l_1267_);
                        uint _e4660 = l_mut_421_;
                        uint l_3592_ = (_e4660 & 65535u);
                        uint _e4663 = l_mut_421_;
                        uint l_3593_ = (_e4663 >> 16u);
                        uint l_3594_ = (l_3593_ & 65535u);
                        uint l_3595_ = (l_861_ & 65535u);
                        uint l_3596_ = (l_861_ >> 16u);
                        uint l_3597_ = (l_3596_ & 65535u);
                        uint l_3598_ = (l_3592_ * l_3595_);
                        uint l_3599_ = (l_3594_ * l_3595_);
                        uint l_3600_ = (l_3592_ * l_3597_);
                        uint l_3601_ = (l_3594_ * l_3597_);
                        uint l_3602_ = (l_3598_ >> 16u);
                        uint l_3603_ = (l_3602_ & 65535u);
                        uint l_3604_ = (l_3599_ & 65535u);
                        uint l_3605_ = (l_3603_ + l_3604_);
                        uint l_3606_ = (l_3600_ & 65535u);
                        uint l_3607_ = (l_3605_ + l_3606_);
                        uint l_3608_ = (l_3599_ >> 16u);
                        uint l_3609_ = (l_3608_ & 65535u);
                        uint l_3610_ = (l_3601_ + l_3609_);
                        uint l_3611_ = (l_3600_ >> 16u);
                        uint l_3612_ = (l_3611_ & 65535u);
                        uint l_3613_ = (l_3610_ + l_3612_);
                        uint l_3614_ = (l_3607_ >> 16u);
                        uint l_3615_ = (l_3614_ & 65535u);
                        uint l_1270_ = (l_3613_ + l_3615_);
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
                        uint _e4721 = l_mut_439_;
                        l_mut_382_ = _e4721;
                        uint _e4722 = l_mut_428_;
                        l_mut_439_ = _e4722;
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
                                uint _e4734 = l_mut_428_;
                                l_mut_382_ = _e4734;
                                l_mut_439_ = l_1292_;
                            }
                        }
                        uint _e4735 = l_mut_388_;
                        uint l_1293_ = (_e4735 * l_861_);
                        uint _e4737 = l_mut_421_;
                        uint l_1294_ = (_e4737 * l_861_);
                        uint _e4739 = l_mut_388_;
                        uint l_3617_ = (_e4739 & 65535u);
                        uint _e4742 = l_mut_388_;
                        uint l_3618_ = (_e4742 >> 16u);
                        uint l_3619_ = (l_3618_ & 65535u);
                        uint l_3620_ = (l_861_ & 65535u);
                        uint l_3621_ = (l_861_ >> 16u);
                        uint l_3622_ = (l_3621_ & 65535u);
                        uint l_3623_ = (l_3617_ * l_3620_);
                        uint l_3624_ = (l_3619_ * l_3620_);
                        uint l_3625_ = (l_3617_ * l_3622_);
                        uint l_3626_ = (l_3619_ * l_3622_);
                        uint l_3627_ = (l_3623_ >> 16u);
                        uint l_3628_ = (l_3627_ & 65535u);
                        uint l_3629_ = (l_3624_ & 65535u);
                        uint l_3630_ = (l_3628_ + l_3629_);
                        uint l_3631_ = (l_3625_ & 65535u);
                        uint l_3632_ = (l_3630_ + l_3631_);
                        uint l_3633_ = (l_3624_ >> 16u);
                        uint l_3634_ = (l_3633_ & 65535u);
                        uint l_3635_ = (l_3626_ + l_3634_);
                        uint l_3636_ = (l_3625_ >> 16u);
                        uint l_3637_ = (l_3636_ & 65535u);
                        uint l_3638_ = (l_3635_ + l_3637_);
                        uint l_3639_ = (l_3632_ >> 16u);
                        uint l_3640_ = (l_3639_ & 65535u);
                        uint l_1295_ = (l_3638_ + l_3640_);
                        uint l_1296_ = (l_1295_ + l_1294_);
                        uint _e4783 = l_mut_421_;
                        uint l_3642_ = (_e4783 & 65535u);
                        uint _e4786 = l_mut_421_;
                        uint l_3643_ = (_e4786 >> 16u);
                        uint l_3644_ = (l_3643_ & 65535u);
                        uint l_3645_ = (l_861_ & 65535u);
                        uint l_3646_ = (l_861_ >> 16u);
                        uint l_3647_ = (l_3646_ & 65535u);
                        uint l_3648_ = (l_3642_ * l_3645_);
                        uint l_3649_ = (l_3644_ * l_3645_);
                        uint l_3650_ = (l_3642_ * l_3647_);
                        uint l_3651_ = (l_3644_ * l_3647_);
                        uint l_3652_ = (l_3648_ >> 16u);
                        uint l_3653_ = (l_3652_ & 65535u);
                        uint l_3654_ = (l_3649_ & 65535u);
                        uint l_3655_ = (l_3653_ + l_3654_);
                        uint l_3656_ = (l_3650_ & 65535u);
                        uint l_3657_ = (l_3655_ + l_3656_);
                        uint l_3658_ = (l_3649_ >> 16u);
                        uint l_3659_ = (l_3658_ & 65535u);
                        uint l_3660_ = (l_3651_ + l_3659_);
                        uint l_3661_ = (l_3650_ >> 16u);
                        uint l_3662_ = (l_3661_ & 65535u);
                        uint l_3663_ = (l_3660_ + l_3662_);
                        uint l_3664_ = (l_3657_ >> 16u);
                        uint l_3665_ = (l_3664_ & 65535u);
                        uint l_1297_ = (l_3663_ + l_3665_);
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
                        uint _e4844 = l_mut_428_;
                        l_mut_219_ = _e4844;
                        uint _e4845 = l_mut_269_;
                        l_mut_428_ = _e4845;
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
                                uint _e4857 = l_mut_269_;
                                l_mut_219_ = _e4857;
                                l_mut_428_ = l_1319_;
                            }
                        }
                        uint _e4858 = l_mut_275_;
                        uint l_1320_ = (_e4858 * l_861_);
                        uint _e4860 = l_mut_275_;
                        uint l_3667_ = (_e4860 & 65535u);
                        uint _e4863 = l_mut_275_;
                        uint l_3668_ = (_e4863 >> 16u);
                        uint l_3669_ = (l_3668_ & 65535u);
                        uint l_3670_ = (l_861_ & 65535u);
                        uint l_3671_ = (l_861_ >> 16u);
                        uint l_3672_ = (l_3671_ & 65535u);
                        uint l_3673_ = (l_3667_ * l_3670_);
                        uint l_3674_ = (l_3669_ * l_3670_);
                        uint l_3675_ = (l_3667_ * l_3672_);
                        uint l_3676_ = (l_3669_ * l_3672_);
                        uint l_3677_ = (l_3673_ >> 16u);
                        uint l_3678_ = (l_3677_ & 65535u);
                        uint l_3679_ = (l_3674_ & 65535u);
                        uint l_3680_ = (l_3678_ + l_3679_);
                        uint l_3681_ = (l_3675_ & 65535u);
                        uint l_3682_ = (l_3680_ + l_3681_);
                        uint l_3683_ = (l_3674_ >> 16u);
                        uint l_3684_ = (l_3683_ & 65535u);
                        uint l_3685_ = (l_3676_ + l_3684_);
                        uint l_3686_ = (l_3675_ >> 16u);
                        uint l_3687_ = (l_3686_ & 65535u);
                        uint l_3688_ = (l_3685_ + l_3687_);
                        uint l_3689_ = (l_3682_ >> 16u);
                        uint l_3690_ = (l_3689_ & 65535u);
                        uint l_1321_ = (l_3688_ + l_3690_);
                        uint _e4903 = l_mut_394_;
                        uint l_1322_ = (_e4903 * l_861_);
                        uint l_1323_ = (l_1321_ + l_1322_);
                        uint _e4906 = l_mut_219_;
                        uint l_1324_ = (_e4906 + l_1320_);
                        uint _e4908 = l_mut_428_;
                        uint l_1325_ = (_e4908 + l_1323_);
                        uint _e4910 = l_mut_219_;
                        bool l_1326_ = (l_1324_ < _e4910);
                        uint l_1327_ = uint(l_1326_);
                        uint l_1328_ = (l_1325_ + l_1327_);
                        uint _e4914 = l_mut_382_;
                        l_mut_441_ = _e4914;
                        uint _e4915 = l_mut_439_;
                        l_mut_440_ = _e4915;
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
                                uint _e4936 = l_mut_382_;
                                l_mut_394_ = _e4936;
                                uint _e4937 = l_mut_439_;
                                l_mut_388_ = _e4937;
                                bool l_1341_ = (l_1163_ >= 32u);
                                if (l_1341_) {
                                    uint l_1342_ = (l_1163_ & 31u);
                                    uint _e4942 = l_mut_439_;
                                    uint l_1343_ = (_e4942 >> l_1342_);
                                    l_mut_394_ = l_1343_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1344_ = (l_1163_ > 0u);
                                    if (l_1344_) {
                                        uint _e4947 = l_mut_382_;
                                        l_mut_275_ = _e4947;
                                        bool l_1345_ = (l_1163_ > 0u);
                                        if (l_1345_) {
                                            uint _e4950 = l_mut_382_;
                                            uint l_1346_ = (_e4950 >> l_1163_);
                                            uint l_1347_ = (32u - l_1163_);
                                            uint _e4954 = l_mut_439_;
                                            uint l_1348_ = (_e4954 << l_1347_);
                                            uint l_1349_ = (l_1346_ | l_1348_);
                                            l_mut_275_ = l_1349_;
                                        }
                                        uint _e4957 = l_mut_439_;
                                        uint l_1350_ = (_e4957 >> l_1163_);
                                        uint _e4959 = l_mut_275_;
                                        l_mut_394_ = _e4959;
                                        l_mut_388_ = l_1350_;
                                    }
                                }
                                uint _e4960 = l_mut_428_;
                                uint _e4961 = l_mut_394_;
                                uint l_1351_ = (_e4960 + _e4961);
                                uint _e4963 = l_mut_421_;
                                uint _e4964 = l_mut_388_;
                                uint l_1352_ = (_e4963 + _e4964);
                                uint _e4966 = l_mut_428_;
                                bool l_1353_ = (l_1351_ < _e4966);
                                uint l_1354_ = uint(l_1353_);
                                uint l_1355_ = (l_1352_ + l_1354_);
                                l_mut_441_ = l_1351_;
                                l_mut_440_ = l_1355_;
                            }
                        }
                        if (l_1206_) {
                            uint _e4971 = l_mut_441_;
                            uint l_1356_ = (0u - _e4971);
                            uint _e4974 = l_mut_440_;
                            uint l_1357_ = (0u - _e4974);
                            uint _e4977 = l_mut_441_;
                            bool l_1358_ = (0u < _e4977);
                            uint l_1359_ = uint(l_1358_);
                            uint l_1360_ = (l_1357_ - l_1359_);
                            l_mut_441_ = l_1356_;
                            l_mut_440_ = l_1360_;
                        }
                    }
                    uint _e4981 = l_mut_441_;
                    uint l_1361_ = (l_1114_ - _e4981);
                    uint _e4983 = l_mut_440_;
                    uint l_1362_ = (l_1118_ - _e4983);
                    uint _e4985 = l_mut_441_;
                    bool l_1363_ = (l_1114_ < _e4985);
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
                    uint _e5018 = l_mut_394_;
                    bool l_1386_ = (_e5018 < l_1380_);
                    uint _e5020 = l_mut_394_;
                    bool l_1387_ = (_e5020 == l_1380_);
                    uint _e5022 = l_mut_421_;
                    bool l_1388_ = (_e5022 < l_1376_);
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
                        bool _e5037 = l_mut_628_;
                        l_mut_637_ = _e5037;
                        l_mut_628_ = false;
                    }
                    bool _e5039 = l_mut_628_;
                    if (_e5039) {
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
                        uint _e5054 = l_mut_275_;
                        uint l_1402_ = (_e5054 * l_1401_);
                        uint _e5056 = l_mut_275_;
                        uint l_3692_ = (_e5056 & 65535u);
                        uint _e5059 = l_mut_275_;
                        uint l_3693_ = (_e5059 >> 16u);
                        uint l_3694_ = (l_3693_ & 65535u);
                        uint l_3695_ = (l_1401_ & 65535u);
                        uint l_3696_ = (l_1401_ >> 16u);
                        uint l_3697_ = (l_3696_ & 65535u);
                        uint l_3698_ = (l_3692_ * l_3695_);
                        uint l_3699_ = (l_3694_ * l_3695_);
                        uint l_3700_ = (l_3692_ * l_3697_);
                        uint l_3701_ = (l_3694_ * l_3697_);
                        uint l_3702_ = (l_3698_ >> 16u);
                        uint l_3703_ = (l_3702_ & 65535u);
                        uint l_3704_ = (l_3699_ & 65535u);
                        uint l_3705_ = (l_3703_ + l_3704_);
                        uint l_3706_ = (l_3700_ & 65535u);
                        uint l_3707_ = (l_3705_ + l_3706_);
                        uint l_3708_ = (l_3699_ >> 16u);
                        uint l_3709_ = (l_3708_ & 65535u);
                        uint l_3710_ = (l_3701_ + l_3709_);
                        uint l_3711_ = (l_3700_ >> 16u);
                        uint l_3712_ = (l_3711_ & 65535u);
                        uint l_3713_ = (l_3710_ + l_3712_);
                        uint l_3714_ = (l_3707_ >> 16u);
                        uint l_3715_ = (l_3714_ & 65535u);
                        uint l_1403_ = (l_3713_ + l_3715_);
                        uint _e5099 = l_mut_269_;
                        uint l_1404_ = (_e5099 * l_1401_);
                        uint l_1405_ = (l_1403_ + l_1404_);
                        l_mut_219_ = 0u;
                        uint l_1406_ = (l_861_ - 1u);
                        uint _e5105 = l_mut_275_;
                        uint l_1407_ = (_e5105 * l_1406_);
                        uint _e5107 = l_mut_269_;
                        uint l_1408_ = (_e5107 * l_1406_);
                        uint _e5109 = l_mut_275_;
                        uint l_3717_ = (_e5109 & 65535u);
                        uint _e5112 = l_mut_275_;
                        uint l_3718_ = (_e5112 >> 16u);
                        uint l_3719_ = (l_3718_ & 65535u);
                        uint l_3720_ = (l_1406_ & 65535u);
                        uint l_3721_ = (l_1406_ >> 16u);
                        uint l_3722_ = (l_3721_ & 65535u);
                        uint l_3723_ = (l_3717_ * l_3720_);
                        uint l_3724_ = (l_3719_ * l_3720_);
                        uint l_3725_ = (l_3717_ * l_3722_);
                        uint l_3726_ = (l_3719_ * l_3722_);
                        uint l_3727_ = (l_3723_ >> 16u);
                        uint l_3728_ = (l_3727_ & 65535u);
                        uint l_3729_ = (l_3724_ & 65535u);
                        uint l_3730_ = (l_3728_ + l_3729_);
                        uint l_3731_ = (l_3725_ & 65535u);
                        uint l_3732_ = (l_3730_ + l_3731_);
                        uint l_3733_ = (l_3724_ >> 16u);
                        uint l_3734_ = (l_3733_ & 65535u);
                        uint l_3735_ = (l_3726_ + l_3734_);
                        uint l_3736_ = (l_3725_ >> 16u);
                        uint l_3737_ = (l_3736_ & 65535u);
                        uint l_3738_ = (l_3735_ + l_3737_);
                        uint l_3739_ = (l_3732_ >> 16u);
                        uint l_3740_ = (l_3739_ & 65535u);
                        uint l_1409_ = (l_3738_ + l_3740_);
                        uint l_1410_ = (l_1409_ + l_1408_);
                        uint _e5153 = l_mut_269_;
                        uint l_3742_ = (_e5153 & 65535u);
                        uint _e5156 = l_mut_269_;
                        uint l_3743_ = (_e5156 >> 16u);
                        uint l_3744_ = (l_3743_ & 65535u);
                        uint l_3745_ = (l_1406_ & 65535u);
                        uint l_3746_ = (l_1406_ >> 16u);
                        uint l_3747_ = (l_3746_ & 65535u);
                        uint l_3748_ = (l_3742_ * l_3745_);
                        uint l_3749_ = (l_3744_ * l_3745_);
                        uint l_3750_ = (l_3742_ * l_3747_);
                        uint l_3751_ = (l_3744_ * l_3747_);
                        uint l_3752_ = (l_3748_ >> 16u);
                        uint l_3753_ = (l_3752_ & 65535u);
                        uint l_3754_ = (l_3749_ & 65535u);
                        uint l_3755_ = (l_3753_ + l_3754_);
                        uint l_3756_ = (l_3750_ & 65535u);
                        uint l_3757_ = (l_3755_ + l_3756_);
                        uint l_3758_ = (l_3749_ >> 16u);
                        uint l_3759_ = (l_3758_ & 65535u);
                        uint l_3760_ = (l_3751_ + l_3759_);
                        uint l_3761_ = (l_3750_ >> 16u);
                        uint l_3762_ = (l_3761_ & 65535u);
                        uint l_3763_ = (l_3760_ + l_3762_);
                        uint l_3764_ = (l_3757_ >> 16u);
                        uint l_3765_ = (l_3764_ & 65535u);
                        uint l_1411_ = (l_3763_ + l_3765_);
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
                        uint _e5214 = l_mut_213_;
                        l_mut_145_ = _e5214;
                        uint _e5215 = l_mut_151_;
                        l_mut_213_ = _e5215;
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
                                uint _e5227 = l_mut_151_;
                                l_mut_145_ = _e5227;
                                l_mut_213_ = l_1433_;
                            }
                        }
                        uint _e5228 = l_mut_145_;
                        uint _e5229 = l_mut_213_;
                        uint l_1434_ = (_e5228 | _e5229);
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
                                    uint _e5264 = l_mut_269_;
                                    bool l_1452_ = (l_1440_ < _e5264);
                                    uint _e5266 = l_mut_269_;
                                    bool l_1453_ = (l_1440_ == _e5266);
                                    uint _e5268 = l_mut_275_;
                                    bool l_1454_ = (l_1436_ < _e5268);
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
                                        uint _e5281 = l_mut_269_;
                                        bool l_1458_ = (_e5281 < l_1440_);
                                        uint _e5283 = l_mut_269_;
                                        bool l_1459_ = (_e5283 == l_1440_);
                                        uint _e5285 = l_mut_275_;
                                        bool l_1460_ = (_e5285 < l_1436_);
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
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (!loop_init_5) {
                                                    uint _e5392 = l_mut_1468_;
                                                    l_mut_1468_ = (_e5392 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e5307 = l_mut_1468_;
                                                if ((_e5307 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5311 = l_mut_1468_;
                                                    uint l_1469_ = (19u - _e5311);
                                                    uint _e5313 = l_mut_90_;
                                                    l_mut_1470_ = _e5313;
                                                    uint _e5314 = l_mut_75_;
                                                    l_mut_1471_ = _e5314;
                                                    bool l_1472_ = (l_1469_ >= 32u);
                                                    if (l_1472_) {
                                                        uint l_1473_ = (l_1469_ & 31u);
                                                        uint _e5319 = l_mut_75_;
                                                        uint l_1474_ = (_e5319 >> l_1473_);
                                                        l_mut_1470_ = l_1474_;
                                                        l_mut_1471_ = 0u;
                                                    } else {
                                                        bool l_1475_ = (l_1469_ > 0u);
                                                        if (l_1475_) {
                                                            uint _e5324 = l_mut_90_;
                                                            l_mut_1476_ = _e5324;
                                                            bool l_1477_ = (l_1469_ > 0u);
                                                            if (l_1477_) {
                                                                uint _e5327 = l_mut_90_;
                                                                uint l_1478_ = (_e5327 >> l_1469_);
                                                                uint l_1479_ = (32u - l_1469_);
                                                                uint _e5331 = l_mut_75_;
                                                                uint l_1480_ = (_e5331 << l_1479_);
                                                                uint l_1481_ = (l_1478_ | l_1480_);
                                                                l_mut_1476_ = l_1481_;
                                                            }
                                                            uint _e5334 = l_mut_75_;
                                                            uint l_1482_ = (_e5334 >> l_1469_);
                                                            uint _e5336 = l_mut_1476_;
                                                            l_mut_1470_ = _e5336;
                                                            l_mut_1471_ = l_1482_;
                                                        }
                                                    }
                                                    uint _e5337 = l_mut_1471_;
                                                    uint _e5338 = l_mut_269_;
                                                    bool l_1483_ = (_e5337 < _e5338);
                                                    uint _e5340 = l_mut_1471_;
                                                    uint _e5341 = l_mut_269_;
                                                    bool l_1484_ = (_e5340 == _e5341);
                                                    uint _e5343 = l_mut_1470_;
                                                    uint _e5344 = l_mut_275_;
                                                    bool l_1485_ = (_e5343 < _e5344);
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
                                                        uint _e5356 = l_mut_275_;
                                                        l_mut_1476_ = _e5356;
                                                        uint _e5357 = l_mut_269_;
                                                        l_mut_1471_ = _e5357;
                                                        bool l_1489_ = (l_1469_ >= 32u);
                                                        if (l_1489_) {
                                                            uint l_1490_ = (l_1469_ & 31u);
                                                            uint _e5362 = l_mut_275_;
                                                            uint l_1491_ = (_e5362 << l_1490_);
                                                            l_mut_1476_ = 0u;
                                                            l_mut_1471_ = l_1491_;
                                                        } else {
                                                            bool l_1492_ = (l_1469_ > 0u);
                                                            if (l_1492_) {
                                                                uint _e5367 = l_mut_275_;
                                                                uint l_1493_ = (_e5367 << l_1469_);
                                                                uint _e5369 = l_mut_269_;
                                                                uint l_1494_ = (_e5369 << l_1469_);
                                                                uint l_1495_ = (32u - l_1469_);
                                                                uint _e5373 = l_mut_275_;
                                                                uint l_1496_ = (_e5373 >> l_1495_);
                                                                uint l_1497_ = (l_1494_ | l_1496_);
                                                                l_mut_1476_ = l_1493_;
                                                                l_mut_1471_ = l_1497_;
                                                            }
                                                        }
                                                        uint _e5376 = l_mut_90_;
                                                        uint _e5377 = l_mut_1476_;
                                                        uint l_1498_ = (_e5376 - _e5377);
                                                        uint _e5379 = l_mut_75_;
                                                        uint _e5380 = l_mut_1471_;
                                                        uint l_1499_ = (_e5379 - _e5380);
                                                        uint _e5382 = l_mut_90_;
                                                        uint _e5383 = l_mut_1476_;
                                                        bool l_1500_ = (_e5382 < _e5383);
                                                        uint l_1501_ = uint(l_1500_);
                                                        uint l_1502_ = (l_1499_ - l_1501_);
                                                        l_mut_90_ = l_1498_;
                                                        l_mut_75_ = l_1502_;
                                                        uint l_1503_ = (1u << l_1469_);
                                                        uint _e5389 = l_mut_40_;
                                                        l_mut_40_ = (_e5389 | l_1503_);
                                                    }
                                                }
                                            }
                                            uint _e5394 = l_mut_40_;
                                            uint l_1504_ = min(_e5394, l_1451_);
                                            l_mut_1476_ = l_1504_;
                                            uint _e5396 = l_mut_75_;
                                            uint _e5397 = l_mut_269_;
                                            bool l_1505_ = (_e5396 < _e5397);
                                            uint _e5399 = l_mut_75_;
                                            uint _e5400 = l_mut_269_;
                                            bool l_1506_ = (_e5399 == _e5400);
                                            uint _e5402 = l_mut_90_;
                                            uint _e5403 = l_mut_275_;
                                            bool l_1507_ = (_e5402 < _e5403);
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
                                            uint _e5415 = l_mut_1476_;
                                            l_mut_96_ = _e5415;
                                        }
                                        uint _e5416 = l_mut_275_;
                                        uint _e5417 = l_mut_96_;
                                        uint l_1511_ = (_e5416 * _e5417);
                                        uint _e5419 = l_mut_275_;
                                        uint l_3767_ = (_e5419 & 65535u);
                                        uint _e5422 = l_mut_275_;
                                        uint l_3768_ = (_e5422 >> 16u);
                                        uint l_3769_ = (l_3768_ & 65535u);
                                        uint _e5427 = l_mut_96_;
                                        uint l_3770_ = (_e5427 & 65535u);
                                        uint _e5430 = l_mut_96_;
                                        uint l_3771_ = (_e5430 >> 16u);
                                        uint l_3772_ = (l_3771_ & 65535u);
                                        uint l_3773_ = (l_3767_ * l_3770_);
                                        uint l_3774_ = (l_3769_ * l_3770_);
                                        uint l_3775_ = (l_3767_ * l_3772_);
                                        uint l_3776_ = (l_3769_ * l_3772_);
                                        uint l_3777_ = (l_3773_ >> 16u);
                                        uint l_3778_ = (l_3777_ & 65535u);
                                        uint l_3779_ = (l_3774_ & 65535u);
                                        uint l_3780_ = (l_3778_ + l_3779_);
                                        uint l_3781_ = (l_3775_ & 65535u);
                                        uint l_3782_ = (l_3780_ + l_3781_);
                                        uint l_3783_ = (l_3774_ >> 16u);
                                        uint l_3784_ = (l_3783_ & 65535u);
                                        uint l_3785_ = (l_3776_ + l_3784_);
                                        uint l_3786_ = (l_3775_ >> 16u);
                                        uint l_3787_ = (l_3786_ & 65535u);
                                        uint l_3788_ = (l_3785_ + l_3787_);
                                        uint l_3789_ = (l_3782_ >> 16u);
                                        uint l_3790_ = (l_3789_ & 65535u);
                                        uint l_1512_ = (l_3788_ + l_3790_);
                                        uint _e5464 = l_mut_269_;
                                        uint _e5465 = l_mut_96_;
                                        uint l_1513_ = (_e5464 * _e5465);
                                        uint l_1514_ = (l_1512_ + l_1513_);
                                        uint l_1515_ = (l_1436_ - l_1511_);
                                        uint l_1516_ = (l_1440_ - l_1514_);
                                        bool l_1517_ = (l_1436_ < l_1511_);
                                        uint l_1518_ = uint(l_1517_);
                                        uint l_1519_ = (l_1516_ - l_1518_);
                                        l_mut_145_ = l_1515_;
                                        l_mut_102_ = l_1519_;
                                        uint _e5473 = l_mut_102_;
                                        uint _e5474 = l_mut_269_;
                                        bool l_1520_ = (_e5473 < _e5474);
                                        uint _e5476 = l_mut_102_;
                                        uint _e5477 = l_mut_269_;
                                        bool l_1521_ = (_e5476 == _e5477);
                                        uint _e5479 = l_mut_145_;
                                        uint _e5480 = l_mut_275_;
                                        bool l_1522_ = (_e5479 < _e5480);
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
                                            uint _e5492 = l_mut_145_;
                                            uint _e5493 = l_mut_275_;
                                            uint l_1526_ = (_e5492 - _e5493);
                                            uint _e5495 = l_mut_102_;
                                            uint _e5496 = l_mut_269_;
                                            uint l_1527_ = (_e5495 - _e5496);
                                            uint _e5498 = l_mut_145_;
                                            uint _e5499 = l_mut_275_;
                                            bool l_1528_ = (_e5498 < _e5499);
                                            uint l_1529_ = uint(l_1528_);
                                            uint l_1530_ = (l_1527_ - l_1529_);
                                            l_mut_145_ = l_1526_;
                                            l_mut_102_ = l_1530_;
                                        }
                                    }
                                    uint _e5503 = l_mut_275_;
                                    uint _e5504 = l_mut_145_;
                                    uint l_1531_ = (_e5503 - _e5504);
                                    uint _e5506 = l_mut_269_;
                                    uint _e5507 = l_mut_102_;
                                    uint l_1532_ = (_e5506 - _e5507);
                                    uint _e5509 = l_mut_275_;
                                    uint _e5510 = l_mut_145_;
                                    bool l_1533_ = (_e5509 < _e5510);
                                    uint l_1534_ = uint(l_1533_);
                                    uint l_1535_ = (l_1532_ - l_1534_);
                                    l_mut_1476_ = l_1531_;
                                    l_mut_1471_ = l_1535_;
                                    uint _e5514 = l_mut_269_;
                                    bool l_1536_ = (l_1535_ < _e5514);
                                    uint _e5516 = l_mut_269_;
                                    bool l_1537_ = (l_1535_ == _e5516);
                                    uint _e5518 = l_mut_275_;
                                    bool l_1538_ = (l_1531_ < _e5518);
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
                                        uint _e5530 = l_mut_275_;
                                        uint l_1542_ = (l_1531_ - _e5530);
                                        uint _e5532 = l_mut_269_;
                                        uint l_1543_ = (l_1535_ - _e5532);
                                        uint _e5534 = l_mut_275_;
                                        bool l_1544_ = (l_1531_ < _e5534);
                                        uint l_1545_ = uint(l_1544_);
                                        uint l_1546_ = (l_1543_ - l_1545_);
                                        l_mut_1476_ = l_1542_;
                                        l_mut_1471_ = l_1546_;
                                    }
                                    uint _e5538 = l_mut_1471_;
                                    uint _e5539 = l_mut_151_;
                                    bool l_1547_ = (_e5538 < _e5539);
                                    uint _e5541 = l_mut_1471_;
                                    uint _e5542 = l_mut_151_;
                                    bool l_1548_ = (_e5541 == _e5542);
                                    uint _e5544 = l_mut_1476_;
                                    uint _e5545 = l_mut_213_;
                                    bool l_1549_ = (_e5544 < _e5545);
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
                                        uint _e5556 = l_mut_1476_;
                                        l_mut_213_ = _e5556;
                                        uint _e5557 = l_mut_1471_;
                                        l_mut_151_ = _e5557;
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
                                    uint _e5577 = l_mut_269_;
                                    bool l_1563_ = (l_1370_ < _e5577);
                                    uint _e5579 = l_mut_269_;
                                    bool l_1564_ = (l_1370_ == _e5579);
                                    uint _e5581 = l_mut_275_;
                                    bool l_1565_ = (l_1366_ < _e5581);
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
                                        uint _e5594 = l_mut_269_;
                                        bool l_1569_ = (_e5594 < l_1370_);
                                        uint _e5596 = l_mut_269_;
                                        bool l_1570_ = (_e5596 == l_1370_);
                                        uint _e5598 = l_mut_275_;
                                        bool l_1571_ = (_e5598 < l_1366_);
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
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (!loop_init_6) {
                                                    uint _e5705 = l_mut_1579_;
                                                    l_mut_1579_ = (_e5705 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e5620 = l_mut_1579_;
                                                if ((_e5620 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5624 = l_mut_1579_;
                                                    uint l_1580_ = (19u - _e5624);
                                                    uint _e5626 = l_mut_145_;
                                                    l_mut_90_ = _e5626;
                                                    uint _e5627 = l_mut_102_;
                                                    l_mut_75_ = _e5627;
                                                    bool l_1581_ = (l_1580_ >= 32u);
                                                    if (l_1581_) {
                                                        uint l_1582_ = (l_1580_ & 31u);
                                                        uint _e5632 = l_mut_102_;
                                                        uint l_1583_ = (_e5632 >> l_1582_);
                                                        l_mut_90_ = l_1583_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1584_ = (l_1580_ > 0u);
                                                        if (l_1584_) {
                                                            uint _e5637 = l_mut_145_;
                                                            l_mut_40_ = _e5637;
                                                            bool l_1585_ = (l_1580_ > 0u);
                                                            if (l_1585_) {
                                                                uint _e5640 = l_mut_145_;
                                                                uint l_1586_ = (_e5640 >> l_1580_);
                                                                uint l_1587_ = (32u - l_1580_);
                                                                uint _e5644 = l_mut_102_;
                                                                uint l_1588_ = (_e5644 << l_1587_);
                                                                uint l_1589_ = (l_1586_ | l_1588_);
                                                                l_mut_40_ = l_1589_;
                                                            }
                                                            uint _e5647 = l_mut_102_;
                                                            uint l_1590_ = (_e5647 >> l_1580_);
                                                            uint _e5649 = l_mut_40_;
                                                            l_mut_90_ = _e5649;
                                                            l_mut_75_ = l_1590_;
                                                        }
                                                    }
                                                    uint _e5650 = l_mut_75_;
                                                    uint _e5651 = l_mut_269_;
                                                    bool l_1591_ = (_e5650 < _e5651);
                                                    uint _e5653 = l_mut_75_;
                                                    uint _e5654 = l_mut_269_;
                                                    bool l_1592_ = (_e5653 == _e5654);
                                                    uint _e5656 = l_mut_90_;
                                                    uint _e5657 = l_mut_275_;
                                                    bool l_1593_ = (_e5656 < _e5657);
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
                                                        uint _e5669 = l_mut_275_;
                                                        l_mut_90_ = _e5669;
                                                        uint _e5670 = l_mut_269_;
                                                        l_mut_75_ = _e5670;
                                                        bool l_1597_ = (l_1580_ >= 32u);
                                                        if (l_1597_) {
                                                            uint l_1598_ = (l_1580_ & 31u);
                                                            uint _e5675 = l_mut_275_;
                                                            uint l_1599_ = (_e5675 << l_1598_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1599_;
                                                        } else {
                                                            bool l_1600_ = (l_1580_ > 0u);
                                                            if (l_1600_) {
                                                                uint _e5680 = l_mut_275_;
                                                                uint l_1601_ = (_e5680 << l_1580_);
                                                                uint _e5682 = l_mut_269_;
                                                                uint l_1602_ = (_e5682 << l_1580_);
                                                                uint l_1603_ = (32u - l_1580_);
                                                                uint _e5686 = l_mut_275_;
                                                                uint l_1604_ = (_e5686 >> l_1603_);
                                                                uint l_1605_ = (l_1602_ | l_1604_);
                                                                l_mut_90_ = l_1601_;
                                                                l_mut_75_ = l_1605_;
                                                            }
                                                        }
                                                        uint _e5689 = l_mut_145_;
                                                        uint _e5690 = l_mut_90_;
                                                        uint l_1606_ = (_e5689 - _e5690);
                                                        uint _e5692 = l_mut_102_;
                                                        uint _e5693 = l_mut_75_;
                                                        uint l_1607_ = (_e5692 - _e5693);
                                                        uint _e5695 = l_mut_145_;
                                                        uint _e5696 = l_mut_90_;
                                                        bool l_1608_ = (_e5695 < _e5696);
                                                        uint l_1609_ = uint(l_1608_);
                                                        uint l_1610_ = (l_1607_ - l_1609_);
                                                        l_mut_145_ = l_1606_;
                                                        l_mut_102_ = l_1610_;
                                                        uint l_1611_ = (1u << l_1580_);
                                                        uint _e5702 = l_mut_96_;
                                                        l_mut_96_ = (_e5702 | l_1611_);
                                                    }
                                                }
                                            }
                                            uint _e5707 = l_mut_96_;
                                            uint l_1612_ = min(_e5707, l_1562_);
                                            l_mut_96_ = l_1612_;
                                            uint _e5709 = l_mut_102_;
                                            uint _e5710 = l_mut_269_;
                                            bool l_1613_ = (_e5709 < _e5710);
                                            uint _e5712 = l_mut_102_;
                                            uint _e5713 = l_mut_269_;
                                            bool l_1614_ = (_e5712 == _e5713);
                                            uint _e5715 = l_mut_145_;
                                            uint _e5716 = l_mut_275_;
                                            bool l_1615_ = (_e5715 < _e5716);
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
                                            uint _e5728 = l_mut_96_;
                                            l_mut_1470_ = _e5728;
                                        }
                                        uint _e5729 = l_mut_275_;
                                        uint _e5730 = l_mut_1470_;
                                        uint l_1619_ = (_e5729 * _e5730);
                                        uint _e5732 = l_mut_275_;
                                        uint l_3792_ = (_e5732 & 65535u);
                                        uint _e5735 = l_mut_275_;
                                        uint l_3793_ = (_e5735 >> 16u);
                                        uint l_3794_ = (l_3793_ & 65535u);
                                        uint _e5740 = l_mut_1470_;
                                        uint l_3795_ = (_e5740 & 65535u);
                                        uint _e5743 = l_mut_1470_;
                                        uint l_3796_ = (_e5743 >> 16u);
                                        uint l_3797_ = (l_3796_ & 65535u);
                                        uint l_3798_ = (l_3792_ * l_3795_);
                                        uint l_3799_ = (l_3794_ * l_3795_);
                                        uint l_3800_ = (l_3792_ * l_3797_);
                                        uint l_3801_ = (l_3794_ * l_3797_);
                                        uint l_3802_ = (l_3798_ >> 16u);
                                        uint l_3803_ = (l_3802_ & 65535u);
                                        uint l_3804_ = (l_3799_ & 65535u);
                                        uint l_3805_ = (l_3803_ + l_3804_);
                                        uint l_3806_ = (l_3800_ & 65535u);
                                        uint l_3807_ = (l_3805_ + l_3806_);
                                        uint l_3808_ = (l_3799_ >> 16u);
                                        uint l_3809_ = (l_3808_ & 65535u);
                                        uint l_3810_ = (l_3801_ + l_3809_);
                                        uint l_3811_ = (l_3800_ >> 16u);
                                        uint l_3812_ = (l_3811_ & 65535u);
                                        uint l_3813_ = (l_3810_ + l_3812_);
                                        uint l_3814_ = (l_3807_ >> 16u);
                                        uint l_3815_ = (l_3814_ & 65535u);
                                        uint l_1620_ = (l_3813_ + l_3815_);
                                        uint _e5777 = l_mut_269_;
                                        uint _e5778 = l_mut_1470_;
                                        uint l_1621_ = (_e5777 * _e5778);
                                        uint l_1622_ = (l_1620_ + l_1621_);
                                        uint l_1623_ = (l_1366_ - l_1619_);
                                        uint l_1624_ = (l_1370_ - l_1622_);
                                        bool l_1625_ = (l_1366_ < l_1619_);
                                        uint l_1626_ = uint(l_1625_);
                                        uint l_1627_ = (l_1624_ - l_1626_);
                                        l_mut_1476_ = l_1623_;
                                        l_mut_1471_ = l_1627_;
                                        uint _e5786 = l_mut_1471_;
                                        uint _e5787 = l_mut_269_;
                                        bool l_1628_ = (_e5786 < _e5787);
                                        uint _e5789 = l_mut_1471_;
                                        uint _e5790 = l_mut_269_;
                                        bool l_1629_ = (_e5789 == _e5790);
                                        uint _e5792 = l_mut_1476_;
                                        uint _e5793 = l_mut_275_;
                                        bool l_1630_ = (_e5792 < _e5793);
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
                                            uint _e5805 = l_mut_1476_;
                                            uint _e5806 = l_mut_275_;
                                            uint l_1634_ = (_e5805 - _e5806);
                                            uint _e5808 = l_mut_1471_;
                                            uint _e5809 = l_mut_269_;
                                            uint l_1635_ = (_e5808 - _e5809);
                                            uint _e5811 = l_mut_1476_;
                                            uint _e5812 = l_mut_275_;
                                            bool l_1636_ = (_e5811 < _e5812);
                                            uint l_1637_ = uint(l_1636_);
                                            uint l_1638_ = (l_1635_ - l_1637_);
                                            l_mut_1476_ = l_1634_;
                                            l_mut_1471_ = l_1638_;
                                        }
                                    }
                                    uint _e5816 = l_mut_1471_;
                                    uint _e5817 = l_mut_151_;
                                    bool l_1639_ = (_e5816 < _e5817);
                                    uint _e5819 = l_mut_1471_;
                                    uint _e5820 = l_mut_151_;
                                    bool l_1640_ = (_e5819 == _e5820);
                                    uint _e5822 = l_mut_1476_;
                                    uint _e5823 = l_mut_213_;
                                    bool l_1641_ = (_e5822 < _e5823);
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
                                        uint _e5834 = l_mut_1476_;
                                        l_mut_213_ = _e5834;
                                        uint _e5835 = l_mut_1471_;
                                        l_mut_151_ = _e5835;
                                    }
                                }
                            }
                            uint _e5836 = l_mut_151_;
                            bool l_1644_ = (_e5836 < l_1380_);
                            uint _e5838 = l_mut_151_;
                            bool l_1645_ = (_e5838 == l_1380_);
                            uint _e5840 = l_mut_213_;
                            bool l_1646_ = (_e5840 < l_1376_);
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
                        uint _e5855 = l_mut_219_;
                        bool l_1652_ = (_e5855 > 0u);
                        if (l_1652_) {
                            uint _e5858 = l_mut_219_;
                            bool l_1653_ = (_e5858 == 1u);
                            l_mut_637_ = l_1653_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    while(true) {
                        bool _e5863 = l_mut_628_;
                        bool l_1654_ = !(_e5863);
                        if (l_1654_) {
                            break;
                        }
                        uint _e5865 = l_mut_394_;
                        uint _e5866 = l_mut_440_;
                        bool l_1655_ = (_e5865 < _e5866);
                        uint _e5868 = l_mut_394_;
                        uint _e5869 = l_mut_440_;
                        bool l_1656_ = (_e5868 == _e5869);
                        uint _e5871 = l_mut_421_;
                        uint _e5872 = l_mut_441_;
                        bool l_1657_ = (_e5871 < _e5872);
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
                            uint _e5883 = l_mut_388_;
                            uint l_1660_ = (l_861_ - _e5883);
                            uint _e5885 = l_mut_382_;
                            uint l_1661_ = (l_1660_ / _e5885);
                            l_mut_1476_ = 0u;
                            l_mut_350_ = false;
                            uint _e5889 = l_mut_439_;
                            l_mut_1471_ = _e5889;
                            uint _e5890 = l_mut_428_;
                            l_mut_1470_ = _e5890;
                            if (false) {
                                uint _e5893 = l_mut_428_;
                                uint l_1664_ = (_e5893 >> 3u);
                                l_mut_1471_ = l_1664_;
                                l_mut_1470_ = 0u;
                            } else {
                                if (true) {
                                    uint _e5897 = l_mut_439_;
                                    l_mut_275_ = _e5897;
                                    if (true) {
                                        uint _e5899 = l_mut_439_;
                                        uint l_1667_ = (_e5899 >> 3u);
                                        uint _e5902 = l_mut_428_;
                                        uint l_1668_ = (_e5902 << 29u);
                                        uint l_1669_ = (l_1667_ | l_1668_);
                                        l_mut_275_ = l_1669_;
                                    }
                                    uint _e5906 = l_mut_428_;
                                    uint l_1670_ = (_e5906 >> 3u);
                                    uint _e5909 = l_mut_275_;
                                    l_mut_1471_ = _e5909;
                                    l_mut_1470_ = l_1670_;
                                }
                            }
                            uint _e5910 = l_mut_1470_;
                            uint _e5911 = l_mut_440_;
                            bool l_1671_ = (_e5910 < _e5911);
                            uint _e5913 = l_mut_1470_;
                            uint _e5914 = l_mut_440_;
                            bool l_1672_ = (_e5913 == _e5914);
                            uint _e5916 = l_mut_1471_;
                            uint _e5917 = l_mut_441_;
                            bool l_1673_ = (_e5916 < _e5917);
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
                            uint _e5929 = l_mut_441_;
                            uint _e5930 = l_mut_440_;
                            uint l_1677_ = (_e5929 | _e5930);
                            bool l_1678_ = (l_1677_ == 0u);
                            if (l_1678_) {
                                l_mut_1476_ = l_1661_;
                            } else {
                                bool _e5934 = l_mut_350_;
                                if (_e5934) {
                                    uint _e5935 = l_mut_440_;
                                    uint _e5936 = l_mut_428_;
                                    bool l_1679_ = (_e5935 < _e5936);
                                    uint _e5938 = l_mut_440_;
                                    uint _e5939 = l_mut_428_;
                                    bool l_1680_ = (_e5938 == _e5939);
                                    uint _e5941 = l_mut_441_;
                                    uint _e5942 = l_mut_439_;
                                    bool l_1681_ = (_e5941 < _e5942);
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
                                        uint _e5953 = l_mut_439_;
                                        uint l_1684_ = (_e5953 - 1u);
                                        uint _e5956 = l_mut_428_;
                                        uint l_1685_ = (_e5956 - 0u);
                                        uint _e5959 = l_mut_439_;
                                        bool l_1686_ = (_e5959 < 1u);
                                        uint l_1687_ = uint(l_1686_);
                                        uint l_1688_ = (l_1685_ - l_1687_);
                                        l_mut_1471_ = l_1684_;
                                        l_mut_1470_ = l_1688_;
                                        l_mut_275_ = 0u;
                                        l_mut_1689_ = 0u;
                                        bool loop_init_7 = true;
                                        while(true) {
                                            if (!loop_init_7) {
                                                uint _e6052 = l_mut_1689_;
                                                l_mut_1689_ = (_e6052 + 1u);
                                            }
                                            loop_init_7 = false;
                                            uint _e5967 = l_mut_1689_;
                                            if ((_e5967 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e5971 = l_mut_1689_;
                                                uint l_1690_ = (19u - _e5971);
                                                uint _e5973 = l_mut_1471_;
                                                l_mut_269_ = _e5973;
                                                uint _e5974 = l_mut_1470_;
                                                l_mut_219_ = _e5974;
                                                bool l_1691_ = (l_1690_ >= 32u);
                                                if (l_1691_) {
                                                    uint l_1692_ = (l_1690_ & 31u);
                                                    uint _e5979 = l_mut_1470_;
                                                    uint l_1693_ = (_e5979 >> l_1692_);
                                                    l_mut_269_ = l_1693_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1694_ = (l_1690_ > 0u);
                                                    if (l_1694_) {
                                                        uint _e5984 = l_mut_1471_;
                                                        l_mut_213_ = _e5984;
                                                        bool l_1695_ = (l_1690_ > 0u);
                                                        if (l_1695_) {
                                                            uint _e5987 = l_mut_1471_;
                                                            uint l_1696_ = (_e5987 >> l_1690_);
                                                            uint l_1697_ = (32u - l_1690_);
                                                            uint _e5991 = l_mut_1470_;
                                                            uint l_1698_ = (_e5991 << l_1697_);
                                                            uint l_1699_ = (l_1696_ | l_1698_);
                                                            l_mut_213_ = l_1699_;
                                                        }
                                                        uint _e5994 = l_mut_1470_;
                                                        uint l_1700_ = (_e5994 >> l_1690_);
                                                        uint _e5996 = l_mut_213_;
                                                        l_mut_269_ = _e5996;
                                                        l_mut_219_ = l_1700_;
                                                    }
                                                }
                                                uint _e5997 = l_mut_219_;
                                                uint _e5998 = l_mut_440_;
                                                bool l_1701_ = (_e5997 < _e5998);
                                                uint _e6000 = l_mut_219_;
                                                uint _e6001 = l_mut_440_;
                                                bool l_1702_ = (_e6000 == _e6001);
                                                uint _e6003 = l_mut_269_;
                                                uint _e6004 = l_mut_441_;
                                                bool l_1703_ = (_e6003 < _e6004);
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
                                                    uint _e6016 = l_mut_441_;
                                                    l_mut_269_ = _e6016;
                                                    uint _e6017 = l_mut_440_;
                                                    l_mut_219_ = _e6017;
                                                    bool l_1707_ = (l_1690_ >= 32u);
                                                    if (l_1707_) {
                                                        uint l_1708_ = (l_1690_ & 31u);
                                                        uint _e6022 = l_mut_441_;
                                                        uint l_1709_ = (_e6022 << l_1708_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1709_;
                                                    } else {
                                                        bool l_1710_ = (l_1690_ > 0u);
                                                        if (l_1710_) {
                                                            uint _e6027 = l_mut_441_;
                                                            uint l_1711_ = (_e6027 << l_1690_);
                                                            uint _e6029 = l_mut_440_;
                                                            uint l_1712_ = (_e6029 << l_1690_);
                                                            uint l_1713_ = (32u - l_1690_);
                                                            uint _e6033 = l_mut_441_;
                                                            uint l_1714_ = (_e6033 >> l_1713_);
                                                            uint l_1715_ = (l_1712_ | l_1714_);
                                                            l_mut_269_ = l_1711_;
                                                            l_mut_219_ = l_1715_;
                                                        }
                                                    }
                                                    uint _e6036 = l_mut_1471_;
                                                    uint _e6037 = l_mut_269_;
                                                    uint l_1716_ = (_e6036 - _e6037);
                                                    uint _e6039 = l_mut_1470_;
                                                    uint _e6040 = l_mut_219_;
                                                    uint l_1717_ = (_e6039 - _e6040);
                                                    uint _e6042 = l_mut_1471_;
                                                    uint _e6043 = l_mut_269_;
                                                    bool l_1718_ = (_e6042 < _e6043);
                                                    uint l_1719_ = uint(l_1718_);
                                                    uint l_1720_ = (l_1717_ - l_1719_);
                                                    l_mut_1471_ = l_1716_;
                                                    l_mut_1470_ = l_1720_;
                                                    uint l_1721_ = (1u << l_1690_);
                                                    uint _e6049 = l_mut_275_;
                                                    l_mut_275_ = (_e6049 | l_1721_);
                                                }
                                            }
                                        }
                                        uint _e6054 = l_mut_275_;
                                        uint l_1722_ = min(_e6054, l_1661_);
                                        l_mut_275_ = l_1722_;
                                        uint _e6056 = l_mut_1470_;
                                        uint _e6057 = l_mut_440_;
                                        bool l_1723_ = (_e6056 < _e6057);
                                        uint _e6059 = l_mut_1470_;
                                        uint _e6060 = l_mut_440_;
                                        bool l_1724_ = (_e6059 == _e6060);
                                        uint _e6062 = l_mut_1471_;
                                        uint _e6063 = l_mut_441_;
                                        bool l_1725_ = (_e6062 < _e6063);
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
                                        uint _e6075 = l_mut_275_;
                                        l_mut_1476_ = _e6075;
                                    }
                                } else {
                                    uint _e6076 = l_mut_439_;
                                    l_mut_1471_ = _e6076;
                                    uint _e6077 = l_mut_428_;
                                    l_mut_1470_ = _e6077;
                                    while(true) {
                                        uint _e6078 = l_mut_440_;
                                        uint _e6079 = l_mut_1470_;
                                        bool l_1729_ = (_e6078 < _e6079);
                                        uint _e6081 = l_mut_440_;
                                        uint _e6082 = l_mut_1470_;
                                        bool l_1730_ = (_e6081 == _e6082);
                                        uint _e6084 = l_mut_441_;
                                        uint _e6085 = l_mut_1471_;
                                        bool l_1731_ = (_e6084 < _e6085);
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
                                        uint _e6096 = l_mut_1476_;
                                        uint _e6097 = l_mut_382_;
                                        uint l_1734_ = (_e6096 * _e6097);
                                        uint _e6099 = l_mut_388_;
                                        uint l_1735_ = (_e6099 + l_1734_);
                                        uint _e6101 = l_mut_382_;
                                        uint l_1736_ = (l_1735_ + _e6101);
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
                                        uint _e6109 = l_mut_1471_;
                                        uint _e6110 = l_mut_441_;
                                        uint l_1740_ = (_e6109 - _e6110);
                                        uint _e6112 = l_mut_1470_;
                                        uint _e6113 = l_mut_440_;
                                        uint l_1741_ = (_e6112 - _e6113);
                                        uint _e6115 = l_mut_1471_;
                                        uint _e6116 = l_mut_441_;
                                        bool l_1742_ = (_e6115 < _e6116);
                                        uint l_1743_ = uint(l_1742_);
                                        uint l_1744_ = (l_1741_ - l_1743_);
                                        l_mut_1471_ = l_1740_;
                                        l_mut_1470_ = l_1744_;
                                        uint _e6120 = l_mut_1476_;
                                        l_mut_1476_ = (_e6120 + 1u);
                                    }
                                }
                            }
                            uint _e6123 = l_mut_1476_;
                            uint _e6124 = l_mut_382_;
                            uint l_1745_ = (_e6123 * _e6124);
                            uint _e6126 = l_mut_388_;
                            uint l_1746_ = (_e6126 + l_1745_);
                            uint _e6128 = l_mut_382_;
                            uint l_1747_ = (l_1746_ + _e6128);
                            bool l_1748_ = (l_1747_ >= l_861_);
                            if (l_1748_) {
                                l_mut_637_ = true;
                                l_mut_628_ = false;
                            } else {
                                uint _e6133 = l_mut_441_;
                                uint _e6134 = l_mut_1476_;
                                uint l_1749_ = (_e6133 * _e6134);
                                uint _e6136 = l_mut_441_;
                                uint l_3817_ = (_e6136 & 65535u);
                                uint _e6139 = l_mut_441_;
                                uint l_3818_ = (_e6139 >> 16u);
                                uint l_3819_ = (l_3818_ & 65535u);
                                uint _e6144 = l_mut_1476_;
                                uint l_3820_ = (_e6144 & 65535u);
                                uint _e6147 = l_mut_1476_;
                                uint l_3821_ = (_e6147 >> 16u);
                                uint l_3822_ = (l_3821_ & 65535u);
                                uint l_3823_ = (l_3817_ * l_3820_);
                                uint l_3824_ = (l_3819_ * l_3820_);
                                uint l_3825_ = (l_3817_ * l_3822_);
                                uint l_3826_ = (l_3819_ * l_3822_);
                                uint l_3827_ = (l_3823_ >> 16u);
                                uint l_3828_ = (l_3827_ & 65535u);
                                uint l_3829_ = (l_3824_ & 65535u);
                                uint l_3830_ = (l_3828_ + l_3829_);
                                uint l_3831_ = (l_3825_ & 65535u);
                                uint l_3832_ = (l_3830_ + l_3831_);
                                uint l_3833_ = (l_3824_ >> 16u);
                                uint l_3834_ = (l_3833_ & 65535u);
                                uint l_3835_ = (l_3826_ + l_3834_);
                                uint l_3836_ = (l_3825_ >> 16u);
                                uint l_3837_ = (l_3836_ & 65535u);
                                uint l_3838_ = (l_3835_ + l_3837_);
                                uint l_3839_ = (l_3832_ >> 16u);
                                uint l_3840_ = (l_3839_ & 65535u);
                                uint l_1750_ = (l_3838_ + l_3840_);
                                uint _e6181 = l_mut_440_;
                                uint _e6182 = l_mut_1476_;
                                uint l_1751_ = (_e6181 * _e6182);
                                uint l_1752_ = (l_1750_ + l_1751_);
                                uint _e6185 = l_mut_439_;
                                uint l_1753_ = (_e6185 - l_1749_);
                                uint _e6187 = l_mut_428_;
                                uint l_1754_ = (_e6187 - l_1752_);
                                uint _e6189 = l_mut_439_;
                                bool l_1755_ = (_e6189 < l_1749_);
                                uint l_1756_ = uint(l_1755_);
                                uint l_1757_ = (l_1754_ - l_1756_);
                                l_mut_439_ = l_1753_;
                                l_mut_428_ = l_1757_;
                                uint _e6193 = l_mut_1476_;
                                uint _e6194 = l_mut_382_;
                                uint l_1758_ = (_e6193 * _e6194);
                                uint _e6196 = l_mut_388_;
                                l_mut_388_ = (_e6196 + l_1758_);
                                uint _e6198 = l_mut_441_;
                                uint _e6199 = l_mut_439_;
                                uint l_1759_ = (_e6198 - _e6199);
                                uint _e6201 = l_mut_440_;
                                uint _e6202 = l_mut_428_;
                                uint l_1760_ = (_e6201 - _e6202);
                                uint _e6204 = l_mut_441_;
                                uint _e6205 = l_mut_439_;
                                bool l_1761_ = (_e6204 < _e6205);
                                uint l_1762_ = uint(l_1761_);
                                uint l_1763_ = (l_1760_ - l_1762_);
                                l_mut_441_ = l_1759_;
                                l_mut_440_ = l_1763_;
                                uint _e6209 = l_mut_382_;
                                uint _e6210 = l_mut_388_;
                                l_mut_382_ = (_e6209 + _e6210);
                            }
                        } else {
                            uint _e6212 = l_mut_421_;
                            uint _e6213 = l_mut_441_;
                            uint l_1764_ = (_e6212 - _e6213);
                            uint _e6215 = l_mut_394_;
                            uint _e6216 = l_mut_440_;
                            uint l_1765_ = (_e6215 - _e6216);
                            uint _e6218 = l_mut_421_;
                            uint _e6219 = l_mut_441_;
                            bool l_1766_ = (_e6218 < _e6219);
                            uint l_1767_ = uint(l_1766_);
                            uint l_1768_ = (l_1765_ - l_1767_);
                            l_mut_421_ = l_1764_;
                            l_mut_394_ = l_1768_;
                            uint _e6223 = l_mut_394_;
                            bool l_1769_ = (_e6223 < l_1380_);
                            uint _e6225 = l_mut_394_;
                            bool l_1770_ = (_e6225 == l_1380_);
                            uint _e6227 = l_mut_421_;
                            bool l_1771_ = (_e6227 < l_1376_);
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
                                uint _e6239 = l_mut_382_;
                                uint l_1774_ = (l_861_ - _e6239);
                                uint _e6241 = l_mut_388_;
                                uint l_1775_ = (l_1774_ / _e6241);
                                l_mut_1476_ = 0u;
                                l_mut_350_ = false;
                                uint _e6245 = l_mut_441_;
                                l_mut_1471_ = _e6245;
                                uint _e6246 = l_mut_440_;
                                l_mut_1470_ = _e6246;
                                if (false) {
                                    uint _e6249 = l_mut_440_;
                                    uint l_1778_ = (_e6249 >> 3u);
                                    l_mut_1471_ = l_1778_;
                                    l_mut_1470_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e6253 = l_mut_441_;
                                        l_mut_275_ = _e6253;
                                        if (true) {
                                            uint _e6255 = l_mut_441_;
                                            uint l_1781_ = (_e6255 >> 3u);
                                            uint _e6258 = l_mut_440_;
                                            uint l_1782_ = (_e6258 << 29u);
                                            uint l_1783_ = (l_1781_ | l_1782_);
                                            l_mut_275_ = l_1783_;
                                        }
                                        uint _e6262 = l_mut_440_;
                                        uint l_1784_ = (_e6262 >> 3u);
                                        uint _e6265 = l_mut_275_;
                                        l_mut_1471_ = _e6265;
                                        l_mut_1470_ = l_1784_;
                                    }
                                }
                                uint _e6266 = l_mut_1470_;
                                uint _e6267 = l_mut_428_;
                                bool l_1785_ = (_e6266 < _e6267);
                                uint _e6269 = l_mut_1470_;
                                uint _e6270 = l_mut_428_;
                                bool l_1786_ = (_e6269 == _e6270);
                                uint _e6272 = l_mut_1471_;
                                uint _e6273 = l_mut_439_;
                                bool l_1787_ = (_e6272 < _e6273);
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
                                uint _e6285 = l_mut_439_;
                                uint _e6286 = l_mut_428_;
                                uint l_1791_ = (_e6285 | _e6286);
                                bool l_1792_ = (l_1791_ == 0u);
                                if (l_1792_) {
                                    l_mut_1476_ = l_1775_;
                                } else {
                                    bool _e6290 = l_mut_350_;
                                    if (_e6290) {
                                        uint _e6291 = l_mut_428_;
                                        uint _e6292 = l_mut_440_;
                                        bool l_1793_ = (_e6291 < _e6292);
                                        uint _e6294 = l_mut_428_;
                                        uint _e6295 = l_mut_440_;
                                        bool l_1794_ = (_e6294 == _e6295);
                                        uint _e6297 = l_mut_439_;
                                        uint _e6298 = l_mut_441_;
                                        bool l_1795_ = (_e6297 < _e6298);
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
                                            uint _e6309 = l_mut_441_;
                                            uint l_1798_ = (_e6309 - 1u);
                                            uint _e6312 = l_mut_440_;
                                            uint l_1799_ = (_e6312 - 0u);
                                            uint _e6315 = l_mut_441_;
                                            bool l_1800_ = (_e6315 < 1u);
                                            uint l_1801_ = uint(l_1800_);
                                            uint l_1802_ = (l_1799_ - l_1801_);
                                            l_mut_1471_ = l_1798_;
                                            l_mut_1470_ = l_1802_;
                                            l_mut_275_ = 0u;
                                            l_mut_1803_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6408 = l_mut_1803_;
                                                    l_mut_1803_ = (_e6408 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6323 = l_mut_1803_;
                                                if ((_e6323 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6327 = l_mut_1803_;
                                                    uint l_1804_ = (19u - _e6327);
                                                    uint _e6329 = l_mut_1471_;
                                                    l_mut_269_ = _e6329;
                                                    uint _e6330 = l_mut_1470_;
                                                    l_mut_219_ = _e6330;
                                                    bool l_1805_ = (l_1804_ >= 32u);
                                                    if (l_1805_) {
                                                        uint l_1806_ = (l_1804_ & 31u);
                                                        uint _e6335 = l_mut_1470_;
                                                        uint l_1807_ = (_e6335 >> l_1806_);
                                                        l_mut_269_ = l_1807_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1808_ = (l_1804_ > 0u);
                                                        if (l_1808_) {
                                                            uint _e6340 = l_mut_1471_;
                                                            l_mut_213_ = _e6340;
                                                            bool l_1809_ = (l_1804_ > 0u);
                                                            if (l_1809_) {
                                                                uint _e6343 = l_mut_1471_;
                                                                uint l_1810_ = (_e6343 >> l_1804_);
                                                                uint l_1811_ = (32u - l_1804_);
                                                                uint _e6347 = l_mut_1470_;
                                                                uint l_1812_ = (_e6347 << l_1811_);
                                                                uint l_1813_ = (l_1810_ | l_1812_);
                                                                l_mut_213_ = l_1813_;
                                                            }
                                                            uint _e6350 = l_mut_1470_;
                                                            uint l_1814_ = (_e6350 >> l_1804_);
                                                            uint _e6352 = l_mut_213_;
                                                            l_mut_269_ = _e6352;
                                                            l_mut_219_ = l_1814_;
                                                        }
                                                    }
                                                    uint _e6353 = l_mut_219_;
                                                    uint _e6354 = l_mut_428_;
                                                    bool l_1815_ = (_e6353 < _e6354);
                                                    uint _e6356 = l_mut_219_;
                                                    uint _e6357 = l_mut_428_;
                                                    bool l_1816_ = (_e6356 == _e6357);
                                                    uint _e6359 = l_mut_269_;
                                                    uint _e6360 = l_mut_439_;
                                                    bool l_1817_ = (_e6359 < _e6360);
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
                                                        uint _e6372 = l_mut_439_;
                                                        l_mut_269_ = _e6372;
                                                        uint _e6373 = l_mut_428_;
                                                        l_mut_219_ = _e6373;
                                                        bool l_1821_ = (l_1804_ >= 32u);
                                                        if (l_1821_) {
                                                            uint l_1822_ = (l_1804_ & 31u);
                                                            uint _e6378 = l_mut_439_;
                                                            uint l_1823_ = (_e6378 << l_1822_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_1823_;
                                                        } else {
                                                            bool l_1824_ = (l_1804_ > 0u);
                                                            if (l_1824_) {
                                                                uint _e6383 = l_mut_439_;
                                                                uint l_1825_ = (_e6383 << l_1804_);
                                                                uint _e6385 = l_mut_428_;
                                                                uint l_1826_ = (_e6385 << l_1804_);
                                                                uint l_1827_ = (32u - l_1804_);
                                                                uint _e6389 = l_mut_439_;
                                                                uint l_1828_ = (_e6389 >> l_1827_);
                                                                uint l_1829_ = (l_1826_ | l_1828_);
                                                                l_mut_269_ = l_1825_;
                                                                l_mut_219_ = l_1829_;
                                                            }
                                                        }
                                                        uint _e6392 = l_mut_1471_;
                                                        uint _e6393 = l_mut_269_;
                                                        uint l_1830_ = (_e6392 - _e6393);
                                                        uint _e6395 = l_mut_1470_;
                                                        uint _e6396 = l_mut_219_;
                                                        uint l_1831_ = (_e6395 - _e6396);
                                                        uint _e6398 = l_mut_1471_;
                                                        uint _e6399 = l_mut_269_;
                                                        bool l_1832_ = (_e6398 < _e6399);
                                                        uint l_1833_ = uint(l_1832_);
                                                        uint l_1834_ = (l_1831_ - l_1833_);
                                                        l_mut_1471_ = l_1830_;
                                                        l_mut_1470_ = l_1834_;
                                                        uint l_1835_ = (1u << l_1804_);
                                                        uint _e6405 = l_mut_275_;
                                                        l_mut_275_ = (_e6405 | l_1835_);
                                                    }
                                                }
                                            }
                                            uint _e6410 = l_mut_275_;
                                            uint l_1836_ = min(_e6410, l_1775_);
                                            l_mut_275_ = l_1836_;
                                            uint _e6412 = l_mut_1470_;
                                            uint _e6413 = l_mut_428_;
                                            bool l_1837_ = (_e6412 < _e6413);
                                            uint _e6415 = l_mut_1470_;
                                            uint _e6416 = l_mut_428_;
                                            bool l_1838_ = (_e6415 == _e6416);
                                            uint _e6418 = l_mut_1471_;
                                            uint _e6419 = l_mut_439_;
                                            bool l_1839_ = (_e6418 < _e6419);
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
                                            uint _e6431 = l_mut_275_;
                                            l_mut_1476_ = _e6431;
                                        }
                                    } else {
                                        uint _e6432 = l_mut_441_;
                                        l_mut_1471_ = _e6432;
                                        uint _e6433 = l_mut_440_;
                                        l_mut_1470_ = _e6433;
                                        while(true) {
                                            uint _e6434 = l_mut_428_;
                                            uint _e6435 = l_mut_1470_;
                                            bool l_1843_ = (_e6434 < _e6435);
                                            uint _e6437 = l_mut_428_;
                                            uint _e6438 = l_mut_1470_;
                                            bool l_1844_ = (_e6437 == _e6438);
                                            uint _e6440 = l_mut_439_;
                                            uint _e6441 = l_mut_1471_;
                                            bool l_1845_ = (_e6440 < _e6441);
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
                                            uint _e6452 = l_mut_1476_;
                                            uint _e6453 = l_mut_388_;
                                            uint l_1848_ = (_e6452 * _e6453);
                                            uint _e6455 = l_mut_382_;
                                            uint l_1849_ = (_e6455 + l_1848_);
                                            uint _e6457 = l_mut_388_;
                                            uint l_1850_ = (l_1849_ + _e6457);
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
                                            uint _e6465 = l_mut_1471_;
                                            uint _e6466 = l_mut_439_;
                                            uint l_1854_ = (_e6465 - _e6466);
                                            uint _e6468 = l_mut_1470_;
                                            uint _e6469 = l_mut_428_;
                                            uint l_1855_ = (_e6468 - _e6469);
                                            uint _e6471 = l_mut_1471_;
                                            uint _e6472 = l_mut_439_;
                                            bool l_1856_ = (_e6471 < _e6472);
                                            uint l_1857_ = uint(l_1856_);
                                            uint l_1858_ = (l_1855_ - l_1857_);
                                            l_mut_1471_ = l_1854_;
                                            l_mut_1470_ = l_1858_;
                                            uint _e6476 = l_mut_1476_;
                                            l_mut_1476_ = (_e6476 + 1u);
                                        }
                                    }
                                }
                                uint _e6479 = l_mut_388_;
                                uint _e6480 = l_mut_382_;
                                uint l_1859_ = (_e6479 + _e6480);
                                uint _e6482 = l_mut_1476_;
                                uint _e6483 = l_mut_388_;
                                uint l_1860_ = (_e6482 * _e6483);
                                uint l_1861_ = (l_1859_ + l_1860_);
                                bool l_1862_ = (l_1861_ >= l_861_);
                                if (l_1862_) {
                                    l_mut_637_ = true;
                                    l_mut_628_ = false;
                                } else {
                                    uint _e6489 = l_mut_439_;
                                    uint _e6490 = l_mut_1476_;
                                    uint l_1863_ = (_e6489 * _e6490);
                                    uint _e6492 = l_mut_439_;
                                    uint l_3842_ = (_e6492 & 65535u);
                                    uint _e6495 = l_mut_439_;
                                    uint l_3843_ = (_e6495 >> 16u);
                                    uint l_3844_ = (l_3843_ & 65535u);
                                    uint _e6500 = l_mut_1476_;
                                    uint l_3845_ = (_e6500 & 65535u);
                                    uint _e6503 = l_mut_1476_;
                                    uint l_3846_ = (_e6503 >> 16u);
                                    uint l_3847_ = (l_3846_ & 65535u);
                                    uint l_3848_ = (l_3842_ * l_3845_);
                                    uint l_3849_ = (l_3844_ * l_3845_);
                                    uint l_3850_ = (l_3842_ * l_3847_);
                                    uint l_3851_ = (l_3844_ * l_3847_);
                                    uint l_3852_ = (l_3848_ >> 16u);
                                    uint l_3853_ = (l_3852_ & 65535u);
                                    uint l_3854_ = (l_3849_ & 65535u);
                                    uint l_3855_ = (l_3853_ + l_3854_);
                                    uint l_3856_ = (l_3850_ & 65535u);
                                    uint l_3857_ = (l_3855_ + l_3856_);
                                    uint l_3858_ = (l_3849_ >> 16u);
                                    uint l_3859_ = (l_3858_ & 65535u);
                                    uint l_3860_ = (l_3851_ + l_3859_);
                                    uint l_3861_ = (l_3850_ >> 16u);
                                    uint l_3862_ = (l_3861_ & 65535u);
                                    uint l_3863_ = (l_3860_ + l_3862_);
                                    uint l_3864_ = (l_3857_ >> 16u);
                                    uint l_3865_ = (l_3864_ & 65535u);
                                    uint l_1864_ = (l_3863_ + l_3865_);
                                    uint _e6537 = l_mut_428_;
                                    uint _e6538 = l_mut_1476_;
                                    uint l_1865_ = (_e6537 * _e6538);
                                    uint l_1866_ = (l_1864_ + l_1865_);
                                    uint _e6541 = l_mut_441_;
                                    uint l_1867_ = (_e6541 - l_1863_);
                                    uint _e6543 = l_mut_440_;
                                    uint l_1868_ = (_e6543 - l_1866_);
                                    uint _e6545 = l_mut_441_;
                                    bool l_1869_ = (_e6545 < l_1863_);
                                    uint l_1870_ = uint(l_1869_);
                                    uint l_1871_ = (l_1868_ - l_1870_);
                                    l_mut_441_ = l_1867_;
                                    l_mut_440_ = l_1871_;
                                    uint _e6549 = l_mut_1476_;
                                    uint _e6550 = l_mut_388_;
                                    uint l_1872_ = (_e6549 * _e6550);
                                    uint _e6552 = l_mut_382_;
                                    l_mut_382_ = (_e6552 + l_1872_);
                                    uint _e6554 = l_mut_439_;
                                    uint _e6555 = l_mut_441_;
                                    uint l_1873_ = (_e6554 - _e6555);
                                    uint _e6557 = l_mut_428_;
                                    uint _e6558 = l_mut_440_;
                                    uint l_1874_ = (_e6557 - _e6558);
                                    uint _e6560 = l_mut_439_;
                                    uint _e6561 = l_mut_441_;
                                    bool l_1875_ = (_e6560 < _e6561);
                                    uint l_1876_ = uint(l_1875_);
                                    uint l_1877_ = (l_1874_ - l_1876_);
                                    l_mut_439_ = l_1873_;
                                    l_mut_428_ = l_1877_;
                                    uint _e6565 = l_mut_388_;
                                    uint _e6566 = l_mut_382_;
                                    l_mut_388_ = (_e6565 + _e6566);
                                }
                            }
                        }
                    }
                    bool _e6568 = l_mut_637_;
                    bool l_1878_ = !(_e6568);
                    if (l_860_) {
                        local_126 = l_1878_;
                    } else {
                        local_126 = false;
                    }
                    bool l_1879_ = local_126;
                    if (l_1879_) {
                        uint _e6575 = l_mut_858_;
                        uint l_1880_ = (1u << _e6575);
                        uint _e6577 = l_mut_450_;
                        l_mut_450_ = (_e6577 | l_1880_);
                        uint _e6579 = l_mut_445_;
                        l_mut_445_ = (_e6579 + 1u);
                        uint l_1881_ = (l_859_ + l_857_);
                        uint l_1882_ = min(l_1881_, l_56_);
                        l_mut_1476_ = 0u;
                        l_mut_1883_ = l_859_;
                        bool loop_init_9 = true;
                        while(true) {
                            if (!loop_init_9) {
                                uint _e7506 = l_mut_1883_;
                                l_mut_1883_ = (_e7506 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e6586 = l_mut_1883_;
                            if ((_e6586 < l_1882_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e6588 = l_mut_1883_;
                                uint l_1884_ = (l_59_ * _e6588);
                                uint l_3867_ = (l_59_ & 65535u);
                                uint l_3868_ = (l_59_ >> 16u);
                                uint l_3869_ = (l_3868_ & 65535u);
                                uint _e6596 = l_mut_1883_;
                                uint l_3870_ = (_e6596 & 65535u);
                                uint _e6599 = l_mut_1883_;
                                uint l_3871_ = (_e6599 >> 16u);
                                uint l_3872_ = (l_3871_ & 65535u);
                                uint l_3873_ = (l_3867_ * l_3870_);
                                uint l_3874_ = (l_3869_ * l_3870_);
                                uint l_3875_ = (l_3867_ * l_3872_);
                                uint l_3876_ = (l_3869_ * l_3872_);
                                uint l_3877_ = (l_3873_ >> 16u);
                                uint l_3878_ = (l_3877_ & 65535u);
                                uint l_3879_ = (l_3874_ & 65535u);
                                uint l_3880_ = (l_3878_ + l_3879_);
                                uint l_3881_ = (l_3875_ & 65535u);
                                uint l_3882_ = (l_3880_ + l_3881_);
                                uint l_3883_ = (l_3874_ >> 16u);
                                uint l_3884_ = (l_3883_ & 65535u);
                                uint l_3885_ = (l_3876_ + l_3884_);
                                uint l_3886_ = (l_3875_ >> 16u);
                                uint l_3887_ = (l_3886_ & 65535u);
                                uint l_3888_ = (l_3885_ + l_3887_);
                                uint l_3889_ = (l_3882_ >> 16u);
                                uint l_3890_ = (l_3889_ & 65535u);
                                uint l_1885_ = (l_3888_ + l_3890_);
                                uint _e6633 = l_mut_1883_;
                                uint l_1886_ = (l_62_ * _e6633);
                                uint l_1887_ = (l_1885_ + l_1886_);
                                uint l_1888_ = (l_64_ + l_1884_);
                                uint l_1889_ = (l_67_ + l_1887_);
                                bool l_1890_ = (l_1888_ < l_64_);
                                uint l_1891_ = uint(l_1890_);
                                uint l_1892_ = (l_1889_ + l_1891_);
                                l_mut_1471_ = 0u;
                                l_mut_1470_ = 0u;
                                uint _e6643 = l_mut_1883_;
                                bool l_1893_ = (_e6643 < 65536u);
                                if (l_1893_) {
                                    uint _e6646 = l_mut_1883_;
                                    uint _e6647 = l_mut_1883_;
                                    uint l_1894_ = (_e6646 * _e6647);
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
                                    uint _e6661 = l_mut_441_;
                                    uint l_1902_ = (_e6661 * l_1894_);
                                    uint _e6663 = l_mut_440_;
                                    uint l_1903_ = (_e6663 * l_1894_);
                                    uint _e6665 = l_mut_441_;
                                    uint l_3892_ = (_e6665 & 65535u);
                                    uint _e6668 = l_mut_441_;
                                    uint l_3893_ = (_e6668 >> 16u);
                                    uint l_3894_ = (l_3893_ & 65535u);
                                    uint l_3895_ = (l_1894_ & 65535u);
                                    uint l_3896_ = (l_1894_ >> 16u);
                                    uint l_3897_ = (l_3896_ & 65535u);
                                    uint l_3898_ = (l_3892_ * l_3895_);
                                    uint l_3899_ = (l_3894_ * l_3895_);
                                    uint l_3900_ = (l_3892_ * l_3897_);
                                    uint l_3901_ = (l_3894_ * l_3897_);
                                    uint l_3902_ = (l_3898_ >> 16u);
                                    uint l_3903_ = (l_3902_ & 65535u);
                                    uint l_3904_ = (l_3899_ & 65535u);
                                    uint l_3905_ = (l_3903_ + l_3904_);
                                    uint l_3906_ = (l_3900_ & 65535u);
                                    uint l_3907_ = (l_3905_ + l_3906_);
                                    uint l_3908_ = (l_3899_ >> 16u);
                                    uint l_3909_ = (l_3908_ & 65535u);
                                    uint l_3910_ = (l_3901_ + l_3909_);
                                    uint l_3911_ = (l_3900_ >> 16u);
                                    uint l_3912_ = (l_3911_ & 65535u);
                                    uint l_3913_ = (l_3910_ + l_3912_);
                                    uint l_3914_ = (l_3907_ >> 16u);
                                    uint l_3915_ = (l_3914_ & 65535u);
                                    uint l_1904_ = (l_3913_ + l_3915_);
                                    uint l_1905_ = (l_1904_ + l_1903_);
                                    uint _e6709 = l_mut_440_;
                                    uint l_3917_ = (_e6709 & 65535u);
                                    uint _e6712 = l_mut_440_;
                                    uint l_3918_ = (_e6712 >> 16u);
                                    uint l_3919_ = (l_3918_ & 65535u);
                                    uint l_3920_ = (l_1894_ & 65535u);
                                    uint l_3921_ = (l_1894_ >> 16u);
                                    uint l_3922_ = (l_3921_ & 65535u);
                                    uint l_3923_ = (l_3917_ * l_3920_);
                                    uint l_3924_ = (l_3919_ * l_3920_);
                                    uint l_3925_ = (l_3917_ * l_3922_);
                                    uint l_3926_ = (l_3919_ * l_3922_);
                                    uint l_3927_ = (l_3923_ >> 16u);
                                    uint l_3928_ = (l_3927_ & 65535u);
                                    uint l_3929_ = (l_3924_ & 65535u);
                                    uint l_3930_ = (l_3928_ + l_3929_);
                                    uint l_3931_ = (l_3925_ & 65535u);
                                    uint l_3932_ = (l_3930_ + l_3931_);
                                    uint l_3933_ = (l_3924_ >> 16u);
                                    uint l_3934_ = (l_3933_ & 65535u);
                                    uint l_3935_ = (l_3926_ + l_3934_);
                                    uint l_3936_ = (l_3925_ >> 16u);
                                    uint l_3937_ = (l_3936_ & 65535u);
                                    uint l_3938_ = (l_3935_ + l_3937_);
                                    uint l_3939_ = (l_3932_ >> 16u);
                                    uint l_3940_ = (l_3939_ & 65535u);
                                    uint l_1906_ = (l_3938_ + l_3940_);
                                    bool l_1907_ = (l_1905_ < l_1903_);
                                    uint l_1908_ = uint(l_1907_);
                                    uint l_1909_ = (l_1906_ + l_1908_);
                                    uint l_1910_ = (l_9_ % 32u);
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
                                    uint _e6771 = l_mut_439_;
                                    l_mut_421_ = _e6771;
                                    uint _e6772 = l_mut_428_;
                                    l_mut_439_ = _e6772;
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
                                            uint _e6786 = l_mut_428_;
                                            l_mut_421_ = _e6786;
                                            l_mut_439_ = l_1928_;
                                        }
                                    }
                                    uint _e6787 = l_mut_421_;
                                    l_mut_441_ = _e6787;
                                    uint _e6788 = l_mut_439_;
                                    l_mut_440_ = _e6788;
                                    if (l_1896_) {
                                        uint _e6790 = l_mut_441_;
                                        uint l_1929_ = (0u - _e6790);
                                        uint _e6793 = l_mut_440_;
                                        uint l_1930_ = (0u - _e6793);
                                        uint _e6796 = l_mut_441_;
                                        bool l_1931_ = (0u < _e6796);
                                        uint l_1932_ = uint(l_1931_);
                                        uint l_1933_ = (l_1930_ - l_1932_);
                                        l_mut_441_ = l_1929_;
                                        l_mut_440_ = l_1933_;
                                    }
                                    uint _e6800 = l_mut_441_;
                                    l_mut_1471_ = _e6800;
                                    uint _e6801 = l_mut_440_;
                                    l_mut_1470_ = _e6801;
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
                                    uint _e6814 = l_mut_441_;
                                    uint _e6815 = l_mut_1883_;
                                    uint l_1941_ = (_e6814 * _e6815);
                                    uint _e6817 = l_mut_440_;
                                    uint _e6818 = l_mut_1883_;
                                    uint l_1942_ = (_e6817 * _e6818);
                                    uint _e6820 = l_mut_441_;
                                    uint l_3942_ = (_e6820 & 65535u);
                                    uint _e6823 = l_mut_441_;
                                    uint l_3943_ = (_e6823 >> 16u);
                                    uint l_3944_ = (l_3943_ & 65535u);
                                    uint _e6828 = l_mut_1883_;
                                    uint l_3945_ = (_e6828 & 65535u);
                                    uint _e6831 = l_mut_1883_;
                                    uint l_3946_ = (_e6831 >> 16u);
                                    uint l_3947_ = (l_3946_ & 65535u);
                                    uint l_3948_ = (l_3942_ * l_3945_);
                                    uint l_3949_ = (l_3944_ * l_3945_);
                                    uint l_3950_ = (l_3942_ * l_3947_);
                                    uint l_3951_ = (l_3944_ * l_3947_);
                                    uint l_3952_ = (l_3948_ >> 16u);
                                    uint l_3953_ = (l_3952_ & 65535u);
                                    uint l_3954_ = (l_3949_ & 65535u);
                                    uint l_3955_ = (l_3953_ + l_3954_);
                                    uint l_3956_ = (l_3950_ & 65535u);
                                    uint l_3957_ = (l_3955_ + l_3956_);
                                    uint l_3958_ = (l_3949_ >> 16u);
                                    uint l_3959_ = (l_3958_ & 65535u);
                                    uint l_3960_ = (l_3951_ + l_3959_);
                                    uint l_3961_ = (l_3950_ >> 16u);
                                    uint l_3962_ = (l_3961_ & 65535u);
                                    uint l_3963_ = (l_3960_ + l_3962_);
                                    uint l_3964_ = (l_3957_ >> 16u);
                                    uint l_3965_ = (l_3964_ & 65535u);
                                    uint l_1943_ = (l_3963_ + l_3965_);
                                    uint l_1944_ = (l_1943_ + l_1942_);
                                    uint _e6866 = l_mut_440_;
                                    uint l_3967_ = (_e6866 & 65535u);
                                    uint _e6869 = l_mut_440_;
                                    uint l_3968_ = (_e6869 >> 16u);
                                    uint l_3969_ = (l_3968_ & 65535u);
                                    uint _e6874 = l_mut_1883_;
                                    uint l_3970_ = (_e6874 & 65535u);
                                    uint _e6877 = l_mut_1883_;
                                    uint l_3971_ = (_e6877 >> 16u);
                                    uint l_3972_ = (l_3971_ & 65535u);
                                    uint l_3973_ = (l_3967_ * l_3970_);
                                    uint l_3974_ = (l_3969_ * l_3970_);
                                    uint l_3975_ = (l_3967_ * l_3972_);
                                    uint l_3976_ = (l_3969_ * l_3972_);
                                    uint l_3977_ = (l_3973_ >> 16u);
                                    uint l_3978_ = (l_3977_ & 65535u);
                                    uint l_3979_ = (l_3974_ & 65535u);
                                    uint l_3980_ = (l_3978_ + l_3979_);
                                    uint l_3981_ = (l_3975_ & 65535u);
                                    uint l_3982_ = (l_3980_ + l_3981_);
                                    uint l_3983_ = (l_3974_ >> 16u);
                                    uint l_3984_ = (l_3983_ & 65535u);
                                    uint l_3985_ = (l_3976_ + l_3984_);
                                    uint l_3986_ = (l_3975_ >> 16u);
                                    uint l_3987_ = (l_3986_ & 65535u);
                                    uint l_3988_ = (l_3985_ + l_3987_);
                                    uint l_3989_ = (l_3982_ >> 16u);
                                    uint l_3990_ = (l_3989_ & 65535u);
                                    uint l_1945_ = (l_3988_ + l_3990_);
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
                                    uint _e6929 = l_mut_439_;
                                    l_mut_421_ = _e6929;
                                    uint _e6930 = l_mut_428_;
                                    l_mut_439_ = _e6930;
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
                                            uint _e6942 = l_mut_428_;
                                            l_mut_421_ = _e6942;
                                            l_mut_439_ = l_1967_;
                                        }
                                    }
                                    uint _e6943 = l_mut_441_;
                                    uint _e6944 = l_mut_1883_;
                                    uint l_1968_ = (_e6943 * _e6944);
                                    uint _e6946 = l_mut_440_;
                                    uint _e6947 = l_mut_1883_;
                                    uint l_1969_ = (_e6946 * _e6947);
                                    uint _e6949 = l_mut_441_;
                                    uint l_3992_ = (_e6949 & 65535u);
                                    uint _e6952 = l_mut_441_;
                                    uint l_3993_ = (_e6952 >> 16u);
                                    uint l_3994_ = (l_3993_ & 65535u);
                                    uint _e6957 = l_mut_1883_;
                                    uint l_3995_ = (_e6957 & 65535u);
                                    uint _e6960 = l_mut_1883_;
                                    uint l_3996_ = (_e6960 >> 16u);
                                    uint l_3997_ = (l_3996_ & 65535u);
                                    uint l_3998_ = (l_3992_ * l_3995_);
                                    uint l_3999_ = (l_3994_ * l_3995_);
                                    uint l_4000_ = (l_3992_ * l_3997_);
                                    uint l_4001_ = (l_3994_ * l_3997_);
                                    uint l_4002_ = (l_3998_ >> 16u);
                                    uint l_4003_ = (l_4002_ & 65535u);
                                    uint l_4004_ = (l_3999_ & 65535u);
                                    uint l_4005_ = (l_4003_ + l_4004_);
                                    uint l_4006_ = (l_4000_ & 65535u);
                                    uint l_4007_ = (l_4005_ + l_4006_);
                                    uint l_4008_ = (l_3999_ >> 16u);
                                    uint l_4009_ = (l_4008_ & 65535u);
                                    uint l_4010_ = (l_4001_ + l_4009_);
                                    uint l_4011_ = (l_4000_ >> 16u);
                                    uint l_4012_ = (l_4011_ & 65535u);
                                    uint l_4013_ = (l_4010_ + l_4012_);
                                    uint l_4014_ = (l_4007_ >> 16u);
                                    uint l_4015_ = (l_4014_ & 65535u);
                                    uint l_1970_ = (l_4013_ + l_4015_);
                                    uint l_1971_ = (l_1970_ + l_1969_);
                                    uint _e6995 = l_mut_440_;
                                    uint l_4017_ = (_e6995 & 65535u);
                                    uint _e6998 = l_mut_440_;
                                    uint l_4018_ = (_e6998 >> 16u);
                                    uint l_4019_ = (l_4018_ & 65535u);
                                    uint _e7003 = l_mut_1883_;
                                    uint l_4020_ = (_e7003 & 65535u);
                                    uint _e7006 = l_mut_1883_;
                                    uint l_4021_ = (_e7006 >> 16u);
                                    uint l_4022_ = (l_4021_ & 65535u);
                                    uint l_4023_ = (l_4017_ * l_4020_);
                                    uint l_4024_ = (l_4019_ * l_4020_);
                                    uint l_4025_ = (l_4017_ * l_4022_);
                                    uint l_4026_ = (l_4019_ * l_4022_);
                                    uint l_4027_ = (l_4023_ >> 16u);
                                    uint l_4028_ = (l_4027_ & 65535u);
                                    uint l_4029_ = (l_4024_ & 65535u);
                                    uint l_4030_ = (l_4028_ + l_4029_);
                                    uint l_4031_ = (l_4025_ & 65535u);
                                    uint l_4032_ = (l_4030_ + l_4031_);
                                    uint l_4033_ = (l_4024_ >> 16u);
                                    uint l_4034_ = (l_4033_ & 65535u);
                                    uint l_4035_ = (l_4026_ + l_4034_);
                                    uint l_4036_ = (l_4025_ >> 16u);
                                    uint l_4037_ = (l_4036_ & 65535u);
                                    uint l_4038_ = (l_4035_ + l_4037_);
                                    uint l_4039_ = (l_4032_ >> 16u);
                                    uint l_4040_ = (l_4039_ & 65535u);
                                    uint l_1972_ = (l_4038_ + l_4040_);
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
                                    uint _e7058 = l_mut_428_;
                                    l_mut_388_ = _e7058;
                                    uint _e7059 = l_mut_394_;
                                    l_mut_428_ = _e7059;
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
                                            uint _e7071 = l_mut_394_;
                                            l_mut_388_ = _e7071;
                                            l_mut_428_ = l_1994_;
                                        }
                                    }
                                    uint _e7072 = l_mut_421_;
                                    uint _e7073 = l_mut_1883_;
                                    uint l_1995_ = (_e7072 * _e7073);
                                    uint _e7075 = l_mut_439_;
                                    uint _e7076 = l_mut_1883_;
                                    uint l_1996_ = (_e7075 * _e7076);
                                    uint _e7078 = l_mut_421_;
                                    uint l_4042_ = (_e7078 & 65535u);
                                    uint _e7081 = l_mut_421_;
                                    uint l_4043_ = (_e7081 >> 16u);
                                    uint l_4044_ = (l_4043_ & 65535u);
                                    uint _e7086 = l_mut_1883_;
                                    uint l_4045_ = (_e7086 & 65535u);
                                    uint _e7089 = l_mut_1883_;
                                    uint l_4046_ = (_e7089 >> 16u);
                                    uint l_4047_ = (l_4046_ & 65535u);
                                    uint l_4048_ = (l_4042_ * l_4045_);
                                    uint l_4049_ = (l_4044_ * l_4045_);
                                    uint l_4050_ = (l_4042_ * l_4047_);
                                    uint l_4051_ = (l_4044_ * l_4047_);
                                    uint l_4052_ = (l_4048_ >> 16u);
                                    uint l_4053_ = (l_4052_ & 65535u);
                                    uint l_4054_ = (l_4049_ & 65535u);
                                    uint l_4055_ = (l_4053_ + l_4054_);
                                    uint l_4056_ = (l_4050_ & 65535u);
                                    uint l_4057_ = (l_4055_ + l_4056_);
                                    uint l_4058_ = (l_4049_ >> 16u);
                                    uint l_4059_ = (l_4058_ & 65535u);
                                    uint l_4060_ = (l_4051_ + l_4059_);
                                    uint l_4061_ = (l_4050_ >> 16u);
                                    uint l_4062_ = (l_4061_ & 65535u);
                                    uint l_4063_ = (l_4060_ + l_4062_);
                                    uint l_4064_ = (l_4057_ >> 16u);
                                    uint l_4065_ = (l_4064_ & 65535u);
                                    uint l_1997_ = (l_4063_ + l_4065_);
                                    uint l_1998_ = (l_1997_ + l_1996_);
                                    uint _e7124 = l_mut_439_;
                                    uint l_4067_ = (_e7124 & 65535u);
                                    uint _e7127 = l_mut_439_;
                                    uint l_4068_ = (_e7127 >> 16u);
                                    uint l_4069_ = (l_4068_ & 65535u);
                                    uint _e7132 = l_mut_1883_;
                                    uint l_4070_ = (_e7132 & 65535u);
                                    uint _e7135 = l_mut_1883_;
                                    uint l_4071_ = (_e7135 >> 16u);
                                    uint l_4072_ = (l_4071_ & 65535u);
                                    uint l_4073_ = (l_4067_ * l_4070_);
                                    uint l_4074_ = (l_4069_ * l_4070_);
                                    uint l_4075_ = (l_4067_ * l_4072_);
                                    uint l_4076_ = (l_4069_ * l_4072_);
                                    uint l_4077_ = (l_4073_ >> 16u);
                                    uint l_4078_ = (l_4077_ & 65535u);
                                    uint l_4079_ = (l_4074_ & 65535u);
                                    uint l_4080_ = (l_4078_ + l_4079_);
                                    uint l_4081_ = (l_4075_ & 65535u);
                                    uint l_4082_ = (l_4080_ + l_4081_);
                                    uint l_4083_ = (l_4074_ >> 16u);
                                    uint l_4084_ = (l_4083_ & 65535u);
                                    uint l_4085_ = (l_4076_ + l_4084_);
                                    uint l_4086_ = (l_4075_ >> 16u);
                                    uint l_4087_ = (l_4086_ & 65535u);
                                    uint l_4088_ = (l_4085_ + l_4087_);
                                    uint l_4089_ = (l_4082_ >> 16u);
                                    uint l_4090_ = (l_4089_ & 65535u);
                                    uint l_1999_ = (l_4088_ + l_4090_);
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
                                    uint _e7187 = l_mut_441_;
                                    l_mut_394_ = _e7187;
                                    uint _e7188 = l_mut_440_;
                                    l_mut_441_ = _e7188;
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
                                            uint _e7200 = l_mut_440_;
                                            l_mut_394_ = _e7200;
                                            l_mut_441_ = l_2021_;
                                        }
                                    }
                                    uint _e7201 = l_mut_421_;
                                    uint _e7202 = l_mut_1883_;
                                    uint l_2022_ = (_e7201 * _e7202);
                                    uint _e7204 = l_mut_439_;
                                    uint _e7205 = l_mut_1883_;
                                    uint l_2023_ = (_e7204 * _e7205);
                                    uint _e7207 = l_mut_421_;
                                    uint l_4092_ = (_e7207 & 65535u);
                                    uint _e7210 = l_mut_421_;
                                    uint l_4093_ = (_e7210 >> 16u);
                                    uint l_4094_ = (l_4093_ & 65535u);
                                    uint _e7215 = l_mut_1883_;
                                    uint l_4095_ = (_e7215 & 65535u);
                                    uint _e7218 = l_mut_1883_;
                                    uint l_4096_ = (_e7218 >> 16u);
                                    uint l_4097_ = (l_4096_ & 65535u);
                                    uint l_4098_ = (l_4092_ * l_4095_);
                                    uint l_4099_ = (l_4094_ * l_4095_);
                                    uint l_4100_ = (l_4092_ * l_4097_);
                                    uint l_4101_ = (l_4094_ * l_4097_);
                                    uint l_4102_ = (l_4098_ >> 16u);
                                    uint l_4103_ = (l_4102_ & 65535u);
                                    uint l_4104_ = (l_4099_ & 65535u);
                                    uint l_4105_ = (l_4103_ + l_4104_);
                                    uint l_4106_ = (l_4100_ & 65535u);
                                    uint l_4107_ = (l_4105_ + l_4106_);
                                    uint l_4108_ = (l_4099_ >> 16u);
                                    uint l_4109_ = (l_4108_ & 65535u);
                                    uint l_4110_ = (l_4101_ + l_4109_);
                                    uint l_4111_ = (l_4100_ >> 16u);
                                    uint l_4112_ = (l_4111_ & 65535u);
                                    uint l_4113_ = (l_4110_ + l_4112_);
                                    uint l_4114_ = (l_4107_ >> 16u);
                                    uint l_4115_ = (l_4114_ & 65535u);
                                    uint l_2024_ = (l_4113_ + l_4115_);
                                    uint l_2025_ = (l_2024_ + l_2023_);
                                    uint _e7253 = l_mut_439_;
                                    uint l_4117_ = (_e7253 & 65535u);
                                    uint _e7256 = l_mut_439_;
                                    uint l_4118_ = (_e7256 >> 16u);
                                    uint l_4119_ = (l_4118_ & 65535u);
                                    uint _e7261 = l_mut_1883_;
                                    uint l_4120_ = (_e7261 & 65535u);
                                    uint _e7264 = l_mut_1883_;
                                    uint l_4121_ = (_e7264 >> 16u);
                                    uint l_4122_ = (l_4121_ & 65535u);
                                    uint l_4123_ = (l_4117_ * l_4120_);
                                    uint l_4124_ = (l_4119_ * l_4120_);
                                    uint l_4125_ = (l_4117_ * l_4122_);
                                    uint l_4126_ = (l_4119_ * l_4122_);
                                    uint l_4127_ = (l_4123_ >> 16u);
                                    uint l_4128_ = (l_4127_ & 65535u);
                                    uint l_4129_ = (l_4124_ & 65535u);
                                    uint l_4130_ = (l_4128_ + l_4129_);
                                    uint l_4131_ = (l_4125_ & 65535u);
                                    uint l_4132_ = (l_4130_ + l_4131_);
                                    uint l_4133_ = (l_4124_ >> 16u);
                                    uint l_4134_ = (l_4133_ & 65535u);
                                    uint l_4135_ = (l_4126_ + l_4134_);
                                    uint l_4136_ = (l_4125_ >> 16u);
                                    uint l_4137_ = (l_4136_ & 65535u);
                                    uint l_4138_ = (l_4135_ + l_4137_);
                                    uint l_4139_ = (l_4132_ >> 16u);
                                    uint l_4140_ = (l_4139_ & 65535u);
                                    uint l_2026_ = (l_4138_ + l_4140_);
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
                                    uint _e7316 = l_mut_440_;
                                    l_mut_275_ = _e7316;
                                    uint _e7317 = l_mut_382_;
                                    l_mut_440_ = _e7317;
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
                                            uint _e7329 = l_mut_382_;
                                            l_mut_275_ = _e7329;
                                            l_mut_440_ = l_2048_;
                                        }
                                    }
                                    uint _e7330 = l_mut_388_;
                                    uint _e7331 = l_mut_1883_;
                                    uint l_2049_ = (_e7330 * _e7331);
                                    uint _e7333 = l_mut_388_;
                                    uint l_4142_ = (_e7333 & 65535u);
                                    uint _e7336 = l_mut_388_;
                                    uint l_4143_ = (_e7336 >> 16u);
                                    uint l_4144_ = (l_4143_ & 65535u);
                                    uint _e7341 = l_mut_1883_;
                                    uint l_4145_ = (_e7341 & 65535u);
                                    uint _e7344 = l_mut_1883_;
                                    uint l_4146_ = (_e7344 >> 16u);
                                    uint l_4147_ = (l_4146_ & 65535u);
                                    uint l_4148_ = (l_4142_ * l_4145_);
                                    uint l_4149_ = (l_4144_ * l_4145_);
                                    uint l_4150_ = (l_4142_ * l_4147_);
                                    uint l_4151_ = (l_4144_ * l_4147_);
                                    uint l_4152_ = (l_4148_ >> 16u);
                                    uint l_4153_ = (l_4152_ & 65535u);
                                    uint l_4154_ = (l_4149_ & 65535u);
                                    uint l_4155_ = (l_4153_ + l_4154_);
                                    uint l_4156_ = (l_4150_ & 65535u);
                                    uint l_4157_ = (l_4155_ + l_4156_);
                                    uint l_4158_ = (l_4149_ >> 16u);
                                    uint l_4159_ = (l_4158_ & 65535u);
                                    uint l_4160_ = (l_4151_ + l_4159_);
                                    uint l_4161_ = (l_4150_ >> 16u);
                                    uint l_4162_ = (l_4161_ & 65535u);
                                    uint l_4163_ = (l_4160_ + l_4162_);
                                    uint l_4164_ = (l_4157_ >> 16u);
                                    uint l_4165_ = (l_4164_ & 65535u);
                                    uint l_2050_ = (l_4163_ + l_4165_);
                                    uint _e7378 = l_mut_428_;
                                    uint _e7379 = l_mut_1883_;
                                    uint l_2051_ = (_e7378 * _e7379);
                                    uint l_2052_ = (l_2050_ + l_2051_);
                                    uint _e7382 = l_mut_275_;
                                    uint l_2053_ = (_e7382 + l_2049_);
                                    uint _e7384 = l_mut_440_;
                                    uint l_2054_ = (_e7384 + l_2052_);
                                    uint _e7386 = l_mut_275_;
                                    bool l_2055_ = (l_2053_ < _e7386);
                                    uint l_2056_ = uint(l_2055_);
                                    uint l_2057_ = (l_2054_ + l_2056_);
                                    uint _e7390 = l_mut_394_;
                                    l_mut_1471_ = _e7390;
                                    uint _e7391 = l_mut_441_;
                                    l_mut_1470_ = _e7391;
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
                                            uint _e7412 = l_mut_394_;
                                            l_mut_428_ = _e7412;
                                            uint _e7413 = l_mut_441_;
                                            l_mut_421_ = _e7413;
                                            bool l_2070_ = (l_9_ >= 32u);
                                            if (l_2070_) {
                                                uint l_2071_ = (l_9_ & 31u);
                                                uint _e7418 = l_mut_441_;
                                                uint l_2072_ = (_e7418 >> l_2071_);
                                                l_mut_428_ = l_2072_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2073_ = (l_9_ > 0u);
                                                if (l_2073_) {
                                                    uint _e7423 = l_mut_394_;
                                                    l_mut_388_ = _e7423;
                                                    bool l_2074_ = (l_9_ > 0u);
                                                    if (l_2074_) {
                                                        uint _e7426 = l_mut_394_;
                                                        uint l_2075_ = (_e7426 >> l_9_);
                                                        uint l_2076_ = (32u - l_9_);
                                                        uint _e7430 = l_mut_441_;
                                                        uint l_2077_ = (_e7430 << l_2076_);
                                                        uint l_2078_ = (l_2075_ | l_2077_);
                                                        l_mut_388_ = l_2078_;
                                                    }
                                                    uint _e7433 = l_mut_441_;
                                                    uint l_2079_ = (_e7433 >> l_9_);
                                                    uint _e7435 = l_mut_388_;
                                                    l_mut_428_ = _e7435;
                                                    l_mut_421_ = l_2079_;
                                                }
                                            }
                                            uint _e7436 = l_mut_440_;
                                            uint _e7437 = l_mut_428_;
                                            uint l_2080_ = (_e7436 + _e7437);
                                            uint _e7439 = l_mut_439_;
                                            uint _e7440 = l_mut_421_;
                                            uint l_2081_ = (_e7439 + _e7440);
                                            uint _e7442 = l_mut_440_;
                                            bool l_2082_ = (l_2080_ < _e7442);
                                            uint l_2083_ = uint(l_2082_);
                                            uint l_2084_ = (l_2081_ + l_2083_);
                                            l_mut_1471_ = l_2080_;
                                            l_mut_1470_ = l_2084_;
                                        }
                                    }
                                    if (l_1935_) {
                                        uint _e7447 = l_mut_1471_;
                                        uint l_2085_ = (0u - _e7447);
                                        uint _e7450 = l_mut_1470_;
                                        uint l_2086_ = (0u - _e7450);
                                        uint _e7453 = l_mut_1471_;
                                        bool l_2087_ = (0u < _e7453);
                                        uint l_2088_ = uint(l_2087_);
                                        uint l_2089_ = (l_2086_ - l_2088_);
                                        l_mut_1471_ = l_2085_;
                                        l_mut_1470_ = l_2089_;
                                    }
                                }
                                uint _e7457 = l_mut_1471_;
                                uint l_2090_ = (l_1888_ + _e7457);
                                uint _e7459 = l_mut_1470_;
                                uint l_2091_ = (l_1892_ + _e7459);
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
                                uint _e7472 = l_mut_1470_;
                                bool l_2100_ = (l_2094_ < _e7472);
                                uint _e7474 = l_mut_1470_;
                                bool l_2101_ = (l_2094_ == _e7474);
                                uint _e7476 = l_mut_1471_;
                                bool l_2102_ = (l_2090_ < _e7476);
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
                                uint _e7487 = l_mut_1470_;
                                bool l_2105_ = (_e7487 < l_27_);
                                uint _e7489 = l_mut_1470_;
                                bool l_2106_ = (_e7489 == l_27_);
                                uint _e7491 = l_mut_1471_;
                                bool l_2107_ = (_e7491 < l_24_);
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
                                uint _e7503 = l_mut_1476_;
                                l_mut_1476_ = (_e7503 + l_2110_);
                            }
                        }
                        uint _e7508 = l_mut_444_;
                        uint _e7509 = l_mut_1476_;
                        l_mut_444_ = (_e7508 + _e7509);
                    }
                }
            }
            uint _e7514 = l_mut_445_;
            bool l_2111_ = (_e7514 > 0u);
            if (l_2111_) {
                uint l_4167_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4168_ = (l_4167_ * 1u);
                uint l_4169_ = (l_4168_ - 1u);
                uint l_4170_ = min(1u, l_4169_);
                uint _e7529 = l_mut_445_;
                uint _e7530 = atomicAdd(_group_0_binding_5_cs[l_4170_], _e7529);
            }
            uint _e7531 = l_mut_444_;
            bool l_2114_ = (_e7531 > 0u);
            if (l_2114_) {
                uint l_4172_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4173_ = (l_4172_ * 1u);
                uint l_4174_ = (l_4173_ - 1u);
                uint l_4175_ = min(2u, l_4174_);
                uint _e7546 = l_mut_444_;
                uint _e7547 = atomicAdd(_group_0_binding_5_cs[l_4175_], _e7546);
                l_mut_1476_ = _e7547;
                bool loop_init_10 = true;
                while(true) {
                    if (!loop_init_10) {
                        uint _e8521 = l_mut_2117_;
                        l_mut_2117_ = (_e8521 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e7550 = l_mut_2117_;
                    if ((_e7550 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e7553 = l_mut_450_;
                        uint _e7554 = l_mut_2117_;
                        uint l_2118_ = (_e7553 >> _e7554);
                        uint l_2119_ = (l_2118_ & 1u);
                        bool l_2120_ = (l_2119_ == 1u);
                        if (l_2120_) {
                            uint _e7560 = l_mut_2117_;
                            uint l_2121_ = (_e7560 * l_857_);
                            uint l_2122_ = (l_2121_ + l_857_);
                            uint l_2123_ = min(l_2122_, l_56_);
                            uint _e7564 = l_mut_1476_;
                            l_mut_1471_ = _e7564;
                            l_mut_2124_ = l_2121_;
                            bool loop_init_11 = true;
                            while(true) {
                                if (!loop_init_11) {
                                    uint _e8517 = l_mut_2124_;
                                    l_mut_2124_ = (_e8517 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e7566 = l_mut_2124_;
                                if ((_e7566 < l_2123_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e7568 = l_mut_2124_;
                                    uint l_2125_ = (l_59_ * _e7568);
                                    uint l_4177_ = (l_59_ & 65535u);
                                    uint l_4178_ = (l_59_ >> 16u);
                                    uint l_4179_ = (l_4178_ & 65535u);
                                    uint _e7576 = l_mut_2124_;
                                    uint l_4180_ = (_e7576 & 65535u);
                                    uint _e7579 = l_mut_2124_;
                                    uint l_4181_ = (_e7579 >> 16u);
                                    uint l_4182_ = (l_4181_ & 65535u);
                                    uint l_4183_ = (l_4177_ * l_4180_);
                                    uint l_4184_ = (l_4179_ * l_4180_);
                                    uint l_4185_ = (l_4177_ * l_4182_);
                                    uint l_4186_ = (l_4179_ * l_4182_);
                                    uint l_4187_ = (l_4183_ >> 16u);
                                    uint l_4188_ = (l_4187_ & 65535u);
                                    uint l_4189_ = (l_4184_ & 65535u);
                                    uint l_4190_ = (l_4188_ + l_4189_);
                                    uint l_4191_ = (l_4185_ & 65535u);
                                    uint l_4192_ = (l_4190_ + l_4191_);
                                    uint l_4193_ = (l_4184_ >> 16u);
                                    uint l_4194_ = (l_4193_ & 65535u);
                                    uint l_4195_ = (l_4186_ + l_4194_);
                                    uint l_4196_ = (l_4185_ >> 16u);
                                    uint l_4197_ = (l_4196_ & 65535u);
                                    uint l_4198_ = (l_4195_ + l_4197_);
                                    uint l_4199_ = (l_4192_ >> 16u);
                                    uint l_4200_ = (l_4199_ & 65535u);
                                    uint l_2126_ = (l_4198_ + l_4200_);
                                    uint _e7613 = l_mut_2124_;
                                    uint l_2127_ = (l_62_ * _e7613);
                                    uint l_2128_ = (l_2126_ + l_2127_);
                                    uint l_2129_ = (l_64_ + l_2125_);
                                    uint l_2130_ = (l_67_ + l_2128_);
                                    bool l_2131_ = (l_2129_ < l_64_);
                                    uint l_2132_ = uint(l_2131_);
                                    uint l_2133_ = (l_2130_ + l_2132_);
                                    l_mut_1470_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e7623 = l_mut_2124_;
                                    bool l_2134_ = (_e7623 < 65536u);
                                    if (l_2134_) {
                                        uint _e7626 = l_mut_2124_;
                                        uint _e7627 = l_mut_2124_;
                                        uint l_2135_ = (_e7626 * _e7627);
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
                                        uint _e7641 = l_mut_444_;
                                        uint l_2143_ = (_e7641 * l_2135_);
                                        uint _e7643 = l_mut_441_;
                                        uint l_2144_ = (_e7643 * l_2135_);
                                        uint _e7645 = l_mut_444_;
                                        uint l_4202_ = (_e7645 & 65535u);
                                        uint _e7648 = l_mut_444_;
                                        uint l_4203_ = (_e7648 >> 16u);
                                        uint l_4204_ = (l_4203_ & 65535u);
                                        uint l_4205_ = (l_2135_ & 65535u);
                                        uint l_4206_ = (l_2135_ >> 16u);
                                        uint l_4207_ = (l_4206_ & 65535u);
                                        uint l_4208_ = (l_4202_ * l_4205_);
                                        uint l_4209_ = (l_4204_ * l_4205_);
                                        uint l_4210_ = (l_4202_ * l_4207_);
                                        uint l_4211_ = (l_4204_ * l_4207_);
                                        uint l_4212_ = (l_4208_ >> 16u);
                                        uint l_4213_ = (l_4212_ & 65535u);
                                        uint l_4214_ = (l_4209_ & 65535u);
                                        uint l_4215_ = (l_4213_ + l_4214_);
                                        uint l_4216_ = (l_4210_ & 65535u);
                                        uint l_4217_ = (l_4215_ + l_4216_);
                                        uint l_4218_ = (l_4209_ >> 16u);
                                        uint l_4219_ = (l_4218_ & 65535u);
                                        uint l_4220_ = (l_4211_ + l_4219_);
                                        uint l_4221_ = (l_4210_ >> 16u);
                                        uint l_4222_ = (l_4221_ & 65535u);
                                        uint l_4223_ = (l_4220_ + l_4222_);
                                        uint l_4224_ = (l_4217_ >> 16u);
                                        uint l_4225_ = (l_4224_ & 65535u);
                                        uint l_2145_ = (l_4223_ + l_4225_);
                                        uint l_2146_ = (l_2145_ + l_2144_);
                                        uint _e7689 = l_mut_441_;
                                        uint l_4227_ = (_e7689 & 65535u);
                                        uint _e7692 = l_mut_441_;
                                        uint l_4228_ = (_e7692 >> 16u);
                                        uint l_4229_ = (l_4228_ & 65535u);
                                        uint l_4230_ = (l_2135_ & 65535u);
                                        uint l_4231_ = (l_2135_ >> 16u);
                                        uint l_4232_ = (l_4231_ & 65535u);
                                        uint l_4233_ = (l_4227_ * l_4230_);
                                        uint l_4234_ = (l_4229_ * l_4230_);
                                        uint l_4235_ = (l_4227_ * l_4232_);
                                        uint l_4236_ = (l_4229_ * l_4232_);
                                        uint l_4237_ = (l_4233_ >> 16u);
                                        uint l_4238_ = (l_4237_ & 65535u);
                                        uint l_4239_ = (l_4234_ & 65535u);
                                        uint l_4240_ = (l_4238_ + l_4239_);
                                        uint l_4241_ = (l_4235_ & 65535u);
                                        uint l_4242_ = (l_4240_ + l_4241_);
                                        uint l_4243_ = (l_4234_ >> 16u);
                                        uint l_4244_ = (l_4243_ & 65535u);
                                        uint l_4245_ = (l_4236_ + l_4244_);
                                        uint l_4246_ = (l_4235_ >> 16u);
                                        uint l_4247_ = (l_4246_ & 65535u);
                                        uint l_4248_ = (l_4245_ + l_4247_);
                                        uint l_4249_ = (l_4242_ >> 16u);
                                        uint l_4250_ = (l_4249_ & 65535u);
                                        uint l_2147_ = (l_4248_ + l_4250_);
                                        bool l_2148_ = (l_2146_ < l_2144_);
                                        uint l_2149_ = uint(l_2148_);
                                        uint l_2150_ = (l_2147_ + l_2149_);
                                        uint l_2151_ = (l_9_ % 32u);
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
                                        uint _e7751 = l_mut_440_;
                                        l_mut_428_ = _e7751;
                                        uint _e7752 = l_mut_439_;
                                        l_mut_440_ = _e7752;
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
                                                uint _e7766 = l_mut_439_;
                                                l_mut_428_ = _e7766;
                                                l_mut_440_ = l_2169_;
                                            }
                                        }
                                        uint _e7767 = l_mut_428_;
                                        l_mut_444_ = _e7767;
                                        uint _e7768 = l_mut_440_;
                                        l_mut_441_ = _e7768;
                                        if (l_2137_) {
                                            uint _e7770 = l_mut_444_;
                                            uint l_2170_ = (0u - _e7770);
                                            uint _e7773 = l_mut_441_;
                                            uint l_2171_ = (0u - _e7773);
                                            uint _e7776 = l_mut_444_;
                                            bool l_2172_ = (0u < _e7776);
                                            uint l_2173_ = uint(l_2172_);
                                            uint l_2174_ = (l_2171_ - l_2173_);
                                            l_mut_444_ = l_2170_;
                                            l_mut_441_ = l_2174_;
                                        }
                                        uint _e7780 = l_mut_444_;
                                        l_mut_1470_ = _e7780;
                                        uint _e7781 = l_mut_441_;
                                        l_mut_445_ = _e7781;
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
                                        uint _e7794 = l_mut_444_;
                                        uint _e7795 = l_mut_2124_;
                                        uint l_2182_ = (_e7794 * _e7795);
                                        uint _e7797 = l_mut_441_;
                                        uint _e7798 = l_mut_2124_;
                                        uint l_2183_ = (_e7797 * _e7798);
                                        uint _e7800 = l_mut_444_;
                                        uint l_4252_ = (_e7800 & 65535u);
                                        uint _e7803 = l_mut_444_;
                                        uint l_4253_ = (_e7803 >> 16u);
                                        uint l_4254_ = (l_4253_ & 65535u);
                                        uint _e7808 = l_mut_2124_;
                                        uint l_4255_ = (_e7808 & 65535u);
                                        uint _e7811 = l_mut_2124_;
                                        uint l_4256_ = (_e7811 >> 16u);
                                        uint l_4257_ = (l_4256_ & 65535u);
                                        uint l_4258_ = (l_4252_ * l_4255_);
                                        uint l_4259_ = (l_4254_ * l_4255_);
                                        uint l_4260_ = (l_4252_ * l_4257_);
                                        uint l_4261_ = (l_4254_ * l_4257_);
                                        uint l_4262_ = (l_4258_ >> 16u);
                                        uint l_4263_ = (l_4262_ & 65535u);
                                        uint l_4264_ = (l_4259_ & 65535u);
                                        uint l_4265_ = (l_4263_ + l_4264_);
                                        uint l_4266_ = (l_4260_ & 65535u);
                                        uint l_4267_ = (l_4265_ + l_4266_);
                                        uint l_4268_ = (l_4259_ >> 16u);
                                        uint l_4269_ = (l_4268_ & 65535u);
                                        uint l_4270_ = (l_4261_ + l_4269_);
                                        uint l_4271_ = (l_4260_ >> 16u);
                                        uint l_4272_ = (l_4271_ & 65535u);
                                        uint l_4273_ = (l_4270_ + l_4272_);
                                        uint l_4274_ = (l_4267_ >> 16u);
                                        uint l_4275_ = (l_4274_ & 65535u);
                                        uint l_2184_ = (l_4273_ + l_4275_);
                                        uint l_2185_ = (l_2184_ + l_2183_);
                                        uint _e7846 = l_mut_441_;
                                        uint l_4277_ = (_e7846 & 65535u);
                                        uint _e7849 = l_mut_441_;
                                        uint l_4278_ = (_e7849 >> 16u);
                                        uint l_4279_ = (l_4278_ & 65535u);
                                        uint _e7854 = l_mut_2124_;
                                        uint l_4280_ = (_e7854 & 65535u);
                                        uint _e7857 = l_mut_2124_;
                                        uint l_4281_ = (_e7857 >> 16u);
                                        uint l_4282_ = (l_4281_ & 65535u);
                                        uint l_4283_ = (l_4277_ * l_4280_);
                                        uint l_4284_ = (l_4279_ * l_4280_);
                                        uint l_4285_ = (l_4277_ * l_4282_);
                                        uint l_4286_ = (l_4279_ * l_4282_);
                                        uint l_4287_ = (l_4283_ >> 16u);
                                        uint l_4288_ = (l_4287_ & 65535u);
                                        uint l_4289_ = (l_4284_ & 65535u);
                                        uint l_4290_ = (l_4288_ + l_4289_);
                                        uint l_4291_ = (l_4285_ & 65535u);
                                        uint l_4292_ = (l_4290_ + l_4291_);
                                        uint l_4293_ = (l_4284_ >> 16u);
                                        uint l_4294_ = (l_4293_ & 65535u);
                                        uint l_4295_ = (l_4286_ + l_4294_);
                                        uint l_4296_ = (l_4285_ >> 16u);
                                        uint l_4297_ = (l_4296_ & 65535u);
                                        uint l_4298_ = (l_4295_ + l_4297_);
                                        uint l_4299_ = (l_4292_ >> 16u);
                                        uint l_4300_ = (l_4299_ & 65535u);
                                        uint l_2186_ = (l_4298_ + l_4300_);
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
                                        uint _e7909 = l_mut_440_;
                                        l_mut_428_ = _e7909;
                                        uint _e7910 = l_mut_439_;
                                        l_mut_440_ = _e7910;
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
                                                uint _e7922 = l_mut_439_;
                                                l_mut_428_ = _e7922;
                                                l_mut_440_ = l_2208_;
                                            }
                                        }
                                        uint _e7923 = l_mut_444_;
                                        uint _e7924 = l_mut_2124_;
                                        uint l_2209_ = (_e7923 * _e7924);
                                        uint _e7926 = l_mut_441_;
                                        uint _e7927 = l_mut_2124_;
                                        uint l_2210_ = (_e7926 * _e7927);
                                        uint _e7929 = l_mut_444_;
                                        uint l_4302_ = (_e7929 & 65535u);
                                        uint _e7932 = l_mut_444_;
                                        uint l_4303_ = (_e7932 >> 16u);
                                        uint l_4304_ = (l_4303_ & 65535u);
                                        uint _e7937 = l_mut_2124_;
                                        uint l_4305_ = (_e7937 & 65535u);
                                        uint _e7940 = l_mut_2124_;
                                        uint l_4306_ = (_e7940 >> 16u);
                                        uint l_4307_ = (l_4306_ & 65535u);
                                        uint l_4308_ = (l_4302_ * l_4305_);
                                        uint l_4309_ = (l_4304_ * l_4305_);
                                        uint l_4310_ = (l_4302_ * l_4307_);
                                        uint l_4311_ = (l_4304_ * l_4307_);
                                        uint l_4312_ = (l_4308_ >> 16u);
                                        uint l_4313_ = (l_4312_ & 65535u);
                                        uint l_4314_ = (l_4309_ & 65535u);
                                        uint l_4315_ = (l_4313_ + l_4314_);
                                        uint l_4316_ = (l_4310_ & 65535u);
                                        uint l_4317_ = (l_4315_ + l_4316_);
                                        uint l_4318_ = (l_4309_ >> 16u);
                                        uint l_4319_ = (l_4318_ & 65535u);
                                        uint l_4320_ = (l_4311_ + l_4319_);
                                        uint l_4321_ = (l_4310_ >> 16u);
                                        uint l_4322_ = (l_4321_ & 65535u);
                                        uint l_4323_ = (l_4320_ + l_4322_);
                                        uint l_4324_ = (l_4317_ >> 16u);
                                        uint l_4325_ = (l_4324_ & 65535u);
                                        uint l_2211_ = (l_4323_ + l_4325_);
                                        uint l_2212_ = (l_2211_ + l_2210_);
                                        uint _e7975 = l_mut_441_;
                                        uint l_4327_ = (_e7975 & 65535u);
                                        uint _e7978 = l_mut_441_;
                                        uint l_4328_ = (_e7978 >> 16u);
                                        uint l_4329_ = (l_4328_ & 65535u);
                                        uint _e7983 = l_mut_2124_;
                                        uint l_4330_ = (_e7983 & 65535u);
                                        uint _e7986 = l_mut_2124_;
                                        uint l_4331_ = (_e7986 >> 16u);
                                        uint l_4332_ = (l_4331_ & 65535u);
                                        uint l_4333_ = (l_4327_ * l_4330_);
                                        uint l_4334_ = (l_4329_ * l_4330_);
                                        uint l_4335_ = (l_4327_ * l_4332_);
                                        uint l_4336_ = (l_4329_ * l_4332_);
                                        uint l_4337_ = (l_4333_ >> 16u);
                                        uint l_4338_ = (l_4337_ & 65535u);
                                        uint l_4339_ = (l_4334_ & 65535u);
                                        uint l_4340_ = (l_4338_ + l_4339_);
                                        uint l_4341_ = (l_4335_ & 65535u);
                                        uint l_4342_ = (l_4340_ + l_4341_);
                                        uint l_4343_ = (l_4334_ >> 16u);
                                        uint l_4344_ = (l_4343_ & 65535u);
                                        uint l_4345_ = (l_4336_ + l_4344_);
                                        uint l_4346_ = (l_4335_ >> 16u);
                                        uint l_4347_ = (l_4346_ & 65535u);
                                        uint l_4348_ = (l_4345_ + l_4347_);
                                        uint l_4349_ = (l_4342_ >> 16u);
                                        uint l_4350_ = (l_4349_ & 65535u);
                                        uint l_2213_ = (l_4348_ + l_4350_);
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
                                        uint _e8038 = l_mut_439_;
                                        l_mut_394_ = _e8038;
                                        uint _e8039 = l_mut_421_;
                                        l_mut_439_ = _e8039;
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
                                                uint _e8051 = l_mut_421_;
                                                l_mut_394_ = _e8051;
                                                l_mut_439_ = l_2235_;
                                            }
                                        }
                                        uint _e8052 = l_mut_428_;
                                        uint _e8053 = l_mut_2124_;
                                        uint l_2236_ = (_e8052 * _e8053);
                                        uint _e8055 = l_mut_440_;
                                        uint _e8056 = l_mut_2124_;
                                        uint l_2237_ = (_e8055 * _e8056);
                                        uint _e8058 = l_mut_428_;
                                        uint l_4352_ = (_e8058 & 65535u);
                                        uint _e8061 = l_mut_428_;
                                        uint l_4353_ = (_e8061 >> 16u);
                                        uint l_4354_ = (l_4353_ & 65535u);
                                        uint _e8066 = l_mut_2124_;
                                        uint l_4355_ = (_e8066 & 65535u);
                                        uint _e8069 = l_mut_2124_;
                                        uint l_4356_ = (_e8069 >> 16u);
                                        uint l_4357_ = (l_4356_ & 65535u);
                                        uint l_4358_ = (l_4352_ * l_4355_);
                                        uint l_4359_ = (l_4354_ * l_4355_);
                                        uint l_4360_ = (l_4352_ * l_4357_);
                                        uint l_4361_ = (l_4354_ * l_4357_);
                                        uint l_4362_ = (l_4358_ >> 16u);
                                        uint l_4363_ = (l_4362_ & 65535u);
                                        uint l_4364_ = (l_4359_ & 65535u);
                                        uint l_4365_ = (l_4363_ + l_4364_);
                                        uint l_4366_ = (l_4360_ & 65535u);
                                        uint l_4367_ = (l_4365_ + l_4366_);
                                        uint l_4368_ = (l_4359_ >> 16u);
                                        uint l_4369_ = (l_4368_ & 65535u);
                                        uint l_4370_ = (l_4361_ + l_4369_);
                                        uint l_4371_ = (l_4360_ >> 16u);
                                        uint l_4372_ = (l_4371_ & 65535u);
                                        uint l_4373_ = (l_4370_ + l_4372_);
                                        uint l_4374_ = (l_4367_ >> 16u);
                                        uint l_4375_ = (l_4374_ & 65535u);
                                        uint l_2238_ = (l_4373_ + l_4375_);
                                        uint l_2239_ = (l_2238_ + l_2237_);
                                        uint _e8104 = l_mut_440_;
                                        uint l_4377_ = (_e8104 & 65535u);
                                        uint _e8107 = l_mut_440_;
                                        uint l_4378_ = (_e8107 >> 16u);
                                        uint l_4379_ = (l_4378_ & 65535u);
                                        uint _e8112 = l_mut_2124_;
                                        uint l_4380_ = (_e8112 & 65535u);
                                        uint _e8115 = l_mut_2124_;
                                        uint l_4381_ = (_e8115 >> 16u);
                                        uint l_4382_ = (l_4381_ & 65535u);
                                        uint l_4383_ = (l_4377_ * l_4380_);
                                        uint l_4384_ = (l_4379_ * l_4380_);
                                        uint l_4385_ = (l_4377_ * l_4382_);
                                        uint l_4386_ = (l_4379_ * l_4382_);
                                        uint l_4387_ = (l_4383_ >> 16u);
                                        uint l_4388_ = (l_4387_ & 65535u);
                                        uint l_4389_ = (l_4384_ & 65535u);
                                        uint l_4390_ = (l_4388_ + l_4389_);
                                        uint l_4391_ = (l_4385_ & 65535u);
                                        uint l_4392_ = (l_4390_ + l_4391_);
                                        uint l_4393_ = (l_4384_ >> 16u);
                                        uint l_4394_ = (l_4393_ & 65535u);
                                        uint l_4395_ = (l_4386_ + l_4394_);
                                        uint l_4396_ = (l_4385_ >> 16u);
                                        uint l_4397_ = (l_4396_ & 65535u);
                                        uint l_4398_ = (l_4395_ + l_4397_);
                                        uint l_4399_ = (l_4392_ >> 16u);
                                        uint l_4400_ = (l_4399_ & 65535u);
                                        uint l_2240_ = (l_4398_ + l_4400_);
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
                                        uint _e8167 = l_mut_444_;
                                        l_mut_421_ = _e8167;
                                        uint _e8168 = l_mut_441_;
                                        l_mut_444_ = _e8168;
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
                                                uint _e8180 = l_mut_441_;
                                                l_mut_421_ = _e8180;
                                                l_mut_444_ = l_2262_;
                                            }
                                        }
                                        uint _e8181 = l_mut_428_;
                                        uint _e8182 = l_mut_2124_;
                                        uint l_2263_ = (_e8181 * _e8182);
                                        uint _e8184 = l_mut_440_;
                                        uint _e8185 = l_mut_2124_;
                                        uint l_2264_ = (_e8184 * _e8185);
                                        uint _e8187 = l_mut_428_;
                                        uint l_4402_ = (_e8187 & 65535u);
                                        uint _e8190 = l_mut_428_;
                                        uint l_4403_ = (_e8190 >> 16u);
                                        uint l_4404_ = (l_4403_ & 65535u);
                                        uint _e8195 = l_mut_2124_;
                                        uint l_4405_ = (_e8195 & 65535u);
                                        uint _e8198 = l_mut_2124_;
                                        uint l_4406_ = (_e8198 >> 16u);
                                        uint l_4407_ = (l_4406_ & 65535u);
                                        uint l_4408_ = (l_4402_ * l_4405_);
                                        uint l_4409_ = (l_4404_ * l_4405_);
                                        uint l_4410_ = (l_4402_ * l_4407_);
                                        uint l_4411_ = (l_4404_ * l_4407_);
                                        uint l_4412_ = (l_4408_ >> 16u);
                                        uint l_4413_ = (l_4412_ & 65535u);
                                        uint l_4414_ = (l_4409_ & 65535u);
                                        uint l_4415_ = (l_4413_ + l_4414_);
                                        uint l_4416_ = (l_4410_ & 65535u);
                                        uint l_4417_ = (l_4415_ + l_4416_);
                                        uint l_4418_ = (l_4409_ >> 16u);
                                        uint l_4419_ = (l_4418_ & 65535u);
                                        uint l_4420_ = (l_4411_ + l_4419_);
                                        uint l_4421_ = (l_4410_ >> 16u);
                                        uint l_4422_ = (l_4421_ & 65535u);
                                        uint l_4423_ = (l_4420_ + l_4422_);
                                        uint l_4424_ = (l_4417_ >> 16u);
                                        uint l_4425_ = (l_4424_ & 65535u);
                                        uint l_2265_ = (l_4423_ + l_4425_);
                                        uint l_2266_ = (l_2265_ + l_2264_);
                                        uint _e8233 = l_mut_440_;
                                        uint l_4427_ = (_e8233 & 65535u);
                                        uint _e8236 = l_mut_440_;
                                        uint l_4428_ = (_e8236 >> 16u);
                                        uint l_4429_ = (l_4428_ & 65535u);
                                        uint _e8241 = l_mut_2124_;
                                        uint l_4430_ = (_e8241 & 65535u);
                                        uint _e8244 = l_mut_2124_;
                                        uint l_4431_ = (_e8244 >> 16u);
                                        uint l_4432_ = (l_4431_ & 65535u);
                                        uint l_4433_ = (l_4427_ * l_4430_);
                                        uint l_4434_ = (l_4429_ * l_4430_);
                                        uint l_4435_ = (l_4427_ * l_4432_);
                                        uint l_4436_ = (l_4429_ * l_4432_);
                                        uint l_4437_ = (l_4433_ >> 16u);
                                        uint l_4438_ = (l_4437_ & 65535u);
                                        uint l_4439_ = (l_4434_ & 65535u);
                                        uint l_4440_ = (l_4438_ + l_4439_);
                                        uint l_4441_ = (l_4435_ & 65535u);
                                        uint l_4442_ = (l_4440_ + l_4441_);
                                        uint l_4443_ = (l_4434_ >> 16u);
                                        uint l_4444_ = (l_4443_ & 65535u);
                                        uint l_4445_ = (l_4436_ + l_4444_);
                                        uint l_4446_ = (l_4435_ >> 16u);
                                        uint l_4447_ = (l_4446_ & 65535u);
                                        uint l_4448_ = (l_4445_ + l_4447_);
                                        uint l_4449_ = (l_4442_ >> 16u);
                                        uint l_4450_ = (l_4449_ & 65535u);
                                        uint l_2267_ = (l_4448_ + l_4450_);
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
                                        uint _e8296 = l_mut_441_;
                                        l_mut_382_ = _e8296;
                                        uint _e8297 = l_mut_388_;
                                        l_mut_441_ = _e8297;
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
                                                uint _e8309 = l_mut_388_;
                                                l_mut_382_ = _e8309;
                                                l_mut_441_ = l_2289_;
                                            }
                                        }
                                        uint _e8310 = l_mut_394_;
                                        uint _e8311 = l_mut_2124_;
                                        uint l_2290_ = (_e8310 * _e8311);
                                        uint _e8313 = l_mut_394_;
                                        uint l_4452_ = (_e8313 & 65535u);
                                        uint _e8316 = l_mut_394_;
                                        uint l_4453_ = (_e8316 >> 16u);
                                        uint l_4454_ = (l_4453_ & 65535u);
                                        uint _e8321 = l_mut_2124_;
                                        uint l_4455_ = (_e8321 & 65535u);
                                        uint _e8324 = l_mut_2124_;
                                        uint l_4456_ = (_e8324 >> 16u);
                                        uint l_4457_ = (l_4456_ & 65535u);
                                        uint l_4458_ = (l_4452_ * l_4455_);
                                        uint l_4459_ = (l_4454_ * l_4455_);
                                        uint l_4460_ = (l_4452_ * l_4457_);
                                        uint l_4461_ = (l_4454_ * l_4457_);
                                        uint l_4462_ = (l_4458_ >> 16u);
                                        uint l_4463_ = (l_4462_ & 65535u);
                                        uint l_4464_ = (l_4459_ & 65535u);
                                        uint l_4465_ = (l_4463_ + l_4464_);
                                        uint l_4466_ = (l_4460_ & 65535u);
                                        uint l_4467_ = (l_4465_ + l_4466_);
                                        uint l_4468_ = (l_4459_ >> 16u);
                                        uint l_4469_ = (l_4468_ & 65535u);
                                        uint l_4470_ = (l_4461_ + l_4469_);
                                        uint l_4471_ = (l_4460_ >> 16u);
                                        uint l_4472_ = (l_4471_ & 65535u);
                                        uint l_4473_ = (l_4470_ + l_4472_);
                                        uint l_4474_ = (l_4467_ >> 16u);
                                        uint l_4475_ = (l_4474_ & 65535u);
                                        uint l_2291_ = (l_4473_ + l_4475_);
                                        uint _e8358 = l_mut_439_;
                                        uint _e8359 = l_mut_2124_;
                                        uint l_2292_ = (_e8358 * _e8359);
                                        uint l_2293_ = (l_2291_ + l_2292_);
                                        uint _e8362 = l_mut_382_;
                                        uint l_2294_ = (_e8362 + l_2290_);
                                        uint _e8364 = l_mut_441_;
                                        uint l_2295_ = (_e8364 + l_2293_);
                                        uint _e8366 = l_mut_382_;
                                        bool l_2296_ = (l_2294_ < _e8366);
                                        uint l_2297_ = uint(l_2296_);
                                        uint l_2298_ = (l_2295_ + l_2297_);
                                        uint _e8370 = l_mut_421_;
                                        l_mut_1470_ = _e8370;
                                        uint _e8371 = l_mut_444_;
                                        l_mut_445_ = _e8371;
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
                                                uint _e8392 = l_mut_421_;
                                                l_mut_439_ = _e8392;
                                                uint _e8393 = l_mut_444_;
                                                l_mut_428_ = _e8393;
                                                bool l_2311_ = (l_9_ >= 32u);
                                                if (l_2311_) {
                                                    uint l_2312_ = (l_9_ & 31u);
                                                    uint _e8398 = l_mut_444_;
                                                    uint l_2313_ = (_e8398 >> l_2312_);
                                                    l_mut_439_ = l_2313_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2314_ = (l_9_ > 0u);
                                                    if (l_2314_) {
                                                        uint _e8403 = l_mut_421_;
                                                        l_mut_394_ = _e8403;
                                                        bool l_2315_ = (l_9_ > 0u);
                                                        if (l_2315_) {
                                                            uint _e8406 = l_mut_421_;
                                                            uint l_2316_ = (_e8406 >> l_9_);
                                                            uint l_2317_ = (32u - l_9_);
                                                            uint _e8410 = l_mut_444_;
                                                            uint l_2318_ = (_e8410 << l_2317_);
                                                            uint l_2319_ = (l_2316_ | l_2318_);
                                                            l_mut_394_ = l_2319_;
                                                        }
                                                        uint _e8413 = l_mut_444_;
                                                        uint l_2320_ = (_e8413 >> l_9_);
                                                        uint _e8415 = l_mut_394_;
                                                        l_mut_439_ = _e8415;
                                                        l_mut_428_ = l_2320_;
                                                    }
                                                }
                                                uint _e8416 = l_mut_441_;
                                                uint _e8417 = l_mut_439_;
                                                uint l_2321_ = (_e8416 + _e8417);
                                                uint _e8419 = l_mut_440_;
                                                uint _e8420 = l_mut_428_;
                                                uint l_2322_ = (_e8419 + _e8420);
                                                uint _e8422 = l_mut_441_;
                                                bool l_2323_ = (l_2321_ < _e8422);
                                                uint l_2324_ = uint(l_2323_);
                                                uint l_2325_ = (l_2322_ + l_2324_);
                                                l_mut_1470_ = l_2321_;
                                                l_mut_445_ = l_2325_;
                                            }
                                        }
                                        if (l_2176_) {
                                            uint _e8427 = l_mut_1470_;
                                            uint l_2326_ = (0u - _e8427);
                                            uint _e8430 = l_mut_445_;
                                            uint l_2327_ = (0u - _e8430);
                                            uint _e8433 = l_mut_1470_;
                                            bool l_2328_ = (0u < _e8433);
                                            uint l_2329_ = uint(l_2328_);
                                            uint l_2330_ = (l_2327_ - l_2329_);
                                            l_mut_1470_ = l_2326_;
                                            l_mut_445_ = l_2330_;
                                        }
                                    }
                                    uint _e8437 = l_mut_1470_;
                                    uint l_2331_ = (l_2129_ + _e8437);
                                    uint _e8439 = l_mut_445_;
                                    uint l_2332_ = (l_2133_ + _e8439);
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
                                    uint _e8452 = l_mut_445_;
                                    bool l_2341_ = (l_2335_ < _e8452);
                                    uint _e8454 = l_mut_445_;
                                    bool l_2342_ = (l_2335_ == _e8454);
                                    uint _e8456 = l_mut_1470_;
                                    bool l_2343_ = (l_2331_ < _e8456);
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
                                    uint _e8467 = l_mut_445_;
                                    bool l_2346_ = (_e8467 < l_27_);
                                    uint _e8469 = l_mut_445_;
                                    bool l_2347_ = (_e8469 == l_27_);
                                    uint _e8471 = l_mut_1470_;
                                    bool l_2348_ = (_e8471 < l_24_);
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
                                        uint _e8482 = l_mut_1471_;
                                        uint l_2351_ = (_e8482 * 2u);
                                        uint l_2352_ = (l_2351_ + 1u);
                                        uint l_2353_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2354_ = (l_2352_ < l_2353_);
                                        if (l_2354_) {
                                            uint l_4477_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4478_ = (l_4477_ * 1u);
                                            bool l_4479_ = (l_2351_ < l_4478_);
                                            if (l_4479_) {
                                                _group_0_binding_4_cs[l_2351_] = id;
                                            }
                                            uint l_2355_ = (l_2351_ + 1u);
                                            uint l_4480_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4481_ = (l_4480_ * 1u);
                                            bool l_4482_ = (l_2355_ < l_4481_);
                                            if (l_4482_) {
                                                uint _e8512 = l_mut_2124_;
                                                _group_0_binding_4_cs[l_2355_] = _e8512;
                                            }
                                        }
                                        uint _e8513 = l_mut_1471_;
                                        l_mut_1471_ = (_e8513 + 1u);
                                    }
                                }
                            }
                            uint _e8519 = l_mut_1471_;
                            l_mut_1476_ = _e8519;
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
