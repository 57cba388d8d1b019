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
    uint l_mut_1481_ = 0u;
    uint l_mut_1482_ = 0u;
    uint l_mut_1487_ = 0u;
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
    uint l_mut_869_ = 0u;
    bool local_67 = false;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_1479_ = 0u;
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
    uint l_mut_1590_ = 0u;
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
    uint l_mut_1724_ = 0u;
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
    uint l_mut_1820_ = 0u;
    bool local_123 = false;
    bool local_124 = false;
    bool local_125 = false;
    bool local_126 = false;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    uint l_mut_1904_ = 0u;
    bool local_131 = false;
    bool local_132 = false;
    bool local_133 = false;
    bool local_134 = false;
    uint l_mut_2138_ = 0u;
    uint l_mut_2145_ = 0u;
    bool local_135 = false;
    bool local_136 = false;
    bool local_137 = false;
    bool local_138 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2461_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2462_ = (l_2461_ * 1u);
        uint l_2463_ = (l_2462_ - 1u);
        uint l_2464_ = min(3u, l_2463_);
        uint _e70 = atomicAdd(_group_0_binding_5_cs[l_2464_], 1u);
    }
    uint l_2377_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2378_ = (l_2377_ * 1u);
    bool l_2379_ = (0u < l_2378_);
    uint l_2380_ = (l_2378_ - 1u);
    uint l_2381_ = min(0u, l_2380_);
    uint l_2382_ = _group_0_binding_3_cs[l_2381_];
    uint l_4_ = (l_2379_ ? l_2382_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2384_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2385_ = (l_2384_ * 1u);
    bool l_2386_ = (l_6_ < l_2385_);
    uint l_2387_ = (l_2385_ - 1u);
    uint l_2388_ = min(l_6_, l_2387_);
    uint l_2389_ = _group_0_binding_3_cs[l_2388_];
    uint l_7_ = (l_2386_ ? l_2389_ : 0u);
    uint l_2391_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2392_ = (l_2391_ * 1u);
    bool l_2393_ = (2u < l_2392_);
    uint l_2394_ = (l_2392_ - 1u);
    uint l_2395_ = min(2u, l_2394_);
    uint l_2396_ = _group_0_binding_3_cs[l_2395_];
    uint l_9_ = (l_2393_ ? l_2396_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2398_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2399_ = (l_2398_ * 1u);
    bool l_2400_ = (l_11_ < l_2399_);
    uint l_2401_ = (l_2399_ - 1u);
    uint l_2402_ = min(l_11_, l_2401_);
    uint l_2403_ = _group_0_binding_3_cs[l_2402_];
    uint l_12_ = (l_2400_ ? l_2403_ : 0u);
    uint l_2405_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2406_ = (l_2405_ * 1u);
    bool l_2407_ = (4u < l_2406_);
    uint l_2408_ = (l_2406_ - 1u);
    uint l_2409_ = min(4u, l_2408_);
    uint l_2410_ = _group_0_binding_3_cs[l_2409_];
    uint l_14_ = (l_2407_ ? l_2410_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2412_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2413_ = (l_2412_ * 1u);
    bool l_2414_ = (l_16_ < l_2413_);
    uint l_2415_ = (l_2413_ - 1u);
    uint l_2416_ = min(l_16_, l_2415_);
    uint l_2417_ = _group_0_binding_3_cs[l_2416_];
    uint l_17_ = (l_2414_ ? l_2417_ : 0u);
    uint l_2419_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2420_ = (l_2419_ * 1u);
    bool l_2421_ = (6u < l_2420_);
    uint l_2422_ = (l_2420_ - 1u);
    uint l_2423_ = min(6u, l_2422_);
    uint l_2424_ = _group_0_binding_3_cs[l_2423_];
    uint l_19_ = (l_2421_ ? l_2424_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2426_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2427_ = (l_2426_ * 1u);
    bool l_2428_ = (l_21_ < l_2427_);
    uint l_2429_ = (l_2427_ - 1u);
    uint l_2430_ = min(l_21_, l_2429_);
    uint l_2431_ = _group_0_binding_3_cs[l_2430_];
    uint l_22_ = (l_2428_ ? l_2431_ : 0u);
    uint l_2433_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2434_ = (l_2433_ * 1u);
    bool l_2435_ = (8u < l_2434_);
    uint l_2436_ = (l_2434_ - 1u);
    uint l_2437_ = min(8u, l_2436_);
    uint l_2438_ = _group_0_binding_3_cs[l_2437_];
    uint l_24_ = (l_2435_ ? l_2438_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2440_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2441_ = (l_2440_ * 1u);
    bool l_2442_ = (l_26_ < l_2441_);
    uint l_2443_ = (l_2441_ - 1u);
    uint l_2444_ = min(l_26_, l_2443_);
    uint l_2445_ = _group_0_binding_3_cs[l_2444_];
    uint l_27_ = (l_2442_ ? l_2445_ : 0u);
    uint l_2447_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2448_ = (l_2447_ * 1u);
    bool l_2449_ = (10u < l_2448_);
    uint l_2450_ = (l_2448_ - 1u);
    uint l_2451_ = min(10u, l_2450_);
    uint l_2452_ = _group_0_binding_3_cs[l_2451_];
    uint l_29_ = (l_2449_ ? l_2452_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2454_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2455_ = (l_2454_ * 1u);
    bool l_2456_ = (l_31_ < l_2455_);
    uint l_2457_ = (l_2455_ - 1u);
    uint l_2458_ = min(l_31_, l_2457_);
    uint l_2459_ = _group_0_binding_3_cs[l_2458_];
    uint l_32_ = (l_2456_ ? l_2459_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2466_ = (id & 65535u);
    uint l_2467_ = (id >> 16u);
    uint l_2468_ = (l_2467_ & 65535u);
    uint l_2469_ = (l_4_ & 65535u);
    uint l_2470_ = (l_4_ >> 16u);
    uint l_2471_ = (l_2470_ & 65535u);
    uint l_2472_ = (l_2466_ * l_2469_);
    uint l_2473_ = (l_2468_ * l_2469_);
    uint l_2474_ = (l_2466_ * l_2471_);
    uint l_2475_ = (l_2468_ * l_2471_);
    uint l_2476_ = (l_2472_ >> 16u);
    uint l_2477_ = (l_2476_ & 65535u);
    uint l_2478_ = (l_2473_ & 65535u);
    uint l_2479_ = (l_2477_ + l_2478_);
    uint l_2480_ = (l_2474_ & 65535u);
    uint l_2481_ = (l_2479_ + l_2480_);
    uint l_2482_ = (l_2473_ >> 16u);
    uint l_2483_ = (l_2482_ & 65535u);
    uint l_2484_ = (l_2475_ + l_2483_);
    uint l_2485_ = (l_2474_ >> 16u);
    uint l_2486_ = (l_2485_ & 65535u);
    uint l_2487_ = (l_2484_ + l_2486_);
    uint l_2488_ = (l_2481_ >> 16u);
    uint l_2489_ = (l_2488_ & 65535u);
    uint l_37_ = (l_2487_ + l_2489_);
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
        uint l_2491_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2492_ = (l_2491_ * 1u);
        bool l_2493_ = (l_58_ < l_2492_);
        uint l_2494_ = (l_2492_ - 1u);
        uint l_2495_ = min(l_58_, l_2494_);
        uint l_2496_ = _group_0_binding_0_cs[l_2495_];
        uint l_59_ = (l_2493_ ? l_2496_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2498_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2499_ = (l_2498_ * 1u);
        bool l_2500_ = (l_61_ < l_2499_);
        uint l_2501_ = (l_2499_ - 1u);
        uint l_2502_ = min(l_61_, l_2501_);
        uint l_2503_ = _group_0_binding_0_cs[l_2502_];
        uint l_62_ = (l_2500_ ? l_2503_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2505_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2506_ = (l_2505_ * 1u);
        bool l_2507_ = (l_63_ < l_2506_);
        uint l_2508_ = (l_2506_ - 1u);
        uint l_2509_ = min(l_63_, l_2508_);
        uint l_2510_ = _group_0_binding_1_cs[l_2509_];
        uint l_64_ = (l_2507_ ? l_2510_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2512_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2513_ = (l_2512_ * 1u);
        bool l_2514_ = (l_66_ < l_2513_);
        uint l_2515_ = (l_2513_ - 1u);
        uint l_2516_ = min(l_66_, l_2515_);
        uint l_2517_ = _group_0_binding_1_cs[l_2516_];
        uint l_67_ = (l_2514_ ? l_2517_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2519_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2520_ = (l_2519_ * 1u);
        bool l_2521_ = (l_68_ < l_2520_);
        uint l_2522_ = (l_2520_ - 1u);
        uint l_2523_ = min(l_68_, l_2522_);
        uint l_2524_ = _group_0_binding_2_cs[l_2523_];
        uint l_69_ = (l_2521_ ? l_2524_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2526_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2527_ = (l_2526_ * 1u);
        bool l_2528_ = (l_71_ < l_2527_);
        uint l_2529_ = (l_2527_ - 1u);
        uint l_2530_ = min(l_71_, l_2529_);
        uint l_2531_ = _group_0_binding_2_cs[l_2530_];
        uint l_72_ = (l_2528_ ? l_2531_ : 0u);
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
        uint l_2533_ = (_e488 & 65535u);
        uint _e491 = l_mut_40_;
        uint l_2534_ = (_e491 >> 16u);
        uint l_2535_ = (l_2534_ & 65535u);
        uint l_2536_ = (l_4_ & 65535u);
        uint l_2537_ = (l_4_ >> 16u);
        uint l_2538_ = (l_2537_ & 65535u);
        uint l_2539_ = (l_2533_ * l_2536_);
        uint l_2540_ = (l_2535_ * l_2536_);
        uint l_2541_ = (l_2533_ * l_2538_);
        uint l_2542_ = (l_2535_ * l_2538_);
        uint l_2543_ = (l_2539_ >> 16u);
        uint l_2544_ = (l_2543_ & 65535u);
        uint l_2545_ = (l_2540_ & 65535u);
        uint l_2546_ = (l_2544_ + l_2545_);
        uint l_2547_ = (l_2541_ & 65535u);
        uint l_2548_ = (l_2546_ + l_2547_);
        uint l_2549_ = (l_2540_ >> 16u);
        uint l_2550_ = (l_2549_ & 65535u);
        uint l_2551_ = (l_2542_ + l_2550_);
        uint l_2552_ = (l_2541_ >> 16u);
        uint l_2553_ = (l_2552_ & 65535u);
        uint l_2554_ = (l_2551_ + l_2553_);
        uint l_2555_ = (l_2548_ >> 16u);
        uint l_2556_ = (l_2555_ & 65535u);
        uint l_83_ = (l_2554_ + l_2556_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e532 = l_mut_75_;
        uint l_2558_ = (_e532 & 65535u);
        uint _e535 = l_mut_75_;
        uint l_2559_ = (_e535 >> 16u);
        uint l_2560_ = (l_2559_ & 65535u);
        uint l_2561_ = (l_4_ & 65535u);
        uint l_2562_ = (l_4_ >> 16u);
        uint l_2563_ = (l_2562_ & 65535u);
        uint l_2564_ = (l_2558_ * l_2561_);
        uint l_2565_ = (l_2560_ * l_2561_);
        uint l_2566_ = (l_2558_ * l_2563_);
        uint l_2567_ = (l_2560_ * l_2563_);
        uint l_2568_ = (l_2564_ >> 16u);
        uint l_2569_ = (l_2568_ & 65535u);
        uint l_2570_ = (l_2565_ & 65535u);
        uint l_2571_ = (l_2569_ + l_2570_);
        uint l_2572_ = (l_2566_ & 65535u);
        uint l_2573_ = (l_2571_ + l_2572_);
        uint l_2574_ = (l_2565_ >> 16u);
        uint l_2575_ = (l_2574_ & 65535u);
        uint l_2576_ = (l_2567_ + l_2575_);
        uint l_2577_ = (l_2566_ >> 16u);
        uint l_2578_ = (l_2577_ & 65535u);
        uint l_2579_ = (l_2576_ + l_2578_);
        uint l_2580_ = (l_2573_ >> 16u);
        uint l_2581_ = (l_2580_ & 65535u);
        uint l_85_ = (l_2579_ + l_2581_);
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
            uint l_2583_ = (_e653 & 65535u);
            uint _e656 = l_mut_90_;
            uint l_2584_ = (_e656 >> 16u);
            uint l_2585_ = (l_2584_ & 65535u);
            uint l_2586_ = (l_123_ & 65535u);
            uint l_2587_ = (l_123_ >> 16u);
            uint l_2588_ = (l_2587_ & 65535u);
            uint l_2589_ = (l_2583_ * l_2586_);
            uint l_2590_ = (l_2585_ * l_2586_);
            uint l_2591_ = (l_2583_ * l_2588_);
            uint l_2592_ = (l_2585_ * l_2588_);
            uint l_2593_ = (l_2589_ >> 16u);
            uint l_2594_ = (l_2593_ & 65535u);
            uint l_2595_ = (l_2590_ & 65535u);
            uint l_2596_ = (l_2594_ + l_2595_);
            uint l_2597_ = (l_2591_ & 65535u);
            uint l_2598_ = (l_2596_ + l_2597_);
            uint l_2599_ = (l_2590_ >> 16u);
            uint l_2600_ = (l_2599_ & 65535u);
            uint l_2601_ = (l_2592_ + l_2600_);
            uint l_2602_ = (l_2591_ >> 16u);
            uint l_2603_ = (l_2602_ & 65535u);
            uint l_2604_ = (l_2601_ + l_2603_);
            uint l_2605_ = (l_2598_ >> 16u);
            uint l_2606_ = (l_2605_ & 65535u);
            uint l_133_ = (l_2604_ + l_2606_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e697 = l_mut_75_;
            uint l_2608_ = (_e697 & 65535u);
            uint _e700 = l_mut_75_;
            uint l_2609_ = (_e700 >> 16u);
            uint l_2610_ = (l_2609_ & 65535u);
            uint l_2611_ = (l_123_ & 65535u);
            uint l_2612_ = (l_123_ >> 16u);
            uint l_2613_ = (l_2612_ & 65535u);
            uint l_2614_ = (l_2608_ * l_2611_);
            uint l_2615_ = (l_2610_ * l_2611_);
            uint l_2616_ = (l_2608_ * l_2613_);
            uint l_2617_ = (l_2610_ * l_2613_);
            uint l_2618_ = (l_2614_ >> 16u);
            uint l_2619_ = (l_2618_ & 65535u);
            uint l_2620_ = (l_2615_ & 65535u);
            uint l_2621_ = (l_2619_ + l_2620_);
            uint l_2622_ = (l_2616_ & 65535u);
            uint l_2623_ = (l_2621_ + l_2622_);
            uint l_2624_ = (l_2615_ >> 16u);
            uint l_2625_ = (l_2624_ & 65535u);
            uint l_2626_ = (l_2617_ + l_2625_);
            uint l_2627_ = (l_2616_ >> 16u);
            uint l_2628_ = (l_2627_ & 65535u);
            uint l_2629_ = (l_2626_ + l_2628_);
            uint l_2630_ = (l_2623_ >> 16u);
            uint l_2631_ = (l_2630_ & 65535u);
            uint l_135_ = (l_2629_ + l_2631_);
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
            uint l_2633_ = (_e806 & 65535u);
            uint _e809 = l_mut_151_;
            uint l_2634_ = (_e809 >> 16u);
            uint l_2635_ = (l_2634_ & 65535u);
            uint l_2636_ = (l_4_ & 65535u);
            uint l_2637_ = (l_4_ >> 16u);
            uint l_2638_ = (l_2637_ & 65535u);
            uint l_2639_ = (l_2633_ * l_2636_);
            uint l_2640_ = (l_2635_ * l_2636_);
            uint l_2641_ = (l_2633_ * l_2638_);
            uint l_2642_ = (l_2635_ * l_2638_);
            uint l_2643_ = (l_2639_ >> 16u);
            uint l_2644_ = (l_2643_ & 65535u);
            uint l_2645_ = (l_2640_ & 65535u);
            uint l_2646_ = (l_2644_ + l_2645_);
            uint l_2647_ = (l_2641_ & 65535u);
            uint l_2648_ = (l_2646_ + l_2647_);
            uint l_2649_ = (l_2640_ >> 16u);
            uint l_2650_ = (l_2649_ & 65535u);
            uint l_2651_ = (l_2642_ + l_2650_);
            uint l_2652_ = (l_2641_ >> 16u);
            uint l_2653_ = (l_2652_ & 65535u);
            uint l_2654_ = (l_2651_ + l_2653_);
            uint l_2655_ = (l_2648_ >> 16u);
            uint l_2656_ = (l_2655_ & 65535u);
            uint l_174_ = (l_2654_ + l_2656_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e850 = l_mut_145_;
            uint l_2658_ = (_e850 & 65535u);
            uint _e853 = l_mut_145_;
            uint l_2659_ = (_e853 >> 16u);
            uint l_2660_ = (l_2659_ & 65535u);
            uint l_2661_ = (l_4_ & 65535u);
            uint l_2662_ = (l_4_ >> 16u);
            uint l_2663_ = (l_2662_ & 65535u);
            uint l_2664_ = (l_2658_ * l_2661_);
            uint l_2665_ = (l_2660_ * l_2661_);
            uint l_2666_ = (l_2658_ * l_2663_);
            uint l_2667_ = (l_2660_ * l_2663_);
            uint l_2668_ = (l_2664_ >> 16u);
            uint l_2669_ = (l_2668_ & 65535u);
            uint l_2670_ = (l_2665_ & 65535u);
            uint l_2671_ = (l_2669_ + l_2670_);
            uint l_2672_ = (l_2666_ & 65535u);
            uint l_2673_ = (l_2671_ + l_2672_);
            uint l_2674_ = (l_2665_ >> 16u);
            uint l_2675_ = (l_2674_ & 65535u);
            uint l_2676_ = (l_2667_ + l_2675_);
            uint l_2677_ = (l_2666_ >> 16u);
            uint l_2678_ = (l_2677_ & 65535u);
            uint l_2679_ = (l_2676_ + l_2678_);
            uint l_2680_ = (l_2673_ >> 16u);
            uint l_2681_ = (l_2680_ & 65535u);
            uint l_176_ = (l_2679_ + l_2681_);
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
            uint l_2683_ = (_e929 & 65535u);
            uint _e932 = l_mut_151_;
            uint l_2684_ = (_e932 >> 16u);
            uint l_2685_ = (l_2684_ & 65535u);
            uint l_2686_ = (l_4_ & 65535u);
            uint l_2687_ = (l_4_ >> 16u);
            uint l_2688_ = (l_2687_ & 65535u);
            uint l_2689_ = (l_2683_ * l_2686_);
            uint l_2690_ = (l_2685_ * l_2686_);
            uint l_2691_ = (l_2683_ * l_2688_);
            uint l_2692_ = (l_2685_ * l_2688_);
            uint l_2693_ = (l_2689_ >> 16u);
            uint l_2694_ = (l_2693_ & 65535u);
            uint l_2695_ = (l_2690_ & 65535u);
            uint l_2696_ = (l_2694_ + l_2695_);
            uint l_2697_ = (l_2691_ & 65535u);
            uint l_2698_ = (l_2696_ + l_2697_);
            uint l_2699_ = (l_2690_ >> 16u);
            uint l_2700_ = (l_2699_ & 65535u);
            uint l_2701_ = (l_2692_ + l_2700_);
            uint l_2702_ = (l_2691_ >> 16u);
            uint l_2703_ = (l_2702_ & 65535u);
            uint l_2704_ = (l_2701_ + l_2703_);
            uint l_2705_ = (l_2698_ >> 16u);
            uint l_2706_ = (l_2705_ & 65535u);
            uint l_201_ = (l_2704_ + l_2706_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e973 = l_mut_145_;
            uint l_2708_ = (_e973 & 65535u);
            uint _e976 = l_mut_145_;
            uint l_2709_ = (_e976 >> 16u);
            uint l_2710_ = (l_2709_ & 65535u);
            uint l_2711_ = (l_4_ & 65535u);
            uint l_2712_ = (l_4_ >> 16u);
            uint l_2713_ = (l_2712_ & 65535u);
            uint l_2714_ = (l_2708_ * l_2711_);
            uint l_2715_ = (l_2710_ * l_2711_);
            uint l_2716_ = (l_2708_ * l_2713_);
            uint l_2717_ = (l_2710_ * l_2713_);
            uint l_2718_ = (l_2714_ >> 16u);
            uint l_2719_ = (l_2718_ & 65535u);
            uint l_2720_ = (l_2715_ & 65535u);
            uint l_2721_ = (l_2719_ + l_2720_);
            uint l_2722_ = (l_2716_ & 65535u);
            uint l_2723_ = (l_2721_ + l_2722_);
            uint l_2724_ = (l_2715_ >> 16u);
            uint l_2725_ = (l_2724_ & 65535u);
            uint l_2726_ = (l_2717_ + l_2725_);
            uint l_2727_ = (l_2716_ >> 16u);
            uint l_2728_ = (l_2727_ & 65535u);
            uint l_2729_ = (l_2726_ + l_2728_);
            uint l_2730_ = (l_2723_ >> 16u);
            uint l_2731_ = (l_2730_ & 65535u);
            uint l_203_ = (l_2729_ + l_2731_);
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
            uint l_2733_ = (_e1052 & 65535u);
            uint _e1055 = l_mut_40_;
            uint l_2734_ = (_e1055 >> 16u);
            uint l_2735_ = (l_2734_ & 65535u);
            uint l_2736_ = (l_4_ & 65535u);
            uint l_2737_ = (l_4_ >> 16u);
            uint l_2738_ = (l_2737_ & 65535u);
            uint l_2739_ = (l_2733_ * l_2736_);
            uint l_2740_ = (l_2735_ * l_2736_);
            uint l_2741_ = (l_2733_ * l_2738_);
            uint l_2742_ = (l_2735_ * l_2738_);
            uint l_2743_ = (l_2739_ >> 16u);
            uint l_2744_ = (l_2743_ & 65535u);
            uint l_2745_ = (l_2740_ & 65535u);
            uint l_2746_ = (l_2744_ + l_2745_);
            uint l_2747_ = (l_2741_ & 65535u);
            uint l_2748_ = (l_2746_ + l_2747_);
            uint l_2749_ = (l_2740_ >> 16u);
            uint l_2750_ = (l_2749_ & 65535u);
            uint l_2751_ = (l_2742_ + l_2750_);
            uint l_2752_ = (l_2741_ >> 16u);
            uint l_2753_ = (l_2752_ & 65535u);
            uint l_2754_ = (l_2751_ + l_2753_);
            uint l_2755_ = (l_2748_ >> 16u);
            uint l_2756_ = (l_2755_ & 65535u);
            uint l_230_ = (l_2754_ + l_2756_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1096 = l_mut_90_;
            uint l_2758_ = (_e1096 & 65535u);
            uint _e1099 = l_mut_90_;
            uint l_2759_ = (_e1099 >> 16u);
            uint l_2760_ = (l_2759_ & 65535u);
            uint l_2761_ = (l_4_ & 65535u);
            uint l_2762_ = (l_4_ >> 16u);
            uint l_2763_ = (l_2762_ & 65535u);
            uint l_2764_ = (l_2758_ * l_2761_);
            uint l_2765_ = (l_2760_ * l_2761_);
            uint l_2766_ = (l_2758_ * l_2763_);
            uint l_2767_ = (l_2760_ * l_2763_);
            uint l_2768_ = (l_2764_ >> 16u);
            uint l_2769_ = (l_2768_ & 65535u);
            uint l_2770_ = (l_2765_ & 65535u);
            uint l_2771_ = (l_2769_ + l_2770_);
            uint l_2772_ = (l_2766_ & 65535u);
            uint l_2773_ = (l_2771_ + l_2772_);
            uint l_2774_ = (l_2765_ >> 16u);
            uint l_2775_ = (l_2774_ & 65535u);
            uint l_2776_ = (l_2767_ + l_2775_);
            uint l_2777_ = (l_2766_ >> 16u);
            uint l_2778_ = (l_2777_ & 65535u);
            uint l_2779_ = (l_2776_ + l_2778_);
            uint l_2780_ = (l_2773_ >> 16u);
            uint l_2781_ = (l_2780_ & 65535u);
            uint l_232_ = (l_2779_ + l_2781_);
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
            uint l_2783_ = (_e1175 & 65535u);
            uint _e1178 = l_mut_40_;
            uint l_2784_ = (_e1178 >> 16u);
            uint l_2785_ = (l_2784_ & 65535u);
            uint l_2786_ = (l_4_ & 65535u);
            uint l_2787_ = (l_4_ >> 16u);
            uint l_2788_ = (l_2787_ & 65535u);
            uint l_2789_ = (l_2783_ * l_2786_);
            uint l_2790_ = (l_2785_ * l_2786_);
            uint l_2791_ = (l_2783_ * l_2788_);
            uint l_2792_ = (l_2785_ * l_2788_);
            uint l_2793_ = (l_2789_ >> 16u);
            uint l_2794_ = (l_2793_ & 65535u);
            uint l_2795_ = (l_2790_ & 65535u);
            uint l_2796_ = (l_2794_ + l_2795_);
            uint l_2797_ = (l_2791_ & 65535u);
            uint l_2798_ = (l_2796_ + l_2797_);
            uint l_2799_ = (l_2790_ >> 16u);
            uint l_2800_ = (l_2799_ & 65535u);
            uint l_2801_ = (l_2792_ + l_2800_);
            uint l_2802_ = (l_2791_ >> 16u);
            uint l_2803_ = (l_2802_ & 65535u);
            uint l_2804_ = (l_2801_ + l_2803_);
            uint l_2805_ = (l_2798_ >> 16u);
            uint l_2806_ = (l_2805_ & 65535u);
            uint l_257_ = (l_2804_ + l_2806_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1219 = l_mut_90_;
            uint l_2808_ = (_e1219 & 65535u);
            uint _e1222 = l_mut_90_;
            uint l_2809_ = (_e1222 >> 16u);
            uint l_2810_ = (l_2809_ & 65535u);
            uint l_2811_ = (l_4_ & 65535u);
            uint l_2812_ = (l_4_ >> 16u);
            uint l_2813_ = (l_2812_ & 65535u);
            uint l_2814_ = (l_2808_ * l_2811_);
            uint l_2815_ = (l_2810_ * l_2811_);
            uint l_2816_ = (l_2808_ * l_2813_);
            uint l_2817_ = (l_2810_ * l_2813_);
            uint l_2818_ = (l_2814_ >> 16u);
            uint l_2819_ = (l_2818_ & 65535u);
            uint l_2820_ = (l_2815_ & 65535u);
            uint l_2821_ = (l_2819_ + l_2820_);
            uint l_2822_ = (l_2816_ & 65535u);
            uint l_2823_ = (l_2821_ + l_2822_);
            uint l_2824_ = (l_2815_ >> 16u);
            uint l_2825_ = (l_2824_ & 65535u);
            uint l_2826_ = (l_2817_ + l_2825_);
            uint l_2827_ = (l_2816_ >> 16u);
            uint l_2828_ = (l_2827_ & 65535u);
            uint l_2829_ = (l_2826_ + l_2828_);
            uint l_2830_ = (l_2823_ >> 16u);
            uint l_2831_ = (l_2830_ & 65535u);
            uint l_259_ = (l_2829_ + l_2831_);
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
            uint l_2833_ = (_e1296 & 65535u);
            uint _e1299 = l_mut_219_;
            uint l_2834_ = (_e1299 >> 16u);
            uint l_2835_ = (l_2834_ & 65535u);
            uint l_2836_ = (l_4_ & 65535u);
            uint l_2837_ = (l_4_ >> 16u);
            uint l_2838_ = (l_2837_ & 65535u);
            uint l_2839_ = (l_2833_ * l_2836_);
            uint l_2840_ = (l_2835_ * l_2836_);
            uint l_2841_ = (l_2833_ * l_2838_);
            uint l_2842_ = (l_2835_ * l_2838_);
            uint l_2843_ = (l_2839_ >> 16u);
            uint l_2844_ = (l_2843_ & 65535u);
            uint l_2845_ = (l_2840_ & 65535u);
            uint l_2846_ = (l_2844_ + l_2845_);
            uint l_2847_ = (l_2841_ & 65535u);
            uint l_2848_ = (l_2846_ + l_2847_);
            uint l_2849_ = (l_2840_ >> 16u);
            uint l_2850_ = (l_2849_ & 65535u);
            uint l_2851_ = (l_2842_ + l_2850_);
            uint l_2852_ = (l_2841_ >> 16u);
            uint l_2853_ = (l_2852_ & 65535u);
            uint l_2854_ = (l_2851_ + l_2853_);
            uint l_2855_ = (l_2848_ >> 16u);
            uint l_2856_ = (l_2855_ & 65535u);
            uint l_285_ = (l_2854_ + l_2856_);
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
            uint l_2858_ = (_e1492 & 65535u);
            uint _e1495 = l_mut_90_;
            uint l_2859_ = (_e1495 >> 16u);
            uint l_2860_ = (l_2859_ & 65535u);
            uint l_2861_ = (l_367_ & 65535u);
            uint l_2862_ = (l_367_ >> 16u);
            uint l_2863_ = (l_2862_ & 65535u);
            uint l_2864_ = (l_2858_ * l_2861_);
            uint l_2865_ = (l_2860_ * l_2861_);
            uint l_2866_ = (l_2858_ * l_2863_);
            uint l_2867_ = (l_2860_ * l_2863_);
            uint l_2868_ = (l_2864_ >> 16u);
            uint l_2869_ = (l_2868_ & 65535u);
            uint l_2870_ = (l_2865_ & 65535u);
            uint l_2871_ = (l_2869_ + l_2870_);
            uint l_2872_ = (l_2866_ & 65535u);
            uint l_2873_ = (l_2871_ + l_2872_);
            uint l_2874_ = (l_2865_ >> 16u);
            uint l_2875_ = (l_2874_ & 65535u);
            uint l_2876_ = (l_2867_ + l_2875_);
            uint l_2877_ = (l_2866_ >> 16u);
            uint l_2878_ = (l_2877_ & 65535u);
            uint l_2879_ = (l_2876_ + l_2878_);
            uint l_2880_ = (l_2873_ >> 16u);
            uint l_2881_ = (l_2880_ & 65535u);
            uint l_369_ = (l_2879_ + l_2881_);
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
            uint l_2883_ = (_e1545 & 65535u);
            uint _e1548 = l_mut_90_;
            uint l_2884_ = (_e1548 >> 16u);
            uint l_2885_ = (l_2884_ & 65535u);
            uint l_2886_ = (l_372_ & 65535u);
            uint l_2887_ = (l_372_ >> 16u);
            uint l_2888_ = (l_2887_ & 65535u);
            uint l_2889_ = (l_2883_ * l_2886_);
            uint l_2890_ = (l_2885_ * l_2886_);
            uint l_2891_ = (l_2883_ * l_2888_);
            uint l_2892_ = (l_2885_ * l_2888_);
            uint l_2893_ = (l_2889_ >> 16u);
            uint l_2894_ = (l_2893_ & 65535u);
            uint l_2895_ = (l_2890_ & 65535u);
            uint l_2896_ = (l_2894_ + l_2895_);
            uint l_2897_ = (l_2891_ & 65535u);
            uint l_2898_ = (l_2896_ + l_2897_);
            uint l_2899_ = (l_2890_ >> 16u);
            uint l_2900_ = (l_2899_ & 65535u);
            uint l_2901_ = (l_2892_ + l_2900_);
            uint l_2902_ = (l_2891_ >> 16u);
            uint l_2903_ = (l_2902_ & 65535u);
            uint l_2904_ = (l_2901_ + l_2903_);
            uint l_2905_ = (l_2898_ >> 16u);
            uint l_2906_ = (l_2905_ & 65535u);
            uint l_375_ = (l_2904_ + l_2906_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1589 = l_mut_75_;
            uint l_2908_ = (_e1589 & 65535u);
            uint _e1592 = l_mut_75_;
            uint l_2909_ = (_e1592 >> 16u);
            uint l_2910_ = (l_2909_ & 65535u);
            uint l_2911_ = (l_372_ & 65535u);
            uint l_2912_ = (l_372_ >> 16u);
            uint l_2913_ = (l_2912_ & 65535u);
            uint l_2914_ = (l_2908_ * l_2911_);
            uint l_2915_ = (l_2910_ * l_2911_);
            uint l_2916_ = (l_2908_ * l_2913_);
            uint l_2917_ = (l_2910_ * l_2913_);
            uint l_2918_ = (l_2914_ >> 16u);
            uint l_2919_ = (l_2918_ & 65535u);
            uint l_2920_ = (l_2915_ & 65535u);
            uint l_2921_ = (l_2919_ + l_2920_);
            uint l_2922_ = (l_2916_ & 65535u);
            uint l_2923_ = (l_2921_ + l_2922_);
            uint l_2924_ = (l_2915_ >> 16u);
            uint l_2925_ = (l_2924_ & 65535u);
            uint l_2926_ = (l_2917_ + l_2925_);
            uint l_2927_ = (l_2916_ >> 16u);
            uint l_2928_ = (l_2927_ & 65535u);
            uint l_2929_ = (l_2926_ + l_2928_);
            uint l_2930_ = (l_2923_ >> 16u);
            uint l_2931_ = (l_2930_ & 65535u);
            uint l_377_ = (l_2929_ + l_2931_);
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
                            uint l_2933_ = (_e1855 & 65535u);
                            uint _e1858 = l_mut_90_;
                            uint l_2934_ = (_e1858 >> 16u);
                            uint l_2935_ = (l_2934_ & 65535u);
                            uint _e1863 = l_mut_428_;
                            uint l_2936_ = (_e1863 & 65535u);
                            uint _e1866 = l_mut_428_;
                            uint l_2937_ = (_e1866 >> 16u);
                            uint l_2938_ = (l_2937_ & 65535u);
                            uint l_2939_ = (l_2933_ * l_2936_);
                            uint l_2940_ = (l_2935_ * l_2936_);
                            uint l_2941_ = (l_2933_ * l_2938_);
                            uint l_2942_ = (l_2935_ * l_2938_);
                            uint l_2943_ = (l_2939_ >> 16u);
                            uint l_2944_ = (l_2943_ & 65535u);
                            uint l_2945_ = (l_2940_ & 65535u);
                            uint l_2946_ = (l_2944_ + l_2945_);
                            uint l_2947_ = (l_2941_ & 65535u);
                            uint l_2948_ = (l_2946_ + l_2947_);
                            uint l_2949_ = (l_2940_ >> 16u);
                            uint l_2950_ = (l_2949_ & 65535u);
                            uint l_2951_ = (l_2942_ + l_2950_);
                            uint l_2952_ = (l_2941_ >> 16u);
                            uint l_2953_ = (l_2952_ & 65535u);
                            uint l_2954_ = (l_2951_ + l_2953_);
                            uint l_2955_ = (l_2948_ >> 16u);
                            uint l_2956_ = (l_2955_ & 65535u);
                            uint l_486_ = (l_2954_ + l_2956_);
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
                            uint l_2958_ = (_e2168 & 65535u);
                            uint _e2171 = l_mut_90_;
                            uint l_2959_ = (_e2171 >> 16u);
                            uint l_2960_ = (l_2959_ & 65535u);
                            uint _e2176 = l_mut_444_;
                            uint l_2961_ = (_e2176 & 65535u);
                            uint _e2179 = l_mut_444_;
                            uint l_2962_ = (_e2179 >> 16u);
                            uint l_2963_ = (l_2962_ & 65535u);
                            uint l_2964_ = (l_2958_ * l_2961_);
                            uint l_2965_ = (l_2960_ * l_2961_);
                            uint l_2966_ = (l_2958_ * l_2963_);
                            uint l_2967_ = (l_2960_ * l_2963_);
                            uint l_2968_ = (l_2964_ >> 16u);
                            uint l_2969_ = (l_2968_ & 65535u);
                            uint l_2970_ = (l_2965_ & 65535u);
                            uint l_2971_ = (l_2969_ + l_2970_);
                            uint l_2972_ = (l_2966_ & 65535u);
                            uint l_2973_ = (l_2971_ + l_2972_);
                            uint l_2974_ = (l_2965_ >> 16u);
                            uint l_2975_ = (l_2974_ & 65535u);
                            uint l_2976_ = (l_2967_ + l_2975_);
                            uint l_2977_ = (l_2966_ >> 16u);
                            uint l_2978_ = (l_2977_ & 65535u);
                            uint l_2979_ = (l_2976_ + l_2978_);
                            uint l_2980_ = (l_2973_ >> 16u);
                            uint l_2981_ = (l_2980_ & 65535u);
                            uint l_594_ = (l_2979_ + l_2981_);
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
                uint l_2983_ = (_e2599 & 65535u);
                uint _e2602 = l_mut_219_;
                uint l_2984_ = (_e2602 >> 16u);
                uint l_2985_ = (l_2984_ & 65535u);
                uint _e2607 = l_mut_450_;
                uint l_2986_ = (_e2607 & 65535u);
                uint _e2610 = l_mut_450_;
                uint l_2987_ = (_e2610 >> 16u);
                uint l_2988_ = (l_2987_ & 65535u);
                uint l_2989_ = (l_2983_ * l_2986_);
                uint l_2990_ = (l_2985_ * l_2986_);
                uint l_2991_ = (l_2983_ * l_2988_);
                uint l_2992_ = (l_2985_ * l_2988_);
                uint l_2993_ = (l_2989_ >> 16u);
                uint l_2994_ = (l_2993_ & 65535u);
                uint l_2995_ = (l_2990_ & 65535u);
                uint l_2996_ = (l_2994_ + l_2995_);
                uint l_2997_ = (l_2991_ & 65535u);
                uint l_2998_ = (l_2996_ + l_2997_);
                uint l_2999_ = (l_2990_ >> 16u);
                uint l_3000_ = (l_2999_ & 65535u);
                uint l_3001_ = (l_2992_ + l_3000_);
                uint l_3002_ = (l_2991_ >> 16u);
                uint l_3003_ = (l_3002_ & 65535u);
                uint l_3004_ = (l_3001_ + l_3003_);
                uint l_3005_ = (l_2998_ >> 16u);
                uint l_3006_ = (l_3005_ & 65535u);
                uint l_732_ = (l_3004_ + l_3006_);
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
                uint _e2948 = l_mut_275_;
                l_mut_445_ = _e2948;
                uint _e2949 = l_mut_269_;
                l_mut_444_ = _e2949;
                uint _e2950 = l_mut_219_;
                l_mut_441_ = _e2950;
                uint _e2951 = l_mut_213_;
                l_mut_440_ = _e2951;
                uint _e2952 = l_mut_102_;
                l_mut_439_ = _e2952;
                uint _e2953 = l_mut_96_;
                l_mut_428_ = _e2953;
                bool l_846_ = !(l_845_);
                if (l_846_) {
                    uint _e2955 = l_mut_275_;
                    uint _e2956 = l_mut_450_;
                    uint l_847_ = (_e2955 * _e2956);
                    uint _e2958 = l_mut_275_;
                    uint l_3008_ = (_e2958 & 65535u);
                    uint _e2961 = l_mut_275_;
                    uint l_3009_ = (_e2961 >> 16u);
                    uint l_3010_ = (l_3009_ & 65535u);
                    uint _e2966 = l_mut_450_;
                    uint l_3011_ = (_e2966 & 65535u);
                    uint _e2969 = l_mut_450_;
                    uint l_3012_ = (_e2969 >> 16u);
                    uint l_3013_ = (l_3012_ & 65535u);
                    uint l_3014_ = (l_3008_ * l_3011_);
                    uint l_3015_ = (l_3010_ * l_3011_);
                    uint l_3016_ = (l_3008_ * l_3013_);
                    uint l_3017_ = (l_3010_ * l_3013_);
                    uint l_3018_ = (l_3014_ >> 16u);
                    uint l_3019_ = (l_3018_ & 65535u);
                    uint l_3020_ = (l_3015_ & 65535u);
                    uint l_3021_ = (l_3019_ + l_3020_);
                    uint l_3022_ = (l_3016_ & 65535u);
                    uint l_3023_ = (l_3021_ + l_3022_);
                    uint l_3024_ = (l_3015_ >> 16u);
                    uint l_3025_ = (l_3024_ & 65535u);
                    uint l_3026_ = (l_3017_ + l_3025_);
                    uint l_3027_ = (l_3016_ >> 16u);
                    uint l_3028_ = (l_3027_ & 65535u);
                    uint l_3029_ = (l_3026_ + l_3028_);
                    uint l_3030_ = (l_3023_ >> 16u);
                    uint l_3031_ = (l_3030_ & 65535u);
                    uint l_848_ = (l_3029_ + l_3031_);
                    uint _e3003 = l_mut_269_;
                    uint _e3004 = l_mut_450_;
                    uint l_849_ = (_e3003 * _e3004);
                    uint l_850_ = (l_848_ + l_849_);
                    uint _e3007 = l_mut_219_;
                    uint l_851_ = (_e3007 - l_847_);
                    uint _e3009 = l_mut_213_;
                    uint l_852_ = (_e3009 - l_850_);
                    uint _e3011 = l_mut_219_;
                    bool l_853_ = (_e3011 < l_847_);
                    uint l_854_ = uint(l_853_);
                    uint l_855_ = (l_852_ - l_854_);
                    l_mut_441_ = l_851_;
                    l_mut_440_ = l_855_;
                    uint _e3015 = l_mut_450_;
                    uint _e3016 = l_mut_96_;
                    uint l_856_ = (_e3015 * _e3016);
                    uint _e3018 = l_mut_102_;
                    uint l_857_ = (_e3018 + l_856_);
                    l_mut_439_ = l_857_;
                    uint _e3020 = l_mut_275_;
                    uint _e3021 = l_mut_441_;
                    uint l_858_ = (_e3020 - _e3021);
                    uint _e3023 = l_mut_269_;
                    uint _e3024 = l_mut_440_;
                    uint l_859_ = (_e3023 - _e3024);
                    uint _e3026 = l_mut_275_;
                    uint _e3027 = l_mut_441_;
                    bool l_860_ = (_e3026 < _e3027);
                    uint l_861_ = uint(l_860_);
                    uint l_862_ = (l_859_ - l_861_);
                    l_mut_445_ = l_858_;
                    l_mut_444_ = l_862_;
                    uint _e3031 = l_mut_96_;
                    uint _e3032 = l_mut_439_;
                    uint l_863_ = (_e3031 + _e3032);
                    l_mut_428_ = l_863_;
                }
                uint _e3034 = l_mut_445_;
                l_mut_275_ = _e3034;
                uint _e3035 = l_mut_444_;
                l_mut_269_ = _e3035;
                uint _e3036 = l_mut_441_;
                l_mut_219_ = _e3036;
                uint _e3037 = l_mut_440_;
                l_mut_213_ = _e3037;
                uint _e3038 = l_mut_439_;
                l_mut_102_ = _e3038;
                uint _e3039 = l_mut_428_;
                l_mut_96_ = _e3039;
                l_mut_350_ = l_845_;
                bool l_864_ = !(l_845_);
                l_mut_357_ = l_864_;
            }
        }
        bool _e3041 = l_mut_350_;
        bool l_865_ = !(_e3041);
        if (l_865_) {
            uint l_3033_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3034_ = (l_3033_ * 1u);
            uint l_3035_ = (l_3034_ - 1u);
            uint l_3036_ = min(0u, l_3035_);
            uint _e3056 = atomicAdd(_group_0_binding_5_cs[l_3036_], 1u);
            uint l_868_ = (l_4_ / 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            bool loop_init_4 = true;
            while(true) {
                if (!loop_init_4) {
                    uint _e7587 = l_mut_869_;
                    l_mut_869_ = (_e7587 + 1u);
                }
                loop_init_4 = false;
                uint _e3064 = l_mut_869_;
                if ((_e3064 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3067 = l_mut_869_;
                    uint l_870_ = (_e3067 * l_868_);
                    bool l_871_ = (l_870_ < l_56_);
                    uint l_872_ = (l_4_ / 8u);
                    uint _e3072 = l_mut_869_;
                    uint l_873_ = (_e3072 * l_872_);
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
                    uint _e3087 = l_mut_441_;
                    uint l_882_ = (_e3087 * l_874_);
                    uint _e3089 = l_mut_440_;
                    uint l_883_ = (_e3089 * l_874_);
                    uint _e3091 = l_mut_441_;
                    uint l_3038_ = (_e3091 & 65535u);
                    uint _e3094 = l_mut_441_;
                    uint l_3039_ = (_e3094 >> 16u);
                    uint l_3040_ = (l_3039_ & 65535u);
                    uint l_3041_ = (l_874_ & 65535u);
                    uint l_3042_ = (l_874_ >> 16u);
                    uint l_3043_ = (l_3042_ & 65535u);
                    uint l_3044_ = (l_3038_ * l_3041_);
                    uint l_3045_ = (l_3040_ * l_3041_);
                    uint l_3046_ = (l_3038_ * l_3043_);
                    uint l_3047_ = (l_3040_ * l_3043_);
                    uint l_3048_ = (l_3044_ >> 16u);
                    uint l_3049_ = (l_3048_ & 65535u);
                    uint l_3050_ = (l_3045_ & 65535u);
                    uint l_3051_ = (l_3049_ + l_3050_);
                    uint l_3052_ = (l_3046_ & 65535u);
                    uint l_3053_ = (l_3051_ + l_3052_);
                    uint l_3054_ = (l_3045_ >> 16u);
                    uint l_3055_ = (l_3054_ & 65535u);
                    uint l_3056_ = (l_3047_ + l_3055_);
                    uint l_3057_ = (l_3046_ >> 16u);
                    uint l_3058_ = (l_3057_ & 65535u);
                    uint l_3059_ = (l_3056_ + l_3058_);
                    uint l_3060_ = (l_3053_ >> 16u);
                    uint l_3061_ = (l_3060_ & 65535u);
                    uint l_884_ = (l_3059_ + l_3061_);
                    uint l_885_ = (l_884_ + l_883_);
                    uint _e3135 = l_mut_440_;
                    uint l_3063_ = (_e3135 & 65535u);
                    uint _e3138 = l_mut_440_;
                    uint l_3064_ = (_e3138 >> 16u);
                    uint l_3065_ = (l_3064_ & 65535u);
                    uint l_3066_ = (l_874_ & 65535u);
                    uint l_3067_ = (l_874_ >> 16u);
                    uint l_3068_ = (l_3067_ & 65535u);
                    uint l_3069_ = (l_3063_ * l_3066_);
                    uint l_3070_ = (l_3065_ * l_3066_);
                    uint l_3071_ = (l_3063_ * l_3068_);
                    uint l_3072_ = (l_3065_ * l_3068_);
                    uint l_3073_ = (l_3069_ >> 16u);
                    uint l_3074_ = (l_3073_ & 65535u);
                    uint l_3075_ = (l_3070_ & 65535u);
                    uint l_3076_ = (l_3074_ + l_3075_);
                    uint l_3077_ = (l_3071_ & 65535u);
                    uint l_3078_ = (l_3076_ + l_3077_);
                    uint l_3079_ = (l_3070_ >> 16u);
                    uint l_3080_ = (l_3079_ & 65535u);
                    uint l_3081_ = (l_3072_ + l_3080_);
                    uint l_3082_ = (l_3071_ >> 16u);
                    uint l_3083_ = (l_3082_ & 65535u);
                    uint l_3084_ = (l_3081_ + l_3083_);
                    uint l_3085_ = (l_3078_ >> 16u);
                    uint l_3086_ = (l_3085_ & 65535u);
                    uint l_886_ = (l_3084_ + l_3086_);
                    bool l_887_ = (l_885_ < l_883_);
                    uint l_888_ = uint(l_887_);
                    uint l_889_ = (l_886_ + l_888_);
                    uint l_890_ = (l_9_ % 32u);
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
                    uint _e3197 = l_mut_439_;
                    l_mut_421_ = _e3197;
                    uint _e3198 = l_mut_428_;
                    l_mut_439_ = _e3198;
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
                            uint _e3212 = l_mut_428_;
                            l_mut_421_ = _e3212;
                            l_mut_439_ = l_908_;
                        }
                    }
                    uint _e3213 = l_mut_421_;
                    l_mut_441_ = _e3213;
                    uint _e3214 = l_mut_439_;
                    l_mut_440_ = _e3214;
                    if (l_876_) {
                        uint _e3216 = l_mut_441_;
                        uint l_909_ = (0u - _e3216);
                        uint _e3219 = l_mut_440_;
                        uint l_910_ = (0u - _e3219);
                        uint _e3222 = l_mut_441_;
                        bool l_911_ = (0u < _e3222);
                        uint l_912_ = uint(l_911_);
                        uint l_913_ = (l_910_ - l_912_);
                        l_mut_441_ = l_909_;
                        l_mut_440_ = l_913_;
                    }
                    uint _e3226 = l_mut_441_;
                    uint l_914_ = (l_59_ + _e3226);
                    uint _e3228 = l_mut_440_;
                    uint l_915_ = (l_62_ + _e3228);
                    bool l_916_ = (l_914_ < l_59_);
                    uint l_917_ = uint(l_916_);
                    uint l_918_ = (l_915_ + l_917_);
                    uint l_919_ = (l_59_ * l_873_);
                    uint l_3088_ = (l_59_ & 65535u);
                    uint l_3089_ = (l_59_ >> 16u);
                    uint l_3090_ = (l_3089_ & 65535u);
                    uint l_3091_ = (l_873_ & 65535u);
                    uint l_3092_ = (l_873_ >> 16u);
                    uint l_3093_ = (l_3092_ & 65535u);
                    uint l_3094_ = (l_3088_ * l_3091_);
                    uint l_3095_ = (l_3090_ * l_3091_);
                    uint l_3096_ = (l_3088_ * l_3093_);
                    uint l_3097_ = (l_3090_ * l_3093_);
                    uint l_3098_ = (l_3094_ >> 16u);
                    uint l_3099_ = (l_3098_ & 65535u);
                    uint l_3100_ = (l_3095_ & 65535u);
                    uint l_3101_ = (l_3099_ + l_3100_);
                    uint l_3102_ = (l_3096_ & 65535u);
                    uint l_3103_ = (l_3101_ + l_3102_);
                    uint l_3104_ = (l_3095_ >> 16u);
                    uint l_3105_ = (l_3104_ & 65535u);
                    uint l_3106_ = (l_3097_ + l_3105_);
                    uint l_3107_ = (l_3096_ >> 16u);
                    uint l_3108_ = (l_3107_ & 65535u);
                    uint l_3109_ = (l_3106_ + l_3108_);
                    uint l_3110_ = (l_3103_ >> 16u);
                    uint l_3111_ = (l_3110_ & 65535u);
                    uint l_920_ = (l_3109_ + l_3111_);
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
                        uint _e3299 = l_mut_439_;
                        uint l_937_ = (_e3299 * l_929_);
                        uint _e3301 = l_mut_428_;
                        uint l_938_ = (_e3301 * l_929_);
                        uint _e3303 = l_mut_439_;
                        uint l_3113_ = (_e3303 & 65535u);
                        uint _e3306 = l_mut_439_;
                        uint l_3114_ = (_e3306 >> 16u);
                        uint l_3115_ = (l_3114_ & 65535u);
                        uint l_3116_ = (l_929_ & 65535u);
                        uint l_3117_ = (l_929_ >> 16u);
                        uint l_3118_ = (l_3117_ & 65535u);
                        uint l_3119_ = (l_3113_ * l_3116_);
                        uint l_3120_ = (l_3115_ * l_3116_);
                        uint l_3121_ = (l_3113_ * l_3118_);
                        uint l_3122_ = (l_3115_ * l_3118_);
                        uint l_3123_ = (l_3119_ >> 16u);
                        uint l_3124_ = (l_3123_ & 65535u);
                        uint l_3125_ = (l_3120_ & 65535u);
                        uint l_3126_ = (l_3124_ + l_3125_);
                        uint l_3127_ = (l_3121_ & 65535u);
                        uint l_3128_ = (l_3126_ + l_3127_);
                        uint l_3129_ = (l_3120_ >> 16u);
                        uint l_3130_ = (l_3129_ & 65535u);
                        uint l_3131_ = (l_3122_ + l_3130_);
                        uint l_3132_ = (l_3121_ >> 16u);
                        uint l_3133_ = (l_3132_ & 65535u);
                        uint l_3134_ = (l_3131_ + l_3133_);
                        uint l_3135_ = (l_3128_ >> 16u);
                        uint l_3136_ = (l_3135_ & 65535u);
                        uint l_939_ = (l_3134_ + l_3136_);
                        uint l_940_ = (l_939_ + l_938_);
                        uint _e3347 = l_mut_428_;
                        uint l_3138_ = (_e3347 & 65535u);
                        uint _e3350 = l_mut_428_;
                        uint l_3139_ = (_e3350 >> 16u);
                        uint l_3140_ = (l_3139_ & 65535u);
                        uint l_3141_ = (l_929_ & 65535u);
                        uint l_3142_ = (l_929_ >> 16u);
                        uint l_3143_ = (l_3142_ & 65535u);
                        uint l_3144_ = (l_3138_ * l_3141_);
                        uint l_3145_ = (l_3140_ * l_3141_);
                        uint l_3146_ = (l_3138_ * l_3143_);
                        uint l_3147_ = (l_3140_ * l_3143_);
                        uint l_3148_ = (l_3144_ >> 16u);
                        uint l_3149_ = (l_3148_ & 65535u);
                        uint l_3150_ = (l_3145_ & 65535u);
                        uint l_3151_ = (l_3149_ + l_3150_);
                        uint l_3152_ = (l_3146_ & 65535u);
                        uint l_3153_ = (l_3151_ + l_3152_);
                        uint l_3154_ = (l_3145_ >> 16u);
                        uint l_3155_ = (l_3154_ & 65535u);
                        uint l_3156_ = (l_3147_ + l_3155_);
                        uint l_3157_ = (l_3146_ >> 16u);
                        uint l_3158_ = (l_3157_ & 65535u);
                        uint l_3159_ = (l_3156_ + l_3158_);
                        uint l_3160_ = (l_3153_ >> 16u);
                        uint l_3161_ = (l_3160_ & 65535u);
                        uint l_941_ = (l_3159_ + l_3161_);
                        bool l_942_ = (l_940_ < l_938_);
                        uint l_943_ = uint(l_942_);
                        uint l_944_ = (l_941_ + l_943_);
                        uint l_945_ = (l_9_ % 32u);
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
                        uint _e3409 = l_mut_421_;
                        l_mut_388_ = _e3409;
                        uint _e3410 = l_mut_394_;
                        l_mut_421_ = _e3410;
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
                                uint _e3424 = l_mut_394_;
                                l_mut_388_ = _e3424;
                                l_mut_421_ = l_963_;
                            }
                        }
                        uint _e3425 = l_mut_388_;
                        l_mut_439_ = _e3425;
                        uint _e3426 = l_mut_421_;
                        l_mut_428_ = _e3426;
                        if (l_931_) {
                            uint _e3428 = l_mut_439_;
                            uint l_964_ = (0u - _e3428);
                            uint _e3431 = l_mut_428_;
                            uint l_965_ = (0u - _e3431);
                            uint _e3434 = l_mut_439_;
                            bool l_966_ = (0u < _e3434);
                            uint l_967_ = uint(l_966_);
                            uint l_968_ = (l_965_ - l_967_);
                            l_mut_439_ = l_964_;
                            l_mut_428_ = l_968_;
                        }
                        uint _e3438 = l_mut_439_;
                        l_mut_441_ = _e3438;
                        uint _e3439 = l_mut_428_;
                        l_mut_440_ = _e3439;
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
                        uint _e3452 = l_mut_439_;
                        uint l_976_ = (_e3452 * l_873_);
                        uint _e3454 = l_mut_428_;
                        uint l_977_ = (_e3454 * l_873_);
                        uint _e3456 = l_mut_439_;
                        uint l_3163_ = (_e3456 & 65535u);
                        uint _e3459 = l_mut_439_;
                        uint l_3164_ = (_e3459 >> 16u);
                        uint l_3165_ = (l_3164_ & 65535u);
                        uint l_3166_ = (l_873_ & 65535u);
                        uint l_3167_ = (l_873_ >> 16u);
                        uint l_3168_ = (l_3167_ & 65535u);
                        uint l_3169_ = (l_3163_ * l_3166_);
                        uint l_3170_ = (l_3165_ * l_3166_);
                        uint l_3171_ = (l_3163_ * l_3168_);
                        uint l_3172_ = (l_3165_ * l_3168_);
                        uint l_3173_ = (l_3169_ >> 16u);
                        uint l_3174_ = (l_3173_ & 65535u);
                        uint l_3175_ = (l_3170_ & 65535u);
                        uint l_3176_ = (l_3174_ + l_3175_);
                        uint l_3177_ = (l_3171_ & 65535u);
                        uint l_3178_ = (l_3176_ + l_3177_);
                        uint l_3179_ = (l_3170_ >> 16u);
                        uint l_3180_ = (l_3179_ & 65535u);
                        uint l_3181_ = (l_3172_ + l_3180_);
                        uint l_3182_ = (l_3171_ >> 16u);
                        uint l_3183_ = (l_3182_ & 65535u);
                        uint l_3184_ = (l_3181_ + l_3183_);
                        uint l_3185_ = (l_3178_ >> 16u);
                        uint l_3186_ = (l_3185_ & 65535u);
                        uint l_978_ = (l_3184_ + l_3186_);
                        uint l_979_ = (l_978_ + l_977_);
                        uint _e3500 = l_mut_428_;
                        uint l_3188_ = (_e3500 & 65535u);
                        uint _e3503 = l_mut_428_;
                        uint l_3189_ = (_e3503 >> 16u);
                        uint l_3190_ = (l_3189_ & 65535u);
                        uint l_3191_ = (l_873_ & 65535u);
                        uint l_3192_ = (l_873_ >> 16u);
                        uint l_3193_ = (l_3192_ & 65535u);
                        uint l_3194_ = (l_3188_ * l_3191_);
                        uint l_3195_ = (l_3190_ * l_3191_);
                        uint l_3196_ = (l_3188_ * l_3193_);
                        uint l_3197_ = (l_3190_ * l_3193_);
                        uint l_3198_ = (l_3194_ >> 16u);
                        uint l_3199_ = (l_3198_ & 65535u);
                        uint l_3200_ = (l_3195_ & 65535u);
                        uint l_3201_ = (l_3199_ + l_3200_);
                        uint l_3202_ = (l_3196_ & 65535u);
                        uint l_3203_ = (l_3201_ + l_3202_);
                        uint l_3204_ = (l_3195_ >> 16u);
                        uint l_3205_ = (l_3204_ & 65535u);
                        uint l_3206_ = (l_3197_ + l_3205_);
                        uint l_3207_ = (l_3196_ >> 16u);
                        uint l_3208_ = (l_3207_ & 65535u);
                        uint l_3209_ = (l_3206_ + l_3208_);
                        uint l_3210_ = (l_3203_ >> 16u);
                        uint l_3211_ = (l_3210_ & 65535u);
                        uint l_980_ = (l_3209_ + l_3211_);
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
                        uint _e3561 = l_mut_421_;
                        l_mut_388_ = _e3561;
                        uint _e3562 = l_mut_394_;
                        l_mut_421_ = _e3562;
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
                                uint _e3574 = l_mut_394_;
                                l_mut_388_ = _e3574;
                                l_mut_421_ = l_1002_;
                            }
                        }
                        uint _e3575 = l_mut_439_;
                        uint l_1003_ = (_e3575 * l_873_);
                        uint _e3577 = l_mut_428_;
                        uint l_1004_ = (_e3577 * l_873_);
                        uint _e3579 = l_mut_439_;
                        uint l_3213_ = (_e3579 & 65535u);
                        uint _e3582 = l_mut_439_;
                        uint l_3214_ = (_e3582 >> 16u);
                        uint l_3215_ = (l_3214_ & 65535u);
                        uint l_3216_ = (l_873_ & 65535u);
                        uint l_3217_ = (l_873_ >> 16u);
                        uint l_3218_ = (l_3217_ & 65535u);
                        uint l_3219_ = (l_3213_ * l_3216_);
                        uint l_3220_ = (l_3215_ * l_3216_);
                        uint l_3221_ = (l_3213_ * l_3218_);
                        uint l_3222_ = (l_3215_ * l_3218_);
                        uint l_3223_ = (l_3219_ >> 16u);
                        uint l_3224_ = (l_3223_ & 65535u);
                        uint l_3225_ = (l_3220_ & 65535u);
                        uint l_3226_ = (l_3224_ + l_3225_);
                        uint l_3227_ = (l_3221_ & 65535u);
                        uint l_3228_ = (l_3226_ + l_3227_);
                        uint l_3229_ = (l_3220_ >> 16u);
                        uint l_3230_ = (l_3229_ & 65535u);
                        uint l_3231_ = (l_3222_ + l_3230_);
                        uint l_3232_ = (l_3221_ >> 16u);
                        uint l_3233_ = (l_3232_ & 65535u);
                        uint l_3234_ = (l_3231_ + l_3233_);
                        uint l_3235_ = (l_3228_ >> 16u);
                        uint l_3236_ = (l_3235_ & 65535u);
                        uint l_1005_ = (l_3234_ + l_3236_);
                        uint l_1006_ = (l_1005_ + l_1004_);
                        uint _e3623 = l_mut_428_;
                        uint l_3238_ = (_e3623 & 65535u);
                        uint _e3626 = l_mut_428_;
                        uint l_3239_ = (_e3626 >> 16u);
                        uint l_3240_ = (l_3239_ & 65535u);
                        uint l_3241_ = (l_873_ & 65535u);
                        uint l_3242_ = (l_873_ >> 16u);
                        uint l_3243_ = (l_3242_ & 65535u);
                        uint l_3244_ = (l_3238_ * l_3241_);
                        uint l_3245_ = (l_3240_ * l_3241_);
                        uint l_3246_ = (l_3238_ * l_3243_);
                        uint l_3247_ = (l_3240_ * l_3243_);
                        uint l_3248_ = (l_3244_ >> 16u);
                        uint l_3249_ = (l_3248_ & 65535u);
                        uint l_3250_ = (l_3245_ & 65535u);
                        uint l_3251_ = (l_3249_ + l_3250_);
                        uint l_3252_ = (l_3246_ & 65535u);
                        uint l_3253_ = (l_3251_ + l_3252_);
                        uint l_3254_ = (l_3245_ >> 16u);
                        uint l_3255_ = (l_3254_ & 65535u);
                        uint l_3256_ = (l_3247_ + l_3255_);
                        uint l_3257_ = (l_3246_ >> 16u);
                        uint l_3258_ = (l_3257_ & 65535u);
                        uint l_3259_ = (l_3256_ + l_3258_);
                        uint l_3260_ = (l_3253_ >> 16u);
                        uint l_3261_ = (l_3260_ & 65535u);
                        uint l_1007_ = (l_3259_ + l_3261_);
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
                        uint _e3684 = l_mut_394_;
                        l_mut_275_ = _e3684;
                        uint _e3685 = l_mut_382_;
                        l_mut_394_ = _e3685;
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
                                uint _e3697 = l_mut_382_;
                                l_mut_275_ = _e3697;
                                l_mut_394_ = l_1029_;
                            }
                        }
                        uint _e3698 = l_mut_388_;
                        uint l_1030_ = (_e3698 * l_873_);
                        uint _e3700 = l_mut_421_;
                        uint l_1031_ = (_e3700 * l_873_);
                        uint _e3702 = l_mut_388_;
                        uint l_3263_ = (_e3702 & 65535u);
                        uint _e3705 = l_mut_388_;
                        uint l_3264_ = (_e3705 >> 16u);
                        uint l_3265_ = (l_3264_ & 65535u);
                        uint l_3266_ = (l_873_ & 65535u);
                        uint l_3267_ = (l_873_ >> 16u);
                        uint l_3268_ = (l_3267_ & 65535u);
                        uint l_3269_ = (l_3263_ * l_3266_);
                        uint l_3270_ = (l_3265_ * l_3266_);
                        uint l_3271_ = (l_3263_ * l_3268_);
                        uint l_3272_ = (l_3265_ * l_3268_);
                        uint l_3273_ = (l_3269_ >> 16u);
                        uint l_3274_ = (l_3273_ & 65535u);
                        uint l_3275_ = (l_3270_ & 65535u);
                        uint l_3276_ = (l_3274_ + l_3275_);
                        uint l_3277_ = (l_3271_ & 65535u);
                        uint l_3278_ = (l_3276_ + l_3277_);
                        uint l_3279_ = (l_3270_ >> 16u);
                        uint l_3280_ = (l_3279_ & 65535u);
                        uint l_3281_ = (l_3272_ + l_3280_);
                        uint l_3282_ = (l_3271_ >> 16u);
                        uint l_3283_ = (l_3282_ & 65535u);
                        uint l_3284_ = (l_3281_ + l_3283_);
                        uint l_3285_ = (l_3278_ >> 16u);
                        uint l_3286_ = (l_3285_ & 65535u);
                        uint l_1032_ = (l_3284_ + l_3286_);
                        uint l_1033_ = (l_1032_ + l_1031_);
                        uint _e3746 = l_mut_421_;
                        uint l_3288_ = (_e3746 & 65535u);
                        uint _e3749 = l_mut_421_;
                        uint l_3289_ = (_e3749 >> 16u);
                        uint l_3290_ = (l_3289_ & 65535u);
                        uint l_3291_ = (l_873_ & 65535u);
                        uint l_3292_ = (l_873_ >> 16u);
                        uint l_3293_ = (l_3292_ & 65535u);
                        uint l_3294_ = (l_3288_ * l_3291_);
                        uint l_3295_ = (l_3290_ * l_3291_);
                        uint l_3296_ = (l_3288_ * l_3293_);
                        uint l_3297_ = (l_3290_ * l_3293_);
                        uint l_3298_ = (l_3294_ >> 16u);
                        uint l_3299_ = (l_3298_ & 65535u);
                        uint l_3300_ = (l_3295_ & 65535u);
                        uint l_3301_ = (l_3299_ + l_3300_);
                        uint l_3302_ = (l_3296_ & 65535u);
                        uint l_3303_ = (l_3301_ + l_3302_);
                        uint l_3304_ = (l_3295_ >> 16u);
                        uint l_3305_ = (l_3304_ & 65535u);
                        uint l_3306_ = (l_3297_ + l_3305_);
                        uint l_3307_ = (l_3296_ >> 16u);
                        uint l_3308_ = (l_3307_ & 65535u);
                        uint l_3309_ = (l_3306_ + l_3308_);
                        uint l_3310_ = (l_3303_ >> 16u);
                        uint l_3311_ = (l_3310_ & 65535u);
                        uint l_1034_ = (l_3309_ + l_3311_);
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
                        uint _e3807 = l_mut_439_;
                        l_mut_382_ = _e3807;
                        uint _e3808 = l_mut_428_;
                        l_mut_439_ = _e3808;
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
                                uint _e3820 = l_mut_428_;
                                l_mut_382_ = _e3820;
                                l_mut_439_ = l_1056_;
                            }
                        }
                        uint _e3821 = l_mut_388_;
                        uint l_1057_ = (_e3821 * l_873_);
                        uint _e3823 = l_mut_421_;
                        uint l_1058_ = (_e3823 * l_873_);
                        uint _e3825 = l_mut_388_;
                        uint l_3313_ = (_e3825 & 65535u);
                        uint _e3828 = l_mut_388_;
                        uint l_3314_ = (_e3828 >> 16u);
                        uint l_3315_ = (l_3314_ & 65535u);
                        uint l_3316_ = (l_873_ & 65535u);
                        uint l_3317_ = (l_873_ >> 16u);
                        uint l_3318_ = (l_3317_ & 65535u);
                        uint l_3319_ = (l_3313_ * l_3316_);
                        uint l_3320_ = (l_3315_ * l_3316_);
                        uint l_3321_ = (l_3313_ * l_3318_);
                        uint l_3322_ = (l_3315_ * l_3318_);
                        uint l_3323_ = (l_3319_ >> 16u);
                        uint l_3324_ = (l_3323_ & 65535u);
                        uint l_3325_ = (l_3320_ & 65535u);
                        uint l_3326_ = (l_3324_ + l_3325_);
                        uint l_3327_ = (l_3321_ & 65535u);
                        uint l_3328_ = (l_3326_ + l_3327_);
                        uint l_3329_ = (l_3320_ >> 16u);
                        uint l_3330_ = (l_3329_ & 65535u);
                        uint l_3331_ = (l_3322_ + l_3330_);
                        uint l_3332_ = (l_3321_ >> 16u);
                        uint l_3333_ = (l_3332_ & 65535u);
                        uint l_3334_ = (l_3331_ + l_3333_);
                        uint l_3335_ = (l_3328_ >> 16u);
                        uint l_3336_ = (l_3335_ & 65535u);
                        uint l_1059_ = (l_3334_ + l_3336_);
                        uint l_1060_ = (l_1059_ + l_1058_);
                        uint _e3869 = l_mut_421_;
                        uint l_3338_ = (_e3869 & 65535u);
                        uint _e3872 = l_mut_421_;
                        uint l_3339_ = (_e3872 >> 16u);
                        uint l_3340_ = (l_3339_ & 65535u);
                        uint l_3341_ = (l_873_ & 65535u);
                        uint l_3342_ = (l_873_ >> 16u);
                        uint l_3343_ = (l_3342_ & 65535u);
                        uint l_3344_ = (l_3338_ * l_3341_);
                        uint l_3345_ = (l_3340_ * l_3341_);
                        uint l_3346_ = (l_3338_ * l_3343_);
                        uint l_3347_ = (l_3340_ * l_3343_);
                        uint l_3348_ = (l_3344_ >> 16u);
                        uint l_3349_ = (l_3348_ & 65535u);
                        uint l_3350_ = (l_3345_ & 65535u);
                        uint l_3351_ = (l_3349_ + l_3350_);
                        uint l_3352_ = (l_3346_ & 65535u);
                        uint l_3353_ = (l_3351_ + l_3352_);
                        uint l_3354_ = (l_3345_ >> 16u);
                        uint l_3355_ = (l_3354_ & 65535u);
                        uint l_3356_ = (l_3347_ + l_3355_);
                        uint l_3357_ = (l_3346_ >> 16u);
                        uint l_3358_ = (l_3357_ & 65535u);
                        uint l_3359_ = (l_3356_ + l_3358_);
                        uint l_3360_ = (l_3353_ >> 16u);
                        uint l_3361_ = (l_3360_ & 65535u);
                        uint l_1061_ = (l_3359_ + l_3361_);
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
                        uint _e3930 = l_mut_428_;
                        l_mut_219_ = _e3930;
                        uint _e3931 = l_mut_269_;
                        l_mut_428_ = _e3931;
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
                                uint _e3943 = l_mut_269_;
                                l_mut_219_ = _e3943;
                                l_mut_428_ = l_1083_;
                            }
                        }
                        uint _e3944 = l_mut_275_;
                        uint l_1084_ = (_e3944 * l_873_);
                        uint _e3946 = l_mut_275_;
                        uint l_3363_ = (_e3946 & 65535u);
                        uint _e3949 = l_mut_275_;
                        uint l_3364_ = (_e3949 >> 16u);
                        uint l_3365_ = (l_3364_ & 65535u);
                        uint l_3366_ = (l_873_ & 65535u);
                        uint l_3367_ = (l_873_ >> 16u);
                        uint l_3368_ = (l_3367_ & 65535u);
                        uint l_3369_ = (l_3363_ * l_3366_);
                        uint l_3370_ = (l_3365_ * l_3366_);
                        uint l_3371_ = (l_3363_ * l_3368_);
                        uint l_3372_ = (l_3365_ * l_3368_);
                        uint l_3373_ = (l_3369_ >> 16u);
                        uint l_3374_ = (l_3373_ & 65535u);
                        uint l_3375_ = (l_3370_ & 65535u);
                        uint l_3376_ = (l_3374_ + l_3375_);
                        uint l_3377_ = (l_3371_ & 65535u);
                        uint l_3378_ = (l_3376_ + l_3377_);
                        uint l_3379_ = (l_3370_ >> 16u);
                        uint l_3380_ = (l_3379_ & 65535u);
                        uint l_3381_ = (l_3372_ + l_3380_);
                        uint l_3382_ = (l_3371_ >> 16u);
                        uint l_3383_ = (l_3382_ & 65535u);
                        uint l_3384_ = (l_3381_ + l_3383_);
                        uint l_3385_ = (l_3378_ >> 16u);
                        uint l_3386_ = (l_3385_ & 65535u);
                        uint l_1085_ = (l_3384_ + l_3386_);
                        uint _e3989 = l_mut_394_;
                        uint l_1086_ = (_e3989 * l_873_);
                        uint l_1087_ = (l_1085_ + l_1086_);
                        uint _e3992 = l_mut_219_;
                        uint l_1088_ = (_e3992 + l_1084_);
                        uint _e3994 = l_mut_428_;
                        uint l_1089_ = (_e3994 + l_1087_);
                        uint _e3996 = l_mut_219_;
                        bool l_1090_ = (l_1088_ < _e3996);
                        uint l_1091_ = uint(l_1090_);
                        uint l_1092_ = (l_1089_ + l_1091_);
                        uint _e4000 = l_mut_382_;
                        l_mut_441_ = _e4000;
                        uint _e4001 = l_mut_439_;
                        l_mut_440_ = _e4001;
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
                                uint _e4022 = l_mut_382_;
                                l_mut_394_ = _e4022;
                                uint _e4023 = l_mut_439_;
                                l_mut_388_ = _e4023;
                                bool l_1105_ = (l_9_ >= 32u);
                                if (l_1105_) {
                                    uint l_1106_ = (l_9_ & 31u);
                                    uint _e4028 = l_mut_439_;
                                    uint l_1107_ = (_e4028 >> l_1106_);
                                    l_mut_394_ = l_1107_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1108_ = (l_9_ > 0u);
                                    if (l_1108_) {
                                        uint _e4033 = l_mut_382_;
                                        l_mut_275_ = _e4033;
                                        bool l_1109_ = (l_9_ > 0u);
                                        if (l_1109_) {
                                            uint _e4036 = l_mut_382_;
                                            uint l_1110_ = (_e4036 >> l_9_);
                                            uint l_1111_ = (32u - l_9_);
                                            uint _e4040 = l_mut_439_;
                                            uint l_1112_ = (_e4040 << l_1111_);
                                            uint l_1113_ = (l_1110_ | l_1112_);
                                            l_mut_275_ = l_1113_;
                                        }
                                        uint _e4043 = l_mut_439_;
                                        uint l_1114_ = (_e4043 >> l_9_);
                                        uint _e4045 = l_mut_275_;
                                        l_mut_394_ = _e4045;
                                        l_mut_388_ = l_1114_;
                                    }
                                }
                                uint _e4046 = l_mut_428_;
                                uint _e4047 = l_mut_394_;
                                uint l_1115_ = (_e4046 + _e4047);
                                uint _e4049 = l_mut_421_;
                                uint _e4050 = l_mut_388_;
                                uint l_1116_ = (_e4049 + _e4050);
                                uint _e4052 = l_mut_428_;
                                bool l_1117_ = (l_1115_ < _e4052);
                                uint l_1118_ = uint(l_1117_);
                                uint l_1119_ = (l_1116_ + l_1118_);
                                l_mut_441_ = l_1115_;
                                l_mut_440_ = l_1119_;
                            }
                        }
                        if (l_970_) {
                            uint _e4057 = l_mut_441_;
                            uint l_1120_ = (0u - _e4057);
                            uint _e4060 = l_mut_440_;
                            uint l_1121_ = (0u - _e4060);
                            uint _e4063 = l_mut_441_;
                            bool l_1122_ = (0u < _e4063);
                            uint l_1123_ = uint(l_1122_);
                            uint l_1124_ = (l_1121_ - l_1123_);
                            l_mut_441_ = l_1120_;
                            l_mut_440_ = l_1124_;
                        }
                    }
                    uint _e4067 = l_mut_441_;
                    uint l_1125_ = (l_923_ + _e4067);
                    uint _e4069 = l_mut_440_;
                    uint l_1126_ = (l_927_ + _e4069);
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
                    uint _e4086 = l_mut_441_;
                    uint l_1137_ = (_e4086 * l_872_);
                    uint _e4088 = l_mut_440_;
                    uint l_1138_ = (_e4088 * l_872_);
                    uint _e4090 = l_mut_441_;
                    uint l_3388_ = (_e4090 & 65535u);
                    uint _e4093 = l_mut_441_;
                    uint l_3389_ = (_e4093 >> 16u);
                    uint l_3390_ = (l_3389_ & 65535u);
                    uint l_3391_ = (l_872_ & 65535u);
                    uint l_3392_ = (l_872_ >> 16u);
                    uint l_3393_ = (l_3392_ & 65535u);
                    uint l_3394_ = (l_3388_ * l_3391_);
                    uint l_3395_ = (l_3390_ * l_3391_);
                    uint l_3396_ = (l_3388_ * l_3393_);
                    uint l_3397_ = (l_3390_ * l_3393_);
                    uint l_3398_ = (l_3394_ >> 16u);
                    uint l_3399_ = (l_3398_ & 65535u);
                    uint l_3400_ = (l_3395_ & 65535u);
                    uint l_3401_ = (l_3399_ + l_3400_);
                    uint l_3402_ = (l_3396_ & 65535u);
                    uint l_3403_ = (l_3401_ + l_3402_);
                    uint l_3404_ = (l_3395_ >> 16u);
                    uint l_3405_ = (l_3404_ & 65535u);
                    uint l_3406_ = (l_3397_ + l_3405_);
                    uint l_3407_ = (l_3396_ >> 16u);
                    uint l_3408_ = (l_3407_ & 65535u);
                    uint l_3409_ = (l_3406_ + l_3408_);
                    uint l_3410_ = (l_3403_ >> 16u);
                    uint l_3411_ = (l_3410_ & 65535u);
                    uint l_1139_ = (l_3409_ + l_3411_);
                    uint l_1140_ = (l_1139_ + l_1138_);
                    uint _e4134 = l_mut_440_;
                    uint l_3413_ = (_e4134 & 65535u);
                    uint _e4137 = l_mut_440_;
                    uint l_3414_ = (_e4137 >> 16u);
                    uint l_3415_ = (l_3414_ & 65535u);
                    uint l_3416_ = (l_872_ & 65535u);
                    uint l_3417_ = (l_872_ >> 16u);
                    uint l_3418_ = (l_3417_ & 65535u);
                    uint l_3419_ = (l_3413_ * l_3416_);
                    uint l_3420_ = (l_3415_ * l_3416_);
                    uint l_3421_ = (l_3413_ * l_3418_);
                    uint l_3422_ = (l_3415_ * l_3418_);
                    uint l_3423_ = (l_3419_ >> 16u);
                    uint l_3424_ = (l_3423_ & 65535u);
                    uint l_3425_ = (l_3420_ & 65535u);
                    uint l_3426_ = (l_3424_ + l_3425_);
                    uint l_3427_ = (l_3421_ & 65535u);
                    uint l_3428_ = (l_3426_ + l_3427_);
                    uint l_3429_ = (l_3420_ >> 16u);
                    uint l_3430_ = (l_3429_ & 65535u);
                    uint l_3431_ = (l_3422_ + l_3430_);
                    uint l_3432_ = (l_3421_ >> 16u);
                    uint l_3433_ = (l_3432_ & 65535u);
                    uint l_3434_ = (l_3431_ + l_3433_);
                    uint l_3435_ = (l_3428_ >> 16u);
                    uint l_3436_ = (l_3435_ & 65535u);
                    uint l_1141_ = (l_3434_ + l_3436_);
                    bool l_1142_ = (l_1140_ < l_1138_);
                    uint l_1143_ = uint(l_1142_);
                    uint l_1144_ = (l_1141_ + l_1143_);
                    uint l_1145_ = (l_9_ % 32u);
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
                    uint _e4196 = l_mut_439_;
                    l_mut_421_ = _e4196;
                    uint _e4197 = l_mut_428_;
                    l_mut_439_ = _e4197;
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
                            uint _e4211 = l_mut_428_;
                            l_mut_421_ = _e4211;
                            l_mut_439_ = l_1163_;
                        }
                    }
                    uint _e4212 = l_mut_421_;
                    l_mut_441_ = _e4212;
                    uint _e4213 = l_mut_439_;
                    l_mut_440_ = _e4213;
                    if (l_1131_) {
                        uint _e4215 = l_mut_441_;
                        uint l_1164_ = (0u - _e4215);
                        uint _e4218 = l_mut_440_;
                        uint l_1165_ = (0u - _e4218);
                        uint _e4221 = l_mut_441_;
                        bool l_1166_ = (0u < _e4221);
                        uint l_1167_ = uint(l_1166_);
                        uint l_1168_ = (l_1165_ - l_1167_);
                        l_mut_441_ = l_1164_;
                        l_mut_440_ = l_1168_;
                    }
                    uint _e4225 = l_mut_441_;
                    uint l_1169_ = (l_914_ + _e4225);
                    uint _e4227 = l_mut_440_;
                    uint l_1170_ = (l_918_ + _e4227);
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
                        uint _e4251 = l_mut_439_;
                        uint l_1184_ = (_e4251 * l_1176_);
                        uint _e4253 = l_mut_428_;
                        uint l_1185_ = (_e4253 * l_1176_);
                        uint _e4255 = l_mut_439_;
                        uint l_3438_ = (_e4255 & 65535u);
                        uint _e4258 = l_mut_439_;
                        uint l_3439_ = (_e4258 >> 16u);
                        uint l_3440_ = (l_3439_ & 65535u);
                        uint l_3441_ = (l_1176_ & 65535u);
                        uint l_3442_ = (l_1176_ >> 16u);
                        uint l_3443_ = (l_3442_ & 65535u);
                        uint l_3444_ = (l_3438_ * l_3441_);
                        uint l_3445_ = (l_3440_ * l_3441_);
                        uint l_3446_ = (l_3438_ * l_3443_);
                        uint l_3447_ = (l_3440_ * l_3443_);
                        uint l_3448_ = (l_3444_ >> 16u);
                        uint l_3449_ = (l_3448_ & 65535u);
                        uint l_3450_ = (l_3445_ & 65535u);
                        uint l_3451_ = (l_3449_ + l_3450_);
                        uint l_3452_ = (l_3446_ & 65535u);
                        uint l_3453_ = (l_3451_ + l_3452_);
                        uint l_3454_ = (l_3445_ >> 16u);
                        uint l_3455_ = (l_3454_ & 65535u);
                        uint l_3456_ = (l_3447_ + l_3455_);
                        uint l_3457_ = (l_3446_ >> 16u);
                        uint l_3458_ = (l_3457_ & 65535u);
                        uint l_3459_ = (l_3456_ + l_3458_);
                        uint l_3460_ = (l_3453_ >> 16u);
                        uint l_3461_ = (l_3460_ & 65535u);
                        uint l_1186_ = (l_3459_ + l_3461_);
                        uint l_1187_ = (l_1186_ + l_1185_);
                        uint _e4299 = l_mut_428_;
                        uint l_3463_ = (_e4299 & 65535u);
                        uint _e4302 = l_mut_428_;
                        uint l_3464_ = (_e4302 >> 16u);
                        uint l_3465_ = (l_3464_ & 65535u);
                        uint l_3466_ = (l_1176_ & 65535u);
                        uint l_3467_ = (l_1176_ >> 16u);
                        uint l_3468_ = (l_3467_ & 65535u);
                        uint l_3469_ = (l_3463_ * l_3466_);
                        uint l_3470_ = (l_3465_ * l_3466_);
                        uint l_3471_ = (l_3463_ * l_3468_);
                        uint l_3472_ = (l_3465_ * l_3468_);
                        uint l_3473_ = (l_3469_ >> 16u);
                        uint l_3474_ = (l_3473_ & 65535u);
                        uint l_3475_ = (l_3470_ & 65535u);
                        uint l_3476_ = (l_3474_ + l_3475_);
                        uint l_3477_ = (l_3471_ & 65535u);
                        uint l_3478_ = (l_3476_ + l_3477_);
                        uint l_3479_ = (l_3470_ >> 16u);
                        uint l_3480_ = (l_3479_ & 65535u);
                        uint l_3481_ = (l_3472_ + l_3480_);
                        uint l_3482_ = (l_3471_ >> 16u);
                        uint l_3483_ = (l_3482_ & 65535u);
                        uint l_3484_ = (l_3481_ + l_3483_);
                        uint l_3485_ = (l_3478_ >> 16u);
                        uint l_3486_ = (l_3485_ & 65535u);
                        uint l_1188_ = (l_3484_ + l_3486_);
                        bool l_1189_ = (l_1187_ < l_1185_);
                        uint l_1190_ = uint(l_1189_);
                        uint l_1191_ = (l_1188_ + l_1190_);
                        uint l_1192_ = (l_1174_ % 32u);
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
                        uint _e4361 = l_mut_421_;
                        l_mut_388_ = _e4361;
                        uint _e4362 = l_mut_394_;
                        l_mut_421_ = _e4362;
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
                                uint _e4376 = l_mut_394_;
                                l_mut_388_ = _e4376;
                                l_mut_421_ = l_1210_;
                            }
                        }
                        uint _e4377 = l_mut_388_;
                        l_mut_439_ = _e4377;
                        uint _e4378 = l_mut_421_;
                        l_mut_428_ = _e4378;
                        if (l_1178_) {
                            uint _e4380 = l_mut_439_;
                            uint l_1211_ = (0u - _e4380);
                            uint _e4383 = l_mut_428_;
                            uint l_1212_ = (0u - _e4383);
                            uint _e4386 = l_mut_439_;
                            bool l_1213_ = (0u < _e4386);
                            uint l_1214_ = uint(l_1213_);
                            uint l_1215_ = (l_1212_ - l_1214_);
                            l_mut_439_ = l_1211_;
                            l_mut_428_ = l_1215_;
                        }
                        uint _e4390 = l_mut_439_;
                        l_mut_441_ = _e4390;
                        uint _e4391 = l_mut_428_;
                        l_mut_440_ = _e4391;
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
                        uint _e4404 = l_mut_439_;
                        uint l_1223_ = (_e4404 * l_872_);
                        uint _e4406 = l_mut_428_;
                        uint l_1224_ = (_e4406 * l_872_);
                        uint _e4408 = l_mut_439_;
                        uint l_3488_ = (_e4408 & 65535u);
                        uint _e4411 = l_mut_439_;
                        uint l_3489_ = (_e4411 >> 16u);
                        uint l_3490_ = (l_3489_ & 65535u);
                        uint l_3491_ = (l_872_ & 65535u);
                        uint l_3492_ = (l_872_ >> 16u);
                        uint l_3493_ = (l_3492_ & 65535u);
                        uint l_3494_ = (l_3488_ * l_3491_);
                        uint l_3495_ = (l_3490_ * l_3491_);
                        uint l_3496_ = (l_3488_ * l_3493_);
                        uint l_3497_ = (l_3490_ * l_3493_);
                        uint l_3498_ = (l_3494_ >> 16u);
                        uint l_3499_ = (l_3498_ & 65535u);
                        uint l_3500_ = (l_3495_ & 65535u);
                        uint l_3501_ = (l_3499_ + l_3500_);
                        uint l_3502_ = (l_3496_ & 65535u);
                        uint l_3503_ = (l_3501_ + l_3502_);
                        uint l_3504_ = (l_3495_ >> 16u);
                        uint l_3505_ = (l_3504_ & 65535u);
                        uint l_3506_ = (l_3497_ + l_3505_);
                        uint l_3507_ = (l_3496_ >> 16u);
                        uint l_3508_ = (l_3507_ & 65535u);
                        uint l_3509_ = (l_3506_ + l_3508_);
                        uint l_3510_ = (l_3503_ >> 16u);
                        uint l_3511_ = (l_3510_ & 65535u);
                        uint l_1225_ = (l_3509_ + l_3511_);
                        uint l_1226_ = (l_1225_ + l_1224_);
                        uint _e4452 = l_mut_428_;
                        uint l_3513_ = (_e4452 & 65535u);
                        uint _e4455 = l_mut_428_;
                        uint l_3514_ = (_e4455 >> 16u);
                        uint l_3515_ = (l_3514_ & 65535u);
                        uint l_3516_ = (l_872_ & 65535u);
                        uint l_3517_ = (l_872_ >> 16u);
                        uint l_3518_ = (l_3517_ & 65535u);
                        uint l_3519_ = (l_3513_ * l_3516_);
                        uint l_3520_ = (l_3515_ * l_3516_);
                        uint l_3521_ = (l_3513_ * l_3518_);
                        uint l_3522_ = (l_3515_ * l_3518_);
                        uint l_3523_ = (l_3519_ >> 16u);
                        uint l_3524_ = (l_3523_ & 65535u);
                        uint l_3525_ = (l_3520_ & 65535u);
                        uint l_3526_ = (l_3524_ + l_3525_);
                        uint l_3527_ = (l_3521_ & 65535u);
                        uint l_3528_ = (l_3526_ + l_3527_);
                        uint l_3529_ = (l_3520_ >> 16u);
                        uint l_3530_ = (l_3529_ & 65535u);
                        uint l_3531_ = (l_3522_ + l_3530_);
                        uint l_3532_ = (l_3521_ >> 16u);
                        uint l_3533_ = (l_3532_ & 65535u);
                        uint l_3534_ = (l_3531_ + l_3533_);
                        uint l_3535_ = (l_3528_ >> 16u);
                        uint l_3536_ = (l_3535_ & 65535u);
                        uint l_1227_ = (l_3534_ + l_3536_);
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
                        uint _e4513 = l_mut_421_;
                        l_mut_388_ = _e4513;
                        uint _e4514 = l_mut_394_;
                        l_mut_421_ = _e4514;
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
                                uint _e4526 = l_mut_394_;
                                l_mut_388_ = _e4526;
                                l_mut_421_ = l_1249_;
                            }
                        }
                        uint _e4527 = l_mut_439_;
                        uint l_1250_ = (_e4527 * l_872_);
                        uint _e4529 = l_mut_428_;
                        uint l_1251_ = (_e4529 * l_872_);
                        uint _e4531 = l_mut_439_;
                        uint l_3538_ = (_e4531 & 65535u);
                        uint _e4534 = l_mut_439_;
                        uint l_3539_ = (_e4534 >> 16u);
                        uint l_3540_ = (l_3539_ & 65535u);
                        uint l_3541_ = (l_872_ & 65535u);
                        uint l_3542_ = (l_872_ >> 16u);
                        uint l_3543_ = (l_3542_ & 65535u);
                        uint l_3544_ = (l_3538_ * l_3541_);
                        uint l_3545_ = (l_3540_ * l_3541_);
                        uint l_3546_ = (l_3538_ * l_3543_);
                        uint l_3547_ = (l_3540_ * l_3543_);
                        uint l_3548_ = (l_3544_ >> 16u);
                        uint l_3549_ = (l_3548_ & 65535u);
                        uint l_3550_ = (l_3545_ & 65535u);
                        uint l_3551_ = (l_3549_ + l_3550_);
                        uint l_3552_ = (l_3546_ & 65535u);
                        uint l_3553_ = (l_3551_ + l_3552_);
                        uint l_3554_ = (l_3545_ >> 16u);
                        uint l_3555_ = (l_3554_ & 65535u);
                        uint l_3556_ = (l_3547_ + l_3555_);
                        uint l_3557_ = (l_3546_ >> 16u);
                        uint l_3558_ = (l_3557_ & 65535u);
                        uint l_3559_ = (l_3556_ + l_3558_);
                        uint l_3560_ = (l_3553_ >> 16u);
                        uint l_3561_ = (l_3560_ & 65535u);
                        uint l_1252_ = (l_3559_ + l_3561_);
                        uint l_1253_ = (l_1252_ + l_1251_);
                        uint _e4575 = l_mut_428_;
                        uint l_3563_ = (_e4575 & 65535u);
                        uint _e4578 = l_mut_428_;
                        uint l_3564_ = (_e4578 >> 16u);
                        uint l_3565_ = (l_3564_ & 65535u);
                        uint l_3566_ = (l_872_ & 65535u);
                        uint l_3567_ = (l_872_ >> 16u);
                        uint l_3568_ = (l_3567_ & 65535u);
                        uint l_3569_ = (l_3563_ * l_3566_);
                        uint l_3570_ = (l_3565_ * l_3566_);
                        uint l_3571_ = (l_3563_ * l_3568_);
                        uint l_3572_ = (l_3565_ * l_3568_);
                        uint l_3573_ = (l_3569_ >> 16u);
                        uint l_3574_ = (l_3573_ & 65535u);
                        uint l_3575_ = (l_3570_ & 65535u);
                        uint l_3576_ = (l_3574_ + l_3575_);
                        uint l_3577_ = (l_3571_ & 65535u);
                        uint l_3578_ = (l_3576_ + l_3577_);
                        uint l_3579_ = (l_3570_ >> 16u);
                        uint l_3580_ = (l_3579_ & 65535u);
                        uint l_3581_ = (l_3572_ + l_3580_);
                        uint l_3582_ = (l_3571_ >> 16u);
                        uint l_3583_ = (l_3582_ & 65535u);
                        uint l_3584_ = (l_3581_ + l_3583_);
                        uint l_3585_ = (l_3578_ >> 16u);
                        uint l_3586_ = (l_3585_ & 65535u);
                        uint l_1254_ = (l_3584_ + l_3586_);
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
                        uint _e4636 = l_mut_394_;
                        l_mut_275_ = _e4636;
                        uint _e4637 = l_mut_382_;
                        l_mut_394_ = _e4637;
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
                                uint _e4649 = l_mut_382_;
                                l_mut_275_ = _e4649;
                                l_mut_394_ = l_1276_;
                            }
                        }
                        uint _e4650 = l_mut_388_;
                        uint l_1277_ = (_e4650 * l_872_);
                        uint _e4652 = l_mut_421_;
                        uint l_1278_ = (_e4652 * l_872_);
                        uint _e4654 = l_mut_388_;
                        uint l_3588_ = (_e4654 & 65535u);
                        uint _e4657 = l_mut_388_;
                        uint l_3589_ = (_e4657 >> 16u);
                        uint l_3590_ = (l_3589_ & 65535u);
                        uint l_3591_ = (l_872_ & 65535u);
                        uint l_3592_ = (l_872_ >> 16u);
                        uint l_3593_ = (l_3592_ & 65535u);
                        uint l_3594_ = (l_3588_ * l_3591_);
                        uint l_3595_ = (l_3590_ * l_3591_);
                        uint l_3596_ = (l_3588_ * l_3593_);
                        uint l_3597_ = (l_3590_ * l_3593_);
                        uint l_3598_ = (l_3594_ >> 16u);
                        uint l_3599_ = (l_3598_ & 65535u);
                        uint l_3600_ = (l_3595_ & 65535u);
                        uint l_3601_ = (l_3599_ + l_3600_);
                        uint l_3602_ = (l_3596_ & 65535u);
                        uint l_3603_ = (l_3601_ + l_3602_);
                        uint l_3604_ = (l_3595_ >> 16u);
                        uint l_3605_ = (l_3604_ & 65535u);
                        uint l_3606_ = (l_3597_ + l_3605_);
                        uint l_3607_ = (l_3596_ >> 16u);
                        uint l_3608_ = (l_3607_ & 65535u);
                        uint l_3609_ = (l_3606_ + l_3608_);
                        uint l_3610_ = (l_3603_ >> 16u);
                        uint l_3611_ = (l_3610_ & 65535u);
                        uint l_1279_ = (l_3609_ + l_3611_);
                        uint l_1280_ = (l_1279_ + l_1278_);
                        uint _e4698 = l_mut_421_;
                        uint l_3613_ = (_e4698 & 65535u);
                        uint _e4701 = l_mut_421_;
                        uint l_3614_ = (_e4701 >> 16u);
                        uint l_3615_ = (l_3614_ & 65535u);
                        uint l_3616_ = (l_872_ & 65535u);
                        uint l_3617_ = (l_872_ >> 16u);
                        uint l_3618_ = (l_3617_ & 65535u);
                        uint l_3619_ = (l_3613_ * l_3616_);
                        uint l_3620_ = (l_3615_ * l_3616_);
                        uint l_3621_ = (l_3613_ * l_3618_);
                        uint l_3622_ = (l_3615_ * l_3618_);
                        uint l_3623_ = (l_3619_ >> 16u);
                        uint l_3624_ = (l_3623_ & 65535u);
                        uint l_3625_ = (l_3620_ & 65535u);
                        uint l_3626_ = (l_3624_ + l_3625_);
                        uint l_3627_ = (l_3621_ & 65535u);
                        uint l_3628_ = (l_3626_ + l_3627_);
                        uint l_3629_ = (l_3620_ >> 16u);
                        uint l_3630_ = (l_3629_ & 65535u);
                        uint l_3631_ = (l_3622_ + l_3630_);
                        uint l_3632_ = (l_3621_ >> 16u);
                        uint l_3633_ = (l_3632_ & 65535u);
                        uint l_3634_ = (l_3631_ + l_3633_);
                        uint l_3635_ = (l_3628_ >> 16u);
                        uint l_3636_ = (l_3635_ & 65535u);
                        uint l_1281_ = (l_3634_ + l_3636_);
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
                        uint _e4759 = l_mut_439_;
                        l_mut_382_ = _e4759;
                        uint _e4760 = l_mut_428_;
                        l_mut_439_ = _e4760;
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
                                uint _e4772 = l_mut_428_;
                                l_mut_382_ = _e4772;
                                l_mut_439_ = l_1303_;
                            }
                        }
                        uint _e4773 = l_mut_388_;
                        uint l_1304_ = (_e4773 * l_872_);
                        uint _e4775 = l_mut_421_;
                        uint l_1305_ = (_e4775 * l_872_);
                        uint _e4777 = l_mut_388_;
                        uint l_3638_ = (_e4777 & 65535u);
                        uint _e4780 = l_mut_388_;
                        uint l_3639_ = (_e4780 >> 16u);
                        uint l_3640_ = (l_3639_ & 65535u);
                        uint l_3641_ = (l_872_ & 65535u);
                        uint l_3642_ = (l_872_ >> 16u);
                        uint l_3643_ = (l_3642_ & 65535u);
                        uint l_3644_ = (l_3638_ * l_3641_);
                        uint l_3645_ = (l_3640_ * l_3641_);
                        uint l_3646_ = (l_3638_ * l_3643_);
                        uint l_3647_ = (l_3640_ * l_3643_);
                        uint l_3648_ = (l_3644_ >> 16u);
                        uint l_3649_ = (l_3648_ & 65535u);
                        uint l_3650_ = (l_3645_ & 65535u);
                        uint l_3651_ = (l_3649_ + l_3650_);
                        uint l_3652_ = (l_3646_ & 65535u);
                        uint l_3653_ = (l_3651_ + l_3652_);
                        uint l_3654_ = (l_3645_ >> 16u);
                        uint l_3655_ = (l_3654_ & 65535u);
                        uint l_3656_ = (l_3647_ + l_3655_);
                        uint l_3657_ = (l_3646_ >> 16u);
                        uint l_3658_ = (l_3657_ & 65535u);
                        uint l_3659_ = (l_3656_ + l_3658_);
                        uint l_3660_ = (l_3653_ >> 16u);
                        uint l_3661_ = (l_3660_ & 65535u);
                        uint l_1306_ = (l_3659_ + l_3661_);
                        uint l_1307_ = (l_1306_ + l_1305_);
                        uint _e4821 = l_mut_421_;
                        uint l_3663_ = (_e4821 & 65535u);
                        uint _e4824 = l_mut_421_;
                        uint l_3664_ = (_e4824 >> 16u);
                        uint l_3665_ = (l_3664_ & 65535u);
                        uint l_3666_ = (l_872_ & 65535u);
                        uint l_3667_ = (l_872_ >> 16u);
                        uint l_3668_ = (l_3667_ & 65535u);
                        uint l_3669_ = (l_3663_ * l_3666_);
                        uint l_3670_ = (l_3665_ * l_3666_);
                        uint l_3671_ = (l_3663_ * l_3668_);
                        uint l_3672_ = (l_3665_ * l_3668_);
                        uint l_3673_ = (l_3669_ >> 16u);
                        uint l_3674_ = (l_3673_ & 65535u);
                        uint l_3675_ = (l_3670_ & 65535u);
                        uint l_3676_ = (l_3674_ + l_3675_);
                        uint l_3677_ = (l_3671_ & 65535u);
                        uint l_3678_ = (l_3676_ + l_3677_);
                        uint l_3679_ = (l_3670_ >> 16u);
                        uint l_3680_ = (l_3679_ & 65535u);
                        uint l_3681_ = (l_3672_ + l_3680_);
                        uint l_3682_ = (l_3671_ >> 16u);
                        uint l_3683_ = (l_3682_ & 65535u);
                        uint l_3684_ = (l_3681_ + l_3683_);
                        uint l_3685_ = (l_3678_ >> 16u);
                        uint l_3686_ = (l_3685_ & 65535u);
                        uint l_1308_ = (l_3684_ + l_3686_);
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
                        uint _e4882 = l_mut_428_;
                        l_mut_219_ = _e4882;
                        uint _e4883 = l_mut_269_;
                        l_mut_428_ = _e4883;
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
                                uint _e4895 = l_mut_269_;
                                l_mut_219_ = _e4895;
                                l_mut_428_ = l_1330_;
                            }
                        }
                        uint _e4896 = l_mut_275_;
                        uint l_1331_ = (_e4896 * l_872_);
                        uint _e4898 = l_mut_275_;
                        uint l_3688_ = (_e4898 & 65535u);
                        uint _e4901 = l_mut_275_;
                        uint l_3689_ = (_e4901 >> 16u);
                        uint l_3690_ = (l_3689_ & 65535u);
                        uint l_3691_ = (l_872_ & 65535u);
                        uint l_3692_ = (l_872_ >> 16u);
                        uint l_3693_ = (l_3692_ & 65535u);
                        uint l_3694_ = (l_3688_ * l_3691_);
                        uint l_3695_ = (l_3690_ * l_3691_);
                        uint l_3696_ = (l_3688_ * l_3693_);
                        uint l_3697_ = (l_3690_ * l_3693_);
                        uint l_3698_ = (l_3694_ >> 16u);
                        uint l_3699_ = (l_3698_ & 65535u);
                        uint l_3700_ = (l_3695_ & 65535u);
                        uint l_3701_ = (l_3699_ + l_3700_);
                        uint l_3702_ = (l_3696_ & 65535u);
                        uint l_3703_ = (l_3701_ + l_3702_);
                        uint l_3704_ = (l_3695_ >> 16u);
                        uint l_3705_ = (l_3704_ & 65535u);
                        uint l_3706_ = (l_3697_ + l_3705_);
                        uint l_3707_ = (l_3696_ >> 16u);
                        uint l_3708_ = (l_3707_ & 65535u);
                        uint l_3709_ = (l_3706_ + l_3708_);
                        uint l_3710_ = (l_3703_ >> 16u);
                        uint l_3711_ = (l_3710_ & 65535u);
                        uint l_1332_ = (l_3709_ + l_3711_);
                        uint _e4941 = l_mut_394_;
                        uint l_1333_ = (_e4941 * l_872_);
                        uint l_1334_ = (l_1332_ + l_1333_);
                        uint _e4944 = l_mut_219_;
                        uint l_1335_ = (_e4944 + l_1331_);
                        uint _e4946 = l_mut_428_;
                        uint l_1336_ = (_e4946 + l_1334_);
                        uint _e4948 = l_mut_219_;
                        bool l_1337_ = (l_1335_ < _e4948);
                        uint l_1338_ = uint(l_1337_);
                        uint l_1339_ = (l_1336_ + l_1338_);
                        uint _e4952 = l_mut_382_;
                        l_mut_441_ = _e4952;
                        uint _e4953 = l_mut_439_;
                        l_mut_440_ = _e4953;
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
                                uint _e4974 = l_mut_382_;
                                l_mut_394_ = _e4974;
                                uint _e4975 = l_mut_439_;
                                l_mut_388_ = _e4975;
                                bool l_1352_ = (l_1174_ >= 32u);
                                if (l_1352_) {
                                    uint l_1353_ = (l_1174_ & 31u);
                                    uint _e4980 = l_mut_439_;
                                    uint l_1354_ = (_e4980 >> l_1353_);
                                    l_mut_394_ = l_1354_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1355_ = (l_1174_ > 0u);
                                    if (l_1355_) {
                                        uint _e4985 = l_mut_382_;
                                        l_mut_275_ = _e4985;
                                        bool l_1356_ = (l_1174_ > 0u);
                                        if (l_1356_) {
                                            uint _e4988 = l_mut_382_;
                                            uint l_1357_ = (_e4988 >> l_1174_);
                                            uint l_1358_ = (32u - l_1174_);
                                            uint _e4992 = l_mut_439_;
                                            uint l_1359_ = (_e4992 << l_1358_);
                                            uint l_1360_ = (l_1357_ | l_1359_);
                                            l_mut_275_ = l_1360_;
                                        }
                                        uint _e4995 = l_mut_439_;
                                        uint l_1361_ = (_e4995 >> l_1174_);
                                        uint _e4997 = l_mut_275_;
                                        l_mut_394_ = _e4997;
                                        l_mut_388_ = l_1361_;
                                    }
                                }
                                uint _e4998 = l_mut_428_;
                                uint _e4999 = l_mut_394_;
                                uint l_1362_ = (_e4998 + _e4999);
                                uint _e5001 = l_mut_421_;
                                uint _e5002 = l_mut_388_;
                                uint l_1363_ = (_e5001 + _e5002);
                                uint _e5004 = l_mut_428_;
                                bool l_1364_ = (l_1362_ < _e5004);
                                uint l_1365_ = uint(l_1364_);
                                uint l_1366_ = (l_1363_ + l_1365_);
                                l_mut_441_ = l_1362_;
                                l_mut_440_ = l_1366_;
                            }
                        }
                        if (l_1217_) {
                            uint _e5009 = l_mut_441_;
                            uint l_1367_ = (0u - _e5009);
                            uint _e5012 = l_mut_440_;
                            uint l_1368_ = (0u - _e5012);
                            uint _e5015 = l_mut_441_;
                            bool l_1369_ = (0u < _e5015);
                            uint l_1370_ = uint(l_1369_);
                            uint l_1371_ = (l_1368_ - l_1370_);
                            l_mut_441_ = l_1367_;
                            l_mut_440_ = l_1371_;
                        }
                    }
                    uint _e5019 = l_mut_441_;
                    uint l_1372_ = (l_1125_ - _e5019);
                    uint _e5021 = l_mut_440_;
                    uint l_1373_ = (l_1129_ - _e5021);
                    uint _e5023 = l_mut_441_;
                    bool l_1374_ = (l_1125_ < _e5023);
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
                    uint _e5056 = l_mut_394_;
                    bool l_1397_ = (_e5056 < l_1391_);
                    uint _e5058 = l_mut_394_;
                    bool l_1398_ = (_e5058 == l_1391_);
                    uint _e5060 = l_mut_421_;
                    bool l_1399_ = (_e5060 < l_1387_);
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
                        bool _e5075 = l_mut_652_;
                        l_mut_758_ = _e5075;
                        l_mut_652_ = false;
                    }
                    bool _e5077 = l_mut_652_;
                    if (_e5077) {
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
                        uint _e5092 = l_mut_275_;
                        uint l_1413_ = (_e5092 * l_1412_);
                        uint _e5094 = l_mut_275_;
                        uint l_3713_ = (_e5094 & 65535u);
                        uint _e5097 = l_mut_275_;
                        uint l_3714_ = (_e5097 >> 16u);
                        uint l_3715_ = (l_3714_ & 65535u);
                        uint l_3716_ = (l_1412_ & 65535u);
                        uint l_3717_ = (l_1412_ >> 16u);
                        uint l_3718_ = (l_3717_ & 65535u);
                        uint l_3719_ = (l_3713_ * l_3716_);
                        uint l_3720_ = (l_3715_ * l_3716_);
                        uint l_3721_ = (l_3713_ * l_3718_);
                        uint l_3722_ = (l_3715_ * l_3718_);
                        uint l_3723_ = (l_3719_ >> 16u);
                        uint l_3724_ = (l_3723_ & 65535u);
                        uint l_3725_ = (l_3720_ & 65535u);
                        uint l_3726_ = (l_3724_ + l_3725_);
                        uint l_3727_ = (l_3721_ & 65535u);
                        uint l_3728_ = (l_3726_ + l_3727_);
                        uint l_3729_ = (l_3720_ >> 16u);
                        uint l_3730_ = (l_3729_ & 65535u);
                        uint l_3731_ = (l_3722_ + l_3730_);
                        uint l_3732_ = (l_3721_ >> 16u);
                        uint l_3733_ = (l_3732_ & 65535u);
                        uint l_3734_ = (l_3731_ + l_3733_);
                        uint l_3735_ = (l_3728_ >> 16u);
                        uint l_3736_ = (l_3735_ & 65535u);
                        uint l_1414_ = (l_3734_ + l_3736_);
                        uint _e5137 = l_mut_269_;
                        uint l_1415_ = (_e5137 * l_1412_);
                        uint l_1416_ = (l_1414_ + l_1415_);
                        l_mut_219_ = 0u;
                        uint l_1417_ = (l_872_ - 1u);
                        uint _e5143 = l_mut_275_;
                        uint l_1418_ = (_e5143 * l_1417_);
                        uint _e5145 = l_mut_269_;
                        uint l_1419_ = (_e5145 * l_1417_);
                        uint _e5147 = l_mut_275_;
                        uint l_3738_ = (_e5147 & 65535u);
                        uint _e5150 = l_mut_275_;
                        uint l_3739_ = (_e5150 >> 16u);
                        uint l_3740_ = (l_3739_ & 65535u);
                        uint l_3741_ = (l_1417_ & 65535u);
                        uint l_3742_ = (l_1417_ >> 16u);
                        uint l_3743_ = (l_3742_ & 65535u);
                        uint l_3744_ = (l_3738_ * l_3741_);
                        uint l_3745_ = (l_3740_ * l_3741_);
                        uint l_3746_ = (l_3738_ * l_3743_);
                        uint l_3747_ = (l_3740_ * l_3743_);
                        uint l_3748_ = (l_3744_ >> 16u);
                        uint l_3749_ = (l_3748_ & 65535u);
                        uint l_3750_ = (l_3745_ & 65535u);
                        uint l_3751_ = (l_3749_ + l_3750_);
                        uint l_3752_ = (l_3746_ & 65535u);
                        uint l_3753_ = (l_3751_ + l_3752_);
                        uint l_3754_ = (l_3745_ >> 16u);
                        uint l_3755_ = (l_3754_ & 65535u);
                        uint l_3756_ = (l_3747_ + l_3755_);
                        uint l_3757_ = (l_3746_ >> 16u);
                        uint l_3758_ = (l_3757_ & 65535u);
                        uint l_3759_ = (l_3756_ + l_3758_);
                        uint l_3760_ = (l_3753_ >> 16u);
                        uint l_3761_ = (l_3760_ & 65535u);
                        uint l_1420_ = (l_3759_ + l_3761_);
                        uint l_1421_ = (l_1420_ + l_1419_);
                        uint _e5191 = l_mut_269_;
                        uint l_3763_ = (_e5191 & 65535u);
                        uint _e5194 = l_mut_269_;
                        uint l_3764_ = (_e5194 >> 16u);
                        uint l_3765_ = (l_3764_ & 65535u);
                        uint l_3766_ = (l_1417_ & 65535u);
                        uint l_3767_ = (l_1417_ >> 16u);
                        uint l_3768_ = (l_3767_ & 65535u);
                        uint l_3769_ = (l_3763_ * l_3766_);
                        uint l_3770_ = (l_3765_ * l_3766_);
                        uint l_3771_ = (l_3763_ * l_3768_);
                        uint l_3772_ = (l_3765_ * l_3768_);
                        uint l_3773_ = (l_3769_ >> 16u);
                        uint l_3774_ = (l_3773_ & 65535u);
                        uint l_3775_ = (l_3770_ & 65535u);
                        uint l_3776_ = (l_3774_ + l_3775_);
                        uint l_3777_ = (l_3771_ & 65535u);
                        uint l_3778_ = (l_3776_ + l_3777_);
                        uint l_3779_ = (l_3770_ >> 16u);
                        uint l_3780_ = (l_3779_ & 65535u);
                        uint l_3781_ = (l_3772_ + l_3780_);
                        uint l_3782_ = (l_3771_ >> 16u);
                        uint l_3783_ = (l_3782_ & 65535u);
                        uint l_3784_ = (l_3781_ + l_3783_);
                        uint l_3785_ = (l_3778_ >> 16u);
                        uint l_3786_ = (l_3785_ & 65535u);
                        uint l_1422_ = (l_3784_ + l_3786_);
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
                        uint _e5252 = l_mut_213_;
                        l_mut_145_ = _e5252;
                        uint _e5253 = l_mut_151_;
                        l_mut_213_ = _e5253;
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
                                uint _e5265 = l_mut_151_;
                                l_mut_145_ = _e5265;
                                l_mut_213_ = l_1444_;
                            }
                        }
                        uint _e5266 = l_mut_145_;
                        uint _e5267 = l_mut_213_;
                        uint l_1445_ = (_e5266 | _e5267);
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
                                    uint _e5302 = l_mut_269_;
                                    bool l_1463_ = (l_1451_ < _e5302);
                                    uint _e5304 = l_mut_269_;
                                    bool l_1464_ = (l_1451_ == _e5304);
                                    uint _e5306 = l_mut_275_;
                                    bool l_1465_ = (l_1447_ < _e5306);
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
                                        uint _e5319 = l_mut_269_;
                                        bool l_1469_ = (_e5319 < l_1451_);
                                        uint _e5321 = l_mut_269_;
                                        bool l_1470_ = (_e5321 == l_1451_);
                                        uint _e5323 = l_mut_275_;
                                        bool l_1471_ = (_e5323 < l_1447_);
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
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (!loop_init_5) {
                                                    uint _e5430 = l_mut_1479_;
                                                    l_mut_1479_ = (_e5430 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e5345 = l_mut_1479_;
                                                if ((_e5345 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5349 = l_mut_1479_;
                                                    uint l_1480_ = (19u - _e5349);
                                                    uint _e5351 = l_mut_90_;
                                                    l_mut_1481_ = _e5351;
                                                    uint _e5352 = l_mut_75_;
                                                    l_mut_1482_ = _e5352;
                                                    bool l_1483_ = (l_1480_ >= 32u);
                                                    if (l_1483_) {
                                                        uint l_1484_ = (l_1480_ & 31u);
                                                        uint _e5357 = l_mut_75_;
                                                        uint l_1485_ = (_e5357 >> l_1484_);
                                                        l_mut_1481_ = l_1485_;
                                                        l_mut_1482_ = 0u;
                                                    } else {
                                                        bool l_1486_ = (l_1480_ > 0u);
                                                        if (l_1486_) {
                                                            uint _e5362 = l_mut_90_;
                                                            l_mut_1487_ = _e5362;
                                                            bool l_1488_ = (l_1480_ > 0u);
                                                            if (l_1488_) {
                                                                uint _e5365 = l_mut_90_;
                                                                uint l_1489_ = (_e5365 >> l_1480_);
                                                                uint l_1490_ = (32u - l_1480_);
                                                                uint _e5369 = l_mut_75_;
                                                                uint l_1491_ = (_e5369 << l_1490_);
                                                                uint l_1492_ = (l_1489_ | l_1491_);
                                                                l_mut_1487_ = l_1492_;
                                                            }
                                                            uint _e5372 = l_mut_75_;
                                                            uint l_1493_ = (_e5372 >> l_1480_);
                                                            uint _e5374 = l_mut_1487_;
                                                            l_mut_1481_ = _e5374;
                                                            l_mut_1482_ = l_1493_;
                                                        }
                                                    }
                                                    uint _e5375 = l_mut_1482_;
                                                    uint _e5376 = l_mut_269_;
                                                    bool l_1494_ = (_e5375 < _e5376);
                                                    uint _e5378 = l_mut_1482_;
                                                    uint _e5379 = l_mut_269_;
                                                    bool l_1495_ = (_e5378 == _e5379);
                                                    uint _e5381 = l_mut_1481_;
                                                    uint _e5382 = l_mut_275_;
                                                    bool l_1496_ = (_e5381 < _e5382);
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
                                                        uint _e5394 = l_mut_275_;
                                                        l_mut_1487_ = _e5394;
                                                        uint _e5395 = l_mut_269_;
                                                        l_mut_1482_ = _e5395;
                                                        bool l_1500_ = (l_1480_ >= 32u);
                                                        if (l_1500_) {
                                                            uint l_1501_ = (l_1480_ & 31u);
                                                            uint _e5400 = l_mut_275_;
                                                            uint l_1502_ = (_e5400 << l_1501_);
                                                            l_mut_1487_ = 0u;
                                                            l_mut_1482_ = l_1502_;
                                                        } else {
                                                            bool l_1503_ = (l_1480_ > 0u);
                                                            if (l_1503_) {
                                                                uint _e5405 = l_mut_275_;
                                                                uint l_1504_ = (_e5405 << l_1480_);
                                                                uint _e5407 = l_mut_269_;
                                                                uint l_1505_ = (_e5407 << l_1480_);
                                                                uint l_1506_ = (32u - l_1480_);
                                                                uint _e5411 = l_mut_275_;
                                                                uint l_1507_ = (_e5411 >> l_1506_);
                                                                uint l_1508_ = (l_1505_ | l_1507_);
                                                                l_mut_1487_ = l_1504_;
                                                                l_mut_1482_ = l_1508_;
                                                            }
                                                        }
                                                        uint _e5414 = l_mut_90_;
                                                        uint _e5415 = l_mut_1487_;
                                                        uint l_1509_ = (_e5414 - _e5415);
                                                        uint _e5417 = l_mut_75_;
                                                        uint _e5418 = l_mut_1482_;
                                                        uint l_1510_ = (_e5417 - _e5418);
                                                        uint _e5420 = l_mut_90_;
                                                        uint _e5421 = l_mut_1487_;
                                                        bool l_1511_ = (_e5420 < _e5421);
                                                        uint l_1512_ = uint(l_1511_);
                                                        uint l_1513_ = (l_1510_ - l_1512_);
                                                        l_mut_90_ = l_1509_;
                                                        l_mut_75_ = l_1513_;
                                                        uint l_1514_ = (1u << l_1480_);
                                                        uint _e5427 = l_mut_40_;
                                                        l_mut_40_ = (_e5427 | l_1514_);
                                                    }
                                                }
                                            }
                                            uint _e5432 = l_mut_40_;
                                            uint l_1515_ = min(_e5432, l_1462_);
                                            l_mut_1487_ = l_1515_;
                                            uint _e5434 = l_mut_75_;
                                            uint _e5435 = l_mut_269_;
                                            bool l_1516_ = (_e5434 < _e5435);
                                            uint _e5437 = l_mut_75_;
                                            uint _e5438 = l_mut_269_;
                                            bool l_1517_ = (_e5437 == _e5438);
                                            uint _e5440 = l_mut_90_;
                                            uint _e5441 = l_mut_275_;
                                            bool l_1518_ = (_e5440 < _e5441);
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
                                            uint _e5453 = l_mut_1487_;
                                            l_mut_96_ = _e5453;
                                        }
                                        uint _e5454 = l_mut_275_;
                                        uint _e5455 = l_mut_96_;
                                        uint l_1522_ = (_e5454 * _e5455);
                                        uint _e5457 = l_mut_275_;
                                        uint l_3788_ = (_e5457 & 65535u);
                                        uint _e5460 = l_mut_275_;
                                        uint l_3789_ = (_e5460 >> 16u);
                                        uint l_3790_ = (l_3789_ & 65535u);
                                        uint _e5465 = l_mut_96_;
                                        uint l_3791_ = (_e5465 & 65535u);
                                        uint _e5468 = l_mut_96_;
                                        uint l_3792_ = (_e5468 >> 16u);
                                        uint l_3793_ = (l_3792_ & 65535u);
                                        uint l_3794_ = (l_3788_ * l_3791_);
                                        uint l_3795_ = (l_3790_ * l_3791_);
                                        uint l_3796_ = (l_3788_ * l_3793_);
                                        uint l_3797_ = (l_3790_ * l_3793_);
                                        uint l_3798_ = (l_3794_ >> 16u);
                                        uint l_3799_ = (l_3798_ & 65535u);
                                        uint l_3800_ = (l_3795_ & 65535u);
                                        uint l_3801_ = (l_3799_ + l_3800_);
                                        uint l_3802_ = (l_3796_ & 65535u);
                                        uint l_3803_ = (l_3801_ + l_3802_);
                                        uint l_3804_ = (l_3795_ >> 16u);
                                        uint l_3805_ = (l_3804_ & 65535u);
                                        uint l_3806_ = (l_3797_ + l_3805_);
                                        uint l_3807_ = (l_3796_ >> 16u);
                                        uint l_3808_ = (l_3807_ & 65535u);
                                        uint l_3809_ = (l_3806_ + l_3808_);
                                        uint l_3810_ = (l_3803_ >> 16u);
                                        uint l_3811_ = (l_3810_ & 65535u);
                                        uint l_1523_ = (l_3809_ + l_3811_);
                                        uint _e5502 = l_mut_269_;
                                        uint _e5503 = l_mut_96_;
                                        uint l_1524_ = (_e5502 * _e5503);
                                        uint l_1525_ = (l_1523_ + l_1524_);
                                        uint l_1526_ = (l_1447_ - l_1522_);
                                        uint l_1527_ = (l_1451_ - l_1525_);
                                        bool l_1528_ = (l_1447_ < l_1522_);
                                        uint l_1529_ = uint(l_1528_);
                                        uint l_1530_ = (l_1527_ - l_1529_);
                                        l_mut_145_ = l_1526_;
                                        l_mut_102_ = l_1530_;
                                        uint _e5511 = l_mut_102_;
                                        uint _e5512 = l_mut_269_;
                                        bool l_1531_ = (_e5511 < _e5512);
                                        uint _e5514 = l_mut_102_;
                                        uint _e5515 = l_mut_269_;
                                        bool l_1532_ = (_e5514 == _e5515);
                                        uint _e5517 = l_mut_145_;
                                        uint _e5518 = l_mut_275_;
                                        bool l_1533_ = (_e5517 < _e5518);
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
                                            uint _e5530 = l_mut_145_;
                                            uint _e5531 = l_mut_275_;
                                            uint l_1537_ = (_e5530 - _e5531);
                                            uint _e5533 = l_mut_102_;
                                            uint _e5534 = l_mut_269_;
                                            uint l_1538_ = (_e5533 - _e5534);
                                            uint _e5536 = l_mut_145_;
                                            uint _e5537 = l_mut_275_;
                                            bool l_1539_ = (_e5536 < _e5537);
                                            uint l_1540_ = uint(l_1539_);
                                            uint l_1541_ = (l_1538_ - l_1540_);
                                            l_mut_145_ = l_1537_;
                                            l_mut_102_ = l_1541_;
                                        }
                                    }
                                    uint _e5541 = l_mut_275_;
                                    uint _e5542 = l_mut_145_;
                                    uint l_1542_ = (_e5541 - _e5542);
                                    uint _e5544 = l_mut_269_;
                                    uint _e5545 = l_mut_102_;
                                    uint l_1543_ = (_e5544 - _e5545);
                                    uint _e5547 = l_mut_275_;
                                    uint _e5548 = l_mut_145_;
                                    bool l_1544_ = (_e5547 < _e5548);
                                    uint l_1545_ = uint(l_1544_);
                                    uint l_1546_ = (l_1543_ - l_1545_);
                                    l_mut_1487_ = l_1542_;
                                    l_mut_1482_ = l_1546_;
                                    uint _e5552 = l_mut_269_;
                                    bool l_1547_ = (l_1546_ < _e5552);
                                    uint _e5554 = l_mut_269_;
                                    bool l_1548_ = (l_1546_ == _e5554);
                                    uint _e5556 = l_mut_275_;
                                    bool l_1549_ = (l_1542_ < _e5556);
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
                                        uint _e5568 = l_mut_275_;
                                        uint l_1553_ = (l_1542_ - _e5568);
                                        uint _e5570 = l_mut_269_;
                                        uint l_1554_ = (l_1546_ - _e5570);
                                        uint _e5572 = l_mut_275_;
                                        bool l_1555_ = (l_1542_ < _e5572);
                                        uint l_1556_ = uint(l_1555_);
                                        uint l_1557_ = (l_1554_ - l_1556_);
                                        l_mut_1487_ = l_1553_;
                                        l_mut_1482_ = l_1557_;
                                    }
                                    uint _e5576 = l_mut_1482_;
                                    uint _e5577 = l_mut_151_;
                                    bool l_1558_ = (_e5576 < _e5577);
                                    uint _e5579 = l_mut_1482_;
                                    uint _e5580 = l_mut_151_;
                                    bool l_1559_ = (_e5579 == _e5580);
                                    uint _e5582 = l_mut_1487_;
                                    uint _e5583 = l_mut_213_;
                                    bool l_1560_ = (_e5582 < _e5583);
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
                                        uint _e5594 = l_mut_1487_;
                                        l_mut_213_ = _e5594;
                                        uint _e5595 = l_mut_1482_;
                                        l_mut_151_ = _e5595;
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
                                    uint _e5615 = l_mut_269_;
                                    bool l_1574_ = (l_1381_ < _e5615);
                                    uint _e5617 = l_mut_269_;
                                    bool l_1575_ = (l_1381_ == _e5617);
                                    uint _e5619 = l_mut_275_;
                                    bool l_1576_ = (l_1377_ < _e5619);
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
                                        uint _e5632 = l_mut_269_;
                                        bool l_1580_ = (_e5632 < l_1381_);
                                        uint _e5634 = l_mut_269_;
                                        bool l_1581_ = (_e5634 == l_1381_);
                                        uint _e5636 = l_mut_275_;
                                        bool l_1582_ = (_e5636 < l_1377_);
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
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (!loop_init_6) {
                                                    uint _e5743 = l_mut_1590_;
                                                    l_mut_1590_ = (_e5743 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e5658 = l_mut_1590_;
                                                if ((_e5658 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5662 = l_mut_1590_;
                                                    uint l_1591_ = (19u - _e5662);
                                                    uint _e5664 = l_mut_145_;
                                                    l_mut_90_ = _e5664;
                                                    uint _e5665 = l_mut_102_;
                                                    l_mut_75_ = _e5665;
                                                    bool l_1592_ = (l_1591_ >= 32u);
                                                    if (l_1592_) {
                                                        uint l_1593_ = (l_1591_ & 31u);
                                                        uint _e5670 = l_mut_102_;
                                                        uint l_1594_ = (_e5670 >> l_1593_);
                                                        l_mut_90_ = l_1594_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1595_ = (l_1591_ > 0u);
                                                        if (l_1595_) {
                                                            uint _e5675 = l_mut_145_;
                                                            l_mut_40_ = _e5675;
                                                            bool l_1596_ = (l_1591_ > 0u);
                                                            if (l_1596_) {
                                                                uint _e5678 = l_mut_145_;
                                                                uint l_1597_ = (_e5678 >> l_1591_);
                                                                uint l_1598_ = (32u - l_1591_);
                                                                uint _e5682 = l_mut_102_;
                                                                uint l_1599_ = (_e5682 << l_1598_);
                                                                uint l_1600_ = (l_1597_ | l_1599_);
                                                                l_mut_40_ = l_1600_;
                                                            }
                                                            uint _e5685 = l_mut_102_;
                                                            uint l_1601_ = (_e5685 >> l_1591_);
                                                            uint _e5687 = l_mut_40_;
                                                            l_mut_90_ = _e5687;
                                                            l_mut_75_ = l_1601_;
                                                        }
                                                    }
                                                    uint _e5688 = l_mut_75_;
                                                    uint _e5689 = l_mut_269_;
                                                    bool l_1602_ = (_e5688 < _e5689);
                                                    uint _e5691 = l_mut_75_;
                                                    uint _e5692 = l_mut_269_;
                                                    bool l_1603_ = (_e5691 == _e5692);
                                                    uint _e5694 = l_mut_90_;
                                                    uint _e5695 = l_mut_275_;
                                                    bool l_1604_ = (_e5694 < _e5695);
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
                                                        uint _e5707 = l_mut_275_;
                                                        l_mut_90_ = _e5707;
                                                        uint _e5708 = l_mut_269_;
                                                        l_mut_75_ = _e5708;
                                                        bool l_1608_ = (l_1591_ >= 32u);
                                                        if (l_1608_) {
                                                            uint l_1609_ = (l_1591_ & 31u);
                                                            uint _e5713 = l_mut_275_;
                                                            uint l_1610_ = (_e5713 << l_1609_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1610_;
                                                        } else {
                                                            bool l_1611_ = (l_1591_ > 0u);
                                                            if (l_1611_) {
                                                                uint _e5718 = l_mut_275_;
                                                                uint l_1612_ = (_e5718 << l_1591_);
                                                                uint _e5720 = l_mut_269_;
                                                                uint l_1613_ = (_e5720 << l_1591_);
                                                                uint l_1614_ = (32u - l_1591_);
                                                                uint _e5724 = l_mut_275_;
                                                                uint l_1615_ = (_e5724 >> l_1614_);
                                                                uint l_1616_ = (l_1613_ | l_1615_);
                                                                l_mut_90_ = l_1612_;
                                                                l_mut_75_ = l_1616_;
                                                            }
                                                        }
                                                        uint _e5727 = l_mut_145_;
                                                        uint _e5728 = l_mut_90_;
                                                        uint l_1617_ = (_e5727 - _e5728);
                                                        uint _e5730 = l_mut_102_;
                                                        uint _e5731 = l_mut_75_;
                                                        uint l_1618_ = (_e5730 - _e5731);
                                                        uint _e5733 = l_mut_145_;
                                                        uint _e5734 = l_mut_90_;
                                                        bool l_1619_ = (_e5733 < _e5734);
                                                        uint l_1620_ = uint(l_1619_);
                                                        uint l_1621_ = (l_1618_ - l_1620_);
                                                        l_mut_145_ = l_1617_;
                                                        l_mut_102_ = l_1621_;
                                                        uint l_1622_ = (1u << l_1591_);
                                                        uint _e5740 = l_mut_96_;
                                                        l_mut_96_ = (_e5740 | l_1622_);
                                                    }
                                                }
                                            }
                                            uint _e5745 = l_mut_96_;
                                            uint l_1623_ = min(_e5745, l_1573_);
                                            l_mut_96_ = l_1623_;
                                            uint _e5747 = l_mut_102_;
                                            uint _e5748 = l_mut_269_;
                                            bool l_1624_ = (_e5747 < _e5748);
                                            uint _e5750 = l_mut_102_;
                                            uint _e5751 = l_mut_269_;
                                            bool l_1625_ = (_e5750 == _e5751);
                                            uint _e5753 = l_mut_145_;
                                            uint _e5754 = l_mut_275_;
                                            bool l_1626_ = (_e5753 < _e5754);
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
                                            uint _e5766 = l_mut_96_;
                                            l_mut_1481_ = _e5766;
                                        }
                                        uint _e5767 = l_mut_275_;
                                        uint _e5768 = l_mut_1481_;
                                        uint l_1630_ = (_e5767 * _e5768);
                                        uint _e5770 = l_mut_275_;
                                        uint l_3813_ = (_e5770 & 65535u);
                                        uint _e5773 = l_mut_275_;
                                        uint l_3814_ = (_e5773 >> 16u);
                                        uint l_3815_ = (l_3814_ & 65535u);
                                        uint _e5778 = l_mut_1481_;
                                        uint l_3816_ = (_e5778 & 65535u);
                                        uint _e5781 = l_mut_1481_;
                                        uint l_3817_ = (_e5781 >> 16u);
                                        uint l_3818_ = (l_3817_ & 65535u);
                                        uint l_3819_ = (l_3813_ * l_3816_);
                                        uint l_3820_ = (l_3815_ * l_3816_);
                                        uint l_3821_ = (l_3813_ * l_3818_);
                                        uint l_3822_ = (l_3815_ * l_3818_);
                                        uint l_3823_ = (l_3819_ >> 16u);
                                        uint l_3824_ = (l_3823_ & 65535u);
                                        uint l_3825_ = (l_3820_ & 65535u);
                                        uint l_3826_ = (l_3824_ + l_3825_);
                                        uint l_3827_ = (l_3821_ & 65535u);
                                        uint l_3828_ = (l_3826_ + l_3827_);
                                        uint l_3829_ = (l_3820_ >> 16u);
                                        uint l_3830_ = (l_3829_ & 65535u);
                                        uint l_3831_ = (l_3822_ + l_3830_);
                                        uint l_3832_ = (l_3821_ >> 16u);
                                        uint l_3833_ = (l_3832_ & 65535u);
                                        uint l_3834_ = (l_3831_ + l_3833_);
                                        uint l_3835_ = (l_3828_ >> 16u);
                                        uint l_3836_ = (l_3835_ & 65535u);
                                        uint l_1631_ = (l_3834_ + l_3836_);
                                        uint _e5815 = l_mut_269_;
                                        uint _e5816 = l_mut_1481_;
                                        uint l_1632_ = (_e5815 * _e5816);
                                        uint l_1633_ = (l_1631_ + l_1632_);
                                        uint l_1634_ = (l_1377_ - l_1630_);
                                        uint l_1635_ = (l_1381_ - l_1633_);
                                        bool l_1636_ = (l_1377_ < l_1630_);
                                        uint l_1637_ = uint(l_1636_);
                                        uint l_1638_ = (l_1635_ - l_1637_);
                                        l_mut_1487_ = l_1634_;
                                        l_mut_1482_ = l_1638_;
                                        uint _e5824 = l_mut_1482_;
                                        uint _e5825 = l_mut_269_;
                                        bool l_1639_ = (_e5824 < _e5825);
                                        uint _e5827 = l_mut_1482_;
                                        uint _e5828 = l_mut_269_;
                                        bool l_1640_ = (_e5827 == _e5828);
                                        uint _e5830 = l_mut_1487_;
                                        uint _e5831 = l_mut_275_;
                                        bool l_1641_ = (_e5830 < _e5831);
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
                                            uint _e5843 = l_mut_1487_;
                                            uint _e5844 = l_mut_275_;
                                            uint l_1645_ = (_e5843 - _e5844);
                                            uint _e5846 = l_mut_1482_;
                                            uint _e5847 = l_mut_269_;
                                            uint l_1646_ = (_e5846 - _e5847);
                                            uint _e5849 = l_mut_1487_;
                                            uint _e5850 = l_mut_275_;
                                            bool l_1647_ = (_e5849 < _e5850);
                                            uint l_1648_ = uint(l_1647_);
                                            uint l_1649_ = (l_1646_ - l_1648_);
                                            l_mut_1487_ = l_1645_;
                                            l_mut_1482_ = l_1649_;
                                        }
                                    }
                                    uint _e5854 = l_mut_1482_;
                                    uint _e5855 = l_mut_151_;
                                    bool l_1650_ = (_e5854 < _e5855);
                                    uint _e5857 = l_mut_1482_;
                                    uint _e5858 = l_mut_151_;
                                    bool l_1651_ = (_e5857 == _e5858);
                                    uint _e5860 = l_mut_1487_;
                                    uint _e5861 = l_mut_213_;
                                    bool l_1652_ = (_e5860 < _e5861);
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
                                        uint _e5872 = l_mut_1487_;
                                        l_mut_213_ = _e5872;
                                        uint _e5873 = l_mut_1482_;
                                        l_mut_151_ = _e5873;
                                    }
                                }
                            }
                            uint _e5874 = l_mut_151_;
                            bool l_1655_ = (_e5874 < l_1391_);
                            uint _e5876 = l_mut_151_;
                            bool l_1656_ = (_e5876 == l_1391_);
                            uint _e5878 = l_mut_213_;
                            bool l_1657_ = (_e5878 < l_1387_);
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
                        uint _e5893 = l_mut_219_;
                        bool l_1663_ = (_e5893 > 0u);
                        if (l_1663_) {
                            uint _e5896 = l_mut_219_;
                            bool l_1664_ = (_e5896 == 1u);
                            l_mut_758_ = l_1664_;
                            l_mut_652_ = false;
                        }
                    }
                    l_mut_628_ = false;
                    while(true) {
                        bool _e5901 = l_mut_652_;
                        bool l_1665_ = !(_e5901);
                        if (l_1665_) {
                            break;
                        }
                        uint _e5903 = l_mut_441_;
                        l_mut_1487_ = _e5903;
                        uint _e5904 = l_mut_440_;
                        l_mut_1482_ = _e5904;
                        bool _e5905 = l_mut_628_;
                        if (_e5905) {
                            uint _e5906 = l_mut_439_;
                            l_mut_1487_ = _e5906;
                            uint _e5907 = l_mut_428_;
                            l_mut_1482_ = _e5907;
                        }
                        uint _e5908 = l_mut_394_;
                        uint _e5909 = l_mut_1482_;
                        bool l_1666_ = (_e5908 < _e5909);
                        uint _e5911 = l_mut_394_;
                        uint _e5912 = l_mut_1482_;
                        bool l_1667_ = (_e5911 == _e5912);
                        uint _e5914 = l_mut_421_;
                        uint _e5915 = l_mut_1487_;
                        bool l_1668_ = (_e5914 < _e5915);
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
                        bool _e5927 = l_mut_628_;
                        bool l_1672_ = (l_1671_ != _e5927);
                        if (l_1672_) {
                            uint _e5929 = l_mut_441_;
                            l_mut_1487_ = _e5929;
                            uint _e5930 = l_mut_440_;
                            l_mut_1482_ = _e5930;
                            uint _e5931 = l_mut_439_;
                            l_mut_441_ = _e5931;
                            uint _e5932 = l_mut_428_;
                            l_mut_440_ = _e5932;
                            uint _e5933 = l_mut_1487_;
                            l_mut_439_ = _e5933;
                            uint _e5934 = l_mut_1482_;
                            l_mut_428_ = _e5934;
                            uint _e5935 = l_mut_388_;
                            l_mut_1487_ = _e5935;
                            uint _e5936 = l_mut_382_;
                            l_mut_388_ = _e5936;
                            uint _e5937 = l_mut_1487_;
                            l_mut_382_ = _e5937;
                            l_mut_628_ = l_1671_;
                        }
                        uint _e5938 = l_mut_441_;
                        uint _e5939 = l_mut_421_;
                        uint l_1673_ = (_e5938 - _e5939);
                        uint _e5941 = l_mut_440_;
                        uint _e5942 = l_mut_394_;
                        uint l_1674_ = (_e5941 - _e5942);
                        uint _e5944 = l_mut_441_;
                        uint _e5945 = l_mut_421_;
                        bool l_1675_ = (_e5944 < _e5945);
                        uint l_1676_ = uint(l_1675_);
                        uint l_1677_ = (l_1674_ - l_1676_);
                        l_mut_1487_ = l_1673_;
                        l_mut_1482_ = l_1677_;
                        bool _e5949 = l_mut_628_;
                        if (_e5949) {
                            uint _e5950 = l_mut_421_;
                            uint l_1678_ = (_e5950 - l_1387_);
                            uint _e5952 = l_mut_394_;
                            uint l_1679_ = (_e5952 - l_1391_);
                            uint _e5954 = l_mut_421_;
                            bool l_1680_ = (_e5954 < l_1387_);
                            uint l_1681_ = uint(l_1680_);
                            uint l_1682_ = (l_1679_ - l_1681_);
                            l_mut_1487_ = l_1678_;
                            l_mut_1482_ = l_1682_;
                        }
                        uint _e5958 = l_mut_441_;
                        l_mut_1481_ = _e5958;
                        uint _e5959 = l_mut_440_;
                        l_mut_275_ = _e5959;
                        uint _e5960 = l_mut_1482_;
                        uint _e5961 = l_mut_440_;
                        bool l_1683_ = (_e5960 < _e5961);
                        uint _e5963 = l_mut_1482_;
                        uint _e5964 = l_mut_440_;
                        bool l_1684_ = (_e5963 == _e5964);
                        uint _e5966 = l_mut_1487_;
                        uint _e5967 = l_mut_441_;
                        bool l_1685_ = (_e5966 < _e5967);
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
                            uint _e5978 = l_mut_1487_;
                            l_mut_1481_ = _e5978;
                            uint _e5979 = l_mut_1482_;
                            l_mut_275_ = _e5979;
                        }
                        l_mut_357_ = false;
                        uint _e5981 = l_mut_1481_;
                        l_mut_1487_ = _e5981;
                        uint _e5982 = l_mut_275_;
                        l_mut_1482_ = _e5982;
                        if (false) {
                            uint _e5985 = l_mut_275_;
                            uint l_1690_ = (_e5985 >> 3u);
                            l_mut_1487_ = l_1690_;
                            l_mut_1482_ = 0u;
                        } else {
                            if (true) {
                                uint _e5989 = l_mut_1481_;
                                l_mut_269_ = _e5989;
                                if (true) {
                                    uint _e5991 = l_mut_1481_;
                                    uint l_1693_ = (_e5991 >> 3u);
                                    uint _e5994 = l_mut_275_;
                                    uint l_1694_ = (_e5994 << 29u);
                                    uint l_1695_ = (l_1693_ | l_1694_);
                                    l_mut_269_ = l_1695_;
                                }
                                uint _e5998 = l_mut_275_;
                                uint l_1696_ = (_e5998 >> 3u);
                                uint _e6001 = l_mut_269_;
                                l_mut_1487_ = _e6001;
                                l_mut_1482_ = l_1696_;
                            }
                        }
                        uint _e6002 = l_mut_1482_;
                        uint _e6003 = l_mut_428_;
                        bool l_1697_ = (_e6002 < _e6003);
                        uint _e6005 = l_mut_1482_;
                        uint _e6006 = l_mut_428_;
                        bool l_1698_ = (_e6005 == _e6006);
                        uint _e6008 = l_mut_1487_;
                        uint _e6009 = l_mut_439_;
                        bool l_1699_ = (_e6008 < _e6009);
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
                        uint _e6022 = l_mut_439_;
                        uint _e6023 = l_mut_428_;
                        uint l_1703_ = (_e6022 | _e6023);
                        bool l_1704_ = (l_1703_ == 0u);
                        bool l_1705_ = !(l_1704_);
                        bool _e6028 = l_mut_357_;
                        if (_e6028) {
                            local_108 = l_1705_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1706_ = local_108;
                        uint _e6033 = l_mut_428_;
                        uint _e6034 = l_mut_275_;
                        bool l_1707_ = (_e6033 < _e6034);
                        uint _e6036 = l_mut_428_;
                        uint _e6037 = l_mut_275_;
                        bool l_1708_ = (_e6036 == _e6037);
                        uint _e6039 = l_mut_439_;
                        uint _e6040 = l_mut_1481_;
                        bool l_1709_ = (_e6039 < _e6040);
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
                        uint _e6055 = l_mut_388_;
                        uint _e6056 = l_mut_382_;
                        uint l_1713_ = (_e6055 + _e6056);
                        bool l_1714_ = (l_1713_ < l_872_);
                        if (l_1712_) {
                            local_112 = l_1714_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1715_ = local_112;
                        if (l_1715_) {
                            uint _e6063 = l_mut_388_;
                            uint l_1716_ = (l_872_ - _e6063);
                            uint _e6065 = l_mut_382_;
                            uint l_1717_ = (l_1716_ - _e6065);
                            uint _e6067 = l_mut_388_;
                            uint l_1718_ = (l_1717_ / _e6067);
                            uint _e6069 = l_mut_1481_;
                            uint l_1719_ = (_e6069 - 1u);
                            uint _e6072 = l_mut_275_;
                            uint l_1720_ = (_e6072 - 0u);
                            uint _e6075 = l_mut_1481_;
                            bool l_1721_ = (_e6075 < 1u);
                            uint l_1722_ = uint(l_1721_);
                            uint l_1723_ = (l_1720_ - l_1722_);
                            l_mut_1482_ = l_1719_;
                            l_mut_1481_ = l_1723_;
                            l_mut_275_ = 0u;
                            l_mut_1724_ = 0u;
                            bool loop_init_7 = true;
                            while(true) {
                                if (!loop_init_7) {
                                    uint _e6168 = l_mut_1724_;
                                    l_mut_1724_ = (_e6168 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e6083 = l_mut_1724_;
                                if ((_e6083 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6087 = l_mut_1724_;
                                    uint l_1725_ = (19u - _e6087);
                                    uint _e6089 = l_mut_1482_;
                                    l_mut_269_ = _e6089;
                                    uint _e6090 = l_mut_1481_;
                                    l_mut_219_ = _e6090;
                                    bool l_1726_ = (l_1725_ >= 32u);
                                    if (l_1726_) {
                                        uint l_1727_ = (l_1725_ & 31u);
                                        uint _e6095 = l_mut_1481_;
                                        uint l_1728_ = (_e6095 >> l_1727_);
                                        l_mut_269_ = l_1728_;
                                        l_mut_219_ = 0u;
                                    } else {
                                        bool l_1729_ = (l_1725_ > 0u);
                                        if (l_1729_) {
                                            uint _e6100 = l_mut_1482_;
                                            l_mut_213_ = _e6100;
                                            bool l_1730_ = (l_1725_ > 0u);
                                            if (l_1730_) {
                                                uint _e6103 = l_mut_1482_;
                                                uint l_1731_ = (_e6103 >> l_1725_);
                                                uint l_1732_ = (32u - l_1725_);
                                                uint _e6107 = l_mut_1481_;
                                                uint l_1733_ = (_e6107 << l_1732_);
                                                uint l_1734_ = (l_1731_ | l_1733_);
                                                l_mut_213_ = l_1734_;
                                            }
                                            uint _e6110 = l_mut_1481_;
                                            uint l_1735_ = (_e6110 >> l_1725_);
                                            uint _e6112 = l_mut_213_;
                                            l_mut_269_ = _e6112;
                                            l_mut_219_ = l_1735_;
                                        }
                                    }
                                    uint _e6113 = l_mut_219_;
                                    uint _e6114 = l_mut_428_;
                                    bool l_1736_ = (_e6113 < _e6114);
                                    uint _e6116 = l_mut_219_;
                                    uint _e6117 = l_mut_428_;
                                    bool l_1737_ = (_e6116 == _e6117);
                                    uint _e6119 = l_mut_269_;
                                    uint _e6120 = l_mut_439_;
                                    bool l_1738_ = (_e6119 < _e6120);
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
                                        uint _e6132 = l_mut_439_;
                                        l_mut_269_ = _e6132;
                                        uint _e6133 = l_mut_428_;
                                        l_mut_219_ = _e6133;
                                        bool l_1742_ = (l_1725_ >= 32u);
                                        if (l_1742_) {
                                            uint l_1743_ = (l_1725_ & 31u);
                                            uint _e6138 = l_mut_439_;
                                            uint l_1744_ = (_e6138 << l_1743_);
                                            l_mut_269_ = 0u;
                                            l_mut_219_ = l_1744_;
                                        } else {
                                            bool l_1745_ = (l_1725_ > 0u);
                                            if (l_1745_) {
                                                uint _e6143 = l_mut_439_;
                                                uint l_1746_ = (_e6143 << l_1725_);
                                                uint _e6145 = l_mut_428_;
                                                uint l_1747_ = (_e6145 << l_1725_);
                                                uint l_1748_ = (32u - l_1725_);
                                                uint _e6149 = l_mut_439_;
                                                uint l_1749_ = (_e6149 >> l_1748_);
                                                uint l_1750_ = (l_1747_ | l_1749_);
                                                l_mut_269_ = l_1746_;
                                                l_mut_219_ = l_1750_;
                                            }
                                        }
                                        uint _e6152 = l_mut_1482_;
                                        uint _e6153 = l_mut_269_;
                                        uint l_1751_ = (_e6152 - _e6153);
                                        uint _e6155 = l_mut_1481_;
                                        uint _e6156 = l_mut_219_;
                                        uint l_1752_ = (_e6155 - _e6156);
                                        uint _e6158 = l_mut_1482_;
                                        uint _e6159 = l_mut_269_;
                                        bool l_1753_ = (_e6158 < _e6159);
                                        uint l_1754_ = uint(l_1753_);
                                        uint l_1755_ = (l_1752_ - l_1754_);
                                        l_mut_1482_ = l_1751_;
                                        l_mut_1481_ = l_1755_;
                                        uint l_1756_ = (1u << l_1725_);
                                        uint _e6165 = l_mut_275_;
                                        l_mut_275_ = (_e6165 | l_1756_);
                                    }
                                }
                            }
                            uint _e6170 = l_mut_275_;
                            uint l_1757_ = min(_e6170, l_1718_);
                            l_mut_275_ = l_1757_;
                            uint _e6172 = l_mut_1481_;
                            uint _e6173 = l_mut_428_;
                            bool l_1758_ = (_e6172 < _e6173);
                            uint _e6175 = l_mut_1481_;
                            uint _e6176 = l_mut_428_;
                            bool l_1759_ = (_e6175 == _e6176);
                            uint _e6178 = l_mut_1482_;
                            uint _e6179 = l_mut_439_;
                            bool l_1760_ = (_e6178 < _e6179);
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
                            uint _e6191 = l_mut_275_;
                            l_mut_1487_ = _e6191;
                        }
                        uint _e6192 = l_mut_1487_;
                        bool l_1764_ = (_e6192 == 0u);
                        l_mut_357_ = l_1764_;
                        uint _e6195 = l_mut_1487_;
                        bool l_1765_ = (_e6195 > 0u);
                        if (l_1765_) {
                            uint _e6198 = l_mut_439_;
                            uint _e6199 = l_mut_1487_;
                            uint l_1766_ = (_e6198 * _e6199);
                            uint _e6201 = l_mut_439_;
                            uint l_3838_ = (_e6201 & 65535u);
                            uint _e6204 = l_mut_439_;
                            uint l_3839_ = (_e6204 >> 16u);
                            uint l_3840_ = (l_3839_ & 65535u);
                            uint _e6209 = l_mut_1487_;
                            uint l_3841_ = (_e6209 & 65535u);
                            uint _e6212 = l_mut_1487_;
                            uint l_3842_ = (_e6212 >> 16u);
                            uint l_3843_ = (l_3842_ & 65535u);
                            uint l_3844_ = (l_3838_ * l_3841_);
                            uint l_3845_ = (l_3840_ * l_3841_);
                            uint l_3846_ = (l_3838_ * l_3843_);
                            uint l_3847_ = (l_3840_ * l_3843_);
                            uint l_3848_ = (l_3844_ >> 16u);
                            uint l_3849_ = (l_3848_ & 65535u);
                            uint l_3850_ = (l_3845_ & 65535u);
                            uint l_3851_ = (l_3849_ + l_3850_);
                            uint l_3852_ = (l_3846_ & 65535u);
                            uint l_3853_ = (l_3851_ + l_3852_);
                            uint l_3854_ = (l_3845_ >> 16u);
                            uint l_3855_ = (l_3854_ & 65535u);
                            uint l_3856_ = (l_3847_ + l_3855_);
                            uint l_3857_ = (l_3846_ >> 16u);
                            uint l_3858_ = (l_3857_ & 65535u);
                            uint l_3859_ = (l_3856_ + l_3858_);
                            uint l_3860_ = (l_3853_ >> 16u);
                            uint l_3861_ = (l_3860_ & 65535u);
                            uint l_1767_ = (l_3859_ + l_3861_);
                            uint _e6246 = l_mut_428_;
                            uint _e6247 = l_mut_1487_;
                            uint l_1768_ = (_e6246 * _e6247);
                            uint l_1769_ = (l_1767_ + l_1768_);
                            bool _e6250 = l_mut_628_;
                            if (_e6250) {
                                uint _e6251 = l_mut_421_;
                                uint l_1770_ = (_e6251 - l_1766_);
                                uint _e6253 = l_mut_394_;
                                uint l_1771_ = (_e6253 - l_1769_);
                                uint _e6255 = l_mut_421_;
                                bool l_1772_ = (_e6255 < l_1766_);
                                uint l_1773_ = uint(l_1772_);
                                uint l_1774_ = (l_1771_ - l_1773_);
                                l_mut_421_ = l_1770_;
                                l_mut_394_ = l_1774_;
                            }
                            uint _e6259 = l_mut_441_;
                            uint l_1775_ = (_e6259 - l_1766_);
                            uint _e6261 = l_mut_440_;
                            uint l_1776_ = (_e6261 - l_1769_);
                            uint _e6263 = l_mut_441_;
                            bool l_1777_ = (_e6263 < l_1766_);
                            uint l_1778_ = uint(l_1777_);
                            uint l_1779_ = (l_1776_ - l_1778_);
                            l_mut_441_ = l_1775_;
                            l_mut_440_ = l_1779_;
                            uint _e6267 = l_mut_1487_;
                            uint _e6268 = l_mut_388_;
                            uint l_1780_ = (_e6267 * _e6268);
                            uint _e6270 = l_mut_382_;
                            l_mut_382_ = (_e6270 + l_1780_);
                        } else {
                            bool _e6272 = l_mut_628_;
                            if (_e6272) {
                                uint _e6273 = l_mut_421_;
                                uint _e6274 = l_mut_439_;
                                uint l_1781_ = (_e6273 - _e6274);
                                uint _e6276 = l_mut_394_;
                                uint _e6277 = l_mut_428_;
                                uint l_1782_ = (_e6276 - _e6277);
                                uint _e6279 = l_mut_421_;
                                uint _e6280 = l_mut_439_;
                                bool l_1783_ = (_e6279 < _e6280);
                                uint l_1784_ = uint(l_1783_);
                                uint l_1785_ = (l_1782_ - l_1784_);
                                l_mut_421_ = l_1781_;
                                l_mut_394_ = l_1785_;
                                uint _e6284 = l_mut_394_;
                                bool l_1786_ = (_e6284 < l_1391_);
                                uint _e6286 = l_mut_394_;
                                bool l_1787_ = (_e6286 == l_1391_);
                                uint _e6288 = l_mut_421_;
                                bool l_1788_ = (_e6288 < l_1387_);
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
                        bool _e6301 = l_mut_357_;
                        if (_e6301) {
                            uint _e6302 = l_mut_388_;
                            uint l_1791_ = (l_872_ - _e6302);
                            uint _e6304 = l_mut_382_;
                            uint l_1792_ = (l_1791_ / _e6304);
                            l_mut_1487_ = 0u;
                            l_mut_350_ = false;
                            uint _e6308 = l_mut_439_;
                            l_mut_1482_ = _e6308;
                            uint _e6309 = l_mut_428_;
                            l_mut_1481_ = _e6309;
                            if (false) {
                                uint _e6312 = l_mut_428_;
                                uint l_1795_ = (_e6312 >> 3u);
                                l_mut_1482_ = l_1795_;
                                l_mut_1481_ = 0u;
                            } else {
                                if (true) {
                                    uint _e6316 = l_mut_439_;
                                    l_mut_275_ = _e6316;
                                    if (true) {
                                        uint _e6318 = l_mut_439_;
                                        uint l_1798_ = (_e6318 >> 3u);
                                        uint _e6321 = l_mut_428_;
                                        uint l_1799_ = (_e6321 << 29u);
                                        uint l_1800_ = (l_1798_ | l_1799_);
                                        l_mut_275_ = l_1800_;
                                    }
                                    uint _e6325 = l_mut_428_;
                                    uint l_1801_ = (_e6325 >> 3u);
                                    uint _e6328 = l_mut_275_;
                                    l_mut_1482_ = _e6328;
                                    l_mut_1481_ = l_1801_;
                                }
                            }
                            uint _e6329 = l_mut_1481_;
                            uint _e6330 = l_mut_440_;
                            bool l_1802_ = (_e6329 < _e6330);
                            uint _e6332 = l_mut_1481_;
                            uint _e6333 = l_mut_440_;
                            bool l_1803_ = (_e6332 == _e6333);
                            uint _e6335 = l_mut_1482_;
                            uint _e6336 = l_mut_441_;
                            bool l_1804_ = (_e6335 < _e6336);
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
                            uint _e6348 = l_mut_441_;
                            uint _e6349 = l_mut_440_;
                            uint l_1808_ = (_e6348 | _e6349);
                            bool l_1809_ = (l_1808_ == 0u);
                            if (l_1809_) {
                                l_mut_1487_ = l_1792_;
                            } else {
                                bool _e6353 = l_mut_350_;
                                if (_e6353) {
                                    uint _e6354 = l_mut_440_;
                                    uint _e6355 = l_mut_428_;
                                    bool l_1810_ = (_e6354 < _e6355);
                                    uint _e6357 = l_mut_440_;
                                    uint _e6358 = l_mut_428_;
                                    bool l_1811_ = (_e6357 == _e6358);
                                    uint _e6360 = l_mut_441_;
                                    uint _e6361 = l_mut_439_;
                                    bool l_1812_ = (_e6360 < _e6361);
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
                                        uint _e6372 = l_mut_439_;
                                        uint l_1815_ = (_e6372 - 1u);
                                        uint _e6375 = l_mut_428_;
                                        uint l_1816_ = (_e6375 - 0u);
                                        uint _e6378 = l_mut_439_;
                                        bool l_1817_ = (_e6378 < 1u);
                                        uint l_1818_ = uint(l_1817_);
                                        uint l_1819_ = (l_1816_ - l_1818_);
                                        l_mut_1482_ = l_1815_;
                                        l_mut_1481_ = l_1819_;
                                        l_mut_275_ = 0u;
                                        l_mut_1820_ = 0u;
                                        bool loop_init_8 = true;
                                        while(true) {
                                            if (!loop_init_8) {
                                                uint _e6471 = l_mut_1820_;
                                                l_mut_1820_ = (_e6471 + 1u);
                                            }
                                            loop_init_8 = false;
                                            uint _e6386 = l_mut_1820_;
                                            if ((_e6386 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e6390 = l_mut_1820_;
                                                uint l_1821_ = (19u - _e6390);
                                                uint _e6392 = l_mut_1482_;
                                                l_mut_269_ = _e6392;
                                                uint _e6393 = l_mut_1481_;
                                                l_mut_219_ = _e6393;
                                                bool l_1822_ = (l_1821_ >= 32u);
                                                if (l_1822_) {
                                                    uint l_1823_ = (l_1821_ & 31u);
                                                    uint _e6398 = l_mut_1481_;
                                                    uint l_1824_ = (_e6398 >> l_1823_);
                                                    l_mut_269_ = l_1824_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1825_ = (l_1821_ > 0u);
                                                    if (l_1825_) {
                                                        uint _e6403 = l_mut_1482_;
                                                        l_mut_213_ = _e6403;
                                                        bool l_1826_ = (l_1821_ > 0u);
                                                        if (l_1826_) {
                                                            uint _e6406 = l_mut_1482_;
                                                            uint l_1827_ = (_e6406 >> l_1821_);
                                                            uint l_1828_ = (32u - l_1821_);
                                                            uint _e6410 = l_mut_1481_;
                                                            uint l_1829_ = (_e6410 << l_1828_);
                                                            uint l_1830_ = (l_1827_ | l_1829_);
                                                            l_mut_213_ = l_1830_;
                                                        }
                                                        uint _e6413 = l_mut_1481_;
                                                        uint l_1831_ = (_e6413 >> l_1821_);
                                                        uint _e6415 = l_mut_213_;
                                                        l_mut_269_ = _e6415;
                                                        l_mut_219_ = l_1831_;
                                                    }
                                                }
                                                uint _e6416 = l_mut_219_;
                                                uint _e6417 = l_mut_440_;
                                                bool l_1832_ = (_e6416 < _e6417);
                                                uint _e6419 = l_mut_219_;
                                                uint _e6420 = l_mut_440_;
                                                bool l_1833_ = (_e6419 == _e6420);
                                                uint _e6422 = l_mut_269_;
                                                uint _e6423 = l_mut_441_;
                                                bool l_1834_ = (_e6422 < _e6423);
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
                                                    uint _e6435 = l_mut_441_;
                                                    l_mut_269_ = _e6435;
                                                    uint _e6436 = l_mut_440_;
                                                    l_mut_219_ = _e6436;
                                                    bool l_1838_ = (l_1821_ >= 32u);
                                                    if (l_1838_) {
                                                        uint l_1839_ = (l_1821_ & 31u);
                                                        uint _e6441 = l_mut_441_;
                                                        uint l_1840_ = (_e6441 << l_1839_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1840_;
                                                    } else {
                                                        bool l_1841_ = (l_1821_ > 0u);
                                                        if (l_1841_) {
                                                            uint _e6446 = l_mut_441_;
                                                            uint l_1842_ = (_e6446 << l_1821_);
                                                            uint _e6448 = l_mut_440_;
                                                            uint l_1843_ = (_e6448 << l_1821_);
                                                            uint l_1844_ = (32u - l_1821_);
                                                            uint _e6452 = l_mut_441_;
                                                            uint l_1845_ = (_e6452 >> l_1844_);
                                                            uint l_1846_ = (l_1843_ | l_1845_);
                                                            l_mut_269_ = l_1842_;
                                                            l_mut_219_ = l_1846_;
                                                        }
                                                    }
                                                    uint _e6455 = l_mut_1482_;
                                                    uint _e6456 = l_mut_269_;
                                                    uint l_1847_ = (_e6455 - _e6456);
                                                    uint _e6458 = l_mut_1481_;
                                                    uint _e6459 = l_mut_219_;
                                                    uint l_1848_ = (_e6458 - _e6459);
                                                    uint _e6461 = l_mut_1482_;
                                                    uint _e6462 = l_mut_269_;
                                                    bool l_1849_ = (_e6461 < _e6462);
                                                    uint l_1850_ = uint(l_1849_);
                                                    uint l_1851_ = (l_1848_ - l_1850_);
                                                    l_mut_1482_ = l_1847_;
                                                    l_mut_1481_ = l_1851_;
                                                    uint l_1852_ = (1u << l_1821_);
                                                    uint _e6468 = l_mut_275_;
                                                    l_mut_275_ = (_e6468 | l_1852_);
                                                }
                                            }
                                        }
                                        uint _e6473 = l_mut_275_;
                                        uint l_1853_ = min(_e6473, l_1792_);
                                        l_mut_275_ = l_1853_;
                                        uint _e6475 = l_mut_1481_;
                                        uint _e6476 = l_mut_440_;
                                        bool l_1854_ = (_e6475 < _e6476);
                                        uint _e6478 = l_mut_1481_;
                                        uint _e6479 = l_mut_440_;
                                        bool l_1855_ = (_e6478 == _e6479);
                                        uint _e6481 = l_mut_1482_;
                                        uint _e6482 = l_mut_441_;
                                        bool l_1856_ = (_e6481 < _e6482);
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
                                        uint _e6494 = l_mut_275_;
                                        l_mut_1487_ = _e6494;
                                    }
                                } else {
                                    uint _e6495 = l_mut_439_;
                                    l_mut_1482_ = _e6495;
                                    uint _e6496 = l_mut_428_;
                                    l_mut_1481_ = _e6496;
                                    while(true) {
                                        uint _e6497 = l_mut_440_;
                                        uint _e6498 = l_mut_1481_;
                                        bool l_1860_ = (_e6497 < _e6498);
                                        uint _e6500 = l_mut_440_;
                                        uint _e6501 = l_mut_1481_;
                                        bool l_1861_ = (_e6500 == _e6501);
                                        uint _e6503 = l_mut_441_;
                                        uint _e6504 = l_mut_1482_;
                                        bool l_1862_ = (_e6503 < _e6504);
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
                                        uint _e6515 = l_mut_1487_;
                                        uint _e6516 = l_mut_382_;
                                        uint l_1865_ = (_e6515 * _e6516);
                                        uint _e6518 = l_mut_388_;
                                        uint l_1866_ = (_e6518 + l_1865_);
                                        uint _e6520 = l_mut_382_;
                                        uint l_1867_ = (l_1866_ + _e6520);
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
                                        uint _e6528 = l_mut_1482_;
                                        uint _e6529 = l_mut_441_;
                                        uint l_1871_ = (_e6528 - _e6529);
                                        uint _e6531 = l_mut_1481_;
                                        uint _e6532 = l_mut_440_;
                                        uint l_1872_ = (_e6531 - _e6532);
                                        uint _e6534 = l_mut_1482_;
                                        uint _e6535 = l_mut_441_;
                                        bool l_1873_ = (_e6534 < _e6535);
                                        uint l_1874_ = uint(l_1873_);
                                        uint l_1875_ = (l_1872_ - l_1874_);
                                        l_mut_1482_ = l_1871_;
                                        l_mut_1481_ = l_1875_;
                                        uint _e6539 = l_mut_1487_;
                                        l_mut_1487_ = (_e6539 + 1u);
                                    }
                                }
                            }
                            uint _e6542 = l_mut_1487_;
                            uint _e6543 = l_mut_382_;
                            uint l_1876_ = (_e6542 * _e6543);
                            uint _e6545 = l_mut_388_;
                            uint l_1877_ = (_e6545 + l_1876_);
                            uint _e6547 = l_mut_382_;
                            uint l_1878_ = (l_1877_ + _e6547);
                            bool l_1879_ = (l_1878_ >= l_872_);
                            uint _e6550 = l_mut_441_;
                            l_mut_1482_ = _e6550;
                            uint _e6551 = l_mut_440_;
                            l_mut_1481_ = _e6551;
                            uint _e6552 = l_mut_439_;
                            l_mut_275_ = _e6552;
                            uint _e6553 = l_mut_428_;
                            l_mut_269_ = _e6553;
                            uint _e6554 = l_mut_388_;
                            l_mut_219_ = _e6554;
                            uint _e6555 = l_mut_382_;
                            l_mut_213_ = _e6555;
                            bool l_1880_ = !(l_1879_);
                            if (l_1880_) {
                                uint _e6557 = l_mut_441_;
                                uint _e6558 = l_mut_1487_;
                                uint l_1881_ = (_e6557 * _e6558);
                                uint _e6560 = l_mut_441_;
                                uint l_3863_ = (_e6560 & 65535u);
                                uint _e6563 = l_mut_441_;
                                uint l_3864_ = (_e6563 >> 16u);
                                uint l_3865_ = (l_3864_ & 65535u);
                                uint _e6568 = l_mut_1487_;
                                uint l_3866_ = (_e6568 & 65535u);
                                uint _e6571 = l_mut_1487_;
                                uint l_3867_ = (_e6571 >> 16u);
                                uint l_3868_ = (l_3867_ & 65535u);
                                uint l_3869_ = (l_3863_ * l_3866_);
                                uint l_3870_ = (l_3865_ * l_3866_);
                                uint l_3871_ = (l_3863_ * l_3868_);
                                uint l_3872_ = (l_3865_ * l_3868_);
                                uint l_3873_ = (l_3869_ >> 16u);
                                uint l_3874_ = (l_3873_ & 65535u);
                                uint l_3875_ = (l_3870_ & 65535u);
                                uint l_3876_ = (l_3874_ + l_3875_);
                                uint l_3877_ = (l_3871_ & 65535u);
                                uint l_3878_ = (l_3876_ + l_3877_);
                                uint l_3879_ = (l_3870_ >> 16u);
                                uint l_3880_ = (l_3879_ & 65535u);
                                uint l_3881_ = (l_3872_ + l_3880_);
                                uint l_3882_ = (l_3871_ >> 16u);
                                uint l_3883_ = (l_3882_ & 65535u);
                                uint l_3884_ = (l_3881_ + l_3883_);
                                uint l_3885_ = (l_3878_ >> 16u);
                                uint l_3886_ = (l_3885_ & 65535u);
                                uint l_1882_ = (l_3884_ + l_3886_);
                                uint _e6605 = l_mut_440_;
                                uint _e6606 = l_mut_1487_;
                                uint l_1883_ = (_e6605 * _e6606);
                                uint l_1884_ = (l_1882_ + l_1883_);
                                uint _e6609 = l_mut_439_;
                                uint l_1885_ = (_e6609 - l_1881_);
                                uint _e6611 = l_mut_428_;
                                uint l_1886_ = (_e6611 - l_1884_);
                                uint _e6613 = l_mut_439_;
                                bool l_1887_ = (_e6613 < l_1881_);
                                uint l_1888_ = uint(l_1887_);
                                uint l_1889_ = (l_1886_ - l_1888_);
                                l_mut_275_ = l_1885_;
                                l_mut_269_ = l_1889_;
                                uint _e6617 = l_mut_1487_;
                                uint _e6618 = l_mut_382_;
                                uint l_1890_ = (_e6617 * _e6618);
                                uint _e6620 = l_mut_388_;
                                uint l_1891_ = (_e6620 + l_1890_);
                                l_mut_219_ = l_1891_;
                                uint _e6622 = l_mut_441_;
                                uint _e6623 = l_mut_275_;
                                uint l_1892_ = (_e6622 - _e6623);
                                uint _e6625 = l_mut_440_;
                                uint _e6626 = l_mut_269_;
                                uint l_1893_ = (_e6625 - _e6626);
                                uint _e6628 = l_mut_441_;
                                uint _e6629 = l_mut_275_;
                                bool l_1894_ = (_e6628 < _e6629);
                                uint l_1895_ = uint(l_1894_);
                                uint l_1896_ = (l_1893_ - l_1895_);
                                l_mut_1482_ = l_1892_;
                                l_mut_1481_ = l_1896_;
                                uint _e6633 = l_mut_382_;
                                uint _e6634 = l_mut_219_;
                                uint l_1897_ = (_e6633 + _e6634);
                                l_mut_213_ = l_1897_;
                            }
                            uint _e6636 = l_mut_1482_;
                            l_mut_441_ = _e6636;
                            uint _e6637 = l_mut_1481_;
                            l_mut_440_ = _e6637;
                            uint _e6638 = l_mut_275_;
                            l_mut_439_ = _e6638;
                            uint _e6639 = l_mut_269_;
                            l_mut_428_ = _e6639;
                            uint _e6640 = l_mut_219_;
                            l_mut_388_ = _e6640;
                            uint _e6641 = l_mut_213_;
                            l_mut_382_ = _e6641;
                            l_mut_758_ = l_1879_;
                            bool l_1898_ = !(l_1879_);
                            l_mut_652_ = l_1898_;
                        }
                    }
                    bool _e6643 = l_mut_758_;
                    bool l_1899_ = !(_e6643);
                    if (l_871_) {
                        local_130 = l_1899_;
                    } else {
                        local_130 = false;
                    }
                    bool l_1900_ = local_130;
                    if (l_1900_) {
                        uint _e6650 = l_mut_869_;
                        uint l_1901_ = (1u << _e6650);
                        uint _e6652 = l_mut_450_;
                        l_mut_450_ = (_e6652 | l_1901_);
                        uint _e6654 = l_mut_445_;
                        l_mut_445_ = (_e6654 + 1u);
                        uint l_1902_ = (l_870_ + l_868_);
                        uint l_1903_ = min(l_1902_, l_56_);
                        l_mut_1487_ = 0u;
                        l_mut_1904_ = l_870_;
                        bool loop_init_9 = true;
                        while(true) {
                            if (!loop_init_9) {
                                uint _e7581 = l_mut_1904_;
                                l_mut_1904_ = (_e7581 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e6661 = l_mut_1904_;
                            if ((_e6661 < l_1903_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e6663 = l_mut_1904_;
                                uint l_1905_ = (l_59_ * _e6663);
                                uint l_3888_ = (l_59_ & 65535u);
                                uint l_3889_ = (l_59_ >> 16u);
                                uint l_3890_ = (l_3889_ & 65535u);
                                uint _e6671 = l_mut_1904_;
                                uint l_3891_ = (_e6671 & 65535u);
                                uint _e6674 = l_mut_1904_;
                                uint l_3892_ = (_e6674 >> 16u);
                                uint l_3893_ = (l_3892_ & 65535u);
                                uint l_3894_ = (l_3888_ * l_3891_);
                                uint l_3895_ = (l_3890_ * l_3891_);
                                uint l_3896_ = (l_3888_ * l_3893_);
                                uint l_3897_ = (l_3890_ * l_3893_);
                                uint l_3898_ = (l_3894_ >> 16u);
                                uint l_3899_ = (l_3898_ & 65535u);
                                uint l_3900_ = (l_3895_ & 65535u);
                                uint l_3901_ = (l_3899_ + l_3900_);
                                uint l_3902_ = (l_3896_ & 65535u);
                                uint l_3903_ = (l_3901_ + l_3902_);
                                uint l_3904_ = (l_3895_ >> 16u);
                                uint l_3905_ = (l_3904_ & 65535u);
                                uint l_3906_ = (l_3897_ + l_3905_);
                                uint l_3907_ = (l_3896_ >> 16u);
                                uint l_3908_ = (l_3907_ & 65535u);
                                uint l_3909_ = (l_3906_ + l_3908_);
                                uint l_3910_ = (l_3903_ >> 16u);
                                uint l_3911_ = (l_3910_ & 65535u);
                                uint l_1906_ = (l_3909_ + l_3911_);
                                uint _e6708 = l_mut_1904_;
                                uint l_1907_ = (l_62_ * _e6708);
                                uint l_1908_ = (l_1906_ + l_1907_);
                                uint l_1909_ = (l_64_ + l_1905_);
                                uint l_1910_ = (l_67_ + l_1908_);
                                bool l_1911_ = (l_1909_ < l_64_);
                                uint l_1912_ = uint(l_1911_);
                                uint l_1913_ = (l_1910_ + l_1912_);
                                l_mut_1482_ = 0u;
                                l_mut_1481_ = 0u;
                                uint _e6718 = l_mut_1904_;
                                bool l_1914_ = (_e6718 < 65536u);
                                if (l_1914_) {
                                    uint _e6721 = l_mut_1904_;
                                    uint _e6722 = l_mut_1904_;
                                    uint l_1915_ = (_e6721 * _e6722);
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
                                    uint _e6736 = l_mut_441_;
                                    uint l_1923_ = (_e6736 * l_1915_);
                                    uint _e6738 = l_mut_440_;
                                    uint l_1924_ = (_e6738 * l_1915_);
                                    uint _e6740 = l_mut_441_;
                                    uint l_3913_ = (_e6740 & 65535u);
                                    uint _e6743 = l_mut_441_;
                                    uint l_3914_ = (_e6743 >> 16u);
                                    uint l_3915_ = (l_3914_ & 65535u);
                                    uint l_3916_ = (l_1915_ & 65535u);
                                    uint l_3917_ = (l_1915_ >> 16u);
                                    uint l_3918_ = (l_3917_ & 65535u);
                                    uint l_3919_ = (l_3913_ * l_3916_);
                                    uint l_3920_ = (l_3915_ * l_3916_);
                                    uint l_3921_ = (l_3913_ * l_3918_);
                                    uint l_3922_ = (l_3915_ * l_3918_);
                                    uint l_3923_ = (l_3919_ >> 16u);
                                    uint l_3924_ = (l_3923_ & 65535u);
                                    uint l_3925_ = (l_3920_ & 65535u);
                                    uint l_3926_ = (l_3924_ + l_3925_);
                                    uint l_3927_ = (l_3921_ & 65535u);
                                    uint l_3928_ = (l_3926_ + l_3927_);
                                    uint l_3929_ = (l_3920_ >> 16u);
                                    uint l_3930_ = (l_3929_ & 65535u);
                                    uint l_3931_ = (l_3922_ + l_3930_);
                                    uint l_3932_ = (l_3921_ >> 16u);
                                    uint l_3933_ = (l_3932_ & 65535u);
                                    uint l_3934_ = (l_3931_ + l_3933_);
                                    uint l_3935_ = (l_3928_ >> 16u);
                                    uint l_3936_ = (l_3935_ & 65535u);
                                    uint l_1925_ = (l_3934_ + l_3936_);
                                    uint l_1926_ = (l_1925_ + l_1924_);
                                    uint _e6784 = l_mut_440_;
                                    uint l_3938_ = (_e6784 & 65535u);
                                    uint _e6787 = l_mut_440_;
                                    uint l_3939_ = (_e6787 >> 16u);
                                    uint l_3940_ = (l_3939_ & 65535u);
                                    uint l_3941_ = (l_1915_ & 65535u);
                                    uint l_3942_ = (l_1915_ >> 16u);
                                    uint l_3943_ = (l_3942_ & 65535u);
                                    uint l_3944_ = (l_3938_ * l_3941_);
                                    uint l_3945_ = (l_3940_ * l_3941_);
                                    uint l_3946_ = (l_3938_ * l_3943_);
                                    uint l_3947_ = (l_3940_ * l_3943_);
                                    uint l_3948_ = (l_3944_ >> 16u);
                                    uint l_3949_ = (l_3948_ & 65535u);
                                    uint l_3950_ = (l_3945_ & 65535u);
                                    uint l_3951_ = (l_3949_ + l_3950_);
                                    uint l_3952_ = (l_3946_ & 65535u);
                                    uint l_3953_ = (l_3951_ + l_3952_);
                                    uint l_3954_ = (l_3945_ >> 16u);
                                    uint l_3955_ = (l_3954_ & 65535u);
                                    uint l_3956_ = (l_3947_ + l_3955_);
                                    uint l_3957_ = (l_3946_ >> 16u);
                                    uint l_3958_ = (l_3957_ & 65535u);
                                    uint l_3959_ = (l_3956_ + l_3958_);
                                    uint l_3960_ = (l_3953_ >> 16u);
                                    uint l_3961_ = (l_3960_ & 65535u);
                                    uint l_1927_ = (l_3959_ + l_3961_);
                                    bool l_1928_ = (l_1926_ < l_1924_);
                                    uint l_1929_ = uint(l_1928_);
                                    uint l_1930_ = (l_1927_ + l_1929_);
                                    uint l_1931_ = (l_9_ % 32u);
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
                                    uint _e6846 = l_mut_439_;
                                    l_mut_421_ = _e6846;
                                    uint _e6847 = l_mut_428_;
                                    l_mut_439_ = _e6847;
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
                                            uint _e6861 = l_mut_428_;
                                            l_mut_421_ = _e6861;
                                            l_mut_439_ = l_1949_;
                                        }
                                    }
                                    uint _e6862 = l_mut_421_;
                                    l_mut_441_ = _e6862;
                                    uint _e6863 = l_mut_439_;
                                    l_mut_440_ = _e6863;
                                    if (l_1917_) {
                                        uint _e6865 = l_mut_441_;
                                        uint l_1950_ = (0u - _e6865);
                                        uint _e6868 = l_mut_440_;
                                        uint l_1951_ = (0u - _e6868);
                                        uint _e6871 = l_mut_441_;
                                        bool l_1952_ = (0u < _e6871);
                                        uint l_1953_ = uint(l_1952_);
                                        uint l_1954_ = (l_1951_ - l_1953_);
                                        l_mut_441_ = l_1950_;
                                        l_mut_440_ = l_1954_;
                                    }
                                    uint _e6875 = l_mut_441_;
                                    l_mut_1482_ = _e6875;
                                    uint _e6876 = l_mut_440_;
                                    l_mut_1481_ = _e6876;
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
                                    uint _e6889 = l_mut_441_;
                                    uint _e6890 = l_mut_1904_;
                                    uint l_1962_ = (_e6889 * _e6890);
                                    uint _e6892 = l_mut_440_;
                                    uint _e6893 = l_mut_1904_;
                                    uint l_1963_ = (_e6892 * _e6893);
                                    uint _e6895 = l_mut_441_;
                                    uint l_3963_ = (_e6895 & 65535u);
                                    uint _e6898 = l_mut_441_;
                                    uint l_3964_ = (_e6898 >> 16u);
                                    uint l_3965_ = (l_3964_ & 65535u);
                                    uint _e6903 = l_mut_1904_;
                                    uint l_3966_ = (_e6903 & 65535u);
                                    uint _e6906 = l_mut_1904_;
                                    uint l_3967_ = (_e6906 >> 16u);
                                    uint l_3968_ = (l_3967_ & 65535u);
                                    uint l_3969_ = (l_3963_ * l_3966_);
                                    uint l_3970_ = (l_3965_ * l_3966_);
                                    uint l_3971_ = (l_3963_ * l_3968_);
                                    uint l_3972_ = (l_3965_ * l_3968_);
                                    uint l_3973_ = (l_3969_ >> 16u);
                                    uint l_3974_ = (l_3973_ & 65535u);
                                    uint l_3975_ = (l_3970_ & 65535u);
                                    uint l_3976_ = (l_3974_ + l_3975_);
                                    uint l_3977_ = (l_3971_ & 65535u);
                                    uint l_3978_ = (l_3976_ + l_3977_);
                                    uint l_3979_ = (l_3970_ >> 16u);
                                    uint l_3980_ = (l_3979_ & 65535u);
                                    uint l_3981_ = (l_3972_ + l_3980_);
                                    uint l_3982_ = (l_3971_ >> 16u);
                                    uint l_3983_ = (l_3982_ & 65535u);
                                    uint l_3984_ = (l_3981_ + l_3983_);
                                    uint l_3985_ = (l_3978_ >> 16u);
                                    uint l_3986_ = (l_3985_ & 65535u);
                                    uint l_1964_ = (l_3984_ + l_3986_);
                                    uint l_1965_ = (l_1964_ + l_1963_);
                                    uint _e6941 = l_mut_440_;
                                    uint l_3988_ = (_e6941 & 65535u);
                                    uint _e6944 = l_mut_440_;
                                    uint l_3989_ = (_e6944 >> 16u);
                                    uint l_3990_ = (l_3989_ & 65535u);
                                    uint _e6949 = l_mut_1904_;
                                    uint l_3991_ = (_e6949 & 65535u);
                                    uint _e6952 = l_mut_1904_;
                                    uint l_3992_ = (_e6952 >> 16u);
                                    uint l_3993_ = (l_3992_ & 65535u);
                                    uint l_3994_ = (l_3988_ * l_3991_);
                                    uint l_3995_ = (l_3990_ * l_3991_);
                                    uint l_3996_ = (l_3988_ * l_3993_);
                                    uint l_3997_ = (l_3990_ * l_3993_);
                                    uint l_3998_ = (l_3994_ >> 16u);
                                    uint l_3999_ = (l_3998_ & 65535u);
                                    uint l_4000_ = (l_3995_ & 65535u);
                                    uint l_4001_ = (l_3999_ + l_4000_);
                                    uint l_4002_ = (l_3996_ & 65535u);
                                    uint l_4003_ = (l_4001_ + l_4002_);
                                    uint l_4004_ = (l_3995_ >> 16u);
                                    uint l_4005_ = (l_4004_ & 65535u);
                                    uint l_4006_ = (l_3997_ + l_4005_);
                                    uint l_4007_ = (l_3996_ >> 16u);
                                    uint l_4008_ = (l_4007_ & 65535u);
                                    uint l_4009_ = (l_4006_ + l_4008_);
                                    uint l_4010_ = (l_4003_ >> 16u);
                                    uint l_4011_ = (l_4010_ & 65535u);
                                    uint l_1966_ = (l_4009_ + l_4011_);
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
                                    uint _e7004 = l_mut_439_;
                                    l_mut_421_ = _e7004;
                                    uint _e7005 = l_mut_428_;
                                    l_mut_439_ = _e7005;
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
                                            uint _e7017 = l_mut_428_;
                                            l_mut_421_ = _e7017;
                                            l_mut_439_ = l_1988_;
                                        }
                                    }
                                    uint _e7018 = l_mut_441_;
                                    uint _e7019 = l_mut_1904_;
                                    uint l_1989_ = (_e7018 * _e7019);
                                    uint _e7021 = l_mut_440_;
                                    uint _e7022 = l_mut_1904_;
                                    uint l_1990_ = (_e7021 * _e7022);
                                    uint _e7024 = l_mut_441_;
                                    uint l_4013_ = (_e7024 & 65535u);
                                    uint _e7027 = l_mut_441_;
                                    uint l_4014_ = (_e7027 >> 16u);
                                    uint l_4015_ = (l_4014_ & 65535u);
                                    uint _e7032 = l_mut_1904_;
                                    uint l_4016_ = (_e7032 & 65535u);
                                    uint _e7035 = l_mut_1904_;
                                    uint l_4017_ = (_e7035 >> 16u);
                                    uint l_4018_ = (l_4017_ & 65535u);
                                    uint l_4019_ = (l_4013_ * l_4016_);
                                    uint l_4020_ = (l_4015_ * l_4016_);
                                    uint l_4021_ = (l_4013_ * l_4018_);
                                    uint l_4022_ = (l_4015_ * l_4018_);
                                    uint l_4023_ = (l_4019_ >> 16u);
                                    uint l_4024_ = (l_4023_ & 65535u);
                                    uint l_4025_ = (l_4020_ & 65535u);
                                    uint l_4026_ = (l_4024_ + l_4025_);
                                    uint l_4027_ = (l_4021_ & 65535u);
                                    uint l_4028_ = (l_4026_ + l_4027_);
                                    uint l_4029_ = (l_4020_ >> 16u);
                                    uint l_4030_ = (l_4029_ & 65535u);
                                    uint l_4031_ = (l_4022_ + l_4030_);
                                    uint l_4032_ = (l_4021_ >> 16u);
                                    uint l_4033_ = (l_4032_ & 65535u);
                                    uint l_4034_ = (l_4031_ + l_4033_);
                                    uint l_4035_ = (l_4028_ >> 16u);
                                    uint l_4036_ = (l_4035_ & 65535u);
                                    uint l_1991_ = (l_4034_ + l_4036_);
                                    uint l_1992_ = (l_1991_ + l_1990_);
                                    uint _e7070 = l_mut_440_;
                                    uint l_4038_ = (_e7070 & 65535u);
                                    uint _e7073 = l_mut_440_;
                                    uint l_4039_ = (_e7073 >> 16u);
                                    uint l_4040_ = (l_4039_ & 65535u);
                                    uint _e7078 = l_mut_1904_;
                                    uint l_4041_ = (_e7078 & 65535u);
                                    uint _e7081 = l_mut_1904_;
                                    uint l_4042_ = (_e7081 >> 16u);
                                    uint l_4043_ = (l_4042_ & 65535u);
                                    uint l_4044_ = (l_4038_ * l_4041_);
                                    uint l_4045_ = (l_4040_ * l_4041_);
                                    uint l_4046_ = (l_4038_ * l_4043_);
                                    uint l_4047_ = (l_4040_ * l_4043_);
                                    uint l_4048_ = (l_4044_ >> 16u);
                                    uint l_4049_ = (l_4048_ & 65535u);
                                    uint l_4050_ = (l_4045_ & 65535u);
                                    uint l_4051_ = (l_4049_ + l_4050_);
                                    uint l_4052_ = (l_4046_ & 65535u);
                                    uint l_4053_ = (l_4051_ + l_4052_);
                                    uint l_4054_ = (l_4045_ >> 16u);
                                    uint l_4055_ = (l_4054_ & 65535u);
                                    uint l_4056_ = (l_4047_ + l_4055_);
                                    uint l_4057_ = (l_4046_ >> 16u);
                                    uint l_4058_ = (l_4057_ & 65535u);
                                    uint l_4059_ = (l_4056_ + l_4058_);
                                    uint l_4060_ = (l_4053_ >> 16u);
                                    uint l_4061_ = (l_4060_ & 65535u);
                                    uint l_1993_ = (l_4059_ + l_4061_);
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
                                    uint _e7133 = l_mut_428_;
                                    l_mut_388_ = _e7133;
                                    uint _e7134 = l_mut_394_;
                                    l_mut_428_ = _e7134;
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
                                            uint _e7146 = l_mut_394_;
                                            l_mut_388_ = _e7146;
                                            l_mut_428_ = l_2015_;
                                        }
                                    }
                                    uint _e7147 = l_mut_421_;
                                    uint _e7148 = l_mut_1904_;
                                    uint l_2016_ = (_e7147 * _e7148);
                                    uint _e7150 = l_mut_439_;
                                    uint _e7151 = l_mut_1904_;
                                    uint l_2017_ = (_e7150 * _e7151);
                                    uint _e7153 = l_mut_421_;
                                    uint l_4063_ = (_e7153 & 65535u);
                                    uint _e7156 = l_mut_421_;
                                    uint l_4064_ = (_e7156 >> 16u);
                                    uint l_4065_ = (l_4064_ & 65535u);
                                    uint _e7161 = l_mut_1904_;
                                    uint l_4066_ = (_e7161 & 65535u);
                                    uint _e7164 = l_mut_1904_;
                                    uint l_4067_ = (_e7164 >> 16u);
                                    uint l_4068_ = (l_4067_ & 65535u);
                                    uint l_4069_ = (l_4063_ * l_4066_);
                                    uint l_4070_ = (l_4065_ * l_4066_);
                                    uint l_4071_ = (l_4063_ * l_4068_);
                                    uint l_4072_ = (l_4065_ * l_4068_);
                                    uint l_4073_ = (l_4069_ >> 16u);
                                    uint l_4074_ = (l_4073_ & 65535u);
                                    uint l_4075_ = (l_4070_ & 65535u);
                                    uint l_4076_ = (l_4074_ + l_4075_);
                                    uint l_4077_ = (l_4071_ & 65535u);
                                    uint l_4078_ = (l_4076_ + l_4077_);
                                    uint l_4079_ = (l_4070_ >> 16u);
                                    uint l_4080_ = (l_4079_ & 65535u);
                                    uint l_4081_ = (l_4072_ + l_4080_);
                                    uint l_4082_ = (l_4071_ >> 16u);
                                    uint l_4083_ = (l_4082_ & 65535u);
                                    uint l_4084_ = (l_4081_ + l_4083_);
                                    uint l_4085_ = (l_4078_ >> 16u);
                                    uint l_4086_ = (l_4085_ & 65535u);
                                    uint l_2018_ = (l_4084_ + l_4086_);
                                    uint l_2019_ = (l_2018_ + l_2017_);
                                    uint _e7199 = l_mut_439_;
                                    uint l_4088_ = (_e7199 & 65535u);
                                    uint _e7202 = l_mut_439_;
                                    uint l_4089_ = (_e7202 >> 16u);
                                    uint l_4090_ = (l_4089_ & 65535u);
                                    uint _e7207 = l_mut_1904_;
                                    uint l_4091_ = (_e7207 & 65535u);
                                    uint _e7210 = l_mut_1904_;
                                    uint l_4092_ = (_e7210 >> 16u);
                                    uint l_4093_ = (l_4092_ & 65535u);
                                    uint l_4094_ = (l_4088_ * l_4091_);
                                    uint l_4095_ = (l_4090_ * l_4091_);
                                    uint l_4096_ = (l_4088_ * l_4093_);
                                    uint l_4097_ = (l_4090_ * l_4093_);
                                    uint l_4098_ = (l_4094_ >> 16u);
                                    uint l_4099_ = (l_4098_ & 65535u);
                                    uint l_4100_ = (l_4095_ & 65535u);
                                    uint l_4101_ = (l_4099_ + l_4100_);
                                    uint l_4102_ = (l_4096_ & 65535u);
                                    uint l_4103_ = (l_4101_ + l_4102_);
                                    uint l_4104_ = (l_4095_ >> 16u);
                                    uint l_4105_ = (l_4104_ & 65535u);
                                    uint l_4106_ = (l_4097_ + l_4105_);
                                    uint l_4107_ = (l_4096_ >> 16u);
                                    uint l_4108_ = (l_4107_ & 65535u);
                                    uint l_4109_ = (l_4106_ + l_4108_);
                                    uint l_4110_ = (l_4103_ >> 16u);
                                    uint l_4111_ = (l_4110_ & 65535u);
                                    uint l_2020_ = (l_4109_ + l_4111_);
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
                                    uint _e7262 = l_mut_441_;
                                    l_mut_394_ = _e7262;
                                    uint _e7263 = l_mut_440_;
                                    l_mut_441_ = _e7263;
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
                                            uint _e7275 = l_mut_440_;
                                            l_mut_394_ = _e7275;
                                            l_mut_441_ = l_2042_;
                                        }
                                    }
                                    uint _e7276 = l_mut_421_;
                                    uint _e7277 = l_mut_1904_;
                                    uint l_2043_ = (_e7276 * _e7277);
                                    uint _e7279 = l_mut_439_;
                                    uint _e7280 = l_mut_1904_;
                                    uint l_2044_ = (_e7279 * _e7280);
                                    uint _e7282 = l_mut_421_;
                                    uint l_4113_ = (_e7282 & 65535u);
                                    uint _e7285 = l_mut_421_;
                                    uint l_4114_ = (_e7285 >> 16u);
                                    uint l_4115_ = (l_4114_ & 65535u);
                                    uint _e7290 = l_mut_1904_;
                                    uint l_4116_ = (_e7290 & 65535u);
                                    uint _e7293 = l_mut_1904_;
                                    uint l_4117_ = (_e7293 >> 16u);
                                    uint l_4118_ = (l_4117_ & 65535u);
                                    uint l_4119_ = (l_4113_ * l_4116_);
                                    uint l_4120_ = (l_4115_ * l_4116_);
                                    uint l_4121_ = (l_4113_ * l_4118_);
                                    uint l_4122_ = (l_4115_ * l_4118_);
                                    uint l_4123_ = (l_4119_ >> 16u);
                                    uint l_4124_ = (l_4123_ & 65535u);
                                    uint l_4125_ = (l_4120_ & 65535u);
                                    uint l_4126_ = (l_4124_ + l_4125_);
                                    uint l_4127_ = (l_4121_ & 65535u);
                                    uint l_4128_ = (l_4126_ + l_4127_);
                                    uint l_4129_ = (l_4120_ >> 16u);
                                    uint l_4130_ = (l_4129_ & 65535u);
                                    uint l_4131_ = (l_4122_ + l_4130_);
                                    uint l_4132_ = (l_4121_ >> 16u);
                                    uint l_4133_ = (l_4132_ & 65535u);
                                    uint l_4134_ = (l_4131_ + l_4133_);
                                    uint l_4135_ = (l_4128_ >> 16u);
                                    uint l_4136_ = (l_4135_ & 65535u);
                                    uint l_2045_ = (l_4134_ + l_4136_);
                                    uint l_2046_ = (l_2045_ + l_2044_);
                                    uint _e7328 = l_mut_439_;
                                    uint l_4138_ = (_e7328 & 65535u);
                                    uint _e7331 = l_mut_439_;
                                    uint l_4139_ = (_e7331 >> 16u);
                                    uint l_4140_ = (l_4139_ & 65535u);
                                    uint _e7336 = l_mut_1904_;
                                    uint l_4141_ = (_e7336 & 65535u);
                                    uint _e7339 = l_mut_1904_;
                                    uint l_4142_ = (_e7339 >> 16u);
                                    uint l_4143_ = (l_4142_ & 65535u);
                                    uint l_4144_ = (l_4138_ * l_4141_);
                                    uint l_4145_ = (l_4140_ * l_4141_);
                                    uint l_4146_ = (l_4138_ * l_4143_);
                                    uint l_4147_ = (l_4140_ * l_4143_);
                                    uint l_4148_ = (l_4144_ >> 16u);
                                    uint l_4149_ = (l_4148_ & 65535u);
                                    uint l_4150_ = (l_4145_ & 65535u);
                                    uint l_4151_ = (l_4149_ + l_4150_);
                                    uint l_4152_ = (l_4146_ & 65535u);
                                    uint l_4153_ = (l_4151_ + l_4152_);
                                    uint l_4154_ = (l_4145_ >> 16u);
                                    uint l_4155_ = (l_4154_ & 65535u);
                                    uint l_4156_ = (l_4147_ + l_4155_);
                                    uint l_4157_ = (l_4146_ >> 16u);
                                    uint l_4158_ = (l_4157_ & 65535u);
                                    uint l_4159_ = (l_4156_ + l_4158_);
                                    uint l_4160_ = (l_4153_ >> 16u);
                                    uint l_4161_ = (l_4160_ & 65535u);
                                    uint l_2047_ = (l_4159_ + l_4161_);
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
                                    uint _e7391 = l_mut_440_;
                                    l_mut_275_ = _e7391;
                                    uint _e7392 = l_mut_382_;
                                    l_mut_440_ = _e7392;
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
                                            uint _e7404 = l_mut_382_;
                                            l_mut_275_ = _e7404;
                                            l_mut_440_ = l_2069_;
                                        }
                                    }
                                    uint _e7405 = l_mut_388_;
                                    uint _e7406 = l_mut_1904_;
                                    uint l_2070_ = (_e7405 * _e7406);
                                    uint _e7408 = l_mut_388_;
                                    uint l_4163_ = (_e7408 & 65535u);
                                    uint _e7411 = l_mut_388_;
                                    uint l_4164_ = (_e7411 >> 16u);
                                    uint l_4165_ = (l_4164_ & 65535u);
                                    uint _e7416 = l_mut_1904_;
                                    uint l_4166_ = (_e7416 & 65535u);
                                    uint _e7419 = l_mut_1904_;
                                    uint l_4167_ = (_e7419 >> 16u);
                                    uint l_4168_ = (l_4167_ & 65535u);
                                    uint l_4169_ = (l_4163_ * l_4166_);
                                    uint l_4170_ = (l_4165_ * l_4166_);
                                    uint l_4171_ = (l_4163_ * l_4168_);
                                    uint l_4172_ = (l_4165_ * l_4168_);
                                    uint l_4173_ = (l_4169_ >> 16u);
                                    uint l_4174_ = (l_4173_ & 65535u);
                                    uint l_4175_ = (l_4170_ & 65535u);
                                    uint l_4176_ = (l_4174_ + l_4175_);
                                    uint l_4177_ = (l_4171_ & 65535u);
                                    uint l_4178_ = (l_4176_ + l_4177_);
                                    uint l_4179_ = (l_4170_ >> 16u);
                                    uint l_4180_ = (l_4179_ & 65535u);
                                    uint l_4181_ = (l_4172_ + l_4180_);
                                    uint l_4182_ = (l_4171_ >> 16u);
                                    uint l_4183_ = (l_4182_ & 65535u);
                                    uint l_4184_ = (l_4181_ + l_4183_);
                                    uint l_4185_ = (l_4178_ >> 16u);
                                    uint l_4186_ = (l_4185_ & 65535u);
                                    uint l_2071_ = (l_4184_ + l_4186_);
                                    uint _e7453 = l_mut_428_;
                                    uint _e7454 = l_mut_1904_;
                                    uint l_2072_ = (_e7453 * _e7454);
                                    uint l_2073_ = (l_2071_ + l_2072_);
                                    uint _e7457 = l_mut_275_;
                                    uint l_2074_ = (_e7457 + l_2070_);
                                    uint _e7459 = l_mut_440_;
                                    uint l_2075_ = (_e7459 + l_2073_);
                                    uint _e7461 = l_mut_275_;
                                    bool l_2076_ = (l_2074_ < _e7461);
                                    uint l_2077_ = uint(l_2076_);
                                    uint l_2078_ = (l_2075_ + l_2077_);
                                    uint _e7465 = l_mut_394_;
                                    l_mut_1482_ = _e7465;
                                    uint _e7466 = l_mut_441_;
                                    l_mut_1481_ = _e7466;
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
                                            uint _e7487 = l_mut_394_;
                                            l_mut_428_ = _e7487;
                                            uint _e7488 = l_mut_441_;
                                            l_mut_421_ = _e7488;
                                            bool l_2091_ = (l_9_ >= 32u);
                                            if (l_2091_) {
                                                uint l_2092_ = (l_9_ & 31u);
                                                uint _e7493 = l_mut_441_;
                                                uint l_2093_ = (_e7493 >> l_2092_);
                                                l_mut_428_ = l_2093_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2094_ = (l_9_ > 0u);
                                                if (l_2094_) {
                                                    uint _e7498 = l_mut_394_;
                                                    l_mut_388_ = _e7498;
                                                    bool l_2095_ = (l_9_ > 0u);
                                                    if (l_2095_) {
                                                        uint _e7501 = l_mut_394_;
                                                        uint l_2096_ = (_e7501 >> l_9_);
                                                        uint l_2097_ = (32u - l_9_);
                                                        uint _e7505 = l_mut_441_;
                                                        uint l_2098_ = (_e7505 << l_2097_);
                                                        uint l_2099_ = (l_2096_ | l_2098_);
                                                        l_mut_388_ = l_2099_;
                                                    }
                                                    uint _e7508 = l_mut_441_;
                                                    uint l_2100_ = (_e7508 >> l_9_);
                                                    uint _e7510 = l_mut_388_;
                                                    l_mut_428_ = _e7510;
                                                    l_mut_421_ = l_2100_;
                                                }
                                            }
                                            uint _e7511 = l_mut_440_;
                                            uint _e7512 = l_mut_428_;
                                            uint l_2101_ = (_e7511 + _e7512);
                                            uint _e7514 = l_mut_439_;
                                            uint _e7515 = l_mut_421_;
                                            uint l_2102_ = (_e7514 + _e7515);
                                            uint _e7517 = l_mut_440_;
                                            bool l_2103_ = (l_2101_ < _e7517);
                                            uint l_2104_ = uint(l_2103_);
                                            uint l_2105_ = (l_2102_ + l_2104_);
                                            l_mut_1482_ = l_2101_;
                                            l_mut_1481_ = l_2105_;
                                        }
                                    }
                                    if (l_1956_) {
                                        uint _e7522 = l_mut_1482_;
                                        uint l_2106_ = (0u - _e7522);
                                        uint _e7525 = l_mut_1481_;
                                        uint l_2107_ = (0u - _e7525);
                                        uint _e7528 = l_mut_1482_;
                                        bool l_2108_ = (0u < _e7528);
                                        uint l_2109_ = uint(l_2108_);
                                        uint l_2110_ = (l_2107_ - l_2109_);
                                        l_mut_1482_ = l_2106_;
                                        l_mut_1481_ = l_2110_;
                                    }
                                }
                                uint _e7532 = l_mut_1482_;
                                uint l_2111_ = (l_1909_ + _e7532);
                                uint _e7534 = l_mut_1481_;
                                uint l_2112_ = (l_1913_ + _e7534);
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
                                uint _e7547 = l_mut_1481_;
                                bool l_2121_ = (l_2115_ < _e7547);
                                uint _e7549 = l_mut_1481_;
                                bool l_2122_ = (l_2115_ == _e7549);
                                uint _e7551 = l_mut_1482_;
                                bool l_2123_ = (l_2111_ < _e7551);
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
                                uint _e7562 = l_mut_1481_;
                                bool l_2126_ = (_e7562 < l_27_);
                                uint _e7564 = l_mut_1481_;
                                bool l_2127_ = (_e7564 == l_27_);
                                uint _e7566 = l_mut_1482_;
                                bool l_2128_ = (_e7566 < l_24_);
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
                                uint _e7578 = l_mut_1487_;
                                l_mut_1487_ = (_e7578 + l_2131_);
                            }
                        }
                        uint _e7583 = l_mut_444_;
                        uint _e7584 = l_mut_1487_;
                        l_mut_444_ = (_e7583 + _e7584);
                    }
                }
            }
            uint _e7589 = l_mut_445_;
            bool l_2132_ = (_e7589 > 0u);
            if (l_2132_) {
                uint l_4188_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4189_ = (l_4188_ * 1u);
                uint l_4190_ = (l_4189_ - 1u);
                uint l_4191_ = min(1u, l_4190_);
                uint _e7604 = l_mut_445_;
                uint _e7605 = atomicAdd(_group_0_binding_5_cs[l_4191_], _e7604);
            }
            uint _e7606 = l_mut_444_;
            bool l_2135_ = (_e7606 > 0u);
            if (l_2135_) {
                uint l_4193_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4194_ = (l_4193_ * 1u);
                uint l_4195_ = (l_4194_ - 1u);
                uint l_4196_ = min(2u, l_4195_);
                uint _e7621 = l_mut_444_;
                uint _e7622 = atomicAdd(_group_0_binding_5_cs[l_4196_], _e7621);
                l_mut_1487_ = _e7622;
                bool loop_init_10 = true;
                while(true) {
                    if (!loop_init_10) {
                        uint _e8596 = l_mut_2138_;
                        l_mut_2138_ = (_e8596 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e7625 = l_mut_2138_;
                    if ((_e7625 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e7628 = l_mut_450_;
                        uint _e7629 = l_mut_2138_;
                        uint l_2139_ = (_e7628 >> _e7629);
                        uint l_2140_ = (l_2139_ & 1u);
                        bool l_2141_ = (l_2140_ == 1u);
                        if (l_2141_) {
                            uint _e7635 = l_mut_2138_;
                            uint l_2142_ = (_e7635 * l_868_);
                            uint l_2143_ = (l_2142_ + l_868_);
                            uint l_2144_ = min(l_2143_, l_56_);
                            uint _e7639 = l_mut_1487_;
                            l_mut_1482_ = _e7639;
                            l_mut_2145_ = l_2142_;
                            bool loop_init_11 = true;
                            while(true) {
                                if (!loop_init_11) {
                                    uint _e8592 = l_mut_2145_;
                                    l_mut_2145_ = (_e8592 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e7641 = l_mut_2145_;
                                if ((_e7641 < l_2144_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e7643 = l_mut_2145_;
                                    uint l_2146_ = (l_59_ * _e7643);
                                    uint l_4198_ = (l_59_ & 65535u);
                                    uint l_4199_ = (l_59_ >> 16u);
                                    uint l_4200_ = (l_4199_ & 65535u);
                                    uint _e7651 = l_mut_2145_;
                                    uint l_4201_ = (_e7651 & 65535u);
                                    uint _e7654 = l_mut_2145_;
                                    uint l_4202_ = (_e7654 >> 16u);
                                    uint l_4203_ = (l_4202_ & 65535u);
                                    uint l_4204_ = (l_4198_ * l_4201_);
                                    uint l_4205_ = (l_4200_ * l_4201_);
                                    uint l_4206_ = (l_4198_ * l_4203_);
                                    uint l_4207_ = (l_4200_ * l_4203_);
                                    uint l_4208_ = (l_4204_ >> 16u);
                                    uint l_4209_ = (l_4208_ & 65535u);
                                    uint l_4210_ = (l_4205_ & 65535u);
                                    uint l_4211_ = (l_4209_ + l_4210_);
                                    uint l_4212_ = (l_4206_ & 65535u);
                                    uint l_4213_ = (l_4211_ + l_4212_);
                                    uint l_4214_ = (l_4205_ >> 16u);
                                    uint l_4215_ = (l_4214_ & 65535u);
                                    uint l_4216_ = (l_4207_ + l_4215_);
                                    uint l_4217_ = (l_4206_ >> 16u);
                                    uint l_4218_ = (l_4217_ & 65535u);
                                    uint l_4219_ = (l_4216_ + l_4218_);
                                    uint l_4220_ = (l_4213_ >> 16u);
                                    uint l_4221_ = (l_4220_ & 65535u);
                                    uint l_2147_ = (l_4219_ + l_4221_);
                                    uint _e7688 = l_mut_2145_;
                                    uint l_2148_ = (l_62_ * _e7688);
                                    uint l_2149_ = (l_2147_ + l_2148_);
                                    uint l_2150_ = (l_64_ + l_2146_);
                                    uint l_2151_ = (l_67_ + l_2149_);
                                    bool l_2152_ = (l_2150_ < l_64_);
                                    uint l_2153_ = uint(l_2152_);
                                    uint l_2154_ = (l_2151_ + l_2153_);
                                    l_mut_1481_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e7698 = l_mut_2145_;
                                    bool l_2155_ = (_e7698 < 65536u);
                                    if (l_2155_) {
                                        uint _e7701 = l_mut_2145_;
                                        uint _e7702 = l_mut_2145_;
                                        uint l_2156_ = (_e7701 * _e7702);
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
                                        uint _e7716 = l_mut_444_;
                                        uint l_2164_ = (_e7716 * l_2156_);
                                        uint _e7718 = l_mut_441_;
                                        uint l_2165_ = (_e7718 * l_2156_);
                                        uint _e7720 = l_mut_444_;
                                        uint l_4223_ = (_e7720 & 65535u);
                                        uint _e7723 = l_mut_444_;
                                        uint l_4224_ = (_e7723 >> 16u);
                                        uint l_4225_ = (l_4224_ & 65535u);
                                        uint l_4226_ = (l_2156_ & 65535u);
                                        uint l_4227_ = (l_2156_ >> 16u);
                                        uint l_4228_ = (l_4227_ & 65535u);
                                        uint l_4229_ = (l_4223_ * l_4226_);
                                        uint l_4230_ = (l_4225_ * l_4226_);
                                        uint l_4231_ = (l_4223_ * l_4228_);
                                        uint l_4232_ = (l_4225_ * l_4228_);
                                        uint l_4233_ = (l_4229_ >> 16u);
                                        uint l_4234_ = (l_4233_ & 65535u);
                                        uint l_4235_ = (l_4230_ & 65535u);
                                        uint l_4236_ = (l_4234_ + l_4235_);
                                        uint l_4237_ = (l_4231_ & 65535u);
                                        uint l_4238_ = (l_4236_ + l_4237_);
                                        uint l_4239_ = (l_4230_ >> 16u);
                                        uint l_4240_ = (l_4239_ & 65535u);
                                        uint l_4241_ = (l_4232_ + l_4240_);
                                        uint l_4242_ = (l_4231_ >> 16u);
                                        uint l_4243_ = (l_4242_ & 65535u);
                                        uint l_4244_ = (l_4241_ + l_4243_);
                                        uint l_4245_ = (l_4238_ >> 16u);
                                        uint l_4246_ = (l_4245_ & 65535u);
                                        uint l_2166_ = (l_4244_ + l_4246_);
                                        uint l_2167_ = (l_2166_ + l_2165_);
                                        uint _e7764 = l_mut_441_;
                                        uint l_4248_ = (_e7764 & 65535u);
                                        uint _e7767 = l_mut_441_;
                                        uint l_4249_ = (_e7767 >> 16u);
                                        uint l_4250_ = (l_4249_ & 65535u);
                                        uint l_4251_ = (l_2156_ & 65535u);
                                        uint l_4252_ = (l_2156_ >> 16u);
                                        uint l_4253_ = (l_4252_ & 65535u);
                                        uint l_4254_ = (l_4248_ * l_4251_);
                                        uint l_4255_ = (l_4250_ * l_4251_);
                                        uint l_4256_ = (l_4248_ * l_4253_);
                                        uint l_4257_ = (l_4250_ * l_4253_);
                                        uint l_4258_ = (l_4254_ >> 16u);
                                        uint l_4259_ = (l_4258_ & 65535u);
                                        uint l_4260_ = (l_4255_ & 65535u);
                                        uint l_4261_ = (l_4259_ + l_4260_);
                                        uint l_4262_ = (l_4256_ & 65535u);
                                        uint l_4263_ = (l_4261_ + l_4262_);
                                        uint l_4264_ = (l_4255_ >> 16u);
                                        uint l_4265_ = (l_4264_ & 65535u);
                                        uint l_4266_ = (l_4257_ + l_4265_);
                                        uint l_4267_ = (l_4256_ >> 16u);
                                        uint l_4268_ = (l_4267_ & 65535u);
                                        uint l_4269_ = (l_4266_ + l_4268_);
                                        uint l_4270_ = (l_4263_ >> 16u);
                                        uint l_4271_ = (l_4270_ & 65535u);
                                        uint l_2168_ = (l_4269_ + l_4271_);
                                        bool l_2169_ = (l_2167_ < l_2165_);
                                        uint l_2170_ = uint(l_2169_);
                                        uint l_2171_ = (l_2168_ + l_2170_);
                                        uint l_2172_ = (l_9_ % 32u);
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
                                        uint _e7826 = l_mut_440_;
                                        l_mut_428_ = _e7826;
                                        uint _e7827 = l_mut_439_;
                                        l_mut_440_ = _e7827;
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
                                                uint _e7841 = l_mut_439_;
                                                l_mut_428_ = _e7841;
                                                l_mut_440_ = l_2190_;
                                            }
                                        }
                                        uint _e7842 = l_mut_428_;
                                        l_mut_444_ = _e7842;
                                        uint _e7843 = l_mut_440_;
                                        l_mut_441_ = _e7843;
                                        if (l_2158_) {
                                            uint _e7845 = l_mut_444_;
                                            uint l_2191_ = (0u - _e7845);
                                            uint _e7848 = l_mut_441_;
                                            uint l_2192_ = (0u - _e7848);
                                            uint _e7851 = l_mut_444_;
                                            bool l_2193_ = (0u < _e7851);
                                            uint l_2194_ = uint(l_2193_);
                                            uint l_2195_ = (l_2192_ - l_2194_);
                                            l_mut_444_ = l_2191_;
                                            l_mut_441_ = l_2195_;
                                        }
                                        uint _e7855 = l_mut_444_;
                                        l_mut_1481_ = _e7855;
                                        uint _e7856 = l_mut_441_;
                                        l_mut_445_ = _e7856;
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
                                        uint _e7869 = l_mut_444_;
                                        uint _e7870 = l_mut_2145_;
                                        uint l_2203_ = (_e7869 * _e7870);
                                        uint _e7872 = l_mut_441_;
                                        uint _e7873 = l_mut_2145_;
                                        uint l_2204_ = (_e7872 * _e7873);
                                        uint _e7875 = l_mut_444_;
                                        uint l_4273_ = (_e7875 & 65535u);
                                        uint _e7878 = l_mut_444_;
                                        uint l_4274_ = (_e7878 >> 16u);
                                        uint l_4275_ = (l_4274_ & 65535u);
                                        uint _e7883 = l_mut_2145_;
                                        uint l_4276_ = (_e7883 & 65535u);
                                        uint _e7886 = l_mut_2145_;
                                        uint l_4277_ = (_e7886 >> 16u);
                                        uint l_4278_ = (l_4277_ & 65535u);
                                        uint l_4279_ = (l_4273_ * l_4276_);
                                        uint l_4280_ = (l_4275_ * l_4276_);
                                        uint l_4281_ = (l_4273_ * l_4278_);
                                        uint l_4282_ = (l_4275_ * l_4278_);
                                        uint l_4283_ = (l_4279_ >> 16u);
                                        uint l_4284_ = (l_4283_ & 65535u);
                                        uint l_4285_ = (l_4280_ & 65535u);
                                        uint l_4286_ = (l_4284_ + l_4285_);
                                        uint l_4287_ = (l_4281_ & 65535u);
                                        uint l_4288_ = (l_4286_ + l_4287_);
                                        uint l_4289_ = (l_4280_ >> 16u);
                                        uint l_4290_ = (l_4289_ & 65535u);
                                        uint l_4291_ = (l_4282_ + l_4290_);
                                        uint l_4292_ = (l_4281_ >> 16u);
                                        uint l_4293_ = (l_4292_ & 65535u);
                                        uint l_4294_ = (l_4291_ + l_4293_);
                                        uint l_4295_ = (l_4288_ >> 16u);
                                        uint l_4296_ = (l_4295_ & 65535u);
                                        uint l_2205_ = (l_4294_ + l_4296_);
                                        uint l_2206_ = (l_2205_ + l_2204_);
                                        uint _e7921 = l_mut_441_;
                                        uint l_4298_ = (_e7921 & 65535u);
                                        uint _e7924 = l_mut_441_;
                                        uint l_4299_ = (_e7924 >> 16u);
                                        uint l_4300_ = (l_4299_ & 65535u);
                                        uint _e7929 = l_mut_2145_;
                                        uint l_4301_ = (_e7929 & 65535u);
                                        uint _e7932 = l_mut_2145_;
                                        uint l_4302_ = (_e7932 >> 16u);
                                        uint l_4303_ = (l_4302_ & 65535u);
                                        uint l_4304_ = (l_4298_ * l_4301_);
                                        uint l_4305_ = (l_4300_ * l_4301_);
                                        uint l_4306_ = (l_4298_ * l_4303_);
                                        uint l_4307_ = (l_4300_ * l_4303_);
                                        uint l_4308_ = (l_4304_ >> 16u);
                                        uint l_4309_ = (l_4308_ & 65535u);
                                        uint l_4310_ = (l_4305_ & 65535u);
                                        uint l_4311_ = (l_4309_ + l_4310_);
                                        uint l_4312_ = (l_4306_ & 65535u);
                                        uint l_4313_ = (l_4311_ + l_4312_);
                                        uint l_4314_ = (l_4305_ >> 16u);
                                        uint l_4315_ = (l_4314_ & 65535u);
                                        uint l_4316_ = (l_4307_ + l_4315_);
                                        uint l_4317_ = (l_4306_ >> 16u);
                                        uint l_4318_ = (l_4317_ & 65535u);
                                        uint l_4319_ = (l_4316_ + l_4318_);
                                        uint l_4320_ = (l_4313_ >> 16u);
                                        uint l_4321_ = (l_4320_ & 65535u);
                                        uint l_2207_ = (l_4319_ + l_4321_);
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
                                        uint _e7984 = l_mut_440_;
                                        l_mut_428_ = _e7984;
                                        uint _e7985 = l_mut_439_;
                                        l_mut_440_ = _e7985;
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
                                                uint _e7997 = l_mut_439_;
                                                l_mut_428_ = _e7997;
                                                l_mut_440_ = l_2229_;
                                            }
                                        }
                                        uint _e7998 = l_mut_444_;
                                        uint _e7999 = l_mut_2145_;
                                        uint l_2230_ = (_e7998 * _e7999);
                                        uint _e8001 = l_mut_441_;
                                        uint _e8002 = l_mut_2145_;
                                        uint l_2231_ = (_e8001 * _e8002);
                                        uint _e8004 = l_mut_444_;
                                        uint l_4323_ = (_e8004 & 65535u);
                                        uint _e8007 = l_mut_444_;
                                        uint l_4324_ = (_e8007 >> 16u);
                                        uint l_4325_ = (l_4324_ & 65535u);
                                        uint _e8012 = l_mut_2145_;
                                        uint l_4326_ = (_e8012 & 65535u);
                                        uint _e8015 = l_mut_2145_;
                                        uint l_4327_ = (_e8015 >> 16u);
                                        uint l_4328_ = (l_4327_ & 65535u);
                                        uint l_4329_ = (l_4323_ * l_4326_);
                                        uint l_4330_ = (l_4325_ * l_4326_);
                                        uint l_4331_ = (l_4323_ * l_4328_);
                                        uint l_4332_ = (l_4325_ * l_4328_);
                                        uint l_4333_ = (l_4329_ >> 16u);
                                        uint l_4334_ = (l_4333_ & 65535u);
                                        uint l_4335_ = (l_4330_ & 65535u);
                                        uint l_4336_ = (l_4334_ + l_4335_);
                                        uint l_4337_ = (l_4331_ & 65535u);
                                        uint l_4338_ = (l_4336_ + l_4337_);
                                        uint l_4339_ = (l_4330_ >> 16u);
                                        uint l_4340_ = (l_4339_ & 65535u);
                                        uint l_4341_ = (l_4332_ + l_4340_);
                                        uint l_4342_ = (l_4331_ >> 16u);
                                        uint l_4343_ = (l_4342_ & 65535u);
                                        uint l_4344_ = (l_4341_ + l_4343_);
                                        uint l_4345_ = (l_4338_ >> 16u);
                                        uint l_4346_ = (l_4345_ & 65535u);
                                        uint l_2232_ = (l_4344_ + l_4346_);
                                        uint l_2233_ = (l_2232_ + l_2231_);
                                        uint _e8050 = l_mut_441_;
                                        uint l_4348_ = (_e8050 & 65535u);
                                        uint _e8053 = l_mut_441_;
                                        uint l_4349_ = (_e8053 >> 16u);
                                        uint l_4350_ = (l_4349_ & 65535u);
                                        uint _e8058 = l_mut_2145_;
                                        uint l_4351_ = (_e8058 & 65535u);
                                        uint _e8061 = l_mut_2145_;
                                        uint l_4352_ = (_e8061 >> 16u);
                                        uint l_4353_ = (l_4352_ & 65535u);
                                        uint l_4354_ = (l_4348_ * l_4351_);
                                        uint l_4355_ = (l_4350_ * l_4351_);
                                        uint l_4356_ = (l_4348_ * l_4353_);
                                        uint l_4357_ = (l_4350_ * l_4353_);
                                        uint l_4358_ = (l_4354_ >> 16u);
                                        uint l_4359_ = (l_4358_ & 65535u);
                                        uint l_4360_ = (l_4355_ & 65535u);
                                        uint l_4361_ = (l_4359_ + l_4360_);
                                        uint l_4362_ = (l_4356_ & 65535u);
                                        uint l_4363_ = (l_4361_ + l_4362_);
                                        uint l_4364_ = (l_4355_ >> 16u);
                                        uint l_4365_ = (l_4364_ & 65535u);
                                        uint l_4366_ = (l_4357_ + l_4365_);
                                        uint l_4367_ = (l_4356_ >> 16u);
                                        uint l_4368_ = (l_4367_ & 65535u);
                                        uint l_4369_ = (l_4366_ + l_4368_);
                                        uint l_4370_ = (l_4363_ >> 16u);
                                        uint l_4371_ = (l_4370_ & 65535u);
                                        uint l_2234_ = (l_4369_ + l_4371_);
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
                                        uint _e8113 = l_mut_439_;
                                        l_mut_394_ = _e8113;
                                        uint _e8114 = l_mut_421_;
                                        l_mut_439_ = _e8114;
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
                                                uint _e8126 = l_mut_421_;
                                                l_mut_394_ = _e8126;
                                                l_mut_439_ = l_2256_;
                                            }
                                        }
                                        uint _e8127 = l_mut_428_;
                                        uint _e8128 = l_mut_2145_;
                                        uint l_2257_ = (_e8127 * _e8128);
                                        uint _e8130 = l_mut_440_;
                                        uint _e8131 = l_mut_2145_;
                                        uint l_2258_ = (_e8130 * _e8131);
                                        uint _e8133 = l_mut_428_;
                                        uint l_4373_ = (_e8133 & 65535u);
                                        uint _e8136 = l_mut_428_;
                                        uint l_4374_ = (_e8136 >> 16u);
                                        uint l_4375_ = (l_4374_ & 65535u);
                                        uint _e8141 = l_mut_2145_;
                                        uint l_4376_ = (_e8141 & 65535u);
                                        uint _e8144 = l_mut_2145_;
                                        uint l_4377_ = (_e8144 >> 16u);
                                        uint l_4378_ = (l_4377_ & 65535u);
                                        uint l_4379_ = (l_4373_ * l_4376_);
                                        uint l_4380_ = (l_4375_ * l_4376_);
                                        uint l_4381_ = (l_4373_ * l_4378_);
                                        uint l_4382_ = (l_4375_ * l_4378_);
                                        uint l_4383_ = (l_4379_ >> 16u);
                                        uint l_4384_ = (l_4383_ & 65535u);
                                        uint l_4385_ = (l_4380_ & 65535u);
                                        uint l_4386_ = (l_4384_ + l_4385_);
                                        uint l_4387_ = (l_4381_ & 65535u);
                                        uint l_4388_ = (l_4386_ + l_4387_);
                                        uint l_4389_ = (l_4380_ >> 16u);
                                        uint l_4390_ = (l_4389_ & 65535u);
                                        uint l_4391_ = (l_4382_ + l_4390_);
                                        uint l_4392_ = (l_4381_ >> 16u);
                                        uint l_4393_ = (l_4392_ & 65535u);
                                        uint l_4394_ = (l_4391_ + l_4393_);
                                        uint l_4395_ = (l_4388_ >> 16u);
                                        uint l_4396_ = (l_4395_ & 65535u);
                                        uint l_2259_ = (l_4394_ + l_4396_);
                                        uint l_2260_ = (l_2259_ + l_2258_);
                                        uint _e8179 = l_mut_440_;
                                        uint l_4398_ = (_e8179 & 65535u);
                                        uint _e8182 = l_mut_440_;
                                        uint l_4399_ = (_e8182 >> 16u);
                                        uint l_4400_ = (l_4399_ & 65535u);
                                        uint _e8187 = l_mut_2145_;
                                        uint l_4401_ = (_e8187 & 65535u);
                                        uint _e8190 = l_mut_2145_;
                                        uint l_4402_ = (_e8190 >> 16u);
                                        uint l_4403_ = (l_4402_ & 65535u);
                                        uint l_4404_ = (l_4398_ * l_4401_);
                                        uint l_4405_ = (l_4400_ * l_4401_);
                                        uint l_4406_ = (l_4398_ * l_4403_);
                                        uint l_4407_ = (l_4400_ * l_4403_);
                                        uint l_4408_ = (l_4404_ >> 16u);
                                        uint l_4409_ = (l_4408_ & 65535u);
                                        uint l_4410_ = (l_4405_ & 65535u);
                                        uint l_4411_ = (l_4409_ + l_4410_);
                                        uint l_4412_ = (l_4406_ & 65535u);
                                        uint l_4413_ = (l_4411_ + l_4412_);
                                        uint l_4414_ = (l_4405_ >> 16u);
                                        uint l_4415_ = (l_4414_ & 65535u);
                                        uint l_4416_ = (l_4407_ + l_4415_);
                                        uint l_4417_ = (l_4406_ >> 16u);
                                        uint l_4418_ = (l_4417_ & 65535u);
                                        uint l_4419_ = (l_4416_ + l_4418_);
                                        uint l_4420_ = (l_4413_ >> 16u);
                                        uint l_4421_ = (l_4420_ & 65535u);
                                        uint l_2261_ = (l_4419_ + l_4421_);
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
                                        uint _e8242 = l_mut_444_;
                                        l_mut_421_ = _e8242;
                                        uint _e8243 = l_mut_441_;
                                        l_mut_444_ = _e8243;
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
                                                uint _e8255 = l_mut_441_;
                                                l_mut_421_ = _e8255;
                                                l_mut_444_ = l_2283_;
                                            }
                                        }
                                        uint _e8256 = l_mut_428_;
                                        uint _e8257 = l_mut_2145_;
                                        uint l_2284_ = (_e8256 * _e8257);
                                        uint _e8259 = l_mut_440_;
                                        uint _e8260 = l_mut_2145_;
                                        uint l_2285_ = (_e8259 * _e8260);
                                        uint _e8262 = l_mut_428_;
                                        uint l_4423_ = (_e8262 & 65535u);
                                        uint _e8265 = l_mut_428_;
                                        uint l_4424_ = (_e8265 >> 16u);
                                        uint l_4425_ = (l_4424_ & 65535u);
                                        uint _e8270 = l_mut_2145_;
                                        uint l_4426_ = (_e8270 & 65535u);
                                        uint _e8273 = l_mut_2145_;
                                        uint l_4427_ = (_e8273 >> 16u);
                                        uint l_4428_ = (l_4427_ & 65535u);
                                        uint l_4429_ = (l_4423_ * l_4426_);
                                        uint l_4430_ = (l_4425_ * l_4426_);
                                        uint l_4431_ = (l_4423_ * l_4428_);
                                        uint l_4432_ = (l_4425_ * l_4428_);
                                        uint l_4433_ = (l_4429_ >> 16u);
                                        uint l_4434_ = (l_4433_ & 65535u);
                                        uint l_4435_ = (l_4430_ & 65535u);
                                        uint l_4436_ = (l_4434_ + l_4435_);
                                        uint l_4437_ = (l_4431_ & 65535u);
                                        uint l_4438_ = (l_4436_ + l_4437_);
                                        uint l_4439_ = (l_4430_ >> 16u);
                                        uint l_4440_ = (l_4439_ & 65535u);
                                        uint l_4441_ = (l_4432_ + l_4440_);
                                        uint l_4442_ = (l_4431_ >> 16u);
                                        uint l_4443_ = (l_4442_ & 65535u);
                                        uint l_4444_ = (l_4441_ + l_4443_);
                                        uint l_4445_ = (l_4438_ >> 16u);
                                        uint l_4446_ = (l_4445_ & 65535u);
                                        uint l_2286_ = (l_4444_ + l_4446_);
                                        uint l_2287_ = (l_2286_ + l_2285_);
                                        uint _e8308 = l_mut_440_;
                                        uint l_4448_ = (_e8308 & 65535u);
                                        uint _e8311 = l_mut_440_;
                                        uint l_4449_ = (_e8311 >> 16u);
                                        uint l_4450_ = (l_4449_ & 65535u);
                                        uint _e8316 = l_mut_2145_;
                                        uint l_4451_ = (_e8316 & 65535u);
                                        uint _e8319 = l_mut_2145_;
                                        uint l_4452_ = (_e8319 >> 16u);
                                        uint l_4453_ = (l_4452_ & 65535u);
                                        uint l_4454_ = (l_4448_ * l_4451_);
                                        uint l_4455_ = (l_4450_ * l_4451_);
                                        uint l_4456_ = (l_4448_ * l_4453_);
                                        uint l_4457_ = (l_4450_ * l_4453_);
                                        uint l_4458_ = (l_4454_ >> 16u);
                                        uint l_4459_ = (l_4458_ & 65535u);
                                        uint l_4460_ = (l_4455_ & 65535u);
                                        uint l_4461_ = (l_4459_ + l_4460_);
                                        uint l_4462_ = (l_4456_ & 65535u);
                                        uint l_4463_ = (l_4461_ + l_4462_);
                                        uint l_4464_ = (l_4455_ >> 16u);
                                        uint l_4465_ = (l_4464_ & 65535u);
                                        uint l_4466_ = (l_4457_ + l_4465_);
                                        uint l_4467_ = (l_4456_ >> 16u);
                                        uint l_4468_ = (l_4467_ & 65535u);
                                        uint l_4469_ = (l_4466_ + l_4468_);
                                        uint l_4470_ = (l_4463_ >> 16u);
                                        uint l_4471_ = (l_4470_ & 65535u);
                                        uint l_2288_ = (l_4469_ + l_4471_);
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
                                        uint _e8371 = l_mut_441_;
                                        l_mut_382_ = _e8371;
                                        uint _e8372 = l_mut_388_;
                                        l_mut_441_ = _e8372;
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
                                                uint _e8384 = l_mut_388_;
                                                l_mut_382_ = _e8384;
                                                l_mut_441_ = l_2310_;
                                            }
                                        }
                                        uint _e8385 = l_mut_394_;
                                        uint _e8386 = l_mut_2145_;
                                        uint l_2311_ = (_e8385 * _e8386);
                                        uint _e8388 = l_mut_394_;
                                        uint l_4473_ = (_e8388 & 65535u);
                                        uint _e8391 = l_mut_394_;
                                        uint l_4474_ = (_e8391 >> 16u);
                                        uint l_4475_ = (l_4474_ & 65535u);
                                        uint _e8396 = l_mut_2145_;
                                        uint l_4476_ = (_e8396 & 65535u);
                                        uint _e8399 = l_mut_2145_;
                                        uint l_4477_ = (_e8399 >> 16u);
                                        uint l_4478_ = (l_4477_ & 65535u);
                                        uint l_4479_ = (l_4473_ * l_4476_);
                                        uint l_4480_ = (l_4475_ * l_4476_);
                                        uint l_4481_ = (l_4473_ * l_4478_);
                                        uint l_4482_ = (l_4475_ * l_4478_);
                                        uint l_4483_ = (l_4479_ >> 16u);
                                        uint l_4484_ = (l_4483_ & 65535u);
                                        uint l_4485_ = (l_4480_ & 65535u);
                                        uint l_4486_ = (l_4484_ + l_4485_);
                                        uint l_4487_ = (l_4481_ & 65535u);
                                        uint l_4488_ = (l_4486_ + l_4487_);
                                        uint l_4489_ = (l_4480_ >> 16u);
                                        uint l_4490_ = (l_4489_ & 65535u);
                                        uint l_4491_ = (l_4482_ + l_4490_);
                                        uint l_4492_ = (l_4481_ >> 16u);
                                        uint l_4493_ = (l_4492_ & 65535u);
                                        uint l_4494_ = (l_4491_ + l_4493_);
                                        uint l_4495_ = (l_4488_ >> 16u);
                                        uint l_4496_ = (l_4495_ & 65535u);
                                        uint l_2312_ = (l_4494_ + l_4496_);
                                        uint _e8433 = l_mut_439_;
                                        uint _e8434 = l_mut_2145_;
                                        uint l_2313_ = (_e8433 * _e8434);
                                        uint l_2314_ = (l_2312_ + l_2313_);
                                        uint _e8437 = l_mut_382_;
                                        uint l_2315_ = (_e8437 + l_2311_);
                                        uint _e8439 = l_mut_441_;
                                        uint l_2316_ = (_e8439 + l_2314_);
                                        uint _e8441 = l_mut_382_;
                                        bool l_2317_ = (l_2315_ < _e8441);
                                        uint l_2318_ = uint(l_2317_);
                                        uint l_2319_ = (l_2316_ + l_2318_);
                                        uint _e8445 = l_mut_421_;
                                        l_mut_1481_ = _e8445;
                                        uint _e8446 = l_mut_444_;
                                        l_mut_445_ = _e8446;
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
                                                uint _e8467 = l_mut_421_;
                                                l_mut_439_ = _e8467;
                                                uint _e8468 = l_mut_444_;
                                                l_mut_428_ = _e8468;
                                                bool l_2332_ = (l_9_ >= 32u);
                                                if (l_2332_) {
                                                    uint l_2333_ = (l_9_ & 31u);
                                                    uint _e8473 = l_mut_444_;
                                                    uint l_2334_ = (_e8473 >> l_2333_);
                                                    l_mut_439_ = l_2334_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2335_ = (l_9_ > 0u);
                                                    if (l_2335_) {
                                                        uint _e8478 = l_mut_421_;
                                                        l_mut_394_ = _e8478;
                                                        bool l_2336_ = (l_9_ > 0u);
                                                        if (l_2336_) {
                                                            uint _e8481 = l_mut_421_;
                                                            uint l_2337_ = (_e8481 >> l_9_);
                                                            uint l_2338_ = (32u - l_9_);
                                                            uint _e8485 = l_mut_444_;
                                                            uint l_2339_ = (_e8485 << l_2338_);
                                                            uint l_2340_ = (l_2337_ | l_2339_);
                                                            l_mut_394_ = l_2340_;
                                                        }
                                                        uint _e8488 = l_mut_444_;
                                                        uint l_2341_ = (_e8488 >> l_9_);
                                                        uint _e8490 = l_mut_394_;
                                                        l_mut_439_ = _e8490;
                                                        l_mut_428_ = l_2341_;
                                                    }
                                                }
                                                uint _e8491 = l_mut_441_;
                                                uint _e8492 = l_mut_439_;
                                                uint l_2342_ = (_e8491 + _e8492);
                                                uint _e8494 = l_mut_440_;
                                                uint _e8495 = l_mut_428_;
                                                uint l_2343_ = (_e8494 + _e8495);
                                                uint _e8497 = l_mut_441_;
                                                bool l_2344_ = (l_2342_ < _e8497);
                                                uint l_2345_ = uint(l_2344_);
                                                uint l_2346_ = (l_2343_ + l_2345_);
                                                l_mut_1481_ = l_2342_;
                                                l_mut_445_ = l_2346_;
                                            }
                                        }
                                        if (l_2197_) {
                                            uint _e8502 = l_mut_1481_;
                                            uint l_2347_ = (0u - _e8502);
                                            uint _e8505 = l_mut_445_;
                                            uint l_2348_ = (0u - _e8505);
                                            uint _e8508 = l_mut_1481_;
                                            bool l_2349_ = (0u < _e8508);
                                            uint l_2350_ = uint(l_2349_);
                                            uint l_2351_ = (l_2348_ - l_2350_);
                                            l_mut_1481_ = l_2347_;
                                            l_mut_445_ = l_2351_;
                                        }
                                    }
                                    uint _e8512 = l_mut_1481_;
                                    uint l_2352_ = (l_2150_ + _e8512);
                                    uint _e8514 = l_mut_445_;
                                    uint l_2353_ = (l_2154_ + _e8514);
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
                                    uint _e8527 = l_mut_445_;
                                    bool l_2362_ = (l_2356_ < _e8527);
                                    uint _e8529 = l_mut_445_;
                                    bool l_2363_ = (l_2356_ == _e8529);
                                    uint _e8531 = l_mut_1481_;
                                    bool l_2364_ = (l_2352_ < _e8531);
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
                                    uint _e8542 = l_mut_445_;
                                    bool l_2367_ = (_e8542 < l_27_);
                                    uint _e8544 = l_mut_445_;
                                    bool l_2368_ = (_e8544 == l_27_);
                                    uint _e8546 = l_mut_1481_;
                                    bool l_2369_ = (_e8546 < l_24_);
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
                                        uint _e8557 = l_mut_1482_;
                                        uint l_2372_ = (_e8557 * 2u);
                                        uint l_2373_ = (l_2372_ + 1u);
                                        uint l_2374_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2375_ = (l_2373_ < l_2374_);
                                        if (l_2375_) {
                                            uint l_4498_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4499_ = (l_4498_ * 1u);
                                            bool l_4500_ = (l_2372_ < l_4499_);
                                            if (l_4500_) {
                                                _group_0_binding_4_cs[l_2372_] = id;
                                            }
                                            uint l_2376_ = (l_2372_ + 1u);
                                            uint l_4501_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4502_ = (l_4501_ * 1u);
                                            bool l_4503_ = (l_2376_ < l_4502_);
                                            if (l_4503_) {
                                                uint _e8587 = l_mut_2145_;
                                                _group_0_binding_4_cs[l_2376_] = _e8587;
                                            }
                                        }
                                        uint _e8588 = l_mut_1482_;
                                        l_mut_1482_ = (_e8588 + 1u);
                                    }
                                }
                            }
                            uint _e8594 = l_mut_1482_;
                            l_mut_1487_ = _e8594;
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
