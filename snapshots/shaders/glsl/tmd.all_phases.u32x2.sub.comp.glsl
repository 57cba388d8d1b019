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
    uint l_mut_1656_ = 0u;
    uint l_mut_1940_ = 0u;
    uint l_mut_1945_ = 0u;
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
    bool l_mut_652_ = false;
    uint l_mut_65_ = 0u;
    uint l_mut_743_ = 0u;
    uint l_mut_748_ = 0u;
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
    uint l_mut_674_ = 0u;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    uint l_mut_741_ = 0u;
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
    uint l_mut_858_ = 0u;
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    uint l_mut_940_ = 0u;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    uint l_mut_1023_ = 0u;
    bool local_83 = false;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
    uint l_mut_1650_ = 0u;
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
    uint l_mut_1759_ = 0u;
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
    uint l_mut_1871_ = 0u;
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    bool local_131 = false;
    bool local_132 = false;
    uint l_mut_1938_ = 0u;
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
    uint l_mut_2055_ = 0u;
    bool local_147 = false;
    bool local_148 = false;
    bool local_149 = false;
    bool local_150 = false;
    bool local_151 = false;
    bool local_152 = false;
    bool local_153 = false;
    bool local_154 = false;
    uint l_mut_2137_ = 0u;
    bool local_155 = false;
    bool local_156 = false;
    bool local_157 = false;
    bool local_158 = false;
    bool local_159 = false;
    bool local_160 = false;
    bool local_161 = false;
    bool local_162 = false;
    uint l_mut_2221_ = 0u;
    bool local_163 = false;
    bool local_164 = false;
    bool local_165 = false;
    bool local_166 = false;
    uint l_mut_2455_ = 0u;
    uint l_mut_2462_ = 0u;
    bool local_167 = false;
    bool local_168 = false;
    bool local_169 = false;
    bool local_170 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2750_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2751_ = (l_2750_ * 1u);
        uint l_2752_ = (l_2751_ - 1u);
        uint l_2753_ = min(3u, l_2752_);
        uint _e71 = atomicAdd(_group_0_binding_5_cs[l_2753_], 1u);
    }
    uint l_2694_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2695_ = (l_2694_ * 1u);
    bool l_2696_ = (0u < l_2695_);
    uint l_2697_ = (l_2695_ - 1u);
    uint l_2698_ = min(0u, l_2697_);
    uint l_2699_ = _group_0_binding_3_cs[l_2698_];
    uint l_4_ = (l_2696_ ? l_2699_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2701_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2702_ = (l_2701_ * 1u);
    bool l_2703_ = (l_6_ < l_2702_);
    uint l_2704_ = (l_2702_ - 1u);
    uint l_2705_ = min(l_6_, l_2704_);
    uint l_2706_ = _group_0_binding_3_cs[l_2705_];
    uint l_7_ = (l_2703_ ? l_2706_ : 0u);
    uint l_2708_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2709_ = (l_2708_ * 1u);
    bool l_2710_ = (2u < l_2709_);
    uint l_2711_ = (l_2709_ - 1u);
    uint l_2712_ = min(2u, l_2711_);
    uint l_2713_ = _group_0_binding_3_cs[l_2712_];
    uint l_9_ = (l_2710_ ? l_2713_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2715_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2716_ = (l_2715_ * 1u);
    bool l_2717_ = (l_11_ < l_2716_);
    uint l_2718_ = (l_2716_ - 1u);
    uint l_2719_ = min(l_11_, l_2718_);
    uint l_2720_ = _group_0_binding_3_cs[l_2719_];
    uint l_12_ = (l_2717_ ? l_2720_ : 0u);
    uint l_2722_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2723_ = (l_2722_ * 1u);
    bool l_2724_ = (4u < l_2723_);
    uint l_2725_ = (l_2723_ - 1u);
    uint l_2726_ = min(4u, l_2725_);
    uint l_2727_ = _group_0_binding_3_cs[l_2726_];
    uint l_14_ = (l_2724_ ? l_2727_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2729_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2730_ = (l_2729_ * 1u);
    bool l_2731_ = (l_16_ < l_2730_);
    uint l_2732_ = (l_2730_ - 1u);
    uint l_2733_ = min(l_16_, l_2732_);
    uint l_2734_ = _group_0_binding_3_cs[l_2733_];
    uint l_17_ = (l_2731_ ? l_2734_ : 0u);
    uint l_2736_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2737_ = (l_2736_ * 1u);
    bool l_2738_ = (6u < l_2737_);
    uint l_2739_ = (l_2737_ - 1u);
    uint l_2740_ = min(6u, l_2739_);
    uint l_2741_ = _group_0_binding_3_cs[l_2740_];
    uint l_19_ = (l_2738_ ? l_2741_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2743_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2744_ = (l_2743_ * 1u);
    bool l_2745_ = (l_21_ < l_2744_);
    uint l_2746_ = (l_2744_ - 1u);
    uint l_2747_ = min(l_21_, l_2746_);
    uint l_2748_ = _group_0_binding_3_cs[l_2747_];
    uint l_22_ = (l_2745_ ? l_2748_ : 0u);
    uint l_23_ = (2u * id);
    uint l_24_ = _group_0_binding_6_cs.static_meta[6];
    bool l_25_ = (l_23_ < l_24_);
    uint l_26_ = (id * l_4_);
    uint l_2755_ = (id & 65535u);
    uint l_2756_ = (id >> 16u);
    uint l_2757_ = (l_2756_ & 65535u);
    uint l_2758_ = (l_4_ & 65535u);
    uint l_2759_ = (l_4_ >> 16u);
    uint l_2760_ = (l_2759_ & 65535u);
    uint l_2761_ = (l_2755_ * l_2758_);
    uint l_2762_ = (l_2757_ * l_2758_);
    uint l_2763_ = (l_2755_ * l_2760_);
    uint l_2764_ = (l_2757_ * l_2760_);
    uint l_2765_ = (l_2761_ >> 16u);
    uint l_2766_ = (l_2765_ & 65535u);
    uint l_2767_ = (l_2762_ & 65535u);
    uint l_2768_ = (l_2766_ + l_2767_);
    uint l_2769_ = (l_2763_ & 65535u);
    uint l_2770_ = (l_2768_ + l_2769_);
    uint l_2771_ = (l_2762_ >> 16u);
    uint l_2772_ = (l_2771_ & 65535u);
    uint l_2773_ = (l_2764_ + l_2772_);
    uint l_2774_ = (l_2763_ >> 16u);
    uint l_2775_ = (l_2774_ & 65535u);
    uint l_2776_ = (l_2773_ + l_2775_);
    uint l_2777_ = (l_2770_ >> 16u);
    uint l_2778_ = (l_2777_ & 65535u);
    uint l_27_ = (l_2776_ + l_2778_);
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
        uint l_2780_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2781_ = (l_2780_ * 1u);
        bool l_2782_ = (l_48_ < l_2781_);
        uint l_2783_ = (l_2781_ - 1u);
        uint l_2784_ = min(l_48_, l_2783_);
        uint l_2785_ = _group_0_binding_0_cs[l_2784_];
        uint l_49_ = (l_2782_ ? l_2785_ : 0u);
        uint l_50_ = (2u * id);
        uint l_51_ = (l_50_ + 1u);
        uint l_2787_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2788_ = (l_2787_ * 1u);
        bool l_2789_ = (l_51_ < l_2788_);
        uint l_2790_ = (l_2788_ - 1u);
        uint l_2791_ = min(l_51_, l_2790_);
        uint l_2792_ = _group_0_binding_0_cs[l_2791_];
        uint l_52_ = (l_2789_ ? l_2792_ : 0u);
        uint l_53_ = (2u * id);
        uint l_2794_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2795_ = (l_2794_ * 1u);
        bool l_2796_ = (l_53_ < l_2795_);
        uint l_2797_ = (l_2795_ - 1u);
        uint l_2798_ = min(l_53_, l_2797_);
        uint l_2799_ = _group_0_binding_1_cs[l_2798_];
        uint l_54_ = (l_2796_ ? l_2799_ : 0u);
        uint l_55_ = (2u * id);
        uint l_56_ = (l_55_ + 1u);
        uint l_2801_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2802_ = (l_2801_ * 1u);
        bool l_2803_ = (l_56_ < l_2802_);
        uint l_2804_ = (l_2802_ - 1u);
        uint l_2805_ = min(l_56_, l_2804_);
        uint l_2806_ = _group_0_binding_1_cs[l_2805_];
        uint l_57_ = (l_2803_ ? l_2806_ : 0u);
        uint l_58_ = (2u * id);
        uint l_2808_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2809_ = (l_2808_ * 1u);
        bool l_2810_ = (l_58_ < l_2809_);
        uint l_2811_ = (l_2809_ - 1u);
        uint l_2812_ = min(l_58_, l_2811_);
        uint l_2813_ = _group_0_binding_2_cs[l_2812_];
        uint l_59_ = (l_2810_ ? l_2813_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2815_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2816_ = (l_2815_ * 1u);
        bool l_2817_ = (l_61_ < l_2816_);
        uint l_2818_ = (l_2816_ - 1u);
        uint l_2819_ = min(l_61_, l_2818_);
        uint l_2820_ = _group_0_binding_2_cs[l_2819_];
        uint l_62_ = (l_2817_ ? l_2820_ : 0u);
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
        uint l_2822_ = (_e421 & 65535u);
        uint _e424 = l_mut_30_;
        uint l_2823_ = (_e424 >> 16u);
        uint l_2824_ = (l_2823_ & 65535u);
        uint l_2825_ = (l_4_ & 65535u);
        uint l_2826_ = (l_4_ >> 16u);
        uint l_2827_ = (l_2826_ & 65535u);
        uint l_2828_ = (l_2822_ * l_2825_);
        uint l_2829_ = (l_2824_ * l_2825_);
        uint l_2830_ = (l_2822_ * l_2827_);
        uint l_2831_ = (l_2824_ * l_2827_);
        uint l_2832_ = (l_2828_ >> 16u);
        uint l_2833_ = (l_2832_ & 65535u);
        uint l_2834_ = (l_2829_ & 65535u);
        uint l_2835_ = (l_2833_ + l_2834_);
        uint l_2836_ = (l_2830_ & 65535u);
        uint l_2837_ = (l_2835_ + l_2836_);
        uint l_2838_ = (l_2829_ >> 16u);
        uint l_2839_ = (l_2838_ & 65535u);
        uint l_2840_ = (l_2831_ + l_2839_);
        uint l_2841_ = (l_2830_ >> 16u);
        uint l_2842_ = (l_2841_ & 65535u);
        uint l_2843_ = (l_2840_ + l_2842_);
        uint l_2844_ = (l_2837_ >> 16u);
        uint l_2845_ = (l_2844_ & 65535u);
        uint l_73_ = (l_2843_ + l_2845_);
        uint l_74_ = (l_73_ + l_72_);
        uint _e465 = l_mut_65_;
        uint l_2847_ = (_e465 & 65535u);
        uint _e468 = l_mut_65_;
        uint l_2848_ = (_e468 >> 16u);
        uint l_2849_ = (l_2848_ & 65535u);
        uint l_2850_ = (l_4_ & 65535u);
        uint l_2851_ = (l_4_ >> 16u);
        uint l_2852_ = (l_2851_ & 65535u);
        uint l_2853_ = (l_2847_ * l_2850_);
        uint l_2854_ = (l_2849_ * l_2850_);
        uint l_2855_ = (l_2847_ * l_2852_);
        uint l_2856_ = (l_2849_ * l_2852_);
        uint l_2857_ = (l_2853_ >> 16u);
        uint l_2858_ = (l_2857_ & 65535u);
        uint l_2859_ = (l_2854_ & 65535u);
        uint l_2860_ = (l_2858_ + l_2859_);
        uint l_2861_ = (l_2855_ & 65535u);
        uint l_2862_ = (l_2860_ + l_2861_);
        uint l_2863_ = (l_2854_ >> 16u);
        uint l_2864_ = (l_2863_ & 65535u);
        uint l_2865_ = (l_2856_ + l_2864_);
        uint l_2866_ = (l_2855_ >> 16u);
        uint l_2867_ = (l_2866_ & 65535u);
        uint l_2868_ = (l_2865_ + l_2867_);
        uint l_2869_ = (l_2862_ >> 16u);
        uint l_2870_ = (l_2869_ & 65535u);
        uint l_75_ = (l_2868_ + l_2870_);
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
            uint l_2872_ = (_e586 & 65535u);
            uint _e589 = l_mut_80_;
            uint l_2873_ = (_e589 >> 16u);
            uint l_2874_ = (l_2873_ & 65535u);
            uint l_2875_ = (l_113_ & 65535u);
            uint l_2876_ = (l_113_ >> 16u);
            uint l_2877_ = (l_2876_ & 65535u);
            uint l_2878_ = (l_2872_ * l_2875_);
            uint l_2879_ = (l_2874_ * l_2875_);
            uint l_2880_ = (l_2872_ * l_2877_);
            uint l_2881_ = (l_2874_ * l_2877_);
            uint l_2882_ = (l_2878_ >> 16u);
            uint l_2883_ = (l_2882_ & 65535u);
            uint l_2884_ = (l_2879_ & 65535u);
            uint l_2885_ = (l_2883_ + l_2884_);
            uint l_2886_ = (l_2880_ & 65535u);
            uint l_2887_ = (l_2885_ + l_2886_);
            uint l_2888_ = (l_2879_ >> 16u);
            uint l_2889_ = (l_2888_ & 65535u);
            uint l_2890_ = (l_2881_ + l_2889_);
            uint l_2891_ = (l_2880_ >> 16u);
            uint l_2892_ = (l_2891_ & 65535u);
            uint l_2893_ = (l_2890_ + l_2892_);
            uint l_2894_ = (l_2887_ >> 16u);
            uint l_2895_ = (l_2894_ & 65535u);
            uint l_123_ = (l_2893_ + l_2895_);
            uint l_124_ = (l_123_ + l_122_);
            uint _e630 = l_mut_65_;
            uint l_2897_ = (_e630 & 65535u);
            uint _e633 = l_mut_65_;
            uint l_2898_ = (_e633 >> 16u);
            uint l_2899_ = (l_2898_ & 65535u);
            uint l_2900_ = (l_113_ & 65535u);
            uint l_2901_ = (l_113_ >> 16u);
            uint l_2902_ = (l_2901_ & 65535u);
            uint l_2903_ = (l_2897_ * l_2900_);
            uint l_2904_ = (l_2899_ * l_2900_);
            uint l_2905_ = (l_2897_ * l_2902_);
            uint l_2906_ = (l_2899_ * l_2902_);
            uint l_2907_ = (l_2903_ >> 16u);
            uint l_2908_ = (l_2907_ & 65535u);
            uint l_2909_ = (l_2904_ & 65535u);
            uint l_2910_ = (l_2908_ + l_2909_);
            uint l_2911_ = (l_2905_ & 65535u);
            uint l_2912_ = (l_2910_ + l_2911_);
            uint l_2913_ = (l_2904_ >> 16u);
            uint l_2914_ = (l_2913_ & 65535u);
            uint l_2915_ = (l_2906_ + l_2914_);
            uint l_2916_ = (l_2905_ >> 16u);
            uint l_2917_ = (l_2916_ & 65535u);
            uint l_2918_ = (l_2915_ + l_2917_);
            uint l_2919_ = (l_2912_ >> 16u);
            uint l_2920_ = (l_2919_ & 65535u);
            uint l_125_ = (l_2918_ + l_2920_);
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
            uint l_2922_ = (_e739 & 65535u);
            uint _e742 = l_mut_141_;
            uint l_2923_ = (_e742 >> 16u);
            uint l_2924_ = (l_2923_ & 65535u);
            uint l_2925_ = (l_4_ & 65535u);
            uint l_2926_ = (l_4_ >> 16u);
            uint l_2927_ = (l_2926_ & 65535u);
            uint l_2928_ = (l_2922_ * l_2925_);
            uint l_2929_ = (l_2924_ * l_2925_);
            uint l_2930_ = (l_2922_ * l_2927_);
            uint l_2931_ = (l_2924_ * l_2927_);
            uint l_2932_ = (l_2928_ >> 16u);
            uint l_2933_ = (l_2932_ & 65535u);
            uint l_2934_ = (l_2929_ & 65535u);
            uint l_2935_ = (l_2933_ + l_2934_);
            uint l_2936_ = (l_2930_ & 65535u);
            uint l_2937_ = (l_2935_ + l_2936_);
            uint l_2938_ = (l_2929_ >> 16u);
            uint l_2939_ = (l_2938_ & 65535u);
            uint l_2940_ = (l_2931_ + l_2939_);
            uint l_2941_ = (l_2930_ >> 16u);
            uint l_2942_ = (l_2941_ & 65535u);
            uint l_2943_ = (l_2940_ + l_2942_);
            uint l_2944_ = (l_2937_ >> 16u);
            uint l_2945_ = (l_2944_ & 65535u);
            uint l_164_ = (l_2943_ + l_2945_);
            uint l_165_ = (l_164_ + l_163_);
            uint _e783 = l_mut_135_;
            uint l_2947_ = (_e783 & 65535u);
            uint _e786 = l_mut_135_;
            uint l_2948_ = (_e786 >> 16u);
            uint l_2949_ = (l_2948_ & 65535u);
            uint l_2950_ = (l_4_ & 65535u);
            uint l_2951_ = (l_4_ >> 16u);
            uint l_2952_ = (l_2951_ & 65535u);
            uint l_2953_ = (l_2947_ * l_2950_);
            uint l_2954_ = (l_2949_ * l_2950_);
            uint l_2955_ = (l_2947_ * l_2952_);
            uint l_2956_ = (l_2949_ * l_2952_);
            uint l_2957_ = (l_2953_ >> 16u);
            uint l_2958_ = (l_2957_ & 65535u);
            uint l_2959_ = (l_2954_ & 65535u);
            uint l_2960_ = (l_2958_ + l_2959_);
            uint l_2961_ = (l_2955_ & 65535u);
            uint l_2962_ = (l_2960_ + l_2961_);
            uint l_2963_ = (l_2954_ >> 16u);
            uint l_2964_ = (l_2963_ & 65535u);
            uint l_2965_ = (l_2956_ + l_2964_);
            uint l_2966_ = (l_2955_ >> 16u);
            uint l_2967_ = (l_2966_ & 65535u);
            uint l_2968_ = (l_2965_ + l_2967_);
            uint l_2969_ = (l_2962_ >> 16u);
            uint l_2970_ = (l_2969_ & 65535u);
            uint l_166_ = (l_2968_ + l_2970_);
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
            uint l_2972_ = (_e862 & 65535u);
            uint _e865 = l_mut_141_;
            uint l_2973_ = (_e865 >> 16u);
            uint l_2974_ = (l_2973_ & 65535u);
            uint l_2975_ = (l_4_ & 65535u);
            uint l_2976_ = (l_4_ >> 16u);
            uint l_2977_ = (l_2976_ & 65535u);
            uint l_2978_ = (l_2972_ * l_2975_);
            uint l_2979_ = (l_2974_ * l_2975_);
            uint l_2980_ = (l_2972_ * l_2977_);
            uint l_2981_ = (l_2974_ * l_2977_);
            uint l_2982_ = (l_2978_ >> 16u);
            uint l_2983_ = (l_2982_ & 65535u);
            uint l_2984_ = (l_2979_ & 65535u);
            uint l_2985_ = (l_2983_ + l_2984_);
            uint l_2986_ = (l_2980_ & 65535u);
            uint l_2987_ = (l_2985_ + l_2986_);
            uint l_2988_ = (l_2979_ >> 16u);
            uint l_2989_ = (l_2988_ & 65535u);
            uint l_2990_ = (l_2981_ + l_2989_);
            uint l_2991_ = (l_2980_ >> 16u);
            uint l_2992_ = (l_2991_ & 65535u);
            uint l_2993_ = (l_2990_ + l_2992_);
            uint l_2994_ = (l_2987_ >> 16u);
            uint l_2995_ = (l_2994_ & 65535u);
            uint l_191_ = (l_2993_ + l_2995_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e906 = l_mut_135_;
            uint l_2997_ = (_e906 & 65535u);
            uint _e909 = l_mut_135_;
            uint l_2998_ = (_e909 >> 16u);
            uint l_2999_ = (l_2998_ & 65535u);
            uint l_3000_ = (l_4_ & 65535u);
            uint l_3001_ = (l_4_ >> 16u);
            uint l_3002_ = (l_3001_ & 65535u);
            uint l_3003_ = (l_2997_ * l_3000_);
            uint l_3004_ = (l_2999_ * l_3000_);
            uint l_3005_ = (l_2997_ * l_3002_);
            uint l_3006_ = (l_2999_ * l_3002_);
            uint l_3007_ = (l_3003_ >> 16u);
            uint l_3008_ = (l_3007_ & 65535u);
            uint l_3009_ = (l_3004_ & 65535u);
            uint l_3010_ = (l_3008_ + l_3009_);
            uint l_3011_ = (l_3005_ & 65535u);
            uint l_3012_ = (l_3010_ + l_3011_);
            uint l_3013_ = (l_3004_ >> 16u);
            uint l_3014_ = (l_3013_ & 65535u);
            uint l_3015_ = (l_3006_ + l_3014_);
            uint l_3016_ = (l_3005_ >> 16u);
            uint l_3017_ = (l_3016_ & 65535u);
            uint l_3018_ = (l_3015_ + l_3017_);
            uint l_3019_ = (l_3012_ >> 16u);
            uint l_3020_ = (l_3019_ & 65535u);
            uint l_193_ = (l_3018_ + l_3020_);
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
            uint l_3022_ = (_e985 & 65535u);
            uint _e988 = l_mut_30_;
            uint l_3023_ = (_e988 >> 16u);
            uint l_3024_ = (l_3023_ & 65535u);
            uint l_3025_ = (l_4_ & 65535u);
            uint l_3026_ = (l_4_ >> 16u);
            uint l_3027_ = (l_3026_ & 65535u);
            uint l_3028_ = (l_3022_ * l_3025_);
            uint l_3029_ = (l_3024_ * l_3025_);
            uint l_3030_ = (l_3022_ * l_3027_);
            uint l_3031_ = (l_3024_ * l_3027_);
            uint l_3032_ = (l_3028_ >> 16u);
            uint l_3033_ = (l_3032_ & 65535u);
            uint l_3034_ = (l_3029_ & 65535u);
            uint l_3035_ = (l_3033_ + l_3034_);
            uint l_3036_ = (l_3030_ & 65535u);
            uint l_3037_ = (l_3035_ + l_3036_);
            uint l_3038_ = (l_3029_ >> 16u);
            uint l_3039_ = (l_3038_ & 65535u);
            uint l_3040_ = (l_3031_ + l_3039_);
            uint l_3041_ = (l_3030_ >> 16u);
            uint l_3042_ = (l_3041_ & 65535u);
            uint l_3043_ = (l_3040_ + l_3042_);
            uint l_3044_ = (l_3037_ >> 16u);
            uint l_3045_ = (l_3044_ & 65535u);
            uint l_220_ = (l_3043_ + l_3045_);
            uint l_221_ = (l_220_ + l_219_);
            uint _e1029 = l_mut_80_;
            uint l_3047_ = (_e1029 & 65535u);
            uint _e1032 = l_mut_80_;
            uint l_3048_ = (_e1032 >> 16u);
            uint l_3049_ = (l_3048_ & 65535u);
            uint l_3050_ = (l_4_ & 65535u);
            uint l_3051_ = (l_4_ >> 16u);
            uint l_3052_ = (l_3051_ & 65535u);
            uint l_3053_ = (l_3047_ * l_3050_);
            uint l_3054_ = (l_3049_ * l_3050_);
            uint l_3055_ = (l_3047_ * l_3052_);
            uint l_3056_ = (l_3049_ * l_3052_);
            uint l_3057_ = (l_3053_ >> 16u);
            uint l_3058_ = (l_3057_ & 65535u);
            uint l_3059_ = (l_3054_ & 65535u);
            uint l_3060_ = (l_3058_ + l_3059_);
            uint l_3061_ = (l_3055_ & 65535u);
            uint l_3062_ = (l_3060_ + l_3061_);
            uint l_3063_ = (l_3054_ >> 16u);
            uint l_3064_ = (l_3063_ & 65535u);
            uint l_3065_ = (l_3056_ + l_3064_);
            uint l_3066_ = (l_3055_ >> 16u);
            uint l_3067_ = (l_3066_ & 65535u);
            uint l_3068_ = (l_3065_ + l_3067_);
            uint l_3069_ = (l_3062_ >> 16u);
            uint l_3070_ = (l_3069_ & 65535u);
            uint l_222_ = (l_3068_ + l_3070_);
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
            uint l_3072_ = (_e1108 & 65535u);
            uint _e1111 = l_mut_30_;
            uint l_3073_ = (_e1111 >> 16u);
            uint l_3074_ = (l_3073_ & 65535u);
            uint l_3075_ = (l_4_ & 65535u);
            uint l_3076_ = (l_4_ >> 16u);
            uint l_3077_ = (l_3076_ & 65535u);
            uint l_3078_ = (l_3072_ * l_3075_);
            uint l_3079_ = (l_3074_ * l_3075_);
            uint l_3080_ = (l_3072_ * l_3077_);
            uint l_3081_ = (l_3074_ * l_3077_);
            uint l_3082_ = (l_3078_ >> 16u);
            uint l_3083_ = (l_3082_ & 65535u);
            uint l_3084_ = (l_3079_ & 65535u);
            uint l_3085_ = (l_3083_ + l_3084_);
            uint l_3086_ = (l_3080_ & 65535u);
            uint l_3087_ = (l_3085_ + l_3086_);
            uint l_3088_ = (l_3079_ >> 16u);
            uint l_3089_ = (l_3088_ & 65535u);
            uint l_3090_ = (l_3081_ + l_3089_);
            uint l_3091_ = (l_3080_ >> 16u);
            uint l_3092_ = (l_3091_ & 65535u);
            uint l_3093_ = (l_3090_ + l_3092_);
            uint l_3094_ = (l_3087_ >> 16u);
            uint l_3095_ = (l_3094_ & 65535u);
            uint l_247_ = (l_3093_ + l_3095_);
            uint l_248_ = (l_247_ + l_246_);
            uint _e1152 = l_mut_80_;
            uint l_3097_ = (_e1152 & 65535u);
            uint _e1155 = l_mut_80_;
            uint l_3098_ = (_e1155 >> 16u);
            uint l_3099_ = (l_3098_ & 65535u);
            uint l_3100_ = (l_4_ & 65535u);
            uint l_3101_ = (l_4_ >> 16u);
            uint l_3102_ = (l_3101_ & 65535u);
            uint l_3103_ = (l_3097_ * l_3100_);
            uint l_3104_ = (l_3099_ * l_3100_);
            uint l_3105_ = (l_3097_ * l_3102_);
            uint l_3106_ = (l_3099_ * l_3102_);
            uint l_3107_ = (l_3103_ >> 16u);
            uint l_3108_ = (l_3107_ & 65535u);
            uint l_3109_ = (l_3104_ & 65535u);
            uint l_3110_ = (l_3108_ + l_3109_);
            uint l_3111_ = (l_3105_ & 65535u);
            uint l_3112_ = (l_3110_ + l_3111_);
            uint l_3113_ = (l_3104_ >> 16u);
            uint l_3114_ = (l_3113_ & 65535u);
            uint l_3115_ = (l_3106_ + l_3114_);
            uint l_3116_ = (l_3105_ >> 16u);
            uint l_3117_ = (l_3116_ & 65535u);
            uint l_3118_ = (l_3115_ + l_3117_);
            uint l_3119_ = (l_3112_ >> 16u);
            uint l_3120_ = (l_3119_ & 65535u);
            uint l_249_ = (l_3118_ + l_3120_);
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
            uint l_3122_ = (_e1229 & 65535u);
            uint _e1232 = l_mut_209_;
            uint l_3123_ = (_e1232 >> 16u);
            uint l_3124_ = (l_3123_ & 65535u);
            uint l_3125_ = (l_4_ & 65535u);
            uint l_3126_ = (l_4_ >> 16u);
            uint l_3127_ = (l_3126_ & 65535u);
            uint l_3128_ = (l_3122_ * l_3125_);
            uint l_3129_ = (l_3124_ * l_3125_);
            uint l_3130_ = (l_3122_ * l_3127_);
            uint l_3131_ = (l_3124_ * l_3127_);
            uint l_3132_ = (l_3128_ >> 16u);
            uint l_3133_ = (l_3132_ & 65535u);
            uint l_3134_ = (l_3129_ & 65535u);
            uint l_3135_ = (l_3133_ + l_3134_);
            uint l_3136_ = (l_3130_ & 65535u);
            uint l_3137_ = (l_3135_ + l_3136_);
            uint l_3138_ = (l_3129_ >> 16u);
            uint l_3139_ = (l_3138_ & 65535u);
            uint l_3140_ = (l_3131_ + l_3139_);
            uint l_3141_ = (l_3130_ >> 16u);
            uint l_3142_ = (l_3141_ & 65535u);
            uint l_3143_ = (l_3140_ + l_3142_);
            uint l_3144_ = (l_3137_ >> 16u);
            uint l_3145_ = (l_3144_ & 65535u);
            uint l_275_ = (l_3143_ + l_3145_);
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
            uint l_3147_ = (_e1457 & 65535u);
            uint _e1460 = l_mut_80_;
            uint l_3148_ = (_e1460 >> 16u);
            uint l_3149_ = (l_3148_ & 65535u);
            uint l_3150_ = (l_374_ & 65535u);
            uint l_3151_ = (l_374_ >> 16u);
            uint l_3152_ = (l_3151_ & 65535u);
            uint l_3153_ = (l_3147_ * l_3150_);
            uint l_3154_ = (l_3149_ * l_3150_);
            uint l_3155_ = (l_3147_ * l_3152_);
            uint l_3156_ = (l_3149_ * l_3152_);
            uint l_3157_ = (l_3153_ >> 16u);
            uint l_3158_ = (l_3157_ & 65535u);
            uint l_3159_ = (l_3154_ & 65535u);
            uint l_3160_ = (l_3158_ + l_3159_);
            uint l_3161_ = (l_3155_ & 65535u);
            uint l_3162_ = (l_3160_ + l_3161_);
            uint l_3163_ = (l_3154_ >> 16u);
            uint l_3164_ = (l_3163_ & 65535u);
            uint l_3165_ = (l_3156_ + l_3164_);
            uint l_3166_ = (l_3155_ >> 16u);
            uint l_3167_ = (l_3166_ & 65535u);
            uint l_3168_ = (l_3165_ + l_3167_);
            uint l_3169_ = (l_3162_ >> 16u);
            uint l_3170_ = (l_3169_ & 65535u);
            uint l_376_ = (l_3168_ + l_3170_);
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
            uint l_3172_ = (_e1510 & 65535u);
            uint _e1513 = l_mut_80_;
            uint l_3173_ = (_e1513 >> 16u);
            uint l_3174_ = (l_3173_ & 65535u);
            uint l_3175_ = (l_379_ & 65535u);
            uint l_3176_ = (l_379_ >> 16u);
            uint l_3177_ = (l_3176_ & 65535u);
            uint l_3178_ = (l_3172_ * l_3175_);
            uint l_3179_ = (l_3174_ * l_3175_);
            uint l_3180_ = (l_3172_ * l_3177_);
            uint l_3181_ = (l_3174_ * l_3177_);
            uint l_3182_ = (l_3178_ >> 16u);
            uint l_3183_ = (l_3182_ & 65535u);
            uint l_3184_ = (l_3179_ & 65535u);
            uint l_3185_ = (l_3183_ + l_3184_);
            uint l_3186_ = (l_3180_ & 65535u);
            uint l_3187_ = (l_3185_ + l_3186_);
            uint l_3188_ = (l_3179_ >> 16u);
            uint l_3189_ = (l_3188_ & 65535u);
            uint l_3190_ = (l_3181_ + l_3189_);
            uint l_3191_ = (l_3180_ >> 16u);
            uint l_3192_ = (l_3191_ & 65535u);
            uint l_3193_ = (l_3190_ + l_3192_);
            uint l_3194_ = (l_3187_ >> 16u);
            uint l_3195_ = (l_3194_ & 65535u);
            uint l_382_ = (l_3193_ + l_3195_);
            uint l_383_ = (l_382_ + l_381_);
            uint _e1554 = l_mut_65_;
            uint l_3197_ = (_e1554 & 65535u);
            uint _e1557 = l_mut_65_;
            uint l_3198_ = (_e1557 >> 16u);
            uint l_3199_ = (l_3198_ & 65535u);
            uint l_3200_ = (l_379_ & 65535u);
            uint l_3201_ = (l_379_ >> 16u);
            uint l_3202_ = (l_3201_ & 65535u);
            uint l_3203_ = (l_3197_ * l_3200_);
            uint l_3204_ = (l_3199_ * l_3200_);
            uint l_3205_ = (l_3197_ * l_3202_);
            uint l_3206_ = (l_3199_ * l_3202_);
            uint l_3207_ = (l_3203_ >> 16u);
            uint l_3208_ = (l_3207_ & 65535u);
            uint l_3209_ = (l_3204_ & 65535u);
            uint l_3210_ = (l_3208_ + l_3209_);
            uint l_3211_ = (l_3205_ & 65535u);
            uint l_3212_ = (l_3210_ + l_3211_);
            uint l_3213_ = (l_3204_ >> 16u);
            uint l_3214_ = (l_3213_ & 65535u);
            uint l_3215_ = (l_3206_ + l_3214_);
            uint l_3216_ = (l_3205_ >> 16u);
            uint l_3217_ = (l_3216_ & 65535u);
            uint l_3218_ = (l_3215_ + l_3217_);
            uint l_3219_ = (l_3212_ >> 16u);
            uint l_3220_ = (l_3219_ & 65535u);
            uint l_384_ = (l_3218_ + l_3220_);
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
                            uint l_3222_ = (_e1820 & 65535u);
                            uint _e1823 = l_mut_80_;
                            uint l_3223_ = (_e1823 >> 16u);
                            uint l_3224_ = (l_3223_ & 65535u);
                            uint _e1828 = l_mut_435_;
                            uint l_3225_ = (_e1828 & 65535u);
                            uint _e1831 = l_mut_435_;
                            uint l_3226_ = (_e1831 >> 16u);
                            uint l_3227_ = (l_3226_ & 65535u);
                            uint l_3228_ = (l_3222_ * l_3225_);
                            uint l_3229_ = (l_3224_ * l_3225_);
                            uint l_3230_ = (l_3222_ * l_3227_);
                            uint l_3231_ = (l_3224_ * l_3227_);
                            uint l_3232_ = (l_3228_ >> 16u);
                            uint l_3233_ = (l_3232_ & 65535u);
                            uint l_3234_ = (l_3229_ & 65535u);
                            uint l_3235_ = (l_3233_ + l_3234_);
                            uint l_3236_ = (l_3230_ & 65535u);
                            uint l_3237_ = (l_3235_ + l_3236_);
                            uint l_3238_ = (l_3229_ >> 16u);
                            uint l_3239_ = (l_3238_ & 65535u);
                            uint l_3240_ = (l_3231_ + l_3239_);
                            uint l_3241_ = (l_3230_ >> 16u);
                            uint l_3242_ = (l_3241_ & 65535u);
                            uint l_3243_ = (l_3240_ + l_3242_);
                            uint l_3244_ = (l_3237_ >> 16u);
                            uint l_3245_ = (l_3244_ & 65535u);
                            uint l_493_ = (l_3243_ + l_3245_);
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
                            uint l_3247_ = (_e2133 & 65535u);
                            uint _e2136 = l_mut_80_;
                            uint l_3248_ = (_e2136 >> 16u);
                            uint l_3249_ = (l_3248_ & 65535u);
                            uint _e2141 = l_mut_451_;
                            uint l_3250_ = (_e2141 & 65535u);
                            uint _e2144 = l_mut_451_;
                            uint l_3251_ = (_e2144 >> 16u);
                            uint l_3252_ = (l_3251_ & 65535u);
                            uint l_3253_ = (l_3247_ * l_3250_);
                            uint l_3254_ = (l_3249_ * l_3250_);
                            uint l_3255_ = (l_3247_ * l_3252_);
                            uint l_3256_ = (l_3249_ * l_3252_);
                            uint l_3257_ = (l_3253_ >> 16u);
                            uint l_3258_ = (l_3257_ & 65535u);
                            uint l_3259_ = (l_3254_ & 65535u);
                            uint l_3260_ = (l_3258_ + l_3259_);
                            uint l_3261_ = (l_3255_ & 65535u);
                            uint l_3262_ = (l_3260_ + l_3261_);
                            uint l_3263_ = (l_3254_ >> 16u);
                            uint l_3264_ = (l_3263_ & 65535u);
                            uint l_3265_ = (l_3256_ + l_3264_);
                            uint l_3266_ = (l_3255_ >> 16u);
                            uint l_3267_ = (l_3266_ & 65535u);
                            uint l_3268_ = (l_3265_ + l_3267_);
                            uint l_3269_ = (l_3262_ >> 16u);
                            uint l_3270_ = (l_3269_ & 65535u);
                            uint l_601_ = (l_3268_ + l_3270_);
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
            uint _e2266 = l_mut_135_;
            uint _e2267 = l_mut_259_;
            bool l_637_ = (_e2266 < _e2267);
            uint _e2269 = l_mut_135_;
            uint _e2270 = l_mut_259_;
            bool l_638_ = (_e2269 == _e2270);
            uint _e2272 = l_mut_141_;
            uint _e2273 = l_mut_265_;
            bool l_639_ = (_e2272 < _e2273);
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
            if (l_641_) {
                uint _e2284 = l_mut_265_;
                uint _e2285 = l_mut_141_;
                uint l_642_ = (_e2284 - _e2285);
                uint _e2287 = l_mut_259_;
                uint _e2288 = l_mut_135_;
                uint l_643_ = (_e2287 - _e2288);
                uint _e2290 = l_mut_265_;
                uint _e2291 = l_mut_141_;
                bool l_644_ = (_e2290 < _e2291);
                uint l_645_ = uint(l_644_);
                uint l_646_ = (l_643_ - l_645_);
                l_mut_457_ = l_642_;
                l_mut_452_ = l_646_;
                uint _e2295 = l_mut_265_;
                l_mut_451_ = _e2295;
                uint _e2296 = l_mut_259_;
                l_mut_448_ = _e2296;
                uint _e2297 = l_mut_452_;
                uint _e2298 = l_mut_259_;
                bool l_647_ = (_e2297 < _e2298);
                uint _e2300 = l_mut_452_;
                uint _e2301 = l_mut_259_;
                bool l_648_ = (_e2300 == _e2301);
                uint _e2303 = l_mut_457_;
                uint _e2304 = l_mut_265_;
                bool l_649_ = (_e2303 < _e2304);
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
                    uint _e2315 = l_mut_457_;
                    l_mut_451_ = _e2315;
                    uint _e2316 = l_mut_452_;
                    l_mut_448_ = _e2316;
                }
                l_mut_652_ = false;
                l_mut_457_ = 0u;
                uint _e2319 = l_mut_209_;
                uint _e2320 = l_mut_203_;
                uint l_653_ = (_e2319 | _e2320);
                bool l_654_ = (l_653_ == 0u);
                bool l_655_ = !(l_654_);
                bool _e2325 = l_mut_652_;
                if (_e2325) {
                    local_43 = l_655_;
                } else {
                    local_43 = false;
                }
                bool l_656_ = local_43;
                uint _e2330 = l_mut_203_;
                uint _e2331 = l_mut_448_;
                bool l_657_ = (_e2330 < _e2331);
                uint _e2333 = l_mut_203_;
                uint _e2334 = l_mut_448_;
                bool l_658_ = (_e2333 == _e2334);
                uint _e2336 = l_mut_209_;
                uint _e2337 = l_mut_451_;
                bool l_659_ = (_e2336 < _e2337);
                if (l_658_) {
                    local_44 = l_659_;
                } else {
                    local_44 = false;
                }
                bool l_660_ = local_44;
                if (!(l_657_)) {
                    local_45 = l_660_;
                } else {
                    local_45 = true;
                }
                bool l_661_ = local_45;
                if (l_656_) {
                    local_46 = l_661_;
                } else {
                    local_46 = false;
                }
                bool l_662_ = local_46;
                uint _e2352 = l_mut_92_;
                uint _e2353 = l_mut_86_;
                uint l_663_ = (_e2352 + _e2353);
                bool l_664_ = (l_663_ < l_4_);
                if (l_662_) {
                    local_47 = l_664_;
                } else {
                    local_47 = false;
                }
                bool l_665_ = local_47;
                if (l_665_) {
                    uint _e2360 = l_mut_92_;
                    uint l_666_ = (l_4_ - _e2360);
                    uint _e2362 = l_mut_86_;
                    uint l_667_ = (l_666_ - _e2362);
                    uint _e2364 = l_mut_92_;
                    uint l_668_ = (l_667_ / _e2364);
                    uint _e2366 = l_mut_451_;
                    uint l_669_ = (_e2366 - 1u);
                    uint _e2369 = l_mut_448_;
                    uint l_670_ = (_e2369 - 0u);
                    uint _e2372 = l_mut_451_;
                    bool l_671_ = (_e2372 < 1u);
                    uint l_672_ = uint(l_671_);
                    uint l_673_ = (l_670_ - l_672_);
                    l_mut_452_ = l_669_;
                    l_mut_451_ = l_673_;
                    l_mut_448_ = 0u;
                    l_mut_674_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2465 = l_mut_674_;
                            l_mut_674_ = (_e2465 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2380 = l_mut_674_;
                        if ((_e2380 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2384 = l_mut_674_;
                            uint l_675_ = (19u - _e2384);
                            uint _e2386 = l_mut_452_;
                            l_mut_447_ = _e2386;
                            uint _e2387 = l_mut_451_;
                            l_mut_446_ = _e2387;
                            bool l_676_ = (l_675_ >= 32u);
                            if (l_676_) {
                                uint l_677_ = (l_675_ & 31u);
                                uint _e2392 = l_mut_451_;
                                uint l_678_ = (_e2392 >> l_677_);
                                l_mut_447_ = l_678_;
                                l_mut_446_ = 0u;
                            } else {
                                bool l_679_ = (l_675_ > 0u);
                                if (l_679_) {
                                    uint _e2397 = l_mut_452_;
                                    l_mut_435_ = _e2397;
                                    bool l_680_ = (l_675_ > 0u);
                                    if (l_680_) {
                                        uint _e2400 = l_mut_452_;
                                        uint l_681_ = (_e2400 >> l_675_);
                                        uint l_682_ = (32u - l_675_);
                                        uint _e2404 = l_mut_451_;
                                        uint l_683_ = (_e2404 << l_682_);
                                        uint l_684_ = (l_681_ | l_683_);
                                        l_mut_435_ = l_684_;
                                    }
                                    uint _e2407 = l_mut_451_;
                                    uint l_685_ = (_e2407 >> l_675_);
                                    uint _e2409 = l_mut_435_;
                                    l_mut_447_ = _e2409;
                                    l_mut_446_ = l_685_;
                                }
                            }
                            uint _e2410 = l_mut_446_;
                            uint _e2411 = l_mut_203_;
                            bool l_686_ = (_e2410 < _e2411);
                            uint _e2413 = l_mut_446_;
                            uint _e2414 = l_mut_203_;
                            bool l_687_ = (_e2413 == _e2414);
                            uint _e2416 = l_mut_447_;
                            uint _e2417 = l_mut_209_;
                            bool l_688_ = (_e2416 < _e2417);
                            if (l_687_) {
                                local_48 = l_688_;
                            } else {
                                local_48 = false;
                            }
                            bool l_689_ = local_48;
                            if (!(l_686_)) {
                                local_49 = l_689_;
                            } else {
                                local_49 = true;
                            }
                            bool l_690_ = local_49;
                            bool l_691_ = !(l_690_);
                            if (l_691_) {
                                uint _e2429 = l_mut_209_;
                                l_mut_447_ = _e2429;
                                uint _e2430 = l_mut_203_;
                                l_mut_446_ = _e2430;
                                bool l_692_ = (l_675_ >= 32u);
                                if (l_692_) {
                                    uint l_693_ = (l_675_ & 31u);
                                    uint _e2435 = l_mut_209_;
                                    uint l_694_ = (_e2435 << l_693_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_694_;
                                } else {
                                    bool l_695_ = (l_675_ > 0u);
                                    if (l_695_) {
                                        uint _e2440 = l_mut_209_;
                                        uint l_696_ = (_e2440 << l_675_);
                                        uint _e2442 = l_mut_203_;
                                        uint l_697_ = (_e2442 << l_675_);
                                        uint l_698_ = (32u - l_675_);
                                        uint _e2446 = l_mut_209_;
                                        uint l_699_ = (_e2446 >> l_698_);
                                        uint l_700_ = (l_697_ | l_699_);
                                        l_mut_447_ = l_696_;
                                        l_mut_446_ = l_700_;
                                    }
                                }
                                uint _e2449 = l_mut_452_;
                                uint _e2450 = l_mut_447_;
                                uint l_701_ = (_e2449 - _e2450);
                                uint _e2452 = l_mut_451_;
                                uint _e2453 = l_mut_446_;
                                uint l_702_ = (_e2452 - _e2453);
                                uint _e2455 = l_mut_452_;
                                uint _e2456 = l_mut_447_;
                                bool l_703_ = (_e2455 < _e2456);
                                uint l_704_ = uint(l_703_);
                                uint l_705_ = (l_702_ - l_704_);
                                l_mut_452_ = l_701_;
                                l_mut_451_ = l_705_;
                                uint l_706_ = (1u << l_675_);
                                uint _e2462 = l_mut_448_;
                                l_mut_448_ = (_e2462 | l_706_);
                            }
                        }
                    }
                    uint _e2467 = l_mut_448_;
                    uint l_707_ = min(_e2467, l_668_);
                    l_mut_448_ = l_707_;
                    uint _e2469 = l_mut_451_;
                    uint _e2470 = l_mut_203_;
                    bool l_708_ = (_e2469 < _e2470);
                    uint _e2472 = l_mut_451_;
                    uint _e2473 = l_mut_203_;
                    bool l_709_ = (_e2472 == _e2473);
                    uint _e2475 = l_mut_452_;
                    uint _e2476 = l_mut_209_;
                    bool l_710_ = (_e2475 < _e2476);
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
                        l_mut_448_ = l_668_;
                    }
                    uint _e2488 = l_mut_448_;
                    l_mut_457_ = _e2488;
                }
                uint _e2489 = l_mut_265_;
                l_mut_452_ = _e2489;
                uint _e2490 = l_mut_259_;
                l_mut_451_ = _e2490;
                uint _e2491 = l_mut_209_;
                l_mut_448_ = _e2491;
                uint _e2492 = l_mut_203_;
                l_mut_447_ = _e2492;
                uint _e2493 = l_mut_92_;
                l_mut_446_ = _e2493;
                uint _e2494 = l_mut_86_;
                l_mut_435_ = _e2494;
                uint _e2495 = l_mut_141_;
                l_mut_428_ = _e2495;
                uint _e2496 = l_mut_135_;
                l_mut_401_ = _e2496;
                l_mut_395_ = 0u;
                uint _e2498 = l_mut_457_;
                bool l_714_ = (_e2498 > 0u);
                if (l_714_) {
                    uint _e2501 = l_mut_209_;
                    uint _e2502 = l_mut_457_;
                    uint l_715_ = (_e2501 * _e2502);
                    uint _e2504 = l_mut_209_;
                    uint l_3272_ = (_e2504 & 65535u);
                    uint _e2507 = l_mut_209_;
                    uint l_3273_ = (_e2507 >> 16u);
                    uint l_3274_ = (l_3273_ & 65535u);
                    uint _e2512 = l_mut_457_;
                    uint l_3275_ = (_e2512 & 65535u);
                    uint _e2515 = l_mut_457_;
                    uint l_3276_ = (_e2515 >> 16u);
                    uint l_3277_ = (l_3276_ & 65535u);
                    uint l_3278_ = (l_3272_ * l_3275_);
                    uint l_3279_ = (l_3274_ * l_3275_);
                    uint l_3280_ = (l_3272_ * l_3277_);
                    uint l_3281_ = (l_3274_ * l_3277_);
                    uint l_3282_ = (l_3278_ >> 16u);
                    uint l_3283_ = (l_3282_ & 65535u);
                    uint l_3284_ = (l_3279_ & 65535u);
                    uint l_3285_ = (l_3283_ + l_3284_);
                    uint l_3286_ = (l_3280_ & 65535u);
                    uint l_3287_ = (l_3285_ + l_3286_);
                    uint l_3288_ = (l_3279_ >> 16u);
                    uint l_3289_ = (l_3288_ & 65535u);
                    uint l_3290_ = (l_3281_ + l_3289_);
                    uint l_3291_ = (l_3280_ >> 16u);
                    uint l_3292_ = (l_3291_ & 65535u);
                    uint l_3293_ = (l_3290_ + l_3292_);
                    uint l_3294_ = (l_3287_ >> 16u);
                    uint l_3295_ = (l_3294_ & 65535u);
                    uint l_716_ = (l_3293_ + l_3295_);
                    uint _e2549 = l_mut_203_;
                    uint _e2550 = l_mut_457_;
                    uint l_717_ = (_e2549 * _e2550);
                    uint l_718_ = (l_716_ + l_717_);
                    uint _e2553 = l_mut_265_;
                    uint l_719_ = (_e2553 - l_715_);
                    uint _e2555 = l_mut_259_;
                    uint l_720_ = (_e2555 - l_718_);
                    uint _e2557 = l_mut_265_;
                    bool l_721_ = (_e2557 < l_715_);
                    uint l_722_ = uint(l_721_);
                    uint l_723_ = (l_720_ - l_722_);
                    l_mut_452_ = l_719_;
                    l_mut_451_ = l_723_;
                    uint _e2561 = l_mut_457_;
                    uint _e2562 = l_mut_92_;
                    uint l_724_ = (_e2561 * _e2562);
                    uint _e2564 = l_mut_86_;
                    uint l_725_ = (_e2564 + l_724_);
                    l_mut_435_ = l_725_;
                } else {
                    uint _e2566 = l_mut_395_;
                    bool l_726_ = (_e2566 == 0u);
                    if (l_726_) {
                        uint _e2569 = l_mut_92_;
                        uint l_727_ = (l_4_ - _e2569);
                        uint _e2571 = l_mut_86_;
                        uint l_728_ = (l_727_ / _e2571);
                        l_mut_457_ = 0u;
                        l_mut_652_ = false;
                        uint _e2575 = l_mut_265_;
                        uint _e2576 = l_mut_259_;
                        uint l_729_ = (_e2575 | _e2576);
                        bool l_730_ = (l_729_ == 0u);
                        if (l_730_) {
                            l_mut_457_ = l_728_;
                        } else {
                            bool _e2580 = l_mut_652_;
                            if (_e2580) {
                                uint _e2581 = l_mut_259_;
                                uint _e2582 = l_mut_203_;
                                bool l_731_ = (_e2581 < _e2582);
                                uint _e2584 = l_mut_259_;
                                uint _e2585 = l_mut_203_;
                                bool l_732_ = (_e2584 == _e2585);
                                uint _e2587 = l_mut_265_;
                                uint _e2588 = l_mut_209_;
                                bool l_733_ = (_e2587 < _e2588);
                                if (l_732_) {
                                    local_52 = l_733_;
                                } else {
                                    local_52 = false;
                                }
                                bool l_734_ = local_52;
                                if (!(l_731_)) {
                                    local_53 = l_734_;
                                } else {
                                    local_53 = true;
                                }
                                bool l_735_ = local_53;
                                if (l_735_) {
                                    uint _e2599 = l_mut_209_;
                                    uint l_736_ = (_e2599 - 1u);
                                    uint _e2602 = l_mut_203_;
                                    uint l_737_ = (_e2602 - 0u);
                                    uint _e2605 = l_mut_209_;
                                    bool l_738_ = (_e2605 < 1u);
                                    uint l_739_ = uint(l_738_);
                                    uint l_740_ = (l_737_ - l_739_);
                                    l_mut_389_ = l_736_;
                                    l_mut_80_ = l_740_;
                                    l_mut_65_ = 0u;
                                    l_mut_741_ = 0u;
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (!loop_init_3) {
                                            uint _e2698 = l_mut_741_;
                                            l_mut_741_ = (_e2698 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2613 = l_mut_741_;
                                        if ((_e2613 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2617 = l_mut_741_;
                                            uint l_742_ = (19u - _e2617);
                                            uint _e2619 = l_mut_389_;
                                            l_mut_30_ = _e2619;
                                            uint _e2620 = l_mut_80_;
                                            l_mut_743_ = _e2620;
                                            bool l_744_ = (l_742_ >= 32u);
                                            if (l_744_) {
                                                uint l_745_ = (l_742_ & 31u);
                                                uint _e2625 = l_mut_80_;
                                                uint l_746_ = (_e2625 >> l_745_);
                                                l_mut_30_ = l_746_;
                                                l_mut_743_ = 0u;
                                            } else {
                                                bool l_747_ = (l_742_ > 0u);
                                                if (l_747_) {
                                                    uint _e2630 = l_mut_389_;
                                                    l_mut_748_ = _e2630;
                                                    bool l_749_ = (l_742_ > 0u);
                                                    if (l_749_) {
                                                        uint _e2633 = l_mut_389_;
                                                        uint l_750_ = (_e2633 >> l_742_);
                                                        uint l_751_ = (32u - l_742_);
                                                        uint _e2637 = l_mut_80_;
                                                        uint l_752_ = (_e2637 << l_751_);
                                                        uint l_753_ = (l_750_ | l_752_);
                                                        l_mut_748_ = l_753_;
                                                    }
                                                    uint _e2640 = l_mut_80_;
                                                    uint l_754_ = (_e2640 >> l_742_);
                                                    uint _e2642 = l_mut_748_;
                                                    l_mut_30_ = _e2642;
                                                    l_mut_743_ = l_754_;
                                                }
                                            }
                                            uint _e2643 = l_mut_743_;
                                            uint _e2644 = l_mut_259_;
                                            bool l_755_ = (_e2643 < _e2644);
                                            uint _e2646 = l_mut_743_;
                                            uint _e2647 = l_mut_259_;
                                            bool l_756_ = (_e2646 == _e2647);
                                            uint _e2649 = l_mut_30_;
                                            uint _e2650 = l_mut_265_;
                                            bool l_757_ = (_e2649 < _e2650);
                                            if (l_756_) {
                                                local_54 = l_757_;
                                            } else {
                                                local_54 = false;
                                            }
                                            bool l_758_ = local_54;
                                            if (!(l_755_)) {
                                                local_55 = l_758_;
                                            } else {
                                                local_55 = true;
                                            }
                                            bool l_759_ = local_55;
                                            bool l_760_ = !(l_759_);
                                            if (l_760_) {
                                                uint _e2662 = l_mut_265_;
                                                l_mut_748_ = _e2662;
                                                uint _e2663 = l_mut_259_;
                                                l_mut_743_ = _e2663;
                                                bool l_761_ = (l_742_ >= 32u);
                                                if (l_761_) {
                                                    uint l_762_ = (l_742_ & 31u);
                                                    uint _e2668 = l_mut_265_;
                                                    uint l_763_ = (_e2668 << l_762_);
                                                    l_mut_748_ = 0u;
                                                    l_mut_743_ = l_763_;
                                                } else {
                                                    bool l_764_ = (l_742_ > 0u);
                                                    if (l_764_) {
                                                        uint _e2673 = l_mut_265_;
                                                        uint l_765_ = (_e2673 << l_742_);
                                                        uint _e2675 = l_mut_259_;
                                                        uint l_766_ = (_e2675 << l_742_);
                                                        uint l_767_ = (32u - l_742_);
                                                        uint _e2679 = l_mut_265_;
                                                        uint l_768_ = (_e2679 >> l_767_);
                                                        uint l_769_ = (l_766_ | l_768_);
                                                        l_mut_748_ = l_765_;
                                                        l_mut_743_ = l_769_;
                                                    }
                                                }
                                                uint _e2682 = l_mut_389_;
                                                uint _e2683 = l_mut_748_;
                                                uint l_770_ = (_e2682 - _e2683);
                                                uint _e2685 = l_mut_80_;
                                                uint _e2686 = l_mut_743_;
                                                uint l_771_ = (_e2685 - _e2686);
                                                uint _e2688 = l_mut_389_;
                                                uint _e2689 = l_mut_748_;
                                                bool l_772_ = (_e2688 < _e2689);
                                                uint l_773_ = uint(l_772_);
                                                uint l_774_ = (l_771_ - l_773_);
                                                l_mut_389_ = l_770_;
                                                l_mut_80_ = l_774_;
                                                uint l_775_ = (1u << l_742_);
                                                uint _e2695 = l_mut_65_;
                                                l_mut_65_ = (_e2695 | l_775_);
                                            }
                                        }
                                    }
                                    uint _e2700 = l_mut_65_;
                                    uint l_776_ = min(_e2700, l_728_);
                                    l_mut_748_ = l_776_;
                                    uint _e2702 = l_mut_80_;
                                    uint _e2703 = l_mut_259_;
                                    bool l_777_ = (_e2702 < _e2703);
                                    uint _e2705 = l_mut_80_;
                                    uint _e2706 = l_mut_259_;
                                    bool l_778_ = (_e2705 == _e2706);
                                    uint _e2708 = l_mut_389_;
                                    uint _e2709 = l_mut_265_;
                                    bool l_779_ = (_e2708 < _e2709);
                                    if (l_778_) {
                                        local_56 = l_779_;
                                    } else {
                                        local_56 = false;
                                    }
                                    bool l_780_ = local_56;
                                    if (!(l_777_)) {
                                        local_57 = l_780_;
                                    } else {
                                        local_57 = true;
                                    }
                                    bool l_781_ = local_57;
                                    bool l_782_ = !(l_781_);
                                    if (l_782_) {
                                        l_mut_748_ = l_728_;
                                    }
                                    uint _e2721 = l_mut_748_;
                                    l_mut_457_ = _e2721;
                                }
                            } else {
                                uint _e2722 = l_mut_209_;
                                l_mut_748_ = _e2722;
                                uint _e2723 = l_mut_203_;
                                l_mut_743_ = _e2723;
                                while(true) {
                                    uint _e2724 = l_mut_259_;
                                    uint _e2725 = l_mut_743_;
                                    bool l_783_ = (_e2724 < _e2725);
                                    uint _e2727 = l_mut_259_;
                                    uint _e2728 = l_mut_743_;
                                    bool l_784_ = (_e2727 == _e2728);
                                    uint _e2730 = l_mut_265_;
                                    uint _e2731 = l_mut_748_;
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
                                    uint _e2742 = l_mut_457_;
                                    uint _e2743 = l_mut_86_;
                                    uint l_788_ = (_e2742 * _e2743);
                                    uint _e2745 = l_mut_92_;
                                    uint l_789_ = (_e2745 + l_788_);
                                    uint _e2747 = l_mut_86_;
                                    uint l_790_ = (l_789_ + _e2747);
                                    bool l_791_ = (l_790_ < l_4_);
                                    if (l_787_) {
                                        local_60 = l_791_;
                                    } else {
                                        local_60 = false;
                                    }
                                    bool l_792_ = local_60;
                                    bool l_793_ = !(l_792_);
                                    if (l_793_) {
                                        break;
                                    }
                                    uint _e2755 = l_mut_748_;
                                    uint _e2756 = l_mut_265_;
                                    uint l_794_ = (_e2755 - _e2756);
                                    uint _e2758 = l_mut_743_;
                                    uint _e2759 = l_mut_259_;
                                    uint l_795_ = (_e2758 - _e2759);
                                    uint _e2761 = l_mut_748_;
                                    uint _e2762 = l_mut_265_;
                                    bool l_796_ = (_e2761 < _e2762);
                                    uint l_797_ = uint(l_796_);
                                    uint l_798_ = (l_795_ - l_797_);
                                    l_mut_748_ = l_794_;
                                    l_mut_743_ = l_798_;
                                    uint _e2766 = l_mut_457_;
                                    l_mut_457_ = (_e2766 + 1u);
                                }
                            }
                        }
                        uint _e2769 = l_mut_457_;
                        uint _e2770 = l_mut_86_;
                        uint l_799_ = (_e2769 * _e2770);
                        uint _e2772 = l_mut_92_;
                        uint l_800_ = (_e2772 + l_799_);
                        uint _e2774 = l_mut_86_;
                        uint l_801_ = (l_800_ + _e2774);
                        bool l_802_ = (l_801_ >= l_4_);
                        if (l_802_) {
                            l_mut_395_ = 1u;
                        } else {
                            uint _e2778 = l_mut_265_;
                            uint _e2779 = l_mut_457_;
                            uint l_803_ = (_e2778 * _e2779);
                            uint _e2781 = l_mut_265_;
                            uint l_3297_ = (_e2781 & 65535u);
                            uint _e2784 = l_mut_265_;
                            uint l_3298_ = (_e2784 >> 16u);
                            uint l_3299_ = (l_3298_ & 65535u);
                            uint _e2789 = l_mut_457_;
                            uint l_3300_ = (_e2789 & 65535u);
                            uint _e2792 = l_mut_457_;
                            uint l_3301_ = (_e2792 >> 16u);
                            uint l_3302_ = (l_3301_ & 65535u);
                            uint l_3303_ = (l_3297_ * l_3300_);
                            uint l_3304_ = (l_3299_ * l_3300_);
                            uint l_3305_ = (l_3297_ * l_3302_);
                            uint l_3306_ = (l_3299_ * l_3302_);
                            uint l_3307_ = (l_3303_ >> 16u);
                            uint l_3308_ = (l_3307_ & 65535u);
                            uint l_3309_ = (l_3304_ & 65535u);
                            uint l_3310_ = (l_3308_ + l_3309_);
                            uint l_3311_ = (l_3305_ & 65535u);
                            uint l_3312_ = (l_3310_ + l_3311_);
                            uint l_3313_ = (l_3304_ >> 16u);
                            uint l_3314_ = (l_3313_ & 65535u);
                            uint l_3315_ = (l_3306_ + l_3314_);
                            uint l_3316_ = (l_3305_ >> 16u);
                            uint l_3317_ = (l_3316_ & 65535u);
                            uint l_3318_ = (l_3315_ + l_3317_);
                            uint l_3319_ = (l_3312_ >> 16u);
                            uint l_3320_ = (l_3319_ & 65535u);
                            uint l_804_ = (l_3318_ + l_3320_);
                            uint _e2826 = l_mut_259_;
                            uint _e2827 = l_mut_457_;
                            uint l_805_ = (_e2826 * _e2827);
                            uint l_806_ = (l_804_ + l_805_);
                            uint _e2830 = l_mut_209_;
                            uint l_807_ = (_e2830 - l_803_);
                            uint _e2832 = l_mut_203_;
                            uint l_808_ = (_e2832 - l_806_);
                            uint _e2834 = l_mut_209_;
                            bool l_809_ = (_e2834 < l_803_);
                            uint l_810_ = uint(l_809_);
                            uint l_811_ = (l_808_ - l_810_);
                            l_mut_448_ = l_807_;
                            l_mut_447_ = l_811_;
                            uint _e2838 = l_mut_457_;
                            uint _e2839 = l_mut_86_;
                            uint l_812_ = (_e2838 * _e2839);
                            uint _e2841 = l_mut_92_;
                            uint l_813_ = (_e2841 + l_812_);
                            l_mut_446_ = l_813_;
                            uint _e2843 = l_mut_265_;
                            uint _e2844 = l_mut_448_;
                            uint l_814_ = (_e2843 - _e2844);
                            uint _e2846 = l_mut_259_;
                            uint _e2847 = l_mut_447_;
                            uint l_815_ = (_e2846 - _e2847);
                            uint _e2849 = l_mut_265_;
                            uint _e2850 = l_mut_448_;
                            bool l_816_ = (_e2849 < _e2850);
                            uint l_817_ = uint(l_816_);
                            uint l_818_ = (l_815_ - l_817_);
                            l_mut_452_ = l_814_;
                            l_mut_451_ = l_818_;
                            uint _e2854 = l_mut_86_;
                            uint _e2855 = l_mut_446_;
                            uint l_819_ = (_e2854 + _e2855);
                            l_mut_435_ = l_819_;
                        }
                    }
                }
                uint _e2857 = l_mut_452_;
                l_mut_265_ = _e2857;
                uint _e2858 = l_mut_451_;
                l_mut_259_ = _e2858;
                uint _e2859 = l_mut_448_;
                l_mut_209_ = _e2859;
                uint _e2860 = l_mut_447_;
                l_mut_203_ = _e2860;
                uint _e2861 = l_mut_446_;
                l_mut_92_ = _e2861;
                uint _e2862 = l_mut_435_;
                l_mut_86_ = _e2862;
                uint _e2863 = l_mut_428_;
                l_mut_141_ = _e2863;
                uint _e2864 = l_mut_401_;
                l_mut_135_ = _e2864;
                uint _e2865 = l_mut_395_;
                bool l_820_ = (_e2865 == 1u);
                l_mut_357_ = l_820_;
                uint _e2868 = l_mut_395_;
                bool l_821_ = (_e2868 == 0u);
                l_mut_364_ = l_821_;
            } else {
                uint _e2871 = l_mut_209_;
                uint _e2872 = l_mut_141_;
                uint l_822_ = (_e2871 - _e2872);
                uint _e2874 = l_mut_203_;
                uint _e2875 = l_mut_135_;
                uint l_823_ = (_e2874 - _e2875);
                uint _e2877 = l_mut_209_;
                uint _e2878 = l_mut_141_;
                bool l_824_ = (_e2877 < _e2878);
                uint l_825_ = uint(l_824_);
                uint l_826_ = (l_823_ - l_825_);
                l_mut_748_ = l_822_;
                l_mut_743_ = l_826_;
                uint _e2882 = l_mut_141_;
                uint l_827_ = (_e2882 - l_347_);
                uint _e2884 = l_mut_135_;
                uint l_828_ = (_e2884 - l_351_);
                uint _e2886 = l_mut_141_;
                bool l_829_ = (_e2886 < l_347_);
                uint l_830_ = uint(l_829_);
                uint l_831_ = (l_828_ - l_830_);
                l_mut_748_ = l_827_;
                l_mut_743_ = l_831_;
                uint _e2890 = l_mut_209_;
                l_mut_457_ = _e2890;
                uint _e2891 = l_mut_203_;
                l_mut_452_ = _e2891;
                uint _e2892 = l_mut_743_;
                uint _e2893 = l_mut_203_;
                bool l_832_ = (_e2892 < _e2893);
                uint _e2895 = l_mut_743_;
                uint _e2896 = l_mut_203_;
                bool l_833_ = (_e2895 == _e2896);
                uint _e2898 = l_mut_748_;
                uint _e2899 = l_mut_209_;
                bool l_834_ = (_e2898 < _e2899);
                if (l_833_) {
                    local_61 = l_834_;
                } else {
                    local_61 = false;
                }
                bool l_835_ = local_61;
                if (!(l_832_)) {
                    local_62 = l_835_;
                } else {
                    local_62 = true;
                }
                bool l_836_ = local_62;
                if (l_836_) {
                    uint _e2910 = l_mut_748_;
                    l_mut_457_ = _e2910;
                    uint _e2911 = l_mut_743_;
                    l_mut_452_ = _e2911;
                }
                l_mut_652_ = false;
                l_mut_748_ = 0u;
                uint _e2914 = l_mut_265_;
                uint _e2915 = l_mut_259_;
                uint l_837_ = (_e2914 | _e2915);
                bool l_838_ = (l_837_ == 0u);
                bool l_839_ = !(l_838_);
                bool _e2920 = l_mut_652_;
                if (_e2920) {
                    local_63 = l_839_;
                } else {
                    local_63 = false;
                }
                bool l_840_ = local_63;
                uint _e2925 = l_mut_259_;
                uint _e2926 = l_mut_452_;
                bool l_841_ = (_e2925 < _e2926);
                uint _e2928 = l_mut_259_;
                uint _e2929 = l_mut_452_;
                bool l_842_ = (_e2928 == _e2929);
                uint _e2931 = l_mut_265_;
                uint _e2932 = l_mut_457_;
                bool l_843_ = (_e2931 < _e2932);
                if (l_842_) {
                    local_64 = l_843_;
                } else {
                    local_64 = false;
                }
                bool l_844_ = local_64;
                if (!(l_841_)) {
                    local_65 = l_844_;
                } else {
                    local_65 = true;
                }
                bool l_845_ = local_65;
                if (l_840_) {
                    local_66 = l_845_;
                } else {
                    local_66 = false;
                }
                bool l_846_ = local_66;
                uint _e2947 = l_mut_86_;
                uint _e2948 = l_mut_92_;
                uint l_847_ = (_e2947 + _e2948);
                bool l_848_ = (l_847_ < l_4_);
                if (l_846_) {
                    local_67 = l_848_;
                } else {
                    local_67 = false;
                }
                bool l_849_ = local_67;
                if (l_849_) {
                    uint _e2955 = l_mut_86_;
                    uint l_850_ = (l_4_ - _e2955);
                    uint _e2957 = l_mut_92_;
                    uint l_851_ = (l_850_ - _e2957);
                    uint _e2959 = l_mut_86_;
                    uint l_852_ = (l_851_ / _e2959);
                    uint _e2961 = l_mut_457_;
                    uint l_853_ = (_e2961 - 1u);
                    uint _e2964 = l_mut_452_;
                    uint l_854_ = (_e2964 - 0u);
                    uint _e2967 = l_mut_457_;
                    bool l_855_ = (_e2967 < 1u);
                    uint l_856_ = uint(l_855_);
                    uint l_857_ = (l_854_ - l_856_);
                    l_mut_743_ = l_853_;
                    l_mut_457_ = l_857_;
                    l_mut_452_ = 0u;
                    l_mut_858_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3060 = l_mut_858_;
                            l_mut_858_ = (_e3060 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2975 = l_mut_858_;
                        if ((_e2975 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2979 = l_mut_858_;
                            uint l_859_ = (19u - _e2979);
                            uint _e2981 = l_mut_743_;
                            l_mut_451_ = _e2981;
                            uint _e2982 = l_mut_457_;
                            l_mut_448_ = _e2982;
                            bool l_860_ = (l_859_ >= 32u);
                            if (l_860_) {
                                uint l_861_ = (l_859_ & 31u);
                                uint _e2987 = l_mut_457_;
                                uint l_862_ = (_e2987 >> l_861_);
                                l_mut_451_ = l_862_;
                                l_mut_448_ = 0u;
                            } else {
                                bool l_863_ = (l_859_ > 0u);
                                if (l_863_) {
                                    uint _e2992 = l_mut_743_;
                                    l_mut_447_ = _e2992;
                                    bool l_864_ = (l_859_ > 0u);
                                    if (l_864_) {
                                        uint _e2995 = l_mut_743_;
                                        uint l_865_ = (_e2995 >> l_859_);
                                        uint l_866_ = (32u - l_859_);
                                        uint _e2999 = l_mut_457_;
                                        uint l_867_ = (_e2999 << l_866_);
                                        uint l_868_ = (l_865_ | l_867_);
                                        l_mut_447_ = l_868_;
                                    }
                                    uint _e3002 = l_mut_457_;
                                    uint l_869_ = (_e3002 >> l_859_);
                                    uint _e3004 = l_mut_447_;
                                    l_mut_451_ = _e3004;
                                    l_mut_448_ = l_869_;
                                }
                            }
                            uint _e3005 = l_mut_448_;
                            uint _e3006 = l_mut_259_;
                            bool l_870_ = (_e3005 < _e3006);
                            uint _e3008 = l_mut_448_;
                            uint _e3009 = l_mut_259_;
                            bool l_871_ = (_e3008 == _e3009);
                            uint _e3011 = l_mut_451_;
                            uint _e3012 = l_mut_265_;
                            bool l_872_ = (_e3011 < _e3012);
                            if (l_871_) {
                                local_68 = l_872_;
                            } else {
                                local_68 = false;
                            }
                            bool l_873_ = local_68;
                            if (!(l_870_)) {
                                local_69 = l_873_;
                            } else {
                                local_69 = true;
                            }
                            bool l_874_ = local_69;
                            bool l_875_ = !(l_874_);
                            if (l_875_) {
                                uint _e3024 = l_mut_265_;
                                l_mut_451_ = _e3024;
                                uint _e3025 = l_mut_259_;
                                l_mut_448_ = _e3025;
                                bool l_876_ = (l_859_ >= 32u);
                                if (l_876_) {
                                    uint l_877_ = (l_859_ & 31u);
                                    uint _e3030 = l_mut_265_;
                                    uint l_878_ = (_e3030 << l_877_);
                                    l_mut_451_ = 0u;
                                    l_mut_448_ = l_878_;
                                } else {
                                    bool l_879_ = (l_859_ > 0u);
                                    if (l_879_) {
                                        uint _e3035 = l_mut_265_;
                                        uint l_880_ = (_e3035 << l_859_);
                                        uint _e3037 = l_mut_259_;
                                        uint l_881_ = (_e3037 << l_859_);
                                        uint l_882_ = (32u - l_859_);
                                        uint _e3041 = l_mut_265_;
                                        uint l_883_ = (_e3041 >> l_882_);
                                        uint l_884_ = (l_881_ | l_883_);
                                        l_mut_451_ = l_880_;
                                        l_mut_448_ = l_884_;
                                    }
                                }
                                uint _e3044 = l_mut_743_;
                                uint _e3045 = l_mut_451_;
                                uint l_885_ = (_e3044 - _e3045);
                                uint _e3047 = l_mut_457_;
                                uint _e3048 = l_mut_448_;
                                uint l_886_ = (_e3047 - _e3048);
                                uint _e3050 = l_mut_743_;
                                uint _e3051 = l_mut_451_;
                                bool l_887_ = (_e3050 < _e3051);
                                uint l_888_ = uint(l_887_);
                                uint l_889_ = (l_886_ - l_888_);
                                l_mut_743_ = l_885_;
                                l_mut_457_ = l_889_;
                                uint l_890_ = (1u << l_859_);
                                uint _e3057 = l_mut_452_;
                                l_mut_452_ = (_e3057 | l_890_);
                            }
                        }
                    }
                    uint _e3062 = l_mut_452_;
                    uint l_891_ = min(_e3062, l_852_);
                    l_mut_452_ = l_891_;
                    uint _e3064 = l_mut_457_;
                    uint _e3065 = l_mut_259_;
                    bool l_892_ = (_e3064 < _e3065);
                    uint _e3067 = l_mut_457_;
                    uint _e3068 = l_mut_259_;
                    bool l_893_ = (_e3067 == _e3068);
                    uint _e3070 = l_mut_743_;
                    uint _e3071 = l_mut_265_;
                    bool l_894_ = (_e3070 < _e3071);
                    if (l_893_) {
                        local_70 = l_894_;
                    } else {
                        local_70 = false;
                    }
                    bool l_895_ = local_70;
                    if (!(l_892_)) {
                        local_71 = l_895_;
                    } else {
                        local_71 = true;
                    }
                    bool l_896_ = local_71;
                    bool l_897_ = !(l_896_);
                    if (l_897_) {
                        l_mut_452_ = l_852_;
                    }
                    uint _e3083 = l_mut_452_;
                    l_mut_748_ = _e3083;
                }
                uint _e3084 = l_mut_209_;
                l_mut_743_ = _e3084;
                uint _e3085 = l_mut_203_;
                l_mut_457_ = _e3085;
                uint _e3086 = l_mut_265_;
                l_mut_452_ = _e3086;
                uint _e3087 = l_mut_259_;
                l_mut_451_ = _e3087;
                uint _e3088 = l_mut_86_;
                l_mut_448_ = _e3088;
                uint _e3089 = l_mut_92_;
                l_mut_447_ = _e3089;
                uint _e3090 = l_mut_141_;
                l_mut_446_ = _e3090;
                uint _e3091 = l_mut_135_;
                l_mut_435_ = _e3091;
                l_mut_428_ = 0u;
                uint _e3093 = l_mut_748_;
                bool l_898_ = (_e3093 > 0u);
                if (l_898_) {
                    uint _e3096 = l_mut_265_;
                    uint _e3097 = l_mut_748_;
                    uint l_899_ = (_e3096 * _e3097);
                    uint _e3099 = l_mut_265_;
                    uint l_3322_ = (_e3099 & 65535u);
                    uint _e3102 = l_mut_265_;
                    uint l_3323_ = (_e3102 >> 16u);
                    uint l_3324_ = (l_3323_ & 65535u);
                    uint _e3107 = l_mut_748_;
                    uint l_3325_ = (_e3107 & 65535u);
                    uint _e3110 = l_mut_748_;
                    uint l_3326_ = (_e3110 >> 16u);
                    uint l_3327_ = (l_3326_ & 65535u);
                    uint l_3328_ = (l_3322_ * l_3325_);
                    uint l_3329_ = (l_3324_ * l_3325_);
                    uint l_3330_ = (l_3322_ * l_3327_);
                    uint l_3331_ = (l_3324_ * l_3327_);
                    uint l_3332_ = (l_3328_ >> 16u);
                    uint l_3333_ = (l_3332_ & 65535u);
                    uint l_3334_ = (l_3329_ & 65535u);
                    uint l_3335_ = (l_3333_ + l_3334_);
                    uint l_3336_ = (l_3330_ & 65535u);
                    uint l_3337_ = (l_3335_ + l_3336_);
                    uint l_3338_ = (l_3329_ >> 16u);
                    uint l_3339_ = (l_3338_ & 65535u);
                    uint l_3340_ = (l_3331_ + l_3339_);
                    uint l_3341_ = (l_3330_ >> 16u);
                    uint l_3342_ = (l_3341_ & 65535u);
                    uint l_3343_ = (l_3340_ + l_3342_);
                    uint l_3344_ = (l_3337_ >> 16u);
                    uint l_3345_ = (l_3344_ & 65535u);
                    uint l_900_ = (l_3343_ + l_3345_);
                    uint _e3144 = l_mut_259_;
                    uint _e3145 = l_mut_748_;
                    uint l_901_ = (_e3144 * _e3145);
                    uint l_902_ = (l_900_ + l_901_);
                    uint _e3148 = l_mut_141_;
                    uint l_903_ = (_e3148 - l_899_);
                    uint _e3150 = l_mut_135_;
                    uint l_904_ = (_e3150 - l_902_);
                    uint _e3152 = l_mut_141_;
                    bool l_905_ = (_e3152 < l_899_);
                    uint l_906_ = uint(l_905_);
                    uint l_907_ = (l_904_ - l_906_);
                    l_mut_446_ = l_903_;
                    l_mut_435_ = l_907_;
                    uint _e3156 = l_mut_209_;
                    uint l_908_ = (_e3156 - l_899_);
                    uint _e3158 = l_mut_203_;
                    uint l_909_ = (_e3158 - l_902_);
                    uint _e3160 = l_mut_209_;
                    bool l_910_ = (_e3160 < l_899_);
                    uint l_911_ = uint(l_910_);
                    uint l_912_ = (l_909_ - l_911_);
                    l_mut_743_ = l_908_;
                    l_mut_457_ = l_912_;
                    uint _e3164 = l_mut_748_;
                    uint _e3165 = l_mut_86_;
                    uint l_913_ = (_e3164 * _e3165);
                    uint _e3167 = l_mut_92_;
                    uint l_914_ = (_e3167 + l_913_);
                    l_mut_447_ = l_914_;
                } else {
                    uint _e3169 = l_mut_141_;
                    uint _e3170 = l_mut_265_;
                    uint l_915_ = (_e3169 - _e3170);
                    uint _e3172 = l_mut_135_;
                    uint _e3173 = l_mut_259_;
                    uint l_916_ = (_e3172 - _e3173);
                    uint _e3175 = l_mut_141_;
                    uint _e3176 = l_mut_265_;
                    bool l_917_ = (_e3175 < _e3176);
                    uint l_918_ = uint(l_917_);
                    uint l_919_ = (l_916_ - l_918_);
                    l_mut_446_ = l_915_;
                    l_mut_435_ = l_919_;
                    uint _e3180 = l_mut_435_;
                    bool l_920_ = (_e3180 < l_351_);
                    uint _e3182 = l_mut_435_;
                    bool l_921_ = (_e3182 == l_351_);
                    uint _e3184 = l_mut_446_;
                    bool l_922_ = (_e3184 < l_347_);
                    if (l_921_) {
                        local_72 = l_922_;
                    } else {
                        local_72 = false;
                    }
                    bool l_923_ = local_72;
                    if (!(l_920_)) {
                        local_73 = l_923_;
                    } else {
                        local_73 = true;
                    }
                    bool l_924_ = local_73;
                    if (l_924_) {
                        l_mut_428_ = 2u;
                    }
                    uint _e3196 = l_mut_428_;
                    bool l_925_ = (_e3196 == 0u);
                    if (l_925_) {
                        uint _e3199 = l_mut_86_;
                        uint l_926_ = (l_4_ - _e3199);
                        uint _e3201 = l_mut_92_;
                        uint l_927_ = (l_926_ / _e3201);
                        l_mut_748_ = 0u;
                        l_mut_652_ = false;
                        uint _e3205 = l_mut_209_;
                        uint _e3206 = l_mut_203_;
                        uint l_928_ = (_e3205 | _e3206);
                        bool l_929_ = (l_928_ == 0u);
                        if (l_929_) {
                            l_mut_748_ = l_927_;
                        } else {
                            bool _e3210 = l_mut_652_;
                            if (_e3210) {
                                uint _e3211 = l_mut_203_;
                                uint _e3212 = l_mut_259_;
                                bool l_930_ = (_e3211 < _e3212);
                                uint _e3214 = l_mut_203_;
                                uint _e3215 = l_mut_259_;
                                bool l_931_ = (_e3214 == _e3215);
                                uint _e3217 = l_mut_209_;
                                uint _e3218 = l_mut_265_;
                                bool l_932_ = (_e3217 < _e3218);
                                if (l_931_) {
                                    local_74 = l_932_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_933_ = local_74;
                                if (!(l_930_)) {
                                    local_75 = l_933_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_934_ = local_75;
                                if (l_934_) {
                                    uint _e3229 = l_mut_265_;
                                    uint l_935_ = (_e3229 - 1u);
                                    uint _e3232 = l_mut_259_;
                                    uint l_936_ = (_e3232 - 0u);
                                    uint _e3235 = l_mut_265_;
                                    bool l_937_ = (_e3235 < 1u);
                                    uint l_938_ = uint(l_937_);
                                    uint l_939_ = (l_936_ - l_938_);
                                    l_mut_401_ = l_935_;
                                    l_mut_395_ = l_939_;
                                    l_mut_389_ = 0u;
                                    l_mut_940_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3328 = l_mut_940_;
                                            l_mut_940_ = (_e3328 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3243 = l_mut_940_;
                                        if ((_e3243 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3247 = l_mut_940_;
                                            uint l_941_ = (19u - _e3247);
                                            uint _e3249 = l_mut_401_;
                                            l_mut_80_ = _e3249;
                                            uint _e3250 = l_mut_395_;
                                            l_mut_65_ = _e3250;
                                            bool l_942_ = (l_941_ >= 32u);
                                            if (l_942_) {
                                                uint l_943_ = (l_941_ & 31u);
                                                uint _e3255 = l_mut_395_;
                                                uint l_944_ = (_e3255 >> l_943_);
                                                l_mut_80_ = l_944_;
                                                l_mut_65_ = 0u;
                                            } else {
                                                bool l_945_ = (l_941_ > 0u);
                                                if (l_945_) {
                                                    uint _e3260 = l_mut_401_;
                                                    l_mut_30_ = _e3260;
                                                    bool l_946_ = (l_941_ > 0u);
                                                    if (l_946_) {
                                                        uint _e3263 = l_mut_401_;
                                                        uint l_947_ = (_e3263 >> l_941_);
                                                        uint l_948_ = (32u - l_941_);
                                                        uint _e3267 = l_mut_395_;
                                                        uint l_949_ = (_e3267 << l_948_);
                                                        uint l_950_ = (l_947_ | l_949_);
                                                        l_mut_30_ = l_950_;
                                                    }
                                                    uint _e3270 = l_mut_395_;
                                                    uint l_951_ = (_e3270 >> l_941_);
                                                    uint _e3272 = l_mut_30_;
                                                    l_mut_80_ = _e3272;
                                                    l_mut_65_ = l_951_;
                                                }
                                            }
                                            uint _e3273 = l_mut_65_;
                                            uint _e3274 = l_mut_203_;
                                            bool l_952_ = (_e3273 < _e3274);
                                            uint _e3276 = l_mut_65_;
                                            uint _e3277 = l_mut_203_;
                                            bool l_953_ = (_e3276 == _e3277);
                                            uint _e3279 = l_mut_80_;
                                            uint _e3280 = l_mut_209_;
                                            bool l_954_ = (_e3279 < _e3280);
                                            if (l_953_) {
                                                local_76 = l_954_;
                                            } else {
                                                local_76 = false;
                                            }
                                            bool l_955_ = local_76;
                                            if (!(l_952_)) {
                                                local_77 = l_955_;
                                            } else {
                                                local_77 = true;
                                            }
                                            bool l_956_ = local_77;
                                            bool l_957_ = !(l_956_);
                                            if (l_957_) {
                                                uint _e3292 = l_mut_209_;
                                                l_mut_80_ = _e3292;
                                                uint _e3293 = l_mut_203_;
                                                l_mut_65_ = _e3293;
                                                bool l_958_ = (l_941_ >= 32u);
                                                if (l_958_) {
                                                    uint l_959_ = (l_941_ & 31u);
                                                    uint _e3298 = l_mut_209_;
                                                    uint l_960_ = (_e3298 << l_959_);
                                                    l_mut_80_ = 0u;
                                                    l_mut_65_ = l_960_;
                                                } else {
                                                    bool l_961_ = (l_941_ > 0u);
                                                    if (l_961_) {
                                                        uint _e3303 = l_mut_209_;
                                                        uint l_962_ = (_e3303 << l_941_);
                                                        uint _e3305 = l_mut_203_;
                                                        uint l_963_ = (_e3305 << l_941_);
                                                        uint l_964_ = (32u - l_941_);
                                                        uint _e3309 = l_mut_209_;
                                                        uint l_965_ = (_e3309 >> l_964_);
                                                        uint l_966_ = (l_963_ | l_965_);
                                                        l_mut_80_ = l_962_;
                                                        l_mut_65_ = l_966_;
                                                    }
                                                }
                                                uint _e3312 = l_mut_401_;
                                                uint _e3313 = l_mut_80_;
                                                uint l_967_ = (_e3312 - _e3313);
                                                uint _e3315 = l_mut_395_;
                                                uint _e3316 = l_mut_65_;
                                                uint l_968_ = (_e3315 - _e3316);
                                                uint _e3318 = l_mut_401_;
                                                uint _e3319 = l_mut_80_;
                                                bool l_969_ = (_e3318 < _e3319);
                                                uint l_970_ = uint(l_969_);
                                                uint l_971_ = (l_968_ - l_970_);
                                                l_mut_401_ = l_967_;
                                                l_mut_395_ = l_971_;
                                                uint l_972_ = (1u << l_941_);
                                                uint _e3325 = l_mut_389_;
                                                l_mut_389_ = (_e3325 | l_972_);
                                            }
                                        }
                                    }
                                    uint _e3330 = l_mut_389_;
                                    uint l_973_ = min(_e3330, l_927_);
                                    l_mut_389_ = l_973_;
                                    uint _e3332 = l_mut_395_;
                                    uint _e3333 = l_mut_203_;
                                    bool l_974_ = (_e3332 < _e3333);
                                    uint _e3335 = l_mut_395_;
                                    uint _e3336 = l_mut_203_;
                                    bool l_975_ = (_e3335 == _e3336);
                                    uint _e3338 = l_mut_401_;
                                    uint _e3339 = l_mut_209_;
                                    bool l_976_ = (_e3338 < _e3339);
                                    if (l_975_) {
                                        local_78 = l_976_;
                                    } else {
                                        local_78 = false;
                                    }
                                    bool l_977_ = local_78;
                                    if (!(l_974_)) {
                                        local_79 = l_977_;
                                    } else {
                                        local_79 = true;
                                    }
                                    bool l_978_ = local_79;
                                    bool l_979_ = !(l_978_);
                                    if (l_979_) {
                                        l_mut_389_ = l_927_;
                                    }
                                    uint _e3351 = l_mut_389_;
                                    l_mut_748_ = _e3351;
                                }
                            } else {
                                uint _e3352 = l_mut_265_;
                                l_mut_401_ = _e3352;
                                uint _e3353 = l_mut_259_;
                                l_mut_395_ = _e3353;
                                while(true) {
                                    uint _e3354 = l_mut_203_;
                                    uint _e3355 = l_mut_395_;
                                    bool l_980_ = (_e3354 < _e3355);
                                    uint _e3357 = l_mut_203_;
                                    uint _e3358 = l_mut_395_;
                                    bool l_981_ = (_e3357 == _e3358);
                                    uint _e3360 = l_mut_209_;
                                    uint _e3361 = l_mut_401_;
                                    bool l_982_ = (_e3360 < _e3361);
                                    if (l_981_) {
                                        local_80 = l_982_;
                                    } else {
                                        local_80 = false;
                                    }
                                    bool l_983_ = local_80;
                                    if (!(l_980_)) {
                                        local_81 = l_983_;
                                    } else {
                                        local_81 = true;
                                    }
                                    bool l_984_ = local_81;
                                    uint _e3372 = l_mut_748_;
                                    uint _e3373 = l_mut_92_;
                                    uint l_985_ = (_e3372 * _e3373);
                                    uint _e3375 = l_mut_86_;
                                    uint l_986_ = (_e3375 + l_985_);
                                    uint _e3377 = l_mut_92_;
                                    uint l_987_ = (l_986_ + _e3377);
                                    bool l_988_ = (l_987_ < l_4_);
                                    if (l_984_) {
                                        local_82 = l_988_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_989_ = local_82;
                                    bool l_990_ = !(l_989_);
                                    if (l_990_) {
                                        break;
                                    }
                                    uint _e3385 = l_mut_401_;
                                    uint _e3386 = l_mut_209_;
                                    uint l_991_ = (_e3385 - _e3386);
                                    uint _e3388 = l_mut_395_;
                                    uint _e3389 = l_mut_203_;
                                    uint l_992_ = (_e3388 - _e3389);
                                    uint _e3391 = l_mut_401_;
                                    uint _e3392 = l_mut_209_;
                                    bool l_993_ = (_e3391 < _e3392);
                                    uint l_994_ = uint(l_993_);
                                    uint l_995_ = (l_992_ - l_994_);
                                    l_mut_401_ = l_991_;
                                    l_mut_395_ = l_995_;
                                    uint _e3396 = l_mut_748_;
                                    l_mut_748_ = (_e3396 + 1u);
                                }
                            }
                        }
                        uint _e3399 = l_mut_748_;
                        uint _e3400 = l_mut_92_;
                        uint l_996_ = (_e3399 * _e3400);
                        uint _e3402 = l_mut_86_;
                        uint l_997_ = (_e3402 + l_996_);
                        uint _e3404 = l_mut_92_;
                        uint l_998_ = (l_997_ + _e3404);
                        bool l_999_ = (l_998_ >= l_4_);
                        if (l_999_) {
                            l_mut_428_ = 1u;
                        } else {
                            uint _e3408 = l_mut_209_;
                            uint _e3409 = l_mut_748_;
                            uint l_1000_ = (_e3408 * _e3409);
                            uint _e3411 = l_mut_209_;
                            uint l_3347_ = (_e3411 & 65535u);
                            uint _e3414 = l_mut_209_;
                            uint l_3348_ = (_e3414 >> 16u);
                            uint l_3349_ = (l_3348_ & 65535u);
                            uint _e3419 = l_mut_748_;
                            uint l_3350_ = (_e3419 & 65535u);
                            uint _e3422 = l_mut_748_;
                            uint l_3351_ = (_e3422 >> 16u);
                            uint l_3352_ = (l_3351_ & 65535u);
                            uint l_3353_ = (l_3347_ * l_3350_);
                            uint l_3354_ = (l_3349_ * l_3350_);
                            uint l_3355_ = (l_3347_ * l_3352_);
                            uint l_3356_ = (l_3349_ * l_3352_);
                            uint l_3357_ = (l_3353_ >> 16u);
                            uint l_3358_ = (l_3357_ & 65535u);
                            uint l_3359_ = (l_3354_ & 65535u);
                            uint l_3360_ = (l_3358_ + l_3359_);
                            uint l_3361_ = (l_3355_ & 65535u);
                            uint l_3362_ = (l_3360_ + l_3361_);
                            uint l_3363_ = (l_3354_ >> 16u);
                            uint l_3364_ = (l_3363_ & 65535u);
                            uint l_3365_ = (l_3356_ + l_3364_);
                            uint l_3366_ = (l_3355_ >> 16u);
                            uint l_3367_ = (l_3366_ & 65535u);
                            uint l_3368_ = (l_3365_ + l_3367_);
                            uint l_3369_ = (l_3362_ >> 16u);
                            uint l_3370_ = (l_3369_ & 65535u);
                            uint l_1001_ = (l_3368_ + l_3370_);
                            uint _e3456 = l_mut_203_;
                            uint _e3457 = l_mut_748_;
                            uint l_1002_ = (_e3456 * _e3457);
                            uint l_1003_ = (l_1001_ + l_1002_);
                            uint _e3460 = l_mut_265_;
                            uint l_1004_ = (_e3460 - l_1000_);
                            uint _e3462 = l_mut_259_;
                            uint l_1005_ = (_e3462 - l_1003_);
                            uint _e3464 = l_mut_265_;
                            bool l_1006_ = (_e3464 < l_1000_);
                            uint l_1007_ = uint(l_1006_);
                            uint l_1008_ = (l_1005_ - l_1007_);
                            l_mut_452_ = l_1004_;
                            l_mut_451_ = l_1008_;
                            uint _e3468 = l_mut_748_;
                            uint _e3469 = l_mut_92_;
                            uint l_1009_ = (_e3468 * _e3469);
                            uint _e3471 = l_mut_86_;
                            uint l_1010_ = (_e3471 + l_1009_);
                            l_mut_448_ = l_1010_;
                            uint _e3473 = l_mut_209_;
                            uint _e3474 = l_mut_452_;
                            uint l_1011_ = (_e3473 - _e3474);
                            uint _e3476 = l_mut_203_;
                            uint _e3477 = l_mut_451_;
                            uint l_1012_ = (_e3476 - _e3477);
                            uint _e3479 = l_mut_209_;
                            uint _e3480 = l_mut_452_;
                            bool l_1013_ = (_e3479 < _e3480);
                            uint l_1014_ = uint(l_1013_);
                            uint l_1015_ = (l_1012_ - l_1014_);
                            l_mut_743_ = l_1011_;
                            l_mut_457_ = l_1015_;
                            uint _e3484 = l_mut_92_;
                            uint _e3485 = l_mut_448_;
                            uint l_1016_ = (_e3484 + _e3485);
                            l_mut_447_ = l_1016_;
                        }
                    }
                }
                uint _e3487 = l_mut_452_;
                l_mut_265_ = _e3487;
                uint _e3488 = l_mut_451_;
                l_mut_259_ = _e3488;
                uint _e3489 = l_mut_743_;
                l_mut_209_ = _e3489;
                uint _e3490 = l_mut_457_;
                l_mut_203_ = _e3490;
                uint _e3491 = l_mut_447_;
                l_mut_92_ = _e3491;
                uint _e3492 = l_mut_448_;
                l_mut_86_ = _e3492;
                uint _e3493 = l_mut_446_;
                l_mut_141_ = _e3493;
                uint _e3494 = l_mut_435_;
                l_mut_135_ = _e3494;
                uint _e3495 = l_mut_428_;
                bool l_1017_ = (_e3495 == 1u);
                l_mut_357_ = l_1017_;
                uint _e3498 = l_mut_428_;
                bool l_1018_ = (_e3498 == 0u);
                l_mut_364_ = l_1018_;
            }
        }
        bool _e3501 = l_mut_357_;
        bool l_1019_ = !(_e3501);
        if (l_1019_) {
            uint l_3372_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3373_ = (l_3372_ * 1u);
            uint l_3374_ = (l_3373_ - 1u);
            uint l_3375_ = min(0u, l_3374_);
            uint _e3516 = atomicAdd(_group_0_binding_5_cs[l_3375_], 1u);
            uint l_1022_ = (l_4_ / 8u);
            l_mut_748_ = 0u;
            l_mut_743_ = 0u;
            l_mut_457_ = 0u;
            bool loop_init_6 = true;
            while(true) {
                if (!loop_init_6) {
                    uint _e8574 = l_mut_1023_;
                    l_mut_1023_ = (_e8574 + 1u);
                }
                loop_init_6 = false;
                uint _e3524 = l_mut_1023_;
                if ((_e3524 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3527 = l_mut_1023_;
                    uint l_1024_ = (_e3527 * l_1022_);
                    bool l_1025_ = (l_1024_ < l_46_);
                    uint l_1026_ = (l_4_ / 8u);
                    uint _e3532 = l_mut_1023_;
                    uint l_1027_ = (_e3532 * l_1026_);
                    uint l_1028_ = (l_1027_ + l_1027_);
                    uint l_1029_ = (l_62_ >> 31u);
                    bool l_1030_ = (l_1029_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_1030_) {
                        uint l_1031_ = (0u - l_59_);
                        uint l_1032_ = (0u - l_62_);
                        bool l_1033_ = (0u < l_59_);
                        uint l_1034_ = uint(l_1033_);
                        uint l_1035_ = (l_1032_ - l_1034_);
                        l_mut_452_ = l_1031_;
                        l_mut_451_ = l_1035_;
                    }
                    uint _e3547 = l_mut_452_;
                    uint l_1036_ = (_e3547 * l_1028_);
                    uint _e3549 = l_mut_451_;
                    uint l_1037_ = (_e3549 * l_1028_);
                    uint _e3551 = l_mut_452_;
                    uint l_3377_ = (_e3551 & 65535u);
                    uint _e3554 = l_mut_452_;
                    uint l_3378_ = (_e3554 >> 16u);
                    uint l_3379_ = (l_3378_ & 65535u);
                    uint l_3380_ = (l_1028_ & 65535u);
                    uint l_3381_ = (l_1028_ >> 16u);
                    uint l_3382_ = (l_3381_ & 65535u);
                    uint l_3383_ = (l_3377_ * l_3380_);
                    uint l_3384_ = (l_3379_ * l_3380_);
                    uint l_3385_ = (l_3377_ * l_3382_);
                    uint l_3386_ = (l_3379_ * l_3382_);
                    uint l_3387_ = (l_3383_ >> 16u);
                    uint l_3388_ = (l_3387_ & 65535u);
                    uint l_3389_ = (l_3384_ & 65535u);
                    uint l_3390_ = (l_3388_ + l_3389_);
                    uint l_3391_ = (l_3385_ & 65535u);
                    uint l_3392_ = (l_3390_ + l_3391_);
                    uint l_3393_ = (l_3384_ >> 16u);
                    uint l_3394_ = (l_3393_ & 65535u);
                    uint l_3395_ = (l_3386_ + l_3394_);
                    uint l_3396_ = (l_3385_ >> 16u);
                    uint l_3397_ = (l_3396_ & 65535u);
                    uint l_3398_ = (l_3395_ + l_3397_);
                    uint l_3399_ = (l_3392_ >> 16u);
                    uint l_3400_ = (l_3399_ & 65535u);
                    uint l_1038_ = (l_3398_ + l_3400_);
                    uint l_1039_ = (l_1038_ + l_1037_);
                    uint _e3595 = l_mut_451_;
                    uint l_3402_ = (_e3595 & 65535u);
                    uint _e3598 = l_mut_451_;
                    uint l_3403_ = (_e3598 >> 16u);
                    uint l_3404_ = (l_3403_ & 65535u);
                    uint l_3405_ = (l_1028_ & 65535u);
                    uint l_3406_ = (l_1028_ >> 16u);
                    uint l_3407_ = (l_3406_ & 65535u);
                    uint l_3408_ = (l_3402_ * l_3405_);
                    uint l_3409_ = (l_3404_ * l_3405_);
                    uint l_3410_ = (l_3402_ * l_3407_);
                    uint l_3411_ = (l_3404_ * l_3407_);
                    uint l_3412_ = (l_3408_ >> 16u);
                    uint l_3413_ = (l_3412_ & 65535u);
                    uint l_3414_ = (l_3409_ & 65535u);
                    uint l_3415_ = (l_3413_ + l_3414_);
                    uint l_3416_ = (l_3410_ & 65535u);
                    uint l_3417_ = (l_3415_ + l_3416_);
                    uint l_3418_ = (l_3409_ >> 16u);
                    uint l_3419_ = (l_3418_ & 65535u);
                    uint l_3420_ = (l_3411_ + l_3419_);
                    uint l_3421_ = (l_3410_ >> 16u);
                    uint l_3422_ = (l_3421_ & 65535u);
                    uint l_3423_ = (l_3420_ + l_3422_);
                    uint l_3424_ = (l_3417_ >> 16u);
                    uint l_3425_ = (l_3424_ & 65535u);
                    uint l_1040_ = (l_3423_ + l_3425_);
                    bool l_1041_ = (l_1039_ < l_1037_);
                    uint l_1042_ = uint(l_1041_);
                    uint l_1043_ = (l_1040_ + l_1042_);
                    uint l_1044_ = (l_9_ % 32u);
                    l_mut_448_ = l_1036_;
                    bool l_1045_ = (l_1044_ > 0u);
                    if (l_1045_) {
                        uint l_1046_ = (l_1036_ >> l_1044_);
                        uint l_1047_ = (32u - l_1044_);
                        uint l_1048_ = (l_1039_ << l_1047_);
                        uint l_1049_ = (l_1046_ | l_1048_);
                        l_mut_448_ = l_1049_;
                    }
                    l_mut_447_ = l_1039_;
                    bool l_1050_ = (l_1044_ > 0u);
                    if (l_1050_) {
                        uint l_1051_ = (l_1039_ >> l_1044_);
                        uint l_1052_ = (32u - l_1044_);
                        uint l_1053_ = (l_1043_ << l_1052_);
                        uint l_1054_ = (l_1051_ | l_1053_);
                        l_mut_447_ = l_1054_;
                    }
                    uint _e3657 = l_mut_448_;
                    l_mut_446_ = _e3657;
                    uint _e3658 = l_mut_447_;
                    l_mut_448_ = _e3658;
                    bool l_1055_ = (l_9_ >= 64u);
                    if (l_1055_) {
                        l_mut_446_ = l_1043_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_1056_ = (l_9_ >= 32u);
                        if (l_1056_) {
                            l_mut_447_ = l_1039_;
                            bool l_1057_ = (l_1044_ > 0u);
                            if (l_1057_) {
                                uint l_1058_ = (l_1039_ >> l_1044_);
                                uint l_1059_ = (32u - l_1044_);
                                uint l_1060_ = (l_1043_ << l_1059_);
                                uint l_1061_ = (l_1058_ | l_1060_);
                                l_mut_447_ = l_1061_;
                            }
                            uint l_1062_ = (l_1043_ >> l_1044_);
                            uint _e3672 = l_mut_447_;
                            l_mut_446_ = _e3672;
                            l_mut_448_ = l_1062_;
                        }
                    }
                    uint _e3673 = l_mut_446_;
                    l_mut_452_ = _e3673;
                    uint _e3674 = l_mut_448_;
                    l_mut_451_ = _e3674;
                    if (l_1030_) {
                        uint _e3676 = l_mut_452_;
                        uint l_1063_ = (0u - _e3676);
                        uint _e3679 = l_mut_451_;
                        uint l_1064_ = (0u - _e3679);
                        uint _e3682 = l_mut_452_;
                        bool l_1065_ = (0u < _e3682);
                        uint l_1066_ = uint(l_1065_);
                        uint l_1067_ = (l_1064_ - l_1066_);
                        l_mut_452_ = l_1063_;
                        l_mut_451_ = l_1067_;
                    }
                    uint _e3686 = l_mut_452_;
                    uint l_1068_ = (l_49_ + _e3686);
                    uint _e3688 = l_mut_451_;
                    uint l_1069_ = (l_52_ + _e3688);
                    bool l_1070_ = (l_1068_ < l_49_);
                    uint l_1071_ = uint(l_1070_);
                    uint l_1072_ = (l_1069_ + l_1071_);
                    uint l_1073_ = (l_49_ * l_1027_);
                    uint l_3427_ = (l_49_ & 65535u);
                    uint l_3428_ = (l_49_ >> 16u);
                    uint l_3429_ = (l_3428_ & 65535u);
                    uint l_3430_ = (l_1027_ & 65535u);
                    uint l_3431_ = (l_1027_ >> 16u);
                    uint l_3432_ = (l_3431_ & 65535u);
                    uint l_3433_ = (l_3427_ * l_3430_);
                    uint l_3434_ = (l_3429_ * l_3430_);
                    uint l_3435_ = (l_3427_ * l_3432_);
                    uint l_3436_ = (l_3429_ * l_3432_);
                    uint l_3437_ = (l_3433_ >> 16u);
                    uint l_3438_ = (l_3437_ & 65535u);
                    uint l_3439_ = (l_3434_ & 65535u);
                    uint l_3440_ = (l_3438_ + l_3439_);
                    uint l_3441_ = (l_3435_ & 65535u);
                    uint l_3442_ = (l_3440_ + l_3441_);
                    uint l_3443_ = (l_3434_ >> 16u);
                    uint l_3444_ = (l_3443_ & 65535u);
                    uint l_3445_ = (l_3436_ + l_3444_);
                    uint l_3446_ = (l_3435_ >> 16u);
                    uint l_3447_ = (l_3446_ & 65535u);
                    uint l_3448_ = (l_3445_ + l_3447_);
                    uint l_3449_ = (l_3442_ >> 16u);
                    uint l_3450_ = (l_3449_ & 65535u);
                    uint l_1074_ = (l_3448_ + l_3450_);
                    uint l_1075_ = (l_52_ * l_1027_);
                    uint l_1076_ = (l_1074_ + l_1075_);
                    uint l_1077_ = (l_54_ + l_1073_);
                    uint l_1078_ = (l_57_ + l_1076_);
                    bool l_1079_ = (l_1077_ < l_54_);
                    uint l_1080_ = uint(l_1079_);
                    uint l_1081_ = (l_1078_ + l_1080_);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_1082_ = (l_1027_ < 65536u);
                    if (l_1082_) {
                        uint l_1083_ = (l_1027_ * l_1027_);
                        uint l_1084_ = (l_62_ >> 31u);
                        bool l_1085_ = (l_1084_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1085_) {
                            uint l_1086_ = (0u - l_59_);
                            uint l_1087_ = (0u - l_62_);
                            bool l_1088_ = (0u < l_59_);
                            uint l_1089_ = uint(l_1088_);
                            uint l_1090_ = (l_1087_ - l_1089_);
                            l_mut_448_ = l_1086_;
                            l_mut_447_ = l_1090_;
                        }
                        uint _e3759 = l_mut_448_;
                        uint l_1091_ = (_e3759 * l_1083_);
                        uint _e3761 = l_mut_447_;
                        uint l_1092_ = (_e3761 * l_1083_);
                        uint _e3763 = l_mut_448_;
                        uint l_3452_ = (_e3763 & 65535u);
                        uint _e3766 = l_mut_448_;
                        uint l_3453_ = (_e3766 >> 16u);
                        uint l_3454_ = (l_3453_ & 65535u);
                        uint l_3455_ = (l_1083_ & 65535u);
                        uint l_3456_ = (l_1083_ >> 16u);
                        uint l_3457_ = (l_3456_ & 65535u);
                        uint l_3458_ = (l_3452_ * l_3455_);
                        uint l_3459_ = (l_3454_ * l_3455_);
                        uint l_3460_ = (l_3452_ * l_3457_);
                        uint l_3461_ = (l_3454_ * l_3457_);
                        uint l_3462_ = (l_3458_ >> 16u);
                        uint l_3463_ = (l_3462_ & 65535u);
                        uint l_3464_ = (l_3459_ & 65535u);
                        uint l_3465_ = (l_3463_ + l_3464_);
                        uint l_3466_ = (l_3460_ & 65535u);
                        uint l_3467_ = (l_3465_ + l_3466_);
                        uint l_3468_ = (l_3459_ >> 16u);
                        uint l_3469_ = (l_3468_ & 65535u);
                        uint l_3470_ = (l_3461_ + l_3469_);
                        uint l_3471_ = (l_3460_ >> 16u);
                        uint l_3472_ = (l_3471_ & 65535u);
                        uint l_3473_ = (l_3470_ + l_3472_);
                        uint l_3474_ = (l_3467_ >> 16u);
                        uint l_3475_ = (l_3474_ & 65535u);
                        uint l_1093_ = (l_3473_ + l_3475_);
                        uint l_1094_ = (l_1093_ + l_1092_);
                        uint _e3807 = l_mut_447_;
                        uint l_3477_ = (_e3807 & 65535u);
                        uint _e3810 = l_mut_447_;
                        uint l_3478_ = (_e3810 >> 16u);
                        uint l_3479_ = (l_3478_ & 65535u);
                        uint l_3480_ = (l_1083_ & 65535u);
                        uint l_3481_ = (l_1083_ >> 16u);
                        uint l_3482_ = (l_3481_ & 65535u);
                        uint l_3483_ = (l_3477_ * l_3480_);
                        uint l_3484_ = (l_3479_ * l_3480_);
                        uint l_3485_ = (l_3477_ * l_3482_);
                        uint l_3486_ = (l_3479_ * l_3482_);
                        uint l_3487_ = (l_3483_ >> 16u);
                        uint l_3488_ = (l_3487_ & 65535u);
                        uint l_3489_ = (l_3484_ & 65535u);
                        uint l_3490_ = (l_3488_ + l_3489_);
                        uint l_3491_ = (l_3485_ & 65535u);
                        uint l_3492_ = (l_3490_ + l_3491_);
                        uint l_3493_ = (l_3484_ >> 16u);
                        uint l_3494_ = (l_3493_ & 65535u);
                        uint l_3495_ = (l_3486_ + l_3494_);
                        uint l_3496_ = (l_3485_ >> 16u);
                        uint l_3497_ = (l_3496_ & 65535u);
                        uint l_3498_ = (l_3495_ + l_3497_);
                        uint l_3499_ = (l_3492_ >> 16u);
                        uint l_3500_ = (l_3499_ & 65535u);
                        uint l_1095_ = (l_3498_ + l_3500_);
                        bool l_1096_ = (l_1094_ < l_1092_);
                        uint l_1097_ = uint(l_1096_);
                        uint l_1098_ = (l_1095_ + l_1097_);
                        uint l_1099_ = (l_9_ % 32u);
                        l_mut_446_ = l_1091_;
                        bool l_1100_ = (l_1099_ > 0u);
                        if (l_1100_) {
                            uint l_1101_ = (l_1091_ >> l_1099_);
                            uint l_1102_ = (32u - l_1099_);
                            uint l_1103_ = (l_1094_ << l_1102_);
                            uint l_1104_ = (l_1101_ | l_1103_);
                            l_mut_446_ = l_1104_;
                        }
                        l_mut_435_ = l_1094_;
                        bool l_1105_ = (l_1099_ > 0u);
                        if (l_1105_) {
                            uint l_1106_ = (l_1094_ >> l_1099_);
                            uint l_1107_ = (32u - l_1099_);
                            uint l_1108_ = (l_1098_ << l_1107_);
                            uint l_1109_ = (l_1106_ | l_1108_);
                            l_mut_435_ = l_1109_;
                        }
                        uint _e3869 = l_mut_446_;
                        l_mut_428_ = _e3869;
                        uint _e3870 = l_mut_435_;
                        l_mut_446_ = _e3870;
                        bool l_1110_ = (l_9_ >= 64u);
                        if (l_1110_) {
                            l_mut_428_ = l_1098_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_1111_ = (l_9_ >= 32u);
                            if (l_1111_) {
                                l_mut_435_ = l_1094_;
                                bool l_1112_ = (l_1099_ > 0u);
                                if (l_1112_) {
                                    uint l_1113_ = (l_1094_ >> l_1099_);
                                    uint l_1114_ = (32u - l_1099_);
                                    uint l_1115_ = (l_1098_ << l_1114_);
                                    uint l_1116_ = (l_1113_ | l_1115_);
                                    l_mut_435_ = l_1116_;
                                }
                                uint l_1117_ = (l_1098_ >> l_1099_);
                                uint _e3884 = l_mut_435_;
                                l_mut_428_ = _e3884;
                                l_mut_446_ = l_1117_;
                            }
                        }
                        uint _e3885 = l_mut_428_;
                        l_mut_448_ = _e3885;
                        uint _e3886 = l_mut_446_;
                        l_mut_447_ = _e3886;
                        if (l_1085_) {
                            uint _e3888 = l_mut_448_;
                            uint l_1118_ = (0u - _e3888);
                            uint _e3891 = l_mut_447_;
                            uint l_1119_ = (0u - _e3891);
                            uint _e3894 = l_mut_448_;
                            bool l_1120_ = (0u < _e3894);
                            uint l_1121_ = uint(l_1120_);
                            uint l_1122_ = (l_1119_ - l_1121_);
                            l_mut_448_ = l_1118_;
                            l_mut_447_ = l_1122_;
                        }
                        uint _e3898 = l_mut_448_;
                        l_mut_452_ = _e3898;
                        uint _e3899 = l_mut_447_;
                        l_mut_451_ = _e3899;
                    } else {
                        uint l_1123_ = (l_62_ >> 31u);
                        bool l_1124_ = (l_1123_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1124_) {
                            uint l_1125_ = (0u - l_59_);
                            uint l_1126_ = (0u - l_62_);
                            bool l_1127_ = (0u < l_59_);
                            uint l_1128_ = uint(l_1127_);
                            uint l_1129_ = (l_1126_ - l_1128_);
                            l_mut_448_ = l_1125_;
                            l_mut_447_ = l_1129_;
                        }
                        uint _e3912 = l_mut_448_;
                        uint l_1130_ = (_e3912 * l_1027_);
                        uint _e3914 = l_mut_447_;
                        uint l_1131_ = (_e3914 * l_1027_);
                        uint _e3916 = l_mut_448_;
                        uint l_3502_ = (_e3916 & 65535u);
                        uint _e3919 = l_mut_448_;
                        uint l_3503_ = (_e3919 >> 16u);
                        uint l_3504_ = (l_3503_ & 65535u);
                        uint l_3505_ = (l_1027_ & 65535u);
                        uint l_3506_ = (l_1027_ >> 16u);
                        uint l_3507_ = (l_3506_ & 65535u);
                        uint l_3508_ = (l_3502_ * l_3505_);
                        uint l_3509_ = (l_3504_ * l_3505_);
                        uint l_3510_ = (l_3502_ * l_3507_);
                        uint l_3511_ = (l_3504_ * l_3507_);
                        uint l_3512_ = (l_3508_ >> 16u);
                        uint l_3513_ = (l_3512_ & 65535u);
                        uint l_3514_ = (l_3509_ & 65535u);
                        uint l_3515_ = (l_3513_ + l_3514_);
                        uint l_3516_ = (l_3510_ & 65535u);
                        uint l_3517_ = (l_3515_ + l_3516_);
                        uint l_3518_ = (l_3509_ >> 16u);
                        uint l_3519_ = (l_3518_ & 65535u);
                        uint l_3520_ = (l_3511_ + l_3519_);
                        uint l_3521_ = (l_3510_ >> 16u);
                        uint l_3522_ = (l_3521_ & 65535u);
                        uint l_3523_ = (l_3520_ + l_3522_);
                        uint l_3524_ = (l_3517_ >> 16u);
                        uint l_3525_ = (l_3524_ & 65535u);
                        uint l_1132_ = (l_3523_ + l_3525_);
                        uint l_1133_ = (l_1132_ + l_1131_);
                        uint _e3960 = l_mut_447_;
                        uint l_3527_ = (_e3960 & 65535u);
                        uint _e3963 = l_mut_447_;
                        uint l_3528_ = (_e3963 >> 16u);
                        uint l_3529_ = (l_3528_ & 65535u);
                        uint l_3530_ = (l_1027_ & 65535u);
                        uint l_3531_ = (l_1027_ >> 16u);
                        uint l_3532_ = (l_3531_ & 65535u);
                        uint l_3533_ = (l_3527_ * l_3530_);
                        uint l_3534_ = (l_3529_ * l_3530_);
                        uint l_3535_ = (l_3527_ * l_3532_);
                        uint l_3536_ = (l_3529_ * l_3532_);
                        uint l_3537_ = (l_3533_ >> 16u);
                        uint l_3538_ = (l_3537_ & 65535u);
                        uint l_3539_ = (l_3534_ & 65535u);
                        uint l_3540_ = (l_3538_ + l_3539_);
                        uint l_3541_ = (l_3535_ & 65535u);
                        uint l_3542_ = (l_3540_ + l_3541_);
                        uint l_3543_ = (l_3534_ >> 16u);
                        uint l_3544_ = (l_3543_ & 65535u);
                        uint l_3545_ = (l_3536_ + l_3544_);
                        uint l_3546_ = (l_3535_ >> 16u);
                        uint l_3547_ = (l_3546_ & 65535u);
                        uint l_3548_ = (l_3545_ + l_3547_);
                        uint l_3549_ = (l_3542_ >> 16u);
                        uint l_3550_ = (l_3549_ & 65535u);
                        uint l_1134_ = (l_3548_ + l_3550_);
                        bool l_1135_ = (l_1133_ < l_1131_);
                        uint l_1136_ = uint(l_1135_);
                        uint l_1137_ = (l_1134_ + l_1136_);
                        l_mut_446_ = l_1130_;
                        bool l_1139_ = (0u > 0u);
                        if (l_1139_) {
                            uint l_1140_ = (l_1130_ >> 0u);
                            uint l_1141_ = (32u - 0u);
                            uint l_1142_ = (l_1133_ << l_1141_);
                            uint l_1143_ = (l_1140_ | l_1142_);
                            l_mut_446_ = l_1143_;
                        }
                        l_mut_435_ = l_1133_;
                        bool l_1144_ = (0u > 0u);
                        if (l_1144_) {
                            uint l_1145_ = (l_1133_ >> 0u);
                            uint l_1146_ = (32u - 0u);
                            uint l_1147_ = (l_1137_ << l_1146_);
                            uint l_1148_ = (l_1145_ | l_1147_);
                            l_mut_435_ = l_1148_;
                        }
                        uint _e4021 = l_mut_446_;
                        l_mut_428_ = _e4021;
                        uint _e4022 = l_mut_435_;
                        l_mut_446_ = _e4022;
                        if (false) {
                            l_mut_428_ = l_1137_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_1133_;
                                bool l_1151_ = (0u > 0u);
                                if (l_1151_) {
                                    uint l_1152_ = (l_1133_ >> 0u);
                                    uint l_1153_ = (32u - 0u);
                                    uint l_1154_ = (l_1137_ << l_1153_);
                                    uint l_1155_ = (l_1152_ | l_1154_);
                                    l_mut_435_ = l_1155_;
                                }
                                uint l_1156_ = (l_1137_ >> 0u);
                                uint _e4034 = l_mut_435_;
                                l_mut_428_ = _e4034;
                                l_mut_446_ = l_1156_;
                            }
                        }
                        uint _e4035 = l_mut_448_;
                        uint l_1157_ = (_e4035 * l_1027_);
                        uint _e4037 = l_mut_447_;
                        uint l_1158_ = (_e4037 * l_1027_);
                        uint _e4039 = l_mut_448_;
                        uint l_3552_ = (_e4039 & 65535u);
                        uint _e4042 = l_mut_448_;
                        uint l_3553_ = (_e4042 >> 16u);
                        uint l_3554_ = (l_3553_ & 65535u);
                        uint l_3555_ = (l_1027_ & 65535u);
                        uint l_3556_ = (l_1027_ >> 16u);
                        uint l_3557_ = (l_3556_ & 65535u);
                        uint l_3558_ = (l_3552_ * l_3555_);
                        uint l_3559_ = (l_3554_ * l_3555_);
                        uint l_3560_ = (l_3552_ * l_3557_);
                        uint l_3561_ = (l_3554_ * l_3557_);
                        uint l_3562_ = (l_3558_ >> 16u);
                        uint l_3563_ = (l_3562_ & 65535u);
                        uint l_3564_ = (l_3559_ & 65535u);
                        uint l_3565_ = (l_3563_ + l_3564_);
                        uint l_3566_ = (l_3560_ & 65535u);
                        uint l_3567_ = (l_3565_ + l_3566_);
                        uint l_3568_ = (l_3559_ >> 16u);
                        uint l_3569_ = (l_3568_ & 65535u);
                        uint l_3570_ = (l_3561_ + l_3569_);
                        uint l_3571_ = (l_3560_ >> 16u);
                        uint l_3572_ = (l_3571_ & 65535u);
                        uint l_3573_ = (l_3570_ + l_3572_);
                        uint l_3574_ = (l_3567_ >> 16u);
                        uint l_3575_ = (l_3574_ & 65535u);
                        uint l_1159_ = (l_3573_ + l_3575_);
                        uint l_1160_ = (l_1159_ + l_1158_);
                        uint _e4083 = l_mut_447_;
                        uint l_3577_ = (_e4083 & 65535u);
                        uint _e4086 = l_mut_447_;
                        uint l_3578_ = (_e4086 >> 16u);
                        uint l_3579_ = (l_3578_ & 65535u);
                        uint l_3580_ = (l_1027_ & 65535u);
                        uint l_3581_ = (l_1027_ >> 16u);
                        uint l_3582_ = (l_3581_ & 65535u);
                        uint l_3583_ = (l_3577_ * l_3580_);
                        uint l_3584_ = (l_3579_ * l_3580_);
                        uint l_3585_ = (l_3577_ * l_3582_);
                        uint l_3586_ = (l_3579_ * l_3582_);
                        uint l_3587_ = (l_3583_ >> 16u);
                        uint l_3588_ = (l_3587_ & 65535u);
                        uint l_3589_ = (l_3584_ & 65535u);
                        uint l_3590_ = (l_3588_ + l_3589_);
                        uint l_3591_ = (l_3585_ & 65535u);
                        uint l_3592_ = (l_3590_ + l_3591_);
                        uint l_3593_ = (l_3584_ >> 16u);
                        uint l_3594_ = (l_3593_ & 65535u);
                        uint l_3595_ = (l_3586_ + l_3594_);
                        uint l_3596_ = (l_3585_ >> 16u);
                        uint l_3597_ = (l_3596_ & 65535u);
                        uint l_3598_ = (l_3595_ + l_3597_);
                        uint l_3599_ = (l_3592_ >> 16u);
                        uint l_3600_ = (l_3599_ & 65535u);
                        uint l_1161_ = (l_3598_ + l_3600_);
                        bool l_1162_ = (l_1160_ < l_1158_);
                        uint l_1163_ = uint(l_1162_);
                        uint l_1164_ = (l_1161_ + l_1163_);
                        l_mut_435_ = l_1157_;
                        bool l_1166_ = (0u > 0u);
                        if (l_1166_) {
                            uint l_1167_ = (l_1157_ >> 0u);
                            uint l_1168_ = (32u - 0u);
                            uint l_1169_ = (l_1160_ << l_1168_);
                            uint l_1170_ = (l_1167_ | l_1169_);
                            l_mut_435_ = l_1170_;
                        }
                        l_mut_401_ = l_1160_;
                        bool l_1171_ = (0u > 0u);
                        if (l_1171_) {
                            uint l_1172_ = (l_1160_ >> 0u);
                            uint l_1173_ = (32u - 0u);
                            uint l_1174_ = (l_1164_ << l_1173_);
                            uint l_1175_ = (l_1172_ | l_1174_);
                            l_mut_401_ = l_1175_;
                        }
                        uint _e4144 = l_mut_435_;
                        l_mut_395_ = _e4144;
                        uint _e4145 = l_mut_401_;
                        l_mut_435_ = _e4145;
                        if (true) {
                            l_mut_395_ = l_1164_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1160_;
                                bool l_1178_ = (0u > 0u);
                                if (l_1178_) {
                                    uint l_1179_ = (l_1160_ >> 0u);
                                    uint l_1180_ = (32u - 0u);
                                    uint l_1181_ = (l_1164_ << l_1180_);
                                    uint l_1182_ = (l_1179_ | l_1181_);
                                    l_mut_401_ = l_1182_;
                                }
                                uint l_1183_ = (l_1164_ >> 0u);
                                uint _e4157 = l_mut_401_;
                                l_mut_395_ = _e4157;
                                l_mut_435_ = l_1183_;
                            }
                        }
                        uint _e4158 = l_mut_428_;
                        uint l_1184_ = (_e4158 * l_1027_);
                        uint _e4160 = l_mut_446_;
                        uint l_1185_ = (_e4160 * l_1027_);
                        uint _e4162 = l_mut_428_;
                        uint l_3602_ = (_e4162 & 65535u);
                        uint _e4165 = l_mut_428_;
                        uint l_3603_ = (_e4165 >> 16u);
                        uint l_3604_ = (l_3603_ & 65535u);
                        uint l_3605_ = (l_1027_ & 65535u);
                        uint l_3606_ = (l_1027_ >> 16u);
                        uint l_3607_ = (l_3606_ & 65535u);
                        uint l_3608_ = (l_3602_ * l_3605_);
                        uint l_3609_ = (l_3604_ * l_3605_);
                        uint l_3610_ = (l_3602_ * l_3607_);
                        uint l_3611_ = (l_3604_ * l_3607_);
                        uint l_3612_ = (l_3608_ >> 16u);
                        uint l_3613_ = (l_3612_ & 65535u);
                        uint l_3614_ = (l_3609_ & 65535u);
                        uint l_3615_ = (l_3613_ + l_3614_);
                        uint l_3616_ = (l_3610_ & 65535u);
                        uint l_3617_ = (l_3615_ + l_3616_);
                        uint l_3618_ = (l_3609_ >> 16u);
                        uint l_3619_ = (l_3618_ & 65535u);
                        uint l_3620_ = (l_3611_ + l_3619_);
                        uint l_3621_ = (l_3610_ >> 16u);
                        uint l_3622_ = (l_3621_ & 65535u);
                        uint l_3623_ = (l_3620_ + l_3622_);
                        uint l_3624_ = (l_3617_ >> 16u);
                        uint l_3625_ = (l_3624_ & 65535u);
                        uint l_1186_ = (l_3623_ + l_3625_);
                        uint l_1187_ = (l_1186_ + l_1185_);
                        uint _e4206 = l_mut_446_;
                        uint l_3627_ = (_e4206 & 65535u);
                        uint _e4209 = l_mut_446_;
                        uint l_3628_ = (_e4209 >> 16u);
                        uint l_3629_ = (l_3628_ & 65535u);
                        uint l_3630_ = (l_1027_ & 65535u);
                        uint l_3631_ = (l_1027_ >> 16u);
                        uint l_3632_ = (l_3631_ & 65535u);
                        uint l_3633_ = (l_3627_ * l_3630_);
                        uint l_3634_ = (l_3629_ * l_3630_);
                        uint l_3635_ = (l_3627_ * l_3632_);
                        uint l_3636_ = (l_3629_ * l_3632_);
                        uint l_3637_ = (l_3633_ >> 16u);
                        uint l_3638_ = (l_3637_ & 65535u);
                        uint l_3639_ = (l_3634_ & 65535u);
                        uint l_3640_ = (l_3638_ + l_3639_);
                        uint l_3641_ = (l_3635_ & 65535u);
                        uint l_3642_ = (l_3640_ + l_3641_);
                        uint l_3643_ = (l_3634_ >> 16u);
                        uint l_3644_ = (l_3643_ & 65535u);
                        uint l_3645_ = (l_3636_ + l_3644_);
                        uint l_3646_ = (l_3635_ >> 16u);
                        uint l_3647_ = (l_3646_ & 65535u);
                        uint l_3648_ = (l_3645_ + l_3647_);
                        uint l_3649_ = (l_3642_ >> 16u);
                        uint l_3650_ = (l_3649_ & 65535u);
                        uint l_1188_ = (l_3648_ + l_3650_);
                        bool l_1189_ = (l_1187_ < l_1185_);
                        uint l_1190_ = uint(l_1189_);
                        uint l_1191_ = (l_1188_ + l_1190_);
                        l_mut_448_ = l_1184_;
                        bool l_1193_ = (0u > 0u);
                        if (l_1193_) {
                            uint l_1194_ = (l_1184_ >> 0u);
                            uint l_1195_ = (32u - 0u);
                            uint l_1196_ = (l_1187_ << l_1195_);
                            uint l_1197_ = (l_1194_ | l_1196_);
                            l_mut_448_ = l_1197_;
                        }
                        l_mut_447_ = l_1187_;
                        bool l_1198_ = (0u > 0u);
                        if (l_1198_) {
                            uint l_1199_ = (l_1187_ >> 0u);
                            uint l_1200_ = (32u - 0u);
                            uint l_1201_ = (l_1191_ << l_1200_);
                            uint l_1202_ = (l_1199_ | l_1201_);
                            l_mut_447_ = l_1202_;
                        }
                        uint _e4267 = l_mut_448_;
                        l_mut_401_ = _e4267;
                        uint _e4268 = l_mut_447_;
                        l_mut_448_ = _e4268;
                        if (false) {
                            l_mut_401_ = l_1191_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1187_;
                                bool l_1205_ = (0u > 0u);
                                if (l_1205_) {
                                    uint l_1206_ = (l_1187_ >> 0u);
                                    uint l_1207_ = (32u - 0u);
                                    uint l_1208_ = (l_1191_ << l_1207_);
                                    uint l_1209_ = (l_1206_ | l_1208_);
                                    l_mut_447_ = l_1209_;
                                }
                                uint l_1210_ = (l_1191_ >> 0u);
                                uint _e4280 = l_mut_447_;
                                l_mut_401_ = _e4280;
                                l_mut_448_ = l_1210_;
                            }
                        }
                        uint _e4281 = l_mut_428_;
                        uint l_1211_ = (_e4281 * l_1027_);
                        uint _e4283 = l_mut_446_;
                        uint l_1212_ = (_e4283 * l_1027_);
                        uint _e4285 = l_mut_428_;
                        uint l_3652_ = (_e4285 & 65535u);
                        uint _e4288 = l_mut_428_;
                        uint l_3653_ = (_e4288 >> 16u);
                        uint l_3654_ = (l_3653_ & 65535u);
                        uint l_3655_ = (l_1027_ & 65535u);
                        uint l_3656_ = (l_1027_ >> 16u);
                        uint l_3657_ = (l_3656_ & 65535u);
                        uint l_3658_ = (l_3652_ * l_3655_);
                        uint l_3659_ = (l_3654_ * l_3655_);
                        uint l_3660_ = (l_3652_ * l_3657_);
                        uint l_3661_ = (l_3654_ * l_3657_);
                        uint l_3662_ = (l_3658_ >> 16u);
                        uint l_3663_ = (l_3662_ & 65535u);
                        uint l_3664_ = (l_3659_ & 65535u);
                        uint l_3665_ = (l_3663_ + l_3664_);
                        uint l_3666_ = (l_3660_ & 65535u);
                        uint l_3667_ = (l_3665_ + l_3666_);
                        uint l_3668_ = (l_3659_ >> 16u);
                        uint l_3669_ = (l_3668_ & 65535u);
                        uint l_3670_ = (l_3661_ + l_3669_);
                        uint l_3671_ = (l_3660_ >> 16u);
                        uint l_3672_ = (l_3671_ & 65535u);
                        uint l_3673_ = (l_3670_ + l_3672_);
                        uint l_3674_ = (l_3667_ >> 16u);
                        uint l_3675_ = (l_3674_ & 65535u);
                        uint l_1213_ = (l_3673_ + l_3675_);
                        uint l_1214_ = (l_1213_ + l_1212_);
                        uint _e4329 = l_mut_446_;
                        uint l_3677_ = (_e4329 & 65535u);
                        uint _e4332 = l_mut_446_;
                        uint l_3678_ = (_e4332 >> 16u);
                        uint l_3679_ = (l_3678_ & 65535u);
                        uint l_3680_ = (l_1027_ & 65535u);
                        uint l_3681_ = (l_1027_ >> 16u);
                        uint l_3682_ = (l_3681_ & 65535u);
                        uint l_3683_ = (l_3677_ * l_3680_);
                        uint l_3684_ = (l_3679_ * l_3680_);
                        uint l_3685_ = (l_3677_ * l_3682_);
                        uint l_3686_ = (l_3679_ * l_3682_);
                        uint l_3687_ = (l_3683_ >> 16u);
                        uint l_3688_ = (l_3687_ & 65535u);
                        uint l_3689_ = (l_3684_ & 65535u);
                        uint l_3690_ = (l_3688_ + l_3689_);
                        uint l_3691_ = (l_3685_ & 65535u);
                        uint l_3692_ = (l_3690_ + l_3691_);
                        uint l_3693_ = (l_3684_ >> 16u);
                        uint l_3694_ = (l_3693_ & 65535u);
                        uint l_3695_ = (l_3686_ + l_3694_);
                        uint l_3696_ = (l_3685_ >> 16u);
                        uint l_3697_ = (l_3696_ & 65535u);
                        uint l_3698_ = (l_3695_ + l_3697_);
                        uint l_3699_ = (l_3692_ >> 16u);
                        uint l_3700_ = (l_3699_ & 65535u);
                        uint l_1215_ = (l_3698_ + l_3700_);
                        bool l_1216_ = (l_1214_ < l_1212_);
                        uint l_1217_ = uint(l_1216_);
                        uint l_1218_ = (l_1215_ + l_1217_);
                        l_mut_447_ = l_1211_;
                        bool l_1220_ = (0u > 0u);
                        if (l_1220_) {
                            uint l_1221_ = (l_1211_ >> 0u);
                            uint l_1222_ = (32u - 0u);
                            uint l_1223_ = (l_1214_ << l_1222_);
                            uint l_1224_ = (l_1221_ | l_1223_);
                            l_mut_447_ = l_1224_;
                        }
                        l_mut_389_ = l_1214_;
                        bool l_1225_ = (0u > 0u);
                        if (l_1225_) {
                            uint l_1226_ = (l_1214_ >> 0u);
                            uint l_1227_ = (32u - 0u);
                            uint l_1228_ = (l_1218_ << l_1227_);
                            uint l_1229_ = (l_1226_ | l_1228_);
                            l_mut_389_ = l_1229_;
                        }
                        uint _e4390 = l_mut_447_;
                        l_mut_265_ = _e4390;
                        uint _e4391 = l_mut_389_;
                        l_mut_447_ = _e4391;
                        if (true) {
                            l_mut_265_ = l_1218_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1214_;
                                bool l_1232_ = (0u > 0u);
                                if (l_1232_) {
                                    uint l_1233_ = (l_1214_ >> 0u);
                                    uint l_1234_ = (32u - 0u);
                                    uint l_1235_ = (l_1218_ << l_1234_);
                                    uint l_1236_ = (l_1233_ | l_1235_);
                                    l_mut_389_ = l_1236_;
                                }
                                uint l_1237_ = (l_1218_ >> 0u);
                                uint _e4403 = l_mut_389_;
                                l_mut_265_ = _e4403;
                                l_mut_447_ = l_1237_;
                            }
                        }
                        uint _e4404 = l_mut_395_;
                        uint l_1238_ = (_e4404 * l_1027_);
                        uint _e4406 = l_mut_395_;
                        uint l_3702_ = (_e4406 & 65535u);
                        uint _e4409 = l_mut_395_;
                        uint l_3703_ = (_e4409 >> 16u);
                        uint l_3704_ = (l_3703_ & 65535u);
                        uint l_3705_ = (l_1027_ & 65535u);
                        uint l_3706_ = (l_1027_ >> 16u);
                        uint l_3707_ = (l_3706_ & 65535u);
                        uint l_3708_ = (l_3702_ * l_3705_);
                        uint l_3709_ = (l_3704_ * l_3705_);
                        uint l_3710_ = (l_3702_ * l_3707_);
                        uint l_3711_ = (l_3704_ * l_3707_);
                        uint l_3712_ = (l_3708_ >> 16u);
                        uint l_3713_ = (l_3712_ & 65535u);
                        uint l_3714_ = (l_3709_ & 65535u);
                        uint l_3715_ = (l_3713_ + l_3714_);
                        uint l_3716_ = (l_3710_ & 65535u);
                        uint l_3717_ = (l_3715_ + l_3716_);
                        uint l_3718_ = (l_3709_ >> 16u);
                        uint l_3719_ = (l_3718_ & 65535u);
                        uint l_3720_ = (l_3711_ + l_3719_);
                        uint l_3721_ = (l_3710_ >> 16u);
                        uint l_3722_ = (l_3721_ & 65535u);
                        uint l_3723_ = (l_3720_ + l_3722_);
                        uint l_3724_ = (l_3717_ >> 16u);
                        uint l_3725_ = (l_3724_ & 65535u);
                        uint l_1239_ = (l_3723_ + l_3725_);
                        uint _e4449 = l_mut_435_;
                        uint l_1240_ = (_e4449 * l_1027_);
                        uint l_1241_ = (l_1239_ + l_1240_);
                        uint _e4452 = l_mut_265_;
                        uint l_1242_ = (_e4452 + l_1238_);
                        uint _e4454 = l_mut_447_;
                        uint l_1243_ = (_e4454 + l_1241_);
                        uint _e4456 = l_mut_265_;
                        bool l_1244_ = (l_1242_ < _e4456);
                        uint l_1245_ = uint(l_1244_);
                        uint l_1246_ = (l_1243_ + l_1245_);
                        uint _e4460 = l_mut_401_;
                        l_mut_452_ = _e4460;
                        uint _e4461 = l_mut_448_;
                        l_mut_451_ = _e4461;
                        bool l_1247_ = (l_9_ == 64u);
                        if (l_1247_) {
                            l_mut_452_ = l_1242_;
                            l_mut_451_ = l_1246_;
                        } else {
                            bool l_1248_ = (l_9_ > 0u);
                            if (l_1248_) {
                                uint l_1249_ = (64u - l_9_);
                                l_mut_447_ = l_1242_;
                                l_mut_446_ = l_1246_;
                                bool l_1250_ = (l_1249_ >= 32u);
                                if (l_1250_) {
                                    uint l_1251_ = (l_1249_ & 31u);
                                    uint l_1252_ = (l_1242_ << l_1251_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1252_;
                                } else {
                                    bool l_1253_ = (l_1249_ > 0u);
                                    if (l_1253_) {
                                        uint l_1254_ = (l_1242_ << l_1249_);
                                        uint l_1255_ = (l_1246_ << l_1249_);
                                        uint l_1256_ = (32u - l_1249_);
                                        uint l_1257_ = (l_1242_ >> l_1256_);
                                        uint l_1258_ = (l_1255_ | l_1257_);
                                        l_mut_447_ = l_1254_;
                                        l_mut_446_ = l_1258_;
                                    }
                                }
                                uint _e4482 = l_mut_401_;
                                l_mut_435_ = _e4482;
                                uint _e4483 = l_mut_448_;
                                l_mut_428_ = _e4483;
                                bool l_1259_ = (l_9_ >= 32u);
                                if (l_1259_) {
                                    uint l_1260_ = (l_9_ & 31u);
                                    uint _e4488 = l_mut_448_;
                                    uint l_1261_ = (_e4488 >> l_1260_);
                                    l_mut_435_ = l_1261_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1262_ = (l_9_ > 0u);
                                    if (l_1262_) {
                                        uint _e4493 = l_mut_401_;
                                        l_mut_395_ = _e4493;
                                        bool l_1263_ = (l_9_ > 0u);
                                        if (l_1263_) {
                                            uint _e4496 = l_mut_401_;
                                            uint l_1264_ = (_e4496 >> l_9_);
                                            uint l_1265_ = (32u - l_9_);
                                            uint _e4500 = l_mut_448_;
                                            uint l_1266_ = (_e4500 << l_1265_);
                                            uint l_1267_ = (l_1264_ | l_1266_);
                                            l_mut_395_ = l_1267_;
                                        }
                                        uint _e4503 = l_mut_448_;
                                        uint l_1268_ = (_e4503 >> l_9_);
                                        uint _e4505 = l_mut_395_;
                                        l_mut_435_ = _e4505;
                                        l_mut_428_ = l_1268_;
                                    }
                                }
                                uint _e4506 = l_mut_447_;
                                uint _e4507 = l_mut_435_;
                                uint l_1269_ = (_e4506 + _e4507);
                                uint _e4509 = l_mut_446_;
                                uint _e4510 = l_mut_428_;
                                uint l_1270_ = (_e4509 + _e4510);
                                uint _e4512 = l_mut_447_;
                                bool l_1271_ = (l_1269_ < _e4512);
                                uint l_1272_ = uint(l_1271_);
                                uint l_1273_ = (l_1270_ + l_1272_);
                                l_mut_452_ = l_1269_;
                                l_mut_451_ = l_1273_;
                            }
                        }
                        if (l_1124_) {
                            uint _e4517 = l_mut_452_;
                            uint l_1274_ = (0u - _e4517);
                            uint _e4520 = l_mut_451_;
                            uint l_1275_ = (0u - _e4520);
                            uint _e4523 = l_mut_452_;
                            bool l_1276_ = (0u < _e4523);
                            uint l_1277_ = uint(l_1276_);
                            uint l_1278_ = (l_1275_ - l_1277_);
                            l_mut_452_ = l_1274_;
                            l_mut_451_ = l_1278_;
                        }
                    }
                    uint _e4527 = l_mut_452_;
                    uint l_1279_ = (l_1077_ + _e4527);
                    uint _e4529 = l_mut_451_;
                    uint l_1280_ = (l_1081_ + _e4529);
                    bool l_1281_ = (l_1279_ < l_1077_);
                    uint l_1282_ = uint(l_1281_);
                    uint l_1283_ = (l_1280_ + l_1282_);
                    uint l_1284_ = (l_62_ >> 31u);
                    bool l_1285_ = (l_1284_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_1285_) {
                        uint l_1286_ = (0u - l_59_);
                        uint l_1287_ = (0u - l_62_);
                        bool l_1288_ = (0u < l_59_);
                        uint l_1289_ = uint(l_1288_);
                        uint l_1290_ = (l_1287_ - l_1289_);
                        l_mut_452_ = l_1286_;
                        l_mut_451_ = l_1290_;
                    }
                    uint _e4546 = l_mut_452_;
                    uint l_1291_ = (_e4546 * l_1026_);
                    uint _e4548 = l_mut_451_;
                    uint l_1292_ = (_e4548 * l_1026_);
                    uint _e4550 = l_mut_452_;
                    uint l_3727_ = (_e4550 & 65535u);
                    uint _e4553 = l_mut_452_;
                    uint l_3728_ = (_e4553 >> 16u);
                    uint l_3729_ = (l_3728_ & 65535u);
                    uint l_3730_ = (l_1026_ & 65535u);
                    uint l_3731_ = (l_1026_ >> 16u);
                    uint l_3732_ = (l_3731_ & 65535u);
                    uint l_3733_ = (l_3727_ * l_3730_);
                    uint l_3734_ = (l_3729_ * l_3730_);
                    uint l_3735_ = (l_3727_ * l_3732_);
                    uint l_3736_ = (l_3729_ * l_3732_);
                    uint l_3737_ = (l_3733_ >> 16u);
                    uint l_3738_ = (l_3737_ & 65535u);
                    uint l_3739_ = (l_3734_ & 65535u);
                    uint l_3740_ = (l_3738_ + l_3739_);
                    uint l_3741_ = (l_3735_ & 65535u);
                    uint l_3742_ = (l_3740_ + l_3741_);
                    uint l_3743_ = (l_3734_ >> 16u);
                    uint l_3744_ = (l_3743_ & 65535u);
                    uint l_3745_ = (l_3736_ + l_3744_);
                    uint l_3746_ = (l_3735_ >> 16u);
                    uint l_3747_ = (l_3746_ & 65535u);
                    uint l_3748_ = (l_3745_ + l_3747_);
                    uint l_3749_ = (l_3742_ >> 16u);
                    uint l_3750_ = (l_3749_ & 65535u);
                    uint l_1293_ = (l_3748_ + l_3750_);
                    uint l_1294_ = (l_1293_ + l_1292_);
                    uint _e4594 = l_mut_451_;
                    uint l_3752_ = (_e4594 & 65535u);
                    uint _e4597 = l_mut_451_;
                    uint l_3753_ = (_e4597 >> 16u);
                    uint l_3754_ = (l_3753_ & 65535u);
                    uint l_3755_ = (l_1026_ & 65535u);
                    uint l_3756_ = (l_1026_ >> 16u);
                    uint l_3757_ = (l_3756_ & 65535u);
                    uint l_3758_ = (l_3752_ * l_3755_);
                    uint l_3759_ = (l_3754_ * l_3755_);
                    uint l_3760_ = (l_3752_ * l_3757_);
                    uint l_3761_ = (l_3754_ * l_3757_);
                    uint l_3762_ = (l_3758_ >> 16u);
                    uint l_3763_ = (l_3762_ & 65535u);
                    uint l_3764_ = (l_3759_ & 65535u);
                    uint l_3765_ = (l_3763_ + l_3764_);
                    uint l_3766_ = (l_3760_ & 65535u);
                    uint l_3767_ = (l_3765_ + l_3766_);
                    uint l_3768_ = (l_3759_ >> 16u);
                    uint l_3769_ = (l_3768_ & 65535u);
                    uint l_3770_ = (l_3761_ + l_3769_);
                    uint l_3771_ = (l_3760_ >> 16u);
                    uint l_3772_ = (l_3771_ & 65535u);
                    uint l_3773_ = (l_3770_ + l_3772_);
                    uint l_3774_ = (l_3767_ >> 16u);
                    uint l_3775_ = (l_3774_ & 65535u);
                    uint l_1295_ = (l_3773_ + l_3775_);
                    bool l_1296_ = (l_1294_ < l_1292_);
                    uint l_1297_ = uint(l_1296_);
                    uint l_1298_ = (l_1295_ + l_1297_);
                    uint l_1299_ = (l_9_ % 32u);
                    l_mut_448_ = l_1291_;
                    bool l_1300_ = (l_1299_ > 0u);
                    if (l_1300_) {
                        uint l_1301_ = (l_1291_ >> l_1299_);
                        uint l_1302_ = (32u - l_1299_);
                        uint l_1303_ = (l_1294_ << l_1302_);
                        uint l_1304_ = (l_1301_ | l_1303_);
                        l_mut_448_ = l_1304_;
                    }
                    l_mut_447_ = l_1294_;
                    bool l_1305_ = (l_1299_ > 0u);
                    if (l_1305_) {
                        uint l_1306_ = (l_1294_ >> l_1299_);
                        uint l_1307_ = (32u - l_1299_);
                        uint l_1308_ = (l_1298_ << l_1307_);
                        uint l_1309_ = (l_1306_ | l_1308_);
                        l_mut_447_ = l_1309_;
                    }
                    uint _e4656 = l_mut_448_;
                    l_mut_446_ = _e4656;
                    uint _e4657 = l_mut_447_;
                    l_mut_448_ = _e4657;
                    bool l_1310_ = (l_9_ >= 64u);
                    if (l_1310_) {
                        l_mut_446_ = l_1298_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_1311_ = (l_9_ >= 32u);
                        if (l_1311_) {
                            l_mut_447_ = l_1294_;
                            bool l_1312_ = (l_1299_ > 0u);
                            if (l_1312_) {
                                uint l_1313_ = (l_1294_ >> l_1299_);
                                uint l_1314_ = (32u - l_1299_);
                                uint l_1315_ = (l_1298_ << l_1314_);
                                uint l_1316_ = (l_1313_ | l_1315_);
                                l_mut_447_ = l_1316_;
                            }
                            uint l_1317_ = (l_1298_ >> l_1299_);
                            uint _e4671 = l_mut_447_;
                            l_mut_446_ = _e4671;
                            l_mut_448_ = l_1317_;
                        }
                    }
                    uint _e4672 = l_mut_446_;
                    l_mut_452_ = _e4672;
                    uint _e4673 = l_mut_448_;
                    l_mut_451_ = _e4673;
                    if (l_1285_) {
                        uint _e4675 = l_mut_452_;
                        uint l_1318_ = (0u - _e4675);
                        uint _e4678 = l_mut_451_;
                        uint l_1319_ = (0u - _e4678);
                        uint _e4681 = l_mut_452_;
                        bool l_1320_ = (0u < _e4681);
                        uint l_1321_ = uint(l_1320_);
                        uint l_1322_ = (l_1319_ - l_1321_);
                        l_mut_452_ = l_1318_;
                        l_mut_451_ = l_1322_;
                    }
                    uint _e4685 = l_mut_452_;
                    uint l_1323_ = (l_1068_ + _e4685);
                    uint _e4687 = l_mut_451_;
                    uint l_1324_ = (l_1072_ + _e4687);
                    bool l_1325_ = (l_1323_ < l_1068_);
                    uint l_1326_ = uint(l_1325_);
                    uint l_1327_ = (l_1324_ + l_1326_);
                    uint l_1328_ = (l_9_ + 3u);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_1329_ = (l_1026_ < 65536u);
                    if (l_1329_) {
                        uint l_1330_ = (l_1026_ * l_1026_);
                        uint l_1331_ = (l_62_ >> 31u);
                        bool l_1332_ = (l_1331_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1332_) {
                            uint l_1333_ = (0u - l_59_);
                            uint l_1334_ = (0u - l_62_);
                            bool l_1335_ = (0u < l_59_);
                            uint l_1336_ = uint(l_1335_);
                            uint l_1337_ = (l_1334_ - l_1336_);
                            l_mut_448_ = l_1333_;
                            l_mut_447_ = l_1337_;
                        }
                        uint _e4711 = l_mut_448_;
                        uint l_1338_ = (_e4711 * l_1330_);
                        uint _e4713 = l_mut_447_;
                        uint l_1339_ = (_e4713 * l_1330_);
                        uint _e4715 = l_mut_448_;
                        uint l_3777_ = (_e4715 & 65535u);
                        uint _e4718 = l_mut_448_;
                        uint l_3778_ = (_e4718 >> 16u);
                        uint l_3779_ = (l_3778_ & 65535u);
                        uint l_3780_ = (l_1330_ & 65535u);
                        uint l_3781_ = (l_1330_ >> 16u);
                        uint l_3782_ = (l_3781_ & 65535u);
                        uint l_3783_ = (l_3777_ * l_3780_);
                        uint l_3784_ = (l_3779_ * l_3780_);
                        uint l_3785_ = (l_3777_ * l_3782_);
                        uint l_3786_ = (l_3779_ * l_3782_);
                        uint l_3787_ = (l_3783_ >> 16u);
                        uint l_3788_ = (l_3787_ & 65535u);
                        uint l_3789_ = (l_3784_ & 65535u);
                        uint l_3790_ = (l_3788_ + l_3789_);
                        uint l_3791_ = (l_3785_ & 65535u);
                        uint l_3792_ = (l_3790_ + l_3791_);
                        uint l_3793_ = (l_3784_ >> 16u);
                        uint l_3794_ = (l_3793_ & 65535u);
                        uint l_3795_ = (l_3786_ + l_3794_);
                        uint l_3796_ = (l_3785_ >> 16u);
                        uint l_3797_ = (l_3796_ & 65535u);
                        uint l_3798_ = (l_3795_ + l_3797_);
                        uint l_3799_ = (l_3792_ >> 16u);
                        uint l_3800_ = (l_3799_ & 65535u);
                        uint l_1340_ = (l_3798_ + l_3800_);
                        uint l_1341_ = (l_1340_ + l_1339_);
                        uint _e4759 = l_mut_447_;
                        uint l_3802_ = (_e4759 & 65535u);
                        uint _e4762 = l_mut_447_;
                        uint l_3803_ = (_e4762 >> 16u);
                        uint l_3804_ = (l_3803_ & 65535u);
                        uint l_3805_ = (l_1330_ & 65535u);
                        uint l_3806_ = (l_1330_ >> 16u);
                        uint l_3807_ = (l_3806_ & 65535u);
                        uint l_3808_ = (l_3802_ * l_3805_);
                        uint l_3809_ = (l_3804_ * l_3805_);
                        uint l_3810_ = (l_3802_ * l_3807_);
                        uint l_3811_ = (l_3804_ * l_3807_);
                        uint l_3812_ = (l_3808_ >> 16u);
                        uint l_3813_ = (l_3812_ & 65535u);
                        uint l_3814_ = (l_3809_ & 65535u);
                        uint l_3815_ = (l_3813_ + l_3814_);
                        uint l_3816_ = (l_3810_ & 65535u);
                        uint l_3817_ = (l_3815_ + l_3816_);
                        uint l_3818_ = (l_3809_ >> 16u);
                        uint l_3819_ = (l_3818_ & 65535u);
                        uint l_3820_ = (l_3811_ + l_3819_);
                        uint l_3821_ = (l_3810_ >> 16u);
                        uint l_3822_ = (l_3821_ & 65535u);
                        uint l_3823_ = (l_3820_ + l_3822_);
                        uint l_3824_ = (l_3817_ >> 16u);
                        uint l_3825_ = (l_3824_ & 65535u);
                        uint l_1342_ = (l_3823_ + l_3825_);
                        bool l_1343_ = (l_1341_ < l_1339_);
                        uint l_1344_ = uint(l_1343_);
                        uint l_1345_ = (l_1342_ + l_1344_);
                        uint l_1346_ = (l_1328_ % 32u);
                        l_mut_446_ = l_1338_;
                        bool l_1347_ = (l_1346_ > 0u);
                        if (l_1347_) {
                            uint l_1348_ = (l_1338_ >> l_1346_);
                            uint l_1349_ = (32u - l_1346_);
                            uint l_1350_ = (l_1341_ << l_1349_);
                            uint l_1351_ = (l_1348_ | l_1350_);
                            l_mut_446_ = l_1351_;
                        }
                        l_mut_435_ = l_1341_;
                        bool l_1352_ = (l_1346_ > 0u);
                        if (l_1352_) {
                            uint l_1353_ = (l_1341_ >> l_1346_);
                            uint l_1354_ = (32u - l_1346_);
                            uint l_1355_ = (l_1345_ << l_1354_);
                            uint l_1356_ = (l_1353_ | l_1355_);
                            l_mut_435_ = l_1356_;
                        }
                        uint _e4821 = l_mut_446_;
                        l_mut_428_ = _e4821;
                        uint _e4822 = l_mut_435_;
                        l_mut_446_ = _e4822;
                        bool l_1357_ = (l_1328_ >= 64u);
                        if (l_1357_) {
                            l_mut_428_ = l_1345_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_1358_ = (l_1328_ >= 32u);
                            if (l_1358_) {
                                l_mut_435_ = l_1341_;
                                bool l_1359_ = (l_1346_ > 0u);
                                if (l_1359_) {
                                    uint l_1360_ = (l_1341_ >> l_1346_);
                                    uint l_1361_ = (32u - l_1346_);
                                    uint l_1362_ = (l_1345_ << l_1361_);
                                    uint l_1363_ = (l_1360_ | l_1362_);
                                    l_mut_435_ = l_1363_;
                                }
                                uint l_1364_ = (l_1345_ >> l_1346_);
                                uint _e4836 = l_mut_435_;
                                l_mut_428_ = _e4836;
                                l_mut_446_ = l_1364_;
                            }
                        }
                        uint _e4837 = l_mut_428_;
                        l_mut_448_ = _e4837;
                        uint _e4838 = l_mut_446_;
                        l_mut_447_ = _e4838;
                        if (l_1332_) {
                            uint _e4840 = l_mut_448_;
                            uint l_1365_ = (0u - _e4840);
                            uint _e4843 = l_mut_447_;
                            uint l_1366_ = (0u - _e4843);
                            uint _e4846 = l_mut_448_;
                            bool l_1367_ = (0u < _e4846);
                            uint l_1368_ = uint(l_1367_);
                            uint l_1369_ = (l_1366_ - l_1368_);
                            l_mut_448_ = l_1365_;
                            l_mut_447_ = l_1369_;
                        }
                        uint _e4850 = l_mut_448_;
                        l_mut_452_ = _e4850;
                        uint _e4851 = l_mut_447_;
                        l_mut_451_ = _e4851;
                    } else {
                        uint l_1370_ = (l_62_ >> 31u);
                        bool l_1371_ = (l_1370_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1371_) {
                            uint l_1372_ = (0u - l_59_);
                            uint l_1373_ = (0u - l_62_);
                            bool l_1374_ = (0u < l_59_);
                            uint l_1375_ = uint(l_1374_);
                            uint l_1376_ = (l_1373_ - l_1375_);
                            l_mut_448_ = l_1372_;
                            l_mut_447_ = l_1376_;
                        }
                        uint _e4864 = l_mut_448_;
                        uint l_1377_ = (_e4864 * l_1026_);
                        uint _e4866 = l_mut_447_;
                        uint l_1378_ = (_e4866 * l_1026_);
                        uint _e4868 = l_mut_448_;
                        uint l_3827_ = (_e4868 & 65535u);
                        uint _e4871 = l_mut_448_;
                        uint l_3828_ = (_e4871 >> 16u);
                        uint l_3829_ = (l_3828_ & 65535u);
                        uint l_3830_ = (l_1026_ & 65535u);
                        uint l_3831_ = (l_1026_ >> 16u);
                        uint l_3832_ = (l_3831_ & 65535u);
                        uint l_3833_ = (l_3827_ * l_3830_);
                        uint l_3834_ = (l_3829_ * l_3830_);
                        uint l_3835_ = (l_3827_ * l_3832_);
                        uint l_3836_ = (l_3829_ * l_3832_);
                        uint l_3837_ = (l_3833_ >> 16u);
                        uint l_3838_ = (l_3837_ & 65535u);
                        uint l_3839_ = (l_3834_ & 65535u);
                        uint l_3840_ = (l_3838_ + l_3839_);
                        uint l_3841_ = (l_3835_ & 65535u);
                        uint l_3842_ = (l_3840_ + l_3841_);
                        uint l_3843_ = (l_3834_ >> 16u);
                        uint l_3844_ = (l_3843_ & 65535u);
                        uint l_3845_ = (l_3836_ + l_3844_);
                        uint l_3846_ = (l_3835_ >> 16u);
                        uint l_3847_ = (l_3846_ & 65535u);
                        uint l_3848_ = (l_3845_ + l_3847_);
                        uint l_3849_ = (l_3842_ >> 16u);
                        uint l_3850_ = (l_3849_ & 65535u);
                        uint l_1379_ = (l_3848_ + l_3850_);
                        uint l_1380_ = (l_1379_ + l_1378_);
                        uint _e4912 = l_mut_447_;
                        uint l_3852_ = (_e4912 & 65535u);
                        uint _e4915 = l_mut_447_;
                        uint l_3853_ = (_e4915 >> 16u);
                        uint l_3854_ = (l_3853_ & 65535u);
                        uint l_3855_ = (l_1026_ & 65535u);
                        uint l_3856_ = (l_1026_ >> 16u);
                        uint l_3857_ = (l_3856_ & 65535u);
                        uint l_3858_ = (l_3852_ * l_3855_);
                        uint l_3859_ = (l_3854_ * l_3855_);
                        uint l_3860_ = (l_3852_ * l_3857_);
                        uint l_3861_ = (l_3854_ * l_3857_);
                        uint l_3862_ = (l_3858_ >> 16u);
                        uint l_3863_ = (l_3862_ & 65535u);
                        uint l_3864_ = (l_3859_ & 65535u);
                        uint l_3865_ = (l_3863_ + l_3864_);
                        uint l_3866_ = (l_3860_ & 65535u);
                        uint l_3867_ = (l_3865_ + l_3866_);
                        uint l_3868_ = (l_3859_ >> 16u);
                        uint l_3869_ = (l_3868_ & 65535u);
                        uint l_3870_ = (l_3861_ + l_3869_);
                        uint l_3871_ = (l_3860_ >> 16u);
                        uint l_3872_ = (l_3871_ & 65535u);
                        uint l_3873_ = (l_3870_ + l_3872_);
                        uint l_3874_ = (l_3867_ >> 16u);
                        uint l_3875_ = (l_3874_ & 65535u);
                        uint l_1381_ = (l_3873_ + l_3875_);
                        bool l_1382_ = (l_1380_ < l_1378_);
                        uint l_1383_ = uint(l_1382_);
                        uint l_1384_ = (l_1381_ + l_1383_);
                        l_mut_446_ = l_1377_;
                        bool l_1386_ = (0u > 0u);
                        if (l_1386_) {
                            uint l_1387_ = (l_1377_ >> 0u);
                            uint l_1388_ = (32u - 0u);
                            uint l_1389_ = (l_1380_ << l_1388_);
                            uint l_1390_ = (l_1387_ | l_1389_);
                            l_mut_446_ = l_1390_;
                        }
                        l_mut_435_ = l_1380_;
                        bool l_1391_ = (0u > 0u);
                        if (l_1391_) {
                            uint l_1392_ = (l_1380_ >> 0u);
                            uint l_1393_ = (32u - 0u);
                            uint l_1394_ = (l_1384_ << l_1393_);
                            uint l_1395_ = (l_1392_ | l_1394_);
                            l_mut_435_ = l_1395_;
                        }
                        uint _e4973 = l_mut_446_;
                        l_mut_428_ = _e4973;
                        uint _e4974 = l_mut_435_;
                        l_mut_446_ = _e4974;
                        if (false) {
                            l_mut_428_ = l_1384_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_1380_;
                                bool l_1398_ = (0u > 0u);
                                if (l_1398_) {
                                    uint l_1399_ = (l_1380_ >> 0u);
                                    uint l_1400_ = (32u - 0u);
                                    uint l_1401_ = (l_1384_ << l_1400_);
                                    uint l_1402_ = (l_1399_ | l_1401_);
                                    l_mut_435_ = l_1402_;
                                }
                                uint l_1403_ = (l_1384_ >> 0u);
                                uint _e4986 = l_mut_435_;
                                l_mut_428_ = _e4986;
                                l_mut_446_ = l_1403_;
                            }
                        }
                        uint _e4987 = l_mut_448_;
                        uint l_1404_ = (_e4987 * l_1026_);
                        uint _e4989 = l_mut_447_;
                        uint l_1405_ = (_e4989 * l_1026_);
                        uint _e4991 = l_mut_448_;
                        uint l_3877_ = (_e4991 & 65535u);
                        uint _e4994 = l_mut_448_;
                        uint l_3878_ = (_e4994 >> 16u);
                        uint l_3879_ = (l_3878_ & 65535u);
                        uint l_3880_ = (l_1026_ & 65535u);
                        uint l_3881_ = (l_1026_ >> 16u);
                        uint l_3882_ = (l_3881_ & 65535u);
                        uint l_3883_ = (l_3877_ * l_3880_);
                        uint l_3884_ = (l_3879_ * l_3880_);
                        uint l_3885_ = (l_3877_ * l_3882_);
                        uint l_3886_ = (l_3879_ * l_3882_);
                        uint l_3887_ = (l_3883_ >> 16u);
                        uint l_3888_ = (l_3887_ & 65535u);
                        uint l_3889_ = (l_3884_ & 65535u);
                        uint l_3890_ = (l_3888_ + l_3889_);
                        uint l_3891_ = (l_3885_ & 65535u);
                        uint l_3892_ = (l_3890_ + l_3891_);
                        uint l_3893_ = (l_3884_ >> 16u);
                        uint l_3894_ = (l_3893_ & 65535u);
                        uint l_3895_ = (l_3886_ + l_3894_);
                        uint l_3896_ = (l_3885_ >> 16u);
                        uint l_3897_ = (l_3896_ & 65535u);
                        uint l_3898_ = (l_3895_ + l_3897_);
                        uint l_3899_ = (l_3892_ >> 16u);
                        uint l_3900_ = (l_3899_ & 65535u);
                        uint l_1406_ = (l_3898_ + l_3900_);
                        uint l_1407_ = (l_1406_ + l_1405_);
                        uint _e5035 = l_mut_447_;
                        uint l_3902_ = (_e5035 & 65535u);
                        uint _e5038 = l_mut_447_;
                        uint l_3903_ = (_e5038 >> 16u);
                        uint l_3904_ = (l_3903_ & 65535u);
                        uint l_3905_ = (l_1026_ & 65535u);
                        uint l_3906_ = (l_1026_ >> 16u);
                        uint l_3907_ = (l_3906_ & 65535u);
                        uint l_3908_ = (l_3902_ * l_3905_);
                        uint l_3909_ = (l_3904_ * l_3905_);
                        uint l_3910_ = (l_3902_ * l_3907_);
                        uint l_3911_ = (l_3904_ * l_3907_);
                        uint l_3912_ = (l_3908_ >> 16u);
                        uint l_3913_ = (l_3912_ & 65535u);
                        uint l_3914_ = (l_3909_ & 65535u);
                        uint l_3915_ = (l_3913_ + l_3914_);
                        uint l_3916_ = (l_3910_ & 65535u);
                        uint l_3917_ = (l_3915_ + l_3916_);
                        uint l_3918_ = (l_3909_ >> 16u);
                        uint l_3919_ = (l_3918_ & 65535u);
                        uint l_3920_ = (l_3911_ + l_3919_);
                        uint l_3921_ = (l_3910_ >> 16u);
                        uint l_3922_ = (l_3921_ & 65535u);
                        uint l_3923_ = (l_3920_ + l_3922_);
                        uint l_3924_ = (l_3917_ >> 16u);
                        uint l_3925_ = (l_3924_ & 65535u);
                        uint l_1408_ = (l_3923_ + l_3925_);
                        bool l_1409_ = (l_1407_ < l_1405_);
                        uint l_1410_ = uint(l_1409_);
                        uint l_1411_ = (l_1408_ + l_1410_);
                        l_mut_435_ = l_1404_;
                        bool l_1413_ = (0u > 0u);
                        if (l_1413_) {
                            uint l_1414_ = (l_1404_ >> 0u);
                            uint l_1415_ = (32u - 0u);
                            uint l_1416_ = (l_1407_ << l_1415_);
                            uint l_1417_ = (l_1414_ | l_1416_);
                            l_mut_435_ = l_1417_;
                        }
                        l_mut_401_ = l_1407_;
                        bool l_1418_ = (0u > 0u);
                        if (l_1418_) {
                            uint l_1419_ = (l_1407_ >> 0u);
                            uint l_1420_ = (32u - 0u);
                            uint l_1421_ = (l_1411_ << l_1420_);
                            uint l_1422_ = (l_1419_ | l_1421_);
                            l_mut_401_ = l_1422_;
                        }
                        uint _e5096 = l_mut_435_;
                        l_mut_395_ = _e5096;
                        uint _e5097 = l_mut_401_;
                        l_mut_435_ = _e5097;
                        if (true) {
                            l_mut_395_ = l_1411_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1407_;
                                bool l_1425_ = (0u > 0u);
                                if (l_1425_) {
                                    uint l_1426_ = (l_1407_ >> 0u);
                                    uint l_1427_ = (32u - 0u);
                                    uint l_1428_ = (l_1411_ << l_1427_);
                                    uint l_1429_ = (l_1426_ | l_1428_);
                                    l_mut_401_ = l_1429_;
                                }
                                uint l_1430_ = (l_1411_ >> 0u);
                                uint _e5109 = l_mut_401_;
                                l_mut_395_ = _e5109;
                                l_mut_435_ = l_1430_;
                            }
                        }
                        uint _e5110 = l_mut_428_;
                        uint l_1431_ = (_e5110 * l_1026_);
                        uint _e5112 = l_mut_446_;
                        uint l_1432_ = (_e5112 * l_1026_);
                        uint _e5114 = l_mut_428_;
                        uint l_3927_ = (_e5114 & 65535u);
                        uint _e5117 = l_mut_428_;
                        uint l_3928_ = (_e5117 >> 16u);
                        uint l_3929_ = (l_3928_ & 65535u);
                        uint l_3930_ = (l_1026_ & 65535u);
                        uint l_3931_ = (l_1026_ >> 16u);
                        uint l_3932_ = (l_3931_ & 65535u);
                        uint l_3933_ = (l_3927_ * l_3930_);
                        uint l_3934_ = (l_3929_ * l_3930_);
                        uint l_3935_ = (l_3927_ * l_3932_);
                        uint l_3936_ = (l_3929_ * l_3932_);
                        uint l_3937_ = (l_3933_ >> 16u);
                        uint l_3938_ = (l_3937_ & 65535u);
                        uint l_3939_ = (l_3934_ & 65535u);
                        uint l_3940_ = (l_3938_ + l_3939_);
                        uint l_3941_ = (l_3935_ & 65535u);
                        uint l_3942_ = (l_3940_ + l_3941_);
                        uint l_3943_ = (l_3934_ >> 16u);
                        uint l_3944_ = (l_3943_ & 65535u);
                        uint l_3945_ = (l_3936_ + l_3944_);
                        uint l_3946_ = (l_3935_ >> 16u);
                        uint l_3947_ = (l_3946_ & 65535u);
                        uint l_3948_ = (l_3945_ + l_3947_);
                        uint l_3949_ = (l_3942_ >> 16u);
                        uint l_3950_ = (l_3949_ & 65535u);
                        uint l_1433_ = (l_3948_ + l_3950_);
                        uint l_1434_ = (l_1433_ + l_1432_);
                        uint _e5158 = l_mut_446_;
                        uint l_3952_ = (_e5158 & 65535u);
                        uint _e5161 = l_mut_446_;
                        uint l_3953_ = (_e5161 >> 16u);
                        uint l_3954_ = (l_3953_ & 65535u);
                        uint l_3955_ = (l_1026_ & 65535u);
                        uint l_3956_ = (l_1026_ >> 16u);
                        uint l_3957_ = (l_3956_ & 65535u);
                        uint l_3958_ = (l_3952_ * l_3955_);
                        uint l_3959_ = (l_3954_ * l_3955_);
                        uint l_3960_ = (l_3952_ * l_3957_);
                        uint l_3961_ = (l_3954_ * l_3957_);
                        uint l_3962_ = (l_3958_ >> 16u);
                        uint l_3963_ = (l_3962_ & 65535u);
                        uint l_3964_ = (l_3959_ & 65535u);
                        uint l_3965_ = (l_3963_ + l_3964_);
                        uint l_3966_ = (l_3960_ & 65535u);
                        uint l_3967_ = (l_3965_ + l_3966_);
                        uint l_3968_ = (l_3959_ >> 16u);
                        uint l_3969_ = (l_3968_ & 65535u);
                        uint l_3970_ = (l_3961_ + l_3969_);
                        uint l_3971_ = (l_3960_ >> 16u);
                        uint l_3972_ = (l_3971_ & 65535u);
                        uint l_3973_ = (l_3970_ + l_3972_);
                        uint l_3974_ = (l_3967_ >> 16u);
                        uint l_3975_ = (l_3974_ & 65535u);
                        uint l_1435_ = (l_3973_ + l_3975_);
                        bool l_1436_ = (l_1434_ < l_1432_);
                        uint l_1437_ = uint(l_1436_);
                        uint l_1438_ = (l_1435_ + l_1437_);
                        l_mut_448_ = l_1431_;
                        bool l_1440_ = (0u > 0u);
                        if (l_1440_) {
                            uint l_1441_ = (l_1431_ >> 0u);
                            uint l_1442_ = (32u - 0u);
                            uint l_1443_ = (l_1434_ << l_1442_);
                            uint l_1444_ = (l_1441_ | l_1443_);
                            l_mut_448_ = l_1444_;
                        }
                        l_mut_447_ = l_1434_;
                        bool l_1445_ = (0u > 0u);
                        if (l_1445_) {
                            uint l_1446_ = (l_1434_ >> 0u);
                            uint l_1447_ = (32u - 0u);
                            uint l_1448_ = (l_1438_ << l_1447_);
                            uint l_1449_ = (l_1446_ | l_1448_);
                            l_mut_447_ = l_1449_;
                        }
                        uint _e5219 = l_mut_448_;
                        l_mut_401_ = _e5219;
                        uint _e5220 = l_mut_447_;
                        l_mut_448_ = _e5220;
                        if (false) {
                            l_mut_401_ = l_1438_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1434_;
                                bool l_1452_ = (0u > 0u);
                                if (l_1452_) {
                                    uint l_1453_ = (l_1434_ >> 0u);
                                    uint l_1454_ = (32u - 0u);
                                    uint l_1455_ = (l_1438_ << l_1454_);
                                    uint l_1456_ = (l_1453_ | l_1455_);
                                    l_mut_447_ = l_1456_;
                                }
                                uint l_1457_ = (l_1438_ >> 0u);
                                uint _e5232 = l_mut_447_;
                                l_mut_401_ = _e5232;
                                l_mut_448_ = l_1457_;
                            }
                        }
                        uint _e5233 = l_mut_428_;
                        uint l_1458_ = (_e5233 * l_1026_);
                        uint _e5235 = l_mut_446_;
                        uint l_1459_ = (_e5235 * l_1026_);
                        uint _e5237 = l_mut_428_;
                        uint l_3977_ = (_e5237 & 65535u);
                        uint _e5240 = l_mut_428_;
                        uint l_3978_ = (_e5240 >> 16u);
                        uint l_3979_ = (l_3978_ & 65535u);
                        uint l_3980_ = (l_1026_ & 65535u);
                        uint l_3981_ = (l_1026_ >> 16u);
                        uint l_3982_ = (l_3981_ & 65535u);
                        uint l_3983_ = (l_3977_ * l_3980_);
                        uint l_3984_ = (l_3979_ * l_3980_);
                        uint l_3985_ = (l_3977_ * l_3982_);
                        uint l_3986_ = (l_3979_ * l_3982_);
                        uint l_3987_ = (l_3983_ >> 16u);
                        uint l_3988_ = (l_3987_ & 65535u);
                        uint l_3989_ = (l_3984_ & 65535u);
                        uint l_3990_ = (l_3988_ + l_3989_);
                        uint l_3991_ = (l_3985_ & 65535u);
                        uint l_3992_ = (l_3990_ + l_3991_);
                        uint l_3993_ = (l_3984_ >> 16u);
                        uint l_3994_ = (l_3993_ & 65535u);
                        uint l_3995_ = (l_3986_ + l_3994_);
                        uint l_3996_ = (l_3985_ >> 16u);
                        uint l_3997_ = (l_3996_ & 65535u);
                        uint l_3998_ = (l_3995_ + l_3997_);
                        uint l_3999_ = (l_3992_ >> 16u);
                        uint l_4000_ = (l_3999_ & 65535u);
                        uint l_1460_ = (l_3998_ + l_4000_);
                        uint l_1461_ = (l_1460_ + l_1459_);
                        uint _e5281 = l_mut_446_;
                        uint l_4002_ = (_e5281 & 65535u);
                        uint _e5284 = l_mut_446_;
                        uint l_4003_ = (_e5284 >> 16u);
                        uint l_4004_ = (l_4003_ & 65535u);
                        uint l_4005_ = (l_1026_ & 65535u);
                        uint l_4006_ = (l_1026_ >> 16u);
                        uint l_4007_ = (l_4006_ & 65535u);
                        uint l_4008_ = (l_4002_ * l_4005_);
                        uint l_4009_ = (l_4004_ * l_4005_);
                        uint l_4010_ = (l_4002_ * l_4007_);
                        uint l_4011_ = (l_4004_ * l_4007_);
                        uint l_4012_ = (l_4008_ >> 16u);
                        uint l_4013_ = (l_4012_ & 65535u);
                        uint l_4014_ = (l_4009_ & 65535u);
                        uint l_4015_ = (l_4013_ + l_4014_);
                        uint l_4016_ = (l_4010_ & 65535u);
                        uint l_4017_ = (l_4015_ + l_4016_);
                        uint l_4018_ = (l_4009_ >> 16u);
                        uint l_4019_ = (l_4018_ & 65535u);
                        uint l_4020_ = (l_4011_ + l_4019_);
                        uint l_4021_ = (l_4010_ >> 16u);
                        uint l_4022_ = (l_4021_ & 65535u);
                        uint l_4023_ = (l_4020_ + l_4022_);
                        uint l_4024_ = (l_4017_ >> 16u);
                        uint l_4025_ = (l_4024_ & 65535u);
                        uint l_1462_ = (l_4023_ + l_4025_);
                        bool l_1463_ = (l_1461_ < l_1459_);
                        uint l_1464_ = uint(l_1463_);
                        uint l_1465_ = (l_1462_ + l_1464_);
                        l_mut_447_ = l_1458_;
                        bool l_1467_ = (0u > 0u);
                        if (l_1467_) {
                            uint l_1468_ = (l_1458_ >> 0u);
                            uint l_1469_ = (32u - 0u);
                            uint l_1470_ = (l_1461_ << l_1469_);
                            uint l_1471_ = (l_1468_ | l_1470_);
                            l_mut_447_ = l_1471_;
                        }
                        l_mut_389_ = l_1461_;
                        bool l_1472_ = (0u > 0u);
                        if (l_1472_) {
                            uint l_1473_ = (l_1461_ >> 0u);
                            uint l_1474_ = (32u - 0u);
                            uint l_1475_ = (l_1465_ << l_1474_);
                            uint l_1476_ = (l_1473_ | l_1475_);
                            l_mut_389_ = l_1476_;
                        }
                        uint _e5342 = l_mut_447_;
                        l_mut_265_ = _e5342;
                        uint _e5343 = l_mut_389_;
                        l_mut_447_ = _e5343;
                        if (true) {
                            l_mut_265_ = l_1465_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1461_;
                                bool l_1479_ = (0u > 0u);
                                if (l_1479_) {
                                    uint l_1480_ = (l_1461_ >> 0u);
                                    uint l_1481_ = (32u - 0u);
                                    uint l_1482_ = (l_1465_ << l_1481_);
                                    uint l_1483_ = (l_1480_ | l_1482_);
                                    l_mut_389_ = l_1483_;
                                }
                                uint l_1484_ = (l_1465_ >> 0u);
                                uint _e5355 = l_mut_389_;
                                l_mut_265_ = _e5355;
                                l_mut_447_ = l_1484_;
                            }
                        }
                        uint _e5356 = l_mut_395_;
                        uint l_1485_ = (_e5356 * l_1026_);
                        uint _e5358 = l_mut_395_;
                        uint l_4027_ = (_e5358 & 65535u);
                        uint _e5361 = l_mut_395_;
                        uint l_4028_ = (_e5361 >> 16u);
                        uint l_4029_ = (l_4028_ & 65535u);
                        uint l_4030_ = (l_1026_ & 65535u);
                        uint l_4031_ = (l_1026_ >> 16u);
                        uint l_4032_ = (l_4031_ & 65535u);
                        uint l_4033_ = (l_4027_ * l_4030_);
                        uint l_4034_ = (l_4029_ * l_4030_);
                        uint l_4035_ = (l_4027_ * l_4032_);
                        uint l_4036_ = (l_4029_ * l_4032_);
                        uint l_4037_ = (l_4033_ >> 16u);
                        uint l_4038_ = (l_4037_ & 65535u);
                        uint l_4039_ = (l_4034_ & 65535u);
                        uint l_4040_ = (l_4038_ + l_4039_);
                        uint l_4041_ = (l_4035_ & 65535u);
                        uint l_4042_ = (l_4040_ + l_4041_);
                        uint l_4043_ = (l_4034_ >> 16u);
                        uint l_4044_ = (l_4043_ & 65535u);
                        uint l_4045_ = (l_4036_ + l_4044_);
                        uint l_4046_ = (l_4035_ >> 16u);
                        uint l_4047_ = (l_4046_ & 65535u);
                        uint l_4048_ = (l_4045_ + l_4047_);
                        uint l_4049_ = (l_4042_ >> 16u);
                        uint l_4050_ = (l_4049_ & 65535u);
                        uint l_1486_ = (l_4048_ + l_4050_);
                        uint _e5401 = l_mut_435_;
                        uint l_1487_ = (_e5401 * l_1026_);
                        uint l_1488_ = (l_1486_ + l_1487_);
                        uint _e5404 = l_mut_265_;
                        uint l_1489_ = (_e5404 + l_1485_);
                        uint _e5406 = l_mut_447_;
                        uint l_1490_ = (_e5406 + l_1488_);
                        uint _e5408 = l_mut_265_;
                        bool l_1491_ = (l_1489_ < _e5408);
                        uint l_1492_ = uint(l_1491_);
                        uint l_1493_ = (l_1490_ + l_1492_);
                        uint _e5412 = l_mut_401_;
                        l_mut_452_ = _e5412;
                        uint _e5413 = l_mut_448_;
                        l_mut_451_ = _e5413;
                        bool l_1494_ = (l_1328_ == 64u);
                        if (l_1494_) {
                            l_mut_452_ = l_1489_;
                            l_mut_451_ = l_1493_;
                        } else {
                            bool l_1495_ = (l_1328_ > 0u);
                            if (l_1495_) {
                                uint l_1496_ = (64u - l_1328_);
                                l_mut_447_ = l_1489_;
                                l_mut_446_ = l_1493_;
                                bool l_1497_ = (l_1496_ >= 32u);
                                if (l_1497_) {
                                    uint l_1498_ = (l_1496_ & 31u);
                                    uint l_1499_ = (l_1489_ << l_1498_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1499_;
                                } else {
                                    bool l_1500_ = (l_1496_ > 0u);
                                    if (l_1500_) {
                                        uint l_1501_ = (l_1489_ << l_1496_);
                                        uint l_1502_ = (l_1493_ << l_1496_);
                                        uint l_1503_ = (32u - l_1496_);
                                        uint l_1504_ = (l_1489_ >> l_1503_);
                                        uint l_1505_ = (l_1502_ | l_1504_);
                                        l_mut_447_ = l_1501_;
                                        l_mut_446_ = l_1505_;
                                    }
                                }
                                uint _e5434 = l_mut_401_;
                                l_mut_435_ = _e5434;
                                uint _e5435 = l_mut_448_;
                                l_mut_428_ = _e5435;
                                bool l_1506_ = (l_1328_ >= 32u);
                                if (l_1506_) {
                                    uint l_1507_ = (l_1328_ & 31u);
                                    uint _e5440 = l_mut_448_;
                                    uint l_1508_ = (_e5440 >> l_1507_);
                                    l_mut_435_ = l_1508_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1509_ = (l_1328_ > 0u);
                                    if (l_1509_) {
                                        uint _e5445 = l_mut_401_;
                                        l_mut_395_ = _e5445;
                                        bool l_1510_ = (l_1328_ > 0u);
                                        if (l_1510_) {
                                            uint _e5448 = l_mut_401_;
                                            uint l_1511_ = (_e5448 >> l_1328_);
                                            uint l_1512_ = (32u - l_1328_);
                                            uint _e5452 = l_mut_448_;
                                            uint l_1513_ = (_e5452 << l_1512_);
                                            uint l_1514_ = (l_1511_ | l_1513_);
                                            l_mut_395_ = l_1514_;
                                        }
                                        uint _e5455 = l_mut_448_;
                                        uint l_1515_ = (_e5455 >> l_1328_);
                                        uint _e5457 = l_mut_395_;
                                        l_mut_435_ = _e5457;
                                        l_mut_428_ = l_1515_;
                                    }
                                }
                                uint _e5458 = l_mut_447_;
                                uint _e5459 = l_mut_435_;
                                uint l_1516_ = (_e5458 + _e5459);
                                uint _e5461 = l_mut_446_;
                                uint _e5462 = l_mut_428_;
                                uint l_1517_ = (_e5461 + _e5462);
                                uint _e5464 = l_mut_447_;
                                bool l_1518_ = (l_1516_ < _e5464);
                                uint l_1519_ = uint(l_1518_);
                                uint l_1520_ = (l_1517_ + l_1519_);
                                l_mut_452_ = l_1516_;
                                l_mut_451_ = l_1520_;
                            }
                        }
                        if (l_1371_) {
                            uint _e5469 = l_mut_452_;
                            uint l_1521_ = (0u - _e5469);
                            uint _e5472 = l_mut_451_;
                            uint l_1522_ = (0u - _e5472);
                            uint _e5475 = l_mut_452_;
                            bool l_1523_ = (0u < _e5475);
                            uint l_1524_ = uint(l_1523_);
                            uint l_1525_ = (l_1522_ - l_1524_);
                            l_mut_452_ = l_1521_;
                            l_mut_451_ = l_1525_;
                        }
                    }
                    uint _e5479 = l_mut_452_;
                    l_mut_448_ = _e5479;
                    uint _e5480 = l_mut_451_;
                    l_mut_447_ = _e5480;
                    uint _e5481 = l_mut_451_;
                    uint l_1526_ = (_e5481 >> 31u);
                    bool l_1527_ = (l_1526_ == 1u);
                    if (l_1527_) {
                        uint _e5487 = l_mut_452_;
                        uint l_1528_ = (0u - _e5487);
                        uint _e5490 = l_mut_451_;
                        uint l_1529_ = (0u - _e5490);
                        uint _e5493 = l_mut_452_;
                        bool l_1530_ = (0u < _e5493);
                        uint l_1531_ = uint(l_1530_);
                        uint l_1532_ = (l_1529_ - l_1531_);
                        l_mut_448_ = l_1528_;
                        l_mut_447_ = l_1532_;
                    }
                    uint _e5497 = l_mut_448_;
                    uint l_1533_ = (l_14_ + _e5497);
                    uint _e5499 = l_mut_447_;
                    uint l_1534_ = (l_17_ + _e5499);
                    bool l_1535_ = (l_1533_ < l_14_);
                    uint l_1536_ = uint(l_1535_);
                    uint l_1537_ = (l_1534_ + l_1536_);
                    uint l_1538_ = (l_1533_ + 1u);
                    uint l_1539_ = (l_1537_ + 0u);
                    bool l_1540_ = (l_1538_ < l_1533_);
                    uint l_1541_ = uint(l_1540_);
                    uint l_1542_ = (l_1539_ + l_1541_);
                    uint _e5511 = l_mut_452_;
                    uint l_1543_ = (l_1279_ - _e5511);
                    uint _e5513 = l_mut_451_;
                    uint l_1544_ = (l_1283_ - _e5513);
                    uint _e5515 = l_mut_452_;
                    bool l_1545_ = (l_1279_ < _e5515);
                    uint l_1546_ = uint(l_1545_);
                    uint l_1547_ = (l_1544_ - l_1546_);
                    uint l_1548_ = (l_1543_ + l_1538_);
                    uint l_1549_ = (l_1547_ + l_1542_);
                    bool l_1550_ = (l_1548_ < l_1543_);
                    uint l_1551_ = uint(l_1550_);
                    uint l_1552_ = (l_1549_ + l_1551_);
                    uint l_1553_ = (0u - l_1323_);
                    uint l_1554_ = (0u - l_1327_);
                    bool l_1555_ = (0u < l_1323_);
                    uint l_1556_ = uint(l_1555_);
                    uint l_1557_ = (l_1554_ - l_1556_);
                    uint l_1558_ = (l_1538_ + l_1538_);
                    uint l_1559_ = (l_1542_ + l_1542_);
                    bool l_1560_ = (l_1558_ < l_1538_);
                    uint l_1561_ = uint(l_1560_);
                    uint l_1562_ = (l_1559_ + l_1561_);
                    l_mut_452_ = l_1553_;
                    l_mut_451_ = l_1557_;
                    uint l_1563_ = (0u - l_1553_);
                    uint l_1564_ = (0u - l_1557_);
                    bool l_1565_ = (0u < l_1553_);
                    uint l_1566_ = uint(l_1565_);
                    uint l_1567_ = (l_1564_ - l_1566_);
                    l_mut_448_ = l_1563_;
                    l_mut_447_ = l_1567_;
                    l_mut_446_ = l_1548_;
                    l_mut_435_ = l_1552_;
                    l_mut_428_ = 1u;
                    l_mut_401_ = 1u;
                    l_mut_652_ = false;
                    uint _e5548 = l_mut_435_;
                    bool l_1568_ = (_e5548 < l_1562_);
                    uint _e5550 = l_mut_435_;
                    bool l_1569_ = (_e5550 == l_1562_);
                    uint _e5552 = l_mut_446_;
                    bool l_1570_ = (_e5552 < l_1558_);
                    if (l_1569_) {
                        local_83 = l_1570_;
                    } else {
                        local_83 = false;
                    }
                    bool l_1571_ = local_83;
                    if (!(l_1568_)) {
                        local_84 = l_1571_;
                    } else {
                        local_84 = true;
                    }
                    bool l_1572_ = local_84;
                    bool l_1573_ = !(l_1572_);
                    l_mut_635_ = l_1573_;
                    uint l_1574_ = (l_1553_ | l_1557_);
                    bool l_1575_ = (l_1574_ == 0u);
                    if (l_1575_) {
                        bool _e5567 = l_mut_635_;
                        l_mut_652_ = _e5567;
                        l_mut_635_ = false;
                    }
                    bool _e5569 = l_mut_635_;
                    if (_e5569) {
                        uint l_1576_ = (l_1557_ >> 31u);
                        bool l_1577_ = (l_1576_ == 1u);
                        l_mut_395_ = l_1553_;
                        l_mut_389_ = l_1557_;
                        if (l_1577_) {
                            uint l_1578_ = (0u - l_1553_);
                            uint l_1579_ = (0u - l_1557_);
                            bool l_1580_ = (0u < l_1553_);
                            uint l_1581_ = uint(l_1580_);
                            uint l_1582_ = (l_1579_ - l_1581_);
                            l_mut_395_ = l_1578_;
                            l_mut_389_ = l_1582_;
                        }
                        uint l_1583_ = (l_1026_ - 1u);
                        uint _e5584 = l_mut_395_;
                        uint l_1584_ = (_e5584 * l_1583_);
                        uint _e5586 = l_mut_395_;
                        uint l_4052_ = (_e5586 & 65535u);
                        uint _e5589 = l_mut_395_;
                        uint l_4053_ = (_e5589 >> 16u);
                        uint l_4054_ = (l_4053_ & 65535u);
                        uint l_4055_ = (l_1583_ & 65535u);
                        uint l_4056_ = (l_1583_ >> 16u);
                        uint l_4057_ = (l_4056_ & 65535u);
                        uint l_4058_ = (l_4052_ * l_4055_);
                        uint l_4059_ = (l_4054_ * l_4055_);
                        uint l_4060_ = (l_4052_ * l_4057_);
                        uint l_4061_ = (l_4054_ * l_4057_);
                        uint l_4062_ = (l_4058_ >> 16u);
                        uint l_4063_ = (l_4062_ & 65535u);
                        uint l_4064_ = (l_4059_ & 65535u);
                        uint l_4065_ = (l_4063_ + l_4064_);
                        uint l_4066_ = (l_4060_ & 65535u);
                        uint l_4067_ = (l_4065_ + l_4066_);
                        uint l_4068_ = (l_4059_ >> 16u);
                        uint l_4069_ = (l_4068_ & 65535u);
                        uint l_4070_ = (l_4061_ + l_4069_);
                        uint l_4071_ = (l_4060_ >> 16u);
                        uint l_4072_ = (l_4071_ & 65535u);
                        uint l_4073_ = (l_4070_ + l_4072_);
                        uint l_4074_ = (l_4067_ >> 16u);
                        uint l_4075_ = (l_4074_ & 65535u);
                        uint l_1585_ = (l_4073_ + l_4075_);
                        uint _e5629 = l_mut_389_;
                        uint l_1586_ = (_e5629 * l_1583_);
                        uint l_1587_ = (l_1585_ + l_1586_);
                        l_mut_265_ = 0u;
                        uint l_1588_ = (l_1026_ - 1u);
                        uint _e5635 = l_mut_395_;
                        uint l_1589_ = (_e5635 * l_1588_);
                        uint _e5637 = l_mut_389_;
                        uint l_1590_ = (_e5637 * l_1588_);
                        uint _e5639 = l_mut_395_;
                        uint l_4077_ = (_e5639 & 65535u);
                        uint _e5642 = l_mut_395_;
                        uint l_4078_ = (_e5642 >> 16u);
                        uint l_4079_ = (l_4078_ & 65535u);
                        uint l_4080_ = (l_1588_ & 65535u);
                        uint l_4081_ = (l_1588_ >> 16u);
                        uint l_4082_ = (l_4081_ & 65535u);
                        uint l_4083_ = (l_4077_ * l_4080_);
                        uint l_4084_ = (l_4079_ * l_4080_);
                        uint l_4085_ = (l_4077_ * l_4082_);
                        uint l_4086_ = (l_4079_ * l_4082_);
                        uint l_4087_ = (l_4083_ >> 16u);
                        uint l_4088_ = (l_4087_ & 65535u);
                        uint l_4089_ = (l_4084_ & 65535u);
                        uint l_4090_ = (l_4088_ + l_4089_);
                        uint l_4091_ = (l_4085_ & 65535u);
                        uint l_4092_ = (l_4090_ + l_4091_);
                        uint l_4093_ = (l_4084_ >> 16u);
                        uint l_4094_ = (l_4093_ & 65535u);
                        uint l_4095_ = (l_4086_ + l_4094_);
                        uint l_4096_ = (l_4085_ >> 16u);
                        uint l_4097_ = (l_4096_ & 65535u);
                        uint l_4098_ = (l_4095_ + l_4097_);
                        uint l_4099_ = (l_4092_ >> 16u);
                        uint l_4100_ = (l_4099_ & 65535u);
                        uint l_1591_ = (l_4098_ + l_4100_);
                        uint l_1592_ = (l_1591_ + l_1590_);
                        uint _e5683 = l_mut_389_;
                        uint l_4102_ = (_e5683 & 65535u);
                        uint _e5686 = l_mut_389_;
                        uint l_4103_ = (_e5686 >> 16u);
                        uint l_4104_ = (l_4103_ & 65535u);
                        uint l_4105_ = (l_1588_ & 65535u);
                        uint l_4106_ = (l_1588_ >> 16u);
                        uint l_4107_ = (l_4106_ & 65535u);
                        uint l_4108_ = (l_4102_ * l_4105_);
                        uint l_4109_ = (l_4104_ * l_4105_);
                        uint l_4110_ = (l_4102_ * l_4107_);
                        uint l_4111_ = (l_4104_ * l_4107_);
                        uint l_4112_ = (l_4108_ >> 16u);
                        uint l_4113_ = (l_4112_ & 65535u);
                        uint l_4114_ = (l_4109_ & 65535u);
                        uint l_4115_ = (l_4113_ + l_4114_);
                        uint l_4116_ = (l_4110_ & 65535u);
                        uint l_4117_ = (l_4115_ + l_4116_);
                        uint l_4118_ = (l_4109_ >> 16u);
                        uint l_4119_ = (l_4118_ & 65535u);
                        uint l_4120_ = (l_4111_ + l_4119_);
                        uint l_4121_ = (l_4110_ >> 16u);
                        uint l_4122_ = (l_4121_ & 65535u);
                        uint l_4123_ = (l_4120_ + l_4122_);
                        uint l_4124_ = (l_4117_ >> 16u);
                        uint l_4125_ = (l_4124_ & 65535u);
                        uint l_1593_ = (l_4123_ + l_4125_);
                        bool l_1594_ = (l_1592_ < l_1590_);
                        uint l_1595_ = uint(l_1594_);
                        uint l_1596_ = (l_1593_ + l_1595_);
                        l_mut_259_ = l_1589_;
                        bool l_1598_ = (0u > 0u);
                        if (l_1598_) {
                            uint l_1599_ = (l_1589_ >> 0u);
                            uint l_1600_ = (32u - 0u);
                            uint l_1601_ = (l_1592_ << l_1600_);
                            uint l_1602_ = (l_1599_ | l_1601_);
                            l_mut_259_ = l_1602_;
                        }
                        l_mut_209_ = l_1592_;
                        bool l_1603_ = (0u > 0u);
                        if (l_1603_) {
                            uint l_1604_ = (l_1592_ >> 0u);
                            uint l_1605_ = (32u - 0u);
                            uint l_1606_ = (l_1596_ << l_1605_);
                            uint l_1607_ = (l_1604_ | l_1606_);
                            l_mut_209_ = l_1607_;
                        }
                        uint _e5744 = l_mut_259_;
                        l_mut_203_ = _e5744;
                        uint _e5745 = l_mut_209_;
                        l_mut_259_ = _e5745;
                        if (true) {
                            l_mut_203_ = l_1596_;
                            l_mut_259_ = 0u;
                        } else {
                            if (true) {
                                l_mut_209_ = l_1592_;
                                bool l_1610_ = (0u > 0u);
                                if (l_1610_) {
                                    uint l_1611_ = (l_1592_ >> 0u);
                                    uint l_1612_ = (32u - 0u);
                                    uint l_1613_ = (l_1596_ << l_1612_);
                                    uint l_1614_ = (l_1611_ | l_1613_);
                                    l_mut_209_ = l_1614_;
                                }
                                uint l_1615_ = (l_1596_ >> 0u);
                                uint _e5757 = l_mut_209_;
                                l_mut_203_ = _e5757;
                                l_mut_259_ = l_1615_;
                            }
                        }
                        uint _e5758 = l_mut_203_;
                        uint _e5759 = l_mut_259_;
                        uint l_1616_ = (_e5758 | _e5759);
                        bool l_1617_ = (l_1616_ == 0u);
                        if (l_1617_) {
                            l_mut_259_ = l_1548_;
                            l_mut_209_ = l_1552_;
                            if (l_1577_) {
                                uint l_1618_ = (0u - l_1548_);
                                uint l_1619_ = (0u - l_1552_);
                                bool l_1620_ = (0u < l_1548_);
                                uint l_1621_ = uint(l_1620_);
                                uint l_1622_ = (l_1619_ - l_1621_);
                                uint l_1623_ = (l_1548_ | l_1552_);
                                bool l_1624_ = (l_1623_ == 0u);
                                bool l_1625_ = !(l_1624_);
                                bool l_1626_ = (l_1587_ < l_1622_);
                                bool l_1627_ = (l_1587_ == l_1622_);
                                bool l_1628_ = (l_1584_ < l_1618_);
                                if (l_1627_) {
                                    local_85 = l_1628_;
                                } else {
                                    local_85 = false;
                                }
                                bool l_1629_ = local_85;
                                if (!(l_1626_)) {
                                    local_86 = l_1629_;
                                } else {
                                    local_86 = true;
                                }
                                bool l_1630_ = local_86;
                                bool l_1631_ = !(l_1630_);
                                if (l_1625_) {
                                    local_87 = l_1631_;
                                } else {
                                    local_87 = false;
                                }
                                bool l_1632_ = local_87;
                                if (l_1632_) {
                                    uint l_1633_ = (l_1026_ - 1u);
                                    l_mut_203_ = l_1618_;
                                    l_mut_141_ = l_1622_;
                                    uint _e5794 = l_mut_389_;
                                    bool l_1634_ = (l_1622_ < _e5794);
                                    uint _e5796 = l_mut_389_;
                                    bool l_1635_ = (l_1622_ == _e5796);
                                    uint _e5798 = l_mut_395_;
                                    bool l_1636_ = (l_1618_ < _e5798);
                                    if (l_1635_) {
                                        local_88 = l_1636_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1637_ = local_88;
                                    if (!(l_1634_)) {
                                        local_89 = l_1637_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1638_ = local_89;
                                    bool l_1639_ = !(l_1638_);
                                    if (l_1639_) {
                                        l_mut_135_ = 0u;
                                        uint _e5811 = l_mut_389_;
                                        bool l_1640_ = (_e5811 < l_1622_);
                                        uint _e5813 = l_mut_389_;
                                        bool l_1641_ = (_e5813 == l_1622_);
                                        uint _e5815 = l_mut_395_;
                                        bool l_1642_ = (_e5815 < l_1618_);
                                        if (l_1641_) {
                                            local_90 = l_1642_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1643_ = local_90;
                                        if (!(l_1640_)) {
                                            local_91 = l_1643_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1644_ = local_91;
                                        if (l_1644_) {
                                            uint l_1645_ = (l_1618_ - 1u);
                                            uint l_1646_ = (l_1622_ - 0u);
                                            bool l_1647_ = (l_1618_ < 1u);
                                            uint l_1648_ = uint(l_1647_);
                                            uint l_1649_ = (l_1646_ - l_1648_);
                                            l_mut_92_ = l_1645_;
                                            l_mut_86_ = l_1649_;
                                            l_mut_80_ = 0u;
                                            l_mut_1650_ = 0u;
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (!loop_init_7) {
                                                    uint _e5922 = l_mut_1650_;
                                                    l_mut_1650_ = (_e5922 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e5837 = l_mut_1650_;
                                                if ((_e5837 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5841 = l_mut_1650_;
                                                    uint l_1651_ = (19u - _e5841);
                                                    uint _e5843 = l_mut_92_;
                                                    l_mut_65_ = _e5843;
                                                    uint _e5844 = l_mut_86_;
                                                    l_mut_30_ = _e5844;
                                                    bool l_1652_ = (l_1651_ >= 32u);
                                                    if (l_1652_) {
                                                        uint l_1653_ = (l_1651_ & 31u);
                                                        uint _e5849 = l_mut_86_;
                                                        uint l_1654_ = (_e5849 >> l_1653_);
                                                        l_mut_65_ = l_1654_;
                                                        l_mut_30_ = 0u;
                                                    } else {
                                                        bool l_1655_ = (l_1651_ > 0u);
                                                        if (l_1655_) {
                                                            uint _e5854 = l_mut_92_;
                                                            l_mut_1656_ = _e5854;
                                                            bool l_1657_ = (l_1651_ > 0u);
                                                            if (l_1657_) {
                                                                uint _e5857 = l_mut_92_;
                                                                uint l_1658_ = (_e5857 >> l_1651_);
                                                                uint l_1659_ = (32u - l_1651_);
                                                                uint _e5861 = l_mut_86_;
                                                                uint l_1660_ = (_e5861 << l_1659_);
                                                                uint l_1661_ = (l_1658_ | l_1660_);
                                                                l_mut_1656_ = l_1661_;
                                                            }
                                                            uint _e5864 = l_mut_86_;
                                                            uint l_1662_ = (_e5864 >> l_1651_);
                                                            uint _e5866 = l_mut_1656_;
                                                            l_mut_65_ = _e5866;
                                                            l_mut_30_ = l_1662_;
                                                        }
                                                    }
                                                    uint _e5867 = l_mut_30_;
                                                    uint _e5868 = l_mut_389_;
                                                    bool l_1663_ = (_e5867 < _e5868);
                                                    uint _e5870 = l_mut_30_;
                                                    uint _e5871 = l_mut_389_;
                                                    bool l_1664_ = (_e5870 == _e5871);
                                                    uint _e5873 = l_mut_65_;
                                                    uint _e5874 = l_mut_395_;
                                                    bool l_1665_ = (_e5873 < _e5874);
                                                    if (l_1664_) {
                                                        local_92 = l_1665_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1666_ = local_92;
                                                    if (!(l_1663_)) {
                                                        local_93 = l_1666_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1667_ = local_93;
                                                    bool l_1668_ = !(l_1667_);
                                                    if (l_1668_) {
                                                        uint _e5886 = l_mut_395_;
                                                        l_mut_1656_ = _e5886;
                                                        uint _e5887 = l_mut_389_;
                                                        l_mut_65_ = _e5887;
                                                        bool l_1669_ = (l_1651_ >= 32u);
                                                        if (l_1669_) {
                                                            uint l_1670_ = (l_1651_ & 31u);
                                                            uint _e5892 = l_mut_395_;
                                                            uint l_1671_ = (_e5892 << l_1670_);
                                                            l_mut_1656_ = 0u;
                                                            l_mut_65_ = l_1671_;
                                                        } else {
                                                            bool l_1672_ = (l_1651_ > 0u);
                                                            if (l_1672_) {
                                                                uint _e5897 = l_mut_395_;
                                                                uint l_1673_ = (_e5897 << l_1651_);
                                                                uint _e5899 = l_mut_389_;
                                                                uint l_1674_ = (_e5899 << l_1651_);
                                                                uint l_1675_ = (32u - l_1651_);
                                                                uint _e5903 = l_mut_395_;
                                                                uint l_1676_ = (_e5903 >> l_1675_);
                                                                uint l_1677_ = (l_1674_ | l_1676_);
                                                                l_mut_1656_ = l_1673_;
                                                                l_mut_65_ = l_1677_;
                                                            }
                                                        }
                                                        uint _e5906 = l_mut_92_;
                                                        uint _e5907 = l_mut_1656_;
                                                        uint l_1678_ = (_e5906 - _e5907);
                                                        uint _e5909 = l_mut_86_;
                                                        uint _e5910 = l_mut_65_;
                                                        uint l_1679_ = (_e5909 - _e5910);
                                                        uint _e5912 = l_mut_92_;
                                                        uint _e5913 = l_mut_1656_;
                                                        bool l_1680_ = (_e5912 < _e5913);
                                                        uint l_1681_ = uint(l_1680_);
                                                        uint l_1682_ = (l_1679_ - l_1681_);
                                                        l_mut_92_ = l_1678_;
                                                        l_mut_86_ = l_1682_;
                                                        uint l_1683_ = (1u << l_1651_);
                                                        uint _e5919 = l_mut_80_;
                                                        l_mut_80_ = (_e5919 | l_1683_);
                                                    }
                                                }
                                            }
                                            uint _e5924 = l_mut_80_;
                                            uint l_1684_ = min(_e5924, l_1633_);
                                            l_mut_1656_ = l_1684_;
                                            uint _e5926 = l_mut_86_;
                                            uint _e5927 = l_mut_389_;
                                            bool l_1685_ = (_e5926 < _e5927);
                                            uint _e5929 = l_mut_86_;
                                            uint _e5930 = l_mut_389_;
                                            bool l_1686_ = (_e5929 == _e5930);
                                            uint _e5932 = l_mut_92_;
                                            uint _e5933 = l_mut_395_;
                                            bool l_1687_ = (_e5932 < _e5933);
                                            if (l_1686_) {
                                                local_94 = l_1687_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1688_ = local_94;
                                            if (!(l_1685_)) {
                                                local_95 = l_1688_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1689_ = local_95;
                                            bool l_1690_ = !(l_1689_);
                                            if (l_1690_) {
                                                l_mut_1656_ = l_1633_;
                                            }
                                            uint _e5945 = l_mut_1656_;
                                            l_mut_135_ = _e5945;
                                        }
                                        uint _e5946 = l_mut_395_;
                                        uint _e5947 = l_mut_135_;
                                        uint l_1691_ = (_e5946 * _e5947);
                                        uint _e5949 = l_mut_395_;
                                        uint l_4127_ = (_e5949 & 65535u);
                                        uint _e5952 = l_mut_395_;
                                        uint l_4128_ = (_e5952 >> 16u);
                                        uint l_4129_ = (l_4128_ & 65535u);
                                        uint _e5957 = l_mut_135_;
                                        uint l_4130_ = (_e5957 & 65535u);
                                        uint _e5960 = l_mut_135_;
                                        uint l_4131_ = (_e5960 >> 16u);
                                        uint l_4132_ = (l_4131_ & 65535u);
                                        uint l_4133_ = (l_4127_ * l_4130_);
                                        uint l_4134_ = (l_4129_ * l_4130_);
                                        uint l_4135_ = (l_4127_ * l_4132_);
                                        uint l_4136_ = (l_4129_ * l_4132_);
                                        uint l_4137_ = (l_4133_ >> 16u);
                                        uint l_4138_ = (l_4137_ & 65535u);
                                        uint l_4139_ = (l_4134_ & 65535u);
                                        uint l_4140_ = (l_4138_ + l_4139_);
                                        uint l_4141_ = (l_4135_ & 65535u);
                                        uint l_4142_ = (l_4140_ + l_4141_);
                                        uint l_4143_ = (l_4134_ >> 16u);
                                        uint l_4144_ = (l_4143_ & 65535u);
                                        uint l_4145_ = (l_4136_ + l_4144_);
                                        uint l_4146_ = (l_4135_ >> 16u);
                                        uint l_4147_ = (l_4146_ & 65535u);
                                        uint l_4148_ = (l_4145_ + l_4147_);
                                        uint l_4149_ = (l_4142_ >> 16u);
                                        uint l_4150_ = (l_4149_ & 65535u);
                                        uint l_1692_ = (l_4148_ + l_4150_);
                                        uint _e5994 = l_mut_389_;
                                        uint _e5995 = l_mut_135_;
                                        uint l_1693_ = (_e5994 * _e5995);
                                        uint l_1694_ = (l_1692_ + l_1693_);
                                        uint l_1695_ = (l_1618_ - l_1691_);
                                        uint l_1696_ = (l_1622_ - l_1694_);
                                        bool l_1697_ = (l_1618_ < l_1691_);
                                        uint l_1698_ = uint(l_1697_);
                                        uint l_1699_ = (l_1696_ - l_1698_);
                                        l_mut_203_ = l_1695_;
                                        l_mut_141_ = l_1699_;
                                        uint _e6003 = l_mut_141_;
                                        uint _e6004 = l_mut_389_;
                                        bool l_1700_ = (_e6003 < _e6004);
                                        uint _e6006 = l_mut_141_;
                                        uint _e6007 = l_mut_389_;
                                        bool l_1701_ = (_e6006 == _e6007);
                                        uint _e6009 = l_mut_203_;
                                        uint _e6010 = l_mut_395_;
                                        bool l_1702_ = (_e6009 < _e6010);
                                        if (l_1701_) {
                                            local_96 = l_1702_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1703_ = local_96;
                                        if (!(l_1700_)) {
                                            local_97 = l_1703_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1704_ = local_97;
                                        bool l_1705_ = !(l_1704_);
                                        if (l_1705_) {
                                            uint _e6022 = l_mut_203_;
                                            uint _e6023 = l_mut_395_;
                                            uint l_1706_ = (_e6022 - _e6023);
                                            uint _e6025 = l_mut_141_;
                                            uint _e6026 = l_mut_389_;
                                            uint l_1707_ = (_e6025 - _e6026);
                                            uint _e6028 = l_mut_203_;
                                            uint _e6029 = l_mut_395_;
                                            bool l_1708_ = (_e6028 < _e6029);
                                            uint l_1709_ = uint(l_1708_);
                                            uint l_1710_ = (l_1707_ - l_1709_);
                                            l_mut_203_ = l_1706_;
                                            l_mut_141_ = l_1710_;
                                        }
                                    }
                                    uint _e6033 = l_mut_395_;
                                    uint _e6034 = l_mut_203_;
                                    uint l_1711_ = (_e6033 - _e6034);
                                    uint _e6036 = l_mut_389_;
                                    uint _e6037 = l_mut_141_;
                                    uint l_1712_ = (_e6036 - _e6037);
                                    uint _e6039 = l_mut_395_;
                                    uint _e6040 = l_mut_203_;
                                    bool l_1713_ = (_e6039 < _e6040);
                                    uint l_1714_ = uint(l_1713_);
                                    uint l_1715_ = (l_1712_ - l_1714_);
                                    l_mut_1656_ = l_1711_;
                                    l_mut_203_ = l_1715_;
                                    uint _e6044 = l_mut_389_;
                                    bool l_1716_ = (l_1715_ < _e6044);
                                    uint _e6046 = l_mut_389_;
                                    bool l_1717_ = (l_1715_ == _e6046);
                                    uint _e6048 = l_mut_395_;
                                    bool l_1718_ = (l_1711_ < _e6048);
                                    if (l_1717_) {
                                        local_98 = l_1718_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1719_ = local_98;
                                    if (!(l_1716_)) {
                                        local_99 = l_1719_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1720_ = local_99;
                                    bool l_1721_ = !(l_1720_);
                                    if (l_1721_) {
                                        uint _e6060 = l_mut_395_;
                                        uint l_1722_ = (l_1711_ - _e6060);
                                        uint _e6062 = l_mut_389_;
                                        uint l_1723_ = (l_1715_ - _e6062);
                                        uint _e6064 = l_mut_395_;
                                        bool l_1724_ = (l_1711_ < _e6064);
                                        uint l_1725_ = uint(l_1724_);
                                        uint l_1726_ = (l_1723_ - l_1725_);
                                        l_mut_1656_ = l_1722_;
                                        l_mut_203_ = l_1726_;
                                    }
                                    uint _e6068 = l_mut_203_;
                                    uint _e6069 = l_mut_209_;
                                    bool l_1727_ = (_e6068 < _e6069);
                                    uint _e6071 = l_mut_203_;
                                    uint _e6072 = l_mut_209_;
                                    bool l_1728_ = (_e6071 == _e6072);
                                    uint _e6074 = l_mut_1656_;
                                    uint _e6075 = l_mut_259_;
                                    bool l_1729_ = (_e6074 < _e6075);
                                    if (l_1728_) {
                                        local_100 = l_1729_;
                                    } else {
                                        local_100 = false;
                                    }
                                    bool l_1730_ = local_100;
                                    if (!(l_1727_)) {
                                        local_101 = l_1730_;
                                    } else {
                                        local_101 = true;
                                    }
                                    bool l_1731_ = local_101;
                                    if (l_1731_) {
                                        uint _e6086 = l_mut_1656_;
                                        l_mut_259_ = _e6086;
                                        uint _e6087 = l_mut_203_;
                                        l_mut_209_ = _e6087;
                                    }
                                }
                            } else {
                                uint l_1732_ = (l_1548_ - l_1584_);
                                uint l_1733_ = (l_1552_ - l_1587_);
                                bool l_1734_ = (l_1548_ < l_1584_);
                                uint l_1735_ = uint(l_1734_);
                                uint l_1736_ = (l_1733_ - l_1735_);
                                l_mut_259_ = l_1732_;
                                l_mut_209_ = l_1736_;
                                bool l_1737_ = (l_1552_ < l_1587_);
                                bool l_1738_ = (l_1552_ == l_1587_);
                                bool l_1739_ = (l_1548_ < l_1584_);
                                if (l_1738_) {
                                    local_102 = l_1739_;
                                } else {
                                    local_102 = false;
                                }
                                bool l_1740_ = local_102;
                                if (!(l_1737_)) {
                                    local_103 = l_1740_;
                                } else {
                                    local_103 = true;
                                }
                                bool l_1741_ = local_103;
                                if (l_1741_) {
                                    uint l_1742_ = (l_1026_ - 1u);
                                    l_mut_1656_ = l_1548_;
                                    l_mut_203_ = l_1552_;
                                    uint _e6107 = l_mut_389_;
                                    bool l_1743_ = (l_1552_ < _e6107);
                                    uint _e6109 = l_mut_389_;
                                    bool l_1744_ = (l_1552_ == _e6109);
                                    uint _e6111 = l_mut_395_;
                                    bool l_1745_ = (l_1548_ < _e6111);
                                    if (l_1744_) {
                                        local_104 = l_1745_;
                                    } else {
                                        local_104 = false;
                                    }
                                    bool l_1746_ = local_104;
                                    if (!(l_1743_)) {
                                        local_105 = l_1746_;
                                    } else {
                                        local_105 = true;
                                    }
                                    bool l_1747_ = local_105;
                                    bool l_1748_ = !(l_1747_);
                                    if (l_1748_) {
                                        l_mut_141_ = 0u;
                                        uint _e6124 = l_mut_389_;
                                        bool l_1749_ = (_e6124 < l_1552_);
                                        uint _e6126 = l_mut_389_;
                                        bool l_1750_ = (_e6126 == l_1552_);
                                        uint _e6128 = l_mut_395_;
                                        bool l_1751_ = (_e6128 < l_1548_);
                                        if (l_1750_) {
                                            local_106 = l_1751_;
                                        } else {
                                            local_106 = false;
                                        }
                                        bool l_1752_ = local_106;
                                        if (!(l_1749_)) {
                                            local_107 = l_1752_;
                                        } else {
                                            local_107 = true;
                                        }
                                        bool l_1753_ = local_107;
                                        if (l_1753_) {
                                            uint l_1754_ = (l_1548_ - 1u);
                                            uint l_1755_ = (l_1552_ - 0u);
                                            bool l_1756_ = (l_1548_ < 1u);
                                            uint l_1757_ = uint(l_1756_);
                                            uint l_1758_ = (l_1755_ - l_1757_);
                                            l_mut_135_ = l_1754_;
                                            l_mut_92_ = l_1758_;
                                            l_mut_86_ = 0u;
                                            l_mut_1759_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6235 = l_mut_1759_;
                                                    l_mut_1759_ = (_e6235 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6150 = l_mut_1759_;
                                                if ((_e6150 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6154 = l_mut_1759_;
                                                    uint l_1760_ = (19u - _e6154);
                                                    uint _e6156 = l_mut_135_;
                                                    l_mut_80_ = _e6156;
                                                    uint _e6157 = l_mut_92_;
                                                    l_mut_65_ = _e6157;
                                                    bool l_1761_ = (l_1760_ >= 32u);
                                                    if (l_1761_) {
                                                        uint l_1762_ = (l_1760_ & 31u);
                                                        uint _e6162 = l_mut_92_;
                                                        uint l_1763_ = (_e6162 >> l_1762_);
                                                        l_mut_80_ = l_1763_;
                                                        l_mut_65_ = 0u;
                                                    } else {
                                                        bool l_1764_ = (l_1760_ > 0u);
                                                        if (l_1764_) {
                                                            uint _e6167 = l_mut_135_;
                                                            l_mut_30_ = _e6167;
                                                            bool l_1765_ = (l_1760_ > 0u);
                                                            if (l_1765_) {
                                                                uint _e6170 = l_mut_135_;
                                                                uint l_1766_ = (_e6170 >> l_1760_);
                                                                uint l_1767_ = (32u - l_1760_);
                                                                uint _e6174 = l_mut_92_;
                                                                uint l_1768_ = (_e6174 << l_1767_);
                                                                uint l_1769_ = (l_1766_ | l_1768_);
                                                                l_mut_30_ = l_1769_;
                                                            }
                                                            uint _e6177 = l_mut_92_;
                                                            uint l_1770_ = (_e6177 >> l_1760_);
                                                            uint _e6179 = l_mut_30_;
                                                            l_mut_80_ = _e6179;
                                                            l_mut_65_ = l_1770_;
                                                        }
                                                    }
                                                    uint _e6180 = l_mut_65_;
                                                    uint _e6181 = l_mut_389_;
                                                    bool l_1771_ = (_e6180 < _e6181);
                                                    uint _e6183 = l_mut_65_;
                                                    uint _e6184 = l_mut_389_;
                                                    bool l_1772_ = (_e6183 == _e6184);
                                                    uint _e6186 = l_mut_80_;
                                                    uint _e6187 = l_mut_395_;
                                                    bool l_1773_ = (_e6186 < _e6187);
                                                    if (l_1772_) {
                                                        local_108 = l_1773_;
                                                    } else {
                                                        local_108 = false;
                                                    }
                                                    bool l_1774_ = local_108;
                                                    if (!(l_1771_)) {
                                                        local_109 = l_1774_;
                                                    } else {
                                                        local_109 = true;
                                                    }
                                                    bool l_1775_ = local_109;
                                                    bool l_1776_ = !(l_1775_);
                                                    if (l_1776_) {
                                                        uint _e6199 = l_mut_395_;
                                                        l_mut_80_ = _e6199;
                                                        uint _e6200 = l_mut_389_;
                                                        l_mut_65_ = _e6200;
                                                        bool l_1777_ = (l_1760_ >= 32u);
                                                        if (l_1777_) {
                                                            uint l_1778_ = (l_1760_ & 31u);
                                                            uint _e6205 = l_mut_395_;
                                                            uint l_1779_ = (_e6205 << l_1778_);
                                                            l_mut_80_ = 0u;
                                                            l_mut_65_ = l_1779_;
                                                        } else {
                                                            bool l_1780_ = (l_1760_ > 0u);
                                                            if (l_1780_) {
                                                                uint _e6210 = l_mut_395_;
                                                                uint l_1781_ = (_e6210 << l_1760_);
                                                                uint _e6212 = l_mut_389_;
                                                                uint l_1782_ = (_e6212 << l_1760_);
                                                                uint l_1783_ = (32u - l_1760_);
                                                                uint _e6216 = l_mut_395_;
                                                                uint l_1784_ = (_e6216 >> l_1783_);
                                                                uint l_1785_ = (l_1782_ | l_1784_);
                                                                l_mut_80_ = l_1781_;
                                                                l_mut_65_ = l_1785_;
                                                            }
                                                        }
                                                        uint _e6219 = l_mut_135_;
                                                        uint _e6220 = l_mut_80_;
                                                        uint l_1786_ = (_e6219 - _e6220);
                                                        uint _e6222 = l_mut_92_;
                                                        uint _e6223 = l_mut_65_;
                                                        uint l_1787_ = (_e6222 - _e6223);
                                                        uint _e6225 = l_mut_135_;
                                                        uint _e6226 = l_mut_80_;
                                                        bool l_1788_ = (_e6225 < _e6226);
                                                        uint l_1789_ = uint(l_1788_);
                                                        uint l_1790_ = (l_1787_ - l_1789_);
                                                        l_mut_135_ = l_1786_;
                                                        l_mut_92_ = l_1790_;
                                                        uint l_1791_ = (1u << l_1760_);
                                                        uint _e6232 = l_mut_86_;
                                                        l_mut_86_ = (_e6232 | l_1791_);
                                                    }
                                                }
                                            }
                                            uint _e6237 = l_mut_86_;
                                            uint l_1792_ = min(_e6237, l_1742_);
                                            l_mut_86_ = l_1792_;
                                            uint _e6239 = l_mut_92_;
                                            uint _e6240 = l_mut_389_;
                                            bool l_1793_ = (_e6239 < _e6240);
                                            uint _e6242 = l_mut_92_;
                                            uint _e6243 = l_mut_389_;
                                            bool l_1794_ = (_e6242 == _e6243);
                                            uint _e6245 = l_mut_135_;
                                            uint _e6246 = l_mut_395_;
                                            bool l_1795_ = (_e6245 < _e6246);
                                            if (l_1794_) {
                                                local_110 = l_1795_;
                                            } else {
                                                local_110 = false;
                                            }
                                            bool l_1796_ = local_110;
                                            if (!(l_1793_)) {
                                                local_111 = l_1796_;
                                            } else {
                                                local_111 = true;
                                            }
                                            bool l_1797_ = local_111;
                                            bool l_1798_ = !(l_1797_);
                                            if (l_1798_) {
                                                l_mut_86_ = l_1742_;
                                            }
                                            uint _e6258 = l_mut_86_;
                                            l_mut_141_ = _e6258;
                                        }
                                        uint _e6259 = l_mut_395_;
                                        uint _e6260 = l_mut_141_;
                                        uint l_1799_ = (_e6259 * _e6260);
                                        uint _e6262 = l_mut_395_;
                                        uint l_4152_ = (_e6262 & 65535u);
                                        uint _e6265 = l_mut_395_;
                                        uint l_4153_ = (_e6265 >> 16u);
                                        uint l_4154_ = (l_4153_ & 65535u);
                                        uint _e6270 = l_mut_141_;
                                        uint l_4155_ = (_e6270 & 65535u);
                                        uint _e6273 = l_mut_141_;
                                        uint l_4156_ = (_e6273 >> 16u);
                                        uint l_4157_ = (l_4156_ & 65535u);
                                        uint l_4158_ = (l_4152_ * l_4155_);
                                        uint l_4159_ = (l_4154_ * l_4155_);
                                        uint l_4160_ = (l_4152_ * l_4157_);
                                        uint l_4161_ = (l_4154_ * l_4157_);
                                        uint l_4162_ = (l_4158_ >> 16u);
                                        uint l_4163_ = (l_4162_ & 65535u);
                                        uint l_4164_ = (l_4159_ & 65535u);
                                        uint l_4165_ = (l_4163_ + l_4164_);
                                        uint l_4166_ = (l_4160_ & 65535u);
                                        uint l_4167_ = (l_4165_ + l_4166_);
                                        uint l_4168_ = (l_4159_ >> 16u);
                                        uint l_4169_ = (l_4168_ & 65535u);
                                        uint l_4170_ = (l_4161_ + l_4169_);
                                        uint l_4171_ = (l_4160_ >> 16u);
                                        uint l_4172_ = (l_4171_ & 65535u);
                                        uint l_4173_ = (l_4170_ + l_4172_);
                                        uint l_4174_ = (l_4167_ >> 16u);
                                        uint l_4175_ = (l_4174_ & 65535u);
                                        uint l_1800_ = (l_4173_ + l_4175_);
                                        uint _e6307 = l_mut_389_;
                                        uint _e6308 = l_mut_141_;
                                        uint l_1801_ = (_e6307 * _e6308);
                                        uint l_1802_ = (l_1800_ + l_1801_);
                                        uint l_1803_ = (l_1548_ - l_1799_);
                                        uint l_1804_ = (l_1552_ - l_1802_);
                                        bool l_1805_ = (l_1548_ < l_1799_);
                                        uint l_1806_ = uint(l_1805_);
                                        uint l_1807_ = (l_1804_ - l_1806_);
                                        l_mut_1656_ = l_1803_;
                                        l_mut_203_ = l_1807_;
                                        uint _e6316 = l_mut_203_;
                                        uint _e6317 = l_mut_389_;
                                        bool l_1808_ = (_e6316 < _e6317);
                                        uint _e6319 = l_mut_203_;
                                        uint _e6320 = l_mut_389_;
                                        bool l_1809_ = (_e6319 == _e6320);
                                        uint _e6322 = l_mut_1656_;
                                        uint _e6323 = l_mut_395_;
                                        bool l_1810_ = (_e6322 < _e6323);
                                        if (l_1809_) {
                                            local_112 = l_1810_;
                                        } else {
                                            local_112 = false;
                                        }
                                        bool l_1811_ = local_112;
                                        if (!(l_1808_)) {
                                            local_113 = l_1811_;
                                        } else {
                                            local_113 = true;
                                        }
                                        bool l_1812_ = local_113;
                                        bool l_1813_ = !(l_1812_);
                                        if (l_1813_) {
                                            uint _e6335 = l_mut_1656_;
                                            uint _e6336 = l_mut_395_;
                                            uint l_1814_ = (_e6335 - _e6336);
                                            uint _e6338 = l_mut_203_;
                                            uint _e6339 = l_mut_389_;
                                            uint l_1815_ = (_e6338 - _e6339);
                                            uint _e6341 = l_mut_1656_;
                                            uint _e6342 = l_mut_395_;
                                            bool l_1816_ = (_e6341 < _e6342);
                                            uint l_1817_ = uint(l_1816_);
                                            uint l_1818_ = (l_1815_ - l_1817_);
                                            l_mut_1656_ = l_1814_;
                                            l_mut_203_ = l_1818_;
                                        }
                                    }
                                    uint _e6346 = l_mut_203_;
                                    uint _e6347 = l_mut_209_;
                                    bool l_1819_ = (_e6346 < _e6347);
                                    uint _e6349 = l_mut_203_;
                                    uint _e6350 = l_mut_209_;
                                    bool l_1820_ = (_e6349 == _e6350);
                                    uint _e6352 = l_mut_1656_;
                                    uint _e6353 = l_mut_259_;
                                    bool l_1821_ = (_e6352 < _e6353);
                                    if (l_1820_) {
                                        local_114 = l_1821_;
                                    } else {
                                        local_114 = false;
                                    }
                                    bool l_1822_ = local_114;
                                    if (!(l_1819_)) {
                                        local_115 = l_1822_;
                                    } else {
                                        local_115 = true;
                                    }
                                    bool l_1823_ = local_115;
                                    if (l_1823_) {
                                        uint _e6364 = l_mut_1656_;
                                        l_mut_259_ = _e6364;
                                        uint _e6365 = l_mut_203_;
                                        l_mut_209_ = _e6365;
                                    }
                                }
                            }
                            uint _e6366 = l_mut_209_;
                            bool l_1824_ = (_e6366 < l_1562_);
                            uint _e6368 = l_mut_209_;
                            bool l_1825_ = (_e6368 == l_1562_);
                            uint _e6370 = l_mut_259_;
                            bool l_1826_ = (_e6370 < l_1558_);
                            if (l_1825_) {
                                local_116 = l_1826_;
                            } else {
                                local_116 = false;
                            }
                            bool l_1827_ = local_116;
                            if (!(l_1824_)) {
                                local_117 = l_1827_;
                            } else {
                                local_117 = true;
                            }
                            bool l_1828_ = local_117;
                            bool l_1829_ = !(l_1828_);
                            uint l_1830_ = uint(l_1829_);
                            uint l_1831_ = (2u - l_1830_);
                            l_mut_265_ = l_1831_;
                        }
                        uint _e6385 = l_mut_265_;
                        bool l_1832_ = (_e6385 > 0u);
                        if (l_1832_) {
                            uint _e6388 = l_mut_265_;
                            bool l_1833_ = (_e6388 == 1u);
                            l_mut_652_ = l_1833_;
                            l_mut_635_ = false;
                        }
                    }
                    l_mut_364_ = false;
                    while(true) {
                        bool _e6393 = l_mut_635_;
                        bool l_1834_ = !(_e6393);
                        if (l_1834_) {
                            break;
                        }
                        uint _e6395 = l_mut_435_;
                        uint _e6396 = l_mut_451_;
                        bool l_1835_ = (_e6395 < _e6396);
                        uint _e6398 = l_mut_435_;
                        uint _e6399 = l_mut_451_;
                        bool l_1836_ = (_e6398 == _e6399);
                        uint _e6401 = l_mut_446_;
                        uint _e6402 = l_mut_452_;
                        bool l_1837_ = (_e6401 < _e6402);
                        if (l_1836_) {
                            local_118 = l_1837_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1838_ = local_118;
                        if (!(l_1835_)) {
                            local_119 = l_1838_;
                        } else {
                            local_119 = true;
                        }
                        bool l_1839_ = local_119;
                        if (l_1839_) {
                            uint _e6413 = l_mut_452_;
                            uint _e6414 = l_mut_446_;
                            uint l_1840_ = (_e6413 - _e6414);
                            uint _e6416 = l_mut_451_;
                            uint _e6417 = l_mut_435_;
                            uint l_1841_ = (_e6416 - _e6417);
                            uint _e6419 = l_mut_452_;
                            uint _e6420 = l_mut_446_;
                            bool l_1842_ = (_e6419 < _e6420);
                            uint l_1843_ = uint(l_1842_);
                            uint l_1844_ = (l_1841_ - l_1843_);
                            l_mut_1656_ = l_1840_;
                            l_mut_395_ = l_1844_;
                            uint _e6424 = l_mut_452_;
                            l_mut_389_ = _e6424;
                            uint _e6425 = l_mut_451_;
                            l_mut_265_ = _e6425;
                            uint _e6426 = l_mut_395_;
                            uint _e6427 = l_mut_451_;
                            bool l_1845_ = (_e6426 < _e6427);
                            uint _e6429 = l_mut_395_;
                            uint _e6430 = l_mut_451_;
                            bool l_1846_ = (_e6429 == _e6430);
                            uint _e6432 = l_mut_1656_;
                            uint _e6433 = l_mut_452_;
                            bool l_1847_ = (_e6432 < _e6433);
                            if (l_1846_) {
                                local_120 = l_1847_;
                            } else {
                                local_120 = false;
                            }
                            bool l_1848_ = local_120;
                            if (!(l_1845_)) {
                                local_121 = l_1848_;
                            } else {
                                local_121 = true;
                            }
                            bool l_1849_ = local_121;
                            if (l_1849_) {
                                uint _e6444 = l_mut_1656_;
                                l_mut_389_ = _e6444;
                                uint _e6445 = l_mut_395_;
                                l_mut_265_ = _e6445;
                            }
                            l_mut_357_ = false;
                            l_mut_1656_ = 0u;
                            uint _e6448 = l_mut_448_;
                            uint _e6449 = l_mut_447_;
                            uint l_1850_ = (_e6448 | _e6449);
                            bool l_1851_ = (l_1850_ == 0u);
                            bool l_1852_ = !(l_1851_);
                            bool _e6454 = l_mut_357_;
                            if (_e6454) {
                                local_122 = l_1852_;
                            } else {
                                local_122 = false;
                            }
                            bool l_1853_ = local_122;
                            uint _e6459 = l_mut_447_;
                            uint _e6460 = l_mut_265_;
                            bool l_1854_ = (_e6459 < _e6460);
                            uint _e6462 = l_mut_447_;
                            uint _e6463 = l_mut_265_;
                            bool l_1855_ = (_e6462 == _e6463);
                            uint _e6465 = l_mut_448_;
                            uint _e6466 = l_mut_389_;
                            bool l_1856_ = (_e6465 < _e6466);
                            if (l_1855_) {
                                local_123 = l_1856_;
                            } else {
                                local_123 = false;
                            }
                            bool l_1857_ = local_123;
                            if (!(l_1854_)) {
                                local_124 = l_1857_;
                            } else {
                                local_124 = true;
                            }
                            bool l_1858_ = local_124;
                            if (l_1853_) {
                                local_125 = l_1858_;
                            } else {
                                local_125 = false;
                            }
                            bool l_1859_ = local_125;
                            uint _e6481 = l_mut_428_;
                            uint _e6482 = l_mut_401_;
                            uint l_1860_ = (_e6481 + _e6482);
                            bool l_1861_ = (l_1860_ < l_1026_);
                            if (l_1859_) {
                                local_126 = l_1861_;
                            } else {
                                local_126 = false;
                            }
                            bool l_1862_ = local_126;
                            if (l_1862_) {
                                uint _e6489 = l_mut_428_;
                                uint l_1863_ = (l_1026_ - _e6489);
                                uint _e6491 = l_mut_401_;
                                uint l_1864_ = (l_1863_ - _e6491);
                                uint _e6493 = l_mut_428_;
                                uint l_1865_ = (l_1864_ / _e6493);
                                uint _e6495 = l_mut_389_;
                                uint l_1866_ = (_e6495 - 1u);
                                uint _e6498 = l_mut_265_;
                                uint l_1867_ = (_e6498 - 0u);
                                uint _e6501 = l_mut_389_;
                                bool l_1868_ = (_e6501 < 1u);
                                uint l_1869_ = uint(l_1868_);
                                uint l_1870_ = (l_1867_ - l_1869_);
                                l_mut_395_ = l_1866_;
                                l_mut_389_ = l_1870_;
                                l_mut_265_ = 0u;
                                l_mut_1871_ = 0u;
                                bool loop_init_9 = true;
                                while(true) {
                                    if (!loop_init_9) {
                                        uint _e6594 = l_mut_1871_;
                                        l_mut_1871_ = (_e6594 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e6509 = l_mut_1871_;
                                    if ((_e6509 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e6513 = l_mut_1871_;
                                        uint l_1872_ = (19u - _e6513);
                                        uint _e6515 = l_mut_395_;
                                        l_mut_259_ = _e6515;
                                        uint _e6516 = l_mut_389_;
                                        l_mut_209_ = _e6516;
                                        bool l_1873_ = (l_1872_ >= 32u);
                                        if (l_1873_) {
                                            uint l_1874_ = (l_1872_ & 31u);
                                            uint _e6521 = l_mut_389_;
                                            uint l_1875_ = (_e6521 >> l_1874_);
                                            l_mut_259_ = l_1875_;
                                            l_mut_209_ = 0u;
                                        } else {
                                            bool l_1876_ = (l_1872_ > 0u);
                                            if (l_1876_) {
                                                uint _e6526 = l_mut_395_;
                                                l_mut_203_ = _e6526;
                                                bool l_1877_ = (l_1872_ > 0u);
                                                if (l_1877_) {
                                                    uint _e6529 = l_mut_395_;
                                                    uint l_1878_ = (_e6529 >> l_1872_);
                                                    uint l_1879_ = (32u - l_1872_);
                                                    uint _e6533 = l_mut_389_;
                                                    uint l_1880_ = (_e6533 << l_1879_);
                                                    uint l_1881_ = (l_1878_ | l_1880_);
                                                    l_mut_203_ = l_1881_;
                                                }
                                                uint _e6536 = l_mut_389_;
                                                uint l_1882_ = (_e6536 >> l_1872_);
                                                uint _e6538 = l_mut_203_;
                                                l_mut_259_ = _e6538;
                                                l_mut_209_ = l_1882_;
                                            }
                                        }
                                        uint _e6539 = l_mut_209_;
                                        uint _e6540 = l_mut_447_;
                                        bool l_1883_ = (_e6539 < _e6540);
                                        uint _e6542 = l_mut_209_;
                                        uint _e6543 = l_mut_447_;
                                        bool l_1884_ = (_e6542 == _e6543);
                                        uint _e6545 = l_mut_259_;
                                        uint _e6546 = l_mut_448_;
                                        bool l_1885_ = (_e6545 < _e6546);
                                        if (l_1884_) {
                                            local_127 = l_1885_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1886_ = local_127;
                                        if (!(l_1883_)) {
                                            local_128 = l_1886_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1887_ = local_128;
                                        bool l_1888_ = !(l_1887_);
                                        if (l_1888_) {
                                            uint _e6558 = l_mut_448_;
                                            l_mut_259_ = _e6558;
                                            uint _e6559 = l_mut_447_;
                                            l_mut_209_ = _e6559;
                                            bool l_1889_ = (l_1872_ >= 32u);
                                            if (l_1889_) {
                                                uint l_1890_ = (l_1872_ & 31u);
                                                uint _e6564 = l_mut_448_;
                                                uint l_1891_ = (_e6564 << l_1890_);
                                                l_mut_259_ = 0u;
                                                l_mut_209_ = l_1891_;
                                            } else {
                                                bool l_1892_ = (l_1872_ > 0u);
                                                if (l_1892_) {
                                                    uint _e6569 = l_mut_448_;
                                                    uint l_1893_ = (_e6569 << l_1872_);
                                                    uint _e6571 = l_mut_447_;
                                                    uint l_1894_ = (_e6571 << l_1872_);
                                                    uint l_1895_ = (32u - l_1872_);
                                                    uint _e6575 = l_mut_448_;
                                                    uint l_1896_ = (_e6575 >> l_1895_);
                                                    uint l_1897_ = (l_1894_ | l_1896_);
                                                    l_mut_259_ = l_1893_;
                                                    l_mut_209_ = l_1897_;
                                                }
                                            }
                                            uint _e6578 = l_mut_395_;
                                            uint _e6579 = l_mut_259_;
                                            uint l_1898_ = (_e6578 - _e6579);
                                            uint _e6581 = l_mut_389_;
                                            uint _e6582 = l_mut_209_;
                                            uint l_1899_ = (_e6581 - _e6582);
                                            uint _e6584 = l_mut_395_;
                                            uint _e6585 = l_mut_259_;
                                            bool l_1900_ = (_e6584 < _e6585);
                                            uint l_1901_ = uint(l_1900_);
                                            uint l_1902_ = (l_1899_ - l_1901_);
                                            l_mut_395_ = l_1898_;
                                            l_mut_389_ = l_1902_;
                                            uint l_1903_ = (1u << l_1872_);
                                            uint _e6591 = l_mut_265_;
                                            l_mut_265_ = (_e6591 | l_1903_);
                                        }
                                    }
                                }
                                uint _e6596 = l_mut_265_;
                                uint l_1904_ = min(_e6596, l_1865_);
                                l_mut_265_ = l_1904_;
                                uint _e6598 = l_mut_389_;
                                uint _e6599 = l_mut_447_;
                                bool l_1905_ = (_e6598 < _e6599);
                                uint _e6601 = l_mut_389_;
                                uint _e6602 = l_mut_447_;
                                bool l_1906_ = (_e6601 == _e6602);
                                uint _e6604 = l_mut_395_;
                                uint _e6605 = l_mut_448_;
                                bool l_1907_ = (_e6604 < _e6605);
                                if (l_1906_) {
                                    local_129 = l_1907_;
                                } else {
                                    local_129 = false;
                                }
                                bool l_1908_ = local_129;
                                if (!(l_1905_)) {
                                    local_130 = l_1908_;
                                } else {
                                    local_130 = true;
                                }
                                bool l_1909_ = local_130;
                                bool l_1910_ = !(l_1909_);
                                if (l_1910_) {
                                    l_mut_265_ = l_1865_;
                                }
                                uint _e6617 = l_mut_265_;
                                l_mut_1656_ = _e6617;
                            }
                            uint _e6618 = l_mut_452_;
                            l_mut_395_ = _e6618;
                            uint _e6619 = l_mut_451_;
                            l_mut_389_ = _e6619;
                            uint _e6620 = l_mut_448_;
                            l_mut_265_ = _e6620;
                            uint _e6621 = l_mut_447_;
                            l_mut_259_ = _e6621;
                            uint _e6622 = l_mut_428_;
                            l_mut_209_ = _e6622;
                            uint _e6623 = l_mut_401_;
                            l_mut_203_ = _e6623;
                            uint _e6624 = l_mut_446_;
                            l_mut_141_ = _e6624;
                            uint _e6625 = l_mut_435_;
                            l_mut_135_ = _e6625;
                            l_mut_92_ = 0u;
                            uint _e6627 = l_mut_1656_;
                            bool l_1911_ = (_e6627 > 0u);
                            if (l_1911_) {
                                uint _e6630 = l_mut_448_;
                                uint _e6631 = l_mut_1656_;
                                uint l_1912_ = (_e6630 * _e6631);
                                uint _e6633 = l_mut_448_;
                                uint l_4177_ = (_e6633 & 65535u);
                                uint _e6636 = l_mut_448_;
                                uint l_4178_ = (_e6636 >> 16u);
                                uint l_4179_ = (l_4178_ & 65535u);
                                uint _e6641 = l_mut_1656_;
                                uint l_4180_ = (_e6641 & 65535u);
                                uint _e6644 = l_mut_1656_;
                                uint l_4181_ = (_e6644 >> 16u);
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
                                uint l_1913_ = (l_4198_ + l_4200_);
                                uint _e6678 = l_mut_447_;
                                uint _e6679 = l_mut_1656_;
                                uint l_1914_ = (_e6678 * _e6679);
                                uint l_1915_ = (l_1913_ + l_1914_);
                                uint _e6682 = l_mut_452_;
                                uint l_1916_ = (_e6682 - l_1912_);
                                uint _e6684 = l_mut_451_;
                                uint l_1917_ = (_e6684 - l_1915_);
                                uint _e6686 = l_mut_452_;
                                bool l_1918_ = (_e6686 < l_1912_);
                                uint l_1919_ = uint(l_1918_);
                                uint l_1920_ = (l_1917_ - l_1919_);
                                l_mut_395_ = l_1916_;
                                l_mut_389_ = l_1920_;
                                uint _e6690 = l_mut_1656_;
                                uint _e6691 = l_mut_428_;
                                uint l_1921_ = (_e6690 * _e6691);
                                uint _e6693 = l_mut_401_;
                                uint l_1922_ = (_e6693 + l_1921_);
                                l_mut_203_ = l_1922_;
                            } else {
                                uint _e6695 = l_mut_92_;
                                bool l_1923_ = (_e6695 == 0u);
                                if (l_1923_) {
                                    uint _e6698 = l_mut_428_;
                                    uint l_1924_ = (l_1026_ - _e6698);
                                    uint _e6700 = l_mut_401_;
                                    uint l_1925_ = (l_1924_ / _e6700);
                                    l_mut_1656_ = 0u;
                                    l_mut_357_ = false;
                                    uint _e6704 = l_mut_452_;
                                    uint _e6705 = l_mut_451_;
                                    uint l_1926_ = (_e6704 | _e6705);
                                    bool l_1927_ = (l_1926_ == 0u);
                                    if (l_1927_) {
                                        l_mut_1656_ = l_1925_;
                                    } else {
                                        bool _e6709 = l_mut_357_;
                                        if (_e6709) {
                                            uint _e6710 = l_mut_451_;
                                            uint _e6711 = l_mut_447_;
                                            bool l_1928_ = (_e6710 < _e6711);
                                            uint _e6713 = l_mut_451_;
                                            uint _e6714 = l_mut_447_;
                                            bool l_1929_ = (_e6713 == _e6714);
                                            uint _e6716 = l_mut_452_;
                                            uint _e6717 = l_mut_448_;
                                            bool l_1930_ = (_e6716 < _e6717);
                                            if (l_1929_) {
                                                local_131 = l_1930_;
                                            } else {
                                                local_131 = false;
                                            }
                                            bool l_1931_ = local_131;
                                            if (!(l_1928_)) {
                                                local_132 = l_1931_;
                                            } else {
                                                local_132 = true;
                                            }
                                            bool l_1932_ = local_132;
                                            if (l_1932_) {
                                                uint _e6728 = l_mut_448_;
                                                uint l_1933_ = (_e6728 - 1u);
                                                uint _e6731 = l_mut_447_;
                                                uint l_1934_ = (_e6731 - 0u);
                                                uint _e6734 = l_mut_448_;
                                                bool l_1935_ = (_e6734 < 1u);
                                                uint l_1936_ = uint(l_1935_);
                                                uint l_1937_ = (l_1934_ - l_1936_);
                                                l_mut_86_ = l_1933_;
                                                l_mut_80_ = l_1937_;
                                                l_mut_65_ = 0u;
                                                l_mut_1938_ = 0u;
                                                bool loop_init_10 = true;
                                                while(true) {
                                                    if (!loop_init_10) {
                                                        uint _e6827 = l_mut_1938_;
                                                        l_mut_1938_ = (_e6827 + 1u);
                                                    }
                                                    loop_init_10 = false;
                                                    uint _e6742 = l_mut_1938_;
                                                    if ((_e6742 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e6746 = l_mut_1938_;
                                                        uint l_1939_ = (19u - _e6746);
                                                        uint _e6748 = l_mut_86_;
                                                        l_mut_30_ = _e6748;
                                                        uint _e6749 = l_mut_80_;
                                                        l_mut_1940_ = _e6749;
                                                        bool l_1941_ = (l_1939_ >= 32u);
                                                        if (l_1941_) {
                                                            uint l_1942_ = (l_1939_ & 31u);
                                                            uint _e6754 = l_mut_80_;
                                                            uint l_1943_ = (_e6754 >> l_1942_);
                                                            l_mut_30_ = l_1943_;
                                                            l_mut_1940_ = 0u;
                                                        } else {
                                                            bool l_1944_ = (l_1939_ > 0u);
                                                            if (l_1944_) {
                                                                uint _e6759 = l_mut_86_;
                                                                l_mut_1945_ = _e6759;
                                                                bool l_1946_ = (l_1939_ > 0u);
                                                                if (l_1946_) {
                                                                    uint _e6762 = l_mut_86_;
                                                                    uint l_1947_ = (_e6762 >> l_1939_);
                                                                    uint l_1948_ = (32u - l_1939_);
                                                                    uint _e6766 = l_mut_80_;
                                                                    uint l_1949_ = (_e6766 << l_1948_);
                                                                    uint l_1950_ = (l_1947_ | l_1949_);
                                                                    l_mut_1945_ = l_1950_;
                                                                }
                                                                uint _e6769 = l_mut_80_;
                                                                uint l_1951_ = (_e6769 >> l_1939_);
                                                                uint _e6771 = l_mut_1945_;
                                                                l_mut_30_ = _e6771;
                                                                l_mut_1940_ = l_1951_;
                                                            }
                                                        }
                                                        uint _e6772 = l_mut_1940_;
                                                        uint _e6773 = l_mut_451_;
                                                        bool l_1952_ = (_e6772 < _e6773);
                                                        uint _e6775 = l_mut_1940_;
                                                        uint _e6776 = l_mut_451_;
                                                        bool l_1953_ = (_e6775 == _e6776);
                                                        uint _e6778 = l_mut_30_;
                                                        uint _e6779 = l_mut_452_;
                                                        bool l_1954_ = (_e6778 < _e6779);
                                                        if (l_1953_) {
                                                            local_133 = l_1954_;
                                                        } else {
                                                            local_133 = false;
                                                        }
                                                        bool l_1955_ = local_133;
                                                        if (!(l_1952_)) {
                                                            local_134 = l_1955_;
                                                        } else {
                                                            local_134 = true;
                                                        }
                                                        bool l_1956_ = local_134;
                                                        bool l_1957_ = !(l_1956_);
                                                        if (l_1957_) {
                                                            uint _e6791 = l_mut_452_;
                                                            l_mut_1945_ = _e6791;
                                                            uint _e6792 = l_mut_451_;
                                                            l_mut_1940_ = _e6792;
                                                            bool l_1958_ = (l_1939_ >= 32u);
                                                            if (l_1958_) {
                                                                uint l_1959_ = (l_1939_ & 31u);
                                                                uint _e6797 = l_mut_452_;
                                                                uint l_1960_ = (_e6797 << l_1959_);
                                                                l_mut_1945_ = 0u;
                                                                l_mut_1940_ = l_1960_;
                                                            } else {
                                                                bool l_1961_ = (l_1939_ > 0u);
                                                                if (l_1961_) {
                                                                    uint _e6802 = l_mut_452_;
                                                                    uint l_1962_ = (_e6802 << l_1939_);
                                                                    uint _e6804 = l_mut_451_;
                                                                    uint l_1963_ = (_e6804 << l_1939_);
                                                                    uint l_1964_ = (32u - l_1939_);
                                                                    uint _e6808 = l_mut_452_;
                                                                    uint l_1965_ = (_e6808 >> l_1964_);
                                                                    uint l_1966_ = (l_1963_ | l_1965_);
                                                                    l_mut_1945_ = l_1962_;
                                                                    l_mut_1940_ = l_1966_;
                                                                }
                                                            }
                                                            uint _e6811 = l_mut_86_;
                                                            uint _e6812 = l_mut_1945_;
                                                            uint l_1967_ = (_e6811 - _e6812);
                                                            uint _e6814 = l_mut_80_;
                                                            uint _e6815 = l_mut_1940_;
                                                            uint l_1968_ = (_e6814 - _e6815);
                                                            uint _e6817 = l_mut_86_;
                                                            uint _e6818 = l_mut_1945_;
                                                            bool l_1969_ = (_e6817 < _e6818);
                                                            uint l_1970_ = uint(l_1969_);
                                                            uint l_1971_ = (l_1968_ - l_1970_);
                                                            l_mut_86_ = l_1967_;
                                                            l_mut_80_ = l_1971_;
                                                            uint l_1972_ = (1u << l_1939_);
                                                            uint _e6824 = l_mut_65_;
                                                            l_mut_65_ = (_e6824 | l_1972_);
                                                        }
                                                    }
                                                }
                                                uint _e6829 = l_mut_65_;
                                                uint l_1973_ = min(_e6829, l_1925_);
                                                l_mut_1945_ = l_1973_;
                                                uint _e6831 = l_mut_80_;
                                                uint _e6832 = l_mut_451_;
                                                bool l_1974_ = (_e6831 < _e6832);
                                                uint _e6834 = l_mut_80_;
                                                uint _e6835 = l_mut_451_;
                                                bool l_1975_ = (_e6834 == _e6835);
                                                uint _e6837 = l_mut_86_;
                                                uint _e6838 = l_mut_452_;
                                                bool l_1976_ = (_e6837 < _e6838);
                                                if (l_1975_) {
                                                    local_135 = l_1976_;
                                                } else {
                                                    local_135 = false;
                                                }
                                                bool l_1977_ = local_135;
                                                if (!(l_1974_)) {
                                                    local_136 = l_1977_;
                                                } else {
                                                    local_136 = true;
                                                }
                                                bool l_1978_ = local_136;
                                                bool l_1979_ = !(l_1978_);
                                                if (l_1979_) {
                                                    l_mut_1945_ = l_1925_;
                                                }
                                                uint _e6850 = l_mut_1945_;
                                                l_mut_1656_ = _e6850;
                                            }
                                        } else {
                                            uint _e6851 = l_mut_448_;
                                            l_mut_1945_ = _e6851;
                                            uint _e6852 = l_mut_447_;
                                            l_mut_1940_ = _e6852;
                                            while(true) {
                                                uint _e6853 = l_mut_451_;
                                                uint _e6854 = l_mut_1940_;
                                                bool l_1980_ = (_e6853 < _e6854);
                                                uint _e6856 = l_mut_451_;
                                                uint _e6857 = l_mut_1940_;
                                                bool l_1981_ = (_e6856 == _e6857);
                                                uint _e6859 = l_mut_452_;
                                                uint _e6860 = l_mut_1945_;
                                                bool l_1982_ = (_e6859 < _e6860);
                                                if (l_1981_) {
                                                    local_137 = l_1982_;
                                                } else {
                                                    local_137 = false;
                                                }
                                                bool l_1983_ = local_137;
                                                if (!(l_1980_)) {
                                                    local_138 = l_1983_;
                                                } else {
                                                    local_138 = true;
                                                }
                                                bool l_1984_ = local_138;
                                                uint _e6871 = l_mut_1656_;
                                                uint _e6872 = l_mut_401_;
                                                uint l_1985_ = (_e6871 * _e6872);
                                                uint _e6874 = l_mut_428_;
                                                uint l_1986_ = (_e6874 + l_1985_);
                                                uint _e6876 = l_mut_401_;
                                                uint l_1987_ = (l_1986_ + _e6876);
                                                bool l_1988_ = (l_1987_ < l_1026_);
                                                if (l_1984_) {
                                                    local_139 = l_1988_;
                                                } else {
                                                    local_139 = false;
                                                }
                                                bool l_1989_ = local_139;
                                                bool l_1990_ = !(l_1989_);
                                                if (l_1990_) {
                                                    break;
                                                }
                                                uint _e6884 = l_mut_1945_;
                                                uint _e6885 = l_mut_452_;
                                                uint l_1991_ = (_e6884 - _e6885);
                                                uint _e6887 = l_mut_1940_;
                                                uint _e6888 = l_mut_451_;
                                                uint l_1992_ = (_e6887 - _e6888);
                                                uint _e6890 = l_mut_1945_;
                                                uint _e6891 = l_mut_452_;
                                                bool l_1993_ = (_e6890 < _e6891);
                                                uint l_1994_ = uint(l_1993_);
                                                uint l_1995_ = (l_1992_ - l_1994_);
                                                l_mut_1945_ = l_1991_;
                                                l_mut_1940_ = l_1995_;
                                                uint _e6895 = l_mut_1656_;
                                                l_mut_1656_ = (_e6895 + 1u);
                                            }
                                        }
                                    }
                                    uint _e6898 = l_mut_1656_;
                                    uint _e6899 = l_mut_401_;
                                    uint l_1996_ = (_e6898 * _e6899);
                                    uint _e6901 = l_mut_428_;
                                    uint l_1997_ = (_e6901 + l_1996_);
                                    uint _e6903 = l_mut_401_;
                                    uint l_1998_ = (l_1997_ + _e6903);
                                    bool l_1999_ = (l_1998_ >= l_1026_);
                                    if (l_1999_) {
                                        l_mut_92_ = 1u;
                                    } else {
                                        uint _e6907 = l_mut_452_;
                                        uint _e6908 = l_mut_1656_;
                                        uint l_2000_ = (_e6907 * _e6908);
                                        uint _e6910 = l_mut_452_;
                                        uint l_4202_ = (_e6910 & 65535u);
                                        uint _e6913 = l_mut_452_;
                                        uint l_4203_ = (_e6913 >> 16u);
                                        uint l_4204_ = (l_4203_ & 65535u);
                                        uint _e6918 = l_mut_1656_;
                                        uint l_4205_ = (_e6918 & 65535u);
                                        uint _e6921 = l_mut_1656_;
                                        uint l_4206_ = (_e6921 >> 16u);
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
                                        uint l_2001_ = (l_4223_ + l_4225_);
                                        uint _e6955 = l_mut_451_;
                                        uint _e6956 = l_mut_1656_;
                                        uint l_2002_ = (_e6955 * _e6956);
                                        uint l_2003_ = (l_2001_ + l_2002_);
                                        uint _e6959 = l_mut_448_;
                                        uint l_2004_ = (_e6959 - l_2000_);
                                        uint _e6961 = l_mut_447_;
                                        uint l_2005_ = (_e6961 - l_2003_);
                                        uint _e6963 = l_mut_448_;
                                        bool l_2006_ = (_e6963 < l_2000_);
                                        uint l_2007_ = uint(l_2006_);
                                        uint l_2008_ = (l_2005_ - l_2007_);
                                        l_mut_265_ = l_2004_;
                                        l_mut_259_ = l_2008_;
                                        uint _e6967 = l_mut_1656_;
                                        uint _e6968 = l_mut_401_;
                                        uint l_2009_ = (_e6967 * _e6968);
                                        uint _e6970 = l_mut_428_;
                                        uint l_2010_ = (_e6970 + l_2009_);
                                        l_mut_209_ = l_2010_;
                                        uint _e6972 = l_mut_452_;
                                        uint _e6973 = l_mut_265_;
                                        uint l_2011_ = (_e6972 - _e6973);
                                        uint _e6975 = l_mut_451_;
                                        uint _e6976 = l_mut_259_;
                                        uint l_2012_ = (_e6975 - _e6976);
                                        uint _e6978 = l_mut_452_;
                                        uint _e6979 = l_mut_265_;
                                        bool l_2013_ = (_e6978 < _e6979);
                                        uint l_2014_ = uint(l_2013_);
                                        uint l_2015_ = (l_2012_ - l_2014_);
                                        l_mut_395_ = l_2011_;
                                        l_mut_389_ = l_2015_;
                                        uint _e6983 = l_mut_401_;
                                        uint _e6984 = l_mut_209_;
                                        uint l_2016_ = (_e6983 + _e6984);
                                        l_mut_203_ = l_2016_;
                                    }
                                }
                            }
                            uint _e6986 = l_mut_395_;
                            l_mut_452_ = _e6986;
                            uint _e6987 = l_mut_389_;
                            l_mut_451_ = _e6987;
                            uint _e6988 = l_mut_265_;
                            l_mut_448_ = _e6988;
                            uint _e6989 = l_mut_259_;
                            l_mut_447_ = _e6989;
                            uint _e6990 = l_mut_209_;
                            l_mut_428_ = _e6990;
                            uint _e6991 = l_mut_203_;
                            l_mut_401_ = _e6991;
                            uint _e6992 = l_mut_141_;
                            l_mut_446_ = _e6992;
                            uint _e6993 = l_mut_135_;
                            l_mut_435_ = _e6993;
                            uint _e6994 = l_mut_92_;
                            bool l_2017_ = (_e6994 == 1u);
                            l_mut_652_ = l_2017_;
                            uint _e6997 = l_mut_92_;
                            bool l_2018_ = (_e6997 == 0u);
                            l_mut_635_ = l_2018_;
                        } else {
                            uint _e7000 = l_mut_448_;
                            uint _e7001 = l_mut_446_;
                            uint l_2019_ = (_e7000 - _e7001);
                            uint _e7003 = l_mut_447_;
                            uint _e7004 = l_mut_435_;
                            uint l_2020_ = (_e7003 - _e7004);
                            uint _e7006 = l_mut_448_;
                            uint _e7007 = l_mut_446_;
                            bool l_2021_ = (_e7006 < _e7007);
                            uint l_2022_ = uint(l_2021_);
                            uint l_2023_ = (l_2020_ - l_2022_);
                            l_mut_1945_ = l_2019_;
                            l_mut_1940_ = l_2023_;
                            uint _e7011 = l_mut_446_;
                            uint l_2024_ = (_e7011 - l_1558_);
                            uint _e7013 = l_mut_435_;
                            uint l_2025_ = (_e7013 - l_1562_);
                            uint _e7015 = l_mut_446_;
                            bool l_2026_ = (_e7015 < l_1558_);
                            uint l_2027_ = uint(l_2026_);
                            uint l_2028_ = (l_2025_ - l_2027_);
                            l_mut_1945_ = l_2024_;
                            l_mut_1940_ = l_2028_;
                            uint _e7019 = l_mut_448_;
                            l_mut_1656_ = _e7019;
                            uint _e7020 = l_mut_447_;
                            l_mut_395_ = _e7020;
                            uint _e7021 = l_mut_1940_;
                            uint _e7022 = l_mut_447_;
                            bool l_2029_ = (_e7021 < _e7022);
                            uint _e7024 = l_mut_1940_;
                            uint _e7025 = l_mut_447_;
                            bool l_2030_ = (_e7024 == _e7025);
                            uint _e7027 = l_mut_1945_;
                            uint _e7028 = l_mut_448_;
                            bool l_2031_ = (_e7027 < _e7028);
                            if (l_2030_) {
                                local_140 = l_2031_;
                            } else {
                                local_140 = false;
                            }
                            bool l_2032_ = local_140;
                            if (!(l_2029_)) {
                                local_141 = l_2032_;
                            } else {
                                local_141 = true;
                            }
                            bool l_2033_ = local_141;
                            if (l_2033_) {
                                uint _e7039 = l_mut_1945_;
                                l_mut_1656_ = _e7039;
                                uint _e7040 = l_mut_1940_;
                                l_mut_395_ = _e7040;
                            }
                            l_mut_357_ = false;
                            l_mut_1945_ = 0u;
                            uint _e7043 = l_mut_452_;
                            uint _e7044 = l_mut_451_;
                            uint l_2034_ = (_e7043 | _e7044);
                            bool l_2035_ = (l_2034_ == 0u);
                            bool l_2036_ = !(l_2035_);
                            bool _e7049 = l_mut_357_;
                            if (_e7049) {
                                local_142 = l_2036_;
                            } else {
                                local_142 = false;
                            }
                            bool l_2037_ = local_142;
                            uint _e7054 = l_mut_451_;
                            uint _e7055 = l_mut_395_;
                            bool l_2038_ = (_e7054 < _e7055);
                            uint _e7057 = l_mut_451_;
                            uint _e7058 = l_mut_395_;
                            bool l_2039_ = (_e7057 == _e7058);
                            uint _e7060 = l_mut_452_;
                            uint _e7061 = l_mut_1656_;
                            bool l_2040_ = (_e7060 < _e7061);
                            if (l_2039_) {
                                local_143 = l_2040_;
                            } else {
                                local_143 = false;
                            }
                            bool l_2041_ = local_143;
                            if (!(l_2038_)) {
                                local_144 = l_2041_;
                            } else {
                                local_144 = true;
                            }
                            bool l_2042_ = local_144;
                            if (l_2037_) {
                                local_145 = l_2042_;
                            } else {
                                local_145 = false;
                            }
                            bool l_2043_ = local_145;
                            uint _e7076 = l_mut_401_;
                            uint _e7077 = l_mut_428_;
                            uint l_2044_ = (_e7076 + _e7077);
                            bool l_2045_ = (l_2044_ < l_1026_);
                            if (l_2043_) {
                                local_146 = l_2045_;
                            } else {
                                local_146 = false;
                            }
                            bool l_2046_ = local_146;
                            if (l_2046_) {
                                uint _e7084 = l_mut_401_;
                                uint l_2047_ = (l_1026_ - _e7084);
                                uint _e7086 = l_mut_428_;
                                uint l_2048_ = (l_2047_ - _e7086);
                                uint _e7088 = l_mut_401_;
                                uint l_2049_ = (l_2048_ / _e7088);
                                uint _e7090 = l_mut_1656_;
                                uint l_2050_ = (_e7090 - 1u);
                                uint _e7093 = l_mut_395_;
                                uint l_2051_ = (_e7093 - 0u);
                                uint _e7096 = l_mut_1656_;
                                bool l_2052_ = (_e7096 < 1u);
                                uint l_2053_ = uint(l_2052_);
                                uint l_2054_ = (l_2051_ - l_2053_);
                                l_mut_1940_ = l_2050_;
                                l_mut_1656_ = l_2054_;
                                l_mut_395_ = 0u;
                                l_mut_2055_ = 0u;
                                bool loop_init_11 = true;
                                while(true) {
                                    if (!loop_init_11) {
                                        uint _e7189 = l_mut_2055_;
                                        l_mut_2055_ = (_e7189 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e7104 = l_mut_2055_;
                                    if ((_e7104 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e7108 = l_mut_2055_;
                                        uint l_2056_ = (19u - _e7108);
                                        uint _e7110 = l_mut_1940_;
                                        l_mut_389_ = _e7110;
                                        uint _e7111 = l_mut_1656_;
                                        l_mut_265_ = _e7111;
                                        bool l_2057_ = (l_2056_ >= 32u);
                                        if (l_2057_) {
                                            uint l_2058_ = (l_2056_ & 31u);
                                            uint _e7116 = l_mut_1656_;
                                            uint l_2059_ = (_e7116 >> l_2058_);
                                            l_mut_389_ = l_2059_;
                                            l_mut_265_ = 0u;
                                        } else {
                                            bool l_2060_ = (l_2056_ > 0u);
                                            if (l_2060_) {
                                                uint _e7121 = l_mut_1940_;
                                                l_mut_259_ = _e7121;
                                                bool l_2061_ = (l_2056_ > 0u);
                                                if (l_2061_) {
                                                    uint _e7124 = l_mut_1940_;
                                                    uint l_2062_ = (_e7124 >> l_2056_);
                                                    uint l_2063_ = (32u - l_2056_);
                                                    uint _e7128 = l_mut_1656_;
                                                    uint l_2064_ = (_e7128 << l_2063_);
                                                    uint l_2065_ = (l_2062_ | l_2064_);
                                                    l_mut_259_ = l_2065_;
                                                }
                                                uint _e7131 = l_mut_1656_;
                                                uint l_2066_ = (_e7131 >> l_2056_);
                                                uint _e7133 = l_mut_259_;
                                                l_mut_389_ = _e7133;
                                                l_mut_265_ = l_2066_;
                                            }
                                        }
                                        uint _e7134 = l_mut_265_;
                                        uint _e7135 = l_mut_451_;
                                        bool l_2067_ = (_e7134 < _e7135);
                                        uint _e7137 = l_mut_265_;
                                        uint _e7138 = l_mut_451_;
                                        bool l_2068_ = (_e7137 == _e7138);
                                        uint _e7140 = l_mut_389_;
                                        uint _e7141 = l_mut_452_;
                                        bool l_2069_ = (_e7140 < _e7141);
                                        if (l_2068_) {
                                            local_147 = l_2069_;
                                        } else {
                                            local_147 = false;
                                        }
                                        bool l_2070_ = local_147;
                                        if (!(l_2067_)) {
                                            local_148 = l_2070_;
                                        } else {
                                            local_148 = true;
                                        }
                                        bool l_2071_ = local_148;
                                        bool l_2072_ = !(l_2071_);
                                        if (l_2072_) {
                                            uint _e7153 = l_mut_452_;
                                            l_mut_389_ = _e7153;
                                            uint _e7154 = l_mut_451_;
                                            l_mut_265_ = _e7154;
                                            bool l_2073_ = (l_2056_ >= 32u);
                                            if (l_2073_) {
                                                uint l_2074_ = (l_2056_ & 31u);
                                                uint _e7159 = l_mut_452_;
                                                uint l_2075_ = (_e7159 << l_2074_);
                                                l_mut_389_ = 0u;
                                                l_mut_265_ = l_2075_;
                                            } else {
                                                bool l_2076_ = (l_2056_ > 0u);
                                                if (l_2076_) {
                                                    uint _e7164 = l_mut_452_;
                                                    uint l_2077_ = (_e7164 << l_2056_);
                                                    uint _e7166 = l_mut_451_;
                                                    uint l_2078_ = (_e7166 << l_2056_);
                                                    uint l_2079_ = (32u - l_2056_);
                                                    uint _e7170 = l_mut_452_;
                                                    uint l_2080_ = (_e7170 >> l_2079_);
                                                    uint l_2081_ = (l_2078_ | l_2080_);
                                                    l_mut_389_ = l_2077_;
                                                    l_mut_265_ = l_2081_;
                                                }
                                            }
                                            uint _e7173 = l_mut_1940_;
                                            uint _e7174 = l_mut_389_;
                                            uint l_2082_ = (_e7173 - _e7174);
                                            uint _e7176 = l_mut_1656_;
                                            uint _e7177 = l_mut_265_;
                                            uint l_2083_ = (_e7176 - _e7177);
                                            uint _e7179 = l_mut_1940_;
                                            uint _e7180 = l_mut_389_;
                                            bool l_2084_ = (_e7179 < _e7180);
                                            uint l_2085_ = uint(l_2084_);
                                            uint l_2086_ = (l_2083_ - l_2085_);
                                            l_mut_1940_ = l_2082_;
                                            l_mut_1656_ = l_2086_;
                                            uint l_2087_ = (1u << l_2056_);
                                            uint _e7186 = l_mut_395_;
                                            l_mut_395_ = (_e7186 | l_2087_);
                                        }
                                    }
                                }
                                uint _e7191 = l_mut_395_;
                                uint l_2088_ = min(_e7191, l_2049_);
                                l_mut_395_ = l_2088_;
                                uint _e7193 = l_mut_1656_;
                                uint _e7194 = l_mut_451_;
                                bool l_2089_ = (_e7193 < _e7194);
                                uint _e7196 = l_mut_1656_;
                                uint _e7197 = l_mut_451_;
                                bool l_2090_ = (_e7196 == _e7197);
                                uint _e7199 = l_mut_1940_;
                                uint _e7200 = l_mut_452_;
                                bool l_2091_ = (_e7199 < _e7200);
                                if (l_2090_) {
                                    local_149 = l_2091_;
                                } else {
                                    local_149 = false;
                                }
                                bool l_2092_ = local_149;
                                if (!(l_2089_)) {
                                    local_150 = l_2092_;
                                } else {
                                    local_150 = true;
                                }
                                bool l_2093_ = local_150;
                                bool l_2094_ = !(l_2093_);
                                if (l_2094_) {
                                    l_mut_395_ = l_2049_;
                                }
                                uint _e7212 = l_mut_395_;
                                l_mut_1945_ = _e7212;
                            }
                            uint _e7213 = l_mut_448_;
                            l_mut_1940_ = _e7213;
                            uint _e7214 = l_mut_447_;
                            l_mut_1656_ = _e7214;
                            uint _e7215 = l_mut_452_;
                            l_mut_395_ = _e7215;
                            uint _e7216 = l_mut_451_;
                            l_mut_389_ = _e7216;
                            uint _e7217 = l_mut_401_;
                            l_mut_265_ = _e7217;
                            uint _e7218 = l_mut_428_;
                            l_mut_259_ = _e7218;
                            uint _e7219 = l_mut_446_;
                            l_mut_209_ = _e7219;
                            uint _e7220 = l_mut_435_;
                            l_mut_203_ = _e7220;
                            l_mut_141_ = 0u;
                            uint _e7222 = l_mut_1945_;
                            bool l_2095_ = (_e7222 > 0u);
                            if (l_2095_) {
                                uint _e7225 = l_mut_452_;
                                uint _e7226 = l_mut_1945_;
                                uint l_2096_ = (_e7225 * _e7226);
                                uint _e7228 = l_mut_452_;
                                uint l_4227_ = (_e7228 & 65535u);
                                uint _e7231 = l_mut_452_;
                                uint l_4228_ = (_e7231 >> 16u);
                                uint l_4229_ = (l_4228_ & 65535u);
                                uint _e7236 = l_mut_1945_;
                                uint l_4230_ = (_e7236 & 65535u);
                                uint _e7239 = l_mut_1945_;
                                uint l_4231_ = (_e7239 >> 16u);
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
                                uint l_2097_ = (l_4248_ + l_4250_);
                                uint _e7273 = l_mut_451_;
                                uint _e7274 = l_mut_1945_;
                                uint l_2098_ = (_e7273 * _e7274);
                                uint l_2099_ = (l_2097_ + l_2098_);
                                uint _e7277 = l_mut_446_;
                                uint l_2100_ = (_e7277 - l_2096_);
                                uint _e7279 = l_mut_435_;
                                uint l_2101_ = (_e7279 - l_2099_);
                                uint _e7281 = l_mut_446_;
                                bool l_2102_ = (_e7281 < l_2096_);
                                uint l_2103_ = uint(l_2102_);
                                uint l_2104_ = (l_2101_ - l_2103_);
                                l_mut_209_ = l_2100_;
                                l_mut_203_ = l_2104_;
                                uint _e7285 = l_mut_448_;
                                uint l_2105_ = (_e7285 - l_2096_);
                                uint _e7287 = l_mut_447_;
                                uint l_2106_ = (_e7287 - l_2099_);
                                uint _e7289 = l_mut_448_;
                                bool l_2107_ = (_e7289 < l_2096_);
                                uint l_2108_ = uint(l_2107_);
                                uint l_2109_ = (l_2106_ - l_2108_);
                                l_mut_1940_ = l_2105_;
                                l_mut_1656_ = l_2109_;
                                uint _e7293 = l_mut_1945_;
                                uint _e7294 = l_mut_401_;
                                uint l_2110_ = (_e7293 * _e7294);
                                uint _e7296 = l_mut_428_;
                                uint l_2111_ = (_e7296 + l_2110_);
                                l_mut_259_ = l_2111_;
                            } else {
                                uint _e7298 = l_mut_446_;
                                uint _e7299 = l_mut_452_;
                                uint l_2112_ = (_e7298 - _e7299);
                                uint _e7301 = l_mut_435_;
                                uint _e7302 = l_mut_451_;
                                uint l_2113_ = (_e7301 - _e7302);
                                uint _e7304 = l_mut_446_;
                                uint _e7305 = l_mut_452_;
                                bool l_2114_ = (_e7304 < _e7305);
                                uint l_2115_ = uint(l_2114_);
                                uint l_2116_ = (l_2113_ - l_2115_);
                                l_mut_209_ = l_2112_;
                                l_mut_203_ = l_2116_;
                                uint _e7309 = l_mut_203_;
                                bool l_2117_ = (_e7309 < l_1562_);
                                uint _e7311 = l_mut_203_;
                                bool l_2118_ = (_e7311 == l_1562_);
                                uint _e7313 = l_mut_209_;
                                bool l_2119_ = (_e7313 < l_1558_);
                                if (l_2118_) {
                                    local_151 = l_2119_;
                                } else {
                                    local_151 = false;
                                }
                                bool l_2120_ = local_151;
                                if (!(l_2117_)) {
                                    local_152 = l_2120_;
                                } else {
                                    local_152 = true;
                                }
                                bool l_2121_ = local_152;
                                if (l_2121_) {
                                    l_mut_141_ = 2u;
                                }
                                uint _e7325 = l_mut_141_;
                                bool l_2122_ = (_e7325 == 0u);
                                if (l_2122_) {
                                    uint _e7328 = l_mut_401_;
                                    uint l_2123_ = (l_1026_ - _e7328);
                                    uint _e7330 = l_mut_428_;
                                    uint l_2124_ = (l_2123_ / _e7330);
                                    l_mut_1945_ = 0u;
                                    l_mut_357_ = false;
                                    uint _e7334 = l_mut_448_;
                                    uint _e7335 = l_mut_447_;
                                    uint l_2125_ = (_e7334 | _e7335);
                                    bool l_2126_ = (l_2125_ == 0u);
                                    if (l_2126_) {
                                        l_mut_1945_ = l_2124_;
                                    } else {
                                        bool _e7339 = l_mut_357_;
                                        if (_e7339) {
                                            uint _e7340 = l_mut_447_;
                                            uint _e7341 = l_mut_451_;
                                            bool l_2127_ = (_e7340 < _e7341);
                                            uint _e7343 = l_mut_447_;
                                            uint _e7344 = l_mut_451_;
                                            bool l_2128_ = (_e7343 == _e7344);
                                            uint _e7346 = l_mut_448_;
                                            uint _e7347 = l_mut_452_;
                                            bool l_2129_ = (_e7346 < _e7347);
                                            if (l_2128_) {
                                                local_153 = l_2129_;
                                            } else {
                                                local_153 = false;
                                            }
                                            bool l_2130_ = local_153;
                                            if (!(l_2127_)) {
                                                local_154 = l_2130_;
                                            } else {
                                                local_154 = true;
                                            }
                                            bool l_2131_ = local_154;
                                            if (l_2131_) {
                                                uint _e7358 = l_mut_452_;
                                                uint l_2132_ = (_e7358 - 1u);
                                                uint _e7361 = l_mut_451_;
                                                uint l_2133_ = (_e7361 - 0u);
                                                uint _e7364 = l_mut_452_;
                                                bool l_2134_ = (_e7364 < 1u);
                                                uint l_2135_ = uint(l_2134_);
                                                uint l_2136_ = (l_2133_ - l_2135_);
                                                l_mut_135_ = l_2132_;
                                                l_mut_92_ = l_2136_;
                                                l_mut_86_ = 0u;
                                                l_mut_2137_ = 0u;
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (!loop_init_12) {
                                                        uint _e7457 = l_mut_2137_;
                                                        l_mut_2137_ = (_e7457 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e7372 = l_mut_2137_;
                                                    if ((_e7372 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e7376 = l_mut_2137_;
                                                        uint l_2138_ = (19u - _e7376);
                                                        uint _e7378 = l_mut_135_;
                                                        l_mut_80_ = _e7378;
                                                        uint _e7379 = l_mut_92_;
                                                        l_mut_65_ = _e7379;
                                                        bool l_2139_ = (l_2138_ >= 32u);
                                                        if (l_2139_) {
                                                            uint l_2140_ = (l_2138_ & 31u);
                                                            uint _e7384 = l_mut_92_;
                                                            uint l_2141_ = (_e7384 >> l_2140_);
                                                            l_mut_80_ = l_2141_;
                                                            l_mut_65_ = 0u;
                                                        } else {
                                                            bool l_2142_ = (l_2138_ > 0u);
                                                            if (l_2142_) {
                                                                uint _e7389 = l_mut_135_;
                                                                l_mut_30_ = _e7389;
                                                                bool l_2143_ = (l_2138_ > 0u);
                                                                if (l_2143_) {
                                                                    uint _e7392 = l_mut_135_;
                                                                    uint l_2144_ = (_e7392 >> l_2138_);
                                                                    uint l_2145_ = (32u - l_2138_);
                                                                    uint _e7396 = l_mut_92_;
                                                                    uint l_2146_ = (_e7396 << l_2145_);
                                                                    uint l_2147_ = (l_2144_ | l_2146_);
                                                                    l_mut_30_ = l_2147_;
                                                                }
                                                                uint _e7399 = l_mut_92_;
                                                                uint l_2148_ = (_e7399 >> l_2138_);
                                                                uint _e7401 = l_mut_30_;
                                                                l_mut_80_ = _e7401;
                                                                l_mut_65_ = l_2148_;
                                                            }
                                                        }
                                                        uint _e7402 = l_mut_65_;
                                                        uint _e7403 = l_mut_447_;
                                                        bool l_2149_ = (_e7402 < _e7403);
                                                        uint _e7405 = l_mut_65_;
                                                        uint _e7406 = l_mut_447_;
                                                        bool l_2150_ = (_e7405 == _e7406);
                                                        uint _e7408 = l_mut_80_;
                                                        uint _e7409 = l_mut_448_;
                                                        bool l_2151_ = (_e7408 < _e7409);
                                                        if (l_2150_) {
                                                            local_155 = l_2151_;
                                                        } else {
                                                            local_155 = false;
                                                        }
                                                        bool l_2152_ = local_155;
                                                        if (!(l_2149_)) {
                                                            local_156 = l_2152_;
                                                        } else {
                                                            local_156 = true;
                                                        }
                                                        bool l_2153_ = local_156;
                                                        bool l_2154_ = !(l_2153_);
                                                        if (l_2154_) {
                                                            uint _e7421 = l_mut_448_;
                                                            l_mut_80_ = _e7421;
                                                            uint _e7422 = l_mut_447_;
                                                            l_mut_65_ = _e7422;
                                                            bool l_2155_ = (l_2138_ >= 32u);
                                                            if (l_2155_) {
                                                                uint l_2156_ = (l_2138_ & 31u);
                                                                uint _e7427 = l_mut_448_;
                                                                uint l_2157_ = (_e7427 << l_2156_);
                                                                l_mut_80_ = 0u;
                                                                l_mut_65_ = l_2157_;
                                                            } else {
                                                                bool l_2158_ = (l_2138_ > 0u);
                                                                if (l_2158_) {
                                                                    uint _e7432 = l_mut_448_;
                                                                    uint l_2159_ = (_e7432 << l_2138_);
                                                                    uint _e7434 = l_mut_447_;
                                                                    uint l_2160_ = (_e7434 << l_2138_);
                                                                    uint l_2161_ = (32u - l_2138_);
                                                                    uint _e7438 = l_mut_448_;
                                                                    uint l_2162_ = (_e7438 >> l_2161_);
                                                                    uint l_2163_ = (l_2160_ | l_2162_);
                                                                    l_mut_80_ = l_2159_;
                                                                    l_mut_65_ = l_2163_;
                                                                }
                                                            }
                                                            uint _e7441 = l_mut_135_;
                                                            uint _e7442 = l_mut_80_;
                                                            uint l_2164_ = (_e7441 - _e7442);
                                                            uint _e7444 = l_mut_92_;
                                                            uint _e7445 = l_mut_65_;
                                                            uint l_2165_ = (_e7444 - _e7445);
                                                            uint _e7447 = l_mut_135_;
                                                            uint _e7448 = l_mut_80_;
                                                            bool l_2166_ = (_e7447 < _e7448);
                                                            uint l_2167_ = uint(l_2166_);
                                                            uint l_2168_ = (l_2165_ - l_2167_);
                                                            l_mut_135_ = l_2164_;
                                                            l_mut_92_ = l_2168_;
                                                            uint l_2169_ = (1u << l_2138_);
                                                            uint _e7454 = l_mut_86_;
                                                            l_mut_86_ = (_e7454 | l_2169_);
                                                        }
                                                    }
                                                }
                                                uint _e7459 = l_mut_86_;
                                                uint l_2170_ = min(_e7459, l_2124_);
                                                l_mut_86_ = l_2170_;
                                                uint _e7461 = l_mut_92_;
                                                uint _e7462 = l_mut_447_;
                                                bool l_2171_ = (_e7461 < _e7462);
                                                uint _e7464 = l_mut_92_;
                                                uint _e7465 = l_mut_447_;
                                                bool l_2172_ = (_e7464 == _e7465);
                                                uint _e7467 = l_mut_135_;
                                                uint _e7468 = l_mut_448_;
                                                bool l_2173_ = (_e7467 < _e7468);
                                                if (l_2172_) {
                                                    local_157 = l_2173_;
                                                } else {
                                                    local_157 = false;
                                                }
                                                bool l_2174_ = local_157;
                                                if (!(l_2171_)) {
                                                    local_158 = l_2174_;
                                                } else {
                                                    local_158 = true;
                                                }
                                                bool l_2175_ = local_158;
                                                bool l_2176_ = !(l_2175_);
                                                if (l_2176_) {
                                                    l_mut_86_ = l_2124_;
                                                }
                                                uint _e7480 = l_mut_86_;
                                                l_mut_1945_ = _e7480;
                                            }
                                        } else {
                                            uint _e7481 = l_mut_452_;
                                            l_mut_135_ = _e7481;
                                            uint _e7482 = l_mut_451_;
                                            l_mut_92_ = _e7482;
                                            while(true) {
                                                uint _e7483 = l_mut_447_;
                                                uint _e7484 = l_mut_92_;
                                                bool l_2177_ = (_e7483 < _e7484);
                                                uint _e7486 = l_mut_447_;
                                                uint _e7487 = l_mut_92_;
                                                bool l_2178_ = (_e7486 == _e7487);
                                                uint _e7489 = l_mut_448_;
                                                uint _e7490 = l_mut_135_;
                                                bool l_2179_ = (_e7489 < _e7490);
                                                if (l_2178_) {
                                                    local_159 = l_2179_;
                                                } else {
                                                    local_159 = false;
                                                }
                                                bool l_2180_ = local_159;
                                                if (!(l_2177_)) {
                                                    local_160 = l_2180_;
                                                } else {
                                                    local_160 = true;
                                                }
                                                bool l_2181_ = local_160;
                                                uint _e7501 = l_mut_1945_;
                                                uint _e7502 = l_mut_428_;
                                                uint l_2182_ = (_e7501 * _e7502);
                                                uint _e7504 = l_mut_401_;
                                                uint l_2183_ = (_e7504 + l_2182_);
                                                uint _e7506 = l_mut_428_;
                                                uint l_2184_ = (l_2183_ + _e7506);
                                                bool l_2185_ = (l_2184_ < l_1026_);
                                                if (l_2181_) {
                                                    local_161 = l_2185_;
                                                } else {
                                                    local_161 = false;
                                                }
                                                bool l_2186_ = local_161;
                                                bool l_2187_ = !(l_2186_);
                                                if (l_2187_) {
                                                    break;
                                                }
                                                uint _e7514 = l_mut_135_;
                                                uint _e7515 = l_mut_448_;
                                                uint l_2188_ = (_e7514 - _e7515);
                                                uint _e7517 = l_mut_92_;
                                                uint _e7518 = l_mut_447_;
                                                uint l_2189_ = (_e7517 - _e7518);
                                                uint _e7520 = l_mut_135_;
                                                uint _e7521 = l_mut_448_;
                                                bool l_2190_ = (_e7520 < _e7521);
                                                uint l_2191_ = uint(l_2190_);
                                                uint l_2192_ = (l_2189_ - l_2191_);
                                                l_mut_135_ = l_2188_;
                                                l_mut_92_ = l_2192_;
                                                uint _e7525 = l_mut_1945_;
                                                l_mut_1945_ = (_e7525 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7528 = l_mut_1945_;
                                    uint _e7529 = l_mut_428_;
                                    uint l_2193_ = (_e7528 * _e7529);
                                    uint _e7531 = l_mut_401_;
                                    uint l_2194_ = (_e7531 + l_2193_);
                                    uint _e7533 = l_mut_428_;
                                    uint l_2195_ = (l_2194_ + _e7533);
                                    bool l_2196_ = (l_2195_ >= l_1026_);
                                    if (l_2196_) {
                                        l_mut_141_ = 1u;
                                    } else {
                                        uint _e7537 = l_mut_448_;
                                        uint _e7538 = l_mut_1945_;
                                        uint l_2197_ = (_e7537 * _e7538);
                                        uint _e7540 = l_mut_448_;
                                        uint l_4252_ = (_e7540 & 65535u);
                                        uint _e7543 = l_mut_448_;
                                        uint l_4253_ = (_e7543 >> 16u);
                                        uint l_4254_ = (l_4253_ & 65535u);
                                        uint _e7548 = l_mut_1945_;
                                        uint l_4255_ = (_e7548 & 65535u);
                                        uint _e7551 = l_mut_1945_;
                                        uint l_4256_ = (_e7551 >> 16u);
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
                                        uint l_2198_ = (l_4273_ + l_4275_);
                                        uint _e7585 = l_mut_447_;
                                        uint _e7586 = l_mut_1945_;
                                        uint l_2199_ = (_e7585 * _e7586);
                                        uint l_2200_ = (l_2198_ + l_2199_);
                                        uint _e7589 = l_mut_452_;
                                        uint l_2201_ = (_e7589 - l_2197_);
                                        uint _e7591 = l_mut_451_;
                                        uint l_2202_ = (_e7591 - l_2200_);
                                        uint _e7593 = l_mut_452_;
                                        bool l_2203_ = (_e7593 < l_2197_);
                                        uint l_2204_ = uint(l_2203_);
                                        uint l_2205_ = (l_2202_ - l_2204_);
                                        l_mut_395_ = l_2201_;
                                        l_mut_389_ = l_2205_;
                                        uint _e7597 = l_mut_1945_;
                                        uint _e7598 = l_mut_428_;
                                        uint l_2206_ = (_e7597 * _e7598);
                                        uint _e7600 = l_mut_401_;
                                        uint l_2207_ = (_e7600 + l_2206_);
                                        l_mut_265_ = l_2207_;
                                        uint _e7602 = l_mut_448_;
                                        uint _e7603 = l_mut_395_;
                                        uint l_2208_ = (_e7602 - _e7603);
                                        uint _e7605 = l_mut_447_;
                                        uint _e7606 = l_mut_389_;
                                        uint l_2209_ = (_e7605 - _e7606);
                                        uint _e7608 = l_mut_448_;
                                        uint _e7609 = l_mut_395_;
                                        bool l_2210_ = (_e7608 < _e7609);
                                        uint l_2211_ = uint(l_2210_);
                                        uint l_2212_ = (l_2209_ - l_2211_);
                                        l_mut_1940_ = l_2208_;
                                        l_mut_1656_ = l_2212_;
                                        uint _e7613 = l_mut_428_;
                                        uint _e7614 = l_mut_265_;
                                        uint l_2213_ = (_e7613 + _e7614);
                                        l_mut_259_ = l_2213_;
                                    }
                                }
                            }
                            uint _e7616 = l_mut_395_;
                            l_mut_452_ = _e7616;
                            uint _e7617 = l_mut_389_;
                            l_mut_451_ = _e7617;
                            uint _e7618 = l_mut_1940_;
                            l_mut_448_ = _e7618;
                            uint _e7619 = l_mut_1656_;
                            l_mut_447_ = _e7619;
                            uint _e7620 = l_mut_259_;
                            l_mut_428_ = _e7620;
                            uint _e7621 = l_mut_265_;
                            l_mut_401_ = _e7621;
                            uint _e7622 = l_mut_209_;
                            l_mut_446_ = _e7622;
                            uint _e7623 = l_mut_203_;
                            l_mut_435_ = _e7623;
                            uint _e7624 = l_mut_141_;
                            bool l_2214_ = (_e7624 == 1u);
                            l_mut_652_ = l_2214_;
                            uint _e7627 = l_mut_141_;
                            bool l_2215_ = (_e7627 == 0u);
                            l_mut_635_ = l_2215_;
                        }
                    }
                    bool _e7630 = l_mut_652_;
                    bool l_2216_ = !(_e7630);
                    if (l_1025_) {
                        local_162 = l_2216_;
                    } else {
                        local_162 = false;
                    }
                    bool l_2217_ = local_162;
                    if (l_2217_) {
                        uint _e7637 = l_mut_1023_;
                        uint l_2218_ = (1u << _e7637);
                        uint _e7639 = l_mut_748_;
                        l_mut_748_ = (_e7639 | l_2218_);
                        uint _e7641 = l_mut_743_;
                        l_mut_743_ = (_e7641 + 1u);
                        uint l_2219_ = (l_1024_ + l_1022_);
                        uint l_2220_ = min(l_2219_, l_46_);
                        l_mut_1945_ = 0u;
                        l_mut_2221_ = l_1024_;
                        bool loop_init_13 = true;
                        while(true) {
                            if (!loop_init_13) {
                                uint _e8568 = l_mut_2221_;
                                l_mut_2221_ = (_e8568 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e7648 = l_mut_2221_;
                            if ((_e7648 < l_2220_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e7650 = l_mut_2221_;
                                uint l_2222_ = (l_49_ * _e7650);
                                uint l_4277_ = (l_49_ & 65535u);
                                uint l_4278_ = (l_49_ >> 16u);
                                uint l_4279_ = (l_4278_ & 65535u);
                                uint _e7658 = l_mut_2221_;
                                uint l_4280_ = (_e7658 & 65535u);
                                uint _e7661 = l_mut_2221_;
                                uint l_4281_ = (_e7661 >> 16u);
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
                                uint l_2223_ = (l_4298_ + l_4300_);
                                uint _e7695 = l_mut_2221_;
                                uint l_2224_ = (l_52_ * _e7695);
                                uint l_2225_ = (l_2223_ + l_2224_);
                                uint l_2226_ = (l_54_ + l_2222_);
                                uint l_2227_ = (l_57_ + l_2225_);
                                bool l_2228_ = (l_2226_ < l_54_);
                                uint l_2229_ = uint(l_2228_);
                                uint l_2230_ = (l_2227_ + l_2229_);
                                l_mut_1940_ = 0u;
                                l_mut_1656_ = 0u;
                                uint _e7705 = l_mut_2221_;
                                bool l_2231_ = (_e7705 < 65536u);
                                if (l_2231_) {
                                    uint _e7708 = l_mut_2221_;
                                    uint _e7709 = l_mut_2221_;
                                    uint l_2232_ = (_e7708 * _e7709);
                                    uint l_2233_ = (l_62_ >> 31u);
                                    bool l_2234_ = (l_2233_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_2234_) {
                                        uint l_2235_ = (0u - l_59_);
                                        uint l_2236_ = (0u - l_62_);
                                        bool l_2237_ = (0u < l_59_);
                                        uint l_2238_ = uint(l_2237_);
                                        uint l_2239_ = (l_2236_ - l_2238_);
                                        l_mut_452_ = l_2235_;
                                        l_mut_451_ = l_2239_;
                                    }
                                    uint _e7723 = l_mut_452_;
                                    uint l_2240_ = (_e7723 * l_2232_);
                                    uint _e7725 = l_mut_451_;
                                    uint l_2241_ = (_e7725 * l_2232_);
                                    uint _e7727 = l_mut_452_;
                                    uint l_4302_ = (_e7727 & 65535u);
                                    uint _e7730 = l_mut_452_;
                                    uint l_4303_ = (_e7730 >> 16u);
                                    uint l_4304_ = (l_4303_ & 65535u);
                                    uint l_4305_ = (l_2232_ & 65535u);
                                    uint l_4306_ = (l_2232_ >> 16u);
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
                                    uint l_2242_ = (l_4323_ + l_4325_);
                                    uint l_2243_ = (l_2242_ + l_2241_);
                                    uint _e7771 = l_mut_451_;
                                    uint l_4327_ = (_e7771 & 65535u);
                                    uint _e7774 = l_mut_451_;
                                    uint l_4328_ = (_e7774 >> 16u);
                                    uint l_4329_ = (l_4328_ & 65535u);
                                    uint l_4330_ = (l_2232_ & 65535u);
                                    uint l_4331_ = (l_2232_ >> 16u);
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
                                    uint l_2244_ = (l_4348_ + l_4350_);
                                    bool l_2245_ = (l_2243_ < l_2241_);
                                    uint l_2246_ = uint(l_2245_);
                                    uint l_2247_ = (l_2244_ + l_2246_);
                                    uint l_2248_ = (l_9_ % 32u);
                                    l_mut_448_ = l_2240_;
                                    bool l_2249_ = (l_2248_ > 0u);
                                    if (l_2249_) {
                                        uint l_2250_ = (l_2240_ >> l_2248_);
                                        uint l_2251_ = (32u - l_2248_);
                                        uint l_2252_ = (l_2243_ << l_2251_);
                                        uint l_2253_ = (l_2250_ | l_2252_);
                                        l_mut_448_ = l_2253_;
                                    }
                                    l_mut_447_ = l_2243_;
                                    bool l_2254_ = (l_2248_ > 0u);
                                    if (l_2254_) {
                                        uint l_2255_ = (l_2243_ >> l_2248_);
                                        uint l_2256_ = (32u - l_2248_);
                                        uint l_2257_ = (l_2247_ << l_2256_);
                                        uint l_2258_ = (l_2255_ | l_2257_);
                                        l_mut_447_ = l_2258_;
                                    }
                                    uint _e7833 = l_mut_448_;
                                    l_mut_446_ = _e7833;
                                    uint _e7834 = l_mut_447_;
                                    l_mut_448_ = _e7834;
                                    bool l_2259_ = (l_9_ >= 64u);
                                    if (l_2259_) {
                                        l_mut_446_ = l_2247_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        bool l_2260_ = (l_9_ >= 32u);
                                        if (l_2260_) {
                                            l_mut_447_ = l_2243_;
                                            bool l_2261_ = (l_2248_ > 0u);
                                            if (l_2261_) {
                                                uint l_2262_ = (l_2243_ >> l_2248_);
                                                uint l_2263_ = (32u - l_2248_);
                                                uint l_2264_ = (l_2247_ << l_2263_);
                                                uint l_2265_ = (l_2262_ | l_2264_);
                                                l_mut_447_ = l_2265_;
                                            }
                                            uint l_2266_ = (l_2247_ >> l_2248_);
                                            uint _e7848 = l_mut_447_;
                                            l_mut_446_ = _e7848;
                                            l_mut_448_ = l_2266_;
                                        }
                                    }
                                    uint _e7849 = l_mut_446_;
                                    l_mut_452_ = _e7849;
                                    uint _e7850 = l_mut_448_;
                                    l_mut_451_ = _e7850;
                                    if (l_2234_) {
                                        uint _e7852 = l_mut_452_;
                                        uint l_2267_ = (0u - _e7852);
                                        uint _e7855 = l_mut_451_;
                                        uint l_2268_ = (0u - _e7855);
                                        uint _e7858 = l_mut_452_;
                                        bool l_2269_ = (0u < _e7858);
                                        uint l_2270_ = uint(l_2269_);
                                        uint l_2271_ = (l_2268_ - l_2270_);
                                        l_mut_452_ = l_2267_;
                                        l_mut_451_ = l_2271_;
                                    }
                                    uint _e7862 = l_mut_452_;
                                    l_mut_1940_ = _e7862;
                                    uint _e7863 = l_mut_451_;
                                    l_mut_1656_ = _e7863;
                                } else {
                                    uint l_2272_ = (l_62_ >> 31u);
                                    bool l_2273_ = (l_2272_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_2273_) {
                                        uint l_2274_ = (0u - l_59_);
                                        uint l_2275_ = (0u - l_62_);
                                        bool l_2276_ = (0u < l_59_);
                                        uint l_2277_ = uint(l_2276_);
                                        uint l_2278_ = (l_2275_ - l_2277_);
                                        l_mut_452_ = l_2274_;
                                        l_mut_451_ = l_2278_;
                                    }
                                    uint _e7876 = l_mut_452_;
                                    uint _e7877 = l_mut_2221_;
                                    uint l_2279_ = (_e7876 * _e7877);
                                    uint _e7879 = l_mut_451_;
                                    uint _e7880 = l_mut_2221_;
                                    uint l_2280_ = (_e7879 * _e7880);
                                    uint _e7882 = l_mut_452_;
                                    uint l_4352_ = (_e7882 & 65535u);
                                    uint _e7885 = l_mut_452_;
                                    uint l_4353_ = (_e7885 >> 16u);
                                    uint l_4354_ = (l_4353_ & 65535u);
                                    uint _e7890 = l_mut_2221_;
                                    uint l_4355_ = (_e7890 & 65535u);
                                    uint _e7893 = l_mut_2221_;
                                    uint l_4356_ = (_e7893 >> 16u);
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
                                    uint l_2281_ = (l_4373_ + l_4375_);
                                    uint l_2282_ = (l_2281_ + l_2280_);
                                    uint _e7928 = l_mut_451_;
                                    uint l_4377_ = (_e7928 & 65535u);
                                    uint _e7931 = l_mut_451_;
                                    uint l_4378_ = (_e7931 >> 16u);
                                    uint l_4379_ = (l_4378_ & 65535u);
                                    uint _e7936 = l_mut_2221_;
                                    uint l_4380_ = (_e7936 & 65535u);
                                    uint _e7939 = l_mut_2221_;
                                    uint l_4381_ = (_e7939 >> 16u);
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
                                    uint l_2283_ = (l_4398_ + l_4400_);
                                    bool l_2284_ = (l_2282_ < l_2280_);
                                    uint l_2285_ = uint(l_2284_);
                                    uint l_2286_ = (l_2283_ + l_2285_);
                                    l_mut_448_ = l_2279_;
                                    bool l_2288_ = (0u > 0u);
                                    if (l_2288_) {
                                        uint l_2289_ = (l_2279_ >> 0u);
                                        uint l_2290_ = (32u - 0u);
                                        uint l_2291_ = (l_2282_ << l_2290_);
                                        uint l_2292_ = (l_2289_ | l_2291_);
                                        l_mut_448_ = l_2292_;
                                    }
                                    l_mut_447_ = l_2282_;
                                    bool l_2293_ = (0u > 0u);
                                    if (l_2293_) {
                                        uint l_2294_ = (l_2282_ >> 0u);
                                        uint l_2295_ = (32u - 0u);
                                        uint l_2296_ = (l_2286_ << l_2295_);
                                        uint l_2297_ = (l_2294_ | l_2296_);
                                        l_mut_447_ = l_2297_;
                                    }
                                    uint _e7991 = l_mut_448_;
                                    l_mut_446_ = _e7991;
                                    uint _e7992 = l_mut_447_;
                                    l_mut_448_ = _e7992;
                                    if (false) {
                                        l_mut_446_ = l_2286_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_447_ = l_2282_;
                                            bool l_2300_ = (0u > 0u);
                                            if (l_2300_) {
                                                uint l_2301_ = (l_2282_ >> 0u);
                                                uint l_2302_ = (32u - 0u);
                                                uint l_2303_ = (l_2286_ << l_2302_);
                                                uint l_2304_ = (l_2301_ | l_2303_);
                                                l_mut_447_ = l_2304_;
                                            }
                                            uint l_2305_ = (l_2286_ >> 0u);
                                            uint _e8004 = l_mut_447_;
                                            l_mut_446_ = _e8004;
                                            l_mut_448_ = l_2305_;
                                        }
                                    }
                                    uint _e8005 = l_mut_452_;
                                    uint _e8006 = l_mut_2221_;
                                    uint l_2306_ = (_e8005 * _e8006);
                                    uint _e8008 = l_mut_451_;
                                    uint _e8009 = l_mut_2221_;
                                    uint l_2307_ = (_e8008 * _e8009);
                                    uint _e8011 = l_mut_452_;
                                    uint l_4402_ = (_e8011 & 65535u);
                                    uint _e8014 = l_mut_452_;
                                    uint l_4403_ = (_e8014 >> 16u);
                                    uint l_4404_ = (l_4403_ & 65535u);
                                    uint _e8019 = l_mut_2221_;
                                    uint l_4405_ = (_e8019 & 65535u);
                                    uint _e8022 = l_mut_2221_;
                                    uint l_4406_ = (_e8022 >> 16u);
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
                                    uint l_2308_ = (l_4423_ + l_4425_);
                                    uint l_2309_ = (l_2308_ + l_2307_);
                                    uint _e8057 = l_mut_451_;
                                    uint l_4427_ = (_e8057 & 65535u);
                                    uint _e8060 = l_mut_451_;
                                    uint l_4428_ = (_e8060 >> 16u);
                                    uint l_4429_ = (l_4428_ & 65535u);
                                    uint _e8065 = l_mut_2221_;
                                    uint l_4430_ = (_e8065 & 65535u);
                                    uint _e8068 = l_mut_2221_;
                                    uint l_4431_ = (_e8068 >> 16u);
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
                                    uint l_2310_ = (l_4448_ + l_4450_);
                                    bool l_2311_ = (l_2309_ < l_2307_);
                                    uint l_2312_ = uint(l_2311_);
                                    uint l_2313_ = (l_2310_ + l_2312_);
                                    l_mut_447_ = l_2306_;
                                    bool l_2315_ = (0u > 0u);
                                    if (l_2315_) {
                                        uint l_2316_ = (l_2306_ >> 0u);
                                        uint l_2317_ = (32u - 0u);
                                        uint l_2318_ = (l_2309_ << l_2317_);
                                        uint l_2319_ = (l_2316_ | l_2318_);
                                        l_mut_447_ = l_2319_;
                                    }
                                    l_mut_435_ = l_2309_;
                                    bool l_2320_ = (0u > 0u);
                                    if (l_2320_) {
                                        uint l_2321_ = (l_2309_ >> 0u);
                                        uint l_2322_ = (32u - 0u);
                                        uint l_2323_ = (l_2313_ << l_2322_);
                                        uint l_2324_ = (l_2321_ | l_2323_);
                                        l_mut_435_ = l_2324_;
                                    }
                                    uint _e8120 = l_mut_447_;
                                    l_mut_428_ = _e8120;
                                    uint _e8121 = l_mut_435_;
                                    l_mut_447_ = _e8121;
                                    if (true) {
                                        l_mut_428_ = l_2313_;
                                        l_mut_447_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_435_ = l_2309_;
                                            bool l_2327_ = (0u > 0u);
                                            if (l_2327_) {
                                                uint l_2328_ = (l_2309_ >> 0u);
                                                uint l_2329_ = (32u - 0u);
                                                uint l_2330_ = (l_2313_ << l_2329_);
                                                uint l_2331_ = (l_2328_ | l_2330_);
                                                l_mut_435_ = l_2331_;
                                            }
                                            uint l_2332_ = (l_2313_ >> 0u);
                                            uint _e8133 = l_mut_435_;
                                            l_mut_428_ = _e8133;
                                            l_mut_447_ = l_2332_;
                                        }
                                    }
                                    uint _e8134 = l_mut_446_;
                                    uint _e8135 = l_mut_2221_;
                                    uint l_2333_ = (_e8134 * _e8135);
                                    uint _e8137 = l_mut_448_;
                                    uint _e8138 = l_mut_2221_;
                                    uint l_2334_ = (_e8137 * _e8138);
                                    uint _e8140 = l_mut_446_;
                                    uint l_4452_ = (_e8140 & 65535u);
                                    uint _e8143 = l_mut_446_;
                                    uint l_4453_ = (_e8143 >> 16u);
                                    uint l_4454_ = (l_4453_ & 65535u);
                                    uint _e8148 = l_mut_2221_;
                                    uint l_4455_ = (_e8148 & 65535u);
                                    uint _e8151 = l_mut_2221_;
                                    uint l_4456_ = (_e8151 >> 16u);
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
                                    uint l_2335_ = (l_4473_ + l_4475_);
                                    uint l_2336_ = (l_2335_ + l_2334_);
                                    uint _e8186 = l_mut_448_;
                                    uint l_4477_ = (_e8186 & 65535u);
                                    uint _e8189 = l_mut_448_;
                                    uint l_4478_ = (_e8189 >> 16u);
                                    uint l_4479_ = (l_4478_ & 65535u);
                                    uint _e8194 = l_mut_2221_;
                                    uint l_4480_ = (_e8194 & 65535u);
                                    uint _e8197 = l_mut_2221_;
                                    uint l_4481_ = (_e8197 >> 16u);
                                    uint l_4482_ = (l_4481_ & 65535u);
                                    uint l_4483_ = (l_4477_ * l_4480_);
                                    uint l_4484_ = (l_4479_ * l_4480_);
                                    uint l_4485_ = (l_4477_ * l_4482_);
                                    uint l_4486_ = (l_4479_ * l_4482_);
                                    uint l_4487_ = (l_4483_ >> 16u);
                                    uint l_4488_ = (l_4487_ & 65535u);
                                    uint l_4489_ = (l_4484_ & 65535u);
                                    uint l_4490_ = (l_4488_ + l_4489_);
                                    uint l_4491_ = (l_4485_ & 65535u);
                                    uint l_4492_ = (l_4490_ + l_4491_);
                                    uint l_4493_ = (l_4484_ >> 16u);
                                    uint l_4494_ = (l_4493_ & 65535u);
                                    uint l_4495_ = (l_4486_ + l_4494_);
                                    uint l_4496_ = (l_4485_ >> 16u);
                                    uint l_4497_ = (l_4496_ & 65535u);
                                    uint l_4498_ = (l_4495_ + l_4497_);
                                    uint l_4499_ = (l_4492_ >> 16u);
                                    uint l_4500_ = (l_4499_ & 65535u);
                                    uint l_2337_ = (l_4498_ + l_4500_);
                                    bool l_2338_ = (l_2336_ < l_2334_);
                                    uint l_2339_ = uint(l_2338_);
                                    uint l_2340_ = (l_2337_ + l_2339_);
                                    l_mut_452_ = l_2333_;
                                    bool l_2342_ = (0u > 0u);
                                    if (l_2342_) {
                                        uint l_2343_ = (l_2333_ >> 0u);
                                        uint l_2344_ = (32u - 0u);
                                        uint l_2345_ = (l_2336_ << l_2344_);
                                        uint l_2346_ = (l_2343_ | l_2345_);
                                        l_mut_452_ = l_2346_;
                                    }
                                    l_mut_451_ = l_2336_;
                                    bool l_2347_ = (0u > 0u);
                                    if (l_2347_) {
                                        uint l_2348_ = (l_2336_ >> 0u);
                                        uint l_2349_ = (32u - 0u);
                                        uint l_2350_ = (l_2340_ << l_2349_);
                                        uint l_2351_ = (l_2348_ | l_2350_);
                                        l_mut_451_ = l_2351_;
                                    }
                                    uint _e8249 = l_mut_452_;
                                    l_mut_435_ = _e8249;
                                    uint _e8250 = l_mut_451_;
                                    l_mut_452_ = _e8250;
                                    if (false) {
                                        l_mut_435_ = l_2340_;
                                        l_mut_452_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_451_ = l_2336_;
                                            bool l_2354_ = (0u > 0u);
                                            if (l_2354_) {
                                                uint l_2355_ = (l_2336_ >> 0u);
                                                uint l_2356_ = (32u - 0u);
                                                uint l_2357_ = (l_2340_ << l_2356_);
                                                uint l_2358_ = (l_2355_ | l_2357_);
                                                l_mut_451_ = l_2358_;
                                            }
                                            uint l_2359_ = (l_2340_ >> 0u);
                                            uint _e8262 = l_mut_451_;
                                            l_mut_435_ = _e8262;
                                            l_mut_452_ = l_2359_;
                                        }
                                    }
                                    uint _e8263 = l_mut_446_;
                                    uint _e8264 = l_mut_2221_;
                                    uint l_2360_ = (_e8263 * _e8264);
                                    uint _e8266 = l_mut_448_;
                                    uint _e8267 = l_mut_2221_;
                                    uint l_2361_ = (_e8266 * _e8267);
                                    uint _e8269 = l_mut_446_;
                                    uint l_4502_ = (_e8269 & 65535u);
                                    uint _e8272 = l_mut_446_;
                                    uint l_4503_ = (_e8272 >> 16u);
                                    uint l_4504_ = (l_4503_ & 65535u);
                                    uint _e8277 = l_mut_2221_;
                                    uint l_4505_ = (_e8277 & 65535u);
                                    uint _e8280 = l_mut_2221_;
                                    uint l_4506_ = (_e8280 >> 16u);
                                    uint l_4507_ = (l_4506_ & 65535u);
                                    uint l_4508_ = (l_4502_ * l_4505_);
                                    uint l_4509_ = (l_4504_ * l_4505_);
                                    uint l_4510_ = (l_4502_ * l_4507_);
                                    uint l_4511_ = (l_4504_ * l_4507_);
                                    uint l_4512_ = (l_4508_ >> 16u);
                                    uint l_4513_ = (l_4512_ & 65535u);
                                    uint l_4514_ = (l_4509_ & 65535u);
                                    uint l_4515_ = (l_4513_ + l_4514_);
                                    uint l_4516_ = (l_4510_ & 65535u);
                                    uint l_4517_ = (l_4515_ + l_4516_);
                                    uint l_4518_ = (l_4509_ >> 16u);
                                    uint l_4519_ = (l_4518_ & 65535u);
                                    uint l_4520_ = (l_4511_ + l_4519_);
                                    uint l_4521_ = (l_4510_ >> 16u);
                                    uint l_4522_ = (l_4521_ & 65535u);
                                    uint l_4523_ = (l_4520_ + l_4522_);
                                    uint l_4524_ = (l_4517_ >> 16u);
                                    uint l_4525_ = (l_4524_ & 65535u);
                                    uint l_2362_ = (l_4523_ + l_4525_);
                                    uint l_2363_ = (l_2362_ + l_2361_);
                                    uint _e8315 = l_mut_448_;
                                    uint l_4527_ = (_e8315 & 65535u);
                                    uint _e8318 = l_mut_448_;
                                    uint l_4528_ = (_e8318 >> 16u);
                                    uint l_4529_ = (l_4528_ & 65535u);
                                    uint _e8323 = l_mut_2221_;
                                    uint l_4530_ = (_e8323 & 65535u);
                                    uint _e8326 = l_mut_2221_;
                                    uint l_4531_ = (_e8326 >> 16u);
                                    uint l_4532_ = (l_4531_ & 65535u);
                                    uint l_4533_ = (l_4527_ * l_4530_);
                                    uint l_4534_ = (l_4529_ * l_4530_);
                                    uint l_4535_ = (l_4527_ * l_4532_);
                                    uint l_4536_ = (l_4529_ * l_4532_);
                                    uint l_4537_ = (l_4533_ >> 16u);
                                    uint l_4538_ = (l_4537_ & 65535u);
                                    uint l_4539_ = (l_4534_ & 65535u);
                                    uint l_4540_ = (l_4538_ + l_4539_);
                                    uint l_4541_ = (l_4535_ & 65535u);
                                    uint l_4542_ = (l_4540_ + l_4541_);
                                    uint l_4543_ = (l_4534_ >> 16u);
                                    uint l_4544_ = (l_4543_ & 65535u);
                                    uint l_4545_ = (l_4536_ + l_4544_);
                                    uint l_4546_ = (l_4535_ >> 16u);
                                    uint l_4547_ = (l_4546_ & 65535u);
                                    uint l_4548_ = (l_4545_ + l_4547_);
                                    uint l_4549_ = (l_4542_ >> 16u);
                                    uint l_4550_ = (l_4549_ & 65535u);
                                    uint l_2364_ = (l_4548_ + l_4550_);
                                    bool l_2365_ = (l_2363_ < l_2361_);
                                    uint l_2366_ = uint(l_2365_);
                                    uint l_2367_ = (l_2364_ + l_2366_);
                                    l_mut_451_ = l_2360_;
                                    bool l_2369_ = (0u > 0u);
                                    if (l_2369_) {
                                        uint l_2370_ = (l_2360_ >> 0u);
                                        uint l_2371_ = (32u - 0u);
                                        uint l_2372_ = (l_2363_ << l_2371_);
                                        uint l_2373_ = (l_2370_ | l_2372_);
                                        l_mut_451_ = l_2373_;
                                    }
                                    l_mut_401_ = l_2363_;
                                    bool l_2374_ = (0u > 0u);
                                    if (l_2374_) {
                                        uint l_2375_ = (l_2363_ >> 0u);
                                        uint l_2376_ = (32u - 0u);
                                        uint l_2377_ = (l_2367_ << l_2376_);
                                        uint l_2378_ = (l_2375_ | l_2377_);
                                        l_mut_401_ = l_2378_;
                                    }
                                    uint _e8378 = l_mut_451_;
                                    l_mut_395_ = _e8378;
                                    uint _e8379 = l_mut_401_;
                                    l_mut_451_ = _e8379;
                                    if (true) {
                                        l_mut_395_ = l_2367_;
                                        l_mut_451_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_401_ = l_2363_;
                                            bool l_2381_ = (0u > 0u);
                                            if (l_2381_) {
                                                uint l_2382_ = (l_2363_ >> 0u);
                                                uint l_2383_ = (32u - 0u);
                                                uint l_2384_ = (l_2367_ << l_2383_);
                                                uint l_2385_ = (l_2382_ | l_2384_);
                                                l_mut_401_ = l_2385_;
                                            }
                                            uint l_2386_ = (l_2367_ >> 0u);
                                            uint _e8391 = l_mut_401_;
                                            l_mut_395_ = _e8391;
                                            l_mut_451_ = l_2386_;
                                        }
                                    }
                                    uint _e8392 = l_mut_428_;
                                    uint _e8393 = l_mut_2221_;
                                    uint l_2387_ = (_e8392 * _e8393);
                                    uint _e8395 = l_mut_428_;
                                    uint l_4552_ = (_e8395 & 65535u);
                                    uint _e8398 = l_mut_428_;
                                    uint l_4553_ = (_e8398 >> 16u);
                                    uint l_4554_ = (l_4553_ & 65535u);
                                    uint _e8403 = l_mut_2221_;
                                    uint l_4555_ = (_e8403 & 65535u);
                                    uint _e8406 = l_mut_2221_;
                                    uint l_4556_ = (_e8406 >> 16u);
                                    uint l_4557_ = (l_4556_ & 65535u);
                                    uint l_4558_ = (l_4552_ * l_4555_);
                                    uint l_4559_ = (l_4554_ * l_4555_);
                                    uint l_4560_ = (l_4552_ * l_4557_);
                                    uint l_4561_ = (l_4554_ * l_4557_);
                                    uint l_4562_ = (l_4558_ >> 16u);
                                    uint l_4563_ = (l_4562_ & 65535u);
                                    uint l_4564_ = (l_4559_ & 65535u);
                                    uint l_4565_ = (l_4563_ + l_4564_);
                                    uint l_4566_ = (l_4560_ & 65535u);
                                    uint l_4567_ = (l_4565_ + l_4566_);
                                    uint l_4568_ = (l_4559_ >> 16u);
                                    uint l_4569_ = (l_4568_ & 65535u);
                                    uint l_4570_ = (l_4561_ + l_4569_);
                                    uint l_4571_ = (l_4560_ >> 16u);
                                    uint l_4572_ = (l_4571_ & 65535u);
                                    uint l_4573_ = (l_4570_ + l_4572_);
                                    uint l_4574_ = (l_4567_ >> 16u);
                                    uint l_4575_ = (l_4574_ & 65535u);
                                    uint l_2388_ = (l_4573_ + l_4575_);
                                    uint _e8440 = l_mut_447_;
                                    uint _e8441 = l_mut_2221_;
                                    uint l_2389_ = (_e8440 * _e8441);
                                    uint l_2390_ = (l_2388_ + l_2389_);
                                    uint _e8444 = l_mut_395_;
                                    uint l_2391_ = (_e8444 + l_2387_);
                                    uint _e8446 = l_mut_451_;
                                    uint l_2392_ = (_e8446 + l_2390_);
                                    uint _e8448 = l_mut_395_;
                                    bool l_2393_ = (l_2391_ < _e8448);
                                    uint l_2394_ = uint(l_2393_);
                                    uint l_2395_ = (l_2392_ + l_2394_);
                                    uint _e8452 = l_mut_435_;
                                    l_mut_1940_ = _e8452;
                                    uint _e8453 = l_mut_452_;
                                    l_mut_1656_ = _e8453;
                                    bool l_2396_ = (l_9_ == 64u);
                                    if (l_2396_) {
                                        l_mut_1940_ = l_2391_;
                                        l_mut_1656_ = l_2395_;
                                    } else {
                                        bool l_2397_ = (l_9_ > 0u);
                                        if (l_2397_) {
                                            uint l_2398_ = (64u - l_9_);
                                            l_mut_451_ = l_2391_;
                                            l_mut_448_ = l_2395_;
                                            bool l_2399_ = (l_2398_ >= 32u);
                                            if (l_2399_) {
                                                uint l_2400_ = (l_2398_ & 31u);
                                                uint l_2401_ = (l_2391_ << l_2400_);
                                                l_mut_451_ = 0u;
                                                l_mut_448_ = l_2401_;
                                            } else {
                                                bool l_2402_ = (l_2398_ > 0u);
                                                if (l_2402_) {
                                                    uint l_2403_ = (l_2391_ << l_2398_);
                                                    uint l_2404_ = (l_2395_ << l_2398_);
                                                    uint l_2405_ = (32u - l_2398_);
                                                    uint l_2406_ = (l_2391_ >> l_2405_);
                                                    uint l_2407_ = (l_2404_ | l_2406_);
                                                    l_mut_451_ = l_2403_;
                                                    l_mut_448_ = l_2407_;
                                                }
                                            }
                                            uint _e8474 = l_mut_435_;
                                            l_mut_447_ = _e8474;
                                            uint _e8475 = l_mut_452_;
                                            l_mut_446_ = _e8475;
                                            bool l_2408_ = (l_9_ >= 32u);
                                            if (l_2408_) {
                                                uint l_2409_ = (l_9_ & 31u);
                                                uint _e8480 = l_mut_452_;
                                                uint l_2410_ = (_e8480 >> l_2409_);
                                                l_mut_447_ = l_2410_;
                                                l_mut_446_ = 0u;
                                            } else {
                                                bool l_2411_ = (l_9_ > 0u);
                                                if (l_2411_) {
                                                    uint _e8485 = l_mut_435_;
                                                    l_mut_428_ = _e8485;
                                                    bool l_2412_ = (l_9_ > 0u);
                                                    if (l_2412_) {
                                                        uint _e8488 = l_mut_435_;
                                                        uint l_2413_ = (_e8488 >> l_9_);
                                                        uint l_2414_ = (32u - l_9_);
                                                        uint _e8492 = l_mut_452_;
                                                        uint l_2415_ = (_e8492 << l_2414_);
                                                        uint l_2416_ = (l_2413_ | l_2415_);
                                                        l_mut_428_ = l_2416_;
                                                    }
                                                    uint _e8495 = l_mut_452_;
                                                    uint l_2417_ = (_e8495 >> l_9_);
                                                    uint _e8497 = l_mut_428_;
                                                    l_mut_447_ = _e8497;
                                                    l_mut_446_ = l_2417_;
                                                }
                                            }
                                            uint _e8498 = l_mut_451_;
                                            uint _e8499 = l_mut_447_;
                                            uint l_2418_ = (_e8498 + _e8499);
                                            uint _e8501 = l_mut_448_;
                                            uint _e8502 = l_mut_446_;
                                            uint l_2419_ = (_e8501 + _e8502);
                                            uint _e8504 = l_mut_451_;
                                            bool l_2420_ = (l_2418_ < _e8504);
                                            uint l_2421_ = uint(l_2420_);
                                            uint l_2422_ = (l_2419_ + l_2421_);
                                            l_mut_1940_ = l_2418_;
                                            l_mut_1656_ = l_2422_;
                                        }
                                    }
                                    if (l_2273_) {
                                        uint _e8509 = l_mut_1940_;
                                        uint l_2423_ = (0u - _e8509);
                                        uint _e8512 = l_mut_1656_;
                                        uint l_2424_ = (0u - _e8512);
                                        uint _e8515 = l_mut_1940_;
                                        bool l_2425_ = (0u < _e8515);
                                        uint l_2426_ = uint(l_2425_);
                                        uint l_2427_ = (l_2424_ - l_2426_);
                                        l_mut_1940_ = l_2423_;
                                        l_mut_1656_ = l_2427_;
                                    }
                                }
                                uint _e8519 = l_mut_1940_;
                                uint l_2428_ = (l_2226_ + _e8519);
                                uint _e8521 = l_mut_1656_;
                                uint l_2429_ = (l_2230_ + _e8521);
                                bool l_2430_ = (l_2428_ < l_2226_);
                                uint l_2431_ = uint(l_2430_);
                                uint l_2432_ = (l_2429_ + l_2431_);
                                uint l_2433_ = (0u - l_2428_);
                                uint l_2434_ = (0u - l_2432_);
                                bool l_2435_ = (0u < l_2428_);
                                uint l_2436_ = uint(l_2435_);
                                uint l_2437_ = (l_2434_ - l_2436_);
                                l_mut_1940_ = l_2433_;
                                l_mut_1656_ = l_2437_;
                                uint _e8534 = l_mut_1656_;
                                bool l_2438_ = (l_2432_ < _e8534);
                                uint _e8536 = l_mut_1656_;
                                bool l_2439_ = (l_2432_ == _e8536);
                                uint _e8538 = l_mut_1940_;
                                bool l_2440_ = (l_2428_ < _e8538);
                                if (l_2439_) {
                                    local_163 = l_2440_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2441_ = local_163;
                                if (!(l_2438_)) {
                                    local_164 = l_2441_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2442_ = local_164;
                                if (l_2442_) {
                                    l_mut_1940_ = l_2428_;
                                    l_mut_1656_ = l_2432_;
                                }
                                uint _e8549 = l_mut_1656_;
                                bool l_2443_ = (_e8549 < l_17_);
                                uint _e8551 = l_mut_1656_;
                                bool l_2444_ = (_e8551 == l_17_);
                                uint _e8553 = l_mut_1940_;
                                bool l_2445_ = (_e8553 < l_14_);
                                if (l_2444_) {
                                    local_165 = l_2445_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2446_ = local_165;
                                if (!(l_2443_)) {
                                    local_166 = l_2446_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2447_ = local_166;
                                uint l_2448_ = uint(l_2447_);
                                uint _e8565 = l_mut_1945_;
                                l_mut_1945_ = (_e8565 + l_2448_);
                            }
                        }
                        uint _e8570 = l_mut_457_;
                        uint _e8571 = l_mut_1945_;
                        l_mut_457_ = (_e8570 + _e8571);
                    }
                }
            }
            uint _e8576 = l_mut_743_;
            bool l_2449_ = (_e8576 > 0u);
            if (l_2449_) {
                uint l_4577_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4578_ = (l_4577_ * 1u);
                uint l_4579_ = (l_4578_ - 1u);
                uint l_4580_ = min(1u, l_4579_);
                uint _e8591 = l_mut_743_;
                uint _e8592 = atomicAdd(_group_0_binding_5_cs[l_4580_], _e8591);
            }
            uint _e8593 = l_mut_457_;
            bool l_2452_ = (_e8593 > 0u);
            if (l_2452_) {
                uint l_4582_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4583_ = (l_4582_ * 1u);
                uint l_4584_ = (l_4583_ - 1u);
                uint l_4585_ = min(2u, l_4584_);
                uint _e8608 = l_mut_457_;
                uint _e8609 = atomicAdd(_group_0_binding_5_cs[l_4585_], _e8608);
                l_mut_1945_ = _e8609;
                bool loop_init_14 = true;
                while(true) {
                    if (!loop_init_14) {
                        uint _e9583 = l_mut_2455_;
                        l_mut_2455_ = (_e9583 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e8612 = l_mut_2455_;
                    if ((_e8612 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e8615 = l_mut_748_;
                        uint _e8616 = l_mut_2455_;
                        uint l_2456_ = (_e8615 >> _e8616);
                        uint l_2457_ = (l_2456_ & 1u);
                        bool l_2458_ = (l_2457_ == 1u);
                        if (l_2458_) {
                            uint _e8622 = l_mut_2455_;
                            uint l_2459_ = (_e8622 * l_1022_);
                            uint l_2460_ = (l_2459_ + l_1022_);
                            uint l_2461_ = min(l_2460_, l_46_);
                            uint _e8626 = l_mut_1945_;
                            l_mut_1940_ = _e8626;
                            l_mut_2462_ = l_2459_;
                            bool loop_init_15 = true;
                            while(true) {
                                if (!loop_init_15) {
                                    uint _e9579 = l_mut_2462_;
                                    l_mut_2462_ = (_e9579 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e8628 = l_mut_2462_;
                                if ((_e8628 < l_2461_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8630 = l_mut_2462_;
                                    uint l_2463_ = (l_49_ * _e8630);
                                    uint l_4587_ = (l_49_ & 65535u);
                                    uint l_4588_ = (l_49_ >> 16u);
                                    uint l_4589_ = (l_4588_ & 65535u);
                                    uint _e8638 = l_mut_2462_;
                                    uint l_4590_ = (_e8638 & 65535u);
                                    uint _e8641 = l_mut_2462_;
                                    uint l_4591_ = (_e8641 >> 16u);
                                    uint l_4592_ = (l_4591_ & 65535u);
                                    uint l_4593_ = (l_4587_ * l_4590_);
                                    uint l_4594_ = (l_4589_ * l_4590_);
                                    uint l_4595_ = (l_4587_ * l_4592_);
                                    uint l_4596_ = (l_4589_ * l_4592_);
                                    uint l_4597_ = (l_4593_ >> 16u);
                                    uint l_4598_ = (l_4597_ & 65535u);
                                    uint l_4599_ = (l_4594_ & 65535u);
                                    uint l_4600_ = (l_4598_ + l_4599_);
                                    uint l_4601_ = (l_4595_ & 65535u);
                                    uint l_4602_ = (l_4600_ + l_4601_);
                                    uint l_4603_ = (l_4594_ >> 16u);
                                    uint l_4604_ = (l_4603_ & 65535u);
                                    uint l_4605_ = (l_4596_ + l_4604_);
                                    uint l_4606_ = (l_4595_ >> 16u);
                                    uint l_4607_ = (l_4606_ & 65535u);
                                    uint l_4608_ = (l_4605_ + l_4607_);
                                    uint l_4609_ = (l_4602_ >> 16u);
                                    uint l_4610_ = (l_4609_ & 65535u);
                                    uint l_2464_ = (l_4608_ + l_4610_);
                                    uint _e8675 = l_mut_2462_;
                                    uint l_2465_ = (l_52_ * _e8675);
                                    uint l_2466_ = (l_2464_ + l_2465_);
                                    uint l_2467_ = (l_54_ + l_2463_);
                                    uint l_2468_ = (l_57_ + l_2466_);
                                    bool l_2469_ = (l_2467_ < l_54_);
                                    uint l_2470_ = uint(l_2469_);
                                    uint l_2471_ = (l_2468_ + l_2470_);
                                    l_mut_1656_ = 0u;
                                    l_mut_743_ = 0u;
                                    uint _e8685 = l_mut_2462_;
                                    bool l_2472_ = (_e8685 < 65536u);
                                    if (l_2472_) {
                                        uint _e8688 = l_mut_2462_;
                                        uint _e8689 = l_mut_2462_;
                                        uint l_2473_ = (_e8688 * _e8689);
                                        uint l_2474_ = (l_62_ >> 31u);
                                        bool l_2475_ = (l_2474_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2475_) {
                                            uint l_2476_ = (0u - l_59_);
                                            uint l_2477_ = (0u - l_62_);
                                            bool l_2478_ = (0u < l_59_);
                                            uint l_2479_ = uint(l_2478_);
                                            uint l_2480_ = (l_2477_ - l_2479_);
                                            l_mut_457_ = l_2476_;
                                            l_mut_452_ = l_2480_;
                                        }
                                        uint _e8703 = l_mut_457_;
                                        uint l_2481_ = (_e8703 * l_2473_);
                                        uint _e8705 = l_mut_452_;
                                        uint l_2482_ = (_e8705 * l_2473_);
                                        uint _e8707 = l_mut_457_;
                                        uint l_4612_ = (_e8707 & 65535u);
                                        uint _e8710 = l_mut_457_;
                                        uint l_4613_ = (_e8710 >> 16u);
                                        uint l_4614_ = (l_4613_ & 65535u);
                                        uint l_4615_ = (l_2473_ & 65535u);
                                        uint l_4616_ = (l_2473_ >> 16u);
                                        uint l_4617_ = (l_4616_ & 65535u);
                                        uint l_4618_ = (l_4612_ * l_4615_);
                                        uint l_4619_ = (l_4614_ * l_4615_);
                                        uint l_4620_ = (l_4612_ * l_4617_);
                                        uint l_4621_ = (l_4614_ * l_4617_);
                                        uint l_4622_ = (l_4618_ >> 16u);
                                        uint l_4623_ = (l_4622_ & 65535u);
                                        uint l_4624_ = (l_4619_ & 65535u);
                                        uint l_4625_ = (l_4623_ + l_4624_);
                                        uint l_4626_ = (l_4620_ & 65535u);
                                        uint l_4627_ = (l_4625_ + l_4626_);
                                        uint l_4628_ = (l_4619_ >> 16u);
                                        uint l_4629_ = (l_4628_ & 65535u);
                                        uint l_4630_ = (l_4621_ + l_4629_);
                                        uint l_4631_ = (l_4620_ >> 16u);
                                        uint l_4632_ = (l_4631_ & 65535u);
                                        uint l_4633_ = (l_4630_ + l_4632_);
                                        uint l_4634_ = (l_4627_ >> 16u);
                                        uint l_4635_ = (l_4634_ & 65535u);
                                        uint l_2483_ = (l_4633_ + l_4635_);
                                        uint l_2484_ = (l_2483_ + l_2482_);
                                        uint _e8751 = l_mut_452_;
                                        uint l_4637_ = (_e8751 & 65535u);
                                        uint _e8754 = l_mut_452_;
                                        uint l_4638_ = (_e8754 >> 16u);
                                        uint l_4639_ = (l_4638_ & 65535u);
                                        uint l_4640_ = (l_2473_ & 65535u);
                                        uint l_4641_ = (l_2473_ >> 16u);
                                        uint l_4642_ = (l_4641_ & 65535u);
                                        uint l_4643_ = (l_4637_ * l_4640_);
                                        uint l_4644_ = (l_4639_ * l_4640_);
                                        uint l_4645_ = (l_4637_ * l_4642_);
                                        uint l_4646_ = (l_4639_ * l_4642_);
                                        uint l_4647_ = (l_4643_ >> 16u);
                                        uint l_4648_ = (l_4647_ & 65535u);
                                        uint l_4649_ = (l_4644_ & 65535u);
                                        uint l_4650_ = (l_4648_ + l_4649_);
                                        uint l_4651_ = (l_4645_ & 65535u);
                                        uint l_4652_ = (l_4650_ + l_4651_);
                                        uint l_4653_ = (l_4644_ >> 16u);
                                        uint l_4654_ = (l_4653_ & 65535u);
                                        uint l_4655_ = (l_4646_ + l_4654_);
                                        uint l_4656_ = (l_4645_ >> 16u);
                                        uint l_4657_ = (l_4656_ & 65535u);
                                        uint l_4658_ = (l_4655_ + l_4657_);
                                        uint l_4659_ = (l_4652_ >> 16u);
                                        uint l_4660_ = (l_4659_ & 65535u);
                                        uint l_2485_ = (l_4658_ + l_4660_);
                                        bool l_2486_ = (l_2484_ < l_2482_);
                                        uint l_2487_ = uint(l_2486_);
                                        uint l_2488_ = (l_2485_ + l_2487_);
                                        uint l_2489_ = (l_9_ % 32u);
                                        l_mut_451_ = l_2481_;
                                        bool l_2490_ = (l_2489_ > 0u);
                                        if (l_2490_) {
                                            uint l_2491_ = (l_2481_ >> l_2489_);
                                            uint l_2492_ = (32u - l_2489_);
                                            uint l_2493_ = (l_2484_ << l_2492_);
                                            uint l_2494_ = (l_2491_ | l_2493_);
                                            l_mut_451_ = l_2494_;
                                        }
                                        l_mut_448_ = l_2484_;
                                        bool l_2495_ = (l_2489_ > 0u);
                                        if (l_2495_) {
                                            uint l_2496_ = (l_2484_ >> l_2489_);
                                            uint l_2497_ = (32u - l_2489_);
                                            uint l_2498_ = (l_2488_ << l_2497_);
                                            uint l_2499_ = (l_2496_ | l_2498_);
                                            l_mut_448_ = l_2499_;
                                        }
                                        uint _e8813 = l_mut_451_;
                                        l_mut_447_ = _e8813;
                                        uint _e8814 = l_mut_448_;
                                        l_mut_451_ = _e8814;
                                        bool l_2500_ = (l_9_ >= 64u);
                                        if (l_2500_) {
                                            l_mut_447_ = l_2488_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            bool l_2501_ = (l_9_ >= 32u);
                                            if (l_2501_) {
                                                l_mut_448_ = l_2484_;
                                                bool l_2502_ = (l_2489_ > 0u);
                                                if (l_2502_) {
                                                    uint l_2503_ = (l_2484_ >> l_2489_);
                                                    uint l_2504_ = (32u - l_2489_);
                                                    uint l_2505_ = (l_2488_ << l_2504_);
                                                    uint l_2506_ = (l_2503_ | l_2505_);
                                                    l_mut_448_ = l_2506_;
                                                }
                                                uint l_2507_ = (l_2488_ >> l_2489_);
                                                uint _e8828 = l_mut_448_;
                                                l_mut_447_ = _e8828;
                                                l_mut_451_ = l_2507_;
                                            }
                                        }
                                        uint _e8829 = l_mut_447_;
                                        l_mut_457_ = _e8829;
                                        uint _e8830 = l_mut_451_;
                                        l_mut_452_ = _e8830;
                                        if (l_2475_) {
                                            uint _e8832 = l_mut_457_;
                                            uint l_2508_ = (0u - _e8832);
                                            uint _e8835 = l_mut_452_;
                                            uint l_2509_ = (0u - _e8835);
                                            uint _e8838 = l_mut_457_;
                                            bool l_2510_ = (0u < _e8838);
                                            uint l_2511_ = uint(l_2510_);
                                            uint l_2512_ = (l_2509_ - l_2511_);
                                            l_mut_457_ = l_2508_;
                                            l_mut_452_ = l_2512_;
                                        }
                                        uint _e8842 = l_mut_457_;
                                        l_mut_1656_ = _e8842;
                                        uint _e8843 = l_mut_452_;
                                        l_mut_743_ = _e8843;
                                    } else {
                                        uint l_2513_ = (l_62_ >> 31u);
                                        bool l_2514_ = (l_2513_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2514_) {
                                            uint l_2515_ = (0u - l_59_);
                                            uint l_2516_ = (0u - l_62_);
                                            bool l_2517_ = (0u < l_59_);
                                            uint l_2518_ = uint(l_2517_);
                                            uint l_2519_ = (l_2516_ - l_2518_);
                                            l_mut_457_ = l_2515_;
                                            l_mut_452_ = l_2519_;
                                        }
                                        uint _e8856 = l_mut_457_;
                                        uint _e8857 = l_mut_2462_;
                                        uint l_2520_ = (_e8856 * _e8857);
                                        uint _e8859 = l_mut_452_;
                                        uint _e8860 = l_mut_2462_;
                                        uint l_2521_ = (_e8859 * _e8860);
                                        uint _e8862 = l_mut_457_;
                                        uint l_4662_ = (_e8862 & 65535u);
                                        uint _e8865 = l_mut_457_;
                                        uint l_4663_ = (_e8865 >> 16u);
                                        uint l_4664_ = (l_4663_ & 65535u);
                                        uint _e8870 = l_mut_2462_;
                                        uint l_4665_ = (_e8870 & 65535u);
                                        uint _e8873 = l_mut_2462_;
                                        uint l_4666_ = (_e8873 >> 16u);
                                        uint l_4667_ = (l_4666_ & 65535u);
                                        uint l_4668_ = (l_4662_ * l_4665_);
                                        uint l_4669_ = (l_4664_ * l_4665_);
                                        uint l_4670_ = (l_4662_ * l_4667_);
                                        uint l_4671_ = (l_4664_ * l_4667_);
                                        uint l_4672_ = (l_4668_ >> 16u);
                                        uint l_4673_ = (l_4672_ & 65535u);
                                        uint l_4674_ = (l_4669_ & 65535u);
                                        uint l_4675_ = (l_4673_ + l_4674_);
                                        uint l_4676_ = (l_4670_ & 65535u);
                                        uint l_4677_ = (l_4675_ + l_4676_);
                                        uint l_4678_ = (l_4669_ >> 16u);
                                        uint l_4679_ = (l_4678_ & 65535u);
                                        uint l_4680_ = (l_4671_ + l_4679_);
                                        uint l_4681_ = (l_4670_ >> 16u);
                                        uint l_4682_ = (l_4681_ & 65535u);
                                        uint l_4683_ = (l_4680_ + l_4682_);
                                        uint l_4684_ = (l_4677_ >> 16u);
                                        uint l_4685_ = (l_4684_ & 65535u);
                                        uint l_2522_ = (l_4683_ + l_4685_);
                                        uint l_2523_ = (l_2522_ + l_2521_);
                                        uint _e8908 = l_mut_452_;
                                        uint l_4687_ = (_e8908 & 65535u);
                                        uint _e8911 = l_mut_452_;
                                        uint l_4688_ = (_e8911 >> 16u);
                                        uint l_4689_ = (l_4688_ & 65535u);
                                        uint _e8916 = l_mut_2462_;
                                        uint l_4690_ = (_e8916 & 65535u);
                                        uint _e8919 = l_mut_2462_;
                                        uint l_4691_ = (_e8919 >> 16u);
                                        uint l_4692_ = (l_4691_ & 65535u);
                                        uint l_4693_ = (l_4687_ * l_4690_);
                                        uint l_4694_ = (l_4689_ * l_4690_);
                                        uint l_4695_ = (l_4687_ * l_4692_);
                                        uint l_4696_ = (l_4689_ * l_4692_);
                                        uint l_4697_ = (l_4693_ >> 16u);
                                        uint l_4698_ = (l_4697_ & 65535u);
                                        uint l_4699_ = (l_4694_ & 65535u);
                                        uint l_4700_ = (l_4698_ + l_4699_);
                                        uint l_4701_ = (l_4695_ & 65535u);
                                        uint l_4702_ = (l_4700_ + l_4701_);
                                        uint l_4703_ = (l_4694_ >> 16u);
                                        uint l_4704_ = (l_4703_ & 65535u);
                                        uint l_4705_ = (l_4696_ + l_4704_);
                                        uint l_4706_ = (l_4695_ >> 16u);
                                        uint l_4707_ = (l_4706_ & 65535u);
                                        uint l_4708_ = (l_4705_ + l_4707_);
                                        uint l_4709_ = (l_4702_ >> 16u);
                                        uint l_4710_ = (l_4709_ & 65535u);
                                        uint l_2524_ = (l_4708_ + l_4710_);
                                        bool l_2525_ = (l_2523_ < l_2521_);
                                        uint l_2526_ = uint(l_2525_);
                                        uint l_2527_ = (l_2524_ + l_2526_);
                                        l_mut_451_ = l_2520_;
                                        bool l_2529_ = (0u > 0u);
                                        if (l_2529_) {
                                            uint l_2530_ = (l_2520_ >> 0u);
                                            uint l_2531_ = (32u - 0u);
                                            uint l_2532_ = (l_2523_ << l_2531_);
                                            uint l_2533_ = (l_2530_ | l_2532_);
                                            l_mut_451_ = l_2533_;
                                        }
                                        l_mut_448_ = l_2523_;
                                        bool l_2534_ = (0u > 0u);
                                        if (l_2534_) {
                                            uint l_2535_ = (l_2523_ >> 0u);
                                            uint l_2536_ = (32u - 0u);
                                            uint l_2537_ = (l_2527_ << l_2536_);
                                            uint l_2538_ = (l_2535_ | l_2537_);
                                            l_mut_448_ = l_2538_;
                                        }
                                        uint _e8971 = l_mut_451_;
                                        l_mut_447_ = _e8971;
                                        uint _e8972 = l_mut_448_;
                                        l_mut_451_ = _e8972;
                                        if (false) {
                                            l_mut_447_ = l_2527_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_448_ = l_2523_;
                                                bool l_2541_ = (0u > 0u);
                                                if (l_2541_) {
                                                    uint l_2542_ = (l_2523_ >> 0u);
                                                    uint l_2543_ = (32u - 0u);
                                                    uint l_2544_ = (l_2527_ << l_2543_);
                                                    uint l_2545_ = (l_2542_ | l_2544_);
                                                    l_mut_448_ = l_2545_;
                                                }
                                                uint l_2546_ = (l_2527_ >> 0u);
                                                uint _e8984 = l_mut_448_;
                                                l_mut_447_ = _e8984;
                                                l_mut_451_ = l_2546_;
                                            }
                                        }
                                        uint _e8985 = l_mut_457_;
                                        uint _e8986 = l_mut_2462_;
                                        uint l_2547_ = (_e8985 * _e8986);
                                        uint _e8988 = l_mut_452_;
                                        uint _e8989 = l_mut_2462_;
                                        uint l_2548_ = (_e8988 * _e8989);
                                        uint _e8991 = l_mut_457_;
                                        uint l_4712_ = (_e8991 & 65535u);
                                        uint _e8994 = l_mut_457_;
                                        uint l_4713_ = (_e8994 >> 16u);
                                        uint l_4714_ = (l_4713_ & 65535u);
                                        uint _e8999 = l_mut_2462_;
                                        uint l_4715_ = (_e8999 & 65535u);
                                        uint _e9002 = l_mut_2462_;
                                        uint l_4716_ = (_e9002 >> 16u);
                                        uint l_4717_ = (l_4716_ & 65535u);
                                        uint l_4718_ = (l_4712_ * l_4715_);
                                        uint l_4719_ = (l_4714_ * l_4715_);
                                        uint l_4720_ = (l_4712_ * l_4717_);
                                        uint l_4721_ = (l_4714_ * l_4717_);
                                        uint l_4722_ = (l_4718_ >> 16u);
                                        uint l_4723_ = (l_4722_ & 65535u);
                                        uint l_4724_ = (l_4719_ & 65535u);
                                        uint l_4725_ = (l_4723_ + l_4724_);
                                        uint l_4726_ = (l_4720_ & 65535u);
                                        uint l_4727_ = (l_4725_ + l_4726_);
                                        uint l_4728_ = (l_4719_ >> 16u);
                                        uint l_4729_ = (l_4728_ & 65535u);
                                        uint l_4730_ = (l_4721_ + l_4729_);
                                        uint l_4731_ = (l_4720_ >> 16u);
                                        uint l_4732_ = (l_4731_ & 65535u);
                                        uint l_4733_ = (l_4730_ + l_4732_);
                                        uint l_4734_ = (l_4727_ >> 16u);
                                        uint l_4735_ = (l_4734_ & 65535u);
                                        uint l_2549_ = (l_4733_ + l_4735_);
                                        uint l_2550_ = (l_2549_ + l_2548_);
                                        uint _e9037 = l_mut_452_;
                                        uint l_4737_ = (_e9037 & 65535u);
                                        uint _e9040 = l_mut_452_;
                                        uint l_4738_ = (_e9040 >> 16u);
                                        uint l_4739_ = (l_4738_ & 65535u);
                                        uint _e9045 = l_mut_2462_;
                                        uint l_4740_ = (_e9045 & 65535u);
                                        uint _e9048 = l_mut_2462_;
                                        uint l_4741_ = (_e9048 >> 16u);
                                        uint l_4742_ = (l_4741_ & 65535u);
                                        uint l_4743_ = (l_4737_ * l_4740_);
                                        uint l_4744_ = (l_4739_ * l_4740_);
                                        uint l_4745_ = (l_4737_ * l_4742_);
                                        uint l_4746_ = (l_4739_ * l_4742_);
                                        uint l_4747_ = (l_4743_ >> 16u);
                                        uint l_4748_ = (l_4747_ & 65535u);
                                        uint l_4749_ = (l_4744_ & 65535u);
                                        uint l_4750_ = (l_4748_ + l_4749_);
                                        uint l_4751_ = (l_4745_ & 65535u);
                                        uint l_4752_ = (l_4750_ + l_4751_);
                                        uint l_4753_ = (l_4744_ >> 16u);
                                        uint l_4754_ = (l_4753_ & 65535u);
                                        uint l_4755_ = (l_4746_ + l_4754_);
                                        uint l_4756_ = (l_4745_ >> 16u);
                                        uint l_4757_ = (l_4756_ & 65535u);
                                        uint l_4758_ = (l_4755_ + l_4757_);
                                        uint l_4759_ = (l_4752_ >> 16u);
                                        uint l_4760_ = (l_4759_ & 65535u);
                                        uint l_2551_ = (l_4758_ + l_4760_);
                                        bool l_2552_ = (l_2550_ < l_2548_);
                                        uint l_2553_ = uint(l_2552_);
                                        uint l_2554_ = (l_2551_ + l_2553_);
                                        l_mut_448_ = l_2547_;
                                        bool l_2556_ = (0u > 0u);
                                        if (l_2556_) {
                                            uint l_2557_ = (l_2547_ >> 0u);
                                            uint l_2558_ = (32u - 0u);
                                            uint l_2559_ = (l_2550_ << l_2558_);
                                            uint l_2560_ = (l_2557_ | l_2559_);
                                            l_mut_448_ = l_2560_;
                                        }
                                        l_mut_446_ = l_2550_;
                                        bool l_2561_ = (0u > 0u);
                                        if (l_2561_) {
                                            uint l_2562_ = (l_2550_ >> 0u);
                                            uint l_2563_ = (32u - 0u);
                                            uint l_2564_ = (l_2554_ << l_2563_);
                                            uint l_2565_ = (l_2562_ | l_2564_);
                                            l_mut_446_ = l_2565_;
                                        }
                                        uint _e9100 = l_mut_448_;
                                        l_mut_435_ = _e9100;
                                        uint _e9101 = l_mut_446_;
                                        l_mut_448_ = _e9101;
                                        if (true) {
                                            l_mut_435_ = l_2554_;
                                            l_mut_448_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_446_ = l_2550_;
                                                bool l_2568_ = (0u > 0u);
                                                if (l_2568_) {
                                                    uint l_2569_ = (l_2550_ >> 0u);
                                                    uint l_2570_ = (32u - 0u);
                                                    uint l_2571_ = (l_2554_ << l_2570_);
                                                    uint l_2572_ = (l_2569_ | l_2571_);
                                                    l_mut_446_ = l_2572_;
                                                }
                                                uint l_2573_ = (l_2554_ >> 0u);
                                                uint _e9113 = l_mut_446_;
                                                l_mut_435_ = _e9113;
                                                l_mut_448_ = l_2573_;
                                            }
                                        }
                                        uint _e9114 = l_mut_447_;
                                        uint _e9115 = l_mut_2462_;
                                        uint l_2574_ = (_e9114 * _e9115);
                                        uint _e9117 = l_mut_451_;
                                        uint _e9118 = l_mut_2462_;
                                        uint l_2575_ = (_e9117 * _e9118);
                                        uint _e9120 = l_mut_447_;
                                        uint l_4762_ = (_e9120 & 65535u);
                                        uint _e9123 = l_mut_447_;
                                        uint l_4763_ = (_e9123 >> 16u);
                                        uint l_4764_ = (l_4763_ & 65535u);
                                        uint _e9128 = l_mut_2462_;
                                        uint l_4765_ = (_e9128 & 65535u);
                                        uint _e9131 = l_mut_2462_;
                                        uint l_4766_ = (_e9131 >> 16u);
                                        uint l_4767_ = (l_4766_ & 65535u);
                                        uint l_4768_ = (l_4762_ * l_4765_);
                                        uint l_4769_ = (l_4764_ * l_4765_);
                                        uint l_4770_ = (l_4762_ * l_4767_);
                                        uint l_4771_ = (l_4764_ * l_4767_);
                                        uint l_4772_ = (l_4768_ >> 16u);
                                        uint l_4773_ = (l_4772_ & 65535u);
                                        uint l_4774_ = (l_4769_ & 65535u);
                                        uint l_4775_ = (l_4773_ + l_4774_);
                                        uint l_4776_ = (l_4770_ & 65535u);
                                        uint l_4777_ = (l_4775_ + l_4776_);
                                        uint l_4778_ = (l_4769_ >> 16u);
                                        uint l_4779_ = (l_4778_ & 65535u);
                                        uint l_4780_ = (l_4771_ + l_4779_);
                                        uint l_4781_ = (l_4770_ >> 16u);
                                        uint l_4782_ = (l_4781_ & 65535u);
                                        uint l_4783_ = (l_4780_ + l_4782_);
                                        uint l_4784_ = (l_4777_ >> 16u);
                                        uint l_4785_ = (l_4784_ & 65535u);
                                        uint l_2576_ = (l_4783_ + l_4785_);
                                        uint l_2577_ = (l_2576_ + l_2575_);
                                        uint _e9166 = l_mut_451_;
                                        uint l_4787_ = (_e9166 & 65535u);
                                        uint _e9169 = l_mut_451_;
                                        uint l_4788_ = (_e9169 >> 16u);
                                        uint l_4789_ = (l_4788_ & 65535u);
                                        uint _e9174 = l_mut_2462_;
                                        uint l_4790_ = (_e9174 & 65535u);
                                        uint _e9177 = l_mut_2462_;
                                        uint l_4791_ = (_e9177 >> 16u);
                                        uint l_4792_ = (l_4791_ & 65535u);
                                        uint l_4793_ = (l_4787_ * l_4790_);
                                        uint l_4794_ = (l_4789_ * l_4790_);
                                        uint l_4795_ = (l_4787_ * l_4792_);
                                        uint l_4796_ = (l_4789_ * l_4792_);
                                        uint l_4797_ = (l_4793_ >> 16u);
                                        uint l_4798_ = (l_4797_ & 65535u);
                                        uint l_4799_ = (l_4794_ & 65535u);
                                        uint l_4800_ = (l_4798_ + l_4799_);
                                        uint l_4801_ = (l_4795_ & 65535u);
                                        uint l_4802_ = (l_4800_ + l_4801_);
                                        uint l_4803_ = (l_4794_ >> 16u);
                                        uint l_4804_ = (l_4803_ & 65535u);
                                        uint l_4805_ = (l_4796_ + l_4804_);
                                        uint l_4806_ = (l_4795_ >> 16u);
                                        uint l_4807_ = (l_4806_ & 65535u);
                                        uint l_4808_ = (l_4805_ + l_4807_);
                                        uint l_4809_ = (l_4802_ >> 16u);
                                        uint l_4810_ = (l_4809_ & 65535u);
                                        uint l_2578_ = (l_4808_ + l_4810_);
                                        bool l_2579_ = (l_2577_ < l_2575_);
                                        uint l_2580_ = uint(l_2579_);
                                        uint l_2581_ = (l_2578_ + l_2580_);
                                        l_mut_457_ = l_2574_;
                                        bool l_2583_ = (0u > 0u);
                                        if (l_2583_) {
                                            uint l_2584_ = (l_2574_ >> 0u);
                                            uint l_2585_ = (32u - 0u);
                                            uint l_2586_ = (l_2577_ << l_2585_);
                                            uint l_2587_ = (l_2584_ | l_2586_);
                                            l_mut_457_ = l_2587_;
                                        }
                                        l_mut_452_ = l_2577_;
                                        bool l_2588_ = (0u > 0u);
                                        if (l_2588_) {
                                            uint l_2589_ = (l_2577_ >> 0u);
                                            uint l_2590_ = (32u - 0u);
                                            uint l_2591_ = (l_2581_ << l_2590_);
                                            uint l_2592_ = (l_2589_ | l_2591_);
                                            l_mut_452_ = l_2592_;
                                        }
                                        uint _e9229 = l_mut_457_;
                                        l_mut_446_ = _e9229;
                                        uint _e9230 = l_mut_452_;
                                        l_mut_457_ = _e9230;
                                        if (false) {
                                            l_mut_446_ = l_2581_;
                                            l_mut_457_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_452_ = l_2577_;
                                                bool l_2595_ = (0u > 0u);
                                                if (l_2595_) {
                                                    uint l_2596_ = (l_2577_ >> 0u);
                                                    uint l_2597_ = (32u - 0u);
                                                    uint l_2598_ = (l_2581_ << l_2597_);
                                                    uint l_2599_ = (l_2596_ | l_2598_);
                                                    l_mut_452_ = l_2599_;
                                                }
                                                uint l_2600_ = (l_2581_ >> 0u);
                                                uint _e9242 = l_mut_452_;
                                                l_mut_446_ = _e9242;
                                                l_mut_457_ = l_2600_;
                                            }
                                        }
                                        uint _e9243 = l_mut_447_;
                                        uint _e9244 = l_mut_2462_;
                                        uint l_2601_ = (_e9243 * _e9244);
                                        uint _e9246 = l_mut_451_;
                                        uint _e9247 = l_mut_2462_;
                                        uint l_2602_ = (_e9246 * _e9247);
                                        uint _e9249 = l_mut_447_;
                                        uint l_4812_ = (_e9249 & 65535u);
                                        uint _e9252 = l_mut_447_;
                                        uint l_4813_ = (_e9252 >> 16u);
                                        uint l_4814_ = (l_4813_ & 65535u);
                                        uint _e9257 = l_mut_2462_;
                                        uint l_4815_ = (_e9257 & 65535u);
                                        uint _e9260 = l_mut_2462_;
                                        uint l_4816_ = (_e9260 >> 16u);
                                        uint l_4817_ = (l_4816_ & 65535u);
                                        uint l_4818_ = (l_4812_ * l_4815_);
                                        uint l_4819_ = (l_4814_ * l_4815_);
                                        uint l_4820_ = (l_4812_ * l_4817_);
                                        uint l_4821_ = (l_4814_ * l_4817_);
                                        uint l_4822_ = (l_4818_ >> 16u);
                                        uint l_4823_ = (l_4822_ & 65535u);
                                        uint l_4824_ = (l_4819_ & 65535u);
                                        uint l_4825_ = (l_4823_ + l_4824_);
                                        uint l_4826_ = (l_4820_ & 65535u);
                                        uint l_4827_ = (l_4825_ + l_4826_);
                                        uint l_4828_ = (l_4819_ >> 16u);
                                        uint l_4829_ = (l_4828_ & 65535u);
                                        uint l_4830_ = (l_4821_ + l_4829_);
                                        uint l_4831_ = (l_4820_ >> 16u);
                                        uint l_4832_ = (l_4831_ & 65535u);
                                        uint l_4833_ = (l_4830_ + l_4832_);
                                        uint l_4834_ = (l_4827_ >> 16u);
                                        uint l_4835_ = (l_4834_ & 65535u);
                                        uint l_2603_ = (l_4833_ + l_4835_);
                                        uint l_2604_ = (l_2603_ + l_2602_);
                                        uint _e9295 = l_mut_451_;
                                        uint l_4837_ = (_e9295 & 65535u);
                                        uint _e9298 = l_mut_451_;
                                        uint l_4838_ = (_e9298 >> 16u);
                                        uint l_4839_ = (l_4838_ & 65535u);
                                        uint _e9303 = l_mut_2462_;
                                        uint l_4840_ = (_e9303 & 65535u);
                                        uint _e9306 = l_mut_2462_;
                                        uint l_4841_ = (_e9306 >> 16u);
                                        uint l_4842_ = (l_4841_ & 65535u);
                                        uint l_4843_ = (l_4837_ * l_4840_);
                                        uint l_4844_ = (l_4839_ * l_4840_);
                                        uint l_4845_ = (l_4837_ * l_4842_);
                                        uint l_4846_ = (l_4839_ * l_4842_);
                                        uint l_4847_ = (l_4843_ >> 16u);
                                        uint l_4848_ = (l_4847_ & 65535u);
                                        uint l_4849_ = (l_4844_ & 65535u);
                                        uint l_4850_ = (l_4848_ + l_4849_);
                                        uint l_4851_ = (l_4845_ & 65535u);
                                        uint l_4852_ = (l_4850_ + l_4851_);
                                        uint l_4853_ = (l_4844_ >> 16u);
                                        uint l_4854_ = (l_4853_ & 65535u);
                                        uint l_4855_ = (l_4846_ + l_4854_);
                                        uint l_4856_ = (l_4845_ >> 16u);
                                        uint l_4857_ = (l_4856_ & 65535u);
                                        uint l_4858_ = (l_4855_ + l_4857_);
                                        uint l_4859_ = (l_4852_ >> 16u);
                                        uint l_4860_ = (l_4859_ & 65535u);
                                        uint l_2605_ = (l_4858_ + l_4860_);
                                        bool l_2606_ = (l_2604_ < l_2602_);
                                        uint l_2607_ = uint(l_2606_);
                                        uint l_2608_ = (l_2605_ + l_2607_);
                                        l_mut_452_ = l_2601_;
                                        bool l_2610_ = (0u > 0u);
                                        if (l_2610_) {
                                            uint l_2611_ = (l_2601_ >> 0u);
                                            uint l_2612_ = (32u - 0u);
                                            uint l_2613_ = (l_2604_ << l_2612_);
                                            uint l_2614_ = (l_2611_ | l_2613_);
                                            l_mut_452_ = l_2614_;
                                        }
                                        l_mut_428_ = l_2604_;
                                        bool l_2615_ = (0u > 0u);
                                        if (l_2615_) {
                                            uint l_2616_ = (l_2604_ >> 0u);
                                            uint l_2617_ = (32u - 0u);
                                            uint l_2618_ = (l_2608_ << l_2617_);
                                            uint l_2619_ = (l_2616_ | l_2618_);
                                            l_mut_428_ = l_2619_;
                                        }
                                        uint _e9358 = l_mut_452_;
                                        l_mut_401_ = _e9358;
                                        uint _e9359 = l_mut_428_;
                                        l_mut_452_ = _e9359;
                                        if (true) {
                                            l_mut_401_ = l_2608_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_428_ = l_2604_;
                                                bool l_2622_ = (0u > 0u);
                                                if (l_2622_) {
                                                    uint l_2623_ = (l_2604_ >> 0u);
                                                    uint l_2624_ = (32u - 0u);
                                                    uint l_2625_ = (l_2608_ << l_2624_);
                                                    uint l_2626_ = (l_2623_ | l_2625_);
                                                    l_mut_428_ = l_2626_;
                                                }
                                                uint l_2627_ = (l_2608_ >> 0u);
                                                uint _e9371 = l_mut_428_;
                                                l_mut_401_ = _e9371;
                                                l_mut_452_ = l_2627_;
                                            }
                                        }
                                        uint _e9372 = l_mut_435_;
                                        uint _e9373 = l_mut_2462_;
                                        uint l_2628_ = (_e9372 * _e9373);
                                        uint _e9375 = l_mut_435_;
                                        uint l_4862_ = (_e9375 & 65535u);
                                        uint _e9378 = l_mut_435_;
                                        uint l_4863_ = (_e9378 >> 16u);
                                        uint l_4864_ = (l_4863_ & 65535u);
                                        uint _e9383 = l_mut_2462_;
                                        uint l_4865_ = (_e9383 & 65535u);
                                        uint _e9386 = l_mut_2462_;
                                        uint l_4866_ = (_e9386 >> 16u);
                                        uint l_4867_ = (l_4866_ & 65535u);
                                        uint l_4868_ = (l_4862_ * l_4865_);
                                        uint l_4869_ = (l_4864_ * l_4865_);
                                        uint l_4870_ = (l_4862_ * l_4867_);
                                        uint l_4871_ = (l_4864_ * l_4867_);
                                        uint l_4872_ = (l_4868_ >> 16u);
                                        uint l_4873_ = (l_4872_ & 65535u);
                                        uint l_4874_ = (l_4869_ & 65535u);
                                        uint l_4875_ = (l_4873_ + l_4874_);
                                        uint l_4876_ = (l_4870_ & 65535u);
                                        uint l_4877_ = (l_4875_ + l_4876_);
                                        uint l_4878_ = (l_4869_ >> 16u);
                                        uint l_4879_ = (l_4878_ & 65535u);
                                        uint l_4880_ = (l_4871_ + l_4879_);
                                        uint l_4881_ = (l_4870_ >> 16u);
                                        uint l_4882_ = (l_4881_ & 65535u);
                                        uint l_4883_ = (l_4880_ + l_4882_);
                                        uint l_4884_ = (l_4877_ >> 16u);
                                        uint l_4885_ = (l_4884_ & 65535u);
                                        uint l_2629_ = (l_4883_ + l_4885_);
                                        uint _e9420 = l_mut_448_;
                                        uint _e9421 = l_mut_2462_;
                                        uint l_2630_ = (_e9420 * _e9421);
                                        uint l_2631_ = (l_2629_ + l_2630_);
                                        uint _e9424 = l_mut_401_;
                                        uint l_2632_ = (_e9424 + l_2628_);
                                        uint _e9426 = l_mut_452_;
                                        uint l_2633_ = (_e9426 + l_2631_);
                                        uint _e9428 = l_mut_401_;
                                        bool l_2634_ = (l_2632_ < _e9428);
                                        uint l_2635_ = uint(l_2634_);
                                        uint l_2636_ = (l_2633_ + l_2635_);
                                        uint _e9432 = l_mut_446_;
                                        l_mut_1656_ = _e9432;
                                        uint _e9433 = l_mut_457_;
                                        l_mut_743_ = _e9433;
                                        bool l_2637_ = (l_9_ == 64u);
                                        if (l_2637_) {
                                            l_mut_1656_ = l_2632_;
                                            l_mut_743_ = l_2636_;
                                        } else {
                                            bool l_2638_ = (l_9_ > 0u);
                                            if (l_2638_) {
                                                uint l_2639_ = (64u - l_9_);
                                                l_mut_452_ = l_2632_;
                                                l_mut_451_ = l_2636_;
                                                bool l_2640_ = (l_2639_ >= 32u);
                                                if (l_2640_) {
                                                    uint l_2641_ = (l_2639_ & 31u);
                                                    uint l_2642_ = (l_2632_ << l_2641_);
                                                    l_mut_452_ = 0u;
                                                    l_mut_451_ = l_2642_;
                                                } else {
                                                    bool l_2643_ = (l_2639_ > 0u);
                                                    if (l_2643_) {
                                                        uint l_2644_ = (l_2632_ << l_2639_);
                                                        uint l_2645_ = (l_2636_ << l_2639_);
                                                        uint l_2646_ = (32u - l_2639_);
                                                        uint l_2647_ = (l_2632_ >> l_2646_);
                                                        uint l_2648_ = (l_2645_ | l_2647_);
                                                        l_mut_452_ = l_2644_;
                                                        l_mut_451_ = l_2648_;
                                                    }
                                                }
                                                uint _e9454 = l_mut_446_;
                                                l_mut_448_ = _e9454;
                                                uint _e9455 = l_mut_457_;
                                                l_mut_447_ = _e9455;
                                                bool l_2649_ = (l_9_ >= 32u);
                                                if (l_2649_) {
                                                    uint l_2650_ = (l_9_ & 31u);
                                                    uint _e9460 = l_mut_457_;
                                                    uint l_2651_ = (_e9460 >> l_2650_);
                                                    l_mut_448_ = l_2651_;
                                                    l_mut_447_ = 0u;
                                                } else {
                                                    bool l_2652_ = (l_9_ > 0u);
                                                    if (l_2652_) {
                                                        uint _e9465 = l_mut_446_;
                                                        l_mut_435_ = _e9465;
                                                        bool l_2653_ = (l_9_ > 0u);
                                                        if (l_2653_) {
                                                            uint _e9468 = l_mut_446_;
                                                            uint l_2654_ = (_e9468 >> l_9_);
                                                            uint l_2655_ = (32u - l_9_);
                                                            uint _e9472 = l_mut_457_;
                                                            uint l_2656_ = (_e9472 << l_2655_);
                                                            uint l_2657_ = (l_2654_ | l_2656_);
                                                            l_mut_435_ = l_2657_;
                                                        }
                                                        uint _e9475 = l_mut_457_;
                                                        uint l_2658_ = (_e9475 >> l_9_);
                                                        uint _e9477 = l_mut_435_;
                                                        l_mut_448_ = _e9477;
                                                        l_mut_447_ = l_2658_;
                                                    }
                                                }
                                                uint _e9478 = l_mut_452_;
                                                uint _e9479 = l_mut_448_;
                                                uint l_2659_ = (_e9478 + _e9479);
                                                uint _e9481 = l_mut_451_;
                                                uint _e9482 = l_mut_447_;
                                                uint l_2660_ = (_e9481 + _e9482);
                                                uint _e9484 = l_mut_452_;
                                                bool l_2661_ = (l_2659_ < _e9484);
                                                uint l_2662_ = uint(l_2661_);
                                                uint l_2663_ = (l_2660_ + l_2662_);
                                                l_mut_1656_ = l_2659_;
                                                l_mut_743_ = l_2663_;
                                            }
                                        }
                                        if (l_2514_) {
                                            uint _e9489 = l_mut_1656_;
                                            uint l_2664_ = (0u - _e9489);
                                            uint _e9492 = l_mut_743_;
                                            uint l_2665_ = (0u - _e9492);
                                            uint _e9495 = l_mut_1656_;
                                            bool l_2666_ = (0u < _e9495);
                                            uint l_2667_ = uint(l_2666_);
                                            uint l_2668_ = (l_2665_ - l_2667_);
                                            l_mut_1656_ = l_2664_;
                                            l_mut_743_ = l_2668_;
                                        }
                                    }
                                    uint _e9499 = l_mut_1656_;
                                    uint l_2669_ = (l_2467_ + _e9499);
                                    uint _e9501 = l_mut_743_;
                                    uint l_2670_ = (l_2471_ + _e9501);
                                    bool l_2671_ = (l_2669_ < l_2467_);
                                    uint l_2672_ = uint(l_2671_);
                                    uint l_2673_ = (l_2670_ + l_2672_);
                                    uint l_2674_ = (0u - l_2669_);
                                    uint l_2675_ = (0u - l_2673_);
                                    bool l_2676_ = (0u < l_2669_);
                                    uint l_2677_ = uint(l_2676_);
                                    uint l_2678_ = (l_2675_ - l_2677_);
                                    l_mut_1656_ = l_2674_;
                                    l_mut_743_ = l_2678_;
                                    uint _e9514 = l_mut_743_;
                                    bool l_2679_ = (l_2673_ < _e9514);
                                    uint _e9516 = l_mut_743_;
                                    bool l_2680_ = (l_2673_ == _e9516);
                                    uint _e9518 = l_mut_1656_;
                                    bool l_2681_ = (l_2669_ < _e9518);
                                    if (l_2680_) {
                                        local_167 = l_2681_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2682_ = local_167;
                                    if (!(l_2679_)) {
                                        local_168 = l_2682_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2683_ = local_168;
                                    if (l_2683_) {
                                        l_mut_1656_ = l_2669_;
                                        l_mut_743_ = l_2673_;
                                    }
                                    uint _e9529 = l_mut_743_;
                                    bool l_2684_ = (_e9529 < l_17_);
                                    uint _e9531 = l_mut_743_;
                                    bool l_2685_ = (_e9531 == l_17_);
                                    uint _e9533 = l_mut_1656_;
                                    bool l_2686_ = (_e9533 < l_14_);
                                    if (l_2685_) {
                                        local_169 = l_2686_;
                                    } else {
                                        local_169 = false;
                                    }
                                    bool l_2687_ = local_169;
                                    if (!(l_2684_)) {
                                        local_170 = l_2687_;
                                    } else {
                                        local_170 = true;
                                    }
                                    bool l_2688_ = local_170;
                                    if (l_2688_) {
                                        uint _e9544 = l_mut_1940_;
                                        uint l_2689_ = (_e9544 * 2u);
                                        uint l_2690_ = (l_2689_ + 1u);
                                        uint l_2691_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2692_ = (l_2690_ < l_2691_);
                                        if (l_2692_) {
                                            uint l_4887_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4888_ = (l_4887_ * 1u);
                                            bool l_4889_ = (l_2689_ < l_4888_);
                                            if (l_4889_) {
                                                _group_0_binding_4_cs[l_2689_] = id;
                                            }
                                            uint l_2693_ = (l_2689_ + 1u);
                                            uint l_4890_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4891_ = (l_4890_ * 1u);
                                            bool l_4892_ = (l_2693_ < l_4891_);
                                            if (l_4892_) {
                                                uint _e9574 = l_mut_2462_;
                                                _group_0_binding_4_cs[l_2693_] = _e9574;
                                            }
                                        }
                                        uint _e9575 = l_mut_1940_;
                                        l_mut_1940_ = (_e9575 + 1u);
                                    }
                                }
                            }
                            uint _e9581 = l_mut_1940_;
                            l_mut_1945_ = _e9581;
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
