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
    uint l_mut_1632_ = 0u;
    uint l_mut_1916_ = 0u;
    uint l_mut_1921_ = 0u;
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
    uint l_mut_736_ = 0u;
    uint l_mut_741_ = 0u;
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
    uint l_mut_734_ = 0u;
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
    uint l_mut_851_ = 0u;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_933_ = 0u;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    uint l_mut_1016_ = 0u;
    bool local_83 = false;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
    uint l_mut_1626_ = 0u;
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
    uint l_mut_1735_ = 0u;
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
    uint l_mut_1847_ = 0u;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    bool local_131 = false;
    bool local_132 = false;
    uint l_mut_1914_ = 0u;
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
    uint l_mut_2031_ = 0u;
    bool local_147 = false;
    bool local_148 = false;
    bool local_149 = false;
    bool local_150 = false;
    bool local_151 = false;
    bool local_152 = false;
    bool local_153 = false;
    bool local_154 = false;
    uint l_mut_2113_ = 0u;
    bool local_155 = false;
    bool local_156 = false;
    bool local_157 = false;
    bool local_158 = false;
    bool local_159 = false;
    bool local_160 = false;
    bool local_161 = false;
    bool local_162 = false;
    uint l_mut_2197_ = 0u;
    bool local_163 = false;
    bool local_164 = false;
    bool local_165 = false;
    bool local_166 = false;
    uint l_mut_2431_ = 0u;
    uint l_mut_2438_ = 0u;
    bool local_167 = false;
    bool local_168 = false;
    bool local_169 = false;
    bool local_170 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2754_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2755_ = (l_2754_ * 1u);
        uint l_2756_ = (l_2755_ - 1u);
        uint l_2757_ = min(3u, l_2756_);
        uint _e71 = atomicAdd(_group_0_binding_5_cs[l_2757_], 1u);
    }
    uint l_2670_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2671_ = (l_2670_ * 1u);
    bool l_2672_ = (0u < l_2671_);
    uint l_2673_ = (l_2671_ - 1u);
    uint l_2674_ = min(0u, l_2673_);
    uint l_2675_ = _group_0_binding_3_cs[l_2674_];
    uint l_4_ = (l_2672_ ? l_2675_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2677_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2678_ = (l_2677_ * 1u);
    bool l_2679_ = (l_6_ < l_2678_);
    uint l_2680_ = (l_2678_ - 1u);
    uint l_2681_ = min(l_6_, l_2680_);
    uint l_2682_ = _group_0_binding_3_cs[l_2681_];
    uint l_7_ = (l_2679_ ? l_2682_ : 0u);
    uint l_2684_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2685_ = (l_2684_ * 1u);
    bool l_2686_ = (2u < l_2685_);
    uint l_2687_ = (l_2685_ - 1u);
    uint l_2688_ = min(2u, l_2687_);
    uint l_2689_ = _group_0_binding_3_cs[l_2688_];
    uint l_9_ = (l_2686_ ? l_2689_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2691_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2692_ = (l_2691_ * 1u);
    bool l_2693_ = (l_11_ < l_2692_);
    uint l_2694_ = (l_2692_ - 1u);
    uint l_2695_ = min(l_11_, l_2694_);
    uint l_2696_ = _group_0_binding_3_cs[l_2695_];
    uint l_12_ = (l_2693_ ? l_2696_ : 0u);
    uint l_2698_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2699_ = (l_2698_ * 1u);
    bool l_2700_ = (4u < l_2699_);
    uint l_2701_ = (l_2699_ - 1u);
    uint l_2702_ = min(4u, l_2701_);
    uint l_2703_ = _group_0_binding_3_cs[l_2702_];
    uint l_14_ = (l_2700_ ? l_2703_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2705_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2706_ = (l_2705_ * 1u);
    bool l_2707_ = (l_16_ < l_2706_);
    uint l_2708_ = (l_2706_ - 1u);
    uint l_2709_ = min(l_16_, l_2708_);
    uint l_2710_ = _group_0_binding_3_cs[l_2709_];
    uint l_17_ = (l_2707_ ? l_2710_ : 0u);
    uint l_2712_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2713_ = (l_2712_ * 1u);
    bool l_2714_ = (6u < l_2713_);
    uint l_2715_ = (l_2713_ - 1u);
    uint l_2716_ = min(6u, l_2715_);
    uint l_2717_ = _group_0_binding_3_cs[l_2716_];
    uint l_19_ = (l_2714_ ? l_2717_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2719_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2720_ = (l_2719_ * 1u);
    bool l_2721_ = (l_21_ < l_2720_);
    uint l_2722_ = (l_2720_ - 1u);
    uint l_2723_ = min(l_21_, l_2722_);
    uint l_2724_ = _group_0_binding_3_cs[l_2723_];
    uint l_22_ = (l_2721_ ? l_2724_ : 0u);
    uint l_2726_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2727_ = (l_2726_ * 1u);
    bool l_2728_ = (8u < l_2727_);
    uint l_2729_ = (l_2727_ - 1u);
    uint l_2730_ = min(8u, l_2729_);
    uint l_2731_ = _group_0_binding_3_cs[l_2730_];
    uint l_24_ = (l_2728_ ? l_2731_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2733_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2734_ = (l_2733_ * 1u);
    bool l_2735_ = (l_26_ < l_2734_);
    uint l_2736_ = (l_2734_ - 1u);
    uint l_2737_ = min(l_26_, l_2736_);
    uint l_2738_ = _group_0_binding_3_cs[l_2737_];
    uint l_27_ = (l_2735_ ? l_2738_ : 0u);
    uint l_2740_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2741_ = (l_2740_ * 1u);
    bool l_2742_ = (10u < l_2741_);
    uint l_2743_ = (l_2741_ - 1u);
    uint l_2744_ = min(10u, l_2743_);
    uint l_2745_ = _group_0_binding_3_cs[l_2744_];
    uint l_29_ = (l_2742_ ? l_2745_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2747_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2748_ = (l_2747_ * 1u);
    bool l_2749_ = (l_31_ < l_2748_);
    uint l_2750_ = (l_2748_ - 1u);
    uint l_2751_ = min(l_31_, l_2750_);
    uint l_2752_ = _group_0_binding_3_cs[l_2751_];
    uint l_32_ = (l_2749_ ? l_2752_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2759_ = (id & 65535u);
    uint l_2760_ = (id >> 16u);
    uint l_2761_ = (l_2760_ & 65535u);
    uint l_2762_ = (l_4_ & 65535u);
    uint l_2763_ = (l_4_ >> 16u);
    uint l_2764_ = (l_2763_ & 65535u);
    uint l_2765_ = (l_2759_ * l_2762_);
    uint l_2766_ = (l_2761_ * l_2762_);
    uint l_2767_ = (l_2759_ * l_2764_);
    uint l_2768_ = (l_2761_ * l_2764_);
    uint l_2769_ = (l_2765_ >> 16u);
    uint l_2770_ = (l_2769_ & 65535u);
    uint l_2771_ = (l_2766_ & 65535u);
    uint l_2772_ = (l_2770_ + l_2771_);
    uint l_2773_ = (l_2767_ & 65535u);
    uint l_2774_ = (l_2772_ + l_2773_);
    uint l_2775_ = (l_2766_ >> 16u);
    uint l_2776_ = (l_2775_ & 65535u);
    uint l_2777_ = (l_2768_ + l_2776_);
    uint l_2778_ = (l_2767_ >> 16u);
    uint l_2779_ = (l_2778_ & 65535u);
    uint l_2780_ = (l_2777_ + l_2779_);
    uint l_2781_ = (l_2774_ >> 16u);
    uint l_2782_ = (l_2781_ & 65535u);
    uint l_37_ = (l_2780_ + l_2782_);
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
        uint l_2784_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2785_ = (l_2784_ * 1u);
        bool l_2786_ = (l_58_ < l_2785_);
        uint l_2787_ = (l_2785_ - 1u);
        uint l_2788_ = min(l_58_, l_2787_);
        uint l_2789_ = _group_0_binding_0_cs[l_2788_];
        uint l_59_ = (l_2786_ ? l_2789_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2791_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2792_ = (l_2791_ * 1u);
        bool l_2793_ = (l_61_ < l_2792_);
        uint l_2794_ = (l_2792_ - 1u);
        uint l_2795_ = min(l_61_, l_2794_);
        uint l_2796_ = _group_0_binding_0_cs[l_2795_];
        uint l_62_ = (l_2793_ ? l_2796_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2798_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2799_ = (l_2798_ * 1u);
        bool l_2800_ = (l_63_ < l_2799_);
        uint l_2801_ = (l_2799_ - 1u);
        uint l_2802_ = min(l_63_, l_2801_);
        uint l_2803_ = _group_0_binding_1_cs[l_2802_];
        uint l_64_ = (l_2800_ ? l_2803_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2805_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2806_ = (l_2805_ * 1u);
        bool l_2807_ = (l_66_ < l_2806_);
        uint l_2808_ = (l_2806_ - 1u);
        uint l_2809_ = min(l_66_, l_2808_);
        uint l_2810_ = _group_0_binding_1_cs[l_2809_];
        uint l_67_ = (l_2807_ ? l_2810_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2812_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2813_ = (l_2812_ * 1u);
        bool l_2814_ = (l_68_ < l_2813_);
        uint l_2815_ = (l_2813_ - 1u);
        uint l_2816_ = min(l_68_, l_2815_);
        uint l_2817_ = _group_0_binding_2_cs[l_2816_];
        uint l_69_ = (l_2814_ ? l_2817_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2819_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2820_ = (l_2819_ * 1u);
        bool l_2821_ = (l_71_ < l_2820_);
        uint l_2822_ = (l_2820_ - 1u);
        uint l_2823_ = min(l_71_, l_2822_);
        uint l_2824_ = _group_0_binding_2_cs[l_2823_];
        uint l_72_ = (l_2821_ ? l_2824_ : 0u);
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
        uint l_2826_ = (_e489 & 65535u);
        uint _e492 = l_mut_40_;
        uint l_2827_ = (_e492 >> 16u);
        uint l_2828_ = (l_2827_ & 65535u);
        uint l_2829_ = (l_4_ & 65535u);
        uint l_2830_ = (l_4_ >> 16u);
        uint l_2831_ = (l_2830_ & 65535u);
        uint l_2832_ = (l_2826_ * l_2829_);
        uint l_2833_ = (l_2828_ * l_2829_);
        uint l_2834_ = (l_2826_ * l_2831_);
        uint l_2835_ = (l_2828_ * l_2831_);
        uint l_2836_ = (l_2832_ >> 16u);
        uint l_2837_ = (l_2836_ & 65535u);
        uint l_2838_ = (l_2833_ & 65535u);
        uint l_2839_ = (l_2837_ + l_2838_);
        uint l_2840_ = (l_2834_ & 65535u);
        uint l_2841_ = (l_2839_ + l_2840_);
        uint l_2842_ = (l_2833_ >> 16u);
        uint l_2843_ = (l_2842_ & 65535u);
        uint l_2844_ = (l_2835_ + l_2843_);
        uint l_2845_ = (l_2834_ >> 16u);
        uint l_2846_ = (l_2845_ & 65535u);
        uint l_2847_ = (l_2844_ + l_2846_);
        uint l_2848_ = (l_2841_ >> 16u);
        uint l_2849_ = (l_2848_ & 65535u);
        uint l_83_ = (l_2847_ + l_2849_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e533 = l_mut_75_;
        uint l_2851_ = (_e533 & 65535u);
        uint _e536 = l_mut_75_;
        uint l_2852_ = (_e536 >> 16u);
        uint l_2853_ = (l_2852_ & 65535u);
        uint l_2854_ = (l_4_ & 65535u);
        uint l_2855_ = (l_4_ >> 16u);
        uint l_2856_ = (l_2855_ & 65535u);
        uint l_2857_ = (l_2851_ * l_2854_);
        uint l_2858_ = (l_2853_ * l_2854_);
        uint l_2859_ = (l_2851_ * l_2856_);
        uint l_2860_ = (l_2853_ * l_2856_);
        uint l_2861_ = (l_2857_ >> 16u);
        uint l_2862_ = (l_2861_ & 65535u);
        uint l_2863_ = (l_2858_ & 65535u);
        uint l_2864_ = (l_2862_ + l_2863_);
        uint l_2865_ = (l_2859_ & 65535u);
        uint l_2866_ = (l_2864_ + l_2865_);
        uint l_2867_ = (l_2858_ >> 16u);
        uint l_2868_ = (l_2867_ & 65535u);
        uint l_2869_ = (l_2860_ + l_2868_);
        uint l_2870_ = (l_2859_ >> 16u);
        uint l_2871_ = (l_2870_ & 65535u);
        uint l_2872_ = (l_2869_ + l_2871_);
        uint l_2873_ = (l_2866_ >> 16u);
        uint l_2874_ = (l_2873_ & 65535u);
        uint l_85_ = (l_2872_ + l_2874_);
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
            uint l_2876_ = (_e654 & 65535u);
            uint _e657 = l_mut_90_;
            uint l_2877_ = (_e657 >> 16u);
            uint l_2878_ = (l_2877_ & 65535u);
            uint l_2879_ = (l_123_ & 65535u);
            uint l_2880_ = (l_123_ >> 16u);
            uint l_2881_ = (l_2880_ & 65535u);
            uint l_2882_ = (l_2876_ * l_2879_);
            uint l_2883_ = (l_2878_ * l_2879_);
            uint l_2884_ = (l_2876_ * l_2881_);
            uint l_2885_ = (l_2878_ * l_2881_);
            uint l_2886_ = (l_2882_ >> 16u);
            uint l_2887_ = (l_2886_ & 65535u);
            uint l_2888_ = (l_2883_ & 65535u);
            uint l_2889_ = (l_2887_ + l_2888_);
            uint l_2890_ = (l_2884_ & 65535u);
            uint l_2891_ = (l_2889_ + l_2890_);
            uint l_2892_ = (l_2883_ >> 16u);
            uint l_2893_ = (l_2892_ & 65535u);
            uint l_2894_ = (l_2885_ + l_2893_);
            uint l_2895_ = (l_2884_ >> 16u);
            uint l_2896_ = (l_2895_ & 65535u);
            uint l_2897_ = (l_2894_ + l_2896_);
            uint l_2898_ = (l_2891_ >> 16u);
            uint l_2899_ = (l_2898_ & 65535u);
            uint l_133_ = (l_2897_ + l_2899_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e698 = l_mut_75_;
            uint l_2901_ = (_e698 & 65535u);
            uint _e701 = l_mut_75_;
            uint l_2902_ = (_e701 >> 16u);
            uint l_2903_ = (l_2902_ & 65535u);
            uint l_2904_ = (l_123_ & 65535u);
            uint l_2905_ = (l_123_ >> 16u);
            uint l_2906_ = (l_2905_ & 65535u);
            uint l_2907_ = (l_2901_ * l_2904_);
            uint l_2908_ = (l_2903_ * l_2904_);
            uint l_2909_ = (l_2901_ * l_2906_);
            uint l_2910_ = (l_2903_ * l_2906_);
            uint l_2911_ = (l_2907_ >> 16u);
            uint l_2912_ = (l_2911_ & 65535u);
            uint l_2913_ = (l_2908_ & 65535u);
            uint l_2914_ = (l_2912_ + l_2913_);
            uint l_2915_ = (l_2909_ & 65535u);
            uint l_2916_ = (l_2914_ + l_2915_);
            uint l_2917_ = (l_2908_ >> 16u);
            uint l_2918_ = (l_2917_ & 65535u);
            uint l_2919_ = (l_2910_ + l_2918_);
            uint l_2920_ = (l_2909_ >> 16u);
            uint l_2921_ = (l_2920_ & 65535u);
            uint l_2922_ = (l_2919_ + l_2921_);
            uint l_2923_ = (l_2916_ >> 16u);
            uint l_2924_ = (l_2923_ & 65535u);
            uint l_135_ = (l_2922_ + l_2924_);
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
            uint l_2926_ = (_e807 & 65535u);
            uint _e810 = l_mut_151_;
            uint l_2927_ = (_e810 >> 16u);
            uint l_2928_ = (l_2927_ & 65535u);
            uint l_2929_ = (l_4_ & 65535u);
            uint l_2930_ = (l_4_ >> 16u);
            uint l_2931_ = (l_2930_ & 65535u);
            uint l_2932_ = (l_2926_ * l_2929_);
            uint l_2933_ = (l_2928_ * l_2929_);
            uint l_2934_ = (l_2926_ * l_2931_);
            uint l_2935_ = (l_2928_ * l_2931_);
            uint l_2936_ = (l_2932_ >> 16u);
            uint l_2937_ = (l_2936_ & 65535u);
            uint l_2938_ = (l_2933_ & 65535u);
            uint l_2939_ = (l_2937_ + l_2938_);
            uint l_2940_ = (l_2934_ & 65535u);
            uint l_2941_ = (l_2939_ + l_2940_);
            uint l_2942_ = (l_2933_ >> 16u);
            uint l_2943_ = (l_2942_ & 65535u);
            uint l_2944_ = (l_2935_ + l_2943_);
            uint l_2945_ = (l_2934_ >> 16u);
            uint l_2946_ = (l_2945_ & 65535u);
            uint l_2947_ = (l_2944_ + l_2946_);
            uint l_2948_ = (l_2941_ >> 16u);
            uint l_2949_ = (l_2948_ & 65535u);
            uint l_174_ = (l_2947_ + l_2949_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e851 = l_mut_145_;
            uint l_2951_ = (_e851 & 65535u);
            uint _e854 = l_mut_145_;
            uint l_2952_ = (_e854 >> 16u);
            uint l_2953_ = (l_2952_ & 65535u);
            uint l_2954_ = (l_4_ & 65535u);
            uint l_2955_ = (l_4_ >> 16u);
            uint l_2956_ = (l_2955_ & 65535u);
            uint l_2957_ = (l_2951_ * l_2954_);
            uint l_2958_ = (l_2953_ * l_2954_);
            uint l_2959_ = (l_2951_ * l_2956_);
            uint l_2960_ = (l_2953_ * l_2956_);
            uint l_2961_ = (l_2957_ >> 16u);
            uint l_2962_ = (l_2961_ & 65535u);
            uint l_2963_ = (l_2958_ & 65535u);
            uint l_2964_ = (l_2962_ + l_2963_);
            uint l_2965_ = (l_2959_ & 65535u);
            uint l_2966_ = (l_2964_ + l_2965_);
            uint l_2967_ = (l_2958_ >> 16u);
            uint l_2968_ = (l_2967_ & 65535u);
            uint l_2969_ = (l_2960_ + l_2968_);
            uint l_2970_ = (l_2959_ >> 16u);
            uint l_2971_ = (l_2970_ & 65535u);
            uint l_2972_ = (l_2969_ + l_2971_);
            uint l_2973_ = (l_2966_ >> 16u);
            uint l_2974_ = (l_2973_ & 65535u);
            uint l_176_ = (l_2972_ + l_2974_);
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
            uint l_2976_ = (_e930 & 65535u);
            uint _e933 = l_mut_151_;
            uint l_2977_ = (_e933 >> 16u);
            uint l_2978_ = (l_2977_ & 65535u);
            uint l_2979_ = (l_4_ & 65535u);
            uint l_2980_ = (l_4_ >> 16u);
            uint l_2981_ = (l_2980_ & 65535u);
            uint l_2982_ = (l_2976_ * l_2979_);
            uint l_2983_ = (l_2978_ * l_2979_);
            uint l_2984_ = (l_2976_ * l_2981_);
            uint l_2985_ = (l_2978_ * l_2981_);
            uint l_2986_ = (l_2982_ >> 16u);
            uint l_2987_ = (l_2986_ & 65535u);
            uint l_2988_ = (l_2983_ & 65535u);
            uint l_2989_ = (l_2987_ + l_2988_);
            uint l_2990_ = (l_2984_ & 65535u);
            uint l_2991_ = (l_2989_ + l_2990_);
            uint l_2992_ = (l_2983_ >> 16u);
            uint l_2993_ = (l_2992_ & 65535u);
            uint l_2994_ = (l_2985_ + l_2993_);
            uint l_2995_ = (l_2984_ >> 16u);
            uint l_2996_ = (l_2995_ & 65535u);
            uint l_2997_ = (l_2994_ + l_2996_);
            uint l_2998_ = (l_2991_ >> 16u);
            uint l_2999_ = (l_2998_ & 65535u);
            uint l_201_ = (l_2997_ + l_2999_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e974 = l_mut_145_;
            uint l_3001_ = (_e974 & 65535u);
            uint _e977 = l_mut_145_;
            uint l_3002_ = (_e977 >> 16u);
            uint l_3003_ = (l_3002_ & 65535u);
            uint l_3004_ = (l_4_ & 65535u);
            uint l_3005_ = (l_4_ >> 16u);
            uint l_3006_ = (l_3005_ & 65535u);
            uint l_3007_ = (l_3001_ * l_3004_);
            uint l_3008_ = (l_3003_ * l_3004_);
            uint l_3009_ = (l_3001_ * l_3006_);
            uint l_3010_ = (l_3003_ * l_3006_);
            uint l_3011_ = (l_3007_ >> 16u);
            uint l_3012_ = (l_3011_ & 65535u);
            uint l_3013_ = (l_3008_ & 65535u);
            uint l_3014_ = (l_3012_ + l_3013_);
            uint l_3015_ = (l_3009_ & 65535u);
            uint l_3016_ = (l_3014_ + l_3015_);
            uint l_3017_ = (l_3008_ >> 16u);
            uint l_3018_ = (l_3017_ & 65535u);
            uint l_3019_ = (l_3010_ + l_3018_);
            uint l_3020_ = (l_3009_ >> 16u);
            uint l_3021_ = (l_3020_ & 65535u);
            uint l_3022_ = (l_3019_ + l_3021_);
            uint l_3023_ = (l_3016_ >> 16u);
            uint l_3024_ = (l_3023_ & 65535u);
            uint l_203_ = (l_3022_ + l_3024_);
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
            uint l_3026_ = (_e1053 & 65535u);
            uint _e1056 = l_mut_40_;
            uint l_3027_ = (_e1056 >> 16u);
            uint l_3028_ = (l_3027_ & 65535u);
            uint l_3029_ = (l_4_ & 65535u);
            uint l_3030_ = (l_4_ >> 16u);
            uint l_3031_ = (l_3030_ & 65535u);
            uint l_3032_ = (l_3026_ * l_3029_);
            uint l_3033_ = (l_3028_ * l_3029_);
            uint l_3034_ = (l_3026_ * l_3031_);
            uint l_3035_ = (l_3028_ * l_3031_);
            uint l_3036_ = (l_3032_ >> 16u);
            uint l_3037_ = (l_3036_ & 65535u);
            uint l_3038_ = (l_3033_ & 65535u);
            uint l_3039_ = (l_3037_ + l_3038_);
            uint l_3040_ = (l_3034_ & 65535u);
            uint l_3041_ = (l_3039_ + l_3040_);
            uint l_3042_ = (l_3033_ >> 16u);
            uint l_3043_ = (l_3042_ & 65535u);
            uint l_3044_ = (l_3035_ + l_3043_);
            uint l_3045_ = (l_3034_ >> 16u);
            uint l_3046_ = (l_3045_ & 65535u);
            uint l_3047_ = (l_3044_ + l_3046_);
            uint l_3048_ = (l_3041_ >> 16u);
            uint l_3049_ = (l_3048_ & 65535u);
            uint l_230_ = (l_3047_ + l_3049_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1097 = l_mut_90_;
            uint l_3051_ = (_e1097 & 65535u);
            uint _e1100 = l_mut_90_;
            uint l_3052_ = (_e1100 >> 16u);
            uint l_3053_ = (l_3052_ & 65535u);
            uint l_3054_ = (l_4_ & 65535u);
            uint l_3055_ = (l_4_ >> 16u);
            uint l_3056_ = (l_3055_ & 65535u);
            uint l_3057_ = (l_3051_ * l_3054_);
            uint l_3058_ = (l_3053_ * l_3054_);
            uint l_3059_ = (l_3051_ * l_3056_);
            uint l_3060_ = (l_3053_ * l_3056_);
            uint l_3061_ = (l_3057_ >> 16u);
            uint l_3062_ = (l_3061_ & 65535u);
            uint l_3063_ = (l_3058_ & 65535u);
            uint l_3064_ = (l_3062_ + l_3063_);
            uint l_3065_ = (l_3059_ & 65535u);
            uint l_3066_ = (l_3064_ + l_3065_);
            uint l_3067_ = (l_3058_ >> 16u);
            uint l_3068_ = (l_3067_ & 65535u);
            uint l_3069_ = (l_3060_ + l_3068_);
            uint l_3070_ = (l_3059_ >> 16u);
            uint l_3071_ = (l_3070_ & 65535u);
            uint l_3072_ = (l_3069_ + l_3071_);
            uint l_3073_ = (l_3066_ >> 16u);
            uint l_3074_ = (l_3073_ & 65535u);
            uint l_232_ = (l_3072_ + l_3074_);
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
            uint l_3076_ = (_e1176 & 65535u);
            uint _e1179 = l_mut_40_;
            uint l_3077_ = (_e1179 >> 16u);
            uint l_3078_ = (l_3077_ & 65535u);
            uint l_3079_ = (l_4_ & 65535u);
            uint l_3080_ = (l_4_ >> 16u);
            uint l_3081_ = (l_3080_ & 65535u);
            uint l_3082_ = (l_3076_ * l_3079_);
            uint l_3083_ = (l_3078_ * l_3079_);
            uint l_3084_ = (l_3076_ * l_3081_);
            uint l_3085_ = (l_3078_ * l_3081_);
            uint l_3086_ = (l_3082_ >> 16u);
            uint l_3087_ = (l_3086_ & 65535u);
            uint l_3088_ = (l_3083_ & 65535u);
            uint l_3089_ = (l_3087_ + l_3088_);
            uint l_3090_ = (l_3084_ & 65535u);
            uint l_3091_ = (l_3089_ + l_3090_);
            uint l_3092_ = (l_3083_ >> 16u);
            uint l_3093_ = (l_3092_ & 65535u);
            uint l_3094_ = (l_3085_ + l_3093_);
            uint l_3095_ = (l_3084_ >> 16u);
            uint l_3096_ = (l_3095_ & 65535u);
            uint l_3097_ = (l_3094_ + l_3096_);
            uint l_3098_ = (l_3091_ >> 16u);
            uint l_3099_ = (l_3098_ & 65535u);
            uint l_257_ = (l_3097_ + l_3099_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1220 = l_mut_90_;
            uint l_3101_ = (_e1220 & 65535u);
            uint _e1223 = l_mut_90_;
            uint l_3102_ = (_e1223 >> 16u);
            uint l_3103_ = (l_3102_ & 65535u);
            uint l_3104_ = (l_4_ & 65535u);
            uint l_3105_ = (l_4_ >> 16u);
            uint l_3106_ = (l_3105_ & 65535u);
            uint l_3107_ = (l_3101_ * l_3104_);
            uint l_3108_ = (l_3103_ * l_3104_);
            uint l_3109_ = (l_3101_ * l_3106_);
            uint l_3110_ = (l_3103_ * l_3106_);
            uint l_3111_ = (l_3107_ >> 16u);
            uint l_3112_ = (l_3111_ & 65535u);
            uint l_3113_ = (l_3108_ & 65535u);
            uint l_3114_ = (l_3112_ + l_3113_);
            uint l_3115_ = (l_3109_ & 65535u);
            uint l_3116_ = (l_3114_ + l_3115_);
            uint l_3117_ = (l_3108_ >> 16u);
            uint l_3118_ = (l_3117_ & 65535u);
            uint l_3119_ = (l_3110_ + l_3118_);
            uint l_3120_ = (l_3109_ >> 16u);
            uint l_3121_ = (l_3120_ & 65535u);
            uint l_3122_ = (l_3119_ + l_3121_);
            uint l_3123_ = (l_3116_ >> 16u);
            uint l_3124_ = (l_3123_ & 65535u);
            uint l_259_ = (l_3122_ + l_3124_);
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
            uint l_3126_ = (_e1297 & 65535u);
            uint _e1300 = l_mut_219_;
            uint l_3127_ = (_e1300 >> 16u);
            uint l_3128_ = (l_3127_ & 65535u);
            uint l_3129_ = (l_4_ & 65535u);
            uint l_3130_ = (l_4_ >> 16u);
            uint l_3131_ = (l_3130_ & 65535u);
            uint l_3132_ = (l_3126_ * l_3129_);
            uint l_3133_ = (l_3128_ * l_3129_);
            uint l_3134_ = (l_3126_ * l_3131_);
            uint l_3135_ = (l_3128_ * l_3131_);
            uint l_3136_ = (l_3132_ >> 16u);
            uint l_3137_ = (l_3136_ & 65535u);
            uint l_3138_ = (l_3133_ & 65535u);
            uint l_3139_ = (l_3137_ + l_3138_);
            uint l_3140_ = (l_3134_ & 65535u);
            uint l_3141_ = (l_3139_ + l_3140_);
            uint l_3142_ = (l_3133_ >> 16u);
            uint l_3143_ = (l_3142_ & 65535u);
            uint l_3144_ = (l_3135_ + l_3143_);
            uint l_3145_ = (l_3134_ >> 16u);
            uint l_3146_ = (l_3145_ & 65535u);
            uint l_3147_ = (l_3144_ + l_3146_);
            uint l_3148_ = (l_3141_ >> 16u);
            uint l_3149_ = (l_3148_ & 65535u);
            uint l_285_ = (l_3147_ + l_3149_);
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
            uint l_3151_ = (_e1493 & 65535u);
            uint _e1496 = l_mut_90_;
            uint l_3152_ = (_e1496 >> 16u);
            uint l_3153_ = (l_3152_ & 65535u);
            uint l_3154_ = (l_367_ & 65535u);
            uint l_3155_ = (l_367_ >> 16u);
            uint l_3156_ = (l_3155_ & 65535u);
            uint l_3157_ = (l_3151_ * l_3154_);
            uint l_3158_ = (l_3153_ * l_3154_);
            uint l_3159_ = (l_3151_ * l_3156_);
            uint l_3160_ = (l_3153_ * l_3156_);
            uint l_3161_ = (l_3157_ >> 16u);
            uint l_3162_ = (l_3161_ & 65535u);
            uint l_3163_ = (l_3158_ & 65535u);
            uint l_3164_ = (l_3162_ + l_3163_);
            uint l_3165_ = (l_3159_ & 65535u);
            uint l_3166_ = (l_3164_ + l_3165_);
            uint l_3167_ = (l_3158_ >> 16u);
            uint l_3168_ = (l_3167_ & 65535u);
            uint l_3169_ = (l_3160_ + l_3168_);
            uint l_3170_ = (l_3159_ >> 16u);
            uint l_3171_ = (l_3170_ & 65535u);
            uint l_3172_ = (l_3169_ + l_3171_);
            uint l_3173_ = (l_3166_ >> 16u);
            uint l_3174_ = (l_3173_ & 65535u);
            uint l_369_ = (l_3172_ + l_3174_);
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
            uint l_3176_ = (_e1546 & 65535u);
            uint _e1549 = l_mut_90_;
            uint l_3177_ = (_e1549 >> 16u);
            uint l_3178_ = (l_3177_ & 65535u);
            uint l_3179_ = (l_372_ & 65535u);
            uint l_3180_ = (l_372_ >> 16u);
            uint l_3181_ = (l_3180_ & 65535u);
            uint l_3182_ = (l_3176_ * l_3179_);
            uint l_3183_ = (l_3178_ * l_3179_);
            uint l_3184_ = (l_3176_ * l_3181_);
            uint l_3185_ = (l_3178_ * l_3181_);
            uint l_3186_ = (l_3182_ >> 16u);
            uint l_3187_ = (l_3186_ & 65535u);
            uint l_3188_ = (l_3183_ & 65535u);
            uint l_3189_ = (l_3187_ + l_3188_);
            uint l_3190_ = (l_3184_ & 65535u);
            uint l_3191_ = (l_3189_ + l_3190_);
            uint l_3192_ = (l_3183_ >> 16u);
            uint l_3193_ = (l_3192_ & 65535u);
            uint l_3194_ = (l_3185_ + l_3193_);
            uint l_3195_ = (l_3184_ >> 16u);
            uint l_3196_ = (l_3195_ & 65535u);
            uint l_3197_ = (l_3194_ + l_3196_);
            uint l_3198_ = (l_3191_ >> 16u);
            uint l_3199_ = (l_3198_ & 65535u);
            uint l_375_ = (l_3197_ + l_3199_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1590 = l_mut_75_;
            uint l_3201_ = (_e1590 & 65535u);
            uint _e1593 = l_mut_75_;
            uint l_3202_ = (_e1593 >> 16u);
            uint l_3203_ = (l_3202_ & 65535u);
            uint l_3204_ = (l_372_ & 65535u);
            uint l_3205_ = (l_372_ >> 16u);
            uint l_3206_ = (l_3205_ & 65535u);
            uint l_3207_ = (l_3201_ * l_3204_);
            uint l_3208_ = (l_3203_ * l_3204_);
            uint l_3209_ = (l_3201_ * l_3206_);
            uint l_3210_ = (l_3203_ * l_3206_);
            uint l_3211_ = (l_3207_ >> 16u);
            uint l_3212_ = (l_3211_ & 65535u);
            uint l_3213_ = (l_3208_ & 65535u);
            uint l_3214_ = (l_3212_ + l_3213_);
            uint l_3215_ = (l_3209_ & 65535u);
            uint l_3216_ = (l_3214_ + l_3215_);
            uint l_3217_ = (l_3208_ >> 16u);
            uint l_3218_ = (l_3217_ & 65535u);
            uint l_3219_ = (l_3210_ + l_3218_);
            uint l_3220_ = (l_3209_ >> 16u);
            uint l_3221_ = (l_3220_ & 65535u);
            uint l_3222_ = (l_3219_ + l_3221_);
            uint l_3223_ = (l_3216_ >> 16u);
            uint l_3224_ = (l_3223_ & 65535u);
            uint l_377_ = (l_3222_ + l_3224_);
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
                            uint l_3226_ = (_e1856 & 65535u);
                            uint _e1859 = l_mut_90_;
                            uint l_3227_ = (_e1859 >> 16u);
                            uint l_3228_ = (l_3227_ & 65535u);
                            uint _e1864 = l_mut_428_;
                            uint l_3229_ = (_e1864 & 65535u);
                            uint _e1867 = l_mut_428_;
                            uint l_3230_ = (_e1867 >> 16u);
                            uint l_3231_ = (l_3230_ & 65535u);
                            uint l_3232_ = (l_3226_ * l_3229_);
                            uint l_3233_ = (l_3228_ * l_3229_);
                            uint l_3234_ = (l_3226_ * l_3231_);
                            uint l_3235_ = (l_3228_ * l_3231_);
                            uint l_3236_ = (l_3232_ >> 16u);
                            uint l_3237_ = (l_3236_ & 65535u);
                            uint l_3238_ = (l_3233_ & 65535u);
                            uint l_3239_ = (l_3237_ + l_3238_);
                            uint l_3240_ = (l_3234_ & 65535u);
                            uint l_3241_ = (l_3239_ + l_3240_);
                            uint l_3242_ = (l_3233_ >> 16u);
                            uint l_3243_ = (l_3242_ & 65535u);
                            uint l_3244_ = (l_3235_ + l_3243_);
                            uint l_3245_ = (l_3234_ >> 16u);
                            uint l_3246_ = (l_3245_ & 65535u);
                            uint l_3247_ = (l_3244_ + l_3246_);
                            uint l_3248_ = (l_3241_ >> 16u);
                            uint l_3249_ = (l_3248_ & 65535u);
                            uint l_486_ = (l_3247_ + l_3249_);
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
                            uint l_3251_ = (_e2169 & 65535u);
                            uint _e2172 = l_mut_90_;
                            uint l_3252_ = (_e2172 >> 16u);
                            uint l_3253_ = (l_3252_ & 65535u);
                            uint _e2177 = l_mut_444_;
                            uint l_3254_ = (_e2177 & 65535u);
                            uint _e2180 = l_mut_444_;
                            uint l_3255_ = (_e2180 >> 16u);
                            uint l_3256_ = (l_3255_ & 65535u);
                            uint l_3257_ = (l_3251_ * l_3254_);
                            uint l_3258_ = (l_3253_ * l_3254_);
                            uint l_3259_ = (l_3251_ * l_3256_);
                            uint l_3260_ = (l_3253_ * l_3256_);
                            uint l_3261_ = (l_3257_ >> 16u);
                            uint l_3262_ = (l_3261_ & 65535u);
                            uint l_3263_ = (l_3258_ & 65535u);
                            uint l_3264_ = (l_3262_ + l_3263_);
                            uint l_3265_ = (l_3259_ & 65535u);
                            uint l_3266_ = (l_3264_ + l_3265_);
                            uint l_3267_ = (l_3258_ >> 16u);
                            uint l_3268_ = (l_3267_ & 65535u);
                            uint l_3269_ = (l_3260_ + l_3268_);
                            uint l_3270_ = (l_3259_ >> 16u);
                            uint l_3271_ = (l_3270_ & 65535u);
                            uint l_3272_ = (l_3269_ + l_3271_);
                            uint l_3273_ = (l_3266_ >> 16u);
                            uint l_3274_ = (l_3273_ & 65535u);
                            uint l_594_ = (l_3272_ + l_3274_);
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
            uint _e2302 = l_mut_145_;
            uint _e2303 = l_mut_269_;
            bool l_630_ = (_e2302 < _e2303);
            uint _e2305 = l_mut_145_;
            uint _e2306 = l_mut_269_;
            bool l_631_ = (_e2305 == _e2306);
            uint _e2308 = l_mut_151_;
            uint _e2309 = l_mut_275_;
            bool l_632_ = (_e2308 < _e2309);
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
                uint _e2320 = l_mut_275_;
                uint _e2321 = l_mut_151_;
                uint l_635_ = (_e2320 - _e2321);
                uint _e2323 = l_mut_269_;
                uint _e2324 = l_mut_145_;
                uint l_636_ = (_e2323 - _e2324);
                uint _e2326 = l_mut_275_;
                uint _e2327 = l_mut_151_;
                bool l_637_ = (_e2326 < _e2327);
                uint l_638_ = uint(l_637_);
                uint l_639_ = (l_636_ - l_638_);
                l_mut_450_ = l_635_;
                l_mut_445_ = l_639_;
                uint _e2331 = l_mut_275_;
                l_mut_444_ = _e2331;
                uint _e2332 = l_mut_269_;
                l_mut_441_ = _e2332;
                uint _e2333 = l_mut_445_;
                uint _e2334 = l_mut_269_;
                bool l_640_ = (_e2333 < _e2334);
                uint _e2336 = l_mut_445_;
                uint _e2337 = l_mut_269_;
                bool l_641_ = (_e2336 == _e2337);
                uint _e2339 = l_mut_450_;
                uint _e2340 = l_mut_275_;
                bool l_642_ = (_e2339 < _e2340);
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
                    uint _e2351 = l_mut_450_;
                    l_mut_444_ = _e2351;
                    uint _e2352 = l_mut_445_;
                    l_mut_441_ = _e2352;
                }
                l_mut_645_ = false;
                l_mut_450_ = 0u;
                uint _e2355 = l_mut_219_;
                uint _e2356 = l_mut_213_;
                uint l_646_ = (_e2355 | _e2356);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e2361 = l_mut_645_;
                if (_e2361) {
                    local_43 = l_648_;
                } else {
                    local_43 = false;
                }
                bool l_649_ = local_43;
                uint _e2366 = l_mut_213_;
                uint _e2367 = l_mut_441_;
                bool l_650_ = (_e2366 < _e2367);
                uint _e2369 = l_mut_213_;
                uint _e2370 = l_mut_441_;
                bool l_651_ = (_e2369 == _e2370);
                uint _e2372 = l_mut_219_;
                uint _e2373 = l_mut_444_;
                bool l_652_ = (_e2372 < _e2373);
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
                uint _e2388 = l_mut_102_;
                uint _e2389 = l_mut_96_;
                uint l_656_ = (_e2388 + _e2389);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_47 = l_657_;
                } else {
                    local_47 = false;
                }
                bool l_658_ = local_47;
                if (l_658_) {
                    uint _e2396 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e2396);
                    uint _e2398 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e2398);
                    uint _e2400 = l_mut_102_;
                    uint l_661_ = (l_660_ / _e2400);
                    uint _e2402 = l_mut_444_;
                    uint l_662_ = (_e2402 - 1u);
                    uint _e2405 = l_mut_441_;
                    uint l_663_ = (_e2405 - 0u);
                    uint _e2408 = l_mut_444_;
                    bool l_664_ = (_e2408 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_445_ = l_662_;
                    l_mut_444_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2501 = l_mut_667_;
                            l_mut_667_ = (_e2501 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2416 = l_mut_667_;
                        if ((_e2416 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2420 = l_mut_667_;
                            uint l_668_ = (19u - _e2420);
                            uint _e2422 = l_mut_445_;
                            l_mut_440_ = _e2422;
                            uint _e2423 = l_mut_444_;
                            l_mut_439_ = _e2423;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e2428 = l_mut_444_;
                                uint l_671_ = (_e2428 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e2433 = l_mut_445_;
                                    l_mut_428_ = _e2433;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e2436 = l_mut_445_;
                                        uint l_674_ = (_e2436 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e2440 = l_mut_444_;
                                        uint l_676_ = (_e2440 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e2443 = l_mut_444_;
                                    uint l_678_ = (_e2443 >> l_668_);
                                    uint _e2445 = l_mut_428_;
                                    l_mut_440_ = _e2445;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e2446 = l_mut_439_;
                            uint _e2447 = l_mut_213_;
                            bool l_679_ = (_e2446 < _e2447);
                            uint _e2449 = l_mut_439_;
                            uint _e2450 = l_mut_213_;
                            bool l_680_ = (_e2449 == _e2450);
                            uint _e2452 = l_mut_440_;
                            uint _e2453 = l_mut_219_;
                            bool l_681_ = (_e2452 < _e2453);
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
                                uint _e2465 = l_mut_219_;
                                l_mut_440_ = _e2465;
                                uint _e2466 = l_mut_213_;
                                l_mut_439_ = _e2466;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e2471 = l_mut_219_;
                                    uint l_687_ = (_e2471 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e2476 = l_mut_219_;
                                        uint l_689_ = (_e2476 << l_668_);
                                        uint _e2478 = l_mut_213_;
                                        uint l_690_ = (_e2478 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e2482 = l_mut_219_;
                                        uint l_692_ = (_e2482 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e2485 = l_mut_445_;
                                uint _e2486 = l_mut_440_;
                                uint l_694_ = (_e2485 - _e2486);
                                uint _e2488 = l_mut_444_;
                                uint _e2489 = l_mut_439_;
                                uint l_695_ = (_e2488 - _e2489);
                                uint _e2491 = l_mut_445_;
                                uint _e2492 = l_mut_440_;
                                bool l_696_ = (_e2491 < _e2492);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_445_ = l_694_;
                                l_mut_444_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e2498 = l_mut_441_;
                                l_mut_441_ = (_e2498 | l_699_);
                            }
                        }
                    }
                    uint _e2503 = l_mut_441_;
                    uint l_700_ = min(_e2503, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e2505 = l_mut_444_;
                    uint _e2506 = l_mut_213_;
                    bool l_701_ = (_e2505 < _e2506);
                    uint _e2508 = l_mut_444_;
                    uint _e2509 = l_mut_213_;
                    bool l_702_ = (_e2508 == _e2509);
                    uint _e2511 = l_mut_445_;
                    uint _e2512 = l_mut_219_;
                    bool l_703_ = (_e2511 < _e2512);
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
                    uint _e2524 = l_mut_441_;
                    l_mut_450_ = _e2524;
                }
                uint _e2525 = l_mut_275_;
                l_mut_445_ = _e2525;
                uint _e2526 = l_mut_269_;
                l_mut_444_ = _e2526;
                uint _e2527 = l_mut_219_;
                l_mut_441_ = _e2527;
                uint _e2528 = l_mut_213_;
                l_mut_440_ = _e2528;
                uint _e2529 = l_mut_102_;
                l_mut_439_ = _e2529;
                uint _e2530 = l_mut_96_;
                l_mut_428_ = _e2530;
                uint _e2531 = l_mut_151_;
                l_mut_421_ = _e2531;
                uint _e2532 = l_mut_145_;
                l_mut_394_ = _e2532;
                l_mut_388_ = 0u;
                uint _e2534 = l_mut_450_;
                bool l_707_ = (_e2534 > 0u);
                if (l_707_) {
                    uint _e2537 = l_mut_219_;
                    uint _e2538 = l_mut_450_;
                    uint l_708_ = (_e2537 * _e2538);
                    uint _e2540 = l_mut_219_;
                    uint l_3276_ = (_e2540 & 65535u);
                    uint _e2543 = l_mut_219_;
                    uint l_3277_ = (_e2543 >> 16u);
                    uint l_3278_ = (l_3277_ & 65535u);
                    uint _e2548 = l_mut_450_;
                    uint l_3279_ = (_e2548 & 65535u);
                    uint _e2551 = l_mut_450_;
                    uint l_3280_ = (_e2551 >> 16u);
                    uint l_3281_ = (l_3280_ & 65535u);
                    uint l_3282_ = (l_3276_ * l_3279_);
                    uint l_3283_ = (l_3278_ * l_3279_);
                    uint l_3284_ = (l_3276_ * l_3281_);
                    uint l_3285_ = (l_3278_ * l_3281_);
                    uint l_3286_ = (l_3282_ >> 16u);
                    uint l_3287_ = (l_3286_ & 65535u);
                    uint l_3288_ = (l_3283_ & 65535u);
                    uint l_3289_ = (l_3287_ + l_3288_);
                    uint l_3290_ = (l_3284_ & 65535u);
                    uint l_3291_ = (l_3289_ + l_3290_);
                    uint l_3292_ = (l_3283_ >> 16u);
                    uint l_3293_ = (l_3292_ & 65535u);
                    uint l_3294_ = (l_3285_ + l_3293_);
                    uint l_3295_ = (l_3284_ >> 16u);
                    uint l_3296_ = (l_3295_ & 65535u);
                    uint l_3297_ = (l_3294_ + l_3296_);
                    uint l_3298_ = (l_3291_ >> 16u);
                    uint l_3299_ = (l_3298_ & 65535u);
                    uint l_709_ = (l_3297_ + l_3299_);
                    uint _e2585 = l_mut_213_;
                    uint _e2586 = l_mut_450_;
                    uint l_710_ = (_e2585 * _e2586);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e2589 = l_mut_275_;
                    uint l_712_ = (_e2589 - l_708_);
                    uint _e2591 = l_mut_269_;
                    uint l_713_ = (_e2591 - l_711_);
                    uint _e2593 = l_mut_275_;
                    bool l_714_ = (_e2593 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_445_ = l_712_;
                    l_mut_444_ = l_716_;
                    uint _e2597 = l_mut_450_;
                    uint _e2598 = l_mut_102_;
                    uint l_717_ = (_e2597 * _e2598);
                    uint _e2600 = l_mut_96_;
                    uint l_718_ = (_e2600 + l_717_);
                    l_mut_428_ = l_718_;
                } else {
                    uint _e2602 = l_mut_388_;
                    bool l_719_ = (_e2602 == 0u);
                    if (l_719_) {
                        uint _e2605 = l_mut_102_;
                        uint l_720_ = (l_4_ - _e2605);
                        uint _e2607 = l_mut_96_;
                        uint l_721_ = (l_720_ / _e2607);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e2611 = l_mut_275_;
                        uint _e2612 = l_mut_269_;
                        uint l_722_ = (_e2611 | _e2612);
                        bool l_723_ = (l_722_ == 0u);
                        if (l_723_) {
                            l_mut_450_ = l_721_;
                        } else {
                            bool _e2616 = l_mut_645_;
                            if (_e2616) {
                                uint _e2617 = l_mut_269_;
                                uint _e2618 = l_mut_213_;
                                bool l_724_ = (_e2617 < _e2618);
                                uint _e2620 = l_mut_269_;
                                uint _e2621 = l_mut_213_;
                                bool l_725_ = (_e2620 == _e2621);
                                uint _e2623 = l_mut_275_;
                                uint _e2624 = l_mut_219_;
                                bool l_726_ = (_e2623 < _e2624);
                                if (l_725_) {
                                    local_52 = l_726_;
                                } else {
                                    local_52 = false;
                                }
                                bool l_727_ = local_52;
                                if (!(l_724_)) {
                                    local_53 = l_727_;
                                } else {
                                    local_53 = true;
                                }
                                bool l_728_ = local_53;
                                if (l_728_) {
                                    uint _e2635 = l_mut_219_;
                                    uint l_729_ = (_e2635 - 1u);
                                    uint _e2638 = l_mut_213_;
                                    uint l_730_ = (_e2638 - 0u);
                                    uint _e2641 = l_mut_219_;
                                    bool l_731_ = (_e2641 < 1u);
                                    uint l_732_ = uint(l_731_);
                                    uint l_733_ = (l_730_ - l_732_);
                                    l_mut_382_ = l_729_;
                                    l_mut_90_ = l_733_;
                                    l_mut_75_ = 0u;
                                    l_mut_734_ = 0u;
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (!loop_init_3) {
                                            uint _e2734 = l_mut_734_;
                                            l_mut_734_ = (_e2734 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2649 = l_mut_734_;
                                        if ((_e2649 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2653 = l_mut_734_;
                                            uint l_735_ = (19u - _e2653);
                                            uint _e2655 = l_mut_382_;
                                            l_mut_40_ = _e2655;
                                            uint _e2656 = l_mut_90_;
                                            l_mut_736_ = _e2656;
                                            bool l_737_ = (l_735_ >= 32u);
                                            if (l_737_) {
                                                uint l_738_ = (l_735_ & 31u);
                                                uint _e2661 = l_mut_90_;
                                                uint l_739_ = (_e2661 >> l_738_);
                                                l_mut_40_ = l_739_;
                                                l_mut_736_ = 0u;
                                            } else {
                                                bool l_740_ = (l_735_ > 0u);
                                                if (l_740_) {
                                                    uint _e2666 = l_mut_382_;
                                                    l_mut_741_ = _e2666;
                                                    bool l_742_ = (l_735_ > 0u);
                                                    if (l_742_) {
                                                        uint _e2669 = l_mut_382_;
                                                        uint l_743_ = (_e2669 >> l_735_);
                                                        uint l_744_ = (32u - l_735_);
                                                        uint _e2673 = l_mut_90_;
                                                        uint l_745_ = (_e2673 << l_744_);
                                                        uint l_746_ = (l_743_ | l_745_);
                                                        l_mut_741_ = l_746_;
                                                    }
                                                    uint _e2676 = l_mut_90_;
                                                    uint l_747_ = (_e2676 >> l_735_);
                                                    uint _e2678 = l_mut_741_;
                                                    l_mut_40_ = _e2678;
                                                    l_mut_736_ = l_747_;
                                                }
                                            }
                                            uint _e2679 = l_mut_736_;
                                            uint _e2680 = l_mut_269_;
                                            bool l_748_ = (_e2679 < _e2680);
                                            uint _e2682 = l_mut_736_;
                                            uint _e2683 = l_mut_269_;
                                            bool l_749_ = (_e2682 == _e2683);
                                            uint _e2685 = l_mut_40_;
                                            uint _e2686 = l_mut_275_;
                                            bool l_750_ = (_e2685 < _e2686);
                                            if (l_749_) {
                                                local_54 = l_750_;
                                            } else {
                                                local_54 = false;
                                            }
                                            bool l_751_ = local_54;
                                            if (!(l_748_)) {
                                                local_55 = l_751_;
                                            } else {
                                                local_55 = true;
                                            }
                                            bool l_752_ = local_55;
                                            bool l_753_ = !(l_752_);
                                            if (l_753_) {
                                                uint _e2698 = l_mut_275_;
                                                l_mut_741_ = _e2698;
                                                uint _e2699 = l_mut_269_;
                                                l_mut_736_ = _e2699;
                                                bool l_754_ = (l_735_ >= 32u);
                                                if (l_754_) {
                                                    uint l_755_ = (l_735_ & 31u);
                                                    uint _e2704 = l_mut_275_;
                                                    uint l_756_ = (_e2704 << l_755_);
                                                    l_mut_741_ = 0u;
                                                    l_mut_736_ = l_756_;
                                                } else {
                                                    bool l_757_ = (l_735_ > 0u);
                                                    if (l_757_) {
                                                        uint _e2709 = l_mut_275_;
                                                        uint l_758_ = (_e2709 << l_735_);
                                                        uint _e2711 = l_mut_269_;
                                                        uint l_759_ = (_e2711 << l_735_);
                                                        uint l_760_ = (32u - l_735_);
                                                        uint _e2715 = l_mut_275_;
                                                        uint l_761_ = (_e2715 >> l_760_);
                                                        uint l_762_ = (l_759_ | l_761_);
                                                        l_mut_741_ = l_758_;
                                                        l_mut_736_ = l_762_;
                                                    }
                                                }
                                                uint _e2718 = l_mut_382_;
                                                uint _e2719 = l_mut_741_;
                                                uint l_763_ = (_e2718 - _e2719);
                                                uint _e2721 = l_mut_90_;
                                                uint _e2722 = l_mut_736_;
                                                uint l_764_ = (_e2721 - _e2722);
                                                uint _e2724 = l_mut_382_;
                                                uint _e2725 = l_mut_741_;
                                                bool l_765_ = (_e2724 < _e2725);
                                                uint l_766_ = uint(l_765_);
                                                uint l_767_ = (l_764_ - l_766_);
                                                l_mut_382_ = l_763_;
                                                l_mut_90_ = l_767_;
                                                uint l_768_ = (1u << l_735_);
                                                uint _e2731 = l_mut_75_;
                                                l_mut_75_ = (_e2731 | l_768_);
                                            }
                                        }
                                    }
                                    uint _e2736 = l_mut_75_;
                                    uint l_769_ = min(_e2736, l_721_);
                                    l_mut_741_ = l_769_;
                                    uint _e2738 = l_mut_90_;
                                    uint _e2739 = l_mut_269_;
                                    bool l_770_ = (_e2738 < _e2739);
                                    uint _e2741 = l_mut_90_;
                                    uint _e2742 = l_mut_269_;
                                    bool l_771_ = (_e2741 == _e2742);
                                    uint _e2744 = l_mut_382_;
                                    uint _e2745 = l_mut_275_;
                                    bool l_772_ = (_e2744 < _e2745);
                                    if (l_771_) {
                                        local_56 = l_772_;
                                    } else {
                                        local_56 = false;
                                    }
                                    bool l_773_ = local_56;
                                    if (!(l_770_)) {
                                        local_57 = l_773_;
                                    } else {
                                        local_57 = true;
                                    }
                                    bool l_774_ = local_57;
                                    bool l_775_ = !(l_774_);
                                    if (l_775_) {
                                        l_mut_741_ = l_721_;
                                    }
                                    uint _e2757 = l_mut_741_;
                                    l_mut_450_ = _e2757;
                                }
                            } else {
                                uint _e2758 = l_mut_219_;
                                l_mut_741_ = _e2758;
                                uint _e2759 = l_mut_213_;
                                l_mut_736_ = _e2759;
                                while(true) {
                                    uint _e2760 = l_mut_269_;
                                    uint _e2761 = l_mut_736_;
                                    bool l_776_ = (_e2760 < _e2761);
                                    uint _e2763 = l_mut_269_;
                                    uint _e2764 = l_mut_736_;
                                    bool l_777_ = (_e2763 == _e2764);
                                    uint _e2766 = l_mut_275_;
                                    uint _e2767 = l_mut_741_;
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
                                    uint _e2778 = l_mut_450_;
                                    uint _e2779 = l_mut_96_;
                                    uint l_781_ = (_e2778 * _e2779);
                                    uint _e2781 = l_mut_102_;
                                    uint l_782_ = (_e2781 + l_781_);
                                    uint _e2783 = l_mut_96_;
                                    uint l_783_ = (l_782_ + _e2783);
                                    bool l_784_ = (l_783_ < l_4_);
                                    if (l_780_) {
                                        local_60 = l_784_;
                                    } else {
                                        local_60 = false;
                                    }
                                    bool l_785_ = local_60;
                                    bool l_786_ = !(l_785_);
                                    if (l_786_) {
                                        break;
                                    }
                                    uint _e2791 = l_mut_741_;
                                    uint _e2792 = l_mut_275_;
                                    uint l_787_ = (_e2791 - _e2792);
                                    uint _e2794 = l_mut_736_;
                                    uint _e2795 = l_mut_269_;
                                    uint l_788_ = (_e2794 - _e2795);
                                    uint _e2797 = l_mut_741_;
                                    uint _e2798 = l_mut_275_;
                                    bool l_789_ = (_e2797 < _e2798);
                                    uint l_790_ = uint(l_789_);
                                    uint l_791_ = (l_788_ - l_790_);
                                    l_mut_741_ = l_787_;
                                    l_mut_736_ = l_791_;
                                    uint _e2802 = l_mut_450_;
                                    l_mut_450_ = (_e2802 + 1u);
                                }
                            }
                        }
                        uint _e2805 = l_mut_450_;
                        uint _e2806 = l_mut_96_;
                        uint l_792_ = (_e2805 * _e2806);
                        uint _e2808 = l_mut_102_;
                        uint l_793_ = (_e2808 + l_792_);
                        uint _e2810 = l_mut_96_;
                        uint l_794_ = (l_793_ + _e2810);
                        bool l_795_ = (l_794_ >= l_4_);
                        if (l_795_) {
                            l_mut_388_ = 1u;
                        } else {
                            uint _e2814 = l_mut_275_;
                            uint _e2815 = l_mut_450_;
                            uint l_796_ = (_e2814 * _e2815);
                            uint _e2817 = l_mut_275_;
                            uint l_3301_ = (_e2817 & 65535u);
                            uint _e2820 = l_mut_275_;
                            uint l_3302_ = (_e2820 >> 16u);
                            uint l_3303_ = (l_3302_ & 65535u);
                            uint _e2825 = l_mut_450_;
                            uint l_3304_ = (_e2825 & 65535u);
                            uint _e2828 = l_mut_450_;
                            uint l_3305_ = (_e2828 >> 16u);
                            uint l_3306_ = (l_3305_ & 65535u);
                            uint l_3307_ = (l_3301_ * l_3304_);
                            uint l_3308_ = (l_3303_ * l_3304_);
                            uint l_3309_ = (l_3301_ * l_3306_);
                            uint l_3310_ = (l_3303_ * l_3306_);
                            uint l_3311_ = (l_3307_ >> 16u);
                            uint l_3312_ = (l_3311_ & 65535u);
                            uint l_3313_ = (l_3308_ & 65535u);
                            uint l_3314_ = (l_3312_ + l_3313_);
                            uint l_3315_ = (l_3309_ & 65535u);
                            uint l_3316_ = (l_3314_ + l_3315_);
                            uint l_3317_ = (l_3308_ >> 16u);
                            uint l_3318_ = (l_3317_ & 65535u);
                            uint l_3319_ = (l_3310_ + l_3318_);
                            uint l_3320_ = (l_3309_ >> 16u);
                            uint l_3321_ = (l_3320_ & 65535u);
                            uint l_3322_ = (l_3319_ + l_3321_);
                            uint l_3323_ = (l_3316_ >> 16u);
                            uint l_3324_ = (l_3323_ & 65535u);
                            uint l_797_ = (l_3322_ + l_3324_);
                            uint _e2862 = l_mut_269_;
                            uint _e2863 = l_mut_450_;
                            uint l_798_ = (_e2862 * _e2863);
                            uint l_799_ = (l_797_ + l_798_);
                            uint _e2866 = l_mut_219_;
                            uint l_800_ = (_e2866 - l_796_);
                            uint _e2868 = l_mut_213_;
                            uint l_801_ = (_e2868 - l_799_);
                            uint _e2870 = l_mut_219_;
                            bool l_802_ = (_e2870 < l_796_);
                            uint l_803_ = uint(l_802_);
                            uint l_804_ = (l_801_ - l_803_);
                            l_mut_441_ = l_800_;
                            l_mut_440_ = l_804_;
                            uint _e2874 = l_mut_450_;
                            uint _e2875 = l_mut_96_;
                            uint l_805_ = (_e2874 * _e2875);
                            uint _e2877 = l_mut_102_;
                            uint l_806_ = (_e2877 + l_805_);
                            l_mut_439_ = l_806_;
                            uint _e2879 = l_mut_275_;
                            uint _e2880 = l_mut_441_;
                            uint l_807_ = (_e2879 - _e2880);
                            uint _e2882 = l_mut_269_;
                            uint _e2883 = l_mut_440_;
                            uint l_808_ = (_e2882 - _e2883);
                            uint _e2885 = l_mut_275_;
                            uint _e2886 = l_mut_441_;
                            bool l_809_ = (_e2885 < _e2886);
                            uint l_810_ = uint(l_809_);
                            uint l_811_ = (l_808_ - l_810_);
                            l_mut_445_ = l_807_;
                            l_mut_444_ = l_811_;
                            uint _e2890 = l_mut_96_;
                            uint _e2891 = l_mut_439_;
                            uint l_812_ = (_e2890 + _e2891);
                            l_mut_428_ = l_812_;
                        }
                    }
                }
                uint _e2893 = l_mut_445_;
                l_mut_275_ = _e2893;
                uint _e2894 = l_mut_444_;
                l_mut_269_ = _e2894;
                uint _e2895 = l_mut_441_;
                l_mut_219_ = _e2895;
                uint _e2896 = l_mut_440_;
                l_mut_213_ = _e2896;
                uint _e2897 = l_mut_439_;
                l_mut_102_ = _e2897;
                uint _e2898 = l_mut_428_;
                l_mut_96_ = _e2898;
                uint _e2899 = l_mut_421_;
                l_mut_151_ = _e2899;
                uint _e2900 = l_mut_394_;
                l_mut_145_ = _e2900;
                uint _e2901 = l_mut_388_;
                bool l_813_ = (_e2901 == 1u);
                l_mut_350_ = l_813_;
                uint _e2904 = l_mut_388_;
                bool l_814_ = (_e2904 == 0u);
                l_mut_357_ = l_814_;
            } else {
                uint _e2907 = l_mut_219_;
                uint _e2908 = l_mut_151_;
                uint l_815_ = (_e2907 - _e2908);
                uint _e2910 = l_mut_213_;
                uint _e2911 = l_mut_145_;
                uint l_816_ = (_e2910 - _e2911);
                uint _e2913 = l_mut_219_;
                uint _e2914 = l_mut_151_;
                bool l_817_ = (_e2913 < _e2914);
                uint l_818_ = uint(l_817_);
                uint l_819_ = (l_816_ - l_818_);
                l_mut_741_ = l_815_;
                l_mut_736_ = l_819_;
                uint _e2918 = l_mut_151_;
                uint l_820_ = (_e2918 - l_340_);
                uint _e2920 = l_mut_145_;
                uint l_821_ = (_e2920 - l_344_);
                uint _e2922 = l_mut_151_;
                bool l_822_ = (_e2922 < l_340_);
                uint l_823_ = uint(l_822_);
                uint l_824_ = (l_821_ - l_823_);
                l_mut_741_ = l_820_;
                l_mut_736_ = l_824_;
                uint _e2926 = l_mut_219_;
                l_mut_450_ = _e2926;
                uint _e2927 = l_mut_213_;
                l_mut_445_ = _e2927;
                uint _e2928 = l_mut_736_;
                uint _e2929 = l_mut_213_;
                bool l_825_ = (_e2928 < _e2929);
                uint _e2931 = l_mut_736_;
                uint _e2932 = l_mut_213_;
                bool l_826_ = (_e2931 == _e2932);
                uint _e2934 = l_mut_741_;
                uint _e2935 = l_mut_219_;
                bool l_827_ = (_e2934 < _e2935);
                if (l_826_) {
                    local_61 = l_827_;
                } else {
                    local_61 = false;
                }
                bool l_828_ = local_61;
                if (!(l_825_)) {
                    local_62 = l_828_;
                } else {
                    local_62 = true;
                }
                bool l_829_ = local_62;
                if (l_829_) {
                    uint _e2946 = l_mut_741_;
                    l_mut_450_ = _e2946;
                    uint _e2947 = l_mut_736_;
                    l_mut_445_ = _e2947;
                }
                l_mut_645_ = false;
                l_mut_741_ = 0u;
                uint _e2950 = l_mut_275_;
                uint _e2951 = l_mut_269_;
                uint l_830_ = (_e2950 | _e2951);
                bool l_831_ = (l_830_ == 0u);
                bool l_832_ = !(l_831_);
                bool _e2956 = l_mut_645_;
                if (_e2956) {
                    local_63 = l_832_;
                } else {
                    local_63 = false;
                }
                bool l_833_ = local_63;
                uint _e2961 = l_mut_269_;
                uint _e2962 = l_mut_445_;
                bool l_834_ = (_e2961 < _e2962);
                uint _e2964 = l_mut_269_;
                uint _e2965 = l_mut_445_;
                bool l_835_ = (_e2964 == _e2965);
                uint _e2967 = l_mut_275_;
                uint _e2968 = l_mut_450_;
                bool l_836_ = (_e2967 < _e2968);
                if (l_835_) {
                    local_64 = l_836_;
                } else {
                    local_64 = false;
                }
                bool l_837_ = local_64;
                if (!(l_834_)) {
                    local_65 = l_837_;
                } else {
                    local_65 = true;
                }
                bool l_838_ = local_65;
                if (l_833_) {
                    local_66 = l_838_;
                } else {
                    local_66 = false;
                }
                bool l_839_ = local_66;
                uint _e2983 = l_mut_96_;
                uint _e2984 = l_mut_102_;
                uint l_840_ = (_e2983 + _e2984);
                bool l_841_ = (l_840_ < l_4_);
                if (l_839_) {
                    local_67 = l_841_;
                } else {
                    local_67 = false;
                }
                bool l_842_ = local_67;
                if (l_842_) {
                    uint _e2991 = l_mut_96_;
                    uint l_843_ = (l_4_ - _e2991);
                    uint _e2993 = l_mut_102_;
                    uint l_844_ = (l_843_ - _e2993);
                    uint _e2995 = l_mut_96_;
                    uint l_845_ = (l_844_ / _e2995);
                    uint _e2997 = l_mut_450_;
                    uint l_846_ = (_e2997 - 1u);
                    uint _e3000 = l_mut_445_;
                    uint l_847_ = (_e3000 - 0u);
                    uint _e3003 = l_mut_450_;
                    bool l_848_ = (_e3003 < 1u);
                    uint l_849_ = uint(l_848_);
                    uint l_850_ = (l_847_ - l_849_);
                    l_mut_736_ = l_846_;
                    l_mut_450_ = l_850_;
                    l_mut_445_ = 0u;
                    l_mut_851_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3096 = l_mut_851_;
                            l_mut_851_ = (_e3096 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e3011 = l_mut_851_;
                        if ((_e3011 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3015 = l_mut_851_;
                            uint l_852_ = (19u - _e3015);
                            uint _e3017 = l_mut_736_;
                            l_mut_444_ = _e3017;
                            uint _e3018 = l_mut_450_;
                            l_mut_441_ = _e3018;
                            bool l_853_ = (l_852_ >= 32u);
                            if (l_853_) {
                                uint l_854_ = (l_852_ & 31u);
                                uint _e3023 = l_mut_450_;
                                uint l_855_ = (_e3023 >> l_854_);
                                l_mut_444_ = l_855_;
                                l_mut_441_ = 0u;
                            } else {
                                bool l_856_ = (l_852_ > 0u);
                                if (l_856_) {
                                    uint _e3028 = l_mut_736_;
                                    l_mut_440_ = _e3028;
                                    bool l_857_ = (l_852_ > 0u);
                                    if (l_857_) {
                                        uint _e3031 = l_mut_736_;
                                        uint l_858_ = (_e3031 >> l_852_);
                                        uint l_859_ = (32u - l_852_);
                                        uint _e3035 = l_mut_450_;
                                        uint l_860_ = (_e3035 << l_859_);
                                        uint l_861_ = (l_858_ | l_860_);
                                        l_mut_440_ = l_861_;
                                    }
                                    uint _e3038 = l_mut_450_;
                                    uint l_862_ = (_e3038 >> l_852_);
                                    uint _e3040 = l_mut_440_;
                                    l_mut_444_ = _e3040;
                                    l_mut_441_ = l_862_;
                                }
                            }
                            uint _e3041 = l_mut_441_;
                            uint _e3042 = l_mut_269_;
                            bool l_863_ = (_e3041 < _e3042);
                            uint _e3044 = l_mut_441_;
                            uint _e3045 = l_mut_269_;
                            bool l_864_ = (_e3044 == _e3045);
                            uint _e3047 = l_mut_444_;
                            uint _e3048 = l_mut_275_;
                            bool l_865_ = (_e3047 < _e3048);
                            if (l_864_) {
                                local_68 = l_865_;
                            } else {
                                local_68 = false;
                            }
                            bool l_866_ = local_68;
                            if (!(l_863_)) {
                                local_69 = l_866_;
                            } else {
                                local_69 = true;
                            }
                            bool l_867_ = local_69;
                            bool l_868_ = !(l_867_);
                            if (l_868_) {
                                uint _e3060 = l_mut_275_;
                                l_mut_444_ = _e3060;
                                uint _e3061 = l_mut_269_;
                                l_mut_441_ = _e3061;
                                bool l_869_ = (l_852_ >= 32u);
                                if (l_869_) {
                                    uint l_870_ = (l_852_ & 31u);
                                    uint _e3066 = l_mut_275_;
                                    uint l_871_ = (_e3066 << l_870_);
                                    l_mut_444_ = 0u;
                                    l_mut_441_ = l_871_;
                                } else {
                                    bool l_872_ = (l_852_ > 0u);
                                    if (l_872_) {
                                        uint _e3071 = l_mut_275_;
                                        uint l_873_ = (_e3071 << l_852_);
                                        uint _e3073 = l_mut_269_;
                                        uint l_874_ = (_e3073 << l_852_);
                                        uint l_875_ = (32u - l_852_);
                                        uint _e3077 = l_mut_275_;
                                        uint l_876_ = (_e3077 >> l_875_);
                                        uint l_877_ = (l_874_ | l_876_);
                                        l_mut_444_ = l_873_;
                                        l_mut_441_ = l_877_;
                                    }
                                }
                                uint _e3080 = l_mut_736_;
                                uint _e3081 = l_mut_444_;
                                uint l_878_ = (_e3080 - _e3081);
                                uint _e3083 = l_mut_450_;
                                uint _e3084 = l_mut_441_;
                                uint l_879_ = (_e3083 - _e3084);
                                uint _e3086 = l_mut_736_;
                                uint _e3087 = l_mut_444_;
                                bool l_880_ = (_e3086 < _e3087);
                                uint l_881_ = uint(l_880_);
                                uint l_882_ = (l_879_ - l_881_);
                                l_mut_736_ = l_878_;
                                l_mut_450_ = l_882_;
                                uint l_883_ = (1u << l_852_);
                                uint _e3093 = l_mut_445_;
                                l_mut_445_ = (_e3093 | l_883_);
                            }
                        }
                    }
                    uint _e3098 = l_mut_445_;
                    uint l_884_ = min(_e3098, l_845_);
                    l_mut_445_ = l_884_;
                    uint _e3100 = l_mut_450_;
                    uint _e3101 = l_mut_269_;
                    bool l_885_ = (_e3100 < _e3101);
                    uint _e3103 = l_mut_450_;
                    uint _e3104 = l_mut_269_;
                    bool l_886_ = (_e3103 == _e3104);
                    uint _e3106 = l_mut_736_;
                    uint _e3107 = l_mut_275_;
                    bool l_887_ = (_e3106 < _e3107);
                    if (l_886_) {
                        local_70 = l_887_;
                    } else {
                        local_70 = false;
                    }
                    bool l_888_ = local_70;
                    if (!(l_885_)) {
                        local_71 = l_888_;
                    } else {
                        local_71 = true;
                    }
                    bool l_889_ = local_71;
                    bool l_890_ = !(l_889_);
                    if (l_890_) {
                        l_mut_445_ = l_845_;
                    }
                    uint _e3119 = l_mut_445_;
                    l_mut_741_ = _e3119;
                }
                uint _e3120 = l_mut_219_;
                l_mut_736_ = _e3120;
                uint _e3121 = l_mut_213_;
                l_mut_450_ = _e3121;
                uint _e3122 = l_mut_275_;
                l_mut_445_ = _e3122;
                uint _e3123 = l_mut_269_;
                l_mut_444_ = _e3123;
                uint _e3124 = l_mut_96_;
                l_mut_441_ = _e3124;
                uint _e3125 = l_mut_102_;
                l_mut_440_ = _e3125;
                uint _e3126 = l_mut_151_;
                l_mut_439_ = _e3126;
                uint _e3127 = l_mut_145_;
                l_mut_428_ = _e3127;
                l_mut_421_ = 0u;
                uint _e3129 = l_mut_741_;
                bool l_891_ = (_e3129 > 0u);
                if (l_891_) {
                    uint _e3132 = l_mut_275_;
                    uint _e3133 = l_mut_741_;
                    uint l_892_ = (_e3132 * _e3133);
                    uint _e3135 = l_mut_275_;
                    uint l_3326_ = (_e3135 & 65535u);
                    uint _e3138 = l_mut_275_;
                    uint l_3327_ = (_e3138 >> 16u);
                    uint l_3328_ = (l_3327_ & 65535u);
                    uint _e3143 = l_mut_741_;
                    uint l_3329_ = (_e3143 & 65535u);
                    uint _e3146 = l_mut_741_;
                    uint l_3330_ = (_e3146 >> 16u);
                    uint l_3331_ = (l_3330_ & 65535u);
                    uint l_3332_ = (l_3326_ * l_3329_);
                    uint l_3333_ = (l_3328_ * l_3329_);
                    uint l_3334_ = (l_3326_ * l_3331_);
                    uint l_3335_ = (l_3328_ * l_3331_);
                    uint l_3336_ = (l_3332_ >> 16u);
                    uint l_3337_ = (l_3336_ & 65535u);
                    uint l_3338_ = (l_3333_ & 65535u);
                    uint l_3339_ = (l_3337_ + l_3338_);
                    uint l_3340_ = (l_3334_ & 65535u);
                    uint l_3341_ = (l_3339_ + l_3340_);
                    uint l_3342_ = (l_3333_ >> 16u);
                    uint l_3343_ = (l_3342_ & 65535u);
                    uint l_3344_ = (l_3335_ + l_3343_);
                    uint l_3345_ = (l_3334_ >> 16u);
                    uint l_3346_ = (l_3345_ & 65535u);
                    uint l_3347_ = (l_3344_ + l_3346_);
                    uint l_3348_ = (l_3341_ >> 16u);
                    uint l_3349_ = (l_3348_ & 65535u);
                    uint l_893_ = (l_3347_ + l_3349_);
                    uint _e3180 = l_mut_269_;
                    uint _e3181 = l_mut_741_;
                    uint l_894_ = (_e3180 * _e3181);
                    uint l_895_ = (l_893_ + l_894_);
                    uint _e3184 = l_mut_151_;
                    uint l_896_ = (_e3184 - l_892_);
                    uint _e3186 = l_mut_145_;
                    uint l_897_ = (_e3186 - l_895_);
                    uint _e3188 = l_mut_151_;
                    bool l_898_ = (_e3188 < l_892_);
                    uint l_899_ = uint(l_898_);
                    uint l_900_ = (l_897_ - l_899_);
                    l_mut_439_ = l_896_;
                    l_mut_428_ = l_900_;
                    uint _e3192 = l_mut_219_;
                    uint l_901_ = (_e3192 - l_892_);
                    uint _e3194 = l_mut_213_;
                    uint l_902_ = (_e3194 - l_895_);
                    uint _e3196 = l_mut_219_;
                    bool l_903_ = (_e3196 < l_892_);
                    uint l_904_ = uint(l_903_);
                    uint l_905_ = (l_902_ - l_904_);
                    l_mut_736_ = l_901_;
                    l_mut_450_ = l_905_;
                    uint _e3200 = l_mut_741_;
                    uint _e3201 = l_mut_96_;
                    uint l_906_ = (_e3200 * _e3201);
                    uint _e3203 = l_mut_102_;
                    uint l_907_ = (_e3203 + l_906_);
                    l_mut_440_ = l_907_;
                } else {
                    uint _e3205 = l_mut_151_;
                    uint _e3206 = l_mut_275_;
                    uint l_908_ = (_e3205 - _e3206);
                    uint _e3208 = l_mut_145_;
                    uint _e3209 = l_mut_269_;
                    uint l_909_ = (_e3208 - _e3209);
                    uint _e3211 = l_mut_151_;
                    uint _e3212 = l_mut_275_;
                    bool l_910_ = (_e3211 < _e3212);
                    uint l_911_ = uint(l_910_);
                    uint l_912_ = (l_909_ - l_911_);
                    l_mut_439_ = l_908_;
                    l_mut_428_ = l_912_;
                    uint _e3216 = l_mut_428_;
                    bool l_913_ = (_e3216 < l_344_);
                    uint _e3218 = l_mut_428_;
                    bool l_914_ = (_e3218 == l_344_);
                    uint _e3220 = l_mut_439_;
                    bool l_915_ = (_e3220 < l_340_);
                    if (l_914_) {
                        local_72 = l_915_;
                    } else {
                        local_72 = false;
                    }
                    bool l_916_ = local_72;
                    if (!(l_913_)) {
                        local_73 = l_916_;
                    } else {
                        local_73 = true;
                    }
                    bool l_917_ = local_73;
                    if (l_917_) {
                        l_mut_421_ = 2u;
                    }
                    uint _e3232 = l_mut_421_;
                    bool l_918_ = (_e3232 == 0u);
                    if (l_918_) {
                        uint _e3235 = l_mut_96_;
                        uint l_919_ = (l_4_ - _e3235);
                        uint _e3237 = l_mut_102_;
                        uint l_920_ = (l_919_ / _e3237);
                        l_mut_741_ = 0u;
                        l_mut_645_ = false;
                        uint _e3241 = l_mut_219_;
                        uint _e3242 = l_mut_213_;
                        uint l_921_ = (_e3241 | _e3242);
                        bool l_922_ = (l_921_ == 0u);
                        if (l_922_) {
                            l_mut_741_ = l_920_;
                        } else {
                            bool _e3246 = l_mut_645_;
                            if (_e3246) {
                                uint _e3247 = l_mut_213_;
                                uint _e3248 = l_mut_269_;
                                bool l_923_ = (_e3247 < _e3248);
                                uint _e3250 = l_mut_213_;
                                uint _e3251 = l_mut_269_;
                                bool l_924_ = (_e3250 == _e3251);
                                uint _e3253 = l_mut_219_;
                                uint _e3254 = l_mut_275_;
                                bool l_925_ = (_e3253 < _e3254);
                                if (l_924_) {
                                    local_74 = l_925_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_926_ = local_74;
                                if (!(l_923_)) {
                                    local_75 = l_926_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_927_ = local_75;
                                if (l_927_) {
                                    uint _e3265 = l_mut_275_;
                                    uint l_928_ = (_e3265 - 1u);
                                    uint _e3268 = l_mut_269_;
                                    uint l_929_ = (_e3268 - 0u);
                                    uint _e3271 = l_mut_275_;
                                    bool l_930_ = (_e3271 < 1u);
                                    uint l_931_ = uint(l_930_);
                                    uint l_932_ = (l_929_ - l_931_);
                                    l_mut_394_ = l_928_;
                                    l_mut_388_ = l_932_;
                                    l_mut_382_ = 0u;
                                    l_mut_933_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3364 = l_mut_933_;
                                            l_mut_933_ = (_e3364 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3279 = l_mut_933_;
                                        if ((_e3279 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3283 = l_mut_933_;
                                            uint l_934_ = (19u - _e3283);
                                            uint _e3285 = l_mut_394_;
                                            l_mut_90_ = _e3285;
                                            uint _e3286 = l_mut_388_;
                                            l_mut_75_ = _e3286;
                                            bool l_935_ = (l_934_ >= 32u);
                                            if (l_935_) {
                                                uint l_936_ = (l_934_ & 31u);
                                                uint _e3291 = l_mut_388_;
                                                uint l_937_ = (_e3291 >> l_936_);
                                                l_mut_90_ = l_937_;
                                                l_mut_75_ = 0u;
                                            } else {
                                                bool l_938_ = (l_934_ > 0u);
                                                if (l_938_) {
                                                    uint _e3296 = l_mut_394_;
                                                    l_mut_40_ = _e3296;
                                                    bool l_939_ = (l_934_ > 0u);
                                                    if (l_939_) {
                                                        uint _e3299 = l_mut_394_;
                                                        uint l_940_ = (_e3299 >> l_934_);
                                                        uint l_941_ = (32u - l_934_);
                                                        uint _e3303 = l_mut_388_;
                                                        uint l_942_ = (_e3303 << l_941_);
                                                        uint l_943_ = (l_940_ | l_942_);
                                                        l_mut_40_ = l_943_;
                                                    }
                                                    uint _e3306 = l_mut_388_;
                                                    uint l_944_ = (_e3306 >> l_934_);
                                                    uint _e3308 = l_mut_40_;
                                                    l_mut_90_ = _e3308;
                                                    l_mut_75_ = l_944_;
                                                }
                                            }
                                            uint _e3309 = l_mut_75_;
                                            uint _e3310 = l_mut_213_;
                                            bool l_945_ = (_e3309 < _e3310);
                                            uint _e3312 = l_mut_75_;
                                            uint _e3313 = l_mut_213_;
                                            bool l_946_ = (_e3312 == _e3313);
                                            uint _e3315 = l_mut_90_;
                                            uint _e3316 = l_mut_219_;
                                            bool l_947_ = (_e3315 < _e3316);
                                            if (l_946_) {
                                                local_76 = l_947_;
                                            } else {
                                                local_76 = false;
                                            }
                                            bool l_948_ = local_76;
                                            if (!(l_945_)) {
                                                local_77 = l_948_;
                                            } else {
                                                local_77 = true;
                                            }
                                            bool l_949_ = local_77;
                                            bool l_950_ = !(l_949_);
                                            if (l_950_) {
                                                uint _e3328 = l_mut_219_;
                                                l_mut_90_ = _e3328;
                                                uint _e3329 = l_mut_213_;
                                                l_mut_75_ = _e3329;
                                                bool l_951_ = (l_934_ >= 32u);
                                                if (l_951_) {
                                                    uint l_952_ = (l_934_ & 31u);
                                                    uint _e3334 = l_mut_219_;
                                                    uint l_953_ = (_e3334 << l_952_);
                                                    l_mut_90_ = 0u;
                                                    l_mut_75_ = l_953_;
                                                } else {
                                                    bool l_954_ = (l_934_ > 0u);
                                                    if (l_954_) {
                                                        uint _e3339 = l_mut_219_;
                                                        uint l_955_ = (_e3339 << l_934_);
                                                        uint _e3341 = l_mut_213_;
                                                        uint l_956_ = (_e3341 << l_934_);
                                                        uint l_957_ = (32u - l_934_);
                                                        uint _e3345 = l_mut_219_;
                                                        uint l_958_ = (_e3345 >> l_957_);
                                                        uint l_959_ = (l_956_ | l_958_);
                                                        l_mut_90_ = l_955_;
                                                        l_mut_75_ = l_959_;
                                                    }
                                                }
                                                uint _e3348 = l_mut_394_;
                                                uint _e3349 = l_mut_90_;
                                                uint l_960_ = (_e3348 - _e3349);
                                                uint _e3351 = l_mut_388_;
                                                uint _e3352 = l_mut_75_;
                                                uint l_961_ = (_e3351 - _e3352);
                                                uint _e3354 = l_mut_394_;
                                                uint _e3355 = l_mut_90_;
                                                bool l_962_ = (_e3354 < _e3355);
                                                uint l_963_ = uint(l_962_);
                                                uint l_964_ = (l_961_ - l_963_);
                                                l_mut_394_ = l_960_;
                                                l_mut_388_ = l_964_;
                                                uint l_965_ = (1u << l_934_);
                                                uint _e3361 = l_mut_382_;
                                                l_mut_382_ = (_e3361 | l_965_);
                                            }
                                        }
                                    }
                                    uint _e3366 = l_mut_382_;
                                    uint l_966_ = min(_e3366, l_920_);
                                    l_mut_382_ = l_966_;
                                    uint _e3368 = l_mut_388_;
                                    uint _e3369 = l_mut_213_;
                                    bool l_967_ = (_e3368 < _e3369);
                                    uint _e3371 = l_mut_388_;
                                    uint _e3372 = l_mut_213_;
                                    bool l_968_ = (_e3371 == _e3372);
                                    uint _e3374 = l_mut_394_;
                                    uint _e3375 = l_mut_219_;
                                    bool l_969_ = (_e3374 < _e3375);
                                    if (l_968_) {
                                        local_78 = l_969_;
                                    } else {
                                        local_78 = false;
                                    }
                                    bool l_970_ = local_78;
                                    if (!(l_967_)) {
                                        local_79 = l_970_;
                                    } else {
                                        local_79 = true;
                                    }
                                    bool l_971_ = local_79;
                                    bool l_972_ = !(l_971_);
                                    if (l_972_) {
                                        l_mut_382_ = l_920_;
                                    }
                                    uint _e3387 = l_mut_382_;
                                    l_mut_741_ = _e3387;
                                }
                            } else {
                                uint _e3388 = l_mut_275_;
                                l_mut_394_ = _e3388;
                                uint _e3389 = l_mut_269_;
                                l_mut_388_ = _e3389;
                                while(true) {
                                    uint _e3390 = l_mut_213_;
                                    uint _e3391 = l_mut_388_;
                                    bool l_973_ = (_e3390 < _e3391);
                                    uint _e3393 = l_mut_213_;
                                    uint _e3394 = l_mut_388_;
                                    bool l_974_ = (_e3393 == _e3394);
                                    uint _e3396 = l_mut_219_;
                                    uint _e3397 = l_mut_394_;
                                    bool l_975_ = (_e3396 < _e3397);
                                    if (l_974_) {
                                        local_80 = l_975_;
                                    } else {
                                        local_80 = false;
                                    }
                                    bool l_976_ = local_80;
                                    if (!(l_973_)) {
                                        local_81 = l_976_;
                                    } else {
                                        local_81 = true;
                                    }
                                    bool l_977_ = local_81;
                                    uint _e3408 = l_mut_741_;
                                    uint _e3409 = l_mut_102_;
                                    uint l_978_ = (_e3408 * _e3409);
                                    uint _e3411 = l_mut_96_;
                                    uint l_979_ = (_e3411 + l_978_);
                                    uint _e3413 = l_mut_102_;
                                    uint l_980_ = (l_979_ + _e3413);
                                    bool l_981_ = (l_980_ < l_4_);
                                    if (l_977_) {
                                        local_82 = l_981_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_982_ = local_82;
                                    bool l_983_ = !(l_982_);
                                    if (l_983_) {
                                        break;
                                    }
                                    uint _e3421 = l_mut_394_;
                                    uint _e3422 = l_mut_219_;
                                    uint l_984_ = (_e3421 - _e3422);
                                    uint _e3424 = l_mut_388_;
                                    uint _e3425 = l_mut_213_;
                                    uint l_985_ = (_e3424 - _e3425);
                                    uint _e3427 = l_mut_394_;
                                    uint _e3428 = l_mut_219_;
                                    bool l_986_ = (_e3427 < _e3428);
                                    uint l_987_ = uint(l_986_);
                                    uint l_988_ = (l_985_ - l_987_);
                                    l_mut_394_ = l_984_;
                                    l_mut_388_ = l_988_;
                                    uint _e3432 = l_mut_741_;
                                    l_mut_741_ = (_e3432 + 1u);
                                }
                            }
                        }
                        uint _e3435 = l_mut_741_;
                        uint _e3436 = l_mut_102_;
                        uint l_989_ = (_e3435 * _e3436);
                        uint _e3438 = l_mut_96_;
                        uint l_990_ = (_e3438 + l_989_);
                        uint _e3440 = l_mut_102_;
                        uint l_991_ = (l_990_ + _e3440);
                        bool l_992_ = (l_991_ >= l_4_);
                        if (l_992_) {
                            l_mut_421_ = 1u;
                        } else {
                            uint _e3444 = l_mut_219_;
                            uint _e3445 = l_mut_741_;
                            uint l_993_ = (_e3444 * _e3445);
                            uint _e3447 = l_mut_219_;
                            uint l_3351_ = (_e3447 & 65535u);
                            uint _e3450 = l_mut_219_;
                            uint l_3352_ = (_e3450 >> 16u);
                            uint l_3353_ = (l_3352_ & 65535u);
                            uint _e3455 = l_mut_741_;
                            uint l_3354_ = (_e3455 & 65535u);
                            uint _e3458 = l_mut_741_;
                            uint l_3355_ = (_e3458 >> 16u);
                            uint l_3356_ = (l_3355_ & 65535u);
                            uint l_3357_ = (l_3351_ * l_3354_);
                            uint l_3358_ = (l_3353_ * l_3354_);
                            uint l_3359_ = (l_3351_ * l_3356_);
                            uint l_3360_ = (l_3353_ * l_3356_);
                            uint l_3361_ = (l_3357_ >> 16u);
                            uint l_3362_ = (l_3361_ & 65535u);
                            uint l_3363_ = (l_3358_ & 65535u);
                            uint l_3364_ = (l_3362_ + l_3363_);
                            uint l_3365_ = (l_3359_ & 65535u);
                            uint l_3366_ = (l_3364_ + l_3365_);
                            uint l_3367_ = (l_3358_ >> 16u);
                            uint l_3368_ = (l_3367_ & 65535u);
                            uint l_3369_ = (l_3360_ + l_3368_);
                            uint l_3370_ = (l_3359_ >> 16u);
                            uint l_3371_ = (l_3370_ & 65535u);
                            uint l_3372_ = (l_3369_ + l_3371_);
                            uint l_3373_ = (l_3366_ >> 16u);
                            uint l_3374_ = (l_3373_ & 65535u);
                            uint l_994_ = (l_3372_ + l_3374_);
                            uint _e3492 = l_mut_213_;
                            uint _e3493 = l_mut_741_;
                            uint l_995_ = (_e3492 * _e3493);
                            uint l_996_ = (l_994_ + l_995_);
                            uint _e3496 = l_mut_275_;
                            uint l_997_ = (_e3496 - l_993_);
                            uint _e3498 = l_mut_269_;
                            uint l_998_ = (_e3498 - l_996_);
                            uint _e3500 = l_mut_275_;
                            bool l_999_ = (_e3500 < l_993_);
                            uint l_1000_ = uint(l_999_);
                            uint l_1001_ = (l_998_ - l_1000_);
                            l_mut_445_ = l_997_;
                            l_mut_444_ = l_1001_;
                            uint _e3504 = l_mut_741_;
                            uint _e3505 = l_mut_102_;
                            uint l_1002_ = (_e3504 * _e3505);
                            uint _e3507 = l_mut_96_;
                            uint l_1003_ = (_e3507 + l_1002_);
                            l_mut_441_ = l_1003_;
                            uint _e3509 = l_mut_219_;
                            uint _e3510 = l_mut_445_;
                            uint l_1004_ = (_e3509 - _e3510);
                            uint _e3512 = l_mut_213_;
                            uint _e3513 = l_mut_444_;
                            uint l_1005_ = (_e3512 - _e3513);
                            uint _e3515 = l_mut_219_;
                            uint _e3516 = l_mut_445_;
                            bool l_1006_ = (_e3515 < _e3516);
                            uint l_1007_ = uint(l_1006_);
                            uint l_1008_ = (l_1005_ - l_1007_);
                            l_mut_736_ = l_1004_;
                            l_mut_450_ = l_1008_;
                            uint _e3520 = l_mut_102_;
                            uint _e3521 = l_mut_441_;
                            uint l_1009_ = (_e3520 + _e3521);
                            l_mut_440_ = l_1009_;
                        }
                    }
                }
                uint _e3523 = l_mut_445_;
                l_mut_275_ = _e3523;
                uint _e3524 = l_mut_444_;
                l_mut_269_ = _e3524;
                uint _e3525 = l_mut_736_;
                l_mut_219_ = _e3525;
                uint _e3526 = l_mut_450_;
                l_mut_213_ = _e3526;
                uint _e3527 = l_mut_440_;
                l_mut_102_ = _e3527;
                uint _e3528 = l_mut_441_;
                l_mut_96_ = _e3528;
                uint _e3529 = l_mut_439_;
                l_mut_151_ = _e3529;
                uint _e3530 = l_mut_428_;
                l_mut_145_ = _e3530;
                uint _e3531 = l_mut_421_;
                bool l_1010_ = (_e3531 == 1u);
                l_mut_350_ = l_1010_;
                uint _e3534 = l_mut_421_;
                bool l_1011_ = (_e3534 == 0u);
                l_mut_357_ = l_1011_;
            }
        }
        bool _e3537 = l_mut_350_;
        bool l_1012_ = !(_e3537);
        if (l_1012_) {
            uint l_3376_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3377_ = (l_3376_ * 1u);
            uint l_3378_ = (l_3377_ - 1u);
            uint l_3379_ = min(0u, l_3378_);
            uint _e3552 = atomicAdd(_group_0_binding_5_cs[l_3379_], 1u);
            uint l_1015_ = (l_4_ / 8u);
            l_mut_741_ = 0u;
            l_mut_736_ = 0u;
            l_mut_450_ = 0u;
            bool loop_init_6 = true;
            while(true) {
                if (!loop_init_6) {
                    uint _e8578 = l_mut_1016_;
                    l_mut_1016_ = (_e8578 + 1u);
                }
                loop_init_6 = false;
                uint _e3560 = l_mut_1016_;
                if ((_e3560 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3563 = l_mut_1016_;
                    uint l_1017_ = (_e3563 * l_1015_);
                    bool l_1018_ = (l_1017_ < l_56_);
                    uint l_1019_ = (l_4_ / 8u);
                    uint _e3568 = l_mut_1016_;
                    uint l_1020_ = (_e3568 * l_1019_);
                    uint l_1021_ = (l_1020_ + l_1020_);
                    uint l_1022_ = (l_72_ >> 31u);
                    bool l_1023_ = (l_1022_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_1023_) {
                        uint l_1024_ = (0u - l_69_);
                        uint l_1025_ = (0u - l_72_);
                        bool l_1026_ = (0u < l_69_);
                        uint l_1027_ = uint(l_1026_);
                        uint l_1028_ = (l_1025_ - l_1027_);
                        l_mut_445_ = l_1024_;
                        l_mut_444_ = l_1028_;
                    }
                    uint _e3583 = l_mut_445_;
                    uint l_1029_ = (_e3583 * l_1021_);
                    uint _e3585 = l_mut_444_;
                    uint l_1030_ = (_e3585 * l_1021_);
                    uint _e3587 = l_mut_445_;
                    uint l_3381_ = (_e3587 & 65535u);
                    uint _e3590 = l_mut_445_;
                    uint l_3382_ = (_e3590 >> 16u);
                    uint l_3383_ = (l_3382_ & 65535u);
                    uint l_3384_ = (l_1021_ & 65535u);
                    uint l_3385_ = (l_1021_ >> 16u);
                    uint l_3386_ = (l_3385_ & 65535u);
                    uint l_3387_ = (l_3381_ * l_3384_);
                    uint l_3388_ = (l_3383_ * l_3384_);
                    uint l_3389_ = (l_3381_ * l_3386_);
                    uint l_3390_ = (l_3383_ * l_3386_);
                    uint l_3391_ = (l_3387_ >> 16u);
                    uint l_3392_ = (l_3391_ & 65535u);
                    uint l_3393_ = (l_3388_ & 65535u);
                    uint l_3394_ = (l_3392_ + l_3393_);
                    uint l_3395_ = (l_3389_ & 65535u);
                    uint l_3396_ = (l_3394_ + l_3395_);
                    uint l_3397_ = (l_3388_ >> 16u);
                    uint l_3398_ = (l_3397_ & 65535u);
                    uint l_3399_ = (l_3390_ + l_3398_);
                    uint l_3400_ = (l_3389_ >> 16u);
                    uint l_3401_ = (l_3400_ & 65535u);
                    uint l_3402_ = (l_3399_ + l_3401_);
                    uint l_3403_ = (l_3396_ >> 16u);
                    uint l_3404_ = (l_3403_ & 65535u);
                    uint l_1031_ = (l_3402_ + l_3404_);
                    uint l_1032_ = (l_1031_ + l_1030_);
                    uint _e3631 = l_mut_444_;
                    uint l_3406_ = (_e3631 & 65535u);
                    uint _e3634 = l_mut_444_;
                    uint l_3407_ = (_e3634 >> 16u);
                    uint l_3408_ = (l_3407_ & 65535u);
                    uint l_3409_ = (l_1021_ & 65535u);
                    uint l_3410_ = (l_1021_ >> 16u);
                    uint l_3411_ = (l_3410_ & 65535u);
                    uint l_3412_ = (l_3406_ * l_3409_);
                    uint l_3413_ = (l_3408_ * l_3409_);
                    uint l_3414_ = (l_3406_ * l_3411_);
                    uint l_3415_ = (l_3408_ * l_3411_);
                    uint l_3416_ = (l_3412_ >> 16u);
                    uint l_3417_ = (l_3416_ & 65535u);
                    uint l_3418_ = (l_3413_ & 65535u);
                    uint l_3419_ = (l_3417_ + l_3418_);
                    uint l_3420_ = (l_3414_ & 65535u);
                    uint l_3421_ = (l_3419_ + l_3420_);
                    uint l_3422_ = (l_3413_ >> 16u);
                    uint l_3423_ = (l_3422_ & 65535u);
                    uint l_3424_ = (l_3415_ + l_3423_);
                    uint l_3425_ = (l_3414_ >> 16u);
                    uint l_3426_ = (l_3425_ & 65535u);
                    uint l_3427_ = (l_3424_ + l_3426_);
                    uint l_3428_ = (l_3421_ >> 16u);
                    uint l_3429_ = (l_3428_ & 65535u);
                    uint l_1033_ = (l_3427_ + l_3429_);
                    bool l_1034_ = (l_1032_ < l_1030_);
                    uint l_1035_ = uint(l_1034_);
                    uint l_1036_ = (l_1033_ + l_1035_);
                    uint l_1037_ = (l_9_ % 32u);
                    l_mut_441_ = l_1029_;
                    bool l_1038_ = (l_1037_ > 0u);
                    if (l_1038_) {
                        uint l_1039_ = (l_1029_ >> l_1037_);
                        uint l_1040_ = (32u - l_1037_);
                        uint l_1041_ = (l_1032_ << l_1040_);
                        uint l_1042_ = (l_1039_ | l_1041_);
                        l_mut_441_ = l_1042_;
                    }
                    l_mut_440_ = l_1032_;
                    bool l_1043_ = (l_1037_ > 0u);
                    if (l_1043_) {
                        uint l_1044_ = (l_1032_ >> l_1037_);
                        uint l_1045_ = (32u - l_1037_);
                        uint l_1046_ = (l_1036_ << l_1045_);
                        uint l_1047_ = (l_1044_ | l_1046_);
                        l_mut_440_ = l_1047_;
                    }
                    uint _e3693 = l_mut_441_;
                    l_mut_439_ = _e3693;
                    uint _e3694 = l_mut_440_;
                    l_mut_441_ = _e3694;
                    bool l_1048_ = (l_9_ >= 64u);
                    if (l_1048_) {
                        l_mut_439_ = l_1036_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_1049_ = (l_9_ >= 32u);
                        if (l_1049_) {
                            l_mut_440_ = l_1032_;
                            bool l_1050_ = (l_1037_ > 0u);
                            if (l_1050_) {
                                uint l_1051_ = (l_1032_ >> l_1037_);
                                uint l_1052_ = (32u - l_1037_);
                                uint l_1053_ = (l_1036_ << l_1052_);
                                uint l_1054_ = (l_1051_ | l_1053_);
                                l_mut_440_ = l_1054_;
                            }
                            uint l_1055_ = (l_1036_ >> l_1037_);
                            uint _e3708 = l_mut_440_;
                            l_mut_439_ = _e3708;
                            l_mut_441_ = l_1055_;
                        }
                    }
                    uint _e3709 = l_mut_439_;
                    l_mut_445_ = _e3709;
                    uint _e3710 = l_mut_441_;
                    l_mut_444_ = _e3710;
                    if (l_1023_) {
                        uint _e3712 = l_mut_445_;
                        uint l_1056_ = (0u - _e3712);
                        uint _e3715 = l_mut_444_;
                        uint l_1057_ = (0u - _e3715);
                        uint _e3718 = l_mut_445_;
                        bool l_1058_ = (0u < _e3718);
                        uint l_1059_ = uint(l_1058_);
                        uint l_1060_ = (l_1057_ - l_1059_);
                        l_mut_445_ = l_1056_;
                        l_mut_444_ = l_1060_;
                    }
                    uint _e3722 = l_mut_445_;
                    uint l_1061_ = (l_59_ + _e3722);
                    uint _e3724 = l_mut_444_;
                    uint l_1062_ = (l_62_ + _e3724);
                    bool l_1063_ = (l_1061_ < l_59_);
                    uint l_1064_ = uint(l_1063_);
                    uint l_1065_ = (l_1062_ + l_1064_);
                    uint l_1066_ = (l_59_ * l_1020_);
                    uint l_3431_ = (l_59_ & 65535u);
                    uint l_3432_ = (l_59_ >> 16u);
                    uint l_3433_ = (l_3432_ & 65535u);
                    uint l_3434_ = (l_1020_ & 65535u);
                    uint l_3435_ = (l_1020_ >> 16u);
                    uint l_3436_ = (l_3435_ & 65535u);
                    uint l_3437_ = (l_3431_ * l_3434_);
                    uint l_3438_ = (l_3433_ * l_3434_);
                    uint l_3439_ = (l_3431_ * l_3436_);
                    uint l_3440_ = (l_3433_ * l_3436_);
                    uint l_3441_ = (l_3437_ >> 16u);
                    uint l_3442_ = (l_3441_ & 65535u);
                    uint l_3443_ = (l_3438_ & 65535u);
                    uint l_3444_ = (l_3442_ + l_3443_);
                    uint l_3445_ = (l_3439_ & 65535u);
                    uint l_3446_ = (l_3444_ + l_3445_);
                    uint l_3447_ = (l_3438_ >> 16u);
                    uint l_3448_ = (l_3447_ & 65535u);
                    uint l_3449_ = (l_3440_ + l_3448_);
                    uint l_3450_ = (l_3439_ >> 16u);
                    uint l_3451_ = (l_3450_ & 65535u);
                    uint l_3452_ = (l_3449_ + l_3451_);
                    uint l_3453_ = (l_3446_ >> 16u);
                    uint l_3454_ = (l_3453_ & 65535u);
                    uint l_1067_ = (l_3452_ + l_3454_);
                    uint l_1068_ = (l_62_ * l_1020_);
                    uint l_1069_ = (l_1067_ + l_1068_);
                    uint l_1070_ = (l_64_ + l_1066_);
                    uint l_1071_ = (l_67_ + l_1069_);
                    bool l_1072_ = (l_1070_ < l_64_);
                    uint l_1073_ = uint(l_1072_);
                    uint l_1074_ = (l_1071_ + l_1073_);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_1075_ = (l_1020_ < 65536u);
                    if (l_1075_) {
                        uint l_1076_ = (l_1020_ * l_1020_);
                        uint l_1077_ = (l_72_ >> 31u);
                        bool l_1078_ = (l_1077_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1078_) {
                            uint l_1079_ = (0u - l_69_);
                            uint l_1080_ = (0u - l_72_);
                            bool l_1081_ = (0u < l_69_);
                            uint l_1082_ = uint(l_1081_);
                            uint l_1083_ = (l_1080_ - l_1082_);
                            l_mut_441_ = l_1079_;
                            l_mut_440_ = l_1083_;
                        }
                        uint _e3795 = l_mut_441_;
                        uint l_1084_ = (_e3795 * l_1076_);
                        uint _e3797 = l_mut_440_;
                        uint l_1085_ = (_e3797 * l_1076_);
                        uint _e3799 = l_mut_441_;
                        uint l_3456_ = (_e3799 & 65535u);
                        uint _e3802 = l_mut_441_;
                        uint l_3457_ = (_e3802 >> 16u);
                        uint l_3458_ = (l_3457_ & 65535u);
                        uint l_3459_ = (l_1076_ & 65535u);
                        uint l_3460_ = (l_1076_ >> 16u);
                        uint l_3461_ = (l_3460_ & 65535u);
                        uint l_3462_ = (l_3456_ * l_3459_);
                        uint l_3463_ = (l_3458_ * l_3459_);
                        uint l_3464_ = (l_3456_ * l_3461_);
                        uint l_3465_ = (l_3458_ * l_3461_);
                        uint l_3466_ = (l_3462_ >> 16u);
                        uint l_3467_ = (l_3466_ & 65535u);
                        uint l_3468_ = (l_3463_ & 65535u);
                        uint l_3469_ = (l_3467_ + l_3468_);
                        uint l_3470_ = (l_3464_ & 65535u);
                        uint l_3471_ = (l_3469_ + l_3470_);
                        uint l_3472_ = (l_3463_ >> 16u);
                        uint l_3473_ = (l_3472_ & 65535u);
                        uint l_3474_ = (l_3465_ + l_3473_);
                        uint l_3475_ = (l_3464_ >> 16u);
                        uint l_3476_ = (l_3475_ & 65535u);
                        uint l_3477_ = (l_3474_ + l_3476_);
                        uint l_3478_ = (l_3471_ >> 16u);
                        uint l_3479_ = (l_3478_ & 65535u);
                        uint l_1086_ = (l_3477_ + l_3479_);
                        uint l_1087_ = (l_1086_ + l_1085_);
                        uint _e3843 = l_mut_440_;
                        uint l_3481_ = (_e3843 & 65535u);
                        uint _e3846 = l_mut_440_;
                        uint l_3482_ = (_e3846 >> 16u);
                        uint l_3483_ = (l_3482_ & 65535u);
                        uint l_3484_ = (l_1076_ & 65535u);
                        uint l_3485_ = (l_1076_ >> 16u);
                        uint l_3486_ = (l_3485_ & 65535u);
                        uint l_3487_ = (l_3481_ * l_3484_);
                        uint l_3488_ = (l_3483_ * l_3484_);
                        uint l_3489_ = (l_3481_ * l_3486_);
                        uint l_3490_ = (l_3483_ * l_3486_);
                        uint l_3491_ = (l_3487_ >> 16u);
                        uint l_3492_ = (l_3491_ & 65535u);
                        uint l_3493_ = (l_3488_ & 65535u);
                        uint l_3494_ = (l_3492_ + l_3493_);
                        uint l_3495_ = (l_3489_ & 65535u);
                        uint l_3496_ = (l_3494_ + l_3495_);
                        uint l_3497_ = (l_3488_ >> 16u);
                        uint l_3498_ = (l_3497_ & 65535u);
                        uint l_3499_ = (l_3490_ + l_3498_);
                        uint l_3500_ = (l_3489_ >> 16u);
                        uint l_3501_ = (l_3500_ & 65535u);
                        uint l_3502_ = (l_3499_ + l_3501_);
                        uint l_3503_ = (l_3496_ >> 16u);
                        uint l_3504_ = (l_3503_ & 65535u);
                        uint l_1088_ = (l_3502_ + l_3504_);
                        bool l_1089_ = (l_1087_ < l_1085_);
                        uint l_1090_ = uint(l_1089_);
                        uint l_1091_ = (l_1088_ + l_1090_);
                        uint l_1092_ = (l_9_ % 32u);
                        l_mut_439_ = l_1084_;
                        bool l_1093_ = (l_1092_ > 0u);
                        if (l_1093_) {
                            uint l_1094_ = (l_1084_ >> l_1092_);
                            uint l_1095_ = (32u - l_1092_);
                            uint l_1096_ = (l_1087_ << l_1095_);
                            uint l_1097_ = (l_1094_ | l_1096_);
                            l_mut_439_ = l_1097_;
                        }
                        l_mut_428_ = l_1087_;
                        bool l_1098_ = (l_1092_ > 0u);
                        if (l_1098_) {
                            uint l_1099_ = (l_1087_ >> l_1092_);
                            uint l_1100_ = (32u - l_1092_);
                            uint l_1101_ = (l_1091_ << l_1100_);
                            uint l_1102_ = (l_1099_ | l_1101_);
                            l_mut_428_ = l_1102_;
                        }
                        uint _e3905 = l_mut_439_;
                        l_mut_421_ = _e3905;
                        uint _e3906 = l_mut_428_;
                        l_mut_439_ = _e3906;
                        bool l_1103_ = (l_9_ >= 64u);
                        if (l_1103_) {
                            l_mut_421_ = l_1091_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_1104_ = (l_9_ >= 32u);
                            if (l_1104_) {
                                l_mut_428_ = l_1087_;
                                bool l_1105_ = (l_1092_ > 0u);
                                if (l_1105_) {
                                    uint l_1106_ = (l_1087_ >> l_1092_);
                                    uint l_1107_ = (32u - l_1092_);
                                    uint l_1108_ = (l_1091_ << l_1107_);
                                    uint l_1109_ = (l_1106_ | l_1108_);
                                    l_mut_428_ = l_1109_;
                                }
                                uint l_1110_ = (l_1091_ >> l_1092_);
                                uint _e3920 = l_mut_428_;
                                l_mut_421_ = _e3920;
                                l_mut_439_ = l_1110_;
                            }
                        }
                        uint _e3921 = l_mut_421_;
                        l_mut_441_ = _e3921;
                        uint _e3922 = l_mut_439_;
                        l_mut_440_ = _e3922;
                        if (l_1078_) {
                            uint _e3924 = l_mut_441_;
                            uint l_1111_ = (0u - _e3924);
                            uint _e3927 = l_mut_440_;
                            uint l_1112_ = (0u - _e3927);
                            uint _e3930 = l_mut_441_;
                            bool l_1113_ = (0u < _e3930);
                            uint l_1114_ = uint(l_1113_);
                            uint l_1115_ = (l_1112_ - l_1114_);
                            l_mut_441_ = l_1111_;
                            l_mut_440_ = l_1115_;
                        }
                        uint _e3934 = l_mut_441_;
                        l_mut_445_ = _e3934;
                        uint _e3935 = l_mut_440_;
                        l_mut_444_ = _e3935;
                    } else {
                        uint l_1116_ = (l_72_ >> 31u);
                        bool l_1117_ = (l_1116_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1117_) {
                            uint l_1118_ = (0u - l_69_);
                            uint l_1119_ = (0u - l_72_);
                            bool l_1120_ = (0u < l_69_);
                            uint l_1121_ = uint(l_1120_);
                            uint l_1122_ = (l_1119_ - l_1121_);
                            l_mut_441_ = l_1118_;
                            l_mut_440_ = l_1122_;
                        }
                        uint _e3948 = l_mut_441_;
                        uint l_1123_ = (_e3948 * l_1020_);
                        uint _e3950 = l_mut_440_;
                        uint l_1124_ = (_e3950 * l_1020_);
                        uint _e3952 = l_mut_441_;
                        uint l_3506_ = (_e3952 & 65535u);
                        uint _e3955 = l_mut_441_;
                        uint l_3507_ = (_e3955 >> 16u);
                        uint l_3508_ = (l_3507_ & 65535u);
                        uint l_3509_ = (l_1020_ & 65535u);
                        uint l_3510_ = (l_1020_ >> 16u);
                        uint l_3511_ = (l_3510_ & 65535u);
                        uint l_3512_ = (l_3506_ * l_3509_);
                        uint l_3513_ = (l_3508_ * l_3509_);
                        uint l_3514_ = (l_3506_ * l_3511_);
                        uint l_3515_ = (l_3508_ * l_3511_);
                        uint l_3516_ = (l_3512_ >> 16u);
                        uint l_3517_ = (l_3516_ & 65535u);
                        uint l_3518_ = (l_3513_ & 65535u);
                        uint l_3519_ = (l_3517_ + l_3518_);
                        uint l_3520_ = (l_3514_ & 65535u);
                        uint l_3521_ = (l_3519_ + l_3520_);
                        uint l_3522_ = (l_3513_ >> 16u);
                        uint l_3523_ = (l_3522_ & 65535u);
                        uint l_3524_ = (l_3515_ + l_3523_);
                        uint l_3525_ = (l_3514_ >> 16u);
                        uint l_3526_ = (l_3525_ & 65535u);
                        uint l_3527_ = (l_3524_ + l_3526_);
                        uint l_3528_ = (l_3521_ >> 16u);
                        uint l_3529_ = (l_3528_ & 65535u);
                        uint l_1125_ = (l_3527_ + l_3529_);
                        uint l_1126_ = (l_1125_ + l_1124_);
                        uint _e3996 = l_mut_440_;
                        uint l_3531_ = (_e3996 & 65535u);
                        uint _e3999 = l_mut_440_;
                        uint l_3532_ = (_e3999 >> 16u);
                        uint l_3533_ = (l_3532_ & 65535u);
                        uint l_3534_ = (l_1020_ & 65535u);
                        uint l_3535_ = (l_1020_ >> 16u);
                        uint l_3536_ = (l_3535_ & 65535u);
                        uint l_3537_ = (l_3531_ * l_3534_);
                        uint l_3538_ = (l_3533_ * l_3534_);
                        uint l_3539_ = (l_3531_ * l_3536_);
                        uint l_3540_ = (l_3533_ * l_3536_);
                        uint l_3541_ = (l_3537_ >> 16u);
                        uint l_3542_ = (l_3541_ & 65535u);
                        uint l_3543_ = (l_3538_ & 65535u);
                        uint l_3544_ = (l_3542_ + l_3543_);
                        uint l_3545_ = (l_3539_ & 65535u);
                        uint l_3546_ = (l_3544_ + l_3545_);
                        uint l_3547_ = (l_3538_ >> 16u);
                        uint l_3548_ = (l_3547_ & 65535u);
                        uint l_3549_ = (l_3540_ + l_3548_);
                        uint l_3550_ = (l_3539_ >> 16u);
                        uint l_3551_ = (l_3550_ & 65535u);
                        uint l_3552_ = (l_3549_ + l_3551_);
                        uint l_3553_ = (l_3546_ >> 16u);
                        uint l_3554_ = (l_3553_ & 65535u);
                        uint l_1127_ = (l_3552_ + l_3554_);
                        bool l_1128_ = (l_1126_ < l_1124_);
                        uint l_1129_ = uint(l_1128_);
                        uint l_1130_ = (l_1127_ + l_1129_);
                        l_mut_439_ = l_1123_;
                        bool l_1132_ = (0u > 0u);
                        if (l_1132_) {
                            uint l_1133_ = (l_1123_ >> 0u);
                            uint l_1134_ = (32u - 0u);
                            uint l_1135_ = (l_1126_ << l_1134_);
                            uint l_1136_ = (l_1133_ | l_1135_);
                            l_mut_439_ = l_1136_;
                        }
                        l_mut_428_ = l_1126_;
                        bool l_1137_ = (0u > 0u);
                        if (l_1137_) {
                            uint l_1138_ = (l_1126_ >> 0u);
                            uint l_1139_ = (32u - 0u);
                            uint l_1140_ = (l_1130_ << l_1139_);
                            uint l_1141_ = (l_1138_ | l_1140_);
                            l_mut_428_ = l_1141_;
                        }
                        uint _e4057 = l_mut_439_;
                        l_mut_421_ = _e4057;
                        uint _e4058 = l_mut_428_;
                        l_mut_439_ = _e4058;
                        if (false) {
                            l_mut_421_ = l_1130_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1126_;
                                bool l_1144_ = (0u > 0u);
                                if (l_1144_) {
                                    uint l_1145_ = (l_1126_ >> 0u);
                                    uint l_1146_ = (32u - 0u);
                                    uint l_1147_ = (l_1130_ << l_1146_);
                                    uint l_1148_ = (l_1145_ | l_1147_);
                                    l_mut_428_ = l_1148_;
                                }
                                uint l_1149_ = (l_1130_ >> 0u);
                                uint _e4070 = l_mut_428_;
                                l_mut_421_ = _e4070;
                                l_mut_439_ = l_1149_;
                            }
                        }
                        uint _e4071 = l_mut_441_;
                        uint l_1150_ = (_e4071 * l_1020_);
                        uint _e4073 = l_mut_440_;
                        uint l_1151_ = (_e4073 * l_1020_);
                        uint _e4075 = l_mut_441_;
                        uint l_3556_ = (_e4075 & 65535u);
                        uint _e4078 = l_mut_441_;
                        uint l_3557_ = (_e4078 >> 16u);
                        uint l_3558_ = (l_3557_ & 65535u);
                        uint l_3559_ = (l_1020_ & 65535u);
                        uint l_3560_ = (l_1020_ >> 16u);
                        uint l_3561_ = (l_3560_ & 65535u);
                        uint l_3562_ = (l_3556_ * l_3559_);
                        uint l_3563_ = (l_3558_ * l_3559_);
                        uint l_3564_ = (l_3556_ * l_3561_);
                        uint l_3565_ = (l_3558_ * l_3561_);
                        uint l_3566_ = (l_3562_ >> 16u);
                        uint l_3567_ = (l_3566_ & 65535u);
                        uint l_3568_ = (l_3563_ & 65535u);
                        uint l_3569_ = (l_3567_ + l_3568_);
                        uint l_3570_ = (l_3564_ & 65535u);
                        uint l_3571_ = (l_3569_ + l_3570_);
                        uint l_3572_ = (l_3563_ >> 16u);
                        uint l_3573_ = (l_3572_ & 65535u);
                        uint l_3574_ = (l_3565_ + l_3573_);
                        uint l_3575_ = (l_3564_ >> 16u);
                        uint l_3576_ = (l_3575_ & 65535u);
                        uint l_3577_ = (l_3574_ + l_3576_);
                        uint l_3578_ = (l_3571_ >> 16u);
                        uint l_3579_ = (l_3578_ & 65535u);
                        uint l_1152_ = (l_3577_ + l_3579_);
                        uint l_1153_ = (l_1152_ + l_1151_);
                        uint _e4119 = l_mut_440_;
                        uint l_3581_ = (_e4119 & 65535u);
                        uint _e4122 = l_mut_440_;
                        uint l_3582_ = (_e4122 >> 16u);
                        uint l_3583_ = (l_3582_ & 65535u);
                        uint l_3584_ = (l_1020_ & 65535u);
                        uint l_3585_ = (l_1020_ >> 16u);
                        uint l_3586_ = (l_3585_ & 65535u);
                        uint l_3587_ = (l_3581_ * l_3584_);
                        uint l_3588_ = (l_3583_ * l_3584_);
                        uint l_3589_ = (l_3581_ * l_3586_);
                        uint l_3590_ = (l_3583_ * l_3586_);
                        uint l_3591_ = (l_3587_ >> 16u);
                        uint l_3592_ = (l_3591_ & 65535u);
                        uint l_3593_ = (l_3588_ & 65535u);
                        uint l_3594_ = (l_3592_ + l_3593_);
                        uint l_3595_ = (l_3589_ & 65535u);
                        uint l_3596_ = (l_3594_ + l_3595_);
                        uint l_3597_ = (l_3588_ >> 16u);
                        uint l_3598_ = (l_3597_ & 65535u);
                        uint l_3599_ = (l_3590_ + l_3598_);
                        uint l_3600_ = (l_3589_ >> 16u);
                        uint l_3601_ = (l_3600_ & 65535u);
                        uint l_3602_ = (l_3599_ + l_3601_);
                        uint l_3603_ = (l_3596_ >> 16u);
                        uint l_3604_ = (l_3603_ & 65535u);
                        uint l_1154_ = (l_3602_ + l_3604_);
                        bool l_1155_ = (l_1153_ < l_1151_);
                        uint l_1156_ = uint(l_1155_);
                        uint l_1157_ = (l_1154_ + l_1156_);
                        l_mut_428_ = l_1150_;
                        bool l_1159_ = (0u > 0u);
                        if (l_1159_) {
                            uint l_1160_ = (l_1150_ >> 0u);
                            uint l_1161_ = (32u - 0u);
                            uint l_1162_ = (l_1153_ << l_1161_);
                            uint l_1163_ = (l_1160_ | l_1162_);
                            l_mut_428_ = l_1163_;
                        }
                        l_mut_394_ = l_1153_;
                        bool l_1164_ = (0u > 0u);
                        if (l_1164_) {
                            uint l_1165_ = (l_1153_ >> 0u);
                            uint l_1166_ = (32u - 0u);
                            uint l_1167_ = (l_1157_ << l_1166_);
                            uint l_1168_ = (l_1165_ | l_1167_);
                            l_mut_394_ = l_1168_;
                        }
                        uint _e4180 = l_mut_428_;
                        l_mut_388_ = _e4180;
                        uint _e4181 = l_mut_394_;
                        l_mut_428_ = _e4181;
                        if (true) {
                            l_mut_388_ = l_1157_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1153_;
                                bool l_1171_ = (0u > 0u);
                                if (l_1171_) {
                                    uint l_1172_ = (l_1153_ >> 0u);
                                    uint l_1173_ = (32u - 0u);
                                    uint l_1174_ = (l_1157_ << l_1173_);
                                    uint l_1175_ = (l_1172_ | l_1174_);
                                    l_mut_394_ = l_1175_;
                                }
                                uint l_1176_ = (l_1157_ >> 0u);
                                uint _e4193 = l_mut_394_;
                                l_mut_388_ = _e4193;
                                l_mut_428_ = l_1176_;
                            }
                        }
                        uint _e4194 = l_mut_421_;
                        uint l_1177_ = (_e4194 * l_1020_);
                        uint _e4196 = l_mut_439_;
                        uint l_1178_ = (_e4196 * l_1020_);
                        uint _e4198 = l_mut_421_;
                        uint l_3606_ = (_e4198 & 65535u);
                        uint _e4201 = l_mut_421_;
                        uint l_3607_ = (_e4201 >> 16u);
                        uint l_3608_ = (l_3607_ & 65535u);
                        uint l_3609_ = (l_1020_ & 65535u);
                        uint l_3610_ = (l_1020_ >> 16u);
                        uint l_3611_ = (l_3610_ & 65535u);
                        uint l_3612_ = (l_3606_ * l_3609_);
                        uint l_3613_ = (l_3608_ * l_3609_);
                        uint l_3614_ = (l_3606_ * l_3611_);
                        uint l_3615_ = (l_3608_ * l_3611_);
                        uint l_3616_ = (l_3612_ >> 16u);
                        uint l_3617_ = (l_3616_ & 65535u);
                        uint l_3618_ = (l_3613_ & 65535u);
                        uint l_3619_ = (l_3617_ + l_3618_);
                        uint l_3620_ = (l_3614_ & 65535u);
                        uint l_3621_ = (l_3619_ + l_3620_);
                        uint l_3622_ = (l_3613_ >> 16u);
                        uint l_3623_ = (l_3622_ & 65535u);
                        uint l_3624_ = (l_3615_ + l_3623_);
                        uint l_3625_ = (l_3614_ >> 16u);
                        uint l_3626_ = (l_3625_ & 65535u);
                        uint l_3627_ = (l_3624_ + l_3626_);
                        uint l_3628_ = (l_3621_ >> 16u);
                        uint l_3629_ = (l_3628_ & 65535u);
                        uint l_1179_ = (l_3627_ + l_3629_);
                        uint l_1180_ = (l_1179_ + l_1178_);
                        uint _e4242 = l_mut_439_;
                        uint l_3631_ = (_e4242 & 65535u);
                        uint _e4245 = l_mut_439_;
                        uint l_3632_ = (_e4245 >> 16u);
                        uint l_3633_ = (l_3632_ & 65535u);
                        uint l_3634_ = (l_1020_ & 65535u);
                        uint l_3635_ = (l_1020_ >> 16u);
                        uint l_3636_ = (l_3635_ & 65535u);
                        uint l_3637_ = (l_3631_ * l_3634_);
                        uint l_3638_ = (l_3633_ * l_3634_);
                        uint l_3639_ = (l_3631_ * l_3636_);
                        uint l_3640_ = (l_3633_ * l_3636_);
                        uint l_3641_ = (l_3637_ >> 16u);
                        uint l_3642_ = (l_3641_ & 65535u);
                        uint l_3643_ = (l_3638_ & 65535u);
                        uint l_3644_ = (l_3642_ + l_3643_);
                        uint l_3645_ = (l_3639_ & 65535u);
                        uint l_3646_ = (l_3644_ + l_3645_);
                        uint l_3647_ = (l_3638_ >> 16u);
                        uint l_3648_ = (l_3647_ & 65535u);
                        uint l_3649_ = (l_3640_ + l_3648_);
                        uint l_3650_ = (l_3639_ >> 16u);
                        uint l_3651_ = (l_3650_ & 65535u);
                        uint l_3652_ = (l_3649_ + l_3651_);
                        uint l_3653_ = (l_3646_ >> 16u);
                        uint l_3654_ = (l_3653_ & 65535u);
                        uint l_1181_ = (l_3652_ + l_3654_);
                        bool l_1182_ = (l_1180_ < l_1178_);
                        uint l_1183_ = uint(l_1182_);
                        uint l_1184_ = (l_1181_ + l_1183_);
                        l_mut_441_ = l_1177_;
                        bool l_1186_ = (0u > 0u);
                        if (l_1186_) {
                            uint l_1187_ = (l_1177_ >> 0u);
                            uint l_1188_ = (32u - 0u);
                            uint l_1189_ = (l_1180_ << l_1188_);
                            uint l_1190_ = (l_1187_ | l_1189_);
                            l_mut_441_ = l_1190_;
                        }
                        l_mut_440_ = l_1180_;
                        bool l_1191_ = (0u > 0u);
                        if (l_1191_) {
                            uint l_1192_ = (l_1180_ >> 0u);
                            uint l_1193_ = (32u - 0u);
                            uint l_1194_ = (l_1184_ << l_1193_);
                            uint l_1195_ = (l_1192_ | l_1194_);
                            l_mut_440_ = l_1195_;
                        }
                        uint _e4303 = l_mut_441_;
                        l_mut_394_ = _e4303;
                        uint _e4304 = l_mut_440_;
                        l_mut_441_ = _e4304;
                        if (false) {
                            l_mut_394_ = l_1184_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1180_;
                                bool l_1198_ = (0u > 0u);
                                if (l_1198_) {
                                    uint l_1199_ = (l_1180_ >> 0u);
                                    uint l_1200_ = (32u - 0u);
                                    uint l_1201_ = (l_1184_ << l_1200_);
                                    uint l_1202_ = (l_1199_ | l_1201_);
                                    l_mut_440_ = l_1202_;
                                }
                                uint l_1203_ = (l_1184_ >> 0u);
                                uint _e4316 = l_mut_440_;
                                l_mut_394_ = _e4316;
                                l_mut_441_ = l_1203_;
                            }
                        }
                        uint _e4317 = l_mut_421_;
                        uint l_1204_ = (_e4317 * l_1020_);
                        uint _e4319 = l_mut_439_;
                        uint l_1205_ = (_e4319 * l_1020_);
                        uint _e4321 = l_mut_421_;
                        uint l_3656_ = (_e4321 & 65535u);
                        uint _e4324 = l_mut_421_;
                        uint l_3657_ = (_e4324 >> 16u);
                        uint l_3658_ = (l_3657_ & 65535u);
                        uint l_3659_ = (l_1020_ & 65535u);
                        uint l_3660_ = (l_1020_ >> 16u);
                        uint l_3661_ = (l_3660_ & 65535u);
                        uint l_3662_ = (l_3656_ * l_3659_);
                        uint l_3663_ = (l_3658_ * l_3659_);
                        uint l_3664_ = (l_3656_ * l_3661_);
                        uint l_3665_ = (l_3658_ * l_3661_);
                        uint l_3666_ = (l_3662_ >> 16u);
                        uint l_3667_ = (l_3666_ & 65535u);
                        uint l_3668_ = (l_3663_ & 65535u);
                        uint l_3669_ = (l_3667_ + l_3668_);
                        uint l_3670_ = (l_3664_ & 65535u);
                        uint l_3671_ = (l_3669_ + l_3670_);
                        uint l_3672_ = (l_3663_ >> 16u);
                        uint l_3673_ = (l_3672_ & 65535u);
                        uint l_3674_ = (l_3665_ + l_3673_);
                        uint l_3675_ = (l_3664_ >> 16u);
                        uint l_3676_ = (l_3675_ & 65535u);
                        uint l_3677_ = (l_3674_ + l_3676_);
                        uint l_3678_ = (l_3671_ >> 16u);
                        uint l_3679_ = (l_3678_ & 65535u);
                        uint l_1206_ = (l_3677_ + l_3679_);
                        uint l_1207_ = (l_1206_ + l_1205_);
                        uint _e4365 = l_mut_439_;
                        uint l_3681_ = (_e4365 & 65535u);
                        uint _e4368 = l_mut_439_;
                        uint l_3682_ = (_e4368 >> 16u);
                        uint l_3683_ = (l_3682_ & 65535u);
                        uint l_3684_ = (l_1020_ & 65535u);
                        uint l_3685_ = (l_1020_ >> 16u);
                        uint l_3686_ = (l_3685_ & 65535u);
                        uint l_3687_ = (l_3681_ * l_3684_);
                        uint l_3688_ = (l_3683_ * l_3684_);
                        uint l_3689_ = (l_3681_ * l_3686_);
                        uint l_3690_ = (l_3683_ * l_3686_);
                        uint l_3691_ = (l_3687_ >> 16u);
                        uint l_3692_ = (l_3691_ & 65535u);
                        uint l_3693_ = (l_3688_ & 65535u);
                        uint l_3694_ = (l_3692_ + l_3693_);
                        uint l_3695_ = (l_3689_ & 65535u);
                        uint l_3696_ = (l_3694_ + l_3695_);
                        uint l_3697_ = (l_3688_ >> 16u);
                        uint l_3698_ = (l_3697_ & 65535u);
                        uint l_3699_ = (l_3690_ + l_3698_);
                        uint l_3700_ = (l_3689_ >> 16u);
                        uint l_3701_ = (l_3700_ & 65535u);
                        uint l_3702_ = (l_3699_ + l_3701_);
                        uint l_3703_ = (l_3696_ >> 16u);
                        uint l_3704_ = (l_3703_ & 65535u);
                        uint l_1208_ = (l_3702_ + l_3704_);
                        bool l_1209_ = (l_1207_ < l_1205_);
                        uint l_1210_ = uint(l_1209_);
                        uint l_1211_ = (l_1208_ + l_1210_);
                        l_mut_440_ = l_1204_;
                        bool l_1213_ = (0u > 0u);
                        if (l_1213_) {
                            uint l_1214_ = (l_1204_ >> 0u);
                            uint l_1215_ = (32u - 0u);
                            uint l_1216_ = (l_1207_ << l_1215_);
                            uint l_1217_ = (l_1214_ | l_1216_);
                            l_mut_440_ = l_1217_;
                        }
                        l_mut_382_ = l_1207_;
                        bool l_1218_ = (0u > 0u);
                        if (l_1218_) {
                            uint l_1219_ = (l_1207_ >> 0u);
                            uint l_1220_ = (32u - 0u);
                            uint l_1221_ = (l_1211_ << l_1220_);
                            uint l_1222_ = (l_1219_ | l_1221_);
                            l_mut_382_ = l_1222_;
                        }
                        uint _e4426 = l_mut_440_;
                        l_mut_275_ = _e4426;
                        uint _e4427 = l_mut_382_;
                        l_mut_440_ = _e4427;
                        if (true) {
                            l_mut_275_ = l_1211_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1207_;
                                bool l_1225_ = (0u > 0u);
                                if (l_1225_) {
                                    uint l_1226_ = (l_1207_ >> 0u);
                                    uint l_1227_ = (32u - 0u);
                                    uint l_1228_ = (l_1211_ << l_1227_);
                                    uint l_1229_ = (l_1226_ | l_1228_);
                                    l_mut_382_ = l_1229_;
                                }
                                uint l_1230_ = (l_1211_ >> 0u);
                                uint _e4439 = l_mut_382_;
                                l_mut_275_ = _e4439;
                                l_mut_440_ = l_1230_;
                            }
                        }
                        uint _e4440 = l_mut_388_;
                        uint l_1231_ = (_e4440 * l_1020_);
                        uint _e4442 = l_mut_388_;
                        uint l_3706_ = (_e4442 & 65535u);
                        uint _e4445 = l_mut_388_;
                        uint l_3707_ = (_e4445 >> 16u);
                        uint l_3708_ = (l_3707_ & 65535u);
                        uint l_3709_ = (l_1020_ & 65535u);
                        uint l_3710_ = (l_1020_ >> 16u);
                        uint l_3711_ = (l_3710_ & 65535u);
                        uint l_3712_ = (l_3706_ * l_3709_);
                        uint l_3713_ = (l_3708_ * l_3709_);
                        uint l_3714_ = (l_3706_ * l_3711_);
                        uint l_3715_ = (l_3708_ * l_3711_);
                        uint l_3716_ = (l_3712_ >> 16u);
                        uint l_3717_ = (l_3716_ & 65535u);
                        uint l_3718_ = (l_3713_ & 65535u);
                        uint l_3719_ = (l_3717_ + l_3718_);
                        uint l_3720_ = (l_3714_ & 65535u);
                        uint l_3721_ = (l_3719_ + l_3720_);
                        uint l_3722_ = (l_3713_ >> 16u);
                        uint l_3723_ = (l_3722_ & 65535u);
                        uint l_3724_ = (l_3715_ + l_3723_);
                        uint l_3725_ = (l_3714_ >> 16u);
                        uint l_3726_ = (l_3725_ & 65535u);
                        uint l_3727_ = (l_3724_ + l_3726_);
                        uint l_3728_ = (l_3721_ >> 16u);
                        uint l_3729_ = (l_3728_ & 65535u);
                        uint l_1232_ = (l_3727_ + l_3729_);
                        uint _e4485 = l_mut_428_;
                        uint l_1233_ = (_e4485 * l_1020_);
                        uint l_1234_ = (l_1232_ + l_1233_);
                        uint _e4488 = l_mut_275_;
                        uint l_1235_ = (_e4488 + l_1231_);
                        uint _e4490 = l_mut_440_;
                        uint l_1236_ = (_e4490 + l_1234_);
                        uint _e4492 = l_mut_275_;
                        bool l_1237_ = (l_1235_ < _e4492);
                        uint l_1238_ = uint(l_1237_);
                        uint l_1239_ = (l_1236_ + l_1238_);
                        uint _e4496 = l_mut_394_;
                        l_mut_445_ = _e4496;
                        uint _e4497 = l_mut_441_;
                        l_mut_444_ = _e4497;
                        bool l_1240_ = (l_9_ == 64u);
                        if (l_1240_) {
                            l_mut_445_ = l_1235_;
                            l_mut_444_ = l_1239_;
                        } else {
                            bool l_1241_ = (l_9_ > 0u);
                            if (l_1241_) {
                                uint l_1242_ = (64u - l_9_);
                                l_mut_440_ = l_1235_;
                                l_mut_439_ = l_1239_;
                                bool l_1243_ = (l_1242_ >= 32u);
                                if (l_1243_) {
                                    uint l_1244_ = (l_1242_ & 31u);
                                    uint l_1245_ = (l_1235_ << l_1244_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1245_;
                                } else {
                                    bool l_1246_ = (l_1242_ > 0u);
                                    if (l_1246_) {
                                        uint l_1247_ = (l_1235_ << l_1242_);
                                        uint l_1248_ = (l_1239_ << l_1242_);
                                        uint l_1249_ = (32u - l_1242_);
                                        uint l_1250_ = (l_1235_ >> l_1249_);
                                        uint l_1251_ = (l_1248_ | l_1250_);
                                        l_mut_440_ = l_1247_;
                                        l_mut_439_ = l_1251_;
                                    }
                                }
                                uint _e4518 = l_mut_394_;
                                l_mut_428_ = _e4518;
                                uint _e4519 = l_mut_441_;
                                l_mut_421_ = _e4519;
                                bool l_1252_ = (l_9_ >= 32u);
                                if (l_1252_) {
                                    uint l_1253_ = (l_9_ & 31u);
                                    uint _e4524 = l_mut_441_;
                                    uint l_1254_ = (_e4524 >> l_1253_);
                                    l_mut_428_ = l_1254_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1255_ = (l_9_ > 0u);
                                    if (l_1255_) {
                                        uint _e4529 = l_mut_394_;
                                        l_mut_388_ = _e4529;
                                        bool l_1256_ = (l_9_ > 0u);
                                        if (l_1256_) {
                                            uint _e4532 = l_mut_394_;
                                            uint l_1257_ = (_e4532 >> l_9_);
                                            uint l_1258_ = (32u - l_9_);
                                            uint _e4536 = l_mut_441_;
                                            uint l_1259_ = (_e4536 << l_1258_);
                                            uint l_1260_ = (l_1257_ | l_1259_);
                                            l_mut_388_ = l_1260_;
                                        }
                                        uint _e4539 = l_mut_441_;
                                        uint l_1261_ = (_e4539 >> l_9_);
                                        uint _e4541 = l_mut_388_;
                                        l_mut_428_ = _e4541;
                                        l_mut_421_ = l_1261_;
                                    }
                                }
                                uint _e4542 = l_mut_440_;
                                uint _e4543 = l_mut_428_;
                                uint l_1262_ = (_e4542 + _e4543);
                                uint _e4545 = l_mut_439_;
                                uint _e4546 = l_mut_421_;
                                uint l_1263_ = (_e4545 + _e4546);
                                uint _e4548 = l_mut_440_;
                                bool l_1264_ = (l_1262_ < _e4548);
                                uint l_1265_ = uint(l_1264_);
                                uint l_1266_ = (l_1263_ + l_1265_);
                                l_mut_445_ = l_1262_;
                                l_mut_444_ = l_1266_;
                            }
                        }
                        if (l_1117_) {
                            uint _e4553 = l_mut_445_;
                            uint l_1267_ = (0u - _e4553);
                            uint _e4556 = l_mut_444_;
                            uint l_1268_ = (0u - _e4556);
                            uint _e4559 = l_mut_445_;
                            bool l_1269_ = (0u < _e4559);
                            uint l_1270_ = uint(l_1269_);
                            uint l_1271_ = (l_1268_ - l_1270_);
                            l_mut_445_ = l_1267_;
                            l_mut_444_ = l_1271_;
                        }
                    }
                    uint _e4563 = l_mut_445_;
                    uint l_1272_ = (l_1070_ + _e4563);
                    uint _e4565 = l_mut_444_;
                    uint l_1273_ = (l_1074_ + _e4565);
                    bool l_1274_ = (l_1272_ < l_1070_);
                    uint l_1275_ = uint(l_1274_);
                    uint l_1276_ = (l_1273_ + l_1275_);
                    uint l_1277_ = (l_72_ >> 31u);
                    bool l_1278_ = (l_1277_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_1278_) {
                        uint l_1279_ = (0u - l_69_);
                        uint l_1280_ = (0u - l_72_);
                        bool l_1281_ = (0u < l_69_);
                        uint l_1282_ = uint(l_1281_);
                        uint l_1283_ = (l_1280_ - l_1282_);
                        l_mut_445_ = l_1279_;
                        l_mut_444_ = l_1283_;
                    }
                    uint _e4582 = l_mut_445_;
                    uint l_1284_ = (_e4582 * l_1019_);
                    uint _e4584 = l_mut_444_;
                    uint l_1285_ = (_e4584 * l_1019_);
                    uint _e4586 = l_mut_445_;
                    uint l_3731_ = (_e4586 & 65535u);
                    uint _e4589 = l_mut_445_;
                    uint l_3732_ = (_e4589 >> 16u);
                    uint l_3733_ = (l_3732_ & 65535u);
                    uint l_3734_ = (l_1019_ & 65535u);
                    uint l_3735_ = (l_1019_ >> 16u);
                    uint l_3736_ = (l_3735_ & 65535u);
                    uint l_3737_ = (l_3731_ * l_3734_);
                    uint l_3738_ = (l_3733_ * l_3734_);
                    uint l_3739_ = (l_3731_ * l_3736_);
                    uint l_3740_ = (l_3733_ * l_3736_);
                    uint l_3741_ = (l_3737_ >> 16u);
                    uint l_3742_ = (l_3741_ & 65535u);
                    uint l_3743_ = (l_3738_ & 65535u);
                    uint l_3744_ = (l_3742_ + l_3743_);
                    uint l_3745_ = (l_3739_ & 65535u);
                    uint l_3746_ = (l_3744_ + l_3745_);
                    uint l_3747_ = (l_3738_ >> 16u);
                    uint l_3748_ = (l_3747_ & 65535u);
                    uint l_3749_ = (l_3740_ + l_3748_);
                    uint l_3750_ = (l_3739_ >> 16u);
                    uint l_3751_ = (l_3750_ & 65535u);
                    uint l_3752_ = (l_3749_ + l_3751_);
                    uint l_3753_ = (l_3746_ >> 16u);
                    uint l_3754_ = (l_3753_ & 65535u);
                    uint l_1286_ = (l_3752_ + l_3754_);
                    uint l_1287_ = (l_1286_ + l_1285_);
                    uint _e4630 = l_mut_444_;
                    uint l_3756_ = (_e4630 & 65535u);
                    uint _e4633 = l_mut_444_;
                    uint l_3757_ = (_e4633 >> 16u);
                    uint l_3758_ = (l_3757_ & 65535u);
                    uint l_3759_ = (l_1019_ & 65535u);
                    uint l_3760_ = (l_1019_ >> 16u);
                    uint l_3761_ = (l_3760_ & 65535u);
                    uint l_3762_ = (l_3756_ * l_3759_);
                    uint l_3763_ = (l_3758_ * l_3759_);
                    uint l_3764_ = (l_3756_ * l_3761_);
                    uint l_3765_ = (l_3758_ * l_3761_);
                    uint l_3766_ = (l_3762_ >> 16u);
                    uint l_3767_ = (l_3766_ & 65535u);
                    uint l_3768_ = (l_3763_ & 65535u);
                    uint l_3769_ = (l_3767_ + l_3768_);
                    uint l_3770_ = (l_3764_ & 65535u);
                    uint l_3771_ = (l_3769_ + l_3770_);
                    uint l_3772_ = (l_3763_ >> 16u);
                    uint l_3773_ = (l_3772_ & 65535u);
                    uint l_3774_ = (l_3765_ + l_3773_);
                    uint l_3775_ = (l_3764_ >> 16u);
                    uint l_3776_ = (l_3775_ & 65535u);
                    uint l_3777_ = (l_3774_ + l_3776_);
                    uint l_3778_ = (l_3771_ >> 16u);
                    uint l_3779_ = (l_3778_ & 65535u);
                    uint l_1288_ = (l_3777_ + l_3779_);
                    bool l_1289_ = (l_1287_ < l_1285_);
                    uint l_1290_ = uint(l_1289_);
                    uint l_1291_ = (l_1288_ + l_1290_);
                    uint l_1292_ = (l_9_ % 32u);
                    l_mut_441_ = l_1284_;
                    bool l_1293_ = (l_1292_ > 0u);
                    if (l_1293_) {
                        uint l_1294_ = (l_1284_ >> l_1292_);
                        uint l_1295_ = (32u - l_1292_);
                        uint l_1296_ = (l_1287_ << l_1295_);
                        uint l_1297_ = (l_1294_ | l_1296_);
                        l_mut_441_ = l_1297_;
                    }
                    l_mut_440_ = l_1287_;
                    bool l_1298_ = (l_1292_ > 0u);
                    if (l_1298_) {
                        uint l_1299_ = (l_1287_ >> l_1292_);
                        uint l_1300_ = (32u - l_1292_);
                        uint l_1301_ = (l_1291_ << l_1300_);
                        uint l_1302_ = (l_1299_ | l_1301_);
                        l_mut_440_ = l_1302_;
                    }
                    uint _e4692 = l_mut_441_;
                    l_mut_439_ = _e4692;
                    uint _e4693 = l_mut_440_;
                    l_mut_441_ = _e4693;
                    bool l_1303_ = (l_9_ >= 64u);
                    if (l_1303_) {
                        l_mut_439_ = l_1291_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_1304_ = (l_9_ >= 32u);
                        if (l_1304_) {
                            l_mut_440_ = l_1287_;
                            bool l_1305_ = (l_1292_ > 0u);
                            if (l_1305_) {
                                uint l_1306_ = (l_1287_ >> l_1292_);
                                uint l_1307_ = (32u - l_1292_);
                                uint l_1308_ = (l_1291_ << l_1307_);
                                uint l_1309_ = (l_1306_ | l_1308_);
                                l_mut_440_ = l_1309_;
                            }
                            uint l_1310_ = (l_1291_ >> l_1292_);
                            uint _e4707 = l_mut_440_;
                            l_mut_439_ = _e4707;
                            l_mut_441_ = l_1310_;
                        }
                    }
                    uint _e4708 = l_mut_439_;
                    l_mut_445_ = _e4708;
                    uint _e4709 = l_mut_441_;
                    l_mut_444_ = _e4709;
                    if (l_1278_) {
                        uint _e4711 = l_mut_445_;
                        uint l_1311_ = (0u - _e4711);
                        uint _e4714 = l_mut_444_;
                        uint l_1312_ = (0u - _e4714);
                        uint _e4717 = l_mut_445_;
                        bool l_1313_ = (0u < _e4717);
                        uint l_1314_ = uint(l_1313_);
                        uint l_1315_ = (l_1312_ - l_1314_);
                        l_mut_445_ = l_1311_;
                        l_mut_444_ = l_1315_;
                    }
                    uint _e4721 = l_mut_445_;
                    uint l_1316_ = (l_1061_ + _e4721);
                    uint _e4723 = l_mut_444_;
                    uint l_1317_ = (l_1065_ + _e4723);
                    bool l_1318_ = (l_1316_ < l_1061_);
                    uint l_1319_ = uint(l_1318_);
                    uint l_1320_ = (l_1317_ + l_1319_);
                    uint l_1321_ = (l_9_ + 3u);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_1322_ = (l_1019_ < 65536u);
                    if (l_1322_) {
                        uint l_1323_ = (l_1019_ * l_1019_);
                        uint l_1324_ = (l_72_ >> 31u);
                        bool l_1325_ = (l_1324_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1325_) {
                            uint l_1326_ = (0u - l_69_);
                            uint l_1327_ = (0u - l_72_);
                            bool l_1328_ = (0u < l_69_);
                            uint l_1329_ = uint(l_1328_);
                            uint l_1330_ = (l_1327_ - l_1329_);
                            l_mut_441_ = l_1326_;
                            l_mut_440_ = l_1330_;
                        }
                        uint _e4747 = l_mut_441_;
                        uint l_1331_ = (_e4747 * l_1323_);
                        uint _e4749 = l_mut_440_;
                        uint l_1332_ = (_e4749 * l_1323_);
                        uint _e4751 = l_mut_441_;
                        uint l_3781_ = (_e4751 & 65535u);
                        uint _e4754 = l_mut_441_;
                        uint l_3782_ = (_e4754 >> 16u);
                        uint l_3783_ = (l_3782_ & 65535u);
                        uint l_3784_ = (l_1323_ & 65535u);
                        uint l_3785_ = (l_1323_ >> 16u);
                        uint l_3786_ = (l_3785_ & 65535u);
                        uint l_3787_ = (l_3781_ * l_3784_);
                        uint l_3788_ = (l_3783_ * l_3784_);
                        uint l_3789_ = (l_3781_ * l_3786_);
                        uint l_3790_ = (l_3783_ * l_3786_);
                        uint l_3791_ = (l_3787_ >> 16u);
                        uint l_3792_ = (l_3791_ & 65535u);
                        uint l_3793_ = (l_3788_ & 65535u);
                        uint l_3794_ = (l_3792_ + l_3793_);
                        uint l_3795_ = (l_3789_ & 65535u);
                        uint l_3796_ = (l_3794_ + l_3795_);
                        uint l_3797_ = (l_3788_ >> 16u);
                        uint l_3798_ = (l_3797_ & 65535u);
                        uint l_3799_ = (l_3790_ + l_3798_);
                        uint l_3800_ = (l_3789_ >> 16u);
                        uint l_3801_ = (l_3800_ & 65535u);
                        uint l_3802_ = (l_3799_ + l_3801_);
                        uint l_3803_ = (l_3796_ >> 16u);
                        uint l_3804_ = (l_3803_ & 65535u);
                        uint l_1333_ = (l_3802_ + l_3804_);
                        uint l_1334_ = (l_1333_ + l_1332_);
                        uint _e4795 = l_mut_440_;
                        uint l_3806_ = (_e4795 & 65535u);
                        uint _e4798 = l_mut_440_;
                        uint l_3807_ = (_e4798 >> 16u);
                        uint l_3808_ = (l_3807_ & 65535u);
                        uint l_3809_ = (l_1323_ & 65535u);
                        uint l_3810_ = (l_1323_ >> 16u);
                        uint l_3811_ = (l_3810_ & 65535u);
                        uint l_3812_ = (l_3806_ * l_3809_);
                        uint l_3813_ = (l_3808_ * l_3809_);
                        uint l_3814_ = (l_3806_ * l_3811_);
                        uint l_3815_ = (l_3808_ * l_3811_);
                        uint l_3816_ = (l_3812_ >> 16u);
                        uint l_3817_ = (l_3816_ & 65535u);
                        uint l_3818_ = (l_3813_ & 65535u);
                        uint l_3819_ = (l_3817_ + l_3818_);
                        uint l_3820_ = (l_3814_ & 65535u);
                        uint l_3821_ = (l_3819_ + l_3820_);
                        uint l_3822_ = (l_3813_ >> 16u);
                        uint l_3823_ = (l_3822_ & 65535u);
                        uint l_3824_ = (l_3815_ + l_3823_);
                        uint l_3825_ = (l_3814_ >> 16u);
                        uint l_3826_ = (l_3825_ & 65535u);
                        uint l_3827_ = (l_3824_ + l_3826_);
                        uint l_3828_ = (l_3821_ >> 16u);
                        uint l_3829_ = (l_3828_ & 65535u);
                        uint l_1335_ = (l_3827_ + l_3829_);
                        bool l_1336_ = (l_1334_ < l_1332_);
                        uint l_1337_ = uint(l_1336_);
                        uint l_1338_ = (l_1335_ + l_1337_);
                        uint l_1339_ = (l_1321_ % 32u);
                        l_mut_439_ = l_1331_;
                        bool l_1340_ = (l_1339_ > 0u);
                        if (l_1340_) {
                            uint l_1341_ = (l_1331_ >> l_1339_);
                            uint l_1342_ = (32u - l_1339_);
                            uint l_1343_ = (l_1334_ << l_1342_);
                            uint l_1344_ = (l_1341_ | l_1343_);
                            l_mut_439_ = l_1344_;
                        }
                        l_mut_428_ = l_1334_;
                        bool l_1345_ = (l_1339_ > 0u);
                        if (l_1345_) {
                            uint l_1346_ = (l_1334_ >> l_1339_);
                            uint l_1347_ = (32u - l_1339_);
                            uint l_1348_ = (l_1338_ << l_1347_);
                            uint l_1349_ = (l_1346_ | l_1348_);
                            l_mut_428_ = l_1349_;
                        }
                        uint _e4857 = l_mut_439_;
                        l_mut_421_ = _e4857;
                        uint _e4858 = l_mut_428_;
                        l_mut_439_ = _e4858;
                        bool l_1350_ = (l_1321_ >= 64u);
                        if (l_1350_) {
                            l_mut_421_ = l_1338_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_1351_ = (l_1321_ >= 32u);
                            if (l_1351_) {
                                l_mut_428_ = l_1334_;
                                bool l_1352_ = (l_1339_ > 0u);
                                if (l_1352_) {
                                    uint l_1353_ = (l_1334_ >> l_1339_);
                                    uint l_1354_ = (32u - l_1339_);
                                    uint l_1355_ = (l_1338_ << l_1354_);
                                    uint l_1356_ = (l_1353_ | l_1355_);
                                    l_mut_428_ = l_1356_;
                                }
                                uint l_1357_ = (l_1338_ >> l_1339_);
                                uint _e4872 = l_mut_428_;
                                l_mut_421_ = _e4872;
                                l_mut_439_ = l_1357_;
                            }
                        }
                        uint _e4873 = l_mut_421_;
                        l_mut_441_ = _e4873;
                        uint _e4874 = l_mut_439_;
                        l_mut_440_ = _e4874;
                        if (l_1325_) {
                            uint _e4876 = l_mut_441_;
                            uint l_1358_ = (0u - _e4876);
                            uint _e4879 = l_mut_440_;
                            uint l_1359_ = (0u - _e4879);
                            uint _e4882 = l_mut_441_;
                            bool l_1360_ = (0u < _e4882);
                            uint l_1361_ = uint(l_1360_);
                            uint l_1362_ = (l_1359_ - l_1361_);
                            l_mut_441_ = l_1358_;
                            l_mut_440_ = l_1362_;
                        }
                        uint _e4886 = l_mut_441_;
                        l_mut_445_ = _e4886;
                        uint _e4887 = l_mut_440_;
                        l_mut_444_ = _e4887;
                    } else {
                        uint l_1363_ = (l_72_ >> 31u);
                        bool l_1364_ = (l_1363_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1364_) {
                            uint l_1365_ = (0u - l_69_);
                            uint l_1366_ = (0u - l_72_);
                            bool l_1367_ = (0u < l_69_);
                            uint l_1368_ = uint(l_1367_);
                            uint l_1369_ = (l_1366_ - l_1368_);
                            l_mut_441_ = l_1365_;
                            l_mut_440_ = l_1369_;
                        }
                        uint _e4900 = l_mut_441_;
                        uint l_1370_ = (_e4900 * l_1019_);
                        uint _e4902 = l_mut_440_;
                        uint l_1371_ = (_e4902 * l_1019_);
                        uint _e4904 = l_mut_441_;
                        uint l_3831_ = (_e4904 & 65535u);
                        uint _e4907 = l_mut_441_;
                        uint l_3832_ = (_e4907 >> 16u);
                        uint l_3833_ = (l_3832_ & 65535u);
                        uint l_3834_ = (l_1019_ & 65535u);
                        uint l_3835_ = (l_1019_ >> 16u);
                        uint l_3836_ = (l_3835_ & 65535u);
                        uint l_3837_ = (l_3831_ * l_3834_);
                        uint l_3838_ = (l_3833_ * l_3834_);
                        uint l_3839_ = (l_3831_ * l_3836_);
                        uint l_3840_ = (l_3833_ * l_3836_);
                        uint l_3841_ = (l_3837_ >> 16u);
                        uint l_3842_ = (l_3841_ & 65535u);
                        uint l_3843_ = (l_3838_ & 65535u);
                        uint l_3844_ = (l_3842_ + l_3843_);
                        uint l_3845_ = (l_3839_ & 65535u);
                        uint l_3846_ = (l_3844_ + l_3845_);
                        uint l_3847_ = (l_3838_ >> 16u);
                        uint l_3848_ = (l_3847_ & 65535u);
                        uint l_3849_ = (l_3840_ + l_3848_);
                        uint l_3850_ = (l_3839_ >> 16u);
                        uint l_3851_ = (l_3850_ & 65535u);
                        uint l_3852_ = (l_3849_ + l_3851_);
                        uint l_3853_ = (l_3846_ >> 16u);
                        uint l_3854_ = (l_3853_ & 65535u);
                        uint l_1372_ = (l_3852_ + l_3854_);
                        uint l_1373_ = (l_1372_ + l_1371_);
                        uint _e4948 = l_mut_440_;
                        uint l_3856_ = (_e4948 & 65535u);
                        uint _e4951 = l_mut_440_;
                        uint l_3857_ = (_e4951 >> 16u);
                        uint l_3858_ = (l_3857_ & 65535u);
                        uint l_3859_ = (l_1019_ & 65535u);
                        uint l_3860_ = (l_1019_ >> 16u);
                        uint l_3861_ = (l_3860_ & 65535u);
                        uint l_3862_ = (l_3856_ * l_3859_);
                        uint l_3863_ = (l_3858_ * l_3859_);
                        uint l_3864_ = (l_3856_ * l_3861_);
                        uint l_3865_ = (l_3858_ * l_3861_);
                        uint l_3866_ = (l_3862_ >> 16u);
                        uint l_3867_ = (l_3866_ & 65535u);
                        uint l_3868_ = (l_3863_ & 65535u);
                        uint l_3869_ = (l_3867_ + l_3868_);
                        uint l_3870_ = (l_3864_ & 65535u);
                        uint l_3871_ = (l_3869_ + l_3870_);
                        uint l_3872_ = (l_3863_ >> 16u);
                        uint l_3873_ = (l_3872_ & 65535u);
                        uint l_3874_ = (l_3865_ + l_3873_);
                        uint l_3875_ = (l_3864_ >> 16u);
                        uint l_3876_ = (l_3875_ & 65535u);
                        uint l_3877_ = (l_3874_ + l_3876_);
                        uint l_3878_ = (l_3871_ >> 16u);
                        uint l_3879_ = (l_3878_ & 65535u);
                        uint l_1374_ = (l_3877_ + l_3879_);
                        bool l_1375_ = (l_1373_ < l_1371_);
                        uint l_1376_ = uint(l_1375_);
                        uint l_1377_ = (l_1374_ + l_1376_);
                        l_mut_439_ = l_1370_;
                        bool l_1379_ = (0u > 0u);
                        if (l_1379_) {
                            uint l_1380_ = (l_1370_ >> 0u);
                            uint l_1381_ = (32u - 0u);
                            uint l_1382_ = (l_1373_ << l_1381_);
                            uint l_1383_ = (l_1380_ | l_1382_);
                            l_mut_439_ = l_1383_;
                        }
                        l_mut_428_ = l_1373_;
                        bool l_1384_ = (0u > 0u);
                        if (l_1384_) {
                            uint l_1385_ = (l_1373_ >> 0u);
                            uint l_1386_ = (32u - 0u);
                            uint l_1387_ = (l_1377_ << l_1386_);
                            uint l_1388_ = (l_1385_ | l_1387_);
                            l_mut_428_ = l_1388_;
                        }
                        uint _e5009 = l_mut_439_;
                        l_mut_421_ = _e5009;
                        uint _e5010 = l_mut_428_;
                        l_mut_439_ = _e5010;
                        if (false) {
                            l_mut_421_ = l_1377_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1373_;
                                bool l_1391_ = (0u > 0u);
                                if (l_1391_) {
                                    uint l_1392_ = (l_1373_ >> 0u);
                                    uint l_1393_ = (32u - 0u);
                                    uint l_1394_ = (l_1377_ << l_1393_);
                                    uint l_1395_ = (l_1392_ | l_1394_);
                                    l_mut_428_ = l_1395_;
                                }
                                uint l_1396_ = (l_1377_ >> 0u);
                                uint _e5022 = l_mut_428_;
                                l_mut_421_ = _e5022;
                                l_mut_439_ = l_1396_;
                            }
                        }
                        uint _e5023 = l_mut_441_;
                        uint l_1397_ = (_e5023 * l_1019_);
                        uint _e5025 = l_mut_440_;
                        uint l_1398_ = (_e5025 * l_1019_);
                        uint _e5027 = l_mut_441_;
                        uint l_3881_ = (_e5027 & 65535u);
                        uint _e5030 = l_mut_441_;
                        uint l_3882_ = (_e5030 >> 16u);
                        uint l_3883_ = (l_3882_ & 65535u);
                        uint l_3884_ = (l_1019_ & 65535u);
                        uint l_3885_ = (l_1019_ >> 16u);
                        uint l_3886_ = (l_3885_ & 65535u);
                        uint l_3887_ = (l_3881_ * l_3884_);
                        uint l_3888_ = (l_3883_ * l_3884_);
                        uint l_3889_ = (l_3881_ * l_3886_);
                        uint l_3890_ = (l_3883_ * l_3886_);
                        uint l_3891_ = (l_3887_ >> 16u);
                        uint l_3892_ = (l_3891_ & 65535u);
                        uint l_3893_ = (l_3888_ & 65535u);
                        uint l_3894_ = (l_3892_ + l_3893_);
                        uint l_3895_ = (l_3889_ & 65535u);
                        uint l_3896_ = (l_3894_ + l_3895_);
                        uint l_3897_ = (l_3888_ >> 16u);
                        uint l_3898_ = (l_3897_ & 65535u);
                        uint l_3899_ = (l_3890_ + l_3898_);
                        uint l_3900_ = (l_3889_ >> 16u);
                        uint l_3901_ = (l_3900_ & 65535u);
                        uint l_3902_ = (l_3899_ + l_3901_);
                        uint l_3903_ = (l_3896_ >> 16u);
                        uint l_3904_ = (l_3903_ & 65535u);
                        uint l_1399_ = (l_3902_ + l_3904_);
                        uint l_1400_ = (l_1399_ + l_1398_);
                        uint _e5071 = l_mut_440_;
                        uint l_3906_ = (_e5071 & 65535u);
                        uint _e5074 = l_mut_440_;
                        uint l_3907_ = (_e5074 >> 16u);
                        uint l_3908_ = (l_3907_ & 65535u);
                        uint l_3909_ = (l_1019_ & 65535u);
                        uint l_3910_ = (l_1019_ >> 16u);
                        uint l_3911_ = (l_3910_ & 65535u);
                        uint l_3912_ = (l_3906_ * l_3909_);
                        uint l_3913_ = (l_3908_ * l_3909_);
                        uint l_3914_ = (l_3906_ * l_3911_);
                        uint l_3915_ = (l_3908_ * l_3911_);
                        uint l_3916_ = (l_3912_ >> 16u);
                        uint l_3917_ = (l_3916_ & 65535u);
                        uint l_3918_ = (l_3913_ & 65535u);
                        uint l_3919_ = (l_3917_ + l_3918_);
                        uint l_3920_ = (l_3914_ & 65535u);
                        uint l_3921_ = (l_3919_ + l_3920_);
                        uint l_3922_ = (l_3913_ >> 16u);
                        uint l_3923_ = (l_3922_ & 65535u);
                        uint l_3924_ = (l_3915_ + l_3923_);
                        uint l_3925_ = (l_3914_ >> 16u);
                        uint l_3926_ = (l_3925_ & 65535u);
                        uint l_3927_ = (l_3924_ + l_3926_);
                        uint l_3928_ = (l_3921_ >> 16u);
                        uint l_3929_ = (l_3928_ & 65535u);
                        uint l_1401_ = (l_3927_ + l_3929_);
                        bool l_1402_ = (l_1400_ < l_1398_);
                        uint l_1403_ = uint(l_1402_);
                        uint l_1404_ = (l_1401_ + l_1403_);
                        l_mut_428_ = l_1397_;
                        bool l_1406_ = (0u > 0u);
                        if (l_1406_) {
                            uint l_1407_ = (l_1397_ >> 0u);
                            uint l_1408_ = (32u - 0u);
                            uint l_1409_ = (l_1400_ << l_1408_);
                            uint l_1410_ = (l_1407_ | l_1409_);
                            l_mut_428_ = l_1410_;
                        }
                        l_mut_394_ = l_1400_;
                        bool l_1411_ = (0u > 0u);
                        if (l_1411_) {
                            uint l_1412_ = (l_1400_ >> 0u);
                            uint l_1413_ = (32u - 0u);
                            uint l_1414_ = (l_1404_ << l_1413_);
                            uint l_1415_ = (l_1412_ | l_1414_);
                            l_mut_394_ = l_1415_;
                        }
                        uint _e5132 = l_mut_428_;
                        l_mut_388_ = _e5132;
                        uint _e5133 = l_mut_394_;
                        l_mut_428_ = _e5133;
                        if (true) {
                            l_mut_388_ = l_1404_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1400_;
                                bool l_1418_ = (0u > 0u);
                                if (l_1418_) {
                                    uint l_1419_ = (l_1400_ >> 0u);
                                    uint l_1420_ = (32u - 0u);
                                    uint l_1421_ = (l_1404_ << l_1420_);
                                    uint l_1422_ = (l_1419_ | l_1421_);
                                    l_mut_394_ = l_1422_;
                                }
                                uint l_1423_ = (l_1404_ >> 0u);
                                uint _e5145 = l_mut_394_;
                                l_mut_388_ = _e5145;
                                l_mut_428_ = l_1423_;
                            }
                        }
                        uint _e5146 = l_mut_421_;
                        uint l_1424_ = (_e5146 * l_1019_);
                        uint _e5148 = l_mut_439_;
                        uint l_1425_ = (_e5148 * l_1019_);
                        uint _e5150 = l_mut_421_;
                        uint l_3931_ = (_e5150 & 65535u);
                        uint _e5153 = l_mut_421_;
                        uint l_3932_ = (_e5153 >> 16u);
                        uint l_3933_ = (l_3932_ & 65535u);
                        uint l_3934_ = (l_1019_ & 65535u);
                        uint l_3935_ = (l_1019_ >> 16u);
                        uint l_3936_ = (l_3935_ & 65535u);
                        uint l_3937_ = (l_3931_ * l_3934_);
                        uint l_3938_ = (l_3933_ * l_3934_);
                        uint l_3939_ = (l_3931_ * l_3936_);
                        uint l_3940_ = (l_3933_ * l_3936_);
                        uint l_3941_ = (l_3937_ >> 16u);
                        uint l_3942_ = (l_3941_ & 65535u);
                        uint l_3943_ = (l_3938_ & 65535u);
                        uint l_3944_ = (l_3942_ + l_3943_);
                        uint l_3945_ = (l_3939_ & 65535u);
                        uint l_3946_ = (l_3944_ + l_3945_);
                        uint l_3947_ = (l_3938_ >> 16u);
                        uint l_3948_ = (l_3947_ & 65535u);
                        uint l_3949_ = (l_3940_ + l_3948_);
                        uint l_3950_ = (l_3939_ >> 16u);
                        uint l_3951_ = (l_3950_ & 65535u);
                        uint l_3952_ = (l_3949_ + l_3951_);
                        uint l_3953_ = (l_3946_ >> 16u);
                        uint l_3954_ = (l_3953_ & 65535u);
                        uint l_1426_ = (l_3952_ + l_3954_);
                        uint l_1427_ = (l_1426_ + l_1425_);
                        uint _e5194 = l_mut_439_;
                        uint l_3956_ = (_e5194 & 65535u);
                        uint _e5197 = l_mut_439_;
                        uint l_3957_ = (_e5197 >> 16u);
                        uint l_3958_ = (l_3957_ & 65535u);
                        uint l_3959_ = (l_1019_ & 65535u);
                        uint l_3960_ = (l_1019_ >> 16u);
                        uint l_3961_ = (l_3960_ & 65535u);
                        uint l_3962_ = (l_3956_ * l_3959_);
                        uint l_3963_ = (l_3958_ * l_3959_);
                        uint l_3964_ = (l_3956_ * l_3961_);
                        uint l_3965_ = (l_3958_ * l_3961_);
                        uint l_3966_ = (l_3962_ >> 16u);
                        uint l_3967_ = (l_3966_ & 65535u);
                        uint l_3968_ = (l_3963_ & 65535u);
                        uint l_3969_ = (l_3967_ + l_3968_);
                        uint l_3970_ = (l_3964_ & 65535u);
                        uint l_3971_ = (l_3969_ + l_3970_);
                        uint l_3972_ = (l_3963_ >> 16u);
                        uint l_3973_ = (l_3972_ & 65535u);
                        uint l_3974_ = (l_3965_ + l_3973_);
                        uint l_3975_ = (l_3964_ >> 16u);
                        uint l_3976_ = (l_3975_ & 65535u);
                        uint l_3977_ = (l_3974_ + l_3976_);
                        uint l_3978_ = (l_3971_ >> 16u);
                        uint l_3979_ = (l_3978_ & 65535u);
                        uint l_1428_ = (l_3977_ + l_3979_);
                        bool l_1429_ = (l_1427_ < l_1425_);
                        uint l_1430_ = uint(l_1429_);
                        uint l_1431_ = (l_1428_ + l_1430_);
                        l_mut_441_ = l_1424_;
                        bool l_1433_ = (0u > 0u);
                        if (l_1433_) {
                            uint l_1434_ = (l_1424_ >> 0u);
                            uint l_1435_ = (32u - 0u);
                            uint l_1436_ = (l_1427_ << l_1435_);
                            uint l_1437_ = (l_1434_ | l_1436_);
                            l_mut_441_ = l_1437_;
                        }
                        l_mut_440_ = l_1427_;
                        bool l_1438_ = (0u > 0u);
                        if (l_1438_) {
                            uint l_1439_ = (l_1427_ >> 0u);
                            uint l_1440_ = (32u - 0u);
                            uint l_1441_ = (l_1431_ << l_1440_);
                            uint l_1442_ = (l_1439_ | l_1441_);
                            l_mut_440_ = l_1442_;
                        }
                        uint _e5255 = l_mut_441_;
                        l_mut_394_ = _e5255;
                        uint _e5256 = l_mut_440_;
                        l_mut_441_ = _e5256;
                        if (false) {
                            l_mut_394_ = l_1431_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1427_;
                                bool l_1445_ = (0u > 0u);
                                if (l_1445_) {
                                    uint l_1446_ = (l_1427_ >> 0u);
                                    uint l_1447_ = (32u - 0u);
                                    uint l_1448_ = (l_1431_ << l_1447_);
                                    uint l_1449_ = (l_1446_ | l_1448_);
                                    l_mut_440_ = l_1449_;
                                }
                                uint l_1450_ = (l_1431_ >> 0u);
                                uint _e5268 = l_mut_440_;
                                l_mut_394_ = _e5268;
                                l_mut_441_ = l_1450_;
                            }
                        }
                        uint _e5269 = l_mut_421_;
                        uint l_1451_ = (_e5269 * l_1019_);
                        uint _e5271 = l_mut_439_;
                        uint l_1452_ = (_e5271 * l_1019_);
                        uint _e5273 = l_mut_421_;
                        uint l_3981_ = (_e5273 & 65535u);
                        uint _e5276 = l_mut_421_;
                        uint l_3982_ = (_e5276 >> 16u);
                        uint l_3983_ = (l_3982_ & 65535u);
                        uint l_3984_ = (l_1019_ & 65535u);
                        uint l_3985_ = (l_1019_ >> 16u);
                        uint l_3986_ = (l_3985_ & 65535u);
                        uint l_3987_ = (l_3981_ * l_3984_);
                        uint l_3988_ = (l_3983_ * l_3984_);
                        uint l_3989_ = (l_3981_ * l_3986_);
                        uint l_3990_ = (l_3983_ * l_3986_);
                        uint l_3991_ = (l_3987_ >> 16u);
                        uint l_3992_ = (l_3991_ & 65535u);
                        uint l_3993_ = (l_3988_ & 65535u);
                        uint l_3994_ = (l_3992_ + l_3993_);
                        uint l_3995_ = (l_3989_ & 65535u);
                        uint l_3996_ = (l_3994_ + l_3995_);
                        uint l_3997_ = (l_3988_ >> 16u);
                        uint l_3998_ = (l_3997_ & 65535u);
                        uint l_3999_ = (l_3990_ + l_3998_);
                        uint l_4000_ = (l_3989_ >> 16u);
                        uint l_4001_ = (l_4000_ & 65535u);
                        uint l_4002_ = (l_3999_ + l_4001_);
                        uint l_4003_ = (l_3996_ >> 16u);
                        uint l_4004_ = (l_4003_ & 65535u);
                        uint l_1453_ = (l_4002_ + l_4004_);
                        uint l_1454_ = (l_1453_ + l_1452_);
                        uint _e5317 = l_mut_439_;
                        uint l_4006_ = (_e5317 & 65535u);
                        uint _e5320 = l_mut_439_;
                        uint l_4007_ = (_e5320 >> 16u);
                        uint l_4008_ = (l_4007_ & 65535u);
                        uint l_4009_ = (l_1019_ & 65535u);
                        uint l_4010_ = (l_1019_ >> 16u);
                        uint l_4011_ = (l_4010_ & 65535u);
                        uint l_4012_ = (l_4006_ * l_4009_);
                        uint l_4013_ = (l_4008_ * l_4009_);
                        uint l_4014_ = (l_4006_ * l_4011_);
                        uint l_4015_ = (l_4008_ * l_4011_);
                        uint l_4016_ = (l_4012_ >> 16u);
                        uint l_4017_ = (l_4016_ & 65535u);
                        uint l_4018_ = (l_4013_ & 65535u);
                        uint l_4019_ = (l_4017_ + l_4018_);
                        uint l_4020_ = (l_4014_ & 65535u);
                        uint l_4021_ = (l_4019_ + l_4020_);
                        uint l_4022_ = (l_4013_ >> 16u);
                        uint l_4023_ = (l_4022_ & 65535u);
                        uint l_4024_ = (l_4015_ + l_4023_);
                        uint l_4025_ = (l_4014_ >> 16u);
                        uint l_4026_ = (l_4025_ & 65535u);
                        uint l_4027_ = (l_4024_ + l_4026_);
                        uint l_4028_ = (l_4021_ >> 16u);
                        uint l_4029_ = (l_4028_ & 65535u);
                        uint l_1455_ = (l_4027_ + l_4029_);
                        bool l_1456_ = (l_1454_ < l_1452_);
                        uint l_1457_ = uint(l_1456_);
                        uint l_1458_ = (l_1455_ + l_1457_);
                        l_mut_440_ = l_1451_;
                        bool l_1460_ = (0u > 0u);
                        if (l_1460_) {
                            uint l_1461_ = (l_1451_ >> 0u);
                            uint l_1462_ = (32u - 0u);
                            uint l_1463_ = (l_1454_ << l_1462_);
                            uint l_1464_ = (l_1461_ | l_1463_);
                            l_mut_440_ = l_1464_;
                        }
                        l_mut_382_ = l_1454_;
                        bool l_1465_ = (0u > 0u);
                        if (l_1465_) {
                            uint l_1466_ = (l_1454_ >> 0u);
                            uint l_1467_ = (32u - 0u);
                            uint l_1468_ = (l_1458_ << l_1467_);
                            uint l_1469_ = (l_1466_ | l_1468_);
                            l_mut_382_ = l_1469_;
                        }
                        uint _e5378 = l_mut_440_;
                        l_mut_275_ = _e5378;
                        uint _e5379 = l_mut_382_;
                        l_mut_440_ = _e5379;
                        if (true) {
                            l_mut_275_ = l_1458_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1454_;
                                bool l_1472_ = (0u > 0u);
                                if (l_1472_) {
                                    uint l_1473_ = (l_1454_ >> 0u);
                                    uint l_1474_ = (32u - 0u);
                                    uint l_1475_ = (l_1458_ << l_1474_);
                                    uint l_1476_ = (l_1473_ | l_1475_);
                                    l_mut_382_ = l_1476_;
                                }
                                uint l_1477_ = (l_1458_ >> 0u);
                                uint _e5391 = l_mut_382_;
                                l_mut_275_ = _e5391;
                                l_mut_440_ = l_1477_;
                            }
                        }
                        uint _e5392 = l_mut_388_;
                        uint l_1478_ = (_e5392 * l_1019_);
                        uint _e5394 = l_mut_388_;
                        uint l_4031_ = (_e5394 & 65535u);
                        uint _e5397 = l_mut_388_;
                        uint l_4032_ = (_e5397 >> 16u);
                        uint l_4033_ = (l_4032_ & 65535u);
                        uint l_4034_ = (l_1019_ & 65535u);
                        uint l_4035_ = (l_1019_ >> 16u);
                        uint l_4036_ = (l_4035_ & 65535u);
                        uint l_4037_ = (l_4031_ * l_4034_);
                        uint l_4038_ = (l_4033_ * l_4034_);
                        uint l_4039_ = (l_4031_ * l_4036_);
                        uint l_4040_ = (l_4033_ * l_4036_);
                        uint l_4041_ = (l_4037_ >> 16u);
                        uint l_4042_ = (l_4041_ & 65535u);
                        uint l_4043_ = (l_4038_ & 65535u);
                        uint l_4044_ = (l_4042_ + l_4043_);
                        uint l_4045_ = (l_4039_ & 65535u);
                        uint l_4046_ = (l_4044_ + l_4045_);
                        uint l_4047_ = (l_4038_ >> 16u);
                        uint l_4048_ = (l_4047_ & 65535u);
                        uint l_4049_ = (l_4040_ + l_4048_);
                        uint l_4050_ = (l_4039_ >> 16u);
                        uint l_4051_ = (l_4050_ & 65535u);
                        uint l_4052_ = (l_4049_ + l_4051_);
                        uint l_4053_ = (l_4046_ >> 16u);
                        uint l_4054_ = (l_4053_ & 65535u);
                        uint l_1479_ = (l_4052_ + l_4054_);
                        uint _e5437 = l_mut_428_;
                        uint l_1480_ = (_e5437 * l_1019_);
                        uint l_1481_ = (l_1479_ + l_1480_);
                        uint _e5440 = l_mut_275_;
                        uint l_1482_ = (_e5440 + l_1478_);
                        uint _e5442 = l_mut_440_;
                        uint l_1483_ = (_e5442 + l_1481_);
                        uint _e5444 = l_mut_275_;
                        bool l_1484_ = (l_1482_ < _e5444);
                        uint l_1485_ = uint(l_1484_);
                        uint l_1486_ = (l_1483_ + l_1485_);
                        uint _e5448 = l_mut_394_;
                        l_mut_445_ = _e5448;
                        uint _e5449 = l_mut_441_;
                        l_mut_444_ = _e5449;
                        bool l_1487_ = (l_1321_ == 64u);
                        if (l_1487_) {
                            l_mut_445_ = l_1482_;
                            l_mut_444_ = l_1486_;
                        } else {
                            bool l_1488_ = (l_1321_ > 0u);
                            if (l_1488_) {
                                uint l_1489_ = (64u - l_1321_);
                                l_mut_440_ = l_1482_;
                                l_mut_439_ = l_1486_;
                                bool l_1490_ = (l_1489_ >= 32u);
                                if (l_1490_) {
                                    uint l_1491_ = (l_1489_ & 31u);
                                    uint l_1492_ = (l_1482_ << l_1491_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1492_;
                                } else {
                                    bool l_1493_ = (l_1489_ > 0u);
                                    if (l_1493_) {
                                        uint l_1494_ = (l_1482_ << l_1489_);
                                        uint l_1495_ = (l_1486_ << l_1489_);
                                        uint l_1496_ = (32u - l_1489_);
                                        uint l_1497_ = (l_1482_ >> l_1496_);
                                        uint l_1498_ = (l_1495_ | l_1497_);
                                        l_mut_440_ = l_1494_;
                                        l_mut_439_ = l_1498_;
                                    }
                                }
                                uint _e5470 = l_mut_394_;
                                l_mut_428_ = _e5470;
                                uint _e5471 = l_mut_441_;
                                l_mut_421_ = _e5471;
                                bool l_1499_ = (l_1321_ >= 32u);
                                if (l_1499_) {
                                    uint l_1500_ = (l_1321_ & 31u);
                                    uint _e5476 = l_mut_441_;
                                    uint l_1501_ = (_e5476 >> l_1500_);
                                    l_mut_428_ = l_1501_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1502_ = (l_1321_ > 0u);
                                    if (l_1502_) {
                                        uint _e5481 = l_mut_394_;
                                        l_mut_388_ = _e5481;
                                        bool l_1503_ = (l_1321_ > 0u);
                                        if (l_1503_) {
                                            uint _e5484 = l_mut_394_;
                                            uint l_1504_ = (_e5484 >> l_1321_);
                                            uint l_1505_ = (32u - l_1321_);
                                            uint _e5488 = l_mut_441_;
                                            uint l_1506_ = (_e5488 << l_1505_);
                                            uint l_1507_ = (l_1504_ | l_1506_);
                                            l_mut_388_ = l_1507_;
                                        }
                                        uint _e5491 = l_mut_441_;
                                        uint l_1508_ = (_e5491 >> l_1321_);
                                        uint _e5493 = l_mut_388_;
                                        l_mut_428_ = _e5493;
                                        l_mut_421_ = l_1508_;
                                    }
                                }
                                uint _e5494 = l_mut_440_;
                                uint _e5495 = l_mut_428_;
                                uint l_1509_ = (_e5494 + _e5495);
                                uint _e5497 = l_mut_439_;
                                uint _e5498 = l_mut_421_;
                                uint l_1510_ = (_e5497 + _e5498);
                                uint _e5500 = l_mut_440_;
                                bool l_1511_ = (l_1509_ < _e5500);
                                uint l_1512_ = uint(l_1511_);
                                uint l_1513_ = (l_1510_ + l_1512_);
                                l_mut_445_ = l_1509_;
                                l_mut_444_ = l_1513_;
                            }
                        }
                        if (l_1364_) {
                            uint _e5505 = l_mut_445_;
                            uint l_1514_ = (0u - _e5505);
                            uint _e5508 = l_mut_444_;
                            uint l_1515_ = (0u - _e5508);
                            uint _e5511 = l_mut_445_;
                            bool l_1516_ = (0u < _e5511);
                            uint l_1517_ = uint(l_1516_);
                            uint l_1518_ = (l_1515_ - l_1517_);
                            l_mut_445_ = l_1514_;
                            l_mut_444_ = l_1518_;
                        }
                    }
                    uint _e5515 = l_mut_445_;
                    uint l_1519_ = (l_1272_ - _e5515);
                    uint _e5517 = l_mut_444_;
                    uint l_1520_ = (l_1276_ - _e5517);
                    uint _e5519 = l_mut_445_;
                    bool l_1521_ = (l_1272_ < _e5519);
                    uint l_1522_ = uint(l_1521_);
                    uint l_1523_ = (l_1520_ - l_1522_);
                    uint l_1524_ = (l_1519_ + l_19_);
                    uint l_1525_ = (l_1523_ + l_22_);
                    bool l_1526_ = (l_1524_ < l_1519_);
                    uint l_1527_ = uint(l_1526_);
                    uint l_1528_ = (l_1525_ + l_1527_);
                    uint l_1529_ = (0u - l_1316_);
                    uint l_1530_ = (0u - l_1320_);
                    bool l_1531_ = (0u < l_1316_);
                    uint l_1532_ = uint(l_1531_);
                    uint l_1533_ = (l_1530_ - l_1532_);
                    uint l_1534_ = (l_19_ + l_19_);
                    uint l_1535_ = (l_22_ + l_22_);
                    bool l_1536_ = (l_1534_ < l_19_);
                    uint l_1537_ = uint(l_1536_);
                    uint l_1538_ = (l_1535_ + l_1537_);
                    l_mut_445_ = l_1529_;
                    l_mut_444_ = l_1533_;
                    uint l_1539_ = (0u - l_1529_);
                    uint l_1540_ = (0u - l_1533_);
                    bool l_1541_ = (0u < l_1529_);
                    uint l_1542_ = uint(l_1541_);
                    uint l_1543_ = (l_1540_ - l_1542_);
                    l_mut_441_ = l_1539_;
                    l_mut_440_ = l_1543_;
                    l_mut_439_ = l_1524_;
                    l_mut_428_ = l_1528_;
                    l_mut_421_ = 1u;
                    l_mut_394_ = 1u;
                    l_mut_645_ = false;
                    uint _e5552 = l_mut_428_;
                    bool l_1544_ = (_e5552 < l_1538_);
                    uint _e5554 = l_mut_428_;
                    bool l_1545_ = (_e5554 == l_1538_);
                    uint _e5556 = l_mut_439_;
                    bool l_1546_ = (_e5556 < l_1534_);
                    if (l_1545_) {
                        local_83 = l_1546_;
                    } else {
                        local_83 = false;
                    }
                    bool l_1547_ = local_83;
                    if (!(l_1544_)) {
                        local_84 = l_1547_;
                    } else {
                        local_84 = true;
                    }
                    bool l_1548_ = local_84;
                    bool l_1549_ = !(l_1548_);
                    l_mut_628_ = l_1549_;
                    uint l_1550_ = (l_1529_ | l_1533_);
                    bool l_1551_ = (l_1550_ == 0u);
                    if (l_1551_) {
                        bool _e5571 = l_mut_628_;
                        l_mut_645_ = _e5571;
                        l_mut_628_ = false;
                    }
                    bool _e5573 = l_mut_628_;
                    if (_e5573) {
                        uint l_1552_ = (l_1533_ >> 31u);
                        bool l_1553_ = (l_1552_ == 1u);
                        l_mut_388_ = l_1529_;
                        l_mut_382_ = l_1533_;
                        if (l_1553_) {
                            uint l_1554_ = (0u - l_1529_);
                            uint l_1555_ = (0u - l_1533_);
                            bool l_1556_ = (0u < l_1529_);
                            uint l_1557_ = uint(l_1556_);
                            uint l_1558_ = (l_1555_ - l_1557_);
                            l_mut_388_ = l_1554_;
                            l_mut_382_ = l_1558_;
                        }
                        uint l_1559_ = (l_1019_ - 1u);
                        uint _e5588 = l_mut_388_;
                        uint l_1560_ = (_e5588 * l_1559_);
                        uint _e5590 = l_mut_388_;
                        uint l_4056_ = (_e5590 & 65535u);
                        uint _e5593 = l_mut_388_;
                        uint l_4057_ = (_e5593 >> 16u);
                        uint l_4058_ = (l_4057_ & 65535u);
                        uint l_4059_ = (l_1559_ & 65535u);
                        uint l_4060_ = (l_1559_ >> 16u);
                        uint l_4061_ = (l_4060_ & 65535u);
                        uint l_4062_ = (l_4056_ * l_4059_);
                        uint l_4063_ = (l_4058_ * l_4059_);
                        uint l_4064_ = (l_4056_ * l_4061_);
                        uint l_4065_ = (l_4058_ * l_4061_);
                        uint l_4066_ = (l_4062_ >> 16u);
                        uint l_4067_ = (l_4066_ & 65535u);
                        uint l_4068_ = (l_4063_ & 65535u);
                        uint l_4069_ = (l_4067_ + l_4068_);
                        uint l_4070_ = (l_4064_ & 65535u);
                        uint l_4071_ = (l_4069_ + l_4070_);
                        uint l_4072_ = (l_4063_ >> 16u);
                        uint l_4073_ = (l_4072_ & 65535u);
                        uint l_4074_ = (l_4065_ + l_4073_);
                        uint l_4075_ = (l_4064_ >> 16u);
                        uint l_4076_ = (l_4075_ & 65535u);
                        uint l_4077_ = (l_4074_ + l_4076_);
                        uint l_4078_ = (l_4071_ >> 16u);
                        uint l_4079_ = (l_4078_ & 65535u);
                        uint l_1561_ = (l_4077_ + l_4079_);
                        uint _e5633 = l_mut_382_;
                        uint l_1562_ = (_e5633 * l_1559_);
                        uint l_1563_ = (l_1561_ + l_1562_);
                        l_mut_275_ = 0u;
                        uint l_1564_ = (l_1019_ - 1u);
                        uint _e5639 = l_mut_388_;
                        uint l_1565_ = (_e5639 * l_1564_);
                        uint _e5641 = l_mut_382_;
                        uint l_1566_ = (_e5641 * l_1564_);
                        uint _e5643 = l_mut_388_;
                        uint l_4081_ = (_e5643 & 65535u);
                        uint _e5646 = l_mut_388_;
                        uint l_4082_ = (_e5646 >> 16u);
                        uint l_4083_ = (l_4082_ & 65535u);
                        uint l_4084_ = (l_1564_ & 65535u);
                        uint l_4085_ = (l_1564_ >> 16u);
                        uint l_4086_ = (l_4085_ & 65535u);
                        uint l_4087_ = (l_4081_ * l_4084_);
                        uint l_4088_ = (l_4083_ * l_4084_);
                        uint l_4089_ = (l_4081_ * l_4086_);
                        uint l_4090_ = (l_4083_ * l_4086_);
                        uint l_4091_ = (l_4087_ >> 16u);
                        uint l_4092_ = (l_4091_ & 65535u);
                        uint l_4093_ = (l_4088_ & 65535u);
                        uint l_4094_ = (l_4092_ + l_4093_);
                        uint l_4095_ = (l_4089_ & 65535u);
                        uint l_4096_ = (l_4094_ + l_4095_);
                        uint l_4097_ = (l_4088_ >> 16u);
                        uint l_4098_ = (l_4097_ & 65535u);
                        uint l_4099_ = (l_4090_ + l_4098_);
                        uint l_4100_ = (l_4089_ >> 16u);
                        uint l_4101_ = (l_4100_ & 65535u);
                        uint l_4102_ = (l_4099_ + l_4101_);
                        uint l_4103_ = (l_4096_ >> 16u);
                        uint l_4104_ = (l_4103_ & 65535u);
                        uint l_1567_ = (l_4102_ + l_4104_);
                        uint l_1568_ = (l_1567_ + l_1566_);
                        uint _e5687 = l_mut_382_;
                        uint l_4106_ = (_e5687 & 65535u);
                        uint _e5690 = l_mut_382_;
                        uint l_4107_ = (_e5690 >> 16u);
                        uint l_4108_ = (l_4107_ & 65535u);
                        uint l_4109_ = (l_1564_ & 65535u);
                        uint l_4110_ = (l_1564_ >> 16u);
                        uint l_4111_ = (l_4110_ & 65535u);
                        uint l_4112_ = (l_4106_ * l_4109_);
                        uint l_4113_ = (l_4108_ * l_4109_);
                        uint l_4114_ = (l_4106_ * l_4111_);
                        uint l_4115_ = (l_4108_ * l_4111_);
                        uint l_4116_ = (l_4112_ >> 16u);
                        uint l_4117_ = (l_4116_ & 65535u);
                        uint l_4118_ = (l_4113_ & 65535u);
                        uint l_4119_ = (l_4117_ + l_4118_);
                        uint l_4120_ = (l_4114_ & 65535u);
                        uint l_4121_ = (l_4119_ + l_4120_);
                        uint l_4122_ = (l_4113_ >> 16u);
                        uint l_4123_ = (l_4122_ & 65535u);
                        uint l_4124_ = (l_4115_ + l_4123_);
                        uint l_4125_ = (l_4114_ >> 16u);
                        uint l_4126_ = (l_4125_ & 65535u);
                        uint l_4127_ = (l_4124_ + l_4126_);
                        uint l_4128_ = (l_4121_ >> 16u);
                        uint l_4129_ = (l_4128_ & 65535u);
                        uint l_1569_ = (l_4127_ + l_4129_);
                        bool l_1570_ = (l_1568_ < l_1566_);
                        uint l_1571_ = uint(l_1570_);
                        uint l_1572_ = (l_1569_ + l_1571_);
                        l_mut_269_ = l_1565_;
                        bool l_1574_ = (0u > 0u);
                        if (l_1574_) {
                            uint l_1575_ = (l_1565_ >> 0u);
                            uint l_1576_ = (32u - 0u);
                            uint l_1577_ = (l_1568_ << l_1576_);
                            uint l_1578_ = (l_1575_ | l_1577_);
                            l_mut_269_ = l_1578_;
                        }
                        l_mut_219_ = l_1568_;
                        bool l_1579_ = (0u > 0u);
                        if (l_1579_) {
                            uint l_1580_ = (l_1568_ >> 0u);
                            uint l_1581_ = (32u - 0u);
                            uint l_1582_ = (l_1572_ << l_1581_);
                            uint l_1583_ = (l_1580_ | l_1582_);
                            l_mut_219_ = l_1583_;
                        }
                        uint _e5748 = l_mut_269_;
                        l_mut_213_ = _e5748;
                        uint _e5749 = l_mut_219_;
                        l_mut_269_ = _e5749;
                        if (true) {
                            l_mut_213_ = l_1572_;
                            l_mut_269_ = 0u;
                        } else {
                            if (true) {
                                l_mut_219_ = l_1568_;
                                bool l_1586_ = (0u > 0u);
                                if (l_1586_) {
                                    uint l_1587_ = (l_1568_ >> 0u);
                                    uint l_1588_ = (32u - 0u);
                                    uint l_1589_ = (l_1572_ << l_1588_);
                                    uint l_1590_ = (l_1587_ | l_1589_);
                                    l_mut_219_ = l_1590_;
                                }
                                uint l_1591_ = (l_1572_ >> 0u);
                                uint _e5761 = l_mut_219_;
                                l_mut_213_ = _e5761;
                                l_mut_269_ = l_1591_;
                            }
                        }
                        uint _e5762 = l_mut_213_;
                        uint _e5763 = l_mut_269_;
                        uint l_1592_ = (_e5762 | _e5763);
                        bool l_1593_ = (l_1592_ == 0u);
                        if (l_1593_) {
                            l_mut_269_ = l_1524_;
                            l_mut_219_ = l_1528_;
                            if (l_1553_) {
                                uint l_1594_ = (0u - l_1524_);
                                uint l_1595_ = (0u - l_1528_);
                                bool l_1596_ = (0u < l_1524_);
                                uint l_1597_ = uint(l_1596_);
                                uint l_1598_ = (l_1595_ - l_1597_);
                                uint l_1599_ = (l_1524_ | l_1528_);
                                bool l_1600_ = (l_1599_ == 0u);
                                bool l_1601_ = !(l_1600_);
                                bool l_1602_ = (l_1563_ < l_1598_);
                                bool l_1603_ = (l_1563_ == l_1598_);
                                bool l_1604_ = (l_1560_ < l_1594_);
                                if (l_1603_) {
                                    local_85 = l_1604_;
                                } else {
                                    local_85 = false;
                                }
                                bool l_1605_ = local_85;
                                if (!(l_1602_)) {
                                    local_86 = l_1605_;
                                } else {
                                    local_86 = true;
                                }
                                bool l_1606_ = local_86;
                                bool l_1607_ = !(l_1606_);
                                if (l_1601_) {
                                    local_87 = l_1607_;
                                } else {
                                    local_87 = false;
                                }
                                bool l_1608_ = local_87;
                                if (l_1608_) {
                                    uint l_1609_ = (l_1019_ - 1u);
                                    l_mut_213_ = l_1594_;
                                    l_mut_151_ = l_1598_;
                                    uint _e5798 = l_mut_382_;
                                    bool l_1610_ = (l_1598_ < _e5798);
                                    uint _e5800 = l_mut_382_;
                                    bool l_1611_ = (l_1598_ == _e5800);
                                    uint _e5802 = l_mut_388_;
                                    bool l_1612_ = (l_1594_ < _e5802);
                                    if (l_1611_) {
                                        local_88 = l_1612_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1613_ = local_88;
                                    if (!(l_1610_)) {
                                        local_89 = l_1613_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1614_ = local_89;
                                    bool l_1615_ = !(l_1614_);
                                    if (l_1615_) {
                                        l_mut_145_ = 0u;
                                        uint _e5815 = l_mut_382_;
                                        bool l_1616_ = (_e5815 < l_1598_);
                                        uint _e5817 = l_mut_382_;
                                        bool l_1617_ = (_e5817 == l_1598_);
                                        uint _e5819 = l_mut_388_;
                                        bool l_1618_ = (_e5819 < l_1594_);
                                        if (l_1617_) {
                                            local_90 = l_1618_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1619_ = local_90;
                                        if (!(l_1616_)) {
                                            local_91 = l_1619_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1620_ = local_91;
                                        if (l_1620_) {
                                            uint l_1621_ = (l_1594_ - 1u);
                                            uint l_1622_ = (l_1598_ - 0u);
                                            bool l_1623_ = (l_1594_ < 1u);
                                            uint l_1624_ = uint(l_1623_);
                                            uint l_1625_ = (l_1622_ - l_1624_);
                                            l_mut_102_ = l_1621_;
                                            l_mut_96_ = l_1625_;
                                            l_mut_90_ = 0u;
                                            l_mut_1626_ = 0u;
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (!loop_init_7) {
                                                    uint _e5926 = l_mut_1626_;
                                                    l_mut_1626_ = (_e5926 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e5841 = l_mut_1626_;
                                                if ((_e5841 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5845 = l_mut_1626_;
                                                    uint l_1627_ = (19u - _e5845);
                                                    uint _e5847 = l_mut_102_;
                                                    l_mut_75_ = _e5847;
                                                    uint _e5848 = l_mut_96_;
                                                    l_mut_40_ = _e5848;
                                                    bool l_1628_ = (l_1627_ >= 32u);
                                                    if (l_1628_) {
                                                        uint l_1629_ = (l_1627_ & 31u);
                                                        uint _e5853 = l_mut_96_;
                                                        uint l_1630_ = (_e5853 >> l_1629_);
                                                        l_mut_75_ = l_1630_;
                                                        l_mut_40_ = 0u;
                                                    } else {
                                                        bool l_1631_ = (l_1627_ > 0u);
                                                        if (l_1631_) {
                                                            uint _e5858 = l_mut_102_;
                                                            l_mut_1632_ = _e5858;
                                                            bool l_1633_ = (l_1627_ > 0u);
                                                            if (l_1633_) {
                                                                uint _e5861 = l_mut_102_;
                                                                uint l_1634_ = (_e5861 >> l_1627_);
                                                                uint l_1635_ = (32u - l_1627_);
                                                                uint _e5865 = l_mut_96_;
                                                                uint l_1636_ = (_e5865 << l_1635_);
                                                                uint l_1637_ = (l_1634_ | l_1636_);
                                                                l_mut_1632_ = l_1637_;
                                                            }
                                                            uint _e5868 = l_mut_96_;
                                                            uint l_1638_ = (_e5868 >> l_1627_);
                                                            uint _e5870 = l_mut_1632_;
                                                            l_mut_75_ = _e5870;
                                                            l_mut_40_ = l_1638_;
                                                        }
                                                    }
                                                    uint _e5871 = l_mut_40_;
                                                    uint _e5872 = l_mut_382_;
                                                    bool l_1639_ = (_e5871 < _e5872);
                                                    uint _e5874 = l_mut_40_;
                                                    uint _e5875 = l_mut_382_;
                                                    bool l_1640_ = (_e5874 == _e5875);
                                                    uint _e5877 = l_mut_75_;
                                                    uint _e5878 = l_mut_388_;
                                                    bool l_1641_ = (_e5877 < _e5878);
                                                    if (l_1640_) {
                                                        local_92 = l_1641_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1642_ = local_92;
                                                    if (!(l_1639_)) {
                                                        local_93 = l_1642_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1643_ = local_93;
                                                    bool l_1644_ = !(l_1643_);
                                                    if (l_1644_) {
                                                        uint _e5890 = l_mut_388_;
                                                        l_mut_1632_ = _e5890;
                                                        uint _e5891 = l_mut_382_;
                                                        l_mut_75_ = _e5891;
                                                        bool l_1645_ = (l_1627_ >= 32u);
                                                        if (l_1645_) {
                                                            uint l_1646_ = (l_1627_ & 31u);
                                                            uint _e5896 = l_mut_388_;
                                                            uint l_1647_ = (_e5896 << l_1646_);
                                                            l_mut_1632_ = 0u;
                                                            l_mut_75_ = l_1647_;
                                                        } else {
                                                            bool l_1648_ = (l_1627_ > 0u);
                                                            if (l_1648_) {
                                                                uint _e5901 = l_mut_388_;
                                                                uint l_1649_ = (_e5901 << l_1627_);
                                                                uint _e5903 = l_mut_382_;
                                                                uint l_1650_ = (_e5903 << l_1627_);
                                                                uint l_1651_ = (32u - l_1627_);
                                                                uint _e5907 = l_mut_388_;
                                                                uint l_1652_ = (_e5907 >> l_1651_);
                                                                uint l_1653_ = (l_1650_ | l_1652_);
                                                                l_mut_1632_ = l_1649_;
                                                                l_mut_75_ = l_1653_;
                                                            }
                                                        }
                                                        uint _e5910 = l_mut_102_;
                                                        uint _e5911 = l_mut_1632_;
                                                        uint l_1654_ = (_e5910 - _e5911);
                                                        uint _e5913 = l_mut_96_;
                                                        uint _e5914 = l_mut_75_;
                                                        uint l_1655_ = (_e5913 - _e5914);
                                                        uint _e5916 = l_mut_102_;
                                                        uint _e5917 = l_mut_1632_;
                                                        bool l_1656_ = (_e5916 < _e5917);
                                                        uint l_1657_ = uint(l_1656_);
                                                        uint l_1658_ = (l_1655_ - l_1657_);
                                                        l_mut_102_ = l_1654_;
                                                        l_mut_96_ = l_1658_;
                                                        uint l_1659_ = (1u << l_1627_);
                                                        uint _e5923 = l_mut_90_;
                                                        l_mut_90_ = (_e5923 | l_1659_);
                                                    }
                                                }
                                            }
                                            uint _e5928 = l_mut_90_;
                                            uint l_1660_ = min(_e5928, l_1609_);
                                            l_mut_1632_ = l_1660_;
                                            uint _e5930 = l_mut_96_;
                                            uint _e5931 = l_mut_382_;
                                            bool l_1661_ = (_e5930 < _e5931);
                                            uint _e5933 = l_mut_96_;
                                            uint _e5934 = l_mut_382_;
                                            bool l_1662_ = (_e5933 == _e5934);
                                            uint _e5936 = l_mut_102_;
                                            uint _e5937 = l_mut_388_;
                                            bool l_1663_ = (_e5936 < _e5937);
                                            if (l_1662_) {
                                                local_94 = l_1663_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1664_ = local_94;
                                            if (!(l_1661_)) {
                                                local_95 = l_1664_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1665_ = local_95;
                                            bool l_1666_ = !(l_1665_);
                                            if (l_1666_) {
                                                l_mut_1632_ = l_1609_;
                                            }
                                            uint _e5949 = l_mut_1632_;
                                            l_mut_145_ = _e5949;
                                        }
                                        uint _e5950 = l_mut_388_;
                                        uint _e5951 = l_mut_145_;
                                        uint l_1667_ = (_e5950 * _e5951);
                                        uint _e5953 = l_mut_388_;
                                        uint l_4131_ = (_e5953 & 65535u);
                                        uint _e5956 = l_mut_388_;
                                        uint l_4132_ = (_e5956 >> 16u);
                                        uint l_4133_ = (l_4132_ & 65535u);
                                        uint _e5961 = l_mut_145_;
                                        uint l_4134_ = (_e5961 & 65535u);
                                        uint _e5964 = l_mut_145_;
                                        uint l_4135_ = (_e5964 >> 16u);
                                        uint l_4136_ = (l_4135_ & 65535u);
                                        uint l_4137_ = (l_4131_ * l_4134_);
                                        uint l_4138_ = (l_4133_ * l_4134_);
                                        uint l_4139_ = (l_4131_ * l_4136_);
                                        uint l_4140_ = (l_4133_ * l_4136_);
                                        uint l_4141_ = (l_4137_ >> 16u);
                                        uint l_4142_ = (l_4141_ & 65535u);
                                        uint l_4143_ = (l_4138_ & 65535u);
                                        uint l_4144_ = (l_4142_ + l_4143_);
                                        uint l_4145_ = (l_4139_ & 65535u);
                                        uint l_4146_ = (l_4144_ + l_4145_);
                                        uint l_4147_ = (l_4138_ >> 16u);
                                        uint l_4148_ = (l_4147_ & 65535u);
                                        uint l_4149_ = (l_4140_ + l_4148_);
                                        uint l_4150_ = (l_4139_ >> 16u);
                                        uint l_4151_ = (l_4150_ & 65535u);
                                        uint l_4152_ = (l_4149_ + l_4151_);
                                        uint l_4153_ = (l_4146_ >> 16u);
                                        uint l_4154_ = (l_4153_ & 65535u);
                                        uint l_1668_ = (l_4152_ + l_4154_);
                                        uint _e5998 = l_mut_382_;
                                        uint _e5999 = l_mut_145_;
                                        uint l_1669_ = (_e5998 * _e5999);
                                        uint l_1670_ = (l_1668_ + l_1669_);
                                        uint l_1671_ = (l_1594_ - l_1667_);
                                        uint l_1672_ = (l_1598_ - l_1670_);
                                        bool l_1673_ = (l_1594_ < l_1667_);
                                        uint l_1674_ = uint(l_1673_);
                                        uint l_1675_ = (l_1672_ - l_1674_);
                                        l_mut_213_ = l_1671_;
                                        l_mut_151_ = l_1675_;
                                        uint _e6007 = l_mut_151_;
                                        uint _e6008 = l_mut_382_;
                                        bool l_1676_ = (_e6007 < _e6008);
                                        uint _e6010 = l_mut_151_;
                                        uint _e6011 = l_mut_382_;
                                        bool l_1677_ = (_e6010 == _e6011);
                                        uint _e6013 = l_mut_213_;
                                        uint _e6014 = l_mut_388_;
                                        bool l_1678_ = (_e6013 < _e6014);
                                        if (l_1677_) {
                                            local_96 = l_1678_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1679_ = local_96;
                                        if (!(l_1676_)) {
                                            local_97 = l_1679_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1680_ = local_97;
                                        bool l_1681_ = !(l_1680_);
                                        if (l_1681_) {
                                            uint _e6026 = l_mut_213_;
                                            uint _e6027 = l_mut_388_;
                                            uint l_1682_ = (_e6026 - _e6027);
                                            uint _e6029 = l_mut_151_;
                                            uint _e6030 = l_mut_382_;
                                            uint l_1683_ = (_e6029 - _e6030);
                                            uint _e6032 = l_mut_213_;
                                            uint _e6033 = l_mut_388_;
                                            bool l_1684_ = (_e6032 < _e6033);
                                            uint l_1685_ = uint(l_1684_);
                                            uint l_1686_ = (l_1683_ - l_1685_);
                                            l_mut_213_ = l_1682_;
                                            l_mut_151_ = l_1686_;
                                        }
                                    }
                                    uint _e6037 = l_mut_388_;
                                    uint _e6038 = l_mut_213_;
                                    uint l_1687_ = (_e6037 - _e6038);
                                    uint _e6040 = l_mut_382_;
                                    uint _e6041 = l_mut_151_;
                                    uint l_1688_ = (_e6040 - _e6041);
                                    uint _e6043 = l_mut_388_;
                                    uint _e6044 = l_mut_213_;
                                    bool l_1689_ = (_e6043 < _e6044);
                                    uint l_1690_ = uint(l_1689_);
                                    uint l_1691_ = (l_1688_ - l_1690_);
                                    l_mut_1632_ = l_1687_;
                                    l_mut_213_ = l_1691_;
                                    uint _e6048 = l_mut_382_;
                                    bool l_1692_ = (l_1691_ < _e6048);
                                    uint _e6050 = l_mut_382_;
                                    bool l_1693_ = (l_1691_ == _e6050);
                                    uint _e6052 = l_mut_388_;
                                    bool l_1694_ = (l_1687_ < _e6052);
                                    if (l_1693_) {
                                        local_98 = l_1694_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1695_ = local_98;
                                    if (!(l_1692_)) {
                                        local_99 = l_1695_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1696_ = local_99;
                                    bool l_1697_ = !(l_1696_);
                                    if (l_1697_) {
                                        uint _e6064 = l_mut_388_;
                                        uint l_1698_ = (l_1687_ - _e6064);
                                        uint _e6066 = l_mut_382_;
                                        uint l_1699_ = (l_1691_ - _e6066);
                                        uint _e6068 = l_mut_388_;
                                        bool l_1700_ = (l_1687_ < _e6068);
                                        uint l_1701_ = uint(l_1700_);
                                        uint l_1702_ = (l_1699_ - l_1701_);
                                        l_mut_1632_ = l_1698_;
                                        l_mut_213_ = l_1702_;
                                    }
                                    uint _e6072 = l_mut_213_;
                                    uint _e6073 = l_mut_219_;
                                    bool l_1703_ = (_e6072 < _e6073);
                                    uint _e6075 = l_mut_213_;
                                    uint _e6076 = l_mut_219_;
                                    bool l_1704_ = (_e6075 == _e6076);
                                    uint _e6078 = l_mut_1632_;
                                    uint _e6079 = l_mut_269_;
                                    bool l_1705_ = (_e6078 < _e6079);
                                    if (l_1704_) {
                                        local_100 = l_1705_;
                                    } else {
                                        local_100 = false;
                                    }
                                    bool l_1706_ = local_100;
                                    if (!(l_1703_)) {
                                        local_101 = l_1706_;
                                    } else {
                                        local_101 = true;
                                    }
                                    bool l_1707_ = local_101;
                                    if (l_1707_) {
                                        uint _e6090 = l_mut_1632_;
                                        l_mut_269_ = _e6090;
                                        uint _e6091 = l_mut_213_;
                                        l_mut_219_ = _e6091;
                                    }
                                }
                            } else {
                                uint l_1708_ = (l_1524_ - l_1560_);
                                uint l_1709_ = (l_1528_ - l_1563_);
                                bool l_1710_ = (l_1524_ < l_1560_);
                                uint l_1711_ = uint(l_1710_);
                                uint l_1712_ = (l_1709_ - l_1711_);
                                l_mut_269_ = l_1708_;
                                l_mut_219_ = l_1712_;
                                bool l_1713_ = (l_1528_ < l_1563_);
                                bool l_1714_ = (l_1528_ == l_1563_);
                                bool l_1715_ = (l_1524_ < l_1560_);
                                if (l_1714_) {
                                    local_102 = l_1715_;
                                } else {
                                    local_102 = false;
                                }
                                bool l_1716_ = local_102;
                                if (!(l_1713_)) {
                                    local_103 = l_1716_;
                                } else {
                                    local_103 = true;
                                }
                                bool l_1717_ = local_103;
                                if (l_1717_) {
                                    uint l_1718_ = (l_1019_ - 1u);
                                    l_mut_1632_ = l_1524_;
                                    l_mut_213_ = l_1528_;
                                    uint _e6111 = l_mut_382_;
                                    bool l_1719_ = (l_1528_ < _e6111);
                                    uint _e6113 = l_mut_382_;
                                    bool l_1720_ = (l_1528_ == _e6113);
                                    uint _e6115 = l_mut_388_;
                                    bool l_1721_ = (l_1524_ < _e6115);
                                    if (l_1720_) {
                                        local_104 = l_1721_;
                                    } else {
                                        local_104 = false;
                                    }
                                    bool l_1722_ = local_104;
                                    if (!(l_1719_)) {
                                        local_105 = l_1722_;
                                    } else {
                                        local_105 = true;
                                    }
                                    bool l_1723_ = local_105;
                                    bool l_1724_ = !(l_1723_);
                                    if (l_1724_) {
                                        l_mut_151_ = 0u;
                                        uint _e6128 = l_mut_382_;
                                        bool l_1725_ = (_e6128 < l_1528_);
                                        uint _e6130 = l_mut_382_;
                                        bool l_1726_ = (_e6130 == l_1528_);
                                        uint _e6132 = l_mut_388_;
                                        bool l_1727_ = (_e6132 < l_1524_);
                                        if (l_1726_) {
                                            local_106 = l_1727_;
                                        } else {
                                            local_106 = false;
                                        }
                                        bool l_1728_ = local_106;
                                        if (!(l_1725_)) {
                                            local_107 = l_1728_;
                                        } else {
                                            local_107 = true;
                                        }
                                        bool l_1729_ = local_107;
                                        if (l_1729_) {
                                            uint l_1730_ = (l_1524_ - 1u);
                                            uint l_1731_ = (l_1528_ - 0u);
                                            bool l_1732_ = (l_1524_ < 1u);
                                            uint l_1733_ = uint(l_1732_);
                                            uint l_1734_ = (l_1731_ - l_1733_);
                                            l_mut_145_ = l_1730_;
                                            l_mut_102_ = l_1734_;
                                            l_mut_96_ = 0u;
                                            l_mut_1735_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6239 = l_mut_1735_;
                                                    l_mut_1735_ = (_e6239 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6154 = l_mut_1735_;
                                                if ((_e6154 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6158 = l_mut_1735_;
                                                    uint l_1736_ = (19u - _e6158);
                                                    uint _e6160 = l_mut_145_;
                                                    l_mut_90_ = _e6160;
                                                    uint _e6161 = l_mut_102_;
                                                    l_mut_75_ = _e6161;
                                                    bool l_1737_ = (l_1736_ >= 32u);
                                                    if (l_1737_) {
                                                        uint l_1738_ = (l_1736_ & 31u);
                                                        uint _e6166 = l_mut_102_;
                                                        uint l_1739_ = (_e6166 >> l_1738_);
                                                        l_mut_90_ = l_1739_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1740_ = (l_1736_ > 0u);
                                                        if (l_1740_) {
                                                            uint _e6171 = l_mut_145_;
                                                            l_mut_40_ = _e6171;
                                                            bool l_1741_ = (l_1736_ > 0u);
                                                            if (l_1741_) {
                                                                uint _e6174 = l_mut_145_;
                                                                uint l_1742_ = (_e6174 >> l_1736_);
                                                                uint l_1743_ = (32u - l_1736_);
                                                                uint _e6178 = l_mut_102_;
                                                                uint l_1744_ = (_e6178 << l_1743_);
                                                                uint l_1745_ = (l_1742_ | l_1744_);
                                                                l_mut_40_ = l_1745_;
                                                            }
                                                            uint _e6181 = l_mut_102_;
                                                            uint l_1746_ = (_e6181 >> l_1736_);
                                                            uint _e6183 = l_mut_40_;
                                                            l_mut_90_ = _e6183;
                                                            l_mut_75_ = l_1746_;
                                                        }
                                                    }
                                                    uint _e6184 = l_mut_75_;
                                                    uint _e6185 = l_mut_382_;
                                                    bool l_1747_ = (_e6184 < _e6185);
                                                    uint _e6187 = l_mut_75_;
                                                    uint _e6188 = l_mut_382_;
                                                    bool l_1748_ = (_e6187 == _e6188);
                                                    uint _e6190 = l_mut_90_;
                                                    uint _e6191 = l_mut_388_;
                                                    bool l_1749_ = (_e6190 < _e6191);
                                                    if (l_1748_) {
                                                        local_108 = l_1749_;
                                                    } else {
                                                        local_108 = false;
                                                    }
                                                    bool l_1750_ = local_108;
                                                    if (!(l_1747_)) {
                                                        local_109 = l_1750_;
                                                    } else {
                                                        local_109 = true;
                                                    }
                                                    bool l_1751_ = local_109;
                                                    bool l_1752_ = !(l_1751_);
                                                    if (l_1752_) {
                                                        uint _e6203 = l_mut_388_;
                                                        l_mut_90_ = _e6203;
                                                        uint _e6204 = l_mut_382_;
                                                        l_mut_75_ = _e6204;
                                                        bool l_1753_ = (l_1736_ >= 32u);
                                                        if (l_1753_) {
                                                            uint l_1754_ = (l_1736_ & 31u);
                                                            uint _e6209 = l_mut_388_;
                                                            uint l_1755_ = (_e6209 << l_1754_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1755_;
                                                        } else {
                                                            bool l_1756_ = (l_1736_ > 0u);
                                                            if (l_1756_) {
                                                                uint _e6214 = l_mut_388_;
                                                                uint l_1757_ = (_e6214 << l_1736_);
                                                                uint _e6216 = l_mut_382_;
                                                                uint l_1758_ = (_e6216 << l_1736_);
                                                                uint l_1759_ = (32u - l_1736_);
                                                                uint _e6220 = l_mut_388_;
                                                                uint l_1760_ = (_e6220 >> l_1759_);
                                                                uint l_1761_ = (l_1758_ | l_1760_);
                                                                l_mut_90_ = l_1757_;
                                                                l_mut_75_ = l_1761_;
                                                            }
                                                        }
                                                        uint _e6223 = l_mut_145_;
                                                        uint _e6224 = l_mut_90_;
                                                        uint l_1762_ = (_e6223 - _e6224);
                                                        uint _e6226 = l_mut_102_;
                                                        uint _e6227 = l_mut_75_;
                                                        uint l_1763_ = (_e6226 - _e6227);
                                                        uint _e6229 = l_mut_145_;
                                                        uint _e6230 = l_mut_90_;
                                                        bool l_1764_ = (_e6229 < _e6230);
                                                        uint l_1765_ = uint(l_1764_);
                                                        uint l_1766_ = (l_1763_ - l_1765_);
                                                        l_mut_145_ = l_1762_;
                                                        l_mut_102_ = l_1766_;
                                                        uint l_1767_ = (1u << l_1736_);
                                                        uint _e6236 = l_mut_96_;
                                                        l_mut_96_ = (_e6236 | l_1767_);
                                                    }
                                                }
                                            }
                                            uint _e6241 = l_mut_96_;
                                            uint l_1768_ = min(_e6241, l_1718_);
                                            l_mut_96_ = l_1768_;
                                            uint _e6243 = l_mut_102_;
                                            uint _e6244 = l_mut_382_;
                                            bool l_1769_ = (_e6243 < _e6244);
                                            uint _e6246 = l_mut_102_;
                                            uint _e6247 = l_mut_382_;
                                            bool l_1770_ = (_e6246 == _e6247);
                                            uint _e6249 = l_mut_145_;
                                            uint _e6250 = l_mut_388_;
                                            bool l_1771_ = (_e6249 < _e6250);
                                            if (l_1770_) {
                                                local_110 = l_1771_;
                                            } else {
                                                local_110 = false;
                                            }
                                            bool l_1772_ = local_110;
                                            if (!(l_1769_)) {
                                                local_111 = l_1772_;
                                            } else {
                                                local_111 = true;
                                            }
                                            bool l_1773_ = local_111;
                                            bool l_1774_ = !(l_1773_);
                                            if (l_1774_) {
                                                l_mut_96_ = l_1718_;
                                            }
                                            uint _e6262 = l_mut_96_;
                                            l_mut_151_ = _e6262;
                                        }
                                        uint _e6263 = l_mut_388_;
                                        uint _e6264 = l_mut_151_;
                                        uint l_1775_ = (_e6263 * _e6264);
                                        uint _e6266 = l_mut_388_;
                                        uint l_4156_ = (_e6266 & 65535u);
                                        uint _e6269 = l_mut_388_;
                                        uint l_4157_ = (_e6269 >> 16u);
                                        uint l_4158_ = (l_4157_ & 65535u);
                                        uint _e6274 = l_mut_151_;
                                        uint l_4159_ = (_e6274 & 65535u);
                                        uint _e6277 = l_mut_151_;
                                        uint l_4160_ = (_e6277 >> 16u);
                                        uint l_4161_ = (l_4160_ & 65535u);
                                        uint l_4162_ = (l_4156_ * l_4159_);
                                        uint l_4163_ = (l_4158_ * l_4159_);
                                        uint l_4164_ = (l_4156_ * l_4161_);
                                        uint l_4165_ = (l_4158_ * l_4161_);
                                        uint l_4166_ = (l_4162_ >> 16u);
                                        uint l_4167_ = (l_4166_ & 65535u);
                                        uint l_4168_ = (l_4163_ & 65535u);
                                        uint l_4169_ = (l_4167_ + l_4168_);
                                        uint l_4170_ = (l_4164_ & 65535u);
                                        uint l_4171_ = (l_4169_ + l_4170_);
                                        uint l_4172_ = (l_4163_ >> 16u);
                                        uint l_4173_ = (l_4172_ & 65535u);
                                        uint l_4174_ = (l_4165_ + l_4173_);
                                        uint l_4175_ = (l_4164_ >> 16u);
                                        uint l_4176_ = (l_4175_ & 65535u);
                                        uint l_4177_ = (l_4174_ + l_4176_);
                                        uint l_4178_ = (l_4171_ >> 16u);
                                        uint l_4179_ = (l_4178_ & 65535u);
                                        uint l_1776_ = (l_4177_ + l_4179_);
                                        uint _e6311 = l_mut_382_;
                                        uint _e6312 = l_mut_151_;
                                        uint l_1777_ = (_e6311 * _e6312);
                                        uint l_1778_ = (l_1776_ + l_1777_);
                                        uint l_1779_ = (l_1524_ - l_1775_);
                                        uint l_1780_ = (l_1528_ - l_1778_);
                                        bool l_1781_ = (l_1524_ < l_1775_);
                                        uint l_1782_ = uint(l_1781_);
                                        uint l_1783_ = (l_1780_ - l_1782_);
                                        l_mut_1632_ = l_1779_;
                                        l_mut_213_ = l_1783_;
                                        uint _e6320 = l_mut_213_;
                                        uint _e6321 = l_mut_382_;
                                        bool l_1784_ = (_e6320 < _e6321);
                                        uint _e6323 = l_mut_213_;
                                        uint _e6324 = l_mut_382_;
                                        bool l_1785_ = (_e6323 == _e6324);
                                        uint _e6326 = l_mut_1632_;
                                        uint _e6327 = l_mut_388_;
                                        bool l_1786_ = (_e6326 < _e6327);
                                        if (l_1785_) {
                                            local_112 = l_1786_;
                                        } else {
                                            local_112 = false;
                                        }
                                        bool l_1787_ = local_112;
                                        if (!(l_1784_)) {
                                            local_113 = l_1787_;
                                        } else {
                                            local_113 = true;
                                        }
                                        bool l_1788_ = local_113;
                                        bool l_1789_ = !(l_1788_);
                                        if (l_1789_) {
                                            uint _e6339 = l_mut_1632_;
                                            uint _e6340 = l_mut_388_;
                                            uint l_1790_ = (_e6339 - _e6340);
                                            uint _e6342 = l_mut_213_;
                                            uint _e6343 = l_mut_382_;
                                            uint l_1791_ = (_e6342 - _e6343);
                                            uint _e6345 = l_mut_1632_;
                                            uint _e6346 = l_mut_388_;
                                            bool l_1792_ = (_e6345 < _e6346);
                                            uint l_1793_ = uint(l_1792_);
                                            uint l_1794_ = (l_1791_ - l_1793_);
                                            l_mut_1632_ = l_1790_;
                                            l_mut_213_ = l_1794_;
                                        }
                                    }
                                    uint _e6350 = l_mut_213_;
                                    uint _e6351 = l_mut_219_;
                                    bool l_1795_ = (_e6350 < _e6351);
                                    uint _e6353 = l_mut_213_;
                                    uint _e6354 = l_mut_219_;
                                    bool l_1796_ = (_e6353 == _e6354);
                                    uint _e6356 = l_mut_1632_;
                                    uint _e6357 = l_mut_269_;
                                    bool l_1797_ = (_e6356 < _e6357);
                                    if (l_1796_) {
                                        local_114 = l_1797_;
                                    } else {
                                        local_114 = false;
                                    }
                                    bool l_1798_ = local_114;
                                    if (!(l_1795_)) {
                                        local_115 = l_1798_;
                                    } else {
                                        local_115 = true;
                                    }
                                    bool l_1799_ = local_115;
                                    if (l_1799_) {
                                        uint _e6368 = l_mut_1632_;
                                        l_mut_269_ = _e6368;
                                        uint _e6369 = l_mut_213_;
                                        l_mut_219_ = _e6369;
                                    }
                                }
                            }
                            uint _e6370 = l_mut_219_;
                            bool l_1800_ = (_e6370 < l_1538_);
                            uint _e6372 = l_mut_219_;
                            bool l_1801_ = (_e6372 == l_1538_);
                            uint _e6374 = l_mut_269_;
                            bool l_1802_ = (_e6374 < l_1534_);
                            if (l_1801_) {
                                local_116 = l_1802_;
                            } else {
                                local_116 = false;
                            }
                            bool l_1803_ = local_116;
                            if (!(l_1800_)) {
                                local_117 = l_1803_;
                            } else {
                                local_117 = true;
                            }
                            bool l_1804_ = local_117;
                            bool l_1805_ = !(l_1804_);
                            uint l_1806_ = uint(l_1805_);
                            uint l_1807_ = (2u - l_1806_);
                            l_mut_275_ = l_1807_;
                        }
                        uint _e6389 = l_mut_275_;
                        bool l_1808_ = (_e6389 > 0u);
                        if (l_1808_) {
                            uint _e6392 = l_mut_275_;
                            bool l_1809_ = (_e6392 == 1u);
                            l_mut_645_ = l_1809_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    while(true) {
                        bool _e6397 = l_mut_628_;
                        bool l_1810_ = !(_e6397);
                        if (l_1810_) {
                            break;
                        }
                        uint _e6399 = l_mut_428_;
                        uint _e6400 = l_mut_444_;
                        bool l_1811_ = (_e6399 < _e6400);
                        uint _e6402 = l_mut_428_;
                        uint _e6403 = l_mut_444_;
                        bool l_1812_ = (_e6402 == _e6403);
                        uint _e6405 = l_mut_439_;
                        uint _e6406 = l_mut_445_;
                        bool l_1813_ = (_e6405 < _e6406);
                        if (l_1812_) {
                            local_118 = l_1813_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1814_ = local_118;
                        if (!(l_1811_)) {
                            local_119 = l_1814_;
                        } else {
                            local_119 = true;
                        }
                        bool l_1815_ = local_119;
                        if (l_1815_) {
                            uint _e6417 = l_mut_445_;
                            uint _e6418 = l_mut_439_;
                            uint l_1816_ = (_e6417 - _e6418);
                            uint _e6420 = l_mut_444_;
                            uint _e6421 = l_mut_428_;
                            uint l_1817_ = (_e6420 - _e6421);
                            uint _e6423 = l_mut_445_;
                            uint _e6424 = l_mut_439_;
                            bool l_1818_ = (_e6423 < _e6424);
                            uint l_1819_ = uint(l_1818_);
                            uint l_1820_ = (l_1817_ - l_1819_);
                            l_mut_1632_ = l_1816_;
                            l_mut_388_ = l_1820_;
                            uint _e6428 = l_mut_445_;
                            l_mut_382_ = _e6428;
                            uint _e6429 = l_mut_444_;
                            l_mut_275_ = _e6429;
                            uint _e6430 = l_mut_388_;
                            uint _e6431 = l_mut_444_;
                            bool l_1821_ = (_e6430 < _e6431);
                            uint _e6433 = l_mut_388_;
                            uint _e6434 = l_mut_444_;
                            bool l_1822_ = (_e6433 == _e6434);
                            uint _e6436 = l_mut_1632_;
                            uint _e6437 = l_mut_445_;
                            bool l_1823_ = (_e6436 < _e6437);
                            if (l_1822_) {
                                local_120 = l_1823_;
                            } else {
                                local_120 = false;
                            }
                            bool l_1824_ = local_120;
                            if (!(l_1821_)) {
                                local_121 = l_1824_;
                            } else {
                                local_121 = true;
                            }
                            bool l_1825_ = local_121;
                            if (l_1825_) {
                                uint _e6448 = l_mut_1632_;
                                l_mut_382_ = _e6448;
                                uint _e6449 = l_mut_388_;
                                l_mut_275_ = _e6449;
                            }
                            l_mut_350_ = false;
                            l_mut_1632_ = 0u;
                            uint _e6452 = l_mut_441_;
                            uint _e6453 = l_mut_440_;
                            uint l_1826_ = (_e6452 | _e6453);
                            bool l_1827_ = (l_1826_ == 0u);
                            bool l_1828_ = !(l_1827_);
                            bool _e6458 = l_mut_350_;
                            if (_e6458) {
                                local_122 = l_1828_;
                            } else {
                                local_122 = false;
                            }
                            bool l_1829_ = local_122;
                            uint _e6463 = l_mut_440_;
                            uint _e6464 = l_mut_275_;
                            bool l_1830_ = (_e6463 < _e6464);
                            uint _e6466 = l_mut_440_;
                            uint _e6467 = l_mut_275_;
                            bool l_1831_ = (_e6466 == _e6467);
                            uint _e6469 = l_mut_441_;
                            uint _e6470 = l_mut_382_;
                            bool l_1832_ = (_e6469 < _e6470);
                            if (l_1831_) {
                                local_123 = l_1832_;
                            } else {
                                local_123 = false;
                            }
                            bool l_1833_ = local_123;
                            if (!(l_1830_)) {
                                local_124 = l_1833_;
                            } else {
                                local_124 = true;
                            }
                            bool l_1834_ = local_124;
                            if (l_1829_) {
                                local_125 = l_1834_;
                            } else {
                                local_125 = false;
                            }
                            bool l_1835_ = local_125;
                            uint _e6485 = l_mut_421_;
                            uint _e6486 = l_mut_394_;
                            uint l_1836_ = (_e6485 + _e6486);
                            bool l_1837_ = (l_1836_ < l_1019_);
                            if (l_1835_) {
                                local_126 = l_1837_;
                            } else {
                                local_126 = false;
                            }
                            bool l_1838_ = local_126;
                            if (l_1838_) {
                                uint _e6493 = l_mut_421_;
                                uint l_1839_ = (l_1019_ - _e6493);
                                uint _e6495 = l_mut_394_;
                                uint l_1840_ = (l_1839_ - _e6495);
                                uint _e6497 = l_mut_421_;
                                uint l_1841_ = (l_1840_ / _e6497);
                                uint _e6499 = l_mut_382_;
                                uint l_1842_ = (_e6499 - 1u);
                                uint _e6502 = l_mut_275_;
                                uint l_1843_ = (_e6502 - 0u);
                                uint _e6505 = l_mut_382_;
                                bool l_1844_ = (_e6505 < 1u);
                                uint l_1845_ = uint(l_1844_);
                                uint l_1846_ = (l_1843_ - l_1845_);
                                l_mut_388_ = l_1842_;
                                l_mut_382_ = l_1846_;
                                l_mut_275_ = 0u;
                                l_mut_1847_ = 0u;
                                bool loop_init_9 = true;
                                while(true) {
                                    if (!loop_init_9) {
                                        uint _e6598 = l_mut_1847_;
                                        l_mut_1847_ = (_e6598 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e6513 = l_mut_1847_;
                                    if ((_e6513 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e6517 = l_mut_1847_;
                                        uint l_1848_ = (19u - _e6517);
                                        uint _e6519 = l_mut_388_;
                                        l_mut_269_ = _e6519;
                                        uint _e6520 = l_mut_382_;
                                        l_mut_219_ = _e6520;
                                        bool l_1849_ = (l_1848_ >= 32u);
                                        if (l_1849_) {
                                            uint l_1850_ = (l_1848_ & 31u);
                                            uint _e6525 = l_mut_382_;
                                            uint l_1851_ = (_e6525 >> l_1850_);
                                            l_mut_269_ = l_1851_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1852_ = (l_1848_ > 0u);
                                            if (l_1852_) {
                                                uint _e6530 = l_mut_388_;
                                                l_mut_213_ = _e6530;
                                                bool l_1853_ = (l_1848_ > 0u);
                                                if (l_1853_) {
                                                    uint _e6533 = l_mut_388_;
                                                    uint l_1854_ = (_e6533 >> l_1848_);
                                                    uint l_1855_ = (32u - l_1848_);
                                                    uint _e6537 = l_mut_382_;
                                                    uint l_1856_ = (_e6537 << l_1855_);
                                                    uint l_1857_ = (l_1854_ | l_1856_);
                                                    l_mut_213_ = l_1857_;
                                                }
                                                uint _e6540 = l_mut_382_;
                                                uint l_1858_ = (_e6540 >> l_1848_);
                                                uint _e6542 = l_mut_213_;
                                                l_mut_269_ = _e6542;
                                                l_mut_219_ = l_1858_;
                                            }
                                        }
                                        uint _e6543 = l_mut_219_;
                                        uint _e6544 = l_mut_440_;
                                        bool l_1859_ = (_e6543 < _e6544);
                                        uint _e6546 = l_mut_219_;
                                        uint _e6547 = l_mut_440_;
                                        bool l_1860_ = (_e6546 == _e6547);
                                        uint _e6549 = l_mut_269_;
                                        uint _e6550 = l_mut_441_;
                                        bool l_1861_ = (_e6549 < _e6550);
                                        if (l_1860_) {
                                            local_127 = l_1861_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1862_ = local_127;
                                        if (!(l_1859_)) {
                                            local_128 = l_1862_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1863_ = local_128;
                                        bool l_1864_ = !(l_1863_);
                                        if (l_1864_) {
                                            uint _e6562 = l_mut_441_;
                                            l_mut_269_ = _e6562;
                                            uint _e6563 = l_mut_440_;
                                            l_mut_219_ = _e6563;
                                            bool l_1865_ = (l_1848_ >= 32u);
                                            if (l_1865_) {
                                                uint l_1866_ = (l_1848_ & 31u);
                                                uint _e6568 = l_mut_441_;
                                                uint l_1867_ = (_e6568 << l_1866_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1867_;
                                            } else {
                                                bool l_1868_ = (l_1848_ > 0u);
                                                if (l_1868_) {
                                                    uint _e6573 = l_mut_441_;
                                                    uint l_1869_ = (_e6573 << l_1848_);
                                                    uint _e6575 = l_mut_440_;
                                                    uint l_1870_ = (_e6575 << l_1848_);
                                                    uint l_1871_ = (32u - l_1848_);
                                                    uint _e6579 = l_mut_441_;
                                                    uint l_1872_ = (_e6579 >> l_1871_);
                                                    uint l_1873_ = (l_1870_ | l_1872_);
                                                    l_mut_269_ = l_1869_;
                                                    l_mut_219_ = l_1873_;
                                                }
                                            }
                                            uint _e6582 = l_mut_388_;
                                            uint _e6583 = l_mut_269_;
                                            uint l_1874_ = (_e6582 - _e6583);
                                            uint _e6585 = l_mut_382_;
                                            uint _e6586 = l_mut_219_;
                                            uint l_1875_ = (_e6585 - _e6586);
                                            uint _e6588 = l_mut_388_;
                                            uint _e6589 = l_mut_269_;
                                            bool l_1876_ = (_e6588 < _e6589);
                                            uint l_1877_ = uint(l_1876_);
                                            uint l_1878_ = (l_1875_ - l_1877_);
                                            l_mut_388_ = l_1874_;
                                            l_mut_382_ = l_1878_;
                                            uint l_1879_ = (1u << l_1848_);
                                            uint _e6595 = l_mut_275_;
                                            l_mut_275_ = (_e6595 | l_1879_);
                                        }
                                    }
                                }
                                uint _e6600 = l_mut_275_;
                                uint l_1880_ = min(_e6600, l_1841_);
                                l_mut_275_ = l_1880_;
                                uint _e6602 = l_mut_382_;
                                uint _e6603 = l_mut_440_;
                                bool l_1881_ = (_e6602 < _e6603);
                                uint _e6605 = l_mut_382_;
                                uint _e6606 = l_mut_440_;
                                bool l_1882_ = (_e6605 == _e6606);
                                uint _e6608 = l_mut_388_;
                                uint _e6609 = l_mut_441_;
                                bool l_1883_ = (_e6608 < _e6609);
                                if (l_1882_) {
                                    local_129 = l_1883_;
                                } else {
                                    local_129 = false;
                                }
                                bool l_1884_ = local_129;
                                if (!(l_1881_)) {
                                    local_130 = l_1884_;
                                } else {
                                    local_130 = true;
                                }
                                bool l_1885_ = local_130;
                                bool l_1886_ = !(l_1885_);
                                if (l_1886_) {
                                    l_mut_275_ = l_1841_;
                                }
                                uint _e6621 = l_mut_275_;
                                l_mut_1632_ = _e6621;
                            }
                            uint _e6622 = l_mut_445_;
                            l_mut_388_ = _e6622;
                            uint _e6623 = l_mut_444_;
                            l_mut_382_ = _e6623;
                            uint _e6624 = l_mut_441_;
                            l_mut_275_ = _e6624;
                            uint _e6625 = l_mut_440_;
                            l_mut_269_ = _e6625;
                            uint _e6626 = l_mut_421_;
                            l_mut_219_ = _e6626;
                            uint _e6627 = l_mut_394_;
                            l_mut_213_ = _e6627;
                            uint _e6628 = l_mut_439_;
                            l_mut_151_ = _e6628;
                            uint _e6629 = l_mut_428_;
                            l_mut_145_ = _e6629;
                            l_mut_102_ = 0u;
                            uint _e6631 = l_mut_1632_;
                            bool l_1887_ = (_e6631 > 0u);
                            if (l_1887_) {
                                uint _e6634 = l_mut_441_;
                                uint _e6635 = l_mut_1632_;
                                uint l_1888_ = (_e6634 * _e6635);
                                uint _e6637 = l_mut_441_;
                                uint l_4181_ = (_e6637 & 65535u);
                                uint _e6640 = l_mut_441_;
                                uint l_4182_ = (_e6640 >> 16u);
                                uint l_4183_ = (l_4182_ & 65535u);
                                uint _e6645 = l_mut_1632_;
                                uint l_4184_ = (_e6645 & 65535u);
                                uint _e6648 = l_mut_1632_;
                                uint l_4185_ = (_e6648 >> 16u);
                                uint l_4186_ = (l_4185_ & 65535u);
                                uint l_4187_ = (l_4181_ * l_4184_);
                                uint l_4188_ = (l_4183_ * l_4184_);
                                uint l_4189_ = (l_4181_ * l_4186_);
                                uint l_4190_ = (l_4183_ * l_4186_);
                                uint l_4191_ = (l_4187_ >> 16u);
                                uint l_4192_ = (l_4191_ & 65535u);
                                uint l_4193_ = (l_4188_ & 65535u);
                                uint l_4194_ = (l_4192_ + l_4193_);
                                uint l_4195_ = (l_4189_ & 65535u);
                                uint l_4196_ = (l_4194_ + l_4195_);
                                uint l_4197_ = (l_4188_ >> 16u);
                                uint l_4198_ = (l_4197_ & 65535u);
                                uint l_4199_ = (l_4190_ + l_4198_);
                                uint l_4200_ = (l_4189_ >> 16u);
                                uint l_4201_ = (l_4200_ & 65535u);
                                uint l_4202_ = (l_4199_ + l_4201_);
                                uint l_4203_ = (l_4196_ >> 16u);
                                uint l_4204_ = (l_4203_ & 65535u);
                                uint l_1889_ = (l_4202_ + l_4204_);
                                uint _e6682 = l_mut_440_;
                                uint _e6683 = l_mut_1632_;
                                uint l_1890_ = (_e6682 * _e6683);
                                uint l_1891_ = (l_1889_ + l_1890_);
                                uint _e6686 = l_mut_445_;
                                uint l_1892_ = (_e6686 - l_1888_);
                                uint _e6688 = l_mut_444_;
                                uint l_1893_ = (_e6688 - l_1891_);
                                uint _e6690 = l_mut_445_;
                                bool l_1894_ = (_e6690 < l_1888_);
                                uint l_1895_ = uint(l_1894_);
                                uint l_1896_ = (l_1893_ - l_1895_);
                                l_mut_388_ = l_1892_;
                                l_mut_382_ = l_1896_;
                                uint _e6694 = l_mut_1632_;
                                uint _e6695 = l_mut_421_;
                                uint l_1897_ = (_e6694 * _e6695);
                                uint _e6697 = l_mut_394_;
                                uint l_1898_ = (_e6697 + l_1897_);
                                l_mut_213_ = l_1898_;
                            } else {
                                uint _e6699 = l_mut_102_;
                                bool l_1899_ = (_e6699 == 0u);
                                if (l_1899_) {
                                    uint _e6702 = l_mut_421_;
                                    uint l_1900_ = (l_1019_ - _e6702);
                                    uint _e6704 = l_mut_394_;
                                    uint l_1901_ = (l_1900_ / _e6704);
                                    l_mut_1632_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e6708 = l_mut_445_;
                                    uint _e6709 = l_mut_444_;
                                    uint l_1902_ = (_e6708 | _e6709);
                                    bool l_1903_ = (l_1902_ == 0u);
                                    if (l_1903_) {
                                        l_mut_1632_ = l_1901_;
                                    } else {
                                        bool _e6713 = l_mut_350_;
                                        if (_e6713) {
                                            uint _e6714 = l_mut_444_;
                                            uint _e6715 = l_mut_440_;
                                            bool l_1904_ = (_e6714 < _e6715);
                                            uint _e6717 = l_mut_444_;
                                            uint _e6718 = l_mut_440_;
                                            bool l_1905_ = (_e6717 == _e6718);
                                            uint _e6720 = l_mut_445_;
                                            uint _e6721 = l_mut_441_;
                                            bool l_1906_ = (_e6720 < _e6721);
                                            if (l_1905_) {
                                                local_131 = l_1906_;
                                            } else {
                                                local_131 = false;
                                            }
                                            bool l_1907_ = local_131;
                                            if (!(l_1904_)) {
                                                local_132 = l_1907_;
                                            } else {
                                                local_132 = true;
                                            }
                                            bool l_1908_ = local_132;
                                            if (l_1908_) {
                                                uint _e6732 = l_mut_441_;
                                                uint l_1909_ = (_e6732 - 1u);
                                                uint _e6735 = l_mut_440_;
                                                uint l_1910_ = (_e6735 - 0u);
                                                uint _e6738 = l_mut_441_;
                                                bool l_1911_ = (_e6738 < 1u);
                                                uint l_1912_ = uint(l_1911_);
                                                uint l_1913_ = (l_1910_ - l_1912_);
                                                l_mut_96_ = l_1909_;
                                                l_mut_90_ = l_1913_;
                                                l_mut_75_ = 0u;
                                                l_mut_1914_ = 0u;
                                                bool loop_init_10 = true;
                                                while(true) {
                                                    if (!loop_init_10) {
                                                        uint _e6831 = l_mut_1914_;
                                                        l_mut_1914_ = (_e6831 + 1u);
                                                    }
                                                    loop_init_10 = false;
                                                    uint _e6746 = l_mut_1914_;
                                                    if ((_e6746 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e6750 = l_mut_1914_;
                                                        uint l_1915_ = (19u - _e6750);
                                                        uint _e6752 = l_mut_96_;
                                                        l_mut_40_ = _e6752;
                                                        uint _e6753 = l_mut_90_;
                                                        l_mut_1916_ = _e6753;
                                                        bool l_1917_ = (l_1915_ >= 32u);
                                                        if (l_1917_) {
                                                            uint l_1918_ = (l_1915_ & 31u);
                                                            uint _e6758 = l_mut_90_;
                                                            uint l_1919_ = (_e6758 >> l_1918_);
                                                            l_mut_40_ = l_1919_;
                                                            l_mut_1916_ = 0u;
                                                        } else {
                                                            bool l_1920_ = (l_1915_ > 0u);
                                                            if (l_1920_) {
                                                                uint _e6763 = l_mut_96_;
                                                                l_mut_1921_ = _e6763;
                                                                bool l_1922_ = (l_1915_ > 0u);
                                                                if (l_1922_) {
                                                                    uint _e6766 = l_mut_96_;
                                                                    uint l_1923_ = (_e6766 >> l_1915_);
                                                                    uint l_1924_ = (32u - l_1915_);
                                                                    uint _e6770 = l_mut_90_;
                                                                    uint l_1925_ = (_e6770 << l_1924_);
                                                                    uint l_1926_ = (l_1923_ | l_1925_);
                                                                    l_mut_1921_ = l_1926_;
                                                                }
                                                                uint _e6773 = l_mut_90_;
                                                                uint l_1927_ = (_e6773 >> l_1915_);
                                                                uint _e6775 = l_mut_1921_;
                                                                l_mut_40_ = _e6775;
                                                                l_mut_1916_ = l_1927_;
                                                            }
                                                        }
                                                        uint _e6776 = l_mut_1916_;
                                                        uint _e6777 = l_mut_444_;
                                                        bool l_1928_ = (_e6776 < _e6777);
                                                        uint _e6779 = l_mut_1916_;
                                                        uint _e6780 = l_mut_444_;
                                                        bool l_1929_ = (_e6779 == _e6780);
                                                        uint _e6782 = l_mut_40_;
                                                        uint _e6783 = l_mut_445_;
                                                        bool l_1930_ = (_e6782 < _e6783);
                                                        if (l_1929_) {
                                                            local_133 = l_1930_;
                                                        } else {
                                                            local_133 = false;
                                                        }
                                                        bool l_1931_ = local_133;
                                                        if (!(l_1928_)) {
                                                            local_134 = l_1931_;
                                                        } else {
                                                            local_134 = true;
                                                        }
                                                        bool l_1932_ = local_134;
                                                        bool l_1933_ = !(l_1932_);
                                                        if (l_1933_) {
                                                            uint _e6795 = l_mut_445_;
                                                            l_mut_1921_ = _e6795;
                                                            uint _e6796 = l_mut_444_;
                                                            l_mut_1916_ = _e6796;
                                                            bool l_1934_ = (l_1915_ >= 32u);
                                                            if (l_1934_) {
                                                                uint l_1935_ = (l_1915_ & 31u);
                                                                uint _e6801 = l_mut_445_;
                                                                uint l_1936_ = (_e6801 << l_1935_);
                                                                l_mut_1921_ = 0u;
                                                                l_mut_1916_ = l_1936_;
                                                            } else {
                                                                bool l_1937_ = (l_1915_ > 0u);
                                                                if (l_1937_) {
                                                                    uint _e6806 = l_mut_445_;
                                                                    uint l_1938_ = (_e6806 << l_1915_);
                                                                    uint _e6808 = l_mut_444_;
                                                                    uint l_1939_ = (_e6808 << l_1915_);
                                                                    uint l_1940_ = (32u - l_1915_);
                                                                    uint _e6812 = l_mut_445_;
                                                                    uint l_1941_ = (_e6812 >> l_1940_);
                                                                    uint l_1942_ = (l_1939_ | l_1941_);
                                                                    l_mut_1921_ = l_1938_;
                                                                    l_mut_1916_ = l_1942_;
                                                                }
                                                            }
                                                            uint _e6815 = l_mut_96_;
                                                            uint _e6816 = l_mut_1921_;
                                                            uint l_1943_ = (_e6815 - _e6816);
                                                            uint _e6818 = l_mut_90_;
                                                            uint _e6819 = l_mut_1916_;
                                                            uint l_1944_ = (_e6818 - _e6819);
                                                            uint _e6821 = l_mut_96_;
                                                            uint _e6822 = l_mut_1921_;
                                                            bool l_1945_ = (_e6821 < _e6822);
                                                            uint l_1946_ = uint(l_1945_);
                                                            uint l_1947_ = (l_1944_ - l_1946_);
                                                            l_mut_96_ = l_1943_;
                                                            l_mut_90_ = l_1947_;
                                                            uint l_1948_ = (1u << l_1915_);
                                                            uint _e6828 = l_mut_75_;
                                                            l_mut_75_ = (_e6828 | l_1948_);
                                                        }
                                                    }
                                                }
                                                uint _e6833 = l_mut_75_;
                                                uint l_1949_ = min(_e6833, l_1901_);
                                                l_mut_1921_ = l_1949_;
                                                uint _e6835 = l_mut_90_;
                                                uint _e6836 = l_mut_444_;
                                                bool l_1950_ = (_e6835 < _e6836);
                                                uint _e6838 = l_mut_90_;
                                                uint _e6839 = l_mut_444_;
                                                bool l_1951_ = (_e6838 == _e6839);
                                                uint _e6841 = l_mut_96_;
                                                uint _e6842 = l_mut_445_;
                                                bool l_1952_ = (_e6841 < _e6842);
                                                if (l_1951_) {
                                                    local_135 = l_1952_;
                                                } else {
                                                    local_135 = false;
                                                }
                                                bool l_1953_ = local_135;
                                                if (!(l_1950_)) {
                                                    local_136 = l_1953_;
                                                } else {
                                                    local_136 = true;
                                                }
                                                bool l_1954_ = local_136;
                                                bool l_1955_ = !(l_1954_);
                                                if (l_1955_) {
                                                    l_mut_1921_ = l_1901_;
                                                }
                                                uint _e6854 = l_mut_1921_;
                                                l_mut_1632_ = _e6854;
                                            }
                                        } else {
                                            uint _e6855 = l_mut_441_;
                                            l_mut_1921_ = _e6855;
                                            uint _e6856 = l_mut_440_;
                                            l_mut_1916_ = _e6856;
                                            while(true) {
                                                uint _e6857 = l_mut_444_;
                                                uint _e6858 = l_mut_1916_;
                                                bool l_1956_ = (_e6857 < _e6858);
                                                uint _e6860 = l_mut_444_;
                                                uint _e6861 = l_mut_1916_;
                                                bool l_1957_ = (_e6860 == _e6861);
                                                uint _e6863 = l_mut_445_;
                                                uint _e6864 = l_mut_1921_;
                                                bool l_1958_ = (_e6863 < _e6864);
                                                if (l_1957_) {
                                                    local_137 = l_1958_;
                                                } else {
                                                    local_137 = false;
                                                }
                                                bool l_1959_ = local_137;
                                                if (!(l_1956_)) {
                                                    local_138 = l_1959_;
                                                } else {
                                                    local_138 = true;
                                                }
                                                bool l_1960_ = local_138;
                                                uint _e6875 = l_mut_1632_;
                                                uint _e6876 = l_mut_394_;
                                                uint l_1961_ = (_e6875 * _e6876);
                                                uint _e6878 = l_mut_421_;
                                                uint l_1962_ = (_e6878 + l_1961_);
                                                uint _e6880 = l_mut_394_;
                                                uint l_1963_ = (l_1962_ + _e6880);
                                                bool l_1964_ = (l_1963_ < l_1019_);
                                                if (l_1960_) {
                                                    local_139 = l_1964_;
                                                } else {
                                                    local_139 = false;
                                                }
                                                bool l_1965_ = local_139;
                                                bool l_1966_ = !(l_1965_);
                                                if (l_1966_) {
                                                    break;
                                                }
                                                uint _e6888 = l_mut_1921_;
                                                uint _e6889 = l_mut_445_;
                                                uint l_1967_ = (_e6888 - _e6889);
                                                uint _e6891 = l_mut_1916_;
                                                uint _e6892 = l_mut_444_;
                                                uint l_1968_ = (_e6891 - _e6892);
                                                uint _e6894 = l_mut_1921_;
                                                uint _e6895 = l_mut_445_;
                                                bool l_1969_ = (_e6894 < _e6895);
                                                uint l_1970_ = uint(l_1969_);
                                                uint l_1971_ = (l_1968_ - l_1970_);
                                                l_mut_1921_ = l_1967_;
                                                l_mut_1916_ = l_1971_;
                                                uint _e6899 = l_mut_1632_;
                                                l_mut_1632_ = (_e6899 + 1u);
                                            }
                                        }
                                    }
                                    uint _e6902 = l_mut_1632_;
                                    uint _e6903 = l_mut_394_;
                                    uint l_1972_ = (_e6902 * _e6903);
                                    uint _e6905 = l_mut_421_;
                                    uint l_1973_ = (_e6905 + l_1972_);
                                    uint _e6907 = l_mut_394_;
                                    uint l_1974_ = (l_1973_ + _e6907);
                                    bool l_1975_ = (l_1974_ >= l_1019_);
                                    if (l_1975_) {
                                        l_mut_102_ = 1u;
                                    } else {
                                        uint _e6911 = l_mut_445_;
                                        uint _e6912 = l_mut_1632_;
                                        uint l_1976_ = (_e6911 * _e6912);
                                        uint _e6914 = l_mut_445_;
                                        uint l_4206_ = (_e6914 & 65535u);
                                        uint _e6917 = l_mut_445_;
                                        uint l_4207_ = (_e6917 >> 16u);
                                        uint l_4208_ = (l_4207_ & 65535u);
                                        uint _e6922 = l_mut_1632_;
                                        uint l_4209_ = (_e6922 & 65535u);
                                        uint _e6925 = l_mut_1632_;
                                        uint l_4210_ = (_e6925 >> 16u);
                                        uint l_4211_ = (l_4210_ & 65535u);
                                        uint l_4212_ = (l_4206_ * l_4209_);
                                        uint l_4213_ = (l_4208_ * l_4209_);
                                        uint l_4214_ = (l_4206_ * l_4211_);
                                        uint l_4215_ = (l_4208_ * l_4211_);
                                        uint l_4216_ = (l_4212_ >> 16u);
                                        uint l_4217_ = (l_4216_ & 65535u);
                                        uint l_4218_ = (l_4213_ & 65535u);
                                        uint l_4219_ = (l_4217_ + l_4218_);
                                        uint l_4220_ = (l_4214_ & 65535u);
                                        uint l_4221_ = (l_4219_ + l_4220_);
                                        uint l_4222_ = (l_4213_ >> 16u);
                                        uint l_4223_ = (l_4222_ & 65535u);
                                        uint l_4224_ = (l_4215_ + l_4223_);
                                        uint l_4225_ = (l_4214_ >> 16u);
                                        uint l_4226_ = (l_4225_ & 65535u);
                                        uint l_4227_ = (l_4224_ + l_4226_);
                                        uint l_4228_ = (l_4221_ >> 16u);
                                        uint l_4229_ = (l_4228_ & 65535u);
                                        uint l_1977_ = (l_4227_ + l_4229_);
                                        uint _e6959 = l_mut_444_;
                                        uint _e6960 = l_mut_1632_;
                                        uint l_1978_ = (_e6959 * _e6960);
                                        uint l_1979_ = (l_1977_ + l_1978_);
                                        uint _e6963 = l_mut_441_;
                                        uint l_1980_ = (_e6963 - l_1976_);
                                        uint _e6965 = l_mut_440_;
                                        uint l_1981_ = (_e6965 - l_1979_);
                                        uint _e6967 = l_mut_441_;
                                        bool l_1982_ = (_e6967 < l_1976_);
                                        uint l_1983_ = uint(l_1982_);
                                        uint l_1984_ = (l_1981_ - l_1983_);
                                        l_mut_275_ = l_1980_;
                                        l_mut_269_ = l_1984_;
                                        uint _e6971 = l_mut_1632_;
                                        uint _e6972 = l_mut_394_;
                                        uint l_1985_ = (_e6971 * _e6972);
                                        uint _e6974 = l_mut_421_;
                                        uint l_1986_ = (_e6974 + l_1985_);
                                        l_mut_219_ = l_1986_;
                                        uint _e6976 = l_mut_445_;
                                        uint _e6977 = l_mut_275_;
                                        uint l_1987_ = (_e6976 - _e6977);
                                        uint _e6979 = l_mut_444_;
                                        uint _e6980 = l_mut_269_;
                                        uint l_1988_ = (_e6979 - _e6980);
                                        uint _e6982 = l_mut_445_;
                                        uint _e6983 = l_mut_275_;
                                        bool l_1989_ = (_e6982 < _e6983);
                                        uint l_1990_ = uint(l_1989_);
                                        uint l_1991_ = (l_1988_ - l_1990_);
                                        l_mut_388_ = l_1987_;
                                        l_mut_382_ = l_1991_;
                                        uint _e6987 = l_mut_394_;
                                        uint _e6988 = l_mut_219_;
                                        uint l_1992_ = (_e6987 + _e6988);
                                        l_mut_213_ = l_1992_;
                                    }
                                }
                            }
                            uint _e6990 = l_mut_388_;
                            l_mut_445_ = _e6990;
                            uint _e6991 = l_mut_382_;
                            l_mut_444_ = _e6991;
                            uint _e6992 = l_mut_275_;
                            l_mut_441_ = _e6992;
                            uint _e6993 = l_mut_269_;
                            l_mut_440_ = _e6993;
                            uint _e6994 = l_mut_219_;
                            l_mut_421_ = _e6994;
                            uint _e6995 = l_mut_213_;
                            l_mut_394_ = _e6995;
                            uint _e6996 = l_mut_151_;
                            l_mut_439_ = _e6996;
                            uint _e6997 = l_mut_145_;
                            l_mut_428_ = _e6997;
                            uint _e6998 = l_mut_102_;
                            bool l_1993_ = (_e6998 == 1u);
                            l_mut_645_ = l_1993_;
                            uint _e7001 = l_mut_102_;
                            bool l_1994_ = (_e7001 == 0u);
                            l_mut_628_ = l_1994_;
                        } else {
                            uint _e7004 = l_mut_441_;
                            uint _e7005 = l_mut_439_;
                            uint l_1995_ = (_e7004 - _e7005);
                            uint _e7007 = l_mut_440_;
                            uint _e7008 = l_mut_428_;
                            uint l_1996_ = (_e7007 - _e7008);
                            uint _e7010 = l_mut_441_;
                            uint _e7011 = l_mut_439_;
                            bool l_1997_ = (_e7010 < _e7011);
                            uint l_1998_ = uint(l_1997_);
                            uint l_1999_ = (l_1996_ - l_1998_);
                            l_mut_1921_ = l_1995_;
                            l_mut_1916_ = l_1999_;
                            uint _e7015 = l_mut_439_;
                            uint l_2000_ = (_e7015 - l_1534_);
                            uint _e7017 = l_mut_428_;
                            uint l_2001_ = (_e7017 - l_1538_);
                            uint _e7019 = l_mut_439_;
                            bool l_2002_ = (_e7019 < l_1534_);
                            uint l_2003_ = uint(l_2002_);
                            uint l_2004_ = (l_2001_ - l_2003_);
                            l_mut_1921_ = l_2000_;
                            l_mut_1916_ = l_2004_;
                            uint _e7023 = l_mut_441_;
                            l_mut_1632_ = _e7023;
                            uint _e7024 = l_mut_440_;
                            l_mut_388_ = _e7024;
                            uint _e7025 = l_mut_1916_;
                            uint _e7026 = l_mut_440_;
                            bool l_2005_ = (_e7025 < _e7026);
                            uint _e7028 = l_mut_1916_;
                            uint _e7029 = l_mut_440_;
                            bool l_2006_ = (_e7028 == _e7029);
                            uint _e7031 = l_mut_1921_;
                            uint _e7032 = l_mut_441_;
                            bool l_2007_ = (_e7031 < _e7032);
                            if (l_2006_) {
                                local_140 = l_2007_;
                            } else {
                                local_140 = false;
                            }
                            bool l_2008_ = local_140;
                            if (!(l_2005_)) {
                                local_141 = l_2008_;
                            } else {
                                local_141 = true;
                            }
                            bool l_2009_ = local_141;
                            if (l_2009_) {
                                uint _e7043 = l_mut_1921_;
                                l_mut_1632_ = _e7043;
                                uint _e7044 = l_mut_1916_;
                                l_mut_388_ = _e7044;
                            }
                            l_mut_350_ = false;
                            l_mut_1921_ = 0u;
                            uint _e7047 = l_mut_445_;
                            uint _e7048 = l_mut_444_;
                            uint l_2010_ = (_e7047 | _e7048);
                            bool l_2011_ = (l_2010_ == 0u);
                            bool l_2012_ = !(l_2011_);
                            bool _e7053 = l_mut_350_;
                            if (_e7053) {
                                local_142 = l_2012_;
                            } else {
                                local_142 = false;
                            }
                            bool l_2013_ = local_142;
                            uint _e7058 = l_mut_444_;
                            uint _e7059 = l_mut_388_;
                            bool l_2014_ = (_e7058 < _e7059);
                            uint _e7061 = l_mut_444_;
                            uint _e7062 = l_mut_388_;
                            bool l_2015_ = (_e7061 == _e7062);
                            uint _e7064 = l_mut_445_;
                            uint _e7065 = l_mut_1632_;
                            bool l_2016_ = (_e7064 < _e7065);
                            if (l_2015_) {
                                local_143 = l_2016_;
                            } else {
                                local_143 = false;
                            }
                            bool l_2017_ = local_143;
                            if (!(l_2014_)) {
                                local_144 = l_2017_;
                            } else {
                                local_144 = true;
                            }
                            bool l_2018_ = local_144;
                            if (l_2013_) {
                                local_145 = l_2018_;
                            } else {
                                local_145 = false;
                            }
                            bool l_2019_ = local_145;
                            uint _e7080 = l_mut_394_;
                            uint _e7081 = l_mut_421_;
                            uint l_2020_ = (_e7080 + _e7081);
                            bool l_2021_ = (l_2020_ < l_1019_);
                            if (l_2019_) {
                                local_146 = l_2021_;
                            } else {
                                local_146 = false;
                            }
                            bool l_2022_ = local_146;
                            if (l_2022_) {
                                uint _e7088 = l_mut_394_;
                                uint l_2023_ = (l_1019_ - _e7088);
                                uint _e7090 = l_mut_421_;
                                uint l_2024_ = (l_2023_ - _e7090);
                                uint _e7092 = l_mut_394_;
                                uint l_2025_ = (l_2024_ / _e7092);
                                uint _e7094 = l_mut_1632_;
                                uint l_2026_ = (_e7094 - 1u);
                                uint _e7097 = l_mut_388_;
                                uint l_2027_ = (_e7097 - 0u);
                                uint _e7100 = l_mut_1632_;
                                bool l_2028_ = (_e7100 < 1u);
                                uint l_2029_ = uint(l_2028_);
                                uint l_2030_ = (l_2027_ - l_2029_);
                                l_mut_1916_ = l_2026_;
                                l_mut_1632_ = l_2030_;
                                l_mut_388_ = 0u;
                                l_mut_2031_ = 0u;
                                bool loop_init_11 = true;
                                while(true) {
                                    if (!loop_init_11) {
                                        uint _e7193 = l_mut_2031_;
                                        l_mut_2031_ = (_e7193 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e7108 = l_mut_2031_;
                                    if ((_e7108 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e7112 = l_mut_2031_;
                                        uint l_2032_ = (19u - _e7112);
                                        uint _e7114 = l_mut_1916_;
                                        l_mut_382_ = _e7114;
                                        uint _e7115 = l_mut_1632_;
                                        l_mut_275_ = _e7115;
                                        bool l_2033_ = (l_2032_ >= 32u);
                                        if (l_2033_) {
                                            uint l_2034_ = (l_2032_ & 31u);
                                            uint _e7120 = l_mut_1632_;
                                            uint l_2035_ = (_e7120 >> l_2034_);
                                            l_mut_382_ = l_2035_;
                                            l_mut_275_ = 0u;
                                        } else {
                                            bool l_2036_ = (l_2032_ > 0u);
                                            if (l_2036_) {
                                                uint _e7125 = l_mut_1916_;
                                                l_mut_269_ = _e7125;
                                                bool l_2037_ = (l_2032_ > 0u);
                                                if (l_2037_) {
                                                    uint _e7128 = l_mut_1916_;
                                                    uint l_2038_ = (_e7128 >> l_2032_);
                                                    uint l_2039_ = (32u - l_2032_);
                                                    uint _e7132 = l_mut_1632_;
                                                    uint l_2040_ = (_e7132 << l_2039_);
                                                    uint l_2041_ = (l_2038_ | l_2040_);
                                                    l_mut_269_ = l_2041_;
                                                }
                                                uint _e7135 = l_mut_1632_;
                                                uint l_2042_ = (_e7135 >> l_2032_);
                                                uint _e7137 = l_mut_269_;
                                                l_mut_382_ = _e7137;
                                                l_mut_275_ = l_2042_;
                                            }
                                        }
                                        uint _e7138 = l_mut_275_;
                                        uint _e7139 = l_mut_444_;
                                        bool l_2043_ = (_e7138 < _e7139);
                                        uint _e7141 = l_mut_275_;
                                        uint _e7142 = l_mut_444_;
                                        bool l_2044_ = (_e7141 == _e7142);
                                        uint _e7144 = l_mut_382_;
                                        uint _e7145 = l_mut_445_;
                                        bool l_2045_ = (_e7144 < _e7145);
                                        if (l_2044_) {
                                            local_147 = l_2045_;
                                        } else {
                                            local_147 = false;
                                        }
                                        bool l_2046_ = local_147;
                                        if (!(l_2043_)) {
                                            local_148 = l_2046_;
                                        } else {
                                            local_148 = true;
                                        }
                                        bool l_2047_ = local_148;
                                        bool l_2048_ = !(l_2047_);
                                        if (l_2048_) {
                                            uint _e7157 = l_mut_445_;
                                            l_mut_382_ = _e7157;
                                            uint _e7158 = l_mut_444_;
                                            l_mut_275_ = _e7158;
                                            bool l_2049_ = (l_2032_ >= 32u);
                                            if (l_2049_) {
                                                uint l_2050_ = (l_2032_ & 31u);
                                                uint _e7163 = l_mut_445_;
                                                uint l_2051_ = (_e7163 << l_2050_);
                                                l_mut_382_ = 0u;
                                                l_mut_275_ = l_2051_;
                                            } else {
                                                bool l_2052_ = (l_2032_ > 0u);
                                                if (l_2052_) {
                                                    uint _e7168 = l_mut_445_;
                                                    uint l_2053_ = (_e7168 << l_2032_);
                                                    uint _e7170 = l_mut_444_;
                                                    uint l_2054_ = (_e7170 << l_2032_);
                                                    uint l_2055_ = (32u - l_2032_);
                                                    uint _e7174 = l_mut_445_;
                                                    uint l_2056_ = (_e7174 >> l_2055_);
                                                    uint l_2057_ = (l_2054_ | l_2056_);
                                                    l_mut_382_ = l_2053_;
                                                    l_mut_275_ = l_2057_;
                                                }
                                            }
                                            uint _e7177 = l_mut_1916_;
                                            uint _e7178 = l_mut_382_;
                                            uint l_2058_ = (_e7177 - _e7178);
                                            uint _e7180 = l_mut_1632_;
                                            uint _e7181 = l_mut_275_;
                                            uint l_2059_ = (_e7180 - _e7181);
                                            uint _e7183 = l_mut_1916_;
                                            uint _e7184 = l_mut_382_;
                                            bool l_2060_ = (_e7183 < _e7184);
                                            uint l_2061_ = uint(l_2060_);
                                            uint l_2062_ = (l_2059_ - l_2061_);
                                            l_mut_1916_ = l_2058_;
                                            l_mut_1632_ = l_2062_;
                                            uint l_2063_ = (1u << l_2032_);
                                            uint _e7190 = l_mut_388_;
                                            l_mut_388_ = (_e7190 | l_2063_);
                                        }
                                    }
                                }
                                uint _e7195 = l_mut_388_;
                                uint l_2064_ = min(_e7195, l_2025_);
                                l_mut_388_ = l_2064_;
                                uint _e7197 = l_mut_1632_;
                                uint _e7198 = l_mut_444_;
                                bool l_2065_ = (_e7197 < _e7198);
                                uint _e7200 = l_mut_1632_;
                                uint _e7201 = l_mut_444_;
                                bool l_2066_ = (_e7200 == _e7201);
                                uint _e7203 = l_mut_1916_;
                                uint _e7204 = l_mut_445_;
                                bool l_2067_ = (_e7203 < _e7204);
                                if (l_2066_) {
                                    local_149 = l_2067_;
                                } else {
                                    local_149 = false;
                                }
                                bool l_2068_ = local_149;
                                if (!(l_2065_)) {
                                    local_150 = l_2068_;
                                } else {
                                    local_150 = true;
                                }
                                bool l_2069_ = local_150;
                                bool l_2070_ = !(l_2069_);
                                if (l_2070_) {
                                    l_mut_388_ = l_2025_;
                                }
                                uint _e7216 = l_mut_388_;
                                l_mut_1921_ = _e7216;
                            }
                            uint _e7217 = l_mut_441_;
                            l_mut_1916_ = _e7217;
                            uint _e7218 = l_mut_440_;
                            l_mut_1632_ = _e7218;
                            uint _e7219 = l_mut_445_;
                            l_mut_388_ = _e7219;
                            uint _e7220 = l_mut_444_;
                            l_mut_382_ = _e7220;
                            uint _e7221 = l_mut_394_;
                            l_mut_275_ = _e7221;
                            uint _e7222 = l_mut_421_;
                            l_mut_269_ = _e7222;
                            uint _e7223 = l_mut_439_;
                            l_mut_219_ = _e7223;
                            uint _e7224 = l_mut_428_;
                            l_mut_213_ = _e7224;
                            l_mut_151_ = 0u;
                            uint _e7226 = l_mut_1921_;
                            bool l_2071_ = (_e7226 > 0u);
                            if (l_2071_) {
                                uint _e7229 = l_mut_445_;
                                uint _e7230 = l_mut_1921_;
                                uint l_2072_ = (_e7229 * _e7230);
                                uint _e7232 = l_mut_445_;
                                uint l_4231_ = (_e7232 & 65535u);
                                uint _e7235 = l_mut_445_;
                                uint l_4232_ = (_e7235 >> 16u);
                                uint l_4233_ = (l_4232_ & 65535u);
                                uint _e7240 = l_mut_1921_;
                                uint l_4234_ = (_e7240 & 65535u);
                                uint _e7243 = l_mut_1921_;
                                uint l_4235_ = (_e7243 >> 16u);
                                uint l_4236_ = (l_4235_ & 65535u);
                                uint l_4237_ = (l_4231_ * l_4234_);
                                uint l_4238_ = (l_4233_ * l_4234_);
                                uint l_4239_ = (l_4231_ * l_4236_);
                                uint l_4240_ = (l_4233_ * l_4236_);
                                uint l_4241_ = (l_4237_ >> 16u);
                                uint l_4242_ = (l_4241_ & 65535u);
                                uint l_4243_ = (l_4238_ & 65535u);
                                uint l_4244_ = (l_4242_ + l_4243_);
                                uint l_4245_ = (l_4239_ & 65535u);
                                uint l_4246_ = (l_4244_ + l_4245_);
                                uint l_4247_ = (l_4238_ >> 16u);
                                uint l_4248_ = (l_4247_ & 65535u);
                                uint l_4249_ = (l_4240_ + l_4248_);
                                uint l_4250_ = (l_4239_ >> 16u);
                                uint l_4251_ = (l_4250_ & 65535u);
                                uint l_4252_ = (l_4249_ + l_4251_);
                                uint l_4253_ = (l_4246_ >> 16u);
                                uint l_4254_ = (l_4253_ & 65535u);
                                uint l_2073_ = (l_4252_ + l_4254_);
                                uint _e7277 = l_mut_444_;
                                uint _e7278 = l_mut_1921_;
                                uint l_2074_ = (_e7277 * _e7278);
                                uint l_2075_ = (l_2073_ + l_2074_);
                                uint _e7281 = l_mut_439_;
                                uint l_2076_ = (_e7281 - l_2072_);
                                uint _e7283 = l_mut_428_;
                                uint l_2077_ = (_e7283 - l_2075_);
                                uint _e7285 = l_mut_439_;
                                bool l_2078_ = (_e7285 < l_2072_);
                                uint l_2079_ = uint(l_2078_);
                                uint l_2080_ = (l_2077_ - l_2079_);
                                l_mut_219_ = l_2076_;
                                l_mut_213_ = l_2080_;
                                uint _e7289 = l_mut_441_;
                                uint l_2081_ = (_e7289 - l_2072_);
                                uint _e7291 = l_mut_440_;
                                uint l_2082_ = (_e7291 - l_2075_);
                                uint _e7293 = l_mut_441_;
                                bool l_2083_ = (_e7293 < l_2072_);
                                uint l_2084_ = uint(l_2083_);
                                uint l_2085_ = (l_2082_ - l_2084_);
                                l_mut_1916_ = l_2081_;
                                l_mut_1632_ = l_2085_;
                                uint _e7297 = l_mut_1921_;
                                uint _e7298 = l_mut_394_;
                                uint l_2086_ = (_e7297 * _e7298);
                                uint _e7300 = l_mut_421_;
                                uint l_2087_ = (_e7300 + l_2086_);
                                l_mut_269_ = l_2087_;
                            } else {
                                uint _e7302 = l_mut_439_;
                                uint _e7303 = l_mut_445_;
                                uint l_2088_ = (_e7302 - _e7303);
                                uint _e7305 = l_mut_428_;
                                uint _e7306 = l_mut_444_;
                                uint l_2089_ = (_e7305 - _e7306);
                                uint _e7308 = l_mut_439_;
                                uint _e7309 = l_mut_445_;
                                bool l_2090_ = (_e7308 < _e7309);
                                uint l_2091_ = uint(l_2090_);
                                uint l_2092_ = (l_2089_ - l_2091_);
                                l_mut_219_ = l_2088_;
                                l_mut_213_ = l_2092_;
                                uint _e7313 = l_mut_213_;
                                bool l_2093_ = (_e7313 < l_1538_);
                                uint _e7315 = l_mut_213_;
                                bool l_2094_ = (_e7315 == l_1538_);
                                uint _e7317 = l_mut_219_;
                                bool l_2095_ = (_e7317 < l_1534_);
                                if (l_2094_) {
                                    local_151 = l_2095_;
                                } else {
                                    local_151 = false;
                                }
                                bool l_2096_ = local_151;
                                if (!(l_2093_)) {
                                    local_152 = l_2096_;
                                } else {
                                    local_152 = true;
                                }
                                bool l_2097_ = local_152;
                                if (l_2097_) {
                                    l_mut_151_ = 2u;
                                }
                                uint _e7329 = l_mut_151_;
                                bool l_2098_ = (_e7329 == 0u);
                                if (l_2098_) {
                                    uint _e7332 = l_mut_394_;
                                    uint l_2099_ = (l_1019_ - _e7332);
                                    uint _e7334 = l_mut_421_;
                                    uint l_2100_ = (l_2099_ / _e7334);
                                    l_mut_1921_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e7338 = l_mut_441_;
                                    uint _e7339 = l_mut_440_;
                                    uint l_2101_ = (_e7338 | _e7339);
                                    bool l_2102_ = (l_2101_ == 0u);
                                    if (l_2102_) {
                                        l_mut_1921_ = l_2100_;
                                    } else {
                                        bool _e7343 = l_mut_350_;
                                        if (_e7343) {
                                            uint _e7344 = l_mut_440_;
                                            uint _e7345 = l_mut_444_;
                                            bool l_2103_ = (_e7344 < _e7345);
                                            uint _e7347 = l_mut_440_;
                                            uint _e7348 = l_mut_444_;
                                            bool l_2104_ = (_e7347 == _e7348);
                                            uint _e7350 = l_mut_441_;
                                            uint _e7351 = l_mut_445_;
                                            bool l_2105_ = (_e7350 < _e7351);
                                            if (l_2104_) {
                                                local_153 = l_2105_;
                                            } else {
                                                local_153 = false;
                                            }
                                            bool l_2106_ = local_153;
                                            if (!(l_2103_)) {
                                                local_154 = l_2106_;
                                            } else {
                                                local_154 = true;
                                            }
                                            bool l_2107_ = local_154;
                                            if (l_2107_) {
                                                uint _e7362 = l_mut_445_;
                                                uint l_2108_ = (_e7362 - 1u);
                                                uint _e7365 = l_mut_444_;
                                                uint l_2109_ = (_e7365 - 0u);
                                                uint _e7368 = l_mut_445_;
                                                bool l_2110_ = (_e7368 < 1u);
                                                uint l_2111_ = uint(l_2110_);
                                                uint l_2112_ = (l_2109_ - l_2111_);
                                                l_mut_145_ = l_2108_;
                                                l_mut_102_ = l_2112_;
                                                l_mut_96_ = 0u;
                                                l_mut_2113_ = 0u;
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (!loop_init_12) {
                                                        uint _e7461 = l_mut_2113_;
                                                        l_mut_2113_ = (_e7461 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e7376 = l_mut_2113_;
                                                    if ((_e7376 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e7380 = l_mut_2113_;
                                                        uint l_2114_ = (19u - _e7380);
                                                        uint _e7382 = l_mut_145_;
                                                        l_mut_90_ = _e7382;
                                                        uint _e7383 = l_mut_102_;
                                                        l_mut_75_ = _e7383;
                                                        bool l_2115_ = (l_2114_ >= 32u);
                                                        if (l_2115_) {
                                                            uint l_2116_ = (l_2114_ & 31u);
                                                            uint _e7388 = l_mut_102_;
                                                            uint l_2117_ = (_e7388 >> l_2116_);
                                                            l_mut_90_ = l_2117_;
                                                            l_mut_75_ = 0u;
                                                        } else {
                                                            bool l_2118_ = (l_2114_ > 0u);
                                                            if (l_2118_) {
                                                                uint _e7393 = l_mut_145_;
                                                                l_mut_40_ = _e7393;
                                                                bool l_2119_ = (l_2114_ > 0u);
                                                                if (l_2119_) {
                                                                    uint _e7396 = l_mut_145_;
                                                                    uint l_2120_ = (_e7396 >> l_2114_);
                                                                    uint l_2121_ = (32u - l_2114_);
                                                                    uint _e7400 = l_mut_102_;
                                                                    uint l_2122_ = (_e7400 << l_2121_);
                                                                    uint l_2123_ = (l_2120_ | l_2122_);
                                                                    l_mut_40_ = l_2123_;
                                                                }
                                                                uint _e7403 = l_mut_102_;
                                                                uint l_2124_ = (_e7403 >> l_2114_);
                                                                uint _e7405 = l_mut_40_;
                                                                l_mut_90_ = _e7405;
                                                                l_mut_75_ = l_2124_;
                                                            }
                                                        }
                                                        uint _e7406 = l_mut_75_;
                                                        uint _e7407 = l_mut_440_;
                                                        bool l_2125_ = (_e7406 < _e7407);
                                                        uint _e7409 = l_mut_75_;
                                                        uint _e7410 = l_mut_440_;
                                                        bool l_2126_ = (_e7409 == _e7410);
                                                        uint _e7412 = l_mut_90_;
                                                        uint _e7413 = l_mut_441_;
                                                        bool l_2127_ = (_e7412 < _e7413);
                                                        if (l_2126_) {
                                                            local_155 = l_2127_;
                                                        } else {
                                                            local_155 = false;
                                                        }
                                                        bool l_2128_ = local_155;
                                                        if (!(l_2125_)) {
                                                            local_156 = l_2128_;
                                                        } else {
                                                            local_156 = true;
                                                        }
                                                        bool l_2129_ = local_156;
                                                        bool l_2130_ = !(l_2129_);
                                                        if (l_2130_) {
                                                            uint _e7425 = l_mut_441_;
                                                            l_mut_90_ = _e7425;
                                                            uint _e7426 = l_mut_440_;
                                                            l_mut_75_ = _e7426;
                                                            bool l_2131_ = (l_2114_ >= 32u);
                                                            if (l_2131_) {
                                                                uint l_2132_ = (l_2114_ & 31u);
                                                                uint _e7431 = l_mut_441_;
                                                                uint l_2133_ = (_e7431 << l_2132_);
                                                                l_mut_90_ = 0u;
                                                                l_mut_75_ = l_2133_;
                                                            } else {
                                                                bool l_2134_ = (l_2114_ > 0u);
                                                                if (l_2134_) {
                                                                    uint _e7436 = l_mut_441_;
                                                                    uint l_2135_ = (_e7436 << l_2114_);
                                                                    uint _e7438 = l_mut_440_;
                                                                    uint l_2136_ = (_e7438 << l_2114_);
                                                                    uint l_2137_ = (32u - l_2114_);
                                                                    uint _e7442 = l_mut_441_;
                                                                    uint l_2138_ = (_e7442 >> l_2137_);
                                                                    uint l_2139_ = (l_2136_ | l_2138_);
                                                                    l_mut_90_ = l_2135_;
                                                                    l_mut_75_ = l_2139_;
                                                                }
                                                            }
                                                            uint _e7445 = l_mut_145_;
                                                            uint _e7446 = l_mut_90_;
                                                            uint l_2140_ = (_e7445 - _e7446);
                                                            uint _e7448 = l_mut_102_;
                                                            uint _e7449 = l_mut_75_;
                                                            uint l_2141_ = (_e7448 - _e7449);
                                                            uint _e7451 = l_mut_145_;
                                                            uint _e7452 = l_mut_90_;
                                                            bool l_2142_ = (_e7451 < _e7452);
                                                            uint l_2143_ = uint(l_2142_);
                                                            uint l_2144_ = (l_2141_ - l_2143_);
                                                            l_mut_145_ = l_2140_;
                                                            l_mut_102_ = l_2144_;
                                                            uint l_2145_ = (1u << l_2114_);
                                                            uint _e7458 = l_mut_96_;
                                                            l_mut_96_ = (_e7458 | l_2145_);
                                                        }
                                                    }
                                                }
                                                uint _e7463 = l_mut_96_;
                                                uint l_2146_ = min(_e7463, l_2100_);
                                                l_mut_96_ = l_2146_;
                                                uint _e7465 = l_mut_102_;
                                                uint _e7466 = l_mut_440_;
                                                bool l_2147_ = (_e7465 < _e7466);
                                                uint _e7468 = l_mut_102_;
                                                uint _e7469 = l_mut_440_;
                                                bool l_2148_ = (_e7468 == _e7469);
                                                uint _e7471 = l_mut_145_;
                                                uint _e7472 = l_mut_441_;
                                                bool l_2149_ = (_e7471 < _e7472);
                                                if (l_2148_) {
                                                    local_157 = l_2149_;
                                                } else {
                                                    local_157 = false;
                                                }
                                                bool l_2150_ = local_157;
                                                if (!(l_2147_)) {
                                                    local_158 = l_2150_;
                                                } else {
                                                    local_158 = true;
                                                }
                                                bool l_2151_ = local_158;
                                                bool l_2152_ = !(l_2151_);
                                                if (l_2152_) {
                                                    l_mut_96_ = l_2100_;
                                                }
                                                uint _e7484 = l_mut_96_;
                                                l_mut_1921_ = _e7484;
                                            }
                                        } else {
                                            uint _e7485 = l_mut_445_;
                                            l_mut_145_ = _e7485;
                                            uint _e7486 = l_mut_444_;
                                            l_mut_102_ = _e7486;
                                            while(true) {
                                                uint _e7487 = l_mut_440_;
                                                uint _e7488 = l_mut_102_;
                                                bool l_2153_ = (_e7487 < _e7488);
                                                uint _e7490 = l_mut_440_;
                                                uint _e7491 = l_mut_102_;
                                                bool l_2154_ = (_e7490 == _e7491);
                                                uint _e7493 = l_mut_441_;
                                                uint _e7494 = l_mut_145_;
                                                bool l_2155_ = (_e7493 < _e7494);
                                                if (l_2154_) {
                                                    local_159 = l_2155_;
                                                } else {
                                                    local_159 = false;
                                                }
                                                bool l_2156_ = local_159;
                                                if (!(l_2153_)) {
                                                    local_160 = l_2156_;
                                                } else {
                                                    local_160 = true;
                                                }
                                                bool l_2157_ = local_160;
                                                uint _e7505 = l_mut_1921_;
                                                uint _e7506 = l_mut_421_;
                                                uint l_2158_ = (_e7505 * _e7506);
                                                uint _e7508 = l_mut_394_;
                                                uint l_2159_ = (_e7508 + l_2158_);
                                                uint _e7510 = l_mut_421_;
                                                uint l_2160_ = (l_2159_ + _e7510);
                                                bool l_2161_ = (l_2160_ < l_1019_);
                                                if (l_2157_) {
                                                    local_161 = l_2161_;
                                                } else {
                                                    local_161 = false;
                                                }
                                                bool l_2162_ = local_161;
                                                bool l_2163_ = !(l_2162_);
                                                if (l_2163_) {
                                                    break;
                                                }
                                                uint _e7518 = l_mut_145_;
                                                uint _e7519 = l_mut_441_;
                                                uint l_2164_ = (_e7518 - _e7519);
                                                uint _e7521 = l_mut_102_;
                                                uint _e7522 = l_mut_440_;
                                                uint l_2165_ = (_e7521 - _e7522);
                                                uint _e7524 = l_mut_145_;
                                                uint _e7525 = l_mut_441_;
                                                bool l_2166_ = (_e7524 < _e7525);
                                                uint l_2167_ = uint(l_2166_);
                                                uint l_2168_ = (l_2165_ - l_2167_);
                                                l_mut_145_ = l_2164_;
                                                l_mut_102_ = l_2168_;
                                                uint _e7529 = l_mut_1921_;
                                                l_mut_1921_ = (_e7529 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7532 = l_mut_1921_;
                                    uint _e7533 = l_mut_421_;
                                    uint l_2169_ = (_e7532 * _e7533);
                                    uint _e7535 = l_mut_394_;
                                    uint l_2170_ = (_e7535 + l_2169_);
                                    uint _e7537 = l_mut_421_;
                                    uint l_2171_ = (l_2170_ + _e7537);
                                    bool l_2172_ = (l_2171_ >= l_1019_);
                                    if (l_2172_) {
                                        l_mut_151_ = 1u;
                                    } else {
                                        uint _e7541 = l_mut_441_;
                                        uint _e7542 = l_mut_1921_;
                                        uint l_2173_ = (_e7541 * _e7542);
                                        uint _e7544 = l_mut_441_;
                                        uint l_4256_ = (_e7544 & 65535u);
                                        uint _e7547 = l_mut_441_;
                                        uint l_4257_ = (_e7547 >> 16u);
                                        uint l_4258_ = (l_4257_ & 65535u);
                                        uint _e7552 = l_mut_1921_;
                                        uint l_4259_ = (_e7552 & 65535u);
                                        uint _e7555 = l_mut_1921_;
                                        uint l_4260_ = (_e7555 >> 16u);
                                        uint l_4261_ = (l_4260_ & 65535u);
                                        uint l_4262_ = (l_4256_ * l_4259_);
                                        uint l_4263_ = (l_4258_ * l_4259_);
                                        uint l_4264_ = (l_4256_ * l_4261_);
                                        uint l_4265_ = (l_4258_ * l_4261_);
                                        uint l_4266_ = (l_4262_ >> 16u);
                                        uint l_4267_ = (l_4266_ & 65535u);
                                        uint l_4268_ = (l_4263_ & 65535u);
                                        uint l_4269_ = (l_4267_ + l_4268_);
                                        uint l_4270_ = (l_4264_ & 65535u);
                                        uint l_4271_ = (l_4269_ + l_4270_);
                                        uint l_4272_ = (l_4263_ >> 16u);
                                        uint l_4273_ = (l_4272_ & 65535u);
                                        uint l_4274_ = (l_4265_ + l_4273_);
                                        uint l_4275_ = (l_4264_ >> 16u);
                                        uint l_4276_ = (l_4275_ & 65535u);
                                        uint l_4277_ = (l_4274_ + l_4276_);
                                        uint l_4278_ = (l_4271_ >> 16u);
                                        uint l_4279_ = (l_4278_ & 65535u);
                                        uint l_2174_ = (l_4277_ + l_4279_);
                                        uint _e7589 = l_mut_440_;
                                        uint _e7590 = l_mut_1921_;
                                        uint l_2175_ = (_e7589 * _e7590);
                                        uint l_2176_ = (l_2174_ + l_2175_);
                                        uint _e7593 = l_mut_445_;
                                        uint l_2177_ = (_e7593 - l_2173_);
                                        uint _e7595 = l_mut_444_;
                                        uint l_2178_ = (_e7595 - l_2176_);
                                        uint _e7597 = l_mut_445_;
                                        bool l_2179_ = (_e7597 < l_2173_);
                                        uint l_2180_ = uint(l_2179_);
                                        uint l_2181_ = (l_2178_ - l_2180_);
                                        l_mut_388_ = l_2177_;
                                        l_mut_382_ = l_2181_;
                                        uint _e7601 = l_mut_1921_;
                                        uint _e7602 = l_mut_421_;
                                        uint l_2182_ = (_e7601 * _e7602);
                                        uint _e7604 = l_mut_394_;
                                        uint l_2183_ = (_e7604 + l_2182_);
                                        l_mut_275_ = l_2183_;
                                        uint _e7606 = l_mut_441_;
                                        uint _e7607 = l_mut_388_;
                                        uint l_2184_ = (_e7606 - _e7607);
                                        uint _e7609 = l_mut_440_;
                                        uint _e7610 = l_mut_382_;
                                        uint l_2185_ = (_e7609 - _e7610);
                                        uint _e7612 = l_mut_441_;
                                        uint _e7613 = l_mut_388_;
                                        bool l_2186_ = (_e7612 < _e7613);
                                        uint l_2187_ = uint(l_2186_);
                                        uint l_2188_ = (l_2185_ - l_2187_);
                                        l_mut_1916_ = l_2184_;
                                        l_mut_1632_ = l_2188_;
                                        uint _e7617 = l_mut_421_;
                                        uint _e7618 = l_mut_275_;
                                        uint l_2189_ = (_e7617 + _e7618);
                                        l_mut_269_ = l_2189_;
                                    }
                                }
                            }
                            uint _e7620 = l_mut_388_;
                            l_mut_445_ = _e7620;
                            uint _e7621 = l_mut_382_;
                            l_mut_444_ = _e7621;
                            uint _e7622 = l_mut_1916_;
                            l_mut_441_ = _e7622;
                            uint _e7623 = l_mut_1632_;
                            l_mut_440_ = _e7623;
                            uint _e7624 = l_mut_269_;
                            l_mut_421_ = _e7624;
                            uint _e7625 = l_mut_275_;
                            l_mut_394_ = _e7625;
                            uint _e7626 = l_mut_219_;
                            l_mut_439_ = _e7626;
                            uint _e7627 = l_mut_213_;
                            l_mut_428_ = _e7627;
                            uint _e7628 = l_mut_151_;
                            bool l_2190_ = (_e7628 == 1u);
                            l_mut_645_ = l_2190_;
                            uint _e7631 = l_mut_151_;
                            bool l_2191_ = (_e7631 == 0u);
                            l_mut_628_ = l_2191_;
                        }
                    }
                    bool _e7634 = l_mut_645_;
                    bool l_2192_ = !(_e7634);
                    if (l_1018_) {
                        local_162 = l_2192_;
                    } else {
                        local_162 = false;
                    }
                    bool l_2193_ = local_162;
                    if (l_2193_) {
                        uint _e7641 = l_mut_1016_;
                        uint l_2194_ = (1u << _e7641);
                        uint _e7643 = l_mut_741_;
                        l_mut_741_ = (_e7643 | l_2194_);
                        uint _e7645 = l_mut_736_;
                        l_mut_736_ = (_e7645 + 1u);
                        uint l_2195_ = (l_1017_ + l_1015_);
                        uint l_2196_ = min(l_2195_, l_56_);
                        l_mut_1921_ = 0u;
                        l_mut_2197_ = l_1017_;
                        bool loop_init_13 = true;
                        while(true) {
                            if (!loop_init_13) {
                                uint _e8572 = l_mut_2197_;
                                l_mut_2197_ = (_e8572 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e7652 = l_mut_2197_;
                            if ((_e7652 < l_2196_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e7654 = l_mut_2197_;
                                uint l_2198_ = (l_59_ * _e7654);
                                uint l_4281_ = (l_59_ & 65535u);
                                uint l_4282_ = (l_59_ >> 16u);
                                uint l_4283_ = (l_4282_ & 65535u);
                                uint _e7662 = l_mut_2197_;
                                uint l_4284_ = (_e7662 & 65535u);
                                uint _e7665 = l_mut_2197_;
                                uint l_4285_ = (_e7665 >> 16u);
                                uint l_4286_ = (l_4285_ & 65535u);
                                uint l_4287_ = (l_4281_ * l_4284_);
                                uint l_4288_ = (l_4283_ * l_4284_);
                                uint l_4289_ = (l_4281_ * l_4286_);
                                uint l_4290_ = (l_4283_ * l_4286_);
                                uint l_4291_ = (l_4287_ >> 16u);
                                uint l_4292_ = (l_4291_ & 65535u);
                                uint l_4293_ = (l_4288_ & 65535u);
                                uint l_4294_ = (l_4292_ + l_4293_);
                                uint l_4295_ = (l_4289_ & 65535u);
                                uint l_4296_ = (l_4294_ + l_4295_);
                                uint l_4297_ = (l_4288_ >> 16u);
                                uint l_4298_ = (l_4297_ & 65535u);
                                uint l_4299_ = (l_4290_ + l_4298_);
                                uint l_4300_ = (l_4289_ >> 16u);
                                uint l_4301_ = (l_4300_ & 65535u);
                                uint l_4302_ = (l_4299_ + l_4301_);
                                uint l_4303_ = (l_4296_ >> 16u);
                                uint l_4304_ = (l_4303_ & 65535u);
                                uint l_2199_ = (l_4302_ + l_4304_);
                                uint _e7699 = l_mut_2197_;
                                uint l_2200_ = (l_62_ * _e7699);
                                uint l_2201_ = (l_2199_ + l_2200_);
                                uint l_2202_ = (l_64_ + l_2198_);
                                uint l_2203_ = (l_67_ + l_2201_);
                                bool l_2204_ = (l_2202_ < l_64_);
                                uint l_2205_ = uint(l_2204_);
                                uint l_2206_ = (l_2203_ + l_2205_);
                                l_mut_1916_ = 0u;
                                l_mut_1632_ = 0u;
                                uint _e7709 = l_mut_2197_;
                                bool l_2207_ = (_e7709 < 65536u);
                                if (l_2207_) {
                                    uint _e7712 = l_mut_2197_;
                                    uint _e7713 = l_mut_2197_;
                                    uint l_2208_ = (_e7712 * _e7713);
                                    uint l_2209_ = (l_72_ >> 31u);
                                    bool l_2210_ = (l_2209_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_2210_) {
                                        uint l_2211_ = (0u - l_69_);
                                        uint l_2212_ = (0u - l_72_);
                                        bool l_2213_ = (0u < l_69_);
                                        uint l_2214_ = uint(l_2213_);
                                        uint l_2215_ = (l_2212_ - l_2214_);
                                        l_mut_445_ = l_2211_;
                                        l_mut_444_ = l_2215_;
                                    }
                                    uint _e7727 = l_mut_445_;
                                    uint l_2216_ = (_e7727 * l_2208_);
                                    uint _e7729 = l_mut_444_;
                                    uint l_2217_ = (_e7729 * l_2208_);
                                    uint _e7731 = l_mut_445_;
                                    uint l_4306_ = (_e7731 & 65535u);
                                    uint _e7734 = l_mut_445_;
                                    uint l_4307_ = (_e7734 >> 16u);
                                    uint l_4308_ = (l_4307_ & 65535u);
                                    uint l_4309_ = (l_2208_ & 65535u);
                                    uint l_4310_ = (l_2208_ >> 16u);
                                    uint l_4311_ = (l_4310_ & 65535u);
                                    uint l_4312_ = (l_4306_ * l_4309_);
                                    uint l_4313_ = (l_4308_ * l_4309_);
                                    uint l_4314_ = (l_4306_ * l_4311_);
                                    uint l_4315_ = (l_4308_ * l_4311_);
                                    uint l_4316_ = (l_4312_ >> 16u);
                                    uint l_4317_ = (l_4316_ & 65535u);
                                    uint l_4318_ = (l_4313_ & 65535u);
                                    uint l_4319_ = (l_4317_ + l_4318_);
                                    uint l_4320_ = (l_4314_ & 65535u);
                                    uint l_4321_ = (l_4319_ + l_4320_);
                                    uint l_4322_ = (l_4313_ >> 16u);
                                    uint l_4323_ = (l_4322_ & 65535u);
                                    uint l_4324_ = (l_4315_ + l_4323_);
                                    uint l_4325_ = (l_4314_ >> 16u);
                                    uint l_4326_ = (l_4325_ & 65535u);
                                    uint l_4327_ = (l_4324_ + l_4326_);
                                    uint l_4328_ = (l_4321_ >> 16u);
                                    uint l_4329_ = (l_4328_ & 65535u);
                                    uint l_2218_ = (l_4327_ + l_4329_);
                                    uint l_2219_ = (l_2218_ + l_2217_);
                                    uint _e7775 = l_mut_444_;
                                    uint l_4331_ = (_e7775 & 65535u);
                                    uint _e7778 = l_mut_444_;
                                    uint l_4332_ = (_e7778 >> 16u);
                                    uint l_4333_ = (l_4332_ & 65535u);
                                    uint l_4334_ = (l_2208_ & 65535u);
                                    uint l_4335_ = (l_2208_ >> 16u);
                                    uint l_4336_ = (l_4335_ & 65535u);
                                    uint l_4337_ = (l_4331_ * l_4334_);
                                    uint l_4338_ = (l_4333_ * l_4334_);
                                    uint l_4339_ = (l_4331_ * l_4336_);
                                    uint l_4340_ = (l_4333_ * l_4336_);
                                    uint l_4341_ = (l_4337_ >> 16u);
                                    uint l_4342_ = (l_4341_ & 65535u);
                                    uint l_4343_ = (l_4338_ & 65535u);
                                    uint l_4344_ = (l_4342_ + l_4343_);
                                    uint l_4345_ = (l_4339_ & 65535u);
                                    uint l_4346_ = (l_4344_ + l_4345_);
                                    uint l_4347_ = (l_4338_ >> 16u);
                                    uint l_4348_ = (l_4347_ & 65535u);
                                    uint l_4349_ = (l_4340_ + l_4348_);
                                    uint l_4350_ = (l_4339_ >> 16u);
                                    uint l_4351_ = (l_4350_ & 65535u);
                                    uint l_4352_ = (l_4349_ + l_4351_);
                                    uint l_4353_ = (l_4346_ >> 16u);
                                    uint l_4354_ = (l_4353_ & 65535u);
                                    uint l_2220_ = (l_4352_ + l_4354_);
                                    bool l_2221_ = (l_2219_ < l_2217_);
                                    uint l_2222_ = uint(l_2221_);
                                    uint l_2223_ = (l_2220_ + l_2222_);
                                    uint l_2224_ = (l_9_ % 32u);
                                    l_mut_441_ = l_2216_;
                                    bool l_2225_ = (l_2224_ > 0u);
                                    if (l_2225_) {
                                        uint l_2226_ = (l_2216_ >> l_2224_);
                                        uint l_2227_ = (32u - l_2224_);
                                        uint l_2228_ = (l_2219_ << l_2227_);
                                        uint l_2229_ = (l_2226_ | l_2228_);
                                        l_mut_441_ = l_2229_;
                                    }
                                    l_mut_440_ = l_2219_;
                                    bool l_2230_ = (l_2224_ > 0u);
                                    if (l_2230_) {
                                        uint l_2231_ = (l_2219_ >> l_2224_);
                                        uint l_2232_ = (32u - l_2224_);
                                        uint l_2233_ = (l_2223_ << l_2232_);
                                        uint l_2234_ = (l_2231_ | l_2233_);
                                        l_mut_440_ = l_2234_;
                                    }
                                    uint _e7837 = l_mut_441_;
                                    l_mut_439_ = _e7837;
                                    uint _e7838 = l_mut_440_;
                                    l_mut_441_ = _e7838;
                                    bool l_2235_ = (l_9_ >= 64u);
                                    if (l_2235_) {
                                        l_mut_439_ = l_2223_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        bool l_2236_ = (l_9_ >= 32u);
                                        if (l_2236_) {
                                            l_mut_440_ = l_2219_;
                                            bool l_2237_ = (l_2224_ > 0u);
                                            if (l_2237_) {
                                                uint l_2238_ = (l_2219_ >> l_2224_);
                                                uint l_2239_ = (32u - l_2224_);
                                                uint l_2240_ = (l_2223_ << l_2239_);
                                                uint l_2241_ = (l_2238_ | l_2240_);
                                                l_mut_440_ = l_2241_;
                                            }
                                            uint l_2242_ = (l_2223_ >> l_2224_);
                                            uint _e7852 = l_mut_440_;
                                            l_mut_439_ = _e7852;
                                            l_mut_441_ = l_2242_;
                                        }
                                    }
                                    uint _e7853 = l_mut_439_;
                                    l_mut_445_ = _e7853;
                                    uint _e7854 = l_mut_441_;
                                    l_mut_444_ = _e7854;
                                    if (l_2210_) {
                                        uint _e7856 = l_mut_445_;
                                        uint l_2243_ = (0u - _e7856);
                                        uint _e7859 = l_mut_444_;
                                        uint l_2244_ = (0u - _e7859);
                                        uint _e7862 = l_mut_445_;
                                        bool l_2245_ = (0u < _e7862);
                                        uint l_2246_ = uint(l_2245_);
                                        uint l_2247_ = (l_2244_ - l_2246_);
                                        l_mut_445_ = l_2243_;
                                        l_mut_444_ = l_2247_;
                                    }
                                    uint _e7866 = l_mut_445_;
                                    l_mut_1916_ = _e7866;
                                    uint _e7867 = l_mut_444_;
                                    l_mut_1632_ = _e7867;
                                } else {
                                    uint l_2248_ = (l_72_ >> 31u);
                                    bool l_2249_ = (l_2248_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_2249_) {
                                        uint l_2250_ = (0u - l_69_);
                                        uint l_2251_ = (0u - l_72_);
                                        bool l_2252_ = (0u < l_69_);
                                        uint l_2253_ = uint(l_2252_);
                                        uint l_2254_ = (l_2251_ - l_2253_);
                                        l_mut_445_ = l_2250_;
                                        l_mut_444_ = l_2254_;
                                    }
                                    uint _e7880 = l_mut_445_;
                                    uint _e7881 = l_mut_2197_;
                                    uint l_2255_ = (_e7880 * _e7881);
                                    uint _e7883 = l_mut_444_;
                                    uint _e7884 = l_mut_2197_;
                                    uint l_2256_ = (_e7883 * _e7884);
                                    uint _e7886 = l_mut_445_;
                                    uint l_4356_ = (_e7886 & 65535u);
                                    uint _e7889 = l_mut_445_;
                                    uint l_4357_ = (_e7889 >> 16u);
                                    uint l_4358_ = (l_4357_ & 65535u);
                                    uint _e7894 = l_mut_2197_;
                                    uint l_4359_ = (_e7894 & 65535u);
                                    uint _e7897 = l_mut_2197_;
                                    uint l_4360_ = (_e7897 >> 16u);
                                    uint l_4361_ = (l_4360_ & 65535u);
                                    uint l_4362_ = (l_4356_ * l_4359_);
                                    uint l_4363_ = (l_4358_ * l_4359_);
                                    uint l_4364_ = (l_4356_ * l_4361_);
                                    uint l_4365_ = (l_4358_ * l_4361_);
                                    uint l_4366_ = (l_4362_ >> 16u);
                                    uint l_4367_ = (l_4366_ & 65535u);
                                    uint l_4368_ = (l_4363_ & 65535u);
                                    uint l_4369_ = (l_4367_ + l_4368_);
                                    uint l_4370_ = (l_4364_ & 65535u);
                                    uint l_4371_ = (l_4369_ + l_4370_);
                                    uint l_4372_ = (l_4363_ >> 16u);
                                    uint l_4373_ = (l_4372_ & 65535u);
                                    uint l_4374_ = (l_4365_ + l_4373_);
                                    uint l_4375_ = (l_4364_ >> 16u);
                                    uint l_4376_ = (l_4375_ & 65535u);
                                    uint l_4377_ = (l_4374_ + l_4376_);
                                    uint l_4378_ = (l_4371_ >> 16u);
                                    uint l_4379_ = (l_4378_ & 65535u);
                                    uint l_2257_ = (l_4377_ + l_4379_);
                                    uint l_2258_ = (l_2257_ + l_2256_);
                                    uint _e7932 = l_mut_444_;
                                    uint l_4381_ = (_e7932 & 65535u);
                                    uint _e7935 = l_mut_444_;
                                    uint l_4382_ = (_e7935 >> 16u);
                                    uint l_4383_ = (l_4382_ & 65535u);
                                    uint _e7940 = l_mut_2197_;
                                    uint l_4384_ = (_e7940 & 65535u);
                                    uint _e7943 = l_mut_2197_;
                                    uint l_4385_ = (_e7943 >> 16u);
                                    uint l_4386_ = (l_4385_ & 65535u);
                                    uint l_4387_ = (l_4381_ * l_4384_);
                                    uint l_4388_ = (l_4383_ * l_4384_);
                                    uint l_4389_ = (l_4381_ * l_4386_);
                                    uint l_4390_ = (l_4383_ * l_4386_);
                                    uint l_4391_ = (l_4387_ >> 16u);
                                    uint l_4392_ = (l_4391_ & 65535u);
                                    uint l_4393_ = (l_4388_ & 65535u);
                                    uint l_4394_ = (l_4392_ + l_4393_);
                                    uint l_4395_ = (l_4389_ & 65535u);
                                    uint l_4396_ = (l_4394_ + l_4395_);
                                    uint l_4397_ = (l_4388_ >> 16u);
                                    uint l_4398_ = (l_4397_ & 65535u);
                                    uint l_4399_ = (l_4390_ + l_4398_);
                                    uint l_4400_ = (l_4389_ >> 16u);
                                    uint l_4401_ = (l_4400_ & 65535u);
                                    uint l_4402_ = (l_4399_ + l_4401_);
                                    uint l_4403_ = (l_4396_ >> 16u);
                                    uint l_4404_ = (l_4403_ & 65535u);
                                    uint l_2259_ = (l_4402_ + l_4404_);
                                    bool l_2260_ = (l_2258_ < l_2256_);
                                    uint l_2261_ = uint(l_2260_);
                                    uint l_2262_ = (l_2259_ + l_2261_);
                                    l_mut_441_ = l_2255_;
                                    bool l_2264_ = (0u > 0u);
                                    if (l_2264_) {
                                        uint l_2265_ = (l_2255_ >> 0u);
                                        uint l_2266_ = (32u - 0u);
                                        uint l_2267_ = (l_2258_ << l_2266_);
                                        uint l_2268_ = (l_2265_ | l_2267_);
                                        l_mut_441_ = l_2268_;
                                    }
                                    l_mut_440_ = l_2258_;
                                    bool l_2269_ = (0u > 0u);
                                    if (l_2269_) {
                                        uint l_2270_ = (l_2258_ >> 0u);
                                        uint l_2271_ = (32u - 0u);
                                        uint l_2272_ = (l_2262_ << l_2271_);
                                        uint l_2273_ = (l_2270_ | l_2272_);
                                        l_mut_440_ = l_2273_;
                                    }
                                    uint _e7995 = l_mut_441_;
                                    l_mut_439_ = _e7995;
                                    uint _e7996 = l_mut_440_;
                                    l_mut_441_ = _e7996;
                                    if (false) {
                                        l_mut_439_ = l_2262_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2258_;
                                            bool l_2276_ = (0u > 0u);
                                            if (l_2276_) {
                                                uint l_2277_ = (l_2258_ >> 0u);
                                                uint l_2278_ = (32u - 0u);
                                                uint l_2279_ = (l_2262_ << l_2278_);
                                                uint l_2280_ = (l_2277_ | l_2279_);
                                                l_mut_440_ = l_2280_;
                                            }
                                            uint l_2281_ = (l_2262_ >> 0u);
                                            uint _e8008 = l_mut_440_;
                                            l_mut_439_ = _e8008;
                                            l_mut_441_ = l_2281_;
                                        }
                                    }
                                    uint _e8009 = l_mut_445_;
                                    uint _e8010 = l_mut_2197_;
                                    uint l_2282_ = (_e8009 * _e8010);
                                    uint _e8012 = l_mut_444_;
                                    uint _e8013 = l_mut_2197_;
                                    uint l_2283_ = (_e8012 * _e8013);
                                    uint _e8015 = l_mut_445_;
                                    uint l_4406_ = (_e8015 & 65535u);
                                    uint _e8018 = l_mut_445_;
                                    uint l_4407_ = (_e8018 >> 16u);
                                    uint l_4408_ = (l_4407_ & 65535u);
                                    uint _e8023 = l_mut_2197_;
                                    uint l_4409_ = (_e8023 & 65535u);
                                    uint _e8026 = l_mut_2197_;
                                    uint l_4410_ = (_e8026 >> 16u);
                                    uint l_4411_ = (l_4410_ & 65535u);
                                    uint l_4412_ = (l_4406_ * l_4409_);
                                    uint l_4413_ = (l_4408_ * l_4409_);
                                    uint l_4414_ = (l_4406_ * l_4411_);
                                    uint l_4415_ = (l_4408_ * l_4411_);
                                    uint l_4416_ = (l_4412_ >> 16u);
                                    uint l_4417_ = (l_4416_ & 65535u);
                                    uint l_4418_ = (l_4413_ & 65535u);
                                    uint l_4419_ = (l_4417_ + l_4418_);
                                    uint l_4420_ = (l_4414_ & 65535u);
                                    uint l_4421_ = (l_4419_ + l_4420_);
                                    uint l_4422_ = (l_4413_ >> 16u);
                                    uint l_4423_ = (l_4422_ & 65535u);
                                    uint l_4424_ = (l_4415_ + l_4423_);
                                    uint l_4425_ = (l_4414_ >> 16u);
                                    uint l_4426_ = (l_4425_ & 65535u);
                                    uint l_4427_ = (l_4424_ + l_4426_);
                                    uint l_4428_ = (l_4421_ >> 16u);
                                    uint l_4429_ = (l_4428_ & 65535u);
                                    uint l_2284_ = (l_4427_ + l_4429_);
                                    uint l_2285_ = (l_2284_ + l_2283_);
                                    uint _e8061 = l_mut_444_;
                                    uint l_4431_ = (_e8061 & 65535u);
                                    uint _e8064 = l_mut_444_;
                                    uint l_4432_ = (_e8064 >> 16u);
                                    uint l_4433_ = (l_4432_ & 65535u);
                                    uint _e8069 = l_mut_2197_;
                                    uint l_4434_ = (_e8069 & 65535u);
                                    uint _e8072 = l_mut_2197_;
                                    uint l_4435_ = (_e8072 >> 16u);
                                    uint l_4436_ = (l_4435_ & 65535u);
                                    uint l_4437_ = (l_4431_ * l_4434_);
                                    uint l_4438_ = (l_4433_ * l_4434_);
                                    uint l_4439_ = (l_4431_ * l_4436_);
                                    uint l_4440_ = (l_4433_ * l_4436_);
                                    uint l_4441_ = (l_4437_ >> 16u);
                                    uint l_4442_ = (l_4441_ & 65535u);
                                    uint l_4443_ = (l_4438_ & 65535u);
                                    uint l_4444_ = (l_4442_ + l_4443_);
                                    uint l_4445_ = (l_4439_ & 65535u);
                                    uint l_4446_ = (l_4444_ + l_4445_);
                                    uint l_4447_ = (l_4438_ >> 16u);
                                    uint l_4448_ = (l_4447_ & 65535u);
                                    uint l_4449_ = (l_4440_ + l_4448_);
                                    uint l_4450_ = (l_4439_ >> 16u);
                                    uint l_4451_ = (l_4450_ & 65535u);
                                    uint l_4452_ = (l_4449_ + l_4451_);
                                    uint l_4453_ = (l_4446_ >> 16u);
                                    uint l_4454_ = (l_4453_ & 65535u);
                                    uint l_2286_ = (l_4452_ + l_4454_);
                                    bool l_2287_ = (l_2285_ < l_2283_);
                                    uint l_2288_ = uint(l_2287_);
                                    uint l_2289_ = (l_2286_ + l_2288_);
                                    l_mut_440_ = l_2282_;
                                    bool l_2291_ = (0u > 0u);
                                    if (l_2291_) {
                                        uint l_2292_ = (l_2282_ >> 0u);
                                        uint l_2293_ = (32u - 0u);
                                        uint l_2294_ = (l_2285_ << l_2293_);
                                        uint l_2295_ = (l_2292_ | l_2294_);
                                        l_mut_440_ = l_2295_;
                                    }
                                    l_mut_428_ = l_2285_;
                                    bool l_2296_ = (0u > 0u);
                                    if (l_2296_) {
                                        uint l_2297_ = (l_2285_ >> 0u);
                                        uint l_2298_ = (32u - 0u);
                                        uint l_2299_ = (l_2289_ << l_2298_);
                                        uint l_2300_ = (l_2297_ | l_2299_);
                                        l_mut_428_ = l_2300_;
                                    }
                                    uint _e8124 = l_mut_440_;
                                    l_mut_421_ = _e8124;
                                    uint _e8125 = l_mut_428_;
                                    l_mut_440_ = _e8125;
                                    if (true) {
                                        l_mut_421_ = l_2289_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_428_ = l_2285_;
                                            bool l_2303_ = (0u > 0u);
                                            if (l_2303_) {
                                                uint l_2304_ = (l_2285_ >> 0u);
                                                uint l_2305_ = (32u - 0u);
                                                uint l_2306_ = (l_2289_ << l_2305_);
                                                uint l_2307_ = (l_2304_ | l_2306_);
                                                l_mut_428_ = l_2307_;
                                            }
                                            uint l_2308_ = (l_2289_ >> 0u);
                                            uint _e8137 = l_mut_428_;
                                            l_mut_421_ = _e8137;
                                            l_mut_440_ = l_2308_;
                                        }
                                    }
                                    uint _e8138 = l_mut_439_;
                                    uint _e8139 = l_mut_2197_;
                                    uint l_2309_ = (_e8138 * _e8139);
                                    uint _e8141 = l_mut_441_;
                                    uint _e8142 = l_mut_2197_;
                                    uint l_2310_ = (_e8141 * _e8142);
                                    uint _e8144 = l_mut_439_;
                                    uint l_4456_ = (_e8144 & 65535u);
                                    uint _e8147 = l_mut_439_;
                                    uint l_4457_ = (_e8147 >> 16u);
                                    uint l_4458_ = (l_4457_ & 65535u);
                                    uint _e8152 = l_mut_2197_;
                                    uint l_4459_ = (_e8152 & 65535u);
                                    uint _e8155 = l_mut_2197_;
                                    uint l_4460_ = (_e8155 >> 16u);
                                    uint l_4461_ = (l_4460_ & 65535u);
                                    uint l_4462_ = (l_4456_ * l_4459_);
                                    uint l_4463_ = (l_4458_ * l_4459_);
                                    uint l_4464_ = (l_4456_ * l_4461_);
                                    uint l_4465_ = (l_4458_ * l_4461_);
                                    uint l_4466_ = (l_4462_ >> 16u);
                                    uint l_4467_ = (l_4466_ & 65535u);
                                    uint l_4468_ = (l_4463_ & 65535u);
                                    uint l_4469_ = (l_4467_ + l_4468_);
                                    uint l_4470_ = (l_4464_ & 65535u);
                                    uint l_4471_ = (l_4469_ + l_4470_);
                                    uint l_4472_ = (l_4463_ >> 16u);
                                    uint l_4473_ = (l_4472_ & 65535u);
                                    uint l_4474_ = (l_4465_ + l_4473_);
                                    uint l_4475_ = (l_4464_ >> 16u);
                                    uint l_4476_ = (l_4475_ & 65535u);
                                    uint l_4477_ = (l_4474_ + l_4476_);
                                    uint l_4478_ = (l_4471_ >> 16u);
                                    uint l_4479_ = (l_4478_ & 65535u);
                                    uint l_2311_ = (l_4477_ + l_4479_);
                                    uint l_2312_ = (l_2311_ + l_2310_);
                                    uint _e8190 = l_mut_441_;
                                    uint l_4481_ = (_e8190 & 65535u);
                                    uint _e8193 = l_mut_441_;
                                    uint l_4482_ = (_e8193 >> 16u);
                                    uint l_4483_ = (l_4482_ & 65535u);
                                    uint _e8198 = l_mut_2197_;
                                    uint l_4484_ = (_e8198 & 65535u);
                                    uint _e8201 = l_mut_2197_;
                                    uint l_4485_ = (_e8201 >> 16u);
                                    uint l_4486_ = (l_4485_ & 65535u);
                                    uint l_4487_ = (l_4481_ * l_4484_);
                                    uint l_4488_ = (l_4483_ * l_4484_);
                                    uint l_4489_ = (l_4481_ * l_4486_);
                                    uint l_4490_ = (l_4483_ * l_4486_);
                                    uint l_4491_ = (l_4487_ >> 16u);
                                    uint l_4492_ = (l_4491_ & 65535u);
                                    uint l_4493_ = (l_4488_ & 65535u);
                                    uint l_4494_ = (l_4492_ + l_4493_);
                                    uint l_4495_ = (l_4489_ & 65535u);
                                    uint l_4496_ = (l_4494_ + l_4495_);
                                    uint l_4497_ = (l_4488_ >> 16u);
                                    uint l_4498_ = (l_4497_ & 65535u);
                                    uint l_4499_ = (l_4490_ + l_4498_);
                                    uint l_4500_ = (l_4489_ >> 16u);
                                    uint l_4501_ = (l_4500_ & 65535u);
                                    uint l_4502_ = (l_4499_ + l_4501_);
                                    uint l_4503_ = (l_4496_ >> 16u);
                                    uint l_4504_ = (l_4503_ & 65535u);
                                    uint l_2313_ = (l_4502_ + l_4504_);
                                    bool l_2314_ = (l_2312_ < l_2310_);
                                    uint l_2315_ = uint(l_2314_);
                                    uint l_2316_ = (l_2313_ + l_2315_);
                                    l_mut_445_ = l_2309_;
                                    bool l_2318_ = (0u > 0u);
                                    if (l_2318_) {
                                        uint l_2319_ = (l_2309_ >> 0u);
                                        uint l_2320_ = (32u - 0u);
                                        uint l_2321_ = (l_2312_ << l_2320_);
                                        uint l_2322_ = (l_2319_ | l_2321_);
                                        l_mut_445_ = l_2322_;
                                    }
                                    l_mut_444_ = l_2312_;
                                    bool l_2323_ = (0u > 0u);
                                    if (l_2323_) {
                                        uint l_2324_ = (l_2312_ >> 0u);
                                        uint l_2325_ = (32u - 0u);
                                        uint l_2326_ = (l_2316_ << l_2325_);
                                        uint l_2327_ = (l_2324_ | l_2326_);
                                        l_mut_444_ = l_2327_;
                                    }
                                    uint _e8253 = l_mut_445_;
                                    l_mut_428_ = _e8253;
                                    uint _e8254 = l_mut_444_;
                                    l_mut_445_ = _e8254;
                                    if (false) {
                                        l_mut_428_ = l_2316_;
                                        l_mut_445_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_444_ = l_2312_;
                                            bool l_2330_ = (0u > 0u);
                                            if (l_2330_) {
                                                uint l_2331_ = (l_2312_ >> 0u);
                                                uint l_2332_ = (32u - 0u);
                                                uint l_2333_ = (l_2316_ << l_2332_);
                                                uint l_2334_ = (l_2331_ | l_2333_);
                                                l_mut_444_ = l_2334_;
                                            }
                                            uint l_2335_ = (l_2316_ >> 0u);
                                            uint _e8266 = l_mut_444_;
                                            l_mut_428_ = _e8266;
                                            l_mut_445_ = l_2335_;
                                        }
                                    }
                                    uint _e8267 = l_mut_439_;
                                    uint _e8268 = l_mut_2197_;
                                    uint l_2336_ = (_e8267 * _e8268);
                                    uint _e8270 = l_mut_441_;
                                    uint _e8271 = l_mut_2197_;
                                    uint l_2337_ = (_e8270 * _e8271);
                                    uint _e8273 = l_mut_439_;
                                    uint l_4506_ = (_e8273 & 65535u);
                                    uint _e8276 = l_mut_439_;
                                    uint l_4507_ = (_e8276 >> 16u);
                                    uint l_4508_ = (l_4507_ & 65535u);
                                    uint _e8281 = l_mut_2197_;
                                    uint l_4509_ = (_e8281 & 65535u);
                                    uint _e8284 = l_mut_2197_;
                                    uint l_4510_ = (_e8284 >> 16u);
                                    uint l_4511_ = (l_4510_ & 65535u);
                                    uint l_4512_ = (l_4506_ * l_4509_);
                                    uint l_4513_ = (l_4508_ * l_4509_);
                                    uint l_4514_ = (l_4506_ * l_4511_);
                                    uint l_4515_ = (l_4508_ * l_4511_);
                                    uint l_4516_ = (l_4512_ >> 16u);
                                    uint l_4517_ = (l_4516_ & 65535u);
                                    uint l_4518_ = (l_4513_ & 65535u);
                                    uint l_4519_ = (l_4517_ + l_4518_);
                                    uint l_4520_ = (l_4514_ & 65535u);
                                    uint l_4521_ = (l_4519_ + l_4520_);
                                    uint l_4522_ = (l_4513_ >> 16u);
                                    uint l_4523_ = (l_4522_ & 65535u);
                                    uint l_4524_ = (l_4515_ + l_4523_);
                                    uint l_4525_ = (l_4514_ >> 16u);
                                    uint l_4526_ = (l_4525_ & 65535u);
                                    uint l_4527_ = (l_4524_ + l_4526_);
                                    uint l_4528_ = (l_4521_ >> 16u);
                                    uint l_4529_ = (l_4528_ & 65535u);
                                    uint l_2338_ = (l_4527_ + l_4529_);
                                    uint l_2339_ = (l_2338_ + l_2337_);
                                    uint _e8319 = l_mut_441_;
                                    uint l_4531_ = (_e8319 & 65535u);
                                    uint _e8322 = l_mut_441_;
                                    uint l_4532_ = (_e8322 >> 16u);
                                    uint l_4533_ = (l_4532_ & 65535u);
                                    uint _e8327 = l_mut_2197_;
                                    uint l_4534_ = (_e8327 & 65535u);
                                    uint _e8330 = l_mut_2197_;
                                    uint l_4535_ = (_e8330 >> 16u);
                                    uint l_4536_ = (l_4535_ & 65535u);
                                    uint l_4537_ = (l_4531_ * l_4534_);
                                    uint l_4538_ = (l_4533_ * l_4534_);
                                    uint l_4539_ = (l_4531_ * l_4536_);
                                    uint l_4540_ = (l_4533_ * l_4536_);
                                    uint l_4541_ = (l_4537_ >> 16u);
                                    uint l_4542_ = (l_4541_ & 65535u);
                                    uint l_4543_ = (l_4538_ & 65535u);
                                    uint l_4544_ = (l_4542_ + l_4543_);
                                    uint l_4545_ = (l_4539_ & 65535u);
                                    uint l_4546_ = (l_4544_ + l_4545_);
                                    uint l_4547_ = (l_4538_ >> 16u);
                                    uint l_4548_ = (l_4547_ & 65535u);
                                    uint l_4549_ = (l_4540_ + l_4548_);
                                    uint l_4550_ = (l_4539_ >> 16u);
                                    uint l_4551_ = (l_4550_ & 65535u);
                                    uint l_4552_ = (l_4549_ + l_4551_);
                                    uint l_4553_ = (l_4546_ >> 16u);
                                    uint l_4554_ = (l_4553_ & 65535u);
                                    uint l_2340_ = (l_4552_ + l_4554_);
                                    bool l_2341_ = (l_2339_ < l_2337_);
                                    uint l_2342_ = uint(l_2341_);
                                    uint l_2343_ = (l_2340_ + l_2342_);
                                    l_mut_444_ = l_2336_;
                                    bool l_2345_ = (0u > 0u);
                                    if (l_2345_) {
                                        uint l_2346_ = (l_2336_ >> 0u);
                                        uint l_2347_ = (32u - 0u);
                                        uint l_2348_ = (l_2339_ << l_2347_);
                                        uint l_2349_ = (l_2346_ | l_2348_);
                                        l_mut_444_ = l_2349_;
                                    }
                                    l_mut_394_ = l_2339_;
                                    bool l_2350_ = (0u > 0u);
                                    if (l_2350_) {
                                        uint l_2351_ = (l_2339_ >> 0u);
                                        uint l_2352_ = (32u - 0u);
                                        uint l_2353_ = (l_2343_ << l_2352_);
                                        uint l_2354_ = (l_2351_ | l_2353_);
                                        l_mut_394_ = l_2354_;
                                    }
                                    uint _e8382 = l_mut_444_;
                                    l_mut_388_ = _e8382;
                                    uint _e8383 = l_mut_394_;
                                    l_mut_444_ = _e8383;
                                    if (true) {
                                        l_mut_388_ = l_2343_;
                                        l_mut_444_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2339_;
                                            bool l_2357_ = (0u > 0u);
                                            if (l_2357_) {
                                                uint l_2358_ = (l_2339_ >> 0u);
                                                uint l_2359_ = (32u - 0u);
                                                uint l_2360_ = (l_2343_ << l_2359_);
                                                uint l_2361_ = (l_2358_ | l_2360_);
                                                l_mut_394_ = l_2361_;
                                            }
                                            uint l_2362_ = (l_2343_ >> 0u);
                                            uint _e8395 = l_mut_394_;
                                            l_mut_388_ = _e8395;
                                            l_mut_444_ = l_2362_;
                                        }
                                    }
                                    uint _e8396 = l_mut_421_;
                                    uint _e8397 = l_mut_2197_;
                                    uint l_2363_ = (_e8396 * _e8397);
                                    uint _e8399 = l_mut_421_;
                                    uint l_4556_ = (_e8399 & 65535u);
                                    uint _e8402 = l_mut_421_;
                                    uint l_4557_ = (_e8402 >> 16u);
                                    uint l_4558_ = (l_4557_ & 65535u);
                                    uint _e8407 = l_mut_2197_;
                                    uint l_4559_ = (_e8407 & 65535u);
                                    uint _e8410 = l_mut_2197_;
                                    uint l_4560_ = (_e8410 >> 16u);
                                    uint l_4561_ = (l_4560_ & 65535u);
                                    uint l_4562_ = (l_4556_ * l_4559_);
                                    uint l_4563_ = (l_4558_ * l_4559_);
                                    uint l_4564_ = (l_4556_ * l_4561_);
                                    uint l_4565_ = (l_4558_ * l_4561_);
                                    uint l_4566_ = (l_4562_ >> 16u);
                                    uint l_4567_ = (l_4566_ & 65535u);
                                    uint l_4568_ = (l_4563_ & 65535u);
                                    uint l_4569_ = (l_4567_ + l_4568_);
                                    uint l_4570_ = (l_4564_ & 65535u);
                                    uint l_4571_ = (l_4569_ + l_4570_);
                                    uint l_4572_ = (l_4563_ >> 16u);
                                    uint l_4573_ = (l_4572_ & 65535u);
                                    uint l_4574_ = (l_4565_ + l_4573_);
                                    uint l_4575_ = (l_4564_ >> 16u);
                                    uint l_4576_ = (l_4575_ & 65535u);
                                    uint l_4577_ = (l_4574_ + l_4576_);
                                    uint l_4578_ = (l_4571_ >> 16u);
                                    uint l_4579_ = (l_4578_ & 65535u);
                                    uint l_2364_ = (l_4577_ + l_4579_);
                                    uint _e8444 = l_mut_440_;
                                    uint _e8445 = l_mut_2197_;
                                    uint l_2365_ = (_e8444 * _e8445);
                                    uint l_2366_ = (l_2364_ + l_2365_);
                                    uint _e8448 = l_mut_388_;
                                    uint l_2367_ = (_e8448 + l_2363_);
                                    uint _e8450 = l_mut_444_;
                                    uint l_2368_ = (_e8450 + l_2366_);
                                    uint _e8452 = l_mut_388_;
                                    bool l_2369_ = (l_2367_ < _e8452);
                                    uint l_2370_ = uint(l_2369_);
                                    uint l_2371_ = (l_2368_ + l_2370_);
                                    uint _e8456 = l_mut_428_;
                                    l_mut_1916_ = _e8456;
                                    uint _e8457 = l_mut_445_;
                                    l_mut_1632_ = _e8457;
                                    bool l_2372_ = (l_9_ == 64u);
                                    if (l_2372_) {
                                        l_mut_1916_ = l_2367_;
                                        l_mut_1632_ = l_2371_;
                                    } else {
                                        bool l_2373_ = (l_9_ > 0u);
                                        if (l_2373_) {
                                            uint l_2374_ = (64u - l_9_);
                                            l_mut_444_ = l_2367_;
                                            l_mut_441_ = l_2371_;
                                            bool l_2375_ = (l_2374_ >= 32u);
                                            if (l_2375_) {
                                                uint l_2376_ = (l_2374_ & 31u);
                                                uint l_2377_ = (l_2367_ << l_2376_);
                                                l_mut_444_ = 0u;
                                                l_mut_441_ = l_2377_;
                                            } else {
                                                bool l_2378_ = (l_2374_ > 0u);
                                                if (l_2378_) {
                                                    uint l_2379_ = (l_2367_ << l_2374_);
                                                    uint l_2380_ = (l_2371_ << l_2374_);
                                                    uint l_2381_ = (32u - l_2374_);
                                                    uint l_2382_ = (l_2367_ >> l_2381_);
                                                    uint l_2383_ = (l_2380_ | l_2382_);
                                                    l_mut_444_ = l_2379_;
                                                    l_mut_441_ = l_2383_;
                                                }
                                            }
                                            uint _e8478 = l_mut_428_;
                                            l_mut_440_ = _e8478;
                                            uint _e8479 = l_mut_445_;
                                            l_mut_439_ = _e8479;
                                            bool l_2384_ = (l_9_ >= 32u);
                                            if (l_2384_) {
                                                uint l_2385_ = (l_9_ & 31u);
                                                uint _e8484 = l_mut_445_;
                                                uint l_2386_ = (_e8484 >> l_2385_);
                                                l_mut_440_ = l_2386_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_2387_ = (l_9_ > 0u);
                                                if (l_2387_) {
                                                    uint _e8489 = l_mut_428_;
                                                    l_mut_421_ = _e8489;
                                                    bool l_2388_ = (l_9_ > 0u);
                                                    if (l_2388_) {
                                                        uint _e8492 = l_mut_428_;
                                                        uint l_2389_ = (_e8492 >> l_9_);
                                                        uint l_2390_ = (32u - l_9_);
                                                        uint _e8496 = l_mut_445_;
                                                        uint l_2391_ = (_e8496 << l_2390_);
                                                        uint l_2392_ = (l_2389_ | l_2391_);
                                                        l_mut_421_ = l_2392_;
                                                    }
                                                    uint _e8499 = l_mut_445_;
                                                    uint l_2393_ = (_e8499 >> l_9_);
                                                    uint _e8501 = l_mut_421_;
                                                    l_mut_440_ = _e8501;
                                                    l_mut_439_ = l_2393_;
                                                }
                                            }
                                            uint _e8502 = l_mut_444_;
                                            uint _e8503 = l_mut_440_;
                                            uint l_2394_ = (_e8502 + _e8503);
                                            uint _e8505 = l_mut_441_;
                                            uint _e8506 = l_mut_439_;
                                            uint l_2395_ = (_e8505 + _e8506);
                                            uint _e8508 = l_mut_444_;
                                            bool l_2396_ = (l_2394_ < _e8508);
                                            uint l_2397_ = uint(l_2396_);
                                            uint l_2398_ = (l_2395_ + l_2397_);
                                            l_mut_1916_ = l_2394_;
                                            l_mut_1632_ = l_2398_;
                                        }
                                    }
                                    if (l_2249_) {
                                        uint _e8513 = l_mut_1916_;
                                        uint l_2399_ = (0u - _e8513);
                                        uint _e8516 = l_mut_1632_;
                                        uint l_2400_ = (0u - _e8516);
                                        uint _e8519 = l_mut_1916_;
                                        bool l_2401_ = (0u < _e8519);
                                        uint l_2402_ = uint(l_2401_);
                                        uint l_2403_ = (l_2400_ - l_2402_);
                                        l_mut_1916_ = l_2399_;
                                        l_mut_1632_ = l_2403_;
                                    }
                                }
                                uint _e8523 = l_mut_1916_;
                                uint l_2404_ = (l_2202_ + _e8523);
                                uint _e8525 = l_mut_1632_;
                                uint l_2405_ = (l_2206_ + _e8525);
                                bool l_2406_ = (l_2404_ < l_2202_);
                                uint l_2407_ = uint(l_2406_);
                                uint l_2408_ = (l_2405_ + l_2407_);
                                uint l_2409_ = (0u - l_2404_);
                                uint l_2410_ = (0u - l_2408_);
                                bool l_2411_ = (0u < l_2404_);
                                uint l_2412_ = uint(l_2411_);
                                uint l_2413_ = (l_2410_ - l_2412_);
                                l_mut_1916_ = l_2409_;
                                l_mut_1632_ = l_2413_;
                                uint _e8538 = l_mut_1632_;
                                bool l_2414_ = (l_2408_ < _e8538);
                                uint _e8540 = l_mut_1632_;
                                bool l_2415_ = (l_2408_ == _e8540);
                                uint _e8542 = l_mut_1916_;
                                bool l_2416_ = (l_2404_ < _e8542);
                                if (l_2415_) {
                                    local_163 = l_2416_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2417_ = local_163;
                                if (!(l_2414_)) {
                                    local_164 = l_2417_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2418_ = local_164;
                                if (l_2418_) {
                                    l_mut_1916_ = l_2404_;
                                    l_mut_1632_ = l_2408_;
                                }
                                uint _e8553 = l_mut_1632_;
                                bool l_2419_ = (_e8553 < l_27_);
                                uint _e8555 = l_mut_1632_;
                                bool l_2420_ = (_e8555 == l_27_);
                                uint _e8557 = l_mut_1916_;
                                bool l_2421_ = (_e8557 < l_24_);
                                if (l_2420_) {
                                    local_165 = l_2421_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2422_ = local_165;
                                if (!(l_2419_)) {
                                    local_166 = l_2422_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2423_ = local_166;
                                uint l_2424_ = uint(l_2423_);
                                uint _e8569 = l_mut_1921_;
                                l_mut_1921_ = (_e8569 + l_2424_);
                            }
                        }
                        uint _e8574 = l_mut_450_;
                        uint _e8575 = l_mut_1921_;
                        l_mut_450_ = (_e8574 + _e8575);
                    }
                }
            }
            uint _e8580 = l_mut_736_;
            bool l_2425_ = (_e8580 > 0u);
            if (l_2425_) {
                uint l_4581_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4582_ = (l_4581_ * 1u);
                uint l_4583_ = (l_4582_ - 1u);
                uint l_4584_ = min(1u, l_4583_);
                uint _e8595 = l_mut_736_;
                uint _e8596 = atomicAdd(_group_0_binding_5_cs[l_4584_], _e8595);
            }
            uint _e8597 = l_mut_450_;
            bool l_2428_ = (_e8597 > 0u);
            if (l_2428_) {
                uint l_4586_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4587_ = (l_4586_ * 1u);
                uint l_4588_ = (l_4587_ - 1u);
                uint l_4589_ = min(2u, l_4588_);
                uint _e8612 = l_mut_450_;
                uint _e8613 = atomicAdd(_group_0_binding_5_cs[l_4589_], _e8612);
                l_mut_1921_ = _e8613;
                bool loop_init_14 = true;
                while(true) {
                    if (!loop_init_14) {
                        uint _e9587 = l_mut_2431_;
                        l_mut_2431_ = (_e9587 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e8616 = l_mut_2431_;
                    if ((_e8616 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e8619 = l_mut_741_;
                        uint _e8620 = l_mut_2431_;
                        uint l_2432_ = (_e8619 >> _e8620);
                        uint l_2433_ = (l_2432_ & 1u);
                        bool l_2434_ = (l_2433_ == 1u);
                        if (l_2434_) {
                            uint _e8626 = l_mut_2431_;
                            uint l_2435_ = (_e8626 * l_1015_);
                            uint l_2436_ = (l_2435_ + l_1015_);
                            uint l_2437_ = min(l_2436_, l_56_);
                            uint _e8630 = l_mut_1921_;
                            l_mut_1916_ = _e8630;
                            l_mut_2438_ = l_2435_;
                            bool loop_init_15 = true;
                            while(true) {
                                if (!loop_init_15) {
                                    uint _e9583 = l_mut_2438_;
                                    l_mut_2438_ = (_e9583 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e8632 = l_mut_2438_;
                                if ((_e8632 < l_2437_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8634 = l_mut_2438_;
                                    uint l_2439_ = (l_59_ * _e8634);
                                    uint l_4591_ = (l_59_ & 65535u);
                                    uint l_4592_ = (l_59_ >> 16u);
                                    uint l_4593_ = (l_4592_ & 65535u);
                                    uint _e8642 = l_mut_2438_;
                                    uint l_4594_ = (_e8642 & 65535u);
                                    uint _e8645 = l_mut_2438_;
                                    uint l_4595_ = (_e8645 >> 16u);
                                    uint l_4596_ = (l_4595_ & 65535u);
                                    uint l_4597_ = (l_4591_ * l_4594_);
                                    uint l_4598_ = (l_4593_ * l_4594_);
                                    uint l_4599_ = (l_4591_ * l_4596_);
                                    uint l_4600_ = (l_4593_ * l_4596_);
                                    uint l_4601_ = (l_4597_ >> 16u);
                                    uint l_4602_ = (l_4601_ & 65535u);
                                    uint l_4603_ = (l_4598_ & 65535u);
                                    uint l_4604_ = (l_4602_ + l_4603_);
                                    uint l_4605_ = (l_4599_ & 65535u);
                                    uint l_4606_ = (l_4604_ + l_4605_);
                                    uint l_4607_ = (l_4598_ >> 16u);
                                    uint l_4608_ = (l_4607_ & 65535u);
                                    uint l_4609_ = (l_4600_ + l_4608_);
                                    uint l_4610_ = (l_4599_ >> 16u);
                                    uint l_4611_ = (l_4610_ & 65535u);
                                    uint l_4612_ = (l_4609_ + l_4611_);
                                    uint l_4613_ = (l_4606_ >> 16u);
                                    uint l_4614_ = (l_4613_ & 65535u);
                                    uint l_2440_ = (l_4612_ + l_4614_);
                                    uint _e8679 = l_mut_2438_;
                                    uint l_2441_ = (l_62_ * _e8679);
                                    uint l_2442_ = (l_2440_ + l_2441_);
                                    uint l_2443_ = (l_64_ + l_2439_);
                                    uint l_2444_ = (l_67_ + l_2442_);
                                    bool l_2445_ = (l_2443_ < l_64_);
                                    uint l_2446_ = uint(l_2445_);
                                    uint l_2447_ = (l_2444_ + l_2446_);
                                    l_mut_1632_ = 0u;
                                    l_mut_736_ = 0u;
                                    uint _e8689 = l_mut_2438_;
                                    bool l_2448_ = (_e8689 < 65536u);
                                    if (l_2448_) {
                                        uint _e8692 = l_mut_2438_;
                                        uint _e8693 = l_mut_2438_;
                                        uint l_2449_ = (_e8692 * _e8693);
                                        uint l_2450_ = (l_72_ >> 31u);
                                        bool l_2451_ = (l_2450_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2451_) {
                                            uint l_2452_ = (0u - l_69_);
                                            uint l_2453_ = (0u - l_72_);
                                            bool l_2454_ = (0u < l_69_);
                                            uint l_2455_ = uint(l_2454_);
                                            uint l_2456_ = (l_2453_ - l_2455_);
                                            l_mut_450_ = l_2452_;
                                            l_mut_445_ = l_2456_;
                                        }
                                        uint _e8707 = l_mut_450_;
                                        uint l_2457_ = (_e8707 * l_2449_);
                                        uint _e8709 = l_mut_445_;
                                        uint l_2458_ = (_e8709 * l_2449_);
                                        uint _e8711 = l_mut_450_;
                                        uint l_4616_ = (_e8711 & 65535u);
                                        uint _e8714 = l_mut_450_;
                                        uint l_4617_ = (_e8714 >> 16u);
                                        uint l_4618_ = (l_4617_ & 65535u);
                                        uint l_4619_ = (l_2449_ & 65535u);
                                        uint l_4620_ = (l_2449_ >> 16u);
                                        uint l_4621_ = (l_4620_ & 65535u);
                                        uint l_4622_ = (l_4616_ * l_4619_);
                                        uint l_4623_ = (l_4618_ * l_4619_);
                                        uint l_4624_ = (l_4616_ * l_4621_);
                                        uint l_4625_ = (l_4618_ * l_4621_);
                                        uint l_4626_ = (l_4622_ >> 16u);
                                        uint l_4627_ = (l_4626_ & 65535u);
                                        uint l_4628_ = (l_4623_ & 65535u);
                                        uint l_4629_ = (l_4627_ + l_4628_);
                                        uint l_4630_ = (l_4624_ & 65535u);
                                        uint l_4631_ = (l_4629_ + l_4630_);
                                        uint l_4632_ = (l_4623_ >> 16u);
                                        uint l_4633_ = (l_4632_ & 65535u);
                                        uint l_4634_ = (l_4625_ + l_4633_);
                                        uint l_4635_ = (l_4624_ >> 16u);
                                        uint l_4636_ = (l_4635_ & 65535u);
                                        uint l_4637_ = (l_4634_ + l_4636_);
                                        uint l_4638_ = (l_4631_ >> 16u);
                                        uint l_4639_ = (l_4638_ & 65535u);
                                        uint l_2459_ = (l_4637_ + l_4639_);
                                        uint l_2460_ = (l_2459_ + l_2458_);
                                        uint _e8755 = l_mut_445_;
                                        uint l_4641_ = (_e8755 & 65535u);
                                        uint _e8758 = l_mut_445_;
                                        uint l_4642_ = (_e8758 >> 16u);
                                        uint l_4643_ = (l_4642_ & 65535u);
                                        uint l_4644_ = (l_2449_ & 65535u);
                                        uint l_4645_ = (l_2449_ >> 16u);
                                        uint l_4646_ = (l_4645_ & 65535u);
                                        uint l_4647_ = (l_4641_ * l_4644_);
                                        uint l_4648_ = (l_4643_ * l_4644_);
                                        uint l_4649_ = (l_4641_ * l_4646_);
                                        uint l_4650_ = (l_4643_ * l_4646_);
                                        uint l_4651_ = (l_4647_ >> 16u);
                                        uint l_4652_ = (l_4651_ & 65535u);
                                        uint l_4653_ = (l_4648_ & 65535u);
                                        uint l_4654_ = (l_4652_ + l_4653_);
                                        uint l_4655_ = (l_4649_ & 65535u);
                                        uint l_4656_ = (l_4654_ + l_4655_);
                                        uint l_4657_ = (l_4648_ >> 16u);
                                        uint l_4658_ = (l_4657_ & 65535u);
                                        uint l_4659_ = (l_4650_ + l_4658_);
                                        uint l_4660_ = (l_4649_ >> 16u);
                                        uint l_4661_ = (l_4660_ & 65535u);
                                        uint l_4662_ = (l_4659_ + l_4661_);
                                        uint l_4663_ = (l_4656_ >> 16u);
                                        uint l_4664_ = (l_4663_ & 65535u);
                                        uint l_2461_ = (l_4662_ + l_4664_);
                                        bool l_2462_ = (l_2460_ < l_2458_);
                                        uint l_2463_ = uint(l_2462_);
                                        uint l_2464_ = (l_2461_ + l_2463_);
                                        uint l_2465_ = (l_9_ % 32u);
                                        l_mut_444_ = l_2457_;
                                        bool l_2466_ = (l_2465_ > 0u);
                                        if (l_2466_) {
                                            uint l_2467_ = (l_2457_ >> l_2465_);
                                            uint l_2468_ = (32u - l_2465_);
                                            uint l_2469_ = (l_2460_ << l_2468_);
                                            uint l_2470_ = (l_2467_ | l_2469_);
                                            l_mut_444_ = l_2470_;
                                        }
                                        l_mut_441_ = l_2460_;
                                        bool l_2471_ = (l_2465_ > 0u);
                                        if (l_2471_) {
                                            uint l_2472_ = (l_2460_ >> l_2465_);
                                            uint l_2473_ = (32u - l_2465_);
                                            uint l_2474_ = (l_2464_ << l_2473_);
                                            uint l_2475_ = (l_2472_ | l_2474_);
                                            l_mut_441_ = l_2475_;
                                        }
                                        uint _e8817 = l_mut_444_;
                                        l_mut_440_ = _e8817;
                                        uint _e8818 = l_mut_441_;
                                        l_mut_444_ = _e8818;
                                        bool l_2476_ = (l_9_ >= 64u);
                                        if (l_2476_) {
                                            l_mut_440_ = l_2464_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            bool l_2477_ = (l_9_ >= 32u);
                                            if (l_2477_) {
                                                l_mut_441_ = l_2460_;
                                                bool l_2478_ = (l_2465_ > 0u);
                                                if (l_2478_) {
                                                    uint l_2479_ = (l_2460_ >> l_2465_);
                                                    uint l_2480_ = (32u - l_2465_);
                                                    uint l_2481_ = (l_2464_ << l_2480_);
                                                    uint l_2482_ = (l_2479_ | l_2481_);
                                                    l_mut_441_ = l_2482_;
                                                }
                                                uint l_2483_ = (l_2464_ >> l_2465_);
                                                uint _e8832 = l_mut_441_;
                                                l_mut_440_ = _e8832;
                                                l_mut_444_ = l_2483_;
                                            }
                                        }
                                        uint _e8833 = l_mut_440_;
                                        l_mut_450_ = _e8833;
                                        uint _e8834 = l_mut_444_;
                                        l_mut_445_ = _e8834;
                                        if (l_2451_) {
                                            uint _e8836 = l_mut_450_;
                                            uint l_2484_ = (0u - _e8836);
                                            uint _e8839 = l_mut_445_;
                                            uint l_2485_ = (0u - _e8839);
                                            uint _e8842 = l_mut_450_;
                                            bool l_2486_ = (0u < _e8842);
                                            uint l_2487_ = uint(l_2486_);
                                            uint l_2488_ = (l_2485_ - l_2487_);
                                            l_mut_450_ = l_2484_;
                                            l_mut_445_ = l_2488_;
                                        }
                                        uint _e8846 = l_mut_450_;
                                        l_mut_1632_ = _e8846;
                                        uint _e8847 = l_mut_445_;
                                        l_mut_736_ = _e8847;
                                    } else {
                                        uint l_2489_ = (l_72_ >> 31u);
                                        bool l_2490_ = (l_2489_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2490_) {
                                            uint l_2491_ = (0u - l_69_);
                                            uint l_2492_ = (0u - l_72_);
                                            bool l_2493_ = (0u < l_69_);
                                            uint l_2494_ = uint(l_2493_);
                                            uint l_2495_ = (l_2492_ - l_2494_);
                                            l_mut_450_ = l_2491_;
                                            l_mut_445_ = l_2495_;
                                        }
                                        uint _e8860 = l_mut_450_;
                                        uint _e8861 = l_mut_2438_;
                                        uint l_2496_ = (_e8860 * _e8861);
                                        uint _e8863 = l_mut_445_;
                                        uint _e8864 = l_mut_2438_;
                                        uint l_2497_ = (_e8863 * _e8864);
                                        uint _e8866 = l_mut_450_;
                                        uint l_4666_ = (_e8866 & 65535u);
                                        uint _e8869 = l_mut_450_;
                                        uint l_4667_ = (_e8869 >> 16u);
                                        uint l_4668_ = (l_4667_ & 65535u);
                                        uint _e8874 = l_mut_2438_;
                                        uint l_4669_ = (_e8874 & 65535u);
                                        uint _e8877 = l_mut_2438_;
                                        uint l_4670_ = (_e8877 >> 16u);
                                        uint l_4671_ = (l_4670_ & 65535u);
                                        uint l_4672_ = (l_4666_ * l_4669_);
                                        uint l_4673_ = (l_4668_ * l_4669_);
                                        uint l_4674_ = (l_4666_ * l_4671_);
                                        uint l_4675_ = (l_4668_ * l_4671_);
                                        uint l_4676_ = (l_4672_ >> 16u);
                                        uint l_4677_ = (l_4676_ & 65535u);
                                        uint l_4678_ = (l_4673_ & 65535u);
                                        uint l_4679_ = (l_4677_ + l_4678_);
                                        uint l_4680_ = (l_4674_ & 65535u);
                                        uint l_4681_ = (l_4679_ + l_4680_);
                                        uint l_4682_ = (l_4673_ >> 16u);
                                        uint l_4683_ = (l_4682_ & 65535u);
                                        uint l_4684_ = (l_4675_ + l_4683_);
                                        uint l_4685_ = (l_4674_ >> 16u);
                                        uint l_4686_ = (l_4685_ & 65535u);
                                        uint l_4687_ = (l_4684_ + l_4686_);
                                        uint l_4688_ = (l_4681_ >> 16u);
                                        uint l_4689_ = (l_4688_ & 65535u);
                                        uint l_2498_ = (l_4687_ + l_4689_);
                                        uint l_2499_ = (l_2498_ + l_2497_);
                                        uint _e8912 = l_mut_445_;
                                        uint l_4691_ = (_e8912 & 65535u);
                                        uint _e8915 = l_mut_445_;
                                        uint l_4692_ = (_e8915 >> 16u);
                                        uint l_4693_ = (l_4692_ & 65535u);
                                        uint _e8920 = l_mut_2438_;
                                        uint l_4694_ = (_e8920 & 65535u);
                                        uint _e8923 = l_mut_2438_;
                                        uint l_4695_ = (_e8923 >> 16u);
                                        uint l_4696_ = (l_4695_ & 65535u);
                                        uint l_4697_ = (l_4691_ * l_4694_);
                                        uint l_4698_ = (l_4693_ * l_4694_);
                                        uint l_4699_ = (l_4691_ * l_4696_);
                                        uint l_4700_ = (l_4693_ * l_4696_);
                                        uint l_4701_ = (l_4697_ >> 16u);
                                        uint l_4702_ = (l_4701_ & 65535u);
                                        uint l_4703_ = (l_4698_ & 65535u);
                                        uint l_4704_ = (l_4702_ + l_4703_);
                                        uint l_4705_ = (l_4699_ & 65535u);
                                        uint l_4706_ = (l_4704_ + l_4705_);
                                        uint l_4707_ = (l_4698_ >> 16u);
                                        uint l_4708_ = (l_4707_ & 65535u);
                                        uint l_4709_ = (l_4700_ + l_4708_);
                                        uint l_4710_ = (l_4699_ >> 16u);
                                        uint l_4711_ = (l_4710_ & 65535u);
                                        uint l_4712_ = (l_4709_ + l_4711_);
                                        uint l_4713_ = (l_4706_ >> 16u);
                                        uint l_4714_ = (l_4713_ & 65535u);
                                        uint l_2500_ = (l_4712_ + l_4714_);
                                        bool l_2501_ = (l_2499_ < l_2497_);
                                        uint l_2502_ = uint(l_2501_);
                                        uint l_2503_ = (l_2500_ + l_2502_);
                                        l_mut_444_ = l_2496_;
                                        bool l_2505_ = (0u > 0u);
                                        if (l_2505_) {
                                            uint l_2506_ = (l_2496_ >> 0u);
                                            uint l_2507_ = (32u - 0u);
                                            uint l_2508_ = (l_2499_ << l_2507_);
                                            uint l_2509_ = (l_2506_ | l_2508_);
                                            l_mut_444_ = l_2509_;
                                        }
                                        l_mut_441_ = l_2499_;
                                        bool l_2510_ = (0u > 0u);
                                        if (l_2510_) {
                                            uint l_2511_ = (l_2499_ >> 0u);
                                            uint l_2512_ = (32u - 0u);
                                            uint l_2513_ = (l_2503_ << l_2512_);
                                            uint l_2514_ = (l_2511_ | l_2513_);
                                            l_mut_441_ = l_2514_;
                                        }
                                        uint _e8975 = l_mut_444_;
                                        l_mut_440_ = _e8975;
                                        uint _e8976 = l_mut_441_;
                                        l_mut_444_ = _e8976;
                                        if (false) {
                                            l_mut_440_ = l_2503_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2499_;
                                                bool l_2517_ = (0u > 0u);
                                                if (l_2517_) {
                                                    uint l_2518_ = (l_2499_ >> 0u);
                                                    uint l_2519_ = (32u - 0u);
                                                    uint l_2520_ = (l_2503_ << l_2519_);
                                                    uint l_2521_ = (l_2518_ | l_2520_);
                                                    l_mut_441_ = l_2521_;
                                                }
                                                uint l_2522_ = (l_2503_ >> 0u);
                                                uint _e8988 = l_mut_441_;
                                                l_mut_440_ = _e8988;
                                                l_mut_444_ = l_2522_;
                                            }
                                        }
                                        uint _e8989 = l_mut_450_;
                                        uint _e8990 = l_mut_2438_;
                                        uint l_2523_ = (_e8989 * _e8990);
                                        uint _e8992 = l_mut_445_;
                                        uint _e8993 = l_mut_2438_;
                                        uint l_2524_ = (_e8992 * _e8993);
                                        uint _e8995 = l_mut_450_;
                                        uint l_4716_ = (_e8995 & 65535u);
                                        uint _e8998 = l_mut_450_;
                                        uint l_4717_ = (_e8998 >> 16u);
                                        uint l_4718_ = (l_4717_ & 65535u);
                                        uint _e9003 = l_mut_2438_;
                                        uint l_4719_ = (_e9003 & 65535u);
                                        uint _e9006 = l_mut_2438_;
                                        uint l_4720_ = (_e9006 >> 16u);
                                        uint l_4721_ = (l_4720_ & 65535u);
                                        uint l_4722_ = (l_4716_ * l_4719_);
                                        uint l_4723_ = (l_4718_ * l_4719_);
                                        uint l_4724_ = (l_4716_ * l_4721_);
                                        uint l_4725_ = (l_4718_ * l_4721_);
                                        uint l_4726_ = (l_4722_ >> 16u);
                                        uint l_4727_ = (l_4726_ & 65535u);
                                        uint l_4728_ = (l_4723_ & 65535u);
                                        uint l_4729_ = (l_4727_ + l_4728_);
                                        uint l_4730_ = (l_4724_ & 65535u);
                                        uint l_4731_ = (l_4729_ + l_4730_);
                                        uint l_4732_ = (l_4723_ >> 16u);
                                        uint l_4733_ = (l_4732_ & 65535u);
                                        uint l_4734_ = (l_4725_ + l_4733_);
                                        uint l_4735_ = (l_4724_ >> 16u);
                                        uint l_4736_ = (l_4735_ & 65535u);
                                        uint l_4737_ = (l_4734_ + l_4736_);
                                        uint l_4738_ = (l_4731_ >> 16u);
                                        uint l_4739_ = (l_4738_ & 65535u);
                                        uint l_2525_ = (l_4737_ + l_4739_);
                                        uint l_2526_ = (l_2525_ + l_2524_);
                                        uint _e9041 = l_mut_445_;
                                        uint l_4741_ = (_e9041 & 65535u);
                                        uint _e9044 = l_mut_445_;
                                        uint l_4742_ = (_e9044 >> 16u);
                                        uint l_4743_ = (l_4742_ & 65535u);
                                        uint _e9049 = l_mut_2438_;
                                        uint l_4744_ = (_e9049 & 65535u);
                                        uint _e9052 = l_mut_2438_;
                                        uint l_4745_ = (_e9052 >> 16u);
                                        uint l_4746_ = (l_4745_ & 65535u);
                                        uint l_4747_ = (l_4741_ * l_4744_);
                                        uint l_4748_ = (l_4743_ * l_4744_);
                                        uint l_4749_ = (l_4741_ * l_4746_);
                                        uint l_4750_ = (l_4743_ * l_4746_);
                                        uint l_4751_ = (l_4747_ >> 16u);
                                        uint l_4752_ = (l_4751_ & 65535u);
                                        uint l_4753_ = (l_4748_ & 65535u);
                                        uint l_4754_ = (l_4752_ + l_4753_);
                                        uint l_4755_ = (l_4749_ & 65535u);
                                        uint l_4756_ = (l_4754_ + l_4755_);
                                        uint l_4757_ = (l_4748_ >> 16u);
                                        uint l_4758_ = (l_4757_ & 65535u);
                                        uint l_4759_ = (l_4750_ + l_4758_);
                                        uint l_4760_ = (l_4749_ >> 16u);
                                        uint l_4761_ = (l_4760_ & 65535u);
                                        uint l_4762_ = (l_4759_ + l_4761_);
                                        uint l_4763_ = (l_4756_ >> 16u);
                                        uint l_4764_ = (l_4763_ & 65535u);
                                        uint l_2527_ = (l_4762_ + l_4764_);
                                        bool l_2528_ = (l_2526_ < l_2524_);
                                        uint l_2529_ = uint(l_2528_);
                                        uint l_2530_ = (l_2527_ + l_2529_);
                                        l_mut_441_ = l_2523_;
                                        bool l_2532_ = (0u > 0u);
                                        if (l_2532_) {
                                            uint l_2533_ = (l_2523_ >> 0u);
                                            uint l_2534_ = (32u - 0u);
                                            uint l_2535_ = (l_2526_ << l_2534_);
                                            uint l_2536_ = (l_2533_ | l_2535_);
                                            l_mut_441_ = l_2536_;
                                        }
                                        l_mut_439_ = l_2526_;
                                        bool l_2537_ = (0u > 0u);
                                        if (l_2537_) {
                                            uint l_2538_ = (l_2526_ >> 0u);
                                            uint l_2539_ = (32u - 0u);
                                            uint l_2540_ = (l_2530_ << l_2539_);
                                            uint l_2541_ = (l_2538_ | l_2540_);
                                            l_mut_439_ = l_2541_;
                                        }
                                        uint _e9104 = l_mut_441_;
                                        l_mut_428_ = _e9104;
                                        uint _e9105 = l_mut_439_;
                                        l_mut_441_ = _e9105;
                                        if (true) {
                                            l_mut_428_ = l_2530_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_439_ = l_2526_;
                                                bool l_2544_ = (0u > 0u);
                                                if (l_2544_) {
                                                    uint l_2545_ = (l_2526_ >> 0u);
                                                    uint l_2546_ = (32u - 0u);
                                                    uint l_2547_ = (l_2530_ << l_2546_);
                                                    uint l_2548_ = (l_2545_ | l_2547_);
                                                    l_mut_439_ = l_2548_;
                                                }
                                                uint l_2549_ = (l_2530_ >> 0u);
                                                uint _e9117 = l_mut_439_;
                                                l_mut_428_ = _e9117;
                                                l_mut_441_ = l_2549_;
                                            }
                                        }
                                        uint _e9118 = l_mut_440_;
                                        uint _e9119 = l_mut_2438_;
                                        uint l_2550_ = (_e9118 * _e9119);
                                        uint _e9121 = l_mut_444_;
                                        uint _e9122 = l_mut_2438_;
                                        uint l_2551_ = (_e9121 * _e9122);
                                        uint _e9124 = l_mut_440_;
                                        uint l_4766_ = (_e9124 & 65535u);
                                        uint _e9127 = l_mut_440_;
                                        uint l_4767_ = (_e9127 >> 16u);
                                        uint l_4768_ = (l_4767_ & 65535u);
                                        uint _e9132 = l_mut_2438_;
                                        uint l_4769_ = (_e9132 & 65535u);
                                        uint _e9135 = l_mut_2438_;
                                        uint l_4770_ = (_e9135 >> 16u);
                                        uint l_4771_ = (l_4770_ & 65535u);
                                        uint l_4772_ = (l_4766_ * l_4769_);
                                        uint l_4773_ = (l_4768_ * l_4769_);
                                        uint l_4774_ = (l_4766_ * l_4771_);
                                        uint l_4775_ = (l_4768_ * l_4771_);
                                        uint l_4776_ = (l_4772_ >> 16u);
                                        uint l_4777_ = (l_4776_ & 65535u);
                                        uint l_4778_ = (l_4773_ & 65535u);
                                        uint l_4779_ = (l_4777_ + l_4778_);
                                        uint l_4780_ = (l_4774_ & 65535u);
                                        uint l_4781_ = (l_4779_ + l_4780_);
                                        uint l_4782_ = (l_4773_ >> 16u);
                                        uint l_4783_ = (l_4782_ & 65535u);
                                        uint l_4784_ = (l_4775_ + l_4783_);
                                        uint l_4785_ = (l_4774_ >> 16u);
                                        uint l_4786_ = (l_4785_ & 65535u);
                                        uint l_4787_ = (l_4784_ + l_4786_);
                                        uint l_4788_ = (l_4781_ >> 16u);
                                        uint l_4789_ = (l_4788_ & 65535u);
                                        uint l_2552_ = (l_4787_ + l_4789_);
                                        uint l_2553_ = (l_2552_ + l_2551_);
                                        uint _e9170 = l_mut_444_;
                                        uint l_4791_ = (_e9170 & 65535u);
                                        uint _e9173 = l_mut_444_;
                                        uint l_4792_ = (_e9173 >> 16u);
                                        uint l_4793_ = (l_4792_ & 65535u);
                                        uint _e9178 = l_mut_2438_;
                                        uint l_4794_ = (_e9178 & 65535u);
                                        uint _e9181 = l_mut_2438_;
                                        uint l_4795_ = (_e9181 >> 16u);
                                        uint l_4796_ = (l_4795_ & 65535u);
                                        uint l_4797_ = (l_4791_ * l_4794_);
                                        uint l_4798_ = (l_4793_ * l_4794_);
                                        uint l_4799_ = (l_4791_ * l_4796_);
                                        uint l_4800_ = (l_4793_ * l_4796_);
                                        uint l_4801_ = (l_4797_ >> 16u);
                                        uint l_4802_ = (l_4801_ & 65535u);
                                        uint l_4803_ = (l_4798_ & 65535u);
                                        uint l_4804_ = (l_4802_ + l_4803_);
                                        uint l_4805_ = (l_4799_ & 65535u);
                                        uint l_4806_ = (l_4804_ + l_4805_);
                                        uint l_4807_ = (l_4798_ >> 16u);
                                        uint l_4808_ = (l_4807_ & 65535u);
                                        uint l_4809_ = (l_4800_ + l_4808_);
                                        uint l_4810_ = (l_4799_ >> 16u);
                                        uint l_4811_ = (l_4810_ & 65535u);
                                        uint l_4812_ = (l_4809_ + l_4811_);
                                        uint l_4813_ = (l_4806_ >> 16u);
                                        uint l_4814_ = (l_4813_ & 65535u);
                                        uint l_2554_ = (l_4812_ + l_4814_);
                                        bool l_2555_ = (l_2553_ < l_2551_);
                                        uint l_2556_ = uint(l_2555_);
                                        uint l_2557_ = (l_2554_ + l_2556_);
                                        l_mut_450_ = l_2550_;
                                        bool l_2559_ = (0u > 0u);
                                        if (l_2559_) {
                                            uint l_2560_ = (l_2550_ >> 0u);
                                            uint l_2561_ = (32u - 0u);
                                            uint l_2562_ = (l_2553_ << l_2561_);
                                            uint l_2563_ = (l_2560_ | l_2562_);
                                            l_mut_450_ = l_2563_;
                                        }
                                        l_mut_445_ = l_2553_;
                                        bool l_2564_ = (0u > 0u);
                                        if (l_2564_) {
                                            uint l_2565_ = (l_2553_ >> 0u);
                                            uint l_2566_ = (32u - 0u);
                                            uint l_2567_ = (l_2557_ << l_2566_);
                                            uint l_2568_ = (l_2565_ | l_2567_);
                                            l_mut_445_ = l_2568_;
                                        }
                                        uint _e9233 = l_mut_450_;
                                        l_mut_439_ = _e9233;
                                        uint _e9234 = l_mut_445_;
                                        l_mut_450_ = _e9234;
                                        if (false) {
                                            l_mut_439_ = l_2557_;
                                            l_mut_450_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_445_ = l_2553_;
                                                bool l_2571_ = (0u > 0u);
                                                if (l_2571_) {
                                                    uint l_2572_ = (l_2553_ >> 0u);
                                                    uint l_2573_ = (32u - 0u);
                                                    uint l_2574_ = (l_2557_ << l_2573_);
                                                    uint l_2575_ = (l_2572_ | l_2574_);
                                                    l_mut_445_ = l_2575_;
                                                }
                                                uint l_2576_ = (l_2557_ >> 0u);
                                                uint _e9246 = l_mut_445_;
                                                l_mut_439_ = _e9246;
                                                l_mut_450_ = l_2576_;
                                            }
                                        }
                                        uint _e9247 = l_mut_440_;
                                        uint _e9248 = l_mut_2438_;
                                        uint l_2577_ = (_e9247 * _e9248);
                                        uint _e9250 = l_mut_444_;
                                        uint _e9251 = l_mut_2438_;
                                        uint l_2578_ = (_e9250 * _e9251);
                                        uint _e9253 = l_mut_440_;
                                        uint l_4816_ = (_e9253 & 65535u);
                                        uint _e9256 = l_mut_440_;
                                        uint l_4817_ = (_e9256 >> 16u);
                                        uint l_4818_ = (l_4817_ & 65535u);
                                        uint _e9261 = l_mut_2438_;
                                        uint l_4819_ = (_e9261 & 65535u);
                                        uint _e9264 = l_mut_2438_;
                                        uint l_4820_ = (_e9264 >> 16u);
                                        uint l_4821_ = (l_4820_ & 65535u);
                                        uint l_4822_ = (l_4816_ * l_4819_);
                                        uint l_4823_ = (l_4818_ * l_4819_);
                                        uint l_4824_ = (l_4816_ * l_4821_);
                                        uint l_4825_ = (l_4818_ * l_4821_);
                                        uint l_4826_ = (l_4822_ >> 16u);
                                        uint l_4827_ = (l_4826_ & 65535u);
                                        uint l_4828_ = (l_4823_ & 65535u);
                                        uint l_4829_ = (l_4827_ + l_4828_);
                                        uint l_4830_ = (l_4824_ & 65535u);
                                        uint l_4831_ = (l_4829_ + l_4830_);
                                        uint l_4832_ = (l_4823_ >> 16u);
                                        uint l_4833_ = (l_4832_ & 65535u);
                                        uint l_4834_ = (l_4825_ + l_4833_);
                                        uint l_4835_ = (l_4824_ >> 16u);
                                        uint l_4836_ = (l_4835_ & 65535u);
                                        uint l_4837_ = (l_4834_ + l_4836_);
                                        uint l_4838_ = (l_4831_ >> 16u);
                                        uint l_4839_ = (l_4838_ & 65535u);
                                        uint l_2579_ = (l_4837_ + l_4839_);
                                        uint l_2580_ = (l_2579_ + l_2578_);
                                        uint _e9299 = l_mut_444_;
                                        uint l_4841_ = (_e9299 & 65535u);
                                        uint _e9302 = l_mut_444_;
                                        uint l_4842_ = (_e9302 >> 16u);
                                        uint l_4843_ = (l_4842_ & 65535u);
                                        uint _e9307 = l_mut_2438_;
                                        uint l_4844_ = (_e9307 & 65535u);
                                        uint _e9310 = l_mut_2438_;
                                        uint l_4845_ = (_e9310 >> 16u);
                                        uint l_4846_ = (l_4845_ & 65535u);
                                        uint l_4847_ = (l_4841_ * l_4844_);
                                        uint l_4848_ = (l_4843_ * l_4844_);
                                        uint l_4849_ = (l_4841_ * l_4846_);
                                        uint l_4850_ = (l_4843_ * l_4846_);
                                        uint l_4851_ = (l_4847_ >> 16u);
                                        uint l_4852_ = (l_4851_ & 65535u);
                                        uint l_4853_ = (l_4848_ & 65535u);
                                        uint l_4854_ = (l_4852_ + l_4853_);
                                        uint l_4855_ = (l_4849_ & 65535u);
                                        uint l_4856_ = (l_4854_ + l_4855_);
                                        uint l_4857_ = (l_4848_ >> 16u);
                                        uint l_4858_ = (l_4857_ & 65535u);
                                        uint l_4859_ = (l_4850_ + l_4858_);
                                        uint l_4860_ = (l_4849_ >> 16u);
                                        uint l_4861_ = (l_4860_ & 65535u);
                                        uint l_4862_ = (l_4859_ + l_4861_);
                                        uint l_4863_ = (l_4856_ >> 16u);
                                        uint l_4864_ = (l_4863_ & 65535u);
                                        uint l_2581_ = (l_4862_ + l_4864_);
                                        bool l_2582_ = (l_2580_ < l_2578_);
                                        uint l_2583_ = uint(l_2582_);
                                        uint l_2584_ = (l_2581_ + l_2583_);
                                        l_mut_445_ = l_2577_;
                                        bool l_2586_ = (0u > 0u);
                                        if (l_2586_) {
                                            uint l_2587_ = (l_2577_ >> 0u);
                                            uint l_2588_ = (32u - 0u);
                                            uint l_2589_ = (l_2580_ << l_2588_);
                                            uint l_2590_ = (l_2587_ | l_2589_);
                                            l_mut_445_ = l_2590_;
                                        }
                                        l_mut_421_ = l_2580_;
                                        bool l_2591_ = (0u > 0u);
                                        if (l_2591_) {
                                            uint l_2592_ = (l_2580_ >> 0u);
                                            uint l_2593_ = (32u - 0u);
                                            uint l_2594_ = (l_2584_ << l_2593_);
                                            uint l_2595_ = (l_2592_ | l_2594_);
                                            l_mut_421_ = l_2595_;
                                        }
                                        uint _e9362 = l_mut_445_;
                                        l_mut_394_ = _e9362;
                                        uint _e9363 = l_mut_421_;
                                        l_mut_445_ = _e9363;
                                        if (true) {
                                            l_mut_394_ = l_2584_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2580_;
                                                bool l_2598_ = (0u > 0u);
                                                if (l_2598_) {
                                                    uint l_2599_ = (l_2580_ >> 0u);
                                                    uint l_2600_ = (32u - 0u);
                                                    uint l_2601_ = (l_2584_ << l_2600_);
                                                    uint l_2602_ = (l_2599_ | l_2601_);
                                                    l_mut_421_ = l_2602_;
                                                }
                                                uint l_2603_ = (l_2584_ >> 0u);
                                                uint _e9375 = l_mut_421_;
                                                l_mut_394_ = _e9375;
                                                l_mut_445_ = l_2603_;
                                            }
                                        }
                                        uint _e9376 = l_mut_428_;
                                        uint _e9377 = l_mut_2438_;
                                        uint l_2604_ = (_e9376 * _e9377);
                                        uint _e9379 = l_mut_428_;
                                        uint l_4866_ = (_e9379 & 65535u);
                                        uint _e9382 = l_mut_428_;
                                        uint l_4867_ = (_e9382 >> 16u);
                                        uint l_4868_ = (l_4867_ & 65535u);
                                        uint _e9387 = l_mut_2438_;
                                        uint l_4869_ = (_e9387 & 65535u);
                                        uint _e9390 = l_mut_2438_;
                                        uint l_4870_ = (_e9390 >> 16u);
                                        uint l_4871_ = (l_4870_ & 65535u);
                                        uint l_4872_ = (l_4866_ * l_4869_);
                                        uint l_4873_ = (l_4868_ * l_4869_);
                                        uint l_4874_ = (l_4866_ * l_4871_);
                                        uint l_4875_ = (l_4868_ * l_4871_);
                                        uint l_4876_ = (l_4872_ >> 16u);
                                        uint l_4877_ = (l_4876_ & 65535u);
                                        uint l_4878_ = (l_4873_ & 65535u);
                                        uint l_4879_ = (l_4877_ + l_4878_);
                                        uint l_4880_ = (l_4874_ & 65535u);
                                        uint l_4881_ = (l_4879_ + l_4880_);
                                        uint l_4882_ = (l_4873_ >> 16u);
                                        uint l_4883_ = (l_4882_ & 65535u);
                                        uint l_4884_ = (l_4875_ + l_4883_);
                                        uint l_4885_ = (l_4874_ >> 16u);
                                        uint l_4886_ = (l_4885_ & 65535u);
                                        uint l_4887_ = (l_4884_ + l_4886_);
                                        uint l_4888_ = (l_4881_ >> 16u);
                                        uint l_4889_ = (l_4888_ & 65535u);
                                        uint l_2605_ = (l_4887_ + l_4889_);
                                        uint _e9424 = l_mut_441_;
                                        uint _e9425 = l_mut_2438_;
                                        uint l_2606_ = (_e9424 * _e9425);
                                        uint l_2607_ = (l_2605_ + l_2606_);
                                        uint _e9428 = l_mut_394_;
                                        uint l_2608_ = (_e9428 + l_2604_);
                                        uint _e9430 = l_mut_445_;
                                        uint l_2609_ = (_e9430 + l_2607_);
                                        uint _e9432 = l_mut_394_;
                                        bool l_2610_ = (l_2608_ < _e9432);
                                        uint l_2611_ = uint(l_2610_);
                                        uint l_2612_ = (l_2609_ + l_2611_);
                                        uint _e9436 = l_mut_439_;
                                        l_mut_1632_ = _e9436;
                                        uint _e9437 = l_mut_450_;
                                        l_mut_736_ = _e9437;
                                        bool l_2613_ = (l_9_ == 64u);
                                        if (l_2613_) {
                                            l_mut_1632_ = l_2608_;
                                            l_mut_736_ = l_2612_;
                                        } else {
                                            bool l_2614_ = (l_9_ > 0u);
                                            if (l_2614_) {
                                                uint l_2615_ = (64u - l_9_);
                                                l_mut_445_ = l_2608_;
                                                l_mut_444_ = l_2612_;
                                                bool l_2616_ = (l_2615_ >= 32u);
                                                if (l_2616_) {
                                                    uint l_2617_ = (l_2615_ & 31u);
                                                    uint l_2618_ = (l_2608_ << l_2617_);
                                                    l_mut_445_ = 0u;
                                                    l_mut_444_ = l_2618_;
                                                } else {
                                                    bool l_2619_ = (l_2615_ > 0u);
                                                    if (l_2619_) {
                                                        uint l_2620_ = (l_2608_ << l_2615_);
                                                        uint l_2621_ = (l_2612_ << l_2615_);
                                                        uint l_2622_ = (32u - l_2615_);
                                                        uint l_2623_ = (l_2608_ >> l_2622_);
                                                        uint l_2624_ = (l_2621_ | l_2623_);
                                                        l_mut_445_ = l_2620_;
                                                        l_mut_444_ = l_2624_;
                                                    }
                                                }
                                                uint _e9458 = l_mut_439_;
                                                l_mut_441_ = _e9458;
                                                uint _e9459 = l_mut_450_;
                                                l_mut_440_ = _e9459;
                                                bool l_2625_ = (l_9_ >= 32u);
                                                if (l_2625_) {
                                                    uint l_2626_ = (l_9_ & 31u);
                                                    uint _e9464 = l_mut_450_;
                                                    uint l_2627_ = (_e9464 >> l_2626_);
                                                    l_mut_441_ = l_2627_;
                                                    l_mut_440_ = 0u;
                                                } else {
                                                    bool l_2628_ = (l_9_ > 0u);
                                                    if (l_2628_) {
                                                        uint _e9469 = l_mut_439_;
                                                        l_mut_428_ = _e9469;
                                                        bool l_2629_ = (l_9_ > 0u);
                                                        if (l_2629_) {
                                                            uint _e9472 = l_mut_439_;
                                                            uint l_2630_ = (_e9472 >> l_9_);
                                                            uint l_2631_ = (32u - l_9_);
                                                            uint _e9476 = l_mut_450_;
                                                            uint l_2632_ = (_e9476 << l_2631_);
                                                            uint l_2633_ = (l_2630_ | l_2632_);
                                                            l_mut_428_ = l_2633_;
                                                        }
                                                        uint _e9479 = l_mut_450_;
                                                        uint l_2634_ = (_e9479 >> l_9_);
                                                        uint _e9481 = l_mut_428_;
                                                        l_mut_441_ = _e9481;
                                                        l_mut_440_ = l_2634_;
                                                    }
                                                }
                                                uint _e9482 = l_mut_445_;
                                                uint _e9483 = l_mut_441_;
                                                uint l_2635_ = (_e9482 + _e9483);
                                                uint _e9485 = l_mut_444_;
                                                uint _e9486 = l_mut_440_;
                                                uint l_2636_ = (_e9485 + _e9486);
                                                uint _e9488 = l_mut_445_;
                                                bool l_2637_ = (l_2635_ < _e9488);
                                                uint l_2638_ = uint(l_2637_);
                                                uint l_2639_ = (l_2636_ + l_2638_);
                                                l_mut_1632_ = l_2635_;
                                                l_mut_736_ = l_2639_;
                                            }
                                        }
                                        if (l_2490_) {
                                            uint _e9493 = l_mut_1632_;
                                            uint l_2640_ = (0u - _e9493);
                                            uint _e9496 = l_mut_736_;
                                            uint l_2641_ = (0u - _e9496);
                                            uint _e9499 = l_mut_1632_;
                                            bool l_2642_ = (0u < _e9499);
                                            uint l_2643_ = uint(l_2642_);
                                            uint l_2644_ = (l_2641_ - l_2643_);
                                            l_mut_1632_ = l_2640_;
                                            l_mut_736_ = l_2644_;
                                        }
                                    }
                                    uint _e9503 = l_mut_1632_;
                                    uint l_2645_ = (l_2443_ + _e9503);
                                    uint _e9505 = l_mut_736_;
                                    uint l_2646_ = (l_2447_ + _e9505);
                                    bool l_2647_ = (l_2645_ < l_2443_);
                                    uint l_2648_ = uint(l_2647_);
                                    uint l_2649_ = (l_2646_ + l_2648_);
                                    uint l_2650_ = (0u - l_2645_);
                                    uint l_2651_ = (0u - l_2649_);
                                    bool l_2652_ = (0u < l_2645_);
                                    uint l_2653_ = uint(l_2652_);
                                    uint l_2654_ = (l_2651_ - l_2653_);
                                    l_mut_1632_ = l_2650_;
                                    l_mut_736_ = l_2654_;
                                    uint _e9518 = l_mut_736_;
                                    bool l_2655_ = (l_2649_ < _e9518);
                                    uint _e9520 = l_mut_736_;
                                    bool l_2656_ = (l_2649_ == _e9520);
                                    uint _e9522 = l_mut_1632_;
                                    bool l_2657_ = (l_2645_ < _e9522);
                                    if (l_2656_) {
                                        local_167 = l_2657_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2658_ = local_167;
                                    if (!(l_2655_)) {
                                        local_168 = l_2658_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2659_ = local_168;
                                    if (l_2659_) {
                                        l_mut_1632_ = l_2645_;
                                        l_mut_736_ = l_2649_;
                                    }
                                    uint _e9533 = l_mut_736_;
                                    bool l_2660_ = (_e9533 < l_27_);
                                    uint _e9535 = l_mut_736_;
                                    bool l_2661_ = (_e9535 == l_27_);
                                    uint _e9537 = l_mut_1632_;
                                    bool l_2662_ = (_e9537 < l_24_);
                                    if (l_2661_) {
                                        local_169 = l_2662_;
                                    } else {
                                        local_169 = false;
                                    }
                                    bool l_2663_ = local_169;
                                    if (!(l_2660_)) {
                                        local_170 = l_2663_;
                                    } else {
                                        local_170 = true;
                                    }
                                    bool l_2664_ = local_170;
                                    if (l_2664_) {
                                        uint _e9548 = l_mut_1916_;
                                        uint l_2665_ = (_e9548 * 2u);
                                        uint l_2666_ = (l_2665_ + 1u);
                                        uint l_2667_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2668_ = (l_2666_ < l_2667_);
                                        if (l_2668_) {
                                            uint l_4891_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4892_ = (l_4891_ * 1u);
                                            bool l_4893_ = (l_2665_ < l_4892_);
                                            if (l_4893_) {
                                                _group_0_binding_4_cs[l_2665_] = id;
                                            }
                                            uint l_2669_ = (l_2665_ + 1u);
                                            uint l_4894_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4895_ = (l_4894_ * 1u);
                                            bool l_4896_ = (l_2669_ < l_4895_);
                                            if (l_4896_) {
                                                uint _e9578 = l_mut_2438_;
                                                _group_0_binding_4_cs[l_2669_] = _e9578;
                                            }
                                        }
                                        uint _e9579 = l_mut_1916_;
                                        l_mut_1916_ = (_e9579 + 1u);
                                    }
                                }
                            }
                            uint _e9585 = l_mut_1916_;
                            l_mut_1921_ = _e9585;
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
