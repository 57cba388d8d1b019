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
    uint l_mut_1617_ = 0u;
    uint l_mut_1618_ = 0u;
    uint l_mut_1623_ = 0u;
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
    uint l_mut_842_ = 0u;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_922_ = 0u;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    uint l_mut_1005_ = 0u;
    bool local_83 = false;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
    uint l_mut_1615_ = 0u;
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
    uint l_mut_1726_ = 0u;
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
    uint l_mut_1838_ = 0u;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    bool local_131 = false;
    bool local_132 = false;
    uint l_mut_1903_ = 0u;
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
    uint l_mut_2013_ = 0u;
    bool local_147 = false;
    bool local_148 = false;
    bool local_149 = false;
    bool local_150 = false;
    bool local_151 = false;
    bool local_152 = false;
    bool local_153 = false;
    bool local_154 = false;
    uint l_mut_2093_ = 0u;
    bool local_155 = false;
    bool local_156 = false;
    bool local_157 = false;
    bool local_158 = false;
    bool local_159 = false;
    bool local_160 = false;
    bool local_161 = false;
    bool local_162 = false;
    uint l_mut_2177_ = 0u;
    bool local_163 = false;
    bool local_164 = false;
    bool local_165 = false;
    bool local_166 = false;
    uint l_mut_2411_ = 0u;
    uint l_mut_2418_ = 0u;
    bool local_167 = false;
    bool local_168 = false;
    bool local_169 = false;
    bool local_170 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2734_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2735_ = (l_2734_ * 1u);
        uint l_2736_ = (l_2735_ - 1u);
        uint l_2737_ = min(3u, l_2736_);
        uint _e69 = atomicAdd(_group_0_binding_5_cs[l_2737_], 1u);
    }
    uint l_2650_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2651_ = (l_2650_ * 1u);
    bool l_2652_ = (0u < l_2651_);
    uint l_2653_ = (l_2651_ - 1u);
    uint l_2654_ = min(0u, l_2653_);
    uint l_2655_ = _group_0_binding_3_cs[l_2654_];
    uint l_4_ = (l_2652_ ? l_2655_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2657_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2658_ = (l_2657_ * 1u);
    bool l_2659_ = (l_6_ < l_2658_);
    uint l_2660_ = (l_2658_ - 1u);
    uint l_2661_ = min(l_6_, l_2660_);
    uint l_2662_ = _group_0_binding_3_cs[l_2661_];
    uint l_7_ = (l_2659_ ? l_2662_ : 0u);
    uint l_2664_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2665_ = (l_2664_ * 1u);
    bool l_2666_ = (2u < l_2665_);
    uint l_2667_ = (l_2665_ - 1u);
    uint l_2668_ = min(2u, l_2667_);
    uint l_2669_ = _group_0_binding_3_cs[l_2668_];
    uint l_9_ = (l_2666_ ? l_2669_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2671_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2672_ = (l_2671_ * 1u);
    bool l_2673_ = (l_11_ < l_2672_);
    uint l_2674_ = (l_2672_ - 1u);
    uint l_2675_ = min(l_11_, l_2674_);
    uint l_2676_ = _group_0_binding_3_cs[l_2675_];
    uint l_12_ = (l_2673_ ? l_2676_ : 0u);
    uint l_2678_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2679_ = (l_2678_ * 1u);
    bool l_2680_ = (4u < l_2679_);
    uint l_2681_ = (l_2679_ - 1u);
    uint l_2682_ = min(4u, l_2681_);
    uint l_2683_ = _group_0_binding_3_cs[l_2682_];
    uint l_14_ = (l_2680_ ? l_2683_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2685_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2686_ = (l_2685_ * 1u);
    bool l_2687_ = (l_16_ < l_2686_);
    uint l_2688_ = (l_2686_ - 1u);
    uint l_2689_ = min(l_16_, l_2688_);
    uint l_2690_ = _group_0_binding_3_cs[l_2689_];
    uint l_17_ = (l_2687_ ? l_2690_ : 0u);
    uint l_2692_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2693_ = (l_2692_ * 1u);
    bool l_2694_ = (6u < l_2693_);
    uint l_2695_ = (l_2693_ - 1u);
    uint l_2696_ = min(6u, l_2695_);
    uint l_2697_ = _group_0_binding_3_cs[l_2696_];
    uint l_19_ = (l_2694_ ? l_2697_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2699_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2700_ = (l_2699_ * 1u);
    bool l_2701_ = (l_21_ < l_2700_);
    uint l_2702_ = (l_2700_ - 1u);
    uint l_2703_ = min(l_21_, l_2702_);
    uint l_2704_ = _group_0_binding_3_cs[l_2703_];
    uint l_22_ = (l_2701_ ? l_2704_ : 0u);
    uint l_2706_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2707_ = (l_2706_ * 1u);
    bool l_2708_ = (8u < l_2707_);
    uint l_2709_ = (l_2707_ - 1u);
    uint l_2710_ = min(8u, l_2709_);
    uint l_2711_ = _group_0_binding_3_cs[l_2710_];
    uint l_24_ = (l_2708_ ? l_2711_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2713_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2714_ = (l_2713_ * 1u);
    bool l_2715_ = (l_26_ < l_2714_);
    uint l_2716_ = (l_2714_ - 1u);
    uint l_2717_ = min(l_26_, l_2716_);
    uint l_2718_ = _group_0_binding_3_cs[l_2717_];
    uint l_27_ = (l_2715_ ? l_2718_ : 0u);
    uint l_2720_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2721_ = (l_2720_ * 1u);
    bool l_2722_ = (10u < l_2721_);
    uint l_2723_ = (l_2721_ - 1u);
    uint l_2724_ = min(10u, l_2723_);
    uint l_2725_ = _group_0_binding_3_cs[l_2724_];
    uint l_29_ = (l_2722_ ? l_2725_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2727_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2728_ = (l_2727_ * 1u);
    bool l_2729_ = (l_31_ < l_2728_);
    uint l_2730_ = (l_2728_ - 1u);
    uint l_2731_ = min(l_31_, l_2730_);
    uint l_2732_ = _group_0_binding_3_cs[l_2731_];
    uint l_32_ = (l_2729_ ? l_2732_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2739_ = (id & 65535u);
    uint l_2740_ = (id >> 16u);
    uint l_2741_ = (l_2740_ & 65535u);
    uint l_2742_ = (l_4_ & 65535u);
    uint l_2743_ = (l_4_ >> 16u);
    uint l_2744_ = (l_2743_ & 65535u);
    uint l_2745_ = (l_2739_ * l_2742_);
    uint l_2746_ = (l_2741_ * l_2742_);
    uint l_2747_ = (l_2739_ * l_2744_);
    uint l_2748_ = (l_2741_ * l_2744_);
    uint l_2749_ = (l_2745_ >> 16u);
    uint l_2750_ = (l_2749_ & 65535u);
    uint l_2751_ = (l_2746_ & 65535u);
    uint l_2752_ = (l_2750_ + l_2751_);
    uint l_2753_ = (l_2747_ & 65535u);
    uint l_2754_ = (l_2752_ + l_2753_);
    uint l_2755_ = (l_2746_ >> 16u);
    uint l_2756_ = (l_2755_ & 65535u);
    uint l_2757_ = (l_2748_ + l_2756_);
    uint l_2758_ = (l_2747_ >> 16u);
    uint l_2759_ = (l_2758_ & 65535u);
    uint l_2760_ = (l_2757_ + l_2759_);
    uint l_2761_ = (l_2754_ >> 16u);
    uint l_2762_ = (l_2761_ & 65535u);
    uint l_37_ = (l_2760_ + l_2762_);
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
        uint l_2764_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2765_ = (l_2764_ * 1u);
        bool l_2766_ = (l_58_ < l_2765_);
        uint l_2767_ = (l_2765_ - 1u);
        uint l_2768_ = min(l_58_, l_2767_);
        uint l_2769_ = _group_0_binding_0_cs[l_2768_];
        uint l_59_ = (l_2766_ ? l_2769_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2771_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2772_ = (l_2771_ * 1u);
        bool l_2773_ = (l_61_ < l_2772_);
        uint l_2774_ = (l_2772_ - 1u);
        uint l_2775_ = min(l_61_, l_2774_);
        uint l_2776_ = _group_0_binding_0_cs[l_2775_];
        uint l_62_ = (l_2773_ ? l_2776_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2778_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2779_ = (l_2778_ * 1u);
        bool l_2780_ = (l_63_ < l_2779_);
        uint l_2781_ = (l_2779_ - 1u);
        uint l_2782_ = min(l_63_, l_2781_);
        uint l_2783_ = _group_0_binding_1_cs[l_2782_];
        uint l_64_ = (l_2780_ ? l_2783_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2785_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2786_ = (l_2785_ * 1u);
        bool l_2787_ = (l_66_ < l_2786_);
        uint l_2788_ = (l_2786_ - 1u);
        uint l_2789_ = min(l_66_, l_2788_);
        uint l_2790_ = _group_0_binding_1_cs[l_2789_];
        uint l_67_ = (l_2787_ ? l_2790_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2792_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2793_ = (l_2792_ * 1u);
        bool l_2794_ = (l_68_ < l_2793_);
        uint l_2795_ = (l_2793_ - 1u);
        uint l_2796_ = min(l_68_, l_2795_);
        uint l_2797_ = _group_0_binding_2_cs[l_2796_];
        uint l_69_ = (l_2794_ ? l_2797_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2799_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2800_ = (l_2799_ * 1u);
        bool l_2801_ = (l_71_ < l_2800_);
        uint l_2802_ = (l_2800_ - 1u);
        uint l_2803_ = min(l_71_, l_2802_);
        uint l_2804_ = _group_0_binding_2_cs[l_2803_];
        uint l_72_ = (l_2801_ ? l_2804_ : 0u);
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
        uint l_2806_ = (_e487 & 65535u);
        uint _e490 = l_mut_40_;
        uint l_2807_ = (_e490 >> 16u);
        uint l_2808_ = (l_2807_ & 65535u);
        uint l_2809_ = (l_4_ & 65535u);
        uint l_2810_ = (l_4_ >> 16u);
        uint l_2811_ = (l_2810_ & 65535u);
        uint l_2812_ = (l_2806_ * l_2809_);
        uint l_2813_ = (l_2808_ * l_2809_);
        uint l_2814_ = (l_2806_ * l_2811_);
        uint l_2815_ = (l_2808_ * l_2811_);
        uint l_2816_ = (l_2812_ >> 16u);
        uint l_2817_ = (l_2816_ & 65535u);
        uint l_2818_ = (l_2813_ & 65535u);
        uint l_2819_ = (l_2817_ + l_2818_);
        uint l_2820_ = (l_2814_ & 65535u);
        uint l_2821_ = (l_2819_ + l_2820_);
        uint l_2822_ = (l_2813_ >> 16u);
        uint l_2823_ = (l_2822_ & 65535u);
        uint l_2824_ = (l_2815_ + l_2823_);
        uint l_2825_ = (l_2814_ >> 16u);
        uint l_2826_ = (l_2825_ & 65535u);
        uint l_2827_ = (l_2824_ + l_2826_);
        uint l_2828_ = (l_2821_ >> 16u);
        uint l_2829_ = (l_2828_ & 65535u);
        uint l_83_ = (l_2827_ + l_2829_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e531 = l_mut_75_;
        uint l_2831_ = (_e531 & 65535u);
        uint _e534 = l_mut_75_;
        uint l_2832_ = (_e534 >> 16u);
        uint l_2833_ = (l_2832_ & 65535u);
        uint l_2834_ = (l_4_ & 65535u);
        uint l_2835_ = (l_4_ >> 16u);
        uint l_2836_ = (l_2835_ & 65535u);
        uint l_2837_ = (l_2831_ * l_2834_);
        uint l_2838_ = (l_2833_ * l_2834_);
        uint l_2839_ = (l_2831_ * l_2836_);
        uint l_2840_ = (l_2833_ * l_2836_);
        uint l_2841_ = (l_2837_ >> 16u);
        uint l_2842_ = (l_2841_ & 65535u);
        uint l_2843_ = (l_2838_ & 65535u);
        uint l_2844_ = (l_2842_ + l_2843_);
        uint l_2845_ = (l_2839_ & 65535u);
        uint l_2846_ = (l_2844_ + l_2845_);
        uint l_2847_ = (l_2838_ >> 16u);
        uint l_2848_ = (l_2847_ & 65535u);
        uint l_2849_ = (l_2840_ + l_2848_);
        uint l_2850_ = (l_2839_ >> 16u);
        uint l_2851_ = (l_2850_ & 65535u);
        uint l_2852_ = (l_2849_ + l_2851_);
        uint l_2853_ = (l_2846_ >> 16u);
        uint l_2854_ = (l_2853_ & 65535u);
        uint l_85_ = (l_2852_ + l_2854_);
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
            uint l_2856_ = (_e652 & 65535u);
            uint _e655 = l_mut_90_;
            uint l_2857_ = (_e655 >> 16u);
            uint l_2858_ = (l_2857_ & 65535u);
            uint l_2859_ = (l_123_ & 65535u);
            uint l_2860_ = (l_123_ >> 16u);
            uint l_2861_ = (l_2860_ & 65535u);
            uint l_2862_ = (l_2856_ * l_2859_);
            uint l_2863_ = (l_2858_ * l_2859_);
            uint l_2864_ = (l_2856_ * l_2861_);
            uint l_2865_ = (l_2858_ * l_2861_);
            uint l_2866_ = (l_2862_ >> 16u);
            uint l_2867_ = (l_2866_ & 65535u);
            uint l_2868_ = (l_2863_ & 65535u);
            uint l_2869_ = (l_2867_ + l_2868_);
            uint l_2870_ = (l_2864_ & 65535u);
            uint l_2871_ = (l_2869_ + l_2870_);
            uint l_2872_ = (l_2863_ >> 16u);
            uint l_2873_ = (l_2872_ & 65535u);
            uint l_2874_ = (l_2865_ + l_2873_);
            uint l_2875_ = (l_2864_ >> 16u);
            uint l_2876_ = (l_2875_ & 65535u);
            uint l_2877_ = (l_2874_ + l_2876_);
            uint l_2878_ = (l_2871_ >> 16u);
            uint l_2879_ = (l_2878_ & 65535u);
            uint l_133_ = (l_2877_ + l_2879_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e696 = l_mut_75_;
            uint l_2881_ = (_e696 & 65535u);
            uint _e699 = l_mut_75_;
            uint l_2882_ = (_e699 >> 16u);
            uint l_2883_ = (l_2882_ & 65535u);
            uint l_2884_ = (l_123_ & 65535u);
            uint l_2885_ = (l_123_ >> 16u);
            uint l_2886_ = (l_2885_ & 65535u);
            uint l_2887_ = (l_2881_ * l_2884_);
            uint l_2888_ = (l_2883_ * l_2884_);
            uint l_2889_ = (l_2881_ * l_2886_);
            uint l_2890_ = (l_2883_ * l_2886_);
            uint l_2891_ = (l_2887_ >> 16u);
            uint l_2892_ = (l_2891_ & 65535u);
            uint l_2893_ = (l_2888_ & 65535u);
            uint l_2894_ = (l_2892_ + l_2893_);
            uint l_2895_ = (l_2889_ & 65535u);
            uint l_2896_ = (l_2894_ + l_2895_);
            uint l_2897_ = (l_2888_ >> 16u);
            uint l_2898_ = (l_2897_ & 65535u);
            uint l_2899_ = (l_2890_ + l_2898_);
            uint l_2900_ = (l_2889_ >> 16u);
            uint l_2901_ = (l_2900_ & 65535u);
            uint l_2902_ = (l_2899_ + l_2901_);
            uint l_2903_ = (l_2896_ >> 16u);
            uint l_2904_ = (l_2903_ & 65535u);
            uint l_135_ = (l_2902_ + l_2904_);
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
            uint l_2906_ = (_e805 & 65535u);
            uint _e808 = l_mut_151_;
            uint l_2907_ = (_e808 >> 16u);
            uint l_2908_ = (l_2907_ & 65535u);
            uint l_2909_ = (l_4_ & 65535u);
            uint l_2910_ = (l_4_ >> 16u);
            uint l_2911_ = (l_2910_ & 65535u);
            uint l_2912_ = (l_2906_ * l_2909_);
            uint l_2913_ = (l_2908_ * l_2909_);
            uint l_2914_ = (l_2906_ * l_2911_);
            uint l_2915_ = (l_2908_ * l_2911_);
            uint l_2916_ = (l_2912_ >> 16u);
            uint l_2917_ = (l_2916_ & 65535u);
            uint l_2918_ = (l_2913_ & 65535u);
            uint l_2919_ = (l_2917_ + l_2918_);
            uint l_2920_ = (l_2914_ & 65535u);
            uint l_2921_ = (l_2919_ + l_2920_);
            uint l_2922_ = (l_2913_ >> 16u);
            uint l_2923_ = (l_2922_ & 65535u);
            uint l_2924_ = (l_2915_ + l_2923_);
            uint l_2925_ = (l_2914_ >> 16u);
            uint l_2926_ = (l_2925_ & 65535u);
            uint l_2927_ = (l_2924_ + l_2926_);
            uint l_2928_ = (l_2921_ >> 16u);
            uint l_2929_ = (l_2928_ & 65535u);
            uint l_174_ = (l_2927_ + l_2929_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e849 = l_mut_145_;
            uint l_2931_ = (_e849 & 65535u);
            uint _e852 = l_mut_145_;
            uint l_2932_ = (_e852 >> 16u);
            uint l_2933_ = (l_2932_ & 65535u);
            uint l_2934_ = (l_4_ & 65535u);
            uint l_2935_ = (l_4_ >> 16u);
            uint l_2936_ = (l_2935_ & 65535u);
            uint l_2937_ = (l_2931_ * l_2934_);
            uint l_2938_ = (l_2933_ * l_2934_);
            uint l_2939_ = (l_2931_ * l_2936_);
            uint l_2940_ = (l_2933_ * l_2936_);
            uint l_2941_ = (l_2937_ >> 16u);
            uint l_2942_ = (l_2941_ & 65535u);
            uint l_2943_ = (l_2938_ & 65535u);
            uint l_2944_ = (l_2942_ + l_2943_);
            uint l_2945_ = (l_2939_ & 65535u);
            uint l_2946_ = (l_2944_ + l_2945_);
            uint l_2947_ = (l_2938_ >> 16u);
            uint l_2948_ = (l_2947_ & 65535u);
            uint l_2949_ = (l_2940_ + l_2948_);
            uint l_2950_ = (l_2939_ >> 16u);
            uint l_2951_ = (l_2950_ & 65535u);
            uint l_2952_ = (l_2949_ + l_2951_);
            uint l_2953_ = (l_2946_ >> 16u);
            uint l_2954_ = (l_2953_ & 65535u);
            uint l_176_ = (l_2952_ + l_2954_);
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
            uint l_2956_ = (_e928 & 65535u);
            uint _e931 = l_mut_151_;
            uint l_2957_ = (_e931 >> 16u);
            uint l_2958_ = (l_2957_ & 65535u);
            uint l_2959_ = (l_4_ & 65535u);
            uint l_2960_ = (l_4_ >> 16u);
            uint l_2961_ = (l_2960_ & 65535u);
            uint l_2962_ = (l_2956_ * l_2959_);
            uint l_2963_ = (l_2958_ * l_2959_);
            uint l_2964_ = (l_2956_ * l_2961_);
            uint l_2965_ = (l_2958_ * l_2961_);
            uint l_2966_ = (l_2962_ >> 16u);
            uint l_2967_ = (l_2966_ & 65535u);
            uint l_2968_ = (l_2963_ & 65535u);
            uint l_2969_ = (l_2967_ + l_2968_);
            uint l_2970_ = (l_2964_ & 65535u);
            uint l_2971_ = (l_2969_ + l_2970_);
            uint l_2972_ = (l_2963_ >> 16u);
            uint l_2973_ = (l_2972_ & 65535u);
            uint l_2974_ = (l_2965_ + l_2973_);
            uint l_2975_ = (l_2964_ >> 16u);
            uint l_2976_ = (l_2975_ & 65535u);
            uint l_2977_ = (l_2974_ + l_2976_);
            uint l_2978_ = (l_2971_ >> 16u);
            uint l_2979_ = (l_2978_ & 65535u);
            uint l_201_ = (l_2977_ + l_2979_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e972 = l_mut_145_;
            uint l_2981_ = (_e972 & 65535u);
            uint _e975 = l_mut_145_;
            uint l_2982_ = (_e975 >> 16u);
            uint l_2983_ = (l_2982_ & 65535u);
            uint l_2984_ = (l_4_ & 65535u);
            uint l_2985_ = (l_4_ >> 16u);
            uint l_2986_ = (l_2985_ & 65535u);
            uint l_2987_ = (l_2981_ * l_2984_);
            uint l_2988_ = (l_2983_ * l_2984_);
            uint l_2989_ = (l_2981_ * l_2986_);
            uint l_2990_ = (l_2983_ * l_2986_);
            uint l_2991_ = (l_2987_ >> 16u);
            uint l_2992_ = (l_2991_ & 65535u);
            uint l_2993_ = (l_2988_ & 65535u);
            uint l_2994_ = (l_2992_ + l_2993_);
            uint l_2995_ = (l_2989_ & 65535u);
            uint l_2996_ = (l_2994_ + l_2995_);
            uint l_2997_ = (l_2988_ >> 16u);
            uint l_2998_ = (l_2997_ & 65535u);
            uint l_2999_ = (l_2990_ + l_2998_);
            uint l_3000_ = (l_2989_ >> 16u);
            uint l_3001_ = (l_3000_ & 65535u);
            uint l_3002_ = (l_2999_ + l_3001_);
            uint l_3003_ = (l_2996_ >> 16u);
            uint l_3004_ = (l_3003_ & 65535u);
            uint l_203_ = (l_3002_ + l_3004_);
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
            uint l_3006_ = (_e1051 & 65535u);
            uint _e1054 = l_mut_40_;
            uint l_3007_ = (_e1054 >> 16u);
            uint l_3008_ = (l_3007_ & 65535u);
            uint l_3009_ = (l_4_ & 65535u);
            uint l_3010_ = (l_4_ >> 16u);
            uint l_3011_ = (l_3010_ & 65535u);
            uint l_3012_ = (l_3006_ * l_3009_);
            uint l_3013_ = (l_3008_ * l_3009_);
            uint l_3014_ = (l_3006_ * l_3011_);
            uint l_3015_ = (l_3008_ * l_3011_);
            uint l_3016_ = (l_3012_ >> 16u);
            uint l_3017_ = (l_3016_ & 65535u);
            uint l_3018_ = (l_3013_ & 65535u);
            uint l_3019_ = (l_3017_ + l_3018_);
            uint l_3020_ = (l_3014_ & 65535u);
            uint l_3021_ = (l_3019_ + l_3020_);
            uint l_3022_ = (l_3013_ >> 16u);
            uint l_3023_ = (l_3022_ & 65535u);
            uint l_3024_ = (l_3015_ + l_3023_);
            uint l_3025_ = (l_3014_ >> 16u);
            uint l_3026_ = (l_3025_ & 65535u);
            uint l_3027_ = (l_3024_ + l_3026_);
            uint l_3028_ = (l_3021_ >> 16u);
            uint l_3029_ = (l_3028_ & 65535u);
            uint l_230_ = (l_3027_ + l_3029_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1095 = l_mut_90_;
            uint l_3031_ = (_e1095 & 65535u);
            uint _e1098 = l_mut_90_;
            uint l_3032_ = (_e1098 >> 16u);
            uint l_3033_ = (l_3032_ & 65535u);
            uint l_3034_ = (l_4_ & 65535u);
            uint l_3035_ = (l_4_ >> 16u);
            uint l_3036_ = (l_3035_ & 65535u);
            uint l_3037_ = (l_3031_ * l_3034_);
            uint l_3038_ = (l_3033_ * l_3034_);
            uint l_3039_ = (l_3031_ * l_3036_);
            uint l_3040_ = (l_3033_ * l_3036_);
            uint l_3041_ = (l_3037_ >> 16u);
            uint l_3042_ = (l_3041_ & 65535u);
            uint l_3043_ = (l_3038_ & 65535u);
            uint l_3044_ = (l_3042_ + l_3043_);
            uint l_3045_ = (l_3039_ & 65535u);
            uint l_3046_ = (l_3044_ + l_3045_);
            uint l_3047_ = (l_3038_ >> 16u);
            uint l_3048_ = (l_3047_ & 65535u);
            uint l_3049_ = (l_3040_ + l_3048_);
            uint l_3050_ = (l_3039_ >> 16u);
            uint l_3051_ = (l_3050_ & 65535u);
            uint l_3052_ = (l_3049_ + l_3051_);
            uint l_3053_ = (l_3046_ >> 16u);
            uint l_3054_ = (l_3053_ & 65535u);
            uint l_232_ = (l_3052_ + l_3054_);
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
            uint l_3056_ = (_e1174 & 65535u);
            uint _e1177 = l_mut_40_;
            uint l_3057_ = (_e1177 >> 16u);
            uint l_3058_ = (l_3057_ & 65535u);
            uint l_3059_ = (l_4_ & 65535u);
            uint l_3060_ = (l_4_ >> 16u);
            uint l_3061_ = (l_3060_ & 65535u);
            uint l_3062_ = (l_3056_ * l_3059_);
            uint l_3063_ = (l_3058_ * l_3059_);
            uint l_3064_ = (l_3056_ * l_3061_);
            uint l_3065_ = (l_3058_ * l_3061_);
            uint l_3066_ = (l_3062_ >> 16u);
            uint l_3067_ = (l_3066_ & 65535u);
            uint l_3068_ = (l_3063_ & 65535u);
            uint l_3069_ = (l_3067_ + l_3068_);
            uint l_3070_ = (l_3064_ & 65535u);
            uint l_3071_ = (l_3069_ + l_3070_);
            uint l_3072_ = (l_3063_ >> 16u);
            uint l_3073_ = (l_3072_ & 65535u);
            uint l_3074_ = (l_3065_ + l_3073_);
            uint l_3075_ = (l_3064_ >> 16u);
            uint l_3076_ = (l_3075_ & 65535u);
            uint l_3077_ = (l_3074_ + l_3076_);
            uint l_3078_ = (l_3071_ >> 16u);
            uint l_3079_ = (l_3078_ & 65535u);
            uint l_257_ = (l_3077_ + l_3079_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1218 = l_mut_90_;
            uint l_3081_ = (_e1218 & 65535u);
            uint _e1221 = l_mut_90_;
            uint l_3082_ = (_e1221 >> 16u);
            uint l_3083_ = (l_3082_ & 65535u);
            uint l_3084_ = (l_4_ & 65535u);
            uint l_3085_ = (l_4_ >> 16u);
            uint l_3086_ = (l_3085_ & 65535u);
            uint l_3087_ = (l_3081_ * l_3084_);
            uint l_3088_ = (l_3083_ * l_3084_);
            uint l_3089_ = (l_3081_ * l_3086_);
            uint l_3090_ = (l_3083_ * l_3086_);
            uint l_3091_ = (l_3087_ >> 16u);
            uint l_3092_ = (l_3091_ & 65535u);
            uint l_3093_ = (l_3088_ & 65535u);
            uint l_3094_ = (l_3092_ + l_3093_);
            uint l_3095_ = (l_3089_ & 65535u);
            uint l_3096_ = (l_3094_ + l_3095_);
            uint l_3097_ = (l_3088_ >> 16u);
            uint l_3098_ = (l_3097_ & 65535u);
            uint l_3099_ = (l_3090_ + l_3098_);
            uint l_3100_ = (l_3089_ >> 16u);
            uint l_3101_ = (l_3100_ & 65535u);
            uint l_3102_ = (l_3099_ + l_3101_);
            uint l_3103_ = (l_3096_ >> 16u);
            uint l_3104_ = (l_3103_ & 65535u);
            uint l_259_ = (l_3102_ + l_3104_);
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
            uint l_3106_ = (_e1295 & 65535u);
            uint _e1298 = l_mut_219_;
            uint l_3107_ = (_e1298 >> 16u);
            uint l_3108_ = (l_3107_ & 65535u);
            uint l_3109_ = (l_4_ & 65535u);
            uint l_3110_ = (l_4_ >> 16u);
            uint l_3111_ = (l_3110_ & 65535u);
            uint l_3112_ = (l_3106_ * l_3109_);
            uint l_3113_ = (l_3108_ * l_3109_);
            uint l_3114_ = (l_3106_ * l_3111_);
            uint l_3115_ = (l_3108_ * l_3111_);
            uint l_3116_ = (l_3112_ >> 16u);
            uint l_3117_ = (l_3116_ & 65535u);
            uint l_3118_ = (l_3113_ & 65535u);
            uint l_3119_ = (l_3117_ + l_3118_);
            uint l_3120_ = (l_3114_ & 65535u);
            uint l_3121_ = (l_3119_ + l_3120_);
            uint l_3122_ = (l_3113_ >> 16u);
            uint l_3123_ = (l_3122_ & 65535u);
            uint l_3124_ = (l_3115_ + l_3123_);
            uint l_3125_ = (l_3114_ >> 16u);
            uint l_3126_ = (l_3125_ & 65535u);
            uint l_3127_ = (l_3124_ + l_3126_);
            uint l_3128_ = (l_3121_ >> 16u);
            uint l_3129_ = (l_3128_ & 65535u);
            uint l_285_ = (l_3127_ + l_3129_);
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
            uint l_3131_ = (_e1491 & 65535u);
            uint _e1494 = l_mut_90_;
            uint l_3132_ = (_e1494 >> 16u);
            uint l_3133_ = (l_3132_ & 65535u);
            uint l_3134_ = (l_367_ & 65535u);
            uint l_3135_ = (l_367_ >> 16u);
            uint l_3136_ = (l_3135_ & 65535u);
            uint l_3137_ = (l_3131_ * l_3134_);
            uint l_3138_ = (l_3133_ * l_3134_);
            uint l_3139_ = (l_3131_ * l_3136_);
            uint l_3140_ = (l_3133_ * l_3136_);
            uint l_3141_ = (l_3137_ >> 16u);
            uint l_3142_ = (l_3141_ & 65535u);
            uint l_3143_ = (l_3138_ & 65535u);
            uint l_3144_ = (l_3142_ + l_3143_);
            uint l_3145_ = (l_3139_ & 65535u);
            uint l_3146_ = (l_3144_ + l_3145_);
            uint l_3147_ = (l_3138_ >> 16u);
            uint l_3148_ = (l_3147_ & 65535u);
            uint l_3149_ = (l_3140_ + l_3148_);
            uint l_3150_ = (l_3139_ >> 16u);
            uint l_3151_ = (l_3150_ & 65535u);
            uint l_3152_ = (l_3149_ + l_3151_);
            uint l_3153_ = (l_3146_ >> 16u);
            uint l_3154_ = (l_3153_ & 65535u);
            uint l_369_ = (l_3152_ + l_3154_);
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
            uint l_3156_ = (_e1544 & 65535u);
            uint _e1547 = l_mut_90_;
            uint l_3157_ = (_e1547 >> 16u);
            uint l_3158_ = (l_3157_ & 65535u);
            uint l_3159_ = (l_372_ & 65535u);
            uint l_3160_ = (l_372_ >> 16u);
            uint l_3161_ = (l_3160_ & 65535u);
            uint l_3162_ = (l_3156_ * l_3159_);
            uint l_3163_ = (l_3158_ * l_3159_);
            uint l_3164_ = (l_3156_ * l_3161_);
            uint l_3165_ = (l_3158_ * l_3161_);
            uint l_3166_ = (l_3162_ >> 16u);
            uint l_3167_ = (l_3166_ & 65535u);
            uint l_3168_ = (l_3163_ & 65535u);
            uint l_3169_ = (l_3167_ + l_3168_);
            uint l_3170_ = (l_3164_ & 65535u);
            uint l_3171_ = (l_3169_ + l_3170_);
            uint l_3172_ = (l_3163_ >> 16u);
            uint l_3173_ = (l_3172_ & 65535u);
            uint l_3174_ = (l_3165_ + l_3173_);
            uint l_3175_ = (l_3164_ >> 16u);
            uint l_3176_ = (l_3175_ & 65535u);
            uint l_3177_ = (l_3174_ + l_3176_);
            uint l_3178_ = (l_3171_ >> 16u);
            uint l_3179_ = (l_3178_ & 65535u);
            uint l_375_ = (l_3177_ + l_3179_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1588 = l_mut_75_;
            uint l_3181_ = (_e1588 & 65535u);
            uint _e1591 = l_mut_75_;
            uint l_3182_ = (_e1591 >> 16u);
            uint l_3183_ = (l_3182_ & 65535u);
            uint l_3184_ = (l_372_ & 65535u);
            uint l_3185_ = (l_372_ >> 16u);
            uint l_3186_ = (l_3185_ & 65535u);
            uint l_3187_ = (l_3181_ * l_3184_);
            uint l_3188_ = (l_3183_ * l_3184_);
            uint l_3189_ = (l_3181_ * l_3186_);
            uint l_3190_ = (l_3183_ * l_3186_);
            uint l_3191_ = (l_3187_ >> 16u);
            uint l_3192_ = (l_3191_ & 65535u);
            uint l_3193_ = (l_3188_ & 65535u);
            uint l_3194_ = (l_3192_ + l_3193_);
            uint l_3195_ = (l_3189_ & 65535u);
            uint l_3196_ = (l_3194_ + l_3195_);
            uint l_3197_ = (l_3188_ >> 16u);
            uint l_3198_ = (l_3197_ & 65535u);
            uint l_3199_ = (l_3190_ + l_3198_);
            uint l_3200_ = (l_3189_ >> 16u);
            uint l_3201_ = (l_3200_ & 65535u);
            uint l_3202_ = (l_3199_ + l_3201_);
            uint l_3203_ = (l_3196_ >> 16u);
            uint l_3204_ = (l_3203_ & 65535u);
            uint l_377_ = (l_3202_ + l_3204_);
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
                            uint l_3206_ = (_e1854 & 65535u);
                            uint _e1857 = l_mut_90_;
                            uint l_3207_ = (_e1857 >> 16u);
                            uint l_3208_ = (l_3207_ & 65535u);
                            uint _e1862 = l_mut_428_;
                            uint l_3209_ = (_e1862 & 65535u);
                            uint _e1865 = l_mut_428_;
                            uint l_3210_ = (_e1865 >> 16u);
                            uint l_3211_ = (l_3210_ & 65535u);
                            uint l_3212_ = (l_3206_ * l_3209_);
                            uint l_3213_ = (l_3208_ * l_3209_);
                            uint l_3214_ = (l_3206_ * l_3211_);
                            uint l_3215_ = (l_3208_ * l_3211_);
                            uint l_3216_ = (l_3212_ >> 16u);
                            uint l_3217_ = (l_3216_ & 65535u);
                            uint l_3218_ = (l_3213_ & 65535u);
                            uint l_3219_ = (l_3217_ + l_3218_);
                            uint l_3220_ = (l_3214_ & 65535u);
                            uint l_3221_ = (l_3219_ + l_3220_);
                            uint l_3222_ = (l_3213_ >> 16u);
                            uint l_3223_ = (l_3222_ & 65535u);
                            uint l_3224_ = (l_3215_ + l_3223_);
                            uint l_3225_ = (l_3214_ >> 16u);
                            uint l_3226_ = (l_3225_ & 65535u);
                            uint l_3227_ = (l_3224_ + l_3226_);
                            uint l_3228_ = (l_3221_ >> 16u);
                            uint l_3229_ = (l_3228_ & 65535u);
                            uint l_486_ = (l_3227_ + l_3229_);
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
                            uint l_3231_ = (_e2167 & 65535u);
                            uint _e2170 = l_mut_90_;
                            uint l_3232_ = (_e2170 >> 16u);
                            uint l_3233_ = (l_3232_ & 65535u);
                            uint _e2175 = l_mut_444_;
                            uint l_3234_ = (_e2175 & 65535u);
                            uint _e2178 = l_mut_444_;
                            uint l_3235_ = (_e2178 >> 16u);
                            uint l_3236_ = (l_3235_ & 65535u);
                            uint l_3237_ = (l_3231_ * l_3234_);
                            uint l_3238_ = (l_3233_ * l_3234_);
                            uint l_3239_ = (l_3231_ * l_3236_);
                            uint l_3240_ = (l_3233_ * l_3236_);
                            uint l_3241_ = (l_3237_ >> 16u);
                            uint l_3242_ = (l_3241_ & 65535u);
                            uint l_3243_ = (l_3238_ & 65535u);
                            uint l_3244_ = (l_3242_ + l_3243_);
                            uint l_3245_ = (l_3239_ & 65535u);
                            uint l_3246_ = (l_3244_ + l_3245_);
                            uint l_3247_ = (l_3238_ >> 16u);
                            uint l_3248_ = (l_3247_ & 65535u);
                            uint l_3249_ = (l_3240_ + l_3248_);
                            uint l_3250_ = (l_3239_ >> 16u);
                            uint l_3251_ = (l_3250_ & 65535u);
                            uint l_3252_ = (l_3249_ + l_3251_);
                            uint l_3253_ = (l_3246_ >> 16u);
                            uint l_3254_ = (l_3253_ & 65535u);
                            uint l_594_ = (l_3252_ + l_3254_);
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
                l_mut_645_ = true;
                l_mut_444_ = 0u;
                uint _e2349 = l_mut_219_;
                uint _e2350 = l_mut_213_;
                uint l_646_ = (_e2349 | _e2350);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e2355 = l_mut_645_;
                if (_e2355) {
                    local_43 = l_648_;
                } else {
                    local_43 = false;
                }
                bool l_649_ = local_43;
                uint _e2360 = l_mut_213_;
                uint _e2361 = l_mut_445_;
                bool l_650_ = (_e2360 < _e2361);
                uint _e2363 = l_mut_213_;
                uint _e2364 = l_mut_445_;
                bool l_651_ = (_e2363 == _e2364);
                uint _e2366 = l_mut_219_;
                uint _e2367 = l_mut_450_;
                bool l_652_ = (_e2366 < _e2367);
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
                uint _e2382 = l_mut_102_;
                uint _e2383 = l_mut_96_;
                uint l_656_ = (_e2382 + _e2383);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_47 = l_657_;
                } else {
                    local_47 = false;
                }
                bool l_658_ = local_47;
                if (l_658_) {
                    uint _e2390 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e2390);
                    uint _e2392 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e2392);
                    uint _e2394 = l_mut_102_;
                    uint l_661_ = (l_660_ / _e2394);
                    uint _e2396 = l_mut_450_;
                    uint l_662_ = (_e2396 - 1u);
                    uint _e2399 = l_mut_445_;
                    uint l_663_ = (_e2399 - 0u);
                    uint _e2402 = l_mut_450_;
                    bool l_664_ = (_e2402 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_450_ = l_662_;
                    l_mut_445_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2495 = l_mut_667_;
                            l_mut_667_ = (_e2495 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2410 = l_mut_667_;
                        if ((_e2410 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2414 = l_mut_667_;
                            uint l_668_ = (19u - _e2414);
                            uint _e2416 = l_mut_450_;
                            l_mut_440_ = _e2416;
                            uint _e2417 = l_mut_445_;
                            l_mut_439_ = _e2417;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e2422 = l_mut_445_;
                                uint l_671_ = (_e2422 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e2427 = l_mut_450_;
                                    l_mut_428_ = _e2427;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e2430 = l_mut_450_;
                                        uint l_674_ = (_e2430 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e2434 = l_mut_445_;
                                        uint l_676_ = (_e2434 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e2437 = l_mut_445_;
                                    uint l_678_ = (_e2437 >> l_668_);
                                    uint _e2439 = l_mut_428_;
                                    l_mut_440_ = _e2439;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e2440 = l_mut_439_;
                            uint _e2441 = l_mut_213_;
                            bool l_679_ = (_e2440 < _e2441);
                            uint _e2443 = l_mut_439_;
                            uint _e2444 = l_mut_213_;
                            bool l_680_ = (_e2443 == _e2444);
                            uint _e2446 = l_mut_440_;
                            uint _e2447 = l_mut_219_;
                            bool l_681_ = (_e2446 < _e2447);
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
                                uint _e2459 = l_mut_219_;
                                l_mut_440_ = _e2459;
                                uint _e2460 = l_mut_213_;
                                l_mut_439_ = _e2460;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e2465 = l_mut_219_;
                                    uint l_687_ = (_e2465 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e2470 = l_mut_219_;
                                        uint l_689_ = (_e2470 << l_668_);
                                        uint _e2472 = l_mut_213_;
                                        uint l_690_ = (_e2472 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e2476 = l_mut_219_;
                                        uint l_692_ = (_e2476 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e2479 = l_mut_450_;
                                uint _e2480 = l_mut_440_;
                                uint l_694_ = (_e2479 - _e2480);
                                uint _e2482 = l_mut_445_;
                                uint _e2483 = l_mut_439_;
                                uint l_695_ = (_e2482 - _e2483);
                                uint _e2485 = l_mut_450_;
                                uint _e2486 = l_mut_440_;
                                bool l_696_ = (_e2485 < _e2486);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_450_ = l_694_;
                                l_mut_445_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e2492 = l_mut_441_;
                                l_mut_441_ = (_e2492 | l_699_);
                            }
                        }
                    }
                    uint _e2497 = l_mut_441_;
                    uint l_700_ = min(_e2497, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e2499 = l_mut_445_;
                    uint _e2500 = l_mut_213_;
                    bool l_701_ = (_e2499 < _e2500);
                    uint _e2502 = l_mut_445_;
                    uint _e2503 = l_mut_213_;
                    bool l_702_ = (_e2502 == _e2503);
                    uint _e2505 = l_mut_450_;
                    uint _e2506 = l_mut_219_;
                    bool l_703_ = (_e2505 < _e2506);
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
                    uint _e2518 = l_mut_441_;
                    l_mut_444_ = _e2518;
                }
                uint _e2519 = l_mut_444_;
                bool l_707_ = (_e2519 > 0u);
                if (l_707_) {
                    uint _e2522 = l_mut_219_;
                    uint _e2523 = l_mut_444_;
                    uint l_708_ = (_e2522 * _e2523);
                    uint _e2525 = l_mut_219_;
                    uint l_3256_ = (_e2525 & 65535u);
                    uint _e2528 = l_mut_219_;
                    uint l_3257_ = (_e2528 >> 16u);
                    uint l_3258_ = (l_3257_ & 65535u);
                    uint _e2533 = l_mut_444_;
                    uint l_3259_ = (_e2533 & 65535u);
                    uint _e2536 = l_mut_444_;
                    uint l_3260_ = (_e2536 >> 16u);
                    uint l_3261_ = (l_3260_ & 65535u);
                    uint l_3262_ = (l_3256_ * l_3259_);
                    uint l_3263_ = (l_3258_ * l_3259_);
                    uint l_3264_ = (l_3256_ * l_3261_);
                    uint l_3265_ = (l_3258_ * l_3261_);
                    uint l_3266_ = (l_3262_ >> 16u);
                    uint l_3267_ = (l_3266_ & 65535u);
                    uint l_3268_ = (l_3263_ & 65535u);
                    uint l_3269_ = (l_3267_ + l_3268_);
                    uint l_3270_ = (l_3264_ & 65535u);
                    uint l_3271_ = (l_3269_ + l_3270_);
                    uint l_3272_ = (l_3263_ >> 16u);
                    uint l_3273_ = (l_3272_ & 65535u);
                    uint l_3274_ = (l_3265_ + l_3273_);
                    uint l_3275_ = (l_3264_ >> 16u);
                    uint l_3276_ = (l_3275_ & 65535u);
                    uint l_3277_ = (l_3274_ + l_3276_);
                    uint l_3278_ = (l_3271_ >> 16u);
                    uint l_3279_ = (l_3278_ & 65535u);
                    uint l_709_ = (l_3277_ + l_3279_);
                    uint _e2570 = l_mut_213_;
                    uint _e2571 = l_mut_444_;
                    uint l_710_ = (_e2570 * _e2571);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e2574 = l_mut_275_;
                    uint l_712_ = (_e2574 - l_708_);
                    uint _e2576 = l_mut_269_;
                    uint l_713_ = (_e2576 - l_711_);
                    uint _e2578 = l_mut_275_;
                    bool l_714_ = (_e2578 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_275_ = l_712_;
                    l_mut_269_ = l_716_;
                    uint _e2582 = l_mut_444_;
                    uint _e2583 = l_mut_102_;
                    uint l_717_ = (_e2582 * _e2583);
                    uint _e2585 = l_mut_96_;
                    l_mut_96_ = (_e2585 + l_717_);
                } else {
                    uint _e2587 = l_mut_102_;
                    uint l_718_ = (l_4_ - _e2587);
                    uint _e2589 = l_mut_96_;
                    uint l_719_ = (l_718_ / _e2589);
                    l_mut_450_ = 0u;
                    l_mut_645_ = false;
                    l_mut_645_ = true;
                    uint _e2594 = l_mut_275_;
                    uint _e2595 = l_mut_269_;
                    uint l_720_ = (_e2594 | _e2595);
                    bool l_721_ = (l_720_ == 0u);
                    if (l_721_) {
                        l_mut_450_ = l_719_;
                    } else {
                        bool _e2599 = l_mut_645_;
                        if (_e2599) {
                            uint _e2600 = l_mut_269_;
                            uint _e2601 = l_mut_213_;
                            bool l_722_ = (_e2600 < _e2601);
                            uint _e2603 = l_mut_269_;
                            uint _e2604 = l_mut_213_;
                            bool l_723_ = (_e2603 == _e2604);
                            uint _e2606 = l_mut_275_;
                            uint _e2607 = l_mut_219_;
                            bool l_724_ = (_e2606 < _e2607);
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
                                uint _e2618 = l_mut_219_;
                                uint l_727_ = (_e2618 - 1u);
                                uint _e2621 = l_mut_213_;
                                uint l_728_ = (_e2621 - 0u);
                                uint _e2624 = l_mut_219_;
                                bool l_729_ = (_e2624 < 1u);
                                uint l_730_ = uint(l_729_);
                                uint l_731_ = (l_728_ - l_730_);
                                l_mut_445_ = l_727_;
                                l_mut_444_ = l_731_;
                                l_mut_441_ = 0u;
                                l_mut_732_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2717 = l_mut_732_;
                                        l_mut_732_ = (_e2717 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2632 = l_mut_732_;
                                    if ((_e2632 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2636 = l_mut_732_;
                                        uint l_733_ = (19u - _e2636);
                                        uint _e2638 = l_mut_445_;
                                        l_mut_440_ = _e2638;
                                        uint _e2639 = l_mut_444_;
                                        l_mut_439_ = _e2639;
                                        bool l_734_ = (l_733_ >= 32u);
                                        if (l_734_) {
                                            uint l_735_ = (l_733_ & 31u);
                                            uint _e2644 = l_mut_444_;
                                            uint l_736_ = (_e2644 >> l_735_);
                                            l_mut_440_ = l_736_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_737_ = (l_733_ > 0u);
                                            if (l_737_) {
                                                uint _e2649 = l_mut_445_;
                                                l_mut_428_ = _e2649;
                                                bool l_738_ = (l_733_ > 0u);
                                                if (l_738_) {
                                                    uint _e2652 = l_mut_445_;
                                                    uint l_739_ = (_e2652 >> l_733_);
                                                    uint l_740_ = (32u - l_733_);
                                                    uint _e2656 = l_mut_444_;
                                                    uint l_741_ = (_e2656 << l_740_);
                                                    uint l_742_ = (l_739_ | l_741_);
                                                    l_mut_428_ = l_742_;
                                                }
                                                uint _e2659 = l_mut_444_;
                                                uint l_743_ = (_e2659 >> l_733_);
                                                uint _e2661 = l_mut_428_;
                                                l_mut_440_ = _e2661;
                                                l_mut_439_ = l_743_;
                                            }
                                        }
                                        uint _e2662 = l_mut_439_;
                                        uint _e2663 = l_mut_269_;
                                        bool l_744_ = (_e2662 < _e2663);
                                        uint _e2665 = l_mut_439_;
                                        uint _e2666 = l_mut_269_;
                                        bool l_745_ = (_e2665 == _e2666);
                                        uint _e2668 = l_mut_440_;
                                        uint _e2669 = l_mut_275_;
                                        bool l_746_ = (_e2668 < _e2669);
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
                                            uint _e2681 = l_mut_275_;
                                            l_mut_440_ = _e2681;
                                            uint _e2682 = l_mut_269_;
                                            l_mut_439_ = _e2682;
                                            bool l_750_ = (l_733_ >= 32u);
                                            if (l_750_) {
                                                uint l_751_ = (l_733_ & 31u);
                                                uint _e2687 = l_mut_275_;
                                                uint l_752_ = (_e2687 << l_751_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_752_;
                                            } else {
                                                bool l_753_ = (l_733_ > 0u);
                                                if (l_753_) {
                                                    uint _e2692 = l_mut_275_;
                                                    uint l_754_ = (_e2692 << l_733_);
                                                    uint _e2694 = l_mut_269_;
                                                    uint l_755_ = (_e2694 << l_733_);
                                                    uint l_756_ = (32u - l_733_);
                                                    uint _e2698 = l_mut_275_;
                                                    uint l_757_ = (_e2698 >> l_756_);
                                                    uint l_758_ = (l_755_ | l_757_);
                                                    l_mut_440_ = l_754_;
                                                    l_mut_439_ = l_758_;
                                                }
                                            }
                                            uint _e2701 = l_mut_445_;
                                            uint _e2702 = l_mut_440_;
                                            uint l_759_ = (_e2701 - _e2702);
                                            uint _e2704 = l_mut_444_;
                                            uint _e2705 = l_mut_439_;
                                            uint l_760_ = (_e2704 - _e2705);
                                            uint _e2707 = l_mut_445_;
                                            uint _e2708 = l_mut_440_;
                                            bool l_761_ = (_e2707 < _e2708);
                                            uint l_762_ = uint(l_761_);
                                            uint l_763_ = (l_760_ - l_762_);
                                            l_mut_445_ = l_759_;
                                            l_mut_444_ = l_763_;
                                            uint l_764_ = (1u << l_733_);
                                            uint _e2714 = l_mut_441_;
                                            l_mut_441_ = (_e2714 | l_764_);
                                        }
                                    }
                                }
                                uint _e2719 = l_mut_441_;
                                uint l_765_ = min(_e2719, l_719_);
                                l_mut_441_ = l_765_;
                                uint _e2721 = l_mut_444_;
                                uint _e2722 = l_mut_269_;
                                bool l_766_ = (_e2721 < _e2722);
                                uint _e2724 = l_mut_444_;
                                uint _e2725 = l_mut_269_;
                                bool l_767_ = (_e2724 == _e2725);
                                uint _e2727 = l_mut_445_;
                                uint _e2728 = l_mut_275_;
                                bool l_768_ = (_e2727 < _e2728);
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
                                uint _e2740 = l_mut_441_;
                                l_mut_450_ = _e2740;
                            }
                        } else {
                            uint _e2741 = l_mut_219_;
                            l_mut_445_ = _e2741;
                            uint _e2742 = l_mut_213_;
                            l_mut_444_ = _e2742;
                            while(true) {
                                uint _e2743 = l_mut_269_;
                                uint _e2744 = l_mut_444_;
                                bool l_772_ = (_e2743 < _e2744);
                                uint _e2746 = l_mut_269_;
                                uint _e2747 = l_mut_444_;
                                bool l_773_ = (_e2746 == _e2747);
                                uint _e2749 = l_mut_275_;
                                uint _e2750 = l_mut_445_;
                                bool l_774_ = (_e2749 < _e2750);
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
                                uint _e2761 = l_mut_450_;
                                uint _e2762 = l_mut_96_;
                                uint l_777_ = (_e2761 * _e2762);
                                uint _e2764 = l_mut_102_;
                                uint l_778_ = (_e2764 + l_777_);
                                uint _e2766 = l_mut_96_;
                                uint l_779_ = (l_778_ + _e2766);
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
                                uint _e2774 = l_mut_445_;
                                uint _e2775 = l_mut_275_;
                                uint l_783_ = (_e2774 - _e2775);
                                uint _e2777 = l_mut_444_;
                                uint _e2778 = l_mut_269_;
                                uint l_784_ = (_e2777 - _e2778);
                                uint _e2780 = l_mut_445_;
                                uint _e2781 = l_mut_275_;
                                bool l_785_ = (_e2780 < _e2781);
                                uint l_786_ = uint(l_785_);
                                uint l_787_ = (l_784_ - l_786_);
                                l_mut_445_ = l_783_;
                                l_mut_444_ = l_787_;
                                uint _e2785 = l_mut_450_;
                                l_mut_450_ = (_e2785 + 1u);
                            }
                        }
                    }
                    uint _e2788 = l_mut_450_;
                    uint _e2789 = l_mut_96_;
                    uint l_788_ = (_e2788 * _e2789);
                    uint _e2791 = l_mut_102_;
                    uint l_789_ = (_e2791 + l_788_);
                    uint _e2793 = l_mut_96_;
                    uint l_790_ = (l_789_ + _e2793);
                    bool l_791_ = (l_790_ >= l_4_);
                    uint _e2796 = l_mut_275_;
                    l_mut_445_ = _e2796;
                    uint _e2797 = l_mut_269_;
                    l_mut_444_ = _e2797;
                    uint _e2798 = l_mut_219_;
                    l_mut_441_ = _e2798;
                    uint _e2799 = l_mut_213_;
                    l_mut_440_ = _e2799;
                    uint _e2800 = l_mut_102_;
                    l_mut_439_ = _e2800;
                    uint _e2801 = l_mut_96_;
                    l_mut_428_ = _e2801;
                    bool l_792_ = !(l_791_);
                    if (l_792_) {
                        uint _e2803 = l_mut_275_;
                        uint _e2804 = l_mut_450_;
                        uint l_793_ = (_e2803 * _e2804);
                        uint _e2806 = l_mut_275_;
                        uint l_3281_ = (_e2806 & 65535u);
                        uint _e2809 = l_mut_275_;
                        uint l_3282_ = (_e2809 >> 16u);
                        uint l_3283_ = (l_3282_ & 65535u);
                        uint _e2814 = l_mut_450_;
                        uint l_3284_ = (_e2814 & 65535u);
                        uint _e2817 = l_mut_450_;
                        uint l_3285_ = (_e2817 >> 16u);
                        uint l_3286_ = (l_3285_ & 65535u);
                        uint l_3287_ = (l_3281_ * l_3284_);
                        uint l_3288_ = (l_3283_ * l_3284_);
                        uint l_3289_ = (l_3281_ * l_3286_);
                        uint l_3290_ = (l_3283_ * l_3286_);
                        uint l_3291_ = (l_3287_ >> 16u);
                        uint l_3292_ = (l_3291_ & 65535u);
                        uint l_3293_ = (l_3288_ & 65535u);
                        uint l_3294_ = (l_3292_ + l_3293_);
                        uint l_3295_ = (l_3289_ & 65535u);
                        uint l_3296_ = (l_3294_ + l_3295_);
                        uint l_3297_ = (l_3288_ >> 16u);
                        uint l_3298_ = (l_3297_ & 65535u);
                        uint l_3299_ = (l_3290_ + l_3298_);
                        uint l_3300_ = (l_3289_ >> 16u);
                        uint l_3301_ = (l_3300_ & 65535u);
                        uint l_3302_ = (l_3299_ + l_3301_);
                        uint l_3303_ = (l_3296_ >> 16u);
                        uint l_3304_ = (l_3303_ & 65535u);
                        uint l_794_ = (l_3302_ + l_3304_);
                        uint _e2851 = l_mut_269_;
                        uint _e2852 = l_mut_450_;
                        uint l_795_ = (_e2851 * _e2852);
                        uint l_796_ = (l_794_ + l_795_);
                        uint _e2855 = l_mut_219_;
                        uint l_797_ = (_e2855 - l_793_);
                        uint _e2857 = l_mut_213_;
                        uint l_798_ = (_e2857 - l_796_);
                        uint _e2859 = l_mut_219_;
                        bool l_799_ = (_e2859 < l_793_);
                        uint l_800_ = uint(l_799_);
                        uint l_801_ = (l_798_ - l_800_);
                        l_mut_441_ = l_797_;
                        l_mut_440_ = l_801_;
                        uint _e2863 = l_mut_450_;
                        uint _e2864 = l_mut_96_;
                        uint l_802_ = (_e2863 * _e2864);
                        uint _e2866 = l_mut_102_;
                        uint l_803_ = (_e2866 + l_802_);
                        l_mut_439_ = l_803_;
                        uint _e2868 = l_mut_275_;
                        uint _e2869 = l_mut_441_;
                        uint l_804_ = (_e2868 - _e2869);
                        uint _e2871 = l_mut_269_;
                        uint _e2872 = l_mut_440_;
                        uint l_805_ = (_e2871 - _e2872);
                        uint _e2874 = l_mut_275_;
                        uint _e2875 = l_mut_441_;
                        bool l_806_ = (_e2874 < _e2875);
                        uint l_807_ = uint(l_806_);
                        uint l_808_ = (l_805_ - l_807_);
                        l_mut_445_ = l_804_;
                        l_mut_444_ = l_808_;
                        uint _e2879 = l_mut_96_;
                        uint _e2880 = l_mut_439_;
                        uint l_809_ = (_e2879 + _e2880);
                        l_mut_428_ = l_809_;
                    }
                    uint _e2882 = l_mut_445_;
                    l_mut_275_ = _e2882;
                    uint _e2883 = l_mut_444_;
                    l_mut_269_ = _e2883;
                    uint _e2884 = l_mut_441_;
                    l_mut_219_ = _e2884;
                    uint _e2885 = l_mut_440_;
                    l_mut_213_ = _e2885;
                    uint _e2886 = l_mut_439_;
                    l_mut_102_ = _e2886;
                    uint _e2887 = l_mut_428_;
                    l_mut_96_ = _e2887;
                    l_mut_350_ = l_791_;
                    bool l_810_ = !(l_791_);
                    l_mut_357_ = l_810_;
                }
            } else {
                uint _e2889 = l_mut_151_;
                uint l_811_ = (_e2889 - l_340_);
                uint _e2891 = l_mut_145_;
                uint l_812_ = (_e2891 - l_344_);
                uint _e2893 = l_mut_151_;
                bool l_813_ = (_e2893 < l_340_);
                uint l_814_ = uint(l_813_);
                uint l_815_ = (l_812_ - l_814_);
                uint _e2897 = l_mut_219_;
                l_mut_450_ = _e2897;
                uint _e2898 = l_mut_213_;
                l_mut_445_ = _e2898;
                uint _e2899 = l_mut_213_;
                bool l_816_ = (l_815_ < _e2899);
                uint _e2901 = l_mut_213_;
                bool l_817_ = (l_815_ == _e2901);
                uint _e2903 = l_mut_219_;
                bool l_818_ = (l_811_ < _e2903);
                if (l_817_) {
                    local_61 = l_818_;
                } else {
                    local_61 = false;
                }
                bool l_819_ = local_61;
                if (!(l_816_)) {
                    local_62 = l_819_;
                } else {
                    local_62 = true;
                }
                bool l_820_ = local_62;
                if (l_820_) {
                    l_mut_450_ = l_811_;
                    l_mut_445_ = l_815_;
                }
                l_mut_645_ = false;
                l_mut_645_ = true;
                l_mut_444_ = 0u;
                uint _e2917 = l_mut_275_;
                uint _e2918 = l_mut_269_;
                uint l_821_ = (_e2917 | _e2918);
                bool l_822_ = (l_821_ == 0u);
                bool l_823_ = !(l_822_);
                bool _e2923 = l_mut_645_;
                if (_e2923) {
                    local_63 = l_823_;
                } else {
                    local_63 = false;
                }
                bool l_824_ = local_63;
                uint _e2928 = l_mut_269_;
                uint _e2929 = l_mut_445_;
                bool l_825_ = (_e2928 < _e2929);
                uint _e2931 = l_mut_269_;
                uint _e2932 = l_mut_445_;
                bool l_826_ = (_e2931 == _e2932);
                uint _e2934 = l_mut_275_;
                uint _e2935 = l_mut_450_;
                bool l_827_ = (_e2934 < _e2935);
                if (l_826_) {
                    local_64 = l_827_;
                } else {
                    local_64 = false;
                }
                bool l_828_ = local_64;
                if (!(l_825_)) {
                    local_65 = l_828_;
                } else {
                    local_65 = true;
                }
                bool l_829_ = local_65;
                if (l_824_) {
                    local_66 = l_829_;
                } else {
                    local_66 = false;
                }
                bool l_830_ = local_66;
                uint _e2950 = l_mut_96_;
                uint _e2951 = l_mut_102_;
                uint l_831_ = (_e2950 + _e2951);
                bool l_832_ = (l_831_ < l_4_);
                if (l_830_) {
                    local_67 = l_832_;
                } else {
                    local_67 = false;
                }
                bool l_833_ = local_67;
                if (l_833_) {
                    uint _e2958 = l_mut_96_;
                    uint l_834_ = (l_4_ - _e2958);
                    uint _e2960 = l_mut_102_;
                    uint l_835_ = (l_834_ - _e2960);
                    uint _e2962 = l_mut_96_;
                    uint l_836_ = (l_835_ / _e2962);
                    uint _e2964 = l_mut_450_;
                    uint l_837_ = (_e2964 - 1u);
                    uint _e2967 = l_mut_445_;
                    uint l_838_ = (_e2967 - 0u);
                    uint _e2970 = l_mut_450_;
                    bool l_839_ = (_e2970 < 1u);
                    uint l_840_ = uint(l_839_);
                    uint l_841_ = (l_838_ - l_840_);
                    l_mut_450_ = l_837_;
                    l_mut_445_ = l_841_;
                    l_mut_441_ = 0u;
                    l_mut_842_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3063 = l_mut_842_;
                            l_mut_842_ = (_e3063 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2978 = l_mut_842_;
                        if ((_e2978 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2982 = l_mut_842_;
                            uint l_843_ = (19u - _e2982);
                            uint _e2984 = l_mut_450_;
                            l_mut_440_ = _e2984;
                            uint _e2985 = l_mut_445_;
                            l_mut_439_ = _e2985;
                            bool l_844_ = (l_843_ >= 32u);
                            if (l_844_) {
                                uint l_845_ = (l_843_ & 31u);
                                uint _e2990 = l_mut_445_;
                                uint l_846_ = (_e2990 >> l_845_);
                                l_mut_440_ = l_846_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_847_ = (l_843_ > 0u);
                                if (l_847_) {
                                    uint _e2995 = l_mut_450_;
                                    l_mut_428_ = _e2995;
                                    bool l_848_ = (l_843_ > 0u);
                                    if (l_848_) {
                                        uint _e2998 = l_mut_450_;
                                        uint l_849_ = (_e2998 >> l_843_);
                                        uint l_850_ = (32u - l_843_);
                                        uint _e3002 = l_mut_445_;
                                        uint l_851_ = (_e3002 << l_850_);
                                        uint l_852_ = (l_849_ | l_851_);
                                        l_mut_428_ = l_852_;
                                    }
                                    uint _e3005 = l_mut_445_;
                                    uint l_853_ = (_e3005 >> l_843_);
                                    uint _e3007 = l_mut_428_;
                                    l_mut_440_ = _e3007;
                                    l_mut_439_ = l_853_;
                                }
                            }
                            uint _e3008 = l_mut_439_;
                            uint _e3009 = l_mut_269_;
                            bool l_854_ = (_e3008 < _e3009);
                            uint _e3011 = l_mut_439_;
                            uint _e3012 = l_mut_269_;
                            bool l_855_ = (_e3011 == _e3012);
                            uint _e3014 = l_mut_440_;
                            uint _e3015 = l_mut_275_;
                            bool l_856_ = (_e3014 < _e3015);
                            if (l_855_) {
                                local_68 = l_856_;
                            } else {
                                local_68 = false;
                            }
                            bool l_857_ = local_68;
                            if (!(l_854_)) {
                                local_69 = l_857_;
                            } else {
                                local_69 = true;
                            }
                            bool l_858_ = local_69;
                            bool l_859_ = !(l_858_);
                            if (l_859_) {
                                uint _e3027 = l_mut_275_;
                                l_mut_440_ = _e3027;
                                uint _e3028 = l_mut_269_;
                                l_mut_439_ = _e3028;
                                bool l_860_ = (l_843_ >= 32u);
                                if (l_860_) {
                                    uint l_861_ = (l_843_ & 31u);
                                    uint _e3033 = l_mut_275_;
                                    uint l_862_ = (_e3033 << l_861_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_862_;
                                } else {
                                    bool l_863_ = (l_843_ > 0u);
                                    if (l_863_) {
                                        uint _e3038 = l_mut_275_;
                                        uint l_864_ = (_e3038 << l_843_);
                                        uint _e3040 = l_mut_269_;
                                        uint l_865_ = (_e3040 << l_843_);
                                        uint l_866_ = (32u - l_843_);
                                        uint _e3044 = l_mut_275_;
                                        uint l_867_ = (_e3044 >> l_866_);
                                        uint l_868_ = (l_865_ | l_867_);
                                        l_mut_440_ = l_864_;
                                        l_mut_439_ = l_868_;
                                    }
                                }
                                uint _e3047 = l_mut_450_;
                                uint _e3048 = l_mut_440_;
                                uint l_869_ = (_e3047 - _e3048);
                                uint _e3050 = l_mut_445_;
                                uint _e3051 = l_mut_439_;
                                uint l_870_ = (_e3050 - _e3051);
                                uint _e3053 = l_mut_450_;
                                uint _e3054 = l_mut_440_;
                                bool l_871_ = (_e3053 < _e3054);
                                uint l_872_ = uint(l_871_);
                                uint l_873_ = (l_870_ - l_872_);
                                l_mut_450_ = l_869_;
                                l_mut_445_ = l_873_;
                                uint l_874_ = (1u << l_843_);
                                uint _e3060 = l_mut_441_;
                                l_mut_441_ = (_e3060 | l_874_);
                            }
                        }
                    }
                    uint _e3065 = l_mut_441_;
                    uint l_875_ = min(_e3065, l_836_);
                    l_mut_441_ = l_875_;
                    uint _e3067 = l_mut_445_;
                    uint _e3068 = l_mut_269_;
                    bool l_876_ = (_e3067 < _e3068);
                    uint _e3070 = l_mut_445_;
                    uint _e3071 = l_mut_269_;
                    bool l_877_ = (_e3070 == _e3071);
                    uint _e3073 = l_mut_450_;
                    uint _e3074 = l_mut_275_;
                    bool l_878_ = (_e3073 < _e3074);
                    if (l_877_) {
                        local_70 = l_878_;
                    } else {
                        local_70 = false;
                    }
                    bool l_879_ = local_70;
                    if (!(l_876_)) {
                        local_71 = l_879_;
                    } else {
                        local_71 = true;
                    }
                    bool l_880_ = local_71;
                    bool l_881_ = !(l_880_);
                    if (l_881_) {
                        l_mut_441_ = l_836_;
                    }
                    uint _e3086 = l_mut_441_;
                    l_mut_444_ = _e3086;
                }
                uint _e3087 = l_mut_444_;
                bool l_882_ = (_e3087 > 0u);
                if (l_882_) {
                    uint _e3090 = l_mut_275_;
                    uint _e3091 = l_mut_444_;
                    uint l_883_ = (_e3090 * _e3091);
                    uint _e3093 = l_mut_275_;
                    uint l_3306_ = (_e3093 & 65535u);
                    uint _e3096 = l_mut_275_;
                    uint l_3307_ = (_e3096 >> 16u);
                    uint l_3308_ = (l_3307_ & 65535u);
                    uint _e3101 = l_mut_444_;
                    uint l_3309_ = (_e3101 & 65535u);
                    uint _e3104 = l_mut_444_;
                    uint l_3310_ = (_e3104 >> 16u);
                    uint l_3311_ = (l_3310_ & 65535u);
                    uint l_3312_ = (l_3306_ * l_3309_);
                    uint l_3313_ = (l_3308_ * l_3309_);
                    uint l_3314_ = (l_3306_ * l_3311_);
                    uint l_3315_ = (l_3308_ * l_3311_);
                    uint l_3316_ = (l_3312_ >> 16u);
                    uint l_3317_ = (l_3316_ & 65535u);
                    uint l_3318_ = (l_3313_ & 65535u);
                    uint l_3319_ = (l_3317_ + l_3318_);
                    uint l_3320_ = (l_3314_ & 65535u);
                    uint l_3321_ = (l_3319_ + l_3320_);
                    uint l_3322_ = (l_3313_ >> 16u);
                    uint l_3323_ = (l_3322_ & 65535u);
                    uint l_3324_ = (l_3315_ + l_3323_);
                    uint l_3325_ = (l_3314_ >> 16u);
                    uint l_3326_ = (l_3325_ & 65535u);
                    uint l_3327_ = (l_3324_ + l_3326_);
                    uint l_3328_ = (l_3321_ >> 16u);
                    uint l_3329_ = (l_3328_ & 65535u);
                    uint l_884_ = (l_3327_ + l_3329_);
                    uint _e3138 = l_mut_269_;
                    uint _e3139 = l_mut_444_;
                    uint l_885_ = (_e3138 * _e3139);
                    uint l_886_ = (l_884_ + l_885_);
                    uint _e3142 = l_mut_151_;
                    uint l_887_ = (_e3142 - l_883_);
                    uint _e3144 = l_mut_145_;
                    uint l_888_ = (_e3144 - l_886_);
                    uint _e3146 = l_mut_151_;
                    bool l_889_ = (_e3146 < l_883_);
                    uint l_890_ = uint(l_889_);
                    uint l_891_ = (l_888_ - l_890_);
                    l_mut_151_ = l_887_;
                    l_mut_145_ = l_891_;
                    uint _e3150 = l_mut_219_;
                    uint l_892_ = (_e3150 - l_883_);
                    uint _e3152 = l_mut_213_;
                    uint l_893_ = (_e3152 - l_886_);
                    uint _e3154 = l_mut_219_;
                    bool l_894_ = (_e3154 < l_883_);
                    uint l_895_ = uint(l_894_);
                    uint l_896_ = (l_893_ - l_895_);
                    l_mut_219_ = l_892_;
                    l_mut_213_ = l_896_;
                    uint _e3158 = l_mut_444_;
                    uint _e3159 = l_mut_96_;
                    uint l_897_ = (_e3158 * _e3159);
                    uint _e3161 = l_mut_102_;
                    l_mut_102_ = (_e3161 + l_897_);
                } else {
                    uint _e3163 = l_mut_151_;
                    uint _e3164 = l_mut_275_;
                    uint l_898_ = (_e3163 - _e3164);
                    uint _e3166 = l_mut_145_;
                    uint _e3167 = l_mut_269_;
                    uint l_899_ = (_e3166 - _e3167);
                    uint _e3169 = l_mut_151_;
                    uint _e3170 = l_mut_275_;
                    bool l_900_ = (_e3169 < _e3170);
                    uint l_901_ = uint(l_900_);
                    uint l_902_ = (l_899_ - l_901_);
                    l_mut_151_ = l_898_;
                    l_mut_145_ = l_902_;
                    uint _e3174 = l_mut_145_;
                    bool l_903_ = (_e3174 < l_344_);
                    uint _e3176 = l_mut_145_;
                    bool l_904_ = (_e3176 == l_344_);
                    uint _e3178 = l_mut_151_;
                    bool l_905_ = (_e3178 < l_340_);
                    if (l_904_) {
                        local_72 = l_905_;
                    } else {
                        local_72 = false;
                    }
                    bool l_906_ = local_72;
                    if (!(l_903_)) {
                        local_73 = l_906_;
                    } else {
                        local_73 = true;
                    }
                    bool l_907_ = local_73;
                    if (l_907_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e3190 = l_mut_96_;
                        uint l_908_ = (l_4_ - _e3190);
                        uint _e3192 = l_mut_102_;
                        uint l_909_ = (l_908_ / _e3192);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        l_mut_645_ = true;
                        uint _e3197 = l_mut_219_;
                        uint _e3198 = l_mut_213_;
                        uint l_910_ = (_e3197 | _e3198);
                        bool l_911_ = (l_910_ == 0u);
                        if (l_911_) {
                            l_mut_450_ = l_909_;
                        } else {
                            bool _e3202 = l_mut_645_;
                            if (_e3202) {
                                uint _e3203 = l_mut_213_;
                                uint _e3204 = l_mut_269_;
                                bool l_912_ = (_e3203 < _e3204);
                                uint _e3206 = l_mut_213_;
                                uint _e3207 = l_mut_269_;
                                bool l_913_ = (_e3206 == _e3207);
                                uint _e3209 = l_mut_219_;
                                uint _e3210 = l_mut_275_;
                                bool l_914_ = (_e3209 < _e3210);
                                if (l_913_) {
                                    local_74 = l_914_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_915_ = local_74;
                                if (!(l_912_)) {
                                    local_75 = l_915_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_916_ = local_75;
                                if (l_916_) {
                                    uint _e3221 = l_mut_275_;
                                    uint l_917_ = (_e3221 - 1u);
                                    uint _e3224 = l_mut_269_;
                                    uint l_918_ = (_e3224 - 0u);
                                    uint _e3227 = l_mut_275_;
                                    bool l_919_ = (_e3227 < 1u);
                                    uint l_920_ = uint(l_919_);
                                    uint l_921_ = (l_918_ - l_920_);
                                    l_mut_445_ = l_917_;
                                    l_mut_444_ = l_921_;
                                    l_mut_441_ = 0u;
                                    l_mut_922_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3320 = l_mut_922_;
                                            l_mut_922_ = (_e3320 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3235 = l_mut_922_;
                                        if ((_e3235 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3239 = l_mut_922_;
                                            uint l_923_ = (19u - _e3239);
                                            uint _e3241 = l_mut_445_;
                                            l_mut_440_ = _e3241;
                                            uint _e3242 = l_mut_444_;
                                            l_mut_439_ = _e3242;
                                            bool l_924_ = (l_923_ >= 32u);
                                            if (l_924_) {
                                                uint l_925_ = (l_923_ & 31u);
                                                uint _e3247 = l_mut_444_;
                                                uint l_926_ = (_e3247 >> l_925_);
                                                l_mut_440_ = l_926_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_927_ = (l_923_ > 0u);
                                                if (l_927_) {
                                                    uint _e3252 = l_mut_445_;
                                                    l_mut_428_ = _e3252;
                                                    bool l_928_ = (l_923_ > 0u);
                                                    if (l_928_) {
                                                        uint _e3255 = l_mut_445_;
                                                        uint l_929_ = (_e3255 >> l_923_);
                                                        uint l_930_ = (32u - l_923_);
                                                        uint _e3259 = l_mut_444_;
                                                        uint l_931_ = (_e3259 << l_930_);
                                                        uint l_932_ = (l_929_ | l_931_);
                                                        l_mut_428_ = l_932_;
                                                    }
                                                    uint _e3262 = l_mut_444_;
                                                    uint l_933_ = (_e3262 >> l_923_);
                                                    uint _e3264 = l_mut_428_;
                                                    l_mut_440_ = _e3264;
                                                    l_mut_439_ = l_933_;
                                                }
                                            }
                                            uint _e3265 = l_mut_439_;
                                            uint _e3266 = l_mut_213_;
                                            bool l_934_ = (_e3265 < _e3266);
                                            uint _e3268 = l_mut_439_;
                                            uint _e3269 = l_mut_213_;
                                            bool l_935_ = (_e3268 == _e3269);
                                            uint _e3271 = l_mut_440_;
                                            uint _e3272 = l_mut_219_;
                                            bool l_936_ = (_e3271 < _e3272);
                                            if (l_935_) {
                                                local_76 = l_936_;
                                            } else {
                                                local_76 = false;
                                            }
                                            bool l_937_ = local_76;
                                            if (!(l_934_)) {
                                                local_77 = l_937_;
                                            } else {
                                                local_77 = true;
                                            }
                                            bool l_938_ = local_77;
                                            bool l_939_ = !(l_938_);
                                            if (l_939_) {
                                                uint _e3284 = l_mut_219_;
                                                l_mut_440_ = _e3284;
                                                uint _e3285 = l_mut_213_;
                                                l_mut_439_ = _e3285;
                                                bool l_940_ = (l_923_ >= 32u);
                                                if (l_940_) {
                                                    uint l_941_ = (l_923_ & 31u);
                                                    uint _e3290 = l_mut_219_;
                                                    uint l_942_ = (_e3290 << l_941_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_942_;
                                                } else {
                                                    bool l_943_ = (l_923_ > 0u);
                                                    if (l_943_) {
                                                        uint _e3295 = l_mut_219_;
                                                        uint l_944_ = (_e3295 << l_923_);
                                                        uint _e3297 = l_mut_213_;
                                                        uint l_945_ = (_e3297 << l_923_);
                                                        uint l_946_ = (32u - l_923_);
                                                        uint _e3301 = l_mut_219_;
                                                        uint l_947_ = (_e3301 >> l_946_);
                                                        uint l_948_ = (l_945_ | l_947_);
                                                        l_mut_440_ = l_944_;
                                                        l_mut_439_ = l_948_;
                                                    }
                                                }
                                                uint _e3304 = l_mut_445_;
                                                uint _e3305 = l_mut_440_;
                                                uint l_949_ = (_e3304 - _e3305);
                                                uint _e3307 = l_mut_444_;
                                                uint _e3308 = l_mut_439_;
                                                uint l_950_ = (_e3307 - _e3308);
                                                uint _e3310 = l_mut_445_;
                                                uint _e3311 = l_mut_440_;
                                                bool l_951_ = (_e3310 < _e3311);
                                                uint l_952_ = uint(l_951_);
                                                uint l_953_ = (l_950_ - l_952_);
                                                l_mut_445_ = l_949_;
                                                l_mut_444_ = l_953_;
                                                uint l_954_ = (1u << l_923_);
                                                uint _e3317 = l_mut_441_;
                                                l_mut_441_ = (_e3317 | l_954_);
                                            }
                                        }
                                    }
                                    uint _e3322 = l_mut_441_;
                                    uint l_955_ = min(_e3322, l_909_);
                                    l_mut_441_ = l_955_;
                                    uint _e3324 = l_mut_444_;
                                    uint _e3325 = l_mut_213_;
                                    bool l_956_ = (_e3324 < _e3325);
                                    uint _e3327 = l_mut_444_;
                                    uint _e3328 = l_mut_213_;
                                    bool l_957_ = (_e3327 == _e3328);
                                    uint _e3330 = l_mut_445_;
                                    uint _e3331 = l_mut_219_;
                                    bool l_958_ = (_e3330 < _e3331);
                                    if (l_957_) {
                                        local_78 = l_958_;
                                    } else {
                                        local_78 = false;
                                    }
                                    bool l_959_ = local_78;
                                    if (!(l_956_)) {
                                        local_79 = l_959_;
                                    } else {
                                        local_79 = true;
                                    }
                                    bool l_960_ = local_79;
                                    bool l_961_ = !(l_960_);
                                    if (l_961_) {
                                        l_mut_441_ = l_909_;
                                    }
                                    uint _e3343 = l_mut_441_;
                                    l_mut_450_ = _e3343;
                                }
                            } else {
                                uint _e3344 = l_mut_275_;
                                l_mut_445_ = _e3344;
                                uint _e3345 = l_mut_269_;
                                l_mut_444_ = _e3345;
                                while(true) {
                                    uint _e3346 = l_mut_213_;
                                    uint _e3347 = l_mut_444_;
                                    bool l_962_ = (_e3346 < _e3347);
                                    uint _e3349 = l_mut_213_;
                                    uint _e3350 = l_mut_444_;
                                    bool l_963_ = (_e3349 == _e3350);
                                    uint _e3352 = l_mut_219_;
                                    uint _e3353 = l_mut_445_;
                                    bool l_964_ = (_e3352 < _e3353);
                                    if (l_963_) {
                                        local_80 = l_964_;
                                    } else {
                                        local_80 = false;
                                    }
                                    bool l_965_ = local_80;
                                    if (!(l_962_)) {
                                        local_81 = l_965_;
                                    } else {
                                        local_81 = true;
                                    }
                                    bool l_966_ = local_81;
                                    uint _e3364 = l_mut_450_;
                                    uint _e3365 = l_mut_102_;
                                    uint l_967_ = (_e3364 * _e3365);
                                    uint _e3367 = l_mut_96_;
                                    uint l_968_ = (_e3367 + l_967_);
                                    uint _e3369 = l_mut_102_;
                                    uint l_969_ = (l_968_ + _e3369);
                                    bool l_970_ = (l_969_ < l_4_);
                                    if (l_966_) {
                                        local_82 = l_970_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_971_ = local_82;
                                    bool l_972_ = !(l_971_);
                                    if (l_972_) {
                                        break;
                                    }
                                    uint _e3377 = l_mut_445_;
                                    uint _e3378 = l_mut_219_;
                                    uint l_973_ = (_e3377 - _e3378);
                                    uint _e3380 = l_mut_444_;
                                    uint _e3381 = l_mut_213_;
                                    uint l_974_ = (_e3380 - _e3381);
                                    uint _e3383 = l_mut_445_;
                                    uint _e3384 = l_mut_219_;
                                    bool l_975_ = (_e3383 < _e3384);
                                    uint l_976_ = uint(l_975_);
                                    uint l_977_ = (l_974_ - l_976_);
                                    l_mut_445_ = l_973_;
                                    l_mut_444_ = l_977_;
                                    uint _e3388 = l_mut_450_;
                                    l_mut_450_ = (_e3388 + 1u);
                                }
                            }
                        }
                        uint _e3391 = l_mut_450_;
                        uint _e3392 = l_mut_102_;
                        uint l_978_ = (_e3391 * _e3392);
                        uint _e3394 = l_mut_96_;
                        uint l_979_ = (_e3394 + l_978_);
                        uint _e3396 = l_mut_102_;
                        uint l_980_ = (l_979_ + _e3396);
                        bool l_981_ = (l_980_ >= l_4_);
                        uint _e3399 = l_mut_219_;
                        l_mut_445_ = _e3399;
                        uint _e3400 = l_mut_213_;
                        l_mut_444_ = _e3400;
                        uint _e3401 = l_mut_275_;
                        l_mut_441_ = _e3401;
                        uint _e3402 = l_mut_269_;
                        l_mut_440_ = _e3402;
                        uint _e3403 = l_mut_96_;
                        l_mut_439_ = _e3403;
                        uint _e3404 = l_mut_102_;
                        l_mut_428_ = _e3404;
                        bool l_982_ = !(l_981_);
                        if (l_982_) {
                            uint _e3406 = l_mut_219_;
                            uint _e3407 = l_mut_450_;
                            uint l_983_ = (_e3406 * _e3407);
                            uint _e3409 = l_mut_219_;
                            uint l_3331_ = (_e3409 & 65535u);
                            uint _e3412 = l_mut_219_;
                            uint l_3332_ = (_e3412 >> 16u);
                            uint l_3333_ = (l_3332_ & 65535u);
                            uint _e3417 = l_mut_450_;
                            uint l_3334_ = (_e3417 & 65535u);
                            uint _e3420 = l_mut_450_;
                            uint l_3335_ = (_e3420 >> 16u);
                            uint l_3336_ = (l_3335_ & 65535u);
                            uint l_3337_ = (l_3331_ * l_3334_);
                            uint l_3338_ = (l_3333_ * l_3334_);
                            uint l_3339_ = (l_3331_ * l_3336_);
                            uint l_3340_ = (l_3333_ * l_3336_);
                            uint l_3341_ = (l_3337_ >> 16u);
                            uint l_3342_ = (l_3341_ & 65535u);
                            uint l_3343_ = (l_3338_ & 65535u);
                            uint l_3344_ = (l_3342_ + l_3343_);
                            uint l_3345_ = (l_3339_ & 65535u);
                            uint l_3346_ = (l_3344_ + l_3345_);
                            uint l_3347_ = (l_3338_ >> 16u);
                            uint l_3348_ = (l_3347_ & 65535u);
                            uint l_3349_ = (l_3340_ + l_3348_);
                            uint l_3350_ = (l_3339_ >> 16u);
                            uint l_3351_ = (l_3350_ & 65535u);
                            uint l_3352_ = (l_3349_ + l_3351_);
                            uint l_3353_ = (l_3346_ >> 16u);
                            uint l_3354_ = (l_3353_ & 65535u);
                            uint l_984_ = (l_3352_ + l_3354_);
                            uint _e3454 = l_mut_213_;
                            uint _e3455 = l_mut_450_;
                            uint l_985_ = (_e3454 * _e3455);
                            uint l_986_ = (l_984_ + l_985_);
                            uint _e3458 = l_mut_275_;
                            uint l_987_ = (_e3458 - l_983_);
                            uint _e3460 = l_mut_269_;
                            uint l_988_ = (_e3460 - l_986_);
                            uint _e3462 = l_mut_275_;
                            bool l_989_ = (_e3462 < l_983_);
                            uint l_990_ = uint(l_989_);
                            uint l_991_ = (l_988_ - l_990_);
                            l_mut_441_ = l_987_;
                            l_mut_440_ = l_991_;
                            uint _e3466 = l_mut_450_;
                            uint _e3467 = l_mut_102_;
                            uint l_992_ = (_e3466 * _e3467);
                            uint _e3469 = l_mut_96_;
                            uint l_993_ = (_e3469 + l_992_);
                            l_mut_439_ = l_993_;
                            uint _e3471 = l_mut_219_;
                            uint _e3472 = l_mut_441_;
                            uint l_994_ = (_e3471 - _e3472);
                            uint _e3474 = l_mut_213_;
                            uint _e3475 = l_mut_440_;
                            uint l_995_ = (_e3474 - _e3475);
                            uint _e3477 = l_mut_219_;
                            uint _e3478 = l_mut_441_;
                            bool l_996_ = (_e3477 < _e3478);
                            uint l_997_ = uint(l_996_);
                            uint l_998_ = (l_995_ - l_997_);
                            l_mut_445_ = l_994_;
                            l_mut_444_ = l_998_;
                            uint _e3482 = l_mut_102_;
                            uint _e3483 = l_mut_439_;
                            uint l_999_ = (_e3482 + _e3483);
                            l_mut_428_ = l_999_;
                        }
                        uint _e3485 = l_mut_441_;
                        l_mut_275_ = _e3485;
                        uint _e3486 = l_mut_440_;
                        l_mut_269_ = _e3486;
                        uint _e3487 = l_mut_445_;
                        l_mut_219_ = _e3487;
                        uint _e3488 = l_mut_444_;
                        l_mut_213_ = _e3488;
                        uint _e3489 = l_mut_428_;
                        l_mut_102_ = _e3489;
                        uint _e3490 = l_mut_439_;
                        l_mut_96_ = _e3490;
                        l_mut_350_ = l_981_;
                        bool l_1000_ = !(l_981_);
                        l_mut_357_ = l_1000_;
                    }
                }
            }
        }
        bool _e3492 = l_mut_350_;
        bool l_1001_ = !(_e3492);
        if (l_1001_) {
            uint l_3356_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3357_ = (l_3356_ * 1u);
            uint l_3358_ = (l_3357_ - 1u);
            uint l_3359_ = min(0u, l_3358_);
            uint _e3507 = atomicAdd(_group_0_binding_5_cs[l_3359_], 1u);
            uint l_1004_ = (l_4_ / 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            bool loop_init_6 = true;
            while(true) {
                if (!loop_init_6) {
                    uint _e8490 = l_mut_1005_;
                    l_mut_1005_ = (_e8490 + 1u);
                }
                loop_init_6 = false;
                uint _e3515 = l_mut_1005_;
                if ((_e3515 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3518 = l_mut_1005_;
                    uint l_1006_ = (_e3518 * l_1004_);
                    bool l_1007_ = (l_1006_ < l_56_);
                    uint l_1008_ = (l_4_ / 8u);
                    uint _e3523 = l_mut_1005_;
                    uint l_1009_ = (_e3523 * l_1008_);
                    uint l_1010_ = (l_1009_ + l_1009_);
                    uint l_1011_ = (l_72_ >> 31u);
                    bool l_1012_ = (l_1011_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1012_) {
                        uint l_1013_ = (0u - l_69_);
                        uint l_1014_ = (0u - l_72_);
                        bool l_1015_ = (0u < l_69_);
                        uint l_1016_ = uint(l_1015_);
                        uint l_1017_ = (l_1014_ - l_1016_);
                        l_mut_441_ = l_1013_;
                        l_mut_440_ = l_1017_;
                    }
                    uint _e3538 = l_mut_441_;
                    uint l_1018_ = (_e3538 * l_1010_);
                    uint _e3540 = l_mut_440_;
                    uint l_1019_ = (_e3540 * l_1010_);
                    uint _e3542 = l_mut_441_;
                    uint l_3361_ = (_e3542 & 65535u);
                    uint _e3545 = l_mut_441_;
                    uint l_3362_ = (_e3545 >> 16u);
                    uint l_3363_ = (l_3362_ & 65535u);
                    uint l_3364_ = (l_1010_ & 65535u);
                    uint l_3365_ = (l_1010_ >> 16u);
                    uint l_3366_ = (l_3365_ & 65535u);
                    uint l_3367_ = (l_3361_ * l_3364_);
                    uint l_3368_ = (l_3363_ * l_3364_);
                    uint l_3369_ = (l_3361_ * l_3366_);
                    uint l_3370_ = (l_3363_ * l_3366_);
                    uint l_3371_ = (l_3367_ >> 16u);
                    uint l_3372_ = (l_3371_ & 65535u);
                    uint l_3373_ = (l_3368_ & 65535u);
                    uint l_3374_ = (l_3372_ + l_3373_);
                    uint l_3375_ = (l_3369_ & 65535u);
                    uint l_3376_ = (l_3374_ + l_3375_);
                    uint l_3377_ = (l_3368_ >> 16u);
                    uint l_3378_ = (l_3377_ & 65535u);
                    uint l_3379_ = (l_3370_ + l_3378_);
                    uint l_3380_ = (l_3369_ >> 16u);
                    uint l_3381_ = (l_3380_ & 65535u);
                    uint l_3382_ = (l_3379_ + l_3381_);
                    uint l_3383_ = (l_3376_ >> 16u);
                    uint l_3384_ = (l_3383_ & 65535u);
                    uint l_1020_ = (l_3382_ + l_3384_);
                    uint l_1021_ = (l_1020_ + l_1019_);
                    uint _e3586 = l_mut_440_;
                    uint l_3386_ = (_e3586 & 65535u);
                    uint _e3589 = l_mut_440_;
                    uint l_3387_ = (_e3589 >> 16u);
                    uint l_3388_ = (l_3387_ & 65535u);
                    uint l_3389_ = (l_1010_ & 65535u);
                    uint l_3390_ = (l_1010_ >> 16u);
                    uint l_3391_ = (l_3390_ & 65535u);
                    uint l_3392_ = (l_3386_ * l_3389_);
                    uint l_3393_ = (l_3388_ * l_3389_);
                    uint l_3394_ = (l_3386_ * l_3391_);
                    uint l_3395_ = (l_3388_ * l_3391_);
                    uint l_3396_ = (l_3392_ >> 16u);
                    uint l_3397_ = (l_3396_ & 65535u);
                    uint l_3398_ = (l_3393_ & 65535u);
                    uint l_3399_ = (l_3397_ + l_3398_);
                    uint l_3400_ = (l_3394_ & 65535u);
                    uint l_3401_ = (l_3399_ + l_3400_);
                    uint l_3402_ = (l_3393_ >> 16u);
                    uint l_3403_ = (l_3402_ & 65535u);
                    uint l_3404_ = (l_3395_ + l_3403_);
                    uint l_3405_ = (l_3394_ >> 16u);
                    uint l_3406_ = (l_3405_ & 65535u);
                    uint l_3407_ = (l_3404_ + l_3406_);
                    uint l_3408_ = (l_3401_ >> 16u);
                    uint l_3409_ = (l_3408_ & 65535u);
                    uint l_1022_ = (l_3407_ + l_3409_);
                    bool l_1023_ = (l_1021_ < l_1019_);
                    uint l_1024_ = uint(l_1023_);
                    uint l_1025_ = (l_1022_ + l_1024_);
                    uint l_1026_ = (l_9_ % 32u);
                    l_mut_439_ = l_1018_;
                    bool l_1027_ = (l_1026_ > 0u);
                    if (l_1027_) {
                        uint l_1028_ = (l_1018_ >> l_1026_);
                        uint l_1029_ = (32u - l_1026_);
                        uint l_1030_ = (l_1021_ << l_1029_);
                        uint l_1031_ = (l_1028_ | l_1030_);
                        l_mut_439_ = l_1031_;
                    }
                    l_mut_428_ = l_1021_;
                    bool l_1032_ = (l_1026_ > 0u);
                    if (l_1032_) {
                        uint l_1033_ = (l_1021_ >> l_1026_);
                        uint l_1034_ = (32u - l_1026_);
                        uint l_1035_ = (l_1025_ << l_1034_);
                        uint l_1036_ = (l_1033_ | l_1035_);
                        l_mut_428_ = l_1036_;
                    }
                    uint _e3648 = l_mut_439_;
                    l_mut_421_ = _e3648;
                    uint _e3649 = l_mut_428_;
                    l_mut_439_ = _e3649;
                    bool l_1037_ = (l_9_ >= 64u);
                    if (l_1037_) {
                        l_mut_421_ = l_1025_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1038_ = (l_9_ >= 32u);
                        if (l_1038_) {
                            l_mut_428_ = l_1021_;
                            bool l_1039_ = (l_1026_ > 0u);
                            if (l_1039_) {
                                uint l_1040_ = (l_1021_ >> l_1026_);
                                uint l_1041_ = (32u - l_1026_);
                                uint l_1042_ = (l_1025_ << l_1041_);
                                uint l_1043_ = (l_1040_ | l_1042_);
                                l_mut_428_ = l_1043_;
                            }
                            uint l_1044_ = (l_1025_ >> l_1026_);
                            uint _e3663 = l_mut_428_;
                            l_mut_421_ = _e3663;
                            l_mut_439_ = l_1044_;
                        }
                    }
                    uint _e3664 = l_mut_421_;
                    l_mut_441_ = _e3664;
                    uint _e3665 = l_mut_439_;
                    l_mut_440_ = _e3665;
                    if (l_1012_) {
                        uint _e3667 = l_mut_441_;
                        uint l_1045_ = (0u - _e3667);
                        uint _e3670 = l_mut_440_;
                        uint l_1046_ = (0u - _e3670);
                        uint _e3673 = l_mut_441_;
                        bool l_1047_ = (0u < _e3673);
                        uint l_1048_ = uint(l_1047_);
                        uint l_1049_ = (l_1046_ - l_1048_);
                        l_mut_441_ = l_1045_;
                        l_mut_440_ = l_1049_;
                    }
                    uint _e3677 = l_mut_441_;
                    uint l_1050_ = (l_59_ + _e3677);
                    uint _e3679 = l_mut_440_;
                    uint l_1051_ = (l_62_ + _e3679);
                    bool l_1052_ = (l_1050_ < l_59_);
                    uint l_1053_ = uint(l_1052_);
                    uint l_1054_ = (l_1051_ + l_1053_);
                    uint l_1055_ = (l_59_ * l_1009_);
                    uint l_3411_ = (l_59_ & 65535u);
                    uint l_3412_ = (l_59_ >> 16u);
                    uint l_3413_ = (l_3412_ & 65535u);
                    uint l_3414_ = (l_1009_ & 65535u);
                    uint l_3415_ = (l_1009_ >> 16u);
                    uint l_3416_ = (l_3415_ & 65535u);
                    uint l_3417_ = (l_3411_ * l_3414_);
                    uint l_3418_ = (l_3413_ * l_3414_);
                    uint l_3419_ = (l_3411_ * l_3416_);
                    uint l_3420_ = (l_3413_ * l_3416_);
                    uint l_3421_ = (l_3417_ >> 16u);
                    uint l_3422_ = (l_3421_ & 65535u);
                    uint l_3423_ = (l_3418_ & 65535u);
                    uint l_3424_ = (l_3422_ + l_3423_);
                    uint l_3425_ = (l_3419_ & 65535u);
                    uint l_3426_ = (l_3424_ + l_3425_);
                    uint l_3427_ = (l_3418_ >> 16u);
                    uint l_3428_ = (l_3427_ & 65535u);
                    uint l_3429_ = (l_3420_ + l_3428_);
                    uint l_3430_ = (l_3419_ >> 16u);
                    uint l_3431_ = (l_3430_ & 65535u);
                    uint l_3432_ = (l_3429_ + l_3431_);
                    uint l_3433_ = (l_3426_ >> 16u);
                    uint l_3434_ = (l_3433_ & 65535u);
                    uint l_1056_ = (l_3432_ + l_3434_);
                    uint l_1057_ = (l_62_ * l_1009_);
                    uint l_1058_ = (l_1056_ + l_1057_);
                    uint l_1059_ = (l_64_ + l_1055_);
                    uint l_1060_ = (l_67_ + l_1058_);
                    bool l_1061_ = (l_1059_ < l_64_);
                    uint l_1062_ = uint(l_1061_);
                    uint l_1063_ = (l_1060_ + l_1062_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1064_ = (l_1009_ < 65536u);
                    if (l_1064_) {
                        uint l_1065_ = (l_1009_ * l_1009_);
                        uint l_1066_ = (l_72_ >> 31u);
                        bool l_1067_ = (l_1066_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1067_) {
                            uint l_1068_ = (0u - l_69_);
                            uint l_1069_ = (0u - l_72_);
                            bool l_1070_ = (0u < l_69_);
                            uint l_1071_ = uint(l_1070_);
                            uint l_1072_ = (l_1069_ - l_1071_);
                            l_mut_439_ = l_1068_;
                            l_mut_428_ = l_1072_;
                        }
                        uint _e3750 = l_mut_439_;
                        uint l_1073_ = (_e3750 * l_1065_);
                        uint _e3752 = l_mut_428_;
                        uint l_1074_ = (_e3752 * l_1065_);
                        uint _e3754 = l_mut_439_;
                        uint l_3436_ = (_e3754 & 65535u);
                        uint _e3757 = l_mut_439_;
                        uint l_3437_ = (_e3757 >> 16u);
                        uint l_3438_ = (l_3437_ & 65535u);
                        uint l_3439_ = (l_1065_ & 65535u);
                        uint l_3440_ = (l_1065_ >> 16u);
                        uint l_3441_ = (l_3440_ & 65535u);
                        uint l_3442_ = (l_3436_ * l_3439_);
                        uint l_3443_ = (l_3438_ * l_3439_);
                        uint l_3444_ = (l_3436_ * l_3441_);
                        uint l_3445_ = (l_3438_ * l_3441_);
                        uint l_3446_ = (l_3442_ >> 16u);
                        uint l_3447_ = (l_3446_ & 65535u);
                        uint l_3448_ = (l_3443_ & 65535u);
                        uint l_3449_ = (l_3447_ + l_3448_);
                        uint l_3450_ = (l_3444_ & 65535u);
                        uint l_3451_ = (l_3449_ + l_3450_);
                        uint l_3452_ = (l_3443_ >> 16u);
                        uint l_3453_ = (l_3452_ & 65535u);
                        uint l_3454_ = (l_3445_ + l_3453_);
                        uint l_3455_ = (l_3444_ >> 16u);
                        uint l_3456_ = (l_3455_ & 65535u);
                        uint l_3457_ = (l_3454_ + l_3456_);
                        uint l_3458_ = (l_3451_ >> 16u);
                        uint l_3459_ = (l_3458_ & 65535u);
                        uint l_1075_ = (l_3457_ + l_3459_);
                        uint l_1076_ = (l_1075_ + l_1074_);
                        uint _e3798 = l_mut_428_;
                        uint l_3461_ = (_e3798 & 65535u);
                        uint _e3801 = l_mut_428_;
                        uint l_3462_ = (_e3801 >> 16u);
                        uint l_3463_ = (l_3462_ & 65535u);
                        uint l_3464_ = (l_1065_ & 65535u);
                        uint l_3465_ = (l_1065_ >> 16u);
                        uint l_3466_ = (l_3465_ & 65535u);
                        uint l_3467_ = (l_3461_ * l_3464_);
                        uint l_3468_ = (l_3463_ * l_3464_);
                        uint l_3469_ = (l_3461_ * l_3466_);
                        uint l_3470_ = (l_3463_ * l_3466_);
                        uint l_3471_ = (l_3467_ >> 16u);
                        uint l_3472_ = (l_3471_ & 65535u);
                        uint l_3473_ = (l_3468_ & 65535u);
                        uint l_3474_ = (l_3472_ + l_3473_);
                        uint l_3475_ = (l_3469_ & 65535u);
                        uint l_3476_ = (l_3474_ + l_3475_);
                        uint l_3477_ = (l_3468_ >> 16u);
                        uint l_3478_ = (l_3477_ & 65535u);
                        uint l_3479_ = (l_3470_ + l_3478_);
                        uint l_3480_ = (l_3469_ >> 16u);
                        uint l_3481_ = (l_3480_ & 65535u);
                        uint l_3482_ = (l_3479_ + l_3481_);
                        uint l_3483_ = (l_3476_ >> 16u);
                        uint l_3484_ = (l_3483_ & 65535u);
                        uint l_1077_ = (l_3482_ + l_3484_);
                        bool l_1078_ = (l_1076_ < l_1074_);
                        uint l_1079_ = uint(l_1078_);
                        uint l_1080_ = (l_1077_ + l_1079_);
                        uint l_1081_ = (l_9_ % 32u);
                        l_mut_421_ = l_1073_;
                        bool l_1082_ = (l_1081_ > 0u);
                        if (l_1082_) {
                            uint l_1083_ = (l_1073_ >> l_1081_);
                            uint l_1084_ = (32u - l_1081_);
                            uint l_1085_ = (l_1076_ << l_1084_);
                            uint l_1086_ = (l_1083_ | l_1085_);
                            l_mut_421_ = l_1086_;
                        }
                        l_mut_394_ = l_1076_;
                        bool l_1087_ = (l_1081_ > 0u);
                        if (l_1087_) {
                            uint l_1088_ = (l_1076_ >> l_1081_);
                            uint l_1089_ = (32u - l_1081_);
                            uint l_1090_ = (l_1080_ << l_1089_);
                            uint l_1091_ = (l_1088_ | l_1090_);
                            l_mut_394_ = l_1091_;
                        }
                        uint _e3860 = l_mut_421_;
                        l_mut_388_ = _e3860;
                        uint _e3861 = l_mut_394_;
                        l_mut_421_ = _e3861;
                        bool l_1092_ = (l_9_ >= 64u);
                        if (l_1092_) {
                            l_mut_388_ = l_1080_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1093_ = (l_9_ >= 32u);
                            if (l_1093_) {
                                l_mut_394_ = l_1076_;
                                bool l_1094_ = (l_1081_ > 0u);
                                if (l_1094_) {
                                    uint l_1095_ = (l_1076_ >> l_1081_);
                                    uint l_1096_ = (32u - l_1081_);
                                    uint l_1097_ = (l_1080_ << l_1096_);
                                    uint l_1098_ = (l_1095_ | l_1097_);
                                    l_mut_394_ = l_1098_;
                                }
                                uint l_1099_ = (l_1080_ >> l_1081_);
                                uint _e3875 = l_mut_394_;
                                l_mut_388_ = _e3875;
                                l_mut_421_ = l_1099_;
                            }
                        }
                        uint _e3876 = l_mut_388_;
                        l_mut_439_ = _e3876;
                        uint _e3877 = l_mut_421_;
                        l_mut_428_ = _e3877;
                        if (l_1067_) {
                            uint _e3879 = l_mut_439_;
                            uint l_1100_ = (0u - _e3879);
                            uint _e3882 = l_mut_428_;
                            uint l_1101_ = (0u - _e3882);
                            uint _e3885 = l_mut_439_;
                            bool l_1102_ = (0u < _e3885);
                            uint l_1103_ = uint(l_1102_);
                            uint l_1104_ = (l_1101_ - l_1103_);
                            l_mut_439_ = l_1100_;
                            l_mut_428_ = l_1104_;
                        }
                        uint _e3889 = l_mut_439_;
                        l_mut_441_ = _e3889;
                        uint _e3890 = l_mut_428_;
                        l_mut_440_ = _e3890;
                    } else {
                        uint l_1105_ = (l_72_ >> 31u);
                        bool l_1106_ = (l_1105_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1106_) {
                            uint l_1107_ = (0u - l_69_);
                            uint l_1108_ = (0u - l_72_);
                            bool l_1109_ = (0u < l_69_);
                            uint l_1110_ = uint(l_1109_);
                            uint l_1111_ = (l_1108_ - l_1110_);
                            l_mut_439_ = l_1107_;
                            l_mut_428_ = l_1111_;
                        }
                        uint _e3903 = l_mut_439_;
                        uint l_1112_ = (_e3903 * l_1009_);
                        uint _e3905 = l_mut_428_;
                        uint l_1113_ = (_e3905 * l_1009_);
                        uint _e3907 = l_mut_439_;
                        uint l_3486_ = (_e3907 & 65535u);
                        uint _e3910 = l_mut_439_;
                        uint l_3487_ = (_e3910 >> 16u);
                        uint l_3488_ = (l_3487_ & 65535u);
                        uint l_3489_ = (l_1009_ & 65535u);
                        uint l_3490_ = (l_1009_ >> 16u);
                        uint l_3491_ = (l_3490_ & 65535u);
                        uint l_3492_ = (l_3486_ * l_3489_);
                        uint l_3493_ = (l_3488_ * l_3489_);
                        uint l_3494_ = (l_3486_ * l_3491_);
                        uint l_3495_ = (l_3488_ * l_3491_);
                        uint l_3496_ = (l_3492_ >> 16u);
                        uint l_3497_ = (l_3496_ & 65535u);
                        uint l_3498_ = (l_3493_ & 65535u);
                        uint l_3499_ = (l_3497_ + l_3498_);
                        uint l_3500_ = (l_3494_ & 65535u);
                        uint l_3501_ = (l_3499_ + l_3500_);
                        uint l_3502_ = (l_3493_ >> 16u);
                        uint l_3503_ = (l_3502_ & 65535u);
                        uint l_3504_ = (l_3495_ + l_3503_);
                        uint l_3505_ = (l_3494_ >> 16u);
                        uint l_3506_ = (l_3505_ & 65535u);
                        uint l_3507_ = (l_3504_ + l_3506_);
                        uint l_3508_ = (l_3501_ >> 16u);
                        uint l_3509_ = (l_3508_ & 65535u);
                        uint l_1114_ = (l_3507_ + l_3509_);
                        uint l_1115_ = (l_1114_ + l_1113_);
                        uint _e3951 = l_mut_428_;
                        uint l_3511_ = (_e3951 & 65535u);
                        uint _e3954 = l_mut_428_;
                        uint l_3512_ = (_e3954 >> 16u);
                        uint l_3513_ = (l_3512_ & 65535u);
                        uint l_3514_ = (l_1009_ & 65535u);
                        uint l_3515_ = (l_1009_ >> 16u);
                        uint l_3516_ = (l_3515_ & 65535u);
                        uint l_3517_ = (l_3511_ * l_3514_);
                        uint l_3518_ = (l_3513_ * l_3514_);
                        uint l_3519_ = (l_3511_ * l_3516_);
                        uint l_3520_ = (l_3513_ * l_3516_);
                        uint l_3521_ = (l_3517_ >> 16u);
                        uint l_3522_ = (l_3521_ & 65535u);
                        uint l_3523_ = (l_3518_ & 65535u);
                        uint l_3524_ = (l_3522_ + l_3523_);
                        uint l_3525_ = (l_3519_ & 65535u);
                        uint l_3526_ = (l_3524_ + l_3525_);
                        uint l_3527_ = (l_3518_ >> 16u);
                        uint l_3528_ = (l_3527_ & 65535u);
                        uint l_3529_ = (l_3520_ + l_3528_);
                        uint l_3530_ = (l_3519_ >> 16u);
                        uint l_3531_ = (l_3530_ & 65535u);
                        uint l_3532_ = (l_3529_ + l_3531_);
                        uint l_3533_ = (l_3526_ >> 16u);
                        uint l_3534_ = (l_3533_ & 65535u);
                        uint l_1116_ = (l_3532_ + l_3534_);
                        bool l_1117_ = (l_1115_ < l_1113_);
                        uint l_1118_ = uint(l_1117_);
                        uint l_1119_ = (l_1116_ + l_1118_);
                        l_mut_421_ = l_1112_;
                        bool l_1121_ = (0u > 0u);
                        if (l_1121_) {
                            uint l_1122_ = (l_1112_ >> 0u);
                            uint l_1123_ = (32u - 0u);
                            uint l_1124_ = (l_1115_ << l_1123_);
                            uint l_1125_ = (l_1122_ | l_1124_);
                            l_mut_421_ = l_1125_;
                        }
                        l_mut_394_ = l_1115_;
                        bool l_1126_ = (0u > 0u);
                        if (l_1126_) {
                            uint l_1127_ = (l_1115_ >> 0u);
                            uint l_1128_ = (32u - 0u);
                            uint l_1129_ = (l_1119_ << l_1128_);
                            uint l_1130_ = (l_1127_ | l_1129_);
                            l_mut_394_ = l_1130_;
                        }
                        uint _e4012 = l_mut_421_;
                        l_mut_388_ = _e4012;
                        uint _e4013 = l_mut_394_;
                        l_mut_421_ = _e4013;
                        if (false) {
                            l_mut_388_ = l_1119_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1115_;
                                bool l_1133_ = (0u > 0u);
                                if (l_1133_) {
                                    uint l_1134_ = (l_1115_ >> 0u);
                                    uint l_1135_ = (32u - 0u);
                                    uint l_1136_ = (l_1119_ << l_1135_);
                                    uint l_1137_ = (l_1134_ | l_1136_);
                                    l_mut_394_ = l_1137_;
                                }
                                uint l_1138_ = (l_1119_ >> 0u);
                                uint _e4025 = l_mut_394_;
                                l_mut_388_ = _e4025;
                                l_mut_421_ = l_1138_;
                            }
                        }
                        uint _e4026 = l_mut_439_;
                        uint l_1139_ = (_e4026 * l_1009_);
                        uint _e4028 = l_mut_428_;
                        uint l_1140_ = (_e4028 * l_1009_);
                        uint _e4030 = l_mut_439_;
                        uint l_3536_ = (_e4030 & 65535u);
                        uint _e4033 = l_mut_439_;
                        uint l_3537_ = (_e4033 >> 16u);
                        uint l_3538_ = (l_3537_ & 65535u);
                        uint l_3539_ = (l_1009_ & 65535u);
                        uint l_3540_ = (l_1009_ >> 16u);
                        uint l_3541_ = (l_3540_ & 65535u);
                        uint l_3542_ = (l_3536_ * l_3539_);
                        uint l_3543_ = (l_3538_ * l_3539_);
                        uint l_3544_ = (l_3536_ * l_3541_);
                        uint l_3545_ = (l_3538_ * l_3541_);
                        uint l_3546_ = (l_3542_ >> 16u);
                        uint l_3547_ = (l_3546_ & 65535u);
                        uint l_3548_ = (l_3543_ & 65535u);
                        uint l_3549_ = (l_3547_ + l_3548_);
                        uint l_3550_ = (l_3544_ & 65535u);
                        uint l_3551_ = (l_3549_ + l_3550_);
                        uint l_3552_ = (l_3543_ >> 16u);
                        uint l_3553_ = (l_3552_ & 65535u);
                        uint l_3554_ = (l_3545_ + l_3553_);
                        uint l_3555_ = (l_3544_ >> 16u);
                        uint l_3556_ = (l_3555_ & 65535u);
                        uint l_3557_ = (l_3554_ + l_3556_);
                        uint l_3558_ = (l_3551_ >> 16u);
                        uint l_3559_ = (l_3558_ & 65535u);
                        uint l_1141_ = (l_3557_ + l_3559_);
                        uint l_1142_ = (l_1141_ + l_1140_);
                        uint _e4074 = l_mut_428_;
                        uint l_3561_ = (_e4074 & 65535u);
                        uint _e4077 = l_mut_428_;
                        uint l_3562_ = (_e4077 >> 16u);
                        uint l_3563_ = (l_3562_ & 65535u);
                        uint l_3564_ = (l_1009_ & 65535u);
                        uint l_3565_ = (l_1009_ >> 16u);
                        uint l_3566_ = (l_3565_ & 65535u);
                        uint l_3567_ = (l_3561_ * l_3564_);
                        uint l_3568_ = (l_3563_ * l_3564_);
                        uint l_3569_ = (l_3561_ * l_3566_);
                        uint l_3570_ = (l_3563_ * l_3566_);
                        uint l_3571_ = (l_3567_ >> 16u);
                        uint l_3572_ = (l_3571_ & 65535u);
                        uint l_3573_ = (l_3568_ & 65535u);
                        uint l_3574_ = (l_3572_ + l_3573_);
                        uint l_3575_ = (l_3569_ & 65535u);
                        uint l_3576_ = (l_3574_ + l_3575_);
                        uint l_3577_ = (l_3568_ >> 16u);
                        uint l_3578_ = (l_3577_ & 65535u);
                        uint l_3579_ = (l_3570_ + l_3578_);
                        uint l_3580_ = (l_3569_ >> 16u);
                        uint l_3581_ = (l_3580_ & 65535u);
                        uint l_3582_ = (l_3579_ + l_3581_);
                        uint l_3583_ = (l_3576_ >> 16u);
                        uint l_3584_ = (l_3583_ & 65535u);
                        uint l_1143_ = (l_3582_ + l_3584_);
                        bool l_1144_ = (l_1142_ < l_1140_);
                        uint l_1145_ = uint(l_1144_);
                        uint l_1146_ = (l_1143_ + l_1145_);
                        l_mut_394_ = l_1139_;
                        bool l_1148_ = (0u > 0u);
                        if (l_1148_) {
                            uint l_1149_ = (l_1139_ >> 0u);
                            uint l_1150_ = (32u - 0u);
                            uint l_1151_ = (l_1142_ << l_1150_);
                            uint l_1152_ = (l_1149_ | l_1151_);
                            l_mut_394_ = l_1152_;
                        }
                        l_mut_382_ = l_1142_;
                        bool l_1153_ = (0u > 0u);
                        if (l_1153_) {
                            uint l_1154_ = (l_1142_ >> 0u);
                            uint l_1155_ = (32u - 0u);
                            uint l_1156_ = (l_1146_ << l_1155_);
                            uint l_1157_ = (l_1154_ | l_1156_);
                            l_mut_382_ = l_1157_;
                        }
                        uint _e4135 = l_mut_394_;
                        l_mut_275_ = _e4135;
                        uint _e4136 = l_mut_382_;
                        l_mut_394_ = _e4136;
                        if (true) {
                            l_mut_275_ = l_1146_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1142_;
                                bool l_1160_ = (0u > 0u);
                                if (l_1160_) {
                                    uint l_1161_ = (l_1142_ >> 0u);
                                    uint l_1162_ = (32u - 0u);
                                    uint l_1163_ = (l_1146_ << l_1162_);
                                    uint l_1164_ = (l_1161_ | l_1163_);
                                    l_mut_382_ = l_1164_;
                                }
                                uint l_1165_ = (l_1146_ >> 0u);
                                uint _e4148 = l_mut_382_;
                                l_mut_275_ = _e4148;
                                l_mut_394_ = l_1165_;
                            }
                        }
                        uint _e4149 = l_mut_388_;
                        uint l_1166_ = (_e4149 * l_1009_);
                        uint _e4151 = l_mut_421_;
                        uint l_1167_ = (_e4151 * l_1009_);
                        uint _e4153 = l_mut_388_;
                        uint l_3586_ = (_e4153 & 65535u);
                        uint _e4156 = l_mut_388_;
                        uint l_3587_ = (_e4156 >> 16u);
                        uint l_3588_ = (l_3587_ & 65535u);
                        uint l_3589_ = (l_1009_ & 65535u);
                        uint l_3590_ = (l_1009_ >> 16u);
                        uint l_3591_ = (l_3590_ & 65535u);
                        uint l_3592_ = (l_3586_ * l_3589_);
                        uint l_3593_ = (l_3588_ * l_3589_);
                        uint l_3594_ = (l_3586_ * l_3591_);
                        uint l_3595_ = (l_3588_ * l_3591_);
                        uint l_3596_ = (l_3592_ >> 16u);
                        uint l_3597_ = (l_3596_ & 65535u);
                        uint l_3598_ = (l_3593_ & 65535u);
                        uint l_3599_ = (l_3597_ + l_3598_);
                        uint l_3600_ = (l_3594_ & 65535u);
                        uint l_3601_ = (l_3599_ + l_3600_);
                        uint l_3602_ = (l_3593_ >> 16u);
                        uint l_3603_ = (l_3602_ & 65535u);
                        uint l_3604_ = (l_3595_ + l_3603_);
                        uint l_3605_ = (l_3594_ >> 16u);
                        uint l_3606_ = (l_3605_ & 65535u);
                        uint l_3607_ = (l_3604_ + l_3606_);
                        uint l_3608_ = (l_3601_ >> 16u);
                        uint l_3609_ = (l_3608_ & 65535u);
                        uint l_1168_ = (l_3607_ + l_3609_);
                        uint l_1169_ = (l_1168_ + l_1167_);
                        uint _e4197 = l_mut_421_;
                        uint l_3611_ = (_e4197 & 65535u);
                        uint _e4200 = l_mut_421_;
                        uint l_3612_ = (_e4200 >> 16u);
                        uint l_3613_ = (l_3612_ & 65535u);
                        uint l_3614_ = (l_1009_ & 65535u);
                        uint l_3615_ = (l_1009_ >> 16u);
                        uint l_3616_ = (l_3615_ & 65535u);
                        uint l_3617_ = (l_3611_ * l_3614_);
                        uint l_3618_ = (l_3613_ * l_3614_);
                        uint l_3619_ = (l_3611_ * l_3616_);
                        uint l_3620_ = (l_3613_ * l_3616_);
                        uint l_3621_ = (l_3617_ >> 16u);
                        uint l_3622_ = (l_3621_ & 65535u);
                        uint l_3623_ = (l_3618_ & 65535u);
                        uint l_3624_ = (l_3622_ + l_3623_);
                        uint l_3625_ = (l_3619_ & 65535u);
                        uint l_3626_ = (l_3624_ + l_3625_);
                        uint l_3627_ = (l_3618_ >> 16u);
                        uint l_3628_ = (l_3627_ & 65535u);
                        uint l_3629_ = (l_3620_ + l_3628_);
                        uint l_3630_ = (l_3619_ >> 16u);
                        uint l_3631_ = (l_3630_ & 65535u);
                        uint l_3632_ = (l_3629_ + l_3631_);
                        uint l_3633_ = (l_3626_ >> 16u);
                        uint l_3634_ = (l_3633_ & 65535u);
                        uint l_1170_ = (l_3632_ + l_3634_);
                        bool l_1171_ = (l_1169_ < l_1167_);
                        uint l_1172_ = uint(l_1171_);
                        uint l_1173_ = (l_1170_ + l_1172_);
                        l_mut_439_ = l_1166_;
                        bool l_1175_ = (0u > 0u);
                        if (l_1175_) {
                            uint l_1176_ = (l_1166_ >> 0u);
                            uint l_1177_ = (32u - 0u);
                            uint l_1178_ = (l_1169_ << l_1177_);
                            uint l_1179_ = (l_1176_ | l_1178_);
                            l_mut_439_ = l_1179_;
                        }
                        l_mut_428_ = l_1169_;
                        bool l_1180_ = (0u > 0u);
                        if (l_1180_) {
                            uint l_1181_ = (l_1169_ >> 0u);
                            uint l_1182_ = (32u - 0u);
                            uint l_1183_ = (l_1173_ << l_1182_);
                            uint l_1184_ = (l_1181_ | l_1183_);
                            l_mut_428_ = l_1184_;
                        }
                        uint _e4258 = l_mut_439_;
                        l_mut_382_ = _e4258;
                        uint _e4259 = l_mut_428_;
                        l_mut_439_ = _e4259;
                        if (false) {
                            l_mut_382_ = l_1173_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1169_;
                                bool l_1187_ = (0u > 0u);
                                if (l_1187_) {
                                    uint l_1188_ = (l_1169_ >> 0u);
                                    uint l_1189_ = (32u - 0u);
                                    uint l_1190_ = (l_1173_ << l_1189_);
                                    uint l_1191_ = (l_1188_ | l_1190_);
                                    l_mut_428_ = l_1191_;
                                }
                                uint l_1192_ = (l_1173_ >> 0u);
                                uint _e4271 = l_mut_428_;
                                l_mut_382_ = _e4271;
                                l_mut_439_ = l_1192_;
                            }
                        }
                        uint _e4272 = l_mut_388_;
                        uint l_1193_ = (_e4272 * l_1009_);
                        uint _e4274 = l_mut_421_;
                        uint l_1194_ = (_e4274 * l_1009_);
                        uint _e4276 = l_mut_388_;
                        uint l_3636_ = (_e4276 & 65535u);
                        uint _e4279 = l_mut_388_;
                        uint l_3637_ = (_e4279 >> 16u);
                        uint l_3638_ = (l_3637_ & 65535u);
                        uint l_3639_ = (l_1009_ & 65535u);
                        uint l_3640_ = (l_1009_ >> 16u);
                        uint l_3641_ = (l_3640_ & 65535u);
                        uint l_3642_ = (l_3636_ * l_3639_);
                        uint l_3643_ = (l_3638_ * l_3639_);
                        uint l_3644_ = (l_3636_ * l_3641_);
                        uint l_3645_ = (l_3638_ * l_3641_);
                        uint l_3646_ = (l_3642_ >> 16u);
                        uint l_3647_ = (l_3646_ & 65535u);
                        uint l_3648_ = (l_3643_ & 65535u);
                        uint l_3649_ = (l_3647_ + l_3648_);
                        uint l_3650_ = (l_3644_ & 65535u);
                        uint l_3651_ = (l_3649_ + l_3650_);
                        uint l_3652_ = (l_3643_ >> 16u);
                        uint l_3653_ = (l_3652_ & 65535u);
                        uint l_3654_ = (l_3645_ + l_3653_);
                        uint l_3655_ = (l_3644_ >> 16u);
                        uint l_3656_ = (l_3655_ & 65535u);
                        uint l_3657_ = (l_3654_ + l_3656_);
                        uint l_3658_ = (l_3651_ >> 16u);
                        uint l_3659_ = (l_3658_ & 65535u);
                        uint l_1195_ = (l_3657_ + l_3659_);
                        uint l_1196_ = (l_1195_ + l_1194_);
                        uint _e4320 = l_mut_421_;
                        uint l_3661_ = (_e4320 & 65535u);
                        uint _e4323 = l_mut_421_;
                        uint l_3662_ = (_e4323 >> 16u);
                        uint l_3663_ = (l_3662_ & 65535u);
                        uint l_3664_ = (l_1009_ & 65535u);
                        uint l_3665_ = (l_1009_ >> 16u);
                        uint l_3666_ = (l_3665_ & 65535u);
                        uint l_3667_ = (l_3661_ * l_3664_);
                        uint l_3668_ = (l_3663_ * l_3664_);
                        uint l_3669_ = (l_3661_ * l_3666_);
                        uint l_3670_ = (l_3663_ * l_3666_);
                        uint l_3671_ = (l_3667_ >> 16u);
                        uint l_3672_ = (l_3671_ & 65535u);
                        uint l_3673_ = (l_3668_ & 65535u);
                        uint l_3674_ = (l_3672_ + l_3673_);
                        uint l_3675_ = (l_3669_ & 65535u);
                        uint l_3676_ = (l_3674_ + l_3675_);
                        uint l_3677_ = (l_3668_ >> 16u);
                        uint l_3678_ = (l_3677_ & 65535u);
                        uint l_3679_ = (l_3670_ + l_3678_);
                        uint l_3680_ = (l_3669_ >> 16u);
                        uint l_3681_ = (l_3680_ & 65535u);
                        uint l_3682_ = (l_3679_ + l_3681_);
                        uint l_3683_ = (l_3676_ >> 16u);
                        uint l_3684_ = (l_3683_ & 65535u);
                        uint l_1197_ = (l_3682_ + l_3684_);
                        bool l_1198_ = (l_1196_ < l_1194_);
                        uint l_1199_ = uint(l_1198_);
                        uint l_1200_ = (l_1197_ + l_1199_);
                        l_mut_428_ = l_1193_;
                        bool l_1202_ = (0u > 0u);
                        if (l_1202_) {
                            uint l_1203_ = (l_1193_ >> 0u);
                            uint l_1204_ = (32u - 0u);
                            uint l_1205_ = (l_1196_ << l_1204_);
                            uint l_1206_ = (l_1203_ | l_1205_);
                            l_mut_428_ = l_1206_;
                        }
                        l_mut_269_ = l_1196_;
                        bool l_1207_ = (0u > 0u);
                        if (l_1207_) {
                            uint l_1208_ = (l_1196_ >> 0u);
                            uint l_1209_ = (32u - 0u);
                            uint l_1210_ = (l_1200_ << l_1209_);
                            uint l_1211_ = (l_1208_ | l_1210_);
                            l_mut_269_ = l_1211_;
                        }
                        uint _e4381 = l_mut_428_;
                        l_mut_219_ = _e4381;
                        uint _e4382 = l_mut_269_;
                        l_mut_428_ = _e4382;
                        if (true) {
                            l_mut_219_ = l_1200_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1196_;
                                bool l_1214_ = (0u > 0u);
                                if (l_1214_) {
                                    uint l_1215_ = (l_1196_ >> 0u);
                                    uint l_1216_ = (32u - 0u);
                                    uint l_1217_ = (l_1200_ << l_1216_);
                                    uint l_1218_ = (l_1215_ | l_1217_);
                                    l_mut_269_ = l_1218_;
                                }
                                uint l_1219_ = (l_1200_ >> 0u);
                                uint _e4394 = l_mut_269_;
                                l_mut_219_ = _e4394;
                                l_mut_428_ = l_1219_;
                            }
                        }
                        uint _e4395 = l_mut_275_;
                        uint l_1220_ = (_e4395 * l_1009_);
                        uint _e4397 = l_mut_275_;
                        uint l_3686_ = (_e4397 & 65535u);
                        uint _e4400 = l_mut_275_;
                        uint l_3687_ = (_e4400 >> 16u);
                        uint l_3688_ = (l_3687_ & 65535u);
                        uint l_3689_ = (l_1009_ & 65535u);
                        uint l_3690_ = (l_1009_ >> 16u);
                        uint l_3691_ = (l_3690_ & 65535u);
                        uint l_3692_ = (l_3686_ * l_3689_);
                        uint l_3693_ = (l_3688_ * l_3689_);
                        uint l_3694_ = (l_3686_ * l_3691_);
                        uint l_3695_ = (l_3688_ * l_3691_);
                        uint l_3696_ = (l_3692_ >> 16u);
                        uint l_3697_ = (l_3696_ & 65535u);
                        uint l_3698_ = (l_3693_ & 65535u);
                        uint l_3699_ = (l_3697_ + l_3698_);
                        uint l_3700_ = (l_3694_ & 65535u);
                        uint l_3701_ = (l_3699_ + l_3700_);
                        uint l_3702_ = (l_3693_ >> 16u);
                        uint l_3703_ = (l_3702_ & 65535u);
                        uint l_3704_ = (l_3695_ + l_3703_);
                        uint l_3705_ = (l_3694_ >> 16u);
                        uint l_3706_ = (l_3705_ & 65535u);
                        uint l_3707_ = (l_3704_ + l_3706_);
                        uint l_3708_ = (l_3701_ >> 16u);
                        uint l_3709_ = (l_3708_ & 65535u);
                        uint l_1221_ = (l_3707_ + l_3709_);
                        uint _e4440 = l_mut_394_;
                        uint l_1222_ = (_e4440 * l_1009_);
                        uint l_1223_ = (l_1221_ + l_1222_);
                        uint _e4443 = l_mut_219_;
                        uint l_1224_ = (_e4443 + l_1220_);
                        uint _e4445 = l_mut_428_;
                        uint l_1225_ = (_e4445 + l_1223_);
                        uint _e4447 = l_mut_219_;
                        bool l_1226_ = (l_1224_ < _e4447);
                        uint l_1227_ = uint(l_1226_);
                        uint l_1228_ = (l_1225_ + l_1227_);
                        uint _e4451 = l_mut_382_;
                        l_mut_441_ = _e4451;
                        uint _e4452 = l_mut_439_;
                        l_mut_440_ = _e4452;
                        bool l_1229_ = (l_9_ == 64u);
                        if (l_1229_) {
                            l_mut_441_ = l_1224_;
                            l_mut_440_ = l_1228_;
                        } else {
                            bool l_1230_ = (l_9_ > 0u);
                            if (l_1230_) {
                                uint l_1231_ = (64u - l_9_);
                                l_mut_428_ = l_1224_;
                                l_mut_421_ = l_1228_;
                                bool l_1232_ = (l_1231_ >= 32u);
                                if (l_1232_) {
                                    uint l_1233_ = (l_1231_ & 31u);
                                    uint l_1234_ = (l_1224_ << l_1233_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1234_;
                                } else {
                                    bool l_1235_ = (l_1231_ > 0u);
                                    if (l_1235_) {
                                        uint l_1236_ = (l_1224_ << l_1231_);
                                        uint l_1237_ = (l_1228_ << l_1231_);
                                        uint l_1238_ = (32u - l_1231_);
                                        uint l_1239_ = (l_1224_ >> l_1238_);
                                        uint l_1240_ = (l_1237_ | l_1239_);
                                        l_mut_428_ = l_1236_;
                                        l_mut_421_ = l_1240_;
                                    }
                                }
                                uint _e4473 = l_mut_382_;
                                l_mut_394_ = _e4473;
                                uint _e4474 = l_mut_439_;
                                l_mut_388_ = _e4474;
                                bool l_1241_ = (l_9_ >= 32u);
                                if (l_1241_) {
                                    uint l_1242_ = (l_9_ & 31u);
                                    uint _e4479 = l_mut_439_;
                                    uint l_1243_ = (_e4479 >> l_1242_);
                                    l_mut_394_ = l_1243_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1244_ = (l_9_ > 0u);
                                    if (l_1244_) {
                                        uint _e4484 = l_mut_382_;
                                        l_mut_275_ = _e4484;
                                        bool l_1245_ = (l_9_ > 0u);
                                        if (l_1245_) {
                                            uint _e4487 = l_mut_382_;
                                            uint l_1246_ = (_e4487 >> l_9_);
                                            uint l_1247_ = (32u - l_9_);
                                            uint _e4491 = l_mut_439_;
                                            uint l_1248_ = (_e4491 << l_1247_);
                                            uint l_1249_ = (l_1246_ | l_1248_);
                                            l_mut_275_ = l_1249_;
                                        }
                                        uint _e4494 = l_mut_439_;
                                        uint l_1250_ = (_e4494 >> l_9_);
                                        uint _e4496 = l_mut_275_;
                                        l_mut_394_ = _e4496;
                                        l_mut_388_ = l_1250_;
                                    }
                                }
                                uint _e4497 = l_mut_428_;
                                uint _e4498 = l_mut_394_;
                                uint l_1251_ = (_e4497 + _e4498);
                                uint _e4500 = l_mut_421_;
                                uint _e4501 = l_mut_388_;
                                uint l_1252_ = (_e4500 + _e4501);
                                uint _e4503 = l_mut_428_;
                                bool l_1253_ = (l_1251_ < _e4503);
                                uint l_1254_ = uint(l_1253_);
                                uint l_1255_ = (l_1252_ + l_1254_);
                                l_mut_441_ = l_1251_;
                                l_mut_440_ = l_1255_;
                            }
                        }
                        if (l_1106_) {
                            uint _e4508 = l_mut_441_;
                            uint l_1256_ = (0u - _e4508);
                            uint _e4511 = l_mut_440_;
                            uint l_1257_ = (0u - _e4511);
                            uint _e4514 = l_mut_441_;
                            bool l_1258_ = (0u < _e4514);
                            uint l_1259_ = uint(l_1258_);
                            uint l_1260_ = (l_1257_ - l_1259_);
                            l_mut_441_ = l_1256_;
                            l_mut_440_ = l_1260_;
                        }
                    }
                    uint _e4518 = l_mut_441_;
                    uint l_1261_ = (l_1059_ + _e4518);
                    uint _e4520 = l_mut_440_;
                    uint l_1262_ = (l_1063_ + _e4520);
                    bool l_1263_ = (l_1261_ < l_1059_);
                    uint l_1264_ = uint(l_1263_);
                    uint l_1265_ = (l_1262_ + l_1264_);
                    uint l_1266_ = (l_72_ >> 31u);
                    bool l_1267_ = (l_1266_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1267_) {
                        uint l_1268_ = (0u - l_69_);
                        uint l_1269_ = (0u - l_72_);
                        bool l_1270_ = (0u < l_69_);
                        uint l_1271_ = uint(l_1270_);
                        uint l_1272_ = (l_1269_ - l_1271_);
                        l_mut_441_ = l_1268_;
                        l_mut_440_ = l_1272_;
                    }
                    uint _e4537 = l_mut_441_;
                    uint l_1273_ = (_e4537 * l_1008_);
                    uint _e4539 = l_mut_440_;
                    uint l_1274_ = (_e4539 * l_1008_);
                    uint _e4541 = l_mut_441_;
                    uint l_3711_ = (_e4541 & 65535u);
                    uint _e4544 = l_mut_441_;
                    uint l_3712_ = (_e4544 >> 16u);
                    uint l_3713_ = (l_3712_ & 65535u);
                    uint l_3714_ = (l_1008_ & 65535u);
                    uint l_3715_ = (l_1008_ >> 16u);
                    uint l_3716_ = (l_3715_ & 65535u);
                    uint l_3717_ = (l_3711_ * l_3714_);
                    uint l_3718_ = (l_3713_ * l_3714_);
                    uint l_3719_ = (l_3711_ * l_3716_);
                    uint l_3720_ = (l_3713_ * l_3716_);
                    uint l_3721_ = (l_3717_ >> 16u);
                    uint l_3722_ = (l_3721_ & 65535u);
                    uint l_3723_ = (l_3718_ & 65535u);
                    uint l_3724_ = (l_3722_ + l_3723_);
                    uint l_3725_ = (l_3719_ & 65535u);
                    uint l_3726_ = (l_3724_ + l_3725_);
                    uint l_3727_ = (l_3718_ >> 16u);
                    uint l_3728_ = (l_3727_ & 65535u);
                    uint l_3729_ = (l_3720_ + l_3728_);
                    uint l_3730_ = (l_3719_ >> 16u);
                    uint l_3731_ = (l_3730_ & 65535u);
                    uint l_3732_ = (l_3729_ + l_3731_);
                    uint l_3733_ = (l_3726_ >> 16u);
                    uint l_3734_ = (l_3733_ & 65535u);
                    uint l_1275_ = (l_3732_ + l_3734_);
                    uint l_1276_ = (l_1275_ + l_1274_);
                    uint _e4585 = l_mut_440_;
                    uint l_3736_ = (_e4585 & 65535u);
                    uint _e4588 = l_mut_440_;
                    uint l_3737_ = (_e4588 >> 16u);
                    uint l_3738_ = (l_3737_ & 65535u);
                    uint l_3739_ = (l_1008_ & 65535u);
                    uint l_3740_ = (l_1008_ >> 16u);
                    uint l_3741_ = (l_3740_ & 65535u);
                    uint l_3742_ = (l_3736_ * l_3739_);
                    uint l_3743_ = (l_3738_ * l_3739_);
                    uint l_3744_ = (l_3736_ * l_3741_);
                    uint l_3745_ = (l_3738_ * l_3741_);
                    uint l_3746_ = (l_3742_ >> 16u);
                    uint l_3747_ = (l_3746_ & 65535u);
                    uint l_3748_ = (l_3743_ & 65535u);
                    uint l_3749_ = (l_3747_ + l_3748_);
                    uint l_3750_ = (l_3744_ & 65535u);
                    uint l_3751_ = (l_3749_ + l_3750_);
                    uint l_3752_ = (l_3743_ >> 16u);
                    uint l_3753_ = (l_3752_ & 65535u);
                    uint l_3754_ = (l_3745_ + l_3753_);
                    uint l_3755_ = (l_3744_ >> 16u);
                    uint l_3756_ = (l_3755_ & 65535u);
                    uint l_3757_ = (l_3754_ + l_3756_);
                    uint l_3758_ = (l_3751_ >> 16u);
                    uint l_3759_ = (l_3758_ & 65535u);
                    uint l_1277_ = (l_3757_ + l_3759_);
                    bool l_1278_ = (l_1276_ < l_1274_);
                    uint l_1279_ = uint(l_1278_);
                    uint l_1280_ = (l_1277_ + l_1279_);
                    uint l_1281_ = (l_9_ % 32u);
                    l_mut_439_ = l_1273_;
                    bool l_1282_ = (l_1281_ > 0u);
                    if (l_1282_) {
                        uint l_1283_ = (l_1273_ >> l_1281_);
                        uint l_1284_ = (32u - l_1281_);
                        uint l_1285_ = (l_1276_ << l_1284_);
                        uint l_1286_ = (l_1283_ | l_1285_);
                        l_mut_439_ = l_1286_;
                    }
                    l_mut_428_ = l_1276_;
                    bool l_1287_ = (l_1281_ > 0u);
                    if (l_1287_) {
                        uint l_1288_ = (l_1276_ >> l_1281_);
                        uint l_1289_ = (32u - l_1281_);
                        uint l_1290_ = (l_1280_ << l_1289_);
                        uint l_1291_ = (l_1288_ | l_1290_);
                        l_mut_428_ = l_1291_;
                    }
                    uint _e4647 = l_mut_439_;
                    l_mut_421_ = _e4647;
                    uint _e4648 = l_mut_428_;
                    l_mut_439_ = _e4648;
                    bool l_1292_ = (l_9_ >= 64u);
                    if (l_1292_) {
                        l_mut_421_ = l_1280_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1293_ = (l_9_ >= 32u);
                        if (l_1293_) {
                            l_mut_428_ = l_1276_;
                            bool l_1294_ = (l_1281_ > 0u);
                            if (l_1294_) {
                                uint l_1295_ = (l_1276_ >> l_1281_);
                                uint l_1296_ = (32u - l_1281_);
                                uint l_1297_ = (l_1280_ << l_1296_);
                                uint l_1298_ = (l_1295_ | l_1297_);
                                l_mut_428_ = l_1298_;
                            }
                            uint l_1299_ = (l_1280_ >> l_1281_);
                            uint _e4662 = l_mut_428_;
                            l_mut_421_ = _e4662;
                            l_mut_439_ = l_1299_;
                        }
                    }
                    uint _e4663 = l_mut_421_;
                    l_mut_441_ = _e4663;
                    uint _e4664 = l_mut_439_;
                    l_mut_440_ = _e4664;
                    if (l_1267_) {
                        uint _e4666 = l_mut_441_;
                        uint l_1300_ = (0u - _e4666);
                        uint _e4669 = l_mut_440_;
                        uint l_1301_ = (0u - _e4669);
                        uint _e4672 = l_mut_441_;
                        bool l_1302_ = (0u < _e4672);
                        uint l_1303_ = uint(l_1302_);
                        uint l_1304_ = (l_1301_ - l_1303_);
                        l_mut_441_ = l_1300_;
                        l_mut_440_ = l_1304_;
                    }
                    uint _e4676 = l_mut_441_;
                    uint l_1305_ = (l_1050_ + _e4676);
                    uint _e4678 = l_mut_440_;
                    uint l_1306_ = (l_1054_ + _e4678);
                    bool l_1307_ = (l_1305_ < l_1050_);
                    uint l_1308_ = uint(l_1307_);
                    uint l_1309_ = (l_1306_ + l_1308_);
                    uint l_1310_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1311_ = (l_1008_ < 65536u);
                    if (l_1311_) {
                        uint l_1312_ = (l_1008_ * l_1008_);
                        uint l_1313_ = (l_72_ >> 31u);
                        bool l_1314_ = (l_1313_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1314_) {
                            uint l_1315_ = (0u - l_69_);
                            uint l_1316_ = (0u - l_72_);
                            bool l_1317_ = (0u < l_69_);
                            uint l_1318_ = uint(l_1317_);
                            uint l_1319_ = (l_1316_ - l_1318_);
                            l_mut_439_ = l_1315_;
                            l_mut_428_ = l_1319_;
                        }
                        uint _e4702 = l_mut_439_;
                        uint l_1320_ = (_e4702 * l_1312_);
                        uint _e4704 = l_mut_428_;
                        uint l_1321_ = (_e4704 * l_1312_);
                        uint _e4706 = l_mut_439_;
                        uint l_3761_ = (_e4706 & 65535u);
                        uint _e4709 = l_mut_439_;
                        uint l_3762_ = (_e4709 >> 16u);
                        uint l_3763_ = (l_3762_ & 65535u);
                        uint l_3764_ = (l_1312_ & 65535u);
                        uint l_3765_ = (l_1312_ >> 16u);
                        uint l_3766_ = (l_3765_ & 65535u);
                        uint l_3767_ = (l_3761_ * l_3764_);
                        uint l_3768_ = (l_3763_ * l_3764_);
                        uint l_3769_ = (l_3761_ * l_3766_);
                        uint l_3770_ = (l_3763_ * l_3766_);
                        uint l_3771_ = (l_3767_ >> 16u);
                        uint l_3772_ = (l_3771_ & 65535u);
                        uint l_3773_ = (l_3768_ & 65535u);
                        uint l_3774_ = (l_3772_ + l_3773_);
                        uint l_3775_ = (l_3769_ & 65535u);
                        uint l_3776_ = (l_3774_ + l_3775_);
                        uint l_3777_ = (l_3768_ >> 16u);
                        uint l_3778_ = (l_3777_ & 65535u);
                        uint l_3779_ = (l_3770_ + l_3778_);
                        uint l_3780_ = (l_3769_ >> 16u);
                        uint l_3781_ = (l_3780_ & 65535u);
                        uint l_3782_ = (l_3779_ + l_3781_);
                        uint l_3783_ = (l_3776_ >> 16u);
                        uint l_3784_ = (l_3783_ & 65535u);
                        uint l_1322_ = (l_3782_ + l_3784_);
                        uint l_1323_ = (l_1322_ + l_1321_);
                        uint _e4750 = l_mut_428_;
                        uint l_3786_ = (_e4750 & 65535u);
                        uint _e4753 = l_mut_428_;
                        uint l_3787_ = (_e4753 >> 16u);
                        uint l_3788_ = (l_3787_ & 65535u);
                        uint l_3789_ = (l_1312_ & 65535u);
                        uint l_3790_ = (l_1312_ >> 16u);
                        uint l_3791_ = (l_3790_ & 65535u);
                        uint l_3792_ = (l_3786_ * l_3789_);
                        uint l_3793_ = (l_3788_ * l_3789_);
                        uint l_3794_ = (l_3786_ * l_3791_);
                        uint l_3795_ = (l_3788_ * l_3791_);
                        uint l_3796_ = (l_3792_ >> 16u);
                        uint l_3797_ = (l_3796_ & 65535u);
                        uint l_3798_ = (l_3793_ & 65535u);
                        uint l_3799_ = (l_3797_ + l_3798_);
                        uint l_3800_ = (l_3794_ & 65535u);
                        uint l_3801_ = (l_3799_ + l_3800_);
                        uint l_3802_ = (l_3793_ >> 16u);
                        uint l_3803_ = (l_3802_ & 65535u);
                        uint l_3804_ = (l_3795_ + l_3803_);
                        uint l_3805_ = (l_3794_ >> 16u);
                        uint l_3806_ = (l_3805_ & 65535u);
                        uint l_3807_ = (l_3804_ + l_3806_);
                        uint l_3808_ = (l_3801_ >> 16u);
                        uint l_3809_ = (l_3808_ & 65535u);
                        uint l_1324_ = (l_3807_ + l_3809_);
                        bool l_1325_ = (l_1323_ < l_1321_);
                        uint l_1326_ = uint(l_1325_);
                        uint l_1327_ = (l_1324_ + l_1326_);
                        uint l_1328_ = (l_1310_ % 32u);
                        l_mut_421_ = l_1320_;
                        bool l_1329_ = (l_1328_ > 0u);
                        if (l_1329_) {
                            uint l_1330_ = (l_1320_ >> l_1328_);
                            uint l_1331_ = (32u - l_1328_);
                            uint l_1332_ = (l_1323_ << l_1331_);
                            uint l_1333_ = (l_1330_ | l_1332_);
                            l_mut_421_ = l_1333_;
                        }
                        l_mut_394_ = l_1323_;
                        bool l_1334_ = (l_1328_ > 0u);
                        if (l_1334_) {
                            uint l_1335_ = (l_1323_ >> l_1328_);
                            uint l_1336_ = (32u - l_1328_);
                            uint l_1337_ = (l_1327_ << l_1336_);
                            uint l_1338_ = (l_1335_ | l_1337_);
                            l_mut_394_ = l_1338_;
                        }
                        uint _e4812 = l_mut_421_;
                        l_mut_388_ = _e4812;
                        uint _e4813 = l_mut_394_;
                        l_mut_421_ = _e4813;
                        bool l_1339_ = (l_1310_ >= 64u);
                        if (l_1339_) {
                            l_mut_388_ = l_1327_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1340_ = (l_1310_ >= 32u);
                            if (l_1340_) {
                                l_mut_394_ = l_1323_;
                                bool l_1341_ = (l_1328_ > 0u);
                                if (l_1341_) {
                                    uint l_1342_ = (l_1323_ >> l_1328_);
                                    uint l_1343_ = (32u - l_1328_);
                                    uint l_1344_ = (l_1327_ << l_1343_);
                                    uint l_1345_ = (l_1342_ | l_1344_);
                                    l_mut_394_ = l_1345_;
                                }
                                uint l_1346_ = (l_1327_ >> l_1328_);
                                uint _e4827 = l_mut_394_;
                                l_mut_388_ = _e4827;
                                l_mut_421_ = l_1346_;
                            }
                        }
                        uint _e4828 = l_mut_388_;
                        l_mut_439_ = _e4828;
                        uint _e4829 = l_mut_421_;
                        l_mut_428_ = _e4829;
                        if (l_1314_) {
                            uint _e4831 = l_mut_439_;
                            uint l_1347_ = (0u - _e4831);
                            uint _e4834 = l_mut_428_;
                            uint l_1348_ = (0u - _e4834);
                            uint _e4837 = l_mut_439_;
                            bool l_1349_ = (0u < _e4837);
                            uint l_1350_ = uint(l_1349_);
                            uint l_1351_ = (l_1348_ - l_1350_);
                            l_mut_439_ = l_1347_;
                            l_mut_428_ = l_1351_;
                        }
                        uint _e4841 = l_mut_439_;
                        l_mut_441_ = _e4841;
                        uint _e4842 = l_mut_428_;
                        l_mut_440_ = _e4842;
                    } else {
                        uint l_1352_ = (l_72_ >> 31u);
                        bool l_1353_ = (l_1352_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1353_) {
                            uint l_1354_ = (0u - l_69_);
                            uint l_1355_ = (0u - l_72_);
                            bool l_1356_ = (0u < l_69_);
                            uint l_1357_ = uint(l_1356_);
                            uint l_1358_ = (l_1355_ - l_1357_);
                            l_mut_439_ = l_1354_;
                            l_mut_428_ = l_1358_;
                        }
                        uint _e4855 = l_mut_439_;
                        uint l_1359_ = (_e4855 * l_1008_);
                        uint _e4857 = l_mut_428_;
                        uint l_1360_ = (_e4857 * l_1008_);
                        uint _e4859 = l_mut_439_;
                        uint l_3811_ = (_e4859 & 65535u);
                        uint _e4862 = l_mut_439_;
                        uint l_3812_ = (_e4862 >> 16u);
                        uint l_3813_ = (l_3812_ & 65535u);
                        uint l_3814_ = (l_1008_ & 65535u);
                        uint l_3815_ = (l_1008_ >> 16u);
                        uint l_3816_ = (l_3815_ & 65535u);
                        uint l_3817_ = (l_3811_ * l_3814_);
                        uint l_3818_ = (l_3813_ * l_3814_);
                        uint l_3819_ = (l_3811_ * l_3816_);
                        uint l_3820_ = (l_3813_ * l_3816_);
                        uint l_3821_ = (l_3817_ >> 16u);
                        uint l_3822_ = (l_3821_ & 65535u);
                        uint l_3823_ = (l_3818_ & 65535u);
                        uint l_3824_ = (l_3822_ + l_3823_);
                        uint l_3825_ = (l_3819_ & 65535u);
                        uint l_3826_ = (l_3824_ + l_3825_);
                        uint l_3827_ = (l_3818_ >> 16u);
                        uint l_3828_ = (l_3827_ & 65535u);
                        uint l_3829_ = (l_3820_ + l_3828_);
                        uint l_3830_ = (l_3819_ >> 16u);
                        uint l_3831_ = (l_3830_ & 65535u);
                        uint l_3832_ = (l_3829_ + l_3831_);
                        uint l_3833_ = (l_3826_ >> 16u);
                        uint l_3834_ = (l_3833_ & 65535u);
                        uint l_1361_ = (l_3832_ + l_3834_);
                        uint l_1362_ = (l_1361_ + l_1360_);
                        uint _e4903 = l_mut_428_;
                        uint l_3836_ = (_e4903 & 65535u);
                        uint _e4906 = l_mut_428_;
                        uint l_3837_ = (_e4906 >> 16u);
                        uint l_3838_ = (l_3837_ & 65535u);
                        uint l_3839_ = (l_1008_ & 65535u);
                        uint l_3840_ = (l_1008_ >> 16u);
                        uint l_3841_ = (l_3840_ & 65535u);
                        uint l_3842_ = (l_3836_ * l_3839_);
                        uint l_3843_ = (l_3838_ * l_3839_);
                        uint l_3844_ = (l_3836_ * l_3841_);
                        uint l_3845_ = (l_3838_ * l_3841_);
                        uint l_3846_ = (l_3842_ >> 16u);
                        uint l_3847_ = (l_3846_ & 65535u);
                        uint l_3848_ = (l_3843_ & 65535u);
                        uint l_3849_ = (l_3847_ + l_3848_);
                        uint l_3850_ = (l_3844_ & 65535u);
                        uint l_3851_ = (l_3849_ + l_3850_);
                        uint l_3852_ = (l_3843_ >> 16u);
                        uint l_3853_ = (l_3852_ & 65535u);
                        uint l_3854_ = (l_3845_ + l_3853_);
                        uint l_3855_ = (l_3844_ >> 16u);
                        uint l_3856_ = (l_3855_ & 65535u);
                        uint l_3857_ = (l_3854_ + l_3856_);
                        uint l_3858_ = (l_3851_ >> 16u);
                        uint l_3859_ = (l_3858_ & 65535u);
                        uint l_1363_ = (l_3857_ + l_3859_);
                        bool l_1364_ = (l_1362_ < l_1360_);
                        uint l_1365_ = uint(l_1364_);
                        uint l_1366_ = (l_1363_ + l_1365_);
                        l_mut_421_ = l_1359_;
                        bool l_1368_ = (0u > 0u);
                        if (l_1368_) {
                            uint l_1369_ = (l_1359_ >> 0u);
                            uint l_1370_ = (32u - 0u);
                            uint l_1371_ = (l_1362_ << l_1370_);
                            uint l_1372_ = (l_1369_ | l_1371_);
                            l_mut_421_ = l_1372_;
                        }
                        l_mut_394_ = l_1362_;
                        bool l_1373_ = (0u > 0u);
                        if (l_1373_) {
                            uint l_1374_ = (l_1362_ >> 0u);
                            uint l_1375_ = (32u - 0u);
                            uint l_1376_ = (l_1366_ << l_1375_);
                            uint l_1377_ = (l_1374_ | l_1376_);
                            l_mut_394_ = l_1377_;
                        }
                        uint _e4964 = l_mut_421_;
                        l_mut_388_ = _e4964;
                        uint _e4965 = l_mut_394_;
                        l_mut_421_ = _e4965;
                        if (false) {
                            l_mut_388_ = l_1366_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1362_;
                                bool l_1380_ = (0u > 0u);
                                if (l_1380_) {
                                    uint l_1381_ = (l_1362_ >> 0u);
                                    uint l_1382_ = (32u - 0u);
                                    uint l_1383_ = (l_1366_ << l_1382_);
                                    uint l_1384_ = (l_1381_ | l_1383_);
                                    l_mut_394_ = l_1384_;
                                }
                                uint l_1385_ = (l_1366_ >> 0u);
                                uint _e4977 = l_mut_394_;
                                l_mut_388_ = _e4977;
                                l_mut_421_ = l_1385_;
                            }
                        }
                        uint _e4978 = l_mut_439_;
                        uint l_1386_ = (_e4978 * l_1008_);
                        uint _e4980 = l_mut_428_;
                        uint l_1387_ = (_e4980 * l_1008_);
                        uint _e4982 = l_mut_439_;
                        uint l_3861_ = (_e4982 & 65535u);
                        uint _e4985 = l_mut_439_;
                        uint l_3862_ = (_e4985 >> 16u);
                        uint l_3863_ = (l_3862_ & 65535u);
                        uint l_3864_ = (l_1008_ & 65535u);
                        uint l_3865_ = (l_1008_ >> 16u);
                        uint l_3866_ = (l_3865_ & 65535u);
                        uint l_3867_ = (l_3861_ * l_3864_);
                        uint l_3868_ = (l_3863_ * l_3864_);
                        uint l_3869_ = (l_3861_ * l_3866_);
                        uint l_3870_ = (l_3863_ * l_3866_);
                        uint l_3871_ = (l_3867_ >> 16u);
                        uint l_3872_ = (l_3871_ & 65535u);
                        uint l_3873_ = (l_3868_ & 65535u);
                        uint l_3874_ = (l_3872_ + l_3873_);
                        uint l_3875_ = (l_3869_ & 65535u);
                        uint l_3876_ = (l_3874_ + l_3875_);
                        uint l_3877_ = (l_3868_ >> 16u);
                        uint l_3878_ = (l_3877_ & 65535u);
                        uint l_3879_ = (l_3870_ + l_3878_);
                        uint l_3880_ = (l_3869_ >> 16u);
                        uint l_3881_ = (l_3880_ & 65535u);
                        uint l_3882_ = (l_3879_ + l_3881_);
                        uint l_3883_ = (l_3876_ >> 16u);
                        uint l_3884_ = (l_3883_ & 65535u);
                        uint l_1388_ = (l_3882_ + l_3884_);
                        uint l_1389_ = (l_1388_ + l_1387_);
                        uint _e5026 = l_mut_428_;
                        uint l_3886_ = (_e5026 & 65535u);
                        uint _e5029 = l_mut_428_;
                        uint l_3887_ = (_e5029 >> 16u);
                        uint l_3888_ = (l_3887_ & 65535u);
                        uint l_3889_ = (l_1008_ & 65535u);
                        uint l_3890_ = (l_1008_ >> 16u);
                        uint l_3891_ = (l_3890_ & 65535u);
                        uint l_3892_ = (l_3886_ * l_3889_);
                        uint l_3893_ = (l_3888_ * l_3889_);
                        uint l_3894_ = (l_3886_ * l_3891_);
                        uint l_3895_ = (l_3888_ * l_3891_);
                        uint l_3896_ = (l_3892_ >> 16u);
                        uint l_3897_ = (l_3896_ & 65535u);
                        uint l_3898_ = (l_3893_ & 65535u);
                        uint l_3899_ = (l_3897_ + l_3898_);
                        uint l_3900_ = (l_3894_ & 65535u);
                        uint l_3901_ = (l_3899_ + l_3900_);
                        uint l_3902_ = (l_3893_ >> 16u);
                        uint l_3903_ = (l_3902_ & 65535u);
                        uint l_3904_ = (l_3895_ + l_3903_);
                        uint l_3905_ = (l_3894_ >> 16u);
                        uint l_3906_ = (l_3905_ & 65535u);
                        uint l_3907_ = (l_3904_ + l_3906_);
                        uint l_3908_ = (l_3901_ >> 16u);
                        uint l_3909_ = (l_3908_ & 65535u);
                        uint l_1390_ = (l_3907_ + l_3909_);
                        bool l_1391_ = (l_1389_ < l_1387_);
                        uint l_1392_ = uint(l_1391_);
                        uint l_1393_ = (l_1390_ + l_1392_);
                        l_mut_394_ = l_1386_;
                        bool l_1395_ = (0u > 0u);
                        if (l_1395_) {
                            uint l_1396_ = (l_1386_ >> 0u);
                            uint l_1397_ = (32u - 0u);
                            uint l_1398_ = (l_1389_ << l_1397_);
                            uint l_1399_ = (l_1396_ | l_1398_);
                            l_mut_394_ = l_1399_;
                        }
                        l_mut_382_ = l_1389_;
                        bool l_1400_ = (0u > 0u);
                        if (l_1400_) {
                            uint l_1401_ = (l_1389_ >> 0u);
                            uint l_1402_ = (32u - 0u);
                            uint l_1403_ = (l_1393_ << l_1402_);
                            uint l_1404_ = (l_1401_ | l_1403_);
                            l_mut_382_ = l_1404_;
                        }
                        uint _e5087 = l_mut_394_;
                        l_mut_275_ = _e5087;
                        uint _e5088 = l_mut_382_;
                        l_mut_394_ = _e5088;
                        if (true) {
                            l_mut_275_ = l_1393_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1389_;
                                bool l_1407_ = (0u > 0u);
                                if (l_1407_) {
                                    uint l_1408_ = (l_1389_ >> 0u);
                                    uint l_1409_ = (32u - 0u);
                                    uint l_1410_ = (l_1393_ << l_1409_);
                                    uint l_1411_ = (l_1408_ | l_1410_);
                                    l_mut_382_ = l_1411_;
                                }
                                uint l_1412_ = (l_1393_ >> 0u);
                                uint _e5100 = l_mut_382_;
                                l_mut_275_ = _e5100;
                                l_mut_394_ = l_1412_;
                            }
                        }
                        uint _e5101 = l_mut_388_;
                        uint l_1413_ = (_e5101 * l_1008_);
                        uint _e5103 = l_mut_421_;
                        uint l_1414_ = (_e5103 * l_1008_);
                        uint _e5105 = l_mut_388_;
                        uint l_3911_ = (_e5105 & 65535u);
                        uint _e5108 = l_mut_388_;
                        uint l_3912_ = (_e5108 >> 16u);
                        uint l_3913_ = (l_3912_ & 65535u);
                        uint l_3914_ = (l_1008_ & 65535u);
                        uint l_3915_ = (l_1008_ >> 16u);
                        uint l_3916_ = (l_3915_ & 65535u);
                        uint l_3917_ = (l_3911_ * l_3914_);
                        uint l_3918_ = (l_3913_ * l_3914_);
                        uint l_3919_ = (l_3911_ * l_3916_);
                        uint l_3920_ = (l_3913_ * l_3916_);
                        uint l_3921_ = (l_3917_ >> 16u);
                        uint l_3922_ = (l_3921_ & 65535u);
                        uint l_3923_ = (l_3918_ & 65535u);
                        uint l_3924_ = (l_3922_ + l_3923_);
                        uint l_3925_ = (l_3919_ & 65535u);
                        uint l_3926_ = (l_3924_ + l_3925_);
                        uint l_3927_ = (l_3918_ >> 16u);
                        uint l_3928_ = (l_3927_ & 65535u);
                        uint l_3929_ = (l_3920_ + l_3928_);
                        uint l_3930_ = (l_3919_ >> 16u);
                        uint l_3931_ = (l_3930_ & 65535u);
                        uint l_3932_ = (l_3929_ + l_3931_);
                        uint l_3933_ = (l_3926_ >> 16u);
                        uint l_3934_ = (l_3933_ & 65535u);
                        uint l_1415_ = (l_3932_ + l_3934_);
                        uint l_1416_ = (l_1415_ + l_1414_);
                        uint _e5149 = l_mut_421_;
                        uint l_3936_ = (_e5149 & 65535u);
                        uint _e5152 = l_mut_421_;
                        uint l_3937_ = (_e5152 >> 16u);
                        uint l_3938_ = (l_3937_ & 65535u);
                        uint l_3939_ = (l_1008_ & 65535u);
                        uint l_3940_ = (l_1008_ >> 16u);
                        uint l_3941_ = (l_3940_ & 65535u);
                        uint l_3942_ = (l_3936_ * l_3939_);
                        uint l_3943_ = (l_3938_ * l_3939_);
                        uint l_3944_ = (l_3936_ * l_3941_);
                        uint l_3945_ = (l_3938_ * l_3941_);
                        uint l_3946_ = (l_3942_ >> 16u);
                        uint l_3947_ = (l_3946_ & 65535u);
                        uint l_3948_ = (l_3943_ & 65535u);
                        uint l_3949_ = (l_3947_ + l_3948_);
                        uint l_3950_ = (l_3944_ & 65535u);
                        uint l_3951_ = (l_3949_ + l_3950_);
                        uint l_3952_ = (l_3943_ >> 16u);
                        uint l_3953_ = (l_3952_ & 65535u);
                        uint l_3954_ = (l_3945_ + l_3953_);
                        uint l_3955_ = (l_3944_ >> 16u);
                        uint l_3956_ = (l_3955_ & 65535u);
                        uint l_3957_ = (l_3954_ + l_3956_);
                        uint l_3958_ = (l_3951_ >> 16u);
                        uint l_3959_ = (l_3958_ & 65535u);
                        uint l_1417_ = (l_3957_ + l_3959_);
                        bool l_1418_ = (l_1416_ < l_1414_);
                        uint l_1419_ = uint(l_1418_);
                        uint l_1420_ = (l_1417_ + l_1419_);
                        l_mut_439_ = l_1413_;
                        bool l_1422_ = (0u > 0u);
                        if (l_1422_) {
                            uint l_1423_ = (l_1413_ >> 0u);
                            uint l_1424_ = (32u - 0u);
                            uint l_1425_ = (l_1416_ << l_1424_);
                            uint l_1426_ = (l_1423_ | l_1425_);
                            l_mut_439_ = l_1426_;
                        }
                        l_mut_428_ = l_1416_;
                        bool l_1427_ = (0u > 0u);
                        if (l_1427_) {
                            uint l_1428_ = (l_1416_ >> 0u);
                            uint l_1429_ = (32u - 0u);
                            uint l_1430_ = (l_1420_ << l_1429_);
                            uint l_1431_ = (l_1428_ | l_1430_);
                            l_mut_428_ = l_1431_;
                        }
                        uint _e5210 = l_mut_439_;
                        l_mut_382_ = _e5210;
                        uint _e5211 = l_mut_428_;
                        l_mut_439_ = _e5211;
                        if (false) {
                            l_mut_382_ = l_1420_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1416_;
                                bool l_1434_ = (0u > 0u);
                                if (l_1434_) {
                                    uint l_1435_ = (l_1416_ >> 0u);
                                    uint l_1436_ = (32u - 0u);
                                    uint l_1437_ = (l_1420_ << l_1436_);
                                    uint l_1438_ = (l_1435_ | l_1437_);
                                    l_mut_428_ = l_1438_;
                                }
                                uint l_1439_ = (l_1420_ >> 0u);
                                uint _e5223 = l_mut_428_;
                                l_mut_382_ = _e5223;
                                l_mut_439_ = l_1439_;
                            }
                        }
                        uint _e5224 = l_mut_388_;
                        uint l_1440_ = (_e5224 * l_1008_);
                        uint _e5226 = l_mut_421_;
                        uint l_1441_ = (_e5226 * l_1008_);
                        uint _e5228 = l_mut_388_;
                        uint l_3961_ = (_e5228 & 65535u);
                        uint _e5231 = l_mut_388_;
                        uint l_3962_ = (_e5231 >> 16u);
                        uint l_3963_ = (l_3962_ & 65535u);
                        uint l_3964_ = (l_1008_ & 65535u);
                        uint l_3965_ = (l_1008_ >> 16u);
                        uint l_3966_ = (l_3965_ & 65535u);
                        uint l_3967_ = (l_3961_ * l_3964_);
                        uint l_3968_ = (l_3963_ * l_3964_);
                        uint l_3969_ = (l_3961_ * l_3966_);
                        uint l_3970_ = (l_3963_ * l_3966_);
                        uint l_3971_ = (l_3967_ >> 16u);
                        uint l_3972_ = (l_3971_ & 65535u);
                        uint l_3973_ = (l_3968_ & 65535u);
                        uint l_3974_ = (l_3972_ + l_3973_);
                        uint l_3975_ = (l_3969_ & 65535u);
                        uint l_3976_ = (l_3974_ + l_3975_);
                        uint l_3977_ = (l_3968_ >> 16u);
                        uint l_3978_ = (l_3977_ & 65535u);
                        uint l_3979_ = (l_3970_ + l_3978_);
                        uint l_3980_ = (l_3969_ >> 16u);
                        uint l_3981_ = (l_3980_ & 65535u);
                        uint l_3982_ = (l_3979_ + l_3981_);
                        uint l_3983_ = (l_3976_ >> 16u);
                        uint l_3984_ = (l_3983_ & 65535u);
                        uint l_1442_ = (l_3982_ + l_3984_);
                        uint l_1443_ = (l_1442_ + l_1441_);
                        uint _e5272 = l_mut_421_;
                        uint l_3986_ = (_e5272 & 65535u);
                        uint _e5275 = l_mut_421_;
                        uint l_3987_ = (_e5275 >> 16u);
                        uint l_3988_ = (l_3987_ & 65535u);
                        uint l_3989_ = (l_1008_ & 65535u);
                        uint l_3990_ = (l_1008_ >> 16u);
                        uint l_3991_ = (l_3990_ & 65535u);
                        uint l_3992_ = (l_3986_ * l_3989_);
                        uint l_3993_ = (l_3988_ * l_3989_);
                        uint l_3994_ = (l_3986_ * l_3991_);
                        uint l_3995_ = (l_3988_ * l_3991_);
                        uint l_3996_ = (l_3992_ >> 16u);
                        uint l_3997_ = (l_3996_ & 65535u);
                        uint l_3998_ = (l_3993_ & 65535u);
                        uint l_3999_ = (l_3997_ + l_3998_);
                        uint l_4000_ = (l_3994_ & 65535u);
                        uint l_4001_ = (l_3999_ + l_4000_);
                        uint l_4002_ = (l_3993_ >> 16u);
                        uint l_4003_ = (l_4002_ & 65535u);
                        uint l_4004_ = (l_3995_ + l_4003_);
                        uint l_4005_ = (l_3994_ >> 16u);
                        uint l_4006_ = (l_4005_ & 65535u);
                        uint l_4007_ = (l_4004_ + l_4006_);
                        uint l_4008_ = (l_4001_ >> 16u);
                        uint l_4009_ = (l_4008_ & 65535u);
                        uint l_1444_ = (l_4007_ + l_4009_);
                        bool l_1445_ = (l_1443_ < l_1441_);
                        uint l_1446_ = uint(l_1445_);
                        uint l_1447_ = (l_1444_ + l_1446_);
                        l_mut_428_ = l_1440_;
                        bool l_1449_ = (0u > 0u);
                        if (l_1449_) {
                            uint l_1450_ = (l_1440_ >> 0u);
                            uint l_1451_ = (32u - 0u);
                            uint l_1452_ = (l_1443_ << l_1451_);
                            uint l_1453_ = (l_1450_ | l_1452_);
                            l_mut_428_ = l_1453_;
                        }
                        l_mut_269_ = l_1443_;
                        bool l_1454_ = (0u > 0u);
                        if (l_1454_) {
                            uint l_1455_ = (l_1443_ >> 0u);
                            uint l_1456_ = (32u - 0u);
                            uint l_1457_ = (l_1447_ << l_1456_);
                            uint l_1458_ = (l_1455_ | l_1457_);
                            l_mut_269_ = l_1458_;
                        }
                        uint _e5333 = l_mut_428_;
                        l_mut_219_ = _e5333;
                        uint _e5334 = l_mut_269_;
                        l_mut_428_ = _e5334;
                        if (true) {
                            l_mut_219_ = l_1447_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1443_;
                                bool l_1461_ = (0u > 0u);
                                if (l_1461_) {
                                    uint l_1462_ = (l_1443_ >> 0u);
                                    uint l_1463_ = (32u - 0u);
                                    uint l_1464_ = (l_1447_ << l_1463_);
                                    uint l_1465_ = (l_1462_ | l_1464_);
                                    l_mut_269_ = l_1465_;
                                }
                                uint l_1466_ = (l_1447_ >> 0u);
                                uint _e5346 = l_mut_269_;
                                l_mut_219_ = _e5346;
                                l_mut_428_ = l_1466_;
                            }
                        }
                        uint _e5347 = l_mut_275_;
                        uint l_1467_ = (_e5347 * l_1008_);
                        uint _e5349 = l_mut_275_;
                        uint l_4011_ = (_e5349 & 65535u);
                        uint _e5352 = l_mut_275_;
                        uint l_4012_ = (_e5352 >> 16u);
                        uint l_4013_ = (l_4012_ & 65535u);
                        uint l_4014_ = (l_1008_ & 65535u);
                        uint l_4015_ = (l_1008_ >> 16u);
                        uint l_4016_ = (l_4015_ & 65535u);
                        uint l_4017_ = (l_4011_ * l_4014_);
                        uint l_4018_ = (l_4013_ * l_4014_);
                        uint l_4019_ = (l_4011_ * l_4016_);
                        uint l_4020_ = (l_4013_ * l_4016_);
                        uint l_4021_ = (l_4017_ >> 16u);
                        uint l_4022_ = (l_4021_ & 65535u);
                        uint l_4023_ = (l_4018_ & 65535u);
                        uint l_4024_ = (l_4022_ + l_4023_);
                        uint l_4025_ = (l_4019_ & 65535u);
                        uint l_4026_ = (l_4024_ + l_4025_);
                        uint l_4027_ = (l_4018_ >> 16u);
                        uint l_4028_ = (l_4027_ & 65535u);
                        uint l_4029_ = (l_4020_ + l_4028_);
                        uint l_4030_ = (l_4019_ >> 16u);
                        uint l_4031_ = (l_4030_ & 65535u);
                        uint l_4032_ = (l_4029_ + l_4031_);
                        uint l_4033_ = (l_4026_ >> 16u);
                        uint l_4034_ = (l_4033_ & 65535u);
                        uint l_1468_ = (l_4032_ + l_4034_);
                        uint _e5392 = l_mut_394_;
                        uint l_1469_ = (_e5392 * l_1008_);
                        uint l_1470_ = (l_1468_ + l_1469_);
                        uint _e5395 = l_mut_219_;
                        uint l_1471_ = (_e5395 + l_1467_);
                        uint _e5397 = l_mut_428_;
                        uint l_1472_ = (_e5397 + l_1470_);
                        uint _e5399 = l_mut_219_;
                        bool l_1473_ = (l_1471_ < _e5399);
                        uint l_1474_ = uint(l_1473_);
                        uint l_1475_ = (l_1472_ + l_1474_);
                        uint _e5403 = l_mut_382_;
                        l_mut_441_ = _e5403;
                        uint _e5404 = l_mut_439_;
                        l_mut_440_ = _e5404;
                        bool l_1476_ = (l_1310_ == 64u);
                        if (l_1476_) {
                            l_mut_441_ = l_1471_;
                            l_mut_440_ = l_1475_;
                        } else {
                            bool l_1477_ = (l_1310_ > 0u);
                            if (l_1477_) {
                                uint l_1478_ = (64u - l_1310_);
                                l_mut_428_ = l_1471_;
                                l_mut_421_ = l_1475_;
                                bool l_1479_ = (l_1478_ >= 32u);
                                if (l_1479_) {
                                    uint l_1480_ = (l_1478_ & 31u);
                                    uint l_1481_ = (l_1471_ << l_1480_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1481_;
                                } else {
                                    bool l_1482_ = (l_1478_ > 0u);
                                    if (l_1482_) {
                                        uint l_1483_ = (l_1471_ << l_1478_);
                                        uint l_1484_ = (l_1475_ << l_1478_);
                                        uint l_1485_ = (32u - l_1478_);
                                        uint l_1486_ = (l_1471_ >> l_1485_);
                                        uint l_1487_ = (l_1484_ | l_1486_);
                                        l_mut_428_ = l_1483_;
                                        l_mut_421_ = l_1487_;
                                    }
                                }
                                uint _e5425 = l_mut_382_;
                                l_mut_394_ = _e5425;
                                uint _e5426 = l_mut_439_;
                                l_mut_388_ = _e5426;
                                bool l_1488_ = (l_1310_ >= 32u);
                                if (l_1488_) {
                                    uint l_1489_ = (l_1310_ & 31u);
                                    uint _e5431 = l_mut_439_;
                                    uint l_1490_ = (_e5431 >> l_1489_);
                                    l_mut_394_ = l_1490_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1491_ = (l_1310_ > 0u);
                                    if (l_1491_) {
                                        uint _e5436 = l_mut_382_;
                                        l_mut_275_ = _e5436;
                                        bool l_1492_ = (l_1310_ > 0u);
                                        if (l_1492_) {
                                            uint _e5439 = l_mut_382_;
                                            uint l_1493_ = (_e5439 >> l_1310_);
                                            uint l_1494_ = (32u - l_1310_);
                                            uint _e5443 = l_mut_439_;
                                            uint l_1495_ = (_e5443 << l_1494_);
                                            uint l_1496_ = (l_1493_ | l_1495_);
                                            l_mut_275_ = l_1496_;
                                        }
                                        uint _e5446 = l_mut_439_;
                                        uint l_1497_ = (_e5446 >> l_1310_);
                                        uint _e5448 = l_mut_275_;
                                        l_mut_394_ = _e5448;
                                        l_mut_388_ = l_1497_;
                                    }
                                }
                                uint _e5449 = l_mut_428_;
                                uint _e5450 = l_mut_394_;
                                uint l_1498_ = (_e5449 + _e5450);
                                uint _e5452 = l_mut_421_;
                                uint _e5453 = l_mut_388_;
                                uint l_1499_ = (_e5452 + _e5453);
                                uint _e5455 = l_mut_428_;
                                bool l_1500_ = (l_1498_ < _e5455);
                                uint l_1501_ = uint(l_1500_);
                                uint l_1502_ = (l_1499_ + l_1501_);
                                l_mut_441_ = l_1498_;
                                l_mut_440_ = l_1502_;
                            }
                        }
                        if (l_1353_) {
                            uint _e5460 = l_mut_441_;
                            uint l_1503_ = (0u - _e5460);
                            uint _e5463 = l_mut_440_;
                            uint l_1504_ = (0u - _e5463);
                            uint _e5466 = l_mut_441_;
                            bool l_1505_ = (0u < _e5466);
                            uint l_1506_ = uint(l_1505_);
                            uint l_1507_ = (l_1504_ - l_1506_);
                            l_mut_441_ = l_1503_;
                            l_mut_440_ = l_1507_;
                        }
                    }
                    uint _e5470 = l_mut_441_;
                    uint l_1508_ = (l_1261_ - _e5470);
                    uint _e5472 = l_mut_440_;
                    uint l_1509_ = (l_1265_ - _e5472);
                    uint _e5474 = l_mut_441_;
                    bool l_1510_ = (l_1261_ < _e5474);
                    uint l_1511_ = uint(l_1510_);
                    uint l_1512_ = (l_1509_ - l_1511_);
                    uint l_1513_ = (l_1508_ + l_19_);
                    uint l_1514_ = (l_1512_ + l_22_);
                    bool l_1515_ = (l_1513_ < l_1508_);
                    uint l_1516_ = uint(l_1515_);
                    uint l_1517_ = (l_1514_ + l_1516_);
                    uint l_1518_ = (0u - l_1305_);
                    uint l_1519_ = (0u - l_1309_);
                    bool l_1520_ = (0u < l_1305_);
                    uint l_1521_ = uint(l_1520_);
                    uint l_1522_ = (l_1519_ - l_1521_);
                    uint l_1523_ = (l_19_ + l_19_);
                    uint l_1524_ = (l_22_ + l_22_);
                    bool l_1525_ = (l_1523_ < l_19_);
                    uint l_1526_ = uint(l_1525_);
                    uint l_1527_ = (l_1524_ + l_1526_);
                    l_mut_441_ = l_1518_;
                    l_mut_440_ = l_1522_;
                    uint l_1528_ = (0u - l_1518_);
                    uint l_1529_ = (0u - l_1522_);
                    bool l_1530_ = (0u < l_1518_);
                    uint l_1531_ = uint(l_1530_);
                    uint l_1532_ = (l_1529_ - l_1531_);
                    l_mut_439_ = l_1528_;
                    l_mut_428_ = l_1532_;
                    l_mut_421_ = l_1513_;
                    l_mut_394_ = l_1517_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_645_ = false;
                    uint _e5507 = l_mut_394_;
                    bool l_1533_ = (_e5507 < l_1527_);
                    uint _e5509 = l_mut_394_;
                    bool l_1534_ = (_e5509 == l_1527_);
                    uint _e5511 = l_mut_421_;
                    bool l_1535_ = (_e5511 < l_1523_);
                    if (l_1534_) {
                        local_83 = l_1535_;
                    } else {
                        local_83 = false;
                    }
                    bool l_1536_ = local_83;
                    if (!(l_1533_)) {
                        local_84 = l_1536_;
                    } else {
                        local_84 = true;
                    }
                    bool l_1537_ = local_84;
                    bool l_1538_ = !(l_1537_);
                    l_mut_628_ = l_1538_;
                    uint l_1539_ = (l_1518_ | l_1522_);
                    bool l_1540_ = (l_1539_ == 0u);
                    if (l_1540_) {
                        bool _e5526 = l_mut_628_;
                        l_mut_645_ = _e5526;
                        l_mut_628_ = false;
                    }
                    bool _e5528 = l_mut_628_;
                    if (_e5528) {
                        uint l_1541_ = (l_1522_ >> 31u);
                        bool l_1542_ = (l_1541_ == 1u);
                        l_mut_275_ = l_1518_;
                        l_mut_269_ = l_1522_;
                        if (l_1542_) {
                            uint l_1543_ = (0u - l_1518_);
                            uint l_1544_ = (0u - l_1522_);
                            bool l_1545_ = (0u < l_1518_);
                            uint l_1546_ = uint(l_1545_);
                            uint l_1547_ = (l_1544_ - l_1546_);
                            l_mut_275_ = l_1543_;
                            l_mut_269_ = l_1547_;
                        }
                        uint l_1548_ = (l_1008_ - 1u);
                        uint _e5543 = l_mut_275_;
                        uint l_1549_ = (_e5543 * l_1548_);
                        uint _e5545 = l_mut_275_;
                        uint l_4036_ = (_e5545 & 65535u);
                        uint _e5548 = l_mut_275_;
                        uint l_4037_ = (_e5548 >> 16u);
                        uint l_4038_ = (l_4037_ & 65535u);
                        uint l_4039_ = (l_1548_ & 65535u);
                        uint l_4040_ = (l_1548_ >> 16u);
                        uint l_4041_ = (l_4040_ & 65535u);
                        uint l_4042_ = (l_4036_ * l_4039_);
                        uint l_4043_ = (l_4038_ * l_4039_);
                        uint l_4044_ = (l_4036_ * l_4041_);
                        uint l_4045_ = (l_4038_ * l_4041_);
                        uint l_4046_ = (l_4042_ >> 16u);
                        uint l_4047_ = (l_4046_ & 65535u);
                        uint l_4048_ = (l_4043_ & 65535u);
                        uint l_4049_ = (l_4047_ + l_4048_);
                        uint l_4050_ = (l_4044_ & 65535u);
                        uint l_4051_ = (l_4049_ + l_4050_);
                        uint l_4052_ = (l_4043_ >> 16u);
                        uint l_4053_ = (l_4052_ & 65535u);
                        uint l_4054_ = (l_4045_ + l_4053_);
                        uint l_4055_ = (l_4044_ >> 16u);
                        uint l_4056_ = (l_4055_ & 65535u);
                        uint l_4057_ = (l_4054_ + l_4056_);
                        uint l_4058_ = (l_4051_ >> 16u);
                        uint l_4059_ = (l_4058_ & 65535u);
                        uint l_1550_ = (l_4057_ + l_4059_);
                        uint _e5588 = l_mut_269_;
                        uint l_1551_ = (_e5588 * l_1548_);
                        uint l_1552_ = (l_1550_ + l_1551_);
                        l_mut_219_ = 0u;
                        uint l_1553_ = (l_1008_ - 1u);
                        uint _e5594 = l_mut_275_;
                        uint l_1554_ = (_e5594 * l_1553_);
                        uint _e5596 = l_mut_269_;
                        uint l_1555_ = (_e5596 * l_1553_);
                        uint _e5598 = l_mut_275_;
                        uint l_4061_ = (_e5598 & 65535u);
                        uint _e5601 = l_mut_275_;
                        uint l_4062_ = (_e5601 >> 16u);
                        uint l_4063_ = (l_4062_ & 65535u);
                        uint l_4064_ = (l_1553_ & 65535u);
                        uint l_4065_ = (l_1553_ >> 16u);
                        uint l_4066_ = (l_4065_ & 65535u);
                        uint l_4067_ = (l_4061_ * l_4064_);
                        uint l_4068_ = (l_4063_ * l_4064_);
                        uint l_4069_ = (l_4061_ * l_4066_);
                        uint l_4070_ = (l_4063_ * l_4066_);
                        uint l_4071_ = (l_4067_ >> 16u);
                        uint l_4072_ = (l_4071_ & 65535u);
                        uint l_4073_ = (l_4068_ & 65535u);
                        uint l_4074_ = (l_4072_ + l_4073_);
                        uint l_4075_ = (l_4069_ & 65535u);
                        uint l_4076_ = (l_4074_ + l_4075_);
                        uint l_4077_ = (l_4068_ >> 16u);
                        uint l_4078_ = (l_4077_ & 65535u);
                        uint l_4079_ = (l_4070_ + l_4078_);
                        uint l_4080_ = (l_4069_ >> 16u);
                        uint l_4081_ = (l_4080_ & 65535u);
                        uint l_4082_ = (l_4079_ + l_4081_);
                        uint l_4083_ = (l_4076_ >> 16u);
                        uint l_4084_ = (l_4083_ & 65535u);
                        uint l_1556_ = (l_4082_ + l_4084_);
                        uint l_1557_ = (l_1556_ + l_1555_);
                        uint _e5642 = l_mut_269_;
                        uint l_4086_ = (_e5642 & 65535u);
                        uint _e5645 = l_mut_269_;
                        uint l_4087_ = (_e5645 >> 16u);
                        uint l_4088_ = (l_4087_ & 65535u);
                        uint l_4089_ = (l_1553_ & 65535u);
                        uint l_4090_ = (l_1553_ >> 16u);
                        uint l_4091_ = (l_4090_ & 65535u);
                        uint l_4092_ = (l_4086_ * l_4089_);
                        uint l_4093_ = (l_4088_ * l_4089_);
                        uint l_4094_ = (l_4086_ * l_4091_);
                        uint l_4095_ = (l_4088_ * l_4091_);
                        uint l_4096_ = (l_4092_ >> 16u);
                        uint l_4097_ = (l_4096_ & 65535u);
                        uint l_4098_ = (l_4093_ & 65535u);
                        uint l_4099_ = (l_4097_ + l_4098_);
                        uint l_4100_ = (l_4094_ & 65535u);
                        uint l_4101_ = (l_4099_ + l_4100_);
                        uint l_4102_ = (l_4093_ >> 16u);
                        uint l_4103_ = (l_4102_ & 65535u);
                        uint l_4104_ = (l_4095_ + l_4103_);
                        uint l_4105_ = (l_4094_ >> 16u);
                        uint l_4106_ = (l_4105_ & 65535u);
                        uint l_4107_ = (l_4104_ + l_4106_);
                        uint l_4108_ = (l_4101_ >> 16u);
                        uint l_4109_ = (l_4108_ & 65535u);
                        uint l_1558_ = (l_4107_ + l_4109_);
                        bool l_1559_ = (l_1557_ < l_1555_);
                        uint l_1560_ = uint(l_1559_);
                        uint l_1561_ = (l_1558_ + l_1560_);
                        l_mut_213_ = l_1554_;
                        bool l_1563_ = (0u > 0u);
                        if (l_1563_) {
                            uint l_1564_ = (l_1554_ >> 0u);
                            uint l_1565_ = (32u - 0u);
                            uint l_1566_ = (l_1557_ << l_1565_);
                            uint l_1567_ = (l_1564_ | l_1566_);
                            l_mut_213_ = l_1567_;
                        }
                        l_mut_151_ = l_1557_;
                        bool l_1568_ = (0u > 0u);
                        if (l_1568_) {
                            uint l_1569_ = (l_1557_ >> 0u);
                            uint l_1570_ = (32u - 0u);
                            uint l_1571_ = (l_1561_ << l_1570_);
                            uint l_1572_ = (l_1569_ | l_1571_);
                            l_mut_151_ = l_1572_;
                        }
                        uint _e5703 = l_mut_213_;
                        l_mut_145_ = _e5703;
                        uint _e5704 = l_mut_151_;
                        l_mut_213_ = _e5704;
                        if (true) {
                            l_mut_145_ = l_1561_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1557_;
                                bool l_1575_ = (0u > 0u);
                                if (l_1575_) {
                                    uint l_1576_ = (l_1557_ >> 0u);
                                    uint l_1577_ = (32u - 0u);
                                    uint l_1578_ = (l_1561_ << l_1577_);
                                    uint l_1579_ = (l_1576_ | l_1578_);
                                    l_mut_151_ = l_1579_;
                                }
                                uint l_1580_ = (l_1561_ >> 0u);
                                uint _e5716 = l_mut_151_;
                                l_mut_145_ = _e5716;
                                l_mut_213_ = l_1580_;
                            }
                        }
                        uint _e5717 = l_mut_145_;
                        uint _e5718 = l_mut_213_;
                        uint l_1581_ = (_e5717 | _e5718);
                        bool l_1582_ = (l_1581_ == 0u);
                        if (l_1582_) {
                            l_mut_213_ = l_1513_;
                            l_mut_151_ = l_1517_;
                            if (l_1542_) {
                                uint l_1583_ = (0u - l_1513_);
                                uint l_1584_ = (0u - l_1517_);
                                bool l_1585_ = (0u < l_1513_);
                                uint l_1586_ = uint(l_1585_);
                                uint l_1587_ = (l_1584_ - l_1586_);
                                uint l_1588_ = (l_1513_ | l_1517_);
                                bool l_1589_ = (l_1588_ == 0u);
                                bool l_1590_ = !(l_1589_);
                                bool l_1591_ = (l_1552_ < l_1587_);
                                bool l_1592_ = (l_1552_ == l_1587_);
                                bool l_1593_ = (l_1549_ < l_1583_);
                                if (l_1592_) {
                                    local_85 = l_1593_;
                                } else {
                                    local_85 = false;
                                }
                                bool l_1594_ = local_85;
                                if (!(l_1591_)) {
                                    local_86 = l_1594_;
                                } else {
                                    local_86 = true;
                                }
                                bool l_1595_ = local_86;
                                bool l_1596_ = !(l_1595_);
                                if (l_1590_) {
                                    local_87 = l_1596_;
                                } else {
                                    local_87 = false;
                                }
                                bool l_1597_ = local_87;
                                if (l_1597_) {
                                    uint l_1598_ = (l_1008_ - 1u);
                                    l_mut_145_ = l_1583_;
                                    l_mut_102_ = l_1587_;
                                    uint _e5753 = l_mut_269_;
                                    bool l_1599_ = (l_1587_ < _e5753);
                                    uint _e5755 = l_mut_269_;
                                    bool l_1600_ = (l_1587_ == _e5755);
                                    uint _e5757 = l_mut_275_;
                                    bool l_1601_ = (l_1583_ < _e5757);
                                    if (l_1600_) {
                                        local_88 = l_1601_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1602_ = local_88;
                                    if (!(l_1599_)) {
                                        local_89 = l_1602_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1603_ = local_89;
                                    bool l_1604_ = !(l_1603_);
                                    if (l_1604_) {
                                        l_mut_96_ = 0u;
                                        uint _e5770 = l_mut_269_;
                                        bool l_1605_ = (_e5770 < l_1587_);
                                        uint _e5772 = l_mut_269_;
                                        bool l_1606_ = (_e5772 == l_1587_);
                                        uint _e5774 = l_mut_275_;
                                        bool l_1607_ = (_e5774 < l_1583_);
                                        if (l_1606_) {
                                            local_90 = l_1607_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1608_ = local_90;
                                        if (!(l_1605_)) {
                                            local_91 = l_1608_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1609_ = local_91;
                                        if (l_1609_) {
                                            uint l_1610_ = (l_1583_ - 1u);
                                            uint l_1611_ = (l_1587_ - 0u);
                                            bool l_1612_ = (l_1583_ < 1u);
                                            uint l_1613_ = uint(l_1612_);
                                            uint l_1614_ = (l_1611_ - l_1613_);
                                            l_mut_90_ = l_1610_;
                                            l_mut_75_ = l_1614_;
                                            l_mut_40_ = 0u;
                                            l_mut_1615_ = 0u;
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (!loop_init_7) {
                                                    uint _e5881 = l_mut_1615_;
                                                    l_mut_1615_ = (_e5881 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e5796 = l_mut_1615_;
                                                if ((_e5796 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5800 = l_mut_1615_;
                                                    uint l_1616_ = (19u - _e5800);
                                                    uint _e5802 = l_mut_90_;
                                                    l_mut_1617_ = _e5802;
                                                    uint _e5803 = l_mut_75_;
                                                    l_mut_1618_ = _e5803;
                                                    bool l_1619_ = (l_1616_ >= 32u);
                                                    if (l_1619_) {
                                                        uint l_1620_ = (l_1616_ & 31u);
                                                        uint _e5808 = l_mut_75_;
                                                        uint l_1621_ = (_e5808 >> l_1620_);
                                                        l_mut_1617_ = l_1621_;
                                                        l_mut_1618_ = 0u;
                                                    } else {
                                                        bool l_1622_ = (l_1616_ > 0u);
                                                        if (l_1622_) {
                                                            uint _e5813 = l_mut_90_;
                                                            l_mut_1623_ = _e5813;
                                                            bool l_1624_ = (l_1616_ > 0u);
                                                            if (l_1624_) {
                                                                uint _e5816 = l_mut_90_;
                                                                uint l_1625_ = (_e5816 >> l_1616_);
                                                                uint l_1626_ = (32u - l_1616_);
                                                                uint _e5820 = l_mut_75_;
                                                                uint l_1627_ = (_e5820 << l_1626_);
                                                                uint l_1628_ = (l_1625_ | l_1627_);
                                                                l_mut_1623_ = l_1628_;
                                                            }
                                                            uint _e5823 = l_mut_75_;
                                                            uint l_1629_ = (_e5823 >> l_1616_);
                                                            uint _e5825 = l_mut_1623_;
                                                            l_mut_1617_ = _e5825;
                                                            l_mut_1618_ = l_1629_;
                                                        }
                                                    }
                                                    uint _e5826 = l_mut_1618_;
                                                    uint _e5827 = l_mut_269_;
                                                    bool l_1630_ = (_e5826 < _e5827);
                                                    uint _e5829 = l_mut_1618_;
                                                    uint _e5830 = l_mut_269_;
                                                    bool l_1631_ = (_e5829 == _e5830);
                                                    uint _e5832 = l_mut_1617_;
                                                    uint _e5833 = l_mut_275_;
                                                    bool l_1632_ = (_e5832 < _e5833);
                                                    if (l_1631_) {
                                                        local_92 = l_1632_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1633_ = local_92;
                                                    if (!(l_1630_)) {
                                                        local_93 = l_1633_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1634_ = local_93;
                                                    bool l_1635_ = !(l_1634_);
                                                    if (l_1635_) {
                                                        uint _e5845 = l_mut_275_;
                                                        l_mut_1623_ = _e5845;
                                                        uint _e5846 = l_mut_269_;
                                                        l_mut_1618_ = _e5846;
                                                        bool l_1636_ = (l_1616_ >= 32u);
                                                        if (l_1636_) {
                                                            uint l_1637_ = (l_1616_ & 31u);
                                                            uint _e5851 = l_mut_275_;
                                                            uint l_1638_ = (_e5851 << l_1637_);
                                                            l_mut_1623_ = 0u;
                                                            l_mut_1618_ = l_1638_;
                                                        } else {
                                                            bool l_1639_ = (l_1616_ > 0u);
                                                            if (l_1639_) {
                                                                uint _e5856 = l_mut_275_;
                                                                uint l_1640_ = (_e5856 << l_1616_);
                                                                uint _e5858 = l_mut_269_;
                                                                uint l_1641_ = (_e5858 << l_1616_);
                                                                uint l_1642_ = (32u - l_1616_);
                                                                uint _e5862 = l_mut_275_;
                                                                uint l_1643_ = (_e5862 >> l_1642_);
                                                                uint l_1644_ = (l_1641_ | l_1643_);
                                                                l_mut_1623_ = l_1640_;
                                                                l_mut_1618_ = l_1644_;
                                                            }
                                                        }
                                                        uint _e5865 = l_mut_90_;
                                                        uint _e5866 = l_mut_1623_;
                                                        uint l_1645_ = (_e5865 - _e5866);
                                                        uint _e5868 = l_mut_75_;
                                                        uint _e5869 = l_mut_1618_;
                                                        uint l_1646_ = (_e5868 - _e5869);
                                                        uint _e5871 = l_mut_90_;
                                                        uint _e5872 = l_mut_1623_;
                                                        bool l_1647_ = (_e5871 < _e5872);
                                                        uint l_1648_ = uint(l_1647_);
                                                        uint l_1649_ = (l_1646_ - l_1648_);
                                                        l_mut_90_ = l_1645_;
                                                        l_mut_75_ = l_1649_;
                                                        uint l_1650_ = (1u << l_1616_);
                                                        uint _e5878 = l_mut_40_;
                                                        l_mut_40_ = (_e5878 | l_1650_);
                                                    }
                                                }
                                            }
                                            uint _e5883 = l_mut_40_;
                                            uint l_1651_ = min(_e5883, l_1598_);
                                            l_mut_1623_ = l_1651_;
                                            uint _e5885 = l_mut_75_;
                                            uint _e5886 = l_mut_269_;
                                            bool l_1652_ = (_e5885 < _e5886);
                                            uint _e5888 = l_mut_75_;
                                            uint _e5889 = l_mut_269_;
                                            bool l_1653_ = (_e5888 == _e5889);
                                            uint _e5891 = l_mut_90_;
                                            uint _e5892 = l_mut_275_;
                                            bool l_1654_ = (_e5891 < _e5892);
                                            if (l_1653_) {
                                                local_94 = l_1654_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1655_ = local_94;
                                            if (!(l_1652_)) {
                                                local_95 = l_1655_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1656_ = local_95;
                                            bool l_1657_ = !(l_1656_);
                                            if (l_1657_) {
                                                l_mut_1623_ = l_1598_;
                                            }
                                            uint _e5904 = l_mut_1623_;
                                            l_mut_96_ = _e5904;
                                        }
                                        uint _e5905 = l_mut_275_;
                                        uint _e5906 = l_mut_96_;
                                        uint l_1658_ = (_e5905 * _e5906);
                                        uint _e5908 = l_mut_275_;
                                        uint l_4111_ = (_e5908 & 65535u);
                                        uint _e5911 = l_mut_275_;
                                        uint l_4112_ = (_e5911 >> 16u);
                                        uint l_4113_ = (l_4112_ & 65535u);
                                        uint _e5916 = l_mut_96_;
                                        uint l_4114_ = (_e5916 & 65535u);
                                        uint _e5919 = l_mut_96_;
                                        uint l_4115_ = (_e5919 >> 16u);
                                        uint l_4116_ = (l_4115_ & 65535u);
                                        uint l_4117_ = (l_4111_ * l_4114_);
                                        uint l_4118_ = (l_4113_ * l_4114_);
                                        uint l_4119_ = (l_4111_ * l_4116_);
                                        uint l_4120_ = (l_4113_ * l_4116_);
                                        uint l_4121_ = (l_4117_ >> 16u);
                                        uint l_4122_ = (l_4121_ & 65535u);
                                        uint l_4123_ = (l_4118_ & 65535u);
                                        uint l_4124_ = (l_4122_ + l_4123_);
                                        uint l_4125_ = (l_4119_ & 65535u);
                                        uint l_4126_ = (l_4124_ + l_4125_);
                                        uint l_4127_ = (l_4118_ >> 16u);
                                        uint l_4128_ = (l_4127_ & 65535u);
                                        uint l_4129_ = (l_4120_ + l_4128_);
                                        uint l_4130_ = (l_4119_ >> 16u);
                                        uint l_4131_ = (l_4130_ & 65535u);
                                        uint l_4132_ = (l_4129_ + l_4131_);
                                        uint l_4133_ = (l_4126_ >> 16u);
                                        uint l_4134_ = (l_4133_ & 65535u);
                                        uint l_1659_ = (l_4132_ + l_4134_);
                                        uint _e5953 = l_mut_269_;
                                        uint _e5954 = l_mut_96_;
                                        uint l_1660_ = (_e5953 * _e5954);
                                        uint l_1661_ = (l_1659_ + l_1660_);
                                        uint l_1662_ = (l_1583_ - l_1658_);
                                        uint l_1663_ = (l_1587_ - l_1661_);
                                        bool l_1664_ = (l_1583_ < l_1658_);
                                        uint l_1665_ = uint(l_1664_);
                                        uint l_1666_ = (l_1663_ - l_1665_);
                                        l_mut_145_ = l_1662_;
                                        l_mut_102_ = l_1666_;
                                        uint _e5962 = l_mut_102_;
                                        uint _e5963 = l_mut_269_;
                                        bool l_1667_ = (_e5962 < _e5963);
                                        uint _e5965 = l_mut_102_;
                                        uint _e5966 = l_mut_269_;
                                        bool l_1668_ = (_e5965 == _e5966);
                                        uint _e5968 = l_mut_145_;
                                        uint _e5969 = l_mut_275_;
                                        bool l_1669_ = (_e5968 < _e5969);
                                        if (l_1668_) {
                                            local_96 = l_1669_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1670_ = local_96;
                                        if (!(l_1667_)) {
                                            local_97 = l_1670_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1671_ = local_97;
                                        bool l_1672_ = !(l_1671_);
                                        if (l_1672_) {
                                            uint _e5981 = l_mut_145_;
                                            uint _e5982 = l_mut_275_;
                                            uint l_1673_ = (_e5981 - _e5982);
                                            uint _e5984 = l_mut_102_;
                                            uint _e5985 = l_mut_269_;
                                            uint l_1674_ = (_e5984 - _e5985);
                                            uint _e5987 = l_mut_145_;
                                            uint _e5988 = l_mut_275_;
                                            bool l_1675_ = (_e5987 < _e5988);
                                            uint l_1676_ = uint(l_1675_);
                                            uint l_1677_ = (l_1674_ - l_1676_);
                                            l_mut_145_ = l_1673_;
                                            l_mut_102_ = l_1677_;
                                        }
                                    }
                                    uint _e5992 = l_mut_275_;
                                    uint _e5993 = l_mut_145_;
                                    uint l_1678_ = (_e5992 - _e5993);
                                    uint _e5995 = l_mut_269_;
                                    uint _e5996 = l_mut_102_;
                                    uint l_1679_ = (_e5995 - _e5996);
                                    uint _e5998 = l_mut_275_;
                                    uint _e5999 = l_mut_145_;
                                    bool l_1680_ = (_e5998 < _e5999);
                                    uint l_1681_ = uint(l_1680_);
                                    uint l_1682_ = (l_1679_ - l_1681_);
                                    l_mut_1623_ = l_1678_;
                                    l_mut_1618_ = l_1682_;
                                    uint _e6003 = l_mut_269_;
                                    bool l_1683_ = (l_1682_ < _e6003);
                                    uint _e6005 = l_mut_269_;
                                    bool l_1684_ = (l_1682_ == _e6005);
                                    uint _e6007 = l_mut_275_;
                                    bool l_1685_ = (l_1678_ < _e6007);
                                    if (l_1684_) {
                                        local_98 = l_1685_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1686_ = local_98;
                                    if (!(l_1683_)) {
                                        local_99 = l_1686_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1687_ = local_99;
                                    bool l_1688_ = !(l_1687_);
                                    if (l_1688_) {
                                        uint _e6019 = l_mut_275_;
                                        uint l_1689_ = (l_1678_ - _e6019);
                                        uint _e6021 = l_mut_269_;
                                        uint l_1690_ = (l_1682_ - _e6021);
                                        uint _e6023 = l_mut_275_;
                                        bool l_1691_ = (l_1678_ < _e6023);
                                        uint l_1692_ = uint(l_1691_);
                                        uint l_1693_ = (l_1690_ - l_1692_);
                                        l_mut_1623_ = l_1689_;
                                        l_mut_1618_ = l_1693_;
                                    }
                                    uint _e6027 = l_mut_1618_;
                                    uint _e6028 = l_mut_151_;
                                    bool l_1694_ = (_e6027 < _e6028);
                                    uint _e6030 = l_mut_1618_;
                                    uint _e6031 = l_mut_151_;
                                    bool l_1695_ = (_e6030 == _e6031);
                                    uint _e6033 = l_mut_1623_;
                                    uint _e6034 = l_mut_213_;
                                    bool l_1696_ = (_e6033 < _e6034);
                                    if (l_1695_) {
                                        local_100 = l_1696_;
                                    } else {
                                        local_100 = false;
                                    }
                                    bool l_1697_ = local_100;
                                    if (!(l_1694_)) {
                                        local_101 = l_1697_;
                                    } else {
                                        local_101 = true;
                                    }
                                    bool l_1698_ = local_101;
                                    if (l_1698_) {
                                        uint _e6045 = l_mut_1623_;
                                        l_mut_213_ = _e6045;
                                        uint _e6046 = l_mut_1618_;
                                        l_mut_151_ = _e6046;
                                    }
                                }
                            } else {
                                uint l_1699_ = (l_1513_ - l_1549_);
                                uint l_1700_ = (l_1517_ - l_1552_);
                                bool l_1701_ = (l_1513_ < l_1549_);
                                uint l_1702_ = uint(l_1701_);
                                uint l_1703_ = (l_1700_ - l_1702_);
                                l_mut_213_ = l_1699_;
                                l_mut_151_ = l_1703_;
                                bool l_1704_ = (l_1517_ < l_1552_);
                                bool l_1705_ = (l_1517_ == l_1552_);
                                bool l_1706_ = (l_1513_ < l_1549_);
                                if (l_1705_) {
                                    local_102 = l_1706_;
                                } else {
                                    local_102 = false;
                                }
                                bool l_1707_ = local_102;
                                if (!(l_1704_)) {
                                    local_103 = l_1707_;
                                } else {
                                    local_103 = true;
                                }
                                bool l_1708_ = local_103;
                                if (l_1708_) {
                                    uint l_1709_ = (l_1008_ - 1u);
                                    l_mut_1623_ = l_1513_;
                                    l_mut_1618_ = l_1517_;
                                    uint _e6066 = l_mut_269_;
                                    bool l_1710_ = (l_1517_ < _e6066);
                                    uint _e6068 = l_mut_269_;
                                    bool l_1711_ = (l_1517_ == _e6068);
                                    uint _e6070 = l_mut_275_;
                                    bool l_1712_ = (l_1513_ < _e6070);
                                    if (l_1711_) {
                                        local_104 = l_1712_;
                                    } else {
                                        local_104 = false;
                                    }
                                    bool l_1713_ = local_104;
                                    if (!(l_1710_)) {
                                        local_105 = l_1713_;
                                    } else {
                                        local_105 = true;
                                    }
                                    bool l_1714_ = local_105;
                                    bool l_1715_ = !(l_1714_);
                                    if (l_1715_) {
                                        l_mut_1617_ = 0u;
                                        uint _e6083 = l_mut_269_;
                                        bool l_1716_ = (_e6083 < l_1517_);
                                        uint _e6085 = l_mut_269_;
                                        bool l_1717_ = (_e6085 == l_1517_);
                                        uint _e6087 = l_mut_275_;
                                        bool l_1718_ = (_e6087 < l_1513_);
                                        if (l_1717_) {
                                            local_106 = l_1718_;
                                        } else {
                                            local_106 = false;
                                        }
                                        bool l_1719_ = local_106;
                                        if (!(l_1716_)) {
                                            local_107 = l_1719_;
                                        } else {
                                            local_107 = true;
                                        }
                                        bool l_1720_ = local_107;
                                        if (l_1720_) {
                                            uint l_1721_ = (l_1513_ - 1u);
                                            uint l_1722_ = (l_1517_ - 0u);
                                            bool l_1723_ = (l_1513_ < 1u);
                                            uint l_1724_ = uint(l_1723_);
                                            uint l_1725_ = (l_1722_ - l_1724_);
                                            l_mut_145_ = l_1721_;
                                            l_mut_102_ = l_1725_;
                                            l_mut_96_ = 0u;
                                            l_mut_1726_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6194 = l_mut_1726_;
                                                    l_mut_1726_ = (_e6194 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6109 = l_mut_1726_;
                                                if ((_e6109 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6113 = l_mut_1726_;
                                                    uint l_1727_ = (19u - _e6113);
                                                    uint _e6115 = l_mut_145_;
                                                    l_mut_90_ = _e6115;
                                                    uint _e6116 = l_mut_102_;
                                                    l_mut_75_ = _e6116;
                                                    bool l_1728_ = (l_1727_ >= 32u);
                                                    if (l_1728_) {
                                                        uint l_1729_ = (l_1727_ & 31u);
                                                        uint _e6121 = l_mut_102_;
                                                        uint l_1730_ = (_e6121 >> l_1729_);
                                                        l_mut_90_ = l_1730_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1731_ = (l_1727_ > 0u);
                                                        if (l_1731_) {
                                                            uint _e6126 = l_mut_145_;
                                                            l_mut_40_ = _e6126;
                                                            bool l_1732_ = (l_1727_ > 0u);
                                                            if (l_1732_) {
                                                                uint _e6129 = l_mut_145_;
                                                                uint l_1733_ = (_e6129 >> l_1727_);
                                                                uint l_1734_ = (32u - l_1727_);
                                                                uint _e6133 = l_mut_102_;
                                                                uint l_1735_ = (_e6133 << l_1734_);
                                                                uint l_1736_ = (l_1733_ | l_1735_);
                                                                l_mut_40_ = l_1736_;
                                                            }
                                                            uint _e6136 = l_mut_102_;
                                                            uint l_1737_ = (_e6136 >> l_1727_);
                                                            uint _e6138 = l_mut_40_;
                                                            l_mut_90_ = _e6138;
                                                            l_mut_75_ = l_1737_;
                                                        }
                                                    }
                                                    uint _e6139 = l_mut_75_;
                                                    uint _e6140 = l_mut_269_;
                                                    bool l_1738_ = (_e6139 < _e6140);
                                                    uint _e6142 = l_mut_75_;
                                                    uint _e6143 = l_mut_269_;
                                                    bool l_1739_ = (_e6142 == _e6143);
                                                    uint _e6145 = l_mut_90_;
                                                    uint _e6146 = l_mut_275_;
                                                    bool l_1740_ = (_e6145 < _e6146);
                                                    if (l_1739_) {
                                                        local_108 = l_1740_;
                                                    } else {
                                                        local_108 = false;
                                                    }
                                                    bool l_1741_ = local_108;
                                                    if (!(l_1738_)) {
                                                        local_109 = l_1741_;
                                                    } else {
                                                        local_109 = true;
                                                    }
                                                    bool l_1742_ = local_109;
                                                    bool l_1743_ = !(l_1742_);
                                                    if (l_1743_) {
                                                        uint _e6158 = l_mut_275_;
                                                        l_mut_90_ = _e6158;
                                                        uint _e6159 = l_mut_269_;
                                                        l_mut_75_ = _e6159;
                                                        bool l_1744_ = (l_1727_ >= 32u);
                                                        if (l_1744_) {
                                                            uint l_1745_ = (l_1727_ & 31u);
                                                            uint _e6164 = l_mut_275_;
                                                            uint l_1746_ = (_e6164 << l_1745_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1746_;
                                                        } else {
                                                            bool l_1747_ = (l_1727_ > 0u);
                                                            if (l_1747_) {
                                                                uint _e6169 = l_mut_275_;
                                                                uint l_1748_ = (_e6169 << l_1727_);
                                                                uint _e6171 = l_mut_269_;
                                                                uint l_1749_ = (_e6171 << l_1727_);
                                                                uint l_1750_ = (32u - l_1727_);
                                                                uint _e6175 = l_mut_275_;
                                                                uint l_1751_ = (_e6175 >> l_1750_);
                                                                uint l_1752_ = (l_1749_ | l_1751_);
                                                                l_mut_90_ = l_1748_;
                                                                l_mut_75_ = l_1752_;
                                                            }
                                                        }
                                                        uint _e6178 = l_mut_145_;
                                                        uint _e6179 = l_mut_90_;
                                                        uint l_1753_ = (_e6178 - _e6179);
                                                        uint _e6181 = l_mut_102_;
                                                        uint _e6182 = l_mut_75_;
                                                        uint l_1754_ = (_e6181 - _e6182);
                                                        uint _e6184 = l_mut_145_;
                                                        uint _e6185 = l_mut_90_;
                                                        bool l_1755_ = (_e6184 < _e6185);
                                                        uint l_1756_ = uint(l_1755_);
                                                        uint l_1757_ = (l_1754_ - l_1756_);
                                                        l_mut_145_ = l_1753_;
                                                        l_mut_102_ = l_1757_;
                                                        uint l_1758_ = (1u << l_1727_);
                                                        uint _e6191 = l_mut_96_;
                                                        l_mut_96_ = (_e6191 | l_1758_);
                                                    }
                                                }
                                            }
                                            uint _e6196 = l_mut_96_;
                                            uint l_1759_ = min(_e6196, l_1709_);
                                            l_mut_96_ = l_1759_;
                                            uint _e6198 = l_mut_102_;
                                            uint _e6199 = l_mut_269_;
                                            bool l_1760_ = (_e6198 < _e6199);
                                            uint _e6201 = l_mut_102_;
                                            uint _e6202 = l_mut_269_;
                                            bool l_1761_ = (_e6201 == _e6202);
                                            uint _e6204 = l_mut_145_;
                                            uint _e6205 = l_mut_275_;
                                            bool l_1762_ = (_e6204 < _e6205);
                                            if (l_1761_) {
                                                local_110 = l_1762_;
                                            } else {
                                                local_110 = false;
                                            }
                                            bool l_1763_ = local_110;
                                            if (!(l_1760_)) {
                                                local_111 = l_1763_;
                                            } else {
                                                local_111 = true;
                                            }
                                            bool l_1764_ = local_111;
                                            bool l_1765_ = !(l_1764_);
                                            if (l_1765_) {
                                                l_mut_96_ = l_1709_;
                                            }
                                            uint _e6217 = l_mut_96_;
                                            l_mut_1617_ = _e6217;
                                        }
                                        uint _e6218 = l_mut_275_;
                                        uint _e6219 = l_mut_1617_;
                                        uint l_1766_ = (_e6218 * _e6219);
                                        uint _e6221 = l_mut_275_;
                                        uint l_4136_ = (_e6221 & 65535u);
                                        uint _e6224 = l_mut_275_;
                                        uint l_4137_ = (_e6224 >> 16u);
                                        uint l_4138_ = (l_4137_ & 65535u);
                                        uint _e6229 = l_mut_1617_;
                                        uint l_4139_ = (_e6229 & 65535u);
                                        uint _e6232 = l_mut_1617_;
                                        uint l_4140_ = (_e6232 >> 16u);
                                        uint l_4141_ = (l_4140_ & 65535u);
                                        uint l_4142_ = (l_4136_ * l_4139_);
                                        uint l_4143_ = (l_4138_ * l_4139_);
                                        uint l_4144_ = (l_4136_ * l_4141_);
                                        uint l_4145_ = (l_4138_ * l_4141_);
                                        uint l_4146_ = (l_4142_ >> 16u);
                                        uint l_4147_ = (l_4146_ & 65535u);
                                        uint l_4148_ = (l_4143_ & 65535u);
                                        uint l_4149_ = (l_4147_ + l_4148_);
                                        uint l_4150_ = (l_4144_ & 65535u);
                                        uint l_4151_ = (l_4149_ + l_4150_);
                                        uint l_4152_ = (l_4143_ >> 16u);
                                        uint l_4153_ = (l_4152_ & 65535u);
                                        uint l_4154_ = (l_4145_ + l_4153_);
                                        uint l_4155_ = (l_4144_ >> 16u);
                                        uint l_4156_ = (l_4155_ & 65535u);
                                        uint l_4157_ = (l_4154_ + l_4156_);
                                        uint l_4158_ = (l_4151_ >> 16u);
                                        uint l_4159_ = (l_4158_ & 65535u);
                                        uint l_1767_ = (l_4157_ + l_4159_);
                                        uint _e6266 = l_mut_269_;
                                        uint _e6267 = l_mut_1617_;
                                        uint l_1768_ = (_e6266 * _e6267);
                                        uint l_1769_ = (l_1767_ + l_1768_);
                                        uint l_1770_ = (l_1513_ - l_1766_);
                                        uint l_1771_ = (l_1517_ - l_1769_);
                                        bool l_1772_ = (l_1513_ < l_1766_);
                                        uint l_1773_ = uint(l_1772_);
                                        uint l_1774_ = (l_1771_ - l_1773_);
                                        l_mut_1623_ = l_1770_;
                                        l_mut_1618_ = l_1774_;
                                        uint _e6275 = l_mut_1618_;
                                        uint _e6276 = l_mut_269_;
                                        bool l_1775_ = (_e6275 < _e6276);
                                        uint _e6278 = l_mut_1618_;
                                        uint _e6279 = l_mut_269_;
                                        bool l_1776_ = (_e6278 == _e6279);
                                        uint _e6281 = l_mut_1623_;
                                        uint _e6282 = l_mut_275_;
                                        bool l_1777_ = (_e6281 < _e6282);
                                        if (l_1776_) {
                                            local_112 = l_1777_;
                                        } else {
                                            local_112 = false;
                                        }
                                        bool l_1778_ = local_112;
                                        if (!(l_1775_)) {
                                            local_113 = l_1778_;
                                        } else {
                                            local_113 = true;
                                        }
                                        bool l_1779_ = local_113;
                                        bool l_1780_ = !(l_1779_);
                                        if (l_1780_) {
                                            uint _e6294 = l_mut_1623_;
                                            uint _e6295 = l_mut_275_;
                                            uint l_1781_ = (_e6294 - _e6295);
                                            uint _e6297 = l_mut_1618_;
                                            uint _e6298 = l_mut_269_;
                                            uint l_1782_ = (_e6297 - _e6298);
                                            uint _e6300 = l_mut_1623_;
                                            uint _e6301 = l_mut_275_;
                                            bool l_1783_ = (_e6300 < _e6301);
                                            uint l_1784_ = uint(l_1783_);
                                            uint l_1785_ = (l_1782_ - l_1784_);
                                            l_mut_1623_ = l_1781_;
                                            l_mut_1618_ = l_1785_;
                                        }
                                    }
                                    uint _e6305 = l_mut_1618_;
                                    uint _e6306 = l_mut_151_;
                                    bool l_1786_ = (_e6305 < _e6306);
                                    uint _e6308 = l_mut_1618_;
                                    uint _e6309 = l_mut_151_;
                                    bool l_1787_ = (_e6308 == _e6309);
                                    uint _e6311 = l_mut_1623_;
                                    uint _e6312 = l_mut_213_;
                                    bool l_1788_ = (_e6311 < _e6312);
                                    if (l_1787_) {
                                        local_114 = l_1788_;
                                    } else {
                                        local_114 = false;
                                    }
                                    bool l_1789_ = local_114;
                                    if (!(l_1786_)) {
                                        local_115 = l_1789_;
                                    } else {
                                        local_115 = true;
                                    }
                                    bool l_1790_ = local_115;
                                    if (l_1790_) {
                                        uint _e6323 = l_mut_1623_;
                                        l_mut_213_ = _e6323;
                                        uint _e6324 = l_mut_1618_;
                                        l_mut_151_ = _e6324;
                                    }
                                }
                            }
                            uint _e6325 = l_mut_151_;
                            bool l_1791_ = (_e6325 < l_1527_);
                            uint _e6327 = l_mut_151_;
                            bool l_1792_ = (_e6327 == l_1527_);
                            uint _e6329 = l_mut_213_;
                            bool l_1793_ = (_e6329 < l_1523_);
                            if (l_1792_) {
                                local_116 = l_1793_;
                            } else {
                                local_116 = false;
                            }
                            bool l_1794_ = local_116;
                            if (!(l_1791_)) {
                                local_117 = l_1794_;
                            } else {
                                local_117 = true;
                            }
                            bool l_1795_ = local_117;
                            bool l_1796_ = !(l_1795_);
                            uint l_1797_ = uint(l_1796_);
                            uint l_1798_ = (2u - l_1797_);
                            l_mut_219_ = l_1798_;
                        }
                        uint _e6344 = l_mut_219_;
                        bool l_1799_ = (_e6344 > 0u);
                        if (l_1799_) {
                            uint _e6347 = l_mut_219_;
                            bool l_1800_ = (_e6347 == 1u);
                            l_mut_645_ = l_1800_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    while(true) {
                        bool _e6352 = l_mut_628_;
                        bool l_1801_ = !(_e6352);
                        if (l_1801_) {
                            break;
                        }
                        uint _e6354 = l_mut_394_;
                        uint _e6355 = l_mut_440_;
                        bool l_1802_ = (_e6354 < _e6355);
                        uint _e6357 = l_mut_394_;
                        uint _e6358 = l_mut_440_;
                        bool l_1803_ = (_e6357 == _e6358);
                        uint _e6360 = l_mut_421_;
                        uint _e6361 = l_mut_441_;
                        bool l_1804_ = (_e6360 < _e6361);
                        if (l_1803_) {
                            local_118 = l_1804_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1805_ = local_118;
                        if (!(l_1802_)) {
                            local_119 = l_1805_;
                        } else {
                            local_119 = true;
                        }
                        bool l_1806_ = local_119;
                        if (l_1806_) {
                            uint _e6372 = l_mut_441_;
                            uint _e6373 = l_mut_421_;
                            uint l_1807_ = (_e6372 - _e6373);
                            uint _e6375 = l_mut_440_;
                            uint _e6376 = l_mut_394_;
                            uint l_1808_ = (_e6375 - _e6376);
                            uint _e6378 = l_mut_441_;
                            uint _e6379 = l_mut_421_;
                            bool l_1809_ = (_e6378 < _e6379);
                            uint l_1810_ = uint(l_1809_);
                            uint l_1811_ = (l_1808_ - l_1810_);
                            uint _e6383 = l_mut_441_;
                            l_mut_1623_ = _e6383;
                            uint _e6384 = l_mut_440_;
                            l_mut_1618_ = _e6384;
                            uint _e6385 = l_mut_440_;
                            bool l_1812_ = (l_1811_ < _e6385);
                            uint _e6387 = l_mut_440_;
                            bool l_1813_ = (l_1811_ == _e6387);
                            uint _e6389 = l_mut_441_;
                            bool l_1814_ = (l_1807_ < _e6389);
                            if (l_1813_) {
                                local_120 = l_1814_;
                            } else {
                                local_120 = false;
                            }
                            bool l_1815_ = local_120;
                            if (!(l_1812_)) {
                                local_121 = l_1815_;
                            } else {
                                local_121 = true;
                            }
                            bool l_1816_ = local_121;
                            if (l_1816_) {
                                l_mut_1623_ = l_1807_;
                                l_mut_1618_ = l_1811_;
                            }
                            l_mut_350_ = false;
                            l_mut_350_ = true;
                            l_mut_1617_ = 0u;
                            uint _e6403 = l_mut_439_;
                            uint _e6404 = l_mut_428_;
                            uint l_1817_ = (_e6403 | _e6404);
                            bool l_1818_ = (l_1817_ == 0u);
                            bool l_1819_ = !(l_1818_);
                            bool _e6409 = l_mut_350_;
                            if (_e6409) {
                                local_122 = l_1819_;
                            } else {
                                local_122 = false;
                            }
                            bool l_1820_ = local_122;
                            uint _e6414 = l_mut_428_;
                            uint _e6415 = l_mut_1618_;
                            bool l_1821_ = (_e6414 < _e6415);
                            uint _e6417 = l_mut_428_;
                            uint _e6418 = l_mut_1618_;
                            bool l_1822_ = (_e6417 == _e6418);
                            uint _e6420 = l_mut_439_;
                            uint _e6421 = l_mut_1623_;
                            bool l_1823_ = (_e6420 < _e6421);
                            if (l_1822_) {
                                local_123 = l_1823_;
                            } else {
                                local_123 = false;
                            }
                            bool l_1824_ = local_123;
                            if (!(l_1821_)) {
                                local_124 = l_1824_;
                            } else {
                                local_124 = true;
                            }
                            bool l_1825_ = local_124;
                            if (l_1820_) {
                                local_125 = l_1825_;
                            } else {
                                local_125 = false;
                            }
                            bool l_1826_ = local_125;
                            uint _e6436 = l_mut_388_;
                            uint _e6437 = l_mut_382_;
                            uint l_1827_ = (_e6436 + _e6437);
                            bool l_1828_ = (l_1827_ < l_1008_);
                            if (l_1826_) {
                                local_126 = l_1828_;
                            } else {
                                local_126 = false;
                            }
                            bool l_1829_ = local_126;
                            if (l_1829_) {
                                uint _e6444 = l_mut_388_;
                                uint l_1830_ = (l_1008_ - _e6444);
                                uint _e6446 = l_mut_382_;
                                uint l_1831_ = (l_1830_ - _e6446);
                                uint _e6448 = l_mut_388_;
                                uint l_1832_ = (l_1831_ / _e6448);
                                uint _e6450 = l_mut_1623_;
                                uint l_1833_ = (_e6450 - 1u);
                                uint _e6453 = l_mut_1618_;
                                uint l_1834_ = (_e6453 - 0u);
                                uint _e6456 = l_mut_1623_;
                                bool l_1835_ = (_e6456 < 1u);
                                uint l_1836_ = uint(l_1835_);
                                uint l_1837_ = (l_1834_ - l_1836_);
                                l_mut_1623_ = l_1833_;
                                l_mut_1618_ = l_1837_;
                                l_mut_275_ = 0u;
                                l_mut_1838_ = 0u;
                                bool loop_init_9 = true;
                                while(true) {
                                    if (!loop_init_9) {
                                        uint _e6549 = l_mut_1838_;
                                        l_mut_1838_ = (_e6549 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e6464 = l_mut_1838_;
                                    if ((_e6464 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e6468 = l_mut_1838_;
                                        uint l_1839_ = (19u - _e6468);
                                        uint _e6470 = l_mut_1623_;
                                        l_mut_269_ = _e6470;
                                        uint _e6471 = l_mut_1618_;
                                        l_mut_219_ = _e6471;
                                        bool l_1840_ = (l_1839_ >= 32u);
                                        if (l_1840_) {
                                            uint l_1841_ = (l_1839_ & 31u);
                                            uint _e6476 = l_mut_1618_;
                                            uint l_1842_ = (_e6476 >> l_1841_);
                                            l_mut_269_ = l_1842_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1843_ = (l_1839_ > 0u);
                                            if (l_1843_) {
                                                uint _e6481 = l_mut_1623_;
                                                l_mut_213_ = _e6481;
                                                bool l_1844_ = (l_1839_ > 0u);
                                                if (l_1844_) {
                                                    uint _e6484 = l_mut_1623_;
                                                    uint l_1845_ = (_e6484 >> l_1839_);
                                                    uint l_1846_ = (32u - l_1839_);
                                                    uint _e6488 = l_mut_1618_;
                                                    uint l_1847_ = (_e6488 << l_1846_);
                                                    uint l_1848_ = (l_1845_ | l_1847_);
                                                    l_mut_213_ = l_1848_;
                                                }
                                                uint _e6491 = l_mut_1618_;
                                                uint l_1849_ = (_e6491 >> l_1839_);
                                                uint _e6493 = l_mut_213_;
                                                l_mut_269_ = _e6493;
                                                l_mut_219_ = l_1849_;
                                            }
                                        }
                                        uint _e6494 = l_mut_219_;
                                        uint _e6495 = l_mut_428_;
                                        bool l_1850_ = (_e6494 < _e6495);
                                        uint _e6497 = l_mut_219_;
                                        uint _e6498 = l_mut_428_;
                                        bool l_1851_ = (_e6497 == _e6498);
                                        uint _e6500 = l_mut_269_;
                                        uint _e6501 = l_mut_439_;
                                        bool l_1852_ = (_e6500 < _e6501);
                                        if (l_1851_) {
                                            local_127 = l_1852_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1853_ = local_127;
                                        if (!(l_1850_)) {
                                            local_128 = l_1853_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1854_ = local_128;
                                        bool l_1855_ = !(l_1854_);
                                        if (l_1855_) {
                                            uint _e6513 = l_mut_439_;
                                            l_mut_269_ = _e6513;
                                            uint _e6514 = l_mut_428_;
                                            l_mut_219_ = _e6514;
                                            bool l_1856_ = (l_1839_ >= 32u);
                                            if (l_1856_) {
                                                uint l_1857_ = (l_1839_ & 31u);
                                                uint _e6519 = l_mut_439_;
                                                uint l_1858_ = (_e6519 << l_1857_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1858_;
                                            } else {
                                                bool l_1859_ = (l_1839_ > 0u);
                                                if (l_1859_) {
                                                    uint _e6524 = l_mut_439_;
                                                    uint l_1860_ = (_e6524 << l_1839_);
                                                    uint _e6526 = l_mut_428_;
                                                    uint l_1861_ = (_e6526 << l_1839_);
                                                    uint l_1862_ = (32u - l_1839_);
                                                    uint _e6530 = l_mut_439_;
                                                    uint l_1863_ = (_e6530 >> l_1862_);
                                                    uint l_1864_ = (l_1861_ | l_1863_);
                                                    l_mut_269_ = l_1860_;
                                                    l_mut_219_ = l_1864_;
                                                }
                                            }
                                            uint _e6533 = l_mut_1623_;
                                            uint _e6534 = l_mut_269_;
                                            uint l_1865_ = (_e6533 - _e6534);
                                            uint _e6536 = l_mut_1618_;
                                            uint _e6537 = l_mut_219_;
                                            uint l_1866_ = (_e6536 - _e6537);
                                            uint _e6539 = l_mut_1623_;
                                            uint _e6540 = l_mut_269_;
                                            bool l_1867_ = (_e6539 < _e6540);
                                            uint l_1868_ = uint(l_1867_);
                                            uint l_1869_ = (l_1866_ - l_1868_);
                                            l_mut_1623_ = l_1865_;
                                            l_mut_1618_ = l_1869_;
                                            uint l_1870_ = (1u << l_1839_);
                                            uint _e6546 = l_mut_275_;
                                            l_mut_275_ = (_e6546 | l_1870_);
                                        }
                                    }
                                }
                                uint _e6551 = l_mut_275_;
                                uint l_1871_ = min(_e6551, l_1832_);
                                l_mut_275_ = l_1871_;
                                uint _e6553 = l_mut_1618_;
                                uint _e6554 = l_mut_428_;
                                bool l_1872_ = (_e6553 < _e6554);
                                uint _e6556 = l_mut_1618_;
                                uint _e6557 = l_mut_428_;
                                bool l_1873_ = (_e6556 == _e6557);
                                uint _e6559 = l_mut_1623_;
                                uint _e6560 = l_mut_439_;
                                bool l_1874_ = (_e6559 < _e6560);
                                if (l_1873_) {
                                    local_129 = l_1874_;
                                } else {
                                    local_129 = false;
                                }
                                bool l_1875_ = local_129;
                                if (!(l_1872_)) {
                                    local_130 = l_1875_;
                                } else {
                                    local_130 = true;
                                }
                                bool l_1876_ = local_130;
                                bool l_1877_ = !(l_1876_);
                                if (l_1877_) {
                                    l_mut_275_ = l_1832_;
                                }
                                uint _e6572 = l_mut_275_;
                                l_mut_1617_ = _e6572;
                            }
                            uint _e6573 = l_mut_1617_;
                            bool l_1878_ = (_e6573 > 0u);
                            if (l_1878_) {
                                uint _e6576 = l_mut_439_;
                                uint _e6577 = l_mut_1617_;
                                uint l_1879_ = (_e6576 * _e6577);
                                uint _e6579 = l_mut_439_;
                                uint l_4161_ = (_e6579 & 65535u);
                                uint _e6582 = l_mut_439_;
                                uint l_4162_ = (_e6582 >> 16u);
                                uint l_4163_ = (l_4162_ & 65535u);
                                uint _e6587 = l_mut_1617_;
                                uint l_4164_ = (_e6587 & 65535u);
                                uint _e6590 = l_mut_1617_;
                                uint l_4165_ = (_e6590 >> 16u);
                                uint l_4166_ = (l_4165_ & 65535u);
                                uint l_4167_ = (l_4161_ * l_4164_);
                                uint l_4168_ = (l_4163_ * l_4164_);
                                uint l_4169_ = (l_4161_ * l_4166_);
                                uint l_4170_ = (l_4163_ * l_4166_);
                                uint l_4171_ = (l_4167_ >> 16u);
                                uint l_4172_ = (l_4171_ & 65535u);
                                uint l_4173_ = (l_4168_ & 65535u);
                                uint l_4174_ = (l_4172_ + l_4173_);
                                uint l_4175_ = (l_4169_ & 65535u);
                                uint l_4176_ = (l_4174_ + l_4175_);
                                uint l_4177_ = (l_4168_ >> 16u);
                                uint l_4178_ = (l_4177_ & 65535u);
                                uint l_4179_ = (l_4170_ + l_4178_);
                                uint l_4180_ = (l_4169_ >> 16u);
                                uint l_4181_ = (l_4180_ & 65535u);
                                uint l_4182_ = (l_4179_ + l_4181_);
                                uint l_4183_ = (l_4176_ >> 16u);
                                uint l_4184_ = (l_4183_ & 65535u);
                                uint l_1880_ = (l_4182_ + l_4184_);
                                uint _e6624 = l_mut_428_;
                                uint _e6625 = l_mut_1617_;
                                uint l_1881_ = (_e6624 * _e6625);
                                uint l_1882_ = (l_1880_ + l_1881_);
                                uint _e6628 = l_mut_441_;
                                uint l_1883_ = (_e6628 - l_1879_);
                                uint _e6630 = l_mut_440_;
                                uint l_1884_ = (_e6630 - l_1882_);
                                uint _e6632 = l_mut_441_;
                                bool l_1885_ = (_e6632 < l_1879_);
                                uint l_1886_ = uint(l_1885_);
                                uint l_1887_ = (l_1884_ - l_1886_);
                                l_mut_441_ = l_1883_;
                                l_mut_440_ = l_1887_;
                                uint _e6636 = l_mut_1617_;
                                uint _e6637 = l_mut_388_;
                                uint l_1888_ = (_e6636 * _e6637);
                                uint _e6639 = l_mut_382_;
                                l_mut_382_ = (_e6639 + l_1888_);
                            } else {
                                uint _e6641 = l_mut_388_;
                                uint l_1889_ = (l_1008_ - _e6641);
                                uint _e6643 = l_mut_382_;
                                uint l_1890_ = (l_1889_ / _e6643);
                                l_mut_1623_ = 0u;
                                l_mut_350_ = false;
                                l_mut_350_ = true;
                                uint _e6648 = l_mut_441_;
                                uint _e6649 = l_mut_440_;
                                uint l_1891_ = (_e6648 | _e6649);
                                bool l_1892_ = (l_1891_ == 0u);
                                if (l_1892_) {
                                    l_mut_1623_ = l_1890_;
                                } else {
                                    bool _e6653 = l_mut_350_;
                                    if (_e6653) {
                                        uint _e6654 = l_mut_440_;
                                        uint _e6655 = l_mut_428_;
                                        bool l_1893_ = (_e6654 < _e6655);
                                        uint _e6657 = l_mut_440_;
                                        uint _e6658 = l_mut_428_;
                                        bool l_1894_ = (_e6657 == _e6658);
                                        uint _e6660 = l_mut_441_;
                                        uint _e6661 = l_mut_439_;
                                        bool l_1895_ = (_e6660 < _e6661);
                                        if (l_1894_) {
                                            local_131 = l_1895_;
                                        } else {
                                            local_131 = false;
                                        }
                                        bool l_1896_ = local_131;
                                        if (!(l_1893_)) {
                                            local_132 = l_1896_;
                                        } else {
                                            local_132 = true;
                                        }
                                        bool l_1897_ = local_132;
                                        if (l_1897_) {
                                            uint _e6672 = l_mut_439_;
                                            uint l_1898_ = (_e6672 - 1u);
                                            uint _e6675 = l_mut_428_;
                                            uint l_1899_ = (_e6675 - 0u);
                                            uint _e6678 = l_mut_439_;
                                            bool l_1900_ = (_e6678 < 1u);
                                            uint l_1901_ = uint(l_1900_);
                                            uint l_1902_ = (l_1899_ - l_1901_);
                                            l_mut_1618_ = l_1898_;
                                            l_mut_1617_ = l_1902_;
                                            l_mut_275_ = 0u;
                                            l_mut_1903_ = 0u;
                                            bool loop_init_10 = true;
                                            while(true) {
                                                if (!loop_init_10) {
                                                    uint _e6771 = l_mut_1903_;
                                                    l_mut_1903_ = (_e6771 + 1u);
                                                }
                                                loop_init_10 = false;
                                                uint _e6686 = l_mut_1903_;
                                                if ((_e6686 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6690 = l_mut_1903_;
                                                    uint l_1904_ = (19u - _e6690);
                                                    uint _e6692 = l_mut_1618_;
                                                    l_mut_269_ = _e6692;
                                                    uint _e6693 = l_mut_1617_;
                                                    l_mut_219_ = _e6693;
                                                    bool l_1905_ = (l_1904_ >= 32u);
                                                    if (l_1905_) {
                                                        uint l_1906_ = (l_1904_ & 31u);
                                                        uint _e6698 = l_mut_1617_;
                                                        uint l_1907_ = (_e6698 >> l_1906_);
                                                        l_mut_269_ = l_1907_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1908_ = (l_1904_ > 0u);
                                                        if (l_1908_) {
                                                            uint _e6703 = l_mut_1618_;
                                                            l_mut_213_ = _e6703;
                                                            bool l_1909_ = (l_1904_ > 0u);
                                                            if (l_1909_) {
                                                                uint _e6706 = l_mut_1618_;
                                                                uint l_1910_ = (_e6706 >> l_1904_);
                                                                uint l_1911_ = (32u - l_1904_);
                                                                uint _e6710 = l_mut_1617_;
                                                                uint l_1912_ = (_e6710 << l_1911_);
                                                                uint l_1913_ = (l_1910_ | l_1912_);
                                                                l_mut_213_ = l_1913_;
                                                            }
                                                            uint _e6713 = l_mut_1617_;
                                                            uint l_1914_ = (_e6713 >> l_1904_);
                                                            uint _e6715 = l_mut_213_;
                                                            l_mut_269_ = _e6715;
                                                            l_mut_219_ = l_1914_;
                                                        }
                                                    }
                                                    uint _e6716 = l_mut_219_;
                                                    uint _e6717 = l_mut_440_;
                                                    bool l_1915_ = (_e6716 < _e6717);
                                                    uint _e6719 = l_mut_219_;
                                                    uint _e6720 = l_mut_440_;
                                                    bool l_1916_ = (_e6719 == _e6720);
                                                    uint _e6722 = l_mut_269_;
                                                    uint _e6723 = l_mut_441_;
                                                    bool l_1917_ = (_e6722 < _e6723);
                                                    if (l_1916_) {
                                                        local_133 = l_1917_;
                                                    } else {
                                                        local_133 = false;
                                                    }
                                                    bool l_1918_ = local_133;
                                                    if (!(l_1915_)) {
                                                        local_134 = l_1918_;
                                                    } else {
                                                        local_134 = true;
                                                    }
                                                    bool l_1919_ = local_134;
                                                    bool l_1920_ = !(l_1919_);
                                                    if (l_1920_) {
                                                        uint _e6735 = l_mut_441_;
                                                        l_mut_269_ = _e6735;
                                                        uint _e6736 = l_mut_440_;
                                                        l_mut_219_ = _e6736;
                                                        bool l_1921_ = (l_1904_ >= 32u);
                                                        if (l_1921_) {
                                                            uint l_1922_ = (l_1904_ & 31u);
                                                            uint _e6741 = l_mut_441_;
                                                            uint l_1923_ = (_e6741 << l_1922_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_1923_;
                                                        } else {
                                                            bool l_1924_ = (l_1904_ > 0u);
                                                            if (l_1924_) {
                                                                uint _e6746 = l_mut_441_;
                                                                uint l_1925_ = (_e6746 << l_1904_);
                                                                uint _e6748 = l_mut_440_;
                                                                uint l_1926_ = (_e6748 << l_1904_);
                                                                uint l_1927_ = (32u - l_1904_);
                                                                uint _e6752 = l_mut_441_;
                                                                uint l_1928_ = (_e6752 >> l_1927_);
                                                                uint l_1929_ = (l_1926_ | l_1928_);
                                                                l_mut_269_ = l_1925_;
                                                                l_mut_219_ = l_1929_;
                                                            }
                                                        }
                                                        uint _e6755 = l_mut_1618_;
                                                        uint _e6756 = l_mut_269_;
                                                        uint l_1930_ = (_e6755 - _e6756);
                                                        uint _e6758 = l_mut_1617_;
                                                        uint _e6759 = l_mut_219_;
                                                        uint l_1931_ = (_e6758 - _e6759);
                                                        uint _e6761 = l_mut_1618_;
                                                        uint _e6762 = l_mut_269_;
                                                        bool l_1932_ = (_e6761 < _e6762);
                                                        uint l_1933_ = uint(l_1932_);
                                                        uint l_1934_ = (l_1931_ - l_1933_);
                                                        l_mut_1618_ = l_1930_;
                                                        l_mut_1617_ = l_1934_;
                                                        uint l_1935_ = (1u << l_1904_);
                                                        uint _e6768 = l_mut_275_;
                                                        l_mut_275_ = (_e6768 | l_1935_);
                                                    }
                                                }
                                            }
                                            uint _e6773 = l_mut_275_;
                                            uint l_1936_ = min(_e6773, l_1890_);
                                            l_mut_275_ = l_1936_;
                                            uint _e6775 = l_mut_1617_;
                                            uint _e6776 = l_mut_440_;
                                            bool l_1937_ = (_e6775 < _e6776);
                                            uint _e6778 = l_mut_1617_;
                                            uint _e6779 = l_mut_440_;
                                            bool l_1938_ = (_e6778 == _e6779);
                                            uint _e6781 = l_mut_1618_;
                                            uint _e6782 = l_mut_441_;
                                            bool l_1939_ = (_e6781 < _e6782);
                                            if (l_1938_) {
                                                local_135 = l_1939_;
                                            } else {
                                                local_135 = false;
                                            }
                                            bool l_1940_ = local_135;
                                            if (!(l_1937_)) {
                                                local_136 = l_1940_;
                                            } else {
                                                local_136 = true;
                                            }
                                            bool l_1941_ = local_136;
                                            bool l_1942_ = !(l_1941_);
                                            if (l_1942_) {
                                                l_mut_275_ = l_1890_;
                                            }
                                            uint _e6794 = l_mut_275_;
                                            l_mut_1623_ = _e6794;
                                        }
                                    } else {
                                        uint _e6795 = l_mut_439_;
                                        l_mut_1618_ = _e6795;
                                        uint _e6796 = l_mut_428_;
                                        l_mut_1617_ = _e6796;
                                        while(true) {
                                            uint _e6797 = l_mut_440_;
                                            uint _e6798 = l_mut_1617_;
                                            bool l_1943_ = (_e6797 < _e6798);
                                            uint _e6800 = l_mut_440_;
                                            uint _e6801 = l_mut_1617_;
                                            bool l_1944_ = (_e6800 == _e6801);
                                            uint _e6803 = l_mut_441_;
                                            uint _e6804 = l_mut_1618_;
                                            bool l_1945_ = (_e6803 < _e6804);
                                            if (l_1944_) {
                                                local_137 = l_1945_;
                                            } else {
                                                local_137 = false;
                                            }
                                            bool l_1946_ = local_137;
                                            if (!(l_1943_)) {
                                                local_138 = l_1946_;
                                            } else {
                                                local_138 = true;
                                            }
                                            bool l_1947_ = local_138;
                                            uint _e6815 = l_mut_1623_;
                                            uint _e6816 = l_mut_382_;
                                            uint l_1948_ = (_e6815 * _e6816);
                                            uint _e6818 = l_mut_388_;
                                            uint l_1949_ = (_e6818 + l_1948_);
                                            uint _e6820 = l_mut_382_;
                                            uint l_1950_ = (l_1949_ + _e6820);
                                            bool l_1951_ = (l_1950_ < l_1008_);
                                            if (l_1947_) {
                                                local_139 = l_1951_;
                                            } else {
                                                local_139 = false;
                                            }
                                            bool l_1952_ = local_139;
                                            bool l_1953_ = !(l_1952_);
                                            if (l_1953_) {
                                                break;
                                            }
                                            uint _e6828 = l_mut_1618_;
                                            uint _e6829 = l_mut_441_;
                                            uint l_1954_ = (_e6828 - _e6829);
                                            uint _e6831 = l_mut_1617_;
                                            uint _e6832 = l_mut_440_;
                                            uint l_1955_ = (_e6831 - _e6832);
                                            uint _e6834 = l_mut_1618_;
                                            uint _e6835 = l_mut_441_;
                                            bool l_1956_ = (_e6834 < _e6835);
                                            uint l_1957_ = uint(l_1956_);
                                            uint l_1958_ = (l_1955_ - l_1957_);
                                            l_mut_1618_ = l_1954_;
                                            l_mut_1617_ = l_1958_;
                                            uint _e6839 = l_mut_1623_;
                                            l_mut_1623_ = (_e6839 + 1u);
                                        }
                                    }
                                }
                                uint _e6842 = l_mut_1623_;
                                uint _e6843 = l_mut_382_;
                                uint l_1959_ = (_e6842 * _e6843);
                                uint _e6845 = l_mut_388_;
                                uint l_1960_ = (_e6845 + l_1959_);
                                uint _e6847 = l_mut_382_;
                                uint l_1961_ = (l_1960_ + _e6847);
                                bool l_1962_ = (l_1961_ >= l_1008_);
                                uint _e6850 = l_mut_441_;
                                l_mut_1618_ = _e6850;
                                uint _e6851 = l_mut_440_;
                                l_mut_1617_ = _e6851;
                                uint _e6852 = l_mut_439_;
                                l_mut_275_ = _e6852;
                                uint _e6853 = l_mut_428_;
                                l_mut_269_ = _e6853;
                                uint _e6854 = l_mut_388_;
                                l_mut_219_ = _e6854;
                                uint _e6855 = l_mut_382_;
                                l_mut_213_ = _e6855;
                                bool l_1963_ = !(l_1962_);
                                if (l_1963_) {
                                    uint _e6857 = l_mut_441_;
                                    uint _e6858 = l_mut_1623_;
                                    uint l_1964_ = (_e6857 * _e6858);
                                    uint _e6860 = l_mut_441_;
                                    uint l_4186_ = (_e6860 & 65535u);
                                    uint _e6863 = l_mut_441_;
                                    uint l_4187_ = (_e6863 >> 16u);
                                    uint l_4188_ = (l_4187_ & 65535u);
                                    uint _e6868 = l_mut_1623_;
                                    uint l_4189_ = (_e6868 & 65535u);
                                    uint _e6871 = l_mut_1623_;
                                    uint l_4190_ = (_e6871 >> 16u);
                                    uint l_4191_ = (l_4190_ & 65535u);
                                    uint l_4192_ = (l_4186_ * l_4189_);
                                    uint l_4193_ = (l_4188_ * l_4189_);
                                    uint l_4194_ = (l_4186_ * l_4191_);
                                    uint l_4195_ = (l_4188_ * l_4191_);
                                    uint l_4196_ = (l_4192_ >> 16u);
                                    uint l_4197_ = (l_4196_ & 65535u);
                                    uint l_4198_ = (l_4193_ & 65535u);
                                    uint l_4199_ = (l_4197_ + l_4198_);
                                    uint l_4200_ = (l_4194_ & 65535u);
                                    uint l_4201_ = (l_4199_ + l_4200_);
                                    uint l_4202_ = (l_4193_ >> 16u);
                                    uint l_4203_ = (l_4202_ & 65535u);
                                    uint l_4204_ = (l_4195_ + l_4203_);
                                    uint l_4205_ = (l_4194_ >> 16u);
                                    uint l_4206_ = (l_4205_ & 65535u);
                                    uint l_4207_ = (l_4204_ + l_4206_);
                                    uint l_4208_ = (l_4201_ >> 16u);
                                    uint l_4209_ = (l_4208_ & 65535u);
                                    uint l_1965_ = (l_4207_ + l_4209_);
                                    uint _e6905 = l_mut_440_;
                                    uint _e6906 = l_mut_1623_;
                                    uint l_1966_ = (_e6905 * _e6906);
                                    uint l_1967_ = (l_1965_ + l_1966_);
                                    uint _e6909 = l_mut_439_;
                                    uint l_1968_ = (_e6909 - l_1964_);
                                    uint _e6911 = l_mut_428_;
                                    uint l_1969_ = (_e6911 - l_1967_);
                                    uint _e6913 = l_mut_439_;
                                    bool l_1970_ = (_e6913 < l_1964_);
                                    uint l_1971_ = uint(l_1970_);
                                    uint l_1972_ = (l_1969_ - l_1971_);
                                    l_mut_275_ = l_1968_;
                                    l_mut_269_ = l_1972_;
                                    uint _e6917 = l_mut_1623_;
                                    uint _e6918 = l_mut_382_;
                                    uint l_1973_ = (_e6917 * _e6918);
                                    uint _e6920 = l_mut_388_;
                                    uint l_1974_ = (_e6920 + l_1973_);
                                    l_mut_219_ = l_1974_;
                                    uint _e6922 = l_mut_441_;
                                    uint _e6923 = l_mut_275_;
                                    uint l_1975_ = (_e6922 - _e6923);
                                    uint _e6925 = l_mut_440_;
                                    uint _e6926 = l_mut_269_;
                                    uint l_1976_ = (_e6925 - _e6926);
                                    uint _e6928 = l_mut_441_;
                                    uint _e6929 = l_mut_275_;
                                    bool l_1977_ = (_e6928 < _e6929);
                                    uint l_1978_ = uint(l_1977_);
                                    uint l_1979_ = (l_1976_ - l_1978_);
                                    l_mut_1618_ = l_1975_;
                                    l_mut_1617_ = l_1979_;
                                    uint _e6933 = l_mut_382_;
                                    uint _e6934 = l_mut_219_;
                                    uint l_1980_ = (_e6933 + _e6934);
                                    l_mut_213_ = l_1980_;
                                }
                                uint _e6936 = l_mut_1618_;
                                l_mut_441_ = _e6936;
                                uint _e6937 = l_mut_1617_;
                                l_mut_440_ = _e6937;
                                uint _e6938 = l_mut_275_;
                                l_mut_439_ = _e6938;
                                uint _e6939 = l_mut_269_;
                                l_mut_428_ = _e6939;
                                uint _e6940 = l_mut_219_;
                                l_mut_388_ = _e6940;
                                uint _e6941 = l_mut_213_;
                                l_mut_382_ = _e6941;
                                l_mut_645_ = l_1962_;
                                bool l_1981_ = !(l_1962_);
                                l_mut_628_ = l_1981_;
                            }
                        } else {
                            uint _e6943 = l_mut_421_;
                            uint l_1982_ = (_e6943 - l_1523_);
                            uint _e6945 = l_mut_394_;
                            uint l_1983_ = (_e6945 - l_1527_);
                            uint _e6947 = l_mut_421_;
                            bool l_1984_ = (_e6947 < l_1523_);
                            uint l_1985_ = uint(l_1984_);
                            uint l_1986_ = (l_1983_ - l_1985_);
                            uint _e6951 = l_mut_439_;
                            l_mut_1623_ = _e6951;
                            uint _e6952 = l_mut_428_;
                            l_mut_1618_ = _e6952;
                            uint _e6953 = l_mut_428_;
                            bool l_1987_ = (l_1986_ < _e6953);
                            uint _e6955 = l_mut_428_;
                            bool l_1988_ = (l_1986_ == _e6955);
                            uint _e6957 = l_mut_439_;
                            bool l_1989_ = (l_1982_ < _e6957);
                            if (l_1988_) {
                                local_140 = l_1989_;
                            } else {
                                local_140 = false;
                            }
                            bool l_1990_ = local_140;
                            if (!(l_1987_)) {
                                local_141 = l_1990_;
                            } else {
                                local_141 = true;
                            }
                            bool l_1991_ = local_141;
                            if (l_1991_) {
                                l_mut_1623_ = l_1982_;
                                l_mut_1618_ = l_1986_;
                            }
                            l_mut_350_ = false;
                            l_mut_350_ = true;
                            l_mut_1617_ = 0u;
                            uint _e6971 = l_mut_441_;
                            uint _e6972 = l_mut_440_;
                            uint l_1992_ = (_e6971 | _e6972);
                            bool l_1993_ = (l_1992_ == 0u);
                            bool l_1994_ = !(l_1993_);
                            bool _e6977 = l_mut_350_;
                            if (_e6977) {
                                local_142 = l_1994_;
                            } else {
                                local_142 = false;
                            }
                            bool l_1995_ = local_142;
                            uint _e6982 = l_mut_440_;
                            uint _e6983 = l_mut_1618_;
                            bool l_1996_ = (_e6982 < _e6983);
                            uint _e6985 = l_mut_440_;
                            uint _e6986 = l_mut_1618_;
                            bool l_1997_ = (_e6985 == _e6986);
                            uint _e6988 = l_mut_441_;
                            uint _e6989 = l_mut_1623_;
                            bool l_1998_ = (_e6988 < _e6989);
                            if (l_1997_) {
                                local_143 = l_1998_;
                            } else {
                                local_143 = false;
                            }
                            bool l_1999_ = local_143;
                            if (!(l_1996_)) {
                                local_144 = l_1999_;
                            } else {
                                local_144 = true;
                            }
                            bool l_2000_ = local_144;
                            if (l_1995_) {
                                local_145 = l_2000_;
                            } else {
                                local_145 = false;
                            }
                            bool l_2001_ = local_145;
                            uint _e7004 = l_mut_382_;
                            uint _e7005 = l_mut_388_;
                            uint l_2002_ = (_e7004 + _e7005);
                            bool l_2003_ = (l_2002_ < l_1008_);
                            if (l_2001_) {
                                local_146 = l_2003_;
                            } else {
                                local_146 = false;
                            }
                            bool l_2004_ = local_146;
                            if (l_2004_) {
                                uint _e7012 = l_mut_382_;
                                uint l_2005_ = (l_1008_ - _e7012);
                                uint _e7014 = l_mut_388_;
                                uint l_2006_ = (l_2005_ - _e7014);
                                uint _e7016 = l_mut_382_;
                                uint l_2007_ = (l_2006_ / _e7016);
                                uint _e7018 = l_mut_1623_;
                                uint l_2008_ = (_e7018 - 1u);
                                uint _e7021 = l_mut_1618_;
                                uint l_2009_ = (_e7021 - 0u);
                                uint _e7024 = l_mut_1623_;
                                bool l_2010_ = (_e7024 < 1u);
                                uint l_2011_ = uint(l_2010_);
                                uint l_2012_ = (l_2009_ - l_2011_);
                                l_mut_1623_ = l_2008_;
                                l_mut_1618_ = l_2012_;
                                l_mut_275_ = 0u;
                                l_mut_2013_ = 0u;
                                bool loop_init_11 = true;
                                while(true) {
                                    if (!loop_init_11) {
                                        uint _e7117 = l_mut_2013_;
                                        l_mut_2013_ = (_e7117 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e7032 = l_mut_2013_;
                                    if ((_e7032 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e7036 = l_mut_2013_;
                                        uint l_2014_ = (19u - _e7036);
                                        uint _e7038 = l_mut_1623_;
                                        l_mut_269_ = _e7038;
                                        uint _e7039 = l_mut_1618_;
                                        l_mut_219_ = _e7039;
                                        bool l_2015_ = (l_2014_ >= 32u);
                                        if (l_2015_) {
                                            uint l_2016_ = (l_2014_ & 31u);
                                            uint _e7044 = l_mut_1618_;
                                            uint l_2017_ = (_e7044 >> l_2016_);
                                            l_mut_269_ = l_2017_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_2018_ = (l_2014_ > 0u);
                                            if (l_2018_) {
                                                uint _e7049 = l_mut_1623_;
                                                l_mut_213_ = _e7049;
                                                bool l_2019_ = (l_2014_ > 0u);
                                                if (l_2019_) {
                                                    uint _e7052 = l_mut_1623_;
                                                    uint l_2020_ = (_e7052 >> l_2014_);
                                                    uint l_2021_ = (32u - l_2014_);
                                                    uint _e7056 = l_mut_1618_;
                                                    uint l_2022_ = (_e7056 << l_2021_);
                                                    uint l_2023_ = (l_2020_ | l_2022_);
                                                    l_mut_213_ = l_2023_;
                                                }
                                                uint _e7059 = l_mut_1618_;
                                                uint l_2024_ = (_e7059 >> l_2014_);
                                                uint _e7061 = l_mut_213_;
                                                l_mut_269_ = _e7061;
                                                l_mut_219_ = l_2024_;
                                            }
                                        }
                                        uint _e7062 = l_mut_219_;
                                        uint _e7063 = l_mut_440_;
                                        bool l_2025_ = (_e7062 < _e7063);
                                        uint _e7065 = l_mut_219_;
                                        uint _e7066 = l_mut_440_;
                                        bool l_2026_ = (_e7065 == _e7066);
                                        uint _e7068 = l_mut_269_;
                                        uint _e7069 = l_mut_441_;
                                        bool l_2027_ = (_e7068 < _e7069);
                                        if (l_2026_) {
                                            local_147 = l_2027_;
                                        } else {
                                            local_147 = false;
                                        }
                                        bool l_2028_ = local_147;
                                        if (!(l_2025_)) {
                                            local_148 = l_2028_;
                                        } else {
                                            local_148 = true;
                                        }
                                        bool l_2029_ = local_148;
                                        bool l_2030_ = !(l_2029_);
                                        if (l_2030_) {
                                            uint _e7081 = l_mut_441_;
                                            l_mut_269_ = _e7081;
                                            uint _e7082 = l_mut_440_;
                                            l_mut_219_ = _e7082;
                                            bool l_2031_ = (l_2014_ >= 32u);
                                            if (l_2031_) {
                                                uint l_2032_ = (l_2014_ & 31u);
                                                uint _e7087 = l_mut_441_;
                                                uint l_2033_ = (_e7087 << l_2032_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_2033_;
                                            } else {
                                                bool l_2034_ = (l_2014_ > 0u);
                                                if (l_2034_) {
                                                    uint _e7092 = l_mut_441_;
                                                    uint l_2035_ = (_e7092 << l_2014_);
                                                    uint _e7094 = l_mut_440_;
                                                    uint l_2036_ = (_e7094 << l_2014_);
                                                    uint l_2037_ = (32u - l_2014_);
                                                    uint _e7098 = l_mut_441_;
                                                    uint l_2038_ = (_e7098 >> l_2037_);
                                                    uint l_2039_ = (l_2036_ | l_2038_);
                                                    l_mut_269_ = l_2035_;
                                                    l_mut_219_ = l_2039_;
                                                }
                                            }
                                            uint _e7101 = l_mut_1623_;
                                            uint _e7102 = l_mut_269_;
                                            uint l_2040_ = (_e7101 - _e7102);
                                            uint _e7104 = l_mut_1618_;
                                            uint _e7105 = l_mut_219_;
                                            uint l_2041_ = (_e7104 - _e7105);
                                            uint _e7107 = l_mut_1623_;
                                            uint _e7108 = l_mut_269_;
                                            bool l_2042_ = (_e7107 < _e7108);
                                            uint l_2043_ = uint(l_2042_);
                                            uint l_2044_ = (l_2041_ - l_2043_);
                                            l_mut_1623_ = l_2040_;
                                            l_mut_1618_ = l_2044_;
                                            uint l_2045_ = (1u << l_2014_);
                                            uint _e7114 = l_mut_275_;
                                            l_mut_275_ = (_e7114 | l_2045_);
                                        }
                                    }
                                }
                                uint _e7119 = l_mut_275_;
                                uint l_2046_ = min(_e7119, l_2007_);
                                l_mut_275_ = l_2046_;
                                uint _e7121 = l_mut_1618_;
                                uint _e7122 = l_mut_440_;
                                bool l_2047_ = (_e7121 < _e7122);
                                uint _e7124 = l_mut_1618_;
                                uint _e7125 = l_mut_440_;
                                bool l_2048_ = (_e7124 == _e7125);
                                uint _e7127 = l_mut_1623_;
                                uint _e7128 = l_mut_441_;
                                bool l_2049_ = (_e7127 < _e7128);
                                if (l_2048_) {
                                    local_149 = l_2049_;
                                } else {
                                    local_149 = false;
                                }
                                bool l_2050_ = local_149;
                                if (!(l_2047_)) {
                                    local_150 = l_2050_;
                                } else {
                                    local_150 = true;
                                }
                                bool l_2051_ = local_150;
                                bool l_2052_ = !(l_2051_);
                                if (l_2052_) {
                                    l_mut_275_ = l_2007_;
                                }
                                uint _e7140 = l_mut_275_;
                                l_mut_1617_ = _e7140;
                            }
                            uint _e7141 = l_mut_1617_;
                            bool l_2053_ = (_e7141 > 0u);
                            if (l_2053_) {
                                uint _e7144 = l_mut_441_;
                                uint _e7145 = l_mut_1617_;
                                uint l_2054_ = (_e7144 * _e7145);
                                uint _e7147 = l_mut_441_;
                                uint l_4211_ = (_e7147 & 65535u);
                                uint _e7150 = l_mut_441_;
                                uint l_4212_ = (_e7150 >> 16u);
                                uint l_4213_ = (l_4212_ & 65535u);
                                uint _e7155 = l_mut_1617_;
                                uint l_4214_ = (_e7155 & 65535u);
                                uint _e7158 = l_mut_1617_;
                                uint l_4215_ = (_e7158 >> 16u);
                                uint l_4216_ = (l_4215_ & 65535u);
                                uint l_4217_ = (l_4211_ * l_4214_);
                                uint l_4218_ = (l_4213_ * l_4214_);
                                uint l_4219_ = (l_4211_ * l_4216_);
                                uint l_4220_ = (l_4213_ * l_4216_);
                                uint l_4221_ = (l_4217_ >> 16u);
                                uint l_4222_ = (l_4221_ & 65535u);
                                uint l_4223_ = (l_4218_ & 65535u);
                                uint l_4224_ = (l_4222_ + l_4223_);
                                uint l_4225_ = (l_4219_ & 65535u);
                                uint l_4226_ = (l_4224_ + l_4225_);
                                uint l_4227_ = (l_4218_ >> 16u);
                                uint l_4228_ = (l_4227_ & 65535u);
                                uint l_4229_ = (l_4220_ + l_4228_);
                                uint l_4230_ = (l_4219_ >> 16u);
                                uint l_4231_ = (l_4230_ & 65535u);
                                uint l_4232_ = (l_4229_ + l_4231_);
                                uint l_4233_ = (l_4226_ >> 16u);
                                uint l_4234_ = (l_4233_ & 65535u);
                                uint l_2055_ = (l_4232_ + l_4234_);
                                uint _e7192 = l_mut_440_;
                                uint _e7193 = l_mut_1617_;
                                uint l_2056_ = (_e7192 * _e7193);
                                uint l_2057_ = (l_2055_ + l_2056_);
                                uint _e7196 = l_mut_421_;
                                uint l_2058_ = (_e7196 - l_2054_);
                                uint _e7198 = l_mut_394_;
                                uint l_2059_ = (_e7198 - l_2057_);
                                uint _e7200 = l_mut_421_;
                                bool l_2060_ = (_e7200 < l_2054_);
                                uint l_2061_ = uint(l_2060_);
                                uint l_2062_ = (l_2059_ - l_2061_);
                                l_mut_421_ = l_2058_;
                                l_mut_394_ = l_2062_;
                                uint _e7204 = l_mut_439_;
                                uint l_2063_ = (_e7204 - l_2054_);
                                uint _e7206 = l_mut_428_;
                                uint l_2064_ = (_e7206 - l_2057_);
                                uint _e7208 = l_mut_439_;
                                bool l_2065_ = (_e7208 < l_2054_);
                                uint l_2066_ = uint(l_2065_);
                                uint l_2067_ = (l_2064_ - l_2066_);
                                l_mut_439_ = l_2063_;
                                l_mut_428_ = l_2067_;
                                uint _e7212 = l_mut_1617_;
                                uint _e7213 = l_mut_382_;
                                uint l_2068_ = (_e7212 * _e7213);
                                uint _e7215 = l_mut_388_;
                                l_mut_388_ = (_e7215 + l_2068_);
                            } else {
                                uint _e7217 = l_mut_421_;
                                uint _e7218 = l_mut_441_;
                                uint l_2069_ = (_e7217 - _e7218);
                                uint _e7220 = l_mut_394_;
                                uint _e7221 = l_mut_440_;
                                uint l_2070_ = (_e7220 - _e7221);
                                uint _e7223 = l_mut_421_;
                                uint _e7224 = l_mut_441_;
                                bool l_2071_ = (_e7223 < _e7224);
                                uint l_2072_ = uint(l_2071_);
                                uint l_2073_ = (l_2070_ - l_2072_);
                                l_mut_421_ = l_2069_;
                                l_mut_394_ = l_2073_;
                                uint _e7228 = l_mut_394_;
                                bool l_2074_ = (_e7228 < l_1527_);
                                uint _e7230 = l_mut_394_;
                                bool l_2075_ = (_e7230 == l_1527_);
                                uint _e7232 = l_mut_421_;
                                bool l_2076_ = (_e7232 < l_1523_);
                                if (l_2075_) {
                                    local_151 = l_2076_;
                                } else {
                                    local_151 = false;
                                }
                                bool l_2077_ = local_151;
                                if (!(l_2074_)) {
                                    local_152 = l_2077_;
                                } else {
                                    local_152 = true;
                                }
                                bool l_2078_ = local_152;
                                if (l_2078_) {
                                    l_mut_628_ = false;
                                } else {
                                    uint _e7244 = l_mut_382_;
                                    uint l_2079_ = (l_1008_ - _e7244);
                                    uint _e7246 = l_mut_388_;
                                    uint l_2080_ = (l_2079_ / _e7246);
                                    l_mut_1623_ = 0u;
                                    l_mut_350_ = false;
                                    l_mut_350_ = true;
                                    uint _e7251 = l_mut_439_;
                                    uint _e7252 = l_mut_428_;
                                    uint l_2081_ = (_e7251 | _e7252);
                                    bool l_2082_ = (l_2081_ == 0u);
                                    if (l_2082_) {
                                        l_mut_1623_ = l_2080_;
                                    } else {
                                        bool _e7256 = l_mut_350_;
                                        if (_e7256) {
                                            uint _e7257 = l_mut_428_;
                                            uint _e7258 = l_mut_440_;
                                            bool l_2083_ = (_e7257 < _e7258);
                                            uint _e7260 = l_mut_428_;
                                            uint _e7261 = l_mut_440_;
                                            bool l_2084_ = (_e7260 == _e7261);
                                            uint _e7263 = l_mut_439_;
                                            uint _e7264 = l_mut_441_;
                                            bool l_2085_ = (_e7263 < _e7264);
                                            if (l_2084_) {
                                                local_153 = l_2085_;
                                            } else {
                                                local_153 = false;
                                            }
                                            bool l_2086_ = local_153;
                                            if (!(l_2083_)) {
                                                local_154 = l_2086_;
                                            } else {
                                                local_154 = true;
                                            }
                                            bool l_2087_ = local_154;
                                            if (l_2087_) {
                                                uint _e7275 = l_mut_441_;
                                                uint l_2088_ = (_e7275 - 1u);
                                                uint _e7278 = l_mut_440_;
                                                uint l_2089_ = (_e7278 - 0u);
                                                uint _e7281 = l_mut_441_;
                                                bool l_2090_ = (_e7281 < 1u);
                                                uint l_2091_ = uint(l_2090_);
                                                uint l_2092_ = (l_2089_ - l_2091_);
                                                l_mut_1618_ = l_2088_;
                                                l_mut_1617_ = l_2092_;
                                                l_mut_275_ = 0u;
                                                l_mut_2093_ = 0u;
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (!loop_init_12) {
                                                        uint _e7374 = l_mut_2093_;
                                                        l_mut_2093_ = (_e7374 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e7289 = l_mut_2093_;
                                                    if ((_e7289 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e7293 = l_mut_2093_;
                                                        uint l_2094_ = (19u - _e7293);
                                                        uint _e7295 = l_mut_1618_;
                                                        l_mut_269_ = _e7295;
                                                        uint _e7296 = l_mut_1617_;
                                                        l_mut_219_ = _e7296;
                                                        bool l_2095_ = (l_2094_ >= 32u);
                                                        if (l_2095_) {
                                                            uint l_2096_ = (l_2094_ & 31u);
                                                            uint _e7301 = l_mut_1617_;
                                                            uint l_2097_ = (_e7301 >> l_2096_);
                                                            l_mut_269_ = l_2097_;
                                                            l_mut_219_ = 0u;
                                                        } else {
                                                            bool l_2098_ = (l_2094_ > 0u);
                                                            if (l_2098_) {
                                                                uint _e7306 = l_mut_1618_;
                                                                l_mut_213_ = _e7306;
                                                                bool l_2099_ = (l_2094_ > 0u);
                                                                if (l_2099_) {
                                                                    uint _e7309 = l_mut_1618_;
                                                                    uint l_2100_ = (_e7309 >> l_2094_);
                                                                    uint l_2101_ = (32u - l_2094_);
                                                                    uint _e7313 = l_mut_1617_;
                                                                    uint l_2102_ = (_e7313 << l_2101_);
                                                                    uint l_2103_ = (l_2100_ | l_2102_);
                                                                    l_mut_213_ = l_2103_;
                                                                }
                                                                uint _e7316 = l_mut_1617_;
                                                                uint l_2104_ = (_e7316 >> l_2094_);
                                                                uint _e7318 = l_mut_213_;
                                                                l_mut_269_ = _e7318;
                                                                l_mut_219_ = l_2104_;
                                                            }
                                                        }
                                                        uint _e7319 = l_mut_219_;
                                                        uint _e7320 = l_mut_428_;
                                                        bool l_2105_ = (_e7319 < _e7320);
                                                        uint _e7322 = l_mut_219_;
                                                        uint _e7323 = l_mut_428_;
                                                        bool l_2106_ = (_e7322 == _e7323);
                                                        uint _e7325 = l_mut_269_;
                                                        uint _e7326 = l_mut_439_;
                                                        bool l_2107_ = (_e7325 < _e7326);
                                                        if (l_2106_) {
                                                            local_155 = l_2107_;
                                                        } else {
                                                            local_155 = false;
                                                        }
                                                        bool l_2108_ = local_155;
                                                        if (!(l_2105_)) {
                                                            local_156 = l_2108_;
                                                        } else {
                                                            local_156 = true;
                                                        }
                                                        bool l_2109_ = local_156;
                                                        bool l_2110_ = !(l_2109_);
                                                        if (l_2110_) {
                                                            uint _e7338 = l_mut_439_;
                                                            l_mut_269_ = _e7338;
                                                            uint _e7339 = l_mut_428_;
                                                            l_mut_219_ = _e7339;
                                                            bool l_2111_ = (l_2094_ >= 32u);
                                                            if (l_2111_) {
                                                                uint l_2112_ = (l_2094_ & 31u);
                                                                uint _e7344 = l_mut_439_;
                                                                uint l_2113_ = (_e7344 << l_2112_);
                                                                l_mut_269_ = 0u;
                                                                l_mut_219_ = l_2113_;
                                                            } else {
                                                                bool l_2114_ = (l_2094_ > 0u);
                                                                if (l_2114_) {
                                                                    uint _e7349 = l_mut_439_;
                                                                    uint l_2115_ = (_e7349 << l_2094_);
                                                                    uint _e7351 = l_mut_428_;
                                                                    uint l_2116_ = (_e7351 << l_2094_);
                                                                    uint l_2117_ = (32u - l_2094_);
                                                                    uint _e7355 = l_mut_439_;
                                                                    uint l_2118_ = (_e7355 >> l_2117_);
                                                                    uint l_2119_ = (l_2116_ | l_2118_);
                                                                    l_mut_269_ = l_2115_;
                                                                    l_mut_219_ = l_2119_;
                                                                }
                                                            }
                                                            uint _e7358 = l_mut_1618_;
                                                            uint _e7359 = l_mut_269_;
                                                            uint l_2120_ = (_e7358 - _e7359);
                                                            uint _e7361 = l_mut_1617_;
                                                            uint _e7362 = l_mut_219_;
                                                            uint l_2121_ = (_e7361 - _e7362);
                                                            uint _e7364 = l_mut_1618_;
                                                            uint _e7365 = l_mut_269_;
                                                            bool l_2122_ = (_e7364 < _e7365);
                                                            uint l_2123_ = uint(l_2122_);
                                                            uint l_2124_ = (l_2121_ - l_2123_);
                                                            l_mut_1618_ = l_2120_;
                                                            l_mut_1617_ = l_2124_;
                                                            uint l_2125_ = (1u << l_2094_);
                                                            uint _e7371 = l_mut_275_;
                                                            l_mut_275_ = (_e7371 | l_2125_);
                                                        }
                                                    }
                                                }
                                                uint _e7376 = l_mut_275_;
                                                uint l_2126_ = min(_e7376, l_2080_);
                                                l_mut_275_ = l_2126_;
                                                uint _e7378 = l_mut_1617_;
                                                uint _e7379 = l_mut_428_;
                                                bool l_2127_ = (_e7378 < _e7379);
                                                uint _e7381 = l_mut_1617_;
                                                uint _e7382 = l_mut_428_;
                                                bool l_2128_ = (_e7381 == _e7382);
                                                uint _e7384 = l_mut_1618_;
                                                uint _e7385 = l_mut_439_;
                                                bool l_2129_ = (_e7384 < _e7385);
                                                if (l_2128_) {
                                                    local_157 = l_2129_;
                                                } else {
                                                    local_157 = false;
                                                }
                                                bool l_2130_ = local_157;
                                                if (!(l_2127_)) {
                                                    local_158 = l_2130_;
                                                } else {
                                                    local_158 = true;
                                                }
                                                bool l_2131_ = local_158;
                                                bool l_2132_ = !(l_2131_);
                                                if (l_2132_) {
                                                    l_mut_275_ = l_2080_;
                                                }
                                                uint _e7397 = l_mut_275_;
                                                l_mut_1623_ = _e7397;
                                            }
                                        } else {
                                            uint _e7398 = l_mut_441_;
                                            l_mut_1618_ = _e7398;
                                            uint _e7399 = l_mut_440_;
                                            l_mut_1617_ = _e7399;
                                            while(true) {
                                                uint _e7400 = l_mut_428_;
                                                uint _e7401 = l_mut_1617_;
                                                bool l_2133_ = (_e7400 < _e7401);
                                                uint _e7403 = l_mut_428_;
                                                uint _e7404 = l_mut_1617_;
                                                bool l_2134_ = (_e7403 == _e7404);
                                                uint _e7406 = l_mut_439_;
                                                uint _e7407 = l_mut_1618_;
                                                bool l_2135_ = (_e7406 < _e7407);
                                                if (l_2134_) {
                                                    local_159 = l_2135_;
                                                } else {
                                                    local_159 = false;
                                                }
                                                bool l_2136_ = local_159;
                                                if (!(l_2133_)) {
                                                    local_160 = l_2136_;
                                                } else {
                                                    local_160 = true;
                                                }
                                                bool l_2137_ = local_160;
                                                uint _e7418 = l_mut_1623_;
                                                uint _e7419 = l_mut_388_;
                                                uint l_2138_ = (_e7418 * _e7419);
                                                uint _e7421 = l_mut_382_;
                                                uint l_2139_ = (_e7421 + l_2138_);
                                                uint _e7423 = l_mut_388_;
                                                uint l_2140_ = (l_2139_ + _e7423);
                                                bool l_2141_ = (l_2140_ < l_1008_);
                                                if (l_2137_) {
                                                    local_161 = l_2141_;
                                                } else {
                                                    local_161 = false;
                                                }
                                                bool l_2142_ = local_161;
                                                bool l_2143_ = !(l_2142_);
                                                if (l_2143_) {
                                                    break;
                                                }
                                                uint _e7431 = l_mut_1618_;
                                                uint _e7432 = l_mut_439_;
                                                uint l_2144_ = (_e7431 - _e7432);
                                                uint _e7434 = l_mut_1617_;
                                                uint _e7435 = l_mut_428_;
                                                uint l_2145_ = (_e7434 - _e7435);
                                                uint _e7437 = l_mut_1618_;
                                                uint _e7438 = l_mut_439_;
                                                bool l_2146_ = (_e7437 < _e7438);
                                                uint l_2147_ = uint(l_2146_);
                                                uint l_2148_ = (l_2145_ - l_2147_);
                                                l_mut_1618_ = l_2144_;
                                                l_mut_1617_ = l_2148_;
                                                uint _e7442 = l_mut_1623_;
                                                l_mut_1623_ = (_e7442 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7445 = l_mut_1623_;
                                    uint _e7446 = l_mut_388_;
                                    uint l_2149_ = (_e7445 * _e7446);
                                    uint _e7448 = l_mut_382_;
                                    uint l_2150_ = (_e7448 + l_2149_);
                                    uint _e7450 = l_mut_388_;
                                    uint l_2151_ = (l_2150_ + _e7450);
                                    bool l_2152_ = (l_2151_ >= l_1008_);
                                    uint _e7453 = l_mut_439_;
                                    l_mut_1618_ = _e7453;
                                    uint _e7454 = l_mut_428_;
                                    l_mut_1617_ = _e7454;
                                    uint _e7455 = l_mut_441_;
                                    l_mut_275_ = _e7455;
                                    uint _e7456 = l_mut_440_;
                                    l_mut_269_ = _e7456;
                                    uint _e7457 = l_mut_382_;
                                    l_mut_219_ = _e7457;
                                    uint _e7458 = l_mut_388_;
                                    l_mut_213_ = _e7458;
                                    bool l_2153_ = !(l_2152_);
                                    if (l_2153_) {
                                        uint _e7460 = l_mut_439_;
                                        uint _e7461 = l_mut_1623_;
                                        uint l_2154_ = (_e7460 * _e7461);
                                        uint _e7463 = l_mut_439_;
                                        uint l_4236_ = (_e7463 & 65535u);
                                        uint _e7466 = l_mut_439_;
                                        uint l_4237_ = (_e7466 >> 16u);
                                        uint l_4238_ = (l_4237_ & 65535u);
                                        uint _e7471 = l_mut_1623_;
                                        uint l_4239_ = (_e7471 & 65535u);
                                        uint _e7474 = l_mut_1623_;
                                        uint l_4240_ = (_e7474 >> 16u);
                                        uint l_4241_ = (l_4240_ & 65535u);
                                        uint l_4242_ = (l_4236_ * l_4239_);
                                        uint l_4243_ = (l_4238_ * l_4239_);
                                        uint l_4244_ = (l_4236_ * l_4241_);
                                        uint l_4245_ = (l_4238_ * l_4241_);
                                        uint l_4246_ = (l_4242_ >> 16u);
                                        uint l_4247_ = (l_4246_ & 65535u);
                                        uint l_4248_ = (l_4243_ & 65535u);
                                        uint l_4249_ = (l_4247_ + l_4248_);
                                        uint l_4250_ = (l_4244_ & 65535u);
                                        uint l_4251_ = (l_4249_ + l_4250_);
                                        uint l_4252_ = (l_4243_ >> 16u);
                                        uint l_4253_ = (l_4252_ & 65535u);
                                        uint l_4254_ = (l_4245_ + l_4253_);
                                        uint l_4255_ = (l_4244_ >> 16u);
                                        uint l_4256_ = (l_4255_ & 65535u);
                                        uint l_4257_ = (l_4254_ + l_4256_);
                                        uint l_4258_ = (l_4251_ >> 16u);
                                        uint l_4259_ = (l_4258_ & 65535u);
                                        uint l_2155_ = (l_4257_ + l_4259_);
                                        uint _e7508 = l_mut_428_;
                                        uint _e7509 = l_mut_1623_;
                                        uint l_2156_ = (_e7508 * _e7509);
                                        uint l_2157_ = (l_2155_ + l_2156_);
                                        uint _e7512 = l_mut_441_;
                                        uint l_2158_ = (_e7512 - l_2154_);
                                        uint _e7514 = l_mut_440_;
                                        uint l_2159_ = (_e7514 - l_2157_);
                                        uint _e7516 = l_mut_441_;
                                        bool l_2160_ = (_e7516 < l_2154_);
                                        uint l_2161_ = uint(l_2160_);
                                        uint l_2162_ = (l_2159_ - l_2161_);
                                        l_mut_275_ = l_2158_;
                                        l_mut_269_ = l_2162_;
                                        uint _e7520 = l_mut_1623_;
                                        uint _e7521 = l_mut_388_;
                                        uint l_2163_ = (_e7520 * _e7521);
                                        uint _e7523 = l_mut_382_;
                                        uint l_2164_ = (_e7523 + l_2163_);
                                        l_mut_219_ = l_2164_;
                                        uint _e7525 = l_mut_439_;
                                        uint _e7526 = l_mut_275_;
                                        uint l_2165_ = (_e7525 - _e7526);
                                        uint _e7528 = l_mut_428_;
                                        uint _e7529 = l_mut_269_;
                                        uint l_2166_ = (_e7528 - _e7529);
                                        uint _e7531 = l_mut_439_;
                                        uint _e7532 = l_mut_275_;
                                        bool l_2167_ = (_e7531 < _e7532);
                                        uint l_2168_ = uint(l_2167_);
                                        uint l_2169_ = (l_2166_ - l_2168_);
                                        l_mut_1618_ = l_2165_;
                                        l_mut_1617_ = l_2169_;
                                        uint _e7536 = l_mut_388_;
                                        uint _e7537 = l_mut_219_;
                                        uint l_2170_ = (_e7536 + _e7537);
                                        l_mut_213_ = l_2170_;
                                    }
                                    uint _e7539 = l_mut_275_;
                                    l_mut_441_ = _e7539;
                                    uint _e7540 = l_mut_269_;
                                    l_mut_440_ = _e7540;
                                    uint _e7541 = l_mut_1618_;
                                    l_mut_439_ = _e7541;
                                    uint _e7542 = l_mut_1617_;
                                    l_mut_428_ = _e7542;
                                    uint _e7543 = l_mut_213_;
                                    l_mut_388_ = _e7543;
                                    uint _e7544 = l_mut_219_;
                                    l_mut_382_ = _e7544;
                                    l_mut_645_ = l_2152_;
                                    bool l_2171_ = !(l_2152_);
                                    l_mut_628_ = l_2171_;
                                }
                            }
                        }
                    }
                    bool _e7546 = l_mut_645_;
                    bool l_2172_ = !(_e7546);
                    if (l_1007_) {
                        local_162 = l_2172_;
                    } else {
                        local_162 = false;
                    }
                    bool l_2173_ = local_162;
                    if (l_2173_) {
                        uint _e7553 = l_mut_1005_;
                        uint l_2174_ = (1u << _e7553);
                        uint _e7555 = l_mut_450_;
                        l_mut_450_ = (_e7555 | l_2174_);
                        uint _e7557 = l_mut_445_;
                        l_mut_445_ = (_e7557 + 1u);
                        uint l_2175_ = (l_1006_ + l_1004_);
                        uint l_2176_ = min(l_2175_, l_56_);
                        l_mut_1623_ = 0u;
                        l_mut_2177_ = l_1006_;
                        bool loop_init_13 = true;
                        while(true) {
                            if (!loop_init_13) {
                                uint _e8484 = l_mut_2177_;
                                l_mut_2177_ = (_e8484 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e7564 = l_mut_2177_;
                            if ((_e7564 < l_2176_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e7566 = l_mut_2177_;
                                uint l_2178_ = (l_59_ * _e7566);
                                uint l_4261_ = (l_59_ & 65535u);
                                uint l_4262_ = (l_59_ >> 16u);
                                uint l_4263_ = (l_4262_ & 65535u);
                                uint _e7574 = l_mut_2177_;
                                uint l_4264_ = (_e7574 & 65535u);
                                uint _e7577 = l_mut_2177_;
                                uint l_4265_ = (_e7577 >> 16u);
                                uint l_4266_ = (l_4265_ & 65535u);
                                uint l_4267_ = (l_4261_ * l_4264_);
                                uint l_4268_ = (l_4263_ * l_4264_);
                                uint l_4269_ = (l_4261_ * l_4266_);
                                uint l_4270_ = (l_4263_ * l_4266_);
                                uint l_4271_ = (l_4267_ >> 16u);
                                uint l_4272_ = (l_4271_ & 65535u);
                                uint l_4273_ = (l_4268_ & 65535u);
                                uint l_4274_ = (l_4272_ + l_4273_);
                                uint l_4275_ = (l_4269_ & 65535u);
                                uint l_4276_ = (l_4274_ + l_4275_);
                                uint l_4277_ = (l_4268_ >> 16u);
                                uint l_4278_ = (l_4277_ & 65535u);
                                uint l_4279_ = (l_4270_ + l_4278_);
                                uint l_4280_ = (l_4269_ >> 16u);
                                uint l_4281_ = (l_4280_ & 65535u);
                                uint l_4282_ = (l_4279_ + l_4281_);
                                uint l_4283_ = (l_4276_ >> 16u);
                                uint l_4284_ = (l_4283_ & 65535u);
                                uint l_2179_ = (l_4282_ + l_4284_);
                                uint _e7611 = l_mut_2177_;
                                uint l_2180_ = (l_62_ * _e7611);
                                uint l_2181_ = (l_2179_ + l_2180_);
                                uint l_2182_ = (l_64_ + l_2178_);
                                uint l_2183_ = (l_67_ + l_2181_);
                                bool l_2184_ = (l_2182_ < l_64_);
                                uint l_2185_ = uint(l_2184_);
                                uint l_2186_ = (l_2183_ + l_2185_);
                                l_mut_1618_ = 0u;
                                l_mut_1617_ = 0u;
                                uint _e7621 = l_mut_2177_;
                                bool l_2187_ = (_e7621 < 65536u);
                                if (l_2187_) {
                                    uint _e7624 = l_mut_2177_;
                                    uint _e7625 = l_mut_2177_;
                                    uint l_2188_ = (_e7624 * _e7625);
                                    uint l_2189_ = (l_72_ >> 31u);
                                    bool l_2190_ = (l_2189_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2190_) {
                                        uint l_2191_ = (0u - l_69_);
                                        uint l_2192_ = (0u - l_72_);
                                        bool l_2193_ = (0u < l_69_);
                                        uint l_2194_ = uint(l_2193_);
                                        uint l_2195_ = (l_2192_ - l_2194_);
                                        l_mut_441_ = l_2191_;
                                        l_mut_440_ = l_2195_;
                                    }
                                    uint _e7639 = l_mut_441_;
                                    uint l_2196_ = (_e7639 * l_2188_);
                                    uint _e7641 = l_mut_440_;
                                    uint l_2197_ = (_e7641 * l_2188_);
                                    uint _e7643 = l_mut_441_;
                                    uint l_4286_ = (_e7643 & 65535u);
                                    uint _e7646 = l_mut_441_;
                                    uint l_4287_ = (_e7646 >> 16u);
                                    uint l_4288_ = (l_4287_ & 65535u);
                                    uint l_4289_ = (l_2188_ & 65535u);
                                    uint l_4290_ = (l_2188_ >> 16u);
                                    uint l_4291_ = (l_4290_ & 65535u);
                                    uint l_4292_ = (l_4286_ * l_4289_);
                                    uint l_4293_ = (l_4288_ * l_4289_);
                                    uint l_4294_ = (l_4286_ * l_4291_);
                                    uint l_4295_ = (l_4288_ * l_4291_);
                                    uint l_4296_ = (l_4292_ >> 16u);
                                    uint l_4297_ = (l_4296_ & 65535u);
                                    uint l_4298_ = (l_4293_ & 65535u);
                                    uint l_4299_ = (l_4297_ + l_4298_);
                                    uint l_4300_ = (l_4294_ & 65535u);
                                    uint l_4301_ = (l_4299_ + l_4300_);
                                    uint l_4302_ = (l_4293_ >> 16u);
                                    uint l_4303_ = (l_4302_ & 65535u);
                                    uint l_4304_ = (l_4295_ + l_4303_);
                                    uint l_4305_ = (l_4294_ >> 16u);
                                    uint l_4306_ = (l_4305_ & 65535u);
                                    uint l_4307_ = (l_4304_ + l_4306_);
                                    uint l_4308_ = (l_4301_ >> 16u);
                                    uint l_4309_ = (l_4308_ & 65535u);
                                    uint l_2198_ = (l_4307_ + l_4309_);
                                    uint l_2199_ = (l_2198_ + l_2197_);
                                    uint _e7687 = l_mut_440_;
                                    uint l_4311_ = (_e7687 & 65535u);
                                    uint _e7690 = l_mut_440_;
                                    uint l_4312_ = (_e7690 >> 16u);
                                    uint l_4313_ = (l_4312_ & 65535u);
                                    uint l_4314_ = (l_2188_ & 65535u);
                                    uint l_4315_ = (l_2188_ >> 16u);
                                    uint l_4316_ = (l_4315_ & 65535u);
                                    uint l_4317_ = (l_4311_ * l_4314_);
                                    uint l_4318_ = (l_4313_ * l_4314_);
                                    uint l_4319_ = (l_4311_ * l_4316_);
                                    uint l_4320_ = (l_4313_ * l_4316_);
                                    uint l_4321_ = (l_4317_ >> 16u);
                                    uint l_4322_ = (l_4321_ & 65535u);
                                    uint l_4323_ = (l_4318_ & 65535u);
                                    uint l_4324_ = (l_4322_ + l_4323_);
                                    uint l_4325_ = (l_4319_ & 65535u);
                                    uint l_4326_ = (l_4324_ + l_4325_);
                                    uint l_4327_ = (l_4318_ >> 16u);
                                    uint l_4328_ = (l_4327_ & 65535u);
                                    uint l_4329_ = (l_4320_ + l_4328_);
                                    uint l_4330_ = (l_4319_ >> 16u);
                                    uint l_4331_ = (l_4330_ & 65535u);
                                    uint l_4332_ = (l_4329_ + l_4331_);
                                    uint l_4333_ = (l_4326_ >> 16u);
                                    uint l_4334_ = (l_4333_ & 65535u);
                                    uint l_2200_ = (l_4332_ + l_4334_);
                                    bool l_2201_ = (l_2199_ < l_2197_);
                                    uint l_2202_ = uint(l_2201_);
                                    uint l_2203_ = (l_2200_ + l_2202_);
                                    uint l_2204_ = (l_9_ % 32u);
                                    l_mut_439_ = l_2196_;
                                    bool l_2205_ = (l_2204_ > 0u);
                                    if (l_2205_) {
                                        uint l_2206_ = (l_2196_ >> l_2204_);
                                        uint l_2207_ = (32u - l_2204_);
                                        uint l_2208_ = (l_2199_ << l_2207_);
                                        uint l_2209_ = (l_2206_ | l_2208_);
                                        l_mut_439_ = l_2209_;
                                    }
                                    l_mut_428_ = l_2199_;
                                    bool l_2210_ = (l_2204_ > 0u);
                                    if (l_2210_) {
                                        uint l_2211_ = (l_2199_ >> l_2204_);
                                        uint l_2212_ = (32u - l_2204_);
                                        uint l_2213_ = (l_2203_ << l_2212_);
                                        uint l_2214_ = (l_2211_ | l_2213_);
                                        l_mut_428_ = l_2214_;
                                    }
                                    uint _e7749 = l_mut_439_;
                                    l_mut_421_ = _e7749;
                                    uint _e7750 = l_mut_428_;
                                    l_mut_439_ = _e7750;
                                    bool l_2215_ = (l_9_ >= 64u);
                                    if (l_2215_) {
                                        l_mut_421_ = l_2203_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_2216_ = (l_9_ >= 32u);
                                        if (l_2216_) {
                                            l_mut_428_ = l_2199_;
                                            bool l_2217_ = (l_2204_ > 0u);
                                            if (l_2217_) {
                                                uint l_2218_ = (l_2199_ >> l_2204_);
                                                uint l_2219_ = (32u - l_2204_);
                                                uint l_2220_ = (l_2203_ << l_2219_);
                                                uint l_2221_ = (l_2218_ | l_2220_);
                                                l_mut_428_ = l_2221_;
                                            }
                                            uint l_2222_ = (l_2203_ >> l_2204_);
                                            uint _e7764 = l_mut_428_;
                                            l_mut_421_ = _e7764;
                                            l_mut_439_ = l_2222_;
                                        }
                                    }
                                    uint _e7765 = l_mut_421_;
                                    l_mut_441_ = _e7765;
                                    uint _e7766 = l_mut_439_;
                                    l_mut_440_ = _e7766;
                                    if (l_2190_) {
                                        uint _e7768 = l_mut_441_;
                                        uint l_2223_ = (0u - _e7768);
                                        uint _e7771 = l_mut_440_;
                                        uint l_2224_ = (0u - _e7771);
                                        uint _e7774 = l_mut_441_;
                                        bool l_2225_ = (0u < _e7774);
                                        uint l_2226_ = uint(l_2225_);
                                        uint l_2227_ = (l_2224_ - l_2226_);
                                        l_mut_441_ = l_2223_;
                                        l_mut_440_ = l_2227_;
                                    }
                                    uint _e7778 = l_mut_441_;
                                    l_mut_1618_ = _e7778;
                                    uint _e7779 = l_mut_440_;
                                    l_mut_1617_ = _e7779;
                                } else {
                                    uint l_2228_ = (l_72_ >> 31u);
                                    bool l_2229_ = (l_2228_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2229_) {
                                        uint l_2230_ = (0u - l_69_);
                                        uint l_2231_ = (0u - l_72_);
                                        bool l_2232_ = (0u < l_69_);
                                        uint l_2233_ = uint(l_2232_);
                                        uint l_2234_ = (l_2231_ - l_2233_);
                                        l_mut_441_ = l_2230_;
                                        l_mut_440_ = l_2234_;
                                    }
                                    uint _e7792 = l_mut_441_;
                                    uint _e7793 = l_mut_2177_;
                                    uint l_2235_ = (_e7792 * _e7793);
                                    uint _e7795 = l_mut_440_;
                                    uint _e7796 = l_mut_2177_;
                                    uint l_2236_ = (_e7795 * _e7796);
                                    uint _e7798 = l_mut_441_;
                                    uint l_4336_ = (_e7798 & 65535u);
                                    uint _e7801 = l_mut_441_;
                                    uint l_4337_ = (_e7801 >> 16u);
                                    uint l_4338_ = (l_4337_ & 65535u);
                                    uint _e7806 = l_mut_2177_;
                                    uint l_4339_ = (_e7806 & 65535u);
                                    uint _e7809 = l_mut_2177_;
                                    uint l_4340_ = (_e7809 >> 16u);
                                    uint l_4341_ = (l_4340_ & 65535u);
                                    uint l_4342_ = (l_4336_ * l_4339_);
                                    uint l_4343_ = (l_4338_ * l_4339_);
                                    uint l_4344_ = (l_4336_ * l_4341_);
                                    uint l_4345_ = (l_4338_ * l_4341_);
                                    uint l_4346_ = (l_4342_ >> 16u);
                                    uint l_4347_ = (l_4346_ & 65535u);
                                    uint l_4348_ = (l_4343_ & 65535u);
                                    uint l_4349_ = (l_4347_ + l_4348_);
                                    uint l_4350_ = (l_4344_ & 65535u);
                                    uint l_4351_ = (l_4349_ + l_4350_);
                                    uint l_4352_ = (l_4343_ >> 16u);
                                    uint l_4353_ = (l_4352_ & 65535u);
                                    uint l_4354_ = (l_4345_ + l_4353_);
                                    uint l_4355_ = (l_4344_ >> 16u);
                                    uint l_4356_ = (l_4355_ & 65535u);
                                    uint l_4357_ = (l_4354_ + l_4356_);
                                    uint l_4358_ = (l_4351_ >> 16u);
                                    uint l_4359_ = (l_4358_ & 65535u);
                                    uint l_2237_ = (l_4357_ + l_4359_);
                                    uint l_2238_ = (l_2237_ + l_2236_);
                                    uint _e7844 = l_mut_440_;
                                    uint l_4361_ = (_e7844 & 65535u);
                                    uint _e7847 = l_mut_440_;
                                    uint l_4362_ = (_e7847 >> 16u);
                                    uint l_4363_ = (l_4362_ & 65535u);
                                    uint _e7852 = l_mut_2177_;
                                    uint l_4364_ = (_e7852 & 65535u);
                                    uint _e7855 = l_mut_2177_;
                                    uint l_4365_ = (_e7855 >> 16u);
                                    uint l_4366_ = (l_4365_ & 65535u);
                                    uint l_4367_ = (l_4361_ * l_4364_);
                                    uint l_4368_ = (l_4363_ * l_4364_);
                                    uint l_4369_ = (l_4361_ * l_4366_);
                                    uint l_4370_ = (l_4363_ * l_4366_);
                                    uint l_4371_ = (l_4367_ >> 16u);
                                    uint l_4372_ = (l_4371_ & 65535u);
                                    uint l_4373_ = (l_4368_ & 65535u);
                                    uint l_4374_ = (l_4372_ + l_4373_);
                                    uint l_4375_ = (l_4369_ & 65535u);
                                    uint l_4376_ = (l_4374_ + l_4375_);
                                    uint l_4377_ = (l_4368_ >> 16u);
                                    uint l_4378_ = (l_4377_ & 65535u);
                                    uint l_4379_ = (l_4370_ + l_4378_);
                                    uint l_4380_ = (l_4369_ >> 16u);
                                    uint l_4381_ = (l_4380_ & 65535u);
                                    uint l_4382_ = (l_4379_ + l_4381_);
                                    uint l_4383_ = (l_4376_ >> 16u);
                                    uint l_4384_ = (l_4383_ & 65535u);
                                    uint l_2239_ = (l_4382_ + l_4384_);
                                    bool l_2240_ = (l_2238_ < l_2236_);
                                    uint l_2241_ = uint(l_2240_);
                                    uint l_2242_ = (l_2239_ + l_2241_);
                                    l_mut_439_ = l_2235_;
                                    bool l_2244_ = (0u > 0u);
                                    if (l_2244_) {
                                        uint l_2245_ = (l_2235_ >> 0u);
                                        uint l_2246_ = (32u - 0u);
                                        uint l_2247_ = (l_2238_ << l_2246_);
                                        uint l_2248_ = (l_2245_ | l_2247_);
                                        l_mut_439_ = l_2248_;
                                    }
                                    l_mut_428_ = l_2238_;
                                    bool l_2249_ = (0u > 0u);
                                    if (l_2249_) {
                                        uint l_2250_ = (l_2238_ >> 0u);
                                        uint l_2251_ = (32u - 0u);
                                        uint l_2252_ = (l_2242_ << l_2251_);
                                        uint l_2253_ = (l_2250_ | l_2252_);
                                        l_mut_428_ = l_2253_;
                                    }
                                    uint _e7907 = l_mut_439_;
                                    l_mut_421_ = _e7907;
                                    uint _e7908 = l_mut_428_;
                                    l_mut_439_ = _e7908;
                                    if (false) {
                                        l_mut_421_ = l_2242_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_2238_;
                                            bool l_2256_ = (0u > 0u);
                                            if (l_2256_) {
                                                uint l_2257_ = (l_2238_ >> 0u);
                                                uint l_2258_ = (32u - 0u);
                                                uint l_2259_ = (l_2242_ << l_2258_);
                                                uint l_2260_ = (l_2257_ | l_2259_);
                                                l_mut_428_ = l_2260_;
                                            }
                                            uint l_2261_ = (l_2242_ >> 0u);
                                            uint _e7920 = l_mut_428_;
                                            l_mut_421_ = _e7920;
                                            l_mut_439_ = l_2261_;
                                        }
                                    }
                                    uint _e7921 = l_mut_441_;
                                    uint _e7922 = l_mut_2177_;
                                    uint l_2262_ = (_e7921 * _e7922);
                                    uint _e7924 = l_mut_440_;
                                    uint _e7925 = l_mut_2177_;
                                    uint l_2263_ = (_e7924 * _e7925);
                                    uint _e7927 = l_mut_441_;
                                    uint l_4386_ = (_e7927 & 65535u);
                                    uint _e7930 = l_mut_441_;
                                    uint l_4387_ = (_e7930 >> 16u);
                                    uint l_4388_ = (l_4387_ & 65535u);
                                    uint _e7935 = l_mut_2177_;
                                    uint l_4389_ = (_e7935 & 65535u);
                                    uint _e7938 = l_mut_2177_;
                                    uint l_4390_ = (_e7938 >> 16u);
                                    uint l_4391_ = (l_4390_ & 65535u);
                                    uint l_4392_ = (l_4386_ * l_4389_);
                                    uint l_4393_ = (l_4388_ * l_4389_);
                                    uint l_4394_ = (l_4386_ * l_4391_);
                                    uint l_4395_ = (l_4388_ * l_4391_);
                                    uint l_4396_ = (l_4392_ >> 16u);
                                    uint l_4397_ = (l_4396_ & 65535u);
                                    uint l_4398_ = (l_4393_ & 65535u);
                                    uint l_4399_ = (l_4397_ + l_4398_);
                                    uint l_4400_ = (l_4394_ & 65535u);
                                    uint l_4401_ = (l_4399_ + l_4400_);
                                    uint l_4402_ = (l_4393_ >> 16u);
                                    uint l_4403_ = (l_4402_ & 65535u);
                                    uint l_4404_ = (l_4395_ + l_4403_);
                                    uint l_4405_ = (l_4394_ >> 16u);
                                    uint l_4406_ = (l_4405_ & 65535u);
                                    uint l_4407_ = (l_4404_ + l_4406_);
                                    uint l_4408_ = (l_4401_ >> 16u);
                                    uint l_4409_ = (l_4408_ & 65535u);
                                    uint l_2264_ = (l_4407_ + l_4409_);
                                    uint l_2265_ = (l_2264_ + l_2263_);
                                    uint _e7973 = l_mut_440_;
                                    uint l_4411_ = (_e7973 & 65535u);
                                    uint _e7976 = l_mut_440_;
                                    uint l_4412_ = (_e7976 >> 16u);
                                    uint l_4413_ = (l_4412_ & 65535u);
                                    uint _e7981 = l_mut_2177_;
                                    uint l_4414_ = (_e7981 & 65535u);
                                    uint _e7984 = l_mut_2177_;
                                    uint l_4415_ = (_e7984 >> 16u);
                                    uint l_4416_ = (l_4415_ & 65535u);
                                    uint l_4417_ = (l_4411_ * l_4414_);
                                    uint l_4418_ = (l_4413_ * l_4414_);
                                    uint l_4419_ = (l_4411_ * l_4416_);
                                    uint l_4420_ = (l_4413_ * l_4416_);
                                    uint l_4421_ = (l_4417_ >> 16u);
                                    uint l_4422_ = (l_4421_ & 65535u);
                                    uint l_4423_ = (l_4418_ & 65535u);
                                    uint l_4424_ = (l_4422_ + l_4423_);
                                    uint l_4425_ = (l_4419_ & 65535u);
                                    uint l_4426_ = (l_4424_ + l_4425_);
                                    uint l_4427_ = (l_4418_ >> 16u);
                                    uint l_4428_ = (l_4427_ & 65535u);
                                    uint l_4429_ = (l_4420_ + l_4428_);
                                    uint l_4430_ = (l_4419_ >> 16u);
                                    uint l_4431_ = (l_4430_ & 65535u);
                                    uint l_4432_ = (l_4429_ + l_4431_);
                                    uint l_4433_ = (l_4426_ >> 16u);
                                    uint l_4434_ = (l_4433_ & 65535u);
                                    uint l_2266_ = (l_4432_ + l_4434_);
                                    bool l_2267_ = (l_2265_ < l_2263_);
                                    uint l_2268_ = uint(l_2267_);
                                    uint l_2269_ = (l_2266_ + l_2268_);
                                    l_mut_428_ = l_2262_;
                                    bool l_2271_ = (0u > 0u);
                                    if (l_2271_) {
                                        uint l_2272_ = (l_2262_ >> 0u);
                                        uint l_2273_ = (32u - 0u);
                                        uint l_2274_ = (l_2265_ << l_2273_);
                                        uint l_2275_ = (l_2272_ | l_2274_);
                                        l_mut_428_ = l_2275_;
                                    }
                                    l_mut_394_ = l_2265_;
                                    bool l_2276_ = (0u > 0u);
                                    if (l_2276_) {
                                        uint l_2277_ = (l_2265_ >> 0u);
                                        uint l_2278_ = (32u - 0u);
                                        uint l_2279_ = (l_2269_ << l_2278_);
                                        uint l_2280_ = (l_2277_ | l_2279_);
                                        l_mut_394_ = l_2280_;
                                    }
                                    uint _e8036 = l_mut_428_;
                                    l_mut_388_ = _e8036;
                                    uint _e8037 = l_mut_394_;
                                    l_mut_428_ = _e8037;
                                    if (true) {
                                        l_mut_388_ = l_2269_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2265_;
                                            bool l_2283_ = (0u > 0u);
                                            if (l_2283_) {
                                                uint l_2284_ = (l_2265_ >> 0u);
                                                uint l_2285_ = (32u - 0u);
                                                uint l_2286_ = (l_2269_ << l_2285_);
                                                uint l_2287_ = (l_2284_ | l_2286_);
                                                l_mut_394_ = l_2287_;
                                            }
                                            uint l_2288_ = (l_2269_ >> 0u);
                                            uint _e8049 = l_mut_394_;
                                            l_mut_388_ = _e8049;
                                            l_mut_428_ = l_2288_;
                                        }
                                    }
                                    uint _e8050 = l_mut_421_;
                                    uint _e8051 = l_mut_2177_;
                                    uint l_2289_ = (_e8050 * _e8051);
                                    uint _e8053 = l_mut_439_;
                                    uint _e8054 = l_mut_2177_;
                                    uint l_2290_ = (_e8053 * _e8054);
                                    uint _e8056 = l_mut_421_;
                                    uint l_4436_ = (_e8056 & 65535u);
                                    uint _e8059 = l_mut_421_;
                                    uint l_4437_ = (_e8059 >> 16u);
                                    uint l_4438_ = (l_4437_ & 65535u);
                                    uint _e8064 = l_mut_2177_;
                                    uint l_4439_ = (_e8064 & 65535u);
                                    uint _e8067 = l_mut_2177_;
                                    uint l_4440_ = (_e8067 >> 16u);
                                    uint l_4441_ = (l_4440_ & 65535u);
                                    uint l_4442_ = (l_4436_ * l_4439_);
                                    uint l_4443_ = (l_4438_ * l_4439_);
                                    uint l_4444_ = (l_4436_ * l_4441_);
                                    uint l_4445_ = (l_4438_ * l_4441_);
                                    uint l_4446_ = (l_4442_ >> 16u);
                                    uint l_4447_ = (l_4446_ & 65535u);
                                    uint l_4448_ = (l_4443_ & 65535u);
                                    uint l_4449_ = (l_4447_ + l_4448_);
                                    uint l_4450_ = (l_4444_ & 65535u);
                                    uint l_4451_ = (l_4449_ + l_4450_);
                                    uint l_4452_ = (l_4443_ >> 16u);
                                    uint l_4453_ = (l_4452_ & 65535u);
                                    uint l_4454_ = (l_4445_ + l_4453_);
                                    uint l_4455_ = (l_4444_ >> 16u);
                                    uint l_4456_ = (l_4455_ & 65535u);
                                    uint l_4457_ = (l_4454_ + l_4456_);
                                    uint l_4458_ = (l_4451_ >> 16u);
                                    uint l_4459_ = (l_4458_ & 65535u);
                                    uint l_2291_ = (l_4457_ + l_4459_);
                                    uint l_2292_ = (l_2291_ + l_2290_);
                                    uint _e8102 = l_mut_439_;
                                    uint l_4461_ = (_e8102 & 65535u);
                                    uint _e8105 = l_mut_439_;
                                    uint l_4462_ = (_e8105 >> 16u);
                                    uint l_4463_ = (l_4462_ & 65535u);
                                    uint _e8110 = l_mut_2177_;
                                    uint l_4464_ = (_e8110 & 65535u);
                                    uint _e8113 = l_mut_2177_;
                                    uint l_4465_ = (_e8113 >> 16u);
                                    uint l_4466_ = (l_4465_ & 65535u);
                                    uint l_4467_ = (l_4461_ * l_4464_);
                                    uint l_4468_ = (l_4463_ * l_4464_);
                                    uint l_4469_ = (l_4461_ * l_4466_);
                                    uint l_4470_ = (l_4463_ * l_4466_);
                                    uint l_4471_ = (l_4467_ >> 16u);
                                    uint l_4472_ = (l_4471_ & 65535u);
                                    uint l_4473_ = (l_4468_ & 65535u);
                                    uint l_4474_ = (l_4472_ + l_4473_);
                                    uint l_4475_ = (l_4469_ & 65535u);
                                    uint l_4476_ = (l_4474_ + l_4475_);
                                    uint l_4477_ = (l_4468_ >> 16u);
                                    uint l_4478_ = (l_4477_ & 65535u);
                                    uint l_4479_ = (l_4470_ + l_4478_);
                                    uint l_4480_ = (l_4469_ >> 16u);
                                    uint l_4481_ = (l_4480_ & 65535u);
                                    uint l_4482_ = (l_4479_ + l_4481_);
                                    uint l_4483_ = (l_4476_ >> 16u);
                                    uint l_4484_ = (l_4483_ & 65535u);
                                    uint l_2293_ = (l_4482_ + l_4484_);
                                    bool l_2294_ = (l_2292_ < l_2290_);
                                    uint l_2295_ = uint(l_2294_);
                                    uint l_2296_ = (l_2293_ + l_2295_);
                                    l_mut_441_ = l_2289_;
                                    bool l_2298_ = (0u > 0u);
                                    if (l_2298_) {
                                        uint l_2299_ = (l_2289_ >> 0u);
                                        uint l_2300_ = (32u - 0u);
                                        uint l_2301_ = (l_2292_ << l_2300_);
                                        uint l_2302_ = (l_2299_ | l_2301_);
                                        l_mut_441_ = l_2302_;
                                    }
                                    l_mut_440_ = l_2292_;
                                    bool l_2303_ = (0u > 0u);
                                    if (l_2303_) {
                                        uint l_2304_ = (l_2292_ >> 0u);
                                        uint l_2305_ = (32u - 0u);
                                        uint l_2306_ = (l_2296_ << l_2305_);
                                        uint l_2307_ = (l_2304_ | l_2306_);
                                        l_mut_440_ = l_2307_;
                                    }
                                    uint _e8165 = l_mut_441_;
                                    l_mut_394_ = _e8165;
                                    uint _e8166 = l_mut_440_;
                                    l_mut_441_ = _e8166;
                                    if (false) {
                                        l_mut_394_ = l_2296_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2292_;
                                            bool l_2310_ = (0u > 0u);
                                            if (l_2310_) {
                                                uint l_2311_ = (l_2292_ >> 0u);
                                                uint l_2312_ = (32u - 0u);
                                                uint l_2313_ = (l_2296_ << l_2312_);
                                                uint l_2314_ = (l_2311_ | l_2313_);
                                                l_mut_440_ = l_2314_;
                                            }
                                            uint l_2315_ = (l_2296_ >> 0u);
                                            uint _e8178 = l_mut_440_;
                                            l_mut_394_ = _e8178;
                                            l_mut_441_ = l_2315_;
                                        }
                                    }
                                    uint _e8179 = l_mut_421_;
                                    uint _e8180 = l_mut_2177_;
                                    uint l_2316_ = (_e8179 * _e8180);
                                    uint _e8182 = l_mut_439_;
                                    uint _e8183 = l_mut_2177_;
                                    uint l_2317_ = (_e8182 * _e8183);
                                    uint _e8185 = l_mut_421_;
                                    uint l_4486_ = (_e8185 & 65535u);
                                    uint _e8188 = l_mut_421_;
                                    uint l_4487_ = (_e8188 >> 16u);
                                    uint l_4488_ = (l_4487_ & 65535u);
                                    uint _e8193 = l_mut_2177_;
                                    uint l_4489_ = (_e8193 & 65535u);
                                    uint _e8196 = l_mut_2177_;
                                    uint l_4490_ = (_e8196 >> 16u);
                                    uint l_4491_ = (l_4490_ & 65535u);
                                    uint l_4492_ = (l_4486_ * l_4489_);
                                    uint l_4493_ = (l_4488_ * l_4489_);
                                    uint l_4494_ = (l_4486_ * l_4491_);
                                    uint l_4495_ = (l_4488_ * l_4491_);
                                    uint l_4496_ = (l_4492_ >> 16u);
                                    uint l_4497_ = (l_4496_ & 65535u);
                                    uint l_4498_ = (l_4493_ & 65535u);
                                    uint l_4499_ = (l_4497_ + l_4498_);
                                    uint l_4500_ = (l_4494_ & 65535u);
                                    uint l_4501_ = (l_4499_ + l_4500_);
                                    uint l_4502_ = (l_4493_ >> 16u);
                                    uint l_4503_ = (l_4502_ & 65535u);
                                    uint l_4504_ = (l_4495_ + l_4503_);
                                    uint l_4505_ = (l_4494_ >> 16u);
                                    uint l_4506_ = (l_4505_ & 65535u);
                                    uint l_4507_ = (l_4504_ + l_4506_);
                                    uint l_4508_ = (l_4501_ >> 16u);
                                    uint l_4509_ = (l_4508_ & 65535u);
                                    uint l_2318_ = (l_4507_ + l_4509_);
                                    uint l_2319_ = (l_2318_ + l_2317_);
                                    uint _e8231 = l_mut_439_;
                                    uint l_4511_ = (_e8231 & 65535u);
                                    uint _e8234 = l_mut_439_;
                                    uint l_4512_ = (_e8234 >> 16u);
                                    uint l_4513_ = (l_4512_ & 65535u);
                                    uint _e8239 = l_mut_2177_;
                                    uint l_4514_ = (_e8239 & 65535u);
                                    uint _e8242 = l_mut_2177_;
                                    uint l_4515_ = (_e8242 >> 16u);
                                    uint l_4516_ = (l_4515_ & 65535u);
                                    uint l_4517_ = (l_4511_ * l_4514_);
                                    uint l_4518_ = (l_4513_ * l_4514_);
                                    uint l_4519_ = (l_4511_ * l_4516_);
                                    uint l_4520_ = (l_4513_ * l_4516_);
                                    uint l_4521_ = (l_4517_ >> 16u);
                                    uint l_4522_ = (l_4521_ & 65535u);
                                    uint l_4523_ = (l_4518_ & 65535u);
                                    uint l_4524_ = (l_4522_ + l_4523_);
                                    uint l_4525_ = (l_4519_ & 65535u);
                                    uint l_4526_ = (l_4524_ + l_4525_);
                                    uint l_4527_ = (l_4518_ >> 16u);
                                    uint l_4528_ = (l_4527_ & 65535u);
                                    uint l_4529_ = (l_4520_ + l_4528_);
                                    uint l_4530_ = (l_4519_ >> 16u);
                                    uint l_4531_ = (l_4530_ & 65535u);
                                    uint l_4532_ = (l_4529_ + l_4531_);
                                    uint l_4533_ = (l_4526_ >> 16u);
                                    uint l_4534_ = (l_4533_ & 65535u);
                                    uint l_2320_ = (l_4532_ + l_4534_);
                                    bool l_2321_ = (l_2319_ < l_2317_);
                                    uint l_2322_ = uint(l_2321_);
                                    uint l_2323_ = (l_2320_ + l_2322_);
                                    l_mut_440_ = l_2316_;
                                    bool l_2325_ = (0u > 0u);
                                    if (l_2325_) {
                                        uint l_2326_ = (l_2316_ >> 0u);
                                        uint l_2327_ = (32u - 0u);
                                        uint l_2328_ = (l_2319_ << l_2327_);
                                        uint l_2329_ = (l_2326_ | l_2328_);
                                        l_mut_440_ = l_2329_;
                                    }
                                    l_mut_382_ = l_2319_;
                                    bool l_2330_ = (0u > 0u);
                                    if (l_2330_) {
                                        uint l_2331_ = (l_2319_ >> 0u);
                                        uint l_2332_ = (32u - 0u);
                                        uint l_2333_ = (l_2323_ << l_2332_);
                                        uint l_2334_ = (l_2331_ | l_2333_);
                                        l_mut_382_ = l_2334_;
                                    }
                                    uint _e8294 = l_mut_440_;
                                    l_mut_275_ = _e8294;
                                    uint _e8295 = l_mut_382_;
                                    l_mut_440_ = _e8295;
                                    if (true) {
                                        l_mut_275_ = l_2323_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2319_;
                                            bool l_2337_ = (0u > 0u);
                                            if (l_2337_) {
                                                uint l_2338_ = (l_2319_ >> 0u);
                                                uint l_2339_ = (32u - 0u);
                                                uint l_2340_ = (l_2323_ << l_2339_);
                                                uint l_2341_ = (l_2338_ | l_2340_);
                                                l_mut_382_ = l_2341_;
                                            }
                                            uint l_2342_ = (l_2323_ >> 0u);
                                            uint _e8307 = l_mut_382_;
                                            l_mut_275_ = _e8307;
                                            l_mut_440_ = l_2342_;
                                        }
                                    }
                                    uint _e8308 = l_mut_388_;
                                    uint _e8309 = l_mut_2177_;
                                    uint l_2343_ = (_e8308 * _e8309);
                                    uint _e8311 = l_mut_388_;
                                    uint l_4536_ = (_e8311 & 65535u);
                                    uint _e8314 = l_mut_388_;
                                    uint l_4537_ = (_e8314 >> 16u);
                                    uint l_4538_ = (l_4537_ & 65535u);
                                    uint _e8319 = l_mut_2177_;
                                    uint l_4539_ = (_e8319 & 65535u);
                                    uint _e8322 = l_mut_2177_;
                                    uint l_4540_ = (_e8322 >> 16u);
                                    uint l_4541_ = (l_4540_ & 65535u);
                                    uint l_4542_ = (l_4536_ * l_4539_);
                                    uint l_4543_ = (l_4538_ * l_4539_);
                                    uint l_4544_ = (l_4536_ * l_4541_);
                                    uint l_4545_ = (l_4538_ * l_4541_);
                                    uint l_4546_ = (l_4542_ >> 16u);
                                    uint l_4547_ = (l_4546_ & 65535u);
                                    uint l_4548_ = (l_4543_ & 65535u);
                                    uint l_4549_ = (l_4547_ + l_4548_);
                                    uint l_4550_ = (l_4544_ & 65535u);
                                    uint l_4551_ = (l_4549_ + l_4550_);
                                    uint l_4552_ = (l_4543_ >> 16u);
                                    uint l_4553_ = (l_4552_ & 65535u);
                                    uint l_4554_ = (l_4545_ + l_4553_);
                                    uint l_4555_ = (l_4544_ >> 16u);
                                    uint l_4556_ = (l_4555_ & 65535u);
                                    uint l_4557_ = (l_4554_ + l_4556_);
                                    uint l_4558_ = (l_4551_ >> 16u);
                                    uint l_4559_ = (l_4558_ & 65535u);
                                    uint l_2344_ = (l_4557_ + l_4559_);
                                    uint _e8356 = l_mut_428_;
                                    uint _e8357 = l_mut_2177_;
                                    uint l_2345_ = (_e8356 * _e8357);
                                    uint l_2346_ = (l_2344_ + l_2345_);
                                    uint _e8360 = l_mut_275_;
                                    uint l_2347_ = (_e8360 + l_2343_);
                                    uint _e8362 = l_mut_440_;
                                    uint l_2348_ = (_e8362 + l_2346_);
                                    uint _e8364 = l_mut_275_;
                                    bool l_2349_ = (l_2347_ < _e8364);
                                    uint l_2350_ = uint(l_2349_);
                                    uint l_2351_ = (l_2348_ + l_2350_);
                                    uint _e8368 = l_mut_394_;
                                    l_mut_1618_ = _e8368;
                                    uint _e8369 = l_mut_441_;
                                    l_mut_1617_ = _e8369;
                                    bool l_2352_ = (l_9_ == 64u);
                                    if (l_2352_) {
                                        l_mut_1618_ = l_2347_;
                                        l_mut_1617_ = l_2351_;
                                    } else {
                                        bool l_2353_ = (l_9_ > 0u);
                                        if (l_2353_) {
                                            uint l_2354_ = (64u - l_9_);
                                            l_mut_440_ = l_2347_;
                                            l_mut_439_ = l_2351_;
                                            bool l_2355_ = (l_2354_ >= 32u);
                                            if (l_2355_) {
                                                uint l_2356_ = (l_2354_ & 31u);
                                                uint l_2357_ = (l_2347_ << l_2356_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2357_;
                                            } else {
                                                bool l_2358_ = (l_2354_ > 0u);
                                                if (l_2358_) {
                                                    uint l_2359_ = (l_2347_ << l_2354_);
                                                    uint l_2360_ = (l_2351_ << l_2354_);
                                                    uint l_2361_ = (32u - l_2354_);
                                                    uint l_2362_ = (l_2347_ >> l_2361_);
                                                    uint l_2363_ = (l_2360_ | l_2362_);
                                                    l_mut_440_ = l_2359_;
                                                    l_mut_439_ = l_2363_;
                                                }
                                            }
                                            uint _e8390 = l_mut_394_;
                                            l_mut_428_ = _e8390;
                                            uint _e8391 = l_mut_441_;
                                            l_mut_421_ = _e8391;
                                            bool l_2364_ = (l_9_ >= 32u);
                                            if (l_2364_) {
                                                uint l_2365_ = (l_9_ & 31u);
                                                uint _e8396 = l_mut_441_;
                                                uint l_2366_ = (_e8396 >> l_2365_);
                                                l_mut_428_ = l_2366_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2367_ = (l_9_ > 0u);
                                                if (l_2367_) {
                                                    uint _e8401 = l_mut_394_;
                                                    l_mut_388_ = _e8401;
                                                    bool l_2368_ = (l_9_ > 0u);
                                                    if (l_2368_) {
                                                        uint _e8404 = l_mut_394_;
                                                        uint l_2369_ = (_e8404 >> l_9_);
                                                        uint l_2370_ = (32u - l_9_);
                                                        uint _e8408 = l_mut_441_;
                                                        uint l_2371_ = (_e8408 << l_2370_);
                                                        uint l_2372_ = (l_2369_ | l_2371_);
                                                        l_mut_388_ = l_2372_;
                                                    }
                                                    uint _e8411 = l_mut_441_;
                                                    uint l_2373_ = (_e8411 >> l_9_);
                                                    uint _e8413 = l_mut_388_;
                                                    l_mut_428_ = _e8413;
                                                    l_mut_421_ = l_2373_;
                                                }
                                            }
                                            uint _e8414 = l_mut_440_;
                                            uint _e8415 = l_mut_428_;
                                            uint l_2374_ = (_e8414 + _e8415);
                                            uint _e8417 = l_mut_439_;
                                            uint _e8418 = l_mut_421_;
                                            uint l_2375_ = (_e8417 + _e8418);
                                            uint _e8420 = l_mut_440_;
                                            bool l_2376_ = (l_2374_ < _e8420);
                                            uint l_2377_ = uint(l_2376_);
                                            uint l_2378_ = (l_2375_ + l_2377_);
                                            l_mut_1618_ = l_2374_;
                                            l_mut_1617_ = l_2378_;
                                        }
                                    }
                                    if (l_2229_) {
                                        uint _e8425 = l_mut_1618_;
                                        uint l_2379_ = (0u - _e8425);
                                        uint _e8428 = l_mut_1617_;
                                        uint l_2380_ = (0u - _e8428);
                                        uint _e8431 = l_mut_1618_;
                                        bool l_2381_ = (0u < _e8431);
                                        uint l_2382_ = uint(l_2381_);
                                        uint l_2383_ = (l_2380_ - l_2382_);
                                        l_mut_1618_ = l_2379_;
                                        l_mut_1617_ = l_2383_;
                                    }
                                }
                                uint _e8435 = l_mut_1618_;
                                uint l_2384_ = (l_2182_ + _e8435);
                                uint _e8437 = l_mut_1617_;
                                uint l_2385_ = (l_2186_ + _e8437);
                                bool l_2386_ = (l_2384_ < l_2182_);
                                uint l_2387_ = uint(l_2386_);
                                uint l_2388_ = (l_2385_ + l_2387_);
                                uint l_2389_ = (0u - l_2384_);
                                uint l_2390_ = (0u - l_2388_);
                                bool l_2391_ = (0u < l_2384_);
                                uint l_2392_ = uint(l_2391_);
                                uint l_2393_ = (l_2390_ - l_2392_);
                                l_mut_1618_ = l_2389_;
                                l_mut_1617_ = l_2393_;
                                uint _e8450 = l_mut_1617_;
                                bool l_2394_ = (l_2388_ < _e8450);
                                uint _e8452 = l_mut_1617_;
                                bool l_2395_ = (l_2388_ == _e8452);
                                uint _e8454 = l_mut_1618_;
                                bool l_2396_ = (l_2384_ < _e8454);
                                if (l_2395_) {
                                    local_163 = l_2396_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2397_ = local_163;
                                if (!(l_2394_)) {
                                    local_164 = l_2397_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2398_ = local_164;
                                if (l_2398_) {
                                    l_mut_1618_ = l_2384_;
                                    l_mut_1617_ = l_2388_;
                                }
                                uint _e8465 = l_mut_1617_;
                                bool l_2399_ = (_e8465 < l_27_);
                                uint _e8467 = l_mut_1617_;
                                bool l_2400_ = (_e8467 == l_27_);
                                uint _e8469 = l_mut_1618_;
                                bool l_2401_ = (_e8469 < l_24_);
                                if (l_2400_) {
                                    local_165 = l_2401_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2402_ = local_165;
                                if (!(l_2399_)) {
                                    local_166 = l_2402_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2403_ = local_166;
                                uint l_2404_ = uint(l_2403_);
                                uint _e8481 = l_mut_1623_;
                                l_mut_1623_ = (_e8481 + l_2404_);
                            }
                        }
                        uint _e8486 = l_mut_444_;
                        uint _e8487 = l_mut_1623_;
                        l_mut_444_ = (_e8486 + _e8487);
                    }
                }
            }
            uint _e8492 = l_mut_445_;
            bool l_2405_ = (_e8492 > 0u);
            if (l_2405_) {
                uint l_4561_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4562_ = (l_4561_ * 1u);
                uint l_4563_ = (l_4562_ - 1u);
                uint l_4564_ = min(1u, l_4563_);
                uint _e8507 = l_mut_445_;
                uint _e8508 = atomicAdd(_group_0_binding_5_cs[l_4564_], _e8507);
            }
            uint _e8509 = l_mut_444_;
            bool l_2408_ = (_e8509 > 0u);
            if (l_2408_) {
                uint l_4566_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4567_ = (l_4566_ * 1u);
                uint l_4568_ = (l_4567_ - 1u);
                uint l_4569_ = min(2u, l_4568_);
                uint _e8524 = l_mut_444_;
                uint _e8525 = atomicAdd(_group_0_binding_5_cs[l_4569_], _e8524);
                l_mut_1623_ = _e8525;
                bool loop_init_14 = true;
                while(true) {
                    if (!loop_init_14) {
                        uint _e9499 = l_mut_2411_;
                        l_mut_2411_ = (_e9499 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e8528 = l_mut_2411_;
                    if ((_e8528 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e8531 = l_mut_450_;
                        uint _e8532 = l_mut_2411_;
                        uint l_2412_ = (_e8531 >> _e8532);
                        uint l_2413_ = (l_2412_ & 1u);
                        bool l_2414_ = (l_2413_ == 1u);
                        if (l_2414_) {
                            uint _e8538 = l_mut_2411_;
                            uint l_2415_ = (_e8538 * l_1004_);
                            uint l_2416_ = (l_2415_ + l_1004_);
                            uint l_2417_ = min(l_2416_, l_56_);
                            uint _e8542 = l_mut_1623_;
                            l_mut_1618_ = _e8542;
                            l_mut_2418_ = l_2415_;
                            bool loop_init_15 = true;
                            while(true) {
                                if (!loop_init_15) {
                                    uint _e9495 = l_mut_2418_;
                                    l_mut_2418_ = (_e9495 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e8544 = l_mut_2418_;
                                if ((_e8544 < l_2417_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8546 = l_mut_2418_;
                                    uint l_2419_ = (l_59_ * _e8546);
                                    uint l_4571_ = (l_59_ & 65535u);
                                    uint l_4572_ = (l_59_ >> 16u);
                                    uint l_4573_ = (l_4572_ & 65535u);
                                    uint _e8554 = l_mut_2418_;
                                    uint l_4574_ = (_e8554 & 65535u);
                                    uint _e8557 = l_mut_2418_;
                                    uint l_4575_ = (_e8557 >> 16u);
                                    uint l_4576_ = (l_4575_ & 65535u);
                                    uint l_4577_ = (l_4571_ * l_4574_);
                                    uint l_4578_ = (l_4573_ * l_4574_);
                                    uint l_4579_ = (l_4571_ * l_4576_);
                                    uint l_4580_ = (l_4573_ * l_4576_);
                                    uint l_4581_ = (l_4577_ >> 16u);
                                    uint l_4582_ = (l_4581_ & 65535u);
                                    uint l_4583_ = (l_4578_ & 65535u);
                                    uint l_4584_ = (l_4582_ + l_4583_);
                                    uint l_4585_ = (l_4579_ & 65535u);
                                    uint l_4586_ = (l_4584_ + l_4585_);
                                    uint l_4587_ = (l_4578_ >> 16u);
                                    uint l_4588_ = (l_4587_ & 65535u);
                                    uint l_4589_ = (l_4580_ + l_4588_);
                                    uint l_4590_ = (l_4579_ >> 16u);
                                    uint l_4591_ = (l_4590_ & 65535u);
                                    uint l_4592_ = (l_4589_ + l_4591_);
                                    uint l_4593_ = (l_4586_ >> 16u);
                                    uint l_4594_ = (l_4593_ & 65535u);
                                    uint l_2420_ = (l_4592_ + l_4594_);
                                    uint _e8591 = l_mut_2418_;
                                    uint l_2421_ = (l_62_ * _e8591);
                                    uint l_2422_ = (l_2420_ + l_2421_);
                                    uint l_2423_ = (l_64_ + l_2419_);
                                    uint l_2424_ = (l_67_ + l_2422_);
                                    bool l_2425_ = (l_2423_ < l_64_);
                                    uint l_2426_ = uint(l_2425_);
                                    uint l_2427_ = (l_2424_ + l_2426_);
                                    l_mut_1617_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e8601 = l_mut_2418_;
                                    bool l_2428_ = (_e8601 < 65536u);
                                    if (l_2428_) {
                                        uint _e8604 = l_mut_2418_;
                                        uint _e8605 = l_mut_2418_;
                                        uint l_2429_ = (_e8604 * _e8605);
                                        uint l_2430_ = (l_72_ >> 31u);
                                        bool l_2431_ = (l_2430_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2431_) {
                                            uint l_2432_ = (0u - l_69_);
                                            uint l_2433_ = (0u - l_72_);
                                            bool l_2434_ = (0u < l_69_);
                                            uint l_2435_ = uint(l_2434_);
                                            uint l_2436_ = (l_2433_ - l_2435_);
                                            l_mut_444_ = l_2432_;
                                            l_mut_441_ = l_2436_;
                                        }
                                        uint _e8619 = l_mut_444_;
                                        uint l_2437_ = (_e8619 * l_2429_);
                                        uint _e8621 = l_mut_441_;
                                        uint l_2438_ = (_e8621 * l_2429_);
                                        uint _e8623 = l_mut_444_;
                                        uint l_4596_ = (_e8623 & 65535u);
                                        uint _e8626 = l_mut_444_;
                                        uint l_4597_ = (_e8626 >> 16u);
                                        uint l_4598_ = (l_4597_ & 65535u);
                                        uint l_4599_ = (l_2429_ & 65535u);
                                        uint l_4600_ = (l_2429_ >> 16u);
                                        uint l_4601_ = (l_4600_ & 65535u);
                                        uint l_4602_ = (l_4596_ * l_4599_);
                                        uint l_4603_ = (l_4598_ * l_4599_);
                                        uint l_4604_ = (l_4596_ * l_4601_);
                                        uint l_4605_ = (l_4598_ * l_4601_);
                                        uint l_4606_ = (l_4602_ >> 16u);
                                        uint l_4607_ = (l_4606_ & 65535u);
                                        uint l_4608_ = (l_4603_ & 65535u);
                                        uint l_4609_ = (l_4607_ + l_4608_);
                                        uint l_4610_ = (l_4604_ & 65535u);
                                        uint l_4611_ = (l_4609_ + l_4610_);
                                        uint l_4612_ = (l_4603_ >> 16u);
                                        uint l_4613_ = (l_4612_ & 65535u);
                                        uint l_4614_ = (l_4605_ + l_4613_);
                                        uint l_4615_ = (l_4604_ >> 16u);
                                        uint l_4616_ = (l_4615_ & 65535u);
                                        uint l_4617_ = (l_4614_ + l_4616_);
                                        uint l_4618_ = (l_4611_ >> 16u);
                                        uint l_4619_ = (l_4618_ & 65535u);
                                        uint l_2439_ = (l_4617_ + l_4619_);
                                        uint l_2440_ = (l_2439_ + l_2438_);
                                        uint _e8667 = l_mut_441_;
                                        uint l_4621_ = (_e8667 & 65535u);
                                        uint _e8670 = l_mut_441_;
                                        uint l_4622_ = (_e8670 >> 16u);
                                        uint l_4623_ = (l_4622_ & 65535u);
                                        uint l_4624_ = (l_2429_ & 65535u);
                                        uint l_4625_ = (l_2429_ >> 16u);
                                        uint l_4626_ = (l_4625_ & 65535u);
                                        uint l_4627_ = (l_4621_ * l_4624_);
                                        uint l_4628_ = (l_4623_ * l_4624_);
                                        uint l_4629_ = (l_4621_ * l_4626_);
                                        uint l_4630_ = (l_4623_ * l_4626_);
                                        uint l_4631_ = (l_4627_ >> 16u);
                                        uint l_4632_ = (l_4631_ & 65535u);
                                        uint l_4633_ = (l_4628_ & 65535u);
                                        uint l_4634_ = (l_4632_ + l_4633_);
                                        uint l_4635_ = (l_4629_ & 65535u);
                                        uint l_4636_ = (l_4634_ + l_4635_);
                                        uint l_4637_ = (l_4628_ >> 16u);
                                        uint l_4638_ = (l_4637_ & 65535u);
                                        uint l_4639_ = (l_4630_ + l_4638_);
                                        uint l_4640_ = (l_4629_ >> 16u);
                                        uint l_4641_ = (l_4640_ & 65535u);
                                        uint l_4642_ = (l_4639_ + l_4641_);
                                        uint l_4643_ = (l_4636_ >> 16u);
                                        uint l_4644_ = (l_4643_ & 65535u);
                                        uint l_2441_ = (l_4642_ + l_4644_);
                                        bool l_2442_ = (l_2440_ < l_2438_);
                                        uint l_2443_ = uint(l_2442_);
                                        uint l_2444_ = (l_2441_ + l_2443_);
                                        uint l_2445_ = (l_9_ % 32u);
                                        l_mut_440_ = l_2437_;
                                        bool l_2446_ = (l_2445_ > 0u);
                                        if (l_2446_) {
                                            uint l_2447_ = (l_2437_ >> l_2445_);
                                            uint l_2448_ = (32u - l_2445_);
                                            uint l_2449_ = (l_2440_ << l_2448_);
                                            uint l_2450_ = (l_2447_ | l_2449_);
                                            l_mut_440_ = l_2450_;
                                        }
                                        l_mut_439_ = l_2440_;
                                        bool l_2451_ = (l_2445_ > 0u);
                                        if (l_2451_) {
                                            uint l_2452_ = (l_2440_ >> l_2445_);
                                            uint l_2453_ = (32u - l_2445_);
                                            uint l_2454_ = (l_2444_ << l_2453_);
                                            uint l_2455_ = (l_2452_ | l_2454_);
                                            l_mut_439_ = l_2455_;
                                        }
                                        uint _e8729 = l_mut_440_;
                                        l_mut_428_ = _e8729;
                                        uint _e8730 = l_mut_439_;
                                        l_mut_440_ = _e8730;
                                        bool l_2456_ = (l_9_ >= 64u);
                                        if (l_2456_) {
                                            l_mut_428_ = l_2444_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2457_ = (l_9_ >= 32u);
                                            if (l_2457_) {
                                                l_mut_439_ = l_2440_;
                                                bool l_2458_ = (l_2445_ > 0u);
                                                if (l_2458_) {
                                                    uint l_2459_ = (l_2440_ >> l_2445_);
                                                    uint l_2460_ = (32u - l_2445_);
                                                    uint l_2461_ = (l_2444_ << l_2460_);
                                                    uint l_2462_ = (l_2459_ | l_2461_);
                                                    l_mut_439_ = l_2462_;
                                                }
                                                uint l_2463_ = (l_2444_ >> l_2445_);
                                                uint _e8744 = l_mut_439_;
                                                l_mut_428_ = _e8744;
                                                l_mut_440_ = l_2463_;
                                            }
                                        }
                                        uint _e8745 = l_mut_428_;
                                        l_mut_444_ = _e8745;
                                        uint _e8746 = l_mut_440_;
                                        l_mut_441_ = _e8746;
                                        if (l_2431_) {
                                            uint _e8748 = l_mut_444_;
                                            uint l_2464_ = (0u - _e8748);
                                            uint _e8751 = l_mut_441_;
                                            uint l_2465_ = (0u - _e8751);
                                            uint _e8754 = l_mut_444_;
                                            bool l_2466_ = (0u < _e8754);
                                            uint l_2467_ = uint(l_2466_);
                                            uint l_2468_ = (l_2465_ - l_2467_);
                                            l_mut_444_ = l_2464_;
                                            l_mut_441_ = l_2468_;
                                        }
                                        uint _e8758 = l_mut_444_;
                                        l_mut_1617_ = _e8758;
                                        uint _e8759 = l_mut_441_;
                                        l_mut_445_ = _e8759;
                                    } else {
                                        uint l_2469_ = (l_72_ >> 31u);
                                        bool l_2470_ = (l_2469_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2470_) {
                                            uint l_2471_ = (0u - l_69_);
                                            uint l_2472_ = (0u - l_72_);
                                            bool l_2473_ = (0u < l_69_);
                                            uint l_2474_ = uint(l_2473_);
                                            uint l_2475_ = (l_2472_ - l_2474_);
                                            l_mut_444_ = l_2471_;
                                            l_mut_441_ = l_2475_;
                                        }
                                        uint _e8772 = l_mut_444_;
                                        uint _e8773 = l_mut_2418_;
                                        uint l_2476_ = (_e8772 * _e8773);
                                        uint _e8775 = l_mut_441_;
                                        uint _e8776 = l_mut_2418_;
                                        uint l_2477_ = (_e8775 * _e8776);
                                        uint _e8778 = l_mut_444_;
                                        uint l_4646_ = (_e8778 & 65535u);
                                        uint _e8781 = l_mut_444_;
                                        uint l_4647_ = (_e8781 >> 16u);
                                        uint l_4648_ = (l_4647_ & 65535u);
                                        uint _e8786 = l_mut_2418_;
                                        uint l_4649_ = (_e8786 & 65535u);
                                        uint _e8789 = l_mut_2418_;
                                        uint l_4650_ = (_e8789 >> 16u);
                                        uint l_4651_ = (l_4650_ & 65535u);
                                        uint l_4652_ = (l_4646_ * l_4649_);
                                        uint l_4653_ = (l_4648_ * l_4649_);
                                        uint l_4654_ = (l_4646_ * l_4651_);
                                        uint l_4655_ = (l_4648_ * l_4651_);
                                        uint l_4656_ = (l_4652_ >> 16u);
                                        uint l_4657_ = (l_4656_ & 65535u);
                                        uint l_4658_ = (l_4653_ & 65535u);
                                        uint l_4659_ = (l_4657_ + l_4658_);
                                        uint l_4660_ = (l_4654_ & 65535u);
                                        uint l_4661_ = (l_4659_ + l_4660_);
                                        uint l_4662_ = (l_4653_ >> 16u);
                                        uint l_4663_ = (l_4662_ & 65535u);
                                        uint l_4664_ = (l_4655_ + l_4663_);
                                        uint l_4665_ = (l_4654_ >> 16u);
                                        uint l_4666_ = (l_4665_ & 65535u);
                                        uint l_4667_ = (l_4664_ + l_4666_);
                                        uint l_4668_ = (l_4661_ >> 16u);
                                        uint l_4669_ = (l_4668_ & 65535u);
                                        uint l_2478_ = (l_4667_ + l_4669_);
                                        uint l_2479_ = (l_2478_ + l_2477_);
                                        uint _e8824 = l_mut_441_;
                                        uint l_4671_ = (_e8824 & 65535u);
                                        uint _e8827 = l_mut_441_;
                                        uint l_4672_ = (_e8827 >> 16u);
                                        uint l_4673_ = (l_4672_ & 65535u);
                                        uint _e8832 = l_mut_2418_;
                                        uint l_4674_ = (_e8832 & 65535u);
                                        uint _e8835 = l_mut_2418_;
                                        uint l_4675_ = (_e8835 >> 16u);
                                        uint l_4676_ = (l_4675_ & 65535u);
                                        uint l_4677_ = (l_4671_ * l_4674_);
                                        uint l_4678_ = (l_4673_ * l_4674_);
                                        uint l_4679_ = (l_4671_ * l_4676_);
                                        uint l_4680_ = (l_4673_ * l_4676_);
                                        uint l_4681_ = (l_4677_ >> 16u);
                                        uint l_4682_ = (l_4681_ & 65535u);
                                        uint l_4683_ = (l_4678_ & 65535u);
                                        uint l_4684_ = (l_4682_ + l_4683_);
                                        uint l_4685_ = (l_4679_ & 65535u);
                                        uint l_4686_ = (l_4684_ + l_4685_);
                                        uint l_4687_ = (l_4678_ >> 16u);
                                        uint l_4688_ = (l_4687_ & 65535u);
                                        uint l_4689_ = (l_4680_ + l_4688_);
                                        uint l_4690_ = (l_4679_ >> 16u);
                                        uint l_4691_ = (l_4690_ & 65535u);
                                        uint l_4692_ = (l_4689_ + l_4691_);
                                        uint l_4693_ = (l_4686_ >> 16u);
                                        uint l_4694_ = (l_4693_ & 65535u);
                                        uint l_2480_ = (l_4692_ + l_4694_);
                                        bool l_2481_ = (l_2479_ < l_2477_);
                                        uint l_2482_ = uint(l_2481_);
                                        uint l_2483_ = (l_2480_ + l_2482_);
                                        l_mut_440_ = l_2476_;
                                        bool l_2485_ = (0u > 0u);
                                        if (l_2485_) {
                                            uint l_2486_ = (l_2476_ >> 0u);
                                            uint l_2487_ = (32u - 0u);
                                            uint l_2488_ = (l_2479_ << l_2487_);
                                            uint l_2489_ = (l_2486_ | l_2488_);
                                            l_mut_440_ = l_2489_;
                                        }
                                        l_mut_439_ = l_2479_;
                                        bool l_2490_ = (0u > 0u);
                                        if (l_2490_) {
                                            uint l_2491_ = (l_2479_ >> 0u);
                                            uint l_2492_ = (32u - 0u);
                                            uint l_2493_ = (l_2483_ << l_2492_);
                                            uint l_2494_ = (l_2491_ | l_2493_);
                                            l_mut_439_ = l_2494_;
                                        }
                                        uint _e8887 = l_mut_440_;
                                        l_mut_428_ = _e8887;
                                        uint _e8888 = l_mut_439_;
                                        l_mut_440_ = _e8888;
                                        if (false) {
                                            l_mut_428_ = l_2483_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2479_;
                                                bool l_2497_ = (0u > 0u);
                                                if (l_2497_) {
                                                    uint l_2498_ = (l_2479_ >> 0u);
                                                    uint l_2499_ = (32u - 0u);
                                                    uint l_2500_ = (l_2483_ << l_2499_);
                                                    uint l_2501_ = (l_2498_ | l_2500_);
                                                    l_mut_439_ = l_2501_;
                                                }
                                                uint l_2502_ = (l_2483_ >> 0u);
                                                uint _e8900 = l_mut_439_;
                                                l_mut_428_ = _e8900;
                                                l_mut_440_ = l_2502_;
                                            }
                                        }
                                        uint _e8901 = l_mut_444_;
                                        uint _e8902 = l_mut_2418_;
                                        uint l_2503_ = (_e8901 * _e8902);
                                        uint _e8904 = l_mut_441_;
                                        uint _e8905 = l_mut_2418_;
                                        uint l_2504_ = (_e8904 * _e8905);
                                        uint _e8907 = l_mut_444_;
                                        uint l_4696_ = (_e8907 & 65535u);
                                        uint _e8910 = l_mut_444_;
                                        uint l_4697_ = (_e8910 >> 16u);
                                        uint l_4698_ = (l_4697_ & 65535u);
                                        uint _e8915 = l_mut_2418_;
                                        uint l_4699_ = (_e8915 & 65535u);
                                        uint _e8918 = l_mut_2418_;
                                        uint l_4700_ = (_e8918 >> 16u);
                                        uint l_4701_ = (l_4700_ & 65535u);
                                        uint l_4702_ = (l_4696_ * l_4699_);
                                        uint l_4703_ = (l_4698_ * l_4699_);
                                        uint l_4704_ = (l_4696_ * l_4701_);
                                        uint l_4705_ = (l_4698_ * l_4701_);
                                        uint l_4706_ = (l_4702_ >> 16u);
                                        uint l_4707_ = (l_4706_ & 65535u);
                                        uint l_4708_ = (l_4703_ & 65535u);
                                        uint l_4709_ = (l_4707_ + l_4708_);
                                        uint l_4710_ = (l_4704_ & 65535u);
                                        uint l_4711_ = (l_4709_ + l_4710_);
                                        uint l_4712_ = (l_4703_ >> 16u);
                                        uint l_4713_ = (l_4712_ & 65535u);
                                        uint l_4714_ = (l_4705_ + l_4713_);
                                        uint l_4715_ = (l_4704_ >> 16u);
                                        uint l_4716_ = (l_4715_ & 65535u);
                                        uint l_4717_ = (l_4714_ + l_4716_);
                                        uint l_4718_ = (l_4711_ >> 16u);
                                        uint l_4719_ = (l_4718_ & 65535u);
                                        uint l_2505_ = (l_4717_ + l_4719_);
                                        uint l_2506_ = (l_2505_ + l_2504_);
                                        uint _e8953 = l_mut_441_;
                                        uint l_4721_ = (_e8953 & 65535u);
                                        uint _e8956 = l_mut_441_;
                                        uint l_4722_ = (_e8956 >> 16u);
                                        uint l_4723_ = (l_4722_ & 65535u);
                                        uint _e8961 = l_mut_2418_;
                                        uint l_4724_ = (_e8961 & 65535u);
                                        uint _e8964 = l_mut_2418_;
                                        uint l_4725_ = (_e8964 >> 16u);
                                        uint l_4726_ = (l_4725_ & 65535u);
                                        uint l_4727_ = (l_4721_ * l_4724_);
                                        uint l_4728_ = (l_4723_ * l_4724_);
                                        uint l_4729_ = (l_4721_ * l_4726_);
                                        uint l_4730_ = (l_4723_ * l_4726_);
                                        uint l_4731_ = (l_4727_ >> 16u);
                                        uint l_4732_ = (l_4731_ & 65535u);
                                        uint l_4733_ = (l_4728_ & 65535u);
                                        uint l_4734_ = (l_4732_ + l_4733_);
                                        uint l_4735_ = (l_4729_ & 65535u);
                                        uint l_4736_ = (l_4734_ + l_4735_);
                                        uint l_4737_ = (l_4728_ >> 16u);
                                        uint l_4738_ = (l_4737_ & 65535u);
                                        uint l_4739_ = (l_4730_ + l_4738_);
                                        uint l_4740_ = (l_4729_ >> 16u);
                                        uint l_4741_ = (l_4740_ & 65535u);
                                        uint l_4742_ = (l_4739_ + l_4741_);
                                        uint l_4743_ = (l_4736_ >> 16u);
                                        uint l_4744_ = (l_4743_ & 65535u);
                                        uint l_2507_ = (l_4742_ + l_4744_);
                                        bool l_2508_ = (l_2506_ < l_2504_);
                                        uint l_2509_ = uint(l_2508_);
                                        uint l_2510_ = (l_2507_ + l_2509_);
                                        l_mut_439_ = l_2503_;
                                        bool l_2512_ = (0u > 0u);
                                        if (l_2512_) {
                                            uint l_2513_ = (l_2503_ >> 0u);
                                            uint l_2514_ = (32u - 0u);
                                            uint l_2515_ = (l_2506_ << l_2514_);
                                            uint l_2516_ = (l_2513_ | l_2515_);
                                            l_mut_439_ = l_2516_;
                                        }
                                        l_mut_421_ = l_2506_;
                                        bool l_2517_ = (0u > 0u);
                                        if (l_2517_) {
                                            uint l_2518_ = (l_2506_ >> 0u);
                                            uint l_2519_ = (32u - 0u);
                                            uint l_2520_ = (l_2510_ << l_2519_);
                                            uint l_2521_ = (l_2518_ | l_2520_);
                                            l_mut_421_ = l_2521_;
                                        }
                                        uint _e9016 = l_mut_439_;
                                        l_mut_394_ = _e9016;
                                        uint _e9017 = l_mut_421_;
                                        l_mut_439_ = _e9017;
                                        if (true) {
                                            l_mut_394_ = l_2510_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2506_;
                                                bool l_2524_ = (0u > 0u);
                                                if (l_2524_) {
                                                    uint l_2525_ = (l_2506_ >> 0u);
                                                    uint l_2526_ = (32u - 0u);
                                                    uint l_2527_ = (l_2510_ << l_2526_);
                                                    uint l_2528_ = (l_2525_ | l_2527_);
                                                    l_mut_421_ = l_2528_;
                                                }
                                                uint l_2529_ = (l_2510_ >> 0u);
                                                uint _e9029 = l_mut_421_;
                                                l_mut_394_ = _e9029;
                                                l_mut_439_ = l_2529_;
                                            }
                                        }
                                        uint _e9030 = l_mut_428_;
                                        uint _e9031 = l_mut_2418_;
                                        uint l_2530_ = (_e9030 * _e9031);
                                        uint _e9033 = l_mut_440_;
                                        uint _e9034 = l_mut_2418_;
                                        uint l_2531_ = (_e9033 * _e9034);
                                        uint _e9036 = l_mut_428_;
                                        uint l_4746_ = (_e9036 & 65535u);
                                        uint _e9039 = l_mut_428_;
                                        uint l_4747_ = (_e9039 >> 16u);
                                        uint l_4748_ = (l_4747_ & 65535u);
                                        uint _e9044 = l_mut_2418_;
                                        uint l_4749_ = (_e9044 & 65535u);
                                        uint _e9047 = l_mut_2418_;
                                        uint l_4750_ = (_e9047 >> 16u);
                                        uint l_4751_ = (l_4750_ & 65535u);
                                        uint l_4752_ = (l_4746_ * l_4749_);
                                        uint l_4753_ = (l_4748_ * l_4749_);
                                        uint l_4754_ = (l_4746_ * l_4751_);
                                        uint l_4755_ = (l_4748_ * l_4751_);
                                        uint l_4756_ = (l_4752_ >> 16u);
                                        uint l_4757_ = (l_4756_ & 65535u);
                                        uint l_4758_ = (l_4753_ & 65535u);
                                        uint l_4759_ = (l_4757_ + l_4758_);
                                        uint l_4760_ = (l_4754_ & 65535u);
                                        uint l_4761_ = (l_4759_ + l_4760_);
                                        uint l_4762_ = (l_4753_ >> 16u);
                                        uint l_4763_ = (l_4762_ & 65535u);
                                        uint l_4764_ = (l_4755_ + l_4763_);
                                        uint l_4765_ = (l_4754_ >> 16u);
                                        uint l_4766_ = (l_4765_ & 65535u);
                                        uint l_4767_ = (l_4764_ + l_4766_);
                                        uint l_4768_ = (l_4761_ >> 16u);
                                        uint l_4769_ = (l_4768_ & 65535u);
                                        uint l_2532_ = (l_4767_ + l_4769_);
                                        uint l_2533_ = (l_2532_ + l_2531_);
                                        uint _e9082 = l_mut_440_;
                                        uint l_4771_ = (_e9082 & 65535u);
                                        uint _e9085 = l_mut_440_;
                                        uint l_4772_ = (_e9085 >> 16u);
                                        uint l_4773_ = (l_4772_ & 65535u);
                                        uint _e9090 = l_mut_2418_;
                                        uint l_4774_ = (_e9090 & 65535u);
                                        uint _e9093 = l_mut_2418_;
                                        uint l_4775_ = (_e9093 >> 16u);
                                        uint l_4776_ = (l_4775_ & 65535u);
                                        uint l_4777_ = (l_4771_ * l_4774_);
                                        uint l_4778_ = (l_4773_ * l_4774_);
                                        uint l_4779_ = (l_4771_ * l_4776_);
                                        uint l_4780_ = (l_4773_ * l_4776_);
                                        uint l_4781_ = (l_4777_ >> 16u);
                                        uint l_4782_ = (l_4781_ & 65535u);
                                        uint l_4783_ = (l_4778_ & 65535u);
                                        uint l_4784_ = (l_4782_ + l_4783_);
                                        uint l_4785_ = (l_4779_ & 65535u);
                                        uint l_4786_ = (l_4784_ + l_4785_);
                                        uint l_4787_ = (l_4778_ >> 16u);
                                        uint l_4788_ = (l_4787_ & 65535u);
                                        uint l_4789_ = (l_4780_ + l_4788_);
                                        uint l_4790_ = (l_4779_ >> 16u);
                                        uint l_4791_ = (l_4790_ & 65535u);
                                        uint l_4792_ = (l_4789_ + l_4791_);
                                        uint l_4793_ = (l_4786_ >> 16u);
                                        uint l_4794_ = (l_4793_ & 65535u);
                                        uint l_2534_ = (l_4792_ + l_4794_);
                                        bool l_2535_ = (l_2533_ < l_2531_);
                                        uint l_2536_ = uint(l_2535_);
                                        uint l_2537_ = (l_2534_ + l_2536_);
                                        l_mut_444_ = l_2530_;
                                        bool l_2539_ = (0u > 0u);
                                        if (l_2539_) {
                                            uint l_2540_ = (l_2530_ >> 0u);
                                            uint l_2541_ = (32u - 0u);
                                            uint l_2542_ = (l_2533_ << l_2541_);
                                            uint l_2543_ = (l_2540_ | l_2542_);
                                            l_mut_444_ = l_2543_;
                                        }
                                        l_mut_441_ = l_2533_;
                                        bool l_2544_ = (0u > 0u);
                                        if (l_2544_) {
                                            uint l_2545_ = (l_2533_ >> 0u);
                                            uint l_2546_ = (32u - 0u);
                                            uint l_2547_ = (l_2537_ << l_2546_);
                                            uint l_2548_ = (l_2545_ | l_2547_);
                                            l_mut_441_ = l_2548_;
                                        }
                                        uint _e9145 = l_mut_444_;
                                        l_mut_421_ = _e9145;
                                        uint _e9146 = l_mut_441_;
                                        l_mut_444_ = _e9146;
                                        if (false) {
                                            l_mut_421_ = l_2537_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2533_;
                                                bool l_2551_ = (0u > 0u);
                                                if (l_2551_) {
                                                    uint l_2552_ = (l_2533_ >> 0u);
                                                    uint l_2553_ = (32u - 0u);
                                                    uint l_2554_ = (l_2537_ << l_2553_);
                                                    uint l_2555_ = (l_2552_ | l_2554_);
                                                    l_mut_441_ = l_2555_;
                                                }
                                                uint l_2556_ = (l_2537_ >> 0u);
                                                uint _e9158 = l_mut_441_;
                                                l_mut_421_ = _e9158;
                                                l_mut_444_ = l_2556_;
                                            }
                                        }
                                        uint _e9159 = l_mut_428_;
                                        uint _e9160 = l_mut_2418_;
                                        uint l_2557_ = (_e9159 * _e9160);
                                        uint _e9162 = l_mut_440_;
                                        uint _e9163 = l_mut_2418_;
                                        uint l_2558_ = (_e9162 * _e9163);
                                        uint _e9165 = l_mut_428_;
                                        uint l_4796_ = (_e9165 & 65535u);
                                        uint _e9168 = l_mut_428_;
                                        uint l_4797_ = (_e9168 >> 16u);
                                        uint l_4798_ = (l_4797_ & 65535u);
                                        uint _e9173 = l_mut_2418_;
                                        uint l_4799_ = (_e9173 & 65535u);
                                        uint _e9176 = l_mut_2418_;
                                        uint l_4800_ = (_e9176 >> 16u);
                                        uint l_4801_ = (l_4800_ & 65535u);
                                        uint l_4802_ = (l_4796_ * l_4799_);
                                        uint l_4803_ = (l_4798_ * l_4799_);
                                        uint l_4804_ = (l_4796_ * l_4801_);
                                        uint l_4805_ = (l_4798_ * l_4801_);
                                        uint l_4806_ = (l_4802_ >> 16u);
                                        uint l_4807_ = (l_4806_ & 65535u);
                                        uint l_4808_ = (l_4803_ & 65535u);
                                        uint l_4809_ = (l_4807_ + l_4808_);
                                        uint l_4810_ = (l_4804_ & 65535u);
                                        uint l_4811_ = (l_4809_ + l_4810_);
                                        uint l_4812_ = (l_4803_ >> 16u);
                                        uint l_4813_ = (l_4812_ & 65535u);
                                        uint l_4814_ = (l_4805_ + l_4813_);
                                        uint l_4815_ = (l_4804_ >> 16u);
                                        uint l_4816_ = (l_4815_ & 65535u);
                                        uint l_4817_ = (l_4814_ + l_4816_);
                                        uint l_4818_ = (l_4811_ >> 16u);
                                        uint l_4819_ = (l_4818_ & 65535u);
                                        uint l_2559_ = (l_4817_ + l_4819_);
                                        uint l_2560_ = (l_2559_ + l_2558_);
                                        uint _e9211 = l_mut_440_;
                                        uint l_4821_ = (_e9211 & 65535u);
                                        uint _e9214 = l_mut_440_;
                                        uint l_4822_ = (_e9214 >> 16u);
                                        uint l_4823_ = (l_4822_ & 65535u);
                                        uint _e9219 = l_mut_2418_;
                                        uint l_4824_ = (_e9219 & 65535u);
                                        uint _e9222 = l_mut_2418_;
                                        uint l_4825_ = (_e9222 >> 16u);
                                        uint l_4826_ = (l_4825_ & 65535u);
                                        uint l_4827_ = (l_4821_ * l_4824_);
                                        uint l_4828_ = (l_4823_ * l_4824_);
                                        uint l_4829_ = (l_4821_ * l_4826_);
                                        uint l_4830_ = (l_4823_ * l_4826_);
                                        uint l_4831_ = (l_4827_ >> 16u);
                                        uint l_4832_ = (l_4831_ & 65535u);
                                        uint l_4833_ = (l_4828_ & 65535u);
                                        uint l_4834_ = (l_4832_ + l_4833_);
                                        uint l_4835_ = (l_4829_ & 65535u);
                                        uint l_4836_ = (l_4834_ + l_4835_);
                                        uint l_4837_ = (l_4828_ >> 16u);
                                        uint l_4838_ = (l_4837_ & 65535u);
                                        uint l_4839_ = (l_4830_ + l_4838_);
                                        uint l_4840_ = (l_4829_ >> 16u);
                                        uint l_4841_ = (l_4840_ & 65535u);
                                        uint l_4842_ = (l_4839_ + l_4841_);
                                        uint l_4843_ = (l_4836_ >> 16u);
                                        uint l_4844_ = (l_4843_ & 65535u);
                                        uint l_2561_ = (l_4842_ + l_4844_);
                                        bool l_2562_ = (l_2560_ < l_2558_);
                                        uint l_2563_ = uint(l_2562_);
                                        uint l_2564_ = (l_2561_ + l_2563_);
                                        l_mut_441_ = l_2557_;
                                        bool l_2566_ = (0u > 0u);
                                        if (l_2566_) {
                                            uint l_2567_ = (l_2557_ >> 0u);
                                            uint l_2568_ = (32u - 0u);
                                            uint l_2569_ = (l_2560_ << l_2568_);
                                            uint l_2570_ = (l_2567_ | l_2569_);
                                            l_mut_441_ = l_2570_;
                                        }
                                        l_mut_388_ = l_2560_;
                                        bool l_2571_ = (0u > 0u);
                                        if (l_2571_) {
                                            uint l_2572_ = (l_2560_ >> 0u);
                                            uint l_2573_ = (32u - 0u);
                                            uint l_2574_ = (l_2564_ << l_2573_);
                                            uint l_2575_ = (l_2572_ | l_2574_);
                                            l_mut_388_ = l_2575_;
                                        }
                                        uint _e9274 = l_mut_441_;
                                        l_mut_382_ = _e9274;
                                        uint _e9275 = l_mut_388_;
                                        l_mut_441_ = _e9275;
                                        if (true) {
                                            l_mut_382_ = l_2564_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2560_;
                                                bool l_2578_ = (0u > 0u);
                                                if (l_2578_) {
                                                    uint l_2579_ = (l_2560_ >> 0u);
                                                    uint l_2580_ = (32u - 0u);
                                                    uint l_2581_ = (l_2564_ << l_2580_);
                                                    uint l_2582_ = (l_2579_ | l_2581_);
                                                    l_mut_388_ = l_2582_;
                                                }
                                                uint l_2583_ = (l_2564_ >> 0u);
                                                uint _e9287 = l_mut_388_;
                                                l_mut_382_ = _e9287;
                                                l_mut_441_ = l_2583_;
                                            }
                                        }
                                        uint _e9288 = l_mut_394_;
                                        uint _e9289 = l_mut_2418_;
                                        uint l_2584_ = (_e9288 * _e9289);
                                        uint _e9291 = l_mut_394_;
                                        uint l_4846_ = (_e9291 & 65535u);
                                        uint _e9294 = l_mut_394_;
                                        uint l_4847_ = (_e9294 >> 16u);
                                        uint l_4848_ = (l_4847_ & 65535u);
                                        uint _e9299 = l_mut_2418_;
                                        uint l_4849_ = (_e9299 & 65535u);
                                        uint _e9302 = l_mut_2418_;
                                        uint l_4850_ = (_e9302 >> 16u);
                                        uint l_4851_ = (l_4850_ & 65535u);
                                        uint l_4852_ = (l_4846_ * l_4849_);
                                        uint l_4853_ = (l_4848_ * l_4849_);
                                        uint l_4854_ = (l_4846_ * l_4851_);
                                        uint l_4855_ = (l_4848_ * l_4851_);
                                        uint l_4856_ = (l_4852_ >> 16u);
                                        uint l_4857_ = (l_4856_ & 65535u);
                                        uint l_4858_ = (l_4853_ & 65535u);
                                        uint l_4859_ = (l_4857_ + l_4858_);
                                        uint l_4860_ = (l_4854_ & 65535u);
                                        uint l_4861_ = (l_4859_ + l_4860_);
                                        uint l_4862_ = (l_4853_ >> 16u);
                                        uint l_4863_ = (l_4862_ & 65535u);
                                        uint l_4864_ = (l_4855_ + l_4863_);
                                        uint l_4865_ = (l_4854_ >> 16u);
                                        uint l_4866_ = (l_4865_ & 65535u);
                                        uint l_4867_ = (l_4864_ + l_4866_);
                                        uint l_4868_ = (l_4861_ >> 16u);
                                        uint l_4869_ = (l_4868_ & 65535u);
                                        uint l_2585_ = (l_4867_ + l_4869_);
                                        uint _e9336 = l_mut_439_;
                                        uint _e9337 = l_mut_2418_;
                                        uint l_2586_ = (_e9336 * _e9337);
                                        uint l_2587_ = (l_2585_ + l_2586_);
                                        uint _e9340 = l_mut_382_;
                                        uint l_2588_ = (_e9340 + l_2584_);
                                        uint _e9342 = l_mut_441_;
                                        uint l_2589_ = (_e9342 + l_2587_);
                                        uint _e9344 = l_mut_382_;
                                        bool l_2590_ = (l_2588_ < _e9344);
                                        uint l_2591_ = uint(l_2590_);
                                        uint l_2592_ = (l_2589_ + l_2591_);
                                        uint _e9348 = l_mut_421_;
                                        l_mut_1617_ = _e9348;
                                        uint _e9349 = l_mut_444_;
                                        l_mut_445_ = _e9349;
                                        bool l_2593_ = (l_9_ == 64u);
                                        if (l_2593_) {
                                            l_mut_1617_ = l_2588_;
                                            l_mut_445_ = l_2592_;
                                        } else {
                                            bool l_2594_ = (l_9_ > 0u);
                                            if (l_2594_) {
                                                uint l_2595_ = (64u - l_9_);
                                                l_mut_441_ = l_2588_;
                                                l_mut_440_ = l_2592_;
                                                bool l_2596_ = (l_2595_ >= 32u);
                                                if (l_2596_) {
                                                    uint l_2597_ = (l_2595_ & 31u);
                                                    uint l_2598_ = (l_2588_ << l_2597_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2598_;
                                                } else {
                                                    bool l_2599_ = (l_2595_ > 0u);
                                                    if (l_2599_) {
                                                        uint l_2600_ = (l_2588_ << l_2595_);
                                                        uint l_2601_ = (l_2592_ << l_2595_);
                                                        uint l_2602_ = (32u - l_2595_);
                                                        uint l_2603_ = (l_2588_ >> l_2602_);
                                                        uint l_2604_ = (l_2601_ | l_2603_);
                                                        l_mut_441_ = l_2600_;
                                                        l_mut_440_ = l_2604_;
                                                    }
                                                }
                                                uint _e9370 = l_mut_421_;
                                                l_mut_439_ = _e9370;
                                                uint _e9371 = l_mut_444_;
                                                l_mut_428_ = _e9371;
                                                bool l_2605_ = (l_9_ >= 32u);
                                                if (l_2605_) {
                                                    uint l_2606_ = (l_9_ & 31u);
                                                    uint _e9376 = l_mut_444_;
                                                    uint l_2607_ = (_e9376 >> l_2606_);
                                                    l_mut_439_ = l_2607_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2608_ = (l_9_ > 0u);
                                                    if (l_2608_) {
                                                        uint _e9381 = l_mut_421_;
                                                        l_mut_394_ = _e9381;
                                                        bool l_2609_ = (l_9_ > 0u);
                                                        if (l_2609_) {
                                                            uint _e9384 = l_mut_421_;
                                                            uint l_2610_ = (_e9384 >> l_9_);
                                                            uint l_2611_ = (32u - l_9_);
                                                            uint _e9388 = l_mut_444_;
                                                            uint l_2612_ = (_e9388 << l_2611_);
                                                            uint l_2613_ = (l_2610_ | l_2612_);
                                                            l_mut_394_ = l_2613_;
                                                        }
                                                        uint _e9391 = l_mut_444_;
                                                        uint l_2614_ = (_e9391 >> l_9_);
                                                        uint _e9393 = l_mut_394_;
                                                        l_mut_439_ = _e9393;
                                                        l_mut_428_ = l_2614_;
                                                    }
                                                }
                                                uint _e9394 = l_mut_441_;
                                                uint _e9395 = l_mut_439_;
                                                uint l_2615_ = (_e9394 + _e9395);
                                                uint _e9397 = l_mut_440_;
                                                uint _e9398 = l_mut_428_;
                                                uint l_2616_ = (_e9397 + _e9398);
                                                uint _e9400 = l_mut_441_;
                                                bool l_2617_ = (l_2615_ < _e9400);
                                                uint l_2618_ = uint(l_2617_);
                                                uint l_2619_ = (l_2616_ + l_2618_);
                                                l_mut_1617_ = l_2615_;
                                                l_mut_445_ = l_2619_;
                                            }
                                        }
                                        if (l_2470_) {
                                            uint _e9405 = l_mut_1617_;
                                            uint l_2620_ = (0u - _e9405);
                                            uint _e9408 = l_mut_445_;
                                            uint l_2621_ = (0u - _e9408);
                                            uint _e9411 = l_mut_1617_;
                                            bool l_2622_ = (0u < _e9411);
                                            uint l_2623_ = uint(l_2622_);
                                            uint l_2624_ = (l_2621_ - l_2623_);
                                            l_mut_1617_ = l_2620_;
                                            l_mut_445_ = l_2624_;
                                        }
                                    }
                                    uint _e9415 = l_mut_1617_;
                                    uint l_2625_ = (l_2423_ + _e9415);
                                    uint _e9417 = l_mut_445_;
                                    uint l_2626_ = (l_2427_ + _e9417);
                                    bool l_2627_ = (l_2625_ < l_2423_);
                                    uint l_2628_ = uint(l_2627_);
                                    uint l_2629_ = (l_2626_ + l_2628_);
                                    uint l_2630_ = (0u - l_2625_);
                                    uint l_2631_ = (0u - l_2629_);
                                    bool l_2632_ = (0u < l_2625_);
                                    uint l_2633_ = uint(l_2632_);
                                    uint l_2634_ = (l_2631_ - l_2633_);
                                    l_mut_1617_ = l_2630_;
                                    l_mut_445_ = l_2634_;
                                    uint _e9430 = l_mut_445_;
                                    bool l_2635_ = (l_2629_ < _e9430);
                                    uint _e9432 = l_mut_445_;
                                    bool l_2636_ = (l_2629_ == _e9432);
                                    uint _e9434 = l_mut_1617_;
                                    bool l_2637_ = (l_2625_ < _e9434);
                                    if (l_2636_) {
                                        local_167 = l_2637_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2638_ = local_167;
                                    if (!(l_2635_)) {
                                        local_168 = l_2638_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2639_ = local_168;
                                    if (l_2639_) {
                                        l_mut_1617_ = l_2625_;
                                        l_mut_445_ = l_2629_;
                                    }
                                    uint _e9445 = l_mut_445_;
                                    bool l_2640_ = (_e9445 < l_27_);
                                    uint _e9447 = l_mut_445_;
                                    bool l_2641_ = (_e9447 == l_27_);
                                    uint _e9449 = l_mut_1617_;
                                    bool l_2642_ = (_e9449 < l_24_);
                                    if (l_2641_) {
                                        local_169 = l_2642_;
                                    } else {
                                        local_169 = false;
                                    }
                                    bool l_2643_ = local_169;
                                    if (!(l_2640_)) {
                                        local_170 = l_2643_;
                                    } else {
                                        local_170 = true;
                                    }
                                    bool l_2644_ = local_170;
                                    if (l_2644_) {
                                        uint _e9460 = l_mut_1618_;
                                        uint l_2645_ = (_e9460 * 2u);
                                        uint l_2646_ = (l_2645_ + 1u);
                                        uint l_2647_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2648_ = (l_2646_ < l_2647_);
                                        if (l_2648_) {
                                            uint l_4871_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4872_ = (l_4871_ * 1u);
                                            bool l_4873_ = (l_2645_ < l_4872_);
                                            if (l_4873_) {
                                                _group_0_binding_4_cs[l_2645_] = id;
                                            }
                                            uint l_2649_ = (l_2645_ + 1u);
                                            uint l_4874_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4875_ = (l_4874_ * 1u);
                                            bool l_4876_ = (l_2649_ < l_4875_);
                                            if (l_4876_) {
                                                uint _e9490 = l_mut_2418_;
                                                _group_0_binding_4_cs[l_2649_] = _e9490;
                                            }
                                        }
                                        uint _e9491 = l_mut_1618_;
                                        l_mut_1618_ = (_e9491 + 1u);
                                    }
                                }
                            }
                            uint _e9497 = l_mut_1618_;
                            l_mut_1623_ = _e9497;
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
