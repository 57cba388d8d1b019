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
    uint l_mut_151_ = 0u;
    uint l_mut_1609_ = 0u;
    uint l_mut_1610_ = 0u;
    uint l_mut_1615_ = 0u;
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
    bool l_mut_645_ = false;
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
    uint l_mut_667_ = 0u;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    uint l_mut_732_ = 0u;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    uint l_mut_838_ = 0u;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_918_ = 0u;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    uint l_mut_997_ = 0u;
    bool local_83 = false;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
    uint l_mut_1607_ = 0u;
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
    uint l_mut_1718_ = 0u;
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
    bool local_119 = false;
    bool local_120 = false;
    bool local_121 = false;
    bool local_122 = false;
    bool local_123 = false;
    bool local_124 = false;
    bool local_125 = false;
    bool local_126 = false;
    uint l_mut_1830_ = 0u;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    bool local_131 = false;
    bool local_132 = false;
    uint l_mut_1895_ = 0u;
    bool local_133 = false;
    bool local_134 = false;
    bool local_135 = false;
    bool local_136 = false;
    bool local_137 = false;
    bool local_138 = false;
    bool local_139 = false;
    bool local_140 = false;
    bool local_141 = false;
    bool local_142 = false;
    bool local_143 = false;
    bool local_144 = false;
    bool local_145 = false;
    bool local_146 = false;
    uint l_mut_2001_ = 0u;
    bool local_147 = false;
    bool local_148 = false;
    bool local_149 = false;
    bool local_150 = false;
    bool local_151 = false;
    bool local_152 = false;
    bool local_153 = false;
    bool local_154 = false;
    uint l_mut_2081_ = 0u;
    bool local_155 = false;
    bool local_156 = false;
    bool local_157 = false;
    bool local_158 = false;
    bool local_159 = false;
    bool local_160 = false;
    bool local_161 = false;
    bool local_162 = false;
    uint l_mut_2161_ = 0u;
    bool local_163 = false;
    bool local_164 = false;
    bool local_165 = false;
    bool local_166 = false;
    uint l_mut_2395_ = 0u;
    uint l_mut_2402_ = 0u;
    bool local_167 = false;
    bool local_168 = false;
    bool local_169 = false;
    bool local_170 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2718_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2719_ = (l_2718_ * 1u);
        uint l_2720_ = (l_2719_ - 1u);
        uint l_2721_ = min(3u, l_2720_);
        uint _e69 = atomicAdd(_group_0_binding_5_cs[l_2721_], 1u);
    }
    uint l_2634_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2635_ = (l_2634_ * 1u);
    bool l_2636_ = (0u < l_2635_);
    uint l_2637_ = (l_2635_ - 1u);
    uint l_2638_ = min(0u, l_2637_);
    uint l_2639_ = _group_0_binding_3_cs[l_2638_];
    uint l_4_ = (l_2636_ ? l_2639_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2641_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2642_ = (l_2641_ * 1u);
    bool l_2643_ = (l_6_ < l_2642_);
    uint l_2644_ = (l_2642_ - 1u);
    uint l_2645_ = min(l_6_, l_2644_);
    uint l_2646_ = _group_0_binding_3_cs[l_2645_];
    uint l_7_ = (l_2643_ ? l_2646_ : 0u);
    uint l_2648_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2649_ = (l_2648_ * 1u);
    bool l_2650_ = (2u < l_2649_);
    uint l_2651_ = (l_2649_ - 1u);
    uint l_2652_ = min(2u, l_2651_);
    uint l_2653_ = _group_0_binding_3_cs[l_2652_];
    uint l_9_ = (l_2650_ ? l_2653_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2655_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2656_ = (l_2655_ * 1u);
    bool l_2657_ = (l_11_ < l_2656_);
    uint l_2658_ = (l_2656_ - 1u);
    uint l_2659_ = min(l_11_, l_2658_);
    uint l_2660_ = _group_0_binding_3_cs[l_2659_];
    uint l_12_ = (l_2657_ ? l_2660_ : 0u);
    uint l_2662_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2663_ = (l_2662_ * 1u);
    bool l_2664_ = (4u < l_2663_);
    uint l_2665_ = (l_2663_ - 1u);
    uint l_2666_ = min(4u, l_2665_);
    uint l_2667_ = _group_0_binding_3_cs[l_2666_];
    uint l_14_ = (l_2664_ ? l_2667_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2669_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2670_ = (l_2669_ * 1u);
    bool l_2671_ = (l_16_ < l_2670_);
    uint l_2672_ = (l_2670_ - 1u);
    uint l_2673_ = min(l_16_, l_2672_);
    uint l_2674_ = _group_0_binding_3_cs[l_2673_];
    uint l_17_ = (l_2671_ ? l_2674_ : 0u);
    uint l_2676_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2677_ = (l_2676_ * 1u);
    bool l_2678_ = (6u < l_2677_);
    uint l_2679_ = (l_2677_ - 1u);
    uint l_2680_ = min(6u, l_2679_);
    uint l_2681_ = _group_0_binding_3_cs[l_2680_];
    uint l_19_ = (l_2678_ ? l_2681_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2683_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2684_ = (l_2683_ * 1u);
    bool l_2685_ = (l_21_ < l_2684_);
    uint l_2686_ = (l_2684_ - 1u);
    uint l_2687_ = min(l_21_, l_2686_);
    uint l_2688_ = _group_0_binding_3_cs[l_2687_];
    uint l_22_ = (l_2685_ ? l_2688_ : 0u);
    uint l_2690_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2691_ = (l_2690_ * 1u);
    bool l_2692_ = (8u < l_2691_);
    uint l_2693_ = (l_2691_ - 1u);
    uint l_2694_ = min(8u, l_2693_);
    uint l_2695_ = _group_0_binding_3_cs[l_2694_];
    uint l_24_ = (l_2692_ ? l_2695_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2697_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2698_ = (l_2697_ * 1u);
    bool l_2699_ = (l_26_ < l_2698_);
    uint l_2700_ = (l_2698_ - 1u);
    uint l_2701_ = min(l_26_, l_2700_);
    uint l_2702_ = _group_0_binding_3_cs[l_2701_];
    uint l_27_ = (l_2699_ ? l_2702_ : 0u);
    uint l_2704_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2705_ = (l_2704_ * 1u);
    bool l_2706_ = (10u < l_2705_);
    uint l_2707_ = (l_2705_ - 1u);
    uint l_2708_ = min(10u, l_2707_);
    uint l_2709_ = _group_0_binding_3_cs[l_2708_];
    uint l_29_ = (l_2706_ ? l_2709_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2711_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2712_ = (l_2711_ * 1u);
    bool l_2713_ = (l_31_ < l_2712_);
    uint l_2714_ = (l_2712_ - 1u);
    uint l_2715_ = min(l_31_, l_2714_);
    uint l_2716_ = _group_0_binding_3_cs[l_2715_];
    uint l_32_ = (l_2713_ ? l_2716_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2723_ = (id & 65535u);
    uint l_2724_ = (id >> 16u);
    uint l_2725_ = (l_2724_ & 65535u);
    uint l_2726_ = (l_4_ & 65535u);
    uint l_2727_ = (l_4_ >> 16u);
    uint l_2728_ = (l_2727_ & 65535u);
    uint l_2729_ = (l_2723_ * l_2726_);
    uint l_2730_ = (l_2725_ * l_2726_);
    uint l_2731_ = (l_2723_ * l_2728_);
    uint l_2732_ = (l_2725_ * l_2728_);
    uint l_2733_ = (l_2729_ >> 16u);
    uint l_2734_ = (l_2733_ & 65535u);
    uint l_2735_ = (l_2730_ & 65535u);
    uint l_2736_ = (l_2734_ + l_2735_);
    uint l_2737_ = (l_2731_ & 65535u);
    uint l_2738_ = (l_2736_ + l_2737_);
    uint l_2739_ = (l_2730_ >> 16u);
    uint l_2740_ = (l_2739_ & 65535u);
    uint l_2741_ = (l_2732_ + l_2740_);
    uint l_2742_ = (l_2731_ >> 16u);
    uint l_2743_ = (l_2742_ & 65535u);
    uint l_2744_ = (l_2741_ + l_2743_);
    uint l_2745_ = (l_2738_ >> 16u);
    uint l_2746_ = (l_2745_ & 65535u);
    uint l_37_ = (l_2744_ + l_2746_);
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
        uint l_2748_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2749_ = (l_2748_ * 1u);
        bool l_2750_ = (l_58_ < l_2749_);
        uint l_2751_ = (l_2749_ - 1u);
        uint l_2752_ = min(l_58_, l_2751_);
        uint l_2753_ = _group_0_binding_0_cs[l_2752_];
        uint l_59_ = (l_2750_ ? l_2753_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2755_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2756_ = (l_2755_ * 1u);
        bool l_2757_ = (l_61_ < l_2756_);
        uint l_2758_ = (l_2756_ - 1u);
        uint l_2759_ = min(l_61_, l_2758_);
        uint l_2760_ = _group_0_binding_0_cs[l_2759_];
        uint l_62_ = (l_2757_ ? l_2760_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2762_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2763_ = (l_2762_ * 1u);
        bool l_2764_ = (l_63_ < l_2763_);
        uint l_2765_ = (l_2763_ - 1u);
        uint l_2766_ = min(l_63_, l_2765_);
        uint l_2767_ = _group_0_binding_1_cs[l_2766_];
        uint l_64_ = (l_2764_ ? l_2767_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2769_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2770_ = (l_2769_ * 1u);
        bool l_2771_ = (l_66_ < l_2770_);
        uint l_2772_ = (l_2770_ - 1u);
        uint l_2773_ = min(l_66_, l_2772_);
        uint l_2774_ = _group_0_binding_1_cs[l_2773_];
        uint l_67_ = (l_2771_ ? l_2774_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2776_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2777_ = (l_2776_ * 1u);
        bool l_2778_ = (l_68_ < l_2777_);
        uint l_2779_ = (l_2777_ - 1u);
        uint l_2780_ = min(l_68_, l_2779_);
        uint l_2781_ = _group_0_binding_2_cs[l_2780_];
        uint l_69_ = (l_2778_ ? l_2781_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2783_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2784_ = (l_2783_ * 1u);
        bool l_2785_ = (l_71_ < l_2784_);
        uint l_2786_ = (l_2784_ - 1u);
        uint l_2787_ = min(l_71_, l_2786_);
        uint l_2788_ = _group_0_binding_2_cs[l_2787_];
        uint l_72_ = (l_2785_ ? l_2788_ : 0u);
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
        uint l_2790_ = (_e487 & 65535u);
        uint _e490 = l_mut_40_;
        uint l_2791_ = (_e490 >> 16u);
        uint l_2792_ = (l_2791_ & 65535u);
        uint l_2793_ = (l_4_ & 65535u);
        uint l_2794_ = (l_4_ >> 16u);
        uint l_2795_ = (l_2794_ & 65535u);
        uint l_2796_ = (l_2790_ * l_2793_);
        uint l_2797_ = (l_2792_ * l_2793_);
        uint l_2798_ = (l_2790_ * l_2795_);
        uint l_2799_ = (l_2792_ * l_2795_);
        uint l_2800_ = (l_2796_ >> 16u);
        uint l_2801_ = (l_2800_ & 65535u);
        uint l_2802_ = (l_2797_ & 65535u);
        uint l_2803_ = (l_2801_ + l_2802_);
        uint l_2804_ = (l_2798_ & 65535u);
        uint l_2805_ = (l_2803_ + l_2804_);
        uint l_2806_ = (l_2797_ >> 16u);
        uint l_2807_ = (l_2806_ & 65535u);
        uint l_2808_ = (l_2799_ + l_2807_);
        uint l_2809_ = (l_2798_ >> 16u);
        uint l_2810_ = (l_2809_ & 65535u);
        uint l_2811_ = (l_2808_ + l_2810_);
        uint l_2812_ = (l_2805_ >> 16u);
        uint l_2813_ = (l_2812_ & 65535u);
        uint l_83_ = (l_2811_ + l_2813_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e531 = l_mut_75_;
        uint l_2815_ = (_e531 & 65535u);
        uint _e534 = l_mut_75_;
        uint l_2816_ = (_e534 >> 16u);
        uint l_2817_ = (l_2816_ & 65535u);
        uint l_2818_ = (l_4_ & 65535u);
        uint l_2819_ = (l_4_ >> 16u);
        uint l_2820_ = (l_2819_ & 65535u);
        uint l_2821_ = (l_2815_ * l_2818_);
        uint l_2822_ = (l_2817_ * l_2818_);
        uint l_2823_ = (l_2815_ * l_2820_);
        uint l_2824_ = (l_2817_ * l_2820_);
        uint l_2825_ = (l_2821_ >> 16u);
        uint l_2826_ = (l_2825_ & 65535u);
        uint l_2827_ = (l_2822_ & 65535u);
        uint l_2828_ = (l_2826_ + l_2827_);
        uint l_2829_ = (l_2823_ & 65535u);
        uint l_2830_ = (l_2828_ + l_2829_);
        uint l_2831_ = (l_2822_ >> 16u);
        uint l_2832_ = (l_2831_ & 65535u);
        uint l_2833_ = (l_2824_ + l_2832_);
        uint l_2834_ = (l_2823_ >> 16u);
        uint l_2835_ = (l_2834_ & 65535u);
        uint l_2836_ = (l_2833_ + l_2835_);
        uint l_2837_ = (l_2830_ >> 16u);
        uint l_2838_ = (l_2837_ & 65535u);
        uint l_85_ = (l_2836_ + l_2838_);
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
            uint l_2840_ = (_e652 & 65535u);
            uint _e655 = l_mut_90_;
            uint l_2841_ = (_e655 >> 16u);
            uint l_2842_ = (l_2841_ & 65535u);
            uint l_2843_ = (l_123_ & 65535u);
            uint l_2844_ = (l_123_ >> 16u);
            uint l_2845_ = (l_2844_ & 65535u);
            uint l_2846_ = (l_2840_ * l_2843_);
            uint l_2847_ = (l_2842_ * l_2843_);
            uint l_2848_ = (l_2840_ * l_2845_);
            uint l_2849_ = (l_2842_ * l_2845_);
            uint l_2850_ = (l_2846_ >> 16u);
            uint l_2851_ = (l_2850_ & 65535u);
            uint l_2852_ = (l_2847_ & 65535u);
            uint l_2853_ = (l_2851_ + l_2852_);
            uint l_2854_ = (l_2848_ & 65535u);
            uint l_2855_ = (l_2853_ + l_2854_);
            uint l_2856_ = (l_2847_ >> 16u);
            uint l_2857_ = (l_2856_ & 65535u);
            uint l_2858_ = (l_2849_ + l_2857_);
            uint l_2859_ = (l_2848_ >> 16u);
            uint l_2860_ = (l_2859_ & 65535u);
            uint l_2861_ = (l_2858_ + l_2860_);
            uint l_2862_ = (l_2855_ >> 16u);
            uint l_2863_ = (l_2862_ & 65535u);
            uint l_133_ = (l_2861_ + l_2863_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e696 = l_mut_75_;
            uint l_2865_ = (_e696 & 65535u);
            uint _e699 = l_mut_75_;
            uint l_2866_ = (_e699 >> 16u);
            uint l_2867_ = (l_2866_ & 65535u);
            uint l_2868_ = (l_123_ & 65535u);
            uint l_2869_ = (l_123_ >> 16u);
            uint l_2870_ = (l_2869_ & 65535u);
            uint l_2871_ = (l_2865_ * l_2868_);
            uint l_2872_ = (l_2867_ * l_2868_);
            uint l_2873_ = (l_2865_ * l_2870_);
            uint l_2874_ = (l_2867_ * l_2870_);
            uint l_2875_ = (l_2871_ >> 16u);
            uint l_2876_ = (l_2875_ & 65535u);
            uint l_2877_ = (l_2872_ & 65535u);
            uint l_2878_ = (l_2876_ + l_2877_);
            uint l_2879_ = (l_2873_ & 65535u);
            uint l_2880_ = (l_2878_ + l_2879_);
            uint l_2881_ = (l_2872_ >> 16u);
            uint l_2882_ = (l_2881_ & 65535u);
            uint l_2883_ = (l_2874_ + l_2882_);
            uint l_2884_ = (l_2873_ >> 16u);
            uint l_2885_ = (l_2884_ & 65535u);
            uint l_2886_ = (l_2883_ + l_2885_);
            uint l_2887_ = (l_2880_ >> 16u);
            uint l_2888_ = (l_2887_ & 65535u);
            uint l_135_ = (l_2886_ + l_2888_);
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
            uint l_2890_ = (_e805 & 65535u);
            uint _e808 = l_mut_151_;
            uint l_2891_ = (_e808 >> 16u);
            uint l_2892_ = (l_2891_ & 65535u);
            uint l_2893_ = (l_4_ & 65535u);
            uint l_2894_ = (l_4_ >> 16u);
            uint l_2895_ = (l_2894_ & 65535u);
            uint l_2896_ = (l_2890_ * l_2893_);
            uint l_2897_ = (l_2892_ * l_2893_);
            uint l_2898_ = (l_2890_ * l_2895_);
            uint l_2899_ = (l_2892_ * l_2895_);
            uint l_2900_ = (l_2896_ >> 16u);
            uint l_2901_ = (l_2900_ & 65535u);
            uint l_2902_ = (l_2897_ & 65535u);
            uint l_2903_ = (l_2901_ + l_2902_);
            uint l_2904_ = (l_2898_ & 65535u);
            uint l_2905_ = (l_2903_ + l_2904_);
            uint l_2906_ = (l_2897_ >> 16u);
            uint l_2907_ = (l_2906_ & 65535u);
            uint l_2908_ = (l_2899_ + l_2907_);
            uint l_2909_ = (l_2898_ >> 16u);
            uint l_2910_ = (l_2909_ & 65535u);
            uint l_2911_ = (l_2908_ + l_2910_);
            uint l_2912_ = (l_2905_ >> 16u);
            uint l_2913_ = (l_2912_ & 65535u);
            uint l_174_ = (l_2911_ + l_2913_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e849 = l_mut_145_;
            uint l_2915_ = (_e849 & 65535u);
            uint _e852 = l_mut_145_;
            uint l_2916_ = (_e852 >> 16u);
            uint l_2917_ = (l_2916_ & 65535u);
            uint l_2918_ = (l_4_ & 65535u);
            uint l_2919_ = (l_4_ >> 16u);
            uint l_2920_ = (l_2919_ & 65535u);
            uint l_2921_ = (l_2915_ * l_2918_);
            uint l_2922_ = (l_2917_ * l_2918_);
            uint l_2923_ = (l_2915_ * l_2920_);
            uint l_2924_ = (l_2917_ * l_2920_);
            uint l_2925_ = (l_2921_ >> 16u);
            uint l_2926_ = (l_2925_ & 65535u);
            uint l_2927_ = (l_2922_ & 65535u);
            uint l_2928_ = (l_2926_ + l_2927_);
            uint l_2929_ = (l_2923_ & 65535u);
            uint l_2930_ = (l_2928_ + l_2929_);
            uint l_2931_ = (l_2922_ >> 16u);
            uint l_2932_ = (l_2931_ & 65535u);
            uint l_2933_ = (l_2924_ + l_2932_);
            uint l_2934_ = (l_2923_ >> 16u);
            uint l_2935_ = (l_2934_ & 65535u);
            uint l_2936_ = (l_2933_ + l_2935_);
            uint l_2937_ = (l_2930_ >> 16u);
            uint l_2938_ = (l_2937_ & 65535u);
            uint l_176_ = (l_2936_ + l_2938_);
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
            uint l_2940_ = (_e928 & 65535u);
            uint _e931 = l_mut_151_;
            uint l_2941_ = (_e931 >> 16u);
            uint l_2942_ = (l_2941_ & 65535u);
            uint l_2943_ = (l_4_ & 65535u);
            uint l_2944_ = (l_4_ >> 16u);
            uint l_2945_ = (l_2944_ & 65535u);
            uint l_2946_ = (l_2940_ * l_2943_);
            uint l_2947_ = (l_2942_ * l_2943_);
            uint l_2948_ = (l_2940_ * l_2945_);
            uint l_2949_ = (l_2942_ * l_2945_);
            uint l_2950_ = (l_2946_ >> 16u);
            uint l_2951_ = (l_2950_ & 65535u);
            uint l_2952_ = (l_2947_ & 65535u);
            uint l_2953_ = (l_2951_ + l_2952_);
            uint l_2954_ = (l_2948_ & 65535u);
            uint l_2955_ = (l_2953_ + l_2954_);
            uint l_2956_ = (l_2947_ >> 16u);
            uint l_2957_ = (l_2956_ & 65535u);
            uint l_2958_ = (l_2949_ + l_2957_);
            uint l_2959_ = (l_2948_ >> 16u);
            uint l_2960_ = (l_2959_ & 65535u);
            uint l_2961_ = (l_2958_ + l_2960_);
            uint l_2962_ = (l_2955_ >> 16u);
            uint l_2963_ = (l_2962_ & 65535u);
            uint l_201_ = (l_2961_ + l_2963_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e972 = l_mut_145_;
            uint l_2965_ = (_e972 & 65535u);
            uint _e975 = l_mut_145_;
            uint l_2966_ = (_e975 >> 16u);
            uint l_2967_ = (l_2966_ & 65535u);
            uint l_2968_ = (l_4_ & 65535u);
            uint l_2969_ = (l_4_ >> 16u);
            uint l_2970_ = (l_2969_ & 65535u);
            uint l_2971_ = (l_2965_ * l_2968_);
            uint l_2972_ = (l_2967_ * l_2968_);
            uint l_2973_ = (l_2965_ * l_2970_);
            uint l_2974_ = (l_2967_ * l_2970_);
            uint l_2975_ = (l_2971_ >> 16u);
            uint l_2976_ = (l_2975_ & 65535u);
            uint l_2977_ = (l_2972_ & 65535u);
            uint l_2978_ = (l_2976_ + l_2977_);
            uint l_2979_ = (l_2973_ & 65535u);
            uint l_2980_ = (l_2978_ + l_2979_);
            uint l_2981_ = (l_2972_ >> 16u);
            uint l_2982_ = (l_2981_ & 65535u);
            uint l_2983_ = (l_2974_ + l_2982_);
            uint l_2984_ = (l_2973_ >> 16u);
            uint l_2985_ = (l_2984_ & 65535u);
            uint l_2986_ = (l_2983_ + l_2985_);
            uint l_2987_ = (l_2980_ >> 16u);
            uint l_2988_ = (l_2987_ & 65535u);
            uint l_203_ = (l_2986_ + l_2988_);
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
            uint l_2990_ = (_e1051 & 65535u);
            uint _e1054 = l_mut_40_;
            uint l_2991_ = (_e1054 >> 16u);
            uint l_2992_ = (l_2991_ & 65535u);
            uint l_2993_ = (l_4_ & 65535u);
            uint l_2994_ = (l_4_ >> 16u);
            uint l_2995_ = (l_2994_ & 65535u);
            uint l_2996_ = (l_2990_ * l_2993_);
            uint l_2997_ = (l_2992_ * l_2993_);
            uint l_2998_ = (l_2990_ * l_2995_);
            uint l_2999_ = (l_2992_ * l_2995_);
            uint l_3000_ = (l_2996_ >> 16u);
            uint l_3001_ = (l_3000_ & 65535u);
            uint l_3002_ = (l_2997_ & 65535u);
            uint l_3003_ = (l_3001_ + l_3002_);
            uint l_3004_ = (l_2998_ & 65535u);
            uint l_3005_ = (l_3003_ + l_3004_);
            uint l_3006_ = (l_2997_ >> 16u);
            uint l_3007_ = (l_3006_ & 65535u);
            uint l_3008_ = (l_2999_ + l_3007_);
            uint l_3009_ = (l_2998_ >> 16u);
            uint l_3010_ = (l_3009_ & 65535u);
            uint l_3011_ = (l_3008_ + l_3010_);
            uint l_3012_ = (l_3005_ >> 16u);
            uint l_3013_ = (l_3012_ & 65535u);
            uint l_230_ = (l_3011_ + l_3013_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1095 = l_mut_90_;
            uint l_3015_ = (_e1095 & 65535u);
            uint _e1098 = l_mut_90_;
            uint l_3016_ = (_e1098 >> 16u);
            uint l_3017_ = (l_3016_ & 65535u);
            uint l_3018_ = (l_4_ & 65535u);
            uint l_3019_ = (l_4_ >> 16u);
            uint l_3020_ = (l_3019_ & 65535u);
            uint l_3021_ = (l_3015_ * l_3018_);
            uint l_3022_ = (l_3017_ * l_3018_);
            uint l_3023_ = (l_3015_ * l_3020_);
            uint l_3024_ = (l_3017_ * l_3020_);
            uint l_3025_ = (l_3021_ >> 16u);
            uint l_3026_ = (l_3025_ & 65535u);
            uint l_3027_ = (l_3022_ & 65535u);
            uint l_3028_ = (l_3026_ + l_3027_);
            uint l_3029_ = (l_3023_ & 65535u);
            uint l_3030_ = (l_3028_ + l_3029_);
            uint l_3031_ = (l_3022_ >> 16u);
            uint l_3032_ = (l_3031_ & 65535u);
            uint l_3033_ = (l_3024_ + l_3032_);
            uint l_3034_ = (l_3023_ >> 16u);
            uint l_3035_ = (l_3034_ & 65535u);
            uint l_3036_ = (l_3033_ + l_3035_);
            uint l_3037_ = (l_3030_ >> 16u);
            uint l_3038_ = (l_3037_ & 65535u);
            uint l_232_ = (l_3036_ + l_3038_);
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
            uint l_3040_ = (_e1174 & 65535u);
            uint _e1177 = l_mut_40_;
            uint l_3041_ = (_e1177 >> 16u);
            uint l_3042_ = (l_3041_ & 65535u);
            uint l_3043_ = (l_4_ & 65535u);
            uint l_3044_ = (l_4_ >> 16u);
            uint l_3045_ = (l_3044_ & 65535u);
            uint l_3046_ = (l_3040_ * l_3043_);
            uint l_3047_ = (l_3042_ * l_3043_);
            uint l_3048_ = (l_3040_ * l_3045_);
            uint l_3049_ = (l_3042_ * l_3045_);
            uint l_3050_ = (l_3046_ >> 16u);
            uint l_3051_ = (l_3050_ & 65535u);
            uint l_3052_ = (l_3047_ & 65535u);
            uint l_3053_ = (l_3051_ + l_3052_);
            uint l_3054_ = (l_3048_ & 65535u);
            uint l_3055_ = (l_3053_ + l_3054_);
            uint l_3056_ = (l_3047_ >> 16u);
            uint l_3057_ = (l_3056_ & 65535u);
            uint l_3058_ = (l_3049_ + l_3057_);
            uint l_3059_ = (l_3048_ >> 16u);
            uint l_3060_ = (l_3059_ & 65535u);
            uint l_3061_ = (l_3058_ + l_3060_);
            uint l_3062_ = (l_3055_ >> 16u);
            uint l_3063_ = (l_3062_ & 65535u);
            uint l_257_ = (l_3061_ + l_3063_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1218 = l_mut_90_;
            uint l_3065_ = (_e1218 & 65535u);
            uint _e1221 = l_mut_90_;
            uint l_3066_ = (_e1221 >> 16u);
            uint l_3067_ = (l_3066_ & 65535u);
            uint l_3068_ = (l_4_ & 65535u);
            uint l_3069_ = (l_4_ >> 16u);
            uint l_3070_ = (l_3069_ & 65535u);
            uint l_3071_ = (l_3065_ * l_3068_);
            uint l_3072_ = (l_3067_ * l_3068_);
            uint l_3073_ = (l_3065_ * l_3070_);
            uint l_3074_ = (l_3067_ * l_3070_);
            uint l_3075_ = (l_3071_ >> 16u);
            uint l_3076_ = (l_3075_ & 65535u);
            uint l_3077_ = (l_3072_ & 65535u);
            uint l_3078_ = (l_3076_ + l_3077_);
            uint l_3079_ = (l_3073_ & 65535u);
            uint l_3080_ = (l_3078_ + l_3079_);
            uint l_3081_ = (l_3072_ >> 16u);
            uint l_3082_ = (l_3081_ & 65535u);
            uint l_3083_ = (l_3074_ + l_3082_);
            uint l_3084_ = (l_3073_ >> 16u);
            uint l_3085_ = (l_3084_ & 65535u);
            uint l_3086_ = (l_3083_ + l_3085_);
            uint l_3087_ = (l_3080_ >> 16u);
            uint l_3088_ = (l_3087_ & 65535u);
            uint l_259_ = (l_3086_ + l_3088_);
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
            uint l_3090_ = (_e1295 & 65535u);
            uint _e1298 = l_mut_219_;
            uint l_3091_ = (_e1298 >> 16u);
            uint l_3092_ = (l_3091_ & 65535u);
            uint l_3093_ = (l_4_ & 65535u);
            uint l_3094_ = (l_4_ >> 16u);
            uint l_3095_ = (l_3094_ & 65535u);
            uint l_3096_ = (l_3090_ * l_3093_);
            uint l_3097_ = (l_3092_ * l_3093_);
            uint l_3098_ = (l_3090_ * l_3095_);
            uint l_3099_ = (l_3092_ * l_3095_);
            uint l_3100_ = (l_3096_ >> 16u);
            uint l_3101_ = (l_3100_ & 65535u);
            uint l_3102_ = (l_3097_ & 65535u);
            uint l_3103_ = (l_3101_ + l_3102_);
            uint l_3104_ = (l_3098_ & 65535u);
            uint l_3105_ = (l_3103_ + l_3104_);
            uint l_3106_ = (l_3097_ >> 16u);
            uint l_3107_ = (l_3106_ & 65535u);
            uint l_3108_ = (l_3099_ + l_3107_);
            uint l_3109_ = (l_3098_ >> 16u);
            uint l_3110_ = (l_3109_ & 65535u);
            uint l_3111_ = (l_3108_ + l_3110_);
            uint l_3112_ = (l_3105_ >> 16u);
            uint l_3113_ = (l_3112_ & 65535u);
            uint l_285_ = (l_3111_ + l_3113_);
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
            uint l_3115_ = (_e1491 & 65535u);
            uint _e1494 = l_mut_90_;
            uint l_3116_ = (_e1494 >> 16u);
            uint l_3117_ = (l_3116_ & 65535u);
            uint l_3118_ = (l_367_ & 65535u);
            uint l_3119_ = (l_367_ >> 16u);
            uint l_3120_ = (l_3119_ & 65535u);
            uint l_3121_ = (l_3115_ * l_3118_);
            uint l_3122_ = (l_3117_ * l_3118_);
            uint l_3123_ = (l_3115_ * l_3120_);
            uint l_3124_ = (l_3117_ * l_3120_);
            uint l_3125_ = (l_3121_ >> 16u);
            uint l_3126_ = (l_3125_ & 65535u);
            uint l_3127_ = (l_3122_ & 65535u);
            uint l_3128_ = (l_3126_ + l_3127_);
            uint l_3129_ = (l_3123_ & 65535u);
            uint l_3130_ = (l_3128_ + l_3129_);
            uint l_3131_ = (l_3122_ >> 16u);
            uint l_3132_ = (l_3131_ & 65535u);
            uint l_3133_ = (l_3124_ + l_3132_);
            uint l_3134_ = (l_3123_ >> 16u);
            uint l_3135_ = (l_3134_ & 65535u);
            uint l_3136_ = (l_3133_ + l_3135_);
            uint l_3137_ = (l_3130_ >> 16u);
            uint l_3138_ = (l_3137_ & 65535u);
            uint l_369_ = (l_3136_ + l_3138_);
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
            uint l_3140_ = (_e1544 & 65535u);
            uint _e1547 = l_mut_90_;
            uint l_3141_ = (_e1547 >> 16u);
            uint l_3142_ = (l_3141_ & 65535u);
            uint l_3143_ = (l_372_ & 65535u);
            uint l_3144_ = (l_372_ >> 16u);
            uint l_3145_ = (l_3144_ & 65535u);
            uint l_3146_ = (l_3140_ * l_3143_);
            uint l_3147_ = (l_3142_ * l_3143_);
            uint l_3148_ = (l_3140_ * l_3145_);
            uint l_3149_ = (l_3142_ * l_3145_);
            uint l_3150_ = (l_3146_ >> 16u);
            uint l_3151_ = (l_3150_ & 65535u);
            uint l_3152_ = (l_3147_ & 65535u);
            uint l_3153_ = (l_3151_ + l_3152_);
            uint l_3154_ = (l_3148_ & 65535u);
            uint l_3155_ = (l_3153_ + l_3154_);
            uint l_3156_ = (l_3147_ >> 16u);
            uint l_3157_ = (l_3156_ & 65535u);
            uint l_3158_ = (l_3149_ + l_3157_);
            uint l_3159_ = (l_3148_ >> 16u);
            uint l_3160_ = (l_3159_ & 65535u);
            uint l_3161_ = (l_3158_ + l_3160_);
            uint l_3162_ = (l_3155_ >> 16u);
            uint l_3163_ = (l_3162_ & 65535u);
            uint l_375_ = (l_3161_ + l_3163_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1588 = l_mut_75_;
            uint l_3165_ = (_e1588 & 65535u);
            uint _e1591 = l_mut_75_;
            uint l_3166_ = (_e1591 >> 16u);
            uint l_3167_ = (l_3166_ & 65535u);
            uint l_3168_ = (l_372_ & 65535u);
            uint l_3169_ = (l_372_ >> 16u);
            uint l_3170_ = (l_3169_ & 65535u);
            uint l_3171_ = (l_3165_ * l_3168_);
            uint l_3172_ = (l_3167_ * l_3168_);
            uint l_3173_ = (l_3165_ * l_3170_);
            uint l_3174_ = (l_3167_ * l_3170_);
            uint l_3175_ = (l_3171_ >> 16u);
            uint l_3176_ = (l_3175_ & 65535u);
            uint l_3177_ = (l_3172_ & 65535u);
            uint l_3178_ = (l_3176_ + l_3177_);
            uint l_3179_ = (l_3173_ & 65535u);
            uint l_3180_ = (l_3178_ + l_3179_);
            uint l_3181_ = (l_3172_ >> 16u);
            uint l_3182_ = (l_3181_ & 65535u);
            uint l_3183_ = (l_3174_ + l_3182_);
            uint l_3184_ = (l_3173_ >> 16u);
            uint l_3185_ = (l_3184_ & 65535u);
            uint l_3186_ = (l_3183_ + l_3185_);
            uint l_3187_ = (l_3180_ >> 16u);
            uint l_3188_ = (l_3187_ & 65535u);
            uint l_377_ = (l_3186_ + l_3188_);
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
                            uint l_3190_ = (_e1854 & 65535u);
                            uint _e1857 = l_mut_90_;
                            uint l_3191_ = (_e1857 >> 16u);
                            uint l_3192_ = (l_3191_ & 65535u);
                            uint _e1862 = l_mut_428_;
                            uint l_3193_ = (_e1862 & 65535u);
                            uint _e1865 = l_mut_428_;
                            uint l_3194_ = (_e1865 >> 16u);
                            uint l_3195_ = (l_3194_ & 65535u);
                            uint l_3196_ = (l_3190_ * l_3193_);
                            uint l_3197_ = (l_3192_ * l_3193_);
                            uint l_3198_ = (l_3190_ * l_3195_);
                            uint l_3199_ = (l_3192_ * l_3195_);
                            uint l_3200_ = (l_3196_ >> 16u);
                            uint l_3201_ = (l_3200_ & 65535u);
                            uint l_3202_ = (l_3197_ & 65535u);
                            uint l_3203_ = (l_3201_ + l_3202_);
                            uint l_3204_ = (l_3198_ & 65535u);
                            uint l_3205_ = (l_3203_ + l_3204_);
                            uint l_3206_ = (l_3197_ >> 16u);
                            uint l_3207_ = (l_3206_ & 65535u);
                            uint l_3208_ = (l_3199_ + l_3207_);
                            uint l_3209_ = (l_3198_ >> 16u);
                            uint l_3210_ = (l_3209_ & 65535u);
                            uint l_3211_ = (l_3208_ + l_3210_);
                            uint l_3212_ = (l_3205_ >> 16u);
                            uint l_3213_ = (l_3212_ & 65535u);
                            uint l_486_ = (l_3211_ + l_3213_);
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
                            uint l_3215_ = (_e2167 & 65535u);
                            uint _e2170 = l_mut_90_;
                            uint l_3216_ = (_e2170 >> 16u);
                            uint l_3217_ = (l_3216_ & 65535u);
                            uint _e2175 = l_mut_444_;
                            uint l_3218_ = (_e2175 & 65535u);
                            uint _e2178 = l_mut_444_;
                            uint l_3219_ = (_e2178 >> 16u);
                            uint l_3220_ = (l_3219_ & 65535u);
                            uint l_3221_ = (l_3215_ * l_3218_);
                            uint l_3222_ = (l_3217_ * l_3218_);
                            uint l_3223_ = (l_3215_ * l_3220_);
                            uint l_3224_ = (l_3217_ * l_3220_);
                            uint l_3225_ = (l_3221_ >> 16u);
                            uint l_3226_ = (l_3225_ & 65535u);
                            uint l_3227_ = (l_3222_ & 65535u);
                            uint l_3228_ = (l_3226_ + l_3227_);
                            uint l_3229_ = (l_3223_ & 65535u);
                            uint l_3230_ = (l_3228_ + l_3229_);
                            uint l_3231_ = (l_3222_ >> 16u);
                            uint l_3232_ = (l_3231_ & 65535u);
                            uint l_3233_ = (l_3224_ + l_3232_);
                            uint l_3234_ = (l_3223_ >> 16u);
                            uint l_3235_ = (l_3234_ & 65535u);
                            uint l_3236_ = (l_3233_ + l_3235_);
                            uint l_3237_ = (l_3230_ >> 16u);
                            uint l_3238_ = (l_3237_ & 65535u);
                            uint l_594_ = (l_3236_ + l_3238_);
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
                uint _e2318 = l_mut_275_;
                uint _e2319 = l_mut_151_;
                uint l_635_ = (_e2318 - _e2319);
                uint _e2321 = l_mut_269_;
                uint _e2322 = l_mut_145_;
                uint l_636_ = (_e2321 - _e2322);
                uint _e2324 = l_mut_275_;
                uint _e2325 = l_mut_151_;
                bool l_637_ = (_e2324 < _e2325);
                uint l_638_ = uint(l_637_);
                uint l_639_ = (l_636_ - l_638_);
                uint _e2329 = l_mut_275_;
                l_mut_450_ = _e2329;
                uint _e2330 = l_mut_269_;
                l_mut_445_ = _e2330;
                uint _e2331 = l_mut_269_;
                bool l_640_ = (l_639_ < _e2331);
                uint _e2333 = l_mut_269_;
                bool l_641_ = (l_639_ == _e2333);
                uint _e2335 = l_mut_275_;
                bool l_642_ = (l_635_ < _e2335);
                if (l_641_) {
                    local_41 = l_642_;
                } else {
                    local_41 = false;
                }
                bool l_643_ = local_41;
                if (!(l_640_)) {
                    local_42 = l_643_;
                } else {
                    local_42 = true;
                }
                bool l_644_ = local_42;
                if (l_644_) {
                    l_mut_450_ = l_635_;
                    l_mut_445_ = l_639_;
                }
                l_mut_645_ = false;
                l_mut_444_ = 0u;
                uint _e2348 = l_mut_219_;
                uint _e2349 = l_mut_213_;
                uint l_646_ = (_e2348 | _e2349);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e2354 = l_mut_645_;
                if (_e2354) {
                    local_43 = l_648_;
                } else {
                    local_43 = false;
                }
                bool l_649_ = local_43;
                uint _e2359 = l_mut_213_;
                uint _e2360 = l_mut_445_;
                bool l_650_ = (_e2359 < _e2360);
                uint _e2362 = l_mut_213_;
                uint _e2363 = l_mut_445_;
                bool l_651_ = (_e2362 == _e2363);
                uint _e2365 = l_mut_219_;
                uint _e2366 = l_mut_450_;
                bool l_652_ = (_e2365 < _e2366);
                if (l_651_) {
                    local_44 = l_652_;
                } else {
                    local_44 = false;
                }
                bool l_653_ = local_44;
                if (!(l_650_)) {
                    local_45 = l_653_;
                } else {
                    local_45 = true;
                }
                bool l_654_ = local_45;
                if (l_649_) {
                    local_46 = l_654_;
                } else {
                    local_46 = false;
                }
                bool l_655_ = local_46;
                uint _e2381 = l_mut_102_;
                uint _e2382 = l_mut_96_;
                uint l_656_ = (_e2381 + _e2382);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_47 = l_657_;
                } else {
                    local_47 = false;
                }
                bool l_658_ = local_47;
                if (l_658_) {
                    uint _e2389 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e2389);
                    uint _e2391 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e2391);
                    uint _e2393 = l_mut_102_;
                    uint l_661_ = (l_660_ / _e2393);
                    uint _e2395 = l_mut_450_;
                    uint l_662_ = (_e2395 - 1u);
                    uint _e2398 = l_mut_445_;
                    uint l_663_ = (_e2398 - 0u);
                    uint _e2401 = l_mut_450_;
                    bool l_664_ = (_e2401 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_450_ = l_662_;
                    l_mut_445_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2494 = l_mut_667_;
                            l_mut_667_ = (_e2494 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2409 = l_mut_667_;
                        if ((_e2409 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2413 = l_mut_667_;
                            uint l_668_ = (19u - _e2413);
                            uint _e2415 = l_mut_450_;
                            l_mut_440_ = _e2415;
                            uint _e2416 = l_mut_445_;
                            l_mut_439_ = _e2416;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e2421 = l_mut_445_;
                                uint l_671_ = (_e2421 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e2426 = l_mut_450_;
                                    l_mut_428_ = _e2426;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e2429 = l_mut_450_;
                                        uint l_674_ = (_e2429 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e2433 = l_mut_445_;
                                        uint l_676_ = (_e2433 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e2436 = l_mut_445_;
                                    uint l_678_ = (_e2436 >> l_668_);
                                    uint _e2438 = l_mut_428_;
                                    l_mut_440_ = _e2438;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e2439 = l_mut_439_;
                            uint _e2440 = l_mut_213_;
                            bool l_679_ = (_e2439 < _e2440);
                            uint _e2442 = l_mut_439_;
                            uint _e2443 = l_mut_213_;
                            bool l_680_ = (_e2442 == _e2443);
                            uint _e2445 = l_mut_440_;
                            uint _e2446 = l_mut_219_;
                            bool l_681_ = (_e2445 < _e2446);
                            if (l_680_) {
                                local_48 = l_681_;
                            } else {
                                local_48 = false;
                            }
                            bool l_682_ = local_48;
                            if (!(l_679_)) {
                                local_49 = l_682_;
                            } else {
                                local_49 = true;
                            }
                            bool l_683_ = local_49;
                            bool l_684_ = !(l_683_);
                            if (l_684_) {
                                uint _e2458 = l_mut_219_;
                                l_mut_440_ = _e2458;
                                uint _e2459 = l_mut_213_;
                                l_mut_439_ = _e2459;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e2464 = l_mut_219_;
                                    uint l_687_ = (_e2464 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e2469 = l_mut_219_;
                                        uint l_689_ = (_e2469 << l_668_);
                                        uint _e2471 = l_mut_213_;
                                        uint l_690_ = (_e2471 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e2475 = l_mut_219_;
                                        uint l_692_ = (_e2475 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e2478 = l_mut_450_;
                                uint _e2479 = l_mut_440_;
                                uint l_694_ = (_e2478 - _e2479);
                                uint _e2481 = l_mut_445_;
                                uint _e2482 = l_mut_439_;
                                uint l_695_ = (_e2481 - _e2482);
                                uint _e2484 = l_mut_450_;
                                uint _e2485 = l_mut_440_;
                                bool l_696_ = (_e2484 < _e2485);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_450_ = l_694_;
                                l_mut_445_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e2491 = l_mut_441_;
                                l_mut_441_ = (_e2491 | l_699_);
                            }
                        }
                    }
                    uint _e2496 = l_mut_441_;
                    uint l_700_ = min(_e2496, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e2498 = l_mut_445_;
                    uint _e2499 = l_mut_213_;
                    bool l_701_ = (_e2498 < _e2499);
                    uint _e2501 = l_mut_445_;
                    uint _e2502 = l_mut_213_;
                    bool l_702_ = (_e2501 == _e2502);
                    uint _e2504 = l_mut_450_;
                    uint _e2505 = l_mut_219_;
                    bool l_703_ = (_e2504 < _e2505);
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
                        l_mut_441_ = l_661_;
                    }
                    uint _e2517 = l_mut_441_;
                    l_mut_444_ = _e2517;
                }
                uint _e2518 = l_mut_444_;
                bool l_707_ = (_e2518 > 0u);
                if (l_707_) {
                    uint _e2521 = l_mut_219_;
                    uint _e2522 = l_mut_444_;
                    uint l_708_ = (_e2521 * _e2522);
                    uint _e2524 = l_mut_219_;
                    uint l_3240_ = (_e2524 & 65535u);
                    uint _e2527 = l_mut_219_;
                    uint l_3241_ = (_e2527 >> 16u);
                    uint l_3242_ = (l_3241_ & 65535u);
                    uint _e2532 = l_mut_444_;
                    uint l_3243_ = (_e2532 & 65535u);
                    uint _e2535 = l_mut_444_;
                    uint l_3244_ = (_e2535 >> 16u);
                    uint l_3245_ = (l_3244_ & 65535u);
                    uint l_3246_ = (l_3240_ * l_3243_);
                    uint l_3247_ = (l_3242_ * l_3243_);
                    uint l_3248_ = (l_3240_ * l_3245_);
                    uint l_3249_ = (l_3242_ * l_3245_);
                    uint l_3250_ = (l_3246_ >> 16u);
                    uint l_3251_ = (l_3250_ & 65535u);
                    uint l_3252_ = (l_3247_ & 65535u);
                    uint l_3253_ = (l_3251_ + l_3252_);
                    uint l_3254_ = (l_3248_ & 65535u);
                    uint l_3255_ = (l_3253_ + l_3254_);
                    uint l_3256_ = (l_3247_ >> 16u);
                    uint l_3257_ = (l_3256_ & 65535u);
                    uint l_3258_ = (l_3249_ + l_3257_);
                    uint l_3259_ = (l_3248_ >> 16u);
                    uint l_3260_ = (l_3259_ & 65535u);
                    uint l_3261_ = (l_3258_ + l_3260_);
                    uint l_3262_ = (l_3255_ >> 16u);
                    uint l_3263_ = (l_3262_ & 65535u);
                    uint l_709_ = (l_3261_ + l_3263_);
                    uint _e2569 = l_mut_213_;
                    uint _e2570 = l_mut_444_;
                    uint l_710_ = (_e2569 * _e2570);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e2573 = l_mut_275_;
                    uint l_712_ = (_e2573 - l_708_);
                    uint _e2575 = l_mut_269_;
                    uint l_713_ = (_e2575 - l_711_);
                    uint _e2577 = l_mut_275_;
                    bool l_714_ = (_e2577 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_275_ = l_712_;
                    l_mut_269_ = l_716_;
                    uint _e2581 = l_mut_444_;
                    uint _e2582 = l_mut_102_;
                    uint l_717_ = (_e2581 * _e2582);
                    uint _e2584 = l_mut_96_;
                    l_mut_96_ = (_e2584 + l_717_);
                } else {
                    uint _e2586 = l_mut_102_;
                    uint l_718_ = (l_4_ - _e2586);
                    uint _e2588 = l_mut_96_;
                    uint l_719_ = (l_718_ / _e2588);
                    l_mut_450_ = 0u;
                    l_mut_645_ = false;
                    uint _e2592 = l_mut_275_;
                    uint _e2593 = l_mut_269_;
                    uint l_720_ = (_e2592 | _e2593);
                    bool l_721_ = (l_720_ == 0u);
                    if (l_721_) {
                        l_mut_450_ = l_719_;
                    } else {
                        bool _e2597 = l_mut_645_;
                        if (_e2597) {
                            uint _e2598 = l_mut_269_;
                            uint _e2599 = l_mut_213_;
                            bool l_722_ = (_e2598 < _e2599);
                            uint _e2601 = l_mut_269_;
                            uint _e2602 = l_mut_213_;
                            bool l_723_ = (_e2601 == _e2602);
                            uint _e2604 = l_mut_275_;
                            uint _e2605 = l_mut_219_;
                            bool l_724_ = (_e2604 < _e2605);
                            if (l_723_) {
                                local_52 = l_724_;
                            } else {
                                local_52 = false;
                            }
                            bool l_725_ = local_52;
                            if (!(l_722_)) {
                                local_53 = l_725_;
                            } else {
                                local_53 = true;
                            }
                            bool l_726_ = local_53;
                            if (l_726_) {
                                uint _e2616 = l_mut_219_;
                                uint l_727_ = (_e2616 - 1u);
                                uint _e2619 = l_mut_213_;
                                uint l_728_ = (_e2619 - 0u);
                                uint _e2622 = l_mut_219_;
                                bool l_729_ = (_e2622 < 1u);
                                uint l_730_ = uint(l_729_);
                                uint l_731_ = (l_728_ - l_730_);
                                l_mut_445_ = l_727_;
                                l_mut_444_ = l_731_;
                                l_mut_441_ = 0u;
                                l_mut_732_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2715 = l_mut_732_;
                                        l_mut_732_ = (_e2715 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2630 = l_mut_732_;
                                    if ((_e2630 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2634 = l_mut_732_;
                                        uint l_733_ = (19u - _e2634);
                                        uint _e2636 = l_mut_445_;
                                        l_mut_440_ = _e2636;
                                        uint _e2637 = l_mut_444_;
                                        l_mut_439_ = _e2637;
                                        bool l_734_ = (l_733_ >= 32u);
                                        if (l_734_) {
                                            uint l_735_ = (l_733_ & 31u);
                                            uint _e2642 = l_mut_444_;
                                            uint l_736_ = (_e2642 >> l_735_);
                                            l_mut_440_ = l_736_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_737_ = (l_733_ > 0u);
                                            if (l_737_) {
                                                uint _e2647 = l_mut_445_;
                                                l_mut_428_ = _e2647;
                                                bool l_738_ = (l_733_ > 0u);
                                                if (l_738_) {
                                                    uint _e2650 = l_mut_445_;
                                                    uint l_739_ = (_e2650 >> l_733_);
                                                    uint l_740_ = (32u - l_733_);
                                                    uint _e2654 = l_mut_444_;
                                                    uint l_741_ = (_e2654 << l_740_);
                                                    uint l_742_ = (l_739_ | l_741_);
                                                    l_mut_428_ = l_742_;
                                                }
                                                uint _e2657 = l_mut_444_;
                                                uint l_743_ = (_e2657 >> l_733_);
                                                uint _e2659 = l_mut_428_;
                                                l_mut_440_ = _e2659;
                                                l_mut_439_ = l_743_;
                                            }
                                        }
                                        uint _e2660 = l_mut_439_;
                                        uint _e2661 = l_mut_269_;
                                        bool l_744_ = (_e2660 < _e2661);
                                        uint _e2663 = l_mut_439_;
                                        uint _e2664 = l_mut_269_;
                                        bool l_745_ = (_e2663 == _e2664);
                                        uint _e2666 = l_mut_440_;
                                        uint _e2667 = l_mut_275_;
                                        bool l_746_ = (_e2666 < _e2667);
                                        if (l_745_) {
                                            local_54 = l_746_;
                                        } else {
                                            local_54 = false;
                                        }
                                        bool l_747_ = local_54;
                                        if (!(l_744_)) {
                                            local_55 = l_747_;
                                        } else {
                                            local_55 = true;
                                        }
                                        bool l_748_ = local_55;
                                        bool l_749_ = !(l_748_);
                                        if (l_749_) {
                                            uint _e2679 = l_mut_275_;
                                            l_mut_440_ = _e2679;
                                            uint _e2680 = l_mut_269_;
                                            l_mut_439_ = _e2680;
                                            bool l_750_ = (l_733_ >= 32u);
                                            if (l_750_) {
                                                uint l_751_ = (l_733_ & 31u);
                                                uint _e2685 = l_mut_275_;
                                                uint l_752_ = (_e2685 << l_751_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_752_;
                                            } else {
                                                bool l_753_ = (l_733_ > 0u);
                                                if (l_753_) {
                                                    uint _e2690 = l_mut_275_;
                                                    uint l_754_ = (_e2690 << l_733_);
                                                    uint _e2692 = l_mut_269_;
                                                    uint l_755_ = (_e2692 << l_733_);
                                                    uint l_756_ = (32u - l_733_);
                                                    uint _e2696 = l_mut_275_;
                                                    uint l_757_ = (_e2696 >> l_756_);
                                                    uint l_758_ = (l_755_ | l_757_);
                                                    l_mut_440_ = l_754_;
                                                    l_mut_439_ = l_758_;
                                                }
                                            }
                                            uint _e2699 = l_mut_445_;
                                            uint _e2700 = l_mut_440_;
                                            uint l_759_ = (_e2699 - _e2700);
                                            uint _e2702 = l_mut_444_;
                                            uint _e2703 = l_mut_439_;
                                            uint l_760_ = (_e2702 - _e2703);
                                            uint _e2705 = l_mut_445_;
                                            uint _e2706 = l_mut_440_;
                                            bool l_761_ = (_e2705 < _e2706);
                                            uint l_762_ = uint(l_761_);
                                            uint l_763_ = (l_760_ - l_762_);
                                            l_mut_445_ = l_759_;
                                            l_mut_444_ = l_763_;
                                            uint l_764_ = (1u << l_733_);
                                            uint _e2712 = l_mut_441_;
                                            l_mut_441_ = (_e2712 | l_764_);
                                        }
                                    }
                                }
                                uint _e2717 = l_mut_441_;
                                uint l_765_ = min(_e2717, l_719_);
                                l_mut_441_ = l_765_;
                                uint _e2719 = l_mut_444_;
                                uint _e2720 = l_mut_269_;
                                bool l_766_ = (_e2719 < _e2720);
                                uint _e2722 = l_mut_444_;
                                uint _e2723 = l_mut_269_;
                                bool l_767_ = (_e2722 == _e2723);
                                uint _e2725 = l_mut_445_;
                                uint _e2726 = l_mut_275_;
                                bool l_768_ = (_e2725 < _e2726);
                                if (l_767_) {
                                    local_56 = l_768_;
                                } else {
                                    local_56 = false;
                                }
                                bool l_769_ = local_56;
                                if (!(l_766_)) {
                                    local_57 = l_769_;
                                } else {
                                    local_57 = true;
                                }
                                bool l_770_ = local_57;
                                bool l_771_ = !(l_770_);
                                if (l_771_) {
                                    l_mut_441_ = l_719_;
                                }
                                uint _e2738 = l_mut_441_;
                                l_mut_450_ = _e2738;
                            }
                        } else {
                            uint _e2739 = l_mut_219_;
                            l_mut_445_ = _e2739;
                            uint _e2740 = l_mut_213_;
                            l_mut_444_ = _e2740;
                            while(true) {
                                uint _e2741 = l_mut_269_;
                                uint _e2742 = l_mut_444_;
                                bool l_772_ = (_e2741 < _e2742);
                                uint _e2744 = l_mut_269_;
                                uint _e2745 = l_mut_444_;
                                bool l_773_ = (_e2744 == _e2745);
                                uint _e2747 = l_mut_275_;
                                uint _e2748 = l_mut_445_;
                                bool l_774_ = (_e2747 < _e2748);
                                if (l_773_) {
                                    local_58 = l_774_;
                                } else {
                                    local_58 = false;
                                }
                                bool l_775_ = local_58;
                                if (!(l_772_)) {
                                    local_59 = l_775_;
                                } else {
                                    local_59 = true;
                                }
                                bool l_776_ = local_59;
                                uint _e2759 = l_mut_450_;
                                uint _e2760 = l_mut_96_;
                                uint l_777_ = (_e2759 * _e2760);
                                uint _e2762 = l_mut_102_;
                                uint l_778_ = (_e2762 + l_777_);
                                uint _e2764 = l_mut_96_;
                                uint l_779_ = (l_778_ + _e2764);
                                bool l_780_ = (l_779_ < l_4_);
                                if (l_776_) {
                                    local_60 = l_780_;
                                } else {
                                    local_60 = false;
                                }
                                bool l_781_ = local_60;
                                bool l_782_ = !(l_781_);
                                if (l_782_) {
                                    break;
                                }
                                uint _e2772 = l_mut_445_;
                                uint _e2773 = l_mut_275_;
                                uint l_783_ = (_e2772 - _e2773);
                                uint _e2775 = l_mut_444_;
                                uint _e2776 = l_mut_269_;
                                uint l_784_ = (_e2775 - _e2776);
                                uint _e2778 = l_mut_445_;
                                uint _e2779 = l_mut_275_;
                                bool l_785_ = (_e2778 < _e2779);
                                uint l_786_ = uint(l_785_);
                                uint l_787_ = (l_784_ - l_786_);
                                l_mut_445_ = l_783_;
                                l_mut_444_ = l_787_;
                                uint _e2783 = l_mut_450_;
                                l_mut_450_ = (_e2783 + 1u);
                            }
                        }
                    }
                    uint _e2786 = l_mut_450_;
                    uint _e2787 = l_mut_96_;
                    uint l_788_ = (_e2786 * _e2787);
                    uint _e2789 = l_mut_102_;
                    uint l_789_ = (_e2789 + l_788_);
                    uint _e2791 = l_mut_96_;
                    uint l_790_ = (l_789_ + _e2791);
                    bool l_791_ = (l_790_ >= l_4_);
                    if (l_791_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2796 = l_mut_275_;
                        uint _e2797 = l_mut_450_;
                        uint l_792_ = (_e2796 * _e2797);
                        uint _e2799 = l_mut_275_;
                        uint l_3265_ = (_e2799 & 65535u);
                        uint _e2802 = l_mut_275_;
                        uint l_3266_ = (_e2802 >> 16u);
                        uint l_3267_ = (l_3266_ & 65535u);
                        uint _e2807 = l_mut_450_;
                        uint l_3268_ = (_e2807 & 65535u);
                        uint _e2810 = l_mut_450_;
                        uint l_3269_ = (_e2810 >> 16u);
                        uint l_3270_ = (l_3269_ & 65535u);
                        uint l_3271_ = (l_3265_ * l_3268_);
                        uint l_3272_ = (l_3267_ * l_3268_);
                        uint l_3273_ = (l_3265_ * l_3270_);
                        uint l_3274_ = (l_3267_ * l_3270_);
                        uint l_3275_ = (l_3271_ >> 16u);
                        uint l_3276_ = (l_3275_ & 65535u);
                        uint l_3277_ = (l_3272_ & 65535u);
                        uint l_3278_ = (l_3276_ + l_3277_);
                        uint l_3279_ = (l_3273_ & 65535u);
                        uint l_3280_ = (l_3278_ + l_3279_);
                        uint l_3281_ = (l_3272_ >> 16u);
                        uint l_3282_ = (l_3281_ & 65535u);
                        uint l_3283_ = (l_3274_ + l_3282_);
                        uint l_3284_ = (l_3273_ >> 16u);
                        uint l_3285_ = (l_3284_ & 65535u);
                        uint l_3286_ = (l_3283_ + l_3285_);
                        uint l_3287_ = (l_3280_ >> 16u);
                        uint l_3288_ = (l_3287_ & 65535u);
                        uint l_793_ = (l_3286_ + l_3288_);
                        uint _e2844 = l_mut_269_;
                        uint _e2845 = l_mut_450_;
                        uint l_794_ = (_e2844 * _e2845);
                        uint l_795_ = (l_793_ + l_794_);
                        uint _e2848 = l_mut_219_;
                        uint l_796_ = (_e2848 - l_792_);
                        uint _e2850 = l_mut_213_;
                        uint l_797_ = (_e2850 - l_795_);
                        uint _e2852 = l_mut_219_;
                        bool l_798_ = (_e2852 < l_792_);
                        uint l_799_ = uint(l_798_);
                        uint l_800_ = (l_797_ - l_799_);
                        l_mut_219_ = l_796_;
                        l_mut_213_ = l_800_;
                        uint _e2856 = l_mut_450_;
                        uint _e2857 = l_mut_96_;
                        uint l_801_ = (_e2856 * _e2857);
                        uint _e2859 = l_mut_102_;
                        l_mut_102_ = (_e2859 + l_801_);
                        uint _e2861 = l_mut_275_;
                        uint _e2862 = l_mut_219_;
                        uint l_802_ = (_e2861 - _e2862);
                        uint _e2864 = l_mut_269_;
                        uint _e2865 = l_mut_213_;
                        uint l_803_ = (_e2864 - _e2865);
                        uint _e2867 = l_mut_275_;
                        uint _e2868 = l_mut_219_;
                        bool l_804_ = (_e2867 < _e2868);
                        uint l_805_ = uint(l_804_);
                        uint l_806_ = (l_803_ - l_805_);
                        l_mut_275_ = l_802_;
                        l_mut_269_ = l_806_;
                        uint _e2872 = l_mut_96_;
                        uint _e2873 = l_mut_102_;
                        l_mut_96_ = (_e2872 + _e2873);
                    }
                }
            } else {
                uint _e2875 = l_mut_151_;
                uint l_807_ = (_e2875 - l_340_);
                uint _e2877 = l_mut_145_;
                uint l_808_ = (_e2877 - l_344_);
                uint _e2879 = l_mut_151_;
                bool l_809_ = (_e2879 < l_340_);
                uint l_810_ = uint(l_809_);
                uint l_811_ = (l_808_ - l_810_);
                uint _e2883 = l_mut_219_;
                l_mut_450_ = _e2883;
                uint _e2884 = l_mut_213_;
                l_mut_445_ = _e2884;
                uint _e2885 = l_mut_213_;
                bool l_812_ = (l_811_ < _e2885);
                uint _e2887 = l_mut_213_;
                bool l_813_ = (l_811_ == _e2887);
                uint _e2889 = l_mut_219_;
                bool l_814_ = (l_807_ < _e2889);
                if (l_813_) {
                    local_61 = l_814_;
                } else {
                    local_61 = false;
                }
                bool l_815_ = local_61;
                if (!(l_812_)) {
                    local_62 = l_815_;
                } else {
                    local_62 = true;
                }
                bool l_816_ = local_62;
                if (l_816_) {
                    l_mut_450_ = l_807_;
                    l_mut_445_ = l_811_;
                }
                l_mut_645_ = false;
                l_mut_444_ = 0u;
                uint _e2902 = l_mut_275_;
                uint _e2903 = l_mut_269_;
                uint l_817_ = (_e2902 | _e2903);
                bool l_818_ = (l_817_ == 0u);
                bool l_819_ = !(l_818_);
                bool _e2908 = l_mut_645_;
                if (_e2908) {
                    local_63 = l_819_;
                } else {
                    local_63 = false;
                }
                bool l_820_ = local_63;
                uint _e2913 = l_mut_269_;
                uint _e2914 = l_mut_445_;
                bool l_821_ = (_e2913 < _e2914);
                uint _e2916 = l_mut_269_;
                uint _e2917 = l_mut_445_;
                bool l_822_ = (_e2916 == _e2917);
                uint _e2919 = l_mut_275_;
                uint _e2920 = l_mut_450_;
                bool l_823_ = (_e2919 < _e2920);
                if (l_822_) {
                    local_64 = l_823_;
                } else {
                    local_64 = false;
                }
                bool l_824_ = local_64;
                if (!(l_821_)) {
                    local_65 = l_824_;
                } else {
                    local_65 = true;
                }
                bool l_825_ = local_65;
                if (l_820_) {
                    local_66 = l_825_;
                } else {
                    local_66 = false;
                }
                bool l_826_ = local_66;
                uint _e2935 = l_mut_96_;
                uint _e2936 = l_mut_102_;
                uint l_827_ = (_e2935 + _e2936);
                bool l_828_ = (l_827_ < l_4_);
                if (l_826_) {
                    local_67 = l_828_;
                } else {
                    local_67 = false;
                }
                bool l_829_ = local_67;
                if (l_829_) {
                    uint _e2943 = l_mut_96_;
                    uint l_830_ = (l_4_ - _e2943);
                    uint _e2945 = l_mut_102_;
                    uint l_831_ = (l_830_ - _e2945);
                    uint _e2947 = l_mut_96_;
                    uint l_832_ = (l_831_ / _e2947);
                    uint _e2949 = l_mut_450_;
                    uint l_833_ = (_e2949 - 1u);
                    uint _e2952 = l_mut_445_;
                    uint l_834_ = (_e2952 - 0u);
                    uint _e2955 = l_mut_450_;
                    bool l_835_ = (_e2955 < 1u);
                    uint l_836_ = uint(l_835_);
                    uint l_837_ = (l_834_ - l_836_);
                    l_mut_450_ = l_833_;
                    l_mut_445_ = l_837_;
                    l_mut_441_ = 0u;
                    l_mut_838_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3048 = l_mut_838_;
                            l_mut_838_ = (_e3048 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2963 = l_mut_838_;
                        if ((_e2963 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2967 = l_mut_838_;
                            uint l_839_ = (19u - _e2967);
                            uint _e2969 = l_mut_450_;
                            l_mut_440_ = _e2969;
                            uint _e2970 = l_mut_445_;
                            l_mut_439_ = _e2970;
                            bool l_840_ = (l_839_ >= 32u);
                            if (l_840_) {
                                uint l_841_ = (l_839_ & 31u);
                                uint _e2975 = l_mut_445_;
                                uint l_842_ = (_e2975 >> l_841_);
                                l_mut_440_ = l_842_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_843_ = (l_839_ > 0u);
                                if (l_843_) {
                                    uint _e2980 = l_mut_450_;
                                    l_mut_428_ = _e2980;
                                    bool l_844_ = (l_839_ > 0u);
                                    if (l_844_) {
                                        uint _e2983 = l_mut_450_;
                                        uint l_845_ = (_e2983 >> l_839_);
                                        uint l_846_ = (32u - l_839_);
                                        uint _e2987 = l_mut_445_;
                                        uint l_847_ = (_e2987 << l_846_);
                                        uint l_848_ = (l_845_ | l_847_);
                                        l_mut_428_ = l_848_;
                                    }
                                    uint _e2990 = l_mut_445_;
                                    uint l_849_ = (_e2990 >> l_839_);
                                    uint _e2992 = l_mut_428_;
                                    l_mut_440_ = _e2992;
                                    l_mut_439_ = l_849_;
                                }
                            }
                            uint _e2993 = l_mut_439_;
                            uint _e2994 = l_mut_269_;
                            bool l_850_ = (_e2993 < _e2994);
                            uint _e2996 = l_mut_439_;
                            uint _e2997 = l_mut_269_;
                            bool l_851_ = (_e2996 == _e2997);
                            uint _e2999 = l_mut_440_;
                            uint _e3000 = l_mut_275_;
                            bool l_852_ = (_e2999 < _e3000);
                            if (l_851_) {
                                local_68 = l_852_;
                            } else {
                                local_68 = false;
                            }
                            bool l_853_ = local_68;
                            if (!(l_850_)) {
                                local_69 = l_853_;
                            } else {
                                local_69 = true;
                            }
                            bool l_854_ = local_69;
                            bool l_855_ = !(l_854_);
                            if (l_855_) {
                                uint _e3012 = l_mut_275_;
                                l_mut_440_ = _e3012;
                                uint _e3013 = l_mut_269_;
                                l_mut_439_ = _e3013;
                                bool l_856_ = (l_839_ >= 32u);
                                if (l_856_) {
                                    uint l_857_ = (l_839_ & 31u);
                                    uint _e3018 = l_mut_275_;
                                    uint l_858_ = (_e3018 << l_857_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_858_;
                                } else {
                                    bool l_859_ = (l_839_ > 0u);
                                    if (l_859_) {
                                        uint _e3023 = l_mut_275_;
                                        uint l_860_ = (_e3023 << l_839_);
                                        uint _e3025 = l_mut_269_;
                                        uint l_861_ = (_e3025 << l_839_);
                                        uint l_862_ = (32u - l_839_);
                                        uint _e3029 = l_mut_275_;
                                        uint l_863_ = (_e3029 >> l_862_);
                                        uint l_864_ = (l_861_ | l_863_);
                                        l_mut_440_ = l_860_;
                                        l_mut_439_ = l_864_;
                                    }
                                }
                                uint _e3032 = l_mut_450_;
                                uint _e3033 = l_mut_440_;
                                uint l_865_ = (_e3032 - _e3033);
                                uint _e3035 = l_mut_445_;
                                uint _e3036 = l_mut_439_;
                                uint l_866_ = (_e3035 - _e3036);
                                uint _e3038 = l_mut_450_;
                                uint _e3039 = l_mut_440_;
                                bool l_867_ = (_e3038 < _e3039);
                                uint l_868_ = uint(l_867_);
                                uint l_869_ = (l_866_ - l_868_);
                                l_mut_450_ = l_865_;
                                l_mut_445_ = l_869_;
                                uint l_870_ = (1u << l_839_);
                                uint _e3045 = l_mut_441_;
                                l_mut_441_ = (_e3045 | l_870_);
                            }
                        }
                    }
                    uint _e3050 = l_mut_441_;
                    uint l_871_ = min(_e3050, l_832_);
                    l_mut_441_ = l_871_;
                    uint _e3052 = l_mut_445_;
                    uint _e3053 = l_mut_269_;
                    bool l_872_ = (_e3052 < _e3053);
                    uint _e3055 = l_mut_445_;
                    uint _e3056 = l_mut_269_;
                    bool l_873_ = (_e3055 == _e3056);
                    uint _e3058 = l_mut_450_;
                    uint _e3059 = l_mut_275_;
                    bool l_874_ = (_e3058 < _e3059);
                    if (l_873_) {
                        local_70 = l_874_;
                    } else {
                        local_70 = false;
                    }
                    bool l_875_ = local_70;
                    if (!(l_872_)) {
                        local_71 = l_875_;
                    } else {
                        local_71 = true;
                    }
                    bool l_876_ = local_71;
                    bool l_877_ = !(l_876_);
                    if (l_877_) {
                        l_mut_441_ = l_832_;
                    }
                    uint _e3071 = l_mut_441_;
                    l_mut_444_ = _e3071;
                }
                uint _e3072 = l_mut_444_;
                bool l_878_ = (_e3072 > 0u);
                if (l_878_) {
                    uint _e3075 = l_mut_275_;
                    uint _e3076 = l_mut_444_;
                    uint l_879_ = (_e3075 * _e3076);
                    uint _e3078 = l_mut_275_;
                    uint l_3290_ = (_e3078 & 65535u);
                    uint _e3081 = l_mut_275_;
                    uint l_3291_ = (_e3081 >> 16u);
                    uint l_3292_ = (l_3291_ & 65535u);
                    uint _e3086 = l_mut_444_;
                    uint l_3293_ = (_e3086 & 65535u);
                    uint _e3089 = l_mut_444_;
                    uint l_3294_ = (_e3089 >> 16u);
                    uint l_3295_ = (l_3294_ & 65535u);
                    uint l_3296_ = (l_3290_ * l_3293_);
                    uint l_3297_ = (l_3292_ * l_3293_);
                    uint l_3298_ = (l_3290_ * l_3295_);
                    uint l_3299_ = (l_3292_ * l_3295_);
                    uint l_3300_ = (l_3296_ >> 16u);
                    uint l_3301_ = (l_3300_ & 65535u);
                    uint l_3302_ = (l_3297_ & 65535u);
                    uint l_3303_ = (l_3301_ + l_3302_);
                    uint l_3304_ = (l_3298_ & 65535u);
                    uint l_3305_ = (l_3303_ + l_3304_);
                    uint l_3306_ = (l_3297_ >> 16u);
                    uint l_3307_ = (l_3306_ & 65535u);
                    uint l_3308_ = (l_3299_ + l_3307_);
                    uint l_3309_ = (l_3298_ >> 16u);
                    uint l_3310_ = (l_3309_ & 65535u);
                    uint l_3311_ = (l_3308_ + l_3310_);
                    uint l_3312_ = (l_3305_ >> 16u);
                    uint l_3313_ = (l_3312_ & 65535u);
                    uint l_880_ = (l_3311_ + l_3313_);
                    uint _e3123 = l_mut_269_;
                    uint _e3124 = l_mut_444_;
                    uint l_881_ = (_e3123 * _e3124);
                    uint l_882_ = (l_880_ + l_881_);
                    uint _e3127 = l_mut_151_;
                    uint l_883_ = (_e3127 - l_879_);
                    uint _e3129 = l_mut_145_;
                    uint l_884_ = (_e3129 - l_882_);
                    uint _e3131 = l_mut_151_;
                    bool l_885_ = (_e3131 < l_879_);
                    uint l_886_ = uint(l_885_);
                    uint l_887_ = (l_884_ - l_886_);
                    l_mut_151_ = l_883_;
                    l_mut_145_ = l_887_;
                    uint _e3135 = l_mut_219_;
                    uint l_888_ = (_e3135 - l_879_);
                    uint _e3137 = l_mut_213_;
                    uint l_889_ = (_e3137 - l_882_);
                    uint _e3139 = l_mut_219_;
                    bool l_890_ = (_e3139 < l_879_);
                    uint l_891_ = uint(l_890_);
                    uint l_892_ = (l_889_ - l_891_);
                    l_mut_219_ = l_888_;
                    l_mut_213_ = l_892_;
                    uint _e3143 = l_mut_444_;
                    uint _e3144 = l_mut_96_;
                    uint l_893_ = (_e3143 * _e3144);
                    uint _e3146 = l_mut_102_;
                    l_mut_102_ = (_e3146 + l_893_);
                } else {
                    uint _e3148 = l_mut_151_;
                    uint _e3149 = l_mut_275_;
                    uint l_894_ = (_e3148 - _e3149);
                    uint _e3151 = l_mut_145_;
                    uint _e3152 = l_mut_269_;
                    uint l_895_ = (_e3151 - _e3152);
                    uint _e3154 = l_mut_151_;
                    uint _e3155 = l_mut_275_;
                    bool l_896_ = (_e3154 < _e3155);
                    uint l_897_ = uint(l_896_);
                    uint l_898_ = (l_895_ - l_897_);
                    l_mut_151_ = l_894_;
                    l_mut_145_ = l_898_;
                    uint _e3159 = l_mut_145_;
                    bool l_899_ = (_e3159 < l_344_);
                    uint _e3161 = l_mut_145_;
                    bool l_900_ = (_e3161 == l_344_);
                    uint _e3163 = l_mut_151_;
                    bool l_901_ = (_e3163 < l_340_);
                    if (l_900_) {
                        local_72 = l_901_;
                    } else {
                        local_72 = false;
                    }
                    bool l_902_ = local_72;
                    if (!(l_899_)) {
                        local_73 = l_902_;
                    } else {
                        local_73 = true;
                    }
                    bool l_903_ = local_73;
                    if (l_903_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e3175 = l_mut_96_;
                        uint l_904_ = (l_4_ - _e3175);
                        uint _e3177 = l_mut_102_;
                        uint l_905_ = (l_904_ / _e3177);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e3181 = l_mut_219_;
                        uint _e3182 = l_mut_213_;
                        uint l_906_ = (_e3181 | _e3182);
                        bool l_907_ = (l_906_ == 0u);
                        if (l_907_) {
                            l_mut_450_ = l_905_;
                        } else {
                            bool _e3186 = l_mut_645_;
                            if (_e3186) {
                                uint _e3187 = l_mut_213_;
                                uint _e3188 = l_mut_269_;
                                bool l_908_ = (_e3187 < _e3188);
                                uint _e3190 = l_mut_213_;
                                uint _e3191 = l_mut_269_;
                                bool l_909_ = (_e3190 == _e3191);
                                uint _e3193 = l_mut_219_;
                                uint _e3194 = l_mut_275_;
                                bool l_910_ = (_e3193 < _e3194);
                                if (l_909_) {
                                    local_74 = l_910_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_911_ = local_74;
                                if (!(l_908_)) {
                                    local_75 = l_911_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_912_ = local_75;
                                if (l_912_) {
                                    uint _e3205 = l_mut_275_;
                                    uint l_913_ = (_e3205 - 1u);
                                    uint _e3208 = l_mut_269_;
                                    uint l_914_ = (_e3208 - 0u);
                                    uint _e3211 = l_mut_275_;
                                    bool l_915_ = (_e3211 < 1u);
                                    uint l_916_ = uint(l_915_);
                                    uint l_917_ = (l_914_ - l_916_);
                                    l_mut_445_ = l_913_;
                                    l_mut_444_ = l_917_;
                                    l_mut_441_ = 0u;
                                    l_mut_918_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3304 = l_mut_918_;
                                            l_mut_918_ = (_e3304 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3219 = l_mut_918_;
                                        if ((_e3219 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3223 = l_mut_918_;
                                            uint l_919_ = (19u - _e3223);
                                            uint _e3225 = l_mut_445_;
                                            l_mut_440_ = _e3225;
                                            uint _e3226 = l_mut_444_;
                                            l_mut_439_ = _e3226;
                                            bool l_920_ = (l_919_ >= 32u);
                                            if (l_920_) {
                                                uint l_921_ = (l_919_ & 31u);
                                                uint _e3231 = l_mut_444_;
                                                uint l_922_ = (_e3231 >> l_921_);
                                                l_mut_440_ = l_922_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_923_ = (l_919_ > 0u);
                                                if (l_923_) {
                                                    uint _e3236 = l_mut_445_;
                                                    l_mut_428_ = _e3236;
                                                    bool l_924_ = (l_919_ > 0u);
                                                    if (l_924_) {
                                                        uint _e3239 = l_mut_445_;
                                                        uint l_925_ = (_e3239 >> l_919_);
                                                        uint l_926_ = (32u - l_919_);
                                                        uint _e3243 = l_mut_444_;
                                                        uint l_927_ = (_e3243 << l_926_);
                                                        uint l_928_ = (l_925_ | l_927_);
                                                        l_mut_428_ = l_928_;
                                                    }
                                                    uint _e3246 = l_mut_444_;
                                                    uint l_929_ = (_e3246 >> l_919_);
                                                    uint _e3248 = l_mut_428_;
                                                    l_mut_440_ = _e3248;
                                                    l_mut_439_ = l_929_;
                                                }
                                            }
                                            uint _e3249 = l_mut_439_;
                                            uint _e3250 = l_mut_213_;
                                            bool l_930_ = (_e3249 < _e3250);
                                            uint _e3252 = l_mut_439_;
                                            uint _e3253 = l_mut_213_;
                                            bool l_931_ = (_e3252 == _e3253);
                                            uint _e3255 = l_mut_440_;
                                            uint _e3256 = l_mut_219_;
                                            bool l_932_ = (_e3255 < _e3256);
                                            if (l_931_) {
                                                local_76 = l_932_;
                                            } else {
                                                local_76 = false;
                                            }
                                            bool l_933_ = local_76;
                                            if (!(l_930_)) {
                                                local_77 = l_933_;
                                            } else {
                                                local_77 = true;
                                            }
                                            bool l_934_ = local_77;
                                            bool l_935_ = !(l_934_);
                                            if (l_935_) {
                                                uint _e3268 = l_mut_219_;
                                                l_mut_440_ = _e3268;
                                                uint _e3269 = l_mut_213_;
                                                l_mut_439_ = _e3269;
                                                bool l_936_ = (l_919_ >= 32u);
                                                if (l_936_) {
                                                    uint l_937_ = (l_919_ & 31u);
                                                    uint _e3274 = l_mut_219_;
                                                    uint l_938_ = (_e3274 << l_937_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_938_;
                                                } else {
                                                    bool l_939_ = (l_919_ > 0u);
                                                    if (l_939_) {
                                                        uint _e3279 = l_mut_219_;
                                                        uint l_940_ = (_e3279 << l_919_);
                                                        uint _e3281 = l_mut_213_;
                                                        uint l_941_ = (_e3281 << l_919_);
                                                        uint l_942_ = (32u - l_919_);
                                                        uint _e3285 = l_mut_219_;
                                                        uint l_943_ = (_e3285 >> l_942_);
                                                        uint l_944_ = (l_941_ | l_943_);
                                                        l_mut_440_ = l_940_;
                                                        l_mut_439_ = l_944_;
                                                    }
                                                }
                                                uint _e3288 = l_mut_445_;
                                                uint _e3289 = l_mut_440_;
                                                uint l_945_ = (_e3288 - _e3289);
                                                uint _e3291 = l_mut_444_;
                                                uint _e3292 = l_mut_439_;
                                                uint l_946_ = (_e3291 - _e3292);
                                                uint _e3294 = l_mut_445_;
                                                uint _e3295 = l_mut_440_;
                                                bool l_947_ = (_e3294 < _e3295);
                                                uint l_948_ = uint(l_947_);
                                                uint l_949_ = (l_946_ - l_948_);
                                                l_mut_445_ = l_945_;
                                                l_mut_444_ = l_949_;
                                                uint l_950_ = (1u << l_919_);
                                                uint _e3301 = l_mut_441_;
                                                l_mut_441_ = (_e3301 | l_950_);
                                            }
                                        }
                                    }
                                    uint _e3306 = l_mut_441_;
                                    uint l_951_ = min(_e3306, l_905_);
                                    l_mut_441_ = l_951_;
                                    uint _e3308 = l_mut_444_;
                                    uint _e3309 = l_mut_213_;
                                    bool l_952_ = (_e3308 < _e3309);
                                    uint _e3311 = l_mut_444_;
                                    uint _e3312 = l_mut_213_;
                                    bool l_953_ = (_e3311 == _e3312);
                                    uint _e3314 = l_mut_445_;
                                    uint _e3315 = l_mut_219_;
                                    bool l_954_ = (_e3314 < _e3315);
                                    if (l_953_) {
                                        local_78 = l_954_;
                                    } else {
                                        local_78 = false;
                                    }
                                    bool l_955_ = local_78;
                                    if (!(l_952_)) {
                                        local_79 = l_955_;
                                    } else {
                                        local_79 = true;
                                    }
                                    bool l_956_ = local_79;
                                    bool l_957_ = !(l_956_);
                                    if (l_957_) {
                                        l_mut_441_ = l_905_;
                                    }
                                    uint _e3327 = l_mut_441_;
                                    l_mut_450_ = _e3327;
                                }
                            } else {
                                uint _e3328 = l_mut_275_;
                                l_mut_445_ = _e3328;
                                uint _e3329 = l_mut_269_;
                                l_mut_444_ = _e3329;
                                while(true) {
                                    uint _e3330 = l_mut_213_;
                                    uint _e3331 = l_mut_444_;
                                    bool l_958_ = (_e3330 < _e3331);
                                    uint _e3333 = l_mut_213_;
                                    uint _e3334 = l_mut_444_;
                                    bool l_959_ = (_e3333 == _e3334);
                                    uint _e3336 = l_mut_219_;
                                    uint _e3337 = l_mut_445_;
                                    bool l_960_ = (_e3336 < _e3337);
                                    if (l_959_) {
                                        local_80 = l_960_;
                                    } else {
                                        local_80 = false;
                                    }
                                    bool l_961_ = local_80;
                                    if (!(l_958_)) {
                                        local_81 = l_961_;
                                    } else {
                                        local_81 = true;
                                    }
                                    bool l_962_ = local_81;
                                    uint _e3348 = l_mut_450_;
                                    uint _e3349 = l_mut_102_;
                                    uint l_963_ = (_e3348 * _e3349);
                                    uint _e3351 = l_mut_96_;
                                    uint l_964_ = (_e3351 + l_963_);
                                    uint _e3353 = l_mut_102_;
                                    uint l_965_ = (l_964_ + _e3353);
                                    bool l_966_ = (l_965_ < l_4_);
                                    if (l_962_) {
                                        local_82 = l_966_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_967_ = local_82;
                                    bool l_968_ = !(l_967_);
                                    if (l_968_) {
                                        break;
                                    }
                                    uint _e3361 = l_mut_445_;
                                    uint _e3362 = l_mut_219_;
                                    uint l_969_ = (_e3361 - _e3362);
                                    uint _e3364 = l_mut_444_;
                                    uint _e3365 = l_mut_213_;
                                    uint l_970_ = (_e3364 - _e3365);
                                    uint _e3367 = l_mut_445_;
                                    uint _e3368 = l_mut_219_;
                                    bool l_971_ = (_e3367 < _e3368);
                                    uint l_972_ = uint(l_971_);
                                    uint l_973_ = (l_970_ - l_972_);
                                    l_mut_445_ = l_969_;
                                    l_mut_444_ = l_973_;
                                    uint _e3372 = l_mut_450_;
                                    l_mut_450_ = (_e3372 + 1u);
                                }
                            }
                        }
                        uint _e3375 = l_mut_102_;
                        uint _e3376 = l_mut_96_;
                        uint l_974_ = (_e3375 + _e3376);
                        uint _e3378 = l_mut_450_;
                        uint _e3379 = l_mut_102_;
                        uint l_975_ = (_e3378 * _e3379);
                        uint l_976_ = (l_974_ + l_975_);
                        bool l_977_ = (l_976_ >= l_4_);
                        if (l_977_) {
                            l_mut_350_ = true;
                            l_mut_357_ = false;
                        } else {
                            uint _e3385 = l_mut_219_;
                            uint _e3386 = l_mut_450_;
                            uint l_978_ = (_e3385 * _e3386);
                            uint _e3388 = l_mut_219_;
                            uint l_3315_ = (_e3388 & 65535u);
                            uint _e3391 = l_mut_219_;
                            uint l_3316_ = (_e3391 >> 16u);
                            uint l_3317_ = (l_3316_ & 65535u);
                            uint _e3396 = l_mut_450_;
                            uint l_3318_ = (_e3396 & 65535u);
                            uint _e3399 = l_mut_450_;
                            uint l_3319_ = (_e3399 >> 16u);
                            uint l_3320_ = (l_3319_ & 65535u);
                            uint l_3321_ = (l_3315_ * l_3318_);
                            uint l_3322_ = (l_3317_ * l_3318_);
                            uint l_3323_ = (l_3315_ * l_3320_);
                            uint l_3324_ = (l_3317_ * l_3320_);
                            uint l_3325_ = (l_3321_ >> 16u);
                            uint l_3326_ = (l_3325_ & 65535u);
                            uint l_3327_ = (l_3322_ & 65535u);
                            uint l_3328_ = (l_3326_ + l_3327_);
                            uint l_3329_ = (l_3323_ & 65535u);
                            uint l_3330_ = (l_3328_ + l_3329_);
                            uint l_3331_ = (l_3322_ >> 16u);
                            uint l_3332_ = (l_3331_ & 65535u);
                            uint l_3333_ = (l_3324_ + l_3332_);
                            uint l_3334_ = (l_3323_ >> 16u);
                            uint l_3335_ = (l_3334_ & 65535u);
                            uint l_3336_ = (l_3333_ + l_3335_);
                            uint l_3337_ = (l_3330_ >> 16u);
                            uint l_3338_ = (l_3337_ & 65535u);
                            uint l_979_ = (l_3336_ + l_3338_);
                            uint _e3433 = l_mut_213_;
                            uint _e3434 = l_mut_450_;
                            uint l_980_ = (_e3433 * _e3434);
                            uint l_981_ = (l_979_ + l_980_);
                            uint _e3437 = l_mut_275_;
                            uint l_982_ = (_e3437 - l_978_);
                            uint _e3439 = l_mut_269_;
                            uint l_983_ = (_e3439 - l_981_);
                            uint _e3441 = l_mut_275_;
                            bool l_984_ = (_e3441 < l_978_);
                            uint l_985_ = uint(l_984_);
                            uint l_986_ = (l_983_ - l_985_);
                            l_mut_275_ = l_982_;
                            l_mut_269_ = l_986_;
                            uint _e3445 = l_mut_450_;
                            uint _e3446 = l_mut_102_;
                            uint l_987_ = (_e3445 * _e3446);
                            uint _e3448 = l_mut_96_;
                            l_mut_96_ = (_e3448 + l_987_);
                            uint _e3450 = l_mut_219_;
                            uint _e3451 = l_mut_275_;
                            uint l_988_ = (_e3450 - _e3451);
                            uint _e3453 = l_mut_213_;
                            uint _e3454 = l_mut_269_;
                            uint l_989_ = (_e3453 - _e3454);
                            uint _e3456 = l_mut_219_;
                            uint _e3457 = l_mut_275_;
                            bool l_990_ = (_e3456 < _e3457);
                            uint l_991_ = uint(l_990_);
                            uint l_992_ = (l_989_ - l_991_);
                            l_mut_219_ = l_988_;
                            l_mut_213_ = l_992_;
                            uint _e3461 = l_mut_102_;
                            uint _e3462 = l_mut_96_;
                            l_mut_102_ = (_e3461 + _e3462);
                        }
                    }
                }
            }
        }
        bool _e3464 = l_mut_350_;
        bool l_993_ = !(_e3464);
        if (l_993_) {
            uint l_3340_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3341_ = (l_3340_ * 1u);
            uint l_3342_ = (l_3341_ - 1u);
            uint l_3343_ = min(0u, l_3342_);
            uint _e3479 = atomicAdd(_group_0_binding_5_cs[l_3343_], 1u);
            uint l_996_ = (l_4_ / 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            bool loop_init_6 = true;
            while(true) {
                if (!loop_init_6) {
                    uint _e8434 = l_mut_997_;
                    l_mut_997_ = (_e8434 + 1u);
                }
                loop_init_6 = false;
                uint _e3487 = l_mut_997_;
                if ((_e3487 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3490 = l_mut_997_;
                    uint l_998_ = (_e3490 * l_996_);
                    bool l_999_ = (l_998_ < l_56_);
                    uint l_1000_ = (l_4_ / 8u);
                    uint _e3495 = l_mut_997_;
                    uint l_1001_ = (_e3495 * l_1000_);
                    uint l_1002_ = (l_1001_ + l_1001_);
                    uint l_1003_ = (l_72_ >> 31u);
                    bool l_1004_ = (l_1003_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1004_) {
                        uint l_1005_ = (0u - l_69_);
                        uint l_1006_ = (0u - l_72_);
                        bool l_1007_ = (0u < l_69_);
                        uint l_1008_ = uint(l_1007_);
                        uint l_1009_ = (l_1006_ - l_1008_);
                        l_mut_441_ = l_1005_;
                        l_mut_440_ = l_1009_;
                    }
                    uint _e3510 = l_mut_441_;
                    uint l_1010_ = (_e3510 * l_1002_);
                    uint _e3512 = l_mut_440_;
                    uint l_1011_ = (_e3512 * l_1002_);
                    uint _e3514 = l_mut_441_;
                    uint l_3345_ = (_e3514 & 65535u);
                    uint _e3517 = l_mut_441_;
                    uint l_3346_ = (_e3517 >> 16u);
                    uint l_3347_ = (l_3346_ & 65535u);
                    uint l_3348_ = (l_1002_ & 65535u);
                    uint l_3349_ = (l_1002_ >> 16u);
                    uint l_3350_ = (l_3349_ & 65535u);
                    uint l_3351_ = (l_3345_ * l_3348_);
                    uint l_3352_ = (l_3347_ * l_3348_);
                    uint l_3353_ = (l_3345_ * l_3350_);
                    uint l_3354_ = (l_3347_ * l_3350_);
                    uint l_3355_ = (l_3351_ >> 16u);
                    uint l_3356_ = (l_3355_ & 65535u);
                    uint l_3357_ = (l_3352_ & 65535u);
                    uint l_3358_ = (l_3356_ + l_3357_);
                    uint l_3359_ = (l_3353_ & 65535u);
                    uint l_3360_ = (l_3358_ + l_3359_);
                    uint l_3361_ = (l_3352_ >> 16u);
                    uint l_3362_ = (l_3361_ & 65535u);
                    uint l_3363_ = (l_3354_ + l_3362_);
                    uint l_3364_ = (l_3353_ >> 16u);
                    uint l_3365_ = (l_3364_ & 65535u);
                    uint l_3366_ = (l_3363_ + l_3365_);
                    uint l_3367_ = (l_3360_ >> 16u);
                    uint l_3368_ = (l_3367_ & 65535u);
                    uint l_1012_ = (l_3366_ + l_3368_);
                    uint l_1013_ = (l_1012_ + l_1011_);
                    uint _e3558 = l_mut_440_;
                    uint l_3370_ = (_e3558 & 65535u);
                    uint _e3561 = l_mut_440_;
                    uint l_3371_ = (_e3561 >> 16u);
                    uint l_3372_ = (l_3371_ & 65535u);
                    uint l_3373_ = (l_1002_ & 65535u);
                    uint l_3374_ = (l_1002_ >> 16u);
                    uint l_3375_ = (l_3374_ & 65535u);
                    uint l_3376_ = (l_3370_ * l_3373_);
                    uint l_3377_ = (l_3372_ * l_3373_);
                    uint l_3378_ = (l_3370_ * l_3375_);
                    uint l_3379_ = (l_3372_ * l_3375_);
                    uint l_3380_ = (l_3376_ >> 16u);
                    uint l_3381_ = (l_3380_ & 65535u);
                    uint l_3382_ = (l_3377_ & 65535u);
                    uint l_3383_ = (l_3381_ + l_3382_);
                    uint l_3384_ = (l_3378_ & 65535u);
                    uint l_3385_ = (l_3383_ + l_3384_);
                    uint l_3386_ = (l_3377_ >> 16u);
                    uint l_3387_ = (l_3386_ & 65535u);
                    uint l_3388_ = (l_3379_ + l_3387_);
                    uint l_3389_ = (l_3378_ >> 16u);
                    uint l_3390_ = (l_3389_ & 65535u);
                    uint l_3391_ = (l_3388_ + l_3390_);
                    uint l_3392_ = (l_3385_ >> 16u);
                    uint l_3393_ = (l_3392_ & 65535u);
                    uint l_1014_ = (l_3391_ + l_3393_);
                    bool l_1015_ = (l_1013_ < l_1011_);
                    uint l_1016_ = uint(l_1015_);
                    uint l_1017_ = (l_1014_ + l_1016_);
                    uint l_1018_ = (l_9_ % 32u);
                    l_mut_439_ = l_1010_;
                    bool l_1019_ = (l_1018_ > 0u);
                    if (l_1019_) {
                        uint l_1020_ = (l_1010_ >> l_1018_);
                        uint l_1021_ = (32u - l_1018_);
                        uint l_1022_ = (l_1013_ << l_1021_);
                        uint l_1023_ = (l_1020_ | l_1022_);
                        l_mut_439_ = l_1023_;
                    }
                    l_mut_428_ = l_1013_;
                    bool l_1024_ = (l_1018_ > 0u);
                    if (l_1024_) {
                        uint l_1025_ = (l_1013_ >> l_1018_);
                        uint l_1026_ = (32u - l_1018_);
                        uint l_1027_ = (l_1017_ << l_1026_);
                        uint l_1028_ = (l_1025_ | l_1027_);
                        l_mut_428_ = l_1028_;
                    }
                    uint _e3620 = l_mut_439_;
                    l_mut_421_ = _e3620;
                    uint _e3621 = l_mut_428_;
                    l_mut_439_ = _e3621;
                    bool l_1029_ = (l_9_ >= 64u);
                    if (l_1029_) {
                        l_mut_421_ = l_1017_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1030_ = (l_9_ >= 32u);
                        if (l_1030_) {
                            l_mut_428_ = l_1013_;
                            bool l_1031_ = (l_1018_ > 0u);
                            if (l_1031_) {
                                uint l_1032_ = (l_1013_ >> l_1018_);
                                uint l_1033_ = (32u - l_1018_);
                                uint l_1034_ = (l_1017_ << l_1033_);
                                uint l_1035_ = (l_1032_ | l_1034_);
                                l_mut_428_ = l_1035_;
                            }
                            uint l_1036_ = (l_1017_ >> l_1018_);
                            uint _e3635 = l_mut_428_;
                            l_mut_421_ = _e3635;
                            l_mut_439_ = l_1036_;
                        }
                    }
                    uint _e3636 = l_mut_421_;
                    l_mut_441_ = _e3636;
                    uint _e3637 = l_mut_439_;
                    l_mut_440_ = _e3637;
                    if (l_1004_) {
                        uint _e3639 = l_mut_441_;
                        uint l_1037_ = (0u - _e3639);
                        uint _e3642 = l_mut_440_;
                        uint l_1038_ = (0u - _e3642);
                        uint _e3645 = l_mut_441_;
                        bool l_1039_ = (0u < _e3645);
                        uint l_1040_ = uint(l_1039_);
                        uint l_1041_ = (l_1038_ - l_1040_);
                        l_mut_441_ = l_1037_;
                        l_mut_440_ = l_1041_;
                    }
                    uint _e3649 = l_mut_441_;
                    uint l_1042_ = (l_59_ + _e3649);
                    uint _e3651 = l_mut_440_;
                    uint l_1043_ = (l_62_ + _e3651);
                    bool l_1044_ = (l_1042_ < l_59_);
                    uint l_1045_ = uint(l_1044_);
                    uint l_1046_ = (l_1043_ + l_1045_);
                    uint l_1047_ = (l_59_ * l_1001_);
                    uint l_3395_ = (l_59_ & 65535u);
                    uint l_3396_ = (l_59_ >> 16u);
                    uint l_3397_ = (l_3396_ & 65535u);
                    uint l_3398_ = (l_1001_ & 65535u);
                    uint l_3399_ = (l_1001_ >> 16u);
                    uint l_3400_ = (l_3399_ & 65535u);
                    uint l_3401_ = (l_3395_ * l_3398_);
                    uint l_3402_ = (l_3397_ * l_3398_);
                    uint l_3403_ = (l_3395_ * l_3400_);
                    uint l_3404_ = (l_3397_ * l_3400_);
                    uint l_3405_ = (l_3401_ >> 16u);
                    uint l_3406_ = (l_3405_ & 65535u);
                    uint l_3407_ = (l_3402_ & 65535u);
                    uint l_3408_ = (l_3406_ + l_3407_);
                    uint l_3409_ = (l_3403_ & 65535u);
                    uint l_3410_ = (l_3408_ + l_3409_);
                    uint l_3411_ = (l_3402_ >> 16u);
                    uint l_3412_ = (l_3411_ & 65535u);
                    uint l_3413_ = (l_3404_ + l_3412_);
                    uint l_3414_ = (l_3403_ >> 16u);
                    uint l_3415_ = (l_3414_ & 65535u);
                    uint l_3416_ = (l_3413_ + l_3415_);
                    uint l_3417_ = (l_3410_ >> 16u);
                    uint l_3418_ = (l_3417_ & 65535u);
                    uint l_1048_ = (l_3416_ + l_3418_);
                    uint l_1049_ = (l_62_ * l_1001_);
                    uint l_1050_ = (l_1048_ + l_1049_);
                    uint l_1051_ = (l_64_ + l_1047_);
                    uint l_1052_ = (l_67_ + l_1050_);
                    bool l_1053_ = (l_1051_ < l_64_);
                    uint l_1054_ = uint(l_1053_);
                    uint l_1055_ = (l_1052_ + l_1054_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1056_ = (l_1001_ < 65536u);
                    if (l_1056_) {
                        uint l_1057_ = (l_1001_ * l_1001_);
                        uint l_1058_ = (l_72_ >> 31u);
                        bool l_1059_ = (l_1058_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1059_) {
                            uint l_1060_ = (0u - l_69_);
                            uint l_1061_ = (0u - l_72_);
                            bool l_1062_ = (0u < l_69_);
                            uint l_1063_ = uint(l_1062_);
                            uint l_1064_ = (l_1061_ - l_1063_);
                            l_mut_439_ = l_1060_;
                            l_mut_428_ = l_1064_;
                        }
                        uint _e3722 = l_mut_439_;
                        uint l_1065_ = (_e3722 * l_1057_);
                        uint _e3724 = l_mut_428_;
                        uint l_1066_ = (_e3724 * l_1057_);
                        uint _e3726 = l_mut_439_;
                        uint l_3420_ = (_e3726 & 65535u);
                        uint _e3729 = l_mut_439_;
                        uint l_3421_ = (_e3729 >> 16u);
                        uint l_3422_ = (l_3421_ & 65535u);
                        uint l_3423_ = (l_1057_ & 65535u);
                        uint l_3424_ = (l_1057_ >> 16u);
                        uint l_3425_ = (l_3424_ & 65535u);
                        uint l_3426_ = (l_3420_ * l_3423_);
                        uint l_3427_ = (l_3422_ * l_3423_);
                        uint l_3428_ = (l_3420_ * l_3425_);
                        uint l_3429_ = (l_3422_ * l_3425_);
                        uint l_3430_ = (l_3426_ >> 16u);
                        uint l_3431_ = (l_3430_ & 65535u);
                        uint l_3432_ = (l_3427_ & 65535u);
                        uint l_3433_ = (l_3431_ + l_3432_);
                        uint l_3434_ = (l_3428_ & 65535u);
                        uint l_3435_ = (l_3433_ + l_3434_);
                        uint l_3436_ = (l_3427_ >> 16u);
                        uint l_3437_ = (l_3436_ & 65535u);
                        uint l_3438_ = (l_3429_ + l_3437_);
                        uint l_3439_ = (l_3428_ >> 16u);
                        uint l_3440_ = (l_3439_ & 65535u);
                        uint l_3441_ = (l_3438_ + l_3440_);
                        uint l_3442_ = (l_3435_ >> 16u);
                        uint l_3443_ = (l_3442_ & 65535u);
                        uint l_1067_ = (l_3441_ + l_3443_);
                        uint l_1068_ = (l_1067_ + l_1066_);
                        uint _e3770 = l_mut_428_;
                        uint l_3445_ = (_e3770 & 65535u);
                        uint _e3773 = l_mut_428_;
                        uint l_3446_ = (_e3773 >> 16u);
                        uint l_3447_ = (l_3446_ & 65535u);
                        uint l_3448_ = (l_1057_ & 65535u);
                        uint l_3449_ = (l_1057_ >> 16u);
                        uint l_3450_ = (l_3449_ & 65535u);
                        uint l_3451_ = (l_3445_ * l_3448_);
                        uint l_3452_ = (l_3447_ * l_3448_);
                        uint l_3453_ = (l_3445_ * l_3450_);
                        uint l_3454_ = (l_3447_ * l_3450_);
                        uint l_3455_ = (l_3451_ >> 16u);
                        uint l_3456_ = (l_3455_ & 65535u);
                        uint l_3457_ = (l_3452_ & 65535u);
                        uint l_3458_ = (l_3456_ + l_3457_);
                        uint l_3459_ = (l_3453_ & 65535u);
                        uint l_3460_ = (l_3458_ + l_3459_);
                        uint l_3461_ = (l_3452_ >> 16u);
                        uint l_3462_ = (l_3461_ & 65535u);
                        uint l_3463_ = (l_3454_ + l_3462_);
                        uint l_3464_ = (l_3453_ >> 16u);
                        uint l_3465_ = (l_3464_ & 65535u);
                        uint l_3466_ = (l_3463_ + l_3465_);
                        uint l_3467_ = (l_3460_ >> 16u);
                        uint l_3468_ = (l_3467_ & 65535u);
                        uint l_1069_ = (l_3466_ + l_3468_);
                        bool l_1070_ = (l_1068_ < l_1066_);
                        uint l_1071_ = uint(l_1070_);
                        uint l_1072_ = (l_1069_ + l_1071_);
                        uint l_1073_ = (l_9_ % 32u);
                        l_mut_421_ = l_1065_;
                        bool l_1074_ = (l_1073_ > 0u);
                        if (l_1074_) {
                            uint l_1075_ = (l_1065_ >> l_1073_);
                            uint l_1076_ = (32u - l_1073_);
                            uint l_1077_ = (l_1068_ << l_1076_);
                            uint l_1078_ = (l_1075_ | l_1077_);
                            l_mut_421_ = l_1078_;
                        }
                        l_mut_394_ = l_1068_;
                        bool l_1079_ = (l_1073_ > 0u);
                        if (l_1079_) {
                            uint l_1080_ = (l_1068_ >> l_1073_);
                            uint l_1081_ = (32u - l_1073_);
                            uint l_1082_ = (l_1072_ << l_1081_);
                            uint l_1083_ = (l_1080_ | l_1082_);
                            l_mut_394_ = l_1083_;
                        }
                        uint _e3832 = l_mut_421_;
                        l_mut_388_ = _e3832;
                        uint _e3833 = l_mut_394_;
                        l_mut_421_ = _e3833;
                        bool l_1084_ = (l_9_ >= 64u);
                        if (l_1084_) {
                            l_mut_388_ = l_1072_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1085_ = (l_9_ >= 32u);
                            if (l_1085_) {
                                l_mut_394_ = l_1068_;
                                bool l_1086_ = (l_1073_ > 0u);
                                if (l_1086_) {
                                    uint l_1087_ = (l_1068_ >> l_1073_);
                                    uint l_1088_ = (32u - l_1073_);
                                    uint l_1089_ = (l_1072_ << l_1088_);
                                    uint l_1090_ = (l_1087_ | l_1089_);
                                    l_mut_394_ = l_1090_;
                                }
                                uint l_1091_ = (l_1072_ >> l_1073_);
                                uint _e3847 = l_mut_394_;
                                l_mut_388_ = _e3847;
                                l_mut_421_ = l_1091_;
                            }
                        }
                        uint _e3848 = l_mut_388_;
                        l_mut_439_ = _e3848;
                        uint _e3849 = l_mut_421_;
                        l_mut_428_ = _e3849;
                        if (l_1059_) {
                            uint _e3851 = l_mut_439_;
                            uint l_1092_ = (0u - _e3851);
                            uint _e3854 = l_mut_428_;
                            uint l_1093_ = (0u - _e3854);
                            uint _e3857 = l_mut_439_;
                            bool l_1094_ = (0u < _e3857);
                            uint l_1095_ = uint(l_1094_);
                            uint l_1096_ = (l_1093_ - l_1095_);
                            l_mut_439_ = l_1092_;
                            l_mut_428_ = l_1096_;
                        }
                        uint _e3861 = l_mut_439_;
                        l_mut_441_ = _e3861;
                        uint _e3862 = l_mut_428_;
                        l_mut_440_ = _e3862;
                    } else {
                        uint l_1097_ = (l_72_ >> 31u);
                        bool l_1098_ = (l_1097_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1098_) {
                            uint l_1099_ = (0u - l_69_);
                            uint l_1100_ = (0u - l_72_);
                            bool l_1101_ = (0u < l_69_);
                            uint l_1102_ = uint(l_1101_);
                            uint l_1103_ = (l_1100_ - l_1102_);
                            l_mut_439_ = l_1099_;
                            l_mut_428_ = l_1103_;
                        }
                        uint _e3875 = l_mut_439_;
                        uint l_1104_ = (_e3875 * l_1001_);
                        uint _e3877 = l_mut_428_;
                        uint l_1105_ = (_e3877 * l_1001_);
                        uint _e3879 = l_mut_439_;
                        uint l_3470_ = (_e3879 & 65535u);
                        uint _e3882 = l_mut_439_;
                        uint l_3471_ = (_e3882 >> 16u);
                        uint l_3472_ = (l_3471_ & 65535u);
                        uint l_3473_ = (l_1001_ & 65535u);
                        uint l_3474_ = (l_1001_ >> 16u);
                        uint l_3475_ = (l_3474_ & 65535u);
                        uint l_3476_ = (l_3470_ * l_3473_);
                        uint l_3477_ = (l_3472_ * l_3473_);
                        uint l_3478_ = (l_3470_ * l_3475_);
                        uint l_3479_ = (l_3472_ * l_3475_);
                        uint l_3480_ = (l_3476_ >> 16u);
                        uint l_3481_ = (l_3480_ & 65535u);
                        uint l_3482_ = (l_3477_ & 65535u);
                        uint l_3483_ = (l_3481_ + l_3482_);
                        uint l_3484_ = (l_3478_ & 65535u);
                        uint l_3485_ = (l_3483_ + l_3484_);
                        uint l_3486_ = (l_3477_ >> 16u);
                        uint l_3487_ = (l_3486_ & 65535u);
                        uint l_3488_ = (l_3479_ + l_3487_);
                        uint l_3489_ = (l_3478_ >> 16u);
                        uint l_3490_ = (l_3489_ & 65535u);
                        uint l_3491_ = (l_3488_ + l_3490_);
                        uint l_3492_ = (l_3485_ >> 16u);
                        uint l_3493_ = (l_3492_ & 65535u);
                        uint l_1106_ = (l_3491_ + l_3493_);
                        uint l_1107_ = (l_1106_ + l_1105_);
                        uint _e3923 = l_mut_428_;
                        uint l_3495_ = (_e3923 & 65535u);
                        uint _e3926 = l_mut_428_;
                        uint l_3496_ = (_e3926 >> 16u);
                        uint l_3497_ = (l_3496_ & 65535u);
                        uint l_3498_ = (l_1001_ & 65535u);
                        uint l_3499_ = (l_1001_ >> 16u);
                        uint l_3500_ = (l_3499_ & 65535u);
                        uint l_3501_ = (l_3495_ * l_3498_);
                        uint l_3502_ = (l_3497_ * l_3498_);
                        uint l_3503_ = (l_3495_ * l_3500_);
                        uint l_3504_ = (l_3497_ * l_3500_);
                        uint l_3505_ = (l_3501_ >> 16u);
                        uint l_3506_ = (l_3505_ & 65535u);
                        uint l_3507_ = (l_3502_ & 65535u);
                        uint l_3508_ = (l_3506_ + l_3507_);
                        uint l_3509_ = (l_3503_ & 65535u);
                        uint l_3510_ = (l_3508_ + l_3509_);
                        uint l_3511_ = (l_3502_ >> 16u);
                        uint l_3512_ = (l_3511_ & 65535u);
                        uint l_3513_ = (l_3504_ + l_3512_);
                        uint l_3514_ = (l_3503_ >> 16u);
                        uint l_3515_ = (l_3514_ & 65535u);
                        uint l_3516_ = (l_3513_ + l_3515_);
                        uint l_3517_ = (l_3510_ >> 16u);
                        uint l_3518_ = (l_3517_ & 65535u);
                        uint l_1108_ = (l_3516_ + l_3518_);
                        bool l_1109_ = (l_1107_ < l_1105_);
                        uint l_1110_ = uint(l_1109_);
                        uint l_1111_ = (l_1108_ + l_1110_);
                        l_mut_421_ = l_1104_;
                        bool l_1113_ = (0u > 0u);
                        if (l_1113_) {
                            uint l_1114_ = (l_1104_ >> 0u);
                            uint l_1115_ = (32u - 0u);
                            uint l_1116_ = (l_1107_ << l_1115_);
                            uint l_1117_ = (l_1114_ | l_1116_);
                            l_mut_421_ = l_1117_;
                        }
                        l_mut_394_ = l_1107_;
                        bool l_1118_ = (0u > 0u);
                        if (l_1118_) {
                            uint l_1119_ = (l_1107_ >> 0u);
                            uint l_1120_ = (32u - 0u);
                            uint l_1121_ = (l_1111_ << l_1120_);
                            uint l_1122_ = (l_1119_ | l_1121_);
                            l_mut_394_ = l_1122_;
                        }
                        uint _e3984 = l_mut_421_;
                        l_mut_388_ = _e3984;
                        uint _e3985 = l_mut_394_;
                        l_mut_421_ = _e3985;
                        if (false) {
                            l_mut_388_ = l_1111_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1107_;
                                bool l_1125_ = (0u > 0u);
                                if (l_1125_) {
                                    uint l_1126_ = (l_1107_ >> 0u);
                                    uint l_1127_ = (32u - 0u);
                                    uint l_1128_ = (l_1111_ << l_1127_);
                                    uint l_1129_ = (l_1126_ | l_1128_);
                                    l_mut_394_ = l_1129_;
                                }
                                uint l_1130_ = (l_1111_ >> 0u);
                                uint _e3997 = l_mut_394_;
                                l_mut_388_ = _e3997;
                                l_mut_421_ = l_1130_;
                            }
                        }
                        uint _e3998 = l_mut_439_;
                        uint l_1131_ = (_e3998 * l_1001_);
                        uint _e4000 = l_mut_428_;
                        uint l_1132_ = (_e4000 * l_1001_);
                        uint _e4002 = l_mut_439_;
                        uint l_3520_ = (_e4002 & 65535u);
                        uint _e4005 = l_mut_439_;
                        uint l_3521_ = (_e4005 >> 16u);
                        uint l_3522_ = (l_3521_ & 65535u);
                        uint l_3523_ = (l_1001_ & 65535u);
                        uint l_3524_ = (l_1001_ >> 16u);
                        uint l_3525_ = (l_3524_ & 65535u);
                        uint l_3526_ = (l_3520_ * l_3523_);
                        uint l_3527_ = (l_3522_ * l_3523_);
                        uint l_3528_ = (l_3520_ * l_3525_);
                        uint l_3529_ = (l_3522_ * l_3525_);
                        uint l_3530_ = (l_3526_ >> 16u);
                        uint l_3531_ = (l_3530_ & 65535u);
                        uint l_3532_ = (l_3527_ & 65535u);
                        uint l_3533_ = (l_3531_ + l_3532_);
                        uint l_3534_ = (l_3528_ & 65535u);
                        uint l_3535_ = (l_3533_ + l_3534_);
                        uint l_3536_ = (l_3527_ >> 16u);
                        uint l_3537_ = (l_3536_ & 65535u);
                        uint l_3538_ = (l_3529_ + l_3537_);
                        uint l_3539_ = (l_3528_ >> 16u);
                        uint l_3540_ = (l_3539_ & 65535u);
                        uint l_3541_ = (l_3538_ + l_3540_);
                        uint l_3542_ = (l_3535_ >> 16u);
                        uint l_3543_ = (l_3542_ & 65535u);
                        uint l_1133_ = (l_3541_ + l_3543_);
                        uint l_1134_ = (l_1133_ + l_1132_);
                        uint _e4046 = l_mut_428_;
                        uint l_3545_ = (_e4046 & 65535u);
                        uint _e4049 = l_mut_428_;
                        uint l_3546_ = (_e4049 >> 16u);
                        uint l_3547_ = (l_3546_ & 65535u);
                        uint l_3548_ = (l_1001_ & 65535u);
                        uint l_3549_ = (l_1001_ >> 16u);
                        uint l_3550_ = (l_3549_ & 65535u);
                        uint l_3551_ = (l_3545_ * l_3548_);
                        uint l_3552_ = (l_3547_ * l_3548_);
                        uint l_3553_ = (l_3545_ * l_3550_);
                        uint l_3554_ = (l_3547_ * l_3550_);
                        uint l_3555_ = (l_3551_ >> 16u);
                        uint l_3556_ = (l_3555_ & 65535u);
                        uint l_3557_ = (l_3552_ & 65535u);
                        uint l_3558_ = (l_3556_ + l_3557_);
                        uint l_3559_ = (l_3553_ & 65535u);
                        uint l_3560_ = (l_3558_ + l_3559_);
                        uint l_3561_ = (l_3552_ >> 16u);
                        uint l_3562_ = (l_3561_ & 65535u);
                        uint l_3563_ = (l_3554_ + l_3562_);
                        uint l_3564_ = (l_3553_ >> 16u);
                        uint l_3565_ = (l_3564_ & 65535u);
                        uint l_3566_ = (l_3563_ + l_3565_);
                        uint l_3567_ = (l_3560_ >> 16u);
                        uint l_3568_ = (l_3567_ & 65535u);
                        uint l_1135_ = (l_3566_ + l_3568_);
                        bool l_1136_ = (l_1134_ < l_1132_);
                        uint l_1137_ = uint(l_1136_);
                        uint l_1138_ = (l_1135_ + l_1137_);
                        l_mut_394_ = l_1131_;
                        bool l_1140_ = (0u > 0u);
                        if (l_1140_) {
                            uint l_1141_ = (l_1131_ >> 0u);
                            uint l_1142_ = (32u - 0u);
                            uint l_1143_ = (l_1134_ << l_1142_);
                            uint l_1144_ = (l_1141_ | l_1143_);
                            l_mut_394_ = l_1144_;
                        }
                        l_mut_382_ = l_1134_;
                        bool l_1145_ = (0u > 0u);
                        if (l_1145_) {
                            uint l_1146_ = (l_1134_ >> 0u);
                            uint l_1147_ = (32u - 0u);
                            uint l_1148_ = (l_1138_ << l_1147_);
                            uint l_1149_ = (l_1146_ | l_1148_);
                            l_mut_382_ = l_1149_;
                        }
                        uint _e4107 = l_mut_394_;
                        l_mut_275_ = _e4107;
                        uint _e4108 = l_mut_382_;
                        l_mut_394_ = _e4108;
                        if (true) {
                            l_mut_275_ = l_1138_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1134_;
                                bool l_1152_ = (0u > 0u);
                                if (l_1152_) {
                                    uint l_1153_ = (l_1134_ >> 0u);
                                    uint l_1154_ = (32u - 0u);
                                    uint l_1155_ = (l_1138_ << l_1154_);
                                    uint l_1156_ = (l_1153_ | l_1155_);
                                    l_mut_382_ = l_1156_;
                                }
                                uint l_1157_ = (l_1138_ >> 0u);
                                uint _e4120 = l_mut_382_;
                                l_mut_275_ = _e4120;
                                l_mut_394_ = l_1157_;
                            }
                        }
                        uint _e4121 = l_mut_388_;
                        uint l_1158_ = (_e4121 * l_1001_);
                        uint _e4123 = l_mut_421_;
                        uint l_1159_ = (_e4123 * l_1001_);
                        uint _e4125 = l_mut_388_;
                        uint l_3570_ = (_e4125 & 65535u);
                        uint _e4128 = l_mut_388_;
                        uint l_3571_ = (_e4128 >> 16u);
                        uint l_3572_ = (l_3571_ & 65535u);
                        uint l_3573_ = (l_1001_ & 65535u);
                        uint l_3574_ = (l_1001_ >> 16u);
                        uint l_3575_ = (l_3574_ & 65535u);
                        uint l_3576_ = (l_3570_ * l_3573_);
                        uint l_3577_ = (l_3572_ * l_3573_);
                        uint l_3578_ = (l_3570_ * l_3575_);
                        uint l_3579_ = (l_3572_ * l_3575_);
                        uint l_3580_ = (l_3576_ >> 16u);
                        uint l_3581_ = (l_3580_ & 65535u);
                        uint l_3582_ = (l_3577_ & 65535u);
                        uint l_3583_ = (l_3581_ + l_3582_);
                        uint l_3584_ = (l_3578_ & 65535u);
                        uint l_3585_ = (l_3583_ + l_3584_);
                        uint l_3586_ = (l_3577_ >> 16u);
                        uint l_3587_ = (l_3586_ & 65535u);
                        uint l_3588_ = (l_3579_ + l_3587_);
                        uint l_3589_ = (l_3578_ >> 16u);
                        uint l_3590_ = (l_3589_ & 65535u);
                        uint l_3591_ = (l_3588_ + l_3590_);
                        uint l_3592_ = (l_3585_ >> 16u);
                        uint l_3593_ = (l_3592_ & 65535u);
                        uint l_1160_ = (l_3591_ + l_3593_);
                        uint l_1161_ = (l_1160_ + l_1159_);
                        uint _e4169 = l_mut_421_;
                        uint l_3595_ = (_e4169 & 65535u);
                        uint _e4172 = l_mut_421_;
                        uint l_3596_ = (_e4172 >> 16u);
                        uint l_3597_ = (l_3596_ & 65535u);
                        uint l_3598_ = (l_1001_ & 65535u);
                        uint l_3599_ = (l_1001_ >> 16u);
                        uint l_3600_ = (l_3599_ & 65535u);
                        uint l_3601_ = (l_3595_ * l_3598_);
                        uint l_3602_ = (l_3597_ * l_3598_);
                        uint l_3603_ = (l_3595_ * l_3600_);
                        uint l_3604_ = (l_3597_ * l_3600_);
                        uint l_3605_ = (l_3601_ >> 16u);
                        uint l_3606_ = (l_3605_ & 65535u);
                        uint l_3607_ = (l_3602_ & 65535u);
                        uint l_3608_ = (l_3606_ + l_3607_);
                        uint l_3609_ = (l_3603_ & 65535u);
                        uint l_3610_ = (l_3608_ + l_3609_);
                        uint l_3611_ = (l_3602_ >> 16u);
                        uint l_3612_ = (l_3611_ & 65535u);
                        uint l_3613_ = (l_3604_ + l_3612_);
                        uint l_3614_ = (l_3603_ >> 16u);
                        uint l_3615_ = (l_3614_ & 65535u);
                        uint l_3616_ = (l_3613_ + l_3615_);
                        uint l_3617_ = (l_3610_ >> 16u);
                        uint l_3618_ = (l_3617_ & 65535u);
                        uint l_1162_ = (l_3616_ + l_3618_);
                        bool l_1163_ = (l_1161_ < l_1159_);
                        uint l_1164_ = uint(l_1163_);
                        uint l_1165_ = (l_1162_ + l_1164_);
                        l_mut_439_ = l_1158_;
                        bool l_1167_ = (0u > 0u);
                        if (l_1167_) {
                            uint l_1168_ = (l_1158_ >> 0u);
                            uint l_1169_ = (32u - 0u);
                            uint l_1170_ = (l_1161_ << l_1169_);
                            uint l_1171_ = (l_1168_ | l_1170_);
                            l_mut_439_ = l_1171_;
                        }
                        l_mut_428_ = l_1161_;
                        bool l_1172_ = (0u > 0u);
                        if (l_1172_) {
                            uint l_1173_ = (l_1161_ >> 0u);
                            uint l_1174_ = (32u - 0u);
                            uint l_1175_ = (l_1165_ << l_1174_);
                            uint l_1176_ = (l_1173_ | l_1175_);
                            l_mut_428_ = l_1176_;
                        }
                        uint _e4230 = l_mut_439_;
                        l_mut_382_ = _e4230;
                        uint _e4231 = l_mut_428_;
                        l_mut_439_ = _e4231;
                        if (false) {
                            l_mut_382_ = l_1165_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1161_;
                                bool l_1179_ = (0u > 0u);
                                if (l_1179_) {
                                    uint l_1180_ = (l_1161_ >> 0u);
                                    uint l_1181_ = (32u - 0u);
                                    uint l_1182_ = (l_1165_ << l_1181_);
                                    uint l_1183_ = (l_1180_ | l_1182_);
                                    l_mut_428_ = l_1183_;
                                }
                                uint l_1184_ = (l_1165_ >> 0u);
                                uint _e4243 = l_mut_428_;
                                l_mut_382_ = _e4243;
                                l_mut_439_ = l_1184_;
                            }
                        }
                        uint _e4244 = l_mut_388_;
                        uint l_1185_ = (_e4244 * l_1001_);
                        uint _e4246 = l_mut_421_;
                        uint l_1186_ = (_e4246 * l_1001_);
                        uint _e4248 = l_mut_388_;
                        uint l_3620_ = (_e4248 & 65535u);
                        uint _e4251 = l_mut_388_;
                        uint l_3621_ = (_e4251 >> 16u);
                        uint l_3622_ = (l_3621_ & 65535u);
                        uint l_3623_ = (l_1001_ & 65535u);
                        uint l_3624_ = (l_1001_ >> 16u);
                        uint l_3625_ = (l_3624_ & 65535u);
                        uint l_3626_ = (l_3620_ * l_3623_);
                        uint l_3627_ = (l_3622_ * l_3623_);
                        uint l_3628_ = (l_3620_ * l_3625_);
                        uint l_3629_ = (l_3622_ * l_3625_);
                        uint l_3630_ = (l_3626_ >> 16u);
                        uint l_3631_ = (l_3630_ & 65535u);
                        uint l_3632_ = (l_3627_ & 65535u);
                        uint l_3633_ = (l_3631_ + l_3632_);
                        uint l_3634_ = (l_3628_ & 65535u);
                        uint l_3635_ = (l_3633_ + l_3634_);
                        uint l_3636_ = (l_3627_ >> 16u);
                        uint l_3637_ = (l_3636_ & 65535u);
                        uint l_3638_ = (l_3629_ + l_3637_);
                        uint l_3639_ = (l_3628_ >> 16u);
                        uint l_3640_ = (l_3639_ & 65535u);
                        uint l_3641_ = (l_3638_ + l_3640_);
                        uint l_3642_ = (l_3635_ >> 16u);
                        uint l_3643_ = (l_3642_ & 65535u);
                        uint l_1187_ = (l_3641_ + l_3643_);
                        uint l_1188_ = (l_1187_ + l_1186_);
                        uint _e4292 = l_mut_421_;
                        uint l_3645_ = (_e4292 & 65535u);
                        uint _e4295 = l_mut_421_;
                        uint l_3646_ = (_e4295 >> 16u);
                        uint l_3647_ = (l_3646_ & 65535u);
                        uint l_3648_ = (l_1001_ & 65535u);
                        uint l_3649_ = (l_1001_ >> 16u);
                        uint l_3650_ = (l_3649_ & 65535u);
                        uint l_3651_ = (l_3645_ * l_3648_);
                        uint l_3652_ = (l_3647_ * l_3648_);
                        uint l_3653_ = (l_3645_ * l_3650_);
                        uint l_3654_ = (l_3647_ * l_3650_);
                        uint l_3655_ = (l_3651_ >> 16u);
                        uint l_3656_ = (l_3655_ & 65535u);
                        uint l_3657_ = (l_3652_ & 65535u);
                        uint l_3658_ = (l_3656_ + l_3657_);
                        uint l_3659_ = (l_3653_ & 65535u);
                        uint l_3660_ = (l_3658_ + l_3659_);
                        uint l_3661_ = (l_3652_ >> 16u);
                        uint l_3662_ = (l_3661_ & 65535u);
                        uint l_3663_ = (l_3654_ + l_3662_);
                        uint l_3664_ = (l_3653_ >> 16u);
                        uint l_3665_ = (l_3664_ & 65535u);
                        uint l_3666_ = (l_3663_ + l_3665_);
                        uint l_3667_ = (l_3660_ >> 16u);
                        uint l_3668_ = (l_3667_ & 65535u);
                        uint l_1189_ = (l_3666_ + l_3668_);
                        bool l_1190_ = (l_1188_ < l_1186_);
                        uint l_1191_ = uint(l_1190_);
                        uint l_1192_ = (l_1189_ + l_1191_);
                        l_mut_428_ = l_1185_;
                        bool l_1194_ = (0u > 0u);
                        if (l_1194_) {
                            uint l_1195_ = (l_1185_ >> 0u);
                            uint l_1196_ = (32u - 0u);
                            uint l_1197_ = (l_1188_ << l_1196_);
                            uint l_1198_ = (l_1195_ | l_1197_);
                            l_mut_428_ = l_1198_;
                        }
                        l_mut_269_ = l_1188_;
                        bool l_1199_ = (0u > 0u);
                        if (l_1199_) {
                            uint l_1200_ = (l_1188_ >> 0u);
                            uint l_1201_ = (32u - 0u);
                            uint l_1202_ = (l_1192_ << l_1201_);
                            uint l_1203_ = (l_1200_ | l_1202_);
                            l_mut_269_ = l_1203_;
                        }
                        uint _e4353 = l_mut_428_;
                        l_mut_219_ = _e4353;
                        uint _e4354 = l_mut_269_;
                        l_mut_428_ = _e4354;
                        if (true) {
                            l_mut_219_ = l_1192_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1188_;
                                bool l_1206_ = (0u > 0u);
                                if (l_1206_) {
                                    uint l_1207_ = (l_1188_ >> 0u);
                                    uint l_1208_ = (32u - 0u);
                                    uint l_1209_ = (l_1192_ << l_1208_);
                                    uint l_1210_ = (l_1207_ | l_1209_);
                                    l_mut_269_ = l_1210_;
                                }
                                uint l_1211_ = (l_1192_ >> 0u);
                                uint _e4366 = l_mut_269_;
                                l_mut_219_ = _e4366;
                                l_mut_428_ = l_1211_;
                            }
                        }
                        uint _e4367 = l_mut_275_;
                        uint l_1212_ = (_e4367 * l_1001_);
                        uint _e4369 = l_mut_275_;
                        uint l_3670_ = (_e4369 & 65535u);
                        uint _e4372 = l_mut_275_;
                        uint l_3671_ = (_e4372 >> 16u);
                        uint l_3672_ = (l_3671_ & 65535u);
                        uint l_3673_ = (l_1001_ & 65535u);
                        uint l_3674_ = (l_1001_ >> 16u);
                        uint l_3675_ = (l_3674_ & 65535u);
                        uint l_3676_ = (l_3670_ * l_3673_);
                        uint l_3677_ = (l_3672_ * l_3673_);
                        uint l_3678_ = (l_3670_ * l_3675_);
                        uint l_3679_ = (l_3672_ * l_3675_);
                        uint l_3680_ = (l_3676_ >> 16u);
                        uint l_3681_ = (l_3680_ & 65535u);
                        uint l_3682_ = (l_3677_ & 65535u);
                        uint l_3683_ = (l_3681_ + l_3682_);
                        uint l_3684_ = (l_3678_ & 65535u);
                        uint l_3685_ = (l_3683_ + l_3684_);
                        uint l_3686_ = (l_3677_ >> 16u);
                        uint l_3687_ = (l_3686_ & 65535u);
                        uint l_3688_ = (l_3679_ + l_3687_);
                        uint l_3689_ = (l_3678_ >> 16u);
                        uint l_3690_ = (l_3689_ & 65535u);
                        uint l_3691_ = (l_3688_ + l_3690_);
                        uint l_3692_ = (l_3685_ >> 16u);
                        uint l_3693_ = (l_3692_ & 65535u);
                        uint l_1213_ = (l_3691_ + l_3693_);
                        uint _e4412 = l_mut_394_;
                        uint l_1214_ = (_e4412 * l_1001_);
                        uint l_1215_ = (l_1213_ + l_1214_);
                        uint _e4415 = l_mut_219_;
                        uint l_1216_ = (_e4415 + l_1212_);
                        uint _e4417 = l_mut_428_;
                        uint l_1217_ = (_e4417 + l_1215_);
                        uint _e4419 = l_mut_219_;
                        bool l_1218_ = (l_1216_ < _e4419);
                        uint l_1219_ = uint(l_1218_);
                        uint l_1220_ = (l_1217_ + l_1219_);
                        uint _e4423 = l_mut_382_;
                        l_mut_441_ = _e4423;
                        uint _e4424 = l_mut_439_;
                        l_mut_440_ = _e4424;
                        bool l_1221_ = (l_9_ == 64u);
                        if (l_1221_) {
                            l_mut_441_ = l_1216_;
                            l_mut_440_ = l_1220_;
                        } else {
                            bool l_1222_ = (l_9_ > 0u);
                            if (l_1222_) {
                                uint l_1223_ = (64u - l_9_);
                                l_mut_428_ = l_1216_;
                                l_mut_421_ = l_1220_;
                                bool l_1224_ = (l_1223_ >= 32u);
                                if (l_1224_) {
                                    uint l_1225_ = (l_1223_ & 31u);
                                    uint l_1226_ = (l_1216_ << l_1225_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1226_;
                                } else {
                                    bool l_1227_ = (l_1223_ > 0u);
                                    if (l_1227_) {
                                        uint l_1228_ = (l_1216_ << l_1223_);
                                        uint l_1229_ = (l_1220_ << l_1223_);
                                        uint l_1230_ = (32u - l_1223_);
                                        uint l_1231_ = (l_1216_ >> l_1230_);
                                        uint l_1232_ = (l_1229_ | l_1231_);
                                        l_mut_428_ = l_1228_;
                                        l_mut_421_ = l_1232_;
                                    }
                                }
                                uint _e4445 = l_mut_382_;
                                l_mut_394_ = _e4445;
                                uint _e4446 = l_mut_439_;
                                l_mut_388_ = _e4446;
                                bool l_1233_ = (l_9_ >= 32u);
                                if (l_1233_) {
                                    uint l_1234_ = (l_9_ & 31u);
                                    uint _e4451 = l_mut_439_;
                                    uint l_1235_ = (_e4451 >> l_1234_);
                                    l_mut_394_ = l_1235_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1236_ = (l_9_ > 0u);
                                    if (l_1236_) {
                                        uint _e4456 = l_mut_382_;
                                        l_mut_275_ = _e4456;
                                        bool l_1237_ = (l_9_ > 0u);
                                        if (l_1237_) {
                                            uint _e4459 = l_mut_382_;
                                            uint l_1238_ = (_e4459 >> l_9_);
                                            uint l_1239_ = (32u - l_9_);
                                            uint _e4463 = l_mut_439_;
                                            uint l_1240_ = (_e4463 << l_1239_);
                                            uint l_1241_ = (l_1238_ | l_1240_);
                                            l_mut_275_ = l_1241_;
                                        }
                                        uint _e4466 = l_mut_439_;
                                        uint l_1242_ = (_e4466 >> l_9_);
                                        uint _e4468 = l_mut_275_;
                                        l_mut_394_ = _e4468;
                                        l_mut_388_ = l_1242_;
                                    }
                                }
                                uint _e4469 = l_mut_428_;
                                uint _e4470 = l_mut_394_;
                                uint l_1243_ = (_e4469 + _e4470);
                                uint _e4472 = l_mut_421_;
                                uint _e4473 = l_mut_388_;
                                uint l_1244_ = (_e4472 + _e4473);
                                uint _e4475 = l_mut_428_;
                                bool l_1245_ = (l_1243_ < _e4475);
                                uint l_1246_ = uint(l_1245_);
                                uint l_1247_ = (l_1244_ + l_1246_);
                                l_mut_441_ = l_1243_;
                                l_mut_440_ = l_1247_;
                            }
                        }
                        if (l_1098_) {
                            uint _e4480 = l_mut_441_;
                            uint l_1248_ = (0u - _e4480);
                            uint _e4483 = l_mut_440_;
                            uint l_1249_ = (0u - _e4483);
                            uint _e4486 = l_mut_441_;
                            bool l_1250_ = (0u < _e4486);
                            uint l_1251_ = uint(l_1250_);
                            uint l_1252_ = (l_1249_ - l_1251_);
                            l_mut_441_ = l_1248_;
                            l_mut_440_ = l_1252_;
                        }
                    }
                    uint _e4490 = l_mut_441_;
                    uint l_1253_ = (l_1051_ + _e4490);
                    uint _e4492 = l_mut_440_;
                    uint l_1254_ = (l_1055_ + _e4492);
                    bool l_1255_ = (l_1253_ < l_1051_);
                    uint l_1256_ = uint(l_1255_);
                    uint l_1257_ = (l_1254_ + l_1256_);
                    uint l_1258_ = (l_72_ >> 31u);
                    bool l_1259_ = (l_1258_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1259_) {
                        uint l_1260_ = (0u - l_69_);
                        uint l_1261_ = (0u - l_72_);
                        bool l_1262_ = (0u < l_69_);
                        uint l_1263_ = uint(l_1262_);
                        uint l_1264_ = (l_1261_ - l_1263_);
                        l_mut_441_ = l_1260_;
                        l_mut_440_ = l_1264_;
                    }
                    uint _e4509 = l_mut_441_;
                    uint l_1265_ = (_e4509 * l_1000_);
                    uint _e4511 = l_mut_440_;
                    uint l_1266_ = (_e4511 * l_1000_);
                    uint _e4513 = l_mut_441_;
                    uint l_3695_ = (_e4513 & 65535u);
                    uint _e4516 = l_mut_441_;
                    uint l_3696_ = (_e4516 >> 16u);
                    uint l_3697_ = (l_3696_ & 65535u);
                    uint l_3698_ = (l_1000_ & 65535u);
                    uint l_3699_ = (l_1000_ >> 16u);
                    uint l_3700_ = (l_3699_ & 65535u);
                    uint l_3701_ = (l_3695_ * l_3698_);
                    uint l_3702_ = (l_3697_ * l_3698_);
                    uint l_3703_ = (l_3695_ * l_3700_);
                    uint l_3704_ = (l_3697_ * l_3700_);
                    uint l_3705_ = (l_3701_ >> 16u);
                    uint l_3706_ = (l_3705_ & 65535u);
                    uint l_3707_ = (l_3702_ & 65535u);
                    uint l_3708_ = (l_3706_ + l_3707_);
                    uint l_3709_ = (l_3703_ & 65535u);
                    uint l_3710_ = (l_3708_ + l_3709_);
                    uint l_3711_ = (l_3702_ >> 16u);
                    uint l_3712_ = (l_3711_ & 65535u);
                    uint l_3713_ = (l_3704_ + l_3712_);
                    uint l_3714_ = (l_3703_ >> 16u);
                    uint l_3715_ = (l_3714_ & 65535u);
                    uint l_3716_ = (l_3713_ + l_3715_);
                    uint l_3717_ = (l_3710_ >> 16u);
                    uint l_3718_ = (l_3717_ & 65535u);
                    uint l_1267_ = (l_3716_ + l_3718_);
                    uint l_1268_ = (l_1267_ + l_1266_);
                    uint _e4557 = l_mut_440_;
                    uint l_3720_ = (_e4557 & 65535u);
                    uint _e4560 = l_mut_440_;
                    uint l_3721_ = (_e4560 >> 16u);
                    uint l_3722_ = (l_3721_ & 65535u);
                    uint l_3723_ = (l_1000_ & 65535u);
                    uint l_3724_ = (l_1000_ >> 16u);
                    uint l_3725_ = (l_3724_ & 65535u);
                    uint l_3726_ = (l_3720_ * l_3723_);
                    uint l_3727_ = (l_3722_ * l_3723_);
                    uint l_3728_ = (l_3720_ * l_3725_);
                    uint l_3729_ = (l_3722_ * l_3725_);
                    uint l_3730_ = (l_3726_ >> 16u);
                    uint l_3731_ = (l_3730_ & 65535u);
                    uint l_3732_ = (l_3727_ & 65535u);
                    uint l_3733_ = (l_3731_ + l_3732_);
                    uint l_3734_ = (l_3728_ & 65535u);
                    uint l_3735_ = (l_3733_ + l_3734_);
                    uint l_3736_ = (l_3727_ >> 16u);
                    uint l_3737_ = (l_3736_ & 65535u);
                    uint l_3738_ = (l_3729_ + l_3737_);
                    uint l_3739_ = (l_3728_ >> 16u);
                    uint l_3740_ = (l_3739_ & 65535u);
                    uint l_3741_ = (l_3738_ + l_3740_);
                    uint l_3742_ = (l_3735_ >> 16u);
                    uint l_3743_ = (l_3742_ & 65535u);
                    uint l_1269_ = (l_3741_ + l_3743_);
                    bool l_1270_ = (l_1268_ < l_1266_);
                    uint l_1271_ = uint(l_1270_);
                    uint l_1272_ = (l_1269_ + l_1271_);
                    uint l_1273_ = (l_9_ % 32u);
                    l_mut_439_ = l_1265_;
                    bool l_1274_ = (l_1273_ > 0u);
                    if (l_1274_) {
                        uint l_1275_ = (l_1265_ >> l_1273_);
                        uint l_1276_ = (32u - l_1273_);
                        uint l_1277_ = (l_1268_ << l_1276_);
                        uint l_1278_ = (l_1275_ | l_1277_);
                        l_mut_439_ = l_1278_;
                    }
                    l_mut_428_ = l_1268_;
                    bool l_1279_ = (l_1273_ > 0u);
                    if (l_1279_) {
                        uint l_1280_ = (l_1268_ >> l_1273_);
                        uint l_1281_ = (32u - l_1273_);
                        uint l_1282_ = (l_1272_ << l_1281_);
                        uint l_1283_ = (l_1280_ | l_1282_);
                        l_mut_428_ = l_1283_;
                    }
                    uint _e4619 = l_mut_439_;
                    l_mut_421_ = _e4619;
                    uint _e4620 = l_mut_428_;
                    l_mut_439_ = _e4620;
                    bool l_1284_ = (l_9_ >= 64u);
                    if (l_1284_) {
                        l_mut_421_ = l_1272_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1285_ = (l_9_ >= 32u);
                        if (l_1285_) {
                            l_mut_428_ = l_1268_;
                            bool l_1286_ = (l_1273_ > 0u);
                            if (l_1286_) {
                                uint l_1287_ = (l_1268_ >> l_1273_);
                                uint l_1288_ = (32u - l_1273_);
                                uint l_1289_ = (l_1272_ << l_1288_);
                                uint l_1290_ = (l_1287_ | l_1289_);
                                l_mut_428_ = l_1290_;
                            }
                            uint l_1291_ = (l_1272_ >> l_1273_);
                            uint _e4634 = l_mut_428_;
                            l_mut_421_ = _e4634;
                            l_mut_439_ = l_1291_;
                        }
                    }
                    uint _e4635 = l_mut_421_;
                    l_mut_441_ = _e4635;
                    uint _e4636 = l_mut_439_;
                    l_mut_440_ = _e4636;
                    if (l_1259_) {
                        uint _e4638 = l_mut_441_;
                        uint l_1292_ = (0u - _e4638);
                        uint _e4641 = l_mut_440_;
                        uint l_1293_ = (0u - _e4641);
                        uint _e4644 = l_mut_441_;
                        bool l_1294_ = (0u < _e4644);
                        uint l_1295_ = uint(l_1294_);
                        uint l_1296_ = (l_1293_ - l_1295_);
                        l_mut_441_ = l_1292_;
                        l_mut_440_ = l_1296_;
                    }
                    uint _e4648 = l_mut_441_;
                    uint l_1297_ = (l_1042_ + _e4648);
                    uint _e4650 = l_mut_440_;
                    uint l_1298_ = (l_1046_ + _e4650);
                    bool l_1299_ = (l_1297_ < l_1042_);
                    uint l_1300_ = uint(l_1299_);
                    uint l_1301_ = (l_1298_ + l_1300_);
                    uint l_1302_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1303_ = (l_1000_ < 65536u);
                    if (l_1303_) {
                        uint l_1304_ = (l_1000_ * l_1000_);
                        uint l_1305_ = (l_72_ >> 31u);
                        bool l_1306_ = (l_1305_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1306_) {
                            uint l_1307_ = (0u - l_69_);
                            uint l_1308_ = (0u - l_72_);
                            bool l_1309_ = (0u < l_69_);
                            uint l_1310_ = uint(l_1309_);
                            uint l_1311_ = (l_1308_ - l_1310_);
                            l_mut_439_ = l_1307_;
                            l_mut_428_ = l_1311_;
                        }
                        uint _e4674 = l_mut_439_;
                        uint l_1312_ = (_e4674 * l_1304_);
                        uint _e4676 = l_mut_428_;
                        uint l_1313_ = (_e4676 * l_1304_);
                        uint _e4678 = l_mut_439_;
                        uint l_3745_ = (_e4678 & 65535u);
                        uint _e4681 = l_mut_439_;
                        uint l_3746_ = (_e4681 >> 16u);
                        uint l_3747_ = (l_3746_ & 65535u);
                        uint l_3748_ = (l_1304_ & 65535u);
                        uint l_3749_ = (l_1304_ >> 16u);
                        uint l_3750_ = (l_3749_ & 65535u);
                        uint l_3751_ = (l_3745_ * l_3748_);
                        uint l_3752_ = (l_3747_ * l_3748_);
                        uint l_3753_ = (l_3745_ * l_3750_);
                        uint l_3754_ = (l_3747_ * l_3750_);
                        uint l_3755_ = (l_3751_ >> 16u);
                        uint l_3756_ = (l_3755_ & 65535u);
                        uint l_3757_ = (l_3752_ & 65535u);
                        uint l_3758_ = (l_3756_ + l_3757_);
                        uint l_3759_ = (l_3753_ & 65535u);
                        uint l_3760_ = (l_3758_ + l_3759_);
                        uint l_3761_ = (l_3752_ >> 16u);
                        uint l_3762_ = (l_3761_ & 65535u);
                        uint l_3763_ = (l_3754_ + l_3762_);
                        uint l_3764_ = (l_3753_ >> 16u);
                        uint l_3765_ = (l_3764_ & 65535u);
                        uint l_3766_ = (l_3763_ + l_3765_);
                        uint l_3767_ = (l_3760_ >> 16u);
                        uint l_3768_ = (l_3767_ & 65535u);
                        uint l_1314_ = (l_3766_ + l_3768_);
                        uint l_1315_ = (l_1314_ + l_1313_);
                        uint _e4722 = l_mut_428_;
                        uint l_3770_ = (_e4722 & 65535u);
                        uint _e4725 = l_mut_428_;
                        uint l_3771_ = (_e4725 >> 16u);
                        uint l_3772_ = (l_3771_ & 65535u);
                        uint l_3773_ = (l_1304_ & 65535u);
                        uint l_3774_ = (l_1304_ >> 16u);
                        uint l_3775_ = (l_3774_ & 65535u);
                        uint l_3776_ = (l_3770_ * l_3773_);
                        uint l_3777_ = (l_3772_ * l_3773_);
                        uint l_3778_ = (l_3770_ * l_3775_);
                        uint l_3779_ = (l_3772_ * l_3775_);
                        uint l_3780_ = (l_3776_ >> 16u);
                        uint l_3781_ = (l_3780_ & 65535u);
                        uint l_3782_ = (l_3777_ & 65535u);
                        uint l_3783_ = (l_3781_ + l_3782_);
                        uint l_3784_ = (l_3778_ & 65535u);
                        uint l_3785_ = (l_3783_ + l_3784_);
                        uint l_3786_ = (l_3777_ >> 16u);
                        uint l_3787_ = (l_3786_ & 65535u);
                        uint l_3788_ = (l_3779_ + l_3787_);
                        uint l_3789_ = (l_3778_ >> 16u);
                        uint l_3790_ = (l_3789_ & 65535u);
                        uint l_3791_ = (l_3788_ + l_3790_);
                        uint l_3792_ = (l_3785_ >> 16u);
                        uint l_3793_ = (l_3792_ & 65535u);
                        uint l_1316_ = (l_3791_ + l_3793_);
                        bool l_1317_ = (l_1315_ < l_1313_);
                        uint l_1318_ = uint(l_1317_);
                        uint l_1319_ = (l_1316_ + l_1318_);
                        uint l_1320_ = (l_1302_ % 32u);
                        l_mut_421_ = l_1312_;
                        bool l_1321_ = (l_1320_ > 0u);
                        if (l_1321_) {
                            uint l_1322_ = (l_1312_ >> l_1320_);
                            uint l_1323_ = (32u - l_1320_);
                            uint l_1324_ = (l_1315_ << l_1323_);
                            uint l_1325_ = (l_1322_ | l_1324_);
                            l_mut_421_ = l_1325_;
                        }
                        l_mut_394_ = l_1315_;
                        bool l_1326_ = (l_1320_ > 0u);
                        if (l_1326_) {
                            uint l_1327_ = (l_1315_ >> l_1320_);
                            uint l_1328_ = (32u - l_1320_);
                            uint l_1329_ = (l_1319_ << l_1328_);
                            uint l_1330_ = (l_1327_ | l_1329_);
                            l_mut_394_ = l_1330_;
                        }
                        uint _e4784 = l_mut_421_;
                        l_mut_388_ = _e4784;
                        uint _e4785 = l_mut_394_;
                        l_mut_421_ = _e4785;
                        bool l_1331_ = (l_1302_ >= 64u);
                        if (l_1331_) {
                            l_mut_388_ = l_1319_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1332_ = (l_1302_ >= 32u);
                            if (l_1332_) {
                                l_mut_394_ = l_1315_;
                                bool l_1333_ = (l_1320_ > 0u);
                                if (l_1333_) {
                                    uint l_1334_ = (l_1315_ >> l_1320_);
                                    uint l_1335_ = (32u - l_1320_);
                                    uint l_1336_ = (l_1319_ << l_1335_);
                                    uint l_1337_ = (l_1334_ | l_1336_);
                                    l_mut_394_ = l_1337_;
                                }
                                uint l_1338_ = (l_1319_ >> l_1320_);
                                uint _e4799 = l_mut_394_;
                                l_mut_388_ = _e4799;
                                l_mut_421_ = l_1338_;
                            }
                        }
                        uint _e4800 = l_mut_388_;
                        l_mut_439_ = _e4800;
                        uint _e4801 = l_mut_421_;
                        l_mut_428_ = _e4801;
                        if (l_1306_) {
                            uint _e4803 = l_mut_439_;
                            uint l_1339_ = (0u - _e4803);
                            uint _e4806 = l_mut_428_;
                            uint l_1340_ = (0u - _e4806);
                            uint _e4809 = l_mut_439_;
                            bool l_1341_ = (0u < _e4809);
                            uint l_1342_ = uint(l_1341_);
                            uint l_1343_ = (l_1340_ - l_1342_);
                            l_mut_439_ = l_1339_;
                            l_mut_428_ = l_1343_;
                        }
                        uint _e4813 = l_mut_439_;
                        l_mut_441_ = _e4813;
                        uint _e4814 = l_mut_428_;
                        l_mut_440_ = _e4814;
                    } else {
                        uint l_1344_ = (l_72_ >> 31u);
                        bool l_1345_ = (l_1344_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1345_) {
                            uint l_1346_ = (0u - l_69_);
                            uint l_1347_ = (0u - l_72_);
                            bool l_1348_ = (0u < l_69_);
                            uint l_1349_ = uint(l_1348_);
                            uint l_1350_ = (l_1347_ - l_1349_);
                            l_mut_439_ = l_1346_;
                            l_mut_428_ = l_1350_;
                        }
                        uint _e4827 = l_mut_439_;
                        uint l_1351_ = (_e4827 * l_1000_);
                        uint _e4829 = l_mut_428_;
                        uint l_1352_ = (_e4829 * l_1000_);
                        uint _e4831 = l_mut_439_;
                        uint l_3795_ = (_e4831 & 65535u);
                        uint _e4834 = l_mut_439_;
                        uint l_3796_ = (_e4834 >> 16u);
                        uint l_3797_ = (l_3796_ & 65535u);
                        uint l_3798_ = (l_1000_ & 65535u);
                        uint l_3799_ = (l_1000_ >> 16u);
                        uint l_3800_ = (l_3799_ & 65535u);
                        uint l_3801_ = (l_3795_ * l_3798_);
                        uint l_3802_ = (l_3797_ * l_3798_);
                        uint l_3803_ = (l_3795_ * l_3800_);
                        uint l_3804_ = (l_3797_ * l_3800_);
                        uint l_3805_ = (l_3801_ >> 16u);
                        uint l_3806_ = (l_3805_ & 65535u);
                        uint l_3807_ = (l_3802_ & 65535u);
                        uint l_3808_ = (l_3806_ + l_3807_);
                        uint l_3809_ = (l_3803_ & 65535u);
                        uint l_3810_ = (l_3808_ + l_3809_);
                        uint l_3811_ = (l_3802_ >> 16u);
                        uint l_3812_ = (l_3811_ & 65535u);
                        uint l_3813_ = (l_3804_ + l_3812_);
                        uint l_3814_ = (l_3803_ >> 16u);
                        uint l_3815_ = (l_3814_ & 65535u);
                        uint l_3816_ = (l_3813_ + l_3815_);
                        uint l_3817_ = (l_3810_ >> 16u);
                        uint l_3818_ = (l_3817_ & 65535u);
                        uint l_1353_ = (l_3816_ + l_3818_);
                        uint l_1354_ = (l_1353_ + l_1352_);
                        uint _e4875 = l_mut_428_;
                        uint l_3820_ = (_e4875 & 65535u);
                        uint _e4878 = l_mut_428_;
                        uint l_3821_ = (_e4878 >> 16u);
                        uint l_3822_ = (l_3821_ & 65535u);
                        uint l_3823_ = (l_1000_ & 65535u);
                        uint l_3824_ = (l_1000_ >> 16u);
                        uint l_3825_ = (l_3824_ & 65535u);
                        uint l_3826_ = (l_3820_ * l_3823_);
                        uint l_3827_ = (l_3822_ * l_3823_);
                        uint l_3828_ = (l_3820_ * l_3825_);
                        uint l_3829_ = (l_3822_ * l_3825_);
                        uint l_3830_ = (l_3826_ >> 16u);
                        uint l_3831_ = (l_3830_ & 65535u);
                        uint l_3832_ = (l_3827_ & 65535u);
                        uint l_3833_ = (l_3831_ + l_3832_);
                        uint l_3834_ = (l_3828_ & 65535u);
                        uint l_3835_ = (l_3833_ + l_3834_);
                        uint l_3836_ = (l_3827_ >> 16u);
                        uint l_3837_ = (l_3836_ & 65535u);
                        uint l_3838_ = (l_3829_ + l_3837_);
                        uint l_3839_ = (l_3828_ >> 16u);
                        uint l_3840_ = (l_3839_ & 65535u);
                        uint l_3841_ = (l_3838_ + l_3840_);
                        uint l_3842_ = (l_3835_ >> 16u);
                        uint l_3843_ = (l_3842_ & 65535u);
                        uint l_1355_ = (l_3841_ + l_3843_);
                        bool l_1356_ = (l_1354_ < l_1352_);
                        uint l_1357_ = uint(l_1356_);
                        uint l_1358_ = (l_1355_ + l_1357_);
                        l_mut_421_ = l_1351_;
                        bool l_1360_ = (0u > 0u);
                        if (l_1360_) {
                            uint l_1361_ = (l_1351_ >> 0u);
                            uint l_1362_ = (32u - 0u);
                            uint l_1363_ = (l_1354_ << l_1362_);
                            uint l_1364_ = (l_1361_ | l_1363_);
                            l_mut_421_ = l_1364_;
                        }
                        l_mut_394_ = l_1354_;
                        bool l_1365_ = (0u > 0u);
                        if (l_1365_) {
                            uint l_1366_ = (l_1354_ >> 0u);
                            uint l_1367_ = (32u - 0u);
                            uint l_1368_ = (l_1358_ << l_1367_);
                            uint l_1369_ = (l_1366_ | l_1368_);
                            l_mut_394_ = l_1369_;
                        }
                        uint _e4936 = l_mut_421_;
                        l_mut_388_ = _e4936;
                        uint _e4937 = l_mut_394_;
                        l_mut_421_ = _e4937;
                        if (false) {
                            l_mut_388_ = l_1358_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1354_;
                                bool l_1372_ = (0u > 0u);
                                if (l_1372_) {
                                    uint l_1373_ = (l_1354_ >> 0u);
                                    uint l_1374_ = (32u - 0u);
                                    uint l_1375_ = (l_1358_ << l_1374_);
                                    uint l_1376_ = (l_1373_ | l_1375_);
                                    l_mut_394_ = l_1376_;
                                }
                                uint l_1377_ = (l_1358_ >> 0u);
                                uint _e4949 = l_mut_394_;
                                l_mut_388_ = _e4949;
                                l_mut_421_ = l_1377_;
                            }
                        }
                        uint _e4950 = l_mut_439_;
                        uint l_1378_ = (_e4950 * l_1000_);
                        uint _e4952 = l_mut_428_;
                        uint l_1379_ = (_e4952 * l_1000_);
                        uint _e4954 = l_mut_439_;
                        uint l_3845_ = (_e4954 & 65535u);
                        uint _e4957 = l_mut_439_;
                        uint l_3846_ = (_e4957 >> 16u);
                        uint l_3847_ = (l_3846_ & 65535u);
                        uint l_3848_ = (l_1000_ & 65535u);
                        uint l_3849_ = (l_1000_ >> 16u);
                        uint l_3850_ = (l_3849_ & 65535u);
                        uint l_3851_ = (l_3845_ * l_3848_);
                        uint l_3852_ = (l_3847_ * l_3848_);
                        uint l_3853_ = (l_3845_ * l_3850_);
                        uint l_3854_ = (l_3847_ * l_3850_);
                        uint l_3855_ = (l_3851_ >> 16u);
                        uint l_3856_ = (l_3855_ & 65535u);
                        uint l_3857_ = (l_3852_ & 65535u);
                        uint l_3858_ = (l_3856_ + l_3857_);
                        uint l_3859_ = (l_3853_ & 65535u);
                        uint l_3860_ = (l_3858_ + l_3859_);
                        uint l_3861_ = (l_3852_ >> 16u);
                        uint l_3862_ = (l_3861_ & 65535u);
                        uint l_3863_ = (l_3854_ + l_3862_);
                        uint l_3864_ = (l_3853_ >> 16u);
                        uint l_3865_ = (l_3864_ & 65535u);
                        uint l_3866_ = (l_3863_ + l_3865_);
                        uint l_3867_ = (l_3860_ >> 16u);
                        uint l_3868_ = (l_3867_ & 65535u);
                        uint l_1380_ = (l_3866_ + l_3868_);
                        uint l_1381_ = (l_1380_ + l_1379_);
                        uint _e4998 = l_mut_428_;
                        uint l_3870_ = (_e4998 & 65535u);
                        uint _e5001 = l_mut_428_;
                        uint l_3871_ = (_e5001 >> 16u);
                        uint l_3872_ = (l_3871_ & 65535u);
                        uint l_3873_ = (l_1000_ & 65535u);
                        uint l_3874_ = (l_1000_ >> 16u);
                        uint l_3875_ = (l_3874_ & 65535u);
                        uint l_3876_ = (l_3870_ * l_3873_);
                        uint l_3877_ = (l_3872_ * l_3873_);
                        uint l_3878_ = (l_3870_ * l_3875_);
                        uint l_3879_ = (l_3872_ * l_3875_);
                        uint l_3880_ = (l_3876_ >> 16u);
                        uint l_3881_ = (l_3880_ & 65535u);
                        uint l_3882_ = (l_3877_ & 65535u);
                        uint l_3883_ = (l_3881_ + l_3882_);
                        uint l_3884_ = (l_3878_ & 65535u);
                        uint l_3885_ = (l_3883_ + l_3884_);
                        uint l_3886_ = (l_3877_ >> 16u);
                        uint l_3887_ = (l_3886_ & 65535u);
                        uint l_3888_ = (l_3879_ + l_3887_);
                        uint l_3889_ = (l_3878_ >> 16u);
                        uint l_3890_ = (l_3889_ & 65535u);
                        uint l_3891_ = (l_3888_ + l_3890_);
                        uint l_3892_ = (l_3885_ >> 16u);
                        uint l_3893_ = (l_3892_ & 65535u);
                        uint l_1382_ = (l_3891_ + l_3893_);
                        bool l_1383_ = (l_1381_ < l_1379_);
                        uint l_1384_ = uint(l_1383_);
                        uint l_1385_ = (l_1382_ + l_1384_);
                        l_mut_394_ = l_1378_;
                        bool l_1387_ = (0u > 0u);
                        if (l_1387_) {
                            uint l_1388_ = (l_1378_ >> 0u);
                            uint l_1389_ = (32u - 0u);
                            uint l_1390_ = (l_1381_ << l_1389_);
                            uint l_1391_ = (l_1388_ | l_1390_);
                            l_mut_394_ = l_1391_;
                        }
                        l_mut_382_ = l_1381_;
                        bool l_1392_ = (0u > 0u);
                        if (l_1392_) {
                            uint l_1393_ = (l_1381_ >> 0u);
                            uint l_1394_ = (32u - 0u);
                            uint l_1395_ = (l_1385_ << l_1394_);
                            uint l_1396_ = (l_1393_ | l_1395_);
                            l_mut_382_ = l_1396_;
                        }
                        uint _e5059 = l_mut_394_;
                        l_mut_275_ = _e5059;
                        uint _e5060 = l_mut_382_;
                        l_mut_394_ = _e5060;
                        if (true) {
                            l_mut_275_ = l_1385_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1381_;
                                bool l_1399_ = (0u > 0u);
                                if (l_1399_) {
                                    uint l_1400_ = (l_1381_ >> 0u);
                                    uint l_1401_ = (32u - 0u);
                                    uint l_1402_ = (l_1385_ << l_1401_);
                                    uint l_1403_ = (l_1400_ | l_1402_);
                                    l_mut_382_ = l_1403_;
                                }
                                uint l_1404_ = (l_1385_ >> 0u);
                                uint _e5072 = l_mut_382_;
                                l_mut_275_ = _e5072;
                                l_mut_394_ = l_1404_;
                            }
                        }
                        uint _e5073 = l_mut_388_;
                        uint l_1405_ = (_e5073 * l_1000_);
                        uint _e5075 = l_mut_421_;
                        uint l_1406_ = (_e5075 * l_1000_);
                        uint _e5077 = l_mut_388_;
                        uint l_3895_ = (_e5077 & 65535u);
                        uint _e5080 = l_mut_388_;
                        uint l_3896_ = (_e5080 >> 16u);
                        uint l_3897_ = (l_3896_ & 65535u);
                        uint l_3898_ = (l_1000_ & 65535u);
                        uint l_3899_ = (l_1000_ >> 16u);
                        uint l_3900_ = (l_3899_ & 65535u);
                        uint l_3901_ = (l_3895_ * l_3898_);
                        uint l_3902_ = (l_3897_ * l_3898_);
                        uint l_3903_ = (l_3895_ * l_3900_);
                        uint l_3904_ = (l_3897_ * l_3900_);
                        uint l_3905_ = (l_3901_ >> 16u);
                        uint l_3906_ = (l_3905_ & 65535u);
                        uint l_3907_ = (l_3902_ & 65535u);
                        uint l_3908_ = (l_3906_ + l_3907_);
                        uint l_3909_ = (l_3903_ & 65535u);
                        uint l_3910_ = (l_3908_ + l_3909_);
                        uint l_3911_ = (l_3902_ >> 16u);
                        uint l_3912_ = (l_3911_ & 65535u);
                        uint l_3913_ = (l_3904_ + l_3912_);
                        uint l_3914_ = (l_3903_ >> 16u);
                        uint l_3915_ = (l_3914_ & 65535u);
                        uint l_3916_ = (l_3913_ + l_3915_);
                        uint l_3917_ = (l_3910_ >> 16u);
                        uint l_3918_ = (l_3917_ & 65535u);
                        uint l_1407_ = (l_3916_ + l_3918_);
                        uint l_1408_ = (l_1407_ + l_1406_);
                        uint _e5121 = l_mut_421_;
                        uint l_3920_ = (_e5121 & 65535u);
                        uint _e5124 = l_mut_421_;
                        uint l_3921_ = (_e5124 >> 16u);
                        uint l_3922_ = (l_3921_ & 65535u);
                        uint l_3923_ = (l_1000_ & 65535u);
                        uint l_3924_ = (l_1000_ >> 16u);
                        uint l_3925_ = (l_3924_ & 65535u);
                        uint l_3926_ = (l_3920_ * l_3923_);
                        uint l_3927_ = (l_3922_ * l_3923_);
                        uint l_3928_ = (l_3920_ * l_3925_);
                        uint l_3929_ = (l_3922_ * l_3925_);
                        uint l_3930_ = (l_3926_ >> 16u);
                        uint l_3931_ = (l_3930_ & 65535u);
                        uint l_3932_ = (l_3927_ & 65535u);
                        uint l_3933_ = (l_3931_ + l_3932_);
                        uint l_3934_ = (l_3928_ & 65535u);
                        uint l_3935_ = (l_3933_ + l_3934_);
                        uint l_3936_ = (l_3927_ >> 16u);
                        uint l_3937_ = (l_3936_ & 65535u);
                        uint l_3938_ = (l_3929_ + l_3937_);
                        uint l_3939_ = (l_3928_ >> 16u);
                        uint l_3940_ = (l_3939_ & 65535u);
                        uint l_3941_ = (l_3938_ + l_3940_);
                        uint l_3942_ = (l_3935_ >> 16u);
                        uint l_3943_ = (l_3942_ & 65535u);
                        uint l_1409_ = (l_3941_ + l_3943_);
                        bool l_1410_ = (l_1408_ < l_1406_);
                        uint l_1411_ = uint(l_1410_);
                        uint l_1412_ = (l_1409_ + l_1411_);
                        l_mut_439_ = l_1405_;
                        bool l_1414_ = (0u > 0u);
                        if (l_1414_) {
                            uint l_1415_ = (l_1405_ >> 0u);
                            uint l_1416_ = (32u - 0u);
                            uint l_1417_ = (l_1408_ << l_1416_);
                            uint l_1418_ = (l_1415_ | l_1417_);
                            l_mut_439_ = l_1418_;
                        }
                        l_mut_428_ = l_1408_;
                        bool l_1419_ = (0u > 0u);
                        if (l_1419_) {
                            uint l_1420_ = (l_1408_ >> 0u);
                            uint l_1421_ = (32u - 0u);
                            uint l_1422_ = (l_1412_ << l_1421_);
                            uint l_1423_ = (l_1420_ | l_1422_);
                            l_mut_428_ = l_1423_;
                        }
                        uint _e5182 = l_mut_439_;
                        l_mut_382_ = _e5182;
                        uint _e5183 = l_mut_428_;
                        l_mut_439_ = _e5183;
                        if (false) {
                            l_mut_382_ = l_1412_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1408_;
                                bool l_1426_ = (0u > 0u);
                                if (l_1426_) {
                                    uint l_1427_ = (l_1408_ >> 0u);
                                    uint l_1428_ = (32u - 0u);
                                    uint l_1429_ = (l_1412_ << l_1428_);
                                    uint l_1430_ = (l_1427_ | l_1429_);
                                    l_mut_428_ = l_1430_;
                                }
                                uint l_1431_ = (l_1412_ >> 0u);
                                uint _e5195 = l_mut_428_;
                                l_mut_382_ = _e5195;
                                l_mut_439_ = l_1431_;
                            }
                        }
                        uint _e5196 = l_mut_388_;
                        uint l_1432_ = (_e5196 * l_1000_);
                        uint _e5198 = l_mut_421_;
                        uint l_1433_ = (_e5198 * l_1000_);
                        uint _e5200 = l_mut_388_;
                        uint l_3945_ = (_e5200 & 65535u);
                        uint _e5203 = l_mut_388_;
                        uint l_3946_ = (_e5203 >> 16u);
                        uint l_3947_ = (l_3946_ & 65535u);
                        uint l_3948_ = (l_1000_ & 65535u);
                        uint l_3949_ = (l_1000_ >> 16u);
                        uint l_3950_ = (l_3949_ & 65535u);
                        uint l_3951_ = (l_3945_ * l_3948_);
                        uint l_3952_ = (l_3947_ * l_3948_);
                        uint l_3953_ = (l_3945_ * l_3950_);
                        uint l_3954_ = (l_3947_ * l_3950_);
                        uint l_3955_ = (l_3951_ >> 16u);
                        uint l_3956_ = (l_3955_ & 65535u);
                        uint l_3957_ = (l_3952_ & 65535u);
                        uint l_3958_ = (l_3956_ + l_3957_);
                        uint l_3959_ = (l_3953_ & 65535u);
                        uint l_3960_ = (l_3958_ + l_3959_);
                        uint l_3961_ = (l_3952_ >> 16u);
                        uint l_3962_ = (l_3961_ & 65535u);
                        uint l_3963_ = (l_3954_ + l_3962_);
                        uint l_3964_ = (l_3953_ >> 16u);
                        uint l_3965_ = (l_3964_ & 65535u);
                        uint l_3966_ = (l_3963_ + l_3965_);
                        uint l_3967_ = (l_3960_ >> 16u);
                        uint l_3968_ = (l_3967_ & 65535u);
                        uint l_1434_ = (l_3966_ + l_3968_);
                        uint l_1435_ = (l_1434_ + l_1433_);
                        uint _e5244 = l_mut_421_;
                        uint l_3970_ = (_e5244 & 65535u);
                        uint _e5247 = l_mut_421_;
                        uint l_3971_ = (_e5247 >> 16u);
                        uint l_3972_ = (l_3971_ & 65535u);
                        uint l_3973_ = (l_1000_ & 65535u);
                        uint l_3974_ = (l_1000_ >> 16u);
                        uint l_3975_ = (l_3974_ & 65535u);
                        uint l_3976_ = (l_3970_ * l_3973_);
                        uint l_3977_ = (l_3972_ * l_3973_);
                        uint l_3978_ = (l_3970_ * l_3975_);
                        uint l_3979_ = (l_3972_ * l_3975_);
                        uint l_3980_ = (l_3976_ >> 16u);
                        uint l_3981_ = (l_3980_ & 65535u);
                        uint l_3982_ = (l_3977_ & 65535u);
                        uint l_3983_ = (l_3981_ + l_3982_);
                        uint l_3984_ = (l_3978_ & 65535u);
                        uint l_3985_ = (l_3983_ + l_3984_);
                        uint l_3986_ = (l_3977_ >> 16u);
                        uint l_3987_ = (l_3986_ & 65535u);
                        uint l_3988_ = (l_3979_ + l_3987_);
                        uint l_3989_ = (l_3978_ >> 16u);
                        uint l_3990_ = (l_3989_ & 65535u);
                        uint l_3991_ = (l_3988_ + l_3990_);
                        uint l_3992_ = (l_3985_ >> 16u);
                        uint l_3993_ = (l_3992_ & 65535u);
                        uint l_1436_ = (l_3991_ + l_3993_);
                        bool l_1437_ = (l_1435_ < l_1433_);
                        uint l_1438_ = uint(l_1437_);
                        uint l_1439_ = (l_1436_ + l_1438_);
                        l_mut_428_ = l_1432_;
                        bool l_1441_ = (0u > 0u);
                        if (l_1441_) {
                            uint l_1442_ = (l_1432_ >> 0u);
                            uint l_1443_ = (32u - 0u);
                            uint l_1444_ = (l_1435_ << l_1443_);
                            uint l_1445_ = (l_1442_ | l_1444_);
                            l_mut_428_ = l_1445_;
                        }
                        l_mut_269_ = l_1435_;
                        bool l_1446_ = (0u > 0u);
                        if (l_1446_) {
                            uint l_1447_ = (l_1435_ >> 0u);
                            uint l_1448_ = (32u - 0u);
                            uint l_1449_ = (l_1439_ << l_1448_);
                            uint l_1450_ = (l_1447_ | l_1449_);
                            l_mut_269_ = l_1450_;
                        }
                        uint _e5305 = l_mut_428_;
                        l_mut_219_ = _e5305;
                        uint _e5306 = l_mut_269_;
                        l_mut_428_ = _e5306;
                        if (true) {
                            l_mut_219_ = l_1439_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1435_;
                                bool l_1453_ = (0u > 0u);
                                if (l_1453_) {
                                    uint l_1454_ = (l_1435_ >> 0u);
                                    uint l_1455_ = (32u - 0u);
                                    uint l_1456_ = (l_1439_ << l_1455_);
                                    uint l_1457_ = (l_1454_ | l_1456_);
                                    l_mut_269_ = l_1457_;
                                }
                                uint l_1458_ = (l_1439_ >> 0u);
                                uint _e5318 = l_mut_269_;
                                l_mut_219_ = _e5318;
                                l_mut_428_ = l_1458_;
                            }
                        }
                        uint _e5319 = l_mut_275_;
                        uint l_1459_ = (_e5319 * l_1000_);
                        uint _e5321 = l_mut_275_;
                        uint l_3995_ = (_e5321 & 65535u);
                        uint _e5324 = l_mut_275_;
                        uint l_3996_ = (_e5324 >> 16u);
                        uint l_3997_ = (l_3996_ & 65535u);
                        uint l_3998_ = (l_1000_ & 65535u);
                        uint l_3999_ = (l_1000_ >> 16u);
                        uint l_4000_ = (l_3999_ & 65535u);
                        uint l_4001_ = (l_3995_ * l_3998_);
                        uint l_4002_ = (l_3997_ * l_3998_);
                        uint l_4003_ = (l_3995_ * l_4000_);
                        uint l_4004_ = (l_3997_ * l_4000_);
                        uint l_4005_ = (l_4001_ >> 16u);
                        uint l_4006_ = (l_4005_ & 65535u);
                        uint l_4007_ = (l_4002_ & 65535u);
                        uint l_4008_ = (l_4006_ + l_4007_);
                        uint l_4009_ = (l_4003_ & 65535u);
                        uint l_4010_ = (l_4008_ + l_4009_);
                        uint l_4011_ = (l_4002_ >> 16u);
                        uint l_4012_ = (l_4011_ & 65535u);
                        uint l_4013_ = (l_4004_ + l_4012_);
                        uint l_4014_ = (l_4003_ >> 16u);
                        uint l_4015_ = (l_4014_ & 65535u);
                        uint l_4016_ = (l_4013_ + l_4015_);
                        uint l_4017_ = (l_4010_ >> 16u);
                        uint l_4018_ = (l_4017_ & 65535u);
                        uint l_1460_ = (l_4016_ + l_4018_);
                        uint _e5364 = l_mut_394_;
                        uint l_1461_ = (_e5364 * l_1000_);
                        uint l_1462_ = (l_1460_ + l_1461_);
                        uint _e5367 = l_mut_219_;
                        uint l_1463_ = (_e5367 + l_1459_);
                        uint _e5369 = l_mut_428_;
                        uint l_1464_ = (_e5369 + l_1462_);
                        uint _e5371 = l_mut_219_;
                        bool l_1465_ = (l_1463_ < _e5371);
                        uint l_1466_ = uint(l_1465_);
                        uint l_1467_ = (l_1464_ + l_1466_);
                        uint _e5375 = l_mut_382_;
                        l_mut_441_ = _e5375;
                        uint _e5376 = l_mut_439_;
                        l_mut_440_ = _e5376;
                        bool l_1468_ = (l_1302_ == 64u);
                        if (l_1468_) {
                            l_mut_441_ = l_1463_;
                            l_mut_440_ = l_1467_;
                        } else {
                            bool l_1469_ = (l_1302_ > 0u);
                            if (l_1469_) {
                                uint l_1470_ = (64u - l_1302_);
                                l_mut_428_ = l_1463_;
                                l_mut_421_ = l_1467_;
                                bool l_1471_ = (l_1470_ >= 32u);
                                if (l_1471_) {
                                    uint l_1472_ = (l_1470_ & 31u);
                                    uint l_1473_ = (l_1463_ << l_1472_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1473_;
                                } else {
                                    bool l_1474_ = (l_1470_ > 0u);
                                    if (l_1474_) {
                                        uint l_1475_ = (l_1463_ << l_1470_);
                                        uint l_1476_ = (l_1467_ << l_1470_);
                                        uint l_1477_ = (32u - l_1470_);
                                        uint l_1478_ = (l_1463_ >> l_1477_);
                                        uint l_1479_ = (l_1476_ | l_1478_);
                                        l_mut_428_ = l_1475_;
                                        l_mut_421_ = l_1479_;
                                    }
                                }
                                uint _e5397 = l_mut_382_;
                                l_mut_394_ = _e5397;
                                uint _e5398 = l_mut_439_;
                                l_mut_388_ = _e5398;
                                bool l_1480_ = (l_1302_ >= 32u);
                                if (l_1480_) {
                                    uint l_1481_ = (l_1302_ & 31u);
                                    uint _e5403 = l_mut_439_;
                                    uint l_1482_ = (_e5403 >> l_1481_);
                                    l_mut_394_ = l_1482_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1483_ = (l_1302_ > 0u);
                                    if (l_1483_) {
                                        uint _e5408 = l_mut_382_;
                                        l_mut_275_ = _e5408;
                                        bool l_1484_ = (l_1302_ > 0u);
                                        if (l_1484_) {
                                            uint _e5411 = l_mut_382_;
                                            uint l_1485_ = (_e5411 >> l_1302_);
                                            uint l_1486_ = (32u - l_1302_);
                                            uint _e5415 = l_mut_439_;
                                            uint l_1487_ = (_e5415 << l_1486_);
                                            uint l_1488_ = (l_1485_ | l_1487_);
                                            l_mut_275_ = l_1488_;
                                        }
                                        uint _e5418 = l_mut_439_;
                                        uint l_1489_ = (_e5418 >> l_1302_);
                                        uint _e5420 = l_mut_275_;
                                        l_mut_394_ = _e5420;
                                        l_mut_388_ = l_1489_;
                                    }
                                }
                                uint _e5421 = l_mut_428_;
                                uint _e5422 = l_mut_394_;
                                uint l_1490_ = (_e5421 + _e5422);
                                uint _e5424 = l_mut_421_;
                                uint _e5425 = l_mut_388_;
                                uint l_1491_ = (_e5424 + _e5425);
                                uint _e5427 = l_mut_428_;
                                bool l_1492_ = (l_1490_ < _e5427);
                                uint l_1493_ = uint(l_1492_);
                                uint l_1494_ = (l_1491_ + l_1493_);
                                l_mut_441_ = l_1490_;
                                l_mut_440_ = l_1494_;
                            }
                        }
                        if (l_1345_) {
                            uint _e5432 = l_mut_441_;
                            uint l_1495_ = (0u - _e5432);
                            uint _e5435 = l_mut_440_;
                            uint l_1496_ = (0u - _e5435);
                            uint _e5438 = l_mut_441_;
                            bool l_1497_ = (0u < _e5438);
                            uint l_1498_ = uint(l_1497_);
                            uint l_1499_ = (l_1496_ - l_1498_);
                            l_mut_441_ = l_1495_;
                            l_mut_440_ = l_1499_;
                        }
                    }
                    uint _e5442 = l_mut_441_;
                    uint l_1500_ = (l_1253_ - _e5442);
                    uint _e5444 = l_mut_440_;
                    uint l_1501_ = (l_1257_ - _e5444);
                    uint _e5446 = l_mut_441_;
                    bool l_1502_ = (l_1253_ < _e5446);
                    uint l_1503_ = uint(l_1502_);
                    uint l_1504_ = (l_1501_ - l_1503_);
                    uint l_1505_ = (l_1500_ + l_19_);
                    uint l_1506_ = (l_1504_ + l_22_);
                    bool l_1507_ = (l_1505_ < l_1500_);
                    uint l_1508_ = uint(l_1507_);
                    uint l_1509_ = (l_1506_ + l_1508_);
                    uint l_1510_ = (0u - l_1297_);
                    uint l_1511_ = (0u - l_1301_);
                    bool l_1512_ = (0u < l_1297_);
                    uint l_1513_ = uint(l_1512_);
                    uint l_1514_ = (l_1511_ - l_1513_);
                    uint l_1515_ = (l_19_ + l_19_);
                    uint l_1516_ = (l_22_ + l_22_);
                    bool l_1517_ = (l_1515_ < l_19_);
                    uint l_1518_ = uint(l_1517_);
                    uint l_1519_ = (l_1516_ + l_1518_);
                    l_mut_441_ = l_1510_;
                    l_mut_440_ = l_1514_;
                    uint l_1520_ = (0u - l_1510_);
                    uint l_1521_ = (0u - l_1514_);
                    bool l_1522_ = (0u < l_1510_);
                    uint l_1523_ = uint(l_1522_);
                    uint l_1524_ = (l_1521_ - l_1523_);
                    l_mut_439_ = l_1520_;
                    l_mut_428_ = l_1524_;
                    l_mut_421_ = l_1505_;
                    l_mut_394_ = l_1509_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_645_ = false;
                    uint _e5479 = l_mut_394_;
                    bool l_1525_ = (_e5479 < l_1519_);
                    uint _e5481 = l_mut_394_;
                    bool l_1526_ = (_e5481 == l_1519_);
                    uint _e5483 = l_mut_421_;
                    bool l_1527_ = (_e5483 < l_1515_);
                    if (l_1526_) {
                        local_83 = l_1527_;
                    } else {
                        local_83 = false;
                    }
                    bool l_1528_ = local_83;
                    if (!(l_1525_)) {
                        local_84 = l_1528_;
                    } else {
                        local_84 = true;
                    }
                    bool l_1529_ = local_84;
                    bool l_1530_ = !(l_1529_);
                    l_mut_628_ = l_1530_;
                    uint l_1531_ = (l_1510_ | l_1514_);
                    bool l_1532_ = (l_1531_ == 0u);
                    if (l_1532_) {
                        bool _e5498 = l_mut_628_;
                        l_mut_645_ = _e5498;
                        l_mut_628_ = false;
                    }
                    bool _e5500 = l_mut_628_;
                    if (_e5500) {
                        uint l_1533_ = (l_1514_ >> 31u);
                        bool l_1534_ = (l_1533_ == 1u);
                        l_mut_275_ = l_1510_;
                        l_mut_269_ = l_1514_;
                        if (l_1534_) {
                            uint l_1535_ = (0u - l_1510_);
                            uint l_1536_ = (0u - l_1514_);
                            bool l_1537_ = (0u < l_1510_);
                            uint l_1538_ = uint(l_1537_);
                            uint l_1539_ = (l_1536_ - l_1538_);
                            l_mut_275_ = l_1535_;
                            l_mut_269_ = l_1539_;
                        }
                        uint l_1540_ = (l_1000_ - 1u);
                        uint _e5515 = l_mut_275_;
                        uint l_1541_ = (_e5515 * l_1540_);
                        uint _e5517 = l_mut_275_;
                        uint l_4020_ = (_e5517 & 65535u);
                        uint _e5520 = l_mut_275_;
                        uint l_4021_ = (_e5520 >> 16u);
                        uint l_4022_ = (l_4021_ & 65535u);
                        uint l_4023_ = (l_1540_ & 65535u);
                        uint l_4024_ = (l_1540_ >> 16u);
                        uint l_4025_ = (l_4024_ & 65535u);
                        uint l_4026_ = (l_4020_ * l_4023_);
                        uint l_4027_ = (l_4022_ * l_4023_);
                        uint l_4028_ = (l_4020_ * l_4025_);
                        uint l_4029_ = (l_4022_ * l_4025_);
                        uint l_4030_ = (l_4026_ >> 16u);
                        uint l_4031_ = (l_4030_ & 65535u);
                        uint l_4032_ = (l_4027_ & 65535u);
                        uint l_4033_ = (l_4031_ + l_4032_);
                        uint l_4034_ = (l_4028_ & 65535u);
                        uint l_4035_ = (l_4033_ + l_4034_);
                        uint l_4036_ = (l_4027_ >> 16u);
                        uint l_4037_ = (l_4036_ & 65535u);
                        uint l_4038_ = (l_4029_ + l_4037_);
                        uint l_4039_ = (l_4028_ >> 16u);
                        uint l_4040_ = (l_4039_ & 65535u);
                        uint l_4041_ = (l_4038_ + l_4040_);
                        uint l_4042_ = (l_4035_ >> 16u);
                        uint l_4043_ = (l_4042_ & 65535u);
                        uint l_1542_ = (l_4041_ + l_4043_);
                        uint _e5560 = l_mut_269_;
                        uint l_1543_ = (_e5560 * l_1540_);
                        uint l_1544_ = (l_1542_ + l_1543_);
                        l_mut_219_ = 0u;
                        uint l_1545_ = (l_1000_ - 1u);
                        uint _e5566 = l_mut_275_;
                        uint l_1546_ = (_e5566 * l_1545_);
                        uint _e5568 = l_mut_269_;
                        uint l_1547_ = (_e5568 * l_1545_);
                        uint _e5570 = l_mut_275_;
                        uint l_4045_ = (_e5570 & 65535u);
                        uint _e5573 = l_mut_275_;
                        uint l_4046_ = (_e5573 >> 16u);
                        uint l_4047_ = (l_4046_ & 65535u);
                        uint l_4048_ = (l_1545_ & 65535u);
                        uint l_4049_ = (l_1545_ >> 16u);
                        uint l_4050_ = (l_4049_ & 65535u);
                        uint l_4051_ = (l_4045_ * l_4048_);
                        uint l_4052_ = (l_4047_ * l_4048_);
                        uint l_4053_ = (l_4045_ * l_4050_);
                        uint l_4054_ = (l_4047_ * l_4050_);
                        uint l_4055_ = (l_4051_ >> 16u);
                        uint l_4056_ = (l_4055_ & 65535u);
                        uint l_4057_ = (l_4052_ & 65535u);
                        uint l_4058_ = (l_4056_ + l_4057_);
                        uint l_4059_ = (l_4053_ & 65535u);
                        uint l_4060_ = (l_4058_ + l_4059_);
                        uint l_4061_ = (l_4052_ >> 16u);
                        uint l_4062_ = (l_4061_ & 65535u);
                        uint l_4063_ = (l_4054_ + l_4062_);
                        uint l_4064_ = (l_4053_ >> 16u);
                        uint l_4065_ = (l_4064_ & 65535u);
                        uint l_4066_ = (l_4063_ + l_4065_);
                        uint l_4067_ = (l_4060_ >> 16u);
                        uint l_4068_ = (l_4067_ & 65535u);
                        uint l_1548_ = (l_4066_ + l_4068_);
                        uint l_1549_ = (l_1548_ + l_1547_);
                        uint _e5614 = l_mut_269_;
                        uint l_4070_ = (_e5614 & 65535u);
                        uint _e5617 = l_mut_269_;
                        uint l_4071_ = (_e5617 >> 16u);
                        uint l_4072_ = (l_4071_ & 65535u);
                        uint l_4073_ = (l_1545_ & 65535u);
                        uint l_4074_ = (l_1545_ >> 16u);
                        uint l_4075_ = (l_4074_ & 65535u);
                        uint l_4076_ = (l_4070_ * l_4073_);
                        uint l_4077_ = (l_4072_ * l_4073_);
                        uint l_4078_ = (l_4070_ * l_4075_);
                        uint l_4079_ = (l_4072_ * l_4075_);
                        uint l_4080_ = (l_4076_ >> 16u);
                        uint l_4081_ = (l_4080_ & 65535u);
                        uint l_4082_ = (l_4077_ & 65535u);
                        uint l_4083_ = (l_4081_ + l_4082_);
                        uint l_4084_ = (l_4078_ & 65535u);
                        uint l_4085_ = (l_4083_ + l_4084_);
                        uint l_4086_ = (l_4077_ >> 16u);
                        uint l_4087_ = (l_4086_ & 65535u);
                        uint l_4088_ = (l_4079_ + l_4087_);
                        uint l_4089_ = (l_4078_ >> 16u);
                        uint l_4090_ = (l_4089_ & 65535u);
                        uint l_4091_ = (l_4088_ + l_4090_);
                        uint l_4092_ = (l_4085_ >> 16u);
                        uint l_4093_ = (l_4092_ & 65535u);
                        uint l_1550_ = (l_4091_ + l_4093_);
                        bool l_1551_ = (l_1549_ < l_1547_);
                        uint l_1552_ = uint(l_1551_);
                        uint l_1553_ = (l_1550_ + l_1552_);
                        l_mut_213_ = l_1546_;
                        bool l_1555_ = (0u > 0u);
                        if (l_1555_) {
                            uint l_1556_ = (l_1546_ >> 0u);
                            uint l_1557_ = (32u - 0u);
                            uint l_1558_ = (l_1549_ << l_1557_);
                            uint l_1559_ = (l_1556_ | l_1558_);
                            l_mut_213_ = l_1559_;
                        }
                        l_mut_151_ = l_1549_;
                        bool l_1560_ = (0u > 0u);
                        if (l_1560_) {
                            uint l_1561_ = (l_1549_ >> 0u);
                            uint l_1562_ = (32u - 0u);
                            uint l_1563_ = (l_1553_ << l_1562_);
                            uint l_1564_ = (l_1561_ | l_1563_);
                            l_mut_151_ = l_1564_;
                        }
                        uint _e5675 = l_mut_213_;
                        l_mut_145_ = _e5675;
                        uint _e5676 = l_mut_151_;
                        l_mut_213_ = _e5676;
                        if (true) {
                            l_mut_145_ = l_1553_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1549_;
                                bool l_1567_ = (0u > 0u);
                                if (l_1567_) {
                                    uint l_1568_ = (l_1549_ >> 0u);
                                    uint l_1569_ = (32u - 0u);
                                    uint l_1570_ = (l_1553_ << l_1569_);
                                    uint l_1571_ = (l_1568_ | l_1570_);
                                    l_mut_151_ = l_1571_;
                                }
                                uint l_1572_ = (l_1553_ >> 0u);
                                uint _e5688 = l_mut_151_;
                                l_mut_145_ = _e5688;
                                l_mut_213_ = l_1572_;
                            }
                        }
                        uint _e5689 = l_mut_145_;
                        uint _e5690 = l_mut_213_;
                        uint l_1573_ = (_e5689 | _e5690);
                        bool l_1574_ = (l_1573_ == 0u);
                        if (l_1574_) {
                            l_mut_213_ = l_1505_;
                            l_mut_151_ = l_1509_;
                            if (l_1534_) {
                                uint l_1575_ = (0u - l_1505_);
                                uint l_1576_ = (0u - l_1509_);
                                bool l_1577_ = (0u < l_1505_);
                                uint l_1578_ = uint(l_1577_);
                                uint l_1579_ = (l_1576_ - l_1578_);
                                uint l_1580_ = (l_1505_ | l_1509_);
                                bool l_1581_ = (l_1580_ == 0u);
                                bool l_1582_ = !(l_1581_);
                                bool l_1583_ = (l_1544_ < l_1579_);
                                bool l_1584_ = (l_1544_ == l_1579_);
                                bool l_1585_ = (l_1541_ < l_1575_);
                                if (l_1584_) {
                                    local_85 = l_1585_;
                                } else {
                                    local_85 = false;
                                }
                                bool l_1586_ = local_85;
                                if (!(l_1583_)) {
                                    local_86 = l_1586_;
                                } else {
                                    local_86 = true;
                                }
                                bool l_1587_ = local_86;
                                bool l_1588_ = !(l_1587_);
                                if (l_1582_) {
                                    local_87 = l_1588_;
                                } else {
                                    local_87 = false;
                                }
                                bool l_1589_ = local_87;
                                if (l_1589_) {
                                    uint l_1590_ = (l_1000_ - 1u);
                                    l_mut_145_ = l_1575_;
                                    l_mut_102_ = l_1579_;
                                    uint _e5725 = l_mut_269_;
                                    bool l_1591_ = (l_1579_ < _e5725);
                                    uint _e5727 = l_mut_269_;
                                    bool l_1592_ = (l_1579_ == _e5727);
                                    uint _e5729 = l_mut_275_;
                                    bool l_1593_ = (l_1575_ < _e5729);
                                    if (l_1592_) {
                                        local_88 = l_1593_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1594_ = local_88;
                                    if (!(l_1591_)) {
                                        local_89 = l_1594_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1595_ = local_89;
                                    bool l_1596_ = !(l_1595_);
                                    if (l_1596_) {
                                        l_mut_96_ = 0u;
                                        uint _e5742 = l_mut_269_;
                                        bool l_1597_ = (_e5742 < l_1579_);
                                        uint _e5744 = l_mut_269_;
                                        bool l_1598_ = (_e5744 == l_1579_);
                                        uint _e5746 = l_mut_275_;
                                        bool l_1599_ = (_e5746 < l_1575_);
                                        if (l_1598_) {
                                            local_90 = l_1599_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1600_ = local_90;
                                        if (!(l_1597_)) {
                                            local_91 = l_1600_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1601_ = local_91;
                                        if (l_1601_) {
                                            uint l_1602_ = (l_1575_ - 1u);
                                            uint l_1603_ = (l_1579_ - 0u);
                                            bool l_1604_ = (l_1575_ < 1u);
                                            uint l_1605_ = uint(l_1604_);
                                            uint l_1606_ = (l_1603_ - l_1605_);
                                            l_mut_90_ = l_1602_;
                                            l_mut_75_ = l_1606_;
                                            l_mut_40_ = 0u;
                                            l_mut_1607_ = 0u;
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (!loop_init_7) {
                                                    uint _e5853 = l_mut_1607_;
                                                    l_mut_1607_ = (_e5853 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e5768 = l_mut_1607_;
                                                if ((_e5768 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5772 = l_mut_1607_;
                                                    uint l_1608_ = (19u - _e5772);
                                                    uint _e5774 = l_mut_90_;
                                                    l_mut_1609_ = _e5774;
                                                    uint _e5775 = l_mut_75_;
                                                    l_mut_1610_ = _e5775;
                                                    bool l_1611_ = (l_1608_ >= 32u);
                                                    if (l_1611_) {
                                                        uint l_1612_ = (l_1608_ & 31u);
                                                        uint _e5780 = l_mut_75_;
                                                        uint l_1613_ = (_e5780 >> l_1612_);
                                                        l_mut_1609_ = l_1613_;
                                                        l_mut_1610_ = 0u;
                                                    } else {
                                                        bool l_1614_ = (l_1608_ > 0u);
                                                        if (l_1614_) {
                                                            uint _e5785 = l_mut_90_;
                                                            l_mut_1615_ = _e5785;
                                                            bool l_1616_ = (l_1608_ > 0u);
                                                            if (l_1616_) {
                                                                uint _e5788 = l_mut_90_;
                                                                uint l_1617_ = (_e5788 >> l_1608_);
                                                                uint l_1618_ = (32u - l_1608_);
                                                                uint _e5792 = l_mut_75_;
                                                                uint l_1619_ = (_e5792 << l_1618_);
                                                                uint l_1620_ = (l_1617_ | l_1619_);
                                                                l_mut_1615_ = l_1620_;
                                                            }
                                                            uint _e5795 = l_mut_75_;
                                                            uint l_1621_ = (_e5795 >> l_1608_);
                                                            uint _e5797 = l_mut_1615_;
                                                            l_mut_1609_ = _e5797;
                                                            l_mut_1610_ = l_1621_;
                                                        }
                                                    }
                                                    uint _e5798 = l_mut_1610_;
                                                    uint _e5799 = l_mut_269_;
                                                    bool l_1622_ = (_e5798 < _e5799);
                                                    uint _e5801 = l_mut_1610_;
                                                    uint _e5802 = l_mut_269_;
                                                    bool l_1623_ = (_e5801 == _e5802);
                                                    uint _e5804 = l_mut_1609_;
                                                    uint _e5805 = l_mut_275_;
                                                    bool l_1624_ = (_e5804 < _e5805);
                                                    if (l_1623_) {
                                                        local_92 = l_1624_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1625_ = local_92;
                                                    if (!(l_1622_)) {
                                                        local_93 = l_1625_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1626_ = local_93;
                                                    bool l_1627_ = !(l_1626_);
                                                    if (l_1627_) {
                                                        uint _e5817 = l_mut_275_;
                                                        l_mut_1615_ = _e5817;
                                                        uint _e5818 = l_mut_269_;
                                                        l_mut_1610_ = _e5818;
                                                        bool l_1628_ = (l_1608_ >= 32u);
                                                        if (l_1628_) {
                                                            uint l_1629_ = (l_1608_ & 31u);
                                                            uint _e5823 = l_mut_275_;
                                                            uint l_1630_ = (_e5823 << l_1629_);
                                                            l_mut_1615_ = 0u;
                                                            l_mut_1610_ = l_1630_;
                                                        } else {
                                                            bool l_1631_ = (l_1608_ > 0u);
                                                            if (l_1631_) {
                                                                uint _e5828 = l_mut_275_;
                                                                uint l_1632_ = (_e5828 << l_1608_);
                                                                uint _e5830 = l_mut_269_;
                                                                uint l_1633_ = (_e5830 << l_1608_);
                                                                uint l_1634_ = (32u - l_1608_);
                                                                uint _e5834 = l_mut_275_;
                                                                uint l_1635_ = (_e5834 >> l_1634_);
                                                                uint l_1636_ = (l_1633_ | l_1635_);
                                                                l_mut_1615_ = l_1632_;
                                                                l_mut_1610_ = l_1636_;
                                                            }
                                                        }
                                                        uint _e5837 = l_mut_90_;
                                                        uint _e5838 = l_mut_1615_;
                                                        uint l_1637_ = (_e5837 - _e5838);
                                                        uint _e5840 = l_mut_75_;
                                                        uint _e5841 = l_mut_1610_;
                                                        uint l_1638_ = (_e5840 - _e5841);
                                                        uint _e5843 = l_mut_90_;
                                                        uint _e5844 = l_mut_1615_;
                                                        bool l_1639_ = (_e5843 < _e5844);
                                                        uint l_1640_ = uint(l_1639_);
                                                        uint l_1641_ = (l_1638_ - l_1640_);
                                                        l_mut_90_ = l_1637_;
                                                        l_mut_75_ = l_1641_;
                                                        uint l_1642_ = (1u << l_1608_);
                                                        uint _e5850 = l_mut_40_;
                                                        l_mut_40_ = (_e5850 | l_1642_);
                                                    }
                                                }
                                            }
                                            uint _e5855 = l_mut_40_;
                                            uint l_1643_ = min(_e5855, l_1590_);
                                            l_mut_1615_ = l_1643_;
                                            uint _e5857 = l_mut_75_;
                                            uint _e5858 = l_mut_269_;
                                            bool l_1644_ = (_e5857 < _e5858);
                                            uint _e5860 = l_mut_75_;
                                            uint _e5861 = l_mut_269_;
                                            bool l_1645_ = (_e5860 == _e5861);
                                            uint _e5863 = l_mut_90_;
                                            uint _e5864 = l_mut_275_;
                                            bool l_1646_ = (_e5863 < _e5864);
                                            if (l_1645_) {
                                                local_94 = l_1646_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1647_ = local_94;
                                            if (!(l_1644_)) {
                                                local_95 = l_1647_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1648_ = local_95;
                                            bool l_1649_ = !(l_1648_);
                                            if (l_1649_) {
                                                l_mut_1615_ = l_1590_;
                                            }
                                            uint _e5876 = l_mut_1615_;
                                            l_mut_96_ = _e5876;
                                        }
                                        uint _e5877 = l_mut_275_;
                                        uint _e5878 = l_mut_96_;
                                        uint l_1650_ = (_e5877 * _e5878);
                                        uint _e5880 = l_mut_275_;
                                        uint l_4095_ = (_e5880 & 65535u);
                                        uint _e5883 = l_mut_275_;
                                        uint l_4096_ = (_e5883 >> 16u);
                                        uint l_4097_ = (l_4096_ & 65535u);
                                        uint _e5888 = l_mut_96_;
                                        uint l_4098_ = (_e5888 & 65535u);
                                        uint _e5891 = l_mut_96_;
                                        uint l_4099_ = (_e5891 >> 16u);
                                        uint l_4100_ = (l_4099_ & 65535u);
                                        uint l_4101_ = (l_4095_ * l_4098_);
                                        uint l_4102_ = (l_4097_ * l_4098_);
                                        uint l_4103_ = (l_4095_ * l_4100_);
                                        uint l_4104_ = (l_4097_ * l_4100_);
                                        uint l_4105_ = (l_4101_ >> 16u);
                                        uint l_4106_ = (l_4105_ & 65535u);
                                        uint l_4107_ = (l_4102_ & 65535u);
                                        uint l_4108_ = (l_4106_ + l_4107_);
                                        uint l_4109_ = (l_4103_ & 65535u);
                                        uint l_4110_ = (l_4108_ + l_4109_);
                                        uint l_4111_ = (l_4102_ >> 16u);
                                        uint l_4112_ = (l_4111_ & 65535u);
                                        uint l_4113_ = (l_4104_ + l_4112_);
                                        uint l_4114_ = (l_4103_ >> 16u);
                                        uint l_4115_ = (l_4114_ & 65535u);
                                        uint l_4116_ = (l_4113_ + l_4115_);
                                        uint l_4117_ = (l_4110_ >> 16u);
                                        uint l_4118_ = (l_4117_ & 65535u);
                                        uint l_1651_ = (l_4116_ + l_4118_);
                                        uint _e5925 = l_mut_269_;
                                        uint _e5926 = l_mut_96_;
                                        uint l_1652_ = (_e5925 * _e5926);
                                        uint l_1653_ = (l_1651_ + l_1652_);
                                        uint l_1654_ = (l_1575_ - l_1650_);
                                        uint l_1655_ = (l_1579_ - l_1653_);
                                        bool l_1656_ = (l_1575_ < l_1650_);
                                        uint l_1657_ = uint(l_1656_);
                                        uint l_1658_ = (l_1655_ - l_1657_);
                                        l_mut_145_ = l_1654_;
                                        l_mut_102_ = l_1658_;
                                        uint _e5934 = l_mut_102_;
                                        uint _e5935 = l_mut_269_;
                                        bool l_1659_ = (_e5934 < _e5935);
                                        uint _e5937 = l_mut_102_;
                                        uint _e5938 = l_mut_269_;
                                        bool l_1660_ = (_e5937 == _e5938);
                                        uint _e5940 = l_mut_145_;
                                        uint _e5941 = l_mut_275_;
                                        bool l_1661_ = (_e5940 < _e5941);
                                        if (l_1660_) {
                                            local_96 = l_1661_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1662_ = local_96;
                                        if (!(l_1659_)) {
                                            local_97 = l_1662_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1663_ = local_97;
                                        bool l_1664_ = !(l_1663_);
                                        if (l_1664_) {
                                            uint _e5953 = l_mut_145_;
                                            uint _e5954 = l_mut_275_;
                                            uint l_1665_ = (_e5953 - _e5954);
                                            uint _e5956 = l_mut_102_;
                                            uint _e5957 = l_mut_269_;
                                            uint l_1666_ = (_e5956 - _e5957);
                                            uint _e5959 = l_mut_145_;
                                            uint _e5960 = l_mut_275_;
                                            bool l_1667_ = (_e5959 < _e5960);
                                            uint l_1668_ = uint(l_1667_);
                                            uint l_1669_ = (l_1666_ - l_1668_);
                                            l_mut_145_ = l_1665_;
                                            l_mut_102_ = l_1669_;
                                        }
                                    }
                                    uint _e5964 = l_mut_275_;
                                    uint _e5965 = l_mut_145_;
                                    uint l_1670_ = (_e5964 - _e5965);
                                    uint _e5967 = l_mut_269_;
                                    uint _e5968 = l_mut_102_;
                                    uint l_1671_ = (_e5967 - _e5968);
                                    uint _e5970 = l_mut_275_;
                                    uint _e5971 = l_mut_145_;
                                    bool l_1672_ = (_e5970 < _e5971);
                                    uint l_1673_ = uint(l_1672_);
                                    uint l_1674_ = (l_1671_ - l_1673_);
                                    l_mut_1615_ = l_1670_;
                                    l_mut_1610_ = l_1674_;
                                    uint _e5975 = l_mut_269_;
                                    bool l_1675_ = (l_1674_ < _e5975);
                                    uint _e5977 = l_mut_269_;
                                    bool l_1676_ = (l_1674_ == _e5977);
                                    uint _e5979 = l_mut_275_;
                                    bool l_1677_ = (l_1670_ < _e5979);
                                    if (l_1676_) {
                                        local_98 = l_1677_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1678_ = local_98;
                                    if (!(l_1675_)) {
                                        local_99 = l_1678_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1679_ = local_99;
                                    bool l_1680_ = !(l_1679_);
                                    if (l_1680_) {
                                        uint _e5991 = l_mut_275_;
                                        uint l_1681_ = (l_1670_ - _e5991);
                                        uint _e5993 = l_mut_269_;
                                        uint l_1682_ = (l_1674_ - _e5993);
                                        uint _e5995 = l_mut_275_;
                                        bool l_1683_ = (l_1670_ < _e5995);
                                        uint l_1684_ = uint(l_1683_);
                                        uint l_1685_ = (l_1682_ - l_1684_);
                                        l_mut_1615_ = l_1681_;
                                        l_mut_1610_ = l_1685_;
                                    }
                                    uint _e5999 = l_mut_1610_;
                                    uint _e6000 = l_mut_151_;
                                    bool l_1686_ = (_e5999 < _e6000);
                                    uint _e6002 = l_mut_1610_;
                                    uint _e6003 = l_mut_151_;
                                    bool l_1687_ = (_e6002 == _e6003);
                                    uint _e6005 = l_mut_1615_;
                                    uint _e6006 = l_mut_213_;
                                    bool l_1688_ = (_e6005 < _e6006);
                                    if (l_1687_) {
                                        local_100 = l_1688_;
                                    } else {
                                        local_100 = false;
                                    }
                                    bool l_1689_ = local_100;
                                    if (!(l_1686_)) {
                                        local_101 = l_1689_;
                                    } else {
                                        local_101 = true;
                                    }
                                    bool l_1690_ = local_101;
                                    if (l_1690_) {
                                        uint _e6017 = l_mut_1615_;
                                        l_mut_213_ = _e6017;
                                        uint _e6018 = l_mut_1610_;
                                        l_mut_151_ = _e6018;
                                    }
                                }
                            } else {
                                uint l_1691_ = (l_1505_ - l_1541_);
                                uint l_1692_ = (l_1509_ - l_1544_);
                                bool l_1693_ = (l_1505_ < l_1541_);
                                uint l_1694_ = uint(l_1693_);
                                uint l_1695_ = (l_1692_ - l_1694_);
                                l_mut_213_ = l_1691_;
                                l_mut_151_ = l_1695_;
                                bool l_1696_ = (l_1509_ < l_1544_);
                                bool l_1697_ = (l_1509_ == l_1544_);
                                bool l_1698_ = (l_1505_ < l_1541_);
                                if (l_1697_) {
                                    local_102 = l_1698_;
                                } else {
                                    local_102 = false;
                                }
                                bool l_1699_ = local_102;
                                if (!(l_1696_)) {
                                    local_103 = l_1699_;
                                } else {
                                    local_103 = true;
                                }
                                bool l_1700_ = local_103;
                                if (l_1700_) {
                                    uint l_1701_ = (l_1000_ - 1u);
                                    l_mut_1615_ = l_1505_;
                                    l_mut_1610_ = l_1509_;
                                    uint _e6038 = l_mut_269_;
                                    bool l_1702_ = (l_1509_ < _e6038);
                                    uint _e6040 = l_mut_269_;
                                    bool l_1703_ = (l_1509_ == _e6040);
                                    uint _e6042 = l_mut_275_;
                                    bool l_1704_ = (l_1505_ < _e6042);
                                    if (l_1703_) {
                                        local_104 = l_1704_;
                                    } else {
                                        local_104 = false;
                                    }
                                    bool l_1705_ = local_104;
                                    if (!(l_1702_)) {
                                        local_105 = l_1705_;
                                    } else {
                                        local_105 = true;
                                    }
                                    bool l_1706_ = local_105;
                                    bool l_1707_ = !(l_1706_);
                                    if (l_1707_) {
                                        l_mut_1609_ = 0u;
                                        uint _e6055 = l_mut_269_;
                                        bool l_1708_ = (_e6055 < l_1509_);
                                        uint _e6057 = l_mut_269_;
                                        bool l_1709_ = (_e6057 == l_1509_);
                                        uint _e6059 = l_mut_275_;
                                        bool l_1710_ = (_e6059 < l_1505_);
                                        if (l_1709_) {
                                            local_106 = l_1710_;
                                        } else {
                                            local_106 = false;
                                        }
                                        bool l_1711_ = local_106;
                                        if (!(l_1708_)) {
                                            local_107 = l_1711_;
                                        } else {
                                            local_107 = true;
                                        }
                                        bool l_1712_ = local_107;
                                        if (l_1712_) {
                                            uint l_1713_ = (l_1505_ - 1u);
                                            uint l_1714_ = (l_1509_ - 0u);
                                            bool l_1715_ = (l_1505_ < 1u);
                                            uint l_1716_ = uint(l_1715_);
                                            uint l_1717_ = (l_1714_ - l_1716_);
                                            l_mut_145_ = l_1713_;
                                            l_mut_102_ = l_1717_;
                                            l_mut_96_ = 0u;
                                            l_mut_1718_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6166 = l_mut_1718_;
                                                    l_mut_1718_ = (_e6166 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6081 = l_mut_1718_;
                                                if ((_e6081 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6085 = l_mut_1718_;
                                                    uint l_1719_ = (19u - _e6085);
                                                    uint _e6087 = l_mut_145_;
                                                    l_mut_90_ = _e6087;
                                                    uint _e6088 = l_mut_102_;
                                                    l_mut_75_ = _e6088;
                                                    bool l_1720_ = (l_1719_ >= 32u);
                                                    if (l_1720_) {
                                                        uint l_1721_ = (l_1719_ & 31u);
                                                        uint _e6093 = l_mut_102_;
                                                        uint l_1722_ = (_e6093 >> l_1721_);
                                                        l_mut_90_ = l_1722_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1723_ = (l_1719_ > 0u);
                                                        if (l_1723_) {
                                                            uint _e6098 = l_mut_145_;
                                                            l_mut_40_ = _e6098;
                                                            bool l_1724_ = (l_1719_ > 0u);
                                                            if (l_1724_) {
                                                                uint _e6101 = l_mut_145_;
                                                                uint l_1725_ = (_e6101 >> l_1719_);
                                                                uint l_1726_ = (32u - l_1719_);
                                                                uint _e6105 = l_mut_102_;
                                                                uint l_1727_ = (_e6105 << l_1726_);
                                                                uint l_1728_ = (l_1725_ | l_1727_);
                                                                l_mut_40_ = l_1728_;
                                                            }
                                                            uint _e6108 = l_mut_102_;
                                                            uint l_1729_ = (_e6108 >> l_1719_);
                                                            uint _e6110 = l_mut_40_;
                                                            l_mut_90_ = _e6110;
                                                            l_mut_75_ = l_1729_;
                                                        }
                                                    }
                                                    uint _e6111 = l_mut_75_;
                                                    uint _e6112 = l_mut_269_;
                                                    bool l_1730_ = (_e6111 < _e6112);
                                                    uint _e6114 = l_mut_75_;
                                                    uint _e6115 = l_mut_269_;
                                                    bool l_1731_ = (_e6114 == _e6115);
                                                    uint _e6117 = l_mut_90_;
                                                    uint _e6118 = l_mut_275_;
                                                    bool l_1732_ = (_e6117 < _e6118);
                                                    if (l_1731_) {
                                                        local_108 = l_1732_;
                                                    } else {
                                                        local_108 = false;
                                                    }
                                                    bool l_1733_ = local_108;
                                                    if (!(l_1730_)) {
                                                        local_109 = l_1733_;
                                                    } else {
                                                        local_109 = true;
                                                    }
                                                    bool l_1734_ = local_109;
                                                    bool l_1735_ = !(l_1734_);
                                                    if (l_1735_) {
                                                        uint _e6130 = l_mut_275_;
                                                        l_mut_90_ = _e6130;
                                                        uint _e6131 = l_mut_269_;
                                                        l_mut_75_ = _e6131;
                                                        bool l_1736_ = (l_1719_ >= 32u);
                                                        if (l_1736_) {
                                                            uint l_1737_ = (l_1719_ & 31u);
                                                            uint _e6136 = l_mut_275_;
                                                            uint l_1738_ = (_e6136 << l_1737_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1738_;
                                                        } else {
                                                            bool l_1739_ = (l_1719_ > 0u);
                                                            if (l_1739_) {
                                                                uint _e6141 = l_mut_275_;
                                                                uint l_1740_ = (_e6141 << l_1719_);
                                                                uint _e6143 = l_mut_269_;
                                                                uint l_1741_ = (_e6143 << l_1719_);
                                                                uint l_1742_ = (32u - l_1719_);
                                                                uint _e6147 = l_mut_275_;
                                                                uint l_1743_ = (_e6147 >> l_1742_);
                                                                uint l_1744_ = (l_1741_ | l_1743_);
                                                                l_mut_90_ = l_1740_;
                                                                l_mut_75_ = l_1744_;
                                                            }
                                                        }
                                                        uint _e6150 = l_mut_145_;
                                                        uint _e6151 = l_mut_90_;
                                                        uint l_1745_ = (_e6150 - _e6151);
                                                        uint _e6153 = l_mut_102_;
                                                        uint _e6154 = l_mut_75_;
                                                        uint l_1746_ = (_e6153 - _e6154);
                                                        uint _e6156 = l_mut_145_;
                                                        uint _e6157 = l_mut_90_;
                                                        bool l_1747_ = (_e6156 < _e6157);
                                                        uint l_1748_ = uint(l_1747_);
                                                        uint l_1749_ = (l_1746_ - l_1748_);
                                                        l_mut_145_ = l_1745_;
                                                        l_mut_102_ = l_1749_;
                                                        uint l_1750_ = (1u << l_1719_);
                                                        uint _e6163 = l_mut_96_;
                                                        l_mut_96_ = (_e6163 | l_1750_);
                                                    }
                                                }
                                            }
                                            uint _e6168 = l_mut_96_;
                                            uint l_1751_ = min(_e6168, l_1701_);
                                            l_mut_96_ = l_1751_;
                                            uint _e6170 = l_mut_102_;
                                            uint _e6171 = l_mut_269_;
                                            bool l_1752_ = (_e6170 < _e6171);
                                            uint _e6173 = l_mut_102_;
                                            uint _e6174 = l_mut_269_;
                                            bool l_1753_ = (_e6173 == _e6174);
                                            uint _e6176 = l_mut_145_;
                                            uint _e6177 = l_mut_275_;
                                            bool l_1754_ = (_e6176 < _e6177);
                                            if (l_1753_) {
                                                local_110 = l_1754_;
                                            } else {
                                                local_110 = false;
                                            }
                                            bool l_1755_ = local_110;
                                            if (!(l_1752_)) {
                                                local_111 = l_1755_;
                                            } else {
                                                local_111 = true;
                                            }
                                            bool l_1756_ = local_111;
                                            bool l_1757_ = !(l_1756_);
                                            if (l_1757_) {
                                                l_mut_96_ = l_1701_;
                                            }
                                            uint _e6189 = l_mut_96_;
                                            l_mut_1609_ = _e6189;
                                        }
                                        uint _e6190 = l_mut_275_;
                                        uint _e6191 = l_mut_1609_;
                                        uint l_1758_ = (_e6190 * _e6191);
                                        uint _e6193 = l_mut_275_;
                                        uint l_4120_ = (_e6193 & 65535u);
                                        uint _e6196 = l_mut_275_;
                                        uint l_4121_ = (_e6196 >> 16u);
                                        uint l_4122_ = (l_4121_ & 65535u);
                                        uint _e6201 = l_mut_1609_;
                                        uint l_4123_ = (_e6201 & 65535u);
                                        uint _e6204 = l_mut_1609_;
                                        uint l_4124_ = (_e6204 >> 16u);
                                        uint l_4125_ = (l_4124_ & 65535u);
                                        uint l_4126_ = (l_4120_ * l_4123_);
                                        uint l_4127_ = (l_4122_ * l_4123_);
                                        uint l_4128_ = (l_4120_ * l_4125_);
                                        uint l_4129_ = (l_4122_ * l_4125_);
                                        uint l_4130_ = (l_4126_ >> 16u);
                                        uint l_4131_ = (l_4130_ & 65535u);
                                        uint l_4132_ = (l_4127_ & 65535u);
                                        uint l_4133_ = (l_4131_ + l_4132_);
                                        uint l_4134_ = (l_4128_ & 65535u);
                                        uint l_4135_ = (l_4133_ + l_4134_);
                                        uint l_4136_ = (l_4127_ >> 16u);
                                        uint l_4137_ = (l_4136_ & 65535u);
                                        uint l_4138_ = (l_4129_ + l_4137_);
                                        uint l_4139_ = (l_4128_ >> 16u);
                                        uint l_4140_ = (l_4139_ & 65535u);
                                        uint l_4141_ = (l_4138_ + l_4140_);
                                        uint l_4142_ = (l_4135_ >> 16u);
                                        uint l_4143_ = (l_4142_ & 65535u);
                                        uint l_1759_ = (l_4141_ + l_4143_);
                                        uint _e6238 = l_mut_269_;
                                        uint _e6239 = l_mut_1609_;
                                        uint l_1760_ = (_e6238 * _e6239);
                                        uint l_1761_ = (l_1759_ + l_1760_);
                                        uint l_1762_ = (l_1505_ - l_1758_);
                                        uint l_1763_ = (l_1509_ - l_1761_);
                                        bool l_1764_ = (l_1505_ < l_1758_);
                                        uint l_1765_ = uint(l_1764_);
                                        uint l_1766_ = (l_1763_ - l_1765_);
                                        l_mut_1615_ = l_1762_;
                                        l_mut_1610_ = l_1766_;
                                        uint _e6247 = l_mut_1610_;
                                        uint _e6248 = l_mut_269_;
                                        bool l_1767_ = (_e6247 < _e6248);
                                        uint _e6250 = l_mut_1610_;
                                        uint _e6251 = l_mut_269_;
                                        bool l_1768_ = (_e6250 == _e6251);
                                        uint _e6253 = l_mut_1615_;
                                        uint _e6254 = l_mut_275_;
                                        bool l_1769_ = (_e6253 < _e6254);
                                        if (l_1768_) {
                                            local_112 = l_1769_;
                                        } else {
                                            local_112 = false;
                                        }
                                        bool l_1770_ = local_112;
                                        if (!(l_1767_)) {
                                            local_113 = l_1770_;
                                        } else {
                                            local_113 = true;
                                        }
                                        bool l_1771_ = local_113;
                                        bool l_1772_ = !(l_1771_);
                                        if (l_1772_) {
                                            uint _e6266 = l_mut_1615_;
                                            uint _e6267 = l_mut_275_;
                                            uint l_1773_ = (_e6266 - _e6267);
                                            uint _e6269 = l_mut_1610_;
                                            uint _e6270 = l_mut_269_;
                                            uint l_1774_ = (_e6269 - _e6270);
                                            uint _e6272 = l_mut_1615_;
                                            uint _e6273 = l_mut_275_;
                                            bool l_1775_ = (_e6272 < _e6273);
                                            uint l_1776_ = uint(l_1775_);
                                            uint l_1777_ = (l_1774_ - l_1776_);
                                            l_mut_1615_ = l_1773_;
                                            l_mut_1610_ = l_1777_;
                                        }
                                    }
                                    uint _e6277 = l_mut_1610_;
                                    uint _e6278 = l_mut_151_;
                                    bool l_1778_ = (_e6277 < _e6278);
                                    uint _e6280 = l_mut_1610_;
                                    uint _e6281 = l_mut_151_;
                                    bool l_1779_ = (_e6280 == _e6281);
                                    uint _e6283 = l_mut_1615_;
                                    uint _e6284 = l_mut_213_;
                                    bool l_1780_ = (_e6283 < _e6284);
                                    if (l_1779_) {
                                        local_114 = l_1780_;
                                    } else {
                                        local_114 = false;
                                    }
                                    bool l_1781_ = local_114;
                                    if (!(l_1778_)) {
                                        local_115 = l_1781_;
                                    } else {
                                        local_115 = true;
                                    }
                                    bool l_1782_ = local_115;
                                    if (l_1782_) {
                                        uint _e6295 = l_mut_1615_;
                                        l_mut_213_ = _e6295;
                                        uint _e6296 = l_mut_1610_;
                                        l_mut_151_ = _e6296;
                                    }
                                }
                            }
                            uint _e6297 = l_mut_151_;
                            bool l_1783_ = (_e6297 < l_1519_);
                            uint _e6299 = l_mut_151_;
                            bool l_1784_ = (_e6299 == l_1519_);
                            uint _e6301 = l_mut_213_;
                            bool l_1785_ = (_e6301 < l_1515_);
                            if (l_1784_) {
                                local_116 = l_1785_;
                            } else {
                                local_116 = false;
                            }
                            bool l_1786_ = local_116;
                            if (!(l_1783_)) {
                                local_117 = l_1786_;
                            } else {
                                local_117 = true;
                            }
                            bool l_1787_ = local_117;
                            bool l_1788_ = !(l_1787_);
                            uint l_1789_ = uint(l_1788_);
                            uint l_1790_ = (2u - l_1789_);
                            l_mut_219_ = l_1790_;
                        }
                        uint _e6316 = l_mut_219_;
                        bool l_1791_ = (_e6316 > 0u);
                        if (l_1791_) {
                            uint _e6319 = l_mut_219_;
                            bool l_1792_ = (_e6319 == 1u);
                            l_mut_645_ = l_1792_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    while(true) {
                        bool _e6324 = l_mut_628_;
                        bool l_1793_ = !(_e6324);
                        if (l_1793_) {
                            break;
                        }
                        uint _e6326 = l_mut_394_;
                        uint _e6327 = l_mut_440_;
                        bool l_1794_ = (_e6326 < _e6327);
                        uint _e6329 = l_mut_394_;
                        uint _e6330 = l_mut_440_;
                        bool l_1795_ = (_e6329 == _e6330);
                        uint _e6332 = l_mut_421_;
                        uint _e6333 = l_mut_441_;
                        bool l_1796_ = (_e6332 < _e6333);
                        if (l_1795_) {
                            local_118 = l_1796_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1797_ = local_118;
                        if (!(l_1794_)) {
                            local_119 = l_1797_;
                        } else {
                            local_119 = true;
                        }
                        bool l_1798_ = local_119;
                        if (l_1798_) {
                            uint _e6344 = l_mut_441_;
                            uint _e6345 = l_mut_421_;
                            uint l_1799_ = (_e6344 - _e6345);
                            uint _e6347 = l_mut_440_;
                            uint _e6348 = l_mut_394_;
                            uint l_1800_ = (_e6347 - _e6348);
                            uint _e6350 = l_mut_441_;
                            uint _e6351 = l_mut_421_;
                            bool l_1801_ = (_e6350 < _e6351);
                            uint l_1802_ = uint(l_1801_);
                            uint l_1803_ = (l_1800_ - l_1802_);
                            uint _e6355 = l_mut_441_;
                            l_mut_1615_ = _e6355;
                            uint _e6356 = l_mut_440_;
                            l_mut_1610_ = _e6356;
                            uint _e6357 = l_mut_440_;
                            bool l_1804_ = (l_1803_ < _e6357);
                            uint _e6359 = l_mut_440_;
                            bool l_1805_ = (l_1803_ == _e6359);
                            uint _e6361 = l_mut_441_;
                            bool l_1806_ = (l_1799_ < _e6361);
                            if (l_1805_) {
                                local_120 = l_1806_;
                            } else {
                                local_120 = false;
                            }
                            bool l_1807_ = local_120;
                            if (!(l_1804_)) {
                                local_121 = l_1807_;
                            } else {
                                local_121 = true;
                            }
                            bool l_1808_ = local_121;
                            if (l_1808_) {
                                l_mut_1615_ = l_1799_;
                                l_mut_1610_ = l_1803_;
                            }
                            l_mut_350_ = false;
                            l_mut_1609_ = 0u;
                            uint _e6374 = l_mut_439_;
                            uint _e6375 = l_mut_428_;
                            uint l_1809_ = (_e6374 | _e6375);
                            bool l_1810_ = (l_1809_ == 0u);
                            bool l_1811_ = !(l_1810_);
                            bool _e6380 = l_mut_350_;
                            if (_e6380) {
                                local_122 = l_1811_;
                            } else {
                                local_122 = false;
                            }
                            bool l_1812_ = local_122;
                            uint _e6385 = l_mut_428_;
                            uint _e6386 = l_mut_1610_;
                            bool l_1813_ = (_e6385 < _e6386);
                            uint _e6388 = l_mut_428_;
                            uint _e6389 = l_mut_1610_;
                            bool l_1814_ = (_e6388 == _e6389);
                            uint _e6391 = l_mut_439_;
                            uint _e6392 = l_mut_1615_;
                            bool l_1815_ = (_e6391 < _e6392);
                            if (l_1814_) {
                                local_123 = l_1815_;
                            } else {
                                local_123 = false;
                            }
                            bool l_1816_ = local_123;
                            if (!(l_1813_)) {
                                local_124 = l_1816_;
                            } else {
                                local_124 = true;
                            }
                            bool l_1817_ = local_124;
                            if (l_1812_) {
                                local_125 = l_1817_;
                            } else {
                                local_125 = false;
                            }
                            bool l_1818_ = local_125;
                            uint _e6407 = l_mut_388_;
                            uint _e6408 = l_mut_382_;
                            uint l_1819_ = (_e6407 + _e6408);
                            bool l_1820_ = (l_1819_ < l_1000_);
                            if (l_1818_) {
                                local_126 = l_1820_;
                            } else {
                                local_126 = false;
                            }
                            bool l_1821_ = local_126;
                            if (l_1821_) {
                                uint _e6415 = l_mut_388_;
                                uint l_1822_ = (l_1000_ - _e6415);
                                uint _e6417 = l_mut_382_;
                                uint l_1823_ = (l_1822_ - _e6417);
                                uint _e6419 = l_mut_388_;
                                uint l_1824_ = (l_1823_ / _e6419);
                                uint _e6421 = l_mut_1615_;
                                uint l_1825_ = (_e6421 - 1u);
                                uint _e6424 = l_mut_1610_;
                                uint l_1826_ = (_e6424 - 0u);
                                uint _e6427 = l_mut_1615_;
                                bool l_1827_ = (_e6427 < 1u);
                                uint l_1828_ = uint(l_1827_);
                                uint l_1829_ = (l_1826_ - l_1828_);
                                l_mut_1615_ = l_1825_;
                                l_mut_1610_ = l_1829_;
                                l_mut_275_ = 0u;
                                l_mut_1830_ = 0u;
                                bool loop_init_9 = true;
                                while(true) {
                                    if (!loop_init_9) {
                                        uint _e6520 = l_mut_1830_;
                                        l_mut_1830_ = (_e6520 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e6435 = l_mut_1830_;
                                    if ((_e6435 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e6439 = l_mut_1830_;
                                        uint l_1831_ = (19u - _e6439);
                                        uint _e6441 = l_mut_1615_;
                                        l_mut_269_ = _e6441;
                                        uint _e6442 = l_mut_1610_;
                                        l_mut_219_ = _e6442;
                                        bool l_1832_ = (l_1831_ >= 32u);
                                        if (l_1832_) {
                                            uint l_1833_ = (l_1831_ & 31u);
                                            uint _e6447 = l_mut_1610_;
                                            uint l_1834_ = (_e6447 >> l_1833_);
                                            l_mut_269_ = l_1834_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1835_ = (l_1831_ > 0u);
                                            if (l_1835_) {
                                                uint _e6452 = l_mut_1615_;
                                                l_mut_213_ = _e6452;
                                                bool l_1836_ = (l_1831_ > 0u);
                                                if (l_1836_) {
                                                    uint _e6455 = l_mut_1615_;
                                                    uint l_1837_ = (_e6455 >> l_1831_);
                                                    uint l_1838_ = (32u - l_1831_);
                                                    uint _e6459 = l_mut_1610_;
                                                    uint l_1839_ = (_e6459 << l_1838_);
                                                    uint l_1840_ = (l_1837_ | l_1839_);
                                                    l_mut_213_ = l_1840_;
                                                }
                                                uint _e6462 = l_mut_1610_;
                                                uint l_1841_ = (_e6462 >> l_1831_);
                                                uint _e6464 = l_mut_213_;
                                                l_mut_269_ = _e6464;
                                                l_mut_219_ = l_1841_;
                                            }
                                        }
                                        uint _e6465 = l_mut_219_;
                                        uint _e6466 = l_mut_428_;
                                        bool l_1842_ = (_e6465 < _e6466);
                                        uint _e6468 = l_mut_219_;
                                        uint _e6469 = l_mut_428_;
                                        bool l_1843_ = (_e6468 == _e6469);
                                        uint _e6471 = l_mut_269_;
                                        uint _e6472 = l_mut_439_;
                                        bool l_1844_ = (_e6471 < _e6472);
                                        if (l_1843_) {
                                            local_127 = l_1844_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1845_ = local_127;
                                        if (!(l_1842_)) {
                                            local_128 = l_1845_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1846_ = local_128;
                                        bool l_1847_ = !(l_1846_);
                                        if (l_1847_) {
                                            uint _e6484 = l_mut_439_;
                                            l_mut_269_ = _e6484;
                                            uint _e6485 = l_mut_428_;
                                            l_mut_219_ = _e6485;
                                            bool l_1848_ = (l_1831_ >= 32u);
                                            if (l_1848_) {
                                                uint l_1849_ = (l_1831_ & 31u);
                                                uint _e6490 = l_mut_439_;
                                                uint l_1850_ = (_e6490 << l_1849_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1850_;
                                            } else {
                                                bool l_1851_ = (l_1831_ > 0u);
                                                if (l_1851_) {
                                                    uint _e6495 = l_mut_439_;
                                                    uint l_1852_ = (_e6495 << l_1831_);
                                                    uint _e6497 = l_mut_428_;
                                                    uint l_1853_ = (_e6497 << l_1831_);
                                                    uint l_1854_ = (32u - l_1831_);
                                                    uint _e6501 = l_mut_439_;
                                                    uint l_1855_ = (_e6501 >> l_1854_);
                                                    uint l_1856_ = (l_1853_ | l_1855_);
                                                    l_mut_269_ = l_1852_;
                                                    l_mut_219_ = l_1856_;
                                                }
                                            }
                                            uint _e6504 = l_mut_1615_;
                                            uint _e6505 = l_mut_269_;
                                            uint l_1857_ = (_e6504 - _e6505);
                                            uint _e6507 = l_mut_1610_;
                                            uint _e6508 = l_mut_219_;
                                            uint l_1858_ = (_e6507 - _e6508);
                                            uint _e6510 = l_mut_1615_;
                                            uint _e6511 = l_mut_269_;
                                            bool l_1859_ = (_e6510 < _e6511);
                                            uint l_1860_ = uint(l_1859_);
                                            uint l_1861_ = (l_1858_ - l_1860_);
                                            l_mut_1615_ = l_1857_;
                                            l_mut_1610_ = l_1861_;
                                            uint l_1862_ = (1u << l_1831_);
                                            uint _e6517 = l_mut_275_;
                                            l_mut_275_ = (_e6517 | l_1862_);
                                        }
                                    }
                                }
                                uint _e6522 = l_mut_275_;
                                uint l_1863_ = min(_e6522, l_1824_);
                                l_mut_275_ = l_1863_;
                                uint _e6524 = l_mut_1610_;
                                uint _e6525 = l_mut_428_;
                                bool l_1864_ = (_e6524 < _e6525);
                                uint _e6527 = l_mut_1610_;
                                uint _e6528 = l_mut_428_;
                                bool l_1865_ = (_e6527 == _e6528);
                                uint _e6530 = l_mut_1615_;
                                uint _e6531 = l_mut_439_;
                                bool l_1866_ = (_e6530 < _e6531);
                                if (l_1865_) {
                                    local_129 = l_1866_;
                                } else {
                                    local_129 = false;
                                }
                                bool l_1867_ = local_129;
                                if (!(l_1864_)) {
                                    local_130 = l_1867_;
                                } else {
                                    local_130 = true;
                                }
                                bool l_1868_ = local_130;
                                bool l_1869_ = !(l_1868_);
                                if (l_1869_) {
                                    l_mut_275_ = l_1824_;
                                }
                                uint _e6543 = l_mut_275_;
                                l_mut_1609_ = _e6543;
                            }
                            uint _e6544 = l_mut_1609_;
                            bool l_1870_ = (_e6544 > 0u);
                            if (l_1870_) {
                                uint _e6547 = l_mut_439_;
                                uint _e6548 = l_mut_1609_;
                                uint l_1871_ = (_e6547 * _e6548);
                                uint _e6550 = l_mut_439_;
                                uint l_4145_ = (_e6550 & 65535u);
                                uint _e6553 = l_mut_439_;
                                uint l_4146_ = (_e6553 >> 16u);
                                uint l_4147_ = (l_4146_ & 65535u);
                                uint _e6558 = l_mut_1609_;
                                uint l_4148_ = (_e6558 & 65535u);
                                uint _e6561 = l_mut_1609_;
                                uint l_4149_ = (_e6561 >> 16u);
                                uint l_4150_ = (l_4149_ & 65535u);
                                uint l_4151_ = (l_4145_ * l_4148_);
                                uint l_4152_ = (l_4147_ * l_4148_);
                                uint l_4153_ = (l_4145_ * l_4150_);
                                uint l_4154_ = (l_4147_ * l_4150_);
                                uint l_4155_ = (l_4151_ >> 16u);
                                uint l_4156_ = (l_4155_ & 65535u);
                                uint l_4157_ = (l_4152_ & 65535u);
                                uint l_4158_ = (l_4156_ + l_4157_);
                                uint l_4159_ = (l_4153_ & 65535u);
                                uint l_4160_ = (l_4158_ + l_4159_);
                                uint l_4161_ = (l_4152_ >> 16u);
                                uint l_4162_ = (l_4161_ & 65535u);
                                uint l_4163_ = (l_4154_ + l_4162_);
                                uint l_4164_ = (l_4153_ >> 16u);
                                uint l_4165_ = (l_4164_ & 65535u);
                                uint l_4166_ = (l_4163_ + l_4165_);
                                uint l_4167_ = (l_4160_ >> 16u);
                                uint l_4168_ = (l_4167_ & 65535u);
                                uint l_1872_ = (l_4166_ + l_4168_);
                                uint _e6595 = l_mut_428_;
                                uint _e6596 = l_mut_1609_;
                                uint l_1873_ = (_e6595 * _e6596);
                                uint l_1874_ = (l_1872_ + l_1873_);
                                uint _e6599 = l_mut_441_;
                                uint l_1875_ = (_e6599 - l_1871_);
                                uint _e6601 = l_mut_440_;
                                uint l_1876_ = (_e6601 - l_1874_);
                                uint _e6603 = l_mut_441_;
                                bool l_1877_ = (_e6603 < l_1871_);
                                uint l_1878_ = uint(l_1877_);
                                uint l_1879_ = (l_1876_ - l_1878_);
                                l_mut_441_ = l_1875_;
                                l_mut_440_ = l_1879_;
                                uint _e6607 = l_mut_1609_;
                                uint _e6608 = l_mut_388_;
                                uint l_1880_ = (_e6607 * _e6608);
                                uint _e6610 = l_mut_382_;
                                l_mut_382_ = (_e6610 + l_1880_);
                            } else {
                                uint _e6612 = l_mut_388_;
                                uint l_1881_ = (l_1000_ - _e6612);
                                uint _e6614 = l_mut_382_;
                                uint l_1882_ = (l_1881_ / _e6614);
                                l_mut_1615_ = 0u;
                                l_mut_350_ = false;
                                uint _e6618 = l_mut_441_;
                                uint _e6619 = l_mut_440_;
                                uint l_1883_ = (_e6618 | _e6619);
                                bool l_1884_ = (l_1883_ == 0u);
                                if (l_1884_) {
                                    l_mut_1615_ = l_1882_;
                                } else {
                                    bool _e6623 = l_mut_350_;
                                    if (_e6623) {
                                        uint _e6624 = l_mut_440_;
                                        uint _e6625 = l_mut_428_;
                                        bool l_1885_ = (_e6624 < _e6625);
                                        uint _e6627 = l_mut_440_;
                                        uint _e6628 = l_mut_428_;
                                        bool l_1886_ = (_e6627 == _e6628);
                                        uint _e6630 = l_mut_441_;
                                        uint _e6631 = l_mut_439_;
                                        bool l_1887_ = (_e6630 < _e6631);
                                        if (l_1886_) {
                                            local_131 = l_1887_;
                                        } else {
                                            local_131 = false;
                                        }
                                        bool l_1888_ = local_131;
                                        if (!(l_1885_)) {
                                            local_132 = l_1888_;
                                        } else {
                                            local_132 = true;
                                        }
                                        bool l_1889_ = local_132;
                                        if (l_1889_) {
                                            uint _e6642 = l_mut_439_;
                                            uint l_1890_ = (_e6642 - 1u);
                                            uint _e6645 = l_mut_428_;
                                            uint l_1891_ = (_e6645 - 0u);
                                            uint _e6648 = l_mut_439_;
                                            bool l_1892_ = (_e6648 < 1u);
                                            uint l_1893_ = uint(l_1892_);
                                            uint l_1894_ = (l_1891_ - l_1893_);
                                            l_mut_1610_ = l_1890_;
                                            l_mut_1609_ = l_1894_;
                                            l_mut_275_ = 0u;
                                            l_mut_1895_ = 0u;
                                            bool loop_init_10 = true;
                                            while(true) {
                                                if (!loop_init_10) {
                                                    uint _e6741 = l_mut_1895_;
                                                    l_mut_1895_ = (_e6741 + 1u);
                                                }
                                                loop_init_10 = false;
                                                uint _e6656 = l_mut_1895_;
                                                if ((_e6656 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6660 = l_mut_1895_;
                                                    uint l_1896_ = (19u - _e6660);
                                                    uint _e6662 = l_mut_1610_;
                                                    l_mut_269_ = _e6662;
                                                    uint _e6663 = l_mut_1609_;
                                                    l_mut_219_ = _e6663;
                                                    bool l_1897_ = (l_1896_ >= 32u);
                                                    if (l_1897_) {
                                                        uint l_1898_ = (l_1896_ & 31u);
                                                        uint _e6668 = l_mut_1609_;
                                                        uint l_1899_ = (_e6668 >> l_1898_);
                                                        l_mut_269_ = l_1899_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1900_ = (l_1896_ > 0u);
                                                        if (l_1900_) {
                                                            uint _e6673 = l_mut_1610_;
                                                            l_mut_213_ = _e6673;
                                                            bool l_1901_ = (l_1896_ > 0u);
                                                            if (l_1901_) {
                                                                uint _e6676 = l_mut_1610_;
                                                                uint l_1902_ = (_e6676 >> l_1896_);
                                                                uint l_1903_ = (32u - l_1896_);
                                                                uint _e6680 = l_mut_1609_;
                                                                uint l_1904_ = (_e6680 << l_1903_);
                                                                uint l_1905_ = (l_1902_ | l_1904_);
                                                                l_mut_213_ = l_1905_;
                                                            }
                                                            uint _e6683 = l_mut_1609_;
                                                            uint l_1906_ = (_e6683 >> l_1896_);
                                                            uint _e6685 = l_mut_213_;
                                                            l_mut_269_ = _e6685;
                                                            l_mut_219_ = l_1906_;
                                                        }
                                                    }
                                                    uint _e6686 = l_mut_219_;
                                                    uint _e6687 = l_mut_440_;
                                                    bool l_1907_ = (_e6686 < _e6687);
                                                    uint _e6689 = l_mut_219_;
                                                    uint _e6690 = l_mut_440_;
                                                    bool l_1908_ = (_e6689 == _e6690);
                                                    uint _e6692 = l_mut_269_;
                                                    uint _e6693 = l_mut_441_;
                                                    bool l_1909_ = (_e6692 < _e6693);
                                                    if (l_1908_) {
                                                        local_133 = l_1909_;
                                                    } else {
                                                        local_133 = false;
                                                    }
                                                    bool l_1910_ = local_133;
                                                    if (!(l_1907_)) {
                                                        local_134 = l_1910_;
                                                    } else {
                                                        local_134 = true;
                                                    }
                                                    bool l_1911_ = local_134;
                                                    bool l_1912_ = !(l_1911_);
                                                    if (l_1912_) {
                                                        uint _e6705 = l_mut_441_;
                                                        l_mut_269_ = _e6705;
                                                        uint _e6706 = l_mut_440_;
                                                        l_mut_219_ = _e6706;
                                                        bool l_1913_ = (l_1896_ >= 32u);
                                                        if (l_1913_) {
                                                            uint l_1914_ = (l_1896_ & 31u);
                                                            uint _e6711 = l_mut_441_;
                                                            uint l_1915_ = (_e6711 << l_1914_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_1915_;
                                                        } else {
                                                            bool l_1916_ = (l_1896_ > 0u);
                                                            if (l_1916_) {
                                                                uint _e6716 = l_mut_441_;
                                                                uint l_1917_ = (_e6716 << l_1896_);
                                                                uint _e6718 = l_mut_440_;
                                                                uint l_1918_ = (_e6718 << l_1896_);
                                                                uint l_1919_ = (32u - l_1896_);
                                                                uint _e6722 = l_mut_441_;
                                                                uint l_1920_ = (_e6722 >> l_1919_);
                                                                uint l_1921_ = (l_1918_ | l_1920_);
                                                                l_mut_269_ = l_1917_;
                                                                l_mut_219_ = l_1921_;
                                                            }
                                                        }
                                                        uint _e6725 = l_mut_1610_;
                                                        uint _e6726 = l_mut_269_;
                                                        uint l_1922_ = (_e6725 - _e6726);
                                                        uint _e6728 = l_mut_1609_;
                                                        uint _e6729 = l_mut_219_;
                                                        uint l_1923_ = (_e6728 - _e6729);
                                                        uint _e6731 = l_mut_1610_;
                                                        uint _e6732 = l_mut_269_;
                                                        bool l_1924_ = (_e6731 < _e6732);
                                                        uint l_1925_ = uint(l_1924_);
                                                        uint l_1926_ = (l_1923_ - l_1925_);
                                                        l_mut_1610_ = l_1922_;
                                                        l_mut_1609_ = l_1926_;
                                                        uint l_1927_ = (1u << l_1896_);
                                                        uint _e6738 = l_mut_275_;
                                                        l_mut_275_ = (_e6738 | l_1927_);
                                                    }
                                                }
                                            }
                                            uint _e6743 = l_mut_275_;
                                            uint l_1928_ = min(_e6743, l_1882_);
                                            l_mut_275_ = l_1928_;
                                            uint _e6745 = l_mut_1609_;
                                            uint _e6746 = l_mut_440_;
                                            bool l_1929_ = (_e6745 < _e6746);
                                            uint _e6748 = l_mut_1609_;
                                            uint _e6749 = l_mut_440_;
                                            bool l_1930_ = (_e6748 == _e6749);
                                            uint _e6751 = l_mut_1610_;
                                            uint _e6752 = l_mut_441_;
                                            bool l_1931_ = (_e6751 < _e6752);
                                            if (l_1930_) {
                                                local_135 = l_1931_;
                                            } else {
                                                local_135 = false;
                                            }
                                            bool l_1932_ = local_135;
                                            if (!(l_1929_)) {
                                                local_136 = l_1932_;
                                            } else {
                                                local_136 = true;
                                            }
                                            bool l_1933_ = local_136;
                                            bool l_1934_ = !(l_1933_);
                                            if (l_1934_) {
                                                l_mut_275_ = l_1882_;
                                            }
                                            uint _e6764 = l_mut_275_;
                                            l_mut_1615_ = _e6764;
                                        }
                                    } else {
                                        uint _e6765 = l_mut_439_;
                                        l_mut_1610_ = _e6765;
                                        uint _e6766 = l_mut_428_;
                                        l_mut_1609_ = _e6766;
                                        while(true) {
                                            uint _e6767 = l_mut_440_;
                                            uint _e6768 = l_mut_1609_;
                                            bool l_1935_ = (_e6767 < _e6768);
                                            uint _e6770 = l_mut_440_;
                                            uint _e6771 = l_mut_1609_;
                                            bool l_1936_ = (_e6770 == _e6771);
                                            uint _e6773 = l_mut_441_;
                                            uint _e6774 = l_mut_1610_;
                                            bool l_1937_ = (_e6773 < _e6774);
                                            if (l_1936_) {
                                                local_137 = l_1937_;
                                            } else {
                                                local_137 = false;
                                            }
                                            bool l_1938_ = local_137;
                                            if (!(l_1935_)) {
                                                local_138 = l_1938_;
                                            } else {
                                                local_138 = true;
                                            }
                                            bool l_1939_ = local_138;
                                            uint _e6785 = l_mut_1615_;
                                            uint _e6786 = l_mut_382_;
                                            uint l_1940_ = (_e6785 * _e6786);
                                            uint _e6788 = l_mut_388_;
                                            uint l_1941_ = (_e6788 + l_1940_);
                                            uint _e6790 = l_mut_382_;
                                            uint l_1942_ = (l_1941_ + _e6790);
                                            bool l_1943_ = (l_1942_ < l_1000_);
                                            if (l_1939_) {
                                                local_139 = l_1943_;
                                            } else {
                                                local_139 = false;
                                            }
                                            bool l_1944_ = local_139;
                                            bool l_1945_ = !(l_1944_);
                                            if (l_1945_) {
                                                break;
                                            }
                                            uint _e6798 = l_mut_1610_;
                                            uint _e6799 = l_mut_441_;
                                            uint l_1946_ = (_e6798 - _e6799);
                                            uint _e6801 = l_mut_1609_;
                                            uint _e6802 = l_mut_440_;
                                            uint l_1947_ = (_e6801 - _e6802);
                                            uint _e6804 = l_mut_1610_;
                                            uint _e6805 = l_mut_441_;
                                            bool l_1948_ = (_e6804 < _e6805);
                                            uint l_1949_ = uint(l_1948_);
                                            uint l_1950_ = (l_1947_ - l_1949_);
                                            l_mut_1610_ = l_1946_;
                                            l_mut_1609_ = l_1950_;
                                            uint _e6809 = l_mut_1615_;
                                            l_mut_1615_ = (_e6809 + 1u);
                                        }
                                    }
                                }
                                uint _e6812 = l_mut_1615_;
                                uint _e6813 = l_mut_382_;
                                uint l_1951_ = (_e6812 * _e6813);
                                uint _e6815 = l_mut_388_;
                                uint l_1952_ = (_e6815 + l_1951_);
                                uint _e6817 = l_mut_382_;
                                uint l_1953_ = (l_1952_ + _e6817);
                                bool l_1954_ = (l_1953_ >= l_1000_);
                                if (l_1954_) {
                                    l_mut_645_ = true;
                                    l_mut_628_ = false;
                                } else {
                                    uint _e6822 = l_mut_441_;
                                    uint _e6823 = l_mut_1615_;
                                    uint l_1955_ = (_e6822 * _e6823);
                                    uint _e6825 = l_mut_441_;
                                    uint l_4170_ = (_e6825 & 65535u);
                                    uint _e6828 = l_mut_441_;
                                    uint l_4171_ = (_e6828 >> 16u);
                                    uint l_4172_ = (l_4171_ & 65535u);
                                    uint _e6833 = l_mut_1615_;
                                    uint l_4173_ = (_e6833 & 65535u);
                                    uint _e6836 = l_mut_1615_;
                                    uint l_4174_ = (_e6836 >> 16u);
                                    uint l_4175_ = (l_4174_ & 65535u);
                                    uint l_4176_ = (l_4170_ * l_4173_);
                                    uint l_4177_ = (l_4172_ * l_4173_);
                                    uint l_4178_ = (l_4170_ * l_4175_);
                                    uint l_4179_ = (l_4172_ * l_4175_);
                                    uint l_4180_ = (l_4176_ >> 16u);
                                    uint l_4181_ = (l_4180_ & 65535u);
                                    uint l_4182_ = (l_4177_ & 65535u);
                                    uint l_4183_ = (l_4181_ + l_4182_);
                                    uint l_4184_ = (l_4178_ & 65535u);
                                    uint l_4185_ = (l_4183_ + l_4184_);
                                    uint l_4186_ = (l_4177_ >> 16u);
                                    uint l_4187_ = (l_4186_ & 65535u);
                                    uint l_4188_ = (l_4179_ + l_4187_);
                                    uint l_4189_ = (l_4178_ >> 16u);
                                    uint l_4190_ = (l_4189_ & 65535u);
                                    uint l_4191_ = (l_4188_ + l_4190_);
                                    uint l_4192_ = (l_4185_ >> 16u);
                                    uint l_4193_ = (l_4192_ & 65535u);
                                    uint l_1956_ = (l_4191_ + l_4193_);
                                    uint _e6870 = l_mut_440_;
                                    uint _e6871 = l_mut_1615_;
                                    uint l_1957_ = (_e6870 * _e6871);
                                    uint l_1958_ = (l_1956_ + l_1957_);
                                    uint _e6874 = l_mut_439_;
                                    uint l_1959_ = (_e6874 - l_1955_);
                                    uint _e6876 = l_mut_428_;
                                    uint l_1960_ = (_e6876 - l_1958_);
                                    uint _e6878 = l_mut_439_;
                                    bool l_1961_ = (_e6878 < l_1955_);
                                    uint l_1962_ = uint(l_1961_);
                                    uint l_1963_ = (l_1960_ - l_1962_);
                                    l_mut_439_ = l_1959_;
                                    l_mut_428_ = l_1963_;
                                    uint _e6882 = l_mut_1615_;
                                    uint _e6883 = l_mut_382_;
                                    uint l_1964_ = (_e6882 * _e6883);
                                    uint _e6885 = l_mut_388_;
                                    l_mut_388_ = (_e6885 + l_1964_);
                                    uint _e6887 = l_mut_441_;
                                    uint _e6888 = l_mut_439_;
                                    uint l_1965_ = (_e6887 - _e6888);
                                    uint _e6890 = l_mut_440_;
                                    uint _e6891 = l_mut_428_;
                                    uint l_1966_ = (_e6890 - _e6891);
                                    uint _e6893 = l_mut_441_;
                                    uint _e6894 = l_mut_439_;
                                    bool l_1967_ = (_e6893 < _e6894);
                                    uint l_1968_ = uint(l_1967_);
                                    uint l_1969_ = (l_1966_ - l_1968_);
                                    l_mut_441_ = l_1965_;
                                    l_mut_440_ = l_1969_;
                                    uint _e6898 = l_mut_382_;
                                    uint _e6899 = l_mut_388_;
                                    l_mut_382_ = (_e6898 + _e6899);
                                }
                            }
                        } else {
                            uint _e6901 = l_mut_421_;
                            uint l_1970_ = (_e6901 - l_1515_);
                            uint _e6903 = l_mut_394_;
                            uint l_1971_ = (_e6903 - l_1519_);
                            uint _e6905 = l_mut_421_;
                            bool l_1972_ = (_e6905 < l_1515_);
                            uint l_1973_ = uint(l_1972_);
                            uint l_1974_ = (l_1971_ - l_1973_);
                            uint _e6909 = l_mut_439_;
                            l_mut_1615_ = _e6909;
                            uint _e6910 = l_mut_428_;
                            l_mut_1610_ = _e6910;
                            uint _e6911 = l_mut_428_;
                            bool l_1975_ = (l_1974_ < _e6911);
                            uint _e6913 = l_mut_428_;
                            bool l_1976_ = (l_1974_ == _e6913);
                            uint _e6915 = l_mut_439_;
                            bool l_1977_ = (l_1970_ < _e6915);
                            if (l_1976_) {
                                local_140 = l_1977_;
                            } else {
                                local_140 = false;
                            }
                            bool l_1978_ = local_140;
                            if (!(l_1975_)) {
                                local_141 = l_1978_;
                            } else {
                                local_141 = true;
                            }
                            bool l_1979_ = local_141;
                            if (l_1979_) {
                                l_mut_1615_ = l_1970_;
                                l_mut_1610_ = l_1974_;
                            }
                            l_mut_350_ = false;
                            l_mut_1609_ = 0u;
                            uint _e6928 = l_mut_441_;
                            uint _e6929 = l_mut_440_;
                            uint l_1980_ = (_e6928 | _e6929);
                            bool l_1981_ = (l_1980_ == 0u);
                            bool l_1982_ = !(l_1981_);
                            bool _e6934 = l_mut_350_;
                            if (_e6934) {
                                local_142 = l_1982_;
                            } else {
                                local_142 = false;
                            }
                            bool l_1983_ = local_142;
                            uint _e6939 = l_mut_440_;
                            uint _e6940 = l_mut_1610_;
                            bool l_1984_ = (_e6939 < _e6940);
                            uint _e6942 = l_mut_440_;
                            uint _e6943 = l_mut_1610_;
                            bool l_1985_ = (_e6942 == _e6943);
                            uint _e6945 = l_mut_441_;
                            uint _e6946 = l_mut_1615_;
                            bool l_1986_ = (_e6945 < _e6946);
                            if (l_1985_) {
                                local_143 = l_1986_;
                            } else {
                                local_143 = false;
                            }
                            bool l_1987_ = local_143;
                            if (!(l_1984_)) {
                                local_144 = l_1987_;
                            } else {
                                local_144 = true;
                            }
                            bool l_1988_ = local_144;
                            if (l_1983_) {
                                local_145 = l_1988_;
                            } else {
                                local_145 = false;
                            }
                            bool l_1989_ = local_145;
                            uint _e6961 = l_mut_382_;
                            uint _e6962 = l_mut_388_;
                            uint l_1990_ = (_e6961 + _e6962);
                            bool l_1991_ = (l_1990_ < l_1000_);
                            if (l_1989_) {
                                local_146 = l_1991_;
                            } else {
                                local_146 = false;
                            }
                            bool l_1992_ = local_146;
                            if (l_1992_) {
                                uint _e6969 = l_mut_382_;
                                uint l_1993_ = (l_1000_ - _e6969);
                                uint _e6971 = l_mut_388_;
                                uint l_1994_ = (l_1993_ - _e6971);
                                uint _e6973 = l_mut_382_;
                                uint l_1995_ = (l_1994_ / _e6973);
                                uint _e6975 = l_mut_1615_;
                                uint l_1996_ = (_e6975 - 1u);
                                uint _e6978 = l_mut_1610_;
                                uint l_1997_ = (_e6978 - 0u);
                                uint _e6981 = l_mut_1615_;
                                bool l_1998_ = (_e6981 < 1u);
                                uint l_1999_ = uint(l_1998_);
                                uint l_2000_ = (l_1997_ - l_1999_);
                                l_mut_1615_ = l_1996_;
                                l_mut_1610_ = l_2000_;
                                l_mut_275_ = 0u;
                                l_mut_2001_ = 0u;
                                bool loop_init_11 = true;
                                while(true) {
                                    if (!loop_init_11) {
                                        uint _e7074 = l_mut_2001_;
                                        l_mut_2001_ = (_e7074 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e6989 = l_mut_2001_;
                                    if ((_e6989 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e6993 = l_mut_2001_;
                                        uint l_2002_ = (19u - _e6993);
                                        uint _e6995 = l_mut_1615_;
                                        l_mut_269_ = _e6995;
                                        uint _e6996 = l_mut_1610_;
                                        l_mut_219_ = _e6996;
                                        bool l_2003_ = (l_2002_ >= 32u);
                                        if (l_2003_) {
                                            uint l_2004_ = (l_2002_ & 31u);
                                            uint _e7001 = l_mut_1610_;
                                            uint l_2005_ = (_e7001 >> l_2004_);
                                            l_mut_269_ = l_2005_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_2006_ = (l_2002_ > 0u);
                                            if (l_2006_) {
                                                uint _e7006 = l_mut_1615_;
                                                l_mut_213_ = _e7006;
                                                bool l_2007_ = (l_2002_ > 0u);
                                                if (l_2007_) {
                                                    uint _e7009 = l_mut_1615_;
                                                    uint l_2008_ = (_e7009 >> l_2002_);
                                                    uint l_2009_ = (32u - l_2002_);
                                                    uint _e7013 = l_mut_1610_;
                                                    uint l_2010_ = (_e7013 << l_2009_);
                                                    uint l_2011_ = (l_2008_ | l_2010_);
                                                    l_mut_213_ = l_2011_;
                                                }
                                                uint _e7016 = l_mut_1610_;
                                                uint l_2012_ = (_e7016 >> l_2002_);
                                                uint _e7018 = l_mut_213_;
                                                l_mut_269_ = _e7018;
                                                l_mut_219_ = l_2012_;
                                            }
                                        }
                                        uint _e7019 = l_mut_219_;
                                        uint _e7020 = l_mut_440_;
                                        bool l_2013_ = (_e7019 < _e7020);
                                        uint _e7022 = l_mut_219_;
                                        uint _e7023 = l_mut_440_;
                                        bool l_2014_ = (_e7022 == _e7023);
                                        uint _e7025 = l_mut_269_;
                                        uint _e7026 = l_mut_441_;
                                        bool l_2015_ = (_e7025 < _e7026);
                                        if (l_2014_) {
                                            local_147 = l_2015_;
                                        } else {
                                            local_147 = false;
                                        }
                                        bool l_2016_ = local_147;
                                        if (!(l_2013_)) {
                                            local_148 = l_2016_;
                                        } else {
                                            local_148 = true;
                                        }
                                        bool l_2017_ = local_148;
                                        bool l_2018_ = !(l_2017_);
                                        if (l_2018_) {
                                            uint _e7038 = l_mut_441_;
                                            l_mut_269_ = _e7038;
                                            uint _e7039 = l_mut_440_;
                                            l_mut_219_ = _e7039;
                                            bool l_2019_ = (l_2002_ >= 32u);
                                            if (l_2019_) {
                                                uint l_2020_ = (l_2002_ & 31u);
                                                uint _e7044 = l_mut_441_;
                                                uint l_2021_ = (_e7044 << l_2020_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_2021_;
                                            } else {
                                                bool l_2022_ = (l_2002_ > 0u);
                                                if (l_2022_) {
                                                    uint _e7049 = l_mut_441_;
                                                    uint l_2023_ = (_e7049 << l_2002_);
                                                    uint _e7051 = l_mut_440_;
                                                    uint l_2024_ = (_e7051 << l_2002_);
                                                    uint l_2025_ = (32u - l_2002_);
                                                    uint _e7055 = l_mut_441_;
                                                    uint l_2026_ = (_e7055 >> l_2025_);
                                                    uint l_2027_ = (l_2024_ | l_2026_);
                                                    l_mut_269_ = l_2023_;
                                                    l_mut_219_ = l_2027_;
                                                }
                                            }
                                            uint _e7058 = l_mut_1615_;
                                            uint _e7059 = l_mut_269_;
                                            uint l_2028_ = (_e7058 - _e7059);
                                            uint _e7061 = l_mut_1610_;
                                            uint _e7062 = l_mut_219_;
                                            uint l_2029_ = (_e7061 - _e7062);
                                            uint _e7064 = l_mut_1615_;
                                            uint _e7065 = l_mut_269_;
                                            bool l_2030_ = (_e7064 < _e7065);
                                            uint l_2031_ = uint(l_2030_);
                                            uint l_2032_ = (l_2029_ - l_2031_);
                                            l_mut_1615_ = l_2028_;
                                            l_mut_1610_ = l_2032_;
                                            uint l_2033_ = (1u << l_2002_);
                                            uint _e7071 = l_mut_275_;
                                            l_mut_275_ = (_e7071 | l_2033_);
                                        }
                                    }
                                }
                                uint _e7076 = l_mut_275_;
                                uint l_2034_ = min(_e7076, l_1995_);
                                l_mut_275_ = l_2034_;
                                uint _e7078 = l_mut_1610_;
                                uint _e7079 = l_mut_440_;
                                bool l_2035_ = (_e7078 < _e7079);
                                uint _e7081 = l_mut_1610_;
                                uint _e7082 = l_mut_440_;
                                bool l_2036_ = (_e7081 == _e7082);
                                uint _e7084 = l_mut_1615_;
                                uint _e7085 = l_mut_441_;
                                bool l_2037_ = (_e7084 < _e7085);
                                if (l_2036_) {
                                    local_149 = l_2037_;
                                } else {
                                    local_149 = false;
                                }
                                bool l_2038_ = local_149;
                                if (!(l_2035_)) {
                                    local_150 = l_2038_;
                                } else {
                                    local_150 = true;
                                }
                                bool l_2039_ = local_150;
                                bool l_2040_ = !(l_2039_);
                                if (l_2040_) {
                                    l_mut_275_ = l_1995_;
                                }
                                uint _e7097 = l_mut_275_;
                                l_mut_1609_ = _e7097;
                            }
                            uint _e7098 = l_mut_1609_;
                            bool l_2041_ = (_e7098 > 0u);
                            if (l_2041_) {
                                uint _e7101 = l_mut_441_;
                                uint _e7102 = l_mut_1609_;
                                uint l_2042_ = (_e7101 * _e7102);
                                uint _e7104 = l_mut_441_;
                                uint l_4195_ = (_e7104 & 65535u);
                                uint _e7107 = l_mut_441_;
                                uint l_4196_ = (_e7107 >> 16u);
                                uint l_4197_ = (l_4196_ & 65535u);
                                uint _e7112 = l_mut_1609_;
                                uint l_4198_ = (_e7112 & 65535u);
                                uint _e7115 = l_mut_1609_;
                                uint l_4199_ = (_e7115 >> 16u);
                                uint l_4200_ = (l_4199_ & 65535u);
                                uint l_4201_ = (l_4195_ * l_4198_);
                                uint l_4202_ = (l_4197_ * l_4198_);
                                uint l_4203_ = (l_4195_ * l_4200_);
                                uint l_4204_ = (l_4197_ * l_4200_);
                                uint l_4205_ = (l_4201_ >> 16u);
                                uint l_4206_ = (l_4205_ & 65535u);
                                uint l_4207_ = (l_4202_ & 65535u);
                                uint l_4208_ = (l_4206_ + l_4207_);
                                uint l_4209_ = (l_4203_ & 65535u);
                                uint l_4210_ = (l_4208_ + l_4209_);
                                uint l_4211_ = (l_4202_ >> 16u);
                                uint l_4212_ = (l_4211_ & 65535u);
                                uint l_4213_ = (l_4204_ + l_4212_);
                                uint l_4214_ = (l_4203_ >> 16u);
                                uint l_4215_ = (l_4214_ & 65535u);
                                uint l_4216_ = (l_4213_ + l_4215_);
                                uint l_4217_ = (l_4210_ >> 16u);
                                uint l_4218_ = (l_4217_ & 65535u);
                                uint l_2043_ = (l_4216_ + l_4218_);
                                uint _e7149 = l_mut_440_;
                                uint _e7150 = l_mut_1609_;
                                uint l_2044_ = (_e7149 * _e7150);
                                uint l_2045_ = (l_2043_ + l_2044_);
                                uint _e7153 = l_mut_421_;
                                uint l_2046_ = (_e7153 - l_2042_);
                                uint _e7155 = l_mut_394_;
                                uint l_2047_ = (_e7155 - l_2045_);
                                uint _e7157 = l_mut_421_;
                                bool l_2048_ = (_e7157 < l_2042_);
                                uint l_2049_ = uint(l_2048_);
                                uint l_2050_ = (l_2047_ - l_2049_);
                                l_mut_421_ = l_2046_;
                                l_mut_394_ = l_2050_;
                                uint _e7161 = l_mut_439_;
                                uint l_2051_ = (_e7161 - l_2042_);
                                uint _e7163 = l_mut_428_;
                                uint l_2052_ = (_e7163 - l_2045_);
                                uint _e7165 = l_mut_439_;
                                bool l_2053_ = (_e7165 < l_2042_);
                                uint l_2054_ = uint(l_2053_);
                                uint l_2055_ = (l_2052_ - l_2054_);
                                l_mut_439_ = l_2051_;
                                l_mut_428_ = l_2055_;
                                uint _e7169 = l_mut_1609_;
                                uint _e7170 = l_mut_382_;
                                uint l_2056_ = (_e7169 * _e7170);
                                uint _e7172 = l_mut_388_;
                                l_mut_388_ = (_e7172 + l_2056_);
                            } else {
                                uint _e7174 = l_mut_421_;
                                uint _e7175 = l_mut_441_;
                                uint l_2057_ = (_e7174 - _e7175);
                                uint _e7177 = l_mut_394_;
                                uint _e7178 = l_mut_440_;
                                uint l_2058_ = (_e7177 - _e7178);
                                uint _e7180 = l_mut_421_;
                                uint _e7181 = l_mut_441_;
                                bool l_2059_ = (_e7180 < _e7181);
                                uint l_2060_ = uint(l_2059_);
                                uint l_2061_ = (l_2058_ - l_2060_);
                                l_mut_421_ = l_2057_;
                                l_mut_394_ = l_2061_;
                                uint _e7185 = l_mut_394_;
                                bool l_2062_ = (_e7185 < l_1519_);
                                uint _e7187 = l_mut_394_;
                                bool l_2063_ = (_e7187 == l_1519_);
                                uint _e7189 = l_mut_421_;
                                bool l_2064_ = (_e7189 < l_1515_);
                                if (l_2063_) {
                                    local_151 = l_2064_;
                                } else {
                                    local_151 = false;
                                }
                                bool l_2065_ = local_151;
                                if (!(l_2062_)) {
                                    local_152 = l_2065_;
                                } else {
                                    local_152 = true;
                                }
                                bool l_2066_ = local_152;
                                if (l_2066_) {
                                    l_mut_628_ = false;
                                } else {
                                    uint _e7201 = l_mut_382_;
                                    uint l_2067_ = (l_1000_ - _e7201);
                                    uint _e7203 = l_mut_388_;
                                    uint l_2068_ = (l_2067_ / _e7203);
                                    l_mut_1615_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e7207 = l_mut_439_;
                                    uint _e7208 = l_mut_428_;
                                    uint l_2069_ = (_e7207 | _e7208);
                                    bool l_2070_ = (l_2069_ == 0u);
                                    if (l_2070_) {
                                        l_mut_1615_ = l_2068_;
                                    } else {
                                        bool _e7212 = l_mut_350_;
                                        if (_e7212) {
                                            uint _e7213 = l_mut_428_;
                                            uint _e7214 = l_mut_440_;
                                            bool l_2071_ = (_e7213 < _e7214);
                                            uint _e7216 = l_mut_428_;
                                            uint _e7217 = l_mut_440_;
                                            bool l_2072_ = (_e7216 == _e7217);
                                            uint _e7219 = l_mut_439_;
                                            uint _e7220 = l_mut_441_;
                                            bool l_2073_ = (_e7219 < _e7220);
                                            if (l_2072_) {
                                                local_153 = l_2073_;
                                            } else {
                                                local_153 = false;
                                            }
                                            bool l_2074_ = local_153;
                                            if (!(l_2071_)) {
                                                local_154 = l_2074_;
                                            } else {
                                                local_154 = true;
                                            }
                                            bool l_2075_ = local_154;
                                            if (l_2075_) {
                                                uint _e7231 = l_mut_441_;
                                                uint l_2076_ = (_e7231 - 1u);
                                                uint _e7234 = l_mut_440_;
                                                uint l_2077_ = (_e7234 - 0u);
                                                uint _e7237 = l_mut_441_;
                                                bool l_2078_ = (_e7237 < 1u);
                                                uint l_2079_ = uint(l_2078_);
                                                uint l_2080_ = (l_2077_ - l_2079_);
                                                l_mut_1610_ = l_2076_;
                                                l_mut_1609_ = l_2080_;
                                                l_mut_275_ = 0u;
                                                l_mut_2081_ = 0u;
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (!loop_init_12) {
                                                        uint _e7330 = l_mut_2081_;
                                                        l_mut_2081_ = (_e7330 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e7245 = l_mut_2081_;
                                                    if ((_e7245 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e7249 = l_mut_2081_;
                                                        uint l_2082_ = (19u - _e7249);
                                                        uint _e7251 = l_mut_1610_;
                                                        l_mut_269_ = _e7251;
                                                        uint _e7252 = l_mut_1609_;
                                                        l_mut_219_ = _e7252;
                                                        bool l_2083_ = (l_2082_ >= 32u);
                                                        if (l_2083_) {
                                                            uint l_2084_ = (l_2082_ & 31u);
                                                            uint _e7257 = l_mut_1609_;
                                                            uint l_2085_ = (_e7257 >> l_2084_);
                                                            l_mut_269_ = l_2085_;
                                                            l_mut_219_ = 0u;
                                                        } else {
                                                            bool l_2086_ = (l_2082_ > 0u);
                                                            if (l_2086_) {
                                                                uint _e7262 = l_mut_1610_;
                                                                l_mut_213_ = _e7262;
                                                                bool l_2087_ = (l_2082_ > 0u);
                                                                if (l_2087_) {
                                                                    uint _e7265 = l_mut_1610_;
                                                                    uint l_2088_ = (_e7265 >> l_2082_);
                                                                    uint l_2089_ = (32u - l_2082_);
                                                                    uint _e7269 = l_mut_1609_;
                                                                    uint l_2090_ = (_e7269 << l_2089_);
                                                                    uint l_2091_ = (l_2088_ | l_2090_);
                                                                    l_mut_213_ = l_2091_;
                                                                }
                                                                uint _e7272 = l_mut_1609_;
                                                                uint l_2092_ = (_e7272 >> l_2082_);
                                                                uint _e7274 = l_mut_213_;
                                                                l_mut_269_ = _e7274;
                                                                l_mut_219_ = l_2092_;
                                                            }
                                                        }
                                                        uint _e7275 = l_mut_219_;
                                                        uint _e7276 = l_mut_428_;
                                                        bool l_2093_ = (_e7275 < _e7276);
                                                        uint _e7278 = l_mut_219_;
                                                        uint _e7279 = l_mut_428_;
                                                        bool l_2094_ = (_e7278 == _e7279);
                                                        uint _e7281 = l_mut_269_;
                                                        uint _e7282 = l_mut_439_;
                                                        bool l_2095_ = (_e7281 < _e7282);
                                                        if (l_2094_) {
                                                            local_155 = l_2095_;
                                                        } else {
                                                            local_155 = false;
                                                        }
                                                        bool l_2096_ = local_155;
                                                        if (!(l_2093_)) {
                                                            local_156 = l_2096_;
                                                        } else {
                                                            local_156 = true;
                                                        }
                                                        bool l_2097_ = local_156;
                                                        bool l_2098_ = !(l_2097_);
                                                        if (l_2098_) {
                                                            uint _e7294 = l_mut_439_;
                                                            l_mut_269_ = _e7294;
                                                            uint _e7295 = l_mut_428_;
                                                            l_mut_219_ = _e7295;
                                                            bool l_2099_ = (l_2082_ >= 32u);
                                                            if (l_2099_) {
                                                                uint l_2100_ = (l_2082_ & 31u);
                                                                uint _e7300 = l_mut_439_;
                                                                uint l_2101_ = (_e7300 << l_2100_);
                                                                l_mut_269_ = 0u;
                                                                l_mut_219_ = l_2101_;
                                                            } else {
                                                                bool l_2102_ = (l_2082_ > 0u);
                                                                if (l_2102_) {
                                                                    uint _e7305 = l_mut_439_;
                                                                    uint l_2103_ = (_e7305 << l_2082_);
                                                                    uint _e7307 = l_mut_428_;
                                                                    uint l_2104_ = (_e7307 << l_2082_);
                                                                    uint l_2105_ = (32u - l_2082_);
                                                                    uint _e7311 = l_mut_439_;
                                                                    uint l_2106_ = (_e7311 >> l_2105_);
                                                                    uint l_2107_ = (l_2104_ | l_2106_);
                                                                    l_mut_269_ = l_2103_;
                                                                    l_mut_219_ = l_2107_;
                                                                }
                                                            }
                                                            uint _e7314 = l_mut_1610_;
                                                            uint _e7315 = l_mut_269_;
                                                            uint l_2108_ = (_e7314 - _e7315);
                                                            uint _e7317 = l_mut_1609_;
                                                            uint _e7318 = l_mut_219_;
                                                            uint l_2109_ = (_e7317 - _e7318);
                                                            uint _e7320 = l_mut_1610_;
                                                            uint _e7321 = l_mut_269_;
                                                            bool l_2110_ = (_e7320 < _e7321);
                                                            uint l_2111_ = uint(l_2110_);
                                                            uint l_2112_ = (l_2109_ - l_2111_);
                                                            l_mut_1610_ = l_2108_;
                                                            l_mut_1609_ = l_2112_;
                                                            uint l_2113_ = (1u << l_2082_);
                                                            uint _e7327 = l_mut_275_;
                                                            l_mut_275_ = (_e7327 | l_2113_);
                                                        }
                                                    }
                                                }
                                                uint _e7332 = l_mut_275_;
                                                uint l_2114_ = min(_e7332, l_2068_);
                                                l_mut_275_ = l_2114_;
                                                uint _e7334 = l_mut_1609_;
                                                uint _e7335 = l_mut_428_;
                                                bool l_2115_ = (_e7334 < _e7335);
                                                uint _e7337 = l_mut_1609_;
                                                uint _e7338 = l_mut_428_;
                                                bool l_2116_ = (_e7337 == _e7338);
                                                uint _e7340 = l_mut_1610_;
                                                uint _e7341 = l_mut_439_;
                                                bool l_2117_ = (_e7340 < _e7341);
                                                if (l_2116_) {
                                                    local_157 = l_2117_;
                                                } else {
                                                    local_157 = false;
                                                }
                                                bool l_2118_ = local_157;
                                                if (!(l_2115_)) {
                                                    local_158 = l_2118_;
                                                } else {
                                                    local_158 = true;
                                                }
                                                bool l_2119_ = local_158;
                                                bool l_2120_ = !(l_2119_);
                                                if (l_2120_) {
                                                    l_mut_275_ = l_2068_;
                                                }
                                                uint _e7353 = l_mut_275_;
                                                l_mut_1615_ = _e7353;
                                            }
                                        } else {
                                            uint _e7354 = l_mut_441_;
                                            l_mut_1610_ = _e7354;
                                            uint _e7355 = l_mut_440_;
                                            l_mut_1609_ = _e7355;
                                            while(true) {
                                                uint _e7356 = l_mut_428_;
                                                uint _e7357 = l_mut_1609_;
                                                bool l_2121_ = (_e7356 < _e7357);
                                                uint _e7359 = l_mut_428_;
                                                uint _e7360 = l_mut_1609_;
                                                bool l_2122_ = (_e7359 == _e7360);
                                                uint _e7362 = l_mut_439_;
                                                uint _e7363 = l_mut_1610_;
                                                bool l_2123_ = (_e7362 < _e7363);
                                                if (l_2122_) {
                                                    local_159 = l_2123_;
                                                } else {
                                                    local_159 = false;
                                                }
                                                bool l_2124_ = local_159;
                                                if (!(l_2121_)) {
                                                    local_160 = l_2124_;
                                                } else {
                                                    local_160 = true;
                                                }
                                                bool l_2125_ = local_160;
                                                uint _e7374 = l_mut_1615_;
                                                uint _e7375 = l_mut_388_;
                                                uint l_2126_ = (_e7374 * _e7375);
                                                uint _e7377 = l_mut_382_;
                                                uint l_2127_ = (_e7377 + l_2126_);
                                                uint _e7379 = l_mut_388_;
                                                uint l_2128_ = (l_2127_ + _e7379);
                                                bool l_2129_ = (l_2128_ < l_1000_);
                                                if (l_2125_) {
                                                    local_161 = l_2129_;
                                                } else {
                                                    local_161 = false;
                                                }
                                                bool l_2130_ = local_161;
                                                bool l_2131_ = !(l_2130_);
                                                if (l_2131_) {
                                                    break;
                                                }
                                                uint _e7387 = l_mut_1610_;
                                                uint _e7388 = l_mut_439_;
                                                uint l_2132_ = (_e7387 - _e7388);
                                                uint _e7390 = l_mut_1609_;
                                                uint _e7391 = l_mut_428_;
                                                uint l_2133_ = (_e7390 - _e7391);
                                                uint _e7393 = l_mut_1610_;
                                                uint _e7394 = l_mut_439_;
                                                bool l_2134_ = (_e7393 < _e7394);
                                                uint l_2135_ = uint(l_2134_);
                                                uint l_2136_ = (l_2133_ - l_2135_);
                                                l_mut_1610_ = l_2132_;
                                                l_mut_1609_ = l_2136_;
                                                uint _e7398 = l_mut_1615_;
                                                l_mut_1615_ = (_e7398 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7401 = l_mut_388_;
                                    uint _e7402 = l_mut_382_;
                                    uint l_2137_ = (_e7401 + _e7402);
                                    uint _e7404 = l_mut_1615_;
                                    uint _e7405 = l_mut_388_;
                                    uint l_2138_ = (_e7404 * _e7405);
                                    uint l_2139_ = (l_2137_ + l_2138_);
                                    bool l_2140_ = (l_2139_ >= l_1000_);
                                    if (l_2140_) {
                                        l_mut_645_ = true;
                                        l_mut_628_ = false;
                                    } else {
                                        uint _e7411 = l_mut_439_;
                                        uint _e7412 = l_mut_1615_;
                                        uint l_2141_ = (_e7411 * _e7412);
                                        uint _e7414 = l_mut_439_;
                                        uint l_4220_ = (_e7414 & 65535u);
                                        uint _e7417 = l_mut_439_;
                                        uint l_4221_ = (_e7417 >> 16u);
                                        uint l_4222_ = (l_4221_ & 65535u);
                                        uint _e7422 = l_mut_1615_;
                                        uint l_4223_ = (_e7422 & 65535u);
                                        uint _e7425 = l_mut_1615_;
                                        uint l_4224_ = (_e7425 >> 16u);
                                        uint l_4225_ = (l_4224_ & 65535u);
                                        uint l_4226_ = (l_4220_ * l_4223_);
                                        uint l_4227_ = (l_4222_ * l_4223_);
                                        uint l_4228_ = (l_4220_ * l_4225_);
                                        uint l_4229_ = (l_4222_ * l_4225_);
                                        uint l_4230_ = (l_4226_ >> 16u);
                                        uint l_4231_ = (l_4230_ & 65535u);
                                        uint l_4232_ = (l_4227_ & 65535u);
                                        uint l_4233_ = (l_4231_ + l_4232_);
                                        uint l_4234_ = (l_4228_ & 65535u);
                                        uint l_4235_ = (l_4233_ + l_4234_);
                                        uint l_4236_ = (l_4227_ >> 16u);
                                        uint l_4237_ = (l_4236_ & 65535u);
                                        uint l_4238_ = (l_4229_ + l_4237_);
                                        uint l_4239_ = (l_4228_ >> 16u);
                                        uint l_4240_ = (l_4239_ & 65535u);
                                        uint l_4241_ = (l_4238_ + l_4240_);
                                        uint l_4242_ = (l_4235_ >> 16u);
                                        uint l_4243_ = (l_4242_ & 65535u);
                                        uint l_2142_ = (l_4241_ + l_4243_);
                                        uint _e7459 = l_mut_428_;
                                        uint _e7460 = l_mut_1615_;
                                        uint l_2143_ = (_e7459 * _e7460);
                                        uint l_2144_ = (l_2142_ + l_2143_);
                                        uint _e7463 = l_mut_441_;
                                        uint l_2145_ = (_e7463 - l_2141_);
                                        uint _e7465 = l_mut_440_;
                                        uint l_2146_ = (_e7465 - l_2144_);
                                        uint _e7467 = l_mut_441_;
                                        bool l_2147_ = (_e7467 < l_2141_);
                                        uint l_2148_ = uint(l_2147_);
                                        uint l_2149_ = (l_2146_ - l_2148_);
                                        l_mut_441_ = l_2145_;
                                        l_mut_440_ = l_2149_;
                                        uint _e7471 = l_mut_1615_;
                                        uint _e7472 = l_mut_388_;
                                        uint l_2150_ = (_e7471 * _e7472);
                                        uint _e7474 = l_mut_382_;
                                        l_mut_382_ = (_e7474 + l_2150_);
                                        uint _e7476 = l_mut_439_;
                                        uint _e7477 = l_mut_441_;
                                        uint l_2151_ = (_e7476 - _e7477);
                                        uint _e7479 = l_mut_428_;
                                        uint _e7480 = l_mut_440_;
                                        uint l_2152_ = (_e7479 - _e7480);
                                        uint _e7482 = l_mut_439_;
                                        uint _e7483 = l_mut_441_;
                                        bool l_2153_ = (_e7482 < _e7483);
                                        uint l_2154_ = uint(l_2153_);
                                        uint l_2155_ = (l_2152_ - l_2154_);
                                        l_mut_439_ = l_2151_;
                                        l_mut_428_ = l_2155_;
                                        uint _e7487 = l_mut_388_;
                                        uint _e7488 = l_mut_382_;
                                        l_mut_388_ = (_e7487 + _e7488);
                                    }
                                }
                            }
                        }
                    }
                    bool _e7490 = l_mut_645_;
                    bool l_2156_ = !(_e7490);
                    if (l_999_) {
                        local_162 = l_2156_;
                    } else {
                        local_162 = false;
                    }
                    bool l_2157_ = local_162;
                    if (l_2157_) {
                        uint _e7497 = l_mut_997_;
                        uint l_2158_ = (1u << _e7497);
                        uint _e7499 = l_mut_450_;
                        l_mut_450_ = (_e7499 | l_2158_);
                        uint _e7501 = l_mut_445_;
                        l_mut_445_ = (_e7501 + 1u);
                        uint l_2159_ = (l_998_ + l_996_);
                        uint l_2160_ = min(l_2159_, l_56_);
                        l_mut_1615_ = 0u;
                        l_mut_2161_ = l_998_;
                        bool loop_init_13 = true;
                        while(true) {
                            if (!loop_init_13) {
                                uint _e8428 = l_mut_2161_;
                                l_mut_2161_ = (_e8428 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e7508 = l_mut_2161_;
                            if ((_e7508 < l_2160_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e7510 = l_mut_2161_;
                                uint l_2162_ = (l_59_ * _e7510);
                                uint l_4245_ = (l_59_ & 65535u);
                                uint l_4246_ = (l_59_ >> 16u);
                                uint l_4247_ = (l_4246_ & 65535u);
                                uint _e7518 = l_mut_2161_;
                                uint l_4248_ = (_e7518 & 65535u);
                                uint _e7521 = l_mut_2161_;
                                uint l_4249_ = (_e7521 >> 16u);
                                uint l_4250_ = (l_4249_ & 65535u);
                                uint l_4251_ = (l_4245_ * l_4248_);
                                uint l_4252_ = (l_4247_ * l_4248_);
                                uint l_4253_ = (l_4245_ * l_4250_);
                                uint l_4254_ = (l_4247_ * l_4250_);
                                uint l_4255_ = (l_4251_ >> 16u);
                                uint l_4256_ = (l_4255_ & 65535u);
                                uint l_4257_ = (l_4252_ & 65535u);
                                uint l_4258_ = (l_4256_ + l_4257_);
                                uint l_4259_ = (l_4253_ & 65535u);
                                uint l_4260_ = (l_4258_ + l_4259_);
                                uint l_4261_ = (l_4252_ >> 16u);
                                uint l_4262_ = (l_4261_ & 65535u);
                                uint l_4263_ = (l_4254_ + l_4262_);
                                uint l_4264_ = (l_4253_ >> 16u);
                                uint l_4265_ = (l_4264_ & 65535u);
                                uint l_4266_ = (l_4263_ + l_4265_);
                                uint l_4267_ = (l_4260_ >> 16u);
                                uint l_4268_ = (l_4267_ & 65535u);
                                uint l_2163_ = (l_4266_ + l_4268_);
                                uint _e7555 = l_mut_2161_;
                                uint l_2164_ = (l_62_ * _e7555);
                                uint l_2165_ = (l_2163_ + l_2164_);
                                uint l_2166_ = (l_64_ + l_2162_);
                                uint l_2167_ = (l_67_ + l_2165_);
                                bool l_2168_ = (l_2166_ < l_64_);
                                uint l_2169_ = uint(l_2168_);
                                uint l_2170_ = (l_2167_ + l_2169_);
                                l_mut_1610_ = 0u;
                                l_mut_1609_ = 0u;
                                uint _e7565 = l_mut_2161_;
                                bool l_2171_ = (_e7565 < 65536u);
                                if (l_2171_) {
                                    uint _e7568 = l_mut_2161_;
                                    uint _e7569 = l_mut_2161_;
                                    uint l_2172_ = (_e7568 * _e7569);
                                    uint l_2173_ = (l_72_ >> 31u);
                                    bool l_2174_ = (l_2173_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2174_) {
                                        uint l_2175_ = (0u - l_69_);
                                        uint l_2176_ = (0u - l_72_);
                                        bool l_2177_ = (0u < l_69_);
                                        uint l_2178_ = uint(l_2177_);
                                        uint l_2179_ = (l_2176_ - l_2178_);
                                        l_mut_441_ = l_2175_;
                                        l_mut_440_ = l_2179_;
                                    }
                                    uint _e7583 = l_mut_441_;
                                    uint l_2180_ = (_e7583 * l_2172_);
                                    uint _e7585 = l_mut_440_;
                                    uint l_2181_ = (_e7585 * l_2172_);
                                    uint _e7587 = l_mut_441_;
                                    uint l_4270_ = (_e7587 & 65535u);
                                    uint _e7590 = l_mut_441_;
                                    uint l_4271_ = (_e7590 >> 16u);
                                    uint l_4272_ = (l_4271_ & 65535u);
                                    uint l_4273_ = (l_2172_ & 65535u);
                                    uint l_4274_ = (l_2172_ >> 16u);
                                    uint l_4275_ = (l_4274_ & 65535u);
                                    uint l_4276_ = (l_4270_ * l_4273_);
                                    uint l_4277_ = (l_4272_ * l_4273_);
                                    uint l_4278_ = (l_4270_ * l_4275_);
                                    uint l_4279_ = (l_4272_ * l_4275_);
                                    uint l_4280_ = (l_4276_ >> 16u);
                                    uint l_4281_ = (l_4280_ & 65535u);
                                    uint l_4282_ = (l_4277_ & 65535u);
                                    uint l_4283_ = (l_4281_ + l_4282_);
                                    uint l_4284_ = (l_4278_ & 65535u);
                                    uint l_4285_ = (l_4283_ + l_4284_);
                                    uint l_4286_ = (l_4277_ >> 16u);
                                    uint l_4287_ = (l_4286_ & 65535u);
                                    uint l_4288_ = (l_4279_ + l_4287_);
                                    uint l_4289_ = (l_4278_ >> 16u);
                                    uint l_4290_ = (l_4289_ & 65535u);
                                    uint l_4291_ = (l_4288_ + l_4290_);
                                    uint l_4292_ = (l_4285_ >> 16u);
                                    uint l_4293_ = (l_4292_ & 65535u);
                                    uint l_2182_ = (l_4291_ + l_4293_);
                                    uint l_2183_ = (l_2182_ + l_2181_);
                                    uint _e7631 = l_mut_440_;
                                    uint l_4295_ = (_e7631 & 65535u);
                                    uint _e7634 = l_mut_440_;
                                    uint l_4296_ = (_e7634 >> 16u);
                                    uint l_4297_ = (l_4296_ & 65535u);
                                    uint l_4298_ = (l_2172_ & 65535u);
                                    uint l_4299_ = (l_2172_ >> 16u);
                                    uint l_4300_ = (l_4299_ & 65535u);
                                    uint l_4301_ = (l_4295_ * l_4298_);
                                    uint l_4302_ = (l_4297_ * l_4298_);
                                    uint l_4303_ = (l_4295_ * l_4300_);
                                    uint l_4304_ = (l_4297_ * l_4300_);
                                    uint l_4305_ = (l_4301_ >> 16u);
                                    uint l_4306_ = (l_4305_ & 65535u);
                                    uint l_4307_ = (l_4302_ & 65535u);
                                    uint l_4308_ = (l_4306_ + l_4307_);
                                    uint l_4309_ = (l_4303_ & 65535u);
                                    uint l_4310_ = (l_4308_ + l_4309_);
                                    uint l_4311_ = (l_4302_ >> 16u);
                                    uint l_4312_ = (l_4311_ & 65535u);
                                    uint l_4313_ = (l_4304_ + l_4312_);
                                    uint l_4314_ = (l_4303_ >> 16u);
                                    uint l_4315_ = (l_4314_ & 65535u);
                                    uint l_4316_ = (l_4313_ + l_4315_);
                                    uint l_4317_ = (l_4310_ >> 16u);
                                    uint l_4318_ = (l_4317_ & 65535u);
                                    uint l_2184_ = (l_4316_ + l_4318_);
                                    bool l_2185_ = (l_2183_ < l_2181_);
                                    uint l_2186_ = uint(l_2185_);
                                    uint l_2187_ = (l_2184_ + l_2186_);
                                    uint l_2188_ = (l_9_ % 32u);
                                    l_mut_439_ = l_2180_;
                                    bool l_2189_ = (l_2188_ > 0u);
                                    if (l_2189_) {
                                        uint l_2190_ = (l_2180_ >> l_2188_);
                                        uint l_2191_ = (32u - l_2188_);
                                        uint l_2192_ = (l_2183_ << l_2191_);
                                        uint l_2193_ = (l_2190_ | l_2192_);
                                        l_mut_439_ = l_2193_;
                                    }
                                    l_mut_428_ = l_2183_;
                                    bool l_2194_ = (l_2188_ > 0u);
                                    if (l_2194_) {
                                        uint l_2195_ = (l_2183_ >> l_2188_);
                                        uint l_2196_ = (32u - l_2188_);
                                        uint l_2197_ = (l_2187_ << l_2196_);
                                        uint l_2198_ = (l_2195_ | l_2197_);
                                        l_mut_428_ = l_2198_;
                                    }
                                    uint _e7693 = l_mut_439_;
                                    l_mut_421_ = _e7693;
                                    uint _e7694 = l_mut_428_;
                                    l_mut_439_ = _e7694;
                                    bool l_2199_ = (l_9_ >= 64u);
                                    if (l_2199_) {
                                        l_mut_421_ = l_2187_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_2200_ = (l_9_ >= 32u);
                                        if (l_2200_) {
                                            l_mut_428_ = l_2183_;
                                            bool l_2201_ = (l_2188_ > 0u);
                                            if (l_2201_) {
                                                uint l_2202_ = (l_2183_ >> l_2188_);
                                                uint l_2203_ = (32u - l_2188_);
                                                uint l_2204_ = (l_2187_ << l_2203_);
                                                uint l_2205_ = (l_2202_ | l_2204_);
                                                l_mut_428_ = l_2205_;
                                            }
                                            uint l_2206_ = (l_2187_ >> l_2188_);
                                            uint _e7708 = l_mut_428_;
                                            l_mut_421_ = _e7708;
                                            l_mut_439_ = l_2206_;
                                        }
                                    }
                                    uint _e7709 = l_mut_421_;
                                    l_mut_441_ = _e7709;
                                    uint _e7710 = l_mut_439_;
                                    l_mut_440_ = _e7710;
                                    if (l_2174_) {
                                        uint _e7712 = l_mut_441_;
                                        uint l_2207_ = (0u - _e7712);
                                        uint _e7715 = l_mut_440_;
                                        uint l_2208_ = (0u - _e7715);
                                        uint _e7718 = l_mut_441_;
                                        bool l_2209_ = (0u < _e7718);
                                        uint l_2210_ = uint(l_2209_);
                                        uint l_2211_ = (l_2208_ - l_2210_);
                                        l_mut_441_ = l_2207_;
                                        l_mut_440_ = l_2211_;
                                    }
                                    uint _e7722 = l_mut_441_;
                                    l_mut_1610_ = _e7722;
                                    uint _e7723 = l_mut_440_;
                                    l_mut_1609_ = _e7723;
                                } else {
                                    uint l_2212_ = (l_72_ >> 31u);
                                    bool l_2213_ = (l_2212_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2213_) {
                                        uint l_2214_ = (0u - l_69_);
                                        uint l_2215_ = (0u - l_72_);
                                        bool l_2216_ = (0u < l_69_);
                                        uint l_2217_ = uint(l_2216_);
                                        uint l_2218_ = (l_2215_ - l_2217_);
                                        l_mut_441_ = l_2214_;
                                        l_mut_440_ = l_2218_;
                                    }
                                    uint _e7736 = l_mut_441_;
                                    uint _e7737 = l_mut_2161_;
                                    uint l_2219_ = (_e7736 * _e7737);
                                    uint _e7739 = l_mut_440_;
                                    uint _e7740 = l_mut_2161_;
                                    uint l_2220_ = (_e7739 * _e7740);
                                    uint _e7742 = l_mut_441_;
                                    uint l_4320_ = (_e7742 & 65535u);
                                    uint _e7745 = l_mut_441_;
                                    uint l_4321_ = (_e7745 >> 16u);
                                    uint l_4322_ = (l_4321_ & 65535u);
                                    uint _e7750 = l_mut_2161_;
                                    uint l_4323_ = (_e7750 & 65535u);
                                    uint _e7753 = l_mut_2161_;
                                    uint l_4324_ = (_e7753 >> 16u);
                                    uint l_4325_ = (l_4324_ & 65535u);
                                    uint l_4326_ = (l_4320_ * l_4323_);
                                    uint l_4327_ = (l_4322_ * l_4323_);
                                    uint l_4328_ = (l_4320_ * l_4325_);
                                    uint l_4329_ = (l_4322_ * l_4325_);
                                    uint l_4330_ = (l_4326_ >> 16u);
                                    uint l_4331_ = (l_4330_ & 65535u);
                                    uint l_4332_ = (l_4327_ & 65535u);
                                    uint l_4333_ = (l_4331_ + l_4332_);
                                    uint l_4334_ = (l_4328_ & 65535u);
                                    uint l_4335_ = (l_4333_ + l_4334_);
                                    uint l_4336_ = (l_4327_ >> 16u);
                                    uint l_4337_ = (l_4336_ & 65535u);
                                    uint l_4338_ = (l_4329_ + l_4337_);
                                    uint l_4339_ = (l_4328_ >> 16u);
                                    uint l_4340_ = (l_4339_ & 65535u);
                                    uint l_4341_ = (l_4338_ + l_4340_);
                                    uint l_4342_ = (l_4335_ >> 16u);
                                    uint l_4343_ = (l_4342_ & 65535u);
                                    uint l_2221_ = (l_4341_ + l_4343_);
                                    uint l_2222_ = (l_2221_ + l_2220_);
                                    uint _e7788 = l_mut_440_;
                                    uint l_4345_ = (_e7788 & 65535u);
                                    uint _e7791 = l_mut_440_;
                                    uint l_4346_ = (_e7791 >> 16u);
                                    uint l_4347_ = (l_4346_ & 65535u);
                                    uint _e7796 = l_mut_2161_;
                                    uint l_4348_ = (_e7796 & 65535u);
                                    uint _e7799 = l_mut_2161_;
                                    uint l_4349_ = (_e7799 >> 16u);
                                    uint l_4350_ = (l_4349_ & 65535u);
                                    uint l_4351_ = (l_4345_ * l_4348_);
                                    uint l_4352_ = (l_4347_ * l_4348_);
                                    uint l_4353_ = (l_4345_ * l_4350_);
                                    uint l_4354_ = (l_4347_ * l_4350_);
                                    uint l_4355_ = (l_4351_ >> 16u);
                                    uint l_4356_ = (l_4355_ & 65535u);
                                    uint l_4357_ = (l_4352_ & 65535u);
                                    uint l_4358_ = (l_4356_ + l_4357_);
                                    uint l_4359_ = (l_4353_ & 65535u);
                                    uint l_4360_ = (l_4358_ + l_4359_);
                                    uint l_4361_ = (l_4352_ >> 16u);
                                    uint l_4362_ = (l_4361_ & 65535u);
                                    uint l_4363_ = (l_4354_ + l_4362_);
                                    uint l_4364_ = (l_4353_ >> 16u);
                                    uint l_4365_ = (l_4364_ & 65535u);
                                    uint l_4366_ = (l_4363_ + l_4365_);
                                    uint l_4367_ = (l_4360_ >> 16u);
                                    uint l_4368_ = (l_4367_ & 65535u);
                                    uint l_2223_ = (l_4366_ + l_4368_);
                                    bool l_2224_ = (l_2222_ < l_2220_);
                                    uint l_2225_ = uint(l_2224_);
                                    uint l_2226_ = (l_2223_ + l_2225_);
                                    l_mut_439_ = l_2219_;
                                    bool l_2228_ = (0u > 0u);
                                    if (l_2228_) {
                                        uint l_2229_ = (l_2219_ >> 0u);
                                        uint l_2230_ = (32u - 0u);
                                        uint l_2231_ = (l_2222_ << l_2230_);
                                        uint l_2232_ = (l_2229_ | l_2231_);
                                        l_mut_439_ = l_2232_;
                                    }
                                    l_mut_428_ = l_2222_;
                                    bool l_2233_ = (0u > 0u);
                                    if (l_2233_) {
                                        uint l_2234_ = (l_2222_ >> 0u);
                                        uint l_2235_ = (32u - 0u);
                                        uint l_2236_ = (l_2226_ << l_2235_);
                                        uint l_2237_ = (l_2234_ | l_2236_);
                                        l_mut_428_ = l_2237_;
                                    }
                                    uint _e7851 = l_mut_439_;
                                    l_mut_421_ = _e7851;
                                    uint _e7852 = l_mut_428_;
                                    l_mut_439_ = _e7852;
                                    if (false) {
                                        l_mut_421_ = l_2226_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_2222_;
                                            bool l_2240_ = (0u > 0u);
                                            if (l_2240_) {
                                                uint l_2241_ = (l_2222_ >> 0u);
                                                uint l_2242_ = (32u - 0u);
                                                uint l_2243_ = (l_2226_ << l_2242_);
                                                uint l_2244_ = (l_2241_ | l_2243_);
                                                l_mut_428_ = l_2244_;
                                            }
                                            uint l_2245_ = (l_2226_ >> 0u);
                                            uint _e7864 = l_mut_428_;
                                            l_mut_421_ = _e7864;
                                            l_mut_439_ = l_2245_;
                                        }
                                    }
                                    uint _e7865 = l_mut_441_;
                                    uint _e7866 = l_mut_2161_;
                                    uint l_2246_ = (_e7865 * _e7866);
                                    uint _e7868 = l_mut_440_;
                                    uint _e7869 = l_mut_2161_;
                                    uint l_2247_ = (_e7868 * _e7869);
                                    uint _e7871 = l_mut_441_;
                                    uint l_4370_ = (_e7871 & 65535u);
                                    uint _e7874 = l_mut_441_;
                                    uint l_4371_ = (_e7874 >> 16u);
                                    uint l_4372_ = (l_4371_ & 65535u);
                                    uint _e7879 = l_mut_2161_;
                                    uint l_4373_ = (_e7879 & 65535u);
                                    uint _e7882 = l_mut_2161_;
                                    uint l_4374_ = (_e7882 >> 16u);
                                    uint l_4375_ = (l_4374_ & 65535u);
                                    uint l_4376_ = (l_4370_ * l_4373_);
                                    uint l_4377_ = (l_4372_ * l_4373_);
                                    uint l_4378_ = (l_4370_ * l_4375_);
                                    uint l_4379_ = (l_4372_ * l_4375_);
                                    uint l_4380_ = (l_4376_ >> 16u);
                                    uint l_4381_ = (l_4380_ & 65535u);
                                    uint l_4382_ = (l_4377_ & 65535u);
                                    uint l_4383_ = (l_4381_ + l_4382_);
                                    uint l_4384_ = (l_4378_ & 65535u);
                                    uint l_4385_ = (l_4383_ + l_4384_);
                                    uint l_4386_ = (l_4377_ >> 16u);
                                    uint l_4387_ = (l_4386_ & 65535u);
                                    uint l_4388_ = (l_4379_ + l_4387_);
                                    uint l_4389_ = (l_4378_ >> 16u);
                                    uint l_4390_ = (l_4389_ & 65535u);
                                    uint l_4391_ = (l_4388_ + l_4390_);
                                    uint l_4392_ = (l_4385_ >> 16u);
                                    uint l_4393_ = (l_4392_ & 65535u);
                                    uint l_2248_ = (l_4391_ + l_4393_);
                                    uint l_2249_ = (l_2248_ + l_2247_);
                                    uint _e7917 = l_mut_440_;
                                    uint l_4395_ = (_e7917 & 65535u);
                                    uint _e7920 = l_mut_440_;
                                    uint l_4396_ = (_e7920 >> 16u);
                                    uint l_4397_ = (l_4396_ & 65535u);
                                    uint _e7925 = l_mut_2161_;
                                    uint l_4398_ = (_e7925 & 65535u);
                                    uint _e7928 = l_mut_2161_;
                                    uint l_4399_ = (_e7928 >> 16u);
                                    uint l_4400_ = (l_4399_ & 65535u);
                                    uint l_4401_ = (l_4395_ * l_4398_);
                                    uint l_4402_ = (l_4397_ * l_4398_);
                                    uint l_4403_ = (l_4395_ * l_4400_);
                                    uint l_4404_ = (l_4397_ * l_4400_);
                                    uint l_4405_ = (l_4401_ >> 16u);
                                    uint l_4406_ = (l_4405_ & 65535u);
                                    uint l_4407_ = (l_4402_ & 65535u);
                                    uint l_4408_ = (l_4406_ + l_4407_);
                                    uint l_4409_ = (l_4403_ & 65535u);
                                    uint l_4410_ = (l_4408_ + l_4409_);
                                    uint l_4411_ = (l_4402_ >> 16u);
                                    uint l_4412_ = (l_4411_ & 65535u);
                                    uint l_4413_ = (l_4404_ + l_4412_);
                                    uint l_4414_ = (l_4403_ >> 16u);
                                    uint l_4415_ = (l_4414_ & 65535u);
                                    uint l_4416_ = (l_4413_ + l_4415_);
                                    uint l_4417_ = (l_4410_ >> 16u);
                                    uint l_4418_ = (l_4417_ & 65535u);
                                    uint l_2250_ = (l_4416_ + l_4418_);
                                    bool l_2251_ = (l_2249_ < l_2247_);
                                    uint l_2252_ = uint(l_2251_);
                                    uint l_2253_ = (l_2250_ + l_2252_);
                                    l_mut_428_ = l_2246_;
                                    bool l_2255_ = (0u > 0u);
                                    if (l_2255_) {
                                        uint l_2256_ = (l_2246_ >> 0u);
                                        uint l_2257_ = (32u - 0u);
                                        uint l_2258_ = (l_2249_ << l_2257_);
                                        uint l_2259_ = (l_2256_ | l_2258_);
                                        l_mut_428_ = l_2259_;
                                    }
                                    l_mut_394_ = l_2249_;
                                    bool l_2260_ = (0u > 0u);
                                    if (l_2260_) {
                                        uint l_2261_ = (l_2249_ >> 0u);
                                        uint l_2262_ = (32u - 0u);
                                        uint l_2263_ = (l_2253_ << l_2262_);
                                        uint l_2264_ = (l_2261_ | l_2263_);
                                        l_mut_394_ = l_2264_;
                                    }
                                    uint _e7980 = l_mut_428_;
                                    l_mut_388_ = _e7980;
                                    uint _e7981 = l_mut_394_;
                                    l_mut_428_ = _e7981;
                                    if (true) {
                                        l_mut_388_ = l_2253_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2249_;
                                            bool l_2267_ = (0u > 0u);
                                            if (l_2267_) {
                                                uint l_2268_ = (l_2249_ >> 0u);
                                                uint l_2269_ = (32u - 0u);
                                                uint l_2270_ = (l_2253_ << l_2269_);
                                                uint l_2271_ = (l_2268_ | l_2270_);
                                                l_mut_394_ = l_2271_;
                                            }
                                            uint l_2272_ = (l_2253_ >> 0u);
                                            uint _e7993 = l_mut_394_;
                                            l_mut_388_ = _e7993;
                                            l_mut_428_ = l_2272_;
                                        }
                                    }
                                    uint _e7994 = l_mut_421_;
                                    uint _e7995 = l_mut_2161_;
                                    uint l_2273_ = (_e7994 * _e7995);
                                    uint _e7997 = l_mut_439_;
                                    uint _e7998 = l_mut_2161_;
                                    uint l_2274_ = (_e7997 * _e7998);
                                    uint _e8000 = l_mut_421_;
                                    uint l_4420_ = (_e8000 & 65535u);
                                    uint _e8003 = l_mut_421_;
                                    uint l_4421_ = (_e8003 >> 16u);
                                    uint l_4422_ = (l_4421_ & 65535u);
                                    uint _e8008 = l_mut_2161_;
                                    uint l_4423_ = (_e8008 & 65535u);
                                    uint _e8011 = l_mut_2161_;
                                    uint l_4424_ = (_e8011 >> 16u);
                                    uint l_4425_ = (l_4424_ & 65535u);
                                    uint l_4426_ = (l_4420_ * l_4423_);
                                    uint l_4427_ = (l_4422_ * l_4423_);
                                    uint l_4428_ = (l_4420_ * l_4425_);
                                    uint l_4429_ = (l_4422_ * l_4425_);
                                    uint l_4430_ = (l_4426_ >> 16u);
                                    uint l_4431_ = (l_4430_ & 65535u);
                                    uint l_4432_ = (l_4427_ & 65535u);
                                    uint l_4433_ = (l_4431_ + l_4432_);
                                    uint l_4434_ = (l_4428_ & 65535u);
                                    uint l_4435_ = (l_4433_ + l_4434_);
                                    uint l_4436_ = (l_4427_ >> 16u);
                                    uint l_4437_ = (l_4436_ & 65535u);
                                    uint l_4438_ = (l_4429_ + l_4437_);
                                    uint l_4439_ = (l_4428_ >> 16u);
                                    uint l_4440_ = (l_4439_ & 65535u);
                                    uint l_4441_ = (l_4438_ + l_4440_);
                                    uint l_4442_ = (l_4435_ >> 16u);
                                    uint l_4443_ = (l_4442_ & 65535u);
                                    uint l_2275_ = (l_4441_ + l_4443_);
                                    uint l_2276_ = (l_2275_ + l_2274_);
                                    uint _e8046 = l_mut_439_;
                                    uint l_4445_ = (_e8046 & 65535u);
                                    uint _e8049 = l_mut_439_;
                                    uint l_4446_ = (_e8049 >> 16u);
                                    uint l_4447_ = (l_4446_ & 65535u);
                                    uint _e8054 = l_mut_2161_;
                                    uint l_4448_ = (_e8054 & 65535u);
                                    uint _e8057 = l_mut_2161_;
                                    uint l_4449_ = (_e8057 >> 16u);
                                    uint l_4450_ = (l_4449_ & 65535u);
                                    uint l_4451_ = (l_4445_ * l_4448_);
                                    uint l_4452_ = (l_4447_ * l_4448_);
                                    uint l_4453_ = (l_4445_ * l_4450_);
                                    uint l_4454_ = (l_4447_ * l_4450_);
                                    uint l_4455_ = (l_4451_ >> 16u);
                                    uint l_4456_ = (l_4455_ & 65535u);
                                    uint l_4457_ = (l_4452_ & 65535u);
                                    uint l_4458_ = (l_4456_ + l_4457_);
                                    uint l_4459_ = (l_4453_ & 65535u);
                                    uint l_4460_ = (l_4458_ + l_4459_);
                                    uint l_4461_ = (l_4452_ >> 16u);
                                    uint l_4462_ = (l_4461_ & 65535u);
                                    uint l_4463_ = (l_4454_ + l_4462_);
                                    uint l_4464_ = (l_4453_ >> 16u);
                                    uint l_4465_ = (l_4464_ & 65535u);
                                    uint l_4466_ = (l_4463_ + l_4465_);
                                    uint l_4467_ = (l_4460_ >> 16u);
                                    uint l_4468_ = (l_4467_ & 65535u);
                                    uint l_2277_ = (l_4466_ + l_4468_);
                                    bool l_2278_ = (l_2276_ < l_2274_);
                                    uint l_2279_ = uint(l_2278_);
                                    uint l_2280_ = (l_2277_ + l_2279_);
                                    l_mut_441_ = l_2273_;
                                    bool l_2282_ = (0u > 0u);
                                    if (l_2282_) {
                                        uint l_2283_ = (l_2273_ >> 0u);
                                        uint l_2284_ = (32u - 0u);
                                        uint l_2285_ = (l_2276_ << l_2284_);
                                        uint l_2286_ = (l_2283_ | l_2285_);
                                        l_mut_441_ = l_2286_;
                                    }
                                    l_mut_440_ = l_2276_;
                                    bool l_2287_ = (0u > 0u);
                                    if (l_2287_) {
                                        uint l_2288_ = (l_2276_ >> 0u);
                                        uint l_2289_ = (32u - 0u);
                                        uint l_2290_ = (l_2280_ << l_2289_);
                                        uint l_2291_ = (l_2288_ | l_2290_);
                                        l_mut_440_ = l_2291_;
                                    }
                                    uint _e8109 = l_mut_441_;
                                    l_mut_394_ = _e8109;
                                    uint _e8110 = l_mut_440_;
                                    l_mut_441_ = _e8110;
                                    if (false) {
                                        l_mut_394_ = l_2280_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2276_;
                                            bool l_2294_ = (0u > 0u);
                                            if (l_2294_) {
                                                uint l_2295_ = (l_2276_ >> 0u);
                                                uint l_2296_ = (32u - 0u);
                                                uint l_2297_ = (l_2280_ << l_2296_);
                                                uint l_2298_ = (l_2295_ | l_2297_);
                                                l_mut_440_ = l_2298_;
                                            }
                                            uint l_2299_ = (l_2280_ >> 0u);
                                            uint _e8122 = l_mut_440_;
                                            l_mut_394_ = _e8122;
                                            l_mut_441_ = l_2299_;
                                        }
                                    }
                                    uint _e8123 = l_mut_421_;
                                    uint _e8124 = l_mut_2161_;
                                    uint l_2300_ = (_e8123 * _e8124);
                                    uint _e8126 = l_mut_439_;
                                    uint _e8127 = l_mut_2161_;
                                    uint l_2301_ = (_e8126 * _e8127);
                                    uint _e8129 = l_mut_421_;
                                    uint l_4470_ = (_e8129 & 65535u);
                                    uint _e8132 = l_mut_421_;
                                    uint l_4471_ = (_e8132 >> 16u);
                                    uint l_4472_ = (l_4471_ & 65535u);
                                    uint _e8137 = l_mut_2161_;
                                    uint l_4473_ = (_e8137 & 65535u);
                                    uint _e8140 = l_mut_2161_;
                                    uint l_4474_ = (_e8140 >> 16u);
                                    uint l_4475_ = (l_4474_ & 65535u);
                                    uint l_4476_ = (l_4470_ * l_4473_);
                                    uint l_4477_ = (l_4472_ * l_4473_);
                                    uint l_4478_ = (l_4470_ * l_4475_);
                                    uint l_4479_ = (l_4472_ * l_4475_);
                                    uint l_4480_ = (l_4476_ >> 16u);
                                    uint l_4481_ = (l_4480_ & 65535u);
                                    uint l_4482_ = (l_4477_ & 65535u);
                                    uint l_4483_ = (l_4481_ + l_4482_);
                                    uint l_4484_ = (l_4478_ & 65535u);
                                    uint l_4485_ = (l_4483_ + l_4484_);
                                    uint l_4486_ = (l_4477_ >> 16u);
                                    uint l_4487_ = (l_4486_ & 65535u);
                                    uint l_4488_ = (l_4479_ + l_4487_);
                                    uint l_4489_ = (l_4478_ >> 16u);
                                    uint l_4490_ = (l_4489_ & 65535u);
                                    uint l_4491_ = (l_4488_ + l_4490_);
                                    uint l_4492_ = (l_4485_ >> 16u);
                                    uint l_4493_ = (l_4492_ & 65535u);
                                    uint l_2302_ = (l_4491_ + l_4493_);
                                    uint l_2303_ = (l_2302_ + l_2301_);
                                    uint _e8175 = l_mut_439_;
                                    uint l_4495_ = (_e8175 & 65535u);
                                    uint _e8178 = l_mut_439_;
                                    uint l_4496_ = (_e8178 >> 16u);
                                    uint l_4497_ = (l_4496_ & 65535u);
                                    uint _e8183 = l_mut_2161_;
                                    uint l_4498_ = (_e8183 & 65535u);
                                    uint _e8186 = l_mut_2161_;
                                    uint l_4499_ = (_e8186 >> 16u);
                                    uint l_4500_ = (l_4499_ & 65535u);
                                    uint l_4501_ = (l_4495_ * l_4498_);
                                    uint l_4502_ = (l_4497_ * l_4498_);
                                    uint l_4503_ = (l_4495_ * l_4500_);
                                    uint l_4504_ = (l_4497_ * l_4500_);
                                    uint l_4505_ = (l_4501_ >> 16u);
                                    uint l_4506_ = (l_4505_ & 65535u);
                                    uint l_4507_ = (l_4502_ & 65535u);
                                    uint l_4508_ = (l_4506_ + l_4507_);
                                    uint l_4509_ = (l_4503_ & 65535u);
                                    uint l_4510_ = (l_4508_ + l_4509_);
                                    uint l_4511_ = (l_4502_ >> 16u);
                                    uint l_4512_ = (l_4511_ & 65535u);
                                    uint l_4513_ = (l_4504_ + l_4512_);
                                    uint l_4514_ = (l_4503_ >> 16u);
                                    uint l_4515_ = (l_4514_ & 65535u);
                                    uint l_4516_ = (l_4513_ + l_4515_);
                                    uint l_4517_ = (l_4510_ >> 16u);
                                    uint l_4518_ = (l_4517_ & 65535u);
                                    uint l_2304_ = (l_4516_ + l_4518_);
                                    bool l_2305_ = (l_2303_ < l_2301_);
                                    uint l_2306_ = uint(l_2305_);
                                    uint l_2307_ = (l_2304_ + l_2306_);
                                    l_mut_440_ = l_2300_;
                                    bool l_2309_ = (0u > 0u);
                                    if (l_2309_) {
                                        uint l_2310_ = (l_2300_ >> 0u);
                                        uint l_2311_ = (32u - 0u);
                                        uint l_2312_ = (l_2303_ << l_2311_);
                                        uint l_2313_ = (l_2310_ | l_2312_);
                                        l_mut_440_ = l_2313_;
                                    }
                                    l_mut_382_ = l_2303_;
                                    bool l_2314_ = (0u > 0u);
                                    if (l_2314_) {
                                        uint l_2315_ = (l_2303_ >> 0u);
                                        uint l_2316_ = (32u - 0u);
                                        uint l_2317_ = (l_2307_ << l_2316_);
                                        uint l_2318_ = (l_2315_ | l_2317_);
                                        l_mut_382_ = l_2318_;
                                    }
                                    uint _e8238 = l_mut_440_;
                                    l_mut_275_ = _e8238;
                                    uint _e8239 = l_mut_382_;
                                    l_mut_440_ = _e8239;
                                    if (true) {
                                        l_mut_275_ = l_2307_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2303_;
                                            bool l_2321_ = (0u > 0u);
                                            if (l_2321_) {
                                                uint l_2322_ = (l_2303_ >> 0u);
                                                uint l_2323_ = (32u - 0u);
                                                uint l_2324_ = (l_2307_ << l_2323_);
                                                uint l_2325_ = (l_2322_ | l_2324_);
                                                l_mut_382_ = l_2325_;
                                            }
                                            uint l_2326_ = (l_2307_ >> 0u);
                                            uint _e8251 = l_mut_382_;
                                            l_mut_275_ = _e8251;
                                            l_mut_440_ = l_2326_;
                                        }
                                    }
                                    uint _e8252 = l_mut_388_;
                                    uint _e8253 = l_mut_2161_;
                                    uint l_2327_ = (_e8252 * _e8253);
                                    uint _e8255 = l_mut_388_;
                                    uint l_4520_ = (_e8255 & 65535u);
                                    uint _e8258 = l_mut_388_;
                                    uint l_4521_ = (_e8258 >> 16u);
                                    uint l_4522_ = (l_4521_ & 65535u);
                                    uint _e8263 = l_mut_2161_;
                                    uint l_4523_ = (_e8263 & 65535u);
                                    uint _e8266 = l_mut_2161_;
                                    uint l_4524_ = (_e8266 >> 16u);
                                    uint l_4525_ = (l_4524_ & 65535u);
                                    uint l_4526_ = (l_4520_ * l_4523_);
                                    uint l_4527_ = (l_4522_ * l_4523_);
                                    uint l_4528_ = (l_4520_ * l_4525_);
                                    uint l_4529_ = (l_4522_ * l_4525_);
                                    uint l_4530_ = (l_4526_ >> 16u);
                                    uint l_4531_ = (l_4530_ & 65535u);
                                    uint l_4532_ = (l_4527_ & 65535u);
                                    uint l_4533_ = (l_4531_ + l_4532_);
                                    uint l_4534_ = (l_4528_ & 65535u);
                                    uint l_4535_ = (l_4533_ + l_4534_);
                                    uint l_4536_ = (l_4527_ >> 16u);
                                    uint l_4537_ = (l_4536_ & 65535u);
                                    uint l_4538_ = (l_4529_ + l_4537_);
                                    uint l_4539_ = (l_4528_ >> 16u);
                                    uint l_4540_ = (l_4539_ & 65535u);
                                    uint l_4541_ = (l_4538_ + l_4540_);
                                    uint l_4542_ = (l_4535_ >> 16u);
                                    uint l_4543_ = (l_4542_ & 65535u);
                                    uint l_2328_ = (l_4541_ + l_4543_);
                                    uint _e8300 = l_mut_428_;
                                    uint _e8301 = l_mut_2161_;
                                    uint l_2329_ = (_e8300 * _e8301);
                                    uint l_2330_ = (l_2328_ + l_2329_);
                                    uint _e8304 = l_mut_275_;
                                    uint l_2331_ = (_e8304 + l_2327_);
                                    uint _e8306 = l_mut_440_;
                                    uint l_2332_ = (_e8306 + l_2330_);
                                    uint _e8308 = l_mut_275_;
                                    bool l_2333_ = (l_2331_ < _e8308);
                                    uint l_2334_ = uint(l_2333_);
                                    uint l_2335_ = (l_2332_ + l_2334_);
                                    uint _e8312 = l_mut_394_;
                                    l_mut_1610_ = _e8312;
                                    uint _e8313 = l_mut_441_;
                                    l_mut_1609_ = _e8313;
                                    bool l_2336_ = (l_9_ == 64u);
                                    if (l_2336_) {
                                        l_mut_1610_ = l_2331_;
                                        l_mut_1609_ = l_2335_;
                                    } else {
                                        bool l_2337_ = (l_9_ > 0u);
                                        if (l_2337_) {
                                            uint l_2338_ = (64u - l_9_);
                                            l_mut_440_ = l_2331_;
                                            l_mut_439_ = l_2335_;
                                            bool l_2339_ = (l_2338_ >= 32u);
                                            if (l_2339_) {
                                                uint l_2340_ = (l_2338_ & 31u);
                                                uint l_2341_ = (l_2331_ << l_2340_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2341_;
                                            } else {
                                                bool l_2342_ = (l_2338_ > 0u);
                                                if (l_2342_) {
                                                    uint l_2343_ = (l_2331_ << l_2338_);
                                                    uint l_2344_ = (l_2335_ << l_2338_);
                                                    uint l_2345_ = (32u - l_2338_);
                                                    uint l_2346_ = (l_2331_ >> l_2345_);
                                                    uint l_2347_ = (l_2344_ | l_2346_);
                                                    l_mut_440_ = l_2343_;
                                                    l_mut_439_ = l_2347_;
                                                }
                                            }
                                            uint _e8334 = l_mut_394_;
                                            l_mut_428_ = _e8334;
                                            uint _e8335 = l_mut_441_;
                                            l_mut_421_ = _e8335;
                                            bool l_2348_ = (l_9_ >= 32u);
                                            if (l_2348_) {
                                                uint l_2349_ = (l_9_ & 31u);
                                                uint _e8340 = l_mut_441_;
                                                uint l_2350_ = (_e8340 >> l_2349_);
                                                l_mut_428_ = l_2350_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2351_ = (l_9_ > 0u);
                                                if (l_2351_) {
                                                    uint _e8345 = l_mut_394_;
                                                    l_mut_388_ = _e8345;
                                                    bool l_2352_ = (l_9_ > 0u);
                                                    if (l_2352_) {
                                                        uint _e8348 = l_mut_394_;
                                                        uint l_2353_ = (_e8348 >> l_9_);
                                                        uint l_2354_ = (32u - l_9_);
                                                        uint _e8352 = l_mut_441_;
                                                        uint l_2355_ = (_e8352 << l_2354_);
                                                        uint l_2356_ = (l_2353_ | l_2355_);
                                                        l_mut_388_ = l_2356_;
                                                    }
                                                    uint _e8355 = l_mut_441_;
                                                    uint l_2357_ = (_e8355 >> l_9_);
                                                    uint _e8357 = l_mut_388_;
                                                    l_mut_428_ = _e8357;
                                                    l_mut_421_ = l_2357_;
                                                }
                                            }
                                            uint _e8358 = l_mut_440_;
                                            uint _e8359 = l_mut_428_;
                                            uint l_2358_ = (_e8358 + _e8359);
                                            uint _e8361 = l_mut_439_;
                                            uint _e8362 = l_mut_421_;
                                            uint l_2359_ = (_e8361 + _e8362);
                                            uint _e8364 = l_mut_440_;
                                            bool l_2360_ = (l_2358_ < _e8364);
                                            uint l_2361_ = uint(l_2360_);
                                            uint l_2362_ = (l_2359_ + l_2361_);
                                            l_mut_1610_ = l_2358_;
                                            l_mut_1609_ = l_2362_;
                                        }
                                    }
                                    if (l_2213_) {
                                        uint _e8369 = l_mut_1610_;
                                        uint l_2363_ = (0u - _e8369);
                                        uint _e8372 = l_mut_1609_;
                                        uint l_2364_ = (0u - _e8372);
                                        uint _e8375 = l_mut_1610_;
                                        bool l_2365_ = (0u < _e8375);
                                        uint l_2366_ = uint(l_2365_);
                                        uint l_2367_ = (l_2364_ - l_2366_);
                                        l_mut_1610_ = l_2363_;
                                        l_mut_1609_ = l_2367_;
                                    }
                                }
                                uint _e8379 = l_mut_1610_;
                                uint l_2368_ = (l_2166_ + _e8379);
                                uint _e8381 = l_mut_1609_;
                                uint l_2369_ = (l_2170_ + _e8381);
                                bool l_2370_ = (l_2368_ < l_2166_);
                                uint l_2371_ = uint(l_2370_);
                                uint l_2372_ = (l_2369_ + l_2371_);
                                uint l_2373_ = (0u - l_2368_);
                                uint l_2374_ = (0u - l_2372_);
                                bool l_2375_ = (0u < l_2368_);
                                uint l_2376_ = uint(l_2375_);
                                uint l_2377_ = (l_2374_ - l_2376_);
                                l_mut_1610_ = l_2373_;
                                l_mut_1609_ = l_2377_;
                                uint _e8394 = l_mut_1609_;
                                bool l_2378_ = (l_2372_ < _e8394);
                                uint _e8396 = l_mut_1609_;
                                bool l_2379_ = (l_2372_ == _e8396);
                                uint _e8398 = l_mut_1610_;
                                bool l_2380_ = (l_2368_ < _e8398);
                                if (l_2379_) {
                                    local_163 = l_2380_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2381_ = local_163;
                                if (!(l_2378_)) {
                                    local_164 = l_2381_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2382_ = local_164;
                                if (l_2382_) {
                                    l_mut_1610_ = l_2368_;
                                    l_mut_1609_ = l_2372_;
                                }
                                uint _e8409 = l_mut_1609_;
                                bool l_2383_ = (_e8409 < l_27_);
                                uint _e8411 = l_mut_1609_;
                                bool l_2384_ = (_e8411 == l_27_);
                                uint _e8413 = l_mut_1610_;
                                bool l_2385_ = (_e8413 < l_24_);
                                if (l_2384_) {
                                    local_165 = l_2385_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2386_ = local_165;
                                if (!(l_2383_)) {
                                    local_166 = l_2386_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2387_ = local_166;
                                uint l_2388_ = uint(l_2387_);
                                uint _e8425 = l_mut_1615_;
                                l_mut_1615_ = (_e8425 + l_2388_);
                            }
                        }
                        uint _e8430 = l_mut_444_;
                        uint _e8431 = l_mut_1615_;
                        l_mut_444_ = (_e8430 + _e8431);
                    }
                }
            }
            uint _e8436 = l_mut_445_;
            bool l_2389_ = (_e8436 > 0u);
            if (l_2389_) {
                uint l_4545_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4546_ = (l_4545_ * 1u);
                uint l_4547_ = (l_4546_ - 1u);
                uint l_4548_ = min(1u, l_4547_);
                uint _e8451 = l_mut_445_;
                uint _e8452 = atomicAdd(_group_0_binding_5_cs[l_4548_], _e8451);
            }
            uint _e8453 = l_mut_444_;
            bool l_2392_ = (_e8453 > 0u);
            if (l_2392_) {
                uint l_4550_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4551_ = (l_4550_ * 1u);
                uint l_4552_ = (l_4551_ - 1u);
                uint l_4553_ = min(2u, l_4552_);
                uint _e8468 = l_mut_444_;
                uint _e8469 = atomicAdd(_group_0_binding_5_cs[l_4553_], _e8468);
                l_mut_1615_ = _e8469;
                bool loop_init_14 = true;
                while(true) {
                    if (!loop_init_14) {
                        uint _e9443 = l_mut_2395_;
                        l_mut_2395_ = (_e9443 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e8472 = l_mut_2395_;
                    if ((_e8472 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e8475 = l_mut_450_;
                        uint _e8476 = l_mut_2395_;
                        uint l_2396_ = (_e8475 >> _e8476);
                        uint l_2397_ = (l_2396_ & 1u);
                        bool l_2398_ = (l_2397_ == 1u);
                        if (l_2398_) {
                            uint _e8482 = l_mut_2395_;
                            uint l_2399_ = (_e8482 * l_996_);
                            uint l_2400_ = (l_2399_ + l_996_);
                            uint l_2401_ = min(l_2400_, l_56_);
                            uint _e8486 = l_mut_1615_;
                            l_mut_1610_ = _e8486;
                            l_mut_2402_ = l_2399_;
                            bool loop_init_15 = true;
                            while(true) {
                                if (!loop_init_15) {
                                    uint _e9439 = l_mut_2402_;
                                    l_mut_2402_ = (_e9439 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e8488 = l_mut_2402_;
                                if ((_e8488 < l_2401_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8490 = l_mut_2402_;
                                    uint l_2403_ = (l_59_ * _e8490);
                                    uint l_4555_ = (l_59_ & 65535u);
                                    uint l_4556_ = (l_59_ >> 16u);
                                    uint l_4557_ = (l_4556_ & 65535u);
                                    uint _e8498 = l_mut_2402_;
                                    uint l_4558_ = (_e8498 & 65535u);
                                    uint _e8501 = l_mut_2402_;
                                    uint l_4559_ = (_e8501 >> 16u);
                                    uint l_4560_ = (l_4559_ & 65535u);
                                    uint l_4561_ = (l_4555_ * l_4558_);
                                    uint l_4562_ = (l_4557_ * l_4558_);
                                    uint l_4563_ = (l_4555_ * l_4560_);
                                    uint l_4564_ = (l_4557_ * l_4560_);
                                    uint l_4565_ = (l_4561_ >> 16u);
                                    uint l_4566_ = (l_4565_ & 65535u);
                                    uint l_4567_ = (l_4562_ & 65535u);
                                    uint l_4568_ = (l_4566_ + l_4567_);
                                    uint l_4569_ = (l_4563_ & 65535u);
                                    uint l_4570_ = (l_4568_ + l_4569_);
                                    uint l_4571_ = (l_4562_ >> 16u);
                                    uint l_4572_ = (l_4571_ & 65535u);
                                    uint l_4573_ = (l_4564_ + l_4572_);
                                    uint l_4574_ = (l_4563_ >> 16u);
                                    uint l_4575_ = (l_4574_ & 65535u);
                                    uint l_4576_ = (l_4573_ + l_4575_);
                                    uint l_4577_ = (l_4570_ >> 16u);
                                    uint l_4578_ = (l_4577_ & 65535u);
                                    uint l_2404_ = (l_4576_ + l_4578_);
                                    uint _e8535 = l_mut_2402_;
                                    uint l_2405_ = (l_62_ * _e8535);
                                    uint l_2406_ = (l_2404_ + l_2405_);
                                    uint l_2407_ = (l_64_ + l_2403_);
                                    uint l_2408_ = (l_67_ + l_2406_);
                                    bool l_2409_ = (l_2407_ < l_64_);
                                    uint l_2410_ = uint(l_2409_);
                                    uint l_2411_ = (l_2408_ + l_2410_);
                                    l_mut_1609_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e8545 = l_mut_2402_;
                                    bool l_2412_ = (_e8545 < 65536u);
                                    if (l_2412_) {
                                        uint _e8548 = l_mut_2402_;
                                        uint _e8549 = l_mut_2402_;
                                        uint l_2413_ = (_e8548 * _e8549);
                                        uint l_2414_ = (l_72_ >> 31u);
                                        bool l_2415_ = (l_2414_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2415_) {
                                            uint l_2416_ = (0u - l_69_);
                                            uint l_2417_ = (0u - l_72_);
                                            bool l_2418_ = (0u < l_69_);
                                            uint l_2419_ = uint(l_2418_);
                                            uint l_2420_ = (l_2417_ - l_2419_);
                                            l_mut_444_ = l_2416_;
                                            l_mut_441_ = l_2420_;
                                        }
                                        uint _e8563 = l_mut_444_;
                                        uint l_2421_ = (_e8563 * l_2413_);
                                        uint _e8565 = l_mut_441_;
                                        uint l_2422_ = (_e8565 * l_2413_);
                                        uint _e8567 = l_mut_444_;
                                        uint l_4580_ = (_e8567 & 65535u);
                                        uint _e8570 = l_mut_444_;
                                        uint l_4581_ = (_e8570 >> 16u);
                                        uint l_4582_ = (l_4581_ & 65535u);
                                        uint l_4583_ = (l_2413_ & 65535u);
                                        uint l_4584_ = (l_2413_ >> 16u);
                                        uint l_4585_ = (l_4584_ & 65535u);
                                        uint l_4586_ = (l_4580_ * l_4583_);
                                        uint l_4587_ = (l_4582_ * l_4583_);
                                        uint l_4588_ = (l_4580_ * l_4585_);
                                        uint l_4589_ = (l_4582_ * l_4585_);
                                        uint l_4590_ = (l_4586_ >> 16u);
                                        uint l_4591_ = (l_4590_ & 65535u);
                                        uint l_4592_ = (l_4587_ & 65535u);
                                        uint l_4593_ = (l_4591_ + l_4592_);
                                        uint l_4594_ = (l_4588_ & 65535u);
                                        uint l_4595_ = (l_4593_ + l_4594_);
                                        uint l_4596_ = (l_4587_ >> 16u);
                                        uint l_4597_ = (l_4596_ & 65535u);
                                        uint l_4598_ = (l_4589_ + l_4597_);
                                        uint l_4599_ = (l_4588_ >> 16u);
                                        uint l_4600_ = (l_4599_ & 65535u);
                                        uint l_4601_ = (l_4598_ + l_4600_);
                                        uint l_4602_ = (l_4595_ >> 16u);
                                        uint l_4603_ = (l_4602_ & 65535u);
                                        uint l_2423_ = (l_4601_ + l_4603_);
                                        uint l_2424_ = (l_2423_ + l_2422_);
                                        uint _e8611 = l_mut_441_;
                                        uint l_4605_ = (_e8611 & 65535u);
                                        uint _e8614 = l_mut_441_;
                                        uint l_4606_ = (_e8614 >> 16u);
                                        uint l_4607_ = (l_4606_ & 65535u);
                                        uint l_4608_ = (l_2413_ & 65535u);
                                        uint l_4609_ = (l_2413_ >> 16u);
                                        uint l_4610_ = (l_4609_ & 65535u);
                                        uint l_4611_ = (l_4605_ * l_4608_);
                                        uint l_4612_ = (l_4607_ * l_4608_);
                                        uint l_4613_ = (l_4605_ * l_4610_);
                                        uint l_4614_ = (l_4607_ * l_4610_);
                                        uint l_4615_ = (l_4611_ >> 16u);
                                        uint l_4616_ = (l_4615_ & 65535u);
                                        uint l_4617_ = (l_4612_ & 65535u);
                                        uint l_4618_ = (l_4616_ + l_4617_);
                                        uint l_4619_ = (l_4613_ & 65535u);
                                        uint l_4620_ = (l_4618_ + l_4619_);
                                        uint l_4621_ = (l_4612_ >> 16u);
                                        uint l_4622_ = (l_4621_ & 65535u);
                                        uint l_4623_ = (l_4614_ + l_4622_);
                                        uint l_4624_ = (l_4613_ >> 16u);
                                        uint l_4625_ = (l_4624_ & 65535u);
                                        uint l_4626_ = (l_4623_ + l_4625_);
                                        uint l_4627_ = (l_4620_ >> 16u);
                                        uint l_4628_ = (l_4627_ & 65535u);
                                        uint l_2425_ = (l_4626_ + l_4628_);
                                        bool l_2426_ = (l_2424_ < l_2422_);
                                        uint l_2427_ = uint(l_2426_);
                                        uint l_2428_ = (l_2425_ + l_2427_);
                                        uint l_2429_ = (l_9_ % 32u);
                                        l_mut_440_ = l_2421_;
                                        bool l_2430_ = (l_2429_ > 0u);
                                        if (l_2430_) {
                                            uint l_2431_ = (l_2421_ >> l_2429_);
                                            uint l_2432_ = (32u - l_2429_);
                                            uint l_2433_ = (l_2424_ << l_2432_);
                                            uint l_2434_ = (l_2431_ | l_2433_);
                                            l_mut_440_ = l_2434_;
                                        }
                                        l_mut_439_ = l_2424_;
                                        bool l_2435_ = (l_2429_ > 0u);
                                        if (l_2435_) {
                                            uint l_2436_ = (l_2424_ >> l_2429_);
                                            uint l_2437_ = (32u - l_2429_);
                                            uint l_2438_ = (l_2428_ << l_2437_);
                                            uint l_2439_ = (l_2436_ | l_2438_);
                                            l_mut_439_ = l_2439_;
                                        }
                                        uint _e8673 = l_mut_440_;
                                        l_mut_428_ = _e8673;
                                        uint _e8674 = l_mut_439_;
                                        l_mut_440_ = _e8674;
                                        bool l_2440_ = (l_9_ >= 64u);
                                        if (l_2440_) {
                                            l_mut_428_ = l_2428_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2441_ = (l_9_ >= 32u);
                                            if (l_2441_) {
                                                l_mut_439_ = l_2424_;
                                                bool l_2442_ = (l_2429_ > 0u);
                                                if (l_2442_) {
                                                    uint l_2443_ = (l_2424_ >> l_2429_);
                                                    uint l_2444_ = (32u - l_2429_);
                                                    uint l_2445_ = (l_2428_ << l_2444_);
                                                    uint l_2446_ = (l_2443_ | l_2445_);
                                                    l_mut_439_ = l_2446_;
                                                }
                                                uint l_2447_ = (l_2428_ >> l_2429_);
                                                uint _e8688 = l_mut_439_;
                                                l_mut_428_ = _e8688;
                                                l_mut_440_ = l_2447_;
                                            }
                                        }
                                        uint _e8689 = l_mut_428_;
                                        l_mut_444_ = _e8689;
                                        uint _e8690 = l_mut_440_;
                                        l_mut_441_ = _e8690;
                                        if (l_2415_) {
                                            uint _e8692 = l_mut_444_;
                                            uint l_2448_ = (0u - _e8692);
                                            uint _e8695 = l_mut_441_;
                                            uint l_2449_ = (0u - _e8695);
                                            uint _e8698 = l_mut_444_;
                                            bool l_2450_ = (0u < _e8698);
                                            uint l_2451_ = uint(l_2450_);
                                            uint l_2452_ = (l_2449_ - l_2451_);
                                            l_mut_444_ = l_2448_;
                                            l_mut_441_ = l_2452_;
                                        }
                                        uint _e8702 = l_mut_444_;
                                        l_mut_1609_ = _e8702;
                                        uint _e8703 = l_mut_441_;
                                        l_mut_445_ = _e8703;
                                    } else {
                                        uint l_2453_ = (l_72_ >> 31u);
                                        bool l_2454_ = (l_2453_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2454_) {
                                            uint l_2455_ = (0u - l_69_);
                                            uint l_2456_ = (0u - l_72_);
                                            bool l_2457_ = (0u < l_69_);
                                            uint l_2458_ = uint(l_2457_);
                                            uint l_2459_ = (l_2456_ - l_2458_);
                                            l_mut_444_ = l_2455_;
                                            l_mut_441_ = l_2459_;
                                        }
                                        uint _e8716 = l_mut_444_;
                                        uint _e8717 = l_mut_2402_;
                                        uint l_2460_ = (_e8716 * _e8717);
                                        uint _e8719 = l_mut_441_;
                                        uint _e8720 = l_mut_2402_;
                                        uint l_2461_ = (_e8719 * _e8720);
                                        uint _e8722 = l_mut_444_;
                                        uint l_4630_ = (_e8722 & 65535u);
                                        uint _e8725 = l_mut_444_;
                                        uint l_4631_ = (_e8725 >> 16u);
                                        uint l_4632_ = (l_4631_ & 65535u);
                                        uint _e8730 = l_mut_2402_;
                                        uint l_4633_ = (_e8730 & 65535u);
                                        uint _e8733 = l_mut_2402_;
                                        uint l_4634_ = (_e8733 >> 16u);
                                        uint l_4635_ = (l_4634_ & 65535u);
                                        uint l_4636_ = (l_4630_ * l_4633_);
                                        uint l_4637_ = (l_4632_ * l_4633_);
                                        uint l_4638_ = (l_4630_ * l_4635_);
                                        uint l_4639_ = (l_4632_ * l_4635_);
                                        uint l_4640_ = (l_4636_ >> 16u);
                                        uint l_4641_ = (l_4640_ & 65535u);
                                        uint l_4642_ = (l_4637_ & 65535u);
                                        uint l_4643_ = (l_4641_ + l_4642_);
                                        uint l_4644_ = (l_4638_ & 65535u);
                                        uint l_4645_ = (l_4643_ + l_4644_);
                                        uint l_4646_ = (l_4637_ >> 16u);
                                        uint l_4647_ = (l_4646_ & 65535u);
                                        uint l_4648_ = (l_4639_ + l_4647_);
                                        uint l_4649_ = (l_4638_ >> 16u);
                                        uint l_4650_ = (l_4649_ & 65535u);
                                        uint l_4651_ = (l_4648_ + l_4650_);
                                        uint l_4652_ = (l_4645_ >> 16u);
                                        uint l_4653_ = (l_4652_ & 65535u);
                                        uint l_2462_ = (l_4651_ + l_4653_);
                                        uint l_2463_ = (l_2462_ + l_2461_);
                                        uint _e8768 = l_mut_441_;
                                        uint l_4655_ = (_e8768 & 65535u);
                                        uint _e8771 = l_mut_441_;
                                        uint l_4656_ = (_e8771 >> 16u);
                                        uint l_4657_ = (l_4656_ & 65535u);
                                        uint _e8776 = l_mut_2402_;
                                        uint l_4658_ = (_e8776 & 65535u);
                                        uint _e8779 = l_mut_2402_;
                                        uint l_4659_ = (_e8779 >> 16u);
                                        uint l_4660_ = (l_4659_ & 65535u);
                                        uint l_4661_ = (l_4655_ * l_4658_);
                                        uint l_4662_ = (l_4657_ * l_4658_);
                                        uint l_4663_ = (l_4655_ * l_4660_);
                                        uint l_4664_ = (l_4657_ * l_4660_);
                                        uint l_4665_ = (l_4661_ >> 16u);
                                        uint l_4666_ = (l_4665_ & 65535u);
                                        uint l_4667_ = (l_4662_ & 65535u);
                                        uint l_4668_ = (l_4666_ + l_4667_);
                                        uint l_4669_ = (l_4663_ & 65535u);
                                        uint l_4670_ = (l_4668_ + l_4669_);
                                        uint l_4671_ = (l_4662_ >> 16u);
                                        uint l_4672_ = (l_4671_ & 65535u);
                                        uint l_4673_ = (l_4664_ + l_4672_);
                                        uint l_4674_ = (l_4663_ >> 16u);
                                        uint l_4675_ = (l_4674_ & 65535u);
                                        uint l_4676_ = (l_4673_ + l_4675_);
                                        uint l_4677_ = (l_4670_ >> 16u);
                                        uint l_4678_ = (l_4677_ & 65535u);
                                        uint l_2464_ = (l_4676_ + l_4678_);
                                        bool l_2465_ = (l_2463_ < l_2461_);
                                        uint l_2466_ = uint(l_2465_);
                                        uint l_2467_ = (l_2464_ + l_2466_);
                                        l_mut_440_ = l_2460_;
                                        bool l_2469_ = (0u > 0u);
                                        if (l_2469_) {
                                            uint l_2470_ = (l_2460_ >> 0u);
                                            uint l_2471_ = (32u - 0u);
                                            uint l_2472_ = (l_2463_ << l_2471_);
                                            uint l_2473_ = (l_2470_ | l_2472_);
                                            l_mut_440_ = l_2473_;
                                        }
                                        l_mut_439_ = l_2463_;
                                        bool l_2474_ = (0u > 0u);
                                        if (l_2474_) {
                                            uint l_2475_ = (l_2463_ >> 0u);
                                            uint l_2476_ = (32u - 0u);
                                            uint l_2477_ = (l_2467_ << l_2476_);
                                            uint l_2478_ = (l_2475_ | l_2477_);
                                            l_mut_439_ = l_2478_;
                                        }
                                        uint _e8831 = l_mut_440_;
                                        l_mut_428_ = _e8831;
                                        uint _e8832 = l_mut_439_;
                                        l_mut_440_ = _e8832;
                                        if (false) {
                                            l_mut_428_ = l_2467_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2463_;
                                                bool l_2481_ = (0u > 0u);
                                                if (l_2481_) {
                                                    uint l_2482_ = (l_2463_ >> 0u);
                                                    uint l_2483_ = (32u - 0u);
                                                    uint l_2484_ = (l_2467_ << l_2483_);
                                                    uint l_2485_ = (l_2482_ | l_2484_);
                                                    l_mut_439_ = l_2485_;
                                                }
                                                uint l_2486_ = (l_2467_ >> 0u);
                                                uint _e8844 = l_mut_439_;
                                                l_mut_428_ = _e8844;
                                                l_mut_440_ = l_2486_;
                                            }
                                        }
                                        uint _e8845 = l_mut_444_;
                                        uint _e8846 = l_mut_2402_;
                                        uint l_2487_ = (_e8845 * _e8846);
                                        uint _e8848 = l_mut_441_;
                                        uint _e8849 = l_mut_2402_;
                                        uint l_2488_ = (_e8848 * _e8849);
                                        uint _e8851 = l_mut_444_;
                                        uint l_4680_ = (_e8851 & 65535u);
                                        uint _e8854 = l_mut_444_;
                                        uint l_4681_ = (_e8854 >> 16u);
                                        uint l_4682_ = (l_4681_ & 65535u);
                                        uint _e8859 = l_mut_2402_;
                                        uint l_4683_ = (_e8859 & 65535u);
                                        uint _e8862 = l_mut_2402_;
                                        uint l_4684_ = (_e8862 >> 16u);
                                        uint l_4685_ = (l_4684_ & 65535u);
                                        uint l_4686_ = (l_4680_ * l_4683_);
                                        uint l_4687_ = (l_4682_ * l_4683_);
                                        uint l_4688_ = (l_4680_ * l_4685_);
                                        uint l_4689_ = (l_4682_ * l_4685_);
                                        uint l_4690_ = (l_4686_ >> 16u);
                                        uint l_4691_ = (l_4690_ & 65535u);
                                        uint l_4692_ = (l_4687_ & 65535u);
                                        uint l_4693_ = (l_4691_ + l_4692_);
                                        uint l_4694_ = (l_4688_ & 65535u);
                                        uint l_4695_ = (l_4693_ + l_4694_);
                                        uint l_4696_ = (l_4687_ >> 16u);
                                        uint l_4697_ = (l_4696_ & 65535u);
                                        uint l_4698_ = (l_4689_ + l_4697_);
                                        uint l_4699_ = (l_4688_ >> 16u);
                                        uint l_4700_ = (l_4699_ & 65535u);
                                        uint l_4701_ = (l_4698_ + l_4700_);
                                        uint l_4702_ = (l_4695_ >> 16u);
                                        uint l_4703_ = (l_4702_ & 65535u);
                                        uint l_2489_ = (l_4701_ + l_4703_);
                                        uint l_2490_ = (l_2489_ + l_2488_);
                                        uint _e8897 = l_mut_441_;
                                        uint l_4705_ = (_e8897 & 65535u);
                                        uint _e8900 = l_mut_441_;
                                        uint l_4706_ = (_e8900 >> 16u);
                                        uint l_4707_ = (l_4706_ & 65535u);
                                        uint _e8905 = l_mut_2402_;
                                        uint l_4708_ = (_e8905 & 65535u);
                                        uint _e8908 = l_mut_2402_;
                                        uint l_4709_ = (_e8908 >> 16u);
                                        uint l_4710_ = (l_4709_ & 65535u);
                                        uint l_4711_ = (l_4705_ * l_4708_);
                                        uint l_4712_ = (l_4707_ * l_4708_);
                                        uint l_4713_ = (l_4705_ * l_4710_);
                                        uint l_4714_ = (l_4707_ * l_4710_);
                                        uint l_4715_ = (l_4711_ >> 16u);
                                        uint l_4716_ = (l_4715_ & 65535u);
                                        uint l_4717_ = (l_4712_ & 65535u);
                                        uint l_4718_ = (l_4716_ + l_4717_);
                                        uint l_4719_ = (l_4713_ & 65535u);
                                        uint l_4720_ = (l_4718_ + l_4719_);
                                        uint l_4721_ = (l_4712_ >> 16u);
                                        uint l_4722_ = (l_4721_ & 65535u);
                                        uint l_4723_ = (l_4714_ + l_4722_);
                                        uint l_4724_ = (l_4713_ >> 16u);
                                        uint l_4725_ = (l_4724_ & 65535u);
                                        uint l_4726_ = (l_4723_ + l_4725_);
                                        uint l_4727_ = (l_4720_ >> 16u);
                                        uint l_4728_ = (l_4727_ & 65535u);
                                        uint l_2491_ = (l_4726_ + l_4728_);
                                        bool l_2492_ = (l_2490_ < l_2488_);
                                        uint l_2493_ = uint(l_2492_);
                                        uint l_2494_ = (l_2491_ + l_2493_);
                                        l_mut_439_ = l_2487_;
                                        bool l_2496_ = (0u > 0u);
                                        if (l_2496_) {
                                            uint l_2497_ = (l_2487_ >> 0u);
                                            uint l_2498_ = (32u - 0u);
                                            uint l_2499_ = (l_2490_ << l_2498_);
                                            uint l_2500_ = (l_2497_ | l_2499_);
                                            l_mut_439_ = l_2500_;
                                        }
                                        l_mut_421_ = l_2490_;
                                        bool l_2501_ = (0u > 0u);
                                        if (l_2501_) {
                                            uint l_2502_ = (l_2490_ >> 0u);
                                            uint l_2503_ = (32u - 0u);
                                            uint l_2504_ = (l_2494_ << l_2503_);
                                            uint l_2505_ = (l_2502_ | l_2504_);
                                            l_mut_421_ = l_2505_;
                                        }
                                        uint _e8960 = l_mut_439_;
                                        l_mut_394_ = _e8960;
                                        uint _e8961 = l_mut_421_;
                                        l_mut_439_ = _e8961;
                                        if (true) {
                                            l_mut_394_ = l_2494_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2490_;
                                                bool l_2508_ = (0u > 0u);
                                                if (l_2508_) {
                                                    uint l_2509_ = (l_2490_ >> 0u);
                                                    uint l_2510_ = (32u - 0u);
                                                    uint l_2511_ = (l_2494_ << l_2510_);
                                                    uint l_2512_ = (l_2509_ | l_2511_);
                                                    l_mut_421_ = l_2512_;
                                                }
                                                uint l_2513_ = (l_2494_ >> 0u);
                                                uint _e8973 = l_mut_421_;
                                                l_mut_394_ = _e8973;
                                                l_mut_439_ = l_2513_;
                                            }
                                        }
                                        uint _e8974 = l_mut_428_;
                                        uint _e8975 = l_mut_2402_;
                                        uint l_2514_ = (_e8974 * _e8975);
                                        uint _e8977 = l_mut_440_;
                                        uint _e8978 = l_mut_2402_;
                                        uint l_2515_ = (_e8977 * _e8978);
                                        uint _e8980 = l_mut_428_;
                                        uint l_4730_ = (_e8980 & 65535u);
                                        uint _e8983 = l_mut_428_;
                                        uint l_4731_ = (_e8983 >> 16u);
                                        uint l_4732_ = (l_4731_ & 65535u);
                                        uint _e8988 = l_mut_2402_;
                                        uint l_4733_ = (_e8988 & 65535u);
                                        uint _e8991 = l_mut_2402_;
                                        uint l_4734_ = (_e8991 >> 16u);
                                        uint l_4735_ = (l_4734_ & 65535u);
                                        uint l_4736_ = (l_4730_ * l_4733_);
                                        uint l_4737_ = (l_4732_ * l_4733_);
                                        uint l_4738_ = (l_4730_ * l_4735_);
                                        uint l_4739_ = (l_4732_ * l_4735_);
                                        uint l_4740_ = (l_4736_ >> 16u);
                                        uint l_4741_ = (l_4740_ & 65535u);
                                        uint l_4742_ = (l_4737_ & 65535u);
                                        uint l_4743_ = (l_4741_ + l_4742_);
                                        uint l_4744_ = (l_4738_ & 65535u);
                                        uint l_4745_ = (l_4743_ + l_4744_);
                                        uint l_4746_ = (l_4737_ >> 16u);
                                        uint l_4747_ = (l_4746_ & 65535u);
                                        uint l_4748_ = (l_4739_ + l_4747_);
                                        uint l_4749_ = (l_4738_ >> 16u);
                                        uint l_4750_ = (l_4749_ & 65535u);
                                        uint l_4751_ = (l_4748_ + l_4750_);
                                        uint l_4752_ = (l_4745_ >> 16u);
                                        uint l_4753_ = (l_4752_ & 65535u);
                                        uint l_2516_ = (l_4751_ + l_4753_);
                                        uint l_2517_ = (l_2516_ + l_2515_);
                                        uint _e9026 = l_mut_440_;
                                        uint l_4755_ = (_e9026 & 65535u);
                                        uint _e9029 = l_mut_440_;
                                        uint l_4756_ = (_e9029 >> 16u);
                                        uint l_4757_ = (l_4756_ & 65535u);
                                        uint _e9034 = l_mut_2402_;
                                        uint l_4758_ = (_e9034 & 65535u);
                                        uint _e9037 = l_mut_2402_;
                                        uint l_4759_ = (_e9037 >> 16u);
                                        uint l_4760_ = (l_4759_ & 65535u);
                                        uint l_4761_ = (l_4755_ * l_4758_);
                                        uint l_4762_ = (l_4757_ * l_4758_);
                                        uint l_4763_ = (l_4755_ * l_4760_);
                                        uint l_4764_ = (l_4757_ * l_4760_);
                                        uint l_4765_ = (l_4761_ >> 16u);
                                        uint l_4766_ = (l_4765_ & 65535u);
                                        uint l_4767_ = (l_4762_ & 65535u);
                                        uint l_4768_ = (l_4766_ + l_4767_);
                                        uint l_4769_ = (l_4763_ & 65535u);
                                        uint l_4770_ = (l_4768_ + l_4769_);
                                        uint l_4771_ = (l_4762_ >> 16u);
                                        uint l_4772_ = (l_4771_ & 65535u);
                                        uint l_4773_ = (l_4764_ + l_4772_);
                                        uint l_4774_ = (l_4763_ >> 16u);
                                        uint l_4775_ = (l_4774_ & 65535u);
                                        uint l_4776_ = (l_4773_ + l_4775_);
                                        uint l_4777_ = (l_4770_ >> 16u);
                                        uint l_4778_ = (l_4777_ & 65535u);
                                        uint l_2518_ = (l_4776_ + l_4778_);
                                        bool l_2519_ = (l_2517_ < l_2515_);
                                        uint l_2520_ = uint(l_2519_);
                                        uint l_2521_ = (l_2518_ + l_2520_);
                                        l_mut_444_ = l_2514_;
                                        bool l_2523_ = (0u > 0u);
                                        if (l_2523_) {
                                            uint l_2524_ = (l_2514_ >> 0u);
                                            uint l_2525_ = (32u - 0u);
                                            uint l_2526_ = (l_2517_ << l_2525_);
                                            uint l_2527_ = (l_2524_ | l_2526_);
                                            l_mut_444_ = l_2527_;
                                        }
                                        l_mut_441_ = l_2517_;
                                        bool l_2528_ = (0u > 0u);
                                        if (l_2528_) {
                                            uint l_2529_ = (l_2517_ >> 0u);
                                            uint l_2530_ = (32u - 0u);
                                            uint l_2531_ = (l_2521_ << l_2530_);
                                            uint l_2532_ = (l_2529_ | l_2531_);
                                            l_mut_441_ = l_2532_;
                                        }
                                        uint _e9089 = l_mut_444_;
                                        l_mut_421_ = _e9089;
                                        uint _e9090 = l_mut_441_;
                                        l_mut_444_ = _e9090;
                                        if (false) {
                                            l_mut_421_ = l_2521_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2517_;
                                                bool l_2535_ = (0u > 0u);
                                                if (l_2535_) {
                                                    uint l_2536_ = (l_2517_ >> 0u);
                                                    uint l_2537_ = (32u - 0u);
                                                    uint l_2538_ = (l_2521_ << l_2537_);
                                                    uint l_2539_ = (l_2536_ | l_2538_);
                                                    l_mut_441_ = l_2539_;
                                                }
                                                uint l_2540_ = (l_2521_ >> 0u);
                                                uint _e9102 = l_mut_441_;
                                                l_mut_421_ = _e9102;
                                                l_mut_444_ = l_2540_;
                                            }
                                        }
                                        uint _e9103 = l_mut_428_;
                                        uint _e9104 = l_mut_2402_;
                                        uint l_2541_ = (_e9103 * _e9104);
                                        uint _e9106 = l_mut_440_;
                                        uint _e9107 = l_mut_2402_;
                                        uint l_2542_ = (_e9106 * _e9107);
                                        uint _e9109 = l_mut_428_;
                                        uint l_4780_ = (_e9109 & 65535u);
                                        uint _e9112 = l_mut_428_;
                                        uint l_4781_ = (_e9112 >> 16u);
                                        uint l_4782_ = (l_4781_ & 65535u);
                                        uint _e9117 = l_mut_2402_;
                                        uint l_4783_ = (_e9117 & 65535u);
                                        uint _e9120 = l_mut_2402_;
                                        uint l_4784_ = (_e9120 >> 16u);
                                        uint l_4785_ = (l_4784_ & 65535u);
                                        uint l_4786_ = (l_4780_ * l_4783_);
                                        uint l_4787_ = (l_4782_ * l_4783_);
                                        uint l_4788_ = (l_4780_ * l_4785_);
                                        uint l_4789_ = (l_4782_ * l_4785_);
                                        uint l_4790_ = (l_4786_ >> 16u);
                                        uint l_4791_ = (l_4790_ & 65535u);
                                        uint l_4792_ = (l_4787_ & 65535u);
                                        uint l_4793_ = (l_4791_ + l_4792_);
                                        uint l_4794_ = (l_4788_ & 65535u);
                                        uint l_4795_ = (l_4793_ + l_4794_);
                                        uint l_4796_ = (l_4787_ >> 16u);
                                        uint l_4797_ = (l_4796_ & 65535u);
                                        uint l_4798_ = (l_4789_ + l_4797_);
                                        uint l_4799_ = (l_4788_ >> 16u);
                                        uint l_4800_ = (l_4799_ & 65535u);
                                        uint l_4801_ = (l_4798_ + l_4800_);
                                        uint l_4802_ = (l_4795_ >> 16u);
                                        uint l_4803_ = (l_4802_ & 65535u);
                                        uint l_2543_ = (l_4801_ + l_4803_);
                                        uint l_2544_ = (l_2543_ + l_2542_);
                                        uint _e9155 = l_mut_440_;
                                        uint l_4805_ = (_e9155 & 65535u);
                                        uint _e9158 = l_mut_440_;
                                        uint l_4806_ = (_e9158 >> 16u);
                                        uint l_4807_ = (l_4806_ & 65535u);
                                        uint _e9163 = l_mut_2402_;
                                        uint l_4808_ = (_e9163 & 65535u);
                                        uint _e9166 = l_mut_2402_;
                                        uint l_4809_ = (_e9166 >> 16u);
                                        uint l_4810_ = (l_4809_ & 65535u);
                                        uint l_4811_ = (l_4805_ * l_4808_);
                                        uint l_4812_ = (l_4807_ * l_4808_);
                                        uint l_4813_ = (l_4805_ * l_4810_);
                                        uint l_4814_ = (l_4807_ * l_4810_);
                                        uint l_4815_ = (l_4811_ >> 16u);
                                        uint l_4816_ = (l_4815_ & 65535u);
                                        uint l_4817_ = (l_4812_ & 65535u);
                                        uint l_4818_ = (l_4816_ + l_4817_);
                                        uint l_4819_ = (l_4813_ & 65535u);
                                        uint l_4820_ = (l_4818_ + l_4819_);
                                        uint l_4821_ = (l_4812_ >> 16u);
                                        uint l_4822_ = (l_4821_ & 65535u);
                                        uint l_4823_ = (l_4814_ + l_4822_);
                                        uint l_4824_ = (l_4813_ >> 16u);
                                        uint l_4825_ = (l_4824_ & 65535u);
                                        uint l_4826_ = (l_4823_ + l_4825_);
                                        uint l_4827_ = (l_4820_ >> 16u);
                                        uint l_4828_ = (l_4827_ & 65535u);
                                        uint l_2545_ = (l_4826_ + l_4828_);
                                        bool l_2546_ = (l_2544_ < l_2542_);
                                        uint l_2547_ = uint(l_2546_);
                                        uint l_2548_ = (l_2545_ + l_2547_);
                                        l_mut_441_ = l_2541_;
                                        bool l_2550_ = (0u > 0u);
                                        if (l_2550_) {
                                            uint l_2551_ = (l_2541_ >> 0u);
                                            uint l_2552_ = (32u - 0u);
                                            uint l_2553_ = (l_2544_ << l_2552_);
                                            uint l_2554_ = (l_2551_ | l_2553_);
                                            l_mut_441_ = l_2554_;
                                        }
                                        l_mut_388_ = l_2544_;
                                        bool l_2555_ = (0u > 0u);
                                        if (l_2555_) {
                                            uint l_2556_ = (l_2544_ >> 0u);
                                            uint l_2557_ = (32u - 0u);
                                            uint l_2558_ = (l_2548_ << l_2557_);
                                            uint l_2559_ = (l_2556_ | l_2558_);
                                            l_mut_388_ = l_2559_;
                                        }
                                        uint _e9218 = l_mut_441_;
                                        l_mut_382_ = _e9218;
                                        uint _e9219 = l_mut_388_;
                                        l_mut_441_ = _e9219;
                                        if (true) {
                                            l_mut_382_ = l_2548_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2544_;
                                                bool l_2562_ = (0u > 0u);
                                                if (l_2562_) {
                                                    uint l_2563_ = (l_2544_ >> 0u);
                                                    uint l_2564_ = (32u - 0u);
                                                    uint l_2565_ = (l_2548_ << l_2564_);
                                                    uint l_2566_ = (l_2563_ | l_2565_);
                                                    l_mut_388_ = l_2566_;
                                                }
                                                uint l_2567_ = (l_2548_ >> 0u);
                                                uint _e9231 = l_mut_388_;
                                                l_mut_382_ = _e9231;
                                                l_mut_441_ = l_2567_;
                                            }
                                        }
                                        uint _e9232 = l_mut_394_;
                                        uint _e9233 = l_mut_2402_;
                                        uint l_2568_ = (_e9232 * _e9233);
                                        uint _e9235 = l_mut_394_;
                                        uint l_4830_ = (_e9235 & 65535u);
                                        uint _e9238 = l_mut_394_;
                                        uint l_4831_ = (_e9238 >> 16u);
                                        uint l_4832_ = (l_4831_ & 65535u);
                                        uint _e9243 = l_mut_2402_;
                                        uint l_4833_ = (_e9243 & 65535u);
                                        uint _e9246 = l_mut_2402_;
                                        uint l_4834_ = (_e9246 >> 16u);
                                        uint l_4835_ = (l_4834_ & 65535u);
                                        uint l_4836_ = (l_4830_ * l_4833_);
                                        uint l_4837_ = (l_4832_ * l_4833_);
                                        uint l_4838_ = (l_4830_ * l_4835_);
                                        uint l_4839_ = (l_4832_ * l_4835_);
                                        uint l_4840_ = (l_4836_ >> 16u);
                                        uint l_4841_ = (l_4840_ & 65535u);
                                        uint l_4842_ = (l_4837_ & 65535u);
                                        uint l_4843_ = (l_4841_ + l_4842_);
                                        uint l_4844_ = (l_4838_ & 65535u);
                                        uint l_4845_ = (l_4843_ + l_4844_);
                                        uint l_4846_ = (l_4837_ >> 16u);
                                        uint l_4847_ = (l_4846_ & 65535u);
                                        uint l_4848_ = (l_4839_ + l_4847_);
                                        uint l_4849_ = (l_4838_ >> 16u);
                                        uint l_4850_ = (l_4849_ & 65535u);
                                        uint l_4851_ = (l_4848_ + l_4850_);
                                        uint l_4852_ = (l_4845_ >> 16u);
                                        uint l_4853_ = (l_4852_ & 65535u);
                                        uint l_2569_ = (l_4851_ + l_4853_);
                                        uint _e9280 = l_mut_439_;
                                        uint _e9281 = l_mut_2402_;
                                        uint l_2570_ = (_e9280 * _e9281);
                                        uint l_2571_ = (l_2569_ + l_2570_);
                                        uint _e9284 = l_mut_382_;
                                        uint l_2572_ = (_e9284 + l_2568_);
                                        uint _e9286 = l_mut_441_;
                                        uint l_2573_ = (_e9286 + l_2571_);
                                        uint _e9288 = l_mut_382_;
                                        bool l_2574_ = (l_2572_ < _e9288);
                                        uint l_2575_ = uint(l_2574_);
                                        uint l_2576_ = (l_2573_ + l_2575_);
                                        uint _e9292 = l_mut_421_;
                                        l_mut_1609_ = _e9292;
                                        uint _e9293 = l_mut_444_;
                                        l_mut_445_ = _e9293;
                                        bool l_2577_ = (l_9_ == 64u);
                                        if (l_2577_) {
                                            l_mut_1609_ = l_2572_;
                                            l_mut_445_ = l_2576_;
                                        } else {
                                            bool l_2578_ = (l_9_ > 0u);
                                            if (l_2578_) {
                                                uint l_2579_ = (64u - l_9_);
                                                l_mut_441_ = l_2572_;
                                                l_mut_440_ = l_2576_;
                                                bool l_2580_ = (l_2579_ >= 32u);
                                                if (l_2580_) {
                                                    uint l_2581_ = (l_2579_ & 31u);
                                                    uint l_2582_ = (l_2572_ << l_2581_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2582_;
                                                } else {
                                                    bool l_2583_ = (l_2579_ > 0u);
                                                    if (l_2583_) {
                                                        uint l_2584_ = (l_2572_ << l_2579_);
                                                        uint l_2585_ = (l_2576_ << l_2579_);
                                                        uint l_2586_ = (32u - l_2579_);
                                                        uint l_2587_ = (l_2572_ >> l_2586_);
                                                        uint l_2588_ = (l_2585_ | l_2587_);
                                                        l_mut_441_ = l_2584_;
                                                        l_mut_440_ = l_2588_;
                                                    }
                                                }
                                                uint _e9314 = l_mut_421_;
                                                l_mut_439_ = _e9314;
                                                uint _e9315 = l_mut_444_;
                                                l_mut_428_ = _e9315;
                                                bool l_2589_ = (l_9_ >= 32u);
                                                if (l_2589_) {
                                                    uint l_2590_ = (l_9_ & 31u);
                                                    uint _e9320 = l_mut_444_;
                                                    uint l_2591_ = (_e9320 >> l_2590_);
                                                    l_mut_439_ = l_2591_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2592_ = (l_9_ > 0u);
                                                    if (l_2592_) {
                                                        uint _e9325 = l_mut_421_;
                                                        l_mut_394_ = _e9325;
                                                        bool l_2593_ = (l_9_ > 0u);
                                                        if (l_2593_) {
                                                            uint _e9328 = l_mut_421_;
                                                            uint l_2594_ = (_e9328 >> l_9_);
                                                            uint l_2595_ = (32u - l_9_);
                                                            uint _e9332 = l_mut_444_;
                                                            uint l_2596_ = (_e9332 << l_2595_);
                                                            uint l_2597_ = (l_2594_ | l_2596_);
                                                            l_mut_394_ = l_2597_;
                                                        }
                                                        uint _e9335 = l_mut_444_;
                                                        uint l_2598_ = (_e9335 >> l_9_);
                                                        uint _e9337 = l_mut_394_;
                                                        l_mut_439_ = _e9337;
                                                        l_mut_428_ = l_2598_;
                                                    }
                                                }
                                                uint _e9338 = l_mut_441_;
                                                uint _e9339 = l_mut_439_;
                                                uint l_2599_ = (_e9338 + _e9339);
                                                uint _e9341 = l_mut_440_;
                                                uint _e9342 = l_mut_428_;
                                                uint l_2600_ = (_e9341 + _e9342);
                                                uint _e9344 = l_mut_441_;
                                                bool l_2601_ = (l_2599_ < _e9344);
                                                uint l_2602_ = uint(l_2601_);
                                                uint l_2603_ = (l_2600_ + l_2602_);
                                                l_mut_1609_ = l_2599_;
                                                l_mut_445_ = l_2603_;
                                            }
                                        }
                                        if (l_2454_) {
                                            uint _e9349 = l_mut_1609_;
                                            uint l_2604_ = (0u - _e9349);
                                            uint _e9352 = l_mut_445_;
                                            uint l_2605_ = (0u - _e9352);
                                            uint _e9355 = l_mut_1609_;
                                            bool l_2606_ = (0u < _e9355);
                                            uint l_2607_ = uint(l_2606_);
                                            uint l_2608_ = (l_2605_ - l_2607_);
                                            l_mut_1609_ = l_2604_;
                                            l_mut_445_ = l_2608_;
                                        }
                                    }
                                    uint _e9359 = l_mut_1609_;
                                    uint l_2609_ = (l_2407_ + _e9359);
                                    uint _e9361 = l_mut_445_;
                                    uint l_2610_ = (l_2411_ + _e9361);
                                    bool l_2611_ = (l_2609_ < l_2407_);
                                    uint l_2612_ = uint(l_2611_);
                                    uint l_2613_ = (l_2610_ + l_2612_);
                                    uint l_2614_ = (0u - l_2609_);
                                    uint l_2615_ = (0u - l_2613_);
                                    bool l_2616_ = (0u < l_2609_);
                                    uint l_2617_ = uint(l_2616_);
                                    uint l_2618_ = (l_2615_ - l_2617_);
                                    l_mut_1609_ = l_2614_;
                                    l_mut_445_ = l_2618_;
                                    uint _e9374 = l_mut_445_;
                                    bool l_2619_ = (l_2613_ < _e9374);
                                    uint _e9376 = l_mut_445_;
                                    bool l_2620_ = (l_2613_ == _e9376);
                                    uint _e9378 = l_mut_1609_;
                                    bool l_2621_ = (l_2609_ < _e9378);
                                    if (l_2620_) {
                                        local_167 = l_2621_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2622_ = local_167;
                                    if (!(l_2619_)) {
                                        local_168 = l_2622_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2623_ = local_168;
                                    if (l_2623_) {
                                        l_mut_1609_ = l_2609_;
                                        l_mut_445_ = l_2613_;
                                    }
                                    uint _e9389 = l_mut_445_;
                                    bool l_2624_ = (_e9389 < l_27_);
                                    uint _e9391 = l_mut_445_;
                                    bool l_2625_ = (_e9391 == l_27_);
                                    uint _e9393 = l_mut_1609_;
                                    bool l_2626_ = (_e9393 < l_24_);
                                    if (l_2625_) {
                                        local_169 = l_2626_;
                                    } else {
                                        local_169 = false;
                                    }
                                    bool l_2627_ = local_169;
                                    if (!(l_2624_)) {
                                        local_170 = l_2627_;
                                    } else {
                                        local_170 = true;
                                    }
                                    bool l_2628_ = local_170;
                                    if (l_2628_) {
                                        uint _e9404 = l_mut_1610_;
                                        uint l_2629_ = (_e9404 * 2u);
                                        uint l_2630_ = (l_2629_ + 1u);
                                        uint l_2631_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2632_ = (l_2630_ < l_2631_);
                                        if (l_2632_) {
                                            uint l_4855_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4856_ = (l_4855_ * 1u);
                                            bool l_4857_ = (l_2629_ < l_4856_);
                                            if (l_4857_) {
                                                _group_0_binding_4_cs[l_2629_] = id;
                                            }
                                            uint l_2633_ = (l_2629_ + 1u);
                                            uint l_4858_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4859_ = (l_4858_ * 1u);
                                            bool l_4860_ = (l_2633_ < l_4859_);
                                            if (l_4860_) {
                                                uint _e9434 = l_mut_2402_;
                                                _group_0_binding_4_cs[l_2633_] = _e9434;
                                            }
                                        }
                                        uint _e9435 = l_mut_1610_;
                                        l_mut_1610_ = (_e9435 + 1u);
                                    }
                                }
                            }
                            uint _e9441 = l_mut_1610_;
                            l_mut_1615_ = _e9441;
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
