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
    uint l_mut_1677_ = 0u;
    uint l_mut_1678_ = 0u;
    uint l_mut_1683_ = 0u;
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
    bool local_48 = false;
    bool local_49 = false;
    uint l_mut_682_ = 0u;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    uint l_mut_762_ = 0u;
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
    bool local_68 = false;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    uint l_mut_887_ = 0u;
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
    uint l_mut_982_ = 0u;
    bool local_84 = false;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    uint l_mut_1065_ = 0u;
    bool local_91 = false;
    bool local_92 = false;
    bool local_93 = false;
    bool local_94 = false;
    bool local_95 = false;
    bool local_96 = false;
    bool local_97 = false;
    bool local_98 = false;
    bool local_99 = false;
    uint l_mut_1675_ = 0u;
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
    bool local_113 = false;
    bool local_114 = false;
    bool local_115 = false;
    uint l_mut_1786_ = 0u;
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
    bool local_127 = false;
    bool local_128 = false;
    bool local_129 = false;
    bool local_130 = false;
    bool local_131 = false;
    bool local_132 = false;
    bool local_133 = false;
    bool local_134 = false;
    bool local_135 = false;
    bool local_136 = false;
    uint l_mut_1913_ = 0u;
    bool local_137 = false;
    bool local_138 = false;
    bool local_139 = false;
    bool local_140 = false;
    bool local_141 = false;
    bool local_142 = false;
    bool local_143 = false;
    bool local_144 = false;
    uint l_mut_1993_ = 0u;
    bool local_145 = false;
    bool local_146 = false;
    bool local_147 = false;
    bool local_148 = false;
    bool local_149 = false;
    bool local_150 = false;
    bool local_151 = false;
    bool local_152 = false;
    bool local_153 = false;
    bool local_154 = false;
    bool local_155 = false;
    bool local_156 = false;
    bool local_157 = false;
    bool local_158 = false;
    bool local_159 = false;
    bool local_160 = false;
    uint l_mut_2118_ = 0u;
    bool local_161 = false;
    bool local_162 = false;
    bool local_163 = false;
    bool local_164 = false;
    bool local_165 = false;
    bool local_166 = false;
    bool local_167 = false;
    bool local_168 = false;
    bool local_169 = false;
    bool local_170 = false;
    uint l_mut_2213_ = 0u;
    bool local_171 = false;
    bool local_172 = false;
    bool local_173 = false;
    bool local_174 = false;
    bool local_175 = false;
    bool local_176 = false;
    bool local_177 = false;
    bool local_178 = false;
    uint l_mut_2297_ = 0u;
    bool local_179 = false;
    bool local_180 = false;
    bool local_181 = false;
    bool local_182 = false;
    uint l_mut_2531_ = 0u;
    uint l_mut_2538_ = 0u;
    bool local_183 = false;
    bool local_184 = false;
    bool local_185 = false;
    bool local_186 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2854_ = _group_0_binding_6_cs.static_meta[5];
        uint l_2855_ = (l_2854_ * 1u);
        uint l_2856_ = (l_2855_ - 1u);
        uint l_2857_ = min(3u, l_2856_);
        uint _e69 = atomicAdd(_group_0_binding_5_cs[l_2857_], 1u);
    }
    uint l_2770_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2771_ = (l_2770_ * 1u);
    bool l_2772_ = (0u < l_2771_);
    uint l_2773_ = (l_2771_ - 1u);
    uint l_2774_ = min(0u, l_2773_);
    uint l_2775_ = _group_0_binding_3_cs[l_2774_];
    uint l_4_ = (l_2772_ ? l_2775_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2777_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2778_ = (l_2777_ * 1u);
    bool l_2779_ = (l_6_ < l_2778_);
    uint l_2780_ = (l_2778_ - 1u);
    uint l_2781_ = min(l_6_, l_2780_);
    uint l_2782_ = _group_0_binding_3_cs[l_2781_];
    uint l_7_ = (l_2779_ ? l_2782_ : 0u);
    uint l_2784_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2785_ = (l_2784_ * 1u);
    bool l_2786_ = (2u < l_2785_);
    uint l_2787_ = (l_2785_ - 1u);
    uint l_2788_ = min(2u, l_2787_);
    uint l_2789_ = _group_0_binding_3_cs[l_2788_];
    uint l_9_ = (l_2786_ ? l_2789_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2791_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2792_ = (l_2791_ * 1u);
    bool l_2793_ = (l_11_ < l_2792_);
    uint l_2794_ = (l_2792_ - 1u);
    uint l_2795_ = min(l_11_, l_2794_);
    uint l_2796_ = _group_0_binding_3_cs[l_2795_];
    uint l_12_ = (l_2793_ ? l_2796_ : 0u);
    uint l_2798_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2799_ = (l_2798_ * 1u);
    bool l_2800_ = (4u < l_2799_);
    uint l_2801_ = (l_2799_ - 1u);
    uint l_2802_ = min(4u, l_2801_);
    uint l_2803_ = _group_0_binding_3_cs[l_2802_];
    uint l_14_ = (l_2800_ ? l_2803_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2805_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2806_ = (l_2805_ * 1u);
    bool l_2807_ = (l_16_ < l_2806_);
    uint l_2808_ = (l_2806_ - 1u);
    uint l_2809_ = min(l_16_, l_2808_);
    uint l_2810_ = _group_0_binding_3_cs[l_2809_];
    uint l_17_ = (l_2807_ ? l_2810_ : 0u);
    uint l_2812_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2813_ = (l_2812_ * 1u);
    bool l_2814_ = (6u < l_2813_);
    uint l_2815_ = (l_2813_ - 1u);
    uint l_2816_ = min(6u, l_2815_);
    uint l_2817_ = _group_0_binding_3_cs[l_2816_];
    uint l_19_ = (l_2814_ ? l_2817_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2819_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2820_ = (l_2819_ * 1u);
    bool l_2821_ = (l_21_ < l_2820_);
    uint l_2822_ = (l_2820_ - 1u);
    uint l_2823_ = min(l_21_, l_2822_);
    uint l_2824_ = _group_0_binding_3_cs[l_2823_];
    uint l_22_ = (l_2821_ ? l_2824_ : 0u);
    uint l_2826_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2827_ = (l_2826_ * 1u);
    bool l_2828_ = (8u < l_2827_);
    uint l_2829_ = (l_2827_ - 1u);
    uint l_2830_ = min(8u, l_2829_);
    uint l_2831_ = _group_0_binding_3_cs[l_2830_];
    uint l_24_ = (l_2828_ ? l_2831_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2833_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2834_ = (l_2833_ * 1u);
    bool l_2835_ = (l_26_ < l_2834_);
    uint l_2836_ = (l_2834_ - 1u);
    uint l_2837_ = min(l_26_, l_2836_);
    uint l_2838_ = _group_0_binding_3_cs[l_2837_];
    uint l_27_ = (l_2835_ ? l_2838_ : 0u);
    uint l_2840_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2841_ = (l_2840_ * 1u);
    bool l_2842_ = (10u < l_2841_);
    uint l_2843_ = (l_2841_ - 1u);
    uint l_2844_ = min(10u, l_2843_);
    uint l_2845_ = _group_0_binding_3_cs[l_2844_];
    uint l_29_ = (l_2842_ ? l_2845_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2847_ = _group_0_binding_6_cs.static_meta[3];
    uint l_2848_ = (l_2847_ * 1u);
    bool l_2849_ = (l_31_ < l_2848_);
    uint l_2850_ = (l_2848_ - 1u);
    uint l_2851_ = min(l_31_, l_2850_);
    uint l_2852_ = _group_0_binding_3_cs[l_2851_];
    uint l_32_ = (l_2849_ ? l_2852_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_2859_ = (id & 65535u);
    uint l_2860_ = (id >> 16u);
    uint l_2861_ = (l_2860_ & 65535u);
    uint l_2862_ = (l_4_ & 65535u);
    uint l_2863_ = (l_4_ >> 16u);
    uint l_2864_ = (l_2863_ & 65535u);
    uint l_2865_ = (l_2859_ * l_2862_);
    uint l_2866_ = (l_2861_ * l_2862_);
    uint l_2867_ = (l_2859_ * l_2864_);
    uint l_2868_ = (l_2861_ * l_2864_);
    uint l_2869_ = (l_2865_ >> 16u);
    uint l_2870_ = (l_2869_ & 65535u);
    uint l_2871_ = (l_2866_ & 65535u);
    uint l_2872_ = (l_2870_ + l_2871_);
    uint l_2873_ = (l_2867_ & 65535u);
    uint l_2874_ = (l_2872_ + l_2873_);
    uint l_2875_ = (l_2866_ >> 16u);
    uint l_2876_ = (l_2875_ & 65535u);
    uint l_2877_ = (l_2868_ + l_2876_);
    uint l_2878_ = (l_2867_ >> 16u);
    uint l_2879_ = (l_2878_ & 65535u);
    uint l_2880_ = (l_2877_ + l_2879_);
    uint l_2881_ = (l_2874_ >> 16u);
    uint l_2882_ = (l_2881_ & 65535u);
    uint l_37_ = (l_2880_ + l_2882_);
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
        uint l_2884_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2885_ = (l_2884_ * 1u);
        bool l_2886_ = (l_58_ < l_2885_);
        uint l_2887_ = (l_2885_ - 1u);
        uint l_2888_ = min(l_58_, l_2887_);
        uint l_2889_ = _group_0_binding_0_cs[l_2888_];
        uint l_59_ = (l_2886_ ? l_2889_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2891_ = _group_0_binding_6_cs.static_meta[0];
        uint l_2892_ = (l_2891_ * 1u);
        bool l_2893_ = (l_61_ < l_2892_);
        uint l_2894_ = (l_2892_ - 1u);
        uint l_2895_ = min(l_61_, l_2894_);
        uint l_2896_ = _group_0_binding_0_cs[l_2895_];
        uint l_62_ = (l_2893_ ? l_2896_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2898_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2899_ = (l_2898_ * 1u);
        bool l_2900_ = (l_63_ < l_2899_);
        uint l_2901_ = (l_2899_ - 1u);
        uint l_2902_ = min(l_63_, l_2901_);
        uint l_2903_ = _group_0_binding_1_cs[l_2902_];
        uint l_64_ = (l_2900_ ? l_2903_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2905_ = _group_0_binding_6_cs.static_meta[1];
        uint l_2906_ = (l_2905_ * 1u);
        bool l_2907_ = (l_66_ < l_2906_);
        uint l_2908_ = (l_2906_ - 1u);
        uint l_2909_ = min(l_66_, l_2908_);
        uint l_2910_ = _group_0_binding_1_cs[l_2909_];
        uint l_67_ = (l_2907_ ? l_2910_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2912_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2913_ = (l_2912_ * 1u);
        bool l_2914_ = (l_68_ < l_2913_);
        uint l_2915_ = (l_2913_ - 1u);
        uint l_2916_ = min(l_68_, l_2915_);
        uint l_2917_ = _group_0_binding_2_cs[l_2916_];
        uint l_69_ = (l_2914_ ? l_2917_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2919_ = _group_0_binding_6_cs.static_meta[2];
        uint l_2920_ = (l_2919_ * 1u);
        bool l_2921_ = (l_71_ < l_2920_);
        uint l_2922_ = (l_2920_ - 1u);
        uint l_2923_ = min(l_71_, l_2922_);
        uint l_2924_ = _group_0_binding_2_cs[l_2923_];
        uint l_72_ = (l_2921_ ? l_2924_ : 0u);
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
        uint l_2926_ = (_e487 & 65535u);
        uint _e490 = l_mut_40_;
        uint l_2927_ = (_e490 >> 16u);
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
        uint l_83_ = (l_2947_ + l_2949_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e531 = l_mut_75_;
        uint l_2951_ = (_e531 & 65535u);
        uint _e534 = l_mut_75_;
        uint l_2952_ = (_e534 >> 16u);
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
        uint l_85_ = (l_2972_ + l_2974_);
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
            uint l_2976_ = (_e652 & 65535u);
            uint _e655 = l_mut_90_;
            uint l_2977_ = (_e655 >> 16u);
            uint l_2978_ = (l_2977_ & 65535u);
            uint l_2979_ = (l_123_ & 65535u);
            uint l_2980_ = (l_123_ >> 16u);
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
            uint l_133_ = (l_2997_ + l_2999_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e696 = l_mut_75_;
            uint l_3001_ = (_e696 & 65535u);
            uint _e699 = l_mut_75_;
            uint l_3002_ = (_e699 >> 16u);
            uint l_3003_ = (l_3002_ & 65535u);
            uint l_3004_ = (l_123_ & 65535u);
            uint l_3005_ = (l_123_ >> 16u);
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
            uint l_135_ = (l_3022_ + l_3024_);
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
            uint l_3026_ = (_e805 & 65535u);
            uint _e808 = l_mut_151_;
            uint l_3027_ = (_e808 >> 16u);
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
            uint l_174_ = (l_3047_ + l_3049_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e849 = l_mut_145_;
            uint l_3051_ = (_e849 & 65535u);
            uint _e852 = l_mut_145_;
            uint l_3052_ = (_e852 >> 16u);
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
            uint l_176_ = (l_3072_ + l_3074_);
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
            uint l_3076_ = (_e928 & 65535u);
            uint _e931 = l_mut_151_;
            uint l_3077_ = (_e931 >> 16u);
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
            uint l_201_ = (l_3097_ + l_3099_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e972 = l_mut_145_;
            uint l_3101_ = (_e972 & 65535u);
            uint _e975 = l_mut_145_;
            uint l_3102_ = (_e975 >> 16u);
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
            uint l_203_ = (l_3122_ + l_3124_);
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
            uint l_3126_ = (_e1051 & 65535u);
            uint _e1054 = l_mut_40_;
            uint l_3127_ = (_e1054 >> 16u);
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
            uint l_230_ = (l_3147_ + l_3149_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1095 = l_mut_90_;
            uint l_3151_ = (_e1095 & 65535u);
            uint _e1098 = l_mut_90_;
            uint l_3152_ = (_e1098 >> 16u);
            uint l_3153_ = (l_3152_ & 65535u);
            uint l_3154_ = (l_4_ & 65535u);
            uint l_3155_ = (l_4_ >> 16u);
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
            uint l_232_ = (l_3172_ + l_3174_);
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
            uint l_3176_ = (_e1174 & 65535u);
            uint _e1177 = l_mut_40_;
            uint l_3177_ = (_e1177 >> 16u);
            uint l_3178_ = (l_3177_ & 65535u);
            uint l_3179_ = (l_4_ & 65535u);
            uint l_3180_ = (l_4_ >> 16u);
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
            uint l_257_ = (l_3197_ + l_3199_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1218 = l_mut_90_;
            uint l_3201_ = (_e1218 & 65535u);
            uint _e1221 = l_mut_90_;
            uint l_3202_ = (_e1221 >> 16u);
            uint l_3203_ = (l_3202_ & 65535u);
            uint l_3204_ = (l_4_ & 65535u);
            uint l_3205_ = (l_4_ >> 16u);
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
            uint l_259_ = (l_3222_ + l_3224_);
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
            uint l_3226_ = (_e1295 & 65535u);
            uint _e1298 = l_mut_219_;
            uint l_3227_ = (_e1298 >> 16u);
            uint l_3228_ = (l_3227_ & 65535u);
            uint l_3229_ = (l_4_ & 65535u);
            uint l_3230_ = (l_4_ >> 16u);
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
            uint l_285_ = (l_3247_ + l_3249_);
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
            uint l_3251_ = (_e1491 & 65535u);
            uint _e1494 = l_mut_90_;
            uint l_3252_ = (_e1494 >> 16u);
            uint l_3253_ = (l_3252_ & 65535u);
            uint l_3254_ = (l_367_ & 65535u);
            uint l_3255_ = (l_367_ >> 16u);
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
            uint l_369_ = (l_3272_ + l_3274_);
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
            uint l_3276_ = (_e1544 & 65535u);
            uint _e1547 = l_mut_90_;
            uint l_3277_ = (_e1547 >> 16u);
            uint l_3278_ = (l_3277_ & 65535u);
            uint l_3279_ = (l_372_ & 65535u);
            uint l_3280_ = (l_372_ >> 16u);
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
            uint l_375_ = (l_3297_ + l_3299_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1588 = l_mut_75_;
            uint l_3301_ = (_e1588 & 65535u);
            uint _e1591 = l_mut_75_;
            uint l_3302_ = (_e1591 >> 16u);
            uint l_3303_ = (l_3302_ & 65535u);
            uint l_3304_ = (l_372_ & 65535u);
            uint l_3305_ = (l_372_ >> 16u);
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
            uint l_377_ = (l_3322_ + l_3324_);
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
                            uint l_3326_ = (_e1854 & 65535u);
                            uint _e1857 = l_mut_90_;
                            uint l_3327_ = (_e1857 >> 16u);
                            uint l_3328_ = (l_3327_ & 65535u);
                            uint _e1862 = l_mut_428_;
                            uint l_3329_ = (_e1862 & 65535u);
                            uint _e1865 = l_mut_428_;
                            uint l_3330_ = (_e1865 >> 16u);
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
                            uint l_486_ = (l_3347_ + l_3349_);
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
                            uint l_3351_ = (_e2167 & 65535u);
                            uint _e2170 = l_mut_90_;
                            uint l_3352_ = (_e2170 >> 16u);
                            uint l_3353_ = (l_3352_ & 65535u);
                            uint _e2175 = l_mut_444_;
                            uint l_3354_ = (_e2175 & 65535u);
                            uint _e2178 = l_mut_444_;
                            uint l_3355_ = (_e2178 >> 16u);
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
                            uint l_594_ = (l_3372_ + l_3374_);
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
                uint _e2347 = l_mut_450_;
                l_mut_444_ = _e2347;
                uint _e2348 = l_mut_445_;
                l_mut_441_ = _e2348;
                if (false) {
                    uint _e2351 = l_mut_445_;
                    uint l_648_ = (_e2351 >> 3u);
                    l_mut_444_ = l_648_;
                    l_mut_441_ = 0u;
                } else {
                    if (true) {
                        uint _e2355 = l_mut_450_;
                        l_mut_440_ = _e2355;
                        if (true) {
                            uint _e2357 = l_mut_450_;
                            uint l_651_ = (_e2357 >> 3u);
                            uint _e2360 = l_mut_445_;
                            uint l_652_ = (_e2360 << 29u);
                            uint l_653_ = (l_651_ | l_652_);
                            l_mut_440_ = l_653_;
                        }
                        uint _e2364 = l_mut_445_;
                        uint l_654_ = (_e2364 >> 3u);
                        uint _e2367 = l_mut_440_;
                        l_mut_444_ = _e2367;
                        l_mut_441_ = l_654_;
                    }
                }
                uint _e2368 = l_mut_441_;
                uint _e2369 = l_mut_213_;
                bool l_655_ = (_e2368 < _e2369);
                uint _e2371 = l_mut_441_;
                uint _e2372 = l_mut_213_;
                bool l_656_ = (_e2371 == _e2372);
                uint _e2374 = l_mut_444_;
                uint _e2375 = l_mut_219_;
                bool l_657_ = (_e2374 < _e2375);
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
                bool l_660_ = !(l_659_);
                l_mut_645_ = l_660_;
                l_mut_444_ = 0u;
                uint _e2388 = l_mut_219_;
                uint _e2389 = l_mut_213_;
                uint l_661_ = (_e2388 | _e2389);
                bool l_662_ = (l_661_ == 0u);
                bool l_663_ = !(l_662_);
                bool _e2394 = l_mut_645_;
                if (_e2394) {
                    local_45 = l_663_;
                } else {
                    local_45 = false;
                }
                bool l_664_ = local_45;
                uint _e2399 = l_mut_213_;
                uint _e2400 = l_mut_445_;
                bool l_665_ = (_e2399 < _e2400);
                uint _e2402 = l_mut_213_;
                uint _e2403 = l_mut_445_;
                bool l_666_ = (_e2402 == _e2403);
                uint _e2405 = l_mut_219_;
                uint _e2406 = l_mut_450_;
                bool l_667_ = (_e2405 < _e2406);
                if (l_666_) {
                    local_46 = l_667_;
                } else {
                    local_46 = false;
                }
                bool l_668_ = local_46;
                if (!(l_665_)) {
                    local_47 = l_668_;
                } else {
                    local_47 = true;
                }
                bool l_669_ = local_47;
                if (l_664_) {
                    local_48 = l_669_;
                } else {
                    local_48 = false;
                }
                bool l_670_ = local_48;
                uint _e2421 = l_mut_102_;
                uint _e2422 = l_mut_96_;
                uint l_671_ = (_e2421 + _e2422);
                bool l_672_ = (l_671_ < l_4_);
                if (l_670_) {
                    local_49 = l_672_;
                } else {
                    local_49 = false;
                }
                bool l_673_ = local_49;
                if (l_673_) {
                    uint _e2429 = l_mut_102_;
                    uint l_674_ = (l_4_ - _e2429);
                    uint _e2431 = l_mut_96_;
                    uint l_675_ = (l_674_ - _e2431);
                    uint _e2433 = l_mut_102_;
                    uint l_676_ = (l_675_ / _e2433);
                    uint _e2435 = l_mut_450_;
                    uint l_677_ = (_e2435 - 1u);
                    uint _e2438 = l_mut_445_;
                    uint l_678_ = (_e2438 - 0u);
                    uint _e2441 = l_mut_450_;
                    bool l_679_ = (_e2441 < 1u);
                    uint l_680_ = uint(l_679_);
                    uint l_681_ = (l_678_ - l_680_);
                    l_mut_450_ = l_677_;
                    l_mut_445_ = l_681_;
                    l_mut_441_ = 0u;
                    l_mut_682_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2534 = l_mut_682_;
                            l_mut_682_ = (_e2534 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2449 = l_mut_682_;
                        if ((_e2449 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2453 = l_mut_682_;
                            uint l_683_ = (19u - _e2453);
                            uint _e2455 = l_mut_450_;
                            l_mut_440_ = _e2455;
                            uint _e2456 = l_mut_445_;
                            l_mut_439_ = _e2456;
                            bool l_684_ = (l_683_ >= 32u);
                            if (l_684_) {
                                uint l_685_ = (l_683_ & 31u);
                                uint _e2461 = l_mut_445_;
                                uint l_686_ = (_e2461 >> l_685_);
                                l_mut_440_ = l_686_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_687_ = (l_683_ > 0u);
                                if (l_687_) {
                                    uint _e2466 = l_mut_450_;
                                    l_mut_428_ = _e2466;
                                    bool l_688_ = (l_683_ > 0u);
                                    if (l_688_) {
                                        uint _e2469 = l_mut_450_;
                                        uint l_689_ = (_e2469 >> l_683_);
                                        uint l_690_ = (32u - l_683_);
                                        uint _e2473 = l_mut_445_;
                                        uint l_691_ = (_e2473 << l_690_);
                                        uint l_692_ = (l_689_ | l_691_);
                                        l_mut_428_ = l_692_;
                                    }
                                    uint _e2476 = l_mut_445_;
                                    uint l_693_ = (_e2476 >> l_683_);
                                    uint _e2478 = l_mut_428_;
                                    l_mut_440_ = _e2478;
                                    l_mut_439_ = l_693_;
                                }
                            }
                            uint _e2479 = l_mut_439_;
                            uint _e2480 = l_mut_213_;
                            bool l_694_ = (_e2479 < _e2480);
                            uint _e2482 = l_mut_439_;
                            uint _e2483 = l_mut_213_;
                            bool l_695_ = (_e2482 == _e2483);
                            uint _e2485 = l_mut_440_;
                            uint _e2486 = l_mut_219_;
                            bool l_696_ = (_e2485 < _e2486);
                            if (l_695_) {
                                local_50 = l_696_;
                            } else {
                                local_50 = false;
                            }
                            bool l_697_ = local_50;
                            if (!(l_694_)) {
                                local_51 = l_697_;
                            } else {
                                local_51 = true;
                            }
                            bool l_698_ = local_51;
                            bool l_699_ = !(l_698_);
                            if (l_699_) {
                                uint _e2498 = l_mut_219_;
                                l_mut_440_ = _e2498;
                                uint _e2499 = l_mut_213_;
                                l_mut_439_ = _e2499;
                                bool l_700_ = (l_683_ >= 32u);
                                if (l_700_) {
                                    uint l_701_ = (l_683_ & 31u);
                                    uint _e2504 = l_mut_219_;
                                    uint l_702_ = (_e2504 << l_701_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_702_;
                                } else {
                                    bool l_703_ = (l_683_ > 0u);
                                    if (l_703_) {
                                        uint _e2509 = l_mut_219_;
                                        uint l_704_ = (_e2509 << l_683_);
                                        uint _e2511 = l_mut_213_;
                                        uint l_705_ = (_e2511 << l_683_);
                                        uint l_706_ = (32u - l_683_);
                                        uint _e2515 = l_mut_219_;
                                        uint l_707_ = (_e2515 >> l_706_);
                                        uint l_708_ = (l_705_ | l_707_);
                                        l_mut_440_ = l_704_;
                                        l_mut_439_ = l_708_;
                                    }
                                }
                                uint _e2518 = l_mut_450_;
                                uint _e2519 = l_mut_440_;
                                uint l_709_ = (_e2518 - _e2519);
                                uint _e2521 = l_mut_445_;
                                uint _e2522 = l_mut_439_;
                                uint l_710_ = (_e2521 - _e2522);
                                uint _e2524 = l_mut_450_;
                                uint _e2525 = l_mut_440_;
                                bool l_711_ = (_e2524 < _e2525);
                                uint l_712_ = uint(l_711_);
                                uint l_713_ = (l_710_ - l_712_);
                                l_mut_450_ = l_709_;
                                l_mut_445_ = l_713_;
                                uint l_714_ = (1u << l_683_);
                                uint _e2531 = l_mut_441_;
                                l_mut_441_ = (_e2531 | l_714_);
                            }
                        }
                    }
                    uint _e2536 = l_mut_441_;
                    uint l_715_ = min(_e2536, l_676_);
                    l_mut_441_ = l_715_;
                    uint _e2538 = l_mut_445_;
                    uint _e2539 = l_mut_213_;
                    bool l_716_ = (_e2538 < _e2539);
                    uint _e2541 = l_mut_445_;
                    uint _e2542 = l_mut_213_;
                    bool l_717_ = (_e2541 == _e2542);
                    uint _e2544 = l_mut_450_;
                    uint _e2545 = l_mut_219_;
                    bool l_718_ = (_e2544 < _e2545);
                    if (l_717_) {
                        local_52 = l_718_;
                    } else {
                        local_52 = false;
                    }
                    bool l_719_ = local_52;
                    if (!(l_716_)) {
                        local_53 = l_719_;
                    } else {
                        local_53 = true;
                    }
                    bool l_720_ = local_53;
                    bool l_721_ = !(l_720_);
                    if (l_721_) {
                        l_mut_441_ = l_676_;
                    }
                    uint _e2557 = l_mut_441_;
                    l_mut_444_ = _e2557;
                }
                uint _e2558 = l_mut_444_;
                bool l_722_ = (_e2558 > 0u);
                if (l_722_) {
                    uint _e2561 = l_mut_219_;
                    uint _e2562 = l_mut_444_;
                    uint l_723_ = (_e2561 * _e2562);
                    uint _e2564 = l_mut_219_;
                    uint l_3376_ = (_e2564 & 65535u);
                    uint _e2567 = l_mut_219_;
                    uint l_3377_ = (_e2567 >> 16u);
                    uint l_3378_ = (l_3377_ & 65535u);
                    uint _e2572 = l_mut_444_;
                    uint l_3379_ = (_e2572 & 65535u);
                    uint _e2575 = l_mut_444_;
                    uint l_3380_ = (_e2575 >> 16u);
                    uint l_3381_ = (l_3380_ & 65535u);
                    uint l_3382_ = (l_3376_ * l_3379_);
                    uint l_3383_ = (l_3378_ * l_3379_);
                    uint l_3384_ = (l_3376_ * l_3381_);
                    uint l_3385_ = (l_3378_ * l_3381_);
                    uint l_3386_ = (l_3382_ >> 16u);
                    uint l_3387_ = (l_3386_ & 65535u);
                    uint l_3388_ = (l_3383_ & 65535u);
                    uint l_3389_ = (l_3387_ + l_3388_);
                    uint l_3390_ = (l_3384_ & 65535u);
                    uint l_3391_ = (l_3389_ + l_3390_);
                    uint l_3392_ = (l_3383_ >> 16u);
                    uint l_3393_ = (l_3392_ & 65535u);
                    uint l_3394_ = (l_3385_ + l_3393_);
                    uint l_3395_ = (l_3384_ >> 16u);
                    uint l_3396_ = (l_3395_ & 65535u);
                    uint l_3397_ = (l_3394_ + l_3396_);
                    uint l_3398_ = (l_3391_ >> 16u);
                    uint l_3399_ = (l_3398_ & 65535u);
                    uint l_724_ = (l_3397_ + l_3399_);
                    uint _e2609 = l_mut_213_;
                    uint _e2610 = l_mut_444_;
                    uint l_725_ = (_e2609 * _e2610);
                    uint l_726_ = (l_724_ + l_725_);
                    uint _e2613 = l_mut_275_;
                    uint l_727_ = (_e2613 - l_723_);
                    uint _e2615 = l_mut_269_;
                    uint l_728_ = (_e2615 - l_726_);
                    uint _e2617 = l_mut_275_;
                    bool l_729_ = (_e2617 < l_723_);
                    uint l_730_ = uint(l_729_);
                    uint l_731_ = (l_728_ - l_730_);
                    l_mut_275_ = l_727_;
                    l_mut_269_ = l_731_;
                    uint _e2621 = l_mut_444_;
                    uint _e2622 = l_mut_102_;
                    uint l_732_ = (_e2621 * _e2622);
                    uint _e2624 = l_mut_96_;
                    l_mut_96_ = (_e2624 + l_732_);
                } else {
                    uint _e2626 = l_mut_102_;
                    uint l_733_ = (l_4_ - _e2626);
                    uint _e2628 = l_mut_96_;
                    uint l_734_ = (l_733_ / _e2628);
                    l_mut_450_ = 0u;
                    l_mut_645_ = false;
                    uint _e2632 = l_mut_219_;
                    l_mut_445_ = _e2632;
                    uint _e2633 = l_mut_213_;
                    l_mut_444_ = _e2633;
                    if (false) {
                        uint _e2636 = l_mut_213_;
                        uint l_737_ = (_e2636 >> 3u);
                        l_mut_445_ = l_737_;
                        l_mut_444_ = 0u;
                    } else {
                        if (true) {
                            uint _e2640 = l_mut_219_;
                            l_mut_441_ = _e2640;
                            if (true) {
                                uint _e2642 = l_mut_219_;
                                uint l_740_ = (_e2642 >> 3u);
                                uint _e2645 = l_mut_213_;
                                uint l_741_ = (_e2645 << 29u);
                                uint l_742_ = (l_740_ | l_741_);
                                l_mut_441_ = l_742_;
                            }
                            uint _e2649 = l_mut_213_;
                            uint l_743_ = (_e2649 >> 3u);
                            uint _e2652 = l_mut_441_;
                            l_mut_445_ = _e2652;
                            l_mut_444_ = l_743_;
                        }
                    }
                    uint _e2653 = l_mut_444_;
                    uint _e2654 = l_mut_269_;
                    bool l_744_ = (_e2653 < _e2654);
                    uint _e2656 = l_mut_444_;
                    uint _e2657 = l_mut_269_;
                    bool l_745_ = (_e2656 == _e2657);
                    uint _e2659 = l_mut_445_;
                    uint _e2660 = l_mut_275_;
                    bool l_746_ = (_e2659 < _e2660);
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
                    l_mut_645_ = l_749_;
                    uint _e2672 = l_mut_275_;
                    uint _e2673 = l_mut_269_;
                    uint l_750_ = (_e2672 | _e2673);
                    bool l_751_ = (l_750_ == 0u);
                    if (l_751_) {
                        l_mut_450_ = l_734_;
                    } else {
                        bool _e2677 = l_mut_645_;
                        if (_e2677) {
                            uint _e2678 = l_mut_269_;
                            uint _e2679 = l_mut_213_;
                            bool l_752_ = (_e2678 < _e2679);
                            uint _e2681 = l_mut_269_;
                            uint _e2682 = l_mut_213_;
                            bool l_753_ = (_e2681 == _e2682);
                            uint _e2684 = l_mut_275_;
                            uint _e2685 = l_mut_219_;
                            bool l_754_ = (_e2684 < _e2685);
                            if (l_753_) {
                                local_56 = l_754_;
                            } else {
                                local_56 = false;
                            }
                            bool l_755_ = local_56;
                            if (!(l_752_)) {
                                local_57 = l_755_;
                            } else {
                                local_57 = true;
                            }
                            bool l_756_ = local_57;
                            if (l_756_) {
                                uint _e2696 = l_mut_219_;
                                uint l_757_ = (_e2696 - 1u);
                                uint _e2699 = l_mut_213_;
                                uint l_758_ = (_e2699 - 0u);
                                uint _e2702 = l_mut_219_;
                                bool l_759_ = (_e2702 < 1u);
                                uint l_760_ = uint(l_759_);
                                uint l_761_ = (l_758_ - l_760_);
                                l_mut_445_ = l_757_;
                                l_mut_444_ = l_761_;
                                l_mut_441_ = 0u;
                                l_mut_762_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2795 = l_mut_762_;
                                        l_mut_762_ = (_e2795 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2710 = l_mut_762_;
                                    if ((_e2710 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2714 = l_mut_762_;
                                        uint l_763_ = (19u - _e2714);
                                        uint _e2716 = l_mut_445_;
                                        l_mut_440_ = _e2716;
                                        uint _e2717 = l_mut_444_;
                                        l_mut_439_ = _e2717;
                                        bool l_764_ = (l_763_ >= 32u);
                                        if (l_764_) {
                                            uint l_765_ = (l_763_ & 31u);
                                            uint _e2722 = l_mut_444_;
                                            uint l_766_ = (_e2722 >> l_765_);
                                            l_mut_440_ = l_766_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_767_ = (l_763_ > 0u);
                                            if (l_767_) {
                                                uint _e2727 = l_mut_445_;
                                                l_mut_428_ = _e2727;
                                                bool l_768_ = (l_763_ > 0u);
                                                if (l_768_) {
                                                    uint _e2730 = l_mut_445_;
                                                    uint l_769_ = (_e2730 >> l_763_);
                                                    uint l_770_ = (32u - l_763_);
                                                    uint _e2734 = l_mut_444_;
                                                    uint l_771_ = (_e2734 << l_770_);
                                                    uint l_772_ = (l_769_ | l_771_);
                                                    l_mut_428_ = l_772_;
                                                }
                                                uint _e2737 = l_mut_444_;
                                                uint l_773_ = (_e2737 >> l_763_);
                                                uint _e2739 = l_mut_428_;
                                                l_mut_440_ = _e2739;
                                                l_mut_439_ = l_773_;
                                            }
                                        }
                                        uint _e2740 = l_mut_439_;
                                        uint _e2741 = l_mut_269_;
                                        bool l_774_ = (_e2740 < _e2741);
                                        uint _e2743 = l_mut_439_;
                                        uint _e2744 = l_mut_269_;
                                        bool l_775_ = (_e2743 == _e2744);
                                        uint _e2746 = l_mut_440_;
                                        uint _e2747 = l_mut_275_;
                                        bool l_776_ = (_e2746 < _e2747);
                                        if (l_775_) {
                                            local_58 = l_776_;
                                        } else {
                                            local_58 = false;
                                        }
                                        bool l_777_ = local_58;
                                        if (!(l_774_)) {
                                            local_59 = l_777_;
                                        } else {
                                            local_59 = true;
                                        }
                                        bool l_778_ = local_59;
                                        bool l_779_ = !(l_778_);
                                        if (l_779_) {
                                            uint _e2759 = l_mut_275_;
                                            l_mut_440_ = _e2759;
                                            uint _e2760 = l_mut_269_;
                                            l_mut_439_ = _e2760;
                                            bool l_780_ = (l_763_ >= 32u);
                                            if (l_780_) {
                                                uint l_781_ = (l_763_ & 31u);
                                                uint _e2765 = l_mut_275_;
                                                uint l_782_ = (_e2765 << l_781_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_782_;
                                            } else {
                                                bool l_783_ = (l_763_ > 0u);
                                                if (l_783_) {
                                                    uint _e2770 = l_mut_275_;
                                                    uint l_784_ = (_e2770 << l_763_);
                                                    uint _e2772 = l_mut_269_;
                                                    uint l_785_ = (_e2772 << l_763_);
                                                    uint l_786_ = (32u - l_763_);
                                                    uint _e2776 = l_mut_275_;
                                                    uint l_787_ = (_e2776 >> l_786_);
                                                    uint l_788_ = (l_785_ | l_787_);
                                                    l_mut_440_ = l_784_;
                                                    l_mut_439_ = l_788_;
                                                }
                                            }
                                            uint _e2779 = l_mut_445_;
                                            uint _e2780 = l_mut_440_;
                                            uint l_789_ = (_e2779 - _e2780);
                                            uint _e2782 = l_mut_444_;
                                            uint _e2783 = l_mut_439_;
                                            uint l_790_ = (_e2782 - _e2783);
                                            uint _e2785 = l_mut_445_;
                                            uint _e2786 = l_mut_440_;
                                            bool l_791_ = (_e2785 < _e2786);
                                            uint l_792_ = uint(l_791_);
                                            uint l_793_ = (l_790_ - l_792_);
                                            l_mut_445_ = l_789_;
                                            l_mut_444_ = l_793_;
                                            uint l_794_ = (1u << l_763_);
                                            uint _e2792 = l_mut_441_;
                                            l_mut_441_ = (_e2792 | l_794_);
                                        }
                                    }
                                }
                                uint _e2797 = l_mut_441_;
                                uint l_795_ = min(_e2797, l_734_);
                                l_mut_441_ = l_795_;
                                uint _e2799 = l_mut_444_;
                                uint _e2800 = l_mut_269_;
                                bool l_796_ = (_e2799 < _e2800);
                                uint _e2802 = l_mut_444_;
                                uint _e2803 = l_mut_269_;
                                bool l_797_ = (_e2802 == _e2803);
                                uint _e2805 = l_mut_445_;
                                uint _e2806 = l_mut_275_;
                                bool l_798_ = (_e2805 < _e2806);
                                if (l_797_) {
                                    local_60 = l_798_;
                                } else {
                                    local_60 = false;
                                }
                                bool l_799_ = local_60;
                                if (!(l_796_)) {
                                    local_61 = l_799_;
                                } else {
                                    local_61 = true;
                                }
                                bool l_800_ = local_61;
                                bool l_801_ = !(l_800_);
                                if (l_801_) {
                                    l_mut_441_ = l_734_;
                                }
                                uint _e2818 = l_mut_441_;
                                l_mut_450_ = _e2818;
                            }
                        } else {
                            uint _e2819 = l_mut_219_;
                            l_mut_445_ = _e2819;
                            uint _e2820 = l_mut_213_;
                            l_mut_444_ = _e2820;
                            while(true) {
                                uint _e2821 = l_mut_269_;
                                uint _e2822 = l_mut_444_;
                                bool l_802_ = (_e2821 < _e2822);
                                uint _e2824 = l_mut_269_;
                                uint _e2825 = l_mut_444_;
                                bool l_803_ = (_e2824 == _e2825);
                                uint _e2827 = l_mut_275_;
                                uint _e2828 = l_mut_445_;
                                bool l_804_ = (_e2827 < _e2828);
                                if (l_803_) {
                                    local_62 = l_804_;
                                } else {
                                    local_62 = false;
                                }
                                bool l_805_ = local_62;
                                if (!(l_802_)) {
                                    local_63 = l_805_;
                                } else {
                                    local_63 = true;
                                }
                                bool l_806_ = local_63;
                                uint _e2839 = l_mut_450_;
                                uint _e2840 = l_mut_96_;
                                uint l_807_ = (_e2839 * _e2840);
                                uint _e2842 = l_mut_102_;
                                uint l_808_ = (_e2842 + l_807_);
                                uint _e2844 = l_mut_96_;
                                uint l_809_ = (l_808_ + _e2844);
                                bool l_810_ = (l_809_ < l_4_);
                                if (l_806_) {
                                    local_64 = l_810_;
                                } else {
                                    local_64 = false;
                                }
                                bool l_811_ = local_64;
                                bool l_812_ = !(l_811_);
                                if (l_812_) {
                                    break;
                                }
                                uint _e2852 = l_mut_445_;
                                uint _e2853 = l_mut_275_;
                                uint l_813_ = (_e2852 - _e2853);
                                uint _e2855 = l_mut_444_;
                                uint _e2856 = l_mut_269_;
                                uint l_814_ = (_e2855 - _e2856);
                                uint _e2858 = l_mut_445_;
                                uint _e2859 = l_mut_275_;
                                bool l_815_ = (_e2858 < _e2859);
                                uint l_816_ = uint(l_815_);
                                uint l_817_ = (l_814_ - l_816_);
                                l_mut_445_ = l_813_;
                                l_mut_444_ = l_817_;
                                uint _e2863 = l_mut_450_;
                                l_mut_450_ = (_e2863 + 1u);
                            }
                        }
                    }
                    uint _e2866 = l_mut_450_;
                    uint _e2867 = l_mut_96_;
                    uint l_818_ = (_e2866 * _e2867);
                    uint _e2869 = l_mut_102_;
                    uint l_819_ = (_e2869 + l_818_);
                    uint _e2871 = l_mut_96_;
                    uint l_820_ = (l_819_ + _e2871);
                    bool l_821_ = (l_820_ >= l_4_);
                    uint _e2874 = l_mut_275_;
                    l_mut_445_ = _e2874;
                    uint _e2875 = l_mut_269_;
                    l_mut_444_ = _e2875;
                    uint _e2876 = l_mut_219_;
                    l_mut_441_ = _e2876;
                    uint _e2877 = l_mut_213_;
                    l_mut_440_ = _e2877;
                    uint _e2878 = l_mut_102_;
                    l_mut_439_ = _e2878;
                    uint _e2879 = l_mut_96_;
                    l_mut_428_ = _e2879;
                    bool l_822_ = !(l_821_);
                    if (l_822_) {
                        uint _e2881 = l_mut_275_;
                        uint _e2882 = l_mut_450_;
                        uint l_823_ = (_e2881 * _e2882);
                        uint _e2884 = l_mut_275_;
                        uint l_3401_ = (_e2884 & 65535u);
                        uint _e2887 = l_mut_275_;
                        uint l_3402_ = (_e2887 >> 16u);
                        uint l_3403_ = (l_3402_ & 65535u);
                        uint _e2892 = l_mut_450_;
                        uint l_3404_ = (_e2892 & 65535u);
                        uint _e2895 = l_mut_450_;
                        uint l_3405_ = (_e2895 >> 16u);
                        uint l_3406_ = (l_3405_ & 65535u);
                        uint l_3407_ = (l_3401_ * l_3404_);
                        uint l_3408_ = (l_3403_ * l_3404_);
                        uint l_3409_ = (l_3401_ * l_3406_);
                        uint l_3410_ = (l_3403_ * l_3406_);
                        uint l_3411_ = (l_3407_ >> 16u);
                        uint l_3412_ = (l_3411_ & 65535u);
                        uint l_3413_ = (l_3408_ & 65535u);
                        uint l_3414_ = (l_3412_ + l_3413_);
                        uint l_3415_ = (l_3409_ & 65535u);
                        uint l_3416_ = (l_3414_ + l_3415_);
                        uint l_3417_ = (l_3408_ >> 16u);
                        uint l_3418_ = (l_3417_ & 65535u);
                        uint l_3419_ = (l_3410_ + l_3418_);
                        uint l_3420_ = (l_3409_ >> 16u);
                        uint l_3421_ = (l_3420_ & 65535u);
                        uint l_3422_ = (l_3419_ + l_3421_);
                        uint l_3423_ = (l_3416_ >> 16u);
                        uint l_3424_ = (l_3423_ & 65535u);
                        uint l_824_ = (l_3422_ + l_3424_);
                        uint _e2929 = l_mut_269_;
                        uint _e2930 = l_mut_450_;
                        uint l_825_ = (_e2929 * _e2930);
                        uint l_826_ = (l_824_ + l_825_);
                        uint _e2933 = l_mut_219_;
                        uint l_827_ = (_e2933 - l_823_);
                        uint _e2935 = l_mut_213_;
                        uint l_828_ = (_e2935 - l_826_);
                        uint _e2937 = l_mut_219_;
                        bool l_829_ = (_e2937 < l_823_);
                        uint l_830_ = uint(l_829_);
                        uint l_831_ = (l_828_ - l_830_);
                        l_mut_441_ = l_827_;
                        l_mut_440_ = l_831_;
                        uint _e2941 = l_mut_450_;
                        uint _e2942 = l_mut_96_;
                        uint l_832_ = (_e2941 * _e2942);
                        uint _e2944 = l_mut_102_;
                        uint l_833_ = (_e2944 + l_832_);
                        l_mut_439_ = l_833_;
                        uint _e2946 = l_mut_275_;
                        uint _e2947 = l_mut_441_;
                        uint l_834_ = (_e2946 - _e2947);
                        uint _e2949 = l_mut_269_;
                        uint _e2950 = l_mut_440_;
                        uint l_835_ = (_e2949 - _e2950);
                        uint _e2952 = l_mut_275_;
                        uint _e2953 = l_mut_441_;
                        bool l_836_ = (_e2952 < _e2953);
                        uint l_837_ = uint(l_836_);
                        uint l_838_ = (l_835_ - l_837_);
                        l_mut_445_ = l_834_;
                        l_mut_444_ = l_838_;
                        uint _e2957 = l_mut_96_;
                        uint _e2958 = l_mut_439_;
                        uint l_839_ = (_e2957 + _e2958);
                        l_mut_428_ = l_839_;
                    }
                    uint _e2960 = l_mut_445_;
                    l_mut_275_ = _e2960;
                    uint _e2961 = l_mut_444_;
                    l_mut_269_ = _e2961;
                    uint _e2962 = l_mut_441_;
                    l_mut_219_ = _e2962;
                    uint _e2963 = l_mut_440_;
                    l_mut_213_ = _e2963;
                    uint _e2964 = l_mut_439_;
                    l_mut_102_ = _e2964;
                    uint _e2965 = l_mut_428_;
                    l_mut_96_ = _e2965;
                    l_mut_350_ = l_821_;
                    bool l_840_ = !(l_821_);
                    l_mut_357_ = l_840_;
                }
            } else {
                uint _e2967 = l_mut_151_;
                uint l_841_ = (_e2967 - l_340_);
                uint _e2969 = l_mut_145_;
                uint l_842_ = (_e2969 - l_344_);
                uint _e2971 = l_mut_151_;
                bool l_843_ = (_e2971 < l_340_);
                uint l_844_ = uint(l_843_);
                uint l_845_ = (l_842_ - l_844_);
                uint _e2975 = l_mut_219_;
                l_mut_450_ = _e2975;
                uint _e2976 = l_mut_213_;
                l_mut_445_ = _e2976;
                uint _e2977 = l_mut_213_;
                bool l_846_ = (l_845_ < _e2977);
                uint _e2979 = l_mut_213_;
                bool l_847_ = (l_845_ == _e2979);
                uint _e2981 = l_mut_219_;
                bool l_848_ = (l_841_ < _e2981);
                if (l_847_) {
                    local_65 = l_848_;
                } else {
                    local_65 = false;
                }
                bool l_849_ = local_65;
                if (!(l_846_)) {
                    local_66 = l_849_;
                } else {
                    local_66 = true;
                }
                bool l_850_ = local_66;
                if (l_850_) {
                    l_mut_450_ = l_841_;
                    l_mut_445_ = l_845_;
                }
                l_mut_645_ = false;
                uint _e2993 = l_mut_450_;
                l_mut_444_ = _e2993;
                uint _e2994 = l_mut_445_;
                l_mut_441_ = _e2994;
                if (false) {
                    uint _e2997 = l_mut_445_;
                    uint l_853_ = (_e2997 >> 3u);
                    l_mut_444_ = l_853_;
                    l_mut_441_ = 0u;
                } else {
                    if (true) {
                        uint _e3001 = l_mut_450_;
                        l_mut_440_ = _e3001;
                        if (true) {
                            uint _e3003 = l_mut_450_;
                            uint l_856_ = (_e3003 >> 3u);
                            uint _e3006 = l_mut_445_;
                            uint l_857_ = (_e3006 << 29u);
                            uint l_858_ = (l_856_ | l_857_);
                            l_mut_440_ = l_858_;
                        }
                        uint _e3010 = l_mut_445_;
                        uint l_859_ = (_e3010 >> 3u);
                        uint _e3013 = l_mut_440_;
                        l_mut_444_ = _e3013;
                        l_mut_441_ = l_859_;
                    }
                }
                uint _e3014 = l_mut_441_;
                uint _e3015 = l_mut_269_;
                bool l_860_ = (_e3014 < _e3015);
                uint _e3017 = l_mut_441_;
                uint _e3018 = l_mut_269_;
                bool l_861_ = (_e3017 == _e3018);
                uint _e3020 = l_mut_444_;
                uint _e3021 = l_mut_275_;
                bool l_862_ = (_e3020 < _e3021);
                if (l_861_) {
                    local_67 = l_862_;
                } else {
                    local_67 = false;
                }
                bool l_863_ = local_67;
                if (!(l_860_)) {
                    local_68 = l_863_;
                } else {
                    local_68 = true;
                }
                bool l_864_ = local_68;
                bool l_865_ = !(l_864_);
                l_mut_645_ = l_865_;
                l_mut_444_ = 0u;
                uint _e3034 = l_mut_275_;
                uint _e3035 = l_mut_269_;
                uint l_866_ = (_e3034 | _e3035);
                bool l_867_ = (l_866_ == 0u);
                bool l_868_ = !(l_867_);
                bool _e3040 = l_mut_645_;
                if (_e3040) {
                    local_69 = l_868_;
                } else {
                    local_69 = false;
                }
                bool l_869_ = local_69;
                uint _e3045 = l_mut_269_;
                uint _e3046 = l_mut_445_;
                bool l_870_ = (_e3045 < _e3046);
                uint _e3048 = l_mut_269_;
                uint _e3049 = l_mut_445_;
                bool l_871_ = (_e3048 == _e3049);
                uint _e3051 = l_mut_275_;
                uint _e3052 = l_mut_450_;
                bool l_872_ = (_e3051 < _e3052);
                if (l_871_) {
                    local_70 = l_872_;
                } else {
                    local_70 = false;
                }
                bool l_873_ = local_70;
                if (!(l_870_)) {
                    local_71 = l_873_;
                } else {
                    local_71 = true;
                }
                bool l_874_ = local_71;
                if (l_869_) {
                    local_72 = l_874_;
                } else {
                    local_72 = false;
                }
                bool l_875_ = local_72;
                uint _e3067 = l_mut_96_;
                uint _e3068 = l_mut_102_;
                uint l_876_ = (_e3067 + _e3068);
                bool l_877_ = (l_876_ < l_4_);
                if (l_875_) {
                    local_73 = l_877_;
                } else {
                    local_73 = false;
                }
                bool l_878_ = local_73;
                if (l_878_) {
                    uint _e3075 = l_mut_96_;
                    uint l_879_ = (l_4_ - _e3075);
                    uint _e3077 = l_mut_102_;
                    uint l_880_ = (l_879_ - _e3077);
                    uint _e3079 = l_mut_96_;
                    uint l_881_ = (l_880_ / _e3079);
                    uint _e3081 = l_mut_450_;
                    uint l_882_ = (_e3081 - 1u);
                    uint _e3084 = l_mut_445_;
                    uint l_883_ = (_e3084 - 0u);
                    uint _e3087 = l_mut_450_;
                    bool l_884_ = (_e3087 < 1u);
                    uint l_885_ = uint(l_884_);
                    uint l_886_ = (l_883_ - l_885_);
                    l_mut_450_ = l_882_;
                    l_mut_445_ = l_886_;
                    l_mut_441_ = 0u;
                    l_mut_887_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3180 = l_mut_887_;
                            l_mut_887_ = (_e3180 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e3095 = l_mut_887_;
                        if ((_e3095 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3099 = l_mut_887_;
                            uint l_888_ = (19u - _e3099);
                            uint _e3101 = l_mut_450_;
                            l_mut_440_ = _e3101;
                            uint _e3102 = l_mut_445_;
                            l_mut_439_ = _e3102;
                            bool l_889_ = (l_888_ >= 32u);
                            if (l_889_) {
                                uint l_890_ = (l_888_ & 31u);
                                uint _e3107 = l_mut_445_;
                                uint l_891_ = (_e3107 >> l_890_);
                                l_mut_440_ = l_891_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_892_ = (l_888_ > 0u);
                                if (l_892_) {
                                    uint _e3112 = l_mut_450_;
                                    l_mut_428_ = _e3112;
                                    bool l_893_ = (l_888_ > 0u);
                                    if (l_893_) {
                                        uint _e3115 = l_mut_450_;
                                        uint l_894_ = (_e3115 >> l_888_);
                                        uint l_895_ = (32u - l_888_);
                                        uint _e3119 = l_mut_445_;
                                        uint l_896_ = (_e3119 << l_895_);
                                        uint l_897_ = (l_894_ | l_896_);
                                        l_mut_428_ = l_897_;
                                    }
                                    uint _e3122 = l_mut_445_;
                                    uint l_898_ = (_e3122 >> l_888_);
                                    uint _e3124 = l_mut_428_;
                                    l_mut_440_ = _e3124;
                                    l_mut_439_ = l_898_;
                                }
                            }
                            uint _e3125 = l_mut_439_;
                            uint _e3126 = l_mut_269_;
                            bool l_899_ = (_e3125 < _e3126);
                            uint _e3128 = l_mut_439_;
                            uint _e3129 = l_mut_269_;
                            bool l_900_ = (_e3128 == _e3129);
                            uint _e3131 = l_mut_440_;
                            uint _e3132 = l_mut_275_;
                            bool l_901_ = (_e3131 < _e3132);
                            if (l_900_) {
                                local_74 = l_901_;
                            } else {
                                local_74 = false;
                            }
                            bool l_902_ = local_74;
                            if (!(l_899_)) {
                                local_75 = l_902_;
                            } else {
                                local_75 = true;
                            }
                            bool l_903_ = local_75;
                            bool l_904_ = !(l_903_);
                            if (l_904_) {
                                uint _e3144 = l_mut_275_;
                                l_mut_440_ = _e3144;
                                uint _e3145 = l_mut_269_;
                                l_mut_439_ = _e3145;
                                bool l_905_ = (l_888_ >= 32u);
                                if (l_905_) {
                                    uint l_906_ = (l_888_ & 31u);
                                    uint _e3150 = l_mut_275_;
                                    uint l_907_ = (_e3150 << l_906_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_907_;
                                } else {
                                    bool l_908_ = (l_888_ > 0u);
                                    if (l_908_) {
                                        uint _e3155 = l_mut_275_;
                                        uint l_909_ = (_e3155 << l_888_);
                                        uint _e3157 = l_mut_269_;
                                        uint l_910_ = (_e3157 << l_888_);
                                        uint l_911_ = (32u - l_888_);
                                        uint _e3161 = l_mut_275_;
                                        uint l_912_ = (_e3161 >> l_911_);
                                        uint l_913_ = (l_910_ | l_912_);
                                        l_mut_440_ = l_909_;
                                        l_mut_439_ = l_913_;
                                    }
                                }
                                uint _e3164 = l_mut_450_;
                                uint _e3165 = l_mut_440_;
                                uint l_914_ = (_e3164 - _e3165);
                                uint _e3167 = l_mut_445_;
                                uint _e3168 = l_mut_439_;
                                uint l_915_ = (_e3167 - _e3168);
                                uint _e3170 = l_mut_450_;
                                uint _e3171 = l_mut_440_;
                                bool l_916_ = (_e3170 < _e3171);
                                uint l_917_ = uint(l_916_);
                                uint l_918_ = (l_915_ - l_917_);
                                l_mut_450_ = l_914_;
                                l_mut_445_ = l_918_;
                                uint l_919_ = (1u << l_888_);
                                uint _e3177 = l_mut_441_;
                                l_mut_441_ = (_e3177 | l_919_);
                            }
                        }
                    }
                    uint _e3182 = l_mut_441_;
                    uint l_920_ = min(_e3182, l_881_);
                    l_mut_441_ = l_920_;
                    uint _e3184 = l_mut_445_;
                    uint _e3185 = l_mut_269_;
                    bool l_921_ = (_e3184 < _e3185);
                    uint _e3187 = l_mut_445_;
                    uint _e3188 = l_mut_269_;
                    bool l_922_ = (_e3187 == _e3188);
                    uint _e3190 = l_mut_450_;
                    uint _e3191 = l_mut_275_;
                    bool l_923_ = (_e3190 < _e3191);
                    if (l_922_) {
                        local_76 = l_923_;
                    } else {
                        local_76 = false;
                    }
                    bool l_924_ = local_76;
                    if (!(l_921_)) {
                        local_77 = l_924_;
                    } else {
                        local_77 = true;
                    }
                    bool l_925_ = local_77;
                    bool l_926_ = !(l_925_);
                    if (l_926_) {
                        l_mut_441_ = l_881_;
                    }
                    uint _e3203 = l_mut_441_;
                    l_mut_444_ = _e3203;
                }
                uint _e3204 = l_mut_444_;
                bool l_927_ = (_e3204 > 0u);
                if (l_927_) {
                    uint _e3207 = l_mut_275_;
                    uint _e3208 = l_mut_444_;
                    uint l_928_ = (_e3207 * _e3208);
                    uint _e3210 = l_mut_275_;
                    uint l_3426_ = (_e3210 & 65535u);
                    uint _e3213 = l_mut_275_;
                    uint l_3427_ = (_e3213 >> 16u);
                    uint l_3428_ = (l_3427_ & 65535u);
                    uint _e3218 = l_mut_444_;
                    uint l_3429_ = (_e3218 & 65535u);
                    uint _e3221 = l_mut_444_;
                    uint l_3430_ = (_e3221 >> 16u);
                    uint l_3431_ = (l_3430_ & 65535u);
                    uint l_3432_ = (l_3426_ * l_3429_);
                    uint l_3433_ = (l_3428_ * l_3429_);
                    uint l_3434_ = (l_3426_ * l_3431_);
                    uint l_3435_ = (l_3428_ * l_3431_);
                    uint l_3436_ = (l_3432_ >> 16u);
                    uint l_3437_ = (l_3436_ & 65535u);
                    uint l_3438_ = (l_3433_ & 65535u);
                    uint l_3439_ = (l_3437_ + l_3438_);
                    uint l_3440_ = (l_3434_ & 65535u);
                    uint l_3441_ = (l_3439_ + l_3440_);
                    uint l_3442_ = (l_3433_ >> 16u);
                    uint l_3443_ = (l_3442_ & 65535u);
                    uint l_3444_ = (l_3435_ + l_3443_);
                    uint l_3445_ = (l_3434_ >> 16u);
                    uint l_3446_ = (l_3445_ & 65535u);
                    uint l_3447_ = (l_3444_ + l_3446_);
                    uint l_3448_ = (l_3441_ >> 16u);
                    uint l_3449_ = (l_3448_ & 65535u);
                    uint l_929_ = (l_3447_ + l_3449_);
                    uint _e3255 = l_mut_269_;
                    uint _e3256 = l_mut_444_;
                    uint l_930_ = (_e3255 * _e3256);
                    uint l_931_ = (l_929_ + l_930_);
                    uint _e3259 = l_mut_151_;
                    uint l_932_ = (_e3259 - l_928_);
                    uint _e3261 = l_mut_145_;
                    uint l_933_ = (_e3261 - l_931_);
                    uint _e3263 = l_mut_151_;
                    bool l_934_ = (_e3263 < l_928_);
                    uint l_935_ = uint(l_934_);
                    uint l_936_ = (l_933_ - l_935_);
                    l_mut_151_ = l_932_;
                    l_mut_145_ = l_936_;
                    uint _e3267 = l_mut_219_;
                    uint l_937_ = (_e3267 - l_928_);
                    uint _e3269 = l_mut_213_;
                    uint l_938_ = (_e3269 - l_931_);
                    uint _e3271 = l_mut_219_;
                    bool l_939_ = (_e3271 < l_928_);
                    uint l_940_ = uint(l_939_);
                    uint l_941_ = (l_938_ - l_940_);
                    l_mut_219_ = l_937_;
                    l_mut_213_ = l_941_;
                    uint _e3275 = l_mut_444_;
                    uint _e3276 = l_mut_96_;
                    uint l_942_ = (_e3275 * _e3276);
                    uint _e3278 = l_mut_102_;
                    l_mut_102_ = (_e3278 + l_942_);
                } else {
                    uint _e3280 = l_mut_151_;
                    uint _e3281 = l_mut_275_;
                    uint l_943_ = (_e3280 - _e3281);
                    uint _e3283 = l_mut_145_;
                    uint _e3284 = l_mut_269_;
                    uint l_944_ = (_e3283 - _e3284);
                    uint _e3286 = l_mut_151_;
                    uint _e3287 = l_mut_275_;
                    bool l_945_ = (_e3286 < _e3287);
                    uint l_946_ = uint(l_945_);
                    uint l_947_ = (l_944_ - l_946_);
                    l_mut_151_ = l_943_;
                    l_mut_145_ = l_947_;
                    uint _e3291 = l_mut_145_;
                    bool l_948_ = (_e3291 < l_344_);
                    uint _e3293 = l_mut_145_;
                    bool l_949_ = (_e3293 == l_344_);
                    uint _e3295 = l_mut_151_;
                    bool l_950_ = (_e3295 < l_340_);
                    if (l_949_) {
                        local_78 = l_950_;
                    } else {
                        local_78 = false;
                    }
                    bool l_951_ = local_78;
                    if (!(l_948_)) {
                        local_79 = l_951_;
                    } else {
                        local_79 = true;
                    }
                    bool l_952_ = local_79;
                    if (l_952_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e3307 = l_mut_96_;
                        uint l_953_ = (l_4_ - _e3307);
                        uint _e3309 = l_mut_102_;
                        uint l_954_ = (l_953_ / _e3309);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e3313 = l_mut_275_;
                        l_mut_445_ = _e3313;
                        uint _e3314 = l_mut_269_;
                        l_mut_444_ = _e3314;
                        if (false) {
                            uint _e3317 = l_mut_269_;
                            uint l_957_ = (_e3317 >> 3u);
                            l_mut_445_ = l_957_;
                            l_mut_444_ = 0u;
                        } else {
                            if (true) {
                                uint _e3321 = l_mut_275_;
                                l_mut_441_ = _e3321;
                                if (true) {
                                    uint _e3323 = l_mut_275_;
                                    uint l_960_ = (_e3323 >> 3u);
                                    uint _e3326 = l_mut_269_;
                                    uint l_961_ = (_e3326 << 29u);
                                    uint l_962_ = (l_960_ | l_961_);
                                    l_mut_441_ = l_962_;
                                }
                                uint _e3330 = l_mut_269_;
                                uint l_963_ = (_e3330 >> 3u);
                                uint _e3333 = l_mut_441_;
                                l_mut_445_ = _e3333;
                                l_mut_444_ = l_963_;
                            }
                        }
                        uint _e3334 = l_mut_444_;
                        uint _e3335 = l_mut_213_;
                        bool l_964_ = (_e3334 < _e3335);
                        uint _e3337 = l_mut_444_;
                        uint _e3338 = l_mut_213_;
                        bool l_965_ = (_e3337 == _e3338);
                        uint _e3340 = l_mut_445_;
                        uint _e3341 = l_mut_219_;
                        bool l_966_ = (_e3340 < _e3341);
                        if (l_965_) {
                            local_80 = l_966_;
                        } else {
                            local_80 = false;
                        }
                        bool l_967_ = local_80;
                        if (!(l_964_)) {
                            local_81 = l_967_;
                        } else {
                            local_81 = true;
                        }
                        bool l_968_ = local_81;
                        bool l_969_ = !(l_968_);
                        l_mut_645_ = l_969_;
                        uint _e3353 = l_mut_219_;
                        uint _e3354 = l_mut_213_;
                        uint l_970_ = (_e3353 | _e3354);
                        bool l_971_ = (l_970_ == 0u);
                        if (l_971_) {
                            l_mut_450_ = l_954_;
                        } else {
                            bool _e3358 = l_mut_645_;
                            if (_e3358) {
                                uint _e3359 = l_mut_213_;
                                uint _e3360 = l_mut_269_;
                                bool l_972_ = (_e3359 < _e3360);
                                uint _e3362 = l_mut_213_;
                                uint _e3363 = l_mut_269_;
                                bool l_973_ = (_e3362 == _e3363);
                                uint _e3365 = l_mut_219_;
                                uint _e3366 = l_mut_275_;
                                bool l_974_ = (_e3365 < _e3366);
                                if (l_973_) {
                                    local_82 = l_974_;
                                } else {
                                    local_82 = false;
                                }
                                bool l_975_ = local_82;
                                if (!(l_972_)) {
                                    local_83 = l_975_;
                                } else {
                                    local_83 = true;
                                }
                                bool l_976_ = local_83;
                                if (l_976_) {
                                    uint _e3377 = l_mut_275_;
                                    uint l_977_ = (_e3377 - 1u);
                                    uint _e3380 = l_mut_269_;
                                    uint l_978_ = (_e3380 - 0u);
                                    uint _e3383 = l_mut_275_;
                                    bool l_979_ = (_e3383 < 1u);
                                    uint l_980_ = uint(l_979_);
                                    uint l_981_ = (l_978_ - l_980_);
                                    l_mut_445_ = l_977_;
                                    l_mut_444_ = l_981_;
                                    l_mut_441_ = 0u;
                                    l_mut_982_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3476 = l_mut_982_;
                                            l_mut_982_ = (_e3476 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3391 = l_mut_982_;
                                        if ((_e3391 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3395 = l_mut_982_;
                                            uint l_983_ = (19u - _e3395);
                                            uint _e3397 = l_mut_445_;
                                            l_mut_440_ = _e3397;
                                            uint _e3398 = l_mut_444_;
                                            l_mut_439_ = _e3398;
                                            bool l_984_ = (l_983_ >= 32u);
                                            if (l_984_) {
                                                uint l_985_ = (l_983_ & 31u);
                                                uint _e3403 = l_mut_444_;
                                                uint l_986_ = (_e3403 >> l_985_);
                                                l_mut_440_ = l_986_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_987_ = (l_983_ > 0u);
                                                if (l_987_) {
                                                    uint _e3408 = l_mut_445_;
                                                    l_mut_428_ = _e3408;
                                                    bool l_988_ = (l_983_ > 0u);
                                                    if (l_988_) {
                                                        uint _e3411 = l_mut_445_;
                                                        uint l_989_ = (_e3411 >> l_983_);
                                                        uint l_990_ = (32u - l_983_);
                                                        uint _e3415 = l_mut_444_;
                                                        uint l_991_ = (_e3415 << l_990_);
                                                        uint l_992_ = (l_989_ | l_991_);
                                                        l_mut_428_ = l_992_;
                                                    }
                                                    uint _e3418 = l_mut_444_;
                                                    uint l_993_ = (_e3418 >> l_983_);
                                                    uint _e3420 = l_mut_428_;
                                                    l_mut_440_ = _e3420;
                                                    l_mut_439_ = l_993_;
                                                }
                                            }
                                            uint _e3421 = l_mut_439_;
                                            uint _e3422 = l_mut_213_;
                                            bool l_994_ = (_e3421 < _e3422);
                                            uint _e3424 = l_mut_439_;
                                            uint _e3425 = l_mut_213_;
                                            bool l_995_ = (_e3424 == _e3425);
                                            uint _e3427 = l_mut_440_;
                                            uint _e3428 = l_mut_219_;
                                            bool l_996_ = (_e3427 < _e3428);
                                            if (l_995_) {
                                                local_84 = l_996_;
                                            } else {
                                                local_84 = false;
                                            }
                                            bool l_997_ = local_84;
                                            if (!(l_994_)) {
                                                local_85 = l_997_;
                                            } else {
                                                local_85 = true;
                                            }
                                            bool l_998_ = local_85;
                                            bool l_999_ = !(l_998_);
                                            if (l_999_) {
                                                uint _e3440 = l_mut_219_;
                                                l_mut_440_ = _e3440;
                                                uint _e3441 = l_mut_213_;
                                                l_mut_439_ = _e3441;
                                                bool l_1000_ = (l_983_ >= 32u);
                                                if (l_1000_) {
                                                    uint l_1001_ = (l_983_ & 31u);
                                                    uint _e3446 = l_mut_219_;
                                                    uint l_1002_ = (_e3446 << l_1001_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_1002_;
                                                } else {
                                                    bool l_1003_ = (l_983_ > 0u);
                                                    if (l_1003_) {
                                                        uint _e3451 = l_mut_219_;
                                                        uint l_1004_ = (_e3451 << l_983_);
                                                        uint _e3453 = l_mut_213_;
                                                        uint l_1005_ = (_e3453 << l_983_);
                                                        uint l_1006_ = (32u - l_983_);
                                                        uint _e3457 = l_mut_219_;
                                                        uint l_1007_ = (_e3457 >> l_1006_);
                                                        uint l_1008_ = (l_1005_ | l_1007_);
                                                        l_mut_440_ = l_1004_;
                                                        l_mut_439_ = l_1008_;
                                                    }
                                                }
                                                uint _e3460 = l_mut_445_;
                                                uint _e3461 = l_mut_440_;
                                                uint l_1009_ = (_e3460 - _e3461);
                                                uint _e3463 = l_mut_444_;
                                                uint _e3464 = l_mut_439_;
                                                uint l_1010_ = (_e3463 - _e3464);
                                                uint _e3466 = l_mut_445_;
                                                uint _e3467 = l_mut_440_;
                                                bool l_1011_ = (_e3466 < _e3467);
                                                uint l_1012_ = uint(l_1011_);
                                                uint l_1013_ = (l_1010_ - l_1012_);
                                                l_mut_445_ = l_1009_;
                                                l_mut_444_ = l_1013_;
                                                uint l_1014_ = (1u << l_983_);
                                                uint _e3473 = l_mut_441_;
                                                l_mut_441_ = (_e3473 | l_1014_);
                                            }
                                        }
                                    }
                                    uint _e3478 = l_mut_441_;
                                    uint l_1015_ = min(_e3478, l_954_);
                                    l_mut_441_ = l_1015_;
                                    uint _e3480 = l_mut_444_;
                                    uint _e3481 = l_mut_213_;
                                    bool l_1016_ = (_e3480 < _e3481);
                                    uint _e3483 = l_mut_444_;
                                    uint _e3484 = l_mut_213_;
                                    bool l_1017_ = (_e3483 == _e3484);
                                    uint _e3486 = l_mut_445_;
                                    uint _e3487 = l_mut_219_;
                                    bool l_1018_ = (_e3486 < _e3487);
                                    if (l_1017_) {
                                        local_86 = l_1018_;
                                    } else {
                                        local_86 = false;
                                    }
                                    bool l_1019_ = local_86;
                                    if (!(l_1016_)) {
                                        local_87 = l_1019_;
                                    } else {
                                        local_87 = true;
                                    }
                                    bool l_1020_ = local_87;
                                    bool l_1021_ = !(l_1020_);
                                    if (l_1021_) {
                                        l_mut_441_ = l_954_;
                                    }
                                    uint _e3499 = l_mut_441_;
                                    l_mut_450_ = _e3499;
                                }
                            } else {
                                uint _e3500 = l_mut_275_;
                                l_mut_445_ = _e3500;
                                uint _e3501 = l_mut_269_;
                                l_mut_444_ = _e3501;
                                while(true) {
                                    uint _e3502 = l_mut_213_;
                                    uint _e3503 = l_mut_444_;
                                    bool l_1022_ = (_e3502 < _e3503);
                                    uint _e3505 = l_mut_213_;
                                    uint _e3506 = l_mut_444_;
                                    bool l_1023_ = (_e3505 == _e3506);
                                    uint _e3508 = l_mut_219_;
                                    uint _e3509 = l_mut_445_;
                                    bool l_1024_ = (_e3508 < _e3509);
                                    if (l_1023_) {
                                        local_88 = l_1024_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1025_ = local_88;
                                    if (!(l_1022_)) {
                                        local_89 = l_1025_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1026_ = local_89;
                                    uint _e3520 = l_mut_450_;
                                    uint _e3521 = l_mut_102_;
                                    uint l_1027_ = (_e3520 * _e3521);
                                    uint _e3523 = l_mut_96_;
                                    uint l_1028_ = (_e3523 + l_1027_);
                                    uint _e3525 = l_mut_102_;
                                    uint l_1029_ = (l_1028_ + _e3525);
                                    bool l_1030_ = (l_1029_ < l_4_);
                                    if (l_1026_) {
                                        local_90 = l_1030_;
                                    } else {
                                        local_90 = false;
                                    }
                                    bool l_1031_ = local_90;
                                    bool l_1032_ = !(l_1031_);
                                    if (l_1032_) {
                                        break;
                                    }
                                    uint _e3533 = l_mut_445_;
                                    uint _e3534 = l_mut_219_;
                                    uint l_1033_ = (_e3533 - _e3534);
                                    uint _e3536 = l_mut_444_;
                                    uint _e3537 = l_mut_213_;
                                    uint l_1034_ = (_e3536 - _e3537);
                                    uint _e3539 = l_mut_445_;
                                    uint _e3540 = l_mut_219_;
                                    bool l_1035_ = (_e3539 < _e3540);
                                    uint l_1036_ = uint(l_1035_);
                                    uint l_1037_ = (l_1034_ - l_1036_);
                                    l_mut_445_ = l_1033_;
                                    l_mut_444_ = l_1037_;
                                    uint _e3544 = l_mut_450_;
                                    l_mut_450_ = (_e3544 + 1u);
                                }
                            }
                        }
                        uint _e3547 = l_mut_450_;
                        uint _e3548 = l_mut_102_;
                        uint l_1038_ = (_e3547 * _e3548);
                        uint _e3550 = l_mut_96_;
                        uint l_1039_ = (_e3550 + l_1038_);
                        uint _e3552 = l_mut_102_;
                        uint l_1040_ = (l_1039_ + _e3552);
                        bool l_1041_ = (l_1040_ >= l_4_);
                        uint _e3555 = l_mut_219_;
                        l_mut_445_ = _e3555;
                        uint _e3556 = l_mut_213_;
                        l_mut_444_ = _e3556;
                        uint _e3557 = l_mut_275_;
                        l_mut_441_ = _e3557;
                        uint _e3558 = l_mut_269_;
                        l_mut_440_ = _e3558;
                        uint _e3559 = l_mut_96_;
                        l_mut_439_ = _e3559;
                        uint _e3560 = l_mut_102_;
                        l_mut_428_ = _e3560;
                        bool l_1042_ = !(l_1041_);
                        if (l_1042_) {
                            uint _e3562 = l_mut_219_;
                            uint _e3563 = l_mut_450_;
                            uint l_1043_ = (_e3562 * _e3563);
                            uint _e3565 = l_mut_219_;
                            uint l_3451_ = (_e3565 & 65535u);
                            uint _e3568 = l_mut_219_;
                            uint l_3452_ = (_e3568 >> 16u);
                            uint l_3453_ = (l_3452_ & 65535u);
                            uint _e3573 = l_mut_450_;
                            uint l_3454_ = (_e3573 & 65535u);
                            uint _e3576 = l_mut_450_;
                            uint l_3455_ = (_e3576 >> 16u);
                            uint l_3456_ = (l_3455_ & 65535u);
                            uint l_3457_ = (l_3451_ * l_3454_);
                            uint l_3458_ = (l_3453_ * l_3454_);
                            uint l_3459_ = (l_3451_ * l_3456_);
                            uint l_3460_ = (l_3453_ * l_3456_);
                            uint l_3461_ = (l_3457_ >> 16u);
                            uint l_3462_ = (l_3461_ & 65535u);
                            uint l_3463_ = (l_3458_ & 65535u);
                            uint l_3464_ = (l_3462_ + l_3463_);
                            uint l_3465_ = (l_3459_ & 65535u);
                            uint l_3466_ = (l_3464_ + l_3465_);
                            uint l_3467_ = (l_3458_ >> 16u);
                            uint l_3468_ = (l_3467_ & 65535u);
                            uint l_3469_ = (l_3460_ + l_3468_);
                            uint l_3470_ = (l_3459_ >> 16u);
                            uint l_3471_ = (l_3470_ & 65535u);
                            uint l_3472_ = (l_3469_ + l_3471_);
                            uint l_3473_ = (l_3466_ >> 16u);
                            uint l_3474_ = (l_3473_ & 65535u);
                            uint l_1044_ = (l_3472_ + l_3474_);
                            uint _e3610 = l_mut_213_;
                            uint _e3611 = l_mut_450_;
                            uint l_1045_ = (_e3610 * _e3611);
                            uint l_1046_ = (l_1044_ + l_1045_);
                            uint _e3614 = l_mut_275_;
                            uint l_1047_ = (_e3614 - l_1043_);
                            uint _e3616 = l_mut_269_;
                            uint l_1048_ = (_e3616 - l_1046_);
                            uint _e3618 = l_mut_275_;
                            bool l_1049_ = (_e3618 < l_1043_);
                            uint l_1050_ = uint(l_1049_);
                            uint l_1051_ = (l_1048_ - l_1050_);
                            l_mut_441_ = l_1047_;
                            l_mut_440_ = l_1051_;
                            uint _e3622 = l_mut_450_;
                            uint _e3623 = l_mut_102_;
                            uint l_1052_ = (_e3622 * _e3623);
                            uint _e3625 = l_mut_96_;
                            uint l_1053_ = (_e3625 + l_1052_);
                            l_mut_439_ = l_1053_;
                            uint _e3627 = l_mut_219_;
                            uint _e3628 = l_mut_441_;
                            uint l_1054_ = (_e3627 - _e3628);
                            uint _e3630 = l_mut_213_;
                            uint _e3631 = l_mut_440_;
                            uint l_1055_ = (_e3630 - _e3631);
                            uint _e3633 = l_mut_219_;
                            uint _e3634 = l_mut_441_;
                            bool l_1056_ = (_e3633 < _e3634);
                            uint l_1057_ = uint(l_1056_);
                            uint l_1058_ = (l_1055_ - l_1057_);
                            l_mut_445_ = l_1054_;
                            l_mut_444_ = l_1058_;
                            uint _e3638 = l_mut_102_;
                            uint _e3639 = l_mut_439_;
                            uint l_1059_ = (_e3638 + _e3639);
                            l_mut_428_ = l_1059_;
                        }
                        uint _e3641 = l_mut_441_;
                        l_mut_275_ = _e3641;
                        uint _e3642 = l_mut_440_;
                        l_mut_269_ = _e3642;
                        uint _e3643 = l_mut_445_;
                        l_mut_219_ = _e3643;
                        uint _e3644 = l_mut_444_;
                        l_mut_213_ = _e3644;
                        uint _e3645 = l_mut_428_;
                        l_mut_102_ = _e3645;
                        uint _e3646 = l_mut_439_;
                        l_mut_96_ = _e3646;
                        l_mut_350_ = l_1041_;
                        bool l_1060_ = !(l_1041_);
                        l_mut_357_ = l_1060_;
                    }
                }
            }
        }
        bool _e3648 = l_mut_350_;
        bool l_1061_ = !(_e3648);
        if (l_1061_) {
            uint l_3476_ = _group_0_binding_6_cs.static_meta[5];
            uint l_3477_ = (l_3476_ * 1u);
            uint l_3478_ = (l_3477_ - 1u);
            uint l_3479_ = min(0u, l_3478_);
            uint _e3663 = atomicAdd(_group_0_binding_5_cs[l_3479_], 1u);
            uint l_1064_ = (l_4_ / 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            bool loop_init_6 = true;
            while(true) {
                if (!loop_init_6) {
                    uint _e8802 = l_mut_1065_;
                    l_mut_1065_ = (_e8802 + 1u);
                }
                loop_init_6 = false;
                uint _e3671 = l_mut_1065_;
                if ((_e3671 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e3674 = l_mut_1065_;
                    uint l_1066_ = (_e3674 * l_1064_);
                    bool l_1067_ = (l_1066_ < l_56_);
                    uint l_1068_ = (l_4_ / 8u);
                    uint _e3679 = l_mut_1065_;
                    uint l_1069_ = (_e3679 * l_1068_);
                    uint l_1070_ = (l_1069_ + l_1069_);
                    uint l_1071_ = (l_72_ >> 31u);
                    bool l_1072_ = (l_1071_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1072_) {
                        uint l_1073_ = (0u - l_69_);
                        uint l_1074_ = (0u - l_72_);
                        bool l_1075_ = (0u < l_69_);
                        uint l_1076_ = uint(l_1075_);
                        uint l_1077_ = (l_1074_ - l_1076_);
                        l_mut_441_ = l_1073_;
                        l_mut_440_ = l_1077_;
                    }
                    uint _e3694 = l_mut_441_;
                    uint l_1078_ = (_e3694 * l_1070_);
                    uint _e3696 = l_mut_440_;
                    uint l_1079_ = (_e3696 * l_1070_);
                    uint _e3698 = l_mut_441_;
                    uint l_3481_ = (_e3698 & 65535u);
                    uint _e3701 = l_mut_441_;
                    uint l_3482_ = (_e3701 >> 16u);
                    uint l_3483_ = (l_3482_ & 65535u);
                    uint l_3484_ = (l_1070_ & 65535u);
                    uint l_3485_ = (l_1070_ >> 16u);
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
                    uint l_1080_ = (l_3502_ + l_3504_);
                    uint l_1081_ = (l_1080_ + l_1079_);
                    uint _e3742 = l_mut_440_;
                    uint l_3506_ = (_e3742 & 65535u);
                    uint _e3745 = l_mut_440_;
                    uint l_3507_ = (_e3745 >> 16u);
                    uint l_3508_ = (l_3507_ & 65535u);
                    uint l_3509_ = (l_1070_ & 65535u);
                    uint l_3510_ = (l_1070_ >> 16u);
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
                    uint l_1082_ = (l_3527_ + l_3529_);
                    bool l_1083_ = (l_1081_ < l_1079_);
                    uint l_1084_ = uint(l_1083_);
                    uint l_1085_ = (l_1082_ + l_1084_);
                    uint l_1086_ = (l_9_ % 32u);
                    l_mut_439_ = l_1078_;
                    bool l_1087_ = (l_1086_ > 0u);
                    if (l_1087_) {
                        uint l_1088_ = (l_1078_ >> l_1086_);
                        uint l_1089_ = (32u - l_1086_);
                        uint l_1090_ = (l_1081_ << l_1089_);
                        uint l_1091_ = (l_1088_ | l_1090_);
                        l_mut_439_ = l_1091_;
                    }
                    l_mut_428_ = l_1081_;
                    bool l_1092_ = (l_1086_ > 0u);
                    if (l_1092_) {
                        uint l_1093_ = (l_1081_ >> l_1086_);
                        uint l_1094_ = (32u - l_1086_);
                        uint l_1095_ = (l_1085_ << l_1094_);
                        uint l_1096_ = (l_1093_ | l_1095_);
                        l_mut_428_ = l_1096_;
                    }
                    uint _e3804 = l_mut_439_;
                    l_mut_421_ = _e3804;
                    uint _e3805 = l_mut_428_;
                    l_mut_439_ = _e3805;
                    bool l_1097_ = (l_9_ >= 64u);
                    if (l_1097_) {
                        l_mut_421_ = l_1085_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1098_ = (l_9_ >= 32u);
                        if (l_1098_) {
                            l_mut_428_ = l_1081_;
                            bool l_1099_ = (l_1086_ > 0u);
                            if (l_1099_) {
                                uint l_1100_ = (l_1081_ >> l_1086_);
                                uint l_1101_ = (32u - l_1086_);
                                uint l_1102_ = (l_1085_ << l_1101_);
                                uint l_1103_ = (l_1100_ | l_1102_);
                                l_mut_428_ = l_1103_;
                            }
                            uint l_1104_ = (l_1085_ >> l_1086_);
                            uint _e3819 = l_mut_428_;
                            l_mut_421_ = _e3819;
                            l_mut_439_ = l_1104_;
                        }
                    }
                    uint _e3820 = l_mut_421_;
                    l_mut_441_ = _e3820;
                    uint _e3821 = l_mut_439_;
                    l_mut_440_ = _e3821;
                    if (l_1072_) {
                        uint _e3823 = l_mut_441_;
                        uint l_1105_ = (0u - _e3823);
                        uint _e3826 = l_mut_440_;
                        uint l_1106_ = (0u - _e3826);
                        uint _e3829 = l_mut_441_;
                        bool l_1107_ = (0u < _e3829);
                        uint l_1108_ = uint(l_1107_);
                        uint l_1109_ = (l_1106_ - l_1108_);
                        l_mut_441_ = l_1105_;
                        l_mut_440_ = l_1109_;
                    }
                    uint _e3833 = l_mut_441_;
                    uint l_1110_ = (l_59_ + _e3833);
                    uint _e3835 = l_mut_440_;
                    uint l_1111_ = (l_62_ + _e3835);
                    bool l_1112_ = (l_1110_ < l_59_);
                    uint l_1113_ = uint(l_1112_);
                    uint l_1114_ = (l_1111_ + l_1113_);
                    uint l_1115_ = (l_59_ * l_1069_);
                    uint l_3531_ = (l_59_ & 65535u);
                    uint l_3532_ = (l_59_ >> 16u);
                    uint l_3533_ = (l_3532_ & 65535u);
                    uint l_3534_ = (l_1069_ & 65535u);
                    uint l_3535_ = (l_1069_ >> 16u);
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
                    uint l_1116_ = (l_3552_ + l_3554_);
                    uint l_1117_ = (l_62_ * l_1069_);
                    uint l_1118_ = (l_1116_ + l_1117_);
                    uint l_1119_ = (l_64_ + l_1115_);
                    uint l_1120_ = (l_67_ + l_1118_);
                    bool l_1121_ = (l_1119_ < l_64_);
                    uint l_1122_ = uint(l_1121_);
                    uint l_1123_ = (l_1120_ + l_1122_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1124_ = (l_1069_ < 65536u);
                    if (l_1124_) {
                        uint l_1125_ = (l_1069_ * l_1069_);
                        uint l_1126_ = (l_72_ >> 31u);
                        bool l_1127_ = (l_1126_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1127_) {
                            uint l_1128_ = (0u - l_69_);
                            uint l_1129_ = (0u - l_72_);
                            bool l_1130_ = (0u < l_69_);
                            uint l_1131_ = uint(l_1130_);
                            uint l_1132_ = (l_1129_ - l_1131_);
                            l_mut_439_ = l_1128_;
                            l_mut_428_ = l_1132_;
                        }
                        uint _e3906 = l_mut_439_;
                        uint l_1133_ = (_e3906 * l_1125_);
                        uint _e3908 = l_mut_428_;
                        uint l_1134_ = (_e3908 * l_1125_);
                        uint _e3910 = l_mut_439_;
                        uint l_3556_ = (_e3910 & 65535u);
                        uint _e3913 = l_mut_439_;
                        uint l_3557_ = (_e3913 >> 16u);
                        uint l_3558_ = (l_3557_ & 65535u);
                        uint l_3559_ = (l_1125_ & 65535u);
                        uint l_3560_ = (l_1125_ >> 16u);
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
                        uint l_1135_ = (l_3577_ + l_3579_);
                        uint l_1136_ = (l_1135_ + l_1134_);
                        uint _e3954 = l_mut_428_;
                        uint l_3581_ = (_e3954 & 65535u);
                        uint _e3957 = l_mut_428_;
                        uint l_3582_ = (_e3957 >> 16u);
                        uint l_3583_ = (l_3582_ & 65535u);
                        uint l_3584_ = (l_1125_ & 65535u);
                        uint l_3585_ = (l_1125_ >> 16u);
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
                        uint l_1137_ = (l_3602_ + l_3604_);
                        bool l_1138_ = (l_1136_ < l_1134_);
                        uint l_1139_ = uint(l_1138_);
                        uint l_1140_ = (l_1137_ + l_1139_);
                        uint l_1141_ = (l_9_ % 32u);
                        l_mut_421_ = l_1133_;
                        bool l_1142_ = (l_1141_ > 0u);
                        if (l_1142_) {
                            uint l_1143_ = (l_1133_ >> l_1141_);
                            uint l_1144_ = (32u - l_1141_);
                            uint l_1145_ = (l_1136_ << l_1144_);
                            uint l_1146_ = (l_1143_ | l_1145_);
                            l_mut_421_ = l_1146_;
                        }
                        l_mut_394_ = l_1136_;
                        bool l_1147_ = (l_1141_ > 0u);
                        if (l_1147_) {
                            uint l_1148_ = (l_1136_ >> l_1141_);
                            uint l_1149_ = (32u - l_1141_);
                            uint l_1150_ = (l_1140_ << l_1149_);
                            uint l_1151_ = (l_1148_ | l_1150_);
                            l_mut_394_ = l_1151_;
                        }
                        uint _e4016 = l_mut_421_;
                        l_mut_388_ = _e4016;
                        uint _e4017 = l_mut_394_;
                        l_mut_421_ = _e4017;
                        bool l_1152_ = (l_9_ >= 64u);
                        if (l_1152_) {
                            l_mut_388_ = l_1140_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1153_ = (l_9_ >= 32u);
                            if (l_1153_) {
                                l_mut_394_ = l_1136_;
                                bool l_1154_ = (l_1141_ > 0u);
                                if (l_1154_) {
                                    uint l_1155_ = (l_1136_ >> l_1141_);
                                    uint l_1156_ = (32u - l_1141_);
                                    uint l_1157_ = (l_1140_ << l_1156_);
                                    uint l_1158_ = (l_1155_ | l_1157_);
                                    l_mut_394_ = l_1158_;
                                }
                                uint l_1159_ = (l_1140_ >> l_1141_);
                                uint _e4031 = l_mut_394_;
                                l_mut_388_ = _e4031;
                                l_mut_421_ = l_1159_;
                            }
                        }
                        uint _e4032 = l_mut_388_;
                        l_mut_439_ = _e4032;
                        uint _e4033 = l_mut_421_;
                        l_mut_428_ = _e4033;
                        if (l_1127_) {
                            uint _e4035 = l_mut_439_;
                            uint l_1160_ = (0u - _e4035);
                            uint _e4038 = l_mut_428_;
                            uint l_1161_ = (0u - _e4038);
                            uint _e4041 = l_mut_439_;
                            bool l_1162_ = (0u < _e4041);
                            uint l_1163_ = uint(l_1162_);
                            uint l_1164_ = (l_1161_ - l_1163_);
                            l_mut_439_ = l_1160_;
                            l_mut_428_ = l_1164_;
                        }
                        uint _e4045 = l_mut_439_;
                        l_mut_441_ = _e4045;
                        uint _e4046 = l_mut_428_;
                        l_mut_440_ = _e4046;
                    } else {
                        uint l_1165_ = (l_72_ >> 31u);
                        bool l_1166_ = (l_1165_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1166_) {
                            uint l_1167_ = (0u - l_69_);
                            uint l_1168_ = (0u - l_72_);
                            bool l_1169_ = (0u < l_69_);
                            uint l_1170_ = uint(l_1169_);
                            uint l_1171_ = (l_1168_ - l_1170_);
                            l_mut_439_ = l_1167_;
                            l_mut_428_ = l_1171_;
                        }
                        uint _e4059 = l_mut_439_;
                        uint l_1172_ = (_e4059 * l_1069_);
                        uint _e4061 = l_mut_428_;
                        uint l_1173_ = (_e4061 * l_1069_);
                        uint _e4063 = l_mut_439_;
                        uint l_3606_ = (_e4063 & 65535u);
                        uint _e4066 = l_mut_439_;
                        uint l_3607_ = (_e4066 >> 16u);
                        uint l_3608_ = (l_3607_ & 65535u);
                        uint l_3609_ = (l_1069_ & 65535u);
                        uint l_3610_ = (l_1069_ >> 16u);
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
                        uint l_1174_ = (l_3627_ + l_3629_);
                        uint l_1175_ = (l_1174_ + l_1173_);
                        uint _e4107 = l_mut_428_;
                        uint l_3631_ = (_e4107 & 65535u);
                        uint _e4110 = l_mut_428_;
                        uint l_3632_ = (_e4110 >> 16u);
                        uint l_3633_ = (l_3632_ & 65535u);
                        uint l_3634_ = (l_1069_ & 65535u);
                        uint l_3635_ = (l_1069_ >> 16u);
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
                        uint l_1176_ = (l_3652_ + l_3654_);
                        bool l_1177_ = (l_1175_ < l_1173_);
                        uint l_1178_ = uint(l_1177_);
                        uint l_1179_ = (l_1176_ + l_1178_);
                        l_mut_421_ = l_1172_;
                        bool l_1181_ = (0u > 0u);
                        if (l_1181_) {
                            uint l_1182_ = (l_1172_ >> 0u);
                            uint l_1183_ = (32u - 0u);
                            uint l_1184_ = (l_1175_ << l_1183_);
                            uint l_1185_ = (l_1182_ | l_1184_);
                            l_mut_421_ = l_1185_;
                        }
                        l_mut_394_ = l_1175_;
                        bool l_1186_ = (0u > 0u);
                        if (l_1186_) {
                            uint l_1187_ = (l_1175_ >> 0u);
                            uint l_1188_ = (32u - 0u);
                            uint l_1189_ = (l_1179_ << l_1188_);
                            uint l_1190_ = (l_1187_ | l_1189_);
                            l_mut_394_ = l_1190_;
                        }
                        uint _e4168 = l_mut_421_;
                        l_mut_388_ = _e4168;
                        uint _e4169 = l_mut_394_;
                        l_mut_421_ = _e4169;
                        if (false) {
                            l_mut_388_ = l_1179_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1175_;
                                bool l_1193_ = (0u > 0u);
                                if (l_1193_) {
                                    uint l_1194_ = (l_1175_ >> 0u);
                                    uint l_1195_ = (32u - 0u);
                                    uint l_1196_ = (l_1179_ << l_1195_);
                                    uint l_1197_ = (l_1194_ | l_1196_);
                                    l_mut_394_ = l_1197_;
                                }
                                uint l_1198_ = (l_1179_ >> 0u);
                                uint _e4181 = l_mut_394_;
                                l_mut_388_ = _e4181;
                                l_mut_421_ = l_1198_;
                            }
                        }
                        uint _e4182 = l_mut_439_;
                        uint l_1199_ = (_e4182 * l_1069_);
                        uint _e4184 = l_mut_428_;
                        uint l_1200_ = (_e4184 * l_1069_);
                        uint _e4186 = l_mut_439_;
                        uint l_3656_ = (_e4186 & 65535u);
                        uint _e4189 = l_mut_439_;
                        uint l_3657_ = (_e4189 >> 16u);
                        uint l_3658_ = (l_3657_ & 65535u);
                        uint l_3659_ = (l_1069_ & 65535u);
                        uint l_3660_ = (l_1069_ >> 16u);
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
                        uint l_1201_ = (l_3677_ + l_3679_);
                        uint l_1202_ = (l_1201_ + l_1200_);
                        uint _e4230 = l_mut_428_;
                        uint l_3681_ = (_e4230 & 65535u);
                        uint _e4233 = l_mut_428_;
                        uint l_3682_ = (_e4233 >> 16u);
                        uint l_3683_ = (l_3682_ & 65535u);
                        uint l_3684_ = (l_1069_ & 65535u);
                        uint l_3685_ = (l_1069_ >> 16u);
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
                        uint l_1203_ = (l_3702_ + l_3704_);
                        bool l_1204_ = (l_1202_ < l_1200_);
                        uint l_1205_ = uint(l_1204_);
                        uint l_1206_ = (l_1203_ + l_1205_);
                        l_mut_394_ = l_1199_;
                        bool l_1208_ = (0u > 0u);
                        if (l_1208_) {
                            uint l_1209_ = (l_1199_ >> 0u);
                            uint l_1210_ = (32u - 0u);
                            uint l_1211_ = (l_1202_ << l_1210_);
                            uint l_1212_ = (l_1209_ | l_1211_);
                            l_mut_394_ = l_1212_;
                        }
                        l_mut_382_ = l_1202_;
                        bool l_1213_ = (0u > 0u);
                        if (l_1213_) {
                            uint l_1214_ = (l_1202_ >> 0u);
                            uint l_1215_ = (32u - 0u);
                            uint l_1216_ = (l_1206_ << l_1215_);
                            uint l_1217_ = (l_1214_ | l_1216_);
                            l_mut_382_ = l_1217_;
                        }
                        uint _e4291 = l_mut_394_;
                        l_mut_275_ = _e4291;
                        uint _e4292 = l_mut_382_;
                        l_mut_394_ = _e4292;
                        if (true) {
                            l_mut_275_ = l_1206_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1202_;
                                bool l_1220_ = (0u > 0u);
                                if (l_1220_) {
                                    uint l_1221_ = (l_1202_ >> 0u);
                                    uint l_1222_ = (32u - 0u);
                                    uint l_1223_ = (l_1206_ << l_1222_);
                                    uint l_1224_ = (l_1221_ | l_1223_);
                                    l_mut_382_ = l_1224_;
                                }
                                uint l_1225_ = (l_1206_ >> 0u);
                                uint _e4304 = l_mut_382_;
                                l_mut_275_ = _e4304;
                                l_mut_394_ = l_1225_;
                            }
                        }
                        uint _e4305 = l_mut_388_;
                        uint l_1226_ = (_e4305 * l_1069_);
                        uint _e4307 = l_mut_421_;
                        uint l_1227_ = (_e4307 * l_1069_);
                        uint _e4309 = l_mut_388_;
                        uint l_3706_ = (_e4309 & 65535u);
                        uint _e4312 = l_mut_388_;
                        uint l_3707_ = (_e4312 >> 16u);
                        uint l_3708_ = (l_3707_ & 65535u);
                        uint l_3709_ = (l_1069_ & 65535u);
                        uint l_3710_ = (l_1069_ >> 16u);
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
                        uint l_1228_ = (l_3727_ + l_3729_);
                        uint l_1229_ = (l_1228_ + l_1227_);
                        uint _e4353 = l_mut_421_;
                        uint l_3731_ = (_e4353 & 65535u);
                        uint _e4356 = l_mut_421_;
                        uint l_3732_ = (_e4356 >> 16u);
                        uint l_3733_ = (l_3732_ & 65535u);
                        uint l_3734_ = (l_1069_ & 65535u);
                        uint l_3735_ = (l_1069_ >> 16u);
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
                        uint l_1230_ = (l_3752_ + l_3754_);
                        bool l_1231_ = (l_1229_ < l_1227_);
                        uint l_1232_ = uint(l_1231_);
                        uint l_1233_ = (l_1230_ + l_1232_);
                        l_mut_439_ = l_1226_;
                        bool l_1235_ = (0u > 0u);
                        if (l_1235_) {
                            uint l_1236_ = (l_1226_ >> 0u);
                            uint l_1237_ = (32u - 0u);
                            uint l_1238_ = (l_1229_ << l_1237_);
                            uint l_1239_ = (l_1236_ | l_1238_);
                            l_mut_439_ = l_1239_;
                        }
                        l_mut_428_ = l_1229_;
                        bool l_1240_ = (0u > 0u);
                        if (l_1240_) {
                            uint l_1241_ = (l_1229_ >> 0u);
                            uint l_1242_ = (32u - 0u);
                            uint l_1243_ = (l_1233_ << l_1242_);
                            uint l_1244_ = (l_1241_ | l_1243_);
                            l_mut_428_ = l_1244_;
                        }
                        uint _e4414 = l_mut_439_;
                        l_mut_382_ = _e4414;
                        uint _e4415 = l_mut_428_;
                        l_mut_439_ = _e4415;
                        if (false) {
                            l_mut_382_ = l_1233_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1229_;
                                bool l_1247_ = (0u > 0u);
                                if (l_1247_) {
                                    uint l_1248_ = (l_1229_ >> 0u);
                                    uint l_1249_ = (32u - 0u);
                                    uint l_1250_ = (l_1233_ << l_1249_);
                                    uint l_1251_ = (l_1248_ | l_1250_);
                                    l_mut_428_ = l_1251_;
                                }
                                uint l_1252_ = (l_1233_ >> 0u);
                                uint _e4427 = l_mut_428_;
                                l_mut_382_ = _e4427;
                                l_mut_439_ = l_1252_;
                            }
                        }
                        uint _e4428 = l_mut_388_;
                        uint l_1253_ = (_e4428 * l_1069_);
                        uint _e4430 = l_mut_421_;
                        uint l_1254_ = (_e4430 * l_1069_);
                        uint _e4432 = l_mut_388_;
                        uint l_3756_ = (_e4432 & 65535u);
                        uint _e4435 = l_mut_388_;
                        uint l_3757_ = (_e4435 >> 16u);
                        uint l_3758_ = (l_3757_ & 65535u);
                        uint l_3759_ = (l_1069_ & 65535u);
                        uint l_3760_ = (l_1069_ >> 16u);
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
                        uint l_1255_ = (l_3777_ + l_3779_);
                        uint l_1256_ = (l_1255_ + l_1254_);
                        uint _e4476 = l_mut_421_;
                        uint l_3781_ = (_e4476 & 65535u);
                        uint _e4479 = l_mut_421_;
                        uint l_3782_ = (_e4479 >> 16u);
                        uint l_3783_ = (l_3782_ & 65535u);
                        uint l_3784_ = (l_1069_ & 65535u);
                        uint l_3785_ = (l_1069_ >> 16u);
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
                        uint l_1257_ = (l_3802_ + l_3804_);
                        bool l_1258_ = (l_1256_ < l_1254_);
                        uint l_1259_ = uint(l_1258_);
                        uint l_1260_ = (l_1257_ + l_1259_);
                        l_mut_428_ = l_1253_;
                        bool l_1262_ = (0u > 0u);
                        if (l_1262_) {
                            uint l_1263_ = (l_1253_ >> 0u);
                            uint l_1264_ = (32u - 0u);
                            uint l_1265_ = (l_1256_ << l_1264_);
                            uint l_1266_ = (l_1263_ | l_1265_);
                            l_mut_428_ = l_1266_;
                        }
                        l_mut_269_ = l_1256_;
                        bool l_1267_ = (0u > 0u);
                        if (l_1267_) {
                            uint l_1268_ = (l_1256_ >> 0u);
                            uint l_1269_ = (32u - 0u);
                            uint l_1270_ = (l_1260_ << l_1269_);
                            uint l_1271_ = (l_1268_ | l_1270_);
                            l_mut_269_ = l_1271_;
                        }
                        uint _e4537 = l_mut_428_;
                        l_mut_219_ = _e4537;
                        uint _e4538 = l_mut_269_;
                        l_mut_428_ = _e4538;
                        if (true) {
                            l_mut_219_ = l_1260_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1256_;
                                bool l_1274_ = (0u > 0u);
                                if (l_1274_) {
                                    uint l_1275_ = (l_1256_ >> 0u);
                                    uint l_1276_ = (32u - 0u);
                                    uint l_1277_ = (l_1260_ << l_1276_);
                                    uint l_1278_ = (l_1275_ | l_1277_);
                                    l_mut_269_ = l_1278_;
                                }
                                uint l_1279_ = (l_1260_ >> 0u);
                                uint _e4550 = l_mut_269_;
                                l_mut_219_ = _e4550;
                                l_mut_428_ = l_1279_;
                            }
                        }
                        uint _e4551 = l_mut_275_;
                        uint l_1280_ = (_e4551 * l_1069_);
                        uint _e4553 = l_mut_275_;
                        uint l_3806_ = (_e4553 & 65535u);
                        uint _e4556 = l_mut_275_;
                        uint l_3807_ = (_e4556 >> 16u);
                        uint l_3808_ = (l_3807_ & 65535u);
                        uint l_3809_ = (l_1069_ & 65535u);
                        uint l_3810_ = (l_1069_ >> 16u);
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
                        uint l_1281_ = (l_3827_ + l_3829_);
                        uint _e4596 = l_mut_394_;
                        uint l_1282_ = (_e4596 * l_1069_);
                        uint l_1283_ = (l_1281_ + l_1282_);
                        uint _e4599 = l_mut_219_;
                        uint l_1284_ = (_e4599 + l_1280_);
                        uint _e4601 = l_mut_428_;
                        uint l_1285_ = (_e4601 + l_1283_);
                        uint _e4603 = l_mut_219_;
                        bool l_1286_ = (l_1284_ < _e4603);
                        uint l_1287_ = uint(l_1286_);
                        uint l_1288_ = (l_1285_ + l_1287_);
                        uint _e4607 = l_mut_382_;
                        l_mut_441_ = _e4607;
                        uint _e4608 = l_mut_439_;
                        l_mut_440_ = _e4608;
                        bool l_1289_ = (l_9_ == 64u);
                        if (l_1289_) {
                            l_mut_441_ = l_1284_;
                            l_mut_440_ = l_1288_;
                        } else {
                            bool l_1290_ = (l_9_ > 0u);
                            if (l_1290_) {
                                uint l_1291_ = (64u - l_9_);
                                l_mut_428_ = l_1284_;
                                l_mut_421_ = l_1288_;
                                bool l_1292_ = (l_1291_ >= 32u);
                                if (l_1292_) {
                                    uint l_1293_ = (l_1291_ & 31u);
                                    uint l_1294_ = (l_1284_ << l_1293_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1294_;
                                } else {
                                    bool l_1295_ = (l_1291_ > 0u);
                                    if (l_1295_) {
                                        uint l_1296_ = (l_1284_ << l_1291_);
                                        uint l_1297_ = (l_1288_ << l_1291_);
                                        uint l_1298_ = (32u - l_1291_);
                                        uint l_1299_ = (l_1284_ >> l_1298_);
                                        uint l_1300_ = (l_1297_ | l_1299_);
                                        l_mut_428_ = l_1296_;
                                        l_mut_421_ = l_1300_;
                                    }
                                }
                                uint _e4629 = l_mut_382_;
                                l_mut_394_ = _e4629;
                                uint _e4630 = l_mut_439_;
                                l_mut_388_ = _e4630;
                                bool l_1301_ = (l_9_ >= 32u);
                                if (l_1301_) {
                                    uint l_1302_ = (l_9_ & 31u);
                                    uint _e4635 = l_mut_439_;
                                    uint l_1303_ = (_e4635 >> l_1302_);
                                    l_mut_394_ = l_1303_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1304_ = (l_9_ > 0u);
                                    if (l_1304_) {
                                        uint _e4640 = l_mut_382_;
                                        l_mut_275_ = _e4640;
                                        bool l_1305_ = (l_9_ > 0u);
                                        if (l_1305_) {
                                            uint _e4643 = l_mut_382_;
                                            uint l_1306_ = (_e4643 >> l_9_);
                                            uint l_1307_ = (32u - l_9_);
                                            uint _e4647 = l_mut_439_;
                                            uint l_1308_ = (_e4647 << l_1307_);
                                            uint l_1309_ = (l_1306_ | l_1308_);
                                            l_mut_275_ = l_1309_;
                                        }
                                        uint _e4650 = l_mut_439_;
                                        uint l_1310_ = (_e4650 >> l_9_);
                                        uint _e4652 = l_mut_275_;
                                        l_mut_394_ = _e4652;
                                        l_mut_388_ = l_1310_;
                                    }
                                }
                                uint _e4653 = l_mut_428_;
                                uint _e4654 = l_mut_394_;
                                uint l_1311_ = (_e4653 + _e4654);
                                uint _e4656 = l_mut_421_;
                                uint _e4657 = l_mut_388_;
                                uint l_1312_ = (_e4656 + _e4657);
                                uint _e4659 = l_mut_428_;
                                bool l_1313_ = (l_1311_ < _e4659);
                                uint l_1314_ = uint(l_1313_);
                                uint l_1315_ = (l_1312_ + l_1314_);
                                l_mut_441_ = l_1311_;
                                l_mut_440_ = l_1315_;
                            }
                        }
                        if (l_1166_) {
                            uint _e4664 = l_mut_441_;
                            uint l_1316_ = (0u - _e4664);
                            uint _e4667 = l_mut_440_;
                            uint l_1317_ = (0u - _e4667);
                            uint _e4670 = l_mut_441_;
                            bool l_1318_ = (0u < _e4670);
                            uint l_1319_ = uint(l_1318_);
                            uint l_1320_ = (l_1317_ - l_1319_);
                            l_mut_441_ = l_1316_;
                            l_mut_440_ = l_1320_;
                        }
                    }
                    uint _e4674 = l_mut_441_;
                    uint l_1321_ = (l_1119_ + _e4674);
                    uint _e4676 = l_mut_440_;
                    uint l_1322_ = (l_1123_ + _e4676);
                    bool l_1323_ = (l_1321_ < l_1119_);
                    uint l_1324_ = uint(l_1323_);
                    uint l_1325_ = (l_1322_ + l_1324_);
                    uint l_1326_ = (l_72_ >> 31u);
                    bool l_1327_ = (l_1326_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1327_) {
                        uint l_1328_ = (0u - l_69_);
                        uint l_1329_ = (0u - l_72_);
                        bool l_1330_ = (0u < l_69_);
                        uint l_1331_ = uint(l_1330_);
                        uint l_1332_ = (l_1329_ - l_1331_);
                        l_mut_441_ = l_1328_;
                        l_mut_440_ = l_1332_;
                    }
                    uint _e4693 = l_mut_441_;
                    uint l_1333_ = (_e4693 * l_1068_);
                    uint _e4695 = l_mut_440_;
                    uint l_1334_ = (_e4695 * l_1068_);
                    uint _e4697 = l_mut_441_;
                    uint l_3831_ = (_e4697 & 65535u);
                    uint _e4700 = l_mut_441_;
                    uint l_3832_ = (_e4700 >> 16u);
                    uint l_3833_ = (l_3832_ & 65535u);
                    uint l_3834_ = (l_1068_ & 65535u);
                    uint l_3835_ = (l_1068_ >> 16u);
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
                    uint l_1335_ = (l_3852_ + l_3854_);
                    uint l_1336_ = (l_1335_ + l_1334_);
                    uint _e4741 = l_mut_440_;
                    uint l_3856_ = (_e4741 & 65535u);
                    uint _e4744 = l_mut_440_;
                    uint l_3857_ = (_e4744 >> 16u);
                    uint l_3858_ = (l_3857_ & 65535u);
                    uint l_3859_ = (l_1068_ & 65535u);
                    uint l_3860_ = (l_1068_ >> 16u);
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
                    uint l_1337_ = (l_3877_ + l_3879_);
                    bool l_1338_ = (l_1336_ < l_1334_);
                    uint l_1339_ = uint(l_1338_);
                    uint l_1340_ = (l_1337_ + l_1339_);
                    uint l_1341_ = (l_9_ % 32u);
                    l_mut_439_ = l_1333_;
                    bool l_1342_ = (l_1341_ > 0u);
                    if (l_1342_) {
                        uint l_1343_ = (l_1333_ >> l_1341_);
                        uint l_1344_ = (32u - l_1341_);
                        uint l_1345_ = (l_1336_ << l_1344_);
                        uint l_1346_ = (l_1343_ | l_1345_);
                        l_mut_439_ = l_1346_;
                    }
                    l_mut_428_ = l_1336_;
                    bool l_1347_ = (l_1341_ > 0u);
                    if (l_1347_) {
                        uint l_1348_ = (l_1336_ >> l_1341_);
                        uint l_1349_ = (32u - l_1341_);
                        uint l_1350_ = (l_1340_ << l_1349_);
                        uint l_1351_ = (l_1348_ | l_1350_);
                        l_mut_428_ = l_1351_;
                    }
                    uint _e4803 = l_mut_439_;
                    l_mut_421_ = _e4803;
                    uint _e4804 = l_mut_428_;
                    l_mut_439_ = _e4804;
                    bool l_1352_ = (l_9_ >= 64u);
                    if (l_1352_) {
                        l_mut_421_ = l_1340_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1353_ = (l_9_ >= 32u);
                        if (l_1353_) {
                            l_mut_428_ = l_1336_;
                            bool l_1354_ = (l_1341_ > 0u);
                            if (l_1354_) {
                                uint l_1355_ = (l_1336_ >> l_1341_);
                                uint l_1356_ = (32u - l_1341_);
                                uint l_1357_ = (l_1340_ << l_1356_);
                                uint l_1358_ = (l_1355_ | l_1357_);
                                l_mut_428_ = l_1358_;
                            }
                            uint l_1359_ = (l_1340_ >> l_1341_);
                            uint _e4818 = l_mut_428_;
                            l_mut_421_ = _e4818;
                            l_mut_439_ = l_1359_;
                        }
                    }
                    uint _e4819 = l_mut_421_;
                    l_mut_441_ = _e4819;
                    uint _e4820 = l_mut_439_;
                    l_mut_440_ = _e4820;
                    if (l_1327_) {
                        uint _e4822 = l_mut_441_;
                        uint l_1360_ = (0u - _e4822);
                        uint _e4825 = l_mut_440_;
                        uint l_1361_ = (0u - _e4825);
                        uint _e4828 = l_mut_441_;
                        bool l_1362_ = (0u < _e4828);
                        uint l_1363_ = uint(l_1362_);
                        uint l_1364_ = (l_1361_ - l_1363_);
                        l_mut_441_ = l_1360_;
                        l_mut_440_ = l_1364_;
                    }
                    uint _e4832 = l_mut_441_;
                    uint l_1365_ = (l_1110_ + _e4832);
                    uint _e4834 = l_mut_440_;
                    uint l_1366_ = (l_1114_ + _e4834);
                    bool l_1367_ = (l_1365_ < l_1110_);
                    uint l_1368_ = uint(l_1367_);
                    uint l_1369_ = (l_1366_ + l_1368_);
                    uint l_1370_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1371_ = (l_1068_ < 65536u);
                    if (l_1371_) {
                        uint l_1372_ = (l_1068_ * l_1068_);
                        uint l_1373_ = (l_72_ >> 31u);
                        bool l_1374_ = (l_1373_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1374_) {
                            uint l_1375_ = (0u - l_69_);
                            uint l_1376_ = (0u - l_72_);
                            bool l_1377_ = (0u < l_69_);
                            uint l_1378_ = uint(l_1377_);
                            uint l_1379_ = (l_1376_ - l_1378_);
                            l_mut_439_ = l_1375_;
                            l_mut_428_ = l_1379_;
                        }
                        uint _e4858 = l_mut_439_;
                        uint l_1380_ = (_e4858 * l_1372_);
                        uint _e4860 = l_mut_428_;
                        uint l_1381_ = (_e4860 * l_1372_);
                        uint _e4862 = l_mut_439_;
                        uint l_3881_ = (_e4862 & 65535u);
                        uint _e4865 = l_mut_439_;
                        uint l_3882_ = (_e4865 >> 16u);
                        uint l_3883_ = (l_3882_ & 65535u);
                        uint l_3884_ = (l_1372_ & 65535u);
                        uint l_3885_ = (l_1372_ >> 16u);
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
                        uint l_1382_ = (l_3902_ + l_3904_);
                        uint l_1383_ = (l_1382_ + l_1381_);
                        uint _e4906 = l_mut_428_;
                        uint l_3906_ = (_e4906 & 65535u);
                        uint _e4909 = l_mut_428_;
                        uint l_3907_ = (_e4909 >> 16u);
                        uint l_3908_ = (l_3907_ & 65535u);
                        uint l_3909_ = (l_1372_ & 65535u);
                        uint l_3910_ = (l_1372_ >> 16u);
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
                        uint l_1384_ = (l_3927_ + l_3929_);
                        bool l_1385_ = (l_1383_ < l_1381_);
                        uint l_1386_ = uint(l_1385_);
                        uint l_1387_ = (l_1384_ + l_1386_);
                        uint l_1388_ = (l_1370_ % 32u);
                        l_mut_421_ = l_1380_;
                        bool l_1389_ = (l_1388_ > 0u);
                        if (l_1389_) {
                            uint l_1390_ = (l_1380_ >> l_1388_);
                            uint l_1391_ = (32u - l_1388_);
                            uint l_1392_ = (l_1383_ << l_1391_);
                            uint l_1393_ = (l_1390_ | l_1392_);
                            l_mut_421_ = l_1393_;
                        }
                        l_mut_394_ = l_1383_;
                        bool l_1394_ = (l_1388_ > 0u);
                        if (l_1394_) {
                            uint l_1395_ = (l_1383_ >> l_1388_);
                            uint l_1396_ = (32u - l_1388_);
                            uint l_1397_ = (l_1387_ << l_1396_);
                            uint l_1398_ = (l_1395_ | l_1397_);
                            l_mut_394_ = l_1398_;
                        }
                        uint _e4968 = l_mut_421_;
                        l_mut_388_ = _e4968;
                        uint _e4969 = l_mut_394_;
                        l_mut_421_ = _e4969;
                        bool l_1399_ = (l_1370_ >= 64u);
                        if (l_1399_) {
                            l_mut_388_ = l_1387_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1400_ = (l_1370_ >= 32u);
                            if (l_1400_) {
                                l_mut_394_ = l_1383_;
                                bool l_1401_ = (l_1388_ > 0u);
                                if (l_1401_) {
                                    uint l_1402_ = (l_1383_ >> l_1388_);
                                    uint l_1403_ = (32u - l_1388_);
                                    uint l_1404_ = (l_1387_ << l_1403_);
                                    uint l_1405_ = (l_1402_ | l_1404_);
                                    l_mut_394_ = l_1405_;
                                }
                                uint l_1406_ = (l_1387_ >> l_1388_);
                                uint _e4983 = l_mut_394_;
                                l_mut_388_ = _e4983;
                                l_mut_421_ = l_1406_;
                            }
                        }
                        uint _e4984 = l_mut_388_;
                        l_mut_439_ = _e4984;
                        uint _e4985 = l_mut_421_;
                        l_mut_428_ = _e4985;
                        if (l_1374_) {
                            uint _e4987 = l_mut_439_;
                            uint l_1407_ = (0u - _e4987);
                            uint _e4990 = l_mut_428_;
                            uint l_1408_ = (0u - _e4990);
                            uint _e4993 = l_mut_439_;
                            bool l_1409_ = (0u < _e4993);
                            uint l_1410_ = uint(l_1409_);
                            uint l_1411_ = (l_1408_ - l_1410_);
                            l_mut_439_ = l_1407_;
                            l_mut_428_ = l_1411_;
                        }
                        uint _e4997 = l_mut_439_;
                        l_mut_441_ = _e4997;
                        uint _e4998 = l_mut_428_;
                        l_mut_440_ = _e4998;
                    } else {
                        uint l_1412_ = (l_72_ >> 31u);
                        bool l_1413_ = (l_1412_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1413_) {
                            uint l_1414_ = (0u - l_69_);
                            uint l_1415_ = (0u - l_72_);
                            bool l_1416_ = (0u < l_69_);
                            uint l_1417_ = uint(l_1416_);
                            uint l_1418_ = (l_1415_ - l_1417_);
                            l_mut_439_ = l_1414_;
                            l_mut_428_ = l_1418_;
                        }
                        uint _e5011 = l_mut_439_;
                        uint l_1419_ = (_e5011 * l_1068_);
                        uint _e5013 = l_mut_428_;
                        uint l_1420_ = (_e5013 * l_1068_);
                        uint _e5015 = l_mut_439_;
                        uint l_3931_ = (_e5015 & 65535u);
                        uint _e5018 = l_mut_439_;
                        uint l_3932_ = (_e5018 >> 16u);
                        uint l_3933_ = (l_3932_ & 65535u);
                        uint l_3934_ = (l_1068_ & 65535u);
                        uint l_3935_ = (l_1068_ >> 16u);
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
                        uint l_1421_ = (l_3952_ + l_3954_);
                        uint l_1422_ = (l_1421_ + l_1420_);
                        uint _e5059 = l_mut_428_;
                        uint l_3956_ = (_e5059 & 65535u);
                        uint _e5062 = l_mut_428_;
                        uint l_3957_ = (_e5062 >> 16u);
                        uint l_3958_ = (l_3957_ & 65535u);
                        uint l_3959_ = (l_1068_ & 65535u);
                        uint l_3960_ = (l_1068_ >> 16u);
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
                        uint l_1423_ = (l_3977_ + l_3979_);
                        bool l_1424_ = (l_1422_ < l_1420_);
                        uint l_1425_ = uint(l_1424_);
                        uint l_1426_ = (l_1423_ + l_1425_);
                        l_mut_421_ = l_1419_;
                        bool l_1428_ = (0u > 0u);
                        if (l_1428_) {
                            uint l_1429_ = (l_1419_ >> 0u);
                            uint l_1430_ = (32u - 0u);
                            uint l_1431_ = (l_1422_ << l_1430_);
                            uint l_1432_ = (l_1429_ | l_1431_);
                            l_mut_421_ = l_1432_;
                        }
                        l_mut_394_ = l_1422_;
                        bool l_1433_ = (0u > 0u);
                        if (l_1433_) {
                            uint l_1434_ = (l_1422_ >> 0u);
                            uint l_1435_ = (32u - 0u);
                            uint l_1436_ = (l_1426_ << l_1435_);
                            uint l_1437_ = (l_1434_ | l_1436_);
                            l_mut_394_ = l_1437_;
                        }
                        uint _e5120 = l_mut_421_;
                        l_mut_388_ = _e5120;
                        uint _e5121 = l_mut_394_;
                        l_mut_421_ = _e5121;
                        if (false) {
                            l_mut_388_ = l_1426_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1422_;
                                bool l_1440_ = (0u > 0u);
                                if (l_1440_) {
                                    uint l_1441_ = (l_1422_ >> 0u);
                                    uint l_1442_ = (32u - 0u);
                                    uint l_1443_ = (l_1426_ << l_1442_);
                                    uint l_1444_ = (l_1441_ | l_1443_);
                                    l_mut_394_ = l_1444_;
                                }
                                uint l_1445_ = (l_1426_ >> 0u);
                                uint _e5133 = l_mut_394_;
                                l_mut_388_ = _e5133;
                                l_mut_421_ = l_1445_;
                            }
                        }
                        uint _e5134 = l_mut_439_;
                        uint l_1446_ = (_e5134 * l_1068_);
                        uint _e5136 = l_mut_428_;
                        uint l_1447_ = (_e5136 * l_1068_);
                        uint _e5138 = l_mut_439_;
                        uint l_3981_ = (_e5138 & 65535u);
                        uint _e5141 = l_mut_439_;
                        uint l_3982_ = (_e5141 >> 16u);
                        uint l_3983_ = (l_3982_ & 65535u);
                        uint l_3984_ = (l_1068_ & 65535u);
                        uint l_3985_ = (l_1068_ >> 16u);
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
                        uint l_1448_ = (l_4002_ + l_4004_);
                        uint l_1449_ = (l_1448_ + l_1447_);
                        uint _e5182 = l_mut_428_;
                        uint l_4006_ = (_e5182 & 65535u);
                        uint _e5185 = l_mut_428_;
                        uint l_4007_ = (_e5185 >> 16u);
                        uint l_4008_ = (l_4007_ & 65535u);
                        uint l_4009_ = (l_1068_ & 65535u);
                        uint l_4010_ = (l_1068_ >> 16u);
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
                        uint l_1450_ = (l_4027_ + l_4029_);
                        bool l_1451_ = (l_1449_ < l_1447_);
                        uint l_1452_ = uint(l_1451_);
                        uint l_1453_ = (l_1450_ + l_1452_);
                        l_mut_394_ = l_1446_;
                        bool l_1455_ = (0u > 0u);
                        if (l_1455_) {
                            uint l_1456_ = (l_1446_ >> 0u);
                            uint l_1457_ = (32u - 0u);
                            uint l_1458_ = (l_1449_ << l_1457_);
                            uint l_1459_ = (l_1456_ | l_1458_);
                            l_mut_394_ = l_1459_;
                        }
                        l_mut_382_ = l_1449_;
                        bool l_1460_ = (0u > 0u);
                        if (l_1460_) {
                            uint l_1461_ = (l_1449_ >> 0u);
                            uint l_1462_ = (32u - 0u);
                            uint l_1463_ = (l_1453_ << l_1462_);
                            uint l_1464_ = (l_1461_ | l_1463_);
                            l_mut_382_ = l_1464_;
                        }
                        uint _e5243 = l_mut_394_;
                        l_mut_275_ = _e5243;
                        uint _e5244 = l_mut_382_;
                        l_mut_394_ = _e5244;
                        if (true) {
                            l_mut_275_ = l_1453_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1449_;
                                bool l_1467_ = (0u > 0u);
                                if (l_1467_) {
                                    uint l_1468_ = (l_1449_ >> 0u);
                                    uint l_1469_ = (32u - 0u);
                                    uint l_1470_ = (l_1453_ << l_1469_);
                                    uint l_1471_ = (l_1468_ | l_1470_);
                                    l_mut_382_ = l_1471_;
                                }
                                uint l_1472_ = (l_1453_ >> 0u);
                                uint _e5256 = l_mut_382_;
                                l_mut_275_ = _e5256;
                                l_mut_394_ = l_1472_;
                            }
                        }
                        uint _e5257 = l_mut_388_;
                        uint l_1473_ = (_e5257 * l_1068_);
                        uint _e5259 = l_mut_421_;
                        uint l_1474_ = (_e5259 * l_1068_);
                        uint _e5261 = l_mut_388_;
                        uint l_4031_ = (_e5261 & 65535u);
                        uint _e5264 = l_mut_388_;
                        uint l_4032_ = (_e5264 >> 16u);
                        uint l_4033_ = (l_4032_ & 65535u);
                        uint l_4034_ = (l_1068_ & 65535u);
                        uint l_4035_ = (l_1068_ >> 16u);
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
                        uint l_1475_ = (l_4052_ + l_4054_);
                        uint l_1476_ = (l_1475_ + l_1474_);
                        uint _e5305 = l_mut_421_;
                        uint l_4056_ = (_e5305 & 65535u);
                        uint _e5308 = l_mut_421_;
                        uint l_4057_ = (_e5308 >> 16u);
                        uint l_4058_ = (l_4057_ & 65535u);
                        uint l_4059_ = (l_1068_ & 65535u);
                        uint l_4060_ = (l_1068_ >> 16u);
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
                        uint l_1477_ = (l_4077_ + l_4079_);
                        bool l_1478_ = (l_1476_ < l_1474_);
                        uint l_1479_ = uint(l_1478_);
                        uint l_1480_ = (l_1477_ + l_1479_);
                        l_mut_439_ = l_1473_;
                        bool l_1482_ = (0u > 0u);
                        if (l_1482_) {
                            uint l_1483_ = (l_1473_ >> 0u);
                            uint l_1484_ = (32u - 0u);
                            uint l_1485_ = (l_1476_ << l_1484_);
                            uint l_1486_ = (l_1483_ | l_1485_);
                            l_mut_439_ = l_1486_;
                        }
                        l_mut_428_ = l_1476_;
                        bool l_1487_ = (0u > 0u);
                        if (l_1487_) {
                            uint l_1488_ = (l_1476_ >> 0u);
                            uint l_1489_ = (32u - 0u);
                            uint l_1490_ = (l_1480_ << l_1489_);
                            uint l_1491_ = (l_1488_ | l_1490_);
                            l_mut_428_ = l_1491_;
                        }
                        uint _e5366 = l_mut_439_;
                        l_mut_382_ = _e5366;
                        uint _e5367 = l_mut_428_;
                        l_mut_439_ = _e5367;
                        if (false) {
                            l_mut_382_ = l_1480_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1476_;
                                bool l_1494_ = (0u > 0u);
                                if (l_1494_) {
                                    uint l_1495_ = (l_1476_ >> 0u);
                                    uint l_1496_ = (32u - 0u);
                                    uint l_1497_ = (l_1480_ << l_1496_);
                                    uint l_1498_ = (l_1495_ | l_1497_);
                                    l_mut_428_ = l_1498_;
                                }
                                uint l_1499_ = (l_1480_ >> 0u);
                                uint _e5379 = l_mut_428_;
                                l_mut_382_ = _e5379;
                                l_mut_439_ = l_1499_;
                            }
                        }
                        uint _e5380 = l_mut_388_;
                        uint l_1500_ = (_e5380 * l_1068_);
                        uint _e5382 = l_mut_421_;
                        uint l_1501_ = (_e5382 * l_1068_);
                        uint _e5384 = l_mut_388_;
                        uint l_4081_ = (_e5384 & 65535u);
                        uint _e5387 = l_mut_388_;
                        uint l_4082_ = (_e5387 >> 16u);
                        uint l_4083_ = (l_4082_ & 65535u);
                        uint l_4084_ = (l_1068_ & 65535u);
                        uint l_4085_ = (l_1068_ >> 16u);
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
                        uint l_1502_ = (l_4102_ + l_4104_);
                        uint l_1503_ = (l_1502_ + l_1501_);
                        uint _e5428 = l_mut_421_;
                        uint l_4106_ = (_e5428 & 65535u);
                        uint _e5431 = l_mut_421_;
                        uint l_4107_ = (_e5431 >> 16u);
                        uint l_4108_ = (l_4107_ & 65535u);
                        uint l_4109_ = (l_1068_ & 65535u);
                        uint l_4110_ = (l_1068_ >> 16u);
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
                        uint l_1504_ = (l_4127_ + l_4129_);
                        bool l_1505_ = (l_1503_ < l_1501_);
                        uint l_1506_ = uint(l_1505_);
                        uint l_1507_ = (l_1504_ + l_1506_);
                        l_mut_428_ = l_1500_;
                        bool l_1509_ = (0u > 0u);
                        if (l_1509_) {
                            uint l_1510_ = (l_1500_ >> 0u);
                            uint l_1511_ = (32u - 0u);
                            uint l_1512_ = (l_1503_ << l_1511_);
                            uint l_1513_ = (l_1510_ | l_1512_);
                            l_mut_428_ = l_1513_;
                        }
                        l_mut_269_ = l_1503_;
                        bool l_1514_ = (0u > 0u);
                        if (l_1514_) {
                            uint l_1515_ = (l_1503_ >> 0u);
                            uint l_1516_ = (32u - 0u);
                            uint l_1517_ = (l_1507_ << l_1516_);
                            uint l_1518_ = (l_1515_ | l_1517_);
                            l_mut_269_ = l_1518_;
                        }
                        uint _e5489 = l_mut_428_;
                        l_mut_219_ = _e5489;
                        uint _e5490 = l_mut_269_;
                        l_mut_428_ = _e5490;
                        if (true) {
                            l_mut_219_ = l_1507_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1503_;
                                bool l_1521_ = (0u > 0u);
                                if (l_1521_) {
                                    uint l_1522_ = (l_1503_ >> 0u);
                                    uint l_1523_ = (32u - 0u);
                                    uint l_1524_ = (l_1507_ << l_1523_);
                                    uint l_1525_ = (l_1522_ | l_1524_);
                                    l_mut_269_ = l_1525_;
                                }
                                uint l_1526_ = (l_1507_ >> 0u);
                                uint _e5502 = l_mut_269_;
                                l_mut_219_ = _e5502;
                                l_mut_428_ = l_1526_;
                            }
                        }
                        uint _e5503 = l_mut_275_;
                        uint l_1527_ = (_e5503 * l_1068_);
                        uint _e5505 = l_mut_275_;
                        uint l_4131_ = (_e5505 & 65535u);
                        uint _e5508 = l_mut_275_;
                        uint l_4132_ = (_e5508 >> 16u);
                        uint l_4133_ = (l_4132_ & 65535u);
                        uint l_4134_ = (l_1068_ & 65535u);
                        uint l_4135_ = (l_1068_ >> 16u);
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
                        uint l_1528_ = (l_4152_ + l_4154_);
                        uint _e5548 = l_mut_394_;
                        uint l_1529_ = (_e5548 * l_1068_);
                        uint l_1530_ = (l_1528_ + l_1529_);
                        uint _e5551 = l_mut_219_;
                        uint l_1531_ = (_e5551 + l_1527_);
                        uint _e5553 = l_mut_428_;
                        uint l_1532_ = (_e5553 + l_1530_);
                        uint _e5555 = l_mut_219_;
                        bool l_1533_ = (l_1531_ < _e5555);
                        uint l_1534_ = uint(l_1533_);
                        uint l_1535_ = (l_1532_ + l_1534_);
                        uint _e5559 = l_mut_382_;
                        l_mut_441_ = _e5559;
                        uint _e5560 = l_mut_439_;
                        l_mut_440_ = _e5560;
                        bool l_1536_ = (l_1370_ == 64u);
                        if (l_1536_) {
                            l_mut_441_ = l_1531_;
                            l_mut_440_ = l_1535_;
                        } else {
                            bool l_1537_ = (l_1370_ > 0u);
                            if (l_1537_) {
                                uint l_1538_ = (64u - l_1370_);
                                l_mut_428_ = l_1531_;
                                l_mut_421_ = l_1535_;
                                bool l_1539_ = (l_1538_ >= 32u);
                                if (l_1539_) {
                                    uint l_1540_ = (l_1538_ & 31u);
                                    uint l_1541_ = (l_1531_ << l_1540_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1541_;
                                } else {
                                    bool l_1542_ = (l_1538_ > 0u);
                                    if (l_1542_) {
                                        uint l_1543_ = (l_1531_ << l_1538_);
                                        uint l_1544_ = (l_1535_ << l_1538_);
                                        uint l_1545_ = (32u - l_1538_);
                                        uint l_1546_ = (l_1531_ >> l_1545_);
                                        uint l_1547_ = (l_1544_ | l_1546_);
                                        l_mut_428_ = l_1543_;
                                        l_mut_421_ = l_1547_;
                                    }
                                }
                                uint _e5581 = l_mut_382_;
                                l_mut_394_ = _e5581;
                                uint _e5582 = l_mut_439_;
                                l_mut_388_ = _e5582;
                                bool l_1548_ = (l_1370_ >= 32u);
                                if (l_1548_) {
                                    uint l_1549_ = (l_1370_ & 31u);
                                    uint _e5587 = l_mut_439_;
                                    uint l_1550_ = (_e5587 >> l_1549_);
                                    l_mut_394_ = l_1550_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1551_ = (l_1370_ > 0u);
                                    if (l_1551_) {
                                        uint _e5592 = l_mut_382_;
                                        l_mut_275_ = _e5592;
                                        bool l_1552_ = (l_1370_ > 0u);
                                        if (l_1552_) {
                                            uint _e5595 = l_mut_382_;
                                            uint l_1553_ = (_e5595 >> l_1370_);
                                            uint l_1554_ = (32u - l_1370_);
                                            uint _e5599 = l_mut_439_;
                                            uint l_1555_ = (_e5599 << l_1554_);
                                            uint l_1556_ = (l_1553_ | l_1555_);
                                            l_mut_275_ = l_1556_;
                                        }
                                        uint _e5602 = l_mut_439_;
                                        uint l_1557_ = (_e5602 >> l_1370_);
                                        uint _e5604 = l_mut_275_;
                                        l_mut_394_ = _e5604;
                                        l_mut_388_ = l_1557_;
                                    }
                                }
                                uint _e5605 = l_mut_428_;
                                uint _e5606 = l_mut_394_;
                                uint l_1558_ = (_e5605 + _e5606);
                                uint _e5608 = l_mut_421_;
                                uint _e5609 = l_mut_388_;
                                uint l_1559_ = (_e5608 + _e5609);
                                uint _e5611 = l_mut_428_;
                                bool l_1560_ = (l_1558_ < _e5611);
                                uint l_1561_ = uint(l_1560_);
                                uint l_1562_ = (l_1559_ + l_1561_);
                                l_mut_441_ = l_1558_;
                                l_mut_440_ = l_1562_;
                            }
                        }
                        if (l_1413_) {
                            uint _e5616 = l_mut_441_;
                            uint l_1563_ = (0u - _e5616);
                            uint _e5619 = l_mut_440_;
                            uint l_1564_ = (0u - _e5619);
                            uint _e5622 = l_mut_441_;
                            bool l_1565_ = (0u < _e5622);
                            uint l_1566_ = uint(l_1565_);
                            uint l_1567_ = (l_1564_ - l_1566_);
                            l_mut_441_ = l_1563_;
                            l_mut_440_ = l_1567_;
                        }
                    }
                    uint _e5626 = l_mut_441_;
                    uint l_1568_ = (l_1321_ - _e5626);
                    uint _e5628 = l_mut_440_;
                    uint l_1569_ = (l_1325_ - _e5628);
                    uint _e5630 = l_mut_441_;
                    bool l_1570_ = (l_1321_ < _e5630);
                    uint l_1571_ = uint(l_1570_);
                    uint l_1572_ = (l_1569_ - l_1571_);
                    uint l_1573_ = (l_1568_ + l_19_);
                    uint l_1574_ = (l_1572_ + l_22_);
                    bool l_1575_ = (l_1573_ < l_1568_);
                    uint l_1576_ = uint(l_1575_);
                    uint l_1577_ = (l_1574_ + l_1576_);
                    uint l_1578_ = (0u - l_1365_);
                    uint l_1579_ = (0u - l_1369_);
                    bool l_1580_ = (0u < l_1365_);
                    uint l_1581_ = uint(l_1580_);
                    uint l_1582_ = (l_1579_ - l_1581_);
                    uint l_1583_ = (l_19_ + l_19_);
                    uint l_1584_ = (l_22_ + l_22_);
                    bool l_1585_ = (l_1583_ < l_19_);
                    uint l_1586_ = uint(l_1585_);
                    uint l_1587_ = (l_1584_ + l_1586_);
                    l_mut_441_ = l_1578_;
                    l_mut_440_ = l_1582_;
                    uint l_1588_ = (0u - l_1578_);
                    uint l_1589_ = (0u - l_1582_);
                    bool l_1590_ = (0u < l_1578_);
                    uint l_1591_ = uint(l_1590_);
                    uint l_1592_ = (l_1589_ - l_1591_);
                    l_mut_439_ = l_1588_;
                    l_mut_428_ = l_1592_;
                    l_mut_421_ = l_1573_;
                    l_mut_394_ = l_1577_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_645_ = false;
                    uint _e5663 = l_mut_394_;
                    bool l_1593_ = (_e5663 < l_1587_);
                    uint _e5665 = l_mut_394_;
                    bool l_1594_ = (_e5665 == l_1587_);
                    uint _e5667 = l_mut_421_;
                    bool l_1595_ = (_e5667 < l_1583_);
                    if (l_1594_) {
                        local_91 = l_1595_;
                    } else {
                        local_91 = false;
                    }
                    bool l_1596_ = local_91;
                    if (!(l_1593_)) {
                        local_92 = l_1596_;
                    } else {
                        local_92 = true;
                    }
                    bool l_1597_ = local_92;
                    bool l_1598_ = !(l_1597_);
                    l_mut_628_ = l_1598_;
                    uint l_1599_ = (l_1578_ | l_1582_);
                    bool l_1600_ = (l_1599_ == 0u);
                    if (l_1600_) {
                        bool _e5682 = l_mut_628_;
                        l_mut_645_ = _e5682;
                        l_mut_628_ = false;
                    }
                    bool _e5684 = l_mut_628_;
                    if (_e5684) {
                        uint l_1601_ = (l_1582_ >> 31u);
                        bool l_1602_ = (l_1601_ == 1u);
                        l_mut_275_ = l_1578_;
                        l_mut_269_ = l_1582_;
                        if (l_1602_) {
                            uint l_1603_ = (0u - l_1578_);
                            uint l_1604_ = (0u - l_1582_);
                            bool l_1605_ = (0u < l_1578_);
                            uint l_1606_ = uint(l_1605_);
                            uint l_1607_ = (l_1604_ - l_1606_);
                            l_mut_275_ = l_1603_;
                            l_mut_269_ = l_1607_;
                        }
                        uint l_1608_ = (l_1068_ - 1u);
                        uint _e5699 = l_mut_275_;
                        uint l_1609_ = (_e5699 * l_1608_);
                        uint _e5701 = l_mut_275_;
                        uint l_4156_ = (_e5701 & 65535u);
                        uint _e5704 = l_mut_275_;
                        uint l_4157_ = (_e5704 >> 16u);
                        uint l_4158_ = (l_4157_ & 65535u);
                        uint l_4159_ = (l_1608_ & 65535u);
                        uint l_4160_ = (l_1608_ >> 16u);
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
                        uint l_1610_ = (l_4177_ + l_4179_);
                        uint _e5744 = l_mut_269_;
                        uint l_1611_ = (_e5744 * l_1608_);
                        uint l_1612_ = (l_1610_ + l_1611_);
                        l_mut_219_ = 0u;
                        uint l_1613_ = (l_1068_ - 1u);
                        uint _e5750 = l_mut_275_;
                        uint l_1614_ = (_e5750 * l_1613_);
                        uint _e5752 = l_mut_269_;
                        uint l_1615_ = (_e5752 * l_1613_);
                        uint _e5754 = l_mut_275_;
                        uint l_4181_ = (_e5754 & 65535u);
                        uint _e5757 = l_mut_275_;
                        uint l_4182_ = (_e5757 >> 16u);
                        uint l_4183_ = (l_4182_ & 65535u);
                        uint l_4184_ = (l_1613_ & 65535u);
                        uint l_4185_ = (l_1613_ >> 16u);
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
                        uint l_1616_ = (l_4202_ + l_4204_);
                        uint l_1617_ = (l_1616_ + l_1615_);
                        uint _e5798 = l_mut_269_;
                        uint l_4206_ = (_e5798 & 65535u);
                        uint _e5801 = l_mut_269_;
                        uint l_4207_ = (_e5801 >> 16u);
                        uint l_4208_ = (l_4207_ & 65535u);
                        uint l_4209_ = (l_1613_ & 65535u);
                        uint l_4210_ = (l_1613_ >> 16u);
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
                        uint l_1618_ = (l_4227_ + l_4229_);
                        bool l_1619_ = (l_1617_ < l_1615_);
                        uint l_1620_ = uint(l_1619_);
                        uint l_1621_ = (l_1618_ + l_1620_);
                        l_mut_213_ = l_1614_;
                        bool l_1623_ = (0u > 0u);
                        if (l_1623_) {
                            uint l_1624_ = (l_1614_ >> 0u);
                            uint l_1625_ = (32u - 0u);
                            uint l_1626_ = (l_1617_ << l_1625_);
                            uint l_1627_ = (l_1624_ | l_1626_);
                            l_mut_213_ = l_1627_;
                        }
                        l_mut_151_ = l_1617_;
                        bool l_1628_ = (0u > 0u);
                        if (l_1628_) {
                            uint l_1629_ = (l_1617_ >> 0u);
                            uint l_1630_ = (32u - 0u);
                            uint l_1631_ = (l_1621_ << l_1630_);
                            uint l_1632_ = (l_1629_ | l_1631_);
                            l_mut_151_ = l_1632_;
                        }
                        uint _e5859 = l_mut_213_;
                        l_mut_145_ = _e5859;
                        uint _e5860 = l_mut_151_;
                        l_mut_213_ = _e5860;
                        if (true) {
                            l_mut_145_ = l_1621_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1617_;
                                bool l_1635_ = (0u > 0u);
                                if (l_1635_) {
                                    uint l_1636_ = (l_1617_ >> 0u);
                                    uint l_1637_ = (32u - 0u);
                                    uint l_1638_ = (l_1621_ << l_1637_);
                                    uint l_1639_ = (l_1636_ | l_1638_);
                                    l_mut_151_ = l_1639_;
                                }
                                uint l_1640_ = (l_1621_ >> 0u);
                                uint _e5872 = l_mut_151_;
                                l_mut_145_ = _e5872;
                                l_mut_213_ = l_1640_;
                            }
                        }
                        uint _e5873 = l_mut_145_;
                        uint _e5874 = l_mut_213_;
                        uint l_1641_ = (_e5873 | _e5874);
                        bool l_1642_ = (l_1641_ == 0u);
                        if (l_1642_) {
                            l_mut_213_ = l_1573_;
                            l_mut_151_ = l_1577_;
                            if (l_1602_) {
                                uint l_1643_ = (0u - l_1573_);
                                uint l_1644_ = (0u - l_1577_);
                                bool l_1645_ = (0u < l_1573_);
                                uint l_1646_ = uint(l_1645_);
                                uint l_1647_ = (l_1644_ - l_1646_);
                                uint l_1648_ = (l_1573_ | l_1577_);
                                bool l_1649_ = (l_1648_ == 0u);
                                bool l_1650_ = !(l_1649_);
                                bool l_1651_ = (l_1612_ < l_1647_);
                                bool l_1652_ = (l_1612_ == l_1647_);
                                bool l_1653_ = (l_1609_ < l_1643_);
                                if (l_1652_) {
                                    local_93 = l_1653_;
                                } else {
                                    local_93 = false;
                                }
                                bool l_1654_ = local_93;
                                if (!(l_1651_)) {
                                    local_94 = l_1654_;
                                } else {
                                    local_94 = true;
                                }
                                bool l_1655_ = local_94;
                                bool l_1656_ = !(l_1655_);
                                if (l_1650_) {
                                    local_95 = l_1656_;
                                } else {
                                    local_95 = false;
                                }
                                bool l_1657_ = local_95;
                                if (l_1657_) {
                                    uint l_1658_ = (l_1068_ - 1u);
                                    l_mut_145_ = l_1643_;
                                    l_mut_102_ = l_1647_;
                                    uint _e5909 = l_mut_269_;
                                    bool l_1659_ = (l_1647_ < _e5909);
                                    uint _e5911 = l_mut_269_;
                                    bool l_1660_ = (l_1647_ == _e5911);
                                    uint _e5913 = l_mut_275_;
                                    bool l_1661_ = (l_1643_ < _e5913);
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
                                        l_mut_96_ = 0u;
                                        uint _e5926 = l_mut_269_;
                                        bool l_1665_ = (_e5926 < l_1647_);
                                        uint _e5928 = l_mut_269_;
                                        bool l_1666_ = (_e5928 == l_1647_);
                                        uint _e5930 = l_mut_275_;
                                        bool l_1667_ = (_e5930 < l_1643_);
                                        if (l_1666_) {
                                            local_98 = l_1667_;
                                        } else {
                                            local_98 = false;
                                        }
                                        bool l_1668_ = local_98;
                                        if (!(l_1665_)) {
                                            local_99 = l_1668_;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_1669_ = local_99;
                                        if (l_1669_) {
                                            uint l_1670_ = (l_1643_ - 1u);
                                            uint l_1671_ = (l_1647_ - 0u);
                                            bool l_1672_ = (l_1643_ < 1u);
                                            uint l_1673_ = uint(l_1672_);
                                            uint l_1674_ = (l_1671_ - l_1673_);
                                            l_mut_90_ = l_1670_;
                                            l_mut_75_ = l_1674_;
                                            l_mut_40_ = 0u;
                                            l_mut_1675_ = 0u;
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (!loop_init_7) {
                                                    uint _e6037 = l_mut_1675_;
                                                    l_mut_1675_ = (_e6037 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e5952 = l_mut_1675_;
                                                if ((_e5952 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5956 = l_mut_1675_;
                                                    uint l_1676_ = (19u - _e5956);
                                                    uint _e5958 = l_mut_90_;
                                                    l_mut_1677_ = _e5958;
                                                    uint _e5959 = l_mut_75_;
                                                    l_mut_1678_ = _e5959;
                                                    bool l_1679_ = (l_1676_ >= 32u);
                                                    if (l_1679_) {
                                                        uint l_1680_ = (l_1676_ & 31u);
                                                        uint _e5964 = l_mut_75_;
                                                        uint l_1681_ = (_e5964 >> l_1680_);
                                                        l_mut_1677_ = l_1681_;
                                                        l_mut_1678_ = 0u;
                                                    } else {
                                                        bool l_1682_ = (l_1676_ > 0u);
                                                        if (l_1682_) {
                                                            uint _e5969 = l_mut_90_;
                                                            l_mut_1683_ = _e5969;
                                                            bool l_1684_ = (l_1676_ > 0u);
                                                            if (l_1684_) {
                                                                uint _e5972 = l_mut_90_;
                                                                uint l_1685_ = (_e5972 >> l_1676_);
                                                                uint l_1686_ = (32u - l_1676_);
                                                                uint _e5976 = l_mut_75_;
                                                                uint l_1687_ = (_e5976 << l_1686_);
                                                                uint l_1688_ = (l_1685_ | l_1687_);
                                                                l_mut_1683_ = l_1688_;
                                                            }
                                                            uint _e5979 = l_mut_75_;
                                                            uint l_1689_ = (_e5979 >> l_1676_);
                                                            uint _e5981 = l_mut_1683_;
                                                            l_mut_1677_ = _e5981;
                                                            l_mut_1678_ = l_1689_;
                                                        }
                                                    }
                                                    uint _e5982 = l_mut_1678_;
                                                    uint _e5983 = l_mut_269_;
                                                    bool l_1690_ = (_e5982 < _e5983);
                                                    uint _e5985 = l_mut_1678_;
                                                    uint _e5986 = l_mut_269_;
                                                    bool l_1691_ = (_e5985 == _e5986);
                                                    uint _e5988 = l_mut_1677_;
                                                    uint _e5989 = l_mut_275_;
                                                    bool l_1692_ = (_e5988 < _e5989);
                                                    if (l_1691_) {
                                                        local_100 = l_1692_;
                                                    } else {
                                                        local_100 = false;
                                                    }
                                                    bool l_1693_ = local_100;
                                                    if (!(l_1690_)) {
                                                        local_101 = l_1693_;
                                                    } else {
                                                        local_101 = true;
                                                    }
                                                    bool l_1694_ = local_101;
                                                    bool l_1695_ = !(l_1694_);
                                                    if (l_1695_) {
                                                        uint _e6001 = l_mut_275_;
                                                        l_mut_1683_ = _e6001;
                                                        uint _e6002 = l_mut_269_;
                                                        l_mut_1678_ = _e6002;
                                                        bool l_1696_ = (l_1676_ >= 32u);
                                                        if (l_1696_) {
                                                            uint l_1697_ = (l_1676_ & 31u);
                                                            uint _e6007 = l_mut_275_;
                                                            uint l_1698_ = (_e6007 << l_1697_);
                                                            l_mut_1683_ = 0u;
                                                            l_mut_1678_ = l_1698_;
                                                        } else {
                                                            bool l_1699_ = (l_1676_ > 0u);
                                                            if (l_1699_) {
                                                                uint _e6012 = l_mut_275_;
                                                                uint l_1700_ = (_e6012 << l_1676_);
                                                                uint _e6014 = l_mut_269_;
                                                                uint l_1701_ = (_e6014 << l_1676_);
                                                                uint l_1702_ = (32u - l_1676_);
                                                                uint _e6018 = l_mut_275_;
                                                                uint l_1703_ = (_e6018 >> l_1702_);
                                                                uint l_1704_ = (l_1701_ | l_1703_);
                                                                l_mut_1683_ = l_1700_;
                                                                l_mut_1678_ = l_1704_;
                                                            }
                                                        }
                                                        uint _e6021 = l_mut_90_;
                                                        uint _e6022 = l_mut_1683_;
                                                        uint l_1705_ = (_e6021 - _e6022);
                                                        uint _e6024 = l_mut_75_;
                                                        uint _e6025 = l_mut_1678_;
                                                        uint l_1706_ = (_e6024 - _e6025);
                                                        uint _e6027 = l_mut_90_;
                                                        uint _e6028 = l_mut_1683_;
                                                        bool l_1707_ = (_e6027 < _e6028);
                                                        uint l_1708_ = uint(l_1707_);
                                                        uint l_1709_ = (l_1706_ - l_1708_);
                                                        l_mut_90_ = l_1705_;
                                                        l_mut_75_ = l_1709_;
                                                        uint l_1710_ = (1u << l_1676_);
                                                        uint _e6034 = l_mut_40_;
                                                        l_mut_40_ = (_e6034 | l_1710_);
                                                    }
                                                }
                                            }
                                            uint _e6039 = l_mut_40_;
                                            uint l_1711_ = min(_e6039, l_1658_);
                                            l_mut_1683_ = l_1711_;
                                            uint _e6041 = l_mut_75_;
                                            uint _e6042 = l_mut_269_;
                                            bool l_1712_ = (_e6041 < _e6042);
                                            uint _e6044 = l_mut_75_;
                                            uint _e6045 = l_mut_269_;
                                            bool l_1713_ = (_e6044 == _e6045);
                                            uint _e6047 = l_mut_90_;
                                            uint _e6048 = l_mut_275_;
                                            bool l_1714_ = (_e6047 < _e6048);
                                            if (l_1713_) {
                                                local_102 = l_1714_;
                                            } else {
                                                local_102 = false;
                                            }
                                            bool l_1715_ = local_102;
                                            if (!(l_1712_)) {
                                                local_103 = l_1715_;
                                            } else {
                                                local_103 = true;
                                            }
                                            bool l_1716_ = local_103;
                                            bool l_1717_ = !(l_1716_);
                                            if (l_1717_) {
                                                l_mut_1683_ = l_1658_;
                                            }
                                            uint _e6060 = l_mut_1683_;
                                            l_mut_96_ = _e6060;
                                        }
                                        uint _e6061 = l_mut_275_;
                                        uint _e6062 = l_mut_96_;
                                        uint l_1718_ = (_e6061 * _e6062);
                                        uint _e6064 = l_mut_275_;
                                        uint l_4231_ = (_e6064 & 65535u);
                                        uint _e6067 = l_mut_275_;
                                        uint l_4232_ = (_e6067 >> 16u);
                                        uint l_4233_ = (l_4232_ & 65535u);
                                        uint _e6072 = l_mut_96_;
                                        uint l_4234_ = (_e6072 & 65535u);
                                        uint _e6075 = l_mut_96_;
                                        uint l_4235_ = (_e6075 >> 16u);
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
                                        uint l_1719_ = (l_4252_ + l_4254_);
                                        uint _e6109 = l_mut_269_;
                                        uint _e6110 = l_mut_96_;
                                        uint l_1720_ = (_e6109 * _e6110);
                                        uint l_1721_ = (l_1719_ + l_1720_);
                                        uint l_1722_ = (l_1643_ - l_1718_);
                                        uint l_1723_ = (l_1647_ - l_1721_);
                                        bool l_1724_ = (l_1643_ < l_1718_);
                                        uint l_1725_ = uint(l_1724_);
                                        uint l_1726_ = (l_1723_ - l_1725_);
                                        l_mut_145_ = l_1722_;
                                        l_mut_102_ = l_1726_;
                                        uint _e6118 = l_mut_102_;
                                        uint _e6119 = l_mut_269_;
                                        bool l_1727_ = (_e6118 < _e6119);
                                        uint _e6121 = l_mut_102_;
                                        uint _e6122 = l_mut_269_;
                                        bool l_1728_ = (_e6121 == _e6122);
                                        uint _e6124 = l_mut_145_;
                                        uint _e6125 = l_mut_275_;
                                        bool l_1729_ = (_e6124 < _e6125);
                                        if (l_1728_) {
                                            local_104 = l_1729_;
                                        } else {
                                            local_104 = false;
                                        }
                                        bool l_1730_ = local_104;
                                        if (!(l_1727_)) {
                                            local_105 = l_1730_;
                                        } else {
                                            local_105 = true;
                                        }
                                        bool l_1731_ = local_105;
                                        bool l_1732_ = !(l_1731_);
                                        if (l_1732_) {
                                            uint _e6137 = l_mut_145_;
                                            uint _e6138 = l_mut_275_;
                                            uint l_1733_ = (_e6137 - _e6138);
                                            uint _e6140 = l_mut_102_;
                                            uint _e6141 = l_mut_269_;
                                            uint l_1734_ = (_e6140 - _e6141);
                                            uint _e6143 = l_mut_145_;
                                            uint _e6144 = l_mut_275_;
                                            bool l_1735_ = (_e6143 < _e6144);
                                            uint l_1736_ = uint(l_1735_);
                                            uint l_1737_ = (l_1734_ - l_1736_);
                                            l_mut_145_ = l_1733_;
                                            l_mut_102_ = l_1737_;
                                        }
                                    }
                                    uint _e6148 = l_mut_275_;
                                    uint _e6149 = l_mut_145_;
                                    uint l_1738_ = (_e6148 - _e6149);
                                    uint _e6151 = l_mut_269_;
                                    uint _e6152 = l_mut_102_;
                                    uint l_1739_ = (_e6151 - _e6152);
                                    uint _e6154 = l_mut_275_;
                                    uint _e6155 = l_mut_145_;
                                    bool l_1740_ = (_e6154 < _e6155);
                                    uint l_1741_ = uint(l_1740_);
                                    uint l_1742_ = (l_1739_ - l_1741_);
                                    l_mut_1683_ = l_1738_;
                                    l_mut_1678_ = l_1742_;
                                    uint _e6159 = l_mut_269_;
                                    bool l_1743_ = (l_1742_ < _e6159);
                                    uint _e6161 = l_mut_269_;
                                    bool l_1744_ = (l_1742_ == _e6161);
                                    uint _e6163 = l_mut_275_;
                                    bool l_1745_ = (l_1738_ < _e6163);
                                    if (l_1744_) {
                                        local_106 = l_1745_;
                                    } else {
                                        local_106 = false;
                                    }
                                    bool l_1746_ = local_106;
                                    if (!(l_1743_)) {
                                        local_107 = l_1746_;
                                    } else {
                                        local_107 = true;
                                    }
                                    bool l_1747_ = local_107;
                                    bool l_1748_ = !(l_1747_);
                                    if (l_1748_) {
                                        uint _e6175 = l_mut_275_;
                                        uint l_1749_ = (l_1738_ - _e6175);
                                        uint _e6177 = l_mut_269_;
                                        uint l_1750_ = (l_1742_ - _e6177);
                                        uint _e6179 = l_mut_275_;
                                        bool l_1751_ = (l_1738_ < _e6179);
                                        uint l_1752_ = uint(l_1751_);
                                        uint l_1753_ = (l_1750_ - l_1752_);
                                        l_mut_1683_ = l_1749_;
                                        l_mut_1678_ = l_1753_;
                                    }
                                    uint _e6183 = l_mut_1678_;
                                    uint _e6184 = l_mut_151_;
                                    bool l_1754_ = (_e6183 < _e6184);
                                    uint _e6186 = l_mut_1678_;
                                    uint _e6187 = l_mut_151_;
                                    bool l_1755_ = (_e6186 == _e6187);
                                    uint _e6189 = l_mut_1683_;
                                    uint _e6190 = l_mut_213_;
                                    bool l_1756_ = (_e6189 < _e6190);
                                    if (l_1755_) {
                                        local_108 = l_1756_;
                                    } else {
                                        local_108 = false;
                                    }
                                    bool l_1757_ = local_108;
                                    if (!(l_1754_)) {
                                        local_109 = l_1757_;
                                    } else {
                                        local_109 = true;
                                    }
                                    bool l_1758_ = local_109;
                                    if (l_1758_) {
                                        uint _e6201 = l_mut_1683_;
                                        l_mut_213_ = _e6201;
                                        uint _e6202 = l_mut_1678_;
                                        l_mut_151_ = _e6202;
                                    }
                                }
                            } else {
                                uint l_1759_ = (l_1573_ - l_1609_);
                                uint l_1760_ = (l_1577_ - l_1612_);
                                bool l_1761_ = (l_1573_ < l_1609_);
                                uint l_1762_ = uint(l_1761_);
                                uint l_1763_ = (l_1760_ - l_1762_);
                                l_mut_213_ = l_1759_;
                                l_mut_151_ = l_1763_;
                                bool l_1764_ = (l_1577_ < l_1612_);
                                bool l_1765_ = (l_1577_ == l_1612_);
                                bool l_1766_ = (l_1573_ < l_1609_);
                                if (l_1765_) {
                                    local_110 = l_1766_;
                                } else {
                                    local_110 = false;
                                }
                                bool l_1767_ = local_110;
                                if (!(l_1764_)) {
                                    local_111 = l_1767_;
                                } else {
                                    local_111 = true;
                                }
                                bool l_1768_ = local_111;
                                if (l_1768_) {
                                    uint l_1769_ = (l_1068_ - 1u);
                                    l_mut_1683_ = l_1573_;
                                    l_mut_1678_ = l_1577_;
                                    uint _e6222 = l_mut_269_;
                                    bool l_1770_ = (l_1577_ < _e6222);
                                    uint _e6224 = l_mut_269_;
                                    bool l_1771_ = (l_1577_ == _e6224);
                                    uint _e6226 = l_mut_275_;
                                    bool l_1772_ = (l_1573_ < _e6226);
                                    if (l_1771_) {
                                        local_112 = l_1772_;
                                    } else {
                                        local_112 = false;
                                    }
                                    bool l_1773_ = local_112;
                                    if (!(l_1770_)) {
                                        local_113 = l_1773_;
                                    } else {
                                        local_113 = true;
                                    }
                                    bool l_1774_ = local_113;
                                    bool l_1775_ = !(l_1774_);
                                    if (l_1775_) {
                                        l_mut_1677_ = 0u;
                                        uint _e6239 = l_mut_269_;
                                        bool l_1776_ = (_e6239 < l_1577_);
                                        uint _e6241 = l_mut_269_;
                                        bool l_1777_ = (_e6241 == l_1577_);
                                        uint _e6243 = l_mut_275_;
                                        bool l_1778_ = (_e6243 < l_1573_);
                                        if (l_1777_) {
                                            local_114 = l_1778_;
                                        } else {
                                            local_114 = false;
                                        }
                                        bool l_1779_ = local_114;
                                        if (!(l_1776_)) {
                                            local_115 = l_1779_;
                                        } else {
                                            local_115 = true;
                                        }
                                        bool l_1780_ = local_115;
                                        if (l_1780_) {
                                            uint l_1781_ = (l_1573_ - 1u);
                                            uint l_1782_ = (l_1577_ - 0u);
                                            bool l_1783_ = (l_1573_ < 1u);
                                            uint l_1784_ = uint(l_1783_);
                                            uint l_1785_ = (l_1782_ - l_1784_);
                                            l_mut_145_ = l_1781_;
                                            l_mut_102_ = l_1785_;
                                            l_mut_96_ = 0u;
                                            l_mut_1786_ = 0u;
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (!loop_init_8) {
                                                    uint _e6350 = l_mut_1786_;
                                                    l_mut_1786_ = (_e6350 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e6265 = l_mut_1786_;
                                                if ((_e6265 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6269 = l_mut_1786_;
                                                    uint l_1787_ = (19u - _e6269);
                                                    uint _e6271 = l_mut_145_;
                                                    l_mut_90_ = _e6271;
                                                    uint _e6272 = l_mut_102_;
                                                    l_mut_75_ = _e6272;
                                                    bool l_1788_ = (l_1787_ >= 32u);
                                                    if (l_1788_) {
                                                        uint l_1789_ = (l_1787_ & 31u);
                                                        uint _e6277 = l_mut_102_;
                                                        uint l_1790_ = (_e6277 >> l_1789_);
                                                        l_mut_90_ = l_1790_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1791_ = (l_1787_ > 0u);
                                                        if (l_1791_) {
                                                            uint _e6282 = l_mut_145_;
                                                            l_mut_40_ = _e6282;
                                                            bool l_1792_ = (l_1787_ > 0u);
                                                            if (l_1792_) {
                                                                uint _e6285 = l_mut_145_;
                                                                uint l_1793_ = (_e6285 >> l_1787_);
                                                                uint l_1794_ = (32u - l_1787_);
                                                                uint _e6289 = l_mut_102_;
                                                                uint l_1795_ = (_e6289 << l_1794_);
                                                                uint l_1796_ = (l_1793_ | l_1795_);
                                                                l_mut_40_ = l_1796_;
                                                            }
                                                            uint _e6292 = l_mut_102_;
                                                            uint l_1797_ = (_e6292 >> l_1787_);
                                                            uint _e6294 = l_mut_40_;
                                                            l_mut_90_ = _e6294;
                                                            l_mut_75_ = l_1797_;
                                                        }
                                                    }
                                                    uint _e6295 = l_mut_75_;
                                                    uint _e6296 = l_mut_269_;
                                                    bool l_1798_ = (_e6295 < _e6296);
                                                    uint _e6298 = l_mut_75_;
                                                    uint _e6299 = l_mut_269_;
                                                    bool l_1799_ = (_e6298 == _e6299);
                                                    uint _e6301 = l_mut_90_;
                                                    uint _e6302 = l_mut_275_;
                                                    bool l_1800_ = (_e6301 < _e6302);
                                                    if (l_1799_) {
                                                        local_116 = l_1800_;
                                                    } else {
                                                        local_116 = false;
                                                    }
                                                    bool l_1801_ = local_116;
                                                    if (!(l_1798_)) {
                                                        local_117 = l_1801_;
                                                    } else {
                                                        local_117 = true;
                                                    }
                                                    bool l_1802_ = local_117;
                                                    bool l_1803_ = !(l_1802_);
                                                    if (l_1803_) {
                                                        uint _e6314 = l_mut_275_;
                                                        l_mut_90_ = _e6314;
                                                        uint _e6315 = l_mut_269_;
                                                        l_mut_75_ = _e6315;
                                                        bool l_1804_ = (l_1787_ >= 32u);
                                                        if (l_1804_) {
                                                            uint l_1805_ = (l_1787_ & 31u);
                                                            uint _e6320 = l_mut_275_;
                                                            uint l_1806_ = (_e6320 << l_1805_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1806_;
                                                        } else {
                                                            bool l_1807_ = (l_1787_ > 0u);
                                                            if (l_1807_) {
                                                                uint _e6325 = l_mut_275_;
                                                                uint l_1808_ = (_e6325 << l_1787_);
                                                                uint _e6327 = l_mut_269_;
                                                                uint l_1809_ = (_e6327 << l_1787_);
                                                                uint l_1810_ = (32u - l_1787_);
                                                                uint _e6331 = l_mut_275_;
                                                                uint l_1811_ = (_e6331 >> l_1810_);
                                                                uint l_1812_ = (l_1809_ | l_1811_);
                                                                l_mut_90_ = l_1808_;
                                                                l_mut_75_ = l_1812_;
                                                            }
                                                        }
                                                        uint _e6334 = l_mut_145_;
                                                        uint _e6335 = l_mut_90_;
                                                        uint l_1813_ = (_e6334 - _e6335);
                                                        uint _e6337 = l_mut_102_;
                                                        uint _e6338 = l_mut_75_;
                                                        uint l_1814_ = (_e6337 - _e6338);
                                                        uint _e6340 = l_mut_145_;
                                                        uint _e6341 = l_mut_90_;
                                                        bool l_1815_ = (_e6340 < _e6341);
                                                        uint l_1816_ = uint(l_1815_);
                                                        uint l_1817_ = (l_1814_ - l_1816_);
                                                        l_mut_145_ = l_1813_;
                                                        l_mut_102_ = l_1817_;
                                                        uint l_1818_ = (1u << l_1787_);
                                                        uint _e6347 = l_mut_96_;
                                                        l_mut_96_ = (_e6347 | l_1818_);
                                                    }
                                                }
                                            }
                                            uint _e6352 = l_mut_96_;
                                            uint l_1819_ = min(_e6352, l_1769_);
                                            l_mut_96_ = l_1819_;
                                            uint _e6354 = l_mut_102_;
                                            uint _e6355 = l_mut_269_;
                                            bool l_1820_ = (_e6354 < _e6355);
                                            uint _e6357 = l_mut_102_;
                                            uint _e6358 = l_mut_269_;
                                            bool l_1821_ = (_e6357 == _e6358);
                                            uint _e6360 = l_mut_145_;
                                            uint _e6361 = l_mut_275_;
                                            bool l_1822_ = (_e6360 < _e6361);
                                            if (l_1821_) {
                                                local_118 = l_1822_;
                                            } else {
                                                local_118 = false;
                                            }
                                            bool l_1823_ = local_118;
                                            if (!(l_1820_)) {
                                                local_119 = l_1823_;
                                            } else {
                                                local_119 = true;
                                            }
                                            bool l_1824_ = local_119;
                                            bool l_1825_ = !(l_1824_);
                                            if (l_1825_) {
                                                l_mut_96_ = l_1769_;
                                            }
                                            uint _e6373 = l_mut_96_;
                                            l_mut_1677_ = _e6373;
                                        }
                                        uint _e6374 = l_mut_275_;
                                        uint _e6375 = l_mut_1677_;
                                        uint l_1826_ = (_e6374 * _e6375);
                                        uint _e6377 = l_mut_275_;
                                        uint l_4256_ = (_e6377 & 65535u);
                                        uint _e6380 = l_mut_275_;
                                        uint l_4257_ = (_e6380 >> 16u);
                                        uint l_4258_ = (l_4257_ & 65535u);
                                        uint _e6385 = l_mut_1677_;
                                        uint l_4259_ = (_e6385 & 65535u);
                                        uint _e6388 = l_mut_1677_;
                                        uint l_4260_ = (_e6388 >> 16u);
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
                                        uint l_1827_ = (l_4277_ + l_4279_);
                                        uint _e6422 = l_mut_269_;
                                        uint _e6423 = l_mut_1677_;
                                        uint l_1828_ = (_e6422 * _e6423);
                                        uint l_1829_ = (l_1827_ + l_1828_);
                                        uint l_1830_ = (l_1573_ - l_1826_);
                                        uint l_1831_ = (l_1577_ - l_1829_);
                                        bool l_1832_ = (l_1573_ < l_1826_);
                                        uint l_1833_ = uint(l_1832_);
                                        uint l_1834_ = (l_1831_ - l_1833_);
                                        l_mut_1683_ = l_1830_;
                                        l_mut_1678_ = l_1834_;
                                        uint _e6431 = l_mut_1678_;
                                        uint _e6432 = l_mut_269_;
                                        bool l_1835_ = (_e6431 < _e6432);
                                        uint _e6434 = l_mut_1678_;
                                        uint _e6435 = l_mut_269_;
                                        bool l_1836_ = (_e6434 == _e6435);
                                        uint _e6437 = l_mut_1683_;
                                        uint _e6438 = l_mut_275_;
                                        bool l_1837_ = (_e6437 < _e6438);
                                        if (l_1836_) {
                                            local_120 = l_1837_;
                                        } else {
                                            local_120 = false;
                                        }
                                        bool l_1838_ = local_120;
                                        if (!(l_1835_)) {
                                            local_121 = l_1838_;
                                        } else {
                                            local_121 = true;
                                        }
                                        bool l_1839_ = local_121;
                                        bool l_1840_ = !(l_1839_);
                                        if (l_1840_) {
                                            uint _e6450 = l_mut_1683_;
                                            uint _e6451 = l_mut_275_;
                                            uint l_1841_ = (_e6450 - _e6451);
                                            uint _e6453 = l_mut_1678_;
                                            uint _e6454 = l_mut_269_;
                                            uint l_1842_ = (_e6453 - _e6454);
                                            uint _e6456 = l_mut_1683_;
                                            uint _e6457 = l_mut_275_;
                                            bool l_1843_ = (_e6456 < _e6457);
                                            uint l_1844_ = uint(l_1843_);
                                            uint l_1845_ = (l_1842_ - l_1844_);
                                            l_mut_1683_ = l_1841_;
                                            l_mut_1678_ = l_1845_;
                                        }
                                    }
                                    uint _e6461 = l_mut_1678_;
                                    uint _e6462 = l_mut_151_;
                                    bool l_1846_ = (_e6461 < _e6462);
                                    uint _e6464 = l_mut_1678_;
                                    uint _e6465 = l_mut_151_;
                                    bool l_1847_ = (_e6464 == _e6465);
                                    uint _e6467 = l_mut_1683_;
                                    uint _e6468 = l_mut_213_;
                                    bool l_1848_ = (_e6467 < _e6468);
                                    if (l_1847_) {
                                        local_122 = l_1848_;
                                    } else {
                                        local_122 = false;
                                    }
                                    bool l_1849_ = local_122;
                                    if (!(l_1846_)) {
                                        local_123 = l_1849_;
                                    } else {
                                        local_123 = true;
                                    }
                                    bool l_1850_ = local_123;
                                    if (l_1850_) {
                                        uint _e6479 = l_mut_1683_;
                                        l_mut_213_ = _e6479;
                                        uint _e6480 = l_mut_1678_;
                                        l_mut_151_ = _e6480;
                                    }
                                }
                            }
                            uint _e6481 = l_mut_151_;
                            bool l_1851_ = (_e6481 < l_1587_);
                            uint _e6483 = l_mut_151_;
                            bool l_1852_ = (_e6483 == l_1587_);
                            uint _e6485 = l_mut_213_;
                            bool l_1853_ = (_e6485 < l_1583_);
                            if (l_1852_) {
                                local_124 = l_1853_;
                            } else {
                                local_124 = false;
                            }
                            bool l_1854_ = local_124;
                            if (!(l_1851_)) {
                                local_125 = l_1854_;
                            } else {
                                local_125 = true;
                            }
                            bool l_1855_ = local_125;
                            bool l_1856_ = !(l_1855_);
                            uint l_1857_ = uint(l_1856_);
                            uint l_1858_ = (2u - l_1857_);
                            l_mut_219_ = l_1858_;
                        }
                        uint _e6500 = l_mut_219_;
                        bool l_1859_ = (_e6500 > 0u);
                        if (l_1859_) {
                            uint _e6503 = l_mut_219_;
                            bool l_1860_ = (_e6503 == 1u);
                            l_mut_645_ = l_1860_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    while(true) {
                        bool _e6508 = l_mut_628_;
                        bool l_1861_ = !(_e6508);
                        if (l_1861_) {
                            break;
                        }
                        uint _e6510 = l_mut_394_;
                        uint _e6511 = l_mut_440_;
                        bool l_1862_ = (_e6510 < _e6511);
                        uint _e6513 = l_mut_394_;
                        uint _e6514 = l_mut_440_;
                        bool l_1863_ = (_e6513 == _e6514);
                        uint _e6516 = l_mut_421_;
                        uint _e6517 = l_mut_441_;
                        bool l_1864_ = (_e6516 < _e6517);
                        if (l_1863_) {
                            local_126 = l_1864_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1865_ = local_126;
                        if (!(l_1862_)) {
                            local_127 = l_1865_;
                        } else {
                            local_127 = true;
                        }
                        bool l_1866_ = local_127;
                        if (l_1866_) {
                            uint _e6528 = l_mut_441_;
                            uint _e6529 = l_mut_421_;
                            uint l_1867_ = (_e6528 - _e6529);
                            uint _e6531 = l_mut_440_;
                            uint _e6532 = l_mut_394_;
                            uint l_1868_ = (_e6531 - _e6532);
                            uint _e6534 = l_mut_441_;
                            uint _e6535 = l_mut_421_;
                            bool l_1869_ = (_e6534 < _e6535);
                            uint l_1870_ = uint(l_1869_);
                            uint l_1871_ = (l_1868_ - l_1870_);
                            uint _e6539 = l_mut_441_;
                            l_mut_1683_ = _e6539;
                            uint _e6540 = l_mut_440_;
                            l_mut_1678_ = _e6540;
                            uint _e6541 = l_mut_440_;
                            bool l_1872_ = (l_1871_ < _e6541);
                            uint _e6543 = l_mut_440_;
                            bool l_1873_ = (l_1871_ == _e6543);
                            uint _e6545 = l_mut_441_;
                            bool l_1874_ = (l_1867_ < _e6545);
                            if (l_1873_) {
                                local_128 = l_1874_;
                            } else {
                                local_128 = false;
                            }
                            bool l_1875_ = local_128;
                            if (!(l_1872_)) {
                                local_129 = l_1875_;
                            } else {
                                local_129 = true;
                            }
                            bool l_1876_ = local_129;
                            if (l_1876_) {
                                l_mut_1683_ = l_1867_;
                                l_mut_1678_ = l_1871_;
                            }
                            l_mut_350_ = false;
                            uint _e6557 = l_mut_1683_;
                            l_mut_1677_ = _e6557;
                            uint _e6558 = l_mut_1678_;
                            l_mut_275_ = _e6558;
                            if (false) {
                                uint _e6561 = l_mut_1678_;
                                uint l_1879_ = (_e6561 >> 3u);
                                l_mut_1677_ = l_1879_;
                                l_mut_275_ = 0u;
                            } else {
                                if (true) {
                                    uint _e6565 = l_mut_1683_;
                                    l_mut_269_ = _e6565;
                                    if (true) {
                                        uint _e6567 = l_mut_1683_;
                                        uint l_1882_ = (_e6567 >> 3u);
                                        uint _e6570 = l_mut_1678_;
                                        uint l_1883_ = (_e6570 << 29u);
                                        uint l_1884_ = (l_1882_ | l_1883_);
                                        l_mut_269_ = l_1884_;
                                    }
                                    uint _e6574 = l_mut_1678_;
                                    uint l_1885_ = (_e6574 >> 3u);
                                    uint _e6577 = l_mut_269_;
                                    l_mut_1677_ = _e6577;
                                    l_mut_275_ = l_1885_;
                                }
                            }
                            uint _e6578 = l_mut_275_;
                            uint _e6579 = l_mut_428_;
                            bool l_1886_ = (_e6578 < _e6579);
                            uint _e6581 = l_mut_275_;
                            uint _e6582 = l_mut_428_;
                            bool l_1887_ = (_e6581 == _e6582);
                            uint _e6584 = l_mut_1677_;
                            uint _e6585 = l_mut_439_;
                            bool l_1888_ = (_e6584 < _e6585);
                            if (l_1887_) {
                                local_130 = l_1888_;
                            } else {
                                local_130 = false;
                            }
                            bool l_1889_ = local_130;
                            if (!(l_1886_)) {
                                local_131 = l_1889_;
                            } else {
                                local_131 = true;
                            }
                            bool l_1890_ = local_131;
                            bool l_1891_ = !(l_1890_);
                            l_mut_350_ = l_1891_;
                            l_mut_1677_ = 0u;
                            uint _e6598 = l_mut_439_;
                            uint _e6599 = l_mut_428_;
                            uint l_1892_ = (_e6598 | _e6599);
                            bool l_1893_ = (l_1892_ == 0u);
                            bool l_1894_ = !(l_1893_);
                            bool _e6604 = l_mut_350_;
                            if (_e6604) {
                                local_132 = l_1894_;
                            } else {
                                local_132 = false;
                            }
                            bool l_1895_ = local_132;
                            uint _e6609 = l_mut_428_;
                            uint _e6610 = l_mut_1678_;
                            bool l_1896_ = (_e6609 < _e6610);
                            uint _e6612 = l_mut_428_;
                            uint _e6613 = l_mut_1678_;
                            bool l_1897_ = (_e6612 == _e6613);
                            uint _e6615 = l_mut_439_;
                            uint _e6616 = l_mut_1683_;
                            bool l_1898_ = (_e6615 < _e6616);
                            if (l_1897_) {
                                local_133 = l_1898_;
                            } else {
                                local_133 = false;
                            }
                            bool l_1899_ = local_133;
                            if (!(l_1896_)) {
                                local_134 = l_1899_;
                            } else {
                                local_134 = true;
                            }
                            bool l_1900_ = local_134;
                            if (l_1895_) {
                                local_135 = l_1900_;
                            } else {
                                local_135 = false;
                            }
                            bool l_1901_ = local_135;
                            uint _e6631 = l_mut_388_;
                            uint _e6632 = l_mut_382_;
                            uint l_1902_ = (_e6631 + _e6632);
                            bool l_1903_ = (l_1902_ < l_1068_);
                            if (l_1901_) {
                                local_136 = l_1903_;
                            } else {
                                local_136 = false;
                            }
                            bool l_1904_ = local_136;
                            if (l_1904_) {
                                uint _e6639 = l_mut_388_;
                                uint l_1905_ = (l_1068_ - _e6639);
                                uint _e6641 = l_mut_382_;
                                uint l_1906_ = (l_1905_ - _e6641);
                                uint _e6643 = l_mut_388_;
                                uint l_1907_ = (l_1906_ / _e6643);
                                uint _e6645 = l_mut_1683_;
                                uint l_1908_ = (_e6645 - 1u);
                                uint _e6648 = l_mut_1678_;
                                uint l_1909_ = (_e6648 - 0u);
                                uint _e6651 = l_mut_1683_;
                                bool l_1910_ = (_e6651 < 1u);
                                uint l_1911_ = uint(l_1910_);
                                uint l_1912_ = (l_1909_ - l_1911_);
                                l_mut_1683_ = l_1908_;
                                l_mut_1678_ = l_1912_;
                                l_mut_275_ = 0u;
                                l_mut_1913_ = 0u;
                                bool loop_init_9 = true;
                                while(true) {
                                    if (!loop_init_9) {
                                        uint _e6744 = l_mut_1913_;
                                        l_mut_1913_ = (_e6744 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e6659 = l_mut_1913_;
                                    if ((_e6659 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e6663 = l_mut_1913_;
                                        uint l_1914_ = (19u - _e6663);
                                        uint _e6665 = l_mut_1683_;
                                        l_mut_269_ = _e6665;
                                        uint _e6666 = l_mut_1678_;
                                        l_mut_219_ = _e6666;
                                        bool l_1915_ = (l_1914_ >= 32u);
                                        if (l_1915_) {
                                            uint l_1916_ = (l_1914_ & 31u);
                                            uint _e6671 = l_mut_1678_;
                                            uint l_1917_ = (_e6671 >> l_1916_);
                                            l_mut_269_ = l_1917_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1918_ = (l_1914_ > 0u);
                                            if (l_1918_) {
                                                uint _e6676 = l_mut_1683_;
                                                l_mut_213_ = _e6676;
                                                bool l_1919_ = (l_1914_ > 0u);
                                                if (l_1919_) {
                                                    uint _e6679 = l_mut_1683_;
                                                    uint l_1920_ = (_e6679 >> l_1914_);
                                                    uint l_1921_ = (32u - l_1914_);
                                                    uint _e6683 = l_mut_1678_;
                                                    uint l_1922_ = (_e6683 << l_1921_);
                                                    uint l_1923_ = (l_1920_ | l_1922_);
                                                    l_mut_213_ = l_1923_;
                                                }
                                                uint _e6686 = l_mut_1678_;
                                                uint l_1924_ = (_e6686 >> l_1914_);
                                                uint _e6688 = l_mut_213_;
                                                l_mut_269_ = _e6688;
                                                l_mut_219_ = l_1924_;
                                            }
                                        }
                                        uint _e6689 = l_mut_219_;
                                        uint _e6690 = l_mut_428_;
                                        bool l_1925_ = (_e6689 < _e6690);
                                        uint _e6692 = l_mut_219_;
                                        uint _e6693 = l_mut_428_;
                                        bool l_1926_ = (_e6692 == _e6693);
                                        uint _e6695 = l_mut_269_;
                                        uint _e6696 = l_mut_439_;
                                        bool l_1927_ = (_e6695 < _e6696);
                                        if (l_1926_) {
                                            local_137 = l_1927_;
                                        } else {
                                            local_137 = false;
                                        }
                                        bool l_1928_ = local_137;
                                        if (!(l_1925_)) {
                                            local_138 = l_1928_;
                                        } else {
                                            local_138 = true;
                                        }
                                        bool l_1929_ = local_138;
                                        bool l_1930_ = !(l_1929_);
                                        if (l_1930_) {
                                            uint _e6708 = l_mut_439_;
                                            l_mut_269_ = _e6708;
                                            uint _e6709 = l_mut_428_;
                                            l_mut_219_ = _e6709;
                                            bool l_1931_ = (l_1914_ >= 32u);
                                            if (l_1931_) {
                                                uint l_1932_ = (l_1914_ & 31u);
                                                uint _e6714 = l_mut_439_;
                                                uint l_1933_ = (_e6714 << l_1932_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1933_;
                                            } else {
                                                bool l_1934_ = (l_1914_ > 0u);
                                                if (l_1934_) {
                                                    uint _e6719 = l_mut_439_;
                                                    uint l_1935_ = (_e6719 << l_1914_);
                                                    uint _e6721 = l_mut_428_;
                                                    uint l_1936_ = (_e6721 << l_1914_);
                                                    uint l_1937_ = (32u - l_1914_);
                                                    uint _e6725 = l_mut_439_;
                                                    uint l_1938_ = (_e6725 >> l_1937_);
                                                    uint l_1939_ = (l_1936_ | l_1938_);
                                                    l_mut_269_ = l_1935_;
                                                    l_mut_219_ = l_1939_;
                                                }
                                            }
                                            uint _e6728 = l_mut_1683_;
                                            uint _e6729 = l_mut_269_;
                                            uint l_1940_ = (_e6728 - _e6729);
                                            uint _e6731 = l_mut_1678_;
                                            uint _e6732 = l_mut_219_;
                                            uint l_1941_ = (_e6731 - _e6732);
                                            uint _e6734 = l_mut_1683_;
                                            uint _e6735 = l_mut_269_;
                                            bool l_1942_ = (_e6734 < _e6735);
                                            uint l_1943_ = uint(l_1942_);
                                            uint l_1944_ = (l_1941_ - l_1943_);
                                            l_mut_1683_ = l_1940_;
                                            l_mut_1678_ = l_1944_;
                                            uint l_1945_ = (1u << l_1914_);
                                            uint _e6741 = l_mut_275_;
                                            l_mut_275_ = (_e6741 | l_1945_);
                                        }
                                    }
                                }
                                uint _e6746 = l_mut_275_;
                                uint l_1946_ = min(_e6746, l_1907_);
                                l_mut_275_ = l_1946_;
                                uint _e6748 = l_mut_1678_;
                                uint _e6749 = l_mut_428_;
                                bool l_1947_ = (_e6748 < _e6749);
                                uint _e6751 = l_mut_1678_;
                                uint _e6752 = l_mut_428_;
                                bool l_1948_ = (_e6751 == _e6752);
                                uint _e6754 = l_mut_1683_;
                                uint _e6755 = l_mut_439_;
                                bool l_1949_ = (_e6754 < _e6755);
                                if (l_1948_) {
                                    local_139 = l_1949_;
                                } else {
                                    local_139 = false;
                                }
                                bool l_1950_ = local_139;
                                if (!(l_1947_)) {
                                    local_140 = l_1950_;
                                } else {
                                    local_140 = true;
                                }
                                bool l_1951_ = local_140;
                                bool l_1952_ = !(l_1951_);
                                if (l_1952_) {
                                    l_mut_275_ = l_1907_;
                                }
                                uint _e6767 = l_mut_275_;
                                l_mut_1677_ = _e6767;
                            }
                            uint _e6768 = l_mut_1677_;
                            bool l_1953_ = (_e6768 > 0u);
                            if (l_1953_) {
                                uint _e6771 = l_mut_439_;
                                uint _e6772 = l_mut_1677_;
                                uint l_1954_ = (_e6771 * _e6772);
                                uint _e6774 = l_mut_439_;
                                uint l_4281_ = (_e6774 & 65535u);
                                uint _e6777 = l_mut_439_;
                                uint l_4282_ = (_e6777 >> 16u);
                                uint l_4283_ = (l_4282_ & 65535u);
                                uint _e6782 = l_mut_1677_;
                                uint l_4284_ = (_e6782 & 65535u);
                                uint _e6785 = l_mut_1677_;
                                uint l_4285_ = (_e6785 >> 16u);
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
                                uint l_1955_ = (l_4302_ + l_4304_);
                                uint _e6819 = l_mut_428_;
                                uint _e6820 = l_mut_1677_;
                                uint l_1956_ = (_e6819 * _e6820);
                                uint l_1957_ = (l_1955_ + l_1956_);
                                uint _e6823 = l_mut_441_;
                                uint l_1958_ = (_e6823 - l_1954_);
                                uint _e6825 = l_mut_440_;
                                uint l_1959_ = (_e6825 - l_1957_);
                                uint _e6827 = l_mut_441_;
                                bool l_1960_ = (_e6827 < l_1954_);
                                uint l_1961_ = uint(l_1960_);
                                uint l_1962_ = (l_1959_ - l_1961_);
                                l_mut_441_ = l_1958_;
                                l_mut_440_ = l_1962_;
                                uint _e6831 = l_mut_1677_;
                                uint _e6832 = l_mut_388_;
                                uint l_1963_ = (_e6831 * _e6832);
                                uint _e6834 = l_mut_382_;
                                l_mut_382_ = (_e6834 + l_1963_);
                            } else {
                                uint _e6836 = l_mut_388_;
                                uint l_1964_ = (l_1068_ - _e6836);
                                uint _e6838 = l_mut_382_;
                                uint l_1965_ = (l_1964_ / _e6838);
                                l_mut_1683_ = 0u;
                                l_mut_350_ = false;
                                uint _e6842 = l_mut_439_;
                                l_mut_1678_ = _e6842;
                                uint _e6843 = l_mut_428_;
                                l_mut_1677_ = _e6843;
                                if (false) {
                                    uint _e6846 = l_mut_428_;
                                    uint l_1968_ = (_e6846 >> 3u);
                                    l_mut_1678_ = l_1968_;
                                    l_mut_1677_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e6850 = l_mut_439_;
                                        l_mut_275_ = _e6850;
                                        if (true) {
                                            uint _e6852 = l_mut_439_;
                                            uint l_1971_ = (_e6852 >> 3u);
                                            uint _e6855 = l_mut_428_;
                                            uint l_1972_ = (_e6855 << 29u);
                                            uint l_1973_ = (l_1971_ | l_1972_);
                                            l_mut_275_ = l_1973_;
                                        }
                                        uint _e6859 = l_mut_428_;
                                        uint l_1974_ = (_e6859 >> 3u);
                                        uint _e6862 = l_mut_275_;
                                        l_mut_1678_ = _e6862;
                                        l_mut_1677_ = l_1974_;
                                    }
                                }
                                uint _e6863 = l_mut_1677_;
                                uint _e6864 = l_mut_440_;
                                bool l_1975_ = (_e6863 < _e6864);
                                uint _e6866 = l_mut_1677_;
                                uint _e6867 = l_mut_440_;
                                bool l_1976_ = (_e6866 == _e6867);
                                uint _e6869 = l_mut_1678_;
                                uint _e6870 = l_mut_441_;
                                bool l_1977_ = (_e6869 < _e6870);
                                if (l_1976_) {
                                    local_141 = l_1977_;
                                } else {
                                    local_141 = false;
                                }
                                bool l_1978_ = local_141;
                                if (!(l_1975_)) {
                                    local_142 = l_1978_;
                                } else {
                                    local_142 = true;
                                }
                                bool l_1979_ = local_142;
                                bool l_1980_ = !(l_1979_);
                                l_mut_350_ = l_1980_;
                                uint _e6882 = l_mut_441_;
                                uint _e6883 = l_mut_440_;
                                uint l_1981_ = (_e6882 | _e6883);
                                bool l_1982_ = (l_1981_ == 0u);
                                if (l_1982_) {
                                    l_mut_1683_ = l_1965_;
                                } else {
                                    bool _e6887 = l_mut_350_;
                                    if (_e6887) {
                                        uint _e6888 = l_mut_440_;
                                        uint _e6889 = l_mut_428_;
                                        bool l_1983_ = (_e6888 < _e6889);
                                        uint _e6891 = l_mut_440_;
                                        uint _e6892 = l_mut_428_;
                                        bool l_1984_ = (_e6891 == _e6892);
                                        uint _e6894 = l_mut_441_;
                                        uint _e6895 = l_mut_439_;
                                        bool l_1985_ = (_e6894 < _e6895);
                                        if (l_1984_) {
                                            local_143 = l_1985_;
                                        } else {
                                            local_143 = false;
                                        }
                                        bool l_1986_ = local_143;
                                        if (!(l_1983_)) {
                                            local_144 = l_1986_;
                                        } else {
                                            local_144 = true;
                                        }
                                        bool l_1987_ = local_144;
                                        if (l_1987_) {
                                            uint _e6906 = l_mut_439_;
                                            uint l_1988_ = (_e6906 - 1u);
                                            uint _e6909 = l_mut_428_;
                                            uint l_1989_ = (_e6909 - 0u);
                                            uint _e6912 = l_mut_439_;
                                            bool l_1990_ = (_e6912 < 1u);
                                            uint l_1991_ = uint(l_1990_);
                                            uint l_1992_ = (l_1989_ - l_1991_);
                                            l_mut_1678_ = l_1988_;
                                            l_mut_1677_ = l_1992_;
                                            l_mut_275_ = 0u;
                                            l_mut_1993_ = 0u;
                                            bool loop_init_10 = true;
                                            while(true) {
                                                if (!loop_init_10) {
                                                    uint _e7005 = l_mut_1993_;
                                                    l_mut_1993_ = (_e7005 + 1u);
                                                }
                                                loop_init_10 = false;
                                                uint _e6920 = l_mut_1993_;
                                                if ((_e6920 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e6924 = l_mut_1993_;
                                                    uint l_1994_ = (19u - _e6924);
                                                    uint _e6926 = l_mut_1678_;
                                                    l_mut_269_ = _e6926;
                                                    uint _e6927 = l_mut_1677_;
                                                    l_mut_219_ = _e6927;
                                                    bool l_1995_ = (l_1994_ >= 32u);
                                                    if (l_1995_) {
                                                        uint l_1996_ = (l_1994_ & 31u);
                                                        uint _e6932 = l_mut_1677_;
                                                        uint l_1997_ = (_e6932 >> l_1996_);
                                                        l_mut_269_ = l_1997_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1998_ = (l_1994_ > 0u);
                                                        if (l_1998_) {
                                                            uint _e6937 = l_mut_1678_;
                                                            l_mut_213_ = _e6937;
                                                            bool l_1999_ = (l_1994_ > 0u);
                                                            if (l_1999_) {
                                                                uint _e6940 = l_mut_1678_;
                                                                uint l_2000_ = (_e6940 >> l_1994_);
                                                                uint l_2001_ = (32u - l_1994_);
                                                                uint _e6944 = l_mut_1677_;
                                                                uint l_2002_ = (_e6944 << l_2001_);
                                                                uint l_2003_ = (l_2000_ | l_2002_);
                                                                l_mut_213_ = l_2003_;
                                                            }
                                                            uint _e6947 = l_mut_1677_;
                                                            uint l_2004_ = (_e6947 >> l_1994_);
                                                            uint _e6949 = l_mut_213_;
                                                            l_mut_269_ = _e6949;
                                                            l_mut_219_ = l_2004_;
                                                        }
                                                    }
                                                    uint _e6950 = l_mut_219_;
                                                    uint _e6951 = l_mut_440_;
                                                    bool l_2005_ = (_e6950 < _e6951);
                                                    uint _e6953 = l_mut_219_;
                                                    uint _e6954 = l_mut_440_;
                                                    bool l_2006_ = (_e6953 == _e6954);
                                                    uint _e6956 = l_mut_269_;
                                                    uint _e6957 = l_mut_441_;
                                                    bool l_2007_ = (_e6956 < _e6957);
                                                    if (l_2006_) {
                                                        local_145 = l_2007_;
                                                    } else {
                                                        local_145 = false;
                                                    }
                                                    bool l_2008_ = local_145;
                                                    if (!(l_2005_)) {
                                                        local_146 = l_2008_;
                                                    } else {
                                                        local_146 = true;
                                                    }
                                                    bool l_2009_ = local_146;
                                                    bool l_2010_ = !(l_2009_);
                                                    if (l_2010_) {
                                                        uint _e6969 = l_mut_441_;
                                                        l_mut_269_ = _e6969;
                                                        uint _e6970 = l_mut_440_;
                                                        l_mut_219_ = _e6970;
                                                        bool l_2011_ = (l_1994_ >= 32u);
                                                        if (l_2011_) {
                                                            uint l_2012_ = (l_1994_ & 31u);
                                                            uint _e6975 = l_mut_441_;
                                                            uint l_2013_ = (_e6975 << l_2012_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_2013_;
                                                        } else {
                                                            bool l_2014_ = (l_1994_ > 0u);
                                                            if (l_2014_) {
                                                                uint _e6980 = l_mut_441_;
                                                                uint l_2015_ = (_e6980 << l_1994_);
                                                                uint _e6982 = l_mut_440_;
                                                                uint l_2016_ = (_e6982 << l_1994_);
                                                                uint l_2017_ = (32u - l_1994_);
                                                                uint _e6986 = l_mut_441_;
                                                                uint l_2018_ = (_e6986 >> l_2017_);
                                                                uint l_2019_ = (l_2016_ | l_2018_);
                                                                l_mut_269_ = l_2015_;
                                                                l_mut_219_ = l_2019_;
                                                            }
                                                        }
                                                        uint _e6989 = l_mut_1678_;
                                                        uint _e6990 = l_mut_269_;
                                                        uint l_2020_ = (_e6989 - _e6990);
                                                        uint _e6992 = l_mut_1677_;
                                                        uint _e6993 = l_mut_219_;
                                                        uint l_2021_ = (_e6992 - _e6993);
                                                        uint _e6995 = l_mut_1678_;
                                                        uint _e6996 = l_mut_269_;
                                                        bool l_2022_ = (_e6995 < _e6996);
                                                        uint l_2023_ = uint(l_2022_);
                                                        uint l_2024_ = (l_2021_ - l_2023_);
                                                        l_mut_1678_ = l_2020_;
                                                        l_mut_1677_ = l_2024_;
                                                        uint l_2025_ = (1u << l_1994_);
                                                        uint _e7002 = l_mut_275_;
                                                        l_mut_275_ = (_e7002 | l_2025_);
                                                    }
                                                }
                                            }
                                            uint _e7007 = l_mut_275_;
                                            uint l_2026_ = min(_e7007, l_1965_);
                                            l_mut_275_ = l_2026_;
                                            uint _e7009 = l_mut_1677_;
                                            uint _e7010 = l_mut_440_;
                                            bool l_2027_ = (_e7009 < _e7010);
                                            uint _e7012 = l_mut_1677_;
                                            uint _e7013 = l_mut_440_;
                                            bool l_2028_ = (_e7012 == _e7013);
                                            uint _e7015 = l_mut_1678_;
                                            uint _e7016 = l_mut_441_;
                                            bool l_2029_ = (_e7015 < _e7016);
                                            if (l_2028_) {
                                                local_147 = l_2029_;
                                            } else {
                                                local_147 = false;
                                            }
                                            bool l_2030_ = local_147;
                                            if (!(l_2027_)) {
                                                local_148 = l_2030_;
                                            } else {
                                                local_148 = true;
                                            }
                                            bool l_2031_ = local_148;
                                            bool l_2032_ = !(l_2031_);
                                            if (l_2032_) {
                                                l_mut_275_ = l_1965_;
                                            }
                                            uint _e7028 = l_mut_275_;
                                            l_mut_1683_ = _e7028;
                                        }
                                    } else {
                                        uint _e7029 = l_mut_439_;
                                        l_mut_1678_ = _e7029;
                                        uint _e7030 = l_mut_428_;
                                        l_mut_1677_ = _e7030;
                                        while(true) {
                                            uint _e7031 = l_mut_440_;
                                            uint _e7032 = l_mut_1677_;
                                            bool l_2033_ = (_e7031 < _e7032);
                                            uint _e7034 = l_mut_440_;
                                            uint _e7035 = l_mut_1677_;
                                            bool l_2034_ = (_e7034 == _e7035);
                                            uint _e7037 = l_mut_441_;
                                            uint _e7038 = l_mut_1678_;
                                            bool l_2035_ = (_e7037 < _e7038);
                                            if (l_2034_) {
                                                local_149 = l_2035_;
                                            } else {
                                                local_149 = false;
                                            }
                                            bool l_2036_ = local_149;
                                            if (!(l_2033_)) {
                                                local_150 = l_2036_;
                                            } else {
                                                local_150 = true;
                                            }
                                            bool l_2037_ = local_150;
                                            uint _e7049 = l_mut_1683_;
                                            uint _e7050 = l_mut_382_;
                                            uint l_2038_ = (_e7049 * _e7050);
                                            uint _e7052 = l_mut_388_;
                                            uint l_2039_ = (_e7052 + l_2038_);
                                            uint _e7054 = l_mut_382_;
                                            uint l_2040_ = (l_2039_ + _e7054);
                                            bool l_2041_ = (l_2040_ < l_1068_);
                                            if (l_2037_) {
                                                local_151 = l_2041_;
                                            } else {
                                                local_151 = false;
                                            }
                                            bool l_2042_ = local_151;
                                            bool l_2043_ = !(l_2042_);
                                            if (l_2043_) {
                                                break;
                                            }
                                            uint _e7062 = l_mut_1678_;
                                            uint _e7063 = l_mut_441_;
                                            uint l_2044_ = (_e7062 - _e7063);
                                            uint _e7065 = l_mut_1677_;
                                            uint _e7066 = l_mut_440_;
                                            uint l_2045_ = (_e7065 - _e7066);
                                            uint _e7068 = l_mut_1678_;
                                            uint _e7069 = l_mut_441_;
                                            bool l_2046_ = (_e7068 < _e7069);
                                            uint l_2047_ = uint(l_2046_);
                                            uint l_2048_ = (l_2045_ - l_2047_);
                                            l_mut_1678_ = l_2044_;
                                            l_mut_1677_ = l_2048_;
                                            uint _e7073 = l_mut_1683_;
                                            l_mut_1683_ = (_e7073 + 1u);
                                        }
                                    }
                                }
                                uint _e7076 = l_mut_1683_;
                                uint _e7077 = l_mut_382_;
                                uint l_2049_ = (_e7076 * _e7077);
                                uint _e7079 = l_mut_388_;
                                uint l_2050_ = (_e7079 + l_2049_);
                                uint _e7081 = l_mut_382_;
                                uint l_2051_ = (l_2050_ + _e7081);
                                bool l_2052_ = (l_2051_ >= l_1068_);
                                uint _e7084 = l_mut_441_;
                                l_mut_1678_ = _e7084;
                                uint _e7085 = l_mut_440_;
                                l_mut_1677_ = _e7085;
                                uint _e7086 = l_mut_439_;
                                l_mut_275_ = _e7086;
                                uint _e7087 = l_mut_428_;
                                l_mut_269_ = _e7087;
                                uint _e7088 = l_mut_388_;
                                l_mut_219_ = _e7088;
                                uint _e7089 = l_mut_382_;
                                l_mut_213_ = _e7089;
                                bool l_2053_ = !(l_2052_);
                                if (l_2053_) {
                                    uint _e7091 = l_mut_441_;
                                    uint _e7092 = l_mut_1683_;
                                    uint l_2054_ = (_e7091 * _e7092);
                                    uint _e7094 = l_mut_441_;
                                    uint l_4306_ = (_e7094 & 65535u);
                                    uint _e7097 = l_mut_441_;
                                    uint l_4307_ = (_e7097 >> 16u);
                                    uint l_4308_ = (l_4307_ & 65535u);
                                    uint _e7102 = l_mut_1683_;
                                    uint l_4309_ = (_e7102 & 65535u);
                                    uint _e7105 = l_mut_1683_;
                                    uint l_4310_ = (_e7105 >> 16u);
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
                                    uint l_2055_ = (l_4327_ + l_4329_);
                                    uint _e7139 = l_mut_440_;
                                    uint _e7140 = l_mut_1683_;
                                    uint l_2056_ = (_e7139 * _e7140);
                                    uint l_2057_ = (l_2055_ + l_2056_);
                                    uint _e7143 = l_mut_439_;
                                    uint l_2058_ = (_e7143 - l_2054_);
                                    uint _e7145 = l_mut_428_;
                                    uint l_2059_ = (_e7145 - l_2057_);
                                    uint _e7147 = l_mut_439_;
                                    bool l_2060_ = (_e7147 < l_2054_);
                                    uint l_2061_ = uint(l_2060_);
                                    uint l_2062_ = (l_2059_ - l_2061_);
                                    l_mut_275_ = l_2058_;
                                    l_mut_269_ = l_2062_;
                                    uint _e7151 = l_mut_1683_;
                                    uint _e7152 = l_mut_382_;
                                    uint l_2063_ = (_e7151 * _e7152);
                                    uint _e7154 = l_mut_388_;
                                    uint l_2064_ = (_e7154 + l_2063_);
                                    l_mut_219_ = l_2064_;
                                    uint _e7156 = l_mut_441_;
                                    uint _e7157 = l_mut_275_;
                                    uint l_2065_ = (_e7156 - _e7157);
                                    uint _e7159 = l_mut_440_;
                                    uint _e7160 = l_mut_269_;
                                    uint l_2066_ = (_e7159 - _e7160);
                                    uint _e7162 = l_mut_441_;
                                    uint _e7163 = l_mut_275_;
                                    bool l_2067_ = (_e7162 < _e7163);
                                    uint l_2068_ = uint(l_2067_);
                                    uint l_2069_ = (l_2066_ - l_2068_);
                                    l_mut_1678_ = l_2065_;
                                    l_mut_1677_ = l_2069_;
                                    uint _e7167 = l_mut_382_;
                                    uint _e7168 = l_mut_219_;
                                    uint l_2070_ = (_e7167 + _e7168);
                                    l_mut_213_ = l_2070_;
                                }
                                uint _e7170 = l_mut_1678_;
                                l_mut_441_ = _e7170;
                                uint _e7171 = l_mut_1677_;
                                l_mut_440_ = _e7171;
                                uint _e7172 = l_mut_275_;
                                l_mut_439_ = _e7172;
                                uint _e7173 = l_mut_269_;
                                l_mut_428_ = _e7173;
                                uint _e7174 = l_mut_219_;
                                l_mut_388_ = _e7174;
                                uint _e7175 = l_mut_213_;
                                l_mut_382_ = _e7175;
                                l_mut_645_ = l_2052_;
                                bool l_2071_ = !(l_2052_);
                                l_mut_628_ = l_2071_;
                            }
                        } else {
                            uint _e7177 = l_mut_421_;
                            uint l_2072_ = (_e7177 - l_1583_);
                            uint _e7179 = l_mut_394_;
                            uint l_2073_ = (_e7179 - l_1587_);
                            uint _e7181 = l_mut_421_;
                            bool l_2074_ = (_e7181 < l_1583_);
                            uint l_2075_ = uint(l_2074_);
                            uint l_2076_ = (l_2073_ - l_2075_);
                            uint _e7185 = l_mut_439_;
                            l_mut_1683_ = _e7185;
                            uint _e7186 = l_mut_428_;
                            l_mut_1678_ = _e7186;
                            uint _e7187 = l_mut_428_;
                            bool l_2077_ = (l_2076_ < _e7187);
                            uint _e7189 = l_mut_428_;
                            bool l_2078_ = (l_2076_ == _e7189);
                            uint _e7191 = l_mut_439_;
                            bool l_2079_ = (l_2072_ < _e7191);
                            if (l_2078_) {
                                local_152 = l_2079_;
                            } else {
                                local_152 = false;
                            }
                            bool l_2080_ = local_152;
                            if (!(l_2077_)) {
                                local_153 = l_2080_;
                            } else {
                                local_153 = true;
                            }
                            bool l_2081_ = local_153;
                            if (l_2081_) {
                                l_mut_1683_ = l_2072_;
                                l_mut_1678_ = l_2076_;
                            }
                            l_mut_350_ = false;
                            uint _e7203 = l_mut_1683_;
                            l_mut_1677_ = _e7203;
                            uint _e7204 = l_mut_1678_;
                            l_mut_275_ = _e7204;
                            if (false) {
                                uint _e7207 = l_mut_1678_;
                                uint l_2084_ = (_e7207 >> 3u);
                                l_mut_1677_ = l_2084_;
                                l_mut_275_ = 0u;
                            } else {
                                if (true) {
                                    uint _e7211 = l_mut_1683_;
                                    l_mut_269_ = _e7211;
                                    if (true) {
                                        uint _e7213 = l_mut_1683_;
                                        uint l_2087_ = (_e7213 >> 3u);
                                        uint _e7216 = l_mut_1678_;
                                        uint l_2088_ = (_e7216 << 29u);
                                        uint l_2089_ = (l_2087_ | l_2088_);
                                        l_mut_269_ = l_2089_;
                                    }
                                    uint _e7220 = l_mut_1678_;
                                    uint l_2090_ = (_e7220 >> 3u);
                                    uint _e7223 = l_mut_269_;
                                    l_mut_1677_ = _e7223;
                                    l_mut_275_ = l_2090_;
                                }
                            }
                            uint _e7224 = l_mut_275_;
                            uint _e7225 = l_mut_440_;
                            bool l_2091_ = (_e7224 < _e7225);
                            uint _e7227 = l_mut_275_;
                            uint _e7228 = l_mut_440_;
                            bool l_2092_ = (_e7227 == _e7228);
                            uint _e7230 = l_mut_1677_;
                            uint _e7231 = l_mut_441_;
                            bool l_2093_ = (_e7230 < _e7231);
                            if (l_2092_) {
                                local_154 = l_2093_;
                            } else {
                                local_154 = false;
                            }
                            bool l_2094_ = local_154;
                            if (!(l_2091_)) {
                                local_155 = l_2094_;
                            } else {
                                local_155 = true;
                            }
                            bool l_2095_ = local_155;
                            bool l_2096_ = !(l_2095_);
                            l_mut_350_ = l_2096_;
                            l_mut_1677_ = 0u;
                            uint _e7244 = l_mut_441_;
                            uint _e7245 = l_mut_440_;
                            uint l_2097_ = (_e7244 | _e7245);
                            bool l_2098_ = (l_2097_ == 0u);
                            bool l_2099_ = !(l_2098_);
                            bool _e7250 = l_mut_350_;
                            if (_e7250) {
                                local_156 = l_2099_;
                            } else {
                                local_156 = false;
                            }
                            bool l_2100_ = local_156;
                            uint _e7255 = l_mut_440_;
                            uint _e7256 = l_mut_1678_;
                            bool l_2101_ = (_e7255 < _e7256);
                            uint _e7258 = l_mut_440_;
                            uint _e7259 = l_mut_1678_;
                            bool l_2102_ = (_e7258 == _e7259);
                            uint _e7261 = l_mut_441_;
                            uint _e7262 = l_mut_1683_;
                            bool l_2103_ = (_e7261 < _e7262);
                            if (l_2102_) {
                                local_157 = l_2103_;
                            } else {
                                local_157 = false;
                            }
                            bool l_2104_ = local_157;
                            if (!(l_2101_)) {
                                local_158 = l_2104_;
                            } else {
                                local_158 = true;
                            }
                            bool l_2105_ = local_158;
                            if (l_2100_) {
                                local_159 = l_2105_;
                            } else {
                                local_159 = false;
                            }
                            bool l_2106_ = local_159;
                            uint _e7277 = l_mut_382_;
                            uint _e7278 = l_mut_388_;
                            uint l_2107_ = (_e7277 + _e7278);
                            bool l_2108_ = (l_2107_ < l_1068_);
                            if (l_2106_) {
                                local_160 = l_2108_;
                            } else {
                                local_160 = false;
                            }
                            bool l_2109_ = local_160;
                            if (l_2109_) {
                                uint _e7285 = l_mut_382_;
                                uint l_2110_ = (l_1068_ - _e7285);
                                uint _e7287 = l_mut_388_;
                                uint l_2111_ = (l_2110_ - _e7287);
                                uint _e7289 = l_mut_382_;
                                uint l_2112_ = (l_2111_ / _e7289);
                                uint _e7291 = l_mut_1683_;
                                uint l_2113_ = (_e7291 - 1u);
                                uint _e7294 = l_mut_1678_;
                                uint l_2114_ = (_e7294 - 0u);
                                uint _e7297 = l_mut_1683_;
                                bool l_2115_ = (_e7297 < 1u);
                                uint l_2116_ = uint(l_2115_);
                                uint l_2117_ = (l_2114_ - l_2116_);
                                l_mut_1683_ = l_2113_;
                                l_mut_1678_ = l_2117_;
                                l_mut_275_ = 0u;
                                l_mut_2118_ = 0u;
                                bool loop_init_11 = true;
                                while(true) {
                                    if (!loop_init_11) {
                                        uint _e7390 = l_mut_2118_;
                                        l_mut_2118_ = (_e7390 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e7305 = l_mut_2118_;
                                    if ((_e7305 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e7309 = l_mut_2118_;
                                        uint l_2119_ = (19u - _e7309);
                                        uint _e7311 = l_mut_1683_;
                                        l_mut_269_ = _e7311;
                                        uint _e7312 = l_mut_1678_;
                                        l_mut_219_ = _e7312;
                                        bool l_2120_ = (l_2119_ >= 32u);
                                        if (l_2120_) {
                                            uint l_2121_ = (l_2119_ & 31u);
                                            uint _e7317 = l_mut_1678_;
                                            uint l_2122_ = (_e7317 >> l_2121_);
                                            l_mut_269_ = l_2122_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_2123_ = (l_2119_ > 0u);
                                            if (l_2123_) {
                                                uint _e7322 = l_mut_1683_;
                                                l_mut_213_ = _e7322;
                                                bool l_2124_ = (l_2119_ > 0u);
                                                if (l_2124_) {
                                                    uint _e7325 = l_mut_1683_;
                                                    uint l_2125_ = (_e7325 >> l_2119_);
                                                    uint l_2126_ = (32u - l_2119_);
                                                    uint _e7329 = l_mut_1678_;
                                                    uint l_2127_ = (_e7329 << l_2126_);
                                                    uint l_2128_ = (l_2125_ | l_2127_);
                                                    l_mut_213_ = l_2128_;
                                                }
                                                uint _e7332 = l_mut_1678_;
                                                uint l_2129_ = (_e7332 >> l_2119_);
                                                uint _e7334 = l_mut_213_;
                                                l_mut_269_ = _e7334;
                                                l_mut_219_ = l_2129_;
                                            }
                                        }
                                        uint _e7335 = l_mut_219_;
                                        uint _e7336 = l_mut_440_;
                                        bool l_2130_ = (_e7335 < _e7336);
                                        uint _e7338 = l_mut_219_;
                                        uint _e7339 = l_mut_440_;
                                        bool l_2131_ = (_e7338 == _e7339);
                                        uint _e7341 = l_mut_269_;
                                        uint _e7342 = l_mut_441_;
                                        bool l_2132_ = (_e7341 < _e7342);
                                        if (l_2131_) {
                                            local_161 = l_2132_;
                                        } else {
                                            local_161 = false;
                                        }
                                        bool l_2133_ = local_161;
                                        if (!(l_2130_)) {
                                            local_162 = l_2133_;
                                        } else {
                                            local_162 = true;
                                        }
                                        bool l_2134_ = local_162;
                                        bool l_2135_ = !(l_2134_);
                                        if (l_2135_) {
                                            uint _e7354 = l_mut_441_;
                                            l_mut_269_ = _e7354;
                                            uint _e7355 = l_mut_440_;
                                            l_mut_219_ = _e7355;
                                            bool l_2136_ = (l_2119_ >= 32u);
                                            if (l_2136_) {
                                                uint l_2137_ = (l_2119_ & 31u);
                                                uint _e7360 = l_mut_441_;
                                                uint l_2138_ = (_e7360 << l_2137_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_2138_;
                                            } else {
                                                bool l_2139_ = (l_2119_ > 0u);
                                                if (l_2139_) {
                                                    uint _e7365 = l_mut_441_;
                                                    uint l_2140_ = (_e7365 << l_2119_);
                                                    uint _e7367 = l_mut_440_;
                                                    uint l_2141_ = (_e7367 << l_2119_);
                                                    uint l_2142_ = (32u - l_2119_);
                                                    uint _e7371 = l_mut_441_;
                                                    uint l_2143_ = (_e7371 >> l_2142_);
                                                    uint l_2144_ = (l_2141_ | l_2143_);
                                                    l_mut_269_ = l_2140_;
                                                    l_mut_219_ = l_2144_;
                                                }
                                            }
                                            uint _e7374 = l_mut_1683_;
                                            uint _e7375 = l_mut_269_;
                                            uint l_2145_ = (_e7374 - _e7375);
                                            uint _e7377 = l_mut_1678_;
                                            uint _e7378 = l_mut_219_;
                                            uint l_2146_ = (_e7377 - _e7378);
                                            uint _e7380 = l_mut_1683_;
                                            uint _e7381 = l_mut_269_;
                                            bool l_2147_ = (_e7380 < _e7381);
                                            uint l_2148_ = uint(l_2147_);
                                            uint l_2149_ = (l_2146_ - l_2148_);
                                            l_mut_1683_ = l_2145_;
                                            l_mut_1678_ = l_2149_;
                                            uint l_2150_ = (1u << l_2119_);
                                            uint _e7387 = l_mut_275_;
                                            l_mut_275_ = (_e7387 | l_2150_);
                                        }
                                    }
                                }
                                uint _e7392 = l_mut_275_;
                                uint l_2151_ = min(_e7392, l_2112_);
                                l_mut_275_ = l_2151_;
                                uint _e7394 = l_mut_1678_;
                                uint _e7395 = l_mut_440_;
                                bool l_2152_ = (_e7394 < _e7395);
                                uint _e7397 = l_mut_1678_;
                                uint _e7398 = l_mut_440_;
                                bool l_2153_ = (_e7397 == _e7398);
                                uint _e7400 = l_mut_1683_;
                                uint _e7401 = l_mut_441_;
                                bool l_2154_ = (_e7400 < _e7401);
                                if (l_2153_) {
                                    local_163 = l_2154_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2155_ = local_163;
                                if (!(l_2152_)) {
                                    local_164 = l_2155_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2156_ = local_164;
                                bool l_2157_ = !(l_2156_);
                                if (l_2157_) {
                                    l_mut_275_ = l_2112_;
                                }
                                uint _e7413 = l_mut_275_;
                                l_mut_1677_ = _e7413;
                            }
                            uint _e7414 = l_mut_1677_;
                            bool l_2158_ = (_e7414 > 0u);
                            if (l_2158_) {
                                uint _e7417 = l_mut_441_;
                                uint _e7418 = l_mut_1677_;
                                uint l_2159_ = (_e7417 * _e7418);
                                uint _e7420 = l_mut_441_;
                                uint l_4331_ = (_e7420 & 65535u);
                                uint _e7423 = l_mut_441_;
                                uint l_4332_ = (_e7423 >> 16u);
                                uint l_4333_ = (l_4332_ & 65535u);
                                uint _e7428 = l_mut_1677_;
                                uint l_4334_ = (_e7428 & 65535u);
                                uint _e7431 = l_mut_1677_;
                                uint l_4335_ = (_e7431 >> 16u);
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
                                uint l_2160_ = (l_4352_ + l_4354_);
                                uint _e7465 = l_mut_440_;
                                uint _e7466 = l_mut_1677_;
                                uint l_2161_ = (_e7465 * _e7466);
                                uint l_2162_ = (l_2160_ + l_2161_);
                                uint _e7469 = l_mut_421_;
                                uint l_2163_ = (_e7469 - l_2159_);
                                uint _e7471 = l_mut_394_;
                                uint l_2164_ = (_e7471 - l_2162_);
                                uint _e7473 = l_mut_421_;
                                bool l_2165_ = (_e7473 < l_2159_);
                                uint l_2166_ = uint(l_2165_);
                                uint l_2167_ = (l_2164_ - l_2166_);
                                l_mut_421_ = l_2163_;
                                l_mut_394_ = l_2167_;
                                uint _e7477 = l_mut_439_;
                                uint l_2168_ = (_e7477 - l_2159_);
                                uint _e7479 = l_mut_428_;
                                uint l_2169_ = (_e7479 - l_2162_);
                                uint _e7481 = l_mut_439_;
                                bool l_2170_ = (_e7481 < l_2159_);
                                uint l_2171_ = uint(l_2170_);
                                uint l_2172_ = (l_2169_ - l_2171_);
                                l_mut_439_ = l_2168_;
                                l_mut_428_ = l_2172_;
                                uint _e7485 = l_mut_1677_;
                                uint _e7486 = l_mut_382_;
                                uint l_2173_ = (_e7485 * _e7486);
                                uint _e7488 = l_mut_388_;
                                l_mut_388_ = (_e7488 + l_2173_);
                            } else {
                                uint _e7490 = l_mut_421_;
                                uint _e7491 = l_mut_441_;
                                uint l_2174_ = (_e7490 - _e7491);
                                uint _e7493 = l_mut_394_;
                                uint _e7494 = l_mut_440_;
                                uint l_2175_ = (_e7493 - _e7494);
                                uint _e7496 = l_mut_421_;
                                uint _e7497 = l_mut_441_;
                                bool l_2176_ = (_e7496 < _e7497);
                                uint l_2177_ = uint(l_2176_);
                                uint l_2178_ = (l_2175_ - l_2177_);
                                l_mut_421_ = l_2174_;
                                l_mut_394_ = l_2178_;
                                uint _e7501 = l_mut_394_;
                                bool l_2179_ = (_e7501 < l_1587_);
                                uint _e7503 = l_mut_394_;
                                bool l_2180_ = (_e7503 == l_1587_);
                                uint _e7505 = l_mut_421_;
                                bool l_2181_ = (_e7505 < l_1583_);
                                if (l_2180_) {
                                    local_165 = l_2181_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2182_ = local_165;
                                if (!(l_2179_)) {
                                    local_166 = l_2182_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2183_ = local_166;
                                if (l_2183_) {
                                    l_mut_628_ = false;
                                } else {
                                    uint _e7517 = l_mut_382_;
                                    uint l_2184_ = (l_1068_ - _e7517);
                                    uint _e7519 = l_mut_388_;
                                    uint l_2185_ = (l_2184_ / _e7519);
                                    l_mut_1683_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e7523 = l_mut_441_;
                                    l_mut_1678_ = _e7523;
                                    uint _e7524 = l_mut_440_;
                                    l_mut_1677_ = _e7524;
                                    if (false) {
                                        uint _e7527 = l_mut_440_;
                                        uint l_2188_ = (_e7527 >> 3u);
                                        l_mut_1678_ = l_2188_;
                                        l_mut_1677_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e7531 = l_mut_441_;
                                            l_mut_275_ = _e7531;
                                            if (true) {
                                                uint _e7533 = l_mut_441_;
                                                uint l_2191_ = (_e7533 >> 3u);
                                                uint _e7536 = l_mut_440_;
                                                uint l_2192_ = (_e7536 << 29u);
                                                uint l_2193_ = (l_2191_ | l_2192_);
                                                l_mut_275_ = l_2193_;
                                            }
                                            uint _e7540 = l_mut_440_;
                                            uint l_2194_ = (_e7540 >> 3u);
                                            uint _e7543 = l_mut_275_;
                                            l_mut_1678_ = _e7543;
                                            l_mut_1677_ = l_2194_;
                                        }
                                    }
                                    uint _e7544 = l_mut_1677_;
                                    uint _e7545 = l_mut_428_;
                                    bool l_2195_ = (_e7544 < _e7545);
                                    uint _e7547 = l_mut_1677_;
                                    uint _e7548 = l_mut_428_;
                                    bool l_2196_ = (_e7547 == _e7548);
                                    uint _e7550 = l_mut_1678_;
                                    uint _e7551 = l_mut_439_;
                                    bool l_2197_ = (_e7550 < _e7551);
                                    if (l_2196_) {
                                        local_167 = l_2197_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2198_ = local_167;
                                    if (!(l_2195_)) {
                                        local_168 = l_2198_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2199_ = local_168;
                                    bool l_2200_ = !(l_2199_);
                                    l_mut_350_ = l_2200_;
                                    uint _e7563 = l_mut_439_;
                                    uint _e7564 = l_mut_428_;
                                    uint l_2201_ = (_e7563 | _e7564);
                                    bool l_2202_ = (l_2201_ == 0u);
                                    if (l_2202_) {
                                        l_mut_1683_ = l_2185_;
                                    } else {
                                        bool _e7568 = l_mut_350_;
                                        if (_e7568) {
                                            uint _e7569 = l_mut_428_;
                                            uint _e7570 = l_mut_440_;
                                            bool l_2203_ = (_e7569 < _e7570);
                                            uint _e7572 = l_mut_428_;
                                            uint _e7573 = l_mut_440_;
                                            bool l_2204_ = (_e7572 == _e7573);
                                            uint _e7575 = l_mut_439_;
                                            uint _e7576 = l_mut_441_;
                                            bool l_2205_ = (_e7575 < _e7576);
                                            if (l_2204_) {
                                                local_169 = l_2205_;
                                            } else {
                                                local_169 = false;
                                            }
                                            bool l_2206_ = local_169;
                                            if (!(l_2203_)) {
                                                local_170 = l_2206_;
                                            } else {
                                                local_170 = true;
                                            }
                                            bool l_2207_ = local_170;
                                            if (l_2207_) {
                                                uint _e7587 = l_mut_441_;
                                                uint l_2208_ = (_e7587 - 1u);
                                                uint _e7590 = l_mut_440_;
                                                uint l_2209_ = (_e7590 - 0u);
                                                uint _e7593 = l_mut_441_;
                                                bool l_2210_ = (_e7593 < 1u);
                                                uint l_2211_ = uint(l_2210_);
                                                uint l_2212_ = (l_2209_ - l_2211_);
                                                l_mut_1678_ = l_2208_;
                                                l_mut_1677_ = l_2212_;
                                                l_mut_275_ = 0u;
                                                l_mut_2213_ = 0u;
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (!loop_init_12) {
                                                        uint _e7686 = l_mut_2213_;
                                                        l_mut_2213_ = (_e7686 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e7601 = l_mut_2213_;
                                                    if ((_e7601 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e7605 = l_mut_2213_;
                                                        uint l_2214_ = (19u - _e7605);
                                                        uint _e7607 = l_mut_1678_;
                                                        l_mut_269_ = _e7607;
                                                        uint _e7608 = l_mut_1677_;
                                                        l_mut_219_ = _e7608;
                                                        bool l_2215_ = (l_2214_ >= 32u);
                                                        if (l_2215_) {
                                                            uint l_2216_ = (l_2214_ & 31u);
                                                            uint _e7613 = l_mut_1677_;
                                                            uint l_2217_ = (_e7613 >> l_2216_);
                                                            l_mut_269_ = l_2217_;
                                                            l_mut_219_ = 0u;
                                                        } else {
                                                            bool l_2218_ = (l_2214_ > 0u);
                                                            if (l_2218_) {
                                                                uint _e7618 = l_mut_1678_;
                                                                l_mut_213_ = _e7618;
                                                                bool l_2219_ = (l_2214_ > 0u);
                                                                if (l_2219_) {
                                                                    uint _e7621 = l_mut_1678_;
                                                                    uint l_2220_ = (_e7621 >> l_2214_);
                                                                    uint l_2221_ = (32u - l_2214_);
                                                                    uint _e7625 = l_mut_1677_;
                                                                    uint l_2222_ = (_e7625 << l_2221_);
                                                                    uint l_2223_ = (l_2220_ | l_2222_);
                                                                    l_mut_213_ = l_2223_;
                                                                }
                                                                uint _e7628 = l_mut_1677_;
                                                                uint l_2224_ = (_e7628 >> l_2214_);
                                                                uint _e7630 = l_mut_213_;
                                                                l_mut_269_ = _e7630;
                                                                l_mut_219_ = l_2224_;
                                                            }
                                                        }
                                                        uint _e7631 = l_mut_219_;
                                                        uint _e7632 = l_mut_428_;
                                                        bool l_2225_ = (_e7631 < _e7632);
                                                        uint _e7634 = l_mut_219_;
                                                        uint _e7635 = l_mut_428_;
                                                        bool l_2226_ = (_e7634 == _e7635);
                                                        uint _e7637 = l_mut_269_;
                                                        uint _e7638 = l_mut_439_;
                                                        bool l_2227_ = (_e7637 < _e7638);
                                                        if (l_2226_) {
                                                            local_171 = l_2227_;
                                                        } else {
                                                            local_171 = false;
                                                        }
                                                        bool l_2228_ = local_171;
                                                        if (!(l_2225_)) {
                                                            local_172 = l_2228_;
                                                        } else {
                                                            local_172 = true;
                                                        }
                                                        bool l_2229_ = local_172;
                                                        bool l_2230_ = !(l_2229_);
                                                        if (l_2230_) {
                                                            uint _e7650 = l_mut_439_;
                                                            l_mut_269_ = _e7650;
                                                            uint _e7651 = l_mut_428_;
                                                            l_mut_219_ = _e7651;
                                                            bool l_2231_ = (l_2214_ >= 32u);
                                                            if (l_2231_) {
                                                                uint l_2232_ = (l_2214_ & 31u);
                                                                uint _e7656 = l_mut_439_;
                                                                uint l_2233_ = (_e7656 << l_2232_);
                                                                l_mut_269_ = 0u;
                                                                l_mut_219_ = l_2233_;
                                                            } else {
                                                                bool l_2234_ = (l_2214_ > 0u);
                                                                if (l_2234_) {
                                                                    uint _e7661 = l_mut_439_;
                                                                    uint l_2235_ = (_e7661 << l_2214_);
                                                                    uint _e7663 = l_mut_428_;
                                                                    uint l_2236_ = (_e7663 << l_2214_);
                                                                    uint l_2237_ = (32u - l_2214_);
                                                                    uint _e7667 = l_mut_439_;
                                                                    uint l_2238_ = (_e7667 >> l_2237_);
                                                                    uint l_2239_ = (l_2236_ | l_2238_);
                                                                    l_mut_269_ = l_2235_;
                                                                    l_mut_219_ = l_2239_;
                                                                }
                                                            }
                                                            uint _e7670 = l_mut_1678_;
                                                            uint _e7671 = l_mut_269_;
                                                            uint l_2240_ = (_e7670 - _e7671);
                                                            uint _e7673 = l_mut_1677_;
                                                            uint _e7674 = l_mut_219_;
                                                            uint l_2241_ = (_e7673 - _e7674);
                                                            uint _e7676 = l_mut_1678_;
                                                            uint _e7677 = l_mut_269_;
                                                            bool l_2242_ = (_e7676 < _e7677);
                                                            uint l_2243_ = uint(l_2242_);
                                                            uint l_2244_ = (l_2241_ - l_2243_);
                                                            l_mut_1678_ = l_2240_;
                                                            l_mut_1677_ = l_2244_;
                                                            uint l_2245_ = (1u << l_2214_);
                                                            uint _e7683 = l_mut_275_;
                                                            l_mut_275_ = (_e7683 | l_2245_);
                                                        }
                                                    }
                                                }
                                                uint _e7688 = l_mut_275_;
                                                uint l_2246_ = min(_e7688, l_2185_);
                                                l_mut_275_ = l_2246_;
                                                uint _e7690 = l_mut_1677_;
                                                uint _e7691 = l_mut_428_;
                                                bool l_2247_ = (_e7690 < _e7691);
                                                uint _e7693 = l_mut_1677_;
                                                uint _e7694 = l_mut_428_;
                                                bool l_2248_ = (_e7693 == _e7694);
                                                uint _e7696 = l_mut_1678_;
                                                uint _e7697 = l_mut_439_;
                                                bool l_2249_ = (_e7696 < _e7697);
                                                if (l_2248_) {
                                                    local_173 = l_2249_;
                                                } else {
                                                    local_173 = false;
                                                }
                                                bool l_2250_ = local_173;
                                                if (!(l_2247_)) {
                                                    local_174 = l_2250_;
                                                } else {
                                                    local_174 = true;
                                                }
                                                bool l_2251_ = local_174;
                                                bool l_2252_ = !(l_2251_);
                                                if (l_2252_) {
                                                    l_mut_275_ = l_2185_;
                                                }
                                                uint _e7709 = l_mut_275_;
                                                l_mut_1683_ = _e7709;
                                            }
                                        } else {
                                            uint _e7710 = l_mut_441_;
                                            l_mut_1678_ = _e7710;
                                            uint _e7711 = l_mut_440_;
                                            l_mut_1677_ = _e7711;
                                            while(true) {
                                                uint _e7712 = l_mut_428_;
                                                uint _e7713 = l_mut_1677_;
                                                bool l_2253_ = (_e7712 < _e7713);
                                                uint _e7715 = l_mut_428_;
                                                uint _e7716 = l_mut_1677_;
                                                bool l_2254_ = (_e7715 == _e7716);
                                                uint _e7718 = l_mut_439_;
                                                uint _e7719 = l_mut_1678_;
                                                bool l_2255_ = (_e7718 < _e7719);
                                                if (l_2254_) {
                                                    local_175 = l_2255_;
                                                } else {
                                                    local_175 = false;
                                                }
                                                bool l_2256_ = local_175;
                                                if (!(l_2253_)) {
                                                    local_176 = l_2256_;
                                                } else {
                                                    local_176 = true;
                                                }
                                                bool l_2257_ = local_176;
                                                uint _e7730 = l_mut_1683_;
                                                uint _e7731 = l_mut_388_;
                                                uint l_2258_ = (_e7730 * _e7731);
                                                uint _e7733 = l_mut_382_;
                                                uint l_2259_ = (_e7733 + l_2258_);
                                                uint _e7735 = l_mut_388_;
                                                uint l_2260_ = (l_2259_ + _e7735);
                                                bool l_2261_ = (l_2260_ < l_1068_);
                                                if (l_2257_) {
                                                    local_177 = l_2261_;
                                                } else {
                                                    local_177 = false;
                                                }
                                                bool l_2262_ = local_177;
                                                bool l_2263_ = !(l_2262_);
                                                if (l_2263_) {
                                                    break;
                                                }
                                                uint _e7743 = l_mut_1678_;
                                                uint _e7744 = l_mut_439_;
                                                uint l_2264_ = (_e7743 - _e7744);
                                                uint _e7746 = l_mut_1677_;
                                                uint _e7747 = l_mut_428_;
                                                uint l_2265_ = (_e7746 - _e7747);
                                                uint _e7749 = l_mut_1678_;
                                                uint _e7750 = l_mut_439_;
                                                bool l_2266_ = (_e7749 < _e7750);
                                                uint l_2267_ = uint(l_2266_);
                                                uint l_2268_ = (l_2265_ - l_2267_);
                                                l_mut_1678_ = l_2264_;
                                                l_mut_1677_ = l_2268_;
                                                uint _e7754 = l_mut_1683_;
                                                l_mut_1683_ = (_e7754 + 1u);
                                            }
                                        }
                                    }
                                    uint _e7757 = l_mut_1683_;
                                    uint _e7758 = l_mut_388_;
                                    uint l_2269_ = (_e7757 * _e7758);
                                    uint _e7760 = l_mut_382_;
                                    uint l_2270_ = (_e7760 + l_2269_);
                                    uint _e7762 = l_mut_388_;
                                    uint l_2271_ = (l_2270_ + _e7762);
                                    bool l_2272_ = (l_2271_ >= l_1068_);
                                    uint _e7765 = l_mut_439_;
                                    l_mut_1678_ = _e7765;
                                    uint _e7766 = l_mut_428_;
                                    l_mut_1677_ = _e7766;
                                    uint _e7767 = l_mut_441_;
                                    l_mut_275_ = _e7767;
                                    uint _e7768 = l_mut_440_;
                                    l_mut_269_ = _e7768;
                                    uint _e7769 = l_mut_382_;
                                    l_mut_219_ = _e7769;
                                    uint _e7770 = l_mut_388_;
                                    l_mut_213_ = _e7770;
                                    bool l_2273_ = !(l_2272_);
                                    if (l_2273_) {
                                        uint _e7772 = l_mut_439_;
                                        uint _e7773 = l_mut_1683_;
                                        uint l_2274_ = (_e7772 * _e7773);
                                        uint _e7775 = l_mut_439_;
                                        uint l_4356_ = (_e7775 & 65535u);
                                        uint _e7778 = l_mut_439_;
                                        uint l_4357_ = (_e7778 >> 16u);
                                        uint l_4358_ = (l_4357_ & 65535u);
                                        uint _e7783 = l_mut_1683_;
                                        uint l_4359_ = (_e7783 & 65535u);
                                        uint _e7786 = l_mut_1683_;
                                        uint l_4360_ = (_e7786 >> 16u);
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
                                        uint l_2275_ = (l_4377_ + l_4379_);
                                        uint _e7820 = l_mut_428_;
                                        uint _e7821 = l_mut_1683_;
                                        uint l_2276_ = (_e7820 * _e7821);
                                        uint l_2277_ = (l_2275_ + l_2276_);
                                        uint _e7824 = l_mut_441_;
                                        uint l_2278_ = (_e7824 - l_2274_);
                                        uint _e7826 = l_mut_440_;
                                        uint l_2279_ = (_e7826 - l_2277_);
                                        uint _e7828 = l_mut_441_;
                                        bool l_2280_ = (_e7828 < l_2274_);
                                        uint l_2281_ = uint(l_2280_);
                                        uint l_2282_ = (l_2279_ - l_2281_);
                                        l_mut_275_ = l_2278_;
                                        l_mut_269_ = l_2282_;
                                        uint _e7832 = l_mut_1683_;
                                        uint _e7833 = l_mut_388_;
                                        uint l_2283_ = (_e7832 * _e7833);
                                        uint _e7835 = l_mut_382_;
                                        uint l_2284_ = (_e7835 + l_2283_);
                                        l_mut_219_ = l_2284_;
                                        uint _e7837 = l_mut_439_;
                                        uint _e7838 = l_mut_275_;
                                        uint l_2285_ = (_e7837 - _e7838);
                                        uint _e7840 = l_mut_428_;
                                        uint _e7841 = l_mut_269_;
                                        uint l_2286_ = (_e7840 - _e7841);
                                        uint _e7843 = l_mut_439_;
                                        uint _e7844 = l_mut_275_;
                                        bool l_2287_ = (_e7843 < _e7844);
                                        uint l_2288_ = uint(l_2287_);
                                        uint l_2289_ = (l_2286_ - l_2288_);
                                        l_mut_1678_ = l_2285_;
                                        l_mut_1677_ = l_2289_;
                                        uint _e7848 = l_mut_388_;
                                        uint _e7849 = l_mut_219_;
                                        uint l_2290_ = (_e7848 + _e7849);
                                        l_mut_213_ = l_2290_;
                                    }
                                    uint _e7851 = l_mut_275_;
                                    l_mut_441_ = _e7851;
                                    uint _e7852 = l_mut_269_;
                                    l_mut_440_ = _e7852;
                                    uint _e7853 = l_mut_1678_;
                                    l_mut_439_ = _e7853;
                                    uint _e7854 = l_mut_1677_;
                                    l_mut_428_ = _e7854;
                                    uint _e7855 = l_mut_213_;
                                    l_mut_388_ = _e7855;
                                    uint _e7856 = l_mut_219_;
                                    l_mut_382_ = _e7856;
                                    l_mut_645_ = l_2272_;
                                    bool l_2291_ = !(l_2272_);
                                    l_mut_628_ = l_2291_;
                                }
                            }
                        }
                    }
                    bool _e7858 = l_mut_645_;
                    bool l_2292_ = !(_e7858);
                    if (l_1067_) {
                        local_178 = l_2292_;
                    } else {
                        local_178 = false;
                    }
                    bool l_2293_ = local_178;
                    if (l_2293_) {
                        uint _e7865 = l_mut_1065_;
                        uint l_2294_ = (1u << _e7865);
                        uint _e7867 = l_mut_450_;
                        l_mut_450_ = (_e7867 | l_2294_);
                        uint _e7869 = l_mut_445_;
                        l_mut_445_ = (_e7869 + 1u);
                        uint l_2295_ = (l_1066_ + l_1064_);
                        uint l_2296_ = min(l_2295_, l_56_);
                        l_mut_1683_ = 0u;
                        l_mut_2297_ = l_1066_;
                        bool loop_init_13 = true;
                        while(true) {
                            if (!loop_init_13) {
                                uint _e8796 = l_mut_2297_;
                                l_mut_2297_ = (_e8796 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e7876 = l_mut_2297_;
                            if ((_e7876 < l_2296_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e7878 = l_mut_2297_;
                                uint l_2298_ = (l_59_ * _e7878);
                                uint l_4381_ = (l_59_ & 65535u);
                                uint l_4382_ = (l_59_ >> 16u);
                                uint l_4383_ = (l_4382_ & 65535u);
                                uint _e7886 = l_mut_2297_;
                                uint l_4384_ = (_e7886 & 65535u);
                                uint _e7889 = l_mut_2297_;
                                uint l_4385_ = (_e7889 >> 16u);
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
                                uint l_2299_ = (l_4402_ + l_4404_);
                                uint _e7923 = l_mut_2297_;
                                uint l_2300_ = (l_62_ * _e7923);
                                uint l_2301_ = (l_2299_ + l_2300_);
                                uint l_2302_ = (l_64_ + l_2298_);
                                uint l_2303_ = (l_67_ + l_2301_);
                                bool l_2304_ = (l_2302_ < l_64_);
                                uint l_2305_ = uint(l_2304_);
                                uint l_2306_ = (l_2303_ + l_2305_);
                                l_mut_1678_ = 0u;
                                l_mut_1677_ = 0u;
                                uint _e7933 = l_mut_2297_;
                                bool l_2307_ = (_e7933 < 65536u);
                                if (l_2307_) {
                                    uint _e7936 = l_mut_2297_;
                                    uint _e7937 = l_mut_2297_;
                                    uint l_2308_ = (_e7936 * _e7937);
                                    uint l_2309_ = (l_72_ >> 31u);
                                    bool l_2310_ = (l_2309_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2310_) {
                                        uint l_2311_ = (0u - l_69_);
                                        uint l_2312_ = (0u - l_72_);
                                        bool l_2313_ = (0u < l_69_);
                                        uint l_2314_ = uint(l_2313_);
                                        uint l_2315_ = (l_2312_ - l_2314_);
                                        l_mut_441_ = l_2311_;
                                        l_mut_440_ = l_2315_;
                                    }
                                    uint _e7951 = l_mut_441_;
                                    uint l_2316_ = (_e7951 * l_2308_);
                                    uint _e7953 = l_mut_440_;
                                    uint l_2317_ = (_e7953 * l_2308_);
                                    uint _e7955 = l_mut_441_;
                                    uint l_4406_ = (_e7955 & 65535u);
                                    uint _e7958 = l_mut_441_;
                                    uint l_4407_ = (_e7958 >> 16u);
                                    uint l_4408_ = (l_4407_ & 65535u);
                                    uint l_4409_ = (l_2308_ & 65535u);
                                    uint l_4410_ = (l_2308_ >> 16u);
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
                                    uint l_2318_ = (l_4427_ + l_4429_);
                                    uint l_2319_ = (l_2318_ + l_2317_);
                                    uint _e7999 = l_mut_440_;
                                    uint l_4431_ = (_e7999 & 65535u);
                                    uint _e8002 = l_mut_440_;
                                    uint l_4432_ = (_e8002 >> 16u);
                                    uint l_4433_ = (l_4432_ & 65535u);
                                    uint l_4434_ = (l_2308_ & 65535u);
                                    uint l_4435_ = (l_2308_ >> 16u);
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
                                    uint l_2320_ = (l_4452_ + l_4454_);
                                    bool l_2321_ = (l_2319_ < l_2317_);
                                    uint l_2322_ = uint(l_2321_);
                                    uint l_2323_ = (l_2320_ + l_2322_);
                                    uint l_2324_ = (l_9_ % 32u);
                                    l_mut_439_ = l_2316_;
                                    bool l_2325_ = (l_2324_ > 0u);
                                    if (l_2325_) {
                                        uint l_2326_ = (l_2316_ >> l_2324_);
                                        uint l_2327_ = (32u - l_2324_);
                                        uint l_2328_ = (l_2319_ << l_2327_);
                                        uint l_2329_ = (l_2326_ | l_2328_);
                                        l_mut_439_ = l_2329_;
                                    }
                                    l_mut_428_ = l_2319_;
                                    bool l_2330_ = (l_2324_ > 0u);
                                    if (l_2330_) {
                                        uint l_2331_ = (l_2319_ >> l_2324_);
                                        uint l_2332_ = (32u - l_2324_);
                                        uint l_2333_ = (l_2323_ << l_2332_);
                                        uint l_2334_ = (l_2331_ | l_2333_);
                                        l_mut_428_ = l_2334_;
                                    }
                                    uint _e8061 = l_mut_439_;
                                    l_mut_421_ = _e8061;
                                    uint _e8062 = l_mut_428_;
                                    l_mut_439_ = _e8062;
                                    bool l_2335_ = (l_9_ >= 64u);
                                    if (l_2335_) {
                                        l_mut_421_ = l_2323_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_2336_ = (l_9_ >= 32u);
                                        if (l_2336_) {
                                            l_mut_428_ = l_2319_;
                                            bool l_2337_ = (l_2324_ > 0u);
                                            if (l_2337_) {
                                                uint l_2338_ = (l_2319_ >> l_2324_);
                                                uint l_2339_ = (32u - l_2324_);
                                                uint l_2340_ = (l_2323_ << l_2339_);
                                                uint l_2341_ = (l_2338_ | l_2340_);
                                                l_mut_428_ = l_2341_;
                                            }
                                            uint l_2342_ = (l_2323_ >> l_2324_);
                                            uint _e8076 = l_mut_428_;
                                            l_mut_421_ = _e8076;
                                            l_mut_439_ = l_2342_;
                                        }
                                    }
                                    uint _e8077 = l_mut_421_;
                                    l_mut_441_ = _e8077;
                                    uint _e8078 = l_mut_439_;
                                    l_mut_440_ = _e8078;
                                    if (l_2310_) {
                                        uint _e8080 = l_mut_441_;
                                        uint l_2343_ = (0u - _e8080);
                                        uint _e8083 = l_mut_440_;
                                        uint l_2344_ = (0u - _e8083);
                                        uint _e8086 = l_mut_441_;
                                        bool l_2345_ = (0u < _e8086);
                                        uint l_2346_ = uint(l_2345_);
                                        uint l_2347_ = (l_2344_ - l_2346_);
                                        l_mut_441_ = l_2343_;
                                        l_mut_440_ = l_2347_;
                                    }
                                    uint _e8090 = l_mut_441_;
                                    l_mut_1678_ = _e8090;
                                    uint _e8091 = l_mut_440_;
                                    l_mut_1677_ = _e8091;
                                } else {
                                    uint l_2348_ = (l_72_ >> 31u);
                                    bool l_2349_ = (l_2348_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2349_) {
                                        uint l_2350_ = (0u - l_69_);
                                        uint l_2351_ = (0u - l_72_);
                                        bool l_2352_ = (0u < l_69_);
                                        uint l_2353_ = uint(l_2352_);
                                        uint l_2354_ = (l_2351_ - l_2353_);
                                        l_mut_441_ = l_2350_;
                                        l_mut_440_ = l_2354_;
                                    }
                                    uint _e8104 = l_mut_441_;
                                    uint _e8105 = l_mut_2297_;
                                    uint l_2355_ = (_e8104 * _e8105);
                                    uint _e8107 = l_mut_440_;
                                    uint _e8108 = l_mut_2297_;
                                    uint l_2356_ = (_e8107 * _e8108);
                                    uint _e8110 = l_mut_441_;
                                    uint l_4456_ = (_e8110 & 65535u);
                                    uint _e8113 = l_mut_441_;
                                    uint l_4457_ = (_e8113 >> 16u);
                                    uint l_4458_ = (l_4457_ & 65535u);
                                    uint _e8118 = l_mut_2297_;
                                    uint l_4459_ = (_e8118 & 65535u);
                                    uint _e8121 = l_mut_2297_;
                                    uint l_4460_ = (_e8121 >> 16u);
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
                                    uint l_2357_ = (l_4477_ + l_4479_);
                                    uint l_2358_ = (l_2357_ + l_2356_);
                                    uint _e8156 = l_mut_440_;
                                    uint l_4481_ = (_e8156 & 65535u);
                                    uint _e8159 = l_mut_440_;
                                    uint l_4482_ = (_e8159 >> 16u);
                                    uint l_4483_ = (l_4482_ & 65535u);
                                    uint _e8164 = l_mut_2297_;
                                    uint l_4484_ = (_e8164 & 65535u);
                                    uint _e8167 = l_mut_2297_;
                                    uint l_4485_ = (_e8167 >> 16u);
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
                                    uint l_2359_ = (l_4502_ + l_4504_);
                                    bool l_2360_ = (l_2358_ < l_2356_);
                                    uint l_2361_ = uint(l_2360_);
                                    uint l_2362_ = (l_2359_ + l_2361_);
                                    l_mut_439_ = l_2355_;
                                    bool l_2364_ = (0u > 0u);
                                    if (l_2364_) {
                                        uint l_2365_ = (l_2355_ >> 0u);
                                        uint l_2366_ = (32u - 0u);
                                        uint l_2367_ = (l_2358_ << l_2366_);
                                        uint l_2368_ = (l_2365_ | l_2367_);
                                        l_mut_439_ = l_2368_;
                                    }
                                    l_mut_428_ = l_2358_;
                                    bool l_2369_ = (0u > 0u);
                                    if (l_2369_) {
                                        uint l_2370_ = (l_2358_ >> 0u);
                                        uint l_2371_ = (32u - 0u);
                                        uint l_2372_ = (l_2362_ << l_2371_);
                                        uint l_2373_ = (l_2370_ | l_2372_);
                                        l_mut_428_ = l_2373_;
                                    }
                                    uint _e8219 = l_mut_439_;
                                    l_mut_421_ = _e8219;
                                    uint _e8220 = l_mut_428_;
                                    l_mut_439_ = _e8220;
                                    if (false) {
                                        l_mut_421_ = l_2362_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_2358_;
                                            bool l_2376_ = (0u > 0u);
                                            if (l_2376_) {
                                                uint l_2377_ = (l_2358_ >> 0u);
                                                uint l_2378_ = (32u - 0u);
                                                uint l_2379_ = (l_2362_ << l_2378_);
                                                uint l_2380_ = (l_2377_ | l_2379_);
                                                l_mut_428_ = l_2380_;
                                            }
                                            uint l_2381_ = (l_2362_ >> 0u);
                                            uint _e8232 = l_mut_428_;
                                            l_mut_421_ = _e8232;
                                            l_mut_439_ = l_2381_;
                                        }
                                    }
                                    uint _e8233 = l_mut_441_;
                                    uint _e8234 = l_mut_2297_;
                                    uint l_2382_ = (_e8233 * _e8234);
                                    uint _e8236 = l_mut_440_;
                                    uint _e8237 = l_mut_2297_;
                                    uint l_2383_ = (_e8236 * _e8237);
                                    uint _e8239 = l_mut_441_;
                                    uint l_4506_ = (_e8239 & 65535u);
                                    uint _e8242 = l_mut_441_;
                                    uint l_4507_ = (_e8242 >> 16u);
                                    uint l_4508_ = (l_4507_ & 65535u);
                                    uint _e8247 = l_mut_2297_;
                                    uint l_4509_ = (_e8247 & 65535u);
                                    uint _e8250 = l_mut_2297_;
                                    uint l_4510_ = (_e8250 >> 16u);
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
                                    uint l_2384_ = (l_4527_ + l_4529_);
                                    uint l_2385_ = (l_2384_ + l_2383_);
                                    uint _e8285 = l_mut_440_;
                                    uint l_4531_ = (_e8285 & 65535u);
                                    uint _e8288 = l_mut_440_;
                                    uint l_4532_ = (_e8288 >> 16u);
                                    uint l_4533_ = (l_4532_ & 65535u);
                                    uint _e8293 = l_mut_2297_;
                                    uint l_4534_ = (_e8293 & 65535u);
                                    uint _e8296 = l_mut_2297_;
                                    uint l_4535_ = (_e8296 >> 16u);
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
                                    uint l_2386_ = (l_4552_ + l_4554_);
                                    bool l_2387_ = (l_2385_ < l_2383_);
                                    uint l_2388_ = uint(l_2387_);
                                    uint l_2389_ = (l_2386_ + l_2388_);
                                    l_mut_428_ = l_2382_;
                                    bool l_2391_ = (0u > 0u);
                                    if (l_2391_) {
                                        uint l_2392_ = (l_2382_ >> 0u);
                                        uint l_2393_ = (32u - 0u);
                                        uint l_2394_ = (l_2385_ << l_2393_);
                                        uint l_2395_ = (l_2392_ | l_2394_);
                                        l_mut_428_ = l_2395_;
                                    }
                                    l_mut_394_ = l_2385_;
                                    bool l_2396_ = (0u > 0u);
                                    if (l_2396_) {
                                        uint l_2397_ = (l_2385_ >> 0u);
                                        uint l_2398_ = (32u - 0u);
                                        uint l_2399_ = (l_2389_ << l_2398_);
                                        uint l_2400_ = (l_2397_ | l_2399_);
                                        l_mut_394_ = l_2400_;
                                    }
                                    uint _e8348 = l_mut_428_;
                                    l_mut_388_ = _e8348;
                                    uint _e8349 = l_mut_394_;
                                    l_mut_428_ = _e8349;
                                    if (true) {
                                        l_mut_388_ = l_2389_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2385_;
                                            bool l_2403_ = (0u > 0u);
                                            if (l_2403_) {
                                                uint l_2404_ = (l_2385_ >> 0u);
                                                uint l_2405_ = (32u - 0u);
                                                uint l_2406_ = (l_2389_ << l_2405_);
                                                uint l_2407_ = (l_2404_ | l_2406_);
                                                l_mut_394_ = l_2407_;
                                            }
                                            uint l_2408_ = (l_2389_ >> 0u);
                                            uint _e8361 = l_mut_394_;
                                            l_mut_388_ = _e8361;
                                            l_mut_428_ = l_2408_;
                                        }
                                    }
                                    uint _e8362 = l_mut_421_;
                                    uint _e8363 = l_mut_2297_;
                                    uint l_2409_ = (_e8362 * _e8363);
                                    uint _e8365 = l_mut_439_;
                                    uint _e8366 = l_mut_2297_;
                                    uint l_2410_ = (_e8365 * _e8366);
                                    uint _e8368 = l_mut_421_;
                                    uint l_4556_ = (_e8368 & 65535u);
                                    uint _e8371 = l_mut_421_;
                                    uint l_4557_ = (_e8371 >> 16u);
                                    uint l_4558_ = (l_4557_ & 65535u);
                                    uint _e8376 = l_mut_2297_;
                                    uint l_4559_ = (_e8376 & 65535u);
                                    uint _e8379 = l_mut_2297_;
                                    uint l_4560_ = (_e8379 >> 16u);
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
                                    uint l_2411_ = (l_4577_ + l_4579_);
                                    uint l_2412_ = (l_2411_ + l_2410_);
                                    uint _e8414 = l_mut_439_;
                                    uint l_4581_ = (_e8414 & 65535u);
                                    uint _e8417 = l_mut_439_;
                                    uint l_4582_ = (_e8417 >> 16u);
                                    uint l_4583_ = (l_4582_ & 65535u);
                                    uint _e8422 = l_mut_2297_;
                                    uint l_4584_ = (_e8422 & 65535u);
                                    uint _e8425 = l_mut_2297_;
                                    uint l_4585_ = (_e8425 >> 16u);
                                    uint l_4586_ = (l_4585_ & 65535u);
                                    uint l_4587_ = (l_4581_ * l_4584_);
                                    uint l_4588_ = (l_4583_ * l_4584_);
                                    uint l_4589_ = (l_4581_ * l_4586_);
                                    uint l_4590_ = (l_4583_ * l_4586_);
                                    uint l_4591_ = (l_4587_ >> 16u);
                                    uint l_4592_ = (l_4591_ & 65535u);
                                    uint l_4593_ = (l_4588_ & 65535u);
                                    uint l_4594_ = (l_4592_ + l_4593_);
                                    uint l_4595_ = (l_4589_ & 65535u);
                                    uint l_4596_ = (l_4594_ + l_4595_);
                                    uint l_4597_ = (l_4588_ >> 16u);
                                    uint l_4598_ = (l_4597_ & 65535u);
                                    uint l_4599_ = (l_4590_ + l_4598_);
                                    uint l_4600_ = (l_4589_ >> 16u);
                                    uint l_4601_ = (l_4600_ & 65535u);
                                    uint l_4602_ = (l_4599_ + l_4601_);
                                    uint l_4603_ = (l_4596_ >> 16u);
                                    uint l_4604_ = (l_4603_ & 65535u);
                                    uint l_2413_ = (l_4602_ + l_4604_);
                                    bool l_2414_ = (l_2412_ < l_2410_);
                                    uint l_2415_ = uint(l_2414_);
                                    uint l_2416_ = (l_2413_ + l_2415_);
                                    l_mut_441_ = l_2409_;
                                    bool l_2418_ = (0u > 0u);
                                    if (l_2418_) {
                                        uint l_2419_ = (l_2409_ >> 0u);
                                        uint l_2420_ = (32u - 0u);
                                        uint l_2421_ = (l_2412_ << l_2420_);
                                        uint l_2422_ = (l_2419_ | l_2421_);
                                        l_mut_441_ = l_2422_;
                                    }
                                    l_mut_440_ = l_2412_;
                                    bool l_2423_ = (0u > 0u);
                                    if (l_2423_) {
                                        uint l_2424_ = (l_2412_ >> 0u);
                                        uint l_2425_ = (32u - 0u);
                                        uint l_2426_ = (l_2416_ << l_2425_);
                                        uint l_2427_ = (l_2424_ | l_2426_);
                                        l_mut_440_ = l_2427_;
                                    }
                                    uint _e8477 = l_mut_441_;
                                    l_mut_394_ = _e8477;
                                    uint _e8478 = l_mut_440_;
                                    l_mut_441_ = _e8478;
                                    if (false) {
                                        l_mut_394_ = l_2416_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2412_;
                                            bool l_2430_ = (0u > 0u);
                                            if (l_2430_) {
                                                uint l_2431_ = (l_2412_ >> 0u);
                                                uint l_2432_ = (32u - 0u);
                                                uint l_2433_ = (l_2416_ << l_2432_);
                                                uint l_2434_ = (l_2431_ | l_2433_);
                                                l_mut_440_ = l_2434_;
                                            }
                                            uint l_2435_ = (l_2416_ >> 0u);
                                            uint _e8490 = l_mut_440_;
                                            l_mut_394_ = _e8490;
                                            l_mut_441_ = l_2435_;
                                        }
                                    }
                                    uint _e8491 = l_mut_421_;
                                    uint _e8492 = l_mut_2297_;
                                    uint l_2436_ = (_e8491 * _e8492);
                                    uint _e8494 = l_mut_439_;
                                    uint _e8495 = l_mut_2297_;
                                    uint l_2437_ = (_e8494 * _e8495);
                                    uint _e8497 = l_mut_421_;
                                    uint l_4606_ = (_e8497 & 65535u);
                                    uint _e8500 = l_mut_421_;
                                    uint l_4607_ = (_e8500 >> 16u);
                                    uint l_4608_ = (l_4607_ & 65535u);
                                    uint _e8505 = l_mut_2297_;
                                    uint l_4609_ = (_e8505 & 65535u);
                                    uint _e8508 = l_mut_2297_;
                                    uint l_4610_ = (_e8508 >> 16u);
                                    uint l_4611_ = (l_4610_ & 65535u);
                                    uint l_4612_ = (l_4606_ * l_4609_);
                                    uint l_4613_ = (l_4608_ * l_4609_);
                                    uint l_4614_ = (l_4606_ * l_4611_);
                                    uint l_4615_ = (l_4608_ * l_4611_);
                                    uint l_4616_ = (l_4612_ >> 16u);
                                    uint l_4617_ = (l_4616_ & 65535u);
                                    uint l_4618_ = (l_4613_ & 65535u);
                                    uint l_4619_ = (l_4617_ + l_4618_);
                                    uint l_4620_ = (l_4614_ & 65535u);
                                    uint l_4621_ = (l_4619_ + l_4620_);
                                    uint l_4622_ = (l_4613_ >> 16u);
                                    uint l_4623_ = (l_4622_ & 65535u);
                                    uint l_4624_ = (l_4615_ + l_4623_);
                                    uint l_4625_ = (l_4614_ >> 16u);
                                    uint l_4626_ = (l_4625_ & 65535u);
                                    uint l_4627_ = (l_4624_ + l_4626_);
                                    uint l_4628_ = (l_4621_ >> 16u);
                                    uint l_4629_ = (l_4628_ & 65535u);
                                    uint l_2438_ = (l_4627_ + l_4629_);
                                    uint l_2439_ = (l_2438_ + l_2437_);
                                    uint _e8543 = l_mut_439_;
                                    uint l_4631_ = (_e8543 & 65535u);
                                    uint _e8546 = l_mut_439_;
                                    uint l_4632_ = (_e8546 >> 16u);
                                    uint l_4633_ = (l_4632_ & 65535u);
                                    uint _e8551 = l_mut_2297_;
                                    uint l_4634_ = (_e8551 & 65535u);
                                    uint _e8554 = l_mut_2297_;
                                    uint l_4635_ = (_e8554 >> 16u);
                                    uint l_4636_ = (l_4635_ & 65535u);
                                    uint l_4637_ = (l_4631_ * l_4634_);
                                    uint l_4638_ = (l_4633_ * l_4634_);
                                    uint l_4639_ = (l_4631_ * l_4636_);
                                    uint l_4640_ = (l_4633_ * l_4636_);
                                    uint l_4641_ = (l_4637_ >> 16u);
                                    uint l_4642_ = (l_4641_ & 65535u);
                                    uint l_4643_ = (l_4638_ & 65535u);
                                    uint l_4644_ = (l_4642_ + l_4643_);
                                    uint l_4645_ = (l_4639_ & 65535u);
                                    uint l_4646_ = (l_4644_ + l_4645_);
                                    uint l_4647_ = (l_4638_ >> 16u);
                                    uint l_4648_ = (l_4647_ & 65535u);
                                    uint l_4649_ = (l_4640_ + l_4648_);
                                    uint l_4650_ = (l_4639_ >> 16u);
                                    uint l_4651_ = (l_4650_ & 65535u);
                                    uint l_4652_ = (l_4649_ + l_4651_);
                                    uint l_4653_ = (l_4646_ >> 16u);
                                    uint l_4654_ = (l_4653_ & 65535u);
                                    uint l_2440_ = (l_4652_ + l_4654_);
                                    bool l_2441_ = (l_2439_ < l_2437_);
                                    uint l_2442_ = uint(l_2441_);
                                    uint l_2443_ = (l_2440_ + l_2442_);
                                    l_mut_440_ = l_2436_;
                                    bool l_2445_ = (0u > 0u);
                                    if (l_2445_) {
                                        uint l_2446_ = (l_2436_ >> 0u);
                                        uint l_2447_ = (32u - 0u);
                                        uint l_2448_ = (l_2439_ << l_2447_);
                                        uint l_2449_ = (l_2446_ | l_2448_);
                                        l_mut_440_ = l_2449_;
                                    }
                                    l_mut_382_ = l_2439_;
                                    bool l_2450_ = (0u > 0u);
                                    if (l_2450_) {
                                        uint l_2451_ = (l_2439_ >> 0u);
                                        uint l_2452_ = (32u - 0u);
                                        uint l_2453_ = (l_2443_ << l_2452_);
                                        uint l_2454_ = (l_2451_ | l_2453_);
                                        l_mut_382_ = l_2454_;
                                    }
                                    uint _e8606 = l_mut_440_;
                                    l_mut_275_ = _e8606;
                                    uint _e8607 = l_mut_382_;
                                    l_mut_440_ = _e8607;
                                    if (true) {
                                        l_mut_275_ = l_2443_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2439_;
                                            bool l_2457_ = (0u > 0u);
                                            if (l_2457_) {
                                                uint l_2458_ = (l_2439_ >> 0u);
                                                uint l_2459_ = (32u - 0u);
                                                uint l_2460_ = (l_2443_ << l_2459_);
                                                uint l_2461_ = (l_2458_ | l_2460_);
                                                l_mut_382_ = l_2461_;
                                            }
                                            uint l_2462_ = (l_2443_ >> 0u);
                                            uint _e8619 = l_mut_382_;
                                            l_mut_275_ = _e8619;
                                            l_mut_440_ = l_2462_;
                                        }
                                    }
                                    uint _e8620 = l_mut_388_;
                                    uint _e8621 = l_mut_2297_;
                                    uint l_2463_ = (_e8620 * _e8621);
                                    uint _e8623 = l_mut_388_;
                                    uint l_4656_ = (_e8623 & 65535u);
                                    uint _e8626 = l_mut_388_;
                                    uint l_4657_ = (_e8626 >> 16u);
                                    uint l_4658_ = (l_4657_ & 65535u);
                                    uint _e8631 = l_mut_2297_;
                                    uint l_4659_ = (_e8631 & 65535u);
                                    uint _e8634 = l_mut_2297_;
                                    uint l_4660_ = (_e8634 >> 16u);
                                    uint l_4661_ = (l_4660_ & 65535u);
                                    uint l_4662_ = (l_4656_ * l_4659_);
                                    uint l_4663_ = (l_4658_ * l_4659_);
                                    uint l_4664_ = (l_4656_ * l_4661_);
                                    uint l_4665_ = (l_4658_ * l_4661_);
                                    uint l_4666_ = (l_4662_ >> 16u);
                                    uint l_4667_ = (l_4666_ & 65535u);
                                    uint l_4668_ = (l_4663_ & 65535u);
                                    uint l_4669_ = (l_4667_ + l_4668_);
                                    uint l_4670_ = (l_4664_ & 65535u);
                                    uint l_4671_ = (l_4669_ + l_4670_);
                                    uint l_4672_ = (l_4663_ >> 16u);
                                    uint l_4673_ = (l_4672_ & 65535u);
                                    uint l_4674_ = (l_4665_ + l_4673_);
                                    uint l_4675_ = (l_4664_ >> 16u);
                                    uint l_4676_ = (l_4675_ & 65535u);
                                    uint l_4677_ = (l_4674_ + l_4676_);
                                    uint l_4678_ = (l_4671_ >> 16u);
                                    uint l_4679_ = (l_4678_ & 65535u);
                                    uint l_2464_ = (l_4677_ + l_4679_);
                                    uint _e8668 = l_mut_428_;
                                    uint _e8669 = l_mut_2297_;
                                    uint l_2465_ = (_e8668 * _e8669);
                                    uint l_2466_ = (l_2464_ + l_2465_);
                                    uint _e8672 = l_mut_275_;
                                    uint l_2467_ = (_e8672 + l_2463_);
                                    uint _e8674 = l_mut_440_;
                                    uint l_2468_ = (_e8674 + l_2466_);
                                    uint _e8676 = l_mut_275_;
                                    bool l_2469_ = (l_2467_ < _e8676);
                                    uint l_2470_ = uint(l_2469_);
                                    uint l_2471_ = (l_2468_ + l_2470_);
                                    uint _e8680 = l_mut_394_;
                                    l_mut_1678_ = _e8680;
                                    uint _e8681 = l_mut_441_;
                                    l_mut_1677_ = _e8681;
                                    bool l_2472_ = (l_9_ == 64u);
                                    if (l_2472_) {
                                        l_mut_1678_ = l_2467_;
                                        l_mut_1677_ = l_2471_;
                                    } else {
                                        bool l_2473_ = (l_9_ > 0u);
                                        if (l_2473_) {
                                            uint l_2474_ = (64u - l_9_);
                                            l_mut_440_ = l_2467_;
                                            l_mut_439_ = l_2471_;
                                            bool l_2475_ = (l_2474_ >= 32u);
                                            if (l_2475_) {
                                                uint l_2476_ = (l_2474_ & 31u);
                                                uint l_2477_ = (l_2467_ << l_2476_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2477_;
                                            } else {
                                                bool l_2478_ = (l_2474_ > 0u);
                                                if (l_2478_) {
                                                    uint l_2479_ = (l_2467_ << l_2474_);
                                                    uint l_2480_ = (l_2471_ << l_2474_);
                                                    uint l_2481_ = (32u - l_2474_);
                                                    uint l_2482_ = (l_2467_ >> l_2481_);
                                                    uint l_2483_ = (l_2480_ | l_2482_);
                                                    l_mut_440_ = l_2479_;
                                                    l_mut_439_ = l_2483_;
                                                }
                                            }
                                            uint _e8702 = l_mut_394_;
                                            l_mut_428_ = _e8702;
                                            uint _e8703 = l_mut_441_;
                                            l_mut_421_ = _e8703;
                                            bool l_2484_ = (l_9_ >= 32u);
                                            if (l_2484_) {
                                                uint l_2485_ = (l_9_ & 31u);
                                                uint _e8708 = l_mut_441_;
                                                uint l_2486_ = (_e8708 >> l_2485_);
                                                l_mut_428_ = l_2486_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2487_ = (l_9_ > 0u);
                                                if (l_2487_) {
                                                    uint _e8713 = l_mut_394_;
                                                    l_mut_388_ = _e8713;
                                                    bool l_2488_ = (l_9_ > 0u);
                                                    if (l_2488_) {
                                                        uint _e8716 = l_mut_394_;
                                                        uint l_2489_ = (_e8716 >> l_9_);
                                                        uint l_2490_ = (32u - l_9_);
                                                        uint _e8720 = l_mut_441_;
                                                        uint l_2491_ = (_e8720 << l_2490_);
                                                        uint l_2492_ = (l_2489_ | l_2491_);
                                                        l_mut_388_ = l_2492_;
                                                    }
                                                    uint _e8723 = l_mut_441_;
                                                    uint l_2493_ = (_e8723 >> l_9_);
                                                    uint _e8725 = l_mut_388_;
                                                    l_mut_428_ = _e8725;
                                                    l_mut_421_ = l_2493_;
                                                }
                                            }
                                            uint _e8726 = l_mut_440_;
                                            uint _e8727 = l_mut_428_;
                                            uint l_2494_ = (_e8726 + _e8727);
                                            uint _e8729 = l_mut_439_;
                                            uint _e8730 = l_mut_421_;
                                            uint l_2495_ = (_e8729 + _e8730);
                                            uint _e8732 = l_mut_440_;
                                            bool l_2496_ = (l_2494_ < _e8732);
                                            uint l_2497_ = uint(l_2496_);
                                            uint l_2498_ = (l_2495_ + l_2497_);
                                            l_mut_1678_ = l_2494_;
                                            l_mut_1677_ = l_2498_;
                                        }
                                    }
                                    if (l_2349_) {
                                        uint _e8737 = l_mut_1678_;
                                        uint l_2499_ = (0u - _e8737);
                                        uint _e8740 = l_mut_1677_;
                                        uint l_2500_ = (0u - _e8740);
                                        uint _e8743 = l_mut_1678_;
                                        bool l_2501_ = (0u < _e8743);
                                        uint l_2502_ = uint(l_2501_);
                                        uint l_2503_ = (l_2500_ - l_2502_);
                                        l_mut_1678_ = l_2499_;
                                        l_mut_1677_ = l_2503_;
                                    }
                                }
                                uint _e8747 = l_mut_1678_;
                                uint l_2504_ = (l_2302_ + _e8747);
                                uint _e8749 = l_mut_1677_;
                                uint l_2505_ = (l_2306_ + _e8749);
                                bool l_2506_ = (l_2504_ < l_2302_);
                                uint l_2507_ = uint(l_2506_);
                                uint l_2508_ = (l_2505_ + l_2507_);
                                uint l_2509_ = (0u - l_2504_);
                                uint l_2510_ = (0u - l_2508_);
                                bool l_2511_ = (0u < l_2504_);
                                uint l_2512_ = uint(l_2511_);
                                uint l_2513_ = (l_2510_ - l_2512_);
                                l_mut_1678_ = l_2509_;
                                l_mut_1677_ = l_2513_;
                                uint _e8762 = l_mut_1677_;
                                bool l_2514_ = (l_2508_ < _e8762);
                                uint _e8764 = l_mut_1677_;
                                bool l_2515_ = (l_2508_ == _e8764);
                                uint _e8766 = l_mut_1678_;
                                bool l_2516_ = (l_2504_ < _e8766);
                                if (l_2515_) {
                                    local_179 = l_2516_;
                                } else {
                                    local_179 = false;
                                }
                                bool l_2517_ = local_179;
                                if (!(l_2514_)) {
                                    local_180 = l_2517_;
                                } else {
                                    local_180 = true;
                                }
                                bool l_2518_ = local_180;
                                if (l_2518_) {
                                    l_mut_1678_ = l_2504_;
                                    l_mut_1677_ = l_2508_;
                                }
                                uint _e8777 = l_mut_1677_;
                                bool l_2519_ = (_e8777 < l_27_);
                                uint _e8779 = l_mut_1677_;
                                bool l_2520_ = (_e8779 == l_27_);
                                uint _e8781 = l_mut_1678_;
                                bool l_2521_ = (_e8781 < l_24_);
                                if (l_2520_) {
                                    local_181 = l_2521_;
                                } else {
                                    local_181 = false;
                                }
                                bool l_2522_ = local_181;
                                if (!(l_2519_)) {
                                    local_182 = l_2522_;
                                } else {
                                    local_182 = true;
                                }
                                bool l_2523_ = local_182;
                                uint l_2524_ = uint(l_2523_);
                                uint _e8793 = l_mut_1683_;
                                l_mut_1683_ = (_e8793 + l_2524_);
                            }
                        }
                        uint _e8798 = l_mut_444_;
                        uint _e8799 = l_mut_1683_;
                        l_mut_444_ = (_e8798 + _e8799);
                    }
                }
            }
            uint _e8804 = l_mut_445_;
            bool l_2525_ = (_e8804 > 0u);
            if (l_2525_) {
                uint l_4681_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4682_ = (l_4681_ * 1u);
                uint l_4683_ = (l_4682_ - 1u);
                uint l_4684_ = min(1u, l_4683_);
                uint _e8819 = l_mut_445_;
                uint _e8820 = atomicAdd(_group_0_binding_5_cs[l_4684_], _e8819);
            }
            uint _e8821 = l_mut_444_;
            bool l_2528_ = (_e8821 > 0u);
            if (l_2528_) {
                uint l_4686_ = _group_0_binding_6_cs.static_meta[5];
                uint l_4687_ = (l_4686_ * 1u);
                uint l_4688_ = (l_4687_ - 1u);
                uint l_4689_ = min(2u, l_4688_);
                uint _e8836 = l_mut_444_;
                uint _e8837 = atomicAdd(_group_0_binding_5_cs[l_4689_], _e8836);
                l_mut_1683_ = _e8837;
                bool loop_init_14 = true;
                while(true) {
                    if (!loop_init_14) {
                        uint _e9811 = l_mut_2531_;
                        l_mut_2531_ = (_e9811 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e8840 = l_mut_2531_;
                    if ((_e8840 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e8843 = l_mut_450_;
                        uint _e8844 = l_mut_2531_;
                        uint l_2532_ = (_e8843 >> _e8844);
                        uint l_2533_ = (l_2532_ & 1u);
                        bool l_2534_ = (l_2533_ == 1u);
                        if (l_2534_) {
                            uint _e8850 = l_mut_2531_;
                            uint l_2535_ = (_e8850 * l_1064_);
                            uint l_2536_ = (l_2535_ + l_1064_);
                            uint l_2537_ = min(l_2536_, l_56_);
                            uint _e8854 = l_mut_1683_;
                            l_mut_1678_ = _e8854;
                            l_mut_2538_ = l_2535_;
                            bool loop_init_15 = true;
                            while(true) {
                                if (!loop_init_15) {
                                    uint _e9807 = l_mut_2538_;
                                    l_mut_2538_ = (_e9807 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e8856 = l_mut_2538_;
                                if ((_e8856 < l_2537_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e8858 = l_mut_2538_;
                                    uint l_2539_ = (l_59_ * _e8858);
                                    uint l_4691_ = (l_59_ & 65535u);
                                    uint l_4692_ = (l_59_ >> 16u);
                                    uint l_4693_ = (l_4692_ & 65535u);
                                    uint _e8866 = l_mut_2538_;
                                    uint l_4694_ = (_e8866 & 65535u);
                                    uint _e8869 = l_mut_2538_;
                                    uint l_4695_ = (_e8869 >> 16u);
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
                                    uint l_2540_ = (l_4712_ + l_4714_);
                                    uint _e8903 = l_mut_2538_;
                                    uint l_2541_ = (l_62_ * _e8903);
                                    uint l_2542_ = (l_2540_ + l_2541_);
                                    uint l_2543_ = (l_64_ + l_2539_);
                                    uint l_2544_ = (l_67_ + l_2542_);
                                    bool l_2545_ = (l_2543_ < l_64_);
                                    uint l_2546_ = uint(l_2545_);
                                    uint l_2547_ = (l_2544_ + l_2546_);
                                    l_mut_1677_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e8913 = l_mut_2538_;
                                    bool l_2548_ = (_e8913 < 65536u);
                                    if (l_2548_) {
                                        uint _e8916 = l_mut_2538_;
                                        uint _e8917 = l_mut_2538_;
                                        uint l_2549_ = (_e8916 * _e8917);
                                        uint l_2550_ = (l_72_ >> 31u);
                                        bool l_2551_ = (l_2550_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2551_) {
                                            uint l_2552_ = (0u - l_69_);
                                            uint l_2553_ = (0u - l_72_);
                                            bool l_2554_ = (0u < l_69_);
                                            uint l_2555_ = uint(l_2554_);
                                            uint l_2556_ = (l_2553_ - l_2555_);
                                            l_mut_444_ = l_2552_;
                                            l_mut_441_ = l_2556_;
                                        }
                                        uint _e8931 = l_mut_444_;
                                        uint l_2557_ = (_e8931 * l_2549_);
                                        uint _e8933 = l_mut_441_;
                                        uint l_2558_ = (_e8933 * l_2549_);
                                        uint _e8935 = l_mut_444_;
                                        uint l_4716_ = (_e8935 & 65535u);
                                        uint _e8938 = l_mut_444_;
                                        uint l_4717_ = (_e8938 >> 16u);
                                        uint l_4718_ = (l_4717_ & 65535u);
                                        uint l_4719_ = (l_2549_ & 65535u);
                                        uint l_4720_ = (l_2549_ >> 16u);
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
                                        uint l_2559_ = (l_4737_ + l_4739_);
                                        uint l_2560_ = (l_2559_ + l_2558_);
                                        uint _e8979 = l_mut_441_;
                                        uint l_4741_ = (_e8979 & 65535u);
                                        uint _e8982 = l_mut_441_;
                                        uint l_4742_ = (_e8982 >> 16u);
                                        uint l_4743_ = (l_4742_ & 65535u);
                                        uint l_4744_ = (l_2549_ & 65535u);
                                        uint l_4745_ = (l_2549_ >> 16u);
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
                                        uint l_2561_ = (l_4762_ + l_4764_);
                                        bool l_2562_ = (l_2560_ < l_2558_);
                                        uint l_2563_ = uint(l_2562_);
                                        uint l_2564_ = (l_2561_ + l_2563_);
                                        uint l_2565_ = (l_9_ % 32u);
                                        l_mut_440_ = l_2557_;
                                        bool l_2566_ = (l_2565_ > 0u);
                                        if (l_2566_) {
                                            uint l_2567_ = (l_2557_ >> l_2565_);
                                            uint l_2568_ = (32u - l_2565_);
                                            uint l_2569_ = (l_2560_ << l_2568_);
                                            uint l_2570_ = (l_2567_ | l_2569_);
                                            l_mut_440_ = l_2570_;
                                        }
                                        l_mut_439_ = l_2560_;
                                        bool l_2571_ = (l_2565_ > 0u);
                                        if (l_2571_) {
                                            uint l_2572_ = (l_2560_ >> l_2565_);
                                            uint l_2573_ = (32u - l_2565_);
                                            uint l_2574_ = (l_2564_ << l_2573_);
                                            uint l_2575_ = (l_2572_ | l_2574_);
                                            l_mut_439_ = l_2575_;
                                        }
                                        uint _e9041 = l_mut_440_;
                                        l_mut_428_ = _e9041;
                                        uint _e9042 = l_mut_439_;
                                        l_mut_440_ = _e9042;
                                        bool l_2576_ = (l_9_ >= 64u);
                                        if (l_2576_) {
                                            l_mut_428_ = l_2564_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2577_ = (l_9_ >= 32u);
                                            if (l_2577_) {
                                                l_mut_439_ = l_2560_;
                                                bool l_2578_ = (l_2565_ > 0u);
                                                if (l_2578_) {
                                                    uint l_2579_ = (l_2560_ >> l_2565_);
                                                    uint l_2580_ = (32u - l_2565_);
                                                    uint l_2581_ = (l_2564_ << l_2580_);
                                                    uint l_2582_ = (l_2579_ | l_2581_);
                                                    l_mut_439_ = l_2582_;
                                                }
                                                uint l_2583_ = (l_2564_ >> l_2565_);
                                                uint _e9056 = l_mut_439_;
                                                l_mut_428_ = _e9056;
                                                l_mut_440_ = l_2583_;
                                            }
                                        }
                                        uint _e9057 = l_mut_428_;
                                        l_mut_444_ = _e9057;
                                        uint _e9058 = l_mut_440_;
                                        l_mut_441_ = _e9058;
                                        if (l_2551_) {
                                            uint _e9060 = l_mut_444_;
                                            uint l_2584_ = (0u - _e9060);
                                            uint _e9063 = l_mut_441_;
                                            uint l_2585_ = (0u - _e9063);
                                            uint _e9066 = l_mut_444_;
                                            bool l_2586_ = (0u < _e9066);
                                            uint l_2587_ = uint(l_2586_);
                                            uint l_2588_ = (l_2585_ - l_2587_);
                                            l_mut_444_ = l_2584_;
                                            l_mut_441_ = l_2588_;
                                        }
                                        uint _e9070 = l_mut_444_;
                                        l_mut_1677_ = _e9070;
                                        uint _e9071 = l_mut_441_;
                                        l_mut_445_ = _e9071;
                                    } else {
                                        uint l_2589_ = (l_72_ >> 31u);
                                        bool l_2590_ = (l_2589_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2590_) {
                                            uint l_2591_ = (0u - l_69_);
                                            uint l_2592_ = (0u - l_72_);
                                            bool l_2593_ = (0u < l_69_);
                                            uint l_2594_ = uint(l_2593_);
                                            uint l_2595_ = (l_2592_ - l_2594_);
                                            l_mut_444_ = l_2591_;
                                            l_mut_441_ = l_2595_;
                                        }
                                        uint _e9084 = l_mut_444_;
                                        uint _e9085 = l_mut_2538_;
                                        uint l_2596_ = (_e9084 * _e9085);
                                        uint _e9087 = l_mut_441_;
                                        uint _e9088 = l_mut_2538_;
                                        uint l_2597_ = (_e9087 * _e9088);
                                        uint _e9090 = l_mut_444_;
                                        uint l_4766_ = (_e9090 & 65535u);
                                        uint _e9093 = l_mut_444_;
                                        uint l_4767_ = (_e9093 >> 16u);
                                        uint l_4768_ = (l_4767_ & 65535u);
                                        uint _e9098 = l_mut_2538_;
                                        uint l_4769_ = (_e9098 & 65535u);
                                        uint _e9101 = l_mut_2538_;
                                        uint l_4770_ = (_e9101 >> 16u);
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
                                        uint l_2598_ = (l_4787_ + l_4789_);
                                        uint l_2599_ = (l_2598_ + l_2597_);
                                        uint _e9136 = l_mut_441_;
                                        uint l_4791_ = (_e9136 & 65535u);
                                        uint _e9139 = l_mut_441_;
                                        uint l_4792_ = (_e9139 >> 16u);
                                        uint l_4793_ = (l_4792_ & 65535u);
                                        uint _e9144 = l_mut_2538_;
                                        uint l_4794_ = (_e9144 & 65535u);
                                        uint _e9147 = l_mut_2538_;
                                        uint l_4795_ = (_e9147 >> 16u);
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
                                        uint l_2600_ = (l_4812_ + l_4814_);
                                        bool l_2601_ = (l_2599_ < l_2597_);
                                        uint l_2602_ = uint(l_2601_);
                                        uint l_2603_ = (l_2600_ + l_2602_);
                                        l_mut_440_ = l_2596_;
                                        bool l_2605_ = (0u > 0u);
                                        if (l_2605_) {
                                            uint l_2606_ = (l_2596_ >> 0u);
                                            uint l_2607_ = (32u - 0u);
                                            uint l_2608_ = (l_2599_ << l_2607_);
                                            uint l_2609_ = (l_2606_ | l_2608_);
                                            l_mut_440_ = l_2609_;
                                        }
                                        l_mut_439_ = l_2599_;
                                        bool l_2610_ = (0u > 0u);
                                        if (l_2610_) {
                                            uint l_2611_ = (l_2599_ >> 0u);
                                            uint l_2612_ = (32u - 0u);
                                            uint l_2613_ = (l_2603_ << l_2612_);
                                            uint l_2614_ = (l_2611_ | l_2613_);
                                            l_mut_439_ = l_2614_;
                                        }
                                        uint _e9199 = l_mut_440_;
                                        l_mut_428_ = _e9199;
                                        uint _e9200 = l_mut_439_;
                                        l_mut_440_ = _e9200;
                                        if (false) {
                                            l_mut_428_ = l_2603_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2599_;
                                                bool l_2617_ = (0u > 0u);
                                                if (l_2617_) {
                                                    uint l_2618_ = (l_2599_ >> 0u);
                                                    uint l_2619_ = (32u - 0u);
                                                    uint l_2620_ = (l_2603_ << l_2619_);
                                                    uint l_2621_ = (l_2618_ | l_2620_);
                                                    l_mut_439_ = l_2621_;
                                                }
                                                uint l_2622_ = (l_2603_ >> 0u);
                                                uint _e9212 = l_mut_439_;
                                                l_mut_428_ = _e9212;
                                                l_mut_440_ = l_2622_;
                                            }
                                        }
                                        uint _e9213 = l_mut_444_;
                                        uint _e9214 = l_mut_2538_;
                                        uint l_2623_ = (_e9213 * _e9214);
                                        uint _e9216 = l_mut_441_;
                                        uint _e9217 = l_mut_2538_;
                                        uint l_2624_ = (_e9216 * _e9217);
                                        uint _e9219 = l_mut_444_;
                                        uint l_4816_ = (_e9219 & 65535u);
                                        uint _e9222 = l_mut_444_;
                                        uint l_4817_ = (_e9222 >> 16u);
                                        uint l_4818_ = (l_4817_ & 65535u);
                                        uint _e9227 = l_mut_2538_;
                                        uint l_4819_ = (_e9227 & 65535u);
                                        uint _e9230 = l_mut_2538_;
                                        uint l_4820_ = (_e9230 >> 16u);
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
                                        uint l_2625_ = (l_4837_ + l_4839_);
                                        uint l_2626_ = (l_2625_ + l_2624_);
                                        uint _e9265 = l_mut_441_;
                                        uint l_4841_ = (_e9265 & 65535u);
                                        uint _e9268 = l_mut_441_;
                                        uint l_4842_ = (_e9268 >> 16u);
                                        uint l_4843_ = (l_4842_ & 65535u);
                                        uint _e9273 = l_mut_2538_;
                                        uint l_4844_ = (_e9273 & 65535u);
                                        uint _e9276 = l_mut_2538_;
                                        uint l_4845_ = (_e9276 >> 16u);
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
                                        uint l_2627_ = (l_4862_ + l_4864_);
                                        bool l_2628_ = (l_2626_ < l_2624_);
                                        uint l_2629_ = uint(l_2628_);
                                        uint l_2630_ = (l_2627_ + l_2629_);
                                        l_mut_439_ = l_2623_;
                                        bool l_2632_ = (0u > 0u);
                                        if (l_2632_) {
                                            uint l_2633_ = (l_2623_ >> 0u);
                                            uint l_2634_ = (32u - 0u);
                                            uint l_2635_ = (l_2626_ << l_2634_);
                                            uint l_2636_ = (l_2633_ | l_2635_);
                                            l_mut_439_ = l_2636_;
                                        }
                                        l_mut_421_ = l_2626_;
                                        bool l_2637_ = (0u > 0u);
                                        if (l_2637_) {
                                            uint l_2638_ = (l_2626_ >> 0u);
                                            uint l_2639_ = (32u - 0u);
                                            uint l_2640_ = (l_2630_ << l_2639_);
                                            uint l_2641_ = (l_2638_ | l_2640_);
                                            l_mut_421_ = l_2641_;
                                        }
                                        uint _e9328 = l_mut_439_;
                                        l_mut_394_ = _e9328;
                                        uint _e9329 = l_mut_421_;
                                        l_mut_439_ = _e9329;
                                        if (true) {
                                            l_mut_394_ = l_2630_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2626_;
                                                bool l_2644_ = (0u > 0u);
                                                if (l_2644_) {
                                                    uint l_2645_ = (l_2626_ >> 0u);
                                                    uint l_2646_ = (32u - 0u);
                                                    uint l_2647_ = (l_2630_ << l_2646_);
                                                    uint l_2648_ = (l_2645_ | l_2647_);
                                                    l_mut_421_ = l_2648_;
                                                }
                                                uint l_2649_ = (l_2630_ >> 0u);
                                                uint _e9341 = l_mut_421_;
                                                l_mut_394_ = _e9341;
                                                l_mut_439_ = l_2649_;
                                            }
                                        }
                                        uint _e9342 = l_mut_428_;
                                        uint _e9343 = l_mut_2538_;
                                        uint l_2650_ = (_e9342 * _e9343);
                                        uint _e9345 = l_mut_440_;
                                        uint _e9346 = l_mut_2538_;
                                        uint l_2651_ = (_e9345 * _e9346);
                                        uint _e9348 = l_mut_428_;
                                        uint l_4866_ = (_e9348 & 65535u);
                                        uint _e9351 = l_mut_428_;
                                        uint l_4867_ = (_e9351 >> 16u);
                                        uint l_4868_ = (l_4867_ & 65535u);
                                        uint _e9356 = l_mut_2538_;
                                        uint l_4869_ = (_e9356 & 65535u);
                                        uint _e9359 = l_mut_2538_;
                                        uint l_4870_ = (_e9359 >> 16u);
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
                                        uint l_2652_ = (l_4887_ + l_4889_);
                                        uint l_2653_ = (l_2652_ + l_2651_);
                                        uint _e9394 = l_mut_440_;
                                        uint l_4891_ = (_e9394 & 65535u);
                                        uint _e9397 = l_mut_440_;
                                        uint l_4892_ = (_e9397 >> 16u);
                                        uint l_4893_ = (l_4892_ & 65535u);
                                        uint _e9402 = l_mut_2538_;
                                        uint l_4894_ = (_e9402 & 65535u);
                                        uint _e9405 = l_mut_2538_;
                                        uint l_4895_ = (_e9405 >> 16u);
                                        uint l_4896_ = (l_4895_ & 65535u);
                                        uint l_4897_ = (l_4891_ * l_4894_);
                                        uint l_4898_ = (l_4893_ * l_4894_);
                                        uint l_4899_ = (l_4891_ * l_4896_);
                                        uint l_4900_ = (l_4893_ * l_4896_);
                                        uint l_4901_ = (l_4897_ >> 16u);
                                        uint l_4902_ = (l_4901_ & 65535u);
                                        uint l_4903_ = (l_4898_ & 65535u);
                                        uint l_4904_ = (l_4902_ + l_4903_);
                                        uint l_4905_ = (l_4899_ & 65535u);
                                        uint l_4906_ = (l_4904_ + l_4905_);
                                        uint l_4907_ = (l_4898_ >> 16u);
                                        uint l_4908_ = (l_4907_ & 65535u);
                                        uint l_4909_ = (l_4900_ + l_4908_);
                                        uint l_4910_ = (l_4899_ >> 16u);
                                        uint l_4911_ = (l_4910_ & 65535u);
                                        uint l_4912_ = (l_4909_ + l_4911_);
                                        uint l_4913_ = (l_4906_ >> 16u);
                                        uint l_4914_ = (l_4913_ & 65535u);
                                        uint l_2654_ = (l_4912_ + l_4914_);
                                        bool l_2655_ = (l_2653_ < l_2651_);
                                        uint l_2656_ = uint(l_2655_);
                                        uint l_2657_ = (l_2654_ + l_2656_);
                                        l_mut_444_ = l_2650_;
                                        bool l_2659_ = (0u > 0u);
                                        if (l_2659_) {
                                            uint l_2660_ = (l_2650_ >> 0u);
                                            uint l_2661_ = (32u - 0u);
                                            uint l_2662_ = (l_2653_ << l_2661_);
                                            uint l_2663_ = (l_2660_ | l_2662_);
                                            l_mut_444_ = l_2663_;
                                        }
                                        l_mut_441_ = l_2653_;
                                        bool l_2664_ = (0u > 0u);
                                        if (l_2664_) {
                                            uint l_2665_ = (l_2653_ >> 0u);
                                            uint l_2666_ = (32u - 0u);
                                            uint l_2667_ = (l_2657_ << l_2666_);
                                            uint l_2668_ = (l_2665_ | l_2667_);
                                            l_mut_441_ = l_2668_;
                                        }
                                        uint _e9457 = l_mut_444_;
                                        l_mut_421_ = _e9457;
                                        uint _e9458 = l_mut_441_;
                                        l_mut_444_ = _e9458;
                                        if (false) {
                                            l_mut_421_ = l_2657_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2653_;
                                                bool l_2671_ = (0u > 0u);
                                                if (l_2671_) {
                                                    uint l_2672_ = (l_2653_ >> 0u);
                                                    uint l_2673_ = (32u - 0u);
                                                    uint l_2674_ = (l_2657_ << l_2673_);
                                                    uint l_2675_ = (l_2672_ | l_2674_);
                                                    l_mut_441_ = l_2675_;
                                                }
                                                uint l_2676_ = (l_2657_ >> 0u);
                                                uint _e9470 = l_mut_441_;
                                                l_mut_421_ = _e9470;
                                                l_mut_444_ = l_2676_;
                                            }
                                        }
                                        uint _e9471 = l_mut_428_;
                                        uint _e9472 = l_mut_2538_;
                                        uint l_2677_ = (_e9471 * _e9472);
                                        uint _e9474 = l_mut_440_;
                                        uint _e9475 = l_mut_2538_;
                                        uint l_2678_ = (_e9474 * _e9475);
                                        uint _e9477 = l_mut_428_;
                                        uint l_4916_ = (_e9477 & 65535u);
                                        uint _e9480 = l_mut_428_;
                                        uint l_4917_ = (_e9480 >> 16u);
                                        uint l_4918_ = (l_4917_ & 65535u);
                                        uint _e9485 = l_mut_2538_;
                                        uint l_4919_ = (_e9485 & 65535u);
                                        uint _e9488 = l_mut_2538_;
                                        uint l_4920_ = (_e9488 >> 16u);
                                        uint l_4921_ = (l_4920_ & 65535u);
                                        uint l_4922_ = (l_4916_ * l_4919_);
                                        uint l_4923_ = (l_4918_ * l_4919_);
                                        uint l_4924_ = (l_4916_ * l_4921_);
                                        uint l_4925_ = (l_4918_ * l_4921_);
                                        uint l_4926_ = (l_4922_ >> 16u);
                                        uint l_4927_ = (l_4926_ & 65535u);
                                        uint l_4928_ = (l_4923_ & 65535u);
                                        uint l_4929_ = (l_4927_ + l_4928_);
                                        uint l_4930_ = (l_4924_ & 65535u);
                                        uint l_4931_ = (l_4929_ + l_4930_);
                                        uint l_4932_ = (l_4923_ >> 16u);
                                        uint l_4933_ = (l_4932_ & 65535u);
                                        uint l_4934_ = (l_4925_ + l_4933_);
                                        uint l_4935_ = (l_4924_ >> 16u);
                                        uint l_4936_ = (l_4935_ & 65535u);
                                        uint l_4937_ = (l_4934_ + l_4936_);
                                        uint l_4938_ = (l_4931_ >> 16u);
                                        uint l_4939_ = (l_4938_ & 65535u);
                                        uint l_2679_ = (l_4937_ + l_4939_);
                                        uint l_2680_ = (l_2679_ + l_2678_);
                                        uint _e9523 = l_mut_440_;
                                        uint l_4941_ = (_e9523 & 65535u);
                                        uint _e9526 = l_mut_440_;
                                        uint l_4942_ = (_e9526 >> 16u);
                                        uint l_4943_ = (l_4942_ & 65535u);
                                        uint _e9531 = l_mut_2538_;
                                        uint l_4944_ = (_e9531 & 65535u);
                                        uint _e9534 = l_mut_2538_;
                                        uint l_4945_ = (_e9534 >> 16u);
                                        uint l_4946_ = (l_4945_ & 65535u);
                                        uint l_4947_ = (l_4941_ * l_4944_);
                                        uint l_4948_ = (l_4943_ * l_4944_);
                                        uint l_4949_ = (l_4941_ * l_4946_);
                                        uint l_4950_ = (l_4943_ * l_4946_);
                                        uint l_4951_ = (l_4947_ >> 16u);
                                        uint l_4952_ = (l_4951_ & 65535u);
                                        uint l_4953_ = (l_4948_ & 65535u);
                                        uint l_4954_ = (l_4952_ + l_4953_);
                                        uint l_4955_ = (l_4949_ & 65535u);
                                        uint l_4956_ = (l_4954_ + l_4955_);
                                        uint l_4957_ = (l_4948_ >> 16u);
                                        uint l_4958_ = (l_4957_ & 65535u);
                                        uint l_4959_ = (l_4950_ + l_4958_);
                                        uint l_4960_ = (l_4949_ >> 16u);
                                        uint l_4961_ = (l_4960_ & 65535u);
                                        uint l_4962_ = (l_4959_ + l_4961_);
                                        uint l_4963_ = (l_4956_ >> 16u);
                                        uint l_4964_ = (l_4963_ & 65535u);
                                        uint l_2681_ = (l_4962_ + l_4964_);
                                        bool l_2682_ = (l_2680_ < l_2678_);
                                        uint l_2683_ = uint(l_2682_);
                                        uint l_2684_ = (l_2681_ + l_2683_);
                                        l_mut_441_ = l_2677_;
                                        bool l_2686_ = (0u > 0u);
                                        if (l_2686_) {
                                            uint l_2687_ = (l_2677_ >> 0u);
                                            uint l_2688_ = (32u - 0u);
                                            uint l_2689_ = (l_2680_ << l_2688_);
                                            uint l_2690_ = (l_2687_ | l_2689_);
                                            l_mut_441_ = l_2690_;
                                        }
                                        l_mut_388_ = l_2680_;
                                        bool l_2691_ = (0u > 0u);
                                        if (l_2691_) {
                                            uint l_2692_ = (l_2680_ >> 0u);
                                            uint l_2693_ = (32u - 0u);
                                            uint l_2694_ = (l_2684_ << l_2693_);
                                            uint l_2695_ = (l_2692_ | l_2694_);
                                            l_mut_388_ = l_2695_;
                                        }
                                        uint _e9586 = l_mut_441_;
                                        l_mut_382_ = _e9586;
                                        uint _e9587 = l_mut_388_;
                                        l_mut_441_ = _e9587;
                                        if (true) {
                                            l_mut_382_ = l_2684_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2680_;
                                                bool l_2698_ = (0u > 0u);
                                                if (l_2698_) {
                                                    uint l_2699_ = (l_2680_ >> 0u);
                                                    uint l_2700_ = (32u - 0u);
                                                    uint l_2701_ = (l_2684_ << l_2700_);
                                                    uint l_2702_ = (l_2699_ | l_2701_);
                                                    l_mut_388_ = l_2702_;
                                                }
                                                uint l_2703_ = (l_2684_ >> 0u);
                                                uint _e9599 = l_mut_388_;
                                                l_mut_382_ = _e9599;
                                                l_mut_441_ = l_2703_;
                                            }
                                        }
                                        uint _e9600 = l_mut_394_;
                                        uint _e9601 = l_mut_2538_;
                                        uint l_2704_ = (_e9600 * _e9601);
                                        uint _e9603 = l_mut_394_;
                                        uint l_4966_ = (_e9603 & 65535u);
                                        uint _e9606 = l_mut_394_;
                                        uint l_4967_ = (_e9606 >> 16u);
                                        uint l_4968_ = (l_4967_ & 65535u);
                                        uint _e9611 = l_mut_2538_;
                                        uint l_4969_ = (_e9611 & 65535u);
                                        uint _e9614 = l_mut_2538_;
                                        uint l_4970_ = (_e9614 >> 16u);
                                        uint l_4971_ = (l_4970_ & 65535u);
                                        uint l_4972_ = (l_4966_ * l_4969_);
                                        uint l_4973_ = (l_4968_ * l_4969_);
                                        uint l_4974_ = (l_4966_ * l_4971_);
                                        uint l_4975_ = (l_4968_ * l_4971_);
                                        uint l_4976_ = (l_4972_ >> 16u);
                                        uint l_4977_ = (l_4976_ & 65535u);
                                        uint l_4978_ = (l_4973_ & 65535u);
                                        uint l_4979_ = (l_4977_ + l_4978_);
                                        uint l_4980_ = (l_4974_ & 65535u);
                                        uint l_4981_ = (l_4979_ + l_4980_);
                                        uint l_4982_ = (l_4973_ >> 16u);
                                        uint l_4983_ = (l_4982_ & 65535u);
                                        uint l_4984_ = (l_4975_ + l_4983_);
                                        uint l_4985_ = (l_4974_ >> 16u);
                                        uint l_4986_ = (l_4985_ & 65535u);
                                        uint l_4987_ = (l_4984_ + l_4986_);
                                        uint l_4988_ = (l_4981_ >> 16u);
                                        uint l_4989_ = (l_4988_ & 65535u);
                                        uint l_2705_ = (l_4987_ + l_4989_);
                                        uint _e9648 = l_mut_439_;
                                        uint _e9649 = l_mut_2538_;
                                        uint l_2706_ = (_e9648 * _e9649);
                                        uint l_2707_ = (l_2705_ + l_2706_);
                                        uint _e9652 = l_mut_382_;
                                        uint l_2708_ = (_e9652 + l_2704_);
                                        uint _e9654 = l_mut_441_;
                                        uint l_2709_ = (_e9654 + l_2707_);
                                        uint _e9656 = l_mut_382_;
                                        bool l_2710_ = (l_2708_ < _e9656);
                                        uint l_2711_ = uint(l_2710_);
                                        uint l_2712_ = (l_2709_ + l_2711_);
                                        uint _e9660 = l_mut_421_;
                                        l_mut_1677_ = _e9660;
                                        uint _e9661 = l_mut_444_;
                                        l_mut_445_ = _e9661;
                                        bool l_2713_ = (l_9_ == 64u);
                                        if (l_2713_) {
                                            l_mut_1677_ = l_2708_;
                                            l_mut_445_ = l_2712_;
                                        } else {
                                            bool l_2714_ = (l_9_ > 0u);
                                            if (l_2714_) {
                                                uint l_2715_ = (64u - l_9_);
                                                l_mut_441_ = l_2708_;
                                                l_mut_440_ = l_2712_;
                                                bool l_2716_ = (l_2715_ >= 32u);
                                                if (l_2716_) {
                                                    uint l_2717_ = (l_2715_ & 31u);
                                                    uint l_2718_ = (l_2708_ << l_2717_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2718_;
                                                } else {
                                                    bool l_2719_ = (l_2715_ > 0u);
                                                    if (l_2719_) {
                                                        uint l_2720_ = (l_2708_ << l_2715_);
                                                        uint l_2721_ = (l_2712_ << l_2715_);
                                                        uint l_2722_ = (32u - l_2715_);
                                                        uint l_2723_ = (l_2708_ >> l_2722_);
                                                        uint l_2724_ = (l_2721_ | l_2723_);
                                                        l_mut_441_ = l_2720_;
                                                        l_mut_440_ = l_2724_;
                                                    }
                                                }
                                                uint _e9682 = l_mut_421_;
                                                l_mut_439_ = _e9682;
                                                uint _e9683 = l_mut_444_;
                                                l_mut_428_ = _e9683;
                                                bool l_2725_ = (l_9_ >= 32u);
                                                if (l_2725_) {
                                                    uint l_2726_ = (l_9_ & 31u);
                                                    uint _e9688 = l_mut_444_;
                                                    uint l_2727_ = (_e9688 >> l_2726_);
                                                    l_mut_439_ = l_2727_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2728_ = (l_9_ > 0u);
                                                    if (l_2728_) {
                                                        uint _e9693 = l_mut_421_;
                                                        l_mut_394_ = _e9693;
                                                        bool l_2729_ = (l_9_ > 0u);
                                                        if (l_2729_) {
                                                            uint _e9696 = l_mut_421_;
                                                            uint l_2730_ = (_e9696 >> l_9_);
                                                            uint l_2731_ = (32u - l_9_);
                                                            uint _e9700 = l_mut_444_;
                                                            uint l_2732_ = (_e9700 << l_2731_);
                                                            uint l_2733_ = (l_2730_ | l_2732_);
                                                            l_mut_394_ = l_2733_;
                                                        }
                                                        uint _e9703 = l_mut_444_;
                                                        uint l_2734_ = (_e9703 >> l_9_);
                                                        uint _e9705 = l_mut_394_;
                                                        l_mut_439_ = _e9705;
                                                        l_mut_428_ = l_2734_;
                                                    }
                                                }
                                                uint _e9706 = l_mut_441_;
                                                uint _e9707 = l_mut_439_;
                                                uint l_2735_ = (_e9706 + _e9707);
                                                uint _e9709 = l_mut_440_;
                                                uint _e9710 = l_mut_428_;
                                                uint l_2736_ = (_e9709 + _e9710);
                                                uint _e9712 = l_mut_441_;
                                                bool l_2737_ = (l_2735_ < _e9712);
                                                uint l_2738_ = uint(l_2737_);
                                                uint l_2739_ = (l_2736_ + l_2738_);
                                                l_mut_1677_ = l_2735_;
                                                l_mut_445_ = l_2739_;
                                            }
                                        }
                                        if (l_2590_) {
                                            uint _e9717 = l_mut_1677_;
                                            uint l_2740_ = (0u - _e9717);
                                            uint _e9720 = l_mut_445_;
                                            uint l_2741_ = (0u - _e9720);
                                            uint _e9723 = l_mut_1677_;
                                            bool l_2742_ = (0u < _e9723);
                                            uint l_2743_ = uint(l_2742_);
                                            uint l_2744_ = (l_2741_ - l_2743_);
                                            l_mut_1677_ = l_2740_;
                                            l_mut_445_ = l_2744_;
                                        }
                                    }
                                    uint _e9727 = l_mut_1677_;
                                    uint l_2745_ = (l_2543_ + _e9727);
                                    uint _e9729 = l_mut_445_;
                                    uint l_2746_ = (l_2547_ + _e9729);
                                    bool l_2747_ = (l_2745_ < l_2543_);
                                    uint l_2748_ = uint(l_2747_);
                                    uint l_2749_ = (l_2746_ + l_2748_);
                                    uint l_2750_ = (0u - l_2745_);
                                    uint l_2751_ = (0u - l_2749_);
                                    bool l_2752_ = (0u < l_2745_);
                                    uint l_2753_ = uint(l_2752_);
                                    uint l_2754_ = (l_2751_ - l_2753_);
                                    l_mut_1677_ = l_2750_;
                                    l_mut_445_ = l_2754_;
                                    uint _e9742 = l_mut_445_;
                                    bool l_2755_ = (l_2749_ < _e9742);
                                    uint _e9744 = l_mut_445_;
                                    bool l_2756_ = (l_2749_ == _e9744);
                                    uint _e9746 = l_mut_1677_;
                                    bool l_2757_ = (l_2745_ < _e9746);
                                    if (l_2756_) {
                                        local_183 = l_2757_;
                                    } else {
                                        local_183 = false;
                                    }
                                    bool l_2758_ = local_183;
                                    if (!(l_2755_)) {
                                        local_184 = l_2758_;
                                    } else {
                                        local_184 = true;
                                    }
                                    bool l_2759_ = local_184;
                                    if (l_2759_) {
                                        l_mut_1677_ = l_2745_;
                                        l_mut_445_ = l_2749_;
                                    }
                                    uint _e9757 = l_mut_445_;
                                    bool l_2760_ = (_e9757 < l_27_);
                                    uint _e9759 = l_mut_445_;
                                    bool l_2761_ = (_e9759 == l_27_);
                                    uint _e9761 = l_mut_1677_;
                                    bool l_2762_ = (_e9761 < l_24_);
                                    if (l_2761_) {
                                        local_185 = l_2762_;
                                    } else {
                                        local_185 = false;
                                    }
                                    bool l_2763_ = local_185;
                                    if (!(l_2760_)) {
                                        local_186 = l_2763_;
                                    } else {
                                        local_186 = true;
                                    }
                                    bool l_2764_ = local_186;
                                    if (l_2764_) {
                                        uint _e9772 = l_mut_1678_;
                                        uint l_2765_ = (_e9772 * 2u);
                                        uint l_2766_ = (l_2765_ + 1u);
                                        uint l_2767_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_2768_ = (l_2766_ < l_2767_);
                                        if (l_2768_) {
                                            uint l_4991_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4992_ = (l_4991_ * 1u);
                                            bool l_4993_ = (l_2765_ < l_4992_);
                                            if (l_4993_) {
                                                _group_0_binding_4_cs[l_2765_] = id;
                                            }
                                            uint l_2769_ = (l_2765_ + 1u);
                                            uint l_4994_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_4995_ = (l_4994_ * 1u);
                                            bool l_4996_ = (l_2769_ < l_4995_);
                                            if (l_4996_) {
                                                uint _e9802 = l_mut_2538_;
                                                _group_0_binding_4_cs[l_2769_] = _e9802;
                                            }
                                        }
                                        uint _e9803 = l_mut_1678_;
                                        l_mut_1678_ = (_e9803 + 1u);
                                    }
                                }
                            }
                            uint _e9809 = l_mut_1678_;
                            l_mut_1683_ = _e9809;
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
