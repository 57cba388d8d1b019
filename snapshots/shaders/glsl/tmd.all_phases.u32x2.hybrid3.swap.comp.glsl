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
    uint l_mut_135_ = 0u;
    uint l_mut_141_ = 0u;
    uint l_mut_1511_ = 0u;
    uint l_mut_1847_ = 0u;
    uint l_mut_1852_ = 0u;
    uint l_mut_203_ = 0u;
    uint l_mut_209_ = 0u;
    uint l_mut_259_ = 0u;
    uint l_mut_265_ = 0u;
    uint l_mut_30_ = 0u;
    bool l_mut_357_ = false;
    bool l_mut_364_ = false;
    uint l_mut_389_ = 0u;
    uint l_mut_395_ = 0u;
    uint l_mut_401_ = 0u;
    uint l_mut_428_ = 0u;
    uint l_mut_435_ = 0u;
    uint l_mut_446_ = 0u;
    uint l_mut_447_ = 0u;
    uint l_mut_448_ = 0u;
    uint l_mut_451_ = 0u;
    uint l_mut_452_ = 0u;
    uint l_mut_457_ = 0u;
    bool l_mut_635_ = false;
    bool l_mut_659_ = false;
    uint l_mut_65_ = 0u;
    uint l_mut_795_ = 0u;
    uint l_mut_800_ = 0u;
    uint l_mut_80_ = 0u;
    uint l_mut_86_ = 0u;
    uint l_mut_92_ = 0u;
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
    uint l_mut_449_ = 0u;
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
    uint l_mut_560_ = 0u;
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
    uint l_mut_696_ = 0u;
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
    uint l_mut_793_ = 0u;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    uint l_mut_878_ = 0u;
    bool local_67 = false;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_1505_ = 0u;
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
    uint l_mut_1614_ = 0u;
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
    uint l_mut_1748_ = 0u;
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
    uint l_mut_1845_ = 0u;
    bool local_123 = false;
    bool local_124 = false;
    bool local_125 = false;
    bool local_126 = false;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    uint l_mut_1931_ = 0u;
    bool local_131 = false;
    bool local_132 = false;
    bool local_133 = false;
    bool local_134 = false;
    uint l_mut_2165_ = 0u;
    uint l_mut_2172_ = 0u;
    bool local_135 = false;
    bool local_136 = false;
    bool local_137 = false;
    bool local_138 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2460_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2461_ = (l_2460_ * 1u);
        uint l_2462_ = (l_2461_ - 1u);
        uint l_2463_ = min(3u, l_2462_);
        uint _e71 = atomicAdd(_group_0_binding_5_cs[l_2463_], 1u);
    }
    uint l_2404_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2405_ = (l_2404_ * 1u);
    bool l_2406_ = (0u < l_2405_);
    uint l_2407_ = (l_2405_ - 1u);
    uint l_2408_ = min(0u, l_2407_);
    uint l_2409_ = _group_0_binding_3_cs[l_2408_];
    uint l_4_ = (l_2406_ ? l_2409_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2411_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2412_ = (l_2411_ * 1u);
    bool l_2413_ = (l_6_ < l_2412_);
    uint l_2414_ = (l_2412_ - 1u);
    uint l_2415_ = min(l_6_, l_2414_);
    uint l_2416_ = _group_0_binding_3_cs[l_2415_];
    uint l_7_ = (l_2413_ ? l_2416_ : 0u);
    uint l_2418_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2419_ = (l_2418_ * 1u);
    bool l_2420_ = (2u < l_2419_);
    uint l_2421_ = (l_2419_ - 1u);
    uint l_2422_ = min(2u, l_2421_);
    uint l_2423_ = _group_0_binding_3_cs[l_2422_];
    uint l_9_ = (l_2420_ ? l_2423_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2425_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2426_ = (l_2425_ * 1u);
    bool l_2427_ = (l_11_ < l_2426_);
    uint l_2428_ = (l_2426_ - 1u);
    uint l_2429_ = min(l_11_, l_2428_);
    uint l_2430_ = _group_0_binding_3_cs[l_2429_];
    uint l_12_ = (l_2427_ ? l_2430_ : 0u);
    uint l_2432_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2433_ = (l_2432_ * 1u);
    bool l_2434_ = (4u < l_2433_);
    uint l_2435_ = (l_2433_ - 1u);
    uint l_2436_ = min(4u, l_2435_);
    uint l_2437_ = _group_0_binding_3_cs[l_2436_];
    uint l_14_ = (l_2434_ ? l_2437_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2439_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2440_ = (l_2439_ * 1u);
    bool l_2441_ = (l_16_ < l_2440_);
    uint l_2442_ = (l_2440_ - 1u);
    uint l_2443_ = min(l_16_, l_2442_);
    uint l_2444_ = _group_0_binding_3_cs[l_2443_];
    uint l_17_ = (l_2441_ ? l_2444_ : 0u);
    uint l_2446_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2447_ = (l_2446_ * 1u);
    bool l_2448_ = (6u < l_2447_);
    uint l_2449_ = (l_2447_ - 1u);
    uint l_2450_ = min(6u, l_2449_);
    uint l_2451_ = _group_0_binding_3_cs[l_2450_];
    uint l_19_ = (l_2448_ ? l_2451_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2453_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2454_ = (l_2453_ * 1u);
    bool l_2455_ = (l_21_ < l_2454_);
    uint l_2456_ = (l_2454_ - 1u);
    uint l_2457_ = min(l_21_, l_2456_);
    uint l_2458_ = _group_0_binding_3_cs[l_2457_];
    uint l_22_ = (l_2455_ ? l_2458_ : 0u);
    uint l_23_ = (2u * id);
    uint l_24_ = _group_0_binding_6_cs.static_meta[6];
    bool l_25_ = (l_23_ < l_24_);
    uint l_26_ = (id * l_4_);
    uint l_2465_ = (id & 65535u);
    uint l_2466_ = (id >> 16u);
    uint l_2467_ = (l_2466_ & 65535u);
    uint l_2468_ = (l_4_ & 65535u);
    uint l_2469_ = (l_4_ >> 16u);
    uint l_2470_ = (l_2469_ & 65535u);
    uint l_2471_ = (l_2465_ * l_2468_);
    uint l_2472_ = (l_2467_ * l_2468_);
    uint l_2473_ = (l_2465_ * l_2470_);
    uint l_2474_ = (l_2467_ * l_2470_);
    uint l_2475_ = (l_2471_ >> 16u);
    uint l_2476_ = (l_2475_ & 65535u);
    uint l_2477_ = (l_2472_ & 65535u);
    uint l_2478_ = (l_2476_ + l_2477_);
    uint l_2479_ = (l_2473_ & 65535u);
    uint l_2480_ = (l_2478_ + l_2479_);
    uint l_2481_ = (l_2472_ >> 16u);
    uint l_2482_ = (l_2481_ & 65535u);
    uint l_2483_ = (l_2474_ + l_2482_);
    uint l_2484_ = (l_2473_ >> 16u);
    uint l_2485_ = (l_2484_ & 65535u);
    uint l_2486_ = (l_2483_ + l_2485_);
    uint l_2487_ = (l_2480_ >> 16u);
    uint l_2488_ = (l_2487_ & 65535u);
    uint l_27_ = (l_2486_ + l_2488_);
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
    uint _e293 = l_mut_30_;
    uint l_46_ = (l_25_ ? _e293 : 0u);
    bool l_47_ = (l_46_ > 0u);
    if (l_47_) {
        uint l_48_ = (2u * id);
        uint l_2490_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2491_ = (l_2490_ * 1u);
        bool l_2492_ = (l_48_ < l_2491_);
        uint l_2493_ = (l_2491_ - 1u);
        uint l_2494_ = min(l_48_, l_2493_);
        uint l_2495_ = _group_0_binding_0_cs[l_2494_];
        uint l_49_ = (l_2492_ ? l_2495_ : 0u);
        uint l_50_ = (2u * id);
        uint l_51_ = (l_50_ + 1u);
        uint l_2497_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2498_ = (l_2497_ * 1u);
        bool l_2499_ = (l_51_ < l_2498_);
        uint l_2500_ = (l_2498_ - 1u);
        uint l_2501_ = min(l_51_, l_2500_);
        uint l_2502_ = _group_0_binding_0_cs[l_2501_];
        uint l_52_ = (l_2499_ ? l_2502_ : 0u);
        uint l_53_ = (2u * id);
        uint l_2504_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2505_ = (l_2504_ * 1u);
        bool l_2506_ = (l_53_ < l_2505_);
        uint l_2507_ = (l_2505_ - 1u);
        uint l_2508_ = min(l_53_, l_2507_);
        uint l_2509_ = _group_0_binding_1_cs[l_2508_];
        uint l_54_ = (l_2506_ ? l_2509_ : 0u);
        uint l_55_ = (2u * id);
        uint l_56_ = (l_55_ + 1u);
        uint l_2511_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2512_ = (l_2511_ * 1u);
        bool l_2513_ = (l_56_ < l_2512_);
        uint l_2514_ = (l_2512_ - 1u);
        uint l_2515_ = min(l_56_, l_2514_);
        uint l_2516_ = _group_0_binding_1_cs[l_2515_];
        uint l_57_ = (l_2513_ ? l_2516_ : 0u);
        uint l_58_ = (2u * id);
        uint l_2518_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2519_ = (l_2518_ * 1u);
        bool l_2520_ = (l_58_ < l_2519_);
        uint l_2521_ = (l_2519_ - 1u);
        uint l_2522_ = min(l_58_, l_2521_);
        uint l_2523_ = _group_0_binding_2_cs[l_2522_];
        uint l_59_ = (l_2520_ ? l_2523_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2525_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2526_ = (l_2525_ * 1u);
        bool l_2527_ = (l_61_ < l_2526_);
        uint l_2528_ = (l_2526_ - 1u);
        uint l_2529_ = min(l_61_, l_2528_);
        uint l_2530_ = _group_0_binding_2_cs[l_2529_];
        uint l_62_ = (l_2527_ ? l_2530_ : 0u);
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
        uint _e417 = l_mut_30_;
        uint l_71_ = (_e417 * l_4_);
        uint _e419 = l_mut_65_;
        uint l_72_ = (_e419 * l_4_);
        uint _e421 = l_mut_30_;
        uint l_2532_ = (_e421 & 65535u);
        uint _e424 = l_mut_30_;
        uint l_2533_ = (_e424 >> 16u);
        uint l_2534_ = (l_2533_ & 65535u);
        uint l_2535_ = (l_4_ & 65535u);
        uint l_2536_ = (l_4_ >> 16u);
        uint l_2537_ = (l_2536_ & 65535u);
        uint l_2538_ = (l_2532_ * l_2535_);
        uint l_2539_ = (l_2534_ * l_2535_);
        uint l_2540_ = (l_2532_ * l_2537_);
        uint l_2541_ = (l_2534_ * l_2537_);
        uint l_2542_ = (l_2538_ >> 16u);
        uint l_2543_ = (l_2542_ & 65535u);
        uint l_2544_ = (l_2539_ & 65535u);
        uint l_2545_ = (l_2543_ + l_2544_);
        uint l_2546_ = (l_2540_ & 65535u);
        uint l_2547_ = (l_2545_ + l_2546_);
        uint l_2548_ = (l_2539_ >> 16u);
        uint l_2549_ = (l_2548_ & 65535u);
        uint l_2550_ = (l_2541_ + l_2549_);
        uint l_2551_ = (l_2540_ >> 16u);
        uint l_2552_ = (l_2551_ & 65535u);
        uint l_2553_ = (l_2550_ + l_2552_);
        uint l_2554_ = (l_2547_ >> 16u);
        uint l_2555_ = (l_2554_ & 65535u);
        uint l_73_ = (l_2553_ + l_2555_);
        uint l_74_ = (l_73_ + l_72_);
        uint _e465 = l_mut_65_;
        uint l_2557_ = (_e465 & 65535u);
        uint _e468 = l_mut_65_;
        uint l_2558_ = (_e468 >> 16u);
        uint l_2559_ = (l_2558_ & 65535u);
        uint l_2560_ = (l_4_ & 65535u);
        uint l_2561_ = (l_4_ >> 16u);
        uint l_2562_ = (l_2561_ & 65535u);
        uint l_2563_ = (l_2557_ * l_2560_);
        uint l_2564_ = (l_2559_ * l_2560_);
        uint l_2565_ = (l_2557_ * l_2562_);
        uint l_2566_ = (l_2559_ * l_2562_);
        uint l_2567_ = (l_2563_ >> 16u);
        uint l_2568_ = (l_2567_ & 65535u);
        uint l_2569_ = (l_2564_ & 65535u);
        uint l_2570_ = (l_2568_ + l_2569_);
        uint l_2571_ = (l_2565_ & 65535u);
        uint l_2572_ = (l_2570_ + l_2571_);
        uint l_2573_ = (l_2564_ >> 16u);
        uint l_2574_ = (l_2573_ & 65535u);
        uint l_2575_ = (l_2566_ + l_2574_);
        uint l_2576_ = (l_2565_ >> 16u);
        uint l_2577_ = (l_2576_ & 65535u);
        uint l_2578_ = (l_2575_ + l_2577_);
        uint l_2579_ = (l_2572_ >> 16u);
        uint l_2580_ = (l_2579_ & 65535u);
        uint l_75_ = (l_2578_ + l_2580_);
        bool l_76_ = (l_74_ < l_72_);
        uint l_77_ = uint(l_76_);
        uint l_78_ = (l_75_ + l_77_);
        uint l_79_ = (l_9_ % 32u);
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
        uint _e527 = l_mut_80_;
        l_mut_92_ = _e527;
        uint _e528 = l_mut_86_;
        l_mut_80_ = _e528;
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
                uint _e542 = l_mut_86_;
                l_mut_92_ = _e542;
                l_mut_80_ = l_100_;
            }
        }
        uint _e543 = l_mut_92_;
        l_mut_86_ = _e543;
        uint _e544 = l_mut_80_;
        l_mut_92_ = _e544;
        if (l_64_) {
            uint _e546 = l_mut_86_;
            uint l_101_ = (0u - _e546);
            uint _e549 = l_mut_92_;
            uint l_102_ = (0u - _e549);
            uint _e552 = l_mut_86_;
            bool l_103_ = (0u < _e552);
            uint l_104_ = uint(l_103_);
            uint l_105_ = (l_102_ - l_104_);
            l_mut_86_ = l_101_;
            l_mut_92_ = l_105_;
        }
        uint _e556 = l_mut_86_;
        uint l_106_ = (l_49_ + _e556);
        uint _e558 = l_mut_92_;
        uint l_107_ = (l_52_ + _e558);
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
            uint _e582 = l_mut_80_;
            uint l_121_ = (_e582 * l_113_);
            uint _e584 = l_mut_65_;
            uint l_122_ = (_e584 * l_113_);
            uint _e586 = l_mut_80_;
            uint l_2582_ = (_e586 & 65535u);
            uint _e589 = l_mut_80_;
            uint l_2583_ = (_e589 >> 16u);
            uint l_2584_ = (l_2583_ & 65535u);
            uint l_2585_ = (l_113_ & 65535u);
            uint l_2586_ = (l_113_ >> 16u);
            uint l_2587_ = (l_2586_ & 65535u);
            uint l_2588_ = (l_2582_ * l_2585_);
            uint l_2589_ = (l_2584_ * l_2585_);
            uint l_2590_ = (l_2582_ * l_2587_);
            uint l_2591_ = (l_2584_ * l_2587_);
            uint l_2592_ = (l_2588_ >> 16u);
            uint l_2593_ = (l_2592_ & 65535u);
            uint l_2594_ = (l_2589_ & 65535u);
            uint l_2595_ = (l_2593_ + l_2594_);
            uint l_2596_ = (l_2590_ & 65535u);
            uint l_2597_ = (l_2595_ + l_2596_);
            uint l_2598_ = (l_2589_ >> 16u);
            uint l_2599_ = (l_2598_ & 65535u);
            uint l_2600_ = (l_2591_ + l_2599_);
            uint l_2601_ = (l_2590_ >> 16u);
            uint l_2602_ = (l_2601_ & 65535u);
            uint l_2603_ = (l_2600_ + l_2602_);
            uint l_2604_ = (l_2597_ >> 16u);
            uint l_2605_ = (l_2604_ & 65535u);
            uint l_123_ = (l_2603_ + l_2605_);
            uint l_124_ = (l_123_ + l_122_);
            uint _e630 = l_mut_65_;
            uint l_2607_ = (_e630 & 65535u);
            uint _e633 = l_mut_65_;
            uint l_2608_ = (_e633 >> 16u);
            uint l_2609_ = (l_2608_ & 65535u);
            uint l_2610_ = (l_113_ & 65535u);
            uint l_2611_ = (l_113_ >> 16u);
            uint l_2612_ = (l_2611_ & 65535u);
            uint l_2613_ = (l_2607_ * l_2610_);
            uint l_2614_ = (l_2609_ * l_2610_);
            uint l_2615_ = (l_2607_ * l_2612_);
            uint l_2616_ = (l_2609_ * l_2612_);
            uint l_2617_ = (l_2613_ >> 16u);
            uint l_2618_ = (l_2617_ & 65535u);
            uint l_2619_ = (l_2614_ & 65535u);
            uint l_2620_ = (l_2618_ + l_2619_);
            uint l_2621_ = (l_2615_ & 65535u);
            uint l_2622_ = (l_2620_ + l_2621_);
            uint l_2623_ = (l_2614_ >> 16u);
            uint l_2624_ = (l_2623_ & 65535u);
            uint l_2625_ = (l_2616_ + l_2624_);
            uint l_2626_ = (l_2615_ >> 16u);
            uint l_2627_ = (l_2626_ & 65535u);
            uint l_2628_ = (l_2625_ + l_2627_);
            uint l_2629_ = (l_2622_ >> 16u);
            uint l_2630_ = (l_2629_ & 65535u);
            uint l_125_ = (l_2628_ + l_2630_);
            bool l_126_ = (l_124_ < l_122_);
            uint l_127_ = uint(l_126_);
            uint l_128_ = (l_125_ + l_127_);
            uint l_129_ = (l_111_ % 32u);
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
            uint _e692 = l_mut_30_;
            l_mut_141_ = _e692;
            uint _e693 = l_mut_135_;
            l_mut_30_ = _e693;
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
                    uint _e707 = l_mut_135_;
                    l_mut_141_ = _e707;
                    l_mut_30_ = l_149_;
                }
            }
            uint _e708 = l_mut_141_;
            l_mut_135_ = _e708;
            uint _e709 = l_mut_30_;
            l_mut_141_ = _e709;
            if (l_115_) {
                uint _e711 = l_mut_135_;
                uint l_150_ = (0u - _e711);
                uint _e714 = l_mut_141_;
                uint l_151_ = (0u - _e714);
                uint _e717 = l_mut_135_;
                bool l_152_ = (0u < _e717);
                uint l_153_ = uint(l_152_);
                uint l_154_ = (l_151_ - l_153_);
                l_mut_135_ = l_150_;
                l_mut_141_ = l_154_;
            }
            uint _e721 = l_mut_135_;
            l_mut_92_ = _e721;
            uint _e722 = l_mut_141_;
            l_mut_86_ = _e722;
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
            uint _e735 = l_mut_141_;
            uint l_162_ = (_e735 * l_4_);
            uint _e737 = l_mut_135_;
            uint l_163_ = (_e737 * l_4_);
            uint _e739 = l_mut_141_;
            uint l_2632_ = (_e739 & 65535u);
            uint _e742 = l_mut_141_;
            uint l_2633_ = (_e742 >> 16u);
            uint l_2634_ = (l_2633_ & 65535u);
            uint l_2635_ = (l_4_ & 65535u);
            uint l_2636_ = (l_4_ >> 16u);
            uint l_2637_ = (l_2636_ & 65535u);
            uint l_2638_ = (l_2632_ * l_2635_);
            uint l_2639_ = (l_2634_ * l_2635_);
            uint l_2640_ = (l_2632_ * l_2637_);
            uint l_2641_ = (l_2634_ * l_2637_);
            uint l_2642_ = (l_2638_ >> 16u);
            uint l_2643_ = (l_2642_ & 65535u);
            uint l_2644_ = (l_2639_ & 65535u);
            uint l_2645_ = (l_2643_ + l_2644_);
            uint l_2646_ = (l_2640_ & 65535u);
            uint l_2647_ = (l_2645_ + l_2646_);
            uint l_2648_ = (l_2639_ >> 16u);
            uint l_2649_ = (l_2648_ & 65535u);
            uint l_2650_ = (l_2641_ + l_2649_);
            uint l_2651_ = (l_2640_ >> 16u);
            uint l_2652_ = (l_2651_ & 65535u);
            uint l_2653_ = (l_2650_ + l_2652_);
            uint l_2654_ = (l_2647_ >> 16u);
            uint l_2655_ = (l_2654_ & 65535u);
            uint l_164_ = (l_2653_ + l_2655_);
            uint l_165_ = (l_164_ + l_163_);
            uint _e783 = l_mut_135_;
            uint l_2657_ = (_e783 & 65535u);
            uint _e786 = l_mut_135_;
            uint l_2658_ = (_e786 >> 16u);
            uint l_2659_ = (l_2658_ & 65535u);
            uint l_2660_ = (l_4_ & 65535u);
            uint l_2661_ = (l_4_ >> 16u);
            uint l_2662_ = (l_2661_ & 65535u);
            uint l_2663_ = (l_2657_ * l_2660_);
            uint l_2664_ = (l_2659_ * l_2660_);
            uint l_2665_ = (l_2657_ * l_2662_);
            uint l_2666_ = (l_2659_ * l_2662_);
            uint l_2667_ = (l_2663_ >> 16u);
            uint l_2668_ = (l_2667_ & 65535u);
            uint l_2669_ = (l_2664_ & 65535u);
            uint l_2670_ = (l_2668_ + l_2669_);
            uint l_2671_ = (l_2665_ & 65535u);
            uint l_2672_ = (l_2670_ + l_2671_);
            uint l_2673_ = (l_2664_ >> 16u);
            uint l_2674_ = (l_2673_ & 65535u);
            uint l_2675_ = (l_2666_ + l_2674_);
            uint l_2676_ = (l_2665_ >> 16u);
            uint l_2677_ = (l_2676_ & 65535u);
            uint l_2678_ = (l_2675_ + l_2677_);
            uint l_2679_ = (l_2672_ >> 16u);
            uint l_2680_ = (l_2679_ & 65535u);
            uint l_166_ = (l_2678_ + l_2680_);
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
            uint _e844 = l_mut_80_;
            l_mut_30_ = _e844;
            uint _e845 = l_mut_65_;
            l_mut_80_ = _e845;
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
                    uint _e857 = l_mut_65_;
                    l_mut_30_ = _e857;
                    l_mut_80_ = l_188_;
                }
            }
            uint _e858 = l_mut_141_;
            uint l_189_ = (_e858 * l_4_);
            uint _e860 = l_mut_135_;
            uint l_190_ = (_e860 * l_4_);
            uint _e862 = l_mut_141_;
            uint l_2682_ = (_e862 & 65535u);
            uint _e865 = l_mut_141_;
            uint l_2683_ = (_e865 >> 16u);
            uint l_2684_ = (l_2683_ & 65535u);
            uint l_2685_ = (l_4_ & 65535u);
            uint l_2686_ = (l_4_ >> 16u);
            uint l_2687_ = (l_2686_ & 65535u);
            uint l_2688_ = (l_2682_ * l_2685_);
            uint l_2689_ = (l_2684_ * l_2685_);
            uint l_2690_ = (l_2682_ * l_2687_);
            uint l_2691_ = (l_2684_ * l_2687_);
            uint l_2692_ = (l_2688_ >> 16u);
            uint l_2693_ = (l_2692_ & 65535u);
            uint l_2694_ = (l_2689_ & 65535u);
            uint l_2695_ = (l_2693_ + l_2694_);
            uint l_2696_ = (l_2690_ & 65535u);
            uint l_2697_ = (l_2695_ + l_2696_);
            uint l_2698_ = (l_2689_ >> 16u);
            uint l_2699_ = (l_2698_ & 65535u);
            uint l_2700_ = (l_2691_ + l_2699_);
            uint l_2701_ = (l_2690_ >> 16u);
            uint l_2702_ = (l_2701_ & 65535u);
            uint l_2703_ = (l_2700_ + l_2702_);
            uint l_2704_ = (l_2697_ >> 16u);
            uint l_2705_ = (l_2704_ & 65535u);
            uint l_191_ = (l_2703_ + l_2705_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e906 = l_mut_135_;
            uint l_2707_ = (_e906 & 65535u);
            uint _e909 = l_mut_135_;
            uint l_2708_ = (_e909 >> 16u);
            uint l_2709_ = (l_2708_ & 65535u);
            uint l_2710_ = (l_4_ & 65535u);
            uint l_2711_ = (l_4_ >> 16u);
            uint l_2712_ = (l_2711_ & 65535u);
            uint l_2713_ = (l_2707_ * l_2710_);
            uint l_2714_ = (l_2709_ * l_2710_);
            uint l_2715_ = (l_2707_ * l_2712_);
            uint l_2716_ = (l_2709_ * l_2712_);
            uint l_2717_ = (l_2713_ >> 16u);
            uint l_2718_ = (l_2717_ & 65535u);
            uint l_2719_ = (l_2714_ & 65535u);
            uint l_2720_ = (l_2718_ + l_2719_);
            uint l_2721_ = (l_2715_ & 65535u);
            uint l_2722_ = (l_2720_ + l_2721_);
            uint l_2723_ = (l_2714_ >> 16u);
            uint l_2724_ = (l_2723_ & 65535u);
            uint l_2725_ = (l_2716_ + l_2724_);
            uint l_2726_ = (l_2715_ >> 16u);
            uint l_2727_ = (l_2726_ & 65535u);
            uint l_2728_ = (l_2725_ + l_2727_);
            uint l_2729_ = (l_2722_ >> 16u);
            uint l_2730_ = (l_2729_ & 65535u);
            uint l_193_ = (l_2728_ + l_2730_);
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
            uint _e967 = l_mut_65_;
            l_mut_209_ = _e967;
            uint _e968 = l_mut_203_;
            l_mut_65_ = _e968;
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
                    uint _e980 = l_mut_203_;
                    l_mut_209_ = _e980;
                    l_mut_65_ = l_217_;
                }
            }
            uint _e981 = l_mut_30_;
            uint l_218_ = (_e981 * l_4_);
            uint _e983 = l_mut_80_;
            uint l_219_ = (_e983 * l_4_);
            uint _e985 = l_mut_30_;
            uint l_2732_ = (_e985 & 65535u);
            uint _e988 = l_mut_30_;
            uint l_2733_ = (_e988 >> 16u);
            uint l_2734_ = (l_2733_ & 65535u);
            uint l_2735_ = (l_4_ & 65535u);
            uint l_2736_ = (l_4_ >> 16u);
            uint l_2737_ = (l_2736_ & 65535u);
            uint l_2738_ = (l_2732_ * l_2735_);
            uint l_2739_ = (l_2734_ * l_2735_);
            uint l_2740_ = (l_2732_ * l_2737_);
            uint l_2741_ = (l_2734_ * l_2737_);
            uint l_2742_ = (l_2738_ >> 16u);
            uint l_2743_ = (l_2742_ & 65535u);
            uint l_2744_ = (l_2739_ & 65535u);
            uint l_2745_ = (l_2743_ + l_2744_);
            uint l_2746_ = (l_2740_ & 65535u);
            uint l_2747_ = (l_2745_ + l_2746_);
            uint l_2748_ = (l_2739_ >> 16u);
            uint l_2749_ = (l_2748_ & 65535u);
            uint l_2750_ = (l_2741_ + l_2749_);
            uint l_2751_ = (l_2740_ >> 16u);
            uint l_2752_ = (l_2751_ & 65535u);
            uint l_2753_ = (l_2750_ + l_2752_);
            uint l_2754_ = (l_2747_ >> 16u);
            uint l_2755_ = (l_2754_ & 65535u);
            uint l_220_ = (l_2753_ + l_2755_);
            uint l_221_ = (l_220_ + l_219_);
            uint _e1029 = l_mut_80_;
            uint l_2757_ = (_e1029 & 65535u);
            uint _e1032 = l_mut_80_;
            uint l_2758_ = (_e1032 >> 16u);
            uint l_2759_ = (l_2758_ & 65535u);
            uint l_2760_ = (l_4_ & 65535u);
            uint l_2761_ = (l_4_ >> 16u);
            uint l_2762_ = (l_2761_ & 65535u);
            uint l_2763_ = (l_2757_ * l_2760_);
            uint l_2764_ = (l_2759_ * l_2760_);
            uint l_2765_ = (l_2757_ * l_2762_);
            uint l_2766_ = (l_2759_ * l_2762_);
            uint l_2767_ = (l_2763_ >> 16u);
            uint l_2768_ = (l_2767_ & 65535u);
            uint l_2769_ = (l_2764_ & 65535u);
            uint l_2770_ = (l_2768_ + l_2769_);
            uint l_2771_ = (l_2765_ & 65535u);
            uint l_2772_ = (l_2770_ + l_2771_);
            uint l_2773_ = (l_2764_ >> 16u);
            uint l_2774_ = (l_2773_ & 65535u);
            uint l_2775_ = (l_2766_ + l_2774_);
            uint l_2776_ = (l_2765_ >> 16u);
            uint l_2777_ = (l_2776_ & 65535u);
            uint l_2778_ = (l_2775_ + l_2777_);
            uint l_2779_ = (l_2772_ >> 16u);
            uint l_2780_ = (l_2779_ & 65535u);
            uint l_222_ = (l_2778_ + l_2780_);
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
            uint _e1090 = l_mut_203_;
            l_mut_135_ = _e1090;
            uint _e1091 = l_mut_141_;
            l_mut_203_ = _e1091;
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
                    uint _e1103 = l_mut_141_;
                    l_mut_135_ = _e1103;
                    l_mut_203_ = l_244_;
                }
            }
            uint _e1104 = l_mut_30_;
            uint l_245_ = (_e1104 * l_4_);
            uint _e1106 = l_mut_80_;
            uint l_246_ = (_e1106 * l_4_);
            uint _e1108 = l_mut_30_;
            uint l_2782_ = (_e1108 & 65535u);
            uint _e1111 = l_mut_30_;
            uint l_2783_ = (_e1111 >> 16u);
            uint l_2784_ = (l_2783_ & 65535u);
            uint l_2785_ = (l_4_ & 65535u);
            uint l_2786_ = (l_4_ >> 16u);
            uint l_2787_ = (l_2786_ & 65535u);
            uint l_2788_ = (l_2782_ * l_2785_);
            uint l_2789_ = (l_2784_ * l_2785_);
            uint l_2790_ = (l_2782_ * l_2787_);
            uint l_2791_ = (l_2784_ * l_2787_);
            uint l_2792_ = (l_2788_ >> 16u);
            uint l_2793_ = (l_2792_ & 65535u);
            uint l_2794_ = (l_2789_ & 65535u);
            uint l_2795_ = (l_2793_ + l_2794_);
            uint l_2796_ = (l_2790_ & 65535u);
            uint l_2797_ = (l_2795_ + l_2796_);
            uint l_2798_ = (l_2789_ >> 16u);
            uint l_2799_ = (l_2798_ & 65535u);
            uint l_2800_ = (l_2791_ + l_2799_);
            uint l_2801_ = (l_2790_ >> 16u);
            uint l_2802_ = (l_2801_ & 65535u);
            uint l_2803_ = (l_2800_ + l_2802_);
            uint l_2804_ = (l_2797_ >> 16u);
            uint l_2805_ = (l_2804_ & 65535u);
            uint l_247_ = (l_2803_ + l_2805_);
            uint l_248_ = (l_247_ + l_246_);
            uint _e1152 = l_mut_80_;
            uint l_2807_ = (_e1152 & 65535u);
            uint _e1155 = l_mut_80_;
            uint l_2808_ = (_e1155 >> 16u);
            uint l_2809_ = (l_2808_ & 65535u);
            uint l_2810_ = (l_4_ & 65535u);
            uint l_2811_ = (l_4_ >> 16u);
            uint l_2812_ = (l_2811_ & 65535u);
            uint l_2813_ = (l_2807_ * l_2810_);
            uint l_2814_ = (l_2809_ * l_2810_);
            uint l_2815_ = (l_2807_ * l_2812_);
            uint l_2816_ = (l_2809_ * l_2812_);
            uint l_2817_ = (l_2813_ >> 16u);
            uint l_2818_ = (l_2817_ & 65535u);
            uint l_2819_ = (l_2814_ & 65535u);
            uint l_2820_ = (l_2818_ + l_2819_);
            uint l_2821_ = (l_2815_ & 65535u);
            uint l_2822_ = (l_2820_ + l_2821_);
            uint l_2823_ = (l_2814_ >> 16u);
            uint l_2824_ = (l_2823_ & 65535u);
            uint l_2825_ = (l_2816_ + l_2824_);
            uint l_2826_ = (l_2815_ >> 16u);
            uint l_2827_ = (l_2826_ & 65535u);
            uint l_2828_ = (l_2825_ + l_2827_);
            uint l_2829_ = (l_2822_ >> 16u);
            uint l_2830_ = (l_2829_ & 65535u);
            uint l_249_ = (l_2828_ + l_2830_);
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
            uint _e1213 = l_mut_141_;
            l_mut_265_ = _e1213;
            uint _e1214 = l_mut_259_;
            l_mut_141_ = _e1214;
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
                    uint _e1226 = l_mut_259_;
                    l_mut_265_ = _e1226;
                    l_mut_141_ = l_273_;
                }
            }
            uint _e1227 = l_mut_209_;
            uint l_274_ = (_e1227 * l_4_);
            uint _e1229 = l_mut_209_;
            uint l_2832_ = (_e1229 & 65535u);
            uint _e1232 = l_mut_209_;
            uint l_2833_ = (_e1232 >> 16u);
            uint l_2834_ = (l_2833_ & 65535u);
            uint l_2835_ = (l_4_ & 65535u);
            uint l_2836_ = (l_4_ >> 16u);
            uint l_2837_ = (l_2836_ & 65535u);
            uint l_2838_ = (l_2832_ * l_2835_);
            uint l_2839_ = (l_2834_ * l_2835_);
            uint l_2840_ = (l_2832_ * l_2837_);
            uint l_2841_ = (l_2834_ * l_2837_);
            uint l_2842_ = (l_2838_ >> 16u);
            uint l_2843_ = (l_2842_ & 65535u);
            uint l_2844_ = (l_2839_ & 65535u);
            uint l_2845_ = (l_2843_ + l_2844_);
            uint l_2846_ = (l_2840_ & 65535u);
            uint l_2847_ = (l_2845_ + l_2846_);
            uint l_2848_ = (l_2839_ >> 16u);
            uint l_2849_ = (l_2848_ & 65535u);
            uint l_2850_ = (l_2841_ + l_2849_);
            uint l_2851_ = (l_2840_ >> 16u);
            uint l_2852_ = (l_2851_ & 65535u);
            uint l_2853_ = (l_2850_ + l_2852_);
            uint l_2854_ = (l_2847_ >> 16u);
            uint l_2855_ = (l_2854_ & 65535u);
            uint l_275_ = (l_2853_ + l_2855_);
            uint _e1272 = l_mut_65_;
            uint l_276_ = (_e1272 * l_4_);
            uint l_277_ = (l_275_ + l_276_);
            uint _e1275 = l_mut_265_;
            uint l_278_ = (_e1275 + l_274_);
            uint _e1277 = l_mut_141_;
            uint l_279_ = (_e1277 + l_277_);
            uint _e1279 = l_mut_265_;
            bool l_280_ = (l_278_ < _e1279);
            uint l_281_ = uint(l_280_);
            uint l_282_ = (l_279_ + l_281_);
            uint _e1283 = l_mut_135_;
            l_mut_92_ = _e1283;
            uint _e1284 = l_mut_203_;
            l_mut_86_ = _e1284;
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
                    uint _e1305 = l_mut_135_;
                    l_mut_209_ = _e1305;
                    uint _e1306 = l_mut_203_;
                    l_mut_141_ = _e1306;
                    bool l_295_ = (l_111_ >= 32u);
                    if (l_295_) {
                        uint l_296_ = (l_111_ & 31u);
                        uint _e1311 = l_mut_203_;
                        uint l_297_ = (_e1311 >> l_296_);
                        l_mut_209_ = l_297_;
                        l_mut_141_ = 0u;
                    } else {
                        bool l_298_ = (l_111_ > 0u);
                        if (l_298_) {
                            uint _e1316 = l_mut_135_;
                            l_mut_80_ = _e1316;
                            bool l_299_ = (l_111_ > 0u);
                            if (l_299_) {
                                uint _e1319 = l_mut_135_;
                                uint l_300_ = (_e1319 >> l_111_);
                                uint l_301_ = (32u - l_111_);
                                uint _e1323 = l_mut_203_;
                                uint l_302_ = (_e1323 << l_301_);
                                uint l_303_ = (l_300_ | l_302_);
                                l_mut_80_ = l_303_;
                            }
                            uint _e1326 = l_mut_203_;
                            uint l_304_ = (_e1326 >> l_111_);
                            uint _e1328 = l_mut_80_;
                            l_mut_209_ = _e1328;
                            l_mut_141_ = l_304_;
                        }
                    }
                    uint _e1329 = l_mut_265_;
                    uint _e1330 = l_mut_209_;
                    uint l_305_ = (_e1329 + _e1330);
                    uint _e1332 = l_mut_259_;
                    uint _e1333 = l_mut_141_;
                    uint l_306_ = (_e1332 + _e1333);
                    uint _e1335 = l_mut_265_;
                    bool l_307_ = (l_305_ < _e1335);
                    uint l_308_ = uint(l_307_);
                    uint l_309_ = (l_306_ + l_308_);
                    l_mut_92_ = l_305_;
                    l_mut_86_ = l_309_;
                }
            }
            if (l_156_) {
                uint _e1340 = l_mut_92_;
                uint l_310_ = (0u - _e1340);
                uint _e1343 = l_mut_86_;
                uint l_311_ = (0u - _e1343);
                uint _e1346 = l_mut_92_;
                bool l_312_ = (0u < _e1346);
                uint l_313_ = uint(l_312_);
                uint l_314_ = (l_311_ - l_313_);
                l_mut_92_ = l_310_;
                l_mut_86_ = l_314_;
            }
        }
        uint _e1350 = l_mut_92_;
        l_mut_265_ = _e1350;
        uint _e1351 = l_mut_86_;
        l_mut_259_ = _e1351;
        uint _e1352 = l_mut_86_;
        uint l_315_ = (_e1352 >> 31u);
        bool l_316_ = (l_315_ == 1u);
        if (l_316_) {
            uint _e1358 = l_mut_92_;
            uint l_317_ = (0u - _e1358);
            uint _e1361 = l_mut_86_;
            uint l_318_ = (0u - _e1361);
            uint _e1364 = l_mut_92_;
            bool l_319_ = (0u < _e1364);
            uint l_320_ = uint(l_319_);
            uint l_321_ = (l_318_ - l_320_);
            l_mut_265_ = l_317_;
            l_mut_259_ = l_321_;
        }
        uint _e1368 = l_mut_265_;
        uint l_322_ = (l_14_ + _e1368);
        uint _e1370 = l_mut_259_;
        uint l_323_ = (l_17_ + _e1370);
        bool l_324_ = (l_322_ < l_14_);
        uint l_325_ = uint(l_324_);
        uint l_326_ = (l_323_ + l_325_);
        uint l_327_ = (l_322_ + 1u);
        uint l_328_ = (l_326_ + 0u);
        bool l_329_ = (l_327_ < l_322_);
        uint l_330_ = uint(l_329_);
        uint l_331_ = (l_328_ + l_330_);
        uint _e1382 = l_mut_92_;
        uint l_332_ = (l_54_ - _e1382);
        uint _e1384 = l_mut_86_;
        uint l_333_ = (l_57_ - _e1384);
        uint _e1386 = l_mut_92_;
        bool l_334_ = (l_54_ < _e1386);
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
        uint _e1419 = l_mut_135_;
        bool l_358_ = (_e1419 < l_351_);
        uint _e1421 = l_mut_135_;
        bool l_359_ = (_e1421 == l_351_);
        uint _e1423 = l_mut_141_;
        bool l_360_ = (_e1423 < l_347_);
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
            bool _e1438 = l_mut_364_;
            l_mut_357_ = _e1438;
            l_mut_364_ = false;
        }
        bool _e1440 = l_mut_364_;
        if (_e1440) {
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
            uint _e1455 = l_mut_80_;
            uint l_375_ = (_e1455 * l_374_);
            uint _e1457 = l_mut_80_;
            uint l_2857_ = (_e1457 & 65535u);
            uint _e1460 = l_mut_80_;
            uint l_2858_ = (_e1460 >> 16u);
            uint l_2859_ = (l_2858_ & 65535u);
            uint l_2860_ = (l_374_ & 65535u);
            uint l_2861_ = (l_374_ >> 16u);
            uint l_2862_ = (l_2861_ & 65535u);
            uint l_2863_ = (l_2857_ * l_2860_);
            uint l_2864_ = (l_2859_ * l_2860_);
            uint l_2865_ = (l_2857_ * l_2862_);
            uint l_2866_ = (l_2859_ * l_2862_);
            uint l_2867_ = (l_2863_ >> 16u);
            uint l_2868_ = (l_2867_ & 65535u);
            uint l_2869_ = (l_2864_ & 65535u);
            uint l_2870_ = (l_2868_ + l_2869_);
            uint l_2871_ = (l_2865_ & 65535u);
            uint l_2872_ = (l_2870_ + l_2871_);
            uint l_2873_ = (l_2864_ >> 16u);
            uint l_2874_ = (l_2873_ & 65535u);
            uint l_2875_ = (l_2866_ + l_2874_);
            uint l_2876_ = (l_2865_ >> 16u);
            uint l_2877_ = (l_2876_ & 65535u);
            uint l_2878_ = (l_2875_ + l_2877_);
            uint l_2879_ = (l_2872_ >> 16u);
            uint l_2880_ = (l_2879_ & 65535u);
            uint l_376_ = (l_2878_ + l_2880_);
            uint _e1500 = l_mut_65_;
            uint l_377_ = (_e1500 * l_374_);
            uint l_378_ = (l_376_ + l_377_);
            l_mut_30_ = 0u;
            uint l_379_ = (l_4_ - 1u);
            uint _e1506 = l_mut_80_;
            uint l_380_ = (_e1506 * l_379_);
            uint _e1508 = l_mut_65_;
            uint l_381_ = (_e1508 * l_379_);
            uint _e1510 = l_mut_80_;
            uint l_2882_ = (_e1510 & 65535u);
            uint _e1513 = l_mut_80_;
            uint l_2883_ = (_e1513 >> 16u);
            uint l_2884_ = (l_2883_ & 65535u);
            uint l_2885_ = (l_379_ & 65535u);
            uint l_2886_ = (l_379_ >> 16u);
            uint l_2887_ = (l_2886_ & 65535u);
            uint l_2888_ = (l_2882_ * l_2885_);
            uint l_2889_ = (l_2884_ * l_2885_);
            uint l_2890_ = (l_2882_ * l_2887_);
            uint l_2891_ = (l_2884_ * l_2887_);
            uint l_2892_ = (l_2888_ >> 16u);
            uint l_2893_ = (l_2892_ & 65535u);
            uint l_2894_ = (l_2889_ & 65535u);
            uint l_2895_ = (l_2893_ + l_2894_);
            uint l_2896_ = (l_2890_ & 65535u);
            uint l_2897_ = (l_2895_ + l_2896_);
            uint l_2898_ = (l_2889_ >> 16u);
            uint l_2899_ = (l_2898_ & 65535u);
            uint l_2900_ = (l_2891_ + l_2899_);
            uint l_2901_ = (l_2890_ >> 16u);
            uint l_2902_ = (l_2901_ & 65535u);
            uint l_2903_ = (l_2900_ + l_2902_);
            uint l_2904_ = (l_2897_ >> 16u);
            uint l_2905_ = (l_2904_ & 65535u);
            uint l_382_ = (l_2903_ + l_2905_);
            uint l_383_ = (l_382_ + l_381_);
            uint _e1554 = l_mut_65_;
            uint l_2907_ = (_e1554 & 65535u);
            uint _e1557 = l_mut_65_;
            uint l_2908_ = (_e1557 >> 16u);
            uint l_2909_ = (l_2908_ & 65535u);
            uint l_2910_ = (l_379_ & 65535u);
            uint l_2911_ = (l_379_ >> 16u);
            uint l_2912_ = (l_2911_ & 65535u);
            uint l_2913_ = (l_2907_ * l_2910_);
            uint l_2914_ = (l_2909_ * l_2910_);
            uint l_2915_ = (l_2907_ * l_2912_);
            uint l_2916_ = (l_2909_ * l_2912_);
            uint l_2917_ = (l_2913_ >> 16u);
            uint l_2918_ = (l_2917_ & 65535u);
            uint l_2919_ = (l_2914_ & 65535u);
            uint l_2920_ = (l_2918_ + l_2919_);
            uint l_2921_ = (l_2915_ & 65535u);
            uint l_2922_ = (l_2920_ + l_2921_);
            uint l_2923_ = (l_2914_ >> 16u);
            uint l_2924_ = (l_2923_ & 65535u);
            uint l_2925_ = (l_2916_ + l_2924_);
            uint l_2926_ = (l_2915_ >> 16u);
            uint l_2927_ = (l_2926_ & 65535u);
            uint l_2928_ = (l_2925_ + l_2927_);
            uint l_2929_ = (l_2922_ >> 16u);
            uint l_2930_ = (l_2929_ & 65535u);
            uint l_384_ = (l_2928_ + l_2930_);
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
            uint _e1615 = l_mut_389_;
            l_mut_401_ = _e1615;
            uint _e1616 = l_mut_395_;
            l_mut_389_ = _e1616;
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
                    uint _e1628 = l_mut_395_;
                    l_mut_401_ = _e1628;
                    l_mut_389_ = l_409_;
                }
            }
            uint _e1629 = l_mut_401_;
            uint _e1630 = l_mut_389_;
            uint l_410_ = (_e1629 | _e1630);
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
                        uint _e1665 = l_mut_65_;
                        bool l_429_ = (l_416_ < _e1665);
                        uint _e1667 = l_mut_65_;
                        bool l_430_ = (l_416_ == _e1667);
                        uint _e1669 = l_mut_80_;
                        bool l_431_ = (l_412_ < _e1669);
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
                            uint _e1682 = l_mut_65_;
                            bool l_436_ = (_e1682 < l_416_);
                            uint _e1684 = l_mut_65_;
                            bool l_437_ = (_e1684 == l_416_);
                            uint _e1686 = l_mut_80_;
                            bool l_438_ = (_e1686 < l_412_);
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
                                bool loop_init = true;
                                while(true) {
                                    if (!loop_init) {
                                        uint _e1793 = l_mut_449_;
                                        l_mut_449_ = (_e1793 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1708 = l_mut_449_;
                                    if ((_e1708 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1712 = l_mut_449_;
                                        uint l_450_ = (19u - _e1712);
                                        uint _e1714 = l_mut_446_;
                                        l_mut_451_ = _e1714;
                                        uint _e1715 = l_mut_447_;
                                        l_mut_452_ = _e1715;
                                        bool l_453_ = (l_450_ >= 32u);
                                        if (l_453_) {
                                            uint l_454_ = (l_450_ & 31u);
                                            uint _e1720 = l_mut_447_;
                                            uint l_455_ = (_e1720 >> l_454_);
                                            l_mut_451_ = l_455_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            bool l_456_ = (l_450_ > 0u);
                                            if (l_456_) {
                                                uint _e1725 = l_mut_446_;
                                                l_mut_457_ = _e1725;
                                                bool l_458_ = (l_450_ > 0u);
                                                if (l_458_) {
                                                    uint _e1728 = l_mut_446_;
                                                    uint l_459_ = (_e1728 >> l_450_);
                                                    uint l_460_ = (32u - l_450_);
                                                    uint _e1732 = l_mut_447_;
                                                    uint l_461_ = (_e1732 << l_460_);
                                                    uint l_462_ = (l_459_ | l_461_);
                                                    l_mut_457_ = l_462_;
                                                }
                                                uint _e1735 = l_mut_447_;
                                                uint l_463_ = (_e1735 >> l_450_);
                                                uint _e1737 = l_mut_457_;
                                                l_mut_451_ = _e1737;
                                                l_mut_452_ = l_463_;
                                            }
                                        }
                                        uint _e1738 = l_mut_452_;
                                        uint _e1739 = l_mut_65_;
                                        bool l_464_ = (_e1738 < _e1739);
                                        uint _e1741 = l_mut_452_;
                                        uint _e1742 = l_mut_65_;
                                        bool l_465_ = (_e1741 == _e1742);
                                        uint _e1744 = l_mut_451_;
                                        uint _e1745 = l_mut_80_;
                                        bool l_466_ = (_e1744 < _e1745);
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
                                            uint _e1757 = l_mut_80_;
                                            l_mut_457_ = _e1757;
                                            uint _e1758 = l_mut_65_;
                                            l_mut_452_ = _e1758;
                                            bool l_470_ = (l_450_ >= 32u);
                                            if (l_470_) {
                                                uint l_471_ = (l_450_ & 31u);
                                                uint _e1763 = l_mut_80_;
                                                uint l_472_ = (_e1763 << l_471_);
                                                l_mut_457_ = 0u;
                                                l_mut_452_ = l_472_;
                                            } else {
                                                bool l_473_ = (l_450_ > 0u);
                                                if (l_473_) {
                                                    uint _e1768 = l_mut_80_;
                                                    uint l_474_ = (_e1768 << l_450_);
                                                    uint _e1770 = l_mut_65_;
                                                    uint l_475_ = (_e1770 << l_450_);
                                                    uint l_476_ = (32u - l_450_);
                                                    uint _e1774 = l_mut_80_;
                                                    uint l_477_ = (_e1774 >> l_476_);
                                                    uint l_478_ = (l_475_ | l_477_);
                                                    l_mut_457_ = l_474_;
                                                    l_mut_452_ = l_478_;
                                                }
                                            }
                                            uint _e1777 = l_mut_446_;
                                            uint _e1778 = l_mut_457_;
                                            uint l_479_ = (_e1777 - _e1778);
                                            uint _e1780 = l_mut_447_;
                                            uint _e1781 = l_mut_452_;
                                            uint l_480_ = (_e1780 - _e1781);
                                            uint _e1783 = l_mut_446_;
                                            uint _e1784 = l_mut_457_;
                                            bool l_481_ = (_e1783 < _e1784);
                                            uint l_482_ = uint(l_481_);
                                            uint l_483_ = (l_480_ - l_482_);
                                            l_mut_446_ = l_479_;
                                            l_mut_447_ = l_483_;
                                            uint l_484_ = (1u << l_450_);
                                            uint _e1790 = l_mut_448_;
                                            l_mut_448_ = (_e1790 | l_484_);
                                        }
                                    }
                                }
                                uint _e1795 = l_mut_448_;
                                uint l_485_ = min(_e1795, l_427_);
                                l_mut_457_ = l_485_;
                                uint _e1797 = l_mut_447_;
                                uint _e1798 = l_mut_65_;
                                bool l_486_ = (_e1797 < _e1798);
                                uint _e1800 = l_mut_447_;
                                uint _e1801 = l_mut_65_;
                                bool l_487_ = (_e1800 == _e1801);
                                uint _e1803 = l_mut_446_;
                                uint _e1804 = l_mut_80_;
                                bool l_488_ = (_e1803 < _e1804);
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
                                uint _e1816 = l_mut_457_;
                                l_mut_435_ = _e1816;
                            }
                            uint _e1817 = l_mut_80_;
                            uint _e1818 = l_mut_435_;
                            uint l_492_ = (_e1817 * _e1818);
                            uint _e1820 = l_mut_80_;
                            uint l_2932_ = (_e1820 & 65535u);
                            uint _e1823 = l_mut_80_;
                            uint l_2933_ = (_e1823 >> 16u);
                            uint l_2934_ = (l_2933_ & 65535u);
                            uint _e1828 = l_mut_435_;
                            uint l_2935_ = (_e1828 & 65535u);
                            uint _e1831 = l_mut_435_;
                            uint l_2936_ = (_e1831 >> 16u);
                            uint l_2937_ = (l_2936_ & 65535u);
                            uint l_2938_ = (l_2932_ * l_2935_);
                            uint l_2939_ = (l_2934_ * l_2935_);
                            uint l_2940_ = (l_2932_ * l_2937_);
                            uint l_2941_ = (l_2934_ * l_2937_);
                            uint l_2942_ = (l_2938_ >> 16u);
                            uint l_2943_ = (l_2942_ & 65535u);
                            uint l_2944_ = (l_2939_ & 65535u);
                            uint l_2945_ = (l_2943_ + l_2944_);
                            uint l_2946_ = (l_2940_ & 65535u);
                            uint l_2947_ = (l_2945_ + l_2946_);
                            uint l_2948_ = (l_2939_ >> 16u);
                            uint l_2949_ = (l_2948_ & 65535u);
                            uint l_2950_ = (l_2941_ + l_2949_);
                            uint l_2951_ = (l_2940_ >> 16u);
                            uint l_2952_ = (l_2951_ & 65535u);
                            uint l_2953_ = (l_2950_ + l_2952_);
                            uint l_2954_ = (l_2947_ >> 16u);
                            uint l_2955_ = (l_2954_ & 65535u);
                            uint l_493_ = (l_2953_ + l_2955_);
                            uint _e1865 = l_mut_65_;
                            uint _e1866 = l_mut_435_;
                            uint l_494_ = (_e1865 * _e1866);
                            uint l_495_ = (l_493_ + l_494_);
                            uint l_496_ = (l_412_ - l_492_);
                            uint l_497_ = (l_416_ - l_495_);
                            bool l_498_ = (l_412_ < l_492_);
                            uint l_499_ = uint(l_498_);
                            uint l_500_ = (l_497_ - l_499_);
                            l_mut_389_ = l_496_;
                            l_mut_428_ = l_500_;
                            uint _e1874 = l_mut_428_;
                            uint _e1875 = l_mut_65_;
                            bool l_501_ = (_e1874 < _e1875);
                            uint _e1877 = l_mut_428_;
                            uint _e1878 = l_mut_65_;
                            bool l_502_ = (_e1877 == _e1878);
                            uint _e1880 = l_mut_389_;
                            uint _e1881 = l_mut_80_;
                            bool l_503_ = (_e1880 < _e1881);
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
                                uint _e1893 = l_mut_389_;
                                uint _e1894 = l_mut_80_;
                                uint l_507_ = (_e1893 - _e1894);
                                uint _e1896 = l_mut_428_;
                                uint _e1897 = l_mut_65_;
                                uint l_508_ = (_e1896 - _e1897);
                                uint _e1899 = l_mut_389_;
                                uint _e1900 = l_mut_80_;
                                bool l_509_ = (_e1899 < _e1900);
                                uint l_510_ = uint(l_509_);
                                uint l_511_ = (l_508_ - l_510_);
                                l_mut_389_ = l_507_;
                                l_mut_428_ = l_511_;
                            }
                        }
                        uint _e1904 = l_mut_80_;
                        uint _e1905 = l_mut_389_;
                        uint l_512_ = (_e1904 - _e1905);
                        uint _e1907 = l_mut_65_;
                        uint _e1908 = l_mut_428_;
                        uint l_513_ = (_e1907 - _e1908);
                        uint _e1910 = l_mut_80_;
                        uint _e1911 = l_mut_389_;
                        bool l_514_ = (_e1910 < _e1911);
                        uint l_515_ = uint(l_514_);
                        uint l_516_ = (l_513_ - l_515_);
                        l_mut_457_ = l_512_;
                        l_mut_452_ = l_516_;
                        uint _e1915 = l_mut_65_;
                        bool l_517_ = (l_516_ < _e1915);
                        uint _e1917 = l_mut_65_;
                        bool l_518_ = (l_516_ == _e1917);
                        uint _e1919 = l_mut_80_;
                        bool l_519_ = (l_512_ < _e1919);
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
                            uint _e1931 = l_mut_80_;
                            uint l_523_ = (l_512_ - _e1931);
                            uint _e1933 = l_mut_65_;
                            uint l_524_ = (l_516_ - _e1933);
                            uint _e1935 = l_mut_80_;
                            bool l_525_ = (l_512_ < _e1935);
                            uint l_526_ = uint(l_525_);
                            uint l_527_ = (l_524_ - l_526_);
                            l_mut_457_ = l_523_;
                            l_mut_452_ = l_527_;
                        }
                        uint _e1939 = l_mut_452_;
                        uint _e1940 = l_mut_395_;
                        bool l_528_ = (_e1939 < _e1940);
                        uint _e1942 = l_mut_452_;
                        uint _e1943 = l_mut_395_;
                        bool l_529_ = (_e1942 == _e1943);
                        uint _e1945 = l_mut_457_;
                        uint _e1946 = l_mut_401_;
                        bool l_530_ = (_e1945 < _e1946);
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
                            uint _e1957 = l_mut_457_;
                            l_mut_401_ = _e1957;
                            uint _e1958 = l_mut_452_;
                            l_mut_395_ = _e1958;
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
                        uint _e1978 = l_mut_65_;
                        bool l_544_ = (l_341_ < _e1978);
                        uint _e1980 = l_mut_65_;
                        bool l_545_ = (l_341_ == _e1980);
                        uint _e1982 = l_mut_80_;
                        bool l_546_ = (l_337_ < _e1982);
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
                            uint _e1995 = l_mut_65_;
                            bool l_550_ = (_e1995 < l_341_);
                            uint _e1997 = l_mut_65_;
                            bool l_551_ = (_e1997 == l_341_);
                            uint _e1999 = l_mut_80_;
                            bool l_552_ = (_e1999 < l_337_);
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
                                bool loop_init_1 = true;
                                while(true) {
                                    if (!loop_init_1) {
                                        uint _e2106 = l_mut_560_;
                                        l_mut_560_ = (_e2106 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2021 = l_mut_560_;
                                    if ((_e2021 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2025 = l_mut_560_;
                                        uint l_561_ = (19u - _e2025);
                                        uint _e2027 = l_mut_448_;
                                        l_mut_435_ = _e2027;
                                        uint _e2028 = l_mut_447_;
                                        l_mut_428_ = _e2028;
                                        bool l_562_ = (l_561_ >= 32u);
                                        if (l_562_) {
                                            uint l_563_ = (l_561_ & 31u);
                                            uint _e2033 = l_mut_447_;
                                            uint l_564_ = (_e2033 >> l_563_);
                                            l_mut_435_ = l_564_;
                                            l_mut_428_ = 0u;
                                        } else {
                                            bool l_565_ = (l_561_ > 0u);
                                            if (l_565_) {
                                                uint _e2038 = l_mut_448_;
                                                l_mut_389_ = _e2038;
                                                bool l_566_ = (l_561_ > 0u);
                                                if (l_566_) {
                                                    uint _e2041 = l_mut_448_;
                                                    uint l_567_ = (_e2041 >> l_561_);
                                                    uint l_568_ = (32u - l_561_);
                                                    uint _e2045 = l_mut_447_;
                                                    uint l_569_ = (_e2045 << l_568_);
                                                    uint l_570_ = (l_567_ | l_569_);
                                                    l_mut_389_ = l_570_;
                                                }
                                                uint _e2048 = l_mut_447_;
                                                uint l_571_ = (_e2048 >> l_561_);
                                                uint _e2050 = l_mut_389_;
                                                l_mut_435_ = _e2050;
                                                l_mut_428_ = l_571_;
                                            }
                                        }
                                        uint _e2051 = l_mut_428_;
                                        uint _e2052 = l_mut_65_;
                                        bool l_572_ = (_e2051 < _e2052);
                                        uint _e2054 = l_mut_428_;
                                        uint _e2055 = l_mut_65_;
                                        bool l_573_ = (_e2054 == _e2055);
                                        uint _e2057 = l_mut_435_;
                                        uint _e2058 = l_mut_80_;
                                        bool l_574_ = (_e2057 < _e2058);
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
                                            uint _e2070 = l_mut_80_;
                                            l_mut_435_ = _e2070;
                                            uint _e2071 = l_mut_65_;
                                            l_mut_428_ = _e2071;
                                            bool l_578_ = (l_561_ >= 32u);
                                            if (l_578_) {
                                                uint l_579_ = (l_561_ & 31u);
                                                uint _e2076 = l_mut_80_;
                                                uint l_580_ = (_e2076 << l_579_);
                                                l_mut_435_ = 0u;
                                                l_mut_428_ = l_580_;
                                            } else {
                                                bool l_581_ = (l_561_ > 0u);
                                                if (l_581_) {
                                                    uint _e2081 = l_mut_80_;
                                                    uint l_582_ = (_e2081 << l_561_);
                                                    uint _e2083 = l_mut_65_;
                                                    uint l_583_ = (_e2083 << l_561_);
                                                    uint l_584_ = (32u - l_561_);
                                                    uint _e2087 = l_mut_80_;
                                                    uint l_585_ = (_e2087 >> l_584_);
                                                    uint l_586_ = (l_583_ | l_585_);
                                                    l_mut_435_ = l_582_;
                                                    l_mut_428_ = l_586_;
                                                }
                                            }
                                            uint _e2090 = l_mut_448_;
                                            uint _e2091 = l_mut_435_;
                                            uint l_587_ = (_e2090 - _e2091);
                                            uint _e2093 = l_mut_447_;
                                            uint _e2094 = l_mut_428_;
                                            uint l_588_ = (_e2093 - _e2094);
                                            uint _e2096 = l_mut_448_;
                                            uint _e2097 = l_mut_435_;
                                            bool l_589_ = (_e2096 < _e2097);
                                            uint l_590_ = uint(l_589_);
                                            uint l_591_ = (l_588_ - l_590_);
                                            l_mut_448_ = l_587_;
                                            l_mut_447_ = l_591_;
                                            uint l_592_ = (1u << l_561_);
                                            uint _e2103 = l_mut_446_;
                                            l_mut_446_ = (_e2103 | l_592_);
                                        }
                                    }
                                }
                                uint _e2108 = l_mut_446_;
                                uint l_593_ = min(_e2108, l_543_);
                                l_mut_446_ = l_593_;
                                uint _e2110 = l_mut_447_;
                                uint _e2111 = l_mut_65_;
                                bool l_594_ = (_e2110 < _e2111);
                                uint _e2113 = l_mut_447_;
                                uint _e2114 = l_mut_65_;
                                bool l_595_ = (_e2113 == _e2114);
                                uint _e2116 = l_mut_448_;
                                uint _e2117 = l_mut_80_;
                                bool l_596_ = (_e2116 < _e2117);
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
                                uint _e2129 = l_mut_446_;
                                l_mut_451_ = _e2129;
                            }
                            uint _e2130 = l_mut_80_;
                            uint _e2131 = l_mut_451_;
                            uint l_600_ = (_e2130 * _e2131);
                            uint _e2133 = l_mut_80_;
                            uint l_2957_ = (_e2133 & 65535u);
                            uint _e2136 = l_mut_80_;
                            uint l_2958_ = (_e2136 >> 16u);
                            uint l_2959_ = (l_2958_ & 65535u);
                            uint _e2141 = l_mut_451_;
                            uint l_2960_ = (_e2141 & 65535u);
                            uint _e2144 = l_mut_451_;
                            uint l_2961_ = (_e2144 >> 16u);
                            uint l_2962_ = (l_2961_ & 65535u);
                            uint l_2963_ = (l_2957_ * l_2960_);
                            uint l_2964_ = (l_2959_ * l_2960_);
                            uint l_2965_ = (l_2957_ * l_2962_);
                            uint l_2966_ = (l_2959_ * l_2962_);
                            uint l_2967_ = (l_2963_ >> 16u);
                            uint l_2968_ = (l_2967_ & 65535u);
                            uint l_2969_ = (l_2964_ & 65535u);
                            uint l_2970_ = (l_2968_ + l_2969_);
                            uint l_2971_ = (l_2965_ & 65535u);
                            uint l_2972_ = (l_2970_ + l_2971_);
                            uint l_2973_ = (l_2964_ >> 16u);
                            uint l_2974_ = (l_2973_ & 65535u);
                            uint l_2975_ = (l_2966_ + l_2974_);
                            uint l_2976_ = (l_2965_ >> 16u);
                            uint l_2977_ = (l_2976_ & 65535u);
                            uint l_2978_ = (l_2975_ + l_2977_);
                            uint l_2979_ = (l_2972_ >> 16u);
                            uint l_2980_ = (l_2979_ & 65535u);
                            uint l_601_ = (l_2978_ + l_2980_);
                            uint _e2178 = l_mut_65_;
                            uint _e2179 = l_mut_451_;
                            uint l_602_ = (_e2178 * _e2179);
                            uint l_603_ = (l_601_ + l_602_);
                            uint l_604_ = (l_337_ - l_600_);
                            uint l_605_ = (l_341_ - l_603_);
                            bool l_606_ = (l_337_ < l_600_);
                            uint l_607_ = uint(l_606_);
                            uint l_608_ = (l_605_ - l_607_);
                            l_mut_457_ = l_604_;
                            l_mut_452_ = l_608_;
                            uint _e2187 = l_mut_452_;
                            uint _e2188 = l_mut_65_;
                            bool l_609_ = (_e2187 < _e2188);
                            uint _e2190 = l_mut_452_;
                            uint _e2191 = l_mut_65_;
                            bool l_610_ = (_e2190 == _e2191);
                            uint _e2193 = l_mut_457_;
                            uint _e2194 = l_mut_80_;
                            bool l_611_ = (_e2193 < _e2194);
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
                                uint _e2206 = l_mut_457_;
                                uint _e2207 = l_mut_80_;
                                uint l_615_ = (_e2206 - _e2207);
                                uint _e2209 = l_mut_452_;
                                uint _e2210 = l_mut_65_;
                                uint l_616_ = (_e2209 - _e2210);
                                uint _e2212 = l_mut_457_;
                                uint _e2213 = l_mut_80_;
                                bool l_617_ = (_e2212 < _e2213);
                                uint l_618_ = uint(l_617_);
                                uint l_619_ = (l_616_ - l_618_);
                                l_mut_457_ = l_615_;
                                l_mut_452_ = l_619_;
                            }
                        }
                        uint _e2217 = l_mut_452_;
                        uint _e2218 = l_mut_395_;
                        bool l_620_ = (_e2217 < _e2218);
                        uint _e2220 = l_mut_452_;
                        uint _e2221 = l_mut_395_;
                        bool l_621_ = (_e2220 == _e2221);
                        uint _e2223 = l_mut_457_;
                        uint _e2224 = l_mut_401_;
                        bool l_622_ = (_e2223 < _e2224);
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
                            uint _e2235 = l_mut_457_;
                            l_mut_401_ = _e2235;
                            uint _e2236 = l_mut_452_;
                            l_mut_395_ = _e2236;
                        }
                    }
                }
                uint _e2237 = l_mut_395_;
                bool l_625_ = (_e2237 < l_351_);
                uint _e2239 = l_mut_395_;
                bool l_626_ = (_e2239 == l_351_);
                uint _e2241 = l_mut_401_;
                bool l_627_ = (_e2241 < l_347_);
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
            uint _e2256 = l_mut_30_;
            bool l_633_ = (_e2256 > 0u);
            if (l_633_) {
                uint _e2259 = l_mut_30_;
                bool l_634_ = (_e2259 == 1u);
                l_mut_357_ = l_634_;
                l_mut_364_ = false;
            }
        }
        l_mut_635_ = false;
        while(true) {
            bool _e2264 = l_mut_364_;
            bool l_636_ = !(_e2264);
            if (l_636_) {
                break;
            }
            uint _e2266 = l_mut_265_;
            l_mut_457_ = _e2266;
            uint _e2267 = l_mut_259_;
            l_mut_452_ = _e2267;
            bool _e2268 = l_mut_635_;
            if (_e2268) {
                uint _e2269 = l_mut_209_;
                l_mut_457_ = _e2269;
                uint _e2270 = l_mut_203_;
                l_mut_452_ = _e2270;
            }
            uint _e2271 = l_mut_135_;
            uint _e2272 = l_mut_452_;
            bool l_637_ = (_e2271 < _e2272);
            uint _e2274 = l_mut_135_;
            uint _e2275 = l_mut_452_;
            bool l_638_ = (_e2274 == _e2275);
            uint _e2277 = l_mut_141_;
            uint _e2278 = l_mut_457_;
            bool l_639_ = (_e2277 < _e2278);
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
            bool _e2290 = l_mut_635_;
            bool l_643_ = (l_642_ != _e2290);
            if (l_643_) {
                uint _e2292 = l_mut_265_;
                l_mut_457_ = _e2292;
                uint _e2293 = l_mut_259_;
                l_mut_452_ = _e2293;
                uint _e2294 = l_mut_209_;
                l_mut_265_ = _e2294;
                uint _e2295 = l_mut_203_;
                l_mut_259_ = _e2295;
                uint _e2296 = l_mut_457_;
                l_mut_209_ = _e2296;
                uint _e2297 = l_mut_452_;
                l_mut_203_ = _e2297;
                uint _e2298 = l_mut_92_;
                l_mut_457_ = _e2298;
                uint _e2299 = l_mut_86_;
                l_mut_92_ = _e2299;
                uint _e2300 = l_mut_457_;
                l_mut_86_ = _e2300;
                l_mut_635_ = l_642_;
            }
            uint _e2301 = l_mut_265_;
            uint _e2302 = l_mut_141_;
            uint l_644_ = (_e2301 - _e2302);
            uint _e2304 = l_mut_259_;
            uint _e2305 = l_mut_135_;
            uint l_645_ = (_e2304 - _e2305);
            uint _e2307 = l_mut_265_;
            uint _e2308 = l_mut_141_;
            bool l_646_ = (_e2307 < _e2308);
            uint l_647_ = uint(l_646_);
            uint l_648_ = (l_645_ - l_647_);
            l_mut_457_ = l_644_;
            l_mut_452_ = l_648_;
            bool _e2312 = l_mut_635_;
            if (_e2312) {
                uint _e2313 = l_mut_141_;
                uint l_649_ = (_e2313 - l_347_);
                uint _e2315 = l_mut_135_;
                uint l_650_ = (_e2315 - l_351_);
                uint _e2317 = l_mut_141_;
                bool l_651_ = (_e2317 < l_347_);
                uint l_652_ = uint(l_651_);
                uint l_653_ = (l_650_ - l_652_);
                l_mut_457_ = l_649_;
                l_mut_452_ = l_653_;
            }
            uint _e2321 = l_mut_265_;
            l_mut_451_ = _e2321;
            uint _e2322 = l_mut_259_;
            l_mut_448_ = _e2322;
            uint _e2323 = l_mut_452_;
            uint _e2324 = l_mut_259_;
            bool l_654_ = (_e2323 < _e2324);
            uint _e2326 = l_mut_452_;
            uint _e2327 = l_mut_259_;
            bool l_655_ = (_e2326 == _e2327);
            uint _e2329 = l_mut_457_;
            uint _e2330 = l_mut_265_;
            bool l_656_ = (_e2329 < _e2330);
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
                uint _e2341 = l_mut_457_;
                l_mut_451_ = _e2341;
                uint _e2342 = l_mut_452_;
                l_mut_448_ = _e2342;
            }
            l_mut_659_ = false;
            uint _e2344 = l_mut_451_;
            l_mut_457_ = _e2344;
            uint _e2345 = l_mut_448_;
            l_mut_452_ = _e2345;
            if (false) {
                uint _e2348 = l_mut_448_;
                uint l_662_ = (_e2348 >> 3u);
                l_mut_457_ = l_662_;
                l_mut_452_ = 0u;
            } else {
                if (true) {
                    uint _e2352 = l_mut_451_;
                    l_mut_447_ = _e2352;
                    if (true) {
                        uint _e2354 = l_mut_451_;
                        uint l_665_ = (_e2354 >> 3u);
                        uint _e2357 = l_mut_448_;
                        uint l_666_ = (_e2357 << 29u);
                        uint l_667_ = (l_665_ | l_666_);
                        l_mut_447_ = l_667_;
                    }
                    uint _e2361 = l_mut_448_;
                    uint l_668_ = (_e2361 >> 3u);
                    uint _e2364 = l_mut_447_;
                    l_mut_457_ = _e2364;
                    l_mut_452_ = l_668_;
                }
            }
            uint _e2365 = l_mut_452_;
            uint _e2366 = l_mut_203_;
            bool l_669_ = (_e2365 < _e2366);
            uint _e2368 = l_mut_452_;
            uint _e2369 = l_mut_203_;
            bool l_670_ = (_e2368 == _e2369);
            uint _e2371 = l_mut_457_;
            uint _e2372 = l_mut_209_;
            bool l_671_ = (_e2371 < _e2372);
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
            uint _e2385 = l_mut_209_;
            uint _e2386 = l_mut_203_;
            uint l_675_ = (_e2385 | _e2386);
            bool l_676_ = (l_675_ == 0u);
            bool l_677_ = !(l_676_);
            bool _e2391 = l_mut_659_;
            if (_e2391) {
                local_45 = l_677_;
            } else {
                local_45 = false;
            }
            bool l_678_ = local_45;
            uint _e2396 = l_mut_203_;
            uint _e2397 = l_mut_448_;
            bool l_679_ = (_e2396 < _e2397);
            uint _e2399 = l_mut_203_;
            uint _e2400 = l_mut_448_;
            bool l_680_ = (_e2399 == _e2400);
            uint _e2402 = l_mut_209_;
            uint _e2403 = l_mut_451_;
            bool l_681_ = (_e2402 < _e2403);
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
            uint _e2418 = l_mut_92_;
            uint _e2419 = l_mut_86_;
            uint l_685_ = (_e2418 + _e2419);
            bool l_686_ = (l_685_ < l_4_);
            if (l_684_) {
                local_49 = l_686_;
            } else {
                local_49 = false;
            }
            bool l_687_ = local_49;
            if (l_687_) {
                uint _e2426 = l_mut_92_;
                uint l_688_ = (l_4_ - _e2426);
                uint _e2428 = l_mut_86_;
                uint l_689_ = (l_688_ - _e2428);
                uint _e2430 = l_mut_92_;
                uint l_690_ = (l_689_ / _e2430);
                uint _e2432 = l_mut_451_;
                uint l_691_ = (_e2432 - 1u);
                uint _e2435 = l_mut_448_;
                uint l_692_ = (_e2435 - 0u);
                uint _e2438 = l_mut_451_;
                bool l_693_ = (_e2438 < 1u);
                uint l_694_ = uint(l_693_);
                uint l_695_ = (l_692_ - l_694_);
                l_mut_452_ = l_691_;
                l_mut_451_ = l_695_;
                l_mut_448_ = 0u;
                l_mut_696_ = 0u;
                bool loop_init_2 = true;
                while(true) {
                    if (!loop_init_2) {
                        uint _e2531 = l_mut_696_;
                        l_mut_696_ = (_e2531 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2446 = l_mut_696_;
                    if ((_e2446 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2450 = l_mut_696_;
                        uint l_697_ = (19u - _e2450);
                        uint _e2452 = l_mut_452_;
                        l_mut_447_ = _e2452;
                        uint _e2453 = l_mut_451_;
                        l_mut_446_ = _e2453;
                        bool l_698_ = (l_697_ >= 32u);
                        if (l_698_) {
                            uint l_699_ = (l_697_ & 31u);
                            uint _e2458 = l_mut_451_;
                            uint l_700_ = (_e2458 >> l_699_);
                            l_mut_447_ = l_700_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_701_ = (l_697_ > 0u);
                            if (l_701_) {
                                uint _e2463 = l_mut_452_;
                                l_mut_435_ = _e2463;
                                bool l_702_ = (l_697_ > 0u);
                                if (l_702_) {
                                    uint _e2466 = l_mut_452_;
                                    uint l_703_ = (_e2466 >> l_697_);
                                    uint l_704_ = (32u - l_697_);
                                    uint _e2470 = l_mut_451_;
                                    uint l_705_ = (_e2470 << l_704_);
                                    uint l_706_ = (l_703_ | l_705_);
                                    l_mut_435_ = l_706_;
                                }
                                uint _e2473 = l_mut_451_;
                                uint l_707_ = (_e2473 >> l_697_);
                                uint _e2475 = l_mut_435_;
                                l_mut_447_ = _e2475;
                                l_mut_446_ = l_707_;
                            }
                        }
                        uint _e2476 = l_mut_446_;
                        uint _e2477 = l_mut_203_;
                        bool l_708_ = (_e2476 < _e2477);
                        uint _e2479 = l_mut_446_;
                        uint _e2480 = l_mut_203_;
                        bool l_709_ = (_e2479 == _e2480);
                        uint _e2482 = l_mut_447_;
                        uint _e2483 = l_mut_209_;
                        bool l_710_ = (_e2482 < _e2483);
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
                            uint _e2495 = l_mut_209_;
                            l_mut_447_ = _e2495;
                            uint _e2496 = l_mut_203_;
                            l_mut_446_ = _e2496;
                            bool l_714_ = (l_697_ >= 32u);
                            if (l_714_) {
                                uint l_715_ = (l_697_ & 31u);
                                uint _e2501 = l_mut_209_;
                                uint l_716_ = (_e2501 << l_715_);
                                l_mut_447_ = 0u;
                                l_mut_446_ = l_716_;
                            } else {
                                bool l_717_ = (l_697_ > 0u);
                                if (l_717_) {
                                    uint _e2506 = l_mut_209_;
                                    uint l_718_ = (_e2506 << l_697_);
                                    uint _e2508 = l_mut_203_;
                                    uint l_719_ = (_e2508 << l_697_);
                                    uint l_720_ = (32u - l_697_);
                                    uint _e2512 = l_mut_209_;
                                    uint l_721_ = (_e2512 >> l_720_);
                                    uint l_722_ = (l_719_ | l_721_);
                                    l_mut_447_ = l_718_;
                                    l_mut_446_ = l_722_;
                                }
                            }
                            uint _e2515 = l_mut_452_;
                            uint _e2516 = l_mut_447_;
                            uint l_723_ = (_e2515 - _e2516);
                            uint _e2518 = l_mut_451_;
                            uint _e2519 = l_mut_446_;
                            uint l_724_ = (_e2518 - _e2519);
                            uint _e2521 = l_mut_452_;
                            uint _e2522 = l_mut_447_;
                            bool l_725_ = (_e2521 < _e2522);
                            uint l_726_ = uint(l_725_);
                            uint l_727_ = (l_724_ - l_726_);
                            l_mut_452_ = l_723_;
                            l_mut_451_ = l_727_;
                            uint l_728_ = (1u << l_697_);
                            uint _e2528 = l_mut_448_;
                            l_mut_448_ = (_e2528 | l_728_);
                        }
                    }
                }
                uint _e2533 = l_mut_448_;
                uint l_729_ = min(_e2533, l_690_);
                l_mut_448_ = l_729_;
                uint _e2535 = l_mut_451_;
                uint _e2536 = l_mut_203_;
                bool l_730_ = (_e2535 < _e2536);
                uint _e2538 = l_mut_451_;
                uint _e2539 = l_mut_203_;
                bool l_731_ = (_e2538 == _e2539);
                uint _e2541 = l_mut_452_;
                uint _e2542 = l_mut_209_;
                bool l_732_ = (_e2541 < _e2542);
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
                uint _e2554 = l_mut_448_;
                l_mut_457_ = _e2554;
            }
            uint _e2555 = l_mut_265_;
            l_mut_452_ = _e2555;
            uint _e2556 = l_mut_259_;
            l_mut_451_ = _e2556;
            uint _e2557 = l_mut_209_;
            l_mut_448_ = _e2557;
            uint _e2558 = l_mut_203_;
            l_mut_447_ = _e2558;
            uint _e2559 = l_mut_92_;
            l_mut_446_ = _e2559;
            uint _e2560 = l_mut_86_;
            l_mut_435_ = _e2560;
            uint _e2561 = l_mut_141_;
            l_mut_428_ = _e2561;
            uint _e2562 = l_mut_135_;
            l_mut_401_ = _e2562;
            l_mut_395_ = 0u;
            uint _e2564 = l_mut_457_;
            bool l_736_ = (_e2564 > 0u);
            if (l_736_) {
                uint _e2567 = l_mut_209_;
                uint _e2568 = l_mut_457_;
                uint l_737_ = (_e2567 * _e2568);
                uint _e2570 = l_mut_209_;
                uint l_2982_ = (_e2570 & 65535u);
                uint _e2573 = l_mut_209_;
                uint l_2983_ = (_e2573 >> 16u);
                uint l_2984_ = (l_2983_ & 65535u);
                uint _e2578 = l_mut_457_;
                uint l_2985_ = (_e2578 & 65535u);
                uint _e2581 = l_mut_457_;
                uint l_2986_ = (_e2581 >> 16u);
                uint l_2987_ = (l_2986_ & 65535u);
                uint l_2988_ = (l_2982_ * l_2985_);
                uint l_2989_ = (l_2984_ * l_2985_);
                uint l_2990_ = (l_2982_ * l_2987_);
                uint l_2991_ = (l_2984_ * l_2987_);
                uint l_2992_ = (l_2988_ >> 16u);
                uint l_2993_ = (l_2992_ & 65535u);
                uint l_2994_ = (l_2989_ & 65535u);
                uint l_2995_ = (l_2993_ + l_2994_);
                uint l_2996_ = (l_2990_ & 65535u);
                uint l_2997_ = (l_2995_ + l_2996_);
                uint l_2998_ = (l_2989_ >> 16u);
                uint l_2999_ = (l_2998_ & 65535u);
                uint l_3000_ = (l_2991_ + l_2999_);
                uint l_3001_ = (l_2990_ >> 16u);
                uint l_3002_ = (l_3001_ & 65535u);
                uint l_3003_ = (l_3000_ + l_3002_);
                uint l_3004_ = (l_2997_ >> 16u);
                uint l_3005_ = (l_3004_ & 65535u);
                uint l_738_ = (l_3003_ + l_3005_);
                uint _e2615 = l_mut_203_;
                uint _e2616 = l_mut_457_;
                uint l_739_ = (_e2615 * _e2616);
                uint l_740_ = (l_738_ + l_739_);
                bool _e2619 = l_mut_635_;
                if (_e2619) {
                    uint _e2620 = l_mut_141_;
                    uint l_741_ = (_e2620 - l_737_);
                    uint _e2622 = l_mut_135_;
                    uint l_742_ = (_e2622 - l_740_);
                    uint _e2624 = l_mut_141_;
                    bool l_743_ = (_e2624 < l_737_);
                    uint l_744_ = uint(l_743_);
                    uint l_745_ = (l_742_ - l_744_);
                    l_mut_428_ = l_741_;
                    l_mut_401_ = l_745_;
                }
                uint _e2628 = l_mut_265_;
                uint l_746_ = (_e2628 - l_737_);
                uint _e2630 = l_mut_259_;
                uint l_747_ = (_e2630 - l_740_);
                uint _e2632 = l_mut_265_;
                bool l_748_ = (_e2632 < l_737_);
                uint l_749_ = uint(l_748_);
                uint l_750_ = (l_747_ - l_749_);
                l_mut_452_ = l_746_;
                l_mut_451_ = l_750_;
                uint _e2636 = l_mut_457_;
                uint _e2637 = l_mut_92_;
                uint l_751_ = (_e2636 * _e2637);
                uint _e2639 = l_mut_86_;
                uint l_752_ = (_e2639 + l_751_);
                l_mut_435_ = l_752_;
            } else {
                bool _e2641 = l_mut_635_;
                if (_e2641) {
                    uint _e2642 = l_mut_141_;
                    uint _e2643 = l_mut_209_;
                    uint l_753_ = (_e2642 - _e2643);
                    uint _e2645 = l_mut_135_;
                    uint _e2646 = l_mut_203_;
                    uint l_754_ = (_e2645 - _e2646);
                    uint _e2648 = l_mut_141_;
                    uint _e2649 = l_mut_209_;
                    bool l_755_ = (_e2648 < _e2649);
                    uint l_756_ = uint(l_755_);
                    uint l_757_ = (l_754_ - l_756_);
                    l_mut_428_ = l_753_;
                    l_mut_401_ = l_757_;
                    uint _e2653 = l_mut_401_;
                    bool l_758_ = (_e2653 < l_351_);
                    uint _e2655 = l_mut_401_;
                    bool l_759_ = (_e2655 == l_351_);
                    uint _e2657 = l_mut_428_;
                    bool l_760_ = (_e2657 < l_347_);
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
                uint _e2669 = l_mut_395_;
                bool l_763_ = (_e2669 == 0u);
                if (l_763_) {
                    uint _e2672 = l_mut_92_;
                    uint l_764_ = (l_4_ - _e2672);
                    uint _e2674 = l_mut_86_;
                    uint l_765_ = (l_764_ / _e2674);
                    l_mut_457_ = 0u;
                    l_mut_659_ = false;
                    uint _e2678 = l_mut_209_;
                    l_mut_389_ = _e2678;
                    uint _e2679 = l_mut_203_;
                    l_mut_80_ = _e2679;
                    if (false) {
                        uint _e2682 = l_mut_203_;
                        uint l_768_ = (_e2682 >> 3u);
                        l_mut_389_ = l_768_;
                        l_mut_80_ = 0u;
                    } else {
                        if (true) {
                            uint _e2686 = l_mut_209_;
                            l_mut_65_ = _e2686;
                            if (true) {
                                uint _e2688 = l_mut_209_;
                                uint l_771_ = (_e2688 >> 3u);
                                uint _e2691 = l_mut_203_;
                                uint l_772_ = (_e2691 << 29u);
                                uint l_773_ = (l_771_ | l_772_);
                                l_mut_65_ = l_773_;
                            }
                            uint _e2695 = l_mut_203_;
                            uint l_774_ = (_e2695 >> 3u);
                            uint _e2698 = l_mut_65_;
                            l_mut_389_ = _e2698;
                            l_mut_80_ = l_774_;
                        }
                    }
                    uint _e2699 = l_mut_80_;
                    uint _e2700 = l_mut_259_;
                    bool l_775_ = (_e2699 < _e2700);
                    uint _e2702 = l_mut_80_;
                    uint _e2703 = l_mut_259_;
                    bool l_776_ = (_e2702 == _e2703);
                    uint _e2705 = l_mut_389_;
                    uint _e2706 = l_mut_265_;
                    bool l_777_ = (_e2705 < _e2706);
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
                    uint _e2718 = l_mut_265_;
                    uint _e2719 = l_mut_259_;
                    uint l_781_ = (_e2718 | _e2719);
                    bool l_782_ = (l_781_ == 0u);
                    if (l_782_) {
                        l_mut_457_ = l_765_;
                    } else {
                        bool _e2723 = l_mut_659_;
                        if (_e2723) {
                            uint _e2724 = l_mut_259_;
                            uint _e2725 = l_mut_203_;
                            bool l_783_ = (_e2724 < _e2725);
                            uint _e2727 = l_mut_259_;
                            uint _e2728 = l_mut_203_;
                            bool l_784_ = (_e2727 == _e2728);
                            uint _e2730 = l_mut_265_;
                            uint _e2731 = l_mut_209_;
                            bool l_785_ = (_e2730 < _e2731);
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
                                uint _e2742 = l_mut_209_;
                                uint l_788_ = (_e2742 - 1u);
                                uint _e2745 = l_mut_203_;
                                uint l_789_ = (_e2745 - 0u);
                                uint _e2748 = l_mut_209_;
                                bool l_790_ = (_e2748 < 1u);
                                uint l_791_ = uint(l_790_);
                                uint l_792_ = (l_789_ - l_791_);
                                l_mut_389_ = l_788_;
                                l_mut_80_ = l_792_;
                                l_mut_65_ = 0u;
                                l_mut_793_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2841 = l_mut_793_;
                                        l_mut_793_ = (_e2841 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2756 = l_mut_793_;
                                    if ((_e2756 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2760 = l_mut_793_;
                                        uint l_794_ = (19u - _e2760);
                                        uint _e2762 = l_mut_389_;
                                        l_mut_30_ = _e2762;
                                        uint _e2763 = l_mut_80_;
                                        l_mut_795_ = _e2763;
                                        bool l_796_ = (l_794_ >= 32u);
                                        if (l_796_) {
                                            uint l_797_ = (l_794_ & 31u);
                                            uint _e2768 = l_mut_80_;
                                            uint l_798_ = (_e2768 >> l_797_);
                                            l_mut_30_ = l_798_;
                                            l_mut_795_ = 0u;
                                        } else {
                                            bool l_799_ = (l_794_ > 0u);
                                            if (l_799_) {
                                                uint _e2773 = l_mut_389_;
                                                l_mut_800_ = _e2773;
                                                bool l_801_ = (l_794_ > 0u);
                                                if (l_801_) {
                                                    uint _e2776 = l_mut_389_;
                                                    uint l_802_ = (_e2776 >> l_794_);
                                                    uint l_803_ = (32u - l_794_);
                                                    uint _e2780 = l_mut_80_;
                                                    uint l_804_ = (_e2780 << l_803_);
                                                    uint l_805_ = (l_802_ | l_804_);
                                                    l_mut_800_ = l_805_;
                                                }
                                                uint _e2783 = l_mut_80_;
                                                uint l_806_ = (_e2783 >> l_794_);
                                                uint _e2785 = l_mut_800_;
                                                l_mut_30_ = _e2785;
                                                l_mut_795_ = l_806_;
                                            }
                                        }
                                        uint _e2786 = l_mut_795_;
                                        uint _e2787 = l_mut_259_;
                                        bool l_807_ = (_e2786 < _e2787);
                                        uint _e2789 = l_mut_795_;
                                        uint _e2790 = l_mut_259_;
                                        bool l_808_ = (_e2789 == _e2790);
                                        uint _e2792 = l_mut_30_;
                                        uint _e2793 = l_mut_265_;
                                        bool l_809_ = (_e2792 < _e2793);
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
                                            uint _e2805 = l_mut_265_;
                                            l_mut_800_ = _e2805;
                                            uint _e2806 = l_mut_259_;
                                            l_mut_795_ = _e2806;
                                            bool l_813_ = (l_794_ >= 32u);
                                            if (l_813_) {
                                                uint l_814_ = (l_794_ & 31u);
                                                uint _e2811 = l_mut_265_;
                                                uint l_815_ = (_e2811 << l_814_);
                                                l_mut_800_ = 0u;
                                                l_mut_795_ = l_815_;
                                            } else {
                                                bool l_816_ = (l_794_ > 0u);
                                                if (l_816_) {
                                                    uint _e2816 = l_mut_265_;
                                                    uint l_817_ = (_e2816 << l_794_);
                                                    uint _e2818 = l_mut_259_;
                                                    uint l_818_ = (_e2818 << l_794_);
                                                    uint l_819_ = (32u - l_794_);
                                                    uint _e2822 = l_mut_265_;
                                                    uint l_820_ = (_e2822 >> l_819_);
                                                    uint l_821_ = (l_818_ | l_820_);
                                                    l_mut_800_ = l_817_;
                                                    l_mut_795_ = l_821_;
                                                }
                                            }
                                            uint _e2825 = l_mut_389_;
                                            uint _e2826 = l_mut_800_;
                                            uint l_822_ = (_e2825 - _e2826);
                                            uint _e2828 = l_mut_80_;
                                            uint _e2829 = l_mut_795_;
                                            uint l_823_ = (_e2828 - _e2829);
                                            uint _e2831 = l_mut_389_;
                                            uint _e2832 = l_mut_800_;
                                            bool l_824_ = (_e2831 < _e2832);
                                            uint l_825_ = uint(l_824_);
                                            uint l_826_ = (l_823_ - l_825_);
                                            l_mut_389_ = l_822_;
                                            l_mut_80_ = l_826_;
                                            uint l_827_ = (1u << l_794_);
                                            uint _e2838 = l_mut_65_;
                                            l_mut_65_ = (_e2838 | l_827_);
                                        }
                                    }
                                }
                                uint _e2843 = l_mut_65_;
                                uint l_828_ = min(_e2843, l_765_);
                                l_mut_800_ = l_828_;
                                uint _e2845 = l_mut_80_;
                                uint _e2846 = l_mut_259_;
                                bool l_829_ = (_e2845 < _e2846);
                                uint _e2848 = l_mut_80_;
                                uint _e2849 = l_mut_259_;
                                bool l_830_ = (_e2848 == _e2849);
                                uint _e2851 = l_mut_389_;
                                uint _e2852 = l_mut_265_;
                                bool l_831_ = (_e2851 < _e2852);
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
                                uint _e2864 = l_mut_800_;
                                l_mut_457_ = _e2864;
                            }
                        } else {
                            uint _e2865 = l_mut_209_;
                            l_mut_800_ = _e2865;
                            uint _e2866 = l_mut_203_;
                            l_mut_795_ = _e2866;
                            while(true) {
                                uint _e2867 = l_mut_259_;
                                uint _e2868 = l_mut_795_;
                                bool l_835_ = (_e2867 < _e2868);
                                uint _e2870 = l_mut_259_;
                                uint _e2871 = l_mut_795_;
                                bool l_836_ = (_e2870 == _e2871);
                                uint _e2873 = l_mut_265_;
                                uint _e2874 = l_mut_800_;
                                bool l_837_ = (_e2873 < _e2874);
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
                                uint _e2885 = l_mut_457_;
                                uint _e2886 = l_mut_86_;
                                uint l_840_ = (_e2885 * _e2886);
                                uint _e2888 = l_mut_92_;
                                uint l_841_ = (_e2888 + l_840_);
                                uint _e2890 = l_mut_86_;
                                uint l_842_ = (l_841_ + _e2890);
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
                                uint _e2898 = l_mut_800_;
                                uint _e2899 = l_mut_265_;
                                uint l_846_ = (_e2898 - _e2899);
                                uint _e2901 = l_mut_795_;
                                uint _e2902 = l_mut_259_;
                                uint l_847_ = (_e2901 - _e2902);
                                uint _e2904 = l_mut_800_;
                                uint _e2905 = l_mut_265_;
                                bool l_848_ = (_e2904 < _e2905);
                                uint l_849_ = uint(l_848_);
                                uint l_850_ = (l_847_ - l_849_);
                                l_mut_800_ = l_846_;
                                l_mut_795_ = l_850_;
                                uint _e2909 = l_mut_457_;
                                l_mut_457_ = (_e2909 + 1u);
                            }
                        }
                    }
                    uint _e2912 = l_mut_457_;
                    uint _e2913 = l_mut_86_;
                    uint l_851_ = (_e2912 * _e2913);
                    uint _e2915 = l_mut_92_;
                    uint l_852_ = (_e2915 + l_851_);
                    uint _e2917 = l_mut_86_;
                    uint l_853_ = (l_852_ + _e2917);
                    bool l_854_ = (l_853_ >= l_4_);
                    if (l_854_) {
                        l_mut_395_ = 1u;
                    } else {
                        uint _e2921 = l_mut_265_;
                        uint _e2922 = l_mut_457_;
                        uint l_855_ = (_e2921 * _e2922);
                        uint _e2924 = l_mut_265_;
                        uint l_3007_ = (_e2924 & 65535u);
                        uint _e2927 = l_mut_265_;
                        uint l_3008_ = (_e2927 >> 16u);
                        uint l_3009_ = (l_3008_ & 65535u);
                        uint _e2932 = l_mut_457_;
                        uint l_3010_ = (_e2932 & 65535u);
                        uint _e2935 = l_mut_457_;
                        uint l_3011_ = (_e2935 >> 16u);
                        uint l_3012_ = (l_3011_ & 65535u);
                        uint l_3013_ = (l_3007_ * l_3010_);
                        uint l_3014_ = (l_3009_ * l_3010_);
                        uint l_3015_ = (l_3007_ * l_3012_);
                        uint l_3016_ = (l_3009_ * l_3012_);
                        uint l_3017_ = (l_3013_ >> 16u);
                        uint l_3018_ = (l_3017_ & 65535u);
                        uint l_3019_ = (l_3014_ & 65535u);
                        uint l_3020_ = (l_3018_ + l_3019_);
                        uint l_3021_ = (l_3015_ & 65535u);
                        uint l_3022_ = (l_3020_ + l_3021_);
                        uint l_3023_ = (l_3014_ >> 16u);
                        uint l_3024_ = (l_3023_ & 65535u);
                        uint l_3025_ = (l_3016_ + l_3024_);
                        uint l_3026_ = (l_3015_ >> 16u);
                        uint l_3027_ = (l_3026_ & 65535u);
                        uint l_3028_ = (l_3025_ + l_3027_);
                        uint l_3029_ = (l_3022_ >> 16u);
                        uint l_3030_ = (l_3029_ & 65535u);
                        uint l_856_ = (l_3028_ + l_3030_);
                        uint _e2969 = l_mut_259_;
                        uint _e2970 = l_mut_457_;
                        uint l_857_ = (_e2969 * _e2970);
                        uint l_858_ = (l_856_ + l_857_);
                        uint _e2973 = l_mut_209_;
                        uint l_859_ = (_e2973 - l_855_);
                        uint _e2975 = l_mut_203_;
                        uint l_860_ = (_e2975 - l_858_);
                        uint _e2977 = l_mut_209_;
                        bool l_861_ = (_e2977 < l_855_);
                        uint l_862_ = uint(l_861_);
                        uint l_863_ = (l_860_ - l_862_);
                        l_mut_448_ = l_859_;
                        l_mut_447_ = l_863_;
                        uint _e2981 = l_mut_457_;
                        uint _e2982 = l_mut_86_;
                        uint l_864_ = (_e2981 * _e2982);
                        uint _e2984 = l_mut_92_;
                        uint l_865_ = (_e2984 + l_864_);
                        l_mut_446_ = l_865_;
                        uint _e2986 = l_mut_265_;
                        uint _e2987 = l_mut_448_;
                        uint l_866_ = (_e2986 - _e2987);
                        uint _e2989 = l_mut_259_;
                        uint _e2990 = l_mut_447_;
                        uint l_867_ = (_e2989 - _e2990);
                        uint _e2992 = l_mut_265_;
                        uint _e2993 = l_mut_448_;
                        bool l_868_ = (_e2992 < _e2993);
                        uint l_869_ = uint(l_868_);
                        uint l_870_ = (l_867_ - l_869_);
                        l_mut_452_ = l_866_;
                        l_mut_451_ = l_870_;
                        uint _e2997 = l_mut_86_;
                        uint _e2998 = l_mut_446_;
                        uint l_871_ = (_e2997 + _e2998);
                        l_mut_435_ = l_871_;
                    }
                }
            }
            uint _e3000 = l_mut_452_;
            l_mut_265_ = _e3000;
            uint _e3001 = l_mut_451_;
            l_mut_259_ = _e3001;
            uint _e3002 = l_mut_448_;
            l_mut_209_ = _e3002;
            uint _e3003 = l_mut_447_;
            l_mut_203_ = _e3003;
            uint _e3004 = l_mut_446_;
            l_mut_92_ = _e3004;
            uint _e3005 = l_mut_435_;
            l_mut_86_ = _e3005;
            uint _e3006 = l_mut_428_;
            l_mut_141_ = _e3006;
            uint _e3007 = l_mut_401_;
            l_mut_135_ = _e3007;
            uint _e3008 = l_mut_395_;
            bool l_872_ = (_e3008 == 1u);
            l_mut_357_ = l_872_;
            uint _e3011 = l_mut_395_;
            bool l_873_ = (_e3011 == 0u);
            l_mut_364_ = l_873_;
        }
        bool _e3014 = l_mut_357_;
        bool l_874_ = !(_e3014);
        if (l_874_) {
            uint l_3032_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3033_ = (l_3032_ * 1u);
            uint l_3034_ = (l_3033_ - 1u);
            uint l_3035_ = min(0u, l_3034_);
            uint _e3029 = atomicAdd(_group_0_binding_5_cs[l_3035_], 1u);
            uint l_877_ = (l_4_ / 8u);
            l_mut_800_ = 0u;
            l_mut_795_ = 0u;
            l_mut_457_ = 0u;
            bool loop_init_4 = true;
            while(true) {
                if (!loop_init_4) {
                    uint _e7600 = l_mut_878_;
                    l_mut_878_ = (_e7600 + 1u);
                }
                loop_init_4 = false;
                uint _e3037 = l_mut_878_;
                if ((_e3037 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3040 = l_mut_878_;
                    uint l_879_ = (_e3040 * l_877_);
                    bool l_880_ = (l_879_ < l_46_);
                    uint l_881_ = (l_4_ / 8u);
                    uint _e3045 = l_mut_878_;
                    uint l_882_ = (_e3045 * l_881_);
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
                    uint _e3060 = l_mut_452_;
                    uint l_891_ = (_e3060 * l_883_);
                    uint _e3062 = l_mut_451_;
                    uint l_892_ = (_e3062 * l_883_);
                    uint _e3064 = l_mut_452_;
                    uint l_3037_ = (_e3064 & 65535u);
                    uint _e3067 = l_mut_452_;
                    uint l_3038_ = (_e3067 >> 16u);
                    uint l_3039_ = (l_3038_ & 65535u);
                    uint l_3040_ = (l_883_ & 65535u);
                    uint l_3041_ = (l_883_ >> 16u);
                    uint l_3042_ = (l_3041_ & 65535u);
                    uint l_3043_ = (l_3037_ * l_3040_);
                    uint l_3044_ = (l_3039_ * l_3040_);
                    uint l_3045_ = (l_3037_ * l_3042_);
                    uint l_3046_ = (l_3039_ * l_3042_);
                    uint l_3047_ = (l_3043_ >> 16u);
                    uint l_3048_ = (l_3047_ & 65535u);
                    uint l_3049_ = (l_3044_ & 65535u);
                    uint l_3050_ = (l_3048_ + l_3049_);
                    uint l_3051_ = (l_3045_ & 65535u);
                    uint l_3052_ = (l_3050_ + l_3051_);
                    uint l_3053_ = (l_3044_ >> 16u);
                    uint l_3054_ = (l_3053_ & 65535u);
                    uint l_3055_ = (l_3046_ + l_3054_);
                    uint l_3056_ = (l_3045_ >> 16u);
                    uint l_3057_ = (l_3056_ & 65535u);
                    uint l_3058_ = (l_3055_ + l_3057_);
                    uint l_3059_ = (l_3052_ >> 16u);
                    uint l_3060_ = (l_3059_ & 65535u);
                    uint l_893_ = (l_3058_ + l_3060_);
                    uint l_894_ = (l_893_ + l_892_);
                    uint _e3108 = l_mut_451_;
                    uint l_3062_ = (_e3108 & 65535u);
                    uint _e3111 = l_mut_451_;
                    uint l_3063_ = (_e3111 >> 16u);
                    uint l_3064_ = (l_3063_ & 65535u);
                    uint l_3065_ = (l_883_ & 65535u);
                    uint l_3066_ = (l_883_ >> 16u);
                    uint l_3067_ = (l_3066_ & 65535u);
                    uint l_3068_ = (l_3062_ * l_3065_);
                    uint l_3069_ = (l_3064_ * l_3065_);
                    uint l_3070_ = (l_3062_ * l_3067_);
                    uint l_3071_ = (l_3064_ * l_3067_);
                    uint l_3072_ = (l_3068_ >> 16u);
                    uint l_3073_ = (l_3072_ & 65535u);
                    uint l_3074_ = (l_3069_ & 65535u);
                    uint l_3075_ = (l_3073_ + l_3074_);
                    uint l_3076_ = (l_3070_ & 65535u);
                    uint l_3077_ = (l_3075_ + l_3076_);
                    uint l_3078_ = (l_3069_ >> 16u);
                    uint l_3079_ = (l_3078_ & 65535u);
                    uint l_3080_ = (l_3071_ + l_3079_);
                    uint l_3081_ = (l_3070_ >> 16u);
                    uint l_3082_ = (l_3081_ & 65535u);
                    uint l_3083_ = (l_3080_ + l_3082_);
                    uint l_3084_ = (l_3077_ >> 16u);
                    uint l_3085_ = (l_3084_ & 65535u);
                    uint l_895_ = (l_3083_ + l_3085_);
                    bool l_896_ = (l_894_ < l_892_);
                    uint l_897_ = uint(l_896_);
                    uint l_898_ = (l_895_ + l_897_);
                    uint l_899_ = (l_9_ % 32u);
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
                    uint _e3170 = l_mut_448_;
                    l_mut_446_ = _e3170;
                    uint _e3171 = l_mut_447_;
                    l_mut_448_ = _e3171;
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
                            uint _e3185 = l_mut_447_;
                            l_mut_446_ = _e3185;
                            l_mut_448_ = l_917_;
                        }
                    }
                    uint _e3186 = l_mut_446_;
                    l_mut_452_ = _e3186;
                    uint _e3187 = l_mut_448_;
                    l_mut_451_ = _e3187;
                    if (l_885_) {
                        uint _e3189 = l_mut_452_;
                        uint l_918_ = (0u - _e3189);
                        uint _e3192 = l_mut_451_;
                        uint l_919_ = (0u - _e3192);
                        uint _e3195 = l_mut_452_;
                        bool l_920_ = (0u < _e3195);
                        uint l_921_ = uint(l_920_);
                        uint l_922_ = (l_919_ - l_921_);
                        l_mut_452_ = l_918_;
                        l_mut_451_ = l_922_;
                    }
                    uint _e3199 = l_mut_452_;
                    uint l_923_ = (l_49_ + _e3199);
                    uint _e3201 = l_mut_451_;
                    uint l_924_ = (l_52_ + _e3201);
                    bool l_925_ = (l_923_ < l_49_);
                    uint l_926_ = uint(l_925_);
                    uint l_927_ = (l_924_ + l_926_);
                    uint l_928_ = (l_49_ * l_882_);
                    uint l_3087_ = (l_49_ & 65535u);
                    uint l_3088_ = (l_49_ >> 16u);
                    uint l_3089_ = (l_3088_ & 65535u);
                    uint l_3090_ = (l_882_ & 65535u);
                    uint l_3091_ = (l_882_ >> 16u);
                    uint l_3092_ = (l_3091_ & 65535u);
                    uint l_3093_ = (l_3087_ * l_3090_);
                    uint l_3094_ = (l_3089_ * l_3090_);
                    uint l_3095_ = (l_3087_ * l_3092_);
                    uint l_3096_ = (l_3089_ * l_3092_);
                    uint l_3097_ = (l_3093_ >> 16u);
                    uint l_3098_ = (l_3097_ & 65535u);
                    uint l_3099_ = (l_3094_ & 65535u);
                    uint l_3100_ = (l_3098_ + l_3099_);
                    uint l_3101_ = (l_3095_ & 65535u);
                    uint l_3102_ = (l_3100_ + l_3101_);
                    uint l_3103_ = (l_3094_ >> 16u);
                    uint l_3104_ = (l_3103_ & 65535u);
                    uint l_3105_ = (l_3096_ + l_3104_);
                    uint l_3106_ = (l_3095_ >> 16u);
                    uint l_3107_ = (l_3106_ & 65535u);
                    uint l_3108_ = (l_3105_ + l_3107_);
                    uint l_3109_ = (l_3102_ >> 16u);
                    uint l_3110_ = (l_3109_ & 65535u);
                    uint l_929_ = (l_3108_ + l_3110_);
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
                        uint _e3272 = l_mut_448_;
                        uint l_946_ = (_e3272 * l_938_);
                        uint _e3274 = l_mut_447_;
                        uint l_947_ = (_e3274 * l_938_);
                        uint _e3276 = l_mut_448_;
                        uint l_3112_ = (_e3276 & 65535u);
                        uint _e3279 = l_mut_448_;
                        uint l_3113_ = (_e3279 >> 16u);
                        uint l_3114_ = (l_3113_ & 65535u);
                        uint l_3115_ = (l_938_ & 65535u);
                        uint l_3116_ = (l_938_ >> 16u);
                        uint l_3117_ = (l_3116_ & 65535u);
                        uint l_3118_ = (l_3112_ * l_3115_);
                        uint l_3119_ = (l_3114_ * l_3115_);
                        uint l_3120_ = (l_3112_ * l_3117_);
                        uint l_3121_ = (l_3114_ * l_3117_);
                        uint l_3122_ = (l_3118_ >> 16u);
                        uint l_3123_ = (l_3122_ & 65535u);
                        uint l_3124_ = (l_3119_ & 65535u);
                        uint l_3125_ = (l_3123_ + l_3124_);
                        uint l_3126_ = (l_3120_ & 65535u);
                        uint l_3127_ = (l_3125_ + l_3126_);
                        uint l_3128_ = (l_3119_ >> 16u);
                        uint l_3129_ = (l_3128_ & 65535u);
                        uint l_3130_ = (l_3121_ + l_3129_);
                        uint l_3131_ = (l_3120_ >> 16u);
                        uint l_3132_ = (l_3131_ & 65535u);
                        uint l_3133_ = (l_3130_ + l_3132_);
                        uint l_3134_ = (l_3127_ >> 16u);
                        uint l_3135_ = (l_3134_ & 65535u);
                        uint l_948_ = (l_3133_ + l_3135_);
                        uint l_949_ = (l_948_ + l_947_);
                        uint _e3320 = l_mut_447_;
                        uint l_3137_ = (_e3320 & 65535u);
                        uint _e3323 = l_mut_447_;
                        uint l_3138_ = (_e3323 >> 16u);
                        uint l_3139_ = (l_3138_ & 65535u);
                        uint l_3140_ = (l_938_ & 65535u);
                        uint l_3141_ = (l_938_ >> 16u);
                        uint l_3142_ = (l_3141_ & 65535u);
                        uint l_3143_ = (l_3137_ * l_3140_);
                        uint l_3144_ = (l_3139_ * l_3140_);
                        uint l_3145_ = (l_3137_ * l_3142_);
                        uint l_3146_ = (l_3139_ * l_3142_);
                        uint l_3147_ = (l_3143_ >> 16u);
                        uint l_3148_ = (l_3147_ & 65535u);
                        uint l_3149_ = (l_3144_ & 65535u);
                        uint l_3150_ = (l_3148_ + l_3149_);
                        uint l_3151_ = (l_3145_ & 65535u);
                        uint l_3152_ = (l_3150_ + l_3151_);
                        uint l_3153_ = (l_3144_ >> 16u);
                        uint l_3154_ = (l_3153_ & 65535u);
                        uint l_3155_ = (l_3146_ + l_3154_);
                        uint l_3156_ = (l_3145_ >> 16u);
                        uint l_3157_ = (l_3156_ & 65535u);
                        uint l_3158_ = (l_3155_ + l_3157_);
                        uint l_3159_ = (l_3152_ >> 16u);
                        uint l_3160_ = (l_3159_ & 65535u);
                        uint l_950_ = (l_3158_ + l_3160_);
                        bool l_951_ = (l_949_ < l_947_);
                        uint l_952_ = uint(l_951_);
                        uint l_953_ = (l_950_ + l_952_);
                        uint l_954_ = (l_9_ % 32u);
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
                        uint _e3382 = l_mut_446_;
                        l_mut_428_ = _e3382;
                        uint _e3383 = l_mut_435_;
                        l_mut_446_ = _e3383;
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
                                uint _e3397 = l_mut_435_;
                                l_mut_428_ = _e3397;
                                l_mut_446_ = l_972_;
                            }
                        }
                        uint _e3398 = l_mut_428_;
                        l_mut_448_ = _e3398;
                        uint _e3399 = l_mut_446_;
                        l_mut_447_ = _e3399;
                        if (l_940_) {
                            uint _e3401 = l_mut_448_;
                            uint l_973_ = (0u - _e3401);
                            uint _e3404 = l_mut_447_;
                            uint l_974_ = (0u - _e3404);
                            uint _e3407 = l_mut_448_;
                            bool l_975_ = (0u < _e3407);
                            uint l_976_ = uint(l_975_);
                            uint l_977_ = (l_974_ - l_976_);
                            l_mut_448_ = l_973_;
                            l_mut_447_ = l_977_;
                        }
                        uint _e3411 = l_mut_448_;
                        l_mut_452_ = _e3411;
                        uint _e3412 = l_mut_447_;
                        l_mut_451_ = _e3412;
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
                        uint _e3425 = l_mut_448_;
                        uint l_985_ = (_e3425 * l_882_);
                        uint _e3427 = l_mut_447_;
                        uint l_986_ = (_e3427 * l_882_);
                        uint _e3429 = l_mut_448_;
                        uint l_3162_ = (_e3429 & 65535u);
                        uint _e3432 = l_mut_448_;
                        uint l_3163_ = (_e3432 >> 16u);
                        uint l_3164_ = (l_3163_ & 65535u);
                        uint l_3165_ = (l_882_ & 65535u);
                        uint l_3166_ = (l_882_ >> 16u);
                        uint l_3167_ = (l_3166_ & 65535u);
                        uint l_3168_ = (l_3162_ * l_3165_);
                        uint l_3169_ = (l_3164_ * l_3165_);
                        uint l_3170_ = (l_3162_ * l_3167_);
                        uint l_3171_ = (l_3164_ * l_3167_);
                        uint l_3172_ = (l_3168_ >> 16u);
                        uint l_3173_ = (l_3172_ & 65535u);
                        uint l_3174_ = (l_3169_ & 65535u);
                        uint l_3175_ = (l_3173_ + l_3174_);
                        uint l_3176_ = (l_3170_ & 65535u);
                        uint l_3177_ = (l_3175_ + l_3176_);
                        uint l_3178_ = (l_3169_ >> 16u);
                        uint l_3179_ = (l_3178_ & 65535u);
                        uint l_3180_ = (l_3171_ + l_3179_);
                        uint l_3181_ = (l_3170_ >> 16u);
                        uint l_3182_ = (l_3181_ & 65535u);
                        uint l_3183_ = (l_3180_ + l_3182_);
                        uint l_3184_ = (l_3177_ >> 16u);
                        uint l_3185_ = (l_3184_ & 65535u);
                        uint l_987_ = (l_3183_ + l_3185_);
                        uint l_988_ = (l_987_ + l_986_);
                        uint _e3473 = l_mut_447_;
                        uint l_3187_ = (_e3473 & 65535u);
                        uint _e3476 = l_mut_447_;
                        uint l_3188_ = (_e3476 >> 16u);
                        uint l_3189_ = (l_3188_ & 65535u);
                        uint l_3190_ = (l_882_ & 65535u);
                        uint l_3191_ = (l_882_ >> 16u);
                        uint l_3192_ = (l_3191_ & 65535u);
                        uint l_3193_ = (l_3187_ * l_3190_);
                        uint l_3194_ = (l_3189_ * l_3190_);
                        uint l_3195_ = (l_3187_ * l_3192_);
                        uint l_3196_ = (l_3189_ * l_3192_);
                        uint l_3197_ = (l_3193_ >> 16u);
                        uint l_3198_ = (l_3197_ & 65535u);
                        uint l_3199_ = (l_3194_ & 65535u);
                        uint l_3200_ = (l_3198_ + l_3199_);
                        uint l_3201_ = (l_3195_ & 65535u);
                        uint l_3202_ = (l_3200_ + l_3201_);
                        uint l_3203_ = (l_3194_ >> 16u);
                        uint l_3204_ = (l_3203_ & 65535u);
                        uint l_3205_ = (l_3196_ + l_3204_);
                        uint l_3206_ = (l_3195_ >> 16u);
                        uint l_3207_ = (l_3206_ & 65535u);
                        uint l_3208_ = (l_3205_ + l_3207_);
                        uint l_3209_ = (l_3202_ >> 16u);
                        uint l_3210_ = (l_3209_ & 65535u);
                        uint l_989_ = (l_3208_ + l_3210_);
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
                        uint _e3534 = l_mut_446_;
                        l_mut_428_ = _e3534;
                        uint _e3535 = l_mut_435_;
                        l_mut_446_ = _e3535;
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
                                uint _e3547 = l_mut_435_;
                                l_mut_428_ = _e3547;
                                l_mut_446_ = l_1011_;
                            }
                        }
                        uint _e3548 = l_mut_448_;
                        uint l_1012_ = (_e3548 * l_882_);
                        uint _e3550 = l_mut_447_;
                        uint l_1013_ = (_e3550 * l_882_);
                        uint _e3552 = l_mut_448_;
                        uint l_3212_ = (_e3552 & 65535u);
                        uint _e3555 = l_mut_448_;
                        uint l_3213_ = (_e3555 >> 16u);
                        uint l_3214_ = (l_3213_ & 65535u);
                        uint l_3215_ = (l_882_ & 65535u);
                        uint l_3216_ = (l_882_ >> 16u);
                        uint l_3217_ = (l_3216_ & 65535u);
                        uint l_3218_ = (l_3212_ * l_3215_);
                        uint l_3219_ = (l_3214_ * l_3215_);
                        uint l_3220_ = (l_3212_ * l_3217_);
                        uint l_3221_ = (l_3214_ * l_3217_);
                        uint l_3222_ = (l_3218_ >> 16u);
                        uint l_3223_ = (l_3222_ & 65535u);
                        uint l_3224_ = (l_3219_ & 65535u);
                        uint l_3225_ = (l_3223_ + l_3224_);
                        uint l_3226_ = (l_3220_ & 65535u);
                        uint l_3227_ = (l_3225_ + l_3226_);
                        uint l_3228_ = (l_3219_ >> 16u);
                        uint l_3229_ = (l_3228_ & 65535u);
                        uint l_3230_ = (l_3221_ + l_3229_);
                        uint l_3231_ = (l_3220_ >> 16u);
                        uint l_3232_ = (l_3231_ & 65535u);
                        uint l_3233_ = (l_3230_ + l_3232_);
                        uint l_3234_ = (l_3227_ >> 16u);
                        uint l_3235_ = (l_3234_ & 65535u);
                        uint l_1014_ = (l_3233_ + l_3235_);
                        uint l_1015_ = (l_1014_ + l_1013_);
                        uint _e3596 = l_mut_447_;
                        uint l_3237_ = (_e3596 & 65535u);
                        uint _e3599 = l_mut_447_;
                        uint l_3238_ = (_e3599 >> 16u);
                        uint l_3239_ = (l_3238_ & 65535u);
                        uint l_3240_ = (l_882_ & 65535u);
                        uint l_3241_ = (l_882_ >> 16u);
                        uint l_3242_ = (l_3241_ & 65535u);
                        uint l_3243_ = (l_3237_ * l_3240_);
                        uint l_3244_ = (l_3239_ * l_3240_);
                        uint l_3245_ = (l_3237_ * l_3242_);
                        uint l_3246_ = (l_3239_ * l_3242_);
                        uint l_3247_ = (l_3243_ >> 16u);
                        uint l_3248_ = (l_3247_ & 65535u);
                        uint l_3249_ = (l_3244_ & 65535u);
                        uint l_3250_ = (l_3248_ + l_3249_);
                        uint l_3251_ = (l_3245_ & 65535u);
                        uint l_3252_ = (l_3250_ + l_3251_);
                        uint l_3253_ = (l_3244_ >> 16u);
                        uint l_3254_ = (l_3253_ & 65535u);
                        uint l_3255_ = (l_3246_ + l_3254_);
                        uint l_3256_ = (l_3245_ >> 16u);
                        uint l_3257_ = (l_3256_ & 65535u);
                        uint l_3258_ = (l_3255_ + l_3257_);
                        uint l_3259_ = (l_3252_ >> 16u);
                        uint l_3260_ = (l_3259_ & 65535u);
                        uint l_1016_ = (l_3258_ + l_3260_);
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
                        uint _e3657 = l_mut_435_;
                        l_mut_395_ = _e3657;
                        uint _e3658 = l_mut_401_;
                        l_mut_435_ = _e3658;
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
                                uint _e3670 = l_mut_401_;
                                l_mut_395_ = _e3670;
                                l_mut_435_ = l_1038_;
                            }
                        }
                        uint _e3671 = l_mut_428_;
                        uint l_1039_ = (_e3671 * l_882_);
                        uint _e3673 = l_mut_446_;
                        uint l_1040_ = (_e3673 * l_882_);
                        uint _e3675 = l_mut_428_;
                        uint l_3262_ = (_e3675 & 65535u);
                        uint _e3678 = l_mut_428_;
                        uint l_3263_ = (_e3678 >> 16u);
                        uint l_3264_ = (l_3263_ & 65535u);
                        uint l_3265_ = (l_882_ & 65535u);
                        uint l_3266_ = (l_882_ >> 16u);
                        uint l_3267_ = (l_3266_ & 65535u);
                        uint l_3268_ = (l_3262_ * l_3265_);
                        uint l_3269_ = (l_3264_ * l_3265_);
                        uint l_3270_ = (l_3262_ * l_3267_);
                        uint l_3271_ = (l_3264_ * l_3267_);
                        uint l_3272_ = (l_3268_ >> 16u);
                        uint l_3273_ = (l_3272_ & 65535u);
                        uint l_3274_ = (l_3269_ & 65535u);
                        uint l_3275_ = (l_3273_ + l_3274_);
                        uint l_3276_ = (l_3270_ & 65535u);
                        uint l_3277_ = (l_3275_ + l_3276_);
                        uint l_3278_ = (l_3269_ >> 16u);
                        uint l_3279_ = (l_3278_ & 65535u);
                        uint l_3280_ = (l_3271_ + l_3279_);
                        uint l_3281_ = (l_3270_ >> 16u);
                        uint l_3282_ = (l_3281_ & 65535u);
                        uint l_3283_ = (l_3280_ + l_3282_);
                        uint l_3284_ = (l_3277_ >> 16u);
                        uint l_3285_ = (l_3284_ & 65535u);
                        uint l_1041_ = (l_3283_ + l_3285_);
                        uint l_1042_ = (l_1041_ + l_1040_);
                        uint _e3719 = l_mut_446_;
                        uint l_3287_ = (_e3719 & 65535u);
                        uint _e3722 = l_mut_446_;
                        uint l_3288_ = (_e3722 >> 16u);
                        uint l_3289_ = (l_3288_ & 65535u);
                        uint l_3290_ = (l_882_ & 65535u);
                        uint l_3291_ = (l_882_ >> 16u);
                        uint l_3292_ = (l_3291_ & 65535u);
                        uint l_3293_ = (l_3287_ * l_3290_);
                        uint l_3294_ = (l_3289_ * l_3290_);
                        uint l_3295_ = (l_3287_ * l_3292_);
                        uint l_3296_ = (l_3289_ * l_3292_);
                        uint l_3297_ = (l_3293_ >> 16u);
                        uint l_3298_ = (l_3297_ & 65535u);
                        uint l_3299_ = (l_3294_ & 65535u);
                        uint l_3300_ = (l_3298_ + l_3299_);
                        uint l_3301_ = (l_3295_ & 65535u);
                        uint l_3302_ = (l_3300_ + l_3301_);
                        uint l_3303_ = (l_3294_ >> 16u);
                        uint l_3304_ = (l_3303_ & 65535u);
                        uint l_3305_ = (l_3296_ + l_3304_);
                        uint l_3306_ = (l_3295_ >> 16u);
                        uint l_3307_ = (l_3306_ & 65535u);
                        uint l_3308_ = (l_3305_ + l_3307_);
                        uint l_3309_ = (l_3302_ >> 16u);
                        uint l_3310_ = (l_3309_ & 65535u);
                        uint l_1043_ = (l_3308_ + l_3310_);
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
                        uint _e3780 = l_mut_448_;
                        l_mut_401_ = _e3780;
                        uint _e3781 = l_mut_447_;
                        l_mut_448_ = _e3781;
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
                                uint _e3793 = l_mut_447_;
                                l_mut_401_ = _e3793;
                                l_mut_448_ = l_1065_;
                            }
                        }
                        uint _e3794 = l_mut_428_;
                        uint l_1066_ = (_e3794 * l_882_);
                        uint _e3796 = l_mut_446_;
                        uint l_1067_ = (_e3796 * l_882_);
                        uint _e3798 = l_mut_428_;
                        uint l_3312_ = (_e3798 & 65535u);
                        uint _e3801 = l_mut_428_;
                        uint l_3313_ = (_e3801 >> 16u);
                        uint l_3314_ = (l_3313_ & 65535u);
                        uint l_3315_ = (l_882_ & 65535u);
                        uint l_3316_ = (l_882_ >> 16u);
                        uint l_3317_ = (l_3316_ & 65535u);
                        uint l_3318_ = (l_3312_ * l_3315_);
                        uint l_3319_ = (l_3314_ * l_3315_);
                        uint l_3320_ = (l_3312_ * l_3317_);
                        uint l_3321_ = (l_3314_ * l_3317_);
                        uint l_3322_ = (l_3318_ >> 16u);
                        uint l_3323_ = (l_3322_ & 65535u);
                        uint l_3324_ = (l_3319_ & 65535u);
                        uint l_3325_ = (l_3323_ + l_3324_);
                        uint l_3326_ = (l_3320_ & 65535u);
                        uint l_3327_ = (l_3325_ + l_3326_);
                        uint l_3328_ = (l_3319_ >> 16u);
                        uint l_3329_ = (l_3328_ & 65535u);
                        uint l_3330_ = (l_3321_ + l_3329_);
                        uint l_3331_ = (l_3320_ >> 16u);
                        uint l_3332_ = (l_3331_ & 65535u);
                        uint l_3333_ = (l_3330_ + l_3332_);
                        uint l_3334_ = (l_3327_ >> 16u);
                        uint l_3335_ = (l_3334_ & 65535u);
                        uint l_1068_ = (l_3333_ + l_3335_);
                        uint l_1069_ = (l_1068_ + l_1067_);
                        uint _e3842 = l_mut_446_;
                        uint l_3337_ = (_e3842 & 65535u);
                        uint _e3845 = l_mut_446_;
                        uint l_3338_ = (_e3845 >> 16u);
                        uint l_3339_ = (l_3338_ & 65535u);
                        uint l_3340_ = (l_882_ & 65535u);
                        uint l_3341_ = (l_882_ >> 16u);
                        uint l_3342_ = (l_3341_ & 65535u);
                        uint l_3343_ = (l_3337_ * l_3340_);
                        uint l_3344_ = (l_3339_ * l_3340_);
                        uint l_3345_ = (l_3337_ * l_3342_);
                        uint l_3346_ = (l_3339_ * l_3342_);
                        uint l_3347_ = (l_3343_ >> 16u);
                        uint l_3348_ = (l_3347_ & 65535u);
                        uint l_3349_ = (l_3344_ & 65535u);
                        uint l_3350_ = (l_3348_ + l_3349_);
                        uint l_3351_ = (l_3345_ & 65535u);
                        uint l_3352_ = (l_3350_ + l_3351_);
                        uint l_3353_ = (l_3344_ >> 16u);
                        uint l_3354_ = (l_3353_ & 65535u);
                        uint l_3355_ = (l_3346_ + l_3354_);
                        uint l_3356_ = (l_3345_ >> 16u);
                        uint l_3357_ = (l_3356_ & 65535u);
                        uint l_3358_ = (l_3355_ + l_3357_);
                        uint l_3359_ = (l_3352_ >> 16u);
                        uint l_3360_ = (l_3359_ & 65535u);
                        uint l_1070_ = (l_3358_ + l_3360_);
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
                        uint _e3903 = l_mut_447_;
                        l_mut_265_ = _e3903;
                        uint _e3904 = l_mut_389_;
                        l_mut_447_ = _e3904;
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
                                uint _e3916 = l_mut_389_;
                                l_mut_265_ = _e3916;
                                l_mut_447_ = l_1092_;
                            }
                        }
                        uint _e3917 = l_mut_395_;
                        uint l_1093_ = (_e3917 * l_882_);
                        uint _e3919 = l_mut_395_;
                        uint l_3362_ = (_e3919 & 65535u);
                        uint _e3922 = l_mut_395_;
                        uint l_3363_ = (_e3922 >> 16u);
                        uint l_3364_ = (l_3363_ & 65535u);
                        uint l_3365_ = (l_882_ & 65535u);
                        uint l_3366_ = (l_882_ >> 16u);
                        uint l_3367_ = (l_3366_ & 65535u);
                        uint l_3368_ = (l_3362_ * l_3365_);
                        uint l_3369_ = (l_3364_ * l_3365_);
                        uint l_3370_ = (l_3362_ * l_3367_);
                        uint l_3371_ = (l_3364_ * l_3367_);
                        uint l_3372_ = (l_3368_ >> 16u);
                        uint l_3373_ = (l_3372_ & 65535u);
                        uint l_3374_ = (l_3369_ & 65535u);
                        uint l_3375_ = (l_3373_ + l_3374_);
                        uint l_3376_ = (l_3370_ & 65535u);
                        uint l_3377_ = (l_3375_ + l_3376_);
                        uint l_3378_ = (l_3369_ >> 16u);
                        uint l_3379_ = (l_3378_ & 65535u);
                        uint l_3380_ = (l_3371_ + l_3379_);
                        uint l_3381_ = (l_3370_ >> 16u);
                        uint l_3382_ = (l_3381_ & 65535u);
                        uint l_3383_ = (l_3380_ + l_3382_);
                        uint l_3384_ = (l_3377_ >> 16u);
                        uint l_3385_ = (l_3384_ & 65535u);
                        uint l_1094_ = (l_3383_ + l_3385_);
                        uint _e3962 = l_mut_435_;
                        uint l_1095_ = (_e3962 * l_882_);
                        uint l_1096_ = (l_1094_ + l_1095_);
                        uint _e3965 = l_mut_265_;
                        uint l_1097_ = (_e3965 + l_1093_);
                        uint _e3967 = l_mut_447_;
                        uint l_1098_ = (_e3967 + l_1096_);
                        uint _e3969 = l_mut_265_;
                        bool l_1099_ = (l_1097_ < _e3969);
                        uint l_1100_ = uint(l_1099_);
                        uint l_1101_ = (l_1098_ + l_1100_);
                        uint _e3973 = l_mut_401_;
                        l_mut_452_ = _e3973;
                        uint _e3974 = l_mut_448_;
                        l_mut_451_ = _e3974;
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
                                uint _e3995 = l_mut_401_;
                                l_mut_435_ = _e3995;
                                uint _e3996 = l_mut_448_;
                                l_mut_428_ = _e3996;
                                bool l_1114_ = (l_9_ >= 32u);
                                if (l_1114_) {
                                    uint l_1115_ = (l_9_ & 31u);
                                    uint _e4001 = l_mut_448_;
                                    uint l_1116_ = (_e4001 >> l_1115_);
                                    l_mut_435_ = l_1116_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1117_ = (l_9_ > 0u);
                                    if (l_1117_) {
                                        uint _e4006 = l_mut_401_;
                                        l_mut_395_ = _e4006;
                                        bool l_1118_ = (l_9_ > 0u);
                                        if (l_1118_) {
                                            uint _e4009 = l_mut_401_;
                                            uint l_1119_ = (_e4009 >> l_9_);
                                            uint l_1120_ = (32u - l_9_);
                                            uint _e4013 = l_mut_448_;
                                            uint l_1121_ = (_e4013 << l_1120_);
                                            uint l_1122_ = (l_1119_ | l_1121_);
                                            l_mut_395_ = l_1122_;
                                        }
                                        uint _e4016 = l_mut_448_;
                                        uint l_1123_ = (_e4016 >> l_9_);
                                        uint _e4018 = l_mut_395_;
                                        l_mut_435_ = _e4018;
                                        l_mut_428_ = l_1123_;
                                    }
                                }
                                uint _e4019 = l_mut_447_;
                                uint _e4020 = l_mut_435_;
                                uint l_1124_ = (_e4019 + _e4020);
                                uint _e4022 = l_mut_446_;
                                uint _e4023 = l_mut_428_;
                                uint l_1125_ = (_e4022 + _e4023);
                                uint _e4025 = l_mut_447_;
                                bool l_1126_ = (l_1124_ < _e4025);
                                uint l_1127_ = uint(l_1126_);
                                uint l_1128_ = (l_1125_ + l_1127_);
                                l_mut_452_ = l_1124_;
                                l_mut_451_ = l_1128_;
                            }
                        }
                        if (l_979_) {
                            uint _e4030 = l_mut_452_;
                            uint l_1129_ = (0u - _e4030);
                            uint _e4033 = l_mut_451_;
                            uint l_1130_ = (0u - _e4033);
                            uint _e4036 = l_mut_452_;
                            bool l_1131_ = (0u < _e4036);
                            uint l_1132_ = uint(l_1131_);
                            uint l_1133_ = (l_1130_ - l_1132_);
                            l_mut_452_ = l_1129_;
                            l_mut_451_ = l_1133_;
                        }
                    }
                    uint _e4040 = l_mut_452_;
                    uint l_1134_ = (l_932_ + _e4040);
                    uint _e4042 = l_mut_451_;
                    uint l_1135_ = (l_936_ + _e4042);
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
                    uint _e4059 = l_mut_452_;
                    uint l_1146_ = (_e4059 * l_881_);
                    uint _e4061 = l_mut_451_;
                    uint l_1147_ = (_e4061 * l_881_);
                    uint _e4063 = l_mut_452_;
                    uint l_3387_ = (_e4063 & 65535u);
                    uint _e4066 = l_mut_452_;
                    uint l_3388_ = (_e4066 >> 16u);
                    uint l_3389_ = (l_3388_ & 65535u);
                    uint l_3390_ = (l_881_ & 65535u);
                    uint l_3391_ = (l_881_ >> 16u);
                    uint l_3392_ = (l_3391_ & 65535u);
                    uint l_3393_ = (l_3387_ * l_3390_);
                    uint l_3394_ = (l_3389_ * l_3390_);
                    uint l_3395_ = (l_3387_ * l_3392_);
                    uint l_3396_ = (l_3389_ * l_3392_);
                    uint l_3397_ = (l_3393_ >> 16u);
                    uint l_3398_ = (l_3397_ & 65535u);
                    uint l_3399_ = (l_3394_ & 65535u);
                    uint l_3400_ = (l_3398_ + l_3399_);
                    uint l_3401_ = (l_3395_ & 65535u);
                    uint l_3402_ = (l_3400_ + l_3401_);
                    uint l_3403_ = (l_3394_ >> 16u);
                    uint l_3404_ = (l_3403_ & 65535u);
                    uint l_3405_ = (l_3396_ + l_3404_);
                    uint l_3406_ = (l_3395_ >> 16u);
                    uint l_3407_ = (l_3406_ & 65535u);
                    uint l_3408_ = (l_3405_ + l_3407_);
                    uint l_3409_ = (l_3402_ >> 16u);
                    uint l_3410_ = (l_3409_ & 65535u);
                    uint l_1148_ = (l_3408_ + l_3410_);
                    uint l_1149_ = (l_1148_ + l_1147_);
                    uint _e4107 = l_mut_451_;
                    uint l_3412_ = (_e4107 & 65535u);
                    uint _e4110 = l_mut_451_;
                    uint l_3413_ = (_e4110 >> 16u);
                    uint l_3414_ = (l_3413_ & 65535u);
                    uint l_3415_ = (l_881_ & 65535u);
                    uint l_3416_ = (l_881_ >> 16u);
                    uint l_3417_ = (l_3416_ & 65535u);
                    uint l_3418_ = (l_3412_ * l_3415_);
                    uint l_3419_ = (l_3414_ * l_3415_);
                    uint l_3420_ = (l_3412_ * l_3417_);
                    uint l_3421_ = (l_3414_ * l_3417_);
                    uint l_3422_ = (l_3418_ >> 16u);
                    uint l_3423_ = (l_3422_ & 65535u);
                    uint l_3424_ = (l_3419_ & 65535u);
                    uint l_3425_ = (l_3423_ + l_3424_);
                    uint l_3426_ = (l_3420_ & 65535u);
                    uint l_3427_ = (l_3425_ + l_3426_);
                    uint l_3428_ = (l_3419_ >> 16u);
                    uint l_3429_ = (l_3428_ & 65535u);
                    uint l_3430_ = (l_3421_ + l_3429_);
                    uint l_3431_ = (l_3420_ >> 16u);
                    uint l_3432_ = (l_3431_ & 65535u);
                    uint l_3433_ = (l_3430_ + l_3432_);
                    uint l_3434_ = (l_3427_ >> 16u);
                    uint l_3435_ = (l_3434_ & 65535u);
                    uint l_1150_ = (l_3433_ + l_3435_);
                    bool l_1151_ = (l_1149_ < l_1147_);
                    uint l_1152_ = uint(l_1151_);
                    uint l_1153_ = (l_1150_ + l_1152_);
                    uint l_1154_ = (l_9_ % 32u);
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
                    uint _e4169 = l_mut_448_;
                    l_mut_446_ = _e4169;
                    uint _e4170 = l_mut_447_;
                    l_mut_448_ = _e4170;
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
                            uint _e4184 = l_mut_447_;
                            l_mut_446_ = _e4184;
                            l_mut_448_ = l_1172_;
                        }
                    }
                    uint _e4185 = l_mut_446_;
                    l_mut_452_ = _e4185;
                    uint _e4186 = l_mut_448_;
                    l_mut_451_ = _e4186;
                    if (l_1140_) {
                        uint _e4188 = l_mut_452_;
                        uint l_1173_ = (0u - _e4188);
                        uint _e4191 = l_mut_451_;
                        uint l_1174_ = (0u - _e4191);
                        uint _e4194 = l_mut_452_;
                        bool l_1175_ = (0u < _e4194);
                        uint l_1176_ = uint(l_1175_);
                        uint l_1177_ = (l_1174_ - l_1176_);
                        l_mut_452_ = l_1173_;
                        l_mut_451_ = l_1177_;
                    }
                    uint _e4198 = l_mut_452_;
                    uint l_1178_ = (l_923_ + _e4198);
                    uint _e4200 = l_mut_451_;
                    uint l_1179_ = (l_927_ + _e4200);
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
                        uint _e4224 = l_mut_448_;
                        uint l_1193_ = (_e4224 * l_1185_);
                        uint _e4226 = l_mut_447_;
                        uint l_1194_ = (_e4226 * l_1185_);
                        uint _e4228 = l_mut_448_;
                        uint l_3437_ = (_e4228 & 65535u);
                        uint _e4231 = l_mut_448_;
                        uint l_3438_ = (_e4231 >> 16u);
                        uint l_3439_ = (l_3438_ & 65535u);
                        uint l_3440_ = (l_1185_ & 65535u);
                        uint l_3441_ = (l_1185_ >> 16u);
                        uint l_3442_ = (l_3441_ & 65535u);
                        uint l_3443_ = (l_3437_ * l_3440_);
                        uint l_3444_ = (l_3439_ * l_3440_);
                        uint l_3445_ = (l_3437_ * l_3442_);
                        uint l_3446_ = (l_3439_ * l_3442_);
                        uint l_3447_ = (l_3443_ >> 16u);
                        uint l_3448_ = (l_3447_ & 65535u);
                        uint l_3449_ = (l_3444_ & 65535u);
                        uint l_3450_ = (l_3448_ + l_3449_);
                        uint l_3451_ = (l_3445_ & 65535u);
                        uint l_3452_ = (l_3450_ + l_3451_);
                        uint l_3453_ = (l_3444_ >> 16u);
                        uint l_3454_ = (l_3453_ & 65535u);
                        uint l_3455_ = (l_3446_ + l_3454_);
                        uint l_3456_ = (l_3445_ >> 16u);
                        uint l_3457_ = (l_3456_ & 65535u);
                        uint l_3458_ = (l_3455_ + l_3457_);
                        uint l_3459_ = (l_3452_ >> 16u);
                        uint l_3460_ = (l_3459_ & 65535u);
                        uint l_1195_ = (l_3458_ + l_3460_);
                        uint l_1196_ = (l_1195_ + l_1194_);
                        uint _e4272 = l_mut_447_;
                        uint l_3462_ = (_e4272 & 65535u);
                        uint _e4275 = l_mut_447_;
                        uint l_3463_ = (_e4275 >> 16u);
                        uint l_3464_ = (l_3463_ & 65535u);
                        uint l_3465_ = (l_1185_ & 65535u);
                        uint l_3466_ = (l_1185_ >> 16u);
                        uint l_3467_ = (l_3466_ & 65535u);
                        uint l_3468_ = (l_3462_ * l_3465_);
                        uint l_3469_ = (l_3464_ * l_3465_);
                        uint l_3470_ = (l_3462_ * l_3467_);
                        uint l_3471_ = (l_3464_ * l_3467_);
                        uint l_3472_ = (l_3468_ >> 16u);
                        uint l_3473_ = (l_3472_ & 65535u);
                        uint l_3474_ = (l_3469_ & 65535u);
                        uint l_3475_ = (l_3473_ + l_3474_);
                        uint l_3476_ = (l_3470_ & 65535u);
                        uint l_3477_ = (l_3475_ + l_3476_);
                        uint l_3478_ = (l_3469_ >> 16u);
                        uint l_3479_ = (l_3478_ & 65535u);
                        uint l_3480_ = (l_3471_ + l_3479_);
                        uint l_3481_ = (l_3470_ >> 16u);
                        uint l_3482_ = (l_3481_ & 65535u);
                        uint l_3483_ = (l_3480_ + l_3482_);
                        uint l_3484_ = (l_3477_ >> 16u);
                        uint l_3485_ = (l_3484_ & 65535u);
                        uint l_1197_ = (l_3483_ + l_3485_);
                        bool l_1198_ = (l_1196_ < l_1194_);
                        uint l_1199_ = uint(l_1198_);
                        uint l_1200_ = (l_1197_ + l_1199_);
                        uint l_1201_ = (l_1183_ % 32u);
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
                        uint _e4334 = l_mut_446_;
                        l_mut_428_ = _e4334;
                        uint _e4335 = l_mut_435_;
                        l_mut_446_ = _e4335;
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
                                uint _e4349 = l_mut_435_;
                                l_mut_428_ = _e4349;
                                l_mut_446_ = l_1219_;
                            }
                        }
                        uint _e4350 = l_mut_428_;
                        l_mut_448_ = _e4350;
                        uint _e4351 = l_mut_446_;
                        l_mut_447_ = _e4351;
                        if (l_1187_) {
                            uint _e4353 = l_mut_448_;
                            uint l_1220_ = (0u - _e4353);
                            uint _e4356 = l_mut_447_;
                            uint l_1221_ = (0u - _e4356);
                            uint _e4359 = l_mut_448_;
                            bool l_1222_ = (0u < _e4359);
                            uint l_1223_ = uint(l_1222_);
                            uint l_1224_ = (l_1221_ - l_1223_);
                            l_mut_448_ = l_1220_;
                            l_mut_447_ = l_1224_;
                        }
                        uint _e4363 = l_mut_448_;
                        l_mut_452_ = _e4363;
                        uint _e4364 = l_mut_447_;
                        l_mut_451_ = _e4364;
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
                        uint _e4377 = l_mut_448_;
                        uint l_1232_ = (_e4377 * l_881_);
                        uint _e4379 = l_mut_447_;
                        uint l_1233_ = (_e4379 * l_881_);
                        uint _e4381 = l_mut_448_;
                        uint l_3487_ = (_e4381 & 65535u);
                        uint _e4384 = l_mut_448_;
                        uint l_3488_ = (_e4384 >> 16u);
                        uint l_3489_ = (l_3488_ & 65535u);
                        uint l_3490_ = (l_881_ & 65535u);
                        uint l_3491_ = (l_881_ >> 16u);
                        uint l_3492_ = (l_3491_ & 65535u);
                        uint l_3493_ = (l_3487_ * l_3490_);
                        uint l_3494_ = (l_3489_ * l_3490_);
                        uint l_3495_ = (l_3487_ * l_3492_);
                        uint l_3496_ = (l_3489_ * l_3492_);
                        uint l_3497_ = (l_3493_ >> 16u);
                        uint l_3498_ = (l_3497_ & 65535u);
                        uint l_3499_ = (l_3494_ & 65535u);
                        uint l_3500_ = (l_3498_ + l_3499_);
                        uint l_3501_ = (l_3495_ & 65535u);
                        uint l_3502_ = (l_3500_ + l_3501_);
                        uint l_3503_ = (l_3494_ >> 16u);
                        uint l_3504_ = (l_3503_ & 65535u);
                        uint l_3505_ = (l_3496_ + l_3504_);
                        uint l_3506_ = (l_3495_ >> 16u);
                        uint l_3507_ = (l_3506_ & 65535u);
                        uint l_3508_ = (l_3505_ + l_3507_);
                        uint l_3509_ = (l_3502_ >> 16u);
                        uint l_3510_ = (l_3509_ & 65535u);
                        uint l_1234_ = (l_3508_ + l_3510_);
                        uint l_1235_ = (l_1234_ + l_1233_);
                        uint _e4425 = l_mut_447_;
                        uint l_3512_ = (_e4425 & 65535u);
                        uint _e4428 = l_mut_447_;
                        uint l_3513_ = (_e4428 >> 16u);
                        uint l_3514_ = (l_3513_ & 65535u);
                        uint l_3515_ = (l_881_ & 65535u);
                        uint l_3516_ = (l_881_ >> 16u);
                        uint l_3517_ = (l_3516_ & 65535u);
                        uint l_3518_ = (l_3512_ * l_3515_);
                        uint l_3519_ = (l_3514_ * l_3515_);
                        uint l_3520_ = (l_3512_ * l_3517_);
                        uint l_3521_ = (l_3514_ * l_3517_);
                        uint l_3522_ = (l_3518_ >> 16u);
                        uint l_3523_ = (l_3522_ & 65535u);
                        uint l_3524_ = (l_3519_ & 65535u);
                        uint l_3525_ = (l_3523_ + l_3524_);
                        uint l_3526_ = (l_3520_ & 65535u);
                        uint l_3527_ = (l_3525_ + l_3526_);
                        uint l_3528_ = (l_3519_ >> 16u);
                        uint l_3529_ = (l_3528_ & 65535u);
                        uint l_3530_ = (l_3521_ + l_3529_);
                        uint l_3531_ = (l_3520_ >> 16u);
                        uint l_3532_ = (l_3531_ & 65535u);
                        uint l_3533_ = (l_3530_ + l_3532_);
                        uint l_3534_ = (l_3527_ >> 16u);
                        uint l_3535_ = (l_3534_ & 65535u);
                        uint l_1236_ = (l_3533_ + l_3535_);
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
                        uint _e4486 = l_mut_446_;
                        l_mut_428_ = _e4486;
                        uint _e4487 = l_mut_435_;
                        l_mut_446_ = _e4487;
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
                                uint _e4499 = l_mut_435_;
                                l_mut_428_ = _e4499;
                                l_mut_446_ = l_1258_;
                            }
                        }
                        uint _e4500 = l_mut_448_;
                        uint l_1259_ = (_e4500 * l_881_);
                        uint _e4502 = l_mut_447_;
                        uint l_1260_ = (_e4502 * l_881_);
                        uint _e4504 = l_mut_448_;
                        uint l_3537_ = (_e4504 & 65535u);
                        uint _e4507 = l_mut_448_;
                        uint l_3538_ = (_e4507 >> 16u);
                        uint l_3539_ = (l_3538_ & 65535u);
                        uint l_3540_ = (l_881_ & 65535u);
                        uint l_3541_ = (l_881_ >> 16u);
                        uint l_3542_ = (l_3541_ & 65535u);
                        uint l_3543_ = (l_3537_ * l_3540_);
                        uint l_3544_ = (l_3539_ * l_3540_);
                        uint l_3545_ = (l_3537_ * l_3542_);
                        uint l_3546_ = (l_3539_ * l_3542_);
                        uint l_3547_ = (l_3543_ >> 16u);
                        uint l_3548_ = (l_3547_ & 65535u);
                        uint l_3549_ = (l_3544_ & 65535u);
                        uint l_3550_ = (l_3548_ + l_3549_);
                        uint l_3551_ = (l_3545_ & 65535u);
                        uint l_3552_ = (l_3550_ + l_3551_);
                        uint l_3553_ = (l_3544_ >> 16u);
                        uint l_3554_ = (l_3553_ & 65535u);
                        uint l_3555_ = (l_3546_ + l_3554_);
                        uint l_3556_ = (l_3545_ >> 16u);
                        uint l_3557_ = (l_3556_ & 65535u);
                        uint l_3558_ = (l_3555_ + l_3557_);
                        uint l_3559_ = (l_3552_ >> 16u);
                        uint l_3560_ = (l_3559_ & 65535u);
                        uint l_1261_ = (l_3558_ + l_3560_);
                        uint l_1262_ = (l_1261_ + l_1260_);
                        uint _e4548 = l_mut_447_;
                        uint l_3562_ = (_e4548 & 65535u);
                        uint _e4551 = l_mut_447_;
                        uint l_3563_ = (_e4551 >> 16u);
                        uint l_3564_ = (l_3563_ & 65535u);
                        uint l_3565_ = (l_881_ & 65535u);
                        uint l_3566_ = (l_881_ >> 16u);
                        uint l_3567_ = (l_3566_ & 65535u);
                        uint l_3568_ = (l_3562_ * l_3565_);
                        uint l_3569_ = (l_3564_ * l_3565_);
                        uint l_3570_ = (l_3562_ * l_3567_);
                        uint l_3571_ = (l_3564_ * l_3567_);
                        uint l_3572_ = (l_3568_ >> 16u);
                        uint l_3573_ = (l_3572_ & 65535u);
                        uint l_3574_ = (l_3569_ & 65535u);
                        uint l_3575_ = (l_3573_ + l_3574_);
                        uint l_3576_ = (l_3570_ & 65535u);
                        uint l_3577_ = (l_3575_ + l_3576_);
                        uint l_3578_ = (l_3569_ >> 16u);
                        uint l_3579_ = (l_3578_ & 65535u);
                        uint l_3580_ = (l_3571_ + l_3579_);
                        uint l_3581_ = (l_3570_ >> 16u);
                        uint l_3582_ = (l_3581_ & 65535u);
                        uint l_3583_ = (l_3580_ + l_3582_);
                        uint l_3584_ = (l_3577_ >> 16u);
                        uint l_3585_ = (l_3584_ & 65535u);
                        uint l_1263_ = (l_3583_ + l_3585_);
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
                        uint _e4609 = l_mut_435_;
                        l_mut_395_ = _e4609;
                        uint _e4610 = l_mut_401_;
                        l_mut_435_ = _e4610;
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
                                uint _e4622 = l_mut_401_;
                                l_mut_395_ = _e4622;
                                l_mut_435_ = l_1285_;
                            }
                        }
                        uint _e4623 = l_mut_428_;
                        uint l_1286_ = (_e4623 * l_881_);
                        uint _e4625 = l_mut_446_;
                        uint l_1287_ = (_e4625 * l_881_);
                        uint _e4627 = l_mut_428_;
                        uint l_3587_ = (_e4627 & 65535u);
                        uint _e4630 = l_mut_428_;
                        uint l_3588_ = (_e4630 >> 16u);
                        uint l_3589_ = (l_3588_ & 65535u);
                        uint l_3590_ = (l_881_ & 65535u);
                        uint l_3591_ = (l_881_ >> 16u);
                        uint l_3592_ = (l_3591_ & 65535u);
                        uint l_3593_ = (l_3587_ * l_3590_);
                        uint l_3594_ = (l_3589_ * l_3590_);
                        uint l_3595_ = (l_3587_ * l_3592_);
                        uint l_3596_ = (l_3589_ * l_3592_);
                        uint l_3597_ = (l_3593_ >> 16u);
                        uint l_3598_ = (l_3597_ & 65535u);
                        uint l_3599_ = (l_3594_ & 65535u);
                        uint l_3600_ = (l_3598_ + l_3599_);
                        uint l_3601_ = (l_3595_ & 65535u);
                        uint l_3602_ = (l_3600_ + l_3601_);
                        uint l_3603_ = (l_3594_ >> 16u);
                        uint l_3604_ = (l_3603_ & 65535u);
                        uint l_3605_ = (l_3596_ + l_3604_);
                        uint l_3606_ = (l_3595_ >> 16u);
                        uint l_3607_ = (l_3606_ & 65535u);
                        uint l_3608_ = (l_3605_ + l_3607_);
                        uint l_3609_ = (l_3602_ >> 16u);
                        uint l_3610_ = (l_3609_ & 65535u);
                        uint l_1288_ = (l_3608_ + l_3610_);
                        uint l_1289_ = (l_1288_ + l_1287_);
                        uint _e4671 = l_mut_446_;
                        uint l_3612_ = (_e4671 & 65535u);
                        uint _e4674 = l_mut_446_;
                        uint l_3613_ = (_e4674 >> 16u);
                        uint l_3614_ = (l_3613_ & 65535u);
                        uint l_3615_ = (l_881_ & 65535u);
                        uint l_3616_ = (l_881_ >> 16u);
                        uint l_3617_ = (l_3616_ & 65535u);
                        uint l_3618_ = (l_3612_ * l_3615_);
                        uint l_3619_ = (l_3614_ * l_3615_);
                        uint l_3620_ = (l_3612_ * l_3617_);
                        uint l_3621_ = (l_3614_ * l_3617_);
                        uint l_3622_ = (l_3618_ >> 16u);
                        uint l_3623_ = (l_3622_ & 65535u);
                        uint l_3624_ = (l_3619_ & 65535u);
                        uint l_3625_ = (l_3623_ + l_3624_);
                        uint l_3626_ = (l_3620_ & 65535u);
                        uint l_3627_ = (l_3625_ + l_3626_);
                        uint l_3628_ = (l_3619_ >> 16u);
                        uint l_3629_ = (l_3628_ & 65535u);
                        uint l_3630_ = (l_3621_ + l_3629_);
                        uint l_3631_ = (l_3620_ >> 16u);
                        uint l_3632_ = (l_3631_ & 65535u);
                        uint l_3633_ = (l_3630_ + l_3632_);
                        uint l_3634_ = (l_3627_ >> 16u);
                        uint l_3635_ = (l_3634_ & 65535u);
                        uint l_1290_ = (l_3633_ + l_3635_);
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
                        uint _e4732 = l_mut_448_;
                        l_mut_401_ = _e4732;
                        uint _e4733 = l_mut_447_;
                        l_mut_448_ = _e4733;
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
                                uint _e4745 = l_mut_447_;
                                l_mut_401_ = _e4745;
                                l_mut_448_ = l_1312_;
                            }
                        }
                        uint _e4746 = l_mut_428_;
                        uint l_1313_ = (_e4746 * l_881_);
                        uint _e4748 = l_mut_446_;
                        uint l_1314_ = (_e4748 * l_881_);
                        uint _e4750 = l_mut_428_;
                        uint l_3637_ = (_e4750 & 65535u);
                        uint _e4753 = l_mut_428_;
                        uint l_3638_ = (_e4753 >> 16u);
                        uint l_3639_ = (l_3638_ & 65535u);
                        uint l_3640_ = (l_881_ & 65535u);
                        uint l_3641_ = (l_881_ >> 16u);
                        uint l_3642_ = (l_3641_ & 65535u);
                        uint l_3643_ = (l_3637_ * l_3640_);
                        uint l_3644_ = (l_3639_ * l_3640_);
                        uint l_3645_ = (l_3637_ * l_3642_);
                        uint l_3646_ = (l_3639_ * l_3642_);
                        uint l_3647_ = (l_3643_ >> 16u);
                        uint l_3648_ = (l_3647_ & 65535u);
                        uint l_3649_ = (l_3644_ & 65535u);
                        uint l_3650_ = (l_3648_ + l_3649_);
                        uint l_3651_ = (l_3645_ & 65535u);
                        uint l_3652_ = (l_3650_ + l_3651_);
                        uint l_3653_ = (l_3644_ >> 16u);
                        uint l_3654_ = (l_3653_ & 65535u);
                        uint l_3655_ = (l_3646_ + l_3654_);
                        uint l_3656_ = (l_3645_ >> 16u);
                        uint l_3657_ = (l_3656_ & 65535u);
                        uint l_3658_ = (l_3655_ + l_3657_);
                        uint l_3659_ = (l_3652_ >> 16u);
                        uint l_3660_ = (l_3659_ & 65535u);
                        uint l_1315_ = (l_3658_ + l_3660_);
                        uint l_1316_ = (l_1315_ + l_1314_);
                        uint _e4794 = l_mut_446_;
                        uint l_3662_ = (_e4794 & 65535u);
                        uint _e4797 = l_mut_446_;
                        uint l_3663_ = (_e4797 >> 16u);
                        uint l_3664_ = (l_3663_ & 65535u);
                        uint l_3665_ = (l_881_ & 65535u);
                        uint l_3666_ = (l_881_ >> 16u);
                        uint l_3667_ = (l_3666_ & 65535u);
                        uint l_3668_ = (l_3662_ * l_3665_);
                        uint l_3669_ = (l_3664_ * l_3665_);
                        uint l_3670_ = (l_3662_ * l_3667_);
                        uint l_3671_ = (l_3664_ * l_3667_);
                        uint l_3672_ = (l_3668_ >> 16u);
                        uint l_3673_ = (l_3672_ & 65535u);
                        uint l_3674_ = (l_3669_ & 65535u);
                        uint l_3675_ = (l_3673_ + l_3674_);
                        uint l_3676_ = (l_3670_ & 65535u);
                        uint l_3677_ = (l_3675_ + l_3676_);
                        uint l_3678_ = (l_3669_ >> 16u);
                        uint l_3679_ = (l_3678_ & 65535u);
                        uint l_3680_ = (l_3671_ + l_3679_);
                        uint l_3681_ = (l_3670_ >> 16u);
                        uint l_3682_ = (l_3681_ & 65535u);
                        uint l_3683_ = (l_3680_ + l_3682_);
                        uint l_3684_ = (l_3677_ >> 16u);
                        uint l_3685_ = (l_3684_ & 65535u);
                        uint l_1317_ = (l_3683_ + l_3685_);
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
                        uint _e4855 = l_mut_447_;
                        l_mut_265_ = _e4855;
                        uint _e4856 = l_mut_389_;
                        l_mut_447_ = _e4856;
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
                                uint _e4868 = l_mut_389_;
                                l_mut_265_ = _e4868;
                                l_mut_447_ = l_1339_;
                            }
                        }
                        uint _e4869 = l_mut_395_;
                        uint l_1340_ = (_e4869 * l_881_);
                        uint _e4871 = l_mut_395_;
                        uint l_3687_ = (_e4871 & 65535u);
                        uint _e4874 = l_mut_395_;
                        uint l_3688_ = (_e4874 >> 16u);
                        uint l_3689_ = (l_3688_ & 65535u);
                        uint l_3690_ = (l_881_ & 65535u);
                        uint l_3691_ = (l_881_ >> 16u);
                        uint l_3692_ = (l_3691_ & 65535u);
                        uint l_3693_ = (l_3687_ * l_3690_);
                        uint l_3694_ = (l_3689_ * l_3690_);
                        uint l_3695_ = (l_3687_ * l_3692_);
                        uint l_3696_ = (l_3689_ * l_3692_);
                        uint l_3697_ = (l_3693_ >> 16u);
                        uint l_3698_ = (l_3697_ & 65535u);
                        uint l_3699_ = (l_3694_ & 65535u);
                        uint l_3700_ = (l_3698_ + l_3699_);
                        uint l_3701_ = (l_3695_ & 65535u);
                        uint l_3702_ = (l_3700_ + l_3701_);
                        uint l_3703_ = (l_3694_ >> 16u);
                        uint l_3704_ = (l_3703_ & 65535u);
                        uint l_3705_ = (l_3696_ + l_3704_);
                        uint l_3706_ = (l_3695_ >> 16u);
                        uint l_3707_ = (l_3706_ & 65535u);
                        uint l_3708_ = (l_3705_ + l_3707_);
                        uint l_3709_ = (l_3702_ >> 16u);
                        uint l_3710_ = (l_3709_ & 65535u);
                        uint l_1341_ = (l_3708_ + l_3710_);
                        uint _e4914 = l_mut_435_;
                        uint l_1342_ = (_e4914 * l_881_);
                        uint l_1343_ = (l_1341_ + l_1342_);
                        uint _e4917 = l_mut_265_;
                        uint l_1344_ = (_e4917 + l_1340_);
                        uint _e4919 = l_mut_447_;
                        uint l_1345_ = (_e4919 + l_1343_);
                        uint _e4921 = l_mut_265_;
                        bool l_1346_ = (l_1344_ < _e4921);
                        uint l_1347_ = uint(l_1346_);
                        uint l_1348_ = (l_1345_ + l_1347_);
                        uint _e4925 = l_mut_401_;
                        l_mut_452_ = _e4925;
                        uint _e4926 = l_mut_448_;
                        l_mut_451_ = _e4926;
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
                                uint _e4947 = l_mut_401_;
                                l_mut_435_ = _e4947;
                                uint _e4948 = l_mut_448_;
                                l_mut_428_ = _e4948;
                                bool l_1361_ = (l_1183_ >= 32u);
                                if (l_1361_) {
                                    uint l_1362_ = (l_1183_ & 31u);
                                    uint _e4953 = l_mut_448_;
                                    uint l_1363_ = (_e4953 >> l_1362_);
                                    l_mut_435_ = l_1363_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1364_ = (l_1183_ > 0u);
                                    if (l_1364_) {
                                        uint _e4958 = l_mut_401_;
                                        l_mut_395_ = _e4958;
                                        bool l_1365_ = (l_1183_ > 0u);
                                        if (l_1365_) {
                                            uint _e4961 = l_mut_401_;
                                            uint l_1366_ = (_e4961 >> l_1183_);
                                            uint l_1367_ = (32u - l_1183_);
                                            uint _e4965 = l_mut_448_;
                                            uint l_1368_ = (_e4965 << l_1367_);
                                            uint l_1369_ = (l_1366_ | l_1368_);
                                            l_mut_395_ = l_1369_;
                                        }
                                        uint _e4968 = l_mut_448_;
                                        uint l_1370_ = (_e4968 >> l_1183_);
                                        uint _e4970 = l_mut_395_;
                                        l_mut_435_ = _e4970;
                                        l_mut_428_ = l_1370_;
                                    }
                                }
                                uint _e4971 = l_mut_447_;
                                uint _e4972 = l_mut_435_;
                                uint l_1371_ = (_e4971 + _e4972);
                                uint _e4974 = l_mut_446_;
                                uint _e4975 = l_mut_428_;
                                uint l_1372_ = (_e4974 + _e4975);
                                uint _e4977 = l_mut_447_;
                                bool l_1373_ = (l_1371_ < _e4977);
                                uint l_1374_ = uint(l_1373_);
                                uint l_1375_ = (l_1372_ + l_1374_);
                                l_mut_452_ = l_1371_;
                                l_mut_451_ = l_1375_;
                            }
                        }
                        if (l_1226_) {
                            uint _e4982 = l_mut_452_;
                            uint l_1376_ = (0u - _e4982);
                            uint _e4985 = l_mut_451_;
                            uint l_1377_ = (0u - _e4985);
                            uint _e4988 = l_mut_452_;
                            bool l_1378_ = (0u < _e4988);
                            uint l_1379_ = uint(l_1378_);
                            uint l_1380_ = (l_1377_ - l_1379_);
                            l_mut_452_ = l_1376_;
                            l_mut_451_ = l_1380_;
                        }
                    }
                    uint _e4992 = l_mut_452_;
                    l_mut_448_ = _e4992;
                    uint _e4993 = l_mut_451_;
                    l_mut_447_ = _e4993;
                    uint _e4994 = l_mut_451_;
                    uint l_1381_ = (_e4994 >> 31u);
                    bool l_1382_ = (l_1381_ == 1u);
                    if (l_1382_) {
                        uint _e5000 = l_mut_452_;
                        uint l_1383_ = (0u - _e5000);
                        uint _e5003 = l_mut_451_;
                        uint l_1384_ = (0u - _e5003);
                        uint _e5006 = l_mut_452_;
                        bool l_1385_ = (0u < _e5006);
                        uint l_1386_ = uint(l_1385_);
                        uint l_1387_ = (l_1384_ - l_1386_);
                        l_mut_448_ = l_1383_;
                        l_mut_447_ = l_1387_;
                    }
                    uint _e5010 = l_mut_448_;
                    uint l_1388_ = (l_14_ + _e5010);
                    uint _e5012 = l_mut_447_;
                    uint l_1389_ = (l_17_ + _e5012);
                    bool l_1390_ = (l_1388_ < l_14_);
                    uint l_1391_ = uint(l_1390_);
                    uint l_1392_ = (l_1389_ + l_1391_);
                    uint l_1393_ = (l_1388_ + 1u);
                    uint l_1394_ = (l_1392_ + 0u);
                    bool l_1395_ = (l_1393_ < l_1388_);
                    uint l_1396_ = uint(l_1395_);
                    uint l_1397_ = (l_1394_ + l_1396_);
                    uint _e5024 = l_mut_452_;
                    uint l_1398_ = (l_1134_ - _e5024);
                    uint _e5026 = l_mut_451_;
                    uint l_1399_ = (l_1138_ - _e5026);
                    uint _e5028 = l_mut_452_;
                    bool l_1400_ = (l_1134_ < _e5028);
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
                    uint _e5061 = l_mut_435_;
                    bool l_1423_ = (_e5061 < l_1417_);
                    uint _e5063 = l_mut_435_;
                    bool l_1424_ = (_e5063 == l_1417_);
                    uint _e5065 = l_mut_446_;
                    bool l_1425_ = (_e5065 < l_1413_);
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
                        bool _e5080 = l_mut_635_;
                        l_mut_659_ = _e5080;
                        l_mut_635_ = false;
                    }
                    bool _e5082 = l_mut_635_;
                    if (_e5082) {
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
                        uint _e5097 = l_mut_395_;
                        uint l_1439_ = (_e5097 * l_1438_);
                        uint _e5099 = l_mut_395_;
                        uint l_3712_ = (_e5099 & 65535u);
                        uint _e5102 = l_mut_395_;
                        uint l_3713_ = (_e5102 >> 16u);
                        uint l_3714_ = (l_3713_ & 65535u);
                        uint l_3715_ = (l_1438_ & 65535u);
                        uint l_3716_ = (l_1438_ >> 16u);
                        uint l_3717_ = (l_3716_ & 65535u);
                        uint l_3718_ = (l_3712_ * l_3715_);
                        uint l_3719_ = (l_3714_ * l_3715_);
                        uint l_3720_ = (l_3712_ * l_3717_);
                        uint l_3721_ = (l_3714_ * l_3717_);
                        uint l_3722_ = (l_3718_ >> 16u);
                        uint l_3723_ = (l_3722_ & 65535u);
                        uint l_3724_ = (l_3719_ & 65535u);
                        uint l_3725_ = (l_3723_ + l_3724_);
                        uint l_3726_ = (l_3720_ & 65535u);
                        uint l_3727_ = (l_3725_ + l_3726_);
                        uint l_3728_ = (l_3719_ >> 16u);
                        uint l_3729_ = (l_3728_ & 65535u);
                        uint l_3730_ = (l_3721_ + l_3729_);
                        uint l_3731_ = (l_3720_ >> 16u);
                        uint l_3732_ = (l_3731_ & 65535u);
                        uint l_3733_ = (l_3730_ + l_3732_);
                        uint l_3734_ = (l_3727_ >> 16u);
                        uint l_3735_ = (l_3734_ & 65535u);
                        uint l_1440_ = (l_3733_ + l_3735_);
                        uint _e5142 = l_mut_389_;
                        uint l_1441_ = (_e5142 * l_1438_);
                        uint l_1442_ = (l_1440_ + l_1441_);
                        l_mut_265_ = 0u;
                        uint l_1443_ = (l_881_ - 1u);
                        uint _e5148 = l_mut_395_;
                        uint l_1444_ = (_e5148 * l_1443_);
                        uint _e5150 = l_mut_389_;
                        uint l_1445_ = (_e5150 * l_1443_);
                        uint _e5152 = l_mut_395_;
                        uint l_3737_ = (_e5152 & 65535u);
                        uint _e5155 = l_mut_395_;
                        uint l_3738_ = (_e5155 >> 16u);
                        uint l_3739_ = (l_3738_ & 65535u);
                        uint l_3740_ = (l_1443_ & 65535u);
                        uint l_3741_ = (l_1443_ >> 16u);
                        uint l_3742_ = (l_3741_ & 65535u);
                        uint l_3743_ = (l_3737_ * l_3740_);
                        uint l_3744_ = (l_3739_ * l_3740_);
                        uint l_3745_ = (l_3737_ * l_3742_);
                        uint l_3746_ = (l_3739_ * l_3742_);
                        uint l_3747_ = (l_3743_ >> 16u);
                        uint l_3748_ = (l_3747_ & 65535u);
                        uint l_3749_ = (l_3744_ & 65535u);
                        uint l_3750_ = (l_3748_ + l_3749_);
                        uint l_3751_ = (l_3745_ & 65535u);
                        uint l_3752_ = (l_3750_ + l_3751_);
                        uint l_3753_ = (l_3744_ >> 16u);
                        uint l_3754_ = (l_3753_ & 65535u);
                        uint l_3755_ = (l_3746_ + l_3754_);
                        uint l_3756_ = (l_3745_ >> 16u);
                        uint l_3757_ = (l_3756_ & 65535u);
                        uint l_3758_ = (l_3755_ + l_3757_);
                        uint l_3759_ = (l_3752_ >> 16u);
                        uint l_3760_ = (l_3759_ & 65535u);
                        uint l_1446_ = (l_3758_ + l_3760_);
                        uint l_1447_ = (l_1446_ + l_1445_);
                        uint _e5196 = l_mut_389_;
                        uint l_3762_ = (_e5196 & 65535u);
                        uint _e5199 = l_mut_389_;
                        uint l_3763_ = (_e5199 >> 16u);
                        uint l_3764_ = (l_3763_ & 65535u);
                        uint l_3765_ = (l_1443_ & 65535u);
                        uint l_3766_ = (l_1443_ >> 16u);
                        uint l_3767_ = (l_3766_ & 65535u);
                        uint l_3768_ = (l_3762_ * l_3765_);
                        uint l_3769_ = (l_3764_ * l_3765_);
                        uint l_3770_ = (l_3762_ * l_3767_);
                        uint l_3771_ = (l_3764_ * l_3767_);
                        uint l_3772_ = (l_3768_ >> 16u);
                        uint l_3773_ = (l_3772_ & 65535u);
                        uint l_3774_ = (l_3769_ & 65535u);
                        uint l_3775_ = (l_3773_ + l_3774_);
                        uint l_3776_ = (l_3770_ & 65535u);
                        uint l_3777_ = (l_3775_ + l_3776_);
                        uint l_3778_ = (l_3769_ >> 16u);
                        uint l_3779_ = (l_3778_ & 65535u);
                        uint l_3780_ = (l_3771_ + l_3779_);
                        uint l_3781_ = (l_3770_ >> 16u);
                        uint l_3782_ = (l_3781_ & 65535u);
                        uint l_3783_ = (l_3780_ + l_3782_);
                        uint l_3784_ = (l_3777_ >> 16u);
                        uint l_3785_ = (l_3784_ & 65535u);
                        uint l_1448_ = (l_3783_ + l_3785_);
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
                        uint _e5257 = l_mut_259_;
                        l_mut_203_ = _e5257;
                        uint _e5258 = l_mut_209_;
                        l_mut_259_ = _e5258;
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
                                uint _e5270 = l_mut_209_;
                                l_mut_203_ = _e5270;
                                l_mut_259_ = l_1470_;
                            }
                        }
                        uint _e5271 = l_mut_203_;
                        uint _e5272 = l_mut_259_;
                        uint l_1471_ = (_e5271 | _e5272);
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
                                    uint _e5307 = l_mut_389_;
                                    bool l_1489_ = (l_1477_ < _e5307);
                                    uint _e5309 = l_mut_389_;
                                    bool l_1490_ = (l_1477_ == _e5309);
                                    uint _e5311 = l_mut_395_;
                                    bool l_1491_ = (l_1473_ < _e5311);
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
                                        uint _e5324 = l_mut_389_;
                                        bool l_1495_ = (_e5324 < l_1477_);
                                        uint _e5326 = l_mut_389_;
                                        bool l_1496_ = (_e5326 == l_1477_);
                                        uint _e5328 = l_mut_395_;
                                        bool l_1497_ = (_e5328 < l_1473_);
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
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (!loop_init_5) {
                                                    uint _e5435 = l_mut_1505_;
                                                    l_mut_1505_ = (_e5435 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e5350 = l_mut_1505_;
                                                if ((_e5350 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5354 = l_mut_1505_;
                                                    uint l_1506_ = (19u - _e5354);
                                                    uint _e5356 = l_mut_92_;
                                                    l_mut_65_ = _e5356;
                                                    uint _e5357 = l_mut_86_;
                                                    l_mut_30_ = _e5357;
                                                    bool l_1507_ = (l_1506_ >= 32u);
                                                    if (l_1507_) {
                                                        uint l_1508_ = (l_1506_ & 31u);
                                                        uint _e5362 = l_mut_86_;
                                                        uint l_1509_ = (_e5362 >> l_1508_);
                                                        l_mut_65_ = l_1509_;
                                                        l_mut_30_ = 0u;
                                                    } else {
                                                        bool l_1510_ = (l_1506_ > 0u);
                                                        if (l_1510_) {
                                                            uint _e5367 = l_mut_92_;
                                                            l_mut_1511_ = _e5367;
                                                            bool l_1512_ = (l_1506_ > 0u);
                                                            if (l_1512_) {
                                                                uint _e5370 = l_mut_92_;
                                                                uint l_1513_ = (_e5370 >> l_1506_);
                                                                uint l_1514_ = (32u - l_1506_);
                                                                uint _e5374 = l_mut_86_;
                                                                uint l_1515_ = (_e5374 << l_1514_);
                                                                uint l_1516_ = (l_1513_ | l_1515_);
                                                                l_mut_1511_ = l_1516_;
                                                            }
                                                            uint _e5377 = l_mut_86_;
                                                            uint l_1517_ = (_e5377 >> l_1506_);
                                                            uint _e5379 = l_mut_1511_;
                                                            l_mut_65_ = _e5379;
                                                            l_mut_30_ = l_1517_;
                                                        }
                                                    }
                                                    uint _e5380 = l_mut_30_;
                                                    uint _e5381 = l_mut_389_;
                                                    bool l_1518_ = (_e5380 < _e5381);
                                                    uint _e5383 = l_mut_30_;
                                                    uint _e5384 = l_mut_389_;
                                                    bool l_1519_ = (_e5383 == _e5384);
                                                    uint _e5386 = l_mut_65_;
                                                    uint _e5387 = l_mut_395_;
                                                    bool l_1520_ = (_e5386 < _e5387);
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
                                                        uint _e5399 = l_mut_395_;
                                                        l_mut_1511_ = _e5399;
                                                        uint _e5400 = l_mut_389_;
                                                        l_mut_65_ = _e5400;
                                                        bool l_1524_ = (l_1506_ >= 32u);
                                                        if (l_1524_) {
                                                            uint l_1525_ = (l_1506_ & 31u);
                                                            uint _e5405 = l_mut_395_;
                                                            uint l_1526_ = (_e5405 << l_1525_);
                                                            l_mut_1511_ = 0u;
                                                            l_mut_65_ = l_1526_;
                                                        } else {
                                                            bool l_1527_ = (l_1506_ > 0u);
                                                            if (l_1527_) {
                                                                uint _e5410 = l_mut_395_;
                                                                uint l_1528_ = (_e5410 << l_1506_);
                                                                uint _e5412 = l_mut_389_;
                                                                uint l_1529_ = (_e5412 << l_1506_);
                                                                uint l_1530_ = (32u - l_1506_);
                                                                uint _e5416 = l_mut_395_;
                                                                uint l_1531_ = (_e5416 >> l_1530_);
                                                                uint l_1532_ = (l_1529_ | l_1531_);
                                                                l_mut_1511_ = l_1528_;
                                                                l_mut_65_ = l_1532_;
                                                            }
                                                        }
                                                        uint _e5419 = l_mut_92_;
                                                        uint _e5420 = l_mut_1511_;
                                                        uint l_1533_ = (_e5419 - _e5420);
                                                        uint _e5422 = l_mut_86_;
                                                        uint _e5423 = l_mut_65_;
                                                        uint l_1534_ = (_e5422 - _e5423);
                                                        uint _e5425 = l_mut_92_;
                                                        uint _e5426 = l_mut_1511_;
                                                        bool l_1535_ = (_e5425 < _e5426);
                                                        uint l_1536_ = uint(l_1535_);
                                                        uint l_1537_ = (l_1534_ - l_1536_);
                                                        l_mut_92_ = l_1533_;
                                                        l_mut_86_ = l_1537_;
                                                        uint l_1538_ = (1u << l_1506_);
                                                        uint _e5432 = l_mut_80_;
                                                        l_mut_80_ = (_e5432 | l_1538_);
                                                    }
                                                }
                                            }
                                            uint _e5437 = l_mut_80_;
                                            uint l_1539_ = min(_e5437, l_1488_);
                                            l_mut_1511_ = l_1539_;
                                            uint _e5439 = l_mut_86_;
                                            uint _e5440 = l_mut_389_;
                                            bool l_1540_ = (_e5439 < _e5440);
                                            uint _e5442 = l_mut_86_;
                                            uint _e5443 = l_mut_389_;
                                            bool l_1541_ = (_e5442 == _e5443);
                                            uint _e5445 = l_mut_92_;
                                            uint _e5446 = l_mut_395_;
                                            bool l_1542_ = (_e5445 < _e5446);
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
                                            uint _e5458 = l_mut_1511_;
                                            l_mut_135_ = _e5458;
                                        }
                                        uint _e5459 = l_mut_395_;
                                        uint _e5460 = l_mut_135_;
                                        uint l_1546_ = (_e5459 * _e5460);
                                        uint _e5462 = l_mut_395_;
                                        uint l_3787_ = (_e5462 & 65535u);
                                        uint _e5465 = l_mut_395_;
                                        uint l_3788_ = (_e5465 >> 16u);
                                        uint l_3789_ = (l_3788_ & 65535u);
                                        uint _e5470 = l_mut_135_;
                                        uint l_3790_ = (_e5470 & 65535u);
                                        uint _e5473 = l_mut_135_;
                                        uint l_3791_ = (_e5473 >> 16u);
                                        uint l_3792_ = (l_3791_ & 65535u);
                                        uint l_3793_ = (l_3787_ * l_3790_);
                                        uint l_3794_ = (l_3789_ * l_3790_);
                                        uint l_3795_ = (l_3787_ * l_3792_);
                                        uint l_3796_ = (l_3789_ * l_3792_);
                                        uint l_3797_ = (l_3793_ >> 16u);
                                        uint l_3798_ = (l_3797_ & 65535u);
                                        uint l_3799_ = (l_3794_ & 65535u);
                                        uint l_3800_ = (l_3798_ + l_3799_);
                                        uint l_3801_ = (l_3795_ & 65535u);
                                        uint l_3802_ = (l_3800_ + l_3801_);
                                        uint l_3803_ = (l_3794_ >> 16u);
                                        uint l_3804_ = (l_3803_ & 65535u);
                                        uint l_3805_ = (l_3796_ + l_3804_);
                                        uint l_3806_ = (l_3795_ >> 16u);
                                        uint l_3807_ = (l_3806_ & 65535u);
                                        uint l_3808_ = (l_3805_ + l_3807_);
                                        uint l_3809_ = (l_3802_ >> 16u);
                                        uint l_3810_ = (l_3809_ & 65535u);
                                        uint l_1547_ = (l_3808_ + l_3810_);
                                        uint _e5507 = l_mut_389_;
                                        uint _e5508 = l_mut_135_;
                                        uint l_1548_ = (_e5507 * _e5508);
                                        uint l_1549_ = (l_1547_ + l_1548_);
                                        uint l_1550_ = (l_1473_ - l_1546_);
                                        uint l_1551_ = (l_1477_ - l_1549_);
                                        bool l_1552_ = (l_1473_ < l_1546_);
                                        uint l_1553_ = uint(l_1552_);
                                        uint l_1554_ = (l_1551_ - l_1553_);
                                        l_mut_203_ = l_1550_;
                                        l_mut_141_ = l_1554_;
                                        uint _e5516 = l_mut_141_;
                                        uint _e5517 = l_mut_389_;
                                        bool l_1555_ = (_e5516 < _e5517);
                                        uint _e5519 = l_mut_141_;
                                        uint _e5520 = l_mut_389_;
                                        bool l_1556_ = (_e5519 == _e5520);
                                        uint _e5522 = l_mut_203_;
                                        uint _e5523 = l_mut_395_;
                                        bool l_1557_ = (_e5522 < _e5523);
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
                                            uint _e5535 = l_mut_203_;
                                            uint _e5536 = l_mut_395_;
                                            uint l_1561_ = (_e5535 - _e5536);
                                            uint _e5538 = l_mut_141_;
                                            uint _e5539 = l_mut_389_;
                                            uint l_1562_ = (_e5538 - _e5539);
                                            uint _e5541 = l_mut_203_;
                                            uint _e5542 = l_mut_395_;
                                            bool l_1563_ = (_e5541 < _e5542);
                                            uint l_1564_ = uint(l_1563_);
                                            uint l_1565_ = (l_1562_ - l_1564_);
                                            l_mut_203_ = l_1561_;
                                            l_mut_141_ = l_1565_;
                                        }
                                    }
                                    uint _e5546 = l_mut_395_;
                                    uint _e5547 = l_mut_203_;
                                    uint l_1566_ = (_e5546 - _e5547);
                                    uint _e5549 = l_mut_389_;
                                    uint _e5550 = l_mut_141_;
                                    uint l_1567_ = (_e5549 - _e5550);
                                    uint _e5552 = l_mut_395_;
                                    uint _e5553 = l_mut_203_;
                                    bool l_1568_ = (_e5552 < _e5553);
                                    uint l_1569_ = uint(l_1568_);
                                    uint l_1570_ = (l_1567_ - l_1569_);
                                    l_mut_1511_ = l_1566_;
                                    l_mut_203_ = l_1570_;
                                    uint _e5557 = l_mut_389_;
                                    bool l_1571_ = (l_1570_ < _e5557);
                                    uint _e5559 = l_mut_389_;
                                    bool l_1572_ = (l_1570_ == _e5559);
                                    uint _e5561 = l_mut_395_;
                                    bool l_1573_ = (l_1566_ < _e5561);
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
                                        uint _e5573 = l_mut_395_;
                                        uint l_1577_ = (l_1566_ - _e5573);
                                        uint _e5575 = l_mut_389_;
                                        uint l_1578_ = (l_1570_ - _e5575);
                                        uint _e5577 = l_mut_395_;
                                        bool l_1579_ = (l_1566_ < _e5577);
                                        uint l_1580_ = uint(l_1579_);
                                        uint l_1581_ = (l_1578_ - l_1580_);
                                        l_mut_1511_ = l_1577_;
                                        l_mut_203_ = l_1581_;
                                    }
                                    uint _e5581 = l_mut_203_;
                                    uint _e5582 = l_mut_209_;
                                    bool l_1582_ = (_e5581 < _e5582);
                                    uint _e5584 = l_mut_203_;
                                    uint _e5585 = l_mut_209_;
                                    bool l_1583_ = (_e5584 == _e5585);
                                    uint _e5587 = l_mut_1511_;
                                    uint _e5588 = l_mut_259_;
                                    bool l_1584_ = (_e5587 < _e5588);
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
                                        uint _e5599 = l_mut_1511_;
                                        l_mut_259_ = _e5599;
                                        uint _e5600 = l_mut_203_;
                                        l_mut_209_ = _e5600;
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
                                    uint _e5620 = l_mut_389_;
                                    bool l_1598_ = (l_1407_ < _e5620);
                                    uint _e5622 = l_mut_389_;
                                    bool l_1599_ = (l_1407_ == _e5622);
                                    uint _e5624 = l_mut_395_;
                                    bool l_1600_ = (l_1403_ < _e5624);
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
                                        uint _e5637 = l_mut_389_;
                                        bool l_1604_ = (_e5637 < l_1407_);
                                        uint _e5639 = l_mut_389_;
                                        bool l_1605_ = (_e5639 == l_1407_);
                                        uint _e5641 = l_mut_395_;
                                        bool l_1606_ = (_e5641 < l_1403_);
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
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (!loop_init_6) {
                                                    uint _e5748 = l_mut_1614_;
                                                    l_mut_1614_ = (_e5748 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e5663 = l_mut_1614_;
                                                if ((_e5663 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5667 = l_mut_1614_;
                                                    uint l_1615_ = (19u - _e5667);
                                                    uint _e5669 = l_mut_135_;
                                                    l_mut_80_ = _e5669;
                                                    uint _e5670 = l_mut_92_;
                                                    l_mut_65_ = _e5670;
                                                    bool l_1616_ = (l_1615_ >= 32u);
                                                    if (l_1616_) {
                                                        uint l_1617_ = (l_1615_ & 31u);
                                                        uint _e5675 = l_mut_92_;
                                                        uint l_1618_ = (_e5675 >> l_1617_);
                                                        l_mut_80_ = l_1618_;
                                                        l_mut_65_ = 0u;
                                                    } else {
                                                        bool l_1619_ = (l_1615_ > 0u);
                                                        if (l_1619_) {
                                                            uint _e5680 = l_mut_135_;
                                                            l_mut_30_ = _e5680;
                                                            bool l_1620_ = (l_1615_ > 0u);
                                                            if (l_1620_) {
                                                                uint _e5683 = l_mut_135_;
                                                                uint l_1621_ = (_e5683 >> l_1615_);
                                                                uint l_1622_ = (32u - l_1615_);
                                                                uint _e5687 = l_mut_92_;
                                                                uint l_1623_ = (_e5687 << l_1622_);
                                                                uint l_1624_ = (l_1621_ | l_1623_);
                                                                l_mut_30_ = l_1624_;
                                                            }
                                                            uint _e5690 = l_mut_92_;
                                                            uint l_1625_ = (_e5690 >> l_1615_);
                                                            uint _e5692 = l_mut_30_;
                                                            l_mut_80_ = _e5692;
                                                            l_mut_65_ = l_1625_;
                                                        }
                                                    }
                                                    uint _e5693 = l_mut_65_;
                                                    uint _e5694 = l_mut_389_;
                                                    bool l_1626_ = (_e5693 < _e5694);
                                                    uint _e5696 = l_mut_65_;
                                                    uint _e5697 = l_mut_389_;
                                                    bool l_1627_ = (_e5696 == _e5697);
                                                    uint _e5699 = l_mut_80_;
                                                    uint _e5700 = l_mut_395_;
                                                    bool l_1628_ = (_e5699 < _e5700);
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
                                                        uint _e5712 = l_mut_395_;
                                                        l_mut_80_ = _e5712;
                                                        uint _e5713 = l_mut_389_;
                                                        l_mut_65_ = _e5713;
                                                        bool l_1632_ = (l_1615_ >= 32u);
                                                        if (l_1632_) {
                                                            uint l_1633_ = (l_1615_ & 31u);
                                                            uint _e5718 = l_mut_395_;
                                                            uint l_1634_ = (_e5718 << l_1633_);
                                                            l_mut_80_ = 0u;
                                                            l_mut_65_ = l_1634_;
                                                        } else {
                                                            bool l_1635_ = (l_1615_ > 0u);
                                                            if (l_1635_) {
                                                                uint _e5723 = l_mut_395_;
                                                                uint l_1636_ = (_e5723 << l_1615_);
                                                                uint _e5725 = l_mut_389_;
                                                                uint l_1637_ = (_e5725 << l_1615_);
                                                                uint l_1638_ = (32u - l_1615_);
                                                                uint _e5729 = l_mut_395_;
                                                                uint l_1639_ = (_e5729 >> l_1638_);
                                                                uint l_1640_ = (l_1637_ | l_1639_);
                                                                l_mut_80_ = l_1636_;
                                                                l_mut_65_ = l_1640_;
                                                            }
                                                        }
                                                        uint _e5732 = l_mut_135_;
                                                        uint _e5733 = l_mut_80_;
                                                        uint l_1641_ = (_e5732 - _e5733);
                                                        uint _e5735 = l_mut_92_;
                                                        uint _e5736 = l_mut_65_;
                                                        uint l_1642_ = (_e5735 - _e5736);
                                                        uint _e5738 = l_mut_135_;
                                                        uint _e5739 = l_mut_80_;
                                                        bool l_1643_ = (_e5738 < _e5739);
                                                        uint l_1644_ = uint(l_1643_);
                                                        uint l_1645_ = (l_1642_ - l_1644_);
                                                        l_mut_135_ = l_1641_;
                                                        l_mut_92_ = l_1645_;
                                                        uint l_1646_ = (1u << l_1615_);
                                                        uint _e5745 = l_mut_86_;
                                                        l_mut_86_ = (_e5745 | l_1646_);
                                                    }
                                                }
                                            }
                                            uint _e5750 = l_mut_86_;
                                            uint l_1647_ = min(_e5750, l_1597_);
                                            l_mut_86_ = l_1647_;
                                            uint _e5752 = l_mut_92_;
                                            uint _e5753 = l_mut_389_;
                                            bool l_1648_ = (_e5752 < _e5753);
                                            uint _e5755 = l_mut_92_;
                                            uint _e5756 = l_mut_389_;
                                            bool l_1649_ = (_e5755 == _e5756);
                                            uint _e5758 = l_mut_135_;
                                            uint _e5759 = l_mut_395_;
                                            bool l_1650_ = (_e5758 < _e5759);
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
                                            uint _e5771 = l_mut_86_;
                                            l_mut_141_ = _e5771;
                                        }
                                        uint _e5772 = l_mut_395_;
                                        uint _e5773 = l_mut_141_;
                                        uint l_1654_ = (_e5772 * _e5773);
                                        uint _e5775 = l_mut_395_;
                                        uint l_3812_ = (_e5775 & 65535u);
                                        uint _e5778 = l_mut_395_;
                                        uint l_3813_ = (_e5778 >> 16u);
                                        uint l_3814_ = (l_3813_ & 65535u);
                                        uint _e5783 = l_mut_141_;
                                        uint l_3815_ = (_e5783 & 65535u);
                                        uint _e5786 = l_mut_141_;
                                        uint l_3816_ = (_e5786 >> 16u);
                                        uint l_3817_ = (l_3816_ & 65535u);
                                        uint l_3818_ = (l_3812_ * l_3815_);
                                        uint l_3819_ = (l_3814_ * l_3815_);
                                        uint l_3820_ = (l_3812_ * l_3817_);
                                        uint l_3821_ = (l_3814_ * l_3817_);
                                        uint l_3822_ = (l_3818_ >> 16u);
                                        uint l_3823_ = (l_3822_ & 65535u);
                                        uint l_3824_ = (l_3819_ & 65535u);
                                        uint l_3825_ = (l_3823_ + l_3824_);
                                        uint l_3826_ = (l_3820_ & 65535u);
                                        uint l_3827_ = (l_3825_ + l_3826_);
                                        uint l_3828_ = (l_3819_ >> 16u);
                                        uint l_3829_ = (l_3828_ & 65535u);
                                        uint l_3830_ = (l_3821_ + l_3829_);
                                        uint l_3831_ = (l_3820_ >> 16u);
                                        uint l_3832_ = (l_3831_ & 65535u);
                                        uint l_3833_ = (l_3830_ + l_3832_);
                                        uint l_3834_ = (l_3827_ >> 16u);
                                        uint l_3835_ = (l_3834_ & 65535u);
                                        uint l_1655_ = (l_3833_ + l_3835_);
                                        uint _e5820 = l_mut_389_;
                                        uint _e5821 = l_mut_141_;
                                        uint l_1656_ = (_e5820 * _e5821);
                                        uint l_1657_ = (l_1655_ + l_1656_);
                                        uint l_1658_ = (l_1403_ - l_1654_);
                                        uint l_1659_ = (l_1407_ - l_1657_);
                                        bool l_1660_ = (l_1403_ < l_1654_);
                                        uint l_1661_ = uint(l_1660_);
                                        uint l_1662_ = (l_1659_ - l_1661_);
                                        l_mut_1511_ = l_1658_;
                                        l_mut_203_ = l_1662_;
                                        uint _e5829 = l_mut_203_;
                                        uint _e5830 = l_mut_389_;
                                        bool l_1663_ = (_e5829 < _e5830);
                                        uint _e5832 = l_mut_203_;
                                        uint _e5833 = l_mut_389_;
                                        bool l_1664_ = (_e5832 == _e5833);
                                        uint _e5835 = l_mut_1511_;
                                        uint _e5836 = l_mut_395_;
                                        bool l_1665_ = (_e5835 < _e5836);
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
                                            uint _e5848 = l_mut_1511_;
                                            uint _e5849 = l_mut_395_;
                                            uint l_1669_ = (_e5848 - _e5849);
                                            uint _e5851 = l_mut_203_;
                                            uint _e5852 = l_mut_389_;
                                            uint l_1670_ = (_e5851 - _e5852);
                                            uint _e5854 = l_mut_1511_;
                                            uint _e5855 = l_mut_395_;
                                            bool l_1671_ = (_e5854 < _e5855);
                                            uint l_1672_ = uint(l_1671_);
                                            uint l_1673_ = (l_1670_ - l_1672_);
                                            l_mut_1511_ = l_1669_;
                                            l_mut_203_ = l_1673_;
                                        }
                                    }
                                    uint _e5859 = l_mut_203_;
                                    uint _e5860 = l_mut_209_;
                                    bool l_1674_ = (_e5859 < _e5860);
                                    uint _e5862 = l_mut_203_;
                                    uint _e5863 = l_mut_209_;
                                    bool l_1675_ = (_e5862 == _e5863);
                                    uint _e5865 = l_mut_1511_;
                                    uint _e5866 = l_mut_259_;
                                    bool l_1676_ = (_e5865 < _e5866);
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
                                        uint _e5877 = l_mut_1511_;
                                        l_mut_259_ = _e5877;
                                        uint _e5878 = l_mut_203_;
                                        l_mut_209_ = _e5878;
                                    }
                                }
                            }
                            uint _e5879 = l_mut_209_;
                            bool l_1679_ = (_e5879 < l_1417_);
                            uint _e5881 = l_mut_209_;
                            bool l_1680_ = (_e5881 == l_1417_);
                            uint _e5883 = l_mut_259_;
                            bool l_1681_ = (_e5883 < l_1413_);
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
                        uint _e5898 = l_mut_265_;
                        bool l_1687_ = (_e5898 > 0u);
                        if (l_1687_) {
                            uint _e5901 = l_mut_265_;
                            bool l_1688_ = (_e5901 == 1u);
                            l_mut_659_ = l_1688_;
                            l_mut_635_ = false;
                        }
                    }
                    l_mut_364_ = false;
                    while(true) {
                        bool _e5906 = l_mut_635_;
                        bool l_1689_ = !(_e5906);
                        if (l_1689_) {
                            break;
                        }
                        uint _e5908 = l_mut_452_;
                        l_mut_1511_ = _e5908;
                        uint _e5909 = l_mut_451_;
                        l_mut_395_ = _e5909;
                        bool _e5910 = l_mut_364_;
                        if (_e5910) {
                            uint _e5911 = l_mut_448_;
                            l_mut_1511_ = _e5911;
                            uint _e5912 = l_mut_447_;
                            l_mut_395_ = _e5912;
                        }
                        uint _e5913 = l_mut_435_;
                        uint _e5914 = l_mut_395_;
                        bool l_1690_ = (_e5913 < _e5914);
                        uint _e5916 = l_mut_435_;
                        uint _e5917 = l_mut_395_;
                        bool l_1691_ = (_e5916 == _e5917);
                        uint _e5919 = l_mut_446_;
                        uint _e5920 = l_mut_1511_;
                        bool l_1692_ = (_e5919 < _e5920);
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
                        bool _e5932 = l_mut_364_;
                        bool l_1696_ = (l_1695_ != _e5932);
                        if (l_1696_) {
                            uint _e5934 = l_mut_452_;
                            l_mut_1511_ = _e5934;
                            uint _e5935 = l_mut_451_;
                            l_mut_395_ = _e5935;
                            uint _e5936 = l_mut_448_;
                            l_mut_452_ = _e5936;
                            uint _e5937 = l_mut_447_;
                            l_mut_451_ = _e5937;
                            uint _e5938 = l_mut_1511_;
                            l_mut_448_ = _e5938;
                            uint _e5939 = l_mut_395_;
                            l_mut_447_ = _e5939;
                            uint _e5940 = l_mut_428_;
                            l_mut_1511_ = _e5940;
                            uint _e5941 = l_mut_401_;
                            l_mut_428_ = _e5941;
                            uint _e5942 = l_mut_1511_;
                            l_mut_401_ = _e5942;
                            l_mut_364_ = l_1695_;
                        }
                        uint _e5943 = l_mut_452_;
                        uint _e5944 = l_mut_446_;
                        uint l_1697_ = (_e5943 - _e5944);
                        uint _e5946 = l_mut_451_;
                        uint _e5947 = l_mut_435_;
                        uint l_1698_ = (_e5946 - _e5947);
                        uint _e5949 = l_mut_452_;
                        uint _e5950 = l_mut_446_;
                        bool l_1699_ = (_e5949 < _e5950);
                        uint l_1700_ = uint(l_1699_);
                        uint l_1701_ = (l_1698_ - l_1700_);
                        l_mut_1511_ = l_1697_;
                        l_mut_395_ = l_1701_;
                        bool _e5954 = l_mut_364_;
                        if (_e5954) {
                            uint _e5955 = l_mut_446_;
                            uint l_1702_ = (_e5955 - l_1413_);
                            uint _e5957 = l_mut_435_;
                            uint l_1703_ = (_e5957 - l_1417_);
                            uint _e5959 = l_mut_446_;
                            bool l_1704_ = (_e5959 < l_1413_);
                            uint l_1705_ = uint(l_1704_);
                            uint l_1706_ = (l_1703_ - l_1705_);
                            l_mut_1511_ = l_1702_;
                            l_mut_395_ = l_1706_;
                        }
                        uint _e5963 = l_mut_452_;
                        l_mut_389_ = _e5963;
                        uint _e5964 = l_mut_451_;
                        l_mut_265_ = _e5964;
                        uint _e5965 = l_mut_395_;
                        uint _e5966 = l_mut_451_;
                        bool l_1707_ = (_e5965 < _e5966);
                        uint _e5968 = l_mut_395_;
                        uint _e5969 = l_mut_451_;
                        bool l_1708_ = (_e5968 == _e5969);
                        uint _e5971 = l_mut_1511_;
                        uint _e5972 = l_mut_452_;
                        bool l_1709_ = (_e5971 < _e5972);
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
                            uint _e5983 = l_mut_1511_;
                            l_mut_389_ = _e5983;
                            uint _e5984 = l_mut_395_;
                            l_mut_265_ = _e5984;
                        }
                        l_mut_357_ = false;
                        uint _e5986 = l_mut_389_;
                        l_mut_1511_ = _e5986;
                        uint _e5987 = l_mut_265_;
                        l_mut_395_ = _e5987;
                        if (false) {
                            uint _e5990 = l_mut_265_;
                            uint l_1714_ = (_e5990 >> 3u);
                            l_mut_1511_ = l_1714_;
                            l_mut_395_ = 0u;
                        } else {
                            if (true) {
                                uint _e5994 = l_mut_389_;
                                l_mut_259_ = _e5994;
                                if (true) {
                                    uint _e5996 = l_mut_389_;
                                    uint l_1717_ = (_e5996 >> 3u);
                                    uint _e5999 = l_mut_265_;
                                    uint l_1718_ = (_e5999 << 29u);
                                    uint l_1719_ = (l_1717_ | l_1718_);
                                    l_mut_259_ = l_1719_;
                                }
                                uint _e6003 = l_mut_265_;
                                uint l_1720_ = (_e6003 >> 3u);
                                uint _e6006 = l_mut_259_;
                                l_mut_1511_ = _e6006;
                                l_mut_395_ = l_1720_;
                            }
                        }
                        uint _e6007 = l_mut_395_;
                        uint _e6008 = l_mut_447_;
                        bool l_1721_ = (_e6007 < _e6008);
                        uint _e6010 = l_mut_395_;
                        uint _e6011 = l_mut_447_;
                        bool l_1722_ = (_e6010 == _e6011);
                        uint _e6013 = l_mut_1511_;
                        uint _e6014 = l_mut_448_;
                        bool l_1723_ = (_e6013 < _e6014);
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
                        uint _e6027 = l_mut_448_;
                        uint _e6028 = l_mut_447_;
                        uint l_1727_ = (_e6027 | _e6028);
                        bool l_1728_ = (l_1727_ == 0u);
                        bool l_1729_ = !(l_1728_);
                        bool _e6033 = l_mut_357_;
                        if (_e6033) {
                            local_108 = l_1729_;
                        } else {
                            local_108 = false;
                        }
                        bool l_1730_ = local_108;
                        uint _e6038 = l_mut_447_;
                        uint _e6039 = l_mut_265_;
                        bool l_1731_ = (_e6038 < _e6039);
                        uint _e6041 = l_mut_447_;
                        uint _e6042 = l_mut_265_;
                        bool l_1732_ = (_e6041 == _e6042);
                        uint _e6044 = l_mut_448_;
                        uint _e6045 = l_mut_389_;
                        bool l_1733_ = (_e6044 < _e6045);
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
                        uint _e6060 = l_mut_428_;
                        uint _e6061 = l_mut_401_;
                        uint l_1737_ = (_e6060 + _e6061);
                        bool l_1738_ = (l_1737_ < l_881_);
                        if (l_1736_) {
                            local_112 = l_1738_;
                        } else {
                            local_112 = false;
                        }
                        bool l_1739_ = local_112;
                        if (l_1739_) {
                            uint _e6068 = l_mut_428_;
                            uint l_1740_ = (l_881_ - _e6068);
                            uint _e6070 = l_mut_401_;
                            uint l_1741_ = (l_1740_ - _e6070);
                            uint _e6072 = l_mut_428_;
                            uint l_1742_ = (l_1741_ / _e6072);
                            uint _e6074 = l_mut_389_;
                            uint l_1743_ = (_e6074 - 1u);
                            uint _e6077 = l_mut_265_;
                            uint l_1744_ = (_e6077 - 0u);
                            uint _e6080 = l_mut_389_;
                            bool l_1745_ = (_e6080 < 1u);
                            uint l_1746_ = uint(l_1745_);
                            uint l_1747_ = (l_1744_ - l_1746_);
                            l_mut_395_ = l_1743_;
                            l_mut_389_ = l_1747_;
                            l_mut_265_ = 0u;
                            l_mut_1748_ = 0u;
                            bool loop_init_7 = true;
                            while(true) {
                                if (!loop_init_7) {
                                    uint _e6173 = l_mut_1748_;
                                    l_mut_1748_ = (_e6173 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e6088 = l_mut_1748_;
                                if ((_e6088 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6092 = l_mut_1748_;
                                    uint l_1749_ = (19u - _e6092);
                                    uint _e6094 = l_mut_395_;
                                    l_mut_259_ = _e6094;
                                    uint _e6095 = l_mut_389_;
                                    l_mut_209_ = _e6095;
                                    bool l_1750_ = (l_1749_ >= 32u);
                                    if (l_1750_) {
                                        uint l_1751_ = (l_1749_ & 31u);
                                        uint _e6100 = l_mut_389_;
                                        uint l_1752_ = (_e6100 >> l_1751_);
                                        l_mut_259_ = l_1752_;
                                        l_mut_209_ = 0u;
                                    } else {
                                        bool l_1753_ = (l_1749_ > 0u);
                                        if (l_1753_) {
                                            uint _e6105 = l_mut_395_;
                                            l_mut_203_ = _e6105;
                                            bool l_1754_ = (l_1749_ > 0u);
                                            if (l_1754_) {
                                                uint _e6108 = l_mut_395_;
                                                uint l_1755_ = (_e6108 >> l_1749_);
                                                uint l_1756_ = (32u - l_1749_);
                                                uint _e6112 = l_mut_389_;
                                                uint l_1757_ = (_e6112 << l_1756_);
                                                uint l_1758_ = (l_1755_ | l_1757_);
                                                l_mut_203_ = l_1758_;
                                            }
                                            uint _e6115 = l_mut_389_;
                                            uint l_1759_ = (_e6115 >> l_1749_);
                                            uint _e6117 = l_mut_203_;
                                            l_mut_259_ = _e6117;
                                            l_mut_209_ = l_1759_;
                                        }
                                    }
                                    uint _e6118 = l_mut_209_;
                                    uint _e6119 = l_mut_447_;
                                    bool l_1760_ = (_e6118 < _e6119);
                                    uint _e6121 = l_mut_209_;
                                    uint _e6122 = l_mut_447_;
                                    bool l_1761_ = (_e6121 == _e6122);
                                    uint _e6124 = l_mut_259_;
                                    uint _e6125 = l_mut_448_;
                                    bool l_1762_ = (_e6124 < _e6125);
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
                                        uint _e6137 = l_mut_448_;
                                        l_mut_259_ = _e6137;
                                        uint _e6138 = l_mut_447_;
                                        l_mut_209_ = _e6138;
                                        bool l_1766_ = (l_1749_ >= 32u);
                                        if (l_1766_) {
                                            uint l_1767_ = (l_1749_ & 31u);
                                            uint _e6143 = l_mut_448_;
                                            uint l_1768_ = (_e6143 << l_1767_);
                                            l_mut_259_ = 0u;
                                            l_mut_209_ = l_1768_;
                                        } else {
                                            bool l_1769_ = (l_1749_ > 0u);
                                            if (l_1769_) {
                                                uint _e6148 = l_mut_448_;
                                                uint l_1770_ = (_e6148 << l_1749_);
                                                uint _e6150 = l_mut_447_;
                                                uint l_1771_ = (_e6150 << l_1749_);
                                                uint l_1772_ = (32u - l_1749_);
                                                uint _e6154 = l_mut_448_;
                                                uint l_1773_ = (_e6154 >> l_1772_);
                                                uint l_1774_ = (l_1771_ | l_1773_);
                                                l_mut_259_ = l_1770_;
                                                l_mut_209_ = l_1774_;
                                            }
                                        }
                                        uint _e6157 = l_mut_395_;
                                        uint _e6158 = l_mut_259_;
                                        uint l_1775_ = (_e6157 - _e6158);
                                        uint _e6160 = l_mut_389_;
                                        uint _e6161 = l_mut_209_;
                                        uint l_1776_ = (_e6160 - _e6161);
                                        uint _e6163 = l_mut_395_;
                                        uint _e6164 = l_mut_259_;
                                        bool l_1777_ = (_e6163 < _e6164);
                                        uint l_1778_ = uint(l_1777_);
                                        uint l_1779_ = (l_1776_ - l_1778_);
                                        l_mut_395_ = l_1775_;
                                        l_mut_389_ = l_1779_;
                                        uint l_1780_ = (1u << l_1749_);
                                        uint _e6170 = l_mut_265_;
                                        l_mut_265_ = (_e6170 | l_1780_);
                                    }
                                }
                            }
                            uint _e6175 = l_mut_265_;
                            uint l_1781_ = min(_e6175, l_1742_);
                            l_mut_265_ = l_1781_;
                            uint _e6177 = l_mut_389_;
                            uint _e6178 = l_mut_447_;
                            bool l_1782_ = (_e6177 < _e6178);
                            uint _e6180 = l_mut_389_;
                            uint _e6181 = l_mut_447_;
                            bool l_1783_ = (_e6180 == _e6181);
                            uint _e6183 = l_mut_395_;
                            uint _e6184 = l_mut_448_;
                            bool l_1784_ = (_e6183 < _e6184);
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
                            uint _e6196 = l_mut_265_;
                            l_mut_1511_ = _e6196;
                        }
                        uint _e6197 = l_mut_452_;
                        l_mut_395_ = _e6197;
                        uint _e6198 = l_mut_451_;
                        l_mut_389_ = _e6198;
                        uint _e6199 = l_mut_448_;
                        l_mut_265_ = _e6199;
                        uint _e6200 = l_mut_447_;
                        l_mut_259_ = _e6200;
                        uint _e6201 = l_mut_428_;
                        l_mut_209_ = _e6201;
                        uint _e6202 = l_mut_401_;
                        l_mut_203_ = _e6202;
                        uint _e6203 = l_mut_446_;
                        l_mut_141_ = _e6203;
                        uint _e6204 = l_mut_435_;
                        l_mut_135_ = _e6204;
                        l_mut_92_ = 0u;
                        uint _e6206 = l_mut_1511_;
                        bool l_1788_ = (_e6206 > 0u);
                        if (l_1788_) {
                            uint _e6209 = l_mut_448_;
                            uint _e6210 = l_mut_1511_;
                            uint l_1789_ = (_e6209 * _e6210);
                            uint _e6212 = l_mut_448_;
                            uint l_3837_ = (_e6212 & 65535u);
                            uint _e6215 = l_mut_448_;
                            uint l_3838_ = (_e6215 >> 16u);
                            uint l_3839_ = (l_3838_ & 65535u);
                            uint _e6220 = l_mut_1511_;
                            uint l_3840_ = (_e6220 & 65535u);
                            uint _e6223 = l_mut_1511_;
                            uint l_3841_ = (_e6223 >> 16u);
                            uint l_3842_ = (l_3841_ & 65535u);
                            uint l_3843_ = (l_3837_ * l_3840_);
                            uint l_3844_ = (l_3839_ * l_3840_);
                            uint l_3845_ = (l_3837_ * l_3842_);
                            uint l_3846_ = (l_3839_ * l_3842_);
                            uint l_3847_ = (l_3843_ >> 16u);
                            uint l_3848_ = (l_3847_ & 65535u);
                            uint l_3849_ = (l_3844_ & 65535u);
                            uint l_3850_ = (l_3848_ + l_3849_);
                            uint l_3851_ = (l_3845_ & 65535u);
                            uint l_3852_ = (l_3850_ + l_3851_);
                            uint l_3853_ = (l_3844_ >> 16u);
                            uint l_3854_ = (l_3853_ & 65535u);
                            uint l_3855_ = (l_3846_ + l_3854_);
                            uint l_3856_ = (l_3845_ >> 16u);
                            uint l_3857_ = (l_3856_ & 65535u);
                            uint l_3858_ = (l_3855_ + l_3857_);
                            uint l_3859_ = (l_3852_ >> 16u);
                            uint l_3860_ = (l_3859_ & 65535u);
                            uint l_1790_ = (l_3858_ + l_3860_);
                            uint _e6257 = l_mut_447_;
                            uint _e6258 = l_mut_1511_;
                            uint l_1791_ = (_e6257 * _e6258);
                            uint l_1792_ = (l_1790_ + l_1791_);
                            bool _e6261 = l_mut_364_;
                            if (_e6261) {
                                uint _e6262 = l_mut_446_;
                                uint l_1793_ = (_e6262 - l_1789_);
                                uint _e6264 = l_mut_435_;
                                uint l_1794_ = (_e6264 - l_1792_);
                                uint _e6266 = l_mut_446_;
                                bool l_1795_ = (_e6266 < l_1789_);
                                uint l_1796_ = uint(l_1795_);
                                uint l_1797_ = (l_1794_ - l_1796_);
                                l_mut_141_ = l_1793_;
                                l_mut_135_ = l_1797_;
                            }
                            uint _e6270 = l_mut_452_;
                            uint l_1798_ = (_e6270 - l_1789_);
                            uint _e6272 = l_mut_451_;
                            uint l_1799_ = (_e6272 - l_1792_);
                            uint _e6274 = l_mut_452_;
                            bool l_1800_ = (_e6274 < l_1789_);
                            uint l_1801_ = uint(l_1800_);
                            uint l_1802_ = (l_1799_ - l_1801_);
                            l_mut_395_ = l_1798_;
                            l_mut_389_ = l_1802_;
                            uint _e6278 = l_mut_1511_;
                            uint _e6279 = l_mut_428_;
                            uint l_1803_ = (_e6278 * _e6279);
                            uint _e6281 = l_mut_401_;
                            uint l_1804_ = (_e6281 + l_1803_);
                            l_mut_203_ = l_1804_;
                        } else {
                            bool _e6283 = l_mut_364_;
                            if (_e6283) {
                                uint _e6284 = l_mut_446_;
                                uint _e6285 = l_mut_448_;
                                uint l_1805_ = (_e6284 - _e6285);
                                uint _e6287 = l_mut_435_;
                                uint _e6288 = l_mut_447_;
                                uint l_1806_ = (_e6287 - _e6288);
                                uint _e6290 = l_mut_446_;
                                uint _e6291 = l_mut_448_;
                                bool l_1807_ = (_e6290 < _e6291);
                                uint l_1808_ = uint(l_1807_);
                                uint l_1809_ = (l_1806_ - l_1808_);
                                l_mut_141_ = l_1805_;
                                l_mut_135_ = l_1809_;
                                uint _e6295 = l_mut_135_;
                                bool l_1810_ = (_e6295 < l_1417_);
                                uint _e6297 = l_mut_135_;
                                bool l_1811_ = (_e6297 == l_1417_);
                                uint _e6299 = l_mut_141_;
                                bool l_1812_ = (_e6299 < l_1413_);
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
                            uint _e6311 = l_mut_92_;
                            bool l_1815_ = (_e6311 == 0u);
                            if (l_1815_) {
                                uint _e6314 = l_mut_428_;
                                uint l_1816_ = (l_881_ - _e6314);
                                uint _e6316 = l_mut_401_;
                                uint l_1817_ = (l_1816_ / _e6316);
                                l_mut_1511_ = 0u;
                                l_mut_357_ = false;
                                uint _e6320 = l_mut_448_;
                                l_mut_86_ = _e6320;
                                uint _e6321 = l_mut_447_;
                                l_mut_80_ = _e6321;
                                if (false) {
                                    uint _e6324 = l_mut_447_;
                                    uint l_1820_ = (_e6324 >> 3u);
                                    l_mut_86_ = l_1820_;
                                    l_mut_80_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e6328 = l_mut_448_;
                                        l_mut_65_ = _e6328;
                                        if (true) {
                                            uint _e6330 = l_mut_448_;
                                            uint l_1823_ = (_e6330 >> 3u);
                                            uint _e6333 = l_mut_447_;
                                            uint l_1824_ = (_e6333 << 29u);
                                            uint l_1825_ = (l_1823_ | l_1824_);
                                            l_mut_65_ = l_1825_;
                                        }
                                        uint _e6337 = l_mut_447_;
                                        uint l_1826_ = (_e6337 >> 3u);
                                        uint _e6340 = l_mut_65_;
                                        l_mut_86_ = _e6340;
                                        l_mut_80_ = l_1826_;
                                    }
                                }
                                uint _e6341 = l_mut_80_;
                                uint _e6342 = l_mut_451_;
                                bool l_1827_ = (_e6341 < _e6342);
                                uint _e6344 = l_mut_80_;
                                uint _e6345 = l_mut_451_;
                                bool l_1828_ = (_e6344 == _e6345);
                                uint _e6347 = l_mut_86_;
                                uint _e6348 = l_mut_452_;
                                bool l_1829_ = (_e6347 < _e6348);
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
                                uint _e6360 = l_mut_452_;
                                uint _e6361 = l_mut_451_;
                                uint l_1833_ = (_e6360 | _e6361);
                                bool l_1834_ = (l_1833_ == 0u);
                                if (l_1834_) {
                                    l_mut_1511_ = l_1817_;
                                } else {
                                    bool _e6365 = l_mut_357_;
                                    if (_e6365) {
                                        uint _e6366 = l_mut_451_;
                                        uint _e6367 = l_mut_447_;
                                        bool l_1835_ = (_e6366 < _e6367);
                                        uint _e6369 = l_mut_451_;
                                        uint _e6370 = l_mut_447_;
                                        bool l_1836_ = (_e6369 == _e6370);
                                        uint _e6372 = l_mut_452_;
                                        uint _e6373 = l_mut_448_;
                                        bool l_1837_ = (_e6372 < _e6373);
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
                                            uint _e6384 = l_mut_448_;
                                            uint l_1840_ = (_e6384 - 1u);
                                            uint _e6387 = l_mut_447_;
                                            uint l_1841_ = (_e6387 - 0u);
                                            uint _e6390 = l_mut_448_;
                                            bool l_1842_ = (_e6390 < 1u);
                                            uint l_1843_ = uint(l_1842_);
                                            uint l_1844_ = (l_1841_ - l_1843_);
                                            l_mut_86_ = l_1840_;
                                            l_mut_80_ = l_1844_;
                                            l_mut_65_ = 0u;
                                            l_mut_1845_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6483 = l_mut_1845_;
                                                    l_mut_1845_ = (_e6483 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6398 = l_mut_1845_;
                                                if ((_e6398 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6402 = l_mut_1845_;
                                                    uint l_1846_ = (19u - _e6402);
                                                    uint _e6404 = l_mut_86_;
                                                    l_mut_30_ = _e6404;
                                                    uint _e6405 = l_mut_80_;
                                                    l_mut_1847_ = _e6405;
                                                    bool l_1848_ = (l_1846_ >= 32u);
                                                    if (l_1848_) {
                                                        uint l_1849_ = (l_1846_ & 31u);
                                                        uint _e6410 = l_mut_80_;
                                                        uint l_1850_ = (_e6410 >> l_1849_);
                                                        l_mut_30_ = l_1850_;
                                                        l_mut_1847_ = 0u;
                                                    } else {
                                                        bool l_1851_ = (l_1846_ > 0u);
                                                        if (l_1851_) {
                                                            uint _e6415 = l_mut_86_;
                                                            l_mut_1852_ = _e6415;
                                                            bool l_1853_ = (l_1846_ > 0u);
                                                            if (l_1853_) {
                                                                uint _e6418 = l_mut_86_;
                                                                uint l_1854_ = (_e6418 >> l_1846_);
                                                                uint l_1855_ = (32u - l_1846_);
                                                                uint _e6422 = l_mut_80_;
                                                                uint l_1856_ = (_e6422 << l_1855_);
                                                                uint l_1857_ = (l_1854_ | l_1856_);
                                                                l_mut_1852_ = l_1857_;
                                                            }
                                                            uint _e6425 = l_mut_80_;
                                                            uint l_1858_ = (_e6425 >> l_1846_);
                                                            uint _e6427 = l_mut_1852_;
                                                            l_mut_30_ = _e6427;
                                                            l_mut_1847_ = l_1858_;
                                                        }
                                                    }
                                                    uint _e6428 = l_mut_1847_;
                                                    uint _e6429 = l_mut_451_;
                                                    bool l_1859_ = (_e6428 < _e6429);
                                                    uint _e6431 = l_mut_1847_;
                                                    uint _e6432 = l_mut_451_;
                                                    bool l_1860_ = (_e6431 == _e6432);
                                                    uint _e6434 = l_mut_30_;
                                                    uint _e6435 = l_mut_452_;
                                                    bool l_1861_ = (_e6434 < _e6435);
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
                                                        uint _e6447 = l_mut_452_;
                                                        l_mut_1852_ = _e6447;
                                                        uint _e6448 = l_mut_451_;
                                                        l_mut_1847_ = _e6448;
                                                        bool l_1865_ = (l_1846_ >= 32u);
                                                        if (l_1865_) {
                                                            uint l_1866_ = (l_1846_ & 31u);
                                                            uint _e6453 = l_mut_452_;
                                                            uint l_1867_ = (_e6453 << l_1866_);
                                                            l_mut_1852_ = 0u;
                                                            l_mut_1847_ = l_1867_;
                                                        } else {
                                                            bool l_1868_ = (l_1846_ > 0u);
                                                            if (l_1868_) {
                                                                uint _e6458 = l_mut_452_;
                                                                uint l_1869_ = (_e6458 << l_1846_);
                                                                uint _e6460 = l_mut_451_;
                                                                uint l_1870_ = (_e6460 << l_1846_);
                                                                uint l_1871_ = (32u - l_1846_);
                                                                uint _e6464 = l_mut_452_;
                                                                uint l_1872_ = (_e6464 >> l_1871_);
                                                                uint l_1873_ = (l_1870_ | l_1872_);
                                                                l_mut_1852_ = l_1869_;
                                                                l_mut_1847_ = l_1873_;
                                                            }
                                                        }
                                                        uint _e6467 = l_mut_86_;
                                                        uint _e6468 = l_mut_1852_;
                                                        uint l_1874_ = (_e6467 - _e6468);
                                                        uint _e6470 = l_mut_80_;
                                                        uint _e6471 = l_mut_1847_;
                                                        uint l_1875_ = (_e6470 - _e6471);
                                                        uint _e6473 = l_mut_86_;
                                                        uint _e6474 = l_mut_1852_;
                                                        bool l_1876_ = (_e6473 < _e6474);
                                                        uint l_1877_ = uint(l_1876_);
                                                        uint l_1878_ = (l_1875_ - l_1877_);
                                                        l_mut_86_ = l_1874_;
                                                        l_mut_80_ = l_1878_;
                                                        uint l_1879_ = (1u << l_1846_);
                                                        uint _e6480 = l_mut_65_;
                                                        l_mut_65_ = (_e6480 | l_1879_);
                                                    }
                                                }
                                            }
                                            uint _e6485 = l_mut_65_;
                                            uint l_1880_ = min(_e6485, l_1817_);
                                            l_mut_1852_ = l_1880_;
                                            uint _e6487 = l_mut_80_;
                                            uint _e6488 = l_mut_451_;
                                            bool l_1881_ = (_e6487 < _e6488);
                                            uint _e6490 = l_mut_80_;
                                            uint _e6491 = l_mut_451_;
                                            bool l_1882_ = (_e6490 == _e6491);
                                            uint _e6493 = l_mut_86_;
                                            uint _e6494 = l_mut_452_;
                                            bool l_1883_ = (_e6493 < _e6494);
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
                                            uint _e6506 = l_mut_1852_;
                                            l_mut_1511_ = _e6506;
                                        }
                                    } else {
                                        uint _e6507 = l_mut_448_;
                                        l_mut_1852_ = _e6507;
                                        uint _e6508 = l_mut_447_;
                                        l_mut_1847_ = _e6508;
                                        while(true) {
                                            uint _e6509 = l_mut_451_;
                                            uint _e6510 = l_mut_1847_;
                                            bool l_1887_ = (_e6509 < _e6510);
                                            uint _e6512 = l_mut_451_;
                                            uint _e6513 = l_mut_1847_;
                                            bool l_1888_ = (_e6512 == _e6513);
                                            uint _e6515 = l_mut_452_;
                                            uint _e6516 = l_mut_1852_;
                                            bool l_1889_ = (_e6515 < _e6516);
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
                                            uint _e6527 = l_mut_1511_;
                                            uint _e6528 = l_mut_401_;
                                            uint l_1892_ = (_e6527 * _e6528);
                                            uint _e6530 = l_mut_428_;
                                            uint l_1893_ = (_e6530 + l_1892_);
                                            uint _e6532 = l_mut_401_;
                                            uint l_1894_ = (l_1893_ + _e6532);
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
                                            uint _e6540 = l_mut_1852_;
                                            uint _e6541 = l_mut_452_;
                                            uint l_1898_ = (_e6540 - _e6541);
                                            uint _e6543 = l_mut_1847_;
                                            uint _e6544 = l_mut_451_;
                                            uint l_1899_ = (_e6543 - _e6544);
                                            uint _e6546 = l_mut_1852_;
                                            uint _e6547 = l_mut_452_;
                                            bool l_1900_ = (_e6546 < _e6547);
                                            uint l_1901_ = uint(l_1900_);
                                            uint l_1902_ = (l_1899_ - l_1901_);
                                            l_mut_1852_ = l_1898_;
                                            l_mut_1847_ = l_1902_;
                                            uint _e6551 = l_mut_1511_;
                                            l_mut_1511_ = (_e6551 + 1u);
                                        }
                                    }
                                }
                                uint _e6554 = l_mut_1511_;
                                uint _e6555 = l_mut_401_;
                                uint l_1903_ = (_e6554 * _e6555);
                                uint _e6557 = l_mut_428_;
                                uint l_1904_ = (_e6557 + l_1903_);
                                uint _e6559 = l_mut_401_;
                                uint l_1905_ = (l_1904_ + _e6559);
                                bool l_1906_ = (l_1905_ >= l_881_);
                                if (l_1906_) {
                                    l_mut_92_ = 1u;
                                } else {
                                    uint _e6563 = l_mut_452_;
                                    uint _e6564 = l_mut_1511_;
                                    uint l_1907_ = (_e6563 * _e6564);
                                    uint _e6566 = l_mut_452_;
                                    uint l_3862_ = (_e6566 & 65535u);
                                    uint _e6569 = l_mut_452_;
                                    uint l_3863_ = (_e6569 >> 16u);
                                    uint l_3864_ = (l_3863_ & 65535u);
                                    uint _e6574 = l_mut_1511_;
                                    uint l_3865_ = (_e6574 & 65535u);
                                    uint _e6577 = l_mut_1511_;
                                    uint l_3866_ = (_e6577 >> 16u);
                                    uint l_3867_ = (l_3866_ & 65535u);
                                    uint l_3868_ = (l_3862_ * l_3865_);
                                    uint l_3869_ = (l_3864_ * l_3865_);
                                    uint l_3870_ = (l_3862_ * l_3867_);
                                    uint l_3871_ = (l_3864_ * l_3867_);
                                    uint l_3872_ = (l_3868_ >> 16u);
                                    uint l_3873_ = (l_3872_ & 65535u);
                                    uint l_3874_ = (l_3869_ & 65535u);
                                    uint l_3875_ = (l_3873_ + l_3874_);
                                    uint l_3876_ = (l_3870_ & 65535u);
                                    uint l_3877_ = (l_3875_ + l_3876_);
                                    uint l_3878_ = (l_3869_ >> 16u);
                                    uint l_3879_ = (l_3878_ & 65535u);
                                    uint l_3880_ = (l_3871_ + l_3879_);
                                    uint l_3881_ = (l_3870_ >> 16u);
                                    uint l_3882_ = (l_3881_ & 65535u);
                                    uint l_3883_ = (l_3880_ + l_3882_);
                                    uint l_3884_ = (l_3877_ >> 16u);
                                    uint l_3885_ = (l_3884_ & 65535u);
                                    uint l_1908_ = (l_3883_ + l_3885_);
                                    uint _e6611 = l_mut_451_;
                                    uint _e6612 = l_mut_1511_;
                                    uint l_1909_ = (_e6611 * _e6612);
                                    uint l_1910_ = (l_1908_ + l_1909_);
                                    uint _e6615 = l_mut_448_;
                                    uint l_1911_ = (_e6615 - l_1907_);
                                    uint _e6617 = l_mut_447_;
                                    uint l_1912_ = (_e6617 - l_1910_);
                                    uint _e6619 = l_mut_448_;
                                    bool l_1913_ = (_e6619 < l_1907_);
                                    uint l_1914_ = uint(l_1913_);
                                    uint l_1915_ = (l_1912_ - l_1914_);
                                    l_mut_265_ = l_1911_;
                                    l_mut_259_ = l_1915_;
                                    uint _e6623 = l_mut_1511_;
                                    uint _e6624 = l_mut_401_;
                                    uint l_1916_ = (_e6623 * _e6624);
                                    uint _e6626 = l_mut_428_;
                                    uint l_1917_ = (_e6626 + l_1916_);
                                    l_mut_209_ = l_1917_;
                                    uint _e6628 = l_mut_452_;
                                    uint _e6629 = l_mut_265_;
                                    uint l_1918_ = (_e6628 - _e6629);
                                    uint _e6631 = l_mut_451_;
                                    uint _e6632 = l_mut_259_;
                                    uint l_1919_ = (_e6631 - _e6632);
                                    uint _e6634 = l_mut_452_;
                                    uint _e6635 = l_mut_265_;
                                    bool l_1920_ = (_e6634 < _e6635);
                                    uint l_1921_ = uint(l_1920_);
                                    uint l_1922_ = (l_1919_ - l_1921_);
                                    l_mut_395_ = l_1918_;
                                    l_mut_389_ = l_1922_;
                                    uint _e6639 = l_mut_401_;
                                    uint _e6640 = l_mut_209_;
                                    uint l_1923_ = (_e6639 + _e6640);
                                    l_mut_203_ = l_1923_;
                                }
                            }
                        }
                        uint _e6642 = l_mut_395_;
                        l_mut_452_ = _e6642;
                        uint _e6643 = l_mut_389_;
                        l_mut_451_ = _e6643;
                        uint _e6644 = l_mut_265_;
                        l_mut_448_ = _e6644;
                        uint _e6645 = l_mut_259_;
                        l_mut_447_ = _e6645;
                        uint _e6646 = l_mut_209_;
                        l_mut_428_ = _e6646;
                        uint _e6647 = l_mut_203_;
                        l_mut_401_ = _e6647;
                        uint _e6648 = l_mut_141_;
                        l_mut_446_ = _e6648;
                        uint _e6649 = l_mut_135_;
                        l_mut_435_ = _e6649;
                        uint _e6650 = l_mut_92_;
                        bool l_1924_ = (_e6650 == 1u);
                        l_mut_659_ = l_1924_;
                        uint _e6653 = l_mut_92_;
                        bool l_1925_ = (_e6653 == 0u);
                        l_mut_635_ = l_1925_;
                    }
                    bool _e6656 = l_mut_659_;
                    bool l_1926_ = !(_e6656);
                    if (l_880_) {
                        local_130 = l_1926_;
                    } else {
                        local_130 = false;
                    }
                    bool l_1927_ = local_130;
                    if (l_1927_) {
                        uint _e6663 = l_mut_878_;
                        uint l_1928_ = (1u << _e6663);
                        uint _e6665 = l_mut_800_;
                        l_mut_800_ = (_e6665 | l_1928_);
                        uint _e6667 = l_mut_795_;
                        l_mut_795_ = (_e6667 + 1u);
                        uint l_1929_ = (l_879_ + l_877_);
                        uint l_1930_ = min(l_1929_, l_46_);
                        l_mut_1852_ = 0u;
                        l_mut_1931_ = l_879_;
                        bool loop_init_9 = true;
                        while(true) {
                            if (!loop_init_9) {
                                uint _e7594 = l_mut_1931_;
                                l_mut_1931_ = (_e7594 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e6674 = l_mut_1931_;
                            if ((_e6674 < l_1930_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e6676 = l_mut_1931_;
                                uint l_1932_ = (l_49_ * _e6676);
                                uint l_3887_ = (l_49_ & 65535u);
                                uint l_3888_ = (l_49_ >> 16u);
                                uint l_3889_ = (l_3888_ & 65535u);
                                uint _e6684 = l_mut_1931_;
                                uint l_3890_ = (_e6684 & 65535u);
                                uint _e6687 = l_mut_1931_;
                                uint l_3891_ = (_e6687 >> 16u);
                                uint l_3892_ = (l_3891_ & 65535u);
                                uint l_3893_ = (l_3887_ * l_3890_);
                                uint l_3894_ = (l_3889_ * l_3890_);
                                uint l_3895_ = (l_3887_ * l_3892_);
                                uint l_3896_ = (l_3889_ * l_3892_);
                                uint l_3897_ = (l_3893_ >> 16u);
                                uint l_3898_ = (l_3897_ & 65535u);
                                uint l_3899_ = (l_3894_ & 65535u);
                                uint l_3900_ = (l_3898_ + l_3899_);
                                uint l_3901_ = (l_3895_ & 65535u);
                                uint l_3902_ = (l_3900_ + l_3901_);
                                uint l_3903_ = (l_3894_ >> 16u);
                                uint l_3904_ = (l_3903_ & 65535u);
                                uint l_3905_ = (l_3896_ + l_3904_);
                                uint l_3906_ = (l_3895_ >> 16u);
                                uint l_3907_ = (l_3906_ & 65535u);
                                uint l_3908_ = (l_3905_ + l_3907_);
                                uint l_3909_ = (l_3902_ >> 16u);
                                uint l_3910_ = (l_3909_ & 65535u);
                                uint l_1933_ = (l_3908_ + l_3910_);
                                uint _e6721 = l_mut_1931_;
                                uint l_1934_ = (l_52_ * _e6721);
                                uint l_1935_ = (l_1933_ + l_1934_);
                                uint l_1936_ = (l_54_ + l_1932_);
                                uint l_1937_ = (l_57_ + l_1935_);
                                bool l_1938_ = (l_1936_ < l_54_);
                                uint l_1939_ = uint(l_1938_);
                                uint l_1940_ = (l_1937_ + l_1939_);
                                l_mut_1847_ = 0u;
                                l_mut_1511_ = 0u;
                                uint _e6731 = l_mut_1931_;
                                bool l_1941_ = (_e6731 < 65536u);
                                if (l_1941_) {
                                    uint _e6734 = l_mut_1931_;
                                    uint _e6735 = l_mut_1931_;
                                    uint l_1942_ = (_e6734 * _e6735);
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
                                    uint _e6749 = l_mut_452_;
                                    uint l_1950_ = (_e6749 * l_1942_);
                                    uint _e6751 = l_mut_451_;
                                    uint l_1951_ = (_e6751 * l_1942_);
                                    uint _e6753 = l_mut_452_;
                                    uint l_3912_ = (_e6753 & 65535u);
                                    uint _e6756 = l_mut_452_;
                                    uint l_3913_ = (_e6756 >> 16u);
                                    uint l_3914_ = (l_3913_ & 65535u);
                                    uint l_3915_ = (l_1942_ & 65535u);
                                    uint l_3916_ = (l_1942_ >> 16u);
                                    uint l_3917_ = (l_3916_ & 65535u);
                                    uint l_3918_ = (l_3912_ * l_3915_);
                                    uint l_3919_ = (l_3914_ * l_3915_);
                                    uint l_3920_ = (l_3912_ * l_3917_);
                                    uint l_3921_ = (l_3914_ * l_3917_);
                                    uint l_3922_ = (l_3918_ >> 16u);
                                    uint l_3923_ = (l_3922_ & 65535u);
                                    uint l_3924_ = (l_3919_ & 65535u);
                                    uint l_3925_ = (l_3923_ + l_3924_);
                                    uint l_3926_ = (l_3920_ & 65535u);
                                    uint l_3927_ = (l_3925_ + l_3926_);
                                    uint l_3928_ = (l_3919_ >> 16u);
                                    uint l_3929_ = (l_3928_ & 65535u);
                                    uint l_3930_ = (l_3921_ + l_3929_);
                                    uint l_3931_ = (l_3920_ >> 16u);
                                    uint l_3932_ = (l_3931_ & 65535u);
                                    uint l_3933_ = (l_3930_ + l_3932_);
                                    uint l_3934_ = (l_3927_ >> 16u);
                                    uint l_3935_ = (l_3934_ & 65535u);
                                    uint l_1952_ = (l_3933_ + l_3935_);
                                    uint l_1953_ = (l_1952_ + l_1951_);
                                    uint _e6797 = l_mut_451_;
                                    uint l_3937_ = (_e6797 & 65535u);
                                    uint _e6800 = l_mut_451_;
                                    uint l_3938_ = (_e6800 >> 16u);
                                    uint l_3939_ = (l_3938_ & 65535u);
                                    uint l_3940_ = (l_1942_ & 65535u);
                                    uint l_3941_ = (l_1942_ >> 16u);
                                    uint l_3942_ = (l_3941_ & 65535u);
                                    uint l_3943_ = (l_3937_ * l_3940_);
                                    uint l_3944_ = (l_3939_ * l_3940_);
                                    uint l_3945_ = (l_3937_ * l_3942_);
                                    uint l_3946_ = (l_3939_ * l_3942_);
                                    uint l_3947_ = (l_3943_ >> 16u);
                                    uint l_3948_ = (l_3947_ & 65535u);
                                    uint l_3949_ = (l_3944_ & 65535u);
                                    uint l_3950_ = (l_3948_ + l_3949_);
                                    uint l_3951_ = (l_3945_ & 65535u);
                                    uint l_3952_ = (l_3950_ + l_3951_);
                                    uint l_3953_ = (l_3944_ >> 16u);
                                    uint l_3954_ = (l_3953_ & 65535u);
                                    uint l_3955_ = (l_3946_ + l_3954_);
                                    uint l_3956_ = (l_3945_ >> 16u);
                                    uint l_3957_ = (l_3956_ & 65535u);
                                    uint l_3958_ = (l_3955_ + l_3957_);
                                    uint l_3959_ = (l_3952_ >> 16u);
                                    uint l_3960_ = (l_3959_ & 65535u);
                                    uint l_1954_ = (l_3958_ + l_3960_);
                                    bool l_1955_ = (l_1953_ < l_1951_);
                                    uint l_1956_ = uint(l_1955_);
                                    uint l_1957_ = (l_1954_ + l_1956_);
                                    uint l_1958_ = (l_9_ % 32u);
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
                                    uint _e6859 = l_mut_448_;
                                    l_mut_446_ = _e6859;
                                    uint _e6860 = l_mut_447_;
                                    l_mut_448_ = _e6860;
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
                                            uint _e6874 = l_mut_447_;
                                            l_mut_446_ = _e6874;
                                            l_mut_448_ = l_1976_;
                                        }
                                    }
                                    uint _e6875 = l_mut_446_;
                                    l_mut_452_ = _e6875;
                                    uint _e6876 = l_mut_448_;
                                    l_mut_451_ = _e6876;
                                    if (l_1944_) {
                                        uint _e6878 = l_mut_452_;
                                        uint l_1977_ = (0u - _e6878);
                                        uint _e6881 = l_mut_451_;
                                        uint l_1978_ = (0u - _e6881);
                                        uint _e6884 = l_mut_452_;
                                        bool l_1979_ = (0u < _e6884);
                                        uint l_1980_ = uint(l_1979_);
                                        uint l_1981_ = (l_1978_ - l_1980_);
                                        l_mut_452_ = l_1977_;
                                        l_mut_451_ = l_1981_;
                                    }
                                    uint _e6888 = l_mut_452_;
                                    l_mut_1847_ = _e6888;
                                    uint _e6889 = l_mut_451_;
                                    l_mut_1511_ = _e6889;
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
                                    uint _e6902 = l_mut_452_;
                                    uint _e6903 = l_mut_1931_;
                                    uint l_1989_ = (_e6902 * _e6903);
                                    uint _e6905 = l_mut_451_;
                                    uint _e6906 = l_mut_1931_;
                                    uint l_1990_ = (_e6905 * _e6906);
                                    uint _e6908 = l_mut_452_;
                                    uint l_3962_ = (_e6908 & 65535u);
                                    uint _e6911 = l_mut_452_;
                                    uint l_3963_ = (_e6911 >> 16u);
                                    uint l_3964_ = (l_3963_ & 65535u);
                                    uint _e6916 = l_mut_1931_;
                                    uint l_3965_ = (_e6916 & 65535u);
                                    uint _e6919 = l_mut_1931_;
                                    uint l_3966_ = (_e6919 >> 16u);
                                    uint l_3967_ = (l_3966_ & 65535u);
                                    uint l_3968_ = (l_3962_ * l_3965_);
                                    uint l_3969_ = (l_3964_ * l_3965_);
                                    uint l_3970_ = (l_3962_ * l_3967_);
                                    uint l_3971_ = (l_3964_ * l_3967_);
                                    uint l_3972_ = (l_3968_ >> 16u);
                                    uint l_3973_ = (l_3972_ & 65535u);
                                    uint l_3974_ = (l_3969_ & 65535u);
                                    uint l_3975_ = (l_3973_ + l_3974_);
                                    uint l_3976_ = (l_3970_ & 65535u);
                                    uint l_3977_ = (l_3975_ + l_3976_);
                                    uint l_3978_ = (l_3969_ >> 16u);
                                    uint l_3979_ = (l_3978_ & 65535u);
                                    uint l_3980_ = (l_3971_ + l_3979_);
                                    uint l_3981_ = (l_3970_ >> 16u);
                                    uint l_3982_ = (l_3981_ & 65535u);
                                    uint l_3983_ = (l_3980_ + l_3982_);
                                    uint l_3984_ = (l_3977_ >> 16u);
                                    uint l_3985_ = (l_3984_ & 65535u);
                                    uint l_1991_ = (l_3983_ + l_3985_);
                                    uint l_1992_ = (l_1991_ + l_1990_);
                                    uint _e6954 = l_mut_451_;
                                    uint l_3987_ = (_e6954 & 65535u);
                                    uint _e6957 = l_mut_451_;
                                    uint l_3988_ = (_e6957 >> 16u);
                                    uint l_3989_ = (l_3988_ & 65535u);
                                    uint _e6962 = l_mut_1931_;
                                    uint l_3990_ = (_e6962 & 65535u);
                                    uint _e6965 = l_mut_1931_;
                                    uint l_3991_ = (_e6965 >> 16u);
                                    uint l_3992_ = (l_3991_ & 65535u);
                                    uint l_3993_ = (l_3987_ * l_3990_);
                                    uint l_3994_ = (l_3989_ * l_3990_);
                                    uint l_3995_ = (l_3987_ * l_3992_);
                                    uint l_3996_ = (l_3989_ * l_3992_);
                                    uint l_3997_ = (l_3993_ >> 16u);
                                    uint l_3998_ = (l_3997_ & 65535u);
                                    uint l_3999_ = (l_3994_ & 65535u);
                                    uint l_4000_ = (l_3998_ + l_3999_);
                                    uint l_4001_ = (l_3995_ & 65535u);
                                    uint l_4002_ = (l_4000_ + l_4001_);
                                    uint l_4003_ = (l_3994_ >> 16u);
                                    uint l_4004_ = (l_4003_ & 65535u);
                                    uint l_4005_ = (l_3996_ + l_4004_);
                                    uint l_4006_ = (l_3995_ >> 16u);
                                    uint l_4007_ = (l_4006_ & 65535u);
                                    uint l_4008_ = (l_4005_ + l_4007_);
                                    uint l_4009_ = (l_4002_ >> 16u);
                                    uint l_4010_ = (l_4009_ & 65535u);
                                    uint l_1993_ = (l_4008_ + l_4010_);
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
                                    uint _e7017 = l_mut_448_;
                                    l_mut_446_ = _e7017;
                                    uint _e7018 = l_mut_447_;
                                    l_mut_448_ = _e7018;
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
                                            uint _e7030 = l_mut_447_;
                                            l_mut_446_ = _e7030;
                                            l_mut_448_ = l_2015_;
                                        }
                                    }
                                    uint _e7031 = l_mut_452_;
                                    uint _e7032 = l_mut_1931_;
                                    uint l_2016_ = (_e7031 * _e7032);
                                    uint _e7034 = l_mut_451_;
                                    uint _e7035 = l_mut_1931_;
                                    uint l_2017_ = (_e7034 * _e7035);
                                    uint _e7037 = l_mut_452_;
                                    uint l_4012_ = (_e7037 & 65535u);
                                    uint _e7040 = l_mut_452_;
                                    uint l_4013_ = (_e7040 >> 16u);
                                    uint l_4014_ = (l_4013_ & 65535u);
                                    uint _e7045 = l_mut_1931_;
                                    uint l_4015_ = (_e7045 & 65535u);
                                    uint _e7048 = l_mut_1931_;
                                    uint l_4016_ = (_e7048 >> 16u);
                                    uint l_4017_ = (l_4016_ & 65535u);
                                    uint l_4018_ = (l_4012_ * l_4015_);
                                    uint l_4019_ = (l_4014_ * l_4015_);
                                    uint l_4020_ = (l_4012_ * l_4017_);
                                    uint l_4021_ = (l_4014_ * l_4017_);
                                    uint l_4022_ = (l_4018_ >> 16u);
                                    uint l_4023_ = (l_4022_ & 65535u);
                                    uint l_4024_ = (l_4019_ & 65535u);
                                    uint l_4025_ = (l_4023_ + l_4024_);
                                    uint l_4026_ = (l_4020_ & 65535u);
                                    uint l_4027_ = (l_4025_ + l_4026_);
                                    uint l_4028_ = (l_4019_ >> 16u);
                                    uint l_4029_ = (l_4028_ & 65535u);
                                    uint l_4030_ = (l_4021_ + l_4029_);
                                    uint l_4031_ = (l_4020_ >> 16u);
                                    uint l_4032_ = (l_4031_ & 65535u);
                                    uint l_4033_ = (l_4030_ + l_4032_);
                                    uint l_4034_ = (l_4027_ >> 16u);
                                    uint l_4035_ = (l_4034_ & 65535u);
                                    uint l_2018_ = (l_4033_ + l_4035_);
                                    uint l_2019_ = (l_2018_ + l_2017_);
                                    uint _e7083 = l_mut_451_;
                                    uint l_4037_ = (_e7083 & 65535u);
                                    uint _e7086 = l_mut_451_;
                                    uint l_4038_ = (_e7086 >> 16u);
                                    uint l_4039_ = (l_4038_ & 65535u);
                                    uint _e7091 = l_mut_1931_;
                                    uint l_4040_ = (_e7091 & 65535u);
                                    uint _e7094 = l_mut_1931_;
                                    uint l_4041_ = (_e7094 >> 16u);
                                    uint l_4042_ = (l_4041_ & 65535u);
                                    uint l_4043_ = (l_4037_ * l_4040_);
                                    uint l_4044_ = (l_4039_ * l_4040_);
                                    uint l_4045_ = (l_4037_ * l_4042_);
                                    uint l_4046_ = (l_4039_ * l_4042_);
                                    uint l_4047_ = (l_4043_ >> 16u);
                                    uint l_4048_ = (l_4047_ & 65535u);
                                    uint l_4049_ = (l_4044_ & 65535u);
                                    uint l_4050_ = (l_4048_ + l_4049_);
                                    uint l_4051_ = (l_4045_ & 65535u);
                                    uint l_4052_ = (l_4050_ + l_4051_);
                                    uint l_4053_ = (l_4044_ >> 16u);
                                    uint l_4054_ = (l_4053_ & 65535u);
                                    uint l_4055_ = (l_4046_ + l_4054_);
                                    uint l_4056_ = (l_4045_ >> 16u);
                                    uint l_4057_ = (l_4056_ & 65535u);
                                    uint l_4058_ = (l_4055_ + l_4057_);
                                    uint l_4059_ = (l_4052_ >> 16u);
                                    uint l_4060_ = (l_4059_ & 65535u);
                                    uint l_2020_ = (l_4058_ + l_4060_);
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
                                    uint _e7146 = l_mut_447_;
                                    l_mut_428_ = _e7146;
                                    uint _e7147 = l_mut_435_;
                                    l_mut_447_ = _e7147;
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
                                            uint _e7159 = l_mut_435_;
                                            l_mut_428_ = _e7159;
                                            l_mut_447_ = l_2042_;
                                        }
                                    }
                                    uint _e7160 = l_mut_446_;
                                    uint _e7161 = l_mut_1931_;
                                    uint l_2043_ = (_e7160 * _e7161);
                                    uint _e7163 = l_mut_448_;
                                    uint _e7164 = l_mut_1931_;
                                    uint l_2044_ = (_e7163 * _e7164);
                                    uint _e7166 = l_mut_446_;
                                    uint l_4062_ = (_e7166 & 65535u);
                                    uint _e7169 = l_mut_446_;
                                    uint l_4063_ = (_e7169 >> 16u);
                                    uint l_4064_ = (l_4063_ & 65535u);
                                    uint _e7174 = l_mut_1931_;
                                    uint l_4065_ = (_e7174 & 65535u);
                                    uint _e7177 = l_mut_1931_;
                                    uint l_4066_ = (_e7177 >> 16u);
                                    uint l_4067_ = (l_4066_ & 65535u);
                                    uint l_4068_ = (l_4062_ * l_4065_);
                                    uint l_4069_ = (l_4064_ * l_4065_);
                                    uint l_4070_ = (l_4062_ * l_4067_);
                                    uint l_4071_ = (l_4064_ * l_4067_);
                                    uint l_4072_ = (l_4068_ >> 16u);
                                    uint l_4073_ = (l_4072_ & 65535u);
                                    uint l_4074_ = (l_4069_ & 65535u);
                                    uint l_4075_ = (l_4073_ + l_4074_);
                                    uint l_4076_ = (l_4070_ & 65535u);
                                    uint l_4077_ = (l_4075_ + l_4076_);
                                    uint l_4078_ = (l_4069_ >> 16u);
                                    uint l_4079_ = (l_4078_ & 65535u);
                                    uint l_4080_ = (l_4071_ + l_4079_);
                                    uint l_4081_ = (l_4070_ >> 16u);
                                    uint l_4082_ = (l_4081_ & 65535u);
                                    uint l_4083_ = (l_4080_ + l_4082_);
                                    uint l_4084_ = (l_4077_ >> 16u);
                                    uint l_4085_ = (l_4084_ & 65535u);
                                    uint l_2045_ = (l_4083_ + l_4085_);
                                    uint l_2046_ = (l_2045_ + l_2044_);
                                    uint _e7212 = l_mut_448_;
                                    uint l_4087_ = (_e7212 & 65535u);
                                    uint _e7215 = l_mut_448_;
                                    uint l_4088_ = (_e7215 >> 16u);
                                    uint l_4089_ = (l_4088_ & 65535u);
                                    uint _e7220 = l_mut_1931_;
                                    uint l_4090_ = (_e7220 & 65535u);
                                    uint _e7223 = l_mut_1931_;
                                    uint l_4091_ = (_e7223 >> 16u);
                                    uint l_4092_ = (l_4091_ & 65535u);
                                    uint l_4093_ = (l_4087_ * l_4090_);
                                    uint l_4094_ = (l_4089_ * l_4090_);
                                    uint l_4095_ = (l_4087_ * l_4092_);
                                    uint l_4096_ = (l_4089_ * l_4092_);
                                    uint l_4097_ = (l_4093_ >> 16u);
                                    uint l_4098_ = (l_4097_ & 65535u);
                                    uint l_4099_ = (l_4094_ & 65535u);
                                    uint l_4100_ = (l_4098_ + l_4099_);
                                    uint l_4101_ = (l_4095_ & 65535u);
                                    uint l_4102_ = (l_4100_ + l_4101_);
                                    uint l_4103_ = (l_4094_ >> 16u);
                                    uint l_4104_ = (l_4103_ & 65535u);
                                    uint l_4105_ = (l_4096_ + l_4104_);
                                    uint l_4106_ = (l_4095_ >> 16u);
                                    uint l_4107_ = (l_4106_ & 65535u);
                                    uint l_4108_ = (l_4105_ + l_4107_);
                                    uint l_4109_ = (l_4102_ >> 16u);
                                    uint l_4110_ = (l_4109_ & 65535u);
                                    uint l_2047_ = (l_4108_ + l_4110_);
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
                                    uint _e7275 = l_mut_452_;
                                    l_mut_435_ = _e7275;
                                    uint _e7276 = l_mut_451_;
                                    l_mut_452_ = _e7276;
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
                                            uint _e7288 = l_mut_451_;
                                            l_mut_435_ = _e7288;
                                            l_mut_452_ = l_2069_;
                                        }
                                    }
                                    uint _e7289 = l_mut_446_;
                                    uint _e7290 = l_mut_1931_;
                                    uint l_2070_ = (_e7289 * _e7290);
                                    uint _e7292 = l_mut_448_;
                                    uint _e7293 = l_mut_1931_;
                                    uint l_2071_ = (_e7292 * _e7293);
                                    uint _e7295 = l_mut_446_;
                                    uint l_4112_ = (_e7295 & 65535u);
                                    uint _e7298 = l_mut_446_;
                                    uint l_4113_ = (_e7298 >> 16u);
                                    uint l_4114_ = (l_4113_ & 65535u);
                                    uint _e7303 = l_mut_1931_;
                                    uint l_4115_ = (_e7303 & 65535u);
                                    uint _e7306 = l_mut_1931_;
                                    uint l_4116_ = (_e7306 >> 16u);
                                    uint l_4117_ = (l_4116_ & 65535u);
                                    uint l_4118_ = (l_4112_ * l_4115_);
                                    uint l_4119_ = (l_4114_ * l_4115_);
                                    uint l_4120_ = (l_4112_ * l_4117_);
                                    uint l_4121_ = (l_4114_ * l_4117_);
                                    uint l_4122_ = (l_4118_ >> 16u);
                                    uint l_4123_ = (l_4122_ & 65535u);
                                    uint l_4124_ = (l_4119_ & 65535u);
                                    uint l_4125_ = (l_4123_ + l_4124_);
                                    uint l_4126_ = (l_4120_ & 65535u);
                                    uint l_4127_ = (l_4125_ + l_4126_);
                                    uint l_4128_ = (l_4119_ >> 16u);
                                    uint l_4129_ = (l_4128_ & 65535u);
                                    uint l_4130_ = (l_4121_ + l_4129_);
                                    uint l_4131_ = (l_4120_ >> 16u);
                                    uint l_4132_ = (l_4131_ & 65535u);
                                    uint l_4133_ = (l_4130_ + l_4132_);
                                    uint l_4134_ = (l_4127_ >> 16u);
                                    uint l_4135_ = (l_4134_ & 65535u);
                                    uint l_2072_ = (l_4133_ + l_4135_);
                                    uint l_2073_ = (l_2072_ + l_2071_);
                                    uint _e7341 = l_mut_448_;
                                    uint l_4137_ = (_e7341 & 65535u);
                                    uint _e7344 = l_mut_448_;
                                    uint l_4138_ = (_e7344 >> 16u);
                                    uint l_4139_ = (l_4138_ & 65535u);
                                    uint _e7349 = l_mut_1931_;
                                    uint l_4140_ = (_e7349 & 65535u);
                                    uint _e7352 = l_mut_1931_;
                                    uint l_4141_ = (_e7352 >> 16u);
                                    uint l_4142_ = (l_4141_ & 65535u);
                                    uint l_4143_ = (l_4137_ * l_4140_);
                                    uint l_4144_ = (l_4139_ * l_4140_);
                                    uint l_4145_ = (l_4137_ * l_4142_);
                                    uint l_4146_ = (l_4139_ * l_4142_);
                                    uint l_4147_ = (l_4143_ >> 16u);
                                    uint l_4148_ = (l_4147_ & 65535u);
                                    uint l_4149_ = (l_4144_ & 65535u);
                                    uint l_4150_ = (l_4148_ + l_4149_);
                                    uint l_4151_ = (l_4145_ & 65535u);
                                    uint l_4152_ = (l_4150_ + l_4151_);
                                    uint l_4153_ = (l_4144_ >> 16u);
                                    uint l_4154_ = (l_4153_ & 65535u);
                                    uint l_4155_ = (l_4146_ + l_4154_);
                                    uint l_4156_ = (l_4145_ >> 16u);
                                    uint l_4157_ = (l_4156_ & 65535u);
                                    uint l_4158_ = (l_4155_ + l_4157_);
                                    uint l_4159_ = (l_4152_ >> 16u);
                                    uint l_4160_ = (l_4159_ & 65535u);
                                    uint l_2074_ = (l_4158_ + l_4160_);
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
                                    uint _e7404 = l_mut_451_;
                                    l_mut_395_ = _e7404;
                                    uint _e7405 = l_mut_401_;
                                    l_mut_451_ = _e7405;
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
                                            uint _e7417 = l_mut_401_;
                                            l_mut_395_ = _e7417;
                                            l_mut_451_ = l_2096_;
                                        }
                                    }
                                    uint _e7418 = l_mut_428_;
                                    uint _e7419 = l_mut_1931_;
                                    uint l_2097_ = (_e7418 * _e7419);
                                    uint _e7421 = l_mut_428_;
                                    uint l_4162_ = (_e7421 & 65535u);
                                    uint _e7424 = l_mut_428_;
                                    uint l_4163_ = (_e7424 >> 16u);
                                    uint l_4164_ = (l_4163_ & 65535u);
                                    uint _e7429 = l_mut_1931_;
                                    uint l_4165_ = (_e7429 & 65535u);
                                    uint _e7432 = l_mut_1931_;
                                    uint l_4166_ = (_e7432 >> 16u);
                                    uint l_4167_ = (l_4166_ & 65535u);
                                    uint l_4168_ = (l_4162_ * l_4165_);
                                    uint l_4169_ = (l_4164_ * l_4165_);
                                    uint l_4170_ = (l_4162_ * l_4167_);
                                    uint l_4171_ = (l_4164_ * l_4167_);
                                    uint l_4172_ = (l_4168_ >> 16u);
                                    uint l_4173_ = (l_4172_ & 65535u);
                                    uint l_4174_ = (l_4169_ & 65535u);
                                    uint l_4175_ = (l_4173_ + l_4174_);
                                    uint l_4176_ = (l_4170_ & 65535u);
                                    uint l_4177_ = (l_4175_ + l_4176_);
                                    uint l_4178_ = (l_4169_ >> 16u);
                                    uint l_4179_ = (l_4178_ & 65535u);
                                    uint l_4180_ = (l_4171_ + l_4179_);
                                    uint l_4181_ = (l_4170_ >> 16u);
                                    uint l_4182_ = (l_4181_ & 65535u);
                                    uint l_4183_ = (l_4180_ + l_4182_);
                                    uint l_4184_ = (l_4177_ >> 16u);
                                    uint l_4185_ = (l_4184_ & 65535u);
                                    uint l_2098_ = (l_4183_ + l_4185_);
                                    uint _e7466 = l_mut_447_;
                                    uint _e7467 = l_mut_1931_;
                                    uint l_2099_ = (_e7466 * _e7467);
                                    uint l_2100_ = (l_2098_ + l_2099_);
                                    uint _e7470 = l_mut_395_;
                                    uint l_2101_ = (_e7470 + l_2097_);
                                    uint _e7472 = l_mut_451_;
                                    uint l_2102_ = (_e7472 + l_2100_);
                                    uint _e7474 = l_mut_395_;
                                    bool l_2103_ = (l_2101_ < _e7474);
                                    uint l_2104_ = uint(l_2103_);
                                    uint l_2105_ = (l_2102_ + l_2104_);
                                    uint _e7478 = l_mut_435_;
                                    l_mut_1847_ = _e7478;
                                    uint _e7479 = l_mut_452_;
                                    l_mut_1511_ = _e7479;
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
                                            uint _e7500 = l_mut_435_;
                                            l_mut_447_ = _e7500;
                                            uint _e7501 = l_mut_452_;
                                            l_mut_446_ = _e7501;
                                            bool l_2118_ = (l_9_ >= 32u);
                                            if (l_2118_) {
                                                uint l_2119_ = (l_9_ & 31u);
                                                uint _e7506 = l_mut_452_;
                                                uint l_2120_ = (_e7506 >> l_2119_);
                                                l_mut_447_ = l_2120_;
                                                l_mut_446_ = 0u;
                                            } else {
                                                bool l_2121_ = (l_9_ > 0u);
                                                if (l_2121_) {
                                                    uint _e7511 = l_mut_435_;
                                                    l_mut_428_ = _e7511;
                                                    bool l_2122_ = (l_9_ > 0u);
                                                    if (l_2122_) {
                                                        uint _e7514 = l_mut_435_;
                                                        uint l_2123_ = (_e7514 >> l_9_);
                                                        uint l_2124_ = (32u - l_9_);
                                                        uint _e7518 = l_mut_452_;
                                                        uint l_2125_ = (_e7518 << l_2124_);
                                                        uint l_2126_ = (l_2123_ | l_2125_);
                                                        l_mut_428_ = l_2126_;
                                                    }
                                                    uint _e7521 = l_mut_452_;
                                                    uint l_2127_ = (_e7521 >> l_9_);
                                                    uint _e7523 = l_mut_428_;
                                                    l_mut_447_ = _e7523;
                                                    l_mut_446_ = l_2127_;
                                                }
                                            }
                                            uint _e7524 = l_mut_451_;
                                            uint _e7525 = l_mut_447_;
                                            uint l_2128_ = (_e7524 + _e7525);
                                            uint _e7527 = l_mut_448_;
                                            uint _e7528 = l_mut_446_;
                                            uint l_2129_ = (_e7527 + _e7528);
                                            uint _e7530 = l_mut_451_;
                                            bool l_2130_ = (l_2128_ < _e7530);
                                            uint l_2131_ = uint(l_2130_);
                                            uint l_2132_ = (l_2129_ + l_2131_);
                                            l_mut_1847_ = l_2128_;
                                            l_mut_1511_ = l_2132_;
                                        }
                                    }
                                    if (l_1983_) {
                                        uint _e7535 = l_mut_1847_;
                                        uint l_2133_ = (0u - _e7535);
                                        uint _e7538 = l_mut_1511_;
                                        uint l_2134_ = (0u - _e7538);
                                        uint _e7541 = l_mut_1847_;
                                        bool l_2135_ = (0u < _e7541);
                                        uint l_2136_ = uint(l_2135_);
                                        uint l_2137_ = (l_2134_ - l_2136_);
                                        l_mut_1847_ = l_2133_;
                                        l_mut_1511_ = l_2137_;
                                    }
                                }
                                uint _e7545 = l_mut_1847_;
                                uint l_2138_ = (l_1936_ + _e7545);
                                uint _e7547 = l_mut_1511_;
                                uint l_2139_ = (l_1940_ + _e7547);
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
                                uint _e7560 = l_mut_1511_;
                                bool l_2148_ = (l_2142_ < _e7560);
                                uint _e7562 = l_mut_1511_;
                                bool l_2149_ = (l_2142_ == _e7562);
                                uint _e7564 = l_mut_1847_;
                                bool l_2150_ = (l_2138_ < _e7564);
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
                                uint _e7575 = l_mut_1511_;
                                bool l_2153_ = (_e7575 < l_17_);
                                uint _e7577 = l_mut_1511_;
                                bool l_2154_ = (_e7577 == l_17_);
                                uint _e7579 = l_mut_1847_;
                                bool l_2155_ = (_e7579 < l_14_);
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
                                uint _e7591 = l_mut_1852_;
                                l_mut_1852_ = (_e7591 + l_2158_);
                            }
                        }
                        uint _e7596 = l_mut_457_;
                        uint _e7597 = l_mut_1852_;
                        l_mut_457_ = (_e7596 + _e7597);
                    }
                }
            }
            uint _e7602 = l_mut_795_;
            bool l_2159_ = (_e7602 > 0u);
            if (l_2159_) {
                uint l_4187_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4188_ = (l_4187_ * 1u);
                uint l_4189_ = (l_4188_ - 1u);
                uint l_4190_ = min(1u, l_4189_);
                uint _e7617 = l_mut_795_;
                uint _e7618 = atomicAdd(_group_0_binding_5_cs[l_4190_], _e7617);
            }
            uint _e7619 = l_mut_457_;
            bool l_2162_ = (_e7619 > 0u);
            if (l_2162_) {
                uint l_4192_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4193_ = (l_4192_ * 1u);
                uint l_4194_ = (l_4193_ - 1u);
                uint l_4195_ = min(2u, l_4194_);
                uint _e7634 = l_mut_457_;
                uint _e7635 = atomicAdd(_group_0_binding_5_cs[l_4195_], _e7634);
                l_mut_1852_ = _e7635;
                bool loop_init_10 = true;
                while(true) {
                    if (!loop_init_10) {
                        uint _e8609 = l_mut_2165_;
                        l_mut_2165_ = (_e8609 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e7638 = l_mut_2165_;
                    if ((_e7638 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e7641 = l_mut_800_;
                        uint _e7642 = l_mut_2165_;
                        uint l_2166_ = (_e7641 >> _e7642);
                        uint l_2167_ = (l_2166_ & 1u);
                        bool l_2168_ = (l_2167_ == 1u);
                        if (l_2168_) {
                            uint _e7648 = l_mut_2165_;
                            uint l_2169_ = (_e7648 * l_877_);
                            uint l_2170_ = (l_2169_ + l_877_);
                            uint l_2171_ = min(l_2170_, l_46_);
                            uint _e7652 = l_mut_1852_;
                            l_mut_1847_ = _e7652;
                            l_mut_2172_ = l_2169_;
                            bool loop_init_11 = true;
                            while(true) {
                                if (!loop_init_11) {
                                    uint _e8605 = l_mut_2172_;
                                    l_mut_2172_ = (_e8605 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e7654 = l_mut_2172_;
                                if ((_e7654 < l_2171_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e7656 = l_mut_2172_;
                                    uint l_2173_ = (l_49_ * _e7656);
                                    uint l_4197_ = (l_49_ & 65535u);
                                    uint l_4198_ = (l_49_ >> 16u);
                                    uint l_4199_ = (l_4198_ & 65535u);
                                    uint _e7664 = l_mut_2172_;
                                    uint l_4200_ = (_e7664 & 65535u);
                                    uint _e7667 = l_mut_2172_;
                                    uint l_4201_ = (_e7667 >> 16u);
                                    uint l_4202_ = (l_4201_ & 65535u);
                                    uint l_4203_ = (l_4197_ * l_4200_);
                                    uint l_4204_ = (l_4199_ * l_4200_);
                                    uint l_4205_ = (l_4197_ * l_4202_);
                                    uint l_4206_ = (l_4199_ * l_4202_);
                                    uint l_4207_ = (l_4203_ >> 16u);
                                    uint l_4208_ = (l_4207_ & 65535u);
                                    uint l_4209_ = (l_4204_ & 65535u);
                                    uint l_4210_ = (l_4208_ + l_4209_);
                                    uint l_4211_ = (l_4205_ & 65535u);
                                    uint l_4212_ = (l_4210_ + l_4211_);
                                    uint l_4213_ = (l_4204_ >> 16u);
                                    uint l_4214_ = (l_4213_ & 65535u);
                                    uint l_4215_ = (l_4206_ + l_4214_);
                                    uint l_4216_ = (l_4205_ >> 16u);
                                    uint l_4217_ = (l_4216_ & 65535u);
                                    uint l_4218_ = (l_4215_ + l_4217_);
                                    uint l_4219_ = (l_4212_ >> 16u);
                                    uint l_4220_ = (l_4219_ & 65535u);
                                    uint l_2174_ = (l_4218_ + l_4220_);
                                    uint _e7701 = l_mut_2172_;
                                    uint l_2175_ = (l_52_ * _e7701);
                                    uint l_2176_ = (l_2174_ + l_2175_);
                                    uint l_2177_ = (l_54_ + l_2173_);
                                    uint l_2178_ = (l_57_ + l_2176_);
                                    bool l_2179_ = (l_2177_ < l_54_);
                                    uint l_2180_ = uint(l_2179_);
                                    uint l_2181_ = (l_2178_ + l_2180_);
                                    l_mut_1511_ = 0u;
                                    l_mut_795_ = 0u;
                                    uint _e7711 = l_mut_2172_;
                                    bool l_2182_ = (_e7711 < 65536u);
                                    if (l_2182_) {
                                        uint _e7714 = l_mut_2172_;
                                        uint _e7715 = l_mut_2172_;
                                        uint l_2183_ = (_e7714 * _e7715);
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
                                        uint _e7729 = l_mut_457_;
                                        uint l_2191_ = (_e7729 * l_2183_);
                                        uint _e7731 = l_mut_452_;
                                        uint l_2192_ = (_e7731 * l_2183_);
                                        uint _e7733 = l_mut_457_;
                                        uint l_4222_ = (_e7733 & 65535u);
                                        uint _e7736 = l_mut_457_;
                                        uint l_4223_ = (_e7736 >> 16u);
                                        uint l_4224_ = (l_4223_ & 65535u);
                                        uint l_4225_ = (l_2183_ & 65535u);
                                        uint l_4226_ = (l_2183_ >> 16u);
                                        uint l_4227_ = (l_4226_ & 65535u);
                                        uint l_4228_ = (l_4222_ * l_4225_);
                                        uint l_4229_ = (l_4224_ * l_4225_);
                                        uint l_4230_ = (l_4222_ * l_4227_);
                                        uint l_4231_ = (l_4224_ * l_4227_);
                                        uint l_4232_ = (l_4228_ >> 16u);
                                        uint l_4233_ = (l_4232_ & 65535u);
                                        uint l_4234_ = (l_4229_ & 65535u);
                                        uint l_4235_ = (l_4233_ + l_4234_);
                                        uint l_4236_ = (l_4230_ & 65535u);
                                        uint l_4237_ = (l_4235_ + l_4236_);
                                        uint l_4238_ = (l_4229_ >> 16u);
                                        uint l_4239_ = (l_4238_ & 65535u);
                                        uint l_4240_ = (l_4231_ + l_4239_);
                                        uint l_4241_ = (l_4230_ >> 16u);
                                        uint l_4242_ = (l_4241_ & 65535u);
                                        uint l_4243_ = (l_4240_ + l_4242_);
                                        uint l_4244_ = (l_4237_ >> 16u);
                                        uint l_4245_ = (l_4244_ & 65535u);
                                        uint l_2193_ = (l_4243_ + l_4245_);
                                        uint l_2194_ = (l_2193_ + l_2192_);
                                        uint _e7777 = l_mut_452_;
                                        uint l_4247_ = (_e7777 & 65535u);
                                        uint _e7780 = l_mut_452_;
                                        uint l_4248_ = (_e7780 >> 16u);
                                        uint l_4249_ = (l_4248_ & 65535u);
                                        uint l_4250_ = (l_2183_ & 65535u);
                                        uint l_4251_ = (l_2183_ >> 16u);
                                        uint l_4252_ = (l_4251_ & 65535u);
                                        uint l_4253_ = (l_4247_ * l_4250_);
                                        uint l_4254_ = (l_4249_ * l_4250_);
                                        uint l_4255_ = (l_4247_ * l_4252_);
                                        uint l_4256_ = (l_4249_ * l_4252_);
                                        uint l_4257_ = (l_4253_ >> 16u);
                                        uint l_4258_ = (l_4257_ & 65535u);
                                        uint l_4259_ = (l_4254_ & 65535u);
                                        uint l_4260_ = (l_4258_ + l_4259_);
                                        uint l_4261_ = (l_4255_ & 65535u);
                                        uint l_4262_ = (l_4260_ + l_4261_);
                                        uint l_4263_ = (l_4254_ >> 16u);
                                        uint l_4264_ = (l_4263_ & 65535u);
                                        uint l_4265_ = (l_4256_ + l_4264_);
                                        uint l_4266_ = (l_4255_ >> 16u);
                                        uint l_4267_ = (l_4266_ & 65535u);
                                        uint l_4268_ = (l_4265_ + l_4267_);
                                        uint l_4269_ = (l_4262_ >> 16u);
                                        uint l_4270_ = (l_4269_ & 65535u);
                                        uint l_2195_ = (l_4268_ + l_4270_);
                                        bool l_2196_ = (l_2194_ < l_2192_);
                                        uint l_2197_ = uint(l_2196_);
                                        uint l_2198_ = (l_2195_ + l_2197_);
                                        uint l_2199_ = (l_9_ % 32u);
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
                                        uint _e7839 = l_mut_451_;
                                        l_mut_447_ = _e7839;
                                        uint _e7840 = l_mut_448_;
                                        l_mut_451_ = _e7840;
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
                                                uint _e7854 = l_mut_448_;
                                                l_mut_447_ = _e7854;
                                                l_mut_451_ = l_2217_;
                                            }
                                        }
                                        uint _e7855 = l_mut_447_;
                                        l_mut_457_ = _e7855;
                                        uint _e7856 = l_mut_451_;
                                        l_mut_452_ = _e7856;
                                        if (l_2185_) {
                                            uint _e7858 = l_mut_457_;
                                            uint l_2218_ = (0u - _e7858);
                                            uint _e7861 = l_mut_452_;
                                            uint l_2219_ = (0u - _e7861);
                                            uint _e7864 = l_mut_457_;
                                            bool l_2220_ = (0u < _e7864);
                                            uint l_2221_ = uint(l_2220_);
                                            uint l_2222_ = (l_2219_ - l_2221_);
                                            l_mut_457_ = l_2218_;
                                            l_mut_452_ = l_2222_;
                                        }
                                        uint _e7868 = l_mut_457_;
                                        l_mut_1511_ = _e7868;
                                        uint _e7869 = l_mut_452_;
                                        l_mut_795_ = _e7869;
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
                                        uint _e7882 = l_mut_457_;
                                        uint _e7883 = l_mut_2172_;
                                        uint l_2230_ = (_e7882 * _e7883);
                                        uint _e7885 = l_mut_452_;
                                        uint _e7886 = l_mut_2172_;
                                        uint l_2231_ = (_e7885 * _e7886);
                                        uint _e7888 = l_mut_457_;
                                        uint l_4272_ = (_e7888 & 65535u);
                                        uint _e7891 = l_mut_457_;
                                        uint l_4273_ = (_e7891 >> 16u);
                                        uint l_4274_ = (l_4273_ & 65535u);
                                        uint _e7896 = l_mut_2172_;
                                        uint l_4275_ = (_e7896 & 65535u);
                                        uint _e7899 = l_mut_2172_;
                                        uint l_4276_ = (_e7899 >> 16u);
                                        uint l_4277_ = (l_4276_ & 65535u);
                                        uint l_4278_ = (l_4272_ * l_4275_);
                                        uint l_4279_ = (l_4274_ * l_4275_);
                                        uint l_4280_ = (l_4272_ * l_4277_);
                                        uint l_4281_ = (l_4274_ * l_4277_);
                                        uint l_4282_ = (l_4278_ >> 16u);
                                        uint l_4283_ = (l_4282_ & 65535u);
                                        uint l_4284_ = (l_4279_ & 65535u);
                                        uint l_4285_ = (l_4283_ + l_4284_);
                                        uint l_4286_ = (l_4280_ & 65535u);
                                        uint l_4287_ = (l_4285_ + l_4286_);
                                        uint l_4288_ = (l_4279_ >> 16u);
                                        uint l_4289_ = (l_4288_ & 65535u);
                                        uint l_4290_ = (l_4281_ + l_4289_);
                                        uint l_4291_ = (l_4280_ >> 16u);
                                        uint l_4292_ = (l_4291_ & 65535u);
                                        uint l_4293_ = (l_4290_ + l_4292_);
                                        uint l_4294_ = (l_4287_ >> 16u);
                                        uint l_4295_ = (l_4294_ & 65535u);
                                        uint l_2232_ = (l_4293_ + l_4295_);
                                        uint l_2233_ = (l_2232_ + l_2231_);
                                        uint _e7934 = l_mut_452_;
                                        uint l_4297_ = (_e7934 & 65535u);
                                        uint _e7937 = l_mut_452_;
                                        uint l_4298_ = (_e7937 >> 16u);
                                        uint l_4299_ = (l_4298_ & 65535u);
                                        uint _e7942 = l_mut_2172_;
                                        uint l_4300_ = (_e7942 & 65535u);
                                        uint _e7945 = l_mut_2172_;
                                        uint l_4301_ = (_e7945 >> 16u);
                                        uint l_4302_ = (l_4301_ & 65535u);
                                        uint l_4303_ = (l_4297_ * l_4300_);
                                        uint l_4304_ = (l_4299_ * l_4300_);
                                        uint l_4305_ = (l_4297_ * l_4302_);
                                        uint l_4306_ = (l_4299_ * l_4302_);
                                        uint l_4307_ = (l_4303_ >> 16u);
                                        uint l_4308_ = (l_4307_ & 65535u);
                                        uint l_4309_ = (l_4304_ & 65535u);
                                        uint l_4310_ = (l_4308_ + l_4309_);
                                        uint l_4311_ = (l_4305_ & 65535u);
                                        uint l_4312_ = (l_4310_ + l_4311_);
                                        uint l_4313_ = (l_4304_ >> 16u);
                                        uint l_4314_ = (l_4313_ & 65535u);
                                        uint l_4315_ = (l_4306_ + l_4314_);
                                        uint l_4316_ = (l_4305_ >> 16u);
                                        uint l_4317_ = (l_4316_ & 65535u);
                                        uint l_4318_ = (l_4315_ + l_4317_);
                                        uint l_4319_ = (l_4312_ >> 16u);
                                        uint l_4320_ = (l_4319_ & 65535u);
                                        uint l_2234_ = (l_4318_ + l_4320_);
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
                                        uint _e7997 = l_mut_451_;
                                        l_mut_447_ = _e7997;
                                        uint _e7998 = l_mut_448_;
                                        l_mut_451_ = _e7998;
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
                                                uint _e8010 = l_mut_448_;
                                                l_mut_447_ = _e8010;
                                                l_mut_451_ = l_2256_;
                                            }
                                        }
                                        uint _e8011 = l_mut_457_;
                                        uint _e8012 = l_mut_2172_;
                                        uint l_2257_ = (_e8011 * _e8012);
                                        uint _e8014 = l_mut_452_;
                                        uint _e8015 = l_mut_2172_;
                                        uint l_2258_ = (_e8014 * _e8015);
                                        uint _e8017 = l_mut_457_;
                                        uint l_4322_ = (_e8017 & 65535u);
                                        uint _e8020 = l_mut_457_;
                                        uint l_4323_ = (_e8020 >> 16u);
                                        uint l_4324_ = (l_4323_ & 65535u);
                                        uint _e8025 = l_mut_2172_;
                                        uint l_4325_ = (_e8025 & 65535u);
                                        uint _e8028 = l_mut_2172_;
                                        uint l_4326_ = (_e8028 >> 16u);
                                        uint l_4327_ = (l_4326_ & 65535u);
                                        uint l_4328_ = (l_4322_ * l_4325_);
                                        uint l_4329_ = (l_4324_ * l_4325_);
                                        uint l_4330_ = (l_4322_ * l_4327_);
                                        uint l_4331_ = (l_4324_ * l_4327_);
                                        uint l_4332_ = (l_4328_ >> 16u);
                                        uint l_4333_ = (l_4332_ & 65535u);
                                        uint l_4334_ = (l_4329_ & 65535u);
                                        uint l_4335_ = (l_4333_ + l_4334_);
                                        uint l_4336_ = (l_4330_ & 65535u);
                                        uint l_4337_ = (l_4335_ + l_4336_);
                                        uint l_4338_ = (l_4329_ >> 16u);
                                        uint l_4339_ = (l_4338_ & 65535u);
                                        uint l_4340_ = (l_4331_ + l_4339_);
                                        uint l_4341_ = (l_4330_ >> 16u);
                                        uint l_4342_ = (l_4341_ & 65535u);
                                        uint l_4343_ = (l_4340_ + l_4342_);
                                        uint l_4344_ = (l_4337_ >> 16u);
                                        uint l_4345_ = (l_4344_ & 65535u);
                                        uint l_2259_ = (l_4343_ + l_4345_);
                                        uint l_2260_ = (l_2259_ + l_2258_);
                                        uint _e8063 = l_mut_452_;
                                        uint l_4347_ = (_e8063 & 65535u);
                                        uint _e8066 = l_mut_452_;
                                        uint l_4348_ = (_e8066 >> 16u);
                                        uint l_4349_ = (l_4348_ & 65535u);
                                        uint _e8071 = l_mut_2172_;
                                        uint l_4350_ = (_e8071 & 65535u);
                                        uint _e8074 = l_mut_2172_;
                                        uint l_4351_ = (_e8074 >> 16u);
                                        uint l_4352_ = (l_4351_ & 65535u);
                                        uint l_4353_ = (l_4347_ * l_4350_);
                                        uint l_4354_ = (l_4349_ * l_4350_);
                                        uint l_4355_ = (l_4347_ * l_4352_);
                                        uint l_4356_ = (l_4349_ * l_4352_);
                                        uint l_4357_ = (l_4353_ >> 16u);
                                        uint l_4358_ = (l_4357_ & 65535u);
                                        uint l_4359_ = (l_4354_ & 65535u);
                                        uint l_4360_ = (l_4358_ + l_4359_);
                                        uint l_4361_ = (l_4355_ & 65535u);
                                        uint l_4362_ = (l_4360_ + l_4361_);
                                        uint l_4363_ = (l_4354_ >> 16u);
                                        uint l_4364_ = (l_4363_ & 65535u);
                                        uint l_4365_ = (l_4356_ + l_4364_);
                                        uint l_4366_ = (l_4355_ >> 16u);
                                        uint l_4367_ = (l_4366_ & 65535u);
                                        uint l_4368_ = (l_4365_ + l_4367_);
                                        uint l_4369_ = (l_4362_ >> 16u);
                                        uint l_4370_ = (l_4369_ & 65535u);
                                        uint l_2261_ = (l_4368_ + l_4370_);
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
                                        uint _e8126 = l_mut_448_;
                                        l_mut_435_ = _e8126;
                                        uint _e8127 = l_mut_446_;
                                        l_mut_448_ = _e8127;
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
                                                uint _e8139 = l_mut_446_;
                                                l_mut_435_ = _e8139;
                                                l_mut_448_ = l_2283_;
                                            }
                                        }
                                        uint _e8140 = l_mut_447_;
                                        uint _e8141 = l_mut_2172_;
                                        uint l_2284_ = (_e8140 * _e8141);
                                        uint _e8143 = l_mut_451_;
                                        uint _e8144 = l_mut_2172_;
                                        uint l_2285_ = (_e8143 * _e8144);
                                        uint _e8146 = l_mut_447_;
                                        uint l_4372_ = (_e8146 & 65535u);
                                        uint _e8149 = l_mut_447_;
                                        uint l_4373_ = (_e8149 >> 16u);
                                        uint l_4374_ = (l_4373_ & 65535u);
                                        uint _e8154 = l_mut_2172_;
                                        uint l_4375_ = (_e8154 & 65535u);
                                        uint _e8157 = l_mut_2172_;
                                        uint l_4376_ = (_e8157 >> 16u);
                                        uint l_4377_ = (l_4376_ & 65535u);
                                        uint l_4378_ = (l_4372_ * l_4375_);
                                        uint l_4379_ = (l_4374_ * l_4375_);
                                        uint l_4380_ = (l_4372_ * l_4377_);
                                        uint l_4381_ = (l_4374_ * l_4377_);
                                        uint l_4382_ = (l_4378_ >> 16u);
                                        uint l_4383_ = (l_4382_ & 65535u);
                                        uint l_4384_ = (l_4379_ & 65535u);
                                        uint l_4385_ = (l_4383_ + l_4384_);
                                        uint l_4386_ = (l_4380_ & 65535u);
                                        uint l_4387_ = (l_4385_ + l_4386_);
                                        uint l_4388_ = (l_4379_ >> 16u);
                                        uint l_4389_ = (l_4388_ & 65535u);
                                        uint l_4390_ = (l_4381_ + l_4389_);
                                        uint l_4391_ = (l_4380_ >> 16u);
                                        uint l_4392_ = (l_4391_ & 65535u);
                                        uint l_4393_ = (l_4390_ + l_4392_);
                                        uint l_4394_ = (l_4387_ >> 16u);
                                        uint l_4395_ = (l_4394_ & 65535u);
                                        uint l_2286_ = (l_4393_ + l_4395_);
                                        uint l_2287_ = (l_2286_ + l_2285_);
                                        uint _e8192 = l_mut_451_;
                                        uint l_4397_ = (_e8192 & 65535u);
                                        uint _e8195 = l_mut_451_;
                                        uint l_4398_ = (_e8195 >> 16u);
                                        uint l_4399_ = (l_4398_ & 65535u);
                                        uint _e8200 = l_mut_2172_;
                                        uint l_4400_ = (_e8200 & 65535u);
                                        uint _e8203 = l_mut_2172_;
                                        uint l_4401_ = (_e8203 >> 16u);
                                        uint l_4402_ = (l_4401_ & 65535u);
                                        uint l_4403_ = (l_4397_ * l_4400_);
                                        uint l_4404_ = (l_4399_ * l_4400_);
                                        uint l_4405_ = (l_4397_ * l_4402_);
                                        uint l_4406_ = (l_4399_ * l_4402_);
                                        uint l_4407_ = (l_4403_ >> 16u);
                                        uint l_4408_ = (l_4407_ & 65535u);
                                        uint l_4409_ = (l_4404_ & 65535u);
                                        uint l_4410_ = (l_4408_ + l_4409_);
                                        uint l_4411_ = (l_4405_ & 65535u);
                                        uint l_4412_ = (l_4410_ + l_4411_);
                                        uint l_4413_ = (l_4404_ >> 16u);
                                        uint l_4414_ = (l_4413_ & 65535u);
                                        uint l_4415_ = (l_4406_ + l_4414_);
                                        uint l_4416_ = (l_4405_ >> 16u);
                                        uint l_4417_ = (l_4416_ & 65535u);
                                        uint l_4418_ = (l_4415_ + l_4417_);
                                        uint l_4419_ = (l_4412_ >> 16u);
                                        uint l_4420_ = (l_4419_ & 65535u);
                                        uint l_2288_ = (l_4418_ + l_4420_);
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
                                        uint _e8255 = l_mut_457_;
                                        l_mut_446_ = _e8255;
                                        uint _e8256 = l_mut_452_;
                                        l_mut_457_ = _e8256;
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
                                                uint _e8268 = l_mut_452_;
                                                l_mut_446_ = _e8268;
                                                l_mut_457_ = l_2310_;
                                            }
                                        }
                                        uint _e8269 = l_mut_447_;
                                        uint _e8270 = l_mut_2172_;
                                        uint l_2311_ = (_e8269 * _e8270);
                                        uint _e8272 = l_mut_451_;
                                        uint _e8273 = l_mut_2172_;
                                        uint l_2312_ = (_e8272 * _e8273);
                                        uint _e8275 = l_mut_447_;
                                        uint l_4422_ = (_e8275 & 65535u);
                                        uint _e8278 = l_mut_447_;
                                        uint l_4423_ = (_e8278 >> 16u);
                                        uint l_4424_ = (l_4423_ & 65535u);
                                        uint _e8283 = l_mut_2172_;
                                        uint l_4425_ = (_e8283 & 65535u);
                                        uint _e8286 = l_mut_2172_;
                                        uint l_4426_ = (_e8286 >> 16u);
                                        uint l_4427_ = (l_4426_ & 65535u);
                                        uint l_4428_ = (l_4422_ * l_4425_);
                                        uint l_4429_ = (l_4424_ * l_4425_);
                                        uint l_4430_ = (l_4422_ * l_4427_);
                                        uint l_4431_ = (l_4424_ * l_4427_);
                                        uint l_4432_ = (l_4428_ >> 16u);
                                        uint l_4433_ = (l_4432_ & 65535u);
                                        uint l_4434_ = (l_4429_ & 65535u);
                                        uint l_4435_ = (l_4433_ + l_4434_);
                                        uint l_4436_ = (l_4430_ & 65535u);
                                        uint l_4437_ = (l_4435_ + l_4436_);
                                        uint l_4438_ = (l_4429_ >> 16u);
                                        uint l_4439_ = (l_4438_ & 65535u);
                                        uint l_4440_ = (l_4431_ + l_4439_);
                                        uint l_4441_ = (l_4430_ >> 16u);
                                        uint l_4442_ = (l_4441_ & 65535u);
                                        uint l_4443_ = (l_4440_ + l_4442_);
                                        uint l_4444_ = (l_4437_ >> 16u);
                                        uint l_4445_ = (l_4444_ & 65535u);
                                        uint l_2313_ = (l_4443_ + l_4445_);
                                        uint l_2314_ = (l_2313_ + l_2312_);
                                        uint _e8321 = l_mut_451_;
                                        uint l_4447_ = (_e8321 & 65535u);
                                        uint _e8324 = l_mut_451_;
                                        uint l_4448_ = (_e8324 >> 16u);
                                        uint l_4449_ = (l_4448_ & 65535u);
                                        uint _e8329 = l_mut_2172_;
                                        uint l_4450_ = (_e8329 & 65535u);
                                        uint _e8332 = l_mut_2172_;
                                        uint l_4451_ = (_e8332 >> 16u);
                                        uint l_4452_ = (l_4451_ & 65535u);
                                        uint l_4453_ = (l_4447_ * l_4450_);
                                        uint l_4454_ = (l_4449_ * l_4450_);
                                        uint l_4455_ = (l_4447_ * l_4452_);
                                        uint l_4456_ = (l_4449_ * l_4452_);
                                        uint l_4457_ = (l_4453_ >> 16u);
                                        uint l_4458_ = (l_4457_ & 65535u);
                                        uint l_4459_ = (l_4454_ & 65535u);
                                        uint l_4460_ = (l_4458_ + l_4459_);
                                        uint l_4461_ = (l_4455_ & 65535u);
                                        uint l_4462_ = (l_4460_ + l_4461_);
                                        uint l_4463_ = (l_4454_ >> 16u);
                                        uint l_4464_ = (l_4463_ & 65535u);
                                        uint l_4465_ = (l_4456_ + l_4464_);
                                        uint l_4466_ = (l_4455_ >> 16u);
                                        uint l_4467_ = (l_4466_ & 65535u);
                                        uint l_4468_ = (l_4465_ + l_4467_);
                                        uint l_4469_ = (l_4462_ >> 16u);
                                        uint l_4470_ = (l_4469_ & 65535u);
                                        uint l_2315_ = (l_4468_ + l_4470_);
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
                                        uint _e8384 = l_mut_452_;
                                        l_mut_401_ = _e8384;
                                        uint _e8385 = l_mut_428_;
                                        l_mut_452_ = _e8385;
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
                                                uint _e8397 = l_mut_428_;
                                                l_mut_401_ = _e8397;
                                                l_mut_452_ = l_2337_;
                                            }
                                        }
                                        uint _e8398 = l_mut_435_;
                                        uint _e8399 = l_mut_2172_;
                                        uint l_2338_ = (_e8398 * _e8399);
                                        uint _e8401 = l_mut_435_;
                                        uint l_4472_ = (_e8401 & 65535u);
                                        uint _e8404 = l_mut_435_;
                                        uint l_4473_ = (_e8404 >> 16u);
                                        uint l_4474_ = (l_4473_ & 65535u);
                                        uint _e8409 = l_mut_2172_;
                                        uint l_4475_ = (_e8409 & 65535u);
                                        uint _e8412 = l_mut_2172_;
                                        uint l_4476_ = (_e8412 >> 16u);
                                        uint l_4477_ = (l_4476_ & 65535u);
                                        uint l_4478_ = (l_4472_ * l_4475_);
                                        uint l_4479_ = (l_4474_ * l_4475_);
                                        uint l_4480_ = (l_4472_ * l_4477_);
                                        uint l_4481_ = (l_4474_ * l_4477_);
                                        uint l_4482_ = (l_4478_ >> 16u);
                                        uint l_4483_ = (l_4482_ & 65535u);
                                        uint l_4484_ = (l_4479_ & 65535u);
                                        uint l_4485_ = (l_4483_ + l_4484_);
                                        uint l_4486_ = (l_4480_ & 65535u);
                                        uint l_4487_ = (l_4485_ + l_4486_);
                                        uint l_4488_ = (l_4479_ >> 16u);
                                        uint l_4489_ = (l_4488_ & 65535u);
                                        uint l_4490_ = (l_4481_ + l_4489_);
                                        uint l_4491_ = (l_4480_ >> 16u);
                                        uint l_4492_ = (l_4491_ & 65535u);
                                        uint l_4493_ = (l_4490_ + l_4492_);
                                        uint l_4494_ = (l_4487_ >> 16u);
                                        uint l_4495_ = (l_4494_ & 65535u);
                                        uint l_2339_ = (l_4493_ + l_4495_);
                                        uint _e8446 = l_mut_448_;
                                        uint _e8447 = l_mut_2172_;
                                        uint l_2340_ = (_e8446 * _e8447);
                                        uint l_2341_ = (l_2339_ + l_2340_);
                                        uint _e8450 = l_mut_401_;
                                        uint l_2342_ = (_e8450 + l_2338_);
                                        uint _e8452 = l_mut_452_;
                                        uint l_2343_ = (_e8452 + l_2341_);
                                        uint _e8454 = l_mut_401_;
                                        bool l_2344_ = (l_2342_ < _e8454);
                                        uint l_2345_ = uint(l_2344_);
                                        uint l_2346_ = (l_2343_ + l_2345_);
                                        uint _e8458 = l_mut_446_;
                                        l_mut_1511_ = _e8458;
                                        uint _e8459 = l_mut_457_;
                                        l_mut_795_ = _e8459;
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
                                                uint _e8480 = l_mut_446_;
                                                l_mut_448_ = _e8480;
                                                uint _e8481 = l_mut_457_;
                                                l_mut_447_ = _e8481;
                                                bool l_2359_ = (l_9_ >= 32u);
                                                if (l_2359_) {
                                                    uint l_2360_ = (l_9_ & 31u);
                                                    uint _e8486 = l_mut_457_;
                                                    uint l_2361_ = (_e8486 >> l_2360_);
                                                    l_mut_448_ = l_2361_;
                                                    l_mut_447_ = 0u;
                                                } else {
                                                    bool l_2362_ = (l_9_ > 0u);
                                                    if (l_2362_) {
                                                        uint _e8491 = l_mut_446_;
                                                        l_mut_435_ = _e8491;
                                                        bool l_2363_ = (l_9_ > 0u);
                                                        if (l_2363_) {
                                                            uint _e8494 = l_mut_446_;
                                                            uint l_2364_ = (_e8494 >> l_9_);
                                                            uint l_2365_ = (32u - l_9_);
                                                            uint _e8498 = l_mut_457_;
                                                            uint l_2366_ = (_e8498 << l_2365_);
                                                            uint l_2367_ = (l_2364_ | l_2366_);
                                                            l_mut_435_ = l_2367_;
                                                        }
                                                        uint _e8501 = l_mut_457_;
                                                        uint l_2368_ = (_e8501 >> l_9_);
                                                        uint _e8503 = l_mut_435_;
                                                        l_mut_448_ = _e8503;
                                                        l_mut_447_ = l_2368_;
                                                    }
                                                }
                                                uint _e8504 = l_mut_452_;
                                                uint _e8505 = l_mut_448_;
                                                uint l_2369_ = (_e8504 + _e8505);
                                                uint _e8507 = l_mut_451_;
                                                uint _e8508 = l_mut_447_;
                                                uint l_2370_ = (_e8507 + _e8508);
                                                uint _e8510 = l_mut_452_;
                                                bool l_2371_ = (l_2369_ < _e8510);
                                                uint l_2372_ = uint(l_2371_);
                                                uint l_2373_ = (l_2370_ + l_2372_);
                                                l_mut_1511_ = l_2369_;
                                                l_mut_795_ = l_2373_;
                                            }
                                        }
                                        if (l_2224_) {
                                            uint _e8515 = l_mut_1511_;
                                            uint l_2374_ = (0u - _e8515);
                                            uint _e8518 = l_mut_795_;
                                            uint l_2375_ = (0u - _e8518);
                                            uint _e8521 = l_mut_1511_;
                                            bool l_2376_ = (0u < _e8521);
                                            uint l_2377_ = uint(l_2376_);
                                            uint l_2378_ = (l_2375_ - l_2377_);
                                            l_mut_1511_ = l_2374_;
                                            l_mut_795_ = l_2378_;
                                        }
                                    }
                                    uint _e8525 = l_mut_1511_;
                                    uint l_2379_ = (l_2177_ + _e8525);
                                    uint _e8527 = l_mut_795_;
                                    uint l_2380_ = (l_2181_ + _e8527);
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
                                    uint _e8540 = l_mut_795_;
                                    bool l_2389_ = (l_2383_ < _e8540);
                                    uint _e8542 = l_mut_795_;
                                    bool l_2390_ = (l_2383_ == _e8542);
                                    uint _e8544 = l_mut_1511_;
                                    bool l_2391_ = (l_2379_ < _e8544);
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
                                    uint _e8555 = l_mut_795_;
                                    bool l_2394_ = (_e8555 < l_17_);
                                    uint _e8557 = l_mut_795_;
                                    bool l_2395_ = (_e8557 == l_17_);
                                    uint _e8559 = l_mut_1511_;
                                    bool l_2396_ = (_e8559 < l_14_);
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
                                        uint _e8570 = l_mut_1847_;
                                        uint l_2399_ = (_e8570 * 2u);
                                        uint l_2400_ = (l_2399_ + 1u);
                                        uint l_2401_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2402_ = (l_2400_ < l_2401_);
                                        if (l_2402_) {
                                            uint l_4497_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4498_ = (l_4497_ * 1u);
                                            bool l_4499_ = (l_2399_ < l_4498_);
                                            if (l_4499_) {
                                                _group_0_binding_4_cs[l_2399_] = id;
                                            }
                                            uint l_2403_ = (l_2399_ + 1u);
                                            uint l_4500_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4501_ = (l_4500_ * 1u);
                                            bool l_4502_ = (l_2403_ < l_4501_);
                                            if (l_4502_) {
                                                uint _e8600 = l_mut_2172_;
                                                _group_0_binding_4_cs[l_2403_] = _e8600;
                                            }
                                        }
                                        uint _e8601 = l_mut_1847_;
                                        l_mut_1847_ = (_e8601 + 1u);
                                    }
                                }
                            }
                            uint _e8607 = l_mut_1847_;
                            l_mut_1852_ = _e8607;
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
