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
    uint l_mut_1487_ = 0u;
    uint l_mut_151_ = 0u;
    uint l_mut_1823_ = 0u;
    uint l_mut_1828_ = 0u;
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
    uint l_mut_75_ = 0u;
    uint l_mut_788_ = 0u;
    uint l_mut_793_ = 0u;
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
    uint l_mut_871_ = 0u;
    bool local_67 = false;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_1481_ = 0u;
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
    uint l_mut_1821_ = 0u;
    bool local_123 = false;
    bool local_124 = false;
    bool local_125 = false;
    bool local_126 = false;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    uint l_mut_1907_ = 0u;
    bool local_131 = false;
    bool local_132 = false;
    bool local_133 = false;
    bool local_134 = false;
    uint l_mut_2141_ = 0u;
    uint l_mut_2148_ = 0u;
    bool local_135 = false;
    bool local_136 = false;
    bool local_137 = false;
    bool local_138 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2464_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2465_ = (l_2464_ * 1u);
        uint l_2466_ = (l_2465_ - 1u);
        uint l_2467_ = min(3u, l_2466_);
        uint _e71 = atomicAdd(_group_0_binding_5_cs[l_2467_], 1u);
    }
    uint l_2380_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2381_ = (l_2380_ * 1u);
    bool l_2382_ = (0u < l_2381_);
    uint l_2383_ = (l_2381_ - 1u);
    uint l_2384_ = min(0u, l_2383_);
    uint l_2385_ = _group_0_binding_3_cs[l_2384_];
    uint l_4_ = (l_2382_ ? l_2385_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2387_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2388_ = (l_2387_ * 1u);
    bool l_2389_ = (l_6_ < l_2388_);
    uint l_2390_ = (l_2388_ - 1u);
    uint l_2391_ = min(l_6_, l_2390_);
    uint l_2392_ = _group_0_binding_3_cs[l_2391_];
    uint l_7_ = (l_2389_ ? l_2392_ : 0u);
    uint l_2394_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2395_ = (l_2394_ * 1u);
    bool l_2396_ = (2u < l_2395_);
    uint l_2397_ = (l_2395_ - 1u);
    uint l_2398_ = min(2u, l_2397_);
    uint l_2399_ = _group_0_binding_3_cs[l_2398_];
    uint l_9_ = (l_2396_ ? l_2399_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2401_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2402_ = (l_2401_ * 1u);
    bool l_2403_ = (l_11_ < l_2402_);
    uint l_2404_ = (l_2402_ - 1u);
    uint l_2405_ = min(l_11_, l_2404_);
    uint l_2406_ = _group_0_binding_3_cs[l_2405_];
    uint l_12_ = (l_2403_ ? l_2406_ : 0u);
    uint l_2408_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2409_ = (l_2408_ * 1u);
    bool l_2410_ = (4u < l_2409_);
    uint l_2411_ = (l_2409_ - 1u);
    uint l_2412_ = min(4u, l_2411_);
    uint l_2413_ = _group_0_binding_3_cs[l_2412_];
    uint l_14_ = (l_2410_ ? l_2413_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2415_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2416_ = (l_2415_ * 1u);
    bool l_2417_ = (l_16_ < l_2416_);
    uint l_2418_ = (l_2416_ - 1u);
    uint l_2419_ = min(l_16_, l_2418_);
    uint l_2420_ = _group_0_binding_3_cs[l_2419_];
    uint l_17_ = (l_2417_ ? l_2420_ : 0u);
    uint l_2422_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2423_ = (l_2422_ * 1u);
    bool l_2424_ = (6u < l_2423_);
    uint l_2425_ = (l_2423_ - 1u);
    uint l_2426_ = min(6u, l_2425_);
    uint l_2427_ = _group_0_binding_3_cs[l_2426_];
    uint l_19_ = (l_2424_ ? l_2427_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2429_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2430_ = (l_2429_ * 1u);
    bool l_2431_ = (l_21_ < l_2430_);
    uint l_2432_ = (l_2430_ - 1u);
    uint l_2433_ = min(l_21_, l_2432_);
    uint l_2434_ = _group_0_binding_3_cs[l_2433_];
    uint l_22_ = (l_2431_ ? l_2434_ : 0u);
    uint l_2436_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2437_ = (l_2436_ * 1u);
    bool l_2438_ = (8u < l_2437_);
    uint l_2439_ = (l_2437_ - 1u);
    uint l_2440_ = min(8u, l_2439_);
    uint l_2441_ = _group_0_binding_3_cs[l_2440_];
    uint l_24_ = (l_2438_ ? l_2441_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2443_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2444_ = (l_2443_ * 1u);
    bool l_2445_ = (l_26_ < l_2444_);
    uint l_2446_ = (l_2444_ - 1u);
    uint l_2447_ = min(l_26_, l_2446_);
    uint l_2448_ = _group_0_binding_3_cs[l_2447_];
    uint l_27_ = (l_2445_ ? l_2448_ : 0u);
    uint l_2450_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2451_ = (l_2450_ * 1u);
    bool l_2452_ = (10u < l_2451_);
    uint l_2453_ = (l_2451_ - 1u);
    uint l_2454_ = min(10u, l_2453_);
    uint l_2455_ = _group_0_binding_3_cs[l_2454_];
    uint l_29_ = (l_2452_ ? l_2455_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2457_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2458_ = (l_2457_ * 1u);
    bool l_2459_ = (l_31_ < l_2458_);
    uint l_2460_ = (l_2458_ - 1u);
    uint l_2461_ = min(l_31_, l_2460_);
    uint l_2462_ = _group_0_binding_3_cs[l_2461_];
    uint l_32_ = (l_2459_ ? l_2462_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2469_ = (id & 65535u);
    uint l_2470_ = (id >> 16u);
    uint l_2471_ = (l_2470_ & 65535u);
    uint l_2472_ = (l_4_ & 65535u);
    uint l_2473_ = (l_4_ >> 16u);
    uint l_2474_ = (l_2473_ & 65535u);
    uint l_2475_ = (l_2469_ * l_2472_);
    uint l_2476_ = (l_2471_ * l_2472_);
    uint l_2477_ = (l_2469_ * l_2474_);
    uint l_2478_ = (l_2471_ * l_2474_);
    uint l_2479_ = (l_2475_ >> 16u);
    uint l_2480_ = (l_2479_ & 65535u);
    uint l_2481_ = (l_2476_ & 65535u);
    uint l_2482_ = (l_2480_ + l_2481_);
    uint l_2483_ = (l_2477_ & 65535u);
    uint l_2484_ = (l_2482_ + l_2483_);
    uint l_2485_ = (l_2476_ >> 16u);
    uint l_2486_ = (l_2485_ & 65535u);
    uint l_2487_ = (l_2478_ + l_2486_);
    uint l_2488_ = (l_2477_ >> 16u);
    uint l_2489_ = (l_2488_ & 65535u);
    uint l_2490_ = (l_2487_ + l_2489_);
    uint l_2491_ = (l_2484_ >> 16u);
    uint l_2492_ = (l_2491_ & 65535u);
    uint l_37_ = (l_2490_ + l_2492_);
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
    uint _e361 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e361 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2494_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2495_ = (l_2494_ * 1u);
        bool l_2496_ = (l_58_ < l_2495_);
        uint l_2497_ = (l_2495_ - 1u);
        uint l_2498_ = min(l_58_, l_2497_);
        uint l_2499_ = _group_0_binding_0_cs[l_2498_];
        uint l_59_ = (l_2496_ ? l_2499_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2501_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2502_ = (l_2501_ * 1u);
        bool l_2503_ = (l_61_ < l_2502_);
        uint l_2504_ = (l_2502_ - 1u);
        uint l_2505_ = min(l_61_, l_2504_);
        uint l_2506_ = _group_0_binding_0_cs[l_2505_];
        uint l_62_ = (l_2503_ ? l_2506_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2508_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2509_ = (l_2508_ * 1u);
        bool l_2510_ = (l_63_ < l_2509_);
        uint l_2511_ = (l_2509_ - 1u);
        uint l_2512_ = min(l_63_, l_2511_);
        uint l_2513_ = _group_0_binding_1_cs[l_2512_];
        uint l_64_ = (l_2510_ ? l_2513_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2515_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2516_ = (l_2515_ * 1u);
        bool l_2517_ = (l_66_ < l_2516_);
        uint l_2518_ = (l_2516_ - 1u);
        uint l_2519_ = min(l_66_, l_2518_);
        uint l_2520_ = _group_0_binding_1_cs[l_2519_];
        uint l_67_ = (l_2517_ ? l_2520_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2522_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2523_ = (l_2522_ * 1u);
        bool l_2524_ = (l_68_ < l_2523_);
        uint l_2525_ = (l_2523_ - 1u);
        uint l_2526_ = min(l_68_, l_2525_);
        uint l_2527_ = _group_0_binding_2_cs[l_2526_];
        uint l_69_ = (l_2524_ ? l_2527_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2529_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2530_ = (l_2529_ * 1u);
        bool l_2531_ = (l_71_ < l_2530_);
        uint l_2532_ = (l_2530_ - 1u);
        uint l_2533_ = min(l_71_, l_2532_);
        uint l_2534_ = _group_0_binding_2_cs[l_2533_];
        uint l_72_ = (l_2531_ ? l_2534_ : 0u);
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
        uint _e485 = l_mut_40_;
        uint l_81_ = (_e485 * l_4_);
        uint _e487 = l_mut_75_;
        uint l_82_ = (_e487 * l_4_);
        uint _e489 = l_mut_40_;
        uint l_2536_ = (_e489 & 65535u);
        uint _e492 = l_mut_40_;
        uint l_2537_ = (_e492 >> 16u);
        uint l_2538_ = (l_2537_ & 65535u);
        uint l_2539_ = (l_4_ & 65535u);
        uint l_2540_ = (l_4_ >> 16u);
        uint l_2541_ = (l_2540_ & 65535u);
        uint l_2542_ = (l_2536_ * l_2539_);
        uint l_2543_ = (l_2538_ * l_2539_);
        uint l_2544_ = (l_2536_ * l_2541_);
        uint l_2545_ = (l_2538_ * l_2541_);
        uint l_2546_ = (l_2542_ >> 16u);
        uint l_2547_ = (l_2546_ & 65535u);
        uint l_2548_ = (l_2543_ & 65535u);
        uint l_2549_ = (l_2547_ + l_2548_);
        uint l_2550_ = (l_2544_ & 65535u);
        uint l_2551_ = (l_2549_ + l_2550_);
        uint l_2552_ = (l_2543_ >> 16u);
        uint l_2553_ = (l_2552_ & 65535u);
        uint l_2554_ = (l_2545_ + l_2553_);
        uint l_2555_ = (l_2544_ >> 16u);
        uint l_2556_ = (l_2555_ & 65535u);
        uint l_2557_ = (l_2554_ + l_2556_);
        uint l_2558_ = (l_2551_ >> 16u);
        uint l_2559_ = (l_2558_ & 65535u);
        uint l_83_ = (l_2557_ + l_2559_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e533 = l_mut_75_;
        uint l_2561_ = (_e533 & 65535u);
        uint _e536 = l_mut_75_;
        uint l_2562_ = (_e536 >> 16u);
        uint l_2563_ = (l_2562_ & 65535u);
        uint l_2564_ = (l_4_ & 65535u);
        uint l_2565_ = (l_4_ >> 16u);
        uint l_2566_ = (l_2565_ & 65535u);
        uint l_2567_ = (l_2561_ * l_2564_);
        uint l_2568_ = (l_2563_ * l_2564_);
        uint l_2569_ = (l_2561_ * l_2566_);
        uint l_2570_ = (l_2563_ * l_2566_);
        uint l_2571_ = (l_2567_ >> 16u);
        uint l_2572_ = (l_2571_ & 65535u);
        uint l_2573_ = (l_2568_ & 65535u);
        uint l_2574_ = (l_2572_ + l_2573_);
        uint l_2575_ = (l_2569_ & 65535u);
        uint l_2576_ = (l_2574_ + l_2575_);
        uint l_2577_ = (l_2568_ >> 16u);
        uint l_2578_ = (l_2577_ & 65535u);
        uint l_2579_ = (l_2570_ + l_2578_);
        uint l_2580_ = (l_2569_ >> 16u);
        uint l_2581_ = (l_2580_ & 65535u);
        uint l_2582_ = (l_2579_ + l_2581_);
        uint l_2583_ = (l_2576_ >> 16u);
        uint l_2584_ = (l_2583_ & 65535u);
        uint l_85_ = (l_2582_ + l_2584_);
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
        uint _e595 = l_mut_90_;
        l_mut_102_ = _e595;
        uint _e596 = l_mut_96_;
        l_mut_90_ = _e596;
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
                uint _e610 = l_mut_96_;
                l_mut_102_ = _e610;
                l_mut_90_ = l_110_;
            }
        }
        uint _e611 = l_mut_102_;
        l_mut_96_ = _e611;
        uint _e612 = l_mut_90_;
        l_mut_102_ = _e612;
        if (l_74_) {
            uint _e614 = l_mut_96_;
            uint l_111_ = (0u - _e614);
            uint _e617 = l_mut_102_;
            uint l_112_ = (0u - _e617);
            uint _e620 = l_mut_96_;
            bool l_113_ = (0u < _e620);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e624 = l_mut_96_;
        uint l_116_ = (l_59_ + _e624);
        uint _e626 = l_mut_102_;
        uint l_117_ = (l_62_ + _e626);
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
            uint _e650 = l_mut_90_;
            uint l_131_ = (_e650 * l_123_);
            uint _e652 = l_mut_75_;
            uint l_132_ = (_e652 * l_123_);
            uint _e654 = l_mut_90_;
            uint l_2586_ = (_e654 & 65535u);
            uint _e657 = l_mut_90_;
            uint l_2587_ = (_e657 >> 16u);
            uint l_2588_ = (l_2587_ & 65535u);
            uint l_2589_ = (l_123_ & 65535u);
            uint l_2590_ = (l_123_ >> 16u);
            uint l_2591_ = (l_2590_ & 65535u);
            uint l_2592_ = (l_2586_ * l_2589_);
            uint l_2593_ = (l_2588_ * l_2589_);
            uint l_2594_ = (l_2586_ * l_2591_);
            uint l_2595_ = (l_2588_ * l_2591_);
            uint l_2596_ = (l_2592_ >> 16u);
            uint l_2597_ = (l_2596_ & 65535u);
            uint l_2598_ = (l_2593_ & 65535u);
            uint l_2599_ = (l_2597_ + l_2598_);
            uint l_2600_ = (l_2594_ & 65535u);
            uint l_2601_ = (l_2599_ + l_2600_);
            uint l_2602_ = (l_2593_ >> 16u);
            uint l_2603_ = (l_2602_ & 65535u);
            uint l_2604_ = (l_2595_ + l_2603_);
            uint l_2605_ = (l_2594_ >> 16u);
            uint l_2606_ = (l_2605_ & 65535u);
            uint l_2607_ = (l_2604_ + l_2606_);
            uint l_2608_ = (l_2601_ >> 16u);
            uint l_2609_ = (l_2608_ & 65535u);
            uint l_133_ = (l_2607_ + l_2609_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e698 = l_mut_75_;
            uint l_2611_ = (_e698 & 65535u);
            uint _e701 = l_mut_75_;
            uint l_2612_ = (_e701 >> 16u);
            uint l_2613_ = (l_2612_ & 65535u);
            uint l_2614_ = (l_123_ & 65535u);
            uint l_2615_ = (l_123_ >> 16u);
            uint l_2616_ = (l_2615_ & 65535u);
            uint l_2617_ = (l_2611_ * l_2614_);
            uint l_2618_ = (l_2613_ * l_2614_);
            uint l_2619_ = (l_2611_ * l_2616_);
            uint l_2620_ = (l_2613_ * l_2616_);
            uint l_2621_ = (l_2617_ >> 16u);
            uint l_2622_ = (l_2621_ & 65535u);
            uint l_2623_ = (l_2618_ & 65535u);
            uint l_2624_ = (l_2622_ + l_2623_);
            uint l_2625_ = (l_2619_ & 65535u);
            uint l_2626_ = (l_2624_ + l_2625_);
            uint l_2627_ = (l_2618_ >> 16u);
            uint l_2628_ = (l_2627_ & 65535u);
            uint l_2629_ = (l_2620_ + l_2628_);
            uint l_2630_ = (l_2619_ >> 16u);
            uint l_2631_ = (l_2630_ & 65535u);
            uint l_2632_ = (l_2629_ + l_2631_);
            uint l_2633_ = (l_2626_ >> 16u);
            uint l_2634_ = (l_2633_ & 65535u);
            uint l_135_ = (l_2632_ + l_2634_);
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
            uint _e760 = l_mut_40_;
            l_mut_151_ = _e760;
            uint _e761 = l_mut_145_;
            l_mut_40_ = _e761;
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
                    uint _e775 = l_mut_145_;
                    l_mut_151_ = _e775;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e776 = l_mut_151_;
            l_mut_145_ = _e776;
            uint _e777 = l_mut_40_;
            l_mut_151_ = _e777;
            if (l_125_) {
                uint _e779 = l_mut_145_;
                uint l_160_ = (0u - _e779);
                uint _e782 = l_mut_151_;
                uint l_161_ = (0u - _e782);
                uint _e785 = l_mut_145_;
                bool l_162_ = (0u < _e785);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e789 = l_mut_145_;
            l_mut_102_ = _e789;
            uint _e790 = l_mut_151_;
            l_mut_96_ = _e790;
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
            uint _e803 = l_mut_151_;
            uint l_172_ = (_e803 * l_4_);
            uint _e805 = l_mut_145_;
            uint l_173_ = (_e805 * l_4_);
            uint _e807 = l_mut_151_;
            uint l_2636_ = (_e807 & 65535u);
            uint _e810 = l_mut_151_;
            uint l_2637_ = (_e810 >> 16u);
            uint l_2638_ = (l_2637_ & 65535u);
            uint l_2639_ = (l_4_ & 65535u);
            uint l_2640_ = (l_4_ >> 16u);
            uint l_2641_ = (l_2640_ & 65535u);
            uint l_2642_ = (l_2636_ * l_2639_);
            uint l_2643_ = (l_2638_ * l_2639_);
            uint l_2644_ = (l_2636_ * l_2641_);
            uint l_2645_ = (l_2638_ * l_2641_);
            uint l_2646_ = (l_2642_ >> 16u);
            uint l_2647_ = (l_2646_ & 65535u);
            uint l_2648_ = (l_2643_ & 65535u);
            uint l_2649_ = (l_2647_ + l_2648_);
            uint l_2650_ = (l_2644_ & 65535u);
            uint l_2651_ = (l_2649_ + l_2650_);
            uint l_2652_ = (l_2643_ >> 16u);
            uint l_2653_ = (l_2652_ & 65535u);
            uint l_2654_ = (l_2645_ + l_2653_);
            uint l_2655_ = (l_2644_ >> 16u);
            uint l_2656_ = (l_2655_ & 65535u);
            uint l_2657_ = (l_2654_ + l_2656_);
            uint l_2658_ = (l_2651_ >> 16u);
            uint l_2659_ = (l_2658_ & 65535u);
            uint l_174_ = (l_2657_ + l_2659_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e851 = l_mut_145_;
            uint l_2661_ = (_e851 & 65535u);
            uint _e854 = l_mut_145_;
            uint l_2662_ = (_e854 >> 16u);
            uint l_2663_ = (l_2662_ & 65535u);
            uint l_2664_ = (l_4_ & 65535u);
            uint l_2665_ = (l_4_ >> 16u);
            uint l_2666_ = (l_2665_ & 65535u);
            uint l_2667_ = (l_2661_ * l_2664_);
            uint l_2668_ = (l_2663_ * l_2664_);
            uint l_2669_ = (l_2661_ * l_2666_);
            uint l_2670_ = (l_2663_ * l_2666_);
            uint l_2671_ = (l_2667_ >> 16u);
            uint l_2672_ = (l_2671_ & 65535u);
            uint l_2673_ = (l_2668_ & 65535u);
            uint l_2674_ = (l_2672_ + l_2673_);
            uint l_2675_ = (l_2669_ & 65535u);
            uint l_2676_ = (l_2674_ + l_2675_);
            uint l_2677_ = (l_2668_ >> 16u);
            uint l_2678_ = (l_2677_ & 65535u);
            uint l_2679_ = (l_2670_ + l_2678_);
            uint l_2680_ = (l_2669_ >> 16u);
            uint l_2681_ = (l_2680_ & 65535u);
            uint l_2682_ = (l_2679_ + l_2681_);
            uint l_2683_ = (l_2676_ >> 16u);
            uint l_2684_ = (l_2683_ & 65535u);
            uint l_176_ = (l_2682_ + l_2684_);
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
            uint _e912 = l_mut_90_;
            l_mut_40_ = _e912;
            uint _e913 = l_mut_75_;
            l_mut_90_ = _e913;
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
                    uint _e925 = l_mut_75_;
                    l_mut_40_ = _e925;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e926 = l_mut_151_;
            uint l_199_ = (_e926 * l_4_);
            uint _e928 = l_mut_145_;
            uint l_200_ = (_e928 * l_4_);
            uint _e930 = l_mut_151_;
            uint l_2686_ = (_e930 & 65535u);
            uint _e933 = l_mut_151_;
            uint l_2687_ = (_e933 >> 16u);
            uint l_2688_ = (l_2687_ & 65535u);
            uint l_2689_ = (l_4_ & 65535u);
            uint l_2690_ = (l_4_ >> 16u);
            uint l_2691_ = (l_2690_ & 65535u);
            uint l_2692_ = (l_2686_ * l_2689_);
            uint l_2693_ = (l_2688_ * l_2689_);
            uint l_2694_ = (l_2686_ * l_2691_);
            uint l_2695_ = (l_2688_ * l_2691_);
            uint l_2696_ = (l_2692_ >> 16u);
            uint l_2697_ = (l_2696_ & 65535u);
            uint l_2698_ = (l_2693_ & 65535u);
            uint l_2699_ = (l_2697_ + l_2698_);
            uint l_2700_ = (l_2694_ & 65535u);
            uint l_2701_ = (l_2699_ + l_2700_);
            uint l_2702_ = (l_2693_ >> 16u);
            uint l_2703_ = (l_2702_ & 65535u);
            uint l_2704_ = (l_2695_ + l_2703_);
            uint l_2705_ = (l_2694_ >> 16u);
            uint l_2706_ = (l_2705_ & 65535u);
            uint l_2707_ = (l_2704_ + l_2706_);
            uint l_2708_ = (l_2701_ >> 16u);
            uint l_2709_ = (l_2708_ & 65535u);
            uint l_201_ = (l_2707_ + l_2709_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e974 = l_mut_145_;
            uint l_2711_ = (_e974 & 65535u);
            uint _e977 = l_mut_145_;
            uint l_2712_ = (_e977 >> 16u);
            uint l_2713_ = (l_2712_ & 65535u);
            uint l_2714_ = (l_4_ & 65535u);
            uint l_2715_ = (l_4_ >> 16u);
            uint l_2716_ = (l_2715_ & 65535u);
            uint l_2717_ = (l_2711_ * l_2714_);
            uint l_2718_ = (l_2713_ * l_2714_);
            uint l_2719_ = (l_2711_ * l_2716_);
            uint l_2720_ = (l_2713_ * l_2716_);
            uint l_2721_ = (l_2717_ >> 16u);
            uint l_2722_ = (l_2721_ & 65535u);
            uint l_2723_ = (l_2718_ & 65535u);
            uint l_2724_ = (l_2722_ + l_2723_);
            uint l_2725_ = (l_2719_ & 65535u);
            uint l_2726_ = (l_2724_ + l_2725_);
            uint l_2727_ = (l_2718_ >> 16u);
            uint l_2728_ = (l_2727_ & 65535u);
            uint l_2729_ = (l_2720_ + l_2728_);
            uint l_2730_ = (l_2719_ >> 16u);
            uint l_2731_ = (l_2730_ & 65535u);
            uint l_2732_ = (l_2729_ + l_2731_);
            uint l_2733_ = (l_2726_ >> 16u);
            uint l_2734_ = (l_2733_ & 65535u);
            uint l_203_ = (l_2732_ + l_2734_);
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
            uint _e1035 = l_mut_75_;
            l_mut_219_ = _e1035;
            uint _e1036 = l_mut_213_;
            l_mut_75_ = _e1036;
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
                    uint _e1048 = l_mut_213_;
                    l_mut_219_ = _e1048;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e1049 = l_mut_40_;
            uint l_228_ = (_e1049 * l_4_);
            uint _e1051 = l_mut_90_;
            uint l_229_ = (_e1051 * l_4_);
            uint _e1053 = l_mut_40_;
            uint l_2736_ = (_e1053 & 65535u);
            uint _e1056 = l_mut_40_;
            uint l_2737_ = (_e1056 >> 16u);
            uint l_2738_ = (l_2737_ & 65535u);
            uint l_2739_ = (l_4_ & 65535u);
            uint l_2740_ = (l_4_ >> 16u);
            uint l_2741_ = (l_2740_ & 65535u);
            uint l_2742_ = (l_2736_ * l_2739_);
            uint l_2743_ = (l_2738_ * l_2739_);
            uint l_2744_ = (l_2736_ * l_2741_);
            uint l_2745_ = (l_2738_ * l_2741_);
            uint l_2746_ = (l_2742_ >> 16u);
            uint l_2747_ = (l_2746_ & 65535u);
            uint l_2748_ = (l_2743_ & 65535u);
            uint l_2749_ = (l_2747_ + l_2748_);
            uint l_2750_ = (l_2744_ & 65535u);
            uint l_2751_ = (l_2749_ + l_2750_);
            uint l_2752_ = (l_2743_ >> 16u);
            uint l_2753_ = (l_2752_ & 65535u);
            uint l_2754_ = (l_2745_ + l_2753_);
            uint l_2755_ = (l_2744_ >> 16u);
            uint l_2756_ = (l_2755_ & 65535u);
            uint l_2757_ = (l_2754_ + l_2756_);
            uint l_2758_ = (l_2751_ >> 16u);
            uint l_2759_ = (l_2758_ & 65535u);
            uint l_230_ = (l_2757_ + l_2759_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1097 = l_mut_90_;
            uint l_2761_ = (_e1097 & 65535u);
            uint _e1100 = l_mut_90_;
            uint l_2762_ = (_e1100 >> 16u);
            uint l_2763_ = (l_2762_ & 65535u);
            uint l_2764_ = (l_4_ & 65535u);
            uint l_2765_ = (l_4_ >> 16u);
            uint l_2766_ = (l_2765_ & 65535u);
            uint l_2767_ = (l_2761_ * l_2764_);
            uint l_2768_ = (l_2763_ * l_2764_);
            uint l_2769_ = (l_2761_ * l_2766_);
            uint l_2770_ = (l_2763_ * l_2766_);
            uint l_2771_ = (l_2767_ >> 16u);
            uint l_2772_ = (l_2771_ & 65535u);
            uint l_2773_ = (l_2768_ & 65535u);
            uint l_2774_ = (l_2772_ + l_2773_);
            uint l_2775_ = (l_2769_ & 65535u);
            uint l_2776_ = (l_2774_ + l_2775_);
            uint l_2777_ = (l_2768_ >> 16u);
            uint l_2778_ = (l_2777_ & 65535u);
            uint l_2779_ = (l_2770_ + l_2778_);
            uint l_2780_ = (l_2769_ >> 16u);
            uint l_2781_ = (l_2780_ & 65535u);
            uint l_2782_ = (l_2779_ + l_2781_);
            uint l_2783_ = (l_2776_ >> 16u);
            uint l_2784_ = (l_2783_ & 65535u);
            uint l_232_ = (l_2782_ + l_2784_);
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
            uint _e1158 = l_mut_213_;
            l_mut_145_ = _e1158;
            uint _e1159 = l_mut_151_;
            l_mut_213_ = _e1159;
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
                    uint _e1171 = l_mut_151_;
                    l_mut_145_ = _e1171;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e1172 = l_mut_40_;
            uint l_255_ = (_e1172 * l_4_);
            uint _e1174 = l_mut_90_;
            uint l_256_ = (_e1174 * l_4_);
            uint _e1176 = l_mut_40_;
            uint l_2786_ = (_e1176 & 65535u);
            uint _e1179 = l_mut_40_;
            uint l_2787_ = (_e1179 >> 16u);
            uint l_2788_ = (l_2787_ & 65535u);
            uint l_2789_ = (l_4_ & 65535u);
            uint l_2790_ = (l_4_ >> 16u);
            uint l_2791_ = (l_2790_ & 65535u);
            uint l_2792_ = (l_2786_ * l_2789_);
            uint l_2793_ = (l_2788_ * l_2789_);
            uint l_2794_ = (l_2786_ * l_2791_);
            uint l_2795_ = (l_2788_ * l_2791_);
            uint l_2796_ = (l_2792_ >> 16u);
            uint l_2797_ = (l_2796_ & 65535u);
            uint l_2798_ = (l_2793_ & 65535u);
            uint l_2799_ = (l_2797_ + l_2798_);
            uint l_2800_ = (l_2794_ & 65535u);
            uint l_2801_ = (l_2799_ + l_2800_);
            uint l_2802_ = (l_2793_ >> 16u);
            uint l_2803_ = (l_2802_ & 65535u);
            uint l_2804_ = (l_2795_ + l_2803_);
            uint l_2805_ = (l_2794_ >> 16u);
            uint l_2806_ = (l_2805_ & 65535u);
            uint l_2807_ = (l_2804_ + l_2806_);
            uint l_2808_ = (l_2801_ >> 16u);
            uint l_2809_ = (l_2808_ & 65535u);
            uint l_257_ = (l_2807_ + l_2809_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1220 = l_mut_90_;
            uint l_2811_ = (_e1220 & 65535u);
            uint _e1223 = l_mut_90_;
            uint l_2812_ = (_e1223 >> 16u);
            uint l_2813_ = (l_2812_ & 65535u);
            uint l_2814_ = (l_4_ & 65535u);
            uint l_2815_ = (l_4_ >> 16u);
            uint l_2816_ = (l_2815_ & 65535u);
            uint l_2817_ = (l_2811_ * l_2814_);
            uint l_2818_ = (l_2813_ * l_2814_);
            uint l_2819_ = (l_2811_ * l_2816_);
            uint l_2820_ = (l_2813_ * l_2816_);
            uint l_2821_ = (l_2817_ >> 16u);
            uint l_2822_ = (l_2821_ & 65535u);
            uint l_2823_ = (l_2818_ & 65535u);
            uint l_2824_ = (l_2822_ + l_2823_);
            uint l_2825_ = (l_2819_ & 65535u);
            uint l_2826_ = (l_2824_ + l_2825_);
            uint l_2827_ = (l_2818_ >> 16u);
            uint l_2828_ = (l_2827_ & 65535u);
            uint l_2829_ = (l_2820_ + l_2828_);
            uint l_2830_ = (l_2819_ >> 16u);
            uint l_2831_ = (l_2830_ & 65535u);
            uint l_2832_ = (l_2829_ + l_2831_);
            uint l_2833_ = (l_2826_ >> 16u);
            uint l_2834_ = (l_2833_ & 65535u);
            uint l_259_ = (l_2832_ + l_2834_);
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
            uint _e1281 = l_mut_151_;
            l_mut_275_ = _e1281;
            uint _e1282 = l_mut_269_;
            l_mut_151_ = _e1282;
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
                    uint _e1294 = l_mut_269_;
                    l_mut_275_ = _e1294;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e1295 = l_mut_219_;
            uint l_284_ = (_e1295 * l_4_);
            uint _e1297 = l_mut_219_;
            uint l_2836_ = (_e1297 & 65535u);
            uint _e1300 = l_mut_219_;
            uint l_2837_ = (_e1300 >> 16u);
            uint l_2838_ = (l_2837_ & 65535u);
            uint l_2839_ = (l_4_ & 65535u);
            uint l_2840_ = (l_4_ >> 16u);
            uint l_2841_ = (l_2840_ & 65535u);
            uint l_2842_ = (l_2836_ * l_2839_);
            uint l_2843_ = (l_2838_ * l_2839_);
            uint l_2844_ = (l_2836_ * l_2841_);
            uint l_2845_ = (l_2838_ * l_2841_);
            uint l_2846_ = (l_2842_ >> 16u);
            uint l_2847_ = (l_2846_ & 65535u);
            uint l_2848_ = (l_2843_ & 65535u);
            uint l_2849_ = (l_2847_ + l_2848_);
            uint l_2850_ = (l_2844_ & 65535u);
            uint l_2851_ = (l_2849_ + l_2850_);
            uint l_2852_ = (l_2843_ >> 16u);
            uint l_2853_ = (l_2852_ & 65535u);
            uint l_2854_ = (l_2845_ + l_2853_);
            uint l_2855_ = (l_2844_ >> 16u);
            uint l_2856_ = (l_2855_ & 65535u);
            uint l_2857_ = (l_2854_ + l_2856_);
            uint l_2858_ = (l_2851_ >> 16u);
            uint l_2859_ = (l_2858_ & 65535u);
            uint l_285_ = (l_2857_ + l_2859_);
            uint _e1340 = l_mut_75_;
            uint l_286_ = (_e1340 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e1343 = l_mut_275_;
            uint l_288_ = (_e1343 + l_284_);
            uint _e1345 = l_mut_151_;
            uint l_289_ = (_e1345 + l_287_);
            uint _e1347 = l_mut_275_;
            bool l_290_ = (l_288_ < _e1347);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e1351 = l_mut_145_;
            l_mut_102_ = _e1351;
            uint _e1352 = l_mut_213_;
            l_mut_96_ = _e1352;
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
                    uint _e1373 = l_mut_145_;
                    l_mut_219_ = _e1373;
                    uint _e1374 = l_mut_213_;
                    l_mut_151_ = _e1374;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e1379 = l_mut_213_;
                        uint l_307_ = (_e1379 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e1384 = l_mut_145_;
                            l_mut_90_ = _e1384;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e1387 = l_mut_145_;
                                uint l_310_ = (_e1387 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e1391 = l_mut_213_;
                                uint l_312_ = (_e1391 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e1394 = l_mut_213_;
                            uint l_314_ = (_e1394 >> l_121_);
                            uint _e1396 = l_mut_90_;
                            l_mut_219_ = _e1396;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e1397 = l_mut_275_;
                    uint _e1398 = l_mut_219_;
                    uint l_315_ = (_e1397 + _e1398);
                    uint _e1400 = l_mut_269_;
                    uint _e1401 = l_mut_151_;
                    uint l_316_ = (_e1400 + _e1401);
                    uint _e1403 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e1403);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e1408 = l_mut_102_;
                uint l_320_ = (0u - _e1408);
                uint _e1411 = l_mut_96_;
                uint l_321_ = (0u - _e1411);
                uint _e1414 = l_mut_102_;
                bool l_322_ = (0u < _e1414);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e1418 = l_mut_102_;
        uint l_325_ = (l_64_ - _e1418);
        uint _e1420 = l_mut_96_;
        uint l_326_ = (l_67_ - _e1420);
        uint _e1422 = l_mut_102_;
        bool l_327_ = (l_64_ < _e1422);
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
        uint _e1455 = l_mut_145_;
        bool l_351_ = (_e1455 < l_344_);
        uint _e1457 = l_mut_145_;
        bool l_352_ = (_e1457 == l_344_);
        uint _e1459 = l_mut_151_;
        bool l_353_ = (_e1459 < l_340_);
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
            bool _e1474 = l_mut_357_;
            l_mut_350_ = _e1474;
            l_mut_357_ = false;
        }
        bool _e1476 = l_mut_357_;
        if (_e1476) {
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
            uint _e1491 = l_mut_90_;
            uint l_368_ = (_e1491 * l_367_);
            uint _e1493 = l_mut_90_;
            uint l_2861_ = (_e1493 & 65535u);
            uint _e1496 = l_mut_90_;
            uint l_2862_ = (_e1496 >> 16u);
            uint l_2863_ = (l_2862_ & 65535u);
            uint l_2864_ = (l_367_ & 65535u);
            uint l_2865_ = (l_367_ >> 16u);
            uint l_2866_ = (l_2865_ & 65535u);
            uint l_2867_ = (l_2861_ * l_2864_);
            uint l_2868_ = (l_2863_ * l_2864_);
            uint l_2869_ = (l_2861_ * l_2866_);
            uint l_2870_ = (l_2863_ * l_2866_);
            uint l_2871_ = (l_2867_ >> 16u);
            uint l_2872_ = (l_2871_ & 65535u);
            uint l_2873_ = (l_2868_ & 65535u);
            uint l_2874_ = (l_2872_ + l_2873_);
            uint l_2875_ = (l_2869_ & 65535u);
            uint l_2876_ = (l_2874_ + l_2875_);
            uint l_2877_ = (l_2868_ >> 16u);
            uint l_2878_ = (l_2877_ & 65535u);
            uint l_2879_ = (l_2870_ + l_2878_);
            uint l_2880_ = (l_2869_ >> 16u);
            uint l_2881_ = (l_2880_ & 65535u);
            uint l_2882_ = (l_2879_ + l_2881_);
            uint l_2883_ = (l_2876_ >> 16u);
            uint l_2884_ = (l_2883_ & 65535u);
            uint l_369_ = (l_2882_ + l_2884_);
            uint _e1536 = l_mut_75_;
            uint l_370_ = (_e1536 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1542 = l_mut_90_;
            uint l_373_ = (_e1542 * l_372_);
            uint _e1544 = l_mut_75_;
            uint l_374_ = (_e1544 * l_372_);
            uint _e1546 = l_mut_90_;
            uint l_2886_ = (_e1546 & 65535u);
            uint _e1549 = l_mut_90_;
            uint l_2887_ = (_e1549 >> 16u);
            uint l_2888_ = (l_2887_ & 65535u);
            uint l_2889_ = (l_372_ & 65535u);
            uint l_2890_ = (l_372_ >> 16u);
            uint l_2891_ = (l_2890_ & 65535u);
            uint l_2892_ = (l_2886_ * l_2889_);
            uint l_2893_ = (l_2888_ * l_2889_);
            uint l_2894_ = (l_2886_ * l_2891_);
            uint l_2895_ = (l_2888_ * l_2891_);
            uint l_2896_ = (l_2892_ >> 16u);
            uint l_2897_ = (l_2896_ & 65535u);
            uint l_2898_ = (l_2893_ & 65535u);
            uint l_2899_ = (l_2897_ + l_2898_);
            uint l_2900_ = (l_2894_ & 65535u);
            uint l_2901_ = (l_2899_ + l_2900_);
            uint l_2902_ = (l_2893_ >> 16u);
            uint l_2903_ = (l_2902_ & 65535u);
            uint l_2904_ = (l_2895_ + l_2903_);
            uint l_2905_ = (l_2894_ >> 16u);
            uint l_2906_ = (l_2905_ & 65535u);
            uint l_2907_ = (l_2904_ + l_2906_);
            uint l_2908_ = (l_2901_ >> 16u);
            uint l_2909_ = (l_2908_ & 65535u);
            uint l_375_ = (l_2907_ + l_2909_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1590 = l_mut_75_;
            uint l_2911_ = (_e1590 & 65535u);
            uint _e1593 = l_mut_75_;
            uint l_2912_ = (_e1593 >> 16u);
            uint l_2913_ = (l_2912_ & 65535u);
            uint l_2914_ = (l_372_ & 65535u);
            uint l_2915_ = (l_372_ >> 16u);
            uint l_2916_ = (l_2915_ & 65535u);
            uint l_2917_ = (l_2911_ * l_2914_);
            uint l_2918_ = (l_2913_ * l_2914_);
            uint l_2919_ = (l_2911_ * l_2916_);
            uint l_2920_ = (l_2913_ * l_2916_);
            uint l_2921_ = (l_2917_ >> 16u);
            uint l_2922_ = (l_2921_ & 65535u);
            uint l_2923_ = (l_2918_ & 65535u);
            uint l_2924_ = (l_2922_ + l_2923_);
            uint l_2925_ = (l_2919_ & 65535u);
            uint l_2926_ = (l_2924_ + l_2925_);
            uint l_2927_ = (l_2918_ >> 16u);
            uint l_2928_ = (l_2927_ & 65535u);
            uint l_2929_ = (l_2920_ + l_2928_);
            uint l_2930_ = (l_2919_ >> 16u);
            uint l_2931_ = (l_2930_ & 65535u);
            uint l_2932_ = (l_2929_ + l_2931_);
            uint l_2933_ = (l_2926_ >> 16u);
            uint l_2934_ = (l_2933_ & 65535u);
            uint l_377_ = (l_2932_ + l_2934_);
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
            uint _e1651 = l_mut_382_;
            l_mut_394_ = _e1651;
            uint _e1652 = l_mut_388_;
            l_mut_382_ = _e1652;
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
                    uint _e1664 = l_mut_388_;
                    l_mut_394_ = _e1664;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1665 = l_mut_394_;
            uint _e1666 = l_mut_382_;
            uint l_403_ = (_e1665 | _e1666);
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
                        uint _e1701 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1701);
                        uint _e1703 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1703);
                        uint _e1705 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1705);
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
                            uint _e1718 = l_mut_75_;
                            bool l_429_ = (_e1718 < l_409_);
                            uint _e1720 = l_mut_75_;
                            bool l_430_ = (_e1720 == l_409_);
                            uint _e1722 = l_mut_90_;
                            bool l_431_ = (_e1722 < l_405_);
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
                                        uint _e1829 = l_mut_442_;
                                        l_mut_442_ = (_e1829 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1744 = l_mut_442_;
                                    if ((_e1744 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1748 = l_mut_442_;
                                        uint l_443_ = (19u - _e1748);
                                        uint _e1750 = l_mut_439_;
                                        l_mut_444_ = _e1750;
                                        uint _e1751 = l_mut_440_;
                                        l_mut_445_ = _e1751;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1756 = l_mut_440_;
                                            uint l_448_ = (_e1756 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1761 = l_mut_439_;
                                                l_mut_450_ = _e1761;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1764 = l_mut_439_;
                                                    uint l_452_ = (_e1764 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1768 = l_mut_440_;
                                                    uint l_454_ = (_e1768 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1771 = l_mut_440_;
                                                uint l_456_ = (_e1771 >> l_443_);
                                                uint _e1773 = l_mut_450_;
                                                l_mut_444_ = _e1773;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1774 = l_mut_445_;
                                        uint _e1775 = l_mut_75_;
                                        bool l_457_ = (_e1774 < _e1775);
                                        uint _e1777 = l_mut_445_;
                                        uint _e1778 = l_mut_75_;
                                        bool l_458_ = (_e1777 == _e1778);
                                        uint _e1780 = l_mut_444_;
                                        uint _e1781 = l_mut_90_;
                                        bool l_459_ = (_e1780 < _e1781);
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
                                            uint _e1793 = l_mut_90_;
                                            l_mut_450_ = _e1793;
                                            uint _e1794 = l_mut_75_;
                                            l_mut_445_ = _e1794;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1799 = l_mut_90_;
                                                uint l_465_ = (_e1799 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1804 = l_mut_90_;
                                                    uint l_467_ = (_e1804 << l_443_);
                                                    uint _e1806 = l_mut_75_;
                                                    uint l_468_ = (_e1806 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1810 = l_mut_90_;
                                                    uint l_470_ = (_e1810 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1813 = l_mut_439_;
                                            uint _e1814 = l_mut_450_;
                                            uint l_472_ = (_e1813 - _e1814);
                                            uint _e1816 = l_mut_440_;
                                            uint _e1817 = l_mut_445_;
                                            uint l_473_ = (_e1816 - _e1817);
                                            uint _e1819 = l_mut_439_;
                                            uint _e1820 = l_mut_450_;
                                            bool l_474_ = (_e1819 < _e1820);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1826 = l_mut_441_;
                                            l_mut_441_ = (_e1826 | l_477_);
                                        }
                                    }
                                }
                                uint _e1831 = l_mut_441_;
                                uint l_478_ = min(_e1831, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1833 = l_mut_440_;
                                uint _e1834 = l_mut_75_;
                                bool l_479_ = (_e1833 < _e1834);
                                uint _e1836 = l_mut_440_;
                                uint _e1837 = l_mut_75_;
                                bool l_480_ = (_e1836 == _e1837);
                                uint _e1839 = l_mut_439_;
                                uint _e1840 = l_mut_90_;
                                bool l_481_ = (_e1839 < _e1840);
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
                                uint _e1852 = l_mut_450_;
                                l_mut_428_ = _e1852;
                            }
                            uint _e1853 = l_mut_90_;
                            uint _e1854 = l_mut_428_;
                            uint l_485_ = (_e1853 * _e1854);
                            uint _e1856 = l_mut_90_;
                            uint l_2936_ = (_e1856 & 65535u);
                            uint _e1859 = l_mut_90_;
                            uint l_2937_ = (_e1859 >> 16u);
                            uint l_2938_ = (l_2937_ & 65535u);
                            uint _e1864 = l_mut_428_;
                            uint l_2939_ = (_e1864 & 65535u);
                            uint _e1867 = l_mut_428_;
                            uint l_2940_ = (_e1867 >> 16u);
                            uint l_2941_ = (l_2940_ & 65535u);
                            uint l_2942_ = (l_2936_ * l_2939_);
                            uint l_2943_ = (l_2938_ * l_2939_);
                            uint l_2944_ = (l_2936_ * l_2941_);
                            uint l_2945_ = (l_2938_ * l_2941_);
                            uint l_2946_ = (l_2942_ >> 16u);
                            uint l_2947_ = (l_2946_ & 65535u);
                            uint l_2948_ = (l_2943_ & 65535u);
                            uint l_2949_ = (l_2947_ + l_2948_);
                            uint l_2950_ = (l_2944_ & 65535u);
                            uint l_2951_ = (l_2949_ + l_2950_);
                            uint l_2952_ = (l_2943_ >> 16u);
                            uint l_2953_ = (l_2952_ & 65535u);
                            uint l_2954_ = (l_2945_ + l_2953_);
                            uint l_2955_ = (l_2944_ >> 16u);
                            uint l_2956_ = (l_2955_ & 65535u);
                            uint l_2957_ = (l_2954_ + l_2956_);
                            uint l_2958_ = (l_2951_ >> 16u);
                            uint l_2959_ = (l_2958_ & 65535u);
                            uint l_486_ = (l_2957_ + l_2959_);
                            uint _e1901 = l_mut_75_;
                            uint _e1902 = l_mut_428_;
                            uint l_487_ = (_e1901 * _e1902);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1910 = l_mut_421_;
                            uint _e1911 = l_mut_75_;
                            bool l_494_ = (_e1910 < _e1911);
                            uint _e1913 = l_mut_421_;
                            uint _e1914 = l_mut_75_;
                            bool l_495_ = (_e1913 == _e1914);
                            uint _e1916 = l_mut_382_;
                            uint _e1917 = l_mut_90_;
                            bool l_496_ = (_e1916 < _e1917);
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
                                uint _e1929 = l_mut_382_;
                                uint _e1930 = l_mut_90_;
                                uint l_500_ = (_e1929 - _e1930);
                                uint _e1932 = l_mut_421_;
                                uint _e1933 = l_mut_75_;
                                uint l_501_ = (_e1932 - _e1933);
                                uint _e1935 = l_mut_382_;
                                uint _e1936 = l_mut_90_;
                                bool l_502_ = (_e1935 < _e1936);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1940 = l_mut_90_;
                        uint _e1941 = l_mut_382_;
                        uint l_505_ = (_e1940 - _e1941);
                        uint _e1943 = l_mut_75_;
                        uint _e1944 = l_mut_421_;
                        uint l_506_ = (_e1943 - _e1944);
                        uint _e1946 = l_mut_90_;
                        uint _e1947 = l_mut_382_;
                        bool l_507_ = (_e1946 < _e1947);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1951 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1951);
                        uint _e1953 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1953);
                        uint _e1955 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1955);
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
                            uint _e1967 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1967);
                            uint _e1969 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1969);
                            uint _e1971 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1971);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1975 = l_mut_445_;
                        uint _e1976 = l_mut_388_;
                        bool l_521_ = (_e1975 < _e1976);
                        uint _e1978 = l_mut_445_;
                        uint _e1979 = l_mut_388_;
                        bool l_522_ = (_e1978 == _e1979);
                        uint _e1981 = l_mut_450_;
                        uint _e1982 = l_mut_394_;
                        bool l_523_ = (_e1981 < _e1982);
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
                            uint _e1993 = l_mut_450_;
                            l_mut_394_ = _e1993;
                            uint _e1994 = l_mut_445_;
                            l_mut_388_ = _e1994;
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
                        uint _e2014 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e2014);
                        uint _e2016 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e2016);
                        uint _e2018 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e2018);
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
                            uint _e2031 = l_mut_75_;
                            bool l_543_ = (_e2031 < l_334_);
                            uint _e2033 = l_mut_75_;
                            bool l_544_ = (_e2033 == l_334_);
                            uint _e2035 = l_mut_90_;
                            bool l_545_ = (_e2035 < l_330_);
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
                                        uint _e2142 = l_mut_553_;
                                        l_mut_553_ = (_e2142 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2057 = l_mut_553_;
                                    if ((_e2057 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2061 = l_mut_553_;
                                        uint l_554_ = (19u - _e2061);
                                        uint _e2063 = l_mut_441_;
                                        l_mut_428_ = _e2063;
                                        uint _e2064 = l_mut_440_;
                                        l_mut_421_ = _e2064;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e2069 = l_mut_440_;
                                            uint l_557_ = (_e2069 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e2074 = l_mut_441_;
                                                l_mut_382_ = _e2074;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e2077 = l_mut_441_;
                                                    uint l_560_ = (_e2077 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e2081 = l_mut_440_;
                                                    uint l_562_ = (_e2081 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e2084 = l_mut_440_;
                                                uint l_564_ = (_e2084 >> l_554_);
                                                uint _e2086 = l_mut_382_;
                                                l_mut_428_ = _e2086;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e2087 = l_mut_421_;
                                        uint _e2088 = l_mut_75_;
                                        bool l_565_ = (_e2087 < _e2088);
                                        uint _e2090 = l_mut_421_;
                                        uint _e2091 = l_mut_75_;
                                        bool l_566_ = (_e2090 == _e2091);
                                        uint _e2093 = l_mut_428_;
                                        uint _e2094 = l_mut_90_;
                                        bool l_567_ = (_e2093 < _e2094);
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
                                            uint _e2106 = l_mut_90_;
                                            l_mut_428_ = _e2106;
                                            uint _e2107 = l_mut_75_;
                                            l_mut_421_ = _e2107;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e2112 = l_mut_90_;
                                                uint l_573_ = (_e2112 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e2117 = l_mut_90_;
                                                    uint l_575_ = (_e2117 << l_554_);
                                                    uint _e2119 = l_mut_75_;
                                                    uint l_576_ = (_e2119 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e2123 = l_mut_90_;
                                                    uint l_578_ = (_e2123 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e2126 = l_mut_441_;
                                            uint _e2127 = l_mut_428_;
                                            uint l_580_ = (_e2126 - _e2127);
                                            uint _e2129 = l_mut_440_;
                                            uint _e2130 = l_mut_421_;
                                            uint l_581_ = (_e2129 - _e2130);
                                            uint _e2132 = l_mut_441_;
                                            uint _e2133 = l_mut_428_;
                                            bool l_582_ = (_e2132 < _e2133);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e2139 = l_mut_439_;
                                            l_mut_439_ = (_e2139 | l_585_);
                                        }
                                    }
                                }
                                uint _e2144 = l_mut_439_;
                                uint l_586_ = min(_e2144, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e2146 = l_mut_440_;
                                uint _e2147 = l_mut_75_;
                                bool l_587_ = (_e2146 < _e2147);
                                uint _e2149 = l_mut_440_;
                                uint _e2150 = l_mut_75_;
                                bool l_588_ = (_e2149 == _e2150);
                                uint _e2152 = l_mut_441_;
                                uint _e2153 = l_mut_90_;
                                bool l_589_ = (_e2152 < _e2153);
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
                                uint _e2165 = l_mut_439_;
                                l_mut_444_ = _e2165;
                            }
                            uint _e2166 = l_mut_90_;
                            uint _e2167 = l_mut_444_;
                            uint l_593_ = (_e2166 * _e2167);
                            uint _e2169 = l_mut_90_;
                            uint l_2961_ = (_e2169 & 65535u);
                            uint _e2172 = l_mut_90_;
                            uint l_2962_ = (_e2172 >> 16u);
                            uint l_2963_ = (l_2962_ & 65535u);
                            uint _e2177 = l_mut_444_;
                            uint l_2964_ = (_e2177 & 65535u);
                            uint _e2180 = l_mut_444_;
                            uint l_2965_ = (_e2180 >> 16u);
                            uint l_2966_ = (l_2965_ & 65535u);
                            uint l_2967_ = (l_2961_ * l_2964_);
                            uint l_2968_ = (l_2963_ * l_2964_);
                            uint l_2969_ = (l_2961_ * l_2966_);
                            uint l_2970_ = (l_2963_ * l_2966_);
                            uint l_2971_ = (l_2967_ >> 16u);
                            uint l_2972_ = (l_2971_ & 65535u);
                            uint l_2973_ = (l_2968_ & 65535u);
                            uint l_2974_ = (l_2972_ + l_2973_);
                            uint l_2975_ = (l_2969_ & 65535u);
                            uint l_2976_ = (l_2974_ + l_2975_);
                            uint l_2977_ = (l_2968_ >> 16u);
                            uint l_2978_ = (l_2977_ & 65535u);
                            uint l_2979_ = (l_2970_ + l_2978_);
                            uint l_2980_ = (l_2969_ >> 16u);
                            uint l_2981_ = (l_2980_ & 65535u);
                            uint l_2982_ = (l_2979_ + l_2981_);
                            uint l_2983_ = (l_2976_ >> 16u);
                            uint l_2984_ = (l_2983_ & 65535u);
                            uint l_594_ = (l_2982_ + l_2984_);
                            uint _e2214 = l_mut_75_;
                            uint _e2215 = l_mut_444_;
                            uint l_595_ = (_e2214 * _e2215);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e2223 = l_mut_445_;
                            uint _e2224 = l_mut_75_;
                            bool l_602_ = (_e2223 < _e2224);
                            uint _e2226 = l_mut_445_;
                            uint _e2227 = l_mut_75_;
                            bool l_603_ = (_e2226 == _e2227);
                            uint _e2229 = l_mut_450_;
                            uint _e2230 = l_mut_90_;
                            bool l_604_ = (_e2229 < _e2230);
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
                                uint _e2242 = l_mut_450_;
                                uint _e2243 = l_mut_90_;
                                uint l_608_ = (_e2242 - _e2243);
                                uint _e2245 = l_mut_445_;
                                uint _e2246 = l_mut_75_;
                                uint l_609_ = (_e2245 - _e2246);
                                uint _e2248 = l_mut_450_;
                                uint _e2249 = l_mut_90_;
                                bool l_610_ = (_e2248 < _e2249);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e2253 = l_mut_445_;
                        uint _e2254 = l_mut_388_;
                        bool l_613_ = (_e2253 < _e2254);
                        uint _e2256 = l_mut_445_;
                        uint _e2257 = l_mut_388_;
                        bool l_614_ = (_e2256 == _e2257);
                        uint _e2259 = l_mut_450_;
                        uint _e2260 = l_mut_394_;
                        bool l_615_ = (_e2259 < _e2260);
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
                            uint _e2271 = l_mut_450_;
                            l_mut_394_ = _e2271;
                            uint _e2272 = l_mut_445_;
                            l_mut_388_ = _e2272;
                        }
                    }
                }
                uint _e2273 = l_mut_388_;
                bool l_618_ = (_e2273 < l_344_);
                uint _e2275 = l_mut_388_;
                bool l_619_ = (_e2275 == l_344_);
                uint _e2277 = l_mut_394_;
                bool l_620_ = (_e2277 < l_340_);
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
            uint _e2292 = l_mut_40_;
            bool l_626_ = (_e2292 > 0u);
            if (l_626_) {
                uint _e2295 = l_mut_40_;
                bool l_627_ = (_e2295 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        while(true) {
            bool _e2300 = l_mut_357_;
            bool l_629_ = !(_e2300);
            if (l_629_) {
                break;
            }
            uint _e2302 = l_mut_275_;
            l_mut_450_ = _e2302;
            uint _e2303 = l_mut_269_;
            l_mut_445_ = _e2303;
            bool _e2304 = l_mut_628_;
            if (_e2304) {
                uint _e2305 = l_mut_219_;
                l_mut_450_ = _e2305;
                uint _e2306 = l_mut_213_;
                l_mut_445_ = _e2306;
            }
            uint _e2307 = l_mut_145_;
            uint _e2308 = l_mut_445_;
            bool l_630_ = (_e2307 < _e2308);
            uint _e2310 = l_mut_145_;
            uint _e2311 = l_mut_445_;
            bool l_631_ = (_e2310 == _e2311);
            uint _e2313 = l_mut_151_;
            uint _e2314 = l_mut_450_;
            bool l_632_ = (_e2313 < _e2314);
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
            bool _e2326 = l_mut_628_;
            bool l_636_ = (l_635_ != _e2326);
            if (l_636_) {
                uint _e2328 = l_mut_275_;
                l_mut_450_ = _e2328;
                uint _e2329 = l_mut_269_;
                l_mut_445_ = _e2329;
                uint _e2330 = l_mut_219_;
                l_mut_275_ = _e2330;
                uint _e2331 = l_mut_213_;
                l_mut_269_ = _e2331;
                uint _e2332 = l_mut_450_;
                l_mut_219_ = _e2332;
                uint _e2333 = l_mut_445_;
                l_mut_213_ = _e2333;
                uint _e2334 = l_mut_102_;
                l_mut_450_ = _e2334;
                uint _e2335 = l_mut_96_;
                l_mut_102_ = _e2335;
                uint _e2336 = l_mut_450_;
                l_mut_96_ = _e2336;
                l_mut_628_ = l_635_;
            }
            uint _e2337 = l_mut_275_;
            uint _e2338 = l_mut_151_;
            uint l_637_ = (_e2337 - _e2338);
            uint _e2340 = l_mut_269_;
            uint _e2341 = l_mut_145_;
            uint l_638_ = (_e2340 - _e2341);
            uint _e2343 = l_mut_275_;
            uint _e2344 = l_mut_151_;
            bool l_639_ = (_e2343 < _e2344);
            uint l_640_ = uint(l_639_);
            uint l_641_ = (l_638_ - l_640_);
            l_mut_450_ = l_637_;
            l_mut_445_ = l_641_;
            bool _e2348 = l_mut_628_;
            if (_e2348) {
                uint _e2349 = l_mut_151_;
                uint l_642_ = (_e2349 - l_340_);
                uint _e2351 = l_mut_145_;
                uint l_643_ = (_e2351 - l_344_);
                uint _e2353 = l_mut_151_;
                bool l_644_ = (_e2353 < l_340_);
                uint l_645_ = uint(l_644_);
                uint l_646_ = (l_643_ - l_645_);
                l_mut_450_ = l_642_;
                l_mut_445_ = l_646_;
            }
            uint _e2357 = l_mut_275_;
            l_mut_444_ = _e2357;
            uint _e2358 = l_mut_269_;
            l_mut_441_ = _e2358;
            uint _e2359 = l_mut_445_;
            uint _e2360 = l_mut_269_;
            bool l_647_ = (_e2359 < _e2360);
            uint _e2362 = l_mut_445_;
            uint _e2363 = l_mut_269_;
            bool l_648_ = (_e2362 == _e2363);
            uint _e2365 = l_mut_450_;
            uint _e2366 = l_mut_275_;
            bool l_649_ = (_e2365 < _e2366);
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
                uint _e2377 = l_mut_450_;
                l_mut_444_ = _e2377;
                uint _e2378 = l_mut_445_;
                l_mut_441_ = _e2378;
            }
            l_mut_652_ = false;
            uint _e2380 = l_mut_444_;
            l_mut_450_ = _e2380;
            uint _e2381 = l_mut_441_;
            l_mut_445_ = _e2381;
            if (false) {
                uint _e2384 = l_mut_441_;
                uint l_655_ = (_e2384 >> 3u);
                l_mut_450_ = l_655_;
                l_mut_445_ = 0u;
            } else {
                if (true) {
                    uint _e2388 = l_mut_444_;
                    l_mut_440_ = _e2388;
                    if (true) {
                        uint _e2390 = l_mut_444_;
                        uint l_658_ = (_e2390 >> 3u);
                        uint _e2393 = l_mut_441_;
                        uint l_659_ = (_e2393 << 29u);
                        uint l_660_ = (l_658_ | l_659_);
                        l_mut_440_ = l_660_;
                    }
                    uint _e2397 = l_mut_441_;
                    uint l_661_ = (_e2397 >> 3u);
                    uint _e2400 = l_mut_440_;
                    l_mut_450_ = _e2400;
                    l_mut_445_ = l_661_;
                }
            }
            uint _e2401 = l_mut_445_;
            uint _e2402 = l_mut_213_;
            bool l_662_ = (_e2401 < _e2402);
            uint _e2404 = l_mut_445_;
            uint _e2405 = l_mut_213_;
            bool l_663_ = (_e2404 == _e2405);
            uint _e2407 = l_mut_450_;
            uint _e2408 = l_mut_219_;
            bool l_664_ = (_e2407 < _e2408);
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
            uint _e2421 = l_mut_219_;
            uint _e2422 = l_mut_213_;
            uint l_668_ = (_e2421 | _e2422);
            bool l_669_ = (l_668_ == 0u);
            bool l_670_ = !(l_669_);
            bool _e2427 = l_mut_652_;
            if (_e2427) {
                local_45 = l_670_;
            } else {
                local_45 = false;
            }
            bool l_671_ = local_45;
            uint _e2432 = l_mut_213_;
            uint _e2433 = l_mut_441_;
            bool l_672_ = (_e2432 < _e2433);
            uint _e2435 = l_mut_213_;
            uint _e2436 = l_mut_441_;
            bool l_673_ = (_e2435 == _e2436);
            uint _e2438 = l_mut_219_;
            uint _e2439 = l_mut_444_;
            bool l_674_ = (_e2438 < _e2439);
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
            uint _e2454 = l_mut_102_;
            uint _e2455 = l_mut_96_;
            uint l_678_ = (_e2454 + _e2455);
            bool l_679_ = (l_678_ < l_4_);
            if (l_677_) {
                local_49 = l_679_;
            } else {
                local_49 = false;
            }
            bool l_680_ = local_49;
            if (l_680_) {
                uint _e2462 = l_mut_102_;
                uint l_681_ = (l_4_ - _e2462);
                uint _e2464 = l_mut_96_;
                uint l_682_ = (l_681_ - _e2464);
                uint _e2466 = l_mut_102_;
                uint l_683_ = (l_682_ / _e2466);
                uint _e2468 = l_mut_444_;
                uint l_684_ = (_e2468 - 1u);
                uint _e2471 = l_mut_441_;
                uint l_685_ = (_e2471 - 0u);
                uint _e2474 = l_mut_444_;
                bool l_686_ = (_e2474 < 1u);
                uint l_687_ = uint(l_686_);
                uint l_688_ = (l_685_ - l_687_);
                l_mut_445_ = l_684_;
                l_mut_444_ = l_688_;
                l_mut_441_ = 0u;
                l_mut_689_ = 0u;
                bool loop_init_2 = true;
                while(true) {
                    if (!loop_init_2) {
                        uint _e2567 = l_mut_689_;
                        l_mut_689_ = (_e2567 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2482 = l_mut_689_;
                    if ((_e2482 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2486 = l_mut_689_;
                        uint l_690_ = (19u - _e2486);
                        uint _e2488 = l_mut_445_;
                        l_mut_440_ = _e2488;
                        uint _e2489 = l_mut_444_;
                        l_mut_439_ = _e2489;
                        bool l_691_ = (l_690_ >= 32u);
                        if (l_691_) {
                            uint l_692_ = (l_690_ & 31u);
                            uint _e2494 = l_mut_444_;
                            uint l_693_ = (_e2494 >> l_692_);
                            l_mut_440_ = l_693_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_694_ = (l_690_ > 0u);
                            if (l_694_) {
                                uint _e2499 = l_mut_445_;
                                l_mut_428_ = _e2499;
                                bool l_695_ = (l_690_ > 0u);
                                if (l_695_) {
                                    uint _e2502 = l_mut_445_;
                                    uint l_696_ = (_e2502 >> l_690_);
                                    uint l_697_ = (32u - l_690_);
                                    uint _e2506 = l_mut_444_;
                                    uint l_698_ = (_e2506 << l_697_);
                                    uint l_699_ = (l_696_ | l_698_);
                                    l_mut_428_ = l_699_;
                                }
                                uint _e2509 = l_mut_444_;
                                uint l_700_ = (_e2509 >> l_690_);
                                uint _e2511 = l_mut_428_;
                                l_mut_440_ = _e2511;
                                l_mut_439_ = l_700_;
                            }
                        }
                        uint _e2512 = l_mut_439_;
                        uint _e2513 = l_mut_213_;
                        bool l_701_ = (_e2512 < _e2513);
                        uint _e2515 = l_mut_439_;
                        uint _e2516 = l_mut_213_;
                        bool l_702_ = (_e2515 == _e2516);
                        uint _e2518 = l_mut_440_;
                        uint _e2519 = l_mut_219_;
                        bool l_703_ = (_e2518 < _e2519);
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
                            uint _e2531 = l_mut_219_;
                            l_mut_440_ = _e2531;
                            uint _e2532 = l_mut_213_;
                            l_mut_439_ = _e2532;
                            bool l_707_ = (l_690_ >= 32u);
                            if (l_707_) {
                                uint l_708_ = (l_690_ & 31u);
                                uint _e2537 = l_mut_219_;
                                uint l_709_ = (_e2537 << l_708_);
                                l_mut_440_ = 0u;
                                l_mut_439_ = l_709_;
                            } else {
                                bool l_710_ = (l_690_ > 0u);
                                if (l_710_) {
                                    uint _e2542 = l_mut_219_;
                                    uint l_711_ = (_e2542 << l_690_);
                                    uint _e2544 = l_mut_213_;
                                    uint l_712_ = (_e2544 << l_690_);
                                    uint l_713_ = (32u - l_690_);
                                    uint _e2548 = l_mut_219_;
                                    uint l_714_ = (_e2548 >> l_713_);
                                    uint l_715_ = (l_712_ | l_714_);
                                    l_mut_440_ = l_711_;
                                    l_mut_439_ = l_715_;
                                }
                            }
                            uint _e2551 = l_mut_445_;
                            uint _e2552 = l_mut_440_;
                            uint l_716_ = (_e2551 - _e2552);
                            uint _e2554 = l_mut_444_;
                            uint _e2555 = l_mut_439_;
                            uint l_717_ = (_e2554 - _e2555);
                            uint _e2557 = l_mut_445_;
                            uint _e2558 = l_mut_440_;
                            bool l_718_ = (_e2557 < _e2558);
                            uint l_719_ = uint(l_718_);
                            uint l_720_ = (l_717_ - l_719_);
                            l_mut_445_ = l_716_;
                            l_mut_444_ = l_720_;
                            uint l_721_ = (1u << l_690_);
                            uint _e2564 = l_mut_441_;
                            l_mut_441_ = (_e2564 | l_721_);
                        }
                    }
                }
                uint _e2569 = l_mut_441_;
                uint l_722_ = min(_e2569, l_683_);
                l_mut_441_ = l_722_;
                uint _e2571 = l_mut_444_;
                uint _e2572 = l_mut_213_;
                bool l_723_ = (_e2571 < _e2572);
                uint _e2574 = l_mut_444_;
                uint _e2575 = l_mut_213_;
                bool l_724_ = (_e2574 == _e2575);
                uint _e2577 = l_mut_445_;
                uint _e2578 = l_mut_219_;
                bool l_725_ = (_e2577 < _e2578);
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
                uint _e2590 = l_mut_441_;
                l_mut_450_ = _e2590;
            }
            uint _e2591 = l_mut_275_;
            l_mut_445_ = _e2591;
            uint _e2592 = l_mut_269_;
            l_mut_444_ = _e2592;
            uint _e2593 = l_mut_219_;
            l_mut_441_ = _e2593;
            uint _e2594 = l_mut_213_;
            l_mut_440_ = _e2594;
            uint _e2595 = l_mut_102_;
            l_mut_439_ = _e2595;
            uint _e2596 = l_mut_96_;
            l_mut_428_ = _e2596;
            uint _e2597 = l_mut_151_;
            l_mut_421_ = _e2597;
            uint _e2598 = l_mut_145_;
            l_mut_394_ = _e2598;
            l_mut_388_ = 0u;
            uint _e2600 = l_mut_450_;
            bool l_729_ = (_e2600 > 0u);
            if (l_729_) {
                uint _e2603 = l_mut_219_;
                uint _e2604 = l_mut_450_;
                uint l_730_ = (_e2603 * _e2604);
                uint _e2606 = l_mut_219_;
                uint l_2986_ = (_e2606 & 65535u);
                uint _e2609 = l_mut_219_;
                uint l_2987_ = (_e2609 >> 16u);
                uint l_2988_ = (l_2987_ & 65535u);
                uint _e2614 = l_mut_450_;
                uint l_2989_ = (_e2614 & 65535u);
                uint _e2617 = l_mut_450_;
                uint l_2990_ = (_e2617 >> 16u);
                uint l_2991_ = (l_2990_ & 65535u);
                uint l_2992_ = (l_2986_ * l_2989_);
                uint l_2993_ = (l_2988_ * l_2989_);
                uint l_2994_ = (l_2986_ * l_2991_);
                uint l_2995_ = (l_2988_ * l_2991_);
                uint l_2996_ = (l_2992_ >> 16u);
                uint l_2997_ = (l_2996_ & 65535u);
                uint l_2998_ = (l_2993_ & 65535u);
                uint l_2999_ = (l_2997_ + l_2998_);
                uint l_3000_ = (l_2994_ & 65535u);
                uint l_3001_ = (l_2999_ + l_3000_);
                uint l_3002_ = (l_2993_ >> 16u);
                uint l_3003_ = (l_3002_ & 65535u);
                uint l_3004_ = (l_2995_ + l_3003_);
                uint l_3005_ = (l_2994_ >> 16u);
                uint l_3006_ = (l_3005_ & 65535u);
                uint l_3007_ = (l_3004_ + l_3006_);
                uint l_3008_ = (l_3001_ >> 16u);
                uint l_3009_ = (l_3008_ & 65535u);
                uint l_731_ = (l_3007_ + l_3009_);
                uint _e2651 = l_mut_213_;
                uint _e2652 = l_mut_450_;
                uint l_732_ = (_e2651 * _e2652);
                uint l_733_ = (l_731_ + l_732_);
                bool _e2655 = l_mut_628_;
                if (_e2655) {
                    uint _e2656 = l_mut_151_;
                    uint l_734_ = (_e2656 - l_730_);
                    uint _e2658 = l_mut_145_;
                    uint l_735_ = (_e2658 - l_733_);
                    uint _e2660 = l_mut_151_;
                    bool l_736_ = (_e2660 < l_730_);
                    uint l_737_ = uint(l_736_);
                    uint l_738_ = (l_735_ - l_737_);
                    l_mut_421_ = l_734_;
                    l_mut_394_ = l_738_;
                }
                uint _e2664 = l_mut_275_;
                uint l_739_ = (_e2664 - l_730_);
                uint _e2666 = l_mut_269_;
                uint l_740_ = (_e2666 - l_733_);
                uint _e2668 = l_mut_275_;
                bool l_741_ = (_e2668 < l_730_);
                uint l_742_ = uint(l_741_);
                uint l_743_ = (l_740_ - l_742_);
                l_mut_445_ = l_739_;
                l_mut_444_ = l_743_;
                uint _e2672 = l_mut_450_;
                uint _e2673 = l_mut_102_;
                uint l_744_ = (_e2672 * _e2673);
                uint _e2675 = l_mut_96_;
                uint l_745_ = (_e2675 + l_744_);
                l_mut_428_ = l_745_;
            } else {
                bool _e2677 = l_mut_628_;
                if (_e2677) {
                    uint _e2678 = l_mut_151_;
                    uint _e2679 = l_mut_219_;
                    uint l_746_ = (_e2678 - _e2679);
                    uint _e2681 = l_mut_145_;
                    uint _e2682 = l_mut_213_;
                    uint l_747_ = (_e2681 - _e2682);
                    uint _e2684 = l_mut_151_;
                    uint _e2685 = l_mut_219_;
                    bool l_748_ = (_e2684 < _e2685);
                    uint l_749_ = uint(l_748_);
                    uint l_750_ = (l_747_ - l_749_);
                    l_mut_421_ = l_746_;
                    l_mut_394_ = l_750_;
                    uint _e2689 = l_mut_394_;
                    bool l_751_ = (_e2689 < l_344_);
                    uint _e2691 = l_mut_394_;
                    bool l_752_ = (_e2691 == l_344_);
                    uint _e2693 = l_mut_421_;
                    bool l_753_ = (_e2693 < l_340_);
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
                uint _e2705 = l_mut_388_;
                bool l_756_ = (_e2705 == 0u);
                if (l_756_) {
                    uint _e2708 = l_mut_102_;
                    uint l_757_ = (l_4_ - _e2708);
                    uint _e2710 = l_mut_96_;
                    uint l_758_ = (l_757_ / _e2710);
                    l_mut_450_ = 0u;
                    l_mut_652_ = false;
                    uint _e2714 = l_mut_219_;
                    l_mut_382_ = _e2714;
                    uint _e2715 = l_mut_213_;
                    l_mut_90_ = _e2715;
                    if (false) {
                        uint _e2718 = l_mut_213_;
                        uint l_761_ = (_e2718 >> 3u);
                        l_mut_382_ = l_761_;
                        l_mut_90_ = 0u;
                    } else {
                        if (true) {
                            uint _e2722 = l_mut_219_;
                            l_mut_75_ = _e2722;
                            if (true) {
                                uint _e2724 = l_mut_219_;
                                uint l_764_ = (_e2724 >> 3u);
                                uint _e2727 = l_mut_213_;
                                uint l_765_ = (_e2727 << 29u);
                                uint l_766_ = (l_764_ | l_765_);
                                l_mut_75_ = l_766_;
                            }
                            uint _e2731 = l_mut_213_;
                            uint l_767_ = (_e2731 >> 3u);
                            uint _e2734 = l_mut_75_;
                            l_mut_382_ = _e2734;
                            l_mut_90_ = l_767_;
                        }
                    }
                    uint _e2735 = l_mut_90_;
                    uint _e2736 = l_mut_269_;
                    bool l_768_ = (_e2735 < _e2736);
                    uint _e2738 = l_mut_90_;
                    uint _e2739 = l_mut_269_;
                    bool l_769_ = (_e2738 == _e2739);
                    uint _e2741 = l_mut_382_;
                    uint _e2742 = l_mut_275_;
                    bool l_770_ = (_e2741 < _e2742);
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
                    uint _e2754 = l_mut_275_;
                    uint _e2755 = l_mut_269_;
                    uint l_774_ = (_e2754 | _e2755);
                    bool l_775_ = (l_774_ == 0u);
                    if (l_775_) {
                        l_mut_450_ = l_758_;
                    } else {
                        bool _e2759 = l_mut_652_;
                        if (_e2759) {
                            uint _e2760 = l_mut_269_;
                            uint _e2761 = l_mut_213_;
                            bool l_776_ = (_e2760 < _e2761);
                            uint _e2763 = l_mut_269_;
                            uint _e2764 = l_mut_213_;
                            bool l_777_ = (_e2763 == _e2764);
                            uint _e2766 = l_mut_275_;
                            uint _e2767 = l_mut_219_;
                            bool l_778_ = (_e2766 < _e2767);
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
                                uint _e2778 = l_mut_219_;
                                uint l_781_ = (_e2778 - 1u);
                                uint _e2781 = l_mut_213_;
                                uint l_782_ = (_e2781 - 0u);
                                uint _e2784 = l_mut_219_;
                                bool l_783_ = (_e2784 < 1u);
                                uint l_784_ = uint(l_783_);
                                uint l_785_ = (l_782_ - l_784_);
                                l_mut_382_ = l_781_;
                                l_mut_90_ = l_785_;
                                l_mut_75_ = 0u;
                                l_mut_786_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2877 = l_mut_786_;
                                        l_mut_786_ = (_e2877 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2792 = l_mut_786_;
                                    if ((_e2792 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2796 = l_mut_786_;
                                        uint l_787_ = (19u - _e2796);
                                        uint _e2798 = l_mut_382_;
                                        l_mut_40_ = _e2798;
                                        uint _e2799 = l_mut_90_;
                                        l_mut_788_ = _e2799;
                                        bool l_789_ = (l_787_ >= 32u);
                                        if (l_789_) {
                                            uint l_790_ = (l_787_ & 31u);
                                            uint _e2804 = l_mut_90_;
                                            uint l_791_ = (_e2804 >> l_790_);
                                            l_mut_40_ = l_791_;
                                            l_mut_788_ = 0u;
                                        } else {
                                            bool l_792_ = (l_787_ > 0u);
                                            if (l_792_) {
                                                uint _e2809 = l_mut_382_;
                                                l_mut_793_ = _e2809;
                                                bool l_794_ = (l_787_ > 0u);
                                                if (l_794_) {
                                                    uint _e2812 = l_mut_382_;
                                                    uint l_795_ = (_e2812 >> l_787_);
                                                    uint l_796_ = (32u - l_787_);
                                                    uint _e2816 = l_mut_90_;
                                                    uint l_797_ = (_e2816 << l_796_);
                                                    uint l_798_ = (l_795_ | l_797_);
                                                    l_mut_793_ = l_798_;
                                                }
                                                uint _e2819 = l_mut_90_;
                                                uint l_799_ = (_e2819 >> l_787_);
                                                uint _e2821 = l_mut_793_;
                                                l_mut_40_ = _e2821;
                                                l_mut_788_ = l_799_;
                                            }
                                        }
                                        uint _e2822 = l_mut_788_;
                                        uint _e2823 = l_mut_269_;
                                        bool l_800_ = (_e2822 < _e2823);
                                        uint _e2825 = l_mut_788_;
                                        uint _e2826 = l_mut_269_;
                                        bool l_801_ = (_e2825 == _e2826);
                                        uint _e2828 = l_mut_40_;
                                        uint _e2829 = l_mut_275_;
                                        bool l_802_ = (_e2828 < _e2829);
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
                                            uint _e2841 = l_mut_275_;
                                            l_mut_793_ = _e2841;
                                            uint _e2842 = l_mut_269_;
                                            l_mut_788_ = _e2842;
                                            bool l_806_ = (l_787_ >= 32u);
                                            if (l_806_) {
                                                uint l_807_ = (l_787_ & 31u);
                                                uint _e2847 = l_mut_275_;
                                                uint l_808_ = (_e2847 << l_807_);
                                                l_mut_793_ = 0u;
                                                l_mut_788_ = l_808_;
                                            } else {
                                                bool l_809_ = (l_787_ > 0u);
                                                if (l_809_) {
                                                    uint _e2852 = l_mut_275_;
                                                    uint l_810_ = (_e2852 << l_787_);
                                                    uint _e2854 = l_mut_269_;
                                                    uint l_811_ = (_e2854 << l_787_);
                                                    uint l_812_ = (32u - l_787_);
                                                    uint _e2858 = l_mut_275_;
                                                    uint l_813_ = (_e2858 >> l_812_);
                                                    uint l_814_ = (l_811_ | l_813_);
                                                    l_mut_793_ = l_810_;
                                                    l_mut_788_ = l_814_;
                                                }
                                            }
                                            uint _e2861 = l_mut_382_;
                                            uint _e2862 = l_mut_793_;
                                            uint l_815_ = (_e2861 - _e2862);
                                            uint _e2864 = l_mut_90_;
                                            uint _e2865 = l_mut_788_;
                                            uint l_816_ = (_e2864 - _e2865);
                                            uint _e2867 = l_mut_382_;
                                            uint _e2868 = l_mut_793_;
                                            bool l_817_ = (_e2867 < _e2868);
                                            uint l_818_ = uint(l_817_);
                                            uint l_819_ = (l_816_ - l_818_);
                                            l_mut_382_ = l_815_;
                                            l_mut_90_ = l_819_;
                                            uint l_820_ = (1u << l_787_);
                                            uint _e2874 = l_mut_75_;
                                            l_mut_75_ = (_e2874 | l_820_);
                                        }
                                    }
                                }
                                uint _e2879 = l_mut_75_;
                                uint l_821_ = min(_e2879, l_758_);
                                l_mut_793_ = l_821_;
                                uint _e2881 = l_mut_90_;
                                uint _e2882 = l_mut_269_;
                                bool l_822_ = (_e2881 < _e2882);
                                uint _e2884 = l_mut_90_;
                                uint _e2885 = l_mut_269_;
                                bool l_823_ = (_e2884 == _e2885);
                                uint _e2887 = l_mut_382_;
                                uint _e2888 = l_mut_275_;
                                bool l_824_ = (_e2887 < _e2888);
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
                                uint _e2900 = l_mut_793_;
                                l_mut_450_ = _e2900;
                            }
                        } else {
                            uint _e2901 = l_mut_219_;
                            l_mut_793_ = _e2901;
                            uint _e2902 = l_mut_213_;
                            l_mut_788_ = _e2902;
                            while(true) {
                                uint _e2903 = l_mut_269_;
                                uint _e2904 = l_mut_788_;
                                bool l_828_ = (_e2903 < _e2904);
                                uint _e2906 = l_mut_269_;
                                uint _e2907 = l_mut_788_;
                                bool l_829_ = (_e2906 == _e2907);
                                uint _e2909 = l_mut_275_;
                                uint _e2910 = l_mut_793_;
                                bool l_830_ = (_e2909 < _e2910);
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
                                uint _e2921 = l_mut_450_;
                                uint _e2922 = l_mut_96_;
                                uint l_833_ = (_e2921 * _e2922);
                                uint _e2924 = l_mut_102_;
                                uint l_834_ = (_e2924 + l_833_);
                                uint _e2926 = l_mut_96_;
                                uint l_835_ = (l_834_ + _e2926);
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
                                uint _e2934 = l_mut_793_;
                                uint _e2935 = l_mut_275_;
                                uint l_839_ = (_e2934 - _e2935);
                                uint _e2937 = l_mut_788_;
                                uint _e2938 = l_mut_269_;
                                uint l_840_ = (_e2937 - _e2938);
                                uint _e2940 = l_mut_793_;
                                uint _e2941 = l_mut_275_;
                                bool l_841_ = (_e2940 < _e2941);
                                uint l_842_ = uint(l_841_);
                                uint l_843_ = (l_840_ - l_842_);
                                l_mut_793_ = l_839_;
                                l_mut_788_ = l_843_;
                                uint _e2945 = l_mut_450_;
                                l_mut_450_ = (_e2945 + 1u);
                            }
                        }
                    }
                    uint _e2948 = l_mut_450_;
                    uint _e2949 = l_mut_96_;
                    uint l_844_ = (_e2948 * _e2949);
                    uint _e2951 = l_mut_102_;
                    uint l_845_ = (_e2951 + l_844_);
                    uint _e2953 = l_mut_96_;
                    uint l_846_ = (l_845_ + _e2953);
                    bool l_847_ = (l_846_ >= l_4_);
                    if (l_847_) {
                        l_mut_388_ = 1u;
                    } else {
                        uint _e2957 = l_mut_275_;
                        uint _e2958 = l_mut_450_;
                        uint l_848_ = (_e2957 * _e2958);
                        uint _e2960 = l_mut_275_;
                        uint l_3011_ = (_e2960 & 65535u);
                        uint _e2963 = l_mut_275_;
                        uint l_3012_ = (_e2963 >> 16u);
                        uint l_3013_ = (l_3012_ & 65535u);
                        uint _e2968 = l_mut_450_;
                        uint l_3014_ = (_e2968 & 65535u);
                        uint _e2971 = l_mut_450_;
                        uint l_3015_ = (_e2971 >> 16u);
                        uint l_3016_ = (l_3015_ & 65535u);
                        uint l_3017_ = (l_3011_ * l_3014_);
                        uint l_3018_ = (l_3013_ * l_3014_);
                        uint l_3019_ = (l_3011_ * l_3016_);
                        uint l_3020_ = (l_3013_ * l_3016_);
                        uint l_3021_ = (l_3017_ >> 16u);
                        uint l_3022_ = (l_3021_ & 65535u);
                        uint l_3023_ = (l_3018_ & 65535u);
                        uint l_3024_ = (l_3022_ + l_3023_);
                        uint l_3025_ = (l_3019_ & 65535u);
                        uint l_3026_ = (l_3024_ + l_3025_);
                        uint l_3027_ = (l_3018_ >> 16u);
                        uint l_3028_ = (l_3027_ & 65535u);
                        uint l_3029_ = (l_3020_ + l_3028_);
                        uint l_3030_ = (l_3019_ >> 16u);
                        uint l_3031_ = (l_3030_ & 65535u);
                        uint l_3032_ = (l_3029_ + l_3031_);
                        uint l_3033_ = (l_3026_ >> 16u);
                        uint l_3034_ = (l_3033_ & 65535u);
                        uint l_849_ = (l_3032_ + l_3034_);
                        uint _e3005 = l_mut_269_;
                        uint _e3006 = l_mut_450_;
                        uint l_850_ = (_e3005 * _e3006);
                        uint l_851_ = (l_849_ + l_850_);
                        uint _e3009 = l_mut_219_;
                        uint l_852_ = (_e3009 - l_848_);
                        uint _e3011 = l_mut_213_;
                        uint l_853_ = (_e3011 - l_851_);
                        uint _e3013 = l_mut_219_;
                        bool l_854_ = (_e3013 < l_848_);
                        uint l_855_ = uint(l_854_);
                        uint l_856_ = (l_853_ - l_855_);
                        l_mut_441_ = l_852_;
                        l_mut_440_ = l_856_;
                        uint _e3017 = l_mut_450_;
                        uint _e3018 = l_mut_96_;
                        uint l_857_ = (_e3017 * _e3018);
                        uint _e3020 = l_mut_102_;
                        uint l_858_ = (_e3020 + l_857_);
                        l_mut_439_ = l_858_;
                        uint _e3022 = l_mut_275_;
                        uint _e3023 = l_mut_441_;
                        uint l_859_ = (_e3022 - _e3023);
                        uint _e3025 = l_mut_269_;
                        uint _e3026 = l_mut_440_;
                        uint l_860_ = (_e3025 - _e3026);
                        uint _e3028 = l_mut_275_;
                        uint _e3029 = l_mut_441_;
                        bool l_861_ = (_e3028 < _e3029);
                        uint l_862_ = uint(l_861_);
                        uint l_863_ = (l_860_ - l_862_);
                        l_mut_445_ = l_859_;
                        l_mut_444_ = l_863_;
                        uint _e3033 = l_mut_96_;
                        uint _e3034 = l_mut_439_;
                        uint l_864_ = (_e3033 + _e3034);
                        l_mut_428_ = l_864_;
                    }
                }
            }
            uint _e3036 = l_mut_445_;
            l_mut_275_ = _e3036;
            uint _e3037 = l_mut_444_;
            l_mut_269_ = _e3037;
            uint _e3038 = l_mut_441_;
            l_mut_219_ = _e3038;
            uint _e3039 = l_mut_440_;
            l_mut_213_ = _e3039;
            uint _e3040 = l_mut_439_;
            l_mut_102_ = _e3040;
            uint _e3041 = l_mut_428_;
            l_mut_96_ = _e3041;
            uint _e3042 = l_mut_421_;
            l_mut_151_ = _e3042;
            uint _e3043 = l_mut_394_;
            l_mut_145_ = _e3043;
            uint _e3044 = l_mut_388_;
            bool l_865_ = (_e3044 == 1u);
            l_mut_350_ = l_865_;
            uint _e3047 = l_mut_388_;
            bool l_866_ = (_e3047 == 0u);
            l_mut_357_ = l_866_;
        }
        bool _e3050 = l_mut_350_;
        bool l_867_ = !(_e3050);
        if (l_867_) {
            uint l_3036_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3037_ = (l_3036_ * 1u);
            uint l_3038_ = (l_3037_ - 1u);
            uint l_3039_ = min(0u, l_3038_);
            uint _e3065 = atomicAdd(_group_0_binding_5_cs[l_3039_], 1u);
            uint l_870_ = (l_4_ / 8u);
            l_mut_793_ = 0u;
            l_mut_788_ = 0u;
            l_mut_450_ = 0u;
            bool loop_init_4 = true;
            while(true) {
                if (!loop_init_4) {
                    uint _e7604 = l_mut_871_;
                    l_mut_871_ = (_e7604 + 1u);
                }
                loop_init_4 = false;
                uint _e3073 = l_mut_871_;
                if ((_e3073 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3076 = l_mut_871_;
                    uint l_872_ = (_e3076 * l_870_);
                    bool l_873_ = (l_872_ < l_56_);
                    uint l_874_ = (l_4_ / 8u);
                    uint _e3081 = l_mut_871_;
                    uint l_875_ = (_e3081 * l_874_);
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
                    uint _e3096 = l_mut_445_;
                    uint l_884_ = (_e3096 * l_876_);
                    uint _e3098 = l_mut_444_;
                    uint l_885_ = (_e3098 * l_876_);
                    uint _e3100 = l_mut_445_;
                    uint l_3041_ = (_e3100 & 65535u);
                    uint _e3103 = l_mut_445_;
                    uint l_3042_ = (_e3103 >> 16u);
                    uint l_3043_ = (l_3042_ & 65535u);
                    uint l_3044_ = (l_876_ & 65535u);
                    uint l_3045_ = (l_876_ >> 16u);
                    uint l_3046_ = (l_3045_ & 65535u);
                    uint l_3047_ = (l_3041_ * l_3044_);
                    uint l_3048_ = (l_3043_ * l_3044_);
                    uint l_3049_ = (l_3041_ * l_3046_);
                    uint l_3050_ = (l_3043_ * l_3046_);
                    uint l_3051_ = (l_3047_ >> 16u);
                    uint l_3052_ = (l_3051_ & 65535u);
                    uint l_3053_ = (l_3048_ & 65535u);
                    uint l_3054_ = (l_3052_ + l_3053_);
                    uint l_3055_ = (l_3049_ & 65535u);
                    uint l_3056_ = (l_3054_ + l_3055_);
                    uint l_3057_ = (l_3048_ >> 16u);
                    uint l_3058_ = (l_3057_ & 65535u);
                    uint l_3059_ = (l_3050_ + l_3058_);
                    uint l_3060_ = (l_3049_ >> 16u);
                    uint l_3061_ = (l_3060_ & 65535u);
                    uint l_3062_ = (l_3059_ + l_3061_);
                    uint l_3063_ = (l_3056_ >> 16u);
                    uint l_3064_ = (l_3063_ & 65535u);
                    uint l_886_ = (l_3062_ + l_3064_);
                    uint l_887_ = (l_886_ + l_885_);
                    uint _e3144 = l_mut_444_;
                    uint l_3066_ = (_e3144 & 65535u);
                    uint _e3147 = l_mut_444_;
                    uint l_3067_ = (_e3147 >> 16u);
                    uint l_3068_ = (l_3067_ & 65535u);
                    uint l_3069_ = (l_876_ & 65535u);
                    uint l_3070_ = (l_876_ >> 16u);
                    uint l_3071_ = (l_3070_ & 65535u);
                    uint l_3072_ = (l_3066_ * l_3069_);
                    uint l_3073_ = (l_3068_ * l_3069_);
                    uint l_3074_ = (l_3066_ * l_3071_);
                    uint l_3075_ = (l_3068_ * l_3071_);
                    uint l_3076_ = (l_3072_ >> 16u);
                    uint l_3077_ = (l_3076_ & 65535u);
                    uint l_3078_ = (l_3073_ & 65535u);
                    uint l_3079_ = (l_3077_ + l_3078_);
                    uint l_3080_ = (l_3074_ & 65535u);
                    uint l_3081_ = (l_3079_ + l_3080_);
                    uint l_3082_ = (l_3073_ >> 16u);
                    uint l_3083_ = (l_3082_ & 65535u);
                    uint l_3084_ = (l_3075_ + l_3083_);
                    uint l_3085_ = (l_3074_ >> 16u);
                    uint l_3086_ = (l_3085_ & 65535u);
                    uint l_3087_ = (l_3084_ + l_3086_);
                    uint l_3088_ = (l_3081_ >> 16u);
                    uint l_3089_ = (l_3088_ & 65535u);
                    uint l_888_ = (l_3087_ + l_3089_);
                    bool l_889_ = (l_887_ < l_885_);
                    uint l_890_ = uint(l_889_);
                    uint l_891_ = (l_888_ + l_890_);
                    uint l_892_ = (l_9_ % 32u);
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
                    uint _e3206 = l_mut_441_;
                    l_mut_439_ = _e3206;
                    uint _e3207 = l_mut_440_;
                    l_mut_441_ = _e3207;
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
                            uint _e3221 = l_mut_440_;
                            l_mut_439_ = _e3221;
                            l_mut_441_ = l_910_;
                        }
                    }
                    uint _e3222 = l_mut_439_;
                    l_mut_445_ = _e3222;
                    uint _e3223 = l_mut_441_;
                    l_mut_444_ = _e3223;
                    if (l_878_) {
                        uint _e3225 = l_mut_445_;
                        uint l_911_ = (0u - _e3225);
                        uint _e3228 = l_mut_444_;
                        uint l_912_ = (0u - _e3228);
                        uint _e3231 = l_mut_445_;
                        bool l_913_ = (0u < _e3231);
                        uint l_914_ = uint(l_913_);
                        uint l_915_ = (l_912_ - l_914_);
                        l_mut_445_ = l_911_;
                        l_mut_444_ = l_915_;
                    }
                    uint _e3235 = l_mut_445_;
                    uint l_916_ = (l_59_ + _e3235);
                    uint _e3237 = l_mut_444_;
                    uint l_917_ = (l_62_ + _e3237);
                    bool l_918_ = (l_916_ < l_59_);
                    uint l_919_ = uint(l_918_);
                    uint l_920_ = (l_917_ + l_919_);
                    uint l_921_ = (l_59_ * l_875_);
                    uint l_3091_ = (l_59_ & 65535u);
                    uint l_3092_ = (l_59_ >> 16u);
                    uint l_3093_ = (l_3092_ & 65535u);
                    uint l_3094_ = (l_875_ & 65535u);
                    uint l_3095_ = (l_875_ >> 16u);
                    uint l_3096_ = (l_3095_ & 65535u);
                    uint l_3097_ = (l_3091_ * l_3094_);
                    uint l_3098_ = (l_3093_ * l_3094_);
                    uint l_3099_ = (l_3091_ * l_3096_);
                    uint l_3100_ = (l_3093_ * l_3096_);
                    uint l_3101_ = (l_3097_ >> 16u);
                    uint l_3102_ = (l_3101_ & 65535u);
                    uint l_3103_ = (l_3098_ & 65535u);
                    uint l_3104_ = (l_3102_ + l_3103_);
                    uint l_3105_ = (l_3099_ & 65535u);
                    uint l_3106_ = (l_3104_ + l_3105_);
                    uint l_3107_ = (l_3098_ >> 16u);
                    uint l_3108_ = (l_3107_ & 65535u);
                    uint l_3109_ = (l_3100_ + l_3108_);
                    uint l_3110_ = (l_3099_ >> 16u);
                    uint l_3111_ = (l_3110_ & 65535u);
                    uint l_3112_ = (l_3109_ + l_3111_);
                    uint l_3113_ = (l_3106_ >> 16u);
                    uint l_3114_ = (l_3113_ & 65535u);
                    uint l_922_ = (l_3112_ + l_3114_);
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
                        uint _e3308 = l_mut_441_;
                        uint l_939_ = (_e3308 * l_931_);
                        uint _e3310 = l_mut_440_;
                        uint l_940_ = (_e3310 * l_931_);
                        uint _e3312 = l_mut_441_;
                        uint l_3116_ = (_e3312 & 65535u);
                        uint _e3315 = l_mut_441_;
                        uint l_3117_ = (_e3315 >> 16u);
                        uint l_3118_ = (l_3117_ & 65535u);
                        uint l_3119_ = (l_931_ & 65535u);
                        uint l_3120_ = (l_931_ >> 16u);
                        uint l_3121_ = (l_3120_ & 65535u);
                        uint l_3122_ = (l_3116_ * l_3119_);
                        uint l_3123_ = (l_3118_ * l_3119_);
                        uint l_3124_ = (l_3116_ * l_3121_);
                        uint l_3125_ = (l_3118_ * l_3121_);
                        uint l_3126_ = (l_3122_ >> 16u);
                        uint l_3127_ = (l_3126_ & 65535u);
                        uint l_3128_ = (l_3123_ & 65535u);
                        uint l_3129_ = (l_3127_ + l_3128_);
                        uint l_3130_ = (l_3124_ & 65535u);
                        uint l_3131_ = (l_3129_ + l_3130_);
                        uint l_3132_ = (l_3123_ >> 16u);
                        uint l_3133_ = (l_3132_ & 65535u);
                        uint l_3134_ = (l_3125_ + l_3133_);
                        uint l_3135_ = (l_3124_ >> 16u);
                        uint l_3136_ = (l_3135_ & 65535u);
                        uint l_3137_ = (l_3134_ + l_3136_);
                        uint l_3138_ = (l_3131_ >> 16u);
                        uint l_3139_ = (l_3138_ & 65535u);
                        uint l_941_ = (l_3137_ + l_3139_);
                        uint l_942_ = (l_941_ + l_940_);
                        uint _e3356 = l_mut_440_;
                        uint l_3141_ = (_e3356 & 65535u);
                        uint _e3359 = l_mut_440_;
                        uint l_3142_ = (_e3359 >> 16u);
                        uint l_3143_ = (l_3142_ & 65535u);
                        uint l_3144_ = (l_931_ & 65535u);
                        uint l_3145_ = (l_931_ >> 16u);
                        uint l_3146_ = (l_3145_ & 65535u);
                        uint l_3147_ = (l_3141_ * l_3144_);
                        uint l_3148_ = (l_3143_ * l_3144_);
                        uint l_3149_ = (l_3141_ * l_3146_);
                        uint l_3150_ = (l_3143_ * l_3146_);
                        uint l_3151_ = (l_3147_ >> 16u);
                        uint l_3152_ = (l_3151_ & 65535u);
                        uint l_3153_ = (l_3148_ & 65535u);
                        uint l_3154_ = (l_3152_ + l_3153_);
                        uint l_3155_ = (l_3149_ & 65535u);
                        uint l_3156_ = (l_3154_ + l_3155_);
                        uint l_3157_ = (l_3148_ >> 16u);
                        uint l_3158_ = (l_3157_ & 65535u);
                        uint l_3159_ = (l_3150_ + l_3158_);
                        uint l_3160_ = (l_3149_ >> 16u);
                        uint l_3161_ = (l_3160_ & 65535u);
                        uint l_3162_ = (l_3159_ + l_3161_);
                        uint l_3163_ = (l_3156_ >> 16u);
                        uint l_3164_ = (l_3163_ & 65535u);
                        uint l_943_ = (l_3162_ + l_3164_);
                        bool l_944_ = (l_942_ < l_940_);
                        uint l_945_ = uint(l_944_);
                        uint l_946_ = (l_943_ + l_945_);
                        uint l_947_ = (l_9_ % 32u);
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
                        uint _e3418 = l_mut_439_;
                        l_mut_421_ = _e3418;
                        uint _e3419 = l_mut_428_;
                        l_mut_439_ = _e3419;
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
                                uint _e3433 = l_mut_428_;
                                l_mut_421_ = _e3433;
                                l_mut_439_ = l_965_;
                            }
                        }
                        uint _e3434 = l_mut_421_;
                        l_mut_441_ = _e3434;
                        uint _e3435 = l_mut_439_;
                        l_mut_440_ = _e3435;
                        if (l_933_) {
                            uint _e3437 = l_mut_441_;
                            uint l_966_ = (0u - _e3437);
                            uint _e3440 = l_mut_440_;
                            uint l_967_ = (0u - _e3440);
                            uint _e3443 = l_mut_441_;
                            bool l_968_ = (0u < _e3443);
                            uint l_969_ = uint(l_968_);
                            uint l_970_ = (l_967_ - l_969_);
                            l_mut_441_ = l_966_;
                            l_mut_440_ = l_970_;
                        }
                        uint _e3447 = l_mut_441_;
                        l_mut_445_ = _e3447;
                        uint _e3448 = l_mut_440_;
                        l_mut_444_ = _e3448;
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
                        uint _e3461 = l_mut_441_;
                        uint l_978_ = (_e3461 * l_875_);
                        uint _e3463 = l_mut_440_;
                        uint l_979_ = (_e3463 * l_875_);
                        uint _e3465 = l_mut_441_;
                        uint l_3166_ = (_e3465 & 65535u);
                        uint _e3468 = l_mut_441_;
                        uint l_3167_ = (_e3468 >> 16u);
                        uint l_3168_ = (l_3167_ & 65535u);
                        uint l_3169_ = (l_875_ & 65535u);
                        uint l_3170_ = (l_875_ >> 16u);
                        uint l_3171_ = (l_3170_ & 65535u);
                        uint l_3172_ = (l_3166_ * l_3169_);
                        uint l_3173_ = (l_3168_ * l_3169_);
                        uint l_3174_ = (l_3166_ * l_3171_);
                        uint l_3175_ = (l_3168_ * l_3171_);
                        uint l_3176_ = (l_3172_ >> 16u);
                        uint l_3177_ = (l_3176_ & 65535u);
                        uint l_3178_ = (l_3173_ & 65535u);
                        uint l_3179_ = (l_3177_ + l_3178_);
                        uint l_3180_ = (l_3174_ & 65535u);
                        uint l_3181_ = (l_3179_ + l_3180_);
                        uint l_3182_ = (l_3173_ >> 16u);
                        uint l_3183_ = (l_3182_ & 65535u);
                        uint l_3184_ = (l_3175_ + l_3183_);
                        uint l_3185_ = (l_3174_ >> 16u);
                        uint l_3186_ = (l_3185_ & 65535u);
                        uint l_3187_ = (l_3184_ + l_3186_);
                        uint l_3188_ = (l_3181_ >> 16u);
                        uint l_3189_ = (l_3188_ & 65535u);
                        uint l_980_ = (l_3187_ + l_3189_);
                        uint l_981_ = (l_980_ + l_979_);
                        uint _e3509 = l_mut_440_;
                        uint l_3191_ = (_e3509 & 65535u);
                        uint _e3512 = l_mut_440_;
                        uint l_3192_ = (_e3512 >> 16u);
                        uint l_3193_ = (l_3192_ & 65535u);
                        uint l_3194_ = (l_875_ & 65535u);
                        uint l_3195_ = (l_875_ >> 16u);
                        uint l_3196_ = (l_3195_ & 65535u);
                        uint l_3197_ = (l_3191_ * l_3194_);
                        uint l_3198_ = (l_3193_ * l_3194_);
                        uint l_3199_ = (l_3191_ * l_3196_);
                        uint l_3200_ = (l_3193_ * l_3196_);
                        uint l_3201_ = (l_3197_ >> 16u);
                        uint l_3202_ = (l_3201_ & 65535u);
                        uint l_3203_ = (l_3198_ & 65535u);
                        uint l_3204_ = (l_3202_ + l_3203_);
                        uint l_3205_ = (l_3199_ & 65535u);
                        uint l_3206_ = (l_3204_ + l_3205_);
                        uint l_3207_ = (l_3198_ >> 16u);
                        uint l_3208_ = (l_3207_ & 65535u);
                        uint l_3209_ = (l_3200_ + l_3208_);
                        uint l_3210_ = (l_3199_ >> 16u);
                        uint l_3211_ = (l_3210_ & 65535u);
                        uint l_3212_ = (l_3209_ + l_3211_);
                        uint l_3213_ = (l_3206_ >> 16u);
                        uint l_3214_ = (l_3213_ & 65535u);
                        uint l_982_ = (l_3212_ + l_3214_);
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
                        uint _e3570 = l_mut_439_;
                        l_mut_421_ = _e3570;
                        uint _e3571 = l_mut_428_;
                        l_mut_439_ = _e3571;
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
                                uint _e3583 = l_mut_428_;
                                l_mut_421_ = _e3583;
                                l_mut_439_ = l_1004_;
                            }
                        }
                        uint _e3584 = l_mut_441_;
                        uint l_1005_ = (_e3584 * l_875_);
                        uint _e3586 = l_mut_440_;
                        uint l_1006_ = (_e3586 * l_875_);
                        uint _e3588 = l_mut_441_;
                        uint l_3216_ = (_e3588 & 65535u);
                        uint _e3591 = l_mut_441_;
                        uint l_3217_ = (_e3591 >> 16u);
                        uint l_3218_ = (l_3217_ & 65535u);
                        uint l_3219_ = (l_875_ & 65535u);
                        uint l_3220_ = (l_875_ >> 16u);
                        uint l_3221_ = (l_3220_ & 65535u);
                        uint l_3222_ = (l_3216_ * l_3219_);
                        uint l_3223_ = (l_3218_ * l_3219_);
                        uint l_3224_ = (l_3216_ * l_3221_);
                        uint l_3225_ = (l_3218_ * l_3221_);
                        uint l_3226_ = (l_3222_ >> 16u);
                        uint l_3227_ = (l_3226_ & 65535u);
                        uint l_3228_ = (l_3223_ & 65535u);
                        uint l_3229_ = (l_3227_ + l_3228_);
                        uint l_3230_ = (l_3224_ & 65535u);
                        uint l_3231_ = (l_3229_ + l_3230_);
                        uint l_3232_ = (l_3223_ >> 16u);
                        uint l_3233_ = (l_3232_ & 65535u);
                        uint l_3234_ = (l_3225_ + l_3233_);
                        uint l_3235_ = (l_3224_ >> 16u);
                        uint l_3236_ = (l_3235_ & 65535u);
                        uint l_3237_ = (l_3234_ + l_3236_);
                        uint l_3238_ = (l_3231_ >> 16u);
                        uint l_3239_ = (l_3238_ & 65535u);
                        uint l_1007_ = (l_3237_ + l_3239_);
                        uint l_1008_ = (l_1007_ + l_1006_);
                        uint _e3632 = l_mut_440_;
                        uint l_3241_ = (_e3632 & 65535u);
                        uint _e3635 = l_mut_440_;
                        uint l_3242_ = (_e3635 >> 16u);
                        uint l_3243_ = (l_3242_ & 65535u);
                        uint l_3244_ = (l_875_ & 65535u);
                        uint l_3245_ = (l_875_ >> 16u);
                        uint l_3246_ = (l_3245_ & 65535u);
                        uint l_3247_ = (l_3241_ * l_3244_);
                        uint l_3248_ = (l_3243_ * l_3244_);
                        uint l_3249_ = (l_3241_ * l_3246_);
                        uint l_3250_ = (l_3243_ * l_3246_);
                        uint l_3251_ = (l_3247_ >> 16u);
                        uint l_3252_ = (l_3251_ & 65535u);
                        uint l_3253_ = (l_3248_ & 65535u);
                        uint l_3254_ = (l_3252_ + l_3253_);
                        uint l_3255_ = (l_3249_ & 65535u);
                        uint l_3256_ = (l_3254_ + l_3255_);
                        uint l_3257_ = (l_3248_ >> 16u);
                        uint l_3258_ = (l_3257_ & 65535u);
                        uint l_3259_ = (l_3250_ + l_3258_);
                        uint l_3260_ = (l_3249_ >> 16u);
                        uint l_3261_ = (l_3260_ & 65535u);
                        uint l_3262_ = (l_3259_ + l_3261_);
                        uint l_3263_ = (l_3256_ >> 16u);
                        uint l_3264_ = (l_3263_ & 65535u);
                        uint l_1009_ = (l_3262_ + l_3264_);
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
                        uint _e3693 = l_mut_428_;
                        l_mut_388_ = _e3693;
                        uint _e3694 = l_mut_394_;
                        l_mut_428_ = _e3694;
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
                                uint _e3706 = l_mut_394_;
                                l_mut_388_ = _e3706;
                                l_mut_428_ = l_1031_;
                            }
                        }
                        uint _e3707 = l_mut_421_;
                        uint l_1032_ = (_e3707 * l_875_);
                        uint _e3709 = l_mut_439_;
                        uint l_1033_ = (_e3709 * l_875_);
                        uint _e3711 = l_mut_421_;
                        uint l_3266_ = (_e3711 & 65535u);
                        uint _e3714 = l_mut_421_;
                        uint l_3267_ = (_e3714 >> 16u);
                        uint l_3268_ = (l_3267_ & 65535u);
                        uint l_3269_ = (l_875_ & 65535u);
                        uint l_3270_ = (l_875_ >> 16u);
                        uint l_3271_ = (l_3270_ & 65535u);
                        uint l_3272_ = (l_3266_ * l_3269_);
                        uint l_3273_ = (l_3268_ * l_3269_);
                        uint l_3274_ = (l_3266_ * l_3271_);
                        uint l_3275_ = (l_3268_ * l_3271_);
                        uint l_3276_ = (l_3272_ >> 16u);
                        uint l_3277_ = (l_3276_ & 65535u);
                        uint l_3278_ = (l_3273_ & 65535u);
                        uint l_3279_ = (l_3277_ + l_3278_);
                        uint l_3280_ = (l_3274_ & 65535u);
                        uint l_3281_ = (l_3279_ + l_3280_);
                        uint l_3282_ = (l_3273_ >> 16u);
                        uint l_3283_ = (l_3282_ & 65535u);
                        uint l_3284_ = (l_3275_ + l_3283_);
                        uint l_3285_ = (l_3274_ >> 16u);
                        uint l_3286_ = (l_3285_ & 65535u);
                        uint l_3287_ = (l_3284_ + l_3286_);
                        uint l_3288_ = (l_3281_ >> 16u);
                        uint l_3289_ = (l_3288_ & 65535u);
                        uint l_1034_ = (l_3287_ + l_3289_);
                        uint l_1035_ = (l_1034_ + l_1033_);
                        uint _e3755 = l_mut_439_;
                        uint l_3291_ = (_e3755 & 65535u);
                        uint _e3758 = l_mut_439_;
                        uint l_3292_ = (_e3758 >> 16u);
                        uint l_3293_ = (l_3292_ & 65535u);
                        uint l_3294_ = (l_875_ & 65535u);
                        uint l_3295_ = (l_875_ >> 16u);
                        uint l_3296_ = (l_3295_ & 65535u);
                        uint l_3297_ = (l_3291_ * l_3294_);
                        uint l_3298_ = (l_3293_ * l_3294_);
                        uint l_3299_ = (l_3291_ * l_3296_);
                        uint l_3300_ = (l_3293_ * l_3296_);
                        uint l_3301_ = (l_3297_ >> 16u);
                        uint l_3302_ = (l_3301_ & 65535u);
                        uint l_3303_ = (l_3298_ & 65535u);
                        uint l_3304_ = (l_3302_ + l_3303_);
                        uint l_3305_ = (l_3299_ & 65535u);
                        uint l_3306_ = (l_3304_ + l_3305_);
                        uint l_3307_ = (l_3298_ >> 16u);
                        uint l_3308_ = (l_3307_ & 65535u);
                        uint l_3309_ = (l_3300_ + l_3308_);
                        uint l_3310_ = (l_3299_ >> 16u);
                        uint l_3311_ = (l_3310_ & 65535u);
                        uint l_3312_ = (l_3309_ + l_3311_);
                        uint l_3313_ = (l_3306_ >> 16u);
                        uint l_3314_ = (l_3313_ & 65535u);
                        uint l_1036_ = (l_3312_ + l_3314_);
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
                        uint _e3816 = l_mut_441_;
                        l_mut_394_ = _e3816;
                        uint _e3817 = l_mut_440_;
                        l_mut_441_ = _e3817;
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
                                uint _e3829 = l_mut_440_;
                                l_mut_394_ = _e3829;
                                l_mut_441_ = l_1058_;
                            }
                        }
                        uint _e3830 = l_mut_421_;
                        uint l_1059_ = (_e3830 * l_875_);
                        uint _e3832 = l_mut_439_;
                        uint l_1060_ = (_e3832 * l_875_);
                        uint _e3834 = l_mut_421_;
                        uint l_3316_ = (_e3834 & 65535u);
                        uint _e3837 = l_mut_421_;
                        uint l_3317_ = (_e3837 >> 16u);
                        uint l_3318_ = (l_3317_ & 65535u);
                        uint l_3319_ = (l_875_ & 65535u);
                        uint l_3320_ = (l_875_ >> 16u);
                        uint l_3321_ = (l_3320_ & 65535u);
                        uint l_3322_ = (l_3316_ * l_3319_);
                        uint l_3323_ = (l_3318_ * l_3319_);
                        uint l_3324_ = (l_3316_ * l_3321_);
                        uint l_3325_ = (l_3318_ * l_3321_);
                        uint l_3326_ = (l_3322_ >> 16u);
                        uint l_3327_ = (l_3326_ & 65535u);
                        uint l_3328_ = (l_3323_ & 65535u);
                        uint l_3329_ = (l_3327_ + l_3328_);
                        uint l_3330_ = (l_3324_ & 65535u);
                        uint l_3331_ = (l_3329_ + l_3330_);
                        uint l_3332_ = (l_3323_ >> 16u);
                        uint l_3333_ = (l_3332_ & 65535u);
                        uint l_3334_ = (l_3325_ + l_3333_);
                        uint l_3335_ = (l_3324_ >> 16u);
                        uint l_3336_ = (l_3335_ & 65535u);
                        uint l_3337_ = (l_3334_ + l_3336_);
                        uint l_3338_ = (l_3331_ >> 16u);
                        uint l_3339_ = (l_3338_ & 65535u);
                        uint l_1061_ = (l_3337_ + l_3339_);
                        uint l_1062_ = (l_1061_ + l_1060_);
                        uint _e3878 = l_mut_439_;
                        uint l_3341_ = (_e3878 & 65535u);
                        uint _e3881 = l_mut_439_;
                        uint l_3342_ = (_e3881 >> 16u);
                        uint l_3343_ = (l_3342_ & 65535u);
                        uint l_3344_ = (l_875_ & 65535u);
                        uint l_3345_ = (l_875_ >> 16u);
                        uint l_3346_ = (l_3345_ & 65535u);
                        uint l_3347_ = (l_3341_ * l_3344_);
                        uint l_3348_ = (l_3343_ * l_3344_);
                        uint l_3349_ = (l_3341_ * l_3346_);
                        uint l_3350_ = (l_3343_ * l_3346_);
                        uint l_3351_ = (l_3347_ >> 16u);
                        uint l_3352_ = (l_3351_ & 65535u);
                        uint l_3353_ = (l_3348_ & 65535u);
                        uint l_3354_ = (l_3352_ + l_3353_);
                        uint l_3355_ = (l_3349_ & 65535u);
                        uint l_3356_ = (l_3354_ + l_3355_);
                        uint l_3357_ = (l_3348_ >> 16u);
                        uint l_3358_ = (l_3357_ & 65535u);
                        uint l_3359_ = (l_3350_ + l_3358_);
                        uint l_3360_ = (l_3349_ >> 16u);
                        uint l_3361_ = (l_3360_ & 65535u);
                        uint l_3362_ = (l_3359_ + l_3361_);
                        uint l_3363_ = (l_3356_ >> 16u);
                        uint l_3364_ = (l_3363_ & 65535u);
                        uint l_1063_ = (l_3362_ + l_3364_);
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
                        uint _e3939 = l_mut_440_;
                        l_mut_275_ = _e3939;
                        uint _e3940 = l_mut_382_;
                        l_mut_440_ = _e3940;
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
                                uint _e3952 = l_mut_382_;
                                l_mut_275_ = _e3952;
                                l_mut_440_ = l_1085_;
                            }
                        }
                        uint _e3953 = l_mut_388_;
                        uint l_1086_ = (_e3953 * l_875_);
                        uint _e3955 = l_mut_388_;
                        uint l_3366_ = (_e3955 & 65535u);
                        uint _e3958 = l_mut_388_;
                        uint l_3367_ = (_e3958 >> 16u);
                        uint l_3368_ = (l_3367_ & 65535u);
                        uint l_3369_ = (l_875_ & 65535u);
                        uint l_3370_ = (l_875_ >> 16u);
                        uint l_3371_ = (l_3370_ & 65535u);
                        uint l_3372_ = (l_3366_ * l_3369_);
                        uint l_3373_ = (l_3368_ * l_3369_);
                        uint l_3374_ = (l_3366_ * l_3371_);
                        uint l_3375_ = (l_3368_ * l_3371_);
                        uint l_3376_ = (l_3372_ >> 16u);
                        uint l_3377_ = (l_3376_ & 65535u);
                        uint l_3378_ = (l_3373_ & 65535u);
                        uint l_3379_ = (l_3377_ + l_3378_);
                        uint l_3380_ = (l_3374_ & 65535u);
                        uint l_3381_ = (l_3379_ + l_3380_);
                        uint l_3382_ = (l_3373_ >> 16u);
                        uint l_3383_ = (l_3382_ & 65535u);
                        uint l_3384_ = (l_3375_ + l_3383_);
                        uint l_3385_ = (l_3374_ >> 16u);
                        uint l_3386_ = (l_3385_ & 65535u);
                        uint l_3387_ = (l_3384_ + l_3386_);
                        uint l_3388_ = (l_3381_ >> 16u);
                        uint l_3389_ = (l_3388_ & 65535u);
                        uint l_1087_ = (l_3387_ + l_3389_);
                        uint _e3998 = l_mut_428_;
                        uint l_1088_ = (_e3998 * l_875_);
                        uint l_1089_ = (l_1087_ + l_1088_);
                        uint _e4001 = l_mut_275_;
                        uint l_1090_ = (_e4001 + l_1086_);
                        uint _e4003 = l_mut_440_;
                        uint l_1091_ = (_e4003 + l_1089_);
                        uint _e4005 = l_mut_275_;
                        bool l_1092_ = (l_1090_ < _e4005);
                        uint l_1093_ = uint(l_1092_);
                        uint l_1094_ = (l_1091_ + l_1093_);
                        uint _e4009 = l_mut_394_;
                        l_mut_445_ = _e4009;
                        uint _e4010 = l_mut_441_;
                        l_mut_444_ = _e4010;
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
                                uint _e4031 = l_mut_394_;
                                l_mut_428_ = _e4031;
                                uint _e4032 = l_mut_441_;
                                l_mut_421_ = _e4032;
                                bool l_1107_ = (l_9_ >= 32u);
                                if (l_1107_) {
                                    uint l_1108_ = (l_9_ & 31u);
                                    uint _e4037 = l_mut_441_;
                                    uint l_1109_ = (_e4037 >> l_1108_);
                                    l_mut_428_ = l_1109_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1110_ = (l_9_ > 0u);
                                    if (l_1110_) {
                                        uint _e4042 = l_mut_394_;
                                        l_mut_388_ = _e4042;
                                        bool l_1111_ = (l_9_ > 0u);
                                        if (l_1111_) {
                                            uint _e4045 = l_mut_394_;
                                            uint l_1112_ = (_e4045 >> l_9_);
                                            uint l_1113_ = (32u - l_9_);
                                            uint _e4049 = l_mut_441_;
                                            uint l_1114_ = (_e4049 << l_1113_);
                                            uint l_1115_ = (l_1112_ | l_1114_);
                                            l_mut_388_ = l_1115_;
                                        }
                                        uint _e4052 = l_mut_441_;
                                        uint l_1116_ = (_e4052 >> l_9_);
                                        uint _e4054 = l_mut_388_;
                                        l_mut_428_ = _e4054;
                                        l_mut_421_ = l_1116_;
                                    }
                                }
                                uint _e4055 = l_mut_440_;
                                uint _e4056 = l_mut_428_;
                                uint l_1117_ = (_e4055 + _e4056);
                                uint _e4058 = l_mut_439_;
                                uint _e4059 = l_mut_421_;
                                uint l_1118_ = (_e4058 + _e4059);
                                uint _e4061 = l_mut_440_;
                                bool l_1119_ = (l_1117_ < _e4061);
                                uint l_1120_ = uint(l_1119_);
                                uint l_1121_ = (l_1118_ + l_1120_);
                                l_mut_445_ = l_1117_;
                                l_mut_444_ = l_1121_;
                            }
                        }
                        if (l_972_) {
                            uint _e4066 = l_mut_445_;
                            uint l_1122_ = (0u - _e4066);
                            uint _e4069 = l_mut_444_;
                            uint l_1123_ = (0u - _e4069);
                            uint _e4072 = l_mut_445_;
                            bool l_1124_ = (0u < _e4072);
                            uint l_1125_ = uint(l_1124_);
                            uint l_1126_ = (l_1123_ - l_1125_);
                            l_mut_445_ = l_1122_;
                            l_mut_444_ = l_1126_;
                        }
                    }
                    uint _e4076 = l_mut_445_;
                    uint l_1127_ = (l_925_ + _e4076);
                    uint _e4078 = l_mut_444_;
                    uint l_1128_ = (l_929_ + _e4078);
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
                    uint _e4095 = l_mut_445_;
                    uint l_1139_ = (_e4095 * l_874_);
                    uint _e4097 = l_mut_444_;
                    uint l_1140_ = (_e4097 * l_874_);
                    uint _e4099 = l_mut_445_;
                    uint l_3391_ = (_e4099 & 65535u);
                    uint _e4102 = l_mut_445_;
                    uint l_3392_ = (_e4102 >> 16u);
                    uint l_3393_ = (l_3392_ & 65535u);
                    uint l_3394_ = (l_874_ & 65535u);
                    uint l_3395_ = (l_874_ >> 16u);
                    uint l_3396_ = (l_3395_ & 65535u);
                    uint l_3397_ = (l_3391_ * l_3394_);
                    uint l_3398_ = (l_3393_ * l_3394_);
                    uint l_3399_ = (l_3391_ * l_3396_);
                    uint l_3400_ = (l_3393_ * l_3396_);
                    uint l_3401_ = (l_3397_ >> 16u);
                    uint l_3402_ = (l_3401_ & 65535u);
                    uint l_3403_ = (l_3398_ & 65535u);
                    uint l_3404_ = (l_3402_ + l_3403_);
                    uint l_3405_ = (l_3399_ & 65535u);
                    uint l_3406_ = (l_3404_ + l_3405_);
                    uint l_3407_ = (l_3398_ >> 16u);
                    uint l_3408_ = (l_3407_ & 65535u);
                    uint l_3409_ = (l_3400_ + l_3408_);
                    uint l_3410_ = (l_3399_ >> 16u);
                    uint l_3411_ = (l_3410_ & 65535u);
                    uint l_3412_ = (l_3409_ + l_3411_);
                    uint l_3413_ = (l_3406_ >> 16u);
                    uint l_3414_ = (l_3413_ & 65535u);
                    uint l_1141_ = (l_3412_ + l_3414_);
                    uint l_1142_ = (l_1141_ + l_1140_);
                    uint _e4143 = l_mut_444_;
                    uint l_3416_ = (_e4143 & 65535u);
                    uint _e4146 = l_mut_444_;
                    uint l_3417_ = (_e4146 >> 16u);
                    uint l_3418_ = (l_3417_ & 65535u);
                    uint l_3419_ = (l_874_ & 65535u);
                    uint l_3420_ = (l_874_ >> 16u);
                    uint l_3421_ = (l_3420_ & 65535u);
                    uint l_3422_ = (l_3416_ * l_3419_);
                    uint l_3423_ = (l_3418_ * l_3419_);
                    uint l_3424_ = (l_3416_ * l_3421_);
                    uint l_3425_ = (l_3418_ * l_3421_);
                    uint l_3426_ = (l_3422_ >> 16u);
                    uint l_3427_ = (l_3426_ & 65535u);
                    uint l_3428_ = (l_3423_ & 65535u);
                    uint l_3429_ = (l_3427_ + l_3428_);
                    uint l_3430_ = (l_3424_ & 65535u);
                    uint l_3431_ = (l_3429_ + l_3430_);
                    uint l_3432_ = (l_3423_ >> 16u);
                    uint l_3433_ = (l_3432_ & 65535u);
                    uint l_3434_ = (l_3425_ + l_3433_);
                    uint l_3435_ = (l_3424_ >> 16u);
                    uint l_3436_ = (l_3435_ & 65535u);
                    uint l_3437_ = (l_3434_ + l_3436_);
                    uint l_3438_ = (l_3431_ >> 16u);
                    uint l_3439_ = (l_3438_ & 65535u);
                    uint l_1143_ = (l_3437_ + l_3439_);
                    bool l_1144_ = (l_1142_ < l_1140_);
                    uint l_1145_ = uint(l_1144_);
                    uint l_1146_ = (l_1143_ + l_1145_);
                    uint l_1147_ = (l_9_ % 32u);
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
                    uint _e4205 = l_mut_441_;
                    l_mut_439_ = _e4205;
                    uint _e4206 = l_mut_440_;
                    l_mut_441_ = _e4206;
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
                            uint _e4220 = l_mut_440_;
                            l_mut_439_ = _e4220;
                            l_mut_441_ = l_1165_;
                        }
                    }
                    uint _e4221 = l_mut_439_;
                    l_mut_445_ = _e4221;
                    uint _e4222 = l_mut_441_;
                    l_mut_444_ = _e4222;
                    if (l_1133_) {
                        uint _e4224 = l_mut_445_;
                        uint l_1166_ = (0u - _e4224);
                        uint _e4227 = l_mut_444_;
                        uint l_1167_ = (0u - _e4227);
                        uint _e4230 = l_mut_445_;
                        bool l_1168_ = (0u < _e4230);
                        uint l_1169_ = uint(l_1168_);
                        uint l_1170_ = (l_1167_ - l_1169_);
                        l_mut_445_ = l_1166_;
                        l_mut_444_ = l_1170_;
                    }
                    uint _e4234 = l_mut_445_;
                    uint l_1171_ = (l_916_ + _e4234);
                    uint _e4236 = l_mut_444_;
                    uint l_1172_ = (l_920_ + _e4236);
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
                        uint _e4260 = l_mut_441_;
                        uint l_1186_ = (_e4260 * l_1178_);
                        uint _e4262 = l_mut_440_;
                        uint l_1187_ = (_e4262 * l_1178_);
                        uint _e4264 = l_mut_441_;
                        uint l_3441_ = (_e4264 & 65535u);
                        uint _e4267 = l_mut_441_;
                        uint l_3442_ = (_e4267 >> 16u);
                        uint l_3443_ = (l_3442_ & 65535u);
                        uint l_3444_ = (l_1178_ & 65535u);
                        uint l_3445_ = (l_1178_ >> 16u);
                        uint l_3446_ = (l_3445_ & 65535u);
                        uint l_3447_ = (l_3441_ * l_3444_);
                        uint l_3448_ = (l_3443_ * l_3444_);
                        uint l_3449_ = (l_3441_ * l_3446_);
                        uint l_3450_ = (l_3443_ * l_3446_);
                        uint l_3451_ = (l_3447_ >> 16u);
                        uint l_3452_ = (l_3451_ & 65535u);
                        uint l_3453_ = (l_3448_ & 65535u);
                        uint l_3454_ = (l_3452_ + l_3453_);
                        uint l_3455_ = (l_3449_ & 65535u);
                        uint l_3456_ = (l_3454_ + l_3455_);
                        uint l_3457_ = (l_3448_ >> 16u);
                        uint l_3458_ = (l_3457_ & 65535u);
                        uint l_3459_ = (l_3450_ + l_3458_);
                        uint l_3460_ = (l_3449_ >> 16u);
                        uint l_3461_ = (l_3460_ & 65535u);
                        uint l_3462_ = (l_3459_ + l_3461_);
                        uint l_3463_ = (l_3456_ >> 16u);
                        uint l_3464_ = (l_3463_ & 65535u);
                        uint l_1188_ = (l_3462_ + l_3464_);
                        uint l_1189_ = (l_1188_ + l_1187_);
                        uint _e4308 = l_mut_440_;
                        uint l_3466_ = (_e4308 & 65535u);
                        uint _e4311 = l_mut_440_;
                        uint l_3467_ = (_e4311 >> 16u);
                        uint l_3468_ = (l_3467_ & 65535u);
                        uint l_3469_ = (l_1178_ & 65535u);
                        uint l_3470_ = (l_1178_ >> 16u);
                        uint l_3471_ = (l_3470_ & 65535u);
                        uint l_3472_ = (l_3466_ * l_3469_);
                        uint l_3473_ = (l_3468_ * l_3469_);
                        uint l_3474_ = (l_3466_ * l_3471_);
                        uint l_3475_ = (l_3468_ * l_3471_);
                        uint l_3476_ = (l_3472_ >> 16u);
                        uint l_3477_ = (l_3476_ & 65535u);
                        uint l_3478_ = (l_3473_ & 65535u);
                        uint l_3479_ = (l_3477_ + l_3478_);
                        uint l_3480_ = (l_3474_ & 65535u);
                        uint l_3481_ = (l_3479_ + l_3480_);
                        uint l_3482_ = (l_3473_ >> 16u);
                        uint l_3483_ = (l_3482_ & 65535u);
                        uint l_3484_ = (l_3475_ + l_3483_);
                        uint l_3485_ = (l_3474_ >> 16u);
                        uint l_3486_ = (l_3485_ & 65535u);
                        uint l_3487_ = (l_3484_ + l_3486_);
                        uint l_3488_ = (l_3481_ >> 16u);
                        uint l_3489_ = (l_3488_ & 65535u);
                        uint l_1190_ = (l_3487_ + l_3489_);
                        bool l_1191_ = (l_1189_ < l_1187_);
                        uint l_1192_ = uint(l_1191_);
                        uint l_1193_ = (l_1190_ + l_1192_);
                        uint l_1194_ = (l_1176_ % 32u);
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
                        uint _e4370 = l_mut_439_;
                        l_mut_421_ = _e4370;
                        uint _e4371 = l_mut_428_;
                        l_mut_439_ = _e4371;
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
                                uint _e4385 = l_mut_428_;
                                l_mut_421_ = _e4385;
                                l_mut_439_ = l_1212_;
                            }
                        }
                        uint _e4386 = l_mut_421_;
                        l_mut_441_ = _e4386;
                        uint _e4387 = l_mut_439_;
                        l_mut_440_ = _e4387;
                        if (l_1180_) {
                            uint _e4389 = l_mut_441_;
                            uint l_1213_ = (0u - _e4389);
                            uint _e4392 = l_mut_440_;
                            uint l_1214_ = (0u - _e4392);
                            uint _e4395 = l_mut_441_;
                            bool l_1215_ = (0u < _e4395);
                            uint l_1216_ = uint(l_1215_);
                            uint l_1217_ = (l_1214_ - l_1216_);
                            l_mut_441_ = l_1213_;
                            l_mut_440_ = l_1217_;
                        }
                        uint _e4399 = l_mut_441_;
                        l_mut_445_ = _e4399;
                        uint _e4400 = l_mut_440_;
                        l_mut_444_ = _e4400;
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
                        uint _e4413 = l_mut_441_;
                        uint l_1225_ = (_e4413 * l_874_);
                        uint _e4415 = l_mut_440_;
                        uint l_1226_ = (_e4415 * l_874_);
                        uint _e4417 = l_mut_441_;
                        uint l_3491_ = (_e4417 & 65535u);
                        uint _e4420 = l_mut_441_;
                        uint l_3492_ = (_e4420 >> 16u);
                        uint l_3493_ = (l_3492_ & 65535u);
                        uint l_3494_ = (l_874_ & 65535u);
                        uint l_3495_ = (l_874_ >> 16u);
                        uint l_3496_ = (l_3495_ & 65535u);
                        uint l_3497_ = (l_3491_ * l_3494_);
                        uint l_3498_ = (l_3493_ * l_3494_);
                        uint l_3499_ = (l_3491_ * l_3496_);
                        uint l_3500_ = (l_3493_ * l_3496_);
                        uint l_3501_ = (l_3497_ >> 16u);
                        uint l_3502_ = (l_3501_ & 65535u);
                        uint l_3503_ = (l_3498_ & 65535u);
                        uint l_3504_ = (l_3502_ + l_3503_);
                        uint l_3505_ = (l_3499_ & 65535u);
                        uint l_3506_ = (l_3504_ + l_3505_);
                        uint l_3507_ = (l_3498_ >> 16u);
                        uint l_3508_ = (l_3507_ & 65535u);
                        uint l_3509_ = (l_3500_ + l_3508_);
                        uint l_3510_ = (l_3499_ >> 16u);
                        uint l_3511_ = (l_3510_ & 65535u);
                        uint l_3512_ = (l_3509_ + l_3511_);
                        uint l_3513_ = (l_3506_ >> 16u);
                        uint l_3514_ = (l_3513_ & 65535u);
                        uint l_1227_ = (l_3512_ + l_3514_);
                        uint l_1228_ = (l_1227_ + l_1226_);
                        uint _e4461 = l_mut_440_;
                        uint l_3516_ = (_e4461 & 65535u);
                        uint _e4464 = l_mut_440_;
                        uint l_3517_ = (_e4464 >> 16u);
                        uint l_3518_ = (l_3517_ & 65535u);
                        uint l_3519_ = (l_874_ & 65535u);
                        uint l_3520_ = (l_874_ >> 16u);
                        uint l_3521_ = (l_3520_ & 65535u);
                        uint l_3522_ = (l_3516_ * l_3519_);
                        uint l_3523_ = (l_3518_ * l_3519_);
                        uint l_3524_ = (l_3516_ * l_3521_);
                        uint l_3525_ = (l_3518_ * l_3521_);
                        uint l_3526_ = (l_3522_ >> 16u);
                        uint l_3527_ = (l_3526_ & 65535u);
                        uint l_3528_ = (l_3523_ & 65535u);
                        uint l_3529_ = (l_3527_ + l_3528_);
                        uint l_3530_ = (l_3524_ & 65535u);
                        uint l_3531_ = (l_3529_ + l_3530_);
                        uint l_3532_ = (l_3523_ >> 16u);
                        uint l_3533_ = (l_3532_ & 65535u);
                        uint l_3534_ = (l_3525_ + l_3533_);
                        uint l_3535_ = (l_3524_ >> 16u);
                        uint l_3536_ = (l_3535_ & 65535u);
                        uint l_3537_ = (l_3534_ + l_3536_);
                        uint l_3538_ = (l_3531_ >> 16u);
                        uint l_3539_ = (l_3538_ & 65535u);
                        uint l_1229_ = (l_3537_ + l_3539_);
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
                        uint _e4522 = l_mut_439_;
                        l_mut_421_ = _e4522;
                        uint _e4523 = l_mut_428_;
                        l_mut_439_ = _e4523;
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
                                uint _e4535 = l_mut_428_;
                                l_mut_421_ = _e4535;
                                l_mut_439_ = l_1251_;
                            }
                        }
                        uint _e4536 = l_mut_441_;
                        uint l_1252_ = (_e4536 * l_874_);
                        uint _e4538 = l_mut_440_;
                        uint l_1253_ = (_e4538 * l_874_);
                        uint _e4540 = l_mut_441_;
                        uint l_3541_ = (_e4540 & 65535u);
                        uint _e4543 = l_mut_441_;
                        uint l_3542_ = (_e4543 >> 16u);
                        uint l_3543_ = (l_3542_ & 65535u);
                        uint l_3544_ = (l_874_ & 65535u);
                        uint l_3545_ = (l_874_ >> 16u);
                        uint l_3546_ = (l_3545_ & 65535u);
                        uint l_3547_ = (l_3541_ * l_3544_);
                        uint l_3548_ = (l_3543_ * l_3544_);
                        uint l_3549_ = (l_3541_ * l_3546_);
                        uint l_3550_ = (l_3543_ * l_3546_);
                        uint l_3551_ = (l_3547_ >> 16u);
                        uint l_3552_ = (l_3551_ & 65535u);
                        uint l_3553_ = (l_3548_ & 65535u);
                        uint l_3554_ = (l_3552_ + l_3553_);
                        uint l_3555_ = (l_3549_ & 65535u);
                        uint l_3556_ = (l_3554_ + l_3555_);
                        uint l_3557_ = (l_3548_ >> 16u);
                        uint l_3558_ = (l_3557_ & 65535u);
                        uint l_3559_ = (l_3550_ + l_3558_);
                        uint l_3560_ = (l_3549_ >> 16u);
                        uint l_3561_ = (l_3560_ & 65535u);
                        uint l_3562_ = (l_3559_ + l_3561_);
                        uint l_3563_ = (l_3556_ >> 16u);
                        uint l_3564_ = (l_3563_ & 65535u);
                        uint l_1254_ = (l_3562_ + l_3564_);
                        uint l_1255_ = (l_1254_ + l_1253_);
                        uint _e4584 = l_mut_440_;
                        uint l_3566_ = (_e4584 & 65535u);
                        uint _e4587 = l_mut_440_;
                        uint l_3567_ = (_e4587 >> 16u);
                        uint l_3568_ = (l_3567_ & 65535u);
                        uint l_3569_ = (l_874_ & 65535u);
                        uint l_3570_ = (l_874_ >> 16u);
                        uint l_3571_ = (l_3570_ & 65535u);
                        uint l_3572_ = (l_3566_ * l_3569_);
                        uint l_3573_ = (l_3568_ * l_3569_);
                        uint l_3574_ = (l_3566_ * l_3571_);
                        uint l_3575_ = (l_3568_ * l_3571_);
                        uint l_3576_ = (l_3572_ >> 16u);
                        uint l_3577_ = (l_3576_ & 65535u);
                        uint l_3578_ = (l_3573_ & 65535u);
                        uint l_3579_ = (l_3577_ + l_3578_);
                        uint l_3580_ = (l_3574_ & 65535u);
                        uint l_3581_ = (l_3579_ + l_3580_);
                        uint l_3582_ = (l_3573_ >> 16u);
                        uint l_3583_ = (l_3582_ & 65535u);
                        uint l_3584_ = (l_3575_ + l_3583_);
                        uint l_3585_ = (l_3574_ >> 16u);
                        uint l_3586_ = (l_3585_ & 65535u);
                        uint l_3587_ = (l_3584_ + l_3586_);
                        uint l_3588_ = (l_3581_ >> 16u);
                        uint l_3589_ = (l_3588_ & 65535u);
                        uint l_1256_ = (l_3587_ + l_3589_);
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
                        uint _e4645 = l_mut_428_;
                        l_mut_388_ = _e4645;
                        uint _e4646 = l_mut_394_;
                        l_mut_428_ = _e4646;
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
                                uint _e4658 = l_mut_394_;
                                l_mut_388_ = _e4658;
                                l_mut_428_ = l_1278_;
                            }
                        }
                        uint _e4659 = l_mut_421_;
                        uint l_1279_ = (_e4659 * l_874_);
                        uint _e4661 = l_mut_439_;
                        uint l_1280_ = (_e4661 * l_874_);
                        uint _e4663 = l_mut_421_;
                        uint l_3591_ = (_e4663 & 65535u);
                        uint _e4666 = l_mut_421_;
                        uint l_3592_ = (_e4666 >> 16u);
                        uint l_3593_ = (l_3592_ & 65535u);
                        uint l_3594_ = (l_874_ & 65535u);
                        uint l_3595_ = (l_874_ >> 16u);
                        uint l_3596_ = (l_3595_ & 65535u);
                        uint l_3597_ = (l_3591_ * l_3594_);
                        uint l_3598_ = (l_3593_ * l_3594_);
                        uint l_3599_ = (l_3591_ * l_3596_);
                        uint l_3600_ = (l_3593_ * l_3596_);
                        uint l_3601_ = (l_3597_ >> 16u);
                        uint l_3602_ = (l_3601_ & 65535u);
                        uint l_3603_ = (l_3598_ & 65535u);
                        uint l_3604_ = (l_3602_ + l_3603_);
                        uint l_3605_ = (l_3599_ & 65535u);
                        uint l_3606_ = (l_3604_ + l_3605_);
                        uint l_3607_ = (l_3598_ >> 16u);
                        uint l_3608_ = (l_3607_ & 65535u);
                        uint l_3609_ = (l_3600_ + l_3608_);
                        uint l_3610_ = (l_3599_ >> 16u);
                        uint l_3611_ = (l_3610_ & 65535u);
                        uint l_3612_ = (l_3609_ + l_3611_);
                        uint l_3613_ = (l_3606_ >> 16u);
                        uint l_3614_ = (l_3613_ & 65535u);
                        uint l_1281_ = (l_3612_ + l_3614_);
                        uint l_1282_ = (l_1281_ + l_1280_);
                        uint _e4707 = l_mut_439_;
                        uint l_3616_ = (_e4707 & 65535u);
                        uint _e4710 = l_mut_439_;
                        uint l_3617_ = (_e4710 >> 16u);
                        uint l_3618_ = (l_3617_ & 65535u);
                        uint l_3619_ = (l_874_ & 65535u);
                        uint l_3620_ = (l_874_ >> 16u);
                        uint l_3621_ = (l_3620_ & 65535u);
                        uint l_3622_ = (l_3616_ * l_3619_);
                        uint l_3623_ = (l_3618_ * l_3619_);
                        uint l_3624_ = (l_3616_ * l_3621_);
                        uint l_3625_ = (l_3618_ * l_3621_);
                        uint l_3626_ = (l_3622_ >> 16u);
                        uint l_3627_ = (l_3626_ & 65535u);
                        uint l_3628_ = (l_3623_ & 65535u);
                        uint l_3629_ = (l_3627_ + l_3628_);
                        uint l_3630_ = (l_3624_ & 65535u);
                        uint l_3631_ = (l_3629_ + l_3630_);
                        uint l_3632_ = (l_3623_ >> 16u);
                        uint l_3633_ = (l_3632_ & 65535u);
                        uint l_3634_ = (l_3625_ + l_3633_);
                        uint l_3635_ = (l_3624_ >> 16u);
                        uint l_3636_ = (l_3635_ & 65535u);
                        uint l_3637_ = (l_3634_ + l_3636_);
                        uint l_3638_ = (l_3631_ >> 16u);
                        uint l_3639_ = (l_3638_ & 65535u);
                        uint l_1283_ = (l_3637_ + l_3639_);
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
                        uint _e4768 = l_mut_441_;
                        l_mut_394_ = _e4768;
                        uint _e4769 = l_mut_440_;
                        l_mut_441_ = _e4769;
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
                                uint _e4781 = l_mut_440_;
                                l_mut_394_ = _e4781;
                                l_mut_441_ = l_1305_;
                            }
                        }
                        uint _e4782 = l_mut_421_;
                        uint l_1306_ = (_e4782 * l_874_);
                        uint _e4784 = l_mut_439_;
                        uint l_1307_ = (_e4784 * l_874_);
                        uint _e4786 = l_mut_421_;
                        uint l_3641_ = (_e4786 & 65535u);
                        uint _e4789 = l_mut_421_;
                        uint l_3642_ = (_e4789 >> 16u);
                        uint l_3643_ = (l_3642_ & 65535u);
                        uint l_3644_ = (l_874_ & 65535u);
                        uint l_3645_ = (l_874_ >> 16u);
                        uint l_3646_ = (l_3645_ & 65535u);
                        uint l_3647_ = (l_3641_ * l_3644_);
                        uint l_3648_ = (l_3643_ * l_3644_);
                        uint l_3649_ = (l_3641_ * l_3646_);
                        uint l_3650_ = (l_3643_ * l_3646_);
                        uint l_3651_ = (l_3647_ >> 16u);
                        uint l_3652_ = (l_3651_ & 65535u);
                        uint l_3653_ = (l_3648_ & 65535u);
                        uint l_3654_ = (l_3652_ + l_3653_);
                        uint l_3655_ = (l_3649_ & 65535u);
                        uint l_3656_ = (l_3654_ + l_3655_);
                        uint l_3657_ = (l_3648_ >> 16u);
                        uint l_3658_ = (l_3657_ & 65535u);
                        uint l_3659_ = (l_3650_ + l_3658_);
                        uint l_3660_ = (l_3649_ >> 16u);
                        uint l_3661_ = (l_3660_ & 65535u);
                        uint l_3662_ = (l_3659_ + l_3661_);
                        uint l_3663_ = (l_3656_ >> 16u);
                        uint l_3664_ = (l_3663_ & 65535u);
                        uint l_1308_ = (l_3662_ + l_3664_);
                        uint l_1309_ = (l_1308_ + l_1307_);
                        uint _e4830 = l_mut_439_;
                        uint l_3666_ = (_e4830 & 65535u);
                        uint _e4833 = l_mut_439_;
                        uint l_3667_ = (_e4833 >> 16u);
                        uint l_3668_ = (l_3667_ & 65535u);
                        uint l_3669_ = (l_874_ & 65535u);
                        uint l_3670_ = (l_874_ >> 16u);
                        uint l_3671_ = (l_3670_ & 65535u);
                        uint l_3672_ = (l_3666_ * l_3669_);
                        uint l_3673_ = (l_3668_ * l_3669_);
                        uint l_3674_ = (l_3666_ * l_3671_);
                        uint l_3675_ = (l_3668_ * l_3671_);
                        uint l_3676_ = (l_3672_ >> 16u);
                        uint l_3677_ = (l_3676_ & 65535u);
                        uint l_3678_ = (l_3673_ & 65535u);
                        uint l_3679_ = (l_3677_ + l_3678_);
                        uint l_3680_ = (l_3674_ & 65535u);
                        uint l_3681_ = (l_3679_ + l_3680_);
                        uint l_3682_ = (l_3673_ >> 16u);
                        uint l_3683_ = (l_3682_ & 65535u);
                        uint l_3684_ = (l_3675_ + l_3683_);
                        uint l_3685_ = (l_3674_ >> 16u);
                        uint l_3686_ = (l_3685_ & 65535u);
                        uint l_3687_ = (l_3684_ + l_3686_);
                        uint l_3688_ = (l_3681_ >> 16u);
                        uint l_3689_ = (l_3688_ & 65535u);
                        uint l_1310_ = (l_3687_ + l_3689_);
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
                        uint _e4891 = l_mut_440_;
                        l_mut_275_ = _e4891;
                        uint _e4892 = l_mut_382_;
                        l_mut_440_ = _e4892;
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
                                uint _e4904 = l_mut_382_;
                                l_mut_275_ = _e4904;
                                l_mut_440_ = l_1332_;
                            }
                        }
                        uint _e4905 = l_mut_388_;
                        uint l_1333_ = (_e4905 * l_874_);
                        uint _e4907 = l_mut_388_;
                        uint l_3691_ = (_e4907 & 65535u);
                        uint _e4910 = l_mut_388_;
                        uint l_3692_ = (_e4910 >> 16u);
                        uint l_3693_ = (l_3692_ & 65535u);
                        uint l_3694_ = (l_874_ & 65535u);
                        uint l_3695_ = (l_874_ >> 16u);
                        uint l_3696_ = (l_3695_ & 65535u);
                        uint l_3697_ = (l_3691_ * l_3694_);
                        uint l_3698_ = (l_3693_ * l_3694_);
                        uint l_3699_ = (l_3691_ * l_3696_);
                        uint l_3700_ = (l_3693_ * l_3696_);
                        uint l_3701_ = (l_3697_ >> 16u);
                        uint l_3702_ = (l_3701_ & 65535u);
                        uint l_3703_ = (l_3698_ & 65535u);
                        uint l_3704_ = (l_3702_ + l_3703_);
                        uint l_3705_ = (l_3699_ & 65535u);
                        uint l_3706_ = (l_3704_ + l_3705_);
                        uint l_3707_ = (l_3698_ >> 16u);
                        uint l_3708_ = (l_3707_ & 65535u);
                        uint l_3709_ = (l_3700_ + l_3708_);
                        uint l_3710_ = (l_3699_ >> 16u);
                        uint l_3711_ = (l_3710_ & 65535u);
                        uint l_3712_ = (l_3709_ + l_3711_);
                        uint l_3713_ = (l_3706_ >> 16u);
                        uint l_3714_ = (l_3713_ & 65535u);
                        uint l_1334_ = (l_3712_ + l_3714_);
                        uint _e4950 = l_mut_428_;
                        uint l_1335_ = (_e4950 * l_874_);
                        uint l_1336_ = (l_1334_ + l_1335_);
                        uint _e4953 = l_mut_275_;
                        uint l_1337_ = (_e4953 + l_1333_);
                        uint _e4955 = l_mut_440_;
                        uint l_1338_ = (_e4955 + l_1336_);
                        uint _e4957 = l_mut_275_;
                        bool l_1339_ = (l_1337_ < _e4957);
                        uint l_1340_ = uint(l_1339_);
                        uint l_1341_ = (l_1338_ + l_1340_);
                        uint _e4961 = l_mut_394_;
                        l_mut_445_ = _e4961;
                        uint _e4962 = l_mut_441_;
                        l_mut_444_ = _e4962;
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
                                uint _e4983 = l_mut_394_;
                                l_mut_428_ = _e4983;
                                uint _e4984 = l_mut_441_;
                                l_mut_421_ = _e4984;
                                bool l_1354_ = (l_1176_ >= 32u);
                                if (l_1354_) {
                                    uint l_1355_ = (l_1176_ & 31u);
                                    uint _e4989 = l_mut_441_;
                                    uint l_1356_ = (_e4989 >> l_1355_);
                                    l_mut_428_ = l_1356_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1357_ = (l_1176_ > 0u);
                                    if (l_1357_) {
                                        uint _e4994 = l_mut_394_;
                                        l_mut_388_ = _e4994;
                                        bool l_1358_ = (l_1176_ > 0u);
                                        if (l_1358_) {
                                            uint _e4997 = l_mut_394_;
                                            uint l_1359_ = (_e4997 >> l_1176_);
                                            uint l_1360_ = (32u - l_1176_);
                                            uint _e5001 = l_mut_441_;
                                            uint l_1361_ = (_e5001 << l_1360_);
                                            uint l_1362_ = (l_1359_ | l_1361_);
                                            l_mut_388_ = l_1362_;
                                        }
                                        uint _e5004 = l_mut_441_;
                                        uint l_1363_ = (_e5004 >> l_1176_);
                                        uint _e5006 = l_mut_388_;
                                        l_mut_428_ = _e5006;
                                        l_mut_421_ = l_1363_;
                                    }
                                }
                                uint _e5007 = l_mut_440_;
                                uint _e5008 = l_mut_428_;
                                uint l_1364_ = (_e5007 + _e5008);
                                uint _e5010 = l_mut_439_;
                                uint _e5011 = l_mut_421_;
                                uint l_1365_ = (_e5010 + _e5011);
                                uint _e5013 = l_mut_440_;
                                bool l_1366_ = (l_1364_ < _e5013);
                                uint l_1367_ = uint(l_1366_);
                                uint l_1368_ = (l_1365_ + l_1367_);
                                l_mut_445_ = l_1364_;
                                l_mut_444_ = l_1368_;
                            }
                        }
                        if (l_1219_) {
                            uint _e5018 = l_mut_445_;
                            uint l_1369_ = (0u - _e5018);
                            uint _e5021 = l_mut_444_;
                            uint l_1370_ = (0u - _e5021);
                            uint _e5024 = l_mut_445_;
                            bool l_1371_ = (0u < _e5024);
                            uint l_1372_ = uint(l_1371_);
                            uint l_1373_ = (l_1370_ - l_1372_);
                            l_mut_445_ = l_1369_;
                            l_mut_444_ = l_1373_;
                        }
                    }
                    uint _e5028 = l_mut_445_;
                    uint l_1374_ = (l_1127_ - _e5028);
                    uint _e5030 = l_mut_444_;
                    uint l_1375_ = (l_1131_ - _e5030);
                    uint _e5032 = l_mut_445_;
                    bool l_1376_ = (l_1127_ < _e5032);
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
                    uint _e5065 = l_mut_428_;
                    bool l_1399_ = (_e5065 < l_1393_);
                    uint _e5067 = l_mut_428_;
                    bool l_1400_ = (_e5067 == l_1393_);
                    uint _e5069 = l_mut_439_;
                    bool l_1401_ = (_e5069 < l_1389_);
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
                        bool _e5084 = l_mut_628_;
                        l_mut_652_ = _e5084;
                        l_mut_628_ = false;
                    }
                    bool _e5086 = l_mut_628_;
                    if (_e5086) {
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
                        uint _e5101 = l_mut_388_;
                        uint l_1415_ = (_e5101 * l_1414_);
                        uint _e5103 = l_mut_388_;
                        uint l_3716_ = (_e5103 & 65535u);
                        uint _e5106 = l_mut_388_;
                        uint l_3717_ = (_e5106 >> 16u);
                        uint l_3718_ = (l_3717_ & 65535u);
                        uint l_3719_ = (l_1414_ & 65535u);
                        uint l_3720_ = (l_1414_ >> 16u);
                        uint l_3721_ = (l_3720_ & 65535u);
                        uint l_3722_ = (l_3716_ * l_3719_);
                        uint l_3723_ = (l_3718_ * l_3719_);
                        uint l_3724_ = (l_3716_ * l_3721_);
                        uint l_3725_ = (l_3718_ * l_3721_);
                        uint l_3726_ = (l_3722_ >> 16u);
                        uint l_3727_ = (l_3726_ & 65535u);
                        uint l_3728_ = (l_3723_ & 65535u);
                        uint l_3729_ = (l_3727_ + l_3728_);
                        uint l_3730_ = (l_3724_ & 65535u);
                        uint l_3731_ = (l_3729_ + l_3730_);
                        uint l_3732_ = (l_3723_ >> 16u);
                        uint l_3733_ = (l_3732_ & 65535u);
                        uint l_3734_ = (l_3725_ + l_3733_);
                        uint l_3735_ = (l_3724_ >> 16u);
                        uint l_3736_ = (l_3735_ & 65535u);
                        uint l_3737_ = (l_3734_ + l_3736_);
                        uint l_3738_ = (l_3731_ >> 16u);
                        uint l_3739_ = (l_3738_ & 65535u);
                        uint l_1416_ = (l_3737_ + l_3739_);
                        uint _e5146 = l_mut_382_;
                        uint l_1417_ = (_e5146 * l_1414_);
                        uint l_1418_ = (l_1416_ + l_1417_);
                        l_mut_275_ = 0u;
                        uint l_1419_ = (l_874_ - 1u);
                        uint _e5152 = l_mut_388_;
                        uint l_1420_ = (_e5152 * l_1419_);
                        uint _e5154 = l_mut_382_;
                        uint l_1421_ = (_e5154 * l_1419_);
                        uint _e5156 = l_mut_388_;
                        uint l_3741_ = (_e5156 & 65535u);
                        uint _e5159 = l_mut_388_;
                        uint l_3742_ = (_e5159 >> 16u);
                        uint l_3743_ = (l_3742_ & 65535u);
                        uint l_3744_ = (l_1419_ & 65535u);
                        uint l_3745_ = (l_1419_ >> 16u);
                        uint l_3746_ = (l_3745_ & 65535u);
                        uint l_3747_ = (l_3741_ * l_3744_);
                        uint l_3748_ = (l_3743_ * l_3744_);
                        uint l_3749_ = (l_3741_ * l_3746_);
                        uint l_3750_ = (l_3743_ * l_3746_);
                        uint l_3751_ = (l_3747_ >> 16u);
                        uint l_3752_ = (l_3751_ & 65535u);
                        uint l_3753_ = (l_3748_ & 65535u);
                        uint l_3754_ = (l_3752_ + l_3753_);
                        uint l_3755_ = (l_3749_ & 65535u);
                        uint l_3756_ = (l_3754_ + l_3755_);
                        uint l_3757_ = (l_3748_ >> 16u);
                        uint l_3758_ = (l_3757_ & 65535u);
                        uint l_3759_ = (l_3750_ + l_3758_);
                        uint l_3760_ = (l_3749_ >> 16u);
                        uint l_3761_ = (l_3760_ & 65535u);
                        uint l_3762_ = (l_3759_ + l_3761_);
                        uint l_3763_ = (l_3756_ >> 16u);
                        uint l_3764_ = (l_3763_ & 65535u);
                        uint l_1422_ = (l_3762_ + l_3764_);
                        uint l_1423_ = (l_1422_ + l_1421_);
                        uint _e5200 = l_mut_382_;
                        uint l_3766_ = (_e5200 & 65535u);
                        uint _e5203 = l_mut_382_;
                        uint l_3767_ = (_e5203 >> 16u);
                        uint l_3768_ = (l_3767_ & 65535u);
                        uint l_3769_ = (l_1419_ & 65535u);
                        uint l_3770_ = (l_1419_ >> 16u);
                        uint l_3771_ = (l_3770_ & 65535u);
                        uint l_3772_ = (l_3766_ * l_3769_);
                        uint l_3773_ = (l_3768_ * l_3769_);
                        uint l_3774_ = (l_3766_ * l_3771_);
                        uint l_3775_ = (l_3768_ * l_3771_);
                        uint l_3776_ = (l_3772_ >> 16u);
                        uint l_3777_ = (l_3776_ & 65535u);
                        uint l_3778_ = (l_3773_ & 65535u);
                        uint l_3779_ = (l_3777_ + l_3778_);
                        uint l_3780_ = (l_3774_ & 65535u);
                        uint l_3781_ = (l_3779_ + l_3780_);
                        uint l_3782_ = (l_3773_ >> 16u);
                        uint l_3783_ = (l_3782_ & 65535u);
                        uint l_3784_ = (l_3775_ + l_3783_);
                        uint l_3785_ = (l_3774_ >> 16u);
                        uint l_3786_ = (l_3785_ & 65535u);
                        uint l_3787_ = (l_3784_ + l_3786_);
                        uint l_3788_ = (l_3781_ >> 16u);
                        uint l_3789_ = (l_3788_ & 65535u);
                        uint l_1424_ = (l_3787_ + l_3789_);
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
                        uint _e5261 = l_mut_269_;
                        l_mut_213_ = _e5261;
                        uint _e5262 = l_mut_219_;
                        l_mut_269_ = _e5262;
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
                                uint _e5274 = l_mut_219_;
                                l_mut_213_ = _e5274;
                                l_mut_269_ = l_1446_;
                            }
                        }
                        uint _e5275 = l_mut_213_;
                        uint _e5276 = l_mut_269_;
                        uint l_1447_ = (_e5275 | _e5276);
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
                                    uint _e5311 = l_mut_382_;
                                    bool l_1465_ = (l_1453_ < _e5311);
                                    uint _e5313 = l_mut_382_;
                                    bool l_1466_ = (l_1453_ == _e5313);
                                    uint _e5315 = l_mut_388_;
                                    bool l_1467_ = (l_1449_ < _e5315);
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
                                        uint _e5328 = l_mut_382_;
                                        bool l_1471_ = (_e5328 < l_1453_);
                                        uint _e5330 = l_mut_382_;
                                        bool l_1472_ = (_e5330 == l_1453_);
                                        uint _e5332 = l_mut_388_;
                                        bool l_1473_ = (_e5332 < l_1449_);
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
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (!loop_init_5) {
                                                    uint _e5439 = l_mut_1481_;
                                                    l_mut_1481_ = (_e5439 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e5354 = l_mut_1481_;
                                                if ((_e5354 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5358 = l_mut_1481_;
                                                    uint l_1482_ = (19u - _e5358);
                                                    uint _e5360 = l_mut_102_;
                                                    l_mut_75_ = _e5360;
                                                    uint _e5361 = l_mut_96_;
                                                    l_mut_40_ = _e5361;
                                                    bool l_1483_ = (l_1482_ >= 32u);
                                                    if (l_1483_) {
                                                        uint l_1484_ = (l_1482_ & 31u);
                                                        uint _e5366 = l_mut_96_;
                                                        uint l_1485_ = (_e5366 >> l_1484_);
                                                        l_mut_75_ = l_1485_;
                                                        l_mut_40_ = 0u;
                                                    } else {
                                                        bool l_1486_ = (l_1482_ > 0u);
                                                        if (l_1486_) {
                                                            uint _e5371 = l_mut_102_;
                                                            l_mut_1487_ = _e5371;
                                                            bool l_1488_ = (l_1482_ > 0u);
                                                            if (l_1488_) {
                                                                uint _e5374 = l_mut_102_;
                                                                uint l_1489_ = (_e5374 >> l_1482_);
                                                                uint l_1490_ = (32u - l_1482_);
                                                                uint _e5378 = l_mut_96_;
                                                                uint l_1491_ = (_e5378 << l_1490_);
                                                                uint l_1492_ = (l_1489_ | l_1491_);
                                                                l_mut_1487_ = l_1492_;
                                                            }
                                                            uint _e5381 = l_mut_96_;
                                                            uint l_1493_ = (_e5381 >> l_1482_);
                                                            uint _e5383 = l_mut_1487_;
                                                            l_mut_75_ = _e5383;
                                                            l_mut_40_ = l_1493_;
                                                        }
                                                    }
                                                    uint _e5384 = l_mut_40_;
                                                    uint _e5385 = l_mut_382_;
                                                    bool l_1494_ = (_e5384 < _e5385);
                                                    uint _e5387 = l_mut_40_;
                                                    uint _e5388 = l_mut_382_;
                                                    bool l_1495_ = (_e5387 == _e5388);
                                                    uint _e5390 = l_mut_75_;
                                                    uint _e5391 = l_mut_388_;
                                                    bool l_1496_ = (_e5390 < _e5391);
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
                                                        uint _e5403 = l_mut_388_;
                                                        l_mut_1487_ = _e5403;
                                                        uint _e5404 = l_mut_382_;
                                                        l_mut_75_ = _e5404;
                                                        bool l_1500_ = (l_1482_ >= 32u);
                                                        if (l_1500_) {
                                                            uint l_1501_ = (l_1482_ & 31u);
                                                            uint _e5409 = l_mut_388_;
                                                            uint l_1502_ = (_e5409 << l_1501_);
                                                            l_mut_1487_ = 0u;
                                                            l_mut_75_ = l_1502_;
                                                        } else {
                                                            bool l_1503_ = (l_1482_ > 0u);
                                                            if (l_1503_) {
                                                                uint _e5414 = l_mut_388_;
                                                                uint l_1504_ = (_e5414 << l_1482_);
                                                                uint _e5416 = l_mut_382_;
                                                                uint l_1505_ = (_e5416 << l_1482_);
                                                                uint l_1506_ = (32u - l_1482_);
                                                                uint _e5420 = l_mut_388_;
                                                                uint l_1507_ = (_e5420 >> l_1506_);
                                                                uint l_1508_ = (l_1505_ | l_1507_);
                                                                l_mut_1487_ = l_1504_;
                                                                l_mut_75_ = l_1508_;
                                                            }
                                                        }
                                                        uint _e5423 = l_mut_102_;
                                                        uint _e5424 = l_mut_1487_;
                                                        uint l_1509_ = (_e5423 - _e5424);
                                                        uint _e5426 = l_mut_96_;
                                                        uint _e5427 = l_mut_75_;
                                                        uint l_1510_ = (_e5426 - _e5427);
                                                        uint _e5429 = l_mut_102_;
                                                        uint _e5430 = l_mut_1487_;
                                                        bool l_1511_ = (_e5429 < _e5430);
                                                        uint l_1512_ = uint(l_1511_);
                                                        uint l_1513_ = (l_1510_ - l_1512_);
                                                        l_mut_102_ = l_1509_;
                                                        l_mut_96_ = l_1513_;
                                                        uint l_1514_ = (1u << l_1482_);
                                                        uint _e5436 = l_mut_90_;
                                                        l_mut_90_ = (_e5436 | l_1514_);
                                                    }
                                                }
                                            }
                                            uint _e5441 = l_mut_90_;
                                            uint l_1515_ = min(_e5441, l_1464_);
                                            l_mut_1487_ = l_1515_;
                                            uint _e5443 = l_mut_96_;
                                            uint _e5444 = l_mut_382_;
                                            bool l_1516_ = (_e5443 < _e5444);
                                            uint _e5446 = l_mut_96_;
                                            uint _e5447 = l_mut_382_;
                                            bool l_1517_ = (_e5446 == _e5447);
                                            uint _e5449 = l_mut_102_;
                                            uint _e5450 = l_mut_388_;
                                            bool l_1518_ = (_e5449 < _e5450);
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
                                            uint _e5462 = l_mut_1487_;
                                            l_mut_145_ = _e5462;
                                        }
                                        uint _e5463 = l_mut_388_;
                                        uint _e5464 = l_mut_145_;
                                        uint l_1522_ = (_e5463 * _e5464);
                                        uint _e5466 = l_mut_388_;
                                        uint l_3791_ = (_e5466 & 65535u);
                                        uint _e5469 = l_mut_388_;
                                        uint l_3792_ = (_e5469 >> 16u);
                                        uint l_3793_ = (l_3792_ & 65535u);
                                        uint _e5474 = l_mut_145_;
                                        uint l_3794_ = (_e5474 & 65535u);
                                        uint _e5477 = l_mut_145_;
                                        uint l_3795_ = (_e5477 >> 16u);
                                        uint l_3796_ = (l_3795_ & 65535u);
                                        uint l_3797_ = (l_3791_ * l_3794_);
                                        uint l_3798_ = (l_3793_ * l_3794_);
                                        uint l_3799_ = (l_3791_ * l_3796_);
                                        uint l_3800_ = (l_3793_ * l_3796_);
                                        uint l_3801_ = (l_3797_ >> 16u);
                                        uint l_3802_ = (l_3801_ & 65535u);
                                        uint l_3803_ = (l_3798_ & 65535u);
                                        uint l_3804_ = (l_3802_ + l_3803_);
                                        uint l_3805_ = (l_3799_ & 65535u);
                                        uint l_3806_ = (l_3804_ + l_3805_);
                                        uint l_3807_ = (l_3798_ >> 16u);
                                        uint l_3808_ = (l_3807_ & 65535u);
                                        uint l_3809_ = (l_3800_ + l_3808_);
                                        uint l_3810_ = (l_3799_ >> 16u);
                                        uint l_3811_ = (l_3810_ & 65535u);
                                        uint l_3812_ = (l_3809_ + l_3811_);
                                        uint l_3813_ = (l_3806_ >> 16u);
                                        uint l_3814_ = (l_3813_ & 65535u);
                                        uint l_1523_ = (l_3812_ + l_3814_);
                                        uint _e5511 = l_mut_382_;
                                        uint _e5512 = l_mut_145_;
                                        uint l_1524_ = (_e5511 * _e5512);
                                        uint l_1525_ = (l_1523_ + l_1524_);
                                        uint l_1526_ = (l_1449_ - l_1522_);
                                        uint l_1527_ = (l_1453_ - l_1525_);
                                        bool l_1528_ = (l_1449_ < l_1522_);
                                        uint l_1529_ = uint(l_1528_);
                                        uint l_1530_ = (l_1527_ - l_1529_);
                                        l_mut_213_ = l_1526_;
                                        l_mut_151_ = l_1530_;
                                        uint _e5520 = l_mut_151_;
                                        uint _e5521 = l_mut_382_;
                                        bool l_1531_ = (_e5520 < _e5521);
                                        uint _e5523 = l_mut_151_;
                                        uint _e5524 = l_mut_382_;
                                        bool l_1532_ = (_e5523 == _e5524);
                                        uint _e5526 = l_mut_213_;
                                        uint _e5527 = l_mut_388_;
                                        bool l_1533_ = (_e5526 < _e5527);
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
                                            uint _e5539 = l_mut_213_;
                                            uint _e5540 = l_mut_388_;
                                            uint l_1537_ = (_e5539 - _e5540);
                                            uint _e5542 = l_mut_151_;
                                            uint _e5543 = l_mut_382_;
                                            uint l_1538_ = (_e5542 - _e5543);
                                            uint _e5545 = l_mut_213_;
                                            uint _e5546 = l_mut_388_;
                                            bool l_1539_ = (_e5545 < _e5546);
                                            uint l_1540_ = uint(l_1539_);
                                            uint l_1541_ = (l_1538_ - l_1540_);
                                            l_mut_213_ = l_1537_;
                                            l_mut_151_ = l_1541_;
                                        }
                                    }
                                    uint _e5550 = l_mut_388_;
                                    uint _e5551 = l_mut_213_;
                                    uint l_1542_ = (_e5550 - _e5551);
                                    uint _e5553 = l_mut_382_;
                                    uint _e5554 = l_mut_151_;
                                    uint l_1543_ = (_e5553 - _e5554);
                                    uint _e5556 = l_mut_388_;
                                    uint _e5557 = l_mut_213_;
                                    bool l_1544_ = (_e5556 < _e5557);
                                    uint l_1545_ = uint(l_1544_);
                                    uint l_1546_ = (l_1543_ - l_1545_);
                                    l_mut_1487_ = l_1542_;
                                    l_mut_213_ = l_1546_;
                                    uint _e5561 = l_mut_382_;
                                    bool l_1547_ = (l_1546_ < _e5561);
                                    uint _e5563 = l_mut_382_;
                                    bool l_1548_ = (l_1546_ == _e5563);
                                    uint _e5565 = l_mut_388_;
                                    bool l_1549_ = (l_1542_ < _e5565);
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
                                        uint _e5577 = l_mut_388_;
                                        uint l_1553_ = (l_1542_ - _e5577);
                                        uint _e5579 = l_mut_382_;
                                        uint l_1554_ = (l_1546_ - _e5579);
                                        uint _e5581 = l_mut_388_;
                                        bool l_1555_ = (l_1542_ < _e5581);
                                        uint l_1556_ = uint(l_1555_);
                                        uint l_1557_ = (l_1554_ - l_1556_);
                                        l_mut_1487_ = l_1553_;
                                        l_mut_213_ = l_1557_;
                                    }
                                    uint _e5585 = l_mut_213_;
                                    uint _e5586 = l_mut_219_;
                                    bool l_1558_ = (_e5585 < _e5586);
                                    uint _e5588 = l_mut_213_;
                                    uint _e5589 = l_mut_219_;
                                    bool l_1559_ = (_e5588 == _e5589);
                                    uint _e5591 = l_mut_1487_;
                                    uint _e5592 = l_mut_269_;
                                    bool l_1560_ = (_e5591 < _e5592);
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
                                        uint _e5603 = l_mut_1487_;
                                        l_mut_269_ = _e5603;
                                        uint _e5604 = l_mut_213_;
                                        l_mut_219_ = _e5604;
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
                                    uint _e5624 = l_mut_382_;
                                    bool l_1574_ = (l_1383_ < _e5624);
                                    uint _e5626 = l_mut_382_;
                                    bool l_1575_ = (l_1383_ == _e5626);
                                    uint _e5628 = l_mut_388_;
                                    bool l_1576_ = (l_1379_ < _e5628);
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
                                        uint _e5641 = l_mut_382_;
                                        bool l_1580_ = (_e5641 < l_1383_);
                                        uint _e5643 = l_mut_382_;
                                        bool l_1581_ = (_e5643 == l_1383_);
                                        uint _e5645 = l_mut_388_;
                                        bool l_1582_ = (_e5645 < l_1379_);
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
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (!loop_init_6) {
                                                    uint _e5752 = l_mut_1590_;
                                                    l_mut_1590_ = (_e5752 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e5667 = l_mut_1590_;
                                                if ((_e5667 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5671 = l_mut_1590_;
                                                    uint l_1591_ = (19u - _e5671);
                                                    uint _e5673 = l_mut_145_;
                                                    l_mut_90_ = _e5673;
                                                    uint _e5674 = l_mut_102_;
                                                    l_mut_75_ = _e5674;
                                                    bool l_1592_ = (l_1591_ >= 32u);
                                                    if (l_1592_) {
                                                        uint l_1593_ = (l_1591_ & 31u);
                                                        uint _e5679 = l_mut_102_;
                                                        uint l_1594_ = (_e5679 >> l_1593_);
                                                        l_mut_90_ = l_1594_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1595_ = (l_1591_ > 0u);
                                                        if (l_1595_) {
                                                            uint _e5684 = l_mut_145_;
                                                            l_mut_40_ = _e5684;
                                                            bool l_1596_ = (l_1591_ > 0u);
                                                            if (l_1596_) {
                                                                uint _e5687 = l_mut_145_;
                                                                uint l_1597_ = (_e5687 >> l_1591_);
                                                                uint l_1598_ = (32u - l_1591_);
                                                                uint _e5691 = l_mut_102_;
                                                                uint l_1599_ = (_e5691 << l_1598_);
                                                                uint l_1600_ = (l_1597_ | l_1599_);
                                                                l_mut_40_ = l_1600_;
                                                            }
                                                            uint _e5694 = l_mut_102_;
                                                            uint l_1601_ = (_e5694 >> l_1591_);
                                                            uint _e5696 = l_mut_40_;
                                                            l_mut_90_ = _e5696;
                                                            l_mut_75_ = l_1601_;
                                                        }
                                                    }
                                                    uint _e5697 = l_mut_75_;
                                                    uint _e5698 = l_mut_382_;
                                                    bool l_1602_ = (_e5697 < _e5698);
                                                    uint _e5700 = l_mut_75_;
                                                    uint _e5701 = l_mut_382_;
                                                    bool l_1603_ = (_e5700 == _e5701);
                                                    uint _e5703 = l_mut_90_;
                                                    uint _e5704 = l_mut_388_;
                                                    bool l_1604_ = (_e5703 < _e5704);
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
                                                        uint _e5716 = l_mut_388_;
                                                        l_mut_90_ = _e5716;
                                                        uint _e5717 = l_mut_382_;
                                                        l_mut_75_ = _e5717;
                                                        bool l_1608_ = (l_1591_ >= 32u);
                                                        if (l_1608_) {
                                                            uint l_1609_ = (l_1591_ & 31u);
                                                            uint _e5722 = l_mut_388_;
                                                            uint l_1610_ = (_e5722 << l_1609_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1610_;
                                                        } else {
                                                            bool l_1611_ = (l_1591_ > 0u);
                                                            if (l_1611_) {
                                                                uint _e5727 = l_mut_388_;
                                                                uint l_1612_ = (_e5727 << l_1591_);
                                                                uint _e5729 = l_mut_382_;
                                                                uint l_1613_ = (_e5729 << l_1591_);
                                                                uint l_1614_ = (32u - l_1591_);
                                                                uint _e5733 = l_mut_388_;
                                                                uint l_1615_ = (_e5733 >> l_1614_);
                                                                uint l_1616_ = (l_1613_ | l_1615_);
                                                                l_mut_90_ = l_1612_;
                                                                l_mut_75_ = l_1616_;
                                                            }
                                                        }
                                                        uint _e5736 = l_mut_145_;
                                                        uint _e5737 = l_mut_90_;
                                                        uint l_1617_ = (_e5736 - _e5737);
                                                        uint _e5739 = l_mut_102_;
                                                        uint _e5740 = l_mut_75_;
                                                        uint l_1618_ = (_e5739 - _e5740);
                                                        uint _e5742 = l_mut_145_;
                                                        uint _e5743 = l_mut_90_;
                                                        bool l_1619_ = (_e5742 < _e5743);
                                                        uint l_1620_ = uint(l_1619_);
                                                        uint l_1621_ = (l_1618_ - l_1620_);
                                                        l_mut_145_ = l_1617_;
                                                        l_mut_102_ = l_1621_;
                                                        uint l_1622_ = (1u << l_1591_);
                                                        uint _e5749 = l_mut_96_;
                                                        l_mut_96_ = (_e5749 | l_1622_);
                                                    }
                                                }
                                            }
                                            uint _e5754 = l_mut_96_;
                                            uint l_1623_ = min(_e5754, l_1573_);
                                            l_mut_96_ = l_1623_;
                                            uint _e5756 = l_mut_102_;
                                            uint _e5757 = l_mut_382_;
                                            bool l_1624_ = (_e5756 < _e5757);
                                            uint _e5759 = l_mut_102_;
                                            uint _e5760 = l_mut_382_;
                                            bool l_1625_ = (_e5759 == _e5760);
                                            uint _e5762 = l_mut_145_;
                                            uint _e5763 = l_mut_388_;
                                            bool l_1626_ = (_e5762 < _e5763);
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
                                            uint _e5775 = l_mut_96_;
                                            l_mut_151_ = _e5775;
                                        }
                                        uint _e5776 = l_mut_388_;
                                        uint _e5777 = l_mut_151_;
                                        uint l_1630_ = (_e5776 * _e5777);
                                        uint _e5779 = l_mut_388_;
                                        uint l_3816_ = (_e5779 & 65535u);
                                        uint _e5782 = l_mut_388_;
                                        uint l_3817_ = (_e5782 >> 16u);
                                        uint l_3818_ = (l_3817_ & 65535u);
                                        uint _e5787 = l_mut_151_;
                                        uint l_3819_ = (_e5787 & 65535u);
                                        uint _e5790 = l_mut_151_;
                                        uint l_3820_ = (_e5790 >> 16u);
                                        uint l_3821_ = (l_3820_ & 65535u);
                                        uint l_3822_ = (l_3816_ * l_3819_);
                                        uint l_3823_ = (l_3818_ * l_3819_);
                                        uint l_3824_ = (l_3816_ * l_3821_);
                                        uint l_3825_ = (l_3818_ * l_3821_);
                                        uint l_3826_ = (l_3822_ >> 16u);
                                        uint l_3827_ = (l_3826_ & 65535u);
                                        uint l_3828_ = (l_3823_ & 65535u);
                                        uint l_3829_ = (l_3827_ + l_3828_);
                                        uint l_3830_ = (l_3824_ & 65535u);
                                        uint l_3831_ = (l_3829_ + l_3830_);
                                        uint l_3832_ = (l_3823_ >> 16u);
                                        uint l_3833_ = (l_3832_ & 65535u);
                                        uint l_3834_ = (l_3825_ + l_3833_);
                                        uint l_3835_ = (l_3824_ >> 16u);
                                        uint l_3836_ = (l_3835_ & 65535u);
                                        uint l_3837_ = (l_3834_ + l_3836_);
                                        uint l_3838_ = (l_3831_ >> 16u);
                                        uint l_3839_ = (l_3838_ & 65535u);
                                        uint l_1631_ = (l_3837_ + l_3839_);
                                        uint _e5824 = l_mut_382_;
                                        uint _e5825 = l_mut_151_;
                                        uint l_1632_ = (_e5824 * _e5825);
                                        uint l_1633_ = (l_1631_ + l_1632_);
                                        uint l_1634_ = (l_1379_ - l_1630_);
                                        uint l_1635_ = (l_1383_ - l_1633_);
                                        bool l_1636_ = (l_1379_ < l_1630_);
                                        uint l_1637_ = uint(l_1636_);
                                        uint l_1638_ = (l_1635_ - l_1637_);
                                        l_mut_1487_ = l_1634_;
                                        l_mut_213_ = l_1638_;
                                        uint _e5833 = l_mut_213_;
                                        uint _e5834 = l_mut_382_;
                                        bool l_1639_ = (_e5833 < _e5834);
                                        uint _e5836 = l_mut_213_;
                                        uint _e5837 = l_mut_382_;
                                        bool l_1640_ = (_e5836 == _e5837);
                                        uint _e5839 = l_mut_1487_;
                                        uint _e5840 = l_mut_388_;
                                        bool l_1641_ = (_e5839 < _e5840);
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
                                            uint _e5852 = l_mut_1487_;
                                            uint _e5853 = l_mut_388_;
                                            uint l_1645_ = (_e5852 - _e5853);
                                            uint _e5855 = l_mut_213_;
                                            uint _e5856 = l_mut_382_;
                                            uint l_1646_ = (_e5855 - _e5856);
                                            uint _e5858 = l_mut_1487_;
                                            uint _e5859 = l_mut_388_;
                                            bool l_1647_ = (_e5858 < _e5859);
                                            uint l_1648_ = uint(l_1647_);
                                            uint l_1649_ = (l_1646_ - l_1648_);
                                            l_mut_1487_ = l_1645_;
                                            l_mut_213_ = l_1649_;
                                        }
                                    }
                                    uint _e5863 = l_mut_213_;
                                    uint _e5864 = l_mut_219_;
                                    bool l_1650_ = (_e5863 < _e5864);
                                    uint _e5866 = l_mut_213_;
                                    uint _e5867 = l_mut_219_;
                                    bool l_1651_ = (_e5866 == _e5867);
                                    uint _e5869 = l_mut_1487_;
                                    uint _e5870 = l_mut_269_;
                                    bool l_1652_ = (_e5869 < _e5870);
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
                                        uint _e5881 = l_mut_1487_;
                                        l_mut_269_ = _e5881;
                                        uint _e5882 = l_mut_213_;
                                        l_mut_219_ = _e5882;
                                    }
                                }
                            }
                            uint _e5883 = l_mut_219_;
                            bool l_1655_ = (_e5883 < l_1393_);
                            uint _e5885 = l_mut_219_;
                            bool l_1656_ = (_e5885 == l_1393_);
                            uint _e5887 = l_mut_269_;
                            bool l_1657_ = (_e5887 < l_1389_);
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
                        uint _e5902 = l_mut_275_;
                        bool l_1663_ = (_e5902 > 0u);
                        if (l_1663_) {
                            uint _e5905 = l_mut_275_;
                            bool l_1664_ = (_e5905 == 1u);
                            l_mut_652_ = l_1664_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    while(true) {
                        bool _e5910 = l_mut_628_;
                        bool l_1665_ = !(_e5910);
                        if (l_1665_) {
                            break;
                        }
                        uint _e5912 = l_mut_445_;
                        l_mut_1487_ = _e5912;
                        uint _e5913 = l_mut_444_;
                        l_mut_388_ = _e5913;
                        bool _e5914 = l_mut_357_;
                        if (_e5914) {
                            uint _e5915 = l_mut_441_;
                            l_mut_1487_ = _e5915;
                            uint _e5916 = l_mut_440_;
                            l_mut_388_ = _e5916;
                        }
                        uint _e5917 = l_mut_428_;
                        uint _e5918 = l_mut_388_;
                        bool l_1666_ = (_e5917 < _e5918);
                        uint _e5920 = l_mut_428_;
                        uint _e5921 = l_mut_388_;
                        bool l_1667_ = (_e5920 == _e5921);
                        uint _e5923 = l_mut_439_;
                        uint _e5924 = l_mut_1487_;
                        bool l_1668_ = (_e5923 < _e5924);
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
                        bool _e5936 = l_mut_357_;
                        bool l_1672_ = (l_1671_ != _e5936);
                        if (l_1672_) {
                            uint _e5938 = l_mut_445_;
                            l_mut_1487_ = _e5938;
                            uint _e5939 = l_mut_444_;
                            l_mut_388_ = _e5939;
                            uint _e5940 = l_mut_441_;
                            l_mut_445_ = _e5940;
                            uint _e5941 = l_mut_440_;
                            l_mut_444_ = _e5941;
                            uint _e5942 = l_mut_1487_;
                            l_mut_441_ = _e5942;
                            uint _e5943 = l_mut_388_;
                            l_mut_440_ = _e5943;
                            uint _e5944 = l_mut_421_;
                            l_mut_1487_ = _e5944;
                            uint _e5945 = l_mut_394_;
                            l_mut_421_ = _e5945;
                            uint _e5946 = l_mut_1487_;
                            l_mut_394_ = _e5946;
                            l_mut_357_ = l_1671_;
                        }
                        uint _e5947 = l_mut_445_;
                        uint _e5948 = l_mut_439_;
                        uint l_1673_ = (_e5947 - _e5948);
                        uint _e5950 = l_mut_444_;
                        uint _e5951 = l_mut_428_;
                        uint l_1674_ = (_e5950 - _e5951);
                        uint _e5953 = l_mut_445_;
                        uint _e5954 = l_mut_439_;
                        bool l_1675_ = (_e5953 < _e5954);
                        uint l_1676_ = uint(l_1675_);
                        uint l_1677_ = (l_1674_ - l_1676_);
                        l_mut_1487_ = l_1673_;
                        l_mut_388_ = l_1677_;
                        bool _e5958 = l_mut_357_;
                        if (_e5958) {
                            uint _e5959 = l_mut_439_;
                            uint l_1678_ = (_e5959 - l_1389_);
                            uint _e5961 = l_mut_428_;
                            uint l_1679_ = (_e5961 - l_1393_);
                            uint _e5963 = l_mut_439_;
                            bool l_1680_ = (_e5963 < l_1389_);
                            uint l_1681_ = uint(l_1680_);
                            uint l_1682_ = (l_1679_ - l_1681_);
                            l_mut_1487_ = l_1678_;
                            l_mut_388_ = l_1682_;
                        }
                        uint _e5967 = l_mut_445_;
                        l_mut_382_ = _e5967;
                        uint _e5968 = l_mut_444_;
                        l_mut_275_ = _e5968;
                        uint _e5969 = l_mut_388_;
                        uint _e5970 = l_mut_444_;
                        bool l_1683_ = (_e5969 < _e5970);
                        uint _e5972 = l_mut_388_;
                        uint _e5973 = l_mut_444_;
                        bool l_1684_ = (_e5972 == _e5973);
                        uint _e5975 = l_mut_1487_;
                        uint _e5976 = l_mut_445_;
                        bool l_1685_ = (_e5975 < _e5976);
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
                            uint _e5987 = l_mut_1487_;
                            l_mut_382_ = _e5987;
                            uint _e5988 = l_mut_388_;
                            l_mut_275_ = _e5988;
                        }
                        l_mut_350_ = false;
                        uint _e5990 = l_mut_382_;
                        l_mut_1487_ = _e5990;
                        uint _e5991 = l_mut_275_;
                        l_mut_388_ = _e5991;
                        if (false) {
                            uint _e5994 = l_mut_275_;
                            uint l_1690_ = (_e5994 >> 3u);
                            l_mut_1487_ = l_1690_;
                            l_mut_388_ = 0u;
                        } else {
                            if (true) {
                                uint _e5998 = l_mut_382_;
                                l_mut_269_ = _e5998;
                                if (true) {
                                    uint _e6000 = l_mut_382_;
                                    uint l_1693_ = (_e6000 >> 3u);
                                    uint _e6003 = l_mut_275_;
                                    uint l_1694_ = (_e6003 << 29u);
                                    uint l_1695_ = (l_1693_ | l_1694_);
                                    l_mut_269_ = l_1695_;
                                }
                                uint _e6007 = l_mut_275_;
                                uint l_1696_ = (_e6007 >> 3u);
                                uint _e6010 = l_mut_269_;
                                l_mut_1487_ = _e6010;
                                l_mut_388_ = l_1696_;
                            }
                        }
                        uint _e6011 = l_mut_388_;
                        uint _e6012 = l_mut_440_;
                        bool l_1697_ = (_e6011 < _e6012);
                        uint _e6014 = l_mut_388_;
                        uint _e6015 = l_mut_440_;
                        bool l_1698_ = (_e6014 == _e6015);
                        uint _e6017 = l_mut_1487_;
                        uint _e6018 = l_mut_441_;
                        bool l_1699_ = (_e6017 < _e6018);
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
                        uint _e6031 = l_mut_441_;
                        uint _e6032 = l_mut_440_;
                        uint l_1703_ = (_e6031 | _e6032);
                        bool l_1704_ = (l_1703_ == 0u);
                        bool l_1705_ = !(l_1704_);
                        bool _e6037 = l_mut_350_;
                        if (_e6037) {
                            local_108 = l_1705_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1706_ = local_108;
                        uint _e6042 = l_mut_440_;
                        uint _e6043 = l_mut_275_;
                        bool l_1707_ = (_e6042 < _e6043);
                        uint _e6045 = l_mut_440_;
                        uint _e6046 = l_mut_275_;
                        bool l_1708_ = (_e6045 == _e6046);
                        uint _e6048 = l_mut_441_;
                        uint _e6049 = l_mut_382_;
                        bool l_1709_ = (_e6048 < _e6049);
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
                        uint _e6064 = l_mut_421_;
                        uint _e6065 = l_mut_394_;
                        uint l_1713_ = (_e6064 + _e6065);
                        bool l_1714_ = (l_1713_ < l_874_);
                        if (l_1712_) {
                            local_112 = l_1714_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1715_ = local_112;
                        if (l_1715_) {
                            uint _e6072 = l_mut_421_;
                            uint l_1716_ = (l_874_ - _e6072);
                            uint _e6074 = l_mut_394_;
                            uint l_1717_ = (l_1716_ - _e6074);
                            uint _e6076 = l_mut_421_;
                            uint l_1718_ = (l_1717_ / _e6076);
                            uint _e6078 = l_mut_382_;
                            uint l_1719_ = (_e6078 - 1u);
                            uint _e6081 = l_mut_275_;
                            uint l_1720_ = (_e6081 - 0u);
                            uint _e6084 = l_mut_382_;
                            bool l_1721_ = (_e6084 < 1u);
                            uint l_1722_ = uint(l_1721_);
                            uint l_1723_ = (l_1720_ - l_1722_);
                            l_mut_388_ = l_1719_;
                            l_mut_382_ = l_1723_;
                            l_mut_275_ = 0u;
                            l_mut_1724_ = 0u;
                            bool loop_init_7 = true;
                            while(true) {
                                if (!loop_init_7) {
                                    uint _e6177 = l_mut_1724_;
                                    l_mut_1724_ = (_e6177 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e6092 = l_mut_1724_;
                                if ((_e6092 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6096 = l_mut_1724_;
                                    uint l_1725_ = (19u - _e6096);
                                    uint _e6098 = l_mut_388_;
                                    l_mut_269_ = _e6098;
                                    uint _e6099 = l_mut_382_;
                                    l_mut_219_ = _e6099;
                                    bool l_1726_ = (l_1725_ >= 32u);
                                    if (l_1726_) {
                                        uint l_1727_ = (l_1725_ & 31u);
                                        uint _e6104 = l_mut_382_;
                                        uint l_1728_ = (_e6104 >> l_1727_);
                                        l_mut_269_ = l_1728_;
                                        l_mut_219_ = 0u;
                                    } else {
                                        bool l_1729_ = (l_1725_ > 0u);
                                        if (l_1729_) {
                                            uint _e6109 = l_mut_388_;
                                            l_mut_213_ = _e6109;
                                            bool l_1730_ = (l_1725_ > 0u);
                                            if (l_1730_) {
                                                uint _e6112 = l_mut_388_;
                                                uint l_1731_ = (_e6112 >> l_1725_);
                                                uint l_1732_ = (32u - l_1725_);
                                                uint _e6116 = l_mut_382_;
                                                uint l_1733_ = (_e6116 << l_1732_);
                                                uint l_1734_ = (l_1731_ | l_1733_);
                                                l_mut_213_ = l_1734_;
                                            }
                                            uint _e6119 = l_mut_382_;
                                            uint l_1735_ = (_e6119 >> l_1725_);
                                            uint _e6121 = l_mut_213_;
                                            l_mut_269_ = _e6121;
                                            l_mut_219_ = l_1735_;
                                        }
                                    }
                                    uint _e6122 = l_mut_219_;
                                    uint _e6123 = l_mut_440_;
                                    bool l_1736_ = (_e6122 < _e6123);
                                    uint _e6125 = l_mut_219_;
                                    uint _e6126 = l_mut_440_;
                                    bool l_1737_ = (_e6125 == _e6126);
                                    uint _e6128 = l_mut_269_;
                                    uint _e6129 = l_mut_441_;
                                    bool l_1738_ = (_e6128 < _e6129);
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
                                        uint _e6141 = l_mut_441_;
                                        l_mut_269_ = _e6141;
                                        uint _e6142 = l_mut_440_;
                                        l_mut_219_ = _e6142;
                                        bool l_1742_ = (l_1725_ >= 32u);
                                        if (l_1742_) {
                                            uint l_1743_ = (l_1725_ & 31u);
                                            uint _e6147 = l_mut_441_;
                                            uint l_1744_ = (_e6147 << l_1743_);
                                            l_mut_269_ = 0u;
                                            l_mut_219_ = l_1744_;
                                        } else {
                                            bool l_1745_ = (l_1725_ > 0u);
                                            if (l_1745_) {
                                                uint _e6152 = l_mut_441_;
                                                uint l_1746_ = (_e6152 << l_1725_);
                                                uint _e6154 = l_mut_440_;
                                                uint l_1747_ = (_e6154 << l_1725_);
                                                uint l_1748_ = (32u - l_1725_);
                                                uint _e6158 = l_mut_441_;
                                                uint l_1749_ = (_e6158 >> l_1748_);
                                                uint l_1750_ = (l_1747_ | l_1749_);
                                                l_mut_269_ = l_1746_;
                                                l_mut_219_ = l_1750_;
                                            }
                                        }
                                        uint _e6161 = l_mut_388_;
                                        uint _e6162 = l_mut_269_;
                                        uint l_1751_ = (_e6161 - _e6162);
                                        uint _e6164 = l_mut_382_;
                                        uint _e6165 = l_mut_219_;
                                        uint l_1752_ = (_e6164 - _e6165);
                                        uint _e6167 = l_mut_388_;
                                        uint _e6168 = l_mut_269_;
                                        bool l_1753_ = (_e6167 < _e6168);
                                        uint l_1754_ = uint(l_1753_);
                                        uint l_1755_ = (l_1752_ - l_1754_);
                                        l_mut_388_ = l_1751_;
                                        l_mut_382_ = l_1755_;
                                        uint l_1756_ = (1u << l_1725_);
                                        uint _e6174 = l_mut_275_;
                                        l_mut_275_ = (_e6174 | l_1756_);
                                    }
                                }
                            }
                            uint _e6179 = l_mut_275_;
                            uint l_1757_ = min(_e6179, l_1718_);
                            l_mut_275_ = l_1757_;
                            uint _e6181 = l_mut_382_;
                            uint _e6182 = l_mut_440_;
                            bool l_1758_ = (_e6181 < _e6182);
                            uint _e6184 = l_mut_382_;
                            uint _e6185 = l_mut_440_;
                            bool l_1759_ = (_e6184 == _e6185);
                            uint _e6187 = l_mut_388_;
                            uint _e6188 = l_mut_441_;
                            bool l_1760_ = (_e6187 < _e6188);
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
                            uint _e6200 = l_mut_275_;
                            l_mut_1487_ = _e6200;
                        }
                        uint _e6201 = l_mut_445_;
                        l_mut_388_ = _e6201;
                        uint _e6202 = l_mut_444_;
                        l_mut_382_ = _e6202;
                        uint _e6203 = l_mut_441_;
                        l_mut_275_ = _e6203;
                        uint _e6204 = l_mut_440_;
                        l_mut_269_ = _e6204;
                        uint _e6205 = l_mut_421_;
                        l_mut_219_ = _e6205;
                        uint _e6206 = l_mut_394_;
                        l_mut_213_ = _e6206;
                        uint _e6207 = l_mut_439_;
                        l_mut_151_ = _e6207;
                        uint _e6208 = l_mut_428_;
                        l_mut_145_ = _e6208;
                        l_mut_102_ = 0u;
                        uint _e6210 = l_mut_1487_;
                        bool l_1764_ = (_e6210 > 0u);
                        if (l_1764_) {
                            uint _e6213 = l_mut_441_;
                            uint _e6214 = l_mut_1487_;
                            uint l_1765_ = (_e6213 * _e6214);
                            uint _e6216 = l_mut_441_;
                            uint l_3841_ = (_e6216 & 65535u);
                            uint _e6219 = l_mut_441_;
                            uint l_3842_ = (_e6219 >> 16u);
                            uint l_3843_ = (l_3842_ & 65535u);
                            uint _e6224 = l_mut_1487_;
                            uint l_3844_ = (_e6224 & 65535u);
                            uint _e6227 = l_mut_1487_;
                            uint l_3845_ = (_e6227 >> 16u);
                            uint l_3846_ = (l_3845_ & 65535u);
                            uint l_3847_ = (l_3841_ * l_3844_);
                            uint l_3848_ = (l_3843_ * l_3844_);
                            uint l_3849_ = (l_3841_ * l_3846_);
                            uint l_3850_ = (l_3843_ * l_3846_);
                            uint l_3851_ = (l_3847_ >> 16u);
                            uint l_3852_ = (l_3851_ & 65535u);
                            uint l_3853_ = (l_3848_ & 65535u);
                            uint l_3854_ = (l_3852_ + l_3853_);
                            uint l_3855_ = (l_3849_ & 65535u);
                            uint l_3856_ = (l_3854_ + l_3855_);
                            uint l_3857_ = (l_3848_ >> 16u);
                            uint l_3858_ = (l_3857_ & 65535u);
                            uint l_3859_ = (l_3850_ + l_3858_);
                            uint l_3860_ = (l_3849_ >> 16u);
                            uint l_3861_ = (l_3860_ & 65535u);
                            uint l_3862_ = (l_3859_ + l_3861_);
                            uint l_3863_ = (l_3856_ >> 16u);
                            uint l_3864_ = (l_3863_ & 65535u);
                            uint l_1766_ = (l_3862_ + l_3864_);
                            uint _e6261 = l_mut_440_;
                            uint _e6262 = l_mut_1487_;
                            uint l_1767_ = (_e6261 * _e6262);
                            uint l_1768_ = (l_1766_ + l_1767_);
                            bool _e6265 = l_mut_357_;
                            if (_e6265) {
                                uint _e6266 = l_mut_439_;
                                uint l_1769_ = (_e6266 - l_1765_);
                                uint _e6268 = l_mut_428_;
                                uint l_1770_ = (_e6268 - l_1768_);
                                uint _e6270 = l_mut_439_;
                                bool l_1771_ = (_e6270 < l_1765_);
                                uint l_1772_ = uint(l_1771_);
                                uint l_1773_ = (l_1770_ - l_1772_);
                                l_mut_151_ = l_1769_;
                                l_mut_145_ = l_1773_;
                            }
                            uint _e6274 = l_mut_445_;
                            uint l_1774_ = (_e6274 - l_1765_);
                            uint _e6276 = l_mut_444_;
                            uint l_1775_ = (_e6276 - l_1768_);
                            uint _e6278 = l_mut_445_;
                            bool l_1776_ = (_e6278 < l_1765_);
                            uint l_1777_ = uint(l_1776_);
                            uint l_1778_ = (l_1775_ - l_1777_);
                            l_mut_388_ = l_1774_;
                            l_mut_382_ = l_1778_;
                            uint _e6282 = l_mut_1487_;
                            uint _e6283 = l_mut_421_;
                            uint l_1779_ = (_e6282 * _e6283);
                            uint _e6285 = l_mut_394_;
                            uint l_1780_ = (_e6285 + l_1779_);
                            l_mut_213_ = l_1780_;
                        } else {
                            bool _e6287 = l_mut_357_;
                            if (_e6287) {
                                uint _e6288 = l_mut_439_;
                                uint _e6289 = l_mut_441_;
                                uint l_1781_ = (_e6288 - _e6289);
                                uint _e6291 = l_mut_428_;
                                uint _e6292 = l_mut_440_;
                                uint l_1782_ = (_e6291 - _e6292);
                                uint _e6294 = l_mut_439_;
                                uint _e6295 = l_mut_441_;
                                bool l_1783_ = (_e6294 < _e6295);
                                uint l_1784_ = uint(l_1783_);
                                uint l_1785_ = (l_1782_ - l_1784_);
                                l_mut_151_ = l_1781_;
                                l_mut_145_ = l_1785_;
                                uint _e6299 = l_mut_145_;
                                bool l_1786_ = (_e6299 < l_1393_);
                                uint _e6301 = l_mut_145_;
                                bool l_1787_ = (_e6301 == l_1393_);
                                uint _e6303 = l_mut_151_;
                                bool l_1788_ = (_e6303 < l_1389_);
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
                            uint _e6315 = l_mut_102_;
                            bool l_1791_ = (_e6315 == 0u);
                            if (l_1791_) {
                                uint _e6318 = l_mut_421_;
                                uint l_1792_ = (l_874_ - _e6318);
                                uint _e6320 = l_mut_394_;
                                uint l_1793_ = (l_1792_ / _e6320);
                                l_mut_1487_ = 0u;
                                l_mut_350_ = false;
                                uint _e6324 = l_mut_441_;
                                l_mut_96_ = _e6324;
                                uint _e6325 = l_mut_440_;
                                l_mut_90_ = _e6325;
                                if (false) {
                                    uint _e6328 = l_mut_440_;
                                    uint l_1796_ = (_e6328 >> 3u);
                                    l_mut_96_ = l_1796_;
                                    l_mut_90_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e6332 = l_mut_441_;
                                        l_mut_75_ = _e6332;
                                        if (true) {
                                            uint _e6334 = l_mut_441_;
                                            uint l_1799_ = (_e6334 >> 3u);
                                            uint _e6337 = l_mut_440_;
                                            uint l_1800_ = (_e6337 << 29u);
                                            uint l_1801_ = (l_1799_ | l_1800_);
                                            l_mut_75_ = l_1801_;
                                        }
                                        uint _e6341 = l_mut_440_;
                                        uint l_1802_ = (_e6341 >> 3u);
                                        uint _e6344 = l_mut_75_;
                                        l_mut_96_ = _e6344;
                                        l_mut_90_ = l_1802_;
                                    }
                                }
                                uint _e6345 = l_mut_90_;
                                uint _e6346 = l_mut_444_;
                                bool l_1803_ = (_e6345 < _e6346);
                                uint _e6348 = l_mut_90_;
                                uint _e6349 = l_mut_444_;
                                bool l_1804_ = (_e6348 == _e6349);
                                uint _e6351 = l_mut_96_;
                                uint _e6352 = l_mut_445_;
                                bool l_1805_ = (_e6351 < _e6352);
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
                                uint _e6364 = l_mut_445_;
                                uint _e6365 = l_mut_444_;
                                uint l_1809_ = (_e6364 | _e6365);
                                bool l_1810_ = (l_1809_ == 0u);
                                if (l_1810_) {
                                    l_mut_1487_ = l_1793_;
                                } else {
                                    bool _e6369 = l_mut_350_;
                                    if (_e6369) {
                                        uint _e6370 = l_mut_444_;
                                        uint _e6371 = l_mut_440_;
                                        bool l_1811_ = (_e6370 < _e6371);
                                        uint _e6373 = l_mut_444_;
                                        uint _e6374 = l_mut_440_;
                                        bool l_1812_ = (_e6373 == _e6374);
                                        uint _e6376 = l_mut_445_;
                                        uint _e6377 = l_mut_441_;
                                        bool l_1813_ = (_e6376 < _e6377);
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
                                            uint _e6388 = l_mut_441_;
                                            uint l_1816_ = (_e6388 - 1u);
                                            uint _e6391 = l_mut_440_;
                                            uint l_1817_ = (_e6391 - 0u);
                                            uint _e6394 = l_mut_441_;
                                            bool l_1818_ = (_e6394 < 1u);
                                            uint l_1819_ = uint(l_1818_);
                                            uint l_1820_ = (l_1817_ - l_1819_);
                                            l_mut_96_ = l_1816_;
                                            l_mut_90_ = l_1820_;
                                            l_mut_75_ = 0u;
                                            l_mut_1821_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6487 = l_mut_1821_;
                                                    l_mut_1821_ = (_e6487 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6402 = l_mut_1821_;
                                                if ((_e6402 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6406 = l_mut_1821_;
                                                    uint l_1822_ = (19u - _e6406);
                                                    uint _e6408 = l_mut_96_;
                                                    l_mut_40_ = _e6408;
                                                    uint _e6409 = l_mut_90_;
                                                    l_mut_1823_ = _e6409;
                                                    bool l_1824_ = (l_1822_ >= 32u);
                                                    if (l_1824_) {
                                                        uint l_1825_ = (l_1822_ & 31u);
                                                        uint _e6414 = l_mut_90_;
                                                        uint l_1826_ = (_e6414 >> l_1825_);
                                                        l_mut_40_ = l_1826_;
                                                        l_mut_1823_ = 0u;
                                                    } else {
                                                        bool l_1827_ = (l_1822_ > 0u);
                                                        if (l_1827_) {
                                                            uint _e6419 = l_mut_96_;
                                                            l_mut_1828_ = _e6419;
                                                            bool l_1829_ = (l_1822_ > 0u);
                                                            if (l_1829_) {
                                                                uint _e6422 = l_mut_96_;
                                                                uint l_1830_ = (_e6422 >> l_1822_);
                                                                uint l_1831_ = (32u - l_1822_);
                                                                uint _e6426 = l_mut_90_;
                                                                uint l_1832_ = (_e6426 << l_1831_);
                                                                uint l_1833_ = (l_1830_ | l_1832_);
                                                                l_mut_1828_ = l_1833_;
                                                            }
                                                            uint _e6429 = l_mut_90_;
                                                            uint l_1834_ = (_e6429 >> l_1822_);
                                                            uint _e6431 = l_mut_1828_;
                                                            l_mut_40_ = _e6431;
                                                            l_mut_1823_ = l_1834_;
                                                        }
                                                    }
                                                    uint _e6432 = l_mut_1823_;
                                                    uint _e6433 = l_mut_444_;
                                                    bool l_1835_ = (_e6432 < _e6433);
                                                    uint _e6435 = l_mut_1823_;
                                                    uint _e6436 = l_mut_444_;
                                                    bool l_1836_ = (_e6435 == _e6436);
                                                    uint _e6438 = l_mut_40_;
                                                    uint _e6439 = l_mut_445_;
                                                    bool l_1837_ = (_e6438 < _e6439);
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
                                                        uint _e6451 = l_mut_445_;
                                                        l_mut_1828_ = _e6451;
                                                        uint _e6452 = l_mut_444_;
                                                        l_mut_1823_ = _e6452;
                                                        bool l_1841_ = (l_1822_ >= 32u);
                                                        if (l_1841_) {
                                                            uint l_1842_ = (l_1822_ & 31u);
                                                            uint _e6457 = l_mut_445_;
                                                            uint l_1843_ = (_e6457 << l_1842_);
                                                            l_mut_1828_ = 0u;
                                                            l_mut_1823_ = l_1843_;
                                                        } else {
                                                            bool l_1844_ = (l_1822_ > 0u);
                                                            if (l_1844_) {
                                                                uint _e6462 = l_mut_445_;
                                                                uint l_1845_ = (_e6462 << l_1822_);
                                                                uint _e6464 = l_mut_444_;
                                                                uint l_1846_ = (_e6464 << l_1822_);
                                                                uint l_1847_ = (32u - l_1822_);
                                                                uint _e6468 = l_mut_445_;
                                                                uint l_1848_ = (_e6468 >> l_1847_);
                                                                uint l_1849_ = (l_1846_ | l_1848_);
                                                                l_mut_1828_ = l_1845_;
                                                                l_mut_1823_ = l_1849_;
                                                            }
                                                        }
                                                        uint _e6471 = l_mut_96_;
                                                        uint _e6472 = l_mut_1828_;
                                                        uint l_1850_ = (_e6471 - _e6472);
                                                        uint _e6474 = l_mut_90_;
                                                        uint _e6475 = l_mut_1823_;
                                                        uint l_1851_ = (_e6474 - _e6475);
                                                        uint _e6477 = l_mut_96_;
                                                        uint _e6478 = l_mut_1828_;
                                                        bool l_1852_ = (_e6477 < _e6478);
                                                        uint l_1853_ = uint(l_1852_);
                                                        uint l_1854_ = (l_1851_ - l_1853_);
                                                        l_mut_96_ = l_1850_;
                                                        l_mut_90_ = l_1854_;
                                                        uint l_1855_ = (1u << l_1822_);
                                                        uint _e6484 = l_mut_75_;
                                                        l_mut_75_ = (_e6484 | l_1855_);
                                                    }
                                                }
                                            }
                                            uint _e6489 = l_mut_75_;
                                            uint l_1856_ = min(_e6489, l_1793_);
                                            l_mut_1828_ = l_1856_;
                                            uint _e6491 = l_mut_90_;
                                            uint _e6492 = l_mut_444_;
                                            bool l_1857_ = (_e6491 < _e6492);
                                            uint _e6494 = l_mut_90_;
                                            uint _e6495 = l_mut_444_;
                                            bool l_1858_ = (_e6494 == _e6495);
                                            uint _e6497 = l_mut_96_;
                                            uint _e6498 = l_mut_445_;
                                            bool l_1859_ = (_e6497 < _e6498);
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
                                            uint _e6510 = l_mut_1828_;
                                            l_mut_1487_ = _e6510;
                                        }
                                    } else {
                                        uint _e6511 = l_mut_441_;
                                        l_mut_1828_ = _e6511;
                                        uint _e6512 = l_mut_440_;
                                        l_mut_1823_ = _e6512;
                                        while(true) {
                                            uint _e6513 = l_mut_444_;
                                            uint _e6514 = l_mut_1823_;
                                            bool l_1863_ = (_e6513 < _e6514);
                                            uint _e6516 = l_mut_444_;
                                            uint _e6517 = l_mut_1823_;
                                            bool l_1864_ = (_e6516 == _e6517);
                                            uint _e6519 = l_mut_445_;
                                            uint _e6520 = l_mut_1828_;
                                            bool l_1865_ = (_e6519 < _e6520);
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
                                            uint _e6531 = l_mut_1487_;
                                            uint _e6532 = l_mut_394_;
                                            uint l_1868_ = (_e6531 * _e6532);
                                            uint _e6534 = l_mut_421_;
                                            uint l_1869_ = (_e6534 + l_1868_);
                                            uint _e6536 = l_mut_394_;
                                            uint l_1870_ = (l_1869_ + _e6536);
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
                                            uint _e6544 = l_mut_1828_;
                                            uint _e6545 = l_mut_445_;
                                            uint l_1874_ = (_e6544 - _e6545);
                                            uint _e6547 = l_mut_1823_;
                                            uint _e6548 = l_mut_444_;
                                            uint l_1875_ = (_e6547 - _e6548);
                                            uint _e6550 = l_mut_1828_;
                                            uint _e6551 = l_mut_445_;
                                            bool l_1876_ = (_e6550 < _e6551);
                                            uint l_1877_ = uint(l_1876_);
                                            uint l_1878_ = (l_1875_ - l_1877_);
                                            l_mut_1828_ = l_1874_;
                                            l_mut_1823_ = l_1878_;
                                            uint _e6555 = l_mut_1487_;
                                            l_mut_1487_ = (_e6555 + 1u);
                                        }
                                    }
                                }
                                uint _e6558 = l_mut_1487_;
                                uint _e6559 = l_mut_394_;
                                uint l_1879_ = (_e6558 * _e6559);
                                uint _e6561 = l_mut_421_;
                                uint l_1880_ = (_e6561 + l_1879_);
                                uint _e6563 = l_mut_394_;
                                uint l_1881_ = (l_1880_ + _e6563);
                                bool l_1882_ = (l_1881_ >= l_874_);
                                if (l_1882_) {
                                    l_mut_102_ = 1u;
                                } else {
                                    uint _e6567 = l_mut_445_;
                                    uint _e6568 = l_mut_1487_;
                                    uint l_1883_ = (_e6567 * _e6568);
                                    uint _e6570 = l_mut_445_;
                                    uint l_3866_ = (_e6570 & 65535u);
                                    uint _e6573 = l_mut_445_;
                                    uint l_3867_ = (_e6573 >> 16u);
                                    uint l_3868_ = (l_3867_ & 65535u);
                                    uint _e6578 = l_mut_1487_;
                                    uint l_3869_ = (_e6578 & 65535u);
                                    uint _e6581 = l_mut_1487_;
                                    uint l_3870_ = (_e6581 >> 16u);
                                    uint l_3871_ = (l_3870_ & 65535u);
                                    uint l_3872_ = (l_3866_ * l_3869_);
                                    uint l_3873_ = (l_3868_ * l_3869_);
                                    uint l_3874_ = (l_3866_ * l_3871_);
                                    uint l_3875_ = (l_3868_ * l_3871_);
                                    uint l_3876_ = (l_3872_ >> 16u);
                                    uint l_3877_ = (l_3876_ & 65535u);
                                    uint l_3878_ = (l_3873_ & 65535u);
                                    uint l_3879_ = (l_3877_ + l_3878_);
                                    uint l_3880_ = (l_3874_ & 65535u);
                                    uint l_3881_ = (l_3879_ + l_3880_);
                                    uint l_3882_ = (l_3873_ >> 16u);
                                    uint l_3883_ = (l_3882_ & 65535u);
                                    uint l_3884_ = (l_3875_ + l_3883_);
                                    uint l_3885_ = (l_3874_ >> 16u);
                                    uint l_3886_ = (l_3885_ & 65535u);
                                    uint l_3887_ = (l_3884_ + l_3886_);
                                    uint l_3888_ = (l_3881_ >> 16u);
                                    uint l_3889_ = (l_3888_ & 65535u);
                                    uint l_1884_ = (l_3887_ + l_3889_);
                                    uint _e6615 = l_mut_444_;
                                    uint _e6616 = l_mut_1487_;
                                    uint l_1885_ = (_e6615 * _e6616);
                                    uint l_1886_ = (l_1884_ + l_1885_);
                                    uint _e6619 = l_mut_441_;
                                    uint l_1887_ = (_e6619 - l_1883_);
                                    uint _e6621 = l_mut_440_;
                                    uint l_1888_ = (_e6621 - l_1886_);
                                    uint _e6623 = l_mut_441_;
                                    bool l_1889_ = (_e6623 < l_1883_);
                                    uint l_1890_ = uint(l_1889_);
                                    uint l_1891_ = (l_1888_ - l_1890_);
                                    l_mut_275_ = l_1887_;
                                    l_mut_269_ = l_1891_;
                                    uint _e6627 = l_mut_1487_;
                                    uint _e6628 = l_mut_394_;
                                    uint l_1892_ = (_e6627 * _e6628);
                                    uint _e6630 = l_mut_421_;
                                    uint l_1893_ = (_e6630 + l_1892_);
                                    l_mut_219_ = l_1893_;
                                    uint _e6632 = l_mut_445_;
                                    uint _e6633 = l_mut_275_;
                                    uint l_1894_ = (_e6632 - _e6633);
                                    uint _e6635 = l_mut_444_;
                                    uint _e6636 = l_mut_269_;
                                    uint l_1895_ = (_e6635 - _e6636);
                                    uint _e6638 = l_mut_445_;
                                    uint _e6639 = l_mut_275_;
                                    bool l_1896_ = (_e6638 < _e6639);
                                    uint l_1897_ = uint(l_1896_);
                                    uint l_1898_ = (l_1895_ - l_1897_);
                                    l_mut_388_ = l_1894_;
                                    l_mut_382_ = l_1898_;
                                    uint _e6643 = l_mut_394_;
                                    uint _e6644 = l_mut_219_;
                                    uint l_1899_ = (_e6643 + _e6644);
                                    l_mut_213_ = l_1899_;
                                }
                            }
                        }
                        uint _e6646 = l_mut_388_;
                        l_mut_445_ = _e6646;
                        uint _e6647 = l_mut_382_;
                        l_mut_444_ = _e6647;
                        uint _e6648 = l_mut_275_;
                        l_mut_441_ = _e6648;
                        uint _e6649 = l_mut_269_;
                        l_mut_440_ = _e6649;
                        uint _e6650 = l_mut_219_;
                        l_mut_421_ = _e6650;
                        uint _e6651 = l_mut_213_;
                        l_mut_394_ = _e6651;
                        uint _e6652 = l_mut_151_;
                        l_mut_439_ = _e6652;
                        uint _e6653 = l_mut_145_;
                        l_mut_428_ = _e6653;
                        uint _e6654 = l_mut_102_;
                        bool l_1900_ = (_e6654 == 1u);
                        l_mut_652_ = l_1900_;
                        uint _e6657 = l_mut_102_;
                        bool l_1901_ = (_e6657 == 0u);
                        l_mut_628_ = l_1901_;
                    }
                    bool _e6660 = l_mut_652_;
                    bool l_1902_ = !(_e6660);
                    if (l_873_) {
                        local_130 = l_1902_;
                    } else {
                        local_130 = false;
                    }
                    bool l_1903_ = local_130;
                    if (l_1903_) {
                        uint _e6667 = l_mut_871_;
                        uint l_1904_ = (1u << _e6667);
                        uint _e6669 = l_mut_793_;
                        l_mut_793_ = (_e6669 | l_1904_);
                        uint _e6671 = l_mut_788_;
                        l_mut_788_ = (_e6671 + 1u);
                        uint l_1905_ = (l_872_ + l_870_);
                        uint l_1906_ = min(l_1905_, l_56_);
                        l_mut_1828_ = 0u;
                        l_mut_1907_ = l_872_;
                        bool loop_init_9 = true;
                        while(true) {
                            if (!loop_init_9) {
                                uint _e7598 = l_mut_1907_;
                                l_mut_1907_ = (_e7598 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e6678 = l_mut_1907_;
                            if ((_e6678 < l_1906_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e6680 = l_mut_1907_;
                                uint l_1908_ = (l_59_ * _e6680);
                                uint l_3891_ = (l_59_ & 65535u);
                                uint l_3892_ = (l_59_ >> 16u);
                                uint l_3893_ = (l_3892_ & 65535u);
                                uint _e6688 = l_mut_1907_;
                                uint l_3894_ = (_e6688 & 65535u);
                                uint _e6691 = l_mut_1907_;
                                uint l_3895_ = (_e6691 >> 16u);
                                uint l_3896_ = (l_3895_ & 65535u);
                                uint l_3897_ = (l_3891_ * l_3894_);
                                uint l_3898_ = (l_3893_ * l_3894_);
                                uint l_3899_ = (l_3891_ * l_3896_);
                                uint l_3900_ = (l_3893_ * l_3896_);
                                uint l_3901_ = (l_3897_ >> 16u);
                                uint l_3902_ = (l_3901_ & 65535u);
                                uint l_3903_ = (l_3898_ & 65535u);
                                uint l_3904_ = (l_3902_ + l_3903_);
                                uint l_3905_ = (l_3899_ & 65535u);
                                uint l_3906_ = (l_3904_ + l_3905_);
                                uint l_3907_ = (l_3898_ >> 16u);
                                uint l_3908_ = (l_3907_ & 65535u);
                                uint l_3909_ = (l_3900_ + l_3908_);
                                uint l_3910_ = (l_3899_ >> 16u);
                                uint l_3911_ = (l_3910_ & 65535u);
                                uint l_3912_ = (l_3909_ + l_3911_);
                                uint l_3913_ = (l_3906_ >> 16u);
                                uint l_3914_ = (l_3913_ & 65535u);
                                uint l_1909_ = (l_3912_ + l_3914_);
                                uint _e6725 = l_mut_1907_;
                                uint l_1910_ = (l_62_ * _e6725);
                                uint l_1911_ = (l_1909_ + l_1910_);
                                uint l_1912_ = (l_64_ + l_1908_);
                                uint l_1913_ = (l_67_ + l_1911_);
                                bool l_1914_ = (l_1912_ < l_64_);
                                uint l_1915_ = uint(l_1914_);
                                uint l_1916_ = (l_1913_ + l_1915_);
                                l_mut_1823_ = 0u;
                                l_mut_1487_ = 0u;
                                uint _e6735 = l_mut_1907_;
                                bool l_1917_ = (_e6735 < 65536u);
                                if (l_1917_) {
                                    uint _e6738 = l_mut_1907_;
                                    uint _e6739 = l_mut_1907_;
                                    uint l_1918_ = (_e6738 * _e6739);
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
                                    uint _e6753 = l_mut_445_;
                                    uint l_1926_ = (_e6753 * l_1918_);
                                    uint _e6755 = l_mut_444_;
                                    uint l_1927_ = (_e6755 * l_1918_);
                                    uint _e6757 = l_mut_445_;
                                    uint l_3916_ = (_e6757 & 65535u);
                                    uint _e6760 = l_mut_445_;
                                    uint l_3917_ = (_e6760 >> 16u);
                                    uint l_3918_ = (l_3917_ & 65535u);
                                    uint l_3919_ = (l_1918_ & 65535u);
                                    uint l_3920_ = (l_1918_ >> 16u);
                                    uint l_3921_ = (l_3920_ & 65535u);
                                    uint l_3922_ = (l_3916_ * l_3919_);
                                    uint l_3923_ = (l_3918_ * l_3919_);
                                    uint l_3924_ = (l_3916_ * l_3921_);
                                    uint l_3925_ = (l_3918_ * l_3921_);
                                    uint l_3926_ = (l_3922_ >> 16u);
                                    uint l_3927_ = (l_3926_ & 65535u);
                                    uint l_3928_ = (l_3923_ & 65535u);
                                    uint l_3929_ = (l_3927_ + l_3928_);
                                    uint l_3930_ = (l_3924_ & 65535u);
                                    uint l_3931_ = (l_3929_ + l_3930_);
                                    uint l_3932_ = (l_3923_ >> 16u);
                                    uint l_3933_ = (l_3932_ & 65535u);
                                    uint l_3934_ = (l_3925_ + l_3933_);
                                    uint l_3935_ = (l_3924_ >> 16u);
                                    uint l_3936_ = (l_3935_ & 65535u);
                                    uint l_3937_ = (l_3934_ + l_3936_);
                                    uint l_3938_ = (l_3931_ >> 16u);
                                    uint l_3939_ = (l_3938_ & 65535u);
                                    uint l_1928_ = (l_3937_ + l_3939_);
                                    uint l_1929_ = (l_1928_ + l_1927_);
                                    uint _e6801 = l_mut_444_;
                                    uint l_3941_ = (_e6801 & 65535u);
                                    uint _e6804 = l_mut_444_;
                                    uint l_3942_ = (_e6804 >> 16u);
                                    uint l_3943_ = (l_3942_ & 65535u);
                                    uint l_3944_ = (l_1918_ & 65535u);
                                    uint l_3945_ = (l_1918_ >> 16u);
                                    uint l_3946_ = (l_3945_ & 65535u);
                                    uint l_3947_ = (l_3941_ * l_3944_);
                                    uint l_3948_ = (l_3943_ * l_3944_);
                                    uint l_3949_ = (l_3941_ * l_3946_);
                                    uint l_3950_ = (l_3943_ * l_3946_);
                                    uint l_3951_ = (l_3947_ >> 16u);
                                    uint l_3952_ = (l_3951_ & 65535u);
                                    uint l_3953_ = (l_3948_ & 65535u);
                                    uint l_3954_ = (l_3952_ + l_3953_);
                                    uint l_3955_ = (l_3949_ & 65535u);
                                    uint l_3956_ = (l_3954_ + l_3955_);
                                    uint l_3957_ = (l_3948_ >> 16u);
                                    uint l_3958_ = (l_3957_ & 65535u);
                                    uint l_3959_ = (l_3950_ + l_3958_);
                                    uint l_3960_ = (l_3949_ >> 16u);
                                    uint l_3961_ = (l_3960_ & 65535u);
                                    uint l_3962_ = (l_3959_ + l_3961_);
                                    uint l_3963_ = (l_3956_ >> 16u);
                                    uint l_3964_ = (l_3963_ & 65535u);
                                    uint l_1930_ = (l_3962_ + l_3964_);
                                    bool l_1931_ = (l_1929_ < l_1927_);
                                    uint l_1932_ = uint(l_1931_);
                                    uint l_1933_ = (l_1930_ + l_1932_);
                                    uint l_1934_ = (l_9_ % 32u);
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
                                    uint _e6863 = l_mut_441_;
                                    l_mut_439_ = _e6863;
                                    uint _e6864 = l_mut_440_;
                                    l_mut_441_ = _e6864;
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
                                            uint _e6878 = l_mut_440_;
                                            l_mut_439_ = _e6878;
                                            l_mut_441_ = l_1952_;
                                        }
                                    }
                                    uint _e6879 = l_mut_439_;
                                    l_mut_445_ = _e6879;
                                    uint _e6880 = l_mut_441_;
                                    l_mut_444_ = _e6880;
                                    if (l_1920_) {
                                        uint _e6882 = l_mut_445_;
                                        uint l_1953_ = (0u - _e6882);
                                        uint _e6885 = l_mut_444_;
                                        uint l_1954_ = (0u - _e6885);
                                        uint _e6888 = l_mut_445_;
                                        bool l_1955_ = (0u < _e6888);
                                        uint l_1956_ = uint(l_1955_);
                                        uint l_1957_ = (l_1954_ - l_1956_);
                                        l_mut_445_ = l_1953_;
                                        l_mut_444_ = l_1957_;
                                    }
                                    uint _e6892 = l_mut_445_;
                                    l_mut_1823_ = _e6892;
                                    uint _e6893 = l_mut_444_;
                                    l_mut_1487_ = _e6893;
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
                                    uint _e6906 = l_mut_445_;
                                    uint _e6907 = l_mut_1907_;
                                    uint l_1965_ = (_e6906 * _e6907);
                                    uint _e6909 = l_mut_444_;
                                    uint _e6910 = l_mut_1907_;
                                    uint l_1966_ = (_e6909 * _e6910);
                                    uint _e6912 = l_mut_445_;
                                    uint l_3966_ = (_e6912 & 65535u);
                                    uint _e6915 = l_mut_445_;
                                    uint l_3967_ = (_e6915 >> 16u);
                                    uint l_3968_ = (l_3967_ & 65535u);
                                    uint _e6920 = l_mut_1907_;
                                    uint l_3969_ = (_e6920 & 65535u);
                                    uint _e6923 = l_mut_1907_;
                                    uint l_3970_ = (_e6923 >> 16u);
                                    uint l_3971_ = (l_3970_ & 65535u);
                                    uint l_3972_ = (l_3966_ * l_3969_);
                                    uint l_3973_ = (l_3968_ * l_3969_);
                                    uint l_3974_ = (l_3966_ * l_3971_);
                                    uint l_3975_ = (l_3968_ * l_3971_);
                                    uint l_3976_ = (l_3972_ >> 16u);
                                    uint l_3977_ = (l_3976_ & 65535u);
                                    uint l_3978_ = (l_3973_ & 65535u);
                                    uint l_3979_ = (l_3977_ + l_3978_);
                                    uint l_3980_ = (l_3974_ & 65535u);
                                    uint l_3981_ = (l_3979_ + l_3980_);
                                    uint l_3982_ = (l_3973_ >> 16u);
                                    uint l_3983_ = (l_3982_ & 65535u);
                                    uint l_3984_ = (l_3975_ + l_3983_);
                                    uint l_3985_ = (l_3974_ >> 16u);
                                    uint l_3986_ = (l_3985_ & 65535u);
                                    uint l_3987_ = (l_3984_ + l_3986_);
                                    uint l_3988_ = (l_3981_ >> 16u);
                                    uint l_3989_ = (l_3988_ & 65535u);
                                    uint l_1967_ = (l_3987_ + l_3989_);
                                    uint l_1968_ = (l_1967_ + l_1966_);
                                    uint _e6958 = l_mut_444_;
                                    uint l_3991_ = (_e6958 & 65535u);
                                    uint _e6961 = l_mut_444_;
                                    uint l_3992_ = (_e6961 >> 16u);
                                    uint l_3993_ = (l_3992_ & 65535u);
                                    uint _e6966 = l_mut_1907_;
                                    uint l_3994_ = (_e6966 & 65535u);
                                    uint _e6969 = l_mut_1907_;
                                    uint l_3995_ = (_e6969 >> 16u);
                                    uint l_3996_ = (l_3995_ & 65535u);
                                    uint l_3997_ = (l_3991_ * l_3994_);
                                    uint l_3998_ = (l_3993_ * l_3994_);
                                    uint l_3999_ = (l_3991_ * l_3996_);
                                    uint l_4000_ = (l_3993_ * l_3996_);
                                    uint l_4001_ = (l_3997_ >> 16u);
                                    uint l_4002_ = (l_4001_ & 65535u);
                                    uint l_4003_ = (l_3998_ & 65535u);
                                    uint l_4004_ = (l_4002_ + l_4003_);
                                    uint l_4005_ = (l_3999_ & 65535u);
                                    uint l_4006_ = (l_4004_ + l_4005_);
                                    uint l_4007_ = (l_3998_ >> 16u);
                                    uint l_4008_ = (l_4007_ & 65535u);
                                    uint l_4009_ = (l_4000_ + l_4008_);
                                    uint l_4010_ = (l_3999_ >> 16u);
                                    uint l_4011_ = (l_4010_ & 65535u);
                                    uint l_4012_ = (l_4009_ + l_4011_);
                                    uint l_4013_ = (l_4006_ >> 16u);
                                    uint l_4014_ = (l_4013_ & 65535u);
                                    uint l_1969_ = (l_4012_ + l_4014_);
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
                                    uint _e7021 = l_mut_441_;
                                    l_mut_439_ = _e7021;
                                    uint _e7022 = l_mut_440_;
                                    l_mut_441_ = _e7022;
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
                                            uint _e7034 = l_mut_440_;
                                            l_mut_439_ = _e7034;
                                            l_mut_441_ = l_1991_;
                                        }
                                    }
                                    uint _e7035 = l_mut_445_;
                                    uint _e7036 = l_mut_1907_;
                                    uint l_1992_ = (_e7035 * _e7036);
                                    uint _e7038 = l_mut_444_;
                                    uint _e7039 = l_mut_1907_;
                                    uint l_1993_ = (_e7038 * _e7039);
                                    uint _e7041 = l_mut_445_;
                                    uint l_4016_ = (_e7041 & 65535u);
                                    uint _e7044 = l_mut_445_;
                                    uint l_4017_ = (_e7044 >> 16u);
                                    uint l_4018_ = (l_4017_ & 65535u);
                                    uint _e7049 = l_mut_1907_;
                                    uint l_4019_ = (_e7049 & 65535u);
                                    uint _e7052 = l_mut_1907_;
                                    uint l_4020_ = (_e7052 >> 16u);
                                    uint l_4021_ = (l_4020_ & 65535u);
                                    uint l_4022_ = (l_4016_ * l_4019_);
                                    uint l_4023_ = (l_4018_ * l_4019_);
                                    uint l_4024_ = (l_4016_ * l_4021_);
                                    uint l_4025_ = (l_4018_ * l_4021_);
                                    uint l_4026_ = (l_4022_ >> 16u);
                                    uint l_4027_ = (l_4026_ & 65535u);
                                    uint l_4028_ = (l_4023_ & 65535u);
                                    uint l_4029_ = (l_4027_ + l_4028_);
                                    uint l_4030_ = (l_4024_ & 65535u);
                                    uint l_4031_ = (l_4029_ + l_4030_);
                                    uint l_4032_ = (l_4023_ >> 16u);
                                    uint l_4033_ = (l_4032_ & 65535u);
                                    uint l_4034_ = (l_4025_ + l_4033_);
                                    uint l_4035_ = (l_4024_ >> 16u);
                                    uint l_4036_ = (l_4035_ & 65535u);
                                    uint l_4037_ = (l_4034_ + l_4036_);
                                    uint l_4038_ = (l_4031_ >> 16u);
                                    uint l_4039_ = (l_4038_ & 65535u);
                                    uint l_1994_ = (l_4037_ + l_4039_);
                                    uint l_1995_ = (l_1994_ + l_1993_);
                                    uint _e7087 = l_mut_444_;
                                    uint l_4041_ = (_e7087 & 65535u);
                                    uint _e7090 = l_mut_444_;
                                    uint l_4042_ = (_e7090 >> 16u);
                                    uint l_4043_ = (l_4042_ & 65535u);
                                    uint _e7095 = l_mut_1907_;
                                    uint l_4044_ = (_e7095 & 65535u);
                                    uint _e7098 = l_mut_1907_;
                                    uint l_4045_ = (_e7098 >> 16u);
                                    uint l_4046_ = (l_4045_ & 65535u);
                                    uint l_4047_ = (l_4041_ * l_4044_);
                                    uint l_4048_ = (l_4043_ * l_4044_);
                                    uint l_4049_ = (l_4041_ * l_4046_);
                                    uint l_4050_ = (l_4043_ * l_4046_);
                                    uint l_4051_ = (l_4047_ >> 16u);
                                    uint l_4052_ = (l_4051_ & 65535u);
                                    uint l_4053_ = (l_4048_ & 65535u);
                                    uint l_4054_ = (l_4052_ + l_4053_);
                                    uint l_4055_ = (l_4049_ & 65535u);
                                    uint l_4056_ = (l_4054_ + l_4055_);
                                    uint l_4057_ = (l_4048_ >> 16u);
                                    uint l_4058_ = (l_4057_ & 65535u);
                                    uint l_4059_ = (l_4050_ + l_4058_);
                                    uint l_4060_ = (l_4049_ >> 16u);
                                    uint l_4061_ = (l_4060_ & 65535u);
                                    uint l_4062_ = (l_4059_ + l_4061_);
                                    uint l_4063_ = (l_4056_ >> 16u);
                                    uint l_4064_ = (l_4063_ & 65535u);
                                    uint l_1996_ = (l_4062_ + l_4064_);
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
                                    uint _e7150 = l_mut_440_;
                                    l_mut_421_ = _e7150;
                                    uint _e7151 = l_mut_428_;
                                    l_mut_440_ = _e7151;
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
                                            uint _e7163 = l_mut_428_;
                                            l_mut_421_ = _e7163;
                                            l_mut_440_ = l_2018_;
                                        }
                                    }
                                    uint _e7164 = l_mut_439_;
                                    uint _e7165 = l_mut_1907_;
                                    uint l_2019_ = (_e7164 * _e7165);
                                    uint _e7167 = l_mut_441_;
                                    uint _e7168 = l_mut_1907_;
                                    uint l_2020_ = (_e7167 * _e7168);
                                    uint _e7170 = l_mut_439_;
                                    uint l_4066_ = (_e7170 & 65535u);
                                    uint _e7173 = l_mut_439_;
                                    uint l_4067_ = (_e7173 >> 16u);
                                    uint l_4068_ = (l_4067_ & 65535u);
                                    uint _e7178 = l_mut_1907_;
                                    uint l_4069_ = (_e7178 & 65535u);
                                    uint _e7181 = l_mut_1907_;
                                    uint l_4070_ = (_e7181 >> 16u);
                                    uint l_4071_ = (l_4070_ & 65535u);
                                    uint l_4072_ = (l_4066_ * l_4069_);
                                    uint l_4073_ = (l_4068_ * l_4069_);
                                    uint l_4074_ = (l_4066_ * l_4071_);
                                    uint l_4075_ = (l_4068_ * l_4071_);
                                    uint l_4076_ = (l_4072_ >> 16u);
                                    uint l_4077_ = (l_4076_ & 65535u);
                                    uint l_4078_ = (l_4073_ & 65535u);
                                    uint l_4079_ = (l_4077_ + l_4078_);
                                    uint l_4080_ = (l_4074_ & 65535u);
                                    uint l_4081_ = (l_4079_ + l_4080_);
                                    uint l_4082_ = (l_4073_ >> 16u);
                                    uint l_4083_ = (l_4082_ & 65535u);
                                    uint l_4084_ = (l_4075_ + l_4083_);
                                    uint l_4085_ = (l_4074_ >> 16u);
                                    uint l_4086_ = (l_4085_ & 65535u);
                                    uint l_4087_ = (l_4084_ + l_4086_);
                                    uint l_4088_ = (l_4081_ >> 16u);
                                    uint l_4089_ = (l_4088_ & 65535u);
                                    uint l_2021_ = (l_4087_ + l_4089_);
                                    uint l_2022_ = (l_2021_ + l_2020_);
                                    uint _e7216 = l_mut_441_;
                                    uint l_4091_ = (_e7216 & 65535u);
                                    uint _e7219 = l_mut_441_;
                                    uint l_4092_ = (_e7219 >> 16u);
                                    uint l_4093_ = (l_4092_ & 65535u);
                                    uint _e7224 = l_mut_1907_;
                                    uint l_4094_ = (_e7224 & 65535u);
                                    uint _e7227 = l_mut_1907_;
                                    uint l_4095_ = (_e7227 >> 16u);
                                    uint l_4096_ = (l_4095_ & 65535u);
                                    uint l_4097_ = (l_4091_ * l_4094_);
                                    uint l_4098_ = (l_4093_ * l_4094_);
                                    uint l_4099_ = (l_4091_ * l_4096_);
                                    uint l_4100_ = (l_4093_ * l_4096_);
                                    uint l_4101_ = (l_4097_ >> 16u);
                                    uint l_4102_ = (l_4101_ & 65535u);
                                    uint l_4103_ = (l_4098_ & 65535u);
                                    uint l_4104_ = (l_4102_ + l_4103_);
                                    uint l_4105_ = (l_4099_ & 65535u);
                                    uint l_4106_ = (l_4104_ + l_4105_);
                                    uint l_4107_ = (l_4098_ >> 16u);
                                    uint l_4108_ = (l_4107_ & 65535u);
                                    uint l_4109_ = (l_4100_ + l_4108_);
                                    uint l_4110_ = (l_4099_ >> 16u);
                                    uint l_4111_ = (l_4110_ & 65535u);
                                    uint l_4112_ = (l_4109_ + l_4111_);
                                    uint l_4113_ = (l_4106_ >> 16u);
                                    uint l_4114_ = (l_4113_ & 65535u);
                                    uint l_2023_ = (l_4112_ + l_4114_);
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
                                    uint _e7279 = l_mut_445_;
                                    l_mut_428_ = _e7279;
                                    uint _e7280 = l_mut_444_;
                                    l_mut_445_ = _e7280;
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
                                            uint _e7292 = l_mut_444_;
                                            l_mut_428_ = _e7292;
                                            l_mut_445_ = l_2045_;
                                        }
                                    }
                                    uint _e7293 = l_mut_439_;
                                    uint _e7294 = l_mut_1907_;
                                    uint l_2046_ = (_e7293 * _e7294);
                                    uint _e7296 = l_mut_441_;
                                    uint _e7297 = l_mut_1907_;
                                    uint l_2047_ = (_e7296 * _e7297);
                                    uint _e7299 = l_mut_439_;
                                    uint l_4116_ = (_e7299 & 65535u);
                                    uint _e7302 = l_mut_439_;
                                    uint l_4117_ = (_e7302 >> 16u);
                                    uint l_4118_ = (l_4117_ & 65535u);
                                    uint _e7307 = l_mut_1907_;
                                    uint l_4119_ = (_e7307 & 65535u);
                                    uint _e7310 = l_mut_1907_;
                                    uint l_4120_ = (_e7310 >> 16u);
                                    uint l_4121_ = (l_4120_ & 65535u);
                                    uint l_4122_ = (l_4116_ * l_4119_);
                                    uint l_4123_ = (l_4118_ * l_4119_);
                                    uint l_4124_ = (l_4116_ * l_4121_);
                                    uint l_4125_ = (l_4118_ * l_4121_);
                                    uint l_4126_ = (l_4122_ >> 16u);
                                    uint l_4127_ = (l_4126_ & 65535u);
                                    uint l_4128_ = (l_4123_ & 65535u);
                                    uint l_4129_ = (l_4127_ + l_4128_);
                                    uint l_4130_ = (l_4124_ & 65535u);
                                    uint l_4131_ = (l_4129_ + l_4130_);
                                    uint l_4132_ = (l_4123_ >> 16u);
                                    uint l_4133_ = (l_4132_ & 65535u);
                                    uint l_4134_ = (l_4125_ + l_4133_);
                                    uint l_4135_ = (l_4124_ >> 16u);
                                    uint l_4136_ = (l_4135_ & 65535u);
                                    uint l_4137_ = (l_4134_ + l_4136_);
                                    uint l_4138_ = (l_4131_ >> 16u);
                                    uint l_4139_ = (l_4138_ & 65535u);
                                    uint l_2048_ = (l_4137_ + l_4139_);
                                    uint l_2049_ = (l_2048_ + l_2047_);
                                    uint _e7345 = l_mut_441_;
                                    uint l_4141_ = (_e7345 & 65535u);
                                    uint _e7348 = l_mut_441_;
                                    uint l_4142_ = (_e7348 >> 16u);
                                    uint l_4143_ = (l_4142_ & 65535u);
                                    uint _e7353 = l_mut_1907_;
                                    uint l_4144_ = (_e7353 & 65535u);
                                    uint _e7356 = l_mut_1907_;
                                    uint l_4145_ = (_e7356 >> 16u);
                                    uint l_4146_ = (l_4145_ & 65535u);
                                    uint l_4147_ = (l_4141_ * l_4144_);
                                    uint l_4148_ = (l_4143_ * l_4144_);
                                    uint l_4149_ = (l_4141_ * l_4146_);
                                    uint l_4150_ = (l_4143_ * l_4146_);
                                    uint l_4151_ = (l_4147_ >> 16u);
                                    uint l_4152_ = (l_4151_ & 65535u);
                                    uint l_4153_ = (l_4148_ & 65535u);
                                    uint l_4154_ = (l_4152_ + l_4153_);
                                    uint l_4155_ = (l_4149_ & 65535u);
                                    uint l_4156_ = (l_4154_ + l_4155_);
                                    uint l_4157_ = (l_4148_ >> 16u);
                                    uint l_4158_ = (l_4157_ & 65535u);
                                    uint l_4159_ = (l_4150_ + l_4158_);
                                    uint l_4160_ = (l_4149_ >> 16u);
                                    uint l_4161_ = (l_4160_ & 65535u);
                                    uint l_4162_ = (l_4159_ + l_4161_);
                                    uint l_4163_ = (l_4156_ >> 16u);
                                    uint l_4164_ = (l_4163_ & 65535u);
                                    uint l_2050_ = (l_4162_ + l_4164_);
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
                                    uint _e7408 = l_mut_444_;
                                    l_mut_388_ = _e7408;
                                    uint _e7409 = l_mut_394_;
                                    l_mut_444_ = _e7409;
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
                                            uint _e7421 = l_mut_394_;
                                            l_mut_388_ = _e7421;
                                            l_mut_444_ = l_2072_;
                                        }
                                    }
                                    uint _e7422 = l_mut_421_;
                                    uint _e7423 = l_mut_1907_;
                                    uint l_2073_ = (_e7422 * _e7423);
                                    uint _e7425 = l_mut_421_;
                                    uint l_4166_ = (_e7425 & 65535u);
                                    uint _e7428 = l_mut_421_;
                                    uint l_4167_ = (_e7428 >> 16u);
                                    uint l_4168_ = (l_4167_ & 65535u);
                                    uint _e7433 = l_mut_1907_;
                                    uint l_4169_ = (_e7433 & 65535u);
                                    uint _e7436 = l_mut_1907_;
                                    uint l_4170_ = (_e7436 >> 16u);
                                    uint l_4171_ = (l_4170_ & 65535u);
                                    uint l_4172_ = (l_4166_ * l_4169_);
                                    uint l_4173_ = (l_4168_ * l_4169_);
                                    uint l_4174_ = (l_4166_ * l_4171_);
                                    uint l_4175_ = (l_4168_ * l_4171_);
                                    uint l_4176_ = (l_4172_ >> 16u);
                                    uint l_4177_ = (l_4176_ & 65535u);
                                    uint l_4178_ = (l_4173_ & 65535u);
                                    uint l_4179_ = (l_4177_ + l_4178_);
                                    uint l_4180_ = (l_4174_ & 65535u);
                                    uint l_4181_ = (l_4179_ + l_4180_);
                                    uint l_4182_ = (l_4173_ >> 16u);
                                    uint l_4183_ = (l_4182_ & 65535u);
                                    uint l_4184_ = (l_4175_ + l_4183_);
                                    uint l_4185_ = (l_4174_ >> 16u);
                                    uint l_4186_ = (l_4185_ & 65535u);
                                    uint l_4187_ = (l_4184_ + l_4186_);
                                    uint l_4188_ = (l_4181_ >> 16u);
                                    uint l_4189_ = (l_4188_ & 65535u);
                                    uint l_2074_ = (l_4187_ + l_4189_);
                                    uint _e7470 = l_mut_440_;
                                    uint _e7471 = l_mut_1907_;
                                    uint l_2075_ = (_e7470 * _e7471);
                                    uint l_2076_ = (l_2074_ + l_2075_);
                                    uint _e7474 = l_mut_388_;
                                    uint l_2077_ = (_e7474 + l_2073_);
                                    uint _e7476 = l_mut_444_;
                                    uint l_2078_ = (_e7476 + l_2076_);
                                    uint _e7478 = l_mut_388_;
                                    bool l_2079_ = (l_2077_ < _e7478);
                                    uint l_2080_ = uint(l_2079_);
                                    uint l_2081_ = (l_2078_ + l_2080_);
                                    uint _e7482 = l_mut_428_;
                                    l_mut_1823_ = _e7482;
                                    uint _e7483 = l_mut_445_;
                                    l_mut_1487_ = _e7483;
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
                                            uint _e7504 = l_mut_428_;
                                            l_mut_440_ = _e7504;
                                            uint _e7505 = l_mut_445_;
                                            l_mut_439_ = _e7505;
                                            bool l_2094_ = (l_9_ >= 32u);
                                            if (l_2094_) {
                                                uint l_2095_ = (l_9_ & 31u);
                                                uint _e7510 = l_mut_445_;
                                                uint l_2096_ = (_e7510 >> l_2095_);
                                                l_mut_440_ = l_2096_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_2097_ = (l_9_ > 0u);
                                                if (l_2097_) {
                                                    uint _e7515 = l_mut_428_;
                                                    l_mut_421_ = _e7515;
                                                    bool l_2098_ = (l_9_ > 0u);
                                                    if (l_2098_) {
                                                        uint _e7518 = l_mut_428_;
                                                        uint l_2099_ = (_e7518 >> l_9_);
                                                        uint l_2100_ = (32u - l_9_);
                                                        uint _e7522 = l_mut_445_;
                                                        uint l_2101_ = (_e7522 << l_2100_);
                                                        uint l_2102_ = (l_2099_ | l_2101_);
                                                        l_mut_421_ = l_2102_;
                                                    }
                                                    uint _e7525 = l_mut_445_;
                                                    uint l_2103_ = (_e7525 >> l_9_);
                                                    uint _e7527 = l_mut_421_;
                                                    l_mut_440_ = _e7527;
                                                    l_mut_439_ = l_2103_;
                                                }
                                            }
                                            uint _e7528 = l_mut_444_;
                                            uint _e7529 = l_mut_440_;
                                            uint l_2104_ = (_e7528 + _e7529);
                                            uint _e7531 = l_mut_441_;
                                            uint _e7532 = l_mut_439_;
                                            uint l_2105_ = (_e7531 + _e7532);
                                            uint _e7534 = l_mut_444_;
                                            bool l_2106_ = (l_2104_ < _e7534);
                                            uint l_2107_ = uint(l_2106_);
                                            uint l_2108_ = (l_2105_ + l_2107_);
                                            l_mut_1823_ = l_2104_;
                                            l_mut_1487_ = l_2108_;
                                        }
                                    }
                                    if (l_1959_) {
                                        uint _e7539 = l_mut_1823_;
                                        uint l_2109_ = (0u - _e7539);
                                        uint _e7542 = l_mut_1487_;
                                        uint l_2110_ = (0u - _e7542);
                                        uint _e7545 = l_mut_1823_;
                                        bool l_2111_ = (0u < _e7545);
                                        uint l_2112_ = uint(l_2111_);
                                        uint l_2113_ = (l_2110_ - l_2112_);
                                        l_mut_1823_ = l_2109_;
                                        l_mut_1487_ = l_2113_;
                                    }
                                }
                                uint _e7549 = l_mut_1823_;
                                uint l_2114_ = (l_1912_ + _e7549);
                                uint _e7551 = l_mut_1487_;
                                uint l_2115_ = (l_1916_ + _e7551);
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
                                uint _e7564 = l_mut_1487_;
                                bool l_2124_ = (l_2118_ < _e7564);
                                uint _e7566 = l_mut_1487_;
                                bool l_2125_ = (l_2118_ == _e7566);
                                uint _e7568 = l_mut_1823_;
                                bool l_2126_ = (l_2114_ < _e7568);
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
                                uint _e7579 = l_mut_1487_;
                                bool l_2129_ = (_e7579 < l_27_);
                                uint _e7581 = l_mut_1487_;
                                bool l_2130_ = (_e7581 == l_27_);
                                uint _e7583 = l_mut_1823_;
                                bool l_2131_ = (_e7583 < l_24_);
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
                                uint _e7595 = l_mut_1828_;
                                l_mut_1828_ = (_e7595 + l_2134_);
                            }
                        }
                        uint _e7600 = l_mut_450_;
                        uint _e7601 = l_mut_1828_;
                        l_mut_450_ = (_e7600 + _e7601);
                    }
                }
            }
            uint _e7606 = l_mut_788_;
            bool l_2135_ = (_e7606 > 0u);
            if (l_2135_) {
                uint l_4191_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4192_ = (l_4191_ * 1u);
                uint l_4193_ = (l_4192_ - 1u);
                uint l_4194_ = min(1u, l_4193_);
                uint _e7621 = l_mut_788_;
                uint _e7622 = atomicAdd(_group_0_binding_5_cs[l_4194_], _e7621);
            }
            uint _e7623 = l_mut_450_;
            bool l_2138_ = (_e7623 > 0u);
            if (l_2138_) {
                uint l_4196_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4197_ = (l_4196_ * 1u);
                uint l_4198_ = (l_4197_ - 1u);
                uint l_4199_ = min(2u, l_4198_);
                uint _e7638 = l_mut_450_;
                uint _e7639 = atomicAdd(_group_0_binding_5_cs[l_4199_], _e7638);
                l_mut_1828_ = _e7639;
                bool loop_init_10 = true;
                while(true) {
                    if (!loop_init_10) {
                        uint _e8613 = l_mut_2141_;
                        l_mut_2141_ = (_e8613 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e7642 = l_mut_2141_;
                    if ((_e7642 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e7645 = l_mut_793_;
                        uint _e7646 = l_mut_2141_;
                        uint l_2142_ = (_e7645 >> _e7646);
                        uint l_2143_ = (l_2142_ & 1u);
                        bool l_2144_ = (l_2143_ == 1u);
                        if (l_2144_) {
                            uint _e7652 = l_mut_2141_;
                            uint l_2145_ = (_e7652 * l_870_);
                            uint l_2146_ = (l_2145_ + l_870_);
                            uint l_2147_ = min(l_2146_, l_56_);
                            uint _e7656 = l_mut_1828_;
                            l_mut_1823_ = _e7656;
                            l_mut_2148_ = l_2145_;
                            bool loop_init_11 = true;
                            while(true) {
                                if (!loop_init_11) {
                                    uint _e8609 = l_mut_2148_;
                                    l_mut_2148_ = (_e8609 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e7658 = l_mut_2148_;
                                if ((_e7658 < l_2147_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e7660 = l_mut_2148_;
                                    uint l_2149_ = (l_59_ * _e7660);
                                    uint l_4201_ = (l_59_ & 65535u);
                                    uint l_4202_ = (l_59_ >> 16u);
                                    uint l_4203_ = (l_4202_ & 65535u);
                                    uint _e7668 = l_mut_2148_;
                                    uint l_4204_ = (_e7668 & 65535u);
                                    uint _e7671 = l_mut_2148_;
                                    uint l_4205_ = (_e7671 >> 16u);
                                    uint l_4206_ = (l_4205_ & 65535u);
                                    uint l_4207_ = (l_4201_ * l_4204_);
                                    uint l_4208_ = (l_4203_ * l_4204_);
                                    uint l_4209_ = (l_4201_ * l_4206_);
                                    uint l_4210_ = (l_4203_ * l_4206_);
                                    uint l_4211_ = (l_4207_ >> 16u);
                                    uint l_4212_ = (l_4211_ & 65535u);
                                    uint l_4213_ = (l_4208_ & 65535u);
                                    uint l_4214_ = (l_4212_ + l_4213_);
                                    uint l_4215_ = (l_4209_ & 65535u);
                                    uint l_4216_ = (l_4214_ + l_4215_);
                                    uint l_4217_ = (l_4208_ >> 16u);
                                    uint l_4218_ = (l_4217_ & 65535u);
                                    uint l_4219_ = (l_4210_ + l_4218_);
                                    uint l_4220_ = (l_4209_ >> 16u);
                                    uint l_4221_ = (l_4220_ & 65535u);
                                    uint l_4222_ = (l_4219_ + l_4221_);
                                    uint l_4223_ = (l_4216_ >> 16u);
                                    uint l_4224_ = (l_4223_ & 65535u);
                                    uint l_2150_ = (l_4222_ + l_4224_);
                                    uint _e7705 = l_mut_2148_;
                                    uint l_2151_ = (l_62_ * _e7705);
                                    uint l_2152_ = (l_2150_ + l_2151_);
                                    uint l_2153_ = (l_64_ + l_2149_);
                                    uint l_2154_ = (l_67_ + l_2152_);
                                    bool l_2155_ = (l_2153_ < l_64_);
                                    uint l_2156_ = uint(l_2155_);
                                    uint l_2157_ = (l_2154_ + l_2156_);
                                    l_mut_1487_ = 0u;
                                    l_mut_788_ = 0u;
                                    uint _e7715 = l_mut_2148_;
                                    bool l_2158_ = (_e7715 < 65536u);
                                    if (l_2158_) {
                                        uint _e7718 = l_mut_2148_;
                                        uint _e7719 = l_mut_2148_;
                                        uint l_2159_ = (_e7718 * _e7719);
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
                                        uint _e7733 = l_mut_450_;
                                        uint l_2167_ = (_e7733 * l_2159_);
                                        uint _e7735 = l_mut_445_;
                                        uint l_2168_ = (_e7735 * l_2159_);
                                        uint _e7737 = l_mut_450_;
                                        uint l_4226_ = (_e7737 & 65535u);
                                        uint _e7740 = l_mut_450_;
                                        uint l_4227_ = (_e7740 >> 16u);
                                        uint l_4228_ = (l_4227_ & 65535u);
                                        uint l_4229_ = (l_2159_ & 65535u);
                                        uint l_4230_ = (l_2159_ >> 16u);
                                        uint l_4231_ = (l_4230_ & 65535u);
                                        uint l_4232_ = (l_4226_ * l_4229_);
                                        uint l_4233_ = (l_4228_ * l_4229_);
                                        uint l_4234_ = (l_4226_ * l_4231_);
                                        uint l_4235_ = (l_4228_ * l_4231_);
                                        uint l_4236_ = (l_4232_ >> 16u);
                                        uint l_4237_ = (l_4236_ & 65535u);
                                        uint l_4238_ = (l_4233_ & 65535u);
                                        uint l_4239_ = (l_4237_ + l_4238_);
                                        uint l_4240_ = (l_4234_ & 65535u);
                                        uint l_4241_ = (l_4239_ + l_4240_);
                                        uint l_4242_ = (l_4233_ >> 16u);
                                        uint l_4243_ = (l_4242_ & 65535u);
                                        uint l_4244_ = (l_4235_ + l_4243_);
                                        uint l_4245_ = (l_4234_ >> 16u);
                                        uint l_4246_ = (l_4245_ & 65535u);
                                        uint l_4247_ = (l_4244_ + l_4246_);
                                        uint l_4248_ = (l_4241_ >> 16u);
                                        uint l_4249_ = (l_4248_ & 65535u);
                                        uint l_2169_ = (l_4247_ + l_4249_);
                                        uint l_2170_ = (l_2169_ + l_2168_);
                                        uint _e7781 = l_mut_445_;
                                        uint l_4251_ = (_e7781 & 65535u);
                                        uint _e7784 = l_mut_445_;
                                        uint l_4252_ = (_e7784 >> 16u);
                                        uint l_4253_ = (l_4252_ & 65535u);
                                        uint l_4254_ = (l_2159_ & 65535u);
                                        uint l_4255_ = (l_2159_ >> 16u);
                                        uint l_4256_ = (l_4255_ & 65535u);
                                        uint l_4257_ = (l_4251_ * l_4254_);
                                        uint l_4258_ = (l_4253_ * l_4254_);
                                        uint l_4259_ = (l_4251_ * l_4256_);
                                        uint l_4260_ = (l_4253_ * l_4256_);
                                        uint l_4261_ = (l_4257_ >> 16u);
                                        uint l_4262_ = (l_4261_ & 65535u);
                                        uint l_4263_ = (l_4258_ & 65535u);
                                        uint l_4264_ = (l_4262_ + l_4263_);
                                        uint l_4265_ = (l_4259_ & 65535u);
                                        uint l_4266_ = (l_4264_ + l_4265_);
                                        uint l_4267_ = (l_4258_ >> 16u);
                                        uint l_4268_ = (l_4267_ & 65535u);
                                        uint l_4269_ = (l_4260_ + l_4268_);
                                        uint l_4270_ = (l_4259_ >> 16u);
                                        uint l_4271_ = (l_4270_ & 65535u);
                                        uint l_4272_ = (l_4269_ + l_4271_);
                                        uint l_4273_ = (l_4266_ >> 16u);
                                        uint l_4274_ = (l_4273_ & 65535u);
                                        uint l_2171_ = (l_4272_ + l_4274_);
                                        bool l_2172_ = (l_2170_ < l_2168_);
                                        uint l_2173_ = uint(l_2172_);
                                        uint l_2174_ = (l_2171_ + l_2173_);
                                        uint l_2175_ = (l_9_ % 32u);
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
                                        uint _e7843 = l_mut_444_;
                                        l_mut_440_ = _e7843;
                                        uint _e7844 = l_mut_441_;
                                        l_mut_444_ = _e7844;
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
                                                uint _e7858 = l_mut_441_;
                                                l_mut_440_ = _e7858;
                                                l_mut_444_ = l_2193_;
                                            }
                                        }
                                        uint _e7859 = l_mut_440_;
                                        l_mut_450_ = _e7859;
                                        uint _e7860 = l_mut_444_;
                                        l_mut_445_ = _e7860;
                                        if (l_2161_) {
                                            uint _e7862 = l_mut_450_;
                                            uint l_2194_ = (0u - _e7862);
                                            uint _e7865 = l_mut_445_;
                                            uint l_2195_ = (0u - _e7865);
                                            uint _e7868 = l_mut_450_;
                                            bool l_2196_ = (0u < _e7868);
                                            uint l_2197_ = uint(l_2196_);
                                            uint l_2198_ = (l_2195_ - l_2197_);
                                            l_mut_450_ = l_2194_;
                                            l_mut_445_ = l_2198_;
                                        }
                                        uint _e7872 = l_mut_450_;
                                        l_mut_1487_ = _e7872;
                                        uint _e7873 = l_mut_445_;
                                        l_mut_788_ = _e7873;
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
                                        uint _e7886 = l_mut_450_;
                                        uint _e7887 = l_mut_2148_;
                                        uint l_2206_ = (_e7886 * _e7887);
                                        uint _e7889 = l_mut_445_;
                                        uint _e7890 = l_mut_2148_;
                                        uint l_2207_ = (_e7889 * _e7890);
                                        uint _e7892 = l_mut_450_;
                                        uint l_4276_ = (_e7892 & 65535u);
                                        uint _e7895 = l_mut_450_;
                                        uint l_4277_ = (_e7895 >> 16u);
                                        uint l_4278_ = (l_4277_ & 65535u);
                                        uint _e7900 = l_mut_2148_;
                                        uint l_4279_ = (_e7900 & 65535u);
                                        uint _e7903 = l_mut_2148_;
                                        uint l_4280_ = (_e7903 >> 16u);
                                        uint l_4281_ = (l_4280_ & 65535u);
                                        uint l_4282_ = (l_4276_ * l_4279_);
                                        uint l_4283_ = (l_4278_ * l_4279_);
                                        uint l_4284_ = (l_4276_ * l_4281_);
                                        uint l_4285_ = (l_4278_ * l_4281_);
                                        uint l_4286_ = (l_4282_ >> 16u);
                                        uint l_4287_ = (l_4286_ & 65535u);
                                        uint l_4288_ = (l_4283_ & 65535u);
                                        uint l_4289_ = (l_4287_ + l_4288_);
                                        uint l_4290_ = (l_4284_ & 65535u);
                                        uint l_4291_ = (l_4289_ + l_4290_);
                                        uint l_4292_ = (l_4283_ >> 16u);
                                        uint l_4293_ = (l_4292_ & 65535u);
                                        uint l_4294_ = (l_4285_ + l_4293_);
                                        uint l_4295_ = (l_4284_ >> 16u);
                                        uint l_4296_ = (l_4295_ & 65535u);
                                        uint l_4297_ = (l_4294_ + l_4296_);
                                        uint l_4298_ = (l_4291_ >> 16u);
                                        uint l_4299_ = (l_4298_ & 65535u);
                                        uint l_2208_ = (l_4297_ + l_4299_);
                                        uint l_2209_ = (l_2208_ + l_2207_);
                                        uint _e7938 = l_mut_445_;
                                        uint l_4301_ = (_e7938 & 65535u);
                                        uint _e7941 = l_mut_445_;
                                        uint l_4302_ = (_e7941 >> 16u);
                                        uint l_4303_ = (l_4302_ & 65535u);
                                        uint _e7946 = l_mut_2148_;
                                        uint l_4304_ = (_e7946 & 65535u);
                                        uint _e7949 = l_mut_2148_;
                                        uint l_4305_ = (_e7949 >> 16u);
                                        uint l_4306_ = (l_4305_ & 65535u);
                                        uint l_4307_ = (l_4301_ * l_4304_);
                                        uint l_4308_ = (l_4303_ * l_4304_);
                                        uint l_4309_ = (l_4301_ * l_4306_);
                                        uint l_4310_ = (l_4303_ * l_4306_);
                                        uint l_4311_ = (l_4307_ >> 16u);
                                        uint l_4312_ = (l_4311_ & 65535u);
                                        uint l_4313_ = (l_4308_ & 65535u);
                                        uint l_4314_ = (l_4312_ + l_4313_);
                                        uint l_4315_ = (l_4309_ & 65535u);
                                        uint l_4316_ = (l_4314_ + l_4315_);
                                        uint l_4317_ = (l_4308_ >> 16u);
                                        uint l_4318_ = (l_4317_ & 65535u);
                                        uint l_4319_ = (l_4310_ + l_4318_);
                                        uint l_4320_ = (l_4309_ >> 16u);
                                        uint l_4321_ = (l_4320_ & 65535u);
                                        uint l_4322_ = (l_4319_ + l_4321_);
                                        uint l_4323_ = (l_4316_ >> 16u);
                                        uint l_4324_ = (l_4323_ & 65535u);
                                        uint l_2210_ = (l_4322_ + l_4324_);
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
                                        uint _e8001 = l_mut_444_;
                                        l_mut_440_ = _e8001;
                                        uint _e8002 = l_mut_441_;
                                        l_mut_444_ = _e8002;
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
                                                uint _e8014 = l_mut_441_;
                                                l_mut_440_ = _e8014;
                                                l_mut_444_ = l_2232_;
                                            }
                                        }
                                        uint _e8015 = l_mut_450_;
                                        uint _e8016 = l_mut_2148_;
                                        uint l_2233_ = (_e8015 * _e8016);
                                        uint _e8018 = l_mut_445_;
                                        uint _e8019 = l_mut_2148_;
                                        uint l_2234_ = (_e8018 * _e8019);
                                        uint _e8021 = l_mut_450_;
                                        uint l_4326_ = (_e8021 & 65535u);
                                        uint _e8024 = l_mut_450_;
                                        uint l_4327_ = (_e8024 >> 16u);
                                        uint l_4328_ = (l_4327_ & 65535u);
                                        uint _e8029 = l_mut_2148_;
                                        uint l_4329_ = (_e8029 & 65535u);
                                        uint _e8032 = l_mut_2148_;
                                        uint l_4330_ = (_e8032 >> 16u);
                                        uint l_4331_ = (l_4330_ & 65535u);
                                        uint l_4332_ = (l_4326_ * l_4329_);
                                        uint l_4333_ = (l_4328_ * l_4329_);
                                        uint l_4334_ = (l_4326_ * l_4331_);
                                        uint l_4335_ = (l_4328_ * l_4331_);
                                        uint l_4336_ = (l_4332_ >> 16u);
                                        uint l_4337_ = (l_4336_ & 65535u);
                                        uint l_4338_ = (l_4333_ & 65535u);
                                        uint l_4339_ = (l_4337_ + l_4338_);
                                        uint l_4340_ = (l_4334_ & 65535u);
                                        uint l_4341_ = (l_4339_ + l_4340_);
                                        uint l_4342_ = (l_4333_ >> 16u);
                                        uint l_4343_ = (l_4342_ & 65535u);
                                        uint l_4344_ = (l_4335_ + l_4343_);
                                        uint l_4345_ = (l_4334_ >> 16u);
                                        uint l_4346_ = (l_4345_ & 65535u);
                                        uint l_4347_ = (l_4344_ + l_4346_);
                                        uint l_4348_ = (l_4341_ >> 16u);
                                        uint l_4349_ = (l_4348_ & 65535u);
                                        uint l_2235_ = (l_4347_ + l_4349_);
                                        uint l_2236_ = (l_2235_ + l_2234_);
                                        uint _e8067 = l_mut_445_;
                                        uint l_4351_ = (_e8067 & 65535u);
                                        uint _e8070 = l_mut_445_;
                                        uint l_4352_ = (_e8070 >> 16u);
                                        uint l_4353_ = (l_4352_ & 65535u);
                                        uint _e8075 = l_mut_2148_;
                                        uint l_4354_ = (_e8075 & 65535u);
                                        uint _e8078 = l_mut_2148_;
                                        uint l_4355_ = (_e8078 >> 16u);
                                        uint l_4356_ = (l_4355_ & 65535u);
                                        uint l_4357_ = (l_4351_ * l_4354_);
                                        uint l_4358_ = (l_4353_ * l_4354_);
                                        uint l_4359_ = (l_4351_ * l_4356_);
                                        uint l_4360_ = (l_4353_ * l_4356_);
                                        uint l_4361_ = (l_4357_ >> 16u);
                                        uint l_4362_ = (l_4361_ & 65535u);
                                        uint l_4363_ = (l_4358_ & 65535u);
                                        uint l_4364_ = (l_4362_ + l_4363_);
                                        uint l_4365_ = (l_4359_ & 65535u);
                                        uint l_4366_ = (l_4364_ + l_4365_);
                                        uint l_4367_ = (l_4358_ >> 16u);
                                        uint l_4368_ = (l_4367_ & 65535u);
                                        uint l_4369_ = (l_4360_ + l_4368_);
                                        uint l_4370_ = (l_4359_ >> 16u);
                                        uint l_4371_ = (l_4370_ & 65535u);
                                        uint l_4372_ = (l_4369_ + l_4371_);
                                        uint l_4373_ = (l_4366_ >> 16u);
                                        uint l_4374_ = (l_4373_ & 65535u);
                                        uint l_2237_ = (l_4372_ + l_4374_);
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
                                        uint _e8130 = l_mut_441_;
                                        l_mut_428_ = _e8130;
                                        uint _e8131 = l_mut_439_;
                                        l_mut_441_ = _e8131;
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
                                                uint _e8143 = l_mut_439_;
                                                l_mut_428_ = _e8143;
                                                l_mut_441_ = l_2259_;
                                            }
                                        }
                                        uint _e8144 = l_mut_440_;
                                        uint _e8145 = l_mut_2148_;
                                        uint l_2260_ = (_e8144 * _e8145);
                                        uint _e8147 = l_mut_444_;
                                        uint _e8148 = l_mut_2148_;
                                        uint l_2261_ = (_e8147 * _e8148);
                                        uint _e8150 = l_mut_440_;
                                        uint l_4376_ = (_e8150 & 65535u);
                                        uint _e8153 = l_mut_440_;
                                        uint l_4377_ = (_e8153 >> 16u);
                                        uint l_4378_ = (l_4377_ & 65535u);
                                        uint _e8158 = l_mut_2148_;
                                        uint l_4379_ = (_e8158 & 65535u);
                                        uint _e8161 = l_mut_2148_;
                                        uint l_4380_ = (_e8161 >> 16u);
                                        uint l_4381_ = (l_4380_ & 65535u);
                                        uint l_4382_ = (l_4376_ * l_4379_);
                                        uint l_4383_ = (l_4378_ * l_4379_);
                                        uint l_4384_ = (l_4376_ * l_4381_);
                                        uint l_4385_ = (l_4378_ * l_4381_);
                                        uint l_4386_ = (l_4382_ >> 16u);
                                        uint l_4387_ = (l_4386_ & 65535u);
                                        uint l_4388_ = (l_4383_ & 65535u);
                                        uint l_4389_ = (l_4387_ + l_4388_);
                                        uint l_4390_ = (l_4384_ & 65535u);
                                        uint l_4391_ = (l_4389_ + l_4390_);
                                        uint l_4392_ = (l_4383_ >> 16u);
                                        uint l_4393_ = (l_4392_ & 65535u);
                                        uint l_4394_ = (l_4385_ + l_4393_);
                                        uint l_4395_ = (l_4384_ >> 16u);
                                        uint l_4396_ = (l_4395_ & 65535u);
                                        uint l_4397_ = (l_4394_ + l_4396_);
                                        uint l_4398_ = (l_4391_ >> 16u);
                                        uint l_4399_ = (l_4398_ & 65535u);
                                        uint l_2262_ = (l_4397_ + l_4399_);
                                        uint l_2263_ = (l_2262_ + l_2261_);
                                        uint _e8196 = l_mut_444_;
                                        uint l_4401_ = (_e8196 & 65535u);
                                        uint _e8199 = l_mut_444_;
                                        uint l_4402_ = (_e8199 >> 16u);
                                        uint l_4403_ = (l_4402_ & 65535u);
                                        uint _e8204 = l_mut_2148_;
                                        uint l_4404_ = (_e8204 & 65535u);
                                        uint _e8207 = l_mut_2148_;
                                        uint l_4405_ = (_e8207 >> 16u);
                                        uint l_4406_ = (l_4405_ & 65535u);
                                        uint l_4407_ = (l_4401_ * l_4404_);
                                        uint l_4408_ = (l_4403_ * l_4404_);
                                        uint l_4409_ = (l_4401_ * l_4406_);
                                        uint l_4410_ = (l_4403_ * l_4406_);
                                        uint l_4411_ = (l_4407_ >> 16u);
                                        uint l_4412_ = (l_4411_ & 65535u);
                                        uint l_4413_ = (l_4408_ & 65535u);
                                        uint l_4414_ = (l_4412_ + l_4413_);
                                        uint l_4415_ = (l_4409_ & 65535u);
                                        uint l_4416_ = (l_4414_ + l_4415_);
                                        uint l_4417_ = (l_4408_ >> 16u);
                                        uint l_4418_ = (l_4417_ & 65535u);
                                        uint l_4419_ = (l_4410_ + l_4418_);
                                        uint l_4420_ = (l_4409_ >> 16u);
                                        uint l_4421_ = (l_4420_ & 65535u);
                                        uint l_4422_ = (l_4419_ + l_4421_);
                                        uint l_4423_ = (l_4416_ >> 16u);
                                        uint l_4424_ = (l_4423_ & 65535u);
                                        uint l_2264_ = (l_4422_ + l_4424_);
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
                                        uint _e8259 = l_mut_450_;
                                        l_mut_439_ = _e8259;
                                        uint _e8260 = l_mut_445_;
                                        l_mut_450_ = _e8260;
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
                                                uint _e8272 = l_mut_445_;
                                                l_mut_439_ = _e8272;
                                                l_mut_450_ = l_2286_;
                                            }
                                        }
                                        uint _e8273 = l_mut_440_;
                                        uint _e8274 = l_mut_2148_;
                                        uint l_2287_ = (_e8273 * _e8274);
                                        uint _e8276 = l_mut_444_;
                                        uint _e8277 = l_mut_2148_;
                                        uint l_2288_ = (_e8276 * _e8277);
                                        uint _e8279 = l_mut_440_;
                                        uint l_4426_ = (_e8279 & 65535u);
                                        uint _e8282 = l_mut_440_;
                                        uint l_4427_ = (_e8282 >> 16u);
                                        uint l_4428_ = (l_4427_ & 65535u);
                                        uint _e8287 = l_mut_2148_;
                                        uint l_4429_ = (_e8287 & 65535u);
                                        uint _e8290 = l_mut_2148_;
                                        uint l_4430_ = (_e8290 >> 16u);
                                        uint l_4431_ = (l_4430_ & 65535u);
                                        uint l_4432_ = (l_4426_ * l_4429_);
                                        uint l_4433_ = (l_4428_ * l_4429_);
                                        uint l_4434_ = (l_4426_ * l_4431_);
                                        uint l_4435_ = (l_4428_ * l_4431_);
                                        uint l_4436_ = (l_4432_ >> 16u);
                                        uint l_4437_ = (l_4436_ & 65535u);
                                        uint l_4438_ = (l_4433_ & 65535u);
                                        uint l_4439_ = (l_4437_ + l_4438_);
                                        uint l_4440_ = (l_4434_ & 65535u);
                                        uint l_4441_ = (l_4439_ + l_4440_);
                                        uint l_4442_ = (l_4433_ >> 16u);
                                        uint l_4443_ = (l_4442_ & 65535u);
                                        uint l_4444_ = (l_4435_ + l_4443_);
                                        uint l_4445_ = (l_4434_ >> 16u);
                                        uint l_4446_ = (l_4445_ & 65535u);
                                        uint l_4447_ = (l_4444_ + l_4446_);
                                        uint l_4448_ = (l_4441_ >> 16u);
                                        uint l_4449_ = (l_4448_ & 65535u);
                                        uint l_2289_ = (l_4447_ + l_4449_);
                                        uint l_2290_ = (l_2289_ + l_2288_);
                                        uint _e8325 = l_mut_444_;
                                        uint l_4451_ = (_e8325 & 65535u);
                                        uint _e8328 = l_mut_444_;
                                        uint l_4452_ = (_e8328 >> 16u);
                                        uint l_4453_ = (l_4452_ & 65535u);
                                        uint _e8333 = l_mut_2148_;
                                        uint l_4454_ = (_e8333 & 65535u);
                                        uint _e8336 = l_mut_2148_;
                                        uint l_4455_ = (_e8336 >> 16u);
                                        uint l_4456_ = (l_4455_ & 65535u);
                                        uint l_4457_ = (l_4451_ * l_4454_);
                                        uint l_4458_ = (l_4453_ * l_4454_);
                                        uint l_4459_ = (l_4451_ * l_4456_);
                                        uint l_4460_ = (l_4453_ * l_4456_);
                                        uint l_4461_ = (l_4457_ >> 16u);
                                        uint l_4462_ = (l_4461_ & 65535u);
                                        uint l_4463_ = (l_4458_ & 65535u);
                                        uint l_4464_ = (l_4462_ + l_4463_);
                                        uint l_4465_ = (l_4459_ & 65535u);
                                        uint l_4466_ = (l_4464_ + l_4465_);
                                        uint l_4467_ = (l_4458_ >> 16u);
                                        uint l_4468_ = (l_4467_ & 65535u);
                                        uint l_4469_ = (l_4460_ + l_4468_);
                                        uint l_4470_ = (l_4459_ >> 16u);
                                        uint l_4471_ = (l_4470_ & 65535u);
                                        uint l_4472_ = (l_4469_ + l_4471_);
                                        uint l_4473_ = (l_4466_ >> 16u);
                                        uint l_4474_ = (l_4473_ & 65535u);
                                        uint l_2291_ = (l_4472_ + l_4474_);
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
                                        uint _e8388 = l_mut_445_;
                                        l_mut_394_ = _e8388;
                                        uint _e8389 = l_mut_421_;
                                        l_mut_445_ = _e8389;
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
                                                uint _e8401 = l_mut_421_;
                                                l_mut_394_ = _e8401;
                                                l_mut_445_ = l_2313_;
                                            }
                                        }
                                        uint _e8402 = l_mut_428_;
                                        uint _e8403 = l_mut_2148_;
                                        uint l_2314_ = (_e8402 * _e8403);
                                        uint _e8405 = l_mut_428_;
                                        uint l_4476_ = (_e8405 & 65535u);
                                        uint _e8408 = l_mut_428_;
                                        uint l_4477_ = (_e8408 >> 16u);
                                        uint l_4478_ = (l_4477_ & 65535u);
                                        uint _e8413 = l_mut_2148_;
                                        uint l_4479_ = (_e8413 & 65535u);
                                        uint _e8416 = l_mut_2148_;
                                        uint l_4480_ = (_e8416 >> 16u);
                                        uint l_4481_ = (l_4480_ & 65535u);
                                        uint l_4482_ = (l_4476_ * l_4479_);
                                        uint l_4483_ = (l_4478_ * l_4479_);
                                        uint l_4484_ = (l_4476_ * l_4481_);
                                        uint l_4485_ = (l_4478_ * l_4481_);
                                        uint l_4486_ = (l_4482_ >> 16u);
                                        uint l_4487_ = (l_4486_ & 65535u);
                                        uint l_4488_ = (l_4483_ & 65535u);
                                        uint l_4489_ = (l_4487_ + l_4488_);
                                        uint l_4490_ = (l_4484_ & 65535u);
                                        uint l_4491_ = (l_4489_ + l_4490_);
                                        uint l_4492_ = (l_4483_ >> 16u);
                                        uint l_4493_ = (l_4492_ & 65535u);
                                        uint l_4494_ = (l_4485_ + l_4493_);
                                        uint l_4495_ = (l_4484_ >> 16u);
                                        uint l_4496_ = (l_4495_ & 65535u);
                                        uint l_4497_ = (l_4494_ + l_4496_);
                                        uint l_4498_ = (l_4491_ >> 16u);
                                        uint l_4499_ = (l_4498_ & 65535u);
                                        uint l_2315_ = (l_4497_ + l_4499_);
                                        uint _e8450 = l_mut_441_;
                                        uint _e8451 = l_mut_2148_;
                                        uint l_2316_ = (_e8450 * _e8451);
                                        uint l_2317_ = (l_2315_ + l_2316_);
                                        uint _e8454 = l_mut_394_;
                                        uint l_2318_ = (_e8454 + l_2314_);
                                        uint _e8456 = l_mut_445_;
                                        uint l_2319_ = (_e8456 + l_2317_);
                                        uint _e8458 = l_mut_394_;
                                        bool l_2320_ = (l_2318_ < _e8458);
                                        uint l_2321_ = uint(l_2320_);
                                        uint l_2322_ = (l_2319_ + l_2321_);
                                        uint _e8462 = l_mut_439_;
                                        l_mut_1487_ = _e8462;
                                        uint _e8463 = l_mut_450_;
                                        l_mut_788_ = _e8463;
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
                                                uint _e8484 = l_mut_439_;
                                                l_mut_441_ = _e8484;
                                                uint _e8485 = l_mut_450_;
                                                l_mut_440_ = _e8485;
                                                bool l_2335_ = (l_9_ >= 32u);
                                                if (l_2335_) {
                                                    uint l_2336_ = (l_9_ & 31u);
                                                    uint _e8490 = l_mut_450_;
                                                    uint l_2337_ = (_e8490 >> l_2336_);
                                                    l_mut_441_ = l_2337_;
                                                    l_mut_440_ = 0u;
                                                } else {
                                                    bool l_2338_ = (l_9_ > 0u);
                                                    if (l_2338_) {
                                                        uint _e8495 = l_mut_439_;
                                                        l_mut_428_ = _e8495;
                                                        bool l_2339_ = (l_9_ > 0u);
                                                        if (l_2339_) {
                                                            uint _e8498 = l_mut_439_;
                                                            uint l_2340_ = (_e8498 >> l_9_);
                                                            uint l_2341_ = (32u - l_9_);
                                                            uint _e8502 = l_mut_450_;
                                                            uint l_2342_ = (_e8502 << l_2341_);
                                                            uint l_2343_ = (l_2340_ | l_2342_);
                                                            l_mut_428_ = l_2343_;
                                                        }
                                                        uint _e8505 = l_mut_450_;
                                                        uint l_2344_ = (_e8505 >> l_9_);
                                                        uint _e8507 = l_mut_428_;
                                                        l_mut_441_ = _e8507;
                                                        l_mut_440_ = l_2344_;
                                                    }
                                                }
                                                uint _e8508 = l_mut_445_;
                                                uint _e8509 = l_mut_441_;
                                                uint l_2345_ = (_e8508 + _e8509);
                                                uint _e8511 = l_mut_444_;
                                                uint _e8512 = l_mut_440_;
                                                uint l_2346_ = (_e8511 + _e8512);
                                                uint _e8514 = l_mut_445_;
                                                bool l_2347_ = (l_2345_ < _e8514);
                                                uint l_2348_ = uint(l_2347_);
                                                uint l_2349_ = (l_2346_ + l_2348_);
                                                l_mut_1487_ = l_2345_;
                                                l_mut_788_ = l_2349_;
                                            }
                                        }
                                        if (l_2200_) {
                                            uint _e8519 = l_mut_1487_;
                                            uint l_2350_ = (0u - _e8519);
                                            uint _e8522 = l_mut_788_;
                                            uint l_2351_ = (0u - _e8522);
                                            uint _e8525 = l_mut_1487_;
                                            bool l_2352_ = (0u < _e8525);
                                            uint l_2353_ = uint(l_2352_);
                                            uint l_2354_ = (l_2351_ - l_2353_);
                                            l_mut_1487_ = l_2350_;
                                            l_mut_788_ = l_2354_;
                                        }
                                    }
                                    uint _e8529 = l_mut_1487_;
                                    uint l_2355_ = (l_2153_ + _e8529);
                                    uint _e8531 = l_mut_788_;
                                    uint l_2356_ = (l_2157_ + _e8531);
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
                                    uint _e8544 = l_mut_788_;
                                    bool l_2365_ = (l_2359_ < _e8544);
                                    uint _e8546 = l_mut_788_;
                                    bool l_2366_ = (l_2359_ == _e8546);
                                    uint _e8548 = l_mut_1487_;
                                    bool l_2367_ = (l_2355_ < _e8548);
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
                                    uint _e8559 = l_mut_788_;
                                    bool l_2370_ = (_e8559 < l_27_);
                                    uint _e8561 = l_mut_788_;
                                    bool l_2371_ = (_e8561 == l_27_);
                                    uint _e8563 = l_mut_1487_;
                                    bool l_2372_ = (_e8563 < l_24_);
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
                                        uint _e8574 = l_mut_1823_;
                                        uint l_2375_ = (_e8574 * 2u);
                                        uint l_2376_ = (l_2375_ + 1u);
                                        uint l_2377_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2378_ = (l_2376_ < l_2377_);
                                        if (l_2378_) {
                                            uint l_4501_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4502_ = (l_4501_ * 1u);
                                            bool l_4503_ = (l_2375_ < l_4502_);
                                            if (l_4503_) {
                                                _group_0_binding_4_cs[l_2375_] = id;
                                            }
                                            uint l_2379_ = (l_2375_ + 1u);
                                            uint l_4504_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4505_ = (l_4504_ * 1u);
                                            bool l_4506_ = (l_2379_ < l_4505_);
                                            if (l_4506_) {
                                                uint _e8604 = l_mut_2148_;
                                                _group_0_binding_4_cs[l_2379_] = _e8604;
                                            }
                                        }
                                        uint _e8605 = l_mut_1823_;
                                        l_mut_1823_ = (_e8605 + 1u);
                                    }
                                }
                            }
                            uint _e8611 = l_mut_1823_;
                            l_mut_1828_ = _e8611;
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
